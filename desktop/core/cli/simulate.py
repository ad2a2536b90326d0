"""Random play of a pack: deals fresh games, answers every step at random, counts what it reaches."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import AskNode, DoNode, MatField, NumberNode, RollNode, when_holds
from desktop.core.pack.registry import RuleError
from desktop.core.play.copy_checks import apply_check
from desktop.core.play.corrections import apply_correction
from desktop.core.play.interpreter import Interpreter, make_ctx
from desktop.core.play.session import Session
from desktop.core.play.steps import LogEntry, Step
from desktop.core.play.world import add_bot, as_list, new_world

MAX_STEPS_PER_TURN = 20000
# How often random play prefers an answer or die range that leads somewhere not yet visited.
LEAN = 0.5
# Runs played in one dealt game before the next game is dealt with fresh bots and facts.
GAME_TURNS = 25
# How often, at a waiting step, random play starts a routine that may interrupt the run.
INTERRUPT = 0.02
# How far above its default (or minimum) an unbounded whole number is sampled.
INT_SPREAD = 5
# How many dealt bots join as a game in progress (their mat set at random, as a table corrects it).
IN_PROGRESS = 0.5


@dataclass
class SimResult:
    """What random play found."""

    games: int = 0
    turns: int = 0
    steps: int = 0
    seconds: float = 0.0
    nodes_total: int = 0
    visited: set[str] = field(default_factory=set)
    all_nodes: list[str] = field(default_factory=list)
    variant_nodes: list[str] = field(default_factory=list)  # nodes only a variant adds
    dead_ends: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    # option id -> value -> [bots dealt with it, nodes their runs reached]
    coverage: dict[str, dict[str, list[Any]]] = field(default_factory=dict)
    tried: dict[str, set[int]] = field(default_factory=dict)  # number node -> answers given
    saved: dict[str, Any] | None = None  # the first game in the save format, when asked for
    saved_session: Session | None = None  # the same game as played (for a `.botmat` file)

    def to_json(self) -> dict[str, Any]:
        """The CLI's JSON report."""
        return {
            "games": self.games,
            "turns": self.turns,
            "steps": self.steps,
            "seconds": round(self.seconds, 4),
            "steps_per_second": round(self.steps / self.seconds) if self.seconds else 0,
            "nodes_total": self.nodes_total,
            "nodes_visited": len(self.visited & set(self.all_nodes)),
            "variant_nodes": len(self.variant_nodes),
            "variant_nodes_visited": len(self.visited & set(self.variant_nodes)),
            "unvisited": [n for n in self.all_nodes if n not in self.visited],
            "options": {
                opt: {
                    value: {"bots": bots, "nodes_visited": len(nodes)}
                    for value, (bots, nodes) in values.items()
                }
                for opt, values in self.coverage.items()
            },
            "dead_ends": self.dead_ends[:50],
            "errors": self.errors[:50],
        }


def pack_nodes(pack: Pack) -> tuple[list[str], list[str]]:
    """Every node as "chart.node": the charts' own, then the ones only a variant adds."""
    base = [f"{cid}.{n.id}" for cid, c in pack.charts.items() for n in c.nodes]
    known, added = set(base), []
    for variant in pack.meta.variants.values():
        for patch in variant.patches:
            for node in patch.nodes:
                name = f"{patch.chart}.{node.get('id')}"
                if name not in known:
                    known.add(name)
                    added.append(name)
    return base + added, added


# ---- dealing a game -----------------------------------------------------------------------


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
    """Setup options for a bot, chosen at random where the pack offers choices or numbers."""
    options: dict[str, Any] = {}
    for opt in pack.meta.bot_options:
        if opt.kind == "choice":
            options[opt.id] = rng.choice(opt.choices).id
        elif opt.kind == "multi":
            options[opt.id] = [c.id for c in opt.choices if rng.random() < 0.3]
        elif opt.kind == "profile":
            options[opt.id] = None
        elif opt.kind == "int":
            options[opt.id] = _random_int(opt.min, opt.max, opt.default, rng)
        else:
            options[opt.id] = opt.default
    options.setdefault("name", "Bot")
    return options


