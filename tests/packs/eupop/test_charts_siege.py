"""SIEGE chart (seed 002: Siege Action footnote 3, Bots & Ideas, Token Limitations)."""

from __future__ import annotations

from typing import Any

import pytest
from test_charts_helpers import Table

# (case, Military Ideas, Available, answers after the two opening questions, Available after,
#  Tax Value sieged)
SIEGES: list[tuple[str, int, int, list[Any], int, int]] = [
    ("large_costs_2__seed002_siege_footnote3", 0, 5, ["large", "none"], 3, 2),
    ("small_costs_1__seed002_siege_footnote3", 0, 5, ["small", "none"], 4, 1),
    ("last_power_sieges_large_without_small__seed002_siege_footnote3", 0, 3, ["large", "no", "yes"], 0, 4),
    ("last_power_prefers_small__seed002_siege_footnote3", 0, 1, ["yes"], 0, 1),
    ("3_military_ideas_2_tax_value_per_power__seed002_bots_ideas", 3, 5, ["large", "large", "large"], 2, 6),
    ("3_military_ideas_two_smalls_for_1__seed002_bots_ideas", 3, 5, ["small", "small", "none"], 4, 2),
    ("2_military_ideas_no_bonus__seed002_bots_ideas", 2, 5, ["large", "large", "no", "no"], 1, 4),
]


@pytest.mark.parametrize("case,ideas,power,script,power_after,sieged", SIEGES, ids=[s[0] for s in SIEGES])
def test_siege_payment(
    case: str, ideas: int, power: int, script: list[Any], power_after: int, sieged: int
) -> None:
    """1 Tax Value per Bot Power (2 with 3+ Military Ideas, 6 at most); a last Power takes a Large."""
    table = Table(power__available=power, ideas__military=ideas)
    run = table.play("siege", ["yes", "yes", *script])
    assert not run.running, run.path
    assert table.bot["power"]["available"] == power_after
    assert table.bot["power"]["spent"] == power - power_after
    assert table.bot["action_run"]["siege_tax_value"] == sieged
    assert run.passed("siege.done")


def test_cap_of_6_tax_value_stops_the_siege__seed002_siege_footnote3() -> None:
    """With 3+ Military Ideas the Siege stops at 6 Tax Value even with Bot Power left."""
    table = Table(power__available=9, ideas__military=3)
    run = table.play("siege", ["yes", "yes", "large", "large", "large"])
    assert not run.running and table.bot["power"]["available"] == 6
    assert run.path.count("siege.budget") == 4


@pytest.mark.parametrize(
    "case,script",
    [
        ("no_small_towns_no_siege__seed002_token_limitations", ["no"]),
        ("no_province_to_siege__seed002_siege_footnote3", ["yes", "no"]),
    ],
    ids=[
        "no_small_towns_no_siege__seed002_token_limitations",
        "no_province_to_siege__seed002_siege_footnote3",
    ],
)
def test_siege_cannot(case: str, script: list[Any]) -> None:
    """Without Small Towns to place, or nothing to Siege, the Bot Sieges nothing and pays nothing."""
    table = Table(power__available=5)
    run = table.play("siege", script)
    assert run.passed("siege.cannot") and not run.passed("siege.begin")
    assert table.bot["power"]["available"] == 5
