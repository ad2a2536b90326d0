"""A game file with a damaged page (a bad sector, a power cut on a memory card): SQLite then
refuses every query that walks past that page, so the whole game would not open although nearly
all its rows read. Here the rows that still read are copied one by one into a new file; the
restore then treats the rows left behind as it treats any unreadable row (the game goes on as it
was saved, undo stops above them). The file as it was is kept beside the game first."""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from desktop.core.cache_write import kept_aside
from desktop.core.messages import db_code
from desktop.core.store.store_check import DB_ERRORS, begin_new_file
from desktop.core.store.store_rows import MAX_GAP

# SQLite's primary result code for a malformed page (sqlite3.h: SQLITE_CORRUPT).
CORRUPT = 11


def page_damaged(exc: BaseException) -> bool:
    """Whether SQLite refused because a page of the file is malformed (not a lock, a full
    disk or a file that is no database at all)."""
    return isinstance(exc, sqlite3.DatabaseError) and db_code(exc) == CORRUPT


def rebuild(source: sqlite3.Connection, target: Path) -> None:
    """Write into `target` (a new file) the meta, events and snapshots that `source` can still
    read, each row on its own; raises what SQLite raises when not even the meta reads."""
    meta = source.execute("SELECT key, value FROM meta LIMIT 100").fetchall()
    top = _last_index(source, meta)
    conn = sqlite3.connect(target, isolation_level=None)
    try:
        begin_new_file(conn)
        conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", meta)
        conn.executemany("INSERT INTO events (idx, event, log) VALUES (?, ?, ?)", _events(source, top))
        conn.executemany("INSERT INTO snapshots (idx, world) VALUES (?, ?)", _snapshots(source, top))
        conn.execute("COMMIT")
    finally:
        conn.close()


def _last_index(source: sqlite3.Connection, meta: list[tuple[Any, Any]]) -> int:
    """The highest event row to look for: the last one the file's tree reaches, bounded by the
    game's saved position (a damaged row number far beyond it is not counted up to)."""
    saved = _meta_int(meta, "cursor")
    found = [saved]
    for sql in ("SELECT idx FROM events ORDER BY idx DESC LIMIT 1", "SELECT max(idx) FROM snapshots"):
        try:
            row = source.execute(sql).fetchone()
        except DB_ERRORS:
            continue
        if row and isinstance(row[0], int):
            found.append(row[0])
    return min(max(found), max(saved, 0) + MAX_GAP)


def _meta_int(meta: list[tuple[Any, Any]], key: str) -> int:
    value = dict(meta).get(key)
    return int(value) if isinstance(value, str) and value.isdigit() and len(value) < 10 else 0


def _events(source: sqlite3.Connection, top: int) -> Iterator[tuple[int, Any, Any]]:
    for index in range(top + 1):
        row = _read(source, "SELECT event, log FROM events WHERE idx = ?", index)
        if row is not None:
            yield index, row[0], row[1]


def _snapshots(source: sqlite3.Connection, top: int) -> Iterator[tuple[int, Any]]:
    try:
        found = source.execute("SELECT idx FROM snapshots WHERE idx >= 0 AND idx <= ?", (top + 1,))
        wanted = [row[0] for row in found]
    except DB_ERRORS:
        wanted = list(range(top + 2))
    for index in wanted:
        row = _read(source, "SELECT world FROM snapshots WHERE idx = ?", index)
        if row is not None:
            yield index, row[0]


def _read(source: sqlite3.Connection, sql: str, index: int) -> tuple[Any, ...] | None:
    """One row, None when it is missing or its page cannot be read."""
    try:
        row = source.execute(sql, (index,)).fetchone()
    except DB_ERRORS:
        return None
    return tuple(row) if row is not None else None


def keep_as_found(path: Path) -> Path:
    """Copy the game file (and its write-ahead log) beside it as `<name>.damaged-<time>`, as
    it is now; the copy's path."""
    kept = kept_aside(path)
    log = Path(f"{path}-wal")
    if log.exists() and log.stat().st_size:  # an empty log holds nothing of the game
        shutil.copy2(log, Path(f"{kept}-wal"))
    return kept


def put_in_place(rebuilt: Path, path: Path) -> None:
    """Replace the game file by the rebuilt one. Its old log goes first: SQLite would lay a log
    left behind over the new file."""
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    os.replace(rebuilt, path)


__all__ = ["keep_as_found", "page_damaged", "put_in_place", "rebuild"]
