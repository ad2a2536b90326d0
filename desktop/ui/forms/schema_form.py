"""A form for any profile, built from its schema's shapes: texts, numbers, choices, rows of them,
lists, maps, groups, and lists or trees of entries with a form for the selected one. The form
holds the document; the model's refusals are shown beside the field they concern."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from desktop.core.profile.profile_schema import Path, Shape, get_at, new_value, where
from desktop.core.profile.profiles import Problem
from desktop.ui.forms.schema_fields import (
    REFUSED,
    ChoiceEditor,
    Editor,
    FlagEditor,
    IntEditor,
    ListEditor,
    PicksEditor,
    RawEditor,
    RowEditor,
    TextEditor,
    key_label,
    refusal_label,
)
from desktop.ui.forms.schema_items import ItemsEditor
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.contrast_style import grow_indicators

__all__ = ["REFUSED", "SchemaForm", "make_editor"]


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
        self.problems: list[Problem] = []  # the refusals shown
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
        """Each refusal beside the nearest shown field; entries of lists marked too (kept, so a
        language switch says them again)."""
        self.problems = list(problems)
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
            return render(problem.reason)
        inner = where(self.shape, self.data, problem.path)[len(where(self.shape, self.data, path)) :]
        place = " › ".join(render(w) for w in inner)
        return f"{place}: {render(problem.reason)}" if place else render(problem.reason)

    def object_editor(self, shape: Shape) -> ObjectEditor:
        """A form for an object of this document (a list's selected entry)."""
        return ObjectEditor(self, shape)

    def retranslate_ui(self) -> None:
        """Labels of every editor, and the refusals shown, in the current language."""
        self.root.retranslate_ui()
        self.show_problems(self.problems)


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
        grow_indicators(self)
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


EDITORS: dict[str, Callable[[SchemaForm, Shape], Any]] = {
    "text": TextEditor,
    "int": IntEditor,
    "flag": FlagEditor,
    "choice": ChoiceEditor,
    "ints": RowEditor,
    "choices": RowEditor,
    "list": ListEditor,
    "picks": PicksEditor,
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
