"""EU routines of the Round: Passing, Phase 3, Phase 4, Phase 5 and the End of Age routine."""

from __future__ import annotations

import random
from typing import Any

import pytest
from botmat_rules.eupop.routines import reshuffle
from eupop_routine_play import play

from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session

ALL = [f"{n:02d}" for n in range(1, 25)]


def new_session(pack: Pack, profile: dict[str, Any] | None = None, **options: Any) -> Session:
    session = Session(pack, seed=5)
    session.add_bot("b1", {"difficulty": "normal", **options}, profile)
    return session


# ---- Passing ----------------------------------------------------------------------------


@pytest.mark.parametrize("passed_before, gain", [(0, 2), (1, 1), (2, 0), (4, 0)])
def test_passing_first_gains_two_second_one__seed002_passing(
    pack: Pack, passed_before: int, gain: int
) -> None:
    """Seed 002 Passing: the first Bot to Pass gains 2 Bot Power, the second gains 1."""
    session = new_session(pack)
    play(session, "pass", {"humans": passed_before})
    bot = session.world["bots"]["b1"]
    assert bot["power"]["available"] == 9 + gain
    assert bot["passed"] is True
    assert session.world["shared"]["passed"] == passed_before + 1


def test_a_human_passing_first_makes_the_bot_second__seed002_passing(pack: Pack) -> None:
    """A human who Passed first (one number, not a question per human) leaves the Bot second:
    +1; the reason shows the count as a number."""
    session = new_session(pack)
    play(session, "pass", {"humans": 1})
    assert session.world["bots"]["b1"]["power"]["available"] == 10
    reason = next(e for e in session.log() if e.node == "order")
    from desktop.core.messages import render_plain

    assert render_plain(reason.reason) == "Realms Passed before this one: 1"


def test_the_pass_count_cannot_forget_bots_that_passed__seed002_passing(pack: Pack) -> None:
    """The number asked starts at the Realms the app already counted (Bots that Passed)."""
    session = new_session(pack)
    session.add_bot("b2", {"difficulty": "hard"})
    play(session, "pass", {"humans": 0}, bot="b2")
    session.apply({"type": "start", "bot": "b1", "chart": "pass"})
    step = session.current("b1")
    assert step is not None and step.kind == "number" and step.number == {"min": 1, "max": 13}


def test_two_bots_pass_in_order__seed002_passing(pack: Pack) -> None:
    """The first Bot gets 2, the next 1, counted across Bots."""
    session = new_session(pack)
    session.add_bot("b2", {"difficulty": "hard"})
    play(session, "pass", {"humans": 0}, bot="b2")
    play(session, "pass", {"humans": 1}, bot="b1")
    bots = session.world["bots"]
    assert (bots["b2"]["power"]["available"], bots["b1"]["power"]["available"]) == (11, 10)


def test_a_bot_passes_only_once(pack: Pack) -> None:
    """Passing twice in a Round gains nothing the second time."""
    session = new_session(pack)
    play(session, "pass", {"humans": 0})
    shown = play(session, "pass", {})
    assert shown == {}, shown
    assert [e.node for e in session.log()][-1] == "passed_before"
    assert session.world["bots"]["b1"]["power"]["available"] == 11


# ---- Phase 4 ----------------------------------------------------------------------------

INCOME = [
    # difficulty, towns, +20 tile, emperor extra, papal, uncontested, expected gain
    ("easy", "neither", "no", None, "no", None, 6),
    ("normal", "small", "no", None, "no", None, 8),
    ("hard", "large", "yes", None, "no", None, 10),
    ("very_hard", "both", "yes", None, "yes", "no", 13),
    ("normal", "neither", "no", "e3", "yes", "yes", 11),
]


