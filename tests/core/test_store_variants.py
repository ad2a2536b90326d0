"""A saved state keeps the variants its pack gave when it was saved. After a pack update turns a
setup choice into a variant (Glory's technology on a main-action line, seed 003, Technology),
the bot must play as a replay of its steps has it, whether the game opens from that state or
from its steps: the variants are worked out again from the bot's setup options."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from bundled import bundled_pack
from store_helpers import write_sql

from desktop.core.play.session import Session
from desktop.core.store.game_library import Library
from desktop.core.store.game_store import open_game
from desktop.core.store.saves import session_from_json, session_to_json

CHOSEN = {"main_technology": "main_technology"}  # the choice that is now the variant


def glory_game(folder: Path) -> tuple[Path, dict[str, Any]]:
    """A saved Glory game whose automa chose technology on its main-action lines."""
    pack = bundled_pack("glory_automa")
    session = Session(pack, 3)
    session.add_bot("a", {"name": "Automa", "difficulty": "hard", **CHOSEN})
    assert session.world["meta"]["a"]["variants"] == ["main_technology"]
    game = Library(folder / "games", folder / "trash").add(session, "Glory")
    game.close()
    return game.path, {pack.id: pack}


def as_an_older_pack_saved_it(path: Path) -> None:
    """Every stored state lists no variant, as before the choice became one."""
    rows = sqlite3.connect(path).execute("SELECT idx, world FROM snapshots").fetchall()
    changed = 0
    for index, text in rows:
        world = json.loads(text)
        if "a" in world["meta"]:  # the state before the automa was added has none
            world["meta"]["a"]["variants"] = []
            write_sql(path, ("UPDATE snapshots SET world = ? WHERE idx = ?", (json.dumps(world), index)))
            changed += 1
    assert changed, "a state with the automa is stored"


def test_a_state_saved_before_a_choice_became_a_variant_plays_the_variant(tmp_path: Path) -> None:
    path, packs = glory_game(tmp_path)
    as_an_older_pack_saved_it(path)
    again = open_game(path, packs)
    assert again.session.world["meta"]["a"]["variants"] == ["main_technology"]
    assert not again.warnings, "nothing was damaged: the state is used"
    again.close()


def test_a_json_save_of_that_state_plays_the_variant_too(tmp_path: Path) -> None:
    path, packs = glory_game(tmp_path)
    game = open_game(path, packs)
    data = json.loads(json.dumps(session_to_json(game.session)))
    game.close()
    data["world"]["meta"]["a"]["variants"] = []
    session, _warnings = session_from_json(data, packs)
    assert session.world["meta"]["a"]["variants"] == ["main_technology"]


def test_a_bot_without_the_choice_keeps_the_booklet_default(tmp_path: Path) -> None:
    pack = bundled_pack("glory_automa")
    session = Session(pack, 3)
    session.add_bot("a", {"name": "Automa", "difficulty": "hard"})
    game = Library(tmp_path / "games", tmp_path / "trash").add(session, "Glory")
    game.close()
    again = open_game(game.path, {pack.id: pack})
    assert again.session.world["meta"]["a"]["variants"] == []
    again.close()
