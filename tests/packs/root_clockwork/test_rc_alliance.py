"""Automated Alliance (seed 001 §6): Revolt, Public Pity, Spread Sympathy, Organize, Outrage."""

from __future__ import annotations

import pytest
from rc_helpers import correct, play, session, state, turn, two_bots

from desktop.core.messages import InputError, render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.node_texts import node_texts


def test_example_turn_replayed__seed001_alliance_example() -> None:
    """Seed 001, example Alliance first turn: Birdy Bindle, Public Pity twice, bird Revolt, 4 VP."""
    s = session("alliance")
    shown = turn(
        s,
        [
            "bird",
            "yes",  # Birdy Bindle: bird, its bag is in the supply
            "yes",
            "no",
            "0",  # Public Pity 1: token at 2; space 1 of the track shows 0 VP
            "yes",
            "no",
            "1",  # Public Pity 2: token at 5; space 2 shows 1 VP
            "yes",
            "no",
            "1",  # Daylight: token at 6; space 3 shows 1 VP
            "rabbit",
            "1",  # bird Revolt at 5: a Marquise warrior and a workshop removed
        ],
    )
    assert not shown.has("Revolt: in the sympathetic")  # a bird order never revolts in Birdsong
    spreads = [t for t in shown if t.startswith("Spread Sympathy: place")]
    assert len(spreads) == 3
    assert all("unsympathetic clearing of any suit" in t for t in spreads)
    assert shown.has("place the rabbit base there")
    assert shown.has("Recruit: place a warrior in each clearing with a base: 1 in all")
    bot = state(s)
    assert bot["vp"] == 4  # craft 1, spreads 0 + 1 + 1, workshop 1
    assert bot["sympathy"] == 3
    assert bot["bases"] == {"fox": 0, "rabbit": 1, "mouse": 0}
    assert bot["warriors"] == 9


def test_revolt_on_non_bird_order_places_base_and_stops_pity__seed001_6_4_3() -> None:
    s = session("alliance")
    correct(s, sympathy=2)
    shown = turn(s, ["fox", "no", "yes", "2", "yes", "no", "1"])
    assert shown.has("Revolt: in the sympathetic fox clearing with the most enemy pieces")
    assert shown.has("The bot scores 2 VP for them")
    # No Public Pity after a Revolt: only the Daylight spread is shown.
    assert len([t for t in shown if t.startswith("Spread Sympathy: place")]) == 1
    assert state(s)["bases"]["fox"] == 1


def test_public_pity_spreads_once_from_five_tokens__seed001_6_4_4() -> None:
    s = session("alliance")
    correct(s, sympathy=5, bases__fox=1)  # fox base out: no Revolt
    shown = turn(s, ["fox", "no", "yes", "no", "2", "yes", "no", "2"])
    assert len([t for t in shown if t.startswith("Spread Sympathy: place")]) == 2


def test_martial_law_takes_one_vp_off__seed001_6_2_5() -> None:
    s = session("alliance")
    correct(s, bases__mouse=1, sympathy=5)
    shown = turn(s, ["mouse", "no", "yes", "yes", "2", "yes", "yes", "0"])
    # the space showed 2 and 0: the VP are not the space's, and the step says so
    assert shown.has("Martial Law: the bot scores 1 VP, one less than the space just uncovered")
    assert shown.has("Martial Law: the bot scores 0 VP, one less than")  # never below 0
    assert not shown.has("shown on the space just uncovered")
    assert state(s)["vp"] == 1


def test_no_place_for_sympathy_scores_five__seed001_6_5_1_II() -> None:
    s = session("alliance")
    correct(s, bases__rabbit=1, sympathy=10)  # the track is empty
    shown = turn(s, ["rabbit", "no"])
    assert shown.count("The bot cannot spread sympathy: it scores 5 VP instead. VP now: 5.") == 1
    assert state(s)["vp"] == 10  # Public Pity once (10 on the map) and Daylight


def test_organize_returns_warriors_then_spreads__seed001_6_6_1() -> None:
    s = session("alliance")
    correct(s, bases__fox=1, sympathy=6, warriors=4)
    shown = turn(s, ["fox", "no", "yes", "no", "1", "yes", "no", "1", "yes", "3", "yes", "no", "1", "no"])
    assert shown.has("Organize: remove those 3 warriors to the bot's supply (supply now: 7)")
    bot = state(s)
    assert bot["warriors"] == 6  # 4 + 3 organized - 1 recruited at the fox base
    assert bot["sympathy"] == 9


