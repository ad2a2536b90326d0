"""Electric Eyrie (seed 001 §5): setup, Decree, resolution order, extra hit, Turmoil, scoring."""

from __future__ import annotations

from rc_helpers import correct, session, state, turn


def mid_game() -> object:
    """The position of seed 001's example Eyrie turn: fox 1, bird 2 (viziers), three roosts."""
    s = session("eyrie")
    correct(s, decree__fox=1, roosts=3, warriors=10)
    return s


def test_example_turn_replayed__seed001_eyrie_example() -> None:
    """Seed 001, example Eyrie turn: rabbit Root Tea not crafted, Decree resolved, 4 VP."""
    s = mid_game()
    shown = turn(
        s,
        [
            "rabbit",
            "no",  # Root Tea: rabbit, but no tea left in the supply
            "yes",
            "yes",
            "yes",  # roost clearings for fox (8), rabbit (3) and bird (8) recruits
            "yes",
            "0",
            "0",
            "0",  # fox column battle at 12: 0-0, nothing removed; the Marquise (a player) defended
            "yes",
            "1",
            "0",
            "0",  # rabbit column battle at 4: a sympathy token removed
            "yes",
            "0",
            "0",
            "0",  # bird column battle at 12: a Marquise warrior removed
            "yes",  # roost built at 4
            "3",  # Roosts track: the rightmost empty space shows 3 VP
        ],
    )
    assert not shown.has("Craft the order card")
    assert shown.has("tuck the order card into the rabbit column of the Decree (1 card there now)")
    recruits = [t for t in shown if t.startswith("Recruit: place")]
    assert [r.split(" with a roost")[0] for r in recruits] == [
        "Recruit: place 1 warrior in a fox clearing",
        "Recruit: place 1 warrior in a rabbit clearing",
        "Recruit: place 2 warriors in a clearing of any suit",
    ]
    moves = [t for t in shown if t.startswith("Move: from the")]
    assert len(moves) == 3 and "or 2 if that is more" in moves[2]
    battles = [t for t in shown if t.startswith("Battle in a")]
    assert ["Extra hits: 1" in b for b in battles] == [False, False, True]
    assert shown.has("Score: the bot scores 3 VP")
    bot = state(s)
    assert bot["vp"] == 4  # 1 for the sympathy token, 3 for roosts
    assert bot["roosts"] == 4
    assert bot["decree"] == {"fox": 1, "mouse": 0, "rabbit": 1, "bird": 2}
    assert bot["warriors"] == 6  # 10 less 1 + 1 + 2 recruited


def test_setup_places_roost_warriors_and_viziers__seed001_5_3() -> None:
    s = session("eyrie")
    bot = state(s)
    assert bot["warriors"] == 14  # 20 less the six with the first roost
    assert bot["roosts"] == 1
    assert bot["decree"] == {"fox": 0, "mouse": 0, "rabbit": 0, "bird": 2}


def test_failed_roost_causes_turmoil__seed001_5_5_2_and_5_7() -> None:
    """Turmoil: lose a VP per bird card (viziers too), purge all but the viziers, then Evening."""
    s = mid_game()
    correct(s, vp=5, decree__bird=3)  # two viziers and one more bird card
    shown = turn(s, ["fox", "no", "yes", "yes", "no", "no", "no", "1"])
    assert shown.has("Humiliate: the bot loses 3 VP")
    bot = state(s)
    assert bot["decree"] == {"fox": 0, "mouse": 0, "rabbit": 0, "bird": 2}
    # 5 - 3 for Humiliate + 1 from the Roosts track (3 roosts: space 3 shows 1 here).
    assert bot["vp"] == 3
    assert shown.index(next(t for t in shown if t.startswith("Purge"))) < shown.index(
        next(t for t in shown if t.startswith("Score"))
    )


def test_no_roost_on_map_places_new_roost__seed001_5_4_4() -> None:
    s = session("eyrie")
    correct(s, roosts=0)
    shown = turn(s, ["mouse", "no", "yes", "yes", "yes", "no", "no", "yes", "2"])
    assert shown.has("A New Roost: place a roost and 4 warriors in the highest-priority mouse clearing")
    bot = state(s)
    assert bot["roosts"] == 2  # the new one and the one built in Daylight
    assert bot["warriors"] == 14 - 4 - 1 - 2  # new roost, then mouse 1 and bird 2 recruited


def test_columns_resolve_left_to_right_skipping_empty__seed001_5_5_1() -> None:
    s = session("eyrie")
    correct(s, decree__mouse=2)
    shown = turn(s, ["fox", "no", "yes", "yes", "yes", "no", "no", "no", "yes", "1"])
    recruits = [t for t in shown if t.startswith("Recruit: place")]
    assert [r.split(" with a roost")[0] for r in recruits] == [
        "Recruit: place 1 warrior in a fox clearing",
        "Recruit: place 2 warriors in a mouse clearing",
        "Recruit: place 2 warriors in a clearing of any suit",
    ]
    battles = [t for t in shown if t.startswith("Battle in a")]
    assert not any("Extra hits: 1" in b for b in battles)  # mouse 2 ties bird 2: no extra hit


def test_no_roost_clearing_of_the_suit_recruits_nothing__seed001_5_5_1_I() -> None:
    s = session("eyrie")
    shown = turn(s, ["rabbit", "no", "no", "yes", "no", "no", "yes", "1"])
    assert shown.has("Recruit: is there a rabbit clearing with a roost?")
    assert state(s)["warriors"] == 14 - 2  # only the bird column's two
