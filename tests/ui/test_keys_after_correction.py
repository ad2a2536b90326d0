"""Issue 28 item 1: after a committed mat correction the step owns the window-wide keys again (N
answers No, never types "n" into the field); a field never takes a letter it cannot hold; a value
put back is said, not silent."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot
from ui_helpers import activate, answer_plainly

from desktop.boot.startup import App


def at_a_yes_no_question(make_app: Any, qtbot: QtBot) -> App:
    """An EU game whose turn waits on a Yes/No question."""
    app = make_app()
    app.controller.new_game("eupop", [({"name": "Castile"}, None)], seed=2)
    activate(qtbot, app.window)
    app.controller.start_turn()
    for _ in range(60):
        step = app.controller.step()
        assert step is not None
        if step.kind == "ask" and {o.id for o in step.options} == {"yes", "no"}:
            return app
        answer_plainly(app)
    raise AssertionError("no Yes/No question in the first steps of the turn")


def military(app: App) -> QLineEdit:
    edit = app.window.bot_panels["b1"].findChild(QLineEdit, "field:ideas.military")
    assert edit is not None
    return edit


def test_after_a_correction_n_answers_no(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = at_a_yes_no_question(make_app, qtbot)
    session = app.controller.session
    assert session is not None
    question, edit = app.controller.step(), military(app)
    qtbot.mouseDClick(edit, Qt.MouseButton.LeftButton)
    assert edit.hasFocus()
    qtbot.keyClicks(edit, "2")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert session.world["bots"]["b1"]["ideas"]["military"] == 2, "the correction is made"
    assert app.window.log_view.rows()[-1].text.endswith("0 → 2"), "and logged"
    assert not edit.hasFocus(), "the step owns the keys again"
    logged = len(app.window.log_view.rows())
    qtbot.keyClick(app.window, Qt.Key.Key_N)
    assert edit.text() == "2", "N typed nothing into the field"
    assert app.controller.step() != question, "N answered the question"
    # the first answer logged after N is the player's (the app may answer the next ones itself)
    answered = [r.text for r in app.window.log_view.rows()[logged:] if "→" in r.text][0]
    assert answered.endswith("→ No"), answered


def test_a_letter_in_a_number_field_is_not_typed_and_is_said(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = at_a_yes_no_question(make_app, qtbot)
    question, edit = app.controller.step(), military(app)
    qtbot.mouseDClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(edit, Qt.Key.Key_N)
    assert edit.text() == "0" and app.controller.step() == question, "not typed, not answered"
    assert app.window.message.isVisible()
    assert "Military takes a whole number from 0 to 3" in app.window.message.text()
    qtbot.keyClick(edit, Qt.Key.Key_Escape)
    assert not edit.hasFocus()
    qtbot.keyClick(app.window, Qt.Key.Key_N)
    assert app.controller.step() != question, "out of the field, N answers No"


def test_a_value_put_back_is_said(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = at_a_yes_no_question(make_app, qtbot)
    session = app.controller.session
    assert session is not None
    edit, cursor = military(app), session.cursor
    qtbot.mouseDClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(edit, "7")  # Ideas of one kind are 0-3
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    text = app.window.message.text()
    assert "above the maximum 3" in text and "Military shows 0 again." in text, text
    assert edit.text() == "0" and session.cursor == cursor
    assert edit.hasFocus() and edit.selectedText() == "0", "still correcting: the next digit replaces it"
    qtbot.keyClicks(edit, "1")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert session.world["bots"]["b1"]["ideas"]["military"] == 1 and not edit.hasFocus()
    assert not app.window.message.isVisible(), "the refusal's cause is fixed: the bar is gone"
