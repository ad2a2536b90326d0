"""Helpers for the game-store tests: tiny-pack games in a file, world digests, raw file access."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path
from typing import Any

from core_helpers import tiny_pack

from desktop.core.cli.random_game import play
from desktop.core.pack.pack_loading import Pack
from desktop.core.store.game_store import GameFile, create_game, open_game

_PACK: list[Pack] = []


def pack() -> Pack:
    """The tiny pack, loaded once per test session."""
    if not _PACK:
        _PACK.append(tiny_pack())
    return _PACK[0]


def packs() -> dict[str, Pack]:
    return {"tiny": pack()}


def new_game(folder: Path, events: int = 0, seed: int = 3, name: str = "game") -> GameFile:
    """A tiny-pack game file with `events` random events played through the store."""
    game = create_game(folder / f"{name}.botmat", pack(), seed, name.title())
    if events:
        play(game.session, events, seed)
    return game


def reopen(game: GameFile) -> GameFile:
    """Close the game and open its file again, as a restart does."""
    game.close()
    return open_game(game.path, packs())


def digest(world: dict[str, Any]) -> str:
    """A world as JSON would keep it, hashed (tuples and lists compare equal)."""
    return hashlib.sha1(json.dumps(world, sort_keys=True).encode()).hexdigest()


def rows(path: Path, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Rows read from a game file by a second connection (what another process would see)."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute(sql, args).fetchall()
    finally:
        conn.close()


def write_sql(path: Path, *statements: tuple[str, tuple[Any, ...]]) -> None:
    """Change a closed game file behind the store's back (to damage it on purpose)."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        for sql, args in statements:
            conn.execute(sql, args)
    finally:
        conn.close()


def meta(path: Path) -> dict[str, Any]:
    return {k: json.loads(v) for k, v in rows(path, "SELECT key, value FROM meta")}
