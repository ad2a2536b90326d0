"""Save files: versioned JSON written atomically with rotating backups, read with clear errors
(the interchange format: export, import, the CLI; games themselves live in the game store)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop import __version__
from desktop.core.bot_names import read_bot_id
from desktop.core.cache_write import BACKUPS, write_atomic
from desktop.core.file_words import (
    at,
    cannot_upgrade,
    first_steps_only,
    joined,
    needs_pack,
    newer_format,
    nothing_restored,
    rebuilt_from_steps,
    revision_changed,
    undo_position_damaged,
)
from desktop.core.messages import Message, MessageError, Said, engine_msg, said
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.copy_checks import KEY as CHECKS_KEY
from desktop.core.play.copy_checks import kept_at_start
from desktop.core.play.session import History, Session, clone
from desktop.core.play.world import ALONE, new_world, refresh_variants
from desktop.core.play.world_check import check_world
from desktop.core.safe_read import JSON_SAVE_BYTES, ReadRefused, parse_json, read_bytes

FORMAT = "botmat-session"
FORMAT_VERSION = 1

# Upgrades of older save formats: version -> function returning the data of version + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class SaveError(MessageError):
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
        "events": list(session.events),
        "world": session.world,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        **_start_checks(session),
        **_start_alone(session),
        **({"followed": session.followed} if session.followed else {}),
    }


def _start_alone(session: Session) -> dict[str, Any]:
    """Whether the game started with questions of one answer taken by the app (its replay must
    do the same; a save without it replays as it was played)."""
    found = session.history.snapshot_before(0)
    shared = found[1]["shared"] if found is not None else session.world["shared"]
    return {"alone": True} if shared.get(ALONE) else {}


def _start_checks(session: Session) -> dict[str, Any]:
    """The check answers the game started with (its replay reads them, not the importer's)."""
    found = session.history.snapshot_before(0)
    kept = found[1]["shared"].get(CHECKS_KEY) if found is not None else None
    return {"checks": kept} if isinstance(kept, dict) else {}


def _start_world(pack: Pack, data: dict[str, Any]) -> dict[str, Any]:
    """The world a save's steps replay from: with the check answers the game started with; a
    game saved before games kept them plays with the tables', as it did."""
    world = new_world(pack)
    saved = data["world"].get("shared")
    if data.get("alone") is not True and not (isinstance(saved, dict) and saved.get(ALONE)):
        del world["shared"][ALONE]  # saved before: its questions were all asked
    if CHECKS_KEY not in world["shared"]:
        return world
    start = kept_at_start(pack, data.get("checks"))
    if start is not None:
        world["shared"][CHECKS_KEY] = start
    elif not (isinstance(saved, dict) and CHECKS_KEY in saved):
        del world["shared"][CHECKS_KEY]
    return world


def save_session(session: Session, path: Path) -> None:
    """Save atomically."""
    write_atomic(path, json.dumps(session_to_json(session), ensure_ascii=False, separators=(",", ":")))


def read_save(path: Path) -> dict[str, Any]:
    """Read and upgrade a save file's data, or raise SaveError naming the problem; the file is
    bounded in size, nesting, numbers and texts before anything in it is used."""
    try:
        raw = read_bytes(path, JSON_SAVE_BYTES)
    except ReadRefused as exc:
        raise SaveError(at(path, exc.reason)) from None
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(at(path, engine_msg("is not a Botmat save (not text)"))) from None
    try:
        data = parse_json(raw, path)
    except ReadRefused as exc:
        raise SaveError(exc.message) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(at(path, engine_msg("is not a Botmat save")))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(at(path, engine_msg("has no format version")))
    if version > FORMAT_VERSION:
        raise SaveError(at(path, newer_format(version, FORMAT_VERSION)))
    while version < FORMAT_VERSION:
        if version not in MIGRATIONS:
            raise SaveError(at(path, cannot_upgrade(version)))
        try:
            data = MIGRATIONS[version](data)
        except Exception as exc:  # noqa: BLE001 - an old file the upgrade cannot read
            reason = engine_msg("{what}: {reason}", what=cannot_upgrade(version), reason=said(exc))
            raise SaveError(at(path, reason)) from None
        version = data["version"] = version + 1
    for key, kind in (("events", list), ("world", dict), ("seed", int), ("cursor", int), ("pack", str)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveError(at(path, engine_msg("field '{key}' is missing or damaged", key=key)))
    checked: dict[str, Any] = data
    return checked


def session_from_json(
    data: dict[str, Any], packs: dict[str, Pack], where: str = "save"
) -> tuple[Session, list[Said]]:
    """Rebuild a session by replaying its events; the saved world is used only when it passes
    every check. Returns the session with warnings; SaveError when nothing can be restored. The
    bot followed last comes along when the save names one (a save written before names none)."""
    session, warnings = _rebuilt(data, packs, where)
    session.followed = read_bot_id(data.get("followed"))
    return session, warnings


def _rebuilt(data: dict[str, Any], packs: dict[str, Pack], where: str) -> tuple[Session, list[Said]]:
    pack = packs.get(data["pack"])
    if pack is None:
        raise SaveError(at(where, needs_pack(str(data["pack"]))))
    events, cursor, warnings = data["events"], data["cursor"], []
    if not 0 <= cursor <= len(events):
        warnings.append(at(where, undo_position_damaged()))
        cursor = len(events)
    session = Session(pack, data["seed"], world=_start_world(pack, data))
    reached = _replay(session, events, cursor)
    saved_world = clone(data["world"])
    refresh_variants(pack, saved_world)  # as the replay above works them out
    stale = _drop_stale_runs(pack, saved_world, where)
    saved_ok = not check_world(pack, saved_world)
    floor = data.get("floor", 0)
    floor = floor if isinstance(floor, int) and 0 <= floor <= cursor else 0
    if reached == len(events):
        # Compare as JSON: the file cannot tell int keys or tuples from str keys and lists.
        if json.loads(json.dumps(session.world)) == data["world"]:
            session.floor = floor
            return session, warnings
        if not saved_ok or data.get("pack_revision") == pack.meta.revision:
            # Same rules, so the steps are right and the saved state is what was damaged.
            session.floor = floor
            return session, [*warnings, at(where, rebuilt_from_steps())]
    if saved_ok:
        restored = _saved_state(data["seed"], saved_world, pack, events, cursor)
        return restored, warnings + _why(data, pack, where) + stale
    if 0 < session.cursor:
        return session, [*warnings, at(where, first_steps_only(session.cursor, cursor))]
    raise SaveError(at(where, nothing_restored()))


def _saved_state(seed: int, world: dict[str, Any], pack: Pack, events: list[Any], cursor: int) -> Session:
    """The saved world exactly, undo starting from it (its history does not replay to it)."""
    session = Session(pack, seed, History(), world, cursor, cursor)
    for event in events[:cursor]:
        session.history.append(event if isinstance(event, dict) else {}, [])
    session.history.add_snapshot(cursor, session.world)
    return session


def _drop_stale_runs(pack: Pack, world: dict[str, Any], where: str) -> list[Said]:
    """Unfinished runs standing on a step the changed rules no longer have are ended (the bot's
    state is kept; the player starts the chart again) instead of failing at the next step."""
    dropped: list[Said] = []
    runs = world.get("runs")
    if not isinstance(runs, dict):
        return dropped
    for bot, run in list(runs.items()):
        meta = world.get("meta", {}).get(bot, {}) if isinstance(world.get("meta"), dict) else {}
        try:
            charts = pack.charts_for(tuple(meta.get("variants", ())) if isinstance(meta, dict) else ())
            frames = run.get("stack") or []
            stale = any(
                f.get("chart") not in charts or f.get("node") not in charts[f["chart"]].node_map()
                for f in frames
            )
        except (AttributeError, KeyError, TypeError):
            continue  # not a readable run: the world check refuses it
        if stale:
            runs.pop(bot)
            chart = run.get("chart") if isinstance(run, dict) else ""
            why = engine_msg(
                "the rules changed under {bot}'s unfinished {chart}; start it again",
                bot=_bot_name(world, bot),
                chart=_chart_title(pack, chart),
            )
            dropped.append(at(where, why))
    return dropped


def _bot_name(world: dict[str, Any], bot: str) -> str:
    meta = world.get("meta", {}).get(bot) if isinstance(world.get("meta"), dict) else None
    name = meta.get("name") if isinstance(meta, dict) else None
    return str(name)[:64] if isinstance(name, str) and name else str(bot)[:64]


def _chart_title(pack: Pack, chart: Any) -> Said:
    found = pack.charts.get(chart) if isinstance(chart, str) else None
    return Message(f"{pack.id}/{chart}", found.title) if found is not None else str(chart)[:64]


def _why(data: dict[str, Any], pack: Pack, where: str) -> list[Said]:
    # The rules changed since the save (or the history is damaged): keep the saved state
    # exactly, and start undo from here instead of losing the game.
    if data.get("pack_revision") != pack.meta.revision:
        return [at(where, revision_changed(data.get("pack_revision"), pack.meta.revision))]
    return [at(where, engine_msg("its history does not replay; earlier steps cannot be undone"))]


def _replay(session: Session, events: list[Any], cursor: int) -> int:
    """Apply every event (the redo tail too), then undo back to `cursor`. Returns how many
    events applied; at a damaged one the rest is dropped (the session stops before it)."""
    for event in events:
        try:
            session.apply(clone(event) if isinstance(event, dict) else event)
        except Exception:  # noqa: BLE001 - any failure means "history unusable from here"
            break
    reached = session.cursor
    while session.cursor > min(cursor, reached):
        session.undo()
    return reached


def load_session(path: Path, packs: dict[str, Pack]) -> tuple[Session, list[Said]]:
    """Open a save file; raises SaveError (file untouched) when it cannot be used."""
    return session_from_json(read_save(path), packs, str(path))


def load_newest(path: Path, packs: dict[str, Pack]) -> tuple[Session, list[Said], Path]:
    """Open an autosave, or when it is missing or damaged the newest usable of the files a kill
    during its rotation can leave: its temp file, then backups .1 to .5. Returns the session,
    warnings and the file used; SaveError naming every file tried when none can be."""
    temps = sorted(path.parent.glob(f"{path.name}.*.tmp"), key=_mtime, reverse=True)
    candidates = [path, *temps, *(path.with_name(f"{path.name}.{i}") for i in range(1, BACKUPS + 1))]
    problems: list[Said] = []
    for candidate in candidates:
        if not candidate.exists():
            continue
        try:
            session, warnings = load_session(candidate, packs)
        except SaveError as exc:
            problems.append(exc.message)
            continue
        if candidate != path:
            restored = engine_msg(
                "missing or damaged; the game was restored from {file}", file=candidate.name
            )
            warnings.insert(0, at(path, restored))
        return session, warnings, candidate
    raise SaveError(joined(problems) if problems else at(path, engine_msg("no save")))


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
