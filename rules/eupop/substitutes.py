"""Substitute Bots: a human Realm turned into a Bot, and a new Bot replacing an eliminated one."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import RuleError, effect, predicate

from . import state
from .bot import EuCtx

# Replacing Humans (seed 002): every 5 Ducats give 1 Bot Power, at most 5 that way; the result
# stays between the difficulty's DoW minimum and 15.
DUCATS_PER_POWER = 5
MAX_DUCAT_POWER = 5
MAX_CONVERTED_POWER = 15
# Replacing Bot Realms (seed 002): the new Bot starts with 3 Units in its Army.
REPLACEMENT_ARMY = 3


def converted_power(
    monarch_power: int, ducats: int, stability: int, loans: int, minimum: int
) -> tuple[int, int]:
    """Replacing Humans: (raw sum, clamped Bot Power)."""
    raw = monarch_power + min(ducats // DUCATS_PER_POWER, MAX_DUCAT_POWER) + stability - loans
    return raw, max(minimum, min(MAX_CONVERTED_POWER, raw))


@effect("convert_human")
def convert_human(ctx: EuCtx) -> dict[str, Any]:
    """A human Realm becomes a Bot: Bot Power from its resources (seed 002, Replacing Humans)."""
    conv = ctx.bot["convert"]
    minimum = state.level(ctx).dow_min_power
    raw, power = converted_power(
        conv["monarch_power"], conv["ducats"], conv["stability"], conv["loans"], minimum
    )
    ctx.bot["power"] = {"available": power, "spent": 0}
    for kind in state.IDEA_TYPES:
        ctx.bot["ideas"][kind] = max(0, min(state.MAX_IDEAS, ctx.bot["ideas"][kind]))
    return {
        "monarch_power": conv["monarch_power"],
        "ducat_power": min(conv["ducats"] // DUCATS_PER_POWER, MAX_DUCAT_POWER),
        "stability": conv["stability"],
        # Negative Stability is subtracted, so the sum reads "− 1", never "+ -1".
        "stability_sign": "+" if conv["stability"] >= 0 else "−",
        "stability_size": abs(conv["stability"]),
        "loans": conv["loans"],
        "raw": raw,
        "minimum": minimum,
        "maximum": MAX_CONVERTED_POWER,
        "power": power,
    }


@effect("set_human_units")
def set_human_units(ctx: EuCtx, deployed: int, other: int) -> dict[str, Any]:
    """The replaced human's Deployed Units go to the Army, the rest to the Manpower Reserve; a Bot
    has at least 3 Manpower (seed 002, Replacing Humans; Recruiting Units)."""
    ctx.bot["army"] = {"standing": max(0, int(deployed)), "laid_down": 0}
    ctx.bot["manpower_reserve"] = max(0, int(other), state.MIN_MANPOWER - max(0, int(deployed)))
    return {"army": ctx.bot["army"]["standing"], "reserve": ctx.bot["manpower_reserve"]}


@effect("remove_focus_cards")
def remove_focus_cards(ctx: EuCtx, area: str) -> dict[str, Any]:
    """Remove the FOCUS cards of a Milestone type the replaced human achieved from the Bot Deck
    (seed 002, Replacing Humans)."""
    deck, cards = ctx.bot["deck"], ctx.deck("bot_deck")
    hit = sorted(
        c
        for c, card in cards.items()
        if "focus" in card["actions"] and card["focus_type"] == area and c not in deck["removed"]
    )
    for pile in ("draw_pile", "used", "set_aside"):
        deck[pile] = [c for c in deck[pile] if c not in hit]
    deck["removed"] = sorted(deck["removed"] + hit)
    if deck["last_drawn"] in hit:
        deck["last_drawn"] = None
    return {"cards": hit or "—", "area": state.focus_label(ctx, area)}


@effect("inherit_from_bot")
def inherit_from_bot(ctx: EuCtx, old: str) -> dict[str, Any]:
    """The new Bot takes over the eliminated Bot's Ideas (its Prestige and Milestones stay on the
    board); the eliminated Bot leaves the game (seed 002, Replacing Bot Realms)."""
    if old == ctx.bot_id:
        raise RuleError(ctx.msg("A Bot cannot replace itself: choose the eliminated Bot."))
    gone = ctx.for_bot(old).bot
    for kind in state.IDEA_TYPES:
        ctx.bot["ideas"][kind] = int(gone["ideas"][kind])
    gone["eliminated"] = True
    ideas = ctx.bot["ideas"]
    return {
        "old": ctx.bot_words(old),  # a name left as offered: in the language on screen
        "administrative": ideas["administrative"],
        "diplomatic": ideas["diplomatic"],
        "military": ideas["military"],
    }


@effect("replacement_army")
def replacement_army(ctx: EuCtx) -> dict[str, Any]:
    """The new Bot's Army holds 3 Units (seed 002, Replacing Bot Realms)."""
    ctx.bot["army"] = {"standing": REPLACEMENT_ARMY, "laid_down": 0}
    ctx.bot["manpower_reserve"] = max(0, state.MIN_MANPOWER - REPLACEMENT_ARMY)
    return {"units": REPLACEMENT_ARMY}


@effect("eliminate")
def eliminate(ctx: EuCtx) -> None:
    """The Bot Realm is eliminated (Fully Annexed): it takes no more Turns."""
    ctx.bot["eliminated"] = True


@predicate("is_eliminated")
def is_eliminated(ctx: EuCtx) -> tuple[str, Message]:
    """Whether this Bot was eliminated and replaced (seed 002, Replacing Bot Realms)."""
    gone = bool(ctx.bot.get("eliminated"))
    return ("yes" if gone else "no"), ctx.msg("Eliminated" if gone else "In the game")
