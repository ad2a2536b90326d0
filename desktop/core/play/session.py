"""A game session: bots and shared facts built from an event log, with unlimited undo/redo.

The events, their log lines and the world snapshots live in a History: in memory here, or in a
game file (desktop/core/store/game_store.py), which reads them back only when asked, so nothing a step
does grows with the length of the game."""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, overload

from desktop.core.bot_names import note_gone, read_name_words
from desktop.core.messages import InputError, MessageError, Said, engine_msg, said
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.corrections import keep_in_bounds
from desktop.core.play.interpreter import Interpreter, add_bot, new_world
from desktop.core.play.rounds import bot_added, bot_removed, shared_changed
from desktop.core.play.samples import offered_name_words
from desktop.core.play.steps import LogEntry, Step
from desktop.core.play.world import no_bot

# Undo replays from the nearest snapshot; one every this many events bounds that replay.
SNAPSHOT_EVERY = 16
EVENT_TYPES = (
    "add_bot", "remove_bot", "start", "answer", "roll", "done", "abort", "correct", "set_shared", "check"
)  # fmt: skip


def clone(data: Any) -> Any:
    """A deep copy of plain data (pickle is several times faster than copy.deepcopy)."""
    import pickle  # here, as below: a start that copies no world imports none (≈ 2 ms)

    return pickle.loads(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL))


class Entries(list[LogEntry]):
    """The log lines of one event (a list a cache can hold weakly, so views keep their identity)."""

    __slots__ = ("__weakref__",)


class HistoryError(MessageError):
    """A stored event or snapshot cannot be used; undo/redo stop there instead of failing."""


class History:
    """A game's events, each event's log lines and world snapshots, kept in memory."""

    def __init__(self) -> None:
        self._events: list[dict[str, Any]] = []
        self._logs: list[Entries] = []
        self._snapshots: dict[int, Any] = {}
        self._snapshot_ids: list[int] = []  # sorted: undo finds the nearest without a scan
        self._departures: dict[str, dict[str, Any] | None] = {}  # departure(): found once a bot

    def __len__(self) -> int:
        return len(self._events)

    def event(self, index: int) -> dict[str, Any]:
        """Event `index` (raises HistoryError when it cannot be read)."""
        return self._events[index]

    def entries(self, index: int) -> Entries:
        """The log lines of event `index`."""
        return self._logs[index]

    def remember_entries(self, index: int, entries: list[LogEntry]) -> Entries:
        """Log lines computed again by a replay (kept when none are stored)."""
        if not self._logs[index] and entries:
            self._logs[index] = Entries(entries)
        return self._logs[index]

    def record(self, index: int, event: dict[str, Any], entries: list[LogEntry]) -> Entries:
        """Keep a newly applied event as event `index`, dropping the redo tail from there."""
        self.truncate(index)
        return self.append(event, entries)

    def events_from(self, start: int) -> Iterator[dict[str, Any]]:
        """Events from `start` on, in order."""
        return iter(self._events[start:])

    def departure(self, bot_id: str) -> dict[str, Any] | None:
        """The last `remove_bot` event of `bot_id`: its name as it left, for a game saved before
        the game state kept that name (bot_names.note_gone). Looked for once a bot, not at each
        step while its log lines are shown."""
        if bot_id not in self._departures:
            self._departures[bot_id] = self._find_departure(bot_id)
        return self._departures[bot_id]

    def _find_departure(self, bot_id: str) -> dict[str, Any] | None:
        for index in self._removal_candidates():
            event = self.event(index)
            if event.get("type") == "remove_bot" and event.get("bot") == bot_id:
                return event
        return None

    def _removal_candidates(self) -> Iterable[int]:
        """The events that may be a removal, newest first (in memory: every one)."""
        return reversed(range(len(self)))

    def truncate(self, length: int) -> None:
        """Drop events from `length` on (the redo tail) and the snapshots after `length`."""
        self._departures.clear()
        del self._events[length:]
        del self._logs[length:]
        cut = bisect.bisect_right(self._snapshot_ids, length)
        for idx in self._snapshot_ids[cut:]:
            del self._snapshots[idx]
        del self._snapshot_ids[cut:]

    def append(self, event: dict[str, Any], entries: list[LogEntry]) -> Entries:
        """Add an applied event and its log lines."""
        self._events.append(event)
        stored = Entries(entries)
        self._logs.append(stored)
        return stored

    def add_snapshot(self, index: int, world: dict[str, Any]) -> None:
        """Keep a copy of the world as it is after `index` events."""
        if index not in self._snapshots:
            bisect.insort(self._snapshot_ids, index)
        self._snapshots[index] = clone(world)

    def snapshot_before(self, index: int) -> tuple[int, dict[str, Any]] | None:
        """The newest snapshot at or before `index` (a copy), or None."""
        pos = bisect.bisect_right(self._snapshot_ids, index)
        if pos == 0:
            return None
        base = self._snapshot_ids[pos - 1]
        return base, clone(self._snapshots[base])

    def changed(self, session: Session) -> None:
        """Called after every change of the session (a stored history commits it here)."""


