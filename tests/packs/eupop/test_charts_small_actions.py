"""NAVAL, PAPAL CURIA, EXPLORE, SPY, UNREST, CONVERT and COLONIZE charts (seeds 002 and 000)."""

from __future__ import annotations

from typing import Any

import pytest
from test_charts_helpers import Table

# (case, chart, state, script, nodes passed, nodes avoided, blocked afterwards)
ROUTES: list[tuple[str, str, dict[str, Any], list[Any], list[str], list[str], bool]] = [
    # NAVAL: Distant Sea Zones only count with QftNW (seed 000, Naval Action footnote 1).
    (
        "naval_without_qftnw_ignores_distant__seed000_naval_footnote1",
        "naval",
        {},
        ["no", "main_sea", 0, "done"],
        ["naval.ship_main"],
        ["naval.ship_any"],
        False,
    ),
    (
        "naval_with_qftnw_any_sea_zone__seed000_naval_footnote1",
        "naval",
        {"quest_new_world": True},
        ["no", "main_sea", 0, "done"],
        ["naval.ship_any"],
        ["naval.ship_main"],
        False,
    ),
    (
        "naval_hostile_sea_zone_naval_battle__seed002_ship_placement",
        "naval",
        {},
        ["yes", "yes", "npr", "no", "no", "main_sea", 0, "done", "yes", "no"],
        ["naval.place_ship", "ship_placement.place", "naval_battle.npr_dice", "naval.end_action"],
        [],
        False,
    ),
    # NAVAL leads on to EXPLORE (seed 002, Explore Action: "from NAVAL and COLONIZE Actions").
    (
        "naval_distant_ship_goes_on_to_explore__seed002_explore_from_naval",
        "naval",
        {"quest_new_world": True, "realm": "France"},
        ["no", "main_sea", 1, "done", "yes", "yes", 5, "yes"],
        ["naval.to_explore", "explore.found_5", "explore.explore"],
        ["naval.end_action"],
        False,
    ),
    # PAPAL CURIA: only a Catholic Bot takes part in the Curia.
    (
        "papal_not_catholic_cannot__seed000_papal_curia",
        "papal_curia",
        {"state_religion": "protestant"},
        [],
        ["papal_curia.cannot"],
        ["papal_curia.curia"],
        True,
    ),
    (
        "papal_catholic_acts__seed000_papal_curia",
        "papal_curia",
        {"state_religion": "Catholic"},
        ["no"],
        ["papal_curia.curia"],
        ["papal_curia.cannot"],
        False,
    ),
    (
        "papal_unknown_religion_is_asked__seed000_papal_curia",
        "papal_curia",
        {},
        ["yes", "no"],
        ["papal_curia.ask_catholic", "papal_curia.curia"],
        [],
        False,
    ),
    (
        "papal_crusade_leads_to_military__seed002_military_from_papal",
        "papal_curia",
        {"state_religion": "catholic"},
        ["yes", "none"],
        ["military.target"],
        [],
        False,
    ),
    # EXPLORE: footnote 1 (Castile/Portugal), footnote 2 (rolled number next to Town or Ship).
    (
        "explore_not_iberian_rolls__seed002_explore_footnote2",
        "explore",
        {"realm": "France"},
        [4, "yes", "no"],
        ["explore.found_4", "explore.explore"],
        ["explore.discovery_event"],
        False,
    ),
    # EXPLORE places a Ship like NAVAL does (seed 002, Ship Placement).
    (
        "explore_places_ship_next_to_target__seed002_ship_placement",
        "explore",
        {"realm": "France"},
        [6, "no", "yes", "no", "no"],
        ["explore.ship_q", "ship_placement.place", "explore.ship_stays", "explore.explore"],
        ["explore.cannot"],
        False,
    ),
    (
        "explore_ship_lost_cannot__seed002_naval_battles",
        "explore",
        {"realm": "France"},
        [6, "no", "yes", "yes", "npr", "yes"],
        ["naval_battle.npr_dice", "ship_placement.lost", "explore.cannot"],
        ["explore.explore"],
        True,
    ),
    (
        "explore_nothing_matches_cannot__seed002_explore_footnote2",
        "explore",
        {"realm": "France"},
        [2, "no", "no"],
        ["explore.cannot"],
        [],
        True,
    ),
    (
        "explore_castile_takes_columbus__seed002_explore_footnote1",
        "explore",
        {"realm": "Castile"},
        ["yes"],
        ["explore.take_event"],
        ["explore.roll"],
        False,
    ),
    (
        "explore_reveals_territory_to_colonize__seed000_colonize_from_explore",
        "explore",
        {"realm": "France"},
        [1, "yes", "yes", "yes", "yes"],
        ["colonize.pick"],
        [],
        False,
    ),
    # SPY: picks an Opponent, takes a Covert Action, else leads to MILITARY.
    (
        "spy_covert_action__seed002_covert_actions",
        "spy",
        {},
        [1, "no", "yes"],
        ["spy.opponent", "spy.act"],
        ["spy.to_military"],
        False,
    ),
    (
        "spy_no_covert_action_goes_military__seed002_military_from_spy",
        "spy",
        {},
        [1, "no", "no", "none"],
        ["spy.to_military", "military.target"],
        [],
        True,
    ),
    # UNREST, CONVERT: nothing to do blocks the action (the card's next action may run).
    ("unrest_removes__seed002_unrest_action", "unrest", {}, ["yes"], ["unrest.remove"], [], False),
    ("unrest_none_blocks__seed002_unrest_action", "unrest", {}, ["no"], ["unrest.cannot"], [], True),
    ("convert_area__seed002_convert_action", "convert", {}, ["yes"], ["convert.convert"], [], False),
    ("convert_none_blocks__seed002_convert_action", "convert", {}, ["no"], ["convert.cannot"], [], True),
    # COLONIZE: no Small Towns left, no Colonize (Token Limitations); else EXPLORE.
    (
        "colonize_no_towns_blocks__seed002_token_limitations",
        "colonize",
        {},
        ["no"],
        ["colonize.cannot"],
        ["colonize.pick"],
        True,
    ),
    (
        "colonize_places_town__seed002_colonize_action",
        "colonize",
        {},
        ["yes", "yes"],
        ["colonize.pick"],
        [],
        False,
    ),
    (
        "colonize_nothing_explores__seed000_explore_from_colonize",
        "colonize",
        {"realm": "France"},
        ["yes", "no", 3, "no", "no"],
        ["colonize.to_explore", "explore.roll"],
        [],
        True,
    ),
]


