"""A form for any profile, built from its schema's shapes: texts, numbers, choices, rows of them,
lists, maps, groups, and lists or trees of entries with a form for the selected one. The form
holds the document; the model's refusals are shown beside the field they concern."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import yaml
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.messages import Message
from desktop.core.profile_schema import Path, Shape, get_at, item_words, new_item, new_value, where
from desktop.core.profiles import Problem
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui

REFUSED = "#b91c1c"
SPIN_LIMIT = 999_999


def key_label(label: Message, key: Any) -> str:
    """A map key's label in the current language (`{key}` in it is the key)."""
    return render(Message(label.context, label.text, {"key": key}))


def summary(shape: Shape, value: Any) -> str:
    """A value in one short line, for the columns of a list."""
    if value is None:
        return ""
    if shape.kind == "choice":
        option = next((o for o in shape.options if o.id == value), None)
        return render(option.label) if option else str(value)
    if shape.kind == "object" and isinstance(value, dict):
        parts = [summary(sub, value.get(name)) for name, sub in shape.props]
        return ": ".join(p for p in parts if p)
    if shape.kind in ("ints", "list", "choices") and isinstance(value, list):
        item = shape.item
        return " ".join(summary(item, v) if item is not None else str(v) for v in value)
    return str(value)


class Slot:
    """Where a field of the document is shown: its editor and the label for its refusals."""

    def __init__(self, editor: QWidget, refusal: QLabel | None) -> None:
        self.editor, self.refusal = editor, refusal


class SchemaForm(QWidget):
    """Edits one profile document; `changed` after every edit by the player."""

    changed = Signal()
    """The player changed the document (it may not be valid yet)."""

    def __init__(self, shape: Shape, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shape = shape
        self.data: dict[str, Any] = {}
        self.slots: dict[Path, Slot] = {}
        self.item_editors: list[ItemsEditor] = []
        self.top_refusal = refusal_label()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.top_refusal)
        self.root = make_editor(self, shape)
        layout.addWidget(self.root)
        layout.addStretch(1)
        self.slots[()] = Slot(self.root, self.top_refusal)
        self.root.bind(())
        translate_ui(self)

    # ---- the document -----------------------------------------------------------------------
    def load(self, data: dict[str, Any]) -> None:
        """Show a document (a copy: the caller's data is never changed)."""
        self.data = copy.deepcopy(data)
        self.root.load(self.data)
        self.show_problems([])

    def edited(self, path: Path, value: Any) -> None:
        """A field was changed by the player: put the value into the document."""
        if not path:
            self.data = value if isinstance(value, dict) else {}
        else:
            here: Any = self.data
            for step, following in zip(path[:-1], path[1:], strict=True):
                if isinstance(here, dict) and here.get(step) is None:
                    here[step] = [] if isinstance(following, int) else {}
                here = here[step]
            if value is None and isinstance(here, dict):
                here.pop(path[-1], None)
            else:
                here[path[-1]] = value
        self.changed.emit()

    def value_at(self, path: Path) -> Any:
        """The document's value at a path."""
        return get_at(self.data, path)

    # ---- where fields are shown ---------------------------------------------------------------
    def register(self, path: Path, editor: QWidget, refusal: QLabel | None) -> None:
        """An editor shows the field at `path` now."""
        self.slots[path] = Slot(editor, refusal)

    def forget(self, prefix: Path) -> None:
        """Editors below `prefix` show other fields now (a list's form follows its selection)."""
        for path in [p for p in self.slots if p[: len(prefix)] == prefix and len(p) > len(prefix)]:
            del self.slots[path]

    def field(self, path: Path) -> Any:
        """The editor showing the field at `path` (None when it is not shown)."""
        slot = self.slots.get(tuple(path))
        return slot.editor if slot else None

    # ---- refusals ---------------------------------------------------------------------------
    def show_problems(self, problems: list[Problem]) -> None:
        """Each refusal beside the nearest shown field; entries of lists marked too."""
        texts: dict[Path, list[str]] = {}
        for problem in problems:
            path = max((p for p in self.slots if problem.path[: len(p)] == p), key=len)
            texts.setdefault(path, []).append(self.refusal_text(path, problem))
        for path, slot in self.slots.items():
            if slot.refusal is not None:
                shown = "\n".join(texts.get(path, []))
                slot.refusal.setText(shown)
                slot.refusal.setVisible(bool(shown))
        for editor in self.item_editors:
            editor.mark(problems)

    def refusal_text(self, path: Path, problem: Problem) -> str:
        """A refusal as shown at `path`: the reason, after the fields below `path` if any."""
        if problem.path == path:
            return problem.reason
        inner = where(self.shape, self.data, problem.path)[len(where(self.shape, self.data, path)) :]
        place = " › ".join(render(w) for w in inner)
        return f"{place}: {problem.reason}" if place else problem.reason

    def retranslate_ui(self) -> None:
        """Labels of every editor in the current language."""
        self.root.retranslate_ui()


