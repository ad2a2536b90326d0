"""Issue 13 item 8: the die is seen. The app's roll is a large high-contrast die face that tumbles
for a moment without blocking input; a roll made with a real die is one click on its face."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot
from test_chart_reading import contrast
from ui_helpers import activate, click

from desktop.boot.startup import App
from desktop.ui.play.die import FACE, INK


def to_the_die(app: App) -> None:
    """Red's turn up to its die roll (one six-sided die)."""
    c = app.controller
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    c.start_turn()
    c.done()
    c.answer("no")


def test_the_apps_roll_is_a_large_die_face_and_input_goes_on(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    to_the_die(app)
    c, panel = app.controller, app.window.step_panel
    assert not panel.die.isVisible(), "no roll yet: no die"
    activate(qtbot, app.window)
    qtbot.keyClick(app.window, Qt.Key.Key_Space)  # the app rolls
    die = panel.die
    assert die.isVisible() and die.die is not None and 1 <= die.die.value <= 6
    assert die.width() >= 64 and die.height() >= 64, "large enough to read across the table"
    assert contrast(FACE, INK) >= 15, "black pips on a white face"
    assert die.tumbling(), "a new roll tumbles for a moment"
    assert die.focusPolicy() == Qt.FocusPolicy.NoFocus
    rolled = c.session.events[c.session.cursor - 1]["result"]  # type: ignore[union-attr]
    assert die.die.value == rolled and die.describe().startswith(f"Die roll: {rolled} → ")
    before = c.session.cursor  # type: ignore[union-attr]
    assert die.tumbling()
    qtbot.keyClick(app.window, Qt.Key.Key_Return)  # Done, or the next turn, pressed mid-tumble
    assert c.session.cursor == before + 1, "the tumble never blocks input"  # type: ignore[union-attr]


def test_the_die_keeps_its_face_when_drawn_again(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    to_the_die(app)
    panel = app.window.step_panel
    app.controller.roll(5)
    qtbot.waitUntil(lambda: not panel.die.tumbling(), timeout=2000)
    panel.die.show_die(app.controller.view.die)  # the same roll drawn again (a language switch)
    assert not panel.die.tumbling() and panel.die.face == 5


def test_a_real_roll_is_one_click_on_its_face(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    to_the_die(app)
    pad = app.window.step_panel.roll_pad
    assert pad.isVisible() and [b.value for b in pad.faces] == [1, 2, 3, 4, 5, 6]
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in pad.faces), "Space stays the roll key"
    click(qtbot, pad.faces[3])
    session = app.controller.session
    assert session is not None
    event = session.events[session.cursor - 1]
    assert (event["type"], event["value"], event["result"]) == ("roll", 4, 4), "the player's own roll"
    die = app.window.step_panel.die
    assert die.isVisible() and die.die is not None and die.die.value == 4


def test_two_dice_are_typed_not_clicked(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    to_the_die(app)
    app.controller.abort()  # a running turn is not thrown away by a new start (issue 13 item 2)
    app.controller.start_turn()
    app.controller.done()
    app.controller.answer("yes")  # the Battle: two dice
    panel = app.window.step_panel
    assert not panel.roll_pad.isVisible() and panel.physical.isVisible()
    validator = panel.physical.validator()
    assert (validator.bottom(), validator.top()) == (2, 12)
    assert QColor(FACE).lightness() > 240
