"""The widths of the main window's three columns (the bots' mats, the chart over the step, the
turn log): a share each of the window until the player drags a splitter, and the log folded to
its strip when the step beside it would have too few words a line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from desktop.ui.log.log_view import LOG_MIN

if TYPE_CHECKING:
    from desktop.ui.window.main_window import MainWindow

PREFERRED = QSize(1440, 900)
BARE_PANEL = 250  # the bot panel's width when the pack's bots have no mat: its buttons only
CENTER_MIN = 700  # the chart and step's least width while the window has it (1366×768 has)
CENTER_SHORT = 620  # ... and what they give the mats' column when a mat fits only so (1280×720)
SHORT_WIDTH = 1366  # windows narrower than this may give it (1366×768 and wider stay as they were)
WIDER_STEP = 8  # pixels at a time the mats' column grows until its mat fits
STEP_CHARS = 40  # the step's least width, in characters of the window's text, beside a shown log
SAMPLE = "abcdefghijklmnopqrstuvwxyz ABCDEFG"  # text whose width per character is measured


def screen_room(window: QWidget) -> QSize:
    """The room the window's screen leaves for windows (taskbars and panels taken off)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().size() if screen is not None else PREFERRED


def default_size(window: QWidget) -> QSize:
    """The window's first size: the preferred one, but never larger than the screen's room
    (a 1366×768 laptop gets the whole screen)."""
    return PREFERRED.boundedTo(screen_room(window))


class PanelWidths(QObject):
    """Sets the main splitter's widths for one window, and shows or folds its log."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.by_hand = False  # the player dragged a splitter: their widths stay
        self.log_width = LOG_MIN  # the log's width before it was hidden
        self.log_asked = False  # the player showed the log though the step lacked the room
        window.splitter.splitterMoved.connect(self._moved)

    def _moved(self, *_: int) -> None:
        self.by_hand = True

    def refit(self) -> None:
        """Widths for the window as it is now, unless the player chose their own."""
        if not self.by_hand:
            self.fit()

    def fit(self) -> None:
        """Panels take widths that suit the window: the mats and the log a share each within
        bounds (a pack whose bots have no mat needs only the panel's buttons; a hidden log only
        its strip), the chart and step the rest."""
        w = self.window
        width = max(w.width() - 12, 600)
        left = int(min(max(width * 0.29, 300), 480))
        if w.controller.view.bots and not any(bot.mat for bot in w.controller.view.bots):
            # Start and Stop side by side, halves of the row, their labels whole (the panel's own
            # hint lets them shrink)
            need = max(
                (
                    2 * max(p.turn_button.sizeHint().width(), p.stop_button.sizeHint().width()) + 16
                    for p in w.bot_panels.made()
                ),
                default=0,
            )
            left = min(left, max(BARE_PANEL, need, self._tabs_need()))
        self.fold_log(width - left)
        log = int(min(max(width * 0.19, LOG_MIN), 420)) if w.log_pane.shown else w.log_pane.strip_width()
        # The chart and step keep their room: the splitter has the window less the page's margins
        # (4 px each side) and its two handles.
        room = w.width() - 8 - 2 * w.splitter.handleWidth()
        left = max(min(left, room - log - CENTER_MIN), 250)
        if w.width() < SHORT_WIDTH:
            left = self._to_fit_mat(left, room - log - CENTER_SHORT)
        w.splitter.setSizes([left, width - left - log, log])

    def _to_fit_mat(self, left: int, most: int) -> int:
        """The mats' column wider than its share, up to `most` pixels, when the followed bot's
        whole mat fits its panel only so (the panel first folds what it can: `BotPanel.fits_at`):
        as little wider as that takes, and not at all when even `most` leaves it scrolling."""
        panel = next((p for p in self.window.bot_panels.made() if p.isVisible()), None)
        if panel is None or most <= left or panel.fits_at([left]) is not None:
            return left
        found = panel.fits_at([*range(left + WIDER_STEP, most, WIDER_STEP), most])
        return left if found is None else found

    def _tabs_need(self) -> int:
        """The width the bots' tabs and the + Bot button beside them take whole (three bots
        of a pack without a mat had their tabs shortened to "…" in a panel sized for its buttons)."""
        tabs = self.window.bot_tabs
        corner = tabs.cornerWidget(Qt.Corner.TopRightCorner)
        extra = corner.sizeHint().width() if corner is not None and not corner.isHidden() else 0
        bar = tabs.tabBar()
        return sum(bar.tabSizeHint(i).width() for i in range(bar.count())) + extra + 8

    def fold_log(self, room: int) -> None:
        """At a text size so large that the step beside the log would have too few words a line,
        the log folds to its strip (not remembered: it comes back at a smaller size); the
        player can still show it (Ctrl+L, «)."""
        w = self.window
        metrics = w.fontMetrics()
        step = STEP_CHARS * metrics.horizontalAdvance(SAMPLE) // len(SAMPLE)
        crowded = room - LOG_MIN < step
        shown = w.settings.log_shown and (self.log_asked or not crowded)
        if shown != w.log_pane.shown:
            w.log_pane.set_shown(shown)
            action = w.menu_actions["log"]
            action.blockSignals(True)  # the menu shows the log's state; nothing is saved
            action.setChecked(shown)
            action.blockSignals(False)

    def show_log(self, on: bool) -> None:
        """Show the turn log, or hide it to a thin strip so the step and chart get its room
        (View → Turn log, the log's » and the strip's «); remembered for the next start."""
        w = self.window
        if on == w.log_pane.shown:
            return
        self.log_asked = on  # shown by the player: it stays, whatever the room
        w.settings.log_shown = on
        left, middle, log = w.splitter.sizes() or [0, 0, 0]
        if not on:
            self.log_width = log
        w.log_pane.set_shown(on)
        if self.by_hand:  # the player's widths stay; only the log's room moves
            wanted = max(self.log_width, LOG_MIN) if on else w.log_pane.strip_width()
            w.splitter.setSizes([left, max(middle + log - wanted, 0), wanted])
        else:
            self.fit()
        w.save_settings()

    def new_text_size(self) -> None:
        """Another text size: the log folds or comes back as the room says."""
        self.log_asked = False
        self.refit()
