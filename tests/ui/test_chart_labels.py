"""The answers on a chart's arrows can be read: a long list of answers wraps beside its arrow, in
the chart and in view where the chart follows the run, and no answer lies hidden under a node."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.view import ChartView
from desktop.ui.chart.chart_items import ChartScene, build_scene


def label_rects(scene: ChartScene) -> dict[tuple[str, str], QRectF]:
    """Each labelled arrow's answers, where they are drawn in the scene."""
    return {
        key: edge.label.mapRectToScene(edge.label.boundingRect())
        for key, edge in scene.edges.items()
        if edge.label is not None
    }


def test_four_corners_on_one_arrow_are_read_whole_beside_the_step_the_chart_follows(
    qtbot: QtBot, eu_rules: Path, make_app: Any
) -> None:
    """Root's Marquise setup, in Ukrainian at 1366×768: the keep's corner is rolled and the arrow
    to the garrison carries the four corners. On one line they ran past the chart view's right
    edge, "Нижній лівий к…" cut off; now every corner is read in view, inside the chart."""
    from desktop.boot.snapshot import settle

    app = make_app()
    app.window.resize(1366, 768)
    app.language.set_language("uk")
    settle(app.qapp, 50)
    pack = app.controller.packs["root_clockwork"]
    view = app.window.flowchart
    view.show_chart(ChartView(pack.id, pack.charts, (), "marquise_setup", current="keep", path=()))
    scene = view.current_scene()
    assert scene is not None and view.current_item() is not None
    label = scene.edges[("keep", "garrison")].label
    assert label is not None
    corners = ["Верхній лівий кут", "Верхній правий кут", "Нижній лівий кут", "Нижній правий кут"]
    read = " ".join(label.text().split())
    assert all(corner in read for corner in corners), read
    rect = label.mapRectToScene(label.boundingRect())
    assert scene.sceneRect().contains(rect), "the chart holds its answers"
    shown = view.mapFromScene(rect).boundingRect()
    assert view.viewport().rect().contains(shown), f"cut at the view's edge: {shown}"


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_long_answers_wrap_and_stay_inside_the_chart(qtbot: QtBot, eu_rules: Path, language: str) -> None:
    """Every answer on Root's arrows lies inside its chart's scene; the four corners of the
    keep's roll, wider than a node on one line, take lines of their own, no corner split."""
    from desktop.ui.language import LanguageService

    service = LanguageService()
    service.set_language(language)
    try:
        pack, _ = load_pack(bundled_rules_dir() / "root_clockwork")
        assert pack is not None
        for chart in pack.charts.values():
            scene = build_scene(pack.id, pack.charts, chart, 11, lambda node: "")
            for key, rect in label_rects(scene).items():
                assert scene.sceneRect().contains(rect), (chart.id, key)
            if chart.id == "marquise_setup":
                setup = scene  # kept: its items live as long as the scene does
    finally:
        service.set_language("en")
    corners, keep = setup.edges[("keep", "garrison")].label, setup.nodes["keep"]
    assert corners is not None
    lines = corners.text().split("\n")
    answers = " ".join(lines).split(" / ")
    assert len(answers) == 4, answers
    assert len(lines) > 1 and corners.boundingRect().width() < 1.5 * keep.w, lines
    assert all(any(answer.strip(" /") in line for line in lines) for answer in answers), lines


@pytest.mark.parametrize(
    ("pack_id", "chart_id"),
    [("root_clockwork", "full_removal"), ("eupop", "token_limits"), ("glory_automa", "free_actions")],
)
def test_no_answer_lies_under_a_node(qtbot: QtBot, eu_rules: Path, pack_id: str, chart_id: str) -> None:
    """Answers are drawn beneath the nodes: one placed over a node's box is partly hidden ("Take
    a technology" under Glory's slot question, Root's factions under "damage"). Each now stands
    beside its arrow where no node is."""
    pack, _ = load_pack(bundled_rules_dir() / pack_id)
    assert pack is not None
    scene = build_scene(pack.id, pack.charts, pack.charts[chart_id], 11, lambda node: "")
    boxes = {nid: QRectF(b.x - b.w / 2, b.y - b.h / 2, b.w, b.h) for nid, b in scene.layout.boxes.items()}
    rects = label_rects(scene)
    assert rects
    for key, rect in rects.items():
        under = [nid for nid, box in boxes.items() if box.intersects(rect)]
        assert not under, f"the answer of {key} lies under {under}"
