"""Undo k steps, then redo them all: the window shows what it showed before, the chart's way of a
run that just ended and its focus on the run's last step included (QA long play, finding 7: redo
back to the end of a run drew the chart empty, at its start)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from conftest import FIXTURE_PACKS

from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import app_root
from desktop.core.play.view import GameView
from desktop.ui.controller import GameController

PACKS = ["tiny", "eupop", "root_clockwork", "glory_automa", "megaciv_calamities"]
STEPS = 160


def controller_for(pack_id: str) -> GameController:
    folder = FIXTURE_PACKS / "tiny" if pack_id == "tiny" else app_root() / "rules" / pack_id
    pack, problems = load_pack(folder)
    assert pack is not None and not problems
    c = GameController({pack_id: pack})
    c.autosave_enabled = False
    return c


def one_step(c: GameController, rng: random.Random) -> bool:
    """A step of play as a player takes it (a new turn of some bot when none runs); True when
    it was taken."""
    assert c.session is not None
    step = c.step()
    if step is None:
        c.set_active_bot(rng.choice(c.session.bot_ids))
        return c.start_turn()
    if step.kind == "ask":
        return c.answer(rng.choice(step.options).id)
    if step.kind == "number" and step.number is not None:
        return c.answer(str(rng.randint(step.number["min"], min(step.number["max"], step.number["min"] + 3))))
    if step.kind == "roll":
        return c.roll(None)
    return c.done()


def seen(view: GameView) -> tuple[Any, ...]:
    """What the window draws of the game's place in play."""
    chart = view.chart
    drawn = None
    if chart is not None:
        drawn = (chart.chart, chart.current, chart.path, chart.focus, chart.stack, chart.texts)
    return (view.active, view.step, drawn, view.last_roll, view.die, view.undo, view.redo, view.last_run)


@pytest.mark.parametrize("pack_id", PACKS)
def test_undo_then_redo_back_shows_the_game_as_it_was(qapp: Any, pack_id: str) -> None:
    c = controller_for(pack_id)
    options = {"level": "easy"} if pack_id == "tiny" else {}
    assert c.new_game(pack_id, [({"name": "A", **options}, None), ({"name": "B", **options}, None)], seed=5)
    rng = random.Random(pack_id)
    ends = 0
    for n in range(STEPS):
        running = c.session is not None and c.session.running(c.active_bot)
        if not one_step(c, rng):
            continue
        session = c.session
        assert session is not None
        ended = running and not session.running(c.active_bot)
        if not ended and n % 7:
            continue
        ends += ended
        before = seen(c.view)
        k = min(rng.choice([1, 2, 3, 5, 8]), session.cursor - session.floor)
        for _ in range(k):
            assert c.undo()
        for _ in range(k):
            assert c.redo()
        assert seen(c.view) == before, f"undo {k} and redo {k} at step {n}"
    assert ends >= 3, "runs ended, and were redone to their end"


@pytest.mark.parametrize("pack_id", ["tiny", "root_clockwork"])
def test_undoing_a_new_turn_shows_the_way_the_last_turn_went_again(qapp: Any, pack_id: str) -> None:
    """A bot's turn ran to its end (the chart shows its way), a new turn began, and Undo took
    that start back: the chart showed the bot's chart empty, the last turn's way lost (stop 44)."""
    c = controller_for(pack_id)
    options = {"level": "easy"} if pack_id == "tiny" else {}
    assert c.new_game(pack_id, [({"name": "A", **options}, None)], seed=5)
    rng = random.Random(pack_id)
    assert c.start_turn()
    assert c.session is not None
    while c.session.running(c.active_bot):
        assert one_step(c, rng)
    ended = seen(c.view)
    assert c.view.chart is not None and c.view.chart.path, "the finished turn's way is drawn"
    assert c.start_turn() and seen(c.view) != ended
    while c.session.running(c.active_bot) and len(c.session.path(c.active_bot)) < 3:
        assert one_step(c, rng)
    while c.view.undo is not None and c.session.running(c.active_bot):
        assert c.undo()
    assert seen(c.view)[:3] == ended[:3], "the last turn's way and focus again"


@pytest.mark.parametrize("pack_id", ["eupop", "root_clockwork"])
def test_redo_back_to_the_last_step_shows_the_bot_the_player_went_on_to(qapp: Any, pack_id: str) -> None:
    """QA s16 long day, finding 2: a bot's turn ended and the player went on to the next bot
    ("Next"); Undo k and Redo k came back on the bot whose turn had ended («Bot 1's turn is
    over…»), not on the bot the player was at («Bot 2 takes its turn next»)."""
    c = controller_for(pack_id)
    assert c.new_game(pack_id, [({"name": "A"}, None), ({"name": "B"}, None)], seed=5)
    rng = random.Random(pack_id)
    assert c.session is not None and c.start_turn()
    while c.session.running(c.active_bot):
        assert one_step(c, rng)
    if not c.view.proposal or c.view.proposal == c.active_bot:
        pytest.skip("no other bot is proposed after the first turn")
    assert c.next_bot()
    before = seen(c.view)
    for k in (1, 4):
        for _ in range(k):
            assert c.undo()
        assert c.active_bot != before[0], "undo shows the step it took back, on its bot"
        for _ in range(k):
            assert c.redo()
        assert seen(c.view) == before, f"undo {k} and redo {k}"


def test_undo_to_a_step_of_another_bot_shows_that_bot(qapp: Any) -> None:
    """QA s16 long day, finding 3: the log's "Undo to here" on another bot's line gave that step
    back but kept the window on the bot it followed, whose panel had no step."""
    c = controller_for("root_clockwork")
    assert c.new_game("root_clockwork", [({"name": "A"}, None), ({"name": "B"}, None)], seed=5)
    rng = random.Random(7)
    session = c.session
    assert session is not None
    first, second = session.bot_ids[:2]
    c.set_active_bot(first)
    assert c.start_turn()
    for _ in range(3):
        assert one_step(c, rng)
    mark = session.cursor - 1  # a step of the first bot's run
    c.set_active_bot(second)
    assert c.start_turn() and one_step(c, rng)
    assert c.undo_to(mark)
    step = c.view.step
    assert c.active_bot == first and step is not None and step.bot == first, "the step given back is shown"
