"""`python -m desktop` flags: --version, --self-test, --quit-after-paint, --data-dir."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from desktop import __version__
from desktop.core.pack.pack_loading import load_pack
from desktop.core.play.session import Session
from desktop.core.store.saves import save_session

ROOT = Path(__file__).resolve().parents[2]
TINY_ROOT = ROOT / "tests" / "fixtures" / "packs"


def run_app(*args: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOTMAT_RULES_DIR=str(TINY_ROOT))
    env.pop("BOTMAT_DATA_DIR", None)
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args, "--data-dir", str(data_dir)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_version(tmp_path: Path) -> None:
    out = run_app("--version", data_dir=tmp_path)
    import PySide6

    lines = out.stdout.strip().splitlines()
    assert out.returncode == 0 and lines[0] == f"botmat {__version__}", out.stdout
    assert lines[1].startswith(f"PySide6 {PySide6.__version__}, Qt 6."), out.stdout


def test_self_test_loads_packs_and_switches_languages(tmp_path: Path) -> None:
    out = run_app("--self-test", data_dir=tmp_path)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report == {
        "version": __version__,
        "packs": ["tiny"],
        "languages": ["en", "pl", "uk"],
        "window": True,
        "problems": [],
    }
    assert not (tmp_path / "saves" / "autosave.botmat.json").exists(), "a fresh state"


def test_quit_after_paint_restores_the_last_game(tmp_path: Path) -> None:
    pack, _ = load_pack(TINY_ROOT / "tiny")
    assert pack is not None
    session = Session(pack, 5)
    session.add_bot("b1", {"name": "Red", "level": "easy"})
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    save = tmp_path / "saves" / "autosave.botmat.json"
    save_session(session, save)
    before = save.read_text(encoding="utf-8")
    started = time.time()
    out = run_app("--quit-after-paint", data_dir=tmp_path)
    assert out.returncode == 0, out.stderr
    figure = json.loads(out.stdout.strip().splitlines()[-1])
    assert set(figure) == {"first_paint_ms", "cpu_ms", "stages", "paint_at"} and figure["first_paint_ms"] > 0
    assert 0 < figure["cpu_ms"]
    assert started < figure["paint_at"] < time.time(), "when it painted, for a launcher to time it"
    stages = figure["stages"]
    assert list(stages) == [
        "interpreter",
        "core",
        "pack",
        "qt",
        "modules",
        "application",
        "window",
        "game",
        "paint",
    ], "the stage table of make bench, in the order of the start"
    assert all(ms >= 0 for ms in stages.values())
    assert abs(sum(stages.values()) - figure["first_paint_ms"]) < 1, "the stages add up to the first paint"
    restored = json.loads(save.read_text(encoding="utf-8"))
    assert restored["cursor"] == json.loads(before)["cursor"], "restored, not a new game"
    assert (tmp_path / "settings.json").exists(), "--data-dir is where the app keeps its data"


def test_main_takes_argv_with_or_without_the_program_name(capsys: Any) -> None:
    from desktop.boot.app import main

    assert main(["--version"]) == 0 and main(["botmat", "--version"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0::2] == [f"botmat {__version__}"] * 2


def test_the_window_gets_the_apps_icon_once_it_is_drawn(make_app: Any) -> None:
    """The icon is given after the first paint (the SVG icon engine would delay it), not never."""
    from PySide6.QtGui import QIcon

    from desktop.boot import startup

    app = make_app(fresh=True)
    app.qapp.setWindowIcon(QIcon())  # as at the first paint of a new process
    try:
        startup._settle(app)
    finally:
        gc.unfreeze()  # what the start set aside goes back to the collector for the other tests
    assert not app.qapp.windowIcon().isNull()
    assert not app.window.windowIcon().isNull()


def test_a_collection_of_cycles_no_longer_walks_what_the_start_made(make_app: Any) -> None:
    """Once the window is drawn, the start's objects are set aside: a full collection walked
    them all (about 100,000), halting the window 50-100 ms every few hundred steps. What a game
    makes afterwards is still collected."""
    from desktop.boot import startup

    app = make_app(fresh=True)
    walked = gc.get_objects
    try:
        assert any(o is app.controller for o in walked())
        startup._settle(app)
        assert not any(o is app.controller for o in walked()), "the start's objects are walked"
        later = [app.controller]  # made after the start: collected as any object is
        assert any(o is later for o in walked())
    finally:
        gc.unfreeze()  # the other tests' objects go back to the collector
