"""Civil War worked cases (seed 004, «Wojna Domowa»)."""

from __future__ import annotations

import pytest
from mega_helpers import Play

from desktop.core.messages import InputError, render_plain
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view

BEN = {"ben_cities": "yes"}


def civil_war(points: int, held: tuple[str, ...] = (), **answers: str) -> Play:
    return (
        Play()
        .start("civil_war")
        .play({**BEN, "exact": "yes", "stock": "yes", **answers}, held=held, points=points)
    )


def test_music_and_philosophy_cancel_out_victim_selects_17__seed004_wojna_domowa() -> None:
    """52 unit points, Music (☒ −5) and Philosophy (☐ +5): 52 − 35 = 17 to select."""
    play = civil_war(52, held=("p_music", "p_philosophy"))
    text = play.seen("select")
    assert "marks 17 unit points as selected" in text
    assert "keeps the rest on the board: 35" in text
    assert "52 on the board − 35 = 17" in text
    assert "Music protects: 5 less" in text and "Philosophy makes it worse: 5 more" in text
    assert play.state["held"]["primary"] == ["music", "philosophy"]


@pytest.mark.parametrize(
    ("held", "select", "keep"),
    [
        ((), 17, 35),
        (("p_music",), 12, 40),
        (("p_drama_and_poetry",), 12, 40),
        (("p_democracy",), 7, 45),
        (("p_philosophy",), 22, 30),
        (("p_military",), 22, 30),
        (("p_philosophy", "p_military"), 27, 25),
        (("p_music", "p_drama_and_poetry"), 7, 45),
    ],
)
def test_each_advance_moves_the_selection__seed004_wojna_domowa(
    held: tuple[str, ...], select: int, keep: int
) -> None:
    """Music and Drama and Poetry −5, Democracy −10, Philosophy and Military +5 each."""
    text = civil_war(52, held=held).seen("select")
    assert f"marks {select} unit points as selected" in text
    assert f"on the board: {keep}" in text


def test_protected_victim_below_the_threshold_has_no_civil_war__seed004_wojna_domowa() -> None:
    """Fewer units than required, advances counted: Democracy keeps 45, so 44 means no Civil War."""
    play = civil_war(44, held=("p_democracy",))
    assert play.was_shown("none") and not play.was_shown("select")
    assert "on the board: 44; kept: 45" in play.seen("none")
    assert play.reasons()["occurs"].startswith("no")


def test_35_unit_points_and_no_advance_means_no_civil_war__seed004_wojna_domowa() -> None:
    play = civil_war(35)
    assert play.was_shown("none")


def test_harmful_advances_bring_civil_war_below_35__seed004_wojna_domowa() -> None:
    """Philosophy and Military keep only 25, so a victim with 30 unit points selects 5."""
    text = civil_war(30, held=("p_philosophy", "p_military")).seen("select")
    assert "marks 5 unit points as selected" in text


def test_beneficiary_has_the_fewest_cities_in_stock__seed004_wojna_domowa() -> None:
    """Seed 004, «Wojna Domowa»: «Beneficjentem zostaje gracz z najmniejszą ilością miast w
    zasobach (w przypadku remisu największą ilością jednostek w zasobach)»: the fewest cities in
    stock, a tie to the most units in stock."""
    play = Play().start("civil_war")
    play.done()
    step = play.session.current("resolver")
    assert step is not None and step.node == "ben_cities"
    assert "exactly one have the fewest cities in stock?" in play.text
    assert not step.reconstructed
    play.answer("no")
    assert "tied for the fewest cities in stock, does exactly one have the most units in stock?" in play.text
    note = render_plain(step.note)
    assert "most units in stock" in note and "choose that rule" in note


def test_the_table_may_choose_most_cities_instead__seed004_wojna_domowa() -> None:
    """The rule the English card prints (most cities in stock) is a named option of the resolver,
    marked as not from the calamity rules; the seed's rule stays the default."""
    play = Play(civil_war_beneficiary="civil_war_most_cities").start("civil_war")
    play.done()
    step = play.session.current("resolver")
    assert step is not None and step.node == "ben_cities" and step.reconstructed
    assert "exactly one have the most cities in stock?" in play.text
    play.answer("no")
    assert "tied for the most cities in stock" in play.text


