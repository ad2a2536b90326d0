"""The calamity data and the charts agree, every chart is sound, random play never breaks."""

from __future__ import annotations

import random
import re

import pytest
from mega_helpers import Play

from desktop.core.cli.simulate import simulate
from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import AskNode, CallNode, DoNode
from desktop.core.pack.registry import RuleError
from desktop.core.play.interpreter import make_ctx

SEED_CALAMITIES = {"civil_war", "barbarian_hordes", "cyclone", "epidemic"}


def test_sixteen_calamities_four_from_the_seed(pack: Pack) -> None:
    table = pack.tables["calamities"].calamities
    assert len(table) == 16
    assert {c for c, cal in table.items() if cal.source == "004"} == SEED_CALAMITIES
    picks = [n for n in pack.charts["main"].nodes if n.id.startswith("pick_")]
    assert all(isinstance(n, AskNode) for n in picks)
    assert sorted(o.id for n in picks for o in n.options) == sorted(table)


def test_calamities_are_listed_by_their_trade_card_stack__issue15_item22(pack: Pack) -> None:
    """The table types the stack it holds, then picks among that stack's calamities."""
    table = pack.tables["calamities"].calamities
    for node in pack.charts["main"].nodes:
        if node.id.startswith("pick_"):
            stack = node.params["stack"]
            assert [o.id for o in node.options] == [c for c, cal in table.items() if cal.stack == stack]
    play = Play()
    play.session.apply({"type": "start", "bot": "resolver", "chart": "main"})
    step = play.session.current("resolver")
    assert step is not None and step.kind == "number" and step.number == {"min": 2, "max": 9}
    play.answer(5)
    assert play.text == "Which calamity of trade card stack 5 is being resolved?"
    assert [render_plain(o.label) for o in play.session.current("resolver").options] == [
        "Civil War",
        "Barbarian Hordes",
    ]


def test_every_modifier_is_asked_for_every_victim_it_can_hit(pack: Pack) -> None:
    """Each (victim, advance) pair the table can apply has a question and a step that records
    it, and no chart records an advance the table does not list."""
    pack = pack
    for cid, cal in pack.tables["calamities"].calamities.items():
        nodes = pack.charts[cid].node_map()
        recorded = {
            (e.args["role"], e.args["advance"])
            for n in nodes.values()
            if isinstance(n, DoNode)
            for e in n.effects
            if e.name == "hold"
        }
        # Named secondary victims have a role each; unnamed ones (every other player hit by a
        # Cyclone) answer one after the other in the first secondary role.
        named = [f"secondary_{k}" for k in range(1, cal.named_secondary + 1)] or ["secondary_1"]
        expected = set()
        for mod in cal.modifiers:
            if mod.holder in ("primary", "any"):
                expected.add(("primary", mod.advance))
            if mod.holder in ("secondary", "any"):
                expected |= {(role, mod.advance) for role in named}
        assert recorded == expected, cid


def test_beneficiary_rule_matches_the_table(pack: Pack) -> None:
    pack = pack
    for cid, cal in pack.tables["calamities"].calamities.items():
        calls = [n for n in pack.charts[cid].nodes if isinstance(n, CallNode) and n.chart == "beneficiary"]
        if cid == "civil_war":
            assert "ben_cities" in pack.charts[cid].node_map()  # its own step, with the note
        elif cal.beneficiary == "none":
            assert not calls, cid
        elif cal.beneficiary == "trader":
            assert [c.node for c in calls] == [None], cid  # starts at "traded?"
        else:
            assert [c.node for c in calls] == ["most_cities"], cid


def test_every_node_names_its_source(pack: Pack) -> None:
    for chart in pack.charts.values():
        for node in chart.nodes:
            assert node.source is not None, (chart.id, node.id)


def test_random_play_of_every_calamity_finds_no_error(pack: Pack) -> None:
    result = simulate(pack, turns=400, seed=7)
    assert result.errors == [] and result.dead_ends == []
    assert result.turns == 400


def test_a_new_calamity_forgets_the_last_ones_advances() -> None:
    play = Play().start("barbarian_hordes").play({"traded": "yes", "excess": "no"}, held=("p_monarchy",))
    assert play.state["held"] == {"primary": ["monarchy"]}
    play.start("civil_war")
    assert play.state["held"] == {} and play.state["calamity"] == "civil_war"


def test_recording_an_advance_the_calamity_ignores_is_refused(pack: Pack) -> None:
    pack = pack
    play = Play().start("cyclone")
    ctx = make_ctx(pack, play.session.world, "resolver", random.Random(0))
    with pytest.raises(RuleError):
        pack.registry.effects["hold"].func(ctx, role="primary", advance="medicine")
    with pytest.raises(RuleError):
        pack.registry.effects["hold"].func(ctx, role="nobody", advance="masonry")


def test_cli_state_view_shows_the_amounts() -> None:
    answers = {"traded": "yes", "named_1": "yes", "named_2": "yes"}
    play = Play().start("epidemic").play(answers, held=("p_medicine", "s2_medicine"))
    view = play.session.interp.view(play.session.world, "resolver")
    assert view["calamity"] == "epidemic"
    assert view["amounts"]["damage"] == 10
    assert view["amounts"]["damage.secondary_1"] == 10
    assert view["amounts"]["damage.secondary_2"] == 5
    assert "damage.secondary_3" not in view["amounts"]  # Epidemic names two players
    cyclone = Play().start("cyclone").play({"any_city": "yes", "others": "no"})
    amounts = cyclone.session.interp.view(cyclone.session.world, "resolver")["amounts"]
    assert amounts["selected_cities"] == 3 and amounts["selected_cities.others"] == 2


def test_no_number_is_typed_into_a_translated_text(pack: Pack) -> None:
    """Numbers are parameters (`{name}` or `%n`); only list markers and source names remain."""
    typed = []
    for chart in pack.charts.values():
        for node in chart.nodes:
            for text in [node.text or ""] + [o.label or "" for o in getattr(node, "options", [])]:
                rest = re.sub(r"\{[^}]*\}|%n|seed 004|§3\.2|(?<!\w)[1-4]\. ", "", text)
                if re.search(r"\d", rest):
                    typed.append(f"{chart.id}.{node.id}: {text}")
    assert typed == []


def test_random_play_selects_in_a_civil_war(pack: Pack) -> None:
    """With the count asked in the flow, random play reaches the selection steps too."""
    result = simulate(pack, turns=300, seed=3)
    assert {"civil_war.select", "civil_war.how"} <= result.visited
