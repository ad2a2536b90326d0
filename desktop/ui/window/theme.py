"""Light and dark themes: Fusion style with a palette, the same on every platform; the outlines
of fields, boxes and buttons drawn in a colour that stands out from the ground (≥ 3:1), and a
clear mark on whatever has the keyboard focus, in both themes."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QStyle,
    QTabBar,
    QWidget,
)

from desktop.ui.chart.chart_items import use_theme
from desktop.ui.tones import use_theme_tones
from desktop.ui.widgets.bars import MessageBar, StoreMarker
from desktop.ui.widgets.contrast_style import ContrastStyle

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
        target = new if isinstance(new, QAbstractScrollArea | QTabBar) else None  # Fusion's tab mark is faint
        if target is None and self.ring is None:
            return
        if self.ring is None or not shiboken6.isValid(self.ring):
            self.ring = FocusRing()
        self.ring.follow(target)


_MARKS: FocusMarks | None = None
_STYLE: ContrastStyle | None = None


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
        global _STYLE
        _STYLE = ContrastStyle()  # kept here too: the application must never outlive its style
        app.setStyle(_STYLE)
    if _MARKS is None:
        _MARKS = FocusMarks(app)
    app.setPalette(palette_of(theme))
    for widget in app.allWidgets():
        if widget.styleSheet():  # a style sheet keeps the colours it was polished with
            widget.setStyleSheet(widget.styleSheet())
        elif isinstance(widget, MessageBar | StoreMarker):  # their colours are set, not the theme's
            widget.follow_theme()
