"""Routines that interrupt a run: they run as a nested call and give back the interrupted step."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from core_helpers import TINY, tiny_pack, tiny_session

from desktop.core.cli.commands import main as cli_main
from desktop.core.messages import render_plain
from desktop.core.play.session import Session, clone
from desktop.core.store.saves import session_from_json, session_to_json


def at_enemy_question() -> Session:
    """Red's turn, waiting at 'Is an enemy next to the bot?' after paying and drawing."""
    session = tiny_session()
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    session.apply({"type": "done", "bot": "b1"})
    assert session.current("b1").node == "enemy"
    return session


def interrupt(session: Session, chart: str = "hits") -> list:  # type: ignore[type-arg]
    return session.apply({"type": "start", "bot": "b1", "chart": chart, "nested": True})


def test_the_routine_runs_inside_the_turn_and_the_question_comes_back() -> None:
    session = at_enemy_question()
    asked = session.current("b1")
    interrupt(session)
    step = session.current("b1")
    assert (step.chart, step.node, step.depth) == ("hits", "count", 1)
    session.apply({"type": "answer", "bot": "b1", "option": 1})
    session.apply({"type": "answer", "bot": "b1", "option": "table"})
    session.apply({"type": "roll", "bot": "b1", "value": 1})
    back = session.current("b1")
    assert (back.chart, back.node, back.depth) == ("main", "enemy", 0)
    assert render_plain(back.text) == render_plain(asked.text)
    assert session.world["bots"]["b1"]["power"] == 0, "the hit was taken"
    session.apply({"type": "answer", "bot": "b1", "option": "no"})
    assert session.current("b1").node == "dice", "the turn goes on where it was"


def test_an_interrupted_instruction_is_not_carried_out_twice() -> None:
    session = tiny_session()
    session.apply({"type": "start", "bot": "b1", "chart": "main"})  # pays 1 Power, draws a card
    shown = render_plain(session.current("b1").text)
    state = clone(session.world["bots"]["b1"])
    interrupt(session, "income")  # gains 2 Power
    session.apply({"type": "done", "bot": "b1"})
    step = session.current("b1")
    assert (step.node, render_plain(step.text)) == ("pay", shown)
    bot = session.world["bots"]["b1"]
    assert (
        bot["power"] == state["power"] + 2 and bot["pile"] == state["pile"] and bot["used"] == state["used"]
    )


def test_end_of_run_in_the_routine_ends_only_the_routine() -> None:
    session = at_enemy_question()
    interrupt(session, "battle")
    session.apply({"type": "roll", "bot": "b1", "value": 3})  # lost: `end` with scope run
    assert session.current("b1").node == "enemy"


def test_without_nested_a_start_replaces_the_run() -> None:
    session = at_enemy_question()
    session.apply({"type": "start", "bot": "b1", "chart": "income"})
    session.apply({"type": "done", "bot": "b1"})
    assert not session.running("b1")


def test_nested_start_with_no_run_is_an_ordinary_start() -> None:
    session = tiny_session()
    interrupt(session, "income")
    assert session.current("b1").depth == 0
    session.apply({"type": "done", "bot": "b1"})
    assert not session.running("b1")


def test_undo_redo_and_a_save_round_trip_are_exact() -> None:
    session = at_enemy_question()
    before = clone(session.world)
    interrupt(session)
    session.apply({"type": "answer", "bot": "b1", "option": 1})
    middle = clone(session.world)
    session.apply({"type": "answer", "bot": "b1", "option": "table"})
    session.apply({"type": "roll", "bot": "b1", "value": None})
    after = clone(session.world)
    for _ in range(4):
        session.undo()
    assert session.world == before
    session.redo()
    session.redo()
    assert session.world == middle
    restored, warnings = session_from_json(
        json.loads(json.dumps(session_to_json(session))), {"tiny": tiny_pack()}
    )
    assert warnings == [] and restored.world == middle
    while restored.redo():
        pass
    assert restored.world == after and restored.current("b1").node == "enemy"


def run_cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, replies: list[dict[str, Any]]) -> list[Any]:
    """Red's turn through the CLI's `run` with these replies; the JSON lines it printed."""
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(TINY.parent))
    setup = tmp_path / "setup.yaml"
    setup.write_text("bots:\n  - {id: b1, options: {name: Red, level: easy}}\n")
    out = io.StringIO()
    code = cli_main(
        ["run", "--pack", "tiny", "--setup", str(setup)],
        out=out,
        inp=io.StringIO("".join(json.dumps(r) + "\n" for r in replies)),
    )
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert code == 0, lines[-1]
    return lines


