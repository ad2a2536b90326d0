"""Barbarian Hordes worked cases (seed 004, «Hordy Barbarzyńców»)."""

from __future__ import annotations

import pytest
from mega_helpers import Play


def hordes(held: tuple[str, ...] = (), **answers: str) -> Play:
    base = {"traded": "yes", "excess": "no"}
    return Play().start("barbarian_hordes").play({**base, **answers}, held=held)


@pytest.mark.parametrize(
    ("held", "tokens"),
    [
        ((), 15),
        (("p_monarchy",), 10),
        (("p_politics",), 20),
        (("p_provincial_empire",), 20),
        (("p_politics", "p_provincial_empire"), 25),
        (("p_monarchy", "p_politics", "p_provincial_empire"), 20),
    ],
)
def test_barbarian_tokens_after_advances__seed004_hordy_barbarzyncow(
    held: tuple[str, ...], tokens: int
) -> None:
    """15 tokens; Monarchy ☒ −5, Politics ☐ +5, Provincial Empire ☐ +5."""
    text = hordes(held).seen("attack")
    assert f"{tokens} barbarian tokens attack it" in text
    assert "city in the wilderness" in text


def test_breakdown_names_each_advance__seed004_hordy_barbarzyncow() -> None:
    text = hordes(("p_monarchy", "p_politics")).seen("attack")
    assert (
        "base 15" in text
        and "Monarchy protects: 5 less" in text
        and "Politics makes it worse: 5 more" in text
    )


def test_trader_is_the_beneficiary__seed004_hordy_barbarzyncow() -> None:
    play = hordes(traded="yes")
    assert "traded this calamity" in play.seen("by_trade")
    assert not play.was_shown("most_cities")


def test_drawn_card_goes_to_most_cities_in_stock__seed004_hordy_barbarzyncow() -> None:
    play = hordes(traded="no", most_cities="no", most_units="yes")
    assert play.was_shown("one") and not play.was_shown("by_trade")
    assert "most cities in stock" in play.seen("most_cities")


def test_conflict_limits_are_listed__seed004_hordy_barbarzyncow() -> None:
    text = hordes().seen("limits")
    for clause in (
        "other players' units in the area fight too",
        "the beneficiary's advances do not help the barbarians",
        "Cultural Ascendancy and Diplomacy",
        "takes no card from the primary victim",
    ):
        assert clause in text


def test_excess_keeps_moving_until_no_excess__seed004_hordy_barbarzyncow() -> None:
    """Each move is numbered; the loop ends when no barbarians exceed the population limit."""
    play = Play().start("barbarian_hordes").play({"traded": "yes"}, stop="excess")
    for expected in (1, 2, 3):
        play.answer("yes")  # more barbarians than the population limit
        assert play.node == "can_move"
        assert "not open sea" in play.text and "attack there would succeed" in play.text
        play.answer("yes")  # a legal adjacent area exists
        assert play.node == "move" and play.text.startswith(f"Move {expected}:")
        play.done()
    play.answer("no")
    assert play.node == "stay"
    assert "Universal Doctrine" in play.text and "victim of both" in play.text


def test_no_legal_move_removes_the_excess__seed004_hordy_barbarzyncow() -> None:
    play = hordes(excess="yes", can_move="no")
    assert "remove every barbarian above the population limit" in play.seen("remove")
    assert play.was_shown("stay") and not play.was_shown("move")
