"""Issue 27 §3: a damaged event row (deleted, of another type, undecodable, too large) opened
without a word, then the log view and undo raised HistoryError at every start and every undo.
Now every row is looked at when the game opens: the game opens at what can be restored, says
what was lost, undo stops above it, and nothing that reads the game later raises."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from store_helpers import digest, new_game, packs, write_sql

from desktop.core.cli import commands
from desktop.core.messages import render_plain
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view
from desktop.core.store.game_store import GameFile, open_game
from desktop.core.store.store_history import StoreHistory

DAMAGE: dict[str, tuple[str, tuple[Any, ...]]] = {
    "deleted": ("DELETE FROM events WHERE idx = ?", ()),
    "a number": ("UPDATE events SET event = 7 WHERE idx = ?", ()),
    "binary": ("UPDATE events SET event = x'00ff10' WHERE idx = ?", ()),
    "bad UTF-8": ("UPDATE events SET event = CAST(x'7b2274797065223a22ff227d' AS TEXT) WHERE idx = ?", ()),
    "not JSON": ('UPDATE events SET event = \'{"type": "answer", \' WHERE idx = ?', ()),
    "too deep": (
        "UPDATE events SET event = ? WHERE idx = ?",
        ('{"type": "done", "x": ' + "[" * 150 + "]" * 150 + "}",),
    ),
    "oversized": ("UPDATE events SET event = ? WHERE idx = ?", ("x" * (17 << 20),)),
    "unknown type": ('UPDATE events SET event = \'{"type": "teleport"}\' WHERE idx = ?', ()),
}


def damage(path: Path, kind: str, index: int) -> None:
    sql, args = DAMAGE[kind]
    write_sql(path, (sql, (*args, index)))


def everything_a_window_reads(game: GameFile) -> int:
    """What the window and the log read of an opened game (no exception may escape), undoing as
    far as undo goes and redoing all again; returns where undo stopped."""
    session = game.session
    view = build_view(session, PlayState(active=session.bot_ids[0] if session.bot_ids else ""))
    assert view.history is not None
    for i in range(view.history.size):
        view.history.kind(i)
        view.history.lines(i)
    session.log()
    while session.undo():
        build_view(session, PlayState())
    stopped = session.cursor
    while session.redo():
        build_view(session, PlayState())
    return stopped


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_damaged_row_before_the_position_is_said_and_undo_stops_above_it(tmp_path: Path, kind: str) -> None:
    game = new_game(tmp_path, events=40, seed=5)
    world, cursor = digest(game.session.world), game.session.cursor
    game.close()
    damage(game.path, kind, 20)
    before = game.path.read_bytes()
    again = open_game(game.path, packs())
    said = [render_plain(w) for w in again.warnings]
    assert said == [
        f"{game.path}: 1 earlier step cannot be read: the game goes on as it was saved, "
        "and undo goes back to step 32 at most"
    ]
    assert (digest(again.session.world), again.session.cursor) == (world, cursor), "nothing played is lost"
    assert again.session.floor == 32
    again.history.hold = True
    assert everything_a_window_reads(again) == 32 and not again.session.warnings, "undo stops there"
    assert (digest(again.session.world), again.session.cursor) == (world, cursor), "and redo goes back"
    again.abandon()
    assert game.path.read_bytes() == before, "opening and looking write nothing"


def test_a_row_only_reading_refuses_is_caught_where_it_is_read(tmp_path: Path) -> None:
    """A whole number of more than 18 digits in a short event passes SQLite's JSON check at
    opening; reading it refuses it. It is caught there: the log shows the rest, undo stops
    above it and says so, nothing raises."""
    game = new_game(tmp_path, events=40, seed=5)
    cursor = game.session.cursor
    game.close()
    write_sql(
        game.path,
        (
            "UPDATE events SET event = ? WHERE idx = 20",
            ('{"type": "roll", "value": 1234567890123456789012}',),
        ),
    )
    again = open_game(game.path, packs())
    again.history.hold = True
    assert again.warnings == [] and again.session.cursor == cursor
    assert everything_a_window_reads(again) == 32
    assert len(again.session.warnings) == 1 and "cannot be undone" in render_plain(again.session.warnings[0])
    again.abandon()


@pytest.mark.parametrize("kind", ["deleted", "not JSON", "oversized"])
def test_a_damaged_row_in_the_redo_tail_ends_redo_there(tmp_path: Path, kind: str) -> None:
    game = new_game(tmp_path, events=40, seed=5)
    for _ in range(10):
        game.session.undo()
    cursor = game.session.cursor
    game.close()
    damage(game.path, kind, cursor + 4)
    again = open_game(game.path, packs())
    assert [render_plain(w) for w in again.warnings] == [
        f"{game.path}: undone steps from step {cursor + 5} on cannot be read, so they cannot be redone"
    ]
    everything_a_window_reads(again)
    assert again.session.cursor == cursor + 4 or again.session.floor == again.session.cursor
    again.close()
    third = open_game(game.path, packs())
    assert third.warnings == [] and len(third.session.events) <= cursor + 4, "the file kept as it was aside"
    assert list(game.path.parent.glob("game.botmat.damaged-*"))
    third.close()


def test_the_first_rows_deleted_keep_the_game(tmp_path: Path) -> None:
    """A file whose first rows were deleted opened as an empty game before."""
    game = new_game(tmp_path, events=40, seed=5)
    world = digest(game.session.world)
    game.close()
    write_sql(game.path, ("DELETE FROM events WHERE idx < 3", ()))
    again = open_game(game.path, packs())
    assert digest(again.session.world) == world and "3 earlier steps cannot be read" in render_plain(
        again.warnings[0]
    )
    everything_a_window_reads(again)
    again.close()


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_the_cli_runs_a_game_with_a_damaged_row(
    tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(commands, "_packs", packs)
    game = new_game(tmp_path, events=40, seed=5)
    game.close()
    damage(game.path, kind, 20)
    out = io.StringIO()
    run = ["run", "--pack", "tiny", "--session", str(game.path), "--chart", "income", "--bot", "b1"]
    code = commands.main(run, out, io.StringIO('{"answer": "no"}\n{"roll": null}\n'))
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert code == 0 and lines[-1]["kind"] == "end", lines[-1]


def test_twenty_thousand_rows_are_looked_at_in_one_query(tmp_path: Path) -> None:
    """The check costs one SQLite pass, not a parse per row: a long game opens with every row read
    by SQLite once and none by Python (counted, never timed)."""
    game = new_game(tmp_path, events=300, seed=2)
    game.close()
    reads: list[int] = []
    original = StoreHistory.read_event

    def counted(self: Any, index: int) -> dict[str, Any]:
        reads.append(index)
        return original(self, index)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(StoreHistory, "read_event", counted)
        open_game(game.path, packs()).close()
    long_rows = (
        sqlite3.connect(game.path).execute("SELECT idx FROM events WHERE length(event) > 200").fetchall()
    )
    assert sorted(reads) == sorted(i for (i,) in long_rows)


def test_played_steps_lost_to_a_damaged_row_are_not_called_undone(tmp_path: Path) -> None:
    """A damaged row among the steps played, with no saved state after it that passes its check:
    the game opens before it and says how many steps it kept. It said "undone steps from step …
    cannot be redone" of steps the player had played and never undone."""
    game = new_game(tmp_path, events=40, seed=5)
    cursor = game.session.cursor
    game.close()
    damage(game.path, "not JSON", 5)
    write_sql(game.path, ("UPDATE snapshots SET world = 'x' WHERE idx > ?", (0,)))
    again = open_game(game.path, packs())
    assert again.session.cursor == 5
    assert [render_plain(w) for w in again.warnings] == [
        f"{game.path}: a damaged saved state was skipped",
        f"{game.path}: only its first 5 of {cursor} steps could be restored; the later ones are damaged",
    ]
    again.close()
