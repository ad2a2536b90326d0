"""The interface's and the engine's own Polish and Ukrainian words say each thing as the rule
packs' steps and the glossary do (../shared/glossary.md §2a), so a player reading them beside a
pack's step meets one word for one thing (task lang6)."""

from __future__ import annotations

import re

import pytest
from i18n_helpers import TRANSLATIONS

from tools.i18n.catalogue import Entry, lang_of
from tools.i18n.tsfile import read_ts

CATALOGUES = ["ui_pl.ts", "ui_uk.ts", "engine_pl.ts", "engine_uk.ts"]

# (language, what the English says, the wrong word, where the right word comes from)
ONE_WORD_FOR_ONE_THING = [
    (
        "uk",
        r"\b[Uu]ndo|\bundone\b|takes (?:it|the stop) back|brings it back",
        r"скасов|скасу",
        "glossary §2a Undo «Відмінити»: «Скасувати» is reserved for Cancel",
    ),
    ("pl", r"\b[Rr]ule pack", r"system\w* zasad", "the Game menu's word: «pakiet zasad»"),
    ("uk", r"\b[Rr]ule pack", r"систем\w* правил", "the Game menu's word: «пакет правил»"),
    ("pl", r"\bchart\b", r"\bschemat", "glossary §2a chart (bot action chart): «diagram»"),
    ("uk", r"\bfolder", r"\bтек[аиіуою]\b|\bтеці\b", "the interface's word: «папка»"),
    ("uk", r"\b(?:choose|chosen|select)", r"\bвиб[ре]р?а?", "glossary §2a select, choose: «обрати»"),
    ("uk", r"\bapp\b", r"\bпрограм", "the EU pack's word for the app: «застосунок»"),
]

# Words that only fit a masculine bot. A seat may be an «Automa 1» / «Автома 1» (Glory, seed
# 003) or a «Katastrofa 1» / «Катастрофа 1» (Mega Civ, seed 004), both feminine.
MASCULINE_ABOUT_THE_BOT = {
    "pl": r"\b(?:jego|niego|nowy|przygotowany|gotowy)\b|\bgo (?:z gry|przed)\b",
    "uk": r"\b(?:його|нього|він|новий|підготовлений)\b",
}
# Interface texts that speak of a bot as "it" without naming it.
ABOUT_A_BOT = {
    ("BotPanel", "Its chart is running: finish it, or Stop it first."),
    ("Seats", "Its panel goes; its lines stay in the log. Undo brings it back."),
    ("RoundBar", "set up"),
}


def finished(name: str) -> list[Entry]:
    return [e for e in read_ts(TRANSLATIONS / name) if e.finished]


def wrong_words(entries: list[Entry], lang: str) -> list[str]:
    bad = []
    for e in entries:
        for rule_lang, when, wrong, why in ONE_WORD_FOR_ONE_THING:
            if rule_lang != lang or not re.search(when, e.source):
                continue
            for form in e.forms():
                found = re.search(wrong, form, re.IGNORECASE)
                if found:
                    bad.append(f"{e.context}: {e.source!r}: «{found.group()}» ({why})")
    return bad


@pytest.mark.parametrize("name", CATALOGUES)
def test_one_word_for_one_thing_across_the_interface_and_the_engine(name: str) -> None:
    bad = wrong_words(finished(name), lang_of(TRANSLATIONS / name))
    assert not bad, "\n".join(bad)


def test_the_word_check_catches_what_it_is_for() -> None:
    undo = Entry("Undo", "Undo takes it back.", translation="«Відмінити» скасує це.", finished=True)
    folder = Entry("X", "in a folder", translation="в теці", finished=True)
    right = Entry("X", "in a folder; undoable", translation="у папці; можна відмінити", finished=True)
    assert len(wrong_words([undo, folder], "uk")) == 2
    assert not wrong_words([right], "uk")


@pytest.mark.parametrize("name", CATALOGUES)
def test_a_placeholder_is_quoted_as_the_language_quotes(name: str) -> None:
    """„…” in Polish, «…» in Ukrainian, as every other quoted name of the catalogues."""
    bad = [
        f"{e.context}: {e.source!r}: {form!r}"
        for e in finished(name)
        for form in e.forms()
        if re.search(r"['\"]\{\w+\}['\"]", form)
    ]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("name", ["ui_pl.ts", "ui_uk.ts"])
def test_no_word_after_a_bot_s_name_fits_only_a_masculine_bot(name: str) -> None:
    """A text about {bot} reads right for «Automa 1» and «Katastrofa 1» too."""
    wrong = MASCULINE_ABOUT_THE_BOT[lang_of(TRANSLATIONS / name)]
    bad = [
        f"{e.context}: {e.source!r}: {form!r}"
        for e in finished(name)
        if "{bot}" in e.source or (e.context, e.source) in ABOUT_A_BOT
        for form in e.forms()
        if re.search(wrong, form, re.IGNORECASE)
    ]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_the_on_screen_mat_has_the_word_glorys_steps_give_it(lang: str) -> None:
    """Glory's steps (seed 003) call the app's mat «panel automy» / «панель автоми», apart
    from the physical automa board (glossary §2d: «plansza automy» / «планшет автоми»). The
    interface's mat is one text for every pack: it takes the on-screen word, never the board's."""
    glory = finished(f"rules_glory_automa_{lang}.ts")
    on_screen = [e for e in glory if re.search(r"\bon (?:its|the automa's) mat\b", e.source)]
    assert on_screen, "Glory's steps no longer speak of the automa's mat"
    stem, board = {"pl": ("panel", r"\bplansz"), "uk": ("панел", r"\bпланшет")}[lang]
    assert all(stem in f for e in on_screen for f in e.forms())
    ui = [e for e in finished(f"ui_{lang}.ts") if re.search(r"\b[Mm]at(?:'s)?\b", e.source)]
    assert len(ui) >= 3, "the mat's name, the keys help and the welcome page"
    for e in ui:
        text = e.forms()[0]
        assert stem in text.lower() and not re.search(board, text, re.IGNORECASE), (e.source, text)


def test_a_ukrainian_one_form_does_not_point_back_at_one_thing() -> None:
    """Ukrainian's "one" form is also 21, 31, …: what the few form calls «їх» is not «її» there
    (glossary §3: 21 is *one* in Ukrainian)."""
    bad = []
    for name in ("ui_uk.ts", "engine_uk.ts"):
        for e in finished(name):
            if not e.numerus:
                continue
            one, few = e.forms()[0], e.forms()[1]
            if re.search(r"\bїх\b", few) and re.search(r"\b(?:її|його)\b", one):
                bad.append(f"{e.source!r}: {one!r}")
    assert not bad, "\n".join(bad)
