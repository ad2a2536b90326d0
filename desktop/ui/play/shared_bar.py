"""The shared game facts (Age, Round) above the panels, shown and changed as undoable events; a
fact that counts the rounds asks first while a bot has not finished the Round."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from desktop.core.play.view import EMPTY, GameView
from desktop.ui.controller import GameController
from desktop.ui.language import render
from desktop.ui.play.round_bar import ask_if_behind
from desktop.ui.retranslate import translate_ui


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
