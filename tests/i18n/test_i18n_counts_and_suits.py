"""Issue 16 items 4 and 5: counts in sentences are plural forms in every language ("dobierz 1
Misję", "доберіть 2 завдання", not "Misje: {n}"), and Root suits are adjectives agreeing with
their noun as the Law of Root says them («lisia polana», «Karta Nakazu jest mysia»)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from i18n_helpers import ROOT, TRANSLATIONS, said_in

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import load_pack
from desktop.core.play.session import Session
from tools.i18n.tsfile import read_ts
from tools.i18n.yaml_extractor import pack_folders

# Nouns the packs count. A `{param}` right before one of them is a number typed into a sentence
# without its plural form; a count is `%n` (a numerus entry) or a nested "%n <noun>" message.
COUNTED = (
    "cards|Units|warriors|items|buildings|VP|Bot Power|cubes|tokens|roosts|bases|clearings|players|"
    "cities|votes|battles|peasants|swordsmen|ballistas|Areas|Ports|Ducats|dice|steps|pairs|hits|"
    "Ideas|Towns|stages|quests"
)
BARE_COUNT = re.compile(r"\{(\w+)\} (?:(?!for |per )[A-Za-z-]+ ){0,2}(?:" + COUNTED + r")\b")
# Parameters that name a thing, not a number ("{suit} clearings", "{area} Focus").
NAMES = {"suit", "base", "area", "building", "clearing", "track", "faction", "realm", "bot", "card", "old"}


def shown(language: Any, lang: str, message: Message) -> str:
    return said_in(language, lang, message)


@pytest.mark.parametrize("pack_id", [p.name for p in pack_folders()])
def test_no_pack_text_types_a_count_before_its_noun(pack_id: str) -> None:
    bare = sorted(
        {
            e.source
            for e in read_ts(TRANSLATIONS / f"rules_{pack_id}_pl.ts")
            for m in BARE_COUNT.finditer(e.source)
            if m.group(1) not in NAMES
        }
    )
    assert not bare, bare[:10]


def test_the_check_finds_a_bare_count() -> None:
    assert BARE_COUNT.search("The bot scores {n} VP.") and BARE_COUNT.search("Put {n} Bot Power cubes")
    assert not BARE_COUNT.search("The bot scores %n VP.")


@pytest.mark.parametrize(
    "lang, n, words",
    [
        ("pl", 1, "1 Punkt Zwycięstwa"),
        ("pl", 2, "2 Punkty Zwycięstwa"),
        ("pl", 5, "5 Punktów Zwycięstwa"),
        ("pl", 22, "22 Punkty Zwycięstwa"),
        ("pl", 21, "21 Punktów Zwycięstwa"),
        ("uk", 1, "1 переможне очко"),
        ("uk", 3, "3 переможні очки"),
        ("uk", 11, "11 переможних очок"),
        ("uk", 21, "21 переможне очко"),
        ("en", 1, "1 VP"),
    ],
)
def test_a_count_takes_the_languages_plural_form(language: Any, lang: str, n: int, words: str) -> None:
    """Glossary §3: 21 is 'many' in Polish and 'one' in Ukrainian."""
    text = shown(
        language,
        lang,
        Message(
            "root_clockwork/card_given",
            "Poor Manual Dexterity: discard the card given to the bot. The bot scores %n VP. VP now: {vp}.",
            {"vp": 7},
            n,
        ),
    )
    assert words in text and "{" not in text


def test_a_nested_count_agrees_inside_its_sentence(language: Any) -> None:
    """Two counts in one sentence: the second is a message of its own, in its own plural form."""
    msg = Message(
        "glory_automa/ballista",
        "Place {units} on the priority hex next to an automa city or castle. Put %n action cubes on "
        "the workshop area.",
        {"units": Message("glory_automa/ballista", "%n ballistas", count=2)},
        1,
    )
    assert "Umieść 2 balisty" in shown(language, "pl", msg) and "1 kostkę akcji" in shown(language, "pl", msg)
    assert "Розмістіть 2 балісти" in shown(language, "uk", msg)
    assert shown(language, "en", msg).startswith("Place 2 ballistas") and "1 action cube " in shown(
        language, "en", msg
    )


def root_step(faction: str, suit: str, chart: str, node: str) -> Message:
    """The step a Root bot shows at `node` once its order card's suit is known."""
    pack, problems = load_pack(ROOT / "rules" / "root_clockwork")
    assert pack is not None and not problems
    session = Session(pack, 2)
    session.add_bot("b", {"name": "Bot", "faction": faction})
    session.apply({"type": "start", "bot": "b", "chart": "setup"})
    while session.running("b"):  # setup: confirm, let the app roll, take the first answer
        step = session.current("b")
        assert step is not None
        kinds = {"do": {"type": "done"}, "roll": {"type": "roll"}}
        first = step.number["min"] if step.number is not None else step.options[0].id
        event = kinds.get(step.kind, {"type": "answer", "option": first})
        session.apply({**event, "bot": "b"})
    session.apply({"type": "start", "bot": "b", "chart": "main"})
    step = session.current("b")
    assert step is not None and suit in [o.id for o in step.options], "the turn asks the order's suit first"
    session.apply({"type": "answer", "bot": "b", "option": suit})
    session.apply({"type": "start", "bot": "b", "chart": chart, "node": node})
    step = session.current("b")
    assert step is not None
    return step.text


