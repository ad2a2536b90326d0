"""Bot state of the EU pack: the Bot Mat, Bot Power, the Bot Deck and the Difficulty Level values."""

from __future__ import annotations

from typing import Any, Literal, cast

from desktop.core.messages import Message
from desktop.core.pack.checking import checked
from desktop.core.pack.record import Field, Record, invalid
from desktop.core.pack.registry import (
    RuleError,
    effect,
    init_bot,
    invariant,
    predicate,
    schema,
    state_view,
    value,
)
from desktop.core.profile.schema_words import PackWords, error_words

from .bot import Action, Difficulty, DiscardIcon, EuBot, EuCtx, FocusType
from .deck_check import card_data, card_is_confirmed

WORDS = PackWords("eupop")

DIFFICULTIES = ("easy", "normal", "hard", "very_hard")
# The four Focus areas match the four Milestone types (seed 002, Bot Mat).
FOCUS_AREAS = ("economic", "expansion", "political", "war")
IDEA_TYPES = ("administrative", "diplomatic", "military")
MAX_IDEAS = 3
# Bots always have at least this much Manpower (seed 002, Bot Setup and Recruiting Units).
MIN_MANPOWER = 3
DEFAULT_START_POWER = 9  # seed 000, Bot Setup: "domyślnie 9"
ALL_CARDS = tuple(f"{n:02d}" for n in range(1, 25))


class DifficultyLevel(Record):
    """One row of the Difficulty Level table."""

    phase4_gain: int = Field(ge=0)
    milestone_threshold: int = Field(ge=1)
    dow_min_power: int = Field(ge=0)
    units_per_recruit: int = Field(ge=1)


@schema("table", "difficulty")
class DifficultyTable(Record):
    """tables/difficulty.yaml: the four levels of seed 002's Difficulty Level table."""

    source: dict[str, str] = {}
    levels: dict[Literal["easy", "normal", "hard", "very_hard"], DifficultyLevel]


@schema("cards", "bot_deck")
class BotCard(Record):
    """A Bot Card; None means no source gives the value (shown as unknown, never guessed)."""

    id: str = Field(pattern=r"^(0[1-9]|1[0-9]|2[0-4])$")
    actions: list[Action] = Field(min_length=1)  # top Action first
    war_action: Action | Literal["none"] | None = None  # "none": the card has no War Action
    cost: int | None = Field(default=None, ge=0)
    discard_icon: DiscardIcon | None = None
    focus_type: FocusType | Literal["none"] | None = None  # "none": the card has no FOCUS Action
    sources: dict[str, str] = {}  # field -> where its value comes from


# ---- plain helpers (also used by routines.py and the tests) -----------------------------


def level(ctx: EuCtx) -> DifficultyLevel:
    """The Difficulty Level row of this bot."""
    table: DifficultyTable = ctx.table("difficulty")
    return table.levels[ctx.bot["difficulty"]]


def card_label(ctx: EuCtx, action: str | None) -> Message:
    """An Action name as shown on a card (unknown when no source gives it)."""
    # Literal texts, one call each, so the catalogue extraction finds every label.
    labels = {
        None: ctx.msg("unknown"),
        "none": ctx.msg("none"),
        "event": ctx.msg("EVENT"),
        "military": ctx.msg("MILITARY"),
        "diplomacy": ctx.msg("DIPLOMACY"),
        "naval": ctx.msg("NAVAL"),
        "explore": ctx.msg("EXPLORE"),
        "colonize": ctx.msg("COLONIZE"),
        "unrest": ctx.msg("UNREST"),
        "spy": ctx.msg("SPY"),
        "papal_curia": ctx.msg("PAPAL CURIA"),
        "convert": ctx.msg("CONVERT"),
        "focus": ctx.msg("FOCUS"),
        "idea": ctx.msg("IDEA"),
    }
    return labels[action]


