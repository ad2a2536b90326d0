"""The round structure packs declare (issue 13 items 9-10): per-bot progress through the phases,
the next bot proposed, a Passed bot skipped, and facts the table gave once per Round kept for it."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

import pytest
from core_helpers import bundled_packs, tiny_pack
from pydantic import ValidationError

from desktop.core.pack.checking import checked
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import PackMeta, Rounds
from desktop.core.pack.pack_validate import validate_pack
from desktop.core.play.rounds import KEY, next_chart, progress, proposal
from desktop.core.play.session import Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view

PACKS = bundled_packs()


def eu_game() -> Session:
    session = Session(PACKS["eupop"], 5)
    session.add_bot("b1", {"name": "Castile"})
    session.add_bot("b2", {"name": "Venice"})
    return session


def play(session: Session, bot: str, chart: str, answers: Mapping[str, str] | None = None) -> list[str]:
    """Run a chart to its end: the given answers by node, else No, else the first answer; the
    lowest number; the app's rolls. Returns the nodes the table was asked."""
    answers = answers or {}
    asked: list[str] = []
    session.apply({"type": "start", "bot": bot, "chart": chart})
    for _ in range(300):
        step = session.current(bot)
        if step is None:
            return asked
        asked.append(step.node)
        ids = [o.id for o in step.options]
        if step.kind == "ask":
            option = answers.get(step.node) or ("no" if "no" in ids else ids[0])
            session.apply({"type": "answer", "bot": bot, "option": option})
        elif step.kind == "number" and step.number is not None:
            session.apply({"type": "answer", "bot": bot, "option": step.number["min"]})
        elif step.kind == "roll":
            session.apply({"type": "roll", "bot": bot})
        else:
            session.apply({"type": "done", "bot": bot})
    raise AssertionError(f"{chart} did not end")


def done(session: Session) -> dict[str, tuple[str, ...]]:
    return progress(session.pack, session.world).done


def test_each_bot_ticks_the_phases_it_ran_and_a_round_ends_when_every_bot_did_all() -> None:
    """Seed 002, Sequence of play: Bots take Turns until they Pass, then Phases 3, 4 and 5."""
    session = eu_game()
    pack = session.pack
    assert progress(pack, session.world).current == 0
    play(session, "b1", "main")
    prog = progress(pack, session.world)
    assert prog.turns["b1"] == 1 and "b1" not in prog.done["actions"], "a Turn without Passing"
    play(session, "b1", "pass")
    assert done(session)["actions"] == ("b1",), "Passing ends the Bot's Action Phase"
    assert next_chart(pack, progress(pack, session.world), "b1") == "", "a Passed Bot waits"
    assert progress(pack, session.world).passed == ("b1",)
    assert proposal(pack, progress(pack, session.world), session.bot_ids) == "b2", "the Passed Bot is skipped"
    play(session, "b2", "pass")
    prog = progress(pack, session.world)
    assert prog.current == 1 and next_chart(pack, prog, "b1") == "peace_and_rebels"
    for chart in ("peace_and_rebels", "income", "cleanup"):
        for bot in ("b1", "b2"):
            play(session, bot, chart)
    prog = progress(pack, session.world)
    assert prog.current == 4 and all(len(bots) == 2 for bots in prog.done.values()), "the Round is complete"
    assert next_chart(pack, prog, "b2") == "main", "the next Round begins with Turns"
    play(session, "b2", "main")
    prog = progress(pack, session.world)
    assert prog.done == {"actions": (), "peace_rebels": (), "income": (), "cleanup": ()}
    assert prog.turns == {"b1": 0, "b2": 1}, "a new Round counts Turns from zero"


def test_undo_takes_a_tick_back_and_redo_puts_it_again() -> None:
    session = eu_game()
    play(session, "b1", "pass")
    assert done(session)["actions"] == ("b1",)
    session.undo()
    assert done(session)["actions"] == ()
    session.redo()
    assert done(session)["actions"] == ("b1",)


def test_the_emperor_answered_in_phase_4_is_not_asked_again_in_phase_5__seed002_bot_emperor() -> None:
    """Seed 002, Income & Upkeep Phase: Bot Emperor and Cleanup Phase: Bot Emperor – Imperial
    Influence ask the same fact of the same Round; the table answers it once."""
    session = eu_game()
    asked = play(session, "b1", "income", {"emperor": "yes", "tile": "yes"})
    assert "emperor" in asked
    asked = play(session, "b1", "cleanup", {"towns": "no"})
    assert "emperor" not in asked and "imperial" in asked, "Yes was kept: the Imperial steps follow"
    recalled = [e for e in session.log() if e.kind == "recall"]
    assert [(e.chart, e.node, e.answer) for e in recalled] == [("cleanup", "emperor", "yes")]
    assert recalled[0].reason is not None and recalled[0].reason.text == "answered earlier this Round"
    assert "emperor" in play(session, "b2", "income"), "another Bot is asked for itself"
    assert "emperor" in play(session, "b1", "income"), "after its Phase 5 the Bot's Round is over"


