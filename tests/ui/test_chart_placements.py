"""Chart placements kept between starts (desktop/ui/chart/chart_placements.py): a chart placed once is
drawn the same at the next start without running the layout again (a faster first paint), and
a damaged, foreign or unwritable placement folder only costs that time, never a wrong chart."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from desktop.ui.chart import flowchart_layout
from desktop.ui.chart.chart_placements import Placements
from desktop.ui.chart.flowchart_layout import ChartLayout, layout_chart
from tests.bundled import bundled_pack


def drawn(layout: ChartLayout) -> tuple[Any, ...]:
    """What a player sees of a layout: where each box is and the path of each arrow."""
    boxes = {nid: (b.x, b.y, b.w, b.h) for nid, b in layout.boxes.items()}
    return boxes, [(e.src, e.dst, r) for e, r in zip(layout.edges, layout.routes, strict=True)]


def place(folder: Path | None, chart_id: str = "main") -> ChartLayout:
    chart = bundled_pack("eupop").charts[chart_id]
    return layout_chart(
        chart, f"eupop/{chart_id}", lambda nid: (150.0 + len(nid), 50.0), None, Placements(folder)
    )


def count_layouts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The starts of the charts laid out from now on, by this test's sizes (other apps' charts,
    laid out while the event loop runs, are not counted)."""
    laid: list[str] = []
    place_now = flowchart_layout._place

    def counted(start: str, sizes: list[tuple[str, float, float]], edges: Any) -> Any:
        if all(w == 150.0 + len(nid) for nid, w, _h in sizes):
            laid.append(start)
        return place_now(start, sizes, edges)

    monkeypatch.setattr(flowchart_layout, "_place", counted)
    return laid


def test_a_chart_placed_once_is_drawn_the_same_without_laying_it_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = place(tmp_path)
    assert len(list(tmp_path.glob("*.json"))) == 1
    laid = count_layouts(monkeypatch)
    assert drawn(place(tmp_path)) == drawn(first) and laid == []


def test_other_box_sizes_are_placed_afresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    place(tmp_path)
    chart = bundled_pack("eupop").charts["main"]
    wider = layout_chart(chart, "eupop/main", lambda nid: (300.0, 50.0), None, Placements(tmp_path))
    assert len(list(tmp_path.glob("*.json"))) == 2, "a new text size or language is its own placement"
    assert wider.boxes != place(tmp_path).boxes


@pytest.mark.parametrize(
    "damage",
    [
        "",
        "not json",
        '{"key": "another chart", "centres": [], "bends": []}',
        "[1, 2, 3]",
        "a centre that is not a point",
    ],
)
def test_a_damaged_placement_is_placed_again_and_rewritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    first = place(tmp_path)
    (kept,) = tmp_path.glob("*.json")
    if damage == "one box too few":
        damage = (
            kept.read_text(encoding="utf-8").replace('"centres":[[', '"centres":[', 1).replace("]],", "],", 1)
        )
    kept.write_text(damage, encoding="utf-8")
    again = place(tmp_path)
    assert set(again.boxes) == set(first.boxes) and len(again.routes) == len(first.routes)
    assert kept.read_text(encoding="utf-8") != damage, "written again, whole"
    laid = count_layouts(monkeypatch)
    assert drawn(place(tmp_path)) == drawn(again) and laid == []


def test_a_folder_that_cannot_be_written_still_draws_the_chart(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    layout = place(blocked)
    assert set(layout.boxes) == set(place(None).boxes)


def test_a_placement_is_written_whole_through_a_file_of_this_process_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two app instances placing the same chart at once each write their own temporary file, so
    neither can leave the other's placement half written."""
    sources: list[str] = []
    replace_now = os.replace

    def replace(src: Any, dst: Any) -> None:
        if Path(dst).parent == tmp_path:  # a fresh clone also writes its packs' cache meanwhile
            sources.append(Path(src).name)
        replace_now(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    first = place(tmp_path)
    (kept,) = tmp_path.iterdir()
    assert kept.suffix == ".json" and len(sources) == 1 and f".{os.getpid()}." in sources[0]
    monkeypatch.undo()
    laid = count_layouts(monkeypatch)
    assert drawn(place(tmp_path)) == drawn(first) and laid == [], "the file read back is whole"


def test_a_placement_that_cannot_be_written_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    layout = place(tmp_path)
    assert set(layout.boxes) == set(place(None).boxes), "the chart is still drawn"
    assert list(tmp_path.iterdir()) == [], "nothing half written is left in the cache folder"
