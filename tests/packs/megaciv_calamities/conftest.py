"""Fixtures of the calamity pack tests: what the window says, in each language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mega_helpers import BOT, Play

from desktop.core.messages import Message
from tools.i18n.lupdate import compile_catalogues

TRANSLATIONS = Path(__file__).resolve().parents[3] / "translations"


@pytest.fixture(scope="module")
def said(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The step shown now (or a message, such as a check's reason) as the window says it in a
    language (English again after)."""
    from desktop.ui.language import LanguageService, render

    service = LanguageService(compile_catalogues(TRANSLATIONS, tmp_path_factory.mktemp("qm")))

    def say(what: Play | Message, lang: str) -> str:
        if isinstance(what, Play):
            step = what.session.current(BOT)
            assert step is not None, "no step is waiting"
            what = step.text
        service.set_language(lang)
        try:
            return render(what)
        finally:
            service.set_language("en")

    yield say
    service.set_language("en")