def refusal_label() -> QLabel:
    """A red line beside a field for what the model refuses in it (hidden when nothing)."""
    label = QLabel()
    label.setWordWrap(True)
    label.setObjectName("refusal")
    label.setStyleSheet(f"color: {REFUSED};")
    label.hide()
    return label


class Editor:
    """What every field editor does: show a value, stand at a path, say its texts."""

    form: SchemaForm
    shape: Shape
    path: Path = ()
    loading = False

    def bind(self, path: Path) -> None:
        """Show the field at `path` from now on."""
        self.path = path

    def load(self, value: Any) -> None:
        """Show a value without reporting it as an edit."""

    def retranslate_ui(self) -> None:
        """Texts in the current language."""

    def report(self, value: Any) -> None:
        """The player changed the value."""
        if not self.loading:
            self.form.edited(self.path, value)

    def loaded(self, show: Callable[[], None]) -> None:
        """Run `show` as a load (widget signals are not edits)."""
        self.loading = True
        try:
            show()
        finally:
            self.loading = False


class TextEditor(QLineEdit, Editor):
    """A text; the pack's hint is the placeholder."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        self.textChanged.connect(lambda text: self.report(text))

    def load(self, value: Any) -> None:
        self.loaded(lambda: self.setText("" if value is None else str(value)))

    def retranslate_ui(self) -> None:
        self.setPlaceholderText(render(self.shape.hint))


class IntEditor(QSpinBox, Editor):
    """A whole number within the schema's (or the pack's) bounds."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        lo = shape.minimum if shape.minimum is not None else -SPIN_LIMIT
        hi = shape.maximum if shape.maximum is not None else SPIN_LIMIT
        self.setRange(lo, hi)
        self.valueChanged.connect(lambda v: self.report(v))

    def load(self, value: Any) -> None:
        self.loaded(lambda: self.setValue(value if isinstance(value, int) else self.minimum()))


class FlagEditor(QCheckBox, Editor):
    """Yes or no."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        self.toggled.connect(lambda on: self.report(bool(on)))

    def load(self, value: Any) -> None:
        self.loaded(lambda: self.setChecked(bool(value)))


class ChoiceEditor(QComboBox, Editor):
    """One of the schema's values, by the pack's labels ("(none)" first when it may be empty)."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        self.values = ([None] if shape.nullable else []) + [o.id for o in shape.options]
        for _ in self.values:
            self.addItem("")
        self.currentIndexChanged.connect(
            lambda i: self.report(self.values[i]) if 0 <= i < len(self.values) else None
        )

    def load(self, value: Any) -> None:
        index = self.values.index(value) if value in self.values else -1
        self.loaded(lambda: self.setCurrentIndex(index))

    def retranslate_ui(self) -> None:
        offset = 1 if self.shape.nullable else 0
        if offset:
            self.setItemText(0, self.tr("(none)"))
        for i, option in enumerate(self.shape.options):
            self.setItemText(i + offset, render(option.label))


