"""Where the table is in a pack's round: what each bot has done this Round, whose turn comes next,
and the facts the table gave once per Round (no Qt).

The record lives in the world (shared["_rounds"]), so replays, undo, redo and saves carry it; the
interpreter calls `run_ended` when a bot's run ends and `keep`/`known_answer` for remembered
questions, the session calls `shared_changed`. Reading never trusts its shape: a damaged record
reads as an empty one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import AskNode, Phase, Rounds
from desktop.core.plain_data import dig
from desktop.core.values import Value

KEY = "_rounds"


def _record(world: dict[str, Any]) -> dict[str, Any]:
    """The record in the world, made (or made again, when damaged) on first need."""
    rec = world["shared"].get(KEY)
    if not isinstance(rec, dict) or not isinstance(rec.get("bots"), dict):
        rec = {"bots": {}, "last": None, "complete": False}
        world["shared"][KEY] = rec
    return rec


def _bot(rec: dict[str, Any], bot: str) -> dict[str, Any]:
    """One bot's part of the record: phases done, turns taken, facts kept this Round."""
    mine = rec["bots"].get(bot)
    if (
        not isinstance(mine, dict)
        or not isinstance(mine.get("done"), list)
        or not isinstance(mine.get("turns"), int)
        or not isinstance(mine.get("facts"), dict)
    ):
        mine = {"done": [], "turns": 0, "facts": {}}
        rec["bots"][bot] = mine
    return mine


def phase_index(rounds: Rounds, entry: str, chart: str) -> int | None:
    """The phase a chart belongs to: the turn phase for the entry chart, else the phase that
    lists it among its routines (None: no phase, e.g. a battle)."""
    for i, phase in enumerate(rounds.phases):
        if chart in phase.routines or (phase.turns and chart == entry):
            return i
    return None


def _passed(rounds: Rounds, world: dict[str, Any], bot: str) -> bool:
    return bool(rounds.passed and dig(world["bots"].get(bot, {}), rounds.passed, False))


def _out(rounds: Rounds, world: dict[str, Any], bot: str) -> bool:
    """Whether the bot left the game (its `out` flag): it takes no turns or phases any more."""
    return bool(rounds.out and dig(world["bots"].get(bot, {}), rounds.out, False))


def out_of_game(pack: Pack, world: dict[str, Any], bot: str) -> bool:
    """Whether the bot left the game by the pack's `rounds.out` flag (False without one)."""
    rounds = pack.meta.rounds
    return rounds is not None and _out(rounds, world, bot)


def _in_play(rounds: Rounds, world: dict[str, Any]) -> list[str]:
    """The bots still in the game, in seat order."""
    return [b for b in world["bots"] if not _out(rounds, world, b)]


def _waiting_setup(rec: dict[str, Any]) -> list[str]:
    """The bots added that have not been set up yet (kept apart from the Round's record, which a
    new Round clears)."""
    setup = rec.get("setup")
    if not isinstance(setup, list):
        setup = rec["setup"] = []
    return setup


# ---- changes (called by the engine while it applies an event) ------------------------------


def bot_added(pack: Pack, world: dict[str, Any], bot: str) -> None:
    """A bot joined the game: when the pack sets bots up, it waits for its setup."""
    rounds = pack.meta.rounds
    if rounds is not None and rounds.setup:
        waiting = _waiting_setup(_record(world))
        if bot not in waiting:
            waiting.append(bot)


def bot_removed(world: dict[str, Any], bot: str) -> None:
    """A bot left the game: nothing of the round waits for it any more."""
    rec = world["shared"].get(KEY)
    if not isinstance(rec, dict) or not isinstance(rec.get("bots"), dict):
        return
    rec["bots"].pop(bot, None)
    if bot in _waiting_setup(rec):
        rec["setup"].remove(bot)
    last = rec.get("last")
    if isinstance(last, list) and last[:1] == [bot]:
        rec["last"] = None


def run_ended(pack: Pack, world: dict[str, Any], bot: str, chart: str) -> None:
    """A bot's run of `chart` ended (not stopped): note the phase it did and the last run."""
    rec = _record(world)
    rec["last"] = [bot, chart]
    rounds = pack.meta.rounds
    at = phase_index(rounds, pack.meta.entry, chart) if rounds is not None else None
    if rounds is not None and (chart in rounds.setup or at is not None) and bot in _waiting_setup(rec):
        rec["setup"].remove(bot)  # set up, or the table went on without the setup
    if rounds is None or at is None:
        return
    if rec.get("complete"):  # every bot finished the last Round: this run opens a new one
        rec["bots"], rec["complete"] = {}, False
    mine = _bot(rec, bot)
    phase = rounds.phases[at]
    order = [p.id for p in rounds.phases]
    later = any(order.index(d) > at for d in mine["done"] if d in order)
    if phase.id in mine["done"] and (later or at == len(order) - 1):
        # The bot runs again a phase it did, and it is past it: a Round of its own began
        # (the others' phases were played without the app).
        mine = rec["bots"][bot] = {"done": [], "turns": 0, "facts": {}}
    if phase.turns and chart == pack.meta.entry:
        mine["turns"] += 1
    if not phase.turns or rounds.passed is None or _passed(rounds, world, bot):
        if phase.id not in mine["done"]:
            mine["done"].append(phase.id)
    if at == len(order) - 1:
        mine["facts"] = {}  # its Round is over: what the table said of it no longer holds
    last = order[-1]
    rec["complete"] = all(last in _bot(rec, b)["done"] for b in _in_play(rounds, world))


def shared_changed(pack: Pack, world: dict[str, Any], name: str) -> None:
    """A shared fact was set by hand: when it counts the rounds, a new Round begins for all."""
    rounds = pack.meta.rounds
    if rounds is not None and name in rounds.facts:
        rec = _record(world)
        rec["bots"], rec["complete"] = {}, False


