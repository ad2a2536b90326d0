"""MILITARY chart (seed 002: Military Action footnotes, Bot DoWs, Army Movement, Choice Processes)."""

from __future__ import annotations

from typing import Any

import pytest
from test_charts_helpers import Table

# (case, state, script, nodes passed, nodes avoided, at War after)
CASES: list[tuple[str, dict[str, Any], list[Any], list[str], list[str], bool]] = [
    (
        "peace_rolls_target_and_declares_war__seed002_bot_dows",
        {},
        ["npr", "no", "yes", "no", "no", "no", "no"],
        ["military.target", "targeting.military", "military.declare_war", "military.move"],
        ["military.enemy"],
        True,
    ),
    (
        "no_valid_target_cannot_act__seed002_targeting_charts",
        {},
        ["none"],
        ["military.cannot"],
        ["military.declare_war"],
        False,
    ),
    (
        "vacant_territory_ends_the_turn__seed002_vacant_territories",
        {},
        ["vacant"],
        ["targeting.turn_over"],
        ["military.declare_war", "military.end_action"],
        False,
    ),
    (
        "at_war_marches_on_enemy__seed002_opponent_selection",
        {"at_war": True},
        ["yes", "no", "yes", "no", "no", "no", "no"],
        ["military.enemy", "military.move"],
        ["military.target"],
        True,
    ),
    (
        "fully_occupied_enemies_roll_new_target__seed002_at_war",
        {"at_war": True},
        ["no", "opponent", "no", "yes", "no", "no", "no", "no"],
        ["military.target", "military.declare_war"],
        ["military.enemy"],
        True,
    ),
    (
        "army_off_map_is_placed_and_mac_checked__seed002_army_movement",
        {"at_war": True},
        ["yes", "no", "no", "yes", "no", "no", "no", "no"],
        ["military.place", "mac.mac", "mac.mac_unlimited"],
        [],
        True,
    ),
    (
        "can_siege_goes_to_siege__seed000_siege_from_military",
        {"at_war": True},
        ["yes", "no", "yes", "no", "no", "no", "yes"],
        ["military.to_siege", "siege.towns_left"],
        [],
        True,
    ),
]


@pytest.mark.parametrize("case,state,script,passes,avoids,war", CASES, ids=[c[0] for c in CASES])
def test_military_routes(
    case: str, state: dict[str, Any], script: list[Any], passes: list[str], avoids: list[str], war: bool
) -> None:
    """Targeting and DoW at Peace, marching on the Enemy at War, and what follows."""
    table = Table(**state)
    run = table.play("military", script)
    for node in passes:
        assert run.passed(node), f"{case}: {node} not in {run.path}"
    for node in avoids:
        assert not run.passed(node), f"{case}: {node} taken: {run.path}"
    assert table.bot["at_war"] is war


# (case, Available, Available after, Units after)
RECRUITS = [
    ("weaker_army_recruits_for_1__seed002_military_units_per_recruit", 4, 3, 9),
    ("no_power_no_recruit__seed002_military", 0, 0, 0),
]


@pytest.mark.parametrize("case,power,power_after,units", RECRUITS, ids=[r[0] for r in RECRUITS])
def test_military_recruit(case: str, power: int, power_after: int, units: int) -> None:
    """A weaker Army recruits the difficulty's Units for each Bot Power spent."""
    table = Table(at_war=True, power__available=power, manpower_reserve=30)
    table.play("military", ["yes", "yes", "yes", "no", "no", "no"])
    assert table.bot["power"]["available"] == power_after
    assert table.bot["army"]["standing"] == units


def test_naval_bridge_carries_9__seed002_movement_reach() -> None:
    """Crossing a Naval Bridge, Units above 9 are laid down until the next MAC check."""
    table = Table(at_war=True, army={"standing": 12, "laid_down": 1})
    run = table.play("military", ["yes", "no", "yes", "no", "yes", "no", "no"])
    assert table.bot["army"] == {"standing": 9, "laid_down": 4}
    assert "9" in run.texts["military.bridge_cap"]


@pytest.mark.parametrize("result,gain", [(["yes", "yes"], 1), (["yes", "no"], 0), (["no"], 0)])
def test_first_battle_win_gains_1__seed002_land_battles(result: list[str], gain: int) -> None:
    """The Active Bot gains 1 Bot Power for its first Battle win of a Turn only: the Land Battle
    asks once whether the Bot won, then whether it is its first win this Turn."""
    table = Table(at_war=True, power__available=0, army={"standing": 5, "laid_down": 0})
    table.play("military", ["yes", "no", "yes", "no", "no", "yes", "opponent", "no", 0, *result, "no"])
    assert table.bot["power"]["available"] == gain


def test_event_declare_war_step__seed002_general_event_rules() -> None:
    """An Event's Declare War Action enters MILITARY at its Declare War step."""
    table = Table()
    run = table.play("military", ["no", "yes", "no", "no", "no", "no"], node="declare_war")
    assert table.bot["at_war"] is True and not run.running, run.path
    assert run.path[0] == "military.declare_war" and not run.passed("military.target")


def test_ship_for_a_naval_bridge__seed002_ship_placement() -> None:
    """MILITARY places a Ship like NAVAL and DEFEND: next to its Ships or Ports; a Hostile Sea
    Zone means a Naval Battle (chart called), and a first win gains 1 Bot Power."""
    table = Table(at_war=True, power__available=0)
    script = ["yes", "no", "yes", "yes", "yes", "npr", "no", "yes", "no", "no", "no"]
    run = table.play("military", script)
    for node in ("military.pick_sea", "ship_placement.place", "naval_battle.npr_dice", "military.move"):
        assert run.passed(node), f"{node} not in {run.path}"
    assert "Ships or Ports" in run.texts["ship_placement.place"]
    assert table.bot["power"]["available"] == 1