@pytest.mark.parametrize(
    "faction, suit, chart, node, pl, uk",
    [
        (
            "marquise",
            "rabbit",
            "marquise_turn",
            "battle",
            "na każdej króliczej polanie",
            "на кожній кролячій галявині",
        ),
        ("marquise", "fox", "marquise_turn", "ruled", "ile lisich polan", "скільки лисячих галявин"),
        ("marquise", "mouse", "marquise_turn", "move", "z każdej mysiej polany", "з кожної мишачої галявини"),
        ("eyrie", "fox", "eyrie_turn", "add_to_decree", "do lisiej kolumny", "лисячий стовпець"),
        ("alliance", "mouse", "alliance_turn", "revolt_where", "mysia polana", "мишача галявина"),
    ],
)
def test_a_suit_agrees_with_its_noun__seed001(
    language: Any, faction: str, suit: str, chart: str, node: str, pl: str, uk: str
) -> None:
    text = root_step(faction, suit, chart, node)
    assert pl in shown(language, "pl", text), shown(language, "pl", text)
    assert uk in shown(language, "uk", text), shown(language, "uk", text)
    assert "symbol" not in shown(language, "pl", text) and "масті" not in shown(language, "uk", text)


def test_the_order_card_is_mysia() -> None:
    """«Karta Nakazu jest mysia» (seed 001), the issue's example, in the catalogue."""
    found = {
        (e.source, e.disambiguation): e.translation
        for e in read_ts(TRANSLATIONS / "rules_root_clockwork_pl.ts")
        if e.context == "root_clockwork"
    }
    assert found[("The order card is {suit}.", None)] == "Karta Nakazu jest {suit}."
    assert found[("mouse", "nominative")] == "mysia" and found[("fox", "locative")] == "lisiej"


@pytest.mark.parametrize(
    ("n", "words"),
    [(1, "jest w niej teraz 1 karta"), (2, "są w niej teraz 2 karty"), (5, "jest w niej teraz 5 kart")],
)
def test_the_decree_columns_count_takes_its_verb_in_polish__seed001_5_4_3(
    language: Any, n: int, words: str
) -> None:
    """Seed 001 (§5.4.3, the Decree): «w ptasiej kolumnie są dwie karty»; the screen read «jest w niej
    teraz 2 karty» on most Eyrie turns (helper qa, Root in Polish)."""
    source = "Add to Decree: tuck the order card into the {suit} column of the Decree (%n cards there now)."
    text = shown(language, "pl", Message("root_clockwork/eyrie_turn", source, {"suit": "lisiej"}, n))
    assert words in text, text


@pytest.mark.parametrize(
    ("card", "pl", "uk"),
    [(None, "na tej karcie?", "на цій карті?"), ("20", "na karcie 20?", "на карті 20?")],
)
def test_the_focus_question_names_its_card_in_the_locative(
    language: Any, card: str | None, pl: str, uk: str
) -> None:
    """FOCUS started from Other charts before any draw read «Akcja SKUPIENIA na karcie None?»."""
    where = (
        Message("eupop", "the card", sense="locative")
        if card is None
        else Message("eupop", "card {card}", {"card": card}, sense="locative")
    )
    text = Message(
        "eupop/focus", "Which Milestone type does the FOCUS Action of {card} show?", {"card": where}
    )
    assert shown(language, "pl", text).endswith(pl) and shown(language, "uk", text).endswith(uk)
