"""A list of entries in a profile form, or a tree of them (entries nested under their own list):
the entries, buttons to add, nest, remove and move them, and a form for the selected one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from desktop.core.profile.profile_schema import Path, Shape, item_words, new_item, new_value
from desktop.core.profile.profiles import Problem
from desktop.ui.forms.schema_fields import REFUSED, Editor, summary
from desktop.ui.language import render

if TYPE_CHECKING:
    from desktop.ui.forms.schema_form import SchemaForm


class ItemsEditor(QGroupBox, Editor):
    """A list of entries (or a tree of them, nested under their `children`) under its title: the
    entries, buttons to add, nest, remove and move them, and a form for the selected one."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        assert shape.item is not None
        self.item = shape.item
        self.tree_mode = shape.kind == "tree"
        self.columns = self._columns()
        self.tree = QTreeWidget()
        self.tree.setColumnCount(len(self.columns))
        self.tree.setRootIsDecorated(self.tree_mode)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.currentItemChanged.connect(lambda item, _prev: self._select(item))
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        actions: list[tuple[str, Callable[[], None]]] = [("add", self.add_sibling)]
        if self.tree_mode:
            actions.append(("nest", self.add_child))
        actions += [
            ("remove", self.remove),
            ("up", lambda: self.move_entry(-1)),
            ("down", lambda: self.move_entry(1)),
        ]
        for key, slot in actions:
            button = QPushButton()
            button.setObjectName(f"items_{key}")
            button.clicked.connect(slot)
            row.addWidget(button)
            self.buttons[key] = button
        row.addStretch(1)
        self.detail_box = QGroupBox()
        self.detail = form.object_editor(self.item)
        self.nested_note = QLabel()
        self.nested_note.setWordWrap(True)
        box = QVBoxLayout(self.detail_box)
        box.addWidget(self.detail)
        box.addWidget(self.nested_note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addLayout(row)
        layout.addWidget(self.detail_box)
        self.selected: tuple[int, ...] | None = None
        form.item_editors.append(self)
        form.changed.connect(self.refresh_selected)
        self._select(None)

    def _columns(self) -> list[tuple[str, Shape]]:
        """The fields shown as columns: the die range first, then the others (three at most)."""
        props = list(self.item.props)
        span = self.item.span_prop
        props.sort(key=lambda p: p[0] != span)
        return props[:3]

    # ---- paths ----------------------------------------------------------------------------
    def item_path(self, where_: tuple[int, ...]) -> Path:
        """The document path of an entry given by its index at each level."""
        path: Path = self.path + (where_[0],)
        for index in where_[1:]:
            path += (self.item.children, index)
        return path

    def siblings_path(self, where_: tuple[int, ...]) -> Path:
        """The path of the list holding an entry."""
        return self.item_path(where_)[:-1]

    def entries(self) -> list[Any]:
        """The top-level entries in the document."""
        value = self.form.value_at(self.path)
        return value if isinstance(value, list) else []

    def current_value(self) -> Any:
        """The selected entry's data."""
        return self.form.value_at(self.item_path(self.selected)) if self.selected else None

    # ---- showing --------------------------------------------------------------------------
    def bind(self, path: Path) -> None:
        self.path = path
        self._select(None)

    def load(self, value: Any) -> None:
        self._fill(None)

    def _fill(self, select: tuple[int, ...] | None) -> None:
        """Show the entries from the document, then select one (the first when None)."""
        self.tree.blockSignals(True)
        self.tree.clear()
        for i, entry in enumerate(self.entries()):
            self.tree.addTopLevelItem(self._item(entry, (i,)))
        self.tree.expandAll()
        self.tree.blockSignals(False)
        if select is None and self.tree.topLevelItemCount():
            select = (0,)
        found = self._find(select) if select else None
        if found is not None:
            self.tree.setCurrentItem(found)
        else:
            self._select(None)

    def _item(self, entry: Any, where_: tuple[int, ...]) -> QTreeWidgetItem:
        item = QTreeWidgetItem()
        item.setData(0, Qt.ItemDataRole.UserRole, where_)
        kids = entry.get(self.item.children) if self.tree_mode and isinstance(entry, dict) else None
        for j, child in enumerate(kids or []):
            item.addChild(self._item(child, where_ + (j,)))
        self._paint(item, entry)
        return item

    def _paint(self, item: QTreeWidgetItem, entry: Any) -> None:
        where_ = item.data(0, Qt.ItemDataRole.UserRole)
        span = self.item.span_prop
        for col, (name, sub) in enumerate(self.columns):
            if name == span:
                text = item_words(self.shape, entry, where_[-1])
            elif item.childCount() and self.item.children_label is not None:
                text = render(self.item.children_label) if col == 1 else ""
            else:
                text = summary(sub, entry.get(name) if isinstance(entry, dict) else None)
            item.setText(col, text)

    def _find(self, where_: tuple[int, ...]) -> QTreeWidgetItem | None:
        if not where_ or where_[0] >= self.tree.topLevelItemCount():
            return None
        item = self.tree.topLevelItem(where_[0])
        for index in where_[1:]:
            if item is None or index >= item.childCount():
                return None
            item = item.child(index)
        return item

    def _all_items(self) -> list[QTreeWidgetItem]:
        """Every entry of the tree, nested ones too."""
        found: list[QTreeWidgetItem] = []
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop()
            if item is not None:
                found.append(item)
                stack += [item.child(i) for i in range(item.childCount())]
        return found

    def _select(self, item: QTreeWidgetItem | None) -> None:
        """Bind the entry form to the selected entry."""
        self.selected = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        self.detail_box.setEnabled(self.selected is not None)
        if self.selected is None:
            self.form.forget(self.path)
            self.nested_note.hide()
            return
        path = self.item_path(self.selected)
        self.form.register(path, self.detail_box, None)
        self.detail.bind(path)
        entry = self.form.value_at(path)
        self.detail.loaded(lambda: self.detail.load(entry))
        nested = bool(self.tree_mode and isinstance(entry, dict) and entry.get(self.item.children))
        span = self.item.span_prop
        self.detail.set_enabled_fields(not nested, {span} if span else set())
        self.nested_note.setVisible(nested)
        for button in ("remove", "up", "down"):
            self.buttons[button].setEnabled(True)

    def refresh_selected(self) -> None:
        """Repaint the selected entry after an edit in its form."""
        item = self.tree.currentItem()
        if item is not None and self.selected is not None:
            self._paint(item, self.current_value())

    # ---- editing ----------------------------------------------------------------------------
    def _store(self, path: Path, entries: list[Any], select: tuple[int, ...] | None) -> None:
        """Write a changed list into the document and show it."""
        self.form.edited(path, entries)
        self._fill(select)

    def add_sibling(self) -> None:
        """Add an entry after the last of the selected one's list (or to the top list)."""
        where_ = self.selected or (len(self.entries()),)
        path = self.siblings_path(where_)
        siblings = list(self.form.value_at(path) or [])
        siblings.append(new_item(self.shape, siblings))
        self._store(path, siblings, where_[:-1] + (len(siblings) - 1,))

    def add_child(self) -> None:
        """Nest an entry under the selected one, which then holds nothing else."""
        if self.selected is None:
            self.add_sibling()
            return
        path = self.item_path(self.selected)
        entry = dict(self.form.value_at(path) or {})
        kids = list(entry.get(self.item.children) or [])
        kids.append(new_item(self.shape, kids))
        entry[self.item.children] = kids
        if self.shape.leaf:
            span = self.item.span_prop
            for name, sub in self.item.props:
                if sub.nullable and name != span:
                    entry.pop(name, None)
        self._store(path[:-1], self._replaced(path, entry), self.selected + (len(kids) - 1,))

    def _replaced(self, path: Path, entry: Any) -> list[Any]:
        siblings = list(self.form.value_at(path[:-1]) or [])
        siblings[path[-1]] = entry
        return siblings

    def remove(self) -> None:
        """Remove the selected entry with everything nested in it."""
        if self.selected is None:
            return
        where_ = self.selected
        path = self.siblings_path(where_)
        siblings = list(self.form.value_at(path) or [])
        del siblings[where_[-1]]
        if not siblings and len(where_) > 1:  # the parent has no nested entry left
            parent_path = self.item_path(where_[:-1])
            parent = dict(self.form.value_at(parent_path) or {})
            parent.pop(self.item.children, None)
            if self.shape.leaf:
                leaf = self.item.prop(self.shape.leaf)
                if leaf is not None:
                    parent[self.shape.leaf] = new_value(Shape(**{**leaf.__dict__, "nullable": False}))
            self._store(parent_path[:-1], self._replaced(parent_path, parent), where_[:-1])
            return
        select = where_[:-1] + (min(where_[-1], len(siblings) - 1),) if siblings else where_[:-1] or None
        self._store(path, siblings, select)

    def move_entry(self, delta: int) -> None:
        """Move the selected entry up or down among its siblings (not QWidget.move)."""
        if self.selected is None:
            return
        where_ = self.selected
        path = self.siblings_path(where_)
        siblings = list(self.form.value_at(path) or [])
        new = where_[-1] + delta
        if not 0 <= new < len(siblings):
            return
        siblings[where_[-1]], siblings[new] = siblings[new], siblings[where_[-1]]
        self._store(path, siblings, where_[:-1] + (new,))

    # ---- refusals -------------------------------------------------------------------------
    def mark(self, problems: list[Problem]) -> None:
        """Entries with a refusal in them are red, the reasons in their tooltip."""
        marks: dict[tuple[int, ...], list[str]] = {}
        for problem in problems:
            where_ = self._entry_of(problem.path)
            if where_ is not None:
                marks.setdefault(where_, []).append(self.form.refusal_text(self.item_path(where_), problem))
        for item in self._all_items():
            reasons = marks.get(item.data(0, Qt.ItemDataRole.UserRole))
            brush = QBrush(QColor(REFUSED)) if reasons else QBrush()
            for col in range(len(self.columns)):
                item.setForeground(col, brush)
                item.setToolTip(col, "\n".join(reasons or []))

    def _entry_of(self, path: Path) -> tuple[int, ...] | None:
        """The deepest entry a document path lies in (None when outside this list)."""
        if path[: len(self.path)] != self.path or len(path) <= len(self.path):
            return None
        rest, where_ = path[len(self.path) :], []
        if not isinstance(rest[0], int):
            return None
        where_.append(rest[0])
        rest = rest[1:]
        while len(rest) >= 2 and rest[0] == self.item.children and isinstance(rest[1], int):
            where_.append(rest[1])
            rest = rest[2:]
        return tuple(where_)

    def retranslate_ui(self) -> None:
        self.setTitle(render(self.shape.label))
        labels = {
            "add": render(self.shape.add) if self.shape.add else self.tr("Add"),
            "nest": render(self.shape.nest) if self.shape.nest else self.tr("Add nested"),
            "remove": self.tr("Remove"),
            "up": self.tr("Move up"),
            "down": self.tr("Move down"),
        }
        for key, button in self.buttons.items():
            button.setText(labels[key])
        self.tree.setHeaderLabels([render(sub.label) for _n, sub in self.columns])
        self.detail_box.setTitle(self.tr("Selected entry"))
        self.nested_note.setText(self.tr("An entry with nested entries holds nothing else."))
        self.detail.retranslate_ui()
        for item in self._all_items():
            where_ = item.data(0, Qt.ItemDataRole.UserRole)
            self._paint(item, self.form.value_at(self.item_path(where_)))
