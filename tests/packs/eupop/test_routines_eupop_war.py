"""EU routines of war: DoW on a Bot (with the MAC check) and Opponent Selection."""

from __future__ import annotations

import pytest
from eupop_routine_play import play

from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session

DOW = [
    # difficulty, Available before, Reserve, -> Available, Spent, Army
    ("easy", 2, 20, 4, 1, 7),  # +1 = 3, topped up to 5, spend 1, recruit 7
    ("normal", 9, 20, 9, 1, 9),  # +1 = 10, spend 1, recruit 9
    ("hard", 0, 20, 5, 1, 9),  # +1, topped up to 6, spend 1, recruit 9
    ("very_hard", 6, 4, 6, 1, 4),  # +1 = 7 (the minimum), spend 1, only 4 in the Reserve
    ("very_hard", 3, 0, 7, 0, 0),  # no Manpower: nothing is recruited
]


@pytest.mark.parametrize("level, before, reserve, available, spent, army", DOW)
def test_dow_on_bot__seed002_bot_warfare_dow_on_a_bot(
    pack: Pack, level: str, before: int, reserve: int, available: int, spent: int, army: int
) -> None:
    """Seed 002 DoW on a Bot step 4: gain 1; top up to the difficulty's minimum; with Manpower
    Available spend 1 Bot Power to recruit the difficulty's Units."""
    session = Session(pack, seed=2)
    session.add_bot("b1", {"difficulty": level, "start_power": before, "manpower": 3})
    session.world["bots"]["b1"]["manpower_reserve"] = reserve
    play(session, "dow_on_bot", {"who": "bot", "emperor": "no", "allies": 0, "on_map": "no"})
    bot = session.world["bots"]["b1"]
    assert bot["power"] == {"available": available, "spent": spent}
    assert bot["army"]["standing"] == army
    assert bot["at_war"] is True


def test_calling_allies_gains_two_each__seed002_calls_to_arms(pack: Pack) -> None:
    """The Bot gains 2 Bot Power for each NPR Ally next to the Aggressor it calls."""
    session = Session(pack, seed=2)
    session.add_bot("b1", {"difficulty": "normal", "start_power": 9, "manpower": 3})
    shown = play(session, "dow_on_bot", {"who": "bot", "emperor": "no", "allies": 2, "on_map": "no"})
    bot = session.world["bots"]["b1"]
    assert bot["power"]["available"] + bot["power"]["spent"] == 9 + 4 + 1
    assert "2 Bot Power per Ally: 4 Bot Power" in shown["call_allies"]


@pytest.mark.parametrize(
    "who, busy, joins", [("ally", "no", True), ("ally", "yes", False), ("offensive", None, False)]
)
def test_calls_to_arms__seed002_calls_to_arms(pack: Pack, who: str, busy: str | None, joins: bool) -> None:
    """A Bot accepts Defensive CtAs unless already at War with an Opponent; it refuses every
    Offensive CtA. Joining gains 1 Bot Power like a targeted Bot."""
    session = Session(pack, seed=2)
    session.add_bot("b1", {"difficulty": "normal", "start_power": 9, "manpower": 3})
    play(session, "dow_on_bot", {"who": who, "busy": busy, "on_map": "no"})
    bot = session.world["bots"]["b1"]
    assert bot["at_war"] is joins
    assert bot["power"]["available"] + bot["power"]["spent"] == (10 if joins else 9)


def test_mac_check_lays_down_and_stands_up__seed002_mac(pack: Pack) -> None:
    """Seed 002 MAC: Units over the MAC are laid down; with room they stand up again; with a
    land connection MAC is unlimited and all stand."""
    session = Session(pack, seed=2)
    session.add_bot("b1", {"difficulty": "normal", "start_power": 9, "manpower": 20})
    shown = play(
        session,
        "dow_on_bot",
        {
            "who": "bot",
            "emperor": "no",
            "allies": 0,
            "on_map": "yes",
            "mac": "no",
            "mac_mc": 4,
        },
    )
    army = session.world["bots"]["b1"]["army"]
    assert army == {"standing": 7, "laid_down": 2}
    assert "Standing: 7. Laid down: 2." in shown["mac_set"]
    play(
        session,
        "dow_on_bot",
        {"who": "bot", "emperor": "no", "allies": 0, "on_map": "yes", "mac": "yes"},
    )
    army = session.world["bots"]["b1"]["army"]
    assert army["laid_down"] == 0 and army["standing"] == 18


@pytest.mark.parametrize("die, node", [(1, "prestige"), (3, "prestige"), (4, "income"), (6, "income")])
def test_opponent_die_roll__seed002_opponent_selection(pack: Pack, die: int, node: str) -> None:
    """Seed 002 Opponent Selection: 1-3 highest Prestige, 4-6 highest Tax Income."""
    session = Session(pack, seed=2)
    session.add_bot("b1", {})
    shown = play(session, "choose_opponent", {"tie": "no"}, {"roll": die})
    assert node in shown


def test_opponent_at_war_comes_first__seed002_opponent_selection(pack: Pack) -> None:
    """One Opponent at War with the Bot is chosen without a roll; several are rolled among."""
    session = Session(pack, seed=2)
    session.add_bot("b1", {})
    session.world["bots"]["b1"]["at_war"] = True
    shown = play(session, "choose_opponent", {"enemies": "one"})
    assert "that_one" in shown and "roll" not in shown
    shown = play(
        session, "choose_opponent", {"enemies": "several", "tie": "yes", "humans": "yes"}, {"roll_enemies": 2}
    )
    assert "enemy_prestige" in shown and "the_human" in shown


@pytest.mark.parametrize("at_war, after", [(False, 8), (True, 9)])
def test_hre_member_loses_one__seed002_bot_hre_members(pack: Pack, at_war: bool, after: int) -> None:
    """Seed 002 Bot HRE Members: lose 1 Bot Power when Defending the HRE is activated, unless
    already at War."""
    session = Session(pack, seed=2)
    session.add_bot("b1", {"difficulty": "normal", "start_power": 9})
    session.world["bots"]["b1"]["at_war"] = at_war
    play(session, "dow_on_bot", {"who": "hre"})
    assert session.world["bots"]["b1"]["power"]["available"] == after
