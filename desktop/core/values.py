"""Value classes (the view, steps, log entries, the start's findings) declared like dataclasses
but made without generating code: `@dataclass` compiles an `__init__`, `__repr__` and `__eq__` for
every class (about half a millisecond each), and some forty are declared before the first paint.
A `Value` subclass reads its annotations once and shares one `__eq__`, `__hash__` and `__repr__`;
its `__init__` is compiled once the class has made a few values (the engine makes hundreds of
thousands of steps and log entries: a generic one would cost it a quarter of its speed), so a
class never used, or used a few times, compiles nothing. (A pack's objects, which pydantic
checks, are `record.Record`s.)

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
# Values a class makes through the generic `__init__` before its own is compiled (≈ 0.1 ms each):
# of the forty classes used before the first paint, thirty make fewer.
COMPILE_AFTER = 8


class FrozenValueError(dataclasses.FrozenInstanceError):
    """A field of a frozen value was assigned: what a frozen dataclass raises, so callers and
    tests need not know which kind of class they hold."""


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field,))
class Value:
    """Base of the value classes: see the module's docstring."""

    _fields: ClassVar[tuple[str, ...]] = ()
    _compared: ClassVar[tuple[str, ...]] = ()
    _shown: ClassVar[tuple[str, ...]] = ()
    # Per field without a value given: its default, or the function making a fresh one.
    _constants: ClassVar[dict[str, Any]] = {}
    _factories: ClassVar[dict[str, Callable[[], Any]]] = {}
    _frozen: ClassVar[bool] = True
    _made: ClassVar[int] = 0  # values made before `__init__` was compiled (COMPILE_AFTER)

    def __init_subclass__(cls, frozen: bool = True, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields, compared, shown = list(cls._fields), list(cls._compared), list(cls._shown)
        constants, factories = dict(cls._constants), dict(cls._factories)
        for name, kind in cls.__dict__.get("__annotations__", {}).items():
            if str(kind).startswith(("ClassVar", "typing.ClassVar")):
                continue
            spec = cls.__dict__.get(name, _NO_DEFAULT)
            compare = show = True
            default: Any = spec
            factory: Any = _NO_DEFAULT
            if isinstance(spec, dataclasses.Field):
                compare, show = spec.compare, spec.repr
                default, factory = spec.default, spec.default_factory
                if spec.default is _NO_DEFAULT:
                    delattr(cls, name)  # a required field has no class attribute, as a dataclass
                else:
                    setattr(cls, name, spec.default)
            if name not in fields:
                fields.append(name)
            _keep(compared, name, compare)
            _keep(shown, name, show)
            constants.pop(name, None)
            factories.pop(name, None)
            if factory is not _NO_DEFAULT:
                factories[name] = factory
            elif default is not _NO_DEFAULT:
                constants[name] = default
        cls._fields, cls._compared, cls._shown = tuple(fields), tuple(compared), tuple(shown)
        cls._constants, cls._factories, cls._frozen = constants, factories, frozen
        if not frozen:
            cls.__hash__ = None  # type: ignore[assignment] # as a mutable dataclass: equal, not hashable
        if "__init__" not in cls.__dict__:  # its own entry: a base's compiled one has other fields
            cls.__init__ = Value.__init__  # type: ignore[method-assign]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        cls = type(self)
        made = cls.__dict__.get("_made", 0)
        if made < COMPILE_AFTER:  # most classes make a few values before the first paint: no compiling
            cls._made = made + 1
            self._generic_init(*args, **kwargs)
            return
        init = _compiled_init(cls)
        cls.__init__ = init  # type: ignore[method-assign]
        init(self, *args, **kwargs)

    def _generic_init(self, *args: Any, **kwargs: Any) -> None:
        """What a compiled __init__ does, for a class whose fields cannot be parameters in their
        order (a field without a default after one with)."""
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
                    if name in self._factories:
                        values[name] = self._factories[name]()
                    elif name in self._constants:
                        values[name] = self._constants[name]
                    else:
                        raise TypeError(f"{type(self).__name__} needs a value for {name!r}")
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


def _compiled_init(cls: type[Value]) -> Callable[..., None]:
    """An `__init__` taking the class's fields as parameters, in order, with their defaults."""
    params: list[str] = []
    fresh: list[str] = []
    ns: dict[str, Any] = {"_MISSING": _NO_DEFAULT}
    for i, name in enumerate(cls._fields):
        if name in cls._factories:
            params.append(f"{name}=_MISSING")
            ns[f"_make_{i}"] = cls._factories[name]
            fresh.append(f"    if {name} is _MISSING:\n        {name} = _make_{i}()\n")
        elif name in cls._constants:
            params.append(f"{name}=_default_{i}")
            ns[f"_default_{i}"] = cls._constants[name]
        elif params and "=" in params[-1]:
            return Value._generic_init
        else:
            params.append(name)
    stored = ", ".join(f"{name!r}: {name}" for name in cls._fields)
    source = (
        f"def __init__(self, {', '.join(params)}):\n"
        + "".join(fresh)
        + f"    self.__dict__.update({{{stored}}})\n"  # not through the frozen __setattr__
    )
    exec(source, ns)  # noqa: S102 - our own text, from the field names of a class
    init: Callable[..., None] = ns["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _keep(names: list[str], name: str, wanted: bool) -> None:
    """`names` holds `name` (in its place) exactly when `wanted`."""
    if wanted and name not in names:
        names.append(name)
    elif not wanted and name in names:
        names.remove(name)
