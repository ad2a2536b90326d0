"""Builds botmat_<version>_<arch>.deb from the PyInstaller folder: /opt/botmat, launcher, menu entry."""

from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import buildinfo  # noqa: E402
import icons  # noqa: E402

PREFIX = "opt/botmat"

# Libraries Qt opens at run time with dlopen (so no ELF file names them) or that the xcb
# platform plugin needs on every X11 desktop. dpkg-shlibdeps adds the linked ones, versioned.
RUNTIME_DEPENDS = (
    "libxcb-cursor0",
    "libxkbcommon-x11-0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    "libxcb-image0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-randr0",
    "libxcb-xinerama0",
    "libegl1",
    "libgl1",
    "libfontconfig1",
    "libdbus-1-3",
)
# Wanted for a nicer desktop, never required to start.
RECOMMENDS = ("fonts-dejavu-core", "xdg-utils")

LONG_DESCRIPTION = """\
Botmat runs the automated opponents (bots, automa) of board games for
the people at the table: it keeps each bot's mat and deck, rolls its
dice, draws its cards, answers what it can from what it tracks, asks
what only the table knows and says exactly what to do, with every
number computed.
.
Bundled rule packs: Europa Universalis: The Price of Power bots, Root
Clockwork bots, the Glory of Civilizations automa and Mega
Civilization calamities. Interface in English, Polish and Ukrainian,
switchable while running."""


def stage(bundle: Path, root: Path, version: str, icon_dir: Path = buildinfo.BUILD / "icons") -> None:
    """Lay out the package tree under `root` (icons rendered into `icon_dir`)."""
    if root.exists():
        shutil.rmtree(root)
    opt = root / PREFIX
    shutil.copytree(bundle, opt, symlinks=True)
    (root / "usr/bin").mkdir(parents=True)
    # Absolute link: policy wants links between top-level folders absolute. PyInstaller's
    # bootloader resolves /proc/self/exe, so it finds _internal/ through the link.
    os.symlink(f"/{PREFIX}/botmat", root / "usr/bin/botmat")

    share = root / "usr/share"
    (share / "applications").mkdir(parents=True)
    shutil.copy(HERE / "botmat.desktop", share / "applications" / "botmat.desktop")
    rendered = icons.build(icon_dir)
    for size in icons.PNG_SIZES:
        folder = share / "icons/hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy(rendered["png"] / f"{size}.png", folder / "botmat.png")
    (share / "icons/hicolor/scalable/apps").mkdir(parents=True)
    shutil.copy(rendered["svg"], share / "icons/hicolor/scalable/apps/botmat.svg")

    doc = share / "doc/botmat"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        (HERE / "copyright").read_text(encoding="utf-8").replace("@HOMEPAGE@", buildinfo.HOMEPAGE),
        encoding="utf-8",
    )
    _gzip(doc / "changelog.gz", changelog(version))
    man = share / "man/man1"
    man.mkdir(parents=True)
    _gzip(man / "botmat.1.gz", (HERE / "botmat.1").read_text(encoding="utf-8").replace("@VERSION@", version))
    overrides = share / "lintian/overrides"
    overrides.mkdir(parents=True)
    shutil.copy(HERE / "lintian-overrides", overrides / "botmat")
    _normalise_modes(root)


def changelog(version: str) -> str:
    """A native-package changelog entry for this version (lintian wants one)."""
    date = subprocess.run(["date", "-R"], capture_output=True, text=True, check=True).stdout.strip()
    stamp = os.environ.get("SOURCE_DATE_EPOCH")
    if stamp:  # reproducible builds pin the date
        date = subprocess.run(
            ["date", "-R", "-u", "-d", f"@{stamp}"], capture_output=True, text=True, check=True
        ).stdout.strip()
    return (
        f"botmat ({version}) unstable; urgency=medium\n\n"
        f"  * Release {version}: see the project's release notes.\n\n"
        f" -- {buildinfo.MAINTAINER}  {date}\n"
    )


def _gzip(path: Path, text: str) -> None:
    # mtime 0 and maximum compression: what lintian and reproducible builds expect
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as gz:
        gz.write(text.encode("utf-8"))


def _is_elf(path: Path) -> bool:
    with open(path, "rb") as fh:
        return fh.read(4) == b"\x7fELF"


def _normalise_modes(root: Path) -> None:
    """Folders 755, files 644, the program 755: the umask of the build machine must not leak."""
    for dirpath, _dirnames, filenames in os.walk(root):
        os.chmod(dirpath, 0o755)
        for name in filenames:
            path = Path(dirpath) / name
            if path.is_symlink():
                continue
            os.chmod(path, 0o644)
    os.chmod(root / PREFIX / "botmat", 0o755)


def elf_files(root: Path) -> list[Path]:
    """Every ELF program or library in the staged tree."""
    return sorted(p for p in (root / PREFIX).rglob("*") if p.is_file() and not p.is_symlink() and _is_elf(p))


