"""Translatable messages: an English source text, its context and its parameters."""

from __future__ import annotations

import re
from dataclasses import field
from pathlib import Path
from typing import Any

from desktop.core.values import Value

_PLACEHOLDER = re.compile(r"\{([a-zA-Z_][a-zA-Z0-9_]*)\}")


class Message(Value):
    """A text the UI translates: `context` + English `text`, `{name}` parameters, plural `count`,
    and `sense`, Qt's disambiguation: one English word that needs another translation in one
    place (an answer agreeing with its question) is a message of its own."""

    context: str
    text: str
    params: dict[str, Any] = field(default_factory=dict)
    count: int | None = None
    sense: str | None = None

    def __hash__(self) -> int:
        # Parameters are a dict: hash their stable text, so messages can sit in sets (problems).
        return hash((self.context, self.text, self.count, self.sense, repr(sorted(self.params.items()))))

    def to_json(self) -> dict[str, Any]:
        """A JSON-friendly form (nested messages included) for saves and the CLI."""
        out: dict[str, Any] = {"context": self.context, "text": self.text}
        if self.params:
            out["params"] = {k: _param_to_json(v) for k, v in self.params.items()}
        if self.count is not None:
            out["count"] = self.count
        if self.sense:
            out["sense"] = self.sense
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Message:
        """Rebuild a message saved by `to_json`."""
        params = {k: _param_from_json(v) for k, v in data.get("params", {}).items()}
        return cls(data["context"], data["text"], params, data.get("count"), data.get("sense"))


def _param_to_json(value: Any) -> Any:
    if isinstance(value, Message):
        return {"$msg": value.to_json()}
    if isinstance(value, list):
        return [_param_to_json(v) for v in value]
    return value


def _param_from_json(value: Any) -> Any:
    if isinstance(value, dict) and "$msg" in value:
        return Message.from_json(value["$msg"])
    if isinstance(value, list):
        return [_param_from_json(v) for v in value]
    return value


def params_to_json(params: dict[str, Any]) -> dict[str, Any]:
    """Text parameters in plain JSON (nested messages marked), as kept in the world and saves."""
    return {k: _param_to_json(v) for k, v in params.items()}


def params_from_json(params: dict[str, Any]) -> dict[str, Any]:
    """The inverse of `params_to_json`."""
    return {k: _param_from_json(v) for k, v in params.items()}


def placeholders(text: str) -> set[str]:
    """The `{name}` parameters a text uses."""
    return set(_PLACEHOLDER.findall(text))


def fill(text: str, count: int | None, params: dict[str, str]) -> str:
    """Put already-rendered parameters into a (translated) text; `%n` takes the count."""
    if count is not None:
        text = text.replace("%n", str(count))
    return _PLACEHOLDER.sub(lambda m: params.get(m.group(1), m.group(0)), text)


# English plural forms by (context, source text): (one, other). Filled from the English
# catalogues by `use_english_plurals`, so the CLI says "1 cube" and "2 cubes" without Qt.
_EN_PLURALS: dict[tuple[str, str], tuple[str, str]] = {}


_EN_LOADED: list[bool] = []


def _load_default_plurals() -> None:
    # Lazily, once: the app's catalogues (source tree or frozen build).
    from desktop.core.paths import translations_dir

    _EN_LOADED.append(True)
    use_english_plurals(translations_dir())


def use_english_plurals(folder: Path) -> int:
    """Read the numerus forms of every `*_en.ts` in `folder`; returns how many were found."""
    _EN_PLURALS.update(english_plurals(folder))
    return len(_EN_PLURALS)


def english_plurals(folder: Path) -> dict[tuple[str, str], tuple[str, str]]:
    """The English singular and plural of every numerus entry of the `*_en.ts` in `folder`, by
    (context, source text)."""
    import xml.etree.ElementTree as ET  # here: only plain output (the CLI) needs the catalogues

    found: dict[tuple[str, str], tuple[str, str]] = {}
    for ts in sorted(folder.glob("*_en.ts")):
        try:
            root = ET.parse(ts).getroot()
        except (ET.ParseError, OSError):
            continue  # a damaged catalogue only costs plural forms in plain output
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                forms = [f.text or "" for f in message.iter("numerusform")]
                source = message.findtext("source")
                if message.get("numerus") == "yes" and source and len(forms) >= 2 and all(forms):
                    found[(name, source)] = (forms[0], forms[1])
    return found


