"""Records (desktop.core.pack.record) behave as the pydantic models they replaced, under their own
names: defaults, the fields given, copies and plain data; for any data, a record class checks as a
pydantic model with the same declarations does (same record or same refusals, same words)."""

from __future__ import annotations

import copy
from typing import Annotated, Any, Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic import Field as PydanticField
from pydantic import model_validator as pydantic_model_validator

from desktop.core.pack.checking import checked
from desktop.core.pack.pack_model import Chart, Profile, RollNode
from desktop.core.pack.record import Field, Record, validates_record


class Span(Record):
    """A die range."""

    low: Annotated[int, Field(ge=1)]
    high: int = Field(6, le=6)
    tags: list[str] = []
    by_age: dict[int, list[str]] = {}

    @validates_record
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
    assert b.tags == [] and a.given == {"low"} and a.high == 6
    assert a != b and Span(low=2) == b and "low=2" in repr(b)
    copied = a.replaced(high=5)
    assert copied.high == 5 and a.high == 6 and copied.given == {"low", "high"}
    assert Span.field_names() == ("low", "high", "tags", "by_age")
    with pytest.raises(TypeError):
        Span(low=1, colour="red")


def test_a_record_answers_none_of_pydantics_names() -> None:
    for name in (
        "model_dump",
        "model_copy",
        "model_fields",
        "model_fields_set",
        "model_extra",
        "model_validate",
    ):
        assert not hasattr(Span(low=1), name), name


def test_a_field_cannot_hide_a_record_method() -> None:
    with pytest.raises(TypeError, match="given"):

        class Hiding(Record):  # noqa: F841 - defining it is what fails
            given: int = 0


SPAN_DATA = st.fixed_dictionaries(
    {},
    optional={
        "low": st.integers(-2, 8) | st.sampled_from(["3", "x", None, 2.0, 2.5]),
        "high": st.integers(-2, 9) | st.sampled_from(["6", None]),
        "tags": st.lists(st.text(max_size=3) | st.integers(0, 2), max_size=3) | st.just("tag"),
        "by_age": st.dictionaries(
            st.sampled_from(["1", "2", "x", "-1"]), st.lists(st.text(max_size=2), max_size=2)
        ),
        "colour": st.just("red"),
    },
)


def refusal(err: ValidationError) -> list[dict[str, Any]]:
    """What a refusal says: each error's type, place, words and the value it refused."""
    return [{k: e[k] for k in ("type", "loc", "msg", "input")} for e in err.errors()]


@settings(max_examples=150, deadline=None)
@given(SPAN_DATA)
def test_a_record_checks_any_data_as_the_pydantic_model_it_replaced(data: dict[str, Any]) -> None:
    try:
        model = PydanticSpan.model_validate(copy.deepcopy(data))
    except ValidationError as theirs:
        with pytest.raises(ValidationError) as ours:
            checked(Span, copy.deepcopy(data))
        assert refusal(ours.value) == refusal(theirs)
        return
    record = checked(Span, copy.deepcopy(data))
    assert record.to_data(json=True) == model.model_dump(mode="json")
    assert record.to_data() == model.model_dump(), "keys come back as their declared type"
    assert record.given == model.model_fields_set


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
    with pytest.raises(ValidationError, match="not 3 sides"):
        checked(
            Chart, {"title": "T", "start": "r", "nodes": [dict(roll, sides=3), {"id": "e", "kind": "end"}]}
        )
