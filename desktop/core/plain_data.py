"""Plain data (the JSON-like dicts and lists of a game's world) read and written by dotted path."""

from __future__ import annotations

from typing import Any

_MISSING = object()


def dig(data: Any, path: str, default: Any = _MISSING) -> Any:
    """The value at a dotted path of plain data ("deck.used.0"); KeyError naming the path when it
    is not there, unless a default is given."""
    for part in path.split("."):
        if isinstance(data, dict) and part in data:
            data = data[part]
        elif isinstance(data, list) and part.isdigit() and int(part) < len(data):
            data = data[int(part)]
        elif default is _MISSING:
            raise KeyError(f"no '{path}' in the bot's state")
        else:
            return default
    return data


def put(data: dict[str, Any], path: str, value: Any) -> None:
    """Set the value at a dotted path, making the mappings on the way."""
    *parents, last = path.split(".")
    for part in parents:
        data = data.setdefault(part, {})
    data[last] = value


def dig_or_none(data: Any, path: str) -> Any:
    """The value at a dotted path of plain data; None when it is not there (what a view shows)."""
    return dig(data, path, None)
