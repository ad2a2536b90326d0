"""The fields of a profile form: text, whole number, yes/no, choice, a row of numbers or choices,
a comma-separated list, raw YAML. Each shows a value and reports the player's edits to its form."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path as FilePath
from typing import TYPE_CHECKING, Any

import yaml
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from desktop.core.messages import Message
from desktop.core.pack.yaml_source import LoadError, load_yaml_text
from desktop.core.profile.profile_schema import MAX_ROW, Path, Shape
from desktop.ui.language import render
from desktop.ui.tones import use_tone
from desktop.ui.widgets.contrast_style import grow_indicators

if TYPE_CHECKING:
    from desktop.ui.forms.schema_form import SchemaForm

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
    if shape.kind in ("ints", "list", "choices", "picks") and isinstance(value, list):
        item = shape.item
        return " ".join(summary(item, v) if item is not None else str(v) for v in value)
    return str(value)


def refusal_label() -> QLabel:
    """A red line beside a field for what the model refuses in it (hidden when nothing)."""
    label = QLabel()
    label.setWordWrap(True)
    label.setObjectName("refusal")
    use_tone(label, "error")  # red that reads in either theme
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
        grow_indicators(self)
        self.toggled.connect(lambda on: self.report(bool(on)))

    def load(self, value: Any) -> None:
        self.loaded(lambda: self.setChecked(bool(value)))


class ChoiceEditor(QComboBox, Editor):
    """One of the schema's values, by the pack's labels ("(none)" first when it may be empty)."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        self.empty: Callable[[], str] | None = None  # the words for no value, when not "(none)"
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
            self.setItemText(0, self.empty() if self.empty is not None else self.tr("(none)"))
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


class PicksEditor(QWidget, Editor):
    """Choices in order, as many as there are: one box per value and an empty one after them to
    add the next; "(none)" in a box takes its value out."""

    def __init__(self, form: SchemaForm, shape: Shape) -> None:
        super().__init__()
        self.form, self.shape = form, shape
        assert shape.item is not None
        self.item = Shape(**{**shape.item.__dict__, "nullable": True, "default": None})
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.parts: list[ChoiceEditor] = []
        self._show([])

    def value(self) -> list[Any]:
        """The values chosen, in order."""
        chosen = [p.values[p.currentIndex()] for p in self.parts if p.currentIndex() >= 0]
        return [v for v in chosen if v is not None]

    def _reporter(self, part: ChoiceEditor) -> Callable[[Any], None]:
        """What a box does when its choice changes: the list changed, unless it is loading."""

        def report(_value: Any) -> None:
            if not part.loading:
                self._picked()

        return report

    def _show(self, values: list[Any]) -> None:
        """One box per value and an empty one (as many as a row holds)."""
        count = min(len(values) + 1, MAX_ROW)
        while len(self.parts) < count:
            part = ChoiceEditor(self.form, self.item)
            # A box's change is an edit of the whole list (not while the box is being loaded).
            part.report = self._reporter(part)  # type: ignore[method-assign, assignment]
            part.retranslate_ui()
            self.row.insertWidget(len(self.parts), part)
            self.parts.append(part)
        while len(self.parts) > count:
            self.parts.pop().deleteLater()
        for i, part in enumerate(self.parts):
            part.load(values[i] if i < len(values) else None)

    def _picked(self) -> None:
        self.report(self.value())
        # The boxes follow the list once the box that changed has finished its signal.
        QTimer.singleShot(0, self, lambda: self.loaded(lambda: self._show(self.value())))

    def load(self, value: Any) -> None:
        values = list(value) if isinstance(value, list) else []
        self.loaded(lambda: self._show(values))

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
            # Bounded like every file read (size, depth, alias expansion): pasted text is input too.
            value = load_yaml_text(self.toPlainText(), FilePath("typed")).data
        except LoadError:
            value = self.toPlainText()  # the model refuses it and says why
        self.report(value)

    def load(self, value: Any) -> None:
        text = "" if value is None else yaml.safe_dump(value, allow_unicode=True, sort_keys=False)
        self.loaded(lambda: self.setPlainText(text))
