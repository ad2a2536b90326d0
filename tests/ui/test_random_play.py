"""A player's long evening, shaken up: answers, dice, numbers, Done and new turns mixed with undo,
redo, language switches, other bots' tabs, routines, stopped charts, corrected mat values and bots
added and removed, in every bundled pack. Nothing raises, Qt warns of nothing, and the game
closed and opened again, mid-way and at the end, is the game as it was (its state, its place in
the history, its undone steps)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QtMsgType, qInstallMessageHandler
from pytestqt.qtbot import QtBot
from ui_helpers import play_step

from desktop.boot.startup import App

PACKS = ["eupop", "root_clockwork", "glory_automa", "megaciv_calamities"]
ACTIONS = 400


def mat_numbers(app: App) -> list[tuple[str, str, int]]:
    """Every whole-number value of every bot's mat: (bot, path, value)."""
    found = []
    for bot in app.controller.view.bots:
        for section in bot.mat:
            for field in section.fields:
                if type(field.value) is int and field.path:
                    found.append((bot.id, field.path, field.value))
    return found


def reopen_as_it_was(app: App) -> None:
    """Close the game and open it again: the same state at the same place in its history, the
    undone steps still there to redo. Card values the player gave at a draw are kept for later
    games: one the game does not play with now (its step undone) is taken again when it opens,
    as one step of its own, which is taken back here to compare."""
    c = app.controller
    assert c.session is not None and c.game is not None
    played, can_redo = c.session.cursor, c.session.can_redo()
    taken = 0 if can_redo else len(c.session.pending_checks())
    world = json.dumps(c.session.world, sort_keys=True, default=str)
    path = c.game.path
    c.close_game()
    assert c.open_game(path) and c.session is not None
    assert c.session.cursor == played + taken and c.session.can_redo() == can_redo
    for _ in range(taken):
        assert c.undo()
    assert json.dumps(c.session.world, sort_keys=True, default=str) == world, "reopened as it was"
    for _ in range(taken):
        assert c.redo()


def shake(app: App, rng: random.Random, n: int) -> None:
    """One action that is not a step: which one is drawn by `rng`."""
    c, window = app.controller, app.window
    assert c.session is not None
    bots = c.session.bot_ids
    routines = c.pack.meta.routines if c.pack is not None else []
    numbers = mat_numbers(app)
    choices: list[Callable[[], Any]] = [c.undo, c.undo, c.redo, c.abort]
    choices.append(lambda: window.set_language(rng.choice(["en", "pl", "uk"])))
    choices.append(lambda: window.bot_tabs.setCurrentIndex(rng.randrange(len(bots))))
    if routines:
        choices.append(lambda: c.start(rng.choice(routines).chart))
    if numbers:
        bot, path, value = rng.choice(numbers)
        choices.append(lambda: c.correct(bot, path, max(0, value + rng.choice([-1, 1, 2]))))
    if len(bots) < 4 and n % 97 == 0:
        choices.append(lambda: c.add_bot({"name": f"Bot {n}"}))
    if len(bots) > 2 and n % 89 == 0:
        choices.append(lambda: c.remove_bot(rng.choice(bots)))
    rng.choice(choices)()


@pytest.mark.parametrize("pack", PACKS)
def test_a_shaken_evening_raises_nothing_and_reopens_as_it_was(
    pack: str, qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    warned: list[str] = []

    def listen(kind: QtMsgType, _context: Any, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg and "propagateSizeHints" not in message:
            warned.append(message)

    app = make_app()
    app.window.resize(1366, 768)
    app.controller.new_game(pack, [({"name": "Bot A"}, None), ({"name": "Bot B"}, None)], seed=11)
    rng = random.Random(pack)
    previous = qInstallMessageHandler(listen)
    try:
        for n in range(ACTIONS):
            if n and n % 100 == 0:
                reopen_as_it_was(app)
            elif rng.random() < 0.25:
                shake(app, rng, n)
            else:
                play_step(app, rng)
            app.qapp.processEvents()
    finally:
        qInstallMessageHandler(previous)
    assert not warned, warned[:5]
    c = app.controller
    assert c.session is not None and c.session.cursor > ACTIONS // 3, "played, not only refused"
    reopen_as_it_was(app)
