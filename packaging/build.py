"""Builds the release artefacts: the PyInstaller folder, its .tar.gz and (on Linux) the .deb."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import buildinfo  # noqa: E402
import icons  # noqa: E402

SPEC = buildinfo.PACKAGING / "botmat.spec"
BUNDLE = buildinfo.DIST / "botmat"


def run(cmd: list[str], **kw: object) -> None:
    """Run a build step, echoing it; a failing step stops the build with its exit code."""
    print("+", " ".join(cmd), flush=True)
    result = subprocess.run(cmd, **kw)  # type: ignore[call-overload]
    if result.returncode:
        raise SystemExit(f"step failed ({result.returncode}): {' '.join(cmd)}")


def bundle() -> Path:
    """Compile translations, render icons, run PyInstaller, trim ICU's data (Linux); print and
    return the folder."""
    started = time.monotonic()
    check_qt_binding()
    run([sys.executable, "-m", "tools.i18n", "compile"], cwd=buildinfo.ROOT)
    icons.build(buildinfo.BUILD / "icons")
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(buildinfo.DIST),
            "--workpath",
            str(buildinfo.BUILD / "pyinstaller"),
            str(SPEC),
        ],
        cwd=buildinfo.ROOT,
    )
    folder = BUNDLE
    if sys.platform.startswith("linux"):
        scrub_runpaths(folder)
        sys.path.insert(0, str(buildinfo.PACKAGING / "linux"))
        import icu_data

        icu_data.trim(folder)
    if sys.platform == "darwin":
        folder = buildinfo.DIST / f"{buildinfo.APP_NAME}.app"
    if sys.platform.startswith("linux"):
        check_version(folder / "botmat")
    size = buildinfo.folder_size(folder)
    print(
        f"bundle: {folder}  {buildinfo.human_size(size)} on disk "
        f"(goal <= {buildinfo.SIZE_GOAL_MB:.0f} MB)  built in {time.monotonic() - started:.0f} s",
        flush=True,
    )
    return folder


def check_qt_binding() -> None:
    """Refuse to freeze a PySide6 release pyproject excludes (a stale venv could still hold one)."""
    from importlib.metadata import version

    installed = version("PySide6-Essentials")
    if not buildinfo.qt_binding_allowed(installed):
        raise SystemExit(
            f"PySide6-Essentials {installed} does not satisfy "
            f"{buildinfo.qt_binding_requirement()!r}: run `pip install -e .` and rebuild"
        )
    print(f"Qt binding: PySide6-Essentials {installed}")
    check_locked_set()


def check_locked_set() -> None:
    """Freeze only what the suite ran with: every installed distribution the lock pins is at its
    pinned version (a venv set up by hand could hold newer releases)."""
    from importlib.metadata import PackageNotFoundError, version

    drifted = []
    for name, pinned in buildinfo.locked_versions().items():
        try:
            installed = version(name)
        except PackageNotFoundError:
            continue
        if installed != pinned:
            drifted.append(f"{name} {installed} (locked {pinned})")
    if drifted:
        raise SystemExit(
            "not the locked set (constraints.txt): " + ", ".join(drifted) + "; build with `make package`"
        )
    print(f"dependencies: the locked set ({len(buildinfo.locked_versions())} pins)")


def check_version(exe: Path) -> None:
    """The frozen program must report pyproject's version (a stale install's metadata would not)."""
    result = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=120)
    want = f"botmat {buildinfo.version()}"
    if result.returncode or result.stdout.partition("\n")[0].strip() != want:
        raise SystemExit(
            f"{exe} --version printed {result.stdout.strip()!r} (exit {result.returncode}), "
            f"not {want!r}: reinstall with `pip install -e .` and rebuild"
        )
    print(f"version: {want}")


def scrub_runpaths(folder: Path) -> int:
    """Drop RUNPATHs that point at the build machine (e.g. a pyenv prefix); keep $ORIGIN ones.

    A search path into /root/.pyenv on a player's machine is at best dead and at worst loads a
    stranger's library; the bundle finds its own libraries through $ORIGIN and the bootloader.
    """
    if not shutil.which("patchelf"):
        print("patchelf: not installed, build-machine RUNPATHs left in place (apt-get install patchelf)")
        return 0
    changed = 0
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.is_symlink() or path.read_bytes()[:4] != b"\x7fELF":
            continue
        probe = subprocess.run(["patchelf", "--print-rpath", str(path)], capture_output=True, text=True)
        entries = [e for e in probe.stdout.strip().split(":") if e]
        kept = [e for e in entries if e.startswith("$ORIGIN")]
        if probe.returncode or kept == entries:
            continue
        cmd = (
            ["patchelf", "--set-rpath", ":".join(kept), str(path)]
            if kept
            else ["patchelf", "--remove-rpath", str(path)]
        )
        subprocess.run(cmd, check=True)
        changed += 1
    print(f"runpaths: {changed} file(s) no longer search the build machine's folders")
    return changed


def tarball(folder: Path = BUNDLE) -> Path:
    """The one-folder build as botmat-<version>-linux-<arch>.tar.gz, for distributions without dpkg."""
    out = buildinfo.DIST / buildinfo.artefact_name("tar")
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=f"botmat-{buildinfo.version()}")
    print(f"tar: {out}  {buildinfo.human_size(out.stat().st_size)}", flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "what",
        choices=["bundle", "tar", "deb", "all"],
        nargs="?",
        default="all",
        help="bundle: PyInstaller folder; tar/deb: from an existing folder; "
        "all: bundle, then tar and deb on Linux",
    )
    args = parser.parse_args(argv)
    if args.what in ("bundle", "all"):
        bundle()
    if not BUNDLE.is_dir():
        raise SystemExit(f"{BUNDLE} is missing: build it first (packaging/build.py bundle).")
    if sys.platform.startswith("linux") and args.what in ("tar", "all"):
        clock = time.monotonic()
        tarball()
        print(f"tar took {time.monotonic() - clock:.0f} s")
    if sys.platform.startswith("linux") and args.what in ("deb", "all"):
        sys.path.insert(0, str(buildinfo.PACKAGING / "linux"))
        import build_deb

        build_deb.build(BUNDLE)
    shutil.rmtree(buildinfo.BUILD / "pyinstaller", ignore_errors=True)  # 100+ MB of scratch
    return 0


if __name__ == "__main__":
    sys.exit(main())
