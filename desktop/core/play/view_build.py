"""How a game's view is built from its session after every change (`build_view`): each bot's
mat, deck and step, the running chart, the die, the round and the shared facts; a bot that did not
change since the last view keeps its part, and what a pack never changes is made once per pack."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

from desktop.core.bot_names import bot_words, gone_words, name_message, read_name_words
from desktop.core.messages import Message, engine_msg, placeholders
from desktop.core.pack.pack_loading import Pack, word
from desktop.core.pack.pack_model import (
    Chart,
    MatField,
    NumberNode,
    RollNode,
    TableRoutine,
    When,
    when_holds,
)
from desktop.core.per_object import PerObject
from desktop.core.plain_data import dig_or_none
from desktop.core.play.copy_checks import card_of_deck, statuses, told_words
from desktop.core.play.detail import node_detail, pack_sources
from desktop.core.play.interpreter import Interpreter
from desktop.core.play.node_texts import node_texts
from desktop.core.play.rounds import Progress, next_chart, progress, proposal
from desktop.core.play.session import Session
from desktop.core.play.steps import LogEntry, Step
from desktop.core.play.view import (
    ANY_BOT_WORD,
    EMPTY,
    EMPTY_MAP,
    BotView,
    CardFace,
    ChartButton,
    ChartSet,
    ChartView,
    DieView,
    FieldView,
    GameView,
    History,
    OptionView,
    PhaseView,
    PlayState,
    RoundView,
    SectionView,
    SharedFact,
    StepView,
    TableButton,
    Undoable,
)
from desktop.core.play.world import make_ctx
from desktop.core.profile.choices import ChoiceView
from desktop.core.values import Value

# Log kinds the app answers by itself; shown with the next step ("✓ Has 2 or more? → Yes").
AUTO_KINDS = ("check", "call", "goto", "end", "roll", "recall")


def build_view(
    session: Session | None, play: PlayState, step: Step | None = None, previous: GameView | None = None
) -> GameView:
    """The view of the session now; `step` is the active bot's current step when the caller has
    it already (each step is computed once per change); a bot that did not change since the
    `previous` view keeps its view (a step changes one bot; nothing is built again for others)."""
    if session is None:
        return EMPTY
    pack = session.pack
    world = session.world
    active = play.active if play.active in world["bots"] else ""
    if step is None and active:
        step = session.current(active)
    statics = _statics(pack)
    prog = progress(pack, world)
    bots = session.bot_ids
    views = tuple(_bot_view(pack, world, bot, session.running(bot), previous) for bot in bots)
    return GameView(
        pack_id=pack.id,
        pack_name=Message(pack.id, pack.meta.name),
        file_name=play.file_name,
        bots=views,
        active=active,
        step=_step_view(pack, world, step) if step is not None else None,
        auto=_auto_lines(session, active),
        chart=_chart_view(session, play, active, step, next_chart(pack, prog, active) if active else ""),
        chart_sets=_chart_sets(session),
        entry=pack.meta.entry,
        routines=statics.routines,
        other_charts=statics.other_charts,
        chart_titles=statics.chart_titles,
        card_words=statics.card_words,
        seat_words=statics.seat_words,
        shared=_shared(pack, world),
        history=_history(session),
        undo=_undoable(session, session.cursor - 1) if session.can_undo() and not play.looking else None,
        redo=_undoable(session, session.cursor) if session.can_redo() and not play.looking else None,
        last_roll=play.last_roll,
        die=_die(session, play),
        seat=Message(pack.id, pack.meta.seat),
        seats=Message(pack.id, pack.meta.seats) if pack.meta.seats else None,
        rounds=_round_view(pack, prog, statics),
        last_run=None if play.went_on else prog.last,
        proposal=proposal(pack, prog, bots),
        next_charts=MappingProxyType({b: next_chart(pack, prog, b) for b in bots}),
        checks=statuses(pack, world["shared"]) if pack.meta.checks else (),
        headline=tuple(pack.meta.headline),
        named=_named(world),
        looking=play.looking,
        full=pack.meta.all_held(
            {o.id: {b.chosen.get(o.id, "") for b in views} for o in pack.meta.bot_options}
        ),
    )


def _named(world: dict[str, Any]) -> Mapping[str, tuple[tuple[str, str], ...]]:
    """Per bot, the other bots' running charts whose answers name it: (bot, chart) of the
    innermost such chart of each run."""
    found: dict[str, list[tuple[str, str]]] = {}
    for runner, run in world["runs"].items():
        seen: set[str] = set()
        for frame in reversed(run.get("stack", [])):
            for value in frame.get("answers", {}).values():
                if isinstance(value, str) and value in world["bots"] and value not in (runner, *seen):
                    seen.add(value)
                    found.setdefault(value, []).append((runner, str(frame["chart"])))
    return MappingProxyType({bot: tuple(pairs) for bot, pairs in found.items()}) if found else EMPTY_MAP


def _table_button(pack: Pack, table: TableRoutine) -> TableButton:
    """A routine the round bar offers in a phase, in the pack's words."""
    routine = next((r for r in pack.meta.routines if r.chart == table.chart), None)
    label = table.label or (routine.label if routine is not None else table.chart)
    return TableButton(
        table.chart, table.node, Message(pack.id, label), routine is not None and routine.interrupts
    )


