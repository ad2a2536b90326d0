"""The chart's overview is sharp on a scaled screen (QA s17 finding 4): its boxes and arrows are
drawn in the screen's pixels, not in the widget's and then stretched (soft and smeared at 125 %,
150 % and 200 %), and drawn again for a screen of another scale."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot
from ui_helpers import run_python

from desktop.ui.chart.chart_items import ChartScene, NodeItem
from desktop.ui.chart.chart_overview import Overview
from desktop.ui.chart.flowchart_layout import Box, ChartLayout

SCENE = """
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from desktop.ui.chart.chart_items import ChartScene, NodeItem
from desktop.ui.chart.chart_overview import Overview
from desktop.ui.chart.flowchart_layout import Box, ChartLayout

def two_boxes():
    boxes = {"a": Box(0, 0, 120, 40), "b": Box(400, 300, 120, 40)}
    items = {n: NodeItem(n, "do", n, b.w, b.h, False, QFont()) for n, b in boxes.items()}
    for n, item in items.items():
        item.setPos(boxes[n].x, boxes[n].y)
    return ChartScene(ChartLayout(boxes, [], [[(0.0, 0.0), (400.0, 300.0)]]), items, [], 13)
"""

PROBE = (
    SCENE
    + """
import json
app = QApplication([])
overview = Overview()
scene = two_boxes()
overview.show_scene(scene, QRectF(0, 0, 100, 100))
overview.show()
shown = overview.grab()  # painted as on the screen
key, picture = scene.overview["picture"]
print(json.dumps({
    "screen": overview.devicePixelRatioF(),
    "picture": picture.devicePixelRatio(),
    "pixels": [picture.width(), picture.height()],
    "widget": [overview.width(), overview.height()],
}))
"""
)


@pytest.mark.parametrize("scale", ["1.5", "2"])
def test_the_overview_is_drawn_in_the_screens_pixels(scale: str) -> None:
    """At 150 % and 200 % the overview's picture holds the screen's pixels (270×195 for a
    180×130 overview at 150 %), with the screen's ratio: Qt draws it as it is, not stretched."""
    done = run_python("-c", PROBE, QT_SCALE_FACTOR=scale)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout.strip().splitlines()[-1])
    ratio = float(scale)
    assert got["screen"] == ratio, got
    assert got["picture"] == ratio, f"the overview's picture is stretched ×{ratio}: {got}"
    width, height = got["widget"]
    assert got["pixels"] == [round(width * ratio), round(height * ratio)], got


def test_the_overview_is_drawn_again_on_a_screen_of_another_scale(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window moved to a screen of another scale (the same size in the widget's pixels): the
    picture kept for the first screen is not reused, stretched, on the second."""
    boxes = {"a": Box(0, 0, 120, 40), "b": Box(400, 300, 120, 40)}
    items = {n: NodeItem(n, "do", n, b.w, b.h, False, QFont()) for n, b in boxes.items()}
    for n, item in items.items():
        item.setPos(boxes[n].x, boxes[n].y)
    scene = ChartScene(ChartLayout(boxes, [], [[(0.0, 0.0), (400.0, 300.0)]]), items, [], 13)
    overview = Overview()
    qtbot.addWidget(overview)
    overview.show_scene(scene, QRectF(0, 0, 100, 100))
    overview.show()
    overview.grab()
    assert scene.overview["picture"][1].devicePixelRatio() == overview.devicePixelRatioF()
    # the second screen's scale, as Qt would report it for the window there
    monkeypatch.setattr(overview, "devicePixelRatioF", lambda: 2.0)
    overview.grab()
    picture = scene.overview["picture"][1]
    assert picture.devicePixelRatio() == 2.0 and picture.width() == 2 * overview.width()
