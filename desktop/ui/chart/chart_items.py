"""The items of a drawn chart: node shapes by kind, "choose" nodes for fans, arrows, the scene
that marks the current node and the way taken, and the light and dark colours they use."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.core.messages import Message, placeholders
from desktop.core.pack.pack_model import CallNode, Chart, CheckNode, EndNode, GotoNode, NumberNode
from desktop.core.play.node_texts import COUNT_WORD
from desktop.core.play.view import ANY_BOT_WORD
from desktop.ui.chart.chart_labels import place_labels_kept, wrap_answers
from desktop.ui.chart.chart_placements import Placements
from desktop.ui.chart.flowchart_layout import BOTS_LABEL, ChartLayout, Fan, find_fans, layout_chart
from desktop.ui.language import render, render_in_form_of, seat_text

BOX_WIDTH = 190  # text width of a node in scene units at text size 11
PAD = 10
# A count known only when its node is reached takes the general plural, as five does in English,
# Polish and Ukrainian; a number that ends in 5 and no text holds (see render_in_form_of).
UNKNOWN_COUNT_FORM = 1_000_005
MARK_RADIUS = 8.0  # the "≈" mark of a reconstructed node
INSET = {"ask": 24.0, "number": 24.0, "check": 12.0, "call": 14.0, "goto": 14.0, "roll": 22.0}

LIGHT: dict[str, str] = {
    "ask": "#fff3c4",
    "number": "#fff3c4",
    "check": "#dbeafe",
    "roll": "#e9d5ff",
    "do": "#dcfce7",
    "call": "#f1f5f9",
    "goto": "#f1f5f9",
    "end": "#e5e7eb",
    "choose": "#fafaf9",
    "ink": "#111827",
    "edge": "#6b7280",
    "label": "#374151",
    "current_fill": "#ffedd5",
    "current": "#ea580c",
    "taken": "#2563eb",
    "mark": "#b45309",
    "background": "#ffffff",
}
# Dark fills keep each kind's hue; text, arrows and marks are light enough to read on them.
DARK: dict[str, str] = {
    "ask": "#463c12",
    "number": "#463c12",
    "check": "#1b3553",
    "roll": "#372650",
    "do": "#193a2a",
    "call": "#2a3038",
    "goto": "#2a3038",
    "end": "#30353d",
    "choose": "#262b33",
    "ink": "#f3f4f6",
    "edge": "#a3acb9",
    "label": "#e5e7eb",
    "current_fill": "#5b2e0e",
    "current": "#fb923c",
    "taken": "#60a5fa",
    "mark": "#fbbf24",
    "background": "#15181d",
}
COLORS: dict[str, str] = dict(LIGHT)
# A node's brush and pen by (kind, state, reconstructed), made once per theme: a step repaints
# two or three nodes, and making them cost a fifth of each paint.
_LOOKS: dict[tuple[str, str, bool], tuple[QBrush, QPen]] = {}


def use_theme(theme: str) -> None:
    """Every chart item draws with the theme's colours from now on."""
    COLORS.clear()
    COLORS.update(DARK if theme == "dark" else LIGHT)
    _LOOKS.clear()


def color(name: str) -> QColor:
    """A colour of the current theme."""
    return QColor(COLORS.get(name, COLORS["choose"]))


def solid(name: str) -> QBrush:
    """A brush of one of the theme's colours. Made with its style: QBrush(colour) alone makes
    PySide6 build QGradient's types (its other forms), ≈ 2 ms of the first paint."""
    return QBrush(color(name), Qt.BrushStyle.SolidPattern)


def node_px(text_size: int) -> int:
    """Pixel size of node text (scene units) for the window's text size: 13 px at the default 11,
    so the chart at zoom 1 is read at arm's length."""
    return max(8, round(text_size * 13 / 11))


