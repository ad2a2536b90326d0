"""Polish and Ukrainian sentences as the player reads them once the numbers are in: a verb that
agrees with 2–4 cards, a pronoun that agrees with one card, a negative Stability that is
subtracted rather than added as "+ -2", and half a strength written with a decimal comma."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.pack.registry import Ctx
from desktop.ui.language import render
from rules.eupop.actions import half_battle_start
from rules.eupop.state import IDEA_TYPES
from rules.eupop.substitutes import convert_human

ROOT = Path(__file__).resolve().parents[2]

RESHUFFLE = (
    "Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. "
    "Still set aside (FOCUS): {set_aside}. The draw pile now holds %n cards."
)
ROW = (
    "Round {round}: the automa deck holds %n cards. Lay them out in a row, then reshuffle the discard "
    "pile into a new automa deck and lay out more cards until the row holds {size}; {up}, the rest "
    "face down."
)
HALF = (
    "Remove as many of the tokens your booklet names here as half the Army's starting strength: "
    "half of {strength} is {half}."
)


@pytest.fixture
def speak(language: Any) -> Iterator[Any]:
    """Renders a message in a language as the window does."""

    def say(lang: str, msg: Message) -> str:
        language.set_language(lang)
        return render(msg)

    yield say
    language.set_language("en")


def eupop() -> Pack:
    """The EU pack as the app loads it."""
    pack, problems = load_pack(ROOT / "rules" / "eupop")
    assert pack is not None, problems
    return pack


def eupop_ctx(bot: dict[str, Any]) -> Ctx[Any]:
    """A rule's view of one EU bot with the given state."""
    return Ctx(eupop(), {"b1": bot}, {}, "b1", {}, random.Random(1))


@pytest.mark.parametrize(("n", "pl_verb"), [(22, "są"), (24, "są"), (2, "są"), (12, "jest"), (25, "jest")])
def test_the_reshuffled_draw_pile_verb_agrees_with_the_count(speak: Any, n: int, pl_verb: str) -> None:
    """Seed 002/000, Cleanup Phase, Reshuffle Bot Deck: «są 24 karty», «jest 25 kart»."""
    msg = Message("eupop/cleanup", RESHUFFLE, {"back": "—", "gone": "—", "set_aside": "—"}, n)
    said = speak("pl", msg)
    assert said.endswith(
        f"W stosie do dobierania {pl_verb} teraz {n} {'karty' if pl_verb == 'są' else 'kart'}."
    )


@pytest.mark.parametrize(
    ("n", "pl", "uk"),
    [
        (1, "jest 1 karta. Wyłóż ją", "1 карта. Викладіть її"),
        (3, "są 3 karty. Wyłóż je", "3 карти. Викладіть їх"),
        (12, "jest 12 kart. Wyłóż je", "12 карт. Викладіть їх"),
    ],
)
def test_the_automa_row_says_one_card_as_one(speak: Any, n: int, pl: str, uk: str) -> None:
    """Seed 003 (Glory, automa deck: lay out a row): one card left is «ją» / «її», not «je» / «їх»;
    2–4 cards take «są»."""
    msgs = [Message(c, ROW, {"round": 2, "size": 6, "up": "—"}, n) for c in _contexts("glory_automa", ROW)]
    assert msgs, "the row text is in no glory_automa context"
    for msg in msgs:
        assert pl in speak("pl", msg)
        assert uk in speak("uk", msg)


def _contexts(pack: str, source: str) -> list[str]:
    """The catalogue contexts that hold an English text."""
    import xml.etree.ElementTree as ET

    root = ET.parse(ROOT / "translations" / f"rules_{pack}_pl.ts").getroot()
    return [
        c.findtext("name") or ""
        for c in root.iter("context")
        if any(m.findtext("source") == source for m in c.iter("message"))
    ]


