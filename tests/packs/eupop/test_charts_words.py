"""EU steps as a player reads them in Polish and Ukrainian (seed 000 Polish, seed 002 English):
the booklet's terms, short sentences, one form for one answer on every chart."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from test_charts_helpers import Table

from desktop.core.messages import Message

Say = Callable[[Message | None, str], str]


def waiting(table: Table, chart: str, node: str, answers: tuple[Any, ...] = ()) -> Message:
    """The text of the step the chart waits at, started at `node` and given `answers`."""
    table.interp.start(table.world, "b1", chart, table.rng, node)
    for answer in answers:
        table.interp.answer(table.world, "b1", answer, table.rng)
    step = table.interp.current(table.world, "b1")
    assert step is not None
    return step.text


@pytest.mark.parametrize("chart", ["printed_military", "printed_diplomatic"])
def test_printed_targeting_chart_says_its_fallback_in_short_sentences__seed002_invalid_targets(
    said: Say, chart: str
) -> None:
    """Seed 002, «Invalid Targets» (000 leaves it in English): substitute, else roll between the
    child nodes, else the next sibling by rising die value, else a cousin; one sentence each,
    and the die is rolled («rzuć kością»), not «rzuć wśród»."""
    text = waiting(Table(), "targeting", chart)
    pl, uk, en = said(text, "pl"), said(text, "uk"), said(text, "en")
    assert "w przeciwnym razie" not in pl and "інакше" not in uk
    assert "rzuć kością między węzłami potomnymi pierwotnego celu" in pl
    assert "киньте кубик серед дочірніх вузлів початкової цілі" in uk
    assert "With no valid sibling, move on to a cousin node the same way." in en


@pytest.mark.parametrize("node", ["printed_military", "valid_military"])
def test_invalid_military_targets_use_the_glossary_hre_term__seed000_nielegalne_cele(
    said: Say, node: str
) -> None:
    """Seed 000, «Nielegalne Cele Militarne»: «…lub Członkiem HRE jeśli Cesarz Spasował»: the
    glossary's «członek HRE», never «Poddany HRE»; Ukrainian the glossary's «член СРІ», as Polish."""
    text = waiting(Table(), "targeting", node)
    pl, uk = said(text, "pl"), said(text, "uk")
    assert "Poddany HRE" not in pl and "członek HRE, gdy Spasował Cesarz" in pl
    assert "підданий СРІ" not in uk and "або член СРІ, якщо спасував Імператор" in uk


def test_focus_quotes_the_focus_type__seed000_plansza_bota(said: Say) -> None:
    """Seed 000, Plansza Bota (obszary Skupienia): the area's type is quoted after «obszaru
    Skupienia», as Ukrainian already does: «…do obszaru Skupienia „Ekspansja”.»"""
    text = waiting(Table(), "focus", "ask_area", ("expansion",))
    assert "do obszaru Skupienia „Ekspansja”." in said(text, "pl")
    assert "до області Зосередження «Експансія»." in said(text, "uk")


def test_exhausted_units_are_lost_from_the_army__seed000_ogolne_zasady_wydarzen(said: Say) -> None:
    """Seed 000, «Ogólne Zasady Wydarzeń»: «Wyczerpanie Jednostek: Strać Jednostki z Armii»
    (002: "Exhaust Units: Lose Units from Army"): the Bot loses the Units, none wait "to be
    Exhausted"."""
    text = waiting(Table(), "event", "exhaust")
    assert said(text, "en").startswith("The Bot loses from its Army as many Units as the Event Exhausts")
    assert said(text, "pl").startswith("Bot traci z Armii tyle Jednostek, ile Wydarzenie każe Wyczerpać")
    assert said(text, "uk").startswith("Бот втрачає з Армії стільки Загонів, скільки Подія велить Виснажити")


def test_lost_ducats_say_the_bot_loses_now__seed002_general_event_rules(said: Say) -> None:
    """Seed 002, «General Event Rules»: "Gaining/losing Ducats: Gain/lose 1 per 10"; Polish says
    it in the present, as its twin «Bot otrzymuje…» does, not «straci»."""
    text = waiting(Table(power__available=5), "event", "ducats_lose", (15,))
    assert said(text, "pl").startswith("Zamiast Dukatów Bot traci 2 Dostępne Punkty Bota")


