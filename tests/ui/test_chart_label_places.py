"""The answers on a chart's arrows stand where they stood at the last start: their places are kept
with the chart's placement (desktop/ui/chart/chart_labels.py, `place_labels_kept`), so a start
that shows a chart placed before does not place its answers again, and a damaged or foreign
kept file only costs that time, never an answer in the wrong place."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from desktop.ui.chart import chart_labels
from desktop.ui.chart.chart_items import ChartScene, build_scene
from desktop.ui.chart.chart_placements import Placements
from tests.bundled import bundled_pack


def answers_at(scene: ChartScene) -> dict[tuple[str, str], tuple[str, float, float]]:
    """Each labelled arrow's answers and where they are drawn in the scene."""
    out = {}
    for key, edge in scene.edges.items():
        if edge.label is not None:
            rect = edge.label.mapRectToScene(edge.label.boundingRect())
            out[key] = (edge.label.text(), rect.x(), rect.y())
    return out


def scene_of(folder: Path, chart_id: str = "main", text_size: int = 11) -> ChartScene:
    pack = bundled_pack("eupop")
    chart = pack.charts[chart_id]
    return build_scene(pack.id, pack.charts, chart, text_size, lambda node: "", Placements(folder))


def count_placings(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many answers are placed afresh from now on (one entry per chart)."""
    placed: list[int] = []
    place_now = chart_labels.place_labels

    def counted(labels: Any, boxes: Any) -> None:
        placed.append(len(labels))
        place_now(labels, boxes)

    monkeypatch.setattr(chart_labels, "place_labels", counted)
    return placed


def kept_answer_files(folder: Path) -> list[Path]:
    """The files keeping answers' places (the others keep the boxes' and arrows')."""
    return [f for f in folder.glob("*.json") if '\\"labels\\"' in f.read_text(encoding="utf-8")]


def test_answers_placed_once_stand_in_the_same_places_at_the_next_start(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = answers_at(scene_of(tmp_path))
    assert first, "EU's main chart has answers on its arrows"
    placed = count_placings(monkeypatch)
    assert answers_at(scene_of(tmp_path)) == first and placed == []
    for kept in kept_answer_files(tmp_path):
        kept.unlink()
    assert answers_at(scene_of(tmp_path)) == first and placed, "placed afresh, they stand alike"


def test_another_text_size_places_its_answers_afresh(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    normal = answers_at(scene_of(tmp_path))
    placed = count_placings(monkeypatch)
    larger = answers_at(scene_of(tmp_path, text_size=16))
    assert placed and larger != normal
    assert len(kept_answer_files(tmp_path)) == 2, "a text size or language keeps its own places"


@pytest.mark.parametrize("damage", ["", "not json", '{"key": "another", "centres": [], "bends": []}', "[1]"])
def test_damaged_kept_places_are_placed_again(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    first = answers_at(scene_of(tmp_path))
    for kept in kept_answer_files(tmp_path):
        kept.write_text(damage, encoding="utf-8")
    placed = count_placings(monkeypatch)
    assert answers_at(scene_of(tmp_path)) == first and placed, "placed again, never read from damage"
    placed.clear()
    assert answers_at(scene_of(tmp_path)) == first and placed == [], "and kept whole again"


def test_kept_places_for_another_number_of_answers_are_not_used(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file holding its key but one place too few (say, cut short) is not trusted."""
    first = answers_at(scene_of(tmp_path))
    for kept in kept_answer_files(tmp_path):
        text = kept.read_text(encoding="utf-8")
        kept.write_text(text.replace('"centres":[[', '"centres":[', 1).replace("]],", "],", 1), "utf-8")
    placed = count_placings(monkeypatch)
    assert answers_at(scene_of(tmp_path)) == first and placed
