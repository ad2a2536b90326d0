"""Issue 25 §2: the wrong forms the glossary names are used nowhere (../shared/glossary.md).

The glossary's "never" notes are read from the glossary itself (`glossary_check.never_notes`):
each is enforced by a rule below, keyed by the wrong form it names or, for a note that names no
form, by its words; a "never" the glossary gains later makes `test_every_never_note_is_enforced`
fail until a rule (or a written reason why it is not a word form) is added here. A rule fails
any finished pl/uk text of a pack catalogue that uses the wrong form, where the English source
says what the note is about (a rule's `when`), in the packs it binds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from glossary_check import GLOSSARY, never_notes
from i18n_helpers import TRANSLATIONS

from tools.i18n.tsfile import read_ts
from tools.i18n.yaml_extractor import pack_folders

PACKS = [p.name for p in pack_folders()]

pytestmark = pytest.mark.skipif(not GLOSSARY.exists(), reason=f"{GLOSSARY} is not on this machine")


@dataclass(frozen=True)
class Rule:
    """A wrong form: the glossary note it enforces (a wrong form it names, or words of the
    note), the language, the pattern that finds it, and when it applies: the English source
    matches `when` and not `unless`, in `packs` (every pack when empty)."""

    note: str
    lang: str
    wrong: str
    when: str = ""
    unless: str = ""
    packs: tuple[str, ...] = ()

    def finds(self, pack: str, source: str, text: str) -> str | None:
        if self.packs and pack not in self.packs:
            return None
        if self.when and not re.search(self.when, source):
            return None
        if self.unless and re.search(self.unless, source):
            return None
        found = re.search(self.wrong, text, re.IGNORECASE)
        return found.group() if found else None


DIE = r"\b(?:[Dd]ie|[Dd]ice)\b"
CUBE = r"\b[Cc]ubes?\b"
RULES = [
    # §2a human player: «ludzki gracz» / «реальний гравець», "never `człowiek` / `людина` for a
    # player" (issue 25: «Jeśli ludzki gracz posiada Admirała…»). Singular forms: the plural «Ludzi»
    # is the glossary's own word in «Zastępowanie Ludzi» / «гравців-людей» (§2b).
    Rule("człowiek", "pl", r"\bczłowiek\w*"),
    Rule("людина", "uk", r"\bлюдин\w*"),
    # §2a main rules: «zasady główne», "never `zasady podstawowe`" (seed 000: «patrz zasady główne,
    # str. 34», «str. 28 zasad głównych»), in every case and either word order.
    Rule("zasady podstawowe", "pl", r"\bzasad\w*\s+podstawow\w*|\bpodstawow\w*\s+zasad\w*"),
    # §2a card: «карта»; "UK map is `мапа`, never `карта`" (a map is never a card in Ukrainian).
    Rule("карта", "uk", r"\bкарт(?:а|и|і|у|ою|ах|ами)?\b", when=r"\b[Mm]aps?\b", unless=r"\b[Cc]ards?\b"),
    # §2b Supply / Manpower: "PL: never shorten `Zasoby Ludzkie` to `Zasoby`" for Manpower.
    Rule(
        "Zasoby",
        "pl",
        r"\bZasob\w*\b(?!\s+Ludzk)",
        when=r"\bManpower\b",
        unless=r"\bSupply\b",
        packs=("eupop",),
    ),
    # §2b Tag chit: «żeton Identyfikacji» / «жетон позначки», "never `znacznik Idei`" (and issue 25:
    # «жетон … ідей» in Ukrainian).
    Rule("znacznik Idei", "pl", r"\bznacznik\w*\s+Ide\w*"),
    Rule("znacznik Idei", "uk", r"\bжетон\w*\s+(?:\w+\s+)?ідей\b", when=r"\b(?:Tag|Ideas) chit"),
    # Conventions, die vs cube: "PL: `kość` is a die, `kostka` is a cube; never swap them."
    Rule("never swap them", "pl", r"\bkostk\w*", when=DIE, unless=CUBE),
    Rule("never swap them", "pl", r"\bkoś[cć]\w*|\bkośc\w*", when=CUBE, unless=DIE),
    # Conventions, key UK decisions: EXPLORE is «РОЗВІДКА», Research an Idea is «досліджувати»,
    # "so the two never collide"; *card* «карта» and *map* «мапа» likewise (the карта rule).
    Rule(
        "the two never collide",
        "uk",
        r"\bдосліджу\w*|\bдослідж\w*",
        when=r"\bEXPLORE\b|\bExplor",
        unless=r"\bResearch",
    ),
    Rule("the two never collide", "uk", r"\bрозвід\w*", when=r"\bResearch", unless=r"\bEXPLORE\b|\bExplor"),
    # §4 choice 11, difficulty names: EU «Normalny / Нормальний», GoC 003's «середній», Root's
    # Default «standardowy / стандартний»: "Never mix them".
    Rule("Never mix them", "pl", r"\bstandardow\w*", when=r"\bNormal\b", packs=("eupop",)),
    Rule("Never mix them", "uk", r"\bстандартн\w*", when=r"\bNormal\b", packs=("eupop",)),
    Rule("Never mix them", "pl", r"\bnormaln\w*", when=r"\bDefault\b", packs=("root_clockwork",)),
    Rule("Never mix them", "uk", r"\bнормальн\w*", when=r"\bDefault\b", packs=("root_clockwork",)),
    Rule(
        "Never mix them",
        "uk",
        r"\bнормальн\w*|\bстандартн\w*",
        when=r"\b[Mm]edium\b",
        packs=("glory_automa",),
    ),
]
# "Never" notes that name no word form, and where they are checked instead.
NOT_WORD_FORMS = {
    # §2d: "Never re-sort the translated names" (of the government and religion lists)
    "keep **003's order**": "an order of lists, not a word form",
    # §3: "never build plurals by appending letters"
    "never build plurals": "test_i18n_catalogues checks three plural forms in pl/uk",
}


def _enforced(text: str, wrong: list[str]) -> bool:
    keys = {r.note for r in RULES}
    if wrong:
        return all(w in keys for w in wrong)
    return any(k.lower() in text.lower() for k in keys | set(NOT_WORD_FORMS))


def test_every_never_note_is_enforced() -> None:
    """Each "never" of the glossary has a rule here, or a reason why it names no word form."""
    notes = never_notes()
    assert notes, "the glossary has no 'never' notes: is it the right file?"
    loose = [f"line {n.line}: {n.text[:100]}" for n in notes if not _enforced(n.text, n.wrong)]
    assert not loose, "glossary 'never' notes without a rule in test_i18n_terms.py:\n" + "\n".join(loose)


@pytest.mark.parametrize("pack", PACKS)
@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_no_pack_text_uses_a_wrong_form_the_glossary_names(pack: str, lang: str) -> None:
    """Every finished text (every plural form) of the pack's pl/uk catalogue, against RULES."""
    rules = [r for r in RULES if r.lang == lang]
    bad = []
    for e in read_ts(TRANSLATIONS / f"rules_{pack}_{lang}.ts"):
        if not e.finished:
            continue  # reported by the completeness test
        for text in e.forms():
            for rule in rules:
                found = rule.finds(pack, e.source, text)
                if found:
                    bad.append(f"{e.context}: {found!r} (glossary: {rule.note}): {text[:90]!r}")
    assert not bad, f"{len(bad)} wrong forms in rules_{pack}_{lang}.ts:\n" + "\n".join(bad[:20])


