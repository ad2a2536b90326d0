"""An answer's key number stays with the last word of its label when the label wraps in a narrow
column: alone on a line, "[13]" reads as an answer of its own."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from pytestqt.qtbot import QtBot

from desktop.ui.widgets.flow_layout import wrap_words


def _metrics() -> QFontMetrics:
    font = QFont()
    font.setPixelSize(16)
    return QFontMetrics(font)


def test_a_key_joins_a_last_word_that_stood_alone(qtbot: QtBot) -> None:
    """EU's «Przyjęcie nowej Religii Państwowej  [13]» in a column just wide enough for
    "Państwowej [13]" with one space (not two): the key goes onto the last word's line."""
    metrics = _metrics()
    label = "Przyjęcie nowej Religii Państwowej  [13]"
    width = metrics.horizontalAdvance("Państwowej [13]")
    assert metrics.horizontalAdvance("Państwowej  [13]") > width  # two spaces do not fit
    lines = wrap_words(label, metrics, width).split("\n")
    assert lines[-1] == "Państwowej [13]"
    assert all(metrics.horizontalAdvance(line) <= width for line in lines)


def test_a_key_keeps_two_spaces_where_they_fit(qtbot: QtBot) -> None:
    """Where the word and its key fit with two spaces, they keep them (as on one line)."""
    metrics = _metrics()
    width = metrics.horizontalAdvance("Gain Stability") + 4
    lines = wrap_words("Gain Stability  [4]", metrics, width).split("\n")
    assert lines == ["Gain", "Stability  [4]"]


def test_a_key_stays_apart_when_the_word_and_key_cannot_share_a_line(qtbot: QtBot) -> None:
    """A column narrower than the word and its key together: the key keeps a line of its own
    rather than run past the column."""
    metrics = _metrics()
    width = metrics.horizontalAdvance("Państwowej")
    lines = wrap_words("Religii Państwowej  [13]", metrics, width).split("\n")
    assert lines[-1] == "[13]"
