"""How one log entry reads in the current language ("Castile · MILITARY · Has 2+? → Yes (4)")."""

from __future__ import annotations

from desktop.core.steps import LogEntry
from desktop.ui.language import render


def entry_line(entry: LogEntry, bot_name: str) -> str:
    """The entry as one line: bot, chart, text, then the answer and its reason if any."""
    chart = render(entry.chart_title) if entry.chart or entry.kind == "correct" else ""
    head = " · ".join(p for p in (bot_name, chart) if p)
    text = f"{head} · {render(entry.text)}" if head else render(entry.text)
    if entry.answer_label is not None:
        text += f" → {render(entry.answer_label)}"
    if entry.reason is not None:
        text += f" ({render(entry.reason)})"
    return text


def entry_short(entry: LogEntry) -> str:
    """The entry without bot and chart (the step panel shows those already)."""
    text = render(entry.text)
    if entry.answer_label is not None:
        text += f" → {render(entry.answer_label)}"
    if entry.reason is not None:
        text += f" ({render(entry.reason)})"
    return text
