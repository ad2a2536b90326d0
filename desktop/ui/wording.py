"""Words the interface takes from the pack: what starting a seat's run is called ("Start turn"
where the pack's round has turns, "Start: <entry chart>" for a resolver that takes none)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

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
