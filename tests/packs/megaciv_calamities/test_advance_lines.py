"""The step a held advance brings says what changes, as the booklet does (seed 004): who it is
about, the amount as a number with its noun's form, and the direction in words («o 5 … mniej»,
«więcej»), never a sign a player must weigh against "protects" («„Filozofia” chroni: +5»)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from bundled import bundled_pack
from mega_helpers import BOT, Play

from desktop.core.pack.pack_model import DoNode


def reach(calamity: str, node: str, held: tuple[str, ...], answers: dict[str, str] | None = None) -> Play:
    """A calamity played up to the step `node`, the advances in `held` answered yes."""
    play = Play().start(calamity).play(answers or {}, held=held, stop=node)
    assert play.node == node, play.shown
    return play


def test_medicine_says_less_damage_for_the_victim_it_protects__seed004_epidemia(said: Any) -> None:
    """Seed 004, «Epidemia»: «☒ Jeśli gracz posiada „Medycynę” otrzymuje o 5 obrażeń mniej», for
    the primary victim and for each secondary victim who holds it."""
    play = reach("epidemic", "p_medicine_held", ("p_medicine",), {"traded": "yes", "named_1": "yes"})
    assert said(play, "en") == "Medicine: the primary victim takes 5 less damage."
    assert said(play, "pl") == "„Medycyna”: główna ofiara otrzymuje o 5 obrażeń mniej."
    assert said(play, "uk") == "«Медицина»: головна жертва отримує на 5 пошкоджень менше."
    play = reach("epidemic", "s1_medicine_held", ("s1_medicine",), {"traded": "yes", "named_1": "yes"})
    assert said(play, "en") == "Medicine: the first secondary victim takes 5 less damage."
    assert said(play, "pl") == "„Medycyna”: pierwsza ofiara dodatkowa otrzymuje o 5 obrażeń mniej."


@pytest.mark.parametrize(
    ("node", "en", "pl"),
    [
        (
            "p_music_held",
            "Music: the primary victim selects 5 fewer unit points.",
            "„Muzyka”: główna ofiara wybiera o 5 punktów jednostek mniej.",
        ),
        (
            "p_democracy_held",
            "Democracy: the primary victim selects 10 fewer unit points.",
            "„Demokracja”: główna ofiara wybiera o 10 punktów jednostek mniej.",
        ),
        (
            "p_philosophy_held",
            "Philosophy: the primary victim selects 5 more unit points.",
            "„Filozofia”: główna ofiara wybiera o 5 punktów jednostek więcej.",
        ),
    ],
)
def test_civil_war_advances_say_fewer_or_more_unit_points__seed004_wojna_domowa(
    said: Any, node: str, en: str, pl: str
) -> None:
    """Seed 004, «Wojna Domowa»: «☒ Jeśli posiadasz „Muzykę”, wybierz o 5 pkt jednostek mniej»,
    «☒ … „Demokrację”, … o 10 pkt jednostek mniej», «☐ … „Filozofię”, … o 5 pkt jednostek więcej».
    Philosophy read «chroni: punkty jednostek do wybrania +5»: harm called protection."""
    play = reach("civil_war", node, (node.removesuffix("_held"),), {"ben_cities": "yes"})
    assert said(play, "en") == en
    assert said(play, "pl") == pl


def test_philosophy_in_ukrainian_says_more__seed004_wojna_domowa(said: Any) -> None:
    """Seed 004, «Wojna Domowa»: «☐ Jeśli posiadasz „Filozofię”, wybierz o 5 pkt jednostek więcej»."""
    play = reach("civil_war", "p_philosophy_held", ("p_philosophy",), {"ben_cities": "yes"})
    assert said(play, "uk") == "«Філософія»: головна жертва обирає на 5 очок одиниць більше."


def test_monarchy_says_fewer_barbarians__seed004_hordy_barbarzyncow(said: Any) -> None:
    """Seed 004, «Hordy Barbarzyńców»: «☒ Jeśli posiadasz „Monarchię”, używasz o 5 jednostek
    barbarzyńców mniej» (and «☐ … „Politykę” … o 5 … więcej»)."""
    play = reach("barbarian_hordes", "p_monarchy_held", ("p_monarchy",), {"traded": "yes"})
    assert said(play, "en") == "Monarchy: 5 fewer barbarians attack the primary victim."
    assert said(play, "pl") == "„Monarchia”: główną ofiarę atakuje o 5 jednostek barbarzyńców mniej."
    assert said(play, "uk") == "«Монархія»: головну жертву атакує на 5 жетонів варварів менше."
    play = reach("barbarian_hordes", "p_politics_held", ("p_politics",), {"traded": "yes"})
    assert said(play, "pl") == "„Polityka”: główną ofiarę atakuje o 5 jednostek barbarzyńców więcej."


def test_masonry_and_calendar_count_the_cities_unselected__seed004_cyklon(said: Any) -> None:
    """Seed 004, «Cyklon» l.47: «☒ Jeśli ofiara posiada „Kamieniarstwo”, ofiara rezygnuje z wyboru
    1 miasta»; l.49: «☒ If you hold 'Calendar', unselect 2 of your selected cities»: that many
    cities, each in its own form; not «o 1 miasto więcej» (more than nothing, QA s18 §1)."""
    held = ("p_masonry", "p_calendar")
    play = reach("cyclone", "p_masonry_held", held, {"any_city": "yes"})
    assert said(play, "en") == "Masonry: the primary victim unselects 1 of its selected cities."
    assert said(play, "pl") == "„Kamieniarstwo”: główna ofiara rezygnuje z wyboru 1 miasta."
    assert said(play, "uk") == "«Каменярство»: головна жертва знімає позначку з 1 обраного міста."
    play.done()
    play.answer("yes")
    assert play.node == "p_calendar_held"
    assert said(play, "en") == "Calendar: the primary victim unselects 2 of its selected cities."
    assert said(play, "pl") == "„Kalendarz”: główna ofiara rezygnuje z wyboru 2 miast."
    assert said(play, "uk") == "«Календар»: головна жертва знімає позначку з 2 обраних міст."


def test_no_advance_line_reads_a_sign() -> None:
    """Every step a held advance brings, in every calamity, counts its amount (`%n`, worked out
    when it is reached) and says the direction in words (or a verb that is one: "unselects %n of
    its selected cities", seed 004, «Cyklon»)."""
    pack = bundled_pack("megaciv_calamities")
    lines = [
        (chart_id, node)
        for chart_id, chart in pack.charts.items()
        for node in chart.nodes
        if isinstance(node, DoNode) and any(e.name == "hold" for e in node.effects)
    ]
    assert len(lines) > 50
    wrong = [
        f"{chart_id}/{node.id}: {node.text}"
        for chart_id, node in lines
        if node.count != "n"
        or node.params.get("n", 0) is not None
        or not re.search(r"%n (?:less|fewer|more)\b|unselects %n of\b", str(node.text))
        or re.search(r"protects|makes it worse|\{delta\}", str(node.text))
    ]
    assert not wrong, wrong


def test_a_held_advance_box_ahead_names_its_advance__seed004_epidemia(qapp: Any) -> None:
    """Seed 004, «Epidemia»: the chart's box of Medicine, read before the step is reached, names
    the advance («„Medycyna”: …»), not a stand-in («„[karta rozwoju]”»)."""
    from desktop.core.play.node_texts import node_texts
    from desktop.ui.language import render

    play = Play().start("epidemic")
    chart = play.session.pack.charts["epidemic"]
    texts = node_texts(play.session, BOT, chart, (), play.node)
    box = render(texts["p_medicine_held"])
    assert box.startswith("Medicine: the primary victim takes "), box
