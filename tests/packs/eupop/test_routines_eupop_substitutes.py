"""EU routines of Substitute Bots: replacing a human player and replacing an eliminated Bot."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.core.messages import InputError, Message, render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session

ALL = [f"{n:02d}" for n in range(1, 25)]
NO_MILESTONES = {"economic": "no", "expansion": "no", "political": "no", "war": "no"}


def replace(session: Session, answers: dict[str, Any]) -> dict[str, str]:
    """Run replace_human for b1 with the table's numbers and answers; returns the texts shown."""
    session.apply({"type": "start", "bot": "b1", "chart": "replace_human"})
    shown: dict[str, str] = {}
    while (step := session.current("b1")) is not None:
        shown[step.node] = render_plain(step.text)
        if step.kind == "do":
            session.apply({"type": "done", "bot": "b1"})
        else:
            session.apply({"type": "answer", "bot": "b1", "option": answers[step.node]})
    return shown


NO_UNITS = {"deployed": 0, "reserve": 0, "ideas_adm": 0, "ideas_dip": 0, "ideas_mil": 0}


CONVERSIONS = [
    # difficulty, Monarch Power, Ducats, Stability, Loans -> Bot Power
    ("normal", 6, 12, 2, 1, 9),  # 6 + 2 + 2 - 1
    ("normal", 4, 9, 0, 0, 5),  # 4 + 1 = 5, the Normal minimum
    ("hard", 0, 0, -2, 0, 6),  # -2, raised to the Hard DoW minimum 6
    ("easy", 10, 40, 3, 0, 15),  # Ducats give at most 5; 18 is cut to 15
    ("very_hard", 3, 4, -1, 2, 7),  # 0, raised to 7
]


@pytest.mark.parametrize("level, mp, ducats, stability, loans, power", CONVERSIONS)
def test_human_conversion__seed002_replacing_humans(
    pack: Pack, level: str, mp: int, ducats: int, stability: int, loans: int, power: int
) -> None:
    """Seed 002 Replacing Humans: each Monarch Power 1, every 5 Ducats 1 (max 5), Stability
    +1/-1 per step, -1 per Loan (a reading of the lost icon), kept between the DoW minimum
    and 15. Each figure is one number question."""
    session = Session(pack, seed=4)
    session.add_bot("b1", {"difficulty": level})
    figures = {"monarch_power": mp, "ducats": ducats, "stability": stability, "loans": loans}
    shown = replace(session, {**figures, **NO_UNITS, **NO_MILESTONES})
    assert session.world["bots"]["b1"]["power"] == {"available": power, "spent": 0}
    assert f"the Bot has {power} Bot Power" in shown["convert"]


def test_units_ideas_and_milestones__seed002_replacing_humans(pack: Pack) -> None:
    """Deployed Units go to the Army, the rest to the Reserve; Ideas are marked (max 3); FOCUS
    cards of Milestones the player achieved leave the Bot Deck."""
    session = Session(pack, seed=4)
    session.add_bot("b1", {"difficulty": "normal"})
    figures = {"monarch_power": 3, "ducats": 0, "stability": 0, "loans": 0}
    units = {"deployed": 6, "reserve": 4, "ideas_adm": 0, "ideas_dip": 1, "ideas_mil": 3}
    replace(session, {**figures, **units, **NO_MILESTONES, "economic": "yes", "war": "yes"})
    bot = session.world["bots"]["b1"]
    assert bot["army"]["standing"] == 6 and bot["manpower_reserve"] == 4
    assert bot["ideas"] == {"administrative": 0, "diplomatic": 1, "military": 3}
    focus_cards = {"16", "20", "19", "23"}  # FOCUS – Economic and – War (research table)
    assert set(bot["deck"]["removed"]) == focus_cards
    assert sorted(bot["deck"]["draw_pile"]) == [c for c in ALL if c not in focus_cards]


def test_ideas_above_three_are_refused_on_the_mat(pack: Pack) -> None:
    """The mat keeps Ideas between 0 and 3: a 4 is refused with a reason."""
    session = Session(pack, seed=4)
    session.add_bot("b1", {})
    with pytest.raises(InputError, match="above the maximum 3"):
        session.apply({"type": "correct", "bot": "b1", "path": "ideas.military", "value": 4})


