"""Layered layout of a chart (grandalf's Sugiyama): node boxes and edge routes, no Qt.

A fan of many branches (a question with sixteen answers, each to its own chart) is drawn as one
"choose" node listing them: one box instead of a row too wide to read."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from typing import Any

from desktop.core.messages import Message, engine_msg
from desktop.core.pack.pack_model import BotAnswers, Chart, Option, Range
from desktop.core.pack.pack_validate import Branch, branches
from desktop.core.values import Value
from desktop.ui.chart.chart_placements import Placement, Placements, placement_key

X_SPACE = 36
Y_SPACE = 46
COMPONENT_GAP = 60
# A node with this many collapsible branches shows them as one "choose" node.
FAN_MIN = 7
FAN_PREFIX = "fan:"
# The arrow a which-bot question takes for any bot of the game (translated by the chart items).
BOTS_LABEL = Message("FlowchartView", "a bot")


class ChartEdge(Value, frozen=False):
    """An arrow of a chart: from node, to node, and the answers that take it (may be empty)."""

    src: str
    dst: str
    labels: list[Message] = field(default_factory=list)


class Fan(Value, frozen=False):
    """Branches drawn as one "choose" node: its id, the nodes that branch into it (the first
    gives the order and the answers), the nodes it stands for, and the answer leading to each
    (None: no label)."""

    id: str
    sources: list[str]
    members: list[str]
    labels: list[Message | None]

    @property
    def source(self) -> str:
        """The first node that branches into the fan."""
        return self.sources[0]


class Box(Value, frozen=False):
    """A placed node: centre and size in scene units."""

    x: float
    y: float
    w: float
    h: float


class ChartLayout(Value, frozen=False):
    """Where every node and arrow of one chart goes; nodes inside a fan are placed as the fan."""

    boxes: dict[str, Box]
    edges: list[ChartEdge]
    routes: list[list[tuple[float, float]]]  # one polyline per edge, from src to dst
    fans: dict[str, Fan] = field(default_factory=dict)
    alias: dict[str, str] = field(default_factory=dict)  # node in a fan -> the fan's id

    def drawn(self, node_id: str) -> str:
        """The id of the box that shows a node (its fan's, when it is in one)."""
        return self.alias.get(node_id, node_id)


def option_label(context: str, option_id: str, label: str | None, sense: str | None = None) -> Message:
    """The label of an answer as the engine shows it (Yes/No, or the option's own label in the
    sense that agrees with its question)."""
    if label is not None:
        return Message(context, label, sense=sense)
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


def branch_label(context: str, branch: Branch) -> Message | None:
    """What takes a branch, as its arrow says it (None: the one way on)."""
    if isinstance(branch, Option):
        return option_label(context, branch.id, branch.label, branch.sense)
    if isinstance(branch, Range):
        return range_label(branch.min, branch.max)
    if isinstance(branch, BotAnswers):
        return BOTS_LABEL
    return None


def chart_edges(chart: Chart, context: str) -> list[ChartEdge]:
    """Every arrow inside the chart; parallel answers to the same node share one arrow."""
    merged: dict[tuple[str, str], ChartEdge] = {}
    ids = set(chart.node_map())
    for node in chart.nodes:
        for target, branch in branches(node):
            if target not in ids:
                continue
            edge = merged.setdefault((node.id, target), ChartEdge(node.id, target))
            label = branch_label(context, branch)
            if label is not None:
                edge.labels.append(label)
    return list(merged.values())


def find_fans(chart: Chart, context: str) -> list[Fan]:
    """Many nodes that the same nodes lead to (and only they), each leading on one way at most:
    those branches are drawn as one "choose" node. A question with sixteen actions is one fan;
    a check and a question offering the same sixteen actions share one."""
    preds: dict[str, list[str]] = {}
    for node in chart.nodes:
        for target, _ in branches(node):
            if node.id not in preds.setdefault(target, []):
                preds[target].append(node.id)
    nodes = chart.node_map()
    groups: dict[tuple[str, ...], list[str]] = {}
    for nid, sources in preds.items():
        leads_on = {t for t, _ in branches(nodes[nid])} if nid in nodes else {nid}
        if nid in nodes and nid != chart.start and nid not in sources and len(leads_on) <= 1:
            groups.setdefault(tuple(sorted(sources, key=list(nodes).index)), []).append(nid)
    fans = []
    for shared, members in groups.items():
        if len(members) < FAN_MIN or set(shared) & set(members):
            continue
        order: list[str] = []
        labels: list[Message | None] = []
        for target, branch in branches(nodes[shared[0]]):
            if target in members and target not in order:
                order.append(target)
                labelled = isinstance(branch, Option) and branch.label is not None
                labels.append(
                    branch_label(context, branch) if labelled or isinstance(branch, Range) else None
                )
        fans.append(Fan(FAN_PREFIX + "+".join(shared), list(shared), order, labels))
    return fans


def _drawn_edges(chart: Chart, context: str, fans: list[Fan]) -> list[ChartEdge]:
    """The chart's arrows with each fan standing in for its members."""
    alias = {m: fan.id for fan in fans for m in fan.members}
    merged: dict[tuple[str, str], ChartEdge] = {}
    for edge in chart_edges(chart, context):
        src, dst = alias.get(edge.src, edge.src), alias.get(edge.dst, edge.dst)
        if src == dst and edge.src != edge.dst:
            continue
        into_fan = dst != edge.dst
        known = merged.setdefault((src, dst), ChartEdge(src, dst))
        if not into_fan:  # the fan's lines say which answer leads where
            known.labels.extend(m for m in edge.labels if m not in known.labels)
    return list(merged.values())


class _View:
    """The size/position record grandalf reads and writes for a vertex."""

    def __init__(self, w: float, h: float) -> None:
        self.w, self.h = w, h
        self.xy = (0.0, 0.0)


def layout_chart(
    chart: Chart,
    context: str,
    size_of: Callable[[str], tuple[float, float]],
    fans: list[Fan] | None = None,
    placements: Placements | None = None,
) -> ChartLayout:
    """Lay the chart out top-down from its start node; `size_of(id)` gives box sizes (of nodes
    and of the fans' choose nodes); `placements` keeps what was placed for the next start."""
    fans = fans or []
    alias = {m: fan.id for fan in fans for m in fan.members}
    ids = [n.id for n in chart.nodes if n.id not in alias] + [f.id for f in fans]
    sizes = [(nid, *size_of(nid)) for nid in ids]
    edges = _drawn_edges(chart, context, fans)
    # a self-loop has no layer to span; it is drawn as a small arc, not placed
    placed_edges = [edge for edge in edges if edge.src != edge.dst]
    key = placement_key(chart.start, sizes, [(e.src, e.dst) for e in placed_edges])
    keep = placements or Placements(None)
    placement = keep.get(key, len(sizes), len(placed_edges))
    if placement is None:
        placement = _place(chart.start, sizes, placed_edges)
        keep.put(key, placement)
    boxes = {nid: Box(x, y, w, h) for (nid, w, h), (x, y) in zip(sizes, placement.centres, strict=True)}
    bends = {id(edge): pts for edge, pts in zip(placed_edges, placement.bends, strict=True)}
    routes = [_route(boxes, edge, bends.get(id(edge))) for edge in edges]
    return ChartLayout(boxes, edges, routes, {f.id: f for f in fans}, alias)


def _place(start: str, sizes: list[tuple[str, float, float]], edges: list[ChartEdge]) -> Placement:
    """Sugiyama per connected part, the parts side by side (grandalf is imported only here: a
    start that shows a chart placed before does not need it)."""
    from grandalf.graphs import Edge, Graph, Vertex
    from grandalf.layouts import SugiyamaLayout
    from grandalf.routing import EdgeViewer

    vertices = {nid: Vertex(nid) for nid, _w, _h in sizes}
    for nid, w, h in sizes:
        vertices[nid].view = _View(w, h)
    laid = []
    for edge in edges:
        e = Edge(vertices[edge.src], vertices[edge.dst])
        e.view = EdgeViewer()
        laid.append(e)
    graph = Graph(list(vertices.values()), laid)
    offset_x = 0.0
    for comp in graph.C:
        sug = SugiyamaLayout(comp)
        sug.xspace, sug.yspace = X_SPACE, Y_SPACE
        roots = [v for v in comp.sV if v.data == start]
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
    centres = [(float(v.view.xy[0]), float(v.view.xy[1])) for v in vertices.values()]
    bends = [_bends(e) for e in laid]
    return Placement(centres, bends)


def _bends(laid: Any) -> list[tuple[float, float]] | None:
    """The points grandalf routed an arrow through (None: it gave none)."""
    pts = getattr(laid.view, "_pts", None)
    return [(float(x), float(y)) for x, y in pts] if pts else None


def _route(
    boxes: dict[str, Box], edge: ChartEdge, bends: list[tuple[float, float]] | None
) -> list[tuple[float, float]]:
    """An arrow's polyline from the edge of its source box to the edge of its target box."""
    src, dst = boxes[edge.src], boxes[edge.dst]
    pts = list(bends or [])
    if len(pts) < 2:
        pts = [(src.x, src.y), (dst.x, dst.y)]
    # grandalf may give an inverted (feedback) edge's points from head to tail.
    if _dist(pts[0], (dst.x, dst.y)) < _dist(pts[0], (src.x, src.y)):
        pts.reverse()
    pts[0] = _clip(src, pts[1])
    pts[-1] = _clip(dst, pts[-2])
    return pts


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
