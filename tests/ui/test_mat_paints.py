"""What a step repaints in a bot's panel, counted in paint events (never timed, so the machine's
speed does not matter): another bot's tab paints its mat once, a tab's marks (▶, •) repaint
nothing of the panel that did not change, a value the bot changes repaints the value and not
what lies behind it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import answer_plainly

from desktop.boot.startup import App


class Paints(QObject):
    """Counts the paint events of the widgets under `root`, by the Qt object (a Python wrapper
    may be made again for the same widget)."""

    def __init__(self, root: QWidget) -> None:
        super().__init__()
        self.root = root
        self.counts: dict[int, int] = {}
        self.names: dict[int, str] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's virtual
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            if watched is self.root or self.root.isAncestorOf(watched):
                at = shiboken6.getCppPointer(watched)[0]
                self.counts[at] = self.counts.get(at, 0) + 1
                self.names[at] = watched.objectName() or type(watched).__name__
        return False

    def painted(self, widget: QWidget) -> int:
        """How many times `widget` was painted."""
        return self.counts.get(shiboken6.getCppPointer(widget)[0], 0)


@contextmanager
def paints_under(app: App, root: QWidget) -> Iterator[Paints]:
    """The paint events under `root` while the block runs (and the events it left are handled)."""
    counter = Paints(root)
    app.qapp.installEventFilter(counter)
    try:
        yield counter
        app.qapp.processEvents()
    finally:
        app.qapp.removeEventFilter(counter)


def two_bots_drawn(qtbot: QtBot, make_app: Any) -> App:
    """An EU game of two bots at 1366×768, both panels made and drawn, Castile's first turn
    played through (each step drawn), France's tab shown last."""
    app = make_app()
    app.window.resize(1366, 768)
    bots = [({"name": "Castile"}, None), ({"name": "France"}, None)]
    app.controller.new_game("eupop", bots, seed=3)
    for index in (1, 0):
        app.window.bot_tabs.setCurrentIndex(index)
        qtbot.wait(10)
    app.controller.start_turn()
    for _ in range(200):
        if app.controller.step() is None:
            break
        answer_plainly(app)
        app.qapp.processEvents()
    app.window.bot_tabs.setCurrentIndex(1)
    qtbot.wait(10)
    return app


def test_another_bots_tab_paints_its_mat_once(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    """Showing a bot's tab again paints each widget of its mat once. A mat that filled its own
    ground (its scroll area's viewport, or the values' widget) was painted alone and then again
    with the rest of the tab: ≈ 110 widgets twice at every switch, about a third of its paint."""
    app = two_bots_drawn(qtbot, make_app)
    mat = app.window.bot_panels["b1"].mat
    with paints_under(app, mat.widget()) as paints:
        app.window.bot_tabs.setCurrentIndex(0)
        qtbot.wait(10)
    assert len(paints.counts) > 50, "the mat was painted"
    twice = sorted({paints.names[at] for at, n in paints.counts.items() if n > 1})
    assert not twice, f"{sum(paints.counts.values())} paints of {len(paints.counts)} widgets: {twice[:5]}"


def test_a_tabs_marks_repaint_none_of_the_panel(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    """A turn's start marks its bot's tab (•) and changes the step, the chart and the panel's
    turn buttons; the panel's title, its Routines ▾ and its mat did not change and are not
    painted. A tab's new text laid the tab widget out again, and Qt's layout repainted the whole
    tab widget with the shown panel in it, at each turn's start and end."""
    app = two_bots_drawn(qtbot, make_app)
    panel = app.window.bot_panels["b2"]
    text = app.window.bot_tabs.tabText(1)
    with paints_under(app, panel) as paints:
        app.controller.start_turn()
        qtbot.wait(10)
    assert app.window.bot_tabs.tabText(1) != text, "the tab's marks changed"
    assert paints.painted(panel.turn_button) + paints.painted(panel.stop_button) > 0, "Stop is enabled"
    assert paints.painted(panel.title) == 0
    assert paints.painted(panel.routines_button) == 0
    mat = panel.mat.widget()
    assert not any(paints.painted(w) for w in [mat, *mat.findChildren(QWidget)])


def test_a_value_the_bot_changes_repaints_the_value_not_the_panel(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """A step that changes the shown bot's values repaints them over the mat's own ground: not
    the mat's frame and viewport behind them (nor, under those, the panel and the tabs: each a
    paint of its own), as when the mat filled its ground itself."""
    app = two_bots_drawn(qtbot, make_app)
    panel = app.window.bot_panels["b2"]
    behind = [panel.mat, panel.mat.viewport()]
    app.controller.start_turn()
    changed = 0
    for _ in range(200):
        if app.controller.step() is None:
            break
        values = panel.bot.mat
        with paints_under(app, panel.mat) as paints:
            answer_plainly(app)
        if panel.bot.mat != values:
            changed += 1
            assert paints.counts, "the new values were painted"
            assert [w.objectName() for w in behind if paints.painted(w)] == []
    assert changed > 0, "a step changed the bot's values"
