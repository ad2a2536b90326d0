"""A bot's panel: its mat at the top (drawn from the pack's `mat:` as data, every value corrected
by hand), then its turn, Stop, the round's routines in one row and the rare ones in a menu."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QRectF, QRegularExpression, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QPainter,
    QPalette,
    QPen,
    QRegularExpressionValidator,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.messages import Message, Said
from desktop.core.plain_data import dig_or_none
from desktop.core.play.view import BotView, ChartButton, FieldView, GameView
from desktop.ui.controller import GameController
from desktop.ui.keys import press_on_tab
from desktop.ui.language import QT_TRANSLATE_NOOP, render
from desktop.ui.play.round_bar import before_round_moves
from desktop.ui.retranslate import translate_ui
from desktop.ui.tones import use_tone
from desktop.ui.widgets.confirm import confirm
from desktop.ui.widgets.elide import ElidedLabel
from desktop.ui.widgets.flow_layout import FlowLayout
from desktop.ui.widgets.wrap_button import WrapButton
from desktop.ui.wording import start_label

Button = TypeVar("Button", bound=QPushButton)
BUTTON_HEIGHT = 30  # the turn's and routines' buttons: a click target, two rows of them under the mat
ROUTINE_LINES = 2  # a routine's label wraps onto two lines before the routines take another row
CUBE = 14
GAP = 3
MAX_CUBES = 60  # cubes drawn at most; the number beside them says the rest
# The colour of a cube by what its counter means (`tone:` in the pack's mat).
TONE_COLOURS = {"available": "#16a34a", "spent": "#dc2626", "plain": "#64748b"}
SPACING = 2  # between a label and its value, and between a section's rows
CELL_GAP = 8  # between two values sharing a row (wide enough to tell the pairs apart)
STEPPER = 22  # the width of a − or + button: comfortably clicked (and tapped)
READ_PAD = 6  # room around a value drawn without a box
EDIT_PAD = 10  # room a value's box takes around its characters (frame and margins)
TEXT_CHARS = 8  # a text value's box: a word or two (a State Religion); longer text scrolls in it
CARD_CHARS = 4  # a card id
ROW_AIR = 4  # pixels a value's box adds to its text's height
NUMBER_DIGITS = 4  # digits a number's field takes (a counter's bounds are at most ±999: a refusal says so)
HINT_SCALE = 0.85  # a hint's text against the window's


def mnemonic_safe(text: str) -> str:
    """Pack texts on buttons and boxes: '&' is a character, not a keyboard mnemonic."""
    return text.replace("&", "&&")


class CubesWidget(QWidget):
    """A counter drawn as cubes, as on the physical mat; the rows wrap at the panel's width, so
    no cube is ever cut off."""

    def __init__(self, color: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.color = QColor(color)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_count(self, count: int) -> None:
        """Draw `count` cubes."""
        if count != self.count:
            rows = self.heightForWidth(self.width())
            self.count = count
            if self.heightForWidth(self.width()) != rows:  # only a new row changes the layout
                self.updateGeometry()
            self.update()

    def per_row(self, width: int) -> int:
        """How many cubes fit in a row `width` pixels wide."""
        return max(1, (width - 1) // (CUBE + GAP))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        shown = min(max(self.count, 0), MAX_CUBES)
        rows = max(1, -(-shown // self.per_row(width)))
        return rows * (CUBE + GAP) + 2

    def sizeHint(self) -> QSize:
        return QSize(10 * (CUBE + GAP), self.heightForWidth(10 * (CUBE + GAP)))

    def minimumSizeHint(self) -> QSize:
        return QSize(CUBE + GAP, CUBE + GAP)

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.color.darker(160), 1))
        painter.setBrush(self.color)
        per_row = self.per_row(self.width())
        for i in range(min(max(self.count, 0), MAX_CUBES)):
            r, c = divmod(i, per_row)
            painter.drawRoundedRect(QRectF(c * (CUBE + GAP) + 1, r * (CUBE + GAP) + 1, CUBE, CUBE), 2, 2)
        painter.end()


def cell(label: QLabel, editor: QWidget, stretch: bool = False) -> QWidget:
    """A label and its value side by side: one item of a section's flowing rows."""
    pair = QWidget()
    row = QHBoxLayout(pair)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(SPACING + 1)
    row.addWidget(label, 0, Qt.AlignmentFlag.AlignVCenter)
    row.addWidget(editor, 1 if stretch else 0)
    if not stretch:
        row.addStretch(0)
    return pair


