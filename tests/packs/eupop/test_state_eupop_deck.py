"""EU pack Bot Deck: the 24 cards as data, drawing, paying, FOCUS set-aside."""

from __future__ import annotations

import pytest

from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.interpreter import make_ctx
from desktop.core.play.session import Session


def test_deck_has_the_24_cards__seed002_bot_cards(pack: Pack) -> None:
    """Seed 002 Bot Cards: every Bot Deck starts with the same 24 cards, ids 01-24."""
    assert sorted(pack.decks["bot_deck"]) == [f"{n:02d}" for n in range(1, 25)]


# The "(Bot Cards: ...)" line under each chart title in seed 002 (000 where 002 lost it).
CHART_LINES = [
    ("military", "actions", ["02", "03", "04"]),  # 002 MILITARY
    ("military", "war_action", ["05", "06", "12", "15"]),  # 002 MILITARY, War Action
    ("diplomacy", "actions", ["05", "06", "07", "08"]),  # 002 DIPLOMACY
    ("naval", "actions", ["09", "10"]),  # 002 NAVAL
    ("naval", "war_action", ["11"]),  # 002 NAVAL, War Action
    ("explore", "actions", ["11"]),  # 002 EXPLORE
    ("unrest", "actions", ["13", "20", "21", "22", "23"]),  # 002 UNREST
    ("colonize", "actions", ["12"]),  # 000 KOLONIZACJA
    ("event", "actions", ["01"]),  # 000 WYDARZENIE
    ("papal_curia", "actions", ["14", "15"]),  # 000 KURIA (15: second)
]


@pytest.mark.parametrize("action, field, cards", CHART_LINES)
def test_cards_leading_to_a_chart__seed002_chart_card_lines(
    pack: Pack, action: str, field: str, cards: list[str]
) -> None:
    """Where a seed names the cards leading to a chart, exactly those cards lead there."""
    deck = pack.decks["bot_deck"]
    if field == "actions":
        found = sorted(c for c, card in deck.items() if action in card["actions"])
    else:
        found = sorted(c for c, card in deck.items() if card["war_action"] == action)
    assert found == cards


def test_card_05_is_diplomacy_not_military__seed002_wins_over_research(pack: Pack) -> None:
    """Research (fan app) says 05 is MILITARY; seed 002's DIPLOMACY line names 05, so it wins."""
    card = pack.decks["bot_deck"]["05"]
    assert card["actions"] == ["diplomacy"] and card["war_action"] == "military"
    assert "002" in card["sources"]["actions"]


def test_unknown_values_stay_empty(pack: Pack) -> None:
    """No source gives the Action-card discard icon or card 08's War Action: both unknown."""
    deck = pack.decks["bot_deck"]
    assert all(card["discard_icon"] is None for card in deck.values())
    assert deck["08"]["war_action"] is None
    assert all(card["sources"] for card in deck.values())


def test_every_research_value_says_so(pack: Pack) -> None:
    """Values that rest on the research table are marked as such in the data."""
    deck = pack.decks["bot_deck"]
    assert all("research" in card["sources"]["cost"] for card in deck.values())
    assert "research" in deck["24"]["sources"]["actions"]


def _session(pack: Pack, power: int = 9) -> Session:
    session = Session(pack, seed=11)
    session.add_bot("b1", {"difficulty": "normal", "start_power": power})
    return session


def test_draw_takes_the_top_card_and_shows_its_data(pack: Pack) -> None:
    """Drawing moves the top card to the used pile and shows actions, cost and War Action."""
    session = _session(pack)
    ctx = make_ctx(pack, session.world, "b1", session.rng_for(0))
    top = ctx.bot["deck"]["draw_pile"][0]
    out = pack.registry.effects["draw_bot_card"].func(ctx)
    card = pack.decks["bot_deck"][top]
    # The bundled card list is unconfirmed: the cost carries the note to check the card.
    assert out["card"] == top and out["cost"].params == {"cost": card["cost"], "card": top}
    assert [m.text for m in out["actions"]][0] in {
        "EVENT",
        "MILITARY",
        "DIPLOMACY",
        "NAVAL",
        "EXPLORE",
        "COLONIZE",
        "UNREST",
        "PAPAL CURIA",
        "CONVERT",
        "IDEA",
    }
    assert ctx.bot["deck"]["last_drawn"] == top and ctx.bot["deck"]["used"] == [top]
    assert len(ctx.bot["deck"]["draw_pile"]) == 23


def test_draw_from_an_empty_pile_is_a_clear_error(pack: Pack) -> None:
    """An empty draw pile is reported, not crashed on."""
    session = _session(pack)
    ctx = make_ctx(pack, session.world, "b1", session.rng_for(0))
    ctx.bot["deck"]["used"] += ctx.bot["deck"]["draw_pile"]
    ctx.bot["deck"]["draw_pile"] = []
    with pytest.raises(RuleError, match="empty"):
        pack.registry.effects["draw_bot_card"].func(ctx)


@pytest.mark.parametrize("card, available, paid", [("12", 9, 3), ("12", 1, 1), ("01", 4, 0)])
def test_pay_card_cost__seed000_main_turn_footnote5(pack: Pack, card: str, available: int, paid: int) -> None:
    """Pay the drawn card's Bot Power; with less left, pay what is left (footnote 5)."""
    session = _session(pack, power=available)
    ctx = make_ctx(pack, session.world, "b1", session.rng_for(0))
    ctx.bot["deck"]["last_drawn"] = card
    out = pack.registry.effects["pay_card_cost"].func(ctx)
    assert out["paid"] == paid
    assert ctx.bot["power"]["spent"] == paid


def test_focus_card_is_set_aside__seed002_reshuffle_bot_deck(pack: Pack) -> None:
    """A card used for FOCUS leaves the used pile for the set-aside pile."""
    session = _session(pack)
    ctx = make_ctx(pack, session.world, "b1", session.rng_for(0))
    drawn = pack.registry.effects["draw_bot_card"].func(ctx)["card"]
    pack.registry.effects["set_aside_last_card"].func(ctx)
    assert ctx.bot["deck"]["set_aside"] == [drawn] and ctx.bot["deck"]["used"] == []
