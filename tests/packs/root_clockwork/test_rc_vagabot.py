"""Vagabot (seed 001 §7): items, battle track, Slip, actions by order suit, Evening."""

from __future__ import annotations

from rc_helpers import correct, play, session, state, turn


def test_example_turn_replayed__seed001_vagabot_example() -> None:
    """Seed 001, example Vagabot turn: bird order, Explore, Quest, Aid, Battle; 5 VP; Refresh 4."""
    s = session("vagabot")
    correct(s, items__fresh=5)
    shown = turn(
        s,
        [
            "bird",
            "yes",  # bird order with an item in the supply: crafted, sixth item
            "1",  # Explore: one move to the fox clearing 11 with ruins
            "1",  # Quest: one move to the southern mouse clearing 7
            "yes",
            "1",  # Aid: only the Marquise has a crafted item (one)
            "0",
            "2",
            "0",
            "3",  # Battle here: 2 Marquise warriors removed, 3 hits taken
            "no",  # Evening: not in a forest
        ],
    )
    assert shown.has("Maximum rolled hits: 2")  # the sixth item went onto the Battle track
    assert shown.find("Explore: exhaust").startswith("Explore: exhaust 1 item")
    assert shown.has("Quest: exhaust 2 items")
    assert shown.has("Aid: exhaust 1 item")
    assert shown.has("Undamaged items now: 5; on the Battle track: 0")
    assert shown.has("Evening, Refresh: turn 4 exhausted")
    assert not shown.has("Slip: move the pawn")
    bot = state(s)
    assert bot["vp"] == 5  # craft 1, quest 1, aid 1, two warriors 2
    assert bot["items"]["damaged_fresh"] + bot["items"]["damaged_exhausted"] == 2


def test_slips_with_two_or_fewer_undamaged__seed001_7_4_3() -> None:
    s = session("vagabot")
    correct(s, items__fresh=1, items__damaged_exhausted=3)
    shown = turn(s, ["fox", "no", "yes"])
    assert shown.has("Slip: move the pawn into any adjacent forest")
    assert not any(t.startswith("Explore") for t in shown)
    assert shown.has("Repair all 3 damaged items")
    assert state(s)["items"]["damaged_exhausted"] == 0


def test_battle_track_fills_at_six_nine_twelve__seed001_7_2_4() -> None:
    s = session("vagabot")
    correct(s, items__fresh=12)
    s.apply({"type": "start", "bot": "b", "chart": "full_removal"})
    shown = play(s, [])
    assert shown.has("Undamaged items now: 9; on the Battle track: 2")
    correct(s, items__fresh=4, items__track=2, items__damaged_fresh=0, items__damaged_exhausted=0)
    s.apply({"type": "start", "bot": "b", "chart": "full_removal"})
    assert play(s, []).has("Undamaged items now: 3; on the Battle track: 0")


def test_tinker_starts_with_three_items__seed001_7_3_5() -> None:
    assert state(session("vagabot", character="tinker"))["items"]["fresh"] == 3
    assert state(session("vagabot", character="thief"))["items"]["fresh"] == 4


def test_mouse_order_actions_and_repair__seed001_7_5_and_7_5_5() -> None:
    s = session("vagabot")
    correct(s, items__fresh=5, items__track=1, items__damaged_fresh=1)
    shown = turn(s, ["mouse", "no", "none", "no", "none"])
    heads = [t.split(":")[0] for t in shown]
    assert [h for h in heads if h in ("Explore", "Quest", "Aid", "Battle", "Repair", "Thief")] == [
        "Quest",
        "Aid",
        "Battle",
        "Repair",
    ]
    assert shown.has("Repair: exhaust 1 item and repair a damaged item")
    assert shown.has("Evening, Refresh: turn 1 exhausted")  # nothing damaged: up to 6


def test_ranger_special_slips_with_three_damaged__seed001_7_7_3() -> None:
    s = session("vagabot", character="ranger")
    correct(s, items__fresh=4, items__damaged_exhausted=4)
    shown = turn(s, ["rabbit", "no", "none", "yes"])  # Battle: no target; Evening in a forest
    assert shown.has("Ranger: exhaust 1 item and slip into a random adjacent forest")


def test_battle_repeats_while_enemy_pieces_remain__seed001_7_5_4() -> None:
    s = session("vagabot")
    correct(s, items__fresh=5)
    shown = turn(
        s,
        [
            "fox",
            "no",
            "none",  # Explore: no ruins left
            "0",
            "1",
            "0",
            "0",  # Battle here: one warrior removed, no hits
            "yes",
            "0",
            "0",
            "1",  # pieces remain: battle again, one hit taken
            "no",
            "no",
        ],
    )  # no Special target; not in a forest
    assert shown.has("Battle again: exhaust 2 items")
    assert shown.has("Taking hits: damage 1 item")
    assert state(s)["vp"] == 1


def test_thief_and_tinker_specials__seed001_7_7_1_and_7_7_2() -> None:
    s = session("vagabot", character="thief")
    correct(s, items__fresh=3)
    shown = turn(s, ["rabbit", "no", "none", "yes"])
    assert shown.has("Thief: exhaust 1 item and take a random card from the player")
    s = session("vagabot", character="tinker")
    shown = turn(s, ["rabbit", "no", "none", "yes"])
    assert shown.has("Tinker: exhaust 1 item, take the topmost such card")
    assert state(s)["vp"] == 1 and state(s)["items"]["fresh"] + state(s)["items"]["exhausted"] == 4
