"""The flowchart interpreter: runs a chart for one bot over a plain-data world, step by step."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from desktop.core.messages import Message, engine_msg, params_from_json, params_to_json
from desktop.core.pack import Pack
from desktop.core.pack_model import (
    AskNode,
    CallNode,
    Chart,
    CheckNode,
    DoNode,
    EndNode,
    GotoNode,
    RollNode,
)
from desktop.core.registry import Ctx, RuleError
from desktop.core.steps import Choice, LogEntry, Step

# A run that takes this many automatic steps without asking anything is looping.
MAX_AUTO_STEPS = 5000
YES, NO = engine_msg("Yes"), engine_msg("No")


class InputError(Exception):
    """An answer, roll or command that does not fit the current step; nothing was changed."""


def new_world(pack: Pack) -> dict[str, Any]:
    """An empty game: shared facts at their defaults, no bots, no runs."""
    return {"shared": {k: f.default for k, f in pack.meta.shared.items()}, "bots": {}, "meta": {}, "runs": {}}


def make_ctx(pack: Pack, world: dict[str, Any], bot_id: str, rng: random.Random) -> Ctx:
    """The context effects and predicates see for one bot."""
    meta = world["meta"].get(bot_id, {})
    return Ctx(
        pack, world["bots"], world["shared"], bot_id, meta.get("options", {}), rng, meta.get("profile")
    )


def add_bot(
    pack: Pack,
    world: dict[str, Any],
    bot_id: str,
    options: dict[str, Any],
    profile: dict[str, Any] | None,
    rng: random.Random,
) -> None:
    """Create a bot from its setup options through the pack's init_bot."""
    if bot_id in world["bots"]:
        raise InputError(f"bot id '{bot_id}' is taken")
    variants = [
        v
        for opt in pack.meta.bot_options
        if opt.kind in ("multi", "choice")
        for v in _as_list(options.get(opt.id))
        if v in pack.meta.variants
    ]
    world["meta"][bot_id] = {
        "options": options,
        "profile": profile,
        "variants": variants,
        "name": str(options.get("name") or bot_id),
    }
    world["bots"][bot_id] = {}
    assert pack.registry.init is not None
    ctx = make_ctx(pack, world, bot_id, rng)
    world["bots"][bot_id] = pack.registry.init(ctx, options)


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value] if value is not None else []


def resolve(obj: Any, ctx: Ctx, context: str) -> Any:
    """Compute a parameter: literals stay, value/state/shared/text references are evaluated."""
    if isinstance(obj, dict):
        keys = set(obj)
        if "value" in obj and keys <= {"value", "args"}:
            named = ctx.pack.registry.values[obj["value"]]
            args = {k: resolve(v, ctx, context) for k, v in obj.get("args", {}).items()}
            return named.func(ctx, **args)
        if keys == {"state"}:
            return _dig(ctx.bot, obj["state"])
        if keys == {"shared"}:
            return ctx.shared.get(obj["shared"])
        if "text" in obj and keys <= {"text", "params", "count"}:
            params = {k: resolve(v, ctx, context) for k, v in obj.get("params", {}).items()}
            count = params.get(obj["count"]) if obj.get("count") else None
            return Message(context, obj["text"], params, count)
        return {k: resolve(v, ctx, context) for k, v in obj.items()}
    if isinstance(obj, list):
        return [resolve(v, ctx, context) for v in obj]
    return obj


def _dig(data: Any, path: str) -> Any:
    for part in path.split("."):
        data = data[part] if isinstance(data, dict) else data[int(part)]
    return data