def node_template(
    pack_id: str,
    chart: Chart,
    node: Any,
    charts: Mapping[str, Chart],
    words: Mapping[str, Message] = MappingProxyType({}),
) -> str:
    """A node's text in the current language with its fixed values; a value known only when the
    step is shown reads as its name in words (`words`, "[Cost]"), never a blank. The
    view gives the nodes' texts as they read now (`node_shown`); this one lays the chart out."""
    context = f"{pack_id}/{chart.id}"
    if isinstance(node, (CallNode, GotoNode)) and not node.text:
        return QCoreApplication.translate("FlowchartView", "Go to {chart}").replace(
            "{chart}", chart_title(pack_id, charts, node.chart)
        )
    if isinstance(node, EndNode) and not node.text:
        return (
            QCoreApplication.translate("FlowchartView", "End of turn")
            if node.scope == "run"
            else QCoreApplication.translate("FlowchartView", "End")
        )
    text = node.text or ""
    known = dict(node.args) if isinstance(node, CheckNode) else {}
    known.update(node.params)
    if isinstance(node, NumberNode):  # its bounds, as the step shows them ("1 to 6")
        known.setdefault("min", node.min)
        known.setdefault("max", node.max)
    params: dict[str, Any] = {}
    for name in placeholders(text) | ({node.count} if node.count else set()):
        value = _fixed(known.get(name), context)
        params[name] = _word(words, name) if value is None else value
    count = params.get(node.count) if node.count else None
    if isinstance(count, int) or not node.count:  # (a text without %n has no plural forms)
        return render(Message(context, text, params, count if isinstance(count, int) else None))
    return counted_in_words(Message(context, text, params), _word(words, node.count))


def _fixed(value: Any, context: str) -> Any:
    """A parameter the pack fixes, as shown: a number or a word, or a text with fixed values
    ("{reach}" is "%n Areas" with n 2; a siege's %n is 1 per spent cube); None for one known
    only when the step is reached."""
    if isinstance(value, (int, str)) and not isinstance(value, bool):
        return value if value != "" else None  # "": nothing yet, named like any value to come
    if not (isinstance(value, dict) and isinstance(value.get("text"), str)):
        return None
    if not set(value) <= {"text", "params", "count"} or not isinstance(value.get("params", {}), dict):
        return None
    params = {k: _fixed(v, context) for k, v in value.get("params", {}).items()}
    if any(v is None for v in params.values()):
        return None
    count = params.get(value["count"]) if value.get("count") else None
    return Message(context, value["text"], params, count if isinstance(count, int) else None)


def _word(words: Mapping[str, Message], name: str) -> str:
    """A value's name in words ("[cost]"; the pack's words, else its id)."""
    return render(words[name]) if name in words else f"[{name.replace('_', ' ')}]"


def node_shown(text: Message) -> str:
    """A node's text as the view gives it, in the current language (a count known only when the
    node is reached reads as its name)."""
    word = text.params.get(COUNT_WORD)
    return render(text) if word is None else counted_in_words(text, render(word))


def counted_in_words(text: Message, word: str) -> str:
    """A text whose count is not known yet, the count said as `word`: the nouns after it take
    the general plural ("[amount] items", «[ilość] przedmiotów», «[кількість] предметів»)."""
    return render_in_form_of(text, UNKNOWN_COUNT_FORM).replace("%n", word)


def edge_label(label: Message, words: Mapping[str, Message]) -> str:
    """One answer on an arrow, in the current language; the arrow any bot takes in the pack's
    word where it has one («któryś Bot» where its booklet writes Bot)."""
    if label is BOTS_LABEL:
        return seat_text(words, ANY_BOT_WORD, QCoreApplication.translate("FlowchartView", "a bot"))
    return render(label)


def chart_title(pack_id: str, charts: Mapping[str, Chart], chart_id: str) -> str:
    """A chart's title in the current language (its id only when the pack lacks it)."""
    target = charts.get(chart_id)
    return render(Message(f"{pack_id}/{chart_id}", target.title)) if target else chart_id


