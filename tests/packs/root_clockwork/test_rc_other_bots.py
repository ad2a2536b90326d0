"""Effects on the game's other bots (issue 15 item 4): pieces a bot's Revolt or battle removes from
another bot, that bot's VP as defender, War Tax's VP: each on the mat of the bot it hits."""

from __future__ import annotations

from rc_helpers import correct, play, state, turn, two_bots

from desktop.core.messages import render_plain
from desktop.core.play.session import Session


def test_bird_revolt_removes_the_marquise_bots_warrior_and_workshop__seed001_alliance_example() -> None:
    """Seed 001, example Alliance turn (§6.5.2): the Unexpected Revolt at 5 removes a Marquise
    warrior and a workshop, and the Alliance scores 1 VP; with the Marquise a bot, its mat loses
    them: the warrior back in its supply, one workshop fewer on the map."""
    s = two_bots("alliance", "marquise")
    marquise = dict(state(s, "o"), buildings=dict(state(s, "o")["buildings"]))
    shown = turn(
        s,
        [
            "bird",
            "yes",
            "yes",
            "no",
            "0",
            "yes",
            "no",
            "1",
            "yes",
            "no",
            "1",
            "rabbit",
            "1",  # bird Revolt at 5: one building removed, 1 VP
            "o",  # the Marquise bot had pieces there
            "1",  # one warrior
            "no",  # not its keep
            "0",
            "1",  # a workshop
            "0",
            "none",  # no other bot there
        ],
    )
    assert shown.has("How many warriors of Other were in that clearing? All of them are removed.")
    assert state(s)["vp"] == 4
    after = state(s, "o")
    assert after["warriors"] == marquise["warriors"] + 1
    assert after["buildings"]["workshop"] == marquise["buildings"]["workshop"] - 1
    assert after["buildings"]["sawmill"] == marquise["buildings"]["sawmill"]
    assert after["keep"] == marquise["keep"] == 1


def test_revolt_on_the_eyrie_bots_roost_and_the_vagabot_bots_pawn__seed001_6_4_3_and_7_2_1_1() -> None:
    """A Revolt removes every enemy piece of the clearing (§6.4.3): the Eyrie bot's warriors and
    roost leave its mat; the Vagabot bot's pawn stays but Full Removal damages 3 items (§7.2.1.1)."""
    s = two_bots("alliance", "eyrie")
    s.add_bot("v", {"name": "Wanderer", "faction": "vagabot"})
    s.apply({"type": "start", "bot": "v", "chart": "setup"})
    play(s, ["yes"], bot="v")
    correct(s, sympathy=2)
    eyrie_warriors, roosts = state(s, "o")["warriors"], state(s, "o")["roosts"]
    shown = turn(s, ["fox", "no", "yes", "1", "o", "2", "yes", "v", "none", "yes", "no", "1"])
    assert shown.has("How many warriors of Other were in that clearing? All of them are removed.")
    assert shown.has("Full Removal: Wanderer damages 3 items, exhausted ones first.")
    assert state(s, "o")["warriors"] == eyrie_warriors + 2 and state(s, "o")["roosts"] == roosts - 1
    assert state(s, "v")["items"]["damaged_fresh"] == 3


def test_a_marquise_bot_defending_loses_its_keep_first_then_a_rolled_building__seed001_1_2_1() -> None:
    """The Eyrie bot's battle against the Marquise bot: as defender the Marquise removes its tokens
    before its buildings and picks the building type at random (§1.2.1), all on its own mat."""
    s = two_bots("eyrie", "marquise")
    s.apply({"type": "correct", "bot": "o", "path": "buildings.workshop", "value": 2})
    before = dict(state(s, "o")["buildings"])
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    shown = play(s, ["0", "0", "0", "o", "1", "2", "3", "yes", "1", "1", "0", "roll:2"])
    assert shown.has("Remove Other's keep token and put it back in the box.")
    assert shown.has("Pick at random which of Other's buildings in that clearing the hit removes.")
    other = state(s, "o")
    assert other["keep"] == 0 and other["vp"] == 1  # 1 VP for the Eyrie building it removed
    assert other["buildings"] == {**before, "workshop": 1, "sawmill": before["sawmill"] - 1}


