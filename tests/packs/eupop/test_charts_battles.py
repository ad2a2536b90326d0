"""Land and Naval Battle Resolution (seed 002: Land Battles, Naval Battles, Bots & Ideas)."""

from __future__ import annotations

import pytest
from test_charts_helpers import Table

# (case, Military Ideas, Infantry Dice shown)
LAND_DICE = [
    ("no_military_idea_rolls_5__seed002_land_battles", 0, 5),
    ("one_military_idea_rolls_6__seed002_bots_ideas", 1, 6),
    ("three_military_ideas_still_6__seed002_bots_ideas", 3, 6),
]


@pytest.mark.parametrize("case,ideas,dice", LAND_DICE, ids=[d[0] for d in LAND_DICE])
def test_land_battle_dice(case: str, ideas: int, dice: int) -> None:
    """Bots roll 5 Infantry Dice per Battle Round, one more with any Military Idea."""
    run = Table(ideas__military=ideas).play("land_battle", ["opponent", "no"])
    assert f"rolls {dice} Infantry Dice" in run.texts["land_battle.dice"]


def test_casualties_are_one_number__seed002_land_battles_vs_opponents() -> None:
    """The Bot's Casualties are asked as one number (0 to the standing Units) and leave the
    standing Units; laid-down Units are never Casualties."""
    table = Table(army={"standing": 7, "laid_down": 3})
    run = table.play("land_battle", ["opponent", "no", 4])
    assert table.bot["army"] == {"standing": 3, "laid_down": 3}
    assert "Standing now: 3" in run.texts["land_battle.remove"]


# (case, standing Units, answers (the hits as one number), node reached, Units after, half shown)
REBELS = [
    ("units_left_wins__seed002_land_battles_vs_rebels", 6, ["npr", 2], "land_battle.npr_won", 4, None),
    (
        "wiped_out_by_rebels_removes_half__seed002_land_battles_vs_rebels",
        6,
        ["npr", 6, "yes"],
        "land_battle.rebels_won",
        0,
        "half of 6 is 3",
    ),
    (
        "odd_strength_half_is_not_rounded__seed002_land_battles_vs_rebels",
        7,
        ["npr", 9, "yes"],
        "land_battle.rebels_won",
        0,
        "half of 7 is 3.5",
    ),
    (
        "wiped_out_by_npr_loses__seed002_land_battles_vs_npr",
        4,
        ["npr", 4, "no"],
        "land_battle.npr_lost",
        0,
        None,
    ),
]


@pytest.mark.parametrize("case,units,script,node,after,half", REBELS, ids=[r[0] for r in REBELS])
def test_land_battle_vs_npr_and_rebels(
    case: str, units: int, script: list[str], node: str, after: int, half: str | None
) -> None:
    """Vs. NPRs/Rebels: Units left win; losing to Rebels removes half the starting strength."""
    table = Table(army={"standing": units, "laid_down": 2})
    run = table.play("land_battle", script)
    assert run.passed(node), run.path
    assert table.bot["army"]["standing"] == after
    assert table.bot["army"]["laid_down"] == 2  # laid-down Units are never Casualties
    if half:
        assert half in run.texts["land_battle.rebels_won"]


# (case, Diplomatic Ideas, Artillery Dice shown before adjacent Ships)
NAVAL_DICE = [
    ("one_artillery_die__seed002_naval_battles", 0, 1),
    ("diplomatic_idea_adds_a_die__seed002_bots_ideas", 2, 2),
]


@pytest.mark.parametrize("case,ideas,dice", NAVAL_DICE, ids=[d[0] for d in NAVAL_DICE])
def test_naval_battle_dice(case: str, ideas: int, dice: int) -> None:
    """1 Artillery Die plus one per adjacent Ship, +1 with any Diplomatic Idea."""
    run = Table(ideas__diplomatic=ideas).play("naval_battle", ["human", "no"])
    noun = "Die" if dice == 1 else "Dice"  # English plural forms of the catalogue
    assert f"Roll {dice} Artillery {noun}" in run.texts["naval_battle.dice"]


# (case, answers, outcome node)
NAVAL_RESULTS = [
    ("npr_hits_reach_2_plus_ports_bot_loses__seed002_naval_vs_npr", ["npr", "yes"], "naval_battle.lost"),
    ("npr_hits_below_bot_wins__seed002_naval_vs_npr", ["npr", "no"], "naval_battle.won"),
    (
        "human_ships_all_sunk_bot_wins__seed002_naval_vs_opponents",
        ["human", "no", "yes"],
        "naval_battle.won",
    ),
    (
        "human_ships_left_bot_loses__seed002_naval_vs_opponents",
        ["human", "no", "no"],
        "naval_battle.human_lost",
    ),
    (
        "two_bots_tie_reroll__seed002_naval_vs_opponents",
        ["bot", "no", "tie", "this"],
        "naval_battle.won",
    ),
]


@pytest.mark.parametrize("case,script,node", NAVAL_RESULTS, ids=[n[0] for n in NAVAL_RESULTS])
def test_naval_battle_results(case: str, script: list[str], node: str) -> None:
    """Who wins a Naval Battle, by the Enemy."""
    run = Table().play("naval_battle", script)
    assert run.passed(node) and not run.running, run.path


def test_the_units_check_asks_what_its_yes_means__seed002_land_battles_vs_rebels() -> None:
    """002, Land Battles vs. Rebels/NPRs: Units left win, none left lose. The check read "Has the
    Bot any Units left? → Yes (0 Units standing)" and the chart drew Yes to the lost Battle."""
    wiped = Table(army={"standing": 6, "laid_down": 2}).play("land_battle", ["npr", 6, "yes"])
    assert wiped.texts["land_battle.npr_left"] == "Has the Bot lost all its Units?"
    assert wiped.path[wiped.path.index("land_battle.npr_left") + 1] == "land_battle.npr_lost"
    kept = Table(army={"standing": 6, "laid_down": 2}).play("land_battle", ["npr", 2])
    assert kept.path[kept.path.index("land_battle.npr_left") + 1] == "land_battle.npr_won"
