"""One piece per kind of mat value, each drawing its widgets in a field's editor and showing the
game's value there: a counter (− value +, and its cubes), a map (a value per key, flowing in
rows), a choice (a box, or words when only the bot changes it), a flag (a check box), cards (how
many, and the list to type), and a text or card id. `kind_of` picks it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel

from desktop.core.plain_data import dig_or_none
from desktop.ui.keys import press_on_tab
from desktop.ui.language import render
from desktop.ui.mat.cubes import TONE_COLOURS, CubesWidget
from desktop.ui.mat.value_widgets import CELL_GAP, SPACING, MarkCheckBox, MatCombo, cell
from desktop.ui.widgets.flow_layout import FlowLayout

if TYPE_CHECKING:
    from desktop.ui.mat.field_editor import FieldEditor

TEXT_CHARS = 8  # a text value's box: a word or two (a State Religion); longer text scrolls in it
CARD_CHARS = 4  # a card id


class Kind:
    """A text or a card's id (none: "—"): one box, the base of every other kind."""

    def build(self, editor: FieldEditor, leads: list[QLabel]) -> None:
        """The editor's widgets for its field (`leads`: the names that head a map's row)."""
        fld = editor.fld
        editor.row.addWidget(editor.line_edit(CARD_CHARS if fld.kind == "card" else TEXT_CHARS, fld.path))

    def show(self, editor: FieldEditor, value: Any) -> None:
        """Put a new value of the game into the editor's widgets."""
        editor.set_text(next(iter(editor.edits.values())), value)

    def parse(self, editor: FieldEditor, text: str) -> Any:
        """The value a typed text corrects the game to."""
        if editor.fld.kind == "card":
            return None if text in ("", "—") else text
        return text


class CounterKind(Kind):
    """A number: − value +, and the cubes beside them (wrapping in rows at the panel's width)."""

    def build(self, editor: FieldEditor, leads: list[QLabel]) -> None:
        fld = editor.fld
        row = QHBoxLayout()
        row.setSpacing(2)
        if fld.editable:
            row.addWidget(editor.stepper("−", -1))
        row.addWidget(editor.line_edit(editor.digits(), fld.path))
        if fld.editable:
            row.addWidget(editor.stepper("+", +1))
        editor.row.addLayout(row)
        if fld.display == "cubes":
            editor.cubes = CubesWidget(TONE_COLOURS[fld.tone])
            editor.row.addWidget(editor.cubes, 1, Qt.AlignmentFlag.AlignVCenter)

    def show(self, editor: FieldEditor, value: Any) -> None:
        super().show(editor, value)
        if editor.cubes is not None:
            editor.cubes.set_count(value if isinstance(value, int) else 0)


class MapKind(Kind):
    """A value per key ("Military 3 · Diplomacy 1"): the names that head it (the section's
    title, the map's label when it has one of its own), then one label and field per key,
    flowing in rows as wide as the panel."""

    def build(self, editor: FieldEditor, leads: list[QLabel]) -> None:
        fld = editor.fld
        flow = FlowLayout(spacing=CELL_GAP, row_spacing=SPACING)
        for lead in leads:
            flow.addWidget(lead)
        for key in fld.keys:
            label = QLabel()
            edit = editor.line_edit(editor.digits(), f"{fld.path}.{key.id}")
            flow.addWidget(cell(label, edit))
            editor.edits[str(key.id)], editor.key_labels[str(key.id)] = edit, label
        editor.row.addLayout(flow, 1)

    def show(self, editor: FieldEditor, value: Any) -> None:
        for key in editor.fld.keys:
            found = dig_or_none(value, str(key.id)) if isinstance(value, dict) else None
            editor.set_text(editor.edits[str(key.id)], found)


class ChoiceKind(Kind):
    """One of the pack's choices: a box to pick another, or words when only the bot changes it
    (never a control drawn as turned off)."""

    def build(self, editor: FieldEditor, leads: list[QLabel]) -> None:
        fld = editor.fld
        if not fld.editable:
            editor.row.addWidget(editor.line_edit(TEXT_CHARS, fld.path))
            return
        combo = editor.combo = MatCombo()
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for choice in fld.choices:
            combo.addItem("", choice.id)
        combo.setEnabled(fld.editable)
        combo.activated.connect(lambda _i: editor.commit(editor.fld.path, combo.currentData()))
        editor.row.addWidget(combo)

    def show(self, editor: FieldEditor, value: Any) -> None:
        if editor.combo is not None:
            editor.combo.setCurrentIndex(editor.combo.findData(value))
            return
        label = next((render(c.label) for c in editor.fld.choices if c.id == value), value)
        editor.set_text(next(iter(editor.edits.values())), label)


class FlagKind(Kind):
    """Yes or no: a check box."""

    def build(self, editor: FieldEditor, leads: list[QLabel]) -> None:
        check = editor.check = MarkCheckBox()
        check.setEnabled(editor.fld.editable)
        # Tab reaches it (Space ticks it then); a click leaves Space and Enter to the step
        press_on_tab(check)
        check.clicked.connect(lambda on: editor.commit(editor.fld.path, bool(on)))
        editor.row.addWidget(check)

    def show(self, editor: FieldEditor, value: Any) -> None:
        assert editor.check is not None
        editor.check.setChecked(bool(value))


class CardsKind(Kind):
    """A list of cards: how many (the list in its tooltip), and the list to type when the pack
    lets the player correct it."""

    def build(self, editor: FieldEditor, leads: list[QLabel]) -> None:
        editor.info = QLabel()
        editor.row.addWidget(editor.info)
        if editor.fld.editable:
            editor.row.addWidget(editor.line_edit(TEXT_CHARS, editor.fld.path))

    def show(self, editor: FieldEditor, value: Any) -> None:
        cards = value if isinstance(value, list) else []
        assert editor.info is not None
        editor.info.setText(editor.cards_text(len(cards)))
        editor.info.setToolTip(", ".join(map(str, cards)))
        if editor.edits:
            editor.set_text(next(iter(editor.edits.values())), value)

    def parse(self, editor: FieldEditor, text: str) -> Any:
        return [t.strip() for t in text.split(",") if t.strip()]


KINDS: dict[str, Kind] = {
    "counter": CounterKind(),
    "map": MapKind(),
    "choice": ChoiceKind(),
    "flag": FlagKind(),
    "cards": CardsKind(),
}
TEXT = Kind()  # any other kind: a text (or a card's id)


def kind_of(name: str) -> Kind:
    """The piece that draws and shows a field of kind `name`."""
    return KINDS.get(name, TEXT)
