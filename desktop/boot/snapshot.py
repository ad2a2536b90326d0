"""Snapshot mode (`--snapshot OUT`): open a game, optionally play a few steps, let the window paint
and lay out, then write OUT.png (the window) and OUT.json (where every visible widget is, its
text and font size, its accessible name and description, whether it takes the keyboard focus,
and what the flowchart shows) and quit; with `--table-display LANG` also OUT-table.png and
OUT-table.json of the table display. How the README's screenshots are made
and how tests check that everything that matters is in view."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QScrollBar,
    QTabBar,
    QWidget,
)

from desktop.core.file_words import at
from desktop.core.messages import Message, Said
from desktop.core.safe_read import cannot_be_read
from desktop.core.store.game_store import SUFFIX, StoreError, open_game
from desktop.core.store.saves import SaveError, load_session
from desktop.ui.chart.flowchart import FlowchartView
from desktop.ui.controller import GameController

SETTLE_MS = 400  # time given to layouts and paints after the last change


def open_copy(controller: GameController, file: Path, scratch: Path) -> bool:
    """Open a copy of FILE (a game file or a JSON save) made in `scratch`, so nothing the
    snapshot plays is written to the player's file; problems name FILE itself."""
    copy = scratch / file.name
    try:
        shutil.copyfile(file, copy)
    except OSError as exc:
        controller.failed.emit(at(file, cannot_be_read(exc)))
        return False
    try:
        if file.suffix == SUFFIX:
            game = open_game(copy, controller.packs)
            session, warnings = game.session, game.warnings
        else:
            session, warnings = load_session(copy, controller.packs)
    except (StoreError, SaveError) as exc:
        controller.failed.emit(naming(exc.message, copy, file))
        return False
    controller.adopt(session)  # played here only: no game of the library is made of it
    for warning in warnings:
        controller.warned.emit(naming(warning, copy, file))
    return True


def naming(said: Said, copy: Path, file: Path) -> Said:
    """`said` with the scratch copy's path put back as FILE's, still a message the window says
    in its language (rendered plain here, it stayed English in a Polish window)."""
    if isinstance(said, str):
        return said.replace(str(copy), str(file))
    params = {k: naming(v, copy, file) if isinstance(v, str | Message) else v for k, v in said.params.items()}
    return Message(said.context, said.text, params, said.count, said.sense)


def play_demo(controller: GameController, steps: int) -> int:
    """Start the active bot's turn (unless its chart runs) and take up to `steps` steps: the first
    answer of each question, the lowest number, the app's roll, Done. Returns the steps taken."""
    if controller.session is None or steps <= 0:
        return 0
    if controller.step() is None:
        controller.start_turn()
    taken = 0
    while taken < steps:
        step = controller.step()
        if step is None:
            break
        if step.kind == "ask":
            ok = controller.answer(step.options[0].id)
        elif step.kind == "number" and step.number is not None:
            ok = controller.answer(str(step.number["min"]))
        elif step.kind == "roll":
            ok = controller.roll(None)
        else:
            ok = controller.done()
        if not ok:
            break
        taken += 1
    return taken


def settle(app: QApplication, ms: int = SETTLE_MS) -> None:
    """Let queued layouts, deferred deletes and paints run for a while."""
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def widget_text(w: QWidget) -> str:
    """What a widget shows as text ("" for widgets without one)."""
    if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
        return w.text()
    if isinstance(w, QGroupBox):
        return w.title()
    if isinstance(w, QComboBox):
        return w.currentText()
    return ""


INTERACTIVE = (QAbstractButton, QLineEdit, QAbstractSpinBox, QComboBox, QAbstractScrollArea, QTabBar)


def interactive(w: QWidget) -> bool:
    """Whether a player acts on the widget (clicks, types, scrolls, picks): a screen reader must
    name it. The parts Qt builds inside a control (a spin box's field, a tab bar's arrows, scroll
    bars) are named by the control."""
    if not isinstance(w, INTERACTIVE) or isinstance(w, QScrollBar):
        return False
    parent = w.parentWidget()
    return not isinstance(parent, (QAbstractSpinBox, QComboBox, QTabBar))


VALUE_SHOWN = (QLineEdit, QAbstractSpinBox, QComboBox, QAbstractScrollArea, QTabBar)


