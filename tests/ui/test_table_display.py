"""Issue 30: View → Table display, a second read-only window the whole table reads in its own
language. It shows each step the main window shows, in the same turn of the event loop; it never
takes the keyboard; its language, screen and full screen are remembered; it works in every pack
in every state (no game, mid-turn, mid-routine, a die shown, between turns)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import answer_plainly

from desktop.boot.startup import App
from desktop.core.messages import Message
from desktop.core.paths import translations_dir
from desktop.core.play.view import BotView, GameView, StepView
from desktop.ui.language import render
from desktop.ui.settings import Settings
from desktop.ui.table.table_window import TableWindow
from desktop.ui.table.table_words import NO_GAME, WAIT_ASK, WAIT_COUNT, WAIT_DO, WAIT_NUMBER
from desktop.ui.table.tongue import Tongue, tongue_for

TRANSLATIONS = translations_dir()
PACKS = ("eupop", "root_clockwork", "glory_automa", "megaciv_calamities")
# A routine each pack can start while its sample's first run is under way (None: it has none
# to start then): EU's and Root's interrupt the run and open with a die roll.
ROUTINES = {"eupop": "choose_opponent", "root_clockwork": "take_hits", "glory_automa": "exploration"}


@pytest.fixture
def bundled(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bundled packs, all four."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)


def tongue(app: App, code: str) -> Tongue:
    return tongue_for(code, app.language.catalogues(code))


def open_display(app: App, code: str, size: tuple[int, int] = (1920, 1080)) -> TableWindow:
    app.window.table_display.set_language(code)
    window = app.window.table_display.open()
    window.resize(*size)
    QApplication.processEvents()
    return window


def shown_whole(window: TableWindow) -> None:
    """The instruction is there, whole, at least 32 px at 1920×1080; no text leaves the window."""
    step = window.step
    assert step.full_text and step.text() == step.full_text, "the instruction is whole"
    assert step.font().pixelSize() >= 32 * window.scale() - 0.5
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.text():
            at = label.mapTo(window, label.rect().bottomRight())
            assert at.x() <= window.width() and at.y() <= window.height(), label.objectName()


def sample_with_the_keyboard(qtbot: QtBot, make_app: Any) -> App:
    """An EU sample game whose main window is shown and active (it has the keyboard)."""
    app = make_app()
    window = app.window
    window.files.open_sample("eupop")
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return app


def test_the_display_shows_each_step_of_a_turn_in_its_own_language(
    qtbot: QtBot, bundled: None, make_app: Any
) -> None:
    app = make_app()
    app.window.set_language("pl")  # the laptop plays in Polish, the guest reads Ukrainian
    app.window.files.open_sample("eupop")
    display = open_display(app, "uk")
    uk = tongue(app, "uk")
    main_text = app.window.step_panel.text
    differs = steps = 0
    while steps < 14:
        view = app.controller.view
        step = view.step
        assert step is not None
        # what the main window shows, in Polish; the display the same step in Ukrainian
        assert main_text.text() == render(step.text)
        assert display.step.full_text == uk.render(step.text)
        # a sample's bot is named by the pack: in the display's language too («Кастилія»)
        assert display.bot.text() == uk.render(view.bot_said(step.bot)) != view.bot_name(step.bot)
        differs += display.step.full_text != main_text.text()
        number = WAIT_COUNT if step.counts is not None else WAIT_NUMBER  # what it counts, if named
        waiting = {"ask": WAIT_ASK, "do": WAIT_DO, "number": number}.get(step.kind)
        if waiting is not None:
            assert display.waiting.text().startswith(uk.say("TableDisplay", waiting).split("{")[0])
        assert answer_plainly(app)
        steps += 1
        # drawn at once, before any event runs: the same frame as the main window
        after = app.controller.view.step
        if after is None:
            break
        assert display.step.full_text == uk.render(after.text)
        assert display.answer.full_text, "the answer just given is shown"
    assert differs == steps, "every step reads in the display's own language"
    assert app.language.current() == "pl", "the main window keeps its language"
    assert display.log_lines[0].head, "the log's newest line is on top"


def test_it_never_takes_the_keyboard(qtbot: QtBot, bundled: None, make_app: Any) -> None:
    app = sample_with_the_keyboard(qtbot, make_app)
    window = app.window
    display = open_display(app, "uk")
    assert display.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    assert display.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    assert all(w.focusPolicy() == Qt.FocusPolicy.NoFocus for w in [display, *display.findChildren(QWidget)])
    for _ in range(5):
        assert answer_plainly(app)
        QApplication.processEvents()
    # a platform that activated it anyway had the keyboard handed back to the main window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert not display.isActiveWindow()
    focus = QApplication.focusWidget()
    assert focus is None or focus.window() is not display
    window.menu_actions["table_full"].trigger()  # F11 comes from the main window's keyboard
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert not display.isActiveWindow()


def test_closing_and_reopening_keeps_its_settings(qtbot: QtBot, bundled: None, make_app: Any) -> None:
    app = make_app()
    actions, display = app.window.menu_actions, app.window.table_display
    actions["table"].trigger()
    window = display.window
    assert window is not None and window.isVisible() and actions["table"].isChecked()
    display.fill_languages()  # as View → Table display language opens
    menu = actions.submenus["table_language"]
    names = [a.text() for a in menu.actions()]
    assert names[1:] == ["English", "Polski", "Українська"]
    next(a for a in menu.actions() if a.objectName() == "tableLang:uk").trigger()
    actions["table_full"].trigger()
    assert window.isFullScreen()
    actions["table"].trigger()  # closed from the menu
    assert not window.isVisible() and not actions["table"].isChecked()
    saved, _problem = Settings.load()
    assert (saved.table_language, saved.table_full) == ("uk", True)
    assert saved.table_screen == window.screen().name()
    display.open()
    assert window.isFullScreen() and window.isVisible()
    assert window.step.full_text == tongue(app, "uk").say("TableDisplay", NO_GAME)
    assert app.language.current() != "uk" or saved.language == "uk"
    window.close()  # the window manager's close button
    assert not actions["table"].isChecked()
    assert Settings.load()[0].table_language == "uk"


def test_open_at_quit_it_opens_again_at_the_next_start(qtbot: QtBot, bundled: None, make_app: Any) -> None:
    """Issue 30: a display left open when the app closes comes back with the next start; one the
    player closed stays closed."""
    app = make_app()
    app.window.menu_actions["table"].trigger()
    app.window.close()
    assert Settings.load()[0].table_open, "open at quit: remembered"
    again = make_app()
    again.window.table_display.reopen()  # what the start does after the first paint
    display = again.window.table_display
    assert display.shown and again.window.menu_actions["table"].isChecked()
    assert display.window is not None
    display.window.close()  # the player closes it
    assert not Settings.load()[0].table_open
    last = make_app()
    last.window.table_display.reopen()
    assert not last.window.table_display.shown


def test_a_screen_that_is_gone_gives_a_window(qtbot: QtBot, bundled: None, make_app: Any) -> None:
    app = make_app()
    settings = app.window.settings
    settings.table_screen, settings.table_full = "HDMI-that-was-unplugged", True
    window = app.window.table_display.open()
    assert window.isVisible() and not window.isFullScreen()
    room = app.window.screen().availableGeometry()
    assert room.intersects(window.geometry()), "on a screen that is there"


def test_it_follows_the_main_window_language_until_it_has_its_own(
    qtbot: QtBot, bundled: None, make_app: Any
) -> None:
    app = make_app()
    app.window.set_language("en")
    window = app.window.table_display.open()
    app.window.set_language("pl")
    assert window.step.full_text == tongue(app, "pl").say("TableDisplay", NO_GAME)
    app.window.table_display.set_language("uk")
    app.window.set_language("en")
    assert window.step.full_text == tongue(app, "uk").say("TableDisplay", NO_GAME)


def check_view(window: TableWindow, view: GameView, uk: Tongue) -> None:
    """What every state must show: the instruction whole and large, the bot, the die when rolled."""
    shown_whole(window)
    step = view.step
    if step is not None:
        assert window.step.full_text == uk.render(step.text)
        assert window.chart.text() == f"· {uk.render(step.chart_title)}"
    if view.die is not None:
        assert window.die.isVisible() and window.die.width() >= 150, "the die as a large face"


@pytest.mark.parametrize("pack_id", PACKS)
def test_every_pack_in_every_state(qtbot: QtBot, bundled: None, make_app: Any, pack_id: str) -> None:
    app = make_app()
    window = open_display(app, "uk")
    uk = tongue(app, "uk")
    shown_whole(window)  # no game
    assert window.step.full_text == uk.say("TableDisplay", NO_GAME)
    assert app.window.files.open_sample(pack_id)
    for _ in range(3):  # mid-turn
        check_view(window, app.controller.view, uk)
        answer_plainly(app)
    routine = ROUTINES.get(pack_id)
    if routine is not None:  # mid-routine (nested in the run where it interrupts, else after the run)
        interrupts = any(r.chart == routine and r.interrupts for r in app.controller.view.routines)
        for _ in range(50):
            if interrupts or not answer_plainly(app):
                break
        assert app.controller.start(routine)
        step = app.controller.view.step
        assert step is not None and step.chart == routine
        check_view(window, app.controller.view, uk)
    rolled = False
    for _ in range(150):  # on to the end of the run: every step, a die when one is rolled
        check_view(window, app.controller.view, uk)
        rolled |= app.controller.view.die is not None
        if not answer_plainly(app):
            break
    view = app.controller.view
    assert view.step is None
    check_view(window, view, uk)  # between turns
    assert rolled == (pack_id in ("eupop", "root_clockwork")), "EU's and Root's routines roll a die"
    bot = view.active_bot
    assert bot is not None
    fields = {f.path: f for s in bot.mat for f in s.fields}
    headline = [fields[p] for p in view.headline if p in fields]  # in the pack's order
    tiles = [t for t in window.tiles if t.isVisible()]
    assert [t.caption.text() for t in tiles] == [uk.render(f.label) for f in headline]
    assert bool(headline) == (pack_id != "megaciv_calamities"), "each pack with a mat has figures"


def longest_texts() -> list[tuple[str, Message]]:
    """(language, text) of the longest text of each rule pack, in English and in each translation."""
    out = []
    for ts in sorted(TRANSLATIONS.glob("rules_*_uk.ts")) + sorted(TRANSLATIONS.glob("rules_*_pl.ts")):
        messages = [
            (c.findtext("name"), m) for c in ET.parse(ts).getroot().iter("context") for m in c.iter("message")
        ]
        for language, read in ((ts.stem[-2:], "translation"), ("en", "source")):
            context, message = max(messages, key=lambda e: len(e[1].findtext(read) or ""))
            out.append((language, Message(str(context), str(message.findtext("source")))))
    return out


def test_the_longest_instruction_of_every_pack_is_whole_and_large(qtbot: QtBot, make_app: Any) -> None:
    """At 1920×1080 the longest text of each pack, in each language, keeps at least 32 px."""
    app = make_app()
    bot = BotView(id="b1", name="Castile", badges=(), running=True, mat=())
    window = open_display(app, "en")
    for language, text in longest_texts():
        window.set_tongue(tongue(app, language), app.controller.view)
        step = StepView("b1", "main", Message("x", "Main"), "n", "do", text)
        window.show_view(GameView(pack_id="x", bots=(bot,), active="b1", step=step))
        assert len(window.step.full_text) > 300, (language, text)
        shown_whole(window)


def test_a_long_log_line_keeps_its_answer_whole(qtbot: QtBot, bundled: None, make_app: Any) -> None:
    """A log line too long for the display is cut with "…" in its words, never in what the
    table answered: "→ 0" stays whole at the end of the line."""
    app = make_app()
    assert app.window.files.open_sample("eupop")
    display = open_display(app, "en")
    while not any(line.tail for line in display.log_lines) and app.controller.step() is not None:
        assert answer_plainly(app)
    line = next(line for line in display.log_lines if line.tail)
    assert line.tail.startswith("→ ") and "→" not in line.head, "the answer is the line's own part"
    line.resize(line.fontMetrics().horizontalAdvance(line.tail) * 3, line.height())  # a narrow screen
    assert "…" in line.text() and line.text().endswith(line.tail), line.text()


@pytest.mark.parametrize(
    ("pack_id", "code", "said"), [("glory_automa", "uk", "Далі: "), ("megaciv_calamities", "pl", "Dalej: ")]
)
def test_who_comes_next_is_said_whatever_the_seats_gender(
    qtbot: QtBot, bundled: None, make_app: Any, pack_id: str, code: str, said: str
) -> None:
    """A Ukrainian Glory game's display said «Наступний: Автома 2» (the automa is feminine:
    «наступна автома»), a Polish Mega Civ one «Następny: Katastrofa 2»: the display says who
    comes next as the step panel's Next button does, in words that agree with any seat."""
    app = make_app()
    app.window.set_language(code)
    dialog = app.window.dialogs.new_game()
    dialog.select_pack(pack_id)
    dialog.add_bot()
    dialog.accept()
    app.window.step_panel.start_button.click()  # the first seat's run: the second comes next
    display = open_display(app, code)
    view = app.controller.view
    assert view.step is not None and view.step.bot == view.bots[0].id
    second = view.bots[1].name
    assert display.next.text() == f"{said}{second}"
    assert (
        display.next.text()
        == tongue(app, code).say("StepPanel", "Next: {bot} ▶ [Enter]", bot=second).split(" ▶")[0]
    )


