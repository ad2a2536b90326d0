"""The game library: every game listed newest first (damaged ones with their problem), new games
never touch another, rename/duplicate/delete, JSON import/export and the one-time import."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from core_helpers import bundled_packs, tiny_session
from store_helpers import digest, pack, packs, rows, write_sql

from desktop.core import paths
from desktop.core.cache_write import write_atomic
from desktop.core.cli.random_game import play
from desktop.core.messages import render_plain
from desktop.core.play.session import Session
from desktop.core.store.game_library import GameInfo, Library, file_stem, read_info, round_progress
from desktop.core.store.game_store import StoreError, open_game, progress_of
from desktop.core.store.saves import load_session, save_session


@pytest.fixture
def library(data_dir: Path) -> Library:
    return Library()


def played_before(path: Path) -> None:
    """Make a game look played an hour ago (last played is kept to the second)."""
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(time.time() - 3600))
    write_sql(path, ("UPDATE meta SET value = ? WHERE key = 'last_played'", (json.dumps(stamp),)))


def test_games_are_listed_newest_first_with_what_the_welcome_screen_shows(library: Library) -> None:
    first = library.create(pack(), 1, "First campaign")
    play(first.session, 10, 1)
    first.close()
    played_before(first.path)
    second = library.create(pack(), 2, "Second")
    second.session.apply({"type": "add_bot", "bot": "b1", "options": {"name": "Red"}, "profile": None})
    second.session.apply({"type": "set_shared", "name": "round", "value": 3})
    second.close()
    games = library.games()
    assert [g.title for g in games] == ["Second", "First campaign"]
    newest = games[0]
    assert (newest.pack, newest.pack_name, newest.bots, newest.steps) == (
        "tiny",
        "Tiny test bots",
        ["Red"],
        0,  # adding a bot and setting the Round set the game up: no step is played yet
    )
    assert newest.progress == [{"name": "round", "label": "Round", "value": 3}]
    assert newest.last_played and newest.created and newest.problem is None
    assert library.newest() == newest


def test_a_damaged_file_is_listed_with_its_problem_and_never_resumed(library: Library) -> None:
    good = library.create(pack(), 1, "Good")
    good.close()
    played_before(good.path)
    broken = library.folder / "Broken.botmat"
    broken.write_bytes(b"SQLite format 3\x00" + os.urandom(200))
    games = library.games()
    damaged = next(g for g in games if g.path == broken)
    assert damaged.problem and str(broken) in render_plain(damaged.problem)
    assert library.newest() is not None and library.newest().title == "Good"


def test_a_new_game_never_touches_another(library: Library) -> None:
    first = library.create(pack(), 1, "Campaign")
    play(first.session, 20, 1)
    world = digest(first.session.world)
    first.close()
    second = library.create(pack(), 2, "Campaign")
    assert second.path.name == "Campaign (2).botmat"
    assert digest(open_game(first.path, packs()).session.world) == world


def test_titles_become_safe_file_names() -> None:
    assert file_stem('a/b\\c:d*e?"f"<g>|h') == "a_b_c_d_e__f__g__h"
    assert file_stem("  ..  ") == "Game"
    assert file_stem("CON") == "CON_"
    assert len(file_stem("x" * 500)) == 80


def test_rename_changes_title_and_file_and_keeps_the_game(library: Library) -> None:
    game = library.create(pack(), 1, "Old name")
    play(game.session, 12, 1)
    world = digest(game.session.world)
    target = library.rename(game.path, "New name", game)
    assert target.name == "New name.botmat" and not (library.folder / "Old name.botmat").exists()
    game.session.apply({"type": "set_shared", "name": "round", "value": 2})  # the open game goes on
    game.close()
    info = read_info(target)
    assert info.title == "New name" and info.cursor == game.session.cursor
    again = open_game(target, packs())
    again.session.undo()
    assert digest(again.session.world) == world


def test_rename_of_a_closed_game(library: Library) -> None:
    game = library.create(pack(), 1, "Closed")
    game.close()
    target = library.rename(game.path, "Still closed")
    assert read_info(target).title == "Still closed"


def test_a_copy_is_named_by_a_number_no_word_of_a_language(library: Library) -> None:
    """The title is stored with the game: "Original (copy)" stayed English on a Polish or
    Ukrainian library; "(2)", "(3)" read the same in every language and tell the copies apart."""
    game = library.create(pack(), 1, "Original")
    game.close()
    second = library.duplicate(game.path)
    third = library.duplicate(game.path)
    fourth = library.duplicate(second)
    titles = [read_info(p).title for p in (second, third, fourth)]
    assert titles == ["Original (2)", "Original (3)", "Original (4)"]


def test_a_copy_of_a_game_of_the_library_is_told_apart_from_it(library: Library, tmp_path: Path) -> None:
    """ "Play a copy" of a game another window plays gave the copy the very same title: after two,
    the library listed rows that read alike. A copy of a game whose title the library holds gets
    a number; a game from elsewhere with a title of its own keeps it."""
    game = library.create(pack(), 1, "Campaign")
    game.close()
    copies = [library.import_game(game.path, packs()) for _ in range(2)]
    for copy in copies:
        copy.close()
    assert [read_info(c.path).title for c in copies] == ["Campaign (2)", "Campaign (3)"]
    stick = tmp_path / "stick"
    stick.mkdir()
    other = library.create(pack(), 2, "Journey")
    other.close()
    moved = stick / "Journey.botmat"
    other.path.rename(moved)
    kept = library.import_game(moved, packs())
    kept.close()
    assert read_info(kept.path).title == "Journey"


def test_duplicate_is_an_independent_copy(library: Library) -> None:
    game = library.create(pack(), 1, "Original")
    play(game.session, 30, 2)
    world = digest(game.session.world)
    copy = library.duplicate(game.path)  # while the original is open
    assert read_info(copy).title == "Original (2)"
    game.session.apply({"type": "set_shared", "name": "round", "value": 6})
    game.close()
    assert digest(open_game(copy, packs()).session.world) == world


def test_delete_moves_to_the_trash_which_keeps_30_days(library: Library) -> None:
    game = library.create(pack(), 1, "Doomed")
    play(game.session, 5, 1)
    game.close()
    kept = library.delete(game.path)
    assert not game.path.exists() and kept.parent == paths.trash_dir()
    restored = open_game(kept, packs())
    assert restored.session.cursor == game.session.cursor, "a deleted game can still be restored"
    restored.close()
    old = time.time() - 31 * 86400
    os.utime(kept, (old, old))
    fresh = library.create(pack(), 2, "Other")
    fresh.close()
    library.delete(fresh.path)
    assert not kept.exists(), "older than 30 days: purged"
    assert len(list(paths.trash_dir().glob("*Other.botmat"))) == 1


def test_import_copies_a_json_save_and_export_writes_version_1(library: Library, tmp_path: Path) -> None:
    session = tiny_session()
    play(session, 40, 3)
    source = tmp_path / "evening.json"
    save_session(session, source)
    before = source.read_bytes()
    game = library.import_json(source, packs())
    assert source.read_bytes() == before, "the JSON file is left as it is"
    assert game.meta["title"] == "evening" and game.path.parent == library.folder
    assert digest(game.session.world) == digest(session.world) and game.session.cursor == session.cursor
    out = tmp_path / "shared.json"
    library.export_json(game.session, out)
    data = json.loads(out.read_text())
    assert data["version"] == 1 and data["format"] == "botmat-session"
    assert len(data["events"]) == len(session.events)
    assert digest(load_session(out, packs())[0].world) == digest(session.world)


def test_import_of_a_save_whose_history_does_not_replay_keeps_its_state(
    library: Library, tmp_path: Path
) -> None:
    session = tiny_session()
    play(session, 20, 3)
    source = tmp_path / "old.json"
    save_session(session, source)
    data = json.loads(source.read_text())
    data["world"]["bots"]["b1"]["power"] = 17
    data["pack_revision"] = 0
    source.write_text(json.dumps(data))
    game = library.import_json(source, packs())
    assert game.session.world["bots"]["b1"]["power"] == 17 and not game.session.can_undo()
    assert any("revision 0" in render_plain(w) for w in game.warnings)
    game.close()
    again = open_game(game.path, packs())
    assert again.session.world["bots"]["b1"]["power"] == 17 and not again.session.can_undo()


def test_first_start_imports_the_autosave_and_saved_games_once(library: Library, tmp_path: Path) -> None:
    auto = tiny_session()
    play(auto, 25, 1)
    save_session(auto, paths.autosave_path())
    named = tiny_session(seed=8)
    play(named, 10, 8)
    save_session(named, paths.saves_dir() / "duel.json")
    elsewhere = tmp_path / "far" / "away.json"
    save_session(named, elsewhere)
    originals = {p: p.read_bytes() for p in (paths.autosave_path(), paths.saves_dir() / "duel.json")}
    assert library.first_start_import(packs(), extra=[elsewhere]) == []
    titles = sorted(g.title for g in library.games())
    assert titles == sorted(["Tiny test bots " + time.strftime("%Y-%m-%d"), "duel", "away"])
    assert all(p.read_bytes() == b for p, b in originals.items())
    assert library.first_start_import(packs()) == [], "done once"
    assert len(library.games()) == 3


def test_first_start_import_survives_a_kill_between_the_autosave_renames(library: Library) -> None:
    """A SIGKILL between the last two renames left only `.1` and the `.tmp`: the newest is used."""
    auto = tiny_session()
    play(auto, 12, 1)
    path = paths.autosave_path()
    save_session(auto, path)
    play(auto, 3, 2)
    write_atomic(path, json.dumps({"half": "written"}))  # the previous autosave is now .1
    os.replace(path, path.with_name(f"{path.name}.abc.tmp"))  # killed before the last rename
    tmp = path.with_name(f"{path.name}.abc.tmp")
    save_session(auto, tmp.with_suffix(".x"))
    os.replace(tmp.with_suffix(".x"), tmp)
    assert not path.exists()
    problems = library.first_start_import(packs())
    games = library.games()
    assert len(games) == 1 and games[0].steps == auto.cursor - 1, problems  # adding the bot is no step


def test_first_start_import_reports_what_it_cannot_read(library: Library) -> None:
    paths.autosave_path().write_text("{not json")
    (paths.saves_dir() / "bad.json").write_text('{"format": "botmat-session", "version": 1}')
    problems = library.first_start_import(packs())
    assert len(problems) == 2 and all("json" in render_plain(p) for p in problems)
    assert library.games() == []


def test_listing_reads_without_changing_a_file(library: Library) -> None:
    game = library.create(pack(), 1, "Watched")
    play(game.session, 10, 1)
    game.close()
    before = game.path.read_bytes()
    library.games()
    assert game.path.read_bytes() == before
    assert sorted(p.name for p in library.folder.iterdir()) == ["Watched.botmat"], "nothing left beside it"
    assert rows(game.path, "SELECT count(*) FROM events")[0][0] == game.session.cursor


def test_duplicate_of_a_damaged_file_is_refused(library: Library) -> None:
    broken = library.folder / "x.botmat"
    broken.write_text("nope")
    with pytest.raises(StoreError, match="not a Botmat game"):
        library.duplicate(broken)


def test_the_library_counts_play_steps_not_setup_and_the_rounds_progress(library: Library) -> None:
    """A fresh game shows 0 steps (its bots and facts are setup), each play step counts, undo
    takes one back; the progress is the facts the pack's round counts (`rounds.facts`)."""
    game = library.create(pack(), 3, "Counted")
    session = game.session
    session.add_bot("b1", {"name": "Red", "level": "easy"})
    session.add_bot("b2", {"name": "Blue", "level": "easy"})
    session.apply({"type": "set_shared", "name": "round", "value": 2})
    assert read_info(game.path).steps == 0
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    session.apply({"type": "done", "bot": "b1"})
    assert read_info(game.path).steps == 2
    session.undo()
    assert read_info(game.path).steps == 1
    game.close()
    info = read_info(game.path)
    assert info.steps == 1 and info.progress == [{"name": "round", "label": "Round", "value": 2}]


