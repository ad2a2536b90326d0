"""Second pass over seed 001 (issue 15 items 7-12): battle bookkeeping, traits rechecked, co-op win."""

from __future__ import annotations

from rc_helpers import correct, play, session, state, turn

from desktop.core.messages import render_plain


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
    shown = play(s, ["0", "yes", "no", "no", "none"])
    assert shown.has("Automated Outrage: can that player discard a card matching the clearing's suit?")
    assert state(s)["sympathy"] == 2 and state(s)["vp"] == 1
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    play(s, ["0", "yes", "bot", "no", "none"])  # a bot removed it: no Outrage, no VP
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
    assert step is not None
    text = render_plain(step.text)
    assert "nearest clearing with the most enemy pieces" in text and "most VP" not in text


def test_wildfire_spread_that_cannot_place_scores_nothing__seed001_3_3_2() -> None:
    """Reading chosen: Wildfire's spread scores nothing, so not the 5 VP of a failed spread either."""
    s = session("alliance", traits=["wildfire"])
    correct(s, sympathy=10)  # the Sympathy track is empty: every spread fails
    shown = turn(s, ["bird", "no", "none", "no"])
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
