"""Translation tooling: compile the Qt Linguist catalogues (extraction lands with the i18n work)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def lrelease() -> list[str]:
    """The lrelease command of the installed PySide6."""
    import PySide6

    exe = Path(PySide6.__file__).parent / "lrelease"
    return [str(exe)] if exe.exists() else ["pyside6-lrelease"]


def compile_all() -> int:
    """Compile every translations/*.ts into a .qm beside it."""
    for ts in sorted((ROOT / "translations").glob("*.ts")):
        subprocess.run(lrelease() + ["-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       check=True)
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["compile"]:
        sys.exit(compile_all())
    print("usage: tools/i18n.py compile", file=sys.stderr)
    sys.exit(2)