def spoken_name(w: QWidget) -> str:
    """The name a screen reader gives the widget: its accessible name, else a button's words (a
    field's text is its value, not its name)."""
    if w.accessibleName():
        return w.accessibleName()
    if isinstance(w, VALUE_SHOWN):
        return ""
    return widget_text(w).replace("&&", "\0").replace("&", "").replace("\0", "&")


def takes_focus(w: QWidget) -> bool:
    """Whether the keyboard (Tab) reaches the widget."""
    return bool(w.focusPolicy() & Qt.FocusPolicy.TabFocus) and w.isEnabled()


def widgets(window: QWidget) -> list[dict[str, Any]]:
    """One entry per visible widget of the window, geometry in window pixels."""
    out = []
    for w in window.findChildren(QWidget):
        if not w.isVisible() or w.window() is not window:
            continue
        at = w.mapTo(window, QPoint(0, 0))
        out.append(
            {
                "objectName": w.objectName(),
                "class": type(w).__name__,
                "x": at.x(),
                "y": at.y(),
                "width": w.width(),
                "height": w.height(),
                "visible": True,
                "enabled": w.isEnabled(),
                "text": widget_text(w),
                "font_px": QFontInfo(w.font()).pixelSize(),
                "accessibleName": w.accessibleName(),
                "name": spoken_name(w),
                "accessibleDescription": w.accessibleDescription(),
                "interactive": interactive(w),
                "focus": takes_focus(w),
            }
        )
    return out


def flowchart_info(chart: FlowchartView) -> dict[str, Any]:
    """The chart's viewport, where its current node is in it, and that node's text size as shown."""
    viewport = chart.viewport()
    scene = chart.current_scene()
    current = getattr(scene, "current", None) if scene is not None else None
    item = scene.nodes.get(current) if scene is not None and current else None
    node: dict[str, int] | None = None
    text_px: float | None = None
    if item is not None:
        rect = chart.mapFromScene(item.sceneBoundingRect()).boundingRect()
        node = {"x": rect.x(), "y": rect.y(), "width": rect.width(), "height": rect.height()}
        text_px = round(QFontInfo(item.font).pixelSize() * chart.transform().m11(), 1)
    return {
        "viewport": {"width": viewport.width(), "height": viewport.height()},
        "current_node": node,
        "current_text_px": text_px,
    }


def describe(window: QMainWindow) -> dict[str, Any]:
    """The snapshot's JSON."""
    flowchart = window.findChild(FlowchartView, "flowchart")
    return {
        "window": {"width": window.width(), "height": window.height()},
        "widgets": widgets(window),
        "flowchart": flowchart_info(flowchart) if flowchart is not None else None,
    }


def write_snapshot(app: QApplication, window: QMainWindow, out: Path) -> tuple[Path, Path]:
    """Write OUT.png and OUT.json of the window as it is now shown."""
    settle(app)
    png, js = out.with_name(out.name + ".png"), out.with_name(out.name + ".json")
    out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(png), "PNG"):
        raise OSError(f"{png}: cannot be written")
    js.write_text(json.dumps(describe(window), ensure_ascii=False, indent=1), encoding="utf-8")
    return png, js


# ---- the table display (--table-display LANG) ----------------------------------------------

TABLE_SIZE = (1920, 1080)  # the display as a television or a monitor at the table shows it


def table_out(out: Path) -> Path:
    """OUT-table: where the table display's snapshot goes beside OUT's."""
    return out.with_name(out.name + "-table")


def describe_table(display: QWidget, language: str) -> dict[str, Any]:
    """The table display's JSON: its size, its language and its visible widgets (as OUT.json
    lists the main window's; `tableStep` is the instruction)."""
    return {
        "window": {"width": display.width(), "height": display.height()},
        "language": language,
        "widgets": widgets(display),
    }


def write_table_snapshot(app: QApplication, display: QWidget, language: str, out: Path) -> tuple[Path, Path]:
    """Write OUT-table.png and OUT-table.json of the table display as it is now shown."""
    settle(app, SETTLE_MS // 4)
    base = table_out(out)
    png, js = base.with_name(base.name + ".png"), base.with_name(base.name + ".json")
    if not display.grab().save(str(png), "PNG"):
        raise OSError(f"{png}: cannot be written")
    js.write_text(
        json.dumps(describe_table(display, language), ensure_ascii=False, indent=1), encoding="utf-8"
    )
    return png, js
