"""Every character the app can put on screen is drawn by its bundled font (DejaVu Sans, made the
application's font so that Polish and Ukrainian are whole): a symbol it lacks shows as an empty box
on a system without a symbol font of its own, as the round bar's pause mark did in Polish."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontMetrics
from pytestqt.qtbot import QtBot

from desktop.ui.language import install_fonts

ROOT = Path(__file__).resolve().parents[2]
# What reaches the screen: the interface's and the engine's texts, the packs' texts and their
# translations.
SOURCES = [
    *ROOT.joinpath("desktop").rglob("*.py"),
    *ROOT.joinpath("translations").glob("*.ts"),
    *ROOT.joinpath("rules").rglob("*.yaml"),
    *ROOT.joinpath("rules").rglob("*.py"),
]


def test_every_character_of_the_app_is_in_its_bundled_font(qtbot: QtBot) -> None:
    """No character outside ASCII in the app's texts is missing from DejaVu Sans (regular and bold:
    headers, marks and answers are bold)."""
    install_fonts(make_default=False)
    regular = QFont("DejaVu Sans")
    bold = QFont("DejaVu Sans")
    bold.setBold(True)
    fonts = [QFontMetrics(regular), QFontMetrics(bold)]
    missing: dict[str, str] = {}
    for path in SOURCES:
        for char in set(path.read_text(encoding="utf-8")):
            if ord(char) > 127 and not all(font.inFontUcs4(ord(char)) for font in fonts):
                missing.setdefault(char, str(path.relative_to(ROOT)))
    assert not missing, f"characters the bundled font cannot draw: {missing}"
