"""Issue 13 item 1: a field with the focus owns Enter, digits and letters; the window's step keys
act only when no field is edited; a field always shows the game's value (commit on Enter or on
leaving it, put back with the reason on refusal, Escape puts it back); counters have − and +."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QToolButton
from pytestqt.qtbot import QtBot
from ui_helpers import activate, click

from desktop.boot.startup import App


def started(make_app: Any, qtbot: QtBot) -> App:
    """A tiny game whose turn waits on an instruction (Done / Enter)."""
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=1)
    activate(qtbot, app.window)
    qtbot.keyClick(app.window, Qt.Key.Key_Return)  # no field has the focus: Enter starts the turn
    step = app.controller.step()
    assert step is not None and step.kind == "do"
    return app


def power_edit(app: App) -> QLineEdit:
    edit = app.window.bot_panels["b1"].findChild(QLineEdit, "field:power")
    assert edit is not None
    return edit


def power(app: App) -> int:
    assert app.controller.session is not None
    return int(app.controller.session.world["bots"]["b1"]["power"])


def test_enter_in_a_mat_field_corrects_it_and_never_presses_done(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = started(make_app, qtbot)
    step, edit = app.controller.step(), power_edit(app)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "5")
    assert app.controller.step() == step, "a digit typed in a field answers nothing"
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert power(app) == 5 and edit.text() == "5"
    assert app.controller.step() == step, "Enter in the field corrected it; the instruction still waits"
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.keyClick(edit, Qt.Key.Key_Y)
    assert app.controller.step() == step and edit.hasFocus(), "the field keeps its keys"
    edit.clearFocus()
    qtbot.keyClick(app.window, Qt.Key.Key_Return)
    assert app.controller.step() != step, "with no field edited, Enter is Done again"


def test_leaving_a_field_commits_and_a_refusal_shows_the_games_value_and_why(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = started(make_app, qtbot)
    edit = power_edit(app)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "4")
    click(qtbot, app.window.step_panel.done_button)  # a click elsewhere settles the field first
    assert power(app) == 4, "leaving the field committed the typed value"
    assert app.controller.step() is not None and app.controller.step().kind == "ask", "then Done"
    held = power(app)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "99")  # the mat allows 0-20
    edit.clearFocus()
    assert power(app) == held and edit.text() == str(held), "the field shows what the game holds"
    assert "above the maximum 20" in app.window.message.text()


def test_escape_puts_the_games_value_back(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = started(make_app, qtbot)
    edit, held = power_edit(app), power(app)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "17")
    qtbot.keyClick(edit, Qt.Key.Key_Escape)
    assert edit.text() == str(held) and not edit.hasFocus() and power(app) == held


def test_counters_take_one_tap_corrections_within_their_bounds(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=1)
    panel = app.window.bot_panels["b1"]
    less = panel.findChild(QToolButton, "less:power")
    more = panel.findChild(QToolButton, "more:power")
    assert less is not None and more is not None
    click(qtbot, more)
    assert power(app) == 3 and power_edit(app).text() == "3"
    assert app.window.log_view.rows()[-1].text.endswith("Power: 2 → 3"), "logged as a correction"
    click(qtbot, less)
    click(qtbot, less)
    click(qtbot, less)
    assert power(app) == 0 and not less.isEnabled(), "the counter stops at its minimum"
    assert app.controller.undo() and power(app) == 1, "each tap is an undoable correction"


def test_window_keys_do_not_fire_while_a_shared_fact_is_typed(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = started(make_app, qtbot)
    step = app.controller.step()
    _label, spin = app.window.shared_bar.items["round"]
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "1")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert app.controller.step() == step, "Enter in the box is not Done"
