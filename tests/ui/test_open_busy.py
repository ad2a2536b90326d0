"""Opening a game shows that work is under way: a busy cursor, and for a JSON save (its steps are
replayed, seconds for a long game) "Opening …" in the message bar; both go when it is over, also
when the file cannot be used (QA long play, finding 6)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import take_steps

from desktop.boot.startup import App


def watched(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, str, bool]]:
    """What the window showed while the controller opened the game: the cursor, the bar."""
    seen: list[tuple[Any, str, bool]] = []
    c, bar = app.controller, app.window.message
    opening = c.open_game

    def open_game(path: Path, how: str = "play") -> bool:
        cursor = QApplication.overrideCursor()
        seen.append((cursor.shape() if cursor is not None else None, bar.text(), bar.isVisible()))
        return opening(path, how)

    monkeypatch.setattr(c, "open_game", open_game)
    return seen


def exported(app: App, target: Path) -> Path:
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    take_steps(app, 3)
    assert app.window.files.export_to(target)
    app.controller.close_game()
    return target


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Opening long game.json…"),
        ("pl", "Otwieranie pliku long game.json…"),
        ("uk", "Відкриття файлу long game.json…"),
    ],
)
def test_a_json_save_opens_with_a_busy_cursor_and_says_so(
    qtbot: QtBot,
    tiny_rules: Any,
    make_app: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    said: str,
) -> None:
    app = make_app()
    save = exported(app, tmp_path / "long game.json")
    app.language.set_language(language)
    seen = watched(app, monkeypatch)
    assert app.window.files.open_path(save)
    assert seen == [(Qt.CursorShape.WaitCursor, said, True)]
    assert QApplication.overrideCursor() is None
    assert app.window.message.kind == "success", "the import's news replaces the line"


@pytest.mark.parametrize("content", ["{", '{"format": "botmat-session", "version": 1}', "\x00" * 40])
def test_the_cursor_and_the_bar_come_back_when_a_json_save_cannot_be_used(
    qtbot: QtBot,
    tiny_rules: Any,
    make_app: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    content: str,
) -> None:
    app = make_app()
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    seen = watched(app, monkeypatch)
    assert not app.window.files.open_path(bad)
    assert [shape for shape, _text, _shown in seen] == [Qt.CursorShape.WaitCursor]
    assert QApplication.overrideCursor() is None, "the player's cursor is back"
    assert app.window.message.kind != "working" and "Opening" not in app.window.message.text()
    assert str(bad) in app.window.problems.text.toPlainText()


def test_a_game_of_the_library_opens_with_a_busy_cursor_and_no_bar(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening a game of the library takes a blink: the bar would only flicker."""
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    assert app.controller.game is not None
    path = app.controller.game.path
    app.controller.close_game()
    seen = watched(app, monkeypatch)
    assert app.window.files.open_path(path)
    assert [(shape, shown) for shape, _text, shown in seen] == [(Qt.CursorShape.WaitCursor, False)]
    assert QApplication.overrideCursor() is None
