"""The View menu's commands for the main window: the chart's zoom and follow, the log's filter,
the text size of the whole window and the light or dark theme."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from desktop.ui.settings import TEXT_SIZES
from desktop.ui.window.theme import apply_theme

if TYPE_CHECKING:
    from desktop.ui.window.main_window import MainWindow


class ViewMenu(QObject):
    """What the View menu changes in one window (its log entry: PanelWidths.show_log)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def zoom_in(self) -> None:
        """Zoom into the chart."""
        self.window.flowchart.zoom_by(1.25)

    def zoom_out(self) -> None:
        """Zoom out of the chart."""
        self.window.flowchart.zoom_by(0.8)

    def fit_chart(self) -> None:
        """Show the whole chart."""
        self.window.flowchart.fit()

    def follow(self, on: bool) -> None:
        """Whether the chart keeps the current step in view."""
        self.window.flowchart.follow = on

    def log_bot(self) -> None:
        """The log shows the lines of the bot the window follows."""
        self.window.log_view.show_all(False)

    def log_all(self) -> None:
        """The log shows every bot's lines."""
        self.window.log_view.show_all(True)

    def larger_text(self) -> None:
        """One step larger on the text-size scale."""
        self.step_text_size(1)

    def smaller_text(self) -> None:
        """One step smaller on the text-size scale."""
        self.step_text_size(-1)

    def step_text_size(self, delta: int) -> None:
        """One step larger or smaller on the text-size scale."""
        sizes = list(TEXT_SIZES)
        idx = min(range(len(sizes)), key=lambda i: abs(sizes[i] - self.window.settings.text_size))
        self.set_text_size(sizes[min(max(idx + delta, 0), len(sizes) - 1)])

    def set_text_size(self, size: int, save: bool = True) -> None:
        """Text size of the whole window (readable across a table)."""
        w = self.window
        w.settings.text_size = size
        font = QFont(QApplication.font())
        font.setPointSize(size)
        w.setFont(font)
        w.step_panel.set_text_size(size)
        w.card_view.set_text_size(size)
        for panel in w.bot_panels.made():
            panel.set_text_size(size)
        w.flowchart.set_text_size(size)
        w.widths.new_text_size()
        w.step_fit.later()  # the step's height for the new size, once laid out
        if save:
            w.save_settings()

    def light_theme(self) -> None:
        """The light theme."""
        self.set_theme("light")

    def dark_theme(self) -> None:
        """The dark theme."""
        self.set_theme("dark")

    def set_theme(self, theme: str) -> None:
        """Light or dark."""
        self.window.settings.theme = theme
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, theme)
        self.window.flowchart.set_theme(theme)
        self.window.save_settings()
