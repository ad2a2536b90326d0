"""A field for a whole number that says when Enter cannot take what it holds (empty, or out of
its bounds) and when a key typed cannot be taken (a letter, a minus where only 0 and up are
answers): Qt's own field stays silent then, and the player is left wondering."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent
from PySide6.QtWidgets import QLineEdit, QWidget


class NumberField(QLineEdit):
    """A line edit with a validator; `unfit` is emitted when Enter is pressed on a value the
    validator does not accept (returnPressed is emitted as usual for one it accepts), or when a
    key typed is refused."""

    unfit = Signal()
    """Enter was pressed while the field holds no acceptable number, or a key typed was refused."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # "-3" typed where 0 and up are answers dropped the minus unsaid, and Enter took 3.
        self.inputRejected.connect(self.unfit)

    def take(self, low: int, high: int) -> None:
        """Take whole numbers from `low` to `high`. The field keeps one validator and gives it
        the new range: a new validator for every number step stayed in memory under the field
        for the rest of the game (about one per thirty steps of an EU game)."""
        validator = self.validator()
        if isinstance(validator, QIntValidator):
            validator.setRange(low, high)
        else:
            self.setValidator(QIntValidator(low, high, self))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not self.hasAcceptableInput():
            self.unfit.emit()
            event.accept()
            return
        super().keyPressEvent(event)
