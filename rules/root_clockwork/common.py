"""Shared state and rules of every Clockwork bot: VP, order card, warriors, answers, track VP."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.registry import Ctx, Registry, RuleError

SUITS = ("fox", "rabbit", "mouse", "bird")
# Decree columns and the Eyrie's resolution order, left to right on its faction board (seed 001 §5).
COLUMNS = ("fox", "mouse", "rabbit", "bird")
BUILDINGS = ("sawmill", "workshop", "recruiter")
# Which Marquise building track a non-bird order card names (seed 001 §4.5.3, §4.6.1).
SUIT_BUILDING = {"fox": "sawmill", "rabbit": "workshop", "mouse": "recruiter"}
# Spaces on each scoring track: the leftmost one starts empty (seed 001 §4.3.5, §5.3.4, §6.3.3).
TRACK_SPACES = {"sawmill": 6, "workshop": 6, "recruiter": 6, "roost": 7, "sympathy": 10}
WARRIORS = {"marquise": 25, "eyrie": 20, "alliance": 10, "vagabot": 0}
FACTIONS = ("marquise", "eyrie", "alliance", "vagabot")
TRAITS = {
    "marquise": ("blitz", "fortified", "hospitals", "iron_will"),
    "eyrie": ("nobility", "relentless", "swoop", "war_tax"),
    "alliance": ("informants", "popularity", "veterans", "wildfire"),
    "vagabot": ("adventurer", "berserker", "helper", "marksman"),
}


def suit_msg(ctx: Ctx, suit: str) -> Message:
    """A suit's name (literal calls, so the catalogue extractor finds every one)."""
    return {
        "fox": ctx.msg("fox"),
        "rabbit": ctx.msg("rabbit"),
        "mouse": ctx.msg("mouse"),
        "bird": ctx.msg("bird"),
    }[suit]


def building_msg(ctx: Ctx, kind: str) -> Message:
    """A Marquise building type's name."""
    return {
        "sawmill": ctx.msg("sawmill"),
        "workshop": ctx.msg("workshop"),
        "recruiter": ctx.msg("recruiter"),
    }[kind]


def track_msg(ctx: Ctx, track: str) -> Message:
    """A scoring track's name."""
    return {
        "sawmill": ctx.msg("Sawmills track"),
        "workshop": ctx.msg("Workshops track"),
        "recruiter": ctx.msg("Recruiters track"),
        "roost": ctx.msg("Roosts track"),
        "sympathy": ctx.msg("Sympathy track"),
    }[track]


def dig(data: dict[str, Any], path: str) -> tuple[dict[str, Any], str]:
    """The dict holding a dotted path's last key, and that key."""
    parts = path.split(".")
    for part in parts[:-1]:
        data = data[part]
    return data, parts[-1]


def gain_vp(ctx: Ctx, n: int) -> int:
    """Add (or with n < 0 take) VP; returns the new total."""
    ctx.bot["vp"] = int(ctx.bot["vp"]) + int(n)
    return int(ctx.bot["vp"])


def order_suit(ctx: Ctx) -> str:
    """The current order card's suit, or a clear error when none was revealed."""
    suit = ctx.bot["order"].get("suit")
    if suit not in SUITS:
        raise RuleError(ctx.msg("No order card has been revealed this turn."))
    return str(suit)


def take_warriors(ctx: Ctx, n: int) -> int:
    """Take up to n warriors from the bot's supply; returns how many it really has to place."""
    n = max(0, min(int(n), int(ctx.bot["warriors"])))
    ctx.bot["warriors"] -= n
    return n


def answer(ctx: Ctx, key: str) -> Any:
    """A noted answer of this turn (see the `note` predicate)."""
    if key not in ctx.bot["ans"]:
        raise RuleError(ctx.msg("The answer '{key}' is missing; answer the question first.", key=key))
    return ctx.bot["ans"][key]


