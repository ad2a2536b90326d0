"""Around the chart: a breadcrumb of the charts the run called to get here, and a small overview
of the whole chart showing where the view is and where the bot is."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from desktop.ui.chart.chart_items import COLORS, ChartScene, color
from desktop.ui.widgets.rich_text import escape

OVERVIEW_SIZE = QSize(180, 130)  # at most; a small chart view gets a smaller one
SMALLEST = QSize(110, 80)
SHARE = (0.22, 0.36)  # of the chart view's width and height the overview takes at most
RESTING = 0.45  # its opacity while the pointer is elsewhere: the chart under it shows through
MARKS_RESTING = 0.85  # where the bot is and the part in view stay clear all the same
DOT = 1.5  # the dot in each box of the way taken (its radius)
RING = 5.0  # how far the ring around the current node stands out from its box
STEP = 12  # its size moves in steps: a chart view a few pixels taller keeps the drawn overview


def overview_size(room: QSize) -> QSize:
    """The overview's size for a chart view of `room`: a share of it, within bounds, to the
    nearest STEP (the step area growing by a line would otherwise have its pictures drawn again)."""
    width = min(max(_stepped(room.width() * SHARE[0]), SMALLEST.width()), OVERVIEW_SIZE.width())
    height = min(max(_stepped(room.height() * SHARE[1]), SMALLEST.height()), OVERVIEW_SIZE.height())
    return QSize(width, height)


def _stepped(length: float) -> int:
    return int(length / STEP + 0.5) * STEP


class Way:
    """The overview's clear layer of a chart's way taken (see Overview._way): the frame, then
    each node of `drawn`; made for `key` (size, pixel ratio, colours)."""

    def __init__(self, key: tuple[object, ...], size: QSize, ratio: float) -> None:
        self.key, self.drawn = key, frozenset[str]()
        self.layer = QPixmap(size * ratio)
        self.layer.setDevicePixelRatio(ratio)
        self.layer.fill(Qt.GlobalColor.transparent)
        painter = QPainter(self.layer)
        painter.setPen(QPen(color("edge"), 1))
        painter.drawRect(QRect(QPoint(), size).adjusted(0, 0, -1, -1))
        painter.end()


class Breadcrumb(QLabel):
    """ "Main Turn Structure › DIPLOMACY Action › Targeting Chart": each chart of the run's calls;
    clicking one shows it (where the run waits in it)."""

    picked = Signal(int)
    """The index of the chart clicked in the breadcrumb (0 the outermost)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chartBreadcrumb")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.linkActivated.connect(lambda link: self.picked.emit(int(link)))
        self.titles: list[str] = []

    def show_titles(self, titles: list[str]) -> None:
        """The charts from the outermost to the shown one (the last is not a link)."""
        if titles == self.titles:
            return
        self.titles = titles
        self.setToolTip(" › ".join(titles))
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        """As many crumbs as the width holds, read whole: the outermost give way to "…" (a link to
        the nearest of them) first; the shown chart's title is shortened only when alone it is too
        wide (a long Polish faction's setup title was cut mid-word)."""
        titles, first = self.titles, 0
        bold = QFont(self.font())
        bold.setBold(True)
        strong = QFontMetrics(bold)  # the shown chart's title is in bold
        if self.isVisible() and len(titles) > 1:
            while first < len(titles) - 1 and self._width(first, strong) > self.width():
                first += 1
        parts = [f'<a href="{first - 1}">…</a>'] if first else []
        parts += [f'<a href="{i}">{escape(t)}</a>' for i, t in enumerate(titles[:-1]) if i >= first]
        last = titles[-1] if titles else ""
        if self.isVisible() and titles and (wide := self._width(first, strong)) > self.width():
            room = self.width() - (wide - strong.horizontalAdvance(last))
            last = strong.elidedText(last, Qt.TextElideMode.ElideRight, max(room, 0))
        parts += [f"<b>{escape(last)}</b>" for _ in titles[-1:]]
        self.setText(" › ".join(parts))

    def _width(self, first: int, strong: QFontMetrics) -> int:
        """The breadcrumb's width with the crumbs before `first` given way to "…" (`strong`: the
        metrics of the bold last title)."""
        shown = (["…"] if first else []) + self.titles[first:-1]
        lead = "".join(f"{t} › " for t in shown)
        return self.fontMetrics().horizontalAdvance(lead) + strong.horizontalAdvance(self.titles[-1]) + 2

    def plain(self) -> str:
        """The breadcrumb as a player reads it."""
        return " › ".join(self.titles)