def test_organize_takes_a_clearing_of_three_warriors_or_none__seed001_6_6_1() -> None:
    """§6.6.1: a clearing with a base and at least three Alliance warriors organizes. With fewer on
    the whole map the table is not asked; a count below three is no answer (after "yes", one
    mis-tap removed 0 warriors and spread sympathy, and its VP, for free)."""
    few = session("alliance")
    correct(few, bases__fox=1, sympathy=6, warriors=8)  # 2 warriors on the map
    shown = turn(few, ["fox", "no", "yes", "no", "1", "yes", "no", "1"])
    assert not shown.has("Organize: is there a clearing") and not shown.has("Organize: remove")
    s = session("alliance")
    correct(s, bases__fox=1, sympathy=6, warriors=4)  # 6 on the map
    s.apply({"type": "start", "bot": "b", "chart": "main"})
    with pytest.raises(AssertionError, match="no answer left"):
        play(s, ["fox", "no", "yes", "no", "1", "yes", "no", "1", "yes"])
    step = s.current("b")
    assert step is not None and step.kind == "number" and step.number is not None
    assert (step.number["min"], step.number["max"]) == (3, 6)
    with pytest.raises(InputError):
        s.apply({"type": "answer", "bot": "b", "option": "2"})


def test_bird_revolt_passes_over_a_base_already_on_the_map__seed001_6_5_2_and_2_3() -> None:
    s = session("alliance")
    correct(s, bases__rabbit=1, sympathy=5)
    shown = turn(
        s,
        [
            "bird",
            "no",
            "yes",
            "no",
            "1",
            "yes",
            "no",
            "1",
            "rabbit",  # its base is on the map: not a legal target
            "mouse",
            "0",
        ],
    )
    assert shown.has("The rabbit base is already on the map, so that clearing cannot revolt")
    assert shown.has("place the mouse base there")
    assert state(s)["bases"] == {"fox": 0, "rabbit": 1, "mouse": 1}


def test_turn_rejects_an_answer_that_is_not_offered() -> None:
    s = session("alliance")
    s.apply({"type": "start", "bot": "b", "chart": "main"})
    events = len(s.events)
    with pytest.raises(InputError):
        s.apply({"type": "answer", "bot": "b", "option": "badger"})
    assert len(s.events) == events and s.current("b").node == "reveal"  # nothing lost


def test_outrage_scores_when_player_cannot_discard__seed001_6_2_3() -> None:
    s = session("alliance")
    correct(s, sympathy=2)
    s.apply({"type": "start", "bot": "b", "chart": "outrage"})
    shown = play(s, ["removed", "no"])
    assert shown.has("The bot scores 1 VP")
    assert state(s)["sympathy"] == 1 and state(s)["vp"] == 1


def test_crackdown_removes_sympathy_of_the_base_suit__seed001_6_2_4() -> None:
    s = session("alliance")
    correct(s, bases__mouse=1, sympathy=4)
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    shown = play(s, ["0", "1", "no", "mouse", "2"])  # no VP as defender, 1 hit on its pieces
    # (no warrior on the map: "How many warriors were removed?" (only 0) is taken by the app)
    assert shown.has("Automated Ambush: as defender")
    assert shown.has("Crackdown: remove every sympathy token of Bot from mouse clearings")
    assert state(s)["bases"]["mouse"] == 0 and state(s)["sympathy"] == 2


def test_pack_declares_alliance_setup__seed001_6_3(pack: Pack) -> None:
    s = session("alliance")
    assert state(s)["warriors"] == 10 and state(s)["sympathy"] == 0
    assert "alliance_setup" in pack.charts


def test_the_chart_box_of_a_revolt_loser_never_names_no_other_bot_as_a_bot__seed001_6_4_3() -> None:
    """QA s16 long day, finding 4: once the Revolt's question was answered «No other bot», the
    chart's box of the step after it read «Bot none loses every piece there» (the answer's id
    taken for a bot) while the turn was still in that chart. It keeps naming the bot in words."""
    s = two_bots("alliance", "marquise")
    s.apply({"type": "start", "bot": "b", "chart": "main"})
    # The run stands in the Alliance's turn right after «No other bot» (the step that follows).
    frame = {"chart": "alliance_turn", "node": "pity", "answers": {"revolt_who": "none"}}
    s.world["runs"]["b"]["stack"][-1] = frame
    box = node_texts(s, "b", s.pack.charts["alliance_turn"], (), "pity")
    shown = render_plain(box["revolt_loser"])
    assert "none" not in shown and shown.endswith("loses every piece there."), shown
    s.world["runs"]["b"]["stack"][-1]["answers"] = {"revolt_who": "o"}
    named = render_plain(node_texts(s, "b", s.pack.charts["alliance_turn"], (), "pity")["revolt_loser"])
    assert named == "Other loses every piece there.", "a bot of the game is named as before"
