"""Bots joining and leaving the game being played: "+ Bot" by the bot tabs (the pack's setup
options, as at New game), "Remove from the game" in a bot's Routines menu, and the offer to
remove a bot the game put out (eliminated). Each asks first where it cannot be taken back by a
click, and each is an undoable step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt

from desktop.core.pack.pack_model import held_choices
from desktop.core.play.view import EMPTY, GameView
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.confirm import confirm
from desktop.ui.widgets.fair_tabs import CornerButton
from desktop.ui.wording import all_seated, looked_at

if TYPE_CHECKING:
    from desktop.ui.forms.add_bot import AddBotDialog
    from desktop.ui.window.main_window import MainWindow


def seat_word(view: GameView) -> str:
    """What one seat of the open game's pack is called (its `seat:`), translated."""
    return render(view.seat) if view.seat is not None else ""


class Seats(QObject):
    """Adds and removes bots of the game the window plays (see the module's docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.view: GameView = EMPTY
        self.offered: set[str] = set()  # bots out of the game whose removal was offered already
        self.dialog: AddBotDialog | None = None
        self.add_button = CornerButton()
        self.add_button.setObjectName("addSeatButton")
        self.add_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.add_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.add_button.clicked.connect(lambda _=False: self.add())
        window.bot_tabs.setCornerWidget(self.add_button, Qt.Corner.TopRightCorner)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """The button's words: "+" and the pack's seat ("+" alone while the bots' names need
        the room)."""
        seat = seat_word(self.view)
        self.add_button.set_words(self.tr("+ {seat}").replace("{seat}", seat), "+")
        self._show_room()

    def _show_room(self) -> None:
        """The button takes no click when no bot can join, and its tip says why."""
        full = self.view.full
        self.add_button.setEnabled(not (full or self.view.looking))
        tip = all_seated() if full else self.tr("Add to the game being played (undoable)")
        if self.view.looking:
            tip = looked_at()
        self.add_button.setToolTip(tip)

    def rebuild(self, view: GameView) -> None:
        """Another game: nothing offered yet; the button names its seat."""
        self.view = view
        self.offered = set()
        self.add_button.setVisible(bool(view.pack_id))
        self.retranslate_ui()

    def show_view(self, view: GameView) -> None:
        """Offer once to remove each bot the game put out (it takes no more turns); + Bot only
        while a bot can join."""
        self.view = view
        if self.add_button.isEnabled() == (view.full or view.looking):
            self._show_room()
        out = view.rounds.out if view.rounds is not None and not view.looking else ()
        for bot in out:
            if bot not in self.offered and view.bot(bot) is not None:
                self.offered.add(bot)
                self.ask_remove(bot, gone=True)

    # ---- adding ------------------------------------------------------------------------------
    def add(self) -> AddBotDialog | None:
        """Ask the new bot's setup options (non-blocking); it joins when the player presses OK."""
        pack = self.controller.pack
        if pack is None or self.view.full:
            return None
        if self.dialog is not None:
            self.dialog.deleteLater()
        from desktop.ui.forms.add_bot import AddBotDialog  # a dialog: not for the first paint

        held = held_choices(bot.chosen for bot in self.view.bots)
        self.dialog = AddBotDialog(pack, len(self.view.bots) + 1, held, self.window)
        self.dialog.chosen.connect(self._chosen)
        self.dialog.open()
        return self.dialog

    def _chosen(
        self, options: dict[str, Any], profile: dict[str, Any] | None, name_words: dict[str, Any] | None
    ) -> None:
        self.controller.add_bot(options, profile, name_words)

    # ---- removing ----------------------------------------------------------------------------
    def ask_remove(self, bot: str, gone: bool = False) -> None:
        """Ask before a bot leaves the game; `gone`: the game put it out (it takes no turns)."""
        view = self.view
        said = view.bot_said(bot)

        def question() -> str:
            text = (
                self.tr("{bot} is out of the game and takes no more turns. Remove it from the game?")
                if gone
                else self.tr("Remove {bot} from the game?")
            )
            more = self.tr("Its panel goes; its lines stay in the log. Undo brings it back.")
            lines = [text.replace("{bot}", render(said)) + " " + more]
            lines += [
                self._still_running(view, other, chart, render(said))
                for other, chart in view.named.get(bot, ())
            ]
            return "\n\n".join(lines)

        confirm(
            self.window,
            lambda: self.tr("Remove {bot}").replace("{bot}", render(said)),
            question,
            lambda: self.tr("Remove"),
            lambda: self.controller.remove_bot(bot),
        )

    def _still_running(self, view: GameView, other: str, chart: str, bot: str) -> str:
        """What Remove says of another bot's running chart that names the bot leaving."""
        title = view.chart_titles.get(chart)
        text = self.tr("{other}'s “{chart}” is still running: its remaining steps skip {bot}.")
        return (
            text.replace("{other}", render(view.bot_said(other)))
            .replace("{chart}", render(title) if title is not None else chart)
            .replace("{bot}", bot)
        )
