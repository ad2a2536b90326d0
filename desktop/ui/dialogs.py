"""Small windows of the main window: the problems list, help boxes, the message bar, and the few
questions that must be answered before a game could lose anything (tests stand in for them)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.messages import Said
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui


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
        self.setModal(False)
        self.make_title, self.make_text = title, text
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """The title and text in the current language."""
        self.setWindowTitle(self.make_title())
        self.setText(self.make_text())


# Colours of the message bar: a refusal in red, news that stopped nothing in amber, a success
# in green (never red). Each pair keeps a contrast ratio above 7:1.
BAR_STYLES = {
    "refused": "background: #fee2e2; color: #7f1d1d; padding: 6px;",
    "warning": "background: #fef3c7; color: #78350f; padding: 6px;",
    "success": "background: #dcfce7; color: #14532d; padding: 6px;",
}


class MessageBar(QLabel):
    """A line at the top of the window: why an input was refused, something worth knowing, or
    that something worked. It never blocks the turn; the next accepted step hides it. The message
    is kept, so a language switch shows it again in the new language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setWordWrap(True)
        self.kind = ""
        self.said: Said | None = None
        self.hide()
        translate_ui(self)

    def _show(self, kind: str, text: Said) -> None:
        self.kind, self.said = kind, text
        self.setStyleSheet(BAR_STYLES[kind])
        self.retranslate_ui()
        self.show()

    def refused(self, reason: Said) -> None:
        """An input was not accepted: say why."""
        self._show("refused", reason)

    def warn(self, text: Said) -> None:
        """Something to know that did not stop anything."""
        self._show("warning", text)

    def success(self, text: Said) -> None:
        """Something worked (a game exported, renamed, imported)."""
        self._show("success", text)

    def retranslate_ui(self) -> None:
        """The message in the current language."""
        if self.said is None:
            return
        shown = render(self.said)
        if self.kind == "refused":
            shown = self.tr("Not accepted: {reason}").replace("{reason}", shown)
        self.setText(shown)


class StoreMarker(QLabel):
    """A lasting mark, in the menu bar's corner, while the game's file cannot be written: play
    goes on in memory, and the mark goes once every step is on disk again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storeMarker")
        self.setStyleSheet(BAR_STYLES["warning"] + " font-weight: bold; padding: 2px 8px;")
        self.reason: Said = ""
        self.hide()
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        self.setText(self.tr("⚠ Not saved to disk"))
        self.setToolTip(
            self.tr(
                "The game's file cannot be written ({reason}). Every step is kept in memory and "
                "written as soon as it can be; Game → Export saves a copy elsewhere."
            ).replace("{reason}", render(self.reason))
        )

    def set_reason(self, reason: Said) -> None:
        """Show the mark with its reason, or hide it ("")."""
        self.reason = reason
        self.retranslate_ui()
        self.setVisible(bool(reason))


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
