"""Records (desktop.core.pack.record) behave as the pydantic models they replaced: defaults, the fields
given, copies and dumps; their twins check data with the same constraints, checks and messages."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic import Field as PydanticField
from pydantic import model_validator as pydantic_model_validator

from desktop.core.pack.checking import checked
from desktop.core.pack.pack_model import Chart, Profile, RollNode
from desktop.core.pack.record import Field, Record, model_validator


class Span(Record):
    """A die range."""

    low: Annotated[int, Field(ge=1)]
    high: int = Field(6, le=6)
    tags: list[str] = []
    by_age: dict[int, list[str]] = {}

    @model_validator(mode="after")
    def _order(self) -> Span:
        if self.low > self.high:
            raise ValueError(f"range {self.low}-{self.high} is empty")
        return self


class PydanticSpan(BaseModel):
    """The same declarations as a pydantic model, as the packs had them."""

    model_config = ConfigDict(extra="forbid")
    low: Annotated[int, PydanticField(ge=1)]
    high: int = PydanticField(6, le=6)
    tags: list[str] = []
    by_age: dict[int, list[str]] = {}

    @pydantic_model_validator(mode="after")
    def _order(self) -> PydanticSpan:
        if self.low > self.high:
            raise ValueError(f"range {self.low}-{self.high} is empty")
        return self


def test_a_record_has_its_defaults_fresh_and_knows_the_fields_given() -> None:
    a, b = Span(low=2), Span(low=2)
    a.tags.append("x")
    assert b.tags == [] and a.model_fields_set == {"low"} and a.high == 6
    assert a != b and Span(low=2) == b and "low=2" in repr(b)
    copied = a.model_copy(update={"high": 5})
    assert copied.high == 5 and a.high == 6 and copied.model_fields_set == {"low", "high"}
    with pytest.raises(TypeError):
        Span(low=1, colour="red")


def test_a_record_dumps_as_pydantic_dumps() -> None:
    data = {"low": 2, "tags": ["a"], "by_age": {"1": ["x"]}}
    record, model = checked(Span, data), PydanticSpan.model_validate(data)
    assert record.by_age == {1: ["x"]}, "keys come back as their declared type"
    assert record.model_dump(mode="json") == model.model_dump(mode="json")
    assert record.model_dump() == model.model_dump()


@pytest.mark.parametrize(
    "data", [{"low": 0}, {"low": 5, "high": 3}, {"low": 1, "high": 9}, {"low": 1, "colour": "red"}, {}]
)
def test_a_record_refuses_what_the_pydantic_model_refused_with_the_same_words(
    data: dict[str, object],
) -> None:
    with pytest.raises(ValidationError) as ours:
        checked(Span, data)
    with pytest.raises(ValidationError) as theirs:
        PydanticSpan.model_validate(data)
    keep = ("type", "loc", "msg", "input")
    assert [{k: e[k] for k in keep} for e in ours.value.errors()] == [
        {k: e[k] for k in keep} for e in theirs.value.errors()
    ]


def test_pack_records_keep_aliases_tags_and_what_their_checks_set() -> None:
    profile = checked(Profile, {"label": "Realm", "schema": "realm_profile"})
    assert profile.schema_ == "realm_profile" and Profile(label="R", schema="x").schema_ == "x"
    roll = {
        "id": "r",
        "kind": "roll",
        "text": "Roll",
        "options": [{"id": "a", "next": "e"}, {"id": "b", "next": "e"}],
    }
    chart = checked(Chart, {"title": "T", "start": "r", "nodes": [roll, {"id": "e", "kind": "end"}]})
    node = chart.nodes[0]
    assert isinstance(node, RollNode) and node.sides == 2, "the check set the die's sides"
    assert chart.by_id["e"].kind == "end"
    kind: Literal["roll"] = node.kind
    assert kind == "roll"
