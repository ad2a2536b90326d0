"""A few seeds of `simulate` together reach every node of every pack (variant nodes included);
each node they miss is named with the prepared-state test that reaches it, or why none can."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from core_helpers import bundled_packs

from desktop.core.cli.simulate import simulate
from desktop.core.pack.pack_loading import Pack

ROOT = Path(__file__).resolve().parents[2]
SEEDS = (1, 2, 3)
TURNS = 600

EU_ACTIONS = (
    "tests/packs/eupop/test_simulate.py::test_every_action_node_reachable_by_random_play__seed002_bot_actions"
)
EU_ROUTINES = "tests/packs/eupop/test_routines_eupop_reach.py::" + (
    "test_random_play_from_suitable_states_reaches_every_routine_node"
)
GLORY_ACTIONS = "tests/packs/glory_automa/test_ga_actions.py::"
GLORY_FOURS = "tests/packs/glory_automa/test_ga_pack_data.py::test_all_fours_card_falls_back_to_the_table"

# What random play from a fresh game misses, by pack: "chart" or "chart.node" -> the test reaching
# it from a prepared state (file::function), or "never: why".
COVERED_ELSEWHERE: dict[str, dict[str, str]] = {
    "eupop": {
        # These charts' every node is reached from prepared states (at War, Ideas, Focus, each
        # Bot Card drawn next); a fresh game rarely has Focus areas to score or a War to use.
        **{c: EU_ACTIONS for c in ("main", "diplomacy", "event", "focus", "idea", "naval", "military")},
        **{c: EU_ACTIONS for c in ("spy", "papal_curia")},
        "main.no_action": "never: every card in the Bot Deck data names a known top action",
        # The second Realm to Pass: these seeds no longer meet it (a question with one answer is
        # taken by the app now, so their dice fall otherwise).
        "pass.second": "tests/packs/eupop/test_routines_eupop_phases.py::"
        "test_passing_first_gains_two_second_one__seed002_passing",
        "peace_and_rebels": EU_ROUTINES,
        # At War when war is declared on it: random play from a fresh game reaches it by chance.
        "dow_on_bot.hre_keep": EU_ROUTINES,
        "targeting": EU_ROUTINES,
        # An Emperor's paths and the last Age's end are rare in fresh games.
        **{c: EU_ROUTINES for c in ("dow_on_bot", "end_of_age", "replace_bot", "trade", "choose_realm")},
    },
    "glory_automa": {
        # Random play deals keyed cards to half the automas (the pack's sampler), so only the
        # all-4s card (no government, no event card) is left to a prepared-state test.
        "reform.stuck": GLORY_FOURS,
        "achievements.vote_none": GLORY_FOURS,
        # A religion (after the round-1 reform) or a begun Wonder is rare in short random games.
        "religion.community": GLORY_ACTIONS
        + "test_religion_spreads_from_farthest_community_once_it_has_one__seed003_religion",
        "religion.spread": GLORY_ACTIONS
        + "test_religion_spreads_from_farthest_community_once_it_has_one__seed003_religion",
        "wonder.flip": GLORY_ACTIONS
        + "test_wonder_places_base_then_flips_and_takes_technologies__seed003_wonder",
    },
    "megaciv_calamities": {},
    "root_clockwork": {
        # A Revolt in the clearing of another bot's keep: rare in random games.
        **{
            f"losses.{n}": "tests/packs/root_clockwork/test_rc_other_bots.py::"
            "test_revolt_on_the_keep_removes_the_marquise_bots_keep__seed001_6_4_3_and_4_2_1"
            for n in ("all_keep_here", "all_keep_gone")
        },
    },
}

PACKS = bundled_packs()


def covered(pack_id: str, node: str) -> str | None:
    named = COVERED_ELSEWHERE.get(pack_id, {})
    return named.get(node) or named.get(node.split(".")[0])


@pytest.mark.parametrize("pack_id", sorted(PACKS))
def test_a_few_seeds_reach_every_node_or_name_the_test_that_does(pack_id: str) -> None:
    pack: Pack = PACKS[pack_id]
    missed: set[str] | None = None
    for seed in SEEDS:
        result = simulate(pack, TURNS, seed)
        assert result.errors == [] and result.dead_ends == [], (result.errors + result.dead_ends)[:3]
        left = set(result.all_nodes) - result.visited
        missed = left if missed is None else missed & left
    assert missed is not None
    uncovered = sorted(n for n in missed if covered(pack_id, n) is None)
    assert uncovered == [], f"{pack_id}: neither random play nor a named test reaches {uncovered}"
    every = set(result.all_nodes)
    for key in COVERED_ELSEWHERE[pack_id]:
        assert key in every or key in pack.charts, f"{pack_id}: '{key}' is no node or chart of the pack"


def test_every_named_test_exists() -> None:
    for names in COVERED_ELSEWHERE.values():
        for where in set(names.values()):
            if where.startswith("never:"):
                continue
            file, function = where.split("::")
            tree = ast.parse((ROOT / file).read_text(encoding="utf-8"))
            defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
            assert function in defined, where