class NodeItem(QGraphicsItem):
    """One node: a shape by kind, its text, and its state (normal, taken, current). The current
    node shows its live text (the step's computed numbers), the others their text as the view
    gives it (as passed, or as it would read now); a node grows to hold its text."""

    def __init__(
        self, node_id: str, kind: str, text: str, w: float, h: float, reconstructed: bool, font: QFont
    ) -> None:
        super().__init__()
        self.node_id, self.kind, self.text = node_id, kind, text
        self.w, self.h, self.base_h = w, h, h
        self.reconstructed = reconstructed
        self.font = font
        self.state = "normal"
        self.live: str | None = None
        self.now: str | None = None  # the text the view gives it (None: its template)
        self._outline: tuple[tuple[float, float], QPainterPath] = ((0.0, 0.0), QPainterPath())
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        top = MARK_RADIUS + 2 if self.reconstructed else 4.0
        return QRectF(-self.w / 2 - 4, -self.h / 2 - top, self.w + 8, self.h + top + 4)

    def shown_text(self) -> str:
        """What the node reads now: its live text while current, else the view's, else its
        template."""
        return self.live if self.live is not None else self.now if self.now is not None else self.text

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.setZValue(2 if state == "current" else 0)
            self.update()

    def set_live(self, text: str | None) -> None:
        """Show the step's own text (None: the node's other text again), growing the box if needed."""
        if text != self.live:
            self.live = text
            self._grow()

    def set_now(self, text: str | None) -> None:
        """Show the text the view gives the node (None: its template again)."""
        if text != self.now:
            self.now = text
            self._grow()

    def _grow(self) -> None:
        """As tall as the text shown needs, never less than laid out."""
        text = self.shown_text()
        needed = self.base_h
        if text != self.text:
            inset = self.text_inset()
            rect = QFontMetricsF(self.font).boundingRect(
                QRectF(0, 0, self.w - 2 * inset, 10_000), int(Qt.TextFlag.TextWordWrap), text
            )
            needed = max(self.base_h, rect.height() + PAD * 1.6)
        if needed != self.h:
            self.prepareGeometryChange()
            self.h = needed
            scene = self.scene()
            if isinstance(scene, ChartScene):
                scene.shapes += 1
        self.update()

    def text_inset(self) -> float:
        return INSET.get(self.kind, float(PAD))

    def outline(self) -> QPainterPath:
        """The node's shape by kind (made again only when the box grew)."""
        if self._outline[0] != (self.w, self.h):
            self._outline = ((self.w, self.h), self._make_outline())
        return self._outline[1]

    def _make_outline(self) -> QPainterPath:
        w, h = self.w, self.h
        path = QPainterPath()
        if self.kind in ("ask", "number"):  # a question: pointed left and right
            p = min(22.0, h / 2)
            pts = [(-w / 2, 0), (-w / 2 + p, -h / 2), (w / 2 - p, -h / 2), (w / 2, 0)]
            pts += [(w / 2 - p, h / 2), (-w / 2 + p, h / 2)]
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
            path.closeSubpath()
        elif self.kind == "check":  # automatic: cut corners
            c = 12.0
            pts = [(-w / 2 + c, -h / 2), (w / 2 - c, -h / 2), (w / 2, -h / 2 + c), (w / 2, h / 2 - c)]
            pts += [(w / 2 - c, h / 2), (-w / 2 + c, h / 2), (-w / 2, h / 2 - c), (-w / 2, -h / 2 + c)]
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
            path.closeSubpath()
        elif self.kind in ("roll", "choose"):
            path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), 14, 14)
        elif self.kind == "end":
            path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), h / 2, h / 2)
        else:
            path.addRect(QRectF(-w / 2, -h / 2, w, h))
        return path

    def shape(self) -> QPainterPath:
        return self.outline()

    def _looks(self) -> tuple[QBrush, QPen]:
        """The brush and pen of the node's kind and state in the current theme."""
        key = (self.kind, self.state, self.reconstructed)
        looks = _LOOKS.get(key)
        if looks is None:
            fill, pen = self._pen()
            looks = _LOOKS[key] = (QBrush(fill), pen)
        return looks

    def _pen(self) -> tuple[QColor, QPen]:
        fill = color(self.kind)
        pen = QPen(color("ink"), 1.4)
        if self.state == "taken":
            pen = QPen(color("taken"), 2.6)
        elif self.state == "current":
            fill = color("current_fill")
            pen = QPen(color("current"), 4.0)
        if self.reconstructed:
            pen.setStyle(Qt.PenStyle.DashLine)
        return fill, pen

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        brush, pen = self._looks()
        painter.setPen(pen)
        painter.setBrush(brush)
        painter.drawPath(self.outline())
        w, h = self.w, self.h
        ink = color("ink")
        if self.kind in ("call", "goto"):  # predefined process: double side bars
            painter.drawLine(QPointF(-w / 2 + 7, -h / 2), QPointF(-w / 2 + 7, h / 2))
            painter.drawLine(QPointF(w / 2 - 7, -h / 2), QPointF(w / 2 - 7, h / 2))
        if self.kind == "roll":  # a small die face
            painter.setPen(QPen(QColor("#111827"), 1))
            painter.setBrush(QBrush(QColor("#ffffff")))
            d = QRectF(w / 2 - 20, -h / 2 + 5, 14, 14)
            painter.drawRoundedRect(d, 3, 3)
            painter.setBrush(QBrush(QColor("#111827")))
            for dx, dy in ((4, 4), (10, 10), (7, 7)):
                painter.drawEllipse(QPointF(d.left() + dx, d.top() + dy), 1.3, 1.3)
        painter.setFont(self.font)
        if self.reconstructed:  # the mark for "not printed in the rules", on the top border
            centre = QPointF(-w / 2 + 26, -h / 2)
            painter.setPen(QPen(color("mark"), 1.2))
            painter.setBrush(QBrush(color("background")))
            painter.drawEllipse(centre, MARK_RADIUS, MARK_RADIUS)
            box = QRectF(centre.x() - MARK_RADIUS, centre.y() - MARK_RADIUS, 2 * MARK_RADIUS, 2 * MARK_RADIUS)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "≈")
        painter.setPen(QPen(ink))
        self.paint_text(painter)

    def paint_text(self, painter: QPainter) -> None:
        inset = self.text_inset()
        painter.drawText(
            QRectF(-self.w / 2 + inset, -self.h / 2 + PAD / 2, self.w - 2 * inset, self.h - PAD),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.shown_text(),
        )


