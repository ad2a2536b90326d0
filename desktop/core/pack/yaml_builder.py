"""The YAML reader's engine: plain data and the line of every key path from PyYAML's parser
events, with the bounds of desktop.core.pack.yaml_source. Imported on first use (PyYAML is not needed
when the packs come from their cache)."""

from __future__ import annotations

import threading
from typing import Any

import yaml

from desktop.core.messages import Said, engine_msg, render_plain
from desktop.core.safe_read import MAX_DEPTH, MAX_INT_DIGITS, MAX_STRING

# Values one file may stand for once aliases are expanded (billion laughs expands to 10^9).
MAX_EXPANDED = 1_000_000


class Refused(Exception):
    """A bound or shape problem at a line (turned into a LoadError with the file's path)."""

    def __init__(self, line: int, reason: Said) -> None:
        super().__init__(render_plain(reason))
        self.line, self.reason = line, reason


_LOCAL = threading.local()
_STR_TAG = "tag:yaml.org,2002:str"
_INT_TAG = "tag:yaml.org,2002:int"
_NO_KEY = object()


def _scalar(node: yaml.ScalarNode) -> Any:
    if node.tag == _STR_TAG:  # most scalars: the constructor would return node.value
        return node.value
    if node.tag == _INT_TAG:
        digits = node.value.lstrip("+-").replace("_", "")
        if len(digits) > MAX_INT_DIGITS + 2:  # room for a 0x / 0o prefix
            raise Refused(
                node.start_mark.line + 1,
                engine_msg("a number has more than %n digits", MAX_INT_DIGITS),
            )
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


class _Frame:
    """A mapping or sequence being built."""

    __slots__ = ("data", "loc", "key", "key_line", "size", "anchor")

    def __init__(self, data: Any, loc: tuple[Any, ...], anchor: str | None) -> None:
        self.data, self.loc, self.anchor = data, loc, anchor
        self.key: Any = _NO_KEY
        self.key_line = 1
        self.size = 1


class _Builder:
    """Builds plain data from parser events without recursion, counting what aliases expand to."""

    def __init__(self, loader: Any) -> None:
        self.loader = loader
        self.stack: list[_Frame] = []
        self.lines: dict[tuple[Any, ...], int] = {}
        self.anchors: dict[str, tuple[Any, int] | None] = {}  # None: still being built
        self.expanded = 0
        self.root: Any = None
        self.documents = 0

    def run(self) -> Any:
        loader = self.loader
        while loader.check_event():
            self.feed(loader.get_event())
        return self.root

    def feed(self, event: yaml.Event) -> None:
        line = event.start_mark.line + 1 if event.start_mark is not None else 1
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            if len(self.stack) + 1 >= MAX_DEPTH:
                raise Refused(line, engine_msg("is nested more than %n levels deep", MAX_DEPTH))
            loc = self._value_loc(line)
            self.lines[loc] = line
            data: Any = {} if isinstance(event, yaml.MappingStartEvent) else []
            if event.anchor is not None:
                self.anchors[event.anchor] = None
            self.stack.append(_Frame(data, loc, event.anchor))
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            frame = self.stack.pop()
            if frame.anchor is not None:
                self.anchors[frame.anchor] = (frame.data, frame.size)
            self._attach(frame.data, frame.size, frame.loc)
        elif isinstance(event, yaml.ScalarEvent):
            self._on_scalar(event, line)
        elif isinstance(event, yaml.AliasEvent):
            self._on_alias(event, line)
        elif isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise Refused(line, engine_msg("expected a single document in the stream"))

    def _on_scalar(self, event: yaml.ScalarEvent, line: int) -> None:
        if len(event.value) > MAX_STRING:
            raise Refused(line, engine_msg("a text is longer than %n characters", MAX_STRING))
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        # libyaml's marks or PyYAML's (the stubs name only the latter): the node only carries them.
        start: Any = event.start_mark
        end: Any = event.end_mark
        value = _scalar(yaml.ScalarNode(tag, event.value, start, end, event.style))
        parent = self.stack[-1] if self.stack else None
        if parent is not None and isinstance(parent.data, dict) and parent.key is _NO_KEY:
            if value in parent.data:
                raise Refused(line, engine_msg("duplicate key '{key}'", key=str(value)))
            parent.key, parent.key_line = value, line
            return
        loc = self._value_loc(line)
        self.lines[loc] = line
        if event.anchor is not None:
            self.anchors[event.anchor] = (value, 1)
        self._attach(value, 1, loc)

    def _on_alias(self, event: yaml.AliasEvent, line: int) -> None:
        if event.anchor not in self.anchors:
            raise Refused(line, engine_msg("found undefined alias '{alias}'", alias=str(event.anchor)))
        target = self.anchors[event.anchor]
        if target is None:
            raise Refused(line, engine_msg("alias '{alias}' refers to itself", alias=str(event.anchor)))
        loc = self._value_loc(line)
        self.expanded += target[1]
        if self.expanded > MAX_EXPANDED:
            raise Refused(line, engine_msg("aliases expand to more than %n values", MAX_EXPANDED))
        self._attach(target[0], target[1], loc)

    def _value_loc(self, line: int) -> tuple[Any, ...]:
        """Key path of the value about to be built; a mapping key must be a plain value."""
        if not self.stack:
            return ()
        parent = self.stack[-1]
        if isinstance(parent.data, list):
            return parent.loc + (len(parent.data),)
        if parent.key is _NO_KEY:
            raise Refused(
                line, engine_msg("a mapping key must be a plain value, not a list, mapping or alias")
            )
        return parent.loc + (parent.key,)

    def _attach(self, value: Any, size: int, loc: tuple[Any, ...]) -> None:
        self.expanded += 1
        if self.expanded > MAX_EXPANDED:
            raise Refused(self.lines.get(loc, 1), engine_msg("holds more than %n values", MAX_EXPANDED))
        if not self.stack:
            self.root = value
            return
        parent = self.stack[-1]
        parent.size += size
        if isinstance(parent.data, list):
            parent.data.append(value)
        else:
            parent.data[parent.key] = value
            # A mapping entry's line is its key's line (the value may start on the next one).
            self.lines[loc] = parent.key_line
            parent.key = _NO_KEY


def parse(text: str) -> tuple[Any, dict[tuple[Any, ...], int], int]:
    """The data of one YAML document, the line of every key path and the documents seen;
    raises yaml.YAMLError, Refused, ValueError, OverflowError or TypeError."""
    # libyaml's parser (when PyYAML has it) is several times faster and keeps the same marks.
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)(text)
    builder = _Builder(loader)
    try:
        return builder.run(), builder.lines, builder.documents
    finally:
        loader.dispose()
