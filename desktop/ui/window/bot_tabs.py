"""The bots' tabs of the main window: one per bot in seat order, each bot's panel made when its
tab is first shown, the tab of the bot the window follows current (and marked ▶, • while its
turn runs); picking a tab makes its bot the followed one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from desktop.core.play.view import GameView
from desktop.ui.keys import mnemonic_safe
from desktop.ui.language import render
from desktop.ui.play.bot_panel import BotPanel

if TYPE_CHECKING:
    from desktop.ui.window.main_window import MainWindow


class BotTabs(QObject):
    """Keeps one window's bot tabs and panels in step with the game's bots."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        window.bot_tabs.currentChanged.connect(self._tab_changed)

    def fill(self, view: GameView) -> None:
        """One tab per bot of the view, in seat order; the shown bot's panel is made now, the
        others when their tab is first shown."""
        tabs, panels = self.window.bot_tabs, self.window.bot_panels
        tabs.blockSignals(True)
        panels.clear()
        for bot in view.bots:
            panels.add(bot.id, mnemonic_safe(render(bot.said)))
        ids = [b.id for b in view.bots]
        if view.active in ids:
            tabs.setCurrentIndex(ids.index(view.active))
        tabs.blockSignals(False)
        if ids:  # the tab shown while signals were blocked: its panel is made here
            panels[ids[max(tabs.currentIndex(), 0)]]

    def make_panel(self, bot_id: str) -> BotPanel:
        """A bot's panel showing the game as it is now."""
        w = self.window
        panel = BotPanel(self.controller, self.controller.view, bot_id)
        panel.setObjectName(f"botPanel:{bot_id}")
        panel.set_text_size(w.settings.text_size)
        panel.remove_requested.connect(w.seats.ask_remove)
        panel.told.connect(w.message.note)
        # Once laid out, not from inside the panel's own resize.
        panel.short_of_room.connect(w.widths.refit, Qt.ConnectionType.QueuedConnection)
        return panel

    def seats_changed(self, view: GameView) -> bool:
        """A bot joined or left the game (or undo took that back): the tabs follow (True then)."""
        panels = self.window.bot_panels
        if len(view.bots) == len(panels) and all(b.id in panels for b in view.bots):
            return False
        self.fill(view)
        return True

    def show_view(self, view: GameView) -> None:
        """Each tab names its bot, ▶ for the followed one, • while its turn runs; its tooltip
        names the bot whole."""
        tabs = self.window.bot_tabs
        for i, bot in enumerate(view.bots if view.pack_name is not None else ()):
            if i < tabs.count():
                mark = "▶ " if bot.id == view.active else ""
                run = " •" if bot.running else ""
                whole = render(bot.said)
                name = mnemonic_safe(whole)
                if tabs.tabText(i) != f"{mark}{name}{run}":  # the marks do not eat the name
                    tabs.fair_bar.set_marked_text(i, name, mark, run)
                if tabs.tabToolTip(i) != whole:  # whole where a narrow bar shortens the tab
                    tabs.setTabToolTip(i, whole)

    def _tab_changed(self, index: int) -> None:
        bots = self.controller.view.bots
        if 0 <= index < len(bots):
            self.controller.set_active_bot(bots[index].id)

    def follow(self, bot: str) -> None:
        """The tab of the bot the window now follows is the current one."""
        ids = [b.id for b in self.controller.view.bots]
        tabs = self.window.bot_tabs
        if bot in ids and tabs.currentIndex() != ids.index(bot):
            tabs.setCurrentIndex(ids.index(bot))
