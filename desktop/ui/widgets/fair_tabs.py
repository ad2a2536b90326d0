"""Tabs that share a narrow bar fairly: when the names do not fit, the longest are shortened
(their first words to initials, then in the middle: a seat's number stays in view) until every
tab fits, instead of the last tabs hiding behind scroll arrows. A tab's marks (▶, •) are not
part of the sharing: the tab gets their width on top of its name's share, so the marked tab
shows as much of its name as the others. A tab shown as initials keeps only what they need;
the rest goes to the names still cut. The button beside the tabs keeps its short words while the
names would be cut (four seats read «K…1» beside «+ Katastrofa»)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QStyle,
    QStyleOptionTab,
    QStyleOptionTabWidgetFrame,
    QStyleOptionToolButton,
    QTabBar,
    QTabWidget,
    QToolButton,
    QWidget,
)


def fair_widths(wanted: list[int], room: int, marks: list[int] | None = None) -> list[int]:
    """Each tab's width when `room` is shared: the narrow keep what they want, the widest are cut
    to one common width so the sum fits (what each wants, when everything fits). `marks` is the
    width of each tab's marks, given on top of its share rather than taken from its name's."""
    if sum(wanted) <= room or not wanted:
        return list(wanted)
    extra = marks or [0] * len(wanted)
    names = [max(width - mark, 0) for width, mark in zip(wanted, extra, strict=True)]
    left, cap = max(room - sum(extra), 0), 0
    ordered = sorted(names)
    for i, width in enumerate(ordered):
        share = left // (len(ordered) - i)
        if width > share:  # this name and every wider one get the common width
            cap = share
            break
        left -= width
    return [min(name, cap) + mark for name, mark in zip(names, extra, strict=True)]


def short_name(name: str, room: int, width: Callable[[str], int], cut: Callable[[str, int], str]) -> str:
    """A name in `room`: its first words cut to their initials while it does not fit («B. Team
    2.0», «R. Guard»: a tab read «Roy…ard»); the last word stays whole, and a number («Seat 3»)
    is never a word to cut. Narrower still, the words' initials alone («BT 2.0», «BT», «RG»: four
    tabs at 1366 read «Ел…ії», «А…с»), or a lone word's head («Wande…», «Kata… 1»); a word and a
    number narrower still, its initial and the number («B1»), then the number («1»). A name that
    fits none of these is `cut` whole (in the middle)."""
    if width(name) <= room:
        return name
    words = name.split(" ")
    last = max((i for i, w in enumerate(words) if w[:1].isalpha()), default=0)
    for i in range(last):
        if len(words[i]) > 2 and words[i][0].isalpha():
            words[i] = words[i][0] + "."
            if width(" ".join(words)) <= room:
                return " ".join(words)
    shorter = initials(name) if last > 0 else [head_and_number(words, room, width), *letter_and_number(words)]
    for short in shorter:
        if short and width(short) <= room:
            return short
    return cut(name, room)  # too narrow for initials too: «M.…..0» said less than «Mec…2.0»


def initials(name: str) -> list[str]:
    """A name of several words as their initials, a number kept whole, then without it:
    «Blue Team 2.0» as «BT 2.0», then «BT»."""
    words = name.split(" ")
    letters = "".join(w[0] for w in words if w[:1].isalpha())
    return [" ".join([letters, *(w for w in words if w and not w[0].isalpha())]), letters]


def head_and_number(words: list[str], room: int, width: Callable[[str], int]) -> str:
    """One word and the number after it («Katastrofa 1»): the word's head, the number whole
    («Kata… 1»: four seats at 1366 read «K…1» to «K…4»); a lone word's head alone."""
    rest = "".join(" " + word for word in words[1:])
    start = head(words[0], room - width(rest), width) if words[0][:1].isalpha() else ""
    return start + rest if start else ""


def letter_and_number(words: list[str]) -> list[str]:
    """A word and the numbers after it at their narrowest: its initial and the numbers («B1»:
    four seats in a small window read «…» each), then the numbers alone («1»); none for a lone
    word."""
    numbers = "".join(words[1:])
    if not numbers or not words[0][:1].isalpha():
        return []
    return [words[0][0] + numbers, numbers]


def head(word: str, room: int, width: Callable[[str], int]) -> str:
    """As much of a word's start as fits `room` with "…" after it, at least two letters ("" when
    not even those fit)."""
    for end in range(len(word) - 1, 1, -1):
        if width(word[:end] + "…") <= room:
            return word[:end] + "…"
    return ""


