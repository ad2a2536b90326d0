"""Issue 32 §2 and §3: every control of the play screen has a name a screen reader can say (in
the language shown) and a way to reach it from the keyboard (the focus, a shortcut or a menu
entry); the snapshot JSON carries both, and these tests read them as a player's tools would."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import QT_NOISE
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QTabBar, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import activate

from desktop.boot.snapshot import describe, play_demo, settle, takes_focus
from desktop.boot.startup import App
from desktop.core.paths import bundled_pack_dirs
from desktop.ui.keys import shown_words
from desktop.ui.language import render
from desktop.ui.play.die import RollPad
from desktop.ui.tones import contrast

PACK_IDS = [d.name for d in bundled_pack_dirs()]
SIZE = (1366, 768)


def mid_turn(make_app: Any, pack_id: str, language: str = "en") -> App:
    """A pack's sample game a few steps into its turn, at 1366×768, the screen settled."""
    app = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    app.window.resize(*SIZE)
    app.language.set_language(language)
    assert app.window.files.open_sample(pack_id)
    assert play_demo(app.controller, 3) > 0
    settled(app)
    return app


def settled(app: App) -> None:
    settle(app.qapp, 50)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the last game's widgets go


def said(name: str) -> bool:
    """Whether a name says something: a word or a number, not a glyph (−, +, ↶, »)."""
    return any(c.isalnum() for c in name)


@pytest.mark.parametrize("pack_id", PACK_IDS)
def test_every_control_mid_turn_has_a_name_a_screen_reader_can_say(
    qtbot: QtBot, make_app: Any, pack_id: str, monkeypatch: Any
) -> None:
    """EU had 21 controls with no name, Glory 39, Root 18, Mega Civ 2: mat fields, the Age and
    Round boxes, check boxes without text, the log, the mat area; − and + named by their glyph."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, pack_id)
    shot = describe(app.window)
    controls = [w for w in shot["widgets"] if w["interactive"]]
    assert len(controls) >= 8, [w["objectName"] for w in controls]
    unnamed = [(w["class"], w["objectName"], w["text"]) for w in controls if not said(w["name"])]
    assert not unnamed, f"{pack_id}: controls a screen reader cannot name: {unnamed}"
    for w in controls:
        if w["objectName"].startswith(("field:", "shared:")):
            assert w["name"] != w["text"], f"a field is named by its label, not its value: {w}"
    log = next(w for w in controls if w["objectName"] == "logText")
    assert log["name"] == "Turn log" and log["accessibleDescription"], log
    mat = next(w for w in controls if w["objectName"] == "botMat")
    assert app.controller.view.bot_name(app.controller.active_bot) in mat["name"], mat


def test_names_follow_a_language_switch(qtbot: QtBot, make_app: Any, monkeypatch: Any) -> None:
    """A − beside an EU counter is named "<the field>: one less" in the language shown, and the
    Age box by its fact, in Polish after a switch."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    panel = app.window.bot_panels[app.controller.active_bot]
    less = panel.findChild(QAbstractButton, "less:power.available")
    assert less is not None and less.accessibleName().endswith("one less"), less.accessibleName()
    english = less.accessibleName()
    app.language.set_language("pl")
    settled(app)
    bot = app.controller.view.active_bot
    assert bot is not None
    field = next(f for s in bot.mat for f in s.fields if f.path == "power.available")
    assert less.accessibleName().startswith(render(field.label)) and less.accessibleName() != english
    assert "one less" not in less.accessibleName(), "translated, not left in English"
    age = app.window.shared_bar.items["age"][1]
    fact = next(f for f in app.controller.view.shared if f.name == "age")
    assert age.accessibleName() == render(fact.label) != "Age"


