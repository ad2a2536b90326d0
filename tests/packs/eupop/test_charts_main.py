"""Main Turn Structure of the EU pack (seed 002 Main Turn Structure, seed 000 footnotes 4-5)."""

from __future__ import annotations

from typing import Any

import pytest
from test_charts_helpers import Table

# (case id naming the seed section, bot state, script, nodes the turn must pass, nodes it must not)
ROUTES: list[tuple[str, dict[str, Any], list[Any], list[str], list[str]]] = [
    (
        "attacked_goes_to_defend__seed000_main_footnote4",
        {},
        ["yes"],
        ["main.attacked", "main.to_defend", "defend.invaders"],
        ["main.draw"],
    ),
    (
        "army_can_siege_goes_to_siege__seed002_main_turn",
        {},
        ["no", "yes"],
        ["main.can_siege", "siege.towns_left"],
        ["main.draw", "defend.invaders"],
    ),
    (
        "can_colonize_goes_to_colonize__seed002_main_turn",
        {},
        ["no", "no", "yes"],
        ["main.to_colonize", "colonize.towns_left"],
        ["main.draw"],
    ),
    (
        "otherwise_draws_a_card__seed002_bot_cards",
        {"power__available": 5},
        ["no", "no", "no", "none"],
        ["main.has_power", "main.draw", "main.dispatch"],
        ["main.event_taken"],
    ),
    (
        "no_power_and_no_event_takes_event__seed002_passing",
        {"power__available": 0},
        ["no", "no", "no", "no"],
        ["main.event_taken", "main.to_event", "event.take"],
        ["main.draw", "main.to_pass"],
    ),
    (
        "no_power_after_event_passes__seed002_passing",
        {"power__available": 0},
        ["no", "no", "no", "yes"],
        ["main.event_taken", "main.to_pass"],
        ["main.draw"],
    ),
]


@pytest.mark.parametrize("case,state,script,passes,avoids", ROUTES, ids=[r[0] for r in ROUTES])
def test_main_turn_order(
    case: str, state: dict[str, Any], script: list[Any], passes: list[str], avoids: list[str]
) -> None:
    """Defend when attacked, Siege, Colonize, else a Bot Card; Event before Passing."""
    run = Table(**state).play("main", script)
    for node in passes:
        assert run.passed(node), f"{case}: {node} not in {run.path}"
    for node in avoids:
        assert not run.passed(node), f"{case}: {node} taken: {run.path}"


# (case, Available before, card on top, Available after, Spent after)
PAYMENTS = [
    ("full_cost_paid__seed002_bot_power", 9, "07", 6, 3),
    ("short_pays_what_is_left_and_acts__seed000_main_footnote5", 1, "07", 0, 1),
    ("free_card_costs_nothing__seed002_bot_cards", 4, "01", 4, 0),
]


@pytest.mark.parametrize("case,before,card,available,spent", PAYMENTS, ids=[p[0] for p in PAYMENTS])
def test_card_cost_paid(case: str, before: int, card: str, available: int, spent: int) -> None:
    """Footnote 5: with less than the cost the Bot pays what is left and still acts."""
    table = Table(deck=[card], power__available=before)
    run = table.play("main", ["no", "no", "no", "none"])
    assert table.bot["deck"]["last_drawn"] == card
    assert table.bot["power"] == {"available": available, "spent": spent}
    assert run.passed("main.dispatch")
    assert "draw" in run.texts["main.draw"].lower()


def test_top_action_runs__seed002_bot_cards() -> None:
    """Card 07 (DIPLOMACY) leads to the DIPLOMACY chart when the Bot is at Peace."""
    run = Table(deck=["07"]).play("main", ["no", "no", "no", "none"])
    assert run.passed("main.run_diplomacy") and run.passed("diplomacy.target")
    assert not run.passed("main.use_war")


WAR_CASES = [
    # at war, an Enemy still has Provinces: the War Action (MILITARY) replaces DIPLOMACY.
    (
        "war_action_replaces_top__seed002_bot_cards",
        ["no", "no", "no", "none", "yes"],
        "main.run_military",
        "main.run_diplomacy",
    ),
    # only fully Occupied Enemies left: counts as not at War (Choice Processes: At War?).
    (
        "fully_occupied_enemies_not_at_war__seed002_at_war",
        ["no", "no", "no", "none", "no"],
        "main.run_diplomacy",
        "main.run_military",
    ),
]


