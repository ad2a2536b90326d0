"""A few seeds of `simulate` together reach every node of every pack (variant nodes included);
each node they miss is named with the prepared-state test that reaches it, or why none can."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from core_helpers import bundled_packs

from desktop.core.pack import Pack
from desktop.core.simulate import simulate

ROOT = Path(__file__).resolve().parents[2]
SEEDS = (1, 2, 3)
TURNS = 600

EU_ACTIONS = (
    "tests/packs/eupop/test_simulate.py::test_every_action_node_reachable_by_random_play__seed002_bot_actions"
)
EU_ROUTINES = "tests/packs/eupop/test_routines_eupop_reach.py::" + (
    "test_random_play_from_suitable_states_reaches_every_routine_node"
)
GLORY_KEYED = (
    "tests/packs/glory_automa/test_ga_pack_data.py::test_random_play_reaches_every_node_without_errors"
)
GLORY_FOURS = "tests/packs/glory_automa/test_ga_pack_data.py::test_all_fours_card_falls_back_to_the_table"
CIVIL_WAR = "tests/packs/megaciv_calamities/test_civil_war.py::"
NO_DISCARD_ICON = "never: no source gives any card's discard icon, so the card data never names one"

# What random play from a fresh game misses, by pack: "chart" or "chart.node" -> the test reaching
# it from a prepared state (file::function), or "never: why".
COVERED_ELSEWHERE: dict[str, dict[str, str]] = {
    "eupop": {
        # These charts' every node is reached from prepared states (at War, Ideas, Focus, each
        # Bot Card drawn next); a fresh game rarely has Focus areas to score or a War to use.
        **{c: EU_ACTIONS for c in ("main", "diplomacy", "event", "focus", "idea", "naval", "military")},
        **{c: EU_ACTIONS for c in ("spy", "papal_curia")},
        "main.discard_admin": NO_DISCARD_ICON,
        "main.discard_dip": NO_DISCARD_ICON,
        "main.discard_mil": NO_DISCARD_ICON,
        "main.no_action": "never: every card in the Bot Deck data names a known top action",
        "peace_and_rebels": EU_ROUTINES,
        "targeting": EU_ROUTINES,
    },
    "glory_automa": {
        # A keyed-cards profile drives these; the pack registers no sampler for it.
        **{c: GLORY_KEYED for c in ("achievements", "castle", "fight", "reform", "round_start", "setup")},
        **{c: GLORY_KEYED for c in ("religion", "technology", "turn", "wonder")},
        "reform.stuck": GLORY_FOURS,
        "achievements.vote_none": GLORY_FOURS,
    },
    "megaciv_calamities": {
        # The unit points are a panel counter, not a question, so random play never selects.
        "civil_war.select": CIVIL_WAR
        + "test_music_and_philosophy_cancel_out_victim_selects_17__seed004_wojna_domowa",
        "civil_war.how": CIVIL_WAR + "test_selection_rules_whole_and_adjacent_areas__seed004_wojna_domowa",
        "civil_war.exact": CIVIL_WAR
        + "test_relaxation_order_when_exact_selection_is_impossible__seed004_wojna_domowa",
        "civil_war.relax": CIVIL_WAR
        + "test_relaxation_order_when_exact_selection_is_impossible__seed004_wojna_domowa",
        "civil_war.stock": CIVIL_WAR
        + "test_short_stock_becomes_barbarian_tokens_or_pirate_cities__seed004_wojna_domowa",
        "civil_war.annex_part": CIVIL_WAR
        + "test_short_stock_becomes_barbarian_tokens_or_pirate_cities__seed004_wojna_domowa",
        "civil_war.annex_all": CIVIL_WAR
        + "test_enough_stock_in_the_wrong_mix_still_annexes_everything__seed004_wojna_domowa",
    },
    "root_clockwork": {},
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
