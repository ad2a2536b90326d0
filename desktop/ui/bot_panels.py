"""The bots' panels in seat order, one tab each, a panel made the first time its tab is shown or
it is asked for: a hidden bot's mat is a few dozen widgets (about 8 ms of the start each)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from desktop.ui.bot_panel import BotPanel


class BotPanels(Mapping[str, BotPanel]):
    """Read as a mapping of bot id to panel (asking for a panel makes it); `made()` gives only
    those that exist, which are the ones a new view must be drawn in."""

    def __init__(self, tabs: QTabWidget, make: Callable[[str], BotPanel]) -> None:
        self.tabs, self.make = tabs, make
        self._holders: dict[str, QWidget] = {}
        self._made: dict[str, BotPanel] = {}
        tabs.currentChanged.connect(self._shown)

    def add(self, bot_id: str, title: str) -> None:
        """A tab for the bot; its panel is made when the tab is first shown."""
        holder = QWidget()
        holder.setObjectName(f"botTab:{bot_id}")
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        self._holders[bot_id] = holder
        self.tabs.addTab(holder, title)

    def clear(self) -> None:
        """No tab and no panel left (another game, or the seats changed)."""
        self.tabs.clear()
        for holder in self._holders.values():
            holder.deleteLater()
        self._holders, self._made = {}, {}

    def made(self) -> list[BotPanel]:
        """The panels made so far, in seat order."""
        return [self._made[b] for b in self._holders if b in self._made]

    def __getitem__(self, bot_id: str) -> BotPanel:
        panel = self._made.get(bot_id)
        if panel is None:
            holder = self._holders[bot_id]  # KeyError for a bot not in the game
            panel = self._made[bot_id] = self.make(bot_id)
            layout = holder.layout()
            assert layout is not None
            layout.addWidget(panel)
        return panel

    def __contains__(self, bot_id: object) -> bool:
        return bot_id in self._holders  # Mapping's own would make the panel to find out

    def __iter__(self) -> Iterator[str]:
        return iter(self._holders)

    def __len__(self) -> int:
        return len(self._holders)

    def _shown(self, index: int) -> None:
        """A tab came to the front: its panel is made now, if it was not yet."""
        holder = self.tabs.widget(index)
        bot_id = next((b for b, h in self._holders.items() if h is holder), None)
        if bot_id is not None:
            self[bot_id]