def shown_text(value: Any) -> str:
    """A tracked value as a field shows it ("—" when there is none)."""
    if value is None:
        return "—"
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


# A mixin's base for the type checker only: at run time a Qt class may have one Qt base alone.
if TYPE_CHECKING:
    SnugBase = QWidget
else:
    SnugBase = object


class Snug(SnugBase):
    """Mixed into a value's widget: as tall as its text and a little air. Qt's default is a few
    pixels more, which a mat of twenty rows pays twenty times (the text keeps its size)."""

    def sizeHint(self) -> QSize:
        return self._snug(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._snug(super().minimumSizeHint())

    def _snug(self, hint: QSize) -> QSize:
        boxless = isinstance(self, QLineEdit) and not self.hasFrame()  # a value drawn as words
        air = 0 if boxless else ROW_AIR
        return QSize(hint.width(), min(hint.height(), self.fontMetrics().height() + air))


class Stepper(Snug, QToolButton):
    """A − or + beside a counter (or the Routines menu beside the title), as tall as a value."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if len(self.text()) == 1:  # − or +: as wide as its sign at any text size
            hint.setWidth(max(STEPPER, self.fontMetrics().horizontalAdvance("+") + 3))
        return hint

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint() if len(self.text()) == 1 else super().minimumSizeHint()


class FieldLabel(QLabel):
    """A field's name: on one line beside its value, wrapped only when the panel is narrower."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().horizontalAdvance(self.text()) + 1
        return QSize(line, self.heightForWidth(line))

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self.sizeHint().width(), 60), self.fontMetrics().height())


class LeadLabel(QLabel):
    """A name at the head of a row of values, level with them: a section's title (bold) or a
    map's label (italic, told apart from its keys' names)."""

    def __init__(self, bold: bool) -> None:
        super().__init__()
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        font = QFont()  # only the weight or slant is set: the size follows the window's text size
        font.setBold(bold)
        font.setItalic(not bold)
        self.setFont(font)
        self.setWordWrap(True)  # on one line, but wrapped in a panel narrower than its words

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().horizontalAdvance(self.text()) + 2
        return QSize(line, max(self.heightForWidth(line), self.fontMetrics().height() + ROW_AIR))

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self.sizeHint().width(), 60), self.fontMetrics().height() + ROW_AIR)


class MatCombo(Snug, QComboBox):
    """A choice of the mat, as tall as a counter's value."""


class MatEdit(Snug, QLineEdit):
    """A mat value being typed: Enter or leaving the field commits it, Escape puts the game's
    value back; it owns its keys while it has the focus (see desktop/ui/keys.py). Once a value is
    committed with Enter the field lets the focus go, so the step's keys (Y, N, Enter) work again;
    a number's field takes only digits (a letter is refused and said, never typed)."""

    def __init__(self, path: str, editor: FieldEditor) -> None:
        super().__init__()
        self.path, self.editor = path, editor
        self.chars = 3  # characters its box shows whole
        self.refused = False  # the last commit was refused (the game's value was put back)
        self.typing = False  # a key is being handled (a text set by the app is never "refused")
        self.setObjectName("field:" + path)
        self.editingFinished.connect(lambda: self.editor.commit_text(self.path, self))
        self.textChanged.connect(self._fit_words)
        self.inputRejected.connect(self._rejected)

    def _rejected(self) -> None:
        if self.typing:  # a key the player pressed (a value the app shows is never refused)
            self.editor.key_refused(self)

    def take_numbers(self, negative: bool) -> None:
        """Only a whole number can be typed here (with a sign when the value may be negative)."""
        sign = "-?" if negative else ""
        pattern = QRegularExpression(f"{sign}\\d{{0,{NUMBER_DIGITS}}}")
        self.setValidator(QRegularExpressionValidator(pattern, self))
        self.setPlaceholderText("—")

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if not self.isReadOnly():  # what is typed replaces the value (after the click placed the cursor)
            QTimer.singleShot(0, self, self.selectAll)

    def _fit_words(self, _text: str) -> None:
        if self.isReadOnly():  # its width follows its words
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        if self.isReadOnly():  # a value only the bot changes takes the width of its words
            hint.setWidth(metrics.horizontalAdvance(self.text() or "—") + READ_PAD)
        else:  # as wide as its longest value (at any text size): a wider box pushes its neighbours
            hint.setWidth(metrics.horizontalAdvance("0" * self.chars) + EDIT_PAD)
        return hint

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.editor.put_back(self)
            self.clearFocus()
            return
        self.refused, self.typing = False, True
        try:
            super().keyPressEvent(event)  # Enter commits here (editingFinished)
        finally:
            self.typing = False
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.refused:
                self.selectAll()  # still correcting: the next digits replace the value put back
            else:
                self.clearFocus()  # committed: the step owns the window's keys again


