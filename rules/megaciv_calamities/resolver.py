"""The calamity resolver: the calamity table's schema, the bot state, and the amounts after advances."""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict, cast

from desktop.core.messages import Message
from desktop.core.pack.record import Field, Record, validates_record
from desktop.core.pack.registry import (
    Ctx,
    RuleError,
    effect,
    init_bot,
    invariant,
    predicate,
    schema,
    state_view,
    value,
)

from .names import advance_name, calamity_name

# Who a calamity hits: the primary victim, and up to three secondary victims (Famine names 3).
ROLES = ("primary", "secondary_1", "secondary_2", "secondary_3")
BOARD_MAX = 999


class Modifier(Record):
    """An advance that changes one amount of a calamity for the players it names."""

    advance: str
    amount: str
    delta: int
    kind: Literal["protective", "harmful"]
    holder: Literal["primary", "secondary", "any"]
    source: Literal["004", "research"]
    phase: Literal["before", "after"] = "before"


class Calamity(Record):
    """One major calamity: trade stack, tradability, base amounts per role, modifiers."""

    beneficiary: Literal["trader", "most_cities", "fewest_cities", "none"]
    named_secondary: int = Field(0, ge=0, le=3)
    stack: int = Field(ge=2, le=9)
    tradable: bool
    source: Literal["004", "research"]
    keep: int | None = None
    amounts: dict[str, dict[Literal["primary", "secondary"], int]]
    modifiers: list[Modifier] = []

    @validates_record
    def _amounts_known(self) -> Calamity:
        for mod in self.modifiers:
            if mod.amount not in self.amounts:
                raise ValueError(f"modifier {mod.advance} changes unknown amount '{mod.amount}'")
            roles = self.amounts[mod.amount]
            if mod.holder != "any" and mod.holder not in roles:
                raise ValueError(
                    f"modifier {mod.advance} names {mod.holder} victims, but "
                    f"'{mod.amount}' has no {mod.holder} amount"
                )
        return self


@schema("table", "calamities")
class CalamityTable(Record):
    """tables/calamities.yaml: the calamities by id."""

    calamities: dict[str, Calamity] = Field(min_length=1)


class Board(TypedDict):
    """What the player counted on the board for this calamity."""

    unit_points: int


class Resolver(TypedDict):
    """The calamity under way: its id, the advances each victim holds, the board counts."""

    calamity: str | None
    held: dict[str, list[str]]  # role -> advances that change an amount for it
    board: Board
    barbarian_moves: int
    stack: NotRequired[int]  # the trade card stack the table named when picking a calamity


MegaCtx = Ctx[Resolver]


def role_kind(role: str) -> Literal["primary", "secondary"]:
    """A role's kind: the primary victim or any secondary victim."""
    return "primary" if role == "primary" else "secondary"


def applies(mod: Modifier, role: str) -> bool:
    """Whether a modifier counts for a victim in this role."""
    return mod.holder == "any" or mod.holder == role_kind(role)


def _calamity(ctx: MegaCtx) -> tuple[str, Calamity]:
    cid = ctx.bot.get("calamity")
    table: CalamityTable = ctx.table("calamities")
    if cid not in table.calamities:
        raise RuleError(ctx.msg("No calamity is being resolved; start from the calamity choice."))
    return cid, table.calamities[cid]


def _check_role(role: str) -> None:
    if role not in ROLES:
        raise RuleError(f"unknown role '{role}'")


def _applied(ctx: MegaCtx, amount: str, role: str) -> tuple[int, list[Modifier]]:
    """The base of an amount for a role and the modifiers its held advances trigger."""
    _check_role(role)
    _, cal = _calamity(ctx)
    if amount not in cal.amounts:
        raise RuleError(f"calamity '{ctx.bot['calamity']}' has no amount '{amount}'")
    bases = cal.amounts[amount]
    kind = role_kind(role)
    if kind not in bases:
        raise RuleError(f"amount '{amount}' has no {kind} value")
    held = set(ctx.bot["held"].get(role, []))
    mods = [m for m in cal.modifiers if m.amount == amount and m.advance in held and applies(m, role)]
    return bases[kind], mods


def amount_of(ctx: MegaCtx, amount: str, role: str = "primary") -> int:
    """An amount after the advances of the victim in `role` (never below 0)."""
    base, mods = _applied(ctx, amount, role)
    return max(0, base + sum(m.delta for m in mods))


