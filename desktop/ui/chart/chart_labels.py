"""The answers on a chart's arrows: wrapped to a node's width and placed beside their arrow
where they cover no node, no other answer and as few arrows as can be."""

from __future__ import annotations

import json
import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainterPath
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop.ui.chart.chart_placements import FORMAT, Placement, Placements

GAP = 4.0  # between an arrow and its label
ALONG = (0.5, 0.35, 0.65, 0.2, 0.8)  # where along its arrow a label may stand, the middle first
# ... and for arrows that meet others at their end: near where they leave, while they are apart
MEETING = (0.35, 0.5, 0.2, 0.65, 0.1, 0.8, 0.9)
# What a spot costs: a label under a node cannot be read, one over another label is a blur, one
# over an arrow is read with some effort.
COVERS_NODE, COVERS_LABEL, COVERS_ARROW = 100.0, 10.0, 1.0
# Room kept between two labels: labels of arrows that meet at one node, set line under line,
# read as one answer list of the wrong arrow.
LABEL_GAP = 6.0

Point = tuple[float, float]


def wrap_answers(answers: list[str], metrics: QFontMetricsF, width: float) -> str:
    """An arrow's answers on lines no wider than `width` (as far as their words allow): answers
    share a line while they fit, " / " between them and at the end of a line the next one
    continues; an answer too long for a line of its own breaks between its words."""
    lines: list[str] = []
    for answer in answers:
        if lines and metrics.horizontalAdvance(f"{lines[-1]} / {answer}") <= width:
            lines[-1] = f"{lines[-1]} / {answer}"
            continue
        if lines:
            lines[-1] += " /"
        lines.extend(wrap_words(answer, metrics, width))
    return "\n".join(lines)


def wrap_words(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """The lines of a text broken between words to fit `width` (a longer word stays whole)."""
    words = text.split(" ")
    lines = [words[0]]
    for word in words[1:]:
        longer = f"{lines[-1]} {word}"
        if metrics.horizontalAdvance(longer) <= width:
            lines[-1] = longer
        else:
            lines.append(word)
    return lines


def point_along(
    route: list[Point], share: float, lengths: list[float] | None = None
) -> tuple[float, float, float]:
    """The point `share` of the way along a polyline, and which way (x) it runs there
    (`lengths`: its segments' lengths, when known)."""
    if lengths is None:
        lengths = segment_lengths(route)
    goal = share * sum(lengths)
    for a, b, length in zip(route, route[1:], lengths, strict=False):
        if goal <= length and length > 0:
            t = goal / length
            return a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]), b[0] - a[0]
        goal -= length
    (ax, _ay), (bx, by) = route[-2], route[-1]
    return bx, by, bx - ax


def segment_lengths(route: list[Point]) -> list[float]:
    """The length of each segment of a polyline."""
    return [math.dist(a, b) for a, b in zip(route, route[1:], strict=False)]


def spots(route: list[Point], width: float, height: float, meets: bool = False) -> list[QRectF]:
    """Where an arrow's label may stand, best first: beside the arrow's middle on the side it
    runs to (the right of an upright one), then the other side, then further along it; near
    its start when it `meets` other labelled arrows at its end."""
    found = []
    lengths = segment_lengths(route)
    for share in MEETING if meets else ALONG:
        x, y, dx = point_along(route, share, lengths)
        right = QRectF(x + GAP, y - height / 2, width, height)
        left = QRectF(x - GAP - width, y - height / 2, width, height)
        found += [left, right] if dx < 0 else [right, left]
    return found


def cost(
    spot: QRectF,
    boxes: list[QRectF],
    placed: list[QRectF],
    arrows: list[tuple[QRectF, QPainterPath]],
    beat: float = math.inf,
) -> float:
    """What a label standing at `spot` covers (0: nothing); counted in the order of the weights
    and left off, over `beat`, once it is no better than `beat` (an arrow's path is the costly
    test: a spot already under a node need not make it)."""
    total = COVERS_NODE * sum(1 for box in boxes if box.intersects(spot))
    if total >= beat:
        return total
    kept = spot.adjusted(-LABEL_GAP, -LABEL_GAP, LABEL_GAP, LABEL_GAP)
    total += COVERS_LABEL * sum(1 for other in placed if other.intersects(kept))
    if total >= beat:
        return total
    for near, path in arrows:
        if near.intersects(spot) and path.intersects(spot):
            total += COVERS_ARROW
            if total >= beat:
                return total
    return total