@pytest.mark.parametrize("level, towns, tile, extra, papal, uncontested, gain", INCOME)
def test_phase4_income__seed002_income_and_upkeep(
    pack: Pack,
    level: str,
    towns: str,
    tile: str,
    extra: str | None,
    papal: str,
    uncontested: str | None,
    gain: int,
) -> None:
    """Seed 002 Phase 4: discard Spent, gain by difficulty, +1 for 20+ Small or 8 Large Towns
    (+2 both), the +20 Income tile, a Bot Emperor's extra, +1 as Papal Controller."""
    session = new_session(pack, difficulty=level)
    session.world["bots"]["b1"]["power"] = {"available": 4, "spent": 5}
    answers = {
        "towns": towns,
        "tile": tile,
        "emperor": "yes" if extra else "no",
        "emperor_extra": extra and int(extra[1:]),
        "emperor_six": "no",
        "papal": papal,
        "uncontested": uncontested,
    }
    shown = play(session, "income", answers)
    assert session.world["bots"]["b1"]["power"] == {"available": 4 + gain, "spent": 0}
    assert "5 Spent" in shown["discard"]


# ---- Phase 5 ----------------------------------------------------------------------------


def test_reshuffle_rules__seed002_reshuffle_bot_deck(pack: Pack) -> None:
    """EVENT and IDEA always back; FOCUS cards stay set aside; half of the other used cards back
    (rounded up, at random); the rest removed for the Age."""
    session = new_session(pack)
    deck = session.world["bots"]["b1"]["deck"]
    used = ["01", "24", "02", "03", "04", "05", "07"]
    deck.update(
        used=used, set_aside=["16"], draw_pile=[c for c in ALL if c not in used + ["16"]], last_drawn="07"
    )
    play(session, "cleanup", {"track": 3, "no_colonies": "no", "emperor": "no", "towns": "no"})
    deck = session.world["bots"]["b1"]["deck"]
    assert {"01", "24"} <= set(deck["draw_pile"])
    assert deck["set_aside"] == ["16"] and deck["used"] == []
    others = {"02", "03", "04", "05", "07"}
    back = others & set(deck["draw_pile"])
    assert len(back) == 3  # half of 5, rounded up
    assert set(deck["removed"]) == others - back
    assert sorted(deck["draw_pile"] + deck["removed"] + deck["set_aside"]) == ALL


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_reshuffle_picks_the_returning_half_at_random(pack: Pack, seed: int) -> None:
    """Which half returns depends on the dice, but always 3 of 6 others."""
    deck = {
        "draw_pile": [],
        "used": ["02", "03", "04", "09", "10", "13"],
        "set_aside": [],
        "removed": [],
        "last_drawn": None,
    }
    moved = reshuffle(deck, pack.decks["bot_deck"], random.Random(seed))
    assert len(moved["back"]) == 3 and len(moved["gone"]) == 3


CLEANUP = {"no_colonies": "no", "emperor": "no", "towns": "no"}


@pytest.mark.parametrize(
    "reserve, army, track, reserve_after, army_after",
    [
        (5, 2, 5, 3, 2),  # the Reserve gives first
        (1, 6, 4, 0, 4),  # then the Army
        (2, 1, 0, 2, 1),  # never below 3
        (0, 1, 1, 2, 1),  # a total below 3 is topped up
        (1, 2, 6, 4, 2),  # a higher Town Track adds to the Reserve
    ],
)
def test_manpower_follows_the_town_track__seed002_cleanup(
    pack: Pack, reserve: int, army: int, track: int, reserve_after: int, army_after: int
) -> None:
    """Seed 002 Phase 5: Manpower follows the Town Track (one number asked, min 3); a loss
    leaves the Manpower Reserve first."""
    session = new_session(pack, manpower=3)
    bot = session.world["bots"]["b1"]
    bot["manpower_reserve"], bot["army"]["standing"] = reserve, army
    shown = play(session, "cleanup", {"track": track, **CLEANUP})
    bot = session.world["bots"]["b1"]  # every event works on a copy of the world
    assert (bot["manpower_reserve"], bot["army"]["standing"]) == (reserve_after, army_after)
    assert f"Manpower is now {reserve_after + army_after}" in shown["update"]


