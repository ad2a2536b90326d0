"""A counter drawn as cubes, as on the physical mat."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

CUBE = 14
GAP = 3
MAX_CUBES = 60  # cubes drawn at most; the number beside them says the rest
# More cubes than two rows hold are drawn smaller, never taller than two rows: a round's spent
# cubes (50 in Ukrainian, fewer beside a drawn card) gave the mat a scroll bar at 1366×768.
ROWS = 2
SMALLEST = 8  # a small cube and its gap, in pixels
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

    def shown(self) -> int:
        """How many cubes are drawn."""
        return min(max(self.count, 0), MAX_CUBES)

    def step(self, width: int) -> int:
        """A cube and its gap, in pixels: full size while two rows hold them all, else as large
        as fits the cubes in two rows (at least SMALLEST)."""
        full = CUBE + GAP
        if self.shown() <= ROWS * max(1, (width - 1) // full):
            return full
        return max(SMALLEST, min(full, (width - 1) // -(-self.shown() // ROWS)))

    def per_row(self, width: int) -> int:
        """How many cubes fit in a row `width` pixels wide."""
        return max(1, (width - 1) // self.step(width))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = max(1, -(-self.shown() // self.per_row(width)))
        return rows * self.step(width) + 2

    def sizeHint(self) -> QSize:
        return QSize(10 * (CUBE + GAP), self.heightForWidth(10 * (CUBE + GAP)))

    def minimumSizeHint(self) -> QSize:
        return QSize(CUBE + GAP, CUBE + GAP)

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.color.darker(160), 1))
        painter.setBrush(self.color)
        step = self.step(self.width())
        per_row, cube = self.per_row(self.width()), step - (GAP if step == CUBE + GAP else 2)
        for i in range(self.shown()):
            r, c = divmod(i, per_row)
            painter.drawRoundedRect(QRectF(c * step + 1, r * step + 1, cube, cube), 2, 2)
        painter.end()
