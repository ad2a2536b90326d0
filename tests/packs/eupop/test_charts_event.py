"""EVENT chart (seed 002: General Event Rules, Secondary Effects; seed 000 gaining Stability)."""

from __future__ import annotations

from typing import Any

import pytest
from test_charts_helpers import Table

# (case, state, answers after 'applies' = yes, Available after, Spent after)
EFFECTS: list[tuple[str, dict[str, Any], list[Any], int, int]] = [
    ("ten_ducats_gain_1__seed002_general_event_rules", {}, ["ducats_gain", 10, "done"], 6, 0),
    ("eleven_ducats_round_up_to_2__seed002_general_event_rules", {}, ["ducats_gain", 11, "done"], 7, 0),
    (
        "many_ducats_gain_at_most_3__seed002_general_event_rules",
        {},
        ["ducats_gain", 45, "done"],
        8,
        0,
    ),
    (
        "losing_ducats_loses_power__seed002_general_event_rules",
        {},
        ["ducats_lose", 15, "done"],
        3,
        0,
    ),
    ("trade_action_gains_2__seed002_general_event_rules", {}, ["trade", "done"], 7, 0),
    ("recruit_action_pays_1__seed002_general_event_rules", {}, ["recruit", "done"], 4, 1),
    (
        "stability_without_unrest_gains_2_per_step__seed000_general_event_rules",
        {},
        ["stability_gain", "no", 2, "done"],
        9,
        0,
    ),
    (
        "stability_with_unrest_removes_it__seed000_general_event_rules",
        {},
        ["stability_gain", "yes", "done"],
        5,
        0,
    ),
]


@pytest.mark.parametrize("case,state,script,available,spent", EFFECTS, ids=[e[0] for e in EFFECTS])
def test_event_effects_on_bot_power(
    case: str, state: dict[str, Any], script: list[Any], available: int, spent: int
) -> None:
    """Ducats become Bot Power (1 per 10, rounded up, at most 3), Trade gives 2, Recruit costs 1."""
    table = Table(power__available=5, manpower_reserve=6, **state)
    run = table.play("event", ["yes", *script])
    assert not run.running, run.path
    assert table.bot["power"] == {"available": available, "spent": spent}
    assert run.passed("event.secondary")


def test_recruit_action_takes_whole_reserve__seed002_general_event_rules() -> None:
    """The Recruit Action puts every Unit of the Manpower Reserve into the Army."""
    table = Table(power__available=2, manpower_reserve=6)
    run = table.play("event", ["yes", "recruit", "done"])
    assert table.bot["army"]["standing"] == 6 and table.bot["manpower_reserve"] == 0
    assert "6" in run.texts["event.recruit"]


def test_nothing_applies_gains_1__seed002_general_event_rules() -> None:
    """An Event with no applicable effect gives 1 Bot Power, then Secondary Effects."""
    table = Table(power__available=0)
    run = table.play("event", ["no"])
    assert table.bot["power"]["available"] == 1
    assert run.passed("event.secondary") and not run.running


# (case, at War, Available, Spent, Declares War)
DOW = [
    ("at_peace_more_available_declares__seed002_may_declare_war", False, 5, 2, True),
    ("at_peace_not_more_available_does_not__seed002_may_declare_war", False, 2, 2, False),
    ("already_at_war_does_not__seed002_may_declare_war", True, 5, 0, False),
]


@pytest.mark.parametrize("case,war,available,spent,declares", DOW, ids=[d[0] for d in DOW])
def test_may_declare_war(case: str, war: bool, available: int, spent: int, declares: bool) -> None:
    """'May Declare War' only at Peace and with more Available than Spent Bot Power."""
    table = Table(at_war=war, power__available=available, power__spent=spent)
    # When it declares, MILITARY runs from its DoW step: not weaker, Army on the map, no Naval
    # Bridge, no Battle, nothing to Siege.
    war_steps = ["no", "yes", "no", "no", "no", "no"] if declares else []
    run = table.play("event", ["yes", "may_declare", *war_steps, "done"])
    assert not run.running, run.path
    assert run.passed("military.declare_war") is declares
    assert table.bot["at_war"] is (war or declares)
    assert run.passed("event.may_declare") and run.passed("event.secondary")
