"""Issue 16 item 2 and issue 25 §3: every text of every pack, rendered in English, Polish and
Ukrainian, speaks to the player: no "seed", "research", "our sources", no sentence about the app's
own text ("the booklet's text keeps only", "is a reading", "not in the Polish calamity texts",
"printed on the published cards", "the app's card list", "Bookkeeping of the app" and their
Polish and Ukrainian forms), no engine word (node, predicate, mapping, YAML, alias, schema, rule
pack; EU's Trade Node and child nodes are game words), file names, node or chart ids, and no
parameter left unfilled. The texts: every catalogue entry of the pack (chart titles, node texts, options,
notes, mat labels, routines, bot options, profile labels, sources), the profile editors' field
words, and what random play of the pack shows, rendered through Qt as the window renders it."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from i18n_helpers import ROOT, TRANSLATIONS, messages_of_play
from player_words import internal_ids, problems_of, shown_messages

from desktop.core.messages import Message
from desktop.core.pack.pack_catalog import load_packs
from desktop.core.pack.pack_loading import Pack
from desktop.core.profile import profiles
from desktop.core.profile.profile_schema import Shape, walk
from tools.i18n.tsfile import read_ts
from tools.i18n.yaml_extractor import pack_folders

SAME_AS_ENGLISH = Path(__file__).with_name("same_as_english.yaml")

PACKS = [p.name for p in pack_folders()]
LANGUAGES = ("en", "pl", "uk")
ENGLISH = re.compile(r"[A-Za-z]{3,}")


@cache
def packs() -> dict[str, Pack]:
    found, problems = load_packs(ROOT / "rules")
    assert not problems, problems
    return found


@pytest.mark.parametrize("pack_id", PACKS)
def test_no_catalogue_text_of_a_pack_says_internal_words(pack_id: str) -> None:
    """Every English source and every Polish and Ukrainian translation of the pack's catalogue."""
    ids = internal_ids(packs()[pack_id])
    bad = []
    for lang in ("pl", "uk"):
        for entry in read_ts(TRANSLATIONS / f"rules_{pack_id}_{lang}.ts"):
            texts = ([entry.source] if lang == "pl" else []) + entry.forms()
            for text in texts:
                found = problems_of(text, ids, False, pack_id)
                bad += [f"{lang} {entry.context}: {text[:70]!r}: {p}" for p in found]
    assert not bad, "\n".join(bad[:20])


def profile_words(pack: Pack) -> list[Message]:
    """Every word the profile editors of a pack show: field labels, hints, choices, keys, buttons."""
    out: list[Message] = []
    for kind in profiles.kinds(pack):
        schema = profiles.schema(pack, kind)
        if schema is None:
            continue
        out.append(Message(pack.id, pack.meta.profiles[kind].label))
        for shape in walk(schema.shape()):
            out += [m for m in _shape_words(shape) if m is not None and m.text]
    return out


def _shape_words(shape: Shape) -> list[Message | None]:
    return [
        shape.label,
        shape.hint,
        shape.children_label,
        shape.add,
        shape.nest,
        *(c.label for c in shape.options),
        *(k.label for k in shape.keys),
    ]


@pytest.mark.parametrize("pack_id", PACKS)
def test_profile_editor_words_are_translated_player_words(pack_id: str) -> None:
    """A field the pack gives no label would show its key ("removed_cards"): every word of the
    editors is a catalogued text of the pack."""
    pack = packs()[pack_id]
    known = {
        (e.context, e.source) for e in read_ts(TRANSLATIONS / f"rules_{pack_id}_pl.ts") if e.is_done("pl")
    }
    words = profile_words(pack)
    missing = sorted({m.text for m in words if (m.context, m.text) not in known})
    assert not missing, missing[:10]
    ids = internal_ids(pack)
    # A map key's label says `{key}` where the editor writes the key ("Age {key}": "Age 2").
    assert not [
        (m.text, p) for m in words for p in problems_of(m.text.replace("{key}", "2"), ids, True, pack_id)
    ]


