"""DEFEND chart and the MAC check (seed 002: Defend Action, MAC, Recruiting Units, Difficulty)."""

from __future__ import annotations

from typing import Any

import pytest
from test_charts_helpers import Table

# (case, army before, answers from the MAC question on, army after)
MAC_CASES: list[tuple[str, dict[str, int], list[Any], dict[str, int]]] = [
    (
        "land_connection_unlimited_stands_all__seed002_mac",
        {"standing": 4, "laid_down": 6},
        ["yes"],
        {"standing": 10, "laid_down": 0},
    ),
    (
        "mc_plus_3_lays_down_excess__seed002_mac",
        {"standing": 10, "laid_down": 0},
        ["no", "mc2"],
        {"standing": 5, "laid_down": 5},
    ),
    (
        "mac_above_army_stands_up__seed002_mac",
        {"standing": 2, "laid_down": 6},
        ["no", "mc4"],
        {"standing": 7, "laid_down": 1},
    ),
    (
        "naval_bridge_minimum_9__seed002_mac",
        {"standing": 12, "laid_down": 0},
        ["bridge", "no"],
        {"standing": 9, "laid_down": 3},
    ),
    (
        "naval_bridge_high_mc_uses_mc__seed002_mac",
        {"standing": 12, "laid_down": 0},
        ["bridge", "yes", "mc7"],
        {"standing": 10, "laid_down": 2},
    ),
]


@pytest.mark.parametrize("case,army,script,after", MAC_CASES, ids=[c[0] for c in MAC_CASES])
def test_mac_check(case: str, army: dict[str, int], script: list[Any], after: dict[str, int]) -> None:
    """MAC: unlimited with a land connection, else MC + 3 (9 at least over a Naval Bridge)."""
    table = Table(army=dict(army))
    run = table.play("defend", script, node="mac")
    assert not run.running, run.path
    assert table.bot["army"] == after
    shown = [t for n, t in run.texts.items() if n.startswith("defend.mac_") and "Standing" in t]
    assert shown and f"Standing: {after['standing']}." in shown[-1]


# (case, difficulty, Available, Manpower Reserve, Available after, Army standing after)
RECRUITS = [
    ("normal_recruits_9_for_2__seed002_defend_footnote1", "normal", 5, 20, 3, 9),
    ("easy_recruits_7__seed002_difficulty", "easy", 5, 20, 3, 7),
    ("very_hard_recruits_11__seed002_difficulty", "very_hard", 5, 20, 3, 11),
    ("short_manpower_still_pays_in_full__seed002_recruiting", "normal", 5, 4, 3, 4),
]


@pytest.mark.parametrize(
    "case,difficulty,power,reserve,power_after,army_after", RECRUITS, ids=[r[0] for r in RECRUITS]
)
def test_defend_recruit(
    case: str, difficulty: str, power: int, reserve: int, power_after: int, army_after: int
) -> None:
    """DEFEND spends 2 Bot Power to recruit the difficulty's Units, up to the Reserve."""
    table = Table(difficulty=difficulty, power__available=power, manpower_reserve=reserve)
    run = table.play("defend", ["yes", "yes"])
    assert run.passed("defend.recruit")
    assert table.bot["power"]["available"] == power_after
    assert table.bot["power"]["spent"] == power - power_after
    assert table.bot["army"]["standing"] == army_after


def test_defend_no_recruit_below_2_power__seed002_defend() -> None:
    """With less than 2 Bot Power left the Bot does not recruit."""
    table = Table(power__available=1, manpower_reserve=20)
    run = table.play("defend", ["yes"])
    assert run.passed("defend.power2") and not run.passed("defend.recruit")
    assert table.bot["army"]["standing"] == 0


# (case, die, node reached)
WEAK = [
    ("roll_1_2_hides__seed002_defend", 2, "defend.hide"),
    ("roll_3_4_attacks_smallest__seed002_defend", 3, "defend.place_smallest"),
    ("roll_5_6_goes_to_spy__seed002_defend", 6, "spy.opponent"),
]


@pytest.mark.parametrize("case,die,node", WEAK, ids=[w[0] for w in WEAK])
def test_defend_too_weak_rolls(case: str, die: int, node: str) -> None:
    """An Army too small for every Invading force, with no Ship to help, rolls a die."""
    run = Table(power__available=0).play("defend", ["yes", "no", "no", "no", die])
    assert run.passed("defend.weak_roll") and run.passed(node), run.path


def test_first_win_gains_1_power__seed002_defend_land_battles() -> None:
    """Winning its first Battle of the Turn gains the Bot 1 Bot Power; a later win does not."""
    first = Table(power__available=0, army={"standing": 12, "laid_down": 0})
    first.play("defend", ["yes", "yes", "yes", "opponent", "no", "won_first"])
    assert first.bot["power"]["available"] == 1
    later = Table(power__available=0, army={"standing": 12, "laid_down": 0})
    later.play("defend", ["yes", "yes", "yes", "opponent", "no", "won"])
    assert later.bot["power"]["available"] == 0


def test_small_army_raised_to_3_before_retaking__seed002_defend() -> None:
    """With only Occupied Towns to free, a small Army is raised to 3 Units, then it Sieges."""
    table = Table(army={"standing": 1, "laid_down": 0}, manpower_reserve=5)
    run = table.play("defend", ["no", "no", "yes", "yes"])
    assert table.bot["army"]["standing"] == 3 and table.bot["manpower_reserve"] == 3
    assert run.passed("defend.place_occupied") and run.passed("siege.towns_left")
