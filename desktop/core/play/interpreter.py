"""The flowchart interpreter: runs a chart for one bot over a plain-data world, step by step."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from desktop.core.bot_names import bot_words
from desktop.core.messages import (
    InputError,
    Message,
    engine_msg,
    params_from_json,
    params_to_json,
    placeholders,
)
from desktop.core.pack.pack_loading import Pack, word
from desktop.core.pack.pack_model import (
    AskNode,
    CallNode,
    Chart,
    CheckNode,
    DoNode,
    EffectCall,
    EndNode,
    GotoNode,
    NumberNode,
    Option,
    RollNode,
)
from desktop.core.pack.parameters import resolve, whole_number
from desktop.core.pack.registry import BotGone, Ctx, RuleError
from desktop.core.plain_data import dig, put
from desktop.core.play.rounds import keep, known_answer, out_of_game, run_ended
from desktop.core.play.steps import LogEntry, Step, StepOption
from desktop.core.play.world import ALONE, add_bot, make_ctx, new_world, no_bot

# A run that takes this many automatic steps without asking anything is looping.
MAX_AUTO_STEPS = 5000
YES, NO = engine_msg("Yes"), engine_msg("No")
WAITING = (AskNode, NumberNode, RollNode, DoNode)

__all__ = ["Interpreter", "InputError", "add_bot", "make_ctx", "new_world", "resolve"]


class Interpreter:
    """Runs charts of one pack over a world dict; every method mutates the world it is given."""

    def __init__(self, pack: Pack) -> None:
        self.pack = pack
        # Called with each log entry as it is made (the CLI records the state at that moment).
        self.observer: Callable[[LogEntry, dict[str, Any]], None] | None = None

    # ---- helpers -------------------------------------------------------------------------
    def charts(self, world: dict[str, Any], bot_id: str) -> dict[str, Chart]:
        """The bot's charts: the pack's, with the patches of the bot's variants."""
        return self.pack.charts_for(world["meta"][bot_id].get("variants", ()))

    def _frame(self, world: dict[str, Any], bot_id: str) -> dict[str, Any]:
        run = world["runs"].get(bot_id)
        if not run or not run["stack"]:
            raise InputError(engine_msg("no chart is running for this bot"))
        frame: dict[str, Any] = run["stack"][-1]
        return frame

    def _node(self, world: dict[str, Any], bot_id: str) -> tuple[Chart, Any]:
        frame = self._frame(world, bot_id)
        chart = self.charts(world, bot_id)[frame["chart"]]
        return chart, chart.node_map()[frame["node"]]

    def context(self, chart_id: str) -> str:
        """Translation context of a chart's texts."""
        return f"{self.pack.id}/{chart_id}"

    @staticmethod
    def _answers(world: dict[str, Any], bot_id: str) -> dict[str, Any]:
        """The answers given so far in the chart the bot is in (for `{answer: node}`)."""
        run = world["runs"].get(bot_id)
        return run["stack"][-1].get("answers", {}) if run and run["stack"] else {}

    def _remember(self, world: dict[str, Any], bot_id: str, node_id: str, value: Any) -> None:
        self._frame(world, bot_id).setdefault("answers", {})[node_id] = value

    # ---- running -------------------------------------------------------------------------
    def start(
        self,
        world: dict[str, Any],
        bot_id: str,
        chart_id: str,
        rng: random.Random,
        node_id: str | None = None,
        nested: bool = False,
    ) -> list[LogEntry]:
        """Begin running a chart for a bot and advance. An unfinished run is replaced, or with
        `nested` interrupted: the chart runs as a call and the waiting step waits again after it."""
        if bot_id not in world["bots"]:
            raise InputError(no_bot(bot_id, world, self.pack.id))
        charts = self.charts(world, bot_id)
        if chart_id not in charts:
            raise InputError(
                engine_msg("no chart '{chart}' in pack '{pack}'", chart=chart_id, pack=self.pack.id)
            )
        first = node_id or charts[chart_id].start
        if first not in charts[chart_id].node_map():
            title = Message(self.context(chart_id), charts[chart_id].title)
            raise InputError(engine_msg("no step '{step}' in chart '{chart}'", step=first, chart=title))
        run = world["runs"].get(bot_id)
        if nested and run and run["stack"]:
            # The interrupted step keeps what it showed; the routine's end gives it back.
            run["stack"][-1]["held"] = {
                "params": run.get("params", {}),
                "range": run.get("range"),
                **self._scratch(world, bot_id),
            }
            run["stack"].append({"chart": chart_id, "node": first, "ret": None, "resumes": True})
            return self._arrive(world, bot_id, rng)
        world["runs"][bot_id] = {"chart": chart_id, "stack": [], "path": [], "params": {}}
        world["runs"][bot_id]["stack"].append({"chart": chart_id, "node": first, "ret": None})
        return self._arrive(world, bot_id, rng)

    def abort(
        self,
        world: dict[str, Any],
        bot_id: str,
        rng: random.Random | None = None,
        nested: bool = False,
        chart_id: str | None = None,
    ) -> list[LogEntry]:
        """Stop the bot's running chart where it is; the log names the run abandoned. With
        `nested`, only the routine that interrupted the run stops (and `chart_id`, when given,
        must be that routine): the interrupted step waits again, as after the routine's end."""
        run = world["runs"].get(bot_id)
        if not run or not run["stack"]:
            return []
        frame = run["stack"][-1]
        charts = self.charts(world, bot_id)
        here = Message(self.context(frame["chart"]), charts[frame["chart"]].title)
        at = self.interrupting(world, bot_id) if nested else 0
        if at is None:
            raise InputError("no routine interrupts the running chart of this bot")
        stopped = run["stack"][at]["chart"] if nested else run["chart"]
        if chart_id is not None and chart_id != stopped:
            raise InputError(f"'{chart_id}' is not what runs for this bot now")
        title = Message(self.context(stopped), charts[stopped].title)
        if not nested:
            world["runs"].pop(bot_id)
            text = engine_msg("{chart} abandoned here; what it did so far stays done.", chart=title)
            return [LogEntry(bot_id, frame["chart"], here, frame["node"], "abort", text)]
        del run["stack"][at:]
        self._give_back(world, bot_id, self._restore_held(run))
        text = engine_msg(
            "{chart} stopped here; what it did so far stays done. The interrupted step waits again.",
            chart=title,
        )
        entry = LogEntry(bot_id, frame["chart"], here, frame["node"], "abort", text)
        self._resume(world, bot_id, rng or random.Random(0))
        return [entry]

    @staticmethod
    def interrupting(world: dict[str, Any], bot_id: str) -> int | None:
        """Where in the bot's run the innermost routine that interrupted it starts (its frame's
        index), None when no routine interrupts the run."""
        run = world["runs"].get(bot_id)
        stack = run["stack"] if run else []
        return next((i for i in range(len(stack) - 1, 0, -1) if stack[i].get("resumes")), None)

    def answer(
        self, world: dict[str, Any], bot_id: str, option: str | int, rng: random.Random
    ) -> list[LogEntry]:
        """Answer the current ask node (an option id or a bot id) or number node (a whole number)."""
        chart, node = self._node(world, bot_id)
        if isinstance(node, NumberNode):
            return self._answer_number(world, bot_id, chart, node, option, rng)
        if not isinstance(node, AskNode):
            raise InputError(engine_msg("the current step is not a question"))
        answers = self.ask_answers(world, bot_id, node, offered=False)
        match = next((a for a in answers if a[0] == option), None)
        if match is None:
            raise InputError(
                engine_msg(
                    "'{answer}' is not an answer here; choose one of {answers}",
                    answer=str(option),
                    answers=str([a[0] for a in self.ask_answers(world, bot_id, node)]),
                )
            )
        entry, effects = self._take_option(world, bot_id, chart, node, match, None)
        if effects:
            ctx = make_ctx(self.pack, world, bot_id, rng)
            self._apply_effects(ctx, chart, effects, self._answers(world, bot_id))
        return [entry] + self._move(world, bot_id, match[1], rng)

    def _take_option(
        self,
        world: dict[str, Any],
        bot_id: str,
        chart: Chart,
        node: AskNode,
        match: tuple[str, str, Option | None],
        reason: Message | None,
    ) -> tuple[LogEntry, list[EffectCall]]:
        """Log and remember an ask node's answer (the player's, or the app's with its `reason`);
        the effects its option carries."""
        answer_id, _target, listed = match
        label = self._label(chart, listed) if listed else self._bot_label(world, answer_id)
        entry = self._log(world, bot_id, chart, node, answer_id, label, reason)
        self._remember(world, bot_id, node.id, answer_id)
        if node.remember is not None:
            keep(world, bot_id, node.remember, answer_id)
        return entry, listed.effects if listed else []

    def _take_number(
        self,
        world: dict[str, Any],
        bot_id: str,
        chart: Chart,
        node: NumberNode,
        number: int,
        reason: Message | None,
        ctx: Ctx[Any],
    ) -> LogEntry:
        """Log and remember a number node's answer, and store it where the node says."""
        said = engine_msg("{value}", value=number)
        entry = self._log(world, bot_id, chart, node, str(number), said, reason)
        self._remember(world, bot_id, node.id, number)
        if node.store:
            put(ctx.bot, node.store, number)
        return entry

    def ask_answers(
        self, world: dict[str, Any], bot_id: str, node: AskNode, *, offered: bool = True
    ) -> list[tuple[str, str, Option | None]]:
        """(answer id, next node, listed option or None for a bot) of an ask node: with `bots`,
        the game's bots still in it first (a bot out of the game, by the pack's `rounds.out`,
        neither collects nor acts), then the listed options. `offered=False` accepts the bots out
        of the game too: a game saved before they were left out may have answered with one, and
        must still replay."""
        out: list[tuple[str, str, Option | None]] = []
        if node.bots is not None:
            which = node.bots.which
            out = [
                (b, node.bots.next, None)
                for b in world["bots"]
                if (which == "all" or b != bot_id) and not (offered and out_of_game(self.pack, world, b))
            ]
        return out + [(o.id, o.next, o) for o in node.options]

    def _check_answers(self, world: dict[str, Any], bot_id: str, node: AskNode) -> None:
        """A "which bot?" question must have an answer and no option named like a bot."""
        answers = [a for a, _, _ in self.ask_answers(world, bot_id, node)]
        if not answers:
            raise RuleError(
                engine_msg("node '{node}' asks which bot, and there is no other bot", node=node.id)
            )
        if len(set(answers)) < len(answers):
            raise RuleError(
                engine_msg("an option of node '{node}' has the id of a bot of this game", node=node.id)
            )

    def _answer_number(
        self,
        world: dict[str, Any],
        bot_id: str,
        chart: Chart,
        node: NumberNode,
        typed: Any,
        rng: random.Random,
    ) -> list[LogEntry]:
        low, high = world["runs"][bot_id]["range"]
        number = whole_number(typed)
        if number is None or not low <= number <= high:
            raise InputError(
                engine_msg(
                    "'{answer}' is not an answer here; the answer is a whole number from {low} to {high}",
                    answer=str(typed),
                    low=low,
                    high=high,
                )
            )
        ctx = make_ctx(self.pack, world, bot_id, rng)
        entry = self._take_number(world, bot_id, chart, node, number, None, ctx)
        self._apply_effects(ctx, chart, node.effects, self._answers(world, bot_id))
        return [entry] + self._move(world, bot_id, node.next, rng)

    def roll(
        self, world: dict[str, Any], bot_id: str, value: int | None, rng: random.Random
    ) -> tuple[int, list[LogEntry]]:
        """Roll the current roll node (app dice when value is None, else the typed total)."""
        chart, node = self._node(world, bot_id)
        if not isinstance(node, RollNode):
            raise InputError(engine_msg("the current step is not a die roll"))
        if value is None:
            value = sum(rng.randint(1, node.sides) for _ in range(node.dice))
        elif (
            whole_number(value) is None
            or isinstance(value, str)
            or not (node.dice <= value <= node.dice * node.sides)
        ):
            raise InputError(
                engine_msg(
                    "a roll of {dice}d{sides} is a whole number from {low} to {high}, not {value}",
                    dice=node.dice,
                    sides=node.sides,
                    low=node.dice,
                    high=node.dice * node.sides,
                    value=repr(value),
                )
            )
        if node.options:
            return value, self._pick(world, bot_id, chart, node, value, rng)
        modifier = self.roll_modifier(world, bot_id, node)
        total = value + modifier
        low, high = min(r.min for r in node.ranges), max(r.max for r in node.ranges)
        clamped = min(max(total, low), high)
        target = next((r for r in node.ranges if r.min <= clamped <= r.max), None)
        if target is None:
            raise RuleError(
                engine_msg(
                    "roll total {total} fits no range of node '{node}' ({low}-{high})",
                    total=total,
                    node=node.id,
                    low=low,
                    high=high,
                )
            )
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
        answer = f"{target.min}-{target.max}"
        entry = self._log(
            world, bot_id, chart, node, answer, self._range_label(target.min, target.max), reason
        )
        self._remember(world, bot_id, node.id, total)
        return value, [entry] + self._move(world, bot_id, target.next, rng)

    def _pick(
        self, world: dict[str, Any], bot_id: str, chart: Chart, node: RollNode, face: int, rng: random.Random
    ) -> list[LogEntry]:
        """The choice a die face picks "at random": face 1 the first choice."""
        option = node.options[face - 1]
        reason = engine_msg("Rolled {value}", value=face)
        entry = self._log(world, bot_id, chart, node, option.id, self._label(chart, option), reason)
        self._remember(world, bot_id, node.id, option.id)
        if option.effects:
            ctx = make_ctx(self.pack, world, bot_id, rng)
            self._apply_effects(ctx, chart, option.effects, self._answers(world, bot_id))
        return [entry] + self._move(world, bot_id, option.next, rng)

    def done(self, world: dict[str, Any], bot_id: str, rng: random.Random) -> list[LogEntry]:
        """Confirm the current instruction was carried out at the table."""
        chart, node = self._node(world, bot_id)
        if not isinstance(node, DoNode):
            raise InputError(engine_msg("the current step is not an instruction"))
        entry = self._log(world, bot_id, chart, node, None, None, None)
        return [entry] + self._move(world, bot_id, node.next, rng)

    def roll_modifier(self, world: dict[str, Any], bot_id: str, node: RollNode) -> int:
        """What is added to the roll of a node (its `modifier`, computed from the state now)."""
        if node.modifier is None:
            return 0
        ctx = make_ctx(self.pack, world, bot_id, random.Random(0))
        return int(resolve(node.modifier, ctx, self.context(""), self._answers(world, bot_id)))

    # ---- movement ------------------------------------------------------------------------
    def _move(self, world: dict[str, Any], bot_id: str, node_id: str, rng: random.Random) -> list[LogEntry]:
        frame = self._frame(world, bot_id)
        frame["node"] = node_id
        return self._arrive(world, bot_id, rng)

    def _arrive(self, world: dict[str, Any], bot_id: str, rng: random.Random) -> list[LogEntry]:
        """Take automatic nodes until one waits for the player or the run ends."""
        logs: list[LogEntry] = []
        run = world["runs"][bot_id]
        for _ in range(MAX_AUTO_STEPS):
            if not run["stack"]:
                world["runs"].pop(bot_id, None)
                run_ended(self.pack, world, bot_id, run["chart"])
                return logs
            frame = run["stack"][-1]
            chart = self.charts(world, bot_id)[frame["chart"]]
            node = chart.node_map()[frame["node"]]
            run["path"].append([frame["chart"], node.id])
            try:
                if self._pass(world, bot_id, run, chart, node, rng, logs):
                    return logs
            except BotGone as gone:
                # The step reads a bot the player removed since the chart named it: the rest of
                # this chart is about that bot, so it ends here and the chart that called it goes on.
                logs.append(self._skipped(bot_id, chart, node, gone))
                if self._close(world, bot_id, run, "chart", rng):
                    return logs
        raise RuleError(
            engine_msg(
                "chart '{chart}' ran %n automatic steps without asking anything: it loops",
                MAX_AUTO_STEPS,
                chart=run["chart"],
            )
        )

    def _pass(
        self,
        world: dict[str, Any],
        bot_id: str,
        run: dict[str, Any],
        chart: Chart,
        node: Any,
        rng: random.Random,
        logs: list[LogEntry],
    ) -> bool:
        """Take one node of the run (its log lines into `logs`); True when the run now waits
        for the player."""
        frame = run["stack"][-1]
        if isinstance(node, CheckNode):
            logs.append(self._check(world, bot_id, chart, node, frame, rng))
        elif isinstance(node, CallNode):
            logs.append(self._log(world, bot_id, chart, node, None, None, None))
            target = self.charts(world, bot_id)[node.chart]
            run["stack"].append({"chart": node.chart, "node": node.node or target.start, "ret": node.next})
        elif isinstance(node, GotoNode):
            logs.append(self._log(world, bot_id, chart, node, None, None, None))
            target = self.charts(world, bot_id)[node.chart]
            frame.update(chart=node.chart, node=node.node or target.start)
            frame.pop("answers", None)  # answers belong to the chart they were given in
        elif isinstance(node, AskNode) and (known := known_answer(world, bot_id, node)) is not None:
            logs.append(self._recalled(world, bot_id, chart, node, known, rng))
        elif isinstance(node, EndNode):
            logs.append(self._log(world, bot_id, chart, node, None, None, None))
            return self._close(world, bot_id, run, node.scope, rng)
        else:
            gone = self._about_gone(world, bot_id, chart, node)
            if gone is not None:
                raise gone
            self._wait(world, bot_id, chart, node, rng)
            alone = self._only_answer(world, bot_id, node)
            if alone is None:
                return True
            logs.append(self._answer_alone(world, bot_id, chart, node, alone, rng))
        return False

    def _close(
        self, world: dict[str, Any], bot_id: str, run: dict[str, Any], scope: str, rng: random.Random
    ) -> bool:
        """Leave the chart (or the run, by `scope`); True when an interrupted step waits again."""
        held = self._end(run, scope)
        if held is None:
            return False
        self._give_back(world, bot_id, held)
        self._resume(world, bot_id, rng)
        return True

    def _skipped(self, bot_id: str, chart: Chart, node: Any, gone: BotGone) -> LogEntry:
        """The log line of a chart left early because the bot it is about left the game (shown
        in the turn log, as a chart stopped is)."""
        title = Message(self.context(chart.id), chart.title)
        text = engine_msg(
            "{bot} is no longer in the game: the rest of {chart} is skipped.", bot=gone.words, chart=title
        )
        return LogEntry(bot_id, chart.id, title, node.id, "abort", text)

    def _about_gone(self, world: dict[str, Any], bot_id: str, chart: Chart, node: Any) -> BotGone | None:
        """A step whose every effect is aimed at a bot that left the game (how many VP a removed
        defender scores) is about that bot alone: the chart skips it as it skips a step that
        reads the bot. None for any other step."""
        options = getattr(node, "options", None) or []
        calls = [*getattr(node, "effects", []), *(c for o in options for c in o.effects)]
        if not calls or any(c.bot is None for c in calls):
            return None
        ctx = make_ctx(self.pack, world, bot_id, random.Random(0))
        context, answers = self.context(chart.id), self._answers(world, bot_id)
        aimed: set[str] = set()
        for call in calls:
            try:
                aimed.add(str(resolve(call.bot, ctx, context, answers)))
            except (RuleError, InputError):
                return None  # aimed by the answer still to give: not known to be about anyone
        if len(aimed) != 1 or not ctx.gone(next(iter(aimed))):
            return None
        return BotGone(ctx.bot_words(next(iter(aimed))))

    def bot_left(self, world: dict[str, Any], gone_id: str, rng: random.Random) -> list[LogEntry]:
        """After a bot left the game: each other run waiting at a step about it alone skips the
        rest of that chart, as on arriving there, and goes on (the Remove question said so)."""
        entries: list[LogEntry] = []
        for runner in list(world["runs"]):
            chart, node = self._node(world, runner)
            gone = self._about_gone(world, runner, chart, node)
            if gone is None:
                continue
            entries.append(self._skipped(runner, chart, node, gone))
            if not self._close(world, runner, world["runs"][runner], "chart", rng):
                entries += self._arrive(world, runner, rng)
        return entries

    def _check(
        self,
        world: dict[str, Any],
        bot_id: str,
        chart: Chart,
        node: CheckNode,
        frame: dict[str, Any],
        rng: random.Random,
    ) -> LogEntry:
        """Answer a check node from the tracked state, log it with its reason, and move on."""
        ctx = make_ctx(self.pack, world, bot_id, rng)
        context, answers = self.context(chart.id), frame.get("answers", {})
        args = {k: resolve(v, ctx, context, answers) for k, v in node.args.items()}
        outcome, reason = self.pack.registry.predicates[node.predicate].func(ctx, **args)
        option = next((o for o in node.options if o.id == outcome), None)
        if option is None:
            raise RuleError(
                engine_msg(
                    "predicate '{predicate}' answered '{outcome}', which node '{node}' does not list",
                    predicate=node.predicate,
                    outcome=str(outcome),
                    node=f"{chart.id}.{node.id}",
                )
            )
        if isinstance(reason, str):
            reason = Message(self.pack.id, reason)
        shown = {**args, **{k: resolve(v, ctx, context, answers) for k, v in node.params.items()}}
        entry = self._log(world, bot_id, chart, node, outcome, self._label(chart, option), reason, shown)
        self._apply_effects(ctx, chart, option.effects, answers)
        frame["node"] = option.next
        return entry

    def _recalled(
        self, world: dict[str, Any], bot_id: str, chart: Chart, node: AskNode, answer: str, rng: random.Random
    ) -> LogEntry:
        """A question the table answered earlier this Round: take that answer again, logged with
        its reason as a check is."""
        option = next(o for o in node.options if o.id == answer)
        ctx, answers = make_ctx(self.pack, world, bot_id, rng), self._answers(world, bot_id)
        shown = {k: resolve(v, ctx, self.context(chart.id), answers) for k, v in node.params.items()}
        reason = engine_msg("answered earlier this Round")
        entry = self._log(world, bot_id, chart, node, answer, self._label(chart, option), reason, shown)
        entry.kind = "recall"
        self._remember(world, bot_id, node.id, answer)
        self._apply_effects(ctx, chart, option.effects, self._answers(world, bot_id))
        self._frame(world, bot_id)["node"] = option.next
        return entry

    def _only_answer(self, world: dict[str, Any], bot_id: str, node: Any) -> Any:
        """The one answer a question can take now ("How many warriors were removed? (0 to 0)",
        a which-bot question with one bot to name), None when the table has a choice. Only in a
        game that started with this (`ALONE` in its shared facts): an older game's steps replay
        as they were played."""
        if not world["shared"].get(ALONE):
            return None
        if isinstance(node, NumberNode):
            low, high = world["runs"][bot_id]["range"]
            return low if low == high else None
        if isinstance(node, AskNode):
            answers = self.ask_answers(world, bot_id, node)
            return answers[0] if len(answers) == 1 else None
        return None

    def _answer_alone(
        self, world: dict[str, Any], bot_id: str, chart: Chart, node: Any, alone: Any, rng: random.Random
    ) -> LogEntry:
        """Take a question's only answer, logged with that reason as a check is, and move on."""
        reason = engine_msg("the only possible answer")
        ctx = make_ctx(self.pack, world, bot_id, rng)
        if isinstance(node, NumberNode):
            entry = self._take_number(world, bot_id, chart, node, alone, reason, ctx)
            effects, target = node.effects, node.next
        else:
            entry, effects = self._take_option(world, bot_id, chart, node, alone, reason)
            target = alone[1]
        entry.kind = "recall"  # answered by the app: shown with the step, as a check is
        self._apply_effects(ctx, chart, effects, self._answers(world, bot_id))
        world["runs"][bot_id].pop("range", None)
        self._frame(world, bot_id)["node"] = target
        return entry

    def _wait(self, world: dict[str, Any], bot_id: str, chart: Chart, node: Any, rng: random.Random) -> None:
        """Make the node the step that waits: its text parameters computed, a do node's effects
        applied (as it is shown), a number node's range fixed as the player sees it."""
        run = world["runs"][bot_id]
        ctx = make_ctx(self.pack, world, bot_id, rng)
        context, answers = self.context(chart.id), self._answers(world, bot_id)
        params = {k: resolve(v, ctx, context, answers) for k, v in node.params.items()}
        run.pop("range", None)
        if isinstance(node, AskNode) and node.bots is not None:
            self._check_answers(world, bot_id, node)
        if isinstance(node, DoNode):
            params.update(self._apply_effects(ctx, chart, node.effects, answers))
        elif isinstance(node, NumberNode):
            low, high = (self._bound(resolve(b, ctx, context, answers), node) for b in (node.min, node.max))
            if low > high:
                raise RuleError(
                    engine_msg(
                        "number node '{node}' has no answer from {low} to {high}",
                        node=f"{chart.id}.{node.id}",
                        low=low,
                        high=high,
                    )
                )
            run["range"] = [low, high]
            params = {"min": low, "max": high, **params}
        run["params"] = params_to_json(params)

    @staticmethod
    def _bound(value: Any, node: NumberNode) -> int:
        number = whole_number(value)
        if number is None:
            raise RuleError(
                engine_msg(
                    "a bound of number node '{node}' is {value}, not a whole number",
                    node=node.id,
                    value=repr(value),
                )
            )
        return number

    def _apply_effects(
        self, ctx: Ctx[Any], chart: Chart, calls: list[EffectCall], answers: dict[str, Any]
    ) -> dict[str, Any]:
        """Run effect calls, each on this bot or on the bot its `bot` names; arguments are
        computed for this bot. Returns the extra text parameters the effects give."""
        extra: dict[str, Any] = {}
        context = self.context(chart.id)
        for call in calls:
            aimed = None if call.bot is None else str(resolve(call.bot, ctx, context, answers))
            if aimed is not None and ctx.gone(aimed):
                continue  # that bot left the game: it scores nothing, loses nothing
            target = ctx if aimed is None else ctx.for_bot(aimed)
            args = {k: resolve(v, ctx, context, answers) for k, v in call.args.items()}
            extra.update(self.pack.registry.effects[call.name].func(target, **args) or {})
        return extra

    def _resume(self, world: dict[str, Any], bot_id: str, rng: random.Random) -> None:
        """The interrupted step waits again. A question is shown anew (its numbers and range
        from the state the routine left); an instruction keeps what it showed, its effects
        having been applied once already."""
        chart, node = self._node(world, bot_id)
        if isinstance(node, DoNode):
            return
        run = world["runs"][bot_id]
        held = {k: run[k] for k in ("params", "range") if k in run}
        try:
            self._wait(world, bot_id, chart, node, rng)
        except RuleError:
            # The new state leaves the question no answer (an empty range): it stays as shown.
            run.pop("range", None)
            run.update(held)

    @staticmethod
    def _restore_held(run: dict[str, Any]) -> dict[str, Any]:
        """The interrupted step (now on top of the stack) shows again what it showed; returns
        what it held."""
        held: dict[str, Any] = run["stack"][-1].pop("held", {})
        run["params"] = held.get("params", {})
        run.pop("range", None)
        if held.get("range") is not None:
            run["range"] = held["range"]
        return held

    def _scratch(self, world: dict[str, Any], bot_id: str) -> dict[str, Any]:
        """The run's scratch answers (the pack's `scratch:` path of the bot state), kept as an
        interrupting routine finds them."""
        path = self.pack.meta.scratch
        found = dig(world["bots"][bot_id], path, None) if path else None
        return {"scratch": copy.deepcopy(found)} if found is not None else {}

    def _give_back(self, world: dict[str, Any], bot_id: str, held: dict[str, Any]) -> None:
        """The interrupting routine is over: the run's scratch answers are as it found them."""
        path = self.pack.meta.scratch
        if path and "scratch" in held:
            put(world["bots"][bot_id], path, copy.deepcopy(held["scratch"]))

    @staticmethod
    def _end(run: dict[str, Any], scope: str) -> dict[str, Any] | None:
        """Leave the chart (scope run: every chart of the run, or of the routine that interrupted
        it). When an interrupted step waits again, as it was before the interruption, returns
        what it held; else None."""
        stack = run["stack"]
        while stack:
            done = stack.pop()
            if done.get("resumes") and stack:
                return Interpreter._restore_held(run)
            if scope == "chart":
                if stack and done.get("ret"):
                    stack[-1]["node"] = done["ret"]
                return None
        return None

    # ---- presentation --------------------------------------------------------------------
    def _label(self, chart: Chart, option: Any) -> Message:
        if option.label is not None:
            return Message(self.context(chart.id), option.label, sense=option.sense)
        return YES if option.id == "yes" else NO if option.id == "no" else engine_msg(option.id)

    def _bot_label(self, world: dict[str, Any], bot_id: str) -> Message:
        said = bot_words(self.pack.id, world["meta"].get(bot_id, {}), bot_id)
        return said if isinstance(said, Message) else engine_msg("{name}", name=said)

    @staticmethod
    def _range_label(lo: int, hi: int) -> Message:
        if lo == hi:
            return engine_msg("{value}", value=lo)
        return engine_msg("{low}–{high}", low=lo, high=hi)

    def text_of(self, chart: Chart, node: Any, params: dict[str, Any]) -> Message:
        """The node's text with its computed parameters."""
        count = params.get(node.count) if node.count else None
        text = node.text or ""
        missing = placeholders(text) - params.keys()
        if missing:
            # A step waiting in a game saved by an earlier release, whose text now names a value
            # that release did not keep: its name in words, never "{battle}" on screen.
            params = {**params, **{name: word(self.pack, name) for name in missing}}
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
            waiting = isinstance(node, WAITING)
            params = params_from_json(world["runs"].get(bot_id, {}).get("params", {})) if waiting else {}
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
        source = node.source or chart.source
        step = Step(
            bot_id,
            chart.id,
            node.id,
            node.kind,
            self.text_of(chart, node, params),
            # Its two fields by hand: cheaper than the record's to_data() on every step.
            source={"seed": source.seed, "section": source.section} if source else None,
            reconstructed=node.reconstructed or chart.reconstructed,
            note=Message(self.context(chart.id), node.note) if node.note else None,
            depth=len(run["stack"]) - 1,
        )
        if isinstance(node, AskNode):
            step.options = [
                StepOption(a, self._label(chart, o) if o else self._bot_label(world, a))
                for a, _, o in self.ask_answers(world, bot_id, node)
            ]
        elif isinstance(node, NumberNode):
            low, high = run["range"]
            step.number = {"min": low, "max": high}
        elif isinstance(node, RollNode):
            if node.options:
                step.options = [StepOption(o.id, self._label(chart, o)) for o in node.options]
            else:
                step.options = [
                    StepOption(f"{r.min}-{r.max}", self._range_label(r.min, r.max)) for r in node.ranges
                ]
            step.roll = {
                "sides": node.sides,
                "dice": node.dice,
                "modifier": self.roll_modifier(world, bot_id, node),
            }
        elif isinstance(node, DoNode):
            step.options = [StepOption("done", engine_msg("Done"))]
        return step

    def view(self, world: dict[str, Any], bot_id: str) -> dict[str, Any]:
        """The bot's state as the pack wants it shown in JSON."""
        if self.pack.registry.view is None:
            state: dict[str, Any] = world["bots"][bot_id]
            return state
        return self.pack.registry.view(make_ctx(self.pack, world, bot_id, random.Random(0)))