def test_the_rules_catch_what_they_are_for() -> None:
    """A wrong form of each kind is caught, the right one passes (a check that cannot fail
    proves nothing). Issue 25's own examples."""
    cases = [  # (pack, lang, English source, wrong translation, right translation)
        (
            "eupop",
            "pl",
            "See the main rules, page {page}.",
            "Patrz zasady podstawowe, str. {page}.",
            "Patrz zasady główne, str. {page}.",
        ),
        (
            "eupop",
            "pl",
            "page {page} of the main rules",
            "str. {page} zasad podstawowych",
            "str. {page} zasad głównych",
        ),
        (
            "eupop",
            "pl",
            "Move the Tag chit one space right.",
            "Przesuń znacznik Idei o jedno pole w prawo.",
            "Przesuń żeton Identyfikacji o jedno pole w prawo.",
        ),
        (
            "eupop",
            "uk",
            "Move the Tag chit one space right.",
            "Посуньте жетон ідей на одне поле праворуч.",
            "Посуньте жетон позначки на одне поле праворуч.",
        ),
        (
            "eupop",
            "pl",
            "If the human player has an Admiral…",
            "Jeśli człowiek posiada Admirała…",
            "Jeśli ludzki gracz posiada Admirała…",
        ),
        (
            "eupop",
            "uk",
            "If the human player has an Admiral…",
            "Якщо людина має Адмірала…",
            "Якщо реальний гравець має Адмірала…",
        ),
        ("eupop", "uk", "Place it on the map.", "Покладіть його на карту.", "Покладіть його на мапу."),
        ("eupop", "pl", "Roll a die.", "Rzuć kostką.", "Rzuć kością."),
        ("eupop", "pl", "Manpower: {n}", "Zasoby: {n}", "Zasoby Ludzkie: {n}"),
        ("root_clockwork", "uk", "Default", "Нормальний", "Стандартний"),
    ]
    for pack, lang, source, wrong, right in cases:
        rules = [r for r in RULES if r.lang == lang]
        assert any(r.finds(pack, source, wrong) for r in rules), (source, wrong)
        assert not any(r.finds(pack, source, right) for r in rules), (source, right)
