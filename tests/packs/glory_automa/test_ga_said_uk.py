"""The automa's steps as a Ukrainian table reads them on screen (seed 003, the Ukrainian Automa
appendix): the step waiting and the log lines above it, in the window's language."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from ga_helpers import run, session

from desktop.core.play.session import Session
from tools.i18n.lupdate import compile_catalogues

TRANSLATIONS = Path(__file__).resolve().parents[3] / "translations"
Say = Callable[[Session, str, list[str]], list[str]]


@pytest.fixture(scope="module")
def said(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Say]:
    """Play a chart to its end in a language: every step and log line as the window says it."""
    from desktop.ui.language import LanguageService, render

    service = LanguageService(compile_catalogues(TRANSLATIONS, tmp_path_factory.mktemp("qm")))

    def say(s: Session, chart: str, answers: list[str]) -> list[str]:
        todo, shown = list(answers), []
        service.set_language("uk")
        try:
            entries = s.apply({"type": "start", "bot": "a", "chart": chart})
            while True:
                shown.extend(render(e.text) for e in entries)
                step = s.current("a")
                if step is None or not s.running("a"):
                    return shown
                shown.append(render(step.text))
                if step.kind == "do":
                    entries = s.apply({"type": "done", "bot": "a"})
                else:
                    entries = s.apply({"type": "answer", "bot": "a", "option": todo.pop(0)})
        finally:
            service.set_language("en")

    yield say


def _ready() -> Session:
    s = session("hard")
    run(s, "round_start")
    return s


def _has(shown: list[str], fragment: str) -> bool:
    return any(fragment in line for line in shown)


def test_age_one_is_written_as_the_round_bar_writes_it__seed003_ballista(said: Say) -> None:
    """003, Ballista and Castle: «в І епосі». The questions said «епоха I» with a Latin I beside
    the bar's «Поточна епоха: 1» and the reason «Триває епоха 1»: one numeral, no Latin letter."""
    shown = said(_ready(), "turn", ["a1", "coins", "coins", "ballista", "yes", "no", "no"])
    assert _has(shown, "Чи триває епоха 1?")
    assert _has(shown, "В епоху 1 автома натомість тренує лучників.")
    shown += said(_ready(), "turn", ["a1", "coins", "coins", "castle", "yes", "no", "yes", "no"])
    assert _has(shown, "В епоху 1 автома будує місто замість замку.")
    assert not [line for line in shown if re.search(r"[A-Za-z]", line)]


def test_a_battle_before_the_reform_names_no_government__seed003_two_battles(said: Say) -> None:
    """003, Two battles: the battle uses the automa's form of government; before the reform it
    has none, and the step told the table to use the properties of «(ще немає)»."""
    shown = said(_ready(), "turn", ["a1", "coins", "coins", "swordsmen", "yes", "yes", "no", "no"])
    assert _has(shown, "Чи має автома вже форму правління?")
    assert _has(shown, "Проведіть битву, скориставшись усіма технологіями автоми")
    assert _has(shown, "Форми правління в автоми ще немає.")
    assert not _has(shown, "(ще немає)")


def test_both_colour_steps_leave_the_buildings_unsorted_as_an_option__seed003_setup(said: Say) -> None:
    """003, Setup: the buildings may be left off the board's areas (an option). The step with a
    colour said «можна не розкладати», the one without «не треба розкладати»: one wording."""
    wanted = "Будівлі не обов’язково розкладати по областях планшета."
    given = said(session(colour="red"), "setup", [])
    chosen = said(session(), "setup", [])
    assert _has(given, "Дайте автомі її колір (red)") and _has(given, wanted)
    assert _has(chosen, "Оберіть автомі колір") and _has(chosen, wanted)


def test_peasants_go_to_the_priority_hex__seed003_peasants(said: Say) -> None:
    """003, Peasants: «на пріоритетний гекс»; the hex next to a city or castle is for military
    units (003, Training). The peasants' steps said «поруч із містом чи замком автоми»."""
    shown = said(_ready(), "turn", ["a1", "coins", "coins", "peasants", "yes", "no"])
    assert _has(shown, "Чи має автома ще селян і місце для них навколо своїх міст?")
    assert _has(shown, "Розмістіть 1 селянина на пріоритетному гексі — стільки, скільки в автоми міст.")
    assert not _has(shown, "замк")
