"""Issue 32 §1: at every text size (9 to 24) on a 1366×768 screen the window keeps to the screen
(at 24 EU opened 1,809 px wide), the step and its answers stay in view, and every text grows
with the setting (the turn log and the check banner stayed at 13 and 12 px)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.boot.snapshot import play_demo, settle
from desktop.boot.startup import App
from desktop.core.paths import bundled_pack_dirs
from desktop.ui.settings import TEXT_SIZES

PACK_IDS = [d.name for d in bundled_pack_dirs()]
SIZE = (1366, 768)


def rect_in(widget: QWidget, top: QWidget) -> QRect:
    """A widget's rectangle in `top`'s pixels."""
    return QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())


def answers(app: App) -> list[QWidget]:
    """The step's answers and its go-on buttons shown now."""
    panel = app.window.step_panel
    go_on = [
        panel.done_button,
        panel.roll_button,
        panel.number_edit,
        panel.number_button,
        panel.roll_pad,
        panel.physical,
        panel.start_button,
        panel.next_button,
        panel.turn_button,
    ]
    return [w for w in [*panel.option_buttons, *panel.value_buttons, *go_on] if w.isVisible()]


def check_fits(app: App, what: str) -> None:
    """The window keeps its size; the step's text and every answer are in view: inside the
    window and inside the step's own area, not scrolled away."""
    settle(app.qapp, 300)  # the step is fitted once the new text size is laid out
    window = app.window
    assert (window.width(), window.height()) == SIZE, f"{what}: the window was pushed to {window.size()}"
    least = window.minimumSizeHint()
    assert least.width() <= SIZE[0] and least.height() <= SIZE[1], f"{what}: it needs {least}"
    room = rect_in(window.step_scroll.viewport(), window)
    shown = answers(app)
    assert shown, f"{what}: no answer shown"
    for widget in [window.step_panel.text_pane, *shown]:
        box = rect_in(widget, window)
        assert window.rect().contains(box), f"{what}: {widget.objectName()} runs out of the window: {box}"
        assert room.contains(box), f"{what}: {widget.objectName()} is out of the step's view: {box} in {room}"


def font_px(widget: QWidget) -> int:
    return QFontInfo(widget.font()).pixelSize()


@pytest.mark.parametrize("pack_id", PACK_IDS)
def test_every_text_size_fits_the_laptop_and_keeps_the_answers_in_view(
    qtbot: QtBot, make_app: Any, pack_id: str, monkeypatch: Any
) -> None:
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    window = app.window
    window.resize(*SIZE)
    assert window.files.open_sample(pack_id)
    assert play_demo(app.controller, 3) > 0
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for size in TEXT_SIZES:
        window.view_menu.set_text_size(size)
        check_fits(app, f"{pack_id} at text size {size}")
    # and back: the smaller sizes lay out as before (the log shown again beside the step)
    window.view_menu.set_text_size(11)
    check_fits(app, f"{pack_id} back at 11")
    assert window.log_pane.shown == window.settings.log_shown


