"""Issue 13 item 7: a log you can read. Entries wrap and read "question → answer (reason)", are
grouped by bot turn and chart, follow the newest line, show the followed bot with "all bots" one
click away, log the die ("Die 2 → 1–3"), and a click on a line offers "undo to here". A step writes
only its own lines: the cost does not grow with the game."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from pytestqt.qtbot import QtBot
from ui_helpers import click, take_steps

from desktop.boot.startup import App
from desktop.ui.log import log_page
from desktop.ui.log.log_view import LOG_MIN, LogView


def two_bots(app: App) -> None:
    app.controller.new_game(
        "tiny", [({"name": "Red", "level": "easy"}, None), ({"name": "Blue", "level": "easy"}, None)], seed=3
    )


def red_to_the_die(app: App) -> None:
    """Red's turn up to its die roll: the check, the card, "no enemy"."""
    c = app.controller
    c.start_turn("b1")
    c.done()
    c.answer("no")


def a_round(app: App) -> None:
    """Red's income, then its turn to the end: the same lines every time."""
    app.controller.start("income", "b1")
    app.controller.done()
    red_to_the_die(app)
    app.controller.roll(2)


def texts(log: LogView, style: str | None = None) -> list[str]:
    return [r.text for r in log.rows() if style is None or r.style == style]


