"""What every editor of a mat value shares, whatever its kind: its names and hint in the current
language, putting the game's value back, and committing a typed value as an undoable correction
(a refusal said in the window's message bar). Each kind draws and shows its value in
field_kinds.py."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from desktop.core.messages import Message, Said
from desktop.core.plain_data import dig_or_none
from desktop.core.play.view import FieldView
from desktop.ui.language import render
from desktop.ui.mat.cubes import CubesWidget
from desktop.ui.mat.field_kinds import kind_of
from desktop.ui.mat.mat_edit import MatEdit
from desktop.ui.mat.value_widgets import SPACING, Stepper, shown_text
from desktop.ui.translated_later import QT_TRANSLATE_NOOP


class FieldOwner(Protocol):
    """The panel a mat belongs to: it corrects the game, and says what a field refused."""

    def correct(self, path: str, value: Any) -> bool:
        """Correct the game's value at `path`; False when the game refused it."""
        ...

    def tell(self, said: Said, again: bool) -> None:
        """Say something about a field in the message bar (`again`: the value shown again)."""
        ...


class FieldEditor(QWidget):
    """One mat value: shown as the view gives it, and (when the pack allows) corrected by hand as
    an undoable event; counters get − and + for a one-tap correction."""

    def __init__(self, owner: FieldOwner, fld: FieldView, leads: list[QLabel] | None = None) -> None:
        super().__init__()
        self.owner, self.fld = owner, fld
        self.value: Any = object()
        self.edits: dict[str, MatEdit] = {}
        self.key_labels: dict[str, QLabel] = {}
        self.cubes: CubesWidget | None = None
        self.combo: QComboBox | None = None
        self.check: QCheckBox | None = None
        self.info: QLabel | None = None
        self.hint_label: QLabel | None = None
        self.steppers: list[QToolButton] = []
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(SPACING)
        self.kind = kind_of(fld.kind)  # what draws and shows a value of this kind
        self.kind.build(self, leads or [])

    def stepper(self, text: str, delta: int) -> QToolButton:
        """A − or + button that corrects the counter by `delta`."""
        button = Stepper()
        button.setObjectName(("less:" if delta < 0 else "more:") + self.fld.path)
        button.setText(text)
        button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setAutoRepeat(False)
        button.clicked.connect(lambda _=False: self._step_by(delta))
        self.steppers.append(button)
        return button

    def _step_by(self, delta: int) -> None:
        value = self.fld.value
        if isinstance(value, int) and not isinstance(value, bool):
            self.commit(self.fld.path, value + delta)

    def digits(self) -> int:
        """How many digits a number of this field shows whole (its maximum's, else three)."""
        top = self.fld.maximum
        return max(len(str(top)), 2) if top is not None and top >= 0 else 3

    def line_edit(self, chars: int, path: str) -> MatEdit:
        """A value's box, `chars` characters wide (words without a box when only the bot changes
        the value)."""
        edit = MatEdit(path, self)
        edit.chars = chars
        edit.setReadOnly(not self.fld.editable)
        if self.fld.editable and self.fld.kind in ("counter", "map"):
            low = self.fld.minimum
            edit.take_numbers(negative=low is None or low < 0)
        if self.fld.editable:  # a wider box would push its row's neighbour to the next row
            edit.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        else:  # a value only the bot changes reads as a value, not a box
            edit.setFrame(False)
            ground = QPalette()  # only the ground is set: the theme gives every other colour
            ground.setColor(QPalette.ColorRole.Base, Qt.GlobalColor.transparent)
            edit.setPalette(ground)
        self.edits.setdefault(path, edit)
        return edit

    def retranslate_ui(self) -> None:
        """Key labels, choice labels and the hint in the current language."""
        for key in self.fld.keys:
            self.key_labels[str(key.id)].setText(render(key.label))
        if self.combo is not None:
            for i, choice in enumerate(self.fld.choices):
                self.combo.setItemText(i, render(choice.label))
        self._name(render(self.fld.label), render(self.fld.hint))
        tip = render(self.fld.hint)
        if self.hint_label is not None and self.hint_label.text() != tip:
            self.hint_label.setText(tip)
        if self.fld.editable:
            tip = (tip + "\n" if tip else "") + self.tr(
                "Type a value and press Enter to correct it (undoable); Escape puts the value back."
            )
        self.setToolTip(tip)
        for button in self.steppers:
            button.setToolTip(
                self.tr("One less (undoable)") if button.text() == "−" else self.tr("One more (undoable)")
            )
        self.value = object()  # force the next show() to rewrite texts (e.g. "—")
        self.show_field(self.fld)

    def _name(self, label: str, hint: str) -> None:
        """What a screen reader says for each part: the field's label (a map's key after it),
        "one less" and "one more" on − and +, the hint as the description."""
        keys = {str(k.id): render(k.label) for k in self.fld.keys}
        for path, edit in self.edits.items():
            key = keys.get(path)
            edit.setAccessibleName(f"{label}: {key}" if key else label)
            edit.setAccessibleDescription(hint)
        for box in (self.combo, self.check, self.info, self.cubes):
            if box is not None:
                box.setAccessibleName(label)
                box.setAccessibleDescription(hint)
        for button in self.steppers:
            words = self.tr("{field}: one less") if button.text() == "−" else self.tr("{field}: one more")
            button.setAccessibleName(words.replace("{field}", label))

    def show_field(self, fld: FieldView) -> None:
        """Put the tracked value and hint into the widgets (a field being typed in keeps what the
        player typed until it is committed or put back)."""
        if fld.hint != self.fld.hint:
            self.fld = fld
            self.retranslate_ui()
            return
        self.fld = fld
        value = fld.value
        if value == self.value:
            return
        self.value = value
        self.kind.show(self, value)
        self._bound_steppers()

    def _bound_steppers(self) -> None:
        value = self.fld.value
        for button in self.steppers:
            up = button.text() == "+"
            limit = self.fld.maximum if up else self.fld.minimum
            button.setEnabled(
                isinstance(value, int) and (limit is None or (value < limit if up else value > limit))
            )

    @staticmethod
    def set_text(edit: QLineEdit, value: Any) -> None:
        """Show `value` in a box (never over what the player is typing there)."""
        text = shown_text(value)
        if edit.text() != text and not (edit.hasFocus() and edit.isModified()):
            edit.setText(text)
            edit.setModified(False)

    def game_text(self, path: str) -> str:
        """The game's value of `path` (the field or one key of a map) as the field shows it."""
        old = self.fld.value
        if path != self.fld.path:  # one key of a map
            old = dig_or_none(old, path[len(self.fld.path) + 1 :]) if isinstance(old, dict) else None
        return shown_text(old)

    def put_back(self, edit: QLineEdit) -> None:
        """Show the game's value again (Escape, or a refused correction)."""
        edit.setText(self.game_text(edit.path if isinstance(edit, MatEdit) else self.fld.path))
        edit.setModified(False)

    def name_of(self, path: str) -> Said:
        """The player's name of a field, or of one key of a map ("Military")."""
        key = path[len(self.fld.path) + 1 :] if path != self.fld.path else ""
        found = next((k for k in self.fld.keys if str(k.id) == key), None) if key else None
        return found.label if found is not None else self.fld.label

    def key_refused(self, edit: MatEdit) -> None:
        """A key the field cannot hold (a letter in a number): not typed, and said."""
        low, high = self.fld.minimum, self.fld.maximum
        field = self.name_of(edit.path)
        if low is not None and high is not None:
            text = QT_TRANSLATE_NOOP("FieldEditor", "{field} takes a whole number from {min} to {max}.")
            said = Message("FieldEditor", text, {"field": field, "min": low, "max": high})
        else:
            text = QT_TRANSLATE_NOOP("FieldEditor", "{field} takes a whole number.")
            said = Message("FieldEditor", text, {"field": field})
        self.owner.tell(said, False)

    def commit_text(self, path: str, edit: QLineEdit) -> None:
        """Enter or leaving the field: correct the game to the typed value; a refusal says why
        (the window's message bar) and that the game's value is shown again."""
        if edit.isReadOnly():
            return
        text = edit.text().strip()
        if text == self.game_text(path) or (text == "" and self.game_text(path) == "—"):
            edit.setModified(False)
            return
        value = self.kind.parse(self, text)
        if not self.commit(path, value):
            self.put_back(edit)
            if isinstance(edit, MatEdit):
                edit.refused = True
            back = QT_TRANSLATE_NOOP("FieldEditor", "{field} shows {value} again.")
            again = Message("FieldEditor", back, {"field": self.name_of(path), "value": self.game_text(path)})
            self.owner.tell(again, True)
        edit.setModified(False)

    def commit(self, path: str, value: Any) -> bool:
        """Correct the game's value at `path`; a refusal shows the game's value again."""
        ok = self.owner.correct(path, value)
        if not ok:
            self.value = object()
            self.show_field(self.fld)
        return ok

    def cards_text(self, count: int) -> str:
        """How many cards a cards field holds ("3 cards")."""
        return self.tr("%n card(s)", "", count)
