"""Issue 13 item 6: a chart that can be read. It follows the current node at a legible zoom,
centred, and keeps it in view when zooming; a breadcrumb names the charts the run called; an
overview shows the whole chart; fans of many branches are one "choose" node; node texts show the
step's numbers or the template's words; the dark theme has dark fills and readable arrows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot
from ui_helpers import area_in, click

from desktop.boot.startup import App
from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.values import replace
from desktop.ui.chart.chart_items import DARK, ChooseItem, build_scene, node_template
from desktop.ui.chart.flowchart import FlowchartView
from desktop.ui.language import render

LEGIBLE_PX = 11.0


def tiny_into_battle(app: App) -> None:
    """Red's turn, past its card, answering "an enemy is next to the bot": the Battle chart runs."""
    c = app.controller
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    c.start_turn()
    c.done()
    c.answer("yes")


def centre_offset(view: FlowchartView, node: str | None = None) -> float:
    """How far a node's centre (default the current node's) is from the viewport's centre, in pixels."""
    scene = view.current_scene()
    item = scene.item_of(node) if scene is not None and node else view.current_item()
    assert item is not None
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    d = rect.center() - view.viewport().rect().center()
    return float(max(abs(d.x()), abs(d.y())))


def eu_turn(app: App) -> tuple[Any, FlowchartView]:
    """An EU game with one bot whose turn has started: the controller and the chart view."""
    app.controller.new_game("eupop", [({"name": "Castile"}, None)], seed=7)
    app.controller.start_turn()
    return app.controller, app.window.flowchart


def assert_current_in_view(view: FlowchartView) -> None:
    rect = view.current_node_rect()
    assert rect is not None and view.viewport().rect().contains(rect.center()), "current node out of view"


def test_the_current_node_is_legible_and_centred_at_the_default_zoom(
    qtbot: QtBot, eu_rules: Path, make_app: Any
) -> None:
    app = make_app()
    c, view = eu_turn(app)
    for _ in range(4):
        step = c.step()
        assert step is not None
        c.done() if step.kind == "do" else c.answer(step.options[0].id)
        item = view.current_item()
        assert item is not None and item.node_id == c.step().node  # type: ignore[union-attr]
        # measured from the scene: the node font's pixel size times the view's scale
        px = item.font.pixelSize() * view.transform().m11()
        assert px >= LEGIBLE_PX and view.current_text_px() == pytest.approx(px)
        assert centre_offset(view) <= 2, "the view follows the current node, centred on it"


def test_zooming_keeps_the_current_node_in_view(qtbot: QtBot, eu_rules: Path, make_app: Any) -> None:
    app = make_app()
    c, view = eu_turn(app)
    c.done() if c.step().kind == "do" else c.answer(c.step().options[0].id)  # type: ignore[union-attr]
    before = view.transform().m11()
    for action in ("zoom_in", "zoom_in", "zoom_in", "zoom_out", "zoom_out", "zoom_out", "zoom_out"):
        app.window.menu_actions[action].trigger()
        assert_current_in_view(view)
        assert centre_offset(view) <= 2
    assert view.transform().m11() < before
    view.horizontalScrollBar().setValue(0)  # the player pans away, then zooms with the wheel
    view.verticalScrollBar().setValue(0)
    view.zoom_by(1.15)
    assert_current_in_view(view)


