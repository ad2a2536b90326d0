"""Words the interface takes from the pack: what starting a seat's run is called ("Start turn"
where the pack's round has turns, "Start: <entry chart>" for a resolver that takes none), and a
game's title in the language on screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.core.bot_names import said_title
from desktop.core.messages import Message
from desktop.core.play.view import GameView
from desktop.ui.language import render
from desktop.ui.translated_later import QT_TRANSLATE_NOOP

SAMPLE = QT_TRANSLATE_NOOP("GameFiles", "Sample: {system}")


def sample_title(pack_name: str) -> str:
    """The title a sample game is stored under: "Sample: {system}" with the pack's name as the
    pack writes it, in no language of the screen, so that each screen says it in its own (a
    sample made on a Ukrainian screen read «Приклад: …» on a Polish one)."""
    return SAMPLE.replace("{system}", pack_name)


def sample_tail(title: str, pack_name: str) -> str | None:
    """What follows a sample's stored title (sample_title) in `title` (a copy's " (2)", else
    ""); None for any other title."""
    made = sample_title(pack_name)
    return title[len(made) :] if pack_name and title.startswith(made) else None


def said_sample(title: str, pack_id: str, pack_name: str) -> str:
    """A sample's title (sample_title) in the language on screen; any other title as it is. A
    sample made before its title was stored so keeps the language it was made in."""
    tail = sample_tail(title, pack_name)
    if tail is None:
        return title
    system = render(Message(pack_id, pack_name))
    return QCoreApplication.translate("GameFiles", SAMPLE).replace("{system}", system) + tail


def listed_sample(title: str, pack_name: str) -> str | None:
    """A sample's title where the next column names its rule system: "Sample game" and what
    follows the stored title (a copy's " (2)"); None for any other title. The library cut a
    sample's title in its middle, beside the same system's name whole."""
    tail = sample_tail(title, pack_name)
    return None if tail is None else QCoreApplication.translate("GameFiles", "Sample game") + tail


def all_seated() -> str:
    """Why "+ Bot" takes no click, in play and in New game: every bot a game has one of has its
    seat (one sentence, one translation)."""
    return QCoreApplication.translate("Seats", "Every bot is in the game already: a game has one of each.")


def looked_at() -> str:
    """Why a game open only to look at takes no click on + Bot or the bot's turn (one sentence,
    one translation)."""
    return QCoreApplication.translate("Seats", "This game is open only to look at.")


def looked_at_why() -> str:
    """Why a game open only to look at offers nothing to play, and how to play it: the step
    says it in place of its answers, the corner mark in its tip."""
    return QCoreApplication.translate(
        "StoreMarker",
        "This game is open only to look at: another window plays it, or its disk cannot be written. "
        "Game → Open plays a copy of it.",
    )


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
    title = said_title(view.file_name, [b.name for b in bots], [render(b.said) for b in bots])
    return said_sample(title, view.pack_id, view.pack_name.text) if view.pack_name is not None else title


def signed(number: int | str) -> str:
    """A whole number as a reader reads it: a negative one with the minus sign ("−3"), never
    the hyphen a number prints with ("-3–3" read as a dash between dashes)."""
    text = str(number)
    return "−" + text[1:] if text.startswith("-") and text[1:].isdigit() else text
