"""Cyclone worked cases (seed 004, «Cyklon»)."""

from __future__ import annotations

import pytest
from mega_helpers import Play


def cyclone(held: tuple[str, ...] = (), any_city: str = "yes") -> Play:
    return Play().start("cyclone").play({"any_city": any_city}, held=held)


def test_victim_selects_3_and_others_select_2__seed004_cyklon() -> None:
    text = cyclone().seen("select")
    assert "selects 3 of its cities adjacent to that open sea" in text
    assert "Every other player with cities adjacent to it selects 2" in text


def test_open_sea_with_most_cities_victim_breaks_ties__seed004_cyklon() -> None:
    text = cyclone().seen("sea")
    assert "the most of the primary victim's cities" in text and "primary victim picks" in text


def test_trade_empire_selects_one_more__seed004_cyklon() -> None:
    text = cyclone(("p_trade_empire",)).seen("select")
    assert "selects 4 of its cities" in text and "☐ Trade Empire +1" in text


@pytest.mark.parametrize(
    ("held", "unselect", "reduced"),
    [
        ((), 0, 3),
        (("p_masonry",), 1, 2),
        (("p_calendar",), 2, 1),
        (("p_masonry", "p_calendar"), 3, 0),
        (("p_trade_empire", "p_masonry", "p_calendar"), 3, 1),
    ],
)
def test_masonry_and_calendar_unselect_after_selection__seed004_cyklon(
    held: tuple[str, ...], unselect: int, reduced: int
) -> None:
    play = cyclone(held)
    text = play.seen("reduce")
    assert f"unselects {unselect} of its selected cities" in text
    assert f"at most {reduced}" in text
    # Masonry and Calendar are asked only after the selection is stated.
    order = [n for n, _ in play.shown]
    assert order.index("select") < order.index("p_masonry") < order.index("p_calendar")


def test_protection_never_cancels_it_for_other_players__seed004_cyklon() -> None:
    play = cyclone(("p_masonry", "p_calendar"))
    assert "The other players reduce every city they selected" in play.seen("reduce")


def test_no_victim_city_by_the_open_sea_cancels_it__seed004_cyklon() -> None:
    play = cyclone(any_city="no")
    assert "No Cyclone" in play.seen("cancelled")
    assert not play.was_shown("p_trade_empire") and not play.was_shown("select")
