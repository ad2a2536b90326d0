"""Mechanical Marquise 2.0 (seed 001 §4): recruit plans, the building to place, Expand."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import effect, predicate, value

from .common import BUILDINGS, SUIT_BUILDING, RcCtx, answer, building_msg, order_suit, take_warriors

# Each type has six buildings: its track is empty once all six are on the map (§4.3.4-5).
PER_TYPE = 6


def spread_plan(ctx: RcCtx, placed: int, clearings: int, lowest: bool) -> Message:
    """Say how `placed` warriors split evenly over `clearings`, the rest by priority (seed 001 §4.5.2)."""
    if placed == 0 or clearings == 0:
        return ctx.msg("Place no warriors.")
    each, rest = divmod(placed, clearings)
    if rest == 0:
        if each == 1:
            return ctx.msg("Place one in each of those %n clearings.", clearings)
        return ctx.msg("Place {each} in each of those %n clearings.", clearings, each=each)
    if each == 0:
        if lowest:
            return ctx.msg("Place one in each of the %n lowest-priority of those clearings.", rest)
        return ctx.msg("Place one in each of the %n highest-priority of those clearings.", rest)
    if each == 1:
        # "one in each … and one more", as the text beside it says "one", never a lone digit.
        if lowest:
            return ctx.msg(
                "Place one in each of those clearings, and one more in each of the %n lowest-priority "
                "of them.",
                rest,
            )
        return ctx.msg(
            "Place one in each of those clearings, and one more in each of the %n highest-priority of them.",
            rest,
        )
    if lowest:
        return ctx.msg(
            "Place {each} in each of those clearings, and one more in each of the %n lowest-priority "
            "of them.",
            rest,
            each=each,
        )
    return ctx.msg(
        "Place {each} in each of those clearings, and one more in each of the %n highest-priority of them.",
        rest,
        each=each,
    )


def escalated_building(ctx: RcCtx) -> str | None:
    """The type with most on the map; ties: sawmill, then recruiter over workshop (seed 001 §4.7.3)."""
    counts = ctx.bot["buildings"]
    open_types = [b for b in BUILDINGS if counts[b] < PER_TYPE]
    if not open_types:
        return None
    most = max(counts[b] for b in open_types)
    for pick in ("sawmill", "recruiter", "workshop"):
        if pick in open_types and counts[pick] == most:
            return pick
    return None  # pragma: no cover - one of the three always matches


@effect("marquise_recruit")
def marquise_recruit(ctx: RcCtx, n: int, escalated: bool = False) -> dict[str, Any]:
    """Recruit in ruled clearings, spread evenly, the rest by priority (seed 001 §4.5.2, §4.7.2)."""
    ruled = int(answer(ctx, "ruled"))
    placed = take_warriors(ctx, n if ruled else 0)
    if escalated:
        # Two lowest-priority ruled clearings, or all in the only one (§4.7.2).
        plan = spread_plan(ctx, placed, min(ruled, 2), lowest=True)
        # Iron Will doubles what this Recruit places, difficulty's extra warriors included.
        ctx.bot["ans"]["recruited"] = placed
    else:
        plan = spread_plan(ctx, placed, ruled, lowest=False)
    return {"n": placed, "plan": plan, "supply": ctx.bot["warriors"]}


@predicate("marquise_pick_building", outcomes=("ok", "none"))
def pick_building(ctx: RcCtx, escalated: bool = False) -> tuple[str, Message | None]:
    """The building to place: the order's type, or escalated the most common (seed 001 §4.5.3, §4.7.3)."""
    if escalated:
        kind = escalated_building(ctx)
    else:
        wanted = SUIT_BUILDING[order_suit(ctx)]
        kind = wanted if ctx.bot["buildings"][wanted] < PER_TYPE else None
    if kind is None:
        return "none", ctx.msg("No building of that type is left on its track.")
    ctx.bot["ans"]["building"] = kind
    return "ok", ctx.msg(
        "{building}: {n} on the map", building=building_msg(ctx, kind), n=ctx.bot["buildings"][kind]
    )


@value("marquise_building")
def building(ctx: RcCtx) -> Message:
    """The building type picked, to show in a step."""
    return building_msg(ctx, answer(ctx, "building"))


@predicate("marquise_built", outcomes=("ok",))
def built(ctx: RcCtx) -> tuple[str, Message]:
    """The building was placed: one more of its type on the map."""
    kind = answer(ctx, "building")
    ctx.bot["buildings"][kind] += 1
    ctx.bot["built"] = kind
    return "ok", ctx.msg("{n} on the map", n=ctx.bot["buildings"][kind])


@predicate("marquise_expand", outcomes=("yes", "no"))
def expand(ctx: RcCtx, max: int) -> tuple[str, Message]:  # noqa: A002 - the text's {max}
    """Whether the Marquise Expands: no building placed this turn and few on the map (seed 001 §4.5.5)."""
    total = sum(ctx.bot["buildings"].values())
    if ctx.bot["built"]:
        return "no", ctx.msg("It placed a building this turn.")
    if total > max:
        return "no", ctx.msg("%n buildings on the map", total)
    return "yes", ctx.msg("No building placed; %n buildings on the map", total)


@effect("marquise_iron_will")
def marquise_iron_will(ctx: RcCtx) -> dict[str, Any]:
    """Iron Will: the Escalated Recruit places twice as many (research: Clockroot's trait text)."""
    placed = take_warriors(ctx, int(ctx.bot["ans"].get("recruited", 0)))
    return {"n": placed, "supply": ctx.bot["warriors"]}


# Which roll picks the building type to remove, by the types present in the clearing (§1.2.1).
_ROLLS = {
    ("sawmill", "workshop"): "roll_sw",
    ("sawmill", "recruiter"): "roll_sr",
    ("workshop", "recruiter"): "roll_wr",
    BUILDINGS: "roll_all",
}


@predicate(
    "marquise_building_to_remove",
    outcomes=("none", *BUILDINGS, *_ROLLS.values()),
)
def building_to_remove(ctx: RcCtx) -> tuple[str, Message]:
    """Hits left remove a building; several types present: one is picked at random (seed 001 §1.2.1)."""
    ans = ctx.bot["ans"]
    here = tuple(b for b in BUILDINGS if int(ans.get(f"here_{b}", 0)) > 0)
    hits = int(ans.get("hits", 0))
    if hits <= 0 or not here:
        there = ctx.msg("%n buildings", len(here))
        return "none", ctx.msg("%n hits left, {buildings} there", max(hits, 0), buildings=there)
    if len(here) == 1:
        return here[0], ctx.msg("Only {building} there", building=building_msg(ctx, here[0]))
    return _ROLLS[here], ctx.msg("%n building types there: one at random", len(here))


@effect("marquise_lose_building")
def lose_building(ctx: RcCtx, kind: str, n: int = 1) -> dict[str, Any]:
    """N buildings of that type leave the map; their track spaces open (§1.2.1). The chart that
    picks them keeps its own count of the hits and the buildings there."""
    ctx.bot["buildings"][kind] = max(0, ctx.bot["buildings"][kind] - int(n))
    return {"building": building_msg(ctx, kind), "n": ctx.bot["buildings"][kind]}
