"""Helpers for the language tests: where the catalogues are, messages shown by random play."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from desktop.core.cli.simulate import random_options
from desktop.core.messages import Message
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.pack.pack_model import AskNode, DoNode, RollNode
from desktop.core.pack.registry import RuleError
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.interpreter import Interpreter, add_bot, new_world
from desktop.core.play.samples import sample_bots
from desktop.core.play.session import Session

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
TINY = ROOT / "tests" / "fixtures" / "packs" / "tiny"


def nested(msg: Any) -> Iterator[Message]:
    """A message and every message inside its parameters."""
    if isinstance(msg, Message):
        yield msg
        for v in msg.params.values():
            yield from nested(v)
    elif isinstance(msg, list):
        for v in msg:
            yield from nested(v)


def messages_of_play(pack: Pack, turns: int = 40, seed: int = 1) -> list[Message]:
    """Every message the engine produced while playing the pack at random: step texts,
    answers, notes, log lines, reasons (nested messages included)."""
    rng = random.Random(seed)
    interp = Interpreter(pack)
    world = new_world(pack)
    shown: list[Message] = []
    for fact in pack.meta.shared.values():
        shown.append(Message(pack.id, fact.label))
    add_bot(pack, world, "b1", random_options(pack, rng), None, rng)
    charts = [pack.meta.entry] + [r.chart for r in pack.meta.routines]
    for turn in range(turns):
        try:
            logs = interp.start(world, "b1", charts[turn % len(charts)], rng)
            for _ in range(2000):
                for e in logs:
                    shown += [m for x in (e.chart_title, e.text, e.answer_label, e.reason) for m in nested(x)]
                step = interp.current(world, "b1")
                if step is None:
                    break
                shown += list(nested(step.text)) + list(nested(step.note))
                shown += [m for c in step.options for m in nested(c.label)]
                frame = world["runs"]["b1"]["stack"][-1]
                node = interp.charts(world, "b1")[frame["chart"]].node_map()[frame["node"]]
                if isinstance(node, AskNode):
                    logs = interp.answer(world, "b1", rng.choice(node.options).id, rng)
                elif isinstance(node, RollNode):
                    logs = interp.roll(world, "b1", None, rng)[1]
                elif isinstance(node, DoNode):
                    logs = interp.done(world, "b1", rng)
                elif step.number is not None:
                    logs = interp.answer(
                        world, "b1", rng.randint(step.number["min"], step.number["max"]), rng
                    )
        except RuleError:
            interp.abort(world, "b1")
    return shown


def said_in(language: Any, lang: str, message: Message, say: Callable[[Message], str] | None = None) -> str:
    """`message` as the window says it in `lang` (with `say`, e.g. as a chart box; else as any
    text is rendered); the language goes back to English after."""
    from desktop.ui.language import render  # Qt's modules: only for the tests that show texts

    language.set_language(lang)
    try:
        return (say or render)(message)
    finally:
        language.set_language("en")


def sample_game(pack_id: str, seed: int = 1) -> tuple[Pack, Session]:
    """A bundled pack and a game of it with the pack's sample bots, nothing played yet."""
    pack, problems = load_pack(bundled_rules_dir() / pack_id)
    assert pack is not None and not problems
    session = Session(pack, seed)
    for options, profile in sample_bots(pack):
        session.add_bot(session.next_bot_id(), dict(options), profile)
    return pack, session
