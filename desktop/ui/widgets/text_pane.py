"""A long text that scrolls in its own pane only when it must: as tall as its wrapped lines
until it is given a height limit, then that high with a scroll bar, so what follows it (a step's
answers) stays in view under it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

UNLIMITED = 16_777_215  # Qt's QWIDGETSIZE_MAX


class TextPane(QScrollArea):
    """Holds one wrapped label; its height follows the label's for a width, up to `limit`."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the step's keys stay the step's
        self.setWidget(label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.limit = UNLIMITED

    def set_limit(self, height: int) -> None:
        """The most height the pane takes (UNLIMITED: all its text needs)."""
        if height != self.limit:
            self.limit = height
            self.setMaximumHeight(height)
            self.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return min(self.label.heightForWidth(width), self.limit)

    def sizeHint(self) -> QSize:
        hint = self.label.sizeHint()
        return QSize(hint.width(), min(hint.height(), self.limit))

    def minimumSizeHint(self) -> QSize:
        line = self.label.fontMetrics().lineSpacing()
        return QSize(self.label.minimumSizeHint().width(), min(line * 2, self.limit))
