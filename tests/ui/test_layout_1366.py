"""Issue 13 item 5, checked through the snapshot JSON (item 14): at 1366×768 the window keeps its
size, and for every pack the step text, every answer, the bot's mat and the drawn card are visible
inside the window, the step text uncut, and nothing in the bot's panel runs past its edge; also
for the longest step texts and the questions with the most answers of each pack."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import click, play_step

from desktop.boot.snapshot import describe, play_demo, settle
from desktop.boot.startup import App
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import AskNode, DoNode, NumberNode, RollNode
from desktop.core.paths import bundled_pack_dirs
from desktop.ui.log.log_view import LOG_MIN
from desktop.ui.settings import Settings
from desktop.ui.widgets.elide import ElidedLabel
from desktop.ui.window.main_window import default_size

SIZE = (1366, 768)
PACK_IDS = [d.name for d in bundled_pack_dirs()]


def game(make_app: Any, pack_id: str) -> App:
    app = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    app.controller.new_game(pack_id, [({}, None), ({}, None)], seed=2)
    app.window.resize(*SIZE)
    return app


def inside(entry: dict[str, Any], window: dict[str, int]) -> bool:
    return (
        entry["x"] >= 0
        and entry["y"] >= 0
        and entry["x"] + entry["width"] <= window["width"]
        and entry["y"] + entry["height"] <= window["height"]
    )


def check_in_view(app: App, what: str, size: tuple[int, int] = SIZE) -> None:
    """The snapshot JSON of the window now: everything that matters visible and inside."""
    settle(app.qapp, 50)
    shot = describe(app.window)
    window = shot["window"]
    assert (window["width"], window["height"]) == size, f"{what}: the window was pushed to {window}"
    named = {w["objectName"]: w for w in shot["widgets"]}
    step = app.controller.view.step
    wanted = ["stepPanel", "stepText", "botMat", "flowchart", "turnLog"]
    if step is not None and (step.kind == "ask" or step.pick):
        wanted += [f"answer_{o.id}" for o in step.options]
    if any(f.kind == "card" for s in app.controller.view.bots[0].mat for f in s.fields):
        wanted.append("drawnCard")
    for name in wanted:
        assert name in named, f"{what}: {name} is not visible"
        assert inside(named[name], window), f"{what}: {name} runs out of the window: {named[name]}"
    panel = named["stepPanel"]
    for name in [n for n in wanted if n == "stepText" or n.startswith("answer_")] + ["doneButton"]:
        if name in named:  # inside the step panel too: a panel too short cuts its last lines
            box = named[name]
            local = {**box, "x": box["x"] - panel["x"], "y": box["y"] - panel["y"]}
            assert inside(local, panel), f"{what}: {name} is cut by the step panel: {box} in {panel}"
    text = app.window.step_panel.text
    assert text.height() >= text.heightForWidth(text.width()), f"{what}: the step text is cut"
    mat = app.window.bot_panels[app.controller.active_bot].mat
    edge = mat.viewport().width()
    for child in mat.widget().findChildren(QWidget):
        if child.isVisible() and not isinstance(child, QLabel):
            right = child.mapTo(mat.widget(), child.rect().topRight()).x()
            assert right <= edge + 1, f"{what}: {child.objectName() or type(child).__name__} is cut"


def check_mat_fits(app: App, what: str) -> None:
    """The active bot's whole mat in view: its scroll area needs no scrolling, every value and
    button inside it, every label wide enough for its words (a hint may end in "…": its tooltip
    says the rest)."""
    settle(app.qapp, 50)
    mat = app.window.bot_panels[app.controller.active_bot].mat
    room = mat.viewport().size()
    content = mat.widget()
    layout = content.layout()
    assert layout is not None
    # Measured at the area's whole width (a scroll bar, while one is shown, takes some of it).
    width = mat.width()
    needed = layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.minimumSize().height()
    assert needed <= room.height(), f"{what}: the mat needs {needed} px, its area shows {room.height()}"
    assert content.height() <= room.height() and mat.verticalScrollBar().maximum() == 0, f"{what}: it scrolls"
    for child in content.findChildren(QWidget):
        if not child.isVisible():
            continue
        box = child.rect().translated(child.mapTo(content, child.rect().topLeft()))
        name = child.objectName() or type(child).__name__
        assert box.right() <= room.width() and box.bottom() <= room.height(), f"{what}: {name} is cut: {box}"
        if isinstance(child, QLabel) and not isinstance(child, ElidedLabel) and not child.wordWrap():
            words = child.fontMetrics().horizontalAdvance(child.text())
            assert child.width() >= words, f"{what}: the label {child.text()!r} is cut"


@pytest.mark.parametrize("moment", ["sample", "mid-turn"])
@pytest.mark.parametrize("language", ["en", "pl", "uk"])
@pytest.mark.parametrize("pack_id", PACK_IDS)
def test_the_bots_whole_mat_is_in_view_without_scrolling(
    qtbot: QtBot, make_app: Any, pack_id: str, language: str, moment: str, monkeypatch: Any
) -> None:
    """Every pack's sample game, as it opens and a few steps into the turn, in each language at
    1366×768 and the default text size: the mat fits its area (the EU and Glory mats scrolled:
    849 and 1050 px in about 500)."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    app.window.resize(*SIZE)
    app.language.set_language(language)
    assert app.window.files.open_sample(pack_id)
    assert (app.window.width(), app.window.height()) == SIZE
    if moment == "mid-turn":
        assert play_demo(app.controller, 3) > 0
    check_mat_fits(app, f"{pack_id} {moment} in {language}")


