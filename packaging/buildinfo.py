"""What every packaging recipe shares: the one version number, the bundled data, the Qt modules left out."""

from __future__ import annotations

import ast
import importlib.util
import platform
import py_compile
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
BUILD = ROOT / "build"

APP_NAME = "Botmat"
APP_ID = "botmat"
# Reverse-DNS id for the desktop entry, AppStream and the macOS bundle; the .invalid domain is
# deliberately unregistrable until the project owns a real one.
REVERSE_ID = "invalid.botmat.Botmat"
MAINTAINER = "Botmat maintainers <maintainers@botmat.invalid>"
HOMEPAGE = "https://botmat.invalid/"

# Interface languages: Qt's own catalogues are trimmed to these.
LANGUAGES = ("en", "pl", "uk")

# The most the installed folder may weigh (dist/botmat, /opt/botmat), in MB of 10^6 bytes: the
# smoke test of `make package-test` fails above it.
SIZE_GOAL_MB = 100.0

# The data the frozen app reads at run time, as (folder under the repository, glob) pairs.
# Listed here once so the spec, the tests and the docs agree on them.
DATA = (
    ("rules", "**/*"),  # every pack folder, its YAML and its Python modules
    ("translations", "*.qm"),  # built by `python -m tools.i18n compile` before the bundle
    ("resources", "**/*"),  # icons, fonts
)

# PySide6-Essentials modules the app does not import. PyInstaller would otherwise follow
# PySide6's own imports into them and pull in QtQml/QtQuick and their libraries (tens of MB).
# tests/packaging checks that no module of the app imports one of these.
EXCLUDED_QT = (
    "QtConcurrent",
    "QtDBus",
    "QtDesigner",
    "QtHelp",
    "QtLabsStyleKit",
    "QtNetwork",
    "QtOpenGL",
    "QtOpenGLWidgets",
    "QtPrintSupport",
    "QtQml",
    "QtQmlFeatures",
    "QtQuick",
    "QtQuickControls2",
    "QtQuickTest",
    "QtQuickWidgets",
    "QtSql",
    "QtTest",
    "QtUiTools",
    "QtXml",
)

# Python packages that are development tools, never needed by the app.
EXCLUDED_PY = (
    "tkinter",
    "_tkinter",
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "PyInstaller",
    "setuptools",
    "pip",
    "ruff",
    # mypy comes in through pydantic's mypy plugin (3.5 MB of compiled checker, never run).
    "mypy",
    # The app starts no process and runs no module by name; each of these, once bundled, brings
    # a PyInstaller start-up hook that imports it before the app's first line (multiprocessing:
    # ≈ 7 ms of every start of the installed app).
    "multiprocessing",
    "pkgutil",
    "pydoc",
    "runpy",
)

# Qt plugins for embedded screens (eglfs, linuxfb, vnc, evdev) and the GTK theme (needs GTK
# itself) are never used on a desktop; QML, Designer and SQL pieces can come in through plugins.
DROPPED_QT_PARTS = (
    "/qml/",
    "/designer/",
    "/qmltooling/",
    "/sqldrivers/",
    "/tls/",
    "/networkinformation/",
    "/vectorimageformats/",
    "/wayland-graphics-integration-server/",
    "/egldeviceintegrations/",
    "/plugins/generic/",
    "/platforms/libqeglfs.so",
    "/platforms/libqlinuxfb.so",
    "/platforms/libqminimalegl.so",
    "/platforms/libqvkkhrdisplay.so",
    "/platforms/libqvnc.so",
    "/platformthemes/libqgtk3.so",
    "libQt6EglFSDeviceIntegration",
    "libQt6EglFsKmsSupport",
    "libQt6Network",  # linked by nothing once the plugins above are gone
)

# Image formats the app never reads: it draws its own widgets, shows one SVG icon (the svg
# plugins stay) and writes PNG snapshots (built into QtGui, as is reading PNG, which icon themes
# use). No pack, resource or text of the app holds an image of these formats, and the app opens
# no image a player chooses. (Qt's plugin file names: libqjpeg.so, qjpeg.dll, libqjpeg.dylib.)
UNUSED_IMAGE_FORMATS = ("gif", "icns", "ico", "jpeg", "tga", "tiff", "wbmp", "webp")

# Files never bundled from the data folders.
_SKIP_PARTS = {"__pycache__", ".pytest_cache", ".ruff_cache"}
_SKIP_SUFFIXES = {".pyc", ".pyo", ".ts", ".tmp"}


def version() -> str:
    """The one version number, from pyproject.toml."""
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])


def qt_binding_requirement() -> str:
    """The PySide6-Essentials requirement of pyproject.toml (it excludes releases with known faults)."""
    with open(ROOT / "pyproject.toml", "rb") as fh:
        deps = tomllib.load(fh)["project"]["dependencies"]
    return next(d for d in deps if d.lower().startswith("pyside6-essentials"))


def qt_binding_allowed(installed: str) -> bool:
    """Whether a PySide6-Essentials release may be bundled: the build must not freeze a release
    pyproject excludes (6.12.0 loses a reference to None per void call on Python 3.11)."""
    from packaging.requirements import Requirement

    return Requirement(qt_binding_requirement()).specifier.contains(installed, prereleases=True)


