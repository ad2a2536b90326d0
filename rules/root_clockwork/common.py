"""Shared state and rules of every Clockwork bot: VP, order card, warriors, answers, track VP."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NotRequired, TypedDict, cast

from desktop.core.messages import Message
from desktop.core.pack.registry import (
    Ctx,
    RuleError,
    effect,
    init_bot,
    invariant,
    predicate,
    state_view,
    value,
)

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


class Order(TypedDict):
    """The order card of this turn: its suit once revealed, and whether it showed an item."""

    suit: str | None
    item: bool


class Items(TypedDict):
    """The Vagabot's items by condition; the battle track holds undamaged ones (seed 001 §7.2.3-4)."""

    fresh: int
    exhausted: int
    damaged_fresh: int
    damaged_exhausted: int
    track: int


class RcBot(TypedDict):
    """One Clockwork bot's tracked state: every faction's fields, so the mat can show them."""

    faction: str
    setup: int
    vp: int
    warriors: int
    order: Order
    ans: dict[str, Any]  # answers of this turn, by key (see the `note` predicate)
    track_vp: dict[str, dict[str, int]]  # track -> space -> printed VP, learnt once
    buildings: dict[str, int]
    keep: int  # the keep token on the map (1) or in the box (0) (§4.2.1)
    built: str | None
    expands: int
    roosts: int
    viziers: int
    decree: dict[str, int]
    cursor: str | None
    sympathy: int
    bases: dict[str, int]
    revolted: int
    items: Items
    character: str
    foreign_traits: NotRequired[list[str]]


RcCtx = Ctx[RcBot]


# A suit is an adjective of the noun it goes with, as the Law of Root says it («lisia polana»,
# «Karta Nakazu jest mysia»): each grammatical place a text puts it in is a message of its own
# (`sense`), so Polish and Ukrainian give the adjective in that case. English shows one word.
# Cases as a sentence needs them: a clearing or base (feminine in pl and uk) in the nominative,
# accusative, genitive, locative, genitive and accusative plural; a Decree column (pl feminine,
# uk masculine) as a label and after "into".
SUIT_CASES = (
    "nominative",
    "accusative",
    "genitive",
    "locative",
    "genitive plural",
    "accusative plural",
    "column",
    "into the column",
)
_SUIT_FORMS: dict[tuple[str, str], Callable[[Ctx[Any]], Message]] = {
    ("fox", "nominative"): lambda ctx: ctx.msg("fox", sense="nominative"),
    ("fox", "accusative"): lambda ctx: ctx.msg("fox", sense="accusative"),
    ("fox", "genitive"): lambda ctx: ctx.msg("fox", sense="genitive"),
    ("fox", "locative"): lambda ctx: ctx.msg("fox", sense="locative"),
    ("fox", "genitive plural"): lambda ctx: ctx.msg("fox", sense="genitive plural"),
    ("fox", "accusative plural"): lambda ctx: ctx.msg("fox", sense="accusative plural"),
    ("fox", "column"): lambda ctx: ctx.msg("fox", sense="column"),
    ("fox", "into the column"): lambda ctx: ctx.msg("fox", sense="into the column"),
    ("rabbit", "nominative"): lambda ctx: ctx.msg("rabbit", sense="nominative"),
    ("rabbit", "accusative"): lambda ctx: ctx.msg("rabbit", sense="accusative"),
    ("rabbit", "genitive"): lambda ctx: ctx.msg("rabbit", sense="genitive"),
    ("rabbit", "locative"): lambda ctx: ctx.msg("rabbit", sense="locative"),
    ("rabbit", "genitive plural"): lambda ctx: ctx.msg("rabbit", sense="genitive plural"),
    ("rabbit", "accusative plural"): lambda ctx: ctx.msg("rabbit", sense="accusative plural"),
    ("rabbit", "column"): lambda ctx: ctx.msg("rabbit", sense="column"),
    ("rabbit", "into the column"): lambda ctx: ctx.msg("rabbit", sense="into the column"),
    ("mouse", "nominative"): lambda ctx: ctx.msg("mouse", sense="nominative"),
    ("mouse", "accusative"): lambda ctx: ctx.msg("mouse", sense="accusative"),
    ("mouse", "genitive"): lambda ctx: ctx.msg("mouse", sense="genitive"),
    ("mouse", "locative"): lambda ctx: ctx.msg("mouse", sense="locative"),
    ("mouse", "genitive plural"): lambda ctx: ctx.msg("mouse", sense="genitive plural"),
    ("mouse", "accusative plural"): lambda ctx: ctx.msg("mouse", sense="accusative plural"),
    ("mouse", "column"): lambda ctx: ctx.msg("mouse", sense="column"),
    ("mouse", "into the column"): lambda ctx: ctx.msg("mouse", sense="into the column"),
    ("bird", "nominative"): lambda ctx: ctx.msg("bird", sense="nominative"),
    ("bird", "accusative"): lambda ctx: ctx.msg("bird", sense="accusative"),
    ("bird", "genitive"): lambda ctx: ctx.msg("bird", sense="genitive"),
    ("bird", "locative"): lambda ctx: ctx.msg("bird", sense="locative"),
    ("bird", "genitive plural"): lambda ctx: ctx.msg("bird", sense="genitive plural"),
    ("bird", "accusative plural"): lambda ctx: ctx.msg("bird", sense="accusative plural"),
    ("bird", "column"): lambda ctx: ctx.msg("bird", sense="column"),
    ("bird", "into the column"): lambda ctx: ctx.msg("bird", sense="into the column"),
}