def _chart_title(pack: Pack, chart_id: str, chart: Chart) -> Message:
    return Message(f"{pack.id}/{chart_id}", chart.title)


class _PackStatics(Value):
    """The parts of a view that depend on the pack only (built once per pack): a step then
    allocates little, so Python's collector runs seldom during play."""

    routines: tuple[ChartButton, ...]
    other_charts: tuple[ChartButton, ...]
    chart_titles: Mapping[str, Message]
    card_words: Mapping[str, Message]
    phases: tuple[tuple[str, Message], ...]  # (id, label) of each round phase
    table: tuple[tuple[TableButton, ...], ...]  # per round phase: what the table may do in it
    # (title, fields with their looks, `when`) of each mat section
    sections: tuple[tuple[Message, tuple[tuple[MatField, dict[str, Any]], ...], When], ...]
    words: Mapping[str, Message]  # the names in words of the values chart texts show ("[cost]")
    seat_words: Mapping[str, Message]  # the interface's phrases the pack words for its seats


def _make_statics(pack: Pack) -> _PackStatics:
    titles = {cid: _chart_title(pack, cid, chart) for cid, chart in pack.charts.items()}
    shown = {r.chart for r in pack.meta.routines} | {pack.meta.entry}
    phases = pack.meta.rounds.phases if pack.meta.rounds is not None else []
    phase_of = {c: p.id for p in phases for c in p.routines}
    statics = _PackStatics(
        routines=tuple(
            ChartButton(r.chart, Message(pack.id, r.label), r.interrupts, phase_of.get(r.chart, ""))
            for r in pack.meta.routines
        ),
        phases=tuple((p.id, Message(pack.id, p.label)) for p in phases),
        table=tuple(tuple(_table_button(pack, t) for t in p.table) for p in phases),
        other_charts=tuple(ChartButton(c, titles[c]) for c in sorted(set(pack.charts) - shown)),
        chart_titles=MappingProxyType(titles),
        card_words=MappingProxyType({**_card_words(pack), **titles}),  # a chart's title first
        sections=tuple(
            (Message(pack.id, s.section), tuple((f, _field_looks(pack.id, f)) for f in s.fields), s.when)
            for s in pack.meta.mat
        ),
        words=MappingProxyType({name: word(pack, name) for name in pack.meta.words} | _arrow_words(pack)),
        seat_words=MappingProxyType({k: Message(pack.id, v) for k, v in pack.meta.seat_words.items()}),
    )
    return statics


_statics = PerObject(_make_statics)


# ---- history: the one place that reads the session's log ---------------------------------


def _recorded(session: Session) -> tuple[int, int, Callable[[int], Sequence[LogEntry]], Callable[[int], Any]]:
    """How many events the session recorded, how many are applied, and readers of one event's
    log lines and of the event itself. The only lines of the view that touch the session's
    history: when the store pages the log, this is the one place to change."""
    return len(session.events), session.cursor, session.logs.__getitem__, session.events.__getitem__


def _history(session: Session) -> History:
    """The log as the view hands it out, read on demand."""
    size, applied, lines, event_at = _recorded(session)
    pack_id, departure = session.pack.id, session.history.departure
    return History(
        size=size,
        applied=applied,
        read=lines,
        read_kind=lambda i: _kind(event_at(i)),
        read_gone=lambda bot: gone_words(pack_id, session.world["shared"], bot, departure),
    )


