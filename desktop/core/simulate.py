"""Random play of a pack: answers every question and roll at random, counts what it reaches."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from desktop.core.interpreter import Interpreter, add_bot, make_ctx, new_world
from desktop.core.pack import Pack
from desktop.core.pack_model import AskNode, DoNode, RollNode
from desktop.core.registry import RuleError

MAX_STEPS_PER_TURN = 20000
# How often random play prefers an answer or die range that leads somewhere not yet visited.
LEAN = 0.5


@dataclass
class SimResult:
    """What random play found."""

    turns: int = 0
    steps: int = 0
    seconds: float = 0.0
    nodes_total: int = 0
    visited: set[str] = field(default_factory=set)
    all_nodes: list[str] = field(default_factory=list)
    dead_ends: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The CLI's JSON report."""
        return {
            "turns": self.turns,
            "steps": self.steps,
            "seconds": round(self.seconds, 4),
            "steps_per_second": round(self.steps / self.seconds) if self.seconds else 0,
            "nodes_total": self.nodes_total,
            "nodes_visited": len(self.visited & set(self.all_nodes)),
            "unvisited": [n for n in self.all_nodes if n not in self.visited],
            "dead_ends": self.dead_ends[:50],
            "errors": self.errors[:50],
        }


def random_profile(pack: Pack, options: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """Random test data for the first profile option the pack can sample."""
    for opt in pack.meta.bot_options:
        sampler = pack.registry.samplers.get(opt.profile or "")
        if opt.kind == "profile" and sampler is not None:
            profile = sampler(rng)
            options[opt.id] = str(profile.get("name", "sample"))
            return profile
    return None


def random_options(pack: Pack, rng: random.Random) -> dict[str, Any]:
    """Setup options for a bot, chosen at random where the pack offers choices."""
    options: dict[str, Any] = {}
    for opt in pack.meta.bot_options:
        if opt.kind == "choice":
            options[opt.id] = rng.choice(opt.choices).id
        elif opt.kind == "multi":
            options[opt.id] = [c.id for c in opt.choices if rng.random() < 0.3]
        elif opt.kind == "profile":
            options[opt.id] = None
        else:
            options[opt.id] = opt.default
    options.setdefault("name", "Bot")
    return options


def simulate(
    pack: Pack, turns: int, seed: int, chart: str | None = None, bots: int = 2, check_invariants: bool = True
) -> SimResult:
    """Play `turns` runs; without `chart`, mix the turn chart with every routine."""
    rng = random.Random(seed)
    interp = Interpreter(pack)
    result = SimResult()
    result.all_nodes = [f"{cid}.{n.id}" for cid, c in pack.charts.items() for n in c.nodes]
    result.nodes_total = len(result.all_nodes)
    routines = [r.chart for r in pack.meta.routines]
    world = new_world(pack)
    for i in range(bots):
        options = random_options(pack, rng)
        # Every other bot plays with a sampled profile, so both kinds of bot are exercised.
        profile = random_profile(pack, options, rng) if i % 2 else None
        add_bot(pack, world, f"b{i + 1}", options, profile, rng)
    started = time.perf_counter()
    for turn in range(turns):
        bot = f"b{rng.randint(1, bots)}"
        if chart is not None:
            target = chart
        elif routines and rng.random() < 0.4:
            target = rng.choice(routines)
        else:
            target = pack.meta.entry
        result.turns += 1
        try:
            result.steps += _play(interp, world, bot, target, rng, result)
        except RuleError as err:
            where = _where(world, bot)
            text = f"turn {turn}: {target}: {where}: {err}"
            (result.dead_ends if "loops" in str(err) or "range" in str(err) else result.errors).append(text)
            interp.abort(world, bot)
        except Exception as err:  # noqa: BLE001 - every crash of a pack is reported, not raised
            result.errors.append(f"turn {turn}: {target}: {_where(world, bot)}: {type(err).__name__}: {err}")
            interp.abort(world, bot)
        if check_invariants:
            for name, inv in pack.registry.invariants.items():
                for problem in inv(make_ctx(pack, world, bot, rng)):
                    result.errors.append(f"turn {turn}: {target}: invariant {name}: {problem}")
        if len(result.errors) > 200:
            break
    result.seconds = time.perf_counter() - started
    return result


def _lean_roll(
    interp: Interpreter,
    world: dict[str, Any],
    bot: str,
    chart: str,
    node: RollNode,
    rng: random.Random,
    result: SimResult,
) -> int | None:
    """A typed roll into a range not reached yet (sometimes), else None: the app rolls."""
    fresh = [r for r in node.ranges if f"{chart}.{r.next}" not in result.visited]
    if not fresh or rng.random() >= LEAN:
        return None
    target = rng.choice(fresh)
    modifier = interp._modifier(world, bot, node, random.Random(0))
    lo, hi = node.ranges[0].min, node.ranges[-1].max
    values = [
        v
        for v in range(node.dice, node.dice * node.sides + 1)
        if target.min <= min(max(v + modifier, lo), hi) <= target.max
    ]
    return rng.choice(values) if values else None


def _where(world: dict[str, Any], bot: str) -> str:
    run = world["runs"].get(bot)
    if not run or not run["stack"]:
        return "-"
    return f"{run['stack'][-1]['chart']}.{run['stack'][-1]['node']}"


def _play(
    interp: Interpreter, world: dict[str, Any], bot: str, chart: str, rng: random.Random, result: SimResult
) -> int:
    logs = interp.start(world, bot, chart, rng)
    steps = len(logs)
    result.visited.update(f"{e.chart}.{e.node}" for e in logs)
    for _ in range(MAX_STEPS_PER_TURN):
        run = world["runs"].get(bot)
        if run is None:
            break
        frame = run["stack"][-1]
        node = interp.charts(world, bot)[frame["chart"]].node_map()[frame["node"]]
        cid = frame["chart"]
        if isinstance(node, AskNode):
            fresh = [o for o in node.options if f"{cid}.{o.next}" not in result.visited]
            # Random play leans toward answers not tried yet, so rare branches get reached.
            pick = rng.choice(fresh if fresh and rng.random() < LEAN else node.options)
            logs = interp.answer(world, bot, pick.id, rng)
        elif isinstance(node, RollNode):
            logs = interp.roll(world, bot, _lean_roll(interp, world, bot, cid, node, rng, result), rng)[1]
        elif isinstance(node, DoNode):
            logs = interp.done(world, bot, rng)
        else:  # pragma: no cover - automatic nodes never wait
            raise RuleError(f"node {frame['chart']}.{node.id} waits but is automatic")
        steps += len(logs)
        result.visited.update(f"{e.chart}.{e.node}" for e in logs)
    else:
        raise RuleError(f"turn did not end after {MAX_STEPS_PER_TURN} steps: it loops")
    return steps
