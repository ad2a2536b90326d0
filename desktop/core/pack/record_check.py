"""Validation of records (desktop.core.pack.record) by pydantic twins, made on first use.

The twin of a record class is a pydantic model made with `create_model` from the class's field
types and defaults: the same field names, `Field(...)` constraints as pydantic's, the marked
checks as pydantic's validators, the same config (unknown keys refused) and docstring. Records
inside a type are named by a forward reference to their own twin (so a record may hold itself),
resolved in this module's namespace. What a twin validates comes back as records: errors say the
same as before the records (same locations, same messages), and the rest of the code sees no
pydantic object. Importing this module imports pydantic: only validation does."""

from __future__ import annotations

import types
import typing
from collections.abc import Iterable
from functools import cache
from typing import Annotated, Any, ForwardRef, TypeVar, Union

import pydantic
from pydantic import BaseModel, TypeAdapter, create_model

from desktop.core.pack.record import FieldSpec, Record, hints, record_class

R = TypeVar("R", bound=Record)
_TWINS: dict[type[Record], type[BaseModel]] = {}
_RECORDS: dict[type[BaseModel], type[Record]] = {}


def twin(cls: type[Record]) -> type[BaseModel]:
    """The pydantic twin of a record class (made once, with those of the records it holds)."""
    found = _TWINS.get(cls)
    if found is None:
        found = _make(cls)
    return found


def prepare(classes: Iterable[type[Record]]) -> None:
    """Build the twins of `classes` and their validators now (pydantic builds a validator on its
    first use: ≈ 100 ms with pydantic's import, which a step checking a profile would feel)."""
    for cls in classes:
        twin(cls).model_rebuild()


def validate(cls: type[R], data: Any) -> R:
    """The record `data` makes, checked by the class's twin (raises pydantic's ValidationError)."""
    record: R = to_record(twin(cls).model_validate(data))
    return record


def validate_type(kind: Any, data: Any) -> Any:
    """`data` checked as `kind`, a type that may hold records (a chart node of any kind)."""
    return to_record(_adapter(kind).validate_python(data))


@cache
def _adapter(kind: Any) -> TypeAdapter[Any]:
    return TypeAdapter(_type(kind, [], resolved=True))


def to_record(value: Any) -> Any:
    """A value a twin validated, with records in place of the twins' instances."""
    if isinstance(value, BaseModel):
        cls = _RECORDS[type(value)]
        values = {name: to_record(getattr(value, name)) for name in cls.model_fields}
        extra = {k: to_record(v) for k, v in (value.__pydantic_extra__ or {}).items()}
        return cls.built(values, set(value.model_fields_set), extra or None)
    if isinstance(value, list):
        return [to_record(item) for item in value]
    if isinstance(value, tuple):
        return tuple(to_record(item) for item in value)
    if isinstance(value, dict):
        return {key: to_record(item) for key, item in value.items()}
    return value


def _ref(cls: type[Record]) -> str:
    """The name a twin goes by in this module's namespace (unique per record class, also when a
    pack's module is imported again from another folder)."""
    return "_twin_" + f"{cls.__module__}.{cls.__qualname__}.{id(cls)}".replace(".", "_")


def _make(cls: type[Record]) -> type[BaseModel]:
    held: list[type[Record]] = []
    fields = {name: _field(spec, kind, held) for (name, kind), spec in _typed(cls)}
    config = pydantic.ConfigDict(
        extra=cls.model_config.get("extra", "forbid"),
        populate_by_name=bool(cls.model_config.get("populate_by_name", False)),
        defer_build=True,  # built when first used: the records it holds have their twins by then
    )
    made: type[BaseModel] = typing.cast(Any, create_model)(
        cls.__name__,
        __config__=config,
        __doc__=cls.__doc__,
        __module__=__name__,
        __validators__=_validators(cls),
        **fields,
    )
    _TWINS[cls], _RECORDS[made] = made, cls
    globals()[_ref(cls)] = made
    for other in held:
        twin(other)
    return made


def _typed(cls: type[Record]) -> list[tuple[tuple[str, Any], FieldSpec]]:
    kinds = hints(cls)
    return [((name, kinds[name]), spec) for name, spec in cls.model_fields.items()]


def _field(spec: FieldSpec, kind: Any, held: list[type[Record]]) -> tuple[Any, Any]:
    options = dict(spec.constraints)
    if spec.alias is not None:
        options["alias"] = spec.alias
    default = ... if spec.required else _twin_value(spec.default)
    return _type(kind, held), pydantic.Field(default, **options)


def _twin_value(value: Any) -> Any:
    """A default as its twin holds it (a record default as the twin's instance, so the JSON
    schema can say it)."""
    cls = record_class(type(value))
    if cls is not None:
        fields = {name: _twin_value(getattr(value, name)) for name in cls.model_fields}
        return twin(cls).model_construct(value.model_fields_set, **fields)
    if isinstance(value, list):
        return [_twin_value(item) for item in value]
    if isinstance(value, dict):
        return {key: _twin_value(item) for key, item in value.items()}
    return value


def _type(kind: Any, held: list[type[Record]], resolved: bool = False) -> Any:
    """`kind` with each record class replaced by its twin (a forward reference unless `resolved`)
    and `Field(...)` constraints by pydantic's."""
    cls = record_class(kind)
    if cls is not None:
        if resolved:
            return twin(cls)
        held.append(cls)
        return ForwardRef(_ref(cls))
    origin = typing.get_origin(kind)
    if origin is None or origin is typing.Literal:
        return kind
    args = typing.get_args(kind)
    if origin is Annotated:
        meta = [pydantic.Field(**m.constraints) if isinstance(m, FieldSpec) else m for m in args[1:]]
        return Annotated[(_type(args[0], held, resolved), *meta)]
    mapped = tuple(_type(arg, held, resolved) for arg in args)
    if origin is Union or origin is types.UnionType:
        return Union[mapped]
    if isinstance(kind, types.GenericAlias):
        return types.GenericAlias(origin, mapped)
    return kind.copy_with(mapped)


def _validators(cls: type[Record]) -> dict[str, Any]:
    """The class's marked checks as pydantic validators, in the order they were declared."""
    found: dict[str, Any] = {}
    for i, check in enumerate(cls.record_checks):
        name = f"_check_{i}_{check.func.__name__}"
        if check.fields:
            mode: Any = check.mode
            decorate: Any = pydantic.field_validator(*check.fields, mode=mode)
            found[name] = decorate(classmethod(check.func))
        else:
            found[name] = pydantic.model_validator(mode="after")(check.func)
    return found
