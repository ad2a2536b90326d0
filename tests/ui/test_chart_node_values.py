"""Issue 28 item 4: chart nodes never read "___". A node passed in this run reads as it was shown
(the log's words and numbers); a node ahead reads with the value it would take now, or the value's
name in words ("[Cost]"), in every language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from desktop.core.messages import placeholders
from desktop.core.pack.pack_loading import load_pack, word
from desktop.core.pack.pack_model import CheckNode, NumberNode
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.samples import sample_bots
from desktop.core.play.session import Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view
from desktop.ui.chart.chart_items import node_shown, node_template
from desktop.ui.language import render

PACKS = sorted(p.parent.name for p in bundled_rules_dir().glob("*/pack.yaml"))
BLANKS = ("___", "{", "%n")


def blank_in(text: str) -> bool:
    return any(b in text for b in BLANKS)


def test_a_passed_node_reads_as_the_log_says(qtbot: QtBot, eu_rules: Path, make_app: Any) -> None:
    """The setup's nodes once passed: "place only 1 Bot Ship", "Army: 0 Units", as logged."""
    app = make_app()
    c, view = app.controller, app.window.flowchart
    c.new_game("eupop", [({"name": "Castile"}, None)], seed=7)
    c.start(c.view.next_charts["b1"] or "setup")
    assert view.chart_id == "setup"
    for _ in range(4):
        step = c.step()
        assert step is not None
        if step.kind == "do":
            c.done()
        else:
            c.answer(str(step.number["min"]) if step.number else step.options[0].id)
    scene = view.current_scene()
    assert scene is not None
    logged = {r.text.lstrip("• ") for r in app.window.log_view.rows()}
    for node in ("mat", "army", "ships"):
        text = scene.nodes[node].shown_text()
        assert not blank_in(text) and text in logged, (node, text)


def test_a_node_ahead_reads_the_value_it_would_take_now(qtbot: QtBot, eu_rules: Path, make_app: Any) -> None:
    """Before the setup runs, its first node names the Bot Power the mat starts with."""
    app = make_app()
    c, view = app.controller, app.window.flowchart
    c.new_game("eupop", [({"name": "Castile", "difficulty": "normal"}, None)], seed=7)
    assert view.chart_id == "setup" and view.shown is not None and view.shown.current is None
    power = c.session.world["bots"]["b1"]["power"]["available"]  # type: ignore[union-attr]
    text = view.current_scene().nodes["mat"].shown_text()  # type: ignore[union-attr]
    assert f"Put {power} Bot Power cubes" in text, text


@pytest.mark.parametrize("pack_id", PACKS)
@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_no_node_of_any_chart_reads_a_blank(
    qtbot: QtBot, eu_rules: Path, make_app: Any, pack_id: str, language: str
) -> None:
    """Every chart of every pack, as a new game would show it ahead of the run: values now or
    names, never "___", a "{name}" or a "%n"; the layout's texts too."""
    app = make_app()
    app.language.set_language(language)
    pack, problems = load_pack(bundled_rules_dir() / pack_id)
    assert pack is not None and not problems
    session = Session(pack, 1)
    for options, profile in sample_bots(pack):
        session.add_bot(session.next_bot_id(), dict(options), profile)
    bot = session.bot_ids[0]
    view = build_view(session, PlayState(active=bot))
    assert view.chart is not None
    charts = view.chart.charts
    from desktop.core.play.node_texts import node_texts

    for chart in charts.values():
        texts = node_texts(session, bot, chart, (), None)
        for node in chart.nodes:
            template = node_template(pack.id, chart, node, charts, view.chart.words)
            assert not blank_in(template), (chart.id, node.id, template)
            if node.id in texts:
                shown = node_shown(texts[node.id])
                assert not blank_in(shown), (chart.id, node.id, shown)


def fixed_value(source: Any) -> bool:
    """Whether a parameter reads the same whenever it is shown: a literal, or a text whose own
    values are literals ("%n Areas" with n 2; not "%n swordsmen" with the age)."""
    if not isinstance(source, dict):
        return True
    if not set(source) <= {"text", "params", "count"}:
        return False
    return all(fixed_value(v) for v in source.get("params", {}).values())


