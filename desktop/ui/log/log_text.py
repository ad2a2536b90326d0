"""How log entries read in the current language: "question → answer (reason)", a die roll as
"die 3 → Castile", and the headers that group the log by bot turn and chart."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.core.messages import ENGINE_CONTEXT
from desktop.core.play.steps import LogEntry
from desktop.ui.language import render

# Lines the log does not show: the chart headers say where the run went.
HIDDEN_KINDS = ("call", "goto", "end")


def die_roll(entry: LogEntry) -> tuple[int, int] | None:
    """The face rolled and the total used (they differ by a modifier), for a roll entry."""
    reason = entry.reason
    if entry.kind != "roll" or reason is None or reason.context != ENGINE_CONTEXT:
        return None
    value = reason.params.get("value")
    total = reason.params.get("total", value)
    return (value, total) if isinstance(value, int) and isinstance(total, int) else None


def entry_short(entry: LogEntry) -> str:
    """The entry without bot and chart: the text, then "→ answer (reason)", or for a die roll
    "die 3 → answer" (with its modifier, "die 3, total 4 → answer")."""
    text = render(entry.text)
    answer = render(entry.answer_label) if entry.answer_label is not None else ""
    rolled = die_roll(entry)
    if rolled is not None:
        face, total = rolled
        if face == total:
            die = QCoreApplication.translate("Log", "Die {value} → {answer}").replace("{value}", str(face))
        else:
            die = (
                QCoreApplication.translate("Log", "Die {value}, total {total} → {answer}")
                .replace("{value}", str(face))
                .replace("{total}", str(total))
            )
        return f"{text} {die.replace('{answer}', answer)}"
    if entry.answer_label is not None:
        text += f" → {answer}"
    if entry.reason is not None:
        text += f" ({render(entry.reason)})"
    return text


def entry_line(entry: LogEntry, bot_name: str) -> str:
    """The entry as one line with its bot and chart in front (where no header gives them)."""
    chart = render(entry.chart_title) if entry.chart or entry.kind == "correct" else ""
    head = " · ".join(p for p in (bot_name, chart) if p)
    return f"{head} · {entry_short(entry)}" if head else entry_short(entry)


def group_header(bot_name: str, entry: LogEntry) -> str:
    """The header of a bot's turn (or routine, or correction): "Castile · Main Turn Structure"."""
    return " · ".join(p for p in (bot_name, render(entry.chart_title)) if p)
