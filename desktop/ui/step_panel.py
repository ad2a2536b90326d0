"""The step panel: the current question or instruction in large text, and the ways to answer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.core.view import EMPTY, GameView, StepView
from desktop.ui.controller import GameController
from desktop.ui.die import DieFace, RollPad
from desktop.ui.language import render
from desktop.ui.log_text import entry_short
from desktop.ui.retranslate import translate_ui


class StepPanel(QWidget):
    """Shows the active bot's step from the view and sends the player's answer to the controller."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view: GameView = EMPTY
        self.step: StepView | None = None
        self.header = QLabel()
        self.header.setObjectName("stepHeader")
        self.badge = QLabel()
        self.badge.setObjectName("reconstructedBadge")
        self.badge.setStyleSheet("color: #b45309; font-weight: bold;")
        self.auto = QLabel()
        self.auto.setObjectName("autoChecks")
        self.auto.setWordWrap(True)
        self.auto.setTextFormat(Qt.TextFormat.PlainText)
        self.text = QLabel()
        self.text.setObjectName("stepText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.die = DieFace()
        self.die.hide()
        self.roll_pad = RollPad()
        self.roll_pad.rolled.connect(self.controller.roll)

        self.option_buttons: list[QPushButton] = []
        self.options_box = QWidget()
        self.options_grid = QGridLayout(self.options_box)
        self.options_grid.setContentsMargins(0, 0, 0, 0)
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(8)
        self.buttons.addWidget(self.options_box, 4)
        self._option_button(11)  # the usual most; more are made when a step needs them
        self.done_button = QPushButton()
        self.done_button.setObjectName("doneButton")
        self.done_button.setMinimumHeight(44)
        self.done_button.clicked.connect(self.controller.done)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setMinimumHeight(44)
        self.roll_button.clicked.connect(lambda: self.controller.roll(None))
        self.physical = QSpinBox()
        self.physical.setObjectName("physicalRoll")
        self.physical_label = QLabel()
        self.physical_button = QPushButton()
        self.physical_button.setObjectName("physicalRollButton")
        self.physical_button.clicked.connect(lambda: self.controller.roll(self.physical.value()))
        # A number question is answered in the same spin box (typed digits, or its arrows).
        self.number_button = QPushButton()
        self.number_button.setObjectName("numberAnswerButton")
        self.number_button.setMinimumHeight(44)
        self.number_button.clicked.connect(self._answer_number)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startTurnButton")
        self.start_button.setMinimumHeight(44)
        self.start_button.clicked.connect(lambda: self.controller.start_turn())
        for w in (
            self.done_button,
            self.roll_button,
            self.physical_label,
            self.roll_pad,
            self.physical,
            self.physical_button,
            self.number_button,
            self.start_button,
        ):
            self.buttons.addWidget(w)
            w.hide()
        # Answer buttons never take the keyboard focus: Space and Enter must reach the step's
        # shortcuts (roll, Done), not press whichever button was clicked last.
        for b in (self.done_button, self.roll_button, self.start_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.buttons.addStretch(1)

        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(self.badge)
        body = QHBoxLayout()
        body.addWidget(self.text, 1)
        body.addWidget(self.die, 0, Qt.AlignmentFlag.AlignTop)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.auto)
        layout.addWidget(line)
        layout.addLayout(body, 1)
        layout.addLayout(self.buttons)

        self.shortcuts: list[QShortcut] = []
        for key, slot in (
            ("Y", lambda: self._answer_id("yes")),
            ("N", lambda: self._answer_id("no")),
            ("Return", self._enter),
            ("Enter", self._enter),
            ("Space", self._space),
        ):
            self._shortcut(key, slot)
        for n in range(1, 10):
            self._shortcut(str(n), lambda n=n: self._digit(n))
        self.set_text_size(11)
        translate_ui(self)

    def _option_button(self, i: int) -> QPushButton:
        """The i-th answer button (made on first need: some questions list 16 answers)."""
        while len(self.option_buttons) <= i:
            n = len(self.option_buttons)
            button = QPushButton()
            button.setObjectName(f"option{n}")
            button.setMinimumHeight(44)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, n=n: self._option_clicked(n))
            button.hide()
            # Fixed places, four answers a row: a question with another number of answers
            # hides or shows buttons but never re-lays out the grid.
            self.options_grid.addWidget(button, n // 4, n % 4)
            self.option_buttons.append(button)
        return self.option_buttons[i]

    def _shortcut(self, key: str, slot: object) -> None:
        sc = QShortcut(QKeySequence(key), self)
        sc.setContext(Qt.ShortcutContext.WindowShortcut)
        sc.activated.connect(slot)
        self.shortcuts.append(sc)

    def set_text_size(self, size: int) -> None:
        """The step text is the largest text of the window (readable across a table)."""
        font = QFont(self.font())
        font.setPointSizeF(size * 1.6)
        self.text.setFont(font)
        self.die.set_size(size * 8)
        head = QFont(self.font())
        head.setPointSizeF(size * 1.1)
        head.setBold(True)
        self.header.setFont(head)

    def retranslate_ui(self) -> None:
        """Every text of the panel in the current language."""
        self.done_button.setText(self.tr("Done [Enter]"))
        self.roll_button.setText(self.tr("Roll [Space]"))
        self.physical_label.setText(self.tr("or my roll:"))
        self.physical_button.setText(self.tr("Use my roll"))
        self.number_button.setText(self.tr("Answer [Enter]"))
        self.start_button.setText(self.tr("Start turn [Enter]"))
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
        self.step = step
        visible: set[QWidget] = set()
        self.die.show_die(view.die)
        if view.die is not None:
            visible.add(self.die)
        text = "\n".join("✓ " + entry_short(e) for e in view.auto)
        if self.auto.text() != text:
            self.auto.setText(text)
        if view.auto:
            visible.add(self.auto)
        if not view.active:
            self.header.setText(self.tr("No game"))
            self.text.setText(self.tr("Start a new game or resume the last one from the Game menu."))
        elif step is None:
            name = view.bot_name(view.active)
            self.header.setText(name)
            self.text.setText(
                self.tr("{bot} is waiting. Start its turn, or a routine from its panel.").replace(
                    "{bot}", name
                )
            )
            visible.add(self.start_button)
        else:
            self._show_step(step, visible)
        for w in (
            self.die,
            self.auto,
            self.badge,
            self.options_box,
            self.done_button,
            self.roll_button,
            self.physical_label,
            self.roll_pad,
            self.physical,
            self.physical_button,
            self.number_button,
            self.start_button,
            *self.option_buttons,
        ):
            want = w in visible
            if w.isVisibleTo(self) != want:
                w.setVisible(want)

    def _show_step(self, step: StepView, visible: set[QWidget]) -> None:
        name = self.view.bot_name(step.bot)
        self.header.setText(f"{name} · {render(step.chart_title)}")
        self.text.setText(render(step.text))
        if step.badge:
            visible.add(self.badge)
        if step.kind == "ask":
            visible.add(self.options_box)
            for i, option in enumerate(step.options):
                key = (
                    "Y" if option.id == "yes" else "N" if option.id == "no" else (str(i + 1) if i < 9 else "")
                )
                button = self._option_button(i)
                label = render(option.label).replace("&", "&&")
                text = f"{label} [{key}]" if key else label
                if button.text() != text:
                    button.setText(text)
                button.setProperty("option", option.id)
                visible.add(button)
        elif step.kind == "roll":
            roll = step.roll or {"sides": 6, "dice": 1, "modifier": 0}
            self.physical.setRange(roll["dice"], roll["dice"] * roll["sides"])
            visible.update((self.roll_button, self.physical_label))
            if RollPad.fits(roll["sides"], roll["dice"]):
                self.roll_pad.set_die(roll["sides"])
                visible.add(self.roll_pad)
            else:
                visible.update((self.physical, self.physical_button))
            ranges = ", ".join(render(a.label) for a in step.options)
            self.roll_button.setToolTip(self.tr("Ranges: {ranges}").replace("{ranges}", ranges))
        elif step.kind == "do":
            visible.add(self.done_button)
        elif step.kind == "number" and step.number is not None:
            self.physical.setRange(step.number["min"], step.number["max"])
            visible.update((self.physical, self.number_button))

    # ---- answering -----------------------------------------------------------------------
    def _option_clicked(self, index: int) -> None:
        if self.step is None or index >= len(self.step.options):
            return
        self.controller.answer(self.step.options[index].id)

    def _answer_id(self, option: str) -> None:
        if (
            self.step is not None
            and self.step.kind == "ask"
            and any(a.id == option for a in self.step.options)
        ):
            self.controller.answer(option)

    def _digit(self, n: int) -> None:
        step = self.step
        if step is None:
            return
        if step.kind == "ask" and n <= len(step.options):
            self.controller.answer(step.options[n - 1].id)
        elif step.kind == "roll" and step.roll and step.roll["dice"] == 1 and n <= step.roll["sides"]:
            self.controller.roll(n)

    def _enter(self) -> None:
        if self.step is None:
            if self.view.active:
                self.controller.start_turn()
        elif self.step.kind == "do":
            self.controller.done()
        elif self.step.kind == "number":
            self._answer_number()

    def _answer_number(self) -> None:
        if self.step is not None and self.step.kind == "number":
            self.controller.answer(str(self.physical.value()))

    def _space(self) -> None:
        if self.step is not None and self.step.kind == "roll":
            self.controller.roll(None)
