"""Shared fixtures: a private user-data folder for every test, the packs, Xvfb detection."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from bundled import bundled_pack

from desktop.core.pack.pack_code import vouch_for
from desktop.core.pack.pack_loading import Pack

ROOT = Path(__file__).resolve().parents[1]
FIXTURE_PACKS = ROOT / "tests" / "fixtures" / "packs"

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The fixture packs are ours: their modules may run (test modules load them as they are imported).
vouch_for(FIXTURE_PACKS)


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


@pytest.fixture(autouse=True)
def _windows_deleted() -> Iterator[None]:
    """The windows and dialogs a test opened are deleted after it: a closed one stays registered
    for every later language switch, and each test would pay for all those before it."""
    widgets = sys.modules.get("PySide6.QtWidgets")  # Qt only where a test loaded it
    before = {_address(w) for w in widgets.QApplication.topLevelWidgets()} if widgets else set()
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return
    for window in widgets.QApplication.topLevelWidgets():
        if _address(window) not in before:
            window.close()
            window.deleteLater()
    core = sys.modules["PySide6.QtCore"]
    core.QCoreApplication.sendPostedEvents(None, core.QEvent.Type.DeferredDelete)


def _address(window: Any) -> int:
    """The C++ object's address (a Python wrapper made twice has two ids, one address)."""
    import shiboken6

    return shiboken6.getCppPointer(window)[0]


@pytest.fixture(scope="session", autouse=True)
def _test_packs_run_code(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The tests' copies of packs in temporary folders are ours too: their modules may run.
    Any other folder outside the bundled rules is refused, as a player's would be."""
    vouch_for(tmp_path_factory.getbasetemp())


@pytest.fixture
def pack(request: pytest.FixtureRequest) -> Pack:
    """The bundled pack a test under tests/packs/<pack id>/ is about, loaded once per run."""
    folder = Path(request.path).parent
    assert folder.parent.name == "packs", f"{request.path} is not under tests/packs/<pack id>/"
    return bundled_pack(folder.name)


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
