"""Achievements phase checklist and cleanup (seed 003, Achievements phase)."""

from __future__ import annotations

from ga_helpers import bot, keyed_deck, run, session


def test_checklist_skips_taxes_and_pays_no_consumption__seed003_achievements_phase() -> None:
    s = session("easy")
    run(s, "round_start")
    shown = run(s, "achievements", ["1", "yes", "yes"])
    assert shown.has("skips religion and technology, and taxes and tithe")
    assert shown.has("gains Glory as any player does")
    assert shown.has("Festival, Expedition, Supply")
    assert shown.has("by discarding 1 or 2")
    assert shown.has("takes troubles as any player does")
    assert shown.has("Add the coins the automa gains from events to its treasury")
    assert shown.has("The automa gets every bonus of the blessing.")
    assert shown.has("pays no consumption and takes no consumption penalty")
    assert bot(s)["achievements"]["recurrent"] == 1


def test_cleanup_discards_played_cards_and_clears_cubes__seed003_achievements_phase() -> None:
    s = session("medium", keyed_deck(12, main=["market"] * 4))
    run(s, "round_start")
    row = list(bot(s)["row"]["cards"])
    run(s, "turn", ["no"])
    run(s, "turn", ["no"])
    assert bot(s)["areas"]["market"] == 2
    shown = run(s, "achievements", ["no", "no"])
    assert shown.has("leaving 1 on the technology board")
    b = bot(s)
    assert b["deck"]["discard"] == row and b["deck"]["discard_count"] == 5
    assert b["row"] == {"size": 5, "activated": 0, "cards": [], "arrows": []}
    assert sum(b["areas"].values()) == 0
    # What it gathered stays: surplus carries over.
    assert (b["treasury"], b["glory"]) == (20, 6)


def test_candidate_for_victory_reminder__seed003_victory() -> None:
    s = session("easy")
    shown = run(s, "achievements", ["1", "no", "no"])
    assert shown.has("candidate for victory as soon as any player has 4 or more")
    # one book for the lost symbol: the step said "your rulebook" and its note "the Automa appendix"
    assert shown.has("4 or more of what your Automa appendix shows beside this number")
    assert not shown.has("rulebook")
    assert shown.has("discarding 1 or 2 of what your Automa appendix shows beside these numbers")