def focus_label(ctx: EuCtx, area: str) -> Message:
    """The name of a Focus area (a Milestone type)."""
    labels = {
        "economic": ctx.msg("Economic"),
        "expansion": ctx.msg("Expansion"),
        "political": ctx.msg("Political"),
        "war": ctx.msg("War"),
    }
    return labels[area]


def gain(bot: EuBot, n: int) -> int:
    """Add n Bot Power to Available; returns what was gained."""
    n = max(0, int(n))
    bot["power"]["available"] += n
    return n


def spend(bot: EuBot, n: int) -> int:
    """Move up to n Available Bot Power to Spent; returns what was actually paid."""
    paid = max(0, min(int(n), bot["power"]["available"]))
    bot["power"]["available"] -= paid
    bot["power"]["spent"] += paid
    return paid


def deck_for_age(profile: dict[str, Any] | None, age: int) -> tuple[list[str], list[str]]:
    """(cards in play, cards removed) for a Realm's deck in an Age; no profile: all 24."""
    removed: list[str] = []
    if profile:
        by_age = profile.get("removed_cards") or {}
        removed = sorted({str(c) for c in by_age.get(age, by_age.get(str(age), [])) or []})
    return [c for c in ALL_CARDS if c not in removed], removed


def realm_profile(ctx: EuCtx) -> dict[str, Any] | None:
    """The bot's Realm profile (validated), or None when it plays without one (or was replaced)."""
    if ctx.profile and ctx.bot.get("realm") == ctx.profile.get("name"):
        return checked_profile(ctx, ctx.profile)
    return None


def _int_option(options: dict[str, Any], key: str, default: int, low: int) -> int:
    value = options.get(key, default)
    if value is None or value == "":
        return default
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, str))
        or not str(value).strip().lstrip("-").isdigit()
    ):
        raise RuleError(below_or_not_number(key, value, None))
    if int(value) < low:
        raise RuleError(below_or_not_number(key, value, low))
    return int(value)


def below_or_not_number(key: str, value: Any, low: int | None) -> Message:
    """A setup option that is not a whole number, or below its minimum."""
    if low is None:
        return WORDS.msg("Setup option '{key}': '{value}' is not a whole number.", key=key, value=str(value))
    return WORDS.msg(
        "Setup option '{key}': {value} is below the minimum {low}.", key=key, value=value, low=low
    )


def checked_profile(ctx: EuCtx, profile: Any) -> dict[str, Any]:
    """The Realm profile validated by the schema realm.py registers; RuleError says what is wrong."""
    model = ctx.pack.registry.schemas.get(("profile", "realm_profile"))
    if model is None:
        raise RuleError(ctx.msg("Realm profiles cannot be used with these rules."))
    try:
        return checked(model, profile).model_dump(mode="json")
    except invalid() as err:
        where = [
            ctx.msg(
                "{where}: {reason}",
                where=".".join(map(str, e["loc"])) or "profile",
                reason=error_words(dict(e)),
            )
            for e in err.errors()[:5]
        ]
        raise RuleError(ctx.msg("The Realm profile cannot be used: {problems}", problems=where)) from None