def test_cleanup_starts_a_new_round_once_for_all_bots(pack: Pack) -> None:
    """Cleanup run for every Bot moves the shared Round on by one and clears the passes."""
    session = new_session(pack)
    session.add_bot("b2", {})
    answers = {"track": 3, **CLEANUP}
    play(session, "pass", {"humans": 0})
    for bot in ("b1", "b2"):
        play(session, "cleanup", answers, bot=bot)
    assert session.world["shared"]["round"] == 2 and session.world["shared"]["passed"] == 0
    assert session.world["bots"]["b1"]["passed"] is False


# ---- End of Age -------------------------------------------------------------------------

PROFILE = {"name": "Testland", "removed_cards": {1: ["05"], 2: ["05", "12"], 3: [], 4: ["24"]}}


@pytest.mark.parametrize("profile, removed", [(PROFILE, ["05", "12"]), (None, [])])
def test_end_of_age_resets_the_deck__seed002_end_of_age(pack: Pack, profile: Any, removed: list[str]) -> None:
    """Seed 002 End of Age: all cards reset to the Realm's composition for the new Age and
    shuffled; a Bot without a Realm profile plays with all 24 cards."""
    session = new_session(pack, profile=profile)
    deck = session.world["bots"]["b1"]["deck"]
    deck["used"], deck["draw_pile"] = deck["draw_pile"][:5], deck["draw_pile"][5:]
    play(session, "end_of_age")
    deck = session.world["bots"]["b1"]["deck"]
    assert deck["removed"] == removed
    assert sorted(deck["draw_pile"]) == [c for c in ALL if c not in removed]
    assert deck["used"] == [] and deck["set_aside"] == []
    assert session.world["shared"]["age"] == 2


def test_realm_removals_apply_at_setup__seed002_bot_realms(pack: Pack) -> None:
    """Seed 002 Bot Realms: the profile's cards for the current Age leave the deck at setup."""
    session = new_session(pack, profile=PROFILE)
    deck = session.world["bots"]["b1"]["deck"]
    assert deck["removed"] == ["05"] and "05" not in deck["draw_pile"]
    assert session.world["bots"]["b1"]["realm"] == "Testland"


def test_end_of_last_age_goes_to_final_scoring(pack: Pack) -> None:
    """After Age IV the routine sends the table to Final Scoring and leaves the deck alone."""
    session = new_session(pack)
    session.world["bots"]["b1"]["deck"]["age"] = 4
    shown = play(session, "end_of_age")
    assert "final" in shown and "reset" not in shown


# ---- Phase 3 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "admin, removal_node", [(0, None), (1, "remove_one"), (2, "remove_one"), (3, "remove_two")]
)
def test_admin_ideas_remove_unrest__seed002_bots_and_ideas(
    pack: Pack, admin: int, removal_node: str | None
) -> None:
    """Seed 002 Bots & Ideas / Phase 3H: 1-2 Administrative Ideas remove 1 Unrest, 3+ remove 2."""
    session = new_session(pack)
    session.world["bots"]["b1"]["ideas"]["administrative"] = admin
    shown = play(session, "peace_and_rebels", {"invasion": "no", "rebel_loss": "no"})
    removals = {n for n in ("remove_one", "remove_two") if n in shown}
    assert removals == ({removal_node} if removal_node else set())
    if removal_node:
        assert f"Remove {2 if admin == 3 else 1} Unrest" in shown[removal_node]


