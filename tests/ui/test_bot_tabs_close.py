"""Issue 27 §6: Close game with two bots never builds a panel for a bot that is gone (a lazy tab
shown on its way out raised AssertionError in the bot panel)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QTabWidget
from pytestqt.qtbot import QtBot

from desktop.ui.play.bot_panels import BotPanels

TWO = [({"name": "Red", "level": "easy"}, None), ({"name": "Blue", "level": "hard"}, None)]


def test_a_tab_shown_after_its_bot_left_makes_no_panel(qtbot: QtBot) -> None:
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    made: list[str] = []

    def make(bot: str) -> Any:
        made.append(bot)
        return QLabel(bot)

    panels = BotPanels(tabs, make)
    panels.add("b1", "Red")
    panels.add("b2", "Blue")
    tabs.show()
    qtbot.waitExposed(tabs)
    second = tabs.widget(1)
    panels.clear()
    second.show()  # Qt shows a page on its way out (the next tab when the shown one goes)
    qtbot.wait(10)
    assert made == ["b1"] and tabs.count() == 0 and len(panels) == 0


@pytest.mark.parametrize("shown", [0, 1])
def test_close_game_with_two_bots_shows_the_welcome_page(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, shown: int
) -> None:
    app = make_app()
    assert app.controller.new_game("tiny", TWO, seed=3, title="Two bots")
    app.window.bot_tabs.setCurrentIndex(shown)
    assert app.window.files.close_game()
    qtbot.wait(10)
    assert app.window.stack.currentIndex() == 0 and app.window.bot_tabs.count() == 0
    assert app.controller.new_game("tiny", TWO[1:], seed=4, title="One bot")  # the next game plays
    qtbot.wait(10)
    assert [p.bot_id for p in app.window.bot_panels.made()] == ["b1"]
