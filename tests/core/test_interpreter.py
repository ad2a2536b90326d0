"""The interpreter: automatic checks with reasons, rolls, calls that return, gotos that do not."""

from __future__ import annotations

import pytest
from core_helpers import tiny_session

from desktop.core.messages import InputError, render_plain


def start(session, chart: str = "main") -> list:  # type: ignore[no-untyped-def]
    return session.apply({"type": "start", "bot": "b1", "chart": chart})


def test_check_is_answered_by_the_app_with_its_reason() -> None:
    session = tiny_session()
    logs = start(session)
    check = logs[0]
    assert check.kind == "check" and check.answer == "yes"
    assert render_plain(check.text) == "Has 1 or more Power?"
    assert render_plain(check.reason) == "2 Power"
    assert render_plain(check.answer_label) == "Yes"


def test_do_node_shows_computed_numbers_and_applies_effects() -> None:
    session = tiny_session()
    start(session)
    step = session.current("b1")
    assert step is not None and step.kind == "do"
    card = session.world["bots"]["b1"]["last"]
    action = {"01": "Attack", "02": "Build", "03": "Attack"}[card]
    assert render_plain(step.text) == f"Pay 1 Power, draw card {card}: {action}."
    assert session.world["bots"]["b1"]["power"] == 1


def test_check_takes_the_other_branch_when_state_differs() -> None:
    session = tiny_session()
    session.apply({"type": "correct", "bot": "b1", "path": "power", "value": 0})
    logs = start(session)
    assert logs[0].answer == "no"
    assert render_plain(logs[0].reason) == "0 Power"
    assert render_plain(session.current("b1").text) == "The bot passes."


def test_call_returns_to_the_caller() -> None:
    session = tiny_session(seed=5)
    start(session)
    session.apply({"type": "done", "bot": "b1"})
    session.apply({"type": "answer", "bot": "b1", "option": "yes"})
    step = session.current("b1")
    assert (step.chart, step.node, step.depth) == ("battle", "roll", 1)
    session.apply({"type": "roll", "bot": "b1", "value": 9})
    assert render_plain(session.current("b1").text) == "The bot wins; it gains 1 Power."
    session.apply({"type": "done", "bot": "b1"})
    # back in main at `fin`, which ends the run
    assert not session.running("b1")
    assert [e.chart for e in session.log()][-2:] == ["battle", "main"]


def test_end_with_run_scope_ends_the_whole_turn() -> None:
    session = tiny_session()
    start(session)
    session.apply({"type": "done", "bot": "b1"})
    session.apply({"type": "answer", "bot": "b1", "option": "yes"})
    session.apply({"type": "roll", "bot": "b1", "value": 3})
    assert not session.running("b1")
    assert session.log()[-1].node == "lost"


def test_goto_does_not_return() -> None:
    session = tiny_session()
    start(session)
    session.apply({"type": "done", "bot": "b1"})
    session.apply({"type": "answer", "bot": "b1", "option": "no"})
    session.apply({"type": "roll", "bot": "b1", "value": 5})
    step = session.current("b1")
    assert (step.chart, step.node, step.depth) == ("income", "gain", 0)
    session.apply({"type": "done", "bot": "b1"})
    assert not session.running("b1")


def test_app_roll_is_reproducible_from_the_seed() -> None:
    results = []
    for _ in range(2):
        session = tiny_session(seed=11)
        start(session)
        session.apply({"type": "done", "bot": "b1"})
        session.apply({"type": "answer", "bot": "b1", "option": "no"})
        event = {"type": "roll", "bot": "b1", "value": None}
        session.apply(event)
        results.append(event["result"])
    assert results[0] == results[1] and 1 <= results[0] <= 6


@pytest.mark.parametrize(
    "event,message",
    [
        ({"type": "answer", "bot": "b1", "option": "maybe"}, "not a question"),
        ({"type": "roll", "bot": "b1", "value": 3}, "not a die roll"),
        ({"type": "start", "bot": "b1", "chart": "nope"}, "no chart 'nope'"),
        ({"type": "start", "bot": "zz", "chart": "main"}, "no bot 'zz'"),
        ({"type": "start", "bot": "b1", "chart": "main", "node": "gone"}, "no step 'gone'"),
        ({"type": "jump"}, "unknown event type"),
    ],
)
def test_bad_input_changes_nothing(event: dict, message: str) -> None:
    session = tiny_session()
    start(session)
    before = (session.world, session.cursor, len(session.events))
    with pytest.raises(InputError, match=message):
        session.apply(event)
    assert (session.world, session.cursor, len(session.events)) == before


