"""The PyInstaller recipe: it parses, bundles every pack, catalogue and resource, keeps one version."""

from __future__ import annotations

import ast
import importlib.util
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml
from packaging_helpers import PACKAGING, ROOT, load

buildinfo = load("buildinfo")
SPEC = PACKAGING / "botmat.spec"


def test_spec_parses_and_builds_one_folder_named_botmat() -> None:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    calls = {
        node.func.id: node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    for step in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        assert step in calls, f"the spec has no {step}(...)"
    names = {
        kw.value.value
        for kw in calls["COLLECT"].keywords
        if kw.arg == "name" and isinstance(kw.value, ast.Constant)
    }
    assert names == {"botmat"}, "players and the .deb expect dist/botmat/"
    # The data list is explicit (buildinfo.DATA) and carries the installed version's metadata.
    source = SPEC.read_text(encoding="utf-8")
    assert "buildinfo.data_files()" in source and 'copy_metadata("botmat")' in source


def test_bundle_carries_every_pack_with_its_python_modules() -> None:
    files = {Path(src).relative_to(ROOT).as_posix(): dest for src, dest in buildinfo.data_files()}
    packs = sorted(p.parent.name for p in (ROOT / "rules").glob("*/pack.yaml"))
    assert packs, "no rule pack found under rules/"
    for pack in packs:
        assert f"rules/{pack}/pack.yaml" in files, f"pack {pack} would be missing from the app"
        for module in (ROOT / "rules" / pack).glob("*.py"):
            rel = module.relative_to(ROOT).as_posix()
            assert files.get(rel) == f"rules/{pack}", f"{rel} would not be importable in the app"
    assert not [f for f in files if "__pycache__" in f or f.endswith(".pyc")], "byte-code is not data"


def test_bundle_carries_compiled_translations_and_fonts() -> None:
    if not list((ROOT / "translations").glob("*.qm")):
        pytest.skip("translations are not compiled (make test compiles them first)")
    files = {Path(src).relative_to(ROOT).as_posix() for src, _ in buildinfo.data_files()}
    for lang in buildinfo.LANGUAGES:
        assert any(f.startswith("translations/") and f.endswith(f"_{lang}.qm") for f in files), lang
    assert not any(f.endswith(".ts") for f in files), "Linguist sources are not shipped"
    fonts = [p.relative_to(ROOT).as_posix() for p in (ROOT / "resources").rglob("*.ttf")]
    assert set(fonts) <= files, "the bundled fonts (Polish and Cyrillic glyphs) must ship"


def test_no_module_of_the_app_imports_a_qt_module_the_bundle_leaves_out() -> None:
    """An excluded Qt module imported by the app would crash the installed app on start."""
    used = buildinfo.qt_modules_imported()
    assert "QtWidgets" not in buildinfo.EXCLUDED_QT and "QtCore" not in buildinfo.EXCLUDED_QT
    clash = used & set(buildinfo.EXCLUDED_QT)
    assert not clash, f"imported by the app but left out of the bundle: {clash}"


def _top_level_imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.split(".")[0])
    return found


def test_no_module_of_the_app_imports_a_python_module_the_bundle_leaves_out() -> None:
    """multiprocessing, pkgutil and the like are left out so that the installed app runs no
    start-up hook for them; one imported by the app or a pack would crash it where it is used."""
    assert {"multiprocessing", "pkgutil", "mypy"} <= set(buildinfo.EXCLUDED_PY)
    clash = {
        f"{path.relative_to(ROOT)}: {name}"
        for folder in ("desktop", "rules")
        for path in (ROOT / folder).rglob("*.py")
        for name in _top_level_imports(path) & set(buildinfo.EXCLUDED_PY)
    }
    assert not clash, f"imported by the app but left out of the bundle: {sorted(clash)}"


def test_bundle_keeps_what_a_desktop_needs_and_drops_unused_qt_parts() -> None:
    keep = buildinfo.keep_in_bundle
    # Losing any of these would stop the app from starting or from speaking Polish/Ukrainian.
    for needed in (
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/translations/qtbase_pl.qm",
        "PySide6/Qt/translations/qtbase_uk.qm",
        "translations/ui_pl.qm",
        "rules/eupop/pack.yaml",
        "PySide6\\Qt\\plugins\\platforms\\qwindows.dll",
    ):
        assert keep(needed), needed
    for unused in (
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/translations/qt_help_pl.qm",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/qml/QtQuick/x.qml",
    ):
        assert not keep(unused), unused


