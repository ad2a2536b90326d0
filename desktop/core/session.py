"""A game session: bots and shared facts built from an event log, with unlimited undo/redo."""

from __future__ import annotations

import pickle
import random
from dataclasses import dataclass, field
from typing import Any

from desktop.core.interpreter import InputError, Interpreter, add_bot, new_world
from desktop.core.pack import Pack
from desktop.core.registry import RuleError
from desktop.core.steps import LogEntry, Step

# Undo replays from the nearest snapshot; one every this many events bounds that replay.
SNAPSHOT_EVERY = 16
EVENT_TYPES = ("add_bot", "remove_bot", "start", "answer", "roll", "done", "abort", "correct", "set_shared")


def clone(data: Any) -> Any:
    """A deep copy of plain data (pickle is several times faster than copy.deepcopy)."""
    return pickle.loads(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL))


@dataclass
class Session:
    """Bots plus shared facts; every change is an event, so undo and redo are exact."""

    pack: Pack
    seed: int
    events: list[dict[str, Any]] = field(default_factory=list)
    cursor: int = 0  # events[:cursor] are applied; the rest can be redone
    floor: int = 0  # undo stops here (history before a replay mismatch)
    world: dict[str, Any] = field(default_factory=dict)
    logs: list[list[LogEntry]] = field(default_factory=list)
    snapshots: dict[int, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.interp = Interpreter(self.pack)
        if not self.world:
            self.world = new_world(self.pack)
        if not self.snapshots:
            self.snapshots = {0: clone(self.world)}

    # ---- queries -------------------------------------------------------------------------
    @property
    def bot_ids(self) -> list[str]:
        """Bots in the order they were added."""
        return list(self.world["bots"])

    def bot_name(self, bot_id: str) -> str:
        """The name a player gave the bot."""
        return str(self.world["meta"][bot_id]["name"])

    def current(self, bot_id: str) -> Step | None:
        """The step waiting for the player in this bot's running chart."""
        return self.interp.current(self.world, bot_id)

    def running(self, bot_id: str) -> bool:
        """Whether a chart is running for this bot."""
        return bot_id in self.world["runs"]

    def path(self, bot_id: str) -> list[list[str]]:
        """[chart, node] pairs taken in the bot's current run."""
        return self.world["runs"].get(bot_id, {}).get("path", [])

    def log(self) -> list[LogEntry]:
        """Every log line of the applied events, in order."""
        return [entry for entries in self.logs[: self.cursor] for entry in entries]

    def can_undo(self) -> bool:
        """Whether there is an applied event to take back."""
        return self.cursor > self.floor

    def can_redo(self) -> bool:
        """Whether an undone event can be applied again."""
        return self.cursor < len(self.events)

    # ---- changes -------------------------------------------------------------------------
    def apply(self, event: dict[str, Any]) -> list[LogEntry]:
        """Apply a new event; on bad input nothing changes and InputError/RuleError is raised."""
        world = clone(self.world)
        entries = self._process(world, event, self.cursor)
        del self.events[self.cursor :]
        del self.logs[self.cursor :]
        for idx in [i for i in self.snapshots if i > self.cursor]:
            del self.snapshots[idx]
        self.events.append(event)
        self.logs.append(entries)
        self.cursor += 1
        self.world = world
        if self.cursor % SNAPSHOT_EVERY == 0:
            self.snapshots[self.cursor] = clone(world)
        return entries

    def undo(self) -> bool:
        """Take back the last applied event."""
        if not self.can_undo():
            return False
        self._goto(self.cursor - 1)
        return True

    def redo(self) -> bool:
        """Apply again the last undone event."""
        if not self.can_redo():
            return False
        world = clone(self.world)
        self.logs[self.cursor] = self._process(world, self.events[self.cursor], self.cursor)
        self.world = world
        self.cursor += 1
        return True

    def _goto(self, target: int) -> None:
        base = max(i for i in self.snapshots if i <= target)
        world = clone(self.snapshots[base])
        for i in range(base, target):
            self.logs[i] = self._process(world, self.events[i], i)
        self.world = world
        self.cursor = target

    def rng_for(self, index: int) -> random.Random:
        """The dice of event `index`: fixed by the session seed, so replays roll the same."""
        return random.Random(f"{self.seed}/{index}")

    def _process(self, world: dict[str, Any], event: dict[str, Any], index: int) -> list[LogEntry]:
        kind = event.get("type")
        rng = self.rng_for(index)
        bot = event.get("bot", "")
        if kind not in EVENT_TYPES:
            raise InputError(f"unknown event type {kind!r}")
        if kind == "add_bot":
            add_bot(self.pack, world, bot, dict(event.get("options", {})), event.get("profile"), rng)
            entries: list[LogEntry] = []
        elif kind == "remove_bot":
            if bot not in world["bots"]:
                raise InputError(f"no bot '{bot}'")
            for key in ("bots", "meta", "runs"):
                world[key].pop(bot, None)
            entries = []
        elif kind == "start":
            chart, node, nested = str(event.get("chart")), event.get("node"), bool(event.get("nested"))
            entries = self.interp.start(world, bot, chart, rng, node, nested)
        elif kind == "answer":
            entries = self.interp.answer(world, bot, str(event.get("option")), rng)
        elif kind == "roll":
            value, entries = self.interp.roll(world, bot, event.get("value"), rng)
            event.setdefault("result", value)
        elif kind == "done":
            entries = self.interp.done(world, bot, rng)
        elif kind == "abort":
            self.interp.abort(world, bot)
            entries = []
        elif kind == "correct":
            from desktop.core.corrections import apply_correction

            entries = [apply_correction(self.pack, world, bot, str(event.get("path")), event.get("value"))]
        else:
            from desktop.core.corrections import set_shared

            entries = [set_shared(self.pack, world, str(event.get("name")), event.get("value"))]
        for entry in entries:
            entry.event = index
        return entries

    # ---- convenience for callers ---------------------------------------------------------
    def add_bot(self, bot_id: str, options: dict[str, Any], profile: dict[str, Any] | None = None) -> None:
        """Add a bot built from its setup options (and its profile document, if any)."""
        self.apply({"type": "add_bot", "bot": bot_id, "options": options, "profile": profile})

    def next_bot_id(self) -> str:
        """A bot id not used in this session."""
        used = set(self.world["bots"]) | {e.get("bot") for e in self.events}
        n = 1
        while f"b{n}" in used:
            n += 1
        return f"b{n}"


__all__ = ["Session", "InputError", "RuleError", "clone"]