def test_no_income_tile_in_phase_4_means_towns_left_in_phase_5__seed002_token_limitations_towns() -> None:
    """Seed 002, Token Limitations (Towns): only a Bot holding the +20 Income tile can run out
    of Towns; a Bot without it is not asked in Phase 5, one with it is."""
    session = eu_game()
    play(session, "b1", "income", {"tile": "no"})
    assert "towns" not in play(session, "b1", "cleanup")
    play(session, "b2", "income", {"tile": "yes"})
    assert "towns" in play(session, "b2", "cleanup"), "holding the tile says nothing of Towns left"


def test_setting_the_round_by_hand_starts_a_new_round_for_every_bot() -> None:
    session = eu_game()
    play(session, "b1", "pass")
    play(session, "b1", "income", {"emperor": "yes"})
    session.apply({"type": "set_shared", "name": "round", "value": 2})
    prog = progress(session.pack, session.world)
    assert all(bots == () for bots in prog.done.values())
    assert "emperor" in play(session, "b1", "cleanup"), "what the table said before is asked again"


def test_a_lone_seat_and_a_pack_without_rounds_go_on_with_the_next_seat() -> None:
    root = Session(PACKS["root_clockwork"], 2)
    for bot in ("b1", "b2", "b3"):
        root.add_bot(bot, {"name": bot})
    root.apply({"type": "start", "bot": "b2", "chart": "main"})
    root.apply({"type": "abort", "bot": "b2"})
    prog = progress(root.pack, root.world)
    assert prog.last is None and proposal(root.pack, prog, root.bot_ids) == "", "a stopped run ended nothing"
    root.world["shared"][KEY] = {"bots": {}, "last": ["b2", "main"], "complete": False}
    prog = progress(root.pack, root.world)
    assert proposal(root.pack, prog, root.bot_ids) == "b3"
    mega = Session(PACKS["megaciv_calamities"], 2)
    mega.add_bot("b1", {"name": "Calamities"})
    mega.world["shared"][KEY] = {"bots": {}, "last": ["b1", "main"]}
    prog = progress(mega.pack, mega.world)
    assert prog.phases == () and proposal(mega.pack, prog, mega.bot_ids) == "b1"
    assert next_chart(mega.pack, prog, "b1") == "main"


@pytest.mark.parametrize("damage", [None, "x", {"bots": []}, {"bots": {"b1": {"done": "x"}}, "last": 3}])
def test_a_damaged_record_reads_as_an_empty_round(damage: Any) -> None:
    session = eu_game()
    session.world["shared"][KEY] = copy.deepcopy(damage)
    prog = progress(session.pack, session.world)
    assert prog.current == 0 and prog.last is None and all(v == () for v in prog.done.values())
    play(session, "b1", "pass")
    assert done(session)["actions"] == ("b1",), "play goes on and writes a sound record"


def test_the_round_structure_is_checked() -> None:
    base: dict[str, Any] = {"phases": [{"id": "a", "label": "A", "turns": True}]}
    with pytest.raises(ValidationError, match="phase ids repeat"):
        checked(Rounds, {"phases": [{"id": "a", "label": "A"}, {"id": "a", "label": "B"}]})
    with pytest.raises(ValidationError, match="only one phase holds"):
        checked(Rounds, {"phases": [*base["phases"], {"id": "b", "label": "B", "turns": True}]})
    meta = checked(PackMeta, {"id": "x", "name": "X", "revision": 1, "entry": "main", "rounds": base})
    assert meta.rounds is not None and meta.rounds.order == "seats"


def with_meta(pack: Pack, **changes: Any) -> Pack:
    clone = copy.copy(pack)
    clone.meta = pack.meta.replaced(**changes)
    return clone


def test_validation_names_unknown_routines_and_facts_and_kept_answers_without_rounds() -> None:
    pack = tiny_pack()
    assert pack.meta.rounds is not None
    bad = pack.meta.rounds.replaced(facts=["weather"])
    bad.phases = [p.replaced(routines=["nowhere"]) if p.routines else p for p in bad.phases]
    problems = validate_pack(with_meta(pack, rounds=bad))
    assert any("names 'nowhere', which is no routine" in p for p in problems)
    assert any("'weather' is no shared fact" in p for p in problems)
    eu = PACKS["eupop"]
    problems = validate_pack(with_meta(eu, rounds=None))
    assert any("keeps its answer for the Round; the pack declares no rounds" in p for p in problems)


def test_the_round_stands_before_the_turns_only_while_a_phase_before_them_is_open() -> None:
    """Glory (seed 003, Round start): the row is laid out before the automa takes turns; EU's turns
    are its first phase, so a turn is never early there."""
    glory = Session(PACKS["glory_automa"], 1)
    glory.add_bot("b1", {"name": "Automa"})
    view = build_view(glory, PlayState(active="b1"))
    assert view.rounds is not None and view.rounds.before_turns()
    assert view.next_charts["b1"] == "round_start"
    glory.apply({"type": "start", "bot": "b1", "chart": "round_start"})
    while glory.running("b1"):
        step = glory.current("b1")
        assert step is not None and step.kind == "do", step
        glory.apply({"type": "done", "bot": "b1"})
    view = build_view(glory, PlayState(active="b1"))
    assert view.rounds is not None and not view.rounds.before_turns() and view.next_charts["b1"] == "turn"
    eu = build_view(eu_game(), PlayState(active="b1"))
    assert eu.rounds is not None and not eu.rounds.before_turns()