def test_qt_import_scan_sees_both_import_forms(tmp_path: Path) -> None:
    (tmp_path / "desktop").mkdir()
    (tmp_path / "rules").mkdir()
    (tmp_path / "desktop" / "a.py").write_text("from PySide6.QtWidgets import QLabel\n")
    (tmp_path / "desktop" / "b.py").write_text("from PySide6 import (QtNetwork,\n    QtCore)\n")
    assert buildinfo.qt_modules_imported(tmp_path) == {"QtWidgets", "QtNetwork", "QtCore"}


def test_every_import_of_a_pack_module_resolves() -> None:
    """Pack modules are loaded from files, so the spec declares their imports; each must exist."""
    missing = [name for name in buildinfo.pack_module_imports() if importlib.util.find_spec(name) is None]
    assert not missing, f"pack modules import modules that cannot be found: {missing}"


def test_one_version_number_from_pyproject() -> None:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        declared = tomllib.load(fh)["project"]["version"]
    assert buildinfo.version() == declared
    from desktop import __version__

    # `botmat --version`, About and saves use desktop.__version__: a stale install would differ.
    assert __version__ == declared, "reinstall (make test does) after changing the version"
    for kind in ("deb", "tar", "win", "dmg"):
        assert declared in buildinfo.artefact_name(kind), kind
    assert buildinfo.artefact_name("deb", "1.2.3").startswith("botmat_1.2.3_")
    assert buildinfo.windows_version_tuple("1.2.3") == (1, 2, 3, 0)
    assert buildinfo.windows_version_tuple("2.0.1rc4") == (2, 0, 1, 4)


def test_app_depends_on_pyside6_essentials_only() -> None:
    """PySide6 or PySide6-Addons would drag WebEngine, 3D and multimedia into the bundle."""
    with open(ROOT / "pyproject.toml", "rb") as fh:
        deps = tomllib.load(fh)["project"]["dependencies"]
    names = {re.split(r"[<>=!~\[ ;]", d, maxsplit=1)[0].lower() for d in deps}
    assert "pyside6-essentials" in names
    assert not names & {"pyside6", "pyside6-addons"}


def test_version_flag_prints_the_pyproject_version() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "--version"], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode == 0
    assert result.stdout.splitlines()[0] == f"botmat {buildinfo.version()}"


def test_runpaths_into_the_build_machine_are_dropped(tmp_path: Path) -> None:
    if not shutil.which("patchelf"):
        pytest.skip("patchelf is not installed (apt-get install patchelf)")
    build = load("build")
    lib = next(Path(yaml.__file__).parent.glob("_yaml*.so"), None)
    if lib is None:
        pytest.skip("PyYAML has no compiled extension here to practise on")
    target = tmp_path / "bundle" / lib.name
    target.parent.mkdir()
    shutil.copy(lib, target)
    subprocess.run(
        ["patchelf", "--set-rpath", "/root/.pyenv/versions/3.11.7/lib:$ORIGIN/lib", str(target)], check=True
    )
    assert build.scrub_runpaths(target.parent) == 1
    left = subprocess.run(["patchelf", "--print-rpath", str(target)], capture_output=True, text=True).stdout
    assert left.strip() == "$ORIGIN/lib"
    assert build.scrub_runpaths(target.parent) == 0, "a clean bundle is left alone"


def test_workflow_builds_on_windows_and_macos_runners() -> None:
    flow = yaml.safe_load((ROOT / ".github/workflows/package.yml").read_text(encoding="utf-8"))
    runners = {job["runs-on"] for job in flow["jobs"].values()}
    assert any(r.startswith("windows") for r in runners) and any(r.startswith("macos") for r in runners)
    text = (ROOT / ".github/workflows/package.yml").read_text(encoding="utf-8")
    assert "make_installer.py" in text and "make_dmg.sh" in text and "--self-test" in text


def test_dmg_recipe_is_valid_shell() -> None:
    script = PACKAGING / "macos" / "make_dmg.sh"
    assert subprocess.run(["bash", "-n", str(script)]).returncode == 0
    assert re.search(r"hdiutil create .*-srcfolder", script.read_text(encoding="utf-8"))


def test_build_refuses_the_pyside6_release_with_the_none_fault() -> None:
    # 6.12.0 loses a reference to None per void call on Python 3.11 (issue 18).
    assert not buildinfo.qt_binding_allowed("6.12.0")
    assert buildinfo.qt_binding_allowed("6.11.3")
    from importlib.metadata import version

    assert buildinfo.qt_binding_allowed(version("PySide6-Essentials")), "the venv holds an excluded release"
