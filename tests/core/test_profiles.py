"""Profiles in the core: the schema a pack registers checks them, the pack's field hints fit that
schema, files are listed with `file:line: field: reason`, saved, and set aside. No Qt."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from desktop.core import paths
from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.paths import bundled_pack_dirs
from desktop.core.profile import profiles
from desktop.core.profile.profile_schema import free_face, new_item, new_value, walk

CARD = {"numbers": [2, 3, 1, 4, 1, 2], "free": ["coins", "technology"], "main": ["city"] * 4, "arrow": 2}


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BOTMAT_DATA_DIR", str(tmp_path))
    return tmp_path


def bundled(pack_id: str) -> Pack:
    pack, problems = load_pack(next(d for d in bundled_pack_dirs() if d.name == pack_id))
    assert pack is not None and not problems
    return pack


@pytest.mark.parametrize("folder", bundled_pack_dirs(), ids=lambda d: d.name)
def test_every_profile_kind_of_every_pack_opens_in_the_generic_editor(folder: Path) -> None:
    """Each kind has a registered schema; its hints name real fields and real choices; a new
    profile is made from the schema alone (only what the player must type is refused)."""
    pack, problems = load_pack(folder)
    assert pack is not None and not problems
    for kind in profiles.kinds(pack):
        schema = profiles.schema(pack, kind)
        assert schema is not None, f"{pack.id}/{kind}: no schema registered"
        assert schema.hint_keys_unused() == []
        for shape in walk(schema.shape()):
            assert shape.kind != "raw" or shape.names[-1:] == ("removed_cards",), shape.names
            hint = schema.hint_for(shape.names)
            assert {c.id for c in hint.choices} <= {str(o.id) for o in shape.options} or not shape.options
        assert isinstance(new_value(schema.shape()), dict)


def test_the_realm_tree_gets_a_free_die_face_and_a_target(data_dir: Path) -> None:
    schema = profiles.schema(bundled("eupop"), "realm")
    assert schema is not None
    military = schema.shape().prop("targeting").prop("military")  # type: ignore[union-attr]
    assert military is not None and military.kind == "tree" and military.item.children == "children"
    first = new_item(military, [])
    assert first == {"dice": [1, 1], "target": {"kind": "realm", "name": ""}}
    assert new_item(military, [{"dice": [1, 3]}, {"dice": [5, 5]}])["dice"] == [4, 4]
    dice = military.item.prop("dice")
    assert dice is not None and free_face(dice, [{"dice": [1, 6]}], "dice") == 6, "all covered: the last"


def test_a_file_problem_names_file_line_and_field(data_dir: Path) -> None:
    pack = bundled("glory_automa")
    folder = profiles.folder(pack, "automa_cards")
    good = {"name": "Home", "cards": [{"id": "A01", **CARD}]}
    (folder / "home.yaml").write_text(yaml.safe_dump(good, sort_keys=False), encoding="utf-8")
    bad = {"name": "Bad", "cards": [{"id": "A01", **CARD}, {"id": "A02", **CARD, "arrow": 9}]}
    (folder / "bad.yaml").write_text(yaml.safe_dump(bad, sort_keys=False), encoding="utf-8")
    (folder / "list.yaml").write_text("- 1\n- 2\n", encoding="utf-8")
    found, problems = profiles.list_profiles(pack, "automa_cards")
    assert [s.name for s in found] == ["Home"]
    line = next(i for i, t in enumerate((folder / "bad.yaml").read_text().splitlines(), 1) if "arrow: 9" in t)
    assert render_plain(problems[0]) == (
        f"{folder / 'bad.yaml'}:{line}: Automa cards › #2 › Arrow: the most allowed is 4"
    )
    assert render_plain(problems[1]).startswith(f"{folder / 'list.yaml'}:1: ")
    assert "not a mapping" in render_plain(problems[1])


def test_save_refuses_bad_data_and_delete_keeps_the_file_aside(data_dir: Path) -> None:
    pack = bundled("eupop")
    with pytest.raises(profiles.ProfileError) as refused:
        profiles.save(pack, "realm", {"name": ""})
    assert [p.text() for p in refused.value.problems] == ["Realm name: the text needs at least 1 character"]
    assert not list(profiles.folder(pack, "realm").iterdir()), "nothing written"
    file = profiles.save(pack, "realm", {"name": "Wenecja / Venice", "removed_cards": {2: ["01"]}})
    assert file.name == "Wenecja_Venice.yaml" and file.parent == paths.profiles_dir("eupop", "realm")
    assert yaml.safe_load(file.read_text(encoding="utf-8"))["removed_cards"] == {2: ["01"]}
    gone = profiles.delete(file)
    assert not file.exists() and gone.exists() and gone.name == "Wenecja_Venice.yaml.deleted"
    assert profiles.list_profiles(pack, "realm") == ([], [])


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("name: !!binary aGVsbG8=\n", "binary data (!!binary)"),
        ("name: Venice\nremoved_cards: {1: [!!binary AQI=]}\n", "binary data (!!binary)"),
        ("name: 2024-05-01\n", "a date"),
    ],
)
def test_a_profile_holding_what_is_not_text_is_refused_with_its_field(
    data_dir: Path, text: str, kind: str
) -> None:
    """Issue 27 §7: a Realm profile named `!!binary` was listed, then New game raised TypeError."""
    pack = bundled("eupop")
    file = profiles.folder(pack, "realm") / "odd.yaml"
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(text, encoding="utf-8")
    found, problems = profiles.list_profiles(pack, "realm")
    assert found == [] and len(problems) == 1
    said = render_plain(problems[0])
    assert said.startswith(f"{file}:") and f"holds {kind}, not text or a number" in said
    with pytest.raises(profiles.ProfileError):
        profiles.save(pack, "realm", {"name": b"hello"})
