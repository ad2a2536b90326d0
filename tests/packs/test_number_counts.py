"""Every number step of every bundled pack says what its number counts, so the table display
the other players read names it ("Waiting for: how many Pirates are in that Trade Node, 0–9")
instead of "Waiting for: a number from 0 to 9"; a new number step cannot forget it."""

from __future__ import annotations

import re

import pytest
from number_steps import NumberStep, number_steps

STEPS = list(number_steps())
# What the display cannot show inside "Waiting for: …, 0–9": a parameter it does not fill
# ({bot}, %n), a number of its own beside the range, a sentence's end.
UNFILLED = re.compile(r"\{\w*\}|%n|\d|[?.!:]$")


def test_the_packs_have_number_steps_to_check() -> None:
    """The checks below read real steps: every pack that asks a number is among them."""
    assert len(STEPS) >= 50
    assert {s.pack for s in STEPS} == {"eupop", "root_clockwork", "megaciv_calamities"}


@pytest.mark.parametrize("step", STEPS, ids=str)
def test_every_number_step_says_what_it_counts(step: NumberStep) -> None:
    assert step.node.counts, f"{step}: no `counts` (the table display would say only 'a number')"


@pytest.mark.parametrize("step", STEPS, ids=str)
def test_the_phrase_reads_after_waiting_for(step: NumberStep) -> None:
    """A lower-case phrase of a few words (it follows "Waiting for:"), with nothing the display
    leaves unfilled and no number of its own."""
    phrase = step.node.counts or ""
    assert phrase[:1].islower(), f"{step}: {phrase!r} does not start in lower case"
    assert not UNFILLED.search(phrase), f"{step}: {phrase!r} has a parameter, a number or a full stop"
    assert 3 <= len(phrase.split()) <= 12, f"{step}: {phrase!r} is not a short phrase"


def test_the_phrase_check_refuses_what_the_display_cannot_show() -> None:
    assert UNFILLED.search("how many hits {bot} takes") and UNFILLED.search("how many of %n units")
    assert UNFILLED.search("a number from 0 to 6") and UNFILLED.search("How many hits?")
    assert not UNFILLED.search("how many Pirates are in that Trade Node")
