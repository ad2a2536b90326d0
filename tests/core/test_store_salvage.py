"""A game file with a damaged page (zeroed, as a bad sector or a power cut on a memory card
leaves it) opens for play from the rows that still read; the file as it was is kept beside it
byte for byte. Before, one such page among old steps made the whole game refuse to open."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from store_helpers import digest, new_game, packs, rows

from desktop.core.cli.random_game import play
from desktop.core.messages import render_plain
from desktop.core.store.game_library import Library
from desktop.core.store.game_store import StoreError, open_game


def page_size(path: Path) -> int:
    return int(rows(path, "PRAGMA page_size")[0][0])


def leaf_pages(path: Path, table: str) -> list[int]:
    """The leaf pages of `table`, read from its root page as SQLite lays it out (an interior
    table page: flag 5, the cell count at byte 3, the right-most child at byte 8, then one
    two-byte pointer per cell, each cell starting with its left child's page number)."""
    root = int(rows(path, "SELECT rootpage FROM sqlite_master WHERE name = ?", (table,))[0][0])
    size, data = page_size(path), path.read_bytes()
    page = data[(root - 1) * size : root * size]
    assert page[0] == 5, f"{table} fits one page: play more steps"
    cells = int.from_bytes(page[3:5], "big")
    pointers = [int.from_bytes(page[12 + 2 * i : 14 + 2 * i], "big") for i in range(cells)]
    children = [int.from_bytes(page[p : p + 4], "big") for p in pointers]
    return [*children, int.from_bytes(page[8:12], "big")]


def zero_page(path: Path, number: int) -> None:
    size = page_size(path)
    data = bytearray(path.read_bytes())
    data[(number - 1) * size : number * size] = bytes(size)
    path.write_bytes(bytes(data))


def damaged_game(folder: Path, table: str = "events") -> tuple[Path, str, int, bytes]:
    """A played game closed, then one page of `table` in the middle of it zeroed: its path, the
    world and position it was saved at, and the damaged file's bytes."""
    game = new_game(folder, events=200, seed=5)
    world, cursor = digest(game.session.world), game.session.cursor
    game.close()
    leaves = leaf_pages(game.path, table)
    zero_page(game.path, leaves[len(leaves) // 2])
    with pytest.raises(sqlite3.DatabaseError):
        rows(game.path, f"SELECT count(*) FROM {table}")
    return game.path, world, cursor, game.path.read_bytes()


def test_a_zeroed_page_of_old_steps_opens_the_game_where_it_was(tmp_path: Path) -> None:
    path, world, cursor, damaged = damaged_game(tmp_path)
    game = open_game(path, packs())
    said = [render_plain(w) for w in game.warnings]
    kept = list(tmp_path.glob("game.botmat.damaged-*"))
    assert [k.name for k in kept if not k.name.endswith("-wal")] == [kept[0].name]
    assert said[0] == (
        f"{path}: a part of the file could not be read: the game was written again from the rest, "
        f"and the file as it was is kept as {kept[0].name}"
    )
    assert "earlier steps cannot be read: the game goes on as it was saved" in said[1]
    assert (digest(game.session.world), game.session.cursor) == (world, cursor), "nothing played is lost"
    assert kept[0].read_bytes() == damaged, "the file as it was, byte for byte"
    before_floor = game.session.floor
    assert 0 < before_floor <= cursor, "undo stops above the rows left behind"
    game.close()
    assert rows(path, "PRAGMA integrity_check") == [("ok",)]
    assert rows(path, "PRAGMA journal_mode") == [("wal",)]


def test_the_rebuilt_game_plays_on_and_is_not_rebuilt_again(tmp_path: Path) -> None:
    path, _world, cursor, _damaged = damaged_game(tmp_path)
    game = open_game(path, packs())
    play(game.session, 5, 9)
    played = (digest(game.session.world), game.session.cursor)
    assert game.commit(game.session) and game.session.cursor > cursor
    game.close()
    again = open_game(path, packs())
    said = [render_plain(w) for w in again.warnings]
    assert not any("written again" in s for s in said), said
    assert (digest(again.session.world), again.session.cursor) == played
    again.close()
    assert len([k for k in tmp_path.glob("game.botmat.damaged-*") if not k.name.endswith("-wal")]) == 1


def test_a_game_only_looked_at_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    path, _world, _cursor, damaged = damaged_game(tmp_path)
    with pytest.raises(StoreError) as refused:
        open_game(path, packs(), read_only=True)
    assert render_plain(refused.value.message) == f"{path}: is damaged: a part of the file cannot be read"
    assert path.read_bytes() == damaged and not list(tmp_path.glob("*damaged-*"))


def test_a_game_whose_meta_cannot_be_read_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=200, seed=5)
    game.close()
    meta_page = int(rows(game.path, "SELECT rootpage FROM sqlite_master WHERE name = 'meta'")[0][0])
    zero_page(game.path, meta_page)
    damaged = game.path.read_bytes()
    with pytest.raises(StoreError):
        open_game(game.path, packs())
    assert game.path.read_bytes() == damaged
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")) == ["game.botmat"]


def test_the_library_opens_a_game_with_a_damaged_page(tmp_path: Path) -> None:
    library = Library(tmp_path / "games", tmp_path / "trash")
    library.folder.mkdir(parents=True)
    path, world, cursor, _damaged = damaged_game(library.folder)
    game = library.open(path, packs())
    assert (digest(game.session.world), game.session.cursor) == (world, cursor)
    game.close()
    assert [info.title for info in library.games()] == ["Game"], "the copy kept aside is not listed"
