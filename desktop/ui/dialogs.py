"""Small non-blocking windows of the main window: the problems list, help boxes, the message bar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

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
            self.tr("These files could not be used. Everything else works; the bundled rules stay in force.")
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


class MessageBar(QLabel):
    """A line at the top of the window: why an input was refused, or something worth knowing. It
    never blocks the turn; the next accepted step hides it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setWordWrap(True)
        self.setStyleSheet("background: #fee2e2; color: #7f1d1d; padding: 6px;")
        self.said: tuple[Said, bool] | None = None  # (message, refused): shown again after a switch
        self.hide()
        translate_ui(self)

    def refused(self, reason: Said) -> None:
        """An input was not accepted: say why."""
        self.said = (reason, True)
        self.retranslate_ui()
        self.show()

    def warn(self, text: Said) -> None:
        """Something to know that did not stop anything."""
        self.said = (text, False)
        self.retranslate_ui()
        self.show()

    def retranslate_ui(self) -> None:
        """The message in the current language."""
        if self.said is None:
            return
        text, refused = self.said
        shown = render(text)
        self.setText(self.tr("Not accepted: {reason}").replace("{reason}", shown) if refused else shown)
