"""Every text a player can read in a running app, by where it stands: each widget's texts
(shortened labels at full length), the window title, menus, open dialogs, and every chart of every
bot's chart set as the flowchart draws it (its boxes, answers and hover texts)."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from window_texts import _model_texts

from desktop.core.play.view import ChartView
from desktop.ui.chart.chart_items import ChooseItem, NodeItem

Texts = dict[str, list[str]]


def _where(widget: QWidget) -> str:
    """A name for a widget that is the same in every start of the app: its class and object
    name, and those of its parents."""
    parts = []
    node: Any = widget
    while node is not None:
        parts.append(f"{type(node).__name__}:{node.objectName()}")
        node = node.parent()
    return "/".join(reversed(parts))


def _own_texts(w: QWidget) -> list[str]:
    """The texts one widget shows (a shortened label or button: its whole text)."""
    out = [w.toolTip(), w.accessibleName(), w.statusTip(), w.whatsThis()]
    if w.isWindow():
        out.append(w.windowTitle())
    full = getattr(w, "full_text", None)
    if isinstance(full, str):
        out.append(full)
    elif isinstance(getattr(w, "head", None), str) and isinstance(w, QLabel):
        out += [w.head, w.tail]  # type: ignore[attr-defined]
    elif isinstance(w, (QLabel, QAbstractButton)):
        out.append(w.text())
    if isinstance(w, QGroupBox):
        out.append(w.title())
    if isinstance(w, QComboBox):
        out += [w.itemText(i) for i in range(w.count())]
    if isinstance(w, QLineEdit):
        out.append(w.placeholderText())
    if isinstance(w, (QPlainTextEdit, QTextEdit)) and w.isReadOnly():
        out.append(w.toPlainText())
    if isinstance(w, QTabWidget):
        out += [w.tabText(i) for i in range(w.count())]
    if isinstance(w, QTabBar):
        out += [w.tabToolTip(i) for i in range(w.count())]
    if isinstance(w, QAbstractItemView):
        out += _model_texts(w)
    return [t for t in out if t and any(ch.isalpha() for ch in t)]


def widget_texts(window: QWidget) -> Texts:
    """The texts of every shown widget of the window and of its open dialogs, and of its actions
    (menus), by where they stand."""
    out: Texts = defaultdict(list)
    for w in [window, *window.findChildren(QWidget)]:
        if w.isVisible():
            out[_where(w)] += _own_texts(w)
    for action in window.findChildren(QAction):
        out[f"action:{action.objectName()}"] += [t for t in (action.text(), action.toolTip()) if t]
        menu = action.menu()
        if menu is not None:
            out[f"menu:{action.objectName()}"].append(menu.title())
    return {k: sorted(v) for k, v in out.items() if v}


def scene_texts(scene: Any) -> list[str]:
    """What a drawn chart says: each box (a fan's lines), each arrow's answers, each hover text."""
    out = []
    for item in scene.items():
        if isinstance(item, ChooseItem):
            out += [item.heading, *item.lines]
        elif isinstance(item, NodeItem):
            out.append(item.text)
        elif isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        if item.toolTip():
            out.append(item.toolTip())
    return sorted(out)


def chart_texts(window: Any) -> Texts:
    """Every chart of every bot's chart set as the flowchart draws it (laid out before or not);
    then the flowchart shows the game's own chart again."""
    view = window.controller.view
    flowchart = window.flowchart
    out: Texts = {}
    for chart_set in view.chart_sets:
        for chart_id in chart_set.charts:
            shown = ChartView(
                view.pack_id,
                chart_set.charts,
                chart_set.variants,
                chart_id,
                None,
                (),
                sources=chart_set.sources,
                words=chart_set.words,
            )
            flowchart.show_chart(shown)
            scene = flowchart.current_scene()
            assert scene is not None, f"{chart_id} is not drawn"
            out[f"chart:{'+'.join(chart_set.variants)}:{chart_id}"] = scene_texts(scene)
    flowchart.show_view(view.chart)
    return out
