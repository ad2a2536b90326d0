"""A bot's default name as the pack's words (a faction's name, a seat's word and its number), kept
with a bot the player left unnamed so the window says it in the language on screen (no Qt)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from desktop.core.messages import Message, engine_msg

MAX_WORDS = 200  # as long as a name option's text may be
GONE_KEY = "_gone"  # shared["_gone"][bot]: the name of each bot that left the game
# A bot id as a file may name it (the bot followed last): short, of letters, digits, "_" and "-".
_BOT_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


def read_bot_id(data: Any) -> str:
    """A bot id a file names (the bot followed last), checked: the id, else "" (missing or
    damaged; the window then opens on the bot it would pick anyway)."""
    return data if isinstance(data, str) and _BOT_ID.match(data) else ""


def read_name_words(data: Any) -> dict[str, Any] | None:
    """Stored name words as they must be (a short text, a whole number or none), else None: a
    damaged entry leaves the bot its stored name."""
    if not isinstance(data, dict) or set(data) != {"text", "number"}:
        return None
    text, number = data["text"], data["number"]
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_WORDS:
        return None
    if number is not None and (isinstance(number, bool) or not isinstance(number, int) or number < 0):
        return None
    return {"text": text, "number": number}


def name_message(pack_id: str, words: Mapping[str, Any]) -> Message:
    """The name as a message in the pack's words, its seat number after them if it has one."""
    said, number = Message(pack_id, str(words["text"])), words.get("number")
    return said if number is None else engine_msg("{name} {number}", name=said, number=number)


def bot_words(pack_id: str, meta: Mapping[str, Any], bot_id: str = "") -> Message | str:
    """How a text names the bot: its default name in the pack's words when it was left unnamed,
    else the name the table typed (else its id)."""
    words = read_name_words(meta.get("name_words"))
    return name_message(pack_id, words) if words is not None else str(meta.get("name") or bot_id)


def note_gone(shared: dict[str, Any], bot_id: str, meta: Mapping[str, Any]) -> None:
    """Keep the name of a bot leaving the game, so its log lines still name it: read in one look,
    where finding its add_bot event took 200 ms at 20,000 events, at every step."""
    gone = shared.get(GONE_KEY)
    if not isinstance(gone, dict):
        gone = shared[GONE_KEY] = {}
    gone[bot_id] = {"name": str(meta.get("name") or bot_id)[:MAX_WORDS], "name_words": meta.get("name_words")}


def has_left(shared: Mapping[str, Any], bot_id: str) -> bool:
    """Whether the game kept `bot_id` as a bot that left it (note_gone)."""
    gone = shared.get(GONE_KEY)
    return isinstance(gone, dict) and isinstance(gone.get(bot_id), dict)


def left_message(words: Message | str) -> Message:
    """ "Blue is no longer in the game", of a bot that left (named by `words`, never its id)."""
    return engine_msg("{bot} is no longer in the game", bot=words)


def gone_words(
    pack_id: str,
    shared: Mapping[str, Any],
    bot_id: str,
    departure: Callable[[str], Mapping[str, Any] | None] | None = None,
) -> Message | str:
    """How a bot that left the game is named (note_gone). A game saved before names were kept
    there names it as its `remove_bot` event did (`departure`, looked up once); its id when
    neither holds a name (the record is damaged)."""
    gone = shared.get(GONE_KEY)
    kept = gone.get(bot_id) if isinstance(gone, dict) else None
    if not isinstance(kept, dict) or not isinstance(kept.get("name"), str):
        kept = departure(bot_id) if departure is not None else None
    if not isinstance(kept, Mapping) or not isinstance(kept.get("name"), str):
        return bot_id
    return bot_words(pack_id, kept, bot_id)


NAMES_JOIN, DAY_JOIN = ", ", " — "  # "Red, Blue Team — 2026-11-28"


def made_title(names: Sequence[str], day: str) -> str:
    """The title New game gives a game: its bots' names as stored, then the day."""
    return DAY_JOIN.join(p for p in (NAMES_JOIN.join(names), day) if p)


def said_title(title: str, stored: Sequence[str], said: Sequence[str]) -> str:
    """A title New game made (made_title) with the bots' names as the screen says them now, the
    rest kept ("… — 2026-11-28 (2)"); a title the player gave, or one whose bots have changed
    since, as it is. The title stays the file's name: only what is shown follows the language."""
    named = NAMES_JOIN.join(stored)
    if not stored or len(said) != len(stored) or not title.startswith(named + DAY_JOIN):
        return title
    return NAMES_JOIN.join(said) + title[len(named) :]