class ChooseItem(NodeItem):
    """A fan of branches as one node: a heading, then one line per branch; the branch this run
    took is drawn bold in the path's colour."""

    def __init__(self, fan: Fan, heading: str, lines: list[str], w: float, font: QFont) -> None:
        metrics = QFontMetricsF(font)
        self.line_rects: list[QRectF] = []
        y = PAD / 2 + metrics.height() + 2
        for line in lines:
            rect = metrics.boundingRect(
                QRectF(0, 0, w - 2 * PAD, 10_000), int(Qt.TextFlag.TextWordWrap), line
            )
            self.line_rects.append(QRectF(PAD, y, w - 2 * PAD, rect.height()))
            y += rect.height() + 1
        super().__init__(fan.id, "choose", "\n".join([heading, *lines]), w, y + PAD / 2, False, font)
        self.fan, self.heading, self.lines = fan, heading, lines
        self.picked: int | None = None

    def set_picked(self, index: int | None) -> None:
        """Which branch the run took (None: none yet)."""
        if index != self.picked:
            self.picked = index
            self.update()

    def paint_text(self, painter: QPainter) -> None:
        left, top = -self.w / 2, -self.h / 2
        metrics = QFontMetricsF(self.font)
        head = QRectF(left + PAD, top + PAD / 2, self.w - 2 * PAD, metrics.height())
        painter.drawText(head, Qt.AlignmentFlag.AlignLeft, self.heading)
        bold = QFont(self.font)
        bold.setBold(True)
        for i, (line, rect) in enumerate(zip(self.lines, self.line_rects, strict=True)):
            picked = i == self.picked
            painter.setFont(bold if picked else self.font)
            painter.setPen(QPen(color("taken") if picked else color("ink")))
            painter.drawText(rect.translated(left, top), Qt.TextFlag.TextWordWrap, line)


class EdgeItem(QGraphicsPathItem):
    """An arrow between two nodes with its answer labels; drawn thick once taken."""

    def __init__(self, points: list[tuple[float, float]], label: str, font: QFont) -> None:
        super().__init__()
        path = QPainterPath(QPointF(*points[0]))
        for pt in points[1:]:
            path.lineTo(QPointF(*pt))
        (x1, y1), (x2, y2) = points[-2], points[-1]
        angle = math.atan2(y2 - y1, x2 - x1)
        for da in (2.6, -2.6):  # the arrow head at the last point
            path.moveTo(QPointF(x2, y2))
            path.lineTo(QPointF(x2 + 9 * math.cos(angle + da), y2 + 9 * math.sin(angle + da)))
        self.setPath(path)
        self.taken = False
        self.setZValue(-1)
        self.route = points
        self.label: QGraphicsSimpleTextItem | None = None
        if label:  # placed beside the arrow by place_labels, clear of the nodes and other labels
            self.label = QGraphicsSimpleTextItem(label, self)
            self.label.setFont(font)
        self.restyle()

    def set_taken(self, taken: bool) -> None:
        if taken != self.taken:
            self.taken = taken
            self.restyle()

    def restyle(self) -> None:
        """Pen and label colour of the current theme and state."""
        self.setPen(QPen(color("taken") if self.taken else color("edge"), 3.0 if self.taken else 1.4))
        if self.label is not None:
            self.label.setBrush(solid("taken" if self.taken else "label"))