def suit_msg(ctx: Ctx[Any], suit: str, case: str = "nominative") -> Message:
    """A suit's word in the grammatical place `case` (literal calls: the extractor finds each)."""
    if case not in SUIT_CASES:
        raise RuleError(f"unknown suit case '{case}'")
    return _SUIT_FORMS[(suit, case)](ctx)


def clearing_msg(ctx: Ctx[Any], suit: str, case: str = "nominative") -> Message:
    """A clearing of a suit ("fox clearing"), any suit for bird, in the grammatical place `case`."""
    if suit == "bird":
        return {
            "nominative": lambda: ctx.msg("clearing of any suit", sense="nominative"),
            "genitive": lambda: ctx.msg("clearing of any suit", sense="genitive"),
            "locative": lambda: ctx.msg("clearing of any suit", sense="locative"),
        }[case]()
    shown = suit_msg(ctx, suit, case)
    return {
        "nominative": lambda: ctx.msg("{suit} clearing", sense="nominative", suit=shown),
        "genitive": lambda: ctx.msg("{suit} clearing", sense="genitive", suit=shown),
        "locative": lambda: ctx.msg("{suit} clearing", sense="locative", suit=shown),
    }[case]()


def building_msg(ctx: Ctx[Any], kind: str) -> Message:
    """A Marquise building type's name."""
    return {
        "sawmill": ctx.msg("sawmill"),
        "workshop": ctx.msg("workshop"),
        "recruiter": ctx.msg("recruiter"),
    }[kind]


def track_msg(ctx: Ctx[Any], track: str) -> Message:
    """A scoring track's name."""
    return {
        "sawmill": ctx.msg("Sawmills track"),
        "workshop": ctx.msg("Workshops track"),
        "recruiter": ctx.msg("Recruiters track"),
        "roost": ctx.msg("Roosts track"),
        "sympathy": ctx.msg("Sympathy track"),
    }[track]


def dig(bot: RcBot, path: str) -> tuple[dict[str, Any], str]:
    """The dict holding a dotted path's last key, and that key (a chart names the path)."""
    data = cast(dict[str, Any], bot)
    parts = path.split(".")
    for part in parts[:-1]:
        data = data[part]
    return data, parts[-1]


def gain_vp(ctx: RcCtx, n: int) -> int:
    """Add (or with n < 0 take) VP; returns the new total."""
    ctx.bot["vp"] = int(ctx.bot["vp"]) + int(n)
    return int(ctx.bot["vp"])


def order_suit(ctx: RcCtx) -> str:
    """The current order card's suit, or a clear error when none was revealed."""
    suit = ctx.bot["order"].get("suit")
    if suit not in SUITS:
        raise RuleError(ctx.msg("No order card has been revealed this turn."))
    return str(suit)