def test_answers_a_game_takes_from_the_check_are_no_steps_played(library: Library) -> None:
    """A `check` event (the game takes the answers of the Bot Deck check) is undone and redone
    like a step but never counted as one, before the first play step or later; a file written
    before the store kept them is searched once when opened."""
    eu = bundled_packs()["eupop"]
    check = {"type": "check", "table": "bot_deck_check", "answers": {"12": {"cost": 1}}}
    game = library.create(eu, 3, "Checked")
    session = game.session
    session.add_bot("b1", {"name": "Castile"})
    session.apply(dict(check))
    session.add_bot("b2", {"name": "France"})
    assert read_info(game.path).steps == 0, "bots and answers set the game up"
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    session.apply({"type": "answer", "bot": "b1", "option": "no"})
    session.apply(dict(check, answers={"12": {"cost": 2}}))
    assert read_info(game.path).steps == 2
    session.undo()
    session.undo()
    assert read_info(game.path).steps == 1
    session.redo()
    session.redo()
    session.apply({"type": "answer", "bot": "b1", "option": "no"})
    assert read_info(game.path).steps == 3
    game.close()
    write_sql(game.path, ("DELETE FROM meta WHERE key = 'checks'", ()))
    again = library.open(game.path, {"eupop": eu})
    # No Siege asked (no Army on the map after setup): the card is drawn now.
    again.session.apply({"type": "done", "bot": "b1"})
    again.close()
    assert read_info(game.path).steps == 4


