"""User overlays replace a bundled chart or table; a bad one is refused and the bundled one kept."""

from __future__ import annotations

from pathlib import Path

from core_helpers import tiny_pack

GOOD = """title: "Income (house rule)"
start: gain
nodes:
  - {id: gain, kind: do, text: "Gain {n} Power.", params: {n: 5},
     effects: [{name: gain, args: {n: 5}}], next: fin}
  - {id: fin, kind: end}
"""


def write(root: Path, rel: str, text: str) -> Path:
    path = root / "tiny" / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_valid_overlay_replaces_bundled_chart(tmp_path: Path) -> None:
    path = write(tmp_path, "charts/income.yaml", GOOD)
    pack = tiny_pack(tmp_path)
    assert pack.charts["income"].title == "Income (house rule)"
    assert pack.overlays["income"] == path
    assert pack.overlay_problems == []


def test_broken_overlay_is_refused_with_file_and_line(tmp_path: Path) -> None:
    write(tmp_path, "charts/income.yaml", GOOD.replace("next: fin}", "next: nowhere}"))
    pack = tiny_pack(tmp_path)
    assert pack.charts["income"].title == "Income"
    assert any("income.yaml:4:" in p and "unknown node 'nowhere'" in p for p in pack.overlay_problems), (
        pack.overlay_problems
    )


def test_overlay_of_unknown_chart_or_table_is_refused(tmp_path: Path) -> None:
    write(tmp_path, "charts/nothing.yaml", GOOD)
    write(tmp_path, "tables/nothing.yaml", "a: 1\n")
    pack = tiny_pack(tmp_path)
    assert any("no bundled chart 'nothing'" in p for p in pack.overlay_problems)
    assert any("no bundled table 'nothing'" in p for p in pack.overlay_problems)


def test_table_overlay_changes_computed_numbers(tmp_path: Path) -> None:
    from desktop.core.play.session import Session

    write(tmp_path, "tables/costs.yaml", "draw: 2\n")
    session = Session(tiny_pack(tmp_path), 1)
    session.add_bot("b1", {"name": "Red", "level": "easy"})
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    step = session.current("b1")
    assert step is not None and step.text.params["n"] == 2
    assert session.world["bots"]["b1"]["power"] == 0
