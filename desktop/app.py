"""Composition root: builds the core objects, the translators and the main window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the app (the GUI work replaces this placeholder)."""
    argv = list(sys.argv if argv is None else argv)
    if "--version" in argv:
        from desktop import __version__
        print(f"botmat {__version__}")
        return 0
    print("The Botmat window is not built yet.", file=sys.stderr)
    return 1
