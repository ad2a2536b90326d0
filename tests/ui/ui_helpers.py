"""Helpers of the GUI tests: real clicks, window activation, a marking translator, a start of
the app in a process of its own."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.boot.startup import App

ROOT = Path(__file__).resolve().parents[2]


def run_python(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """This Python run with `args` in the checkout, offscreen, without the test's data folder (the
    run names its own, in `args` or `env`), with `env` added; its output kept. Two minutes at most."""
    full = dict(os.environ)
    full.pop("BOTMAT_DATA_DIR", None)
    full.update(QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=full, capture_output=True, text=True, timeout=120
    )


class MarkingTranslator(QTranslator):
    """Translates every text into "‹text›", so a test sees which texts went through Qt."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return "‹" + source + "›"

    def isEmpty(self) -> bool:
        return False


def area_in(widget: QWidget, parent: QWidget) -> QRect:
    """Where `widget` stands in `parent`'s pixels (however deep it sits in it)."""
    return QRect(widget.mapTo(parent, QPoint(0, 0)), widget.size())


def activate(qtbot: QtBot, window: QWidget) -> None:
    """Make the window the active one, so its keyboard shortcuts receive keys."""
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)


def click(qtbot: QtBot, widget: object) -> None:
    """A real left click on a widget."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def answer_confirm(qtbot: QtBot, window: QWidget, yes: bool = True, name: str = "confirmYes") -> str:
    """Answer the question box the window shows (Yes, the button `name`, or Cancel); returns its
    text."""
    from PySide6.QtWidgets import QMessageBox

    boxes = [b for b in window.findChildren(QMessageBox, "confirmBox") if b.isVisible()]
    assert len(boxes) == 1, "a question box is shown"
    box = boxes[0]
    text = box.text()
    if yes:
        click(qtbot, box.findChild(QAbstractButton, name))
    else:
        click(qtbot, box.button(QMessageBox.StandardButton.Cancel))
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
    return text


def play_run(qtbot: QtBot, app: App, seed: int = 1, limit: int = 400) -> int:
    """Click through the active bot's running chart until it ends; returns the steps taken."""
    c, panel = app.controller, app.window.step_panel
    rng = random.Random(seed)
    steps = 0
    assert c.session is not None
    while c.session.running(c.active_bot):
        assert steps < limit, "the run did not end"
        step = c.step()
        assert step is not None
        if step.kind == "ask":
            click(qtbot, panel.option_buttons[rng.randrange(len(step.options))])
        elif step.kind == "number":
            assert step.number is not None and panel.number_edit.isVisible()
            low, high = step.number["min"], step.number["max"]
            panel.number_edit.setText(str(rng.randint(low, min(high, low + 6))))
            click(qtbot, panel.number_button)
        elif step.kind == "roll":
            click(qtbot, panel.roll_button)
        else:
            click(qtbot, panel.done_button)
        steps += 1
    return steps


def take_steps(app: App, steps: int) -> None:
    """Take steps of the active bot through the controller: start its turn when none runs,
    answer the first option, roll a 2, confirm instructions."""
    c = app.controller
    for _ in range(steps):
        step = c.step()
        if step is None:
            assert c.start_turn()
        elif step.kind == "ask":
            assert c.answer(step.options[0].id)
        elif step.kind == "roll":
            assert c.roll(2)
        else:
            assert c.done()


def tiny_game(app: App, title: str, steps: int = 0, seed: int = 3) -> None:
    """A tiny-pack game with one bot, Red, as a game of the library, `steps` into play."""
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=seed, title=title)
    take_steps(app, steps)


def answer_plainly(app: App, prefer: str = "") -> bool:
    """Take the current step the plain way: the answer `prefer` when offered (else the first),
    the lowest number, the app's roll, or Done. False when there is no step (or it was refused)."""
    step = app.controller.step()
    if step is None:
        return False
    if step.kind == "ask":
        ids = [o.id for o in step.options]
        return app.controller.answer(prefer if prefer in ids else ids[0])
    if step.kind == "number" and step.number is not None:
        return app.controller.answer(str(step.number["min"]))
    if step.kind == "roll":
        return app.controller.roll(None)
    return app.controller.done()


def play_step(app: App, rng: random.Random) -> None:
    """What the step asks, as a player clicks it; a new turn when none runs."""
    panel, step = app.window.step_panel, app.controller.step()
    if step is None:
        panel.start_button.click()
    elif step.kind == "ask":
        panel.option_buttons[rng.randrange(len(step.options))].click()
    elif step.kind == "roll":
        panel.roll_button.click()
    elif step.kind == "number" and step.number is not None:
        panel.number_edit.setText(str(rng.randint(step.number["min"], step.number["max"])))
        panel.number_button.click()
    else:
        panel.done_button.click()
