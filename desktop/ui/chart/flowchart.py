"""The flowchart view: the chart being run at a legible zoom, centred on the current node, with a
breadcrumb of the run's calls and an overview of the whole chart."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, Concatenate, ParamSpec

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QWidget

from desktop.core import paths
from desktop.core.messages import Message
from desktop.core.pack.pack_model import Chart
from desktop.core.play.detail import SourceInfo, node_detail
from desktop.core.play.view import ChartSet, ChartView
from desktop.core.values import replace
from desktop.ui.chart.chart_items import (
    ChartScene,
    NodeItem,
    build_scene,
    chart_title,
    node_shown,
    node_template,
    solid,
    use_theme,
)
from desktop.ui.chart.chart_overview import Breadcrumb, Overview, overview_size
from desktop.ui.chart.chart_placements import Placements
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.sources import detail_lines

MAX_ZOOM = 5.0
DEFAULT_ZOOM = 1.0  # a chart opens with its text at the legible size it is laid out with
MARGIN = 8  # around the breadcrumb and the overview, in pixels
LEGIBLE_PX = 10  # the chart's text is never shown smaller (zooming out, Fit, a whole chart)


P = ParamSpec("P")


def _settles(
    method: Callable[Concatenate[FlowchartView, P], None],
) -> Callable[Concatenate[FlowchartView, P], None]:
    """A method that moves the view (each axis it scrolls calls back): the overview's corner is
    weighed once, when the view has settled, not at every scroll."""

    @functools.wraps(method)
    def moving(view: FlowchartView, /, *args: P.args, **kwargs: P.kwargs) -> None:
        with view._settling():
            method(view, *args, **kwargs)

    return moving


class FlowchartView(QGraphicsView):
    """Shows one chart of the active bot; follows the current node; zoom, pan and fit."""

    node_activated = Signal(str, str)
    """A node was clicked: chart id, node id (the window shows its full text and Sources)."""
    resized = Signal()
    """The view took another size (what floats over it follows)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("flowchart")
        self.placements = Placements(paths.cache_dir() / "chart-placements")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        # Zoom about the centre: the current node, which the view keeps centred, stays in view.
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlags(
            QGraphicsView.OptimizationFlag.DontSavePainterState
            | QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing
        )
        self._cache: dict[tuple[Any, ...], ChartScene] = {}
        # Charts of the open game not shown yet are laid out while the app is idle, one per
        # tick, so entering a chart for the first time costs no layout in the middle of a step.
        self._prebuild: list[tuple[str, ChartSet, str]] = []
        self._drawn = False  # idle layouts wait for the first paint (at start-up: of the window)
        self._idle = QTimer(self)
        self._idle.setInterval(0)
        self._idle.timeout.connect(self._prebuild_one)
        self._empty = QGraphicsScene(self)
        self.setScene(self._empty)
        self.breadcrumb = Breadcrumb(self)
        self.breadcrumb.picked.connect(self._peek)
        # The overview floats in the viewport itself: a widget over the viewport from outside
        # keeps Qt from moving the chart's pixels when the view scrolls (each step repainted the
        # whole chart). The viewport is made here: asking PySide6 for Qt's own costs ≈ 3–12 ms.
        self.port = QWidget()
        self.setViewport(self.port)
        self.overview = Overview(self.port)
        self.overview.jump.connect(self._jump)
        self.overview.released.connect(self._show_overview)
        self.overview.hide()
        self.shown: ChartView | None = None  # the chart view drawn last
        self.chart_id = ""
        # Bumped by every language switch: a chart made before holds the words of the language
        # it was made in, whichever that was (the start's language reaches the view by no switch).
        self._words = 0
        self._said: dict[str, tuple[Message, int, str]] = {}  # see _node_texts
        self.text_size = 11
        self.theme = "light"
        self.follow = True
        # The zoom the player set on a chart belongs to that chart (by pack, variants and id):
        # another chart opens at the default, and this one keeps it when it is shown again.
        self.zooms: dict[tuple[str, tuple[str, ...], str], float] = {}
        self.fits: set[tuple[str, tuple[str, ...], str]] = set()  # charts the player fitted (Ctrl+0)
        self.fitted = False  # the whole chart is shown (fit): a new size fits it again
        self.previewing = False  # a chart no run stands in (preview): a new size shows it again
        self._focus: str | None = None
        self._margins_for: tuple[Any, ...] = ()
        self._overview_for: tuple[Any, ...] = ()  # what the overview was last placed for
        self._overview_at = QPoint(-1, -1)  # its corner (a scroll moves it with the pixels)
        self._corners: dict[tuple[Any, ...], QPoint | None] = {}  # see _place_overview
        self._moving = 0  # inside a move of the view (see _settling)
        self._crumbs: list[int] = []  # the run's stack index of each breadcrumb
        self.setBackgroundBrush(solid("background"))
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts of the view itself; node texts are rebuilt through `set_language`."""
        self.setToolTip("")
        self.setAccessibleName(self.tr("Flowchart"))
        self.overview.setToolTip(self.tr("The whole chart: click to look there"))

    # ---- content -------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """Node texts depend on the language: every chart is made again in it, the shown one now
        (`code` names the language; the translators installed say the words)."""
        self._words += 1
        # Charts made before are never shown again: free them (the one shown once replaced).
        current = self.scene()
        self._cache = {k: v for k, v in self._cache.items() if v is current}
        self._corners.clear()
        self._rebuild()

    def set_text_size(self, size: int) -> None:
        """Node boxes and text grow with the text size."""
        self.text_size = size
        self._corners.clear()
        self._rebuild()

    def set_theme(self, theme: str) -> None:
        """Colours of nodes, arrows and labels (the layout stays)."""
        self.theme = theme
        use_theme(theme)
        self.setBackgroundBrush(solid("background"))
        for scene in self._cache.values():
            scene.restyle()
        self.overview.update()
        self.viewport().update()

    @property
    def zoom(self) -> float:
        """The zoom of the chart shown: the player's on it, else the default."""
        return self.zooms.get(self._chart_key(), DEFAULT_ZOOM)

    def _chart_key(self) -> tuple[str, tuple[str, ...], str]:
        shown = self.shown
        return (shown.pack_id, tuple(shown.variants), shown.chart) if shown is not None else ("", (), "")

    def least_zoom(self) -> float:
        """The smallest zoom at which the shown chart's text stays legible."""
        scene = self.current_scene()
        return LEGIBLE_PX / scene.text_px if scene is not None and scene.text_px > 0 else 0.1

    def clear_cache(self) -> None:
        """Forget every built chart and the zooms set on them (a different pack or game was
        opened: its charts open at the readable default)."""
        self.zooms.clear()
        self.fits.clear()
        self._cache.clear()
        self._corners.clear()
        self._prebuild.clear()
        self._idle.stop()

    def prebuild(self, pack_id: str, chart_sets: tuple[ChartSet, ...]) -> None:
        """Lay out every chart of the game (each bot's chart set) while the app is idle."""
        self._prebuild = [(pack_id, s, chart_id) for s in chart_sets for chart_id in s.charts]
        if self._drawn:
            self._idle.start()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._drawn:
            # A zero timer started before it could run ahead of the window system's first
            # expose and delay the first paint of the window by several layouts.
            self._drawn = True
            if self._prebuild:
                self._idle.start()

    def _key(self, pack_id: str, charts: Mapping[str, Chart], chart_id: str) -> tuple[Any, ...]:
        # A chart set is one object per combination of variants for as long as its pack lives.
        return (pack_id, id(charts), chart_id, self._words, self.text_size)

    def _prebuild_one(self) -> None:
        while self._prebuild:
            pack_id, chart_set, chart_id = self._prebuild.pop()
            key = self._key(pack_id, chart_set.charts, chart_id)
            if key not in self._cache:
                self._cache[key] = self._build(
                    pack_id, chart_set.charts, chart_id, chart_set.sources, chart_set.words
                )
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

    @_settles
    def show_chart(self, view: ChartView, force: bool = False) -> None:
        """Show a chart with its current node (its live text) and the path taken through it;
        without a current node, `focus` (e.g. where a finished run ended) is shown."""
        old_view = self.shown
        changed = (
            force
            or old_view is None
            or old_view.charts is not view.charts  # identity: another bot's chart set
            or (old_view.pack_id, old_view.chart) != (view.pack_id, view.chart)
            or view.focus != self._focus
            # A run starts on the chart shown whole while the bot waited: follow it at the
            # legible zoom, not at the whole chart's.
            or (old_view.current is None and view.current is not None)
        )
        self.shown, self.chart_id, self._focus = view, view.chart, view.focus
        key = self._key(view.pack_id, view.charts, view.chart)
        scene = self._cache.get(key)
        if scene is None:
            if view.chart not in view.charts:
                self.show_nothing()
                return
            scene = self._build(view.pack_id, view.charts, view.chart, view.sources, view.words)
            self._cache[key] = scene
        if self.scene() is not scene:
            self.setScene(scene)
            changed = True
        old = scene.current
        live = render(view.live) if view.live is not None and view.current is not None else None
        texts = self._node_texts(view)
        scene.mark(view.current, list(view.path), live, texts)
        self._show_breadcrumb(view)
        target = view.current or view.focus
        if changed:
            self.setTransform(QTransform.fromScale(self.zoom, self.zoom))
            if self._chart_key() in self.fits:
                self.fit()  # fitted by the player: whole again (at a legible size)
            elif target is None or scene.item_of(target) is None:
                self.preview()
            else:
                self.center_on(target)
        elif self.follow and view.current is not None and (scene.current != old or scene.live is not None):
            if self._chart_key() in self.fits:
                self.fit()  # fitted: whole as it is, or at the least legible zoom on the new node
            else:
                self.center_on(view.current)  # a new node, or the live text grew the box

    def _node_texts(self, view: ChartView) -> dict[str, str]:
        """The texts the view gives the nodes, in the current language. A step gives most of
        them again unchanged: one said before in this language is not translated again."""
        out: dict[str, str] = {}
        for node, text in view.texts.items():
            kept = self._said.get(node)
            if kept is None or kept[1] != self._words or kept[0] != text:
                kept = self._said[node] = (text, self._words, node_shown(text))
            out[node] = kept[2]
        return out

    def show_nothing(self) -> None:
        """No game or no bot: an empty view."""
        self.shown, self.chart_id = None, ""
        self.setScene(self._empty)
        self.breadcrumb.show_titles([])
        self.overview.hide()
        self._overview_for = ()

    def _show_breadcrumb(self, view: ChartView) -> None:
        """One crumb per chart of the run's calls; a chart calling into itself is one crumb."""
        crumbs: list[tuple[int, str]] = []
        for i, (chart, _node) in enumerate(view.stack):
            if crumbs and crumbs[-1][1] == chart:
                crumbs.pop()
            crumbs.append((i, chart))
        if not crumbs or crumbs[-1][1] != view.chart:
            crumbs = [(-1, view.chart)]
        self._crumbs = [i for i, _ in crumbs]
        self.breadcrumb.show_titles([chart_title(view.pack_id, view.charts, c) for _, c in crumbs])

    def _peek(self, crumb: int) -> None:
        """Show a chart of the breadcrumb where the run waits in it; the next step follows again."""
        view = self.shown
        index = self._crumbs[crumb] if 0 <= crumb < len(self._crumbs) else -1
        if view is None or not 0 <= index < len(view.stack):
            return
        chart, node = view.stack[index]
        peek = replace(  # the texts the view gave are the shown chart's: this one reads its own words
            view,
            chart=chart,
            current=None,
            path=(),
            focus=node,
            stack=view.stack[: index + 1],
            live=None,
            texts={},
        )
        self.show_chart(peek)

    # ---- where the view looks ------------------------------------------------------------
    @_settles
    def center_on(self, node_id: str) -> None:
        """Centre the view on a node (the scene is padded so a node at an edge centres too)."""
        scene = self.current_scene()
        item = scene.item_of(node_id) if scene is not None else None
        if item is None:
            return
        self.fitted = self.previewing = False
        self._pad()
        self.centerOn(item)

    def room(self) -> QRect:
        """Where the chart is drawn (the viewport), in this widget's pixels: the frame's contents
        less the margins (the breadcrumb's row), as this view shows no scroll bar. Read without
        `viewport()`: its first call costs PySide6 ≈ 3 ms before the first paint (it makes the
        Python type of every widget class to find the viewport's)."""
        return self.contentsRect().marginsRemoved(self.viewportMargins())

    def _pad(self) -> None:
        """Let the view scroll half a viewport past the chart's edges at the current zoom."""
        scene = self.current_scene()
        if scene is None:
            return
        zoom = self.transform().m11() or 1.0
        room = self.room()
        key = (id(scene), zoom, room.width(), room.height())
        if key == self._margins_for:
            return
        self._margins_for = key
        hw, hh = room.width() / (2 * zoom), room.height() / (2 * zoom)
        self.setSceneRect(scene.sceneRect().adjusted(-hw, -hh, hw, hh))

    @_settles
    def _jump(self, point: QPointF) -> None:
        self.fitted = self.previewing = False
        self._pad()
        self.centerOn(point)

    @contextmanager
    def _settling(self) -> Iterator[None]:
        """The view moves as one change (a step scrolls it on each axis, a zoom or a new size
        centres it again): the overview's corner is weighed once, when it has settled."""
        self._moving += 1
        try:
            yield
        finally:
            self._moving -= 1
        if not self._moving:
            self._show_overview()

    def _show_overview(self) -> None:
        """The overview shows when the chart does not fit the view, in the corner where it covers
        least of the nodes and never the node the view is about (hidden while every corner would)."""
        if self._moving:
            return  # the view is still moving: weighed once it settled
        scene = self.current_scene()
        room = self.room()
        seen = self.mapToScene(QRect(QPoint(), room.size())).boundingRect()
        # Weighed again only when what the corners depend on moved.
        about = self._node_in_view()
        key = (
            scene,
            seen.getRect(),
            room.getRect(),
            about.getRect() if about else None,
            self.overview.dragging,
        )
        if key == self._overview_for:
            return
        self._overview_for = key
        shown = (
            scene is not None
            and not seen.contains(scene.bounds)
            and self._place_overview(about, (*key, scene.shapes, self._overview_at.toTuple()))
        )
        if shown:
            self.overview.show_scene(scene, seen)
        if self.overview.isVisible() != shown:
            self.overview.setVisible(shown)

    def _place_overview(self, node: QRect | None, seen: tuple[Any, ...] = ()) -> bool:
        """Put the overview in the corner that covers least of the nodes in view (then of the
        arrows' answers), never over the node the view is about (the current one, or the one shown
        where no run stands); on a tie it stays where it is, else takes the first of bottom right,
        bottom left, top right, top left. False when every corner covers that node (`node`: where
        it is drawn in the viewport, None without one). While the player drags in it, it stays put.
        A turn runs the same nodes again: the corner weighed for the same view of the same chart
        (`seen`: the chart, what is in view, where the overview is) is taken again."""
        if self.overview.dragging:
            self._keep_overview(self._overview_at)
            return True
        if seen and seen in self._corners:
            corner = self._corners[seen]
        else:
            corner = self._weigh_corners(node)
            if seen:
                if len(self._corners) > 2000:
                    self._corners.clear()
                self._corners[seen] = corner
        if corner is None:
            return False
        self._keep_overview(corner)
        return True

    def _weigh_corners(self, node: QRect | None) -> QPoint | None:
        """The corner `_place_overview` puts the overview in (None: every one covers `node`)."""
        room = self.room()
        size = overview_size(room.size())
        if self.overview.size() != size:
            self.overview.setFixedSize(size)
        left, top = MARGIN, MARGIN
        right, bottom = room.width() - MARGIN - size.width(), room.height() - MARGIN - size.height()
        best: tuple[tuple[float, float, bool, int], QRect] | None = None
        for order, (x, y) in enumerate(((right, bottom), (left, bottom), (right, top), (left, top))):
            place = QRect(x, y, size.width(), size.height())
            if node is not None and place.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN).intersects(node):
                continue
            nodes, answers = self._covered(place)
            rank = (nodes, answers, place.topLeft() != self._overview_at, order)
            if best is None or rank < best[0]:
                best = (rank, place)
        return best[1].topLeft() if best is not None else None

    def _keep_overview(self, corner: QPoint) -> None:
        """The overview at its corner of the viewport (a scroll carried it with the chart)."""
        self._overview_at = QPoint(corner)
        if self.overview.pos() != corner:
            self.overview.move(corner)

    def _covered(self, place: QRect) -> tuple[float, float]:
        """How much of the nodes' boxes and of the arrows' answers a rectangle of the viewport
        lies over (areas in scene units)."""
        scene = self.current_scene()
        if scene is None:
            return 0.0, 0.0
        area = self.mapToScene(place).boundingRect()
        nodes = answers = 0.0
        # The scene's index finds the items there; by their boxes, as the areas are measured
        # (by shape, Qt asked every node's outline of Python, and every arrow's stroke).
        for item in scene.items(area, Qt.ItemSelectionMode.IntersectsItemBoundingRect):
            node = isinstance(item, NodeItem)
            if node or isinstance(item, QGraphicsSimpleTextItem):  # not the arrows
                overlap = item.sceneBoundingRect().intersected(area)
                if node:
                    nodes += overlap.width() * overlap.height()
                else:
                    answers += overlap.width() * overlap.height()
        return nodes, answers

    def _node_in_view(self) -> QRect | None:
        """Where the node the view is about (the current one, else the one in focus) is drawn, in
        the viewport's pixels (None: no such node)."""
        scene, shown = self.current_scene(), self.shown
        target = shown.current or shown.focus if shown is not None else None
        item = scene.item_of(target) if scene is not None and target else None
        if item is None:
            return None
        return self.mapFromScene(item.sceneBoundingRect()).boundingRect()

    def current_item(self) -> NodeItem | None:
        """The item of the current node (None when no node is current)."""
        scene = self.current_scene()
        return scene.nodes.get(scene.current) if scene is not None and scene.current else None

    def current_text_px(self) -> float | None:
        """The pixel size of the current node's text on the screen (scene size times zoom)."""
        scene, item = self.current_scene(), self.current_item()
        return scene.text_px * self.transform().m11() if scene is not None and item is not None else None

    def current_node_rect(self) -> QRect | None:
        """Where the current node is drawn, in viewport pixels."""
        item = self.current_item()
        return self.mapFromScene(item.sceneBoundingRect()).boundingRect() if item is not None else None

    # ---- building ------------------------------------------------------------------------
    def _build(
        self,
        pack_id: str,
        charts: Mapping[str, Chart],
        chart_id: str,
        sources: Mapping[str, SourceInfo],
        words: Mapping[str, Message],
    ) -> ChartScene:
        chart = charts[chart_id]

        def tooltip(node: Any) -> str:
            text = node_template(pack_id, chart, node, charts, words)
            return "\n".join([text, *detail_lines(node_detail(pack_id, sources, chart, node))])

        return build_scene(pack_id, charts, chart, self.text_size, tooltip, self.placements, words)

    # ---- interaction ---------------------------------------------------------------------
    @_settles
    def resizeEvent(self, event: QResizeEvent) -> None:
        height = self.breadcrumb.sizeHint().height()
        self.setViewportMargins(0, height + 2, 0, 0)
        super().resizeEvent(event)
        self.breadcrumb.setGeometry(MARGIN, 1, self.width() - 2 * MARGIN, height)
        if self.shown is not None and self._chart_key() in self.fits:
            self.fit()  # fitted by the player at another size: fitted again
        elif self.follow and self.shown is not None and self.shown.current is not None:
            self.center_on(self.shown.current)
        elif self.previewing:
            self.preview()  # laid out at another size (the window laid out, the step grew)
        elif self.fitted:
            self._show_whole()  # shown whole at another size: it was cut
        self.resized.emit()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if self.shown is not None:
            self._show_overview()  # the view moved: the node it is about may have come under it

    def mousePressEvent(self, event: Any) -> None:
        item: QGraphicsItem | None = self.itemAt(event.position().toPoint())
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

    @_settles
    def zoom_by(self, factor: float) -> None:
        """Zoom in (>1) or out (<1) on the chart shown (its own zoom from now on), never below a
        legible text, keeping the current node in view (centred)."""
        now = self.transform().m11() or 1.0
        zoom = min(max(now * factor, self.least_zoom()), MAX_ZOOM)
        key = self._chart_key()
        self.zooms[key] = zoom
        self.fits.discard(key)
        self.fitted = self.previewing = False
        self.setTransform(QTransform.fromScale(zoom, zoom))
        target = self.shown.current or self.shown.focus if self.shown is not None else None
        if target is not None:
            self.center_on(target)

    @_settles
    def preview(self) -> None:
        """A chart no run stands in (what a waiting bot will run): whole when its text stays
        legible so, else from its start at the player's zoom (the overview shows it whole)."""
        scene, shown = self.current_scene(), self.shown
        room = QRect(QPoint(), self.room().size())
        if scene is None or shown is None or scene.bounds.isEmpty() or room.isEmpty():
            return
        whole = min(room.width() / scene.bounds.width(), room.height() / scene.bounds.height(), 1.0)
        chart = shown.charts.get(shown.chart)
        start = scene.item_of(chart.start) if chart is not None else None
        if whole * scene.text_px >= LEGIBLE_PX or start is None:
            self._show_whole()
            self.previewing = True
            return
        self.setTransform(QTransform.fromScale(self.zoom, self.zoom))
        self._pad()
        top = start.sceneBoundingRect()
        below = (room.height() / 2 - 2 * MARGIN) / self.zoom  # the start node at the top
        self.centerOn(QPointF(top.center().x(), top.top() + below))
        self.fitted, self.previewing = False, True

    @_settles
    def fit(self) -> None:
        """Ctrl+0 on the chart shown: the whole chart, never blown up beyond its natural size
        and never smaller than legible; a chart too large for that is shown at the least legible
        zoom around the node the view is about, the overview showing it whole. The chart keeps
        it (a new size fits it again); other charts keep their own zoom."""
        scene = self.current_scene()
        if scene is None or scene.sceneRect().isEmpty():
            return
        key = self._chart_key()
        self.fits.add(key)
        room = QRect(QPoint(), self.room().size())
        bounds = scene.bounds
        whole = min(room.width() / max(bounds.width(), 1), room.height() / max(bounds.height(), 1), 1.0)
        least = self.least_zoom()
        self.zooms[key] = max(whole, least)
        if whole >= least:
            self._show_whole()
            return
        self.setTransform(QTransform.fromScale(least, least))
        shown = self.shown
        target = shown.current or shown.focus if shown is not None else None
        self.fitted, self.previewing = True, False
        self._pad()
        item = scene.item_of(target) if target else None
        self.centerOn(item if item is not None else QRectF(bounds).center())

    @_settles
    def _show_whole(self) -> None:
        """The whole chart in view (its text legible: the caller made sure)."""
        scene = self.current_scene()
        if scene is None:
            return
        rect = QRectF(scene.bounds)
        self._pad()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.transform().m11() > 1.0:
            self.setTransform(QTransform())
        self._pad()
        self.centerOn(rect.center())
        self.fitted, self.previewing = True, False