class HistoryView(Sequence[Any]):
    """A list-like view of the history (`session.events`, `session.logs`): items are read from
    the history only when asked, so nothing is copied as the game grows."""

    def __init__(self, history: History, item: Callable[[int], Any]) -> None:
        self._history = history
        self._item = item

    def __len__(self) -> int:
        return len(self._history)

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> list[Any]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self._item(i) for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        return self._item(index)

    def __iter__(self) -> Iterator[Any]:
        if self._item == self._history.event:
            return self._history.events_from(0)  # one pass (a stored history reads in order)
        return (self._item(i) for i in range(len(self)))


class Session:
    """Bots plus shared facts; every change is an event, so undo and redo are exact."""

    def __init__(
        self,
        pack: Pack,
        seed: int,
        history: History | None = None,
        world: dict[str, Any] | None = None,
        cursor: int = 0,
        floor: int = 0,
    ) -> None:
        self.pack = pack
        self.seed = seed
        self.history = history if history is not None else History()
        self.cursor = cursor  # events[:cursor] are applied; the rest can be redone
        self.floor = floor  # undo stops here (history before a replay mismatch)
        self.world: dict[str, Any] = world if world is not None else new_world(pack)
        self.redo_limit: int | None = None  # redo stops here (a stored event that does not replay)
        self.warnings: list[Said] = []  # what undo/redo found damaged, for the window to show
        self.interp = Interpreter(pack)
        # The bot the player followed last: kept with the game (its file's meta, a JSON save),
        # so the game opens on it again; "" when none was kept.
        self.followed = ""
        # Worlds a replay for undo passed through, so the next undo is a lookup (holding Ctrl+Z
        # replays each event once, not once per undo).
        self._passed: dict[int, bytes] = {}
        if history is None:
            self.history.add_snapshot(cursor, self.world)

    # ---- queries -------------------------------------------------------------------------
    @property
    def events(self) -> HistoryView:
        """Every event, the undone ones (redo tail) included."""
        return HistoryView(self.history, self.history.event)

    @property
    def logs(self) -> HistoryView:
        """The log lines of each event."""
        return HistoryView(self.history, self.history.entries)

    @property
    def bot_ids(self) -> list[str]:
        """Bots in the order they were added."""
        return list(self.world["bots"])

    def bot_name(self, bot_id: str) -> str:
        """The name a player gave the bot."""
        return str(self.world["meta"][bot_id]["name"])

    def name_words(self, bot_id: str) -> dict[str, Any] | None:
        """The words of the default name the bot was left with (bot_names), None when typed."""
        return read_name_words(self.world["meta"][bot_id].get("name_words"))

    def current(self, bot_id: str) -> Step | None:
        """The step waiting for the player in this bot's running chart."""
        return self.interp.current(self.world, bot_id)

    def running(self, bot_id: str) -> bool:
        """Whether a chart is running for this bot."""
        return bot_id in self.world["runs"]

    def path(self, bot_id: str) -> list[list[str]]:
        """[chart, node] pairs taken in the bot's current run."""
        taken: list[list[str]] = self.world["runs"].get(bot_id, {}).get("path", [])
        return taken

    def entries(self, index: int) -> list[LogEntry]:
        """The log lines of event `index`."""
        return self.history.entries(index)

    def log(self, since: int = 0) -> list[LogEntry]:
        """The log lines of the applied events from event `since` on, in order (read only
        those: a view that has the earlier lines asks for the new ones)."""
        return [entry for i in range(max(since, 0), self.cursor) for entry in self.history.entries(i)]

    def can_undo(self) -> bool:
        """Whether there is an applied event to take back."""
        return self.cursor > self.floor

    def can_redo(self) -> bool:
        """Whether an undone event can be applied again."""
        limit = len(self.history) if self.redo_limit is None else self.redo_limit
        return self.cursor < limit

    # ---- changes -------------------------------------------------------------------------
    def apply(self, event: dict[str, Any]) -> list[LogEntry]:
        """Apply a new event; on bad input nothing changes and InputError/RuleError is raised."""
        world = clone(self.world)
        entries = self._process(world, event, self.cursor)
        stored = self.history.record(self.cursor, event, entries)
        self._passed.clear()
        self.cursor += 1
        self.redo_limit = None
        self.world = world
        if self.cursor % SNAPSHOT_EVERY == 0:
            self.history.add_snapshot(self.cursor, world)
        self.history.changed(self)
        return stored

    def undo(self) -> bool:
        """Take back the last applied event (False when there is none, or history is damaged)."""
        if not self.can_undo():
            return False
        try:
            self._goto(self.cursor - 1)
        except Exception as exc:  # noqa: BLE001 - a damaged stored event: undo stops here
            self.floor = self.cursor
            self.warnings.append(engine_msg("earlier steps cannot be undone: {reason}", reason=said(exc)))
            return False
        self.history.changed(self)
        return True

    def redo(self) -> bool:
        """Apply again the last undone event (False when there is none, or it is damaged)."""
        if not self.can_redo():
            return False
        world = clone(self.world)
        try:
            event = self.history.event(self.cursor)
            entries = self._process(world, event, self.cursor)
        except Exception as exc:  # noqa: BLE001 - a damaged stored event: redo stops here
            self.redo_limit = self.cursor
            self.warnings.append(engine_msg("later steps cannot be redone: {reason}", reason=said(exc)))
            return False
        self.history.remember_entries(self.cursor, entries)
        self.world = world
        self.cursor += 1
        self.history.changed(self)
        return True

    def commit(self) -> None:
        """Store what changed outside apply/undo/redo (e.g. the floor after a game's setup)."""
        self.history.changed(self)

    def keep_state(self) -> None:
        """Keep the world as it is now (the pack's data changed under the game, e.g. a checked
        card): undoing back to here restores it instead of replaying older steps with the new
        data, which could give what the player never saw."""
        self.history.add_snapshot(self.cursor, self.world)
        self.history.changed(self)

    def _goto(self, target: int) -> None:
        import pickle

        if target in self._passed:
            self.world = pickle.loads(self._passed.pop(target))
            self.cursor = target
            return
        found = self.history.snapshot_before(target)
        if found is None:
            raise HistoryError(engine_msg("no stored state at or before step {step}", step=target))
        base, world = found
        self._passed.clear()
        for i in range(base, target):
            if i > base:
                self._passed[i] = pickle.dumps(world, protocol=pickle.HIGHEST_PROTOCOL)
            entries = self._process(world, self.history.event(i), i)
            self.history.remember_entries(i, entries)
        self.world = world
        self.cursor = target

    def rng_for(self, index: int) -> random.Random:
        """The dice of event `index`: fixed by the session seed, so replays roll the same."""
        return random.Random(f"{self.seed}/{index}")

    def replay(self, world: dict[str, Any], index: int) -> list[LogEntry]:
        """Apply stored event `index` to `world` (restoring a game from its history)."""
        return self._process(world, self.history.event(index), index)

    def _process(self, world: dict[str, Any], event: dict[str, Any], index: int) -> list[LogEntry]:
        if not isinstance(event, dict):
            raise InputError(engine_msg("an event is not a mapping"))
        kind = event.get("type")
        if kind not in EVENT_TYPES:
            raise InputError(engine_msg("unknown event type {kind}", kind=repr(str(kind)[:40])))
        handler = getattr(self, f"_on_{kind}")
        entries: list[LogEntry] = handler(world, event, event.get("bot", ""), self.rng_for(index))
        entries += keep_in_bounds(self.pack, world)
        for entry in entries:
            entry.event = index
        return entries

    # One handler per event type (EVENT_TYPES), each given the world, the event, its bot and dice.
    def _on_add_bot(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        from desktop.core.play.corrections import check_option_bounds

        options = event.get("options", {})
        check_option_bounds(self.pack, options)
        if not isinstance(bot, str) or not bot or len(bot) > 64:
            raise InputError(engine_msg("a bot id is a short text"))
        add_bot(self.pack, world, bot, dict(options), event.get("profile"), rng)
        words = offered_name_words(self.pack, event.get("name_words"))
        if words is not None:  # left unnamed: its default name follows the language on screen
            world["meta"][bot]["name_words"] = words
        bot_added(self.pack, world, bot)
        return []

    def _on_remove_bot(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        if bot not in world["bots"]:
            raise InputError(no_bot(str(bot), world, self.pack.id))
        note_gone(world["shared"], bot, world["meta"][bot])
        for key in ("bots", "meta", "runs"):
            world[key].pop(bot, None)
        bot_removed(world, bot)
        return self.interp.bot_left(world, bot, rng)

    def _on_start(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        chart, node, nested = str(event.get("chart")), event.get("node"), bool(event.get("nested"))
        return self.interp.start(world, bot, chart, rng, node, nested)

    def _on_answer(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        return self.interp.answer(world, bot, str(event.get("option")), rng)

    def _on_roll(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        value, entries = self.interp.roll(world, bot, event.get("value"), rng)
        event.setdefault("result", value)  # kept with the event: a replay rolls what was rolled
        return entries

    def _on_done(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        return self.interp.done(world, bot, rng)

    def _on_abort(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        stopped = event.get("chart")
        nested = bool(event.get("nested"))
        return self.interp.abort(world, bot, rng, nested, None if stopped is None else str(stopped))

    def _on_check(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        from desktop.core.play.copy_checks import apply_check

        return [apply_check(self.pack, world, str(event.get("table")), event.get("answers"))]

    def _on_correct(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        from desktop.core.play.corrections import apply_correction

        return [apply_correction(self.pack, world, bot, str(event.get("path")), event.get("value"))]

    def _on_set_shared(
        self, world: dict[str, Any], event: dict[str, Any], bot: Any, rng: random.Random
    ) -> list[LogEntry]:
        from desktop.core.play.corrections import set_shared

        entry = set_shared(self.pack, world, str(event.get("name")), event.get("value"))
        shared_changed(self.pack, world, str(event.get("name")))
        return [entry]

    # ---- convenience for callers ---------------------------------------------------------
    def add_bot(
        self,
        bot_id: str,
        options: dict[str, Any],
        profile: dict[str, Any] | None = None,
        name_words: dict[str, Any] | None = None,
    ) -> None:
        """Add a bot built from its setup options (and its profile document, if any); with
        `name_words` (bot_names.default_name_words) its name is the pack's words, said in the
        language on screen."""
        event: dict[str, Any] = {"type": "add_bot", "bot": bot_id, "options": options, "profile": profile}
        if name_words is not None:
            event["name_words"] = name_words
        self.apply(event)

    def pending_checks(self) -> list[dict[str, Any]]:
        """The `check` events that bring the game to the answers the pack's check tables hold now
        (the player answered since the game took them)."""
        from desktop.core.play.copy_checks import changed_tables, to_keep, told

        pack, shared = self.pack, self.world["shared"]
        # "told": what each changes, for undo and redo to say (a replay reads only the answers)
        return [
            {"type": "check", "table": t, "answers": clone(to_keep(pack, t)), "told": told(pack, t, shared)}
            for t in changed_tables(pack, shared)
        ]

    def next_bot_id(self) -> str:
        """A bot id not used in this session."""
        used = set(self.world["bots"]) | {e.get("bot") for e in self.events}
        n = 1
        while f"b{n}" in used:
            n += 1
        return f"b{n}"


__all__ = ["Session", "History", "Entries", "HistoryError", "InputError", "RuleError", "clone"]
