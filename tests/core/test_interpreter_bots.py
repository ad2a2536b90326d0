"""Effects on other bots: "which bot?" offers the game's bots, and a step changes the one chosen."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from core_helpers import TINY, tiny_pack, tiny_session

from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import load_pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.interpreter import make_ctx
from desktop.core.play.session import Session, clone


def three_bots() -> Session:
    session = tiny_session()
    session.add_bot("b2", {"name": "Blue", "level": "easy"})
    session.add_bot("b3", {"name": "Green", "level": "hard"})
    return session


def at_which_bot(session: Session, hits: int = 1) -> None:
    session.apply({"type": "start", "bot": "b1", "chart": "hits"})
    session.apply({"type": "answer", "bot": "b1", "option": hits})


def test_which_bot_lists_the_other_bots_by_name_then_the_listed_answers() -> None:
    session = three_bots()
    at_which_bot(session)
    step = session.current("b1")
    assert [(o.id, render_plain(o.label)) for o in step.options] == [
        ("b2", "Blue"),
        ("b3", "Green"),
        ("table", "A player at the table"),
    ]


def test_the_chosen_bot_is_changed_named_in_the_log_and_undo_restores_it() -> None:
    session = three_bots()
    at_which_bot(session, hits=2)
    before = clone(session.world["bots"])
    logs = session.apply({"type": "answer", "bot": "b1", "option": "b3"})
    assert render_plain(logs[0].answer_label) == "Green"
    assert render_plain(session.current("b1").text) == "Green gains 2 Power."
    bots = session.world["bots"]
    assert bots["b3"]["power"] == before["b3"]["power"] + 2
    assert bots["b1"] == before["b1"] and bots["b2"] == before["b2"]
    session.undo()
    assert session.world["bots"] == before


def test_a_bot_alone_gets_only_the_listed_answers() -> None:
    session = tiny_session()
    at_which_bot(session)
    assert [o.id for o in session.current("b1").options] == ["table"]


def test_an_answer_that_is_not_a_bot_of_this_game_is_refused() -> None:
    from desktop.core.messages import InputError

    session = three_bots()
    at_which_bot(session)
    for wrong in ("b1", "b9"):
        with pytest.raises(InputError, match="not an answer here"):
            session.apply({"type": "answer", "bot": "b1", "option": wrong})


def test_ctx_reads_names_and_changes_another_bot() -> None:
    session = three_bots()
    ctx = make_ctx(tiny_pack(), session.world, "b1", random.Random(0))
    assert ctx.other_bots() == ["b2", "b3"]
    assert (ctx.bot_name(), ctx.bot_name("b2")) == ("Red", "Blue")
    other = ctx.for_bot("b3")
    assert (other.bot_id, other.options["level"], other.other_bots()) == ("b3", "hard", ["b1", "b2"])
    other.bot["power"] = 7
    assert session.world["bots"]["b3"]["power"] == 7
    with pytest.raises(RuleError, match="no bot 'b9'"):
        ctx.for_bot("b9")


def test_an_effect_aimed_at_a_bot_by_a_literal_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    chart = folder / "charts" / "hits.yaml"
    chart.write_text(chart.read_text().replace("bot: {answer: who}", "bot: b2"))
    _, problems = load_pack(folder)
    assert any("names its bot by a literal" in p for p in problems), problems


def test_which_bot_with_no_answer_is_a_rule_error_and_changes_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    chart = folder / "charts" / "hits.yaml"
    chart.write_text(
        chart.read_text().replace(
            '    options:\n      - {id: table, label: "A player at the table", next: side}\n', ""
        )
    )
    pack, problems = load_pack(folder)
    assert pack is not None and not problems, problems
    session = Session(pack, 1)
    session.add_bot("b1", {"name": "Red", "level": "easy"})
    session.apply({"type": "start", "bot": "b1", "chart": "hits"})
    before = clone(session.world)
    with pytest.raises(RuleError, match="asks which bot, and there is no other bot"):
        session.apply({"type": "answer", "bot": "b1", "option": 0})
    assert session.world == before and session.current("b1").node == "count"
