"""The checks a pack asks of the player once (its `checks:`, e.g. a card list against their own
cards): a banner in the play screen while cards are unchecked, a Game menu entry per check to
check again at any time, and the check dialog; a saved answer is used from the next step on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop.core import paths
from desktop.core.play.copy_checks import CheckStatus
from desktop.core.play.view import EMPTY, GameView
from desktop.ui.language import render
from desktop.ui.play.bot_panel import mnemonic_safe
from desktop.ui.retranslate import translate_ui

if TYPE_CHECKING:
    from desktop.ui.forms.check_dialog import CheckDialog
    from desktop.ui.window.main_window import MainWindow


class CheckBanner(QFrame):
    """A line above the bots while a check is not done: what is left, "Check now" and "Later"."""

    check = Signal(str)
    """The player wants to check now (the table's id)."""
    later = Signal(str)
    """The player puts the check off (for as long as the app runs)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("checkBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#checkBanner { border: 1px solid #b45309; border-radius: 6px; }")
        self.status: CheckStatus | None = None
        self.text = QLabel()
        self.text.setObjectName("checkBannerText")
        self.text.setWordWrap(True)
        self.now_button = QPushButton()
        self.now_button.setObjectName("checkNow")
        self.later_button = QPushButton()
        self.later_button.setObjectName("checkLater")
        for button, signal in ((self.now_button, self.check), (self.later_button, self.later)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, s=signal: self.status and s.emit(self.status.table))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 4, 2)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.now_button)
        layout.addWidget(self.later_button)
        self.hide()
        translate_ui(self)

    def show_status(self, status: CheckStatus | None) -> None:
        """The check to offer (None: nothing to offer, the banner goes)."""
        if status != self.status:
            self.status = status
            self.retranslate_ui()
        if self.isVisibleTo(self.parentWidget() or self) != (status is not None):
            self.setVisible(status is not None)

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        self.now_button.setText(self.tr("Check now"))
        self.later_button.setText(self.tr("Later"))
        status = self.status
        if status is not None:
            left = len(status.unchecked)
            self.text.setText(
                self.tr("{check}: %n card(s) still to compare with your own.", "", left).replace(
                    "{check}", render(status.label)
                )
            )


class Checks(QObject):
    """The open game's checks in the window: the banner, the Game menu entries, the dialog."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.banner: CheckBanner = window.check_banner
        self.banner.check.connect(self.open)
        self.banner.later.connect(self.put_off)
        self.view: GameView = EMPTY
        self.put_off_for: set[tuple[str, str]] = set()  # (pack, table) the player put off
        self.actions: dict[str, QAction] = {}
        self.pack_id = ""
        self.dialog: CheckDialog | None = None
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """The menu entries in the current language (the pack's words)."""
        labels = {c.table: c.label for c in self.view.checks}
        for table, action in self.actions.items():
            if table in labels:
                action.setText(mnemonic_safe(render(labels[table])) + "…")

    def show_view(self, view: GameView) -> None:
        """The banner for the first check not done (and not put off); the menu entries of the
        open game's pack."""
        self.view = view
        if view.pack_id != self.pack_id:
            self._menu(view)
        offer = next(
            (c for c in view.checks if c.unchecked and (view.pack_id, c.table) not in self.put_off_for), None
        )
        self.banner.show_status(offer)

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

    def put_off(self, table: str) -> None:
        """Not now: the banner goes until the app starts again (the menu still offers it)."""
        self.put_off_for.add((self.view.pack_id, table))
        self.show_view(self.view)

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
