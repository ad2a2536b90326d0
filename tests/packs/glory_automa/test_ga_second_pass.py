"""Second pass over seed 003 (issue 15 items 13-16): action cubes of archers and technologies."""

from __future__ import annotations

import pytest
from ga_helpers import bot, keyed_deck, run, session

from desktop.core.cli.simulate import simulate
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.session import Session


def _ready(age: int = 1) -> Session:
    s = session("hard", age=age)
    run(s, "round_start")
    return s


def _turn(s: Session, main_answers: list[str]) -> list[str]:
    """One physical turn whose card shows coins twice and plays line 1."""
    return run(s, "turn", ["a1", "coins", "coins", *main_answers, "no"])


def test_archers_after_swordsmen_put_two_cubes_on_the_barracks__seed003_main_action_cubes() -> None:
    """The seed's example: swordsmen first (1 cube on the barracks), then archers (2 on the same area)."""
    s = _ready(age=1)
    assert _turn(s, ["swordsmen", "yes", "no"]).has("Put 1 action cube on the barracks area.")
    shown = _turn(s, ["ballista", "yes", "no"])
    assert shown.has("Place 1 archer unit on the priority hex") and shown.has(
        "Put 2 action cubes on the barracks area."
    )
    assert bot(s)["areas"]["barracks"] == 2 and bot(s)["areas"]["workshop"] == 0


def test_ballista_still_goes_to_the_workshop__seed003_ballista() -> None:
    s = _ready(age=2)
    _turn(s, ["swordsmen", "yes", "no"])
    assert _turn(s, ["ballista", "yes", "no"]).has("Put 1 action cube on the workshop area.")
    assert bot(s)["areas"] == bot(s)["areas"] | {"barracks": 1, "workshop": 1}


def test_technology_moves_the_technology_cubes_counter__seed003_technology() -> None:
    s = _ready()
    run(s, "turn", ["a1", "technology", "no", "no", "no", "coins", "market", "no"])
    assert bot(s)["areas"]["technology"] == 0  # no technology found on the board: no cube
    shown = run(s, "turn", ["a1", "technology", "yes", "coins", "market", "no"])
    assert shown.has("Take that technology for the automa. Put 1 action cube on the technology board.")
    shown = run(s, "turn", ["a1", "technology", "no", "yes", "coins", "market", "no"])
    assert shown.has("Take that technology for the automa. Put 2 action cubes on the technology board.")
    assert bot(s)["areas"]["technology"] == 2


def test_keyed_card_with_four_numbers_tries_consecutive_pairs__seed003_technology() -> None:
    """Reconstructed layout: "three consecutive pairs" of four numbers are 1-2, 2-3, 3-4."""
    deck = keyed_deck(12, numbers=[3, 1, 2, 4], free=["technology", "coins"], main=["market"] * 4)
    s = session("easy", deck)
    run(s, "round_start")
    shown = run(s, "turn", ["no", "no", "yes", "no"])
    assert shown.has("Try 1: is there a technology card in row 3, column 1")
    assert shown.has("Try 2: is there a technology card in row 1, column 2")
    assert shown.has("Try 3: is there a technology card in row 2, column 4")
    assert shown.has("Take the technology in row 2, column 4 for the automa.")


def test_physical_cards_of_four_numbers_name_the_pairs__seed003_technology() -> None:
    s = session("hard", numbers="4")
    run(s, "round_start")
    shown = run(s, "turn", ["a1", "technology", "no", "no", "no", "coins", "market", "no"])
    assert shown.has("Try 2: priority numbers 2 and 3 of the active card")
    assert shown.has("Try 3: priority numbers 3 and 4 of the active card")


def test_a_card_keyed_with_five_numbers_is_refused__seed003_technology() -> None:
    deck = keyed_deck(12)
    deck["cards"][3]["numbers"] = [1, 2, 3, 4, 1]
    with pytest.raises(RuleError, match=r"cards\.3\.numbers: 5 priority numbers; a card shows 4 or 6"):
        session("easy", deck)


def test_reform_and_vote_read_only_the_numbers_the_card_shows__seed003_reform() -> None:
    """Physical cards of four numbers: three skip numbers leave none for a religion; the vote reads four."""
    s = session("easy", numbers="4")
    run(s, "round_start")
    for _ in range(3):
        run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    shown = run(s, "turn", ["a1", "coins", "coins", "4", "4", "4", "no"])
    assert shown.has("settle one with the table")
    shown = run(s, "achievements", ["4", "4", "4", "4", "no", "no"])
    assert shown.has("the automa does not vote")


def test_achievements_before_any_keyed_card_reads_the_vote_from_the_table__seed003_achievements() -> None:
    """Found by random play with keyed cards: no card activated yet means no numbers to read."""
    s = session("easy", keyed_deck(12))
    run(s, "round_start")
    shown = run(s, "achievements", ["1", "no", "no"])
    assert shown.has("What is priority number 1 on the last activated automa card?")


def test_random_play_deals_keyed_cards_too(pack: Pack) -> None:
    """The pack's sampler gives half the random automas keyed cards, so keyed charts are played."""
    result = simulate(pack, turns=200, seed=2)
    assert result.errors == [] and {"turn.activate_keyed", "round_start.deal_keyed"} <= result.visited