class Overview(QWidget):
    """The whole chart in small: boxes by kind, the visible part framed, the current node and the
    way taken marked; a click or drag there moves the view. Translucent until the pointer is
    over it, so the nodes and arrow labels under it stay readable."""

    jump = Signal(QPointF)
    """A point of the scene the player clicked in the overview (the view centres on it)."""
    released = Signal()
    """The player let go of the overview (the view may place it again)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chartOverview")
        self.setFixedSize(OVERVIEW_SIZE)
        self.hovered = False
        self.dragging = False  # the player drags in it: it stays where it is until released
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.scene: ChartScene | None = None
        self.visible_rect = QRectF()
        self._fitted: tuple[object, ...] = ()  # (scene, size, rect, scale) of the last fit
        self._boxes: dict[str, QRectF] = {}  # each node's box in the widget, for that fit

    def show_scene(self, scene: ChartScene | None, visible: QRectF) -> None:
        """Draw a chart (its picture is made once per chart, theme and size) and the part seen."""
        if scene is self.scene and visible == self.visible_rect:
            return
        self.scene, self.visible_rect = scene, QRectF(visible)
        self.update()

    def _frame(self) -> tuple[QRectF, float]:
        """The chart's rectangle and the scale that fits it into the widget."""
        assert self.scene is not None
        if self._fitted[:2] != (self.scene, self.size()):
            rect = self.scene.bounds.adjusted(-10, -10, 10, 10)
            scale = min(
                (self.width() - 6) / max(rect.width(), 1), (self.height() - 6) / max(rect.height(), 1)
            )
            self._fitted = (self.scene, self.size(), rect, scale)
            self._boxes = {}
        return self._fitted[2], self._fitted[3]  # type: ignore[return-value]

    def _to_widget(self, point: QPointF) -> QPointF:
        rect, scale = self._frame()
        return QPointF(3 + (point.x() - rect.left()) * scale, 3 + (point.y() - rect.top()) * scale)

    def _to_scene(self, point: QPointF) -> QPointF:
        rect, scale = self._frame()
        return QPointF(rect.left() + (point.x() - 3) / scale, rect.top() + (point.y() - 3) / scale)

    def _picture(self) -> QPixmap:
        """Boxes and arrows of the chart, drawn once per size, screen and theme and kept on the
        scene; drawn in the screen's pixels (at 150 % a picture of the widget's own pixels was
        stretched, its boxes and arrows blurred)."""
        assert self.scene is not None
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, COLORS["background"])
        kept = self.scene.overview.get("picture")
        if kept is None or kept[0] != key:
            pixmap = QPixmap(self.size() * ratio)
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(color("background"))
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(color("edge"), 1))
            for route in self.scene.layout.routes:
                pts = [self._to_widget(QPointF(x, y)) for x, y in route]
                for a, b in zip(pts, pts[1:], strict=False):
                    painter.drawLine(a, b)
            painter.setPen(QPen(color("ink"), 0.6))
            for nid in self.scene.layout.boxes:
                item = self.scene.nodes.get(nid)
                painter.setBrush(QBrush(color(item.kind if item is not None else "do")))
                painter.drawRect(self._box(nid))
            painter.end()
            kept = self.scene.overview["picture"] = (key, pixmap)
        return kept[1]

    def _way(self) -> QPixmap:
        """The way taken, told apart by shape too, not by colour alone: a dot in each box; and
        the frame. Kept on the scene between paints (a run goes in and out of charts): a step
        draws only the nodes it added to the way (drawn box by box, the way cost each paint
        ≈ 1 ms late in a turn); a shorter or another way is drawn afresh."""
        assert self.scene is not None
        ratio = self.devicePixelRatioF()
        key = (self.size(), ratio, COLORS["taken"], COLORS["edge"])
        taken = frozenset(n for n in self.scene.taken_nodes if n in self.scene.layout.boxes)
        way: Way | None = self.scene.overview.get("way")
        if way is None or way.key != key or not taken >= way.drawn:
            way = self.scene.overview["way"] = Way(key, self.size(), ratio)
        if taken != way.drawn:
            painter = QPainter(way.layer)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(color("taken"), 2))
            for nid in taken - way.drawn:
                box = self._box(nid)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(box)
                painter.setBrush(QBrush(color("taken")))
                painter.drawEllipse(box.center(), DOT, DOT)
            painter.end()
            way.drawn = taken
        return way.layer

    def _box(self, nid: str) -> QRectF:
        """A node's box in the widget (computed once per chart and size: painted every step)."""
        assert self.scene is not None
        _rect, scale = self._frame()
        known = self._boxes.get(nid)
        if known is None:
            box = self.scene.layout.boxes[nid]
            top_left = self._to_widget(QPointF(box.x - box.w / 2, box.y - box.h / 2))
            known = QRectF(top_left.x(), top_left.y(), max(box.w * scale, 2), max(box.h * scale, 2))
            self._boxes[nid] = known
        return known

    def opacity(self, marks: bool = False) -> float:
        """How opaque it is drawn (`marks`: the current node, the way taken and the part in
        view): whole under the pointer, else the chart shows through."""
        if self.hovered or self.dragging:
            return 1.0
        return MARKS_RESTING if marks else RESTING

    def enterEvent(self, event: QEnterEvent) -> None:
        self.hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hovered = False
        self.update()
        super().leaveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.scene is None:
            return
        painter = QPainter(self)
        painter.setOpacity(self.opacity())
        painter.drawPixmap(0, 0, self._picture())
        painter.setOpacity(self.opacity(marks=True))
        painter.drawPixmap(0, 0, self._way())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.scene.current in self.scene.layout.boxes:  # ringed, not only coloured
            box = self._box(self.scene.current)
            painter.setBrush(QBrush(color("current")))
            painter.setPen(QPen(color("current"), 1))
            painter.drawRect(box.adjusted(-2, -2, 2, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color("ink"), 1.5))
            reach = max(box.width(), box.height()) / 2 + RING
            painter.drawEllipse(box.center(), reach, reach)
        painter.setBrush(QBrush(QColor(127, 127, 127, 40)))
        painter.setPen(QPen(color("ink"), 1.2))
        seen = QRectF(
            self._to_widget(self.visible_rect.topLeft()), self._to_widget(self.visible_rect.bottomRight())
        )
        painter.drawRect(seen.intersected(QRectF(self.rect()).adjusted(1, 1, -1, -1)))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.dragging = True
        if self.scene is not None:
            self.jump.emit(self._to_scene(event.position()))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.dragging = False
        self.released.emit()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.scene is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self.jump.emit(self._to_scene(event.position()))
        event.accept()
