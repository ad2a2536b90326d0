"""The theme's style: Fusion with the outlines of fields, boxes and buttons drawn in a colour that
stands out from the ground (≥ 3:1) and a clear mark on whatever has the keyboard focus; the
controls with a check mark get a style whose marks grow with their words."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

from desktop.ui.keys import tabbed
from desktop.ui.tones import theme as tone_theme
from desktop.ui.tones import tone

State = QStyle.StateFlag

# The primitives whose edge Fusion draws in the window's colour made darker (1.13:1 in the dark
# theme, 2:1 in the light one): drawn again in the theme's outline tone.
OUTLINED = {
    QStyle.PrimitiveElement.PE_FrameLineEdit: 2.0,
    QStyle.PrimitiveElement.PE_PanelButtonCommand: 2.0,
    QStyle.PrimitiveElement.PE_IndicatorCheckBox: 1.0,
}
OUTLINED_COMPLEX = (QStyle.ComplexControl.CC_SpinBox, QStyle.ComplexControl.CC_ComboBox)
FOCUS_WIDTH = 2
Metric = QStyle.PixelMetric
INDICATORS = (
    Metric.PM_IndicatorWidth,
    Metric.PM_IndicatorHeight,
    Metric.PM_ExclusiveIndicatorWidth,
    Metric.PM_ExclusiveIndicatorHeight,
)


class ContrastStyle(QProxyStyle):
    """Fusion, with the outlines of controls and the focus mark in the theme's tones."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        radius = OUTLINED.get(element)
        if radius is None:  # most primitives (asked a dozen times a step): nothing more to draw
            if element != QStyle.PrimitiveElement.PE_IndicatorRadioButton:
                return
            radius = option.rect.width() / 2
        elif self._frameless(element, option, widget):
            return
        self._outline(painter, QRectF(option.rect), radius, option, self._keys_here(option, widget))

    @staticmethod
    def _keys_here(option: QStyleOption, widget: QWidget | None) -> bool:
        """Whether the keys go to this control: a field with the focus; a button of the main
        window reached with Tab (one the window gave the focus to leaves Space and Enter to the
        step: no mark); a dialog's button with the focus (Enter and Space press it)."""
        has = bool(option.state & State.State_HasFocus)
        if not has or not isinstance(widget, QAbstractButton):
            return has
        return tabbed(widget) or isinstance(widget.window(), QDialog)

    @staticmethod
    def _frameless(element: QStyle.PrimitiveElement, option: QStyleOption, widget: QWidget | None) -> bool:
        """A flat button (the log's ») keeps its look without an edge."""
        flat = bool(option.state & QStyle.StateFlag.State_AutoRaise)
        return element == QStyle.PrimitiveElement.PE_PanelButtonCommand and flat

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if control == QStyle.ComplexControl.CC_ScrollBar and widget is not None:
            self._scroll_bar(option, painter, widget)
            return
        super().drawComplexControl(control, option, painter, widget)
        frame = getattr(option, "frame", True)
        if control in OUTLINED_COMPLEX and frame:
            self._outline(painter, QRectF(option.rect), 2.0, option, self._keys_here(option, widget))
        elif control == QStyle.ComplexControl.CC_ToolButton and self._keys_here(option, widget):
            self.focus_band(painter, QRectF(option.rect))

    def _scroll_bar(self, option: QStyleOptionComplex, painter: QPainter, widget: QWidget) -> None:
        """A flat scroll bar: its groove in the window's colour, the handle in the outline tone
        (the focus tone while dragged) and an arrow at each end, where Fusion's hit them.
        Fusion's own gradients took over a millisecond a paint for the log's tall bar, which
        every step repaints."""
        bar = QStyle.ComplexControl.CC_ScrollBar
        sub = QStyle.SubControl
        ground = option.palette.color(QPalette.ColorRole.Window)
        painter.save()
        painter.fillRect(option.rect, ground.darker(108) if ground.lightness() > 128 else ground.lighter(130))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        handle = QRectF(self.subControlRect(bar, option, sub.SC_ScrollBarSlider, widget)).adjusted(
            2, 2, -2, -2
        )
        dragged = (
            bool(option.state & State.State_Sunken) and option.activeSubControls & sub.SC_ScrollBarSlider
        )
        enabled = bool(option.state & State.State_Enabled)
        if enabled and handle.isValid():
            painter.setBrush(tone("focus") if dragged else tone("outline"))
            painter.drawRoundedRect(handle, 3, 3)
        painter.setBrush(option.palette.color(QPalette.ColorRole.WindowText))
        across = bool(option.state & State.State_Horizontal)
        for part, forward in ((sub.SC_ScrollBarSubLine, False), (sub.SC_ScrollBarAddLine, True)):
            area = QRectF(self.subControlRect(bar, option, part, widget))
            if area.isValid():
                painter.drawPolygon(arrow(area, across, forward))
        painter.restore()

    @staticmethod
    def _outline(painter: QPainter, rect: QRectF, radius: float, option: QStyleOption, focused: bool) -> None:
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(outline_pen(focused and enabled, enabled))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = 1.0 if focused and enabled else 0.5
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        painter.restore()

    @staticmethod
    def focus_band(painter: QPainter, rect: QRectF) -> None:
        """The focus mark: a band in the focus tone along the inside of `rect`."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(tone("focus"), FOCUS_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = FOCUS_WIDTH / 2
        painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), 3, 3)
        painter.restore()


class GrowingIndicators(ContrastStyle):
    """The theme's style for the controls with a check mark: their square or circle grows with
    their words. Only those controls carry it: Qt asks a style's metrics hundreds of times a
    paint (a scroll bar alone about 200), and each answer from Python costs as much as drawing."""

    def pixelMetric(
        self, metric: QStyle.PixelMetric, option: QStyleOption | None = None, widget: QWidget | None = None
    ) -> int:
        size = super().pixelMetric(metric, option, widget)
        if metric in INDICATORS and widget is not None:
            return mark_size(widget, size)
        return size


def mark_size(widget: QWidget, least: int) -> int:
    """A check mark's size beside `widget`'s words: the style's `least`, or more for large words."""
    return max(least, widget.fontMetrics().height() * 3 // 4)


_PENS: dict[tuple[str, bool, bool], QPen] = {}


def outline_pen(focused: bool, enabled: bool) -> QPen:
    """The pen of a control's edge: the focus tone, 2 px, on the control the keys go to; else
    the outline tone, receding on an inactive control as its words do. Made once per theme:
    an edge is drawn a hundred times when a bot's mat is shown."""
    key = (tone_theme(), focused, enabled)
    pen = _PENS.get(key)
    if pen is None:
        color = tone("focus") if focused else tone("outline")
        if not enabled:
            color.setAlphaF(0.45)
        pen = _PENS[key] = QPen(color, 2 if focused else 1)
    return pen


def arrow(area: QRectF, across: bool, forward: bool) -> QPolygonF:
    """A small triangle in the middle of `area`, pointing right or down (`forward`) or back."""
    c, r = area.center(), max(min(area.width(), area.height()) / 4, 2.0)
    tip = 1 if forward else -1
    if across:
        points = [
            QPointF(c.x() + tip * r, c.y()),
            QPointF(c.x() - tip * r, c.y() - r),
            QPointF(c.x() - tip * r, c.y() + r),
        ]
    else:
        points = [
            QPointF(c.x(), c.y() + tip * r),
            QPointF(c.x() - r, c.y() - tip * r),
            QPointF(c.x() + r, c.y() - tip * r),
        ]
    return QPolygonF(points)


_INDICATORS: GrowingIndicators | None = None


def grow_indicators(widget: QWidget) -> None:
    """Let the check marks of `widget` (a check box, a radio button, a list or box with check
    marks) grow with its words."""
    global _INDICATORS
    if _INDICATORS is None:
        _INDICATORS = GrowingIndicators()  # kept: a widget must never outlive its style
    widget.setStyle(_INDICATORS)
