"""The "+ Bot" dialog: the setup options of one more bot for the game being played (see
desktop/ui/play/seats.py), as New game asks them."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import Pack
from desktop.ui.forms.new_game import BotSetup, once_only, saved_profiles, taken_twice
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.tones import use_tone
from desktop.ui.widgets.question_box import thumb_sized


class AddBotDialog(QDialog):
    """The setup options of one more bot; `chosen` carries them when the player presses OK."""

    chosen = Signal(dict, object, object)
    """The bot's options and its profile document (or None)."""

    def __init__(
        self, pack: Pack, number: int, held: Mapping[str, set[str]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("addBotDialog")
        self.pack = pack
        found, self.problems = saved_profiles(pack)
        self.setup = BotSetup(pack, number, found)
        self.held = held
        self.setup.avoid(held)  # a faction the game has already is not offered first
        self.setup.hold(held)  # nor can it be chosen
        self.setup.remove_button.hide()
        self.message = QLabel()
        self.message.setWordWrap(True)
        use_tone(self.message, "error")
        self.message.setVisible(bool(self.problems))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        thumb_sized(self.buttons.buttons())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.setup)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        seat = render(Message(self.pack.id, self.pack.meta.seat))
        self.setWindowTitle(self.tr("+ {seat}").replace("{seat}", seat))
        self.note.setText(self.tr("It joins the game after the others; Undo takes it back."))
        self.message.setText("\n".join(render(p) for p in self.problems))

    def accept(self) -> None:
        """Hand the options to the window, unless they take a choice the game has once already."""
        twice = taken_twice(self.pack, [self.setup.chosen()], self.held)
        if twice is not None:
            self.message.setText(once_only(twice))
            self.message.show()
            return
        options, profile = self.setup.result()
        self.chosen.emit(options, profile, self.setup.name_words())
        super().accept()
