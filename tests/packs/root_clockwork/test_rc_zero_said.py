"""Steps that do nothing say so in words (seed 001 English, Polish booklet): a Recruit with no
warrior to place, a track space with no VP; never «take 0 warriors» or «scores 0 VP»."""

from __future__ import annotations

from collections.abc import Callable

from rc_helpers import correct, session, state

from desktop.core.messages import Message
from desktop.core.play.session import Session

Say = Callable[[Message, str], str]


def until(s: Session, answers: list[str], node: str) -> Message:
    """Start the bot's turn, confirm steps and give the answers in order until `node` waits; its text."""
    s.apply({"type": "start", "bot": "b", "chart": "main"})
    todo = list(answers)
    for _ in range(200):
        step = s.current("b")
        assert step is not None, f"the turn ended before {node}"
        if step.node == node:
            assert not todo, todo
            return step.text
        if step.kind == "do":
            s.apply({"type": "done", "bot": "b"})
        else:
            assert todo, f"no answer left at {step.chart}.{step.node}"
            s.apply({"type": "answer", "bot": "b", "option": todo.pop(0)})
    raise AssertionError(f"{node} never waited")


def test_recruit_with_an_empty_supply_places_none__seed001_4_5_2(said: Say) -> None:
    """Seed 001 §4.5.2 (Recruit): the bot rules two fox clearings but has no warrior left: one
    sentence says it places none and why, never «weź z puli 0 wojowników»."""
    s = session("marquise")
    correct(s, warriors=0)
    text = until(s, ["fox", "no", "no", "2"], "recruit_empty")
    assert said(text, "pl") == "Werbunek: bot nie ma już wojowników w puli, więc nie umieszcza wojowników."
    assert said(text, "uk") == "Вербування: у запасі бота не лишилося воїнів, тож він не розміщує воїнів."


def test_escalated_recruit_ruling_no_clearing_places_none__seed001_4_7_2(said: Say) -> None:
    """Seed 001 §4.7.2 (Escalated Daylight, Recruit): a bot that rules no clearing places no
    warriors, in words; with Iron Will (§3.3.2) nothing is doubled."""
    s = session("marquise", traits=["iron_will"])
    text = until(s, ["bird", "no", "no", "0"], "esc_recruit_none")
    assert said(text, "pl") == "Werbunek: bot nie kontroluje żadnej polany, więc nie umieszcza wojowników."
    assert said(text, "uk") == "Вербування: бот не контролює жодної галявини, тож не розміщує воїнів."
    s.apply({"type": "done", "bot": "b"})
    step = s.current("b")
    assert step is not None and step.node != "iron_will"
    assert state(s)["warriors"] == 13


def test_escalated_recruit_with_an_empty_supply_places_none__seed001_4_7_2(said: Say) -> None:
    """Seed 001 §4.7.2: two ruled clearings and an empty supply: no «take 0 warriors»."""
    s = session("marquise")
    correct(s, warriors=0)
    text = until(s, ["bird", "no", "no", "2"], "esc_recruit_empty")
    assert said(text, "pl").startswith("Werbunek: bot nie ma już wojowników w puli")


def test_a_track_space_showing_no_vp_scores_none__seed001_4_6_1(said: Say) -> None:
    """Seed 001 §4.6.1 (Evening, score the ordered track): the space shows no VP: the bot scores
    none, said in words («nie otrzymuje Punktów Zwycięstwa»), never «otrzymuje 0 Punktów»."""
    s = session("marquise")
    text = until(s, ["fox", "no", "no", "0", "yes", "0"], "score_none")
    assert said(text, "pl") == (
        "Punktacja: bot nie otrzymuje Punktów Zwycięstwa, bo na pierwszym od prawej pustym polu toru "
        "Tartaków ich nie ma (przy ptasiej karcie Nakazu: nie ma ich na takim polu żadnego toru). "
        "PZ teraz: 0."
    )
    assert said(text, "uk").startswith("Підрахунок: бот не отримує переможних очок, бо крайнє праве")
    assert state(s)["vp"] == 0


def test_a_roosts_space_showing_no_vp_scores_none__seed001_5_6(said: Say) -> None:
    """Seed 001 §5.6 (Eyrie Evening): the Roosts track's space with no VP scores none, in words."""
    s = session("eyrie")
    correct(s, track_vp__roost__1=0)
    s.apply({"type": "start", "bot": "b", "chart": "eyrie_turn", "node": "evening"})
    step = s.current("b")
    assert step is not None and step.node == "score_none"
    assert said(step.text, "pl").startswith("Punktacja: bot nie otrzymuje Punktów Zwycięstwa, bo na")


def test_a_sympathy_space_showing_no_vp_scores_none__seed001_6_5_1(said: Say) -> None:
    """Seed 001 §6.5.1 (Spread Sympathy): a space just uncovered with no VP scores none, in words."""
    s = session("alliance")
    s.apply({"type": "start", "bot": "b", "chart": "spread", "node": "score_any"})
    step = s.current("b")
    assert step is not None and step.node == "score_none"
    assert said(step.text, "pl").startswith("Bot nie otrzymuje Punktów Zwycięstwa, bo na nowo odkrytym polu")
    assert said(step.text, "uk").startswith("Бот не отримує переможних очок, бо щойно відкрите поле")