def test_the_sample_game_buttons_say_which_game(qtbot: QtBot, make_app: Any, monkeypatch: Any) -> None:
    """The welcome page's four "Try a sample game" buttons shared one name."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = make_app(fresh=True)
    settled(app)
    samples = [w for w in describe(app.window)["widgets"] if w["objectName"].startswith("sample:")]
    assert len(samples) == len(app.controller.packs) >= 4
    names = [w["name"] for w in samples]
    assert len(set(names)) == len(names), names
    for entry in samples:
        pack = app.controller.packs[entry["objectName"].split(":", 1)[1]]
        assert pack.meta.name in entry["name"] and entry["text"] in entry["name"], entry


# ---- a key path for every control ---------------------------------------------------------------
# The window's entries (with their keys) that do what a button of the screen does.
ENTRY_OF = {
    "logHide": "log",
    "logShow": "log",
    "logThisBot": "log_bot",
    "logAllBots": "log_all",
    "undoButton": "undo",
    "redoButton": "redo",
}
# The step's own buttons say their key on their face ("Done [Enter]", "Roll [Space]", "Top left
# corner [1]") or are the number they answer.
STEP_KEYS = ("doneButton", "rollButton", "numberButton", "startTurnButton", "nextBotButton")


def key_path(app: App, button: QAbstractButton) -> str:
    """How the keyboard reaches what `button` does ("" when it cannot)."""
    window = app.window
    name = button.objectName()
    window.turn_menu.fill()
    in_turn_menu = {a.objectName() for a in window.menu_actions.menus["turn"].actions()}
    if takes_focus(button):
        return "Tab"
    if "turn:" + name in in_turn_menu:
        return "Turn menu"
    if name == "secondaryTurnButton" and "turn:turnButton" in in_turn_menu:
        return "Turn menu (Start turn)"
    entry = window.menu_actions.actions.get(ENTRY_OF.get(name, ""))
    if entry is not None:
        return "menu entry " + entry.text()
    if name in STEP_KEYS or name.startswith("answer_") or isinstance(button.parentWidget(), RollPad):
        return "its key"
    if name.startswith(("less:", "more:")):  # the counter's own field: Tab, then type the value
        field = window.findChild(QWidget, "field:" + name.split(":", 1)[1])
        return "its field" if field is not None and takes_focus(field) else ""
    return ""


@pytest.mark.parametrize("pack_id", PACK_IDS)
def test_every_button_of_the_play_screen_has_a_key_path(
    qtbot: QtBot, make_app: Any, pack_id: str, monkeypatch: Any
) -> None:
    """Pass, Phase 3–5, "A human traded ▶", "all in turn ▶", "+ Bot", Stop chart and the log's
    filters never took the focus and had no shortcut or menu entry."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, pack_id)
    buttons = [
        b
        for b in app.window.findChildren(QAbstractButton)
        if b.isVisible() and b.window() is app.window and not isinstance(b.parentWidget(), QTabBar)
    ]
    assert len(buttons) >= 6
    lost = [b.objectName() or b.text() for b in buttons if not key_path(app, b)]
    assert not lost, f"{pack_id}: no key reaches {lost}"


def test_the_turn_menu_does_what_the_buttons_do(qtbot: QtBot, make_app: Any, monkeypatch: Any) -> None:
    """EU in Phase 2: the Turn menu lists Start turn, Stop chart, Pass and the phases' routines,
    the bot's Routines menu, "A human traded ▶" and "+ Bot", enabled as their buttons are; its
    "A human traded ▶" runs that routine for the bot shown, as the button does."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    window = app.window
    menu = window.menu_actions.menus["turn"]
    window.turn_menu.fill()
    entries = {a.objectName(): a for a in menu.actions() if a.objectName()}
    panel = window.bot_panels[app.controller.active_bot]
    for button in (panel.turn_button, panel.stop_button, *panel.routine_buttons.values()):
        action = entries["turn:" + button.objectName()]
        assert action.isEnabled() == button.isEnabled() and shown_words(action.text()) == shown_words(
            button.full_text
        )
    assert "turn:addSeatButton" in entries
    assert any(a.menu() is panel.more_menu for a in menu.actions()), "the Routines menu is in it"
    trade = next(a for n, a in entries.items() if n.startswith("turn:table:"))
    before = app.controller.view.step
    trade.trigger()
    step = app.controller.view.step
    assert step is not None and step != before and step.chart == "trade", step


@pytest.mark.qt_log_ignore(r"This plugin does not support grabbing the keyboard", *QT_NOISE)  # the popup
@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_each_turn_menu_entry_has_its_own_letter(
    qtbot: QtBot, make_app: Any, monkeypatch: Any, language: str
) -> None:
    """The Turn menu's entries had no Alt letters: a player on the keys reached them only by the
    arrows. Each now has one of its own (the bot's turn button, Stop, the round's routines, + Bot),
    and pressing it in the open menu does what the button does: "A human traded ▶" here."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop", language)
    menu = app.window.menu_actions.menus["turn"]
    menu.popup(app.window.mapToGlobal(app.window.rect().center()))  # filled as it opens
    qtbot.waitUntil(menu.isVisible)
    entries = [a for a in menu.actions() if not a.isSeparator()]
    letters = [QKeySequence.mnemonic(a.text()).toString().casefold() for a in entries]
    assert len(entries) >= 5 and all(letters), [a.text() for a in entries]
    assert len(set(letters)) == len(letters), [a.text() for a in entries]
    trade = next(a for a in entries if a.objectName().startswith("turn:table:"))
    key = QKeySequence.mnemonic(trade.text())[0].key()  # a letter's key: its capital's code point
    press = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, chr(key.value).lower())
    QApplication.sendEvent(menu, press)  # a Cyrillic letter too: as the keyboard sends it
    qtbot.waitUntil(lambda: getattr(app.controller.view.step, "chart", "") == "trade", timeout=2000)


