"""A bot's mat, drawn from the pack's `mat:` declaration, with routine buttons and corrections."""

from __future__ import annotations

import random
import re
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

from desktop.core.interpreter import make_ctx
from desktop.core.messages import Message, placeholders
from desktop.core.pack import Pack
from desktop.core.pack_model import MatField
from desktop.ui.card_view import CardView
from desktop.ui.controller import GameController
from desktop.ui.language import render

CUBE = 14
CUBES_PER_ROW = 14
# Cubes drawn at most (the number beside says the rest): one per unit froze the window at
# 100,000,000 and overflowed Qt's int size at 3,000,000,000.
MAX_CUBES = 3 * CUBES_PER_ROW


def dig(data: Any, path: str) -> Any:
    """A value of the bot state by dotted path; None when it is not there."""
    for part in path.split("."):
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        else:
            return None
    return data


def mnemonic_safe(text: str) -> str:
    """Pack texts on buttons and boxes: '&' is a character, not a keyboard mnemonic."""
    return text.replace("&", "&&")


_POWER = re.compile(r"(^|[^a-z])power([^a-z]|$)")


def is_power(fld: MatField) -> bool:
    """Counters of power (Bot Power and the like, not Manpower) are drawn as cubes."""
    return fld.kind == "counter" and bool(_POWER.search(fld.label.lower()) or _POWER.search(fld.path.lower()))


