"""The library's Progress column tells a Glory of Civilizations game by the round its automa's mat
counts, under the Age ("Age 1", "Round 4"), in the current language, and redrawn on a switch: two
games of one Age no longer read alike."""

from __future__ import annotations

from typing import Any

import pytest
from glory_cards import keyed_cards
from pytestqt.qtbot import QtBot
from ui_helpers import answer_plainly

from desktop.boot.startup import App


def finish(app: App) -> None:
    """The running chart taken to its end: instructions done, every question answered no."""
    for _ in range(200):
        if not answer_plainly(app, prefer="no"):
            return
    raise AssertionError("the chart did not end")


def play_rounds(app: App, rounds: int) -> None:
    """Whole rounds of the automa as the round bar drives them, then the next Round start."""
    c = app.controller
    for _ in range(rounds):
        assert c.start("round_start")
        finish(app)
        while not c.session.world["bots"][c.active_bot].get("passed"):
            assert c.start_turn()
            finish(app)
        assert c.start("achievements")
        finish(app)
    assert c.start("round_start")
    finish(app)


def progress_column(app: App) -> list[str]:
    tree = app.window.welcome.games.tree
    return [tree.topLevelItem(i).text(2) for i in range(tree.topLevelItemCount())]


def test_a_glory_game_reads_its_age_and_round_in_english_and_ukrainian(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app()
    if "glory_automa" not in app.controller.packs:
        pytest.skip("the Glory pack does not load")
    c = app.controller
    c.new_game("glory_automa", [({"name": "Automa", "difficulty": "medium"}, keyed_cards())], seed=2)
    play_rounds(app, 3)
    c.new_game("glory_automa", [({"name": "Automa", "difficulty": "medium"}, keyed_cards())], seed=3)
    c.close_game()
    # The newest game's automa has begun no round: its mat reads Round 0, and so does the list.
    # The round is under the Age, as the bots are under the title: the title keeps its room.
    assert progress_column(app) == ["Age 1\nRound 0", "Age 1\nRound 4"]
    app.language.set_language("uk")
    assert progress_column(app) == ["Поточна епоха 1\nРаунд 0", "Поточна епоха 1\nРаунд 4"], (
        "a switch redraws the list"
    )
    app.language.set_language("pl")
    assert progress_column(app) == ["Epoka 1\nRunda 0", "Epoka 1\nRunda 4"]


def test_a_root_games_scores_leave_the_title_its_room_at_1366(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Root's progress is its bots' scores on one line: with four bots named by their factions the
    Progress column took what that line needed and left the title 32 px in Ukrainian (helper
    progress). It now takes at most a fifth of the list and wraps its words."""
    app = make_app()
    app.window.resize(1366, 768)
    factions = ["marquise", "eyrie", "alliance", "vagabot"]
    names = ["Mechanical Marquise 2.0", "Electric Eyrie", "Automated Alliance", "Vagabot"]
    bots = [({"name": n, "faction": f}, None) for n, f in zip(names, factions, strict=True)]
    app.controller.new_game("root_clockwork", bots, seed=1)
    app.controller.close_game()
    app.language.set_language("uk")
    qtbot.wait(50)
    tree = app.window.welcome.games.tree
    room = tree.viewport().width()
    assert tree.columnWidth(2) <= room // 5 + 1
    assert tree.columnWidth(0) >= room // 5, (tree.columnWidth(0), room)
    item = tree.topLevelItem(0)
    assert "Vagabot: 0" in item.text(2), "the whole text is kept"
    lines = tree.visualItemRect(item).height() // tree.fontMetrics().lineSpacing()
    assert lines >= 4, "the row is as high as the wrapped scores need, none cut"