@pytest.mark.parametrize("pack_id", PACKS)
def test_every_value_known_only_when_reached_has_a_name(qtbot: QtBot, eu_rules: Path, pack_id: str) -> None:
    """The pack names (in `words:`) each value its chart texts show that is not a fixed one,
    so a node ahead reads a name in every language, never the value's id (Glory's "Place
    [swordsmen]" read the id in Polish and Ukrainian: a text whose count is known only when
    reached is named too)."""
    pack, _ = load_pack(bundled_rules_dir() / pack_id)
    assert pack is not None
    missing = set()
    for variants in [(), *((v,) for v in pack.meta.variants)]:
        for chart in pack.charts_for(variants).values():
            for node in chart.nodes:
                text = node.text or ""
                names = placeholders(text) | ({node.count} if node.count and "%n" in text else set())
                for name in names:
                    args = node.args if isinstance(node, CheckNode) else {}
                    if isinstance(node, NumberNode):  # its bounds ("0 to {max}")
                        args = {"min": node.min, "max": node.max}
                    source = node.params.get(name, args.get(name))
                    fixed = source is not None and fixed_value(source)
                    if not fixed and name not in pack.meta.words:
                        missing.add(name)
    assert not missing, f"{pack_id}: no words for {sorted(missing)}"
    assert all(render(w) for w in pack.meta.words.values())


@pytest.mark.parametrize(("language", "name"), [("en", "[Traits]"), ("uk", "[Програми]")])
def test_a_node_ahead_whose_value_is_empty_names_it(
    qtbot: QtBot, make_app: Any, language: str, name: str
) -> None:
    """Root's setup box "These traits belong to other bots…: {names}." for a bot with none read
    "…for this one: ." in the chart: an empty value is named like one not known yet."""
    app = make_app()
    app.language.set_language(language)
    pack, _ = load_pack(bundled_rules_dir() / "root_clockwork")
    assert pack is not None
    session = Session(pack, 1)
    session.add_bot("b", {"name": "Bot", "faction": "marquise"})
    from desktop.core.play.node_texts import node_texts

    chart = pack.charts_for(())["setup"]
    shown = node_shown(node_texts(session, "b", chart, (), None)["traits_note"])
    assert shown.endswith(f": {name}."), shown


def test_traits_of_another_faction_read_in_the_players_language(qtbot: QtBot, make_app: Any) -> None:
    """Root's setup names another faction's traits by their translated names, not their ids."""
    app = make_app()
    app.language.set_language("uk")
    pack, _ = load_pack(bundled_rules_dir() / "root_clockwork")
    assert pack is not None
    session = Session(pack, 3)
    session.add_bot("b", {"faction": "marquise", "traits": ["war_tax"]})
    session.apply({"type": "start", "bot": "b", "chart": "setup"})
    said = [render(line.text) for line in session.log()]
    assert any(t.endswith(": Військовий податок.") for t in said), said


