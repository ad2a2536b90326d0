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
TURNS = 1000

EU_ACTIONS = (
    "tests/packs/eupop/test_simulate.py::test_every_action_node_reachable_by_random_play__seed002_bot_actions"
)

# What random play from a fresh game misses, by pack: "chart" or "chart.node" -> the test reaching
# it from a prepared state (file::function), or "never: why".
COVERED_ELSEWHERE: dict[str, dict[str, str]] = {
    "eupop": {
        # Random play deals half the Bots as a game in progress (at War, Ideas, Focus areas, Quest
        # for the New World) and the Bot Deck check with corrected cards, so only the IDEA card's
        # rarer answers are left to the prepared states (card 24 drawn next).
        "idea": EU_ACTIONS,
        # Reached by these seeds only by luck (a check added elsewhere moves every later roll).
        **{
            f"main.{n}": "tests/packs/eupop/test_charts_main.py::"
            "test_war_action_unknown_is_asked__seed002_bot_cards"
            for n in ("war_unknown", "use_war_read")
        },
        "papal_curia.to_military": "tests/packs/eupop/test_charts_small_actions.py::test_papal_curia_routes",
        "dow_on_bot.hre_keep": "tests/packs/eupop/test_routines_eupop_reach.py::"
        "test_random_play_from_suitable_states_reaches_every_routine_node",
    },
    "glory_automa": {
        # A battle whose four target searches all fail and whose army then scouts: rare.
        "battle.explore": "tests/packs/glory_automa/test_ga_pack_data.py::"
        "test_random_play_reaches_every_node_without_errors",
        # The reform's second government and third religion: one priority number each, by luck.
        **{
            f"reform.{n}": "tests/packs/glory_automa/test_ga_reform_and_vote.py::"
            "test_keyed_reform_maps_numbers_to_fixed_ids__seed003_reform"
            for n in ("gov2", "rel3")
        },
        # A colour given at New game: the engine's random bots are given none.
        "setup.colour": "tests/packs/glory_automa/test_ga_setup_and_rounds.py::"
        "test_setup_names_the_colour_given_or_asks_to_choose_one__seed003_setup",
        # A castle whose first three priority hexes all fail: rare.
        **{
            f"castle.hex{n}": "tests/packs/glory_automa/test_ga_actions.py::"
            "test_castle_searches_the_four_priorities_in_turn__seed003_castle"
            for n in (2, 3, 4)
        },
    },
    "megaciv_calamities": {},
    "root_clockwork": {
        # A Revolt in the clearing of another bot's keep: rare in random games.
        **{
            f"losses.{n}": "tests/packs/root_clockwork/test_rc_other_bots.py::"
            "test_revolt_on_the_keep_removes_the_marquise_bots_keep__seed001_6_4_3_and_4_2_1"
            for n in ("all_keep_here", "all_keep_gone")
        },
        # A Vagabot whose mat already counts every item it holds: only a count typed too high.
        **{
            f"{chart}.full": "tests/packs/root_clockwork/test_rc_vagabot.py::"
            "test_a_full_mat_leaves_no_item_to_take__seed001_7_5_1_and_7_5_3"
            for chart in ("vb_explore", "vb_aid")
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
