"""Check boxes, radio buttons and lists of check marks whose mark grows with their words: they are
drawn in a style of their own, which the theme gives (desktop/ui/window/theme.py). The application's
style measures nothing in Python: Qt would ask Python for each of the thousands of measures it
takes while a window is laid out (≈ 15 ms of a start), for the few widgets that need one."""

from __future__ import annotations

from PySide6.QtWidgets import QStyle, QWidget

_style: QStyle | None = None


def use_indicator_style(style: QStyle) -> None:
    """The style of the widgets that draw check marks, made from now on (the theme sets it)."""
    global _style
    _style = style


def grow_with_words(widget: QWidget) -> None:
    """Draw `widget`'s check marks as large as its words ask (no change before a theme is set)."""
    if _style is not None:
        widget.setStyle(_style)
