"""The step area after the window is resized (QA s17 finding 2): the chart and the step share
the window as a window opened at that size would. The step kept its height and the chart took or
gave all of the change: after a resize down to 1024×650 and back to 1280×720 the chart was 64 px
shorter, with 100 px blank under «Tak / Nie» (200 px at 1024×650 under «Готово»), until the next
run's first step."""

from __future__ import annotations

import random
from typing import Any

from pytestqt.qtbot import QtBot
from ui_helpers import play_step

from desktop.boot.snapshot import settle
from desktop.boot.startup import App, build
from desktop.ui.window.main_window import MainWindow
from desktop.ui.window.step_fit import STEP_MIN

SIZES = [(1280, 720), (1024, 650), (1280, 720), (1366, 768)]


def blank_under_the_step(window: MainWindow) -> int:
    """The step area's height past what its step (text, answers, card) needs at its width, or
    past the area's least height (STEP_MIN) for a step shorter than that."""
    area = window.step_area
    layout = area.layout()
    assert layout is not None
    return window.step_scroll.height() - max(layout.totalHeightForWidth(area.width()), STEP_MIN)


def a_game_mid_turn(make_app: Any, language: str, bots: int) -> App:
    """An EU game of `bots` Bots in `language`, a few dozen clicks in, at a run's later step (the
    step area keeps the room the run's earlier steps took)."""
    app = make_app()
    app.language.set_language(language)
    app.window.resize(*SIZES[0])
    app.controller.new_game("eupop", [({}, None)] * bots, seed=5)
    rng = random.Random(3)
    for _ in range(40):
        play_step(app, rng)
    while (step := app.controller.step()) is None or not app.controller.view.chart.path:
        play_step(app, rng)  # not a run's first step: that one gives the room back already
    assert step is not None
    return app


def test_after_a_resize_down_and_back_the_step_has_a_fresh_windows_room(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Down to 1024×650, back to 1280×720, then to 1366×768: at each size the step area holds
    its step with as little to spare as a window opened at that size on the same step (the
    columns' widths may differ between the two: measured against what the step needs at its
    width), within a few px."""
    app = a_game_mid_turn(make_app, "pl", 4)
    window = app.window
    resized = {}
    for size in SIZES:
        window.resize(*size)
        settle(app.qapp, 30)
        resized[size] = blank_under_the_step(window)
    path = app.controller.game.path
    window.close()
    for size in dict.fromkeys(SIZES):
        fresh = build(file=str(path))
        fresh.load_rest()
        qtbot.addWidget(fresh.window)
        fresh.window.resize(*size)
        fresh.window.show()
        settle(fresh.qapp, 30)
        opened = blank_under_the_step(fresh.window)
        fresh.window.close()
        said = f"at {size}: {resized[size]} px spare after resizes, {opened} opened"
        assert abs(resized[size] - opened) <= 4, said


def test_a_resize_gives_the_blank_under_the_step_back_to_the_chart(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Whatever room the run's earlier steps took, a resize leaves the step the height it needs
    (and no less than a short step's least), the chart the rest; a step that then needs more
    takes it at once, and the chart keeps what it gained until then."""
    from desktop.ui.window.step_fit import STEP_MIN

    app = a_game_mid_turn(make_app, "uk", 2)
    window = app.window
    for size in SIZES[1:]:
        window.resize(*size)
        settle(app.qapp, 30)
        blank = blank_under_the_step(window)
        assert blank <= 4 or window.step_scroll.height() <= STEP_MIN, f"{blank} px blank at {size}"
        assert not window.step_scroll.verticalScrollBar().isVisible(), f"the step scrolls at {size}"


def test_each_glory_turn_gives_the_chart_back_the_room_the_last_one_took(
    qtbot: QtBot, make_app: Any, monkeypatch: Any
) -> None:
    """QA s17 recheck: with one automa the step area only grew (200 → 386 px in ten steps, then
    never less over 150), up to 251 px blank under «Готово» and the chart squeezed all game:
    each Glory run begins with nodes the app answers itself, so no step was a run's first. At
    each run's first step shown, the blank under the step is less than what lets it shrink."""
    from desktop.ui.window.step_fit import STEP_SLACK

    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = make_app()
    app.language.set_language("uk")
    app.window.resize(*SIZES[0])
    app.controller.new_game("glory_automa", [({}, None)], seed=5)
    settle(app.qapp, 20)
    rng, firsts, waited = random.Random(3), 0, True
    for _ in range(160):
        play_step(app, rng)
        settle(app.qapp, 2)
        shown = app.controller.step() is not None
        if shown and waited:
            firsts += 1
            assert blank_under_the_step(app.window) < STEP_SLACK, f"run {firsts}"
        waited = not shown
    assert firsts >= 5
