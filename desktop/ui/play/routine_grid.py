"""The round's routines under a bot's mat: their buttons in phase order, in equal columns; one
row while every label takes two lines at most, else as few rows as that needs (a label wraps,
never cut)."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout

from desktop.ui.widgets.wrap_button import WrapButton

ROUTINE_LINES = 2  # a routine's label wraps onto two lines before the routines take another row


class RoutineGrid(QGridLayout):
    """The routines' buttons, laid out again when the panel's width or their words change."""

    def __init__(self) -> None:
        super().__init__()
        self.setSpacing(4)
        self.buttons: list[WrapButton] = []
        self.per_row = 0  # buttons a row as last laid out (0: lay them out again)

    def arrange(self, room: int) -> None:
        """The buttons in as few rows as `room` pixels allow, the rows as even as can be."""
        buttons = self.buttons
        if not buttons:
            return
        gap = self.spacing()
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
            self.removeWidget(button)
        for column in range(len(buttons)):
            self.setColumnStretch(column, 1 if column < per_row else 0)
        for at, button in enumerate(buttons):
            self.addWidget(button, at // per_row, at % per_row)
