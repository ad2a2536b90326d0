"""DEFEND chart and the MAC check (seed 002: Defend Action, MAC, Recruiting Units, Difficulty)."""

from __future__ import annotations

from typing import Any

import pytest
from bundled import bundled_pack
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
        ["no", 2],
        {"standing": 5, "laid_down": 5},
    ),
    (
        "mac_above_army_stands_up__seed002_mac",
        {"standing": 2, "laid_down": 6},
        ["no", 4],
        {"standing": 7, "laid_down": 1},
    ),
    (
        "naval_bridge_minimum_9__seed002_mac",
        {"standing": 12, "laid_down": 0},
        ["bridge", 0],
        {"standing": 9, "laid_down": 3},
    ),
    (
        "naval_bridge_high_mc_uses_mc__seed002_mac",
        {"standing": 12, "laid_down": 0},
        ["bridge", 7],
        {"standing": 10, "laid_down": 2},
    ),
]


@pytest.mark.parametrize("case,army,script,after", MAC_CASES, ids=[c[0] for c in MAC_CASES])
def test_mac_check(case: str, army: dict[str, int], script: list[Any], after: dict[str, int]) -> None:
    """MAC: unlimited with a land connection, else MC + 3 (9 at least over a Naval Bridge)."""
    table = Table(army=dict(army))
    run = table.play("mac", script)
    assert not run.running, run.path
    assert table.bot["army"] == after
    shown = [t for n, t in run.texts.items() if n.startswith("mac.") and "Standing" in t]
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
    # The step says how many Units actually move, not only what a recruit could give.
    assert f"move {army_after} Units from the Manpower Reserve" in run.texts["defend.recruit"]


def test_defend_no_recruit_below_2_power__seed002_defend() -> None:
    """'Has 2+ Bot Power left, and Invaders where MAC holds them?': below 2, no recruit."""
    table = Table(power__available=1, manpower_reserve=20)
    run = table.play("defend", ["yes"])
    assert run.passed("defend.power2") and not run.passed("defend.recruit")
    assert run.waiting_at == "defend.double"
    assert table.bot["army"]["standing"] == 0


# (case, die, node reached)
WEAK = [
    ("roll_1_2_goes_to_own_area__seed002_defend", 2, "defend.safe_area"),
    ("roll_3_4_attacks_smallest__seed002_defend", 3, "defend.place_smallest"),
    ("roll_5_6_goes_to_spy__seed002_defend", 6, "spy.opponent"),
]


@pytest.mark.parametrize("case,die,node", WEAK, ids=[w[0] for w in WEAK])
def test_defend_too_weak_rolls(case: str, die: int, node: str) -> None:
    """An Army too small for every Invading force, with no Ship to help, rolls 1-2 / 3-4 / 5-6."""
    run = Table(power__available=0).play("defend", ["yes", "no", "no", "no", die])
    assert run.passed("defend.weak_roll") and run.passed(node), run.path


def test_first_win_gains_1_power__seed002_defend_land_battles() -> None:
    """Winning its first Battle of the Turn gains the Bot 1 Bot Power; a later win does not."""
    first = Table(power__available=0, army={"standing": 12, "laid_down": 0})
    first.play("defend", ["yes", "yes", "yes", "opponent", "no", 0, "yes", "yes"])
    assert first.bot["power"]["available"] == 1
    later = Table(power__available=0, army={"standing": 12, "laid_down": 0})
    later.play("defend", ["yes", "yes", "yes", "opponent", "no", 0, "yes", "no"])
    assert later.bot["power"]["available"] == 0


def test_small_army_raised_to_3_before_retaking__seed002_defend() -> None:
    """Occupied Towns, no Invaders, die 1-4: a small Army is raised to 3 Units, placed in an own
    Area without Hostile Units, and Sieges there with 2+ Bot Power."""
    table = Table(army={"standing": 1, "laid_down": 0}, manpower_reserve=5, power__available=4)
    run = table.play("defend", ["no", "no", "yes", 2, "yes", "yes"])
    assert table.bot["army"]["standing"] == 3 and table.bot["manpower_reserve"] == 3
    assert run.passed("defend.hide") and run.passed("siege.towns_left"), run.path


