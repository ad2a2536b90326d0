"""The library's trash in the app: the deleted games, the last deleted first, with their rule system,
when they were deleted and the days before they are removed for good; "Restore" brings the chosen
one back into the library."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.messages import Message
from desktop.core.store.game_library import Library, TrashedGame
from desktop.core.store.store_check import StoreError
from desktop.ui.language import render
from desktop.ui.library.library_words import short_moment, shown_title
from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.question_box import thumb_sized


def deleted_text(moment: float) -> str:
    """When a game was deleted, as the current language writes it."""
    return short_moment(QDateTime.fromSecsSinceEpoch(int(moment)))


class TrashDialog(QDialog):
    """The deleted games and "Restore" (window-modal: it changes the list behind it)."""

    restored = Signal(Path)
    """A game is back in the library (its file there)."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trashDialog")
        self.library = library
        self.games: list[TrashedGame] = []
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("trashList")
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(4)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            self.tree.header().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        self.tree.itemActivated.connect(lambda *_: self.restore_selected())
        self.empty = QLabel()
        self.empty.setObjectName("trashEmpty")
        self.empty.setWordWrap(True)
        self.status = QLabel()
        self.status.setObjectName("trashStatus")
        self.status.setWordWrap(True)
        self.restore_button = QPushButton()
        self.restore_button.setObjectName("trash_restore")
        self.restore_button.clicked.connect(self.restore_selected)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        thumb_sized([self.restore_button, self.close_button])
        row = QHBoxLayout()
        row.addWidget(self.restore_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.empty, 1)
        layout.addWidget(self.status)
        layout.addLayout(row)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.resize(720, 400)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts in the current language (the list too: rule systems and dates)."""
        self.setWindowTitle(self.tr("Deleted games"))
        self.intro.setText(
            self.tr(
                "Deleted games stay here for a while before they are removed for good. Restore one "
                "to play it again."
            )
        )
        self.empty.setText(self.tr("No deleted games."))
        self.restore_button.setText(self.tr("Restore"))
        self.close_button.setText(self.tr("Close"))
        self.tree.setHeaderLabels(
            [self.tr("Game"), self.tr("Rule system"), self.tr("Deleted"), self.tr("Kept")]
        )
        self.refresh()

    def refresh(self) -> None:
        """Read the trash again."""
        self.games = self.library.trashed()
        self.tree.clear()
        for game in self.games:
            system = render(Message(game.pack, game.pack_name)) if game.pack_name else game.pack
            kept = self.tr("%n day(s) more", "", game.days_left)
            title = shown_title(game)
            item = QTreeWidgetItem([title, system, deleted_text(game.deleted), kept])
            item.setToolTip(0, title)
            item.setData(0, Qt.ItemDataRole.UserRole, str(game.path))
            self.tree.addTopLevelItem(item)
        self.tree.setVisible(bool(self.games))
        self.empty.setVisible(not self.games)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        self._selection_changed()

    def selected(self) -> TrashedGame | None:
        """The deleted game chosen in the list."""
        item = self.tree.currentItem()
        path = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return next((g for g in self.games if str(g.path) == path), None)

    def _selection_changed(self) -> None:
        self.restore_button.setEnabled(self.selected() is not None)

    def restore_selected(self) -> Path | None:
        """Bring the chosen game back into the library; a game that cannot be moved stays in the
        trash and the reason is said."""
        game = self.selected()
        if game is None:
            return None
        try:
            target = self.library.restore(game.path)
        except StoreError as exc:
            self.status.setText(render(exc.message))
            return None
        self.status.setText(self.tr("“{title}” is back in your games.").replace("{title}", shown_title(game)))
        self.refresh()
        self.restored.emit(target)
        return target