def test_an_alliance_bot_defending_loses_its_token_without_outrage__seed001_6_2_3() -> None:
    """Only players trigger Automated Outrage (§2.6, §6.2.3): the Marquise bot's battle removes the
    Alliance bot's sympathy token, which leaves its mat, and no VP is scored for Outrage."""
    s = two_bots("marquise", "alliance")
    s.apply({"type": "correct", "bot": "o", "path": "sympathy", "value": 3})
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    shown = play(s, ["1", "0", "0", "o", "0", "1", "yes"])  # Other has no warrior on the map
    assert not shown.has("Automated Outrage: can that player discard")
    assert state(s, "o")["sympathy"] == 2 and state(s, "o")["vp"] == 0 and state(s)["vp"] == 1


def test_a_vagabot_bot_defending_damages_its_items__seed001_7_2_5() -> None:
    s = two_bots("marquise", "vagabot")
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    play(s, ["0", "0", "0", "o", "0", "2"])
    items = state(s, "o")["items"]
    assert items["damaged_fresh"] + items["damaged_exhausted"] == 2


def test_the_vagabot_bots_battle_hits_the_defending_bot__seed001_7_5_4() -> None:
    """The Vagabot battles the enemy with the most VP there (§7.5.4): a bot defender loses its
    warriors onto its own mat; the Vagabot has no buildings or tokens, so no defender VP is asked."""
    s = two_bots("vagabot", "eyrie")
    correct(s, items__fresh=3)
    warriors = state(s, "o")["warriors"]
    s.apply({"type": "start", "bot": "b", "chart": "vb_battle"})
    shown = play(s, ["yes", "0", "2", "0", "0", "o", "2", "0", "no"])
    assert not any("buildings and tokens did Other remove" in t for t in shown)
    assert state(s, "o")["warriors"] == warriors + 2


def test_hospitals_works_for_a_marquise_bot_defending_in_another_bots_battle__seed001_3_3_2() -> None:
    """Research (Clockroot's Hospitals): after a battle as defender in which it lost 2 or more
    warriors, the Marquise places 2 warriors at the keep, also in another bot's battle."""
    s = two_bots("eyrie", "marquise", traits=[])
    s.add_bot("h", {"name": "Healer", "faction": "marquise", "traits": ["hospitals"]})
    s.apply({"type": "start", "bot": "h", "chart": "setup"})
    play(s, ["2"], bot="h")
    supply = state(s, "h")["warriors"]
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    shown = play(s, ["0", "0", "0", "h", "0", "3", "0"])
    assert shown.has(
        f"Hospitals: Healer places 2 warriors in the keep's clearing. Its supply now: {supply + 1}."
    )
    assert state(s, "h")["warriors"] == supply + 3 - 2
    plain = state(s, "o")["warriors"]
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    shown = play(s, ["0", "0", "0", "o", "0", "3", "0"])
    assert not shown.has("Hospitals:") and state(s, "o")["warriors"] == plain + 3, "no trait: none placed"


def test_war_tax_takes_vp_from_the_bots_whose_pieces_were_removed__seed001_3_3_2() -> None:
    """Research (Clockroot's War Tax): whenever the Eyrie bot removes an enemy building or token,
    its owner loses 1 VP; a bot's loss goes onto its mat (no floor: the seed sets none)."""
    s = two_bots("eyrie", "marquise", traits=["war_tax"])
    correct(s, vp=0)
    s.apply({"type": "correct", "bot": "o", "path": "vp", "value": 5})
    s.apply({"type": "start", "bot": "b", "chart": "removed_vp"})
    shown = play(s, ["3", "o", "2", "none"])
    assert shown.has("War Tax: each enemy loses 1 VP per building or token of theirs the bot just removed.")
    assert state(s)["vp"] == 3 and state(s, "o")["vp"] == 5 - 2


def test_revolt_on_the_keep_removes_the_marquise_bots_keep__seed001_6_4_3_and_4_2_1() -> None:
    """Every enemy piece of the revolting clearing goes: the Marquise bot's keep token too, put
    back in the box (§4.2.1), with its warriors and buildings there."""
    s = two_bots("alliance", "marquise")
    correct(s, sympathy=2)
    before = dict(state(s, "o")["buildings"])
    shown = turn(s, ["fox", "no", "yes", "2", "o", "2", "yes", "1", "0", "0", "none", "yes", "no", "1"])
    assert shown.has("Remove Other's keep token and put it back in the box.")
    other = state(s, "o")
    assert other["keep"] == 0 and other["buildings"] == {**before, "sawmill": before["sawmill"] - 1}


