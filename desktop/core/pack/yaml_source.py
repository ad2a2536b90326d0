"""YAML reading with line numbers, so every problem can be reported as `path:line: message`;
bounded in size, depth, alias expansion and number length, so a hostile file is refused."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from pathlib import Path
from typing import Any

from desktop.core.messages import Said, engine_msg, render_plain
from desktop.core.safe_read import YAML_BYTES, ReadRefused, read_text
from desktop.core.values import Value


class LoadError(Exception):
    """A file could not be read as data; carries `path:line: message` problems: `problems` in
    English (pack authors, the CLI), `messages` as the UI renders them in the player's language."""

    def __init__(self, messages: list[Said]) -> None:
        self.messages = messages
        self.problems = [render_plain(m) for m in messages]
        super().__init__("\n".join(self.problems))


def _at(path: Path | str, line: int, reason: Said) -> Said:
    return engine_msg("{file}:{line}: {reason}", file=str(path), line=line, reason=reason)


class Located(Value, frozen=False):
    """Parsed YAML data plus the line of every key path in it."""

    path: Path
    data: Any
    lines: Mapping[tuple[Any, ...], int] = field(default_factory=dict)

    def line(self, loc: tuple[Any, ...]) -> int:
        """Line of the deepest known prefix of `loc` (1 when nothing matches)."""
        loc = tuple(loc)
        while loc:
            if loc in self.lines:
                return self.lines[loc]
            loc = loc[:-1]
        return self.lines.get((), 1)

    def where(self, loc: tuple[Any, ...]) -> str:
        """`path:line` for a key path."""
        return f"{self.path}:{self.line(loc)}"


def not_yaml(detail: str) -> Said:
    """`not valid YAML: <the parser's English>`."""
    return engine_msg("not valid YAML: {detail}", detail=str(detail))


def load_yaml_text(text: str, path: Path) -> Located:
    """Parse YAML text safely, keeping the line of every key path."""
    if len(text) > YAML_BYTES:
        too_large = engine_msg("is too large (%n characters, at most {most})", len(text), most=YAML_BYTES)
        raise LoadError([_at(path, 1, too_large)])
    import yaml  # here, with the parser: a start from the packs' cache reads no YAML

    from desktop.core.pack.yaml_builder import Refused, parse

    try:
        data, lines, documents = parse(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 1
        reason = getattr(exc, "problem", None) or str(exc)
        raise LoadError([_at(path, line, not_yaml(reason))]) from None
    except Refused as exc:
        raise LoadError([_at(path, exc.line, exc.reason)]) from None
    except (ValueError, OverflowError, TypeError) as exc:  # e.g. a date that does not exist
        raise LoadError([_at(path, 1, not_yaml(str(exc)))]) from None
    if documents == 0 or (data is None and not lines):
        return Located(path, None, {(): 1})
    return Located(path, data, lines)


def load_yaml(path: Path) -> Located:
    """Read a YAML file; unreadable files and bad syntax become a LoadError."""
    try:
        text = read_text(path, YAML_BYTES)
    except ReadRefused as exc:
        raise LoadError([exc.message]) from None
    return load_yaml_text(text, path)
