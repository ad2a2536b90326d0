"""Vagabot (seed 001 §7): items exhausted, damaged and on the battle track; its actions."""

from __future__ import annotations

from typing import Any, Literal

from desktop.core.messages import Message
from desktop.core.pack.registry import effect, predicate, value

from .common import Items, RcCtx, answer, gain_vp

Pool = Literal["fresh", "exhausted", "damaged_fresh", "damaged_exhausted", "track"]
# Which items take hits first, and where each goes (§7.2.5); which come back first (§7.6.2).
DAMAGE_ORDER: tuple[tuple[Pool, Pool], ...] = (
    ("exhausted", "damaged_exhausted"),
    ("fresh", "damaged_fresh"),
    ("track", "damaged_fresh"),
)
REPAIR_ORDER: tuple[tuple[Pool, Pool], ...] = (("damaged_fresh", "fresh"), ("damaged_exhausted", "exhausted"))
MANY = 10**6  # room for items when the mat declares no bound


def undamaged(items: Items) -> int:
    """Undamaged items, the battle track's included (seed 001 §7.2.4)."""
    return items["fresh"] + items["exhausted"] + items["track"]


def held(items: Items) -> int:
    """Every item the mat counts: damaged ones and the battle track's included."""
    return undamaged(items) + items["damaged_fresh"] + items["damaged_exhausted"]


def room(ctx: RcCtx) -> int:
    """How many more items the Vagabot can take: the mat holds no more items in all than the
    pack declares for one of its boxes, as many as the game has (a mistyped count never pushes
    it past that)."""
    most = ctx.most("items")
    if most is None:
        return MANY
    return max(0, most - held(ctx.bot["items"]))


def track_slots(items: Items) -> int:
    """Battle track spaces filled: one each at 6, 9 and 12 undamaged items (seed 001 §7.2.4)."""
    n = undamaged(items)
    return (n >= 6) + (n >= 9) + (n >= 12)


def rebalance(items: Items) -> None:
    """Fill or empty the battle track to match the undamaged count (seed 001 §7.2.4, §7.2.5).

    Items go onto the track exhausted ones first. The seed does not say how an item comes back
    to the Satchel; it comes back exhausted, so losing the track never frees an extra action.
    """
    want = track_slots(items)
    while items["track"] < want:
        pool: Pool = "exhausted" if items["exhausted"] else "fresh"
        items[pool] -= 1
        items["track"] += 1
    while items["track"] > want:
        items["track"] -= 1
        items["exhausted"] += 1


def exhaust(ctx: RcCtx, n: int) -> int:
    """Exhaust up to n unexhausted Satchel items; returns how many were exhausted."""
    items = ctx.bot["items"]
    n = max(0, min(int(n), items["fresh"]))
    items["fresh"] -= n
    items["exhausted"] += n
    return n


def damage(items: Items, hits: int) -> int:
    """Damage items: exhausted ones first, then unexhausted, the track last (seed 001 §7.2.5)."""
    done = 0
    for pool, into in DAMAGE_ORDER:
        take = min(items[pool], hits - done)
        items[pool] -= take
        items[into] += take
        done += take
    rebalance(items)
    return done


def repair(items: Items, n: int | None) -> int:
    """Repair n damaged items (all when None): unexhausted ones first (seed 001 §7.6.2)."""
    done = 0
    for pool, into in REPAIR_ORDER:
        take = items[pool] if n is None else min(items[pool], n - done)
        items[pool] -= take
        items[into] += take
        done += take
    rebalance(items)
    return done


@effect("vb_setup_items")
def setup_items(ctx: RcCtx, n: int) -> dict[str, Any]:
    """Set the Vagabot's items: n, unexhausted in the Satchel (seed 001 §7.2.3)."""
    items = ctx.bot["items"]
    items.update({"fresh": n, "exhausted": 0, "damaged_fresh": 0, "damaged_exhausted": 0, "track": 0})
    rebalance(items)
    return {"n": n}


@effect("vb_gain_items")
def gain_items(ctx: RcCtx, n: int = 1, key: str = "") -> dict[str, Any]:
    """New items go face up into the Satchel (seed 001 §7.2.3), then the track is checked."""
    n = min(int(answer(ctx, key)) if key else int(n), room(ctx))
    ctx.bot["items"]["fresh"] += n
    rebalance(ctx.bot["items"])
    return {"n": n, "track": ctx.bot["items"]["track"]}


@effect("vb_exhaust")
def vb_exhaust(ctx: RcCtx, n: int = 1, key: str = "") -> dict[str, Any]:
    """Exhaust up to n unexhausted items."""
    n = int(answer(ctx, key)) if key else int(n)
    done = exhaust(ctx, n)
    fresh = ctx.bot["items"]["fresh"]
    return {"n": done, "wanted": n, "left": fresh, "still": ctx.msg("%n unexhausted left", fresh)}


@predicate("vb_fresh_at_least", outcomes=("yes", "no"))
def fresh_at_least(ctx: RcCtx, n: int) -> tuple[str, Message]:
    """Whether at least n items are unexhausted."""
    have = ctx.bot["items"]["fresh"]
    return ("yes" if have >= n else "no"), ctx.msg("%n unexhausted items", have)


