"""Compiles the NSIS installer Botmat-<version>-setup.exe from the PyInstaller folder.

On Windows it runs after `packaging/build.py bundle`; on Linux Debian's `makensis` compiles the
same script against any folder (the tests use a stub one), which checks the script itself.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import buildinfo  # noqa: E402

SCRIPT = HERE / "botmat.nsi"


def makensis() -> str | None:
    """The makensis program: on PATH, or where the NSIS installer puts it on Windows."""
    found = shutil.which("makensis")
    if found:
        return found
    for base in (Path(r"C:\Program Files (x86)\NSIS"), Path(r"C:\Program Files\NSIS")):
        if (base / "makensis.exe").is_file():
            return str(base / "makensis.exe")
    return None


def command(srcdir: Path, outfile: Path, icon: Path | None, exe: str) -> list[str]:
    """The makensis command line; the version comes from pyproject, nowhere else."""
    version = buildinfo.version()
    version4 = ".".join(str(n) for n in buildinfo.windows_version_tuple(version))
    # NSIS 3 accepts the dash form of its options on Windows too; -WX: a warning is an error.
    cmd = [
        exe,
        "-V2",
        "-WX",
        "-NOCD",
        f"-DVERSION={version}",
        f"-DVERSION4={version4}",
        f"-DSRCDIR={srcdir.resolve()}",
        f"-DOUTFILE={outfile.resolve()}",
    ]
    if icon is not None and icon.is_file():
        cmd.append(f"-DICON={icon.resolve()}")
    return cmd + [str(SCRIPT)]


def build(srcdir: Path, outfile: Path, icon: Path | None = None) -> Path:
    """Compile the installer; raise SystemExit with makensis's words when it fails."""
    exe = makensis()
    if exe is None:
        raise SystemExit("makensis not found: install NSIS (Debian: apt-get install nsis)")
    if not (srcdir / "botmat.exe").is_file():
        raise SystemExit(f"{srcdir} has no botmat.exe: build the Windows folder first")
    outfile.parent.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(command(srcdir, outfile, icon, exe), capture_output=True, text=True)
    if result.returncode:
        raise SystemExit(f"makensis failed:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    print(f"installer: {outfile}  {buildinfo.human_size(outfile.stat().st_size)}")
    return outfile


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--srcdir", type=Path, default=buildinfo.DIST / "botmat")
    parser.add_argument("--out", type=Path, default=buildinfo.DIST / buildinfo.artefact_name("win"))
    parser.add_argument("--icon", type=Path, default=buildinfo.BUILD / "icons" / "botmat.ico")
    args = parser.parse_args(argv)
    build(args.srcdir, args.out, args.icon)
    return 0


if __name__ == "__main__":
    sys.exit(main())
