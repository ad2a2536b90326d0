"""Setup and round start of the automa (seed 003, Setup and Round start paragraphs)."""

from __future__ import annotations

import pytest
from ga_helpers import bot, keyed_deck, run, session

from desktop.core.messages import InputError
from desktop.core.pack.pack_loading import word
from desktop.core.pack.registry import RuleError
from desktop.core.play.node_texts import node_texts


def test_setup_places_capital_and_five_peasants__seed003_setup() -> None:
    s = session("easy", colour="red")
    shown = run(s, "setup")
    assert shown.has("Place the automa's capital and 5 peasants in its starting province as usual.")
    assert shown.has("colour (red)")
    assert shown.has("difficulty level as neutral on the hint card")
    assert shown.has("keep 12 random cards")


def test_setup_with_keyed_cards_keeps_twelve_random_of_them__seed003_setup() -> None:
    s = session("easy", keyed_deck(20))
    kept = bot(s)["deck"]["draw"]
    assert len(kept) == 12 and len(set(kept)) == 12
    assert bot(s)["deck"]["draw_count"] == 12
    shown = run(s, "setup")
    for cid in kept:
        assert cid in shown.find("Keep these automa cards")
    # Other games keep other random dozens: the choice is random, not the first twelve.
    dozens = {tuple(sorted(bot(session("easy", keyed_deck(20), seed=n))["deck"]["draw"])) for n in range(6)}
    assert len(dozens) > 1


def test_too_few_keyed_cards_is_refused_with_a_reason__seed003_setup() -> None:
    with pytest.raises(RuleError, match="11 keyed, the game keeps 12"):
        session("easy", keyed_deck(11))


def test_a_broken_keyed_card_is_refused_and_nothing_changes() -> None:
    deck = keyed_deck(12)
    deck["cards"][3]["numbers"] = [1, 2, 3]
    s = session("easy")
    with pytest.raises(RuleError, match="cards.3.numbers"):
        s.add_bot("b", {"difficulty": "easy"}, deck)
    assert list(s.world["bots"]) == ["a"]


@pytest.mark.parametrize(("difficulty", "row"), [("easy", 4), ("medium", 5), ("hard", 6)])
def test_row_size_follows_difficulty__seed003_round_start(difficulty: str, row: int) -> None:
    s = session(difficulty)
    shown = run(s, "round_start")
    assert shown.has(f"lay out a row of {row} cards")
    assert shown.has("the first 3 face up, the rest face down")
    assert len(bot(s)["row"]["cards"]) == row
    assert bot(s)["deck"]["draw_count"] == 12 - row
    assert bot(s)["round"] == 1


def test_keyed_row_names_cards_in_order_first_three_face_up__seed003_round_start() -> None:
    s = session("medium", keyed_deck(12))
    shown = run(s, "round_start")
    row = bot(s)["row"]["cards"]
    assert len(row) == 5
    assert shown.find("lay out the automa's row").endswith(", ".join(row) + ".")
    assert shown.has("the first 3 face up")


def test_empty_deck_shuffles_discard_into_new_deck__seed003_round_start() -> None:
    s = session("medium")
    for _ in range(2):
        run(s, "round_start")
    # Two rows of 5 were dealt; the second start discarded the first row.
    assert bot(s)["deck"]["draw_count"] == 2
    shown = run(s, "round_start")
    text = shown.find("the automa deck holds 2 cards")
    assert "reshuffle the discard pile into a new automa deck" in text
    assert "until the row holds 5" in text
    d = bot(s)["deck"]
    assert len(bot(s)["row"]["cards"]) == 5
    # 2 from the old deck + 3 from the 10 reshuffled discards: 7 stay in the new deck.
    assert (d["draw_count"], d["discard_count"]) == (7, 0)


def test_keyed_reshuffle_keeps_every_kept_card__seed003_round_start() -> None:
    s = session("hard", keyed_deck(15))
    kept = set(bot(s)["deck"]["draw"])
    seen: list[str] = []
    for _ in range(4):
        run(s, "round_start")
        seen += bot(s)["row"]["cards"]
        d = bot(s)["deck"]
        assert set(d["draw"]) | set(d["discard"]) | set(bot(s)["row"]["cards"]) == kept
    assert set(seen) == kept


def test_round_start_resets_row_pass_and_cubes__seed003_round_start() -> None:
    s = session("easy")
    run(s, "round_start")
    run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    assert bot(s)["areas"]["market"] == 1
    s.apply({"type": "correct", "bot": "a", "path": "passed", "value": True})
    run(s, "round_start")
    b = bot(s)
    assert (b["row"]["activated"], b["passed"], b["areas"]["market"], b["round"]) == (0, False, 0, 2)


def test_unknown_difficulty_is_refused() -> None:
    with pytest.raises((RuleError, InputError), match="not easy, medium or hard"):
        session("nightmare")


def test_turn_before_round_start_says_what_to_do() -> None:
    s = session("easy")
    shown = run(s, "turn")
    assert shown.has("run Round start first")
    assert bot(s)["row"]["activated"] == 0


def test_bad_answer_changes_nothing() -> None:
    s = session("easy")
    run(s, "round_start")
    s.apply({"type": "start", "bot": "a", "chart": "turn"})
    before = repr(s.world)
    with pytest.raises(InputError):
        s.apply({"type": "answer", "bot": "a", "option": "a9"})
    assert repr(s.world) == before


def test_a_new_automas_first_round_start_runs_its_setup_first__seed003_setup() -> None:
    """003, Setup: keep 12 random automa cards before the first round. A new game went straight to
    dealing round 1 from a deck the app counted as 12 kept cards the table had never been told to
    keep (helper qa, Glory in Ukrainian)."""
    s = session("medium")
    first = run(s, "round_start")
    assert first.index(first.find("keep 12 random cards")) < first.index(first.find("Round 1:"))
    second = run(s, "round_start")
    assert not second.has("keep 12 random cards"), "set up once"


def test_an_automa_set_up_from_its_routine_is_not_set_up_again__seed003_setup() -> None:
    s = session("medium")
    assert run(s, "setup").has("keep 12 random cards")
    assert not run(s, "round_start").has("keep 12 random cards")


def test_setup_names_the_colour_given_or_asks_to_choose_one__seed003_setup() -> None:
    """Seed 003, Setup: «Оберіть колір для автоми». With no colour given at New game, the step
    read «Дайте автомі її колір (—)»; it now asks the table to choose one, and names one given."""
    assert run(session(), "setup").has("Choose a colour for the automa")
    shown = run(session(colour="red"), "setup")
    assert shown.has("Give the automa its colour (red)") and not shown.has("Choose a colour")


def test_the_chart_box_of_a_colour_not_given_names_it_in_words__seed003_setup() -> None:
    """Seed 003, Setup. The chart's box of the step that names a colour given read «(—)» when
    none was given; a value not known names itself in words, as other boxes ahead do."""
    s = session()
    s.apply({"type": "start", "bot": "a", "chart": "setup"})
    box = node_texts(s, "a", s.pack.charts["setup"], (), "mode")["colour"]
    assert box.params["colour"] == word(s.pack, "colour") and "—" not in str(box.params)
