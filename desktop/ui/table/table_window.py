"""The table display's window: the followed bot in its colour, the instruction in large type,
the answer just given and what the bot waits for; beside them the die, the drawn card and the
bot's headline figures; under them the round and the last lines of the log. Nothing to click,
never the keyboard's: it draws each view it is handed, in the language of its `Tongue`."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop.core.play.view import EMPTY, GameView
from desktop.ui.play.die import DieFace
from desktop.ui.table.fit_label import FitLabel
from desktop.ui.table.table_facts import Figure, card_field, card_words, facts, figures, phases, round_title
from desktop.ui.table.table_words import LOG_LINES, TableWords, words
from desktop.ui.table.tongue import Tongue
from desktop.ui.translated_later import QT_TRANSLATE_NOOP
from desktop.ui.widgets.elide import ElidedLabel

# A colour per seat, in seat order: the bot's band and its name in the log read apart at a glance.
SEAT_COLOURS = ("#1d4ed8", "#b91c1c", "#15803d", "#7e22ce", "#c2410c", "#0e7490", "#a16207", "#be185d")
NO_SEAT = "#475569"
TONES = {"available": "#16a34a", "spent": "#dc2626"}
DESIGN = (1920, 1080)  # the sizes below are pixels on a screen of this size, scaled to the window
TITLE = QT_TRANSLATE_NOOP("TableDisplay", "Botmat — table display")


def seat_colour(seat: int) -> str:
    """The colour of a seat (grey for none)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)] if seat >= 0 else NO_SEAT


def label(name: str, wrap: bool = False) -> QLabel:
    """A plain-text label that never takes focus."""
    out = QLabel()
    out.setObjectName(name)
    out.setTextFormat(Qt.TextFormat.PlainText)
    out.setWordWrap(wrap)
    out.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return out


