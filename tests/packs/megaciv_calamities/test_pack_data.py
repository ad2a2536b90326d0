"""The calamity data and the charts agree, every chart is sound, random play never breaks."""

from __future__ import annotations

import random
import re

import pytest
from mega_helpers import Play

from desktop.core.interpreter import make_ctx
from desktop.core.pack import Pack
from desktop.core.pack_model import AskNode, CallNode, DoNode
from desktop.core.registry import RuleError
from desktop.core.simulate import simulate

SEED_CALAMITIES = {"civil_war", "barbarian_hordes", "cyclone", "epidemic"}


def test_sixteen_calamities_four_from_the_seed(pack: Pack) -> None:
    table = pack.tables["calamities"].calamities
    assert len(table) == 16
    assert {c for c, cal in table.items() if cal.source == "004"} == SEED_CALAMITIES
    main = pack.charts["main"].node_map()["pick"]
    assert isinstance(main, AskNode)
    assert {o.id for o in main.options} == set(table)


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
        named = [f"secondary_{k}" for k in range(1, cal.named_secondary + 1)]
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
    play = Play().start("epidemic").play({"traded": "yes"}, held=("p_medicine", "s2_medicine"))
    view = play.session.interp.view(play.session.world, "resolver")
    assert view["calamity"] == "epidemic"
    assert view["amounts"]["damage"] == 10
    assert view["amounts"]["damage.secondary_1"] == 10
    assert view["amounts"]["damage.secondary_2"] == 5
    assert "damage.secondary_3" not in view["amounts"]  # Epidemic names two players
    cyclone = Play().start("cyclone").play({"any_city": "yes"})
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


def test_zero_count_question_shows_the_count_it_doubts() -> None:
    play = Play().start("civil_war").play({"ben_cities": "yes"}, stop="zero_ok")
    assert "The panel shows 0 unit points" in play.text
