"""Second pass over seed 001 (issue 15 items 7-12): battle bookkeeping, traits rechecked, co-op win."""

from __future__ import annotations

from botmat_rules.root_clockwork.common import TRAITS
from rc_helpers import correct, play, session, state, turn, two_bots

from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack


def test_challenging_extra_recruit_needs_a_ruled_ordered_clearing__seed001_3_3_1() -> None:
    """No ruled fox clearing: neither the Recruit nor its 2 extra warriors leave the supply."""
    s = session("marquise", difficulty="challenging")
    shown = turn(s, ["fox", "no", "no", "0", "no", "rabbit", "no", "2", "yes", "1"])
    assert (
        shown.count(
            "Recruit 2 more warriors in the highest-priority rabbit clearing ruled by the bot. Supply now: 7."
        )
        == 1
    )
    assert not shown.has("highest-priority fox clearing")
    assert state(s)["warriors"] == 13 - 4 - 2


def test_challenging_escalated_extra_recruit_needs_a_ruled_clearing__seed001_3_3_1() -> None:
    s = session("marquise", difficulty="nightmare")
    turn(s, ["bird", "no", "no", "0", "no", "no", "0", "0", "0"])
    assert state(s)["warriors"] == 13


def test_sympathy_removed_by_hits_leaves_the_mat_once_and_settles_outrage__seed001_6_2_3() -> None:
    """Taking hits removes the token and asks Outrage there: the mat loses one token, not two."""
    s = session("alliance")
    correct(s, sympathy=3)
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    shown = play(s, ["0", "1", "yes", "no"])  # no VP, no warriors (taken by the app), 1 hit: the token
    assert shown.has("Automated Outrage: can that player discard a card matching the clearing's suit?")
    assert state(s)["sympathy"] == 2 and state(s)["vp"] == 1
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    play(s, ["0", "1", "yes", "bot"])  # a bot removed it: no Outrage, no VP
    assert state(s)["sympathy"] == 1 and state(s)["vp"] == 1


def test_outrage_routine_alone_still_takes_the_token__seed001_6_2_3() -> None:
    s = session("alliance")
    correct(s, sympathy=3)
    s.apply({"type": "start", "bot": "b", "chart": "outrage"})
    play(s, ["removed", "yes"])
    assert state(s)["sympathy"] == 2 and state(s)["vp"] == 0


def test_berserker_moves_toward_the_most_enemy_pieces__seed001_3_3_2() -> None:
    s = session("vagabot", traits=["berserker"])
    s.apply({"type": "start", "bot": "b", "chart": "vb_battle"})
    step = s.current("b")
    assert step is not None and "enemy pieces" in render_plain(step.text)
    s.apply({"type": "answer", "bot": "b", "option": "yes"})
    step = s.current("b")
    assert step is not None and step.kind == "number"
    text = render_plain(step.text)
    assert "nearest clearing with the most enemy pieces" in text and "most VP" not in text


def test_wildfire_spread_that_cannot_place_scores_nothing__seed001_3_3_2() -> None:
    """Reading chosen: Wildfire's spread scores nothing, so not the 5 VP of a failed spread either."""
    s = session("alliance", traits=["wildfire"])
    correct(s, sympathy=10)  # the Sympathy track is empty: every spread fails
    shown = turn(s, ["bird", "no", "none"])
    assert shown.count("The bot cannot spread sympathy: it scores 5 VP instead. VP now: 5.") == 1
    assert shown.has("This spread scores nothing, so it does not score the 5 VP either.")
    assert state(s)["vp"] == 10  # Public Pity once (5 tokens or more) and Daylight: 5 each


def test_coop_win_is_checked_after_every_vp_gain__seed001_3_5() -> None:
    """A bot reaching 30 VP mid-turn wins at once; the rest of its turn is not played."""
    s = session("vagabot")
    s.apply({"type": "set_shared", "name": "coop", "value": True})
    correct(s, vp=28)
    s.apply({"type": "start", "bot": "b", "chart": "card_given"})
    shown = play(s, [])
    assert not shown.has("the bots win") and state(s)["vp"] == 29
    shown = turn(s, ["fox", "yes"])  # crafting: 30 VP
    assert (
        shown[-1]
        == "This bot has 30 VP: unless every player already has 30 VP, the bots win and the game ends."
    )
    assert not s.running("b")


def test_no_coop_win_outside_fully_cooperative_play__seed001_3_5() -> None:
    s = session("marquise")
    correct(s, vp=29)
    s.apply({"type": "start", "bot": "b", "chart": "card_given"})
    assert not play(s, []).has("the bots win") and state(s)["vp"] == 30


def test_iron_will_doubles_the_escalated_recruit_per_difficulty__seed001_3_3_2() -> None:
    """Research (Clockroot's Iron Will): double the Escalated Recruit: Easy 4, Default 8, Challenging 12."""
    for difficulty, total in (("easy", 4), ("default", 8), ("challenging", 12), ("nightmare", 12)):
        s = session("marquise", difficulty=difficulty, traits=["iron_will"])
        correct(s, warriors=20)
        turn(s, ["bird", "no", "no", "2", "no", "no", "0", "0", "0"])
        assert state(s)["warriors"] == 20 - total, difficulty


def test_iron_will_doubles_only_what_the_supply_holds__seed001_3_3_2() -> None:
    s = session("marquise", traits=["iron_will"])
    correct(s, warriors=6)
    shown = turn(s, ["bird", "no", "no", "2", "no", "no", "0", "0", "0"])
    assert shown.has("Take 2 more warriors from the supply") and state(s)["warriors"] == 0


