"""How the library's lists say a game in the language on screen: a name New game offered in the
pack's words, in the bots' line and in a title made of those names; a sample's title (shorter
beside its rule system's name); a moment with its whole year."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale

from desktop.core.bot_names import name_message, said_title
from desktop.core.store.game_library import GameInfo, TrashedGame
from desktop.ui.language import render
from desktop.ui.wording import listed_sample, said_sample


def bot_names(info: GameInfo | TrashedGame) -> list[str]:
    """The game's bots as the list names them: a name left as offered in the language on screen
    (as the game says it), a name typed as typed."""
    words = info.bot_words if len(info.bot_words) == len(info.bots) else [None] * len(info.bots)
    pairs = zip(info.bots, words, strict=True)
    return [render(name_message(info.pack, w)) if w else name for name, w in pairs]


def shown_title(info: GameInfo | TrashedGame) -> str:
    """The game's title as lists, menus and questions show it: the bots' names New game put into
    it said in the language on screen (a Polish screen read an English faction's name there)."""
    return said_sample(said_title(info.title, info.bots, bot_names(info)), info.pack, info.pack_name)


def listed_title(info: GameInfo) -> str:
    """The game's title in the library's first column, whose next column names the rule system:
    a sample's title without that name (listed_sample), any other as shown_title."""
    return listed_sample(info.title, info.pack_name) or shown_title(info)


def said_names(info: GameInfo) -> dict[str, str]:
    """Each stored bot name as the list says it (bot_names), for the scores, which are stored by
    name: a name two bots share is left as stored."""
    stored, shown = info.bots, bot_names(info)
    return {name: said for name, said in zip(stored, shown, strict=True) if stored.count(name) == 1}


def short_moment(moment: QDateTime) -> str:
    """A moment as the current language writes it, short, with the year whole: Ukrainian's short
    form wrote «28.11.26» beside a title's «2026-11-28»."""
    locale = QLocale()
    form = locale.dateTimeFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in form:
        form = form.replace("yy", "yyyy")
    return locale.toString(moment, form)