def test_short_of_power_gains_1_instead_of_siege__seed002_defend() -> None:
    """'Has 2+ Bot Power left' before Sieging: without it the Bot gains 1 Bot Power instead."""
    table = Table(army={"standing": 5, "laid_down": 0}, power__available=1)
    run = table.play("defend", ["no", "no", "yes", 1, "yes", "yes"])
    assert run.passed("defend.gain_one") and not run.passed("siege.towns_left"), run.path
    assert table.bot["power"]["available"] == 2


def test_roll_5_6_strikes_enemy_towns__seed002_defend() -> None:
    """Die 5-6: an Area with Enemy Towns next to the Realm, no Battle there, 2+ Bot Power: the
    Army (at least 3 Units) goes there and Sieges."""
    table = Table(army={"standing": 0, "laid_down": 0}, manpower_reserve=5, power__available=3)
    run = table.play("defend", ["no", "no", "yes", 6, "yes", "yes"])
    assert run.passed("defend.place_enemy") and run.passed("siege.towns_left"), run.path
    assert table.bot["army"]["standing"] == 3


def test_roll_5_6_without_power_frees_own_towns__seed002_defend() -> None:
    """Die 5-6 but below 2 Bot Power ('Has 2+ Bot Power?'): the Bot frees its own Towns instead."""
    run = Table(power__available=1).play("defend", ["no", "no", "yes", 5, "yes"])
    assert run.passed("defend.power_enemy") and run.passed("defend.hide"), run.path
    assert not run.passed("defend.place_enemy")


def test_lost_ship_falls_back_to_the_die__seed002_defend_ship_placement() -> None:
    """A Ship placed for a Naval Bridge that loses its Naval Battle: the Army is still too weak."""
    script = ["yes", "no", "no", "yes", "yes", "npr", "yes", 1]
    run = Table(power__available=0).play("defend", script)
    assert run.passed("ship_placement.place") and run.passed("naval_battle.npr_dice")
    assert run.passed("defend.weak_roll"), run.path


# Every box of the DEFEND chart in the booklet's text, as the step that carries it.
BOXES = {
    "invaders": "Area with Invaders",
    "power2": "2 or more Bot Power",
    "mac_room": "MAC is at least the Invading force",
    "recruit": "recruit",
    "double": "twice the size of any Invading force",
    "place_largest": "largest Invading force",
    "at_least_any": "as large as any Invader's force",
    "ship_mac": "placing a Ship raise MAC",
    "place_ship": "Naval Bridge",
    "place_smallest": "smallest Invading force",
    "safe_area": "would not trigger a Battle",
    "hide": "without Hostile Units",
    "siege_here": "Deployed in an Area where it can Siege",
    "power_siege": "2 or more Bot Power",
    "gain_one": "gains 1 Bot Power",
    "on_map": "Army on the map",
    "army_can_siege": "can Siege Provinces",
    "occupied": "Occupied, and no Invaders",
    "min3_occupied": "fewer than 3 Units",
    "enemy_area": "Enemy Towns where the Army would not trigger a Battle",
    "power_enemy": "2 or more Bot Power",
    "place_enemy": "such an Area",
}


def test_every_printed_box_is_a_step__seed002_defend_action() -> None:
    """All boxes and both die splits (1-4 / 5-6 and 1-2 / 3-4 / 5-6) of the printed chart are
    steps, every question whose arrows are a reading is marked, and the battles are called."""
    chart = bundled_pack("eupop").charts["defend"]
    nodes = chart.node_map()
    for node_id, phrase in BOXES.items():
        assert node_id in nodes, node_id
        node = nodes[node_id]
        text = node.text
        for name, value in {**node.params, **getattr(node, "args", {})}.items():
            if isinstance(value, int):
                text = text.replace(f"{{{name}}}", str(value)).replace("%n", str(value))
        assert phrase in text, (node_id, text)
    splits = sorted([(r.min, r.max) for r in n.ranges] for n in chart.nodes if n.kind == "roll")
    assert splits == [[(1, 2), (3, 4), (5, 6)], [(1, 4), (5, 6)]]
    questions = [n for n in chart.nodes if n.kind in ("ask", "check", "roll")]
    unmarked = {n.id for n in questions if not n.reconstructed}
    assert unmarked == {"battle_result"}, unmarked
    calls = {n.chart for n in chart.nodes if n.kind == "call"}
    assert {"land_battle", "ship_placement", "mac", "battle_bonus"} <= calls