@init_bot
def new_bot(ctx: EuCtx, options: dict[str, Any]) -> EuBot:
    """The state of a freshly set-up Bot (seed 002, Bot Setup), its deck for the current Age."""
    difficulty = cast(Difficulty, options.get("difficulty") or "normal")
    if difficulty not in DIFFICULTIES:
        raise RuleError(
            ctx.msg(
                "Difficulty '{level}' is not one of {levels}.",
                level=difficulty,
                levels=", ".join(DIFFICULTIES),
            )
        )
    profile = checked_profile(ctx, ctx.profile) if ctx.profile else None
    age = int(ctx.shared.get("age") or 1)
    pile, removed = deck_for_age(profile, age)
    ctx.rng.shuffle(pile)
    religion = str(options.get("state_religion") or "").strip() or None
    return {
        "realm": profile["name"] if profile else None,
        "difficulty": difficulty,
        "power": {"available": _int_option(options, "start_power", DEFAULT_START_POWER, 0), "spent": 0},
        "focus": {k: 0 for k in FOCUS_AREAS},
        "ideas": {k: 0 for k in IDEA_TYPES},
        "manpower_reserve": _int_option(options, "manpower", MIN_MANPOWER, MIN_MANPOWER),
        "army": {"standing": _int_option(options, "army", 0, 0), "laid_down": 0},
        "state_religion": religion,
        "quest_new_world": False,
        "at_war": False,
        "passed": False,
        "round": int(ctx.shared.get("round") or 1),
        "deck": {
            "draw_pile": pile,
            "used": [],
            "set_aside": [],
            "removed": removed,
            "last_drawn": None,
            "age": age,
        },
        "convert": {"monarch_power": 0, "ducats": 0, "stability": 0, "loans": 0},
        "targeting": None,
    }


def view(bot: EuBot) -> dict[str, Any]:
    """The JSON state of issue 3 item 2, exactly these keys."""
    deck = bot["deck"]
    return {
        "realm": bot["realm"],
        "difficulty": bot["difficulty"],
        "power": {"available": bot["power"]["available"], "spent": bot["power"]["spent"]},
        "focus": {k: bot["focus"][k] for k in FOCUS_AREAS},
        "ideas": {k: bot["ideas"][k] for k in IDEA_TYPES},
        "manpower_reserve": bot["manpower_reserve"],
        "army": {"standing": bot["army"]["standing"], "laid_down": bot["army"]["laid_down"]},
        "deck": {
            "draw_pile": list(deck["draw_pile"]),
            "used": list(deck["used"]),
            "set_aside": list(deck["set_aside"]),
            "removed": list(deck["removed"]),
            "last_drawn": deck["last_drawn"],
        },
    }


def problems(bot_id: str, bot: EuBot) -> list[str]:
    """What is wrong with a bot's state (empty when it is consistent)."""
    found: list[str] = []
    counters = {
        "power.available": bot["power"]["available"],
        "power.spent": bot["power"]["spent"],
        "manpower_reserve": bot["manpower_reserve"],
        "army.standing": bot["army"]["standing"],
        "army.laid_down": bot["army"]["laid_down"],
        **{f"focus.{k}": v for k, v in bot["focus"].items()},
    }
    found += [f"{bot_id}: {k} is {v}" for k, v in counters.items() if v < 0]
    found += [f"{bot_id}: ideas.{k} is {v}" for k, v in bot["ideas"].items() if not 0 <= v <= MAX_IDEAS]
    deck = bot["deck"]
    cards = deck["draw_pile"] + deck["used"] + deck["set_aside"] + deck["removed"]
    if sorted(cards) != list(ALL_CARDS):
        found.append(f"{bot_id}: the deck holds {sorted(cards)}, not each of the 24 cards once")
    if deck["last_drawn"] is not None and deck["last_drawn"] not in ALL_CARDS:
        found.append(f"{bot_id}: last drawn card '{deck['last_drawn']}' does not exist")
    return found


@state_view
def state_json(ctx: EuCtx) -> dict[str, Any]:
    """The JSON state the CLI prints (issue 3 item 2)."""
    return view(ctx.bot)


@invariant("bot_state_consistent")
def consistent(ctx: EuCtx) -> list[str]:
    """Each Bot's mat is consistent: no counter below zero, each of the 24 cards once."""
    return [p for bot_id, bot in ctx.bots.items() for p in problems(bot_id, bot)]


# ---- predicates -------------------------------------------------------------------
@predicate("power_at_least")
def power_at_least(ctx: EuCtx, n: int) -> tuple[str, Message]:
    """Whether the Bot has at least n Bot Power Available."""
    have = ctx.bot["power"]["available"]
    return ("yes" if have >= int(n) else "no"), ctx.msg("%n Bot Power Available", have)


