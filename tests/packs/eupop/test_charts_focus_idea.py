"""FOCUS and IDEA charts (seed 002: Bot Mat Focus areas, Difficulty Level, Reshuffle, Bots & Ideas)."""

from __future__ import annotations

from typing import Any

import pytest
from test_charts_helpers import Table

# Card 20 is UNREST with FOCUS (Economic) as its next action; 'no' Unrest sends it to FOCUS.
TO_FOCUS = ["no", "no", "no", "none", "no"]

# (case, difficulty, Economic Focus before, answers after reaching FOCUS, Focus after, scored)
FOCUS_CASES: list[tuple[str, str, int, list[Any], int, bool]] = [
    ("power_paid_goes_to_focus__seed002_bot_mat", "normal", 0, [], 1, False),
    ("normal_scores_at_2__seed002_difficulty_level", "normal", 1, ["yes"], 0, True),
    ("easy_needs_3__seed002_difficulty_level", "easy", 1, [], 2, False),
    ("easy_scores_at_3__seed002_difficulty_level", "easy", 2, ["yes"], 0, True),
    ("no_milestone_on_display_keeps_focus__seed002_bot_mat", "hard", 1, ["no"], 2, False),
]


@pytest.mark.parametrize(
    "case,difficulty,before,script,after,scored", FOCUS_CASES, ids=[f[0] for f in FOCUS_CASES]
)
def test_focus_fills_and_scores(
    case: str, difficulty: str, before: int, script: list[Any], after: int, scored: bool
) -> None:
    """The card's Bot Power moves to its Focus area; at the difficulty's threshold it scores."""
    table = Table(difficulty=difficulty, deck=["20"], power__available=5, focus__economic=before)
    run = table.play("main", TO_FOCUS + script)
    assert run.passed("focus.place"), run.path
    assert table.bot["focus"]["economic"] == after
    assert table.bot["power"]["spent"] == 0  # the 1 paid for card 20 sits in Focus now
    assert run.passed("focus.score") is scored


def test_focus_card_is_set_aside__seed002_reshuffle_bot_deck() -> None:
    """A card used for FOCUS is set aside and will not be reshuffled."""
    table = Table(deck=["21"], power__available=5)
    table.play("main", TO_FOCUS)
    assert "21" in table.bot["deck"]["set_aside"] and "21" not in table.bot["deck"]["used"]
    assert table.bot["focus"]["expansion"] == 1


def test_focus_area_unknown_is_asked__seed002_bot_mat() -> None:
    """Without card data naming the area, the player names the Milestone type off the card."""
    table = Table()
    run = table.play("focus", ["war"])
    assert run.passed("focus.ask_area") and run.passed("focus.place")
    assert table.bot["action_run"]["focus_area"] == "war"
    assert "War" in run.texts["focus.place"]
    # FOCUS started from the menu before any draw: the question read "of card None"
    assert run.texts["focus.ask_area"] == "Which Milestone type does the FOCUS Action of the card show?"


# (case, Ideas before, answer, Ideas after)
IDEAS: list[tuple[str, dict[str, int], str, dict[str, int]]] = [
    (
        "research_military__seed002_bots_ideas",
        {"administrative": 0, "diplomatic": 0, "military": 1},
        "military",
        {"administrative": 0, "diplomatic": 0, "military": 2},
    ),
    (
        "research_diplomatic__seed002_bots_ideas",
        {"administrative": 0, "diplomatic": 0, "military": 0},
        "diplomatic",
        {"administrative": 0, "diplomatic": 1, "military": 0},
    ),
    (
        "mat_counts_at_most_3__seed002_bot_mat",
        {"administrative": 3, "diplomatic": 0, "military": 0},
        "administrative",
        {"administrative": 3, "diplomatic": 0, "military": 0},
    ),
]


@pytest.mark.parametrize("case,before,kind,after", IDEAS, ids=[i[0] for i in IDEAS])
def test_idea_tags_the_mat(case: str, before: dict[str, int], kind: str, after: dict[str, int]) -> None:
    """IDEA moves the chit of the Researched type on the Bot Mat (0-3)."""
    table = Table(ideas=dict(before))
    table.play("idea", ["yes", kind, "no"])
    assert table.bot["ideas"] == after


def test_idea_quest_for_the_new_world__seed002_vacant_territories() -> None:
    """Researching Quest for the New World is tracked for EXPLORE, NAVAL and targeting."""
    table = Table()
    table.play("idea", ["yes", "diplomatic", "yes"])
    assert table.bot["quest_new_world"] is True


def test_idea_nothing_to_research_blocks__seed002_idea_action() -> None:
    """With no Idea to Research the action cannot be done."""
    table = Table()
    table.play("idea", ["no"])
    assert table.bot["action_run"]["blocked"] is True
