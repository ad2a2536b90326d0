"""Small windows of the main window: the problems list, help boxes, and the few questions that
must be answered before a game could lose anything (tests stand in for them). Made only when one
opens: a start that restores a game needs none (the message bar is in desktop/ui/widgets/bars.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.core.messages import Said
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.question_box import thumb_sized

# Room left around a window opened on a screen: its title bar and frame, and a little margin.
FRAME = QSize(40, 60)


def within_room(screen: QScreen | None, width: int, height: int) -> QSize:
    """A dialog's first size: width×height, but within the room its screen leaves (on a
    1366×768 laptop the taskbar and the title bar left a 760-pixel dialog's buttons below the
    screen's edge). No screen: the size asked for."""
    screen = screen or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry().size() - FRAME
    return QSize(min(width, room.width()), min(height, room.height()))


class ProblemsDialog(QDialog):
    """A non-blocking list of problems (broken save, overlay, profile), each naming its file."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problemsDialog")
        self.setModal(False)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.hide)
        thumb_sized([self.close_button])
        self.lines: list[Said] = []  # kept as messages: a language switch shows them anew
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(640, 300)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Problems"))
        self.intro.setText(
            self.tr(
                "These files could not be used, or were damaged and restored as far as they could be. "
                "Everything else works; the bundled rules stay in force."
            )
        )
        self.close_button.setText(self.tr("Close"))
        self.text.setPlainText("\n".join(render(line) for line in self.lines))

    def add(self, lines: list[Said]) -> None:
        """Add problems and show the dialog without blocking the window."""
        for line in lines:
            self.lines.append(line)
            self.text.appendPlainText(render(line))
        self.show()
        self.raise_()


class InfoBox(QMessageBox):
    """A help text in a box that never blocks the turn; its title and text are made again in
    each new language."""

    def __init__(
        self, title: Callable[[], str], text: Callable[[], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(QMessageBox.Icon.Information, "", "", QMessageBox.StandardButton.Ok, parent)
        self.setObjectName("infoBox")
        thumb_sized(self.buttons())
        self.setModal(False)
        self.make_title, self.make_text = title, text
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """The title and text in the current language."""
        self.setWindowTitle(self.make_title())
        self.setText(self.make_text())


class KeysBox(QDialog):
    """Keys and what each does in two columns: the keys' column as wide as the widest key in the
    language shown, every description starting at the same x and wrapping within its own column
    (tabs pushed a description after a long Polish key out of line); the box within the room its
    screen leaves, a scroll bar only where even that is too short. Made again in each language."""

    def __init__(
        self,
        title: Callable[[], str],
        rows: Callable[[], list[tuple[str, str]]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("keysBox")
        self.setModal(False)
        self.make_title, self.make_rows = title, rows
        self.rows: list[tuple[QLabel, QLabel]] = []
        self.table = QWidget()
        self.grid = QGridLayout(self.table)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(1, 1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.table)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys go to Close (Enter, Esc)
        self.close_button = QPushButton()
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.hide)
        thumb_sized([self.close_button])
        self.column = QVBoxLayout(self)
        self.column.addWidget(self.scroll_area, 1)
        self.column.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """The title, keys and descriptions in the current language, the box sized to them."""
        self.setWindowTitle(self.make_title())
        self.close_button.setText(self.tr("Close"))
        for label in (label for row in self.rows for label in row):
            # out of the grid at once: deleted later, a label would still be laid out and drawn
            # over the new rows (and measured with them) until the event loop runs again
            self.grid.removeWidget(label)
            label.hide()
            label.deleteLater()
        self.rows = []
        self.grid.setHorizontalSpacing(2 * self.fontMetrics().horizontalAdvance("M"))
        for row, (keys, words) in enumerate(self.make_rows()):
            key, what = QLabel(keys), QLabel(words)
            key.setTextFormat(Qt.TextFormat.PlainText)
            what.setTextFormat(Qt.TextFormat.PlainText)
            what.setWordWrap(True)
            self.grid.addWidget(key, row, 0, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(what, row, 1, Qt.AlignmentFlag.AlignTop)
            # shown now, not when the event loop next runs (as Qt shows a widget added to a shown
            # box): the box is sized to its rows below
            key.show()
            what.show()
            self.rows.append((key, what))
        self.resize(self.wanted_size())

    def wanted_size(self) -> QSize:
        """Wide enough for the widest key and a description of about sixty letters a line (a
        longer one wraps in its column), tall enough for every row; within the screen's room."""
        metrics = self.fontMetrics()
        keys = max((metrics.horizontalAdvance(k.text()) for k, _ in self.rows), default=0)
        words = max((metrics.horizontalAdvance(w.text()) for _, w in self.rows), default=0)
        line = min(words, 60 * metrics.averageCharWidth())
        margins = self.column.contentsMargins()
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()  # kept free should it be needed
        table = keys + self.grid.horizontalSpacing() + line
        width = table + bar + margins.left() + margins.right()
        rows = self.table.heightForWidth(table) if self.table.hasHeightForWidth() else -1
        rows = rows if rows > 0 else self.table.sizeHint().height()
        spacing = self.column.spacing()
        # Close as its layout lays it out: touch-sized, taller than its size hint
        close = self.close_button.sizeHint().expandedTo(self.close_button.minimumSize())
        height = rows + spacing + close.height() + margins.top() + margins.bottom()
        return within_room(self.screen(), width, height)

    def text(self) -> str:
        """The rows as plain text, a tab between key and description (as read aloud or copied)."""
        return "\n".join(f"{key.text()}\t{what.text()}" for key, what in self.rows)


# ---- questions ------------------------------------------------------------------------------
# Module functions, so tests answer them without a person (see tests/ui/conftest.py).


def ask_text(parent: QWidget, title: str, label: str, text: str) -> str | None:
    """A line of text from the player (None when cancelled or left empty)."""
    value, ok = QInputDialog.getText(parent, title, label, QLineEdit.EchoMode.Normal, text)
    value = value.strip()
    return value if ok and value else None


def ask_unsaved(parent: QWidget, title: str, text: str, export: str, discard: str) -> str:
    """Steps that are only in memory would be lost: "export", "discard" or "cancel"."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Cancel, parent)
    save = box.addButton(export, QMessageBox.ButtonRole.AcceptRole)
    drop = box.addButton(discard, QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(save)
    box.exec()
    clicked = box.clickedButton()
    return "export" if clicked is save else "discard" if clicked is drop else "cancel"


def ask_choice(parent: QWidget, title: str, text: str, choices: list[tuple[str, str]]) -> str:
    """Ask which of several ways to go on: the id of the choice (id, label) the player took, the
    first being the default, or "cancel"."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    buttons = {box.addButton(label, QMessageBox.ButtonRole.AcceptRole): key for key, label in choices}
    box.setDefaultButton(next(iter(buttons)))
    box.exec()
    clicked = box.clickedButton()
    return next((key for button, key in buttons.items() if button is clicked), "cancel")