def test_taking_hits_mid_battle_gives_back_whose_losses_were_being_counted__seed001_1_2_1() -> None:
    """The bot's Taking hits interrupts its battle while the defender's losses are counted: the
    routine counts the bot's own hits, and the question about the defender comes back as it was
    (the run's answers are given back: pack.yaml `scratch: ans`), also when the routine is stopped."""
    s = two_bots("eyrie", "marquise")
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    for answer in ("0", "0", "0", "o", "0", "1"):  # the Marquise bot defended and lost a warrior
        s.apply({"type": "answer", "bot": "b", "option": answer})
    asked = s.current("b")
    assert asked is not None and render_plain(asked.text).startswith("How many more hits does Other take")
    s.apply({"type": "start", "bot": "b", "chart": "take_hits", "nested": True})
    play_until(s, "take_hits", ["0", "0", "2"])  # the bot's own Taking hits: 2 hits on its own pieces
    back = s.current("b")
    assert back is not None and render_plain(back.text) == render_plain(asked.text)
    assert state(s)["ans"]["loser"] == "o"
    s.apply({"type": "start", "bot": "b", "chart": "take_hits", "nested": True})
    s.apply({"type": "done", "bot": "b"})  # the Eyrie's Taking hits reminder
    s.apply({"type": "answer", "bot": "b", "option": "0"})  # its VP as defender: none
    s.apply({"type": "answer", "bot": "b", "option": "0"})  # its own warriors: the loser is now itself
    assert state(s)["ans"]["loser"] == "b"
    s.apply({"type": "abort", "bot": "b", "nested": True})
    assert state(s)["ans"]["loser"] == "o" and render_plain(s.current("b").text) == render_plain(asked.text)


def play_until(s: Session, chart: str, answers: list[str]) -> None:
    """Answer the interrupting routine `chart` (then "no" to its yes/no questions) until it ends."""
    todo = list(answers)
    while (step := s.current("b")) is not None and any(
        f["chart"] == chart for f in s.world["runs"]["b"]["stack"]
    ):
        if step.kind == "do":
            s.apply({"type": "done", "bot": "b"})
        else:
            s.apply({"type": "answer", "bot": "b", "option": todo.pop(0) if todo else "no"})
    assert not todo, f"{chart}: answers left {todo}"


def test_the_losing_bots_faction_is_asked_by_its_name_and_not_said_twice__seed001_1_2_1() -> None:
    """Seed 001 §1.2.1 (losses by faction) and §3.3.2 (Hospitals as defender): the checks name the
    other bot, and their answer is the faction alone. «Mechanical Marquise 2.0 (Mechanical Marquise
    2.0 is the Mechanical Marquise 2.0.)» read the name thrice for a bot named after its faction, as
    bots are by default, and «Is Mechanical Marquise 2.0 the Mechanical Marquise 2.0?» twice. For
    the bot's own losses the check does not name it («X: która to Frakcja? → X»)."""
    s = two_bots("eyrie", "marquise")
    s.world["meta"]["o"]["name"] = "Mechanical Marquise 2.0"  # the default name, by its faction
    s.apply({"type": "start", "bot": "b", "chart": "battle_results"})
    logs = []
    for answer in ("0", "0", "0", "o", "0", "1", "0"):  # the Marquise bot defended, lost a warrior
        logs += s.apply({"type": "answer", "bot": "b", "option": answer})
    checks = [e for e in logs if e.node in ("faction", "hospitals") and e.answer == "marquise"]
    assert [render_plain(e.text) for e in checks] == ["Which faction is Mechanical Marquise 2.0?"] * 2
    assert all(e.reason is None for e in checks)
    (own,) = [e for e in logs if e.node in ("faction", "own_faction") and e.answer == "eyrie"]
    assert render_plain(own.text) == "Which bot is it?", "its own losses: the bot is not named"