class ChartScene(QGraphicsScene):
    """The items of one laid-out chart (built once per chart, language and text size)."""

    def __init__(
        self, layout: ChartLayout, nodes: dict[str, NodeItem], edges: list[EdgeItem], text_px: int
    ) -> None:
        super().__init__()
        self.layout = layout
        self.nodes = nodes  # by drawn id: nodes, and fans by their id
        self.text_px = text_px
        self.edges = {(e.src, e.dst): item for e, item in zip(layout.edges, edges, strict=True)}
        for node in nodes.values():
            self.addItem(node)
        for edge in edges:
            self.addItem(edge)
        # The chart's extent, measured once: asking the scene walks every item.
        self.bounds = self.itemsBoundingRect()
        self.setSceneRect(self.bounds.adjusted(-30, -30, 30, 30))
        self.current: str | None = None
        self.live: NodeItem | None = None
        self.overview: dict[str, Any] = {}  # the overview's pictures of it, kept between paints
        self.taken_nodes: set[str] = set()
        self.taken_edges: set[tuple[str, str]] = set()
        self.worded: set[str] = set()  # nodes showing a text the view gave
        self.shapes = 0  # bumped when a node grows or shrinks (what lies where changed)
        self._branches: dict[str, list[tuple[str, int]]] | None = None  # see _pick

    def item_of(self, node_id: str | None) -> NodeItem | None:
        """The item that shows a node (its fan's, when it is in one)."""
        return self.nodes.get(self.layout.drawn(node_id)) if node_id else None

    def restyle(self) -> None:
        """Draw every item again in the current theme's colours."""
        for item in self.nodes.values():
            item.update()
        for edge in self.edges.values():
            edge.restyle()

    def mark(
        self,
        current: str | None,
        path: list[str],
        live: str | None = None,
        texts: Mapping[str, str] = MappingProxyType({}),
    ) -> None:
        """Highlight the current node (with its live text) and the nodes and arrows taken, give
        the other nodes the texts the view has for them, touching only what changed."""
        drawn = self.layout.drawn
        now = drawn(current) if current else None
        nodes = {drawn(n) for n in path}
        steps = [drawn(n) for n in path]
        edges = {(a, b) for a, b in zip(steps, steps[1:], strict=False) if (a, b) in self.edges}
        for nid in (self.taken_nodes | nodes | {self.current, now}) - {None}:
            item = self.nodes.get(str(nid))
            if item is not None:
                item.set_state("current" if nid == now else "taken" if nid in nodes else "normal")
        for key in self.taken_edges ^ edges:
            self.edges[key].set_taken(key in edges)
        self._pick(path + ([current] if current else []))
        item = self.nodes.get(now) if now and now == current else None
        if self.live is not None and self.live is not item:
            self.live.set_live(None)
        if item is not None:
            item.set_live(live)
        self.live = item
        self.current, self.taken_nodes, self.taken_edges = now, nodes, edges
        for nid in self.worded - texts.keys():
            if nid in self.nodes:
                self.nodes[nid].set_now(None)
        for nid, text in texts.items():
            node = self.nodes.get(nid)
            if node is not None:
                node.set_now(text)
        self.worded = set(texts)

    def _pick(self, way: list[str]) -> None:
        """Each fan shows the branch this run took through it (the last one it took)."""
        if not self.layout.fans:
            return
        if self._branches is None:  # each fan's branch of a node, looked up at every step
            self._branches = {}
            for fan in self.layout.fans.values():
                for i, member in enumerate(fan.members):
                    self._branches.setdefault(member, []).append((fan.id, i))
        picked: dict[str, int] = {}
        for node in way:
            for fan_id, i in self._branches.get(node, ()):
                picked[fan_id] = i
        for fan_id in self.layout.fans:
            item = self.nodes.get(fan_id)
            if isinstance(item, ChooseItem):
                item.set_picked(picked.get(fan_id))


