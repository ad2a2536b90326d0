"""Third pass against the booklets (issue 29): rules a player at the table would still catch."""

from __future__ import annotations

import re

from test_charts_helpers import Table


def test_another_realms_event_gives_the_bot_option_a__seed002_general_event_rules() -> None:
    """002, General Event Rules: «Pick option A) when not Active Player». An Event another Realm
    took is the one place the Bot is not the Active Player, so the step is there; the Bot's own
    EVENT Action (it is the Active Player) no longer says it."""
    table = Table()
    run = table.play("foreign_event", ["yes", "done"])
    assert run.passed("foreign_event.option_a"), run.path
    assert "picks option A" in run.texts["foreign_event.option_a"]
    assert "not the Active Player" in run.texts["foreign_event.option_a"]
    run = Table().play("foreign_event", ["no", "done"])
    assert not run.passed("foreign_event.option_a")
    own = Table().pack.charts["event"].node_map()["take"]
    assert "option A" not in (own.text or "")


def test_naval_battle_result_is_carried_not_asked_again__seed002_naval_battles() -> None:
    """002, Naval Battles: «If a human Enemy's Ships are all sunk, the Bot wins and its Ship stays
    on the map. Otherwise, the Bot loses and must remove its Ship.» Ship Placement follows what
    Naval Battle Resolution decided: the result and the Enemy are asked once."""
    table = Table(power__available=0)
    run = table.play("ship_placement", ["yes", "human", "no", "no"])  # Hostile; human; not all sunk
    assert run.passed("naval_battle.human_lost") and run.passed("ship_placement.lost"), run.path
    assert run.path.count("naval_battle.foe") == 1 and run.path.count("ship_placement.battle") == 1
    assert table.bot["power"]["available"] == 0 and table.bot["action_run"]["ship_stays"] is False
    table = Table(power__available=0)
    run = table.play("ship_placement", ["yes", "human", "no", "yes", "yes"])  # all sunk; first win
    assert run.passed("naval_battle.won") and run.passed("battle_bonus.gain"), run.path
    assert table.bot["power"]["available"] == 1 and table.bot["action_run"]["ship_stays"] is True


def test_land_battle_result_is_carried_to_the_action__seed002_land_battles() -> None:
    """002, Land Battles vs. Rebels/NPRs: «If the Bot has any remaining Units after this, it wins
    the Battle»: the app knows the result, and MILITARY does not ask how the Battle ended."""
    table = Table(at_war=True, power__available=0, army={"standing": 5, "laid_down": 0})
    run = table.play("military", ["yes", "no", "yes", "no", "no", "yes", "npr", 2, "yes", "no"])
    assert run.passed("land_battle.npr_won") and run.passed("battle_bonus.gain"), run.path
    assert run.path.count("military.battle") == 1 and run.passed("military.battle_result")
    assert table.bot["power"]["available"] == 1


def test_first_win_bonus_once_per_turn__seed002_land_battles() -> None:
    """002: «When a Bot as the Active Player wins its first Battle of a Turn, it receives 1»
    Bot Power: once it has, a later win that Turn is not asked about; a new Turn starts afresh."""
    table = Table(power__available=0)
    table.play("ship_placement", ["yes", "npr", "no", "yes"])
    assert table.bot["power"]["available"] == 1
    run = table.play("ship_placement", ["yes", "npr", "no"])
    assert run.passed("battle_bonus.taken") and not run.passed("battle_bonus.first"), run.path
    assert table.bot["power"]["available"] == 1
    table.play("main", [], node="eliminated")  # the Bot's next Turn begins
    assert table.bot["action_run"]["battle_bonus"] is False


def test_lost_icon_of_invalid_targets_is_in_the_note__seed002_invalid_military_targets() -> None:
    """002/000, Invalid Military Targets: «Bot has 4+ [icon] in NPR target's Areas»: the icon is
    lost in both booklets. The step says the rule as read (Influence); the doubt is the step's
    note and its Sources line (reconstructed), never a hedge in the instruction."""
    charts = Table().pack.charts["targeting"].node_map()
    for node in ("valid_military", "printed_military"):
        found = charts[node]
        assert "{influence} or more Influence; a Realm" in (found.text or "")
        assert not _HEDGE.search(found.text or "") and found.reconstructed, node
        assert "check in your booklet" in (found.note or "").lower() and "Influence" in (found.note or "")


# The steps whose instruction itself is unknown (the player reads it from the booklet): each is
# a question or a pointer to the booklet, not a stated rule with a hedge after it.
_ASKS_THE_BOOKLET = {"income.emperor_authority", "naval.no_missions", "trade.mercantilism"}
_HEDGE = re.compile(r"\((?:check|read)[^()]*(?:booklet|icon|your copy)[^()]*\)", re.IGNORECASE)


