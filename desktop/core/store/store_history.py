"""A game file's history as the session reads it: events and their log lines read lazily from
the file and cached, writes kept in memory until the game file's next commit (`GameFile` in
game_store.py), snapshots of the world every few events; and the JSON the log lines are stored
as."""

from __future__ import annotations

import json
import weakref
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from desktop.core.file_words import at
from desktop.core.messages import Message, engine_msg
from desktop.core.play.session import Entries, History, HistoryError, Session, clone
from desktop.core.play.steps import LogEntry
from desktop.core.safe_read import Limits, ReadRefused, parse_json
from desktop.core.store.store_check import DB_ERRORS

if TYPE_CHECKING:
    from desktop.core.store.game_store import GameFile

ROW_BYTES = 16 << 20  # no event, log or snapshot row comes near this
EVENT_LIMITS = Limits(nodes=100_000)
EVENTS_CACHED = 4096
# What a row that could not be read gives the log and the undo texts, below the point undo stops
# at: no step of this app has this type, so nothing ever replays it.
LOST_EVENT: dict[str, Any] = {"type": "lost"}
ENTRIES_CACHED = 1024


def stored_json(data: Any) -> str:
    """A value as the file stores it: compact JSON, its text as written."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def log_json(entries: list[LogEntry]) -> str:
    """An event's log lines as the file stores them."""
    # Log lines are shown, never replayed: a parameter JSON cannot hold is kept as its text.
    return json.dumps(entries_to_json(entries), ensure_ascii=False, separators=(",", ":"), default=str)


def entries_to_json(entries: list[LogEntry]) -> list[dict[str, Any]]:
    """Log lines as stored (the event index is the row's)."""
    out = []
    for entry in entries:
        data = entry.to_json()
        del data["event"]
        out.append(data)
    return out


def entries_from_json(data: Any, index: int) -> Entries:
    """Stored log lines back as LogEntry objects; a damaged row gives no lines (the step stays)."""
    try:
        return Entries(_entry(item, index) for item in data)
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError):
        return Entries()


def _message(data: Any) -> Message | None:
    if data is None:
        return None
    msg = Message.from_json(data)
    if not isinstance(msg.context, str) or not isinstance(msg.text, str):
        raise ValueError("damaged message")
    return msg


def _entry(item: dict[str, Any], index: int) -> LogEntry:
    title, text = _message(item["chart_title"]), _message(item["text"])
    if title is None or text is None:
        raise ValueError("damaged log line")
    fields = [item["bot"], item["chart"], item["node"], item["kind"]]
    if not all(isinstance(f, str) for f in fields):
        raise ValueError("damaged log line")
    answer = item.get("answer")
    return LogEntry(
        fields[0],
        fields[1],
        title,
        fields[2],
        fields[3],
        text,
        answer if isinstance(answer, str) else None,
        _message(item.get("answer_label")),
        _message(item.get("reason")),
        index,
    )