def track_space(ctx: Ctx, track: str) -> int:
    """The rightmost empty space of a track: one space per piece of that type on the map."""
    on_map = {"roost": lambda: ctx.bot["roosts"], "sympathy": lambda: ctx.bot["sympathy"]}
    count = on_map[track]() if track in on_map else ctx.bot["buildings"][track]
    return int(count)


def base_state(faction: str, options: dict[str, Any]) -> dict[str, Any]:
    """A new bot before its setup chart ran: every faction's fields, so the mat can show them."""
    return {
        "faction": faction,
        "setup": 0,
        "vp": 0,
        "warriors": WARRIORS[faction],
        "order": {"suit": None, "item": False},
        "ans": {},
        "track_vp": {t: {} for t in TRACK_SPACES},
        # Mechanical Marquise 2.0: buildings on the map per type (§4.3.4).
        "buildings": {b: 0 for b in BUILDINGS},
        "built": None,
        "expands": 0,
        # Electric Eyrie: roosts on the map, viziers and the Decree's card counts (§5.3).
        "roosts": 0,
        "viziers": 0,
        "decree": {c: 0 for c in COLUMNS},
        "cursor": None,
        # Automated Alliance: sympathy tokens and bases on the map (§6.3).
        "sympathy": 0,
        "bases": {"fox": 0, "rabbit": 0, "mouse": 0},
        "revolted": 0,
        # Vagabot: items by condition; the battle track holds undamaged items only (§7.2.3-4).
        "items": {"fresh": 0, "exhausted": 0, "damaged_fresh": 0, "damaged_exhausted": 0, "track": 0},
        "character": options.get("character") or "thief",
    }


