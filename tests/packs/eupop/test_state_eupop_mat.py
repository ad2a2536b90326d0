"""EU pack state: the Bot Mat at setup, the JSON view, the Difficulty Level table, Bot Power."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from botmat_rules.eupop import state

from desktop.core.messages import InputError
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.session import Session

PACK_DIR = Path(__file__).resolve().parents[3] / "rules" / "eupop"


def new_session(pack: Pack, profile: dict[str, Any] | None = None, **options: Any) -> Session:
    session = Session(pack, seed=7)
    session.add_bot("b1", {"difficulty": "normal", **options}, profile)
    return session


def test_pack_validates_clean(pack: Pack) -> None:
    """`validate` reports nothing for the eupop pack (issue 3 item 7)."""
    _, problems = load_pack(PACK_DIR)
    assert problems == []


def test_new_bot_mat_and_view_keys__seed002_bot_setup(pack: Pack) -> None:
    """Seed 002 Bot Setup / seed 000 'domyślnie 9': 9 Bot Power by default, Manpower min 3,
    a full shuffled 24-card deck without a Realm profile; the view has exactly issue 3's keys."""
    session = new_session(pack)
    view = session.interp.view(session.world, "b1")
    assert list(view) == [
        "realm",
        "difficulty",
        "power",
        "focus",
        "ideas",
        "manpower_reserve",
        "army",
        "deck",
    ]
    assert view["power"] == {"available": 9, "spent": 0}
    assert set(view["focus"]) == {"economic", "expansion", "political", "war"}
    assert view["ideas"] == {"administrative": 0, "diplomatic": 0, "military": 0}
    assert view["manpower_reserve"] == 3
    assert view["army"] == {"standing": 0, "laid_down": 0}
    assert set(view["deck"]) == {"draw_pile", "used", "set_aside", "removed", "last_drawn"}
    assert sorted(view["deck"]["draw_pile"]) == [f"{n:02d}" for n in range(1, 25)]
    assert view["deck"]["draw_pile"] != sorted(view["deck"]["draw_pile"])  # shuffled
    assert view["realm"] is None and view["difficulty"] == "normal"


def test_setup_options_fill_the_mat(pack: Pack) -> None:
    """Starting Bot Power, Manpower and Army come from the setup options."""
    session = new_session(pack, start_power=12, manpower=8, army=4, state_religion="Catholic")
    bot = session.world["bots"]["b1"]
    assert bot["power"]["available"] == 12
    assert bot["manpower_reserve"] == 8
    assert bot["army"]["standing"] == 4
    assert bot["state_religion"] == "Catholic"


@pytest.mark.parametrize(
    "options, words",
    [
        ({"difficulty": "insane"}, "difficulty"),
        ({"manpower": 2}, "below the minimum 3"),
        ({"start_power": "lots"}, "not a whole number"),
    ],
)
def test_bad_setup_is_refused_and_loses_nothing(pack: Pack, options: dict[str, Any], words: str) -> None:
    """Bad input gets a clear message and the game is unchanged."""
    session = Session(pack, seed=1)
    with pytest.raises((RuleError, InputError), match=words):
        session.add_bot("b1", options)
    assert session.world["bots"] == {}


# Seed 002, Difficulty Level table: (Phase 4 gain, Focus per Milestone, DoW minimum, Units).
DIFFICULTY = {
    "easy": (6, 3, 5, 7),
    "normal": (7, 2, 5, 9),
    "hard": (8, 2, 6, 9),
    "very_hard": (9, 2, 7, 11),
}


@pytest.mark.parametrize("level", list(DIFFICULTY))
def test_difficulty_values__seed002_difficulty_level(pack: Pack, level: str) -> None:
    """Each Bot reads its own row of the Difficulty Level table (seed 002, page 2)."""
    session = new_session(pack, difficulty=level)
    from desktop.core.play.interpreter import make_ctx

    ctx = make_ctx(pack, session.world, "b1", session.rng_for(0))
    values = pack.registry.values
    got = tuple(
        values[name].func(ctx)
        for name in ("phase4_gain", "milestone_threshold", "dow_min_power", "units_per_recruit")
    )
    assert got == DIFFICULTY[level]


def test_two_bots_keep_their_own_difficulty__seed002_difficulty_level(pack: Pack) -> None:
    """'Each Bot can be set to a different difficulty level'."""
    session = Session(pack, seed=3)
    session.add_bot("easy", {"difficulty": "easy"})
    session.add_bot("hard", {"difficulty": "very_hard"})
    from desktop.core.play.interpreter import make_ctx

    units = pack.registry.values["units_per_recruit"].func
    assert units(make_ctx(pack, session.world, "easy", session.rng_for(0))) == 7
    assert units(make_ctx(pack, session.world, "hard", session.rng_for(0))) == 11


@pytest.mark.parametrize(
    "available, cost, paid, left",
    [
        (5, 3, 3, 2),
        (2, 3, 2, 0),  # footnote 5: pay what is left and still act
        (0, 2, 0, 0),
    ],
)
def test_spend_power_pays_what_is_left__seed000_main_turn_footnote5(
    pack: Pack, available: int, cost: int, paid: int, left: int
) -> None:
    """Seed 000, Main Turn Structure footnote 5: with less than the cost, pay the rest."""
    session = new_session(pack, start_power=available)
    from desktop.core.play.interpreter import make_ctx

    ctx = make_ctx(pack, session.world, "b1", session.rng_for(0))
    out = pack.registry.effects["spend_power"].func(ctx, n=cost)
    assert out["paid"] == paid
    assert ctx.bot["power"] == {"available": left, "spent": paid}


@pytest.mark.parametrize("reserve, units, recruited, left", [(20, 9, 9, 11), (4, 9, 4, 0)])
def test_recruit_takes_at_most_the_reserve__seed002_recruiting_units(
    pack: Pack, reserve: int, units: int, recruited: int, left: int
) -> None:
    """Seed 002 Recruiting Units: with less Manpower than paid for, get only what remains."""
    session = new_session(pack, manpower=reserve)
    from desktop.core.play.interpreter import make_ctx

    ctx = make_ctx(pack, session.world, "b1", session.rng_for(0))
    out = pack.registry.effects["recruit"].func(ctx, units=units)
    assert out["recruited"] == recruited
    assert ctx.bot["manpower_reserve"] == left
    assert ctx.bot["army"]["standing"] == recruited


def test_add_focus_uses_the_card_focus_type__seed002_bot_mat(pack: Pack) -> None:
    """Seed 002 Bot Mat: Focus areas hold Bot Power spent by FOCUS, one per Milestone type."""
    session = new_session(pack, start_power=3)
    from desktop.core.play.interpreter import make_ctx

    ctx = make_ctx(pack, session.world, "b1", session.rng_for(0))
    ctx.bot["deck"]["last_drawn"] = "19"  # CONVERT / FOCUS – War (research table)
    out = pack.registry.effects["add_focus"].func(ctx, area="card", n=2)
    assert out["placed"] == 2
    assert ctx.bot["focus"]["war"] == 2 and ctx.bot["power"]["available"] == 1


def test_state_problems_catch_a_lost_card(pack: Pack) -> None:
    """The invariant notices a deck that no longer holds each card once."""
    session = new_session(pack)
    bot = session.world["bots"]["b1"]
    assert state.problems("b1", bot) == []
    bot["deck"]["draw_pile"].pop()
    assert any("24 cards" in p for p in state.problems("b1", bot))