def test_stated_rules_carry_no_booklet_hedge__seed002_and_seed000() -> None:
    """002/000 lose some icons and footnotes; where the pack states the rule as it reads them
    (Alliance or Marriage, the Alliance token, the +20 Income tile's Bot Power, Influence and
    Towns, Unrest and the Army, Loans, the cubes' order, the Rebel Dice cap, a Claim's one token
    fewer), the step says what to do and the doubt lives in its note, the step marked as
    reconstructed: no "(check your booklet)" after the instruction."""
    pack = Table().pack
    hedged = []
    for chart in pack.charts.values():
        for node in chart.nodes:
            name = f"{chart.id}.{node.id}"
            if node.text and _HEDGE.search(node.text) and name not in _ASKS_THE_BOOKLET:
                hedged.append(name)
    assert hedged == []
    for name in (
        "cleanup.imperial",
        "diplomacy.do_annex",
        "dow_on_bot.call_allies",
        "income.tile_gain",
        "military.declare_war",
        "peace.npr_peace",
        "peace.accept",
        "peace.pr_peace",
        "peace_and_rebels.lose_one",
        "replace_human.loans",
        "token_limits.cubes",
    ):
        chart, node_id = name.split(".")
        node = pack.charts[chart].node_map()[node_id]
        assert node.reconstructed and "booklet" in (node.note or ""), name


def test_out_of_towns_is_not_narrowed_to_small_towns__seed002_token_limitations_towns() -> None:
    """002, Token Limitations (Towns): «If a Bot runs out of [Towns] they will not Siege any new
    Provinces or Colonize any Territories» — Towns, not only Small Towns."""
    pack = Table().pack
    for chart, node in (("siege", "towns_left"), ("colonize", "towns_left"), ("main", "can_siege")):
        text = pack.charts[chart].node_map()[node].text or ""
        assert "Small Towns" not in text and "Towns" in text, (chart, text)
    run = Table().play("siege", ["no"])
    assert run.passed("siege.cannot"), run.path


def test_bot_emperor_gains_one_at_plus_six_and_adds_its_authority__seed000_bot_emperor() -> None:
    """000, Faza 4, Cesarz Bot: «Cesarz Bot zyskuje 1 [icon], jeśli ma +6 [icon]» — the reward is
    1, not "what your booklet prints"; 002, Bot Emperor: «[IA] is also added to the Bot's [..]»
    is a step of its own. Both icons are lost: the table says the reward's kind."""
    table = Table(power__available=0)
    run = table.play("income", ["neither", "no", "yes", 3, "yes", "power", "no"])
    assert run.passed("income.emperor_authority"), run.path
    assert "Imperial Authority is also added" in run.texts["income.emperor_authority"]
    assert "gains 1 more" in run.texts["income.six_what"]
    assert run.passed("income.six_gain") and "gains 1 Bot Power" in run.texts["income.six_gain"]
    gained = table.bot["power"]["available"]
    table = Table(power__available=0)
    run = table.play("income", ["neither", "no", "yes", 3, "yes", "other", "no"])
    assert run.passed("income.six_other") and table.bot["power"]["available"] == gained - 1
    run = Table().play("income", ["neither", "no", "yes", 3, "no", "no"])
    assert not run.passed("income.six_what")


def test_without_missions_naval_withholds_the_footnote_token__seed000_naval_footnote_3() -> None:
    """000, AKCJA MORSKA, footnote 3: «Jeśli grasz bez Misji dla ludzkich graczy, nie dawaj Botom
    [icon] podczas tego kroku»: a step of the NAVAL Action when the table says so. (A Bot alone:
    "Which other Bot collects …?" has one answer, taken by the app.)"""
    with_missions = Table(power__available=3).play("naval", ["no", "main_sea", 0, "yes", "no"])
    assert with_missions.passed("naval.missions") and not with_missions.passed("naval.no_missions")
    table = Table(power__available=3)
    run = table.play("naval", ["no", "main_sea", 0, "no", "no"])
    assert run.passed("naval.no_missions"), run.path
    assert "Without Missions" in run.texts["naval.no_missions"]
    assert table.pack.charts["naval"].node_map()["no_missions"].reconstructed


def test_bots_never_counter_covert_actions__seed002_covert_actions() -> None:
    """002, Covert Actions: «Bots will never counter Covert Actions directed at them»: a routine
    for a human's Covert Action on a Bot, and the SPY step
    says another Bot never counters the Bot's own."""
    table = Table()
    run = table.play("covert_on_bot", [])
    assert "never counters" in run.texts["covert_on_bot.no_counter"] and not run.running
    assert "another Bot never counters it" in (table.pack.charts["spy"].node_map()["act"].text or "")
    assert "covert_on_bot" in [r.chart for r in table.pack.meta.routines]


def test_the_bots_allies_on_its_declaration_of_war__seed002_bots_and_alliances() -> None:
    """002, Bots & Alliances: «How Bots are affected by Alliances upon DoW is covered in the 'Bot
    Warfare' section and the MILITARY Action chart»: MILITARY has the step where the Bot calls its
    Allies, marked, since the chart's boxes are lost."""
    table = Table()
    run = table.play("military", ["no", "yes", "no", "no", "no", "no"], node="declare_war")
    assert run.passed("military.allies"), run.path
    assert "Calls to Arms" in run.texts["military.allies"]
    node = table.pack.charts["military"].node_map()["allies"]
    assert node.reconstructed and node.verify


def test_both_naval_trade_incomes_are_marked_as_the_same_reading__seed002_bots_trading() -> None:
    """002, Bots Trading: NAVAL's chart «also covers passive Trade Income for other Bots»; its
    values are lost with the chart, so the Bot's own income and the other Bots' (the same values)
    are both marked, each with a note."""
    nodes = Table().pack.charts["trade"].node_map()
    for node in ("own", "gain_other"):
        assert nodes[node].reconstructed and "NAVAL chart" in (nodes[node].note or ""), node