def test_the_logs_filters_are_menu_entries_and_stay_in_step(
    qtbot: QtBot, make_app: Any, monkeypatch: Any
) -> None:
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    window, log = app.window, app.window.log_view
    assert window.menu_actions["log_bot"].isChecked() and not log.all_bots
    window.menu_actions["log_all"].trigger()
    assert log.all_bots and log.all_button.isChecked()
    log.bot_button.click()
    assert window.menu_actions["log_bot"].isChecked() and not log.all_bots


def test_enter_on_an_empty_number_field_says_what_it_takes(
    qtbot: QtBot, make_app: Any, monkeypatch: Any
) -> None:
    """EU's "How many are tied?" takes 2 to 6: Enter with nothing typed said nothing at all."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    c, window = app.controller, app.window
    if c.step() is not None:
        assert c.abort(c.active_bot)
    assert c.apply({"type": "start", "bot": c.active_bot, "chart": "pick_tied"})
    activate(qtbot, window)
    field = window.step_panel.number_edit
    assert field.isVisible() and field.text() == ""
    # QA s15 item 9: a screen reader said only "edit" (its placeholder is no name)
    assert field.accessibleName() == "A whole number from 2 to 6"
    app.language.set_language("pl")
    assert "2" in field.accessibleName() and "6" in field.accessibleName()
    assert field.accessibleName() != "A whole number from 2 to 6", "said in the language shown"
    app.language.set_language("en")
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert window.message.isVisible() and "from 2 to 6" in window.message.text(), window.message.text()
    window.message.hide()
    field.clearFocus()
    qtbot.keyClick(window, Qt.Key.Key_Return)  # the step's Enter, no field being edited
    assert window.message.isVisible() and "from 2 to 6" in window.message.text()
    assert c.step() is not None and c.step().node == "count", "nothing was answered"


def test_a_check_box_reached_with_tab_takes_space_and_a_click_leaves_keys_to_the_step(
    qtbot: QtBot, make_app: Any, monkeypatch: Any
) -> None:
    """A mat's check box (EU "At War") is reached with Tab and Space ticks it; a click on it
    does not take the focus, so Space and Enter still answer the step."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    window = app.window
    activate(qtbot, window)
    panel = window.bot_panels[app.controller.active_bot]
    box = next(b for b in panel.findChildren(QCheckBox) if b.isVisible() and b.isEnabled())
    assert box.focusPolicy() == Qt.FocusPolicy.TabFocus
    path = box.parentWidget().fld.path
    ticked = bool(value_of(app, path))
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert bool(value_of(app, path)) != ticked, "Space ticked the box that has the focus"
    step = app.controller.step()
    box.clearFocus()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert not box.hasFocus() and bool(value_of(app, path)) == ticked, "a click ticks it back"
    assert app.controller.step() == step, "the step is where it was"


def value_of(app: App, path: str) -> object:
    """A field's value for the bot shown, as the view gives it."""
    bot = app.controller.view.active_bot
    assert bot is not None
    return next(f.value for s in bot.mat for f in s.fields if f.path == path)


