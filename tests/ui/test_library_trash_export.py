"""Issue 28 item 13 through the library list: Export from the list (the open game or another one,
whose file is never written), an imported game keeps its own title, a deleted game comes back
from "Deleted games…", and Root's Progress column shows the bots' Victory points."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from ui_helpers import answer_confirm, click, tiny_game

from desktop.boot.startup import App
from desktop.core.store.game_library import Library

RED = [({"name": "Red", "level": "easy"}, None)]


def choose(app: App, title: str) -> None:
    games = app.window.welcome.games
    games.select(next(i.path for i in games.infos if i.title == title))


def titles(app: App) -> list[str]:
    tree = app.window.welcome.games.tree
    return [tree.topLevelItem(i).text(0).split("\n")[0] for i in range(tree.topLevelItemCount())]


def test_a_game_not_open_is_exported_from_the_list_and_imported_under_its_own_title(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    c = app.controller
    tiny_game(app, "Tuesday campaign", 3, seed=3)
    c.close_game()
    game_file = Library().games()[0].path
    before = game_file.read_bytes()
    target = tmp_path / "export1.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    games = app.window.welcome.games
    choose(app, "Tuesday campaign")
    assert games.buttons["export"].isEnabled() and games.buttons["export"].text() == "Export…"
    click(qtbot, games.buttons["export"])
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["title"] == "Tuesday campaign" and data["cursor"] == 4 and data["version"] == 1
    assert games.detail.text() == f"“Tuesday campaign” was exported to {target}."
    assert game_file.read_bytes() == before, "the game's own file is not written"
    assert [p.name for p in Library().folder.iterdir() if p.name.startswith(".export")] == []
    assert app.window.open_path(target)
    assert c.title == "Tuesday campaign", "its own title, not the file's name (export1)"
    assert c.session is not None and c.session.cursor == 4


def test_the_open_game_is_exported_from_the_list(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path
) -> None:
    app = make_app()
    tiny_game(app, "Open one", 2, seed=3)
    games = app.window.files.show_library().games  # Game → Open
    games.select(next(i.path for i in games.infos if i.title == "Open one"))
    info = games.selected()
    assert info is not None and games.export_to(info, tmp_path / "open")
    data = json.loads((tmp_path / "open.json").read_text(encoding="utf-8"))
    assert data["title"] == "Open one" and data["cursor"] == 3


def test_a_deleted_game_comes_back_from_deleted_games(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    c = app.controller
    tiny_game(app, "Keep me", 2, seed=3)
    tiny_game(app, "Other", 0, seed=4)
    c.close_game()
    games = app.window.welcome.games
    choose(app, "Keep me")
    click(qtbot, games.buttons["delete"])
    answer_confirm(qtbot, app.window)
    assert titles(app) == ["Other"]
    assert games.detail.text() == "“Keep me” is in the trash: “Deleted games…” brings it back."
    click(qtbot, games.trash_button)
    trash = games.trash
    assert trash is not None and trash.isVisible()
    tree = trash.tree
    assert tree.topLevelItemCount() == 1
    row = [tree.topLevelItem(0).text(col) for col in range(4)]
    assert row[0] == "Keep me" and row[1] == "Tiny test bots" and row[3] == "30 days more"
    click(qtbot, trash.restore_button)
    assert trash.status.text() == "“Keep me” is back in your games." and trash.empty.isVisible()
    assert sorted(titles(app)) == ["Keep me", "Other"]
    assert games.selected() is not None and games.selected().title == "Keep me"
    assert games.selected().steps == 2, "every step is back"
    assert list(Library().trash.glob("*.botmat")) == []


def test_roots_progress_column_shows_the_bots_victory_points(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Root has no Round to count: the library shows each bot's Victory points instead."""
    app = make_app()
    c = app.controller
    c.new_game(
        "root_clockwork",
        [({"name": "Marquise", "faction": "marquise"}, None), ({"name": "Eyrie", "faction": "eyrie"}, None)],
        seed=2,
    )
    assert c.correct("b2", "vp", 7)
    c.close_game()
    tree = app.window.welcome.games.tree
    assert tree.topLevelItem(0).text(2) == "Victory points — Marquise: 0 · Eyrie: 7"
    app.language.set_language("pl")
    assert tree.topLevelItem(0).text(2) == "Punkty Zwycięstwa — Marquise: 0 · Eyrie: 7"
