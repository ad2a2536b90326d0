"""Resume: the newest valid snapshot at or before the cursor plus a replay of the events after
it; when that fails, a replay of every event; when that fails too, the furthest state either
reached. A file from which nothing can be restored is refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from desktop.core.file_words import (
    at,
    first_steps_only,
    nothing_restored,
    rebuilt_from_steps,
    revision_changed,
    undo_position_damaged,
)
from desktop.core.messages import Said, engine_msg
from desktop.core.play.interpreter import new_world
from desktop.core.play.session import Session, clone
from desktop.core.store.store_check import DB_ERRORS, StoreError
from desktop.core.store.store_rows import event_count, unreadable_events

if TYPE_CHECKING:
    from desktop.core.store.game_store import GameFile
    from desktop.core.store.store_history import StoreHistory


def restore(game: GameFile, history_of: Callable[[GameFile, int], StoreHistory]) -> None:
    """Build `game.session` from the file; damage found is said in `game.warnings`. The game's
    history is made by `history_of(game, event count)` (the store's class, handed down here so
    that this module never imports the store back)."""
    length = event_count(game.conn)
    history = history_of(game, length)
    game.history = history
    lost = unreadable_events(game.conn, length, history.read_event)
    history.lost = set(lost)
    meta = game.meta
    history.checks = list(meta["checks"]) if meta["checks"] is not None else _check_events(game)
    cursor = meta["cursor"] if meta["cursor"] is not None and meta["cursor"] <= length else None
    if cursor is None:
        cursor = length
        _damaged(game, undo_position_damaged())
    floor = meta["floor"] if meta["floor"] is not None and meta["floor"] <= cursor else 0
    session = Session(game.pack, meta["seed"] if meta["seed"] is not None else 0, history, {}, cursor, floor)
    position, world, base = _restore_world(game, session, cursor, replayable=meta["seed"] is not None)
    if position < cursor:
        _damaged(game, first_steps_only(position, cursor))
        history.truncate(position)
        session.floor = min(session.floor, position)
    if meta["pack_revision"] != game.pack.meta.revision:
        game.warnings.append(at(game.path, revision_changed(meta["pack_revision"], game.pack.meta.revision)))
        session.floor = max(session.floor, base)
    if meta["seed"] is None:
        session.floor = position  # the steps before cannot be replayed without their dice
    session.world, session.cursor = world, position
    session.followed = meta["followed"]
    _settle_lost(game, session, sorted(lost), cursor)
    history.written.update(
        seed=meta["seed"],
        cursor=meta["cursor"],
        floor=meta["floor"],
        bots=meta["bots"],
        bot_words=meta["bot_words"],
        progress=meta["progress"],
        setup=meta["setup"],
        checks=meta["checks"],
        app_version=meta["app_version"],
        pack_revision=meta["pack_revision"],
        followed=meta["followed"],
    )
    game.session = session


def _damaged(game: GameFile, what: Said) -> None:
    game.warnings.append(at(game.path, what))
    game.keep_original = True


def _settle_lost(game: GameFile, session: Session, lost: list[int], saved_at: int) -> None:
    """The game plays on from where it opened; rows that cannot be read are never met again:
    the undone steps from the first of them on are gone from redo, and undo stops at the
    oldest saved state above the last of them before the game's position. Each is said once.
    Rows between the game's position and `saved_at` (the position it was saved at) were played,
    not undone: a game that opened before them has said so already."""
    history, position = game.history, session.cursor
    later = [i for i in lost if i >= max(position, saved_at)]
    if later:
        history.truncate(later[0])
        _damaged(
            game,
            engine_msg(
                "undone steps from step {step} on cannot be read, so they cannot be redone", step=later[0] + 1
            ),
        )
    earlier = [i for i in lost if i < position]
    if earlier:
        stop = _oldest_state_after(game, earlier[-1], position)
        session.floor = max(session.floor, stop)
        _damaged(
            game,
            engine_msg(
                "%n earlier step(s) cannot be read: the game goes on as it was saved, and undo goes "
                "back to step {step} at most",
                len(earlier),
                step=session.floor,
            ),
        )


def _oldest_state_after(game: GameFile, last_lost: int, position: int) -> int:
    """The oldest stored state after `last_lost` that passes its checks (undo replays from it
    without meeting the lost row); the game's position when there is none."""
    try:
        rows = game.conn.execute(
            "SELECT idx FROM snapshots WHERE idx > ? AND idx <= ? ORDER BY idx", (last_lost, position)
        ).fetchall()
    except DB_ERRORS:
        return position
    for (index,) in rows:
        found = game.history.snapshot_before(index)
        if found is not None and found[0] > last_lost:
            return int(found[0])
    return position


def _check_events(game: GameFile) -> list[int]:
    """The indexes of the `check` events of a file written before they were kept in its meta
    (read once: the next commit keeps them); none when the rows cannot be searched."""
    try:
        rows = game.conn.execute(
            "SELECT idx FROM events WHERE json_valid(event) AND json_extract(event, '$.type') = 'check'"
            " ORDER BY idx"
        ).fetchall()
    except DB_ERRORS:
        return []
    return [row[0] for row in rows if isinstance(row[0], int)]


def _restore_world(
    game: GameFile, session: Session, cursor: int, replayable: bool
) -> tuple[int, dict[str, Any], int]:
    """(position reached, world there, snapshot it started from)."""
    stored = game.history.newest_snapshot(cursor)
    found = game.history.snapshot_before(cursor)
    if stored is not None and (found is None or found[0] != stored):
        _damaged(game, engine_msg("a damaged saved state was skipped"))
    if not replayable:
        _damaged(game, engine_msg("the record of its dice is damaged, so no step is replayed"))
        if found is None:
            raise StoreError(game.path, nothing_restored())
        return found[0], found[1], found[0]
    if found is not None:
        base, world = found
        reached = _replay(session, world, base, cursor)
        if reached == cursor:
            return cursor, world, base
        best = _world_at(session, found[0], reached)
    else:
        base, best = 0, None
    # The snapshot or an event after it is damaged: replay every event from the start.
    start = new_world(game.pack)
    full = _replay(session, start, 0, cursor)
    if full == cursor:
        _damaged(game, rebuilt_from_steps())
        return cursor, start, 0
    candidates = [(full, 0)] + ([(best[0], base)] if best is not None else [])
    position, origin = max(candidates)
    if position == 0 and cursor > 0:
        raise StoreError(game.path, nothing_restored())
    if best is not None and origin == base and position == best[0]:
        return position, best[1], origin
    return position, _world_at(session, 0, position)[1], origin


def _replay(session: Session, world: dict[str, Any], start: int, stop: int) -> int:
    """Apply stored events start..stop-1 to `world`; returns where it stopped (stop: all)."""
    for index in range(start, stop):
        try:
            entries = session.replay(world, index)
        except Exception:  # noqa: BLE001 - any failure means this event is damaged
            return index
        session.history.remember_entries(index, entries)
    return stop


def _world_at(session: Session, start: int, stop: int) -> tuple[int, dict[str, Any]]:
    """The world after events start..stop-1, replayed from the snapshot at `start`."""
    if start == 0:
        world = new_world(session.pack)
        found = session.history.snapshot_before(0)
        if found is not None:
            world = found[1]
    else:
        found = session.history.snapshot_before(start)
        assert found is not None
        world = found[1]
    _replay(session, world, start, stop)
    return stop, clone(world)


__all__ = ["restore"]
