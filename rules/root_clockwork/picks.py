"""Picks "at random" the table cannot list for the app (seed 001 §4.3.4, §7.3.2, §7.7.3).

The players number the candidates (the keep's clearing and its neighbours, tied forests,
adjacent forests) from 1 in any order; the chart `pick_random` rolls a die among them and keeps
the face in `ans.picked`. The starting buildings roll among the clearings still free, so no
roll is wasted on a clearing that already holds one.
"""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import RuleError, effect, predicate, value

from .common import BUILDINGS, RcCtx, answer

# The most candidates one roll picks among: one die face each (pick_random has pick2..pick6).
MOST = 6


@predicate("pool_size", outcomes=tuple(str(n) for n in range(1, MOST + 1)))
def pool_size(ctx: RcCtx) -> tuple[str, Message]:
    """How many candidates the next roll picks among (`ans.pool`)."""
    size = int(answer(ctx, "pool"))
    if not 1 <= size <= MOST:
        raise RuleError(
            ctx.msg(
                "A pick at random needs {least} to {most} candidates, not {size}.",
                least=1,
                most=MOST,
                size=size,
            )
        )
    return str(size), ctx.msg("%n to pick from", size)


@value("pick_for")
def pick_for(ctx: RcCtx) -> Message:
    """What the next roll picks (`ans.pick_for`), in the words of the roll's step."""
    return {
        "sawmill": lambda: ctx.msg("the sawmill's clearing"),
        "workshop": lambda: ctx.msg("the workshop's clearing"),
        "recruiter": lambda: ctx.msg("the recruiter's clearing"),
        "forest": lambda: ctx.msg("the Vagabot's forest"),
    }[str(ctx.bot["ans"].get("pick_for", "forest"))]()


@effect("mq_start_buildings")
def start_buildings(ctx: RcCtx, adjacent: int) -> dict[str, Any]:
    """The keep's clearing and its `adjacent` neighbours take the three starting buildings,
    one per clearing, each in a clearing picked at random (seed 001 §4.3.4)."""
    spots = int(adjacent) + 1
    ctx.bot["ans"].update({"spots": spots, "placed": {}, "pool": spots, "pick_for": BUILDINGS[0]})
    return {"n": spots}


@effect("mq_start_place")
def start_place(ctx: RcCtx, building: str) -> dict[str, Any]:
    """The die picked the n-th clearing still free (in the players' numbering): the building
    goes there, and the next roll picks among the clearings left."""
    if building not in BUILDINGS:
        raise RuleError(f"unknown building '{building}'")
    ans = ctx.bot["ans"]
    placed: dict[str, int] = ans["placed"]
    free = [n for n in range(1, int(ans["spots"]) + 1) if n not in placed.values()]
    face = int(answer(ctx, "picked"))
    if not 1 <= face <= len(free):
        raise RuleError(ctx.msg("The roll picks one of %n free clearings, not {face}.", len(free), face=face))
    placed[building] = free[face - 1]
    ans["pool"] = len(free) - 1
    left = [b for b in BUILDINGS if b not in placed]
    ans["pick_for"] = left[0] if left else None
    return {"clearing": placed[building]}


@value("mq_start_spot")
def start_spot(ctx: RcCtx, building: str) -> int:
    """The clearing (as the players numbered them) a starting building was picked for."""
    return int(answer(ctx, "placed")[building])
