"""Checks of a game state read from a file before it is used: its structure, each bot's mat
values against the pack's declaration, running charts, and the pack's own invariants."""

from __future__ import annotations

import copy
import random
from typing import Any

from desktop.core.messages import Message, params_from_json
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import AskNode, DoNode, MatField, NumberNode, RollNode
from desktop.core.plain_data import dig
from desktop.core.play.copy_checks import KEY as CHECKS_KEY
from desktop.core.play.copy_checks import kept_at_start
from desktop.core.play.corrections import counter_bounds, shared_bounds
from desktop.core.play.samples import offered_name_words
from desktop.core.play.world import add_bot, make_ctx, new_world

WORLD_KEYS = ("shared", "bots", "meta", "runs")
MAX_BOTS = 64
MAX_TEXT = 200
MAX_PATH = 100_000  # nodes one run may have passed
_ABSENT = object()


def check_world(pack: Pack, world: Any) -> list[str]:
    """Every reason this state cannot be used with `pack` (empty when it can)."""
    try:
        return _check(pack, world)
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        # A shape the checks below did not foresee: unusable all the same.
        return [f"the game state is damaged ({type(exc).__name__})"]


def _check(pack: Pack, world: Any) -> list[str]:
    if not isinstance(world, dict) or sorted(world) != sorted(WORLD_KEYS):
        return [f"the game state needs exactly {', '.join(WORLD_KEYS)}"]
    if not all(isinstance(world[k], dict) for k in WORLD_KEYS):
        return ["a part of the game state is not a mapping"]
    problems = _check_shared(pack, world["shared"])
    bots, meta = world["bots"], world["meta"]
    if set(bots) != set(meta) or len(bots) > MAX_BOTS:
        return problems + ["the bots and their setup do not match"]
    for bot_id in bots:
        setup = _check_meta(pack, bot_id, meta[bot_id])
        problems += setup
        if not isinstance(bots[bot_id], dict):
            problems.append(f"bot '{bot_id}': its state is not a mapping")
            continue
        if setup:
            continue
        expected = _fields_of_setup(pack, world, bot_id)
        for section in pack.meta.mat:
            for fld in section.fields:
                problems += _check_field(pack, bot_id, bots[bot_id], fld, expected)
    if problems:
        return problems
    for bot_id, run in world["runs"].items():
        problems += _check_run(pack, world, bot_id, run)
    if problems:
        return problems
    return _check_invariants(pack, world)


def _check_shared(pack: Pack, shared: dict[str, Any]) -> list[str]:
    problems = []
    for name, fact in pack.meta.shared.items():
        value = shared.get(name, fact.default)
        default = fact.default
        if isinstance(default, bool) or (default is None and isinstance(value, bool)):
            ok = isinstance(value, bool) or value is None
        elif isinstance(default, int):
            low, high = shared_bounds(fact)
            ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
        else:
            ok = value is None or (isinstance(value, (str, int)) and len(str(value)) <= MAX_TEXT)
        if not ok:
            problems.append(f"shared fact '{name}' holds {_short(value)}")
    if pack.meta.checks and CHECKS_KEY in shared and kept_at_start(pack, shared[CHECKS_KEY]) is None:
        problems.append("the answers of the card checks the game plays with are damaged")
    return problems


def _check_meta(pack: Pack, bot_id: str, meta: Any) -> list[str]:
    where = f"bot {_short(bot_id)}"
    if not isinstance(meta, dict):
        return [f"{where}: its setup is not a mapping"]
    name, options, variants = meta.get("name"), meta.get("options"), meta.get("variants", [])
    if not isinstance(name, str) or len(name) > MAX_TEXT:
        return [f"{where}: its name is damaged"]
    if "name_words" in meta and offered_name_words(pack, meta["name_words"]) is None:
        return [f"{where}: its name is damaged"]
    if not isinstance(options, dict) or not isinstance(meta.get("profile"), (dict, type(None))):
        return [f"{where}: its setup options are damaged"]
    if not isinstance(variants, list) or any(
        v not in pack.meta.variants for v in variants if isinstance(v, str)
    ):
        return [f"{where}: unknown variants {_short(variants)}"]
    if not all(isinstance(v, str) for v in variants):
        return [f"{where}: unknown variants {_short(variants)}"]
    return []


def _fields_of_setup(pack: Pack, world: dict[str, Any], bot_id: str) -> set[str] | None:
    """The mat's values a bot of this setup has: those a new bot made from its setup options and
    profile (with the game's shared facts) gets. None when no bot can be made of them now (the
    pack changed since): then only the values present are checked, as before."""
    meta = world["meta"][bot_id]
    scratch = new_world(pack)
    scratch["shared"] = copy.deepcopy(world["shared"])
    try:
        add_bot(
            pack,
            scratch,
            bot_id,
            copy.deepcopy(meta["options"]),
            copy.deepcopy(meta.get("profile")),
            random.Random(0),
        )
    except Exception:  # noqa: BLE001 - a setup the pack no longer takes: checked as it is
        return None
    made = scratch["bots"][bot_id]
    return {f.path for s in pack.meta.mat for f in s.fields if dig(made, f.path, _ABSENT) is not _ABSENT}