def take_warriors(ctx: RcCtx, n: int) -> int:
    """Take up to n warriors from the bot's supply; returns how many it really has to place."""
    n = max(0, min(int(n), int(ctx.bot["warriors"])))
    ctx.bot["warriors"] -= n
    return n


def answer(ctx: RcCtx, key: str) -> Any:
    """A noted answer of this turn (see the `note` predicate)."""
    if key not in ctx.bot["ans"]:
        raise RuleError(ctx.msg("The answer '{key}' is missing; answer the question first.", key=key))
    return ctx.bot["ans"][key]


def track_space(ctx: RcCtx, track: str) -> int:
    """The rightmost empty space of a track: one space per piece of that type on the map."""
    if track == "roost":
        return ctx.bot["roosts"]
    if track == "sympathy":
        return ctx.bot["sympathy"]
    return ctx.bot["buildings"][track]


def base_state(faction: str, options: dict[str, Any]) -> RcBot:
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
        "keep": 0,
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


# ---- the bot: set-up, view, checks -------------------------------------------------------


@init_bot
def new_bot(ctx: RcCtx, options: dict[str, Any]) -> RcBot:
    """A new bot of the chosen faction; traits of another faction are kept to be named at setup."""
    faction = options.get("faction") or "marquise"
    if faction not in FACTIONS:
        raise RuleError(f"Unknown bot '{faction}'; choose one of {', '.join(FACTIONS)}.")
    state = base_state(faction, options)
    # Traits of another bot change nothing here; setup says so rather than refusing the bot.
    state["foreign_traits"] = [t for t in options.get("traits") or [] if t not in TRAITS[faction]]
    return state


# The mat fields the CLI prints for each faction, besides the shared ones.
VIEW_FIELDS = {
    "marquise": ("buildings", "built", "expands"),
    "eyrie": ("roosts", "viziers", "decree"),
    "alliance": ("sympathy", "bases"),
    "vagabot": ("items", "character"),
}


@state_view
def state_json(ctx: RcCtx) -> dict[str, Any]:
    """The JSON state of the bot: the shared fields and its faction's own."""
    bot = cast(dict[str, Any], ctx.bot)
    keep = ("faction", "vp", "warriors", "order", "track_vp")
    return {k: bot[k] for k in (*keep, *VIEW_FIELDS[ctx.bot["faction"]])}


@invariant("counters_not_negative")
def counters_not_negative(ctx: RcCtx) -> list[str]:
    """No counter of any bot (warriors, pieces, items, Decree cards) is below zero."""
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


@effect("reset_bot")
def reset_bot(ctx: RcCtx) -> None:
    """Start the bot again from its setup options (Full Removal, setup run twice)."""
    faction = ctx.bot["faction"]
    bot = cast(dict[str, Any], ctx.bot)
    bot.clear()
    bot.update(base_state(faction, ctx.options))


# ---- the turn: faction, order card, noted answers ------------------------------------------


def target(ctx: RcCtx, bot: str = "") -> RcCtx:
    """The context of the bot a rule names (another bot of the game), or this bot's."""
    return ctx.for_bot(bot) if bot and bot != ctx.bot_id else ctx


@predicate("faction_is", outcomes=FACTIONS)
def faction_is(ctx: RcCtx, bot: str = "") -> tuple[str, None]:
    """Which Clockwork bot this is (or the bot named): each faction has its own charts."""
    # No reason: the answer shown is the faction, and a question about another bot names it.
    # «Elektryczne Dynastie (Bot to Elektryczne Dynastie.)» said it twice, and a bot named after
    # its faction (the default) read «Elektryczne Dynastie (Elektryczne Dynastie to …)».
    return target(ctx, bot).bot["faction"], None


@predicate("losing", outcomes=("ok",))
def losing(ctx: RcCtx, bot: str, how: str = "hits") -> tuple[str, None]:
    """Note that the losses chart called next takes another bot's pieces: by hits, or `all` of
    them in a clearing (a Revolt)."""
    ctx.bot["ans"]["loser"] = target(ctx, bot).bot_id
    ctx.bot["ans"]["loss"] = how
    return "ok", None


