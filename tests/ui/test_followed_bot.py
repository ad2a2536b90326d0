"""A game opens on the bot the player followed last (a reopen, a restart, a JSON save imported),
not on the first bot whose chart runs; a file that names no such bot, or names it wrongly, opens
as before (QA long play, finding 4)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from desktop.boot.startup import App
from desktop.core.store import game_store

TWO = [({"name": "Red", "level": "easy"}, None), ({"name": "Blue", "level": "hard"}, None)]


def both_running(app: App, title: str = "Two bots") -> Path:
    """Red and Blue each half-way through a turn; the player follows Blue, who took a step
    last. Without the bot kept, the game opens on Red (the first whose chart runs)."""
    c = app.controller
    assert c.new_game("tiny", TWO, seed=3, title=title)
    assert c.start_turn("b1") and c.start_turn("b2") and c.done()
    assert c.active_bot == "b2" and all(c.session.running(b) for b in ("b1", "b2"))  # type: ignore[union-attr]
    assert c.game is not None
    return c.game.path


def shown(app: App) -> tuple[str, str]:
    """The bot the window follows and the name of the tab shown."""
    view = app.controller.view
    return app.controller.active_bot, view.bots[app.window.bot_tabs.currentIndex()].name


def test_a_reopened_game_follows_the_bot_the_player_was_on(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    path = both_running(app)
    app.window.files.close_game()
    assert app.window.files.open_path(path)
    assert shown(app) == ("b2", "Blue")


def test_a_restart_follows_the_bot_the_player_was_on_even_with_no_step_since(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Following an idle bot is no step: it is kept when the window closes, and the library's
    "last played" stays as it was (the world kept at close for a quick resume moved it when the
    close fell in the next second: each stamp is a new one here)."""
    stamps = iter(range(10_000))
    monkeypatch.setattr(game_store, "now", lambda: f"2026-01-01T00:00:00.{next(stamps):04d}")
    app = make_app()
    path = both_running(app)
    assert app.controller.abort("b2")  # Blue idle, Red's turn runs
    app.controller.set_active_bot("b2")
    before = _meta(path, "last_played")
    app.window.close()
    assert _meta(path, "last_played") == before, "following a bot is no play"
    again = make_app()  # a new process would do the same: a new app on the same data folder
    assert again.controller.game is not None and again.controller.game.path == path
    assert shown(again) == ("b2", "Blue")


def test_a_bot_picked_is_on_disk_at_once_so_a_killed_app_opens_on_it(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """Picking another bot's tab with no step after it, then the app killed (no close): the
    game opened on the bot taken last (QA, stop 44: written only with a step or at close)."""
    app = make_app()
    path = both_running(app)
    before = _meta(path, "last_played")
    app.window.bot_tabs.setCurrentIndex(0)  # the player picks Red's tab
    assert app.controller.active_bot == "b1"
    assert _meta(path, "followed") == "b1", "on disk before any close"
    assert _meta(path, "last_played") == before, "following a bot is no play"


def test_an_imported_json_save_follows_the_bot_it_was_saved_on(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path
) -> None:
    app = make_app()
    both_running(app)
    save = tmp_path / "two.json"
    assert app.window.files.export_to(save)
    assert json.loads(save.read_text(encoding="utf-8"))["followed"] == "b2"
    app.controller.close_game()
    assert app.window.files.open_path(save)
    assert shown(app) == ("b2", "Blue")


@pytest.mark.parametrize("named", [None, 7, "b9", "../b2", "", "b" * 500])
def test_a_json_save_naming_no_such_bot_opens_on_the_first_running_one(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path, named: Any
) -> None:
    """A save written before names none; a damaged one names a number, a bot not in the game,
    a path or a huge text: each opens as it did, on Red."""
    app = make_app()
    both_running(app)
    save = tmp_path / "two.json"
    assert app.window.files.export_to(save)
    data = json.loads(save.read_text(encoding="utf-8"))
    if named is None:
        del data["followed"]
    else:
        data["followed"] = named
    save.write_text(json.dumps(data), encoding="utf-8")
    app.controller.close_game()
    assert app.window.files.open_path(save)
    assert shown(app) == ("b1", "Red")


@pytest.mark.parametrize("named", [None, "7", '"b9"', '["b2"]', "{", '"b2\\u0000"'])
def test_a_game_file_naming_no_such_bot_opens_on_the_first_running_one(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, named: str | None
) -> None:
    app = make_app()
    path = both_running(app)
    app.controller.close_game()
    with sqlite3.connect(path) as conn:
        if named is None:
            conn.execute("DELETE FROM meta WHERE key = 'followed'")
        else:
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('followed', ?)", (named,))
    conn.close()
    assert app.window.files.open_path(path)
    assert shown(app) == ("b1", "Red")


def _meta(path: Path, key: str) -> Any:
    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    finally:
        conn.close()
    return json.loads(row[0]) if row else None