class Interpreter:
    """Runs charts of one pack over a world dict; every method mutates the world it is given."""

    def __init__(self, pack: Pack) -> None:
        self.pack = pack
        # Called with each log entry as it is made (the CLI records the state at that moment).
        self.observer: Callable[[LogEntry, dict[str, Any]], None] | None = None

    # ---- helpers -------------------------------------------------------------------------
    def charts(self, world: dict[str, Any], bot_id: str) -> dict[str, Chart]:
        return self.pack.charts_for(world["meta"][bot_id].get("variants", ()))

    def _frame(self, world: dict[str, Any], bot_id: str) -> dict[str, Any]:
        run = world["runs"].get(bot_id)
        if not run or not run["stack"]:
            raise InputError("no chart is running for this bot")
        return run["stack"][-1]

    def _node(self, world: dict[str, Any], bot_id: str) -> tuple[Chart, Any]:
        frame = self._frame(world, bot_id)
        chart = self.charts(world, bot_id)[frame["chart"]]
        return chart, chart.node_map()[frame["node"]]

    def context(self, chart_id: str) -> str:
        """Translation context of a chart's texts."""
        return f"{self.pack.id}/{chart_id}"

    # ---- running -------------------------------------------------------------------------
    def start(
        self,
        world: dict[str, Any],
        bot_id: str,
        chart_id: str,
        rng: random.Random,
        node_id: str | None = None,
    ) -> list[LogEntry]:
        """Begin running a chart for a bot (replacing any unfinished run) and advance."""
        if bot_id not in world["bots"]:
            raise InputError(f"no bot '{bot_id}'")
        charts = self.charts(world, bot_id)
        if chart_id not in charts:
            raise InputError(f"no chart '{chart_id}' in pack '{self.pack.id}'")
        chart = charts[chart_id]
        world["runs"][bot_id] = {"chart": chart_id, "stack": [], "path": [], "params": {}}
        return self._enter(world, bot_id, chart_id, node_id or chart.start, None, rng)

    def abort(self, world: dict[str, Any], bot_id: str) -> None:
        """Stop the bot's running chart where it is."""
        world["runs"].pop(bot_id, None)

    def answer(self, world: dict[str, Any], bot_id: str, option: str, rng: random.Random) -> list[LogEntry]:
        """Answer the current ask node."""
        chart, node = self._node(world, bot_id)
        if not isinstance(node, AskNode):
            raise InputError(f"the current step is a {node.kind}, not a question")
        match = next((o for o in node.options if o.id == option), None)
        if match is None:
            raise InputError(
                f"'{option}' is not an answer here; choose one of {[o.id for o in node.options]}"
            )
        entry = self._log(world, bot_id, chart, node, option, self._label(chart, match), None)
        self._option_effects(world, bot_id, chart, match, rng)
        return [entry] + self._move(world, bot_id, match.next, rng)

    def _option_effects(
        self, world: dict[str, Any], bot_id: str, chart: Chart, option: Any, rng: random.Random
    ) -> None:
        if not option.effects:
            return
        ctx = make_ctx(self.pack, world, bot_id, rng)
        for call in option.effects:
            args = {k: resolve(v, ctx, self.context(chart.id)) for k, v in call.args.items()}
            self.pack.registry.effects[call.name].func(ctx, **args)

    def roll(
        self, world: dict[str, Any], bot_id: str, value: int | None, rng: random.Random
    ) -> tuple[int, list[LogEntry]]:
        """Roll the current roll node (app dice when value is None, else the typed total)."""
        chart, node = self._node(world, bot_id)
        if not isinstance(node, RollNode):
            raise InputError(f"the current step is a {node.kind}, not a die roll")
        if value is None:
            value = sum(rng.randint(1, node.sides) for _ in range(node.dice))
        elif (
            isinstance(value, bool)
            or not isinstance(value, int)
            or not (node.dice <= value <= node.dice * node.sides)
        ):
            raise InputError(
                f"a roll of {node.dice}d{node.sides} is a whole number from "
                f"{node.dice} to {node.dice * node.sides}, not {value!r}"
            )
        modifier = self._modifier(world, bot_id, node, rng)
        total = value + modifier
        lo, hi = node.ranges[0].min, node.ranges[-1].max
        clamped = min(max(total, min(r.min for r in node.ranges)), max(r.max for r in node.ranges))
        target = (
            next(r for r in node.ranges if r.min <= clamped <= r.max)
            if any(r.min <= clamped <= r.max for r in node.ranges)
            else None
        )
        if target is None:
            raise RuleError(f"roll total {total} fits no range of node '{node.id}' ({lo}-{hi})")
        reason = (
            engine_msg("Rolled {value}", value=value)
            if not modifier
            else engine_msg(
                "Rolled {value}, modifier {modifier}, total {total}",
                value=value,
                modifier=f"{modifier:+d}",
                total=total,
            )
        )
        entry = self._log(
            world,
            bot_id,
            chart,
            node,
            f"{target.min}-{target.max}",
            self._range_label(target.min, target.max),
            reason,
        )
        return value, [entry] + self._move(world, bot_id, target.next, rng)

    def done(self, world: dict[str, Any], bot_id: str, rng: random.Random) -> list[LogEntry]:
        """Confirm the current instruction was carried out at the table."""
        chart, node = self._node(world, bot_id)
        if not isinstance(node, DoNode):
            raise InputError(f"the current step is a {node.kind}, not an instruction")
        entry = self._log(world, bot_id, chart, node, None, None, None)
        return [entry] + self._move(world, bot_id, node.next, rng)

    def _modifier(self, world: dict[str, Any], bot_id: str, node: RollNode, rng: random.Random) -> int:
        if node.modifier is None:
            return 0
        ctx = make_ctx(self.pack, world, bot_id, rng)
        return int(resolve(node.modifier, ctx, self.context("")))

    # ---- movement ------------------------------------------------------------------------
    def _move(self, world: dict[str, Any], bot_id: str, node_id: str, rng: random.Random) -> list[LogEntry]:
        frame = self._frame(world, bot_id)
        frame["node"] = node_id
        return self._arrive(world, bot_id, rng)

    def _enter(
        self,
        world: dict[str, Any],
        bot_id: str,
        chart_id: str,
        node_id: str,
        ret: str | None,
        rng: random.Random,
    ) -> list[LogEntry]:
        run = world["runs"][bot_id]
        run["stack"].append({"chart": chart_id, "node": node_id, "ret": ret})
        return self._arrive(world, bot_id, rng)

    def _arrive(self, world: dict[str, Any], bot_id: str, rng: random.Random) -> list[LogEntry]:
        """Take automatic nodes until one waits for the player or the run ends."""
        logs: list[LogEntry] = []
        run = world["runs"][bot_id]
        for _ in range(MAX_AUTO_STEPS):
            if not run["stack"]:
                world["runs"].pop(bot_id, None)
                return logs
            frame = run["stack"][-1]
            chart = self.charts(world, bot_id)[frame["chart"]]
            node = chart.node_map()[frame["node"]]
            run["path"].append([frame["chart"], node.id])
            ctx = make_ctx(self.pack, world, bot_id, rng)
            if isinstance(node, CheckNode):
                named = self.pack.registry.predicates[node.predicate]
                args = {k: resolve(v, ctx, self.context(chart.id)) for k, v in node.args.items()}
                outcome, reason = named.func(ctx, **args)
                option = next((o for o in node.options if o.id == outcome), None)
                if option is None:
                    raise RuleError(
                        f"predicate '{node.predicate}' answered '{outcome}', which "
                        f"node '{chart.id}.{node.id}' does not list"
                    )
                if isinstance(reason, str):
                    reason = Message(self.pack.id, reason)
                shown = {
                    **args,
                    **{k: resolve(v, ctx, self.context(chart.id)) for k, v in node.params.items()},
                }
                logs.append(
                    self._log(world, bot_id, chart, node, outcome, self._label(chart, option), reason, shown)
                )
                self._option_effects(world, bot_id, chart, option, rng)
                frame["node"] = option.next
            elif isinstance(node, CallNode):
                logs.append(self._log(world, bot_id, chart, node, None, None, None))
                target = self.charts(world, bot_id)[node.chart]
                run["stack"].append(
                    {"chart": node.chart, "node": node.node or target.start, "ret": node.next}
                )
            elif isinstance(node, GotoNode):
                logs.append(self._log(world, bot_id, chart, node, None, None, None))
                target = self.charts(world, bot_id)[node.chart]
                frame.update(chart=node.chart, node=node.node or target.start)
            elif isinstance(node, EndNode):
                logs.append(self._log(world, bot_id, chart, node, None, None, None))
                if node.scope == "run":
                    run["stack"].clear()
                    continue
                done = run["stack"].pop()
                if run["stack"] and done.get("ret"):
                    run["stack"][-1]["node"] = done["ret"]
            else:
                # ask, roll and do wait for the player; do's effects happen as it is shown.
                run["params"] = params_to_json(self._params(ctx, chart, node))
                return logs
        raise RuleError(
            f"chart '{run['chart']}' ran {MAX_AUTO_STEPS} automatic steps without asking anything: it loops"
        )

    def _params(self, ctx: Ctx, chart: Chart, node: Any) -> dict[str, Any]:
        context = self.context(chart.id)
        params = {k: resolve(v, ctx, context) for k, v in node.params.items()}
        if isinstance(node, DoNode):
            for call in node.effects:
                named = self.pack.registry.effects[call.name]
                args = {k: resolve(v, ctx, context) for k, v in call.args.items()}
                extra = named.func(ctx, **args)
                if extra:
                    params.update(extra)
        return params

    # ---- presentation --------------------------------------------------------------------
    def _label(self, chart: Chart, option: Any) -> Message:
        if option.label is not None:
            return Message(self.context(chart.id), option.label)
        return YES if option.id == "yes" else NO if option.id == "no" else engine_msg(option.id)

    @staticmethod
    def _range_label(lo: int, hi: int) -> Message:
        if lo == hi:
            return engine_msg("{value}", value=lo)
        return engine_msg("{low}–{high}", low=lo, high=hi)

    def text_of(self, chart: Chart, node: Any, params: dict[str, Any]) -> Message:
        """The node's text with its computed parameters."""
        count = params.get(node.count) if node.count else None
        text = node.text or ""
        return Message(
            self.context(chart.id), text, params, int(count) if isinstance(count, (int, float)) else None
        )

    def _log(
        self,
        world: dict[str, Any],
        bot_id: str,
        chart: Chart,
        node: Any,
        answer: str | None,
        label: Message | None,
        reason: Message | None,
        params: dict[str, Any] | None = None,
    ) -> LogEntry:
        if params is None:
            params = (
                params_from_json(world["runs"].get(bot_id, {}).get("params", {}))
                if (isinstance(node, (AskNode, RollNode, DoNode)))
                else {}
            )
        if isinstance(node, (CallNode, GotoNode)) and not node.text:
            target = self.charts(world, bot_id)[node.chart]
            text = engine_msg("Go to {chart}", chart=Message(self.context(node.chart), target.title))
        elif isinstance(node, EndNode) and not node.text:
            text = engine_msg("End of {chart}", chart=Message(self.context(chart.id), chart.title))
        else:
            text = self.text_of(chart, node, {**params})
        entry = LogEntry(
            bot_id,
            chart.id,
            Message(self.context(chart.id), chart.title),
            node.id,
            node.kind,
            text,
            answer,
            label,
            reason,
        )
        if self.observer is not None:
            self.observer(entry, world)
        return entry

    def current(self, world: dict[str, Any], bot_id: str) -> Step | None:
        """The step waiting for the player, or None when no chart is running."""
        run = world["runs"].get(bot_id)
        if not run or not run["stack"]:
            return None
        chart, node = self._node(world, bot_id)
        params = params_from_json(run.get("params", {}))
        step = Step(
            bot_id,
            chart.id,
            node.id,
            node.kind,
            self.text_of(chart, node, params),
            source=(node.source or chart.source).model_dump() if (node.source or chart.source) else None,
            reconstructed=node.reconstructed or chart.reconstructed,
            note=Message(self.context(chart.id), node.note) if node.note else None,
            depth=len(run["stack"]) - 1,
        )
        if isinstance(node, AskNode):
            step.options = [Choice(o.id, self._label(chart, o)) for o in node.options]
        elif isinstance(node, RollNode):
            step.options = [Choice(f"{r.min}-{r.max}", self._range_label(r.min, r.max)) for r in node.ranges]
            modifier = self._modifier(world, bot_id, node, random.Random(0))
            step.roll = {"sides": node.sides, "dice": node.dice, "modifier": modifier}
        elif isinstance(node, DoNode):
            step.options = [Choice("done", engine_msg("Done"))]
        return step

    def view(self, world: dict[str, Any], bot_id: str) -> dict[str, Any]:
        """The bot's state as the pack wants it shown in JSON."""
        if self.pack.registry.view is None:
            return world["bots"][bot_id]
        return self.pack.registry.view(make_ctx(self.pack, world, bot_id, random.Random(0)))
