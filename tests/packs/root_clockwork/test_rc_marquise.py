"""Mechanical Marquise 2.0 (seed 001 §4): setup, Daylight, Escalated Daylight, Expand, Evening."""

from __future__ import annotations

from rc_helpers import session, state, turn


def test_example_turn_replayed__seed001_marquise_example() -> None:
    """Seed 001, example Marquise turn: fox Root Tea crafted, 4 recruited, sawmill built, 1 VP."""
    s = session("marquise")
    assert state(s)["warriors"] == 13  # 25 less the Garrison's 12 (§4.3.1, §4.3.3)
    shown = turn(s, [
        "fox",   # the order card is fox (Root Tea)
        "yes",   # its item is in the supply: craft it
        "no",    # no fox clearing has enemy pieces: no battle
        "4",     # it rules four fox clearings
        "yes",   # the sawmill was placed (in clearing 6, the next priority after full clearing 1)
        "1",     # the rightmost empty space of the sawmills track shows 1 VP
    ])
    assert shown.has("The bot scores 1 VP, whatever the card shows")
    assert shown.find("Recruit: take 4 warriors").count("Place 1 in each of those 4 clearings") == 1
    assert shown.has("Build: place a sawmill")
    assert not shown.has("Expand: discard")           # it built, so no Expand
    assert shown.has("Score: the bot scores 1 VP")
    assert shown.has("Discard the order card.")
    bot = state(s)
    assert bot["vp"] == 2                              # 1 for crafting, 1 in Evening
    assert bot["buildings"] == {"sawmill": 2, "workshop": 1, "recruiter": 1}
    assert bot["warriors"] == 9
