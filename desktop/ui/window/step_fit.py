"""The step area's height in the main window: the step and the drawn card under the chart take
the height the step's text and answers need, the chart the rest; a step taller than the room
left is set smaller (down to the window's text size), and scrolls past that."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QWidget

from desktop.ui.play.card_view import CARD_LEAST, card_width
from desktop.ui.play.step_room import fit_step, measure
from desktop.ui.widgets.text_pane import UNLIMITED

if TYPE_CHECKING:
    from desktop.core.play.view import GameView
    from desktop.ui.window.main_window import MainWindow

STEP_MIN = 200  # the step area's least height (a short step and its answers)
STEP_SLACK = 160  # unused height the step keeps before it gives it back to the chart
FIT_SLACK = 4  # pixels a step fitted to its room leaves spare (no scroll bar for a rounding)


class StepArea(QWidget):
    """The step and the drawn card; a new width (the window or a splitter moved) may need a
    new height, so the window fits it again; so may a new height while the step's text is cut
    to a scrolling pane (the room it was fitted to has changed)."""

    def __init__(self, refit: Callable[[], None], cut: Callable[[], bool]) -> None:
        super().__init__()
        self.refit, self.cut = refit, cut

    def sizeHint(self) -> QSize:
        # Its scroll area measures its height at this width: the width the area shows (its
        # viewport's), so a step that fits is not given the height it needs at another width.
        # QObject.parent, not parentWidget: PySide6 finds the Python type of a QWidget* it has
        # not seen (the viewport, made by Qt) by making the type of every widget class, ≈ 12 ms
        # of the first paint; a QObject* it types from its meta-object at once.
        shown = self.parent()
        width = shown.width() if isinstance(shown, QWidget) else self.width()
        return QSize(width, self.heightForWidth(width)) if width > 50 else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        # Its layout sums its rows' least heights, the step's wrapped text counted at its
        # narrowest (135 px for a text of 81 at its width, 248 in all for a step of 167): the
        # scroll area held the area that tall, and the room under a short step was never given
        # back. Its least height is the one its width needs.
        least = super().minimumSizeHint()
        return QSize(least.width(), min(least.height(), self.sizeHint().height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wider = event.oldSize().width() != event.size().width()
        taller = event.oldSize().height() != event.size().height()
        if wider or (taller and (self.cut() or self._scrolls())):
            # after the layouts took the new size; never once this area is gone (window closed)
            QTimer.singleShot(0, self, self.refit)

    def _scrolls(self) -> bool:
        """Whether the area is taller than the room its scroll area shows: it was fitted before
        its layout settled (a new step's least height), and the chart may have room to give."""
        shown = self.parent()  # the scroll area's viewport (see sizeHint)
        return isinstance(shown, QWidget) and self.height() > shown.height()


def bottom_gap(area: QWidget) -> int:
    """The gap between the step and the card beside it (the step area's layout spacing)."""
    layout = area.layout()
    return layout.spacing() if layout is not None else 0


class StepFit(QObject):
    """Fits one window's step area to its step, view after view."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.fitted_for = ""  # the bot the step area was last fitted for
        self.fitted_way: tuple[str, int] | None = None  # its run's outermost chart, nodes passed
        # Once a resize is laid out (the columns' widths fitted to it too), the step is fitted
        # anew: one fit for the many resizes of a drag
        self.settled = QTimer(self)
        self.settled.setSingleShot(True)
        self.settled.setInterval(0)
        self.settled.timeout.connect(lambda: self.fit(slack=0))

    def for_view(self, view: GameView) -> None:
        """At a run's first step, or another bot's running step, the step may give room back to
        the chart; else it only grows, so the chart is not resized and repainted step after
        step. A bot that waits keeps the room the last step had: its run's first step fits it
        once, where giving room back at the switch and taking it again at the start resized the
        chart twice (the slowest steps of a two-bot game)."""
        chart = view.chart if view.step is not None else None  # None: the bot waits
        way = (chart.stack[0][0] if chart.stack else chart.chart, len(chart.path)) if chart else None
        # A run's first step: nothing passed yet, or a way shorter than the last step's in the
        # same chart (a run whose first nodes the app answered itself, as some packs' every turn:
        # with one bot the step area otherwise only grew, the chart squeezed all game long).
        first = chart is not None and (not chart.path or self._new_way(way))
        shrink = chart is not None and (first or view.active != self.fitted_for)
        self.fit(slack=STEP_SLACK if shrink else None)
        self.fitted_for = view.active
        if way is not None:
            self.fitted_way = way

    def _new_way(self, way: tuple[str, int] | None) -> bool:
        """Whether `way` (the run's outermost chart, the nodes passed in the chart shown) begins
        anew against the last step fitted: another chart, or fewer nodes passed."""
        last = self.fitted_way
        return way is not None and last is not None and (way[0] != last[0] or way[1] < last[1])

    def later(self) -> None:
        """Fit once the window is laid out again (a new text size)."""
        QTimer.singleShot(0, self, self.fit)

    def resized(self) -> None:
        """The window was resized: the chart and the step share it as a window opened at that
        size would, the step the height it needs and the chart the rest (the step kept its
        height, and the chart gave or took all of the change: squeezed after a resize down and
        back, with 100 to 200 px blank under the answers). Fitted now, and again once the
        columns' widths are fitted to the new size."""
        self.fit(slack=0)
        self.settled.start()

    def fit(self, slack: int | None = STEP_SLACK) -> None:
        """Give the step the height it needs: grow at once; shrink only when at least `slack`
        px are spare (None: never), so the chart is not resized from step to step; the chart
        keeps at least its minimum. A step that would need more than that leaves is set smaller
        (down to the window's text size), and scrolls past that."""
        w = self.window
        area = w.step_area
        width = area.width() if area.width() > 50 else w.center.width()
        w.card_view.set_widest(card_width(width))  # before the step beside it is measured
        top, have = w.center.sizes() or [0, 0]
        total = top + have
        chart = w.center.widget(0)  # the chart with its breadcrumb and the node info under it
        room = total - (chart.minimumSizeHint().height() if chart is not None else 0)
        # the panel's width beside the card, as the area is now: with a scroll bar, fitted to the
        # width it leaves (Qt keeps a scroll bar while the area is taller than its room at that
        # width: fitted to the whole width, a step at 1024×650 kept one, its last answer cut)
        shown = w.card_view.isVisibleTo(w)
        gap = max(bottom_gap(area), 0)
        card = w.card_view.width() + gap if shown else 0
        fits_in = max(room - FIT_SLACK, STEP_MIN)
        changed = fit_step(w.step_panel, width - card, fits_in)
        # Still taller than its room (a pack's sixteen answers in Ukrainian at 1280×720, two lines
        # each): the card gives the step its width down to its least for this step. A step whose
        # text fit_step left whole fits (it measured so): measured again only when it was cut.
        cut = w.step_panel.text_pane.limit != UNLIMITED
        if (
            shown
            and cut
            and w.card_view.widest > CARD_LEAST
            and measure(w.step_panel, width - card) > fits_in
        ):
            w.card_view.set_widest(CARD_LEAST)
            card = w.card_view.width() + gap
            changed = fit_step(w.step_panel, width - card, fits_in) or changed
        if changed:
            # Its height for its width changed, which Qt tells no one: the area's layout and its
            # scroll area measure it again
            w.step_panel.updateGeometry()
            area.updateGeometry()
            QApplication.postEvent(w.step_scroll, QEvent(QEvent.Type.LayoutRequest))
        layout = area.layout()
        need = layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth() else 0
        need = max(need, area.minimumSizeHint().height(), STEP_MIN)
        if total <= 0 or (have >= need and (slack is None or have - need < slack)):
            return
        bottom = min(need, room) if room > STEP_MIN else need
        if bottom != have:
            w.center.setSizes([total - bottom, bottom])
