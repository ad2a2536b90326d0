"""The game store: every step is on disk before the caller draws it, undo/redo move the cursor in
the file, a restart resumes exactly, and damage is found, survived and said, file kept."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from store_helpers import digest, meta, new_game, pack, packs, reopen, rows, write_sql

from desktop.core.cli.random_game import play
from desktop.core.messages import render_plain
from desktop.core.play.session import SNAPSHOT_EVERY
from desktop.core.store import game_store, store_check
from desktop.core.store.game_store import StoreError, open_game
from desktop.core.store.saves import load_session


def test_each_step_is_in_the_file_when_apply_returns(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    seen = []

    def check(session) -> None:  # type: ignore[no-untyped-def]
        on_disk = rows(game.path, "SELECT count(*) FROM events")[0][0]
        seen.append((on_disk, meta(game.path)["cursor"], len(session.events), session.cursor))

    play(game.session, 40, 5, check)
    assert all(a == c and b == d for a, b, c, d in seen)
    assert len(seen) == 40


def test_a_restart_resumes_the_same_world_cursor_and_log(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=101)
    world, cursor = digest(game.session.world), game.session.cursor
    log = [e.to_json() for e in game.session.log()]
    assert cursor % SNAPSHOT_EVERY, "the resume replays a tail after the newest snapshot"
    game.abandon()  # as if killed: no closing snapshot
    again = open_game(game.path, packs())
    assert again.warnings == []
    assert (digest(again.session.world), again.session.cursor) == (world, cursor)
    assert [e.to_json() for e in again.session.log()] == log
    assert again.session.current("b1") == game.session.current("b1")


def test_undo_and_redo_move_the_cursor_in_the_file(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=40)
    session = game.session
    top = session.cursor
    for _ in range(3):
        assert session.undo()
    assert meta(game.path)["cursor"] == top - 3
    assert rows(game.path, "SELECT count(*) FROM events")[0][0] == top, "the redo tail stays"
    assert session.redo()
    assert meta(game.path)["cursor"] == top - 2


def test_a_new_step_after_undo_drops_the_redo_tail_from_the_file(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=40)
    session = game.session
    while session.cursor > 20:
        session.undo()
    session.apply({"type": "set_shared", "name": "round", "value": 4})
    assert not session.can_redo()
    assert rows(game.path, "SELECT count(*), max(idx) FROM events")[0] == (21, 20)
    assert rows(game.path, "SELECT count(*) FROM snapshots WHERE idx > 21")[0][0] == 0


def test_undo_and_redo_survive_a_restart(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=60)
    final = digest(game.session.world)
    for _ in range(7):
        game.session.undo()
    middle = digest(game.session.world)
    game = reopen(game)
    assert digest(game.session.world) == middle and game.session.can_redo()
    while game.session.redo():
        pass
    assert digest(game.session.world) == final


def test_the_log_can_be_read_from_any_event_on(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=50)
    session = game.session
    whole = [e.to_json() for e in session.log()]
    tail = [e.to_json() for e in session.log(since=30)]
    assert tail and whole[-len(tail) :] == tail
    assert all(e["event"] >= 30 for e in tail)


def test_opening_a_game_writes_nothing(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=30)
    game.close()
    before = game.path.read_bytes()
    again = open_game(game.path, packs())
    assert game.path.read_bytes() == before
    again.close()
    assert game.path.read_bytes() == before, "a game only looked at is left as it was"


# ---- damage -------------------------------------------------------------------------------


def test_a_damaged_snapshot_is_skipped_and_the_original_kept(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=50)
    world, cursor = digest(game.session.world), game.session.cursor
    game.abandon()
    newest = rows(game.path, "SELECT max(idx) FROM snapshots")[0][0]
    bad = json.dumps({"shared": {"round": 1}, "bots": {"b1": {"power": 100000000}}, "meta": {}, "runs": {}})
    write_sql(game.path, ("UPDATE snapshots SET world = ? WHERE idx = ?", (bad, newest)))
    damaged = game.path.read_bytes()
    again = open_game(game.path, packs())
    assert (digest(again.session.world), again.session.cursor) == (world, cursor)
    assert any("damaged saved state was skipped" in render_plain(w) for w in again.warnings)
    again.session.apply({"type": "set_shared", "name": "round", "value": 2})
    copies = list(tmp_path.glob("game.botmat.damaged-*"))
    assert [c.read_bytes() for c in copies if not c.name.endswith("-wal")] == [damaged]


def test_a_damaged_step_opens_the_game_before_it(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=50)
    game.abandon()
    write_sql(game.path, ('UPDATE events SET event = \'{"type": "answer", "bot"\' WHERE idx = 50', ()))
    again = open_game(game.path, packs())
    assert again.session.cursor == 50
    assert any("first 50 of 52 steps" in render_plain(w) for w in again.warnings)
    assert again.session.can_undo() and not again.session.can_redo()


def test_undo_stops_at_a_damaged_old_step_and_says_so(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=50)
    game.abandon()
    write_sql(game.path, ("UPDATE events SET event = 'null' WHERE idx = 45", ()))
    again = open_game(game.path, packs())
    assert again.session.cursor == 52
    assert [render_plain(w) for w in again.warnings] == [
        f"{game.path}: 1 earlier step cannot be read: the game goes on as it was saved, "
        "and undo goes back to step 48 at most"
    ], "said when the game opens (issue 27 §3), not at the undo that meets it"
    while again.session.undo():
        pass
    assert again.session.cursor == 48, "the snapshot after 48 steps needs no step before it"
    assert not again.session.warnings and not again.session.can_undo()


def test_a_file_with_nothing_usable_is_refused_and_kept(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=20)
    game.abandon()
    write_sql(
        game.path,
        ("UPDATE snapshots SET world = 'x'", ()),
        ("UPDATE events SET event = '[]' WHERE idx = 0", ()),
    )
    before = game.path.read_bytes()
    with pytest.raises(StoreError, match="nothing in it can be restored") as err:
        open_game(game.path, packs())
    assert str(game.path) in str(err.value)
    assert game.path.read_bytes() == before


@pytest.mark.parametrize(
    "make,words",
    [
        (lambda p: p.write_text("hello"), "not a Botmat game"),
        (lambda p: p.write_bytes(b""), "not a Botmat game"),
        (lambda p: _sqlite_without_id(p), "not a Botmat game"),
        (lambda p: _with_version(p, 7), "newer Botmat"),
        (lambda p: _with_trigger(p), "tables are not those of a Botmat game"),
        (lambda p: os.mkfifo(p), "not a regular file"),
    ],
)
def test_files_that_are_not_games_are_refused_by_name(tmp_path: Path, make, words: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "odd.botmat"
    make(path)
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(StoreError, match=words) as err:
        open_game(path, packs())
    assert str(path) in str(err.value)
    assert (path.read_bytes() if path.is_file() else None) == before


def _sqlite_without_id(path: Path) -> None:
    write_sql(path, ("CREATE TABLE t (x)", ()))


def _with_version(path: Path, version: int) -> None:
    new_game(path.parent, name="src").close()
    (path.parent / "src.botmat").rename(path)
    write_sql(path, (f"PRAGMA user_version={version}", ()))


def _with_trigger(path: Path) -> None:
    new_game(path.parent, name="src").close()
    (path.parent / "src.botmat").rename(path)
    write_sql(path, ("CREATE TRIGGER t AFTER INSERT ON meta BEGIN SELECT 1; END", ()))


def test_a_game_of_a_missing_pack_names_the_pack(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=5)
    game.close()
    with pytest.raises(StoreError, match="rule pack 'tiny'"):
        open_game(game.path, {})


def test_a_damaged_undo_position_opens_at_the_last_step(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=30)
    top = game.session.cursor
    game.close()
    write_sql(game.path, ("UPDATE meta SET value = '\"x\"' WHERE key = 'cursor'", ()))
    again = open_game(game.path, packs())
    assert again.session.cursor == top
    assert any("undo position" in render_plain(w) for w in again.warnings)


def test_changed_rules_keep_the_state_and_stop_undo_there(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=40)
    world = digest(game.session.world)
    game.close()
    write_sql(game.path, ("UPDATE meta SET value = '0' WHERE key = 'pack_revision'", ()))
    again = open_game(game.path, packs())
    assert digest(again.session.world) == world
    assert any("revision 0" in render_plain(w) for w in again.warnings)
    assert not again.session.can_undo()


def test_the_migration_hook_upgrades_an_older_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(tmp_path, events=10)
    world = digest(game.session.world)
    game.close()
    monkeypatch.setattr(store_check, "FORMAT_VERSION", 2)
    monkeypatch.setitem(
        game_store.MIGRATIONS,
        1,
        lambda conn: conn.execute("UPDATE meta SET value = '\"Upgraded\"' WHERE key = 'title'"),
    )
    again = open_game(game.path, packs())
    assert again.meta["title"] == "Upgraded" and digest(again.session.world) == world
    assert (tmp_path / "game.botmat.format-1").exists(), "the file as it was is kept"


# ---- a disk that fails ----------------------------------------------------------------------


def test_a_full_disk_is_reported_once_and_the_next_commit_catches_up(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=10)
    conn = game.conn
    conn.execute("PRAGMA query_only=OFF")
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count={pages}")  # SQLite's own "database or disk is full"
    play(game.session, 60, 9)
    failure = game.take_failure()
    # SQLite's own English ("database or disk is full") in the player's words, translated
    assert failure is not None and render_plain(failure.reason) == "the disk is full"
    assert str(game.path) in str(failure) and failure.message.params["file"] == str(game.path)
    assert game.take_failure() is None, "said once"
    assert game.session.cursor == 72, "the game goes on in memory"
    export = tmp_path / "elsewhere" / "game.json"
    game.session.commit()
    from desktop.core.store.game_library import Library

    Library(tmp_path, tmp_path / "trash").export_json(game.session, export)
    assert load_session(export, packs())[0].cursor == 72
    conn.execute("PRAGMA max_page_count=1073741823")
    world = digest(game.session.world)
    game.session.apply({"type": "set_shared", "name": "round", "value": 5})
    assert game.failure is None
    again = open_game(game.path, packs(), read_only=True)  # what is on disk, the game still open
    assert again.session.cursor == 73
    again.session.undo()
    assert digest(again.session.world) == world


def test_a_write_that_raises_enospc_loses_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(tmp_path, events=5)

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with monkeypatch.context() as patch:
        patch.setattr(game_store.GameFile, "_write", full)
        play(game.session, 20, 4)
        failure = game.take_failure()
        assert failure is not None and render_plain(failure.reason) == "the disk is full"
        assert game.take_failure() is None
    cursor = game.session.cursor
    game.session.commit()
    assert open_game(game.path, packs(), read_only=True).session.cursor == cursor
    assert pack().id == "tiny"


def test_a_damaged_dice_seed_opens_at_the_newest_snapshot_and_play_goes_on(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=40)
    game.abandon()
    write_sql(game.path, ("UPDATE meta SET value = '\"x\"' WHERE key = 'seed'", ()))
    again = open_game(game.path, packs())
    assert again.session.cursor == 32 and not again.session.can_undo()
    assert any("record of its dice is damaged" in render_plain(w) for w in again.warnings)
    play(again.session, 10, 2)
    world, cursor = digest(again.session.world), again.session.cursor
    again.abandon()
    third = open_game(game.path, packs())
    assert (digest(third.session.world), third.session.cursor) == (world, cursor)


def test_sqlite_refusals_are_said_in_player_words(tmp_path: Path) -> None:
    """SQLite's own English ("file is not a database", "database disk image is malformed") stood
    inside Polish and Ukrainian sentences; its usual refusals now have the app's words, which
    the catalogues translate. An unknown one keeps SQLite's text."""
    import sqlite3

    from desktop.core.messages import Message, os_reason
    from desktop.core.safe_read import damaged

    junk = tmp_path / "junk.botmat"
    junk.write_bytes(b"\xa5" * 8192)
    with pytest.raises(sqlite3.DatabaseError) as refused:
        sqlite3.connect(junk).execute("SELECT * FROM sqlite_master").fetchall()
    said = damaged(refused.value)
    assert render_plain(said) == "is damaged: it is not a game file"
    assert isinstance(said, Message) and isinstance(said.params["detail"], Message), "translated"
    assert render_plain(damaged(ValueError("Expecting value"))) == "is damaged: Expecting value"
    # the same words where a file operation is refused ("cannot be written: …", a failed commit)
    folder = tmp_path / "a folder.botmat"
    folder.mkdir()
    with pytest.raises(sqlite3.OperationalError) as cannot:
        sqlite3.connect(folder)
    assert render_plain(os_reason(cannot.value)) == "the file cannot be opened"
