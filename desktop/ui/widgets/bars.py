"""The lines a window shows without stopping anything: the message bar, floating over the window
(it never moves what the player is about to click), and the mark in the menu bar's corner while
the game's file cannot be written."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from desktop.core.messages import Said
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.tones import theme as tone_theme
from desktop.ui.wording import looked_at_why

# Colours of the message bar per theme (ground, words): a refusal in red, news that stopped
# nothing in amber, a success in green (never red), work under way in blue; in the dark theme
# dark grounds, so no light strip glares on a dark window. Each pair keeps a contrast ratio above
# 7:1, and each kind also says what it is in words or a mark (colour is never the only sign).
BAR_COLOURS = {
    "light": {
        "refused": ("#fee2e2", "#7f1d1d"),
        "warning": ("#fef3c7", "#78350f"),
        "success": ("#dcfce7", "#14532d"),
        "working": ("#e0f2fe", "#0c4a6e"),
    },
    "dark": {
        "refused": ("#450a0a", "#fecaca"),
        "warning": ("#422006", "#fde68a"),
        "success": ("#052e16", "#bbf7d0"),
        "working": ("#082f49", "#bae6fd"),
    },
}
# News that stopped nothing goes on its own once read: a few seconds, longer for a longer text.
READ_MS, READ_MS_PER_CHAR, READ_MS_MAX = 5000, 60, 15000
MARGIN = 6  # between the bar and the edges of the place it floats over
BAR_PAD = 6


def paint_bar(label: QLabel, kind: str) -> None:
    """A bar's ground and words in the colours of its kind. Set as a palette, not a style sheet:
    a style sheet would keep the words at the size they had, whatever the text size."""
    ground, ink = BAR_COLOURS.get(tone_theme(), BAR_COLOURS["light"])[kind]
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(ground))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(ink))
    label.setPalette(palette)
    label.setAutoFillBackground(True)
    label.setMargin(BAR_PAD)


class MessageBar(QLabel):
    """A line floating over the window: why an input was refused, something worth knowing, or
    that something worked. It never blocks the turn and never moves a control: it floats over the
    foot of its anchor (the chart) and is not part of any layout. A refusal stays until
    its cause is fixed (the next accepted step hides it); other news goes on its own once read;
    a click closes it. The message is kept, so a language switch shows it in the new language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setWordWrap(True)
        # Words as they are: a file's name with "<" in it is no markup, and a line break is one.
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.kind = ""
        self.said: Said | None = None
        self.notes: list[Said] = []  # said after the message (a value put back)
        self.more: list[Said] = []  # news that came while this news was shown, each on its line
        self.anchor: QWidget | None = None  # the widget it floats at the foot of
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()
        translate_ui(self)

    def float_over(self, parent: QWidget, anchor: QWidget) -> None:
        """Float over `parent` (outside its layouts), at the foot of `anchor` while it is shown
        (else at the top of `parent`). The window calls `place` when either changes size."""
        self.setParent(parent)
        self.anchor = anchor
        self.hide()

    def place(self) -> None:
        """At the foot of the anchor, as wide as it, as tall as its text needs."""
        parent, anchor = self.parentWidget(), self.anchor
        if parent is None or not self.isVisibleTo(parent):
            return
        if anchor is not None and anchor.isVisibleTo(parent) and anchor.width() > 200:
            room = QRect(anchor.mapTo(parent, QPoint(0, 0)), anchor.size())
            top = False
        else:
            room, top = parent.rect(), True
        room = room.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        height = min(self.heightForWidth(room.width()), max(room.height(), 0))
        height = max(height, self.fontMetrics().height() + 2 * MARGIN)
        y = room.top() if top else room.bottom() + 1 - height
        geometry = QRect(room.left(), y, room.width(), height)
        if self.geometry() != geometry:
            self.setGeometry(geometry)
        self.raise_()

    def follow_theme(self) -> None:
        """Another theme: the bar in its colours (also while it is shown)."""
        if self.kind:
            paint_bar(self, self.kind)

    def _show(self, kind: str, text: Said) -> None:
        self.kind, self.said, self.notes, self.more = kind, text, [], []
        paint_bar(self, kind)
        self.retranslate_ui()
        self.show()
        self.place()
        if kind == "refused":
            self._timer.stop()  # a refusal stays until its cause is fixed (see `fixed`)
        else:
            self._read_again()

    def _read_again(self) -> None:
        """Time enough to read all the bar says, from now."""
        self._timer.start(min(READ_MS + READ_MS_PER_CHAR * len(self.text()), READ_MS_MAX))

    def refused(self, reason: Said) -> None:
        """An input was not accepted: say why."""
        self._show("refused", reason)

    def warn(self, text: Said) -> None:
        """Something to know that did not stop anything. News still shown stays, this on a line
        below it: a game opened with two warnings says both (the first was lost before)."""
        # Not hidden, rather than visible: at the start the window is not shown yet.
        if self.kind == "warning" and not self.isHidden() and self.said is not None:
            if text != self.said and text not in self.more:
                self.more.append(text)
                self.retranslate_ui()
                self._read_again()
            return
        self._show("warning", text)

    def success(self, text: Said) -> None:
        """Something worked (a game exported, renamed, imported)."""
        self._show("success", text)

    def working(self, text: Said) -> None:
        """Work the player waits for ("Opening …"): shown until `worked` puts it away."""
        self._show("working", text)
        self._timer.stop()

    def worked(self) -> None:
        """The work is over (done or failed): its line goes, news said since stays."""
        if self.kind == "working":
            self.hide()

    def note(self, text: Said, after_refusal: bool) -> None:
        """A word about a field: added to the refusal shown (the value the field shows again),
        else said as a refusal of its own (a key the field cannot hold)."""
        if after_refusal and self.kind == "refused" and self.isVisible():
            self.notes.append(text)
            self.retranslate_ui()
            self.place()
        else:
            self.refused(text)

    def timeout_now(self) -> None:
        """Run out the reading time now (news goes as it does when read)."""
        if self._timer.isActive():
            self._timer.stop()
            self.hide()

    def fixed(self) -> None:
        """An input was accepted: a refusal's cause is gone (other news runs its time)."""
        if self.kind == "refused" and self.isVisible():
            self.hide()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.hide()  # read: a click puts it away
        event.accept()

    def retranslate_ui(self) -> None:
        """The message in the current language."""
        self.setToolTip(self.tr("Click to close"))
        if self.said is None:
            return
        shown = render(self.said)
        if self.kind == "refused":
            shown = self.tr("Not accepted: {reason}").replace("{reason}", shown)
        elif self.kind == "warning":
            shown = "\n".join("⚠ " + line for line in [shown, *map(render, self.more)])
        elif self.kind == "success":
            shown = "✓ " + shown
        for note in self.notes:  # a sentence after the reason (which may end without a stop)
            shown = f"{shown if shown.endswith(('.', '!', '?', '…', ')')) else shown + '.'} {render(note)}"
        self.setText(shown)
        self.place()