class StoreHistory(History):
    """A session's history read from and written to its game file. Reads are lazy and cached;
    writes wait in memory until the next commit, which catches up after a failure."""

    def __init__(self, game: GameFile, length: int) -> None:
        super().__init__()
        self.game = game
        self.length = length
        self.disk_len = length  # events[:disk_len] are on disk as they are in memory
        self.cut: int | None = None  # rows from here on are to be deleted at the next commit
        self.pending: dict[int, tuple[dict[str, Any], Entries]] = {}
        self.pending_snapshots: dict[int, dict[str, Any]] = {}
        self._bad: set[int] = set()  # stored snapshots that failed their check
        self._snap_cap: int | None = None  # stored snapshots after this are dropped (redo tail)
        self._event_cache: OrderedDict[int, dict[str, Any]] = OrderedDict()
        self._entries_weak: weakref.WeakValueDictionary[int, Entries] = weakref.WeakValueDictionary()
        self._entries_recent: OrderedDict[int, Entries] = OrderedDict()
        self._world_cache: OrderedDict[int, str] = OrderedDict()
        self.written: dict[str, Any] = {}  # meta values as last committed
        self.checks: list[int] = []  # indexes of the `check` events: answers taken, no play step
        self.hold = False  # True: commits wait for an explicit flush (the CLI's all-or-nothing run)
        self.lost: set[int] = set()  # rows found unreadable when the game opened (never read again)

    # ---- reading -------------------------------------------------------------------------
    def __len__(self) -> int:
        return self.length

    def event(self, index: int) -> dict[str, Any]:
        if not 0 <= index < self.length:
            raise HistoryError(engine_msg("there is no step {step}", step=index))
        if index in self.pending:
            return self.pending[index][0]
        if index in self.lost:
            return dict(LOST_EVENT)
        cached = self._event_cache.get(index)
        if cached is None:
            try:
                cached = self._read_event(index)
            except HistoryError:
                # A row the check at opening could not see was damaged (a file cut short reads
                # differently row by row): it is lost from now on, as those found then.
                self.lost.add(index)
                return dict(LOST_EVENT)
            self._event_cache[index] = cached
            if len(self._event_cache) > EVENTS_CACHED:
                self._event_cache.popitem(last=False)
        return cached

    def read_event(self, index: int) -> dict[str, Any]:
        """Event `index` as the file holds it (HistoryError when it cannot be used)."""
        return self._read_event(index)

    def _read_event(self, index: int) -> dict[str, Any]:
        row = self.game.fetch("SELECT event FROM events WHERE idx = ?", (index,))
        if row is None:
            missing = engine_msg("step {step} is missing from {file}", step=index, file=str(self.game.path))
            raise HistoryError(missing)
        try:
            data = parse_json(row[0], f"{self.game.path} step {index}", EVENT_LIMITS)
        except ReadRefused as exc:
            raise HistoryError(exc.message) from None
        if not isinstance(data, dict):
            raise HistoryError(at(self.game.path, engine_msg("step {step} is damaged", step=index)))
        return data

    def events_from(self, start: int) -> Iterator[dict[str, Any]]:
        """Events in order, read in one pass (for an export of the whole game)."""
        for index in range(start, self.length):
            yield self.event(index)

    def entries(self, index: int) -> Entries:
        if index in self.pending:
            return self.pending[index][1]
        found = self._entries_weak.get(index)
        if found is None:
            found = self._read_entries(index)
        self._keep_entries(index, found)
        return found

    def _keep_entries(self, index: int, entries: Entries) -> None:
        self._entries_weak[index] = entries
        self._entries_recent[index] = entries
        self._entries_recent.move_to_end(index)
        if len(self._entries_recent) > ENTRIES_CACHED:
            self._entries_recent.popitem(last=False)

    def _read_entries(self, index: int) -> Entries:
        try:
            row = self.game.fetch("SELECT log FROM events WHERE idx = ?", (index,))
            data = parse_json(row[0], self.game.path, EVENT_LIMITS) if row else []
        except (ReadRefused, HistoryError):
            return Entries()  # a damaged log row loses only its lines, never the step
        return entries_from_json(data, index)

    def remember_entries(self, index: int, entries: list[LogEntry]) -> Entries:
        """Lines a replay computed: kept in the cache (they are what the file holds, so the
        file is not read to compare; lines already shown keep their identity)."""
        known = self.pending[index][1] if index in self.pending else self._entries_weak.get(index)
        if known is None or (not known and entries):
            known = Entries(entries)
            if index in self.pending:
                self.pending[index] = (self.pending[index][0], known)
        self._keep_entries(index, known)
        return known

    def snapshot_before(self, index: int) -> tuple[int, dict[str, Any]] | None:
        """The newest snapshot at or before `index` that passes every check (a stored one that
        does not is skipped from then on); the empty game before the first event is at hand."""
        while True:
            base = self.newest_snapshot(index)
            if base is None:
                return None
            world = self._snapshot(base)
            if world is not None:
                return base, world
            self._bad.add(base)

    def newest_snapshot(self, index: int) -> int | None:
        """The index of the newest snapshot at or before `index` not known to be damaged."""
        pending = max((i for i in self.pending_snapshots if i <= index), default=None)
        limit = index if self._snap_cap is None else min(index, self._snap_cap)
        stored = None
        try:
            rows = self.game.conn.execute(
                "SELECT idx FROM snapshots WHERE idx <= ? AND idx >= ? ORDER BY idx DESC",
                (limit, pending if pending is not None else -1),
            )
            stored = next((row[0] for row in rows if row[0] not in self._bad), None)
        except DB_ERRORS:
            stored = None  # an unreadable table: only what this session wrote is used
        found = [i for i in (pending, stored) if isinstance(i, int)]
        if not found and 0 not in self._bad:
            return 0 if index >= 0 else None  # the empty game, rebuilt if not stored
        return max(found, default=None)

    def lacks_snapshot(self, index: int) -> bool:
        """Whether no snapshot is kept for exactly `index` events."""
        return self.newest_snapshot(index) != index

    def _snapshot(self, base: int) -> dict[str, Any] | None:
        if base in self.pending_snapshots:
            pending: dict[str, Any] = clone(self.pending_snapshots[base])
            return pending
        if base in self._world_cache:
            return _taken(self._world_cache[base])
        world = self.game.read_snapshot(base)
        if world is None and base == 0:
            from desktop.core.play.interpreter import new_world

            world = new_world(self.game.pack)
        if world is not None:
            self._cache_world(base, world)
        return world

    def _cache_world(self, base: int, world: dict[str, Any]) -> None:
        self._world_cache[base] = _kept(world)
        if len(self._world_cache) > 8:
            self._world_cache.popitem(last=False)

    # ---- writing -------------------------------------------------------------------------
    def record(self, index: int, event: dict[str, Any], entries: list[LogEntry]) -> Entries:
        try:
            stored_json(event)
        except (TypeError, ValueError) as exc:
            from desktop.core.messages import InputError

            raise InputError(engine_msg("this step cannot be stored: {reason}", reason=str(exc))) from None
        return super().record(index, event, entries)

    def _removal_candidates(self) -> Iterable[int]:
        """One query finds the stored rows that mention a removal (only those are read), with
        the steps not yet written, newest first."""
        try:
            rows = self.game.conn.execute(
                "SELECT idx FROM events WHERE idx < ? AND instr(event, '\"remove_bot\"') > 0",
                (self.disk_len,),
            ).fetchall()
        except DB_ERRORS:
            return ()
        stored = {int(r[0]) for r in rows if isinstance(r[0], int)}
        return sorted((i for i in stored | set(self.pending) if i < self.length), reverse=True)

    def truncate(self, length: int) -> None:
        if length >= self.length:
            return
        self._departures.clear()
        self.pending = {i: v for i, v in self.pending.items() if i < length}
        self.pending_snapshots = {i: w for i, w in self.pending_snapshots.items() if i <= length}
        if length < self.disk_len:
            self.cut = length if self.cut is None else min(self.cut, length)
            self.disk_len = length
        for cache in (self._event_cache, self._entries_recent):
            for i in [i for i in cache if i >= length]:
                del cache[i]
        for i in [i for i in self._world_cache if i > length]:
            del self._world_cache[i]
        self._snap_cap = length if self._snap_cap is None else min(self._snap_cap, length)
        self.lost = {i for i in self.lost if i < length}
        self.length = length
        if self.checks and self.checks[-1] >= length:
            self.checks = [i for i in self.checks if i < length]

    def append(self, event: dict[str, Any], entries: list[LogEntry]) -> Entries:
        stored = Entries(entries)
        if event.get("type") == "check":
            self.checks.append(self.length)
        self.pending[self.length] = (event, stored)
        self._keep_entries(self.length, stored)
        self.length += 1
        return stored

    def add_snapshot(self, index: int, world: dict[str, Any]) -> None:
        self.pending_snapshots[index] = clone(world)

    def changed(self, session: Session) -> None:
        if not self.hold:
            self.game.commit(session)

    def unsaved(self) -> bool:
        """Whether anything is waiting to be written."""
        return bool(self.pending or self.pending_snapshots or self.cut is not None)

    def steps_waiting(self) -> bool:
        """Whether a step waits to be written (an event, or an undo's cut): what makes a play,
        where the world kept at close for a quick resume does not."""
        return bool(self.pending or self.cut is not None)

    def written_out(self) -> None:
        """The commit went through: nothing is waiting any more."""
        for index in self.pending_snapshots:
            self._cache_world(index, self.pending_snapshots[index])
        self.pending.clear()
        self.pending_snapshots.clear()
        self.cut = None
        self._snap_cap = None  # the rows after the cut are gone from the file now
        self.disk_len = self.length


def _kept(world: dict[str, Any]) -> str:
    """A state kept in memory as the JSON text the file holds of it (never pickle: the store
    turns no bytes into objects but through JSON)."""
    return stored_json(world)


def _taken(text: str) -> dict[str, Any]:
    """A fresh copy of a state kept by `_kept`."""
    world: dict[str, Any] = json.loads(text)
    return world
