"""A long text that scrolls in its own pane only when it must: as tall as its wrapped lines
until it is given a height limit, then that high with a scroll bar, so what follows it (a step's
answers) stays in view under it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

UNLIMITED = 16_777_215  # Qt's QWIDGETSIZE_MAX


class TextPane(QScrollArea):
    """Holds one wrapped label; its height follows the label's for a width, up to `limit`."""

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The label is sized here, to its height at the pane's width: a resizable scroll area
        # measures a wrapped label at its own preferred width and showed a scroll bar (and lost a
        # line to it) where the text fitted.
        self.setWidgetResizable(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the step's keys stay the step's
        self.setWidget(label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.limit = UNLIMITED
        # The label's height at a width, for its text, font and screen: a wrapped label lays its
        # text out again at every ask, and a step asks a few dozen times for the same few widths.
        self._heights: dict[int, int] = {}
        self._heights_for: tuple[str, str, int] = ("", "", 0)

    def label_height(self, width: int) -> int:
        """The label's height at `width` (its text wrapped there)."""
        label = self.label
        what = (label.text(), label.font().key(), label.logicalDpiY())
        if what != self._heights_for:
            self._heights_for, self._heights = what, {}
        known = self._heights.get(width)
        if known is None:
            known = self._heights[width] = label.heightForWidth(width)
        return known

    def set_limit(self, height: int, measure: bool = False) -> None:
        """The most height the pane takes (UNLIMITED: all its text needs); `measure`: only for
        its layout to measure with (the pane is not resized to it)."""
        if height != self.limit:
            self.limit = height
            # measuring, the pane's maximum is lifted (never lowered: that would resize it now)
            self.setMaximumHeight(UNLIMITED if measure else height)
            if not measure:
                self.fit_label()
            self.updateGeometry()

    def text_changed(self) -> None:
        """The label's text or font changed: the layout holding the pane asks its height again
        at once (the label's own news reaches the pane only when the event loop runs). The
        label is fitted when the pane has its new height (its resize, or the label's news): at
        the old height a longer text turned the scroll bar on only for the layout to turn it
        off again, which laid the pane out twice a step."""
        self._heights_for = ("", "", 0)  # measured afresh, whatever changed
        self.updateGeometry()

    def fit_label(self) -> None:
        """The label as wide as the pane (less a scroll bar when its text is taller than the
        pane) and as tall as its lines are there; the scroll bar only then."""
        fits = self.label_height(self.width()) <= self.height()
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fits else Qt.ScrollBarPolicy.ScrollBarAlwaysOn
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)
        width = self.width() - (0 if fits else self.verticalScrollBar().sizeHint().width())
        size = QSize(width, max(self.label_height(width), self.height() if fits else 0))
        if self.label.size() != size:
            self.label.resize(size)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_label()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the label's text or font changed
            self.updateGeometry()  # the step's layout asks the pane's height again
            self.fit_label()
        return super().viewportEvent(event)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return min(self.label_height(width), self.limit)

    def sizeHint(self) -> QSize:
        hint = self.label.sizeHint()
        return QSize(hint.width(), min(hint.height(), self.limit))

    def minimumSizeHint(self) -> QSize:
        line = self.label.fontMetrics().lineSpacing()
        return QSize(self.label.minimumSizeHint().width(), min(line * 2, self.limit))