def test_the_chart_the_mat_and_routines_show_the_focus(qtbot: QtBot, make_app: Any, monkeypatch: Any) -> None:
    """Tab reached them and nothing showed where the keys were."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    window = app.window
    activate(qtbot, window)
    for target in (window.flowchart, window.bot_panels[app.controller.active_bot].mat):
        target.setFocus(Qt.FocusReason.TabFocusReason)
        settle(app.qapp, 30)
        ring = target.findChild(QWidget, "focusRing")
        assert ring is not None and ring.isVisible() and ring.geometry() == target.rect(), target.objectName()
    routines = window.bot_panels[app.controller.active_bot].routines_button
    plain = routines.grab().toImage()
    routines.setFocus(Qt.FocusReason.TabFocusReason)
    settle(app.qapp, 30)
    assert routines.hasFocus() and routines.grab().toImage() != plain, "Routines ▾ looks the same focused"
    assert window.flowchart.findChild(QWidget, "focusRing") is None, "the mark left the chart"


def test_a_check_box_square_grows_with_the_text_size(qtbot: QtBot, make_app: Any, monkeypatch: Any) -> None:
    """A mat's check box square is at least three quarters of its words' height, at the largest
    text size too (Fusion's own square stays 13 px however large the words)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    app.window.view_menu.set_text_size(24)
    settle(app.qapp, 50)
    panel = app.window.bot_panels[app.controller.active_bot]
    box = next(b for b in panel.findChildren(QCheckBox) if b.isVisible())
    option = QStyleOptionButton()
    box.initStyleOption(option)
    square = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    assert square.height() >= box.fontMetrics().height() * 3 // 4 > 13


def focus_tone_pixels(widget: QWidget) -> int:
    """How many of the widget's pixels are drawn in the focus tone."""
    from desktop.ui.tones import tone

    focus = tone("focus").rgb()
    image = widget.grab().toImage()
    return sum(1 for y in range(image.height()) for x in range(image.width()) if image.pixel(x, y) == focus)


def test_a_dialog_button_with_the_focus_shows_it(qtbot: QtBot, make_app: Any) -> None:
    """QA s15 item 2: in the Stop question (and New game, the library) the button Tab reached was
    drawn as its neighbour, so a player could not see whether Enter would abandon the run or keep
    it. A dialog's button with the focus carries the focus band."""
    from PySide6.QtWidgets import QMessageBox

    app = make_app()
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, "Stop", "Abandon the running chart?", buttons, app.window)
    box.show()
    activate(qtbot, box)
    no = box.button(QMessageBox.StandardButton.No)
    yes = box.button(QMessageBox.StandardButton.Yes)
    yes.setFocus(Qt.FocusReason.TabFocusReason)
    settle(app.qapp, 30)
    assert focus_tone_pixels(no) == 0 < focus_tone_pixels(yes)
    no.setFocus(Qt.FocusReason.TabFocusReason)
    settle(app.qapp, 30)
    assert focus_tone_pixels(yes) == 0 < focus_tone_pixels(no), "the mark follows the focus"
    box.close()


def test_tab_reaches_the_log_and_the_step_keeps_its_keys(
    qtbot: QtBot, make_app: Any, monkeypatch: Any
) -> None:
    """QA s15 item 6: Tab never reached the turn log, so neither the keyboard nor a screen reader
    could read back what was answered. Tab reaches it now (marked by the focus band) and the
    arrows scroll it, while Space and Enter still go on with the step."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    window, c = app.window, app.controller
    activate(qtbot, window)
    log = window.log_view.text
    assert log.focusPolicy() & Qt.FocusPolicy.TabFocus
    log.setFocus(Qt.FocusReason.TabFocusReason)
    settle(app.qapp, 30)
    assert log.hasFocus()
    ring = log.findChild(QWidget, "focusRing")
    assert ring is not None and ring.isVisible()
    for _ in range(40):  # to a step Space answers (Done or a roll)
        step = c.step()
        if step is not None and step.kind in ("do", "roll"):
            break
        play_demo(c, 1)
    step = c.step()
    assert step is not None and step.kind in ("do", "roll"), step
    cursor = c.session.cursor if c.session else 0
    log.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(log, Qt.Key.Key_Space)
    assert c.session is not None and c.session.cursor > cursor, "Space went on with the step"


def test_the_bot_tabs_show_the_focus(qtbot: QtBot, make_app: Any, monkeypatch: Any) -> None:
    """QA s15 item 7: the focused tab was marked by Fusion's pale frame, about 1.4:1; the tabs
    that hold the keys carry the focus band."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    activate(qtbot, app.window)
    bar = app.window.bot_tabs.tabBar()
    bar.setFocus(Qt.FocusReason.TabFocusReason)
    settle(app.qapp, 30)
    ring = bar.findChild(QWidget, "focusRing")
    assert bar.hasFocus() and ring is not None and ring.isVisible() and ring.geometry() == bar.rect()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_round_bar_current_phase_is_not_drawn_as_the_focus(
    qtbot: QtBot, make_app: Any, monkeypatch: Any, theme: str
) -> None:
    """QA s15 item 8: the phase the table is in had a 2 px blue frame, the focus band's look,
    although Tab never goes there. It is framed in the words' colour; blue marks the keys only."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = mid_turn(make_app, "eupop")
    app.window.view_menu.set_theme(theme)
    settle(app.qapp, 30)
    boxes = app.window.round_bar.boxes
    current = next(b for b in boxes if b.current)
    assert focus_tone_pixels(current) == 0
    image = current.grab().toImage()
    words = current.palette().color(QPalette.ColorRole.WindowText)
    frame = [image.pixelColor(x, image.height() // 2) for x in range(3)]
    assert any(contrast(c, words) < 1.5 for c in frame), "framed in the words' colour"
    app.window.view_menu.set_theme("light")
