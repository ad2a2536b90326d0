"""Checks of a game file before anything in it is used: header, schema and meta."""

from __future__ import annotations

import os
import re
import sqlite3
import stat
from pathlib import Path
from typing import Any

from desktop.core.bot_names import read_bot_id, read_name_words
from desktop.core.file_words import at, newer_format
from desktop.core.messages import MessageError, Said, engine_msg
from desktop.core.safe_read import Limits, ReadRefused, cannot_be_read, not_a_file, parse_json

FORMAT_VERSION = 1
APPLICATION_ID = 0x424F544D  # "BOTM" in the SQLite header: a Botmat game, not any database
MAX_FILE_BYTES = 1 << 30
SQLITE_MAGIC = b"SQLite format 3\x00"
SCHEMA = (
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE events (idx INTEGER PRIMARY KEY, event TEXT NOT NULL, log TEXT NOT NULL)",
    "CREATE TABLE snapshots (idx INTEGER PRIMARY KEY, world TEXT NOT NULL)",
)
# What sqlite_master holds for SCHEMA; anything else (a view, a trigger) means a foreign file.
EXPECTED_MASTER = {
    ("table", "meta", "meta", SCHEMA[0]),
    ("index", "sqlite_autoindex_meta_1", "meta", None),
    ("table", "events", "events", SCHEMA[1]),
    ("table", "snapshots", "snapshots", SCHEMA[2]),
}
META_LIMITS = Limits(depth=8, string=1000, nodes=2000)
# What reading a damaged file through sqlite3 can raise: SQLite's errors, and a ValueError
# (UnicodeDecodeError) when a damaged schema's text is put into SQLite's own error message.
DB_ERRORS = (sqlite3.Error, ValueError, OverflowError, MemoryError)
_PACK_ID = re.compile(r"^[a-z0-9_]{1,64}$")
MAX_TITLE = 200
_DIGEST = re.compile(r"^[0-9a-f]{64}$")  # a SHA-256 in hex


class StoreError(MessageError):
    """A game file that cannot be used (or written); names the file. It is left as it was."""

    def __init__(self, path: Path | str, reason: Said) -> None:
        super().__init__(at(path, reason))
        self.path, self.reason = Path(path), reason


class GameNotWritable(StoreError):
    """A game that can be looked at but not played here: another window or program plays it
    (`busy`), or it is on a disk or in a folder that cannot be written. The window offers a
    read-only view or a copy; the CLI names both."""

    busy = False


class GameBusy(GameNotWritable):
    """Another Botmat window or program plays the game now (it holds the game's lock)."""

    busy = True

    def __init__(self, path: Path | str) -> None:
        super().__init__(path, engine_msg("is open in another Botmat window or program"))


class GameReadOnly(GameNotWritable):
    """The game is on a read-only disk or in a folder that cannot be written."""

    def __init__(self, path: Path | str, reason: Said) -> None:
        super().__init__(
            path, engine_msg("is on a disk or in a folder that cannot be written ({reason})", reason=reason)
        )


def begin_new_file(conn: sqlite3.Connection) -> None:
    """Mark a new, empty file as a Botmat game of this format and make its tables, inside the
    transaction this opens (the caller fills them and commits)."""
    conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version={FORMAT_VERSION}")
    conn.execute("BEGIN")
    for sql in SCHEMA:
        conn.execute(sql)


def not_a_game() -> Said:
    """The refusal of a file that is not a Botmat game."""
    return engine_msg("is not a Botmat game")