def shlib_depends(root: Path) -> str:
    """The versioned Depends of every linked system library, from dpkg-shlibdeps."""
    libdirs = sorted({str(p.parent) for p in elf_files(root) if ".so" in p.name})
    with tempfile.TemporaryDirectory() as tmp:
        # dpkg-shlibdeps wants to run inside a source package: give it a minimal one.
        (Path(tmp) / "debian").mkdir()
        (Path(tmp) / "debian/control").write_text("Source: botmat\n\nPackage: botmat\nArchitecture: any\n")
        cmd = ["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=1"]
        cmd += [f"-l{d}" for d in libdirs] + [str(p) for p in elf_files(root)]
        result = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True)
    if result.returncode:
        raise SystemExit(
            "dpkg-shlibdeps could not resolve the bundle's libraries (install the "
            "missing -dev-free runtime packages and retry):\n" + result.stderr[-3000:]
        )
    line = next(ln for ln in result.stdout.splitlines() if ln.startswith("shlibs:Depends="))
    return line.split("=", 1)[1]


def merge_depends(linked: str, extra: tuple[str, ...] = RUNTIME_DEPENDS) -> str:
    """Linked (versioned) dependencies plus the dlopen'ed ones, each package once, sorted."""
    entries = {item.strip().split(" ")[0]: item.strip() for item in linked.split(",") if item.strip()}
    for name in extra:
        entries.setdefault(name, name)
    return ", ".join(entries[k] for k in sorted(entries))


def control(version: str, depends: str, installed_kb: int) -> str:
    """The DEBIAN/control text."""
    long = "\n".join(" " + ln if ln else " ." for ln in LONG_DESCRIPTION.splitlines())
    return (
        f"Package: botmat\nVersion: {version}\nArchitecture: {buildinfo.deb_arch()}\n"
        f"Maintainer: {buildinfo.MAINTAINER}\nInstalled-Size: {installed_kb}\n"
        f"Depends: {depends}\nRecommends: {', '.join(RECOMMENDS)}\n"
        f"Section: utils\nPriority: optional\nHomepage: {buildinfo.HOMEPAGE}\n"
        f"Description: {buildinfo.description().lower()[0]}{buildinfo.description()[1:]}\n{long}\n"
    )


def write_md5sums(root: Path) -> None:
    """DEBIAN/md5sums: dpkg --verify and debsums check installed files against it."""
    lines = []
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if rel.parts[0] == "DEBIAN" or not path.is_file() or path.is_symlink():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {rel.as_posix()}\n")
    (root / "DEBIAN/md5sums").write_text("".join(lines))
    os.chmod(root / "DEBIAN/md5sums", 0o644)


def lintian(deb: Path) -> int:
    """Run lintian when present; print its findings, return the count of errors."""
    if not shutil.which("lintian"):
        print("lintian: not installed, check skipped (apt-get install lintian)")
        return 0
    # Running as root is how CI builds; lintian's note about it is not a finding.
    result = subprocess.run(["lintian", "--allow-root", str(deb)], capture_output=True, text=True)
    out = (result.stdout + result.stderr).strip()
    print("lintian:", "clean (only overridden tags, explained in docs/packaging.md)" if not out else "")
    if out:
        print(out)
    return sum(1 for ln in out.splitlines() if ln.startswith("E: "))


def build(bundle: Path, out_dir: Path = buildinfo.DIST) -> Path:
    """Stage, compute Depends, write control and md5sums, dpkg-deb --build, lintian."""
    version = buildinfo.version()
    root = buildinfo.BUILD / "deb" / f"botmat_{version}_{buildinfo.deb_arch()}"
    clock = time.monotonic()
    stage(bundle, root, version)
    depends = merge_depends(shlib_depends(root))
    (root / "DEBIAN").mkdir()
    installed_kb = (buildinfo.folder_size(root) + 1023) // 1024
    (root / "DEBIAN/control").write_text(control(version, depends, installed_kb), encoding="utf-8")
    write_md5sums(root)
    staged = time.monotonic()
    deb = out_dir / buildinfo.artefact_name("deb", version)
    # xz on every core: the slowest step of the build on a small machine.
    subprocess.run(
        [
            "dpkg-deb",
            "--build",
            "--root-owner-group",
            "-Zxz",
            f"--threads-max={os.cpu_count() or 1}",
            str(root),
            str(deb),
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    packed = time.monotonic()
    print(
        f"deb: {deb}  {buildinfo.human_size(deb.stat().st_size)} "
        f"(installed {buildinfo.human_size(installed_kb * 1024)}; staged and Depends in "
        f"{staged - clock:.0f} s, dpkg-deb {packed - staged:.0f} s)"
    )
    print(f"Depends: {depends}")
    errors = lintian(deb)
    print(f"lintian took {time.monotonic() - packed:.0f} s")
    if errors:
        raise SystemExit(f"lintian reported {errors} error(s) not overridden: fix or explain them")
    shutil.rmtree(root)
    return deb


if __name__ == "__main__":
    build(Path(sys.argv[1]) if len(sys.argv) > 1 else buildinfo.DIST / "botmat")