class Section(QWidget):
    """One section of the mat under a thin rule: its title in bold at the head of its first row of
    values, or on a row of its own (before a row of cubes, or beside the hint of its one map).
    Qt's framed group box takes two rows' height more, and a style sheet would fix its text size."""

    def __init__(self) -> None:
        super().__init__()
        self.title = LeadLabel(bold=True)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setFrameShadow(QFrame.Shadow.Plain)
        rule.setFixedHeight(1)
        rule.setForegroundRole(QPalette.ColorRole.Mid)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(SPACING)
        self.column.addWidget(rule)

    def title_row(self, note: QLabel | None) -> None:
        """The title on a row of its own, with a note beside it (the section's one hint)."""
        head = QHBoxLayout()
        head.setSpacing(CELL_GAP)
        head.addWidget(self.title)
        if note is not None:
            head.addWidget(note, 1, Qt.AlignmentFlag.AlignVCenter)
        else:
            head.addStretch(1)
        self.column.addLayout(head)

    def setTitle(self, text: str) -> None:  # noqa: N802 - as QGroupBox names it
        """The section's title."""
        self.title.setText(text)


class FieldEditor(QWidget):
    """One mat value: shown as the view gives it, and (when the pack allows) corrected by hand as
    an undoable event; counters get − and + for a one-tap correction."""

    def __init__(self, panel: BotPanel, fld: FieldView, leads: list[QLabel] | None = None) -> None:
        super().__init__()
        self.panel, self.fld = panel, fld
        self.value: Any = object()
        self.edits: dict[str, MatEdit] = {}
        self.key_labels: dict[str, QLabel] = {}
        self.cubes: CubesWidget | None = None
        self.combo: QComboBox | None = None
        self.check: QCheckBox | None = None
        self.info: QLabel | None = None
        self.hint_label: QLabel | None = None
        self.steppers: list[QToolButton] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACING)
        kind = fld.kind
        if kind == "map":
            layout.addLayout(self._map_flow(fld, leads or []), 1)
        elif kind == "choice" and not fld.editable:  # words, not a control drawn as turned off
            layout.addWidget(self._line_edit(TEXT_CHARS, fld.path))
        elif kind == "choice":
            self.combo = MatCombo()
            self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for choice in fld.choices:
                self.combo.addItem("", choice.id)
            self.combo.setEnabled(fld.editable)
            self.combo.activated.connect(lambda _i: self._commit(self.fld.path, self.combo.currentData()))
            layout.addWidget(self.combo)
        elif kind == "flag":
            self.check = QCheckBox()
            self.check.setEnabled(fld.editable)
            # Tab reaches it (Space ticks it then); a click leaves Space and Enter to the step
            press_on_tab(self.check)
            self.check.clicked.connect(lambda on: self._commit(self.fld.path, bool(on)))
            layout.addWidget(self.check)
        elif kind == "cards":
            self.info = QLabel()
            layout.addWidget(self.info)
            if fld.editable:
                layout.addWidget(self._line_edit(TEXT_CHARS, fld.path))
        elif kind == "counter":
            self._counter(layout, fld)
        else:  # text, card
            layout.addWidget(self._line_edit(CARD_CHARS if kind == "card" else TEXT_CHARS, fld.path))

    def _counter(self, layout: QHBoxLayout, fld: FieldView) -> None:
        """− value +, and the cubes beside them (wrapping in rows at the panel's width)."""
        row = QHBoxLayout()
        row.setSpacing(2)
        if fld.editable:
            row.addWidget(self._stepper("−", -1))
        row.addWidget(self._line_edit(self._digits(), fld.path))
        if fld.editable:
            row.addWidget(self._stepper("+", +1))
        layout.addLayout(row)
        if fld.display == "cubes":
            self.cubes = CubesWidget(TONE_COLOURS[fld.tone])
            layout.addWidget(self.cubes, 1, Qt.AlignmentFlag.AlignVCenter)

    def _stepper(self, text: str, delta: int) -> QToolButton:
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
            self._commit(self.fld.path, value + delta)

    def _map_flow(self, fld: FieldView, leads: list[QLabel]) -> FlowLayout:
        """The names that head it (the section's title, the map's label when it has one of its
        own), then one label and field per key, flowing in rows as wide as the panel."""
        flow = FlowLayout(spacing=CELL_GAP, row_spacing=SPACING)
        for lead in leads:
            flow.addWidget(lead)
        for key in fld.keys:
            label = QLabel()
            edit = self._line_edit(self._digits(), f"{fld.path}.{key.id}")
            flow.addWidget(cell(label, edit))
            self.edits[str(key.id)], self.key_labels[str(key.id)] = edit, label
        return flow

    def _digits(self) -> int:
        """How many digits a number of this field shows whole (its maximum's, else three)."""
        top = self.fld.maximum
        return max(len(str(top)), 2) if top is not None and top >= 0 else 3

    def _line_edit(self, chars: int, path: str) -> MatEdit:
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
        if isinstance(self.hint_label, ElidedLabel):
            self.hint_label.set_parts(tip, "")
            self.hint_label.setToolTip(tip)
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
        kind = fld.kind
        if kind == "map":
            for key in self.fld.keys:
                found = dig_or_none(value, str(key.id)) if isinstance(value, dict) else None
                self._set(self.edits[str(key.id)], found)
        elif self.combo is not None:
            self.combo.setCurrentIndex(self.combo.findData(value))
        elif kind == "choice":
            label = next((render(c.label) for c in fld.choices if c.id == value), value)
            self._set(next(iter(self.edits.values())), label)
        elif self.check is not None:
            self.check.setChecked(bool(value))
        elif kind == "cards":
            cards = value if isinstance(value, list) else []
            assert self.info is not None
            self.info.setText(self.tr("%n card(s)", "", len(cards)))
            self.info.setToolTip(", ".join(map(str, cards)))
            if self.edits:
                self._set(next(iter(self.edits.values())), value)
        else:
            self._set(next(iter(self.edits.values())), value)
            if self.cubes is not None:
                self.cubes.set_count(value if isinstance(value, int) else 0)
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
    def _set(edit: QLineEdit, value: Any) -> None:
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
        self.panel.told.emit(said, False)

    def commit_text(self, path: str, edit: QLineEdit) -> None:
        """Enter or leaving the field: correct the game to the typed value; a refusal says why
        (the window's message bar) and that the game's value is shown again."""
        if edit.isReadOnly():
            return
        text = edit.text().strip()
        if text == self.game_text(path) or (text == "" and self.game_text(path) == "—"):
            edit.setModified(False)
            return
        kind = self.fld.kind
        value: Any = text
        if kind == "cards":
            value = [t.strip() for t in text.split(",") if t.strip()]
        elif kind == "card":
            value = None if text in ("", "—") else text
        if not self._commit(path, value):
            self.put_back(edit)
            if isinstance(edit, MatEdit):
                edit.refused = True
            back = QT_TRANSLATE_NOOP("FieldEditor", "{field} shows {value} again.")
            again = Message("FieldEditor", back, {"field": self.name_of(path), "value": self.game_text(path)})
            self.panel.told.emit(again, True)
        edit.setModified(False)

    def _commit(self, path: str, value: Any) -> bool:
        ok = self.panel.controller.correct(self.panel.bot_id, path, value)
        if not ok:
            self.value = object()
            self.show_field(self.fld)
        return ok