class FigureTile(QFrame):
    """One headline figure: its label small, its value large."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.setObjectName(f"tableFigure{index}")
        self.caption = label(f"tableFigureLabel{index}", wrap=True)
        self.value = label(f"tableFigureValue{index}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.caption)
        layout.addWidget(self.value)

    def show_figure(self, figure: Figure) -> None:
        """Write a figure (its value in its tone's colour)."""
        self.caption.setText(figure.label)
        self.value.setText(figure.value)
        colour = TONES.get(figure.tone, "")
        if self.value.property("tone") != colour:  # a style sheet costs: set on change
            self.value.setProperty("tone", colour)
            self.value.setStyleSheet(f"color: {colour};" if colour else "")


class TableWindow(QWidget):
    """The second window (see the module's docstring); `closed` when it is closed."""

    closed = Signal()

    def __init__(self, tongue: Tongue, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window | Qt.WindowType.WindowDoesNotAcceptFocus)
        self.setObjectName("tableDisplay")
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tongue = tongue
        self.view: GameView = EMPTY
        self.texts = TableWords()
        self.tiles: list[FigureTile] = []
        # the window that keeps the keyboard (the main window, or the one active when opened)
        self.keyboard_owner: QWidget | None = parent.window() if parent is not None else None
        self._build()
        self.resize(960, 540)
        self.setWindowTitle(tongue.say("TableDisplay", TITLE))

    # ---- building ------------------------------------------------------------------------
    def _build(self) -> None:
        """The band on top; the step beside the die, figures and card; the round and the log."""
        middle = QHBoxLayout()
        middle.addLayout(self._build_step(), 1)
        middle.addWidget(self._build_side())
        outer = QVBoxLayout(self)
        outer.addWidget(self._build_band())
        outer.addLayout(middle, 1)
        outer.addLayout(self._build_round())
        outer.addWidget(self._build_log())

    def _build_band(self) -> QFrame:
        """The followed bot's name, its chart and the round's facts, on the seat's colour."""
        self.band = QFrame()
        self.band.setObjectName("tableBand")
        self.bot = label("tableBot")
        self.chart = label("tableChart")
        self.facts = label("tableFacts")
        self.facts.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        band = QHBoxLayout(self.band)
        for part, stretch in ((self.bot, 0), (self.chart, 1), (self.facts, 0)):
            part.setStyleSheet("color: white;")  # on the seat's colour, in both themes
            band.addWidget(part, stretch)
        return self.band

    def _build_step(self) -> QVBoxLayout:
        """The answer just given (grey), the instruction (all the room there is), what it waits for."""
        self.answer = FitLabel("tableAnswer")
        self.answer.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.step = FitLabel("tableStep")
        self.waiting = label("tableWaiting", wrap=True)
        column = QVBoxLayout()
        column.addWidget(self.answer)
        column.addWidget(self.step, 1)
        column.addWidget(self.waiting)
        return column

    def _build_side(self) -> QWidget:
        """The die, the headline figures (a grid of tiles under their sections) and the card."""
        self.side = QWidget()
        self.side.setObjectName("tableSide")
        self.die = DieFace()
        self.die.setObjectName("tableDie")
        self.die.hide()
        self.headline = QWidget()
        self.headline.setObjectName("tableHeadline")
        self.headline_title = label("tableHeadlineTitle")
        self.grid = QGridLayout(self.headline)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.addWidget(self.headline_title, 0, 0, 1, 2)
        self.card = QFrame()
        self.card.setObjectName("tableCard")
        # a frame, not a style sheet: a style sheet would keep the old theme's ink on a theme switch
        self.card.setFrameShape(QFrame.Shape.StyledPanel)
        self.card_head = label("tableCardHead", wrap=True)
        self.card_body = FitLabel("tableCardBody")
        card = QVBoxLayout(self.card)
        card.addWidget(self.card_head)
        card.addWidget(self.card_body, 1)
        self.card.hide()
        side = self.side_layout = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.die, 0, Qt.AlignmentFlag.AlignHCenter)
        side.addWidget(self.headline)
        side.addWidget(self.card)
        side.addStretch(1)
        return self.side

    def _build_round(self) -> QHBoxLayout:
        """The round's phases and who is next."""
        self.round = QLabel()
        self.round.setObjectName("tableRound")
        self.round.setTextFormat(Qt.TextFormat.RichText)
        self.next = label("tableNext")
        bar = QHBoxLayout()
        bar.addWidget(self.round, 1)
        bar.addWidget(self.next)
        return bar

    def _build_log(self) -> QFrame:
        """The last lines of the log, one a line: its words cut with "…" to the width, what came
        of it (the answer, the die) always whole."""
        self.log = QFrame()
        self.log.setObjectName("tableLog")
        self.log.setFrameShape(QFrame.Shape.StyledPanel)
        self.log_lines = [ElidedLabel(gap=" ") for _ in range(LOG_LINES)]
        log = QVBoxLayout(self.log)
        log.setSpacing(2)
        for i, line in enumerate(self.log_lines):
            line.setObjectName(f"tableLog{i}")
            line.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            log.addWidget(line)
        return self.log

    # ---- sizes ---------------------------------------------------------------------------
    def scale(self) -> float:
        """The window's size against the design's (1920×1080 is 1)."""
        return min(self.width() / DESIGN[0], self.height() / DESIGN[1])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._size_fonts()

    def _px(self, design: float) -> int:
        return max(round(design * self.scale()), 9)

    def _font(self, widget: QWidget, design: float, bold: bool = False) -> None:
        font = QFont(self.font())
        font.setPixelSize(self._px(design))
        font.setBold(bold)
        if font != widget.font():
            widget.setFont(font)

    def _size_fonts(self) -> None:
        """Every text in proportion to the window: at 1920×1080 the step takes 32 to 60 pixels."""
        for widget, design, bold in (
            (self.bot, 46, True),
            (self.chart, 34, False),
            (self.facts, 30, False),
            (self.waiting, 34, True),
            (self.card_head, 32, True),
            (self.headline_title, 24, False),
            (self.round, 26, False),
            (self.next, 28, True),
        ):
            self._font(widget, design, bold)
        for line in self.log_lines:
            self._font(line, 24)
        for tile in self.tiles:
            self._font(tile.caption, 24)
            self._font(tile.value, 60, bold=True)
        self.step.set_sizes(self._px(60), self._px(32))
        self.answer.set_sizes(self._px(28), self._px(22))
        self.answer.setFixedHeight(self._px(28) * 2 + self._px(12))
        self.card_body.set_sizes(self._px(28), self._px(18))
        self.side.setFixedWidth(self._px(560))
        self.die.set_size(self._px(200))

    # ---- drawing -------------------------------------------------------------------------
    def set_tongue(self, tongue: Tongue, view: GameView) -> None:
        """Another language: every text again, of `view`, the game now. A display closed
        meanwhile keeps a view whose log the game may have undone past: drawn again, it read
        beyond the game's last step (IndexError, and View → Table display opened nothing)."""
        self.tongue = tongue
        self.setWindowTitle(tongue.say("TableDisplay", TITLE))
        self.show_view(view, force=True)

    def show_view(self, view: GameView, force: bool = False) -> None:
        """Draw a view (the one the main window draws, in the same turn of the event loop)."""
        if view is self.view and not force:
            return
        self.view = view
        texts = words(view, self.tongue)
        self.texts = texts
        colour = seat_colour(texts.seat)
        if self.band.property("colour") != colour:  # a style sheet costs: set on change
            self.band.setProperty("colour", colour)
            self.band.setStyleSheet(f"#tableBand {{ background: {colour}; border-radius: 8px; }}")
        self.bot.setText(texts.bot or "Botmat")
        self.chart.setText(f"· {texts.chart}" if texts.chart else "")
        self.facts.setText(facts(view, self.tongue))
        self.step.set_full_text(texts.step)
        self.answer.set_full_text(texts.answer)
        self.answer.setVisible(bool(texts.answer))
        self.waiting.setText(texts.waiting)
        self.waiting.setVisible(bool(texts.waiting))
        self._show_die(view)
        self._show_side(view)
        # a pack without mat or die leaves the column empty: the step takes the whole width
        self.side.setVisible(not all(w.isHidden() for w in (self.die, self.headline, self.card)))
        self._show_round(view)
        for i, line in enumerate(self.log_lines):
            line.set_parts(*(texts.log[i] if i < len(texts.log) else ("", "")))
        self.log.setVisible(bool(texts.log))

    def _show_die(self, view: GameView) -> None:
        """The app's last roll as a large face (while it belongs to the followed bot's step)."""
        self.die.show_die(view.die)
        self.die.setVisible(view.die is not None)
        if view.die is not None:
            self.die.setAccessibleName(str(view.die.value))

    def _show_side(self, view: GameView) -> None:
        """The headline figures and the drawn card of the followed bot."""
        bot = view.active_bot
        shown = figures(view, bot, self.tongue)
        while len(self.tiles) < len(shown):
            tile = FigureTile(len(self.tiles))
            self.grid.addWidget(tile, len(self.tiles) // 2 * 2 + 1, len(self.tiles) % 2)
            self.tiles.append(tile)
            self._size_fonts()
        sections = list(dict.fromkeys(f.section for f in shown))
        self.headline_title.setText(" · ".join(sections))
        for tile, figure in zip(self.tiles, shown, strict=False):
            tile.show_figure(figure)
        for i, tile in enumerate(self.tiles):
            tile.setVisible(i < len(shown))
        self.headline.setVisible(bool(shown))
        fld = card_field(bot)
        self.card.setVisible(fld is not None)
        if fld is not None:
            card = card_words(view, fld, self.tongue)
            self.card_head.setText(card.head)
            self.card_body.set_full_text("\n".join(card.lines))
            self.card_body.setVisible(bool(card.lines))
            # a drawn card takes the column's height; "No card drawn" is a line
            self.side_layout.setStretchFactor(self.card, 1 if card.lines else 0)

    def _show_round(self, view: GameView) -> None:
        """The round's phases (the current one framed) and who comes next."""
        parts = []
        for phase in phases(view, self.tongue):
            text = html.escape(phase.label) + (" ✓" if phase.done else "")
            if phase.current:
                text = f"<b><span style='color:#2563eb'>▶ {text}</span></b>"
            parts.append(text)
        head = html.escape(round_title(self.tongue, view))
        self.round.setText(f"{head} {' → '.join(parts)}" if parts else "")
        self.round.setVisible(bool(parts))
        self.next.setText(self.texts.next)
        self.next.setVisible(bool(self.texts.next))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowActivate:
            # A platform that activates it anyway (a click where the window manager ignores
            # the hint, a test's offscreen screen): the keyboard goes back where it was.
            QTimer.singleShot(0, self, self._give_back)
        return super().event(event)

    def _give_back(self) -> None:
        back = self.keyboard_owner
        if self.isActiveWindow() and back is not None and back.isVisible():
            back.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
