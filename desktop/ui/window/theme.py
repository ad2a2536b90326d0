"""Light and dark themes: Fusion style with a palette, the same on every platform."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from desktop.ui.chart.chart_items import use_theme

_DARK = {
    QPalette.ColorRole.Window: "#1f2329",
    QPalette.ColorRole.WindowText: "#e5e7eb",
    QPalette.ColorRole.Base: "#15181d",
    QPalette.ColorRole.AlternateBase: "#262b33",
    QPalette.ColorRole.Text: "#e5e7eb",
    QPalette.ColorRole.Button: "#2b3039",
    QPalette.ColorRole.ButtonText: "#e5e7eb",
    QPalette.ColorRole.Highlight: "#3b82f6",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.ToolTipBase: "#2b3039",
    QPalette.ColorRole.ToolTipText: "#e5e7eb",
    QPalette.ColorRole.PlaceholderText: "#9ca3af",
    QPalette.ColorRole.Mid: "#4b5563",
    QPalette.ColorRole.Link: "#93c5fd",
}


def apply_theme(app: QApplication, theme: str) -> None:
    """Switch the whole application to the light or dark theme (the charts' colours too)."""
    use_theme(theme)
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    palette = app.style().standardPalette()
    if theme == "dark":
        for role, color in _DARK.items():
            palette.setColor(role, QColor(color))
        palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#6b7280"))
        palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#6b7280"))
    app.setPalette(palette)