class RowEditor(QWidget, Editor):
    """A fixed row of numbers (spin boxes) or choices (combo boxes); a die range reads lo – hi."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        assert shape.item is not None
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # Numbers side by side; choices (long labels) two to a line.
        per_line = shape.count if shape.kind == "ints" else 2
        self.parts: list[Any] = []
        column = 0
        for i in range(shape.count):
            part: Any = (
                IntEditor(form, _bounded(shape.item, shape))
                if shape.kind == "ints"
                else ChoiceEditor(form, shape.item)
            )
            # A part's change is an edit of the whole row (not while the part is being loaded).
            part.report = lambda _v, part=part: None if part.loading else self.report(self.value())
            if i % per_line == 0:
                column = 0
            if i and shape.span:
                layout.addWidget(QLabel("–"), i // per_line, column)
                column += 1
            layout.addWidget(part, i // per_line, column)
            column += 1
            self.parts.append(part)
        layout.setColumnStretch(column, 1)

    @property
    def spins(self) -> list[QSpinBox]:
        """The row's spin boxes (a die range: low, high)."""
        return [p for p in self.parts if isinstance(p, QSpinBox)]

    def value(self) -> list[Any]:
        """The row as a list."""
        if self.shape.kind == "ints":
            return [p.value() for p in self.parts]
        return [p.values[p.currentIndex()] if p.currentIndex() >= 0 else None for p in self.parts]

    def load(self, value: Any) -> None:
        values = list(value) if isinstance(value, list) else []
        if self.shape.span and len(values) == 1:
            values = values * 2  # a range of one face
        for i, part in enumerate(self.parts):
            part.load(values[i] if i < len(values) else None)

    def retranslate_ui(self) -> None:
        for part in self.parts:
            part.retranslate_ui()


def _bounded(item: Shape, row: Shape) -> Shape:
    """The shape of one number of a row, with the row's bounds (the pack may give them)."""
    return Shape(**{**item.__dict__, "minimum": row.minimum, "maximum": row.maximum})


class ListEditor(QLineEdit, Editor):
    """A list typed as comma-separated values (whole numbers when the schema says so)."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        self.textChanged.connect(lambda text: self.report(self.parse(text)))

    def parse(self, text: str) -> list[Any]:
        """The typed values; a number list keeps what is not a number as text (and is refused)."""
        parts = [t.strip() for t in text.split(",") if t.strip()]
        if self.shape.numeric:
            return [int(p) if p.lstrip("-").isdigit() else p for p in parts]
        return parts

    def load(self, value: Any) -> None:
        text = ", ".join(map(str, value)) if isinstance(value, list) else ""
        self.loaded(lambda: self.setText(text))

    def retranslate_ui(self) -> None:
        self.setPlaceholderText(render(self.shape.hint))


class RawEditor(QPlainTextEdit, Editor):
    """Anything the form has no field for, typed as YAML."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        self.setMaximumHeight(120)
        self.textChanged.connect(self._typed)

    def _typed(self) -> None:
        try:
            value = yaml.safe_load(self.toPlainText())
        except yaml.YAMLError:
            value = self.toPlainText()  # the model refuses it and says why
        self.report(value)

    def load(self, value: Any) -> None:
        text = "" if value is None else yaml.safe_dump(value, allow_unicode=True, sort_keys=False)
        self.loaded(lambda: self.setPlainText(text))


class ObjectEditor(QWidget, Editor):
    """The fields of an object, one row each: label, editor, and the refusals below it."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.rows: list[tuple[str, QLabel | None, Any, QLabel]] = []
        self.hints: list[tuple[QLabel, Shape]] = []
        row = 0
        for name, sub in shape.props:
            editor = make_editor(form, sub)
            refusal = refusal_label()
            if isinstance(editor, QGroupBox):  # a group carries its own title
                self.grid.addWidget(editor, row, 0, 1, 2)
                label = None
            else:
                label = QLabel()
                label.setWordWrap(True)
                self.grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignTop)
                self.grid.addWidget(editor, row, 1)
            self.grid.addWidget(refusal, row + 1, 0, 1, 2)
            row += 2
            if sub.hint is not None and sub.kind not in ("text", "list", "map"):
                hint = QLabel()
                hint.setWordWrap(True)
                hint.setStyleSheet("color: palette(dark); font-size: small;")
                self.grid.addWidget(hint, row, 0, 1, 2)
                self.hints.append((hint, sub))
                row += 1
            self.rows.append((name, label, editor, refusal))
        self.grid.setColumnStretch(1, 1)

    def bind(self, path: Path) -> None:
        self.form.forget(path)
        self.path = path
        for name, _label, editor, refusal in self.rows:
            self.form.register(path + (name,), editor, refusal)
            editor.bind(path + (name,))

    def load(self, value: Any) -> None:
        data = value if isinstance(value, dict) else {}
        for name, _label, editor, _refusal in self.rows:
            editor.load(data.get(name))

    def editor(self, name: str) -> Any:
        """The editor of one field."""
        return next(e for n, _l, e, _r in self.rows if n == name)

    def set_enabled_fields(self, enabled: bool, keep: set[str]) -> None:
        """Enable or disable every field but `keep`."""
        for name, label, editor, _refusal in self.rows:
            if name not in keep:
                editor.setEnabled(enabled)
                if label is not None:
                    label.setEnabled(enabled)

    def retranslate_ui(self) -> None:
        for name, label, editor, _refusal in self.rows:
            sub = self.shape.prop(name)
            if label is not None and sub is not None:
                label.setText(render(sub.label))
            editor.retranslate_ui()
        for hint, sub in self.hints:
            hint.setText(render(sub.hint))


class GroupEditor(QGroupBox, Editor):
    """An object inside the document, in a titled box; an optional one is ticked to be present."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        self.inner = ObjectEditor(form, shape)
        layout = QVBoxLayout(self)
        layout.addWidget(self.inner)
        self.setCheckable(shape.nullable)
        self.toggled.connect(self._toggled)

    def _toggled(self, on: bool) -> None:
        if self.loading:
            return
        value = (
            new_value(Shape(**{**self.shape.__dict__, "nullable": False, "default": None})) if on else None
        )
        self.report(value)
        self.inner.loaded(lambda: self.inner.load(value))

    def bind(self, path: Path) -> None:
        self.path = path
        self.inner.bind(path)

    def field(self, *names: str) -> Any:
        """The editor of a field inside the group."""
        return self.form.field(self.path + names)

    def load(self, value: Any) -> None:
        def show() -> None:
            if self.isCheckable():
                self.setChecked(value is not None)
            self.inner.load(value)

        self.loaded(show)

    def retranslate_ui(self) -> None:
        self.setTitle(render(self.shape.label))
        self.inner.retranslate_ui()


