"""Issue 28 item 3: zoom belongs to the chart it was set on; another chart (or game) opens at the
readable default following the current node; Fit never goes below a legible size (the overview
shows a chart too large for that)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from test_chart_reading import eu_turn, tiny_into_battle

from desktop.boot.snapshot import settle
from desktop.boot.startup import App
from desktop.ui.chart.flowchart import DEFAULT_ZOOM, LEGIBLE_PX, FlowchartView


def text_px(view: FlowchartView) -> float:
    """The size the shown chart's text is drawn at (its scene size times the zoom)."""
    scene = view.current_scene()
    assert scene is not None
    return scene.text_px * view.transform().m11()


def zoom(app: App, action: str, times: int = 1) -> None:
    for _ in range(times):
        app.window.menu_actions[action].trigger()


def test_a_zoom_stays_with_its_chart(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    c, view = app.controller, app.window.flowchart
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    c.start_turn()
    c.done()
    assert view.chart_id == "main"
    zoom(app, "zoom_in", 2)
    turn_zoom = view.transform().m11()
    assert turn_zoom > DEFAULT_ZOOM
    c.answer("yes")  # into the Battle chart
    assert view.chart_id == "battle"
    assert view.transform().m11() == DEFAULT_ZOOM, "another chart opens at the readable default"
    assert view.current_node_rect() is not None and view.viewport().rect().contains(
        view.current_node_rect().center()  # type: ignore[union-attr]
    ), "following its current node"
    view.breadcrumb.linkActivated.emit("0")  # the turn's chart again, where the run waits in it
    assert view.chart_id == "main" and view.transform().m11() == turn_zoom, "it kept its zoom"
    c.new_game("tiny", [({"name": "Blue", "level": "easy"}, None)], seed=3)
    c.start_turn()
    assert view.chart_id == "main" and view.transform().m11() == DEFAULT_ZOOM, "a new game: the default"


def test_fit_and_zooming_out_stay_legible(qtbot: QtBot, eu_rules: Path, make_app: Any) -> None:
    app = make_app()
    for size in ((1366, 768), (1920, 1080)):
        app.window.resize(*size)
        settle(app.qapp, 50)
        c, view = eu_turn(app)
        zoom(app, "fit")
        assert text_px(view) >= LEGIBLE_PX - 0.01, f"{size}: Fit keeps the text legible"
        scene = view.current_scene()
        assert scene is not None
        whole = view.viewport().rect().contains(view.mapFromScene(scene.bounds).boundingRect())
        assert whole or view.overview.isVisible(), f"{size}: the overview shows what Fit cannot"
        assert view.current_node_rect() is not None
        assert view.viewport().rect().contains(view.current_node_rect().center())  # type: ignore[union-attr]
        c.done() if c.step().kind == "do" else c.answer(c.step().options[0].id)  # type: ignore[union-attr]
        assert text_px(view) >= LEGIBLE_PX - 0.01, f"{size}: the next step too"
        zoom(app, "zoom_out", 12)
        assert text_px(view) >= LEGIBLE_PX - 0.01, f"{size}: zooming out stops at a legible size"


def test_fit_shows_a_small_chart_whole(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    tiny_into_battle(app)
    view = app.window.flowchart
    zoom(app, "zoom_in", 3)
    zoom(app, "fit")
    scene = view.current_scene()
    assert scene is not None
    assert view.viewport().rect().contains(view.mapFromScene(scene.bounds).boundingRect())
    assert view.transform().m11() == pytest.approx(DEFAULT_ZOOM), "never blown up beyond its size"
    assert not view.overview.isVisible()
