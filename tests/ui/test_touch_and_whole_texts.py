"""Issue 28 items 2 and 7. Answers are touch targets: at least 44 px tall and thumb-wide at
1366×768, larger at 1920×1080 and with larger text; undo/redo and the mat's − and + comfortably
clicked. No button text and no phase name is ever cut ("Phase 4: Income & Up…", "France · Normal ·
No Realm pro…", "Фаза 3: Мир і бу…"), in any language: checked on the snapshot JSON (each visible
widget's text as drawn) and on the widths the texts need."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QPushButton, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from desktop.boot.snapshot import describe, play_demo, settle
from desktop.boot.startup import App
from desktop.core import paths
from desktop.core.paths import bundled_pack_dirs
from desktop.ui.forms.check_dialog import CheckDialog
from desktop.ui.play.round_bar import PhaseBox
from desktop.ui.widgets.flow_layout import TOUCH_MIN

PACK_IDS = [d.name for d in bundled_pack_dirs()]
SIZES = [(1366, 768), (1920, 1080)]
THUMB = 80  # px: an answer a thumb hits (twice its least height, less the frame)


def opened(make_app: Any, pack_id: str, language: str, size: tuple[int, int], monkeypatch: Any) -> App:
    """The pack's sample game a few steps into its turn, in a language, at a window size."""
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    app = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    app.window.resize(*size)
    app.language.set_language(language)
    assert app.window.files.open_sample(pack_id)
    play_demo(app.controller, 3)
    settle(app.qapp, 50)
    return app


def whole(widget: QWidget) -> str:
    """Why a text-bearing widget's text is not shown whole ("" when it is)."""
    text = widget.text() if isinstance(widget, (QAbstractButton, QLabel)) else ""
    if not text:
        return ""
    if "…" in text:
        return f"ends in an ellipsis: {text!r}"
    metrics = widget.fontMetrics()
    if isinstance(widget, QLabel) and widget.wordWrap():  # wraps at its width: tall enough, no word cut
        lines = widget.heightForWidth(widget.width())
        widest = max(map(metrics.horizontalAdvance, text.split()))
        if widget.height() < lines or widest > widget.width():
            return f"needs {lines} px tall, has {widget.height()}: {text!r}"
        return ""
    pad = 6 if isinstance(widget, QAbstractButton) else 0
    widest = max(metrics.horizontalAdvance(line) for line in text.replace("&&", "&").split("\n"))
    if widest + pad > widget.width():
        return f"needs {widest + pad} px, has {widget.width()}: {text!r}"
    return ""


def cut_texts(window: QWidget) -> list[str]:
    """Every visible button, phase box, the bot's title and the mat's hints whose text is not
    whole (a Root track's hint in Ukrainian was cut to "… а…")."""
    out = []
    for w in window.findChildren(QWidget):
        if not w.isVisible() or w.window() is not window:
            continue
        named = w.objectName()
        if isinstance(w, (QAbstractButton, PhaseBox)) or named == "botTitle" or named.startswith("hint:"):
            why = whole(w)
            if why:
                out.append(f"{w.objectName() or type(w).__name__}: {why}")
    return out


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
@pytest.mark.parametrize("pack_id", PACK_IDS)
def test_no_button_or_phase_name_is_cut_at_1366(
    qtbot: QtBot, make_app: Any, pack_id: str, language: str, monkeypatch: Any
) -> None:
    app = opened(make_app, pack_id, language, SIZES[0], monkeypatch)
    assert cut_texts(app.window) == []
    shot = describe(app.window)  # the snapshot's JSON: texts as drawn
    for entry in shot["widgets"]:
        drawn = entry["class"] in ("PhaseBox", "WrapButton", "AnswerButton", "QPushButton", "QToolButton")
        if drawn or entry["objectName"] == "botTitle":
            assert "…" not in entry["text"], entry