@pytest.mark.parametrize("case,script,taken,not_taken", WAR_CASES, ids=[w[0] for w in WAR_CASES])
def test_war_action(case: str, script: list[Any], taken: str, not_taken: str) -> None:
    """The War Action replaces the top action at War, unless the At War? rule says otherwise."""
    run = Table(deck=["05"], at_war=True).play("main", script)
    assert run.passed(taken), run.path
    assert not run.passed(not_taken), run.path


def test_war_action_unknown_is_asked__seed002_bot_cards() -> None:
    """Card 08's War Action is in no source: the player reads it off the card."""
    table = Table(deck=["08"], at_war=True)
    run = table.play("main", ["no", "no", "no", "none", "yes", "military"])
    assert run.passed("main.war_unknown") and run.passed("main.run_military")
    assert "MILITARY" in run.texts["main.use_war_read"]


def test_next_action_when_top_cannot_be_done__seed002_bot_cards() -> None:
    """Card 13: no Unrest to remove, so the Bot takes its next action, SPY."""
    run = Table(deck=["13"]).play("main", ["no", "no", "no", "none", "no"])
    assert run.passed("unrest.cannot")
    assert run.passed("main.use_next") and run.passed("main.run_spy")
    assert "SPY" in run.texts["main.use_next"]


def test_done_top_action_ends_turn__seed002_bot_cards() -> None:
    """Card 13 with Unrest to remove: UNREST is done and the next action is not taken."""
    run = Table(deck=["13"]).play("main", ["no", "no", "no", "none", "yes"])
    assert run.passed("unrest.remove") and run.passed("main.end_turn")
    assert not run.passed("main.use_next")


def test_unknown_discard_icon_is_read_off_the_card__seed002_bot_cards() -> None:
    """No source gives a discard icon: the step asks what card 02 shows and acts on the answer."""
    run = Table(deck=["02"]).play("main", ["no", "no", "no", "military"])
    assert run.passed("main.discard_unknown") and run.passed("main.discard_mil")
    assert "02" in run.texts["main.discard_unknown"]
    assert "Our sources" not in run.texts["main.discard_unknown"]
    none = Table(deck=["02"]).play("main", ["no", "no", "no", "none"])
    assert not any(none.passed(f"main.discard_{k}") for k in ("admin", "dip", "mil"))


def test_empty_deck_goes_to_event_or_pass__seed002_bot_cards() -> None:
    """With no card left to draw the Bot cannot act: Event first, then Pass."""
    table = Table(power__available=5)
    table.bot["deck"]["used"] += table.bot["deck"]["draw_pile"]
    table.bot["deck"]["draw_pile"] = []
    run = table.play("main", ["no", "no", "no", "no"])
    assert run.passed("main.has_cards") and run.passed("main.to_event")
    assert not run.passed("main.draw")


def test_action_done_stays_done_after_leading_on__seed002_military_from_papal() -> None:
    """Card 14: PAPAL CURIA acts, then MILITARY finds no target; SPY (next action) is not taken."""
    run = Table(deck=["14"], state_religion="catholic").play(
        "main", ["no", "no", "no", "none", "yes", "none"]
    )
    assert run.passed("papal_curia.curia") and run.passed("military.cannot")
    assert not run.passed("main.use_next") and run.passed("main.end_turn")


def test_passed_bot_takes_no_turn__seed002_passing() -> None:
    """A Bot that has Passed takes no more Turns: MAIN says so and draws no card, pays nothing."""
    table = Table(passed=True, power__available=6, deck=["07"])
    run = table.play("main", [])
    assert run.passed("main.skip") and not run.running, run.path
    assert "Passed: skip this Bot" in run.texts["main.skip"]
    assert table.bot["deck"]["last_drawn"] is None and table.bot["power"]["available"] == 6
    assert not run.passed("main.attacked")
