"""Imports the packaging scripts (plain files under packaging/, not an installed package)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str, sub: str = "") -> ModuleType:
    """Import packaging/<sub>/<name>.py by putting its folder first on sys.path."""
    for folder in (PACKAGING, PACKAGING / sub if sub else PACKAGING):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
    return importlib.import_module(name)
