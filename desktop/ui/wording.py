"""Words the interface takes from the pack: what starting a seat's run is called ("Start turn"
where the pack's round has turns, "Start: <entry chart>" for a resolver that takes none)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.core.bot_names import said_title
from desktop.core.play.view import GameView
from desktop.ui.language import render


def start_label(view: GameView) -> str:
    """The label of the button that runs a seat's entry chart."""
    rounds = view.rounds
    if rounds is not None and any(p.turns for p in rounds.phases):
        return QCoreApplication.translate("Wording", "Start turn")
    title = view.chart_titles.get(view.entry)
    if title is None:
        return QCoreApplication.translate("Wording", "Start turn")
    return QCoreApplication.translate("Wording", "Start: {chart}").replace("{chart}", render(title))


def game_title(view: GameView) -> str:
    """The open game's title as the window says it: the bots' names New game put into it in the
    language on screen (bot_names.said_title); the stored title stays its file's name."""
    bots = view.bots
    return said_title(view.file_name, [b.name for b in bots], [render(b.said) for b in bots])


def signed(number: int | str) -> str:
    """A whole number as a reader reads it: a negative one with the minus sign ("−3"), never
    the hyphen a number prints with ("-3–3" read as a dash between dashes)."""
    text = str(number)
    return "−" + text[1:] if text.startswith("-") and text[1:].isdigit() else text
