"""Number questions: a whole number in a range the node declares (from state), typed, checked."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from core_helpers import TINY, tiny_session

from desktop.core.messages import InputError, render_plain
from desktop.core.pack.pack_loading import load_pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.session import Session


def hits(session: Session, power: int) -> None:
    session.apply({"type": "correct", "bot": "b1", "path": "power", "value": power})
    session.apply({"type": "start", "bot": "b1", "chart": "hits"})


def test_the_range_comes_from_the_state_and_is_shown() -> None:
    session = tiny_session()
    hits(session, 4)
    step = session.current("b1")
    assert step is not None and step.kind == "number"
    assert step.number == {"min": 0, "max": 4} and step.options == []
    assert render_plain(step.text) == "How many hits did the bot take? (0 to 4)"
    assert step.to_json(render_plain)["range"] == {"min": 0, "max": 4}


def test_the_answer_is_stored_applied_and_reaches_the_next_step() -> None:
    session = tiny_session()
    session.add_bot("b2", {"name": "Blue", "level": "easy"})
    hits(session, 4)
    logs = session.apply({"type": "answer", "bot": "b1", "option": 3})
    assert logs[0].answer == "3" and render_plain(logs[0].answer_label) == "3"
    bot = session.world["bots"]["b1"]
    assert bot["power"] == 1, "the effect took {answer: count} as its argument"
    assert bot["last_hits"] == 3, "store: kept the answer in the state"
    session.apply({"type": "answer", "bot": "b1", "option": "b2"})
    assert render_plain(session.current("b1").text) == "Blue gains 3 Power."


@pytest.mark.parametrize("typed", [5, -1, "x", 2.5, True, None, "3.0"])
def test_a_number_out_of_range_or_not_whole_is_refused_and_changes_nothing(typed: object) -> None:
    session = tiny_session()
    hits(session, 4)
    before = (session.world, session.cursor)
    with pytest.raises(InputError, match="whole number from 0 to 4"):
        session.apply({"type": "answer", "bot": "b1", "option": typed})
    assert (session.world, session.cursor) == before


def test_typed_digits_are_a_number() -> None:
    session = tiny_session()
    hits(session, 4)
    session.apply({"type": "answer", "bot": "b1", "option": "4"})
    assert session.world["bots"]["b1"]["power"] == 0


def test_undo_gives_back_the_number_question() -> None:
    session = tiny_session()
    hits(session, 2)
    session.apply({"type": "answer", "bot": "b1", "option": 2})
    session.undo()
    assert session.current("b1").kind == "number" and session.world["bots"]["b1"]["power"] == 2
    assert "last_hits" not in session.world["bots"]["b1"]


def pack_with(tmp_path: Path, old: str, new: str) -> tuple[object, list[str]]:
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    chart = folder / "charts" / "hits.yaml"
    assert old in chart.read_text()
    chart.write_text(chart.read_text().replace(old, new))
    return load_pack(folder)


def test_an_empty_range_in_play_is_a_rule_error(tmp_path: Path) -> None:
    pack, problems = pack_with(tmp_path, "min: 0", "min: 3")
    assert pack is not None and not problems, problems
    session = Session(pack, 1)  # type: ignore[arg-type]
    session.add_bot("b1", {"level": "easy"})
    with pytest.raises(RuleError, match="no answer from 3 to 2"):
        session.apply({"type": "start", "bot": "b1", "chart": "hits"})


@pytest.mark.parametrize(
    "old, new, problem",
    [
        ("min: 0\n    max: {state: power}", "min: 9\n    max: 2", "min 9 is above max 2"),
        ("max: {state: power}", "max: -1", "min 0 is above max -1"),
        ("max: {state: power}", "max: lots", "max of node 'count' is 'lots'"),
        ("max: {state: power}", "max: {text: x}", "not a whole number or a parameter"),
        ("max: {state: power}", "max: {value: nowhere}", "value 'nowhere' is not registered"),
        ("{answer: count}}}]", "{answer: fin}}}]", "uses the answer of 'fin'"),
        ("    next: who\n", "", "next"),
    ],
)
def test_validation_checks_the_declaration(tmp_path: Path, old: str, new: str, problem: str) -> None:
    pack, problems = pack_with(tmp_path, old, new)
    assert any(problem in p for p in problems), problems
    assert all(p.startswith(str(tmp_path)) for p in problems), problems