def random_shared(pack: Pack, rng: random.Random) -> dict[str, Any]:
    """Shared facts (Age, Round, yes/no facts) for a new game, within their bounds."""
    facts: dict[str, Any] = {}
    for name, fact in pack.meta.shared.items():
        if isinstance(fact.default, bool):
            facts[name] = rng.random() < 0.5
        elif isinstance(fact.default, int) or fact.min is not None:
            facts[name] = _random_int(fact.min, fact.max, fact.default, rng)
        else:
            facts[name] = fact.default
    return facts


def random_mat(pack: Pack, options: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A bot's mat as in a game in progress: each value a player may correct (counters and map
    entries within their bounds, flags, choices), for the sections its setup shows. Random play
    then meets states a fresh bot reaches only late in a game (at War, a Focus area near its
    Milestone, a religion after the reform)."""
    chosen = pack.meta.chosen(options)
    # A bot that passed or left the game plays no turn: those flags stay as the round sets them.
    rounds = pack.meta.rounds
    kept = {rounds.passed, rounds.out} if rounds is not None else set()
    values: dict[str, Any] = {}
    for section in pack.meta.mat:
        if not when_holds(section.when, chosen):
            continue
        for fld in section.fields:
            if not fld.editable or fld.path in kept:
                continue
            if fld.kind == "flag":
                values[fld.path] = rng.random() < 0.5
            elif fld.kind == "choice" and fld.choices:
                values[fld.path] = rng.choice(fld.choices).id
            elif fld.kind == "counter":
                values[fld.path] = _random_count(fld, rng)
            elif fld.kind == "map":
                values.update({f"{fld.path}.{key.id}": _random_count(fld, rng) for key in fld.keys})
    return values


def _random_count(fld: MatField, rng: random.Random) -> int:
    low = fld.min if fld.min is not None else 0
    return rng.randint(low, fld.max if fld.max is not None else low + INT_SPREAD)


def random_checks(pack: Pack, rng: random.Random) -> dict[str, dict[str, Any]]:
    """Answers for the pack's checks of the player's copy, from its sampler named after the table
    (random test data, never offered to a player), so random play meets corrected cards too."""
    return {
        table: sampler(rng)
        for table in pack.meta.checks
        if (sampler := pack.registry.samplers.get(table)) is not None
    }


def _random_int(low: int | None, high: int | None, default: Any, rng: random.Random) -> int | None:
    """The default half of the time (a bot as most tables set it up), else any allowed value."""
    if rng.random() < 0.5 and (default is not None or low is None):
        return default if isinstance(default, int) else None
    low = low if low is not None else 0
    base = default if isinstance(default, int) and not isinstance(default, bool) else low
    return rng.randint(low, high if high is not None else max(low, base) + INT_SPREAD)


class _Game:
    """One dealt game that random play acts on: straight on a world, or through a session's
    events when the game is to be saved."""

    def __init__(self, pack: Pack, rng: random.Random, bots: int, seed: int, recorded: bool) -> None:
        self.pack, self.rng = pack, rng
        self.session = Session(pack, seed) if recorded else None
        self.interp = self.session.interp if self.session else Interpreter(pack)
        self._world: dict[str, Any] = {} if self.session else new_world(pack)
        self.options: dict[str, dict[str, Any]] = {}
        for name, value in random_shared(pack, rng).items():
            if self.session:
                self.session.apply({"type": "set_shared", "name": name, "value": value})
            else:
                self.world["shared"][name] = value
        for table, found in random_checks(pack, rng).items():
            if self.session:
                self.session.apply({"type": "check", "table": table, "answers": found})
            else:
                apply_check(pack, self.world, table, found)
        for i in range(bots):
            options = random_options(pack, rng)
            # Half the bots play with a sampled profile, so both kinds of bot are exercised.
            profile = random_profile(pack, options, rng) if rng.random() < 0.5 else None
            bot = f"b{i + 1}"
            self.options[bot] = options
            if self.session:
                self.session.add_bot(bot, options, profile)
            else:
                add_bot(pack, self.world, bot, options, profile, rng)
            if rng.random() < IN_PROGRESS:
                for path, value in random_mat(pack, options, rng).items():
                    self._correct(bot, path, value)

    def _correct(self, bot: str, path: str, value: Any) -> None:
        if self.session:
            self.session.apply({"type": "correct", "bot": bot, "path": path, "value": value})
        else:
            apply_correction(self.pack, self.world, bot, path, value)

    @property
    def world(self) -> dict[str, Any]:
        """The game's world as it is now."""
        return self.session.world if self.session else self._world

    def apply(self, event: dict[str, Any]) -> list[LogEntry]:
        """Apply one event of the session format."""
        if self.session:
            return self.session.apply(event)
        kind, bot, interp, world, rng = event["type"], event["bot"], self.interp, self.world, self.rng
        if kind == "start":
            return interp.start(world, bot, event["chart"], rng, nested=event.get("nested", False))
        if kind == "answer":
            return interp.answer(world, bot, event["option"], rng)
        if kind == "roll":
            return interp.roll(world, bot, event["value"], rng)[1]
        if kind == "abort":
            return interp.abort(world, bot, rng, bool(event.get("nested")))
        return interp.done(world, bot, rng)


