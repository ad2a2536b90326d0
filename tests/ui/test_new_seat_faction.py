"""A new seat of a Root game is offered a faction no bot holds (seed 001, 3.2: one bot for one
faction): three seats added in New game were three Mechanical Marquises, three tabs of one name;
"+ Bot" in a game with the Marquise and the Eyrie offers the Alliance."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot
from ui_helpers import click


def faction(setup: Any) -> str:
    combo = setup.widgets["faction"]
    assert isinstance(combo, QComboBox)
    return str(combo.currentData())


def test_new_game_offers_each_new_seat_a_faction_not_taken(qtbot: QtBot, make_app: Any) -> None:
    app = make_app(fresh=True)
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("root_clockwork")
    dialog.add_bot()
    dialog.add_bot()
    assert [faction(bot) for bot in dialog.bots] == ["marquise", "eyrie", "alliance"]
    names = [bot.widgets["name"].text() for bot in dialog.bots]
    assert len(set(names)) == 3, f"three bots, three names: {names}"


def test_plus_bot_offers_the_next_faction_free(qtbot: QtBot, make_app: Any) -> None:
    app = make_app(fresh=True)
    seats = [({"faction": "marquise"}, None), ({"faction": "eyrie"}, None)]
    app.controller.new_game("root_clockwork", seats, seed=2)
    bar = app.window.seats
    click(qtbot, bar.add_button)
    dialog = bar.dialog
    assert dialog is not None
    assert faction(dialog.setup) == "alliance"


def test_new_game_refuses_two_seats_of_one_faction(qtbot: QtBot, make_app: Any) -> None:
    """Seed 001, 3.2: one bot for one faction. Two seats set to the Marquise: OK says why and
    starts nothing."""
    app = make_app(fresh=True)
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("root_clockwork")
    dialog.add_bot()
    combo = dialog.bots[1].widgets["faction"]
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData("marquise"))
    started = []
    dialog.chosen.connect(lambda *args: started.append(args))
    dialog.accept()
    assert not started and dialog.isVisible()
    said = "“Mechanical Marquise 2.0” is another bot's already: a game has one of each."
    assert dialog.message.text() == said


def test_plus_bot_refuses_a_faction_the_game_has(qtbot: QtBot, make_app: Any) -> None:
    app = make_app(fresh=True)
    app.controller.new_game("root_clockwork", [({"faction": "marquise"}, None)], seed=2)
    bar = app.window.seats
    click(qtbot, bar.add_button)
    dialog = bar.dialog
    assert dialog is not None
    combo = dialog.setup.widgets["faction"]
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData("marquise"))
    dialog.accept()
    assert app.controller.session is not None and len(app.controller.session.bot_ids) == 1
    assert "another bot's already" in dialog.message.text()


def offered(combo: QComboBox) -> list[str]:
    """The choices of a list that can be chosen (the others are greyed out)."""
    model = combo.model()
    enabled = Qt.ItemFlag.ItemIsEnabled
    return [str(combo.itemData(i)) for i in range(combo.count()) if model.flags(model.index(i, 0)) & enabled]


def test_plus_bot_greys_out_the_factions_the_game_has(qtbot: QtBot, make_app: Any) -> None:
    """Seed 001, 3.2: one bot for one faction. The dialog offered all four, and OK refused each
    faction held."""
    app = make_app(fresh=True)
    seats = [({"faction": "eyrie"}, None), ({"faction": "marquise"}, None)]
    app.controller.new_game("root_clockwork", seats, seed=2)
    click(qtbot, app.window.seats.add_button)
    dialog = app.window.seats.dialog
    assert dialog is not None
    combo = dialog.setup.widgets["faction"]
    assert isinstance(combo, QComboBox)
    assert offered(combo) == ["alliance", "vagabot"]
    assert faction(dialog.setup) in offered(combo)


def test_plus_bot_takes_no_click_when_every_faction_is_in_the_game(qtbot: QtBot, make_app: Any) -> None:
    app = make_app(fresh=True)
    factions = ["marquise", "eyrie", "alliance", "vagabot"]
    app.controller.new_game("root_clockwork", [({"faction": f}, None) for f in factions], seed=3)
    button = app.window.seats.add_button
    assert not button.isEnabled()
    assert button.toolTip() == "Every bot is in the game already: a game has one of each."
    app.language.set_language("pl")
    assert button.toolTip().startswith("Wszystkie boty są już w grze")
    app.language.set_language("en")
    assert app.controller.remove_bot("b4")
    assert button.isEnabled(), "a faction is free again"
    assert button.toolTip() == "Add to the game being played (undoable)"
    assert app.controller.undo() and not button.isEnabled(), "Undo brings the Vagabot back"


def test_new_game_greys_out_the_factions_other_seats_hold(qtbot: QtBot, make_app: Any) -> None:
    """Seed 001, 3.2: one bot for one faction. Each seat's list offered all four, and only OK
    refused a faction another seat held."""
    app = make_app(fresh=True)
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("root_clockwork")
    dialog.add_bot()
    first, second = (bot.widgets["faction"] for bot in dialog.bots)
    assert isinstance(first, QComboBox) and isinstance(second, QComboBox)
    assert offered(first) == ["marquise", "alliance", "vagabot"]
    assert offered(second) == ["eyrie", "alliance", "vagabot"]
    second.setCurrentIndex(second.findData("vagabot"))
    assert offered(first) == ["marquise", "eyrie", "alliance"], "the Eyrie is free again"
    dialog.bots[1].remove_button.click()
    assert offered(first) == ["marquise", "eyrie", "alliance", "vagabot"]
    third = dialog.add_bot()
    assert third is not None
    assert faction(third) != "marquise" and faction(third) in offered(third.widgets["faction"])


def test_new_game_plus_bot_takes_no_click_when_every_faction_has_a_seat(qtbot: QtBot, make_app: Any) -> None:
    """Seed 001, 3.2: one bot for one faction. A fifth seat came as a second Mechanical Marquise
    and only OK refused it."""
    app = make_app(fresh=True)
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("root_clockwork")
    for _ in range(3):
        dialog.add_bot()
    assert [faction(bot) for bot in dialog.bots] == ["marquise", "eyrie", "alliance", "vagabot"]
    assert dialog.add_bot() is None and len(dialog.bots) == 4, "no fifth seat"
    button = dialog.add_button
    assert not button.isEnabled()
    assert button.toolTip() == "Every bot is in the game already: a game has one of each."
    app.language.set_language("pl")
    assert button.toolTip() == "Wszystkie boty są już w grze: każdy może w niej być tylko raz."
    app.language.set_language("uk")
    assert button.toolTip() == "Усі боти вже в грі: кожен може бути в ній лише раз."
    app.language.set_language("en")
    dialog.bots[1].remove_button.click()
    assert button.isEnabled() and not button.toolTip(), "the Eyrie is free again"
    click(qtbot, button)
    assert faction(dialog.bots[-1]) == "eyrie" and not button.isEnabled()
    combo = dialog.bots[0].widgets["faction"]
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData("eyrie"))  # two Eyries: OK will refuse them
    assert button.isEnabled(), "the Marquise has no seat now"