@pytest.mark.parametrize("value", [0, 7, "4", 2.5, True])
def test_typed_roll_out_of_range_is_refused(value: object) -> None:
    session = tiny_session()
    start(session)
    session.apply({"type": "done", "bot": "b1"})
    session.apply({"type": "answer", "bot": "b1", "option": "no"})
    with pytest.raises(InputError, match="whole number from 1 to 6"):
        session.apply({"type": "roll", "bot": "b1", "value": value})
    assert session.current("b1").kind == "roll"


def test_plural_count_reaches_the_message() -> None:
    session = tiny_session(seed=5)
    start(session)
    session.apply({"type": "done", "bot": "b1"})
    session.apply({"type": "answer", "bot": "b1", "option": "yes"})
    session.apply({"type": "roll", "bot": "b1", "value": 12})
    text = session.current("b1").text
    assert text.count == 1 and "%n" in text.text


def test_variant_changes_the_instruction() -> None:
    session = tiny_session(level="hard")
    session.apply({"type": "start", "bot": "b1", "chart": "income"})
    assert render_plain(session.current("b1").text) == "Gain 3 Power."


def test_unknown_answer_to_a_question_is_refused() -> None:
    session = tiny_session()
    start(session)
    session.apply({"type": "done", "bot": "b1"})
    with pytest.raises(InputError, match="'maybe' is not an answer here"):
        session.apply({"type": "answer", "bot": "b1", "option": "maybe"})
    assert session.current("b1").node == "enemy"


def test_check_text_shows_its_params_as_well_as_its_args(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import shutil

    from core_helpers import TINY

    from desktop.core.pack.pack_loading import load_pack
    from desktop.core.play.session import Session

    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    chart = folder / "charts" / "main.yaml"
    chart.write_text(
        chart.read_text().replace(
            'text: "Has {n} or more Power?"',
            'text: "Round {r}: has {n} or more Power?"\n    params: {r: {shared: round}}',
        )
    )
    pack, problems = load_pack(folder)
    assert pack is not None and not problems, problems
    session = Session(pack, 1)
    session.add_bot("b1", {"name": "Red", "level": "easy"})
    logs = session.apply({"type": "start", "bot": "b1", "chart": "main"})
    assert render_plain(logs[0].text) == "Round 1: has 1 or more Power?"


def test_plain_english_uses_the_english_plural_forms(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from desktop.core.messages import Message, use_english_plurals

    (tmp_path / "x_en.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="en">'
        '<context><name>p/c</name><message numerus="yes"><source>Put %n cubes.</source>'
        "<translation><numerusform>Put %n cube.</numerusform><numerusform>Put %n cubes."
        "</numerusform></translation></message></context></TS>",
        encoding="utf-8",
    )
    assert use_english_plurals(tmp_path) >= 1
    assert render_plain(Message("p/c", "Put %n cubes.", {}, 1)) == "Put 1 cube."
    assert render_plain(Message("p/c", "Put %n cubes.", {}, 3)) == "Put 3 cubes."


def test_an_answer_can_be_remembered_in_the_tracked_state(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import shutil

    from core_helpers import TINY

    from desktop.core.pack.pack_loading import load_pack
    from desktop.core.play.session import Session

    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    chart = folder / "charts" / "main.yaml"
    chart.write_text(
        chart.read_text().replace(
            '      - {id: "yes", next: fight}',
            '      - {id: "yes", next: fight, effects: [{name: gain, args: {n: 4}}]}',
        )
    )
    pack, problems = load_pack(folder)
    assert pack is not None and not problems, problems
    session = Session(pack, 1)
    session.add_bot("b1", {"name": "Red", "level": "easy"})
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    session.apply({"type": "done", "bot": "b1"})
    session.apply({"type": "answer", "bot": "b1", "option": "yes"})
    assert session.world["bots"]["b1"]["power"] == 5
    session.undo()
    assert session.world["bots"]["b1"]["power"] == 1
    chart.write_text(chart.read_text().replace("{name: gain, args: {n: 4}}", "{name: gainz}"))
    assert any("effect 'gainz' is not registered" in p for p in load_pack(folder)[1])