# ---- playing ------------------------------------------------------------------------------


def simulate(
    pack: Pack,
    turns: int,
    seed: int,
    chart: str | None = None,
    bots: int = 2,
    check_invariants: bool = True,
    save: bool = False,
) -> SimResult:
    """Play `turns` runs over freshly dealt games (bot options, profiles and shared facts at
    random); without `chart`, mix the turn chart with every routine. With `save`, the first
    game is played through a session and kept in `saved` in the save format."""
    rng = random.Random(seed)
    result = SimResult()
    result.all_nodes, result.variant_nodes = pack_nodes(pack)
    result.nodes_total = len(result.all_nodes)
    routines = [r.chart for r in pack.meta.routines]
    interrupts = [r.chart for r in pack.meta.routines if r.interrupts]
    started = time.perf_counter()
    game: _Game | None = None
    for turn in range(turns):
        if turn % GAME_TURNS == 0:
            if game is not None and game.session is not None:
                result.saved, result.saved_session = _saved(game.session), game.session
            game = _Game(pack, rng, bots, seed, recorded=save and result.games == 0)
            result.games += 1
            for options in game.options.values():
                for cell in _coverage_cells(pack, options, result):
                    cell[0] += 1
        assert game is not None
        bot = f"b{rng.randint(1, bots)}"
        if chart is not None:
            target = chart
        elif routines and rng.random() < 0.4:
            target = rng.choice(routines)
        else:
            target = pack.meta.entry
        result.turns += 1
        _play_turn(game, bot, target, interrupts, turn, result)
        if check_invariants:
            for name, inv in pack.registry.invariants.items():
                for problem in inv(make_ctx(pack, game.world, bot, rng)):
                    result.errors.append(f"turn {turn}: {target}: invariant {name}: {problem}")
        if len(result.errors) > 200:
            break
    if game is not None and game.session is not None:
        result.saved, result.saved_session = _saved(game.session), game.session
    result.seconds = time.perf_counter() - started
    return result


def _saved(session: Session) -> dict[str, Any]:
    from desktop.core.store.saves import session_to_json  # saves is only needed for --save

    return session_to_json(session)


def _play_turn(
    game: _Game, bot: str, target: str, interrupts: list[str], turn: int, result: SimResult
) -> None:
    """Play one run, recording what it reached, and report what went wrong instead of raising."""
    reached: set[str] = set()
    try:
        result.steps += _play(game, bot, target, interrupts, result, reached)
    except RuleError as err:
        text = f"turn {turn}: {target}: {_where(game.world, bot)}: {err}"
        (result.dead_ends if "loops" in str(err) or "range" in str(err) else result.errors).append(text)
        game.apply({"type": "abort", "bot": bot})
    except Exception as err:  # noqa: BLE001 - every crash of a pack is reported, not raised
        result.errors.append(f"turn {turn}: {target}: {_where(game.world, bot)}: {type(err).__name__}: {err}")
        game.apply({"type": "abort", "bot": bot})
    for cell in _coverage_cells(game.pack, game.options[bot], result):
        cell[1] |= reached


def _coverage_cells(pack: Pack, options: dict[str, Any], result: SimResult) -> list[list[Any]]:
    """The coverage counters of a bot's choice and multi option values."""
    return [
        result.coverage.setdefault(opt.id, {}).setdefault(str(value), [0, set()])
        for opt in pack.meta.bot_options
        if opt.kind in ("choice", "multi")
        for value in as_list(options.get(opt.id))
    ]


