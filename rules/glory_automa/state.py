"""The automa's tracked state: schemas of tables and keyed cards, the initial state, its view."""

from __future__ import annotations

import random
from typing import Annotated, Any, Literal, NotRequired, TypedDict

from desktop.core.messages import either
from desktop.core.pack.checking import checked
from desktop.core.pack.record import Field, Record, invalid, validates_fields, validates_record
from desktop.core.pack.registry import Ctx, RuleError, init_bot, invariant, sampler, schema, state_view
from desktop.core.profile.schema_words import PackWords, Refused, error_words

WORDS = PackWords("glory_automa")

# Action kinds a card line may show. Technology is a free action in the seed (the Wonder
# text names "the free action of taking a technology"); coins and Glory are free actions too.
FREE_KINDS = ("technology", "coins", "glory", "other")
MAIN_KINDS = (
    "resources",
    "products",
    "market",
    "city",
    "castle",
    "buildings",
    "wonder",
    "swordsmen",
    "ballista",
    "peasants",
    "religion",
    "technology",
    "repair",
    "suppress",
    "battles",
    "other",
)
GOVERNMENTS = ("none", "autocracy", "democracy", "theocracy")
RELIGIONS = ("none", "buddhism", "islam", "christianity", "paganism")
WAREHOUSE = ("food", "wood", "stone", "mead", "fabric", "weapons")
# Board areas whose action cubes count "1 the first time this round, 2 after". `buildings` only
# counts the building actions of the round: their cubes go on the hex built on (seed 003,
# Buildings), 1 or 2 as the table says that hex holds cubes already; the key stays for saved games.
AREAS = (
    "mill",
    "sawmill",
    "forge",
    "meadery",
    "market",
    "buildings",
    "barracks",
    "workshop",
    "city",
    "religion",
    "technology",
    "repair",
    "suppress",
    "battles",
)
CARDS_PER_LINE = 4
# The fewest and most priority numbers a keyed card may hold; tables/priority.yaml says which
# counts between them a card really shows.
MIN_NUMBERS = 4
MAX_NUMBERS = 6
# How many sampled keyed cards (random play only) show nothing but 4s.
ALL_FOURS = 0.15
PriorityNumber = Annotated[int, Field(ge=1, le=4)]


class Strict(Record):
    """Base of the pack's schemas: unknown keys are errors."""


@schema("table", "numbers")
class Numbers(Strict):
    """tables/numbers.yaml: the fixed numbers the seed prints."""

    kept_cards: int = Field(ge=1)
    face_up: int = Field(ge=1)
    start_peasants: int = Field(ge=0)
    coins_gain: int = Field(ge=0)
    glory_gain: int = Field(ge=0)
    city_cubes: int = Field(ge=1)
    wonder_cubes: int = Field(ge=1)
    first_use_cubes: int = Field(ge=1)
    repeat_use_cubes: int = Field(ge=1)
    extra_units: int = Field(ge=0)
    priority_pairs: int = Field(ge=1, le=3)
    battle_count: int = Field(ge=1)
    target_passes: int = Field(ge=1)
    victory_stars: int = Field(ge=1)
    price_steps: int = Field(ge=1)
    wonder_stages_gain: int = Field(ge=1)
    ballista_units: int = Field(ge=1)
    suppress_bag_cubes: int = Field(ge=1)
    cleanup_tech_cubes: int = Field(ge=0)
    surplus_low: int = Field(ge=1)
    surplus_high: int = Field(ge=1)


class Level(Strict):
    """One difficulty level: how many cards the row holds."""

    row: int = Field(ge=1, le=12)


@schema("table", "difficulty")
class Difficulty(Strict):
    """tables/difficulty.yaml."""

    easy: Level
    medium: Level
    hard: Level


@schema("table", "reform")
class Reform(Strict):
    """tables/reform.yaml: fixed ids in the source's alphabetical order."""

    governments: list[Literal["autocracy", "democracy", "theocracy"]] = Field(min_length=3, max_length=3)
    religions: list[Literal["buddhism", "islam", "christianity", "paganism"]] = Field(
        min_length=4, max_length=4
    )
    skip_number: PriorityNumber


