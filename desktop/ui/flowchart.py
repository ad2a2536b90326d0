"""The flowchart view: the chart being run, laid out in layers, current node and path marked."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.core.messages import Message, placeholders
from desktop.core.pack_model import CallNode, Chart, CheckNode, EndNode, GotoNode
from desktop.core.view import ChartSet, ChartView
from desktop.ui.flowchart_layout import ChartLayout, layout_chart
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui

BOX_WIDTH = 190  # text width of a node in scene units at text size 11
PAD = 10
FILL = {
    "ask": "#fff3c4",
    "check": "#dbeafe",
    "roll": "#e9d5ff",
    "do": "#dcfce7",
    "call": "#f1f5f9",
    "goto": "#f1f5f9",
    "end": "#e5e7eb",
}
CURRENT = QColor("#f97316")
TAKEN = QColor("#2563eb")
INK = QColor("#111827")
_PCT_N = re.compile(r"%n")


def node_template(pack_id: str, chart: Chart, node: Any, charts: Mapping[str, Chart], tr: Any) -> str:
    """A node's text in the current language with its known numbers; unknown ones show '…'."""
    context = f"{pack_id}/{chart.id}"
    if isinstance(node, (CallNode, GotoNode)) and not node.text:
        target = charts.get(node.chart)
        title = render(Message(f"{pack_id}/{node.chart}", target.title)) if target else node.chart
        return str(tr("Go to {chart}")).replace("{chart}", title)
    if isinstance(node, EndNode) and not node.text:
        return str(tr("End of turn")) if node.scope == "run" else str(tr("End"))
    text = node.text or ""
    known = dict(node.args) if isinstance(node, CheckNode) else {}
    known.update(node.params)
    params: dict[str, Any] = {}
    for name in placeholders(text):
        value = known.get(name)
        params[name] = value if isinstance(value, (int, str)) and not isinstance(value, bool) else "…"
    count = params.get(node.count) if node.count else None
    out = render(Message(context, text, params, count if isinstance(count, int) else None))
    return _PCT_N.sub("…", out)


class NodeItem(QGraphicsItem):
    """One node: a shape by kind, its text, and its state (normal, taken, current)."""

    def __init__(
        self, node_id: str, kind: str, text: str, w: float, h: float, reconstructed: bool, font: QFont
    ) -> None:
        super().__init__()
        self.node_id, self.kind, self.text = node_id, kind, text
        self.w, self.h = w, h
        self.reconstructed = reconstructed
        self.font = font
        self.state = "normal"
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.w / 2 - 4, -self.h / 2 - 4, self.w + 8, self.h + 8)

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.update()

    def outline(self) -> QPainterPath:
        """The node's shape by kind."""
        w, h = self.w, self.h
        r = QRectF(-w / 2, -h / 2, w, h)
        path = QPainterPath()
        if self.kind == "ask":  # a decision: pointed left and right
            p = min(22.0, h / 2)
            path.addPolygon(
                QPolygonF(
                    [
                        QPointF(-w / 2, 0),
                        QPointF(-w / 2 + p, -h / 2),
                        QPointF(w / 2 - p, -h / 2),
                        QPointF(w / 2, 0),
                        QPointF(w / 2 - p, h / 2),
                        QPointF(-w / 2 + p, h / 2),
                    ]
                )
            )
            path.closeSubpath()
        elif self.kind == "check":  # automatic: cut corners
            c = 12.0
            path.addPolygon(
                QPolygonF(
                    [
                        QPointF(-w / 2 + c, -h / 2),
                        QPointF(w / 2 - c, -h / 2),
                        QPointF(w / 2, -h / 2 + c),
                        QPointF(w / 2, h / 2 - c),
                        QPointF(w / 2 - c, h / 2),
                        QPointF(-w / 2 + c, h / 2),
                        QPointF(-w / 2, h / 2 - c),
                        QPointF(-w / 2, -h / 2 + c),
                    ]
                )
            )
            path.closeSubpath()
        elif self.kind == "roll":
            path.addRoundedRect(r, 14, 14)
        elif self.kind == "end":
            path.addRoundedRect(r, h / 2, h / 2)
        else:
            path.addRect(r)
        return path

    def shape(self) -> QPainterPath:
        return self.outline()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(FILL.get(self.kind, "#ffffff"))
        pen = QPen(INK, 1.4)
        if self.state == "taken":
            pen = QPen(TAKEN, 2.6)
        elif self.state == "current":
            fill = QColor("#ffedd5")
            pen = QPen(CURRENT, 4.0)
        if self.reconstructed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QBrush(fill))
        path = self.outline()
        painter.drawPath(path)
        w, h = self.w, self.h
        if self.kind in ("call", "goto"):  # predefined process: double side bars
            painter.drawLine(QPointF(-w / 2 + 7, -h / 2), QPointF(-w / 2 + 7, h / 2))
            painter.drawLine(QPointF(w / 2 - 7, -h / 2), QPointF(w / 2 - 7, h / 2))
        if self.kind == "roll":  # a small die face
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QBrush(QColor("#ffffff")))
            d = QRectF(w / 2 - 20, -h / 2 + 5, 14, 14)
            painter.drawRoundedRect(d, 3, 3)
            painter.setBrush(QBrush(INK))
            for dx, dy in ((4, 4), (10, 10), (7, 7)):
                painter.drawEllipse(QPointF(d.left() + dx, d.top() + dy), 1.3, 1.3)
        if self.reconstructed:  # the mark for "no seed prints this node"
            painter.setPen(QPen(QColor("#b45309"), 1))
            painter.setFont(self.font)
            painter.drawText(QRectF(-w / 2 + 4, -h / 2 + 1, 20, 18), Qt.AlignmentFlag.AlignLeft, "≈")
        painter.setPen(QPen(INK))
        painter.setFont(self.font)
        inset = self.text_inset()
        painter.drawText(
            QRectF(-w / 2 + inset, -h / 2 + PAD / 2, w - 2 * inset, h - PAD),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.text,
        )

    def text_inset(self) -> float:
        return {"ask": 24.0, "check": 12.0, "call": 14.0, "goto": 14.0, "roll": 22.0}.get(
            self.kind, float(PAD)
        )


