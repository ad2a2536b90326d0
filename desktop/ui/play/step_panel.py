"""The step panel: the current question or instruction in large text, and the ways to answer it
by mouse or keyboard (Yes and No's letters, a number typed is the number, Space is Done or rolls
the die offered, Enter goes on)."""

from __future__ import annotations

from collections.abc import Callable, Container

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.play.view import EMPTY, GameView, StepView
from desktop.ui.controller import GameController
from desktop.ui.language import render
from desktop.ui.log.log_text import bot_and_chart, entry_short
from desktop.ui.play import waiting_words
from desktop.ui.play.die import DieFace, RollPad
from desktop.ui.play.step_answers import StepAnswers
from desktop.ui.play.step_keys import DigitBuffer, option_keys
from desktop.ui.play.step_room import (
    ANSWER_SCALE,
    AUTO_LINES,
    COLUMN_OF_TOUCH,
    MANY_ANSWERS,
    MOST_COLUMNS,
    VALUE_BUTTONS,
    forget_sizes,
    text_scale,
    touch_height,
)
from desktop.ui.retranslate import translate_ui
from desktop.ui.tones import use_tone
from desktop.ui.undo_text import describe
from desktop.ui.undo_text import key as undo_key
from desktop.ui.widgets.flow_layout import TOUCH_MIN, AnswerButton, FlowLayout
from desktop.ui.widgets.number_field import NumberField
from desktop.ui.widgets.text_pane import TextPane
from desktop.ui.widgets.wrap_button import WrapButton
from desktop.ui.wording import looked_at_why, signed, start_label