@schema("table", "vote")
class Vote(Strict):
    """tables/vote.yaml: which priority numbers name an event card, which add a vote."""

    event_numbers: list[PriorityNumber]
    extra_vote_number: PriorityNumber
    extra_votes: int = Field(ge=1)


class Layout(Strict):
    """How a card with this many priority numbers pairs them for the technology tries."""

    pairs: list[tuple[int, int]] = Field(min_length=1)


@schema("table", "priority")
class Priority(Strict):
    """tables/priority.yaml: the priority-number counts a card may show (reconstructed)."""

    layouts: dict[int, Layout] = Field(min_length=1)

    @validates_record
    def _pairs_on_the_card(self) -> Priority:
        for count, layout in self.layouts.items():
            if not MIN_NUMBERS <= count <= MAX_NUMBERS:
                raise ValueError(f"a card shows {MIN_NUMBERS} to {MAX_NUMBERS} priority numbers, not {count}")
            if any(not 1 <= n <= count for pair in layout.pairs for n in pair):
                raise ValueError(f"layout {count}: a pair names a number the card does not show")
        return self


class KeyedCard(Strict):
    """One automa card as a player keyed it in from the physical card."""

    id: Annotated[str, Field(pattern=r"^[A-Za-z0-9_.\-]+$", max_length=20)]
    label: str = Field("", max_length=60)
    # As many as the card shows: tables/priority.yaml lists the counts a card may have. No
    # max_length in the schema: the editor then takes the numbers typed as a list ("2, 3, 1, 4"),
    # since a fixed row of boxes cannot hold four as well as six.
    numbers: list[PriorityNumber] = Field(min_length=MIN_NUMBERS)
    free: list[Literal[FREE_KINDS]] = Field(min_length=2, max_length=2)  # type: ignore[valid-type]
    main: list[Literal[MAIN_KINDS]] = Field(  # type: ignore[valid-type]
        min_length=CARDS_PER_LINE,
        max_length=CARDS_PER_LINE,
    )
    arrow: int = Field(ge=1, le=CARDS_PER_LINE)
    scale: str = Field("", max_length=120)  # terrain types and directions, as the card shows

    @validates_fields("numbers")
    @classmethod
    def _at_most(cls, numbers: list[int]) -> list[int]:
        if len(numbers) > MAX_NUMBERS:
            raise Refused(
                WORDS.msg(
                    "a card shows at most %n priority numbers, not {given}",
                    MAX_NUMBERS,
                    given=len(numbers),
                )
            )
        return numbers


@schema("profile", "automa_cards")
class KeyedDeck(Strict):
    """The keyed-cards profile: automa cards a player keyed in once, reused in later games."""

    name: str = Field("", max_length=60)
    cards: list[KeyedCard] = Field(min_length=1)

    @validates_record
    def _unique(self) -> KeyedDeck:
        ids = [c.id for c in self.cards]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise Refused(WORDS.msg("cards keyed in twice: {cards}", cards=", ".join(dupes)))
        return self


class AutomaDeck(TypedDict):
    """The kept automa cards: ids (keyed cards only) and counts of the deck and discard pile."""

    draw: list[str]
    discard: list[str]
    draw_count: int
    discard_count: int


class Row(TypedDict):
    """The round's row of cards: its size, the cards dealt (None: a physical card), the arrows."""

    size: int
    activated: int
    cards: list[Any]
    arrows: list[int]


class MainAction(TypedDict):
    """The main-action line the active card plays, and whether it was done."""

    line: int
    status: str


class Market(TypedDict):
    """How far the automa's trades moved the market prices."""

    food_up: int
    weapons_down: int


