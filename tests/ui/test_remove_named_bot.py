"""Removing a bot that another bot's running chart names (Root: the attacker's battle asked who
defended, and the player removes that defender). Every later answer was refused with «no bot
"b2"», an internal id, and only Stop chart or Undo got out; then the defender's VP were still
asked and the answer dropped."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QDialogButtonBox
from pytestqt.qtbot import QtBot
from ui_helpers import answer_confirm, click

from desktop.boot.startup import App
from desktop.core.messages import render_plain
from desktop.ui.language import render


def battle_against_eyrie(app: App, qtbot: QtBot) -> None:
    """Through New game: an Eyrie (b1) and an Alliance (b2); the Alliance's battle names the
    Eyrie as its defender and waits at «How many … did Electric Eyrie remove?»."""
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("root_clockwork")
    faction = dialog.bots[0].widgets["faction"]
    assert isinstance(faction, QComboBox)
    faction.setCurrentIndex(faction.findData("eyrie"))
    second = dialog.add_bot()
    assert second is not None
    second.widgets["faction"].setCurrentIndex(second.widgets["faction"].findData("alliance"))
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    c = app.controller
    c.set_active_bot("b2")
    assert c.start("battle_results", "b2")
    assert c.answer("0") and c.answer("0") and c.answer("b1")  # who defended? the Eyrie
    step = c.step()
    assert step is not None and step.node == "def_vp", step


def test_remove_says_the_running_battle_skips_the_bot_and_the_battle_goes_on(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    battle_against_eyrie(app, qtbot)
    c = app.controller
    refused: list[str] = []
    c.failed.connect(lambda m: refused.append(render(m)))
    app.language.set_language("pl")
    app.window.seats.ask_remove("b1")
    question = answer_confirm(qtbot, app.window)
    assert "„Strona obrońcy” bota Samoczynny Sojusz jeszcze trwa" in question, question
    assert "pominą bota Elektryczne Dynastie" in question, question
    assert c.session is not None and c.session.bot_ids == ["b2"]
    c.set_active_bot("b2")
    step = c.step()
    assert step is None or step.chart != "battle_defender", "the defender's side is skipped at once"
    assert refused == []
    lines = [render(e.text) for e in c.session.history.entries(c.session.cursor - 1)]
    assert "Bota Elektryczne Dynastie nie ma już w grze: pominięto resztę diagramu „Strona obrońcy”." in lines
    assert not any("b1" in line for line in lines), lines
    shown = [row.text for row in app.window.log_view.rows()]
    assert any("pominięto resztę diagramu" in text for text in shown), "the turn log says so"
    assert c.undo()
    assert c.session.bot_ids == ["b1", "b2"], "Undo brings the bot back"
    step = c.step("b2")
    assert step is not None and step.node == "def_vp"
    assert "Electric Eyrie" in render_plain(step.text)


def test_remove_of_a_bot_no_running_chart_names_says_nothing_more(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    battle_against_eyrie(app, qtbot)
    app.window.seats.ask_remove("b2")
    question = answer_confirm(qtbot, app.window, yes=False)
    assert "still running" not in question, question
