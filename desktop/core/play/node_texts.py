"""What the chart's nodes read besides the current step: never a blank. A node passed in this run
reads as it was shown (the log keeps its text with its numbers); a node ahead reads with the
values it would take now; a value known only when the node is reached (an effect's result, an
answer not given yet) reads as its name in words, as the pack names it (`words:`)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from desktop.core.messages import Message, placeholders
from desktop.core.pack.pack_loading import Pack, word
from desktop.core.pack.pack_model import CallNode, Chart, CheckNode, EndNode, GotoNode, NumberNode
from desktop.core.pack.parameters import resolve
from desktop.core.per_object import PerObject
from desktop.core.play.session import Session
from desktop.core.play.world import make_ctx

# A node's `%n` whose count is not known: its name in words under this key of the message's
# parameters, for the window to put in (a message's own count is a number).
COUNT_WORD = "%n"
# Events read back at most to find what the nodes passed in a run read (a run is far shorter).
RUN_EVENTS = 400


def node_texts(
    session: Session, bot: str, chart: Chart, path: Iterable[str], current: str | None
) -> Mapping[str, Message]:
    """Per node of `chart` whose text has values (besides `current`): its text as shown when
    it was passed in this run (`path` holds the nodes passed), else as it would read now."""
    passed = set(path) - {current}
    shown = passed_texts(session, bot, chart.id, passed)
    pack, world = session.pack, session.world
    ctx = make_ctx(pack, world, bot, random.Random(0))  # values never roll: a fixed die
    run = world["runs"].get(bot) or {}
    frame = run["stack"][-1] if run.get("stack") else {}
    answers = frame.get("answers", {}) if frame.get("chart") == chart.id else {}
    context = f"{pack.id}/{chart.id}"
    out: dict[str, Message] = {}
    for node in _valued(chart):
        if node.id == current:
            continue
        known = shown.get(node.id)
        out[node.id] = known if known is not None else _text_now(pack, node, ctx, context, answers)
    return MappingProxyType(out)


def passed_texts(session: Session, bot: str, chart: str, nodes: set[str]) -> dict[str, Message]:
    """The texts the log kept for `nodes` of `chart` in the bot's run (the latest, read back
    from the newest event to the one that started the run)."""
    found: dict[str, Message] = {}
    if not nodes:
        return found
    stop = max(session.floor, session.cursor - RUN_EVENTS)
    events, logs = session.events, session.logs  # (each a new view of the history)
    for index in range(session.cursor - 1, stop - 1, -1):
        event = events[index]
        mine = isinstance(event, dict) and event.get("bot") == bot
        if mine:
            for entry in logs[index]:
                if entry.bot == bot and entry.chart == chart and entry.node in nodes:
                    found.setdefault(entry.node, entry.text)
        began = mine and event.get("type") == "start" and not event.get("nested")
        if began or len(found) == len(nodes):
            break
    return found


def _with_values(chart: Chart) -> tuple[Any, ...]:
    return tuple(n for n in chart.nodes if _has_values(n))


# The chart's nodes whose text shows values, found once per chart (asked at every step); charts
# are a few dozen per pack.
_valued = PerObject(_with_values, limit=256)


def _has_values(node: Any) -> bool:
    """Whether a node's text shows values (a `{name}` or a count)."""
    if isinstance(node, (CallNode, GotoNode, EndNode)) and not node.text:
        return False
    text = node.text or ""
    return bool(placeholders(text)) or "%n" in text


def _text_now(pack: Pack, node: Any, ctx: Any, context: str, answers: dict[str, Any]) -> Message:
    """The node's text with the values it would take now; a value not known before the node is
    reached is its name in words ("[the card's cost]")."""
    text = node.text or ""
    sources: dict[str, Any] = dict(node.args) if isinstance(node, CheckNode) else {}
    sources.update(node.params)
    if isinstance(node, NumberNode):
        sources.setdefault("min", node.min)
        sources.setdefault("max", node.max)
    params: dict[str, Any] = {}
    for name in placeholders(text) | ({node.count} if node.count else set()):
        value = _value_now(sources, name, ctx, context, answers)
        params[name] = value if value is not None else word(pack, name)
    count = params.get(node.count) if node.count else None
    if not isinstance(count, int) or isinstance(count, bool):
        if node.count:
            params[COUNT_WORD] = word(pack, node.count)
        count = None
    return Message(context, text, params, count)


def _value_now(sources: dict[str, Any], name: str, ctx: Any, context: str, answers: dict[str, Any]) -> Any:
    """A value as the node would show it now (None: not known before the node is reached)."""
    if name not in sources:
        return None  # an effect's result: known when the node is shown
    try:
        value = resolve(sources[name], ctx, context, answers)
    except Exception:  # noqa: BLE001 - a value that cannot be computed now is named, not shown
        return None
    if isinstance(value, (dict, tuple)) or value is None or value in ("", []):
        return None  # nothing yet ("…for this one: ." in a chart's box): named instead
    return value
