"""Value classes (the view, steps, log entries, the start's findings) declared like dataclasses
but made without generating code: `@dataclass` compiles an `__init__`, `__repr__` and `__eq__` for
every class (about half a millisecond each), and some forty are declared before the first paint.
A `Value` subclass reads its annotations once and shares one generic `__init__`, `__eq__`,
`__hash__` and `__repr__`. (A pack's objects, which pydantic checks, are `record.Record`s.)

Fields are the class's annotations in order (a base's first), defaults its class attributes;
`dataclasses.field(default=..., default_factory=..., compare=False, repr=False)` is understood.
Values are frozen unless declared `class X(Value, frozen=False)`; `replace` makes a changed copy.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar, dataclass_transform

R = TypeVar("R", bound="Value")
_NO_DEFAULT = dataclasses.MISSING


class FrozenValueError(dataclasses.FrozenInstanceError):
    """A field of a frozen value was assigned: what a frozen dataclass raises, so callers and
    tests need not know which kind of class they hold."""


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
class Value:
    """Base of the value classes: see the module's docstring."""

    _fields: ClassVar[tuple[str, ...]] = ()
    _compared: ClassVar[tuple[str, ...]] = ()
    _shown: ClassVar[tuple[str, ...]] = ()
    # Per field without a value given: a function making its default (a constant's is a lambda).
    _defaults: ClassVar[dict[str, Callable[[], Any]]] = {}
    _frozen: ClassVar[bool] = True

    def __init_subclass__(cls, frozen: bool = True, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields, compared, shown = list(cls._fields), list(cls._compared), list(cls._shown)
        defaults = dict(cls._defaults)
        for name, kind in cls.__dict__.get("__annotations__", {}).items():
            if str(kind).startswith(("ClassVar", "typing.ClassVar")):
                continue
            spec = cls.__dict__.get(name, _NO_DEFAULT)
            compare = show = True
            if isinstance(spec, dataclasses.Field):
                compare, show = spec.compare, spec.repr
                made = _maker(spec.default, spec.default_factory)
                if spec.default is _NO_DEFAULT:
                    delattr(cls, name)  # a required field has no class attribute, as a dataclass
                else:
                    setattr(cls, name, spec.default)
            else:
                made = _maker(spec, _NO_DEFAULT)
            if name not in fields:
                fields.append(name)
            _keep(compared, name, compare)
            _keep(shown, name, show)
            if made is None:
                defaults.pop(name, None)
            else:
                defaults[name] = made
        cls._fields, cls._compared, cls._shown = tuple(fields), tuple(compared), tuple(shown)
        cls._defaults, cls._frozen = defaults, frozen
        if not frozen:
            cls.__hash__ = None  # type: ignore[assignment] # as a mutable dataclass: equal, not hashable

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        fields = self._fields
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__name__} takes {len(fields)} values, {len(args)} given")
        values = dict(zip(fields, args, strict=False))
        for name, value in kwargs.items():
            if name in values or name not in fields:
                raise TypeError(f"{type(self).__name__}: unexpected or repeated field {name!r}")
            values[name] = value
        if len(values) < len(fields):
            for name in fields:
                if name not in values:
                    make = self._defaults.get(name)
                    if make is None:
                        raise TypeError(f"{type(self).__name__} needs a value for {name!r}")
                    values[name] = make()
        self.__dict__.update(values)  # not through __setattr__, which refuses on frozen values

    def __setattr__(self, name: str, value: Any) -> None:
        if self._frozen and name in self._fields:
            raise FrozenValueError(f"cannot assign to field {name!r}")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        if self._frozen and name in self._fields:
            raise FrozenValueError(f"cannot delete field {name!r}")
        object.__delattr__(self, name)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        mine, theirs = self.__dict__, other.__dict__
        return all(mine[name] == theirs[name] for name in self._compared)

    def __hash__(self) -> int:
        return hash(tuple(self.__dict__[name] for name in self._compared))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={self.__dict__[name]!r}" for name in self._shown)
        return f"{type(self).__name__}({shown})"


def replace(value: R, **changes: Any) -> R:
    """A copy of `value` with some fields changed (as dataclasses.replace)."""
    values = {name: value.__dict__[name] for name in value._fields}
    values.update(changes)
    return type(value)(**values)


def _maker(default: Any, factory: Any) -> Callable[[], Any] | None:
    """What makes a field's default: None when it has none."""
    if factory is not _NO_DEFAULT:
        return factory  # type: ignore[no-any-return]
    if default is _NO_DEFAULT:
        return None
    return lambda: default


def _keep(names: list[str], name: str, wanted: bool) -> None:
    """`names` holds `name` (in its place) exactly when `wanted`."""
    if wanted and name not in names:
        names.append(name)
    elif not wanted and name in names:
        names.remove(name)
