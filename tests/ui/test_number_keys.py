"""Issue 13 item 3: a number key is the number. An answer that reads as a number is picked by that
number (no "0 [1]"), other answers by their place, a number question takes the number typed, a pick
at random and a physical roll take the die's face; two digits typed quickly make 10 and more."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import activate

from desktop.boot.startup import App

CHOOSE = """title: "Choose"
start: count
nodes:
  - id: count
    kind: ask
    text: "How many extra cubes?"
    options: [{id: e0, label: "0", next: pick}, {id: e1, label: "1", next: pick},
              {id: e2, label: "2", next: pick}, {id: e3, label: "3", next: pick},
              {id: e4, label: "4", next: pick}]
  - id: pick
    kind: ask
    text: "Which action?"
    options: [{id: a1, label: "Alpha", next: again}, {id: a2, label: "Bravo", next: again},
              {id: a3, label: "Charlie", next: again}, {id: a4, label: "Delta", next: again},
              {id: a5, label: "Echo", next: again}, {id: a6, label: "Foxtrot", next: again},
              {id: a7, label: "Golf", next: again}, {id: a8, label: "Hotel", next: again},
              {id: a9, label: "India", next: again}, {id: a10, label: "Juliett", next: again},
              {id: a11, label: "Kilo", next: again}, {id: a12, label: "Lima", next: again}]
  - id: again
    kind: ask
    text: "Which action next?"
    options: [{id: b1, label: "Alpha", next: fin}, {id: b2, label: "Bravo", next: fin},
              {id: b3, label: "Charlie", next: fin}, {id: b4, label: "Delta", next: fin},
              {id: b5, label: "Echo", next: fin}, {id: b6, label: "Foxtrot", next: fin},
              {id: b7, label: "Golf", next: fin}, {id: b8, label: "Hotel", next: fin},
              {id: b9, label: "India", next: fin}, {id: b10, label: "Juliett", next: fin},
              {id: b11, label: "Kilo", next: fin}, {id: b12, label: "Lima", next: fin}]
  - id: fin
    kind: end
"""


SIGNED = """title: "Signed"
start: shift
nodes:
  - id: shift
    kind: number
    text: "How far did the marker move?"
    min: -12
    max: 5
    next: fin
  - id: fin
    kind: end
"""


@pytest.fixture
def keys_rules(tiny_rules: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The tiny pack with a chart of numeric and many-answer questions."""
    root = tmp_path / "rules"
    shutil.copytree(tiny_rules / "tiny", root / "tiny")
    (root / "tiny" / "charts" / "choose.yaml").write_text(CHOOSE, encoding="utf-8")
    (root / "tiny" / "charts" / "signed.yaml").write_text(SIGNED, encoding="utf-8")
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(root))
    return root


def game(make_app: Any, qtbot: QtBot, bots: int = 2) -> App:
    app = make_app()
    names = ["Red", "Blue"][:bots]
    app.controller.new_game("tiny", [({"name": n, "level": "easy"}, None) for n in names], seed=3)
    activate(qtbot, app.window)
    return app


def press(qtbot: QtBot, app: App, *keys: Qt.Key) -> None:
    for key in keys:
        qtbot.keyClick(app.window, key)


def last_answer(app: App) -> tuple[str | None, str]:
    """The answer and node of the last question answered (automatic ends skipped)."""
    assert app.controller.session is not None
    entry = next(e for e in reversed(app.controller.session.log()) if e.kind in ("ask", "number"))
    return entry.answer, entry.node


def test_an_answer_that_is_a_number_is_picked_by_that_number(
    qtbot: QtBot, keys_rules: Path, make_app: Any
) -> None:
    app = game(make_app, qtbot)
    assert app.controller.start("choose")
    labels = [b.text() for b in app.window.step_panel.option_buttons if b.isVisible()]
    assert labels == ["0", "1", "2", "3", "4"], "the key is the value: no '0 [1]'"
    press(qtbot, app, Qt.Key.Key_3)
    assert last_answer(app) == ("e3", "count"), "3 records 3, not the third answer"


def test_two_digits_typed_quickly_pick_the_eleventh_answer_and_one_digit_the_second(
    qtbot: QtBot, keys_rules: Path, make_app: Any
) -> None:
    app = game(make_app, qtbot)
    assert app.controller.start("choose")
    press(qtbot, app, Qt.Key.Key_0)
    panel = app.window.step_panel
    assert "Kilo  [11]" in [b.text() for b in panel.option_buttons if b.isVisible()]
    press(qtbot, app, Qt.Key.Key_1, Qt.Key.Key_1)
    assert last_answer(app) == ("a11", "pick")
    press(qtbot, app, Qt.Key.Key_2)  # no answer 20 or more: taken at once
    assert last_answer(app) == ("b2", "again")


def test_one_digit_that_could_begin_a_longer_number_waits_for_a_pause_or_enter(
    qtbot: QtBot, keys_rules: Path, make_app: Any
) -> None:
    app = game(make_app, qtbot)
    assert app.controller.start("choose")
    press(qtbot, app, Qt.Key.Key_4)
    press(qtbot, app, Qt.Key.Key_1)
    assert app.window.step_panel.typed.text() == "1…", "10-12 may follow: it waits"
    qtbot.waitUntil(lambda: last_answer(app) == ("a1", "pick"), timeout=3000)
    press(qtbot, app, Qt.Key.Key_1, Qt.Key.Key_Return)
    assert last_answer(app) == ("b1", "again"), "Enter takes the digit at once"


