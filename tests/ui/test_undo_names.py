"""Issue 13 item 4: no key sequence belongs to two shortcuts; Edit → Undo and Redo name what they
take back or apply again; undo and redo have buttons on the step panel too."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction, QKeySequence, QShortcut
from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.boot.startup import App


def key_owners(app: App) -> dict[str, list[str]]:
    """Every key sequence of the window's actions and shortcuts, with who owns it."""
    owners: dict[str, list[str]] = {}
    for action in app.window.findChildren(QAction):
        for seq in action.shortcuts():
            owners.setdefault(seq.toString(QKeySequence.SequenceFormat.PortableText), []).append(
                action.objectName()
            )
    for shortcut in app.window.findChildren(QShortcut):
        key = shortcut.key().toString(QKeySequence.SequenceFormat.PortableText)
        owners.setdefault(key, []).append(f"shortcut:{key}")
    return owners


def test_no_key_sequence_belongs_to_two_entries(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    owners = key_owners(app)
    assert "Ctrl++" in owners and "Ctrl+Alt++" in owners
    assert {k: v for k, v in owners.items() if len(v) > 1} == {}


def test_edit_menu_and_step_buttons_name_what_undo_and_redo_do(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    c, window, panel = app.controller, app.window, app.window.step_panel
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    undo, redo = window.menu_actions["undo"], window.menu_actions["redo"]
    assert undo.text() == "&Undo" and not undo.isEnabled() and not panel.undo_button.isEnabled()
    c.start_turn()
    assert undo.text() == "&Undo: start Tiny turn for Red"
    c.done()
    assert undo.text().startswith("&Undo: Done: “Pay 1 Power, draw card")
    c.answer("no")
    assert undo.text() == "&Undo: answer No to “Is an enemy next to the bot?”"
    assert panel.undo_button.toolTip() == "Undo: answer No to “Is an enemy next to the bot?”"
    click(qtbot, panel.undo_button)
    assert redo.isEnabled() and redo.text() == "&Redo: answer No to “Is an enemy next to the bot?”"
    assert panel.redo_button.isEnabled()
    click(qtbot, panel.redo_button)
    step = c.step()
    assert step is not None and step.kind == "roll" and not redo.isEnabled()
    assert c.correct("b1", "power", 9)
    assert undo.text() == "&Undo: the correction of Power for Red"


def test_undo_quotes_the_step_in_the_languages_own_quotation_marks(tiny_rules: Any, make_app: Any) -> None:
    """A Polish menu quotes „…”, a Ukrainian one «…»: English “…” there read as left over; a
    language switch redraws the entry."""
    app = make_app()
    c, undo = app.controller, app.window.menu_actions["undo"]
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    c.start_turn()
    c.done()
    c.answer("no")
    assert undo.text().endswith("“Is an enemy next to the bot?”")
    app.language.set_language("pl")
    assert undo.text().endswith("„Is an enemy next to the bot?”") and "“" not in undo.text()
    app.language.set_language("uk")
    assert undo.text().endswith("«Is an enemy next to the bot?»")
    assert app.window.step_panel.undo_button.toolTip().endswith("«Is an enemy next to the bot?»")


def test_undo_and_redo_show_the_bot_whose_step_they_take_back(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """Played as a Glory table does: the first automa's turn, then the window follows the second;
    Ctrl+Z took back the first one's answer while the panel kept the second one's words, as if
    nothing had been undone."""
    app = make_app()
    c, window, panel = app.controller, app.window, app.window.step_panel
    bots = [({"name": "Red", "level": "easy"}, None), ({"name": "Blue", "level": "easy"}, None)]
    c.new_game("tiny", bots, seed=3)
    red, blue = c.session.bot_ids
    c.start_turn(red)
    c.done()
    c.answer("no")
    asked = c.step()
    c.set_active_bot(blue)
    assert c.step() is None and window.bot_tabs.currentIndex() == 1
    click(qtbot, panel.undo_button)
    assert c.active_bot == red and window.bot_tabs.currentIndex() == 0, "undo shows Red's step again"
    step = c.step()
    assert step is not None and step.text == c.view.step.text and "enemy" in panel.text.text()
    c.set_active_bot(blue)
    click(qtbot, panel.redo_button)
    assert c.active_bot == red and c.step() is not None and c.step().text == asked.text


def test_undos_tooltip_keeps_the_cut_questions_closing_mark(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Qt's own tooltip of the entry dropped the «…» of a long question cut short, and the
    closing quote with it («…usunął bot Ele»)."""
    from test_keys_after_correction import at_a_yes_no_question

    app = at_a_yes_no_question(make_app, qtbot)
    app.controller.answer("no")
    undo = app.window.menu_actions["undo"]
    assert undo.text().endswith("…”"), undo.text()
    assert undo.toolTip() == undo.text().replace("&", "", 1)
