"""One editor per kind of mat value: a counter (− value +, and its cubes), a map (a value per
key, flowing in rows), a choice (a box, or words when only the bot changes it), a flag (a check
box), cards (how many, and the list to type), and a text or card id. `make_editor` picks it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel

from desktop.core.plain_data import dig_or_none
from desktop.core.play.view import FieldView
from desktop.ui.keys import press_on_tab
from desktop.ui.language import render
from desktop.ui.mat.cubes import TONE_COLOURS, CubesWidget
from desktop.ui.mat.field_editor import FieldEditor, FieldOwner
from desktop.ui.mat.value_widgets import CELL_GAP, SPACING, MatCombo, cell
from desktop.ui.widgets.flow_layout import FlowLayout

TEXT_CHARS = 8  # a text value's box: a word or two (a State Religion); longer text scrolls in it
CARD_CHARS = 4  # a card id


class CounterEditor(FieldEditor):
    """A number: − value +, and the cubes beside them (wrapping in rows at the panel's width)."""

    def __init__(self, owner: FieldOwner, fld: FieldView) -> None:
        super().__init__(owner, fld)
        row = QHBoxLayout()
        row.setSpacing(2)
        if fld.editable:
            row.addWidget(self._stepper("−", -1))
        row.addWidget(self._line_edit(self._digits(), fld.path))
        if fld.editable:
            row.addWidget(self._stepper("+", +1))
        self.row.addLayout(row)
        if fld.display == "cubes":
            self.cubes = CubesWidget(TONE_COLOURS[fld.tone])
            self.row.addWidget(self.cubes, 1, Qt.AlignmentFlag.AlignVCenter)

    def show_value(self, value: Any) -> None:
        super().show_value(value)
        if self.cubes is not None:
            self.cubes.set_count(value if isinstance(value, int) else 0)


class MapEditor(FieldEditor):
    """A value per key ("Military 3 · Diplomacy 1"): the names that head it (the section's
    title, the map's label when it has one of its own), then one label and field per key,
    flowing in rows as wide as the panel."""

    def __init__(self, owner: FieldOwner, fld: FieldView, leads: list[QLabel]) -> None:
        super().__init__(owner, fld)
        flow = FlowLayout(spacing=CELL_GAP, row_spacing=SPACING)
        for lead in leads:
            flow.addWidget(lead)
        for key in fld.keys:
            label = QLabel()
            edit = self._line_edit(self._digits(), f"{fld.path}.{key.id}")
            flow.addWidget(cell(label, edit))
            self.edits[str(key.id)], self.key_labels[str(key.id)] = edit, label
        self.row.addLayout(flow, 1)

    def show_value(self, value: Any) -> None:
        for key in self.fld.keys:
            found = dig_or_none(value, str(key.id)) if isinstance(value, dict) else None
            self._set(self.edits[str(key.id)], found)


class ChoiceEditor(FieldEditor):
    """One of the pack's choices: a box to pick another, or words when only the bot changes it
    (never a control drawn as turned off)."""

    def __init__(self, owner: FieldOwner, fld: FieldView) -> None:
        super().__init__(owner, fld)
        if not fld.editable:
            self.row.addWidget(self._line_edit(TEXT_CHARS, fld.path))
            return
        combo = self.combo = MatCombo()
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for choice in fld.choices:
            combo.addItem("", choice.id)
        combo.setEnabled(fld.editable)
        combo.activated.connect(lambda _i: self._commit(self.fld.path, combo.currentData()))
        self.row.addWidget(combo)

    def show_value(self, value: Any) -> None:
        if self.combo is not None:
            self.combo.setCurrentIndex(self.combo.findData(value))
            return
        label = next((render(c.label) for c in self.fld.choices if c.id == value), value)
        self._set(next(iter(self.edits.values())), label)


class FlagEditor(FieldEditor):
    """Yes or no: a check box."""

    def __init__(self, owner: FieldOwner, fld: FieldView) -> None:
        super().__init__(owner, fld)
        check = self.check = QCheckBox()
        check.setEnabled(fld.editable)
        # Tab reaches it (Space ticks it then); a click leaves Space and Enter to the step
        press_on_tab(check)
        check.clicked.connect(lambda on: self._commit(self.fld.path, bool(on)))
        self.row.addWidget(check)

    def show_value(self, value: Any) -> None:
        assert self.check is not None
        self.check.setChecked(bool(value))


class CardsEditor(FieldEditor):
    """A list of cards: how many (the list in its tooltip), and the list to type when the pack
    lets the player correct it."""

    def __init__(self, owner: FieldOwner, fld: FieldView) -> None:
        super().__init__(owner, fld)
        self.info = QLabel()
        self.row.addWidget(self.info)
        if fld.editable:
            self.row.addWidget(self._line_edit(TEXT_CHARS, fld.path))

    def show_value(self, value: Any) -> None:
        cards = value if isinstance(value, list) else []
        assert self.info is not None
        self.info.setText(self.cards_text(len(cards)))
        self.info.setToolTip(", ".join(map(str, cards)))
        if self.edits:
            self._set(next(iter(self.edits.values())), value)

    def parse(self, text: str) -> Any:
        return [t.strip() for t in text.split(",") if t.strip()]


class TextEditor(FieldEditor):
    """A text, or a card's id (none: "—")."""

    def __init__(self, owner: FieldOwner, fld: FieldView) -> None:
        super().__init__(owner, fld)
        self.row.addWidget(self._line_edit(CARD_CHARS if fld.kind == "card" else TEXT_CHARS, fld.path))

    def parse(self, text: str) -> Any:
        if self.fld.kind == "card":
            return None if text in ("", "—") else text
        return text


KINDS: dict[str, type[FieldEditor]] = {
    "counter": CounterEditor,
    "choice": ChoiceEditor,
    "flag": FlagEditor,
    "cards": CardsEditor,
}  # a map takes the names that head its row too; any other kind is a text


def make_editor(owner: FieldOwner, fld: FieldView, leads: list[QLabel] | None = None) -> FieldEditor:
    """The editor of a field's kind (`leads`: the names that head a map's row)."""
    if fld.kind == "map":
        return MapEditor(owner, fld, leads or [])
    return KINDS.get(fld.kind, TextEditor)(owner, fld)
