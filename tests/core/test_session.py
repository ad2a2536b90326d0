"""Sessions: every change is an event; undo and redo go all the way, also across a restart."""

from __future__ import annotations

import pytest
from core_helpers import tiny_pack, tiny_session

from desktop.core.messages import InputError
from desktop.core.play.session import SNAPSHOT_EVERY, Session, clone
from desktop.core.store.saves import load_session, save_session


def play_some(session: Session, turns: int) -> None:
    for _ in range(turns):
        session.apply({"type": "start", "bot": "b1", "chart": "income"})
        session.apply({"type": "done", "bot": "b1"})
        session.apply({"type": "start", "bot": "b1", "chart": "main"})
        while session.running("b1"):
            step = session.current("b1")
            if step.kind == "do":
                session.apply({"type": "done", "bot": "b1"})
            elif step.kind == "ask":
                session.apply({"type": "answer", "bot": "b1", "option": "no"})
            else:
                session.apply({"type": "roll", "bot": "b1", "value": None})


def test_undo_all_then_redo_all_restores_the_same_state() -> None:
    session = tiny_session()
    play_some(session, 12)
    assert len(session.events) > 3 * SNAPSHOT_EVERY
    final, log = clone(session.world), [e.to_json() for e in session.log()]
    states = []
    while session.undo():
        states.append(clone(session.world))
    assert session.cursor == 0 and session.world["bots"] == {}
    while session.redo():
        pass
    assert session.world == final
    assert [e.to_json() for e in session.log()] == log


def test_undo_steps_back_exactly_one_event() -> None:
    session = tiny_session()
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    mid = clone(session.world)
    session.apply({"type": "done", "bot": "b1"})
    session.undo()
    assert session.world == mid
    assert session.current("b1").kind == "do"


def test_new_event_after_undo_drops_the_redo_branch() -> None:
    session = tiny_session()
    session.apply({"type": "start", "bot": "b1", "chart": "income"})
    session.undo()
    assert session.can_redo()
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    assert not session.can_redo()


def test_correction_is_an_undoable_logged_event() -> None:
    session = tiny_session()
    entries = session.apply({"type": "correct", "bot": "b1", "path": "power", "value": "7"})
    assert session.world["bots"]["b1"]["power"] == 7
    assert entries[0].kind == "correct"
    session.undo()
    assert session.world["bots"]["b1"]["power"] == 2


@pytest.mark.parametrize(
    "path,value,message",
    [
        ("power", -1, "below the minimum 0"),
        ("power", 99, "above the maximum 20"),
        ("power", "lots", "not a whole number"),
        ("pile", ["01"], "cannot be corrected by hand"),
        ("last", "99", "no card '99'"),
        ("secret", 1, "cannot be corrected by hand"),
    ],
)
def test_impossible_corrections_are_refused(path: str, value: object, message: str) -> None:
    session = tiny_session()
    before = clone(session.world)
    with pytest.raises(InputError, match=message):
        session.apply({"type": "correct", "bot": "b1", "path": path, "value": value})
    assert session.world == before


def test_shared_facts_have_bounds() -> None:
    session = tiny_session()
    session.apply({"type": "set_shared", "name": "round", "value": 3})
    assert session.world["shared"]["round"] == 3
    with pytest.raises(InputError, match="above the maximum 9"):
        session.apply({"type": "set_shared", "name": "round", "value": 10})


def test_undo_and_redo_survive_a_restart(tmp_path) -> None:  # type: ignore[no-untyped-def]
    session = tiny_session()
    play_some(session, 5)
    session.undo()
    session.undo()
    path = tmp_path / "game.json"
    save_session(session, path)
    restored, warnings = load_session(path, {"tiny": tiny_pack()})
    assert warnings == []
    assert restored.world == session.world
    assert restored.can_redo() and restored.cursor == session.cursor
    restored.redo()
    session.redo()
    assert restored.world == session.world
    while restored.undo():
        pass
    assert restored.world["bots"] == {}
