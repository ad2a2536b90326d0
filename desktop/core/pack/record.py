"""Plain typed records for a pack's objects, checked by pydantic only when a file is validated.

A `Record` subclass declares its fields as annotations (strings: nothing is evaluated when the
class is made) with defaults, `Field(...)` for constraints and markers `model_validator` and
`field_validator` for its own checks; creating one costs a dict of field names, not a validator.
`desktop.core.pack.record_check` makes, on first use, a pydantic twin of each class from the same
declarations: the same fields, constraints, checks and error messages. A start from a clean pack
cache builds records without it, so pydantic is not imported before the first paint.

The records answer the part of pydantic's model API the code base uses (`model_validate`,
`model_dump`, `model_copy`, `model_fields`, `model_fields_set`, `model_json_schema`)."""

from __future__ import annotations

import copy
import enum
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Self, TypeVar, dataclass_transform

if TYPE_CHECKING:
    from pydantic import ValidationError

F = TypeVar("F", bound=Callable[..., Any])
_REQUIRED: Any = object()  # the default of a field that has none
_IMMUTABLE = (type(None), bool, int, float, str, tuple, frozenset)
ConfigDict = dict  # a record's `model_config`: extra ("forbid", "allow"), populate_by_name


class FieldSpec:
    """What `Field(...)` declares: a default (or none), an alias, and pydantic's constraints
    (`ge`, `min_length`, `pattern`, `discriminator`...), given to the twin as they are."""

    __slots__ = ("default", "alias", "constraints", "annotation", "module")

    def __init__(self, default: Any, alias: str | None, constraints: dict[str, Any]) -> None:
        self.default, self.alias, self.constraints = default, alias, constraints
        self.annotation: Any = None  # the field's type as written, and the module it is read in
        self.module = ""

    @property
    def required(self) -> bool:
        """Whether the field has no default."""
        return self.default is _REQUIRED

    def value(self) -> Any:
        """The default as a new record gets it: a fresh copy of a mutable one."""
        default = self.default
        if type(default) in _IMMUTABLE:
            return default
        if type(default) in (list, dict) and not default:
            return type(default)()
        return copy.deepcopy(default)

    def __repr__(self) -> str:
        return f"Field(default={self.default!r}, alias={self.alias!r}, {self.constraints!r})"


def Field(default: Any = _REQUIRED, *, alias: str | None = None, **constraints: Any) -> Any:  # noqa: N802
    """A field's default with constraints (as pydantic's `Field`), or, inside `Annotated`, the
    constraints of a type."""
    return FieldSpec(default, alias, constraints)


class Check:
    """A check a record class marked: a model check (`mode` "after", the record as it is built)
    or a field check (`fields`, `mode` "before" or "after" the field's type is checked)."""

    __slots__ = ("func", "fields", "mode")

    def __init__(self, func: Callable[..., Any], fields: tuple[str, ...], mode: str) -> None:
        self.func, self.fields, self.mode = func, fields, mode


def model_validator(*, mode: Literal["after"]) -> Callable[[F], F]:
    """Mark a method `check(self) -> self` run once the record's fields are checked (it raises
    ValueError, or Refused, to refuse the data). Only "after": a record is checked as it is built."""
    if mode != "after":
        raise ValueError(f"a record's model check runs after its fields are checked, not {mode!r}")

    def mark(func: F) -> F:
        setattr(func, "__record_check__", Check(func, (), mode))  # noqa: B010 - F does not declare it
        return func

    return mark


def field_validator(*fields: str, mode: Literal["before", "after"] = "after") -> Callable[[F], F]:
    """Mark a classmethod `check(cls, value) -> value` of some fields (pydantic's field_validator)."""

    def mark(func: F) -> F:
        target = func.__func__ if isinstance(func, classmethod) else func
        setattr(target, "__record_check__", Check(target, fields, mode))  # noqa: B010
        return func

    return mark


def invalid() -> type[ValidationError]:
    """pydantic's ValidationError, imported on first use: an `except invalid():` clause calls it
    only when something was raised, so a start that validates nothing does not import pydantic."""
    from pydantic import ValidationError

    return ValidationError