def keep(world: dict[str, Any], bot: str, fact: str, answer: str) -> None:
    """Keep the table's answer as a fact of the bot for the rest of its Round."""
    _bot(_record(world), bot)["facts"][fact] = answer


def known_answer(world: dict[str, Any], bot: str, node: AskNode) -> str | None:
    """The option a question takes from a fact kept this Round (None: ask the table)."""
    rec = world["shared"].get(KEY)
    mine = (
        rec.get("bots", {}).get(bot) if isinstance(rec, dict) and isinstance(rec.get("bots"), dict) else None
    )
    facts = mine.get("facts") if isinstance(mine, dict) else None
    if not isinstance(facts, dict):
        return None
    ids = {o.id for o in node.options}
    if node.remember is not None and facts.get(node.remember) in ids:
        return str(facts[node.remember])
    if node.recall is not None:
        kept = facts.get(node.recall.fact)
        if isinstance(kept, str) and node.recall.answers.get(kept) in ids:
            return node.recall.answers[kept]
    return None


# ---- reading (the view) ---------------------------------------------------------------------


class Progress(Value):
    """What the table did this Round: per phase the bots that did it, turns per bot, who passed,
    the phase the table is in (len(phases) when every bot did every phase) and the last run."""

    phases: tuple[Phase, ...]
    done: dict[str, tuple[str, ...]]
    turns: dict[str, int]
    passed: tuple[str, ...]
    current: int
    last: tuple[str, str] | None
    setup: tuple[str, ...] = ()  # bots added that wait for their setup
    out: tuple[str, ...] = ()  # bots that left the game (they take no turns or phases)
    setup_charts: tuple[str, ...] = ()  # the charts that set a bot up (the first is proposed)

    def later_done(self, at: int) -> bool:
        """Whether a bot did a phase after phase `at` this Round (the table has moved past it)."""
        return any(self.done.get(p.id) for p in self.phases[at + 1 :])


def progress(pack: Pack, world: dict[str, Any]) -> Progress:
    """The round record as the view reads it (a pack without rounds has no phases)."""
    rec = world["shared"].get(KEY)
    rec = rec if isinstance(rec, dict) and isinstance(rec.get("bots"), dict) else {"bots": {}}
    last = rec.get("last")
    last_run = (str(last[0]), str(last[1])) if isinstance(last, list) and len(last) == 2 else None
    rounds = pack.meta.rounds
    if rounds is None:
        return Progress((), {}, {}, (), 0, last_run)
    bots = _in_play(rounds, world)
    records = {b: _read_bot(rec["bots"].get(b)) for b in bots}
    done = {p.id: tuple(b for b in bots if p.id in records[b][0]) for p in rounds.phases}
    current = next(
        (i for i, p in enumerate(rounds.phases) if len(done[p.id]) < len(bots)), len(rounds.phases)
    )
    setup = rec.get("setup")
    return Progress(
        tuple(rounds.phases),
        done,
        {b: records[b][1] for b in bots},
        tuple(b for b in bots if _passed(rounds, world, b)),
        current if bots else 0,
        last_run,
        tuple(b for b in bots if isinstance(setup, list) and b in setup),
        tuple(b for b in world["bots"] if _out(rounds, world, b)),
        tuple(rounds.setup),
    )


def _read_bot(mine: Any) -> tuple[list[str], int]:
    if not isinstance(mine, dict):
        return [], 0
    done = mine.get("done")
    turns = mine.get("turns")
    return (
        [d for d in done if isinstance(d, str)] if isinstance(done, list) else [],
        turns if isinstance(turns, int) else 0,
    )


def next_chart(pack: Pack, prog: Progress, bot: str) -> str:
    """What the bot runs next as the round stands: its turn (the entry chart) or the routine of
    the phase the table is in, "" when it has done that phase (or Passed) and waits for the
    others. Once every bot did every phase, the first phase of the next Round. A pack without
    rounds: always its turn."""
    if not prog.phases:
        return pack.meta.entry
    if bot in prog.out:
        return ""
    if bot in prog.setup:
        return prog.setup_charts[0]
    phase = prog.phases[prog.current] if prog.current < len(prog.phases) else prog.phases[0]
    if prog.current < len(prog.phases) and (
        bot in prog.done.get(phase.id, ()) or (phase.turns and bot in prog.passed)
    ):
        return ""
    if phase.turns:
        return pack.meta.entry
    return phase.routines[0] if phase.routines else ""


def proposal(pack: Pack, prog: Progress, bots: Sequence[str]) -> str:
    """The bot to go on with after the last run: the next one in seat order that has something to
    run now (a bot that Passed takes no more turns); the bot itself comes last. "" when no run
    ended yet."""
    if prog.last is None or not bots:
        return ""
    return next_after(pack, prog, bots, prog.last[0])


def next_after(pack: Pack, prog: Progress, bots: Sequence[str], bot: str) -> str:
    """The first bot after `bot` in seat order (wrapping round to it) with something to run now;
    the next seat when none has."""
    start = bots.index(bot) + 1 if bot in bots else 0
    seats = list(bots[start:]) + list(bots[:start])
    return next((b for b in seats if next_chart(pack, prog, b)), seats[0])


def behind(prog: Progress, bots: Sequence[str], upto: int) -> list[tuple[str, Phase]]:
    """(bot, phase) for every phase before index `upto` a bot in play has not done this Round."""
    return [
        (b, p)
        for p in prog.phases[:upto]
        for b in bots
        if b not in prog.done.get(p.id, ()) and b not in prog.out
    ]
