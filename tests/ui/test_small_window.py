"""A small window, 1024×650 (QA s17 finding 3): an EU game of four Bots at the question of the
drawn card's discard icon, in Ukrainian and Polish. Nothing is cut: the card's «ЗОСЕРЕДЖЕННЯ»
lost its last letter at the card's edge, the mat's heading «Зосередження» was cut to
«Зосередженн» by the hint beside it; and the step's answers are all in view (the step scrolled
by 14 px in Ukrainian, 8 in Polish, «Військовий [4]» cut at the foot)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import area_in, play_step

from desktop.boot.snapshot import settle
from desktop.boot.startup import App
from desktop.ui.widgets.elide import ElidedLabel

SMALL = (1024, 650)
SOFT_HYPHEN = "\u00ad"  # where the card lets a long word break


def at_the_discard_icon(make_app: Any, language: str) -> App:
    """Four Bots played by clicks until one asks which discard icon its drawn card shows (the
    app's own answer above it, the card beside it); the window 1280×720, then made 1024×650."""
    app = make_app()
    app.window.resize(1280, 720)  # a laptop's screen at 150 %
    app.language.set_language(language)
    c = app.controller
    c.new_game("eupop", [({}, None)] * 4, seed=2)
    rng = random.Random(3)
    for _ in range(400):
        step = c.step()
        if step is not None and step.node == "discard_unknown":
            break
        play_step(app, rng)
    assert step is not None and step.node == "discard_unknown", "the question was reached"
    settle(app.qapp, 20)
    app.window.resize(*SMALL)
    settle(app.qapp, 50)
    return app


def cut_words(widget: QWidget) -> list[str]:
    """The labels shown in `widget` with a word wider than their width (a wrapped label cuts a
    word it cannot break: the rest of it is not drawn), or a line wider than it (unwrapped)."""
    cut = []
    for label in widget.findChildren(QLabel):
        if not label.isVisible() or isinstance(label, ElidedLabel) or not label.text():
            continue
        metrics, room = label.fontMetrics(), label.contentsRect().width()
        if label.wordWrap():
            # a word with soft hyphens breaks at them: each of its pieces must fit, with its hyphen
            words = label.text().split()
            pieces = [p + "-" for w in words if SOFT_HYPHEN in w for p in w.split(SOFT_HYPHEN)]
            widest = max([w for w in words if SOFT_HYPHEN not in w] + pieces, key=metrics.horizontalAdvance)
            if metrics.horizontalAdvance(widest) > room + 1:
                cut.append(f"{label.objectName() or label.text()[:30]!r}: {widest!r} in {room} px")
        elif label.textFormat() != 1 and metrics.horizontalAdvance(label.text()) > room + 1:  # not rich text
            cut.append(f"{label.objectName() or label.text()[:30]!r}: {label.text()!r} in {room} px")
    return cut


@pytest.mark.parametrize("language", ["uk", "pl"])
def test_at_1024_by_650_no_word_is_cut_and_the_answers_are_in_view(
    qtbot: QtBot, eu_rules: Any, make_app: Any, language: str
) -> None:
    app = at_the_discard_icon(make_app, language)
    window = app.window
    assert window.card_view.isVisible() and window.card_view.card_id is not None
    mat = window.bot_panels[app.controller.active_bot].mat
    wrong = [
        f"cut in {part.objectName()}: {cut}"
        for part in (window.card_view, window.step_panel, mat.widget())
        for cut in cut_words(part)
    ]
    scroll = window.step_scroll
    if scroll.verticalScrollBar().maximum():
        wrong.append(f"the step scrolls by {scroll.verticalScrollBar().maximum()} px")
    port = scroll.viewport()
    step = app.controller.step()
    assert step is not None and len(step.options) == 4
    for option in step.options:
        button = window.step_panel.findChild(QWidget, f"answer_{option.id}")
        assert button is not None and button.isVisible()
        if not port.rect().contains(area_in(button, port)):
            wrong.append(f"{button.text()!r} is cut at the step's foot")
    assert not wrong, wrong