def render_plain(msg: Message | str | int | None) -> str:
    """Render a message in English without Qt (the CLI and logs on disk use this)."""
    if msg is None:
        return ""
    if not isinstance(msg, Message):
        return str(msg)
    rendered = {k: render_param(v, render_plain) for k, v in msg.params.items()}
    text = msg.text
    if msg.count is not None and not _EN_LOADED:
        _load_default_plurals()
    if msg.count is not None and (msg.context, text) in _EN_PLURALS:
        text = _EN_PLURALS[(msg.context, text)][0 if msg.count == 1 else 1]
    return fill(text, msg.count, rendered)


def render_param(value: Any, render: Any) -> str:
    """Render one parameter value with `render` for nested messages."""
    if isinstance(value, Message):
        return str(render(value))
    if isinstance(value, list):
        return ", ".join(render_param(v, render) for v in value)
    if isinstance(value, bool):
        return str(value)
    return str(value)


ENGINE_CONTEXT = "engine"


def engine_msg(text: str, count: int | None = None, **params: Any) -> Message:
    """A message of the engine itself (Yes, No, die ranges, refusals); extracted for the engine
    catalogue."""
    return Message(ENGINE_CONTEXT, text, params, count)


Said = Message | str
"""A text for the player: a message, or a plain string (a name, a number) shown as it is."""


def either(values: list[str]) -> Said:
    """'a, b or c' (a single value as it is)."""
    if len(values) == 1:
        return values[0]
    return engine_msg("{some} or {last}", some=", ".join(values[:-1]), last=values[-1])


class MessageError(Exception):
    """An error a player may read: `message` is rendered by the UI in the player's language;
    `str()` is its English, for the CLI and logs."""

    def __init__(self, message: Said) -> None:
        self.message: Said = message
        super().__init__(render_plain(message))


class InputError(MessageError):
    """An answer, roll, command or setup that does not fit; nothing was changed."""


def said(exc: BaseException) -> Said:
    """What to show the player for an exception: its message when it carries one."""
    message = getattr(exc, "message", None)
    return message if isinstance(message, (Message, str)) else str(exc)


def os_reason(exc: OSError | Exception) -> Said:
    """Why the system (or SQLite, which reads and writes the game files) refused a file
    operation, in player words for the usual causes (the refusal's own English otherwise)."""
    words = _OS_REASONS.get(getattr(exc, "errno", None) or 0)
    if words:
        return engine_msg(words)
    return db_reason(exc) or str(getattr(exc, "strerror", None) or exc)


def db_reason(exc: Exception) -> Said | None:
    """Why SQLite refused, in player words, by its primary result code (Python's public
    `sqlite_errorcode`); None for a code without words (its English is shown then)."""
    code = db_code(exc)
    words = _DB_REASONS.get(code) if code is not None else None
    return engine_msg(words) if words else None


def db_code(exc: BaseException) -> int | None:
    """SQLite's primary result code of a refusal (its extended code's low byte), None when it is
    not SQLite's."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


# errno -> reason; literal calls below so the extractor finds every text.
_OS_REASONS: dict[int, str] = {}
# SQLite's primary result codes (sqlite3.h: SQLITE_READONLY 8, IOERR 10, CORRUPT 11, FULL 13,
# CANTOPEN 14, NOTADB 26) -> reason.
_DB_REASONS: dict[int, str] = {
    8: engine_msg("the file cannot be written").text,
    10: engine_msg("the disk cannot be read or written").text,
    11: engine_msg("a part of the file cannot be read").text,
    13: engine_msg("the disk is full").text,
    14: engine_msg("the file cannot be opened").text,
    26: engine_msg("it is not a game file").text,
}


def _os_reasons() -> None:
    import errno

    for code, msg in (
        (errno.ENOENT, engine_msg("the file or folder does not exist")),
        (errno.EACCES, engine_msg("permission denied")),
        (errno.EPERM, engine_msg("permission denied")),
        (errno.ENOSPC, engine_msg("the disk is full")),
        (errno.EROFS, engine_msg("the disk is read-only")),
        (errno.EISDIR, engine_msg("it is a folder")),
        (errno.ENOTDIR, engine_msg("a part of the path is not a folder")),
        (errno.EEXIST, engine_msg("it exists already")),
        (errno.ENAMETOOLONG, engine_msg("the name is too long")),
        (errno.EIO, engine_msg("the disk cannot be read or written")),
    ):
        _OS_REASONS[code] = msg.text


_os_reasons()