def test_the_first_window_fits_the_screen(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    room = app.window.screen().availableGeometry().size()
    size = default_size(app.window)
    assert size.width() <= room.width() and size.height() <= room.height()


@pytest.mark.parametrize("pack_id", PACK_IDS)
def test_mid_turn_everything_that_matters_is_in_view(
    qtbot: QtBot, make_app: Any, pack_id: str, monkeypatch: Any
) -> None:
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = game(make_app, pack_id)
    assert play_demo(app.controller, 3) > 0
    check_in_view(app, f"{pack_id} mid-turn")


def hardest_steps(pack: Pack, count: int = 4) -> list[tuple[str, str]]:
    """(chart, node) of the longest step texts and of the questions with the most answers."""
    waiting = [
        (cid, n)
        for cid, chart in pack.charts.items()
        for n in chart.nodes
        if isinstance(n, (AskNode, NumberNode, RollNode, DoNode))
    ]
    longest = sorted(waiting, key=lambda cn: len(cn[1].text or ""), reverse=True)[:count]
    most = sorted(waiting, key=lambda cn: len(getattr(cn[1], "options", [])), reverse=True)[:2]
    return list(dict.fromkeys((cid, n.id) for cid, n in longest + most))


@pytest.mark.parametrize("pack_id", PACK_IDS)
def test_the_longest_steps_and_most_answers_are_in_view(
    qtbot: QtBot, make_app: Any, pack_id: str, monkeypatch: Any
) -> None:
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = game(make_app, pack_id)
    c = app.controller
    shown = 0
    for chart, node in hardest_steps(c.packs[pack_id]):
        if c.session is not None and c.session.running("b1"):
            c.abort("b1")
        # Started at the node itself; a node whose words need what earlier steps set is passed
        # over (the pack's rules then find the state incomplete).
        try:
            started = c.apply({"type": "start", "bot": "b1", "chart": chart, "node": node})
        except Exception:  # noqa: BLE001 - a state no real turn reaches
            continue
        step = c.step()
        if started and step is not None and (step.chart, step.node) == (chart, node):
            check_in_view(app, f"{pack_id} {chart}.{node}")
            shown += 1
    assert shown >= 2, "the hardest steps could be shown"


def test_a_step_shown_before_the_window_shrank_still_fits(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    """The window (or a splitter) changes size after the step was drawn: the step is fitted
    to its new width, its last lines and answers not cut off."""
    app = make_app()
    app.window.hide()  # as the snapshot mode does: the game opens, then the window is sized
    app.window.resize(1920, 1080)
    app.controller.new_game("eupop", [({}, None), ({}, None)], seed=2)
    chart, node = hardest_steps(app.controller.packs["eupop"], 1)[0]
    assert app.controller.apply({"type": "start", "bot": "b1", "chart": chart, "node": node})
    app.window.resize(*SIZE)
    app.window.show()
    check_in_view(app, f"eupop {chart}.{node} after the window shrank")


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_the_log_is_narrow_and_the_step_has_the_room_in_every_language(
    qtbot: QtBot, eu_rules: Any, make_app: Any, language: str
) -> None:
    """Its header's labels give way ("…", filters on a row of their own), so at 1366×768 the log
    takes about LOG_MIN in every language and the chart and step the rest."""
    app = game(make_app, "eupop")
    app.language.set_language(language)
    assert play_demo(app.controller, 3) > 0
    check_in_view(app, f"eupop mid-turn in {language}")
    named = {w["objectName"]: w for w in describe(app.window)["widgets"]}
    assert LOG_MIN - 5 <= named["turnLog"]["width"] <= LOG_MIN + 10, named["turnLog"]
    assert app.window.log_view.minimumSizeHint().width() <= LOG_MIN, "no label holds the log wider"
    assert app.window.splitter.sizes()[1] >= 700, "the chart and the step get what the log leaves"
    log = named["turnLog"]
    for button in (app.window.log_view.bot_button, app.window.log_view.all_button):
        box = named[button.objectName()]
        assert log["x"] <= box["x"] and box["x"] + box["width"] <= log["x"] + log["width"]
        shown = button.text().replace("\n", " ")  # its words may wrap (issue 28), never be cut
        assert shown == button.full_text, f"the filter reads whole: {button.text()}"
    title = app.window.log_view.title
    assert "…" not in title.text(), "the title has its own row"


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_a_new_games_empty_log_says_it_whole_in_every_language(
    qtbot: QtBot, eu_rules: Any, make_app: Any, language: str
) -> None:
    """Nothing logged yet at 1366×768: the log's empty text wraps to its width and every line of
    it is drawn inside the log (it was one line, cut at the log's edge and at its foot)."""
    app = game(make_app, "eupop")
    app.language.set_language(language)
    settle(app.qapp, 50)
    text = app.window.log_view.text
    assert text.document().isEmpty() and text.empty == app.window.log_view.empty_text()
    room = text.viewport().rect()
    metrics = text.fontMetrics()
    flags = int(Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    needed = metrics.boundingRect(room.adjusted(4, 4, -4, -4), flags, text.empty)
    lines = round(needed.height() / metrics.lineSpacing())
    assert lines >= 2 and needed.width() <= room.width() and needed.bottom() < room.height()
    image = text.viewport().grab().toImage()
    ground = image.pixelColor(room.width() // 2, room.height() - 2)
    inked = [
        y
        for y in range(room.height())
        if any(image.pixelColor(x, y) != ground for x in range(4, room.width() - 4, 2))
    ]
    assert inked and inked[-1] - inked[0] >= (lines - 1) * metrics.lineSpacing(), "every line is drawn"


def test_the_log_hides_to_a_strip_the_step_takes_its_room_and_the_choice_is_kept(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = game(make_app, "eupop")
    window = app.window
    assert play_demo(app.controller, 3) > 0
    settle(app.qapp, 50)
    middle = window.splitter.sizes()[1]
    click(qtbot, window.log_view.hide_button)
    settle(app.qapp, 50)
    assert not window.log_view.isVisible() and window.log_pane.show_button.isVisible()
    assert window.splitter.sizes()[1] >= middle + LOG_MIN - 40, "the log's room goes to the step"
    assert not window.menu_actions["log"].isChecked()
    assert Settings.load()[0].log_shown is False
    named = {w["objectName"]: w for w in describe(window)["widgets"]}
    assert "turnLog" not in named and inside(named["stepText"], describe(window)["window"])
    again = make_app()  # the next start keeps the log hidden
    again.window.resize(*SIZE)
    assert not again.window.log_pane.shown
    again.window.menu_actions["log"].trigger()  # View → Turn log (Ctrl+L)
    assert again.window.log_pane.shown and Settings.load()[0].log_shown is True
    click(qtbot, window.log_pane.show_button)
    settle(app.qapp, 50)
    assert window.log_view.isVisible() and window.splitter.sizes()[2] >= LOG_MIN


def test_the_mat_follows_the_text_size(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    """A larger text size reaches every word and value of the mat (a style sheet on a section
    fixed its text at the size it had when it was built: the mat stayed small)."""
    app = game(make_app, "eupop")
    panel = app.window.bot_panels["b1"]
    section = panel.mat.sections[0][0]
    edit = panel.findChild(QWidget, "field:power.available")
    assert edit is not None
    for size in (11, 16):
        app.window.view_menu.set_text_size(size, save=False)
        settle(app.qapp, 50)
        wanted = QFontInfo(app.window.font()).pixelSize()
        shown = [
            QFontInfo(w.font()).pixelSize() for w in (section.title, edit, panel.mat.sections[3][1][0][0])
        ]
        assert shown == [wanted] * 3, f"text size {size}: {shown} px, the window's {wanted} px"


def drawn_card(app: App) -> bool:
    """Whether the active bot's mat holds a drawn card (shown large beside the step)."""
    bot = app.controller.view.active_bot
    return bot is not None and any(f.kind == "card" and f.card for s in bot.mat for f in s.fields)


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_many_answers_beside_a_drawn_card_are_all_in_view(
    qtbot: QtBot, eu_rules: Any, make_app: Any, language: str
) -> None:
    """EU's question with the most answers (16 kinds of effect) once the turn has drawn a card:
    beside the card the answers flowed into ten rows and the last ran out of the window at
    1366×768; in columns they all stay in view, in every language."""
    app = game(make_app, "eupop")
    app.language.set_language(language)
    app.controller.start_turn()
    c = app.controller
    for _ in range(20):  # the turn draws the Bot's card once it is not attacked
        step = c.step()
        if drawn_card(app) or step is None:
            break
        assert c.answer("no") if step.kind == "ask" else c.done()
    assert drawn_card(app), "a card was drawn"
    charts = c.packs["eupop"].charts
    asks = [(cid, n) for cid, chart in charts.items() for n in chart.nodes if isinstance(n, AskNode)]
    chart, most = max(asks, key=lambda cn: len(cn[1].options))
    assert len(most.options) > 12, "the question with the most answers"
    node = most.id
    app.controller.abort("b1")
    assert app.controller.apply({"type": "start", "bot": "b1", "chart": chart, "node": node})
    assert app.window.card_view.isVisible() and app.window.card_view.card_id is not None
    check_in_view(app, f"eupop {chart}.{node} beside a drawn card in {language}")
    # In columns a label wraps: its key stays with the last word ("Gain Stability / [4]" read as
    # an answer of its own).
    for button in app.window.step_panel.option_buttons:
        if button.isVisible():
            lines = button.text().split("\n")
            assert len(lines) == 1 or not lines[-1].startswith("["), f"a key alone: {button.text()!r}"


def test_a_step_scrolls_only_when_the_chart_has_no_room_left(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """A hundred and fifty clicks of a Polish EU game at 1366×768, two Bots, random answers: a
    step whose least height grew once its layout settled took a scroll bar while the chart kept
    room to give ("Czy Armia Bota jest na mapie…", 18 times in 1,500 clicks); the step now gets
    that room whenever the chart has it."""
    import random

    app = make_app()
    app.window.resize(*SIZE)
    app.language.set_language("pl")
    app.window.show()
    app.controller.new_game("eupop", [({"name": "Bot A"}, None), ({"name": "Bot B"}, None)], seed=5)
    window, c, rng = app.window, app.controller, random.Random(3)
    chart = window.center.widget(0)
    turns = 0
    for _ in range(150):  # as a player clicks: an answer, the die, a number, Done, the next turn
        step = c.step()
        if step is None:
            turns += 1
            if turns % 2 == 0:  # the other Bot's tab, every other turn
                window.bot_tabs.setCurrentIndex(1 - c.session.bot_ids.index(c.active_bot))
                settle(app.qapp, 5)
        play_step(app, rng)
        for _ in range(3):  # the step, then what its layout settling asks for (a refit)
            app.qapp.processEvents()
        if window.step_scroll.verticalScrollBar().isVisible():
            spare = chart.height() - chart.minimumSizeHint().height()
            now = f"{step.chart}.{step.node}" if (step := c.step()) is not None else "between turns"
            assert spare <= 2, f"the step scrolls with {spare} px of chart to spare ({now})"


def most_answers_beside_a_card(make_app: Any, language: str) -> tuple[App, str, str]:
    """An EU game in `language` whose Bot has drawn its card, its run started again at the
    question with the most answers (EU's sixteen kinds of effect): the app, that chart and node."""
    app = game(make_app, "eupop")
    app.language.set_language(language)
    return (app, *to_most_answers_beside_a_card(app))


def to_most_answers_beside_a_card(app: App) -> tuple[str, str]:
    """EU's first Bot draws its card, then its run starts again at the question with the most
    answers (sixteen kinds of effect): that chart and node."""
    c = app.controller
    c.start_turn()
    while not drawn_card(app):  # the turn draws the Bot's card once it is not attacked
        assert c.answer("no") if c.step().kind == "ask" else c.done()
    charts = c.packs["eupop"].charts
    asks = [(cid, n) for cid, chart in charts.items() for n in chart.nodes if isinstance(n, AskNode)]
    chart, node = max(
        ((cid, n.id) for cid, n in asks), key=lambda cn: len(charts[cn[0]].node_map()[cn[1]].options)
    )
    c.abort("b1")
    assert c.apply({"type": "start", "bot": "b1", "chart": chart, "node": node})
    return chart, node


def test_short_of_room_the_apps_own_answers_are_counted_not_listed(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Above a step the app lists the questions it answered itself (three at most); when even
    the smallest step text leaves too little room for the answers, they are counted on one line
    (the log lists them) and the answers stay in view."""
    from desktop.core.values import replace

    app, chart, node = most_answers_beside_a_card(make_app, "uk")
    panel, view = app.window.step_panel, app.controller.view
    entries = [e for i in range(view.history.size) for e in view.history.read(i)][-3:]
    panel.show_view(replace(view, auto=tuple(entries)))  # three answers the app gave itself
    app.window.step_fit.fit()
    assert panel.auto.text().splitlines() == ["✓ (ще 3 записи у журналі)"], panel.auto.text()
    check_in_view(app, f"eupop {chart}.{node} under three answers of the app's in uk")


def test_one_long_answer_of_the_apps_is_counted_when_the_answers_need_its_room(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """One question the app answered itself, two lines long in Ukrainian, above EU's sixteen
    answers beside a drawn card: the step area came out a pixel taller than its room and took a
    scroll bar (1,500 clicks of a Ukrainian game at 1366×768). Short of room, even one is
    counted, so the step fits without one."""
    from desktop.core.values import replace
    from desktop.ui.log.log_text import entry_short

    app, chart, node = most_answers_beside_a_card(make_app, "uk")
    panel, view = app.window.step_panel, app.controller.view
    entries = [e for i in range(view.history.size) for e in view.history.read(i) if e.kind == "ask"]
    longest = max(entries, key=lambda e: len(entry_short(e)))
    panel.show_view(replace(view, auto=(longest,)))
    app.window.step_fit.fit()
    for _ in range(3):
        app.qapp.processEvents()
    assert not app.window.step_scroll.verticalScrollBar().isVisible(), panel.auto.text()
    check_in_view(app, f"eupop {chart}.{node} under one long answer of the app's in uk")


def test_switching_to_a_waiting_bot_keeps_the_chart_as_it_is(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """The other Bot's tab while it waits for its turn keeps the room the step had; its turn's
    first step fits the step once. The switch gave the room back to the chart and the start took
    it again: the chart was resized and drawn afresh twice, the slowest steps of a two-Bot game."""
    from PySide6.QtCore import QEvent, QObject

    app = game(make_app, "eupop")
    app.window.show()
    window, c = app.window, app.controller
    c.start_turn()
    while not drawn_card(app):  # a few steps into Bot A's turn: a tall step beside a card
        assert c.answer("no") if c.step().kind == "ask" else c.done()
    charts = c.packs["eupop"].charts
    asks = [(cid, n) for cid, chart in charts.items() for n in chart.nodes if isinstance(n, AskNode)]
    chart_id, most = max(asks, key=lambda cn: len(cn[1].options))
    c.abort("b1")
    assert c.apply({"type": "start", "bot": "b1", "chart": chart_id, "node": most.id})  # 16 answers
    settle(app.qapp, 50)
    resizes: list[int] = []

    class Resizes(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if watched is window.flowchart and event.type() == QEvent.Type.Resize:
                resizes.append(window.flowchart.height())
            return False

    spy = Resizes()
    window.flowchart.installEventFilter(spy)
    chart = window.flowchart.height()
    window.bot_tabs.setCurrentIndex(1)
    settle(app.qapp, 50)
    assert c.active_bot == "b2" and c.step() is None, "Bot B waits for its turn"
    assert window.flowchart.height() == chart and not resizes, "the chart kept its room"
    window.step_panel.start_button.click()
    settle(app.qapp, 50)
    assert c.step() is not None and len(resizes) <= 1, "the turn's first step fitted once"
    check_in_view(app, "eupop Bot B's first step after the switch")


@pytest.mark.parametrize("language", ["uk", "pl"])
def test_a_rounds_large_spent_bot_power_keeps_the_mat_in_view(
    qtbot: QtBot, eu_rules: Any, make_app: Any, language: str
) -> None:
    """Spent Bot Power is discarded only in Phase 4, so it grows through a Round: drawn one cube
    each in rows of 13, 52 spent gave the Ukrainian mat a scroll bar at 1366×768 (37 beside a
    drawn card, in a three-Bot sweep); past two rows the cubes are drawn smaller."""
    app = game(make_app, "eupop")
    app.language.set_language(language)
    app.window.show()
    for spent in (26, 37, 52, 60, 80):
        assert app.controller.correct("b1", "power.spent", spent)
        check_mat_fits(app, f"{spent} Bot Power spent in {language}")
    from desktop.ui.mat.cubes import CUBE, GAP, MAX_CUBES, CubesWidget

    spent = [w for w in app.window.bot_panels["b1"].findChildren(CubesWidget) if w.count == 80]
    assert spent and spent[0].shown() == MAX_CUBES, "still a cube for each of the first 60"
    assert spent[0].height() <= 2 * (CUBE + GAP) + 2, "never taller than two rows of cubes"


@pytest.mark.parametrize("choice", ["no_main_technology", "main_technology"])
@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_a_glory_automa_set_up_in_new_game_keeps_its_mat_in_view(
    qtbot: QtBot, make_app: Any, language: str, choice: str, monkeypatch: Any
) -> None:
    """The panel lists the setup choices above the mat: the technology variant's Ukrainian label
    («Середній · Без введених карт автоми · Шість · Варіант: забрати технологію, як у вільній
    дії») took a fourth line there and pushed Glory's mat into scrolling at 1366×768."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = make_app()
    if "glory_automa" not in app.controller.packs:
        pytest.skip("the Glory pack does not load")
    app.window.resize(*SIZE)
    app.language.set_language(language)
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("glory_automa")
    combo = dialog.bots[0].widgets["main_technology"]
    combo.setCurrentIndex(combo.findData(choice))
    dialog.accept()
    app.window.show()
    check_mat_fits(app, f"a new Glory automa ({choice}) in {language}")
