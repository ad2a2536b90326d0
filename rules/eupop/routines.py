"""Names used by the EU routines: Passing, Phase 3-5 steps, End of Age, DoW on a Bot, substitutes."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.registry import effect, predicate, value

from . import state
from .bot import BotDeck, EuBot, EuCtx

# Replacing Humans (seed 002): every 5 Ducats give 1 Bot Power, at most 5 that way; the result
# stays between the difficulty's DoW minimum and 15.
DUCATS_PER_POWER = 5
MAX_DUCAT_POWER = 5
MAX_CONVERTED_POWER = 15
# Replacing Bot Realms (seed 002): the new Bot starts with 3 Units in its Army.
REPLACEMENT_ARMY = 3
# Cards that always go back at the Phase 5 reshuffle (seed 002, Reshuffle Bot Deck).
ALWAYS_BACK = ("event", "idea")


# ---- plain rules (tested directly) ------------------------------------------------------


def reshuffle(deck: BotDeck, cards: dict[str, dict[str, Any]], rng: Any) -> dict[str, list[str]]:
    """Phase 5 deck reshuffle: EVENT and IDEA back; half the other used cards back (rounded up,
    chosen at random); the rest removed for the Age; FOCUS cards stay set aside."""
    used = list(deck["used"])
    always = [c for c in used if cards[c]["actions"][0] in ALWAYS_BACK]
    others = sorted(c for c in used if c not in always)
    keep = (len(others) + 1) // 2
    back_others = sorted(rng.sample(others, keep)) if others else []
    gone = [c for c in others if c not in back_others]
    back = sorted(always + back_others)
    pile = list(deck["draw_pile"]) + back
    rng.shuffle(pile)
    deck.update(
        {"draw_pile": pile, "used": [], "removed": sorted(deck["removed"] + gone), "last_drawn": None}
    )
    return {"back": back, "gone": gone, "set_aside": list(deck["set_aside"])}


def reset_for_age(deck: BotDeck, profile: dict[str, Any] | None, age: int, rng: Any) -> None:
    """End of Age: the deck is the Realm's composition for the new Age, shuffled."""
    pile, removed = state.deck_for_age(profile, age)
    rng.shuffle(pile)
    deck.update(
        {"draw_pile": pile, "used": [], "set_aside": [], "removed": removed, "last_drawn": None, "age": age}
    )