@pytest.mark.parametrize("language", ["en", "uk"])
def test_the_deck_checks_main_button_is_whole(
    qtbot: QtBot, make_app: Any, language: str, monkeypatch: Any
) -> None:
    app = opened(make_app, "eupop", language, SIZES[0], monkeypatch)
    dialog = CheckDialog(app.controller.packs["eupop"], "bot_deck_check", paths.overlays_dir(), app.window)
    dialog.show()
    settle(app.qapp, 50)
    for button in (dialog.confirm_button, dialog.uncheck_button):
        assert whole(button) == "", button.text()
    dialog.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pack_id", PACK_IDS)
def test_answers_are_touch_targets_and_grow_with_the_window(
    qtbot: QtBot, make_app: Any, pack_id: str, size: tuple[int, int], monkeypatch: Any
) -> None:
    app = opened(make_app, pack_id, "en", size, monkeypatch)
    panel = app.window.step_panel
    buttons = [
        b
        for b in [*panel.option_buttons, *panel.value_buttons, *panel.findChildren(QAbstractButton)]
        if b.isVisible() and not isinstance(b, QToolButton) and b.parent() is not panel.roll_pad
    ]
    assert buttons, "the step offers something to press"
    least = TOUCH_MIN if size == SIZES[0] else round(size[1] / 17)
    for button in buttons:
        name = button.objectName() or button.text()
        assert button.height() >= least, f"{name}: {button.height()} px tall at {size}"
        assert button.width() >= THUMB, f"{name}: {button.width()} px wide at {size}"
    for tool in (panel.undo_button, panel.redo_button):
        assert tool.width() >= 36 and tool.height() >= 36, f"{tool.objectName()}: {tool.size()}"
    mat = app.window.bot_panels[app.controller.active_bot].mat
    steppers = [b for b in mat.findChildren(QToolButton) if b.objectName().startswith(("less:", "more:"))]
    for stepper in steppers:
        assert stepper.width() >= 22 and stepper.height() >= 20, f"{stepper.objectName()}: {stepper.size()}"


def test_answers_grow_with_the_text_size(qtbot: QtBot, make_app: Any, monkeypatch: Any) -> None:
    app = opened(make_app, "eupop", "en", SIZES[0], monkeypatch)
    panel = app.window.step_panel
    before = panel.touch
    app.window.view_menu.set_text_size(16, save=False)
    settle(app.qapp, 50)
    assert panel.touch > before
    shown = [b for b in panel.option_buttons if b.isVisible()] or [panel.done_button]
    assert all(b.height() >= panel.touch for b in shown if b.isVisible())


def test_a_questions_answers_are_touch_targets(qtbot: QtBot, make_app: Any) -> None:
    """QA s17: Stop's «Porzuć» and «Anuluj» were 24 px tall, half a step's answer: a question the
    app asks is answered with the same thumb."""
    from desktop.ui.widgets.confirm import confirm

    app = make_app()
    box = confirm(app.window, "Stop", "Stop the chart?", "Stop", lambda: None)
    qtbot.waitExposed(box)
    heights = [button.height() for button in box.buttons()]
    assert len(heights) == 2 and min(heights) >= TOUCH_MIN
    box.reject()


def test_every_dialogs_answers_are_touch_targets(qtbot: QtBot, make_app: Any, monkeypatch: Any) -> None:
    """QA s17 at 200 %: New game's OK and Cancel, the library's Open…, Keys' Close stayed 24 px
    with Qt's stock icons blurred by the scaling, beside 44 px answers in the window."""
    app = opened(make_app, "eupop", "pl", SIZES[0], monkeypatch)
    window = app.window
    dialogs = {
        "new game": window.dialogs.new_game(),
        "library": window.files.show_library(),
        "keys": window.dialogs.show_shortcuts(),
        "step rules": window.dialogs.show_step_rules(),
        "add bot": window.seats.add(),
    }
    for name, dialog in dialogs.items():
        assert dialog is not None, name
        qtbot.waitExposed(dialog)
        answers = [b for b in dialog.findChildren(QPushButton) if b.isVisible() and b.text()]
        assert answers, name
        for button in answers:
            assert button.height() >= TOUCH_MIN, f"{name}: {button.text()!r} {button.height()} px"
            assert button.icon().isNull(), f"{name}: {button.text()!r} keeps a stock icon"
        dialog.close()
