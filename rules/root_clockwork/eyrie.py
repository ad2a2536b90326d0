"""Electric Eyrie (seed 001 §5): the Decree, its column-by-column resolution and Turmoil."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import effect, predicate, value

from .common import COLUMNS, RcCtx, clearing_msg, gain_vp, order_suit, suit_msg, take_warriors

ROOSTS = 7  # roosts of the Eyrie: one at setup plus six on the Roosts track (§5.3.2, §5.3.4)


def column(ctx: RcCtx) -> str:
    """The Decree column being resolved."""
    return str(ctx.bot["cursor"])


@effect("eyrie_add_to_decree")
def add_to_decree(ctx: RcCtx) -> dict[str, Any]:
    """Add the order card to its Decree column (seed 001 §5.4.3)."""
    suit = order_suit(ctx)
    ctx.bot["decree"][suit] += 1
    return {"suit": suit_msg(ctx, suit, "into the column"), "n": ctx.bot["decree"][suit]}


@predicate("eyrie_next_column", outcomes=("column", "done"))
def next_column(ctx: RcCtx) -> tuple[str, Message | None]:
    """Columns go left to right; empty ones are skipped (seed 001 §5.5.1)."""
    current = ctx.bot["cursor"]
    start = COLUMNS.index(current) + 1 if current in COLUMNS else 0
    for suit in COLUMNS[start:]:
        if ctx.bot["decree"][suit] > 0:
            ctx.bot["cursor"] = suit
            return "column", ctx.msg(
                "{suit} column: %n cards", ctx.bot["decree"][suit], suit=suit_msg(ctx, suit, "column")
            )
    ctx.bot["cursor"] = None
    return "done", None


@value("column_clearing")
def column_clearing(ctx: RcCtx, case: str = "nominative") -> Message:
    """The clearing the resolved column names: of its suit, any suit for bird."""
    return clearing_msg(ctx, column(ctx), case)


@value("column_cards")
def column_cards(ctx: RcCtx) -> int:
    """Cards in the Decree column being resolved."""
    return int(ctx.bot["decree"][column(ctx)])


@value("column_extra_hits")
def column_extra_hits(ctx: RcCtx) -> int:
    """One extra hit when this column holds more cards than every other (seed 001 §5.5.1.III)."""
    mine = ctx.bot["decree"][column(ctx)]
    others = [n for s, n in ctx.bot["decree"].items() if s != column(ctx)]
    return 1 if all(mine > n for n in others) else 0


@effect("eyrie_recruit")
def eyrie_recruit(ctx: RcCtx) -> dict[str, Any]:
    """Recruit one warrior per card of the column, as many as the supply holds (seed 001 §5.5.1)."""
    placed = take_warriors(ctx, ctx.bot["decree"][column(ctx)])
    return {"n": placed, "supply": ctx.bot["warriors"]}


@predicate("eyrie_roost_left", outcomes=("yes", "no"))
def roost_left(ctx: RcCtx) -> tuple[str, Message]:
    """Whether a roost is left on the Roosts track (seed 001 §5.3.4)."""
    left = ROOSTS - int(ctx.bot["roosts"])
    return ("yes" if left > 0 else "no"), ctx.msg("%n roosts on the track", left)


@effect("eyrie_turmoil_vp")
def turmoil_vp(ctx: RcCtx, sign: int = -1) -> dict[str, Any]:
    """Humiliate counts every bird card in the Decree, viziers included (seed 001 §5.7.1)."""
    n = int(ctx.bot["decree"]["bird"])
    return {"n": n, "vp": gain_vp(ctx, sign * n)}


@effect("eyrie_purge")
def purge(ctx: RcCtx) -> dict[str, Any]:
    """Every card but the Loyal Viziers leaves; they stay in the bird column (seed 001 §5.7.2)."""
    gone = sum(ctx.bot["decree"].values()) - int(ctx.bot["viziers"])
    ctx.bot["decree"] = {c: 0 for c in COLUMNS}
    ctx.bot["decree"]["bird"] = int(ctx.bot["viziers"])
    return {"n": gone, "viziers": ctx.bot["viziers"]}