class GaBot(TypedDict):
    """One automa's tracked state."""

    difficulty: str
    colour: str
    round: int
    keyed: dict[str, dict[str, Any]]
    deck: AutomaDeck
    row: Row
    main: MainAction
    passed: bool
    areas: dict[str, int]
    warehouse: dict[str, int]
    treasury: int
    glory: int
    market: Market
    government: str
    religion: str
    reformed: bool
    reform_index: int
    vote_index: int
    cities: int
    castles: int
    wonder_stages: int
    achievements: dict[str, int]
    yields: dict[str, Any]
    numbers: int  # priority numbers on a physical card (keyed cards carry their own)
    set_up: NotRequired[bool]  # the Setup chart ran (a state saved before it was kept has none)


GaCtx = Ctx[GaBot]


def numbers(ctx: GaCtx) -> Numbers:
    """The validated fixed numbers."""
    table: Numbers = ctx.table("numbers")
    return table


def keyed_deck(ctx: GaCtx) -> KeyedDeck | None:
    """The bot's keyed-cards profile, validated (None: the player reads physical cards)."""
    if not ctx.profile:
        return None
    try:
        deck = checked(KeyedDeck, ctx.profile)
    except invalid() as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise RuleError(
            ctx.msg("Keyed automa cards: {where}: {reason}", where=where, reason=error_words(dict(first)))
        ) from None
    counts = sorted(layouts(ctx))
    for i, card in enumerate(deck.cards):
        if len(card.numbers) not in counts:
            raise RuleError(
                ctx.msg(
                    "Keyed automa cards: {where}: %n priority numbers; a card shows {shown}.",
                    len(card.numbers),
                    where=f"cards.{i}.numbers",
                    shown=either([str(c) for c in counts]),
                )
            )
    return deck


def layouts(ctx: GaCtx) -> dict[int, Layout]:
    """The priority-number layouts a card may have, by count (tables/priority.yaml)."""
    table: Priority = ctx.table("priority")
    return table.layouts


def keyed_card(ctx: GaCtx, card_id: str | None) -> dict[str, Any] | None:
    """A keyed card by id, as plain data."""
    if card_id is None:
        return None
    return ctx.bot["keyed"].get(card_id)


def kept_cards(ctx: GaCtx, kept: int) -> tuple[dict[str, dict[str, Any]], list[str]]:
    """The keyed cards by id and the ones setup keeps, drawn at random (none for physical cards)."""
    deck = keyed_deck(ctx)
    if deck is None:
        return {}, []
    if len(deck.cards) < kept:
        raise RuleError(
            ctx.msg(
                "Keyed automa cards: %n keyed, the game keeps {kept}; "
                "key in more cards or play without them.",
                len(deck.cards),
                kept=kept,
            )
        )
    keyed = {c.id: c.to_data() for c in deck.cards}
    # Setup keeps 12 random cards; the rest go back to the box.
    return keyed, ctx.rng.sample(sorted(keyed), kept)


@init_bot
def new_bot(ctx: GaCtx, options: dict[str, Any]) -> GaBot:
    """A new automa: the difficulty's row, the kept cards (keyed ones drawn at random) (seed 003, Setup)."""
    level = str(options.get("difficulty") or "medium")
    levels = ctx.table("difficulty")
    if level not in ("easy", "medium", "hard"):
        raise RuleError(ctx.msg("Difficulty '{level}' is not easy, medium or hard.", level=level))
    nums = numbers(ctx)
    keyed, draw = kept_cards(ctx, nums.kept_cards)
    return {
        "difficulty": level,
        "colour": str(options.get("colour") or ""),
        "round": 0,
        "keyed": keyed,
        "deck": {"draw": draw, "discard": [], "draw_count": nums.kept_cards, "discard_count": 0},
        "row": {"size": getattr(levels, level).row, "activated": 0, "cards": [], "arrows": []},
        "main": {"line": 0, "status": "idle"},
        "passed": False,
        "areas": {a: 0 for a in AREAS},
        "warehouse": {w: 0 for w in WAREHOUSE},
        "treasury": 0,
        "glory": 0,
        "market": {"food_up": 0, "weapons_down": 0},
        "government": "none",
        "religion": "none",
        "reformed": False,
        "reform_index": 1,
        "vote_index": 1,
        "cities": 1,  # the capital is the automa's first city
        "castles": 0,
        "wonder_stages": 0,
        "achievements": {"instant": 0, "recurrent": 0},
        "yields": {k: options.get(f"yield_{k}") for k in ("mill", "sawmill", "forge", "meadery")},
        "numbers": physical_count(ctx, options),
    }


