"""A bot left with the name New game offers (a Root faction, "Automa 1", a sample's bot) is named in
the language on screen, on every surface and after every switch; a name the player typed stays as
typed. A game made in English and played in Polish read «Bot Electric Eyrie ponosi straty»."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.boot.startup import App
from desktop.core.messages import render_plain
from desktop.core.store.game_library import file_stem


def root_game(app: App, qtbot: QtBot) -> None:
    """Through New game in English: an Eyrie left at its default name, an Alliance named Birds."""
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("root_clockwork")
    first = dialog.bots[0]
    faction = first.widgets["faction"]
    assert isinstance(faction, QComboBox)
    faction.setCurrentIndex(faction.findData("eyrie"))
    second = dialog.add_bot()
    assert second is not None
    second.widgets["faction"].setCurrentIndex(second.widgets["faction"].findData("alliance"))
    name = second.widgets["name"]
    assert isinstance(name, QLineEdit)
    name.setText("Birds")
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))


def shown_names(app: App) -> list[str]:
    tabs = app.window.bot_tabs
    return [tabs.tabToolTip(i) for i in range(tabs.count())]


def test_a_root_faction_left_as_its_name_is_said_in_the_language_on_screen(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    root_game(app, qtbot)
    assert shown_names(app) == ["Electric Eyrie", "Birds"]
    app.language.set_language("pl")
    assert shown_names(app) == ["Elektryczne Dynastie", "Birds"], "the name typed stays"
    assert "Elektryczne Dynastie" in app.window.bot_panels["b1"].mat.accessibleName()
    assert "Elektryczne Dynastie" in app.window.step_panel.text.text()
    app.language.set_language("uk")
    assert shown_names(app) == ["Електричні Династії", "Birds"]
    app.language.set_language("en")
    assert shown_names(app) == ["Electric Eyrie", "Birds"]


def test_a_step_about_another_bot_names_it_in_the_language_on_screen__seed001_1_2_1(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 001 §1.2.1: the Alliance's battle asks which bot defended, then about its losses."""
    app = make_app(fresh=True)
    root_game(app, qtbot)
    c, panel = app.controller, app.window.step_panel
    c.set_active_bot("b2")
    assert c.start("battle_results", "b2")
    assert c.answer("0") and c.answer("0")  # nothing removed, no more hits: who defended?
    app.language.set_language("pl")
    answers = [b.text() for b in panel.option_buttons if b.isVisible()]
    assert any(text.startswith("Elektryczne Dynastie") for text in answers), answers
    assert c.answer("b1")
    assert "Elektryczne Dynastie" in panel.text.text() and "Electric Eyrie" not in panel.text.text()
    step = c.step()
    assert step is not None and "Electric Eyrie" in render_plain(step.text), "in English as the source"


