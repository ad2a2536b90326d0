"""Colours that carry a meaning (a warning, a refusal, a damaged game, a hint, the outline of a
control, the focus mark), one set per theme, each chosen for its contrast with the theme's
grounds (text ≥ 4.5:1, outlines ≥ 3:1; tests/ui/test_contrast.py computes them). A widget asks
for a tone by name and keeps it through theme changes."""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

# Each tone per theme. "outline": the edge of a field, box or button; "focus": the mark of the
# widget that has the keyboard focus; "warning" / "error" / "damaged": words that say so (always
# beside a word or mark that says it too); "quiet": hints and other small print.
TONES: dict[str, dict[str, str]] = {
    "light": {
        "outline": "#6b6b6b",
        "focus": "#1d4ed8",
        "warning": "#92400e",
        "error": "#b91c1c",
        "damaged": "#991b1b",
        "quiet": "#4b5058",
        "accent": "#1d4ed8",
    },
    "dark": {
        "outline": "#9aa3b0",
        "focus": "#60a5fa",
        "warning": "#fbbf24",
        "error": "#fca5a5",
        "damaged": "#fca5a5",
        "quiet": "#b4bac3",
        "accent": "#60a5fa",
    },
}

_theme = "light"
# Widgets showing a tone, with the tone and the palette roles it colours (weak: a widget gone is
# forgotten).
_TONED: dict[int, tuple[weakref.ref[QWidget], str, tuple[QPalette.ColorRole, ...]]] = {}
TEXT_ROLES = (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text)


def theme() -> str:
    """The theme whose tones are in use."""
    return _theme


def tone(name: str, of: str | None = None) -> QColor:
    """A tone's colour in the theme in use (or in `of`)."""
    return QColor(TONES[of or _theme][name])


def luminance(color: QColor) -> float:
    """The relative luminance of a colour (WCAG 2)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """The contrast ratio of two colours (1 to 21; WCAG 2)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def use_tone(widget: QWidget, name: str, roles: tuple[QPalette.ColorRole, ...] = TEXT_ROLES) -> None:
    """Draw `widget`'s text (or the given roles) in a tone, now and after every theme change;
    "" draws it in the theme's own colours again."""
    key = id(widget)
    if not name:
        if _TONED.pop(key, None) is not None:
            widget.setPalette(QPalette())  # nothing set: the theme's colours again
        return
    known = _TONED.get(key)
    if known is None or known[0]() is not widget:
        widget.destroyed.connect(lambda *_: _TONED.pop(key, None))
    _TONED[key] = (weakref.ref(widget), name, roles)
    _paint(widget, name, roles)


def _paint(widget: QWidget, name: str, roles: tuple[QPalette.ColorRole, ...]) -> None:
    palette = QPalette()  # only these roles are set: every other colour comes from the theme
    for role in roles:
        palette.setColor(role, tone(name))
    widget.setPalette(palette)


def use_theme_tones(name: str) -> None:
    """Switch to a theme's tones; every widget showing one is drawn in the new colour."""
    global _theme
    _theme = name if name in TONES else "light"
    for key, (ref, tone_name, roles) in list(_TONED.items()):
        widget = ref()
        if widget is None or not shiboken6.isValid(widget):
            _TONED.pop(key, None)
        else:
            _paint(widget, tone_name, roles)
