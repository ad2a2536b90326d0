"""Fixtures of the language tests: a language service on freshly compiled catalogues."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from i18n_helpers import TRANSLATIONS

from tools.i18n.lupdate import compile_catalogues


@pytest.fixture(scope="module")
def language(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """Renders messages as the window does; English again after the module's tests."""
    from desktop.ui.language import LanguageService

    service = LanguageService(compile_catalogues(TRANSLATIONS, tmp_path_factory.mktemp("qm")))
    yield service
    service.set_language("en")
