"""Corrections by hand in the bot panel: refused values change nothing, accepted ones are undoable
events that appear in the turn log."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot
from ui_helpers import activate, answer_confirm


def power_edit(app: Any, bot: str = "b1") -> QLineEdit:
    edit = app.window.bot_panels[bot].findChild(QLineEdit, "field:power")
    assert edit is not None
    return edit


def type_value(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_a_bad_value_says_why_and_changes_nothing(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=1)
    session = app.controller.session
    before, cursor = session.world["bots"]["b1"]["power"], session.cursor
    edit = power_edit(app)
    type_value(qtbot, edit, "25")  # the mat allows 0-20
    assert app.window.message.isVisible()
    assert "above the maximum 20" in app.window.message.text()
    assert session.world["bots"]["b1"]["power"] == before and session.cursor == cursor
    assert edit.text() == str(before), "the refused text is replaced by the tracked value"
    type_value(qtbot, edit, "lots")  # letters are not typed into a number: said, nothing changes
    assert "Power takes a whole number from 0 to 20" in app.window.message.text()
    assert session.cursor == cursor and edit.text() == str(before)
    app.controller.start_turn()
    assert not app.window.message.isVisible(), "an accepted step clears the message"


def test_a_correction_is_logged_and_undoable(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=1)
    session = app.controller.session
    edit = power_edit(app)
    type_value(qtbot, edit, "7")
    assert session.world["bots"]["b1"]["power"] == 7
    cubes = app.window.bot_panels["b1"].mat.sections[0][1][0][1].cubes
    assert cubes is not None and cubes.count == 7, "Power is drawn as 7 cubes"
    *_, header, last = app.window.log_view.rows()
    assert (header.text, last.text) == ("Red · Correction", "• Power: 2 → 7")
    activate(qtbot, app.window)
    app.window.step_panel.setFocus()
    qtbot.keyClick(app.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.world["bots"]["b1"]["power"] == 2
    assert edit.text() == "2"


def test_shared_fact_change_is_an_event(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=1)
    _label, spin = app.window.shared_bar.items["round"]
    spin.setValue(4)  # the Round counts the rounds and Red has not played this one: asked first
    text = answer_confirm(qtbot, app.window, yes=False)
    assert "Red: Turns, Income" in text
    assert app.controller.session.world["shared"]["round"] == 1 and spin.value() == 1, "Cancel keeps it"
    spin.setValue(4)
    answer_confirm(qtbot, app.window)
    assert app.controller.session.world["shared"]["round"] == 4
    assert app.controller.undo()
    assert app.controller.session.world["shared"]["round"] == 1
    assert spin.value() == 1


def test_eu_map_fields_are_corrected_per_key(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game("eupop", [({"name": "Castile"}, None)], seed=2)
    panel = app.window.bot_panels["b1"]
    ideas = panel.findChild(QLineEdit, "field:ideas.military")
    assert ideas is not None
    type_value(qtbot, ideas, "4")  # Ideas per type are 0-3
    assert "above the maximum 3" in app.window.message.text()
    assert app.controller.session.world["bots"]["b1"]["ideas"]["military"] == 0
    type_value(qtbot, ideas, "2")
    assert app.controller.session.world["bots"]["b1"]["ideas"]["military"] == 2
    cubes = [e.cubes for _b, rows in panel.mat.sections for _l, e in rows if e.cubes is not None]
    assert len(cubes) >= 2, "Available and Spent Bot Power are drawn as cubes"


def test_a_correction_of_a_maps_entry_names_the_entry(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    """Issue 28 item 12: "Researched Ideas: 0 → 2" did not say which Idea was corrected."""
    app = make_app()
    app.controller.new_game("eupop", [({"name": "Castile"}, None)], seed=1)
    edit = app.window.bot_panels["b1"].findChild(QLineEdit, "field:ideas.military")
    assert edit is not None
    type_value(qtbot, edit, "2")
    *_, header, last = app.window.log_view.rows()
    assert (header.text, last.text) == ("Castile · Correction", "• Researched Ideas › Military: 0 → 2")
    app.language.set_language("pl")
    *_, last = app.window.log_view.rows()
    assert last.text == "• Zbadane Idee › Militarne: 0 → 2"
