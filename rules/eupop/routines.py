"""Names used by the EU routines: Passing, Phase 3-5 steps, End of Age, DoW on a Bot."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import effect, predicate, value

from . import state
from .bot import BotDeck, EuBot, EuCtx

# A generous bound on the Realms at a table, for the count of those that Passed.
MAX_REALMS = 12
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
    return outcome, ctx.msg("Realms Passed before this one: {passed}", passed=before)


@effect("set_passed_count")
def set_passed_count(ctx: EuCtx, count: int) -> dict[str, Any]:
    """The table's count of Realms (humans and Bots) that Passed this Round before this one."""
    ctx.shared["passed"] = max(0, int(count))
    return {"passed": ctx.shared["passed"]}


@value("passed_max")
def passed_max(ctx: EuCtx) -> int:
    """The most Realms that may have Passed before: those counted and a table's worth more."""
    return int(ctx.shared.get("passed") or 0) + MAX_REALMS


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
    return ("yes" if left > 0 else "no"), ctx.msg("%n Units in the Manpower Reserve", left)


@value("manpower_total")
def manpower_total_value(ctx: EuCtx) -> int:
    """All of the Bot's Manpower: Reserve and Army."""
    return manpower_total(ctx.bot)


@value("manpower_minimum")
def manpower_minimum(ctx: EuCtx) -> int:
    """The least Manpower a Bot has (seed 002, Bot Setup)."""
    return state.MIN_MANPOWER


@effect("set_manpower")
def set_manpower(ctx: EuCtx, track: int) -> dict[str, Any]:
    """Manpower follows the Town Track, never below 3; a loss leaves the Manpower Reserve first
    (seed 002, Cleanup Phase: Update Manpower Reserve)."""
    before = manpower_total(ctx.bot)
    target = max(state.MIN_MANPOWER, int(track))
    for _ in range(before - target):
        lower_manpower(ctx.bot)
    if target > before:
        ctx.bot["manpower_reserve"] += target - before
    return {
        "track": int(track),
        "total": manpower_total(ctx.bot),
        "minimum": state.MIN_MANPOWER,
        "added": max(0, target - before),
        "removed": max(0, before - manpower_total(ctx.bot)),
        "units_back": ctx.msg("%n Units go back to the Supply", max(0, before - manpower_total(ctx.bot))),
        "units_added": ctx.msg("%n Units are added to the Reserve", max(0, target - before)),
        "reserve": ctx.bot["manpower_reserve"],
        "army": int(ctx.bot["army"]["standing"] + ctx.bot["army"]["laid_down"]),
    }


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
