"""The bot panel: generic from the pack's mat, hints with the bot's own numbers, the card large,
routine buttons, the active bot marked."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QLineEdit
from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.core.messages import Message
from desktop.core.pack.checking import checked
from desktop.core.pack.pack_loading import load_pack
from desktop.core.pack.pack_model import MatField
from desktop.ui.mat.cubes import TONE_COLOURS
from desktop.ui.play.card_view import CardView


def test_hint_shows_the_packs_value_for_this_bot(
    qtbot: QtBot, tiny_rules: Path, tmp_path: Path, monkeypatch: Any, make_app: Any
) -> None:
    root = tmp_path / "rules"
    shutil.copytree(tiny_rules / "tiny", root / "tiny")
    pack_yaml = root / "tiny" / "pack.yaml"
    pack_yaml.write_text(
        pack_yaml.read_text(encoding="utf-8").replace(
            "kind: counter, min: 0, max: 20}",
            'kind: counter, min: 0, max: 20, hint: "Each card costs {cost} Power."}',
        ),
        encoding="utf-8",
    )
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(root))
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=1)
    hint = app.window.bot_panels["b1"].findChild(QLabel, "hint:power")
    assert hint is not None and hint.text() == "Each card costs 1 Power."


def test_panel_shows_mat_card_and_routines(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game(
        "tiny", [({"name": "Red", "level": "hard"}, None), ({"name": "Blue", "level": "easy"}, None)], seed=3
    )
    panel = app.window.bot_panels["b1"]
    assert panel.title.text() == "Hard", "what was chosen (the tab names the bot)"
    assert [b.full_text for b in panel.routine_buttons.values()] == ["Income"], "the round's routines: a row"
    assert panel.menu_actions["hits"].text() == "&Take hits", "a rare routine sits in the Routines menu"
    card = app.window.card_view
    assert card.objectName() == "drawnCard" and card.isVisible()
    assert card.number.text() == "No card drawn"
    click(qtbot, app.window.step_panel.start_button)  # pays and draws a card
    drawn = app.controller.session.world["bots"]["b1"]["last"]
    assert card.number.text() == f"Card {drawn}", "the drawn card is shown large beside the step"
    assert "Action: " in card.body.text()
    assert app.window.bot_tabs.tabText(0) == "▶ Red •", "active and running"
    assert app.window.bot_tabs.tabText(1) == "Blue"
    app.window.bot_tabs.setCurrentIndex(1)
    assert app.controller.active_bot == "b2"
    assert app.window.bot_tabs.tabText(1) == "▶ Blue"
    assert card.number.text() == "No card drawn", "the card follows the active bot"


def test_card_view_lists_actions_in_order_and_unknowns_as_question_marks(qtbot: QtBot) -> None:
    view = CardView()
    qtbot.addWidget(view)
    view.titles = {"military": Message("demo/military", "MILITARY Action")}
    view.show_card(
        "demo",
        "07",
        {
            "id": "07",
            "actions": ["military", "diplomacy"],
            "cost": 2,
            "war_action": "siege",
            "discard": True,
            "discard_icon": None,
            "sources": {"cost": "research notes.md §2"},
        },
        labels={"war_action": Message("demo", "War Action")},
    )
    body = view.body.text().splitlines()
    assert view.number.text() == "Card 07"
    assert body[:3] == ["Actions:", "  1. MILITARY Action", "  2. diplomacy"], (
        "an action naming a chart shows the chart's title"
    )
    assert "Cost: 2" in body and "War Action: siege" in body, "the pack's words for its fields"
    assert "⊘ Discard" in body and "Discard icon: ?" in body
    shown = "\n".join(body) + view.toolTip()
    assert "research" not in shown and ".md" not in shown, "no provenance on screen"
    assert "check your card" in view.toolTip(), "an unknown says what to do"


def test_other_charts_menu_runs_any_chart(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    panel = app.window.bot_panels["b1"]
    assert list(panel.more_actions) == ["battle"], "entry and routines have their own places"
    assert panel.more_actions["battle"].text() == "&Battle", "its name, with its letter for the keys"
    panel.more_actions["battle"].trigger()
    step = app.controller.step()
    assert step is not None and step.chart == "battle" and step.kind == "roll"


def test_each_entry_of_the_routines_menu_has_its_own_letter(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """Routines ▾ opened by the keys (Tab, then Space) listed its entries with no letter: only
    the arrows reached them. Each entry, Other charts and Remove too, has a letter of its own."""
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    menu = app.window.bot_panels["b1"].more_menu
    entries = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
    letters = [QKeySequence.mnemonic(a.text()).toString() for a in entries]
    assert len(entries) >= 2 and all(letters), [a.text() for a in entries]
    assert len(set(letters)) == len(letters), [a.text() for a in entries]


def test_the_routines_menu_shows_one_arrow(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    """ "Routines ▾" carries its arrow in its words: the style's small second arrow in the
    button's corner is left out; the button still opens its menu."""
    from PySide6.QtWidgets import QStyleOptionToolButton

    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    button = app.window.bot_panels["b1"].routines_button
    option = QStyleOptionToolButton()
    button.initStyleOption(option)
    assert button.text().endswith("▾") and button.menu() is not None
    assert not option.features & QStyleOptionToolButton.ToolButtonFeature.HasMenu