def build_scene(
    pack_id: str,
    charts: Mapping[str, Chart],
    chart: Chart,
    text_size: int,
    tooltip: Callable[[Any], str],
    placements: Placements | None = None,
    words: Mapping[str, Message] = MappingProxyType({}),
) -> ChartScene:
    """Lay a chart out and make its items; `tooltip(node)` gives a node's hover text;
    `placements` keeps where the layout put the boxes, for the next start; `words` names the
    values known only when a node is reached."""
    px = node_px(text_size)
    font = QFont()
    font.setPixelSize(px)
    metrics = QFontMetricsF(font)
    width = BOX_WIDTH * text_size / 11
    context = f"{pack_id}/{chart.id}"
    fans = find_fans(chart, context)
    texts = {n.id: node_template(pack_id, chart, n, charts, words) for n in chart.nodes}
    sizes: dict[str, tuple[float, float]] = {}
    for node in chart.nodes:
        inset = INSET.get(node.kind, float(PAD))
        rect = metrics.boundingRect(
            QRectF(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), texts[node.id]
        )
        extra = 8 if node.kind in ("ask", "number") else 0
        sizes[node.id] = (max(rect.width(), 60.0) + 2 * inset + extra, rect.height() + PAD * 1.6 + extra)
    chooses = {f.id: _choose_item(pack_id, charts, chart, f, texts, width, font) for f in fans}
    for fid, choose in chooses.items():
        sizes[fid] = (choose.w, choose.h)
    layout = layout_chart(chart, context, lambda nid: sizes[nid], fans, placements)
    nodes: dict[str, NodeItem] = dict(chooses)
    for node in chart.nodes:
        if node.id in layout.alias:
            continue
        box = layout.boxes[node.id]
        marked = node.reconstructed or chart.reconstructed
        nodes[node.id] = NodeItem(node.id, node.kind, texts[node.id], box.w, box.h, marked, font)
        nodes[node.id].setToolTip(tooltip(node))
    for nid, item in nodes.items():
        item.setPos(layout.boxes[nid].x, layout.boxes[nid].y)
    label_font = QFont(font)
    label_font.setPixelSize(max(8, round(px * 0.92)))
    label_metrics = QFontMetricsF(label_font)
    # An arrow's answers wrap: on one line, Root's four corners ran far past the chart's nodes.
    edges = [
        EdgeItem(
            route,
            wrap_answers([edge_label(m, words) for m in edge.labels], label_metrics, width * 1.5),
            label_font,
        )
        for edge, route in zip(layout.edges, layout.routes, strict=True)
    ]
    boxes = [QRectF(b.x - b.w / 2, b.y - b.h / 2, b.w, b.h) for b in layout.boxes.values()]
    place_labels_kept([(e.label, e.route, e.path()) for e in edges if e.label is not None], boxes, placements)
    return ChartScene(layout, nodes, edges, px)


def _choose_item(
    pack_id: str,
    charts: Mapping[str, Chart],
    chart: Chart,
    fan: Fan,
    texts: dict[str, str],
    width: float,
    font: QFont,
) -> ChooseItem:
    """The "choose" node of a fan: one line per branch, the answer first."""
    nodes = chart.node_map()
    lines = []
    for member, label in zip(fan.members, fan.labels, strict=True):
        node = nodes[member]
        jump = isinstance(node, (CallNode, GotoNode)) and not node.text
        own = chart_title(pack_id, charts, node.chart) if jump else texts[member]
        if label is None:
            lines.append(own)
        else:
            lines.append(render(label) if jump else f"{render(label)}: {own}")
    w = min(max(QFontMetricsF(font).horizontalAdvance(line) for line in lines) + 2 * PAD + 4, width * 1.4)
    item = ChooseItem(
        fan, QCoreApplication.translate("FlowchartView", "One of:"), lines, max(w, width * 0.8), font
    )
    item.setToolTip("\n".join([item.heading, *lines]))
    return item
