"""How large the step and its answers are drawn, and how the step fits the room the window
leaves it: touch-size answers that grow with the window and the text size; step text larger than
the window's, set smaller (down to the window's size) when the room is short, then the app's own
answers above it counted instead of listed, and past that the text scrolls in its own pane while
the answers stay in view."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLayout

from desktop.ui.widgets.flow_layout import TOUCH_MIN
from desktop.ui.widgets.text_pane import UNLIMITED

if TYPE_CHECKING:
    from desktop.ui.play.step_panel import StepPanel

AUTO_LINES = 3  # automatic answers shown above the step; the log holds the rest
VALUE_BUTTONS = 13  # a number question with at most this many answers gets one button each
TOUCH_OF_WINDOW = 17  # answers are at least 1/17 of the window's height (45 px at 768, 63 at 1080)
TOUCH_PAD = 22  # px around an answer's line of text: answers grow with the text size
MANY_ANSWERS = 8  # a question with more answers keeps them at the least touch size, all in view
MOST_COLUMNS = 4  # many answers stand in at most this many columns
COLUMN_OF_TOUCH = 3  # a column of answers is at least this many least touch heights wide
ANSWER_SCALE = 1.2  # answers' text against the window's text (the step's own is larger still)


def touch_height(window_height: int, line_px: int) -> int:
    """The height of an answer button: a thumb's target at least, more in a taller window or
    with larger text."""
    return max(TOUCH_MIN, round(window_height / TOUCH_OF_WINDOW), line_px + TOUCH_PAD)


LARGE_SCALE = 1.15  # the step text against the window's at the largest text size


def text_scale(length: int, size: int = 11) -> float:
    """How much larger than the window's text the step text is: large, and a little smaller for
    the few long instructions, so the whole step stays in view on a laptop; at a large text size
    the window's words are large already, and the step stands out by less (it still grows)."""
    base = 1.6 if length <= 220 else 1.4 if length <= 420 else 1.25
    ease = min(max((size - 12) / 12, 0.0), 1.0)
    return base - (base - min(base, LARGE_SCALE)) * ease


SQUEEZES = (1.0, 0.9, 0.8, 0.7, 0.6)  # the step text's sizes tried, against its own


def fit_step(panel: StepPanel, width: int, room: int) -> bool:
    """Set the step text smaller, down to the window's text size, while the panel needs more
    than `room` pixels of height at `width` (a long step at a large text size); past that, the
    text scrolls in its pane and the answers stay in view. True when that changed."""
    if panel.layout() is None or width <= 0:
        return False
    pane = panel.text_pane
    was = (panel.squeeze, pane.limit, panel.auto_lines)
    pane.set_limit(UNLIMITED)  # measured with all of the text shown
    panel.answers.updateGeometry()  # its answers may have just changed: measured afresh
    # Short of room, the step's text gets smaller (down to the window's size); then the app's
    # own answers above it are counted on one line, not listed (the log holds them); last, a
    # lone answer is counted too (two lines long, it can be what is missing).
    for most in (AUTO_LINES, 1, 0):
        panel.limit_auto(most)
        for squeeze in SQUEEZES:
            if squeeze != panel.squeeze:
                panel.squeeze = squeeze
                panel.size_text()
            whole = measure(panel, width)
            if whole <= room:
                return (panel.squeeze, pane.limit, panel.auto_lines) != was
    # The tallest pane that lets the step fit, found by its own layout at this width (its
    # height grows with the pane's, one for one or not at all where the rest is taller).
    lines = panel.text.fontMetrics().lineSpacing()
    low, high = min(whole, 3 * lines + 4), whole  # three lines at least, or all of it
    while high - low > 2:
        middle = (low + high) // 2
        pane.set_limit(middle, measure=True)
        if measure(panel, width) <= room:
            low = middle
        else:
            high = middle
    pane.set_limit(UNLIMITED, measure=True)
    pane.set_limit(low)
    measure(panel, width)
    return (panel.squeeze, pane.limit, panel.auto_lines) != was


def measure(panel: StepPanel, width: int) -> int:
    """The panel's height at `width` as its layouts would make it now: each nested row is told
    to forget the heights it kept (they are kept until the event loop lays them out)."""
    layout = panel.layout()
    assert layout is not None
    forget_sizes(layout)
    return layout.totalHeightForWidth(width)


def forget_sizes(layout: QLayout) -> None:
    """Make a layout and the rows in it measure their items again."""
    for i in range(layout.count()):
        item = layout.itemAt(i)
        row = item.layout() if item is not None else None
        if row is not None:
            forget_sizes(row)
    layout.invalidate()
