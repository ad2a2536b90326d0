"""Issue 28 items 5 and 9: a message never moves what the player is about to click (it floats at
the chart's foot), goes away on its own (a refusal once its cause is fixed, news once read, any
message on a click), follows a language switch; Space is Done (and rolls the die offered)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import activate, click

from desktop.boot.startup import App
from desktop.core.messages import Message
from desktop.ui.widgets import bars

RESTORE_FAILED = (
    "The last game could not be restored: {file}. It is left as it was; the problems window says why."
)
NO_LANGUAGE = "{language} cannot be shown: its translation files are missing."


def started(make_app: Any, qtbot: QtBot) -> App:
    """A tiny game at its first question (Yes / No / Cannot tell)."""
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    activate(qtbot, app.window)
    app.controller.start_turn()
    app.controller.done()
    step = app.controller.step()
    assert step is not None and step.kind == "ask"
    return app


def places(app: App) -> dict[str, QRect]:
    """Where every visible named widget of the window is, in window pixels."""
    out = {}
    for w in app.window.findChildren(QWidget):
        if w.objectName() and w.isVisible() and w is not app.window.message:
            out[w.objectName()] = QRect(w.mapTo(app.window, QPoint(0, 0)), w.size())
    return out


def window_rect(app: App, w: QWidget) -> QRect:
    return QRect(w.mapTo(app.window, QPoint(0, 0)), w.size())


def test_a_refusal_floats_over_the_chart_and_moves_nothing(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = started(make_app, qtbot)
    before = places(app)
    qtbot.keyClick(app.window, Qt.Key.Key_9)  # no answer is 9
    bar = app.window.message
    assert bar.isVisible() and "9 is no answer here" in bar.text()
    app.qapp.processEvents()
    assert places(app) == before, "no control moved"
    shown = window_rect(app, bar)
    assert window_rect(app, app.window.flowchart).contains(shown), "it floats over the chart"
    assert not shown.intersects(window_rect(app, app.window.step_panel)), "never over the step"
    assert shown.height() >= bar.heightForWidth(shown.width()), "its text is whole"
    qtbot.keyClick(app.window, Qt.Key.Key_N)  # an accepted answer: the cause is fixed
    assert not bar.isVisible()


def test_news_goes_on_its_own_and_a_click_puts_any_message_away(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = started(make_app, qtbot)
    bar = app.window.message
    app.window.show_message("refused for a test")
    click(qtbot, bar)
    assert not bar.isVisible(), "a click puts it away"
    monkeypatch.setattr(bars, "READ_MS", 10)
    monkeypatch.setattr(bars, "READ_MS_PER_CHAR", 0)
    app.window.show_warning("news for a test")
    assert bar.isVisible() and bar.kind == "warning"
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=5000)
    app.window.show_message("refused for a test")
    app.qapp.processEvents()
    assert bar.isVisible(), "a refusal waits for its cause to be fixed, not for a clock"


def test_a_message_follows_a_language_switch(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = started(make_app, qtbot)
    qtbot.keyClick(app.window, Qt.Key.Key_9)
    english = app.window.message.text()
    app.window.set_language("pl")
    polish = app.window.message.text()
    assert polish != english and "9" in polish and "Not accepted" not in polish, polish
    app.window.set_language("en")
    assert app.window.message.text() == english


def test_news_that_comes_while_news_is_shown_is_said_below_it(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """A game opened with two warnings (steps lost, a language missing) says both: the second
    used to replace the first, which the player never saw."""
    app = started(make_app, qtbot)
    bar = app.window.message
    lost = Message("App", RESTORE_FAILED, {"file": "campaign.botmat"})
    missing = Message("App", NO_LANGUAGE, {"language": "Polski"})
    app.window.show_warning(lost)
    app.window.show_warning(missing)
    app.window.show_warning(lost)  # said again: not twice
    english = bar.text().split("\n")
    assert len(english) == 2 and "campaign.botmat" in english[0] and "Polski" in english[1], english
    assert all(line.startswith("⚠ ") for line in english)
    app.qapp.processEvents()
    assert bar.height() >= bar.heightForWidth(bar.width()), "both lines are whole"
    app.window.set_language("uk")
    ukrainian = bar.text().split("\n")
    assert len(ukrainian) == 2 and ukrainian != english and "campaign.botmat" in ukrainian[0], ukrainian
    qtbot.keyClick(app.window, Qt.Key.Key_9)  # a refusal is about what the player just did
    assert bar.kind == "refused" and "\n" not in bar.text() and "campaign" not in bar.text()


def test_space_is_done_and_rolls_the_die_offered(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    c = app.controller
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    activate(qtbot, app.window)
    qtbot.keyClick(app.window, Qt.Key.Key_Return)  # the turn starts
    step = c.step()
    assert step is not None and step.kind == "do"
    qtbot.keyClick(app.window, Qt.Key.Key_Space)
    step = c.step()
    assert step is not None and step.kind == "ask", "Space was Done"
    qtbot.keyClick(app.window, Qt.Key.Key_Space)
    assert c.step() == step, "Space answers no question"
    qtbot.keyClick(app.window, Qt.Key.Key_N)
    step = c.step()
    assert step is not None and step.kind == "roll"
    qtbot.keyClick(app.window, Qt.Key.Key_Space)
    assert c.step() != step and app.window.step_panel.die.isVisible(), "Space rolled the die"


def test_news_said_before_the_window_is_shown_is_all_kept(qtbot: QtBot) -> None:
    """At the start a game that could not be restored and a language that cannot be shown are
    both said before the window first shows: both lines are there when it does."""
    window = QWidget()
    qtbot.addWidget(window)
    bar = bars.MessageBar()
    bar.float_over(window, window)
    bar.warn(Message("App", RESTORE_FAILED, {"file": "campaign.botmat"}))
    bar.warn(Message("App", NO_LANGUAGE, {"language": "Polski"}))
    window.show()
    assert bar.isVisible() and len(bar.text().split("\n")) == 2, bar.text()