def test_marquise_losses_reach_the_mat_keep_first_then_a_rolled_building__seed001_1_2_1() -> None:
    """Tokens go before buildings (the keep), then a building type picked at random by the app."""
    s = session("marquise")
    correct(s, buildings__workshop=2)
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    shown = play(s, ["0", "2", "3", "yes", "1", "1", "0", "roll:2"])  # then only the sawmill is left
    assert shown.has("Remove Bot's keep token and put it back in the box.")
    assert shown.has("Pick at random which of Bot's buildings in that clearing the hit removes.")
    bot = state(s)
    assert bot["keep"] == 0 and bot["warriors"] == 15
    assert bot["buildings"] == {"sawmill": 0, "workshop": 1, "recruiter": 1}  # rolled workshop; sawmill


def test_a_single_building_type_needs_no_roll__seed001_1_2_1() -> None:
    s = session("marquise")
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    shown = play(s, ["0", "0", "2", "no", "0", "0", "1"])  # 2 hits, only a recruiter there; no other bot
    assert not shown.has("at random") and state(s)["buildings"]["recruiter"] == 0


def test_eyrie_and_alliance_losses_reach_the_mat__seed001_1_2_1() -> None:
    s = session("eyrie")
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    play(s, ["0", "4", "1", "yes"])
    assert state(s)["roosts"] == 0 and state(s)["warriors"] == 14 + 4
    s = session("alliance")
    correct(s, sympathy=3, bases__fox=1, warriors=7)
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    play(s, ["0", "2", "2", "yes", "yes", "fox", "1"])  # the token (Outrage: discarded), then the fox base
    bot = state(s)
    assert bot["warriors"] == 9 and bot["sympathy"] == 1 and bot["bases"]["fox"] == 0


def test_defender_scores_for_buildings_and_tokens_it_removes__seed001_7_5_4() -> None:
    """As defender a bot scores for enemy buildings and tokens removed, not for warriors."""
    s = session("vagabot")
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    shown = play(s, ["2", "3"])
    assert shown.has("The bot scores 2 VP for them.") and state(s)["vp"] == 2
    assert state(s)["items"]["damaged_fresh"] == 3


def test_a_bot_defending_gets_its_warriors_and_vp__seed001_1_2() -> None:
    """Effects on another bot: the defending bot's warriors go back to its supply, it scores its VP."""
    s = session("marquise")
    s.add_bot("e", {"name": "Eyrie", "faction": "eyrie"})
    s.apply({"type": "start", "bot": "e", "chart": "setup"})
    play(s, ["yes"], bot="e")
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    shown = play(s, ["1", "0", "0", "e", "1", "3", "0"])  # Eyrie removed 1 building, lost 3 warriors
    assert shown.has("How many of Eyrie's warriors were removed?")
    assert state(s, "e")["warriors"] == 14 + 3 and state(s, "e")["vp"] == 1 and state(s)["vp"] == 1


def test_keep_and_eyrie_corner_are_rolled_by_the_app__seed001_4_3_2_and_5_3_2() -> None:
    s = session("marquise")
    entries = [e for e in s.log() if e.node == "keep"]
    assert entries and entries[0].answer in ("nw", "ne", "sw", "se") and state(s)["keep"] == 1
    s = session("eyrie")
    s2 = type(s)(s.pack, 4)
    s2.add_bot("b", {"faction": "eyrie"})
    s2.apply({"type": "start", "bot": "b", "chart": "setup"})
    shown = play(s2, ["no", "roll:3"])
    assert shown.has("Pick a corner clearing at random for the bot's first roost.")
    assert [e.answer for e in s2.log() if e.node == "corner"] == ["sw"] and state(s2)["roosts"] == 1


def test_vagabot_aiding_a_bot_gives_that_bot_one_vp__seed001_7_5_3() -> None:
    s = two_bots("vagabot", "marquise")
    s.apply({"type": "start", "bot": "b", "chart": "vb_aid"})
    shown = play(s, ["yes", "2", "o"])
    assert shown.has("Other draws no cards and scores 1 VP instead (Poor Manual Dexterity).")
    assert state(s, "o")["vp"] == 1 and state(s)["vp"] == 2


def test_alliance_revolt_on_the_vagabot_bot_damages_its_items__seed001_7_2_1_1() -> None:
    s = two_bots("alliance", "vagabot")
    correct(s, sympathy=2)
    shown = turn(s, ["fox", "no", "yes", "1", "o", "none", "yes", "no", "1"])
    assert shown.has("Full Removal: Other damages 3 items, exhausted ones first.")
    assert state(s, "o")["items"]["damaged_fresh"] == 3


def test_traits_and_character_declare_the_faction_they_apply_to__seed001_3_3_2(pack: Pack) -> None:
    """Issue 13 item 12: a UI hides the Vagabot character and other factions' traits for a bot."""
    options = {o.id: o for o in pack.meta.bot_options}
    assert options["character"].when == {"faction": ["vagabot"]}
    for faction, traits in TRAITS.items():
        assert {c.id for c in options["traits"].choices if c.when == {"faction": [faction]}} == set(traits)
    assert pack.meta.seat == "Bot"


def test_iron_will_with_nothing_recruited_says_no_take_0__seed001_3_3_2() -> None:
    """An empty supply: the Escalated Recruit places none, and the step read «Take 0 more warriors
    from the supply» (helper qa, Root in Polish)."""
    s = session("marquise", traits=["iron_will"])
    correct(s, warriors=0)
    shown = turn(s, ["bird", "no", "no", "2", "no", "no", "0", "0", "0"])
    assert not shown.has("Take 0 more warriors") and not shown.has("Iron Will: the Recruit places")
    assert state(s)["warriors"] == 0