def hits(app: App, power: int) -> None:
    """Red's Take hits routine at its number question (0 to Red's Power)."""
    c = app.controller
    assert c.correct("b1", "power", power)
    assert c.start("hits", "b1")
    step = c.step()
    assert step is not None and step.kind == "number" and step.number == {"min": 0, "max": power}


def test_a_number_question_takes_the_number_typed(qtbot: QtBot, keys_rules: Path, make_app: Any) -> None:
    app = game(make_app, qtbot)
    hits(app, 15)
    panel = app.window.step_panel
    assert panel.number_edit.isVisible() and panel.number_button.isVisible()
    press(qtbot, app, Qt.Key.Key_1, Qt.Key.Key_2)
    assert last_answer(app) == ("12", "count")
    assert app.controller.session is not None
    assert app.controller.session.world["bots"]["b1"]["power"] == 3


def test_a_small_number_question_has_a_button_per_value(
    qtbot: QtBot, keys_rules: Path, make_app: Any
) -> None:
    app = game(make_app, qtbot)
    hits(app, 4)
    panel = app.window.step_panel
    buttons = [b for b in panel.value_buttons if b.isVisible()]
    assert [b.text() for b in buttons] == ["0", "1", "2", "3", "4"]
    qtbot.mouseClick(buttons[2], Qt.MouseButton.LeftButton)
    assert last_answer(app) == ("2", "count")


def test_the_which_bot_question_and_a_pick_at_random_take_their_number(
    qtbot: QtBot, keys_rules: Path, make_app: Any
) -> None:
    app = game(make_app, qtbot)
    hits(app, 3)
    press(qtbot, app, Qt.Key.Key_1)
    panel = app.window.step_panel
    assert [b.text() for b in panel.option_buttons if b.isVisible()] == [
        "Blue  [1]",
        "A player at the table  [2]",
    ]
    press(qtbot, app, Qt.Key.Key_2)
    assert last_answer(app) == ("table", "who")
    assert [b.text() for b in panel.option_buttons if b.isVisible()] == [
        "North  [1]",
        "South  [2]",
        "East  [3]",
    ]
    press(qtbot, app, Qt.Key.Key_3)  # a physical die showing 3 picks the third
    assert app.controller.session is not None
    entry = app.controller.session.log()[-2]
    assert (entry.node, entry.answer) == ("side", "east")


def test_a_physical_roll_is_a_key_or_a_face_button(qtbot: QtBot, keys_rules: Path, make_app: Any) -> None:
    app = game(make_app, qtbot, bots=1)
    c, panel = app.controller, app.window.step_panel
    press(qtbot, app, Qt.Key.Key_Return, Qt.Key.Key_Return, Qt.Key.Key_N)
    step = c.step()
    assert step is not None and step.kind == "roll"
    assert panel.roll_pad.isVisible() and [b.value for b in panel.roll_pad.faces] == [1, 2, 3, 4, 5, 6]
    press(qtbot, app, Qt.Key.Key_5)
    assert c.session is not None and c.session.events[c.session.cursor - 1] == {
        "type": "roll",
        "bot": "b1",
        "value": 5,
        "result": 5,
    }


def test_digits_that_answer_nothing_say_so(qtbot: QtBot, keys_rules: Path, make_app: Any) -> None:
    app = game(make_app, qtbot)
    assert app.controller.start("choose")
    press(qtbot, app, Qt.Key.Key_7)
    assert "7 is no answer here" in app.window.message.text()
    assert app.controller.step() is not None and app.controller.step().node == "count"


def test_a_minus_typed_before_digits_makes_a_negative_number(
    qtbot: QtBot, keys_rules: Path, make_app: Any
) -> None:
    app = game(make_app, qtbot)
    assert app.controller.start("signed")
    press(qtbot, app, Qt.Key.Key_Minus, Qt.Key.Key_1)
    assert app.window.step_panel.typed.text() == "−1…", "−10 to −12 may follow: it waits"
    press(qtbot, app, Qt.Key.Key_2)
    assert last_answer(app) == ("-12", "shift")
    assert app.controller.start("signed")
    press(qtbot, app, Qt.Key.Key_Minus, Qt.Key.Key_3)
    assert last_answer(app) == ("-3", "shift"), "no −30 here: −3 is taken at once"


def test_a_minus_where_only_zero_and_up_answer_is_said_not_dropped(
    qtbot: QtBot, keys_rules: Path, make_app: Any
) -> None:
    """qa8: "-3" typed at a 0-to-15 question answered 3 after the pause, the minus dropped."""
    app = game(make_app, qtbot)
    hits(app, 15)
    press(qtbot, app, Qt.Key.Key_Minus, Qt.Key.Key_3)
    assert "−3 is no answer here" in app.window.message.text()
    qtbot.wait(1000)  # longer than the pause for a second digit
    step = app.controller.step()
    assert step is not None and step.node == "count", "the question still waits for its answer"


def test_a_minus_typed_into_the_number_field_where_it_cannot_go_is_said(
    qtbot: QtBot, keys_rules: Path, make_app: Any
) -> None:
    """In the number field itself, the minus of "-3" was refused unsaid where 0 and up answer, so
    the field read 3 and Enter answered it."""
    app = game(make_app, qtbot)
    hits(app, 15)
    edit = app.window.step_panel.number_edit
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(edit, Qt.Key.Key_Minus)
    assert edit.text() == "" and "Type a whole number from 0 to 15" in app.window.message.text()
