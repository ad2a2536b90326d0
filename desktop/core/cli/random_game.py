"""Seeded random play through a Session's events: long games for tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from desktop.core.cli.simulate import random_options, random_profile, random_reply
from desktop.core.messages import InputError
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.session import Session


def add_random_bots(session: Session, rng: random.Random, bots: int = 2) -> None:
    """Bots with setup options (and every other one a sampled profile) chosen at random."""
    for i in range(bots):
        options = random_options(session.pack, rng)
        options["name"] = f"Bot {i + 1}"
        profile = random_profile(session.pack, options, rng) if i % 2 else None
        session.add_bot(session.next_bot_id(), options, profile)


def next_event(session: Session, rng: random.Random) -> dict[str, Any]:
    """A plausible next event: the step waiting for some bot, else a new run."""
    pack: Pack = session.pack
    bots = session.bot_ids
    running = [b for b in bots if session.running(b)]
    if not running:
        bot = rng.choice(bots)
        routines = [r.chart for r in pack.meta.routines]
        chart = rng.choice(routines) if routines and rng.random() < 0.3 else pack.meta.entry
        return {"type": "start", "bot": bot, "chart": chart}
    step = session.current(running[0])
    assert step is not None
    return random_reply(step, rng)


def play(
    session: Session,
    events: int,
    seed: int = 1,
    each: Callable[[Session], None] | None = None,
) -> None:
    """Apply `events` more events chosen at random (a run that breaks a rule is stopped and
    play goes on, as a player would); `each` is called after every applied event."""
    rng = random.Random(seed)
    if not session.bot_ids:
        add_random_bots(session, rng)
    target = session.cursor + events
    while session.cursor < target:
        event = next_event(session, rng)
        try:
            session.apply(event)
        except (InputError, RuleError):
            session.apply({"type": "abort", "bot": event["bot"]})
        if each is not None:
            each(session)


def random_session(pack: Pack, events: int, seed: int = 1) -> Session:
    """A new in-memory game of `events` events."""
    session = Session(pack, seed)
    play(session, events, seed)
    return session
