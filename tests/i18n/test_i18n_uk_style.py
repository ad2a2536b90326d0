"""Ukrainian as one hand wrote it: one apostrophe in every catalogue, and the game's verbs in
lower case inside a sentence, as the glossary spells them (a capital marks a noun term)."""

from __future__ import annotations

import re

import pytest
from i18n_helpers import TRANSLATIONS

from tools.i18n.tsfile import read_ts

UK = sorted(p.name for p in TRANSLATIONS.glob("*_uk.ts"))
# Any apostrophe but the typographic one, between two Cyrillic letters («пам'ять», «пам`ять»).
_OTHER_APOSTROPHE = re.compile(r"[а-яіїєґА-ЯІЇЄҐ]['`ʼ][а-яіїєґА-ЯІЇЄҐ]")
# Glossary (EU terms): «оголосити війну», «окупувати», «брати в облогу», «досліджувати»,
# «колонізувати», «звільнити»; verbs, so lower case unless a sentence starts with them.
_VERB_STEMS = ("Оголос", "Окуп", "Дослід", "Колонізу", "Звільни")
_MID_SENTENCE_VERB = re.compile(r"(?<=[\w,;)»]) (" + "|".join(_VERB_STEMS) + r")[а-яіїєґ]*(?=[\s?.,!])")
# The nouns and state words of the same stems the glossary capitalises.
_TERMS = re.compile(r"^(Оголошення|Окупован|Окупаці|Досліджен|Звільнен)")


@pytest.mark.parametrize("name", UK)
def test_one_apostrophe_in_every_ukrainian_catalogue(name: str) -> None:
    """«перемир’я» and «пам’яті» take the same mark everywhere: the rule packs and the interface
    mixed ' and ’, sometimes in neighbouring steps."""
    bad = [
        f"{e.context}: {form[:80]!r}"
        for e in read_ts(TRANSLATIONS / name)
        for form in e.forms()
        if _OTHER_APOSTROPHE.search(form)
    ]
    assert not bad, bad[:5]


def test_game_verbs_are_lower_case_inside_a_sentence() -> None:
    """«Чи Бот дослідив…», «Візьміть в облогу… й окупуйте її», «дозволяє Ботові оголосити
    війну»: the EU steps wrote these verbs with a capital, copied from the Polish style."""
    bad = []
    for name in ("rules_eupop_uk.ts", "retired_uk.ts"):
        for e in read_ts(TRANSLATIONS / name):
            for form in e.forms():
                for hit in _MID_SENTENCE_VERB.finditer(form):
                    if not _TERMS.match(hit.group(1) + form[hit.end(1) :]):
                        bad.append(f"{e.context}: {hit.group(0)!r} in {form[:80]!r}")
    assert not bad, bad[:5]


@pytest.mark.parametrize(
    ("name", "source", "wanted"),
    [
        # Seed 002, Income & Upkeep Phase (Refresh Bot Power): four answers, named as a choice.
        ("rules_eupop_uk.ts", "Does the Bot have %n or more Small Towns", "Що з цього має Бот у грі: %n або"),
        # Seed 002, Bot Mat (Focus areas): the area's name quoted, as the milestone question has it.
        ("rules_eupop_uk.ts", "Move the Bot Power paid for this card", "до області Зосередження «{area}»."),
        # Seed 003, Swordsmen: the count said once, its rule in brackets (not «1 miecznika, tylu»).
        ("rules_glory_automa_pl.ts", "Place {swordsmen}, as many as", "Umieść {swordsmen} (tyle, ile wynosi"),
    ],
)
def test_a_step_reads_as_one_sentence(name: str, source: str, wanted: str) -> None:
    """Three steps a player meets every round read as the language says them."""
    forms = [f for e in read_ts(TRANSLATIONS / name) if e.source.startswith(source) for f in e.forms()]
    assert forms and all(wanted in f for f in forms), forms
