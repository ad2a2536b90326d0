"""Issue 27 §1: one process writes a game at a time. Two windows on one game (or a double-click
on its file, or the CLI) silently kept a mix of their steps (40 each: 13 and 39 kept). Now the
second real process is told the game is open elsewhere and may look at it read-only or play a
copy; the first loses nothing; a killed process leaves no lock behind."""

from __future__ import annotations

import io
import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from core_helpers import TINY
from store_helpers import new_game, packs, play

from desktop.core.cli import commands
from desktop.core.messages import render_plain
from desktop.core.store.game_library import Library, read_info
from desktop.core.store.game_lock import lock_path
from desktop.core.store.game_store import open_game
from desktop.core.store.store_check import GameBusy, StoreError

DRIVER = Path(__file__).with_name("lock_driver.py")


class Player:
    """Another process that opened the game to play it."""

    def __init__(self, path: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(DRIVER), str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.opened = self.read()

    def read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        assert line, "the other process ended"
        answer: dict[str, Any] = json.loads(line)
        return answer

    def ask(self, command: str) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        return self.read()

    def end(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=30)


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    game = new_game(tmp_path, events=5)
    game.close()
    return game.path


def cli(*args: str) -> tuple[int, list[dict[str, Any]]]:
    out = io.StringIO()
    code = commands.main(list(args), out=out, inp=io.StringIO('{"answer": "no"}\n{"roll": null}\n'))
    return code, [json.loads(line) for line in out.getvalue().splitlines()]


def test_a_second_process_is_told_and_the_first_keeps_every_step(
    game_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(TINY.parent))
    first = Player(game_file)
    second = Player(game_file)
    try:
        assert first.opened["open"] is True
        assert second.opened["open"] is False and second.opened["busy"] is True
        assert second.opened["error"] == f"{game_file}: is open in another Botmat window or program"
        played = first.ask("play 40")
        assert played["failure"] == "" and played["cursor"] >= 45

        # This process too: playing is refused, looking is not, and the library says why.
        with pytest.raises(GameBusy):
            open_game(game_file, packs())
        view = open_game(game_file, packs(), read_only=True)
        assert view.session.cursor == played["cursor"] and view.read_only
        view.close()
        assert read_info(game_file).busy and read_info(game_file).problem is None
        library = Library(game_file.parent, tmp_path / "trash")
        with pytest.raises(GameBusy):
            library.delete(game_file)

        # The CLI: refused with both ways out; a copy plays, the game itself is only read.
        code, lines = cli("run", "--pack", "tiny", "--session", str(game_file), "--chart", "income")
        assert code == 2 and "is open in another Botmat window or program" in lines[-1]["error"]
        assert "--save COPY.botmat" in lines[-1]["error"]
        copy = tmp_path / "copy.botmat"
        code, lines = cli(
            "run", "--pack", "tiny", "--session", str(game_file), "--chart", "income", "--save", str(copy)
        )
        assert code == 0, lines
        copied = open_game(copy, packs())
        assert copied.session.cursor > played["cursor"]
        copied.close()

        more = first.ask("play 40")
        assert more["failure"] == "" and more["cursor"] >= played["cursor"] + 40
        assert first.ask("exit") == {"closed": True}
    finally:
        first.end()
        second.end()
    again = open_game(game_file, packs())
    assert again.session.cursor == more["cursor"], "every step of the first process is kept"
    again.close()
    assert not lock_path(game_file).exists(), "a closed game leaves no lock file"


def test_a_killed_process_leaves_the_game_free(game_file: Path) -> None:
    first = Player(game_file)
    try:
        assert first.opened["open"] is True
        played = first.ask("play 10")
    finally:
        first.end()  # SIGKILL: no clean-up ran in it
    assert read_info(game_file).busy is False
    game = open_game(game_file, packs())
    assert game.session.cursor == played["cursor"]
    game.close()


def test_one_process_cannot_play_a_game_twice(game_file: Path) -> None:
    game = open_game(game_file, packs())
    with pytest.raises(GameBusy) as refused:
        open_game(game_file, packs())
    assert render_plain(refused.value.reason) == "is open in another Botmat window or program"
    assert read_info(game_file).busy is False, "open here: not busy elsewhere"
    game.close()
    open_game(game_file, packs()).close()


def test_the_game_file_alone_holds_every_step_once_the_player_closes_it(tmp_path: Path) -> None:
    """A window looked at the game read-only while another played it, and stayed open after the
    player closed: the steps stayed in the log beside the file, so the file alone (copied to a
    stick, mailed) opened at an early step. Closing a played game now writes them into it."""
    game = new_game(tmp_path, events=5, name="campaign")
    game.close()
    game = open_game(game.path, packs())
    viewer = open_game(game.path, packs(), read_only=True)
    try:
        play(game.session, 40, 7)
        cursor = game.session.cursor
        game.close()  # the viewer is still open
        alone = tmp_path / "stick"
        alone.mkdir()
        copied = alone / "campaign.botmat"
        copied.write_bytes(game.path.read_bytes())  # the file only, as a file manager copies it
        again = open_game(copied, packs())
        assert again.session.cursor == cursor
        again.close()
    finally:
        viewer.close()


def test_a_game_another_program_holds_is_named_as_such_not_as_damaged(tmp_path: Path) -> None:
    """A database tool (or a sync program) writing the file holds SQLite's lock: the game is
    refused as open in another program, told by SQLite's own code for a lock, not by the
    English words of its message; the file is left as it was."""
    game = new_game(tmp_path, events=5)
    path, played = game.path, game.session.cursor
    game.close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode=EXCLUSIVE")  # a tool that keeps the file to itself
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError) as refused:
            open_game(path, packs())
    finally:
        other.execute("ROLLBACK")
        other.close()
    said = str(refused.value)
    assert "another program" in said and "damaged" not in said, said
    assert open_game(path, packs()).session.cursor == played, "the file is as it was"
