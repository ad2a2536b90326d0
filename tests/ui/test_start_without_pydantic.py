"""A start from a clean pack cache, the last game restored, never imports pydantic: the packs'
objects are plain records (desktop.core.pack.record), checked by pydantic only when a file is; nor
the other modules the first paint does not need (the table display's window, YAML...); and what
the start opens besides the game waits for the main window's first paint."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ui_helpers import run_python

from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_pack_dirs
from tools.bench_gui import prepare_last_game


def imported_by_the_start(data_dir: Path, cache_dir: Path) -> set[str]:
    """The modules a start to the first paint imports (it quits once the window is drawn)."""
    out = run_python(
        "-X",
        "importtime",
        "-m",
        "desktop",
        "--quit-after-paint",
        "--data-dir",
        str(data_dir),
        BOTMAT_CACHE_DIR=str(cache_dir),
    )
    assert out.returncode == 0, out.stderr[-2000:]
    lines = [
        line.split("|")[-1].strip() for line in out.stderr.splitlines() if line.startswith("import time:")
    ]
    assert "desktop.ui.window.main_window" in lines, "the window was built"
    return set(lines)


def test_a_start_from_a_clean_pack_cache_imports_no_pydantic(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("BOTMAT_CACHE_DIR", str(cache))
    for folder in bundled_pack_dirs():  # every pack checked once: their caches are clean
        pack, problems = load_pack(folder)
        assert pack is not None and problems == [], problems
    prepare_last_game(tmp_path / "data", "eupop")
    imported = imported_by_the_start(tmp_path / "data", cache)
    assert "desktop.core.pack.pack_model" in imported, "the pack was loaded"
    assert not {name for name in imported if name.split(".")[0] in ("pydantic", "pydantic_core")}
    # What the first paint does not show is imported when first used: the table display's
    # window (and html with it), the profiles' editing schema, YAML.
    later = {"desktop.ui.table.table_window", "html", "desktop.core.profile.profile_schema", "yaml"}
    assert later.isdisjoint(imported), later & imported


def test_a_start_without_a_pack_cache_checks_the_pack_with_pydantic(tmp_path: Path) -> None:
    """The other way round, so the test above cannot pass by not seeing pydantic at all."""
    prepare_last_game(tmp_path / "data", "eupop")
    imported = imported_by_the_start(tmp_path / "data", tmp_path / "empty-cache")
    assert "pydantic" in imported and "desktop.core.pack.record_check" in imported


PREPARED = """
import json, sys
from desktop.boot.startup import build
app = build(fresh=True)
schemas = [p.registry.schemas.items() for p in app.controller.packs.values()]
models = [m for items in schemas for (kind, _name), m in items if kind == "profile"]
if sys.argv[1] == "prepare":
    app.prepare_checks()
from desktop.core.pack import record_check
ready = [bool(record_check._TWINS.get(m) and record_check._TWINS[m].__pydantic_complete__) for m in models]
print(json.dumps({"models": len(models), "ready": ready}))
"""


@pytest.mark.parametrize("prepare", [True, False])
def test_the_profiles_checks_are_built_while_the_app_is_idle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, prepare: bool
) -> None:
    """A step checking a Realm profile or keyed cards does not wait for pydantic to load and build
    its checks (≈ 100 ms once): the start builds them once idle (App.prepare_checks; without it,
    none is built, so the test can tell)."""
    monkeypatch.setenv("BOTMAT_CACHE_DIR", str(tmp_path / "cache"))
    for folder in bundled_pack_dirs():  # clean caches: the start itself checks no pack file
        assert load_pack(folder)[0] is not None
    arg = "prepare" if prepare else "no"
    out = run_python("-c", PREPARED, arg, BOTMAT_DATA_DIR=str(tmp_path / "data"))
    assert out.returncode == 0, out.stderr[-2000:]
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found["models"] >= 2, "EU's Realm profiles and Glory's keyed cards"
    assert found["ready"] == [prepare] * found["models"]


REOPENED = """
import json
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from desktop.boot import stages, startup
from desktop.ui.table.table_display import TableDisplay

painted_first = []
opened = TableDisplay.open

def open_(self, language=""):
    painted_first.append("paint" in stages.durations(0.0))
    QTimer.singleShot(0, QApplication.quit)
    return opened(self, language)

TableDisplay.open = open_
QTimer.singleShot(10000, QApplication.quit)  # never reopened: the test says so
startup.run()
print(json.dumps(painted_first))
"""


def test_a_table_display_open_at_the_last_quit_opens_after_the_main_window_painted(tmp_path: Path) -> None:
    """The players see their game first: the display left open comes back, but only once the
    main window has painted (a zero timer armed before it could run ahead of its first expose)."""
    prepare_last_game(tmp_path / "data", "eupop")
    settings = tmp_path / "data" / "settings.json"
    settings.write_text(json.dumps(json.loads(settings.read_text()) | {"table_open": True}), encoding="utf-8")
    out = run_python(
        "-c", REOPENED, BOTMAT_DATA_DIR=str(tmp_path / "data"), BOTMAT_CACHE_DIR=str(tmp_path / "c")
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert json.loads(out.stdout.strip().splitlines()[-1]) == [True]
