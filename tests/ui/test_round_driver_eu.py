"""Issue 14 items 1, 5, 11 and 15 on the play screen: a human's Trade one click away in the round
bar, Bot Setup proposed for each Bot added (at New game and later), a Passed or eliminated Bot
never proposed, and an eliminated Bot removed from the game after a question."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot
from ui_helpers import activate, answer_confirm, click, play_run

from desktop.boot.startup import App
from desktop.ui.keys import shown_words


def eu_game(make_app: Any, names: tuple[str, ...] = ("Castile", "France")) -> App:
    app = make_app()
    app.controller.new_game("eupop", [({"name": n}, None) for n in names], seed=4)
    return app


def answer(app: App, *options: str) -> None:
    """Answer the active bot's next questions (an option id or a number; "✓": Done)."""
    c = app.controller
    for option in options:
        step = c.step()
        assert step is not None
        assert c.done() if option == "✓" else c.answer(option), (step.node, option)


def set_up_all(qtbot: QtBot, app: App) -> None:
    """Every Bot runs its setup as the step panel proposes it (Enter, then Next)."""
    c, window = app.controller, app.window
    activate(qtbot, window)
    while c.view.rounds is not None and c.view.rounds.setup:
        qtbot.keyClick(window, Qt.Key.Key_Return)  # "Next: …" after a run, else "Set up …"
        if c.session is not None and c.session.running(c.active_bot):
            play_run(qtbot, app, seed=2)


