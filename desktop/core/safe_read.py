"""Bounded reads of files a player (or anyone) can hand us: size, depth, integer and string
caps, regular files only; every refusal is one `file:line: reason` line."""

from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

from desktop.core.messages import MessageError, Said, db_reason, engine_msg, os_reason
from desktop.core.values import Value

# Nesting the app's own data never comes near (a world is ~8 deep, a log line ~6).
MAX_DEPTH = 100
# Whole numbers of up to 18 digits (fit 64 bits); Python's own 4,300-digit limit raises mid-parse.
MAX_INT_DIGITS = 18
MAX_INT = 2**63
# Longer than any text a pack, profile or player writes.
MAX_STRING = 100_000
# Values in one document (a 20,000-event JSON save holds ~200,000).
MAX_NODES = 5_000_000

MB = 1 << 20
JSON_SAVE_BYTES = 128 * MB
YAML_BYTES = 4 * MB
SETTINGS_BYTES = 1 * MB
CACHE_BYTES = 64 * MB


class ReadRefused(MessageError):
    """A file or a piece of one that is not used: `where:line: reason`."""

    def __init__(self, where: str | Path, line: int, reason: Said) -> None:
        self.where, self.line, self.reason = str(where), line, reason
        super().__init__(engine_msg("{file}:{line}: {reason}", file=self.where, line=line, reason=reason))

    @property
    def problem(self) -> str:
        """The `file:line: reason` line."""
        return str(self)


class Limits(Value):
    """Caps of one kind of document."""

    depth: int = MAX_DEPTH
    int_digits: int = MAX_INT_DIGITS
    string: int = MAX_STRING
    nodes: int = MAX_NODES


