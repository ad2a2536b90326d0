"""The Polish and Ukrainian table display names what a number step counts in its own words:
each pack's `counts` phrase is translated in the pack's pl and uk catalogues («Oczekiwanie na
odpowiedź: ilu Piratów jest w tym Węźle Handlowym, 0–9»), so the display never falls back to
"a number from 0 to 9" nor shows the English phrase inside a Polish or Ukrainian line."""

from __future__ import annotations

import re
from typing import Any

import pytest
from number_steps import NumberStep, number_steps

from desktop.core.messages import Message
from desktop.ui.table.tongue import Tongue

STEPS = [s for s in number_steps() if s.node.counts]
CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def phrase(step: NumberStep) -> Message:
    """The phrase as the table display asks its language for it (the step's chart context)."""
    return Message(step.context, step.node.counts or "")


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_every_counts_phrase_is_in_the_displays_language(language: Any, lang: str) -> None:
    tongue = Tongue(lang, language.catalogues(lang))
    missing = [str(s) for s in STEPS if not tongue.has(phrase(s))]
    assert len(STEPS) >= 50 and not missing, missing
    english = [str(s) for s in STEPS if tongue.render(phrase(s)) == s.node.counts]
    assert not english, english


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_the_translated_phrase_reads_after_waiting_for(language: Any, lang: str) -> None:
    """It follows «Oczekiwanie na odpowiedź:» / «Очікування відповіді:»: lower case, no parameter
    the display leaves unfilled, no number of its own; Ukrainian is written in Cyrillic."""
    tongue = Tongue(lang, language.catalogues(lang))
    for step in STEPS:
        said = tongue.render(phrase(step))
        assert said[:1].islower(), f"{step}: {said!r}"
        assert not re.search(r"\{\w*\}|%n|\d|[?.!]$", said), f"{step}: {said!r}"
        assert lang != "uk" or CYRILLIC.search(said), f"{step}: {said!r}"
