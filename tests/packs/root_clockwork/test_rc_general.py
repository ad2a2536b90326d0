"""Rules every Clockwork bot follows (seed 001 §1-3), the pack's data and random play."""

from __future__ import annotations

from bundled import bundled_pack
from rc_helpers import correct, play, session, state, turn

from desktop.core.cli.simulate import simulate
from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view


def test_crafting_scores_one_vp_whatever_the_card__seed001_1_1_2() -> None:
    s = session("eyrie")
    shown = turn(s, ["fox", "yes", "yes", "yes", "no", "no", "yes", "0"])
    assert shown.has("The bot scores 1 VP, whatever the card shows")
    assert shown.has("Bots never craft cards with persistent effects")  # §1.1.3
    assert state(s)["vp"] == 1


def test_card_given_to_a_bot_is_discarded_for_one_vp__seed001_2_8_1() -> None:
    s = session("marquise")
    s.apply({"type": "start", "bot": "b", "chart": "card_given"})
    assert play(s, []).has("discard the card given to the bot. The bot scores 1 VP")
    assert state(s)["vp"] == 1


def test_general_rules_routine_covers_the_shared_rules__seed001_1_2_and_2(pack: Pack) -> None:
    s = session("vagabot")
    s.apply({"type": "start", "bot": "b", "chart": "general_rules"})
    shown = play(s, [])
    for fragment in (
        "Crafting:",
        "Dominance cards",
        "Clearing Target Priority",
        "Player Target Priority",
        "Target Legality",
        "Action Order",
        "Hates Surprises",
        "Poor Manual Dexterity",
        "Fully cooperative play",
    ):
        assert shown.has(fragment), fragment
    assert shown.find("setup order").index("Marquise de Cat") < shown.find("setup order").index(
        "Corvid Conspiracy"
    )
    sections = {n.source.section for n in pack.charts["general_rules"].nodes if n.source}
    assert {"1.1", "1.3", "2.1", "2.2", "2.3", "2.4", "2.8.1", "2.8.2", "3.5"} <= sections


def test_coop_reminder_and_bots_win_at_thirty__seed001_3_5() -> None:
    s = session("alliance")
    s.apply({"type": "set_shared", "name": "coop", "value": True})
    correct(s, vp=29, bases__fox=1, sympathy=5)
    shown = turn(s, ["bird", "yes"])  # crafting brings it to 30 VP: the game ends there
    assert shown.has("Fully cooperative play: this bot treats only the players' pieces")
    assert shown.has(
        "This bot has 30 VP: unless every player already has 30 VP, the bots win and the game ends."
    )


def test_setup_chart_runs_before_the_first_turn__seed001_3(pack: Pack) -> None:
    s = session("marquise")
    fresh = type(s)(pack, 2)
    fresh.add_bot("c", {"faction": "alliance"})
    fresh.apply({"type": "start", "bot": "c", "chart": "main"})
    shown = play(fresh, ["mouse", "no", "no", "yes", "no", "1", "yes", "no", "1", "yes", "no", "1"], bot="c")
    assert shown.has("Place the priority markers") and shown.has("Put the 3 bases")
    assert shown.index(shown.find("Put the 10 sympathy")) < shown.index(shown.find("Reveal Order"))
    assert fresh.world["bots"]["c"]["setup"] == 1


def test_setup_twice_asks_before_resetting__seed001_3() -> None:
    s = session("marquise")
    correct(s, vp=7)
    s.apply({"type": "start", "bot": "b", "chart": "setup"})
    play(s, ["no"])
    assert state(s)["vp"] == 7
    s.apply({"type": "start", "bot": "b", "chart": "setup"})
    play(s, ["yes", "2"])
    assert state(s)["vp"] == 0 and state(s)["warriors"] == 13


def test_traits_of_another_bot_are_named_and_ignored__seed001_3_3_2(pack: Pack) -> None:
    s = type(session("marquise"))(pack, 3)
    s.add_bot("b", {"faction": "marquise", "traits": ["war_tax", "blitz"]})
    s.apply({"type": "start", "bot": "b", "chart": "setup"})
    play(s, ["2"])
    logged = [render_plain(e.text) for e in s.log()]  # a one-line check: logged, no step waits on it
    # Named as the New game dialog names the trait ("War Tax" in English), not by its id "war_tax"
    assert "These traits belong to other bots and change nothing for this one: War Tax." in logged


def test_eyrie_difficulty_changes_the_viziers__seed001_3_3_1_and_5_3_3() -> None:
    assert state(session("eyrie", difficulty="easy"))["decree"]["bird"] == 1
    assert state(session("eyrie", difficulty="default"))["decree"]["bird"] == 2
    hard = state(session("eyrie", difficulty="challenging"))
    assert hard["decree"]["bird"] == 3 and hard["viziers"] == 2


def test_track_values_are_asked_once_then_remembered() -> None:
    """Reconstructed: the seed does not print track VP, so the app learns each space once."""
    s = session("eyrie")
    first = turn(s, ["fox", "no", "yes", "yes", "no", "no", "no", "1"])  # roost not built: space 1
    assert first.has("Read the VP printed on space 1 (from the left) of the bot's Roosts track.")
    s.apply({"type": "correct", "bot": "b", "path": "roosts", "value": 1})
    again = turn(s, ["fox", "no", "yes", "yes", "no", "no", "no"])
    assert not again.has("Read the VP printed")
    assert state(s)["track_vp"]["roost"] == {"1": 1}


