"""Botmat: runs board-game bots for the people at the table."""

from importlib import metadata as _metadata


def _version() -> str:
    try:
        return _metadata.version("botmat")
    except _metadata.PackageNotFoundError:  # running from a source tree without install
        return "0.1.0"


__version__ = _version()
