"""Issue 13 item 9: the round bar shows each bot's progress through the pack's phases, runs a
phase's routine for every bot one after the other (each step by step), proposes the next bot, and
asks before the Round moves on while a bot is behind."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import activate, answer_confirm, answer_plainly, click, play_run

from desktop.boot.startup import App


def two_bots(make_app: Any, pack: str = "tiny") -> App:
    app = make_app()
    options = {"level": "easy"} if pack == "tiny" else {}
    app.controller.new_game(
        pack, [({"name": "Red", **options}, None), ({"name": "Blue", **options}, None)], seed=4
    )
    return app


def boxes(app: App) -> list[str]:
    return [box.text() for box in app.window.round_bar.boxes]


def test_ticks_next_bot_and_a_phase_run_for_every_bot(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = two_bots(make_app)
    window, c, bar = app.window, app.controller, app.window.round_bar
    assert bar.isVisible() and boxes(app) == ["Turns  ○○", "Income  ○○"]
    assert not bar.every_button.isVisible(), "turns are not run in a row: humans play between them"
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    play_run(qtbot, app, seed=1)
    assert boxes(app)[0] == "Turns  ✓○"
    assert window.step_panel.next_button.text() == "Next: Blue ▶ [Enter]", "the next bot in seat order"
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    play_run(qtbot, app, seed=1)
    assert boxes(app)[0] == "Turns  ✓✓"
    assert bar.every_button.isVisible() and bar.every_button.text() == "Income: all in turn ▶"
    click(qtbot, bar.every_button)
    assert c.active_bot == "b1" and c.step() is not None and c.step().chart == "income"
    while c.active_bot == "b1":
        click(qtbot, window.step_panel.done_button)  # Income is instructions only
    assert c.step() is not None and c.step().chart == "income", "Blue's Income follows at once"
    assert c.session is not None and not c.session.running("b1")
    play_run(qtbot, app)
    assert boxes(app) == ["Turns  ✓✓", "Income  ✓✓"] and not bar.every_button.isVisible()
    assert c.session is not None and not any(c.session.running(b) for b in ("b1", "b2"))


def test_a_waiting_bot_is_offered_what_the_round_asks_of_it(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = two_bots(make_app)
    c, panel = app.controller, app.window.step_panel
    for bot in ("b1", "b2"):
        c.set_active_bot(bot)
        click(qtbot, panel.start_button)
        play_run(qtbot, app, seed=1)
    c.set_active_bot("b1")
    assert panel.start_button.isVisible() and panel.start_button.text() == "Run Income [Enter]"
    assert panel.turn_button.isVisible(), "a turn stays one click away"
    activate(qtbot, app.window)
    qtbot.keyClick(app.window, Qt.Key.Key_Return)
    assert c.step() is not None and c.step().chart == "income"


def test_the_round_moves_on_only_after_a_question_naming_who_is_behind(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 002, Cleanup Phase: Phase 5 ends the Round; a Bot that skipped Phase 4 is named."""
    app = two_bots(make_app, "eupop")
    c, panel = app.controller, app.window.bot_panels["b1"]
    assert boxes(app)[0].startswith("Phase 2: Actions")
    click(qtbot, panel.routine_buttons["cleanup"])
    text = answer_confirm(qtbot, app.window, yes=False)
    assert "Red: Phase 2: Actions, Phase 3: Peace & Rebels, Phase 4: Income & Upkeep; Blue: " in text
    assert c.session is not None and not c.session.running("b1"), "Cancel starts nothing"
    click(qtbot, panel.routine_buttons["cleanup"])
    answer_confirm(qtbot, app.window)
    assert c.session.running("b1") and c.step() is not None


@pytest.mark.parametrize(("pack", "shown"), [("megaciv_calamities", False), ("root_clockwork", True)])
def test_the_bar_is_there_for_packs_with_rounds(
    qtbot: QtBot, eu_rules: Any, make_app: Any, pack: str, shown: bool
) -> None:
    app = two_bots(make_app, pack)
    assert app.window.round_bar.isVisible() is shown