def test_the_name_follows_the_language_after_the_game_is_opened_again(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    root_game(app, qtbot)
    assert app.controller.game is not None
    path = app.controller.game.path
    app.window.files.close_game()
    assert app.window.files.open_path(path)
    app.language.set_language("uk")
    assert shown_names(app) == ["Електричні Династії", "Birds"]


def test_a_sample_games_automa_is_named_in_the_language_on_screen(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    assert app.window.files.open_sample("glory_automa")
    english = shown_names(app)
    app.language.set_language("uk")
    ukrainian = shown_names(app)
    assert english != ukrainian and all(name.startswith("Автома") for name in ukrainian), ukrainian


def test_a_bot_added_later_and_left_unnamed_follows_the_language(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    assert app.window.files.open_sample("glory_automa")
    seats = app.window.seats
    click(qtbot, seats.add_button)
    dialog = seats.dialog
    assert dialog is not None
    offered = dialog.setup.widgets["name"]
    assert isinstance(offered, QLineEdit) and offered.text() == "Automa 2"
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    app.language.set_language("uk")
    assert shown_names(app)[-1] == "Автома 2"


def test_the_library_lists_a_bot_left_unnamed_in_the_language_on_screen(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    root_game(app, qtbot)
    app.window.files.close_game()
    tree = app.window.welcome.games.tree
    assert tree.topLevelItem(0).text(0).endswith("\nElectric Eyrie, Birds")
    app.language.set_language("pl")
    assert tree.topLevelItem(0).text(0).endswith("\nElektryczne Dynastie, Birds")
    # The scores in the Progress column name the bots too: «Electric Eyrie 0 · Birds 0» was left.
    assert tree.topLevelItem(0).text(2).endswith("Punkty Zwycięstwa — Elektryczne Dynastie: 0 · Birds: 0")


def test_a_title_new_game_made_of_the_bots_names_says_them_in_the_language_on_screen(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """The window's title, the library's list and Game → Recent games read «Electric Eyrie, Birds —
    2026-11-28» on a Polish screen. The stored title, the file's name, stays as it was made."""
    app = make_app(fresh=True)
    root_game(app, qtbot)
    c, window = app.controller, app.window
    stored = c.title
    assert stored.startswith("Electric Eyrie, Birds — ")
    day = stored.removeprefix("Electric Eyrie, Birds — ")
    app.language.set_language("pl")
    assert window.windowTitle() == f"Elektryczne Dynastie, Birds — {day} — Botmat"
    window.files.fill_recent()
    recent = [a.text() for a in window.menu_actions.submenus["recent"].actions()]
    assert f"Elektryczne Dynastie, Birds — {day}" in recent
    app.language.set_language("uk")
    assert window.windowTitle() == f"Електричні Династії, Birds — {day} — Botmat"
    assert c.title == stored and c.game is not None and c.game.path.stem == file_stem(stored)
    window.files.close_game()
    listed = window.welcome.games.tree.topLevelItem(0).text(0)
    assert listed.startswith(f"Електричні Династії, Birds — {day}\n"), listed
    assert window.welcome.resume_button.toolTip() == f"Електричні Династії, Birds — {day}"


def test_a_sample_games_title_is_said_in_the_language_on_screen(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """A sample opened on a Ukrainian screen read «Приклад: …» in a Polish window and library; the
    library, whose next column names the rule system, lists it as «Gra przykładowa»."""
    app = make_app(fresh=True)
    app.language.set_language("uk")
    window = app.window
    assert window.files.open_sample("glory_automa")
    assert window.windowTitle().startswith("Приклад: ")
    window.files.close_game()
    assert window.files.open_sample("glory_automa")
    app.language.set_language("pl")
    assert window.windowTitle().startswith("Przykład: Automa — ")
    window.files.close_game()
    items = [window.welcome.games.tree.topLevelItem(i) for i in range(2)]
    listed = [item.text(0) for item in items]
    # The next column names the rule system: the title says "Sample game", its tip the whole.
    assert all(line.startswith("Gra przykładowa\n") for line in listed), listed
    assert all(item.toolTip(0).startswith("Przykład: Automa — ") for item in items)
    app.language.set_language("en")
    assert window.welcome.resume_button.toolTip().startswith("Sample: ")


def test_a_title_the_player_gave_stays_as_typed_in_every_language(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    root_game(app, qtbot)
    c = app.controller
    assert c.game is not None and c.rename_game(c.game.path, "Electric Eyrie night") is not None
    app.language.set_language("pl")
    assert app.window.windowTitle() == "Electric Eyrie night — Botmat"


def test_undo_and_redo_of_adding_and_removing_a_bot_say_its_name_in_the_language_on_screen(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Edit → Undo read «Cofnij: dodanie: Vagabot» in Polish, and Redo named a bot that had left
    by the English name it was offered with."""
    app = make_app(fresh=True)
    root_game(app, qtbot)
    c, undo, redo = app.controller, app.window.menu_actions["undo"], app.window.menu_actions["redo"]
    click(qtbot, app.window.seats.add_button)
    dialog = app.window.seats.dialog
    assert dialog is not None and dialog.setup.widgets["name"].text() == "Mechanical Marquise 2.0"
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    app.language.set_language("pl")
    assert undo.text() == "&Cofnij: dodanie: Mechaniczny Markiz 2.0"
    assert c.undo()
    assert redo.text() == "&Ponów: dodanie: Mechaniczny Markiz 2.0", "the bot is out of the game"
    assert c.redo() and c.remove_bot("b3")
    app.language.set_language("uk")
    assert undo.text() == "&Відмінити: прибирання: Механічний Маркіз 2.0"
    assert c.undo()
    assert redo.text() == "П&овторити: прибирання: Механічний Маркіз 2.0"
    assert c.remove_bot("b2")
    assert undo.text() == "&Відмінити: прибирання: Birds", "a name typed stays as typed"


def test_the_log_names_a_bot_that_left_the_game_as_it_was_named_in_the_language_on_screen(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Its lines stay in the log after Remove; their header read «b1 · Початок раунду»."""
    app = make_app(fresh=True)
    assert app.window.files.open_sample("glory_automa")
    c, log = app.controller, app.window.log_view
    assert c.done()  # the sample's first step, logged under the first automa
    assert c.remove_bot("b1")
    app.language.set_language("uk")
    headers = [r.text for r in log.rows() if r.style == "header"]
    assert headers and all(not h.startswith("b1 ") for h in headers), headers
    assert any(h.startswith("Автома · ") for h in headers), headers
    app.language.set_language("en")
    assert any(r.text.startswith("Automa · ") for r in log.rows()), "and back"
