"""The turn log: every step of the game in order, filterable by bot; undone steps shown greyed."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListView, QVBoxLayout, QWidget

from desktop.core.steps import LogEntry
from desktop.core.view import EMPTY, GameView
from desktop.ui.log_text import entry_line
from desktop.ui.retranslate import translate_ui


class LogModel(QStandardItemModel):
    """Log lines of the game's view, held by Qt (painting calls no Python); a step changes only
    the rows it adds, removes or greys."""

    def __init__(self) -> None:
        super().__init__()
        self.view: GameView = EMPTY
        self.rows: list[tuple[LogEntry, bool]] = []  # (entry, applied), parallel to the items
        self._events: list[tuple[Sequence[LogEntry], bool]] = []  # each event's lines, applied
        self._starts: list[int] = []  # the first row of each event
        self.bot_filter = ""
        self._italic = QFont()
        self._italic.setItalic(True)
        self._grey = QBrush(QColor("#9ca3af"))

    def _item(self, entry: LogEntry, applied: bool) -> QStandardItem:
        name = self.view.bot_name(entry.bot) if entry.bot else ""
        item = QStandardItem()
        item.setEditable(False)
        self._style(item, entry_line(entry, name), applied)
        return item

    def _style(self, item: QStandardItem, line: str, applied: bool) -> None:
        text = line if applied else "↶ " + line
        item.setText(text)
        item.setToolTip(text)
        if not applied:
            item.setForeground(self._grey)
            item.setFont(self._italic)

    def reload(self, full: bool = False) -> None:
        """Bring the rows up to date from the first event whose lines or undone state changed
        (a step touches the last few events only); `full` renders every line again."""
        history = self.view.history
        if full or history is None:
            self.clear()
            self.rows, self._events, self._starts = [], [], []
        if history is None:
            return
        count, cursor = history.size, history.applied
        first, known = 0, min(len(self._events), count)
        while (
            first < known
            and self._events[first][0] is history.lines(first)
            and self._events[first][1] == (first < cursor)
        ):
            first += 1
        if first < len(self._events):
            row = self._starts[first]
            if row < len(self.rows):
                self.removeRows(row, len(self.rows) - row)
                del self.rows[row:]
            del self._events[first:], self._starts[first:]
        for i in range(first, count):
            applied = i < cursor
            lines = history.lines(i)
            self._events.append((lines, applied))
            self._starts.append(len(self.rows))
            for entry in lines:
                if not self.bot_filter or entry.bot == self.bot_filter:
                    self.appendRow(self._item(entry, applied))
                    self.rows.append((entry, applied))

    def last_applied(self) -> int:
        """Row of the newest applied entry (-1 when none)."""
        for i in range(len(self.rows) - 1, -1, -1):
            if self.rows[i][1]:
                return i
        return -1


class LogView(QWidget):
    """The log list with a bot filter; follows the newest applied step."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = LogModel()
        self.title = QLabel()
        self.filter = QComboBox()
        self.filter.setObjectName("logFilter")
        self.filter.activated.connect(self._filter_changed)
        self.list = QListView()
        self.list.setObjectName("logList")
        self.list.setModel(self.model)
        self.list.setUniformItemSizes(True)
        # Batched layout: a step appends a few rows; laying out the whole list each time cost
        # more than the rest of the window's refresh together.
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.list.setBatchSize(64)
        self.list.setWordWrap(False)
        self.list.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.filter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.list, 1)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts of the log in the current language (rows render on demand)."""
        self.title.setText(self.tr("Turn log"))
        self.rebuild_filter()
        self.refresh(full=True)

    def rebuild_filter(self) -> None:
        """The filter lists all bots of the game."""
        current = self.model.bot_filter
        self.filter.clear()
        self.filter.addItem(self.tr("All bots"), "")
        for bot in self.model.view.bots:
            self.filter.addItem(bot.name, bot.id)
        idx = self.filter.findData(current)
        if idx < 0:
            self.model.bot_filter = ""
            idx = 0
        self.filter.setCurrentIndex(idx)

    def set_filter(self, bot: str) -> None:
        """Show only one bot's lines ("" for all)."""
        idx = self.filter.findData(bot)
        if idx >= 0:
            self.filter.setCurrentIndex(idx)
            self._filter_changed(idx)

    def _filter_changed(self, idx: int) -> None:
        self.model.bot_filter = self.filter.itemData(idx) or ""
        self.refresh(full=True)

    def show_view(self, view: GameView, rebuilt: bool = False) -> None:
        """Draw a new view: only the lines that changed (`rebuilt`: another game, all of them)."""
        self.model.view = view
        if rebuilt:
            self.rebuild_filter()
        self.refresh(full=rebuilt)

    def refresh(self, full: bool = False) -> None:
        """Update the lines and keep the newest applied one in view (undone lines below it
        stay, greyed, until they are redone or replaced)."""
        self.model.reload(full)
        row = self.model.last_applied()
        if row >= 0 and row == self.model.rowCount() - 1:
            self.list.scrollToBottom()
        elif row >= 0:
            self.list.scrollTo(self.model.index(row, 0), QListView.ScrollHint.EnsureVisible)