class StepPanel(QWidget):
    """Shows the active bot's step from the view and sends the player's answer to the controller."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepPanel")
        self.controller = controller
        self.view: GameView = EMPTY
        self.step: StepView | None = None
        self.text_size = 11
        self.window_height = 768  # the window's height the buttons are sized for
        self.touch = TOUCH_MIN  # the answer buttons' height now
        # the answers' text (a few answers) and many answers' text: set with the text size
        self.answer_font: QFont | None = None
        self.compact_font: QFont | None = None
        self.squeeze = 1.0  # the step text set smaller still while the step lacks the room
        self.auto_lines = AUTO_LINES  # the app's answers shown above the step (fewer when short of room)
        self._auto_said: list[str] = []  # each of those answers in words
        self.answering = StepAnswers(self)
        self.digits = DigitBuffer(self.answering.number_typed, self)
        self.digits.typed.connect(self.answering.show_typed)
        self.digits.refused.connect(self.answering.digits_refused)
        self._build()
        self.answering.make_shortcuts()
        self.set_text_size(11)
        translate_ui(self)

    # ---- building ------------------------------------------------------------------------
    def _build(self) -> None:
        answering = self.answering
        self.header = self._label("stepHeader", wrap=True)  # a long chart title wraps, never widens
        self.badge = self._label("reconstructedBadge")
        use_tone(self.badge, "warning")  # bold, set with the text size
        self.undo_button = self._tool("undoButton", "↶", self.controller.undo)
        self.redo_button = self._tool("redoButton", "↷", self.controller.redo)
        self.auto = self._label("autoChecks", wrap=True)
        self.text = self._label("stepText", wrap=True)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.die = DieFace()
        self.die.hide()
        self.roll_pad = RollPad()  # a real die's faces: one click is the player's own roll
        self.roll_pad.rolled.connect(lambda face: answering.from_mouse(lambda: answering.face(face)))
        self.answers = QWidget()
        self.answers.setObjectName("answers")
        self.answers_flow = FlowLayout(self.answers, spacing=6)
        self.option_buttons: list[AnswerButton] = []
        self.value_buttons: list[AnswerButton] = []
        self.done_button = self._button("doneButton", answering.done)
        self.roll_button = self._button("rollButton", answering.roll)
        self.number_edit = NumberField()
        self.number_edit.setObjectName("numberAnswer")
        self.number_edit.setMaximumWidth(120)
        self.number_edit.returnPressed.connect(answering.number_entered)
        self.number_edit.unfit.connect(answering.number_unfit)
        self.number_button = self._button("numberButton", answering.number_entered)
        self.physical_label = self._label("physicalLabel")
        self.physical = NumberField()
        self.physical.setObjectName("physicalRoll")
        self.physical.setMaximumWidth(80)
        self.physical.returnPressed.connect(answering.physical_entered)
        self.physical.unfit.connect(answering.number_unfit)
        self.physical_button = self._button("physicalRollButton", answering.physical_entered)
        self.start_button = self._button("startTurnButton", answering.start_next)
        self.next_button = self._button("nextBotButton", answering.next_bot)
        self.turn_button = self._button("secondaryTurnButton", lambda: self.controller.start_turn())
        # Another way to set a new bot up (a replacement's own setup), beside the one proposed; its
        # label wraps before the drawn card beside the step would be cut.
        self.alt_setup_button = WrapButton()
        self._button("altSetupButton", answering.start_alt_setup, self.alt_setup_button)
        self.typed = self._label("typedDigits")
        self.looking_note = self._label("lookingNote", wrap=True)  # in place of the answers
        self.looking_note.hide()

        # not `actions`: that is QWidget.actions(); wraps rather than widen the step at large text
        self.action_row = FlowLayout(spacing=8)
        for w in self._action_widgets():
            self.action_row.addWidget(w)
            w.hide()
        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(self.badge)
        top.addWidget(self.undo_button)
        top.addWidget(self.redo_button)
        body = self.body = QHBoxLayout()
        # A step too long for its room even at the window's text size scrolls in its own pane:
        # its answers stay in view under it.
        self.text_pane = TextPane(self.text)
        self.text_pane.setObjectName("stepTextPane")
        body.addWidget(self.text_pane, 1)
        body.addWidget(self.die, 0, Qt.AlignmentFlag.AlignTop)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addLayout(top)
        layout.addWidget(self.auto)
        layout.addWidget(line)
        layout.addLayout(body)
        layout.addWidget(self.answers)
        layout.addLayout(self.action_row)
        layout.addWidget(self.looking_note)
        layout.addStretch(1)

    def _action_widgets(self) -> list[QWidget]:
        return [
            self.done_button,
            self.roll_button,
            self.number_edit,
            self.number_button,
            self.physical_label,
            self.roll_pad,
            self.physical,
            self.physical_button,
            self.start_button,
            self.next_button,
            self.alt_setup_button,
            self.turn_button,
            self.typed,
        ]

    @staticmethod
    def _label(name: str, wrap: bool = False) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(wrap)
        return label

    def _button(
        self, name: str, slot: Callable[[], object], button: QPushButton | None = None
    ) -> QPushButton:
        button = button or QPushButton()
        button.setObjectName(name)
        # Buttons never take the keyboard focus: Space and Enter must reach the step's keys, not
        # press whichever button was clicked last.
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False: self.answering.from_mouse(slot))
        return button

    def _tool(self, name: str, text: str, slot: Callable[[], object]) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setText(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.clicked.connect(lambda _=False: self.answering.from_mouse(slot))
        return button

    def _answer_button(self, pool: list[AnswerButton], i: int) -> AnswerButton:
        """The i-th button of a pool (made on first need: some questions list 16 answers)."""
        while len(pool) <= i:
            button = AnswerButton()
            self._touch_button(button)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(
                lambda _=False, b=button: self.answering.from_mouse(lambda: self.answering.pressed(b))
            )
            button.hide()
            self.answers_flow.addWidget(button)
            pool.append(button)
        return pool[i]

    def set_text_size(self, size: int) -> None:
        """The step text is the largest text of the window (readable across a table)."""
        self.text_size = size
        self.size_text()
        self.die.set_size(size * 8)
        head = QFont(self.font())
        head.setPointSizeF(size * 1.1)
        head.setBold(True)
        self.header.setFont(head)
        bold = QFont(self.font())  # not a style sheet: it would keep the size it was built with
        bold.setBold(True)
        self.badge.setFont(bold)
        self.typed.setFont(bold)
        self._size_buttons()

    def fit_window(self, height: int) -> None:
        """The window's height: answers grow with it (a touch target on a laptop, larger on a
        large screen)."""
        if height != self.window_height:
            self.window_height = height
            self._size_buttons()

    def _size_buttons(self) -> None:
        """Answers, Done and the other buttons of the step as touch targets: at least 44 px tall
        and thumb-wide, larger in a taller window or with larger text; their text a little
        larger than the window's. Undo and redo are as easy to hit."""
        font = QFont(self.font())
        font.setPointSizeF(self.text_size * ANSWER_SCALE)
        self.answer_font = font
        compact = QFont(self.font())  # many answers: the window's text, all in view
        compact.setPointSizeF(self.text_size)
        self.compact_font = compact
        self.touch = touch_height(self.window_height, QFontMetrics(font).height())
        for button in [*self.option_buttons, *self.value_buttons, *self._buttons()]:
            self._touch_button(button)
        side = round(self.touch * 0.9)
        glyph = QFont(self.font())
        glyph.setPointSizeF(self.text_size * 1.5)
        for tool in (self.undo_button, self.redo_button):
            tool.setFont(glyph)
            tool.setFixedSize(side, side)
        self.roll_pad.set_side(self.touch)
        self.number_edit.setMinimumHeight(self.touch)
        self.number_edit.setFont(font)
        self.physical.setMinimumHeight(self.touch)
        self.physical.setFont(font)

    def _touch_button(self, button: QPushButton, compact: bool = False) -> None:
        """A touch target; `compact` for one of many answers (the least touch size, the window's
        text size), so that all of them stay in view."""
        font = self.compact_font if compact else self.answer_font
        if font is not None and button.font() != font:
            button.setFont(font)
        height = TOUCH_MIN if compact else self.touch
        if button.minimumHeight() != height:
            button.setMinimumHeight(height)
            button.setMinimumWidth(2 * height)

    def _buttons(self) -> list[QPushButton]:
        """The step's own buttons (Done, Roll, Next, Start …)."""
        return [w for w in self._action_widgets() if isinstance(w, QPushButton)]

    def size_text(self) -> None:
        font = QFont(self.font())
        scale = text_scale(len(self.text.text()), self.text_size)
        font.setPointSizeF(self.text_size * max(scale * self.squeeze, 1.0))
        if font.pointSizeF() != self.text.font().pointSizeF():
            self.text.setFont(font)
            self.text_pane.text_changed()

    def retranslate_ui(self) -> None:
        """Every text of the panel in the current language."""
        self.undo_words = getattr(self, "undo_words", 0) + 1  # the tooltips are made again
        self.done_button.setText(self.tr("Done [Enter]"))
        self.roll_button.setText(self.tr("Roll [Space]"))
        self.physical_label.setText(self.tr("or my roll:"))
        self.physical_button.setText(self.tr("Use my roll"))
        self.number_button.setText(self.tr("Answer [Enter]"))
        self.number_edit.setPlaceholderText(self.tr("number"))
        self.undo_button.setAccessibleName(self.tr("Undo"))
        self.redo_button.setAccessibleName(self.tr("Redo"))
        self.text_pane.setAccessibleName(self.tr("The step"))
        self.looking_note.setText(looked_at_why())
        self.badge.setText(self.tr("≈ reconstructed"))
        self.badge.setToolTip(
            self.tr("No source prints this step in substance; compare it with your booklet.")
        )
        self.refresh()

    # ---- showing -------------------------------------------------------------------------
    def show_view(self, view: GameView) -> None:
        """Draw the active bot's current step of a new view (after every change)."""
        self.view = view
        self.refresh()

    def refresh(self) -> None:
        """Draw the last view again. Only widgets whose visibility changes are touched: each
        show/hide re-lays out the window."""
        view = self.view
        step = view.step
        if step != self.step:
            self.digits.set_choices((), 0, -1)
        self.step = step
        visible: set[QWidget] = set()
        self._show_undo(view)
        self.die.show_die(view.die)
        if view.die is not None:
            visible.add(self.die)
        self._show_auto(view, visible)
        if not view.active:
            self.header.setText(self.tr("No game"))
            self._set_text(self.tr("Start a new game or resume the last one from the Game menu."))
        elif step is None:
            self._show_waiting(view, visible)
        else:
            self._show_step(step, visible)
        if self.digits.digits:
            visible.add(self.typed)
        if view.looking and view.active:  # nothing is played here: no answer is offered
            visible -= {self.answers, *self._action_widgets()}
            visible.add(self.looking_note)
        self._apply_visible(visible)
        self.size_text()

    def _apply_visible(self, visible: set[QWidget]) -> None:
        widgets = [self.die, self.auto, self.badge, self.answers, self.looking_note, *self._action_widgets()]
        changes = [
            (w, w in visible)
            for w in [*widgets, *self.option_buttons, *self.value_buttons]
            if w.isVisibleTo(self) != (w in visible)
        ]
        # Qt lays a parent out at once each time one of its widgets is shown: with its layout
        # off meanwhile, the panel is laid out once, after them all.
        layouts = {id(lay): lay for w, _ in changes if (lay := parent_layout(w)) is not None}
        for lay in layouts.values():
            lay.setEnabled(False)
        try:
            for w, want in changes:
                w.setVisible(want)
        finally:
            for lay in layouts.values():
                lay.setEnabled(True)
                forget_sizes(lay)
                lay.activate()  # laid out now, as Qt would have (what reads places reads them)

    def _set_text(self, text: str) -> None:
        if self.text.text() != text:
            self.text.setText(text)
            self.text_pane.text_changed()

    def _show_undo(self, view: GameView) -> None:
        """The undo and redo buttons; their tooltips name the event (made when it changed)."""
        for button, what in ((self.undo_button, view.undo), (self.redo_button, view.redo)):
            button.setEnabled(what is not None)
            known = (undo_key(what), self.undo_words)
            if button.property("known") != repr(known):
                button.setProperty("known", repr(known))
                label = self.tr("Undo: {what}") if button is self.undo_button else self.tr("Redo: {what}")
                button.setToolTip(label.replace("{what}", describe(view, what)) if what is not None else "")

    def _show_auto(self, view: GameView, visible: set[QWidget]) -> None:
        self._auto_said = ["✓ " + entry_short(e) for e in view.auto]
        self._fill_auto()
        if view.auto:
            visible.add(self.auto)

    def _fill_auto(self) -> None:
        """The app's answers, at most `auto_lines` of them; the rest are counted (in the log).
        At none, all are counted."""
        lines, most = self._auto_said, self.auto_lines
        if lines and most == 0:
            lines = ["✓ " + self.tr("(%n in the log)", "", len(lines))]
        elif len(lines) > most:
            more = self.tr("(%n more in the log)", "", len(lines) - most + 1)
            lines = lines[: most - 1] + [more] if most > 1 else ["✓ " + more]
        text = "\n".join(lines)
        if self.auto.text() != text:
            self.auto.setText(text)

    def limit_auto(self, most: int) -> None:
        if most != self.auto_lines:
            self.auto_lines = most
            self._fill_auto()

    def _show_waiting(self, view: GameView, visible: set[QWidget]) -> None:
        """No chart runs for the followed bot: after a run, go on to the next bot; else start
        what the round says the bot runs now."""
        active = view.active
        name = render(view.bot_said(active))
        last = view.last_run
        if last is not None and last[0] == active:
            title = view.chart_titles.get(last[1])
            self.header.setText(bot_and_chart(name, render(title) if title else ""))
            self._set_text(waiting_words.over_text(view, active, last[1], view.proposal))
            self._offer_next(view, view.proposal, visible)
            self.next_button.setText(waiting_words.next_label(view, active, last[1], view.proposal))
            return
        self.header.setText(name)
        chart = view.next_charts.get(active, view.entry)
        if chart:
            label = self._chart_label(view, chart)
            setup = view.rounds is not None and chart in view.rounds.setup_charts
            text = self.tr("{bot} is new in this game: set it up before its first turn.") if setup else ""
            text = text or waiting_words.waiting_text(view, active, chart)
            self._set_text(text.replace("{bot}", name))
            self.start_button.setText(self.tr("{what} [Enter]").replace("{what}", label).replace("&", "&&"))
            visible.add(self.start_button)
            if setup:  # (the turn stays one click away on the bot's panel)
                self._offer_alt_setup(view, chart, visible)
            elif chart != view.entry:
                self._offer_turn(view, visible)
            return
        self._set_text(self.tr("{bot} has done its part of this phase.").replace("{bot}", name))
        self._offer_next(view, view.next_after(active), visible)

    def _offer_alt_setup(self, view: GameView, chart: str, visible: set[QWidget]) -> None:
        """The other chart that sets a bot up (a replacement's), one click away."""
        assert view.rounds is not None
        other = next((c for c in view.rounds.setup_charts if c != chart), None)
        if other is None:
            return
        title = next((r.label for r in view.routines if r.chart == other), view.chart_titles.get(other))
        self.alt_setup_button.set_full_text((render(title) if title else other).replace("&", "&&"))
        self.alt_setup_button.setProperty("chart", other)
        visible.add(self.alt_setup_button)

    def _chart_label(self, view: GameView, chart: str) -> str:
        if chart == view.entry:
            return start_label(view)
        if view.rounds is not None and chart in view.rounds.setup_charts:
            return self.tr("Set up {bot} ▶").replace("{bot}", render(view.bot_said(view.active)))
        title = next((r.label for r in view.routines if r.chart == chart), view.chart_titles.get(chart))
        return self.tr("Run {routine}").replace("{routine}", render(title) if title else chart)

    def _offer_next(self, view: GameView, bot: str, visible: set[QWidget]) -> None:
        self.next_button.setText(
            self.tr("Next: {bot} ▶ [Enter]").replace("{bot}", render(view.bot_said(bot)) if bot else "")
        )
        self.next_button.setProperty("bot", bot)
        visible.add(self.next_button)
        self._offer_turn(view, visible)

    def _offer_turn(self, view: GameView, visible: set[QWidget]) -> None:
        """A turn one click away beside what the round proposes, unless the round stands before
        the turns (its first phase is not played yet: the turn would find nothing to do)."""
        if view.rounds is not None and view.rounds.before_turns():
            return
        self.turn_button.setText(start_label(view).replace("&", "&&"))
        visible.add(self.turn_button)

    def _show_step(self, step: StepView, visible: set[QWidget]) -> None:
        name = render(self.view.bot_said(step.bot))
        self.header.setText(bot_and_chart(name, render(step.chart_title)))
        self._set_text(render(step.text))
        if step.badge:
            visible.add(self.badge)
        if step.kind == "ask" or step.pick:
            self._show_options(step, visible)
        if step.kind == "number" and step.number is not None:
            self._show_number(*step.bounds(), visible)
        elif step.kind == "roll":
            self._show_roll(step, visible)
        elif step.kind == "do":
            visible.add(self.done_button)

    def _show_options(self, step: StepView, visible: set[QWidget]) -> None:
        labels = [render(o.label) for o in step.options]
        hints, numbers = option_keys(step, labels)
        many = len(step.options) > MANY_ANSWERS
        # Many answers stand in columns: as a paragraph beside a drawn card, 16 of them took ten
        # rows and ran out of the window at 1366×768.
        self.answers_flow.set_columns(MOST_COLUMNS if many else 0, COLUMN_OF_TOUCH * TOUCH_MIN)
        for i, (option, label, hint) in enumerate(zip(step.options, labels, hints, strict=True)):
            button = self._answer_button(self.option_buttons, i)
            self._touch_button(button, many)
            shown = f"{label}  [{hint}]" if hint else label
            button.set_label(shown.replace("&", "&&"))
            button.setObjectName(f"answer_{option.id}")
            button.setProperty("option", option.id)
            visible.add(button)
        visible.add(self.answers)
        self._choices(numbers, 0, max(numbers, default=-1))

    def _show_number(self, low: int, high: int, visible: set[QWidget]) -> None:
        """A whole number from low to high: a button per value when they are few, and a field."""
        self.number_edit.take(low, high)
        takes = (
            self.tr("A whole number from {min} to {max}")
            .replace("{min}", signed(low))
            .replace("{max}", signed(high))
        )
        self.number_edit.setToolTip(takes)
        self.number_edit.setAccessibleName(takes)  # what a screen reader says of the field
        visible.update((self.number_edit, self.number_button))
        if high - low < VALUE_BUTTONS:
            self.answers_flow.set_columns(0)  # numbers are short: they flow as words do
            many = high - low + 1 > MANY_ANSWERS
            for i, value in enumerate(range(low, high + 1)):
                button = self._answer_button(self.value_buttons, i)
                self._touch_button(button, many)
                button.set_label(signed(value))
                button.setObjectName(f"answer_{value}")
                button.setProperty("option", value)
                visible.add(button)
            visible.add(self.answers)
        self._choices(range(low, high + 1), low, high)

    def _show_roll(self, step: StepView, visible: set[QWidget]) -> None:
        roll, (low, high) = step.die(), step.bounds()
        visible.add(self.roll_button)
        if step.pick:
            self.roll_button.setToolTip(self.tr("Roll to pick one of the answers at random"))
            return  # the answers are the faces: clicking one is typing that roll
        ranges = ", ".join(render(a.label) for a in step.options)
        self.roll_button.setToolTip(self.tr("Ranges: {ranges}").replace("{ranges}", ranges))
        visible.add(self.physical_label)
        if RollPad.fits(roll["sides"], roll["dice"]):  # a real roll is one click, as the app's is
            self.roll_pad.set_die(roll["sides"])
            visible.add(self.roll_pad)
        else:
            self.physical.take(low, high)
            visible.update((self.physical, self.physical_button))
        self._choices(range(low, high + 1), low, high)

    def _choices(self, numbers: Container[int], lowest: int, highest: int) -> None:
        self.digits.set_choices(numbers, lowest, highest)


def parent_layout(widget: QWidget) -> QLayout | None:
    """The layout of the widget's parent, while it is on (the one Qt lays out when it shows)."""
    parent = widget.parentWidget()
    layout = parent.layout() if parent is not None else None
    return layout if layout is not None and layout.isEnabled() else None
