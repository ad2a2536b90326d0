"""The controller's logic with no widget at all (as Mu tests its logic with a mock view): one view
per accepted change, nothing on a refusal, the step computed once per change."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.core.pack.pack_loading import load_pack
from desktop.core.play.session import Session
from desktop.core.play.view import EMPTY, GameView
from desktop.ui.controller import GameController


class MockView:
    """Records what the controller hands the widgets, in order."""

    def __init__(self, controller: GameController) -> None:
        self.events: list[tuple[str, Any]] = []
        controller.view_changed.connect(lambda v: self.events.append(("view", v)))
        controller.session_replaced.connect(lambda: self.events.append(("replaced", None)))
        controller.active_bot_changed.connect(lambda b: self.events.append(("active", b)))
        controller.failed.connect(lambda m: self.events.append(("failed", m)))

    def views(self) -> list[GameView]:
        return [v for kind, v in self.events if kind == "view"]

    def take(self) -> list[tuple[str, Any]]:
        out, self.events = self.events, []
        return out


@pytest.fixture
def controller(qapp: Any, tiny_rules: Any) -> GameController:
    pack, problems = load_pack(tiny_rules / "tiny")
    assert pack is not None and not problems
    c = GameController({"tiny": pack})
    c.autosave_enabled = False
    return c


def test_a_new_game_replaces_then_draws_one_view(controller: GameController) -> None:
    mock = MockView(controller)
    controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    kinds = [k for k, _ in mock.events]
    assert kinds == ["replaced", "active", "view"], "panels are rebuilt before the view is drawn"
    view = mock.views()[0]
    assert view is controller.view and [b.name for b in view.bots] == ["Red"] and view.active == "b1"
    controller.close_game()
    assert controller.view == EMPTY and mock.views()[-1] == EMPTY


def test_each_accepted_event_hands_out_one_new_view_and_a_refusal_none(controller: GameController) -> None:
    controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    mock = MockView(controller)
    assert controller.start_turn()
    assert [k for k, _ in mock.take()] == ["view"]
    before = controller.view
    assert not controller.answer("maybe")  # the step is a `do`: no answer fits
    events = mock.take()
    assert [k for k, _ in events] == ["failed"] and controller.view is before, "nothing changed"
    assert controller.done()
    (kind, view), *_ = mock.take()
    assert kind == "view" and view.step is not None and view.step.node == "enemy"
    assert view.undo is not None and view.undo.kind == "done"


def test_the_step_is_computed_once_per_change(controller: GameController, monkeypatch: Any) -> None:
    """Before the view, the window asked for the step twice on every refresh."""
    controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    calls: list[str] = []
    real = Session.current

    def counted(self: Session, bot: str) -> Any:
        calls.append(bot)
        return real(self, bot)

    monkeypatch.setattr(Session, "current", counted)
    controller.start_turn()
    assert calls == ["b1"]
    step = controller.step()
    assert step is not None and step.node == "pay" and calls == ["b1"], "step() reads what the view used"


def test_the_die_stays_until_the_next_event_and_a_finished_run_keeps_its_way(
    controller: GameController,
) -> None:
    controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    controller.start_turn()
    controller.done()
    controller.answer("no")
    controller.roll(2)  # 1-3: the end of the turn
    view = controller.view
    assert view.last_roll == 2
    assert view.step is None and view.chart is not None and view.chart.focus == "fin"
    assert set(view.chart.path) == {"enough", "pay", "enemy", "dice", "fin"} and view.chart.path[-1] == "fin"
    controller.start_turn()
    assert controller.view.last_roll is None and controller.view.chart.focus is None  # type: ignore[union-attr]


def test_following_another_bot_draws_its_step(controller: GameController) -> None:
    controller.new_game(
        "tiny", [({"name": "Red", "level": "easy"}, None), ({"name": "Blue", "level": "hard"}, None)], seed=3
    )
    controller.start_turn("b1")
    mock = MockView(controller)
    controller.set_active_bot("b2")
    assert [k for k, _ in mock.events] == ["active", "view"]
    view = mock.views()[0]
    assert view.active == "b2" and view.step is None and view.bot("b1").running  # type: ignore[union-attr]
    controller.set_active_bot("b2")
    assert len(mock.views()) == 1, "following the bot already followed changes nothing"


def test_shared_facts_left_at_their_defaults_make_no_event(controller: GameController) -> None:
    controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], shared={"round": 1}, seed=3)
    assert controller.session is not None and controller.session.cursor == 1, "only the bot was added"
    controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], shared={"round": 4}, seed=3)
    assert controller.view.shared[0].value == 4 and controller.view.undo is None


@pytest.fixture
def root_controller(qapp: Any) -> GameController:
    from desktop.core.paths import bundled_rules_dir

    pack, problems = load_pack(bundled_rules_dir() / "root_clockwork")
    assert pack is not None and not problems
    c = GameController({"root_clockwork": pack})
    c.autosave_enabled = False
    return c


def test_a_yes_or_no_fact_chosen_in_new_game_logs_in_words_and_only_when_changed(
    root_controller: GameController,
) -> None:
    """Root's fully cooperative play (001 §2) is a New game choice: left off, no correction is
    logged; ticked, the log says "No → Yes", never Python's "False → True"."""
    from desktop.core.messages import render_plain
    from desktop.core.play.samples import sample_bots

    pack = root_controller.packs["root_clockwork"]
    bots = [(dict(options), profile) for options, profile in sample_bots(pack)]
    root_controller.new_game("root_clockwork", bots, shared={"coop": False}, seed=3)
    session = root_controller.session
    assert session is not None and not [e for e in session.log() if e.kind == "correct"]
    root_controller.new_game("root_clockwork", bots, shared={"coop": True}, seed=3)
    session = root_controller.session
    assert session is not None
    lines = [render_plain(e.text) for e in session.log() if e.kind == "correct"]
    assert len(lines) == 1 and lines[0].endswith(": No → Yes"), lines
