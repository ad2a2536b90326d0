"""Issue 32 §4: readable in both themes. Text ≥ 4.5:1 against its ground, the edges of fields,
boxes and buttons ≥ 3:1 (the dark theme's check-box edges were 1.13:1: "At War" and "Passed"
nearly invisible), computed from the themes' colours and from the controls as drawn."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QLineEdit, QPushButton, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from desktop.boot.snapshot import settle
from desktop.ui.tones import TONES, contrast, luminance, tone
from desktop.ui.widgets.bars import BAR_COLOURS
from desktop.ui.window.theme import apply_theme, palette_of

Role = QPalette.ColorRole
THEMES = ("light", "dark")
TEXT = 4.5
EDGE = 3.0
# Words and the ground they are read on.
TEXT_PAIRS = [
    (Role.WindowText, Role.Window),
    (Role.Text, Role.Base),
    (Role.Text, Role.AlternateBase),
    (Role.ButtonText, Role.Button),
    (Role.HighlightedText, Role.Highlight),
    (Role.PlaceholderText, Role.Base),
    (Role.ToolTipText, Role.ToolTipBase),
    (Role.Link, Role.Base),
    (Role.Link, Role.Window),
]
# Tones and the grounds they stand on: coloured words (the "≈ reconstructed" badge, New game's
# refusals, a damaged game in the library, a mat's hints) and edges.
TONE_GROUNDS = {
    "warning": ((Role.Window,), TEXT),
    "error": ((Role.Window, Role.Base), TEXT),
    "damaged": ((Role.Base, Role.AlternateBase), TEXT),
    "quiet": ((Role.Window,), TEXT),
    "outline": ((Role.Window, Role.Base, Role.Button), EDGE),
    "focus": ((Role.Window, Role.Base, Role.Button), EDGE),
    "accent": ((Role.Window,), EDGE),
}


@pytest.fixture
def app(qtbot: QtBot) -> QApplication:
    instance = QApplication.instance()
    assert isinstance(instance, QApplication)
    return instance


@pytest.mark.parametrize("theme", THEMES)
def test_words_stand_out_from_their_ground(app: QApplication, theme: str) -> None:
    palette = palette_of(theme)
    for ink, ground in TEXT_PAIRS:
        ratio = contrast(palette.color(ink), palette.color(ground))
        assert ratio >= TEXT, f"{theme}: {ink.name} on {ground.name} is {ratio:.2f}:1"


@pytest.mark.parametrize("theme", THEMES)
def test_tones_stand_out_from_their_ground(app: QApplication, theme: str) -> None:
    palette = palette_of(theme)
    assert set(TONES[theme]) == set(TONE_GROUNDS), "every tone is checked"
    for name, (grounds, least) in TONE_GROUNDS.items():
        for ground in grounds:
            ratio = contrast(tone(name, theme), palette.color(ground))
            assert ratio >= least, f"{theme}: {name} on {ground.name} is {ratio:.2f}:1"


def test_message_bars_read_at_seven_to_one(app: QApplication) -> None:
    for theme, kinds in BAR_COLOURS.items():
        for kind, (ground, ink) in kinds.items():
            assert contrast(QColor(ground), QColor(ink)) >= 7, (theme, kind)


def test_the_message_bar_is_dark_in_the_dark_theme(qtbot: QtBot, make_app: Any) -> None:
    """QA s15 item 12: the refusal bar stayed light pink in the dark theme, the one light strip
    on a dark window; it follows the theme, also while it is shown."""
    app = make_app()
    window = app.window
    window.view_menu.set_theme("light")
    window.show_message("7 is no answer here.")
    light = window.message.palette().color(QPalette.ColorRole.Window)
    window.view_menu.set_theme("dark")
    dark = window.message.palette().color(QPalette.ColorRole.Window)
    ground = palette_of("dark").color(QPalette.ColorRole.Window)
    assert luminance(light) > 0.5 > luminance(dark), (light.name(), dark.name())
    assert contrast(dark, ground) < 3, "a dark ground, near the window's"
    window.view_menu.set_theme("light")
    assert window.message.palette().color(QPalette.ColorRole.Window) == light


def edge_contrast(widget: QWidget, ground: QColor) -> float:
    """The strongest contrast between the ground and a pixel of the widget's left edge, as drawn."""
    image: QImage = widget.grab().toImage()
    y = image.height() // 2
    return max(contrast(image.pixelColor(x, y), ground) for x in range(0, min(4, image.width())))


@pytest.mark.parametrize("theme", THEMES)
def test_fields_boxes_and_buttons_are_drawn_with_a_visible_edge(
    qtbot: QtBot, app: QApplication, theme: str
) -> None:
    """Drawn in the theme: a number field, a spin box, a check box's square and a button each show
    an edge of at least 3:1 against the window's ground."""
    apply_theme(app, theme)
    try:
        host = QWidget()
        qtbot.addWidget(host)
        host.setAutoFillBackground(True)
        ground = app.palette().color(Role.Window)
        controls: list[QWidget] = [QLineEdit("12"), QSpinBox(), QPushButton("Start turn")]
        box = QCheckBox()
        controls.append(box)
        for control in controls:
            control.setParent(host)
        host.show()
        qtbot.waitExposed(host)
        for control in controls:
            drawn = edge_contrast(control, ground)
            assert drawn >= EDGE, f"{theme}: {type(control).__name__}'s edge is {drawn:.2f}:1"
    finally:
        apply_theme(app, "light")


def test_a_value_only_the_bot_changes_is_words_not_a_control_turned_off(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Root's drawn Order card was a disabled list at 2.74:1; it reads as the mat's other values."""
    from PySide6.QtWidgets import QComboBox

    app = make_app()
    app.window.resize(1366, 768)
    app.window.view_menu.set_theme("dark")
    assert app.window.files.open_sample("root_clockwork")
    settle(app.qapp, 50)
    panel = app.window.bot_panels[app.controller.active_bot]
    order = panel.findChild(QLineEdit, "field:order.suit")
    assert order is not None and order.isReadOnly() and order.isEnabled()
    assert not [c for c in panel.findChildren(QComboBox) if not c.isEnabled()], "no list turned off"
    palette = order.palette()
    assert contrast(palette.color(Role.Text), palette_of("dark").color(Role.Window)) >= TEXT


@pytest.mark.parametrize("theme", THEMES)
def test_a_scroll_bar_shows_its_handle_and_arrows_against_its_groove(
    qtbot: QtBot, app: QApplication, theme: str
) -> None:
    """The log's scroll bar (drawn flat, as every step repaints it) shows where the log stands:
    its handle and its arrows at least 3:1 against the groove, in both themes."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QScrollBar

    apply_theme(app, theme)
    try:
        bar = QScrollBar(Qt.Orientation.Vertical)
        qtbot.addWidget(bar)
        bar.setRange(0, 1000)
        bar.setPageStep(100)
        bar.setValue(500)
        bar.resize(14, 400)
        bar.show()
        qtbot.waitExposed(bar)
        image: QImage = bar.grab().toImage()
        x = image.width() // 2
        groove = image.pixelColor(1, image.height() // 4)
        handle = image.pixelColor(x, image.height() // 2)
        assert contrast(handle, groove) >= EDGE, f"{theme}: handle {contrast(handle, groove):.2f}:1"
        arrow = max(contrast(image.pixelColor(x, y), groove) for y in range(2, 12))
        assert arrow >= EDGE, f"{theme}: arrow {arrow:.2f}:1"
    finally:
        apply_theme(app, "light")
