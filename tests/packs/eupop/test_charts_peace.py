"""Bot Peace Resolution chart (seed 002: Bot Peace Resolution footnotes, Phase 3D)."""

from __future__ import annotations

from typing import Any

import pytest
from test_charts_helpers import Table

# (case, script, nodes passed, at War after, Army after)
CASES: list[tuple[str, list[Any], list[str], bool, dict[str, int]]] = [
    (
        "npr_capital_and_half_income_makes_peace__seed002_peace_footnote1",
        ["npr", "yes", "yes", "no"],
        ["peace.npr_peace", "peace.remove_army"],
        False,
        {"standing": 8, "laid_down": 0},
    ),
    (
        "army_stays_with_unrest_in_its_area__seed002_phase3d",
        ["npr", "yes", "yes", "yes"],
        ["peace.npr_peace"],
        False,
        {"standing": 5, "laid_down": 3},
    ),
    (
        "enemy_refuses_war_goes_on__seed002_peace_footnote3",
        ["pr", "yes", "no"],
        ["peace.war_goes_on"],
        True,
        {"standing": 5, "laid_down": 3},
    ),
    (
        "equal_armies_and_occupation_white_peace__seed002_peace_footnote4",
        ["pr", "no", "yes", "no"],
        ["peace.white_peace", "peace.at_peace"],
        True,
        {"standing": 5, "laid_down": 3},
    ),
    (
        "other_wars_left_stays_at_war__seed002_phase3d",
        ["npr", "yes", "no"],
        ["peace.npr_peace", "peace.at_peace"],
        True,
        {"standing": 5, "laid_down": 3},
    ),
]


@pytest.mark.parametrize("case,script,passes,war,army", CASES, ids=[c[0] for c in CASES])
def test_peace_resolution(
    case: str, script: list[Any], passes: list[str], war: bool, army: dict[str, int]
) -> None:
    """When Peace comes and whether the Army leaves the map (its Units then all stand)."""
    table = Table(at_war=True, army={"standing": 5, "laid_down": 3})
    run = table.play("peace", script)
    assert not run.running, run.path
    for node in passes:
        assert run.passed(node), f"{case}: {node} not in {run.path}"
    assert table.bot["at_war"] is war
    assert table.bot["army"] == army
