"""Bots joining and leaving a pack's round (issue 14 items 11 and 15, issue 13 item 9): a bot
added waits for its setup before its first turn, a bot out of the game takes no turns or phases
and holds no Round up, a removed bot leaves nothing waiting, and the routines the table may start
(issue 14 item 5) are offered while the table is in their phase."""

from __future__ import annotations

import copy
from typing import Any

from core_helpers import bundled_packs
from test_rounds import play

from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import TableRoutine
from desktop.core.pack.pack_validate import validate_pack
from desktop.core.play.rounds import next_chart, progress, proposal
from desktop.core.play.session import Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view

PACKS = bundled_packs()


def eu_game(*names: str) -> Session:
    session = Session(PACKS["eupop"], 5)
    for i, name in enumerate(names or ("Castile", "Venice"), start=1):
        session.add_bot(f"b{i}", {"name": name})
    return session


def charts(session: Session) -> dict[str, str]:
    prog = progress(session.pack, session.world)
    return {b: next_chart(session.pack, prog, b) for b in session.bot_ids}


def test_each_bot_added_runs_its_setup_first__seed002_bot_setup() -> None:
    """Seed 002, Bot Setup: each Bot is set up (mat, Towns, Army, Ships, Manpower, deck) as it
    joins the game; the turn order then starts with the first seat."""
    session = eu_game()
    assert charts(session) == {"b1": "setup", "b2": "setup"}
    play(session, "b1", "setup")
    assert charts(session) == {"b1": "main", "b2": "setup"}
    assert proposal(session.pack, progress(session.pack, session.world), session.bot_ids) == "b2"
    play(session, "b2", "setup")
    prog = progress(session.pack, session.world)
    assert prog.setup == () and proposal(session.pack, prog, session.bot_ids) == "b1"
    assert prog.done == {"actions": (), "peace_rebels": (), "income": (), "cleanup": ()}, "no phase"
    session.add_bot("b3", {"name": "France"})
    assert charts(session) == {"b1": "main", "b2": "main", "b3": "setup"}, "a Bot added later too"
    session.undo()
    assert charts(session) == {"b1": "main", "b2": "main"}


def test_a_turn_taken_without_the_setup_ends_the_wait_and_old_games_wait_for_none() -> None:
    session = eu_game()
    play(session, "b1", "main")
    assert charts(session)["b1"] == "main", "the table went on without the setup"
    older = eu_game()
    older.world["shared"]["_rounds"].pop("setup")  # a game saved before bots were set up
    assert charts(older) == {"b1": "main", "b2": "main"}


def test_a_replacement_sets_the_new_bot_up_and_puts_the_old_one_out__seed002_replacing_bot_realms() -> None:
    """Seed 002, Replacing Bot Realms: the new Bot is set up by the replacement; the eliminated
    Bot takes no more Turns and no Round waits for it."""
    session = eu_game()
    for bot in ("b1", "b2"):
        play(session, bot, "setup")
    session.add_bot("b3", {"name": "France"})
    play(session, "b3", "replace_bot", {"old": "b1"})
    prog = progress(session.pack, session.world)
    assert prog.out == ("b1",) and prog.setup == ()
    assert charts(session) == {"b1": "", "b2": "main", "b3": "main"}
    for bot in ("b2", "b3"):
        play(session, bot, "pass")
    prog = progress(session.pack, session.world)
    assert prog.current == 1 and prog.done["actions"] == ("b2", "b3"), "Castile holds no phase up"
    assert proposal(session.pack, prog, session.bot_ids) == "b2", "the eliminated Bot is skipped"
    view = build_view(session, PlayState(active="b2"))
    assert view.rounds is not None and view.rounds.behind(session.bot_ids, 2) == (
        ("b2", view.rounds.phases[1]),
        ("b3", view.rounds.phases[1]),
    )


def test_a_removed_bot_leaves_nothing_waiting_and_undo_brings_it_back() -> None:
    session = eu_game("Castile", "Venice", "France")
    play(session, "b2", "setup")
    session.apply({"type": "remove_bot", "bot": "b2"})
    prog = progress(session.pack, session.world)
    assert session.bot_ids == ["b1", "b3"] and prog.setup == ("b1", "b3") and prog.last is None
    assert "b2" not in session.world["shared"]["_rounds"]["bots"]
    session.undo()
    assert session.bot_ids == ["b1", "b2", "b3"] and charts(session)["b2"] == "main"


def test_the_trade_of_a_human_is_offered_while_the_table_is_in_phase_2__seed002_humans_trading() -> None:
    session = eu_game()
    for bot in ("b1", "b2"):
        play(session, bot, "setup")

    def table() -> list[tuple[str, str | None]]:
        rounds = build_view(session, PlayState(active="b1")).rounds
        assert rounds is not None
        return [(b.chart, b.node) for b in rounds.table]

    assert table() == [("trade", "h_node")]
    for bot in ("b1", "b2"):
        play(session, bot, "pass")
    assert table() == [("trade", "h_node")], "humans may trade after the Bots Passed"
    play(session, "b1", "peace_and_rebels")
    assert table() == []
    for chart in ("peace_and_rebels", "income", "cleanup"):
        for bot in ("b1", "b2"):
            if not (chart == "peace_and_rebels" and bot == "b1"):
                play(session, bot, chart)
    assert table() == [("trade", "h_node")], "the next Round begins with Phase 2"


def test_a_game_where_an_eliminated_bot_collected_still_replays() -> None:
    """A game saved before out bots were left out of "Which Bot collects?" may hold such an
    answer: it is no longer offered, but undo and redo replay it as it was played."""
    session = eu_game("Castile", "Venice", "France")
    for bot in ("b1", "b2", "b3"):
        play(session, bot, "setup")
    play(session, "b3", "replace_bot", {"old": "b1"})
    session.apply({"type": "start", "bot": "b2", "chart": "trade", "node": "h_node"})
    for option in ("main_sea", 0, "no"):
        session.apply({"type": "answer", "bot": "b2", "option": option})
    step = session.current("b2")
    assert step is not None and [o.id for o in step.options] == ["b2", "b3", "done"]
    power = session.world["bots"]["b1"]["power"]["available"]
    session.apply({"type": "answer", "bot": "b2", "option": "b1"})  # as an older game did
    session.apply({"type": "done", "bot": "b2"})
    assert session.world["bots"]["b1"]["power"]["available"] == power + 2
    assert session.undo() and session.undo() and session.redo() and session.redo()
    assert session.world["bots"]["b1"]["power"]["available"] == power + 2


def with_rounds(pack: Pack, **changes: Any) -> Pack:
    clone = copy.copy(pack)
    assert pack.meta.rounds is not None
    rounds = pack.meta.rounds.replaced(**changes)
    clone.meta = pack.meta.replaced(rounds=rounds)
    return clone


def test_validation_names_setup_and_table_routines_that_do_not_exist() -> None:
    eu = PACKS["eupop"]
    assert eu.meta.rounds is not None
    phases = [p.replaced() for p in eu.meta.rounds.phases]
    phases[0].table = [TableRoutine(chart="weather"), TableRoutine(chart="trade", node="nowhere")]
    problems = validate_pack(with_rounds(eu, setup=["nothing"], phases=phases))
    assert any("setup chart 'nothing' is no routine" in p for p in problems), problems
    assert any("'weather' is no routine" in p for p in problems)
    assert any("chart 'trade' has no node 'nowhere'" in p for p in problems)
