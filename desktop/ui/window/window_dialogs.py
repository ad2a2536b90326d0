"""The dialogs the main window opens besides the files': New game, the profile editor and the
Help menu's boxes (the step's rules, the keyboard shortcuts, About). Each is made when first
asked for (a faster first paint) and never blocks the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from desktop.core.messages import Message
from desktop.ui.translated_later import QT_TRANSLATE_NOOP
from desktop.ui.window import help as help_texts

if TYPE_CHECKING:
    from desktop.ui.forms.new_game import NewGameDialog
    from desktop.ui.forms.profile_editor import ProfileEditor
    from desktop.ui.widgets.dialogs import InfoBox, KeysBox
    from desktop.ui.window.main_window import MainWindow


class WindowDialogs(QObject):
    """One window's New game dialog, profile editor and help box (the last one opened of each)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.new_game_dialog: NewGameDialog | None = None
        self.profile_editor: ProfileEditor | None = None
        self.info_box: InfoBox | KeysBox | None = None

    def new_game(self) -> NewGameDialog:
        """Open the New game dialog (non-blocking); the game starts when it is accepted."""
        if not self.controller.packs:
            self.window.show_message(
                Message("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "No rule pack is installed."))
            )
        from desktop.ui.forms.new_game import NewGameDialog

        if self.new_game_dialog is not None:
            self.new_game_dialog.deleteLater()
        dialog = NewGameDialog(self.controller.packs, self.window, self.window.settings.checks_answered)
        if self.controller.view.pack_id:
            dialog.select_pack(self.controller.view.pack_id)
        dialog.chosen.connect(self._start_new)
        dialog.checks_chosen.connect(self.window.checks.answered_at_new_game)
        dialog.edit_profiles.connect(self.edit_profiles)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def _start_new(
        self, pack_id: str, bots: list[Any], shared: dict[str, Any], names: list[dict[str, Any] | None]
    ) -> None:
        self.window.message.hide()
        self.window.files.start_new(pack_id, bots, shared, names)

    def edit_profiles(self, pack_id: str = "") -> ProfileEditor | None:
        """Open the profile editor of a pack (the given one, the current game's, else the first
        pack that has profiles)."""
        packs = self.controller.packs
        pack = packs.get(pack_id) if pack_id else None
        if pack is None:
            current = packs.get(self.controller.view.pack_id)
            pack = (
                current
                if current is not None and current.meta.profiles
                else next((p for p in packs.values() if p.meta.profiles), None)
            )
        if pack is None or not pack.meta.profiles:
            self.window.show_message(
                Message(
                    "MainWindow",
                    QT_TRANSLATE_NOOP("MainWindow", "No installed rule pack has profiles to fill in."),
                )
            )
            return None
        from desktop.ui.forms.profile_editor import ProfileEditor

        if self.profile_editor is not None:
            self.profile_editor.deleteLater()
        editor = ProfileEditor(pack, parent=self.window)
        if self.new_game_dialog is not None:
            editor.saved.connect(self._profiles_saved)
        self.profile_editor = editor
        editor.show()
        return editor

    def _profiles_saved(self, path: str = "") -> None:
        """A profile was saved (its file): an open New game dialog lists it, and the bot that
        asked for a new profile takes it."""
        if self.new_game_dialog is not None:
            self.new_game_dialog.refresh_profiles(path)

    # ---- help ----------------------------------------------------------------------------
    def _info(self, title: Any, text: Any) -> InfoBox:
        from desktop.ui.widgets.dialogs import InfoBox  # made when help is first asked for

        if self.info_box is not None:
            self.info_box.deleteLater()
        self.info_box = InfoBox(title, text, self.window)
        self.info_box.show()
        return self.info_box

    def show_step_rules(self) -> InfoBox:
        """The current step's full text, its rules note and its source."""
        view = self.controller.view
        return self._info(help_texts.step_rules_title, lambda: help_texts.step_rules(view))

    def show_shortcuts(self) -> KeysBox:
        """The keyboard shortcuts: the step panel's keys and every menu entry's, in two columns."""
        from desktop.ui.widgets.dialogs import KeysBox  # made when help is first asked for

        if self.info_box is not None:
            self.info_box.deleteLater()
        box = KeysBox(
            help_texts.shortcuts_title,
            lambda: help_texts.shortcuts(
                list(self.window.menu_actions.shortcuts()), self.window.menu_actions.seat_words
            ),
            self.window,
        )
        self.info_box = box
        box.show()
        return box

    def show_about(self) -> InfoBox:
        """Version and purpose."""
        return self._info(help_texts.about_title, help_texts.about)
