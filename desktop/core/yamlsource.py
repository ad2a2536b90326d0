"""YAML reading with line numbers, so every problem can be reported as `path:line: message`."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml


class LoadError(Exception):
    """A file could not be read as data; carries `path:line: message` problems."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass
class Located:
    """Parsed YAML data plus the line of every key path in it."""

    path: Path
    data: Any
    lines: dict[tuple[Any, ...], int] = field(default_factory=dict)

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


def _construct(node: yaml.Node, loc: tuple[Any, ...], lines: dict[tuple[Any, ...], int]) -> Any:
    lines[loc] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = (
                yaml.SafeLoader(b"").construct_object(key_node)
                if not isinstance(key_node, yaml.ScalarNode)
                else _scalar(key_node)
            )
            if key in out:
                raise LoadError([f"{{path}}:{key_node.start_mark.line + 1}: duplicate key '{key}'"])
            out[key] = _construct(value_node, loc + (key,), lines)
            lines[loc + (key,)] = key_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_construct(item, loc + (i,), lines) for i, item in enumerate(node.value)]
    return _scalar(node)


_LOCAL = threading.local()


_STR_TAG = "tag:yaml.org,2002:str"


def _scalar(node: yaml.Node) -> Any:
    if node.tag == _STR_TAG:  # most scalars: the constructor would return node.value
        return node.value
    # SafeLoader's constructor resolves tags exactly as yaml.safe_load would (ints, bools,
    # nulls). One per thread, reused: building a loader per scalar dominated pack loading.
    constructor = getattr(_LOCAL, "constructor", None)
    if constructor is None:
        constructor = _LOCAL.constructor = yaml.constructor.SafeConstructor()
    try:
        return constructor.construct_object(node, deep=True)
    finally:
        constructor.constructed_objects.clear()
        constructor.recursive_objects.clear()


def load_yaml_text(text: str, path: Path) -> Located:
    """Parse YAML text safely, keeping the line of every key path."""
    try:
        # libyaml's composer (when PyYAML has it) is ~5x faster and keeps the same line marks.
        node = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else 1
        reason = getattr(exc, "problem", None) or str(exc)
        raise LoadError([f"{path}:{line}: not valid YAML: {reason}"]) from None
    lines: dict[tuple[Any, ...], int] = {}
    if node is None:
        return Located(path, None, {(): 1})
    try:
        data = _construct(node, (), lines)
    except LoadError as err:
        raise LoadError([p.replace("{path}", str(path)) for p in err.problems]) from None
    except yaml.YAMLError as exc:
        raise LoadError([f"{path}:1: not valid YAML: {exc}"]) from None
    return Located(path, data, lines)


def load_yaml(path: Path) -> Located:
    """Read a YAML file; unreadable files and bad syntax become a LoadError."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LoadError([f"{path}:1: cannot read file: {exc}"]) from None
    return load_yaml_text(text, path)