@predicate("loss_kind", outcomes=("self", "hits", "all"))
def loss_kind(ctx: RcCtx) -> tuple[str, None]:
    """Whose pieces the losses chart takes, as its caller noted (once); none noted: this bot's."""
    how = ctx.bot["ans"].pop("loss", None)
    if how not in ("hits", "all"):
        ctx.bot["ans"]["loser"] = ctx.bot_id
        return "self", None
    return str(how), None


@predicate("is_self", outcomes=("yes", "no"))
def is_self(ctx: RcCtx, bot: str) -> tuple[str, None]:
    """Whether the bot named is this bot."""
    return ("yes" if target(ctx, bot) is ctx else "no"), None


@predicate("order_is", outcomes=SUITS)
def order_is(ctx: RcCtx) -> tuple[str, Message]:
    """The suit of the order card revealed this turn."""
    suit = order_suit(ctx)
    return suit, ctx.msg("The order card is {suit}.", suit=suit_msg(ctx, suit))


@predicate("note", outcomes=("ok",))
def note(ctx: RcCtx, key: str, value: Any) -> tuple[str, None]:
    """Write down an answer of the table (an ask cannot carry data, so a check after it does)."""
    if key == "suit":
        ctx.bot["order"]["suit"] = value
    elif key == "item":
        ctx.bot["order"]["item"] = bool(value)
    else:
        ctx.bot["ans"][key] = value
    return "ok", None


@predicate("turn_start", outcomes=("ok",))
def turn_start(ctx: RcCtx) -> tuple[str, None]:
    """Forget what the bot remembers only for one turn, as its next turn starts."""
    bot = ctx.bot
    bot["order"] = {"suit": None, "item": False}
    bot["ans"] = {}
    bot["built"] = None
    bot["expands"] = 0
    bot["revolted"] = 0
    bot["cursor"] = None
    return "ok", None


@predicate("always", outcomes=("ok",))
def always(ctx: RcCtx) -> tuple[str, None]:
    """A named point in a turn (e.g. "Daylight ends") where a trait can add its step."""
    return "ok", None


@predicate("flag", outcomes=("yes", "no"))
def flag(ctx: RcCtx, key: str) -> tuple[str, None]:
    """Whether a noted answer of this turn is set."""
    return ("yes" if ctx.bot["ans"].get(key) else "no"), None


@predicate("coop", outcomes=("yes", "no"))
def coop(ctx: RcCtx) -> tuple[str, None]:
    """Whether the table plays fully cooperatively."""
    return ("yes" if ctx.shared.get("coop") else "no"), None


@predicate("has_option", outcomes=("yes", "no"))
def has_option(ctx: RcCtx, option: str, value: str, bot: str = "") -> tuple[str, None]:
    """Whether a setup option (a difficulty, a trait) was chosen for this bot (or the bot named)."""
    chosen = target(ctx, bot).options.get(option)
    hit = value in chosen if isinstance(chosen, list) else chosen == value
    return ("yes" if hit else "no"), None


@predicate("foreign_traits", outcomes=("yes", "no"))
def foreign_traits(ctx: RcCtx) -> tuple[str, None]:
    """Whether setup named traits of another faction (they change nothing for this bot)."""
    return ("yes" if ctx.bot.get("foreign_traits") else "no"), None


@value("foreign_trait_names")
def foreign_trait_names(ctx: RcCtx) -> list[Message]:
    """The traits of another faction that setup named, by the names the New game dialog gives
    them in the player's language ("War Tax", "Податок на війну"; their ids read as English)."""
    option = next(o for o in ctx.pack.meta.bot_options if o.id == "traits")
    labels = {choice.id: choice.label for choice in option.choices}
    return [Message(ctx.pack.id, labels.get(t, t)) for t in ctx.bot.get("foreign_traits", [])]


@value("suit")
def suit(ctx: RcCtx, case: str = "nominative") -> Message:
    """The order card's suit, to show in a step (in the grammatical place `case`)."""
    return suit_msg(ctx, order_suit(ctx), case)


@value("ans_suit")
def ans_suit(ctx: RcCtx, key: str, case: str = "nominative") -> Message:
    """A suit the table answered this turn, to show in a step."""
    return suit_msg(ctx, answer(ctx, key), case)


