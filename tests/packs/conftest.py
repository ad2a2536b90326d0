"""Fixtures shared by the rule packs' tests: a message as the window says it in a language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop.core.messages import Message
from tools.i18n.lupdate import compile_catalogues

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"
Say = Callable[[Message | None, str], str]


@pytest.fixture(scope="module")
def said(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Say]:
    """A message as the window says it in a language (English again after)."""
    from desktop.ui.language import LanguageService, render

    service = LanguageService(compile_catalogues(TRANSLATIONS, tmp_path_factory.mktemp("qm")))

    def say(msg: Message | None, lang: str) -> str:
        service.set_language(lang)
        try:
            return render(msg)
        finally:
            service.set_language("en")

    yield say
    service.set_language("en")
