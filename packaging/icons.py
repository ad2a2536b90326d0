"""Renders the app icon into the PNG sizes, the Windows .ico and the macOS .icns the recipes need."""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import buildinfo  # noqa: E402  (a sibling script, not an installed package)

# Freedesktop hicolor sizes; 256 and larger also feed the .ico and .icns.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types that hold PNG data, by pixel size (Apple's ic07..ic10 and retina twins).
ICNS_TYPES = (
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def source_svg() -> Path:
    """The icon drawing: the app's own resources/ one when the interface ships it, else packaging's."""
    own = buildinfo.ROOT / "resources" / "icons" / "botmat.svg"
    return own if own.is_file() else buildinfo.PACKAGING / "icons" / "botmat.svg"


def render_pngs(svg: Path, sizes: tuple[int, ...] = PNG_SIZES) -> dict[int, bytes]:
    """PNG bytes of the drawing at every size (Qt's SVG renderer; no display needed)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841  (painting needs one)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG drawing")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buf, "PNG")
        out[size] = bytes(data.data())
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (valid since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns whose elements are PNG data (accepted since OS X 10.7)."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(out: Path) -> dict[str, Path]:
    """Write png/<size>.png, botmat.svg, botmat.ico and botmat.icns under `out`."""
    svg = source_svg()
    sizes = tuple(sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES}))
    pngs = render_pngs(svg, sizes)
    (out / "png").mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        (out / "png" / f"{size}.png").write_bytes(pngs[size])
    (out / "botmat.svg").write_bytes(svg.read_bytes())
    (out / "botmat.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (out / "botmat.icns").write_bytes(icns_bytes(pngs))
    return {
        "png": out / "png",
        "svg": out / "botmat.svg",
        "ico": out / "botmat.ico",
        "icns": out / "botmat.icns",
    }


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else buildinfo.BUILD / "icons"
    for kind, path in build(target).items():
        print(f"{kind}: {path}")
