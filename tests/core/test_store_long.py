"""A 20,000-event game in the store: undo all and redo all pass through exactly the states of
play, and a JSON export imported again is the same game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.core.cli.random_game import play
from desktop.core.pack.pack_catalog import load_packs
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session
from desktop.core.store.game_library import Library
from desktop.core.store.game_store import open_game, write_game

EVENTS = 20_000

pytestmark = pytest.mark.slow


def digest(world: dict) -> str:  # type: ignore[type-arg]
    return json.dumps(world, sort_keys=True)


@pytest.fixture(scope="module")
def eupop() -> Pack:
    return load_packs()[0]["eupop"]


@pytest.fixture(scope="module")
def long_game(eupop: Pack, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[int, str]]:
    """The game file and the state after every event of its play (by cursor)."""
    session = Session(eupop, 20)
    states = {0: digest(session.world)}
    play(session, EVENTS, 20, lambda s: states.__setitem__(s.cursor, digest(s.world)))
    path = tmp_path_factory.mktemp("long") / "long.botmat"
    write_game(path, session, "Long campaign").close()
    return path, states


def test_undo_all_then_redo_all_passes_through_every_state(
    eupop: Pack, long_game: tuple[Path, dict[int, str]]
) -> None:
    path, states = long_game
    game = open_game(path, {"eupop": eupop})
    session = game.session
    top = session.cursor
    assert top >= EVENTS and digest(session.world) == states[top]
    tail_log = [e.to_json() for e in session.log(since=top - 50)]
    game.history.hold = True  # one transaction at the end instead of one per undo
    seen = []
    while session.undo():
        seen.append((session.cursor, digest(session.world)))
    assert session.cursor == 0 and len(seen) == top
    compared = [c for c, d in seen if c in states]
    assert len(compared) >= EVENTS and [c for c, d in seen if c in states and states[c] != d] == []
    while session.redo():
        pass
    assert session.cursor == top and digest(session.world) == states[top]
    assert [e.to_json() for e in session.log(since=top - 50)] == tail_log
    assert game.flush()
    game.close()
    again = open_game(path, {"eupop": eupop})
    assert again.session.cursor == top and digest(again.session.world) == states[top]
    again.abandon()


def test_export_and_import_keep_the_whole_game(
    eupop: Pack, long_game: tuple[Path, dict[int, str]], tmp_path: Path
) -> None:
    path, states = long_game
    game = open_game(path, {"eupop": eupop})
    top = game.session.cursor
    library = Library(tmp_path / "games", tmp_path / "trash")
    library.folder.mkdir()
    exported = tmp_path / "long.json"
    library.export_json(game.session, exported)
    imported = library.import_json(exported, {"eupop": eupop})
    assert imported.warnings == []
    assert imported.session.cursor == game.session.cursor
    assert digest(imported.session.world) == states[top]
    assert list(imported.session.events) == list(game.session.events)
    imported.close()
    again = open_game(imported.path, {"eupop": eupop})
    assert digest(again.session.world) == states[top] and again.session.can_undo()
    again.abandon()
    game.abandon()