def test_beneficiary_tie_goes_to_most_units_then_ast__seed004_wojna_domowa() -> None:
    play = civil_war(40, ben_cities="no", ben_units="no")
    assert "higher on the A.S.T." in play.seen("ben_ast")
    play = civil_war(40, ben_cities="no", ben_units="yes")
    assert play.was_shown("ben_one") and not play.was_shown("ben_ast")


def test_selection_rules_whole_and_adjacent_areas__seed004_wojna_domowa() -> None:
    text = civil_war(60).seen("how")
    assert "The primary victim selects whole areas: in every area it selects, all of its units" in text
    assert "adjacent to each other" in text


def test_relaxation_order_when_exact_selection_is_impossible__seed004_wojna_domowa() -> None:
    """The four rules are given up in the seed's order: whole areas, adjacency, exact total,
    annexable in full."""
    text = civil_war(60, exact="no").seen("relax")
    order = [
        text.index("1. all units of each selected area"),
        text.index("2. selected areas adjacent"),
        text.index("3. the exact total to select (25)"),
        text.index("4. a selection the beneficiary can annex in full"),
    ]
    assert order == sorted(order)
    assert not civil_war(60, exact="yes").was_shown("relax")


def test_short_stock_becomes_barbarian_tokens_or_pirate_cities__seed004_wojna_domowa() -> None:
    play = civil_war(60, stock="no")
    text = play.seen("annex_part")
    assert "barbarian tokens" in text and "pirate cities" in text
    assert not play.was_shown("annex_all")


def test_enough_stock_in_the_wrong_mix_still_annexes_everything__seed004_wojna_domowa() -> None:
    text = civil_war(60, stock="yes").seen("annex_all")
    assert "annexes every selected unit" in text and "mix of cities and tokens" in text


def test_unit_points_are_a_number_question_in_the_flow__seed004_wojna_domowa() -> None:
    """Issue 15 item 21: the count is asked in the flow (typed), so the whole path runs headless."""
    play = Play().start("civil_war").play(BEN, stop="enter_points")
    step = play.session.current("resolver")
    assert step is not None and step.kind == "number" and step.number == {"min": 0, "max": 999}
    play.enter_points("41")
    assert play.state["board"]["unit_points"] == 41
    play.play({"exact": "yes", "stock": "yes"})
    assert "marks 6 unit points" in play.seen("select")


def test_no_mat_counter_stands_in_for_the_civil_war_question__seed004_wojna_domowa() -> None:
    """Issue 15 item 1: the unit points are only asked in the flow; the panel shows no counter
    a player might fill in instead (nothing else read it)."""
    play = Play().start("civil_war").play(BEN, stop="enter_points")
    view = build_view(play.session, PlayState(active="resolver"))
    resolver = view.bot("resolver")
    assert resolver is not None and resolver.mat == ()
    assert play.session.pack.meta.mat == []


@pytest.mark.parametrize("bad", [-3, "many", 1000, 2.5])
def test_impossible_count_is_refused_and_nothing_is_lost(bad: object) -> None:
    play = Play().start("civil_war").play(BEN, held=("p_music",), stop="enter_points")
    before = play.session.cursor
    with pytest.raises(InputError):
        play.enter_points(bad)
    assert play.session.cursor == before and play.node == "enter_points"
    assert play.state["held"]["primary"] == ["music"]
    play.enter_points(50)
    assert play.state["board"]["unit_points"] == 50


def test_undo_and_redo_give_the_same_selection() -> None:
    play = civil_war(52, held=("p_democracy",))
    first = play.seen("select")
    session = play.session
    while session.can_undo():
        session.undo()
    while session.can_redo():
        session.redo()
    assert session.current("resolver") is None
    texts = [render_plain(e.text) for e in session.log() if e.node == "select"]
    assert texts == [first]
