"""Issue 4 item 8: set up a game with two Bots, play a turn and Phase 4 + 5 by clicking the real
widgets, undo to the start and redo, restart from the game's file and find the same state."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import activate, answer_confirm, click, play_run

from desktop.boot.startup import App
from desktop.core.store.game_library import read_info


def new_game_by_clicks(qtbot: QtBot, app: App, pack_id: str, second_choice: dict[str, str]) -> None:
    """Welcome page -> New game -> pick the pack, add a second bot, change one option, OK."""
    window = app.window
    assert window.stack.currentWidget() is window.welcome_page
    click(qtbot, window.welcome.new_button)
    dialog = window.dialogs.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.select_pack(pack_id)
    click(qtbot, dialog.add_button)
    assert len(dialog.bots) == 2
    for option, value in second_choice.items():
        combo = dialog.bots[1].widgets[option]
        assert isinstance(combo, QComboBox)
        combo.setCurrentIndex(combo.findData(value))
    for offer in dialog.offers:  # the Bot Deck: answer at the draw (no dialog over the game)
        skip = offer.skip_button
        qtbot.mouseClick(skip, Qt.MouseButton.LeftButton, pos=QPoint(8, skip.height() // 2))
        assert skip.isChecked()
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert not dialog.isVisible()
    assert window.checks.dialog is None


def routine_button(app: App, bot: str, chart: str) -> QPushButton:
    return app.window.bot_panels[bot].routine_buttons[chart]


def state(app: App) -> dict[str, Any]:
    session = app.controller.session
    assert session is not None
    return copy.deepcopy(session.world)


def undo_all_then_redo_all(qtbot: QtBot, app: App, start: dict[str, Any], end: dict[str, Any]) -> None:
    """Ctrl+Z back to the start (the log shows every step undone), Ctrl+Shift+Z forward."""
    window, session = app.window, app.controller.session
    assert session is not None
    applied = session.cursor
    activate(qtbot, window)
    for _ in range(applied - session.floor):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.menu_actions["undo"].isEnabled()
    assert state(app) == start
    window.log_view.show_all(True)
    rows = window.log_view.rows()
    assert rows and not any(r.applied for r in rows), "undone steps stay visible, greyed"
    assert all(r.text.startswith("↶") for r in rows if r.style == "entry")
    for _ in range(applied - session.floor):
        qtbot.keyClick(
            window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        )
    assert not window.menu_actions["redo"].isEnabled()
    assert state(app) == end
    assert all(r.applied for r in window.log_view.rows())


def restart_finds_same_state(make_app: Any, app: App) -> App:
    session = app.controller.session
    assert session is not None
    world, cursor, log = state(app), session.cursor, len(session.log())
    assert app.controller.game is not None
    assert read_info(app.controller.game.path).cursor == cursor, "the game's file holds the last step"
    app.window.close()
    again = make_app()
    restored = again.controller.session
    assert restored is not None
    assert restored.world == world and restored.cursor == cursor
    assert len(restored.log()) == log
    assert again.window.stack.currentIndex() == 1
    return again


def test_two_eu_bots_turn_phase4_phase5_undo_redo_restart(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app()
    new_game_by_clicks(qtbot, app, "eupop", {"difficulty": "hard"})
    c = app.controller
    assert c.session is not None and c.session.bot_ids == ["b1", "b2"]
    assert app.window.bot_tabs.count() == 2
    assert app.window.bot_tabs.tabText(0).startswith("▶"), "the active bot is marked"
    assert c.session.world["meta"]["b2"]["options"]["difficulty"] == "hard"
    start = state(app)

    # Seed 002, Bot Setup: a Bot added to the game is set up before its first Turn.
    panel = app.window.step_panel
    assert panel.start_button.text().startswith("Set up ")
    click(qtbot, panel.start_button)
    assert c.session.running("b1") and c.step() is not None and c.step().chart == "setup"
    play_run(qtbot, app, seed=4)
    assert panel.turn_button.isVisible(), "the turn stays one click away after the setup"
    click(qtbot, panel.turn_button)
    assert c.session.running("b1")
    assert play_run(qtbot, app, seed=4) > 0
    turn = [e for e in c.session.log() if e.bot == "b1" and e.chart != "setup"]
    assert turn[0].chart == "main" and not c.session.running("b1")

    for bot in ("b1", "b2"):
        app.window.bot_tabs.setCurrentIndex(c.session.bot_ids.index(bot))
        assert c.active_bot == bot
        for chart in ("income", "cleanup"):
            click(qtbot, routine_button(app, bot, chart))
            if chart == "cleanup":  # Phase 5 moves the Round on while Phase 3 is not done
                assert "Not everyone has finished this Round" in answer_confirm(qtbot, app.window)
            assert c.session.running(bot) and c.step() is not None
            assert c.step().chart == chart or c.session.path(bot)[0][0] == chart
            play_run(qtbot, app, seed=len(chart))
            assert any(e.chart == chart and e.bot == bot for e in c.session.log())
    end = state(app)
    assert end != start

    undo_all_then_redo_all(qtbot, app, start, end)
    restart_finds_same_state(make_app, app)


def test_two_tiny_bots_turn_routine_undo_redo_restart(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    new_game_by_clicks(qtbot, app, "tiny", {"level": "hard"})
    c = app.controller
    assert c.session is not None
    start = state(app)
    click(qtbot, app.window.step_panel.start_button)
    play_run(qtbot, app, seed=2)
    app.window.bot_tabs.setCurrentIndex(1)
    click(qtbot, routine_button(app, "b2", "income"))
    assert c.step() is not None and c.step().chart == "income"
    play_run(qtbot, app)
    # The hard variant of the tiny pack gains 3 in Income, the easy one 2.
    assert c.session.world["bots"]["b2"]["power"] == 2 + 3
    end = state(app)
    undo_all_then_redo_all(qtbot, app, start, end)
    restart_finds_same_state(make_app, app)


@pytest.mark.parametrize("keys", ["buttons", "keyboard"])
def test_a_step_answers_by_click_and_by_key(qtbot: QtBot, tiny_rules: Any, make_app: Any, keys: str) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    window, c = app.window, app.controller
    activate(qtbot, window)
    press = (lambda k: qtbot.keyClick(window, k)) if keys == "keyboard" else None
    if press:
        press(Qt.Key.Key_Return)  # Enter starts the turn
    else:
        click(qtbot, window.step_panel.start_button)
    step = c.step()
    assert step is not None and step.kind == "do"  # the check answered itself
    assert "✓" in window.step_panel.auto.text() and "Has 1 or more Power?" in window.step_panel.auto.text()
    if press:
        press(Qt.Key.Key_Return)  # Enter = Done
    else:
        click(qtbot, window.step_panel.done_button)
    assert c.step() is not None and c.step().kind == "ask"
    if press:
        press(Qt.Key.Key_N)  # N = No
    else:
        click(qtbot, window.step_panel.option_buttons[1])
    assert c.step() is not None and c.step().kind == "roll"
    if press:
        press(Qt.Key.Key_2)  # a typed physical roll of 2
        die = window.step_panel.die
        assert die.isVisible() and die.die is not None and die.die.value == 2
    else:
        click(qtbot, window.step_panel.roll_button)
        die = window.step_panel.die
        assert die.isVisible() and die.die is not None and 1 <= die.die.value <= 6
    assert c.session is not None
    assert [e.kind for e in c.session.log()][:4] == ["check", "do", "ask", "roll"]
