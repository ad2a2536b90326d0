"""The bots' panels in seat order, one tab each, a panel made the first time its tab is shown or
it is asked for: a hidden bot's mat is a few dozen widgets (about 8 ms of the start each)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QTabWidget, QWidget

from desktop.ui.play.bot_panel import BotPanel
from desktop.ui.widgets.lazy_page import LazyPage


class BotPage(LazyPage[BotPanel]):
    """A bot's tab page. Once its bot has left the panels (another game, Close game, the seats
    changed) it is retired: Qt may still show it on its way out, and then it makes nothing (its
    bot is not in the game any more)."""

    retired = False

    def showEvent(self, event: QShowEvent) -> None:
        if self.retired:
            QWidget.showEvent(self, event)
            return
        super().showEvent(event)


class BotPanels(Mapping[str, BotPanel]):
    """Read as a mapping of bot id to panel (asking for a panel makes it); `made()` gives only
    those that exist, which are the ones a new view must be drawn in."""

    def __init__(self, tabs: QTabWidget, make: Callable[[str], BotPanel]) -> None:
        self.tabs, self.make = tabs, make
        self._pages: dict[str, BotPage] = {}

    def add(self, bot_id: str, title: str) -> None:
        """A tab for the bot; its panel is made when the tab is first shown."""
        page = BotPage(lambda: self.make(bot_id))
        page.setObjectName(f"botTab:{bot_id}")
        self._pages[bot_id] = page
        self.tabs.addTab(page, title)

    def clear(self) -> None:
        """No tab and no panel left (another game, or the seats changed). The pages are retired
        first and the shown one is removed last, so no page of a bot that is gone is made."""
        pages, self._pages = list(self._pages.values()), {}
        for page in pages:
            page.retired = True
        current = self.tabs.currentIndex()
        for index in reversed(range(self.tabs.count())):
            if index != current:
                self.tabs.removeTab(index)
        self.tabs.clear()
        for page in pages:
            page.deleteLater()

    def made(self) -> list[BotPanel]:
        """The panels made so far, in seat order."""
        return [panel for page in self._pages.values() if (panel := page.made()) is not None]

    def __getitem__(self, bot_id: str) -> BotPanel:
        return self._pages[bot_id].content()  # KeyError for a bot not in the game

    def __contains__(self, bot_id: object) -> bool:
        return bot_id in self._pages  # Mapping's own would make the panel to find out

    def __iter__(self) -> Iterator[str]:
        return iter(self._pages)

    def __len__(self) -> int:
        return len(self._pages)