# Amounts that count what a victim keeps, not what it loses (Civil Disorder: "reduce all but 3"):
# their lines name the kept cities, so "makes it worse" never reads beside "less" alone.
KEPT_AMOUNTS = ("unreduced_cities",)


def _kept_line(ctx: MegaCtx, m: Modifier) -> Message:
    """One advance's line for a kept amount (research §3.2, Civil Disorder): «o 1 ocalone miasto
    mniej», never «pogarsza: o 1 mniej» of an amount the sentence counts the other way."""
    name, n = advance_name(ctx, m.advance), abs(m.delta)
    if m.kind == "protective":
        return ctx.msg("{advance} protects: %n more city kept", n, advance=name)
    return ctx.msg("{advance} makes it worse: %n fewer city kept", n, advance=name)


def _mod_lines(ctx: MegaCtx, mods: list[Modifier]) -> list[Message]:
    """One line per advance: whether it protects or harms, and by how much it moves the amount,
    in words (seed 004: "wybierz o 5 pkt jednostek mniej"), never a sign a reader must weigh
    against the verb ("makes it worse: −1" of the cities left unreduced)."""
    lines = []
    for m in mods:
        if m.amount in KEPT_AMOUNTS:
            lines.append(_kept_line(ctx, m))
            continue
        less = m.delta < 0
        lines.append(
            ctx.msg(
                ("{advance} protects: {delta} less" if less else "{advance} protects: {delta} more")
                if m.kind == "protective"
                else (
                    "{advance} makes it worse: {delta} less"
                    if less
                    else "{advance} makes it worse: {delta} more"
                ),
                advance=advance_name(ctx, m.advance),
                delta=abs(m.delta),
            )
        )
    return lines


def breakdown_of(ctx: MegaCtx, amount: str, role: str = "primary") -> list[Message]:
    """Which advances changed the amount, starting from the printed base."""
    base, mods = _applied(ctx, amount, role)
    lines = [ctx.msg("base {base}", base=base)] + _mod_lines(ctx, mods)
    if not mods:
        lines.append(ctx.msg("no advance changes it"))
    if base + sum(m.delta for m in mods) < 0:
        lines.append(ctx.msg("not below 0"))
    return lines


def civil_war_figures(ctx: MegaCtx) -> dict[str, Any]:
    """Civil War: the points kept and selected (seed 004: everything above 35, after advances)."""
    _, cal = _calamity(ctx)
    if cal.keep is None:
        raise RuleError("this calamity has no kept unit points")
    total = int(ctx.bot["board"]["unit_points"])
    base, mods = _applied(ctx, "selected_points", "primary")
    shift = base + sum(m.delta for m in mods)
    # "Select 5 fewer" keeps 5 more: the threshold moves opposite to the selection.
    keep = cal.keep - shift
    return {
        "total": total,
        "keep": keep,
        "above": total - cal.keep,
        "select": max(0, total - keep),
        "mods": mods,
        "printed_keep": cal.keep,
    }


def init_state() -> Resolver:
    """A resolver with no calamity under way."""
    return {"calamity": None, "held": {}, "board": {"unit_points": 0}, "barbarian_moves": 0}


@init_bot
def new_bot(ctx: MegaCtx, options: dict[str, Any]) -> Resolver:
    """A resolver with no calamity under way."""
    return init_state()


@effect("begin")
def begin(ctx: MegaCtx, calamity: str) -> dict[str, Any]:
    """Start resolving a calamity from nothing held (seed 004)."""
    table: CalamityTable = ctx.table("calamities")
    if calamity not in table.calamities:
        raise RuleError(f"unknown calamity '{calamity}'")
    # A new calamity starts from nothing held, so answers of the last one never leak in.
    bot = cast(dict[str, Any], ctx.bot)
    bot.clear()
    bot.update(init_state())
    ctx.bot["calamity"] = calamity
    cal = table.calamities[calamity]
    return {
        "stack": cal.stack,
        "trade": ctx.msg("tradable") if cal.tradable else ctx.msg("non-tradable"),
    }


