"""PySide6's support modules are compiled at the first start only: later starts are given back
the same compiled code (desktop/ui/qt_bytecode.py), and Qt behaves as it does without it."""

from __future__ import annotations

import builtins
import json
import os
from pathlib import Path

import pytest
from ui_helpers import run_python

from desktop.ui.qt_bytecode import Counts, kept_compiles, read_kept

IMPORT_QT = r"""
import json, sys
from pathlib import Path
from desktop.ui.qt_bytecode import Counts, kept_compiles
with kept_compiles(Path(sys.argv[1])):
    from PySide6 import QtCore, QtWidgets
from PySide6.support.signature import get_signature
align = QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignTop
try:
    QtCore.QObject().setObjectName(1)  # PySide6's support explains a wrong call
    explained = ""
except TypeError as exc:
    explained = str(exc)
print(json.dumps({
    "served": Counts.served,
    "compiled": Counts.compiled,
    "signature": str(get_signature(QtWidgets.QWidget.resize)),
    "align": int(align),
    "explained": explained,
}))
"""


def _import_qt(cache: Path) -> dict[str, object]:
    out = run_python("-c", IMPORT_QT, str(cache))
    assert out.returncode == 0, out.stderr[-2000:]
    return dict(json.loads(out.stdout.splitlines()[-1]))


def test_a_second_start_compiles_none_of_pyside6s_support_and_qt_works_the_same(tmp_path: Path) -> None:
    cache = tmp_path / "qt-support.bin"
    first = _import_qt(cache)
    assert first["served"] == 0 and isinstance(first["compiled"], int) and first["compiled"] >= 5
    assert any(name.startswith("shibokensupport/signature/") for name in read_kept(cache))
    second = _import_qt(cache)
    assert second["compiled"] == 0 and second["served"] == first["compiled"]
    assert {k: v for k, v in second.items() if k not in ("served", "compiled")} == {
        k: v for k, v in first.items() if k not in ("served", "compiled")
    }
    assert "Supported signatures" in str(second["explained"]), "PySide6's error text for a wrong call"
    assert "w: int, h: int" in str(second["signature"])


def _run(cache: Path, source: bytes, name: str = "shibokensupport/probe.py") -> dict[str, object]:
    """`source` compiled under kept_compiles, as PySide6 compiles its support, and run."""
    with kept_compiles(cache):
        code = compile(source, name, "exec")
    found: dict[str, object] = {}
    exec(code, found)  # noqa: S102 - the probe's own source
    return found


def test_a_changed_source_is_compiled_again_not_given_the_old_code(tmp_path: Path) -> None:
    cache = tmp_path / "qt-support.bin"
    assert _run(cache, b"x = 1")["x"] == 1 and Counts.compiled == 1
    assert _run(cache, b"x = 1")["x"] == 1 and (Counts.served, Counts.compiled) == (1, 0)
    assert _run(cache, b"x = 2")["x"] == 2 and Counts.compiled == 1
    assert _run(cache, b"x = 2")["x"] == 2 and Counts.served == 1


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-1] + bytes([data[-1] ^ 1]),  # a flipped bit
        lambda data: data[: len(data) // 2],  # cut short
        lambda data: data.replace(b"botmat-qt-support 2", b"botmat-qt-support 9"),  # another format
        lambda data: b"",
    ],
)
def test_a_damaged_file_is_ignored_and_written_again(tmp_path: Path, damage: object) -> None:
    cache = tmp_path / "qt-support.bin"
    _run(cache, b"x = 1")
    assert callable(damage)
    cache.write_bytes(damage(cache.read_bytes()))
    assert read_kept(cache) == {}
    assert _run(cache, b"x = 1")["x"] == 1 and Counts.compiled == 1
    assert list(read_kept(cache)) == ["shibokensupport/probe.py"]


def test_a_fifo_in_the_files_place_is_not_waited_on(tmp_path: Path) -> None:
    cache = tmp_path / "qt-support.bin"
    os.mkfifo(cache)  # nothing ever writes into it: opening it to read could wait for ever
    assert read_kept(cache) == {}
    assert _run(cache, b"x = 1")["x"] == 1 and Counts.compiled == 1
    assert list(read_kept(cache)) == ["shibokensupport/probe.py"], "a file is written in its place"


def test_a_file_from_another_python_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "qt-support.bin"
    _run(cache, b"x = 1")
    monkeypatch.setattr("desktop.ui.qt_bytecode.MAGIC_NUMBER", b"\x00\x00\r\n")
    assert read_kept(cache) == {}


def test_other_compiles_take_the_usual_path_and_are_not_kept(tmp_path: Path) -> None:
    cache = tmp_path / "qt-support.bin"
    usual = builtins.compile
    assert _run(cache, b"y = 3", name="mine.py")["y"] == 3
    assert not cache.exists() and builtins.compile is usual
    with pytest.raises(RuntimeError), kept_compiles(cache):
        raise RuntimeError("an import failed")
    assert builtins.compile is usual, "compile is put back even when the import fails"


def test_a_cache_that_cannot_be_written_costs_nothing_but_time(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    assert _run(blocked / "qt-support.bin", b"x = 1")["x"] == 1


def test_the_apps_start_keeps_pyside6s_support_compiled(tmp_path: Path) -> None:
    out = run_python(
        "-m",
        "desktop",
        "--quit-after-paint",
        "--data-dir",
        str(tmp_path / "data"),
        BOTMAT_CACHE_DIR=str(tmp_path),
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert "shibokensupport/signature/loader.py" in read_kept(tmp_path / "qt-support.bin")