def test_the_hardest_eu_step_fits_at_the_largest_text(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    """EU's longest step texts at text size 24: set smaller (never below the window's text), and
    where even that is too long for the room (725 characters) the text scrolls in its own pane
    from its first line: its answers stay in view, never cut or run over."""
    from test_layout_1366 import hardest_steps

    app = make_app()
    app.window.resize(*SIZE)
    app.controller.new_game("eupop", [({}, None), ({}, None)], seed=2)
    app.window.view_menu.set_text_size(TEXT_SIZES[-1])
    c = app.controller
    for chart, node in hardest_steps(c.packs["eupop"], 3)[:3]:  # the three longest texts
        if c.step() is not None:
            assert c.abort(c.active_bot)
        assert c.apply({"type": "start", "bot": c.active_bot, "chart": chart, "node": node})
        check_fits(app, f"eupop {chart}.{node} at 24")
        panel = app.window.step_panel
        text, pane = panel.text, panel.text_pane
        assert text.font().pointSizeF() >= TEXT_SIZES[-1], "never smaller than the window's text"
        if text.height() > pane.viewport().height():  # the rest of it a scroll away, in its pane
            assert pane.verticalScrollBar().isVisible() and pane.verticalScrollBar().value() == 0
            assert pane.height() >= 2 * text.fontMetrics().lineSpacing(), "lines enough to read"


def test_every_text_grows_with_the_setting(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    """The log's lines, the message bar and the mat's hints follow the text size as the rest of
    the window does (the deck check is asked once at set-up now: no banner stays on screen)."""
    app = make_app()
    app.window.resize(*SIZE)
    window = app.window
    assert window.files.open_sample("eupop")
    assert play_demo(app.controller, 3) > 0
    window.show_warning("Something worth knowing")

    def sizes() -> dict[str, int]:
        settle(app.qapp, 30)
        panel = window.bot_panels[app.controller.active_bot]
        hint = next(w for w in panel.findChildren(QWidget) if w.objectName().startswith("hint:"))
        return {
            "log": QFontInfo(window.log_view.text.document().defaultFont()).pixelSize(),
            "message bar": font_px(window.message),
            "hint": font_px(hint),
            "badge": font_px(window.step_panel.badge),
            "step": font_px(window.step_panel.text),
        }

    window.view_menu.set_text_size(11)
    small = sizes()
    window.view_menu.set_text_size(24)
    large = sizes()
    for part, px in small.items():
        # the step is set large at every size: it stands out from the rest by less at 24
        grows = 1.4 if part == "step" else 1.7
        assert large[part] >= px * grows, f"the {part} does not grow: {px} px at 11, {large[part]} px at 24"
    assert window.message.text().startswith("⚠"), "a warning says so, not by its colour alone"


def test_buttons_wrap_again_when_the_text_gets_smaller(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    """QA s15 item 4: up to 24 and back down to 11, the bot's buttons kept the line breaks of
    the large text («Faza 3: Pokój i|Bunty») in a button one line high, cut at the top and the
    bottom, until the game was opened again. They read as before the round trip."""
    from desktop.ui.widgets.wrap_button import WrapButton

    app = make_app()
    window = app.window
    window.resize(*SIZE)
    assert window.files.open_sample("eupop")
    window.view_menu.set_text_size(11)
    settle(app.qapp, 100)
    panel = window.bot_panels[app.controller.active_bot]

    def labels() -> dict[str, str]:
        return {b.full_text: b.text() for b in panel.findChildren(WrapButton) if b.isVisible()}

    before = labels()
    assert before
    for size in (
        *TEXT_SIZES[TEXT_SIZES.index(11) :],
        *reversed(TEXT_SIZES),
        *TEXT_SIZES[: TEXT_SIZES.index(11) + 1],
    ):
        window.view_menu.set_text_size(size)  # one step at a time, as Ctrl+Alt+= and - go
        settle(app.qapp, 20)
    settle(app.qapp, 100)
    assert labels() == before
    for button in panel.findChildren(WrapButton):
        if button.isVisible():
            assert button.height() >= button.heightForWidth(button.width()), button.full_text


def test_the_library_fits_the_laptop_at_the_largest_text(qtbot: QtBot, make_app: Any) -> None:
    """QA s15 item 5: Game → Open at text size 24 was 1,809 px wide (its row of buttons), wider
    than the 1366 px screen, its last column and buttons out of reach. The buttons wrap."""
    app = make_app()
    window = app.window
    window.resize(*SIZE)
    assert window.files.open_sample("glory_automa")
    app.language.set_language("uk")
    window.view_menu.set_text_size(TEXT_SIZES[-1])
    library = window.files.show_library()
    settle(app.qapp, 50)
    assert library.minimumSizeHint().width() <= SIZE[0] and library.width() <= SIZE[0]
    buttons = [*library.games.buttons.values(), library.games.trash_button, library.games.import_button]
    assert all(library.rect().contains(QRect(b.mapTo(library, QPoint(0, 0)), b.size())) for b in buttons)
    library.hide()
    app.language.set_language("en")
    window.view_menu.set_text_size(11)


def test_a_long_bot_title_leaves_the_mat_its_room_at_the_largest_text(
    qtbot: QtBot, make_app: Any, monkeypatch: Any
) -> None:
    """QA s15 item 3: at text size 24 Glory's title («Без введених карт автоми») wrapped word by
    word beside Routines ▾ into four lines, leaving the mat a line and a half. Routines ▾ now
    goes under a title that would take more room beside it: two lines at most; at the usual
    size it stays beside the title."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = make_app()
    if "glory_automa" not in app.controller.packs:
        pytest.skip("pack glory_automa does not load")
    window = app.window
    window.resize(*SIZE)
    app.language.set_language("uk")
    app.controller.new_game("glory_automa", [({}, None), ({}, None)], seed=1)
    panel = window.bot_panels[app.controller.active_bot]
    for size, lines in ((TEXT_SIZES[-1], 2), (11, 1)):
        window.view_menu.set_text_size(size)
        settle(app.qapp, 100)
        title, menu = panel.title, panel.routines_button
        assert title.height() <= lines * title.fontMetrics().lineSpacing() + 4, (size, title.text())
        beside = abs(rect_in(menu, panel).top() - rect_in(title, panel).top()) < title.height()
        assert beside == (size == 11), f"Routines ▾ at {size}: beside the title {beside}"


def test_the_add_button_keeps_its_words_only_while_no_name_is_cut(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """At text size 24, "+ Bot" kept its words, measured before the tabs had the new size (and
    a pixel apart each time it was measured), while the followed bot's name read «B…1»."""
    app = make_app()
    window = app.window
    window.resize(*SIZE)
    app.language.set_language("pl")
    app.controller.new_game("eupop", [({"name": "Bot 1"}, None), ({"name": "Bot 2"}, None)], seed=1)
    play_demo(app.controller, 6)
    window.view_menu.set_text_size(TEXT_SIZES[-1])
    settle(app.qapp, 100)
    tabs = window.bot_tabs
    corner, bar = tabs.cornerWidget(), tabs.fair_bar
    if corner.text() == corner.full_text:
        assert bar.width() >= bar.wished_width(), "a name cut beside “+ Bot”"
    shown = corner.text()
    tabs.fit_corner()
    assert corner.text() == shown, "asked again, the same choice"
