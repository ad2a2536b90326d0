"""The turn log: every step of the game in order, filterable by bot; undone steps shown greyed."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListView, QVBoxLayout, QWidget

from desktop.core.steps import LogEntry
from desktop.ui.controller import GameController
from desktop.ui.log_text import entry_line


class LogModel(QStandardItemModel):
    """Log lines of the session, held by Qt (painting calls no Python); a step changes only the
    rows it adds, removes or greys."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.rows: list[tuple[LogEntry, bool]] = []  # (entry, applied), parallel to the items
        self._events: list[tuple[list[LogEntry], bool]] = []  # each event's lines, applied
        self._starts: list[int] = []  # the first row of each event
        self.bot_filter = ""
        self._italic = QFont()
        self._italic.setItalic(True)
        self._grey = QBrush(QColor("#9ca3af"))

    def _item(self, entry: LogEntry, applied: bool) -> QStandardItem:
        session = self.controller.session
        name = ""
        if session is not None and entry.bot:
            meta = session.world["meta"].get(entry.bot)
            name = str(meta["name"]) if meta else entry.bot
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
        session = self.controller.session
        if full or session is None:
            self.clear()
            self.rows, self._events, self._starts = [], [], []
        if session is None:
            return
        logs, count, cursor = session.logs, len(session.events), session.cursor
        first, known = 0, min(len(self._events), count)
        while (
            first < known
            and self._events[first][0] is logs[first]
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
            self._events.append((logs[i], applied))
            self._starts.append(len(self.rows))
            for entry in logs[i]:
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

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = LogModel(controller)
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
        self.retranslate_ui()

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
        session = self.controller.session
        if session is not None:
            for bot in session.bot_ids:
                self.filter.addItem(session.bot_name(bot), bot)
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

    def refresh(self, full: bool = False) -> None:
        """Update the lines and keep the newest applied one in view (undone lines below it
        stay, greyed, until they are redone or replaced)."""
        self.model.reload(full)
        row = self.model.last_applied()
        if row >= 0 and row == self.model.rowCount() - 1:
            self.list.scrollToBottom()
        elif row >= 0:
            self.list.scrollTo(self.model.index(row, 0), QListView.ScrollHint.EnsureVisible)
