"""The small widgets a mat's values are drawn with: a label and its value side by side, names
that head a row, − and + as tall as a value, a choice box, a flag's check box; all as snug as
their text."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QStyle,
    QStyleOptionToolButton,
    QToolButton,
    QWidget,
)

from desktop.ui.widgets.contrast_style import grow_indicators, mark_size

SPACING = 2  # between a label and its value, and between a section's rows
CELL_GAP = 8  # between two values sharing a row (wide enough to tell the pairs apart)
STEPPER = 22  # the width of a − or + button: comfortably clicked (and tapped)
ROW_AIR = 4  # pixels a value's box adds to its text's height


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


class MenuStepper(Stepper):
    """The Routines ▾ menu beside the title: its words carry the ▾, so the style's own small
    arrow in the corner is left out (two arrows on one button)."""

    def initStyleOption(self, option: QStyleOptionToolButton) -> None:  # noqa: N802 - Qt's name
        super().initStyleOption(option)
        option.features &= ~QStyleOptionToolButton.ToolButtonFeature.HasMenu


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


class MarkCheckBox(QCheckBox):
    """A flag's check box: it takes the style whose marks grow with their words (contrast_style's
    `grow_indicators`) only once its words are large enough for its mark to grow, which they
    never are at the usual text size. A mat's flags in the start's first frame then make Qt call
    no Python style, nor PySide6 make every style option's Python type, which that first call
    brings (≈ 4 ms)."""

    def __init__(self) -> None:
        super().__init__()
        self._grown = False
        self._fit_mark()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_mark()

    def _fit_mark(self) -> None:
        if self._grown:
            return
        least = QApplication.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
        if mark_size(self, least) > least:
            self._grown = True
            grow_indicators(self)
