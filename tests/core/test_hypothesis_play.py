"""Random turns keep the pack's invariants, and undo-all then redo-all restores the same state."""

from __future__ import annotations

import random

from core_helpers import tiny_pack
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.core.cli.simulate import random_options, random_reply
from desktop.core.pack.pack_catalog import load_packs
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.interpreter import make_ctx
from desktop.core.play.session import Session, clone

PACKS = [tiny_pack(), *load_packs()[0].values()]


def play(session: Session, rng: random.Random, runs: int) -> None:
    pack = session.pack
    charts = [pack.meta.entry] + [r.chart for r in pack.meta.routines]
    for _ in range(runs):
        bot = rng.choice(session.bot_ids)
        session.apply({"type": "start", "bot": bot, "chart": rng.choice(charts)})
        for _ in range(300):
            step = session.current(bot)
            if step is None:
                break
            session.apply(random_reply(step, rng))
        check_invariants(pack, session)


def check_invariants(pack: Pack, session: Session) -> None:
    for bot in session.bot_ids:
        ctx = make_ctx(pack, session.world, bot, random.Random(0))
        for name, inv in pack.registry.invariants.items():
            assert inv(ctx) == [], f"{pack.id}: invariant {name} broken"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), pack_index=st.integers(0, len(PACKS) - 1), runs=st.integers(1, 8))
def test_random_play_keeps_invariants_and_undo_redo_is_exact(seed: int, pack_index: int, runs: int) -> None:
    pack = PACKS[pack_index]
    rng = random.Random(seed)
    session = Session(pack, seed)
    for i in range(2):
        session.add_bot(f"b{i + 1}", random_options(pack, rng))
    play(session, rng, runs)
    final = clone(session.world)
    while session.undo():
        pass
    while session.redo():
        pass
    assert session.world == final