def _rows(chart: str) -> list[tuple[str, str, dict[str, Any], list[Any], list[str], list[str], bool]]:
    return [r for r in ROUTES if r[1] == chart]


def _ids(chart: str) -> list[str]:
    return [r[0] for r in _rows(chart)]


def _check_route(
    case: str,
    chart: str,
    state: dict[str, Any],
    script: list[Any],
    passes: list[str],
    avoids: list[str],
    blocked: bool,
) -> None:
    """Run one row: the nodes passed and whether Main hears the action could not be done."""
    table = Table(**state)
    table.bot.setdefault("action_run", {})["blocked"] = False
    run = table.play(chart, script)
    for node in passes:
        assert run.passed(node), f"{case}: {node} not in {run.path}"
    for node in avoids:
        assert not run.passed(node), f"{case}: {node} taken: {run.path}"
    assert table.bot["action_run"]["blocked"] is blocked


ARGS = "case,chart,state,script,passes,avoids,blocked"


@pytest.mark.parametrize(ARGS, _rows("naval"), ids=_ids("naval"))
def test_naval_routes(
    case: str,
    chart: str,
    state: dict[str, Any],
    script: list[Any],
    passes: list[str],
    avoids: list[str],
    blocked: bool,
) -> None:
    """NAVAL: Ship placement (Distant Sea Zones only with QftNW), Naval Battles, Trade."""
    _check_route(case, chart, state, script, passes, avoids, blocked)


