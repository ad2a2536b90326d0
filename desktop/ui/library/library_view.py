"""The game library as a list: every saved game, newest first, with its rule system, bots,
progress, last played and steps; open, rename, duplicate and delete. Damaged games are listed
with their problem. Shown on the welcome screen and in Game → Open."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QDateTime,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.bot_names import NAMES_JOIN
from desktop.core.file_words import at, reason_of
from desktop.core.messages import Message, Said
from desktop.core.pack.pack_loading import Pack
from desktop.core.safe_read import cannot_be_written
from desktop.core.store.game_library import TRASH_DAYS, GameInfo, is_bots_round, is_score, round_progress
from desktop.core.store.game_store import SUFFIX
from desktop.core.store.store_check import StoreError
from desktop.ui.controller import GameController
from desktop.ui.language import render
from desktop.ui.library.library_words import bot_names, listed_title, said_names, short_moment, shown_title
from desktop.ui.retranslate import translate_ui
from desktop.ui.tones import tone, use_tone
from desktop.ui.widgets import dialogs
from desktop.ui.widgets.confirm import confirm
from desktop.ui.widgets.flow_layout import FlowLayout
from desktop.ui.widgets.question_box import thumb_sized

if TYPE_CHECKING:
    from desktop.ui.library.trash import TrashDialog


def player_problem(info: GameInfo) -> str:
    """A game's problem with its file named, not its folder (the folder is the library's), in
    the current language."""
    if info.problem is None:
        return ""
    return render(at(info.path.name, reason_of(info.problem)))


def progress_text(info: GameInfo, pack: Pack | None = None) -> str:
    """ "Age 2 · Round 3": the facts the game's round counts (its pack's `rounds.facts`); under
    them, the round the bots' mats count (`rounds.round`) and the bots' scores ("Victory points —
    Red: 12 · Blue: 8"), in the current language. Two lines, as the title and its bots are: the
    column stays narrow enough to leave the title readable at 1366×768."""
    shown = [f for f in round_progress(info, pack) if f.get("value") is not None]

    def said(fact: dict[str, Any]) -> str:
        return f"{render(Message(info.pack, fact['label']))} {fact['value']}"

    facts = [said(f) for f in shown if not is_score(f) and not is_bots_round(f)]
    bots = [said(f) for f in shown if is_bots_round(f)]
    scores = [f for f in shown if is_score(f)]
    if scores:
        names = said_names(info)
        stored = [f["name"].removeprefix("score:") for f in scores]
        # the label first and a colon before each score: «Team 2.0 3» read as one number
        named = " · ".join(f"{names.get(n, n)}: {f['value']}" for n, f in zip(stored, scores, strict=True))
        bots.append(f"{render(Message(info.pack, scores[0]['label']))} — {named}")
    return "\n".join(" · ".join(line) for line in (facts, bots) if line)


def documents() -> Path:
    """Where an export is offered first: the player's documents (else home)."""
    from PySide6.QtCore import QStandardPaths

    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(docs) if docs and Path(docs).is_dir() else Path.home()


def when_text(stamp: str) -> str:
    """A stored local time ("2024-11-23T14:05:00") as the current language writes it."""
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return stamp
    return short_moment(moment)


class MiddleCut(QStyledItemDelegate):
    """A long game title is cut in its middle: its end tells a copy ("… (2)") or the day from
    another game of the same bots. The bots' line under it goes on to new lines between names
    (four Root factions in Ukrainian were cut to «Механічний Маркіз …льянс, Волоцюгобот»)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideMiddle
        # The list wraps the progress column's words; a title is cut, never wrapped.
        option.features &= ~QStyleOptionViewItem.ViewItemFeature.WrapText
        width = option.rect.width() if option.rect.isValid() else self.tree.columnWidth(index.column())
        room = width - 2 * option.fontMetrics.horizontalAdvance("M")  # the cell's own margins
        # Qt hands the cell's line breaks over as line separators, and draws those
        title, *rest = option.text.replace("\n", LINE).split(LINE)
        option.text = LINE.join([title, *(names_in_lines(line, option.fontMetrics, room) for line in rest)])

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        sized = QStyleOptionViewItem(option)
        sized.rect = QRect(0, 0, self.tree.columnWidth(index.column()), 1 << 16)  # as Wrapped does
        return super().sizeHint(sized, index)


LINE = "\u2028"  # Unicode's line separator, the break Qt draws in a cell


def names_in_lines(line: str, metrics: QFontMetrics, room: int) -> str:
    """A line of names ("A, B, C") broken between names into lines `room` pixels wide; a name
    wider than that goes on to new lines between its own words."""
    lines: list[str] = []
    for name in line.split(NAMES_JOIN):
        joined = f"{lines[-1]}{NAMES_JOIN}{name}" if lines else name
        if lines and metrics.horizontalAdvance(joined) <= room:
            lines[-1] = joined
        else:
            if lines:
                lines[-1] += ","
            lines += words_in_lines(name, metrics, room)
    return LINE.join(lines)


def words_in_lines(name: str, metrics: QFontMetrics, room: int) -> list[str]:
    """A name broken between its words into lines `room` pixels wide (a word wider than that
    alone on its line, cut there)."""
    lines: list[str] = []
    for word in name.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= room:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


class Wrapped(QStyledItemDelegate):
    """A cell whose words wrap within its column, its row as high as they need: the view asks a
    cell's height without its column's width, so the wrapped lines were cut."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        sized = QStyleOptionViewItem(option)
        # Qt's style wraps a cell's text within its rect only when that rect is valid (any height)
        sized.rect = QRect(0, 0, self.tree.columnWidth(index.column()), 1 << 16)
        return super().sizeHint(sized, index)


class LibraryList(QWidget):
    """The saved games with their commands; `open_requested` carries the file to open (the
    window checks first that leaving the current game loses nothing)."""

    open_requested = Signal(Path)
    import_requested = Signal()
    refreshed = Signal()
    """The list has read the library again (`infos` is new)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.infos: list[GameInfo] = []
        self._stale = True
        self.tree = QTreeWidget()
        self.tree.setObjectName("libraryList")
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setItemDelegateForColumn(0, MiddleCut(self.tree))
        for column in (1, 2):  # a rule system's name and the progress wrap; the title is cut
            self.tree.setItemDelegateForColumn(column, Wrapped(self.tree))
        self.tree.setColumnCount(5)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        for column in range(3, 5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setWordWrap(True)  # a progress too wide for its share goes on to a new line
        self.tree.itemActivated.connect(lambda *_: self.open_selected())
        self.tree.viewport().installEventFilter(self)
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        self.empty = QLabel()
        self.empty.setObjectName("libraryEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setObjectName("libraryDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons: dict[str, QPushButton] = {}
        row = FlowLayout(spacing=6)  # wraps at a large text size rather than widen the window past the screen
        for name, slot in (
            ("open", self.open_selected),
            ("rename", self.rename_selected),
            ("duplicate", self.duplicate_selected),
            ("export", self.export_selected),
            ("delete", self.delete_selected),
        ):
            button = QPushButton()
            button.setObjectName(f"library_{name}")
            button.clicked.connect(slot)
            self.buttons[name] = button
            row.addWidget(button)
        self.trash_button = QPushButton()
        self.trash_button.setObjectName("library_trash")
        self.trash_button.clicked.connect(lambda: self.show_trash())
        row.addWidget(self.trash_button)
        self.trash: TrashDialog | None = None
        self.import_button = QPushButton()
        self.import_button.setObjectName("library_import")
        self.import_button.clicked.connect(self.import_requested)
        row.addWidget(self.import_button)
        thumb_sized([*self.buttons.values(), self.trash_button, self.import_button])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.empty, 1)
        layout.addWidget(self.detail)
        layout.addLayout(row)
        controller.library_changed.connect(self.refresh)
        translate_ui(self)
        self.refresh()

    def retranslate_ui(self) -> None:
        """Texts in the current language (the rows too: rule systems and dates are translated)."""
        self.tree.setHeaderLabels(
            [
                self.tr("Game"),
                self.tr("Rule system"),
                self.tr("Progress"),
                self.tr("Last played"),
                self.tr("Steps"),
            ]
        )
        self.empty.setText(
            self.tr(
                "No saved games yet. Start a new game or try a sample game: every step is saved "
                "as you play, and your games are listed here."
            )
        )
        for name, text in (
            ("open", self.tr("Open")),
            ("rename", self.tr("Rename…")),
            ("duplicate", self.tr("Duplicate")),
            ("export", self.tr("Export…")),
            ("delete", self.tr("Delete…")),
        ):
            self.buttons[name].setText(text)
        self.buttons["export"].setToolTip(
            self.tr("Write the game as a file to share it or keep a copy elsewhere.")
        )
        self.trash_button.setText(self.tr("Deleted games…"))
        self.import_button.setText(self.tr("Open a file…"))
        self.import_button.setToolTip(
            self.tr("A game file or a JSON save from elsewhere: a copy joins your games.")
        )
        self._fill()

    # ---- contents ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the library again (after any change to it); a hidden list reads it when it is
        next shown, so a start that restores a game does not read every game of the library."""
        self._stale = not self.isVisible()
        if self._stale:
            return
        self.infos = self.controller.library.games()
        self._fill()
        self.refreshed.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def _fill(self) -> None:
        chosen = self.selected()
        self.tree.blockSignals(True)
        self.tree.clear()
        open_path = self.controller.game.path if self.controller.game is not None else None
        for info in self.infos:
            item = self._item(info, info.path == open_path)
            self.tree.addTopLevelItem(item)
            if chosen is not None and info.path == chosen.path:
                item.setSelected(True)
                self.tree.setCurrentItem(item)
        self.tree.blockSignals(False)
        self._size_columns()
        self.tree.setVisible(bool(self.infos))
        self.empty.setVisible(not self.infos)
        self._selection_changed()

    def _item(self, info: GameInfo, is_open: bool) -> QTreeWidgetItem:
        if info.problem is not None:  # marked in words too, not by its colour alone
            texts = [info.title, "⚠ " + self.tr("Cannot be opened"), "", when_text(info.last_played), ""]
            tip = info.title
        else:
            state = self._state(info)
            rest = [*([NAMES_JOIN.join(bot_names(info))] if info.bots else []), *([state] if state else [])]
            title = "\n".join([listed_title(info), *rest])
            tip = "\n".join([shown_title(info), *rest])  # the whole title (a sample's names its system)
            system = render(Message(info.pack, info.pack_name)) if info.pack_name else info.pack
            progress = progress_text(info, self.controller.packs.get(info.pack))
            texts = [title, system, progress, when_text(info.last_played), str(info.steps)]
        item = QTreeWidgetItem(texts)
        item.setToolTip(0, tip)  # long titles and names are cut short in the list
        item.setToolTip(1, texts[1])
        item.setData(0, Qt.ItemDataRole.UserRole, str(info.path))
        item.setTextAlignment(4, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if info.problem is not None:
            for column in range(5):
                item.setForeground(column, QBrush(tone("damaged")))
                item.setToolTip(column, player_problem(info))
        if is_open:
            font = QFont(self.tree.font())
            font.setBold(True)
            item.setFont(0, font)
        return item

    def _size_columns(self) -> None:
        """The rule system takes what its longest name needs, up to a quarter of the list, and the
        progress up to a fifth; their words wrap beyond (a Root game's scores of four bots named
        by their factions left the title 32 px in Ukrainian). The title takes the rest."""
        metrics = self.tree.fontMetrics()
        room = self.tree.viewport().width()
        for column, share in ((1, room // 4), (2, room // 5)):
            lines = (line for item in self._items() for line in item.text(column).splitlines())
            widest = max((metrics.horizontalAdvance(line) for line in lines), default=0)
            self.tree.setColumnWidth(column, max(min(widest + 16, share), metrics.horizontalAdvance("M" * 8)))
        self.tree.doItemsLayout()  # rows as high as the progress wrapped to the new widths needs

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._size_columns()  # the list's own width is known only once it is laid out
        return False

    def _items(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def selected(self) -> GameInfo | None:
        """The game chosen in the list."""
        item = self.tree.currentItem()
        if item is None or not item.isSelected():
            return None
        path = item.data(0, Qt.ItemDataRole.UserRole)
        return next((i for i in self.infos if str(i.path) == path), None)

    def select(self, path: Path) -> None:
        """Choose a game in the list."""
        for item in self._items():
            if item.data(0, Qt.ItemDataRole.UserRole) == str(path):
                self.tree.setCurrentItem(item)
                item.setSelected(True)

    def _selection_changed(self) -> None:
        info = self.selected()
        usable = info is not None and info.problem is None
        for name in ("open", "rename", "duplicate", "export"):
            self.buttons[name].setEnabled(usable)
        self.buttons["delete"].setEnabled(info is not None)
        if info is not None and info.problem is not None:
            self._say(self.tr("Cannot be opened: {problem}").replace("{problem}", player_problem(info)), True)
        elif info is not None and self._state(info):
            self._say(self._state(info), False)
        else:
            self._say("", False)

    def _state(self, info: GameInfo) -> str:
        """Why a game cannot be played here now, in a few words ("" when it can)."""
        if info.busy:
            return self.tr("Open in another window: opens read-only or as a copy")
        if info.read_only:
            return self.tr("On a read-only disk: opens read-only or as a copy")
        return ""

    def _say(self, text: str, bad: bool) -> None:
        use_tone(self.detail, "damaged" if bad else "")
        self.detail.setText(text)
        self.detail.setVisible(bool(text))

    # ---- commands ------------------------------------------------------------------------
    def _collect(self, action: Callable[[], Any]) -> Any:
        """Run a command, showing under the list why it failed (the window may be covered)."""
        failed: list[Said] = []
        self.controller.failed.connect(failed.append)
        try:
            result = action()
        finally:
            self.controller.failed.disconnect(failed.append)
        if failed:
            self._say("\n".join(render(f) for f in failed), True)
        return result

    def open_selected(self) -> None:
        """Open the chosen game."""
        info = self.selected()
        if info is not None and info.problem is None:
            self.open_requested.emit(info.path)

    def rename_selected(self) -> Path | None:
        """Give the chosen game a new title."""
        info = self.selected()
        if info is None or info.problem is not None:
            return None
        shown = shown_title(info)
        title = dialogs.ask_text(self, self.tr("Rename game"), self.tr("Title:"), shown)
        if title is None or title in (shown, info.title):
            return None
        target = self._collect(lambda: self.controller.rename_game(info.path, title))
        if target is not None:
            self.select(target)
        return target

    def duplicate_selected(self) -> Path | None:
        """Copy the chosen game under a new title."""
        info = self.selected()
        if info is None or info.problem is not None:
            return None
        target = self._collect(lambda: self.controller.duplicate_game(info.path))
        if target is not None:
            self.select(target)
        return target

    def delete_selected(self) -> None:
        """Ask, window-modal, before the chosen game goes to the trash; it goes only on "Delete"."""
        info = self.selected()
        if info is None:
            return

        def question() -> str:
            asked = self.tr(
                "Delete “{title}”? It goes to the trash folder and is removed for good after {days} days."
            )
            return asked.replace("{title}", shown_title(info)).replace("{days}", str(TRASH_DAYS))

        confirm(
            self.window(),
            lambda: self.tr("Delete game"),
            question,
            lambda: self.tr("Delete"),
            lambda: self._deleted(info),
        )

    def _deleted(self, info: GameInfo) -> None:
        """Delete the game and say how to bring it back."""
        if self._collect(lambda: self.controller.delete_game(info.path)):
            self._say(
                self.tr("“{title}” is in the trash: “Deleted games…” brings it back.").replace(
                    "{title}", shown_title(info)
                ),
                False,
            )

    # ---- export and the trash (a game of the library, open or not) ------------------------
    def export_selected(self) -> bool:
        """Ask where to write the chosen game as a save file, then write it."""
        info = self.selected()
        if info is None or info.problem is not None:
            return False
        from PySide6.QtWidgets import QFileDialog

        from desktop.core.store.game_library import file_stem

        name, _ = QFileDialog.getSaveFileName(
            self.window(),
            self.tr("Export game"),
            str(documents() / f"{file_stem(shown_title(info))}.json"),
            self.tr("Botmat saves (*.json)") + ";;" + self.tr("Botmat games (*.botmat)"),
        )
        return self.export_to(info, Path(name)) if name else False

    def export_to(self, info: GameInfo, path: Path) -> bool:
        """Write a game of the library as a save file, or a game file for a `.botmat` name (the
        open one from memory, another from a copy of its file: the game's own file is never
        written); the list says where, or why not."""
        if path.suffix.lower() not in (".json", SUFFIX):
            path = path.with_name(path.name + ".json")
        game = self.controller.game
        if game is not None and info.path == game.path:
            done = bool(self._collect(lambda: self.controller.export(path)))
        else:
            try:
                self.controller.library.export_closed(info.path, self.controller.packs, path)
                done = True
            except StoreError as exc:
                self._say(render(exc.message), True)
                return False
            except OSError as exc:
                self._say(render(at(path, cannot_be_written(exc))), True)
                return False
        if done:
            self._say(
                self.tr("“{title}” was exported to {file}.")
                .replace("{title}", shown_title(info))
                .replace("{file}", str(path)),
                False,
            )
        return done

    def show_trash(self) -> TrashDialog:
        """The deleted games, with Restore."""
        from desktop.ui.library.trash import TrashDialog

        if self.trash is not None:
            self.trash.deleteLater()
        self.trash = TrashDialog(self.controller.library, self.window())
        self.trash.setFont(self.window().font())
        self.trash.restored.connect(self._restored)
        self.trash.open()
        return self.trash

    def _restored(self, path: Path) -> None:
        self.controller.library_changed.emit()
        self.select(path)


class LibraryDialog(QDialog):
    """Game → Open: the library in a window of its own (non-blocking); it closes once a game
    opens."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("libraryDialog")
        self.setModal(False)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.games = LibraryList(controller)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.hide)
        thumb_sized([self.close_button])
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.games, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(900, 520)
        self.sized = False
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Your games"))
        self.intro.setText(
            self.tr("Every game you started, the last played first. Double-click one to open it.")
        )
        self.close_button.setText(self.tr("Close"))

    def showEvent(self, event: Any) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setFont(parent.font())  # the window's text size (a dialog does not inherit it)
            if not self.sized:  # most of the window at first, so titles are not cut; then as left
                self.sized = True
                wide, high = parent.width() * 4 // 5, parent.height() * 7 // 10
                self.resize(max(self.width(), wide), max(self.height(), high))
        self.games.refresh()
        super().showEvent(event)
