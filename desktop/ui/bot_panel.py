"""A bot's mat, drawn from the view (the pack's `mat:` as data), with routine buttons and corrections."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QAction, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
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

from desktop.core.view import BotView, FieldView, GameView, dig
from desktop.ui.card_view import CardView
from desktop.ui.controller import GameController
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui

CUBE = 14
CUBES_PER_ROW = 14
# Cubes drawn at most (the number beside says the rest): one per unit froze the window at
# 100,000,000 and overflowed Qt's int size at 3,000,000,000.
MAX_CUBES = 3 * CUBES_PER_ROW
# The colour of a cube by what its counter means (`tone:` in the pack's mat).
TONE_COLOURS = {"available": "#16a34a", "spent": "#dc2626", "plain": "#64748b"}


def mnemonic_safe(text: str) -> str:
    """Pack texts on buttons and boxes: '&' is a character, not a keyboard mnemonic."""
    return text.replace("&", "&&")


class CubesWidget(QWidget):
    """A counter drawn as cubes, as on the physical mat, with the count beside them."""

    def __init__(self, color: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.color = QColor(color)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_count(self, count: int) -> None:
        """Draw `count` cubes."""
        if count != self.count:
            self.count = count
            self.updateGeometry()
            self.update()

    def sizeHint(self) -> QSize:
        rows = max(1, -(-min(max(self.count, 0), MAX_CUBES) // CUBES_PER_ROW))
        return QSize(CUBES_PER_ROW * (CUBE + 3), rows * (CUBE + 3) + 2)

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.color.darker(160), 1))
        painter.setBrush(self.color)
        for i in range(min(max(self.count, 0), MAX_CUBES)):
            r, c = divmod(i, CUBES_PER_ROW)
            painter.drawRoundedRect(QRectF(c * (CUBE + 3) + 1, r * (CUBE + 3) + 1, CUBE, CUBE), 2, 2)
        painter.end()


def shown_text(value: Any) -> str:
    """A tracked value as a field shows it ("—" when there is none)."""
    if value is None:
        return "—"
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


class FieldEditor(QWidget):
    """One mat value: shown as the view gives it, and (when the pack allows) corrected by hand as
    an undoable event."""

    def __init__(self, panel: BotPanel, fld: FieldView) -> None:
        super().__init__()
        self.panel, self.fld = panel, fld
        self.value: Any = object()
        self.edits: dict[str, QLineEdit] = {}
        self.key_labels: dict[str, QLabel] = {}
        self.cubes: CubesWidget | None = None
        self.combo: QComboBox | None = None
        self.check: QCheckBox | None = None
        self.info: QLabel | None = None
        self.hint_label: QLabel | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        kind = fld.kind
        if kind == "map":
            grid = QGridLayout()
            for i, key in enumerate(fld.keys):
                label = QLabel()
                edit = self._line_edit(48, f"{fld.path}.{key.id}")
                grid.addWidget(label, i // 2, 2 * (i % 2))
                grid.addWidget(edit, i // 2, 2 * (i % 2) + 1)
                self.edits[key.id], self.key_labels[key.id] = edit, label
            layout.addLayout(grid)
            layout.addStretch(1)
        elif kind == "choice":
            self.combo = QComboBox()
            for choice in fld.choices:
                self.combo.addItem("", choice.id)
            self.combo.setEnabled(fld.editable)
            self.combo.activated.connect(lambda _i: self._commit(self.fld.path, self.combo.currentData()))
            layout.addWidget(self.combo)
            layout.addStretch(1)
        elif kind == "flag":
            self.check = QCheckBox()
            self.check.setEnabled(fld.editable)
            self.check.clicked.connect(lambda on: self._commit(self.fld.path, bool(on)))
            layout.addWidget(self.check)
            layout.addStretch(1)
        elif kind == "cards":
            self.info = QLabel()
            layout.addWidget(self.info)
            if fld.editable:
                layout.addWidget(self._line_edit(160, fld.path), 1)
            layout.addStretch(1)
        else:  # counter, text, card
            width = 56 if kind == "counter" else 70 if kind == "card" else 160
            layout.addWidget(self._line_edit(width, fld.path))
            if fld.display == "cubes":
                self.cubes = CubesWidget(TONE_COLOURS[fld.tone])
                layout.addWidget(self.cubes, 1)
            else:
                layout.addStretch(1)

    def _line_edit(self, width: int, path: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName("field:" + path)
        edit.setMaximumWidth(width if width < 150 else 16777215)
        edit.setMinimumWidth(width)
        edit.setReadOnly(not self.fld.editable)
        edit.returnPressed.connect(lambda: self._commit_text(path, edit))
        self.edits.setdefault(path, edit)
        return edit

    def retranslate_ui(self) -> None:
        """Key labels, choice labels and the hint in the current language."""
        for key in self.fld.keys:
            self.key_labels[key.id].setText(render(key.label))
        if self.combo is not None:
            for i, choice in enumerate(self.fld.choices):
                self.combo.setItemText(i, render(choice.label))
        tip = render(self.fld.hint)
        if self.hint_label is not None:
            self.hint_label.setText(tip)
        if self.fld.editable:
            tip = (tip + "\n" if tip else "") + self.tr(
                "Type a value and press Enter to correct it (undoable)."
            )
        self.setToolTip(tip)
        self.value = object()  # force the next show() to rewrite texts (e.g. "—")
        self.show_field(self.fld)

    def show_field(self, fld: FieldView) -> None:
        """Put the tracked value and hint into the widgets, unless the player is typing in them."""
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
            for key, edit in self.edits.items():
                self._set(edit, dig(value, key) if isinstance(value, dict) else None)
        elif self.combo is not None:
            self.combo.setCurrentIndex(self.combo.findData(value))
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

    @staticmethod
    def _set(edit: QLineEdit, value: Any) -> None:
        text = shown_text(value)
        if not edit.hasFocus() and edit.text() != text:
            edit.setText(text)

    def _commit_text(self, path: str, edit: QLineEdit) -> None:
        text = edit.text().strip()
        kind = self.fld.kind
        value: Any = text
        if kind == "cards":
            value = [t.strip() for t in text.split(",") if t.strip()]
        elif kind == "card":
            value = None if text in ("", "—") else text
        old = self.fld.value
        if path != self.fld.path:  # one key of a map
            old = dig(old, path[len(self.fld.path) + 1 :]) if isinstance(old, dict) else None
        shown = shown_text(old)
        if text == shown:
            return
        if not self._commit(path, value):
            edit.setText(shown)  # the refused value is gone; the tracked one is back

    def _commit(self, path: str, value: Any) -> bool:
        ok = self.panel.controller.correct(self.panel.bot_id, path, value)
        if not ok:
            self.value = object()
            self.show_field(self.fld)
        return ok


class BotPanel(QWidget):
    """One bot: its mat (as the view lays it out), its last card, and buttons for its routines."""

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
        self.title = QLabel()
        self.title.setObjectName("botTitle")
        self.title.setWordWrap(True)
        self.turn_button = QPushButton()
        self.turn_button.setObjectName("turnButton")
        self.turn_button.clicked.connect(lambda: controller.start_turn(self.bot_id))
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("stopButton")
        self.stop_button.clicked.connect(lambda: controller.abort(self.bot_id))
        self.routines_box = self._routines(controller, view)
        self.sections: list[tuple[QGroupBox, list[tuple[QLabel, FieldEditor]]]] = []
        self.card_views: dict[str, CardView] = {}
        content = QWidget()
        body = QVBoxLayout(content)
        body.addWidget(self.title)
        body.addWidget(self.routines_box)
        for section in bot.mat:
            box = QGroupBox()
            grid = QGridLayout(box)
            rows: list[tuple[QLabel, FieldEditor]] = []
            row = 0
            for fld in section.fields:
                row = self._add_field(grid, row, fld, rows)
            grid.setColumnStretch(1, 1)
            body.addWidget(box)
            self.sections.append((box, rows))
        body.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        translate_ui(self)

    def _routines(self, controller: GameController, view: GameView) -> QGroupBox:
        """The turn, Stop, one button per routine, and a menu of every other chart."""
        self.routine_buttons: dict[str, QPushButton] = {}
        routines = QVBoxLayout()
        first = QHBoxLayout()
        first.addWidget(self.turn_button, 2)
        first.addWidget(self.stop_button, 1)
        routines.addLayout(first)
        for routine in view.routines:
            button = QPushButton()
            button.setObjectName("routine:" + routine.chart)
            button.clicked.connect(lambda _=False, c=routine.chart: controller.start(c, self.bot_id))
            routines.addWidget(button)
            self.routine_buttons[routine.chart] = button
        # Every other chart of the pack (battles, peace, ...) is one click away too.
        self.more_button = QToolButton()
        self.more_button.setObjectName("moreCharts")
        self.more_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.more_menu = QMenu(self.more_button)
        self.more_button.setMenu(self.more_menu)
        self.more_actions: dict[str, QAction] = {}
        for other in view.other_charts:
            action = self.more_menu.addAction("")
            action.triggered.connect(lambda _=False, c=other.chart: controller.start(c, self.bot_id))
            self.more_actions[other.chart] = action
        self.more_button.setVisible(bool(self.more_actions))
        routines.addWidget(self.more_button)
        box = QGroupBox()
        box.setLayout(routines)
        return box

    def _add_field(
        self, grid: QGridLayout, row: int, fld: FieldView, rows: list[tuple[QLabel, FieldEditor]]
    ) -> int:
        """One field's label, editor, hint and card in the section's grid; returns the next row."""
        label = QLabel()
        label.setWordWrap(True)
        editor = FieldEditor(self, fld)
        if fld.kind == "map":  # a row of entries needs the panel's whole width
            grid.addWidget(label, row, 0, 1, 2)
            grid.addWidget(editor, row + 1, 0, 1, 2)
            row += 2
        else:
            grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(editor, row, 1)
            row += 1
        if fld.hint is not None:
            editor.hint_label = QLabel()
            editor.hint_label.setObjectName("hint:" + fld.path)
            editor.hint_label.setWordWrap(True)
            editor.hint_label.setStyleSheet("color: palette(dark); font-size: small;")
            grid.addWidget(editor.hint_label, row, 0, 1, 2)
            row += 1
        if fld.kind == "card":
            view = CardView()
            grid.addWidget(view, row, 0, 1, 2)
            self.card_views[fld.path] = view
            row += 1
        rows.append((label, editor))
        return row

    def set_text_size(self, size: int) -> None:
        """The card grows with the text size."""
        for view in self.card_views.values():
            view.set_text_size(size)

    def retranslate_ui(self) -> None:
        """Every text of the panel in the current language."""
        self.turn_button.setText(self.tr("Start turn"))
        self.stop_button.setText(self.tr("Stop chart"))
        self.stop_button.setToolTip(self.tr("Stop the chart this bot is running (undoable)."))
        self.routines_box.setTitle(self.tr("Turn and routines"))
        self.more_button.setText(self.tr("Other charts"))
        for other in self.game.other_charts:
            self.more_actions[other.chart].setText(mnemonic_safe(render(other.label)))
        for routine in self.game.routines:
            self.routine_buttons[routine.chart].setText(mnemonic_safe(render(routine.label)))
        for (box, rows), section in zip(self.sections, self.bot.mat, strict=True):
            box.setTitle(mnemonic_safe(render(section.title)))
            for label, editor in rows:
                label.setText(render(editor.fld.label))
                editor.retranslate_ui()
        self._title()

    def _title(self) -> None:
        parts = [self.bot.name, *(render(b) for b in self.bot.badges)]
        self.title.setText(" · ".join(parts))

    def show_view(self, view: GameView) -> None:
        """Draw the bot as a new view shows it (after every change); an unchanged bot is not
        redrawn."""
        self.game = view
        bot = view.bot(self.bot_id)
        # Each step copies the world, so compare by value: an unchanged bot is not redrawn.
        if bot is None or bot is self._drawn or bot == self._drawn:
            return
        self.bot = self._drawn = bot
        self._title()
        self.stop_button.setEnabled(bot.running)
        for (_box, rows), section in zip(self.sections, bot.mat, strict=True):
            for (_label, editor), fld in zip(rows, section.fields, strict=True):
                editor.show_field(fld)
                view_ = self.card_views.get(fld.path)
                if view_ is not None:
                    card = fld.card
                    view_.show_card(
                        view.pack_id,
                        card.id if card else None,
                        dict(card.data) if card and card.data is not None else None,
                        view.chart_titles,
                    )