def _play(
    game: _Game, bot: str, chart: str, interrupts: list[str], result: SimResult, reached: set[str]
) -> int:
    interp, rng = game.interp, game.rng
    logs = game.apply({"type": "start", "bot": bot, "chart": chart})
    steps = len(logs)
    reached.update(f"{e.chart}.{e.node}" for e in logs)
    result.visited |= reached
    for _ in range(MAX_STEPS_PER_TURN):
        run = game.world["runs"].get(bot)
        if run is None:
            return steps
        if interrupts and rng.random() < INTERRUPT:
            event: dict[str, Any] = {
                "type": "start",
                "bot": bot,
                "chart": rng.choice(interrupts),
                "nested": True,
            }
        else:
            frame = run["stack"][-1]
            node = interp.charts(game.world, bot)[frame["chart"]].node_map()[frame["node"]]
            event = _random_event(game, bot, frame["chart"], node, result)
        logs = game.apply(event)
        steps += len(logs)
        nodes = {f"{e.chart}.{e.node}" for e in logs}
        reached |= nodes
        result.visited |= nodes
    raise RuleError(f"turn did not end after {MAX_STEPS_PER_TURN} steps: it loops")


def _random_event(game: _Game, bot: str, chart: str, node: Any, result: SimResult) -> dict[str, Any]:
    """A random answer to the waiting node, leaning toward branches not reached yet."""
    rng, world = game.rng, game.world
    if isinstance(node, AskNode):
        answers = game.interp.ask_answers(world, bot, node)
        fresh = [a for a in answers if f"{chart}.{a[1]}" not in result.visited]
        pick = rng.choice(fresh if fresh and rng.random() < LEAN else answers)
        return {"type": "answer", "bot": bot, "option": pick[0]}
    if isinstance(node, NumberNode):
        low, high = world["runs"][bot]["range"]
        value = _lean_number(result.tried.setdefault(f"{chart}.{node.id}", set()), low, high, rng)
        return {"type": "answer", "bot": bot, "option": value}
    if isinstance(node, RollNode):
        return {"type": "roll", "bot": bot, "value": _lean_roll(game, bot, chart, node, result)}
    if isinstance(node, DoNode):
        return {"type": "done", "bot": bot}
    raise RuleError(f"node {chart}.{node.id} waits but is automatic")  # pragma: no cover


def random_reply(step: Step, rng: random.Random) -> dict[str, Any]:
    """A plain random answer to a waiting step, as a session event (for tests that play)."""
    if step.kind == "ask":
        return {"type": "answer", "bot": step.bot, "option": rng.choice(step.options).id}
    if step.kind == "number" and step.number is not None:
        return {
            "type": "answer",
            "bot": step.bot,
            "option": rng.randint(step.number["min"], step.number["max"]),
        }
    if step.kind == "roll":
        return {"type": "roll", "bot": step.bot, "value": None}
    return {"type": "done", "bot": step.bot}


def _lean_number(tried: set[int], low: int, high: int, rng: random.Random) -> int:
    """A whole number in range: often an end of the range or a value not answered yet."""
    draw = rng.random()
    if draw < 0.3:
        value = rng.choice((low, high))
    elif draw < 0.6 and len(tried) < high - low + 1:
        value = next((v for v in (rng.randint(low, high) for _ in range(8)) if v not in tried), low)
    else:
        value = rng.randint(low, high)
    tried.add(value)
    return value


def _lean_roll(game: _Game, bot: str, chart: str, node: RollNode, result: SimResult) -> int | None:
    """A typed roll into a branch not reached yet (sometimes), else None: the app rolls."""
    rng = game.rng
    if node.options:
        faces = [i + 1 for i, o in enumerate(node.options) if f"{chart}.{o.next}" not in result.visited]
        return rng.choice(faces) if faces and rng.random() < LEAN else None
    fresh = [r for r in node.ranges if f"{chart}.{r.next}" not in result.visited]
    if not fresh or rng.random() >= LEAN:
        return None
    target = rng.choice(fresh)
    modifier = game.interp.roll_modifier(game.world, bot, node)
    low, high = min(r.min for r in node.ranges), max(r.max for r in node.ranges)
    values = [
        v
        for v in range(node.dice, node.dice * node.sides + 1)
        if target.min <= min(max(v + modifier, low), high) <= target.max
    ]
    return rng.choice(values) if values else None


def _where(world: dict[str, Any], bot: str) -> str:
    run = world["runs"].get(bot)
    if not run or not run["stack"]:
        return "-"
    return f"{run['stack'][-1]['chart']}.{run['stack'][-1]['node']}"