# (chart, node, the Battle's chart)
RESULTS = [
    ("military", "battle_result", "Bitwy Lądowej", "Сухопутної битви"),
    ("defend", "battle_result", "Bitwy Lądowej", "Сухопутної битви"),
    ("ship_placement", "result", "Bitwy Morskiej", "Морської битви"),
    ("land_battle", "noted", "", ""),
    ("naval_battle", "noted", "", ""),
]


@pytest.mark.parametrize(("chart", "node", "pl_battle", "uk_battle"), RESULTS, ids=[r[0] for r in RESULTS])
@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
def test_a_battle_result_is_one_noun_on_every_chart__seed000_bitwy_ladowe(
    said: Say, chart: str, node: str, pl_battle: str, uk_battle: str, won: bool
) -> None:
    """Seed 000, «Bitwy Lądowe»: the Bot «wygrywa» or «przegrywa»; the log line of the result
    reads «→ Wygrana» / «→ Przegrana» on every chart, never «Przegraną» on one and «Przegrana»
    on the next, and its question asks for that noun."""
    table = Table(action_run={"battle_won": won})
    entry = table.interp.start(table.world, "b1", chart, table.rng, node)[0]
    assert entry.node == node and entry.answer_label is not None
    assert said(entry.answer_label, "pl") == ("Wygrana" if won else "Przegrana")
    assert said(entry.answer_label, "uk") == ("Перемога" if won else "Поразка")
    if pl_battle:
        assert said(entry.text, "pl") == f"Jaki był wynik {pl_battle} dla Bota?"
        assert said(entry.text, "uk") == f"Який результат {uk_battle} для Бота?"


def test_no_casualties_passes_over_the_removal__seed002_land_battles_vs_opponents(said: Say) -> None:
    """Seed 002, «Land Battles vs. Opponents» (000 «Bitwy Lądowe»): a Battle the Army took no
    Casualties in goes on to its result; the log says it loses none («Brak Strat»), the step
    never reads «Usuń 0 Jednostek»."""
    table = Table(army__standing=4)
    table.interp.start(table.world, "b1", "land_battle", table.rng, "casualties")
    logs = table.interp.answer(table.world, "b1", 0, table.rng)
    step = table.interp.current(table.world, "b1")
    assert step is not None and step.node == "outcome"
    entry = next(e for e in logs if e.node == "remove_any")
    assert said(entry.reason, "pl") == "Brak Strat: Armia nie traci żadnej Jednostki"
    assert said(entry.reason, "uk") == "Втрат немає: Армія не втрачає жодного Загону"
    assert said(entry.text, "pl") == "Czy Armia Bota traci jakieś Jednostki?"
    # Casualties still remove Units, as before.
    text = waiting(Table(army__standing=4), "land_battle", "casualties", (2,))
    assert said(text, "pl").startswith("Usuń 2 Jednostki z Armii na Planszy Bota.")


def test_no_hits_by_rebels_passes_over_the_removal__seed002_land_battles_vs_rebels(said: Say) -> None:
    """Seed 002, «Land Battles vs. Rebels/NPRs»: dice that roll no hit take no Unit; the Bot wins
    (its next step), never «Remove 0 Units»; a Bot with no standing Unit loses none either."""
    table = Table(army__standing=3)
    table.interp.start(table.world, "b1", "land_battle", table.rng, "npr_start")
    table.interp.done(table.world, "b1", table.rng)
    logs = table.interp.answer(table.world, "b1", 0, table.rng)
    step = table.interp.current(table.world, "b1")
    assert step is not None and step.node == "npr_won"
    entry = next(e for e in logs if e.node == "npr_remove_any")
    assert said(entry.reason, "uk") == "Втрат немає: Армія не втрачає жодного Загону"
    table = Table(army__standing=0)
    table.interp.start(table.world, "b1", "land_battle", table.rng, "npr_start")
    table.interp.done(table.world, "b1", table.rng)
    logs = table.interp.answer(table.world, "b1", 2, table.rng)
    entry = next(e for e in logs if e.node == "npr_remove_any")
    assert said(entry.reason, "pl") == "W Armii nie stoi żadna Jednostka: nie traci żadnej"
    step = table.interp.current(table.world, "b1")
    assert step is not None and step.node == "npr_lost"
