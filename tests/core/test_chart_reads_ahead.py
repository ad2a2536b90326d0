"""A chart box of a step not reached yet shows a count the app already knows, else the count's
name in words ("[amount]"), never a stand-in number from the pack's data ("turn 0 exhausted
items", "place 0 warriors") that the step, once reached, replaces with the real one. Played at
random in every pack, each box read just before its step is reached."""

from __future__ import annotations

import random
from typing import Any

import pytest

from desktop.core.cli.simulate import random_options, random_reply
from desktop.core.pack.pack_catalog import load_packs
from desktop.core.play.node_texts import node_texts
from desktop.core.play.session import Session

PACKS = load_packs()[0]
STEPS = 4000


def read_ahead(session: Session, bot: str) -> dict[tuple[str, str], Any]:
    """The count each chart box of the bot's current chart not passed yet in this run shows now
    (an int, or None with its word in the text)."""
    step = session.current(bot)
    if step is None:
        return {}
    chart = session.interp.charts(session.world, bot)[step.chart]
    path = [n for c, n in session.path(bot) if c == step.chart]
    texts = node_texts(session, bot, chart, path, step.node)
    # A box passed earlier in this run reads as it was shown then (a loop may come back to it).
    return {(step.chart, node): text.count for node, text in texts.items() if node not in path}


def filled_when_reached(node: Any) -> bool:
    """Whether the node's count is one its effects work out when it is reached: its data gives
    no reference to compute it by, only a plain value (or none) standing in until then."""
    if not getattr(node, "effects", None) or not node.count:
        return False
    return not isinstance(node.params.get(node.count), dict)


@pytest.mark.parametrize("pack_id", sorted(PACKS))
def test_a_count_read_ahead_on_the_chart_is_the_count_its_step_says(pack_id: str) -> None:
    pack = PACKS[pack_id]
    rng = random.Random(pack_id)
    session = Session(pack, 7)
    for i in range(3):
        options = random_options(pack, rng)
        session.add_bot(f"b{i}", options)
    charts = [pack.meta.entry] + [r.chart for r in pack.meta.routines]
    wrong: dict[tuple[str, str], tuple[int, int]] = {}
    unfilled: set[tuple[str, str]] = set()
    steps = checked = 0
    while steps < STEPS:
        bot = rng.choice(session.bot_ids)
        session.apply({"type": "start", "bot": bot, "chart": rng.choice(charts)})
        for _ in range(300):
            ahead = read_ahead(session, bot)
            step = session.current(bot)
            if step is None:
                break
            session.apply(random_reply(step, rng))
            steps += 1
            reached = session.current(bot)
            if reached is None or reached.kind != "do":
                continue
            node = session.interp.charts(session.world, bot)[reached.chart].node_map()[reached.node]
            if (reached.chart, reached.node) not in ahead or not filled_when_reached(node):
                continue
            checked += 1
            if not isinstance(reached.text.count, int):
                unfilled.add((reached.chart, reached.node))  # the step itself must say its number
            shown = ahead[(reached.chart, reached.node)]
            if isinstance(shown, int) and shown != reached.text.count:
                wrong.setdefault((reached.chart, reached.node), (shown, reached.text.count))
    assert not wrong, f"read ahead as one number, then said another: {wrong}"
    assert not unfilled, f"reached without its number: {unfilled}"
    if not checked:
        pytest.skip(f"no step of {pack_id} whose count an effect fills was reached in this play")
