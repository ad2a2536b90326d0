"""A bot's default name as the pack's words (a faction's name, a seat's word and its number), kept
with a bot the player left unnamed so the window says it in the language on screen (no Qt)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.core.messages import Message, engine_msg

MAX_WORDS = 200  # as long as a name option's text may be


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
    return numbered(Message(pack_id, str(words["text"])), words.get("number"))


def numbered(words: Message, number: int | None) -> Message:
    """A name's words with its seat number after them, when it has one."""
    return words if number is None else engine_msg("{name} {number}", name=words, number=number)


def bot_words(pack_id: str, meta: Mapping[str, Any]) -> Message | str:
    """How a text names the bot: its default name in the pack's words when it was left unnamed,
    else the name the table typed."""
    words = read_name_words(meta.get("name_words"))
    return name_message(pack_id, words) if words is not None else str(meta.get("name") or "")
