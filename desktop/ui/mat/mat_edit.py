"""A mat value being typed, as the player corrects it by hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRegularExpression, QSize, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import QLineEdit

from desktop.ui.mat.value_widgets import Snug

if TYPE_CHECKING:
    from desktop.ui.mat.field_editor import FieldEditor

READ_PAD = 6  # room around a value drawn without a box
EDIT_PAD = 10  # room a value's box takes around its characters (frame and margins)
NUMBER_DIGITS = 4  # digits a number's field takes (a counter's bounds are at most ±999: a refusal says so)


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
        self._hint: tuple[tuple[object, ...], QSize] | None = None  # the size last given, and for what
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
        # Qt asks a mat's fields for their size hundreds of times while it lays a window out, and
        # each answer asks the theme's style, a Python object, for several measures: it is kept
        # until what it depends on changes (the words shown, the box, the font).
        read_only = self.isReadOnly()
        key = (read_only, self.text() if read_only else self.chars, self.hasFrame(), self.font().key())
        if self._hint is None or self._hint[0] != key:
            self._hint = (key, self._measured(read_only))
        return QSize(self._hint[1])

    def _measured(self, read_only: bool) -> QSize:
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        if read_only:  # a value only the bot changes takes the width of its words
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
