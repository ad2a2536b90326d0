"""How log entries read in the current language: "question → answer (reason)", a die roll as
"die 3 → Castile", and the headers that group the log by bot turn and chart."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication

from desktop.core.messages import ENGINE_CONTEXT, Message, fill
from desktop.core.play.steps import LogEntry
from desktop.ui.language import render
from desktop.ui.translated_later import QT_TRANSLATE_NOOP
from desktop.ui.wording import signed

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


class Speaker(Protocol):
    """A language the log's words are said in: the app's (`APP_LANGUAGE`) or one of its own
    (the table display's `Tongue`)."""

    def render(self, msg: Message | str | int | None) -> str: ...

    def say(self, context: str, text: str, count: int | None = None, **params: Any) -> str: ...


class _AppLanguage:
    """The app's current language, as `QCoreApplication.translate` gives it."""

    def render(self, msg: Message | str | int | None) -> str:
        return render(msg)

    def say(self, context: str, text: str, count: int | None = None, **params: Any) -> str:
        translated = QCoreApplication.translate(context, text, None, -1 if count is None else count)
        return fill(translated, count, {k: str(v) for k, v in params.items()})


APP_LANGUAGE: Speaker = _AppLanguage()
DIE = QT_TRANSLATE_NOOP("Log", "Die {value} → {answer}")
DIE_TOTAL = QT_TRANSLATE_NOOP("Log", "Die {value}, total {total} → {answer}")


def rolled(entry: LogEntry, speaker: Speaker) -> str:
    """ "Die 3 → Castile" (with its total when a modifier changed it)."""
    face, total = die_roll(entry) or (0, 0)
    answer = speaker.render(entry.answer_label)
    if face == total:
        return speaker.say("Log", DIE, value=face, answer=answer)
    return speaker.say("Log", DIE_TOTAL, value=face, total=total, answer=answer)


def entry_parts(entry: LogEntry, speaker: Speaker = APP_LANGUAGE) -> tuple[str, str]:
    """A log line without its bot and chart, in two parts: its text, and what came of it:
    "→ answer (reason)", or the die rolled ("" when nothing did)."""
    text = speaker.render(entry.text)
    if die_roll(entry) is not None:
        return text, rolled(entry, speaker)
    outcome = f"→ {signed(speaker.render(entry.answer_label))}" if entry.answer_label is not None else ""
    if entry.reason is not None:
        outcome = f"{outcome} ({speaker.render(entry.reason)})".strip()
    return text, outcome


def entry_short(entry: LogEntry) -> str:
    """The entry without bot and chart, on one line: the text, then "→ answer (reason)", or for
    a die roll "die 3 → answer" (with its modifier, "die 3, total 4 → answer")."""
    text, outcome = entry_parts(entry)
    return f"{text} {outcome}" if outcome else text


def titled_after(bot_name: str, chart: str) -> bool:
    """Whether a chart's title begins with the bot's name ("Blue: setup" for the bot named Blue):
    the bot's name is then said once, not before its chart's title again."""
    return bool(bot_name) and chart.startswith(bot_name)


def bot_and_chart(bot_name: str, chart: str) -> str:
    """A bot's name and the chart it runs: "Castile · Main Turn Structure"; a chart titled after
    the bot says the name once ("Blue: setup")."""
    if titled_after(bot_name, chart):
        return chart
    return " · ".join(p for p in (bot_name, chart) if p)


def after_name(bot_name: str, chart: str) -> str:
    """The chart's title as written after the bot's name: of a title after the bot ("Blue:
    setup" for the bot named Blue), the rest ("setup"), not the name twice."""
    if titled_after(bot_name, chart):
        return chart[len(bot_name) :].lstrip(" :·–-") or chart
    return chart


def entry_line(entry: LogEntry, bot_name: str) -> str:
    """The entry as one line with its bot and chart in front (where no header gives them)."""
    chart = render(entry.chart_title) if entry.chart or entry.kind == "correct" else ""
    head = bot_and_chart(bot_name, chart)
    return f"{head} · {entry_short(entry)}" if head else entry_short(entry)


def group_header(bot_name: str, entry: LogEntry) -> str:
    """The header of a bot's turn (or routine, or correction): "Castile · Main Turn Structure"."""
    return bot_and_chart(bot_name, render(entry.chart_title))
