"""Issue 27 §1 and §3 through the real window: a game another process plays is not played here
too; the player is asked whether to look at it read-only or play a copy, and each does what it
says. A game with damaged event rows opens through the window's own open path with the damage
said, and undo, redo and the log never raise."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import ROOT, take_steps, tiny_game

from desktop.core.store.game_library import Library
from desktop.ui.widgets import dialogs

DRIVER = ROOT / "tests" / "core" / "lock_driver.py"


def played_elsewhere(path: Path) -> subprocess.Popen[str]:
    """Another process (as another window would) opens the game to play it."""
    proc = subprocess.Popen(
        [sys.executable, str(DRIVER), str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None and '"open": true' in proc.stdout.readline()
    return proc


def answering(monkeypatch: pytest.MonkeyPatch, answer: str) -> list[str]:
    asked: list[str] = []

    def ask(parent: Any, title: str, text: str, choices: list[tuple[str, str]]) -> str:
        asked.append(text)
        assert [key for key, _label in choices] == ["view", "copy"]
        return answer

    monkeypatch.setattr(dialogs, "ask_choice", ask)
    return asked


@pytest.mark.parametrize("answer", ["view", "copy", "cancel"])
def test_a_game_played_in_another_window_opens_read_only_or_as_a_copy(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    app = make_app()
    tiny_game(app, "Campaign", steps=6)
    c = app.controller
    assert c.game is not None
    path, cursor = c.game.path, c.session.cursor if c.session else 0
    c.close_game()
    other = played_elsewhere(path)
    try:
        asked = answering(monkeypatch, answer)
        opened = app.window.open_path(path)
        assert asked and asked[0].startswith(
            "Campaign.botmat is open in another Botmat window or program, which plays it."
        )
        assert (
            app.window.problems.isHidden()
            or "is open in another" not in app.window.problems.text.toPlainText()
        )
        if answer == "cancel":
            assert not opened and c.game is None
            return
        assert opened and c.session is not None and c.session.cursor == cursor
        marker = app.window.files.marker
        if answer == "view":
            assert c.game is not None and c.game.read_only and c.game.path == path
            # a lasting mark: the message bar's note goes by itself
            assert marker.isVisible() and marker.text() == "Read-only"
            refused: list[Any] = []
            c.failed.connect(refused.append)
            assert not c.undo() and not c.done() and not c.redo()
            assert len(refused) == 3 and all("is open read-only here" in str(r) for r in refused)
            assert all(r.params["file"] == "Campaign.botmat" for r in refused), "its name, not its path"
            assert c.session.cursor == cursor
        else:
            assert c.game is not None and not c.game.read_only and c.game.path != path
            # the refusal no longer stands over the copy until the next step
            said = app.window.message.text()
            assert "Not accepted" not in said and "You play a copy of Campaign.botmat" in said, said
            assert "“Campaign (2)”" in said
            take_steps(app, 3)
            assert c.session.cursor == cursor + 3 and c.game.failure is None
        assert marker.isVisible() == (answer == "view")
        c.close_game()
        assert not marker.isVisible()
        assert [i.busy for i in Library().games() if i.path == path] == [True]
    finally:
        other.kill()
        other.wait(timeout=30)


def test_games_with_damaged_rows_open_through_the_window(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path
) -> None:
    sys.path.insert(0, str(ROOT / "tests" / "core"))
    from test_store_fuzz import row_mutant  # the fuzz test's row-level damage

    app = make_app()
    tiny_game(app, "Base", steps=40)
    c = app.controller
    assert c.game is not None
    base = c.game.path
    c.close_game()
    rng = random.Random(27)
    opened = 0
    for i in range(20):
        path = tmp_path / f"m{i}.botmat"
        path.write_bytes(base.read_bytes())
        what = row_mutant(path, rng)
        if app.window.open_path(path):  # copied into the library, then opened
            opened += 1
            while c.undo():
                pass
            while c.redo():
                pass
            take_steps(app, 2)
        else:
            assert str(path) in app.window.problems.text.toPlainText(), what
        c.close_game()
    assert opened > 6


def test_export_to_a_botmat_name_writes_a_game_file(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path
) -> None:
    """Issue 27 §9, in the window: the extension decides the format everywhere."""
    app = make_app()
    tiny_game(app, "Shared", steps=5)
    c = app.controller
    assert c.session is not None
    cursor = c.session.cursor
    assert app.window.files.export_to(tmp_path / "shared.botmat")
    assert app.window.files.export_to(tmp_path / "shared.json")
    assert (tmp_path / "shared.json").read_text(encoding="utf-8").startswith('{"format":"botmat-session"')
    c.close_game()
    assert app.window.open_path(tmp_path / "shared.botmat")  # a game file: copied in and played
    assert c.session is not None and c.session.cursor == cursor
    take_steps(app, 1)


def test_the_last_game_played_in_another_window_stays_the_one_to_resume(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second window started while the first plays the last game, and the player cancels its
    question: the second said «could not be restored … the problems window says why» with no
    problem shown, and forgot the game for both windows, so a crash of the first started on the
    welcome page. Now it says why in its own words and keeps the game to resume."""
    first = make_app()
    tiny_game(first, "Campaign", steps=4)
    c = first.controller
    assert c.game is not None
    path = c.game.path
    assert first.window.settings.last_file == str(path)
    c.close_game()
    first.window.settings.last_file = str(path)
    first.window.save_settings()  # as the window does while the game is open
    other = played_elsewhere(path)
    try:
        answering(monkeypatch, "cancel")
        second = make_app()
        assert second.controller.game is None
        said = second.window.message.text()
        assert "The last game was not opened here: Campaign.botmat is open in another" in said, said
        assert "problems window" not in said
        assert second.window.settings.last_file == str(path)
    finally:
        other.kill()
        other.wait(timeout=30)
    assert make_app().controller.game is not None, "the next start resumes it"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_game_on_a_read_only_disk_is_asked_about_once_and_by_its_own_name(
    make_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """A game on a disk that cannot be written was asked about under «Game open elsewhere», its
    reason said twice: «…cannot be written (is on a disk or in a folder that cannot be written
    (permission denied))». Now the question has its own title and says the reason once."""
    import errno

    from desktop.core.messages import os_reason
    from desktop.core.store.store_check import GameReadOnly

    app = make_app()
    app.language.set_language(lang)
    asked: list[tuple[str, str]] = []

    def ask(parent: Any, title: str, text: str, choices: list[tuple[str, str]]) -> str:
        asked.append((title, text))
        return ""

    monkeypatch.setattr(dialogs, "ask_choice", ask)
    denied = os_reason(PermissionError(errno.EACCES, "Permission denied"))
    app.window.files._view_or_copy(GameReadOnly(Path("/media/stick/Campaign.botmat"), denied))
    [(title, text)] = asked
    wanted = {
        "en": (
            "Game cannot be written here",
            "Campaign.botmat is on a disk or in a folder that cannot be written (",
        ),
        "pl": ("Nie można tu zapisać gry", "Campaign.botmat jest na dysku lub w folderze"),
    }[lang]
    assert title == wanted[0] and wanted[1] in text, (title, text)
    assert text.count("(") == 1, text


def test_a_game_only_looked_at_offers_nothing_to_play(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA s14 item 4: the read-only view offered «Start turn [Enter]», + Bot, the bot's turn and
    Undo as if it could be played; each click was refused. Now none is offered: the step says
    why in their place, and a key still says it rather than doing anything."""
    app = make_app()
    tiny_game(app, "Campaign", steps=6)
    c, w = app.controller, app.window
    assert c.game is not None
    path, cursor = c.game.path, c.session.cursor if c.session else 0
    c.close_game()
    other = played_elsewhere(path)
    try:
        answering(monkeypatch, "view")
        assert w.open_path(path) and c.game is not None and c.game.read_only
        panel = w.step_panel
        assert panel.looking_note.isVisibleTo(panel) and "only to look at" in panel.looking_note.text()
        offered = [panel.answers, panel.start_button, panel.done_button, panel.next_button, panel.roll_button]
        assert not any(b.isVisibleTo(panel) for b in offered)
        bot = w.bot_panels[c.view.active]
        assert not bot.turn_button.isEnabled() and not bot.stop_button.isEnabled()
        assert not w.seats.add_button.isEnabled()
        assert not w.menu_actions["undo"].isEnabled() and not panel.undo_button.isEnabled()
        refused: list[Any] = []
        c.failed.connect(refused.append)
        qtbot.keyClick(w, Qt.Key.Key_Return)
        assert refused and "is open read-only here" in str(refused[-1])
        assert c.session is not None and c.session.cursor == cursor
        c.close_game()
    finally:
        other.kill()
        other.wait(timeout=30)
    assert w.open_path(path) and c.game is not None and not c.game.read_only
    assert not w.step_panel.looking_note.isVisibleTo(w.step_panel), "a game played here offers its steps"
    assert w.seats.add_button.isEnabled() or w.controller.view.full


def test_a_game_looked_at_follows_the_window_that_plays_it(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA s14 item 4: the read-only view stayed as it was opened while the other window played
    on, so it misled whoever looked. Now each step written there is read here, the bot followed
    here still followed."""
    app = make_app()
    tiny_game(app, "Campaign", steps=6)
    c, w = app.controller, app.window
    assert c.game is not None
    path = c.game.path
    c.close_game()
    other = played_elsewhere(path)
    try:
        answering(monkeypatch, "view")
        assert w.open_path(path) and c.game is not None and c.game.read_only
        before = c.session.cursor if c.session else 0
        followed = c.active_bot
        assert other.stdin is not None and other.stdout is not None
        other.stdin.write("play 3\n")
        other.stdin.flush()
        played = json.loads(other.stdout.readline())["cursor"]
        assert played > before
        qtbot.waitUntil(lambda: c.session is not None and c.session.cursor == played, timeout=10_000)
        assert c.game is not None and c.game.read_only and c.active_bot == followed
        assert w.files.marker.isVisible() and w.step_panel.looking_note.isVisibleTo(w.step_panel)
        c.close_game()
    finally:
        other.kill()
        other.wait(timeout=30)
