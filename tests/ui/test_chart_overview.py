"""Where the chart's overview stands: in the corner of the chart view that covers least of the
nodes in view (the nodes' text stays readable), and never over the node the view is about."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot
from ui_helpers import area_in

from desktop.core.pack.checking import checked
from desktop.core.pack.pack_model import Chart
from desktop.core.play.view import ChartView
from desktop.ui.chart import flowchart
from desktop.ui.chart.chart_items import ChartScene, NodeItem
from desktop.ui.chart.flowchart import FlowchartView
from desktop.ui.chart.flowchart_layout import Box, ChartLayout

Size = tuple[float, float]


def corners_view(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, nodes: dict[str, tuple[str, Size]], current: str
) -> FlowchartView:
    """A chart view 800×500 following `current`, its chart's nodes placed by the corner of the
    view they stand in ("centre", "top left", ...), with a node far off so the chart does not fit."""
    view = FlowchartView()
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()
    qtbot.waitExposed(view)
    hw, hh = view.viewport().width() / 2, view.viewport().height() / 2
    # the view centres on the current node: corners are measured from where it will look
    centre = QPointF(0, 0) if nodes[current][0] == "centre" else None
    spots = {"centre": (0.0, 0.0), "far": (3000.0, 0.0)}
    for corner in ("top left", "top right", "bottom left", "bottom right"):
        spots[corner] = (
            (hw - 90) * (1 if "right" in corner else -1),
            (hh - 50) * (1 if "bottom" in corner else -1),
        )
    boxes = {nid: Box(*spots[where], *size) for nid, (where, size) in nodes.items()}
    boxes["far"] = Box(*spots["far"], 100, 40)
    chart = checked(
        Chart,
        {
            "id": "corners",
            "title": "Corners",
            "start": current,
            "nodes": [{"id": nid, "kind": "end"} for nid in boxes],
        },
    )
    items = {nid: NodeItem(nid, "do", nid, b.w, b.h, False, QFont()) for nid, b in boxes.items()}
    for nid, item in items.items():
        item.setPos(boxes[nid].x, boxes[nid].y)
    scene = ChartScene(ChartLayout(boxes, [], []), items, [], 13)
    monkeypatch.setattr(flowchart, "build_scene", lambda *args, **kwargs: scene)
    charts = {"corners": chart}
    view.show_chart(ChartView("test", charts, (), "corners", current=current, path=()))
    if centre is None:  # the player pans back to the middle: the current node sits in its corner
        view.centerOn(QPointF(0, 0))
    return view


def corner_of(view: FlowchartView) -> str:
    """Which corner of the chart view the overview stands in."""
    assert view.overview.isVisible(), "the chart does not fit: the overview shows"
    room, at = view.viewport().geometry(), area_in(view.overview, view)
    vertical = "bottom" if at.center().y() > room.center().y() else "top"
    return f"{vertical} {'right' if at.center().x() > room.center().x() else 'left'}"


def covers(view: FlowchartView, node: str) -> bool:
    scene = view.current_scene()
    assert scene is not None
    drawn = view.mapFromScene(scene.nodes[node].sceneBoundingRect()).boundingRect()
    where = QRect(drawn).translated(view.viewport().geometry().topLeft())
    return area_in(view.overview, view).intersects(where)


def test_the_overview_takes_the_corner_clear_of_every_node(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nodes in three corners, the bottom left clear: the overview stands there, over no node's
    text (it took the bottom right, the first corner clear of the current node, over a node)."""
    big = (150.0, 80.0)
    nodes = {
        "now": ("centre", big),
        "a": ("top left", big),
        "b": ("top right", big),
        "c": ("bottom right", big),
    }
    view = corners_view(qtbot, monkeypatch, nodes, "now")
    assert corner_of(view) == "bottom left"
    assert not any(covers(view, node) for node in nodes)


def test_the_overview_covers_least_but_never_the_current_node(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every corner holds a node; the current node's corner would cover least, so the overview
    takes the corner covering least of the others (top right's small node), not the first clear
    of the current node."""
    nodes = {
        "now": ("bottom right", (60.0, 30.0)),
        "a": ("bottom left", (150.0, 80.0)),
        "b": ("top left", (150.0, 80.0)),
        "c": ("top right", (90.0, 30.0)),
    }
    view = corners_view(qtbot, monkeypatch, nodes, "now")
    assert not covers(view, "now")
    assert corner_of(view) == "top right"
