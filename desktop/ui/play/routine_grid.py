"""The round's routines under a bot's mat: their buttons in phase order, in equal columns; one
row while every label takes two lines at most, else as few rows as that needs (a label wraps,
never cut). A panel short of height folds them: the grid then lays out only those the phase the
table is in needs, or none when they fit beside Start turn and Stop (see bot_panel.py)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QGridLayout

from desktop.ui.widgets.wrap_button import WrapButton

ROUTINE_LINES = 2  # a routine's label wraps onto two lines before the routines take another row
BUTTON_HEIGHT = 30  # the turn's and routines' buttons: a click target, two rows of them under the mat
GAP = 4  # between two buttons, and between two rows of them


def row_height(buttons: Sequence[WrapButton], room: int, columns: int = 0) -> int:
    """The height of a row of `buttons` in `columns` equal columns of `room` pixels (one each by
    default), each label wrapped to its column, none lower than a click target."""
    if not buttons:
        return 0
    columns = columns or len(buttons)
    width = (room - GAP * (columns - 1)) // columns
    return max(BUTTON_HEIGHT, *(b.heightForWidth(width) for b in buttons))


class RoutineGrid(QGridLayout):
    """The routines' buttons, laid out again when the panel's width or their words change."""

    def __init__(self) -> None:
        super().__init__()
        self.setSpacing(GAP)
        self.buttons: list[WrapButton] = []
        self.placed: list[WrapButton] = []  # the buttons it lays out: all, or those a fold keeps
        self.per_row = 0  # buttons a row as last laid out (0: lay them out again)

    def place(self, buttons: list[WrapButton]) -> None:
        """Lay out these buttons from now on (the others are the panel's to place)."""
        for button in self.placed:
            self.removeWidget(button)
        self.placed = list(buttons)
        self.per_row = 0

    def per_row_at(self, room: int, buttons: Sequence[WrapButton]) -> int:
        """How many of `buttons` a row takes in `room` pixels, the rows as even as can be."""
        per_row = len(buttons)
        while per_row > 1 and any(
            b.lines_at((room - GAP * (per_row - 1)) // per_row) > ROUTINE_LINES for b in buttons
        ):
            per_row -= 1
        rows = -(-len(buttons) // per_row)
        return -(-len(buttons) // rows)  # rows as even as the count allows (2 + 2, not 3 + 1)

    def height_at(self, room: int, buttons: Sequence[WrapButton]) -> int:
        """The height `buttons` take laid out in `room` pixels (0 for none)."""
        if not buttons:
            return 0
        per_row = self.per_row_at(room, buttons)
        rows = [list(buttons[i : i + per_row]) for i in range(0, len(buttons), per_row)]
        return sum(row_height(row, room, per_row) for row in rows) + GAP * (len(rows) - 1)

    def arrange(self, room: int) -> None:
        """The buttons in as few rows as `room` pixels allow, the rows as even as can be."""
        buttons = self.placed
        if not buttons:
            return
        per_row = self.per_row_at(room, buttons)
        if per_row == self.per_row:
            return
        self.per_row = per_row
        for button in buttons:
            self.removeWidget(button)
        for column in range(len(self.buttons)):  # columns an earlier layout stretched too
            self.setColumnStretch(column, 1 if column < per_row else 0)
        for at, button in enumerate(buttons):
            self.addWidget(button, at // per_row, at % per_row)


def fits_one_row(buttons: Sequence[WrapButton], room: int) -> bool:
    """Whether `buttons` share one row of `room` pixels, each label on two lines at most and no
    word wider than its share."""
    share = (room - GAP * (len(buttons) - 1)) // max(len(buttons), 1)
    return all(b.lines_at(share) <= ROUTINE_LINES and b.minimumSizeHint().width() <= share for b in buttons)
