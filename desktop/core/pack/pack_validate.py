"""Graph and reference checks of a loaded pack: targets, reachability, names, dice coverage."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from desktop.core.messages import placeholders
from desktop.core.pack.pack_model import (
    AskNode,
    BotAnswers,
    CallNode,
    Chart,
    CheckNode,
    DoNode,
    EndNode,
    GotoNode,
    NumberNode,
    Option,
    Range,
    RollNode,
)
from desktop.core.pack.record import invalid
from desktop.core.pack.registry import Named
from desktop.core.pack.variants import apply_variants

if TYPE_CHECKING:
    from desktop.core.pack.pack_loading import Pack
    from desktop.core.pack.yaml_source import Located


# The parameter forms a number node's bounds or an effect's `bot` may take (besides literals).
COMPUTED = ({"value"}, {"value", "args"}, {"state"}, {"shared"}, {"answer"})
ANSWERED = (AskNode, NumberNode, RollNode)


# What takes a branch of a node: a listed option, a die range, the game's bots, or nothing
# (the one way on).
Branch = Option | Range | BotAnswers | None


def branches(node: Any) -> list[tuple[str, Branch]]:
    """Where a node leads inside its own chart, each with what takes it (the flowchart labels its
    arrows with the same list the checks walk)."""
    if isinstance(node, AskNode):
        bots: list[tuple[str, Branch]] = [(node.bots.next, node.bots)] if node.bots is not None else []
        return bots + [(o.next, o) for o in node.options]
    if isinstance(node, CheckNode):
        return [(o.next, o) for o in node.options]
    if isinstance(node, RollNode):
        return [(r.next, r) for r in node.ranges] + [(o.next, o) for o in node.options]
    if isinstance(node, (DoNode, CallNode, NumberNode)):
        return [(node.next, None)]
    return []


def successors(node: Any) -> list[str]:
    """Node ids reachable from a node inside its own chart."""
    return [target for target, _ in branches(node)]


def refs(obj: Any, key: str) -> Iterator[str]:
    """Every `{value: NAME}` (key "value") or `{answer: NODE}` (key "answer") used inside
    parameters or arguments."""
    if isinstance(obj, dict):
        if key == "value" and isinstance(obj.get("value"), str) and set(obj) <= {"value", "args"}:
            yield obj["value"]
            yield from refs(obj.get("args", {}), key)
            return
        if key == "answer" and set(obj) == {"answer"} and isinstance(obj["answer"], str):
            yield obj["answer"]
            return
        for v in obj.values():
            yield from refs(v, key)
    elif isinstance(obj, list):
        for v in obj:
            yield from refs(v, key)


def value_refs(obj: Any) -> Iterator[str]:
    """Every `{value: NAME}` used inside parameters or arguments."""
    return refs(obj, "value")


def computed_parts(node: Any) -> list[Any]:
    """Everything of a node the engine computes: params, args, effect arguments and targets,
    number bounds, the roll modifier."""
    calls = list(getattr(node, "effects", [])) + [c for o in getattr(node, "options", []) for c in o.effects]
    return [
        node.params,
        getattr(node, "args", {}),
        [[c.args, c.bot] for c in calls],
        getattr(node, "modifier", None),
        [getattr(node, "min", None), getattr(node, "max", None)],
    ]


class _Checker:
    """Collects problems of one chart with file and line."""

    def __init__(self, pack: Pack, chart: Chart, charts: dict[str, Chart], located: Located | None) -> None:
        self.pack, self.chart, self.charts, self.located = pack, chart, charts, located
        self.problems: list[str] = []
        self.index: dict[str, int] = {}
        for i, node in enumerate(chart.nodes):
            self.index.setdefault(node.id, i)

    def where(self, node_id: str | None = None, *keys: Any) -> str:
        if self.located is None:
            return f"{self.pack.folder / 'charts' / (self.chart.id + '.yaml')}:1"
        if node_id is None:
            return self.located.where(keys)
        return self.located.where(("nodes", self.index.get(node_id, 0)) + keys)

    def add(self, node_id: str | None, message: str, *keys: Any) -> None:
        self.problems.append(f"{self.where(node_id, *keys)}: {message}")

    def run(self) -> list[str]:
        chart, nodes = self.chart, self.chart.node_map()
        seen: set[str] = set()
        for node in chart.nodes:
            if node.id in seen:
                self.add(node.id, f"duplicate node id '{node.id}'", "id")
            seen.add(node.id)
        if chart.start not in nodes:
            self.add(None, f"start node '{chart.start}' does not exist", "start")
            return self.problems
        for node in chart.nodes:
            self.check_node(node, nodes)
        self.check_graph(nodes)
        return self.problems

    def check_node(self, node: Any, nodes: dict[str, Any]) -> None:
        """What every node needs (its targets, options, effects, values and text), then what its
        own kind needs (`_KIND_CHECKS`: one method per kind, no chain of kinds here)."""
        for target in successors(node):
            if target not in nodes:
                self.add(node.id, f"node '{node.id}' leads to unknown node '{target}'")
        ids = [o.id for o in getattr(node, "options", [])]
        if len(ids) != len(set(ids)):
            self.add(node.id, f"node '{node.id}' has duplicate options", "options")
        for kind_check in _KIND_CHECKS.get(type(node), ()):
            kind_check(self, node, ids)
        self.check_effects(node)
        self.check_refs(node)
        self.check_text(node)

    def check_jump(self, node: CallNode | GotoNode, ids: list[str]) -> None:
        """A call or goto names a chart of the pack and, when it names one, a node of that chart."""
        other = self.charts.get(node.chart)
        if other is None:
            self.add(node.id, f"node '{node.id}' refers to unknown chart '{node.chart}'", "chart")
        elif node.node and node.node not in other.node_map():
            self.add(node.id, f"node '{node.id}' refers to unknown node '{node.chart}.{node.node}'", "node")

    def check_labels(self, node: AskNode | RollNode, ids: list[str]) -> None:
        """An answer a player reads needs a label (Yes and No have the engine's)."""
        for o in node.options:
            if o.label is None and o.id not in ("yes", "no"):
                self.add(node.id, f"option '{o.id}' of node '{node.id}' needs a label", "options")

    def check_ask(self, node: AskNode, ids: list[str]) -> None:
        """A question kept for the Round (remember/recall) needs the pack's rounds."""
        if node.remember or node.recall:
            self.check_kept(node, ids)

    def check_roll(self, node: RollNode, ids: list[str]) -> None:
        """A roll's ranges cover every result once."""
        if node.ranges:
            self.check_ranges(node)

    def check_number(self, node: NumberNode, ids: list[str]) -> None:
        """A number question's bounds."""
        self.check_bounds(node)

    def check_predicate(self, node: CheckNode, ids: list[str]) -> None:
        """A check node's predicate is registered, takes its arguments, and its outcomes are the
        node's options."""
        pred = self.pack.registry.predicates.get(node.predicate)
        if pred is None and self.pack.registry.open:
            return  # the pack's modules were not run: its predicates are unknown
        if pred is None:
            self.add(node.id, f"predicate '{node.predicate}' is not registered", "predicate")
            return
        self.check_args(node.id, pred, node.args, f"predicate '{node.predicate}'")
        if set(ids) != set(pred.outcomes):
            self.add(
                node.id,
                f"options {sorted(ids)} of node '{node.id}' do not match "
                f"the outcomes {sorted(pred.outcomes)} of '{node.predicate}'",
                "options",
            )

    def check_effects(self, node: Any) -> None:
        """The effects of a node and of its answers are registered, take their arguments, and
        name their bot by a computed value."""
        calls = list(getattr(node, "effects", [])) + [
            call for o in getattr(node, "options", []) for call in o.effects
        ]
        for call in calls:
            eff = self.pack.registry.effects.get(call.name)
            if eff is None and not self.pack.registry.open:
                self.add(node.id, f"effect '{call.name}' is not registered", "effects")
            elif eff is not None:
                self.check_args(node.id, eff, call.args, f"effect '{call.name}'")
            if call.bot is not None and not _computed(call.bot):
                self.add(
                    node.id, f"effect '{call.name}' names its bot by a literal; use e.g. {{answer: NODE}}"
                )

    def check_refs(self, node: Any) -> None:
        """Values a node computes are registered; answers it uses come from a question here."""
        parts = computed_parts(node)
        for name in value_refs(parts):
            if name not in self.pack.registry.values and not self.pack.registry.open:
                self.add(node.id, f"value '{name}' is not registered")
        for name in refs(parts, "answer"):
            if not isinstance(self.chart.node_map().get(name), ANSWERED):
                self.add(
                    node.id, f"node '{node.id}' uses the answer of '{name}', no ask, number or roll node here"
                )

    def check_kept(self, node: AskNode, ids: list[str]) -> None:
        """A question kept for the Round needs the pack's rounds (they end it) and options."""
        if self.pack.meta.rounds is None:
            self.add(node.id, f"node '{node.id}' keeps its answer for the Round; the pack declares no rounds")
        if node.recall is not None:
            wrong = sorted(set(node.recall.answers.values()) - set(ids))
            if wrong:
                self.add(node.id, f"node '{node.id}' recalls into unknown options {wrong}", "recall")

    def check_bounds(self, node: NumberNode) -> None:
        """A number node's bounds: whole numbers or computed, the lower not above the upper."""
        for key in ("min", "max"):
            bound = getattr(node, key)
            literal = isinstance(bound, int) and not isinstance(bound, bool)
            if not literal and not _computed(bound):
                self.add(
                    node.id, f"{key} of node '{node.id}' is {bound!r}, not a whole number or a parameter", key
                )
        if (
            all(isinstance(b, int) and not isinstance(b, bool) for b in (node.min, node.max))
            and node.min > node.max
        ):
            self.add(
                node.id, f"node '{node.id}' takes no number: min {node.min} is above max {node.max}", "min"
            )

    def check_args(self, node_id: str, named: Named, args: dict[str, Any], what: str) -> None:
        missing = named.required - set(args)
        if missing:
            self.add(node_id, f"{what} needs argument(s) {sorted(missing)}", "args")
        if named.accepted is not None and set(args) - named.accepted:
            self.add(node_id, f"{what} does not take {sorted(set(args) - named.accepted)}", "args")

    def check_ranges(self, node: RollNode) -> None:
        low, high = node.dice, node.dice * node.sides
        covered: set[int] = set()
        for r in node.ranges:
            span = set(range(r.min, r.max + 1))
            if covered & span:
                self.add(
                    node.id,
                    f"roll ranges of node '{node.id}' overlap at {sorted(covered & span)[0]}",
                    "ranges",
                )
            covered |= span
        gaps = [v for v in range(low, high + 1) if v not in covered]
        if gaps:
            self.add(node.id, f"roll ranges of node '{node.id}' miss {gaps}", "ranges")

    def check_text(self, node: Any) -> None:
        if node.text is None:
            return
        known = set(node.params) | set(getattr(node, "args", {}))
        if isinstance(node, NumberNode):
            known |= {"min", "max"}
        if node.count and node.count not in node.params:
            self.add(node.id, f"count parameter '{node.count}' is not in params", "count")
        # Effects may return further parameters, so do nodes with effects are not checked here.
        if isinstance(node, DoNode) and node.effects:
            return
        missing = placeholders(node.text) - known
        if missing:
            self.add(node.id, f"text of node '{node.id}' uses unknown parameter(s) {sorted(missing)}", "text")

    def check_graph(self, nodes: dict[str, Any]) -> None:
        reach: set[str] = set()
        todo = [self.chart.start]
        while todo:
            nid = todo.pop()
            if nid in reach or nid not in nodes:
                continue
            reach.add(nid)
            todo.extend(successors(nodes[nid]))
        for node in self.chart.nodes:
            if node.id not in reach:
                self.add(node.id, f"node '{node.id}' cannot be reached from the start")
        # A node is finished when it can reach an end or leave the chart by goto.
        finishing = {nid for nid, n in nodes.items() if isinstance(n, (EndNode, GotoNode))}
        changed = True
        while changed:
            changed = False
            for nid, n in nodes.items():
                if nid not in finishing and any(s in finishing for s in successors(n)):
                    finishing.add(nid)
                    changed = True
        for node in self.chart.nodes:
            if node.id in reach and node.id not in finishing:
                self.add(node.id, f"no path from node '{node.id}' reaches an end")


def _round_problems(pack: Pack, meta_where: Callable[..., str]) -> list[str]:
    """The round structure names routines the pack offers and shared facts it has."""
    rounds = pack.meta.rounds
    if rounds is None:
        return []
    offered = {r.chart for r in pack.meta.routines}
    problems = [
        f"{meta_where('rounds', 'phases', i)}: phase '{phase.id}' names '{chart}', which is no routine"
        for i, phase in enumerate(rounds.phases)
        for chart in phase.routines
        if chart not in offered
    ]
    problems += [
        f"{meta_where('rounds', 'facts')}: '{name}' is no shared fact"
        for name in rounds.facts
        if name not in pack.meta.shared
    ]
    problems += [
        f"{meta_where('rounds', 'setup')}: setup chart '{chart}' is no routine"
        for chart in rounds.setup
        if chart not in offered
    ]
    for i, phase in enumerate(rounds.phases):
        for j, table in enumerate(phase.table):
            chart = pack.charts.get(table.chart)
            if table.chart not in offered:
                problems.append(
                    f"{meta_where('rounds', 'phases', i, 'table', j)}: '{table.chart}' is no routine"
                )
            elif chart is not None and table.node is not None and table.node not in chart.node_map():
                problems.append(
                    f"{meta_where('rounds', 'phases', i, 'table', j)}: chart '{table.chart}' has no "
                    f"node '{table.node}'"
                )
    return problems


def _check_problems(pack: Pack, meta_where: Callable[..., str]) -> list[str]:
    """A table the player checks is a table of the pack with a schema, over one of its decks whose
    cards have the fields checked."""
    problems = []
    for table, check in pack.meta.checks.items():
        where = meta_where("checks", table)
        if table not in pack.tables:
            problems.append(f"{where}: no table '{table}' keeps the answers")
        elif ("table", table) not in pack.registry.schemas and not pack.registry.open:
            problems.append(f"{where}: table '{table}' has no registered schema")
        cards = pack.decks.get(check.deck)
        if cards is None:
            problems.append(f"{where}: unknown deck '{check.deck}'")
            continue
        problems += [
            f"{where}: no card of deck '{check.deck}' has a field '{name}'"
            for name in check.fields
            if not any(name in card for card in cards.values())
        ]
    return problems


def _computed(obj: Any) -> bool:
    return isinstance(obj, dict) and set(obj) in COMPUTED


# The checks each kind of node needs beyond what every node needs (see `_Checker.check_node`).
_KIND_CHECKS: dict[type, tuple[Callable[[_Checker, Any, list[str]], None], ...]] = {
    CallNode: (_Checker.check_jump,),
    GotoNode: (_Checker.check_jump,),
    AskNode: (_Checker.check_labels, _Checker.check_ask),
    RollNode: (_Checker.check_labels, _Checker.check_roll),
    NumberNode: (_Checker.check_number,),
    CheckNode: (_Checker.check_predicate,),
}


def validate_pack(pack: Pack, only: str | None = None) -> list[str]:
    """Every graph and reference problem of a pack (or of one chart of it)."""
    meta_src = pack.sources.get("pack.yaml")

    def meta_where(*keys: Any) -> str:
        return meta_src.where(keys) if meta_src else str(pack.folder / "pack.yaml") + ":1"

    problems = _meta_problems(pack, meta_where) if only is None else []
    for cid, chart in pack.charts.items():
        if only is None or cid == only:
            problems.extend(_Checker(pack, chart, pack.charts, pack.sources.get(cid)).run())
    if only is None:
        problems += _variant_problems(pack, meta_where)
    return problems


def _meta_problems(pack: Pack, meta_where: Callable[..., str]) -> list[str]:
    """What pack.yaml names that does not exist: the entry and routine charts, decks, profile
    schemas, the bot's set-up rule; then its round and checks."""
    problems: list[str] = []
    if pack.meta.entry not in pack.charts:
        problems.append(f"{meta_where('entry')}: entry chart '{pack.meta.entry}' does not exist")
    for i, routine in enumerate(pack.meta.routines):
        if routine.chart not in pack.charts:
            problems.append(f"{meta_where('routines', i)}: routine chart '{routine.chart}' does not exist")
    for s, section in enumerate(pack.meta.mat):
        for f, fld in enumerate(section.fields):
            if fld.deck and fld.deck not in pack.decks:
                problems.append(f"{meta_where('mat', s, 'fields', f)}: unknown deck '{fld.deck}'")
    for name, prof in pack.meta.profiles.items():
        if ("profile", prof.schema_) not in pack.registry.schemas and not pack.registry.open:
            where = meta_where("profiles", name)
            problems.append(f"{where}: profile schema '{prof.schema_}' is not registered")
    if pack.registry.init is None and not pack.registry.open:
        problems.append(f"{meta_where()}: no module registers init_bot")
    return problems + _round_problems(pack, meta_where) + _check_problems(pack, meta_where)


def _variant_problems(pack: Pack, meta_where: Callable[..., str]) -> list[str]:
    """Each variant's patches: charts they name, and every patched chart checked as a chart is
    (a patch naming an unknown chart ends the check: the rest would only repeat it)."""
    problems: list[str] = []
    for vname, variant in pack.meta.variants.items():
        for p, patch in enumerate(variant.patches):
            if patch.chart not in pack.charts:
                where = meta_where("variants", vname, "patches", p)
                problems.append(f"{where}: unknown chart '{patch.chart}'")
                return problems
        try:
            patched = apply_variants(pack, (vname,))
        except invalid() as err:
            for e in err.errors():
                problems.append(
                    f"{meta_where('variants', vname)}: variant '{vname}': "
                    f"{'.'.join(map(str, e['loc']))}: {e['msg']}"
                )
            continue
        for patch in variant.patches:
            for found in _Checker(pack, patched[patch.chart], patched, None).run():
                problems.append(
                    f"{meta_where('variants', vname)}: variant '{vname}', "
                    f"chart '{patch.chart}': {found.split(': ', 1)[1]}"
                )
    return problems
