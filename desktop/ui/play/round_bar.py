"""The round bar: the pack's phases in order with what each bot has done this Round, the phase
the table is in, and "for every bot" to run that phase's routine for each bot in turn."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

from desktop.core.messages import Message
from desktop.core.play.view import EMPTY, GameView, PhaseView, RoundView
from desktop.ui.controller import GameController
from desktop.ui.keys import mnemonic_safe
from desktop.ui.language import render, seat_text
from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.confirm import confirm
from desktop.ui.widgets.elide import ElidedLabel
from desktop.ui.widgets.wrap_row import WrapRow

# Each mark is drawn by the bundled font (DejaVu Sans): the pause sign (U+23F8) is not, and showed
# as an empty box where the system has no symbol font.
DONE, TODO, PASSED, OUT = "✓", "○", "‖", "✕"
BOX_PAD = 16  # a phase box's frame and padding around its text (2 + 4 each side, and air)
OTHER_STYLE = "QLabel { border: 1px solid palette(mid); border-radius: 6px; padding: 1px 4px; }"
RADIUS = 6.0


def behind_text(view: GameView, behind: tuple[tuple[str, PhaseView], ...]) -> str:
    """ "Bot 2: Phase 4; Bot 3: Phase 3, Phase 4" for the bots behind."""
    by_bot: dict[str, list[str]] = {}
    for bot, phase in behind:
        by_bot.setdefault(bot, []).append(render(phase.label))
    return "; ".join(f"{render(view.bot_said(b))}: {', '.join(p)}" for b, p in by_bot.items())


class PhaseBox(QLabel):
    """One phase: its name and a mark per bot, whole: on one line, on two, or (the phases the
    table is not in, short of room) its short name; never cut with "…"."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.label = ""
        self.marks = ""
        self.least = 0  # the width of the form shown: the box grows beyond it with the bar
        self.current = False
        self.setContentsMargins(5, 3, 5, 3)  # a thin frame, then padding (see set_current)
        self._indent()

    def set_current(self, current: bool) -> None:
        """Framed in blue, 2 px, when the table is in this phase; else a thin frame. Drawn by the
        box itself: a style sheet per box (as OTHER_STYLE) cost ≈ 2 ms of the first paint, each
        box polished by a style of its own."""
        self.current = current
        self.setProperty("current", current)
        edge = self._edge()
        # The frame, then padding; as tall whether current or not (the bar lost 2 px at the end of
        # a Round, when no phase is current, and the window beneath moved up: QA s17 recheck).
        self.setContentsMargins(edge + 4, 3, edge + 4, 3)
        self.update()

    def _edge(self) -> int:
        return 2 if self.current else 1

    def _indent(self) -> None:
        # As a framed label indents its text by half an "x" (its frame drawn by a style sheet did).
        self.setIndent(self.fontMetrics().horizontalAdvance("x") // 2)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._indent()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)  # the text, inside the margins
        edge = self._edge()
        # The phase the table is in: a frame in the words' colour, never the focus tone (blue),
        # which marks only where the keys are.
        role = QPalette.ColorRole.WindowText if self.current else QPalette.ColorRole.Mid
        colour = self.palette().color(role)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour, edge))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = edge / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), RADIUS, RADIUS)
        painter.end()

    def forms(self) -> list[tuple[str, int]]:
        """The ways to show the phase, widest first: one line, two lines, its short name."""
        metrics = self.fontMetrics()
        one = f"{self.label}  {self.marks}".rstrip()
        out = [(one, metrics.horizontalAdvance(one) + BOX_PAD)]
        first, second = two_lines(self.label, metrics)
        if second:
            last = f"{second}  {self.marks}".rstrip()
            width = max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(last))
            out.append((f"{first}\n{last}", width + BOX_PAD))
        short = self.label.split(": ", 1)[0] if ": " in self.label else ""
        if short:
            text = f"{short}  {self.marks}".rstrip()
            out.append((text, metrics.horizontalAdvance(text) + BOX_PAD))
        return out

    def show_form(self, text: str, width: int) -> None:
        """Show one of its forms, at least `width` pixels wide."""
        if self.text() != text:
            self.setText(text)
        if self.least != width:
            self.least = width
            self.setMinimumWidth(width)
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(self.least, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def two_lines(text: str, metrics: QFontMetrics) -> tuple[str, str]:
    """`text` on two lines as even as its words allow ("" second line for a single word), never
    inside a name's number before its colon («Фаза 2:» over «Дії», where the bold current box
    broke «Фаза» over «2: Дії» and the others after the colon)."""
    words = text.split(" ")
    best: tuple[int, str, str] | None = None
    colon = next((i + 1 for i, word in enumerate(words[:-1]) if word.endswith(":")), 1)
    for cut in range(colon, len(words)):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        width = max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second))
        if best is None or width < best[0]:
            best = (width, first, second)
    return (best[1], best[2]) if best is not None else (text, "")


