"""Spare PySide6 reading the source of the app's modules as they are imported.

Once PySide6 is imported, every `import` statement runs its hook for `from __feature__ import`
(PySide6's opt-in snake_case and property syntax): for each module not yet in its table, it
reads the module's whole source to see whether "PySide6" appears in it, and notes 0 ("uses
PySide6, no feature") or -1 ("ignore"). The start ran it for 87 modules (the widgets' modules,
and `typing`, `re`, `os`... named again by their imports): ≈ 6 ms before the first paint.
Only a selected feature (a value above 0) changes what Qt's names mean: with 0 a module selects
none, with -1 it keeps the selection of the code before it, which is none, as the app selects no
feature anywhere. `note_modules()` writes the notes beforehand: -1 for the modules imported before
PySide6 and the Qt-free core's, 0 for the widgets' modules.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

FEATURE_MODULE = "PySide6.support.feature"  # PySide6's module behind `__feature__`
NO_FEATURE, IGNORED = 0, -1  # the notes PySide6 itself writes


def note_modules() -> int:
    """Note the modules loaded so far and the widgets' modules in PySide6's table of feature
    selections (those it has noted stay as they are); returns how many were noted. Without that
    table (another PySide6), nothing is done and the hook reads sources as before."""
    table = getattr(sys.modules.get(FEATURE_MODULE), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return 0
    before = len(table)
    for name in list(sys.modules):
        table.setdefault(name, IGNORED)
    here = Path(__file__).parent
    for name in _modules_in(here, __name__.rsplit(".", 1)[0]):
        table.setdefault(name, NO_FEATURE)
    for name in _modules_in(here.parent / "core", "desktop.core"):  # imported later, when needed
        table.setdefault(name, IGNORED)
    return len(table) - before


def _modules_in(folder: Path, package: str) -> list[str]:
    """The modules of a package folder, by name (none where the folder cannot be listed, as in
    a bundle that keeps them in its archive)."""
    try:
        with os.scandir(folder) as entries:
            stems = [e.name[:-3] for e in entries if e.name.endswith(".py") and e.name != "__init__.py"]
    except OSError:
        return []
    return [f"{package}.{stem}" for stem in stems]
