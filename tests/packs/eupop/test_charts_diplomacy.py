"""DIPLOMACY chart (seed 002: Diplomacy Action footnote 3, Bots & Ideas, Bots & Alliances)."""

from __future__ import annotations

import pytest
from test_charts_helpers import Table

# (case, Diplomatic Ideas, extra Influence shown, or None when the step is skipped)
EXTRA = [
    ("no_diplomatic_ideas_no_extra__seed002_bots_ideas", 0, None),
    ("one_idea_places_1_more__seed002_bots_ideas", 1, 1),
    ("two_ideas_place_1_more__seed002_bots_ideas", 2, 1),
    ("three_ideas_place_2_more__seed002_bots_ideas", 3, 2),
]


@pytest.mark.parametrize("case,ideas,extra", EXTRA, ids=[e[0] for e in EXTRA])
def test_diplomatic_ideas_extra_influence(case: str, ideas: int, extra: int | None) -> None:
    """1-2 Diplomatic Ideas place +1 Influence on DIPLOMACY, 3+ place +2."""
    run = Table(ideas__diplomatic=ideas).play("diplomacy", ["valid", "no", "no"])
    assert not run.running, run.path
    if extra is None:
        assert not run.passed("diplomacy.extra")
    else:
        assert f"place {extra} more Influence" in run.texts["diplomacy.extra"]


def test_no_target_blocks_the_action__seed002_invalid_diplomatic_targets() -> None:
    """Without a valid Diplomatic target the card's next action may run instead."""
    table = Table()
    run = table.play("diplomacy", ["none"])
    assert run.passed("diplomacy.cannot") and table.bot["action_run"]["blocked"] is True


def test_alliance_only_with_npr__seed002_bots_alliances() -> None:
    """The Bot forms an Alliance when the main rules allow; the step says NPRs only."""
    run = Table().play("diplomacy", ["valid", "no", "yes"])
    assert run.passed("diplomacy.ally") and "NPR" in run.texts["diplomacy.ally"]
