"""`run --session FILE` and `--save FILE` take a `.botmat` game as well as a JSON save (by the
file's extension); a `.botmat` run is written all or nothing, like the JSON one."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from core_helpers import TINY
from store_helpers import meta, packs

from desktop.core.cli.commands import main
from desktop.core.store.game_store import open_game
from desktop.core.store.saves import load_session


@pytest.fixture(autouse=True)
def tiny_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(TINY.parent))


def cli(*args: str, stdin: str = "") -> tuple[int, list[dict[str, object]]]:
    out = io.StringIO()
    code = main(list(args), out=out, inp=io.StringIO(stdin))
    return code, [json.loads(line) for line in out.getvalue().splitlines()]


def setup_file(tmp_path: Path) -> Path:
    setup = tmp_path / "setup.yaml"
    setup.write_text("bots:\n  - {id: b1, options: {name: Red, level: easy}}\nshared: {round: 2}\n")
    return setup


def new_campaign(tmp_path: Path) -> tuple[int, Path]:
    """`run --setup ... --chart income --save campaign.botmat`: (exit code, the game file)."""
    game = tmp_path / "campaign.botmat"
    args = ["run", "--pack", "tiny", "--chart", "income", "--setup", str(setup_file(tmp_path))]
    return cli(*args, "--save", str(game))[0], game


def test_routines_chain_through_a_botmat_game(tmp_path: Path) -> None:
    code, game = new_campaign(tmp_path)
    assert code == 0 and meta(game)["title"] == "campaign"
    code, lines = cli("run", "--pack", "tiny", "--chart", "income", "--session", str(game))
    assert code == 0 and lines[-1]["state"]["power"] == 6
    opened = open_game(game, packs())
    assert opened.session.world["bots"]["b1"]["power"] == 6 and opened.session.can_undo()


def test_a_failed_run_leaves_the_botmat_game_as_it_was(tmp_path: Path) -> None:
    _, game = new_campaign(tmp_path)
    before = game.read_bytes()
    code, lines = cli("run", "--pack", "tiny", "--session", str(game), stdin='{"answer": "x"}\n')
    assert code == 2 and "not an answer here" in str(lines[-1]["error"])
    assert game.read_bytes() == before
    code, lines = cli("run", "--pack", "tiny", "--session", str(game), stdin="[" * 5000 + "\n")
    assert code == 2 and "not JSON" in str(lines[-1]["error"])
    assert game.read_bytes() == before


def test_json_and_botmat_give_the_same_game(tmp_path: Path) -> None:
    setup = str(setup_file(tmp_path))
    answers = '{"answer": "no"}\n{"roll": 5}\n'
    for name in ("a.json", "a.botmat"):
        code, _ = cli(
            "run", "--pack", "tiny", "--setup", setup, "--save", str(tmp_path / name), stdin=answers
        )
        assert code == 0
    from_json = load_session(tmp_path / "a.json", packs())[0]
    from_store = open_game(tmp_path / "a.botmat", packs()).session
    assert from_json.world == from_store.world and from_json.cursor == from_store.cursor


def test_simulate_save_writes_what_the_extension_names(tmp_path: Path) -> None:
    """Issue 27 §9: `simulate --save game.botmat` wrote JSON under the game file's name, which the
    window then refused as "not a Botmat game"."""
    for name in ("sim.botmat", "sim.json"):
        code, _ = cli(
            "simulate",
            "--pack",
            "tiny",
            "--turns",
            "30",
            "--seed",
            "5",
            "--json",
            "--save",
            str(tmp_path / name),
        )
        assert code in (0, 1)
    game = open_game(tmp_path / "sim.botmat", packs())
    saved, _ = load_session(tmp_path / "sim.json", packs())
    assert game.warnings == [] and game.session.cursor == saved.cursor > 0
    assert list(game.session.events) == list(saved.events)
    assert game.session.world == saved.world
    game.close()