@pytest.mark.parametrize(
    ("strength", "pl", "uk"),
    [
        (13, "połowa z 13 to 6,5.", "половина від 13 — це 6,5."),
        (1, "połowa z 1 to 0,5.", "половина від 1 — це 0,5."),
        (12, "połowa z 12 to 6.", "половина від 12 — це 6."),
    ],
)
def test_half_the_army_is_written_with_a_decimal_comma(speak: Any, strength: int, pl: str, uk: str) -> None:
    """Seed 000, Land Battle against Rebels: half the starting strength; Polish and Ukrainian
    write 6,5, never 6.5."""
    ctx = eupop_ctx({"action_run": {"battle_start": strength}})
    half = half_battle_start(ctx)
    (context,) = _contexts("eupop", HALF)
    msg = Message(context, HALF, {"strength": strength, "half": half})
    assert speak("pl", msg).endswith(pl)
    assert speak("uk", msg).endswith(uk)
    assert speak("en", msg).endswith(f"half of {strength} is {strength / 2:g}.")


@pytest.mark.parametrize(
    ("stability", "pl", "uk"),
    [
        (-2, "5 za Dukaty − 2 za Stabilność", "5 за Дукати − 2 за Стабільність"),
        (3, "5 za Dukaty + 3 za Stabilność", "5 за Дукати + 3 за Стабільність"),
    ],
)
def test_negative_stability_is_subtracted_in_the_bot_power_sum(
    speak: Any, stability: int, pl: str, uk: str
) -> None:
    """Seed 002, Replacing Humans: each negative Stability step costs 1, so the sum the player
    checks reads «− 2 za Stabilność», never «+ -2 za Stabilność»."""
    pack = eupop()
    node = pack.charts["replace_human"].node_map()["convert"]
    conv = {"monarch_power": 10, "ducats": 25, "stability": stability, "loans": 1}
    bot = {
        "convert": conv,
        "difficulty": next(iter(pack.tables["difficulty"].levels)),
        "ideas": dict.fromkeys(IDEA_TYPES, 0),
    }
    ctx = Ctx(pack, {"b1": bot}, {}, "b1", {}, random.Random(1))
    said = convert_human(ctx)
    (context,) = _contexts("eupop", node.text)
    msg = Message(context, node.text, said, said["power"])
    assert pl in speak("pl", msg)
    assert uk in speak("uk", msg)
    assert "+ -" not in speak("en", msg)


LOST = "Did {bot} lose %n or more warriors as defender?"
PLACED = "Hospitals: {bot} places %n warriors in the keep's clearing. Its supply now: {supply}."
REMOVED = "How many of this bot's buildings and tokens did {bot} remove? {bot} scores a VP for each."


@pytest.mark.parametrize("name", ["Francja", "Automa 2", "Mechaniczny Markiz 2.0"])
def test_a_bots_name_never_carries_a_gendered_past_verb(speak: Any, name: str) -> None:
    """Seed 001, 3.3.2 (Hospitals) and the defender's VP: the table names a bot as it likes
    («Francja», «Automa 2»), so the past verb agrees with the word «bot» / «бот» before the name,
    never with the name itself («Czy Francja stracił…» reads wrong)."""
    (lost_ctx,) = _contexts("root_clockwork", LOST)
    (removed_ctx,) = _contexts("root_clockwork", REMOVED)
    for n in (1, 2, 5):
        lost = Message(lost_ctx, LOST, {"bot": name}, n)
        assert f"Czy bot {name} stracił jako obrońca co najmniej {n} " in speak("pl", lost)
        assert f"Чи втратив бот {name} як захисник щонайменше {n} " in speak("uk", lost)
    removed = Message(removed_ctx, REMOVED, {"bot": name})
    assert f"usunął bot {name}?" in speak("pl", removed)
    assert f"прибрав бот {name}?" in speak("uk", removed)


def test_the_hospitals_supply_belongs_to_this_bot_not_to_him(speak: Any) -> None:
    """Seed 001, 3.3.2 (Hospitals): after «Francja umieszcza…» the supply is «tego bota» /
    «цього бота», not «Jego» / «Його», which would not agree with a feminine name."""
    (context,) = _contexts("root_clockwork", PLACED)
    msg = Message(context, PLACED, {"bot": "Francja", "supply": 5}, 2)
    assert speak("pl", msg).endswith("2 wojowników na polanie z Twierdzą. Pula tego bota teraz: 5.")
    assert speak("uk", msg).endswith("Запас цього бота тепер: 5.")
