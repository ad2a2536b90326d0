"""A push button whose label is never cut: narrower than its words, it wraps them onto more lines
and grows taller (its height follows its width), so a row of them never pushes the window wider
and no label ends in "…"."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.ui.widgets.flow_layout import BUTTON_PAD, AnswerButton, widest_word, wrap_words


class WrapButton(AnswerButton):
    """A button given a width by its layout: one line when it fits, else its words on as many
    lines as they need (a single word longer than the width is its least width)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_full_text(self, text: str) -> None:
        """The whole label (a mnemonic-safe text): always shown whole."""
        self.set_label(text)

    def sizeHint(self) -> QSize:
        return self.hint_at(0)  # the label on one line

    def minimumSizeHint(self) -> QSize:
        least = widest_word(self.full_text, self.fontMetrics()) + BUTTON_PAD
        return QSize(max(least, self.minimumWidth()), self.hint_at(least).height())

    def lines_at(self, width: int) -> int:
        """How many lines the label takes in a button `width` pixels wide."""
        if width <= BUTTON_PAD:
            return len(self.full_text.split())
        return wrap_words(self.full_text, self.fontMetrics(), width - BUTTON_PAD).count("\n") + 1

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.hint_at(width).height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit(self.width())
        if self.height() < self.heightForWidth(self.width()):
            self.updateGeometry()  # taller than the layout gave: ask again (a new width)
