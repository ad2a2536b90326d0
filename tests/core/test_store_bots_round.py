"""The library tells a Glory of Civilizations game by the round its automa's mat counts (the pack's
`rounds.round`), after the shared Age: a game in its fourth round no longer reads only "Age 1"."""

from __future__ import annotations

from pathlib import Path

import pytest
from core_helpers import bundled_packs
from glory_cards import keyed_cards

from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session
from desktop.core.store.game_library import GameInfo, Library, read_info, round_progress
from desktop.core.store.game_store import progress_of


@pytest.fixture
def library(data_dir: Path) -> Library:
    return Library()


@pytest.fixture
def glory() -> Pack:
    return bundled_packs()["glory_automa"]


def run(session: Session, bot: str, chart: str) -> None:
    """A chart of the pack run to its end, every instruction done and every question answered no."""
    session.apply({"type": "start", "bot": bot, "chart": chart})
    while session.running(bot):
        step = session.current(bot)
        assert step is not None and step.kind in ("do", "ask"), step
        if step.kind == "do":
            session.apply({"type": "done", "bot": bot})
        else:
            ids = [o.id for o in step.options]
            session.apply({"type": "answer", "bot": bot, "option": "no" if "no" in ids else ids[0]})


def play_round(session: Session, bot: str) -> None:
    """One round of the automa as the round bar drives it: Round start, turns until it passes,
    the Achievements phase."""
    run(session, bot, "round_start")
    for _ in range(20):
        if session.world["bots"][bot].get("passed"):
            break
        run(session, bot, "turn")
    run(session, bot, "achievements")


def add_automa(session: Session, bot: str, name: str) -> None:
    session.add_bot(bot, {"name": name, "difficulty": "medium"}, keyed_cards())


def test_a_glory_game_in_its_fourth_round_shows_the_age_then_round_4(library: Library, glory: Pack) -> None:
    """The Round start chart moves the automa's Round on (seed 003, Round start): the game file's
    progress keeps the Age, then that Round, labelled as the mat labels it."""
    game = library.create(glory, 5, "Fourth round")
    assert progress_of(glory, game.session.world) == [{"name": "age", "label": "Age", "value": 1}], (
        "no automa counts a round yet: no empty Round"
    )
    add_automa(game.session, "a", "Automa")
    for _ in range(3):
        play_round(game.session, "a")
    run(game.session, "a", "round_start")
    game.close()
    info = read_info(game.path)
    assert info.progress == [
        {"name": "age", "label": "Age", "value": 1},
        {"name": "bots:round", "label": "Round", "value": 4},
    ]
    assert round_progress(info, glory) == info.progress, "the library keeps the mat's Round"


def test_the_round_is_shown_once_the_highest_of_the_automas(glory: Pack) -> None:
    """An automa added in round 3 has counted fewer rounds: the game's round is the furthest one."""
    session = Session(glory, 2)
    add_automa(session, "a", "Red")
    for _ in range(2):
        play_round(session, "a")
    add_automa(session, "b", "Blue")
    run(session, "a", "round_start")
    run(session, "b", "round_start")
    counted = {bot: state["round"] for bot, state in session.world["bots"].items()}
    assert counted == {"a": 3, "b": 1}
    rounds = [f for f in progress_of(glory, session.world) if f["name"] == "bots:round"]
    assert rounds == [{"name": "bots:round", "label": "Round", "value": 3}]


def test_the_round_comes_after_the_facts_and_before_the_scores(tmp_path: Path, glory: Pack) -> None:
    """A file's progress read back is listed facts first, then the round, then any scores; an
    entry the pack does not count is left out."""
    stored = [
        {"name": "age", "label": "Age", "value": 2},
        {"name": "bots:round", "label": "Round", "value": 5},
        {"name": "bots:other", "label": "Other", "value": 1},
    ]
    info = GameInfo(tmp_path / "g.botmat", "G", "glory_automa", progress=stored)
    assert [f["name"] for f in round_progress(info, glory)] == ["age", "bots:round"]