@pytest.mark.parametrize(
    ("language", "node", "reads", "not_read"),
    [
        ("en", ("eupop", "siege", "begin"), "each Bot Power Sieges 1 Tax Value", "[per power]"),
        ("uk", ("eupop", "siege", "begin"), "бере в облогу 1 одиницю Податкової вартості", "[per power]"),
        ("en", ("eupop", "military", "move"), "Move the Army up to 2 Areas toward", "[reach]"),
        ("pl", ("eupop", "military", "move"), "2 Obszary", "[reach]"),
        ("uk", ("eupop", "military", "move"), "щонайбільше на 2 Області", "[reach]"),
        ("en", ("eupop", "replace_human", "ideas_mil"), "Mark at most 3 on the Bot Mat", "[max]"),
        ("uk", ("glory_automa", "swordsmen", "place"), "Розмістіть [мечники]", "[swordsmen]"),
        ("pl", ("glory_automa", "battles", "cubes"), "[bitwy]", "[battles]"),
        ("uk", ("megaciv_calamities", "piracy", "others"), "називає [інші гравці]", "[others]"),
        ("uk", ("megaciv_calamities", "main", "pick"), "[найнижчий]", "[min]"),
        ("pl", ("root_clockwork", "vb_battle", "short"), "[niewyczerpane przedmioty]", "[fresh]"),
        # A count an effect works out when the step is reached: its name, and the nouns after it
        # in the general plural (glossary §3); it read "0" (a stand-in number of the pack's data).
        (
            "en",
            ("root_clockwork", "vagabot_turn", "evening"),
            "turn [amount] exhausted, undamaged items",
            "0",
        ),
        ("pl", ("root_clockwork", "eyrie_turn", "recruit"), "umieść [liczba] wojowników", "0"),
        ("uk", ("root_clockwork", "vagabot_turn", "repair_all"), "([кількість] предметів)", "0"),
        ("en", ("eupop", "income", "discard"), "return the [amount] Spent Bot Power", "0"),
        ("en", ("eupop", "replace_bot", "army"), "Place [amount] Units in", "[Units] Units"),
        ("en", ("root_clockwork", "vb_aid", "aid"), "The bot scores [Victory points].", "[scored]"),
        ("pl", ("root_clockwork", "vb_aid", "aid"), "[karty]", "[cards]"),
    ],
)
def test_a_value_the_pack_fixes_reads_as_itself_in_the_chart_and_its_tooltip(
    qtbot: QtBot,
    eu_rules: Path,
    make_app: Any,
    language: str,
    node: tuple[str, str, str],
    reads: str,
    not_read: str,
) -> None:
    """A node's box as laid out and its hover text: EU's Siege step read "each Bot Power Sieges
    [per power] Tax Value" and the War Action's move "up to [reach]" (English ids, in Polish and
    Ukrainian too) though the pack fixes both (1; "2 Areas"); a number step's bounds likewise.
    A value known only when reached reads its name in the language (Glory's "[swordsmen]" did
    not: the pack named no such value)."""
    app = make_app()
    app.language.set_language(language)
    pack, _ = load_pack(bundled_rules_dir() / node[0])
    assert pack is not None
    chart = pack.charts[node[1]]
    words = {name: word(pack, name) for name in pack.meta.words}  # as the app gives them
    text = node_template(pack.id, chart, chart.node_map()[node[2]], pack.charts, words)
    assert reads in text and not_read not in text, text


@pytest.mark.parametrize(("language", "suit"), [("en", "Mouse"), ("pl", "Mysia"), ("uk", "Мишача")])
def test_a_noted_base_names_its_suit_in_words(
    qtbot: QtBot, eu_rules: Path, make_app: Any, language: str, suit: str
) -> None:
    """Root's Alliance notes which base a bird Revolt or a hit concerns ("Noted: mouse.", the
    suit's id in English in every language, in the chart, the log and the step's list of what
    the app answered); it reads the suit as its answer did."""
    app = make_app()
    app.language.set_language(language)
    pack, _ = load_pack(bundled_rules_dir() / "root_clockwork")
    assert pack is not None
    session = Session(pack, 1)
    for options, profile in sample_bots(pack):
        session.add_bot(session.next_bot_id(), dict(options), profile)
    from desktop.core.play.node_texts import node_texts

    for chart_id, node in (("losses", "al_base_mouse"), ("alliance_turn", "bird_mouse")):
        chart = pack.charts[chart_id]
        shown = node_shown(node_texts(session, session.bot_ids[0], chart, (), None)[node])
        assert suit in shown and "mouse" not in shown, shown
        words = {name: word(pack, name) for name in pack.meta.words}  # as the app gives them
        template = node_template(pack.id, chart, chart.node_map()[node], pack.charts, words)
        assert suit in template and "mouse" not in template, template


@pytest.mark.parametrize(
    ("language", "holds", "not_held"),
    [
        ("en", "Martial Law holds", "No Martial Law"),
        ("pl", "obowiązuje Prawo Wojny", "nie obowiązuje Prawo Wojny"),
        ("uk", "діє Воєнний стан", "Воєнний стан не діє"),
    ],
)
def test_seed_001_6_2_5_martial_law_is_noted_in_words(
    qtbot: QtBot, eu_rules: Path, make_app: Any, language: str, holds: str, not_held: str
) -> None:
    """Seed 001, 6.2.5: the Alliance's spread scores one less under Martial Law. What the app
    noted of the table's answer read "Noted: 1." or "Noted: 0." in the chart and the log."""
    app = make_app()
    app.language.set_language(language)
    pack, _ = load_pack(bundled_rules_dir() / "root_clockwork")
    assert pack is not None
    chart = pack.charts["spread"]
    words = {name: word(pack, name) for name in pack.meta.words}
    for node, reads in (("martial_yes", holds), ("martial_no", not_held)):
        text = node_template(pack.id, chart, chart.node_map()[node], pack.charts, words)
        assert reads in text and "Noted" not in text and ": 1." not in text and ": 0." not in text, text
