"""pack.yaml names its seat and declares which bot options apply to which choices (issue 13 item 12)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from desktop.core.pack.checking import checked
from desktop.core.pack.pack_model import PackMeta

BASE: dict[str, Any] = {"id": "demo", "name": "Demo", "revision": 1, "entry": "main"}
FACTION = {"id": "faction", "label": "Faction", "kind": "choice", "choices": [{"id": "a", "label": "A"}]}


def test_the_seat_defaults_to_bot_and_a_pack_may_name_it() -> None:
    assert checked(PackMeta, BASE).seat == "Bot"
    assert checked(PackMeta, {**BASE, "seat": "Calamity"}).seat == "Calamity"


def test_an_option_may_apply_only_to_some_values_of_another() -> None:
    extra = {"id": "extra", "label": "Extra", "kind": "text", "when": {"faction": ["a"]}}
    meta = checked(PackMeta, {**BASE, "bot_options": [FACTION, extra]})
    assert meta.bot_options[1].when == {"faction": ["a"]}


@pytest.mark.parametrize(
    ("when", "message"),
    [
        ({"nothing": ["a"]}, "depends on 'nothing', which is no other choice option"),
        ({"faction": ["b"]}, "names values \\['b'\\] that option 'faction' does not have"),
    ],
)
def test_a_when_naming_an_unknown_option_or_value_is_refused(
    when: dict[str, list[str]], message: str
) -> None:
    extra = {"id": "extra", "label": "Extra", "kind": "text", "when": when}
    with pytest.raises(ValidationError, match=message):
        checked(PackMeta, {**BASE, "bot_options": [FACTION, extra]})


def test_a_mat_section_may_apply_only_to_some_values_of_a_choice_option() -> None:
    section = {"section": "A's own", "when": {"faction": ["a"]}, "fields": []}
    meta = checked(PackMeta, {**BASE, "bot_options": [FACTION], "mat": [section]})
    assert meta.mat[0].when == {"faction": ["a"]}
    assert meta.chosen({}) == {"faction": None}, "no default: the option is not chosen"
    assert meta.chosen({"faction": "a", "other": 1}) == {"faction": "a"}


@pytest.mark.parametrize(
    ("when", "message"),
    [
        ({"nothing": ["a"]}, "mat section 'Own' depends on 'nothing', which is no choice option"),
        ({"faction": ["b"]}, "mat section 'Own' names values \\['b'\\] that option 'faction' does not have"),
    ],
)
def test_a_mat_section_when_naming_an_unknown_option_or_value_is_refused(
    when: dict[str, list[str]], message: str
) -> None:
    section = {"section": "Own", "when": when, "fields": []}
    with pytest.raises(ValidationError, match=message):
        checked(PackMeta, {**BASE, "bot_options": [FACTION], "mat": [section]})


@pytest.mark.parametrize(
    ("when", "message"),
    [
        ({"nothing": ["a"]}, "mat field 'warriors' depends on 'nothing', which is no choice option"),
        (
            {"faction": ["b"]},
            "mat field 'warriors' names values \\['b'\\] that option 'faction' does not have",
        ),
    ],
)
def test_a_mat_field_when_naming_an_unknown_option_or_value_is_refused(
    when: dict[str, list[str]], message: str
) -> None:
    """A field may apply to some factions only, as a section may (Root's warriors: no Vagabot)."""
    field = {"path": "warriors", "label": "Warriors", "kind": "counter", "when": when}
    section = {"section": "Every bot", "fields": [field]}
    with pytest.raises(ValidationError, match=message):
        checked(PackMeta, {**BASE, "bot_options": [FACTION], "mat": [section]})