def physical_count(ctx: GaCtx, options: dict[str, Any]) -> int:
    """How many priority numbers the physical cards show (bot option; six unless told)."""
    count = int(options.get("numbers") or MAX_NUMBERS)
    if count not in layouts(ctx):
        raise RuleError(
            ctx.msg(
                "An automa card shows {shown} priority numbers.",
                shown=either([str(c) for c in sorted(layouts(ctx))]),
            )
        )
    return count


@state_view
def state_json(ctx: GaCtx) -> dict[str, Any]:
    """The JSON state the CLI prints: everything but the keyed cards' data and the yields."""
    bot = ctx.bot
    return {k: v for k, v in bot.items() if k not in ("keyed", "yields")} | {"keyed_cards": len(bot["keyed"])}


@invariant("row_within_bounds")
def row_ok(ctx: GaCtx) -> list[str]:
    """The row never has more cards activated than it holds, one arrow per activation."""
    out = []
    for bid, bot in ctx.bots.items():
        row = bot["row"]
        if not 0 <= row["activated"] <= row["size"]:
            out.append(f"{bid}: {row['activated']} activated of {row['size']}")
        if len(row["arrows"]) != row["activated"]:
            out.append(f"{bid}: {len(row['arrows'])} arrows for {row['activated']} cards")
    return out


@invariant("cards_conserved")
def conserved(ctx: GaCtx) -> list[str]:
    """The kept automa cards are all in the deck, the discard pile or the row."""
    out = []
    kept = numbers(ctx).kept_cards
    for bid, bot in ctx.bots.items():
        d = bot["deck"]
        in_play = d["draw_count"] + d["discard_count"] + len(bot["row"]["cards"])
        if in_play != kept:
            out.append(f"{bid}: {in_play} automa cards in play, not {kept}")
        if bot["keyed"] and (len(d["draw"]) != d["draw_count"] or len(d["discard"]) != d["discard_count"]):
            out.append(f"{bid}: card lists and counts differ")
    return out


@invariant("no_negative_stock")
def stock(ctx: GaCtx) -> list[str]:
    """No warehouse, treasury or Glory count is below zero."""
    return [
        f"{bid}: {k} {v}"
        for bid, bot in ctx.bots.items()
        for k, v in [*bot["warehouse"].items(), ("treasury", bot["treasury"]), ("glory", bot["glory"])]
        if v < 0
    ]


@sampler("automa_cards")
def sample_cards(rng: random.Random) -> dict[str, Any]:
    """Random, obviously fake keyed cards for random play (never offered as a real deck). Now and
    then a card shows only 4s, the number that names no government and no event card, so random
    play meets the reform and the vote that find nothing on the card."""
    cards = []
    for i in range(1, rng.randint(12, 16) + 1):
        count = rng.choice((MIN_NUMBERS, MAX_NUMBERS))
        fours = rng.random() < ALL_FOURS
        cards.append(
            {
                "id": f"S{i:02d}",
                "numbers": [4 if fours else rng.randint(1, 4) for _ in range(count)],
                "free": [rng.choice(FREE_KINDS) for _ in range(2)],
                "main": [rng.choice(MAIN_KINDS) for _ in range(CARDS_PER_LINE)],
                "arrow": rng.randint(1, CARDS_PER_LINE),
            }
        )
    return checked(KeyedDeck, {"name": "Sample cards", "cards": cards}).to_data(json=True)
