"""The log of one filter (one bot, or all bots) as a text document grouped by bot turn and chart,
brought up to date from the first event that changed: a step costs the same early and late."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field

from PySide6.QtGui import (
    QColor,
    QFont,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from desktop.core.play.steps import LogEntry
from desktop.core.play.view import GameView, History
from desktop.core.values import Value
from desktop.ui.language import render
from desktop.ui.log.log_text import HIDDEN_KINDS, entry_short, group_header

PAGE = 200  # events laid out at most when a log is built; earlier ones come on request
EARLIER = -2  # user state of the first block: "Show earlier steps"
INDENT = 16.0
# What a block is, kept in its format: "header", "chart" or "entry", the bot, applied or undone.
STYLE, BOT, APPLIED = (QTextFormat.Property.UserProperty + n for n in range(3))


class Row(Value):
    """One line of the log as shown: its event, what it is, its bot, its text, applied or not."""

    event: int
    style: str
    bot: str
    text: str
    applied: bool


class Group(Value, frozen=False):
    """Where the log is after an event: the bot and run of the open header, and its chart."""

    bot: str | None = None
    run: object = None
    chart: str = ""
    runs: dict[str, int] = field(default_factory=dict)  # per bot, the event that started its run


class Shown(Value, frozen=False):
    """One event as the page shows it: its lines, applied or undone, its first block and the
    group the log is in after it."""

    lines: Sequence[LogEntry]
    applied: bool
    first_block: int
    after: Group


class LogPage:
    """The document of one filter ("" all bots) and what it shows of each event."""

    def __init__(self, bot_filter: str, grey: QColor, since: tuple[int, int] | None = None) -> None:
        self.filter = bot_filter
        self.doc = QTextDocument()
        self.doc.setUndoRedoEnabled(False)
        self.grey = grey
        # The events (first, end) the page this one is written again for held (a language or
        # theme switch), so the first writing keeps the earlier steps the player had loaded.
        self.since = since
        self.start = 0  # the first event shown
        self.shown: list[Shown] = []
        self.applied = 0  # history.applied when last synced
        self.view: GameView | None = None

    def rows(self) -> list[Row]:
        """Every line the page shows, in order (the "Show earlier steps" line left out)."""
        out = []
        block = self.doc.firstBlock()
        while block.isValid():
            fmt = block.blockFormat()
            if block.userState() >= 0:
                style, bot, applied = fmt.property(STYLE), fmt.property(BOT), fmt.property(APPLIED)
                out.append(Row(block.userState(), str(style), str(bot), block.text(), bool(applied)))
            block = block.next()
        return out

    # ---- bringing the page up to date -----------------------------------------------------
    def sync(self, view: GameView, full: bool = False) -> bool:
        """Show `view`'s history; returns whether any line changed. The document is laid out
        once for all the lines a step changes (after each line, it laid out and told the text
        view about each one)."""
        self.view = view
        edit = QTextCursor(self.doc)
        edit.beginEditBlock()
        try:
            return self._sync(view, full)
        finally:
            edit.endEditBlock()

    def _sync(self, view: GameView, full: bool) -> bool:
        history = view.history
        if history is None:
            changed = bool(self.shown)
            self._reset(0)
            return changed
        if full or not self.shown and self.doc.blockCount() <= 1:
            self._reset(self._first_start(history))
            self._append(history, self.start)
            self.applied = history.applied
            return True
        first = self._first_change(history)
        if first is None:
            return False
        if first < self.start:
            self._reset(max(0, min(first, history.applied) - PAGE // 2))
            first = self.start
        self._cut(first)
        self._append(history, first)
        self.applied = history.applied
        self._trim()
        return True

    def extent(self) -> tuple[int, int]:
        """The events the page holds: its first and the one after its last."""
        return self.start, self.start + len(self.shown)

    def _first_start(self, history: History) -> int:
        """The first event of a page written whole: the last page's worth, or, for a page
        written again, as many earlier steps as the page it replaces held."""
        fresh = max(0, history.applied - PAGE)
        since, self.since = self.since, None
        # Undone since to before its first event: a page kept would have been written afresh too.
        if since is None or since[0] > history.applied:
            return fresh
        start, end = since
        if end == history.size:  # nothing new since (a language switch): as it was
            return start
        # Steps came since it was last shown: it would have kept at most two pages of them (see
        # _trim), so a page long unseen is not written from far back.
        return min(fresh, max(start, history.size - 2 * PAGE))

    def show_earlier(self) -> None:
        """One more page of earlier steps at the top (asked for by the player)."""
        view = self.view
        if view is None or view.history is None or self.start == 0:
            return
        edit = QTextCursor(self.doc)
        edit.beginEditBlock()
        self._reset(max(0, self.start - PAGE))
        self._append(view.history, self.start)
        edit.endEditBlock()

    def _first_change(self, history: History) -> int | None:
        """The first event whose lines or undone state differ from what the page shows. Only
        events between the old and new undo position can change state, and a new event
        replaces what followed the old position: the scan never walks the whole game."""
        end = self.start + len(self.shown)
        low, high = sorted((self.applied, history.applied))
        for i in range(max(low, self.start), min(high + 1, end, history.size)):
            known = self.shown[i - self.start]
            lines = history.lines(i)
            if known.applied != (i < history.applied) or (known.lines is not lines and known.lines != lines):
                return i
        if history.size != end:
            return min(history.size, end)
        return None

    def _reset(self, start: int) -> None:
        self.doc.clear()
        self.start, self.shown = start, []
        if start > 0:
            self._earlier(QTextCursor(self.doc))

    def _earlier(self, cursor: QTextCursor) -> None:
        """The "Show earlier steps" line, where the cursor is."""
        link = QTextCharFormat()
        link.setAnchor(True)
        link.setFontUnderline(True)
        cursor.insertText(self.earlier_text, link)
        cursor.block().setUserState(EARLIER)

    earlier_text = "Show earlier steps"  # set in the current language by the log view

    def _cut(self, first: int) -> None:
        """Remove the blocks of events from `first` on."""
        keep = first - self.start
        if keep >= len(self.shown):
            return
        block = self.doc.findBlockByNumber(self.shown[keep].first_block)
        if block.isValid():
            # Removing the separator before the block merges the lines; the kept line takes its
            # event and looks back from what it was.
            kept = block.previous()
            state, looks = kept.userState(), kept.blockFormat()
            cursor = QTextCursor(self.doc)
            cursor.setPosition(max(block.position() - 1, 0))
            cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            if kept.isValid():
                cursor.setBlockFormat(looks)
                self.doc.lastBlock().setUserState(state)
        del self.shown[keep:]

    def _trim(self) -> None:
        """A long session drops its oldest lines, a page at a time (they come back on request).
        They are removed in place (writing the whole page again took ≈ 25 ms once in 200 steps),
        and the page reads as one written from its new first event: the kept events up to the
        first that shows a line are written again, under their own header. The lines after them
        stay as written: their group breaks fall where a page written afresh puts them."""
        if len(self.shown) <= 2 * PAGE:
            return
        view = self.view
        assert view is not None and view.history is not None
        history, drop = view.history, len(self.shown) - PAGE
        redo = drop  # the last event written again: the first kept one that shows a line
        while redo + 1 < len(self.shown) and self._end_block(redo) == self.shown[redo].first_block:
            redo += 1
        old_end = self._end_block(redo)  # the first block that stays as written
        if old_end == 0:
            self._reset(self.start + drop)
            self._append(history, self.start)
            return
        cursor = QTextCursor(self.doc.findBlockByNumber(old_end - 1))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        self._earlier(cursor)
        written, group = [], Group()
        for i in range(self.start + drop, self.start + redo + 1):
            lines, applied = history.lines(i), i < history.applied
            block = cursor.blockNumber() + 1 - old_end
            group = self._write_event(cursor, i, history.kind(i), lines, applied, group)
            written.append(Shown(lines, applied, block, group))
        added = cursor.blockNumber() + 1 - old_end
        # Everything before the "Show earlier steps" line goes; it takes the first block's place.
        cursor.setPosition(0)
        cursor.setPosition(self.doc.findBlockByNumber(old_end).position(), QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        cursor.setBlockFormat(QTextBlockFormat())
        cursor.setBlockCharFormat(QTextCharFormat())
        self.doc.firstBlock().setUserState(EARLIER)
        for kept in self.shown[redo + 1 :]:
            kept.first_block += added - old_end
        self.start += drop
        self.shown = written + self.shown[redo + 1 :]

    def _end_block(self, index: int) -> int:
        """The block after the lines of the shown event at `index`."""
        later = index + 1 < len(self.shown)
        return self.shown[index + 1].first_block if later else self.doc.blockCount()

    # ---- writing lines ---------------------------------------------------------------------
    def _append(self, history: History, first: int) -> None:
        cursor = QTextCursor(self.doc)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        group = self.shown[-1].after if self.shown else Group()
        for i in range(first, history.size):
            lines = history.lines(i)
            applied = i < history.applied
            block = 0 if self.doc.isEmpty() else self.doc.blockCount()
            group = self._write_event(cursor, i, history.kind(i), lines, applied, group)
            self.shown.append(Shown(lines, applied, block, group))

    def _write_event(
        self,
        cursor: QTextCursor,
        event: int,
        kind: tuple[str, str],
        lines: Sequence[LogEntry],
        applied: bool,
        group: Group,
    ) -> Group:
        """The blocks of one event: a header when a bot's turn (or correction) begins, a chart
        header when the run enters another chart, then the entries. Returns the group after."""
        runs = group.runs
        if kind[0] == "start":  # a new turn or routine of that bot: a new header
            runs = {**runs, kind[1]: event}
        bot, run, chart = group.bot, group.run, group.chart
        for entry in lines:
            key = "correct" if entry.kind == "correct" else runs.get(entry.bot)
            if self.filter and entry.bot not in (self.filter, ""):
                continue
            if entry.kind in HIDDEN_KINDS:
                continue
            if (entry.bot, key) != (bot, run):
                bot, run, chart = entry.bot, key, entry.chart
                self._block(cursor, (event, entry.bot, applied), self._header(entry), "header")
            elif entry.chart != chart:
                chart = entry.chart
                self._block(cursor, (event, entry.bot, applied), self._chart(entry), "chart")
            self._block(cursor, (event, entry.bot, applied), entry_short(entry), "entry")
        return Group(bot, run, chart, runs)

    def _header(self, entry: LogEntry) -> str:
        name = render(self.view.bot_said(entry.bot)) if self.view is not None and entry.bot else ""
        return group_header(name, entry)

    @staticmethod
    def _chart(entry: LogEntry) -> str:
        from desktop.ui.language import render

        return render(entry.chart_title)

    def _block(self, cursor: QTextCursor, line: tuple[int, str, bool], text: str, style: str) -> None:
        """Write one line: `line` is its event, bot and whether it is applied."""
        event, bot, applied = line
        block = QTextBlockFormat()
        block.setProperty(STYLE, style)
        block.setProperty(BOT, bot)
        block.setProperty(APPLIED, applied)
        chars = QTextCharFormat()
        if style == "header":
            block.setTopMargin(8)
            chars.setFontWeight(QFont.Weight.Bold)
        elif style == "chart":
            block.setTopMargin(3)
            block.setLeftMargin(INDENT / 2)
            chars.setFontWeight(QFont.Weight.DemiBold)
            chars.setFontItalic(True)
        else:
            block.setLeftMargin(INDENT)
            block.setTextIndent(-INDENT / 2)  # wrapped lines hang under the first line's text
            text = "• " + text
        if not applied:
            chars.setForeground(self.grey)
            chars.setFontItalic(True)
            text = "↶ " + text if style == "entry" else text
        if self.doc.isEmpty() and self.doc.blockCount() == 1:
            cursor.setBlockFormat(block)
            cursor.setBlockCharFormat(chars)
        else:
            cursor.insertBlock(block, chars)
        cursor.insertText(text, chars)
        cursor.block().setUserState(event)
