"""Save files: versioned JSON written atomically with rotating backups, read with clear errors."""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop import __version__
from desktop.core.pack import Pack
from desktop.core.session import Session, clone

FORMAT = "botmat-session"
FORMAT_VERSION = 1
BACKUPS = 5

# Upgrades of older save formats: version -> function returning the data of version + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class SaveError(Exception):
    """A save file cannot be used; the message says which file and why. The file is untouched."""


def session_to_json(session: Session) -> dict[str, Any]:
    """Everything needed to restore the session, undo history included."""
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "app_version": __version__,
        "pack": session.pack.id,
        "pack_revision": session.pack.meta.revision,
        "seed": session.seed,
        "cursor": session.cursor,
        "floor": session.floor,
        "events": session.events,
        "world": session.world,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
    }


def write_atomic(path: Path, text: str, backups: int = BACKUPS) -> None:
    """Write via a temp file (flush + fsync + rename), keeping `backups` older copies."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if path.exists() and backups:
            for i in range(backups - 1, 0, -1):
                older = path.with_name(f"{path.name}.{i}")
                if older.exists():
                    os.replace(older, path.with_name(f"{path.name}.{i + 1}"))
            os.replace(path, path.with_name(f"{path.name}.1"))
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def save_session(session: Session, path: Path) -> None:
    """Save atomically."""
    write_atomic(path, json.dumps(session_to_json(session), ensure_ascii=False, separators=(",", ":")))


def read_save(path: Path) -> dict[str, Any]:
    """Read and upgrade a save file's data, or raise SaveError naming the problem."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{path}: is not a Botmat save (not text)") from None
    except json.JSONDecodeError as exc:
        what = "is cut short (truncated)" if exc.pos >= len(raw.rstrip()) - 1 else "is damaged"
        raise SaveError(f"{path}: {what}: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path}: is not a Botmat save")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(f"{path}: has no format version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"{path}: was saved by a newer Botmat (format {version}, this one reads "
            f"up to {FORMAT_VERSION}); update Botmat to open it"
        )
    while version < FORMAT_VERSION:
        if version not in MIGRATIONS:
            raise SaveError(f"{path}: format {version} cannot be upgraded")
        data = MIGRATIONS[version](data)
        version = data["version"] = version + 1
    for key, kind in (("events", list), ("world", dict), ("seed", int), ("cursor", int), ("pack", str)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{path}: field '{key}' is missing or damaged")
    return data


def session_from_json(
    data: dict[str, Any], packs: dict[str, Pack], where: str = "save"
) -> tuple[Session, list[str]]:
    """Rebuild a session by replaying its events; returns it with any warnings."""
    pack = packs.get(data["pack"])
    if pack is None:
        raise SaveError(f"{where}: needs rule pack '{data['pack']}', which is not installed")
    events, cursor = data["events"], data["cursor"]
    if not 0 <= cursor <= len(events) or not all(isinstance(e, dict) for e in events):
        raise SaveError(f"{where}: event list is damaged")
    warnings: list[str] = []
    session = Session(pack, data["seed"])
    replayed = _replay(session, events, cursor)
    # Compare as JSON: the file cannot tell int keys or tuples from str keys and lists.
    if replayed is None or json.loads(json.dumps(replayed.world)) != data["world"]:
        # The rules changed since the save (or the history is damaged): keep the saved state
        # exactly, and start undo from here instead of losing the game.
        if data.get("pack_revision") != pack.meta.revision:
            warnings.append(
                f"{where}: saved with rule pack revision {data.get('pack_revision')}"
                f", now {pack.meta.revision}: earlier steps cannot be undone"
            )
        else:
            warnings.append(f"{where}: its history does not replay; earlier steps cannot be undone")
        session = Session(pack, data["seed"])
        session.world = clone(data["world"])
        warnings += _drop_stale_runs(pack, session.world, where)
        session.events, session.cursor, session.floor = list(events[:cursor]), cursor, cursor
        session.logs = [[] for _ in range(cursor)]
        session.snapshots = {cursor: clone(session.world)}
        return session, warnings
    session.floor = min(int(data.get("floor", 0)), cursor)
    return replayed, warnings


def _drop_stale_runs(pack: Pack, world: dict[str, Any], where: str) -> list[str]:
    """Unfinished runs standing on a step the changed rules no longer have are ended (the bot's
    state is kept; the player starts the chart again) instead of failing at the next step."""
    dropped = []
    for bot, run in list(world.get("runs", {}).items()):
        charts = pack.charts_for(world.get("meta", {}).get(bot, {}).get("variants", ()))
        frames = run.get("stack") or []
        if any(
            f.get("chart") not in charts or f.get("node") not in charts[f["chart"]].node_map() for f in frames
        ):
            world["runs"].pop(bot)
            dropped.append(
                f"{where}: the rules changed under {bot}'s unfinished {run.get('chart')}; start it again"
            )
    return dropped


def _replay(session: Session, events: list[dict[str, Any]], cursor: int) -> Session | None:
    try:
        for event in events:
            session.apply(clone(event))
        while session.cursor > cursor:
            session.undo()
    except Exception:  # noqa: BLE001 - any failure means "history unusable", handled above
        return None
    return session


def load_session(path: Path, packs: dict[str, Pack]) -> tuple[Session, list[str]]:
    """Open a save file; raises SaveError (file untouched) when it cannot be used."""
    return session_from_json(read_save(path), packs, str(path))
