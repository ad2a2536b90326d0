"""What the step panel says while no chart runs for the bot it follows, as a player would say it:
whose turn comes, when the players act ("Red's turn is over. The players take their turns
now."), what a routine is ("Next for Blue: Income."), and what the button
that goes on says when the same bot comes again after the players ("The players are done ▶")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.core.play.view import GameView
from desktop.ui.language import render


def has_turns(view: GameView) -> bool:
    """Whether the pack's round has turns (the entry chart is a bot's turn, players take theirs
    in between); a resolver without turns runs its entry when the table needs it."""
    rounds = view.rounds
    return rounds is not None and any(p.turns for p in rounds.phases)


def _title(view: GameView, chart: str) -> str:
    """A chart as the round names it (its routine's label), else its title."""
    label = next((r.label for r in view.routines if r.chart == chart), view.chart_titles.get(chart))
    return render(label) if label is not None else chart


def waiting_text(view: GameView, bot: str, chart: str) -> str:
    """What the bot does next, said before it starts ("Blue takes its turn next.")."""
    name = render(view.bot_said(bot))
    if chart == view.entry and has_turns(view):
        return QCoreApplication.translate("WaitingWords", "{bot} takes its turn next.").replace("{bot}", name)
    if chart == view.entry:
        text = QCoreApplication.translate(
            "WaitingWords", "{bot} is ready: start “{chart}” when your table needs it."
        )
        return text.replace("{bot}", name).replace("{chart}", _title(view, chart))
    return (
        QCoreApplication.translate("WaitingWords", "Next for {bot}: {routine}.")
        .replace("{bot}", name)
        .replace("{routine}", _title(view, chart))
    )


def players_next(view: GameView, bot: str, chart: str, proposal: str) -> bool:
    """Whether the players act before the bot runs again: its turn ended and no other bot has
    something to run now (one bot at the table, or every other bot passed)."""
    return chart == view.entry and has_turns(view) and proposal in ("", bot)


def over_text(view: GameView, bot: str, chart: str, proposal: str) -> str:
    """A run that ended and what happens next ("Red's turn is over. Next: Blue, once the
    players seated before it have played.")."""
    name = render(view.bot_said(bot))
    if chart == view.entry and has_turns(view):
        done = QCoreApplication.translate("WaitingWords", "{bot}'s turn is over.").replace("{bot}", name)
        if players_next(view, bot, chart, proposal):
            then = QCoreApplication.translate("WaitingWords", "The players take their turns now.")
        else:
            then = QCoreApplication.translate(
                "WaitingWords", "Next: {bot}, once the players seated before it have played."
            )
            then = then.replace("{bot}", render(view.bot_said(proposal)))
        return f"{done} {then}"
    if chart == view.entry:
        done = QCoreApplication.translate("WaitingWords", "“{chart}” is over.").replace(
            "{chart}", _title(view, chart)
        )
        then = QCoreApplication.translate("WaitingWords", "Start the next one when your table needs it.")
        return f"{done} {then}"
    return (
        QCoreApplication.translate("WaitingWords", "{bot}: {routine} is done.")
        .replace("{bot}", name)
        .replace("{routine}", _title(view, chart))
    )


def next_label(view: GameView, bot: str, chart: str, proposal: str) -> str:
    """The button that goes on after a run: to the next bot, or, when the same bot comes again,
    once the players are done (it never starts the run itself)."""
    if players_next(view, bot, chart, proposal):
        return QCoreApplication.translate("WaitingWords", "The players are done ▶ [Enter]")
    if proposal in ("", bot):
        return QCoreApplication.translate("WaitingWords", "Go on ▶ [Enter]")
    return QCoreApplication.translate("WaitingWords", "Next: {bot} ▶ [Enter]").replace(
        "{bot}", render(view.bot_said(proposal))
    )
