"""PySide6 reads no source of the app's modules at the start: their entries in its table of
`__feature__` selections are written beforehand (desktop/ui/qt_imports.py), with the values its
own reading gives, so Qt behaves the same while the start spares ≈ 6 ms."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ui_helpers import run_python

from tools.bench_gui import prepare_last_game

WATCH = r"""
import json, sys
import desktop.stages as stages
read = []
mark = stages.mark

def watched(name):
    mark(name)
    if name == "qt":  # PySide6 is in: watch what its import hook reads from now on
        feature = sys.modules["PySide6.support.feature"]
        reads = feature._mod_uses_pyside
        def counted(module):
            read.append(module.__name__)
            return reads(module)
        feature._mod_uses_pyside = counted
    if name == "paint":
        table = sys.modules["PySide6.support.feature"].pyside_feature_dict
        ours = {k: v for k, v in table.items() if k.startswith("desktop.")}
        print(json.dumps({"read": read, "noted": ours}))

stages.mark = watched
if sys.argv[1] == "usual":
    import desktop.ui.qt_imports as qt_imports
    qt_imports.note_modules = lambda: 0
from desktop.app import main
sys.exit(main(["botmat", "--quit-after-paint", "--data-dir", sys.argv[2]]))
"""


def _start(data: Path, how: str) -> dict[str, object]:
    out = run_python("-c", WATCH, how, str(data))
    assert out.returncode == 0, out.stderr[-2000:]
    return dict(json.loads([line for line in out.stdout.splitlines() if line.startswith('{"read"')][-1]))


@pytest.fixture(scope="module")
def last_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    data = tmp_path_factory.mktemp("data")
    prepare_last_game(data, "eupop")
    return data


def test_the_start_reads_no_source_of_the_apps_modules(last_game: Path) -> None:
    report = _start(last_game, "noted")
    read = report["read"]
    assert isinstance(read, list)
    assert [name for name in read if name.split(".")[0] in ("desktop", "typing", "re", "os", "pathlib")] == []


def test_the_notes_mean_what_pyside6_s_own_would(last_game: Path) -> None:
    """The other way round: without the notes PySide6 reads the app's modules. Only a selected
    feature (above 0) changes what Qt's names mean; 0 (none) and -1 (keep the selection, none)
    do not, and neither start selects any."""
    usual, noted = _start(last_game, "usual"), _start(last_game, "noted")
    read = usual["read"]
    assert isinstance(read, list) and "desktop.ui.main_window" in read
    ours, theirs = noted["noted"], usual["noted"]
    assert isinstance(ours, dict) and isinstance(theirs, dict)
    assert theirs and all(value in (0, -1) for value in theirs.values())
    assert set(theirs) <= set(ours) and all(value in (0, -1) for value in ours.values())