SLACK = 2  # pixels a measured name may round to, so the initials measured still fit when painted


class FairTabBar(QTabBar):
    """A tab bar whose tabs may shrink to their fair share of its width (Qt lays the tabs out
    between their minimum and their wished size: the minimum is that share)."""

    texts_changed = Signal()  # a tab's name changed: the room the names want changed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sharing = False
        self.setElideMode(Qt.TextElideMode.ElideMiddle)

    def set_marked_text(self, index: int, name: str, lead: str = "", trail: str = "") -> None:
        """The tab reads lead + name + trail; only the name counts in the sharing and only the
        name is shortened (the marks are kept as the tab's data, set first: a new text lays the
        tabs out again)."""
        self.setTabData(index, (lead, trail))
        self.setTabText(index, lead + name + trail)
        self.texts_changed.emit()

    def wished_width(self) -> int:
        """The width every tab's whole text wants, side by side."""
        return sum(self._wished())

    def _wished(self) -> list[int]:
        """Each tab's width for its whole text (Qt's own size, before any sharing)."""
        return [super(FairTabBar, self).tabSizeHint(i).width() for i in range(self.count())]

    def _marks(self, index: int) -> tuple[str, str]:
        marks = self.tabData(index)
        if isinstance(marks, tuple) and len(marks) == 2 and all(isinstance(m, str) for m in marks):
            return marks[0], marks[1]
        return "", ""

    def _marks_width(self, index: int) -> int:
        lead, trail = self._marks(index)
        return self.fontMetrics().horizontalAdvance(lead + trail) if lead or trail else 0

    def initStyleOption(self, option: QStyleOptionTab, tabIndex: int) -> None:  # noqa: N802, N803 - Qt's virtual
        """What a tab paints: its name shortened to the room its marks leave, the marks whole
        (Qt shortens the whole text with as many letters kept each side, so a mark on one side
        only took twice its letters from the name)."""
        super().initStyleOption(option, tabIndex)
        lead, trail = self._marks(tabIndex)
        text = self.tabText(tabIndex)
        if not text.startswith(lead) or not text.endswith(trail):
            return
        name = text[len(lead) : len(text) - len(trail)]
        option.text = text  # the whole text, for the style to measure the room it has
        room = self.style().subElementRect(QStyle.SubElement.SE_TabBarTabText, option, self).width()
        flags, mode, metrics = Qt.TextFlag.TextShowMnemonic, self.elideMode(), self.fontMetrics()
        if metrics.elidedText(text, mode, room, flags) == text:
            # The whole text fits: kept as it is. The room less the marks' width, each rounded
            # to a pixel, can be a fraction short of the name's (a tab read "▶ … •" for "b1").
            return
        room -= self._marks_width(tabIndex)
        cut = short_name(
            name, room, metrics.horizontalAdvance, lambda t, r: metrics.elidedText(t, mode, r, flags)
        )
        option.text = lead + cut + trail

    def minimumTabSizeHint(self, index: int) -> QSize:  # noqa: N802 - Qt's virtual
        """The tab's fair share of the bar, never less than Qt's own shortest (a letter and …)
        unless a whole short form of its name («B1») fits the share: four tabs at Qt's shortest
        overran a small window's bar, which then scrolled the fourth out of view."""
        share = self._shares()[index]
        self._sharing = True
        try:
            least = super().minimumTabSizeHint(index)
        finally:
            self._sharing = False
        whole, need = self._form(index, share)
        if whole and need <= share:
            return QSize(share, least.height())
        return QSize(max(share, least.width()), least.height())

    def tabSizeHint(self, index: int) -> QSize:  # noqa: N802 - Qt's virtual
        """No wider than its share when the bar is short of room: Qt hands the room left over to
        every tab up to its wished width, so a tab shown as initials took back what it freed."""
        wished = super().tabSizeHint(index)
        if self._sharing:  # asked by Qt's own shortest size, while the shares are being made
            return wished
        return QSize(min(wished.width(), self._shares()[index]), wished.height())

    def _shares(self) -> list[int]:
        """Each tab's width: its fair share, and a tab whose name shortens to initials within it
        keeps only what those need, the rest going to the tabs still cut (four tabs at 1366 showed
        «ЕД» with room to spare beside «Воло…»)."""
        count = range(self.count())
        wanted = self._wished()
        marks = [self._marks_width(i) for i in count]
        shares = fair_widths(wanted, self.width(), marks)
        for _ in range(3):  # each round frees room for the next: a few tabs settle in two
            needs = [self._need(i, share) if share < wanted[i] else share for i, share in enumerate(shares)]
            cut = [i for i in count if shares[i] < wanted[i] and needs[i] >= shares[i]]
            if not cut or all(needs[i] >= shares[i] for i in count):
                break
            kept = sum(needs[i] for i in count if i not in cut)
            rest = fair_widths([wanted[i] for i in cut], self.width() - kept, [marks[i] for i in cut])
            given = dict(zip(cut, rest, strict=True))
            shares = [given.get(i, needs[i]) for i in count]
        return self._spare_to_initials(shares, wanted, marks)

    def _spare_to_initials(self, shares: list[int], wanted: list[int], marks: list[int]) -> list[int]:
        """Room no cut name wants goes back to the names shown as initials, so that each shows
        as much as it can («MM 2.0» rather than «MM»)."""
        short = [i for i, share in enumerate(shares) if share < wanted[i]]
        spare = self.width() - sum(shares)
        if spare <= 0 or not short:
            return shares
        room = sum(shares[i] for i in short) + spare
        more = fair_widths([wanted[i] for i in short], room, [marks[i] for i in short])
        for i, share in zip(short, more, strict=True):
            shares[i] = max(shares[i], self._need(i, share))
        return self._spare_to_longer(shares, wanted)

    def _spare_to_longer(self, shares: list[int], wanted: list[int]) -> list[int]:
        """Room still unused goes to a short name it lets show longer, the narrowest first: at
        1920 Root's bots read «ED» beside 90 px no tab took, as an even split of them gave none
        of the names enough for its next form («E. Dynastie»)."""
        for _ in shares:
            spare = self.width() - sum(shares)
            grown = []
            for i, share in enumerate(shares):
                whole, need = self._form(i, share + spare) if share < wanted[i] else (False, share)
                if whole and need > share:  # a longer form, not a few more letters of a cut one
                    grown.append((share, i, min(need, wanted[i])))
            if spare <= 0 or not grown:
                break
            _narrowest, i, shares[i] = min(grown)
        return shares

    def _need(self, index: int, share: int) -> int:
        """The width tab `index` needs for the name it shows at `share`: less than the share when
        that name is its initials, the whole share when the name is cut."""
        return self._form(index, share)[1]

    def _form(self, index: int, share: int) -> tuple[bool, int]:
        """Whether tab `index` shows a whole form of its name at `share` (the name, its initials,
        «E. Dynastie»; not one cut by letters), and the width it needs for it (`_need`)."""
        lead, trail = self._marks(index)
        text, metrics = self.tabText(index), self.fontMetrics()
        name = text[len(lead) : len(text) - len(trail)] if text.startswith(lead) else text
        padding = super().tabSizeHint(index).width() - metrics.horizontalAdvance(text)
        room = share - padding - self._marks_width(index)
        shown = short_name(name, room, metrics.horizontalAdvance, lambda t, r: t)
        whole = "…" not in shown and (shown != name or metrics.horizontalAdvance(name) <= room)
        if shown == name or shown.endswith("…"):  # cut (in the middle, or a word's start): it
            return whole, share  # takes its whole share, and would take more
        need = padding + self._marks_width(index) + metrics.horizontalAdvance(shown) + SLACK
        return whole, min(share, need)