@pytest.mark.parametrize(ARGS, _rows("papal_curia"), ids=_ids("papal_curia"))
def test_papal_curia_routes(
    case: str,
    chart: str,
    state: dict[str, Any],
    script: list[Any],
    passes: list[str],
    avoids: list[str],
    blocked: bool,
) -> None:
    """PAPAL CURIA: Catholic Bots only; it may lead to MILITARY."""
    _check_route(case, chart, state, script, passes, avoids, blocked)


@pytest.mark.parametrize(ARGS, _rows("explore"), ids=_ids("explore"))
def test_explore_routes(
    case: str,
    chart: str,
    state: dict[str, Any],
    script: list[Any],
    passes: list[str],
    avoids: list[str],
    blocked: bool,
) -> None:
    """EXPLORE: the Castile/Portugal discovery Event, the rolled number, then COLONIZE."""
    _check_route(case, chart, state, script, passes, avoids, blocked)


@pytest.mark.parametrize(ARGS, _rows("spy"), ids=_ids("spy"))
def test_spy_routes(
    case: str,
    chart: str,
    state: dict[str, Any],
    script: list[Any],
    passes: list[str],
    avoids: list[str],
    blocked: bool,
) -> None:
    """SPY: Opponent Selection, a Covert Action, else MILITARY."""
    _check_route(case, chart, state, script, passes, avoids, blocked)


@pytest.mark.parametrize(ARGS, _rows("unrest"), ids=_ids("unrest"))
def test_unrest_routes(
    case: str,
    chart: str,
    state: dict[str, Any],
    script: list[Any],
    passes: list[str],
    avoids: list[str],
    blocked: bool,
) -> None:
    """UNREST: remove Unrest, or tell Main the card's next action is due."""
    _check_route(case, chart, state, script, passes, avoids, blocked)


@pytest.mark.parametrize(ARGS, _rows("convert"), ids=_ids("convert"))
def test_convert_routes(
    case: str,
    chart: str,
    state: dict[str, Any],
    script: list[Any],
    passes: list[str],
    avoids: list[str],
    blocked: bool,
) -> None:
    """CONVERT: convert an Area, or tell Main the card's next action is due."""
    _check_route(case, chart, state, script, passes, avoids, blocked)


@pytest.mark.parametrize(ARGS, _rows("colonize"), ids=_ids("colonize"))
def test_colonize_routes(
    case: str,
    chart: str,
    state: dict[str, Any],
    script: list[Any],
    passes: list[str],
    avoids: list[str],
    blocked: bool,
) -> None:
    """COLONIZE: no Small Towns no Colonize; nothing to Colonize leads to EXPLORE."""
    _check_route(case, chart, state, script, passes, avoids, blocked)


@pytest.mark.parametrize(
    "node,pirates,gain", [("main_sea", 0, 2), ("distant_sea", 1, 2), ("inland", 3, 0), ("distant_sea", 0, 3)]
)
def test_naval_trade_income__seed000_naval_footnote2(node: str, pirates: int, gain: int) -> None:
    """NAVAL Trade: 2 Bot Power in a Main Map Node, 3 in a Distant one, 2 inland; 1 less per
    Pirate in the Node (never below 0)."""
    table = Table(power__available=3)
    run = table.play("naval", ["no", node, pirates, "done", "no"])
    assert table.bot["power"]["available"] == 3 + gain
    assert f"gains {gain} Bot Power from Trade" in run.texts["trade.own"]


def test_explore_castile_researches_qftnw__seed002_explore_footnote1() -> None:
    """Taking Christopher Columbus through EXPLORE gives the Bot QftNW."""
    table = Table(realm="Castile")
    table.play("explore", ["yes"])
    assert table.bot["quest_new_world"] is True


def test_explore_only_territories_match_the_die__seed002_explore_footnote2() -> None:
    """Footnote 2: a Distant Province need not match the die, only a Territory does."""
    table = Table(realm="France")
    run = table.play("explore", [3])
    text = run.texts["explore.found_3"]
    assert "a Distant Province, or a Territory numbered 3," in text, text
