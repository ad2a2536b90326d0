"""The window and the table display agree on whether a language has its own words for a pack's
text: a translation that reads as its English source ("Automa" in Polish, seed 003's seat word)
is the language's own, and only a text no catalogue holds is not."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from desktop.core.messages import Message

SEAT = Message("glory_automa", "Automa")  # Polish keeps the word: «Automa»
UNKNOWN = Message("glory_automa", "A text no catalogue holds")


@pytest.mark.parametrize(("msg", "own"), [(SEAT, True), (UNKNOWN, False)])
def test_a_translation_equal_to_its_source_is_the_languages_own(
    language: Any, msg: Message, own: bool
) -> None:
    from desktop.ui.language import has_words
    from desktop.ui.table.tongue import Tongue

    language.set_language("pl")
    try:
        in_window = has_words(msg)
    finally:
        language.set_language("en")
    on_table = Tongue("pl", [Path(p) for p in language.catalogues("pl")]).has(msg)
    assert in_window == on_table == own