class EdgeItem(QGraphicsPathItem):
    """An arrow between two nodes with its answer labels; drawn thick once taken."""

    def __init__(self, points: list[tuple[float, float]], label: str, font: QFont, ink: QColor) -> None:
        super().__init__()
        path = QPainterPath(QPointF(*points[0]))
        for pt in points[1:]:
            path.lineTo(QPointF(*pt))
        # arrow head at the last point
        (x1, y1), (x2, y2) = points[-2], points[-1]
        angle = math.atan2(y2 - y1, x2 - x1)
        for da in (2.6, -2.6):
            path.moveTo(QPointF(x2, y2))
            path.lineTo(QPointF(x2 + 9 * math.cos(angle + da), y2 + 9 * math.sin(angle + da)))
        self.setPath(path)
        self.taken = False
        self.setZValue(-1)
        self._apply_pen()
        self.label: QGraphicsSimpleTextItem | None = None
        if label:
            self.label = QGraphicsSimpleTextItem(label, self)
            self.label.setFont(font)
            self.label.setBrush(QBrush(ink))
            mid = len(points) // 2
            (ax, ay), (bx, by) = points[mid - 1], points[mid]
            rect = self.label.boundingRect()
            self.label.setPos((ax + bx) / 2 + 4, (ay + by) / 2 - rect.height() / 2)

    def set_taken(self, taken: bool) -> None:
        if taken != self.taken:
            self.taken = taken
            self._apply_pen()

    def _apply_pen(self) -> None:
        pen = QPen(TAKEN if self.taken else QColor("#6b7280"), 3.0 if self.taken else 1.3)
        self.setPen(pen)


class ChartScene(QGraphicsScene):
    """The items of one laid-out chart (built once per chart, language and text size)."""

    def __init__(self, layout: ChartLayout, nodes: dict[str, NodeItem], edges: list[EdgeItem]) -> None:
        super().__init__()
        self.layout = layout
        self.nodes = nodes
        self.edges = {(e.src, e.dst): item for e, item in zip(layout.edges, edges, strict=True)}
        for item in nodes.values():
            self.addItem(item)
        for item in edges:
            self.addItem(item)
        rect = self.itemsBoundingRect().adjusted(-30, -30, 30, 30)
        self.setSceneRect(rect)
        self.current: str | None = None
        self.taken_nodes: set[str] = set()
        self.taken_edges: set[tuple[str, str]] = set()

    def mark(self, current: str | None, path: list[str]) -> None:
        """Highlight the current node and the nodes/arrows taken, touching only what changed."""
        nodes = set(path)
        edges = {(a, b) for a, b in zip(path, path[1:], strict=False) if (a, b) in self.edges}
        for nid in (self.taken_nodes | nodes | {self.current, current}) - {None}:
            item = self.nodes.get(str(nid))
            if item is not None:
                item.set_state("current" if nid == current else "taken" if nid in nodes else "normal")
        for key in self.taken_edges ^ edges:
            self.edges[key].set_taken(key in edges)
        self.current, self.taken_nodes, self.taken_edges = current, nodes, edges