def test_a_fresh_glory_game_proposes_round_start_before_any_turn(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 003, Round start: a round begins by laying out the automa's row of cards; before it,
    the step panel offers Round start (never a turn that would end at once), after Setup too."""
    app = make_app()
    c, window = app.controller, app.window
    c.new_game("glory_automa", [({"name": "Automa"}, None)], seed=4)
    panel = window.step_panel
    assert boxes(app)[0].startswith("Round start") and c.view.rounds is not None
    assert c.view.rounds.before_turns()
    assert panel.start_button.isVisible() and panel.start_button.text() == "Run Round start [Enter]"
    assert not panel.turn_button.isVisible(), "no turn is offered before Round start"
    c.start("setup")
    play_run(qtbot, app)
    assert panel.next_button.isVisible() and not panel.turn_button.isVisible()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Next: Automa
    assert panel.start_button.text() == "Run Round start [Enter]" and not panel.turn_button.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert c.step() is not None and c.step().chart == "round_start"
    play_run(qtbot, app)
    assert not c.view.rounds.before_turns()
    assert panel.turn_button.isVisible() or panel.start_button.text() == "Start turn [Enter]"
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Next: Automa (alone at the table)
    assert panel.start_button.text() == "Start turn [Enter]"


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_the_setup_box_names_setup_whole_at_the_largest_text_size(
    qtbot: QtBot, make_app: Any, monkeypatch: Any, language: str
) -> None:
    """EU's sample game waits for its bots' setup: the round bar's box says "Setup" whole
    ("Przygotowanie" read "Przygotowa…" at text size 24 in a box wide enough for it)."""
    from desktop.boot.snapshot import settle

    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = make_app()
    app.window.resize(1366, 768)
    app.language.set_language(language)
    assert app.window.files.open_sample("eupop")
    app.window.view_menu.set_text_size(24)
    settle(app.qapp, 50)
    box = app.window.round_bar.setup_box
    assert box.isVisible()
    assert box.text().startswith(box.head) and "…" not in box.text(), box.text()


def _run(app: App, bot: str, chart: str) -> None:
    c = app.controller
    c.set_active_bot(bot)
    assert c.start(chart, bot)
    for _ in range(300):
        if not (c.session is not None and c.session.running(bot)):
            return
        answer_plainly(app)
    raise AssertionError(f"{chart} of {bot} did not end")


@pytest.mark.parametrize("language", ["en", "pl"])
def test_the_bar_reads_the_same_for_the_same_state_whatever_came_before(
    qtbot: QtBot, eu_rules: Any, make_app: Any, language: str
) -> None:
    """QA s16 item 6: «Faza 4: Dochód\\ni Utrzymanie» read «Faza 4» after an undo then redo. The
    Trade button the undo brought back was made during the fit, not yet shown, so it took no
    width: the phases took the room it needs."""
    app = two_bots(make_app, "eupop")
    app.language.set_language(language)
    c, bar = app.controller, app.window.round_bar
    for bot in ("b1", "b2"):
        _run(app, bot, "setup")
    for bot in ("b1", "b2"):
        _run(app, bot, "pass")
    at_a = c.session.cursor if c.session is not None else 0
    assert len(bar.table_buttons) == 1, "the Trade button is offered until a bot is past Phase 2"
    _run(app, "b1", "peace_and_rebels")
    assert not bar.table_buttons
    at_b = c.session.cursor if c.session is not None else 0
    while c.session is not None and c.session.cursor > at_a:
        assert c.undo()
    for width in (1040, 1060, 1080, 1100, 1120):
        app.window.resize(width, 768)
        qtbot.wait(1)
        first = boxes(app)  # A, fitted to this width with its button shown
        while c.session is not None and c.session.cursor < at_b:
            assert c.redo()
        while c.session is not None and c.session.cursor > at_a:
            assert c.undo()  # B, then A again: the button is made anew
        assert bar.table_buttons and boxes(app) == first, width
        qtbot.wait(1)
        bar._fit()  # what a fresh fit of this state and width says
        assert boxes(app) == first, width


def test_a_phase_on_two_lines_breaks_after_its_number_never_inside_it(qtbot: QtBot) -> None:
    """QA s17 recheck: the current (bold) box read «Фаза» over «2: Дії», the others «Фаза 3:»
    over «Мир і бунти»: a phase's number stays with its word on the first line."""
    from PySide6.QtGui import QFont, QFontMetrics

    from desktop.ui.play.round_bar import two_lines

    font = QFont()
    font.setBold(True)
    metrics = QFontMetrics(font)
    assert two_lines("Фаза 2: Дії", metrics) == ("Фаза 2:", "Дії")
    first, _second = two_lines("Фаза 3: Мир і бунти", metrics)
    assert first.startswith("Фаза 3:")
    assert two_lines("→ next Round", metrics)[1], "a text without a number still breaks evenly"


def test_a_phase_box_is_as_tall_whether_the_table_is_in_it_or_not(qtbot: QtBot) -> None:
    """QA s17 recheck: at a Round's end (no phase current) the bar lost 2 px and everything
    beneath it moved up: the current box's thicker frame had made it taller."""
    from desktop.ui.play.round_bar import PhaseBox

    box = PhaseBox()
    qtbot.addWidget(box)
    box.setText("Turns  ✓○○")
    box.set_current(True)
    current = box.sizeHint().height()
    box.set_current(False)
    assert box.sizeHint().height() == current
