"""Issue 27 §4: a stored state missing a value the pack's mat declares was trusted: the window
opened it silently and the CLI ended with a KeyError traceback. The state check now covers every
value a bot of that setup has; such a state is skipped and the game rebuilt from its steps."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path

import pytest
from store_helpers import digest, new_game, pack, packs, write_sql

from desktop.core.cli import commands
from desktop.core.messages import render_plain
from desktop.core.play.world_check import check_world
from desktop.core.store.game_store import open_game


def without(path: Path, field: str) -> None:
    """Every stored state of the file loses one mat value of every bot."""
    rows = sqlite3.connect(path).execute("SELECT idx, world FROM snapshots").fetchall()
    for index, text in rows:
        world = json.loads(text)
        for bot in world["bots"].values():
            bot.pop(field, None)
        write_sql(path, ("UPDATE snapshots SET world = ? WHERE idx = ?", (json.dumps(world), index)))


@pytest.mark.parametrize("field", ["power", "last", "pile"])
def test_a_state_missing_a_declared_value_is_rebuilt_from_the_steps(tmp_path: Path, field: str) -> None:
    game = new_game(tmp_path, events=40, seed=5)
    world, cursor = digest(game.session.world), game.session.cursor
    assert all(field in bot for bot in game.session.world["bots"].values())
    game.close()
    without(game.path, field)
    again = open_game(game.path, packs())
    said = " ".join(render_plain(w) for w in again.warnings)
    assert said == f"{game.path}: a damaged saved state was skipped"
    assert (digest(again.session.world), again.session.cursor) == (world, cursor)
    again.close()


def test_the_check_names_the_missing_value() -> None:
    game_world = {"shared": {}, "bots": {}, "meta": {}, "runs": {}}
    from desktop.core.play.session import Session

    session = Session(pack(), 3)
    session.add_bot("b1", {"name": "Red", "level": "easy"})
    game_world = json.loads(json.dumps(session.world))
    assert check_world(pack(), game_world) == []
    del game_world["bots"]["b1"]["power"]
    assert check_world(pack(), game_world) == ["bot 'b1': Power (power) is missing"]


def test_the_cli_plays_on_from_the_rebuilt_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(commands, "_packs", packs)
    game = new_game(tmp_path, events=40, seed=5)
    game.close()
    without(game.path, "power")
    out = io.StringIO()
    run = ["run", "--pack", "tiny", "--session", str(game.path), "--chart", "income", "--bot", "b1"]
    code = commands.main(run, out, io.StringIO('{"answer": "no"}\n{"roll": null}\n'))
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert code == 0 and lines[-1]["kind"] == "end" and isinstance(lines[-1]["state"]["power"], int)