class FlowchartView(QGraphicsView):
    """Shows one chart of the active bot; follows the current node; zoom, pan and fit."""

    node_activated = Signal(str, str)
    """A node was clicked: chart id, node id (the window shows its full text and source)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlags(
            QGraphicsView.OptimizationFlag.DontSavePainterState
            | QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing
        )
        self._cache: dict[tuple[Any, ...], ChartScene] = {}
        # Charts of the open game not shown yet are laid out while the app is idle, one per
        # tick, so entering a chart for the first time costs no layout in the middle of a step.
        self._prebuild: list[tuple[str, ChartSet, str]] = []
        self._idle = QTimer(self)
        self._idle.setInterval(0)
        self._idle.timeout.connect(self._prebuild_one)
        self._empty = QGraphicsScene(self)
        self.setScene(self._empty)
        self.shown: ChartView | None = None  # the chart view drawn last
        self.chart_id = ""
        self.language = "en"
        self.text_size = 11
        self.theme = "light"
        self.follow = True
        self.zoom = 1.0
        self._mark: tuple[str | None, list[str]] = (None, [])
        self._focus: str | None = None
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts of the view itself; node texts are rebuilt through `set_language`."""
        self.setToolTip("")
        self.setAccessibleName(self.tr("Flowchart"))

    # ---- content -------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """Node texts depend on the language: rebuild the shown chart in it."""
        self.language = code
        # Scenes of the previous language are not shown again soon: free them.
        current = self.scene()
        for key in [k for k, v in self._cache.items() if k[4] != code and v is not current]:
            del self._cache[key]
        self._rebuild()

    def set_text_size(self, size: int) -> None:
        """Node boxes grow with the text size."""
        self.text_size = size
        self._rebuild()

    def set_theme(self, theme: str) -> None:
        """Edge labels take the theme's text colour."""
        self.theme = theme
        self._rebuild()

    def clear_cache(self) -> None:
        """Forget every built chart (a different pack or game was opened)."""
        self._cache.clear()
        self._prebuild.clear()
        self._idle.stop()

    def prebuild(self, pack_id: str, chart_sets: tuple[ChartSet, ...]) -> None:
        """Lay out every chart of the game (each bot's chart set) while the app is idle."""
        self._prebuild = [(pack_id, s, chart_id) for s in chart_sets for chart_id in s.charts]
        self._idle.start()

    def _key(self, pack_id: str, charts: Mapping[str, Chart], chart_id: str) -> tuple[Any, ...]:
        # A chart set is one object per combination of variants for as long as its pack lives.
        return (pack_id, id(charts), chart_id, self.language, self.text_size, self.theme)

    def _prebuild_one(self) -> None:
        while self._prebuild:
            pack_id, chart_set, chart_id = self._prebuild.pop()
            key = self._key(pack_id, chart_set.charts, chart_id)
            if key not in self._cache:
                charts = chart_set.charts
                self._cache[key] = self._build(pack_id, charts, charts[chart_id])
                return
        self._idle.stop()

    def _rebuild(self) -> None:
        if self.shown is not None:
            self.show_chart(self.shown, force=True)

    def current_scene(self) -> ChartScene | None:
        scene = self.scene()
        return scene if isinstance(scene, ChartScene) else None

    def show_view(self, chart: ChartView | None) -> None:
        """Draw the chart of a new view (nothing when no bot is followed)."""
        if chart is None:
            self.show_nothing()
        else:
            self.show_chart(chart)

    def show_chart(self, view: ChartView, force: bool = False) -> None:
        """Show a chart with its current node and the path taken through it; without a
        current node, `focus` (e.g. where a finished run ended) is shown, else the whole chart."""
        old_view = self.shown
        chart_id, current, path, focus = view.chart, view.current, list(view.path), view.focus
        key = self._key(view.pack_id, view.charts, chart_id)
        changed = (
            old_view is None
            or old_view.charts is not view.charts  # identity: another bot's chart set
            or (old_view.pack_id, old_view.chart) != (view.pack_id, chart_id)
        )
        self.shown, self.chart_id = view, chart_id
        changed = changed or focus != self._focus
        self._mark, self._focus = (current, path), focus
        scene = self._cache.get(key)
        if scene is None:
            if chart_id not in view.charts:
                self.setScene(self._empty)
                return
            scene = self._build(view.pack_id, view.charts, view.charts[chart_id])
            self._cache[key] = scene
        if self.scene() is not scene:
            self.setScene(scene)
            changed = True
        old = scene.current
        scene.mark(current, path)
        if changed or force:
            target = current or focus
            if target is None or target not in scene.nodes:
                self.fit()
            else:
                # A new chart keeps the player's zoom (natural size at first) and shows the
                # current node; fitting a big chart would make its text unreadable.
                self.resetTransform()
                self.scale(self.zoom, self.zoom)
                self._follow(scene, target, center=True)
        elif current != old and self.follow and current is not None:
            self._follow(scene, current)

    def show_nothing(self) -> None:
        """No game or no bot: an empty view."""
        self.shown, self.chart_id = None, ""
        self.setScene(self._empty)

    def _follow(self, scene: ChartScene, current: str, center: bool = False) -> None:
        item = scene.nodes.get(current)
        if item is not None:
            if center:
                self.centerOn(item)
            else:
                self.ensureVisible(item, 60, 60)

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(self.text_size * 0.9)
        return font

    def _build(self, pack_id: str, charts: Mapping[str, Chart], chart: Chart) -> ChartScene:
        font = self._font()
        metrics = QFontMetricsF(font)
        width = BOX_WIDTH * self.text_size / 11
        texts: dict[str, str] = {}
        sizes: dict[str, tuple[float, float]] = {}
        kinds: dict[str, str] = {}
        for node in chart.nodes:
            text = node_template(pack_id, chart, node, charts, self.tr)
            texts[node.id], kinds[node.id] = text, node.kind
            inset = {"ask": 24.0, "check": 12.0, "call": 14.0, "goto": 14.0, "roll": 22.0}.get(
                node.kind, float(PAD)
            )
            rect = metrics.boundingRect(QRectF(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text)
            w = max(rect.width(), 60.0) + 2 * inset + (8 if node.kind == "ask" else 0)
            sizes[node.id] = (w, rect.height() + PAD * 1.6 + (6 if node.kind == "ask" else 0))
        context = f"{pack_id}/{chart.id}"
        layout = layout_chart(chart, context, lambda nid: sizes[nid])
        nodes: dict[str, NodeItem] = {}
        for node in chart.nodes:
            box = layout.boxes[node.id]
            item = NodeItem(
                node.id,
                node.kind,
                texts[node.id],
                box.w,
                box.h,
                node.reconstructed or chart.reconstructed,
                font,
            )
            item.setPos(box.x, box.y)
            item.setToolTip(self.node_tooltip(pack_id, chart, node, texts[node.id]))
            nodes[node.id] = item
        label_font = QFont(font)
        label_font.setPointSizeF(font.pointSizeF() * 0.9)
        ink = QColor("#e5e7eb") if self.theme == "dark" else QColor("#374151")
        edges = [
            EdgeItem(route, " / ".join(render(m) for m in edge.labels), label_font, ink)
            for edge, route in zip(layout.edges, layout.routes, strict=True)
        ]
        return ChartScene(layout, nodes, edges)

    def node_tooltip(self, pack_id: str, chart: Chart, node: Any, text: str) -> str:
        """Full text, source and the reconstructed mark of a node."""
        lines = [text]
        source = node.source or chart.source
        if source is not None:
            lines.append(
                self.tr("Source: seed {seed}, {section}")
                .replace("{seed}", source.seed)
                .replace("{section}", source.section)
            )
        if node.reconstructed or chart.reconstructed:
            lines.append(self.tr("Reconstructed: no source prints this step; check your booklet."))
        if node.note:
            lines.append(render(Message(f"{pack_id}/{chart.id}", node.note)))
        return "\n".join(lines)

    # ---- interaction ---------------------------------------------------------------------
    def mousePressEvent(self, event: Any) -> None:
        item = self.itemAt(event.position().toPoint())
        while item is not None and not isinstance(item, NodeItem):
            item = item.parentItem()
        if isinstance(item, NodeItem):
            self.node_activated.emit(self.chart_id, item.node_id)
        super().mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
        else:
            super().wheelEvent(event)

    def zoom_by(self, factor: float) -> None:
        """Zoom in (>1) or out (<1), within sane bounds."""
        now = self.transform().m11() or 1.0
        new = min(max(now * factor, 0.1), 5.0)
        self.zoom = new
        self.scale(new / now, new / now)

    def fit(self) -> None:
        """Show the whole chart, never blown up beyond its natural size."""
        scene = self.scene()
        if scene is None or scene.sceneRect().isEmpty():
            return
        # The zoom the player chose (self.zoom) stays for the next chart followed.
        self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.transform().m11() > 1.0:
            self.resetTransform()
