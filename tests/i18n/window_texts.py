"""What a player can read in a window: every visible text, and which of it is still English."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from tools.i18n.tsfile import read_ts

_WORD = re.compile(r"[A-Za-z][A-Za-z'’]{2,}")


def _has_children(model: Any, idx: Any) -> bool:
    try:
        return bool(model.hasChildren(idx))
    except TypeError:  # list models hide hasChildren: flat
        return False


def _model_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    out: list[str] = []
    stack = [view.rootIndex()]
    while stack:
        parent = stack.pop()
        try:
            columns = model.columnCount(parent)
        except TypeError:  # list models hide columnCount
            columns = 1
        for r in range(model.rowCount(parent)):
            for c in range(columns):
                idx = model.index(r, c, parent)
                value = model.data(idx, Qt.ItemDataRole.DisplayRole)
                if isinstance(value, str):
                    out.append(value)
                if c == 0 and _has_children(model, idx):
                    stack.append(idx)
    return out


def _menu_texts(actions: list[QAction]) -> list[str]:
    out: list[str] = []
    for act in actions:
        out.append(act.text())
        menu = act.menu()
        if isinstance(menu, QMenu):
            out += _menu_texts(menu.actions())
    return out


def visible_texts(window: QWidget) -> list[str]:
    """Every text the window shows: labels, buttons, tabs, lists, menus, the chart's nodes."""
    out: list[str] = [window.windowTitle()]
    for w in [window, *window.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel):
            out.append(w.text())
        elif isinstance(w, QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out += [w.text(), w.placeholderText()]
        elif isinstance(w, (QPlainTextEdit, QTextEdit)):
            out.append(w.toPlainText())
        if isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        if isinstance(w, QAbstractItemView):
            out += _model_texts(w)
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if isinstance(item, QGraphicsSimpleTextItem):
                    out.append(item.text())
                elif isinstance(item, QGraphicsTextItem):
                    out.append(item.toPlainText())
                elif isinstance(getattr(item, "text", None), str):
                    out.append(item.text)
        if w.toolTip():
            out.append(w.toolTip())
    menubar = getattr(window, "menuBar", None)
    if callable(menubar):
        out += _menu_texts(menubar().actions())
    return [t.replace("&", "") for t in out if t and t.strip()]


def english_only_words(translations: Path, lang: str, catalogues: list[str]) -> set[str]:
    """Words of the English sources that no translation into `lang` uses: seeing one of them in
    `lang` mode means English was left. Words a translation keeps (names, abbreviations,
    key names like Enter) are not counted."""
    english: set[str] = set()
    kept: set[str] = set()
    for path in translations.glob(f"*_{lang}.ts"):
        for e in read_ts(path):
            # a menu accelerator splits no word ("Pro&file" shows "Profile")
            kept |= set(_WORD.findall(" ".join(e.forms()).replace("&", "")))
            if path.stem.rsplit("_", 1)[0] in catalogues:
                english |= set(_WORD.findall(re.sub(r"\{[^}]*\}", " ", e.source).replace("&", "")))
    return english - kept


def english_left(texts: list[str], english: set[str]) -> list[str]:
    """The texts that contain an English-only word."""
    return [t for t in texts if set(_WORD.findall(t)) & english]
