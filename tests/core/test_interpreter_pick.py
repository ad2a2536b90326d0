""" "At random" is rolled by the app: a roll node over listed options, one die face per option."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from core_helpers import TINY, tiny_session

from desktop.core.messages import InputError, render_plain
from desktop.core.pack.pack_loading import load_pack
from desktop.core.play.session import Session


def at_side(seed: int = 3) -> Session:
    """A bot at the 'pick a side at random' step of Take hits."""
    session = tiny_session(seed)
    session.apply({"type": "start", "bot": "b1", "chart": "hits"})
    session.apply({"type": "answer", "bot": "b1", "option": 0})
    session.apply({"type": "answer", "bot": "b1", "option": "table"})
    return session


def test_the_step_is_a_die_with_a_face_per_option() -> None:
    step = at_side().current("b1")
    assert step is not None and step.kind == "roll"
    assert step.roll == {"sides": 3, "dice": 1, "modifier": 0}
    assert [(o.id, render_plain(o.label)) for o in step.options] == [
        ("north", "North"),
        ("south", "South"),
        ("east", "East"),
    ]


def test_the_app_die_picks_and_the_log_says_die_and_choice() -> None:
    picked = set()
    for seed in range(30):
        session = at_side(seed)
        event = {"type": "roll", "bot": "b1", "value": None}
        entry = session.apply(event)[0]
        face = event["result"]
        assert entry.answer == ["north", "south", "east"][face - 1]
        assert render_plain(entry.reason) == f"Rolled {face}"
        assert render_plain(entry.answer_label) == entry.answer.capitalize()
        picked.add(entry.answer)
    assert picked == {"north", "south", "east"}, "every option comes up"


def test_a_typed_physical_roll_picks_its_face() -> None:
    session = at_side()
    entry = session.apply({"type": "roll", "bot": "b1", "value": 3})[0]
    assert entry.answer == "east" and not session.running("b1")


@pytest.mark.parametrize("value", [0, 4, "2", 1.5, True])
def test_a_typed_roll_outside_the_faces_is_refused(value: object) -> None:
    session = at_side()
    with pytest.raises(InputError, match="whole number from 1 to 3"):
        session.apply({"type": "roll", "bot": "b1", "value": value})
    assert session.current("b1").node == "side"


@pytest.mark.parametrize(
    "old, new, problem",
    [
        (
            "    options:\n      - {id: north",
            "    sides: 6\n    options:\n      - {id: north",
            "3 options, not 6 sides",
        ),
        ("    options:\n      - {id: north", "    dice: 2\n    options:\n      - {id: north", "one die"),
        (
            '{id: east, label: "East", next: fin}',
            "{id: east, next: fin}",
            "option 'east' of node 'side' needs a label",
        ),
        (
            '      - {id: south, label: "South", next: fin}\n      - {id: east, label: "East", next: fin}\n',
            "",
            "2 to 100 options",
        ),
        (
            "    options:\n      - {id: north",
            "    ranges: [{min: 1, max: 6, next: fin}]\n    options:\n      - {id: north",
            "either ranges or options",
        ),
    ],
)
def test_validation_checks_a_pick(tmp_path: Path, old: str, new: str, problem: str) -> None:
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    chart = folder / "charts" / "hits.yaml"
    assert old in chart.read_text()
    chart.write_text(chart.read_text().replace(old, new))
    _, problems = load_pack(folder)
    assert any(problem in p for p in problems), problems
