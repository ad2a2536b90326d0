"""Issue 28 item 10 through the New game dialog: the Realm list offers what the player can pick and
makes a new Realm profile right there; Root bots are named by the faction chosen; options and the
Root track fields say what they are for."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLabel, QLineEdit
from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.boot.startup import App
from desktop.ui.forms.new_game import NewGameDialog


def new_game(app: App, pack: str) -> NewGameDialog:
    dialog = app.window.dialogs.new_game()
    dialog.select_pack(pack)
    return dialog


def test_a_realm_profile_is_made_from_new_game_and_chosen_for_the_bot(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    dialog = new_game(app, "eupop")
    bot = dialog.bots[0]
    combo = bot.widgets["realm"]
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == ["No Realm profile", "New Realm profile…"]
    hint = bot.hints["realm"]
    assert hint.isVisible() and hint.text().startswith("Optional: what your scenario booklet prints")
    combo.activated.emit(1)  # the player picks "New Realm profile…"
    editor = app.window.dialogs.profile_editor
    assert editor is not None and editor.isVisible()
    assert combo.currentIndex() == 0, "the list shows what is chosen, not the command"
    editor.form.field(("name",)).setText("France")
    assert editor.save(), editor.problems.text()
    assert combo.currentText() == "France", "the new profile is chosen for the bot that asked"
    name = bot.widgets["name"]
    assert isinstance(name, QLineEdit) and name.text() == "France", "the bot takes the Realm's name"
    assert combo.itemText(combo.count() - 1) == "New Realm profile…"
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    session = app.controller.session
    assert session is not None and session.world["meta"]["b1"]["profile"]["name"] == "France"
    assert session.bot_name("b1") == "France"


def test_root_bots_are_named_by_their_faction(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app(fresh=True)
    dialog = new_game(app, "root_clockwork")
    first = dialog.bots[0]
    name, faction = first.widgets["name"], first.widgets["faction"]
    assert isinstance(name, QLineEdit) and isinstance(faction, QComboBox)
    assert name.text() == "Mechanical Marquise 2.0"
    faction.setCurrentIndex(faction.findData("eyrie"))
    assert name.text() == "Electric Eyrie", "an untouched name follows the faction"
    second = dialog.add_bot()
    assert second is not None
    second.widgets["faction"].setCurrentIndex(second.widgets["faction"].findData("vagabot"))
    assert second.widgets["name"].text() == "Vagabot"
    name.setText("Birds")
    faction.setCurrentIndex(faction.findData("alliance"))
    assert name.text() == "Birds", "a name the player typed stays"
    app.language.set_language("pl")
    assert first.widgets["name"].text() == "Birds"
    assert second.widgets["name"].text() == "Włóczęgobot", "an untouched name follows the language"
    faction.setCurrentIndex(faction.findData("marquise"))
    assert name.text() == "Birds"
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    session = app.controller.session
    assert session is not None
    assert [session.bot_name(b) for b in session.bot_ids] == ["Birds", second.widgets["name"].text()]


def test_roots_track_fields_say_what_the_dash_means(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app(fresh=True)
    app.controller.new_game("root_clockwork", [({"name": "Marquise", "faction": "marquise"}, None)], seed=1)
    panel = app.window.bot_panels["b1"]
    hints = [label.text() for label in panel.findChildren(QLabel) if "first scores" in label.text()]
    assert hints and all(h == "— is asked when that space first scores, or type it in." for h in hints)
    assert len(hints) == 3, "one under each of the Marquise's three tracks"