# ---- counters of the mat -------------------------------------------------------------------


@predicate("state_at_least", outcomes=("yes", "no"))
def state_at_least(ctx: RcCtx, path: str, n: int, bot: str = "") -> tuple[str, Message]:
    """Whether a counter of the mat (of this bot, or of the bot named) holds at least n."""
    holder, key = dig(target(ctx, bot).bot, path)
    have = int(holder[key])
    return ("yes" if have >= n else "no"), ctx.msg("{have} now", have=have)


@predicate("on_map_at_least", outcomes=("yes", "no"))
def on_map_at_least(ctx: RcCtx, n: int) -> tuple[str, Message]:
    """Whether the bot has at least n warriors on the map (its pool less its supply): fewer, and
    no clearing can hold the n an action needs (Organize, seed 001 §6.6.1)."""
    have = warriors_on_map(ctx)
    return ("yes" if have >= n else "no"), ctx.msg("on the map: %n", count=have)


@predicate("record", outcomes=("ok",))
def record(ctx: RcCtx, path: str, n: int, bot: str = "") -> tuple[str, Message]:
    """Write down what the table reported (a piece placed or removed) right after the answer, on
    this bot's mat or the mat of the bot named."""
    ctx = target(ctx, bot)
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


@effect("set_state")
def set_state(ctx: RcCtx, path: str, value: Any) -> None:
    """Set a field of the mat to a value the chart gives."""
    holder, key = dig(ctx.bot, path)
    holder[key] = value


@effect("add_state")
def add_state(ctx: RcCtx, path: str, n: int) -> dict[str, Any]:
    """Add n to a counter of the mat; refused when it would go below zero."""
    holder, key = dig(ctx.bot, path)
    holder[key] = int(holder[key]) + int(n)
    if holder[key] < 0:
        raise RuleError(ctx.msg("That would leave a counter on the bot's mat below zero.", what=path))
    return {"now": holder[key]}


@effect("return_warriors")
def return_warriors(ctx: RcCtx, key: str = "", n: int | None = None) -> dict[str, Any]:
    """Warriors the table named (an answer's key, or a number) come back to the bot's supply."""
    back = int(answer(ctx, key)) if n is None else int(n)
    # Never more than its warriors on the map: the supply holds at most the faction's pool.
    back = max(0, min(back, WARRIORS[ctx.bot["faction"]] - int(ctx.bot["warriors"])))
    ctx.bot["warriors"] += back
    return {"n": back, "supply": ctx.bot["warriors"]}


@value("warriors_on_map")
def warriors_on_map(ctx: RcCtx, bot: str = "") -> int:
    """The bot's (or the named bot's) warriors on the map: its pool less the supply (seed 001
    §4.3.1, §5.3.1, §6.3.1)."""
    state = target(ctx, bot).bot
    return max(0, WARRIORS[state["faction"]] - int(state["warriors"]))


@value("bot_state")
def bot_state(ctx: RcCtx, bot: str, path: str) -> int:
    """A counter of the named bot's mat (a bound of a question about its pieces)."""
    holder, key = dig(target(ctx, bot).bot, path)
    return int(holder[key])


@effect("place_warriors")
def place_warriors(ctx: RcCtx, n: int, tally: str = "") -> dict[str, Any]:
    """Place up to n warriors from the supply: as many as it still has (added to `tally`'s answer)."""
    placed = take_warriors(ctx, n)
    if tally:
        ctx.bot["ans"][tally] = int(ctx.bot["ans"].get(tally, 0)) + placed
    return {"n": placed, "supply": ctx.bot["warriors"]}


# ---- victory points --------------------------------------------------------------------------


@predicate("vp_won", outcomes=("yes", "no"))
def vp_won(ctx: RcCtx, n: int) -> tuple[str, Message]:
    """Whether the bot has the VP that win the game."""
    vp = int(ctx.bot["vp"])
    return ("yes" if vp >= n else "no"), ctx.msg("%n VP", vp)


@effect("add_vp")
def add_vp(ctx: RcCtx, n: int) -> dict[str, Any]:
    """Score n VP (or lose them with n < 0)."""
    return {"vp": gain_vp(ctx, n)}


