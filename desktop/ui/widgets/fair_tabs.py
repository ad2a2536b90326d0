"""Tabs that share a narrow bar fairly: when the names do not fit, the longest are shortened in
the middle (a seat's number stays in view) until every tab fits, instead of the last tabs
hiding behind scroll arrows."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QTabBar, QTabWidget, QWidget


def fair_widths(wanted: list[int], room: int) -> list[int]:
    """Each tab's width when `room` is shared: the narrow keep what they want, the widest are cut
    to one common width so the sum fits (what each wants, when everything fits)."""
    if sum(wanted) <= room or not wanted:
        return list(wanted)
    left, cap = room, 0
    ordered = sorted(wanted)
    for i, width in enumerate(ordered):
        share = left // (len(ordered) - i)
        if width > share:  # this tab and every wider one get the common width
            cap = share
            break
        left -= width
    return [min(width, cap) for width in wanted]


class FairTabBar(QTabBar):
    """A tab bar whose tabs may shrink to their fair share of its width (Qt lays the tabs out
    between their minimum and their wished size: the minimum is that share)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setElideMode(Qt.TextElideMode.ElideMiddle)

    def minimumTabSizeHint(self, index: int) -> QSize:  # noqa: N802 - Qt's virtual
        """The tab's fair share of the bar, never less than Qt's own shortest (a letter and …)."""
        wanted = [self.tabSizeHint(i).width() for i in range(self.count())]
        share = fair_widths(wanted, self.width())[index]
        least = super().minimumTabSizeHint(index)
        return QSize(max(share, least.width()), least.height())


class FairTabWidget(QTabWidget):
    """A tab widget with a `FairTabBar`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabBar(FairTabBar(self))
