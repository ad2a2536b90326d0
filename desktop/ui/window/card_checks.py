"""The checks a pack asks of the player once (its `checks:`, e.g. a card list against their own
cards) in the window: no bar that stays on screen, but one question in New game (compare now, or
skip and answer at the draw; remembered, never asked again), a Game menu entry per check to check
at any time, and the check dialog; a saved answer is used from the next step on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction

from desktop.core import paths
from desktop.core.file_words import at
from desktop.core.messages import os_reason
from desktop.core.pack.record import invalid
from desktop.core.play import copy_checks
from desktop.core.play.view import EMPTY, GameView
from desktop.ui.keys import mnemonic_safe
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui

if TYPE_CHECKING:
    from desktop.ui.forms.check_dialog import CheckDialog
    from desktop.ui.window.main_window import MainWindow


class Checks(QObject):
    """The open game's checks in the window: the answer to New game's question, the Game menu
    entries, the dialog."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.view: GameView = EMPTY
        self.actions: dict[str, QAction] = {}
        self.pack_id = ""
        self.dialog: CheckDialog | None = None
        self._keeping = False  # values learned at a draw are about to be kept
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """The menu entries in the current language (the pack's words)."""
        labels = {c.table: c.label for c in self.view.checks}
        for table, action in self.actions.items():
            if table in labels:
                action.setText(mnemonic_safe(render(labels[table])) + "…")

    def show_view(self, view: GameView) -> None:
        """The menu entries of the open game's pack; values the player read off a drawn card are
        kept for every later game."""
        self.view = view
        if view.pack_id != self.pack_id:
            self._menu(view)
        if any(c.learned for c in view.checks) and not self._keeping:
            # After this view is drawn: keeping them builds the view again.
            self._keeping = True
            QTimer.singleShot(0, self._keep_learned)

    def _keep_learned(self) -> None:
        """Save what the game learned at its draws into the check's table (the next games use it;
        the card stays "not compared" in the check); a file that cannot be written is said."""
        self._keeping = False
        pack = self.controller.pack
        found = [c for c in self.controller.view.checks if c.learned]
        if pack is None or not found:
            return
        for status in found:
            merged = copy_checks.with_learned(pack, status.table, status.learned)
            try:
                copy_checks.save(pack, status.table, merged, paths.overlays_dir())
            except OSError as exc:
                where = copy_checks.overlay_path(pack, status.table, paths.overlays_dir())
                self.window.show_warning(at(where, os_reason(exc)))
                return
            except invalid():
                return  # the game's own answer passed the same schema: nothing new to keep
        self.controller.rules_changed()

    def _menu(self, view: GameView) -> None:
        """One Game menu entry per check of the pack (before Profiles…)."""
        menu = self.window.menu_actions.menus["game"]
        for action in self.actions.values():
            menu.removeAction(action)
            action.deleteLater()
        self.actions = {}
        self.pack_id = view.pack_id
        before = self.window.menu_actions["profiles"]
        for check in view.checks:
            action = QAction(self.window)
            action.setObjectName("act:check:" + check.table)
            action.triggered.connect(lambda _=False, t=check.table: self.open(t))
            menu.insertAction(before, action)
            self.actions[check.table] = action
        self.retranslate_ui()

    def answered_at_new_game(self, pack_id: str, now: list[str], skipped: list[str]) -> None:
        """New game's question was answered: remember it (it is never asked again) and, when the
        player chose to compare now, open the check for the game just started."""
        from desktop.ui.forms.check_offer import check_key  # New game's form: not for the first paint

        settings = self.window.settings
        keys = [check_key(pack_id, table) for table in [*now, *skipped]]
        settings.checks_answered += [k for k in keys if k not in settings.checks_answered]
        self.window.save_settings()
        if now and self.controller.view.pack_id == pack_id:
            self.open(now[0])

    def open(self, table: str) -> CheckDialog | None:
        """The check dialog of the open game's pack (non-blocking)."""
        pack = self.controller.pack
        if pack is None or table not in pack.meta.checks:
            return None
        from desktop.ui.forms.check_dialog import CheckDialog

        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = CheckDialog(pack, table, paths.overlays_dir(), self.window)
        self.dialog.saved.connect(lambda _t: self.controller.rules_changed())
        self.dialog.open()
        return self.dialog
