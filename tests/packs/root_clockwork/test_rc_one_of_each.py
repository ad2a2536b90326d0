"""Seed 001, 3.2: in step 1 of the standard setup any number of factions may be swapped for their
bot factions, one bot for one faction, whose pieces exist once: the pack marks its faction choice
as one a game has once, and New game refuses a second seat of a faction already chosen."""

from __future__ import annotations

from desktop.core.pack.pack_catalog import load_packs
from desktop.ui.forms.new_game import taken_twice


def test_seed_001_3_2_the_faction_is_a_choice_a_game_has_once() -> None:
    packs, _problems = load_packs()
    pack = packs["root_clockwork"]
    faction = next(o for o in pack.meta.bot_options if o.id == "faction")
    assert faction.unique and faction.kind == "choice"
    assert taken_twice(pack, [{"faction": "marquise"}, {"faction": "marquise"}]) == "Mechanical Marquise 2.0"
    assert taken_twice(pack, [{"faction": "marquise"}, {"faction": "eyrie"}]) is None
    assert taken_twice(pack, [{"faction": "eyrie"}], {"faction": {"eyrie", "marquise"}}) == "Electric Eyrie"
    assert taken_twice(pack, [{"faction": "vagabot"}], {"faction": {"eyrie", "marquise"}}) is None
