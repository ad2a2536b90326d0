"""How the player answers the step panel's step: a click (a field being edited is settled
first), Y and N, a number typed, Enter that goes on and Space that is Done or rolls; each sent to
the controller only when the step shown takes it."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut

from desktop.core.messages import Message
from desktop.ui.keys import settle_editing
from desktop.ui.language import render
from desktop.ui.play.round_bar import before_round_moves
from desktop.ui.play.step_keys import LATIN_LETTERS, answer_letters, letter_answers, option_keys
from desktop.ui.translated_later import QT_TRANSLATE_NOOP
from desktop.ui.widgets.flow_layout import AnswerButton
from desktop.ui.wording import signed

if TYPE_CHECKING:
    from desktop.ui.play.step_panel import StepPanel


class StepAnswers:
    """The step panel's answers and keys, sent to its controller (the panel draws, this answers)."""

    def __init__(self, panel: StepPanel) -> None:
        self.panel = panel
        self.shortcuts: list[QShortcut] = []
        self.letter_keys = LetterKeys(self)  # on the window: Yes and No by the letter typed

    def make_shortcuts(self) -> None:
        """The step's keys, in the whole window: a field with focus still owns its own keys."""
        panel = self.panel
        keys: list[tuple[str, Callable[[], object]]] = [
            ("Return", self.enter),
            ("Enter", self.enter),
            ("Space", self.space),
            ("Escape", panel.digits.clear),
            ("-", panel.digits.minus),
        ]
        keys += [(str(n), partial(panel.digits.press, n)) for n in range(10)]
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), panel)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)

    def from_mouse(self, slot: Callable[[], object]) -> None:
        """A click: a field being edited is settled first (its value committed or put back)."""
        settle_editing(self.panel.window())
        slot()

    def face(self, face: int) -> None:
        """A face of the real die clicked: the player's own roll."""
        step = self.panel.step
        if step is not None and step.kind == "roll":
            self.panel.controller.roll(face)

    def pressed(self, button: AnswerButton) -> None:
        """An answer's button (or a die face's, for a pick at random)."""
        step, controller = self.panel.step, self.panel.controller
        option = button.property("option")
        if step is None:
            return
        if step.kind == "roll":
            controller.roll([o.id for o in step.options].index(option) + 1)
        else:
            controller.answer(str(option))

    def letter_typed(self, typed: str) -> bool:
        """A letter typed with no field to take it: True when it is Yes or No's letter in the
        language of the moment (it answers where the question has that answer), or a Latin y or
        n typed on a screen whose letters are not Latin while Yes and No are shown: that one is
        said to answer nothing, and why, rather than left without a word."""
        letters = answer_letters()
        answer = letter_answers(letters).get(typed.lower())
        if answer is not None:
            self.letter(answer)
            return True
        if typed.lower() in LATIN_LETTERS and self._yes_no_shown():
            words = QT_TRANSLATE_NOOP(
                "StepPanel",
                "{typed} answers nothing here: the keyboard types Latin letters. Type {yes} or {no}.",
            )
            said = Message("StepPanel", words, {"typed": typed, "yes": letters["yes"], "no": letters["no"]})
            self.panel.controller.failed.emit(said)
            return True
        return False

    def _yes_no_shown(self) -> bool:
        step = self.panel.step
        return step is not None and step.kind == "ask" and {"yes", "no"} <= {o.id for o in step.options}

    def letter(self, option: str) -> None:
        """Yes or No's letter: the answer of that id, where the question has it."""
        step = self.panel.step
        if step is not None and step.kind == "ask" and any(a.id == option for a in step.options):
            self.panel.controller.answer(option)

    def number_typed(self, number: int) -> None:
        """A number typed picks the answer it names, is the answer, or is the die's face."""
        step, controller = self.panel.step, self.panel.controller
        if step is None:
            return
        if step.kind == "ask":
            _hints, numbers = option_keys(step, [render(o.label) for o in step.options])
            if number in numbers:
                controller.answer(numbers[number])
        elif step.kind == "number":
            controller.answer(str(number))
        elif step.kind == "roll":
            controller.roll(number)

    def show_typed(self, digits: str) -> None:
        """The digits typed so far, shown until they are taken."""
        panel = self.panel
        panel.typed.setText(digits.replace("-", "−") + "…" if digits else "")
        panel.typed.setVisible(bool(digits))
        if panel.step is not None and panel.step.kind == "number":
            panel.number_edit.setText(digits)

    def digits_refused(self, digits: str) -> None:
        """Digits that answer nothing here: said, never taken for something else."""
        typed = QT_TRANSLATE_NOOP("StepPanel", "{typed} is no answer here.")
        self.panel.controller.failed.emit(Message("StepPanel", typed, {"typed": digits.replace("-", "−")}))

    def number_entered(self) -> None:
        """Enter in the number field, or its button."""
        panel = self.panel
        text = panel.number_edit.text().strip()
        if panel.step is not None and panel.step.kind == "number" and not text:
            self.number_unfit()
        elif panel.step is not None and panel.step.kind == "number":
            if panel.controller.answer(text):
                panel.number_edit.clear()

    def number_unfit(self) -> None:
        """Enter on an empty number field (or one out of bounds): say what it takes."""
        step = self.panel.step
        if step is None:
            return
        low, high = step.bounds()
        # the panel's context: its catalogues' entry stays where it was
        said = QCoreApplication.translate(
            "StepPanel", "Type a whole number from {min} to {max}, then press Enter."
        )
        self.panel.controller.failed.emit(said.replace("{min}", signed(low)).replace("{max}", signed(high)))

    def physical_entered(self) -> None:
        """The player's own roll typed in its field."""
        panel = self.panel
        text = panel.physical.text().strip()
        if panel.step is not None and panel.step.kind == "roll" and text.isdigit():
            if panel.controller.roll(int(text)):
                panel.physical.clear()

    def done(self) -> None:
        """Done, on an instruction."""
        if self.panel.step is not None and self.panel.step.kind == "do":
            self.panel.controller.done()

    def roll(self) -> None:
        """The app rolls the die offered."""
        if self.panel.step is not None and self.panel.step.kind == "roll":
            self.panel.controller.roll(None)

    def start_next(self) -> None:
        """Start what the waiting bot runs now (the round's moves asked first)."""
        panel, view = self.panel, self.panel.view
        chart = view.next_charts.get(view.active, view.entry) or view.entry
        before_round_moves(panel, view, chart, lambda: panel.controller.start(chart))

    def next_bot(self) -> None:
        """Go on to the next bot after a run, or to the bot the button names."""
        panel, view = self.panel, self.panel.view
        bot = panel.next_button.property("bot")
        if view.last_run is not None and view.last_run[0] == view.active:
            panel.controller.next_bot()
        elif bot:
            panel.controller.set_active_bot(str(bot))

    def start_alt_setup(self) -> None:
        """Set the new bot up with the other setup chart (a replacement's)."""
        chart = self.panel.alt_setup_button.property("chart")
        if chart:
            self.panel.controller.start(str(chart))

    def enter(self) -> None:
        """Enter goes on: takes digits typed, confirms an instruction, goes to the next bot after
        a run, or starts what the waiting bot runs now; it never starts a run over."""
        panel = self.panel
        if panel.digits.digits:
            panel.digits.flush()
            return
        step = panel.step
        if panel.view.looking:
            panel.controller.read_only()  # nothing is offered: it says why instead
        elif step is None:
            if panel.next_button.isVisibleTo(panel):
                self.next_bot()
            elif panel.start_button.isVisibleTo(panel):
                self.start_next()
        elif step.kind == "do":
            panel.controller.done()
        elif step.kind == "number":
            self.number_entered()
        elif step.kind == "ask":  # Enter never picks an answer: it says how to
            words = QT_TRANSLATE_NOOP(
                "StepPanel", "Enter answers nothing here: pick an answer, its button or its key."
            )
            panel.controller.failed.emit(Message("StepPanel", words))

    def space(self) -> None:
        """Space is Done, as in the companion apps; while a die is offered it rolls it."""
        panel = self.panel
        if panel.digits.digits:
            return  # digits typed wait for Enter or their pause, not for Space
        step = panel.step
        if step is not None and step.kind == "roll":
            panel.controller.roll(None)
        elif step is not None and step.kind == "do":
            panel.controller.done()


class LetterKeys(QObject):
    """Yes and No answered by the letter typed, read from the key press the window gets when no
    field took it (a field with focus owns its letters). Not a shortcut: Qt matches a shortcut by
    the key's Latin name as well, so on a Ukrainian keyboard «Т» (Так) would be N and answer No."""

    def __init__(self, answers: StepAnswers) -> None:
        super().__init__(answers.panel)
        self.answers = answers

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        commands = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        if event.modifiers() & (commands | Qt.KeyboardModifier.MetaModifier) or len(event.text()) != 1:
            return False  # Ctrl+N, Alt+T and the like stay the menus'
        return self.answers.letter_typed(event.text())
