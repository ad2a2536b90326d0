"""Issue 27 §8: a refused file opened from outside the library was reported under its library
copy's name, and as "cannot be written: database disk image is malformed" although it was being
opened. Now the message names the file the player chose and says what is wrong with it; no copy
of it is left in the library."""

from __future__ import annotations

from pathlib import Path

import pytest
from store_helpers import new_game, packs

from desktop.core.messages import render_plain
from desktop.core.store.game_library import Library
from desktop.core.store.game_store import StoreError


def library(tmp_path: Path) -> Library:
    folder = tmp_path / "library"
    folder.mkdir()
    return Library(folder, tmp_path / "trash")


def test_a_game_from_elsewhere_damaged_inside_is_named_as_chosen(tmp_path: Path) -> None:
    elsewhere = tmp_path / "stick"
    elsewhere.mkdir()
    game = new_game(elsewhere, events=300, name="campaign")
    game.close()
    raw = bytearray(game.path.read_bytes())
    page = 4096
    for start in range(2 * page, len(raw) - page, 3 * page):  # pages of the tables, not the header
        raw[start : start + page] = b"\xa5" * page
    game.path.write_bytes(bytes(raw))
    games = library(tmp_path)
    with pytest.raises(StoreError) as refused:
        games.import_game(game.path, packs())
    said = render_plain(refused.value.message)
    assert said.startswith(f"{game.path}: ") and "damaged" in said, said
    assert "cannot be written" not in said and str(games.folder) not in said
    assert list(games.folder.glob("*.botmat")) == [], "no copy of it is listed"


def test_a_file_that_is_not_a_game_is_named_and_a_json_save_told_apart(tmp_path: Path) -> None:
    games = library(tmp_path)
    text = tmp_path / "notes.botmat"
    text.write_text("shopping list", encoding="utf-8")
    save = tmp_path / "saved.botmat"
    save.write_text('{"format": "botmat-session", "version": 1, "events": []}', encoding="utf-8")
    for path, reason in ((text, "is not a Botmat game"), (save, "holds a JSON save, not a game file")):
        with pytest.raises(StoreError) as refused:
            games.import_game(path, packs())
        assert render_plain(refused.value.message).startswith(f"{path}: {reason}")
    assert list(games.folder.glob("*.botmat")) == []