@pytest.mark.parametrize("pack_id", PACKS)
def test_what_play_shows_is_player_words_in_every_language(pack_id: str, language: Any) -> None:
    """Random play, every step, answer, log line and reason rendered through Qt in en, pl and uk:
    filled in, and free of internal words."""
    from desktop.ui.language import render

    pack = packs()[pack_id]
    ids = internal_ids(pack)
    shown = messages_of_play(pack, turns=20)  # nested messages listed too, rendered alone as well
    bad: list[str] = []
    rendered: dict[str, list[str]] = {}
    try:
        for lang in LANGUAGES:
            language.set_language(lang)
            rendered[lang] = [render(message) for message in shown]
            for text in set(rendered[lang]):
                bad += [f"{lang}: {text[:90]!r}: {p}" for p in problems_of(text, ids, True, pack_id)]
    finally:
        language.set_language("en")
    assert not bad, "\n".join(sorted(bad)[:20])
    # No English left in pl/uk: a text rendered the same as in English has no English words (the
    # bot's name "Bot", given at setup by random play, is allowed, and so is a glossary term the
    # language writes as English does: Root's Polish trait "Berserker").
    for lang in ("pl", "uk"):
        kept = sorted(same_as_english(lang), key=len, reverse=True)
        same = {en for en, other in zip(rendered["en"], rendered[lang], strict=True) if en == other}
        english = sorted(t for t in same if ENGLISH.search(without(t.replace("Bot", ""), kept)))
        assert not english, f"{lang}: {english[:10]}"


@cache
def same_as_english(lang: str) -> frozenset[str]:
    """The glossary's terms that the language writes as English does (kept with the tests, so
    a clone without the glossary checks as much; test_i18n_glossary compares the two)."""
    kept = yaml.safe_load(SAME_AS_ENGLISH.read_text(encoding="utf-8")) or {}
    return frozenset(kept.get(lang, ()))


def without(text: str, words: list[str]) -> str:
    for word in words:
        text = text.replace(word, " ")
    return text


def test_the_checks_catch_what_they_are_for() -> None:
    """The words refused are refused (a check that cannot fail proves nothing)."""
    ids = {"pick_tied", "mq_roll_all"}
    for text in (
        "Source: seed 002",
        "Nie ma tego w seedzie 004",
        "Джерело: сід 003",
        "from our sources",
        "see secondary-systems.md §3",
        "Go to pick_tied",
        "Draw {n} cards",
        "Draw %n cards",
        "research table",
    ):
        assert list(problems_of(text, ids, True)), text
    for text in (
        "Research it and tag it as normal. Of which type is the Idea?",
        "Ambush card: засідки",
        "Досліджена ідея",
        "Draw 3 cards",
    ):
        assert not list(problems_of(text, ids, True)), text


def test_sentences_about_the_app_s_text_and_engine_words_are_caught__issue25() -> None:
    """Issue 25 §3's own examples and their Polish and Ukrainian forms are refused; the same
    facts said as what to check at the table pass."""
    ids: set[str] = set()
    for text in (
        "The booklet's text keeps only this chart's heading.",
        "Alliance or Marriage is a reading.",
        "Influence and Claim are a reading.",
        "Not printed in the Polish calamity texts: check it.",
        "The trade card stack is printed on the published cards.",
        "The card list the app uses names no Milestone type.",
        "The app's card list names no Milestone type.",
        "Bookkeeping of the app: the Bot's Pass is cleared.",
        "Tekst broszury zachowuje tylko nagłówek tego diagramu.",
        "W tekście broszury brakuje ikony; Sojusz to interpretacja.",
        "Nie ma tego w polskich tekstach katastrof.",
        "Stos kart handlu jest wydrukowany na wydanych kartach.",
        "Lista kart, której używa aplikacja, nie podaje rodzaju.",
        "Porządki w aplikacji: Pas Bota jest wyzerowany.",
        "У тексті брошури бракує значка; Союз — це тлумачення.",
        "Цього немає в польських текстах катастроф.",
        "надруковано на виданих картах",
        "Список карт, яким користується застосунок, не називає типу.",
        "Облік застосунку: Пас Бота обнулено.",
        "Go to the next node.",
        "the predicate of this step",
        "a YAML mapping",
        "an alias of the Realm",
        "No Realm profile schema is registered.",
        "this rule pack",
        "Przejdź do następnego węzła.",
        "Перейдіть до наступного вузла.",
        "pakiet zasad",
        "пакет правил",
    ):
        assert list(problems_of(text, ids, True, "megaciv_calamities")), text
    for text in (
        "The calamity card shows its trade card stack: check it on your card.",
        "Check this against the chart in your booklet.",
        "Sprawdź to na diagramie w swojej broszurze.",
        "Звірте це зі схемою у своїй брошурі.",
        "Let the app roll, or type your own die.",
    ):
        assert not list(problems_of(text, ids, True, "megaciv_calamities")), text
    # EU's nodes are the game's (glossary §2b: Trade Node; child / sibling / cousin nodes).
    assert not list(problems_of("In which kind of Trade Node?", ids, True, "eupop"))
    assert list(problems_of("In which kind of Trade Node?", ids, True, "root_clockwork"))


def test_nested_messages_are_walked() -> None:
    inner = Message("p", "{x} inner", {"x": 1})
    outer = Message("p", "outer {y}", {"y": [inner]})
    assert [m.text for m in shown_messages(outer)] == ["outer {y}", "{x} inner"]