def test_the_cli_interrupts_with_a_start_reply(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replies: list[dict[str, Any]] = [
        {"start": "hits"},
        {"answer": 1},
        {"answer": "table"},
        {"roll": 2},
        {"answer": "no"},
        {"roll": 5},
    ]
    lines = run_cli(tmp_path, monkeypatch, replies)
    shown = [(line.get("chart"), line.get("node")) for line in lines if "answer" not in line]
    enemy = ("main", "enemy")
    assert shown[shown.index(enemy) + 1] == ("hits", "count"), "the routine starts at once"
    assert shown.count(enemy) == 2, "the question is asked again after the routine"
    number = next(line for line in lines if line.get("kind") == "number")
    assert number["range"] == {"min": 0, "max": 1} and number["options"] == []
    assert lines[-1]["kind"] == "end" and lines[-1]["state"]["last_hits"] == 1


def test_an_interrupted_question_is_asked_anew_from_the_state_the_routine_left() -> None:
    session = tiny_session()  # 2 Power
    session.apply({"type": "start", "bot": "b1", "chart": "hits"})
    assert session.current("b1").number == {"min": 0, "max": 2}
    interrupt(session, "income")  # gains 2 Power
    session.apply({"type": "done", "bot": "b1"})
    step = session.current("b1")
    assert step.number == {"min": 0, "max": 4}
    assert render_plain(step.text) == "How many hits did the bot take? (0 to 4)"
    session.apply({"type": "answer", "bot": "b1", "option": 4})
    assert session.world["bots"]["b1"]["power"] == 0


def test_a_routine_that_leaves_the_question_no_answer_still_ends(tmp_path: Path) -> None:
    import shutil

    from desktop.core.pack.pack_loading import load_pack

    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    chart = folder / "charts" / "hits.yaml"
    chart.write_text(chart.read_text().replace("min: 0", "min: 2"))
    pack, problems = load_pack(folder)
    assert pack is not None and not problems, problems
    session = Session(pack, 1)
    session.add_bot("b1", {"name": "Red", "level": "easy"})  # 2 Power: 2 to 2 hits
    session.apply({"type": "start", "bot": "b1", "chart": "hits"})
    interrupt(session)
    for reply in ({"type": "answer", "option": 2}, {"type": "answer", "option": "table"}):
        session.apply({**reply, "bot": "b1"})
    session.apply({"type": "roll", "bot": "b1", "value": 1})  # the routine ends: 0 Power left
    step = session.current("b1")
    assert (step.chart, step.node, step.depth, step.number) == ("hits", "count", 0, {"min": 2, "max": 2})


def test_stopping_only_the_routine_gives_back_the_interrupted_step() -> None:
    """Stop during a routine that interrupted a run: only the routine stops, the step waits again."""
    session = at_enemy_question()
    asked = session.current("b1")
    interrupt(session)
    entries = session.apply({"type": "abort", "bot": "b1", "nested": True, "chart": "hits"})
    back = session.current("b1")
    assert (back.chart, back.node, back.depth) == ("main", "enemy", 0)
    assert render_plain(back.text) == render_plain(asked.text)
    assert [e.kind for e in entries] == ["abort"]
    assert render_plain(entries[0].text).startswith("Take hits stopped here")
    session.apply({"type": "answer", "bot": "b1", "option": "no"})
    assert session.current("b1").node == "dice", "the turn goes on where it was"


def test_a_routine_stop_is_undone_and_redone_exactly() -> None:
    session = at_enemy_question()
    interrupt(session)
    inside = clone(session.world)
    session.apply({"type": "abort", "bot": "b1", "nested": True})
    after = clone(session.world)
    assert session.undo() and session.world == inside
    assert session.redo() and session.world == after
    session.apply({"type": "answer", "bot": "b1", "option": "no"})
    replayed, _warnings = session_from_json(session_to_json(session), {TINY.name: tiny_pack()})
    assert replayed.world == session.world, "a save replays the stop the same way"


def test_a_routine_stop_without_a_routine_or_for_another_routine_is_refused() -> None:
    session = at_enemy_question()
    with pytest.raises(Exception, match="no routine interrupts"):
        session.apply({"type": "abort", "bot": "b1", "nested": True})
    interrupt(session)
    with pytest.raises(Exception, match="is not what runs"):
        session.apply({"type": "abort", "bot": "b1", "nested": True, "chart": "income"})
    assert session.current("b1").chart == "hits", "a refused stop changes nothing"


def test_stopping_the_whole_run_during_a_routine_ends_everything() -> None:
    session = at_enemy_question()
    interrupt(session)
    entries = session.apply({"type": "abort", "bot": "b1"})
    assert not session.running("b1")
    assert render_plain(entries[0].text).startswith("Tiny turn abandoned here")


def test_the_cli_stops_a_routine_or_the_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replies = [{"start": "hits"}, {"stop": "routine"}, {"start": "hits"}, {"stop": "run"}]
    lines = run_cli(tmp_path, monkeypatch, replies)
    stops = [line["text"] for line in lines if line.get("kind") == "abort"]
    assert stops[0].startswith("Take hits stopped here") and stops[1].startswith("Tiny turn abandoned here")
    shown = [(line.get("chart"), line.get("node")) for line in lines if line.get("kind") == "ask"]
    assert shown.count(("main", "enemy")) == 2, "the question is asked again after the stopped routine"
    assert lines[-1]["kind"] == "end"