class RoundBar(QWidget):
    """One box per phase (current one framed) with a mark per bot; a button runs the current
    phase's routines for every bot that has not done them; while bots wait for their setup, a
    box ticks who is set up; a button per routine the table may start in the phase it is in (a
    human player's action that concerns the bots)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundBar")
        self.controller = controller
        self.view: GameView = EMPTY
        self.rounds: RoundView | None = None
        # One row; at a large text size, more rows rather than a window wider than the screen.
        self.layout_ = WrapRow(self, spacing=4)
        self.layout_.setContentsMargins(4, 0, 4, 0)
        self.title = QLabel()
        self.title.setObjectName("roundTitle")
        self.layout_.addWidget(self.title)
        self.setup_box = ElidedLabel()
        self.setup_box.setObjectName("setupBox")
        self.setup_box.setStyleSheet(OTHER_STYLE)
        self.setup_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.setup_box.hide()
        self.layout_.addWidget(self.setup_box)
        self.boxes: list[PhaseBox] = []
        self.arrows: list[QLabel] = []
        self.every_button = QPushButton()
        self.every_button.setObjectName("runForEveryBot")
        self.every_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.every_button.clicked.connect(self.run_for_every_bot)
        self.layout_.addWidget(self.every_button)
        self.table_buttons: list[QPushButton] = []
        self.next_round = ""  # "→ next Round" in the language shown (on two lines short of room)
        self.hide()
        translate_ui(self)

    def rebuild(self, view: GameView) -> None:
        """Another game: one box per phase of its pack (none: the bar is hidden)."""
        for w in self.boxes + self.arrows:
            w.hide()  # at once, out of the layout's width: deleteLater waits for the event loop
            w.deleteLater()
        self.boxes, self.arrows = [], []
        rounds = view.rounds
        for i, phase in enumerate(rounds.phases if rounds is not None else ()):
            box = PhaseBox()
            box.setObjectName(f"phase:{phase.id}")
            self.layout_.insertWidget(2 + 2 * i, box, 1)
            arrow = QLabel("→")
            self.layout_.insertWidget(3 + 2 * i, arrow)
            self.boxes.append(box)
            self.arrows.append(arrow)
        self.setVisible(rounds is not None and bool(view.bots))
        self.view = EMPTY
        self.show_view(view)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        words = self.view.seat_words  # the pack's own words for the round, where it has them
        self.title.setText(seat_text(words, "this_round", self.tr("This Round:")))
        self.next_round = seat_text(words, "next_round", self.tr("→ next Round"))
        if self.arrows:
            self.arrows[-1].setText(self.next_round)
        self._draw(force=True)

    def show_view(self, view: GameView) -> None:
        """Marks of a new view (drawn only when the round changed)."""
        changed = view.rounds != self.rounds or [b.name for b in view.bots] != [
            b.name for b in self.view.bots
        ]
        self.view, self.rounds = view, view.rounds
        if changed:
            self._draw()
        for button in (self.every_button, *self.table_buttons):  # nothing starts in a game looked at
            if button.isEnabled() == view.looking:
                button.setEnabled(not view.looking)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._draw(force=True)  # the boxes' fonts follow the window's text size

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def _fit(self) -> None:
        """Every phase's name whole: on one line while the bar has room, else the longest names
        on two lines (as few as needed), else the phases the table is not in by their short
        name ("Phase 4", words, never "…"); the whole name is in each box's tooltip."""
        boxes = self.boxes
        if not boxes or self.width() <= 0:
            return
        self._next_round_lines(1)
        forms = [box.forms() for box in boxes]  # per box: (text, width), narrower each
        chosen, fit = self._forms_in(forms, self._room())
        if not fit and self._next_round_lines(2):  # the names take the room it leaves
            chosen, fit = self._forms_in(forms, self._room())
            if not fit:  # the bar takes more rows all the same: its words on one line there
                self._next_round_lines(1)
                chosen, fit = self._forms_in(forms, self._room())
        for box, f, c in zip(boxes, forms, chosen, strict=True):
            box.show_form(*f[c])

    def _room(self) -> int:
        """The width the phases have beside the bar's other parts."""
        return self.width() - self._taken(one_line=False)

    def _taken(self, one_line: bool) -> int:
        """The width the bar's parts beside the phase boxes take, with its margins and the spaces
        between all of them (`one_line`: "→ next Round" counted on one line, as shown or not)."""
        others = self._parts_shown()
        margins = self.layout_.contentsMargins()
        last = self.arrows[-1] if one_line and self.arrows else None
        taken = sum(w.sizeHint().width() for w in others if w is not last)
        if last is not None:
            taken += last.fontMetrics().horizontalAdvance(self.next_round)
        spacing = self.layout_.spacing() * (len(others) + len(self.boxes))
        return taken + margins.left() + margins.right() + spacing

    def _next_round_lines(self, lines: int) -> bool:
        """ "→ next Round" on one line or on two (False: its words take one line only)."""
        if not self.arrows:
            return False
        words = self.next_round
        if lines == 2:
            first, second = two_lines(words, self.arrows[-1].fontMetrics())
            if not second:
                return False
            words = f"{first}\n{second}"
        if self.arrows[-1].text() != words:
            self.arrows[-1].setText(words)
        return True

    def _forms_in(self, forms: list[list[tuple[str, int]]], room: int) -> tuple[list[int], bool]:
        """The form each phase takes in `room` pixels, and whether they fit there (if not, the
        narrowest the phases may take)."""
        boxes = self.boxes
        chosen = [0] * len(boxes)
        # Give up width where it is widest first: a long name wraps before a short one would.
        while sum(f[c][1] for f, c in zip(forms, chosen, strict=True)) > room:
            steps = [
                (f[c][1] - f[c + 1][1], i)
                for i, (f, c) in enumerate(zip(forms, chosen, strict=True))
                if c + 1 < len(f) and not (boxes[i].property("current") and c + 1 >= 2)
            ]
            if not steps:
                return chosen, False
            _gain, at = max(steps)
            chosen[at] += 1
        return chosen, True

    def one_line_width(self) -> int:
        """The width the bar takes with every phase's name whole on one line (0: no phases)."""
        if not self.boxes:
            return 0
        return self._taken(one_line=True) + sum(b.forms()[0][1] for b in self.boxes)

    def _parts_shown(self) -> list[QWidget]:
        """The bar's widgets beside the phase boxes that the state shows. Not Qt's hidden flag:
        a widget added to a shown bar stays hidden until the event loop shows it, so a table
        button made by this very draw took no width, and the same state fitted otherwise when
        its button was already there (after an undo then redo)."""
        shown: list[QWidget] = [self.title, *self.arrows, *self.table_buttons]
        # These two are shown and hidden by hand (setVisible), so their flag is the state's.
        shown += [w for w in (self.setup_box, self.every_button) if not w.isHidden()]
        return shown

    def _draw(self, force: bool = False) -> None:
        rounds, view = self.rounds, self.view
        if rounds is None or len(rounds.phases) != len(self.boxes):
            self.every_button.hide()
            return
        for i, (box, each) in enumerate(zip(self.boxes, rounds.phases, strict=True)):
            marks = "".join(self._mark(each, b.id, rounds) for b in view.bots)
            box.label, box.marks = render(each.label), marks
            box.setToolTip(self._tooltip(each, rounds))
            current = i == rounds.current
            if box.property("current") != current or force:  # set once for each box, then on change
                box.set_current(current)
                font = QFont(self.font())  # a style sheet would not follow the window's text size
                font.setBold(current)
                box.setFont(font)
        self._draw_setup(rounds, view)
        self._draw_table(rounds, force)
        phase = rounds.phases[rounds.current] if rounds.current < len(rounds.phases) else None
        every = phase is not None and not phase.turns and bool(phase.routines)
        if every and phase is not None:
            self.every_button.setText(
                self.tr("{phase}: all in turn ▶").replace("{phase}", mnemonic_safe(render(phase.label)))
            )
        if self.every_button.isVisibleTo(self) != every:
            self.every_button.setVisible(every)
        self._fit()  # once every other part of the bar took its width

    def _draw_setup(self, rounds: RoundView, view: GameView) -> None:
        """While bots wait for their setup: who is set up (✓) and who is not (○)."""
        waiting = bool(rounds.setup)
        if waiting and self.setup_box.font() != self.font():
            self.setup_box.setFont(QFont(self.font()))  # a style sheet would not follow the text size
        if waiting:
            marks = "".join(TODO if b.id in rounds.setup else DONE for b in view.bots)
            self.setup_box.set_parts(self.tr("Setup"), marks)
            waits, done = self.tr("waits for its setup"), self.tr("set up")
            names = [f"{render(b.said)}: {waits if b.id in rounds.setup else done}" for b in view.bots]
            self.setup_box.setToolTip("\n".join([self.tr("Setup"), *names]))
        if self.setup_box.isVisibleTo(self) != waiting:
            self.setup_box.setVisible(waiting)

    def _draw_table(self, rounds: RoundView, force: bool) -> None:
        """A button per routine the table may start now, for the followed bot."""
        shown = [(b.chart, b.node) for b in rounds.table]
        if not force and shown == [b.property("routine") for b in self.table_buttons]:
            return
        while len(self.table_buttons) > len(rounds.table):
            gone = self.table_buttons.pop()
            gone.hide()  # at once: deleteLater waits for the event loop
            gone.deleteLater()
        while len(self.table_buttons) < len(rounds.table):
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, b=button: self._run_table(b))
            self.layout_.addWidget(button)
            self.table_buttons.append(button)
        for button, table in zip(self.table_buttons, rounds.table, strict=True):
            button.setObjectName(f"table:{table.chart}")
            button.setProperty("routine", (table.chart, table.node))
            button.setText(mnemonic_safe(render(table.label)) + " ▶")
            button.setToolTip(
                self.tr(
                    "Runs for the tab shown now (the next bot still in the game when that one is "
                    "out of it); a chart that runs waits and goes on after it."
                )
                if table.interrupts
                else self.tr(
                    "Runs for the tab shown now (the next bot still in the game when that one is out of it)."
                )
            )

    def _run_table(self, button: QPushButton) -> None:
        chart, node = button.property("routine")
        self.controller.start_table(chart, node)

    @staticmethod
    def _mark(phase: PhaseView, bot: str, rounds: RoundView) -> str:
        if bot in rounds.out:
            return OUT
        if bot in phase.done:
            return DONE
        if phase.turns and bot in rounds.passed:
            return PASSED
        return TODO

    def _tooltip(self, phase: PhaseView, rounds: RoundView) -> str:
        lines = [render(phase.label)]
        for bot in self.view.bots:
            if bot.id in rounds.out:
                state = self.tr("out of the game")
                lines.append(f"{render(bot.said)}: {state}")
                continue
            if bot.id in phase.done:
                state = self.tr("done")
            elif phase.turns and bot.id in rounds.passed:
                state = self.tr("passed")
            else:
                state = self.tr("not yet")
            if phase.turns:
                state += " · " + self.tr("%n turn(s)", "", rounds.turns.get(bot.id, 0))
            lines.append(f"{render(bot.said)}: {state}")
        return "\n".join(lines)

    # ---- running a phase for every bot ---------------------------------------------------
    def run_for_every_bot(self) -> None:
        """The current phase's routines for each bot that has not done them, one after another
        (each step by step); when they move the Round on while a bot is behind, ask first."""
        rounds, view = self.rounds, self.view
        if rounds is None or rounds.current >= len(rounds.phases):
            return
        phase = rounds.phases[rounds.current]
        bots = [b.id for b in view.bots if b.id not in phase.done and b.id not in rounds.out]
        charts = list(phase.routines)
        if not bots or not charts:
            return
        before_round_moves(self, view, charts[0], lambda: self.controller.run_for_every_bot(charts, bots))


