"""Compiled catalogues for a start from a source tree: the .qm files are not kept in the
repository, so `python -m desktop` from a fresh checkout compiles each catalogue (.ts) that has no
.qm, or one older than itself, with the lrelease of the installed PySide6, before the languages
are loaded. A built app carries its .qm files and is never touched."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from desktop.core import paths
from desktop.core.messages import Message, Said
from desktop.ui.translated_later import QT_TRANSLATE_NOOP

LRELEASE_SECONDS = 120  # every catalogue at once takes about a second; a hung tool must not hang the start


def from_source_tree() -> bool:
    """The app runs from its sources (a checkout), not from a built bundle."""
    return not getattr(sys, "frozen", False) and (paths.app_root() / "pyproject.toml").is_file()


def stale(folder: Path) -> list[Path]:
    """The catalogues of a folder whose .qm is missing or older than the .ts."""
    out = []
    for ts in sorted(folder.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        try:
            if qm.stat().st_mtime >= ts.stat().st_mtime:
                continue
        except OSError:
            pass  # no .qm (or no reading it): compile it
        out.append(ts)
    return out


def lrelease() -> list[str] | None:
    """The lrelease command of the installed PySide6 (None: there is none)."""
    import shutil

    import PySide6

    folder = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe"):
        if (folder / name).is_file():
            return [str(folder / name)]
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    return [found] if found else None


def build_catalogues(folder: Path) -> Said | None:
    """Compile the stale catalogues of `folder` (see `stale`); what went wrong, else None. Each
    .qm is written whole (compiled aside, then moved in): a start killed half-way leaves no
    damaged catalogue that would look newer than its source."""
    todo = stale(folder)
    if not todo:
        return None  # the usual start: nothing more is imported or run
    import shutil
    import subprocess
    import tempfile

    tool = lrelease()
    if tool is None:
        return _cannot(folder, "lrelease (PySide6) not found")
    try:
        with tempfile.TemporaryDirectory(prefix=".compiling-", dir=folder) as scratch:
            copies = [Path(shutil.copy2(ts, scratch)) for ts in todo]
            subprocess.run(
                [*tool, "-silent", *map(str, copies)],
                check=True,
                capture_output=True,
                timeout=LRELEASE_SECONDS,
            )
            for copy in copies:
                os.replace(copy.with_suffix(".qm"), folder / f"{copy.stem}.qm")
    except (OSError, subprocess.SubprocessError) as exc:
        return _cannot(folder, str(exc))
    return None


def _cannot(folder: Path, reason: str) -> Said:
    text = QT_TRANSLATE_NOOP(
        "App",
        "{folder}: the translations cannot be compiled ({reason}); a language without them cannot be chosen.",
    )
    return Message("App", text, {"folder": str(folder), "reason": reason})


def build_for_start() -> Said | None:
    """At the start from a source tree: compile the app's stale catalogues (see `build_catalogues`)."""
    return build_catalogues(paths.translations_dir()) if from_source_tree() else None