def _kind(event: Any) -> tuple[str, str]:
    return (str(event.get("type", "")), str(event.get("bot", ""))) if isinstance(event, dict) else ("", "")


def _undoable(session: Session, index: int) -> Undoable:
    _size, _applied, lines, event_at = _recorded(session)
    event = event_at(index)
    detail = next((event[k] for k in ("chart", "path", "name", "result", "value") if k in event), "")
    kind = str(event.get("type", ""))
    said = bot_words(session.pack.id, event) if kind in ("add_bot", "remove_bot") else ""
    if kind == "check":
        detail, said = told_words(session.pack, event)  # the cards, and one card's fields
    return Undoable(kind, str(event.get("bot", "")), tuple(lines(index)), str(detail), said)


def _auto_lines(session: Session, bot: str) -> tuple[LogEntry, ...]:
    """The checks the app answered with the last event, for the active bot (shown with the step)."""
    _size, applied, lines, _event = _recorded(session)
    if not bot or applied == 0:
        return ()
    return tuple(e for e in lines(applied - 1) if e.kind in AUTO_KINDS and e.bot == bot)


# ---- bots and their mats --------------------------------------------------------------------


def _bot_view(
    pack: Pack, world: dict[str, Any], bot: str, running: bool, previous: GameView | None
) -> BotView:
    meta = world["meta"][bot]
    state = world["bots"][bot]
    routine = _interrupting(world, bot)
    source = (state, meta, world["shared"], running, routine)
    known = previous.bot(bot) if previous is not None else None
    if known is not None and known.source[:1] == (pack,) and known.source[1:] == source:
        return known
    words = read_name_words(meta.get("name_words"))
    return BotView(
        id=bot,
        name=str(meta["name"]),
        name_words=name_message(pack.id, words) if words is not None else None,
        badges=_badges(pack, meta),
        running=running,
        routine=routine,
        mat=_mat(pack, world, bot, state, meta),
        chosen=_chosen(pack, meta),
        source=(pack, *source),
    )


def _chosen(pack: Pack, meta: dict[str, Any]) -> Mapping[str, str]:
    """The bot's choice options as set up (the pack's default where it chose nothing)."""
    options = meta.get("options", {})
    picked = {o.id: options.get(o.id, o.default) for o in pack.meta.bot_options if o.kind == "choice"}
    return MappingProxyType({k: str(v) for k, v in picked.items() if v is not None})


def _mat(
    pack: Pack, world: dict[str, Any], bot: str, state: Any, meta: dict[str, Any]
) -> tuple[SectionView, ...]:
    """The bot's mat: the sections and fields whose `when` holds for its setup (its faction's,
    not another's; no warriors for a faction that has none)."""
    chosen = pack.meta.chosen(meta.get("options", {}))
    return tuple(
        SectionView(
            title,
            tuple(
                _field_view(pack, world, bot, state, fld, looks)
                for fld, looks in fields
                if not fld.when or when_holds(fld.when, chosen)
            ),
        )
        for title, fields, when in _statics(pack).sections
        if when_holds(when, chosen)
    )


def _interrupting(world: dict[str, Any], bot: str) -> str:
    """The chart of the innermost routine that interrupted the bot's run ("" when none)."""
    at = Interpreter.interrupting(world, bot)
    return str(world["runs"][bot]["stack"][at]["chart"]) if at is not None else ""


def _badges(pack: Pack, meta: dict[str, Any]) -> tuple[Message | str, ...]:
    """What was chosen at setup, shown after the bot's name: choice labels and the profile
    (its name is the player's own text, never translated)."""
    options = meta.get("options", {})
    out: list[Message | str] = []
    for opt in pack.meta.bot_options:
        if opt.kind == "choice":
            choice = next((c for c in opt.choices if c.id == options.get(opt.id)), None)
            if choice is not None:
                out.append(Message(pack.id, choice.label))
        elif opt.kind == "profile":
            profile = meta.get("profile")
            name = profile.get("name") if isinstance(profile, dict) else None
            spec = pack.meta.profiles.get(opt.profile or "")
            none = Message(pack.id, spec.none) if spec is not None and spec.none else engine_msg("No profile")
            out.append(str(name) if name else none)
    return tuple(out)


def _arrow_words(pack: Pack) -> dict[str, Message]:
    """The pack's word for the arrow any bot takes, kept with the values' words the chart reads
    (under a key no value name can be)."""
    phrase = pack.meta.seat_words.get("a_bot")
    return {ANY_BOT_WORD: Message(pack.id, phrase)} if phrase else {}


