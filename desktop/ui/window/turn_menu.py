"""The Turn menu: every button of the play screen that the step's keys do not answer, as a menu
entry (Alt+T, then the arrows and Enter): the followed bot's turn and Stop, its round's routines
and its Routines menu, the round bar's "all in turn" and the table's routines, and "+ Bot". The
menu is filled when it opens, from the buttons as they are shown then (their words, whether they
are enabled), and an entry clicks its button: it does exactly what the click does."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QAbstractButton, QMenu

from desktop.ui.keys import with_letters
from desktop.ui.play.bot_panel import BotPanel
from desktop.ui.widgets.elide import ElidedButton
from desktop.ui.widgets.fair_tabs import CornerButton
from desktop.ui.widgets.flow_layout import AnswerButton

if TYPE_CHECKING:
    from desktop.ui.window.main_window import MainWindow


def button_words(button: QAbstractButton) -> str:
    """A button's whole label (a shortened one's full text), as a menu entry shows it."""
    if isinstance(button, (ElidedButton, AnswerButton, CornerButton)):  # shortened or wrapped
        return button.full_text
    return button.text()


class TurnMenu(QObject):
    """Fills the Turn menu from the play screen's buttons each time it opens."""

    def __init__(self, window: MainWindow, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.menu = menu
        menu.aboutToShow.connect(self.fill)

    def shown_panel(self) -> BotPanel | None:
        """The panel of the bot the window follows (None while no game is open)."""
        active = self.window.controller.view.active
        panels = self.window.bot_panels
        return panels[active] if active and active in panels else None

    def buttons(self) -> list[list[QAbstractButton]]:
        """The buttons the menu offers, in groups: the bot's, the round bar's, the seats'."""
        panel = self.shown_panel()
        bar = self.window.round_bar
        groups: list[list[QAbstractButton]] = [
            [panel.turn_button, panel.stop_button, *panel.routine_buttons.values()] if panel else [],
            [bar.every_button, *bar.table_buttons],
            [self.window.seats.add_button],
        ]
        return [[b for b in group if not b.isHidden()] for group in groups]

    def fill(self) -> None:
        """The entries as the screen shows its buttons now, each with an Alt letter of its own."""
        self.menu.clear()
        panel = self.shown_panel()
        groups = self.buttons()
        titles = [self.tr("Routines")] if panel is not None else []
        words = iter(
            with_letters(
                [button_words(b) for b in groups[0]]
                + titles
                + [button_words(b) for group in groups[1:] for b in group]
            )
        )
        for n, group in enumerate(groups):
            if n and group and not self.menu.isEmpty():
                self.menu.addSeparator()
            for button in group:
                action = self.menu.addAction(next(words))
                action.setObjectName("turn:" + button.objectName())
                action.setEnabled(button.isEnabled())
                action.setToolTip(button.toolTip())
                action.triggered.connect(lambda _=False, b=button: b.click())
            if n == 0 and panel is not None:  # the rest of the bot's charts, as its ▾ menu has them
                panel.more_menu.setTitle(next(words))
                self.menu.addMenu(panel.more_menu)
        if self.menu.isEmpty():
            empty = self.menu.addAction(self.tr("No game is open"))
            empty.setEnabled(False)