def test_undo_takes_back_a_scored_step() -> None:
    s = session("marquise")
    turn(s, ["fox", "yes", "no", "4", "yes", "1"])
    assert state(s)["vp"] == 2
    while s.undo() and state(s)["vp"] > 0:
        pass
    assert state(s)["vp"] == 0
    while s.redo():
        pass
    assert state(s)["vp"] == 2


def test_random_play_of_every_bot_finds_no_error(pack: Pack) -> None:
    result = simulate(pack, 600, seed=11, bots=6)
    report = result.to_json()
    assert report["errors"] == [] and report["dead_ends"] == []
    assert report["nodes_visited"] > report["nodes_total"] * 0.6


def test_setup_reminds_priority_markers_hands_and_keep__seed001_3_1_3_4_4_2_1(pack: Pack) -> None:
    s = type(session("marquise"))(pack, 4)
    s.add_bot("b", {"faction": "marquise"})
    s.apply({"type": "start", "bot": "b", "chart": "setup"})
    shown = play(s, ["2"])
    assert shown.has("Place the priority markers on the clearings")
    assert shown.has(
        "remove the 4 dominance cards from the shared deck (spy cards stay). Bots draw no cards."
    )
    assert shown.has("Only the Marquise may place pieces in that clearing")


def test_coop_setup_removes_dominance_cards_always__seed001_3_5(pack: Pack) -> None:
    s = type(session("marquise"))(pack, 5)
    s.apply({"type": "set_shared", "name": "coop", "value": True})
    s.add_bot("b", {"faction": "eyrie"})
    s.apply({"type": "start", "bot": "b", "chart": "setup"})
    assert play(s, ["yes"]).has("remove the 4 dominance cards from the shared deck whatever the number")


def test_every_node_names_its_seed_section_and_traits_are_marked_reconstructed(pack: Pack) -> None:
    p = pack
    for chart in p.charts.values():
        for node in chart.nodes:
            source = node.source or chart.source
            assert source is not None and source.seed == "001", (chart.id, node.id)
    for name, variant in p.meta.variants.items():
        for patch in variant.patches:
            for node in patch.nodes:
                # Patched nodes that change a rule say the seed does not print it (3.3).
                if node.get("kind") in ("do", "ask") and node.get("source", {}).get("section", "").startswith(
                    "3.3"
                ):
                    assert node.get("reconstructed") is True, (name, node["id"])


def test_each_bot_shows_only_its_own_faction_on_the_mat__seed001_4_to_7() -> None:
    """Each faction board is its own (chapters 4-7): a Marquise bot's mat has no Eyrie, Alliance or
    Vagabot section; a bot set up without a faction is the pack's default, the Marquise."""
    s = Session(bundled_pack("root_clockwork"), 1)
    for bot, faction in (("m", "marquise"), ("e", "eyrie"), ("a", "alliance"), ("v", "vagabot")):
        s.add_bot(bot, {"name": bot, "faction": faction})
    s.add_bot("d", {"name": "Default"})
    view = build_view(s, PlayState(active="m"))
    sections = {b.id: [render_plain(sec.title) for sec in b.mat] for b in view.bots}
    assert sections == {
        "m": ["Every bot", "Mechanical Marquise 2.0"],
        "e": ["Every bot", "Electric Eyrie"],
        "a": ["Every bot", "Automated Alliance"],
        "v": ["Every bot", "Vagabot"],
        "d": ["Every bot", "Mechanical Marquise 2.0"],
    }


def test_the_vagabot_shows_no_warriors__seed001_7() -> None:
    """Seed 001 §7: the Vagabot has items and no warriors, so its mat (and with it the table
    display's figures) shows no "Warriors in supply 0"; the other bots keep theirs."""
    s = Session(bundled_pack("root_clockwork"), 1)
    for bot, faction in (("e", "eyrie"), ("v", "vagabot"), ("d", None)):
        s.add_bot(bot, {"name": bot, "faction": faction} if faction else {"name": bot})
    view = build_view(s, PlayState(active="v"))
    paths = {b.id: {f.path for sec in b.mat for f in sec.fields} for b in view.bots}
    assert "warriors" not in paths["v"]
    assert "warriors" in paths["e"] and "warriors" in paths["d"], "the default faction, the Marquise"
    assert {"vp", "order.suit"} <= paths["v"]


def test_the_order_card_is_named_in_the_players_words__seed001_2_7() -> None:
    """Seed 001 §2.7: the log names the order's suit as the answer did ("Fox"), never its id."""
    s = session("marquise")
    s.apply({"type": "start", "bot": "b", "chart": "order"})
    logs = s.apply({"type": "answer", "bot": "b", "option": "fox"})
    texts = [render_plain(e.text) for e in logs]
    assert "The order is Fox." in texts and not any("fox" in t for t in texts), texts


def test_no_warrior_on_the_map_no_question_how_many_were_removed__seed001_1_2() -> None:
    """Issue 28 item 11: "How many of Bot's warriors were removed?" has one answer (0); the app
    takes it and the log says why, with no empty range "(0 to 0)" (seed 001, 1.2: the bot's
    warriors in the clearing)."""
    s = session("alliance")  # every warrior in its supply: none on the map
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    for _ in range(2):
        s.apply({"type": "done", "bot": "b"})  # Automated Ambush, Taking hits
    logs = s.apply({"type": "answer", "bot": "b", "option": 0})  # no enemy piece removed
    taken = [e for e in logs if e.node == "warriors"]
    assert len(taken) == 1 and taken[0].answer == "0"
    assert render_plain(taken[0].text) == "How many of Bot's warriors were removed?"
    assert render_plain(taken[0].reason) == "the only possible answer"
    step = s.current("b")
    assert step is not None and step.node == "hits", "the next question is asked at once"
