"""A step's header names the bot and its chart once: a Root bot named by its faction read
"Mechanical Marquise 2.0 · Mechanical Marquise 2.0: setup" in the step panel and the log, the
faction twice, in every language."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from desktop.ui.log.log_text import after_name, bot_and_chart


def test_a_chart_titled_after_the_bot_says_its_name_once() -> None:
    assert bot_and_chart("Vagabot", "Vagabot: setup") == "Vagabot: setup"
    assert bot_and_chart("Red", "Vagabot: setup") == "Red · Vagabot: setup"
    assert bot_and_chart("Castile", "") == "Castile"
    assert bot_and_chart("", "Main Turn Structure") == "Main Turn Structure"


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_a_root_bot_named_by_its_faction_is_named_once_in_its_setups_header(
    qtbot: QtBot, make_app: Any, language: str
) -> None:
    app = make_app(fresh=True)
    app.language.set_language(language)
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("root_clockwork")
    dialog.accept()  # one seat, named by its faction (the Marquise)
    c = app.controller
    assert c.session is not None
    bot = c.session.bot_ids[0]
    name = c.view.bot_name(bot)
    assert c.start("marquise_setup")
    header = app.window.step_panel.header.text()
    assert header.count(name) == 1, header
    assert c.view.step is not None and c.view.step.bot == bot
    step = c.view.step
    assert c.answer(step.options[0].id) if step.kind == "ask" else c.done()
    app.qapp.processEvents()
    log = app.window.log_view.text.toPlainText()
    assert name in log and f"{name} · {name}" not in log, log[:300]


def test_the_table_display_writes_the_rest_of_a_chart_titled_after_the_bot() -> None:
    """The display writes the bot's name large and the chart after it: "Vagabot · setup", not
    "Vagabot · Vagabot: setup"."""
    assert after_name("Vagabot", "Vagabot: setup") == "setup"
    assert after_name("Włóczęgobot", "Włóczęgobot: przygotowanie Frakcji") == "przygotowanie Frakcji"
    assert after_name("Red", "Vagabot: setup") == "Vagabot: setup"
    assert after_name("Castile", "Castile") == "Castile"
