"""Layered layout of a chart (grandalf's Sugiyama): node boxes and edge routes, no Qt."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from grandalf.graphs import Edge, Graph, Vertex
from grandalf.layouts import SugiyamaLayout
from grandalf.routing import EdgeViewer

from desktop.core.messages import Message, engine_msg
from desktop.core.pack_model import AskNode, CallNode, Chart, CheckNode, DoNode, RollNode

X_SPACE = 36
Y_SPACE = 46
COMPONENT_GAP = 60


@dataclass
class ChartEdge:
    """An arrow of a chart: from node, to node, and the answers that take it (may be empty)."""

    src: str
    dst: str
    labels: list[Message] = field(default_factory=list)


@dataclass
class Box:
    """A placed node: centre and size in scene units."""

    x: float
    y: float
    w: float
    h: float


@dataclass
class ChartLayout:
    """Where every node and arrow of one chart goes."""

    boxes: dict[str, Box]
    edges: list[ChartEdge]
    routes: list[list[tuple[float, float]]]  # one polyline per edge, from src to dst


def option_label(context: str, option_id: str, label: str | None) -> Message:
    """The label of an answer as the engine shows it (Yes/No, or the option's own label)."""
    if label is not None:
        return Message(context, label)
    if option_id == "yes":
        return engine_msg("Yes")
    if option_id == "no":
        return engine_msg("No")
    return engine_msg(option_id)


def range_label(low: int, high: int) -> Message:
    """A die range label ("4–6", or "6")."""
    if low == high:
        return engine_msg("{value}", value=low)
    return engine_msg("{low}–{high}", low=low, high=high)


def chart_edges(chart: Chart, context: str) -> list[ChartEdge]:
    """Every arrow inside the chart; parallel answers to the same node share one arrow."""
    merged: dict[tuple[str, str], ChartEdge] = {}
    ids = {n.id for n in chart.nodes}

    def add(src: str, dst: str, label: Message | None) -> None:
        if dst not in ids:
            return
        edge = merged.setdefault((src, dst), ChartEdge(src, dst))
        if label is not None:
            edge.labels.append(label)

    for node in chart.nodes:
        if isinstance(node, (AskNode, CheckNode)):
            for opt in node.options:
                add(node.id, opt.next, option_label(context, opt.id, opt.label))
        elif isinstance(node, RollNode):
            for rng in node.ranges:
                add(node.id, rng.next, range_label(rng.min, rng.max))
        elif isinstance(node, (DoNode, CallNode)):
            add(node.id, node.next, None)
    return list(merged.values())


class _View:
    """The size/position record grandalf reads and writes for a vertex."""

    def __init__(self, w: float, h: float) -> None:
        self.w, self.h = w, h
        self.xy = (0.0, 0.0)


def layout_chart(chart: Chart, context: str, size_of: Callable[[str], tuple[float, float]]) -> ChartLayout:
    """Lay the chart out top-down from its start node; `size_of(node_id)` gives box sizes."""
    vertices = {n.id: Vertex(n.id) for n in chart.nodes}
    for nid, vertex in vertices.items():
        vertex.view = _View(*size_of(nid))
    edges = chart_edges(chart, context)
    g_edges = []
    for edge in edges:
        if edge.src == edge.dst:
            continue  # a self-loop has no layer to span; it is drawn as a small arc
        e = Edge(vertices[edge.src], vertices[edge.dst])
        e.view = EdgeViewer()
        g_edges.append((edge, e))
    graph = Graph(list(vertices.values()), [e for _, e in g_edges])
    offset_x = 0.0
    for comp in graph.C:
        sug = SugiyamaLayout(comp)
        sug.xspace, sug.yspace = X_SPACE, Y_SPACE
        roots = [v for v in comp.sV if v.data == chart.start]
        if not roots:
            roots = [v for v in comp.sV if not v.e_in()] or [next(iter(comp.sV))]
        sug.init_all(roots=roots)
        sug.draw()
        xs = [v.view.xy[0] - v.view.w / 2 for v in comp.sV]
        shift = offset_x - min(xs)
        for v in comp.sV:
            v.view.xy = (v.view.xy[0] + shift, v.view.xy[1])
        for e in comp.sE:
            if hasattr(e.view, "_pts"):
                e.view._pts = [(x + shift, y) for x, y in e.view._pts]
        offset_x = max(v.view.xy[0] + v.view.w / 2 for v in comp.sV) + COMPONENT_GAP
    boxes = {nid: Box(v.view.xy[0], v.view.xy[1], v.view.w, v.view.h) for nid, v in vertices.items()}
    routes: list[list[tuple[float, float]]] = []
    by_edge = {id(edge): e for edge, e in g_edges}
    for edge in edges:
        e = by_edge.get(id(edge))
        src, dst = boxes[edge.src], boxes[edge.dst]
        pts = list(getattr(e.view, "_pts", [])) if e is not None else []
        if len(pts) < 2:
            pts = [(src.x, src.y), (dst.x, dst.y)]
        # grandalf may give an inverted (feedback) edge's points from head to tail.
        if _dist(pts[0], (dst.x, dst.y)) < _dist(pts[0], (src.x, src.y)):
            pts.reverse()
        pts[0] = _clip(src, pts[1])
        pts[-1] = _clip(dst, pts[-2])
        routes.append(pts)
    return ChartLayout(boxes, edges, routes)


def _dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def _clip(box: Box, toward: tuple[float, float]) -> tuple[float, float]:
    """Where the line from the box centre toward a point leaves the box."""
    dx, dy = toward[0] - box.x, toward[1] - box.y
    if dx == 0 and dy == 0:
        return box.x, box.y
    sx = (box.w / 2) / abs(dx) if dx else float("inf")
    sy = (box.h / 2) / abs(dy) if dy else float("inf")
    s = min(sx, sy, 1.0)
    return box.x + dx * s, box.y + dy * s