@effect("lose_vp")
def lose_vp(ctx: RcCtx, n: int) -> dict[str, Any]:
    """Lose n VP (the seed sets no floor, so none is applied)."""
    return {"vp": gain_vp(ctx, -int(n))}


@effect("add_vp_answer")
def add_vp_answer(ctx: RcCtx, key: str, per: int = 1) -> dict[str, Any]:
    """Score VP for a number the table answered, `per` each."""
    n = int(answer(ctx, key)) * per
    return {"n": n, "vp": gain_vp(ctx, n)}


@value("vp")
def vp(ctx: RcCtx) -> int:
    """The bot's VP."""
    return int(ctx.bot["vp"])


# ---- scoring tracks: the printed VP are learnt from the player once, then remembered ------


@predicate("track_next_unknown", outcomes=("ask", "known"))
def track_next_unknown(ctx: RcCtx, tracks: str) -> tuple[str, None]:
    """Whether the VP printed on a track's next space is still unknown (then the player is asked)."""
    for track in _tracks(ctx, tracks):
        space = track_space(ctx, track)
        if space < 1:
            continue
        if str(space) not in ctx.bot["track_vp"][track]:
            ctx.bot["ans"]["pending_track"] = [track, space]
            return "ask", None
    return "known", None


@value("pending_track")
def pending_track(ctx: RcCtx) -> Message:
    """The track whose printed VP the player is asked for."""
    track, _ = answer(ctx, "pending_track")
    return track_msg(ctx, track)


@value("pending_space")
def pending_space(ctx: RcCtx) -> int:
    """The space of that track."""
    return int(answer(ctx, "pending_track")[1])


@effect("learn_track_vp")
def learn_track_vp(ctx: RcCtx, vp: int) -> dict[str, Any]:
    """Remember the VP the player read off that space."""
    track, space = answer(ctx, "pending_track")
    ctx.bot["track_vp"][track][str(space)] = int(vp)
    return {"vp": int(vp)}


def _track_points(ctx: RcCtx, tracks: str, minus: int) -> tuple[int, str]:
    """The VP the best uncovered space of the tracks gives, and that track; Martial Law takes one
    off (seed 001 §6.2.5), never below zero."""
    best, name = -1, ""
    for track in _tracks(ctx, tracks):
        space = track_space(ctx, track)
        points = int(ctx.bot["track_vp"][track].get(str(space), 0)) if space >= 1 else 0
        if points > best:
            best, name = points, track
    return max(0, best - int(minus)), name


@effect("score_track")
def score_track(ctx: RcCtx, tracks: str, minus: int = 0) -> dict[str, Any]:
    """Score the best uncovered space of the tracks (seed 001 §4.6.1, §5.6, §6.2.5)."""
    n, name = _track_points(ctx, tracks, minus)
    return {"n": n, "vp": gain_vp(ctx, n), "track": track_msg(ctx, name)}


@predicate("track_scores_any", outcomes=("yes", "no"))
def track_scores_any(ctx: RcCtx, tracks: str, minus: int = 0) -> tuple[str, Message]:
    """Whether the best uncovered space gives any VP: at none the step says the bot scores no VP,
    never «scores 0 VP» (seed 001 §4.6.1)."""
    n, name = _track_points(ctx, tracks, minus)
    if n > 0:
        return "yes", ctx.msg("{track}: %n VP", n, track=track_msg(ctx, name))
    return "no", ctx.msg("{track}: no VP", track=track_msg(ctx, name))


def _tracks(ctx: RcCtx, tracks: str) -> list[str]:
    """`order` means the Marquise track the order card names (all three on a bird card)."""
    if tracks != "order":
        return tracks.split(",")
    suit = order_suit(ctx)
    return list(BUILDINGS) if suit == "bird" else [SUIT_BUILDING[suit]]


@predicate("other_bot_is", outcomes=("yes", "no"))
def other_bot_is(ctx: RcCtx, faction: str = "") -> tuple[str, Message]:
    """Whether another bot of the game (of that faction, if named) could be affected."""
    others = [b for b in ctx.other_bots() if not faction or ctx.bots[b].get("faction") == faction]
    return ("yes" if others else "no"), ctx.msg("%n such bots in the game", len(others))
