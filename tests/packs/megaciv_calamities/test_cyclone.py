"""Cyclone worked cases (seed 004, «Cyklon»)."""

from __future__ import annotations

import pytest
from mega_helpers import Play


def cyclone(held: tuple[str, ...] = (), any_city: str = "yes") -> Play:
    return Play().start("cyclone").play({"any_city": any_city, "others": "no"}, held=held)


def other_player(play: Play, held: tuple[str, ...]) -> None:
    """Answer "another player still to resolve" and that player's three advances."""
    play.answer("yes")
    for adv in ("trade_empire", "masonry", "calendar"):
        while play.node != f"s1_{adv}":
            play.done()
        play.answer("yes" if adv in held else "no")
    while play.node != "others":
        play.done()


def test_victim_selects_3_and_others_select_2__seed004_cyklon() -> None:
    play = Play().start("cyclone").play({"any_city": "yes"}, stop="others")
    assert "selects 3 of its cities adjacent to that open sea" in play.seen("select")
    other_player(play, ())
    assert "That player selects 2 of its cities adjacent to that open sea" in play.seen("s1_select")


def test_every_hit_player_answers_for_its_own_advances__seed004_cyklon() -> None:
    """«ofiara» / «you» in the advance lines is whoever selects: each player with adjacent cities."""
    play = Play().start("cyclone").play({"any_city": "yes"}, held=("p_masonry",), stop="others")
    other_player(play, ("trade_empire", "calendar"))
    seen = play.seen("s1_select")
    assert "selects 3 of its cities" in seen and "Trade Empire makes it worse: 1 more" in seen
    assert "unselects 2 of its selected cities" in play.seen("s1_reduce") and "at most 1" in play.seen(
        "s1_reduce"
    )
    other_player(play, ("masonry",))  # the next player starts from no advance held
    assert "selects 2 of its cities" in play.seen("s1_select")
    assert "unselects 1 of its selected cities" in play.seen("s1_reduce") and "at most 1" in play.seen(
        "s1_reduce"
    )
    play.answer("no")
    assert play.node is None
    assert "unselects 1 of its selected cities" in play.seen("reduce")  # the primary's own Masonry


def test_open_sea_with_most_cities_victim_breaks_ties__seed004_cyklon() -> None:
    text = cyclone().seen("sea")
    assert "the most of the primary victim's cities" in text and "primary victim picks" in text


def test_trade_empire_selects_one_more__seed004_cyklon() -> None:
    text = cyclone(("p_trade_empire",)).seen("select")
    assert "selects 4 of its cities" in text and "Trade Empire makes it worse: 1 more" in text


def test_without_masonry_or_calendar_every_selected_city_is_reduced__seed004_cyklon() -> None:
    """004: only Masonry and Calendar unselect cities; without them the step read «rezygnuje z
    wyboru 0 ze swoich wybranych miast (podstawa 0…)»."""
    play = cyclone()
    assert "reduce" not in [n for n, _ in play.shown]
    assert "The primary victim reduces every city it selected: at most 3." in play.seen("reduce_all")


@pytest.mark.parametrize(
    ("held", "unselect", "reduced"),
    [
        (("p_masonry",), 1, 2),
        (("p_calendar",), 2, 1),
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
    play = Play().start("cyclone").play({"any_city": "yes"}, held=("p_masonry", "p_calendar"), stop="others")
    assert play.was_shown("reduce_none")
    assert "still have to resolve the Cyclone" in play.text  # the others are still asked


def test_each_advance_counts_its_own_cities_with_no_base__seed004_cyklon() -> None:
    """004 l.47, 49: Masonry unselects 1 city, Calendar 2; nothing else unselects any, so the
    step names each advance's share and no «podstawa 0» («base 0», QA s18 §1)."""
    text = cyclone(("p_trade_empire", "p_masonry", "p_calendar")).seen("reduce")
    assert "unselects 3 of its selected cities (Masonry: 1, Calendar: 2)" in text, text
    assert "base" not in text and "protects" not in text


def test_every_selected_city_spared_reduces_none__seed004_cyklon() -> None:
    """004 l.47, 49: the primary victim selects 3 and holds Masonry and Calendar (1 + 2): it
    unselects all 3 and no city is reduced, said so, not «najwyżej 0» (QA s18 §1)."""
    play = cyclone(("p_masonry", "p_calendar"))
    none = "The primary victim unselects every city it selected: no city is reduced."
    assert play.seen("reduce_none") == none
    assert not play.was_shown("reduce") and not play.was_shown("reduce_all")
    assert play.reasons()["reduce_spared"] == "all: after the advances: 3"


def test_no_victim_city_by_the_open_sea_cancels_it__seed004_cyklon() -> None:
    play = cyclone(any_city="no")
    assert "No Cyclone" in play.seen("cancelled")
    assert not play.was_shown("p_trade_empire") and not play.was_shown("select")


def test_another_player_never_unselects_more_cities_than_it_selected__seed004_cyklon() -> None:
    """004 l.41, 47, 49: other players select 2 cities; Masonry spares 1 and Calendar 2 of those
    selected. Holding both, it unselects the 2 it has and reduces none; the check counts the 2
    it selected, not 3 (QA s18 §1, §7)."""
    play = (
        Play()
        .start("cyclone")
        .play({"any_city": "yes", "others": "yes"}, held=("s1_masonry", "s1_calendar"), stop="s1_reduce_none")
    )
    assert play.text == "That player unselects every city it selected: no city is reduced."
    assert not play.was_shown("s1_reduce")
    assert play.reasons()["s1_reduce_spared"] == "all: after the advances: 2"
