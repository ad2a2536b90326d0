"""A bot's panel: its mat at the top (mat_view.py: drawn from the pack's `mat:` as data, every
value corrected by hand), then its turn, Stop, the round's routines in one row and the rare ones
in a menu."""

from __future__ import annotations

from typing import Any, TypeVar

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.messages import Said
from desktop.core.play.view import BotView, ChartButton, GameView
from desktop.ui.controller import GameController
from desktop.ui.keys import mnemonic_safe, press_on_tab, with_letters
from desktop.ui.language import render, seat_text
from desktop.ui.mat.mat_view import MatView
from desktop.ui.mat.value_widgets import SPACING, MenuStepper
from desktop.ui.play.round_bar import before_round_moves
from desktop.ui.play.routine_grid import BUTTON_HEIGHT, GAP, RoutineGrid, fits_one_row, row_height
from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.confirm import confirm
from desktop.ui.widgets.wrap_button import WrapButton
from desktop.ui.wording import looked_at, start_label

Button = TypeVar("Button", bound=QPushButton)
MARGIN = 2  # the panel's margins, and the space between its head, its mat and its buttons
# Short of height, the panel tries these in turn until its whole mat fits: (the round's routines
# folded into Routines ▾ but those of the phase the table is in, its rows this close).
SHORT = ((False, SPACING), (True, SPACING), (True, 1), (True, 0))


# Where Routines ▾ sits in the panel's head: (row, column, rows, columns, alignment).
BESIDE_TITLE = (0, 1, 1, 1, Qt.AlignmentFlag.AlignTop)
UNDER_TITLE = (1, 0, 1, 2, Qt.AlignmentFlag.AlignRight)


