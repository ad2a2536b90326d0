"""The step's text pane keeps the height its text needs as the text and its size change (it
remembers each measured height only for the text and font it measured)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from desktop.ui.widgets.text_pane import TextPane

WIDTH = 240
SHORT = "Roll the die."
LONG = " ".join(["Place one army in each province you control that borders the sea."] * 6)


def pane(qtbot: QtBot) -> TextPane:
    """A pane around a wrapped label with a short step, as the step panel builds it."""
    label = QLabel(SHORT)
    label.setWordWrap(True)
    shown = TextPane(label)
    qtbot.addWidget(shown)
    return shown


def test_a_longer_step_gets_the_height_of_its_lines(qtbot: QtBot) -> None:
    shown = pane(qtbot)
    short = shown.heightForWidth(WIDTH)
    shown.label.setText(LONG)  # set as the panel does before it tells the pane
    assert shown.heightForWidth(WIDTH) > 3 * short
    shown.label.setText(SHORT)
    assert shown.heightForWidth(WIDTH) == short


def test_a_larger_text_size_gets_a_taller_pane(qtbot: QtBot) -> None:
    shown = pane(qtbot)
    shown.label.setText(LONG)
    before = shown.heightForWidth(WIDTH)
    font = QFont(shown.label.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    shown.label.setFont(font)
    assert shown.heightForWidth(WIDTH) > before * 3 // 2


def test_a_narrower_pane_gets_more_lines(qtbot: QtBot) -> None:
    shown = pane(qtbot)
    shown.label.setText(LONG)
    assert shown.heightForWidth(WIDTH // 2) > shown.heightForWidth(WIDTH)
