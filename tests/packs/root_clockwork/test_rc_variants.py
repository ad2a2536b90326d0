"""Difficulty and traits (seed 001 §3.3) as data patches on named steps, per bot."""

from __future__ import annotations

import pytest
from rc_helpers import correct, session, state, turn

from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack


def test_every_variant_patches_only_named_steps__seed001_3_3(pack: Pack) -> None:
    meta = pack.meta
    assert {"easy", "challenging", "nightmare"} <= set(meta.variants)
    traits = {c.id for o in meta.bot_options if o.id == "traits" for c in o.choices}
    assert len(traits) == 16 and traits <= set(meta.variants)
    for name, variant in meta.variants.items():
        for patch in variant.patches:
            assert patch.nodes, name


def test_nobility_turmoil_gains_vp__seed001_3_3_2() -> None:
    s = session("eyrie", traits=["nobility"])
    correct(s, vp=2)
    shown = turn(s, ["fox", "no", "no", "1"])  # no fox roost clearing: Nobility calls Turmoil
    assert shown.has("Turmoil. Nobility: the bot scores 2 VP")
    assert state(s)["vp"] == 2 + 2 + 1


def test_swoop_and_war_tax__seed001_3_3_2() -> None:
    s = session("eyrie", traits=["swoop", "war_tax"])
    shown = turn(s, ["fox", "no", "yes", "yes", "yes", "1", "0", "0", "no", "yes", "1"])
    assert shown.has("War Tax: each enemy loses 1 VP per building or token")
    assert shown.has("Swoop: place 2 warriors in the highest-priority clearing with no Eyrie pieces")


def test_alliance_difficulty_sets_organize_threshold__seed001_3_3_1() -> None:
    """The threshold is the clearing's warriors, the warriors the bot must have on the map before
    the table is asked, and the least count the table may answer."""
    answers = ["bird", "no", "yes", "no", "0", "yes", "no", "1", "yes", "no", "1", "none"]
    easy_session = session("alliance", difficulty="easy")
    correct(easy_session, warriors=5)  # 5 on the map
    easy = turn(easy_session, [*answers, "yes", "4", "yes", "no", "1"])
    assert easy.has("at least 4 Alliance warriors") and easy.has("remove those 4 warriors")
    hard_session = session("alliance", difficulty="nightmare")
    correct(hard_session, warriors=8)  # 2 on the map
    hard = turn(hard_session, [*answers, "no"])
    assert hard.has("at least 2 Alliance warriors") and hard.has("Nightmare: the bot scores 1 VP")
    few = turn(session("alliance", difficulty="easy"), answers)  # 1 on the map: no clearing can organize
    assert not few.has("Organize: is there a clearing")


def test_wildfire_spreads_again_without_scoring__seed001_3_3_2() -> None:
    s = session("alliance", traits=["wildfire"])
    correct(s, bases__fox=1, sympathy=5)
    shown = turn(s, ["fox", "no", "yes", "no", "1", "yes", "no", "1", "yes", "no"])
    assert sum(t.startswith("Spread Sympathy: place") for t in shown) == 3
    assert shown.index(shown.find("Discard the order card")) < len(shown) - 2
    assert state(s)["sympathy"] == 8 and state(s)["vp"] == 2  # the Wildfire spread scored nothing


def test_vagabot_difficulty_changes_refresh__seed001_3_3_1() -> None:
    for difficulty, refreshed in (("easy", 5), ("default", 6), ("challenging", 7)):
        s = session("vagabot", difficulty=difficulty)
        correct(s, items__fresh=0, items__exhausted=9, items__track=0)
        shown = turn(s, ["fox", "no"])  # all nine exhausted: no action, straight to Evening
        assert shown.has(f"Evening, Refresh: turn {refreshed} exhausted"), difficulty


def test_helper_and_marksman__seed001_3_3_2() -> None:
    s = session("vagabot", traits=["helper", "marksman"])
    correct(s, items__fresh=4)
    shown = turn(s, ["mouse", "no", "no", "yes", "1", "yes", "0", "0", "0", "0", "no"])
    assert shown.has("The bot scores 2 VP (Helper: one more)")
    # «Gracz dobiera dwa razy 1 kartę» read oddly: the count, then as many again
    assert shown.has("The player draws 1 card, and as many again (Helper); if that player is a bot")
    assert shown.has("Marksman: deal 1 hit at once")


@pytest.mark.parametrize("traits", [["berserker", "marksman"], ["marksman", "berserker"]])
def test_berserker_and_marksman_together_battle_the_player_with_the_most_pieces__seed001_3_3_2(
    traits: list[str],
) -> None:
    """001 §3.3.2: a bot takes several traits. With both, the battle step read «the enemy with the
    most VP» (Marksman's) right after Berserker's note that it battles the one with most pieces."""
    s = session("vagabot", traits=traits)
    s.apply({"type": "start", "bot": "b", "chart": "vb_battle"})
    s.apply({"type": "answer", "bot": "b", "option": "yes"})  # a clearing to battle in
    s.apply({"type": "answer", "bot": "b", "option": "0"})  # where the Vagabot stands
    step = s.current("b")
    assert step is not None and step.node == "fight", step
    fight = render_plain(step.text)
    assert "battle the player with the most pieces there. Marksman: deal 1 hit at once" in fight
    assert "most VP" not in fight