class FairTabWidget(QTabWidget):
    """A tab widget with a `FairTabBar`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fair_bar = FairTabBar(self)
        self.setTabBar(self.fair_bar)
        self.fair_bar.texts_changed.connect(self.fit_corner)

    def event(self, event: QEvent) -> bool:
        """A layout asked for while nothing would move is not done. A tab's new text (its marks,
        ▶ and •, at each turn's start and end and at a switch) asks the tab widget for a layout,
        and Qt's layout repaints the whole tab widget, the shown bot's panel with it (≈ 0.4 ms a
        mark). The bar, the corner button and the page keep their places; the bar repaints its
        tabs itself, and the widgets around still learn the new size hints."""
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible() and self._laid_out():
            self.updateGeometry()
            return True
        return super().event(event)

    def _laid_out(self) -> bool:
        """Whether the tab bar, the shown page and the corner widgets stand where the style
        puts them now (where Qt's layout would put them)."""
        option = QStyleOptionTabWidgetFrame()
        self.initStyleOption(option)
        style, page = self.style(), self.currentWidget()
        # parent(), not parentWidget(): a QWidget* of an object Qt made has PySide6 type every
        # widget class first (≈ 10 ms, docs/gui.md upstream report 5); a QObject* is typed at once.
        holder = page.parent() if page is not None else None
        stack = holder if isinstance(holder, QWidget) else None
        places: list[tuple[QWidget | None, QStyle.SubElement]] = [
            (self.tabBar(), QStyle.SubElement.SE_TabWidgetTabBar),
            (stack, QStyle.SubElement.SE_TabWidgetTabContents),
            (self.cornerWidget(Qt.Corner.TopLeftCorner), QStyle.SubElement.SE_TabWidgetLeftCorner),
            (self.cornerWidget(Qt.Corner.TopRightCorner), QStyle.SubElement.SE_TabWidgetRightCorner),
        ]
        if stack is None:
            return False
        return all(w is None or style.subElementRect(e, option, self) == w.geometry() for w, e in places)

    def fit_corner(self) -> None:
        """The corner button's whole words while every name has room beside them, else its short
        ones. Measured against the whole words' width, so the choice does not flip as it frees room."""
        button = self.cornerWidget(Qt.Corner.TopRightCorner)
        if not isinstance(button, CornerButton) or not button.full_text:
            return
        # SLACK: the whole words' width rounds a pixel apart from the short words' state to the
        # whole words' (fractional advances), which flipped the choice at each asking.
        wide = self.fair_bar.wished_width() + SLACK <= self.width() - button.wide_width()
        text = button.full_text if wide else button.short_text
        if button.text() != text:
            button.setText(text)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's virtual
        """A new width: the corner button's words fit it again."""
        super().resizeEvent(event)
        self.fit_corner()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's virtual
        """A new text size: the names want another width. Asked again once the bar and the
        corner button have the new size too (they get it after this widget): asked only now,
        the corner kept "+ Bot" measured at the old size while a name was cut to «B…1»."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit_corner()
            QTimer.singleShot(0, self, self.fit_corner)

    def tabInserted(self, index: int) -> None:  # noqa: N802 - Qt's virtual
        """One more name shares the bar."""
        super().tabInserted(index)
        self.fit_corner()

    def tabRemoved(self, index: int) -> None:  # noqa: N802 - Qt's virtual
        """One name fewer shares the bar."""
        super().tabRemoved(index)
        self.fit_corner()


class CornerButton(QToolButton):
    """A button beside the tabs with whole and short words («+ Katastrofa», «+»); its tab widget
    picks which it shows. The whole words stay its accessible name and its menu entry."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self.short_text = ""

    def set_words(self, full: str, short: str) -> None:
        """The button's whole and short words: its tabs pick which it shows (the whole ones
        without tabs). Its text is set once: set to the whole words first, then to the short
        ones, the tabs were laid out twice, the second time for nothing (`wide_width` measures
        the whole words from any text shown)."""
        self.full_text, self.short_text = full, short
        self.setAccessibleName(full)
        tabs = self.parentWidget()
        if isinstance(tabs, FairTabWidget) and tabs.cornerWidget(Qt.Corner.TopRightCorner) is self:
            tabs.fit_corner()
        elif self.text() != full:
            self.setText(full)

    def wide_width(self) -> int:
        """The button's width with its whole words, whatever it shows now: measured as Qt sizes a
        button of words only (the whole words' advance less the shown words' came a pixel short
        from some words, as from none before the first)."""
        self.ensurePolished()  # as sizeHint: the style's font and margins
        metrics = self.fontMetrics()
        if self.toolButtonStyle() != Qt.ToolButtonStyle.ToolButtonTextOnly:  # an icon beside them
            words = metrics.horizontalAdvance(self.full_text) - metrics.horizontalAdvance(self.text())
            return self.sizeHint().width() + words
        text = metrics.size(Qt.TextFlag.TextShowMnemonic, self.full_text)
        size = QSize(text.width() + 2 * metrics.horizontalAdvance(" "), text.height())
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        option.text = self.full_text
        option.rect.setSize(size)
        return self.style().sizeFromContents(QStyle.ContentsType.CT_ToolButton, option, size, self).width()