def test_a_display_closed_across_an_undo_opens_on_the_game_now(
    qtbot: QtBot, bundled: None, make_app: Any
) -> None:
    """Closed, then Undo and a new step: the display kept its old view, whose log reached past
    the game's last step; opening it again raised IndexError and showed nothing (helper qa-long)."""
    app = make_app()
    c = app.controller
    c.new_game("megaciv_calamities", [({"name": "A"}, None)], seed=1)

    def steps(n: int) -> None:
        for _ in range(n):
            if not answer_plainly(app):
                c.start_turn()

    steps(10)
    app.window.table_display.set_shown(True)
    steps(5)
    app.window.table_display.set_shown(False)
    for _ in range(3):
        assert c.undo()
    steps(1)
    window = app.window.table_display.open()
    assert window.isVisible() and window.view is c.view
    app.window.table_display.set_shown(False)
    app.language.set_language("pl")  # raised from the language-change slot too


def test_closing_it_leaves_the_keyboard_with_the_main_window(
    qtbot: QtBot, bundled: None, make_app: Any
) -> None:
    """QA s17: after Ctrl+T twice no window was active (no window manager to pick one): the main
    window takes the keyboard back when the display closes, as it had it before."""
    app = sample_with_the_keyboard(qtbot, make_app)
    window = app.window
    open_display(app, "uk")
    window.menu_actions["table"].trigger()  # Ctrl+T again: closed
    QApplication.processEvents()
    assert not window.table_display.shown
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