def _replace_bot(session: Session, bot: str, answers: dict[str, Any]) -> dict[str, str]:
    session.apply({"type": "start", "bot": bot, "chart": "replace_bot"})
    shown: dict[str, str] = {}
    while (step := session.current(bot)) is not None:
        shown[step.node] = render_plain(step.text)
        if step.kind == "do":
            session.apply({"type": "done", "bot": bot})
        else:
            session.apply({"type": "answer", "bot": bot, "option": answers[step.node]})
    return shown


def test_new_bot_replaces_an_eliminated_one__seed002_replacing_bot_realms(pack: Pack) -> None:
    """Seed 002 Replacing Bot Realms: the new Realm is set up as a Bot of its own (its Realm
    profile and Bot Deck, 9 Bot Power), with 3 Units in its Army, Manpower from its Town Track
    (at least 3), and the Ideas of the Bot it replaces; the old Bot takes no more Turns."""
    session = Session(pack, seed=4)
    session.add_bot("b1", {"difficulty": "hard"}, {"name": "Oldland", "removed_cards": {1: ["02"]}})
    old = session.world["bots"]["b1"]
    old["ideas"]["diplomatic"] = 2
    old["power"] = {"available": 1, "spent": 4}
    session.add_bot(
        "b2", {"difficulty": "hard", "name": "Newland"}, {"name": "Newland", "removed_cards": {1: ["07"]}}
    )
    shown = _replace_bot(session, "b2", {"old": "b1", "events": "no", "track": 5})
    new = session.world["bots"]["b2"]
    assert new["ideas"] == {"administrative": 0, "diplomatic": 2, "military": 0}
    assert new["army"] == {"standing": 3, "laid_down": 0} and new["manpower_reserve"] == 2
    assert new["power"] == {"available": 9, "spent": 0} and new["realm"] == "Newland"
    assert new["deck"]["removed"] == ["07"] and "02" in new["deck"]["draw_pile"]
    assert "Diplomatic 2" in shown["inherit"]
    assert session.world["bots"]["b1"]["eliminated"] is True
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    assert session.current("b1") is None
    assert [e.node for e in session.log()][-1] == "gone"


def test_replacing_a_bot_no_longer_in_the_game__seed002_replacing_bot_realms(pack: Pack) -> None:
    """With the old Bot already gone, its Ideas are entered as numbers (0 to 3 each)."""
    session = Session(pack, seed=4)
    session.add_bot("b1", {"difficulty": "normal"})
    answers = {"old": "gone", "ideas_adm": 1, "ideas_dip": 0, "ideas_mil": 3, "events": "yes", "track": 1}
    _replace_bot(session, "b1", answers)
    bot = session.world["bots"]["b1"]
    assert bot["ideas"] == {"administrative": 1, "diplomatic": 0, "military": 3}
    assert bot["army"]["standing"] == 3 and bot["manpower_reserve"] == 0


def test_the_replaced_bot_left_unnamed_is_named_in_the_language_on_screen__seed002_replacing_bot_realms(
    pack: Pack,
) -> None:
    """Seed 002 Replacing Bot Realms: the step names the Bot replaced; a Bot left with the name it
    was offered is named by the pack's words ("Bot 1"), so a Polish screen says it in Polish."""
    session = Session(pack, seed=4)
    session.add_bot("b1", {"difficulty": "hard", "name": "Bot 1"}, None, {"text": "Bot", "number": 1})
    session.add_bot("b2", {"difficulty": "hard", "name": "Newland"})
    session.apply({"type": "start", "bot": "b2", "chart": "replace_bot"})
    while (step := session.current("b2")) is not None and step.node != "inherit":
        answers = {"old": "b1", "events": "no", "track": 5}
        session.apply({"type": "answer", "bot": "b2", "option": answers[step.node]})
    assert step is not None
    said = step.text.params["old"]
    assert isinstance(said, Message) and render_plain(said) == "Bot 1"
