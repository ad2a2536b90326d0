"""A counter drawn as cubes, as on the physical mat."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

CUBE = 14
GAP = 3
MAX_CUBES = 60  # cubes drawn at most; the number beside them says the rest
TONE_COLOURS = {"available": "#16a34a", "spent": "#dc2626", "plain": "#64748b"}


class CubesWidget(QWidget):
    """A counter drawn as cubes, as on the physical mat; the rows wrap at the panel's width, so
    no cube is ever cut off."""

    def __init__(self, color: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.color = QColor(color)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_count(self, count: int) -> None:
        """Draw `count` cubes."""
        if count != self.count:
            rows = self.heightForWidth(self.width())
            self.count = count
            if self.heightForWidth(self.width()) != rows:  # only a new row changes the layout
                self.updateGeometry()
            self.update()

    def per_row(self, width: int) -> int:
        """How many cubes fit in a row `width` pixels wide."""
        return max(1, (width - 1) // (CUBE + GAP))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        shown = min(max(self.count, 0), MAX_CUBES)
        rows = max(1, -(-shown // self.per_row(width)))
        return rows * (CUBE + GAP) + 2

    def sizeHint(self) -> QSize:
        return QSize(10 * (CUBE + GAP), self.heightForWidth(10 * (CUBE + GAP)))

    def minimumSizeHint(self) -> QSize:
        return QSize(CUBE + GAP, CUBE + GAP)

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.color.darker(160), 1))
        painter.setBrush(self.color)
        per_row = self.per_row(self.width())
        for i in range(min(max(self.count, 0), MAX_CUBES)):
            r, c = divmod(i, per_row)
            painter.drawRoundedRect(QRectF(c * (CUBE + GAP) + 1, r * (CUBE + GAP) + 1, CUBE, CUBE), 2, 2)
        painter.end()
