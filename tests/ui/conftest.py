"""GUI test fixtures: an app built like the real one, on the tiny pack or the bundled EU pack."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot
from ui_helpers import MarkingTranslator

from desktop.boot.startup import App, build
from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir

FIXTURE_PACKS = Path(__file__).resolve().parents[1] / "fixtures" / "packs"


@functools.cache
def eupop_ready() -> bool:
    """The bundled EU pack loads without problems (it is built alongside the GUI)."""
    folder = bundled_rules_dir() / "eupop"
    if not (folder / "pack.yaml").exists():
        return False
    try:
        pack, problems = load_pack(folder)
    except Exception:  # noqa: BLE001 - a pack mid-work may raise; then it is not ready
        return False
    return pack is not None and not problems


@pytest.fixture
def tiny_rules(monkeypatch: pytest.MonkeyPatch) -> Path:
    """Only the tiny fixture pack is installed."""
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(FIXTURE_PACKS))
    return FIXTURE_PACKS


@pytest.fixture
def eu_rules(monkeypatch: pytest.MonkeyPatch) -> Path:
    """The bundled packs, EU among them (skipped while the EU pack does not validate)."""
    if not eupop_ready():
        pytest.skip("rules/eupop does not validate yet")
    root = bundled_rules_dir()
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(root))
    return root


@pytest.fixture
def make_app(qtbot: QtBot) -> Iterator[Callable[..., App]]:
    """Build the app as `python -m desktop` does (settings, language, packs, last game)."""
    apps: list[App] = []

    def factory(fresh: bool = False, file: str | None = None) -> App:
        app = build(fresh=fresh, file=file)
        app.load_rest()
        qtbot.addWidget(app.window)
        app.window.resize(1400, 860)
        app.window.show()
        apps.append(app)
        return app

    yield factory
    for app in apps:
        app.language.set_language("en")
        app.window.close()


@pytest.fixture
def marking_translator() -> Iterator[MarkingTranslator]:
    """Installed while the test runs; removed afterwards."""
    tr = MarkingTranslator()
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(tr)
    yield tr
    app.removeTranslator(tr)


# Qt messages the offscreen and xcb platform plugins print for things they cannot do; any other
# Qt warning during a GUI test fails it (qutebrowser's discipline).
QT_NOISE = (
    r"This plugin does not support propagateSizeHints\(\)",
    r"This plugin does not support raise\(\)",
    r"This plugin does not support setParent\(\)",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Every test in tests/ui fails on an unexpected Qt warning."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.qt_log_level_fail("WARNING"))
            item.add_marker(pytest.mark.qt_log_ignore(*QT_NOISE))


@pytest.fixture(autouse=True)
def _no_blocking_file_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A file dialog would wait for a person forever: in tests it is cancelled at once."""
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))


@pytest.fixture(autouse=True)
def _no_blocking_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """A question box would wait for a person forever: a test that meets one it did not expect
    fails; tests that expect one answer it themselves (monkeypatch the same functions)."""
    from desktop.ui.widgets import dialogs

    def unexpected(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"an unexpected question was asked: {args[1:3]}")

    for name in ("ask_text", "ask_unsaved", "ask_choice"):
        monkeypatch.setattr(dialogs, name, unexpected)