def _check_field(
    pack: Pack, bot_id: str, bot: dict[str, Any], fld: MatField, expected: set[str] | None = None
) -> list[str]:
    value = dig(bot, fld.path, _ABSENT)
    if value is _ABSENT:
        if expected is not None and fld.path in expected:
            return [f"bot {_short(bot_id)}: {fld.label} ({fld.path}) is missing"]
        return []  # a field a bot of this setup does not have
    if _field_ok(pack, fld, value):
        return []
    return [f"bot {_short(bot_id)}: {fld.label} ({fld.path}) holds {_short(value)}"]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _field_ok(pack: Pack, fld: MatField, value: Any) -> bool:
    kind = fld.kind
    if kind == "counter":
        low, high = counter_bounds(fld)
        return _is_int(value) and low <= value <= high
    if kind == "map":
        low, high = counter_bounds(fld)
        keys = {k.id for k in fld.keys}
        return isinstance(value, dict) and all(
            (not keys or k in keys) and (v is None or (_is_int(v) and low <= v <= high))
            for k, v in value.items()
        )
    if kind == "flag":
        return isinstance(value, bool) or value is None
    if kind == "choice":
        return value is None or value in {c.id for c in fld.choices}
    if kind == "text":
        return value is None or (isinstance(value, str) and len(value) <= MAX_TEXT)
    deck = pack.decks.get(fld.deck or "", {})
    if kind == "card":
        return value is None or (isinstance(value, str) and value in deck)
    return isinstance(value, list) and all(isinstance(v, str) and v in deck for v in value)


def _check_run(pack: Pack, world: dict[str, Any], bot_id: str, run: Any) -> list[str]:
    where = f"bot {_short(bot_id)}: its running chart"
    if bot_id not in world["bots"]:
        return [f"a chart runs for a bot that is not in the game ({_short(bot_id)})"]
    if not isinstance(run, dict) or not isinstance(run.get("stack"), list) or not run["stack"]:
        return [f"{where} is damaged"]
    if not isinstance(run.get("chart"), str) or not _params_ok(run.get("params", {})):
        return [f"{where} is damaged"]
    path = run.get("path")
    if not isinstance(path, list) or len(path) > MAX_PATH or not all(_is_pair(p) for p in path):
        return [f"{where}: its path is damaged"]
    charts = pack.charts_for(tuple(world["meta"][bot_id].get("variants", ())))
    below: Any = None
    for frame in run["stack"]:
        problem = _check_frame(charts, frame, below)
        if problem:
            return [f"{where} {problem}"]
        below = charts[frame["chart"]]
    waiting = below.node_map()[run["stack"][-1]["node"]]
    if not isinstance(waiting, (AskNode, NumberNode, RollNode, DoNode)):
        return [f"{where} waits at a step that does not wait for the player"]
    if isinstance(waiting, NumberNode) and not _range_ok(run.get("range")):
        return [f"{where}: its number question has no range"]
    return []


def _is_pair(item: Any) -> bool:
    return isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item)


def _range_ok(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(_is_int(v) for v in value)
        and value[0] <= value[1]
    )


def _check_frame(charts: dict[str, Any], frame: Any, below: Any) -> str:
    """Why one chart frame of a run cannot be used ("" when it can)."""
    if not isinstance(frame, dict) or not isinstance(frame.get("chart"), str) or frame["chart"] not in charts:
        return "points at a chart that does not exist"
    node = frame.get("node")
    if not isinstance(node, str) or node not in charts[frame["chart"]].node_map():
        return f"points at a node that does not exist ({_short(node)})"
    ret = frame.get("ret")
    if ret is not None and (below is None or not isinstance(ret, str) or ret not in below.node_map()):
        return f"returns to a node that does not exist ({_short(ret)})"
    held = frame.get("held", {})
    if not isinstance(frame.get("answers", {}), dict) or not isinstance(held, dict):
        return "is damaged"
    if not _params_ok(held.get("params", {})) or (
        held.get("range") is not None and not _range_ok(held["range"])
    ):
        return "is damaged"
    return ""


def _params_ok(params: Any) -> bool:
    """The computed texts of the waiting step can be rebuilt as messages."""
    if not isinstance(params, dict):
        return False
    try:
        stack: list[Any] = list(params_from_json(params).values())
    except (TypeError, KeyError, AttributeError, ValueError):
        return False
    while stack:
        value = stack.pop()
        if isinstance(value, Message):
            if not (isinstance(value.context, str) and isinstance(value.text, str)):
                return False
            if not isinstance(value.params, dict) or not (value.count is None or _is_int(value.count)):
                return False
            stack.extend(value.params.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, dict):
            stack.extend(value.values())
    return True


def _check_invariants(pack: Pack, world: dict[str, Any]) -> list[str]:
    problems = []
    for bot_id in world["bots"]:
        for name, invariant in pack.registry.invariants.items():
            try:
                found = invariant(make_ctx(pack, world, bot_id, random.Random(0)))
            except Exception as exc:  # noqa: BLE001 - a state the pack cannot read is a bad state
                found = [f"cannot be checked ({type(exc).__name__})"]
            problems += [f"bot {_short(bot_id)}: {name}: {p}" for p in found]
    return problems


def _short(value: Any) -> str:
    """A value as a message shows it (never a whole damaged structure)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
