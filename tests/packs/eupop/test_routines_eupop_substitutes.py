"""EU routines of Substitute Bots: replacing a human player and replacing an eliminated Bot."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.core.messages import render_plain
from desktop.core.pack import Pack
from desktop.core.session import InputError, Session

ALL = [f"{n:02d}" for n in range(1, 25)]
NO_MILESTONES = {"economic": "no", "expansion": "no", "political": "no", "war": "no"}


def replace(session: Session, entries: dict[str, Any], answers: dict[str, str]) -> dict[str, str]:
    """Run replace_human, entering the table's numbers on the mat at the 'enter' step."""
    session.apply({"type": "start", "bot": "b1", "chart": "replace_human"})
    shown: dict[str, str] = {}
    while (step := session.current("b1")) is not None:
        shown[step.node] = render_plain(step.text)
        if step.node == "enter":
            for path, value in entries.items():
                session.apply({"type": "correct", "bot": "b1", "path": path, "value": value})
        if step.kind == "do":
            session.apply({"type": "done", "bot": "b1"})
        else:
            session.apply({"type": "answer", "bot": "b1", "option": answers[step.node]})
    return shown


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
    +1/-1 per step, -1 per Loan (our reading of the lost icon), kept between the DoW minimum
    and 15."""
    session = Session(pack, seed=4)
    session.add_bot("b1", {"difficulty": level})
    shown = replace(
        session,
        {
            "convert.monarch_power": mp,
            "convert.ducats": ducats,
            "convert.stability": stability,
            "convert.loans": loans,
        },
        NO_MILESTONES,
    )
    assert session.world["bots"]["b1"]["power"] == {"available": power, "spent": 0}
    assert f"the Bot has {power} Bot Power" in shown["convert"]


def test_units_ideas_and_milestones__seed002_replacing_humans(pack: Pack) -> None:
    """Deployed Units go to the Army, the rest to the Reserve; Ideas are marked (max 3); FOCUS
    cards of Milestones the player achieved leave the Bot Deck."""
    session = Session(pack, seed=4)
    session.add_bot("b1", {"difficulty": "normal"})
    replace(
        session,
        {"army.standing": 6, "manpower_reserve": 4, "ideas.military": 3, "ideas.diplomatic": 1},
        {**NO_MILESTONES, "economic": "yes", "war": "yes"},
    )
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


def test_replacing_a_bot_keeps_ideas__seed002_replacing_bot_realms(pack: Pack) -> None:
    """Seed 002 Replacing Bot Realms: 3 Units in the Army, Ideas inherited, the rest set up as
    normal (9 Bot Power by default, a full deck)."""
    session = Session(pack, seed=4)
    session.add_bot("b1", {"difficulty": "hard"}, {"name": "Oldland", "removed_cards": {1: ["02"]}})
    bot = session.world["bots"]["b1"]
    bot.update(at_war=True)
    bot["ideas"]["diplomatic"] = 2
    bot["power"] = {"available": 1, "spent": 4}
    session.apply({"type": "start", "bot": "b1", "chart": "replace_bot"})
    while (step := session.current("b1")) is not None:
        if step.kind == "do":
            session.apply({"type": "done", "bot": "b1"})
        else:
            session.apply({"type": "answer", "bot": "b1", "option": "no"})
    bot = session.world["bots"]["b1"]
    assert bot["ideas"]["diplomatic"] == 2
    assert bot["army"] == {"standing": 3, "laid_down": 0}
    assert bot["power"] == {"available": 9, "spent": 0}
    assert bot["at_war"] is False and bot["realm"] is None
    assert sorted(bot["deck"]["draw_pile"]) == ALL