class StoreMarker(QLabel):
    """A lasting mark, in the menu bar's corner, while the game's file cannot be written: play
    goes on in memory, and the mark goes once every step is on disk again. A game opened only to
    look at is marked too, for as long as it is open (its note in the message bar goes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storeMarker")
        paint_bar(self, "warning")
        self.setMargin(2)
        bold = QFont()  # only the weight: the size follows the window's text size
        bold.setBold(True)
        self.setFont(bold)
        self.reason: Said = ""
        self.read_only = False
        self.hide()
        translate_ui(self)

    def follow_theme(self) -> None:
        """Another theme: the mark in its colours."""
        paint_bar(self, "warning")

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        if self.read_only and not self.reason:
            self.setText(self.tr("Read-only"))
            self.setToolTip(looked_at_why())
            return
        self.setText(self.tr("⚠ Not saved to disk"))
        self.setToolTip(
            self.tr(
                "The game's file cannot be written ({reason}). The steps wait in this window until "
                "the disk takes them (a crash before then would lose them); Game → Export keeps a "
                "copy elsewhere."
            ).replace("{reason}", render(self.reason))
        )

    def set_reason(self, reason: Said) -> None:
        """Show the mark with its reason, or hide it ("")."""
        self.reason = reason
        self._show()

    def set_read_only(self, read_only: bool) -> None:
        """Mark the game open as one to look at only (or not)."""
        self.read_only = read_only
        self._show()

    def _show(self) -> None:
        self.retranslate_ui()
        self.setVisible(bool(self.reason) or self.read_only)
