"""Glossary fidelity: each glossary term an English source uses is rendered with the
glossary's Polish/Ukrainian term in every pl/uk catalogue (../shared/glossary.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from glossary_check import GLOSSARY, parse_glossary, problems, terms_for
from i18n_helpers import TRANSLATIONS

from tools.i18n.catalogue import lang_of
from tools.i18n.tsfile import read_ts

CATALOGUES = sorted(p.name for p in TRANSLATIONS.glob("*.ts") if lang_of(p) in ("pl", "uk"))
WAIVERS = Path(__file__).with_name("glossary_waivers.yaml")

pytestmark = pytest.mark.skipif(not GLOSSARY.exists(), reason=f"{GLOSSARY} is not on this machine")


@pytest.fixture(scope="module")
def terms() -> list:
    return parse_glossary()


def waived() -> set[tuple[str, str, str]]:
    """(catalogue, source, term) pairs a reviewer accepted, each with a written reason."""
    items = yaml.safe_load(WAIVERS.read_text(encoding="utf-8")) if WAIVERS.exists() else []
    for item in items or []:
        assert item.get("why"), f"waiver without a reason: {item}"
    return {(i["catalogue"], i["source"], i["term"]) for i in items or []}


def catalogue_of(name: str, context: str) -> str:
    """The catalogue whose terms bind an entry: a retired entry's pack is its context's first part."""
    if not name.startswith("retired_"):
        return name
    owner, lang = context.split("/")[0], lang_of(TRANSLATIONS / name)
    return f"engine_{lang}.ts" if owner == "engine" else f"rules_{owner}_{lang}.ts"


@pytest.mark.parametrize("name", CATALOGUES)
def test_translations_use_the_glossary_terms(name: str, terms: list) -> None:
    """Retired entries too: an old turn log line shows them."""
    lang = lang_of(TRANSLATIONS / name)
    bindings: dict[str, dict] = {}
    skip = waived()
    bad = []
    for e in read_ts(TRANSLATIONS / name):
        if not e.finished:
            continue  # reported by the completeness test
        owner = catalogue_of(name, e.context)
        binding = bindings.setdefault(owner, terms_for(owner, terms))
        for p in problems(e.source, e.forms(), lang, binding):
            term = p.split("'")[1]
            if (name, e.source, term) not in skip:
                bad.append(f"{e.context}: {e.source!r}: {p}")
    assert not bad, f"{len(bad)} glossary misses in {name}:\n" + "\n".join(bad[:15])


# ---- the checker itself: it must catch a wrong term and accept allowed inflection --------


def test_synonym_for_a_glossary_term_is_caught(terms: list) -> None:
    """`Siła Bota` for Bot Power is the rejected synonym (glossary §1, key UK decisions)."""
    eu = terms_for("rules_eupop_pl.ts", terms)
    assert problems("Spend {n} Bot Power.", ["Wydaj {n} Siłę Bota."], "pl", eu)
    assert problems("Spend {n} Bot Power.", ["Витратьте {n} Сили бота."], "uk", eu)


def test_inflected_forms_are_accepted(terms: list) -> None:
    eu = terms_for("rules_eupop_pl.ts", terms)
    assert not problems("Spend {n} Bot Power.", ["Wydaj {n} Punktów Bota."], "pl", eu)
    assert not problems(
        "Recruit Units into the Manpower Reserve.",
        ["Rekrutuj Jednostki do Rezerwy Zasobów Ludzkich."],
        "pl",
        eu,
    )
    assert not problems("End turn", ["Завершити хід"], "uk", eu)


def test_caps_labels_and_capitalised_terms_keep_their_case(terms: list) -> None:
    eu = terms_for("rules_eupop_pl.ts", terms)
    assert not problems("MILITARY Action", ["Akcja MILITARNA"], "pl", eu)
    assert problems("MILITARY Action", ["Akcja militarna"], "pl", eu)
    assert problems("Spend {n} Bot Power.", ["Wydaj {n} punkty bota."], "pl", eu)
    uk = terms_for("rules_eupop_uk.ts", terms)
    assert not problems("Idea Action", ["Дія ІДЕЯ"], "uk", uk), "a CAPS label renders its term"


def test_plural_table_forms_count(terms: list) -> None:
    """Glossary §3: 5 Очок бота is a listed form of Bot Power."""
    eu = terms_for("rules_eupop_uk.ts", terms)
    assert not problems(
        "Gain %n Bot Power.",
        ["Отримайте %n Очко бота.", "Отримайте %n Очки бота.", "Отримайте %n Очок бота."],
        "uk",
        eu,
    )


def test_game_sections_apply_only_to_their_pack(terms: list) -> None:
    """Root's battle is `walka`, EU's is `Bitwa`: each pack is held to its own section."""
    root = terms_for("rules_root_clockwork_pl.ts", terms)
    eu = terms_for("rules_eupop_pl.ts", terms)
    assert not problems("Start a battle.", ["Rozpocznij walkę."], "pl", root)
    assert problems("Resolve the Land Battle.", ["Rozstrzygnij walkę."], "pl", eu)


def test_the_terms_kept_as_english_are_the_glossarys(terms: list) -> None:
    """tests/i18n/same_as_english.yaml (what test_i18n_player_words lets stand as English in a
    pl/uk text) holds exactly the glossary's terms each language writes as English does."""
    kept = yaml.safe_load(Path(__file__).with_name("same_as_english.yaml").read_text(encoding="utf-8"))
    for lang in ("pl", "uk"):
        written = {f for t in terms for f in t.forms(lang) if f == t.en or f in t.spellings}
        assert set(kept[lang]) == written, lang
