"""Every bundled pack's records check data as their pydantic twins do, for data that starts as the
pack's own files (pack.yaml, charts, tables, decks and cards, sample profiles) and is then damaged
at random: the same refusals at the same places, or a record holding what the twin holds (the same
plain data, the same fields given) that the pack cache builds back the same."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from core_helpers import bundled_packs
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError

from desktop.core.pack import record_check
from desktop.core.pack.pack_model import Chart, Deck, PackMeta
from desktop.core.pack.record import Record
from desktop.core.pack.typed_cache import NotKept, from_plain, kept

Samples = dict[str, tuple[type[Record], list[Any]]]


def samples() -> Samples:
    """Per pack and kind of file, the record class and the pack's own data for it."""
    found: Samples = {}
    for pack_id, pack in sorted(bundled_packs().items()):
        schemas, sources = pack.registry.schemas, pack.sources
        found[f"{pack_id}:pack.yaml"] = (PackMeta, [sources["pack.yaml"].data])
        found[f"{pack_id}:charts"] = (Chart, [sources[c].data for c in sorted(pack.charts) if c in sources])
        for (kind, name), model in sorted(schemas.items()):
            if kind == "table":
                found[f"{pack_id}:table {name}"] = (model, [sources[f"table:{name}"].data])
        for path in sorted((pack.folder / "cards").glob("*.yaml")):
            deck = yaml.safe_load(path.read_text(encoding="utf-8"))
            found[f"{pack_id}:deck {path.stem}"] = (Deck, [deck])
            model = schemas.get(("cards", path.stem))
            if model is not None:
                found[f"{pack_id}:cards {path.stem}"] = (model, list(deck["cards"]))
        for profile_id, profile in sorted(pack.meta.profiles.items()):
            sampler, model = pack.registry.samplers.get(profile_id), schemas.get(("profile", profile.schema_))
            if sampler is not None and model is not None:
                rng = random.Random(7)
                found[f"{pack_id}:profile {profile_id}"] = (model, [sampler(rng) for _ in range(5)])
    return found


SAMPLES = samples()
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 120)
    | st.floats(-2, 50, allow_nan=False)
    | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=5,
)


def places(value: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a tree of plain data, the root first."""
    yield at
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield from places(item, (*at, key))


@st.composite
def damaged(draw: st.DrawFn, sample: Any) -> Any:
    """The sample with up to three places changed: a value replaced (by a near one, an empty one
    or any JSON), a key or item dropped, a key or item added."""
    data = copy.deepcopy(sample)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.sampled_from(list(places(data))))
        parent = data
        for key in at[:-1]:
            parent = parent[key]
        value = parent[at[-1]] if at else data
        how = draw(st.sampled_from(["replace", "near", "empty", "drop", "add"]))
        if how == "add" and isinstance(value, dict):
            value[draw(st.text(max_size=8))] = draw(JSON)
            continue
        if how == "add" and isinstance(value, list):
            value.append(copy.deepcopy(draw(st.sampled_from(value))) if value else draw(JSON))
            continue
        if how == "drop" and at:
            parent.pop(at[-1])
            continue
        if how == "near" and type(value) is int:
            new: Any = value + draw(st.integers(-4, 4))
        elif how == "near" and isinstance(value, str):
            new = draw(st.sampled_from([value.upper(), value[:-1], value + "x", "", "0"]))
        elif how == "empty":
            new = type(value)() if isinstance(value, (dict, list, str)) else None
        else:
            new = draw(JSON)
        if at:
            parent[at[-1]] = new
        else:
            data = new
    return data


def refusal(err: ValidationError) -> list[tuple[Any, ...]]:
    """Where a refusal points, and what it says there."""
    return [(e["loc"], e["type"], e["msg"]) for e in err.errors()]


def given_fields(value: Any) -> Any:
    """The fields given in every record (or twin) of a value, as a tree."""
    if isinstance(value, Record | BaseModel):
        names = value.field_names() if isinstance(value, Record) else list(type(value).model_fields)
        return sorted(value.given), {n: given_fields(getattr(value, n)) for n in names}
    if isinstance(value, list | tuple):
        return [given_fields(item) for item in value]
    if isinstance(value, dict):
        return {key: given_fields(item) for key, item in value.items()}
    return None


@pytest.mark.parametrize("name", sorted(SAMPLES))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_record_checks_damaged_pack_data_as_its_pydantic_twin(name: str, data: st.DataObject) -> None:
    cls, own = SAMPLES[name]
    raw = data.draw(damaged(data.draw(st.sampled_from(own))))
    try:
        expected = record_check.twin(cls).model_validate(copy.deepcopy(raw))
    except ValidationError as theirs:
        with pytest.raises(ValidationError) as ours:
            record_check.validate(cls, copy.deepcopy(raw))
        assert refusal(ours.value) == refusal(theirs)
        event("refused")
        return
    record = record_check.validate(cls, copy.deepcopy(raw))
    assert type(record) is cls
    assert record.to_data(json=True) == expected.model_dump(mode="json")
    assert record.to_data() == expected.model_dump()
    assert given_fields(record) == given_fields(expected)
    try:
        plain = kept(cls, record)
    except NotKept:
        event("taken, not kept")
        return  # the pack cache checks such a file again at every start
    assert from_plain(cls, plain).to_data() == expected.model_dump()
    event("taken and kept")


def test_every_kind_of_pack_file_is_sampled() -> None:
    kinds = {name.split(":", 1)[1].split(" ")[0] for name in SAMPLES}
    assert {"pack.yaml", "charts", "table", "deck", "cards", "profile"} <= kinds
    assert all(own for _cls, own in SAMPLES.values()), "every class has data to start from"