def converted_power(
    monarch_power: int, ducats: int, stability: int, loans: int, minimum: int
) -> tuple[int, int]:
    """Replacing Humans: (raw sum, clamped Bot Power)."""
    raw = monarch_power + min(ducats // DUCATS_PER_POWER, MAX_DUCAT_POWER) + stability - loans
    return raw, max(minimum, min(MAX_CONVERTED_POWER, raw))


def manpower_total(bot: EuBot) -> int:
    """All of a Bot's Manpower: the Reserve plus the Army (a Bot never has Exhausted Units)."""
    return int(bot["manpower_reserve"] + bot["army"]["standing"] + bot["army"]["laid_down"])


def lower_manpower(bot: EuBot) -> str:
    """Take 1 Unit of Manpower away: from the Reserve first (seed 002, Cleanup Phase)."""
    if bot["manpower_reserve"] > 0:
        bot["manpower_reserve"] -= 1
        return "reserve"
    if bot["army"]["laid_down"] > 0:
        bot["army"]["laid_down"] -= 1
        return "laid_down"
    if bot["army"]["standing"] > 0:
        bot["army"]["standing"] -= 1
        return "standing"
    return "none"


@predicate("has_passed")
def has_passed(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Bot has Passed this Round (seed 002, Passing)."""
    done = bool(ctx.bot.get("passed"))
    return ("yes" if done else "no"), ctx.msg("Passed this Round" if done else "Not Passed yet")


@predicate("pass_order", outcomes=("first", "second", "later"))
def pass_order(ctx: EuCtx) -> tuple[str, Message]:
    """How many Realms Passed before this one: the first and second get a bonus (seed 002, Passing)."""
    before = int(ctx.shared.get("passed") or 0)
    outcome = "first" if before == 0 else "second" if before == 1 else "later"
    return outcome, ctx.msg("{count} Realms Passed before", count=before)


@effect("count_pass")
def count_pass(ctx: EuCtx) -> dict[str, Any]:
    """Count one more Realm as Passed this Round."""
    ctx.shared["passed"] = int(ctx.shared.get("passed") or 0) + 1
    return {"passed": ctx.shared["passed"]}


@effect("pass_bot")
def pass_bot(ctx: EuCtx, bonus: int) -> dict[str, Any]:
    """The Bot Passes: it gains the bonus for its place and is counted as Passed (seed 002, Passing)."""
    gained = state.gain(ctx.bot, bonus)
    ctx.bot["passed"] = True
    ctx.shared["passed"] = int(ctx.shared.get("passed") or 0) + 1
    return {"gain": gained, "available": ctx.bot["power"]["available"]}


@effect("discard_spent")
def discard_spent(ctx: EuCtx) -> dict[str, Any]:
    """Spent Bot Power goes back to Supply (Income & Upkeep Phase: Refresh Bot Power)."""
    spent = ctx.bot["power"]["spent"]
    ctx.bot["power"]["spent"] = 0
    return {"spent": spent}


@effect("top_up_power")
def top_up_power(ctx: EuCtx, minimum: int) -> dict[str, Any]:
    """War declared on a Bot: below the difficulty's minimum, it gains up to it (seed 002, DoW on a Bot)."""
    need = max(0, int(minimum) - ctx.bot["power"]["available"])
    state.gain(ctx.bot, need)
    return {"gain": need, "minimum": int(minimum), "available": ctx.bot["power"]["available"]}


@value("dow_top_up")
def dow_top_up(ctx: EuCtx) -> int:
    """The Bot Power a Bot gains when war is declared on it (seed 002, DoW on a Bot)."""
    return max(0, state.level(ctx).dow_min_power - ctx.bot["power"]["available"])


@value("power_capped")
def power_capped(ctx: EuCtx, n: int) -> int:
    """n, but no more than the Bot Power Available."""
    return max(0, min(int(n), ctx.bot["power"]["available"]))


@predicate("has_manpower")
def has_manpower(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Manpower Reserve holds any Unit."""
    left = ctx.bot["manpower_reserve"]
    return ("yes" if left > 0 else "no"), ctx.msg("{left} Units in the Manpower Reserve", left=left)


@predicate("manpower_above_min")
def manpower_above_min(ctx: EuCtx) -> tuple[str, Message]:
    """Whether Manpower is above the minimum of 3 (seed 002, Cleanup Phase: Update Manpower Reserve)."""
    total = manpower_total(ctx.bot)
    return ("yes" if total > state.MIN_MANPOWER else "no"), ctx.msg(
        "Manpower {total}, minimum {minimum}", total=total, minimum=state.MIN_MANPOWER
    )


@predicate("manpower_below_min")
def manpower_below_min(ctx: EuCtx) -> tuple[str, Message]:
    """Whether Manpower is below the minimum of 3 (seed 002, Cleanup Phase: Update Manpower Reserve)."""
    total = manpower_total(ctx.bot)
    return ("yes" if total < state.MIN_MANPOWER else "no"), ctx.msg(
        "Manpower {total}, minimum {minimum}", total=total, minimum=state.MIN_MANPOWER
    )


@value("manpower_shortfall")
def manpower_shortfall(ctx: EuCtx) -> int:
    """Units of Manpower missing to the minimum of 3."""
    return max(0, state.MIN_MANPOWER - manpower_total(ctx.bot))


@effect("manpower_to_min")
def manpower_to_min(ctx: EuCtx) -> dict[str, Any]:
    """Raise the Manpower Reserve so the Bot has the minimum of 3 (seed 002, Bot Setup)."""
    added = max(0, state.MIN_MANPOWER - manpower_total(ctx.bot))
    ctx.bot["manpower_reserve"] += added
    return {"added": added, "minimum": state.MIN_MANPOWER}


@value("manpower_total")
def manpower_total_value(ctx: EuCtx) -> int:
    """All of the Bot's Manpower: Reserve and Army."""
    return manpower_total(ctx.bot)


@value("manpower_minimum")
def manpower_minimum(ctx: EuCtx) -> int:
    """The least Manpower a Bot has (seed 002, Bot Setup)."""
    return state.MIN_MANPOWER


@effect("manpower_down")
def manpower_down(ctx: EuCtx) -> dict[str, Any]:
    """Take 1 Unit of Manpower, the Reserve's first (seed 002, Cleanup Phase: Update Manpower Reserve)."""
    where = lower_manpower(ctx.bot)
    places = {
        "reserve": ctx.msg("the Manpower Reserve"),
        "laid_down": ctx.msg("the laid-down Units of the Army"),
        "standing": ctx.msg("the Army"),
        "none": ctx.msg("nowhere"),
    }
    return {"from": places[where], "total": manpower_total(ctx.bot)}


@effect("manpower_up")
def manpower_up(ctx: EuCtx) -> dict[str, Any]:
    """Add 1 Unit to the Manpower Reserve (seed 002, Cleanup Phase: Update Manpower Reserve)."""
    ctx.bot["manpower_reserve"] += 1
    return {"total": manpower_total(ctx.bot)}


# ---- MAC check (seed 002, Maximum Army Capacity) ------------------------------------
@effect("lay_down_unit")
def lay_down_unit(ctx: EuCtx) -> dict[str, Any]:
    """Lay down one standing Unit of the Army (seed 002, Maximum Army Capacity (MAC))."""
    army = ctx.bot["army"]
    if army["standing"] > 0:
        army["standing"] -= 1
        army["laid_down"] += 1
    return {"standing": army["standing"], "laid_down": army["laid_down"]}


@effect("stand_up_unit")
def stand_up_unit(ctx: EuCtx) -> dict[str, Any]:
    """Stand up one laid-down Unit of the Army (seed 002, Maximum Army Capacity (MAC))."""
    army = ctx.bot["army"]
    if army["laid_down"] > 0:
        army["laid_down"] -= 1
        army["standing"] += 1
    return {"standing": army["standing"], "laid_down": army["laid_down"]}


@effect("stand_all_units")
def stand_all_units(ctx: EuCtx) -> dict[str, Any]:
    """Stand up every laid-down Unit of the Army (seed 002, Maximum Army Capacity (MAC))."""
    army = ctx.bot["army"]
    raised = army["laid_down"]
    army["standing"] += raised
    army["laid_down"] = 0
    return {"raised": raised, "standing": army["standing"]}


# ---- Phase 5 and End of Age --------------------------------------------------------
@effect("reshuffle_deck")
def reshuffle_deck(ctx: EuCtx) -> dict[str, Any]:
    """Phase 5: reshuffle the Bot Deck (seed 002, Reshuffle Bot Deck)."""
    moved = reshuffle(ctx.bot["deck"], ctx.deck("bot_deck"), ctx.rng)
    return {
        "back": moved["back"] or "—",
        "gone": moved["gone"] or "—",
        "set_aside": moved["set_aside"] or "—",
        "pile": len(ctx.bot["deck"]["draw_pile"]),
    }


@effect("end_round")
def end_round(ctx: EuCtx) -> dict[str, Any]:
    """The Round ends for this Bot; the shared Round moves on once for all Bots."""
    ctx.bot["passed"] = False
    ctx.bot["round"] = int(ctx.bot.get("round") or 1) + 1
    ctx.shared["round"] = max(int(ctx.shared.get("round") or 1), ctx.bot["round"])
    ctx.shared["passed"] = 0
    return {"round": ctx.shared["round"]}


@predicate("age_is_last")
def age_is_last(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the game is in the last Age."""
    age = int(ctx.bot["deck"].get("age") or 1)
    return ("yes" if age >= 4 else "no"), ctx.msg("Age {age}", age=age)


@effect("reset_deck_for_age")
def reset_deck_for_age(ctx: EuCtx) -> dict[str, Any]:
    """End of Age: the Bot Deck is the Realm's deck for the next Age, shuffled."""
    age = min(4, int(ctx.bot["deck"].get("age") or 1) + 1)
    reset_for_age(ctx.bot["deck"], state.realm_profile(ctx), age, ctx.rng)
    ctx.shared["age"] = max(int(ctx.shared.get("age") or 1), age)
    return {
        "age": age,
        "removed": ctx.bot["deck"]["removed"] or "—",
        "pile": len(ctx.bot["deck"]["draw_pile"]),
    }


# ---- Substitute Bots ---------------------------------------------------------------
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
    short = state.MIN_MANPOWER - manpower_total(ctx.bot)
    if short > 0:
        ctx.bot["manpower_reserve"] += short
    return {
        "monarch_power": conv["monarch_power"],
        "ducat_power": min(conv["ducats"] // DUCATS_PER_POWER, MAX_DUCAT_POWER),
        "stability": conv["stability"],
        "loans": conv["loans"],
        "raw": raw,
        "minimum": minimum,
        "maximum": MAX_CONVERTED_POWER,
        "power": power,
        "max_ideas": state.MAX_IDEAS,
    }


@effect("remove_focus_cards")
def remove_focus_cards(ctx: EuCtx, area: str) -> dict[str, Any]:
    """Remove the FOCUS cards of a Milestone type from the Bot Deck for the game."""
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


@effect("replace_bot_reset")
def replace_bot_reset(ctx: EuCtx) -> dict[str, Any]:
    """A new Bot takes over a Bot Realm: a fresh mat (seed 002, Substitute Bots: Replacing Bot Realms)."""
    bot = ctx.bot
    units = REPLACEMENT_ARMY
    bot.update(
        {
            "realm": None,
            "at_war": False,
            "passed": False,
            "state_religion": None,
            "quest_new_world": False,
            "targeting": None,
        }
    )
    bot["power"] = {
        "available": int(ctx.options.get("start_power") or state.DEFAULT_START_POWER),
        "spent": 0,
    }
    bot["focus"] = {k: 0 for k in state.FOCUS_AREAS}
    bot["army"] = {"standing": units, "laid_down": 0}
    bot["manpower_reserve"] = max(0, state.MIN_MANPOWER - units)
    reset_for_age(bot["deck"], None, int(ctx.shared.get("age") or 1), ctx.rng)
    return {"units": units, "power": bot["power"]["available"], "cards": len(bot["deck"]["draw_pile"])}
