"""The check of a pack's card list against the player's own cards (a pack's `checks:`): every card
with its values in a table, the selected card in a form built from the table's schema, "Matches my
card" to confirm it with any corrections. Each answer is saved at once as the table's user
overlay and used from the next step on."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.messages import Message, os_reason
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.record import invalid
from desktop.core.play import copy_checks
from desktop.core.profile.profile_schema import Shape
from desktop.core.profile.profiles import Problem
from desktop.core.profile.schema_words import error_words
from desktop.ui.forms.schema_fields import ChoiceEditor, summary
from desktop.ui.forms.schema_form import SchemaForm
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.tones import use_tone
from desktop.ui.widgets.dialogs import within_room
from desktop.ui.widgets.question_box import thumb_sized
from desktop.ui.widgets.wrap_button import WrapButton

CHECKED, UNCHECKED = "✓", "—"
WIDE, TALL = 1300, 680  # the dialog's size where the screen has room


def unknown_word() -> str:
    """What a cell says where the list has no value (a value no source gives: the pack's `null`)."""
    return QCoreApplication.translate("CheckDialog", "not known")


def cell_text(shape: Shape, value: Any) -> str:
    """A card's value in a table cell (a player word where the list does not know it)."""
    if value is None:
        return unknown_word()
    if isinstance(value, list) and shape.item is not None:
        return ", ".join(summary(shape.item, v) for v in value)
    return summary(shape, value)


class CheckDialog(QDialog):
    """Check each card of a deck against the player's own (see the module's docstring)."""

    saved = Signal(str)
    """The answers were saved (the table's id): the game uses them from now on."""

    def __init__(self, pack: Pack, table: str, overlay_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("checkDialog")
        self.pack, self.table, self.overlay_dir = pack, table, overlay_dir
        self.check = pack.meta.checks[table]
        shape = copy_checks.row_shape(pack, table)
        assert shape is not None, "validation requires a schema for a checked table"
        self.shape = shape
        self.cards = sorted(pack.decks[self.check.deck])
        self.card = ""  # the card shown in the form
        self.intro = QLabel()
        self.intro.setObjectName("checkIntro")
        self.intro.setWordWrap(True)
        self.grid = self._table()
        self.card_title = QLabel()
        self.card_title.setObjectName("checkCardTitle")
        font = self.card_title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.card_title.setFont(font)
        self.form = SchemaForm(shape)
        self.form.setObjectName("checkForm")
        for name, sub in shape.props:
            editor = self.form.field((name,))
            if isinstance(editor, ChoiceEditor) and sub.nullable:
                editor.empty = lambda: self.tr("? (not known)")
        self.form.retranslate_ui()
        self.confirm_button = WrapButton()  # its words wrap in a narrow form: never cut
        self.confirm_button.setObjectName("confirmCard")
        self.confirm_button.setDefault(True)
        self.confirm_button.clicked.connect(lambda _=False: self.confirm_card())
        self.uncheck_button = WrapButton()
        self.uncheck_button.setObjectName("uncheckCard")
        self.uncheck_button.setAutoDefault(False)
        self.uncheck_button.clicked.connect(lambda _=False: self.uncheck_card())
        self.status = QLabel()
        self.status.setObjectName("checkStatus")
        self.status.setWordWrap(True)
        self._said: Callable[[], str] = str  # the status line, said again after a language switch
        self.progress = QLabel()
        self.progress.setObjectName("checkProgress")
        self.legend = QLabel()  # what a cell without a value and the unchecked mark mean
        self.legend.setObjectName("checkLegend")
        self.legend.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setAutoDefault(False)
        thumb_sized(self.buttons.buttons())
        self._lay_out()
        self._fit_screen()
        translate_ui(self)
        self.select(self._first_unchecked() or self.cards[0])

    def _fit_screen(self) -> None:
        """Wide enough for every column of the list beside the form (at 1366×768 the last ones
        were behind a sideways scroll), never wider or taller than the screen's room."""
        self.resize(within_room(self.screen(), WIDE, TALL))

    def _table(self) -> QTableWidget:
        grid = QTableWidget(len(self.cards), len(self.shape.props) + 2)
        grid.setObjectName("checkTable")
        grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        grid.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        grid.verticalHeader().hide()
        grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        grid.horizontalHeader().setStretchLastSection(True)
        grid.currentCellChanged.connect(lambda row, *_: self._row_chosen(row))
        return grid

    def _lay_out(self) -> None:
        side = QVBoxLayout()
        side.addWidget(self.card_title)
        side.addWidget(self.form)
        row = QHBoxLayout()
        row.addWidget(self.confirm_button, 1)
        row.addWidget(self.uncheck_button)
        side.addLayout(row)
        side.addWidget(self.status)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.grid, 1)
        form = QWidget()
        form.setLayout(side)
        form.setMaximumWidth(420)
        body.addWidget(form)
        bottom = QHBoxLayout()
        bottom.addWidget(self.progress, 1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(body, 1)
        layout.addWidget(self.legend)
        layout.addLayout(bottom)

    def retranslate_ui(self) -> None:
        """Every text in the current language (the form sets its own)."""
        self.setWindowTitle(render(Message(self.pack.id, self.check.label)))
        self.intro.setText(render(Message(self.pack.id, self.check.text)) if self.check.text else "")
        self.confirm_button.set_label(self.tr("Matches my card ✓ [Enter]"))
        self.uncheck_button.set_label(self.tr("Not checked yet"))
        self.legend.setText(
            self.tr(
                "“{unknown}”: no printed source gives this value; read it on your card and set it. "
                "{unchecked}: not checked yet."
            )
            .replace("{unknown}", unknown_word())
            .replace("{unchecked}", UNCHECKED)
        )
        headers = [self.tr("Card"), self.tr("Checked")] + [render(s.label) for _n, s in self.shape.props]
        self.grid.setHorizontalHeaderLabels(headers)
        self.refresh()
        self.status.setText(self._said())

    # ---- what is shown ------------------------------------------------------------------------
    def answers(self) -> dict[str, dict[str, Any]]:
        """The player's answers as saved."""
        return copy_checks.answers(self.pack, self.table)

    def checked(self, card: str) -> bool:
        """Whether the player checked a card."""
        return copy_checks.is_checked(self.answers().get(card), self.check.fields)

    def _first_unchecked(self, after: str = "") -> str:
        todo = [c for c in self.cards if not self.checked(c)]
        return next((c for c in todo if c > after), todo[0] if todo else "")

    def refresh(self) -> None:
        """The table's cells, the card's title and how far the check is."""
        for row, card in enumerate(self.cards):
            values = copy_checks.card_values(self.pack, self.table, card)
            # Whether it is checked comes second: always in view, however wide the values.
            cells = [card, CHECKED if self.checked(card) else UNCHECKED]
            cells += [cell_text(s, values.get(n)) for n, s in self.shape.props]
            for column, text in enumerate(cells):
                item = self.grid.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.grid.setItem(row, column, item)
                if item.text() != text:
                    item.setText(text)
                tip = self._cell_tip(text)
                if item.toolTip() != tip:
                    item.setToolTip(tip)
        left = len(copy_checks.unchecked(self.pack, self.table))
        self.progress.setText(
            self.tr("%n card(s) still to check.", "", left) if left else self.tr("Every card is checked.")
        )
        if self.card:
            self.card_title.setText(self.tr("Card {card}").replace("{card}", self.card))
            self.uncheck_button.setEnabled(self.checked(self.card))

    def _cell_tip(self, text: str) -> str:
        if text == unknown_word():
            return self.tr("No printed source gives this value: read it on your card and set it.")
        if text == UNCHECKED:
            return self.tr("Not checked yet")
        return ""

    def select(self, card: str) -> None:
        """Show a card in the form (and select its row)."""
        row = self.cards.index(card)
        if self.grid.currentRow() != row:
            self.grid.setCurrentCell(row, 0)  # shows it through _row_chosen
        else:
            self._show(card)

    def _row_chosen(self, row: int) -> None:
        if 0 <= row < len(self.cards):
            self._show(self.cards[row])

    def _show(self, card: str) -> None:
        self.card = card
        values = copy_checks.card_values(self.pack, self.table, card)
        self.form.load({name: values.get(name) for name, _s in self.shape.props})
        self._say("")
        self.refresh()

    def _say(self, text: str | Callable[[], str], refused: bool = False) -> None:
        """A line under the form; a callable is called again after a language switch."""
        self._said = text if callable(text) else (lambda: text)
        self.status.setText(self._said())
        use_tone(self.status, "error" if refused else "")

    # ---- answering ----------------------------------------------------------------------------
    def confirm_card(self) -> bool:
        """The card shown matches the player's, with the values in the form: save, and go on to
        the next card not checked yet."""
        listed = self.pack.decks[self.check.deck][self.card]
        entry: dict[str, Any] = {"confirmed": True}
        for name, _shape in self.shape.props:
            value = self.form.data.get(name)
            if value != listed.get(name):
                entry[name] = value  # what the player's card shows instead
        card = self.card
        if not self._save(card, entry):
            return False
        self._say(lambda: self.tr("Card {card} checked.").replace("{card}", card))
        following = self._first_unchecked(after=card)
        if following:
            self.select(following)
            self._say(lambda: self.tr("Card {card} checked.").replace("{card}", card))
        return True

    def uncheck_card(self) -> bool:
        """Take the player's answer for the card shown back: the list's values hold again."""
        card = self.card
        if not self._save(card, None):
            return False
        self._show(card)
        return True

    def _save(self, card: str, entry: Mapping[str, Any] | None) -> bool:
        found = {c: dict(e) for c, e in self.answers().items() if c != card}
        if entry is not None:
            found[card] = dict(entry)
        try:
            copy_checks.save(self.pack, self.table, found, self.overlay_dir)
        except invalid() as err:
            # The answer is {cards: {CARD: {FIELD: ...}}}: the field's path starts after the card.
            problems = [Problem(tuple(e["loc"][2:]), (), error_words(dict(e))) for e in err.errors()]
            self.form.show_problems([p for p in problems if p.path])
            self._say(
                lambda: self.tr("Not saved:") + " " + "; ".join(render(p.reason) for p in problems),
                refused=True,
            )
            return False
        except OSError as exc:
            reason = os_reason(exc)  # kept: `exc` is gone after the except block
            self._say(lambda: self.tr("Not saved:") + " " + render(reason), refused=True)
            return False
        self.form.show_problems([])
        self.refresh()
        self.saved.emit(self.table)
        return True
