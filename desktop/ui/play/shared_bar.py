"""The shared game facts (Age, Round) above the panels, shown and changed as undoable events; a
fact that counts the rounds asks first while a bot has not finished the Round."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSpinBox, QWidget

from desktop.core.play.view import EMPTY, GameView
from desktop.ui.controller import GameController
from desktop.ui.language import render
from desktop.ui.play.round_bar import RoundBar, ask_if_behind
from desktop.ui.retranslate import translate_ui

ROWS_GAP = 2  # between the facts and the round bar beneath them


class SharedBar(QWidget):
    """One spin box per whole-number shared fact of the game's view; hidden when there is none."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.setObjectName("sharedBar")
        self.controller = controller
        self.view: GameView = EMPTY
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(4, 0, 4, 0)
        self.items: dict[str, tuple[QLabel, QSpinBox]] = {}
        self.hide()
        translate_ui(self)

    def rebuild(self, view: GameView) -> None:
        """Another game: one label and spin box per fact."""
        while (item := self.layout_.takeAt(0)) is not None:
            if (widget := item.widget()) is not None:
                widget.hide()  # at once: deleteLater waits for the event loop (two games' Ages)
                widget.deleteLater()
        self.items = {}
        self.view = view
        for fact in view.shared:
            label, spin = QLabel(), QSpinBox()
            spin.setObjectName(f"shared:{fact.name}")
            spin.setRange(fact.minimum, fact.maximum)
            # Typing commits on Enter or leaving the box (the arrows at once): no half-typed
            # number becomes an event.
            spin.setKeyboardTracking(False)
            spin.valueChanged.connect(lambda v, n=fact.name: self._changed(n, v))
            self.layout_.addWidget(label)
            self.layout_.addWidget(spin)
            self.items[fact.name] = (label, spin)
        self.layout_.addStretch(1)
        self.setVisible(bool(view.shared))
        self.retranslate_ui()
        self.show_view(view)

    def _changed(self, name: str, value: int) -> None:
        view = self.view
        fact = next((f for f in view.shared if f.name == name), None)
        if fact is None or fact.value == value:
            return
        rounds = view.rounds
        behind = rounds.behind([b.id for b in view.bots]) if rounds and name in rounds.facts else ()
        ask_if_behind(
            self,
            view,
            behind,
            fact.label,
            lambda: self._set(name, value),
            lambda: self.show_view(self.view),
        )

    def _set(self, name: str, value: int) -> None:
        if not self.controller.set_shared(name, value):
            self.show_view(self.controller.view)  # refused: the game's value is shown again

    def retranslate_ui(self) -> None:
        """Labels in the current language."""
        for fact in self.view.shared:
            if fact.name in self.items:
                label, spin = self.items[fact.name]
                label.setText(render(fact.label) + ":")
                label.setBuddy(spin)
                spin.setAccessibleName(render(fact.label))
                spin.setAccessibleDescription(self.tr("Changing it is an undoable step."))

    def show_view(self, view: GameView) -> None:
        """Show the facts' values of a new view."""
        self.view = view
        for fact in view.shared:
            if fact.name not in self.items:
                continue
            spin = self.items[fact.name][1]
            if isinstance(fact.value, int) and spin.value() != fact.value:
                spin.blockSignals(True)
                spin.setValue(fact.value)
                spin.blockSignals(False)


class FactsAndRound(QWidget):
    """The shared facts and the round bar on one line while the facts leave the round bar the
    room for every phase's name on one line (a pack with one fact, an Age), else the facts
    above the round bar: the line saved goes to the mats and the chart."""

    def __init__(self, facts: SharedBar, rounds: RoundBar) -> None:
        super().__init__()
        self.facts, self.rounds = facts, rounds
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(0)  # each bar has its own margins
        self.grid.setVerticalSpacing(ROWS_GAP)
        self.grid.setColumnStretch(1, 1)
        self.beside: bool | None = None
        self._place(False)
        self.setVisible(not (facts.isHidden() and rounds.isHidden()))
        # Either bar's words or parts changed (another phase, another language, another game).
        facts.installEventFilter(self)
        rounds.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.ShowToParent, QEvent.Type.HideToParent):
            # Neither shown (a pack without rounds nor facts): no row, nor the space around it.
            self.setVisible(not (self.facts.isHidden() and self.rounds.isHidden()))
            self.arrange()
        elif event.type() == QEvent.Type.LayoutRequest:
            self.arrange()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        """On one line when both are shown and the round bar keeps its phases on one line there."""
        facts, rounds = self.facts, self.rounds
        beside = (
            not facts.isHidden()
            and not rounds.isHidden()
            and facts.sizeHint().width() + rounds.one_line_width() <= self.width()
        )
        self._place(beside)

    def _place(self, beside: bool) -> None:
        if beside == self.beside:
            return
        self.beside = beside
        self.grid.removeWidget(self.facts)
        self.grid.removeWidget(self.rounds)
        if beside:
            self.grid.addWidget(self.facts, 0, 0)
            self.grid.addWidget(self.rounds, 0, 1)
        else:
            self.grid.addWidget(self.facts, 0, 0, 1, 2)
            self.grid.addWidget(self.rounds, 1, 0, 1, 2)