def register(reg: Registry) -> None:
    """Register the shared names every faction chart uses."""

    @reg.init_bot
    def init_bot(ctx: Ctx, options: dict[str, Any]) -> dict[str, Any]:
        faction = options.get("faction") or "marquise"
        if faction not in FACTIONS:
            raise RuleError(f"Unknown bot '{faction}'; choose one of {', '.join(FACTIONS)}.")
        state = base_state(faction, options)
        # Traits of another bot change nothing here; setup says so rather than refusing the bot.
        state["foreign_traits"] = [t for t in options.get("traits") or [] if t not in TRAITS[faction]]
        return state

    @reg.state_view
    def view(ctx: Ctx) -> dict[str, Any]:
        bot = ctx.bot
        keep = {"faction", "vp", "warriors", "order", "track_vp"}
        extra = {
            "marquise": ("buildings", "built", "expands"),
            "eyrie": ("roosts", "viziers", "decree"),
            "alliance": ("sympathy", "bases"),
            "vagabot": ("items", "character"),
        }[bot["faction"]]
        return {k: bot[k] for k in (*keep, *extra)}

    @reg.predicate("faction_is", outcomes=FACTIONS)
    def faction_is(ctx: Ctx) -> tuple[str, Message]:
        faction = ctx.bot["faction"]
        name = {
            "marquise": ctx.msg("Mechanical Marquise 2.0"),
            "eyrie": ctx.msg("Electric Eyrie"),
            "alliance": ctx.msg("Automated Alliance"),
            "vagabot": ctx.msg("Vagabot"),
        }[faction]
        return faction, ctx.msg("The bot is the {faction}.", faction=name)

    @reg.predicate("order_is", outcomes=SUITS)
    def order_is(ctx: Ctx) -> tuple[str, Message]:
        suit = order_suit(ctx)
        return suit, ctx.msg("The order card is {suit}.", suit=suit_msg(ctx, suit))

    @reg.predicate("note", outcomes=("ok",))
    def note(ctx: Ctx, key: str, value: Any) -> tuple[str, None]:
        # An ask cannot carry data, so the answer is written down by an automatic node after it.
        if key == "suit":
            ctx.bot["order"]["suit"] = value
        elif key == "item":
            ctx.bot["order"]["item"] = bool(value)
        else:
            ctx.bot["ans"][key] = value
        return "ok", None

    @reg.predicate("state_at_least", outcomes=("yes", "no"))
    def state_at_least(ctx: Ctx, path: str, n: int) -> tuple[str, Message]:
        holder, key = dig(ctx.bot, path)
        have = int(holder[key])
        return ("yes" if have >= n else "no"), ctx.msg("{have} now", have=have)

    @reg.predicate("coop", outcomes=("yes", "no"))
    def coop(ctx: Ctx) -> tuple[str, None]:
        return ("yes" if ctx.shared.get("coop") else "no"), None

    @reg.predicate("vp_won", outcomes=("yes", "no"))
    def vp_won(ctx: Ctx, n: int) -> tuple[str, Message]:
        vp = int(ctx.bot["vp"])
        return ("yes" if vp >= n else "no"), ctx.msg("{vp} VP", vp=vp)

    @reg.predicate("has_option", outcomes=("yes", "no"))
    def has_option(ctx: Ctx, option: str, value: str) -> tuple[str, None]:
        chosen = ctx.options.get(option)
        hit = value in chosen if isinstance(chosen, list) else chosen == value
        return ("yes" if hit else "no"), None

    @reg.predicate("turn_start", outcomes=("ok",))
    def turn_start(ctx: Ctx) -> tuple[str, None]:
        # What the bot remembers only for one turn is forgotten when its next turn starts.
        ctx.bot["order"] = {"suit": None, "item": False}
        ctx.bot["ans"] = {}
        ctx.bot["built"] = None
        ctx.bot["expands"] = 0
        ctx.bot["revolted"] = 0
        ctx.bot["cursor"] = None
        return "ok", None

    @reg.predicate("always", outcomes=("ok",))
    def always(ctx: Ctx) -> tuple[str, None]:
        # A named point in a turn (e.g. "Daylight ends") where a trait can add its step.
        return "ok", None

    @reg.predicate("flag", outcomes=("yes", "no"))
    def flag(ctx: Ctx, key: str) -> tuple[str, None]:
        return ("yes" if ctx.bot["ans"].get(key) else "no"), None

    @reg.predicate("record", outcomes=("ok",))
    def record(ctx: Ctx, path: str, n: int) -> tuple[str, Message]:
        # Writes down what the table reported (a piece placed or removed) right after the answer.
        holder, key = dig(ctx.bot, path)
        if path == "warriors" and n < 0:
            take_warriors(ctx, -n)
        elif int(holder[key]) + int(n) < 0:
            # The table is right and the mat is not: keep zero and say so, losing nothing.
            holder[key] = 0
            return "ok", ctx.msg("The mat showed none; check it against the table.")
        else:
            holder[key] = int(holder[key]) + int(n)
        return "ok", ctx.msg("{now} now", now=holder[key])

    @reg.predicate("foreign_traits", outcomes=("yes", "no"))
    def foreign_traits(ctx: Ctx) -> tuple[str, None]:
        return ("yes" if ctx.bot.get("foreign_traits") else "no"), None

    @reg.value("foreign_trait_names")
    def foreign_trait_names(ctx: Ctx) -> str:
        return ", ".join(ctx.bot.get("foreign_traits", []))

    @reg.invariant("counters_not_negative")
    def counters_not_negative(ctx: Ctx) -> list[str]:
        problems = []
        for bot_id, bot in ctx.bots.items():
            flat = {
                "warriors": bot["warriors"],
                "roosts": bot["roosts"],
                "sympathy": bot["sympathy"],
                **{f"items.{k}": v for k, v in bot["items"].items()},
                **{f"buildings.{k}": v for k, v in bot["buildings"].items()},
                **{f"decree.{k}": v for k, v in bot["decree"].items()},
            }
            problems += [f"{bot_id}: {k} = {v}" for k, v in flat.items() if int(v) < 0]
        return problems

    @reg.value("ans_suit")
    def ans_suit(ctx: Ctx, key: str) -> Message:
        return suit_msg(ctx, answer(ctx, key))

    @reg.effect("reset_bot")
    def reset_bot(ctx: Ctx) -> None:
        faction = ctx.bot["faction"]
        ctx.bot.clear()
        ctx.bot.update(base_state(faction, ctx.options))

    @reg.effect("set_state")
    def set_state(ctx: Ctx, path: str, value: Any) -> None:
        holder, key = dig(ctx.bot, path)
        holder[key] = value

    @reg.effect("add_state")
    def add_state(ctx: Ctx, path: str, n: int) -> dict[str, Any]:
        holder, key = dig(ctx.bot, path)
        holder[key] = int(holder[key]) + int(n)
        if holder[key] < 0:
            raise RuleError(ctx.msg("That would leave {what} below zero.", what=path))
        return {"now": holder[key]}

    @reg.effect("add_vp")
    def add_vp(ctx: Ctx, n: int) -> dict[str, Any]:
        return {"vp": gain_vp(ctx, n)}

    @reg.effect("add_vp_answer")
    def add_vp_answer(ctx: Ctx, key: str, per: int = 1) -> dict[str, Any]:
        n = int(answer(ctx, key)) * per
        return {"n": n, "vp": gain_vp(ctx, n)}

    @reg.effect("return_warriors")
    def return_warriors(ctx: Ctx, key: str) -> dict[str, Any]:
        n = int(answer(ctx, key))
        ctx.bot["warriors"] += n
        return {"n": n, "supply": ctx.bot["warriors"]}

    @reg.effect("place_warriors")
    def place_warriors(ctx: Ctx, n: int) -> dict[str, Any]:
        placed = take_warriors(ctx, n)
        return {"n": placed, "supply": ctx.bot["warriors"]}

    @reg.value("suit")
    def suit(ctx: Ctx) -> Message:
        return suit_msg(ctx, order_suit(ctx))

    @reg.value("vp")
    def vp(ctx: Ctx) -> int:
        return int(ctx.bot["vp"])

    # ---- scoring tracks: the printed VP are learnt from the player once, then remembered ----
    @reg.predicate("track_next_unknown", outcomes=("ask", "known"))
    def track_next_unknown(ctx: Ctx, tracks: str) -> tuple[str, None]:
        for track in _tracks(ctx, tracks):
            space = track_space(ctx, track)
            if space < 1:
                continue
            if str(space) not in ctx.bot["track_vp"][track]:
                ctx.bot["ans"]["pending_track"] = [track, space]
                return "ask", None
        return "known", None

    @reg.value("pending_track")
    def pending_track(ctx: Ctx) -> Message:
        track, _ = answer(ctx, "pending_track")
        return track_msg(ctx, track)

    @reg.value("pending_space")
    def pending_space(ctx: Ctx) -> int:
        return int(answer(ctx, "pending_track")[1])

    @reg.predicate("track_learn", outcomes=("ok",))
    def track_learn(ctx: Ctx, vp: int) -> tuple[str, None]:
        track, space = answer(ctx, "pending_track")
        ctx.bot["track_vp"][track][str(space)] = int(vp)
        return "ok", None

    @reg.effect("score_track")
    def score_track(ctx: Ctx, tracks: str, minus: int = 0) -> dict[str, Any]:
        best, name = -1, ""
        for track in _tracks(ctx, tracks):
            space = track_space(ctx, track)
            value = int(ctx.bot["track_vp"][track].get(str(space), 0)) if space >= 1 else 0
            if value > best:
                best, name = value, track
        # Martial Law takes one VP off, never below zero (seed 001 §6.2.5).
        n = max(0, best - int(minus))
        return {"n": n, "vp": gain_vp(ctx, n), "track": track_msg(ctx, name)}


def _tracks(ctx: Ctx, tracks: str) -> list[str]:
    """`order` means the Marquise track the order card names (all three on a bird card)."""
    if tracks != "order":
        return tracks.split(",")
    suit = order_suit(ctx)
    return list(BUILDINGS) if suit == "bird" else [SUIT_BUILDING[suit]]
