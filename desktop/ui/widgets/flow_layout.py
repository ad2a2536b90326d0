"""Answer buttons laid out as words in a paragraph: left to right, wrapping to the next row, and
a label too long for the row wrapped inside its button, so every answer stays in view; or, for a
long list of answers, in equal columns (each label wrapped to its column), which takes fewer rows
than a paragraph where one long label leaves the rest of its row empty."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QLayout,
    QLayoutItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

BUTTON_PAD = 28  # horizontal room a push button's frame and margins take around its text
TOUCH_MIN = 44  # px: the least height of a button a thumb presses (touch laptops, tablets)


def widest_word(text: str, metrics: QFontMetrics) -> int:
    """The width of the text's longest word: what it needs so that no word is cut."""
    return max((metrics.horizontalAdvance(word) for word in text.split()), default=0)


def wrap_words(text: str, metrics: QFontMetrics, width: int) -> str:
    """`text` with line breaks so that no line is wider than `width` pixels (a word longer than
    the width stays whole on its own line). A key hint ending the text ("[4]") takes the word
    before it onto its line, where both fit: alone on a line it reads as an answer of its own."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(trial) > width:
                lines.append(line.rstrip(" "))
                line = word
            else:
                line = trial
        lines.append(line)
    return "\n".join(_hint_kept_with_its_word(lines, metrics, width))


def _hint_kept_with_its_word(lines: list[str], metrics: QFontMetrics, width: int) -> list[str]:
    """The lines with a last line holding only a key hint given the word before it, when the
    two fit the width: set apart by two spaces as on one line, or by one where two do not fit
    (a narrow column: "Państwowej [13]"). A word that was alone on its line takes the key there."""
    hint = lines[-1] if len(lines) > 1 else ""
    if not (hint.startswith("[") and hint.endswith("]")):
        return lines
    before, _space, word = lines[-2].rpartition(" ")
    fitting = [j for j in (f"{word}  {hint}", f"{word} {hint}") if metrics.horizontalAdvance(j) <= width]
    if not fitting:
        return lines
    head = [before.rstrip(" ")] if before.strip() else []
    return [*lines[:-2], *head, fitting[0]]


class AnswerButton(QPushButton):
    """A button whose label wraps onto more lines when the row is narrower than the label."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self._limit = 0
        self._hints: dict[int, QSize] = {}  # size at a row width, for the label now
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_label(self, text: str) -> None:
        """The answer's label (with its key); wrapped to the last width the layout gave."""
        if text != self.full_text:
            self.full_text = text
            self._hints.clear()
            self._apply()

    def hint_at(self, width: int) -> QSize:
        """The button's size when the row is `width` pixels wide (measured, nothing changed)."""
        known = self._hints.get(width)
        if known is None:
            text = self.full_text
            if width > BUTTON_PAD:
                text = wrap_words(text, self.fontMetrics(), width - BUTTON_PAD)
            # As QPushButton.sizeHint measures its label, for the label wrapped to this width.
            option = QStyleOptionButton()
            self.initStyleOption(option)
            contents = self.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, text)
            size = self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, contents, self)
            known = self._hints[width] = QSize(
                max(size.width(), min(self.minimumWidth(), width)), max(size.height(), self.minimumHeight())
            )
        return known

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._hints.clear()  # measured with another font
            self._apply()  # wrapped again: a width kept from a larger font left its breaks in
            self.updateGeometry()

    def fit(self, width: int) -> None:
        """Wrap the label to fit a row `width` pixels wide."""
        if width != self._limit:
            self._limit = width
            self._apply()

    def _apply(self) -> None:
        text = self.full_text
        if self._limit > BUTTON_PAD:
            text = wrap_words(text, self.fontMetrics(), self._limit - BUTTON_PAD)
        if self.text() != text:
            self.setText(text)