@effect("hold")
def hold(ctx: MegaCtx, role: str, advance: str) -> dict[str, Any]:
    """A victim holds an advance that changes this calamity for them (seed 004): the step says by
    how much (`n`) and its text which way, in words («o 5 obrażeń mniej»), never a sign."""
    _check_role(role)
    cid, cal = _calamity(ctx)
    mods = [m for m in cal.modifiers if m.advance == advance and applies(m, role)]
    if not mods:
        raise RuleError(f"{advance} changes nothing for the {role} victim of {cid}")
    held = ctx.bot["held"].setdefault(role, [])
    if advance not in held:
        held.append(advance)
    return {
        "advance": advance_name(ctx, advance),
        "n": abs(mods[0].delta),
    }


@effect("next_victim")
def next_victim(ctx: MegaCtx, role: str) -> None:
    """The next player hit in this role answers for its own advances (seed 004, Cyklon: every victim)."""
    _check_role(role)
    ctx.bot["held"].pop(role, None)


@effect("barbarian_move")
def barbarian_move(ctx: MegaCtx) -> dict[str, Any]:
    """Count one more move of the Barbarian Hordes."""
    ctx.bot["barbarian_moves"] = int(ctx.bot.get("barbarian_moves", 0)) + 1
    return {"move": ctx.bot["barbarian_moves"]}


@value("amount")
def amount(ctx: MegaCtx, amount: str, role: str = "primary") -> int:
    """An amount of the calamity for a victim, after their advances (seed 004)."""
    return amount_of(ctx, amount, role)


@value("breakdown")
def breakdown(ctx: MegaCtx, amount: str, role: str = "primary") -> list[Message]:
    """How an amount came about: the printed base and each advance."""
    return breakdown_of(ctx, amount, role)


@value("difference")
def difference(ctx: MegaCtx, minuend: str, subtrahend: str, role: str = "primary") -> int:
    """One amount less another, never below 0."""
    return max(0, amount_of(ctx, minuend, role) - amount_of(ctx, subtrahend, role))


@value("shares")
def shares(ctx: MegaCtx, amount: str, role: str = "primary") -> list[Message]:
    """Each held advance's share of an amount that only advances make (seed 004, Cyklon: Masonry
    unselects 1 city, Calendar 2; there is no printed base to count from)."""
    _, mods = _applied(ctx, amount, role)
    return [ctx.msg("{advance}: {n}", advance=advance_name(ctx, m.advance), n=abs(m.delta)) for m in mods]


@value("at_most")
def at_most(ctx: MegaCtx, amount: str, cap: str, role: str = "primary") -> int:
    """An amount after the advances, never above another (seed 004, Cyklon: a victim unselects
    at most the cities it selected, however many its advances spare)."""
    return min(amount_of(ctx, amount, role), amount_of(ctx, cap, role))


@value("named_secondary")
def named_secondary(ctx: MegaCtx) -> int:
    """How many secondary victims the calamity names."""
    return _calamity(ctx)[1].named_secondary


@value("civil_war")
def civil_war(ctx: MegaCtx, figure: str) -> int:
    """A figure of Civil War: total, kept, above, selected (seed 004, Civil War)."""
    figures = civil_war_figures(ctx)
    if figure not in ("total", "keep", "above", "select", "printed_keep"):
        raise RuleError(f"unknown Civil War figure '{figure}'")
    return int(figures[figure])


@value("civil_war_breakdown")
def civil_war_breakdown(ctx: MegaCtx) -> list[Message]:
    """How the Civil War selection came about (seed 004, Civil War)."""
    f = civil_war_figures(ctx)
    lines = [
        ctx.msg(
            "{total} on the board − {keep} = {above}",
            total=f["total"],
            keep=f["printed_keep"],
            above=f["above"],
        )
    ] + _mod_lines(ctx, f["mods"])
    if not f["mods"]:
        lines.append(ctx.msg("no advance changes it"))
    return lines


def _stacks(ctx: MegaCtx) -> dict[int, list[str]]:
    """The calamities of each trade card stack, in the table's order."""
    table: CalamityTable = ctx.table("calamities")
    out: dict[int, list[str]] = {}
    for cid, cal in table.calamities.items():
        out.setdefault(cal.stack, []).append(cid)
    return out


@value("stack_bound")
def stack_bound(ctx: MegaCtx, end: str) -> int:
    """The lowest or highest trade card stack that holds a calamity (research: the card list)."""
    stacks = sorted(_stacks(ctx))
    return stacks[0] if end == "low" else stacks[-1]


