"""The twelve calamities seed 004 does not print, from the research table (secondary-systems §3.2)."""

from __future__ import annotations

import pytest
from mega_helpers import Play

from desktop.core.pack.pack_loading import Pack

NAMED = {"named_1": "yes", "named_2": "yes", "named_3": "yes"}  # every secondary victim named

# (calamity, answers to non-advance questions, advances held, result step, expected text)
CASES = [
    ("volcano_earthquake", {"volcano": "yes"}, (), "eruption", "destroy every unit in the areas it touches"),
    ("volcano_earthquake", {"volcano": "no"}, (), "quake", "destroys 1 of its cities"),
    (
        "volcano_earthquake",
        {"volcano": "no"},
        ("p_engineering",),
        "quake_spared",
        "reduces 1 of its cities instead",
    ),
    ("treachery", {"traded": "yes", "has_city": "yes"}, (), "annex", "annexes 1 of the primary"),
    (
        "treachery",
        {"traded": "yes", "has_city": "no"},
        ("p_diplomacy",),
        "pirate",
        "2 of the primary victim's cities are replaced",
    ),
    ("famine", NAMED, (), "primary_damage", "takes 10 damage"),
    ("famine", NAMED, ("p_agriculture",), "primary_damage", "takes 15 damage"),
    ("famine", NAMED, ("s2_pottery",), "unhurt_2", "second secondary victim takes no damage"),
    ("famine", NAMED, (), "second_damage_3", "third secondary victim takes 5 damage"),
    ("slave_revolt", {}, (), "support", "support rate 2 higher"),
    ("slave_revolt", {}, ("p_mythology", "p_enlightenment", "p_mining"), "support", "support rate 1 higher"),
    ("flood", {"plain": "yes"}, (), "plain_damage", "takes 15 damage there"),
    ("flood", {"plain": "yes"}, ("p_engineering",), "plain_damage", "takes 10 damage there"),
    ("flood", {"plain": "no"}, (), "coast_damage", "takes 5 damage from its units in coastal areas"),
    ("superstition", {}, (), "reduce", "reduces 3 of its cities"),
    ("superstition", {}, ("p_mysticism", "p_deism", "p_universal_doctrine"), "reduce", "reduces 2 of"),
    ("tyranny", {"most_cities": "yes"}, (), "annex", ") 15 unit points of the primary victim"),
    ("tyranny", {"most_cities": "yes"}, ("p_monarchy", "p_provincial_empire"), "annex", ") 25 unit points"),
    ("civil_disorder", {}, (), "reduce", "all of its cities except 3"),
    ("civil_disorder", {}, ("p_law", "p_democracy", "p_naval_warfare"), "reduce", "except 4"),
    ("corruption", {}, (), "discard", "worth at least 10 in face value"),
    ("corruption", {}, ("p_coinage", "p_wonder_of_the_world"), "discard", "at least 20"),
    (
        "iconoclasm_heresy",
        {"traded": "yes", "theocracy": "yes", "theocracy_discard": "no", **NAMED},
        (),
        "reduce",
        "reduces 4 of its cities",
    ),
    (
        "iconoclasm_heresy",
        {"traded": "yes", "theocracy": "yes", "theocracy_discard": "no", **NAMED},
        ("p_theology", "p_monotheism"),
        "reduce",
        "reduces 2 of",
    ),
    (
        "iconoclasm_heresy",
        {"traded": "yes", "theocracy": "yes", "theocracy_discard": "yes", **NAMED},
        (),
        "spared",
        "reduces no city",
    ),
    (
        "iconoclasm_heresy",
        {"traded": "yes", "theocracy": "yes", "theocracy_discard": "no", **NAMED},
        (),
        "others",
        "names up to 2 other players as secondary victims, never the beneficiary",
    ),
    (
        "iconoclasm_heresy",
        {"traded": "yes", "theocracy": "no", **NAMED},
        (),
        "loss_2",
        "reduces 1 of its cities",
    ),
    (
        "piracy",
        {"traded": "yes", **NAMED},
        (),
        "loss_2",
        "1 coastal city of the second secondary victim is replaced",
    ),
    ("regression", {}, (), "back", "back 1 step "),
    ("regression", {}, ("p_fundamentalism",), "back", "back 2 steps"),
    ("regression", {}, ("p_library",), "back_none", "marker does not move back"),
    (
        "piracy",
        {"traded": "yes", **NAMED},
        (),
        "replace",
        "replaces 2 of the primary victim's coastal cities",
    ),
    ("piracy", {"traded": "yes", **NAMED}, ("p_cartography",), "replace", "replaces 3 of"),
    (
        "piracy",
        {"traded": "yes", **NAMED},
        (),
        "others",
        "Neither the beneficiary nor a player holding Naval Warfare can be named",
    ),
]


@pytest.mark.parametrize(
    ("calamity", "answers", "held", "node", "expected"),
    CASES,
    ids=[f"{c[0]}-{c[3]}-{'+'.join(c[2]) or 'none'}" for c in CASES],
)
def test_research_table_amounts__research_secondary_systems_3_2(
    calamity: str, answers: dict[str, str], held: tuple[str, ...], node: str, expected: str
) -> None:
    play = Play().start(calamity).play(answers, held=held)
    assert expected in play.seen(node)


def test_research_charts_are_marked_as_not_from_the_seed(pack: Pack) -> None:
    pack = pack
    table = pack.tables["calamities"].calamities
    for cid, cal in table.items():
        chart = pack.charts[cid]
        if cal.source == "research":
            assert chart.reconstructed and chart.source.seed == "research", cid
            assert "against its card in your game" in (chart.note or ""), cid
            for node in chart.nodes:
                if node.kind != "end":
                    assert node.reconstructed and node.source.seed == "research", (cid, node.id)
        else:
            assert chart.source.seed == "004", cid


def test_begin_step_gives_no_provenance_the_note_does__issue13_item11(pack: Pack) -> None:
    """Provenance leaves the step text; the chart note says it in player words."""
    for cid in ("tyranny", "cyclone"):
        text = Play().start(cid).text
        assert "seed" not in text and "research" not in text and "(" not in text.split(":")[0], text
    assert "against its card in your game" in (pack.charts["tyranny"].note or "")
    assert "trade card stack 7, non-tradable" in Play().start("tyranny").text
    assert "trade card stack 6, tradable" in Play().start("epidemic").text