def test_each_new_bot_is_set_up_before_its_first_turn__seed002_bot_setup(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 002, Bot Setup: the setup checklist is run for each Bot, before it takes a Turn."""
    app = eu_game(make_app)
    c, window, panel, bar = app.controller, app.window, app.window.step_panel, app.window.round_bar
    assert panel.start_button.isVisible() and panel.start_button.text() == "Set up Castile ▶ [Enter]"
    assert panel.text.text() == "Castile is new in this game: set it up before its first turn."
    assert window.bot_panels["b1"].turn_button.isEnabled(), "the turn stays one click away"
    assert panel.alt_setup_button.full_text == "Replace an eliminated Bot", "a replacement sets itself up"
    assert bar.setup_box.isVisible() and bar.setup_box.text() == "Setup  ○○"
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert c.step() is not None and (c.step().chart, c.step().node) == ("setup", "mat")
    assert window.flowchart.current_text_px() >= 11, "the chart follows the setup at a legible zoom"
    play_run(qtbot, app, seed=1)
    assert bar.setup_box.text() == "Setup  ✓○"
    assert panel.next_button.text() == "Next: France ▶ [Enter]"
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert panel.start_button.text() == "Set up France ▶ [Enter]"
    qtbot.keyClick(window, Qt.Key.Key_Return)
    play_run(qtbot, app, seed=1)
    assert not bar.setup_box.isVisible(), "every Bot is set up"
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert c.active_bot == "b1" and panel.start_button.text() == "Start turn [Enter]", "then the Turns"


def test_a_bot_added_later_is_set_up_and_undo_takes_it_back__seed002_bot_setup(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = eu_game(make_app)
    set_up_all(qtbot, app)
    c, window = app.controller, app.window
    seats = window.seats
    assert seats.add_button.isVisible() and seats.add_button.text() == "+ Bot"
    click(qtbot, seats.add_button)
    dialog = seats.dialog
    assert dialog is not None and dialog.isVisible()
    name = dialog.setup.widgets["name"]
    name.setText("Venice")  # type: ignore[attr-defined]
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert c.session is not None and c.session.bot_ids == ["b1", "b2", "b3"]
    assert window.bot_tabs.count() == 3 and c.active_bot == "b3" and window.bot_tabs.currentIndex() == 2
    assert window.step_panel.start_button.text() == "Set up Venice ▶ [Enter]"
    assert window.round_bar.setup_box.text() == "Setup  ✓✓○"
    assert window.menu_actions["undo"].text() == "&Undo: adding Venice"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.session.bot_ids == ["b1", "b2"] and window.bot_tabs.count() == 2
    assert c.active_bot in ("b1", "b2") and not window.round_bar.setup_box.isVisible()


def test_a_human_trade_is_one_click_away_during_phase_2__seed002_humans_trading(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 002, Humans Trading: every eligible Bot collects 2 Bot Power in a maritime Node of
    the Main Map; the bar offers it in Phase 2, also in the middle of a Bot's Turn."""
    app = eu_game(make_app)
    set_up_all(qtbot, app)
    c, bar = app.controller, app.window.round_bar
    assert [b.text() for b in bar.table_buttons] == ["A human traded ▶"]
    assert c.session is not None
    power = dict(c.session.world["bots"]["b2"]["power"])
    click(qtbot, bar.table_buttons[0])
    step = c.step()
    assert step is not None and (step.chart, step.node) == ("trade", "h_node"), "no 'who traded?'"
    answer(app, "main_sea", "0", "no", "b2", "✓", "done")
    assert not c.session.running(c.active_bot)
    assert c.session.world["bots"]["b2"]["power"]["available"] == power["available"] + 2

    assert c.start_turn("b1")
    waiting = c.step()
    assert waiting is not None and waiting.chart == "main"
    click(qtbot, bar.table_buttons[0])
    assert c.step() is not None and c.step().chart == "trade", "nested in the running Turn"
    answer(app, "distant_sea", "0", "no", "done")
    back = c.step()
    assert back is not None and (back.chart, back.node) == (waiting.chart, waiting.node)


def test_the_trade_button_goes_once_the_table_is_past_phase_2(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = eu_game(make_app)
    set_up_all(qtbot, app)
    c, bar = app.controller, app.window.round_bar
    for bot in ("b1", "b2"):
        assert c.start("pass", bot)
        play_run(qtbot, app)
    assert c.view.rounds is not None and c.view.rounds.current == 1
    assert bar.table_buttons, "every Bot Passed, but humans may still trade in Phase 2"
    assert c.start("peace_and_rebels", "b1")
    play_run(qtbot, app)
    assert not bar.table_buttons, "a Bot went on to Phase 3"
    # QA s17: its all-in-turn button read «Phase 3: Peace _Rebels: all in turn ▶» (the '&' taken
    # for an Alt letter), and the Turn menu's entry «Peace  Rebels».
    assert shown_words(bar.every_button.text()) == "Phase 3: Peace & Rebels: all in turn ▶"
    app.window.turn_menu.fill()
    entries = [shown_words(a.text()) for a in app.window.turn_menu.menu.actions() if a.text()]
    assert "Phase 3: Peace & Rebels: all in turn ▶" in entries, entries


def test_a_passed_bot_is_never_proposed_and_main_refuses_it__seed002_passing(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 002, Passing (and the main rules): a Realm that Passed takes no more Turns."""
    app = eu_game(make_app)
    set_up_all(qtbot, app)
    c, panel = app.controller, app.window.step_panel
    assert c.start("pass", "b1")
    play_run(qtbot, app)
    assert c.view.proposal == "b2" and c.view.next_charts["b1"] == ""
    assert panel.next_button.text() == "Next: France ▶ [Enter]"
    assert c.next_bot() and c.active_bot == "b2"
    c.set_active_bot("b1")
    assert panel.text.text() == "Castile has done its part of this phase."
    assert panel.next_button.text() == "Next: France ▶ [Enter]"
    assert c.start_turn("b1")
    step = c.step()
    assert step is not None and step.text.text == "Passed: skip this Bot. It takes no more Turns this Round."


def test_an_eliminated_bot_is_skipped_and_removed_after_a_question__seed002_replacing_bot_realms(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 002, Replacing Bot Realms: the new Bot replaces the eliminated one, which leaves."""
    app = eu_game(make_app)
    set_up_all(qtbot, app)
    c, window = app.controller, app.window
    assert c.add_bot({"name": "Venice"})
    click(qtbot, window.step_panel.alt_setup_button)  # the new Bot replaces Castile
    answer(app, "b1")
    play_run(qtbot, app)
    text = answer_confirm(qtbot, window, yes=False)
    assert text.startswith("Castile is out of the game and takes no more turns. Remove it from the game?")
    rounds = c.view.rounds
    assert rounds is not None and rounds.out == ("b1",) and c.view.next_charts["b1"] == ""
    assert "✕" in window.round_bar.boxes[0].text()
    assert c.view.next_after("b3") == "b2", "the eliminated Bot is never proposed"
    assert not window.round_bar.setup_box.isVisible(), "the replacement set the new Bot up"

    c.set_active_bot("b1")
    panel = window.bot_panels["b1"]
    assert not panel.turn_button.isEnabled(), "a Bot out of the game starts no turn"
    assert not any(b.isEnabled() for b in panel.routine_buttons.values()), "nor a routine"
    assert "out of the game" in panel.turn_button.toolTip()
    menu = window.bot_panels["b1"].remove_action
    menu.trigger()  # Routines ▾ → Remove from the game…
    assert answer_confirm(qtbot, window).startswith("Remove Castile from the game?")
    assert c.session is not None and c.session.bot_ids == ["b2", "b3"]
    assert list(window.bot_panels) == ["b2", "b3"] and c.active_bot == "b2"
    assert window.menu_actions["undo"].text() == "&Undo: removing Castile"
    c.undo()
    assert c.session.bot_ids == ["b1", "b2", "b3"] and window.bot_tabs.count() == 3
    assert window.seats.offered == {"b1"}, "the removal is not offered again"
    assert not window.bot_panels["b1"].turn_button.isEnabled(), "back in the list, still out"
    while c.view.rounds is not None and "b1" in c.view.rounds.out:
        assert c.undo(), "undo goes back to before the replacement"
    assert c.session.bot_ids[0] == "b1" and not c.session.running("b1")
    assert window.bot_panels["b1"].turn_button.isEnabled(), "undo brought Castile back into play"


def test_the_sample_game_opens_with_the_first_bots_setup(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app(fresh=True)
    assert app.window.files.open_sample("eupop")
    step = app.controller.step()
    assert step is not None and step.chart == "setup" and app.controller.active_bot == "b1"


@pytest.mark.parametrize("language,names", [("en", ["Castile", "France"]), ("pl", ["Kastylia", "Francja"])])
def test_the_sample_games_bots_are_named_in_the_players_language(
    qtbot: QtBot, eu_rules: Any, make_app: Any, language: str, names: list[str]
) -> None:
    """Issue 16: no English on screen in pl/uk, the sample's Realms included."""
    app = make_app(fresh=True)
    app.language.set_language(language)
    assert app.window.files.open_sample("eupop")
    assert [b.name for b in app.controller.view.bots] == names
    tabs = [app.window.bot_tabs.tabText(i) for i in range(2)]
    assert all(name in tab for name, tab in zip(names, tabs, strict=True)), tabs


def test_a_bot_out_of_the_game_collects_no_trade_income__seed002_humans_trading(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 002, Humans Trading and Replacing Bot Realms: the eliminated Realm left the game, so
    "Which Bot collects?" (a human's Trade, a Bot's NAVAL Trade) offers only the Bots still in it."""
    app = eu_game(make_app)
    set_up_all(qtbot, app)
    c, window, panel = app.controller, app.window, app.window.step_panel
    assert c.add_bot({"name": "Venice"})
    click(qtbot, panel.alt_setup_button)  # Venice replaces Castile, which stays in the tabs, out
    answer(app, "b1")
    play_run(qtbot, app)
    answer_confirm(qtbot, window, yes=False)
    assert c.view.rounds is not None and c.view.rounds.out == ("b1",)

    c.set_active_bot("b2")
    click(qtbot, window.round_bar.table_buttons[0])  # A human traded ▶
    answer(app, "main_sea", "0", "no")
    step = c.step()
    assert step is not None and step.node == "collect_all"
    shown = [b.text() for b in panel.option_buttons]
    assert [t.split(" [")[0].strip() for t in shown] == ["France", "Venice", "No more Bots"], shown
    answer(app, "done")

    assert c.start("trade", "b3")
    answer(app, "bot", "main_sea", "0", "✓")
    step = c.step()
    assert step is not None and step.node == "collect_others"
    assert [o.id for o in step.options] == ["b2", "done"], "France, not the eliminated Castile"


def test_a_human_trade_runs_for_a_bot_in_the_game_never_for_one_out_of_it__seed002_humans_trading(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 002, Replacing Bot Realms: the eliminated Realm left the game. "A human traded ▶"
    while the window follows it runs for the next Bot in seat order still in the game; with none
    left in it, the bar says so and nothing runs."""
    app = eu_game(make_app)
    set_up_all(qtbot, app)
    c, window = app.controller, app.window
    assert c.add_bot({"name": "Venice"})
    click(qtbot, window.step_panel.alt_setup_button)  # Venice replaces Castile, which stays, out
    answer(app, "b1")
    play_run(qtbot, app)
    answer_confirm(qtbot, window, yes=False)
    assert c.session is not None and c.view.rounds is not None and c.view.rounds.out == ("b1",)

    c.set_active_bot("b1")
    click(qtbot, window.round_bar.table_buttons[0])  # A human traded ▶
    assert not c.session.running("b1"), "never for the Bot out of the game"
    step = c.step()
    assert c.active_bot == "b2" and step is not None and (step.bot, step.chart) == ("b2", "trade")
    assert window.bot_tabs.currentIndex() == 1, "the window follows France, which runs it"

    assert c.undo() and not c.session.running("b2")
    assert c.remove_bot("b2") and c.remove_bot("b3") and c.session.bot_ids == ["b1"]
    click(qtbot, window.round_bar.table_buttons[0])
    assert not c.session.running("b1")
    assert window.message.isVisible()
    assert window.message.text() == "Not accepted: No bot is left in the game to run “A human traded” for."
