"""`simulate` deals every game afresh, reports coverage per option value and can save a game."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from core_helpers import TINY, bundled_packs, tiny_pack

from desktop.core.cli.commands import main as cli_main
from desktop.core.cli.simulate import GAME_TURNS, random_options, random_shared, simulate
from desktop.core.play.world import check_options
from desktop.core.store.saves import load_session


def test_every_game_is_dealt_afresh_and_each_option_value_is_covered() -> None:
    result = simulate(tiny_pack(), 10 * GAME_TURNS, seed=2)
    report = result.to_json()
    assert report["games"] == 10 and report["turns"] == 10 * GAME_TURNS
    levels = report["options"]["level"]
    assert set(levels) == {"easy", "hard"}
    assert sum(v["bots"] for v in levels.values()) == 2 * 10, "two bots dealt per game"
    # Only hard bots have the node their variant adds; both reach the shared charts.
    assert levels["hard"]["nodes_visited"] == levels["easy"]["nodes_visited"] + 1
    assert (report["variant_nodes"], report["variant_nodes_visited"]) == (1, 1)
    assert "income.tithe" in result.all_nodes and "income.tithe" in result.visited


def test_number_questions_are_answered_at_both_ends_of_their_range() -> None:
    result = simulate(tiny_pack(), 400, seed=5, chart="hits")
    assert result.errors == [] and result.dead_ends == []
    assert 0 in result.tried["hits.count"] and max(result.tried["hits.count"]) >= 4


def test_dealt_options_and_shared_facts_are_valid_and_vary() -> None:
    packs = bundled_packs()
    for pack in packs.values():
        rng = random.Random(1)
        options = [random_options(pack, rng) for _ in range(40)]
        for dealt in options:
            check_options(pack, dealt)  # raises on a value the pack does not declare
        for opt in pack.meta.bot_options:
            if opt.kind in ("choice", "int") and (opt.kind == "choice" or opt.max is not None):
                assert len({json.dumps(o[opt.id]) for o in options}) > 1, f"{pack.id}: {opt.id} never varies"
        for name, fact in pack.meta.shared.items():
            values = {random_shared(pack, rng)[name] for _ in range(40)}
            assert len(values) > 1, f"{pack.id}: shared {name} never varies"
            low, high = fact.min, fact.max
            assert all(
                (low is None or v >= low) and (high is None or v <= high)
                for v in values
                if isinstance(v, int)
            )


def test_one_run_covers_every_faction_of_a_pack() -> None:
    """Each game deals new bots, so one run of 400 turns meets every value of every choice option."""
    packs = bundled_packs()
    for pack in packs.values():
        report = simulate(pack, 400, seed=3).to_json()
        assert report["errors"] == [] and report["dead_ends"] == [], report["errors"][:3]
        for opt in pack.meta.bot_options:
            if opt.kind == "choice":
                reached = report["options"].get(opt.id, {})
                assert {c.id for c in opt.choices} <= set(reached), f"{pack.id}: {opt.id}"
                assert all(v["nodes_visited"] > 0 for v in reached.values())


def test_simulate_save_writes_a_game_that_opens(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(TINY.parent))
    game = tmp_path / "long.json"
    out = io.StringIO()
    code = cli_main(
        ["simulate", "--pack", "tiny", "--turns", "60", "--seed", "3", "--json", "--save", str(game)], out
    )
    assert code == 0
    session, warnings = load_session(game, {"tiny": tiny_pack()})
    assert warnings == [], "the saved history replays to the saved state"
    starts = [e for e in session.events if e["type"] == "start" and not e.get("nested")]
    assert len(starts) == GAME_TURNS, "the first dealt game, every run of it"
    assert session.bot_ids == ["b1", "b2"] and session.can_undo()
    again = tmp_path / "again.json"
    cli_main(
        ["simulate", "--pack", "tiny", "--turns", "60", "--seed", "3", "--save", str(again)], io.StringIO()
    )
    first, second = json.loads(game.read_text()), json.loads(again.read_text())
    assert first["events"] == second["events"] and first["world"] == second["world"], "same seed, same game"


def test_half_the_bots_join_as_a_game_in_progress() -> None:
    """Issue 29 item 13: random play deals half the bots with their mat set at random, as a table
    corrects it (counters within bounds, flags, choices, only the sections the setup shows), and
    never sets the round's passed or out flags, so those bots still take turns."""
    from desktop.core.cli.simulate import random_mat

    pack = bundled_packs()["eupop"]
    rng = random.Random(4)
    dealt = [random_mat(pack, {"name": "Bot"}, rng) for _ in range(40)]
    assert all("passed" not in d and "eliminated" not in d for d in dealt)
    assert {d["at_war"] for d in dealt} == {True, False}
    assert all(0 <= d["ideas.military"] <= 3 for d in dealt)
    root = bundled_packs()["root_clockwork"]
    marquise = random_mat(root, {"faction": "marquise"}, rng)
    assert "buildings.sawmill" in marquise and not any(k.startswith("items.") for k in marquise)
    result = simulate(pack, 200, seed=4)
    assert result.errors == [] and result.dead_ends == []


def test_a_pack_sampler_deals_the_answers_of_its_card_check() -> None:
    """A pack's sampler named after a check table deals random answers to it (corrected cards)."""
    from desktop.core.cli.simulate import random_checks

    pack = bundled_packs()["eupop"]
    found = random_checks(pack, random.Random(2))["bot_deck_check"]
    assert any(e == {"confirmed": True} for e in found.values())
    assert any("confirmed" not in e for e in found.values())
    assert random_checks(tiny_pack(), random.Random(2)) == {}
