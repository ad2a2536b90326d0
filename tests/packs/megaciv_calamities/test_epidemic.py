"""Epidemic worked cases (seed 004, «Epidemia»; extra modifiers from the research table)."""

from __future__ import annotations

import pytest
from mega_helpers import Play

from desktop.core.messages import render_plain

TWO_NAMED = {"traded": "yes", "named_1": "yes", "named_2": "yes"}


def epidemic(held: tuple[str, ...] = ()) -> Play:
    return Play().start("epidemic").play(TWO_NAMED, held=held)


def test_primary_15_two_secondaries_10_each__seed004_epidemia() -> None:
    play = epidemic()
    assert "The primary victim takes 15 damage" in play.seen("primary_damage")
    assert "names up to 2 other players" in play.seen("name")
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


def test_research_advances_show_the_reconstructed_badge_and_name_all_four() -> None:
    """QA s18 §6: the advances the calamity rules do not name show «≈ reconstructed» on the
    step (not a hedge in its text), and their note names all four, Anatomy too."""
    play = epidemic(("p_enlightenment", "s1_anatomy"))
    for node in ("p_enlightenment_held", "s1_anatomy_held"):
        assert "check" not in play.seen(node)
    chart = play.session.pack.charts["epidemic"].node_map()
    research = [n for n in chart.values() if n.source is not None and n.source.seed == "research"]
    assert {n.id for n in research} >= {"p_roadbuilding_held", "p_trade_empire", "s2_anatomy_held"}
    for node in research:
        if node.id == "begin":
            continue
        assert node.reconstructed and node.verify, node.id
        note = render_plain(node.note)
        assert all(a in note for a in ("Enlightenment", "Roadbuilding", "Trade Empire", "Anatomy")), node.id


def test_damage_never_goes_below_zero() -> None:
    """Medicine and Anatomy spare a secondary victim all 10: it «nie otrzymuje obrażeń», not
    «otrzymuje 0 obrażeń» (QA s18 §7)."""
    play = epidemic(("s1_medicine", "s1_anatomy"))
    assert play.seen("unhurt_1").startswith("The first secondary victim takes no damage (base 10")
    assert not play.was_shown("second_damage_1")
    assert "takes 10 damage" in play.seen("second_damage_2")


def test_the_primary_victim_names_up_to_two_players__seed004_epidemia() -> None:
    """004 l.57: «wybiera 2 innych graczy»; it is silent when fewer can be named (2 or 3 players,
    the beneficiary out). The table says whether each was named; a player not named is shown
    no damage (QA s18 §2)."""
    play = Play().start("epidemic").play({"traded": "yes", "named_1": "yes", "named_2": "no"})
    assert play.was_shown("second_damage_1")
    assert not any(n.startswith(("s2_", "second_damage_2", "unhurt_2")) for n, _ in play.shown)
    play = Play().start("epidemic").play({"traded": "yes", "named_1": "no"})
    assert not any(n.startswith(("s1_", "s2_", "second_damage", "unhurt", "named_2")) for n, _ in play.shown)
    chart = play.session.pack.charts["epidemic"].node_map()
    for node in ("name", "named_1", "named_2"):
        assert chart[node].reconstructed and chart[node].note is not None, node


def test_untraded_card_uses_the_stock_rule_for_the_beneficiary() -> None:
    play = Play().start("epidemic").play({"traded": "no", "most_cities": "yes", "named_1": "no"})
    assert play.was_shown("one")
    step_note = play.session.pack.charts["epidemic"].node_map()["name"].note
    assert step_note is not None and "another Epidemic this turn" in render_plain(step_note)
