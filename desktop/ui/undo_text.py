"""What Undo takes back or Redo applies again, in a player's words ("answer Yes to “Is the Bot
attacked?”"), for the Edit menu and the step panel's undo and redo buttons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.core.play.steps import LogEntry
from desktop.core.play.view import GameView, Undoable
from desktop.ui.language import render
from desktop.ui.wording import signed

QUOTE_MAX = 48  # characters of a step's text quoted before "…"
# The marks a quote inside a quote takes, by the outer quote's opening mark: Polish „…«…»…”,
# Ukrainian «…„…“…», English “…‘…’…”.
INNER = {
    "„": {"„": "«", "”": "»"},
    "«": {"«": "„", "»": "“"},
    "“": {"“": "‘", "”": "’"},
}


def quoted(text: str) -> str:
    """A step's text shortened for a menu entry, in the language's quotes („…” in Polish, «…»
    in Ukrainian: the English marks on a Polish menu read as a stray English word would)."""
    short = text if len(text) <= QUOTE_MAX else text[: QUOTE_MAX - 1].rstrip() + "…"
    outer = QCoreApplication.translate("Undo", "“{text}”", "a step's text quoted")
    # A quote inside the text takes the language's inner marks: «„„Demokracja” chroni…”» read
    # as one quote opened twice.
    inner = INNER.get(outer[:1], {})
    for opening, closing in inner.items():
        short = short.replace(opening, closing)
    # Cut inside the inner quote («…kartę rozwoju «Cud Św…”»), it is closed after the "…": the
    # outer mark would read as the inner one's end.
    marks = list(inner.values())
    if len(marks) == 2 and short.count(marks[0]) > short.count(marks[1]):
        short += marks[1]
    return outer.replace("{text}", short)


def describe(view: GameView, what: Undoable) -> str:
    """The event `what` in words."""
    first = what.lines[0] if what.lines else None
    name = render(view.bot_said(what.bot))
    if what.kind == "answer" and first is not None:
        return (
            QCoreApplication.translate("Undo", "answer {answer} to {question}")
            .replace("{answer}", signed(render(first.answer_label) or str(first.answer)))
            .replace("{question}", quoted(render(first.text)))
        )
    if what.kind == "done" and first is not None:
        return QCoreApplication.translate("Undo", "Done: {step}").replace(
            "{step}", quoted(render(first.text))
        )
    if what.kind == "roll":
        return (
            QCoreApplication.translate("Undo", "the roll {value} for {bot}")
            .replace("{value}", what.detail)
            .replace("{bot}", name)
        )
    if what.kind in ("start", "abort"):
        title = view.chart_titles.get(what.detail)
        chart = render(title) if title is not None else render(first.chart_title) if first else ""
        text = (
            QCoreApplication.translate("Undo", "start {chart} for {bot}")
            if what.kind == "start"
            else QCoreApplication.translate("Undo", "stop {chart} of {bot}")
        )
        return text.replace("{chart}", chart or what.detail).replace("{bot}", name)
    if what.kind == "correct":
        return (
            QCoreApplication.translate("Undo", "the correction of {field} for {bot}")
            .replace("{field}", _field(view, what))
            .replace("{bot}", name)
        )
    if what.kind in ("add_bot", "remove_bot"):
        text = (
            QCoreApplication.translate("Undo", "adding {bot}")
            if what.kind == "add_bot"
            else QCoreApplication.translate("Undo", "removing {bot}")
        )
        return text.replace("{bot}", render(what.said) or what.detail or name)
    if what.kind == "check":
        return _told(what, first)
    if what.kind == "set_shared":
        fact = next((render(f.label) for f in view.shared if f.name == what.detail), what.detail)
        return QCoreApplication.translate("Undo", "the change of {fact}").replace("{fact}", fact)
    return what.kind


def _told(what: Undoable, first: LogEntry | None) -> str:
    """Card values the player gave, which the game took as a step of its own (on opening it,
    or from the check while it is open): the card and what of it, as the player told it."""
    cards, fields = what.detail, render(what.said)
    if "," in cards:
        text = QCoreApplication.translate("Undo", "cards {cards} as you told them")
    elif cards and fields:
        text = QCoreApplication.translate("Undo", "card {card}'s {fields}, as you told it")
    elif cards:
        text = QCoreApplication.translate("Undo", "card {card} as you told it")
    elif first is not None:  # a step written before steps said which card
        return QCoreApplication.translate("Undo", "your answers {check}").replace(
            "{check}", quoted(render(first.text))
        )
    else:
        return what.kind
    return text.replace("{cards}", cards).replace("{card}", cards).replace("{fields}", fields)


def _field(view: GameView, what: Undoable) -> str:
    """The mat field a correction changed, by its label (a map's key after it)."""
    bot = view.bot(what.bot)
    for section in bot.mat if bot is not None else ():
        for fld in section.fields:
            if what.detail == fld.path:
                return render(fld.label)
            key = what.detail[len(fld.path) + 1 :] if what.detail.startswith(fld.path + ".") else None
            label = next((k.label for k in fld.keys if k.id == key), None) if key else None
            if label is not None:
                return f"{render(fld.label)}: {render(label)}"
    return what.detail


def key(what: Undoable | None) -> tuple[object, ...] | None:
    """What decides an event's words (its first log line is the same object from view to view):
    the words are made again only when this changes."""
    if what is None:
        return None
    return (what.kind, what.bot, what.detail, id(what.lines[0]) if what.lines else None)


def undo_label(view: GameView) -> str:
    """The Edit menu's Undo entry: what it takes back (just "Undo" when nothing)."""
    if view.undo is None:
        return QCoreApplication.translate("Undo", "&Undo")
    return QCoreApplication.translate("Undo", "&Undo: {what}").replace(
        "{what}", describe(view, view.undo).replace("&", "&&")
    )


def redo_label(view: GameView) -> str:
    """The Edit menu's Redo entry: what it applies again (just "Redo" when nothing)."""
    if view.redo is None:
        return QCoreApplication.translate("Undo", "&Redo")
    return QCoreApplication.translate("Undo", "&Redo: {what}").replace(
        "{what}", describe(view, view.redo).replace("&", "&&")
    )
