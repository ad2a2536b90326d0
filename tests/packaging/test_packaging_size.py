"""The bundle's weight and start: what it leaves out (ICU data, image plugins), the packs' rules
shipped compiled, and the smoke test's checks of both."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from packaging_helpers import ROOT, load

buildinfo = load("buildinfo")
icu_data = load("icu_data", "linux")
smoke = load("smoke_test", "linux")

# What Qt 6.11's libraries call in ICU (readelf of libQt6Core): case, collation, converters, zones.
QT_CALLS = {
    "u_strToLower",
    "u_strToUpper",
    "ucal_open",
    "ucal_getTimeZoneDisplayName",
    "ucnv_open",
    "ucol_open",
}


def test_icu_trees_go_only_when_no_function_qt_calls_reads_them() -> None:
    assert icu_data.droppable(QT_CALLS, set()) == list(icu_data.DROPPED_TREES)
    # A Qt that formats numbers through ICU keeps currencies, units and spelled-out numbers.
    kept = set(icu_data.DROPPED_TREES) - set(icu_data.droppable(QT_CALLS | {"unum_open"}, set()))
    assert kept == {"curr", "unit", "rbnf"}
    # Title case and text search read the break rules; language names read lang and region.
    assert "brkitr" not in icu_data.droppable(QT_CALLS | {"u_strToTitle"}, set())
    assert not {"lang", "region"} & set(icu_data.droppable(QT_CALLS | {"uloc_getDisplayName"}, set()))
    # ICU's C++ API: its reach cannot be read from the names, so nothing goes.
    assert icu_data.droppable(QT_CALLS, {"libQt6Core.so.6"}) == []
    for tree in ("coll", "zone"):  # sorting and time-zone names are read by Qt's calls
        assert tree not in icu_data.DROPPED_TREES


def test_icu_scan_reads_the_functions_qt_imports() -> None:
    if not shutil.which("readelf"):
        pytest.skip("readelf is not installed (binutils)")
    import PySide6

    qt_lib = Path(PySide6.__file__).parent / "Qt" / "lib"
    if not list(qt_lib.glob("libicudata.so.*")):
        pytest.skip("this PySide6 does not carry ICU")
    calls, cxx = icu_data.imported_icu_calls(qt_lib)
    assert {"ucol_open", "ucnv_open", "u_strToUpper"} <= calls, "the version suffix (_73) is dropped"
    assert not cxx
    assert icu_data.droppable(calls, cxx), "Qt reads fewer ICU services than the data carries"


def test_unused_image_formats_are_left_out_on_every_system() -> None:
    keep = buildinfo.keep_in_bundle
    for name in ("libqjpeg.so", "qtiff.dll", "libqwebp.dylib", "libqgif.so", "libqico.so"):
        assert not keep(f"PySide6/Qt/plugins/imageformats/{name}"), name
    # The app's icon is an SVG; the svg icon engine and image plugin stay.
    assert keep("PySide6/Qt/plugins/imageformats/libqsvg.so")
    assert keep("PySide6\\Qt\\plugins\\imageformats\\qsvg.dll")
    assert keep("PySide6/Qt/plugins/iconengines/libqsvgicon.so")
    images = {p.suffix for folder in ("resources", "rules") for p in (ROOT / folder).rglob("*")}
    dropped = {f".{fmt}" for fmt in buildinfo.UNUSED_IMAGE_FORMATS} | {".jpg", ".tif"}
    assert not images & dropped, "the app carries an image in a format the bundle cannot read"


def _installed_copy(tmp_path: Path) -> Path:
    """The packs' modules and their compiled files laid out as the bundle lays them out."""
    root = tmp_path / "root"
    internal = root / "opt/botmat/_internal"
    for source in (ROOT / "rules").glob("*/*.py"):
        target = internal / source.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    for compiled, dest in buildinfo.compiled_pack_modules(tmp_path / "build"):
        (internal / dest).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(compiled, internal / dest / Path(compiled).name)
    return root


def test_pack_modules_ship_compiled_where_python_looks_for_them(tmp_path: Path) -> None:
    root = _installed_copy(tmp_path)
    sources = sorted((root / "opt/botmat/_internal/rules").glob("*/*.py"))
    assert len(sources) == len(list((ROOT / "rules").glob("*/*.py")))
    assert all(smoke.compiled_matches(s) for s in sources), "a pack module would be compiled at every start"
    report = smoke.Report(deb="x.deb", mode="scratch")
    smoke.check_bytecode(root, report)
    assert not report.failures
    # An edited source no longer matches its compiled file: Python compiles it afresh.
    edited = sources[0]
    edited.write_text(edited.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    smoke.check_bytecode(root, report)
    assert report.failures and edited.name in report.failures[0]


def test_compiled_pack_modules_name_their_source_not_the_build_machine(tmp_path: Path) -> None:
    compiled, dest = buildinfo.compiled_pack_modules(tmp_path)[0]
    assert dest.startswith("rules/") and dest.endswith("/__pycache__")
    assert str(ROOT).encode() not in Path(compiled).read_bytes(), "the build folder's path would ship"


def test_smoke_test_fails_a_bundle_above_the_size_goal(tmp_path: Path) -> None:
    folder = tmp_path / "opt/botmat"
    folder.mkdir(parents=True)
    with open(folder / "libbig.so", "wb") as fh:  # sparse: the size counts, not the disk blocks
        fh.truncate(int(buildinfo.SIZE_GOAL_MB * 1_000_000) - 1000)
    report = smoke.Report(deb="x.deb", mode="scratch")
    smoke.check_size(tmp_path, report)
    assert not report.failures and report.figures["installed_size_mb"] == buildinfo.SIZE_GOAL_MB
    (folder / "more.so").write_bytes(b"x" * 2000)
    smoke.check_size(tmp_path, report)
    assert report.failures and "goal <= 100 MB" in report.failures[0]


def test_smoke_test_finds_files_the_app_wrote_into_the_installation(tmp_path: Path) -> None:
    shipped = tmp_path / "opt/botmat/_internal/rules/eupop/__pycache__/bot.cpython-311.pyc"
    shipped.parent.mkdir(parents=True)
    shipped.write_bytes(b"")
    assert (
        smoke.written_files(tmp_path, {"/opt/botmat/_internal/rules/eupop/__pycache__/bot.cpython-311.pyc"})
        == []
    )
    (shipped.parent / "army.cpython-311.pyc").write_bytes(b"")
    written = smoke.written_files(tmp_path, {"/" + shipped.relative_to(tmp_path).as_posix()})
    assert written == ["/opt/botmat/_internal/rules/eupop/__pycache__/army.cpython-311.pyc"]