DEFAULT = Limits()


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; a FIFO, device or folder is refused
    without waiting on it."""
    try:
        # O_NONBLOCK: opening a FIFO with no writer returns at once instead of hanging.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise ReadRefused(path, 1, cannot_be_read(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ReadRefused(path, 1, not_a_file())
        if info.st_size > limit:
            raise ReadRefused(
                path,
                1,
                engine_msg("is too large (%n bytes, at most {most})", info.st_size, most=limit),
            )
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:  # the file grew while we read it
                raise ReadRefused(path, 1, engine_msg("is too large (more than %n bytes)", limit))
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise ReadRefused(path, 1, cannot_be_read(exc)) from None
    finally:
        os.close(fd)


def cannot_be_read(exc: OSError) -> Said:
    """`cannot be read: <why>` for a file the system would not open or read."""
    return engine_msg("cannot be read: {reason}", reason=os_reason(exc))


def cannot_be_written(exc: OSError | Exception) -> Said:
    """`cannot be written: <why>` for a file the system would not write."""
    return engine_msg("cannot be written: {reason}", reason=os_reason(exc))


def not_a_file() -> Said:
    """The refusal of a folder, device or pipe where a file was expected."""
    return engine_msg("is not a regular file")


def not_utf8() -> Said:
    """The refusal of text that is not UTF-8."""
    return engine_msg("is not UTF-8 text")


def read_text(path: Path, limit: int) -> str:
    """A bounded regular file as UTF-8 text."""
    raw = read_bytes(path, limit)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ReadRefused(path, line, not_utf8()) from None


def _bounded_int(limits: Limits) -> Any:
    def parse(digits: str) -> int:
        if len(digits.lstrip("-")) > limits.int_digits:
            raise _TooLong(digits)
        return int(digits)

    return parse


class _TooLong(ValueError):
    """An integer literal longer than the cap (raised inside the JSON parser)."""

    def __init__(self, digits: str) -> None:
        super().__init__(digits)
        self.digits = digits


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def parse_json(text: str | bytes, where: str | Path, limits: Limits = DEFAULT, checked: bool = True) -> Any:
    """JSON text to data within `limits`; any problem is a ReadRefused naming the line.
    `checked=False` skips the per-value caps (for text whose digest proves we wrote it)."""
    if not isinstance(text, (str, bytes)):  # e.g. a damaged database cell read as a number
        raise ReadRefused(where, 1, engine_msg("is not text ({kind})", kind=type(text).__name__))
    if isinstance(text, bytes):
        raw = text
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ReadRefused(where, raw[: exc.start].count(b"\n") + 1, not_utf8()) from None
    try:
        if checked:
            data = json.loads(text, parse_int=_bounded_int(limits), parse_constant=_no_constant)
        else:
            data = json.loads(text)
    except json.JSONDecodeError as exc:
        # A string that runs to the end of the text was cut short too (its error names its start).
        ending = exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string")
        detail: dict[str, Any] = {"detail": exc.msg, "column": exc.colno}
        reason = (
            engine_msg("is cut short (truncated): {detail} at column {column}", **detail)
            if ending
            else engine_msg("is damaged: {detail} at column {column}", **detail)
        )
        raise ReadRefused(where, exc.lineno, reason) from None
    except _TooLong as exc:
        line = _line_of(text, exc.digits)
        too_long = engine_msg("a number has more than %n digits", limits.int_digits)
        raise ReadRefused(where, line, too_long) from None
    except RecursionError:
        raise ReadRefused(where, _deep_line(text, limits.depth), engine_msg("is nested too deeply")) from None
    except (ValueError, MemoryError) as exc:
        raise ReadRefused(where, 1, damaged(exc)) from None
    if checked:
        check_tree(data, where, limits, text)
    return data


def read_json(path: Path, limit: int, limits: Limits = DEFAULT) -> Any:
    """A bounded JSON file."""
    return parse_json(read_bytes(path, limit), path, limits)


def check_tree(data: Any, where: str | Path, limits: Limits = DEFAULT, text: str | None = None) -> None:
    """Refuse data nested deeper, longer or bigger than `limits` (walks without recursion; only
    containers go on the stack, which keeps it fast enough for every start)."""
    _check_leaf(data, where, limits, text)
    if type(data) is not dict and type(data) is not list:
        return
    stack: list[tuple[Any, int]] = [(data, 1)]
    nodes, cap = 0, limits.string
    while stack:
        value, depth = stack.pop()
        nodes += len(value)
        if nodes > limits.nodes:
            raise ReadRefused(where, 1, engine_msg("holds more than %n values", limits.nodes))
        if depth >= limits.depth:
            line = _deep_line(text, limits.depth) if text is not None else 1
            raise ReadRefused(where, line, engine_msg("is nested more than %n levels deep", limits.depth))
        if type(value) is dict:
            if value and max(map(len, value)) > limits.string:
                raise ReadRefused(where, 1, engine_msg("a key is longer than %n characters", limits.string))
            items = value.values()
        else:
            items = value
        for item in items:
            kind = type(item)
            if kind is str:
                if len(item) > cap:
                    _check_leaf(item, where, limits, text)
            elif kind is dict or kind is list:
                stack.append((item, depth + 1))
            elif kind is not bool and item is not None and (kind is not int or not -MAX_INT < item < MAX_INT):
                _check_leaf(item, where, limits, text)


def _check_leaf(value: Any, where: str | Path, limits: Limits, text: str | None) -> None:
    if isinstance(value, str):
        if len(value) > limits.string:
            too_long = engine_msg("a text is longer than %n characters", limits.string)
            raise ReadRefused(where, _line_of(text, value[:40]), too_long)
    elif isinstance(value, bool):
        return
    elif isinstance(value, int):
        if not -MAX_INT < value < MAX_INT:
            raise ReadRefused(where, _line_of(text, str(value)[:20]), engine_msg("a number is out of range"))
    elif isinstance(value, float) and not math.isfinite(value):
        raise ReadRefused(where, 1, engine_msg("a number is not finite"))


def damaged(exc: Exception | str) -> Said:
    """`is damaged: <detail>`: SQLite's usual refusals in player words, else the parser's own
    English."""
    words = db_reason(exc) if isinstance(exc, Exception) else None
    return engine_msg("is damaged: {detail}", detail=words or str(exc))


def _line_of(text: str | None, needle: str) -> int:
    """Line of the first occurrence of `needle` (1 when unknown); only on the refusal path."""
    if not text or not needle:
        return 1
    pos = text.find(needle)
    return text.count("\n", 0, pos) + 1 if pos >= 0 else 1


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def _deep_line(text: str | None, depth: int) -> int:
    """Line where JSON nesting first passes `depth` (strings skipped); only on the refusal path."""
    if not text:
        return 1
    level = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token == "[" or token == "{":
            level += 1
            if level >= depth:
                return text.count("\n", 0, match.start()) + 1
        elif token == "]" or token == "}":
            level -= 1
    return 1