class BotPanel(QWidget):
    """One bot: its mat at the top, then its turn, Stop, the round's routines and a menu of the
    rest. While its chart runs only Stop and the routines that interrupt a run are enabled."""

    remove_requested = Signal(str)
    """The player wants this bot out of the game (the window asks first)."""
    told = Signal(object, bool)
    """Something the message bar says about a field: a key it cannot hold, or (True: added to
    the refusal's reason) the game's value it shows again."""

    def __init__(
        self, controller: GameController, view: GameView, bot_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bot_id = bot_id
        self.game = view
        bot = view.bot(bot_id)
        assert bot is not None
        self.bot: BotView = bot
        self._drawn: BotView | None = None  # the bot as last drawn
        self._enabled_for: tuple[bool, bool] | None = None  # (running, out) the buttons were set for
        # Whole, on a second line when the panel is narrow ("Normal · No profile").
        self.title = QLabel()
        self.title.setObjectName("botTitle")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.sections: list[tuple[Section, list[tuple[QLabel, FieldEditor]]]] = []
        self._hints: dict[str, QLabel] = {}  # hints made ahead of their field, by path
        self.text_size = 11  # the window's text size (hints are set a little smaller)
        self.mat = self._mat(bot)
        buttons = self._buttons(controller, view)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(2, 2, 2, 2)
        outer.setSpacing(2)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.routines_button, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(head)
        outer.addWidget(self.mat, 1)
        outer.addWidget(buttons)
        translate_ui(self)

    def _mat(self, bot: BotView) -> QScrollArea:
        """The mat's sections in order (a scroll area only for a mat taller than any panel)."""
        content = QWidget()
        body = QVBoxLayout(content)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)  # each section begins with its rule and the space under it
        # The first card field is drawn large beside the step (this panel is the active bot's).
        self._big_card = next((f for s in bot.mat for f in s.fields if f.kind == "card"), None)
        for section in bot.mat:
            box = Section()
            column = box.column
            rows: list[tuple[QLabel, FieldEditor]] = []
            # A section holding only a map has one heading: its own title (the map's label, which
            # would repeat it, is said in the box's tooltip).
            first = section.fields[0] if section.fields else None
            sole = len(section.fields) == 1 and first is not None and first.kind == "map"
            heads: list[QLabel] = [box.title]
            if first is None or first.display == "cubes" or (sole and first.hint is not None):
                note = self._hint(first) if sole and first is not None else None
                if note is not None and first is not None:  # beside the title: the field takes it
                    self._hints[first.path] = note
                box.title_row(note)
                heads = []
            flow: FlowLayout | None = None
            for fld in section.fields:
                flow = self._add_field(box, column, flow, fld, rows, sole, heads)
                heads = []
            body.addWidget(box)
            self.sections.append((box, rows))
        body.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("botMat")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        return scroll

    def _buttons(self, controller: GameController, view: GameView) -> QWidget:
        """The turn, Stop and the Routines menu; the round's routines in one row beneath."""
        # Labels wrap onto more lines on a narrow panel: never cut, never wider than the panel.
        self.turn_button = self._wire(WrapButton(), "turnButton", lambda: controller.start_turn(self.bot_id))
        self.stop_button = self._wire(WrapButton(), "stopButton", self._stop)
        self.routines_button: QToolButton = Stepper()  # as tall as the title beside it
        self.routines_button.setObjectName("routinesMenu")
        press_on_tab(self.routines_button)  # Tab, then Space or Enter opens it
        self.routines_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.routines_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.more_menu = QMenu(self.routines_button)
        self.routines_button.setMenu(self.more_menu)
        self.routine_buttons: dict[str, WrapButton] = {}
        self.menu_actions: dict[str, QAction] = {}
        self.more_actions: dict[str, QAction] = {}
        self.common = common = QGridLayout()
        common.setSpacing(4)
        self.per_row = 0
        for routine in view.routines:
            if routine.phase:
                button = WrapButton()
                self._wire(button, "routine:" + routine.chart, lambda c=routine.chart: self._start(c))
                self.routine_buttons[routine.chart] = button
            else:
                action = self.more_menu.addAction("")
                action.triggered.connect(lambda _=False, c=routine.chart: self._start(c))
                self.menu_actions[routine.chart] = action
        # Every other chart of the pack (battles, peace, ...) is one click away too.
        self.others_menu = self.more_menu.addMenu("")
        for other in view.other_charts:
            action = self.others_menu.addAction("")
            action.triggered.connect(lambda _=False, c=other.chart: self._start(c))
            self.more_actions[other.chart] = action
        self.others_menu.menuAction().setVisible(bool(self.more_actions))
        self.more_menu.addSeparator()
        self.remove_action = self.more_menu.addAction("")
        self.remove_action.setObjectName("removeBot")
        self.remove_action.triggered.connect(lambda _=False: self.remove_requested.emit(self.bot_id))
        first = QHBoxLayout()
        first.setSpacing(4)
        first.addWidget(self.turn_button, 1)
        first.addWidget(self.stop_button, 1)
        box = QWidget()
        box.setObjectName("botButtons")
        rows = QVBoxLayout(box)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(4)
        rows.addLayout(first)
        if self.routine_buttons:
            rows.addLayout(common)
        return box

    @classmethod
    def _button(cls, name: str, slot: Any) -> QPushButton:
        return cls._wire(QPushButton(), name, slot)

    @staticmethod
    def _wire(button: Button, name: str, slot: Any) -> Button:
        button.setObjectName(name)
        button.setMinimumHeight(BUTTON_HEIGHT)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False: slot())
        return button

    def _start(self, chart: str) -> None:
        before_round_moves(self, self.game, chart, lambda: self.controller.start(chart, self.bot_id))

    def _stop(self) -> None:
        """Stop asks first: the run is abandoned where it is; what it did stays done. While a
        routine interrupts the run, it offers to stop only that routine (the interrupted step
        waits again) or the whole run."""
        if not self.bot.running:
            return
        if self.bot.routine:
            self._stop_routine()
            return
        step = self.controller.step(self.bot_id)
        title = render(self.game.chart_titles.get(step.chart)) if step is not None else ""
        confirm(
            self.window(),
            self.tr("Stop chart"),
            self.tr(
                "Abandon {chart}? What it did so far stays done (anything paid stays spent). "
                "Undo takes the stop back."
            ).replace("{chart}", title),
            self.tr("Abandon"),
            lambda: self.controller.abort(self.bot_id),
        )

    def _stop_routine(self) -> None:
        routine = render(self.game.chart_titles.get(self.bot.routine)) or self.bot.routine
        confirm(
            self.window(),
            self.tr("Stop chart"),
            self.tr(
                "{routine} interrupted the running chart. Stop only {routine} (the interrupted step "
                "waits again), or the whole run? What was done so far stays done. Undo takes the "
                "stop back."
            ).replace("{routine}", routine),
            self.tr("Stop only {routine}").replace("{routine}", routine),
            lambda: self.controller.abort(self.bot_id, nested=True),
            more=[("all", self.tr("Stop the whole run"), lambda: self.controller.abort(self.bot_id))],
        )

    def _add_field(
        self,
        box: Section,
        column: QVBoxLayout,
        flow: FlowLayout | None,
        fld: FieldView,
        rows: list[tuple[QLabel, FieldEditor]],
        sole: bool,
        heads: list[QLabel],
    ) -> FlowLayout | None:
        """One field in its section (`heads`: what leads its row, the section's title): a map's
        keys and a counter's cubes take rows of their own, other fields flow side by side in rows;
        the hint on one line beneath. Returns the flow the next field may join."""
        label = LeadLabel(bold=False) if fld.kind == "map" else FieldLabel()
        if fld.kind == "map":
            editor = FieldEditor(self, fld, heads if sole else [*heads, label])
            if sole:
                label.setParent(box)
                label.hide()
            column.addWidget(editor)
            flow = None
        elif fld.display == "cubes":
            editor = FieldEditor(self, fld)
            column.addWidget(cell(label, editor, stretch=True))
            flow = None
        else:
            editor = FieldEditor(self, fld)
            if flow is None:
                flow = FlowLayout(spacing=CELL_GAP, row_spacing=SPACING)
                column.addLayout(flow)
            for head in heads:
                flow.addWidget(head)
            pair = cell(label, editor)
            flow.addWidget(pair)
            if fld is self._big_card and not fld.editable:  # drawn large beside the step already
                pair.hide()
        if fld.hint is not None:
            hint = self._hints.pop(fld.path, None) or self._hint(fld)
            editor.hint_label = hint
            if hint is not None and not sole:  # else it is beside the section's title
                column.addWidget(hint)
            flow = None
        rows.append((label, editor))
        return flow

    def _hint(self, fld: FieldView) -> QLabel | None:
        """A field's hint on one short line (the whole hint in its tooltip when the line cuts it)."""
        if fld.hint is None:
            return None
        hint = ElidedLabel()
        hint.setObjectName("hint:" + fld.path)
        use_tone(hint, "quiet")  # small print: its size is set with the text size
        hint.setFont(self._hint_font())
        return hint

    def set_text_size(self, size: int) -> None:
        """The panel follows the window's text size; its hints are a little smaller."""
        self.text_size = size
        font = self._hint_font()
        for hint in self.findChildren(ElidedLabel):
            if hint.objectName().startswith("hint:"):
                hint.setFont(font)

    def _hint_font(self) -> QFont:
        font = QFont()
        font.setPointSizeF(max(self.text_size * HINT_SCALE, 8))
        return font

    def retranslate_ui(self) -> None:
        """Every text of the panel in the current language."""
        self.turn_button.set_full_text(mnemonic_safe(start_label(self.game)))
        self.stop_button.set_full_text(self.tr("Stop chart"))
        self.routines_button.setText(self.tr("Routines ▾"))
        self.others_menu.setTitle(self.tr("Other charts"))
        self.remove_action.setText(self.tr("Remove from the game…"))
        for other in self.game.other_charts:
            self.more_actions[other.chart].setText(mnemonic_safe(render(other.label)))
        for routine in self.game.routines:
            text = mnemonic_safe(render(routine.label))
            if routine.chart in self.routine_buttons:
                self.routine_buttons[routine.chart].set_full_text(text)
            elif routine.chart in self.menu_actions:
                self.menu_actions[routine.chart].setText(text)
        for (box, rows), section in zip(self.sections, self.bot.mat, strict=True):
            box.setTitle(render(section.title))
            for label, editor in rows:
                label.setText(render(editor.fld.label))
                if label.isHidden() and label.parent() is box:  # its title alone names the map
                    box.setToolTip(label.text())
                editor.retranslate_ui()
        self._title()
        self.mat.setAccessibleName(self.tr("Mat of {bot}").replace("{bot}", self.bot.name))
        self._enable(self.bot)
        self.per_row = 0  # new words: the rows are made again for their widths
        self._grid_routines()

    def _title(self) -> None:
        """What was chosen for the bot ("Normal · No profile"); the tab above names it (its
        name alone when nothing was chosen), so the whole line fits the panel more often."""
        parts = [render(b) for b in self.bot.badges] or [self.bot.name]
        text = " · ".join(parts)
        if self.title.text() != text:
            self.title.setText(text)
            self.title.setToolTip(" · ".join([self.bot.name, *parts]) if self.bot.badges else "")

    def _enable(self, bot: BotView) -> None:
        """While the chart runs: Stop, and only routines that interrupt (they nest); else all
        but Stop. A disabled button says why."""
        running = bot.running
        out = self._out()
        busy = self.tr("Its chart is running: finish it, or Stop it first.") if running else ""
        if out:  # a bot that left the game runs nothing more (a run it had may still be stopped)
            busy = self.tr("This bot is out of the game.")
        self.stop_button.setEnabled(running)
        self.stop_button.setToolTip(
            self.stop_button.full_text.replace("&&", "&")
            + "\n"
            + self.tr("Abandon the running chart (asks first; undoable).")
        )
        self.turn_button.setEnabled(not running and not out)
        self.turn_button.setToolTip(
            self.turn_button.full_text.replace("&&", "&") + ("\n" + busy if busy else "")
        )
        for routine in self.game.routines:
            allowed = (not running or routine.interrupts) and not out
            if routine.chart in self.routine_buttons:
                button = self.routine_buttons[routine.chart]
                button.setEnabled(allowed)
                button.setToolTip(button.full_text.replace("&&", "&") + ("" if allowed else "\n" + busy))
            elif routine.chart in self.menu_actions:
                self.menu_actions[routine.chart].setEnabled(allowed)
        for action in self.more_actions.values():
            action.setEnabled(not running and not out)
        self._enabled_for = (running, out)

    def _out(self) -> bool:
        """Whether this bot has left the game (the round's `out`)."""
        rounds = self.game.rounds
        return rounds is not None and self.bot_id in rounds.out

    def routine(self, chart: str) -> ChartButton | None:
        """A routine of the pack by chart id."""
        return next((r for r in self.game.routines if r.chart == chart), None)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._grid_routines()
        QTimer.singleShot(0, self, self._fit_scroll)  # once the mat took its new size

    def _fit_scroll(self) -> None:
        """No scroll bar while the whole mat fits its area at the area's full width: a bar shown
        once would narrow the mat, make it taller, and so stay (a mat that fits never scrolls)."""
        content = self.mat.widget()
        layout = content.layout() if content is not None else None
        if layout is None:
            return
        width = self.mat.width()
        need = layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.minimumSize().height()
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if need <= self.mat.height()
            else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )
        if self.mat.verticalScrollBarPolicy() != policy:
            self.mat.setVerticalScrollBarPolicy(policy)

    def _grid_routines(self) -> None:
        """The round's routines in phase order, in equal columns: one row while every label
        takes two lines at most, else as few rows as that needs (a label wraps, never cut)."""
        buttons = list(self.routine_buttons.values())
        if not buttons:
            return
        gap = self.common.spacing()
        room = self.width() - 4  # the panel's margins
        per_row = len(buttons)
        while per_row > 1 and any(
            b.lines_at((room - gap * (per_row - 1)) // per_row) > ROUTINE_LINES for b in buttons
        ):
            per_row -= 1
        rows = -(-len(buttons) // per_row)
        per_row = -(-len(buttons) // rows)  # rows as even as the count allows (2 + 2, not 3 + 1)
        if per_row == self.per_row:
            return
        self.per_row = per_row
        for button in buttons:
            self.common.removeWidget(button)
        for column in range(len(buttons)):
            self.common.setColumnStretch(column, 1 if column < per_row else 0)
        for at, button in enumerate(buttons):
            self.common.addWidget(button, at // per_row, at % per_row)

    def show_view(self, view: GameView) -> None:
        """Draw the bot as a new view shows it (after every change); an unchanged bot is not
        redrawn."""
        self.game = view
        bot = view.bot(self.bot_id)
        # A run started or ended, the bot left the game or undo brought it back.
        if bot is not None and (bot.running, self._out()) != self._enabled_for:
            self._enable(bot)
        # Each step copies the world, so compare by value: an unchanged bot is not redrawn.
        if bot is None or bot is self._drawn or bot == self._drawn:
            return
        self.bot = self._drawn = bot
        self._title()
        for (_box, rows), section in zip(self.sections, bot.mat, strict=True):
            for (_label, editor), fld in zip(rows, section.fields, strict=True):
                editor.show_field(fld)
        self._fit_scroll()  # new values may need another row (cubes)