@predicate("power_any")
def power_any(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Bot has any Bot Power Available."""
    have = ctx.bot["power"]["available"]
    return ("yes" if have > 0 else "no"), ctx.msg("%n Bot Power Available", have)


@predicate("at_war")
def at_war(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Bot is At War."""
    war = bool(ctx.bot["at_war"])
    return ("yes" if war else "no"), ctx.msg("At War" if war else "At Peace")


@predicate("ideas_at_least")
def ideas_at_least(ctx: EuCtx, kind: str, n: int) -> tuple[str, Message]:
    """Whether the Bot has at least n Researched Ideas of a type (seed 002, Bots & Ideas)."""
    have = ctx.bot["ideas"][kind]
    return ("yes" if have >= int(n) else "no"), ctx.msg("%n Ideas of this type", have)


@predicate("deck_has_cards")
def deck_has_cards(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Bot Deck's draw pile holds a card."""
    left = len(ctx.bot["deck"]["draw_pile"])
    return ("yes" if left else "no"), ctx.msg("%n cards in the draw pile", left)


@predicate("quest_new_world")
def quest_new_world(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Bot has Researched Quest for the New World."""
    has = bool(ctx.bot["quest_new_world"])
    return ("yes" if has else "no"), ctx.msg(
        "Quest for the New World researched" if has else "No Quest for the New World"
    )


# ---- effects ----------------------------------------------------------------------
@effect("spend_power")
def spend_power(ctx: EuCtx, n: int) -> dict[str, Any]:
    """Pay n Bot Power; with less, pay what is left and act (seed 000, Main Turn Structure, footnote 5)."""
    paid = spend(ctx.bot, n)
    return {"paid": paid, "left": ctx.bot["power"]["available"]}


@effect("gain_power")
def gain_power(ctx: EuCtx, n: int) -> dict[str, Any]:
    """Gain n Bot Power to Available."""
    return {"gained": gain(ctx.bot, n), "available": ctx.bot["power"]["available"]}


@effect("draw_bot_card")
def draw_bot_card(ctx: EuCtx) -> dict[str, Any]:
    """Draw the top card of the Bot Deck (seed 002, Bot Cards)."""
    deck = ctx.bot["deck"]
    if not deck["draw_pile"]:
        raise RuleError(ctx.msg("The Bot Deck's draw pile is empty."))
    card_id = deck["draw_pile"].pop(0)
    deck["used"].append(card_id)
    deck["last_drawn"] = card_id
    card = card_data(ctx, card_id)
    cost: Message | int = card["cost"] if card["cost"] is not None else ctx.msg("unknown")
    if not card_is_confirmed(ctx, card_id):
        # Issue 14 item 13: the card data is not the player's own until they checked it.
        cost = ctx.msg("{cost} (check card {card}'s cost on your card)", cost=cost, card=card_id)
    return {
        "card": card_id,
        "cost": cost,
        "actions": [card_label(ctx, a) for a in card["actions"]],
        "war_action": card_label(ctx, card["war_action"]),
    }


@effect("pay_card_cost")
def pay_card_cost(ctx: EuCtx) -> dict[str, Any]:
    """Pay the drawn card's cost in Bot Power (seed 002, Main Turn Structure)."""
    paid = spend(ctx.bot, _card_cost(ctx))
    # The step shows the cost the draw named (with its check note); this adds what was paid.
    return {"paid": paid, "left": ctx.bot["power"]["available"]}


@effect("recruit")
def recruit(ctx: EuCtx, units: int) -> dict[str, Any]:
    """Recruit Units into the Army, at most what the Manpower Reserve holds (seed 002, Recruiting Units)."""
    got = max(0, min(int(units), ctx.bot["manpower_reserve"]))
    ctx.bot["manpower_reserve"] -= got
    ctx.bot["army"]["standing"] += got
    return {
        "units": int(units),
        "recruited": got,
        # Said in the steps with the noun's plural form ("recruit 3 Units").
        "units_shown": ctx.msg("%n Units", int(units)),
        "recruited_shown": ctx.msg("%n Units", got),
        "reserve": ctx.bot["manpower_reserve"],
        "army": _army_total(ctx.bot),
    }


@effect("set_at_war")
def set_at_war(ctx: EuCtx, value: bool) -> None:
    """Mark the Bot At War or At Peace."""
    ctx.bot["at_war"] = bool(value)


@effect("set_aside_last_card")
def set_aside_last_card(ctx: EuCtx) -> dict[str, Any]:
    """A card used for FOCUS is set aside, not reshuffled (seed 002, Reshuffle Bot Deck)."""
    deck = ctx.bot["deck"]
    card = deck["last_drawn"]
    if card is not None and card in deck["used"]:
        deck["used"].remove(card)
        deck["set_aside"].append(card)
    return {"card": card or "—"}


@effect("add_focus")
def add_focus(ctx: EuCtx, area: str, n: int = 1) -> dict[str, Any]:
    """Move Available Bot Power into a Focus area (the card's, or the one named)."""
    if area == "card":
        card = ctx.bot["deck"]["last_drawn"]
        area = (card_data(ctx, card)["focus_type"] if card else None) or ""
    if area not in FOCUS_AREAS:
        raise RuleError(ctx.msg("Set this card's FOCUS type from your card in “Check your Bot Deck”."))
    moved = max(0, min(int(n), ctx.bot["power"]["available"]))
    ctx.bot["power"]["available"] -= moved
    ctx.bot["focus"][area] += moved
    return {"placed": moved, "area": focus_label(ctx, area), "in_focus": ctx.bot["focus"][area]}


# ---- values -----------------------------------------------------------------------
@value("units_per_recruit")
def units_per_recruit(ctx: EuCtx) -> int:
    """Units one Recruit gives at the Bot's difficulty (Difficulty Level table)."""
    return level(ctx).units_per_recruit


@value("milestone_threshold")
def milestone_threshold(ctx: EuCtx) -> int:
    """Bot Power a Focus area needs for a Milestone at the Bot's difficulty (Difficulty Level table)."""
    return level(ctx).milestone_threshold


@value("dow_min_power")
def dow_min_power(ctx: EuCtx) -> int:
    """The Bot Power a Bot has at least when war is declared on it (Difficulty Level table)."""
    return level(ctx).dow_min_power


@value("phase4_gain")
def phase4_gain(ctx: EuCtx) -> int:
    """Bot Power the Bot gains in Phase 4 at its difficulty (Difficulty Level table)."""
    return level(ctx).phase4_gain


@value("power_available")
def power_available(ctx: EuCtx) -> int:
    """The Bot Power Available."""
    return int(ctx.bot["power"]["available"])


@value("card_cost")
def card_cost(ctx: EuCtx) -> int:
    """The drawn card's cost (0 when it is unknown)."""
    return _card_cost(ctx)


@value("multiple")
def multiple(ctx: EuCtx, count: int, each: int) -> int:
    """count times each (e.g. 2 Bot Power per NPR Ally called)."""
    return max(0, int(count)) * int(each)


@value("ideas")
def ideas(ctx: EuCtx, kind: str) -> int:
    """Researched Ideas of a type."""
    return int(ctx.bot["ideas"][kind])


@value("army_total")
def army_total(ctx: EuCtx) -> int:
    """Units in the Army, standing and laid down."""
    return _army_total(ctx.bot)


def _card_cost(ctx: EuCtx) -> int:
    card = ctx.bot["deck"]["last_drawn"]
    if card is None:
        return 0
    return int(card_data(ctx, card)["cost"] or 0)


def _army_total(bot: EuBot) -> int:
    return int(bot["army"]["standing"] + bot["army"]["laid_down"])
