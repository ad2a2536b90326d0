"""Botmat: runs board-game bots for the people at the table."""

import re
from pathlib import Path


def _version() -> str:
    # The one version number lives in pyproject.toml. Reading it from the source tree is much
    # faster at start-up than importlib.metadata, which installed and frozen builds fall back on.
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        found = re.search(r'^version\s*=\s*"([^"]+)"', pyproject.read_text(encoding="utf-8"), re.MULTILINE)
        if found:
            return found.group(1)
    except OSError:
        pass
    from importlib import metadata

    try:
        return metadata.version("botmat")
    except metadata.PackageNotFoundError:
        return "unknown"


__version__ = _version()


def qt_versions() -> str:
    """The Qt binding and the Qt library this build carries, as `--version` and About show them."""
    import PySide6
    from PySide6.QtCore import qVersion

    return f"PySide6 {PySide6.__version__}, Qt {qVersion()}"
