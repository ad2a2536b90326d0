"""Checked pack objects kept as plain JSON and built back without checking them again: a start
from a clean pack cache makes its records (desktop.core.pack.record) from the fields each was given,
so pydantic is not even imported before the first paint. What cannot be kept exactly (the check
below says so) is simply checked again at every start."""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any

from desktop.core.pack.record import Record, hints, record_class

Convert = Callable[[Any], Any]


class NotKept(Exception):
    """A value, or a type, that this module does not keep exactly."""


def to_plain(value: Any) -> Any:
    """A checked value as JSON data: a model holds the fields it was given (the others take
    their defaults again), lists and tuples are lists; anything else raises NotKept."""
    if isinstance(value, Record):
        if value.model_extra:
            raise NotKept(f"{type(value).__name__} holds fields it does not declare")
        given = value.model_fields_set
        return {name: to_plain(getattr(value, name)) for name in type(value).model_fields if name in given}
    if isinstance(value, (list, tuple)):
        return [to_plain(item) for item in value]
    if isinstance(value, dict):
        return {_key(key): to_plain(item) for key, item in value.items()}
    if value is None or type(value) in (str, int, float, bool):
        return value
    raise NotKept(f"a {type(value).__name__} is not kept")


def _key(key: Any) -> str:
    if type(key) is str:
        return key
    if type(key) is int:
        return str(key)  # the declared key type turns it back (see _dict)
    raise NotKept(f"a {type(key).__name__} key is not kept")


def from_plain(kind: Any, data: Any) -> Any:
    """The object `to_plain` was given, from its JSON data and the type it was checked as."""
    return _converter(kind)(data)


def kept(kind: Any, value: Any) -> Any:
    """What `to_plain` gives for `value`, when building it back gives exactly `value` (same
    types, fields given and values); NotKept otherwise."""
    plain = to_plain(value)
    try:
        back = from_plain(kind, json.loads(json.dumps(plain)))
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise NotKept(f"{type(value).__name__} does not come back: {exc}") from None
    if not same(value, back):
        raise NotKept(f"{type(value).__name__} does not come back the same")
    return plain


def same(a: Any, b: Any) -> bool:
    """Equal values of the same types, models with the same fields given."""
    if type(a) is not type(b):
        return False
    if isinstance(a, Record):
        names = type(a).model_fields
        return a.model_fields_set == b.model_fields_set and all(
            same(getattr(a, n), getattr(b, n)) for n in names
        )
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    return bool(a == b)


def _converter(kind: Any) -> Convert:
    """A function building a value of `kind` from JSON data (made once per type)."""
    try:
        return _cached(kind)
    except TypeError:  # a type whose metadata cannot be hashed
        return _make(kind)


@cache
def _cached(kind: Any) -> Convert:
    return _make(kind)


def _make(kind: Any) -> Convert:
    origin = typing.get_origin(kind)
    if origin is typing.Annotated:
        return _converter(typing.get_args(kind)[0])
    if record_class(kind) is not None:
        return _record(kind)
    if origin is typing.Union or origin is types.UnionType:
        return _union(typing.get_args(kind))
    if origin is list:
        item = _converter(typing.get_args(kind)[0])
        return lambda data: [item(x) for x in data]
    if origin is tuple:
        return _tuple(typing.get_args(kind))
    if origin is dict:
        return _dict(*typing.get_args(kind))
    if _plain(kind):
        return _same
    raise NotKept(f"type {kind!r} is not kept")


def _same(data: Any) -> Any:
    return data


def _plain(kind: Any) -> bool:
    """Types whose JSON data is the value itself."""
    plain = (Any, str, int, float, bool, type(None), object)
    return kind in plain or typing.get_origin(kind) is typing.Literal


def _record(cls: type[Record]) -> Convert:
    plan: list[_Plan] = []

    def build(data: dict[str, Any]) -> Record:
        if not plan:  # made on first use: records may refer to each other
            plan.append(_Plan(cls))
        made = plan[0]
        values = dict(made.fixed)
        for name, item in data.items():
            convert = made.converters[name]  # a KeyError: not what this code writes (checked again)
            values[name] = item if convert is _same else convert(item)
        for name, default in made.fresh:
            if name not in data:
                values[name] = default()
        if len(values) != made.count:
            raise KeyError(f"{cls.__name__} misses a field it needs")
        return cls.built(values, set(data))

    return build


class _Plan:
    """How a record is built back: each field's converter, the defaults that can be shared (none,
    numbers, texts) and those made fresh for each record (lists, mappings, records)."""

    def __init__(self, cls: type[Record]) -> None:
        kinds = hints(cls)
        self.converters = {name: _converter(kinds[name]) for name in cls.model_fields}
        specs = [(name, spec) for name, spec in cls.model_fields.items() if not spec.required]
        self.fixed = {name: spec.default for name, spec in specs if type(spec.default) in _SHARED}
        self.fresh = [(name, spec.value) for name, spec in specs if name not in self.fixed]
        self.count = len(cls.model_fields)


_SHARED = (type(None), bool, int, float, str)


def _union(members: tuple[Any, ...]) -> Convert:
    """`None`, a plain value, one kind of container, or a model told apart from the others by a
    literal field they all have (a node's `kind`)."""
    options = [m for m in members if m is not type(None)]
    if len(options) == 1:
        inner = _converter(options[0])
        return lambda data: None if data is None else inner(data)
    models = [found for m in options if (found := record_class(_bare(m))) is not None]
    if not models:
        if all(_plain(_bare(m)) for m in options):
            return _same
        raise NotKept(f"union {members!r} is not kept")
    if len(models) != len(options):
        raise NotKept(f"union {members!r} mixes models and other types")
    return _tagged(models)


def _bare(kind: Any) -> Any:
    while typing.get_origin(kind) is typing.Annotated:
        kind = typing.get_args(kind)[0]
    return kind


def _tagged(models: list[type[Record]]) -> Convert:
    tags = [_tags(m) for m in models]
    shared = set.intersection(*(set(t) for t in tags))
    for name in sorted(shared):
        by_value: dict[Any, type[Record]] = {}
        for model, tag in zip(models, tags, strict=True):
            for value in tag[name]:
                by_value.setdefault(value, model)
        if len(by_value) == sum(len(t[name]) for t in tags):
            builders = {value: _converter(model) for value, model in by_value.items()}
            return lambda data: None if data is None else builders[data[name]](data)
    raise NotKept(f"models {[m.__name__ for m in models]} have no literal field telling them apart")


def _tags(cls: type[Record]) -> dict[str, tuple[Any, ...]]:
    """The record's required literal fields and their values."""
    found = {}
    kinds = hints(cls)
    for name, spec in cls.model_fields.items():
        if spec.required and typing.get_origin(_bare(kinds[name])) is typing.Literal:
            found[name] = typing.get_args(_bare(kinds[name]))
    return found


def _tuple(args: tuple[Any, ...]) -> Convert:
    if len(args) == 2 and args[1] is Ellipsis:
        item = _converter(args[0])
        return lambda data: tuple(item(x) for x in data)
    items = [_converter(a) for a in args]
    return lambda data: tuple(c(x) for c, x in zip(items, data, strict=True))


def _dict(key_kind: Any, value_kind: Any) -> Convert:
    key = int if _bare(key_kind) is int else _same
    if key is _same and not _plain(_bare(key_kind)):
        raise NotKept(f"mapping keys of type {key_kind!r} are not kept")
    value = _converter(value_kind)
    return lambda data: {key(k): value(v) for k, v in data.items()}
