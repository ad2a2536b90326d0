"""Buttons and labels that shorten their text with "…" to the width they are given (the whole
text in the tooltip), so a row of them never pushes the window wider than the screen."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

PAD = 12  # room a button's frame takes around its text


class ElidedButton(QPushButton):
    """A push button whose label is cut with "…" when the row is narrow."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def set_full_text(self, text: str) -> None:
        """The whole label (a mnemonic-safe text)."""
        self.full_text = text
        self.setToolTip(text.replace("&&", "&"))
        self._fit()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self.full_text) + PAD, hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        metrics, room = self.fontMetrics(), self.width() - PAD
        text = self.full_text
        if metrics.horizontalAdvance(text) > room and ": " in text:
            # "Phase 3: Peace & Rebels" shortens to "Phase 3…" before losing its number.
            head = text.split(": ", 1)[0] + "…"
            text = head if metrics.horizontalAdvance(head) <= room else text
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        if text != self.text():
            self.setText(text)


class ElidedLabel(QLabel):
    """A label in two parts: a text cut with "…" to the width, then a tail always shown whole."""

    def __init__(self, parent: QWidget | None = None, gap: str = "  ") -> None:
        super().__init__(parent)
        self.head, self.tail = "", ""
        self.gap = gap  # between the head and the tail
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_parts(self, head: str, tail: str) -> None:
        """The text to shorten when needed, and the part always shown."""
        self.head, self.tail = head, tail
        self._fit()

    def sizeHint(self) -> QSize:
        # the width `_fit` needs to show the head whole, and a pad
        width = self.fontMetrics().horizontalAdvance(self.head) + self._tail_room() + PAD
        return QSize(width, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        width = self.fontMetrics().horizontalAdvance("…") + self._tail_room()
        return QSize(width, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _tail_room(self) -> int:
        """The width the tail takes beside the head, with a pad and, after marks, a character's
        slack: marks from a fallback font (○ ✓) draw a little wider than measured."""
        metrics = self.fontMetrics()
        slack = metrics.averageCharWidth() if self.tail else 0
        return metrics.horizontalAdvance(f"{self.gap}{self.tail}") + PAD + slack

    def _fit(self) -> None:
        metrics = self.fontMetrics()
        room = self.width() - self._tail_room()
        head = metrics.elidedText(self.head, Qt.TextElideMode.ElideRight, max(room, 0))
        text = f"{head}{self.gap}{self.tail}" if self.tail else head
        if text != self.text():
            self.setText(text)
