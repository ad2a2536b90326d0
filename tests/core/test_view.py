"""The view a window draws, built from a session with no widget and no Qt: the mat with its looks
and hints, the card, the step, the chart and the way taken, the log, undo/redo, the die."""

from __future__ import annotations

import dataclasses

import pytest
from core_helpers import tiny_pack, tiny_session

from desktop.core.messages import Message
from desktop.core.play.session import Session
from desktop.core.play.view import EMPTY, GameView, PlayState
from desktop.core.play.view_build import build_view


def fields(view: GameView, bot: str = "b1") -> dict[str, object]:
    bot_view = view.bot(bot)
    assert bot_view is not None
    return {f.path: f for section in bot_view.mat for f in section.fields}


def test_no_game_is_an_empty_view() -> None:
    assert build_view(None, PlayState()) == EMPTY
    assert EMPTY.bots == () and EMPTY.step is None and EMPTY.chart is None and not EMPTY.pack_id


def test_a_waiting_bot_shows_its_mat_its_setup_and_its_turn_chart() -> None:
    session = tiny_session(level="hard")
    session.floor = session.cursor  # as a new game in the window: setup is not undoable
    view = build_view(session, PlayState(active="b1"))
    bot = view.bot("b1")
    assert bot is not None and bot.name == "Red" and not bot.running
    assert bot.badges == (Message("tiny", "Hard"),), "the chosen level is shown after the name"
    power = fields(view)["power"]
    assert (power.value, power.display, power.tone, power.maximum) == (2, "cubes", "available", 20)
    assert power.label == Message("tiny", "Power") and power.editable
    assert fields(view)["last"].card is None, "no card drawn yet"
    assert view.step is None and view.chart is not None
    assert (view.chart.chart, view.chart.current, view.chart.path) == ("main", None, ())
    assert [r.chart for r in view.routines] == ["income", "hits"] and [
        c.chart for c in view.other_charts
    ] == ["battle"]
    assert view.shared[0].name == "round" and view.shared[0].value == 1
    assert (view.shared[0].minimum, view.shared[0].maximum) == (1, 9)
    assert view.undo is None and view.redo is None, "setting up a game is not undoable"


def test_a_running_turn_shows_the_step_the_checks_the_card_and_the_way_taken() -> None:
    session = tiny_session()
    session.floor = session.cursor
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    view = build_view(session, PlayState(active="b1"))
    step = view.step
    assert step is not None and (step.chart, step.node, step.kind) == ("main", "pay", "do")
    assert step.chart_title == Message("tiny/main", "Tiny turn")
    assert [a.id for a in step.options] == ["done"]
    assert step.detail.section == Message("tiny", "Turn", sense="source heading")
    assert not step.detail.reconstructed and not step.badge
    assert [e.node for e in view.auto] == ["enough"], "the check the app answered is shown with the step"
    assert view.chart is not None and view.chart.current == "pay" and view.chart.path == ("enough", "pay")
    assert view.bot("b1").running  # type: ignore[union-attr]
    assert view.undo is not None and view.undo.kind == "start" and view.undo.bot == "b1"
    session.apply({"type": "done", "bot": "b1"})
    view = build_view(session, PlayState(active="b1"))
    drawn = session.world["bots"]["b1"]["last"]
    card = fields(view)["last"].card
    assert card is not None and card.id == drawn and card.data is not None and "action" in card.data
    assert view.step is not None and view.step.kind == "ask" and view.step.reconstructed
    assert [a.id for a in view.step.options] == ["yes", "no", "unsure"]


def test_the_history_is_read_on_demand_and_undo_redo_say_what_they_take_back() -> None:
    session = tiny_session()
    session.floor = session.cursor
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    session.apply({"type": "done", "bot": "b1"})
    view = build_view(session, PlayState(active="b1"))
    history = view.history
    assert history is not None and (history.size, history.applied) == (3, 3)
    assert list(history.lines(2)) == session.logs[2] and history.lines(2)[0].node == "pay"
    assert view.undo is not None and view.undo.kind == "done" and view.undo.lines[0].node == "pay"
    session.undo()
    view = build_view(session, PlayState(active="b1"))
    assert view.history is not None and (view.history.size, view.history.applied) == (3, 2)
    assert view.redo is not None and view.redo.kind == "done"
    assert view.undo is not None and view.undo.kind == "start"


def test_building_a_view_never_flattens_the_whole_log(monkeypatch: pytest.MonkeyPatch) -> None:
    """A view's cost must not grow with the game: it never asks for every log line."""
    session = tiny_session()
    session.apply({"type": "start", "bot": "b1", "chart": "main"})

    def whole_log(self: Session) -> list[object]:
        raise AssertionError("the view read the whole log")

    monkeypatch.setattr(Session, "log", whole_log)
    assert build_view(session, PlayState(active="b1")).history is not None


def test_a_hint_shows_the_packs_value_for_this_bot() -> None:
    pack = tiny_pack()
    pack.meta.mat[0].fields[0].hint = "Each card costs {cost} Power."
    session = Session(pack, 1)
    session.add_bot("b1", {"name": "Red", "level": "easy"})
    hint = fields(build_view(session, PlayState(active="b1")))["power"].hint
    assert hint == Message("tiny", "Each card costs {cost} Power.", {"cost": 1})


def test_after_a_run_ends_the_chart_keeps_where_it_ended_and_the_way_it_went() -> None:
    session = tiny_session()
    finished = {"b1": (("main", "enough"), ("main", "pay"), ("battle", "roll"), ("main", "fin"))}
    view = build_view(session, PlayState(active="b1", finished=finished))
    assert view.chart is not None
    assert (view.chart.chart, view.chart.current, view.chart.focus) == ("main", None, "fin")
    assert view.chart.path == ("enough", "pay", "fin")


def test_the_die_and_the_file_name_come_from_the_play_state() -> None:
    view = build_view(tiny_session(), PlayState(active="b1", last_roll=5, file_name="game.botmat.json"))
    assert view.last_roll == 5 and view.file_name == "game.botmat.json"


def test_a_view_cannot_be_changed_by_a_widget() -> None:
    view = build_view(tiny_session(), PlayState(active="b1"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.active = "b2"  # type: ignore[misc]
    bot = view.bot("b1")
    assert bot is not None
    with pytest.raises(dataclasses.FrozenInstanceError):
        bot.mat[0].fields[0].value = 9  # type: ignore[misc]
    with pytest.raises(TypeError):
        view.chart_titles["main"] = Message("x", "y")  # type: ignore[index]


def test_a_bot_that_did_not_change_keeps_its_view() -> None:
    """A step changes one bot: the others keep their view object (nothing is built again)."""
    session = tiny_session()
    session.add_bot("b2", {"name": "Blue", "level": "easy"})
    before = build_view(session, PlayState(active="b1"))
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    after = build_view(session, PlayState(active="b1"), previous=before)
    assert after.bot("b2") is before.bot("b2")
    assert after.bot("b1") is not before.bot("b1") and after.bot("b1").running  # type: ignore[union-attr]
    session.apply({"type": "set_shared", "name": "round", "value": 2})
    again = build_view(session, PlayState(active="b1"), previous=after)
    assert again.bot("b2") is not after.bot("b2"), "a shared fact can change a hint: built again"
