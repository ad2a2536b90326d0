"""Live language switching: every visible text of the window is set again through Qt's
translators (interface via tr(), rule texts via render()), flowchart included."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.ui.chart.flowchart import ChartScene

MARK = "‹"


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(widget name, text) of every visible label, button and box title."""
    out: list[tuple[str, str]] = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root):
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            text = w.text()
        elif isinstance(w, QGroupBox):
            text = w.title()
        else:
            continue
        # Numbers and signs (→, +, −, ↶) are no words to translate.
        if any(ch.isalpha() for ch in text):
            out.append((f"{type(w).__name__}:{w.objectName()}", text))
    return out


def test_every_visible_text_is_translated_live(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, marking_translator: Any
) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    window = app.window
    click(qtbot, window.step_panel.start_button)
    click(qtbot, window.step_panel.done_button)
    # The marker must be asked first: Qt asks the translator installed last first.
    app.qapp.removeTranslator(marking_translator)
    app.qapp.installTranslator(marking_translator)
    app.language.changed.emit("pl")  # what set_language() emits after loading catalogues
    untranslated = [(name, text) for name, text in visible_texts(window) if MARK not in text]
    assert untranslated == []
    menus = [
        window.menu_actions.menus["game"],
        window.menu_actions.menus["edit"],
        window.menu_actions.menus["view"],
        window.menu_actions.menus["help"],
    ]
    assert all(m.title().startswith(MARK) for m in menus)
    assert all(a.text().startswith(MARK) for m in menus for a in m.actions() if a.text() and not a.menu())
    scene = window.flowchart.current_scene()
    assert isinstance(scene, ChartScene)
    assert all(MARK in item.text for item in scene.nodes.values()), "flowchart redrawn"
    assert all(MARK in e.label.text() for e in scene.edges.values() if e.label is not None)
    rows = window.log_view.rows()
    assert rows and all(MARK in row.text for row in rows), "log written again"


def test_language_menu_switches_and_names_each_language_in_itself(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    names = [a.text() for a in app.window.menu_actions.menus["language"].actions()]
    assert names == ["&English", "&Polski", "&Українська"], "each named in itself, with its letter for Alt"
    app.window.menu_actions.languages["uk"].trigger()
    assert app.language.current() == "uk"
    assert app.window.menu_actions.languages["uk"].isChecked()
    assert app.window.settings.language == "uk"


def test_open_help_box_and_problems_follow_the_language(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, marking_translator: Any
) -> None:
    """Widgets register themselves for retranslation: the help box (missing from the window's old
    hand-kept list) and the problems dialog change language while open."""
    app = make_app()
    window = app.window
    app.qapp.removeTranslator(marking_translator)
    box = window.dialogs.show_shortcuts()
    assert box.isVisible() and MARK not in box.text().splitlines()[0]
    window.show_problems(["a.yaml:1: broken"])
    app.qapp.installTranslator(marking_translator)
    app.language.changed.emit("pl")
    assert MARK in box.windowTitle() and MARK in box.text().splitlines()[0]
    assert MARK in window.problems.intro.text() and MARK in window.problems.close_button.text()


def test_a_question_left_open_follows_a_language_switch(qtbot: Any, tiny_rules: Any, make_app: Any) -> None:
    """A Polish Delete question switched to Ukrainian read «Usunąć „…”?» with «Usuń | Скасувати»:
    Qt's Cancel followed, the app's own texts did not (helper qa-ui)."""
    from PySide6.QtWidgets import QMessageBox
    from ui_helpers import tiny_game

    app = make_app()
    tiny_game(app, "Red game", 1)
    app.controller.close_game()
    app.language.set_language("pl")
    games = app.window.welcome.games
    games.select(games.infos[0].path)
    games.delete_selected()
    (box,) = [b for b in app.window.findChildren(QMessageBox, "confirmBox") if b.isVisible()]
    polish = box.text()
    app.language.set_language("uk")
    yes = box.findChild(QAbstractButton, "confirmYes")
    assert box.text() != polish and "Red game" in box.text()
    assert (box.windowTitle(), yes.text()) == ("Видалити гру", "Видалити")
    box.reject()
