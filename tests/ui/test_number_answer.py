"""A number question is answered in the step panel: its field takes whole numbers of the range,
and Enter (or the Answer button) gives the number typed."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import activate, click


@pytest.mark.parametrize("keys", ["button", "enter"])
def test_a_number_question_takes_the_typed_number(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, keys: str
) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    window, c, panel = app.window, app.controller, app.window.step_panel
    activate(qtbot, window)
    power = c.session.world["bots"]["b1"]["power"]
    assert c.start("hits")
    step = c.step()
    assert step is not None and step.kind == "number"
    assert panel.number_edit.isVisible() and panel.number_button.isVisible()
    validator = panel.number_edit.validator()
    assert (validator.bottom(), validator.top()) == (0, power)
    panel.number_edit.setText("1")
    if keys == "enter":
        qtbot.keyClick(window, Qt.Key.Key_Return)
    else:
        click(qtbot, panel.number_button)
    assert c.session.world["bots"]["b1"]["last_hits"] == 1
    assert c.session.world["bots"]["b1"]["power"] == power - 1
    # The next question ("Which bot dealt the hits?") has one answer with one bot: it is taken.
    assert c.step() is not None and c.step().node == "side"


def test_the_number_field_follows_each_question_with_one_validator(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """A long game asks hundreds of numbers: the field takes each question's range, and no
    validator is left behind under it (one was made for every number step and stayed)."""
    from PySide6.QtGui import QValidator

    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    c, panel = app.controller, app.window.step_panel
    tops = []
    for _ in range(2):  # the bot's Power 2, then 1: the range shrinks
        power = c.session.world["bots"]["b1"]["power"]
        assert c.start("hits") and c.step() is not None and c.step().kind == "number"
        tops.append(panel.number_edit.validator().top())
        assert tops[-1] == power
        assert c.answer(1)
        assert c.step() is not None and c.step().kind == "roll"  # the side it retreats to
        c.roll()
        assert c.step() is None
    assert tops == [2, 1], "each question's own range"
    assert len(panel.number_edit.findChildren(QValidator)) == 1
