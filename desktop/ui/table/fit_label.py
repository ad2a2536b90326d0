"""A label that writes its text as large as its room allows, between two sizes: the table
display's instruction takes the largest type that keeps it whole."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

ELLIPSIS = "…"


class FitLabel(QLabel):
    """Word-wrapped plain text in the pixel size, from `largest` down to `least`, at which it
    fits the label's rectangle; a text too long even at `least` loses its last words to "…"
    rather than lines cut in half. The layout gives it its room (it asks for none itself)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.full_text = ""
        self.largest, self.least = 40, 32
        self.bold = False

    def set_sizes(self, largest: int, least: int, bold: bool = False) -> None:
        """The pixel sizes to choose between (the window's size sets them)."""
        if (largest, least, bold) != (self.largest, self.least, self.bold):
            self.largest, self.least, self.bold = max(largest, least), least, bold
            self.fit()

    def set_full_text(self, text: str) -> None:
        """The whole text to show."""
        if text != self.full_text:
            self.full_text = text
            self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize() != event.size():
            self.fit()

    def fits(self, text: str, px: int) -> bool:
        """Whether `text` at `px` pixels fits the label's room (measured as the label lays it
        out: the font and text are set)."""
        font = self._font(px)
        if font != self.font():
            self.setFont(font)
        if text != self.text():
            self.setText(text)
        return self.heightForWidth(self.width()) <= self.height()

    def fit(self) -> None:
        """Choose the size (and, when even the least is too large, the words) for the room now."""
        text, px = self.full_text, self.largest
        if self.contentsRect().height() <= 0:  # not laid out yet: the first resize fits it
            self.fits(text, px)
            return
        while px > self.least and not self.fits(text, px):
            px -= 1
        words = text.split(" ")
        while len(words) > 1 and not self.fits(text, px):
            words.pop()
            text = " ".join(words).rstrip(",;:.") + ELLIPSIS

    def _font(self, px: int) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(px, 6))
        font.setBold(self.bold)
        return font
