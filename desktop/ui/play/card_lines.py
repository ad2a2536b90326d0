"""A drawn card in words, for the card beside the step and the table display alike: its head
(number and title) and one line per field the deck gives, rendered by the caller's language."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from desktop.core.messages import Message

# Fields shown as a title rather than as a line; everything else a deck defines is listed.
TITLE_KEYS = ("name", "title")
FLAG_MARKS = {"discard": "⊘"}

Say = Callable[[Message], str]  # a message in the language of the window that shows it


def humanize(key: str) -> str:
    """A field key as a label in English ("war_action" -> "War action")."""
    return key.replace("_", " ").strip().capitalize()


def card_title(card: Mapping[str, Any]) -> str | None:
    """The value a card is named by, if it has one."""
    return next((card[k] for k in TITLE_KEYS if isinstance(card.get(k), str)), None)


def value_text(pack_id: str, value: Any, words: Mapping[str, Message], say: Say, key: str = "") -> str:
    """A card value: a chart's id or a value the pack labels in its words (`words`; the label
    its field `key` gives it first), other strings as rule texts of the pack."""
    if isinstance(value, str):
        return say(words.get(f"{key}:{value}") or words.get(value) or Message(pack_id, value))
    if isinstance(value, dict):
        return ", ".join(
            f"{say(Message(pack_id, humanize(str(k))))}: {value_text(pack_id, v, words, say)}"
            for k, v in value.items()
        )
    if isinstance(value, list):
        return ", ".join(value_text(pack_id, v, words, say) for v in value)
    return str(value)


def card_lines(
    pack_id: str,
    card: Mapping[str, Any],
    labels: Mapping[str, Message],
    words: Mapping[str, Message],
    say: Say,
) -> list[str]:
    """One line per field of the card, in the deck's order: flags by their mark, lists numbered,
    a value no source gives as "?" (never guessed)."""
    lines: list[str] = []
    for key, value in card.items():
        if key in ("id", "sources") or key in TITLE_KEYS:
            continue
        label = say(labels.get(key) or Message(pack_id, humanize(key)))
        if isinstance(value, bool):
            lines += [f"{FLAG_MARKS.get(key, '✓')} {label}"] if value else []
        elif isinstance(value, list) and value and all(isinstance(v, (str, dict)) for v in value):
            lines.append(f"{label}:")
            lines += [f"  {i}. {value_text(pack_id, v, words, say, key)}" for i, v in enumerate(value, 1)]
        elif value is None:
            lines.append(f"{label}: ?")
        elif value != [] and value != "":
            lines.append(f"{label}: {value_text(pack_id, value, words, say, key)}")
    return lines
