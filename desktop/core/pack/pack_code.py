"""The bundled packs' Python modules as one package, `botmat_rules.<pack>.<module>`; nothing else runs.

`rules/<pack>/*.py` are imported as modules of the synthetic package `botmat_rules.<pack>`, so a
pack module uses relative imports (`from .state import spend`) and a test imports any rule
(`from botmat_rules.<pack>.state import spend`). The package holds only the folders of the bundled
packs (next to the source tree, in a frozen build, or where BOTMAT_RULES_DIR points) and those a
program vouches for in code (the tests' copies of their fixture pack); a folder named on the command
line or in the player's files is never imported from.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

from desktop.core.paths import bundled_rules_dir

ROOT = "botmat_rules"
_folders: dict[str, Path] = {}  # pack id -> the folder its package was made from
_vouched: list[Path] = []


def _bundled_root() -> Path:
    return bundled_rules_dir().resolve()


def vouch_for(root: Path) -> None:
    """Let the pack folders under `root` run their modules (tests' copies of their own packs)."""
    resolved = root.resolve()
    if resolved not in _vouched:
        _vouched.append(resolved)


def may_run_code(folder: Path) -> bool:
    """Whether a pack folder's modules may be imported: a bundled pack's, or under a vouched root."""
    resolved = folder.resolve()
    if resolved.parent == _bundled_root():
        return True
    return any(resolved.is_relative_to(root) for root in _vouched)


def _package_folder(pack_id: str) -> Path | None:
    """The folder of a pack's package: the one a load used, else the bundled pack of that id."""
    if pack_id in _folders:
        return _folders[pack_id]
    folder = _bundled_root() / pack_id
    return folder if (folder / "pack.yaml").is_file() else None


def _forget(pack_id: str) -> None:
    """Drop a pack's package and modules (another folder of the same id is loaded now)."""
    prefix = f"{ROOT}.{pack_id}"
    for name in [n for n in sys.modules if n == prefix or n.startswith(prefix + ".")]:
        del sys.modules[name]
    _folders.pop(pack_id, None)


def import_pack_module(pack_id: str, folder: Path, stem: str) -> ModuleType:
    """Import `folder/<stem>.py` as `botmat_rules.<pack_id>.<stem>` (the loaded copy when there is one).

    The caller checks `may_run_code(folder)` first; this function runs what it is given."""
    folder = folder.resolve()
    package = sys.modules.get(f"{ROOT}.{pack_id}")
    known = _folders.get(pack_id) or (Path(package.__path__[0]) if package is not None else None)
    if known is not None and known != folder:
        _forget(pack_id)
    _folders[pack_id] = folder
    return importlib.import_module(f"{ROOT}.{pack_id}.{stem}")


class _PackFinder:
    """Finds `botmat_rules`, `botmat_rules.<pack>` and the modules of a pack's folder only (a meta
    path finder by its `find_spec`: importlib.abc, its base class, costs the start a few ms)."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        parts = fullname.split(".")
        if parts[0] != ROOT or len(parts) > 3:
            return None
        if len(parts) == 1:
            return _package_spec(ROOT, [])
        folder = _package_folder(parts[1])
        if folder is None:
            return None
        if len(parts) == 2:
            return _package_spec(fullname, [str(folder)])
        source = folder / f"{parts[2]}.py"
        return importlib.util.spec_from_file_location(fullname, source) if source.is_file() else None


def _package_spec(name: str, locations: list[str]) -> importlib.machinery.ModuleSpec:
    # No loader and search locations given: a namespace package, with nothing to run.
    spec = importlib.machinery.ModuleSpec(name, None, is_package=True)
    spec.submodule_search_locations = locations
    return spec


def install() -> None:
    """Put the finder in front of the import system once (done on import of this module)."""
    if not any(isinstance(f, _PackFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _PackFinder())


install()
