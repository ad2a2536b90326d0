"""The box `confirm` shows: its title, question and answers said again after a language switch,
so a question left open reads in one language («Usuń | Скасувати» was two)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtGui import QIcon, QShowEvent
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.flow_layout import TOUCH_MIN

Words = str | Callable[[], str]  # a text, or how to say it in the language on screen


def thumb_sized(buttons: Iterable[QAbstractButton]) -> None:
    """A dialog's answers (OK, Cancel, Close, Open…) as tall as a step's, since a thumb presses
    them too; without Qt's stock icons, small pictures that blur when the screen is scaled."""
    for button in buttons:
        button.setMinimumHeight(TOUCH_MIN)
        button.setIcon(QIcon())


def said(words: Words) -> str:
    """The words in the language on screen."""
    return words() if callable(words) else words


class QuestionBox(QMessageBox):
    """A question whose texts follow the language; Qt's own Cancel follows it by itself."""

    def __init__(self, title: Words, text: Words, parent: QWidget) -> None:
        cancel = QMessageBox.StandardButton.Cancel
        super().__init__(QMessageBox.Icon.Question, said(title), said(text), cancel, parent)
        self._title, self._text = title, text
        self._labels: list[tuple[QAbstractButton, Words]] = []

    def add_answer(self, label: Words, name: str) -> QAbstractButton:
        """An answer button named `name` (for tests and screen readers), its label kept."""
        button = self.addButton(said(label), QMessageBox.ButtonRole.AcceptRole)
        button.setObjectName(name)
        self._labels.append((button, label))
        return button

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's virtual
        """Its answers as large as a step's: a thumb presses them too (Stop, Delete, Cancel)."""
        thumb_sized(self.buttons())
        super().showEvent(event)

    def follow_language(self) -> None:
        """Say the texts again at every language switch from now on."""
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Title, question and answers in the language on screen."""
        self.setWindowTitle(said(self._title))
        self.setText(said(self._text))
        for button, label in self._labels:
            button.setText(said(label))