def test_lines_read_question_answer_reason_grouped_by_turn_and_chart(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    two_bots(app)
    c, log = app.controller, app.window.log_view
    red_to_the_die(app)
    assert texts(log) == [
        "Red · Tiny turn",
        "• Has 1 or more Power? → Yes (2 Power)",
        texts(log)[2],  # the card drawn this game
        "• Is an enemy next to the bot? → No",
    ]
    assert texts(log)[2].startswith("• Pay 1 Power, draw card ")
    c.roll(2)  # 1-3: the end of the turn
    assert texts(log, "entry")[-1] == "• Roll for the target. Die 2 → 1–3", "the die is logged"
    c.start_turn("b1")  # a new turn: a new header
    c.done()
    c.answer("yes")  # the turn calls the Battle chart
    assert texts(log, "header") == ["Red · Tiny turn", "Red · Tiny turn"]
    assert texts(log, "chart") == [], "the battle's first line has not been written yet"
    c.roll(9)
    assert texts(log, "chart") == ["Battle"], "entering another chart starts a chart group"
    assert texts(log, "entry")[-1] == "• Roll 2 dice. Die 9 → 8–12"


def test_the_log_shows_the_followed_bot_and_all_bots_one_click_away(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    two_bots(app)
    c, log = app.controller, app.window.log_view
    red_to_the_die(app)
    c.start("income", "b2")
    c.done()
    assert log.bot_button.text() == "Only Blue" and log.bot_button.isChecked()
    assert {r.bot for r in log.rows()} == {"b2"}
    click(qtbot, log.all_button)
    assert {r.bot for r in log.rows()} == {"b1", "b2"}
    assert texts(log, "header") == ["Red · Tiny turn", "Blue · Income"]
    c.set_active_bot("b1")
    assert {r.bot for r in log.rows()} == {"b1", "b2"}, "all bots stays chosen"
    click(qtbot, log.bot_button)
    assert log.bot_button.text() == "Only Red" and {r.bot for r in log.rows()} == {"b1"}


def test_entries_wrap_and_the_newest_line_stays_in_view(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    two_bots(app)
    log = app.window.log_view
    app.window.view_menu.set_text_size(16)  # large text for a table ...
    app.window.splitter.setSizes([600, 600, 160])  # ... in the log at its least width
    assert app.window.splitter.sizes()[2] == LOG_MIN
    for _ in range(6):
        a_round(app)
    doc = log.text.document()
    longest = max((doc.findBlockByNumber(i) for i in range(doc.blockCount())), key=lambda b: len(b.text()))
    assert longest.layout().lineCount() > 1, "a long line wraps in a narrow log"
    assert log.text.horizontalScrollBar().maximum() == 0, "nothing to scroll sideways"
    bar = log.text.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum(), "the newest line is in view"


def test_an_empty_log_says_what_will_fill_it(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    two_bots(app)
    log = app.window.log_view
    assert log.rows() == [] and log.text.document().isEmpty()
    assert log.text.empty == "The log fills as you play: each question, answer and roll."


def click_row(qtbot: QtBot, log: LogView, index: int) -> None:
    """A real click on the index-th line of the log."""
    block = log.text.document().findBlockByNumber(index)
    rect = log.text.cursorRect(QTextCursor(block))
    qtbot.mouseClick(log.text.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


# The popup menu asks the offscreen platform for the keyboard; the rest is the usual noise.
@pytest.mark.qt_log_ignore(
    r"This plugin does not support grabbing the keyboard",
    r"This plugin does not support propagateSizeHints\(\)",
    r"This plugin does not support raise\(\)",
)
def test_clicking_a_line_offers_undo_to_here(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    two_bots(app)
    c, log = app.controller, app.window.log_view
    red_to_the_die(app)
    session = c.session
    assert session is not None
    applied = session.cursor
    rows = log.rows()
    card = next(i for i, r in enumerate(rows) if r.text.startswith("• Pay"))
    click_row(qtbot, log, card)
    menu = log.menu
    assert menu is not None and menu.isVisible()
    (action,) = menu.actions()
    back = applied - rows[card].event
    assert action.text() == f"Undo to here (takes back {back} steps)"
    action.trigger()
    assert session.cursor == rows[card].event, "the clicked step and every later one are undone"
    assert c.step() is not None and c.step().node == "pay", "the card step waits again"  # type: ignore[union-attr]
    undone = [r for r in log.rows() if r.event >= session.cursor]
    assert undone and all(not r.applied and r.text.startswith(("↶", "Red")) for r in undone)


def lines_written(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The log lines the page writes from now on, each as it is written (a spy on its writer)."""
    written: list[str] = []
    original = log_page.LogPage._block
    monkeypatch.setattr(
        log_page.LogPage,
        "_block",
        lambda self, cursor, line, text, style: (
            written.append(text) or original(self, cursor, line, text, style)
        ),
    )
    return written


def test_a_step_writes_only_its_own_lines(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not a timing: the number of log lines written by one step stays the same late in a game."""
    app = make_app()
    two_bots(app)
    c = app.controller
    written = lines_written(monkeypatch)
    per_round = []
    for _ in range(12):
        before = len(written)
        a_round(app)
        per_round.append(len(written) - before)
    assert per_round[-1] == per_round[1] == 7, per_round
    before = len(written)
    c.undo()
    assert len(written) - before <= 2, "an undo greys the last step's lines only"


def test_a_long_game_shows_its_last_page_and_earlier_steps_on_request(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(log_page, "PAGE", 4)
    app = make_app()
    two_bots(app)
    log = app.window.log_view
    for _ in range(6):
        a_round(app)
    first = log.text.document().firstBlock()
    assert first.userState() == log_page.EARLIER and first.text() == "Show earlier steps"
    shown = {r.event for r in log.rows()}
    assert min(shown) > 1 and len(shown) <= 2 * 4
    click_row(qtbot, log, 0)
    assert min(r.event for r in log.rows()) < min(shown), "earlier steps came back"


def written_afresh(page: log_page.LogPage) -> log_page.LogPage:
    """The page of the same filter written whole from the same view and first event (as a
    trimmed page used to be written)."""
    assert page.view is not None and page.view.history is not None
    fresh = log_page.LogPage(page.filter, page.grey)
    fresh.doc.setDefaultFont(page.doc.defaultFont())
    fresh.view = page.view
    fresh._reset(page.start)
    fresh._append(page.view.history, page.start)
    return fresh


@pytest.mark.parametrize("bots", ["Only Red", "All bots"])
def test_a_long_game_drops_its_oldest_lines_without_writing_the_page_again(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch, bots: str
) -> None:
    """Not a timing: when a long game's log lets its oldest page go, the step writes about its
    own lines only (writing the whole page again was a stall once in 200 steps), and the log
    reads line for line, header and greyed lines alike, as one written afresh from there."""
    monkeypatch.setattr(log_page, "PAGE", 10)
    app = make_app()
    two_bots(app)
    log = app.window.log_view
    if bots == "All bots":
        click(qtbot, log.all_button)
    written = lines_written(monkeypatch)
    trims = 0
    for step in range(60):
        page = log.page
        start = page.start if page is not None else 0
        before = len(written)
        if step % 7 == 3:
            app.controller.start("income", "b2")  # another bot's lines between Red's
            app.controller.done()
        else:
            a_round(app)
        page = log.page
        assert page is not None
        if page.start != start:
            trims += 1
            assert len(written) - before <= 12, "the trimming step wrote a few lines, not the page"
            fresh = written_afresh(page)
            assert page.rows() == fresh.rows()
            assert page.doc.toHtml() == fresh.doc.toHtml(), "the same lines, looks and links"
            first = page.doc.firstBlock()
            assert first.userState() == log_page.EARLIER and first.text() == "Show earlier steps"
    assert trims >= 3
    click_row(qtbot, log, 0)
    assert log.page is not None and log.page.start < start, "earlier steps come back on request"


def test_the_lines_show_a_hand_once_the_pointer_comes_over_them(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """A line offers "undo to here": the pointer over the log is a hand (set when it first comes,
    so the start does not wait for it)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtWidgets import QApplication

    app = make_app()
    two_bots(app)
    app.window.show()
    text = app.window.log_view.text
    inside = QPointF(text.rect().center())
    QApplication.sendEvent(text, QEnterEvent(inside, inside, QPointF(text.mapToGlobal(inside.toPoint()))))
    assert text.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor


@pytest.mark.parametrize("bots", ["Only Red", "All bots"])
def test_a_language_round_trip_keeps_the_earlier_steps_the_log_had_loaded(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, bots: str
) -> None:
    """QA s16 item 7: after en → pl → uk → en the log held fewer earlier lines (295 → 255 above
    "Show earlier steps"): each switch wrote the page afresh from its last page's worth."""
    app = make_app()
    two_bots(app)
    log = app.window.log_view
    if bots == "All bots":
        click(qtbot, log.all_button)
    take_steps(app, log_page.PAGE + 60)  # more than a page, fewer than the two a page keeps
    before = log.rows()
    assert log.page is not None and log.page.start == 0 and len(before) > log_page.PAGE
    for language in ("pl", "uk", "en"):
        app.window.set_language(language)
    assert log.page is not None and log.page.start == 0
    assert log.rows() == before, "the same lines, the earliest ones too"
    app.controller.undo()
    app.window.set_language("pl")
    assert log.page is not None and log.page.start == 0, "an undo and a switch keep them too"
    if bots == "All bots":  # Red's page, shown at the start, holds its earlier steps too
        click(qtbot, log.bot_button)
        assert log.page is not None and log.page.filter == "b1" and log.page.start == 0