def _card_words(pack: Pack) -> dict[str, Message]:
    """The labels the pack's card checks give card values (an id names one thing in a pack), and
    under "field:id" those of a field whose values are not charts: the card's discard icon
    "military" is the Military deck, not the MILITARY Action a chart's title names."""
    words: dict[str, Message] = {}
    for check in pack.meta.checks.values():
        for key, fld in check.fields.items():
            own = any(c.id not in pack.charts and c.id != "none" for c in fld.choices)
            for c in fld.choices:
                words[c.id] = Message(pack.id, c.label)
                if own:
                    words[f"{key}:{c.id}"] = Message(pack.id, c.label)
    return words


def _field_looks(pack_id: str, fld: MatField) -> dict[str, Any]:
    """What a mat field's view takes from the pack alone: label, kind, looks, bounds, keys."""
    return {
        "path": fld.path,
        "label": Message(pack_id, fld.label),
        "kind": fld.kind,
        "display": fld.display,
        "tone": fld.tone,
        "editable": fld.editable,
        "minimum": fld.min,
        "maximum": fld.max,
        "keys": tuple(ChoiceView(k.id, Message(pack_id, k.label)) for k in fld.keys),
        "choices": tuple(ChoiceView(c.id, Message(pack_id, c.label)) for c in fld.choices),
        "card_labels": MappingProxyType({k: Message(pack_id, v) for k, v in fld.labels.items()}),
    }


def _field_view(
    pack: Pack, world: dict[str, Any], bot: str, state: Any, fld: MatField, looks: dict[str, Any]
) -> FieldView:
    value = dig_or_none(state, fld.path)
    card = None
    if fld.kind == "card" and value is not None:
        data = card_of_deck(pack, fld.deck or "", str(value), world["shared"])  # as the game plays it
        card = CardFace(str(value), MappingProxyType(data) if data is not None else None)
    hint = _hint(pack, world, bot, fld.hint) if fld.hint else None
    return FieldView(value=value, hint=hint, card=card, **looks)


def _hint(pack: Pack, world: dict[str, Any], bot: str, hint: str) -> Message:
    """A field's hint; `{name}` in it shows the pack's registered value `name` for this bot
    (e.g. a threshold that depends on the bot's difficulty)."""
    params: dict[str, Any] = {}
    for name in placeholders(hint):
        named = pack.registry.values.get(name)
        if named is None or named.required:
            continue
        try:
            params[name] = named.func(make_ctx(pack, world, bot, random.Random(0)))
        except Exception:  # noqa: BLE001 - a hint must never break the view
            continue
    return Message(pack.id, hint, params)


# ---- the step and the chart -------------------------------------------------------------


def _step_view(pack: Pack, world: dict[str, Any], step: Step) -> StepView:
    variants = tuple(world["meta"][step.bot].get("variants", ()))
    chart = pack.charts_for(variants)[step.chart]
    node = chart.node_map()[step.node]
    detail = node_detail(pack.id, pack_sources(pack.meta), chart, node)
    return StepView(
        bot=step.bot,
        chart=step.chart,
        chart_title=_chart_title(pack, step.chart, chart),
        node=step.node,
        kind=step.kind,
        text=step.text,
        options=tuple(OptionView(o.id, o.label) for o in step.options),
        roll=MappingProxyType(dict(step.roll)) if step.roll else None,
        number=MappingProxyType(dict(step.number)) if step.number else None,
        pick=isinstance(node, RollNode) and bool(node.options),
        counts=_counts(pack, chart, node),
        note=step.note,
        reconstructed=step.reconstructed,
        detail=detail,
        badge=detail.badge,
    )


def _counts(pack: Pack, chart: Chart, node: Any) -> Message | None:
    """What a number step's number counts, as its pack words it (None where it names nothing)."""
    if isinstance(node, NumberNode) and node.counts:
        return Message(f"{pack.id}/{chart.id}", node.counts)
    return None