def test_a_bundled_packs_progress_is_its_round_facts_only() -> None:
    """EU counts its rounds by Round and Age; its other whole-number fact (Realms passed this
    Round) is no progress; Root has no round facts, so no progress."""
    packs = bundled_packs()
    eu = Session(packs["eupop"], 1)
    assert [f["name"] for f in progress_of(packs["eupop"], eu.world)] == ["age", "round"]
    assert progress_of(packs["root_clockwork"], Session(packs["root_clockwork"], 1).world) == []


def test_a_long_bots_score_name_is_said_to_be_cut() -> None:
    """The library's scores cut a name at 60 characters with nothing to say so («…z trzeciego : 0»)."""
    packs = bundled_packs()
    session = Session(packs["root_clockwork"], 1)
    name = "Mechanical Marquise 2.0 of the team at the third table by the window, Oksana and Taras"
    session.add_bot("b1", {"name": name, "faction": "marquise"})
    scores = [f["name"] for f in progress_of(packs["root_clockwork"], session.world)]
    assert scores == [f"score:{name[:59]}…"], scores


def test_the_same_json_save_is_recognised_by_its_content(library: Library, tmp_path: Path) -> None:
    """A save imported once is found again by its content (kept in the game's meta), under any
    file name; a save that differs is not."""
    session = tiny_session()
    play(session, 12, 3)
    source = tmp_path / "evening.json"
    save_session(session, source)
    assert library.imported_before(source) is None
    game = library.import_json(source, packs())
    game.close()
    renamed = tmp_path / "sent by a friend.json"
    renamed.write_bytes(source.read_bytes())
    found = library.imported_before(renamed)
    assert found is not None and found.path == game.path and found.title == "evening"
    play(session, 2, 4)
    save_session(session, source)
    assert library.imported_before(source) is None, "another evening's save is another game"
    assert library.imported_before(tmp_path / "missing.json") is None