def locked_versions(root: Path = ROOT) -> dict[str, str]:
    """The exact versions of constraints.txt (`make lock`), by normalised distribution name."""
    pins = {}
    for line in (root / "constraints.txt").read_text(encoding="utf-8").splitlines():
        name, sep, pinned = line.partition("==")
        if sep and not line.startswith("#"):
            pins[re.sub(r"[-_.]+", "-", name.strip()).lower()] = pinned.strip()
    return pins


def locked_version(name: str) -> str:
    """The version the lock pins for one distribution (KeyError when it pins none)."""
    return locked_versions()[re.sub(r"[-_.]+", "-", name).lower()]


def description() -> str:
    """The one-line summary, from pyproject.toml."""
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return str(tomllib.load(fh)["project"]["description"])


def windows_version_tuple(ver: str | None = None) -> tuple[int, int, int, int]:
    """The version as the four numbers Windows file properties and NSIS VIProductVersion need."""
    nums = [int(n) for n in re.findall(r"\d+", ver or version())[:4]]
    return tuple(nums + [0] * (4 - len(nums)))  # type: ignore[return-value]


def deb_arch() -> str:
    """Debian's name for this machine's architecture."""
    machine = platform.machine().lower()
    return {"x86_64": "amd64", "amd64": "amd64", "aarch64": "arm64", "arm64": "arm64"}.get(machine, machine)


def artefact_name(kind: str, ver: str | None = None) -> str:
    """The file name of a release artefact; every one carries the version."""
    ver = ver or version()
    machine = platform.machine().lower() or "unknown"
    return {
        "deb": f"{APP_ID}_{ver}_{deb_arch()}.deb",
        "tar": f"{APP_ID}-{ver}-linux-{machine}.tar.gz",
        "win": f"{APP_NAME}-{ver}-setup.exe",
        "dmg": f"{APP_NAME}-{ver}-macos-{machine}.dmg",
    }[kind]


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """(source file, destination folder in the bundle) for every data file of DATA."""
    found: list[tuple[str, str]] = []
    for folder, pattern in DATA:
        base = root / folder
        for path in sorted(base.glob(pattern)):
            rel = path.relative_to(root)
            if not path.is_file() or _SKIP_PARTS & set(rel.parts) or path.suffix in _SKIP_SUFFIXES:
                continue
            if path.name.startswith("."):
                continue
            found.append((str(path), str(rel.parent)))
    return found


def keep_in_bundle(dest: str) -> bool:
    """Whether PyInstaller's entry `dest` stays: Qt catalogues of our languages, no unused Qt part."""
    norm = "/" + dest.replace("\\", "/")
    if "/translations/" in norm and norm.endswith(".qm") and "/PySide6/" in norm:
        stem = norm.rsplit("/", 1)[-1][:-3]
        return stem.rsplit("_", 1)[-1] in LANGUAGES and not stem.startswith("qt_help")
    if "/imageformats/" in norm:
        stem = norm.rsplit("/", 1)[-1].split(".", 1)[0].removeprefix("lib").removeprefix("q")
        if stem in UNUSED_IMAGE_FORMATS:
            return False
    return not any(part in norm for part in DROPPED_QT_PARTS)


def compiled_pack_modules(out: Path, root: Path = ROOT) -> list[tuple[str, str]]:
    """(compiled file, destination folder in the bundle) for every pack module, compiled now.

    The app imports a pack's modules from its folder; without their compiled form beside them the
    installed app (which writes no bytecode, and must not: a file it wrote would run as code at the
    next start) would compile EU's rules at every start. Compiled at build time into the app's own
    read-only folder, as `__pycache__/<name>.<tag>.pyc` where Python's import looks, each checked
    against its source's hash (PEP 552): an edited source is compiled afresh, never mismatched.
    """
    found: list[tuple[str, str]] = []
    for source in sorted((root / "rules").glob("*/*.py")):
        rel = source.relative_to(root)
        cached = Path(importlib.util.cache_from_source(str(rel)))
        target = out / cached
        py_compile.compile(
            str(source),
            cfile=str(target),
            dfile=rel.as_posix(),
            doraise=True,
            invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH,
        )
        found.append((str(target), cached.parent.as_posix()))
    return found


def pack_module_imports(root: Path = ROOT) -> list[str]:
    """Top-level modules the packs' Python files import: the bundle must carry them.

    Pack modules are loaded from files at run time, so PyInstaller never sees their imports.
    """
    names: set[str] = set()
    for path in sorted((root / "rules").glob("*/**/*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
    return sorted(n for n in names if n != "__future__")


def qt_modules_imported(root: Path = ROOT) -> set[str]:
    """The PySide6 modules named anywhere in the app's and the packs' source."""
    dotted = re.compile(r"PySide6\.(Qt\w+)")
    from_import = re.compile(r"from\s+PySide6\s+import\s+\(?([\w\s,]+)\)?")
    found: set[str] = set()
    for folder in ("desktop", "rules"):
        for path in (root / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            found.update(dotted.findall(text))
            for names in from_import.findall(text):
                found.update(n.strip() for n in names.split(",") if n.strip().startswith("Qt"))
    return found


def folder_size(path: Path) -> int:
    """Bytes on disk of every file under `path` (symlinks not followed)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def human_size(n: int) -> str:
    """A size for people: MB with one decimal."""
    return f"{n / 1_000_000:.1f} MB"


if __name__ == "__main__":
    # `python packaging/buildinfo.py version|deb|tar|win|dmg` prints the value for shell recipes.
    what = sys.argv[1] if len(sys.argv) > 1 else "version"
    print(version() if what == "version" else artefact_name(what))
