"""Trade Income (seed 002: Humans Trading, Bot Trade, Bots Trading), ties the app rolls among and
Realm Selection within an Area (seed 002, Choice Processes)."""

from __future__ import annotations

from typing import Any

import pytest
from eupop_routine_play import play

from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session


def three_bots(pack: Pack) -> Session:
    session = Session(pack, seed=8)
    for bot, name in (("b1", "Red"), ("b2", "Blue"), ("b3", "Green")):
        session.add_bot(bot, {"name": name, "start_power": 5})
    return session


def power(session: Session) -> dict[str, int]:
    return {b: session.world["bots"][b]["power"]["available"] for b in session.world["bots"]}


# (case, Trade Node, Pirates, Mercantilism, Bot Power each collecting Bot gains)
HUMAN_TRADE = [
    ("main_map_maritime_gives_2__seed002_humans_trading", "main_sea", 0, "no", 2),
    ("distant_maritime_gives_3__seed002_humans_trading", "distant_sea", 0, "no", 3),
    ("inland_gives_2__seed002_humans_trading", "inland", 0, "no", 2),
    ("each_pirate_takes_1__seed002_bot_trade", "distant_sea", 2, "no", 1),
    ("mercantilism_takes_1__seed002_humans_trading", "main_sea", 0, "yes", 1),
    ("never_below_0__seed002_bot_trade", "main_sea", 3, "yes", 0),
]


@pytest.mark.parametrize("case,node,pirates,merc,gain", HUMAN_TRADE, ids=[h[0] for h in HUMAN_TRADE])
def test_a_humans_trade_pays_every_eligible_bot(
    pack: Pack, case: str, node: str, pirates: int, merc: str, gain: int
) -> None:
    """One run gives each eligible Bot (named one by one, the running one included) its Bot
    Power, on its own mat; a Bot not named collects nothing."""
    session = three_bots(pack)
    answers: dict[str, Any] = {
        "who": "human",
        "h_node": node,
        "h_pirates": pirates,
        "mercantilism": merc,
        "collect_all": ["b1", "b3", "done"],
    }
    shown = play(session, "trade", answers)
    assert power(session) == {"b1": 5 + gain, "b2": 5, "b3": 5 + gain}
    assert f"Green gains {gain} Bot Power and moves its Merchant" in shown["gain_all"]


def test_a_bots_naval_trade_pays_it_and_the_others_passively__seed002_bots_trading(pack: Pack) -> None:
    """NAVAL: the Bot collects in its Node (less its Pirates); other eligible Bots collect
    passively; no Mercantilism applies to a Bot's own Trade."""
    session = three_bots(pack)
    answers = {"who": "bot", "b_node": "distant_sea", "b_pirates": 1, "collect_others": ["b2", "done"]}
    shown = play(session, "trade", answers)
    assert power(session) == {"b1": 7, "b2": 7, "b3": 5}
    assert "The Bot gains 2 Bot Power from Trade" in shown["own"]


@pytest.mark.parametrize("die, picked", [(1, "1"), (3, "3"), (4, "4")])
def test_ties_are_rolled_by_the_app__seed002_opponent_selection(pack: Pack, die: int, picked: str) -> None:
    """'In case of a tie ... then decide randomly': the app rolls among the tied ones (here 4
    tied human players, in alphabetical order); a typed physical die picks the same way."""
    session = Session(pack, seed=3)
    session.add_bot("b1", {})
    answers = {"tie": "yes", "humans": "no", "count": 4}
    play(session, "choose_opponent", answers, rolls={"roll": 2, "pick4": die})
    pick = next(e for e in session.log() if e.node == "pick4")
    assert pick.answer == picked
    assert f"Take the {['first', 'second', 'third', 'fourth'][die - 1]} of them" in render_plain(
        pick.answer_label
    )


@pytest.mark.parametrize(
    "answers, ends_at",
    [
        ({"capital": "one"}, "take_capital"),
        ({"capital": "none", "tax": "yes"}, "take_tax"),
        ({"capital": "several", "tax": "no", "count": 2}, "pick2"),
    ],
)
def test_realm_selection_within_an_area__seed002_realm_selection(
    pack: Pack, answers: dict[str, Any], ends_at: str
) -> None:
    """A Realm with its Capital in the Area first, then the highest Tax Value of Provinces Owned
    there, then at random (rolled by the app)."""
    session = Session(pack, seed=3)
    session.add_bot("b1", {})
    play(session, "choose_realm", answers, rolls={"pick2": 2})
    assert ends_at in [e.node for e in session.log()]
