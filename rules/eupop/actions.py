"""Action-specific effects, predicates and values of the EU: The Price of Power bot pack.

The generic Bot Power, deck and recruit names live in state.py (EU-state); this module only
holds what the Main Turn Structure and the action/battle charts need on top of them. Its own
bookkeeping is kept under the bot state key ``action_run`` so it never collides with the
shared state shape.
"""

from __future__ import annotations

import math
from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import RuleError, effect, predicate, value

from .bot import ActionRun, EuBot, EuCtx
from .deck_check import card_data

# Chart ids a Bot Card action can lead to (the card text names them in CAPS).
ACTION_CHARTS: tuple[str, ...] = (
    "event",
    "military",
    "diplomacy",
    "naval",
    "papal_curia",
    "explore",
    "spy",
    "unrest",
    "convert",
    "focus",
    "idea",
    "colonize",
)
CARD_SLOTS = ("top", "next", "war")
# How a card names each Action (the CAPS labels of the glossary), shown through ctx.msg.
ACTION_LABELS: dict[str, str] = {
    "event": "EVENT",
    "military": "MILITARY",
    "diplomacy": "DIPLOMACY",
    "naval": "NAVAL",
    "papal_curia": "PAPAL CURIA",
    "explore": "EXPLORE",
    "spy": "SPY",
    "unrest": "UNREST",
    "convert": "CONVERT",
    "focus": "FOCUS",
    "idea": "IDEA",
    "colonize": "COLONIZE",
}
FOCUS_LABELS: dict[str, str] = {
    "economic": "Economic",
    "expansion": "Expansion",
    "political": "Political",
    "war": "War",
}
FOCUS_TYPES = ("economic", "expansion", "political", "war")
IDEA_KINDS = ("administrative", "diplomatic", "military")

# Bots & Ideas (seed 002): Military Ideas 3+ siege 2 Tax Value per Bot Power, 6 in total.
SIEGE_TV_PER_POWER_WITH_IDEAS = 2
SIEGE_TV_CAP_WITH_IDEAS = 6
# Land Battles vs. Opponents (seed 002): 5 Infantry Dice, +1 with a Military Idea.
LAND_BATTLE_DICE = 5
# Naval Battles vs. Opponents (seed 002): 1 Artillery Die, +1 with a Diplomatic Idea.
NAVAL_BATTLE_BASE_DICE = 1


def normalize_action(name: Any) -> str | None:
    """The chart id a card's action names ("PAPAL CURIA" -> papal_curia, "FOCUS - War" -> focus)."""
    if name is None:
        return None
    if isinstance(name, dict):
        # A card may spell an action as {action: focus, area: war} or {focus: war}.
        name = name.get("action") or next(iter(name), None)
        if name is None:
            return None
    text = str(name).strip().lower().replace("-", " ").replace("–", " ")
    if not text or text in ("none", "null", "-", "—"):
        return None
    if text.startswith("focus"):
        return "focus"
    key = "_".join(text.split())
    return key if key in ACTION_CHARTS else None


def focus_area_of(name: Any) -> str | None:
    """The Focus type named by a FOCUS action of a card, if it names one."""
    if isinstance(name, dict):
        for key in ("area", "focus", "type"):
            if isinstance(name.get(key), str) and name[key].lower() in FOCUS_TYPES:
                return str(name[key]).lower()
        return None
    text = str(name).lower()
    return next((t for t in FOCUS_TYPES if t in text.replace("focus", "", 1)), None)


def run_state(bot: EuBot) -> ActionRun:
    """This module's bookkeeping for the action running now (created on first use)."""
    run = bot.setdefault("action_run", {})
    run.setdefault("slot", "top")
    run.setdefault("blocked", False)
    run.setdefault("siege_credit", 0)
    run.setdefault("siege_tax_value", 0)
    run.setdefault("battle_start", 0)
    return run


def card_of(ctx: EuCtx) -> dict[str, Any] | None:
    """The data of the Bot Card drawn last, or None when no card was drawn."""
    card_id = ctx.bot.get("deck", {}).get("last_drawn")
    if card_id is None or str(card_id) not in ctx.pack.decks.get("bot_deck", {}):
        return None
    return card_data(ctx, str(card_id))


