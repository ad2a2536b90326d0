"""QA s17 finding 1: a 15" 1920×1080 laptop at 150 % is a 1280×720 screen (1280×672 once its
taskbar is taken off). There EU's mat (four Bots) and Glory's hid 30–38 % of themselves behind a
scroll bar; now the panel folds the round's routines into Routines ▾ (those of the phase the table
is in stay beside Start turn), draws the mat's rows closer, and takes a little of the chart's
width, as little as lets the whole mat show, with the step, its answers and the card in view."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from test_layout_1366 import check_in_view, check_mat_fits, to_most_answers_beside_a_card

from desktop.boot.snapshot import play_demo, settle
from desktop.boot.startup import App
from desktop.ui.play.bot_panel import BotPanel

SIZE = (1280, 720)
TASKBAR = (1280, 672)
LANGUAGES = ["en", "pl", "uk"]


def game(make_app: Any, pack_id: str, bots: int, language: str, size: tuple[int, int] = SIZE) -> App:
    """A new game of `pack_id` with `bots` bots in `language`, the window `size`."""
    app = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    app.controller.new_game(pack_id, [({}, None)] * bots, seed=2)
    app.language.set_language(language)
    app.window.resize(*size)
    settle(app.qapp, 50)
    return app


def mid_turn(app: App) -> None:
    """A few steps into a run: EU's turn; Glory's Round start (its turn needs the row of cards
    the Round start lays out)."""
    c = app.controller
    if c.view.pack_id == "glory_automa":
        assert c.start("round_start")
    assert play_demo(c, 3) > 0 and c.step() is not None


def panel(app: App) -> BotPanel:
    return app.window.bot_panels[app.controller.active_bot]


def answers_touch_size(app: App) -> None:
    """The step's answers stay touch targets (44 px) in the room the mats left."""
    for button in app.window.step_panel.option_buttons:
        if button.isVisible():
            assert button.height() >= 44, f"{button.text()!r} is {button.height()} px tall"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("pack_id", "bots"), [("eupop", 4), ("glory_automa", 1)])
def test_the_whole_mat_and_the_step_are_in_view_at_1280x720(
    qtbot: QtBot, make_app: Any, monkeypatch: Any, pack_id: str, bots: int, language: str
) -> None:
    """Mid-turn at 1280×720: the mat needs no scrolling (EU's hid 112–162 px, Glory's 134–220),
    and the step, its answers, the chart and the log are in view, nothing cut."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = game(make_app, pack_id, bots, language)
    mid_turn(app)
    check_mat_fits(app, f"{pack_id} mid-turn in {language} at 1280×720")
    check_in_view(app, f"{pack_id} mid-turn in {language} at 1280×720", SIZE)
    answers_touch_size(app)


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_many_answers_beside_a_drawn_card_and_the_whole_mat_at_1280x720(
    qtbot: QtBot, eu_rules: Any, make_app: Any, language: str
) -> None:
    """EU's question with sixteen answers beside the Bot's drawn card, four Bots, 1280×720: the
    answers, the card and the whole mat in view together (in Ukrainian the answers took two lines
    each and the step scrolled by 9 px: the card now gives the step its width down to its least)."""
    app = game(make_app, "eupop", 4, language)
    chart, node = to_most_answers_beside_a_card(app)
    assert app.window.card_view.isVisible() and app.window.card_view.card_id is not None
    check_in_view(app, f"eupop {chart}.{node} beside a drawn card in {language}", SIZE)
    check_mat_fits(app, f"eupop's mat beside sixteen answers in {language}")
    answers_touch_size(app)


@pytest.mark.parametrize("language", ["pl", "uk"])
@pytest.mark.parametrize(("pack_id", "bots"), [("eupop", 4), ("glory_automa", 1)])
def test_with_a_taskbar_1280x672_the_whole_mat_still_shows(
    qtbot: QtBot, make_app: Any, monkeypatch: Any, pack_id: str, bots: int, language: str
) -> None:
    """1280×672, what a taskbar leaves of a 150 % laptop (37–45 % of the mat was hidden)."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = game(make_app, pack_id, bots, language, TASKBAR)
    mid_turn(app)
    check_mat_fits(app, f"{pack_id} mid-turn in {language} at 1280×672")
    check_in_view(app, f"{pack_id} mid-turn in {language} at 1280×672", TASKBAR)


def test_folded_routines_are_one_click_away_and_come_back_with_the_room(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Short of height, the routines of the phases the table is not in leave their buttons for
    Routines ▾ (enabled as their buttons would be); Pass, the routine of the Actions phase,
    stays beside Start turn and Stop; at 1366×768 every routine has its button again."""
    app = game(make_app, "eupop", 4, "en")
    bot = panel(app)
    assert bot.folded, "the routines fold at 1280×720"
    shown = [c for c, b in bot.routine_buttons.items() if not b.isHidden()]
    assert shown == ["pass"] and bot.routine_buttons["pass"].y() == bot.turn_button.y(), "Pass beside"
    listed = {a.objectName() for a in bot.more_menu.actions() if a.isVisible()}
    assert {"folded:peace_and_rebels", "folded:income", "folded:cleanup"} <= listed
    assert "folded:pass" not in listed
    # The folded routines first, a rule, then the rare ones (they were mixed: QA s17 recheck).
    entries = [a for a in bot.more_menu.actions() if a.isVisible()]
    rule = next(i for i, a in enumerate(entries) if a.isSeparator())
    assert all(a.objectName().startswith("folded:") for a in entries[:rule])
    assert not any(a.objectName().startswith("folded:") for a in entries[rule:])
    app.controller.start_turn()  # a running turn: the routines wait, in the menu as on buttons
    settle(app.qapp, 20)
    assert not bot.folded_actions["income"].isEnabled()
    income = bot.folded_actions["income"]
    app.controller.abort("b1")
    settle(app.qapp, 20)
    assert income.isEnabled()
    income.trigger()  # the menu's entry runs the routine, as its button did
    assert app.controller.step() is not None and app.controller.step().chart == "income"
    app.controller.abort("b1")
    app.window.resize(1366, 768)
    settle(app.qapp, 50)
    assert not bot.folded and all(not b.isHidden() for b in bot.routine_buttons.values())
    assert not any(a.isVisible() for a in bot.folded_actions.values())
    assert not bot.folded_rule.isVisible(), "no rule above the rare routines with nothing folded"
    assert bot.mat.gap == 2, "the mat's rows as far apart as before"


def test_a_packs_one_fact_sits_beside_its_round_bar(qtbot: QtBot, make_app: Any, monkeypatch: Any) -> None:
    """Glory's Age took a line of its own above the round bar; it fits beside it, in every
    language. EU's three facts keep their own line."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    for language in LANGUAGES:
        app = game(make_app, "glory_automa", 1, language)
        facts, rounds = app.window.shared_bar, app.window.round_bar
        assert facts.isVisible() and facts.y() == rounds.y(), language
        assert all("\n" not in box.text() for box in rounds.boxes), "every phase on one line"
    if "eupop" in app.controller.packs:
        eu = game(make_app, "eupop", 4, "uk")
        facts, rounds = eu.window.shared_bar, eu.window.round_bar
        assert rounds.y() > facts.y()
        # one row of phases (the next Round's words on two lines give them the room)
        line = rounds.fontMetrics().lineSpacing()
        assert rounds.height() <= 2 * line + 12, f"the round bar takes {rounds.height()} px"
