"""A pack read from its clean cache is the pack its files give, and is not checked again (the
start imports no pydantic); a kept entry that cannot be built back is checked instead."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Annotated, Any, Literal, Union

import pytest
from core_helpers import TINY

from desktop.core.pack import pack_cache
from desktop.core.pack.checking import checked
from desktop.core.pack.pack_cache import PackFiles, crc
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.pack.record import ConfigDict, Field, Record, dump
from desktop.core.pack.record_check import twin
from desktop.core.pack.typed_cache import NotKept, from_plain, kept, same
from desktop.core.paths import bundled_pack_dirs


class Leaf(Record):
    kind: Literal["leaf"]
    value: int = 1
    spans: dict[int, tuple[int, int]] = {}


class Branch(Record):
    kind: Literal["branch"]
    children: list[Annotated[Union[Leaf, Branch], Field(discriminator="kind")]] = []
    note: str | None = None


class Loose(Record):
    model_config = ConfigDict(extra="allow")
    id: str


def test_models_lists_unions_and_int_keys_come_back_the_same() -> None:
    tree = checked(
        Branch,
        {
            "kind": "branch",
            "children": [
                {"kind": "leaf", "spans": {"3": [1, 2]}},
                {"kind": "branch", "note": "inner", "children": [{"kind": "leaf", "value": 7}]},
            ],
        },
    )
    plain = kept(Branch, tree)
    back = from_plain(Branch, json.loads(json.dumps(plain)))
    assert same(tree, back)
    assert back.children[0].spans == {3: (1, 2)} and back.children[1].note == "inner"
    assert back.children[0].model_fields_set == {"kind", "spans"}, "defaults stay defaults"
    assert "value" not in plain["children"][0], "only what was given is kept"


def test_what_would_not_come_back_the_same_is_not_kept() -> None:
    with pytest.raises(NotKept):
        kept(Loose, checked(Loose, {"id": "a", "colour": "red"}))  # fields it does not declare
    with pytest.raises(NotKept):
        kept(dict[str, Any], {"when": {1, 2}})  # a set is no JSON


def refuse_checks(monkeypatch: pytest.MonkeyPatch, pack: Pack) -> None:
    """Any check of a pack file fails the test from now on."""

    def checked_again(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a file of a clean cache was checked again")

    # Every check of a record goes through record_check (checking.checked, variants' nodes).
    from desktop.core.pack import record_check

    monkeypatch.setattr(record_check, "validate", checked_again)
    monkeypatch.setattr(record_check, "validate_type", checked_again)


def test_every_bundled_pack_comes_back_from_its_cache_unchecked_and_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Glory's priority table has integer keys, which JSON would turn into texts: its YAML is
    read again, but what its check made of it comes back, keys and all."""
    for folder in bundled_pack_dirs():
        first, problems = load_pack(folder)
        assert first is not None and problems == []
        assert PackFiles(folder).hit, f"{folder.name}: cached"
        with monkeypatch.context() as patch:
            refuse_checks(patch, first)
            second, problems = load_pack(folder)
        assert second is not None and problems == [], folder.name
        assert same(first.meta, second.meta), folder.name
        assert list(first.charts) == list(second.charts)
        assert all(same(first.charts[c], second.charts[c]) for c in first.charts), folder.name
        assert all(same(first.tables[t], second.tables[t]) for t in first.tables), folder.name
        assert first.decks == second.decks, folder.name


def cached_files(folder: Path) -> Any:
    """The files part of a pack's cache (its second line)."""
    return json.loads(PackFiles(folder).path.read_bytes().split(b"\n")[1])


def keep_files(folder: Path, files: Any) -> None:
    """Write `files` into the pack's cache with a matching checksum, as the code would have."""
    path = PackFiles(folder).path
    header_text, _body, lines = path.read_bytes().split(b"\n", 2)
    body = json.dumps(files).encode("utf-8")
    header = json.loads(header_text) | {"files": crc(body)}
    path.write_bytes(b"\n".join([json.dumps(header).encode("utf-8"), body, lines]))


def test_a_kept_entry_that_cannot_be_built_back_is_checked_instead(tmp_path: Path) -> None:
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    first, _ = load_pack(folder)
    assert first is not None
    files = cached_files(folder)
    files["charts/main.yaml"]["checked"]["nodes"] = "not a list of nodes"
    keep_files(folder, files)
    second, problems = load_pack(folder)
    assert second is not None and problems == []
    assert same(first.charts["main"], second.charts["main"]), "checked from its data again"


def test_an_entry_naming_a_field_the_model_lacks_is_checked_instead(tmp_path: Path) -> None:
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    first, _ = load_pack(folder)
    assert first is not None
    files = cached_files(folder)
    checked = files["charts/main.yaml"]["checked"]
    checked["titel"] = checked.pop("title")  # as another version of the code might have named it
    keep_files(folder, files)
    second, problems = load_pack(folder)
    assert second is not None and problems == []
    assert same(first.charts["main"], second.charts["main"]), "checked from its data again"


def test_a_table_read_as_plain_data_is_what_pydantic_dumps() -> None:
    eu = next(folder for folder in bundled_pack_dirs() if folder.name == "eupop")
    pack, _ = load_pack(eu)
    assert pack is not None
    model = pack.registry.schemas[("table", "bot_deck_check")]
    cards = {"03": {"confirmed": True, "cost": 2}, "07": {"actions": ["military"], "discard_icon": "none"}}
    answers = checked(model, {"cards": cards})
    assert dump(answers) == twin(model).model_validate({"cards": cards}).model_dump(mode="json")
    difficulty = pack.tables["difficulty"]
    by_twin = twin(type(difficulty)).model_validate(pack.sources["table:difficulty"].data)
    assert dump(difficulty) == by_twin.model_dump(mode="json")


def test_a_pack_whose_table_json_cannot_keep_starts_from_its_cache_without_yaml(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Glory's priority table has integer keys, so its cache keeps only what its check made of
    it: a start reads no YAML for it (nor loads a YAML parser), yet its data is there when
    something asks for it."""
    folder = next(d for d in bundled_pack_dirs() if d.name == "glory_automa")
    first, problems = load_pack(folder)
    assert first is not None and problems == []
    parsed: list[Path] = []
    real = pack_cache.load_yaml
    monkeypatch.setattr(pack_cache, "load_yaml", lambda path: parsed.append(path) or real(path))
    second, problems = load_pack(folder)
    assert second is not None and problems == [] and parsed == []
    assert all(same(first.tables[t], second.tables[t]) for t in first.tables)
    source = second.sources["table:priority"]
    assert source.data == first.sources["table:priority"].data and parsed == [source.path]
    assert source.line(("nonexistent",)) >= 1
