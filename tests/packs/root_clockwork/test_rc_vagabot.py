"""Vagabot (seed 001 §7): items, battle track, Slip, actions by order suit, Evening."""

from __future__ import annotations

import re

import pytest
from bundled import bundled_pack
from rc_helpers import Played, correct, play, session, state, turn

from desktop.core.messages import render_plain
from desktop.core.play.detail import node_detail, pack_sources
from desktop.core.play.session import Session


def test_example_turn_replayed__seed001_vagabot_example() -> None:
    """Seed 001, example Vagabot turn: bird order, Explore, Quest, Aid, Battle; 5 VP; Refresh 4."""
    s = session("vagabot")
    correct(s, items__fresh=5)
    shown = turn(
        s,
        [
            "bird",
            "yes",  # bird order with an item in the supply: crafted, sixth item
            "yes",
            "1",  # Explore: one move to the fox clearing 11 with ruins
            "yes",
            "1",  # Quest: one move to the southern mouse clearing 7
            "yes",
            "1",  # Aid: only the Marquise has a crafted item (one)
            "yes",
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
    shown = turn(s, ["mouse", "no", "no", "no", "no"])
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
    # Battle: no target; 3 forests next to it, the app rolls one; Evening in a forest
    shown = turn(s, ["rabbit", "no", "no", "3", "yes"])
    assert shown.has("Ranger: exhaust 1 item; the Vagabot slips into an adjacent forest picked at random")
    assert shown.has("Roll to pick the Vagabot's forest at random among the 3.")
    picked = state(s)["ans"]["picked"]
    assert shown.has(f"Ranger: move the pawn into the adjacent forest you numbered {picked}.")


def test_battle_repeats_while_enemy_pieces_remain__seed001_7_5_4() -> None:
    s = session("vagabot")
    correct(s, items__fresh=5)
    shown = turn(
        s,
        [
            "fox",
            "no",
            "no",  # Explore: no ruins left
            "yes",
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


def answer(s: Session, answers: list[str]) -> Played:
    """Give the answers in order (confirming instructions between them); stop once they are used."""
    shown, todo = Played(), list(answers)
    while todo and s.running("b"):
        step = s.current("b")
        assert step is not None
        shown.append(render_plain(step.text))
        if step.kind == "do":
            s.apply({"type": "done", "bot": "b"})
        else:
            s.apply({"type": "answer", "bot": "b", "option": todo.pop(0)})
    return shown


def battle_here(fresh: int, answers: list[str]) -> tuple[Session, Played]:
    """The Vagabot's Battle chart where it stands (0 moves), with `fresh` unexhausted items."""
    s = session("vagabot")
    correct(s, items__fresh=fresh)
    s.apply({"type": "start", "bot": "b", "chart": "vb_battle"})
    return s, answer(s, ["yes", "0", *answers])


def test_battle_again_costs_two_items__seed001_7_5_4() -> None:
    """§7.5.4: one item for the first battle, then two items for each battle again while the
    enemy's pieces remain: with 3 items it battles twice and ends with none unexhausted."""
    s, shown = battle_here(3, ["0", "0", "0", "yes"])
    step = s.current("b")
    assert step is not None and step.node == "fight_again"
    assert not step.reconstructed  # the booklet's rule, not a reading of ours
    shown += play(s, ["0", "0", "0"])
    assert shown.has("Battle: exhaust 1 item")
    assert shown.has("Battle again: exhaust 2 items and battle the same enemy.")
    assert shown.count("Are pieces of that enemy still in the clearing?") == 1
    assert state(s)["items"]["fresh"] == 0 and state(s)["items"]["exhausted"] == 3


def test_battle_does_not_repeat_with_a_single_item_left__seed001_7_5_4() -> None:
    """§7.5.4: battling again exhausts two items, so with one unexhausted item left after a
    battle the Vagabot does not battle again (the pack used to let it battle with that one); the
    item stays unexhausted."""
    s, shown = battle_here(2, ["0", "0", "0"])
    assert not s.running("b")  # the battle is over: no question whether pieces remain
    assert not any(t.startswith("Battle again") for t in shown)
    assert state(s)["items"]["fresh"] == 1


def test_a_single_item_left_is_a_marked_reading__seed001_7_5_4() -> None:
    """§7.5.4 has each further battle cost two items "until all are exhausted" and does not say
    what one item left does: the check that ends the battle there is marked as a reading, and
    its note tells the table how to play it otherwise."""
    again = bundled_pack("root_clockwork").charts["vb_battle"].node_map()["again"]
    assert again.reconstructed and again.note is not None
    assert "do not say what a single item left does" in again.note


def test_thief_and_tinker_specials__seed001_7_7_1_and_7_7_2() -> None:
    s = session("vagabot", character="thief")
    correct(s, items__fresh=3)
    shown = turn(s, ["rabbit", "no", "no", "yes"])
    assert shown.has("Thief: exhaust 1 item and take a random card from the player")
    s = session("vagabot", character="tinker")
    shown = turn(s, ["rabbit", "no", "no", "yes"])
    assert shown.has("Tinker: exhaust 1 item, take the topmost such card")
    assert state(s)["vp"] == 1 and state(s)["items"]["fresh"] + state(s)["items"]["exhausted"] == 4


def test_moves_to_the_action_are_a_number_question__seed001_7_5_1() -> None:
    """§7.5.1: the Vagabot moves to the nearest clearing with ruins; the moves are a number typed
    like every other count (0 when it acts where it is), asked once a target exists."""
    s = session("vagabot")
    correct(s, items__fresh=6)
    s.apply({"type": "start", "bot": "b", "chart": "vb_explore"})
    step = s.current("b")
    assert step is not None and step.node == "target" and step.kind == "ask"
    s.apply({"type": "answer", "bot": "b", "option": "yes"})
    step = s.current("b")
    assert step is not None and step.kind == "number" and step.number == {"min": 0, "max": 11}
    shown = play(s, ["5"])
    assert shown.has("exhausting an item per move: 5 exhausted; 1 unexhausted left")
    assert shown.has("Explore: exhaust 1 item")
    assert state(s)["items"]["fresh"] == 1  # the item taken from under the ruins


@pytest.mark.parametrize(
    ("chart", "acts"), [("vb_explore", "Explore:"), ("vb_quest", "Quest:"), ("vb_battle", "Battle:")]
)
def test_too_few_items_for_the_moves_asks_the_table__seed001_7_5(chart: str, acts: str) -> None:
    """§7.5: each move exhausts an item, and the Vagabot moves even if it then cannot act; with
    fewer unexhausted items than moves the rules are silent, so the table decides (a marked step
    whose detail says so in player words), and either way it cannot act."""
    for choice, text in (("yes", "Move the Vagabot there"), ("no", "as far as its items take it")):
        s = session("vagabot")
        correct(s, items__fresh=2)
        s.apply({"type": "start", "bot": "b", "chart": chart})
        for a in ("yes", "3"):  # a target clearing, 3 moves away
            s.apply({"type": "answer", "bot": "b", "option": a})
        step = s.current("b")
        assert step is not None and step.node == "short" and step.reconstructed
        shown = play(s, [choice])
        assert shown.has(text) and shown.has("2 exhausted")
        assert not any(t.startswith(acts) for t in shown)
        assert state(s)["items"]["fresh"] == 0
    pack = bundled_pack("root_clockwork")
    node = next(n for n in pack.charts[chart].nodes if n.id == "short")
    detail = node_detail(pack.id, pack_sources(pack.meta), pack.charts[chart], node)
    assert detail.reconstructed and detail.badge and detail.section == "7.5"
    assert detail.note is not None and "do not say" in detail.note.text
    assert not re.search(r"seed|research|source|\.ya?ml", detail.note.text, re.IGNORECASE)


def test_forest_tie_at_setup_is_rolled__seed001_7_3_2() -> None:
    """§7.3.2: the pawn goes into the forest adjacent to the most clearings; among several, one
    picked at random: the players number the tied forests, the app rolls (typed roll here)."""
    s = Session(bundled_pack("root_clockwork"), 2)
    s.add_bot("b", {"name": "Bot", "faction": "vagabot"})
    s.apply({"type": "start", "bot": "b", "chart": "setup"})
    shown = play(s, ["no", "4", "roll:3"])
    assert shown.has("How many forests are tied for the most adjacent clearings (2 to 6)?")
    assert shown.has("Roll to pick the Vagabot's forest at random among the 4.")
    assert shown.has("Place the pawn in the tied forest you numbered 3.")


def test_aid_takes_no_more_items_than_the_mat_holds__seed001_7_5_3() -> None:
    """Seed 001 §7.5.3 (Pomoc): the bot exhausts as many items as it can, up to the enemy's
    crafted items, takes as many and scores a VP each. The mat holds the items the pack declares
    (its `items` bound): an Aid answered «12» with 29 items took 12 and pushed a box past it, and
    every later open of the game called its saved states damaged."""
    s = session("vagabot")
    correct(s, items__fresh=26, items__exhausted=0, items__track=3, items__damaged_fresh=0)
    vp = state(s)["vp"]
    s.apply({"type": "start", "bot": "b", "chart": "vb_aid"})
    shown = play(s, ["yes", "12"])
    items = state(s)["items"]
    most = s.pack.meta.mat_field("items")
    assert most is not None and most.max is not None
    assert sum(items.values()) == most.max, items
    assert state(s)["vp"] == vp + 1, "one item taken: one VP"
    assert shown.has("Aid: exhaust 1 item")


@pytest.mark.parametrize(("chart", "answers"), [("vb_explore", ["yes", "0"]), ("vb_aid", ["yes", "3"])])
def test_a_full_mat_leaves_no_item_to_take__seed001_7_5_1_and_7_5_3(chart: str, answers: list[str]) -> None:
    """Seed 001 §7.5.1 (Eksploracja) and §7.5.3 (Pomoc) take items and name no limit: only a
    count typed too high fills the mat. There Explore read «exhaust 0 items … take a random
    item» while it exhausted one, and Aid «exhaust 0 items … the player draws 0 cards»; now the
    step says no item is left for the bot to take, and nothing is exhausted."""
    s = session("vagabot")
    most = s.pack.meta.mat_field("items")
    assert most is not None and most.max is not None
    correct(s, items__fresh=most.max - 3, items__exhausted=0, items__track=3, items__damaged_fresh=0)
    before = dict(state(s)["items"])
    vp = state(s)["vp"]
    s.apply({"type": "start", "bot": "b", "chart": chart})
    shown = play(s, answers)
    assert shown.has(f"mat already counts {most.max} items, the most it holds, so no item is left")
    assert not shown.has("exhaust 0")
    assert state(s)["items"] == before and state(s)["vp"] == vp


def test_evening_refresh_gives_the_reason_of_its_number__seed001_7_6_1() -> None:
    """Seed 001 §7.6.1 (Regeneracja): four with a damaged item, six without. The number shown is
    already that one; the step read «… (fewer while any item is damaged)», which invites a
    second cut. It says why now."""
    face_up = "exhausted, undamaged items face up"
    for exhausted, damaged, answers, wanted in (
        (8, 1, ["fox", "no", "no"], f"turn 4 {face_up} (at most 4, as the bot has a damaged item)"),
        (8, 0, ["fox", "no"], f"turn 6 {face_up} (at most 6, as no item of the bot is damaged)"),
        (2, 0, ["fox", "no"], f"turn 2 {face_up} (the bot has no more exhausted, undamaged items)"),
    ):
        s = session("vagabot")
        correct(s, items__fresh=0, items__exhausted=exhausted, items__track=0, items__damaged_fresh=damaged)
        shown = turn(s, answers)
        assert shown.has(wanted), "\n".join(shown)
        assert not shown.has("fewer")
