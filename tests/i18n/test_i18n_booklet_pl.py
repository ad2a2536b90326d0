"""The Polish EU and Mega Civ texts read as their Polish booklets say them (seeds 000 and 004).

A player holding booklet 000 (EU: The Price of Power, Solo & Bot rules) or 004 (Mega
Civilization calamities) reads the bots' steps in the booklet's own words: its terms, its way of
addressing the player, the answers of one question in one grammatical form. Each test names the
booklet section whose wording it keeps.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest
from i18n_helpers import TRANSLATIONS

from tools.i18n.catalogue import Entry
from tools.i18n.tsfile import read_ts

EUPOP_PL = TRANSLATIONS / "rules_eupop_pl.ts"
MEGACIV_PL = TRANSLATIONS / "rules_megaciv_calamities_pl.ts"


def texts(entry: Entry) -> list[str]:
    """Every form of an entry's translation (one for a plain text, three for a count)."""
    value = entry.translation
    return [f for f in (value if isinstance(value, list) else [value]) if f]


def translated(path: Path) -> Iterator[tuple[Entry, str]]:
    """Each finished entry of a catalogue with each of its translated forms."""
    for entry in read_ts(path):
        if entry.finished:
            for text in texts(entry):
                yield entry, text


def misses(path: Path, wrong: str) -> list[str]:
    """The translations that hold the wrong form (a regular expression), with their source."""
    return [f"{e.context}: {e.source!r}: {t!r}" for e, t in translated(path) if re.search(wrong, t)]


@pytest.mark.parametrize("path", [EUPOP_PL, MEGACIV_PL], ids=["eupop", "megaciv_calamities"])
def test_the_player_is_addressed_as_the_booklets_do(path: Path) -> None:
    """Seed 000, «Rozgrywki solo»: «Wszystkie Twoje działania … a Ty grasz»; seed 004, «Hordy
    Barbarzyńców»: «jedno z Twoich miast». Both booklets write Twój/Twoja with a capital."""
    assert not misses(path, r"\btwo(?:j|i)\w*")


@pytest.mark.parametrize(
    ("wrong", "booklet"),
    [
        # «Tajne Akcje»: «Boty nigdy nie będą przeciwdziałać skierowanym przeciwko nim Tajnym Akcjom».
        (r"\bkontr(?:uje|ować|uj)\b", "«Tajne Akcje»: przeciwdziałać"),
        # The second «HANDEL BOTÓW» heading (Bots Trading) is printed as the first one.
        (r"Handel między Botami", "«Handel Botów»"),
        # Declare War is «Wypowiedzenie Wojny» (glossary §2b), never «Deklaracja Wojny».
        (r"Deklaracj\w+ Wojny", "Wypowiedzenie Wojny"),
        # «Kolejność rozgrywki», Faza Dobierania Kart: Events lie on the board, «wyłożone».
        (r"\bz (?:wystawki|odkrytych)\b", "wyłożone Wydarzenia"),
        # «Karty Botów»: «wykonuje jedną z wymienionych na karcie Akcji (najczęściej górną)».
        (r"\bakcj", "Akcja with a capital"),
    ],
    ids=["przeciwdziałać", "Handel Botów", "Wypowiedzenie Wojny", "wyłożone Wydarzenia", "Akcja"],
)
def test_eupop_uses_the_words_of_booklet_000(wrong: str, booklet: str) -> None:
    """No calque of the English where seed 000 has its own word."""
    assert not misses(EUPOP_PL, wrong), booklet


def answers_by_context(path: Path) -> dict[str, dict[tuple[str, str | None], str]]:
    """Per chart context, each source (with its sense) and its one translation."""
    found: dict[str, dict[tuple[str, str | None], str]] = defaultdict(dict)
    for entry in read_ts(path):
        if isinstance(entry.translation, str):
            found[entry.context][(entry.source, entry.disambiguation)] = entry.translation
    return found


def test_won_and_lost_answer_the_same_question_in_the_same_case() -> None:
    """«Jaki był wynik Bitwy Lądowej dla Bota?» takes «Wygrana» and «Przegrana» (seed 000,
    «Bitwy Lądowe»: the Bot «wygrywa» or «przegrywa»): the same nominative on every chart, never
    «Przegraną» in one log line and «Przegrana» in the next."""
    said = {
        f"{context}: {won} / {lost}"
        for context, answers in answers_by_context(EUPOP_PL).items()
        if (won := answers.get(("Won", None))) and (lost := answers.get(("Lost", None)))
    }
    assert said and all(s.endswith(": Wygrana / Przegrana") for s in said), said


def test_naval_battle_results_are_judged_against_one_foe_in_one_form() -> None:
    """«Bitwy Morskie» (seed 000): the result is judged against a human Opponent, another Bot or
    an NPR; the three answers of «Wobec kogo ocenia się wynik?» all begin «Wobec»."""
    answers = answers_by_context(EUPOP_PL)["eupop/naval_battle"]
    judged = [t for (_, sense), t in answers.items() if sense == "judged against"]
    assert judged and all(t.startswith("Wobec ") for t in judged), judged


def test_event_effect_kinds_are_listed_as_nouns() -> None:
    """«Ogólne Zasady Wydarzeń» (seed 000) names the effects as nouns («Aktywacja», «Akcja
    Rekrutacji», «Wyczerpanie Jednostek», «Przyjęcie nowej Religii Państwowej»): the answers of
    «Jaki jest następny efekt?» are nouns too, never an imperative among them."""
    answers = answers_by_context(EUPOP_PL)["eupop/event"]
    kinds = ["Gain Ducats", "Lose Ducats", "Lose Stability", "Gain Stability", "Gain a Vassal"]
    kinds += ["Pay a cost to do something", "Adopt a new State Religion"]
    imperative = r"^(?:Otrzymaj|Strać|Zapłać|Przyjmij)\b"
    assert not [answers[(k, None)] for k in kinds if re.match(imperative, answers[(k, None)])]


def test_megaciv_modifier_lines_quote_the_advance() -> None:
    """Seed 004 quotes every advance in its modifier lines («☒ Jeśli posiadasz „Muzykę”…», «☐
    Jeśli posiadasz „Filozofię”…»): a line saying what an advance changes quotes it too, so the
    name needs no case ending."""
    unquoted = [
        f"{e.context}: {t!r}"
        for e, t in translated(MEGACIV_PL)
        if e.source.startswith("{advance} ") and not t.startswith("„{advance}” ")
    ]
    assert not unquoted
