"""Issue 13 item 11 (screen side): provenance lives in a Sources line of the step's detail (F1,
a click on the node), in player words: no "seed", "research", file names, node or chart ids; the
reconstructed badge shows only on steps a pack marks (`verify`), else it is said in the detail."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.detail import node_detail, pack_sources
from desktop.ui.sources import sources_line

INTERNAL = re.compile(r"\bseed\b|research|our sources|§|\b[\w-]+\.(md|ya?ml|py|txt|json)\b", re.IGNORECASE)


def test_no_sources_line_of_any_pack_shows_internal_words(qtbot: QtBot, eu_rules: Path) -> None:
    for folder in sorted(bundled_rules_dir().glob("*/pack.yaml")):
        pack, _ = load_pack(folder.parent)
        assert pack is not None
        sources = pack_sources(pack.meta)
        ids = {cid for cid in pack.charts if "_" in cid}
        for chart in pack.charts.values():
            for node in chart.nodes:
                line = sources_line(node_detail(pack.id, sources, chart, node))
                where = f"{pack.id}/{chart.id}/{node.id}: {line}"
                assert line.startswith("Sources: "), where
                assert not INTERNAL.search(line), where
                assert not any(i in line for i in ids | ({node.id} if "_" in node.id else set())), where


def test_rules_of_this_step_name_the_rulebook_not_a_seed(qtbot: QtBot, eu_rules: Path, make_app: Any) -> None:
    app = make_app()
    c = app.controller
    c.new_game("eupop", [({"name": "Castile"}, None)], seed=7)
    c.start_turn()
    app.window.menu_actions["step_rules"].trigger()
    text = app.window.dialogs.info_box.text()  # type: ignore[union-attr]
    assert "Sources: the Solo & Bot rulebook" in text or "Sources: the Polish Solo & Bot rulebook" in text
    assert not INTERNAL.search(text)
    app.window.set_language("pl")
    app.window.menu_actions["step_rules"].trigger()
    assert "Źródła: " in app.window.dialogs.info_box.text()  # type: ignore[union-attr]


def test_the_badge_shows_only_where_the_pack_asks_for_it(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    c, panel = app.controller, app.window.step_panel
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    c.start_turn()
    c.done()
    step = c.view.step
    assert step is not None and step.node == "enemy" and step.reconstructed
    assert not panel.badge.isVisible(), "a reconstructed step says so in its detail, not as a badge"
    app.window.menu_actions["step_rules"].trigger()
    assert "check your copy" in app.window.dialogs.info_box.text()  # type: ignore[union-attr]
    assert c.pack is not None
    c.pack.charts["main"].node_map()["enemy"].verify = True  # a pack marks the step
    c.undo()
    c.redo()
    assert c.view.step is not None and c.view.step.badge and panel.badge.isVisible()


def test_what_each_answer_does_names_a_value_in_words_not_the_packs_id(
    qtbot: QtBot, make_app: Any, monkeypatch: Any
) -> None:
    """Seed 001 §7.5, a Vagabot with 2 items and 3 moves to go: the rules box listed what each
    answer leads to with «виснажено 0 предметів; [still]» in Ukrainian (the pack's id of the
    value), where the chart reads «[решта предметів]»."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = make_app()
    c = app.controller
    if "root_clockwork" not in c.packs:
        pytest.skip("the Root pack does not load")
    c.new_game("root_clockwork", [({"name": "Vagabot", "faction": "vagabot"}, None)], seed=1)
    bot = c.active_bot
    assert c.start("setup")
    while c.step() is not None:  # the pawn's forest: one forest is adjacent to the most clearings
        assert c.answer("yes") if c.step().kind == "ask" else c.done()  # type: ignore[union-attr]
    assert c.correct(bot, "items.fresh", 2)
    assert c.start("vb_battle")
    assert c.answer("yes") and c.answer("3")  # an enemy clearing 3 moves away
    step = c.step()
    assert step is not None and step.node == "short"
    for language, words in (("en", "items left"), ("uk", "решта предметів")):
        app.window.set_language(language)
        app.window.menu_actions["step_rules"].trigger()
        text = app.window.dialogs.info_box.text()  # type: ignore[union-attr]
        assert "[still]" not in text and words in text, text
