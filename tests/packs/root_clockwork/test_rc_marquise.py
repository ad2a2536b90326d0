"""Mechanical Marquise 2.0 (seed 001 §4): setup, Daylight, Escalated Daylight, Expand, Evening."""

from __future__ import annotations

from bundled import bundled_pack
from rc_helpers import Played, correct, play, session, state, turn

from desktop.core.messages import render_plain
from desktop.core.play.session import Session


def test_example_turn_replayed__seed001_marquise_example() -> None:
    """Seed 001, example Marquise turn: fox Root Tea crafted, 4 recruited, sawmill built, 1 VP."""
    s = session("marquise")
    assert state(s)["warriors"] == 13  # 25 less the Garrison's 12 (§4.3.1, §4.3.3)
    shown = turn(
        s,
        [
            "fox",  # the order card is fox (Root Tea)
            "yes",  # its item is in the supply: craft it
            "no",  # no fox clearing has enemy pieces: no battle
            "4",  # it rules four fox clearings
            "yes",  # the sawmill was placed (in clearing 6, the next priority after full clearing 1)
            "1",  # the rightmost empty space of the sawmills track shows 1 VP
        ],
    )
    assert shown.has("The bot scores 1 VP, whatever the card shows")
    assert shown.find("Recruit: take 4 warriors").count("Place one in each of those 4 clearings") == 1
    assert shown.has("Build: place a sawmill")
    assert not shown.has("Expand: discard")  # it built, so no Expand
    assert shown.has("Score: the bot scores 1 VP")
    assert shown.has("Discard the order card.")
    bot = state(s)
    assert bot["vp"] == 2  # 1 for crafting, 1 in Evening
    assert bot["buildings"] == {"sawmill": 2, "workshop": 1, "recruiter": 1}
    assert bot["warriors"] == 9


def test_setup_garrison_and_buildings__seed001_4_3() -> None:
    s = session("marquise")
    bot = state(s)
    assert bot["warriors"] == 13
    assert bot["buildings"] == {"sawmill": 1, "workshop": 1, "recruiter": 1}


def test_expand_reveals_new_order_without_crafting__seed001_4_5_5() -> None:
    s = session("marquise")
    shown = turn(
        s,
        [
            "fox",
            "no",  # fox order, nothing to craft
            "no",
            "0",
            "no",  # no battle, rules no fox clearing, the sawmill could not be placed
            "rabbit",  # Expand: a new order, not crafted
            "no",
            "2",
            "yes",  # rabbit Daylight: workshop placed
            "1",  # Workshops track space 2 shows 1 VP
        ],
    )
    assert sum(t.startswith("Craft Order") for t in shown) == 1
    assert shown.has("Expand: discard the order card")
    # no ruled clearing: no «take 0 warriors… Place no warriors.»
    assert shown.has("Recruit: no fox clearing is ruled by the bot, so it places no warriors.")
    assert not shown.has("take 0 warriors")
    assert shown.find("Recruit: take 4 warriors").endswith(
        "Place 2 in each of those 2 clearings. Supply now: 9."
    )
    assert shown.has("Build: place a workshop")
    assert state(s)["buildings"]["workshop"] == 2 and state(s)["vp"] == 1


def test_no_expand_with_six_buildings__seed001_4_5_5() -> None:
    s = session("marquise")
    correct(s, buildings__sawmill=4)  # six buildings on the map
    shown = turn(s, ["mouse", "no", "no", "1", "no", "0"])
    assert not shown.has("Expand: discard")
    assert shown.find("Recruit: take 4").count("Place 4 in that clearing") == 1


def test_three_clearings_get_the_fourth_warrior_by_priority__seed001_4_5_2() -> None:
    s = session("marquise")
    shown = turn(s, ["rabbit", "no", "no", "3", "yes", "0"])
    assert shown.has("Place one in each of those clearings, and one more in the highest-priority of them.")


def test_escalated_daylight_on_bird__seed001_4_7() -> None:
    s = session("marquise")
    shown = turn(
        s,
        [
            "bird",
            "no",
            "yes",
            "1",
            "2",
            "0",  # battled a player: a building removed (1 VP); two warriors lost
            "2",  # rules two or more clearings
            "yes",  # sawmill placed (every type ties at 1: sawmill)
            "no",  # no battle after moving
            "1",
            "0",
            "0",  # spaces: sawmills 2 -> 1 VP, workshops 1 -> 0, recruiters 1 -> 0
        ],
    )
    assert shown.has("Escalated Daylight. Battle in every clearing")
    assert shown.has("Place 2 in each of those 2 clearings.")
    assert shown.has("Build: place a sawmill")
    assert shown.has("move all but 3 Marquise warriors")
    assert shown.has("Score: the bot scores 1 VP")
    bot = state(s)
    assert bot["vp"] == 2 and bot["warriors"] == 13 - 4 + 2


