"""Values a player types are bounded: every mat counter has a maximum (the pack's, or 999), a
value out of range is refused with the reason and changes nothing; a stored state is checked
against the same declaration before it is used."""

from __future__ import annotations

import json
import random

import pytest
from core_helpers import tiny_session

from desktop.core.cli.random_game import play
from desktop.core.cli.simulate import random_options
from desktop.core.messages import InputError
from desktop.core.pack.pack_catalog import load_packs
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session, clone
from desktop.core.play.world_check import check_world


@pytest.fixture(scope="module")
def eupop() -> Pack:
    return load_packs()[0]["eupop"]


def eu_session(pack: Pack) -> Session:
    session = Session(pack, 1)
    session.add_bot("b1", random_options(pack, random.Random(1)))
    return session


@pytest.mark.parametrize("typed", ["100000000", "3000000000", 3000000000, "1000", "9" * 5000, "-1000"])
def test_eu_bot_power_out_of_range_is_refused_and_changes_nothing(eupop: Pack, typed: object) -> None:
    """The reproduction: 100000000 hung and 3000000000 crashed every later start."""
    session = eu_session(eupop)
    before, cursor = clone(session.world), session.cursor
    with pytest.raises(InputError, match="above the maximum 999|too large|below the minimum"):
        session.apply({"type": "correct", "bot": "b1", "path": "power.available", "value": typed})
    assert session.world == before and session.cursor == cursor


def test_the_default_maximum_takes_a_counter_up_to_999(eupop: Pack) -> None:
    session = eu_session(eupop)
    session.apply({"type": "correct", "bot": "b1", "path": "power.available", "value": "999"})
    assert session.world["bots"]["b1"]["power"]["available"] == 999


@pytest.mark.parametrize("typed", ["²", "12a", "1 2", "", " ", None, [], {"a": 1}, True, 2.5])
def test_what_is_not_a_whole_number_is_refused(typed: object) -> None:
    session = tiny_session()
    with pytest.raises(InputError, match="not a whole number"):
        session.apply({"type": "correct", "bot": "b1", "path": "power", "value": typed})


def test_shared_facts_without_a_maximum_stop_at_999(eupop: Pack) -> None:
    session = eu_session(eupop)
    with pytest.raises(InputError, match="above the maximum 999"):
        session.apply({"type": "set_shared", "name": "round", "value": 100000000})
    session.apply({"type": "set_shared", "name": "round", "value": "12"})
    assert session.world["shared"]["round"] == 12


def test_setup_numbers_are_bounded_too(eupop: Pack) -> None:
    session = Session(eupop, 1)
    options = random_options(eupop, random.Random(1))
    with pytest.raises(InputError, match="above the maximum 999"):
        session.add_bot("b1", {**options, "start_power": 3000000000})
    assert session.world["bots"] == {} and session.cursor == 0


@pytest.mark.parametrize("pack_id", ["eupop", "glory_automa", "megaciv_calamities", "root_clockwork"])
def test_random_play_states_pass_the_check_of_stored_states(pack_id: str) -> None:
    """The check a stored snapshot must pass accepts every state the rules reach (a state it
    refused would make each resume replay from an older snapshot)."""
    pack = load_packs()[0][pack_id]
    session = Session(pack, 4)
    bad: list[str] = []

    def check(s: Session) -> None:
        if s.cursor % 7 == 0:
            bad.extend(check_world(pack, json.loads(json.dumps(s.world))))

    play(session, 1200, 4, check)
    assert bad == []


@pytest.mark.parametrize(
    "damage,words",
    [
        (lambda w: w["bots"]["b1"]["power"].update(available=100000000), "Available"),
        (lambda w: w["bots"]["b1"]["power"].update(available="x"), "Available"),
        (lambda w: w["meta"].pop("b1"), "do not match"),
        (lambda w: w.pop("runs"), "exactly"),
        (lambda w: w["shared"].update(age=99), "age"),
        (
            lambda w: w["runs"].update(
                b1={"chart": "main", "stack": [{"chart": "main", "node": "zz"}], "path": []}
            ),
            "node that does not exist",
        ),
        (
            lambda w: w["runs"].update(
                b1={"chart": "nope", "stack": [{"chart": "nope", "node": "a"}], "path": []}
            ),
            "chart that does not exist",
        ),
        (lambda w: w["bots"]["b1"]["deck"].update(draw_pile=["99"]), "Draw pile"),
    ],
)
def test_a_stored_state_is_checked_against_the_pack(eupop: Pack, damage, words: str) -> None:  # type: ignore[no-untyped-def]
    world = json.loads(json.dumps(eu_session(eupop).world))
    assert check_world(eupop, world) == []
    damage(world)
    problems = check_world(eupop, world)
    assert problems and words in " ".join(problems)


@pytest.mark.parametrize("typed", ["9" * 5000, "9" * 19, 10**30])
def test_a_huge_typed_answer_is_refused_and_changes_nothing(typed: object) -> None:
    """A number question answered with 5,000 digits raised Python's 4,300-digit error."""
    session = tiny_session()
    session.apply({"type": "start", "bot": "b1", "chart": "hits"})
    before, cursor = clone(session.world), session.cursor
    with pytest.raises(InputError, match="not an answer here"):
        session.apply({"type": "answer", "bot": "b1", "option": typed})
    assert session.world == before and session.cursor == cursor