class BotPanel(QWidget):
    """One bot: its mat at the top, then its turn, Stop, the round's routines and a menu of the
    rest. While its chart runs only Stop and the routines that interrupt a run are enabled."""

    remove_requested = Signal(str)
    """The player wants this bot out of the game (the window asks first)."""
    short_of_room = Signal()
    """Even folded, its whole mat does not fit the panel's height at its width (the window may
    give the column more of the chart's width)."""
    told = Signal(object, bool)
    """Something the message bar says about a field: a key it cannot hold, or (True: added to
    the refusal's reason) the game's value it shows again."""

    def __init__(
        self, controller: GameController, view: GameView, bot_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bot_id = bot_id
        self.game = view
        bot = view.bot(bot_id)
        assert bot is not None
        self.bot: BotView = bot
        self._drawn: BotView | None = None  # the bot as last drawn
        # (running, out, looking) the buttons were set for
        self._enabled_for: tuple[bool, bool, bool] | None = None
        # Whole, on a second line when the panel is narrow ("Normal · No profile").
        self.title = QLabel()
        self.title.setObjectName("botTitle")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.mat = MatView(bot, self)
        self.mat.relaid.connect(self._refit_later)
        self._refit_due = False
        buttons = self._buttons(controller, view)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        outer.setSpacing(MARGIN)
        # Routines ▾ beside the title, or under a long one (_place_routines_menu): one grid, so
        # the button keeps its parent and its place in the Tab order.
        self.head = QGridLayout()
        self.head.setColumnStretch(0, 1)
        self.head.addWidget(self.title, 0, 0)
        self.head.addWidget(self.routines_button, *BESIDE_TITLE)
        self.routines_under = False
        outer.addLayout(self.head)
        outer.addWidget(self.mat, 1)
        outer.addWidget(buttons)
        translate_ui(self)

    def _buttons(self, controller: GameController, view: GameView) -> QWidget:
        """The turn, Stop and the Routines menu; the round's routines in one row beneath."""
        # Labels wrap onto more lines on a narrow panel: never cut, never wider than the panel.
        self.turn_button = self._wire(WrapButton(), "turnButton", lambda: controller.start_turn(self.bot_id))
        self.stop_button = self._wire(WrapButton(), "stopButton", self._stop)
        self.routines_button: QToolButton = MenuStepper()  # as tall as the title beside it
        self.routines_button.setObjectName("routinesMenu")
        press_on_tab(self.routines_button)  # Tab, then Space or Enter opens it
        self.routines_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.routines_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.more_menu = QMenu(self.routines_button)
        self.routines_button.setMenu(self.more_menu)
        self.routine_buttons: dict[str, WrapButton] = {}
        self.menu_actions: dict[str, QAction] = {}
        self.more_actions: dict[str, QAction] = {}
        # The round's routines as Routines ▾ lists them while the panel folds their buttons.
        self.folded_actions: dict[str, QAction] = {}
        self.folded = False  # short of height: only the routines of the phase the table is in shown
        self._kept: list[str] = []  # the routines a fold keeps as buttons
        self._beside = False  # ... beside Start turn and Stop (else in a row beneath)
        self._fitted_for: tuple[int, int, int, tuple[str, ...]] | None = None  # see _fit_key
        self.common = RoutineGrid()
        for routine in (r for r in view.routines if r.phase):
            button = WrapButton()
            self._wire(button, "routine:" + routine.chart, lambda c=routine.chart: self._start(c))
            self.routine_buttons[routine.chart] = button
            self.common.buttons.append(button)
            folded = self.more_menu.addAction("")
            folded.setObjectName("folded:" + routine.chart)
            folded.setVisible(False)
            folded.triggered.connect(lambda _=False, c=routine.chart: self._start(c))
            self.folded_actions[routine.chart] = folded
        # Folded, the round's routines come first, set apart from the rare ones (QA s17 recheck).
        self.folded_rule = self.more_menu.addSeparator()
        self.folded_rule.setVisible(False)
        for routine in (r for r in view.routines if not r.phase):
            action = self.more_menu.addAction("")
            action.triggered.connect(lambda _=False, c=routine.chart: self._start(c))
            self.menu_actions[routine.chart] = action
        # Every other chart of the pack (battles, peace, ...) is one click away too.
        self.others_menu = self.more_menu.addMenu("")
        for other in view.other_charts:
            action = self.others_menu.addAction("")
            action.triggered.connect(lambda _=False, c=other.chart: self._start(c))
            self.more_actions[other.chart] = action
        self.others_menu.menuAction().setVisible(bool(self.more_actions))
        self.more_menu.addSeparator()
        self.remove_action = self.more_menu.addAction("")
        self.remove_action.setObjectName("removeBot")
        self.remove_action.triggered.connect(lambda _=False: self.remove_requested.emit(self.bot_id))
        self.first = QHBoxLayout()  # Start turn and Stop (and, folded, the routines kept)
        self.first.setSpacing(GAP)
        self.first.addWidget(self.turn_button, 1)
        self.first.addWidget(self.stop_button, 1)
        box = QWidget()
        box.setObjectName("botButtons")
        rows = QVBoxLayout(box)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(GAP)
        rows.addLayout(self.first)
        if self.routine_buttons:
            rows.addLayout(self.common)
            self.common.place(self.common.buttons)
        return box

    @classmethod
    def _button(cls, name: str, slot: Any) -> QPushButton:
        return cls._wire(QPushButton(), name, slot)

    @staticmethod
    def _wire(button: Button, name: str, slot: Any) -> Button:
        button.setObjectName(name)
        button.setMinimumHeight(BUTTON_HEIGHT)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False: slot())
        return button

    def _start(self, chart: str) -> None:
        before_round_moves(self, self.game, chart, lambda: self.controller.start(chart, self.bot_id))

    def _stop(self) -> None:
        """Stop asks first: the run is abandoned where it is; what it did stays done. While a
        routine interrupts the run, it offers to stop only that routine (the interrupted step
        waits again) or the whole run."""
        if not self.bot.running:
            return
        if self.bot.routine:
            self._stop_routine()
            return
        step = self.controller.step(self.bot_id)
        chart = self.game.chart_titles.get(step.chart) if step is not None else None
        confirm(
            self.window(),
            lambda: self.tr("Stop chart"),
            lambda: self.tr(
                "Abandon {chart}? What it did so far stays done (anything paid stays spent). "
                "Undo takes the stop back."
            ).replace("{chart}", render(chart)),
            lambda: self.tr("Abandon"),
            lambda: self.controller.abort(self.bot_id),
        )

    def _stop_routine(self) -> None:
        chart, fallback = self.game.chart_titles.get(self.bot.routine), self.bot.routine

        def routine() -> str:
            return render(chart) or fallback

        confirm(
            self.window(),
            lambda: self.tr("Stop chart"),
            lambda: self.tr(
                "{routine} interrupted the running chart. Stop only {routine} (the interrupted step "
                "waits again), or the whole run? What was done so far stays done. Undo takes the "
                "stop back."
            ).replace("{routine}", routine()),
            lambda: self.tr("Stop only {routine}").replace("{routine}", routine()),
            lambda: self.controller.abort(self.bot_id, nested=True),
            more=[("all", lambda: self.tr("Stop the whole run"), lambda: self.controller.abort(self.bot_id))],
        )

    def set_text_size(self, size: int) -> None:
        """The panel follows the window's text size (its mat's hints a little smaller)."""
        self.mat.set_text_size(size)

    def correct(self, path: str, value: Any) -> bool:
        """Correct one of the bot's mat values (an undoable event); False when refused."""
        return self.controller.correct(self.bot_id, path, value)

    def tell(self, said: Said, again: bool) -> None:
        """Say something about a field of the mat (see `told`)."""
        self.told.emit(said, again)

    def retranslate_ui(self) -> None:
        """Every text of the panel in the current language."""
        self.turn_button.set_full_text(mnemonic_safe(start_label(self.game)))
        self.stop_button.set_full_text(self.tr("Stop chart"))
        self.routines_button.setText(self.tr("Routines ▾"))
        for routine in self.game.routines:
            if routine.chart in self.routine_buttons:
                self.routine_buttons[routine.chart].set_full_text(mnemonic_safe(render(routine.label)))
        self._name_menu_entries()
        self.mat.retranslate(self.bot)
        self._title()
        self.mat.setAccessibleName(self.tr("Mat of {bot}").replace("{bot}", render(self.bot.said)))
        self._enable(self.bot)
        self.common.per_row = 0  # new words: the rows are made again for their widths
        self._grid_routines()
        self.fit_height()  # new words may take more lines

    def _name_menu_entries(self) -> None:
        """The Routines ▾ menu's entries and its Other charts' entries, each with a letter of its
        own for the keys once the menu is open."""
        entries = {**self.menu_actions, **self.folded_actions}
        # In the menu's order: the folded routines, then the rare ones.
        routines = sorted(self.game.routines, key=lambda r: r.chart not in self.folded_actions)
        listed = [r for r in routines if r.chart in entries and entries[r.chart].isVisible()]
        mine = [mnemonic_safe(render(r.label)) for r in listed]
        words = iter(with_letters([*mine, self.tr("Other charts"), self.tr("Remove from the game…")]))
        for routine in listed:
            entries[routine.chart].setText(next(words))
        for routine in self.game.routines:  # a folded routine's entry while its button is shown
            if routine.chart in self.folded_actions and not self.folded_actions[routine.chart].isVisible():
                self.folded_actions[routine.chart].setText(mnemonic_safe(render(routine.label)))
        self.others_menu.setTitle(next(words))
        self.remove_action.setText(next(words))
        others = self.game.other_charts
        named = with_letters([mnemonic_safe(render(o.label)) for o in others])
        for other, text in zip(others, named, strict=True):
            self.more_actions[other.chart].setText(text)

    def _title(self) -> None:
        """What was chosen for the bot ("Normal · No profile"); the tab above names it (its
        name alone when nothing was chosen), so the whole line fits the panel more often."""
        name = render(self.bot.said)
        parts = [render(b) for b in self.bot.badges] or [name]
        text = " · ".join(parts)
        if self.title.text() != text:
            self.title.setText(text)
            self._place_routines_menu()
            self.title.setToolTip(" · ".join([name, *parts]) if self.bot.badges else "")

    def _enable(self, bot: BotView) -> None:
        """While the chart runs: Stop, and only routines that interrupt (they nest); else all
        but Stop. A disabled button says why."""
        running, out, looking = self._state(bot)
        busy = self.tr("Its chart is running: finish it, or Stop it first.") if running else ""
        if out:  # a bot that left the game runs nothing more (a run it had may still be stopped)
            busy = seat_text(self.game.seat_words, "out", self.tr("This bot is out of the game."))
        if looking:  # the game is played in another window: nothing is started or stopped here
            busy, out = looked_at(), True
        self.stop_button.setEnabled(running and not looking)
        self.stop_button.setToolTip(
            self.stop_button.full_text.replace("&&", "&")
            + "\n"
            + self.tr("Abandon the running chart (asks first; undoable).")
        )
        self.turn_button.setEnabled(not running and not out)
        self.turn_button.setToolTip(
            self.turn_button.full_text.replace("&&", "&") + ("\n" + busy if busy else "")
        )
        for routine in self.game.routines:
            allowed = (not running or routine.interrupts) and not out
            if routine.chart in self.routine_buttons:
                button = self.routine_buttons[routine.chart]
                button.setEnabled(allowed)
                button.setToolTip(button.full_text.replace("&&", "&") + ("" if allowed else "\n" + busy))
                self.folded_actions[routine.chart].setEnabled(allowed)
            elif routine.chart in self.menu_actions:
                self.menu_actions[routine.chart].setEnabled(allowed)
        for action in self.more_actions.values():
            action.setEnabled(not running and not out)
        self._enabled_for = self._state(bot)

    def _state(self, bot: BotView) -> tuple[bool, bool, bool]:
        """What the buttons follow: the bot's chart runs, it left the game, the game is only
        looked at here."""
        return bot.running, self._out(), self.game.looking

    def _out(self) -> bool:
        """Whether this bot has left the game (the round's `out`)."""
        rounds = self.game.rounds
        return rounds is not None and self.bot_id in rounds.out

    def routine(self, chart: str) -> ChartButton | None:
        """A routine of the pack by chart id."""
        return next((r for r in self.game.routines if r.chart == chart), None)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_routines_menu()
        self.fit_height()
        self._grid_routines()
        QTimer.singleShot(0, self, self.mat.fit_scroll)  # once the mat took its new size

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_height()  # its size came while it was hidden

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._place_routines_menu()  # the title's lines change with the text size
            # Once every value of the mat took the new size too (they hear of it after the panel).
            QTimer.singleShot(0, self, self.fit_height)

    def _head_forms(self, width: int) -> tuple[int, int]:
        """The head's height `width` pixels wide with Routines ▾ beside the title, and under it."""
        button, gap = self.routines_button.sizeHint(), self.head.horizontalSpacing()
        inner = width - 2 * MARGIN
        beside = max(self.title.heightForWidth(inner - button.width() - gap), button.height())
        above = self.title.heightForWidth(inner) + self.head.verticalSpacing() + button.height()
        return beside, above

    def _place_routines_menu(self) -> None:
        """Routines ▾ beside the bot's title, or under it where the title would take more height
        beside it than alone above it: a long title at a large text size wrapped word by word
        in a narrow column and left the mat a line and a half."""
        beside, above = self._head_forms(self.width())
        under = above < beside
        if under != self.routines_under:
            self.routines_under = under
            self.head.removeWidget(self.routines_button)
            self.head.addWidget(self.routines_button, *(UNDER_TITLE if under else BESIDE_TITLE))

    def _grid_routines(self) -> None:
        """The round's routines in rows as the panel's width allows."""
        self.common.arrange(self.width() - 2 * MARGIN)

    # ---- a panel short of height ---------------------------------------------------------
    def kept_routines(self) -> list[str]:
        """The round's routines a folded panel keeps as buttons: those of the phase the table is
        in (the next Round's first once every phase is done), what the turn needs now."""
        rounds = self.game.rounds
        if rounds is None or not rounds.phases:
            return []
        phase = rounds.phases[rounds.current if rounds.current < len(rounds.phases) else 0]
        return [chart for chart in self.routine_buttons if chart in phase.routines]

    def _buttons_height(self, width: int, folded: bool) -> int:
        """The height of the buttons under the mat in a panel `width` pixels wide: Start turn and
        Stop (folded: with the routines kept), then the round's routines in their rows."""
        inner = width - 2 * MARGIN
        routines = self.common.buttons
        if folded:
            routines = [self.routine_buttons[c] for c in self.kept_routines()]
            if self._kept_beside(routines, width):
                return row_height([self.turn_button, self.stop_button, *routines], inner)
        grid = self.common.height_at(inner, routines)
        return row_height([self.turn_button, self.stop_button], inner) + (GAP + grid if grid else 0)

    def _kept_beside(self, kept: list[WrapButton], width: int) -> bool:
        """Whether the routines a fold keeps fit beside Start turn and Stop (else a row beneath)."""
        return bool(kept) and fits_one_row([self.turn_button, self.stop_button, *kept], width - 2 * MARGIN)

    def mat_room(self, width: int, folded: bool) -> int:
        """The height the mat has in this panel `width` pixels wide (`folded`: its routines)."""
        head = min(self._head_forms(width))
        return self.height() - 4 * MARGIN - head - self._buttons_height(width, folded)

    def fit_height(self) -> None:
        """Short of height (a 1280×720 screen), fold the round's routines into Routines ▾ but
        those the turn needs now, then draw the mat's rows closer, as little as lets the whole
        mat fit at this size (all of it when nothing does); a panel that has the room folds
        nothing. Decided afresh from the size and the state each time, never from before."""
        if not self.isVisible():  # a hidden panel's size is not yet the one it is shown at
            return
        width = self.width()
        folded, fits = False, False
        for folded, gap in SHORT:
            self.mat.set_gap(gap)
            fits = self.mat.need_at(width - 2 * MARGIN) <= self.mat_room(width, folded)
            if fits:
                break
        self._fitted_for = self._fit_key()
        self._fold(folded)
        if not fits:
            self.short_of_room.emit()

    def fits_at(self, widths: list[int]) -> int | None:
        """The first of `widths` at which the whole mat fits this panel's height, its routines
        folded and its rows closest (None: at none of them)."""
        gap = self.mat.gap
        folded, closest = SHORT[-1]
        self.mat.set_gap(closest)
        found = next(
            (w for w in widths if self.mat.need_at(w - 2 * MARGIN) <= self.mat_room(w, folded)), None
        )
        self.mat.set_gap(gap)
        return found

    def _refit_later(self) -> None:
        """The mat is laid out again (a text size, a language, values): once that is done, fit
        the panel again if the mat's height changed."""
        if not self._refit_due:
            self._refit_due = True
            QTimer.singleShot(0, self, self._refit)

    def _refit(self) -> None:
        self._refit_due = False
        if self._fitted_for is not None and self._fit_key() != self._fitted_for:
            self.fit_height()
        self.mat.fit_scroll()  # its rows closer, or more of them

    def _fit_key(self) -> tuple[int, int, int, tuple[str, ...]]:
        """What the fit depends on beyond the words: the size, the mat's height as drawn now,
        the routines the phase keeps."""
        return (
            self.width(),
            self.height(),
            self.mat.need_at(self.width() - 2 * MARGIN),
            tuple(self.kept_routines()),
        )

    def _fold(self, folded: bool) -> None:
        """Fold the round's routines (Routines ▾ lists them; those the phase keeps sit beside
        Start turn and Stop), or lay them out in their rows again."""
        kept = self.kept_routines() if folded else []
        buttons = [self.routine_buttons[c] for c in kept]
        beside = self._kept_beside(buttons, self.width())
        if (folded, kept, beside) == (self.folded, self._kept, self._beside):
            return
        self.folded, self._kept, self._beside = folded, kept, beside
        for chart, button in self.routine_buttons.items():
            away = folded and chart not in kept
            self.folded_actions[chart].setVisible(away)
            button.setHidden(away)
            self.first.removeWidget(button)
        self.folded_rule.setVisible(any(a.isVisible() for a in self.folded_actions.values()))
        self.common.place(buttons if folded and not beside else [] if folded else self.common.buttons)
        for button in buttons if beside else []:
            self.first.addWidget(button, 1)
        self._grid_routines()
        self._name_menu_entries()

    def show_view(self, view: GameView) -> None:
        """Draw the bot as a new view shows it (after every change); an unchanged bot is not
        redrawn."""
        self.game = view
        bot = view.bot(self.bot_id)
        # A run started or ended, the bot left the game or undo brought it back.
        if bot is not None and self._state(bot) != self._enabled_for:
            self._enable(bot)
        # Each step copies the world, so compare by value: an unchanged bot is not redrawn.
        if bot is not None and bot is not self._drawn and bot != self._drawn:
            self.bot = self._drawn = bot
            self._title()
            self.mat.show_bot(bot)
        if self._fitted_for is not None and self._fit_key() != self._fitted_for:
            self.fit_height()  # another phase, or values that took another row (cubes)
