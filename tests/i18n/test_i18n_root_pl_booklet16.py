"""Root's bots as a Polish player reads them in play (seed 001, the Polish Clockwork booklet):
an answer that answers its yes/no question in the log, a count said with its reason and not
cut twice, the aided bot named as such, «po jednym» beside «po jednym», and the catalogue
speaking to one player in the singular, as 001's own impersonal words never name a «you»."""

from __future__ import annotations

import re
from typing import Any

import pytest
from i18n_helpers import TRANSLATIONS, said_in

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.session import Session
from desktop.core.play.steps import LogEntry
from tools.i18n.tsfile import read_ts

SETUP = {"marquise": ["2"], "vagabot": ["yes"]}


def root() -> Pack:
    """The Root pack as the app loads it."""
    pack, problems = load_pack(bundled_rules_dir() / "root_clockwork")
    assert pack is not None and not problems, problems
    return pack


def run(session: Session, answers: list[str]) -> list[Message]:
    """Play bot `b`'s running chart with the answers; the step texts shown, as messages."""
    texts: list[Message] = []
    todo = list(answers)
    while session.running("b"):
        step = session.current("b")
        assert step is not None
        texts.append(step.text)
        if step.kind == "do":
            session.apply({"type": "done", "bot": "b"})
        elif step.kind == "roll":
            session.apply({"type": "roll", "bot": "b", "value": None})
        else:
            assert todo, f"no answer left at {step.node}"
            session.apply({"type": "answer", "bot": "b", "option": todo.pop(0)})
    assert not todo
    return texts


def game(faction: str, **items: int) -> Session:
    """One bot `b` of the faction through its setup, its items set by hand when given."""
    session = Session(root(), 1)
    session.add_bot("b", {"name": "Bot", "faction": faction})
    session.apply({"type": "start", "bot": "b", "chart": "setup"})
    run(session, SETUP.get(faction, []))
    for path, value in items.items():
        session.apply({"type": "correct", "bot": "b", "path": f"items.{path}", "value": value})
    return session


def turn(session: Session, answers: list[str]) -> list[Message]:
    """The bot's turn played with the answers."""
    session.apply({"type": "start", "bot": "b", "chart": "main"})
    return run(session, answers)


def said(language: Any, texts: list[Message], start: str) -> str:
    """The Polish text of the first step whose English starts with `start`."""
    from desktop.core.messages import render_plain

    found = [t for t in texts if render_plain(t).startswith(start)]
    assert found, start
    return said_in(language, "pl", found[0])


def logged(language: Any, entries: list[LogEntry], chart: str, node: str) -> str:
    """A log line of that node as the Polish log shows it: «question → answer (reason)»."""
    from desktop.ui.log.log_text import entry_short

    found = [e for e in entries if e.chart == chart and e.node == node]
    assert found, (chart, node)
    language.set_language("pl")
    try:
        return entry_short(found[0])
    finally:
        language.set_language("en")


def test_yes_no_questions_are_answered_yes_or_no_in_the_log(language: Any) -> None:
    """Seed 001 §6.4.3 (Rewolta) and the track read at §4.6.1: the log read «czy karta Nakazu
    jest inna niż ptasia…? → Zapytaj (Na planszy Frakcji leży lisia Baza.)» and «…jest jeszcze
    nieznana? → Zapytaj»; an answer now answers its question."""
    session = game("alliance")
    turn(session, ["fox", "no", "yes", "2", "yes", "no", "1"])
    entries = session.log()
    revolt = logged(language, entries, "alliance_turn", "revolt")
    assert "? → Tak (" in revolt and "Zapytaj" not in revolt, revolt
    track = logged(language, entries, "track_score", "next")
    assert track.endswith("jest już zapisana w panelu bota? → Nie: odczytaj ją"), track


def test_the_vagabots_refresh_says_why_not_fewer(language: Any) -> None:
    """Seed 001 §7.6.1 (Regeneracja): four with a damaged item. The step read «odwróć 4 … (mniej,
    jeśli bot ma co najmniej jeden uszkodzony przedmiot)», a second cut of a number already cut."""
    session = game("vagabot", fresh=0, exhausted=8, track=0, damaged_fresh=1)
    text = said(language, turn(session, ["fox", "no", "no"]), "Evening, Refresh")
    assert text.endswith(
        "odwróć 4 wyczerpane, nieuszkodzone przedmioty odkrytą stroną do góry "
        "(najwyżej 4, bo bot ma uszkodzony przedmiot)."
    ), text
    assert "mniej" not in text


def test_aid_names_the_bot_that_draws_no_cards(language: Any) -> None:
    """Seed 001 §7.5.3 (Pomoc): «boty, którym pomógł Włóczęgobot, nie dobierają kart». The step
    read «…; bot nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa», as if of the Vagabot."""
    session = game("vagabot", fresh=5)
    session.apply({"type": "start", "bot": "b", "chart": "vb_aid"})
    text = said(language, run(session, ["yes", "1"]), "Aid: exhaust")
    assert "Gracz dobiera 1 kartę (bot, któremu pomógł Włóczęgobot, nie dobiera kart" in text, text


def test_the_marquise_recruit_says_one_in_words(language: Any) -> None:
    """Seed 001 §4.5.2 (Werbunek), four warriors over four or three ruled clearings: «Umieść po 1
    na każdej z tych 4 polan» beside «po jednym» in the next sentence; «po jednym» in both now."""
    for ruled, wanted in (
        ("4", "Umieść po jednym na każdej z tych 4 polan."),
        ("3", "Umieść po jednym na każdej z tych polan i jeszcze jednego na tej z nich, która ma najwyższy"),
    ):
        session = game("marquise")
        text = said(language, turn(session, ["rabbit", "no", "no", ruled, "yes", "0"]), "Recruit: take")
        assert wanted in text and "po 1 " not in text, text


PL = [e for e in read_ts(TRANSLATIONS / "rules_root_clockwork_pl.ts") if e.finished]


@pytest.mark.parametrize(
    ("wrong", "why"),
    [
        # The glossary's preface: Polish speaks to one player, in the singular imperative.
        (r"\b(Uzgodnijcie|rozegrajcie|oznaczcie|wasz\w*)\b", "the singular, as every other step"),
        # 001 never names the player with a pronoun («należy…»): no «twojej Mapy», «twojej numeracji».
        (r"\b[Tt]wo(j|i)\w*\b", "no «twój»: 001's impersonal words"),
        # 001 and the glossary place pieces with «umieścić»; the sibling steps say «Umieść».
        (r"\bPołóż\b", "«Umieść», as the sibling steps"),
        # 001 §2.7: a bird order names no suit; 001 §4.7 says plain «polana» there.
        (r"dowolny symbol", "a plain «polana» for a bird order"),
    ],
)
def test_root_polish_speaks_to_one_player_in_the_booklets_words(wrong: str, why: str) -> None:
    found = re.compile(wrong)
    bad = [f"{e.context}: {form}" for e in PL for form in e.forms() if found.search(form)]
    assert not bad, f"{why}:\n" + "\n".join(bad)


def test_one_loyal_vizier_shows_its_one_symbol() -> None:
    """Seed 001 §5.3.3 with the easy level's one Loyal Vizier: «wsuń 1 kartę … tak by symbole były
    widoczne» read as several; one card, one symbol."""
    entry = next(
        e for e in PL if e.context == "root_clockwork/eyrie_setup" and "Loyal Viziers: tuck" in e.source
    )
    one, *more = entry.forms()
    assert one.endswith("tak by jej symbol był widoczny.") and all("symbole były" in f for f in more), (
        entry.forms()
    )