@predicate("stack_is", outcomes=tuple(f"s{n}" for n in range(2, 10)))
def stack_is(ctx: MegaCtx) -> tuple[str, Message]:
    """The stack the table named, and the calamities it holds."""
    stack = int(ctx.bot.get("stack") or 0)
    calamities = _stacks(ctx).get(stack)
    if not calamities:
        raise RuleError(ctx.msg("No calamity is in trade card stack {stack}.", stack=stack))
    names = [calamity_name(ctx, c) for c in calamities]
    return f"s{stack}", ctx.msg("Trade card stack {stack}: {names}", stack=stack, names=names)


@predicate("amount_any")
def amount_any(ctx: MegaCtx, amount: str, role: str = "primary") -> tuple[str, Message]:
    """Whether a victim's amount, after its advances, is above zero: a step that would say "0 of"
    is passed over (seed 004, Epidemia: a secondary victim Medicine and Anatomy protect takes no
    damage, not «0 obrażeń»)."""
    have = amount_of(ctx, amount, role)
    return ("yes" if have > 0 else "no"), ctx.msg("after the advances: %n", have)


@predicate("spares", outcomes=("yes", "all", "no"))
def spares(ctx: MegaCtx, amount: str, of: str, role: str = "primary") -> tuple[str, Message]:
    """Whether a victim's advances spare some, all or none of what it selected (seed 004, Cyklon:
    Masonry and Calendar unselect cities; a player who selected 2 and holds both unselects both and
    reduces none). The reason counts no more than the victim selected."""
    spared, selected = amount_of(ctx, amount, role), amount_of(ctx, of, role)
    outcome = "no" if spared <= 0 else "all" if spared >= selected else "yes"
    return outcome, ctx.msg("after the advances: %n", min(spared, selected))


@predicate("civil_war_occurs")
def civil_war_occurs(ctx: MegaCtx) -> tuple[str, Message]:
    """Whether Civil War selects any unit points (seed 004, Civil War)."""
    f = civil_war_figures(ctx)
    if f["select"] <= 0:
        # No Civil War selects nothing: the reason is the two counts, never "select 0".
        return "no", ctx.msg("{total} on the board, {keep} kept", total=f["total"], keep=f["keep"])
    reason = ctx.msg(
        "{total} on the board, {keep} kept: select {select}",
        total=f["total"],
        keep=f["keep"],
        select=f["select"],
    )
    return "yes", reason


@invariant("held_advances_count")
def held_advances_count(ctx: MegaCtx) -> list[str]:
    """Every held advance changes the calamity for its holder; board counts in range."""
    problems = []
    table: CalamityTable = ctx.table("calamities")
    for bot_id, state in ctx.bots.items():
        cal = table.calamities.get(state.get("calamity") or "")
        for role, advances in state.get("held", {}).items():
            for adv in advances:
                if cal is None or not any(m.advance == adv and applies(m, role) for m in cal.modifiers):
                    problems.append(f"{bot_id}: {adv} held by {role} changes nothing")
        points = state.get("board", {}).get("unit_points", 0)
        if not 0 <= points <= BOARD_MAX:
            problems.append(f"{bot_id}: unit points on the board {points}")
    return problems


@state_view
def state_json(ctx: MegaCtx) -> dict[str, Any]:
    """The JSON state the CLI prints: the calamity, the advances held, the amounts."""
    state = ctx.bot
    out: dict[str, Any] = {
        "calamity": state.get("calamity"),
        "held": state.get("held", {}),
        "unit_points_on_board": state["board"]["unit_points"],
    }
    table: CalamityTable = ctx.table("calamities")
    cal = table.calamities.get(state.get("calamity") or "")
    if cal is not None:
        amounts: dict[str, int] = {}
        for name, bases in cal.amounts.items():
            if "primary" in bases:
                amounts[name] = amount_of(ctx, name, "primary")
            if "secondary" in bases and cal.named_secondary:
                for role in ROLES[1 : cal.named_secondary + 1]:
                    amounts[f"{name}.{role}"] = amount_of(ctx, name, role)
            elif "secondary" in bases:
                # every other player hit (Cyclone, Flood): no one named, no advances asked
                amounts[f"{name}.others"] = amount_of(ctx, name, "secondary_1")
        out["amounts"] = amounts
        if cal.keep is not None:
            out["civil_war_select"] = civil_war_figures(ctx)["select"]
    return out
