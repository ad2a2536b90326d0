"""Issue 13 item 12 (the window's side): packs name their seat, options that do not apply to the
chosen faction are hidden (and not sent), and boxes of shared facts are not shown when empty."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QListWidget
from pytestqt.qtbot import QtBot

from desktop.boot.startup import App
from desktop.ui.forms.new_game import NewGameDialog


def dialog_for(app: App, pack: str) -> NewGameDialog:
    dialog = app.window.dialogs.new_game()
    dialog.select_pack(pack)
    return dialog


def test_the_seat_is_named_as_the_pack_names_it(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app()
    glory = dialog_for(app, "glory_automa")
    assert glory.add_button.text() == "+ Automa" and glory.bots[0].title() == "Automa 1"
    mega = dialog_for(app, "megaciv_calamities")
    assert mega.add_button.text() == "+ Calamity" and mega.bots[0].title() == "Calamity 1"
    mega.bots[0].remove_button.click()
    mega.accept()
    assert "Press “+ Calamity” to add at least one." in mega.message.text()
    eu = dialog_for(app, "eupop")
    assert eu.add_button.text() == "+ Bot" and eu.bots[0].title() == "Bot 1"


def test_options_of_another_faction_are_hidden_and_not_sent(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app()
    dialog = dialog_for(app, "root_clockwork")
    setup = dialog.bots[0]
    faction = setup.widgets["faction"]
    traits = setup.widgets["traits"]
    assert isinstance(faction, QComboBox) and isinstance(traits, QListWidget)
    dialog.show()

    def shown_traits() -> list[str]:
        return [traits.item(i).data(256) for i in range(traits.count()) if not traits.item(i).isHidden()]

    faction.setCurrentIndex(faction.findData("marquise"))
    assert not setup.widgets["character"].isVisibleTo(setup), "no Vagabot character for the Marquise"
    assert shown_traits() == ["blitz", "fortified", "hospitals", "iron_will"]
    options, _profile = setup.result()
    assert "character" not in options and options["faction"] == "marquise"
    faction.setCurrentIndex(faction.findData("vagabot"))
    assert setup.widgets["character"].isVisibleTo(setup)
    assert shown_traits() == ["adventurer", "berserker", "helper", "marksman"]
    assert setup.result()[0]["character"] == "thief"


def test_empty_boxes_of_shared_facts_are_not_shown(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app()
    dialog = dialog_for(app, "megaciv_calamities")
    dialog.show()
    assert not dialog.shared_box.isVisibleTo(dialog), "the calamity resolver has no shared facts"
    dialog.select_pack("eupop")
    assert dialog.shared_box.isVisibleTo(dialog)
    dialog.close()
    app.controller.new_game("root_clockwork", [({"name": "Cats", "faction": "marquise"}, None)], seed=1)
    assert not app.window.shared_bar.isVisible(), "Root's only shared fact is no number: no empty bar"
    app.controller.new_game("eupop", [({"name": "Castile"}, None)], seed=1)
    assert app.window.shared_bar.isVisible()


def test_a_resolver_without_turns_is_started_by_its_charts_name(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app()
    app.controller.new_game("megaciv_calamities", [({"name": "Calamities"}, None)], seed=1)
    assert app.window.bot_panels["b1"].turn_button.full_text == "Start: Calamity"
    assert app.window.step_panel.start_button.text() == "Start: Calamity [Enter]"