def test_war_unrest_and_peace__seed002_peace_and_rebels(pack: Pack) -> None:
    """Phase 3D/H: a Bot at War resolves each War with the Bot Peace Resolution chart and gains
    2 Unrest for being at War; a Bot at Peace skips both."""
    session = new_session(pack)
    session.world["bots"]["b1"]["at_war"] = True
    session.apply({"type": "start", "bot": "b1", "chart": "peace_and_rebels"})
    charts: list[str] = []
    wars = ["yes", "no"]
    while (step := session.current("b1")) is not None:
        charts.append(step.chart)
        if step.kind == "do":
            session.apply({"type": "done", "bot": "b1"})
        elif step.kind == "roll":
            session.apply({"type": "roll", "bot": "b1", "value": 3})
        else:
            ids = [o.id for o in step.options]
            answer = wars.pop(0) if step.node == "more_wars" else "no" if "no" in ids else ids[0]
            session.apply({"type": "answer", "bot": "b1", "option": answer})
    nodes = [e.node for e in session.log() if e.chart == "peace_and_rebels"]
    assert nodes.count("resolve_war") == 2  # one Peace Resolution per War
    assert "peace" in charts
    war_unrest = "gain_unrest" in nodes
    assert war_unrest == session.world["bots"]["b1"]["at_war"]
    peaceful = new_session(pack)
    shown = play(peaceful, "peace_and_rebels", {"invasion": "no", "rebel_loss": "no"})
    assert "peace" not in shown and "gain_unrest" not in shown


@pytest.mark.parametrize("available, after", [(4, 3), (0, 0)])
def test_rebel_dice_cost_at_most_one__seed002_rebel_dice_rolls(
    pack: Pack, available: int, after: int
) -> None:
    """Seed 002 Rebel Dice Rolls: a roll costs the Bot at most 1 Bot Power."""
    session = new_session(pack, start_power=available)
    shown = play(session, "peace_and_rebels", {"invasion": "no", "rebel_loss": "yes"})
    assert session.world["bots"]["b1"]["power"]["available"] == after
    # with none Available nothing is lost, and no step says "loses 0 Bot Power"
    assert ("lose_one" in shown) == (available > 0), shown.get("lose_one")


def test_one_npr_invasion_is_fought__seed002_npr_invasions(pack: Pack) -> None:
    """Phase 3B: the one NPR Invasion is resolved with the Bot's Army and a Land Battle."""
    session = new_session(pack)
    session.apply({"type": "start", "bot": "b1", "chart": "peace_and_rebels"})
    while (step := session.current("b1")) is not None:
        if step.kind == "do":
            session.apply({"type": "done", "bot": "b1"})
        elif step.kind == "roll":
            session.apply({"type": "roll", "bot": "b1", "value": 4})
        elif step.kind == "number":
            session.apply({"type": "answer", "bot": "b1", "option": 0})
        else:
            ids = [o.id for o in step.options]
            answer = "yes" if step.node == "invasion" else "no" if "no" in ids else ids[-1]
            session.apply({"type": "answer", "bot": "b1", "option": answer})
    charts = [e.chart for e in session.log()]
    assert "land_battle" in charts
    assert [e.node for e in session.log() if e.chart == "peace_and_rebels"].count("invade") == 1


def test_a_save_from_older_rules_mid_run_still_loads(pack: Pack, tmp_path: Any) -> None:
    """A game saved by the earlier rules in the middle of Phase 5's old one-Unit-at-a-time loop
    loads: the Bot's state is kept, its unfinished routine is ended with a warning, and it can
    start again (never lose a player's game)."""
    import json

    from desktop.core.store.saves import load_session, save_session

    session = new_session(pack)
    session.apply({"type": "start", "bot": "b1", "chart": "cleanup"})
    path = tmp_path / "old.json"
    save_session(session, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["pack_revision"] = 1
    data["world"]["runs"]["b1"]["stack"][-1]["node"] = "lower"  # a step of the earlier rules
    data["world"]["bots"]["b1"]["manpower_reserve"] = 7
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, warnings = load_session(path, {"eupop": pack})
    assert any("revision 1" in render_plain(w) for w in warnings) and any(
        "start it again" in render_plain(w) for w in warnings
    )
    assert loaded.current("b1") is None and loaded.world["bots"]["b1"]["manpower_reserve"] == 7
    loaded.apply({"type": "start", "bot": "b1", "chart": "cleanup"})
    assert loaded.current("b1") is not None and loaded.current("b1").node == "track"
