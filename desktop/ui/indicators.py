"""Check boxes, radio buttons and lists of check marks whose mark grows with their words: they are
drawn in a style of their own, which the theme gives (desktop/ui/window/theme.py). The application's
style measures nothing in Python: Qt would ask Python for each of the thousands of measures it
takes while a window is laid out (≈ 15 ms of a start), for the few widgets that need one."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QStyle, QWidget

_style: QStyle | None = None


def use_indicator_style(style: QStyle) -> None:
    """The style of the widgets that draw check marks, made from now on (the theme sets it)."""
    global _style
    _style = style


def mark_size(widget: QWidget, least: int) -> int:
    """A check mark's size beside `widget`'s words: the style's `least`, or more for large words."""
    return max(least, widget.fontMetrics().height() * 3 // 4)


def grow_with_words(widget: QWidget) -> None:
    """Draw `widget`'s check marks as large as its words ask (no change before a theme is set)."""
    if _style is not None:
        widget.setStyle(_style)


class MarkCheckBox(QCheckBox):
    """A check box that takes the growing marks' style only once its words are large enough for
    its mark to grow (at the usual text size it never does): a mat's flags in the first frame of
    the start then cost Qt no call into Python, nor PySide6 the making of every style option's
    Python type, which that first call brings (≈ 4 ms)."""

    def __init__(self) -> None:
        super().__init__()
        self._fit_mark()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_mark()

    def _fit_mark(self) -> None:
        if _style is None or self.style() is _style:
            return
        least = QApplication.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
        if mark_size(self, least) > least:
            self.setStyle(_style)