def _blocking(spot: QRectF, placed: list[QRectF], boxes: list[QRectF]) -> QRectF | None:
    """A label (with the room kept around it) or a node that `spot` would cover."""
    kept = spot.adjusted(0, -LABEL_GAP, 0, LABEL_GAP)
    return next((r for r in placed if r.intersects(kept)), None) or next(
        (b for b in boxes if b.intersects(spot)), None
    )


def target(route: list[Point], boxes: list[QRectF]) -> int:
    """Which box an arrow ends at (-1: none): its head stops at the box's edge."""
    x, y = route[-1]
    return next((i for i, box in enumerate(boxes) if box.adjusted(-3, -3, 3, 3).contains(x, y)), -1)


def place_labels(
    labels: list[tuple[QGraphicsSimpleTextItem, list[Point], QPainterPath]], boxes: list[QRectF]
) -> None:
    """Put each arrow's label (item, the arrow's route, its path) at its first spot covering
    nothing, else at the one covering least; one still over another label moves down below it
    (arrows leaving a node side by side would write one answer over the other)."""
    arrows = [(path.boundingRect(), path) for _label, _route, path in labels]
    ends = [target(route, boxes) for _label, route, _path in labels]
    meeting = {end for end in ends if end >= 0 and ends.count(end) > 1}
    placed: list[QRectF] = []
    for label, route, _path in sorted(labels, key=lambda entry: point_along(entry[1], 0.5)[1::-1]):
        size = label.boundingRect()
        choices = spots(route, size.width(), size.height(), target(route, boxes) in meeting)
        # Only what lies near the arrow can be covered: measured once per label, not per spot.
        near = QRectF(choices[0])
        for spot in choices[1:]:
            near = near.united(spot)
        wide = near.adjusted(-LABEL_GAP, -LABEL_GAP, LABEL_GAP, LABEL_GAP)
        close = [b for b in boxes if b.intersects(near)], [r for r in placed if r.intersects(wide)]
        crossed = [(r, p) for r, p in arrows if r.intersects(near)]
        best, least = QRectF(), math.inf
        for spot in choices:
            spent = cost(spot, *close, crossed, least)
            if spent < least:
                best, least = spot, spent
            if spent == 0:
                break
        hit = _blocking(best, placed, close[0] if least >= COVERS_LABEL else [])
        while hit is not None:  # below what it would cover, never under a node on the way
            best.moveTop(hit.bottom() + LABEL_GAP + 1)
            hit = _blocking(best, placed, boxes)
        label.setPos(best.topLeft() - QPointF(size.left(), size.top()))
        placed.append(best)


Label = tuple[QGraphicsSimpleTextItem, list[Point], QPainterPath]


def place_labels_kept(labels: list[Label], boxes: list[QRectF], placements: Placements | None) -> None:
    """`place_labels`, or the places it gave the same labels, arrows and boxes before (kept in
    `placements` with the chart's: placing them is ≈ 4 ms of a start that shows a chart)."""
    if placements is None:
        place_labels(labels, boxes)
        return
    key = labels_key(labels, boxes)
    kept = placements.get(key, len(labels), 0)
    if kept is None:
        place_labels(labels, boxes)
        placements.put(key, Placement([(label.pos().x(), label.pos().y()) for label, _r, _p in labels], []))
        return
    for (label, _route, _path), (x, y) in zip(labels, kept.centres, strict=True):
        label.setPos(x, y)


def labels_key(labels: list[Label], boxes: list[QRectF]) -> str:
    """Everything `place_labels` reads, as one text: each label's size, each arrow's route and
    each box (an arrow's path is drawn along its route)."""
    sizes = [_rect(label.boundingRect()) for label, _route, _path in labels]
    routes = [[list(point) for point in route] for _label, route, _path in labels]
    return json.dumps([FORMAT, "labels", sizes, routes, [_rect(box) for box in boxes]], separators=(",", ":"))


def _rect(rect: QRectF) -> list[float]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]
