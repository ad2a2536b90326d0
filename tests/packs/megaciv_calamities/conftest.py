"""Fixtures of the calamity pack tests: what the window says, in each language."""

from __future__ import annotations

from typing import Any

import pytest
from mega_helpers import BOT, Play

from desktop.core.messages import Message


@pytest.fixture(scope="module")
def said(said: Any) -> Any:
    """The step shown now (or a message, such as a check's reason) as the window says it in a
    language: the packs' `said`, given a play as well as a message."""

    def say(what: Play | Message, lang: str) -> str:
        if isinstance(what, Play):
            step = what.session.current(BOT)
            assert step is not None, "no step is waiting"
            what = step.text
        return str(said(what, lang))

    return say