def check_header(path: Path) -> None:
    """Refuse what is not a regular, bounded Botmat game file, reading only its first bytes."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise StoreError(path, cannot_be_read(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise StoreError(path, not_a_file())
        if info.st_size > MAX_FILE_BYTES:
            raise StoreError(path, engine_msg("is too large (%n bytes)", info.st_size))
        head = os.read(fd, 100)
    except OSError as exc:
        raise StoreError(path, cannot_be_read(exc)) from None
    finally:
        os.close(fd)
    if head.lstrip()[:1] == b"{" and b"botmat-session" in head:
        raise StoreError(path, engine_msg("holds a JSON save, not a game file: name it .json to open it"))
    if len(head) < 100 or not head.startswith(SQLITE_MAGIC):
        raise StoreError(path, not_a_game())
    if int.from_bytes(head[68:72], "big") != APPLICATION_ID:
        raise StoreError(path, not_a_game())
    version = int.from_bytes(head[60:64], "big")
    if version > FORMAT_VERSION:
        raise StoreError(path, newer_format(version, FORMAT_VERSION))
    if version < 1:
        raise StoreError(path, engine_msg("is damaged: it has no format version"))


def check_schema(path: Path, conn: sqlite3.Connection) -> None:
    """The file holds exactly our tables (no views, triggers or other tables)."""
    rows = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master LIMIT 20").fetchall()
    if set(rows) != EXPECTED_MASTER or len(rows) != len(EXPECTED_MASTER):
        raise StoreError(path, engine_msg("is damaged: its tables are not those of a Botmat game"))


def read_meta(path: Path, conn: sqlite3.Connection) -> dict[str, Any]:
    """The game's meta, each value bounded and type-checked; what a game cannot do without
    (its pack) is required, the rest falls back (`None` for numbers the restore decides)."""
    raw = conn.execute("SELECT key, value FROM meta LIMIT 100").fetchall()
    meta: dict[str, Any] = {}
    for key, value in raw:
        if not isinstance(key, str) or not isinstance(value, str):
            continue
        try:
            meta[key] = parse_json(value, f"{path} meta {key[:20]}", META_LIMITS)
        except ReadRefused:
            meta[key] = None  # a damaged value: the checks below treat it as missing
    pack = meta.get("pack")
    if not isinstance(pack, str) or not _PACK_ID.match(pack):
        raise StoreError(path, engine_msg("is damaged: it does not say which rule pack it uses"))
    out: dict[str, Any] = {"pack": pack}
    for key in ("seed", "cursor", "floor", "pack_revision", "setup"):
        value = meta.get(key)
        out[key] = value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None
    for key in ("title", "pack_name", "app_version", "created", "last_played"):
        value = meta.get(key)
        out[key] = value[:MAX_TITLE] if isinstance(value, str) else ""
    if not out["title"]:
        out["title"] = path.stem
    bots = meta.get("bots")
    out["bots"] = [b[:MAX_TITLE] for b in bots if isinstance(b, str)] if isinstance(bots, list) else []
    words = meta.get("bot_words")
    if (
        not isinstance(words, list)
        or not isinstance(bots, list)
        or not len(words) == len(out["bots"]) == len(bots)
    ):
        words = []
    out["bot_words"] = [read_name_words(w) for w in words]
    out["progress"] = _progress(meta.get("progress"))
    out["checks"] = _indexes(meta.get("checks"))
    out["followed"] = read_bot_id(meta.get("followed"))
    digest = meta.get("source_digest")
    out["source_digest"] = digest if isinstance(digest, str) and _DIGEST.match(digest) else ""
    return out


def _indexes(data: Any) -> list[int] | None:
    """Event indexes in order (the `check` events), None when missing or damaged."""
    if not isinstance(data, list):
        return None
    if not all(isinstance(i, int) and not isinstance(i, bool) and i >= 0 for i in data):
        return None
    return sorted(set(data))


def _progress(data: Any) -> list[dict[str, Any]]:
    if not isinstance(data, list):
        return []
    out = []
    for item in data[:20]:
        if (
            isinstance(item, dict)
            and isinstance(item.get("name"), str)
            and isinstance(item.get("label"), str)
        ):
            value = item.get("value")
            if value is None or (isinstance(value, int) and not isinstance(value, bool)):
                out.append({"name": item["name"], "label": item["label"], "value": value})
    return out