def card_actions(card: dict[str, Any]) -> list[Any]:
    """A card's actions in printed order (top first)."""
    actions = card.get("actions")
    if isinstance(actions, list):
        return list(actions)
    return [a for a in (card.get("top_action"), card.get("second_action")) if a]


def card_slot_action(card: dict[str, Any] | None, slot: str) -> Any:
    """The raw action of a card in a slot: top, next (the second action) or war."""
    if card is None:
        return None
    if slot == "war":
        return card.get("war_action")
    actions = card_actions(card)
    index = 0 if slot == "top" else 1
    return actions[index] if len(actions) > index else None


def ideas_of(bot: EuBot, kind: str) -> int:
    """Researched Ideas of one type on the Bot Mat (0-3)."""
    return int(bot.get("ideas", {}).get(kind, 0))


def army_total(bot: EuBot) -> int:
    """Units in the Army area, standing and laid down."""
    army = bot.get("army", {})
    return int(army.get("standing", 0)) + int(army.get("laid_down", 0))


def apply_mac(bot: EuBot, mac: int | None) -> dict[str, Any]:
    """MAC check (seed 002, MAC): lay down Units above MAC, stand up laid-down ones up to MAC."""
    army = bot.setdefault("army", {"standing": 0, "laid_down": 0})
    total = army_total(bot)
    standing = total if mac is None else min(total, max(0, mac))
    army["standing"], army["laid_down"] = standing, total - standing
    return {
        "standing": standing,
        "laid_down": total - standing,
        "total": total,
        "mac": mac if mac is not None else "∞",
    }


def siege_pay(bot: EuBot, tax_value: int, per_power: int, cap: int | None) -> dict[str, Any]:
    """Pay for sieging one Province of `tax_value` (SIEGE footnote 3), keeping leftover credit."""
    run = run_state(bot)
    power = bot["power"]
    need_tv = max(0, tax_value - run["siege_credit"])
    pay = math.ceil(need_tv / per_power) if need_tv else 0
    # Footnote 3: with a single Bot Power and no Small Province, it still sieges a Large one.
    pay = min(pay, int(power["available"]))
    power["available"] -= pay
    power["spent"] += pay
    run["siege_credit"] = max(0, run["siege_credit"] + pay * per_power - tax_value)
    run["siege_tax_value"] += tax_value
    if cap is not None and run["siege_tax_value"] >= cap:
        run["siege_credit"] = 0
    return {"paid": pay, "sieged": run["siege_tax_value"], "tax_value": tax_value}


def action_label(ctx: EuCtx, action: str | None) -> Message:
    """An Action's CAPS label as a translatable message ('none' when there is no action)."""
    return ctx.msg(ACTION_LABELS[action]) if action in ACTION_LABELS else ctx.msg("none")


# ---- Main Turn Structure: the drawn card's actions --------------------------------------
@predicate("card_action", outcomes=ACTION_CHARTS)
def card_action(ctx: EuCtx, slot: str) -> tuple[str, Message]:
    """Which chart the drawn card's top / next / War Action leads to. The card data and the
    player's check hold only the Actions of the charts, and the Main Turn Structure takes the
    next or War Action only when the card has one: a card without one is a rule error."""
    if slot not in CARD_SLOTS:
        raise RuleError(f"card slot must be one of {CARD_SLOTS}, not {slot!r}")
    card = card_of(ctx)
    action = normalize_action(card_slot_action(card, slot))
    if slot == "war" and run_state(ctx.bot).get("war_override"):
        action = run_state(ctx.bot)["war_override"]
    card_id = ctx.bot.get("deck", {}).get("last_drawn") or "-"
    if action is None:
        raise RuleError(ctx.msg("Card {card} has no such action", card=card_id))
    return action, ctx.msg("Card {card}: {action}", card=card_id, action=action_label(ctx, action))


@effect("begin_card_action")
def begin_card_action(ctx: EuCtx) -> None:
    """A new card: its top action runs first and nothing is blocked yet."""
    run = run_state(ctx.bot)
    run.update(
        {
            "slot": "top",
            "blocked": False,
            "acted": False,
            "siege_credit": 0,
            "siege_tax_value": 0,
            "focus_area": None,
            "war_override": None,
        }
    )


