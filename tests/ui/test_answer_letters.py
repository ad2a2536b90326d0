"""Yes and No are answered by the letter typed, the one their answer shows in each language:
«Tak [T]» in Polish, «Так [Т]» in Ukrainian. On a Ukrainian keyboard the key that types «т» is
Latin N, and a shortcut would have taken it for N: «т» meant Так answered Ні."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTabBar, QWidget
from pytestqt.qtbot import QtBot
from test_keys_after_correction import at_a_yes_no_question, military

from desktop.boot.startup import App
from desktop.ui.language import render
from desktop.ui.play.step_keys import answer_letters
from desktop.ui.widgets.flow_layout import AnswerButton

CYRILLIC_TE = Qt.Key(0x0422)  # the key Qt names for «т» on a Ukrainian layout
CYRILLIC_EN = Qt.Key(0x041D)  # «н»


def type_key(widget: QWidget, key: Qt.Key, text: str) -> None:
    """A key pressed and released on `widget`, typing `text` (QTest's keyClick writes only Latin
    letters)."""
    for action in (QTest.KeyAction.Press, QTest.KeyAction.Release):
        QTest.sendKeyEvent(action, widget, key, text, Qt.KeyboardModifier.NoModifier)


def answered_with(app: App, key: Qt.Key, text: str, widget: QWidget | None = None) -> str | None:
    """The answer the key gave the Yes/No question shown (None: it answered nothing); the
    question is put back for the next key."""
    session = app.controller.session
    assert session is not None
    before = session.cursor
    type_key(widget or app.window, key, text)
    if session.cursor == before:
        return None
    answer = session.history.event(before)["option"]
    app.controller.undo()
    return str(answer)


def hints(app: App) -> dict[str, str]:
    """Each Yes/No answer's label as its button shows it."""
    buttons = app.window.step_panel.findChildren(AnswerButton)
    return {
        str(b.property("option")): b.full_text
        for b in buttons
        if b.isVisibleTo(app.window) and b.property("option") in ("yes", "no")
    }


def in_language(make_app: Any, qtbot: QtBot, language: str) -> App:
    app = at_a_yes_no_question(make_app, qtbot)
    app.language.set_language(language)
    app.qapp.processEvents()
    return app


@pytest.mark.parametrize(
    ("language", "yes", "no", "shown"),
    [
        ("en", (Qt.Key.Key_Y, "y"), (Qt.Key.Key_N, "n"), ("[Y]", "[N]")),
        ("pl", (Qt.Key.Key_T, "t"), (Qt.Key.Key_N, "n"), ("[T]", "[N]")),
        ("uk", (CYRILLIC_TE, "т"), (CYRILLIC_EN, "н"), ("[Т]", "[Н]")),
    ],
)
def test_the_letter_shown_is_the_letter_that_answers(
    qtbot: QtBot, eu_rules: Any, make_app: Any, language: str, yes: Any, no: Any, shown: tuple[str, str]
) -> None:
    app = in_language(make_app, qtbot, language)
    labels = hints(app)
    assert labels["yes"].endswith(shown[0]) and labels["no"].endswith(shown[1]), labels
    assert answered_with(app, *yes) == "yes"
    assert answered_with(app, *no) == "no"


def test_the_key_that_carries_te_answers_yes_on_a_ukrainian_layout(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """ЙЦУКЕН: the N key types «т» and the Y key «н». The letter typed answers; Qt's shortcuts
    took them for N and Y, and «т» meant Так answered Ні."""
    app = in_language(make_app, qtbot, "uk")
    assert answered_with(app, Qt.Key.Key_N, "т") == "yes"
    assert answered_with(app, Qt.Key.Key_Y, "н") == "no"


def test_a_latin_letter_never_answers_the_opposite_of_the_cyrillic_on_its_key(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """A Ukrainian screen with the keyboard left on a Latin layout: the key carrying «Т» types n,
    which must not answer Ні; y, n and t answer nothing there. On a Latin screen the Cyrillic
    letters answer nothing (the Y key typing «н» is not taken for No under «Yes [Y]»)."""
    app = in_language(make_app, qtbot, "uk")
    for key, text in ((Qt.Key.Key_N, "n"), (Qt.Key.Key_Y, "y"), (Qt.Key.Key_T, "t")):
        assert answered_with(app, key, text) is None, text
    for language in ("en", "pl"):
        app.language.set_language(language)
        assert answered_with(app, Qt.Key.Key_Y, "н") is None, language
        assert answered_with(app, Qt.Key.Key_N, "т") is None, language
    assert answered_with(app, Qt.Key.Key_Y, "y") == "yes", "y stays Yes on a Polish screen"
    app.language.set_language("en")
    assert answered_with(app, Qt.Key.Key_T, "t") is None, "back in English, t is nothing again"


def test_a_letter_answers_whichever_control_has_the_focus_but_a_field(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """An answer button, a bot tab or the flowchart with the focus leave the letter to the
    step; a mat field with the focus owns it."""
    app = in_language(make_app, qtbot, "pl")
    window = app.window
    tab_bar = window.bot_tabs.findChild(QTabBar)
    assert tab_bar is not None
    for control in (hints_button(app), tab_bar, window.flowchart, window.log_view):
        control.setFocus()
        assert answered_with(app, Qt.Key.Key_T, "t", control) == "yes", type(control).__name__
    edit = military(app)
    edit.setFocus()
    assert answered_with(app, Qt.Key.Key_T, "t", edit) is None


def hints_button(app: App) -> AnswerButton:
    """The No answer's button."""
    button = app.window.step_panel.findChild(AnswerButton, "answer_no")
    assert button is not None
    return button


@pytest.mark.parametrize(("language", "keys"), [("en", "Y / N"), ("pl", "T / N"), ("uk", "Т / Н")])
def test_keyboard_shortcuts_name_the_letters_of_the_language(make_app: Any, language: str, keys: str) -> None:
    app = make_app()
    app.language.set_language(language)
    box = app.window.dialogs.show_shortcuts()
    assert box.rows[0][0].text() == keys


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_no_menu_of_the_menu_bar_takes_the_letter_of_yes_or_no(make_app: Any, language: str) -> None:
    """QA s15 item 1: once the menu bar held the keys (Alt+W, then Escape), Polish «T» opened
    «&Tura» with «Zatrzymaj diagram» highlighted instead of answering «Tak [T]»: a key did two
    things. No menu's letter is Yes's or No's letter in any language."""
    app = make_app()
    app.language.set_language(language)
    letters = {letter.lower() for letter in answer_letters().values()}
    titles = [a.text() for a in app.window.menuBar().actions() if a.text()]
    marked = {m.group(1).lower() for t in titles if (m := re.search(r"&([^&])", t))}
    assert len(marked) == len(titles), titles
    assert not marked & letters, (titles, letters)


def test_a_key_that_answers_nothing_at_a_yes_no_question_says_why(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """QA s15 item 11: on a Ukrainian screen a Latin n or y, and Enter on any Yes/No question,
    did nothing and said nothing. Each still answers nothing, and says why and what does."""
    app = in_language(make_app, qtbot, "uk")
    said: list[Any] = []
    app.controller.failed.connect(said.append)
    assert answered_with(app, Qt.Key.Key_N, "n") is None
    assert said and "латинські" in render(said[-1]) and "Т" in render(said[-1]), said
    app.language.set_language("pl")
    assert answered_with(app, Qt.Key.Key_Return, "\r") is None
    assert "Enter nie jest tu odpowiedzią" in render(said[-1])
