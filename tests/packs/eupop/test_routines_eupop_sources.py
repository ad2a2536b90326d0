"""EU routine charts name their sources, are offered as buttons, and reconstructed parts say so."""

from __future__ import annotations

import pytest

from desktop.core.pack.pack_loading import Pack

ROUTINES = (
    "pass",
    "income",
    "cleanup",
    "end_of_age",
    "peace_and_rebels",
    "dow_on_bot",
    "replace_human",
    "replace_bot",
    "choose_opponent",
    "targeting",
    "foreign_event",
    "covert_on_bot",
    "token_limits",
    "setup",
    "trade",
    "choose_realm",
    "pick_tied",
)


# Charts the Bot panel also offers as buttons though they are action charts (issue 4 item 3).
BUTTON_CHARTS = ("peace", "land_battle", "naval_battle", "mac", "choose_place")


def test_every_routine_is_a_button(pack: Pack) -> None:
    """Each routine of issue 3 item 1 is offered next to the Bot's turn, with Peace and both
    battles, which a Bot also resolves outside its own turn."""
    called_only = {"pick_tied"}  # reached from the routines that end in a tie
    assert sorted(r.chart for r in pack.meta.routines) == sorted(set(ROUTINES + BUTTON_CHARTS) - called_only)


def test_routines_used_mid_turn_interrupt_the_run(pack: Pack) -> None:
    """Routines a player opens in the middle of a Bot's Turn (a Battle, a token run out, a MAC
    check, a choice, another Realm's Event, a human's Trade) return to the interrupted step."""
    interrupting = {r.chart for r in pack.meta.routines if r.interrupts}
    assert {"land_battle", "naval_battle", "token_limits", "mac", "trade", "foreign_event"} <= interrupting
    assert "cleanup" not in interrupting and "pass" not in interrupting


@pytest.mark.parametrize("chart", ROUTINES)
def test_every_node_names_a_seed_section(pack: Pack, chart: str) -> None:
    """Every node has a source (its own or the chart's) in seed 002 or 000, with a section."""
    data = pack.charts[chart]
    for node in data.nodes:
        source = node.source or data.source
        assert source is not None, f"{chart}.{node.id} has no source"
        assert source.seed in ("002", "000") and source.section.strip()


@pytest.mark.parametrize(
    "chart, node",
    [
        ("replace_human", "convert"),  # Loans: the icon is lost in both seeds
        ("income", "tile_gain"),  # the +20 Income tile's gain: icon lost
        ("income", "six_what"),  # 000 prints the +6 reward as 1; its icon is lost
        ("income", "emperor_authority"),  # Imperial Authority added to a value whose icon is lost
        ("end_of_age", "keep"),
        ("dow_on_bot", "call_allies"),
    ],
)
def test_readings_of_lost_icons_are_marked_reconstructed(pack: Pack, chart: str, node: str) -> None:
    """Where both seeds lost an icon, the node is marked reconstructed and explains itself."""
    found = pack.charts[chart].node_map()[node]
    assert found.reconstructed
    assert (found.note or "").strip() or "lost" in (found.text or "")
