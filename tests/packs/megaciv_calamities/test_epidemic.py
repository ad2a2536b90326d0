"""Epidemic worked cases (seed 004, «Epidemia»; extra modifiers from the research table)."""

from __future__ import annotations

import pytest
from mega_helpers import Play

from desktop.core.messages import render_plain


def epidemic(held: tuple[str, ...] = ()) -> Play:
    return Play().start("epidemic").play({"traded": "yes"}, held=held)


def test_primary_15_two_secondaries_10_each__seed004_epidemia() -> None:
    play = epidemic()
    assert "The primary victim takes 15 damage" in play.seen("primary_damage")
    assert "names 2 other players" in play.seen("name")
    assert "The beneficiary cannot be one of them" in play.seen("name")
    assert "The first secondary victim takes 10 damage" in play.seen("second_damage_1")
    assert "The second secondary victim takes 10 damage" in play.seen("second_damage_2")


@pytest.mark.parametrize(
    ("held", "primary", "first", "second"),
    [
        (("p_medicine",), 10, 10, 10),
        (("s1_medicine",), 15, 5, 10),
        (("s2_medicine",), 15, 10, 5),
        (("p_medicine", "s1_medicine", "s2_medicine"), 10, 5, 5),
    ],
)
def test_medicine_spares_5_damage_for_any_player__seed004_epidemia(
    held: tuple[str, ...], primary: int, first: int, second: int
) -> None:
    play = epidemic(held)
    assert f"takes {primary} damage" in play.seen("primary_damage")
    assert f"takes {first} damage" in play.seen("second_damage_1")
    assert f"takes {second} damage" in play.seen("second_damage_2")


def test_research_modifiers_are_applied_and_marked() -> None:
    """Research table (not the seed): Roadbuilding and Trade Empire +5, Enlightenment −5 for the
    primary victim; Anatomy −5 for a secondary victim."""
    play = epidemic(("p_roadbuilding", "p_trade_empire", "s1_anatomy"))
    assert "takes 25 damage" in play.seen("primary_damage")
    assert "takes 5 damage" in play.seen("second_damage_1")
    play = epidemic(("p_medicine", "p_enlightenment"))
    assert "takes 5 damage" in play.seen("primary_damage")
    chart = play.session.pack.charts["epidemic"].node_map()
    for node in ("p_enlightenment", "p_roadbuilding", "p_trade_empire", "s1_anatomy"):
        assert chart[node].reconstructed and chart[node].source.seed == "research"
    assert not chart["p_medicine"].reconstructed and chart["p_medicine"].source.seed == "004"


def test_damage_never_goes_below_zero() -> None:
    play = epidemic(("s1_medicine", "s1_anatomy"))
    assert "takes 0 damage" in play.seen("second_damage_1")


def test_untraded_card_uses_the_stock_rule_for_the_beneficiary() -> None:
    play = Play().start("epidemic").play({"traded": "no", "most_cities": "yes"})
    assert play.was_shown("one")
    step_note = play.session.pack.charts["epidemic"].node_map()["name"].note
    assert step_note is not None and "another Epidemic this turn" in render_plain(step_note)