def test_escalated_build_prefers_recruiter_over_tied_workshop__seed001_4_7_3() -> None:
    s = session("marquise")
    correct(s, buildings__workshop=2, buildings__recruiter=2)
    shown = turn(s, ["bird", "no", "no", "1", "yes", "no", "0", "0", "0"])
    assert shown.has("Build: place a recruiter")
    assert shown.has("Place 4 in that clearing.")  # its only clearing gets all four


def test_bird_order_scores_best_track__seed001_4_6_1() -> None:
    s = session("marquise")
    correct(s, track_vp__sawmill__1=0, track_vp__workshop__1=2, track_vp__recruiter__1=1)
    shown = turn(s, ["bird", "no", "no", "0", "no", "no"])  # nothing built: all at space 1
    assert shown.has("Score: the bot scores 2 VP")


def test_easy_recruits_two__seed001_3_3_1() -> None:
    s = session("marquise", difficulty="easy")
    shown = turn(s, ["fox", "no", "no", "2", "no", "mouse", "no", "1", "yes", "0"])
    assert shown.has("Recruit: take 2 warriors")
    assert not shown.has("more warriors")


def test_challenging_recruits_two_more_and_nightmare_scores_at_evening_end__seed001_3_3_1() -> None:
    s = session("marquise", difficulty="challenging")
    shown = turn(s, ["fox", "no", "no", "1", "yes", "1"])
    assert shown.has("Recruit 2 more warriors in the highest-priority fox clearing ruled by the bot")
    assert not shown.has("Nightmare")
    assert state(s)["warriors"] == 13 - 6
    s = session("marquise", difficulty="nightmare")
    shown = turn(s, ["fox", "no", "no", "1", "yes", "1"])
    assert shown.has("Recruit 2 more warriors")
    assert shown.index(shown.find("Nightmare")) > shown.index("Discard the order card.")
    assert state(s)["vp"] == 2


def test_blitz_and_iron_will_traits__seed001_3_3_2() -> None:
    s = session("marquise", traits=["blitz", "iron_will"])
    shown = turn(s, ["bird", "no", "no", "1", "yes", "no", "no", "0", "0", "0"])
    assert shown.has("Iron Will: the Recruit places twice as many warriors.")
    assert shown.has("Blitz: from the highest-priority clearing")
    assert state(s)["warriors"] == 13 - 8


def test_taking_hits_removes_buildings_from_the_mat__seed001_1_2_1() -> None:
    from rc_helpers import play

    s = session("marquise")
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    shown = play(s, ["0", "3", "1", "no", "0", "1", "0"])  # 3 warriors, then 1 hit: the workshop
    assert shown.has("first removes all its tokens in the clearing, then its buildings")
    assert state(s)["buildings"]["workshop"] == 0 and state(s)["warriors"] == 16


def _setup_marquise(answers: list[str]) -> tuple[Session, Played]:
    s = Session(bundled_pack("root_clockwork"), 5)
    s.add_bot("b", {"name": "Bot", "faction": "marquise"})
    s.apply({"type": "start", "bot": "b", "chart": "setup"})
    return s, play(s, answers)


def test_starting_buildings_are_rolled_one_per_clearing__seed001_4_3_4() -> None:
    """§4.3.4: the bot places a sawmill, a workshop and a recruiter at random in the keep's
    clearing and the clearings adjacent to it, one per clearing. The players number the clearings;
    the app rolls for each building among the clearings still free (typed rolls here)."""
    s, shown = _setup_marquise(["3", "roll:4", "roll:1", "roll:2"])
    assert shown.has("Number the keep's clearing and the clearings adjacent to it from 1 to 4")
    rolls = [e for e in s.log() if e.chart == "pick_random" and e.kind == "roll"]
    assert [e.answer for e in rolls] == ["4", "1", "2"]
    assert [render_plain(e.text) for e in rolls] == [
        "Roll to pick the sawmill's clearing at random among the 4.",
        "Roll to pick the workshop's clearing at random among the 3.",
        "Roll to pick the recruiter's clearing at random among the 2.",
    ]
    # the workshop takes the 1st free clearing (1); the recruiter the 2nd of those left (2, 3)
    assert shown.has(
        "Place the sawmill in clearing 4, the workshop in clearing 1 and the recruiter in clearing 3"
    )
    assert state(s)["buildings"] == {"sawmill": 1, "workshop": 1, "recruiter": 1}


def test_the_last_free_clearing_needs_no_roll__seed001_4_3_4() -> None:
    s, shown = _setup_marquise(["2", "roll:3", "roll:2"])
    assert len([e for e in s.log() if e.chart == "pick_random" and e.kind == "roll"]) == 2
    assert shown.has(
        "Place the sawmill in clearing 3, the workshop in clearing 2 and the recruiter in clearing 1"
    )