@effect("block_action")
def block_action(ctx: EuCtx) -> None:
    """The action that runs now cannot be done (the card's next action may run instead)."""
    run = run_state(ctx.bot)
    # An action that already did something (e.g. PAPAL CURIA before it led to MILITARY)
    # stays done even when the chart it led to finds nothing to do.
    if not run.get("acted"):
        run["blocked"] = True


@effect("action_done")
def action_done(ctx: EuCtx) -> None:
    """The card's action has been carried out, whatever the charts it leads to find."""
    run_state(ctx.bot)["acted"] = True


@effect("use_next_action")
def use_next_action(ctx: EuCtx) -> dict[str, Any]:
    """Switch to the card's next action after the top one could not be done."""
    run = run_state(ctx.bot)
    run.update({"slot": "next", "blocked": False, "acted": False})
    action = normalize_action(card_slot_action(card_of(ctx), "next"))
    return {"action": action_label(ctx, action)}


@predicate("card_has_war_action", outcomes=("yes", "no", "unknown"))
def card_has_war_action(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the drawn card shows a War Action (unknown when no source says)."""
    card = card_of(ctx)
    raw = card_slot_action(card, "war")
    if card is not None and raw is None:
        return "unknown", ctx.msg("Check this card's War Action on your card")
    action = normalize_action(raw)
    return ("yes" if action else "no"), ctx.msg("War Action: {action}", action=action_label(ctx, action))


@effect("use_war_action")
def use_war_action(ctx: EuCtx, action: str | None = None) -> dict[str, Any]:
    """At War: the War Action (the card's, or the one the player reads) replaces the top one."""
    run = run_state(ctx.bot)
    if action is not None and normalize_action(action) is None:
        raise RuleError(f"{action!r} is not a Bot Action")
    run.update({"slot": "war", "blocked": False, "acted": False, "war_override": normalize_action(action)})
    chosen = run["war_override"] or normalize_action(card_slot_action(card_of(ctx), "war"))
    return {"action": action_label(ctx, chosen)}


@value("action_slot")
def action_slot(ctx: EuCtx) -> str:
    """Which of the drawn card's actions runs now: top, next or war."""
    return str(run_state(ctx.bot)["slot"])


@predicate("next_action_due")
def next_action_due(ctx: EuCtx) -> tuple[str, Message]:
    """The top action could not be done and the card has a next action to take instead."""
    run = run_state(ctx.bot)
    nxt = normalize_action(card_slot_action(card_of(ctx), "next"))
    due = run["slot"] == "top" and bool(run["blocked"]) and nxt is not None
    if not run["blocked"]:
        return "no", ctx.msg("The action was done")
    return ("yes" if due else "no"), ctx.msg("Next action: {action}", action=action_label(ctx, nxt))


@predicate("card_discard_icon", outcomes=("administrative", "diplomatic", "military", "none", "unknown"))
def card_discard_icon(ctx: EuCtx) -> tuple[str, Message]:
    """The Action-card discard icon of the drawn card (unknown when no source gives it)."""
    card = card_of(ctx) or {}
    icon = card.get("discard", card.get("discard_icon"))
    icon = str(icon).lower() if icon not in (None, "") else "unknown"
    if icon not in ("administrative", "diplomatic", "military", "none"):
        icon = "unknown"
    labels = {
        "administrative": "Administrative",
        "diplomatic": "Diplomatic",
        "military": "Military",
        "none": "none",
        "unknown": "unknown",
    }
    return icon, ctx.msg("Discard icon: {icon}", icon=ctx.msg(labels[icon]))


@predicate("action_blocked")
def action_blocked(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the action just run found it could not be done."""
    blocked = bool(run_state(ctx.bot)["blocked"])
    return ("yes" if blocked else "no"), ctx.msg(
        "The action could not be done" if blocked else "The action was done"
    )


# ---- General Event Rules -------------------------------------------------------------
@predicate("available_exceeds_spent")
def available_exceeds_spent(ctx: EuCtx) -> tuple[str, Message]:
    """May Declare War (General Event Rules): Available Bot Power greater than Spent."""
    power = ctx.bot["power"]
    ok = power["available"] > power["spent"]
    return ("yes" if ok else "no"), ctx.msg(
        "{available} Available, {spent} Spent", available=power["available"], spent=power["spent"]
    )


@value("ducats_to_power")
def ducats_to_power(ctx: EuCtx, ducats: int) -> int:
    """Gaining/losing Ducats: 1 Bot Power per 10 Ducats, rounded up, at most 3."""
    return min(3, math.ceil(max(0, int(ducats)) / 10))


@effect("lose_power")
def lose_power(ctx: EuCtx, n: int) -> dict[str, Any]:
    """Lose Available Bot Power (to Supply), never below zero."""
    power = ctx.bot["power"]
    lost = min(int(n), int(power["available"]))
    power["available"] -= lost
    return {"lost": lost}


@effect("recruit_all_manpower")
def recruit_all_manpower(ctx: EuCtx) -> dict[str, Any]:
    """Recruit Action of an Event: every Unit of the Manpower Reserve joins the Army."""
    units = int(ctx.bot.get("manpower_reserve", 0))
    ctx.bot["manpower_reserve"] = 0
    ctx.bot["army"]["standing"] += units
    return {"units": units}


# ---- MAC and the Army ----------------------------------------------------------------
@effect("mac_check")
def mac_check(ctx: EuCtx, mc: int | None = None, minimum: int = 0) -> dict[str, Any]:
    """MAC check: None means a land connection to the Capital (unlimited); else MC + 3."""
    if mc is None:
        return apply_mac(ctx.bot, None)
    return apply_mac(ctx.bot, max(int(mc) + 3, int(minimum)))


@effect("cap_standing")
def cap_standing(ctx: EuCtx, n: int) -> dict[str, Any]:
    """Lay down standing Units above n (a Naval Bridge carries 9), until the next MAC check."""
    army = ctx.bot["army"]
    over = max(0, int(army["standing"]) - int(n))
    army["standing"] -= over
    army["laid_down"] += over
    return {"standing": army["standing"], "laid_down": army["laid_down"]}


@effect("stand_up_army")
def stand_up_army(ctx: EuCtx) -> dict[str, Any]:
    """The Army leaves the map: laid-down Units stand up again (seed 002, MAC)."""
    return apply_mac(ctx.bot, None)


@effect("army_at_least")
def army_at_least(ctx: EuCtx, n: int) -> dict[str, Any]:
    """DEFEND: raise a small Army to n Units from the Manpower Reserve."""
    missing = max(0, int(n) - army_total(ctx.bot))
    moved = min(missing, int(ctx.bot.get("manpower_reserve", 0)))
    ctx.bot["manpower_reserve"] -= moved
    ctx.bot["army"]["standing"] += moved
    return {"added": moved, "total": army_total(ctx.bot)}


@effect("lose_army_units")
def lose_army_units(ctx: EuCtx, n: int) -> dict[str, Any]:
    """Casualties: standing Units leave the Army (laid-down Units cannot be Casualties)."""
    army = ctx.bot["army"]
    lost = min(int(n), int(army["standing"]))
    army["standing"] -= lost
    return {"lost": lost, "standing": army["standing"]}


@effect("note_battle_start")
def note_battle_start(ctx: EuCtx) -> dict[str, Any]:
    """Remember the Army's strength as a Battle begins (Rebels: half of it counts later)."""
    strength = int(ctx.bot["army"]["standing"])
    run_state(ctx.bot)["battle_start"] = strength
    return {"strength": strength}


@value("half_battle_start")
def half_battle_start(ctx: EuCtx) -> str | Message:
    """Half the Army's strength at the start of the Battle, as printed (x or x.5); the half is a
    phrase, so Polish and Ukrainian write their decimal comma (6,5)."""
    strength = int(run_state(ctx.bot)["battle_start"])
    if strength % 2 == 0:
        return f"{strength // 2}"
    return ctx.msg("{whole}.5", whole=strength // 2)


@value("army_standing")
def army_standing(ctx: EuCtx) -> int:
    """Upright Units of the Army."""
    return int(ctx.bot["army"]["standing"])


# ---- Battles: dice computed from Ideas --------------------------------------------------
@value("land_battle_dice")
def land_battle_dice(ctx: EuCtx) -> int:
    """Infantry Dice vs. Opponents: 5, +1 with at least one Military Idea."""
    return LAND_BATTLE_DICE + (1 if ideas_of(ctx.bot, "military") >= 1 else 0)


@value("naval_battle_dice")
def naval_battle_dice(ctx: EuCtx) -> int:
    """Artillery Dice vs. Opponents before adjacent Ships: 1, +1 with a Diplomatic Idea."""
    return NAVAL_BATTLE_BASE_DICE + (1 if ideas_of(ctx.bot, "diplomatic") >= 1 else 0)


# ---- DIPLOMACY ----------------------------------------------------------------------
@value("diplomacy_extra_influence")
def diplomacy_extra_influence(ctx: EuCtx) -> int:
    """Extra Influence on DIPLOMACY: +1 with 1-2 Diplomatic Ideas, +2 with 3+."""
    n = ideas_of(ctx.bot, "diplomatic")
    return 2 if n >= 3 else 1 if n >= 1 else 0


# ---- SIEGE --------------------------------------------------------------------------
@effect("siege_begin")
def siege_begin(ctx: EuCtx) -> dict[str, Any]:
    """A SIEGE Action starts: no Tax Value sieged and no Bot Power credit yet."""
    run = run_state(ctx.bot)
    run.update({"siege_credit": 0, "siege_tax_value": 0})
    per = SIEGE_TV_PER_POWER_WITH_IDEAS if ideas_of(ctx.bot, "military") >= 3 else 1
    return {"per_power": per}


@predicate("siege_budget", outcomes=("large", "single", "none"))
def siege_budget(ctx: EuCtx) -> tuple[str, Message]:
    """What the Bot can still pay to Siege: a Large Province, one Bot Power only, or nothing."""
    run = run_state(ctx.bot)
    available = int(ctx.bot["power"]["available"])
    with_ideas = ideas_of(ctx.bot, "military") >= 3
    per = SIEGE_TV_PER_POWER_WITH_IDEAS if with_ideas else 1
    left_tv = available * per + run["siege_credit"]
    reason = ctx.msg(
        "{available} Available, %n Tax Value sieged", run["siege_tax_value"], available=available
    )
    if with_ideas and run["siege_tax_value"] >= SIEGE_TV_CAP_WITH_IDEAS:
        return "none", reason
    if with_ideas:
        left_tv = min(left_tv, SIEGE_TV_CAP_WITH_IDEAS - run["siege_tax_value"])
    if left_tv >= 2:
        return "large", reason
    if left_tv >= 1:
        return "single", reason
    return "none", reason


@effect("siege_province")
def siege_province(ctx: EuCtx, tax_value: int) -> dict[str, Any]:
    """Pay for one sieged Province (1 Tax Value per Bot Power, 2 with 3+ Military Ideas)."""
    with_ideas = ideas_of(ctx.bot, "military") >= 3
    per = SIEGE_TV_PER_POWER_WITH_IDEAS if with_ideas else 1
    cap = SIEGE_TV_CAP_WITH_IDEAS if with_ideas else None
    return siege_pay(ctx.bot, int(tax_value), per, cap)


# ---- FOCUS and IDEA -----------------------------------------------------------------
@value("drawn_card_on")
def drawn_card_on(ctx: EuCtx) -> Message:
    """Where a step reads an Action: on the Bot Card drawn last, by its number, or on "the card"
    when the chart was started from the menu before any draw (it read «karcie None»)."""
    card_id = ctx.bot.get("deck", {}).get("last_drawn")
    if card_id is None:
        return ctx.msg("the card", sense="locative")
    return ctx.msg("card {card}", sense="locative", card=str(card_id))


@value("card_focus_area")
def card_focus_area(ctx: EuCtx) -> str:
    """The Focus type named by the drawn card's FOCUS action ('' when it names none)."""
    card = card_of(ctx)
    if card is None:
        return ""
    if card.get("focus_type") in FOCUS_TYPES:
        return str(card["focus_type"])
    for raw in card_actions(card):
        if normalize_action(raw) == "focus" and focus_area_of(raw):
            return str(focus_area_of(raw))
    return ""


@predicate("card_names_focus_area", outcomes=FOCUS_TYPES + ("none",))
def card_names_focus_area(ctx: EuCtx) -> tuple[str, Message]:
    """Which Focus area the drawn card's FOCUS action names."""
    area = card_focus_area(ctx)
    if area in FOCUS_TYPES:
        return area, ctx.msg("The card names the {area} Focus", area=ctx.msg(FOCUS_LABELS[area]))
    return "none", ctx.msg("The card names no Focus area")


@effect("choose_focus_area")
def choose_focus_area(ctx: EuCtx, area: str) -> dict[str, Any]:
    """The player names the Focus area when the card data does not."""
    if area not in FOCUS_TYPES:
        raise RuleError(f"no Focus area {area!r}; the areas are {FOCUS_TYPES}")
    run_state(ctx.bot)["focus_area"] = area
    return {"area": ctx.msg(FOCUS_LABELS[area])}


@value("focus_area_now")
def focus_area_now(ctx: EuCtx) -> str:
    """The Focus area of this FOCUS Action: the card's, or the one the player named."""
    chosen = run_state(ctx.bot).get("focus_area")
    return str(chosen) if chosen else card_focus_area(ctx)


@value("focus_area_label")
def focus_area_label(ctx: EuCtx) -> Message:
    """The name of this FOCUS Action's area, to show in a step."""
    area = focus_area_now(ctx)
    return ctx.msg(FOCUS_LABELS[area]) if area in FOCUS_LABELS else ctx.msg("unknown")


@effect("focus_card_cost")
def focus_card_cost(ctx: EuCtx, area: str) -> dict[str, Any]:
    """FOCUS: the Bot Power paid for the card goes from Spent to the named Focus area."""
    if area not in FOCUS_TYPES:
        raise RuleError(f"no Focus area {area!r}; the areas are {FOCUS_TYPES}")
    card = card_of(ctx) or {}
    cost = card.get("cost")
    paid = min(int(cost) if isinstance(cost, int) else 0, int(ctx.bot["power"]["spent"]))
    ctx.bot["power"]["spent"] -= paid
    focus = ctx.bot.setdefault("focus", {})
    focus[area] = int(focus.get(area, 0)) + paid
    return {"moved": paid, "in_focus": focus[area]}


@predicate("focus_reaches_milestone")
def focus_reaches_milestone(ctx: EuCtx, area: str, threshold: int) -> tuple[str, Message]:
    """Whether a Focus area holds the Bot Power the difficulty needs to score a Milestone."""
    have = int(ctx.bot.get("focus", {}).get(area, 0))
    return ("yes" if have >= int(threshold) else "no"), ctx.msg(
        "{have} in Focus, {need} needed", have=have, need=threshold
    )


@effect("empty_focus")
def empty_focus(ctx: EuCtx, area: str) -> dict[str, Any]:
    """A Milestone scored: the Bot Power in that Focus area returns to Supply."""
    focus = ctx.bot.setdefault("focus", {})
    returned = int(focus.get(area, 0))
    focus[area] = 0
    return {"returned": returned}


@effect("research_idea")
def research_idea(ctx: EuCtx, kind: str) -> dict[str, Any]:
    """IDEA: one more Researched Idea of a type on the Bot Mat (the mat counts up to 3)."""
    if kind not in IDEA_KINDS:
        raise RuleError(f"no Idea type {kind!r}; the types are {IDEA_KINDS}")
    ideas = ctx.bot.setdefault("ideas", {})
    ideas[kind] = min(3, int(ideas.get(kind, 0)) + 1)
    return {"count": ideas[kind]}


@effect("set_quest_new_world")
def set_quest_new_world(ctx: EuCtx) -> None:
    """The Bot has Researched "Quest for the New World"."""
    ctx.bot["quest_new_world"] = True


@predicate("realm_is_one_of", outcomes=("yes", "no", "unknown"))
def realm_is_one_of(ctx: EuCtx, names: list[str]) -> tuple[str, Message]:
    """Whether the Bot's Realm (from its profile) is one of the named Realms."""
    realm = ctx.bot.get("realm")
    if not realm:
        return "unknown", ctx.msg("No Realm profile")
    ok = str(realm).lower() in {n.lower() for n in names}
    return ("yes" if ok else "no"), ctx.msg("Realm: {realm}", realm=realm)


@predicate("state_religion_is", outcomes=("yes", "no", "unknown"))
def state_religion_is(ctx: EuCtx, religion: str) -> tuple[str, Message]:
    """Whether the Bot's State Religion (on its mat) is the named one."""
    have = ctx.bot.get("state_religion")
    if not have:
        return "unknown", ctx.msg("No State Religion on the Bot's mat")
    ok = str(have).lower() == religion.lower()
    return ("yes" if ok else "no"), ctx.msg("State Religion: {religion}", religion=have)


# ---- Ship Placement ---------------------------------------------------------------------
@effect("note_ship")
def note_ship(ctx: EuCtx, stays: bool) -> None:
    """Whether the Ship just placed stays on the map (no Naval Battle, or one it won)."""
    run_state(ctx.bot)["ship_stays"] = bool(stays)


@predicate("ship_stayed")
def ship_stayed(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Ship placed last is still on the map (seed 002, Ship Placement; Naval Battles)."""
    stays = bool(run_state(ctx.bot).get("ship_stays", True))
    return ("yes" if stays else "no"), ctx.msg("The Ship stays" if stays else "The Ship was lost")


# ---- Battle results, carried to the chart that started the Battle ----------------------------
@effect("note_battle")
def note_battle(ctx: EuCtx, won: bool | None = None, foe: str | None = None) -> None:
    """What a Battle chart learnt: whom the Bot fights (a new Battle: no result yet), or how it
    ended. The chart that started the Battle reads it instead of asking again."""
    run = run_state(ctx.bot)
    if foe is not None:
        run.update({"battle_foe": str(foe), "battle_won": None})
    if won is not None:
        run["battle_won"] = bool(won)


@predicate("battle_outcome", outcomes=("won", "lost", "unknown"))
def battle_outcome(ctx: EuCtx) -> tuple[str, Message]:
    """How the last Battle ended, as its chart recorded it (unknown when it was stopped)."""
    won = run_state(ctx.bot).get("battle_won")
    if won is None:
        return "unknown", ctx.msg("Nobody said how the Battle ended")
    return ("won", ctx.msg("The Bot won the Battle")) if won else ("lost", ctx.msg("The Bot lost the Battle"))


@predicate("battle_foe", outcomes=("human", "bot", "npr", "unknown"))
def battle_foe(ctx: EuCtx) -> tuple[str, Message]:
    """Whom the Bot's Ship fights, as answered at the start of the Naval Battle."""
    foe = run_state(ctx.bot).get("battle_foe")
    if foe == "human":
        return "human", ctx.msg("A human Opponent")
    if foe == "bot":
        return "bot", ctx.msg("Another Bot")
    if foe == "npr":
        return "npr", ctx.msg("An NPR")
    return "unknown", ctx.msg("Nobody said whom the Bot fights")


@effect("begin_turn")
def begin_turn(ctx: EuCtx) -> None:
    """A new Turn of the Bot: no first-win Bot Power gained yet (002, Land / Naval Battles)."""
    run_state(ctx.bot)["battle_bonus"] = False


@effect("take_battle_bonus")
def take_battle_bonus(ctx: EuCtx) -> None:
    """The first-win Bot Power of this Turn was gained."""
    run_state(ctx.bot)["battle_bonus"] = True


@predicate("battle_bonus_taken", outcomes=("yes", "no"))
def battle_bonus_taken(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Bot already gained Bot Power for a Battle win this Turn."""
    taken = bool(run_state(ctx.bot).get("battle_bonus"))
    return ("yes", ctx.msg("Gained this Turn already")) if taken else ("no", ctx.msg("Not gained this Turn"))


@predicate("army_wiped_out")
def army_wiped_out(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Bot has no standing Unit left after a Battle (seed 002, Land Battles vs. NPRs)."""
    left = int(ctx.bot["army"]["standing"])
    return ("yes" if left == 0 else "no"), ctx.msg("%n Units standing", left)


@predicate("army_loses_any")
def army_loses_any(ctx: EuCtx, n: int) -> tuple[str, Message]:
    """Whether a Battle's Casualties take any standing Unit (seed 002, Land Battles): with none,
    the step that removes them is passed over and the log says the Army loses no Units, never
    «Remove 0 Units»."""
    standing = int(ctx.bot["army"]["standing"])
    lost = min(int(n), standing)
    if lost > 0:
        return "yes", ctx.msg("The Army loses %n Units", lost)
    if int(n) <= 0:
        return "no", ctx.msg("No Casualties: the Army loses no Units")
    return "no", ctx.msg("No Unit of the Army stands: it loses none")
