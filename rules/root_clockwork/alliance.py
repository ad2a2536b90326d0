"""Automated Alliance (seed 001 §6): Revolt, Public Pity, Spread Sympathy, Organize."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import RuleError, effect, predicate, value

from .common import RcCtx, answer, clearing_msg, gain_vp, order_suit, suit_msg, take_warriors

SYMPATHY = 10  # sympathy tokens of the Alliance (§6.2.1)


@predicate("alliance_revolt_possible", outcomes=("bird", "base_out", "ask"))
def revolt_possible(ctx: RcCtx) -> tuple[str, Message]:
    """A bird order or an ordered base already on the map stops the Revolt (seed 001 §6.4.3)."""
    suit = order_suit(ctx)
    if suit == "bird":
        return "bird", ctx.msg("The order card is bird.")
    if ctx.bot["bases"][suit]:
        return "base_out", ctx.msg("The {suit} base is already on the map.", suit=suit_msg(ctx, suit))
    return "ask", ctx.msg("The {suit} base is on the faction board.", suit=suit_msg(ctx, suit))


@effect("alliance_place_base")
def place_base(ctx: RcCtx, key: str = "") -> dict[str, Any]:
    """Place a base of the ordered (or answered) suit: the Alliance revolted (seed 001 §6.4.3)."""
    suit = answer(ctx, key) if key else order_suit(ctx)
    ctx.bot["bases"][suit] = 1
    ctx.bot["revolted"] = 1
    return {"base": suit_msg(ctx, suit, "accusative")}


@predicate("alliance_base_free", outcomes=("yes", "no"))
def base_free(ctx: RcCtx, key: str) -> tuple[str, Message]:
    """Whether the base of the answered suit is still on the faction board."""
    suit = answer(ctx, key)
    on_map = bool(ctx.bot["bases"][suit])
    return ("no" if on_map else "yes"), ctx.msg(
        "The {suit} base is on the map." if on_map else "The {suit} base is on the faction board.",
        suit=suit_msg(ctx, suit),
    )


@predicate("alliance_revolted", outcomes=("yes", "no"))
def revolted(ctx: RcCtx) -> tuple[str, None]:
    """Whether the Alliance revolted this turn."""
    return ("yes" if ctx.bot["revolted"] else "no"), None


@predicate("alliance_track_empty", outcomes=("yes", "no"))
def track_empty(ctx: RcCtx) -> tuple[str, Message]:
    """Whether every sympathy token is on the map (seed 001 §6.5.1)."""
    left = SYMPATHY - int(ctx.bot["sympathy"])
    return ("yes" if left <= 0 else "no"), ctx.msg("%n sympathy tokens on the track", left)


@predicate("alliance_sympathy_placed", outcomes=("ok",))
def sympathy_placed(ctx: RcCtx) -> tuple[str, Message]:
    """A sympathy token was placed on the map (seed 001 §6.5.1)."""
    ctx.bot["sympathy"] += 1
    return "ok", ctx.msg("%n sympathy tokens on the map", ctx.bot["sympathy"])


@value("ordered_clearing")
def ordered_clearing(ctx: RcCtx, case: str = "nominative") -> Message:
    """The clearing an order names: of its suit, any suit on a bird card."""
    return clearing_msg(ctx, order_suit(ctx), case)


@value("bases_on_map")
def bases_on_map(ctx: RcCtx) -> int:
    """The Alliance's bases on the map."""
    return sum(int(v) for v in ctx.bot["bases"].values())


@effect("alliance_recruit")
def recruit(ctx: RcCtx) -> dict[str, Any]:
    """One warrior in each clearing with a base (seed 001 §6.6.2)."""
    bases = sum(int(v) for v in ctx.bot["bases"].values())
    placed = take_warriors(ctx, bases)
    return {"n": placed, "bases": bases, "supply": ctx.bot["warriors"]}


@effect("alliance_crackdown")
def crackdown(ctx: RcCtx, suit: str, n: int) -> dict[str, Any]:
    """A base of that suit was removed: it and the n sympathy tokens removed leave the map (§6.2.4)."""
    if suit not in ctx.bot["bases"]:
        raise RuleError(ctx.msg("The answer '{key}' is missing; answer the question first.", key="base"))
    # More than the mat holds means the mat was behind the table: it goes to zero.
    gone = min(int(n), int(ctx.bot["sympathy"]))
    ctx.bot["bases"][suit] = 0
    ctx.bot["sympathy"] -= gone
    return {"base": suit_msg(ctx, suit), "n": gone}


@effect("alliance_no_vp_five")
def five(ctx: RcCtx) -> dict[str, Any]:
    """Spread Sympathy that cannot place a token scores 5 VP instead (seed 001 §6.5.1.II)."""
    return {"vp": gain_vp(ctx, 5)}
