"""The bundled font covers every character of every translation, and is registered at start."""

from __future__ import annotations

import pytest
from i18n_helpers import ROOT, TRANSLATIONS
from PySide6.QtGui import QFont, QRawFont

from desktop.ui.language import FONT_FAMILY, fonts_dir, install_fonts
from tools.i18n.tsfile import read_ts

FONT = ROOT / "resources" / "fonts" / "DejaVuSans.ttf"


def characters(lang: str) -> set[str]:
    """Every character of every translation of a language (and of the language names)."""
    chars = set("EnglishPolskiУкраїнська")
    for path in TRANSLATIONS.glob(f"*_{lang}.ts"):
        for e in read_ts(path):
            for form in e.forms():
                chars |= set(form)
    return {c for c in chars if not c.isspace()}


def test_font_and_licence_are_shipped() -> None:
    assert FONT.exists() and fonts_dir() == FONT.parent
    licence = (FONT.parent / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "Permission is hereby granted" in licence


@pytest.mark.parametrize("lang", ["pl", "uk", "en"])
def test_every_translated_character_has_a_glyph(qapp: object, lang: str) -> None:
    raw = QRawFont(str(FONT), 12)
    assert raw.isValid()
    chars = characters(lang)
    missing = sorted(c for c in chars if not raw.supportsCharacter(ord(c)))
    assert not missing, f"{lang}: no glyph for {missing}"


def test_polish_and_ukrainian_letters_are_covered(qapp: object) -> None:
    """The test above must be able to fail: the alphabets themselves are checked too."""
    raw = QRawFont(str(FONT), 12)
    for c in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻіїєґІЇЄҐ’«»„”–→":
        assert raw.supportsCharacter(ord(c)), c
    assert not raw.supportsCharacter(ord("中"))  # CJK: this font has none


def test_install_fonts_registers_dejavu_as_the_application_font(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    families = install_fonts()
    assert FONT_FAMILY in families
    assert QApplication.font().family() == FONT_FAMILY
    assert QFont(FONT_FAMILY).exactMatch()
