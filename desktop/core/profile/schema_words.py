"""Why a schema refuses a value, in player words: pydantic's error types as translatable
messages, and a pack validator's own message when it raises `Refused` (no Qt)."""

from __future__ import annotations

import re
from typing import Any

from desktop.core.messages import Message, Said, either, engine_msg


class PackWords:
    """Messages of a pack written where no rule context exists (its schemas' validators):
    `WORDS = PackWords("my_pack")`, then `raise Refused(WORDS.msg("..."))`; extracted into the
    pack's catalogue like `ctx.msg`."""

    def __init__(self, pack_id: str) -> None:
        self.pack_id = pack_id

    def msg(self, text: str, count: int | None = None, sense: str | None = None, **params: Any) -> Message:
        """A translatable message in the pack's context."""
        return Message(self.pack_id, text, params, count, sense)


class Refused(ValueError):
    """A value a pack's validator refuses, with the reason as a translatable message (a
    ValueError, so pydantic reports it as any other refusal)."""

    def __init__(self, message: Message) -> None:
        from desktop.core.messages import render_plain

        self.message = message
        super().__init__(render_plain(message))


def _words(kind: str, ctx: dict[str, Any]) -> Said | None:
    """The message of one pydantic error type (None: no player words for it)."""
    if kind == "missing":
        return engine_msg("a value is needed")
    if kind == "extra_forbidden":
        return engine_msg("this field is not known")
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return engine_msg("a whole number is needed")
    if kind in ("bool_type", "bool_parsing"):
        return engine_msg("yes or no is needed")
    if kind in ("string_type", "string_unicode"):
        return engine_msg("a text is needed")
    if kind in ("list_type", "tuple_type", "set_type"):
        return engine_msg("a list is needed")
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return engine_msg("a group of fields is needed")
    if kind in ("greater_than_equal", "greater_than", "less_than_equal", "less_than"):
        return _bound(kind, ctx)
    return _sized(kind, ctx)


def _sized(kind: str, ctx: dict[str, Any]) -> Said | None:
    """Lengths, patterns and fixed choices."""
    if kind == "too_short":
        return engine_msg("at least %n entries are needed", int(ctx.get("min_length", 0)))
    if kind == "too_long":
        return engine_msg("at most %n entries are allowed", int(ctx.get("max_length", 0)))
    if kind == "string_too_short":
        return engine_msg("the text needs at least %n characters", int(ctx.get("min_length", 0)))
    if kind == "string_too_long":
        return engine_msg("the text may have at most %n characters", int(ctx.get("max_length", 0)))
    if kind == "string_pattern_mismatch":
        return engine_msg(
            "the text does not have the form this field needs ({pattern})", pattern=ctx.get("pattern")
        )
    if kind in ("literal_error", "enum"):
        # pydantic says "'a', 'b' or 'c'" in English: the choices are said again in ours.
        choices = re.findall(r"'([^']*)'", str(ctx.get("expected", ""))) or [str(ctx.get("expected", ""))]
        return engine_msg("the value must be {allowed}", allowed=either(choices))
    return None


def _bound(kind: str, ctx: dict[str, Any]) -> Said:
    if kind == "greater_than_equal":
        return engine_msg("the least allowed is {low}", low=ctx.get("ge"))
    if kind == "greater_than":
        return engine_msg("it must be more than {low}", low=ctx.get("gt"))
    if kind == "less_than_equal":
        return engine_msg("the most allowed is {high}", high=ctx.get("le"))
    return engine_msg("it must be less than {high}", high=ctx.get("lt"))


def error_words(error: dict[str, Any]) -> Said:
    """Why pydantic refused a value (one item of `ValidationError.errors()`), in player words:
    the validator's own message, a known error type's, or pydantic's English."""
    ctx = error.get("ctx") or {}
    found = getattr(ctx.get("error"), "message", None)
    if isinstance(found, Message):
        return found
    return _words(str(error.get("type", "")), ctx) or re.sub(r"^(Value|Assertion) error, ", "", error["msg"])
