"""Which key answers what on the step panel: Yes and No's first letters answer them (Y and N,
«T» and «N» in Polish, «Т» and «Н» in Ukrainian), and a number typed is the number: an answer
that reads as a number is picked by that number, a die face by its value, other answers by their
place in the list; two digits typed quickly make 10 and above, and a minus before them a negative
number."""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from desktop.core.play.view import StepView

# How long the panel waits for a second digit when the first could begin a longer number.
SECOND_DIGIT_MS = 800
LATIN = {"yes": "Y", "no": "N"}  # the letters every Latin keyboard answers with
LATIN_LETTERS = frozenset(letter.lower() for letter in LATIN.values())


def answer_letters() -> dict[str, str]:
    """The letter shown on Yes and on No in the language of the moment: each word's first letter
    («Tak [T]», «Так [Т]»), so the key a player reads is the key that answers."""
    return {
        "yes": QCoreApplication.translate("StepKeys", "Y", "the key that answers Yes: its first letter"),
        "no": QCoreApplication.translate("StepKeys", "N", "the key that answers No: its first letter"),
    }


def letter_answers(letters: Mapping[str, str]) -> dict[str, str]:
    """Each letter that answers, typed (lower case), and the answer id it gives: the language's
    own letters, and Latin y and n too where those letters are Latin. The letter typed decides,
    never the key's Latin name. A Cyrillic screen leaves y and n out: on a Ukrainian keyboard the
    key that carries «Т» (Так) is N and the one that carries «Н» (Ні) is Y, so a Latin layout
    left on would answer the opposite of the letter the player looked for."""
    answers = {letter.lower(): answer for answer, letter in letters.items()}
    if all(letter.isascii() for letter in letters.values()):
        for answer, latin in LATIN.items():
            answers.setdefault(latin.lower(), answer)
    return answers


def option_keys(step: StepView, labels: Sequence[str]) -> tuple[list[str], dict[int, str]]:
    """The key hint shown on each answer ("" when its label is the key) and the numbers that
    pick an answer (number -> option id). `labels` are the answers' labels as shown."""
    if step.kind == "roll":  # a pick "at random": the die face picks, face 1 the first
        return [str(i) for i in range(1, len(step.options) + 1)], {
            i: o.id for i, o in enumerate(step.options, 1)
        }
    numeric = {i: int(text) for i, text in enumerate(labels) if text.strip().isdigit()}
    letters = answer_letters()
    hints: list[str] = []
    numbers: dict[int, str] = {}
    place = 0
    for i, option in enumerate(step.options):
        if option.id in letters:
            hints.append(letters[option.id])
        elif i in numeric:  # the label is the number: typing it picks it, no hint needed
            hints.append("")
            numbers.setdefault(numeric[i], option.id)
        elif numeric:  # numbers belong to the answers that are numbers
            hints.append("")
        else:
            place += 1
            hints.append(str(place))
            numbers[place] = option.id
    return hints, numbers


def _may_grow(typed: str, choices: Container[int], lowest: int, highest: int) -> bool:
    """Whether some choice is a longer number beginning with the digits typed (a lone minus
    always may: its digits are still to come)."""
    sign = -1 if typed.startswith("-") else 1
    digits = typed.lstrip("-")
    if not digits:
        return True
    if digits.startswith("0"):
        return False
    start, bound = int(digits), highest if sign > 0 else -lowest
    width = 1
    while start * 10**width <= bound:
        low, high = start * 10**width, (start + 1) * 10**width - 1
        if any(sign * n in choices for n in range(low, min(high, bound) + 1)):
            return True
        width += 1
    return False


class DigitBuffer(QObject):
    """Digits typed on the step: a number is taken as soon as no longer choice begins with it,
    else after a short pause (or at once with Enter)."""

    typed = Signal(str)
    """The digits typed so far ("" once taken or dropped), for the panel to show."""
    refused = Signal(str)
    """Digits that pick nothing here."""

    def __init__(self, take: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._take = take
        self._choices: Container[int] = ()
        self._lowest, self._highest = 0, -1
        self.digits = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SECOND_DIGIT_MS)
        self._timer.timeout.connect(self.flush)

    def set_choices(self, choices: Container[int], lowest: int, highest: int) -> None:
        """The numbers that answer the step now (and the lowest and highest of them); drops what
        was typed."""
        self._choices, self._lowest, self._highest = choices, lowest, highest
        self.clear()

    def clear(self) -> None:
        """Forget the digits typed."""
        self._timer.stop()
        if self.digits:
            self.digits = ""
            self.typed.emit("")

    def press(self, digit: int) -> None:
        """One digit typed."""
        self._typed(self.digits + str(digit))

    def minus(self) -> None:
        """The minus key: it begins a negative number. Dropped silently, it made "-3" answer 3
        where only 0 and up are answers; now that "−3" is said to be no answer."""
        if self.digits:
            typed = self.digits + "-"
            self.clear()
            self.refused.emit(typed)
        else:
            self._typed("-")

    def _typed(self, typed: str) -> None:
        grows = _may_grow(typed, self._choices, self._lowest, self._highest)
        number = int(typed) if typed.lstrip("-") else None
        if number is not None and number in self._choices and not grows:
            self.clear()
            self._take(number)
        elif grows:
            self.digits = typed
            self.typed.emit(typed)
            self._timer.start()
        else:
            self.clear()
            self.refused.emit(typed)

    def flush(self) -> bool:
        """Take the digits typed now (Enter, or the pause ran out); False when they pick nothing."""
        typed = self.digits
        self.clear()
        if typed.lstrip("-") and int(typed) in self._choices:
            self._take(int(typed))
            return True
        if typed:
            self.refused.emit(typed)
        return False
