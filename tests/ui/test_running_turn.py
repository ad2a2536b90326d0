"""Issue 13 item 2: a running turn is safe. Start turn and the routines are disabled while the
bot's chart runs, except routines that interrupt (they nest); Stop asks, logs the abandoned run
and is enabled exactly while a chart runs; after a run ends Enter goes to the next bot, never
starts the same run again (also after a restart)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import activate, answer_confirm, click, play_run

from desktop.boot.startup import App


def two_bots(make_app: Any) -> App:
    app = make_app()
    app.controller.new_game(
        "tiny", [({"name": "Red", "level": "easy"}, None), ({"name": "Blue", "level": "easy"}, None)], seed=3
    )
    return app


def test_while_the_chart_runs_only_stop_and_interrupting_routines_are_enabled(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = two_bots(make_app)
    panel, c = app.window.bot_panels["b1"], app.controller
    assert panel.turn_button.isEnabled() and not panel.stop_button.isEnabled()
    click(qtbot, panel.turn_button)
    waiting = c.step()
    assert waiting is not None and waiting.chart == "main"
    assert not panel.turn_button.isEnabled() and panel.stop_button.isEnabled()
    assert not panel.routine_buttons["income"].isEnabled(), "Income would throw the turn away"
    assert not panel.more_actions["battle"].isEnabled()
    assert panel.menu_actions["hits"].isEnabled(), "Take hits interrupts a run"
    assert not c.start("income", "b1"), "the controller refuses it too"
    assert "Stop the running chart first" in app.window.message.text()
    panel.menu_actions["hits"].trigger()
    nested = c.step()
    assert nested is not None and nested.chart == "hits", "the routine runs on top of the turn"
    app.window.step_panel.number_edit.setText("0")
    click(qtbot, app.window.step_panel.number_button)
    while c.step() is not None and c.step().chart == "hits":
        step = c.step()
        assert step is not None
        if step.kind == "ask":
            c.answer(step.options[-1].id)
        elif step.kind == "roll":
            c.roll(None)
        else:
            c.done()
    assert c.step() == waiting, "the interrupted step waits again"
    other = app.window.bot_panels["b2"]
    assert other.turn_button.isEnabled(), "another bot's buttons stay free"


def test_stop_asks_logs_the_abandoned_run_and_undo_takes_it_back(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = two_bots(make_app)
    panel, c = app.window.bot_panels["b1"], app.controller
    click(qtbot, panel.turn_button)
    click(qtbot, panel.stop_button)
    assert "Abandon Tiny turn?" in answer_confirm(qtbot, app.window, yes=False)
    assert c.session is not None and c.session.running("b1"), "Cancel keeps the run"
    click(qtbot, panel.stop_button)
    answer_confirm(qtbot, app.window)
    assert not c.session.running("b1") and not panel.stop_button.isEnabled()
    last = c.session.log()[-1]
    assert last.kind == "abort" and last.chart == "main"
    assert "Tiny turn abandoned here" in app.window.log_view.rows()[-1].text
    assert panel.turn_button.isEnabled()
    assert c.undo() and c.session.running("b1") and panel.stop_button.isEnabled()


def test_stop_during_a_routine_offers_that_routine_or_the_whole_run(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """Stop chart while an interrupting routine runs: stop only the routine (the interrupted step
    waits again), or the whole run; each is logged and undone exactly."""
    app = two_bots(make_app)
    panel, c = app.window.bot_panels["b1"], app.controller
    click(qtbot, panel.turn_button)
    waiting = c.step()
    panel.menu_actions["hits"].trigger()
    assert c.step() is not None and c.step().chart == "hits"
    click(qtbot, panel.stop_button)
    text = answer_confirm(qtbot, app.window, yes=False)
    assert "Take hits interrupted the running chart" in text
    assert c.step() is not None and c.step().chart == "hits", "Cancel stops nothing"
    click(qtbot, panel.stop_button)
    answer_confirm(qtbot, app.window)  # "Stop only Take hits"
    assert c.step() == waiting, "the interrupted step waits again"
    assert panel.stop_button.isEnabled() and not app.controller.view.bot("b1").routine
    assert "Take hits stopped here" in app.window.log_view.rows()[-1].text
    assert app.window.menu_actions["undo"].text() == "&Undo: stop Take hits of Red"
    assert c.undo() and c.step() is not None and c.step().chart == "hits"
    click(qtbot, panel.stop_button)
    answer_confirm(qtbot, app.window, name="confirm_all")
    assert c.session is not None and not c.session.running("b1"), "the whole run is abandoned"
    assert "Tiny turn abandoned here" in app.window.log_view.rows()[-1].text
    assert c.undo() and c.step() is not None and c.step().chart == "hits"


def test_after_a_run_enter_goes_to_the_next_bot_and_never_restarts_it(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = two_bots(make_app)
    c, window, panel = app.controller, app.window, app.window.step_panel
    click(qtbot, panel.start_button)
    play_run(qtbot, app, seed=2)
    assert c.session is not None and not c.session.running("b1")
    events = c.session.cursor
    assert panel.next_button.isVisible() and "Blue" in panel.next_button.text()
    assert not panel.start_button.isVisible()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert c.active_bot == "b2" and c.session.cursor == events, "Enter went on; nothing was started"
    assert panel.start_button.isVisible() and "Start turn [Enter]" in panel.start_button.text()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert c.session.running("b2"), "Blue's turn starts with the next Enter"


def test_a_lone_bot_is_not_restarted_by_a_second_enter_even_after_a_restart(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    click(qtbot, app.window.step_panel.start_button)
    play_run(qtbot, app, seed=2)
    app.window.close()
    again = make_app()  # the last game comes back from its file
    c, panel = again.controller, again.window.step_panel
    assert c.session is not None and not c.session.running("b1")
    cursor = c.session.cursor
    assert panel.next_button.isVisible(), "the finished run still offers Next, not a restart"
    activate(qtbot, again.window)
    qtbot.keyClick(again.window, Qt.Key.Key_Return)
    assert c.session.cursor == cursor and not c.session.running("b1")
    assert panel.start_button.isVisible()
    qtbot.keyClick(again.window, Qt.Key.Key_Return)
    assert c.session.running("b1"), "only a deliberate second Enter starts the next turn"
