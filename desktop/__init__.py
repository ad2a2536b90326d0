"""Botmat: runs board-game bots for the people at the table."""

import re
from pathlib import Path

VERSION_LINE = r"^Version:\s*(\S+)"  # in a distribution's metadata


def _version() -> str:
    # The one version number lives in pyproject.toml. Reading it from the source tree, or from
    # the metadata a frozen build carries beside the app (packaging/botmat.spec copies it), is
    # much faster at start-up than importlib.metadata, which imports email, socket, calendar...
    root = Path(__file__).resolve().parent.parent
    found = _first(root / "pyproject.toml", r'^version\s*=\s*"([^"]+)"')
    for info in () if found else sorted(root.glob("botmat*.*-info")):  # dist-info or egg-info
        found = _first(info / "METADATA", VERSION_LINE) or _first(info / "PKG-INFO", VERSION_LINE)
        if found:
            break
    if found:
        return found
    from importlib import metadata

    try:
        return metadata.version("botmat")
    except metadata.PackageNotFoundError:
        return "unknown"


def _first(path: Path, pattern: str) -> str | None:
    """The first group of the pattern's first match in a text file (None: no file, no match)."""
    try:
        found = re.search(pattern, path.read_text(encoding="utf-8"), re.MULTILINE)
    except OSError:
        return None
    return found.group(1) if found else None


__version__ = _version()


def qt_versions() -> str:
    """The Qt binding and the Qt library this build carries, as `--version` and About show them."""
    import PySide6
    from PySide6.QtCore import qVersion

    return f"PySide6 {PySide6.__version__}, Qt {qVersion()}"