class FlowLayout(QLayout):
    """Items placed in rows that wrap at the layout's width; its height follows its width."""

    def __init__(
        self, parent: QWidget | None = None, spacing: int = 8, row_spacing: int | None = None
    ) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self._row_gap = spacing if row_spacing is None else row_spacing
        self._heights: dict[int, int] = {}  # height at a width, until the items change
        self._least: QSize | None = None  # the minimum size, until the items change
        self._shown: list[QLayoutItem] | None = None  # the items not hidden, until the items change
        self._columns = 0  # at most this many equal columns (0: a paragraph)
        self._chosen: dict[int, int] = {}  # the columns chosen at a width, until the items change
        self._least_column = 0  # a column's least width in pixels
        self.setContentsMargins(0, 0, 0, 0)

    def set_columns(self, most: int, least_width: int = 0) -> None:
        """Lay the items in equal columns, as many as fit at `least_width` pixels each, at most
        `most` (0: rows that flow as words do)."""
        if (most, least_width) != (self._columns, self._least_column):
            self._columns, self._least_column = most, least_width
            self.invalidate()

    def set_row_spacing(self, spacing: int) -> None:
        """The gap between two rows (a short mat draws its rows closer)."""
        if spacing != self._row_gap:
            self._row_gap = spacing
            self.invalidate()

    def columns_at(self, width: int) -> int:
        """How many columns the items take at `width` pixels (0: they flow): of the counts that
        keep a column at least its least width, the one whose rows are lowest (more columns
        wrap the labels onto more lines)."""
        if self._columns <= 0:
            return 0
        known = self._chosen.get(width)
        if known is None:
            fit = (width + self._gap) // max(self._least_column + self._gap, 1)
            counts = range(1, max(1, min(self._columns, fit)) + 1)
            known = self._chosen[width] = min(counts, key=lambda n: (self._columns_height(width, n), n))
        return known

    def invalidate(self) -> None:
        # Qt calls this when an item is shown or hidden too (and when its words change)
        self._heights.clear()
        self._chosen.clear()
        self._least = None
        self._shown = None
        super().invalidate()

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self._shown = None

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        self._shown = None
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        known = self._heights.get(width)
        if known is None:
            known = self._heights[width] = self._place(QRect(0, 0, width, 0), move=False)
        return known

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        if self._least is None:  # asked at every pass of a window's layout: measured once
            size = QSize(0, 0)
            for item in self._visible():
                size = size.expandedTo(item.minimumSize())
            self._least = size.boundedTo(QSize(160, 10_000))
        return QSize(self._least)

    def _visible(self) -> list[QLayoutItem]:
        if self._shown is None:
            self._shown = [i for i in self._items if (w := i.widget()) is None or not w.isHidden()]
        return self._shown

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in `rect` (or only measure); returns the height they take."""
        columns = self.columns_at(rect.width())
        if columns:
            return self._place_columns(rect, columns, move)
        x, y, row = rect.x(), rect.y(), 0
        for item in self._visible():
            widget = item.widget()
            if isinstance(widget, AnswerButton):
                hint = widget.hint_at(rect.width())
                if move:
                    widget.fit(rect.width())
            else:
                hint = item.sizeHint()
            width = min(hint.width(), rect.width())
            if width < hint.width() and item.hasHeightForWidth():  # narrower than it asks: taller
                hint = QSize(width, item.heightForWidth(width))
            if x > rect.x() and x + width > rect.x() + rect.width():
                x, y, row = rect.x(), y + row + self._row_gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, hint.height())))
            x += width + self._gap
            row = max(row, hint.height())
        return y + row - rect.y()

    def _column_width(self, width: int, columns: int) -> int:
        return (width - self._gap * (columns - 1)) // columns

    def _column_rows(self, width: int, columns: int) -> list[tuple[list[QLayoutItem], int]]:
        """The shown items by row of `columns` columns at `width` pixels, each row with its
        height (its tallest item's at the column's width)."""
        column, items = self._column_width(width, columns), self._visible()
        rows = [items[i : i + columns] for i in range(0, len(items), columns)]
        return [(row, max(_height_at(item, column) for item in row)) for row in rows]

    def _columns_height(self, width: int, columns: int) -> int:
        """The height the items take in `columns` columns at `width` pixels."""
        rows = self._column_rows(width, columns)
        return sum(height for _row, height in rows) + self._row_gap * max(len(rows) - 1, 0)

    def _place_columns(self, rect: QRect, columns: int, move: bool) -> int:
        """The items in `columns` equal columns, row by row, each row as tall as its tallest."""
        if not move:
            return self._columns_height(rect.width(), columns)
        width, y = self._column_width(rect.width(), columns), rect.y()
        for row, height in self._column_rows(rect.width(), columns):
            for i, item in enumerate(row):
                widget = item.widget()
                if isinstance(widget, AnswerButton):
                    widget.fit(width)
                item.setGeometry(QRect(rect.x() + i * (width + self._gap), y, width, height))
            y += height + self._row_gap
        return max(y - self._row_gap - rect.y(), 0)


def _height_at(item: QLayoutItem, width: int) -> int:
    """An item's height when it is `width` pixels wide (an answer's label wrapped there)."""
    widget = item.widget()
    if isinstance(widget, AnswerButton):
        return widget.hint_at(width).height()
    if item.hasHeightForWidth():
        return item.heightForWidth(width)
    return item.sizeHint().height()
