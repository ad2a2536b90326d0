"""The Glory automa in Ukrainian and the Root Clockwork bots in Polish read as their booklets say
them (seed 003, the Ukrainian Automa appendix; seed 001, the Polish Clockwork chapters): the
booklets' words where a calque or another word had crept in, and the forms a player meets in
the flow (the chart a main action leads to is named as the answer that chose it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from i18n_helpers import TRANSLATIONS

from tools.i18n.catalogue import Entry
from tools.i18n.tsfile import read_ts

ROOT = Path(__file__).resolve().parents[2]
GLORY_CHARTS = ROOT / "rules" / "glory_automa" / "charts"
ROOT_CHARTS = ROOT / "rules" / "root_clockwork" / "charts"


def catalogue(name: str) -> list[Entry]:
    """The finished entries of one catalogue."""
    return [e for e in read_ts(TRANSLATIONS / name) if e.finished]


def translation(entries: list[Entry], context: str, source: str) -> str:
    """The one translation of a plain entry."""
    found = [e.forms()[0] for e in entries if e.context == context and e.source == source]
    assert found, f"no entry {context!r} / {source!r}"
    return found[0]


def wrong_forms(entries: list[Entry], pattern: str, contexts: str = "") -> list[str]:
    """Texts (context: text) using a wrong form, in the contexts that start with `contexts`."""
    found = re.compile(pattern)
    return [
        f"{e.context}: {form}"
        for e in entries
        if e.context.startswith(contexts)
        for form in e.forms()
        if found.search(form)
    ]


# --- Glory of Civilizations automa, Ukrainian (seed 003) ----------------------------------------


def test_a_main_action_leads_to_a_chart_named_as_the_answer_that_chose_it() -> None:
    """Seed 003, «Основна дія»: the player answers which main action the card shows
    («Будівництво міста») and the app goes to that action's steps: their title is the same
    words, never an imperative («Збудуйте місто») that reads as "Перейдіть до: Збудуйте місто"."""
    uk = catalogue("rules_glory_automa_uk.ts")
    turn = yaml.safe_load((GLORY_CHARTS / "turn.yaml").read_text(encoding="utf-8"))
    nodes = {n["id"]: n for n in turn["nodes"]}
    checked, bad = 0, []
    for option in nodes["main_pick"]["options"]:
        call = nodes[option["next"]]
        if call.get("kind") != "call":
            continue
        chart = yaml.safe_load((GLORY_CHARTS / f"{call['chart']}.yaml").read_text(encoding="utf-8"))
        if not option["label"].lower().startswith(chart["title"].lower()):
            continue  # the answer does not name the chart ("Something else" -> "Another action")
        checked += 1
        answer = translation(uk, "glory_automa/turn", option["label"])
        title = translation(uk, f"glory_automa/{call['chart']}", chart["title"])
        if not answer.lower().startswith(title.lower()):
            bad.append(f"{option['label']}: answer «{answer}», chart «{title}»")
    assert checked >= 12
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize(
    ("wrong", "why"),
    [
        # Seed 003, «Будова карти»: two free actions in the card's «верхньому блоці».
        (r"\bслот\w*", "a free action's place in the top block, not a «слот»"),
        # Seed 003 and glossary §2d: «пріоритетний номер», never «номер пріоритету».
        (r"\bномер\w* пріоритету\b", "«пріоритетний номер»"),
        # Seed 003, «Фаза досягнень»: «Голосує за одну з карт подій».
        (r"\bкарт\w* події\b", "«карта подій»"),
        # Seed 003, «Фаза досягнень»: a priority number «визначається» / picks an event card.
        (r"\bвказу\w* (?:карту подій|форму правління|релігію)", "a number «визначає» what it picks"),
    ],
    ids=["slot", "priority-number", "event-card", "number-picks"],
)
def test_glory_ukrainian_uses_the_booklets_words(wrong: str, why: str) -> None:
    uk = catalogue("rules_glory_automa_uk.ts")
    assert not wrong_forms(uk, wrong), why


def test_the_mat_names_the_line_of_the_main_action() -> None:
    """Seed 003, «Основна дія»: the arrow points at the main action; the mat field is the number
    of the line that carries it. «Рядок: основна дія 2» read as a main action called "2"; «Основна
    дія: рядок 2» says the main action is on line 2 (and keeps to one line of the mat)."""
    uk = catalogue("rules_glory_automa_uk.ts")
    pl = catalogue("rules_glory_automa_pl.ts")
    assert translation(uk, "glory_automa", "Main action line") == "Основна дія: рядок"
    assert translation(pl, "glory_automa", "Main action line") == "Wiersz akcji głównej"


def test_glory_ukrainian_has_no_latin_letter_but_the_games_title() -> None:
    """Seed 003 writes the Age «в І епосі» (Cyrillic); the steps wrote «епоха I» with a Latin I."""
    uk = catalogue("rules_glory_automa_uk.ts")
    latin = re.compile(r"[A-Za-z]")
    bad = [
        f"{e.context}: {form[:80]}"
        for e in uk
        for form in e.forms()
        if latin.search(re.sub(r"\{\w+\}|%n|Glory of Civilizations", "", form))
    ]
    assert not bad, bad


# --- Root Clockwork bots, Polish (seed 001) ------------------------------------------------------


def test_each_bots_setup_is_its_faction_setup() -> None:
    """Seed 001, 4.3 / 5.3 / 6.3 / 7.3: every bot's own setup is «Przygotowanie Frakcji»
    (the game's setup with bots, 3, is «Przygotowanie Rozgrywki»)."""
    pl = catalogue("rules_root_clockwork_pl.ts")
    titles = {}
    for path in sorted(ROOT_CHARTS.glob("*_setup.yaml")):
        title = yaml.safe_load(path.read_text(encoding="utf-8"))["title"]
        titles[path.stem] = translation(pl, f"root_clockwork/{path.stem}", title)
    assert len(titles) == 4
    assert all(t.endswith(": przygotowanie Frakcji") for t in titles.values()), titles


def test_a_bot_initiates_its_battles() -> None:
    """Seed 001, 4.5.1 / 4.7.1 / 5.5.1 / 7.5.4: «Bot inicjuje walkę»; a step never tells the
    player «walcz» as if they fought the battle for themselves."""
    pl = catalogue("rules_root_clockwork_pl.ts")
    assert not wrong_forms(pl, r"\b[Ww]alcz\b")


def test_the_vagabot_moves_without_a_move_step() -> None:
    """Seed 001, 7.5: the Vagabot «przemieszcza się», exhausting an item «za każde
    przemieszczenie się»; «Ruch» is a step of the Marquise and the Eyrie, not of its actions."""
    pl = catalogue("rules_root_clockwork_pl.ts")
    assert not wrong_forms(pl, r"\bRuch\w*", contexts="root_clockwork/vb_")


def test_a_scoring_track_follows_the_space_it_scores() -> None:
    """Seed 001, 4.6.1 / 5.6 / 6.5.1: the bot scores the VP of the first empty space «na torze
    Gniazd»: the track's name (lower case, as the booklet writes «tor») follows «pola»/«polu»
    in the genitive, never set apart in brackets."""
    pl = catalogue("rules_root_clockwork_pl.ts")
    names = ["Sawmills track", "Workshops track", "Recruiters track", "Roosts track", "Sympathy track"]
    assert all(translation(pl, "root_clockwork", n).startswith("toru ") for n in names)
    scoring = [e for e in pl if "{track}" in e.source and "space" in e.source]
    assert len(scoring) >= 4
    bad = [
        f
        for e in scoring
        for f in e.forms()
        if not re.search(r"\bpol(?:a|u)(?: nr \{space\} \(licząc od lewej\))? \{track\}", f)
    ]
    assert not bad, "\n".join(bad)
