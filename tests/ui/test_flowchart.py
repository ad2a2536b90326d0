"""The flowchart view: layered layout, shapes by kind, current node and path, labels, tooltips,
zoom/fit, cached layouts."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.core.pack.pack_loading import load_pack
from desktop.ui.chart.flowchart import ChartScene
from desktop.ui.chart.flowchart_layout import layout_chart


def tiny(tiny_rules: Any) -> Any:
    pack, problems = load_pack(tiny_rules / "tiny")
    assert pack is not None and not problems
    return pack


def test_layout_is_layered_from_the_start_and_boxes_do_not_overlap(tiny_rules: Any) -> None:
    chart = tiny(tiny_rules).charts["main"]
    layout = layout_chart(chart, "tiny/main", lambda nid: (150.0, 50.0))
    boxes = layout.boxes
    assert set(boxes) == {n.id for n in chart.nodes}
    assert boxes["enough"].y < min(b.y for k, b in boxes.items() if k != "enough")
    for edge in layout.edges:  # every arrow of this acyclic chart points down
        assert boxes[edge.src].y < boxes[edge.dst].y, edge
    items = list(boxes.values())
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            assert abs(a.x - b.x) >= (a.w + b.w) / 2 or abs(a.y - b.y) >= (a.h + b.h) / 2
    labels = {(e.src, e.dst): [m.text for m in e.labels] for e in layout.edges}
    assert labels[("enough", "pay")] == ["Yes"]
    assert labels[("enemy", "dice")] == ["No", "Cannot tell"], "answers to one node share it"


def test_current_node_path_and_reconstructed_mark(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    window = app.window
    click(qtbot, window.step_panel.start_button)
    click(qtbot, window.step_panel.done_button)
    scene = window.flowchart.current_scene()
    assert isinstance(scene, ChartScene)
    assert scene.nodes["enemy"].state == "current"
    assert scene.nodes["enough"].state == "taken" and scene.nodes["pay"].state == "taken"
    assert scene.nodes["pass"].state == "normal"
    assert scene.edges[("enough", "pay")].taken and not scene.edges[("enough", "pass")].taken
    assert scene.nodes["enemy"].reconstructed and not scene.nodes["pay"].reconstructed
    tip = scene.nodes["enemy"].toolTip()
    assert "Is an enemy next to the bot?" in tip and "Sources: the printed rules, “Turn”." in tip
    assert "check your copy" in tip and "seed" not in tip
    kinds = {n.node_id: n.kind for n in scene.nodes.values()}
    assert kinds["dice"] == "roll" and kinds["fight"] == "call" and kinds["fin"] == "end"
    assert scene.edges[("dice", "fin")].label is not None
    assert scene.edges[("dice", "fin")].label.text() == "1–3"
    window.flowchart.node_activated.emit("main", "enemy")
    assert "Is an enemy next to the bot?" in window.node_info.text()


def test_the_view_follows_into_called_charts_and_back(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    window = app.window
    click(qtbot, window.step_panel.start_button)
    click(qtbot, window.step_panel.done_button)
    click(qtbot, window.step_panel.option_buttons[0])  # Yes: call the battle
    assert window.flowchart.chart_id == "battle"
    assert window.flowchart.current_scene().nodes["roll"].state == "current"
    first = window.flowchart.current_scene()
    app.controller.undo()
    assert window.flowchart.chart_id == "main"
    app.controller.redo()
    assert window.flowchart.current_scene() is first, "a chart's layout is built once"


def test_zoom_and_fit(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    view = app.window.flowchart
    before = view.transform().m11()
    app.window.menu_actions["zoom_in"].trigger()
    assert view.transform().m11() > before
    app.window.menu_actions["zoom_out"].trigger()
    app.window.menu_actions["zoom_out"].trigger()
    assert view.transform().m11() < before
    app.window.menu_actions["fit"].trigger()
    rect = view.mapToScene(view.viewport().rect()).boundingRect()
    assert rect.contains(view.scene().itemsBoundingRect())


def test_each_chart_is_laid_out_once(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    """Not a timing assertion: steps, undo and redo reuse a chart's layout (build count)."""
    app = make_app()
    view = app.window.flowchart
    built: list[str] = []
    original = view._build
    view._build = lambda pack, charts, chart, sources, words: (  # type: ignore[method-assign]
        built.append(chart) or original(pack, charts, chart, sources, words)
    )
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    click(qtbot, app.window.step_panel.start_button)
    click(qtbot, app.window.step_panel.done_button)
    click(qtbot, app.window.step_panel.option_buttons[0])
    app.controller.undo()
    app.controller.redo()
    qtbot.waitUntil(lambda: view._drawn)  # idle layouts begin once the chart has been drawn
    qtbot.waitUntil(lambda: not view._idle.isActive())
    assert sorted(built) == ["battle", "hits", "income", "main"], "every chart once, in idle time too"


def test_after_a_run_ends_the_chart_keeps_the_way_it_went(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    c = app.controller
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    c.start_turn()
    c.done()
    c.answer("no")
    c.roll(2)  # 1-3: to the end of the turn
    assert not c.session.running("b1")
    view = app.window.flowchart
    scene = view.current_scene()
    assert view.chart_id == "main" and scene is not None
    assert scene.current is None
    assert {"enough", "pay", "enemy", "dice", "fin"} <= scene.taken_nodes
    assert scene.edges[("dice", "fin")].taken and not scene.edges[("enemy", "fight")].taken
    c.start_turn()  # a new run starts clean
    assert view.current_scene().taken_nodes == {"enough", "pay"}


def test_the_chart_is_drawn_where_the_viewport_is_at_any_size(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """Zoom, padding and the overview's corner are reckoned from `room()`, read without the
    viewport: it must be the viewport's place, window size after window size."""
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=1)
    app.controller.start_turn("b1")
    app.window.show()
    view = app.window.flowchart
    for width, height in ((1366, 768), (1920, 1080), (900, 600)):
        app.window.resize(width, height)
        qtbot.wait(1)
        assert view.room() == view.viewport().geometry()
        assert not view.room().isEmpty()
