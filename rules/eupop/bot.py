"""The EU bot's tracked state as types, so every read of it is checked (seed 002, Bot Mat)."""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from desktop.core.pack.registry import Ctx

Difficulty = Literal["easy", "normal", "hard", "very_hard"]
# The chart a Bot Card's Action leads to (seed 002, Bot Cards).
Action = Literal[
    "event",
    "military",
    "diplomacy",
    "naval",
    "explore",
    "colonize",
    "unrest",
    "spy",
    "papal_curia",
    "convert",
    "focus",
    "idea",
]
DiscardIcon = Literal["administrative", "diplomatic", "military", "none"]
FocusType = Literal["economic", "expansion", "political", "war"]


class Power(TypedDict):
    """Bot Power on the Bot Mat: Available and Spent."""

    available: int
    spent: int


class Army(TypedDict):
    """Units of the Army area: upright ones and those laid down above MAC."""

    standing: int
    laid_down: int


class BotDeck(TypedDict):
    """The Bot Deck: card ids in each pile, the card drawn last and the Age it was made for."""

    draw_pile: list[str]
    used: list[str]
    set_aside: list[str]
    removed: list[str]
    last_drawn: str | None
    age: int


class Convert(TypedDict):
    """What a replaced human Realm had, entered on the mat (seed 002, Replacing Humans)."""

    monarch_power: int
    ducats: int
    stability: int
    loans: int


class Walk(TypedDict):
    """A walk through a Realm profile's Targeting Chart (see realm.py)."""

    kind: str
    stage: str
    parent: list[int]
    path: list[int] | None
    sub: bool
    tried: list[list[int]]
    result: str | None
    how: str
    active: bool
    found: dict[str, Any] | None
    rule_sub: str | None
    found_rule: NotRequired[str | None]


class ActionRun(TypedDict, total=False):
    """Bookkeeping of the card action running now (see actions.py `run_state`)."""

    slot: str
    blocked: bool
    acted: bool
    siege_credit: int
    siege_tax_value: int
    battle_start: int
    focus_area: str | None
    war_override: str | None
    ship_stays: bool
    battle_foe: str | None  # whom the last Battle was fought against (naval: human, bot, npr)
    battle_won: bool | None  # how the last Battle ended; None while nobody said
    battle_bonus: bool  # the first-win Bot Power was gained this Turn


class EuBot(TypedDict):
    """One EU bot: its Bot Mat, Bot Deck and what the routines remember between steps."""

    realm: str | None
    difficulty: Difficulty
    power: Power
    focus: dict[str, int]
    ideas: dict[str, int]
    manpower_reserve: int
    army: Army
    state_religion: str | None
    quest_new_world: bool
    at_war: bool
    passed: bool
    round: int
    deck: BotDeck
    convert: Convert
    targeting: Walk | None
    action_run: NotRequired[ActionRun]
    eliminated: NotRequired[bool]  # replaced by a new Bot (Substitute Bots); older saves lack it


EuCtx = Ctx[EuBot]