class CubesWidget(QWidget):
    """A counter drawn as cubes, as on the physical mat, with the count beside them."""

    def __init__(self, color: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.color = QColor(color)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_count(self, count: int) -> None:
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


class FieldEditor(QWidget):
    """One mat value: shown, and (when the pack allows) corrected by hand as an undoable event."""

    def __init__(self, panel: BotPanel, fld: MatField) -> None:
        super().__init__()
        self.panel, self.fld = panel, fld
        self.value: Any = object()
        self.edits: dict[str, QLineEdit] = {}
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
                label.setProperty("key", key.id)
                edit = self._line_edit(48, f"{fld.path}.{key.id}")
                grid.addWidget(label, i // 2, 2 * (i % 2))
                grid.addWidget(edit, i // 2, 2 * (i % 2) + 1)
                self.edits[key.id] = edit
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
            if is_power(fld):
                self.cubes = CubesWidget("#dc2626" if "spent" in fld.label.lower() else "#16a34a")
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
        """Key labels and choice labels in the current language."""
        pack_id = self.panel.pack.id
        for label in self.findChildren(QLabel):
            key = label.property("key")
            if key:
                fk = next(k for k in self.fld.keys if k.id == key)
                label.setText(render(Message(pack_id, fk.label)))
        if self.combo is not None:
            for i, choice in enumerate(self.fld.choices):
                self.combo.setItemText(i, render(Message(pack_id, choice.label)))
        tip = self.hint_text()
        if self.hint_label is not None:
            self.hint_label.setText(tip)
        if self.fld.editable:
            tip = (tip + "\n" if tip else "") + self.tr(
                "Type a value and press Enter to correct it (undoable)."
            )
        self.setToolTip(tip)
        self.value = object()  # force the next show() to rewrite texts (e.g. "—")

    def hint_text(self) -> str:
        """The field's hint; `{name}` in it shows the pack's registered value `name` for this
        bot (e.g. a threshold that depends on the bot's difficulty)."""
        if not self.fld.hint:
            return ""
        params = {}
        session = self.panel.controller.session
        for name in placeholders(self.fld.hint):
            named = self.panel.pack.registry.values.get(name)
            if named is None or named.required or session is None:
                continue
            try:
                ctx = make_ctx(self.panel.pack, session.world, self.panel.bot_id, random.Random(0))
                params[name] = named.func(ctx)
            except Exception:  # noqa: BLE001 - a hint must never break the panel
                continue
        return render(Message(self.panel.pack.id, self.fld.hint, params))

    def show_value(self, state: dict[str, Any]) -> None:
        """Put the tracked value into the widgets, unless the player is typing in them."""
        value = dig(state, self.fld.path)
        if value == self.value:
            return
        self.value = value
        kind = self.fld.kind
        if kind == "map":
            for key, edit in self.edits.items():
                self._set(edit, dig(value, key) if isinstance(value, dict) else None)
        elif self.combo is not None:
            idx = self.combo.findData(value)
            self.combo.setCurrentIndex(idx)
        elif self.check is not None:
            self.check.setChecked(bool(value))
        elif kind == "cards":
            cards = value if isinstance(value, list) else []
            assert self.info is not None
            self.info.setText(self.tr("%n card(s)", "", len(cards)))
            self.info.setToolTip(", ".join(map(str, cards)))
            if self.edits:
                self._set(next(iter(self.edits.values())), ", ".join(map(str, cards)))
        else:
            self._set(next(iter(self.edits.values())), value)
            if self.cubes is not None:
                self.cubes.set_count(value if isinstance(value, int) else 0)

    @staticmethod
    def _set(edit: QLineEdit, value: Any) -> None:
        text = "—" if value is None else str(value)
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
        old = dig(self.panel.state(), path)
        shown = "—" if old is None else ", ".join(map(str, old)) if isinstance(old, list) else str(old)
        if text == shown:
            return
        if not self._commit(path, value):
            edit.setText(shown)  # the refused value is gone; the tracked one is back

    def _commit(self, path: str, value: Any) -> bool:
        ok = self.panel.controller.correct(self.panel.bot_id, path, value)
        if not ok:
            self.value = object()
            self.show_value(self.panel.state())
        return ok


class BotPanel(QWidget):
    """One bot: its mat (generic from `mat:`), its last card, and buttons for its routines."""

    def __init__(self, controller: GameController, bot_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bot_id = bot_id
        assert controller.session is not None
        self.pack: Pack = controller.session.pack
        self.title = QLabel()
        self.title.setObjectName("botTitle")
        self.title.setWordWrap(True)
        self.turn_button = QPushButton()
        self.turn_button.setObjectName("turnButton")
        self.turn_button.clicked.connect(lambda: controller.start_turn(self.bot_id))
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("stopButton")
        self.stop_button.clicked.connect(lambda: controller.abort(self.bot_id))
        self.routine_buttons: dict[str, QPushButton] = {}
        routines = QVBoxLayout()
        first = QHBoxLayout()
        first.addWidget(self.turn_button, 2)
        first.addWidget(self.stop_button, 1)
        routines.addLayout(first)
        for routine in self.pack.meta.routines:
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
        shown = {r.chart for r in self.pack.meta.routines} | {self.pack.meta.entry}
        for chart_id in sorted(set(self.pack.charts) - shown):
            action = self.more_menu.addAction("")
            action.triggered.connect(lambda _=False, c=chart_id: controller.start(c, self.bot_id))
            self.more_actions[chart_id] = action
        self.more_button.setVisible(bool(self.more_actions))
        routines.addWidget(self.more_button)
        self.routines_box = QGroupBox()
        self.routines_box.setLayout(routines)

        self._shown: tuple[Any, Any, int] | None = None
        self.language_epoch = 0
        self.sections: list[tuple[QGroupBox, list[tuple[QLabel, FieldEditor]]]] = []
        self.card_views: dict[str, CardView] = {}
        content = QWidget()
        body = QVBoxLayout(content)
        body.addWidget(self.title)
        body.addWidget(self.routines_box)
        for section in self.pack.meta.mat:
            box = QGroupBox()
            grid = QGridLayout(box)
            rows: list[tuple[QLabel, FieldEditor]] = []
            row = 0
            for fld in section.fields:
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
                if fld.hint:
                    editor.hint_label = QLabel()
                    editor.hint_label.setObjectName("hint:" + fld.path)
                    editor.hint_label.setWordWrap(True)
                    editor.hint_label.setStyleSheet("color: palette(dark); font-size: small;")
                    grid.addWidget(editor.hint_label, row, 0, 1, 2)
                    row += 1
                if fld.kind == "card":
                    view = CardView()
                    # Card values naming a chart (an action) show that chart's title.
                    view.titles = {
                        cid: Message(f"{self.pack.id}/{cid}", chart.title)
                        for cid, chart in self.pack.charts.items()
                    }
                    grid.addWidget(view, row, 0, 1, 2)
                    self.card_views[fld.path] = view
                    row += 1
                rows.append((label, editor))
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
        self.retranslate_ui()

    def state(self) -> dict[str, Any]:
        """The bot's tracked state."""
        assert self.controller.session is not None
        return self.controller.session.world["bots"].get(self.bot_id, {})

    def set_text_size(self, size: int) -> None:
        """The card grows with the text size."""
        for view in self.card_views.values():
            view.set_text_size(size)

    def retranslate_ui(self) -> None:
        """Every text of the panel in the current language."""
        pack_id = self.pack.id
        self.turn_button.setText(self.tr("Start turn"))
        self.stop_button.setText(self.tr("Stop chart"))
        self.stop_button.setToolTip(self.tr("Stop the chart this bot is running (undoable)."))
        self.routines_box.setTitle(self.tr("Turn and routines"))
        self.more_button.setText(self.tr("Other charts"))
        titles = {c: render(Message(f"{pack_id}/{c}", self.pack.charts[c].title)) for c in self.more_actions}
        for chart_id, action in self.more_actions.items():
            action.setText(mnemonic_safe(titles[chart_id]))
        for routine in self.pack.meta.routines:
            self.routine_buttons[routine.chart].setText(
                mnemonic_safe(render(Message(pack_id, routine.label)))
            )
        for (box, rows), section in zip(self.sections, self.pack.meta.mat, strict=True):
            box.setTitle(mnemonic_safe(render(Message(pack_id, section.section))))
            for label, editor in rows:
                label.setText(render(Message(pack_id, editor.fld.label)))
                editor.retranslate_ui()
        for view in self.card_views.values():
            view.retranslate_ui()
        self.language_epoch += 1
        self.refresh()

    def refresh(self) -> None:
        """Show the tracked values (called after every change)."""
        session = self.controller.session
        if session is None or self.bot_id not in session.world["bots"]:
            return
        meta = session.world["meta"][self.bot_id]
        state = self.state()
        # Each step copies the world, so compare by value: an unchanged bot is not redrawn.
        if self._shown == (state, meta, self.language_epoch):
            return
        self._shown = (state, meta, self.language_epoch)
        options = meta.get("options", {})
        extras = []
        for opt in self.pack.meta.bot_options:
            value = options.get(opt.id)
            if opt.kind == "choice":
                choice = next((c for c in opt.choices if c.id == value), None)
                if choice is not None:
                    extras.append(render(Message(self.pack.id, choice.label)))
            elif opt.kind == "profile":
                profile = meta.get("profile")
                extras.append(
                    str(profile.get("name"))
                    if isinstance(profile, dict) and profile.get("name")
                    else self.tr("No profile")
                )
        self.title.setText(" · ".join([session.bot_name(self.bot_id), *extras]))
        self.stop_button.setEnabled(session.running(self.bot_id))
        for _box, rows in self.sections:
            for _label, editor in rows:
                editor.show_value(state)
                if editor.hint_label is not None and "{" in (editor.fld.hint or ""):
                    text = editor.hint_text()
                    if editor.hint_label.text() != text:
                        editor.hint_label.setText(text)
        for path, view in self.card_views.items():
            fld = next(e.fld for _b, rows in self.sections for _l, e in rows if e.fld.path == path)
            card_id = dig(state, path)
            deck = self.pack.decks.get(fld.deck or "", {})
            view.show_card(
                self.pack.id,
                None if card_id is None else str(card_id),
                deck.get(str(card_id)) if card_id is not None else None,
            )
