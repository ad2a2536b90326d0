"""Texts in one language without switching the app's: a language's catalogues loaded into
translators of its own, never installed, and asked directly (the table display speaks Ukrainian
while the laptop plays in Polish)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTranslator

from desktop.core.messages import Message, fill, render_param
from desktop.ui.language import said_by


class Tongue:
    """One language's translators, asked in the order Qt asks installed ones (the last loaded
    first); a text no catalogue has stays in English, as `QCoreApplication.translate` leaves it."""

    def __init__(self, code: str, catalogues: Iterable[Path]) -> None:
        self.code = code
        self.translators: list[QTranslator] = []
        for qm in catalogues:
            translator = QTranslator()
            if translator.load(str(qm)):
                self.translators.append(translator)
        self.translators.reverse()

    def translate(self, context: str, text: str, sense: str | None = None, count: int = -1) -> str:
        """`text` of `context` in this language (with a sense, that entry first, as Qt does)."""
        for translator in self.translators:
            found = translator.translate(context, text, sense, count)
            if found:
                return found
        return text

    def has(self, msg: Message) -> bool:
        """Whether this language says `msg` in its own words (English always does): a phrase
        set into a sentence of this language is left out rather than shown in English."""
        return self.code == "en" or said_by(self.translators, msg)

    def say(self, context: str, text: str, count: int | None = None, **params: Any) -> str:
        """An interface text of `context`, its `%n` and `{name}` parameters filled."""
        translated = self.translate(context, text, None, -1 if count is None else count)
        return fill(translated, count, {k: str(v) for k, v in params.items()})

    def seat_text(self, words: Mapping[str, Message], key: str, context: str, own: str) -> str:
        """An interface text a pack may word whole (`seat_words`): the pack's phrase where this
        language has it, else the interface's own (`own` of `context`)."""
        phrase = words.get(key)
        return self.render(phrase) if phrase is not None and self.has(phrase) else self.say(context, own)

    def render(self, msg: Message | str | int | None) -> str:
        """A core message (and the messages nested in it) in this language."""
        if msg is None:
            return ""
        if not isinstance(msg, Message):
            return str(msg)
        count = msg.count if msg.count is not None else -1
        text = self.translate(msg.context, msg.text, msg.sense, count)
        params = {k: render_param(v, self.render) for k, v in msg.params.items()}
        return fill(text, msg.count, params)

    def __repr__(self) -> str:
        return f"Tongue({self.code!r}, {len(self.translators)} catalogues)"


_TONGUES: dict[tuple[str, tuple[Path, ...]], Tongue] = {}


def tongue_for(code: str, catalogues: list[Path]) -> Tongue:
    """The tongue of a language made of these catalogues (loaded once: switching back and forth
    costs no file reading)."""
    key = (code, tuple(catalogues))
    known = _TONGUES.get(key)
    if known is None:
        known = _TONGUES[key] = Tongue(code, catalogues)
    return known
