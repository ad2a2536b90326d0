"""The turn log: every step of the game in order, filterable by bot; undone steps shown greyed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListView, QVBoxLayout, QWidget

from desktop.core.steps import LogEntry
from desktop.ui.controller import GameController
from desktop.ui.log_text import entry_line

Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractListModel):
    """Log lines of the session, rendered only when the view asks for a visible row."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.rows: list[tuple[LogEntry, bool]] = []   # (entry, applied)
        self.bot_filter = ""
        self._italic = QFont()
        self._italic.setItalic(True)

    def reload(self) -> None:
        """Take the session's log again (after a step, undo, redo or a language change)."""
        self.beginResetModel()
        session = self.controller.session
        rows: list[tuple[LogEntry, bool]] = []
        if session is not None:
            for i, entries in enumerate(session.logs[: len(session.events)]):
                applied = i < session.cursor
                rows.extend((e, applied) for e in entries
                            if not self.bot_filter or e.bot == self.bot_filter)
        self.rows = rows
        self.endResetModel()

    def last_applied(self) -> int:
        """Row of the newest applied entry (-1 when none)."""
        for i in range(len(self.rows) - 1, -1, -1):
            if self.rows[i][1]:
                return i
        return -1

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        entry, applied = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            session = self.controller.session
            name = ""
            if session is not None and entry.bot:
                meta = session.world["meta"].get(entry.bot)
                name = str(meta["name"]) if meta else entry.bot
            line = entry_line(entry, name)
            return line if applied else "↶ " + line
        if role == Qt.ItemDataRole.ForegroundRole and not applied:
            return QColor("#9ca3af")
        if role == Qt.ItemDataRole.FontRole and not applied:
            return self._italic
        return None


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
        self.refresh()

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
        self.refresh()

    def refresh(self) -> None:
        """Reload the lines and show the newest applied one."""
        self.model.reload()
        row = self.model.last_applied()
        if row >= 0:
            self.list.scrollTo(self.model.index(row), QListView.ScrollHint.EnsureVisible)
            self.list.setCurrentIndex(self.model.index(row))