def test_a_file_written_before_shows_only_its_round_facts_when_its_pack_is_known(tmp_path: Path) -> None:
    """Files written before kept every whole-number fact ("Realms passed this Round"): the list
    shows the pack's round facts only; with its pack unknown, what the file holds."""
    stored = [
        {"name": "age", "label": "Age", "value": 2},
        {"name": "round", "label": "Round", "value": 5},
        {"name": "passed", "label": "Realms passed this Round", "value": 1},
    ]
    info = GameInfo(tmp_path / "old.botmat", "Old", "eupop", progress=stored)
    assert [f["name"] for f in round_progress(info, bundled_packs()["eupop"])] == ["age", "round"]
    assert round_progress(info, None) == stored


def test_a_deleted_game_is_restored_from_the_trash_with_every_step(library: Library) -> None:
    """Issue 28 item 13: the trash is listed with titles and days left; restore brings the game
    back under its title (a free file name when the title is taken again)."""
    game = library.create(pack(), 1, "Back again")
    play(game.session, 5, 1)
    cursor = game.session.cursor
    game.close()
    library.delete(game.path)
    library.create(pack(), 2, "Back again").close()  # the title is taken meanwhile
    [trashed] = library.trashed()
    assert (trashed.title, trashed.pack, trashed.days_left) == ("Back again", "tiny", 30)
    back = library.restore(trashed.path)
    assert back.parent == library.folder and back.name == "Back again (2).botmat"
    assert library.trashed() == []
    again = open_game(back, packs())
    assert again.session.cursor == cursor and again.meta["title"] == "Back again"
    again.close()
    with pytest.raises(StoreError):
        library.restore(back)  # only a file of the trash is restored


def test_a_save_carries_its_title_and_an_export_reads_a_copy(library: Library, tmp_path: Path) -> None:
    """Issue 28 item 13: an imported game keeps its own title, not the file's name; a game not
    open is exported without writing its file."""
    game = library.create(pack(), 1, "Friday league")
    play(game.session, 6, 2)
    game.close()
    before = game.path.read_bytes()
    out = tmp_path / "export1.json"
    library.export_closed(game.path, packs(), out)
    assert game.path.read_bytes() == before
    assert json.loads(out.read_text())["title"] == "Friday league"
    imported = library.import_json(out, packs())
    assert imported.meta["title"] == "Friday league"
    imported.close()
    data = json.loads(out.read_text())
    data["title"] = "Line\nbreak\x07"
    out.write_text(json.dumps(data))
    assert library.import_json(out, packs()).meta["title"] == "Line break"
    del data["title"]
    out.write_text(json.dumps(data))
    assert library.import_json(out, packs()).meta["title"] == "export1", "no title: the file's name"