@predicate("vb_room", outcomes=("yes", "no"))
def has_room(ctx: RcCtx) -> tuple[str, Message]:
    """Whether the mat can count one more item (seed 001 names no item limit: only a count
    typed too high fills it, so a full mat means there is no item left for the bot to take)."""
    return ("yes" if room(ctx) > 0 else "no"), ctx.msg("%n items on the mat", held(ctx.bot["items"]))


@value("vb_items_held")
def items_held(ctx: RcCtx) -> int:
    """Every item the Vagabot's mat counts, to show in a step."""
    return held(ctx.bot["items"])


@predicate("vb_slip", outcomes=("yes", "no"))
def slip(ctx: RcCtx, n: int) -> tuple[str, Message]:
    """Whether the Vagabot has n undamaged items or fewer."""
    have = undamaged(ctx.bot["items"])
    return ("yes" if have <= n else "no"), ctx.msg("%n undamaged items", have)


@predicate("vb_damaged_at_least", outcomes=("yes", "no"))
def damaged_at_least(ctx: RcCtx, n: int) -> tuple[str, Message]:
    """Whether at least n items are damaged."""
    items = ctx.bot["items"]
    have = items["damaged_fresh"] + items["damaged_exhausted"]
    return ("yes" if have >= n else "no"), ctx.msg("%n damaged items", have)


@predicate("vb_moves", outcomes=("none", "go"))
def moves(ctx: RcCtx) -> tuple[str, None]:
    """Whether the Vagabot moves: the table answered where, or none."""
    return ("none" if answer(ctx, "moves") == "none" else "go"), None


@value("vb_defender")
def defender(ctx: RcCtx) -> Message:
    """Whom the Vagabot battles in the clearing: the enemy with the most VP (seed 001 §7.5.4), the
    player with the most pieces for a Berserker (§3.3.2). Its own value, so Marksman's battle text
    (another trait's patch of the same step) keeps a Berserker's defender."""
    chosen = ctx.options.get("traits") or []
    if "berserker" in chosen:
        return ctx.msg("the player with the most pieces")
    return ctx.msg("the enemy with the most VP")


@value("vb_max_hits")
def max_hits(ctx: RcCtx) -> int:
    """Starts at 1; the first two track spaces add one each (seed 001 §7.2.4)."""
    return 1 + min(2, ctx.bot["items"]["track"])


@value("vb_extra_hits")
def extra_hits(ctx: RcCtx) -> int:
    """The third track space gives one extra hit as attacker (seed 001 §7.2.4)."""
    return 1 if ctx.bot["items"]["track"] >= 3 else 0


@effect("vb_aid")
def aid(ctx: RcCtx, bonus: int = 0) -> dict[str, Any]:
    """As many items as it can exhaust, up to the target's crafted items (seed 001 §7.5.3), and
    no more than the mat can hold: it takes as many as it exhausted."""
    k = exhaust(ctx, min(int(answer(ctx, "crafted")), room(ctx)))
    ctx.bot["items"]["fresh"] += k
    rebalance(ctx.bot["items"])
    vp = k + (int(bonus) if k else 0)
    gain_vp(ctx, vp)
    return {
        "k": k,
        "n": vp,
        "vp": ctx.bot["vp"],
        "scored": ctx.msg("%n VP", vp),
        "cards": ctx.msg("%n cards", k),
    }


@effect("vb_damage")
def vb_damage(ctx: RcCtx, n: int = 0, key: str = "") -> dict[str, Any]:
    """Damage items by hits: exhausted first, then unexhausted, the track last (seed 001 §7.2.5)."""
    hits = int(answer(ctx, key)) if key else int(n)
    done = damage(ctx.bot["items"], hits)
    return {"n": done, "undamaged": undamaged(ctx.bot["items"]), "battle": ctx.bot["items"]["track"]}


@effect("vb_repair")
def vb_repair(ctx: RcCtx, n: int = 1) -> dict[str, Any]:
    """N < 0 means every damaged item (in a forest, §7.6.2)."""
    done = repair(ctx.bot["items"], None if int(n) < 0 else int(n))
    return {"n": done}


@effect("vb_refresh")
def refresh(ctx: RcCtx, damaged: int, healthy: int) -> dict[str, Any]:
    """Fewer items refresh while any is damaged (seed 001 §7.6.1)."""
    items = ctx.bot["items"]
    hurt = items["damaged_fresh"] + items["damaged_exhausted"] > 0
    most = int(damaged if hurt else healthy)
    n = min(items["exhausted"], most)
    items["exhausted"] -= n
    items["fresh"] += n
    # The count shown is final: the bracket says why, never "fewer" (the table would cut twice).
    if n < most:
        why = ctx.msg("the bot has no more exhausted, undamaged items")
    elif hurt:
        why = ctx.msg("at most {most}, as the bot has a damaged item", most=most)
    else:
        why = ctx.msg("at most {most}, as no item of the bot is damaged", most=most)
    return {"n": n, "fresh": items["fresh"], "why": why}


@effect("full_removal_hit")
def full_removal_hit(ctx: RcCtx, n: int = 3) -> dict[str, Any]:
    """Full Removal on the bot the table names: a Vagabot damages n items, others nothing (§7.2.1.1)."""
    if ctx.bot["faction"] != "vagabot":
        return {"n": 0}
    done = damage(ctx.bot["items"], int(n))
    return {"n": done, "undamaged": undamaged(ctx.bot["items"]), "battle": ctx.bot["items"]["track"]}
