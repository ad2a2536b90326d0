"""Shared fixtures: a private user-data folder for every test, the tiny pack, Xvfb detection."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIXTURE_PACKS = ROOT / "tests" / "fixtures" / "packs"

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_data_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Every test gets its own user data folder, so no test sees a player's real files."""
    path = tmp_path_factory.mktemp("botmat-data")
    monkeypatch.setenv("BOTMAT_DATA_DIR", str(path))
    # A private, empty pack cache too: every test parses and checks the packs it loads.
    monkeypatch.setenv("BOTMAT_CACHE_DIR", str(path / "cache"))
    yield path


@pytest.fixture
def data_dir(_private_data_dir: Path) -> Path:
    """The test's user data folder."""
    return _private_data_dir


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Real-window tests need Xvfb; without it they are skipped with a reason, never passed."""
    if shutil.which("Xvfb"):
        return
    skip = pytest.mark.skip(reason="Xvfb is not installed: real-window test not run")
    for item in items:
        if "xvfb" in item.keywords:
            item.add_marker(skip)
