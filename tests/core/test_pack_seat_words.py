"""A pack words the interface's phrases that name its seats (`seat_words:`), each a whole phrase
so gender and case agree: "This Automa", «Ta automa», «Ця автома». The keys are a closed set
(SEAT_PHRASES), a phrase keeps its interface text's placeholders, and every phrase of a bundled
pack is translated into Polish and Ukrainian with its placeholders."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from desktop.core.messages import placeholders
from desktop.core.pack.checking import checked
from desktop.core.pack.pack_loading import load_pack
from desktop.core.pack.pack_model import SEAT_PHRASES, PackMeta
from desktop.core.paths import bundled_pack_dirs, translations_dir
from tools.i18n.catalogue import placeholder_problem
from tools.i18n.tsfile import read_ts
from tools.i18n.yaml_extractor import pack_yaml_entries

BASE: dict[str, Any] = {"id": "demo", "name": "Demo", "revision": 1, "entry": "main"}
PACKS = {d.name: d for d in bundled_pack_dirs()}
# The packs whose seats are no bots (seed 003: the Glory automa; seed 004: the calamities), and
# the packs whose seats are Bots, which keep the interface's own words.
OWN_WORDS = ("glory_automa", "megaciv_calamities")
BOTS = ("eupop", "root_clockwork")


def test_a_pack_words_any_of_the_known_phrases() -> None:
    assert checked(PackMeta, BASE).seat_words == {}, "none: the interface's own texts"
    meta = checked(
        PackMeta, {**BASE, "seat_words": {"this": "This Drone", "none_left": "No Drone runs “{routine}”."}}
    )
    assert meta.seat_words["this"] == "This Drone"


@pytest.mark.parametrize(
    ("words", "message"),
    [
        ({"these": "These Drones"}, "seat_words: 'these' is no phrase of the interface; they are this, "),
        ({"none_left": "No Drone is left."}, r"seat_words: 'none_left' must keep \{routine\}"),
        ({"this": "This {bot}"}, "seat_words: 'this' must keep no placeholder"),
    ],
)
def test_an_unknown_phrase_or_a_lost_placeholder_is_refused(words: dict[str, str], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        checked(PackMeta, {**BASE, "seat_words": words})


def test_the_known_phrases_keep_the_placeholders_of_the_interfaces_texts() -> None:
    for key, phrase in SEAT_PHRASES.items():
        assert placeholders(phrase.text) == set(phrase.placeholders), key


# The round bar's words for the round, and the word of the arrow any bot takes: a pack words them
# where its booklet writes the round or its bots its own way (EU's Polish «Runda», «Bot»),
# whatever its seats are called.
SPELLED_WORDS = {"this_round", "next_round", "a_bot"}


@pytest.mark.parametrize("pack_id", OWN_WORDS)
def test_a_pack_whose_seats_are_no_bots_words_the_phrases_its_players_see(pack_id: str) -> None:
    pack, problems = load_pack(PACKS[pack_id])
    assert pack is not None and problems == []
    # no round's `out`, no round bar routines; the round's words are the interface's (SPELLED_WORDS)
    shown = set(SEAT_PHRASES) - {"out", "none_left"} - SPELLED_WORDS
    assert set(pack.meta.seat_words) == shown
    assert not any("bot" in phrase.lower() for phrase in pack.meta.seat_words.values())


@pytest.mark.parametrize("pack_id", BOTS)
def test_a_pack_whose_seats_are_bots_keeps_the_interfaces_words(pack_id: str) -> None:
    pack, _problems = load_pack(PACKS[pack_id])
    assert pack is not None and set(pack.meta.seat_words) <= SPELLED_WORDS, "at most the round's own words"


def catalogue(pack_id: str, language: str) -> dict[str, Any]:
    path: Path = translations_dir() / f"rules_{pack_id}_{language}.ts"
    return {e.source: e for e in read_ts(path) if e.context == pack_id}


@pytest.mark.parametrize("language", ["pl", "uk"])
@pytest.mark.parametrize("pack_id", OWN_WORDS)
def test_every_phrase_is_translated_with_its_placeholders(pack_id: str, language: str) -> None:
    pack, _problems = load_pack(PACKS[pack_id])
    assert pack is not None
    entries = catalogue(pack_id, language)
    for key, phrase in pack.meta.seat_words.items():
        entry = entries.get(phrase)
        assert entry is not None, f"{key}: '{phrase}' is not extracted"
        assert entry.translation and entry.finished, f"{key}: '{phrase}' is not translated"
        assert placeholder_problem(phrase, entry.forms()) is None, key
        assert not any(word in entry.forms()[0].lower() for word in ("bot", "бот")), key


def test_the_extractor_tells_the_translator_where_each_phrase_shows() -> None:
    found = pack_yaml_entries(PACKS["glory_automa"])
    assert found is not None
    notes = {e.source: e.comments for e in found[0]}
    assert any("the turn log's filter while no bot is followed" in n for n in notes["This Automa"])
