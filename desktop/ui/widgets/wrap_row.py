"""A row of widgets that stays one row while its items fit at their least widths (shortened with
"…" as a box layout would), and wraps into more rows, each item as wide as it asks, when they do
not: at a large text size a bar never pushes the window wider than the screen."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QWidget, QWidgetItem


class WrapRow(QLayout):
    """Items left to right; one row if their least widths fit, else rows of whole items."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._stretch: dict[int, int] = {}  # id(item) -> stretch factor
        self._gap = spacing
        self._heights: dict[int, int] = {}  # height at a width, until the items change
        self.setContentsMargins(0, 0, 0, 0)

    def invalidate(self) -> None:
        self._heights.clear()
        super().invalidate()

    # ---- the QLayout protocol ------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def addWidget(self, widget: QWidget, stretch: int = 0) -> None:
        self.insertWidget(len(self._items), widget, stretch)

    def insertWidget(self, index: int, widget: QWidget, stretch: int = 0) -> None:
        """As QBoxLayout.insertWidget: `widget` at `index` (its stretch shares spare width)."""
        self.addChildWidget(widget)
        item = QWidgetItem(widget)
        self._items.insert(min(max(index, 0), len(self._items)), item)
        self._stretch[id(item)] = stretch
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        self._stretch.pop(id(item), None)
        return item

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        # Qt asks again and again for the same widths while it lays the window out: the rows
        # are placed once per width until an item changes. Qt then calls `invalidate` at once on
        # the layout of the item's parent widget (a layout nested in another only at the next
        # pass), so a WrapRow is its widget's own layout (the round bar's).
        known = self._heights.get(width)
        if known is None:
            m = self.contentsMargins()
            inner = QRect(0, 0, width - m.left() - m.right(), 0)
            known = self._heights[width] = self._place(inner, move=False) + m.top() + m.bottom()
        return known

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        m = self.contentsMargins()
        self._place(rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom()), move=True)

    def sizeHint(self) -> QSize:
        shown = self._visible()
        width = sum(i.sizeHint().width() for i in shown) + self._gap * max(len(shown) - 1, 0)
        return self._margined(width, max((i.sizeHint().height() for i in shown), default=0))

    def minimumSize(self) -> QSize:
        """As narrow as its widest item: the rest wraps."""
        shown = self._visible()
        width = max((i.minimumSize().width() for i in shown), default=0)
        return self._margined(width, max((i.minimumSize().height() for i in shown), default=0))

    def _margined(self, width: int, height: int) -> QSize:
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    # ---- placing -------------------------------------------------------------------------
    def _visible(self) -> list[QLayoutItem]:
        return [i for i in self._items if (w := i.widget()) is None or not w.isHidden()]

    def rows(self, width: int) -> list[list[QLayoutItem]]:
        """The items of each row at `width`: as few rows as their least widths allow, the items
        shared out evenly between them (so each row has room to spare for whole words)."""
        shown = self._visible()
        least = [min(i.minimumSize().width(), width) for i in shown]
        fewest = self._pack(shown, least, width)
        if len(fewest) <= 1:
            return fewest
        # The narrowest rows that still need no more of them (found by halving: few items).
        low, high = max(max(least), sum(least) // len(fewest)), width
        while low < high:
            middle = (low + high) // 2
            if len(self._pack(shown, least, middle)) <= len(fewest):
                high = middle
            else:
                low = middle + 1
        return self._pack(shown, least, high)

    def _pack(self, items: list[QLayoutItem], widths: list[int], limit: int) -> list[list[QLayoutItem]]:
        """Rows filled in order, each up to `limit` pixels of the given widths."""
        rows: list[list[QLayoutItem]] = []
        used = 0
        for item, want in zip(items, widths, strict=True):
            if rows and used + self._gap + want <= limit:
                rows[-1].append(item)
                used += self._gap + want
            else:
                rows.append([item])
                used = want
        return rows

    def _widths(self, row: list[QLayoutItem], width: int) -> list[int]:
        """Each item's width in a row `width` pixels wide: from its least toward its preferred
        width alike, then the spare width to the items that stretch."""
        room = width - self._gap * max(len(row) - 1, 0)
        least = [min(i.minimumSize().width(), room) for i in row]
        hint = [max(i.sizeHint().width(), m) for i, m in zip(row, least, strict=True)]
        spare = room - sum(least)
        grow = sum(h - m for h, m in zip(hint, least, strict=True))
        if spare <= 0 or grow <= 0:
            sizes = list(least)
        elif spare < grow:
            sizes = [m + (h - m) * spare // grow for h, m in zip(hint, least, strict=True)]
        else:
            sizes = list(hint)
        left = room - sum(sizes)
        stretch = [self._stretch.get(id(i), 0) for i in row]
        total = sum(stretch)
        if left > 0 and total:
            sizes = [s + left * f // total for s, f in zip(sizes, stretch, strict=True)]
        return sizes

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in `rect` (or only measure); returns the height they take."""
        y = rect.y()
        for n, row in enumerate(self.rows(rect.width())):
            if n:
                y += self._gap
            widths = self._widths(row, rect.width())
            height = max(
                i.heightForWidth(w) if i.hasHeightForWidth() else i.sizeHint().height()
                for i, w in zip(row, widths, strict=True)
            )
            x = rect.x()
            for item, w in zip(row, widths, strict=True):
                if move:
                    item.setGeometry(self._cell(item, x, y, w, height))
                x += w + self._gap
            y += height
        return y - rect.y()

    @staticmethod
    def _cell(item: QLayoutItem, x: int, y: int, width: int, height: int) -> QRect:
        """An item's place in its row: the row's height, or its own, centred, when it is fixed."""
        widget = item.widget()
        fixed = widget is not None and widget.sizePolicy().verticalPolicy() == QSizePolicy.Policy.Fixed
        if fixed:
            own = min(item.sizeHint().height(), height)
            return QRect(x, y + (height - own) // 2, width, own)
        return QRect(x, y, width, height)