@dataclass_transform(kw_only_default=True, field_specifiers=(Field,))
class Record:
    """Base of a pack's typed objects: fields from annotations, defaults, the fields given."""

    model_config: ClassVar[dict[str, Any]] = {"extra": "forbid"}
    model_fields: ClassVar[dict[str, FieldSpec]] = {}
    record_checks: ClassVar[tuple[Check, ...]] = ()
    __record_fields_set__: set[str]
    __record_extra__: dict[str, Any] | None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields = dict(cls.model_fields)  # the bases' first, in their order (as pydantic does)
        for name, annotation in cls.__dict__.get("__annotations__", {}).items():
            if name.startswith("_") or str(annotation).startswith(("ClassVar", "typing.ClassVar")):
                continue
            declared = cls.__dict__.get(name, _REQUIRED)
            spec = declared if isinstance(declared, FieldSpec) else FieldSpec(declared, None, {})
            spec.annotation, spec.module = annotation, cls.__module__
            fields[name] = spec
            if name in cls.__dict__:
                delattr(cls, name)  # the instance's value, never the class's default
        cls.model_fields = fields
        own = [v.__record_check__ for v in _members(cls) if hasattr(v, "__record_check__")]
        cls.record_checks = tuple(cls.record_checks) + tuple(own)
        # The base's config with the class's own on top, as pydantic merges them.
        inherited: dict[str, Any] = getattr(cls.__mro__[1], "model_config", {})
        cls.model_config = {**inherited, **cls.__dict__.get("model_config", {})}

    def __init__(self, **data: Any) -> None:
        values: dict[str, Any] = {}
        given: set[str] = set()
        for name, spec in type(self).model_fields.items():
            key = spec.alias if spec.alias is not None and spec.alias in data else name
            if key in data:
                values[name] = data.pop(key)
                given.add(name)
            elif spec.required:
                raise TypeError(f"{type(self).__name__} needs field '{name}'")
            else:
                values[name] = spec.value()
        if data and type(self).model_config.get("extra") != "allow":
            raise TypeError(f"{type(self).__name__} has no field {sorted(data)[0]!r}")
        self.__dict__.update(values)
        self.__dict__.update(data)
        self.__record_fields_set__ = given
        self.__record_extra__ = data or None

    @classmethod
    def built(cls, values: dict[str, Any], given: set[str], extra: dict[str, Any] | None = None) -> Self:
        """A record of checked values (every field's), without looking at them again."""
        record = cls.__new__(cls)
        record.__dict__.update(values)
        if extra:
            record.__dict__.update(extra)
        record.__record_fields_set__ = given
        record.__record_extra__ = extra or None
        return record

    @property
    def model_fields_set(self) -> set[str]:
        """The fields given (the others hold their defaults)."""
        return self.__record_fields_set__

    @property
    def model_extra(self) -> dict[str, Any] | None:
        """The fields given that the class does not declare (a class with extra "allow")."""
        return self.__record_extra__

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, Record):
            return NotImplemented
        names = type(self).model_fields
        return all(getattr(self, n) == getattr(other, n) for n in names) and (
            self.__record_extra__ == other.__record_extra__
        )

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value: unhashable

    def __repr__(self) -> str:
        shown = [f"{n}={getattr(self, n)!r}" for n in type(self).model_fields]
        shown += [f"{k}={v!r}" for k, v in (self.__record_extra__ or {}).items()]
        return f"{type(self).__name__}({', '.join(shown)})"

    def model_dump(self, mode: str = "python") -> dict[str, Any]:
        """Every field as plain data, as pydantic's `model_dump` gives it: "json" mode turns
        tuples into lists, keys into strings and enums into their values."""
        dumped: dict[str, Any] = dump(self, mode == "json")
        return dumped

    def model_copy(self, update: dict[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy with some fields replaced (they count as given)."""
        copied = copy.deepcopy(self) if deep else copy.copy(self)
        copied.__dict__ = dict(copied.__dict__)
        copied.__record_fields_set__ = set(self.__record_fields_set__)
        for name, value in (update or {}).items():
            copied.__dict__[name] = value
            copied.__record_fields_set__.add(name)
        return copied


def _members(cls: type) -> Iterator[Any]:
    for value in cls.__dict__.values():
        yield value.__func__ if isinstance(value, (classmethod, staticmethod)) else value


def dump(value: Any, json_mode: bool = True) -> Any:
    """A value as plain data: records as every field's (defaults too, then the fields they do not
    declare), containers copied; in JSON mode tuples as lists, keys as strings, enums by value."""
    if isinstance(value, Record):
        fields = {name: dump(getattr(value, name), json_mode) for name in type(value).model_fields}
        return fields | {k: dump(v, json_mode) for k, v in (value.model_extra or {}).items()}
    if isinstance(value, list) or (json_mode and isinstance(value, tuple)):
        return [dump(item, json_mode) for item in value]
    if isinstance(value, tuple):
        return tuple(dump(item, json_mode) for item in value)
    if isinstance(value, dict):
        return {_json_key(k) if json_mode else k: dump(v, json_mode) for k, v in value.items()}
    if json_mode and isinstance(value, enum.Enum):
        return dump(value.value, json_mode)
    return value


def _json_key(key: Any) -> Any:
    if isinstance(key, enum.Enum):
        key = key.value
    return key if isinstance(key, str) else str(key)


def hints(cls: type[Record]) -> dict[str, Any]:
    """The record's field types, its annotations evaluated (on first use: a start from the pack
    cache reads them to build its records back). Each text is evaluated once per module, not
    once per class that inherits it as `typing.get_type_hints` does (a tenth of the pack stage)."""
    found = _HINTS.get(cls)
    if found is None:
        fields = cls.model_fields.items()
        found = _HINTS[cls] = {name: _evaluated(spec.module, spec.annotation) for name, spec in fields}
    return found


_HINTS: dict[type[Record], dict[str, Any]] = {}


def _evaluated(module: str, annotation: Any) -> Any:
    if not isinstance(annotation, str):
        return annotation
    namespace = vars(sys.modules[module])
    known = _EVALUATED.get(module)
    if known is None or known[0] is not namespace:  # a pack module imported again is a new one
        known = _EVALUATED[module] = (namespace, {})
    found = known[1].get(annotation, _REQUIRED)
    if found is _REQUIRED:
        found = known[1][annotation] = eval(annotation, namespace)  # noqa: S307 - the code's own
    return found


# Per module: its namespace, and each annotation text evaluated in it.
_EVALUATED: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}


def record_class(kind: Any) -> type[Record] | None:
    """`kind` when it is a record class."""
    return kind if isinstance(kind, type) and issubclass(kind, Record) else None
