"""Installer recipes checked here: the .deb's control and menu entry, the NSIS script, the icons."""

from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
from pathlib import Path

import pytest
from packaging_helpers import PACKAGING, ROOT, load

buildinfo = load("buildinfo")
build_deb = load("build_deb", "linux")
icons = load("icons")
make_installer = load("make_installer", "windows")
smoke = load("smoke_test", "linux")

DESKTOP = PACKAGING / "linux" / "botmat.desktop"


def test_desktop_entry_starts_botmat_from_the_games_menu() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(DESKTOP, encoding="utf-8")
    main = entry["Desktop Entry"]
    assert main["Exec"].split()[0] == "botmat" and main["Icon"] == "botmat"
    assert "Game" in main["Categories"].split(";") and main["Terminal"] == "false"
    for lang in ("pl", "uk"):
        assert main[f"Comment[{lang}]"], f"the menu shows a {lang} comment"


def test_desktop_entry_passes_desktop_file_validate() -> None:
    if not shutil.which("desktop-file-validate"):
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_control_depends_on_the_xcb_libraries_qt_needs() -> None:
    linked = "libc6 (>= 2.35), libxcb1 (>= 1.8), libfontconfig1 (>= 2.12.6)"
    depends = build_deb.merge_depends(linked)
    names = [d.split(" ")[0] for d in depends.split(", ")]
    assert names == sorted(names) and len(names) == len(set(names))
    for lib in ("libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libfontconfig1", "libdbus-1-3"):
        assert lib in names
    assert "libfontconfig1 (>= 2.12.6)" in depends, "a versioned linked entry beats the bare one"
    text = build_deb.control("9.8.7", depends, 1234)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if line and not line.startswith(" "))
    assert fields["Package"] == "botmat" and fields["Version"] == "9.8.7"
    assert fields["Installed-Size"] == "1234" and fields["Architecture"] == buildinfo.deb_arch()
    assert all(len(line) <= 80 for line in text.splitlines()[1:] if line.startswith(" ")), (
        "lintian: extended description lines fit 80 columns"
    )


def test_lintian_overrides_are_explained_in_the_docs() -> None:
    overrides = (PACKAGING / "linux" / "lintian-overrides").read_text(encoding="utf-8")
    docs = (ROOT / "docs" / "packaging.md").read_text(encoding="utf-8")
    tags = {line.split()[1] for line in overrides.splitlines() if line.startswith("botmat:")}
    assert tags
    unexplained = sorted(t for t in tags if t not in docs)
    assert not unexplained, f"docs/packaging.md does not explain: {unexplained}"


def test_staged_tree_has_launcher_menu_icons_and_docs(tmp_path: Path, qapp: object) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "botmat").write_text("#!/bin/sh\n")
    root = tmp_path / "root"
    build_deb.stage(bundle, root, "9.8.7", tmp_path / "icons")
    launcher = root / "usr/bin/botmat"
    assert launcher.is_symlink() and str(launcher.readlink()) == "/opt/botmat/botmat"
    assert (root / "opt/botmat/botmat").stat().st_mode & 0o777 == 0o755
    assert (root / "usr/share/applications/botmat.desktop").is_file()
    sizes = sorted(
        int(p.parent.parent.name.split("x")[0])
        for p in (root / "usr/share/icons/hicolor").glob("*x*/apps/botmat.png")
    )
    assert sizes == sorted(icons.PNG_SIZES)
    assert (root / "usr/share/doc/botmat/copyright").is_file()
    assert (root / "usr/share/lintian/overrides/botmat").is_file()
    import gzip

    man = gzip.decompress((root / "usr/share/man/man1/botmat.1.gz").read_bytes()).decode()
    assert "Botmat 9.8.7" in man and "--self-test" in man.replace("\\-", "-")


def test_ico_and_icns_hold_every_size(qapp: object) -> None:
    from PySide6.QtGui import QImage

    pngs = icons.render_pngs(icons.source_svg(), (16, 32, 256))
    for size, data in pngs.items():
        assert QImage.fromData(data).size().width() == size
    ico = icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 3)
    # The directory's last entry (256 px, written as 0) points at a PNG inside the file.
    dim, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6 + 32 : 6 + 48])
    assert dim == 0 and ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length == len(ico)
    icns = icons.icns_bytes(pngs)
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert b"ic08" in icns  # the 256 px element Finder uses


def test_nsis_installer_compiles_against_a_stub_folder(tmp_path: Path, qapp: object) -> None:
    if make_installer.makensis() is None:
        pytest.skip("makensis is not installed (apt-get install nsis): Windows installer not checked")
    stub = tmp_path / "botmat"
    (stub / "_internal" / "rules" / "tiny").mkdir(parents=True)
    (stub / "botmat.exe").write_bytes(b"MZ stub")
    (stub / "_internal" / "rules" / "tiny" / "pack.yaml").write_text("id: tiny\n")
    rendered = icons.build(tmp_path / "icons")
    out = tmp_path / buildinfo.artefact_name("win")
    assert make_installer.build(stub, out, rendered["ico"]) == out
    data = out.read_bytes()
    assert data[:2] == b"MZ" and len(data) > 50_000
    assert buildinfo.version() in out.name


def test_nsis_refuses_a_folder_without_the_program(tmp_path: Path) -> None:
    if make_installer.makensis() is None:
        pytest.skip("makensis is not installed (apt-get install nsis)")
    with pytest.raises(SystemExit, match="no botmat.exe"):
        make_installer.build(tmp_path, tmp_path / "out.exe")


def test_smoke_test_reads_the_last_json_line_of_noisy_output() -> None:
    out = 'Qt: something\n{"first_paint_ms": 12.5}\nnot json {\n'
    assert smoke.last_json(out) == {"first_paint_ms": 12.5}
    assert smoke.last_json("no report at all") is None
