"""The shared game facts (Age, Round) above the panels, shown and changed as undoable events."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from desktop.core.view import EMPTY, GameView
from desktop.ui.controller import GameController
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui


class SharedBar(QWidget):
    """One spin box per whole-number shared fact of the game's view."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.view: GameView = EMPTY
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(4, 0, 4, 0)
        self.items: dict[str, tuple[QLabel, QSpinBox]] = {}
        translate_ui(self)

    def rebuild(self, view: GameView) -> None:
        """Another game: one label and spin box per fact."""
        while self.layout_.count():
            item = self.layout_.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.items = {}
        self.view = view
        for fact in view.shared:
            label, spin = QLabel(), QSpinBox()
            spin.setObjectName(f"shared:{fact.name}")
            spin.setRange(fact.minimum, fact.maximum)
            spin.setKeyboardTracking(False)
            spin.valueChanged.connect(lambda v, n=fact.name: self._changed(n, v))
            self.layout_.addWidget(label)
            self.layout_.addWidget(spin)
            self.items[fact.name] = (label, spin)
        if view.shared:
            self.layout_.addStretch(1)
        self.retranslate_ui()

    def _changed(self, name: str, value: int) -> None:
        fact = next((f for f in self.view.shared if f.name == name), None)
        if fact is not None and fact.value != value:
            self.controller.set_shared(name, value)

    def retranslate_ui(self) -> None:
        """Labels in the current language."""
        for fact in self.view.shared:
            if fact.name in self.items:
                self.items[fact.name][0].setText(render(fact.label) + ":")

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
