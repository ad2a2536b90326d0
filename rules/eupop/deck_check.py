"""The player's own check of the Bot Deck card data (issue 14 item 13): a user overlay of the
table `bot_deck_check` confirms or corrects each card; the draw step names unconfirmed costs."""

from __future__ import annotations

import random
from typing import Any, Literal, get_args

from desktop.core.pack.record import Field, Record
from desktop.core.pack.registry import sampler, schema
from desktop.core.play import copy_checks

from .bot import Action, DiscardIcon, EuCtx, FocusType

CardId = Literal[
    "01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12",
    "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24",
]  # fmt: skip
TABLE = "bot_deck_check"  # pack.yaml's `checks:` names the fields a player checks
# The cards whose second Action is FOCUS (cards/bot_deck.yaml), for the random check above.
FOCUS_CARDS = ("16", "17", "18", "19", "20", "21", "22", "23")


class CardCheck(Record):
    """One card as the player read it: confirmed, and any value that differs from the list."""

    confirmed: bool = False
    actions: list[Action] | None = Field(default=None, min_length=1)
    war_action: Action | Literal["none"] | None = None
    cost: int | None = Field(default=None, ge=0)
    discard_icon: DiscardIcon | None = None
    focus_type: FocusType | Literal["none"] | None = None


@schema("table", TABLE)
class DeckCheck(Record):
    """tables/bot_deck_check.yaml: what the player confirmed or corrected, card by card."""

    cards: dict[CardId, CardCheck] = {}


@sampler(TABLE)
def sample_check(rng: random.Random) -> dict[str, dict[str, Any]]:
    """Random, obviously fake answers to the check for random play (never offered to a player):
    many cards confirmed, a few corrected (their Actions, War Action, cost, discard icon or
    Milestone type), and now and then a FOCUS card read as naming no Milestone type, so random
    play meets corrected cards and the FOCUS step that asks for the type."""
    actions, icons, types = get_args(Action), get_args(DiscardIcon), get_args(FocusType)
    cards: dict[str, dict[str, Any]] = {}
    for card in get_args(CardId):
        roll = rng.random()
        if card in FOCUS_CARDS and roll < 0.25:
            cards[card] = {"focus_type": "none"}
        elif roll < 0.5:
            cards[card] = {"confirmed": True}
        elif roll < 0.6:
            cards[card] = rng.choice(
                (
                    {"actions": [rng.choice(actions) for _ in range(rng.randint(1, 2))]},
                    {"war_action": rng.choice((*actions, "none"))},
                    {"cost": rng.randint(0, 3)},
                    {"discard_icon": rng.choice(icons)},
                    {"focus_type": rng.choice((*types, "none"))},
                )
            )
    return cards


def card_data(ctx: EuCtx, card_id: str) -> dict[str, Any]:
    """A Bot Card's values: the pack's list with the player's corrections on top (those the game
    plays with, so a replay reads what the step was played with)."""
    return copy_checks.card_values(ctx.pack, TABLE, card_id, ctx.shared)


def card_is_confirmed(ctx: EuCtx, card_id: str) -> bool:
    """Whether the player checked this card against their own Bot Deck."""
    found = copy_checks.answers(ctx.pack, TABLE, ctx.shared).get(card_id)
    return copy_checks.is_checked(found, ctx.pack.meta.checks[TABLE].fields)


def unconfirmed(ctx: EuCtx) -> list[str]:
    """The card ids the player has not checked yet (all 24 until the check is made)."""
    return copy_checks.unchecked(ctx.pack, TABLE, ctx.shared)