class MapEditor(QWidget, Editor):
    """A mapping with the keys the pack names: one row per key."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        assert shape.item is not None
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.rows: list[tuple[Any, QLabel, Any]] = []
        for i, key in enumerate(shape.keys):
            label, editor = QLabel(), make_editor(form, shape.item)
            grid.addWidget(label, i, 0)
            grid.addWidget(editor, i, 1)
            self.rows.append((key.id, label, editor))
        grid.setColumnStretch(1, 1)

    def bind(self, path: Path) -> None:
        self.path = path
        for key, _label, editor in self.rows:
            self.form.register(path + (key,), editor, None)
            editor.bind(path + (key,))

    def load(self, value: Any) -> None:
        data = value if isinstance(value, dict) else {}
        for key, _label, editor in self.rows:
            editor.load(data.get(key, data.get(str(key))))

    def retranslate_ui(self) -> None:
        for (key, label, editor), option in zip(self.rows, self.shape.keys, strict=True):
            label.setText(key_label(option.label, key))
            editor.retranslate_ui()


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
        actions += [("remove", self.remove), ("up", lambda: self.move(-1)), ("down", lambda: self.move(1))]
        for key, slot in actions:
            button = QPushButton()
            button.setObjectName(f"items_{key}")
            button.clicked.connect(slot)
            row.addWidget(button)
            self.buttons[key] = button
        row.addStretch(1)
        self.detail_box = QGroupBox()
        self.detail = ObjectEditor(form, self.item)
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
            if index >= item.childCount():
                return None
            item = item.child(index)
        return item

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

    def move(self, delta: int) -> None:
        """Move the selected entry up or down among its siblings."""
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
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop()
            stack += [item.child(i) for i in range(item.childCount())]
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
        stack = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop()
            stack += [item.child(i) for i in range(item.childCount())]
            where_ = item.data(0, Qt.ItemDataRole.UserRole)
            self._paint(item, self.form.value_at(self.item_path(where_)))


EDITORS: dict[str, Callable[[SchemaForm, Shape], Any]] = {
    "text": TextEditor,
    "int": IntEditor,
    "flag": FlagEditor,
    "choice": ChoiceEditor,
    "ints": RowEditor,
    "choices": RowEditor,
    "list": ListEditor,
    "raw": RawEditor,
    "map": MapEditor,
    "items": ItemsEditor,
    "tree": ItemsEditor,
}


def make_editor(form: SchemaForm, shape: Shape) -> Any:
    """The editor for a shape: a group for an object inside the document, a plain form at the top."""
    if shape.kind == "object":
        return GroupEditor(form, shape) if shape.names else ObjectEditor(form, shape)
    return EDITORS[shape.kind](form, shape)