def test_the_breadcrumb_names_the_charts_of_the_run_and_opens_them(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    tiny_into_battle(app)
    view = app.window.flowchart
    assert view.breadcrumb.plain() == "Tiny turn › Battle"
    assert view.breadcrumb.isVisible()
    view.breadcrumb.linkActivated.emit("0")  # the player clicks "Tiny turn"
    scene = view.current_scene()
    assert view.chart_id == "main" and scene is not None
    assert view.breadcrumb.plain() == "Tiny turn"
    assert centre_offset(view, "fight") <= 2, "the turn's chart shows where it waits: its call"
    app.controller.roll(9)  # the next step follows the run again
    assert view.chart_id == "battle"


def test_the_overview_shows_the_whole_chart_and_moves_the_view(
    qtbot: QtBot, eu_rules: Path, make_app: Any
) -> None:
    from desktop.ui.chart.flowchart import LEGIBLE_PX as SMALLEST

    app = make_app()
    c, view = eu_turn(app)
    overview = view.overview
    assert overview.isVisible(), "the EU turn chart does not fit: the overview shows it whole"
    assert overview.scene is view.current_scene()
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert overview.visible_rect == seen
    qtbot.mouseClick(overview, Qt.MouseButton.LeftButton, pos=QPoint(4, 4))  # the top-left corner
    moved = view.mapToScene(view.viewport().rect()).boundingRect()
    assert moved.center().x() < seen.center().x() or moved.center().y() < seen.center().y()
    app.window.menu_actions["fit"].trigger()
    scene = view.current_scene()
    assert scene is not None and view.transform().m11() * scene.text_px >= SMALLEST - 0.01
    assert overview.isVisible(), "too large to be whole and legible: Fit leaves it to the overview"


def test_the_chart_a_waiting_bot_will_run_is_legible_from_its_start_at_every_size(
    qtbot: QtBot, eu_rules: Path, make_app: Any
) -> None:
    """A new EU Bot waits for its setup: the Setup chart is shown from its start at a legible
    zoom, laid out again when the window changes size (it was shown whole at about 6 px, and
    fitted at the size the window had before it was laid out, cut at the top and the foot); the
    overview shows it whole. A chart small enough is shown whole."""
    from desktop.boot.snapshot import settle
    from desktop.ui.chart.flowchart import LEGIBLE_PX as SMALLEST

    app = make_app()
    app.controller.new_game("eupop", [({"name": "Castile"}, None)], seed=7)
    view = app.window.flowchart
    for size in ((1366, 768), (1920, 1080), (1366, 768)):
        app.window.resize(*size)
        settle(app.qapp, 50)
        scene = view.current_scene()
        assert view.chart_id == "setup" and scene is not None and view.shown.current is None
        assert view.transform().m11() * scene.text_px >= SMALLEST, size
        start = view.mapFromScene(scene.item_of("mat").sceneBoundingRect()).boundingRect()
        assert view.viewport().rect().contains(start) and start.top() < 40, (size, start)
        whole = view.mapFromScene(scene.bounds).boundingRect()
        assert view.viewport().rect().contains(whole) or view.overview.isVisible(), size
    view.zoom_by(1.5)  # the player zoomed in: a new size keeps the player's zoom
    zoom = view.transform().m11()
    app.window.resize(1920, 1080)
    settle(app.qapp, 50)
    assert view.transform().m11() == zoom

    app.window.menu_actions["fit"].trigger()  # Ctrl+0: the whole chart if legible, at a new size too
    app.window.resize(1366, 768)
    settle(app.qapp, 50)
    scene = view.current_scene()
    assert scene is not None and view.transform().m11() * scene.text_px >= SMALLEST - 0.01
    whole = view.viewport().rect().contains(view.mapFromScene(scene.bounds).boundingRect())
    assert whole or view.overview.isVisible()


def eu_chart_scene(chart: str) -> tuple[Any, Any]:
    """A bundled EU chart and its scene, built as the view builds it."""
    pack, problems = load_pack(bundled_rules_dir() / "eupop")
    assert pack is not None and not problems
    return pack.charts[chart], build_scene(pack.id, pack.charts, pack.charts[chart], 11, lambda node: "")


def test_fans_of_many_branches_are_one_choose_node(qtbot: QtBot, eu_rules: Path) -> None:
    event, scene = eu_chart_scene("event")
    (choose,) = [i for i in scene.nodes.values() if isinstance(i, ChooseItem)]
    effect = event.node_map()["effect"]
    members = [o.next for o in effect.options if o.next in choose.fan.members]
    assert len(members) >= 10 and not any(m in scene.nodes for m in members), "one node, not a row"
    assert choose.lines[0].startswith("Gain Ducats: "), "the answer, then the step it leads to"
    assert ("effect", choose.node_id) in scene.edges, "the question leads into the list"
    main, scene = eu_chart_scene("main")
    (actions,) = [i for i in scene.nodes.values() if isinstance(i, ChooseItem)]
    assert actions.fan.source == "dispatch" and "MILITARY" in actions.lines  # the card's action word
    assert "Go to" not in " ".join(actions.lines), "a jump is named by its chart"


def test_the_branch_taken_through_a_fan_is_marked(qtbot: QtBot, eu_rules: Path) -> None:
    _main, scene = eu_chart_scene("main")
    choose = next(i for i in scene.nodes.values() if isinstance(i, ChooseItem))
    assert choose.picked is None
    scene.mark("after_action", ["dispatch", "run_military", "after_action"])
    assert choose.lines[choose.picked or 0] == "MILITARY" and choose.state == "taken"
    assert (
        scene.edges[("dispatch", choose.node_id)].taken
        and scene.edges[(choose.node_id, "after_action")].taken
    )
    scene.mark("dispatch", ["dispatch"])
    assert choose.picked is None and choose.state == "normal"


def test_node_texts_show_live_numbers_never_a_blank_or_an_ellipsis(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    c, view = app.controller, app.window.flowchart
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    c.start_turn()
    item = view.current_item()
    assert item is not None and item.node_id == "pay"
    step = c.view.step
    assert step is not None and item.shown_text() == render(step.text), "the step's own numbers"
    assert "___" not in item.shown_text() and "…" not in item.shown_text()
    shown = item.shown_text()
    c.done()
    assert view.current_scene().nodes["pay"].shown_text() == shown, "passed: it keeps its numbers"


def test_no_node_of_any_pack_reads_an_ellipsis(qtbot: QtBot, eu_rules: Path) -> None:
    for folder in sorted(bundled_rules_dir().glob("*/pack.yaml")):
        pack, _ = load_pack(folder.parent)
        assert pack is not None
        for chart in pack.charts.values():
            for node in chart.nodes:
                text = node_template(pack.id, chart, node, pack.charts)
                assert "…" not in text or "…" in (node.text or ""), (pack.id, chart.id, node.id, text)


def test_a_node_with_a_fixed_text_in_its_words_shows_them_in_the_chart(qtbot: QtBot, eu_rules: Path) -> None:
    """Root's order nodes name their suit ({text: "Fox"}): the chart reads "The order is Fox."
    (translated with the pack), not a blank or the suit's id."""
    pack, _ = load_pack(bundled_rules_dir() / "root_clockwork")
    assert pack is not None
    chart = pack.charts["order"]
    texts = [node_template(pack.id, chart, chart.by_id[n], pack.charts) for n in ("is_fox", "is_bird")]
    assert texts == ["The order is Fox.", "The order is Bird."]


@pytest.mark.parametrize(("pack_id", "chart_id"), [("root_clockwork", "order"), ("eupop", "main")])
def test_no_answer_on_an_arrow_covers_another(
    qtbot: QtBot, eu_rules: Path, pack_id: str, chart_id: str
) -> None:
    """Arrows leaving a node side by side had their answers at one height ("Vagabot" written over
    "Mechanical Marquise 2.0 / …" in Root's order card): every label now stands clear."""
    pack, _ = load_pack(bundled_rules_dir() / pack_id)
    assert pack is not None
    scene = build_scene(pack.id, pack.charts, pack.charts[chart_id], 11, lambda node: "")
    rects = [e.label.mapRectToScene(e.label.boundingRect()) for e in scene.edges.values() if e.label]
    assert len(rects) > 3
    for i, rect in enumerate(rects):
        assert not any(rect.intersects(other) for other in rects[i + 1 :]), rect


def test_the_dark_theme_has_dark_fills_and_readable_arrows(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    tiny_into_battle(app)
    app.window.view_menu.set_theme("dark")
    try:
        view = app.window.flowchart
        scene = view.current_scene()
        assert scene is not None
        background = QColor(DARK["background"])
        assert view.backgroundBrush().color() == background
        for kind in ("ask", "check", "roll", "do", "call", "end", "choose"):
            assert QColor(DARK[kind]).lightness() < 90, f"{kind} nodes are dark"
            assert contrast(QColor(DARK["ink"]), QColor(DARK[kind])) >= 7, f"text on {kind} is readable"
        edge = next(iter(scene.edges.values()))
        assert edge.pen().color() == QColor(DARK["edge"]) or edge.taken
        assert contrast(QColor(DARK["edge"]), background) >= 4.5
        assert contrast(QColor(DARK["label"]), background) >= 7
        picture = view.viewport().grab().toImage()
        assert picture.pixelColor(3, picture.height() - 3).lightness() < 60, "the chart's ground is dark"
    finally:
        app.window.view_menu.set_theme("light")


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_clicking_a_node_shows_its_sources_in_player_words(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    tiny_into_battle(app)
    view = app.window.flowchart
    view.breadcrumb.linkActivated.emit("0")
    scene = view.current_scene()
    assert scene is not None
    target = view.mapFromScene(scene.nodes["enemy"].sceneBoundingRect().center())
    click_at(qtbot, view, target)
    info = app.window.node_info.text()
    assert "Is an enemy next to the bot?" in info and "Sources: the printed rules, “Turn”." in info
    assert "seed" not in info and "enemy" not in info.split("\n", 1)[1]


def click_at(qtbot: QtBot, view: FlowchartView, point: QPoint) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_breadcrumb_and_overview_take_no_focus(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    """The step's keys (Enter, Space, digits) must never land in the chart's extras."""
    app = make_app()
    tiny_into_battle(app)
    view = app.window.flowchart
    assert view.breadcrumb.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert view.overview.focusPolicy() == Qt.FocusPolicy.NoFocus
    click(qtbot, app.window.step_panel.roll_button)
    assert app.controller.session is not None and app.controller.session.cursor > 0


def test_a_chart_calling_into_itself_is_one_crumb(qtbot: QtBot, eu_rules: Path, make_app: Any) -> None:
    """EU's DEFEND calls its own MAC check: the breadcrumb does not say "DEFEND › DEFEND"."""
    app = make_app()
    c, view = eu_turn(app)
    shown = c.view.chart
    assert shown is not None
    stack = (("main", "attacked"), ("defend", "mac_occupied"), ("defend", "mac"))
    view.show_chart(replace(shown, chart="defend", current="mac", path=(), stack=stack))
    assert view.breadcrumb.plain() == "Main Turn Structure › DEFEND Action"
    view.breadcrumb.linkActivated.emit("0")
    assert view.chart_id == "main" and view.breadcrumb.plain() == "Main Turn Structure"


def test_a_check_and_a_question_offering_the_same_actions_share_one_fan(qtbot: QtBot, eu_rules: Path) -> None:
    """Glory's turn: the card's main action is read by the app or, failing that, asked; both
    lead to the same fifteen actions, drawn once (no technology: seed 003, Technology, gives it
    as a free action only, and the default chart offers none)."""
    pack, problems = load_pack(bundled_rules_dir() / "glory_automa")
    assert pack is not None and not problems
    scene = build_scene(pack.id, pack.charts, pack.charts["turn"], 11, lambda node: "")
    (choose,) = [i for i in scene.nodes.values() if isinstance(i, ChooseItem)]
    assert choose.fan.sources == ["main_pick", "main_ask"] and len(choose.lines) == 15
    assert ("main_pick", choose.node_id) in scene.edges and ("main_ask", choose.node_id) in scene.edges


def covered(view: FlowchartView) -> bool:
    """Whether the overview lies over any part of the current node."""
    node = view.current_node_rect()
    assert node is not None
    node = node.translated(view.viewport().geometry().topLeft())
    return view.overview.isVisible() and area_in(view.overview, view).intersects(node)


def put_current_node(view: FlowchartView, corner: str) -> None:
    """Pan the view (as a drag does) until the current node sits in a corner of the chart view."""
    node, room = view.current_node_rect(), view.viewport().rect()
    assert node is not None
    dx = node.right() - (room.right() - 12) if "right" in corner else node.left() - 12
    dy = node.bottom() - (room.bottom() - 12) if "bottom" in corner else node.top() - 12
    for bar, delta in ((view.horizontalScrollBar(), dx), (view.verticalScrollBar(), dy)):
        bar.setValue(bar.value() + delta)
    node = view.current_node_rect()
    assert node is not None and room.contains(node), (corner, node, room)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_overview_never_covers_the_current_node(
    qtbot: QtBot, eu_rules: Path, make_app: Any, size: tuple[int, int]
) -> None:
    """The overview takes a corner of the chart clear of the current node: while the view follows
    the run, and when the player pans the node into any corner."""
    from desktop.boot.snapshot import settle

    app = make_app()
    app.window.resize(*size)
    settle(app.qapp, 50)
    c, view = eu_turn(app)
    panel = app.window.step_panel
    for _ in range(12):
        step = c.step()
        assert step is not None and not covered(view), step.node
        if step.kind == "ask":
            click(qtbot, panel.option_buttons[0])
        elif step.kind == "number":
            assert step.number is not None
            panel.number_edit.setText(str(step.number["min"]))
            click(qtbot, panel.number_button)
        else:
            click(qtbot, panel.roll_button if step.kind == "roll" else panel.done_button)
    assert view.overview.isVisible(), "the EU turn chart does not fit the view"
    for corner in ("bottom right", "bottom left", "top right", "top left"):
        put_current_node(view, corner)
        assert view.overview.isVisible() and not covered(view), corner


def test_the_overview_lets_the_chart_show_through_until_the_pointer_is_over_it(
    qtbot: QtBot, eu_rules: Path, make_app: Any
) -> None:
    """Translucent at rest (the nodes and arrow labels under it stay readable), whole while the
    pointer is over it; smaller in a small chart view."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtWidgets import QApplication

    from desktop.ui.chart.chart_overview import OVERVIEW_SIZE

    app = make_app()
    _c, view = eu_turn(app)
    overview = view.overview
    assert overview.isVisible()
    where = area_in(overview, view)
    resting = view.grab(where).toImage()
    point = QPointF(10, 10)
    QApplication.sendEvent(overview, QEnterEvent(point, point, point))
    hovered, whole = view.grab(where).toImage(), overview.grab().toImage()
    assert hovered == whole and resting != whole, "the pointer over it draws it whole"
    QApplication.sendEvent(overview, QEvent(QEvent.Type.Leave))
    assert view.grab(where).toImage() == resting, "at rest the chart under it shows through"
    assert overview.width() <= OVERVIEW_SIZE.width() and overview.height() <= OVERVIEW_SIZE.height()


def test_chart_titles_with_markup_characters_read_as_written(qtbot: Any) -> None:
    """A breadcrumb is rich text: "Peace & War" or "<Bot>" in a title must not be read as markup."""
    from PySide6.QtGui import QTextDocument

    from desktop.ui.chart.chart_overview import Breadcrumb

    crumb = Breadcrumb()
    qtbot.addWidget(crumb)
    crumb.show_titles(["Peace & War", 'The "<Bot>" turn'])
    shown = QTextDocument()
    shown.setHtml(crumb.text())
    assert shown.toPlainText() == 'Peace & War › The "<Bot>" turn'


def test_a_breadcrumb_too_long_for_its_width_gives_way_from_the_outermost_chart(qtbot: Any) -> None:
    """Polish at 1366×768: "Tura bota › Przygotowanie gry z botami › Mechaniczny Markiz 2.0:
    przygotowanie Frakcji" ran past the chart's edge, the shown chart's title cut mid-word; the
    outer crumbs now give way to "…" (a link to the nearest of them) and the title reads whole."""
    from PySide6.QtGui import QFont, QFontMetrics, QTextDocument

    from desktop.ui.chart.chart_overview import Breadcrumb

    titles = ["Tura bota", "Przygotowanie gry z botami", "Mechaniczny Markiz 2.0: przygotowanie Frakcji"]
    crumb = Breadcrumb()
    qtbot.addWidget(crumb)
    crumb.show()
    crumb.show_titles(titles)
    bold = QFont(crumb.font())
    bold.setBold(True)
    last = QFontMetrics(bold).horizontalAdvance(titles[-1])
    full = crumb.fontMetrics().horizontalAdvance(f"{titles[0]} › {titles[1]} › ") + last
    crumb.resize(crumb.fontMetrics().horizontalAdvance(f"… › {titles[1]} › ") + last + 10, 24)
    shown = QTextDocument()
    shown.setHtml(crumb.text())
    assert (
        shown.toPlainText()
        == "… › Przygotowanie gry z botami › Mechaniczny Markiz 2.0: przygotowanie Frakcji"
    )
    picked: list[int] = []
    crumb.picked.connect(picked.append)
    crumb.linkActivated.emit("0")  # "…": the chart that gave way
    assert picked == [0] and crumb.plain() == " › ".join(titles) and crumb.toolTip() == crumb.plain()
    crumb.resize(full + 10, 24)
    shown.setHtml(crumb.text())
    assert shown.toPlainText() == " › ".join(titles), "room enough: every crumb whole again"
    crumb.resize(120, 24)
    shown.setHtml(crumb.text())
    assert shown.toPlainText().startswith("… › Mechan") and shown.toPlainText().endswith("…")
