"""The headless CLI: packs, validate, simulate and run speak the documented JSON."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from core_helpers import TINY

from desktop.core.cli.commands import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def tiny_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(TINY.parent))


def cli(*args: str, stdin: str = "") -> tuple[int, list[str]]:
    out = io.StringIO()
    code = main(list(args), out=out, inp=io.StringIO(stdin))
    return code, out.getvalue().splitlines()


def test_packs_json_lists_id_name_revision_languages_charts() -> None:
    code, lines = cli("packs", "--json")
    assert code == 0
    assert json.loads(lines[0]) == [
        {
            "id": "tiny",
            "name": "Tiny test bots",
            "revision": 1,
            "languages": ["en"],
            "charts": ["battle", "hits", "income", "main"],
        }
    ]


def test_validate_clean_and_broken(tmp_path: Path) -> None:
    assert cli("validate") == (0, [])
    broken = tmp_path / "tiny"
    shutil.copytree(TINY, broken)
    chart = broken / "charts" / "income.yaml"
    chart.write_text(chart.read_text().replace("next: fin", "next: gone"))
    code, lines = cli("validate", str(broken))
    assert code == 1
    assert lines and all(line.startswith(str(chart) + ":") for line in lines)


def test_validate_an_overlay_file(tmp_path: Path) -> None:
    overlay = tmp_path / "tiny" / "charts" / "income.yaml"
    overlay.parent.mkdir(parents=True)
    overlay.write_text((TINY / "charts" / "income.yaml").read_text())
    assert cli("validate", str(overlay)) == (0, [])
    overlay.write_text("title: x\nstart: a\nnodes:\n  - {id: a, kind: goto, chart: nowhere}\n")
    code, lines = cli("validate", str(overlay))
    assert code == 1 and f"{overlay}:4:" in lines[0] and "unknown chart 'nowhere'" in lines[0]
    stray = tmp_path / "loose.yaml"
    stray.write_text("a: 1\n")
    code, lines = cli("validate", str(stray))
    assert code == 1 and "cannot tell which pack" in lines[0]


def test_simulate_same_seed_same_report() -> None:
    def report(seed: str) -> dict:
        code, lines = cli("simulate", "--pack", "tiny", "--turns", "300", "--seed", seed, "--json")
        assert code == 0
        data = json.loads(lines[0])
        for timing in ("seconds", "steps_per_second"):
            data.pop(timing)
        return data

    first = report("4")
    assert first == report("4")
    assert first["turns"] == 300 and first["nodes_total"] == 20
    assert first["dead_ends"] == [] and first["errors"] == []
    assert set(first) == {
        "games",
        "turns",
        "steps",
        "nodes_total",
        "nodes_visited",
        "variant_nodes",
        "variant_nodes_visited",
        "unvisited",
        "options",
        "dead_ends",
        "errors",
    }


def test_simulate_reports_a_dead_end_and_exits_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "rules"
    shutil.copytree(TINY, root / "tiny")
    rules = root / "tiny" / "rules.py"
    # a predicate answering an outcome its chart does not list is a dead end in play
    rules.write_text(
        rules.read_text().replace(
            'return ("yes" if have >= n else "no")', 'return ("maybe" if have > 3 else "yes")'
        )
    )
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(root))
    code, lines = cli("simulate", "--pack", "tiny", "--turns", "200", "--json")
    data = json.loads(lines[0])
    assert code == 1 and any("answered 'maybe'" in e for e in data["errors"])


def write_setup(tmp_path: Path) -> Path:
    setup = tmp_path / "setup.yaml"
    setup.write_text("bots:\n  - {id: b1, options: {name: Red, level: easy}}\nshared: {round: 2}\n")
    return setup


def test_run_speaks_json_lines_and_reads_answers(tmp_path: Path) -> None:
    answers = json.dumps({"answer": "no"}) + "\n" + json.dumps({"roll": 2}) + "\n"
    code, lines = cli("run", "--pack", "tiny", "--setup", str(write_setup(tmp_path)), stdin=answers)
    assert code == 0
    steps = [json.loads(line) for line in lines]
    assert steps[0]["kind"] == "check" and steps[0]["answer"] == "yes"
    assert steps[0]["options"] == ["yes", "no"] and steps[0]["state"]["power"] == 2
    assert steps[1]["kind"] == "do" and steps[1]["state"]["power"] == 1
    assert steps[2]["kind"] == "ask" and steps[2]["options"] == ["yes", "no", "unsure"]
    roll = next(s for s in steps if s["kind"] == "roll" and "answer" in s)
    assert roll["answer"] == "1-3" and roll["roll"] == 2
    assert steps[-1]["kind"] == "end" and set(steps[-1]) == {"kind", "state"}


def test_run_bad_input_is_one_error_line_exit_2_session_unchanged(tmp_path: Path) -> None:
    setup = write_setup(tmp_path)
    game = tmp_path / "game.json"
    code, _ = cli("run", "--pack", "tiny", "--chart", "income", "--setup", str(setup), "--save", str(game))
    assert code == 0
    before = game.read_bytes()
    code, lines = cli("run", "--pack", "tiny", "--session", str(game), stdin='{"answer": "x"}\n')
    assert code == 2
    error = json.loads(lines[-1])
    assert error["kind"] == "error" and "not an answer here" in error["error"]
    assert game.read_bytes() == before
    code, lines = cli("run", "--pack", "tiny", "--session", str(game), stdin="nonsense\n")
    assert code == 2 and "not JSON" in json.loads(lines[-1])["error"]


def test_run_says_what_a_waiting_step_needs_when_a_reply_lacks_it(tmp_path: Path) -> None:
    """A reply without the step's key names what the step waits for; a roll's key is not an
    answer to a question, and an answer is not a roll."""
    setup = str(write_setup(tmp_path))
    code, lines = cli("run", "--pack", "tiny", "--setup", setup, stdin='{"roll": 2}\n')
    error = json.loads(lines[-1])["error"]
    assert code == 2 and 'needs {"answer": ID}' in error and "unsure" in error, error
    reply = json.dumps({"answer": "no"}) + "\n" + json.dumps({"answer": "yes"}) + "\n"
    code, lines = cli("run", "--pack", "tiny", "--setup", setup, stdin=reply)
    error = json.loads(lines[-1])["error"]
    assert code == 2 and 'needs {"roll": N} or {"roll": null}' in error, error
    code, lines = cli("run", "--pack", "tiny", "--setup", setup, stdin="[1, 2]\n")
    assert code == 2 and "each reply is a JSON object" in json.loads(lines[-1])["error"]
    code, lines = cli("run", "--pack", "tiny", "--setup", setup, stdin="")
    assert code == 2 and "input ended while" in json.loads(lines[-1])["error"]


def test_run_chains_routines_through_a_session_file(tmp_path: Path) -> None:
    game = tmp_path / "game.json"
    cli(
        "run",
        "--pack",
        "tiny",
        "--chart",
        "income",
        "--setup",
        str(write_setup(tmp_path)),
        "--save",
        str(game),
    )
    code, lines = cli("run", "--pack", "tiny", "--chart", "income", "--session", str(game))
    assert code == 0 and json.loads(lines[-1])["state"]["power"] == 6
    saved = json.loads(game.read_text())
    assert saved["world"]["bots"]["b1"]["power"] == 6


def test_module_entry_point_runs() -> None:
    env = {"BOTMAT_RULES_DIR": str(TINY.parent), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [sys.executable, "-m", "desktop.cli", "packs", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert proc.returncode == 0 and json.loads(proc.stdout)[0]["id"] == "tiny"
