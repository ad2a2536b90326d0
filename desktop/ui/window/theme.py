"""Light and dark themes: Fusion style with a palette, the same on every platform; the outlines
of fields, boxes and buttons drawn in a colour that stands out from the ground (≥ 3:1), and a
clear mark on whatever has the keyboard focus, in both themes."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

from desktop.ui.chart.chart_items import use_theme
from desktop.ui.indicators import mark_size, use_indicator_style
from desktop.ui.keys import tabbed
from desktop.ui.tones import tone, use_theme_tones

Role = QPalette.ColorRole
State = QStyle.StateFlag
_LIGHT = {
    # Fusion's own blue under white text is 3.6:1, its placeholder grey 3.9:1: both a little darker
    Role.Highlight: "#1d4ed8",
    Role.PlaceholderText: "#6b6b6b",
    Role.Link: "#1d4ed8",
}
_DARK = {
    Role.Window: "#1f2329",
    Role.WindowText: "#e5e7eb",
    Role.Base: "#15181d",
    Role.AlternateBase: "#262b33",
    Role.Text: "#e5e7eb",
    Role.Button: "#2b3039",
    Role.ButtonText: "#e5e7eb",
    Role.Highlight: "#2563eb",
    Role.HighlightedText: "#ffffff",
    Role.ToolTipBase: "#2b3039",
    Role.ToolTipText: "#e5e7eb",
    Role.PlaceholderText: "#9ca3af",
    Role.Mid: "#4b5563",
    Role.Dark: "#9ca3af",
    Role.Link: "#93c5fd",
}
_DARK_DISABLED = {Role.Text: "#6b7280", Role.ButtonText: "#6b7280", Role.WindowText: "#6b7280"}

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
        focused = self._keys_here(option, widget)
        if radius is not None and not self._frameless(element, option, widget):
            self._outline(painter, QRectF(option.rect), radius, option, focused)
        elif element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            self._outline(painter, QRectF(option.rect), option.rect.width() / 2, option, focused)

    @staticmethod
    def _keys_here(option: QStyleOption, widget: QWidget | None) -> bool:
        """Whether the keys go to this control: a field with the focus, a button reached with
        Tab (one the window gave the focus to leaves Space and Enter to the step: no mark)."""
        has = bool(option.state & State.State_HasFocus)
        return has and tabbed(widget) if isinstance(widget, QAbstractButton) else has

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
        super().drawComplexControl(control, option, painter, widget)
        frame = getattr(option, "frame", True)
        if control in OUTLINED_COMPLEX and frame:
            self._outline(painter, QRectF(option.rect), 2.0, option, self._keys_here(option, widget))
        elif control == QStyle.ComplexControl.CC_ToolButton and self._keys_here(option, widget):
            self.focus_band(painter, QRectF(option.rect))

    @staticmethod
    def _outline(painter: QPainter, rect: QRectF, radius: float, option: QStyleOption, focused: bool) -> None:
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        color = tone("focus") if focused and enabled else tone("outline")
        if not enabled:  # an inactive control: its edge recedes, as its words do
            color.setAlphaF(0.45)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(color, 2 if focused and enabled else 1))
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


class GrowingMarks(ContrastStyle):
    """The contrast style of the widgets that draw check marks (desktop/ui/indicators.py): a mark
    grows with its words. Only they have it: Qt asks a style written in Python for every measure
    through Python, thousands of times while a window is laid out."""

    def pixelMetric(
        self, metric: QStyle.PixelMetric, option: QStyleOption | None = None, widget: QWidget | None = None
    ) -> int:
        size = super().pixelMetric(metric, option, widget)
        if metric in INDICATORS and widget is not None:  # a check box grows with its words
            return mark_size(widget, size)
        return size


class FocusRing(QWidget):
    """A band in the focus tone drawn over the edge of a scroll area (the chart, a mat, a list)
    while it has the keyboard focus: they draw no mark of their own."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.target: QWidget | None = None

    def follow(self, target: QWidget | None) -> None:
        """Mark `target` (None: nothing)."""
        if self.target is not None and shiboken6.isValid(self.target):  # a closed dialog's list is gone
            self.target.removeEventFilter(self)
        self.target = target
        if target is None:
            self.hide()
            self.setParent(None)
            return
        self.setParent(target)
        self.setGeometry(target.rect())
        target.installEventFilter(self)
        self.raise_()
        self.show()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.target and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.target.rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        ContrastStyle.focus_band(painter, QRectF(self.rect()))
        painter.end()


class FocusMarks(QObject):
    """Marks the focused widget when it draws no mark of its own (the chart, the mat and other
    scroll areas): one ring follows the focus."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.ring: FocusRing | None = None
        app.focusChanged.connect(self._moved)

    def _moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        target = new if isinstance(new, QAbstractScrollArea) else None
        if target is None and self.ring is None:
            return
        if self.ring is None or not shiboken6.isValid(self.ring):
            self.ring = FocusRing()
        self.ring.follow(target)


_MARKS: FocusMarks | None = None
_STYLE: ContrastStyle | None = None
_GROWING: GrowingMarks | None = None


def palette_of(theme: str) -> QPalette:
    """The application's palette in a theme (the tests compute its contrasts)."""
    base = QApplication.style().standardPalette()
    colors = _DARK if theme == "dark" else _LIGHT
    for role, color in colors.items():
        base.setColor(role, QColor(color))
    if theme == "dark":
        for role, color in _DARK_DISABLED.items():
            base.setColor(QPalette.ColorGroup.Disabled, role, QColor(color))
    return base


def apply_theme(app: QApplication, theme: str) -> None:
    """Switch the whole application to the light or dark theme (the charts' colours and every
    coloured word too)."""
    global _MARKS
    use_theme(theme)
    use_theme_tones(theme)
    if not isinstance(app.style(), ContrastStyle):
        global _STYLE, _GROWING
        _STYLE = ContrastStyle()  # kept here too: the application must never outlive its style
        app.setStyle(_STYLE)
        _GROWING = GrowingMarks()
        use_indicator_style(_GROWING)
    if _MARKS is None:
        _MARKS = FocusMarks(app)
    app.setPalette(palette_of(theme))
    for widget in app.allWidgets():
        if widget.styleSheet():  # a style sheet keeps the colours it was polished with
            widget.setStyleSheet(widget.styleSheet())
