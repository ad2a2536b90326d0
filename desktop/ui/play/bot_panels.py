"""The bots' panels in seat order, one tab each, a panel made the first time its tab is shown or
it is asked for: a hidden bot's mat is a few dozen widgets (about 8 ms of the start each)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from PySide6.QtWidgets import QTabWidget

from desktop.ui.play.bot_panel import BotPanel
from desktop.ui.widgets.lazy_page import LazyPage


class BotPanels(Mapping[str, BotPanel]):
    """Read as a mapping of bot id to panel (asking for a panel makes it); `made()` gives only
    those that exist, which are the ones a new view must be drawn in."""

    def __init__(self, tabs: QTabWidget, make: Callable[[str], BotPanel]) -> None:
        self.tabs, self.make = tabs, make
        self._pages: dict[str, LazyPage[BotPanel]] = {}

    def add(self, bot_id: str, title: str) -> None:
        """A tab for the bot; its panel is made when the tab is first shown."""
        page = LazyPage(lambda: self.make(bot_id))
        page.setObjectName(f"botTab:{bot_id}")
        self._pages[bot_id] = page
        self.tabs.addTab(page, title)

    def clear(self) -> None:
        """No tab and no panel left (another game, or the seats changed)."""
        self.tabs.clear()
        for page in self._pages.values():
            page.deleteLater()
        self._pages = {}

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
