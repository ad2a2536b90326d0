"""Plain data checked into a record, as its pydantic twin checks it; pydantic is imported only when
something is checked (a start that reads the pack cache checks nothing)."""

from __future__ import annotations

from typing import Any, TypeVar

from desktop.core.pack.record import Record

R = TypeVar("R", bound=Record)


def checked(cls: type[R], data: Any) -> R:
    """The record `data` makes, checked as pydantic checks it (raises its ValidationError)."""
    from desktop.core.pack import record_check  # imports pydantic

    return record_check.validate(cls, data)


def json_schema(cls: type[Record]) -> dict[str, Any]:
    """The JSON schema of the record's pydantic twin (the profile editor reads it)."""
    from desktop.core.pack import record_check  # imports pydantic

    schema: dict[str, Any] = record_check.twin(cls).model_json_schema()
    return schema