def before_round_moves(parent: QWidget, view: GameView, chart: str, then: Callable[[], object]) -> None:
    """Run `then` to start `chart`; when that chart moves the Round on (its phase `advances`)
    while a bot has not done an earlier phase, ask first."""
    rounds = view.rounds
    at = rounds.phase_of(chart, view.entry) if rounds is not None else None
    if rounds is None or at is None or not rounds.phases[at].advances:
        then()
        return
    ask_if_behind(parent, view, rounds.behind([b.id for b in view.bots], at), rounds.phases[at].label, then)


def ask_if_behind(
    parent: QWidget,
    view: GameView,
    behind: tuple[tuple[str, PhaseView], ...],
    what: Message | str,
    then: Callable[[], object],
    cancelled: Callable[[], object] | None = None,
) -> None:
    """Ask before the Round moves on while bots have phases left (at once `then` when none)."""
    if not behind:
        then()
        return
    confirm(
        parent.window(),
        lambda: QCoreApplication.translate("RoundBar", "Round not finished"),
        lambda: (
            QCoreApplication.translate(
                "RoundBar", "Not everyone has finished this Round: {behind}. Go on with {what} anyway?"
            )
            .replace("{behind}", behind_text(view, behind))
            .replace("{what}", render(what))
        ),
        lambda: QCoreApplication.translate("RoundBar", "Go on"),
        then,
        cancelled,
    )