def _chart_view(
    session: Session, play: PlayState, bot: str, step: Step | None, upcoming: str = ""
) -> ChartView | None:
    """The chart the active bot runs (or the way its last run went, or the chart it runs next:
    its setup, its turn)."""
    if not bot:
        return None
    pack = session.pack
    variants = tuple(session.world["meta"][bot].get("variants", ()))
    charts = pack.charts_for(variants)
    sources = pack_sources(pack.meta)
    words = _statics(pack).words
    if step is not None:
        path = tuple(n for ch, n in session.path(bot) if ch == step.chart)
        stack = tuple((str(f["chart"]), str(f["node"])) for f in session.world["runs"][bot]["stack"])
        texts = node_texts(session, bot, charts[step.chart], path, step.node)
        return ChartView(
            pack.id,
            charts,
            variants,
            step.chart,
            step.node,
            path,
            None,
            stack,
            step.text,
            sources,
            texts,
            words,
        )
    finished = play.finished.get(bot)
    if finished:  # the run just ended: where it ended, with the way it went
        chart, last = finished[-1]
        path = tuple(n for ch, n in finished if ch == chart)
        texts = node_texts(session, bot, charts[chart], path, None) if chart in charts else EMPTY_MAP
        return ChartView(
            pack.id,
            charts,
            variants,
            chart,
            None,
            path,
            last,
            ((chart, last),),
            sources=sources,
            texts=texts,
            words=words,
        )
    entry = upcoming if upcoming in charts else pack.meta.entry  # what the bot runs next
    start = charts[entry].start if entry in charts else ""
    texts = node_texts(session, bot, charts[entry], (), None) if entry in charts else EMPTY_MAP
    return ChartView(
        pack.id,
        charts,
        variants,
        entry,
        None,
        (),
        stack=((entry, start),),
        sources=sources,
        texts=texts,
        words=words,
    )


def _die(session: Session, play: PlayState) -> DieView | None:
    """The roll the app (or the player) just made, with the die it was made on."""
    _size, applied, lines, _event = _recorded(session)
    if play.last_roll is None or applied == 0:
        return None
    roll = next((e for e in lines(applied - 1) if e.kind == "roll"), None)
    if roll is None:
        return None
    variants = tuple(session.world["meta"].get(roll.bot, {}).get("variants", ()))
    node = session.pack.charts_for(variants).get(roll.chart)
    found = node.node_map().get(roll.node) if node is not None else None
    sides, dice = (found.sides, found.dice) if isinstance(found, RollNode) else (6, 1)
    return DieView(play.last_roll, sides, dice, roll.answer_label, applied - 1)


def _round_view(pack: Pack, prog: Progress, statics: _PackStatics) -> RoundView | None:
    """The round bar's view (None when the pack declares no rounds)."""
    rounds = pack.meta.rounds
    if rounds is None:
        return None
    return RoundView(
        phases=tuple(
            PhaseView(p.id, label, p.turns, tuple(p.routines), p.advances, prog.done.get(p.id, ()))
            for p, (_id, label) in zip(rounds.phases, statics.phases, strict=True)
        ),
        current=prog.current,
        turns=MappingProxyType(dict(prog.turns)),
        passed=prog.passed,
        facts=tuple(rounds.facts),
        setup=prog.setup,
        setup_charts=prog.setup_charts,
        out=prog.out,
        table=tuple(b for i, buttons in enumerate(statics.table) if _table_now(prog, i) for b in buttons),
    )


def _table_now(prog: Progress, at: int) -> bool:
    """Whether the table is in phase `at`, for what the players do in it: it has begun (or a
    new Round begins with it) and no bot went on to a later phase (bots that are done or passed
    still see humans play on)."""
    if prog.current >= len(prog.phases):
        return at == 0
    return at <= prog.current and not prog.later_done(at)


def _chart_sets(session: Session) -> tuple[ChartSet, ...]:
    pack = session.pack
    combos = dict.fromkeys(tuple(session.world["meta"][b].get("variants", ())) for b in session.bot_ids)
    words = _statics(pack).words
    return tuple(ChartSet(v, pack.charts_for(v), pack_sources(pack.meta), words) for v in combos)


def _shared(pack: Pack, world: dict[str, Any]) -> tuple[SharedFact, ...]:
    """The whole-number shared facts (the ones shown and changed in the shared bar)."""
    out = []
    for name, fact in pack.meta.shared.items():
        if isinstance(fact.default, int) and not isinstance(fact.default, bool):
            out.append(
                SharedFact(
                    name,
                    Message(pack.id, fact.label),
                    world["shared"].get(name),
                    fact.min if fact.min is not None else 0,
                    fact.max if fact.max is not None else 99,
                )
            )
    return tuple(out)