def test_log_filter_and_theme(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game(
        "tiny", [({"name": "Red", "level": "easy"}, None), ({"name": "Blue", "level": "easy"}, None)], seed=3
    )
    c, log = app.controller, app.window.log_view
    c.start_turn("b1")
    c.done()
    c.start("income", "b2")
    c.done()
    assert log.bot_filter == "b2", "the log follows the bot whose chart runs"
    assert log.rows() and {r.bot for r in log.rows()} == {"b2"}
    assert [r.text for r in log.rows() if r.style == "header"] == ["Blue · Income"]
    click(qtbot, log.all_button)
    assert {r.bot for r in log.rows()} == {"b1", "b2"}
    click(qtbot, log.bot_button)
    assert {r.bot for r in log.rows()} == {"b2"}
    app.window.menu_actions["dark"].trigger()
    assert app.qapp.palette().window().color().lightness() < 80
    app.window.close()
    from desktop.ui.settings import Settings

    assert Settings.load()[0].theme == "dark"
    app.window.view_menu.set_theme("light")


def test_the_mat_says_which_counters_are_cubes_and_what_their_colour_means(eu_rules: Path) -> None:
    """The panel reads only `display:` and `tone:`; no field name or label decides how it looks."""
    pack, _ = load_pack(eu_rules / "eupop")
    assert pack is not None
    fields = {f.path: f for section in pack.meta.mat for f in section.fields}
    assert (fields["power.available"].display, fields["power.available"].tone) == ("cubes", "available")
    assert (fields["power.spent"].display, fields["power.spent"].tone) == ("cubes", "spent")
    assert fields["manpower_reserve"].display == "value", "Manpower is a number, not cubes"
    assert MatField(path="x", label="Bot Power", kind="counter").display == "value", "no guessing by name"
    with pytest.raises(ValidationError, match="only a counter can be shown as cubes"):
        checked(MatField, {"path": "x", "label": "X", "kind": "text", "display": "cubes"})


def test_eu_bot_power_cubes_are_green_when_available_and_red_when_spent(
    qtbot: QtBot, eu_rules: Path, make_app: Any
) -> None:
    app = make_app()
    app.controller.new_game("eupop", [({"name": "Castile"}, None)], seed=2)
    editors = {e.fld.path: e for _b, rows in app.window.bot_panels["b1"].mat.sections for _l, e in rows}
    available, spent = editors["power.available"].cubes, editors["power.spent"].cubes
    assert available is not None and available.color.name() == TONE_COLOURS["available"] == "#16a34a"
    assert spent is not None and spent.color.name() == TONE_COLOURS["spent"] == "#dc2626"
    assert available.count == app.controller.session.world["bots"]["b1"]["power"]["available"]
    assert editors["manpower_reserve"].cubes is None


def test_a_hidden_bots_panel_is_made_when_its_tab_is_shown_with_the_game_as_it_is_then(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """A start draws only the shown bot's mat (the others cost the first paint ~8 ms each); a
    tab shown later holds its bot's values as they are then, and follows the game from then on."""
    app = make_app()
    bots = [({"name": "Red", "level": "easy"}, None), ({"name": "Blue", "level": "easy"}, None)]
    app.controller.new_game("tiny", bots, seed=3)
    window = app.window
    assert [p.objectName() for p in window.bot_panels.made()] == ["botPanel:b1"]
    assert window.findChild(QLineEdit, "field:power") is not None
    assert app.controller.correct("b2", "power", 7), "Blue's mat changes while its tab is hidden"
    window.bot_tabs.setCurrentIndex(1)
    assert [p.objectName() for p in window.bot_panels.made()] == ["botPanel:b1", "botPanel:b2"]
    edit = window.bot_panels["b2"].findChild(QLineEdit, "field:power")
    assert edit is not None and edit.text() == "7"
    assert app.controller.correct("b2", "power", 4)
    assert edit.text() == "4", "a panel once made is drawn at every change"
    assert list(window.bot_panels) == ["b1", "b2"]


def test_a_drawn_card_keeps_its_width_whatever_it_reads(qtbot: QtBot) -> None:
    """The card beside the step is as wide for a short card as for a long one (as a card on the
    table is): a card of other words moved the step's edge and wrapped its text again, one step
    in seven of an EU game; its width follows only the step's row (at most 30 % of it)."""
    from desktop.ui.play.card_view import card_width

    view = CardView()
    qtbot.addWidget(view)
    view.set_widest(card_width(700))  # the step's row at 1366×768
    view.show()
    view.show_card("demo", "01", {"id": "01", "cost": 0})
    short = view.width()
    view.show_card("demo", "02", {"id": "02", "cost": 3, "discard_icon": "a long name of an icon here"})
    assert view.width() == short == card_width(700) == 210
    assert card_width(1200) == 280, "never wider than a card needs on a large screen"
    view.show_card("demo", None, None)
    assert view.width() < short, "no card drawn: a line, not an empty card"
