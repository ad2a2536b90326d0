"""The game library: every game file in the games folder, newest first, with what the welcome
screen shows of each; create, open, rename, duplicate, delete (to a 30-day trash) and restore from
the trash, import and export of JSON saves (a save carries the game's title), and the one-time
import of the JSON games of older versions."""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Iterable
from dataclasses import field
from pathlib import Path
from typing import Any

from desktop.core import paths
from desktop.core.cache_write import write_atomic
from desktop.core.file_words import at, reason_of
from desktop.core.messages import Said, engine_msg, os_reason, render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session
from desktop.core.safe_read import cannot_be_written, damaged
from desktop.core.store.game_lock import held_elsewhere
from desktop.core.store.game_store import (
    SUFFIX,
    GameFile,
    bots_round_name,
    connect,
    create_game,
    discard_copy,
    open_game,
    open_readonly,
    steps_played,
    write_game,
)
from desktop.core.store.saves import SaveError, load_newest, read_save, session_from_json, session_to_json
from desktop.core.store.store_check import (
    DB_ERRORS,
    GameBusy,
    StoreError,
    check_header,
    check_schema,
    read_meta,
)
from desktop.core.values import Value

TRASH_DAYS = 30
TITLE_CHARS = 200  # a title read from a save is cut to this length
IMPORT_MARKER = "library-imported.json"
_UNSAFE = re.compile(r'[\x00-\x1f<>:"/\\|?*\x7f]')
_UNSAFE_TITLE = re.compile(r"[\x00-\x1f\x7f]")  # control characters: never part of a title
_COPY_MARK = re.compile(r" \(\d+\)$")  # the number a copy's title ends with: "Title (2)"
_RESERVED = {
    "CON",
    "PRN",
    "AUX",
    "NUL",
    *(f"COM{i}" for i in range(1, 10)),
    *(f"LPT{i}" for i in range(1, 10)),
}


class GameInfo(Value, frozen=False):
    """One game of the library as listed; `problem` says why a damaged one cannot be opened."""

    path: Path
    title: str
    pack: str = ""
    pack_name: str = ""
    bots: list[str] = field(default_factory=list)
    progress: list[dict[str, Any]] = field(default_factory=list)
    last_played: str = ""
    created: str = ""
    steps: int = 0  # steps played (the events that set the game up not counted)
    problem: Said | None = None
    source_digest: str = ""  # the content digest of the JSON save the game was imported from
    cursor: int = 0  # events applied, as the file holds them (setup included)
    busy: bool = False  # another window or program plays it now
    read_only: bool = False  # on a disk or in a folder that cannot be written
    # beside each name, the pack's words of a name left as offered (said in the language on
    # screen); empty for a file written before they were kept
    bot_words: list[dict[str, Any] | None] = field(default_factory=list)


def read_info(path: Path) -> GameInfo:
    """What the library shows of a game file, read without changing it."""
    try:
        check_header(path)
        conn, scratch = _reader(path)
        try:
            check_schema(path, conn)
            meta = read_meta(path, conn)
        finally:
            conn.close()
            discard_copy(scratch)
    except StoreError as exc:
        return _damaged_info(path, exc.reason)
    except DB_ERRORS as exc:
        return _damaged_info(path, damaged(exc))
    # Files written before the setup count was kept: their floor is where their setup ended.
    setup = meta["setup"] if meta["setup"] is not None else meta["floor"] or 0
    cursor = meta["cursor"] or 0
    return GameInfo(
        path,
        meta["title"],
        meta["pack"],
        meta["pack_name"],
        meta["bots"],
        meta["progress"],
        meta["last_played"],
        meta["created"],
        steps_played(cursor, setup, meta["checks"] or []),
        source_digest=meta["source_digest"],
        bot_words=meta["bot_words"],
        cursor=cursor,
        busy=held_elsewhere(path),
        read_only=not writable(path),
    )


def writable(path: Path) -> bool:
    """Whether a game can be written where it is (its file and its folder: SQLite writes its log
    beside it). A read-only disk says so even to an administrator."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def round_progress(info: GameInfo, pack: Pack | None) -> list[dict[str, Any]]:
    """The facts a game's round counts its progress by (`rounds.facts` of its pack, when the pack
    is known: a file written before kept every whole-number fact), the round the bots' mats count
    (`rounds.round`) and the bots' scores."""
    if pack is None:
        return info.progress
    rounds = pack.meta.rounds
    kept = set(rounds.facts) if rounds is not None else set()
    if rounds is not None and rounds.round:
        kept.add(bots_round_name(rounds.round))
    return [f for f in info.progress if f.get("name") in kept or is_score(f)]


def is_score(fact: dict[str, Any]) -> bool:
    """Whether a progress entry is a bot's score ("score:<bot's name>"), not a shared fact."""
    return str(fact.get("name", "")).startswith("score:")


def is_bots_round(fact: dict[str, Any]) -> bool:
    """Whether a progress entry is the round the bots' mats count (`rounds.round`), not a shared
    fact."""
    return str(fact.get("name", "")).startswith(bots_round_name(""))


def file_digest(path: Path) -> str:
    """The SHA-256 of a file's content ("" when it cannot be read): the same save imported twice
    is recognised by it."""
    import hashlib  # here: it loads OpenSSL, which a start does not need

    digest = hashlib.sha256()
    try:
        if not path.is_file():
            return ""
        with path.open("rb") as handle:
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
    except OSError:
        return ""
    return digest.hexdigest()


def _reader(path: Path) -> tuple[sqlite3.Connection, Path | None]:
    """A connection that only reads (and the temporary copy it reads, if any). Opened for writing
    when it can be (with writes switched off), because only such a connection removes the
    -wal/-shm files it made when it closes; on a read-only disk, as `open_readonly` can."""
    if writable(path):
        conn: sqlite3.Connection | None = None
        try:
            conn = connect(path)
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return conn, None
        except DB_ERRORS:
            if conn is not None:
                conn.close()
    return open_readonly(path)


def _damaged_info(path: Path, reason: Said) -> GameInfo:
    try:
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(path.stat().st_mtime))
    except OSError:
        stamp = ""
    return GameInfo(path, path.stem, last_played=stamp, problem=at(path, reason))


def file_stem(title: str) -> str:
    """A file name for a title on every system (no separators, no reserved names)."""
    stem = _UNSAFE.sub("_", title).strip(" .")[:80].strip(" .") or "Game"
    return f"{stem}_" if stem.split(".")[0].upper() in _RESERVED else stem


class TrashedGame(Value):
    """A game in the trash: its file there, title, rule system, when it was deleted (seconds
    since the epoch) and how many days it stays before it is removed for good."""

    path: Path
    title: str
    pack_name: str
    pack: str
    deleted: float
    days_left: int
    problem: Said | None = None
    bots: list[str] = field(default_factory=list)  # as GameInfo's: the title names them
    bot_words: list[dict[str, Any] | None] = field(default_factory=list)


def saved_title(data: dict[str, Any]) -> str:
    """The title a JSON save carries ("" when it has none or it is not a usable text)."""
    title = data.get("title")
    if not isinstance(title, str):
        return ""
    return _UNSAFE_TITLE.sub(" ", title).strip()[:TITLE_CHARS]


class Library:
    """The games folder and its trash."""

    def __init__(self, folder: Path | None = None, trash: Path | None = None) -> None:
        self.folder = folder or paths.games_dir()
        self.trash = trash or paths.trash_dir()
        self.imported_autosave: Path | None = None  # the game the first start made of the autosave

    # ---- listing ---------------------------------------------------------------------------
    def games(self) -> list[GameInfo]:
        """Every game file, newest first, damaged ones included with their problem."""
        infos = [read_info(p) for p in self.folder.glob(f"*{SUFFIX}") if not p.name.startswith(".")]
        # last_played has whole seconds: the file's own time tells games of the same second apart
        return sorted(infos, key=lambda i: (i.last_played, _written(i.path), i.title), reverse=True)

    def newest(self) -> GameInfo | None:
        """The game played last ("Resume last game"); damaged files are never picked silently."""
        return next((info for info in self.games() if info.problem is None), None)

    def imported_before(self, path: Path) -> GameInfo | None:
        """The game of the library made of this JSON save already (same content), if any."""
        digest = file_digest(path)
        if not digest:
            return None
        return next((i for i in self.games() if i.source_digest == digest and i.problem is None), None)

    def copy_title(self, title: str) -> str:
        """The title of a copy: the first free "Title (2)", "Title (3)"... A number, not a word:
        the title is stored with the game, and "(copy)" would stay English on a Polish screen."""
        taken = {info.title for info in self.games()}
        base = _COPY_MARK.sub("", title) or title
        n = 2
        while f"{base} ({n})" in taken:
            n += 1
        return f"{base} ({n})"

    def path_for(self, title: str) -> Path:
        """A free file name in the library for a title: `Title.botmat`, `Title (2).botmat`..."""
        stem = file_stem(title)
        path, n = self.folder / f"{stem}{SUFFIX}", 1
        while path.exists():
            n += 1
            path = self.folder / f"{stem} ({n}){SUFFIX}"
        return path

    # ---- games -----------------------------------------------------------------------------
    def create(self, pack: Pack, seed: int, title: str) -> GameFile:
        """A new empty game in the library (never touching another game)."""
        for _ in range(10):  # another process may take the name between the check and the link
            try:
                return create_game(self.path_for(title), pack, seed, title)
            except StoreError as exc:
                if "exists already" not in render_plain(exc.reason):
                    raise
        raise StoreError(self.folder, engine_msg("no free file name for this game"))

    def add(self, session: Session, title: str, source_digest: str = "") -> GameFile:
        """A game file holding an in-memory session (a game set up before it had a file);
        `source_digest` names the JSON save it was imported from."""
        return write_game(self.path_for(title), session, title, source_digest=source_digest)

    def open(self, path: Path, packs: dict[str, Pack], read_only: bool = False) -> GameFile:
        """Open a game for play (or, `read_only`, to look at); StoreError (file untouched) when it
        cannot be: GameBusy when another window or program plays it, GameReadOnly on a disk or
        in a folder that cannot be written."""
        return open_game(path, packs, read_only)

    def import_game(self, path: Path, packs: dict[str, Pack]) -> GameFile:
        """Copy a game file from elsewhere (another folder, a USB stick, a share, a game another
        window plays) into the library and open the copy. What cannot be used is said of the file
        the player chose, never of the copy; the copy of a file that cannot be played is not
        kept."""
        info = read_info(path)
        if info.problem is not None:
            raise StoreError(path, reason_of(info.problem))
        # A title the library has already (a copy of a game another window plays) gets a number:
        # two rows read the same, and the player could go on with, or delete, the wrong one.
        taken = info.title in {i.title for i in self.games()}
        try:
            copy = self.duplicate(path, self.copy_title(info.title) if taken else info.title)
        except StoreError as exc:
            if exc.path == path:
                raise  # the chosen file's own damage
            raise StoreError(
                path, engine_msg("cannot be copied into your games: {reason}", reason=exc.reason)
            ) from None
        try:
            game = self.open(copy, packs)
        except StoreError as exc:
            _remove_with_wal(copy)  # never listed: the player chose the other file
            raise StoreError(path, exc.reason) from None
        game.source = path
        game.warnings = [at(path, reason_of(w)) for w in game.warnings]
        return game

    def rename(self, path: Path, title: str, game: GameFile | None = None) -> Path:
        """Give a game a new title and file name; `game` is the open game of that file, if any."""
        target = path if file_stem(title) == _base_stem(path) else self.path_for(title)
        if game is None and held_elsewhere(path):
            raise GameBusy(path)
        if game is not None:
            game.set_title(title)
            game.close()
        else:
            _set_title(path, title)
        try:
            if target != path:
                _move_with_wal(path, target)
        finally:
            if game is not None:
                game.reopen(target if target.exists() else path)
        return target

    def duplicate(self, path: Path, title: str | None = None) -> Path:
        """A copy of a game under a new title (a consistent copy even while it is open)."""
        info = read_info(path)
        if info.problem:
            raise StoreError(path, reason_of(info.problem))
        title = title or self.copy_title(info.title)
        target = self.path_for(title)
        tmp = target.with_name(f".{target.name}.{os.getpid()}.new")
        scratch: Path | None = None
        try:
            try:
                source, scratch = open_readonly(path)
            except DB_ERRORS as exc:
                raise StoreError(path, damaged(exc)) from None
            copy = sqlite3.connect(tmp, isolation_level=None)
            try:
                source.backup(copy)
                copy.execute(
                    "INSERT OR REPLACE INTO meta (key, value) VALUES ('title', ?)", (json.dumps(title),)
                )
                copy.execute("PRAGMA journal_mode=WAL")
            finally:
                copy.close()
                source.close()
            os.link(tmp, target)
        except (OSError, sqlite3.OperationalError) as exc:  # the copy's disk: full, read-only, gone
            raise StoreError(target, cannot_be_written(exc)) from None
        except DB_ERRORS as exc:  # pages the source holds damaged, met while copying them
            raise StoreError(path, damaged(exc)) from None
        finally:
            discard_copy(scratch)
            if tmp.exists():
                tmp.unlink()
        return target

    def delete(self, path: Path) -> Path:
        """Move a game (closed) to the trash, where it stays TRASH_DAYS days; a game another
        window or program plays is refused (GameBusy)."""
        if held_elsewhere(path):
            raise GameBusy(path)
        self.trash.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target, n = self.trash / f"{stamp} {path.name}", 1
        while target.exists():
            n += 1
            target = self.trash / f"{stamp}-{n} {path.name}"
        try:
            _move_with_wal(path, target)
            os.utime(target)  # the trash counts its days from the deletion
        except OSError as exc:
            moved = engine_msg("cannot be moved to the trash: {reason}", reason=os_reason(exc))
            raise StoreError(path, moved) from None
        self.purge_trash()
        return target

    def purge_trash(self, days: int = TRASH_DAYS) -> list[Path]:
        """Remove what has been in the trash longer than `days` days."""
        limit = time.time() - days * 86400
        gone = []
        for path in self.trash.glob("*") if self.trash.is_dir() else []:
            try:
                if path.is_file() and path.stat().st_mtime < limit:
                    path.unlink()
                    gone.append(path)
            except OSError:
                continue  # tried again at the next purge
        return gone

    # ---- the trash -------------------------------------------------------------------------
    def trashed(self) -> list[TrashedGame]:
        """The games in the trash, the last deleted first, with their titles and days left."""
        found = []
        for path in self.trash.glob(f"*{SUFFIX}") if self.trash.is_dir() else []:
            try:
                deleted = path.stat().st_mtime
            except OSError:
                continue
            info = read_info(path)
            left = max(0, TRASH_DAYS - int((time.time() - deleted) // 86400))
            found.append(
                TrashedGame(
                    path,
                    info.title,
                    info.pack_name,
                    info.pack,
                    deleted,
                    left,
                    info.problem,
                    bots=info.bots,
                    bot_words=info.bot_words,
                )
            )
        return sorted(found, key=lambda t: t.deleted, reverse=True)

    def restore(self, trashed: Path) -> Path:
        """Bring a game back from the trash into the library (under a free file name for its
        title); StoreError (the file left in the trash) when it cannot be moved."""
        if trashed.parent != self.trash or not trashed.is_file():
            raise StoreError(trashed, engine_msg("is not in the trash"))
        title = read_info(trashed).title or _trash_stem(trashed)
        self.folder.mkdir(parents=True, exist_ok=True)
        target = self.path_for(title)
        try:
            _move_with_wal(trashed, target)
        except OSError as exc:
            moved = engine_msg("cannot be moved back from the trash: {reason}", reason=os_reason(exc))
            raise StoreError(trashed, moved) from None
        return target

    # ---- JSON ------------------------------------------------------------------------------
    def import_json(self, path: Path, packs: dict[str, Pack], title: str | None = None) -> GameFile:
        """Copy a JSON save into the library as a new game (the JSON file is left as it is),
        under the title the save carries (else its file name); the game's `warnings` say what
        could not be restored."""
        digest = file_digest(path)
        data = read_save(path)
        session, warnings = session_from_json(data, packs, str(path))
        game = self.add(session, title or saved_title(data) or _json_title(path), digest)
        game.warnings[:0] = warnings
        return game

    @staticmethod
    def export_game(session: Session, path: Path, title: str) -> None:
        """Write the game as a game file elsewhere (replacing a file of that name, never a game
        another window plays)."""
        write_game(path, session, title, replace=True).close()

    @staticmethod
    def export_json(session: Session, path: Path, title: str = "") -> None:
        """Write the game as a JSON save (format version 1) with its title, e.g. to share it."""
        data = session_to_json(session)
        if title.strip():
            data["title"] = title.strip()[:TITLE_CHARS]
        write_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))

    def export_closed(self, path: Path, packs: dict[str, Pack], target: Path) -> None:
        """Write a game of the library that is not open where the player chose (a game file for a
        `.botmat` name, else a JSON save): read from a copy made aside, so the game's own file is
        never written; StoreError or OSError when it cannot be."""
        info = read_info(path)
        if info.problem is not None:
            raise StoreError(path, info.problem)
        scratch = Path(tempfile.mkdtemp(prefix=".export-", dir=self.folder))
        try:
            copy = scratch / path.name
            _consistent_copy(path, copy)
            game = open_game(copy, packs)
            try:
                if target.suffix.lower() == SUFFIX:
                    self.export_game(game.session, target, info.title)
                else:
                    self.export_json(game.session, target, info.title)
            finally:
                game.close()
        finally:
            shutil.rmtree(scratch, ignore_errors=True)

    def first_start_import(self, packs: dict[str, Pack], extra: Iterable[Path] = ()) -> list[Said]:
        """Once per data folder: copy the JSON autosave (or its newest usable backup) and saved
        JSON games into the library, originals left as they are. Returns what could not be."""
        marker = paths.user_data_dir() / IMPORT_MARKER
        if marker.exists():
            return []
        problems: list[Said] = []
        imported: list[str] = []
        autosave = paths.autosave_path()
        try:
            session, warnings, used = load_newest(autosave, packs)
        except SaveError as exc:
            if "no save" not in str(exc):
                problems.append(exc.message)
        else:
            title = (
                f"{session.pack.meta.name} {time.strftime('%Y-%m-%d', time.localtime(used.stat().st_mtime))}"
            )

            def autosave_game() -> GameFile:
                game = self.add(session, title)
                self.imported_autosave = game.path
                return game

            problems += self._keep(autosave_game, used, imported, warnings)
        for path in _json_games(paths.saves_dir(), extra):
            problems += self._keep(lambda path=path: self.import_json(path, packs), path, imported, [])
        try:
            marker.write_text(json.dumps({"imported": imported}, ensure_ascii=False), encoding="utf-8")
        except OSError as exc:
            problems.append(at(marker, cannot_be_written(exc)))
        return problems

    @staticmethod
    def _keep(make: Any, source: Path, imported: list[str], warnings: list[Said]) -> list[Said]:
        try:
            game = make()
        except (SaveError, StoreError) as exc:
            return [exc.message]
        game.close()
        imported.append(str(source))
        return list(warnings) + list(game.warnings)


def _json_games(folder: Path, extra: Iterable[Path]) -> list[Path]:
    """Saved JSON games: the saves folder (not the autosave and its backups) and `extra`."""
    found = [p for p in sorted(folder.glob("*.json")) if not p.name.startswith("autosave.")]
    for path in extra:
        if path.suffix == ".json" and path not in found and path.is_file():
            found.append(path)
    return found


def _written(path: Path) -> int:
    """When a game file (or its write-ahead log, where steps go first) was last written, in ns."""
    times = []
    for candidate in (path, Path(f"{path}-wal")):
        try:
            times.append(candidate.stat().st_mtime_ns)
        except OSError:
            continue
    return max(times, default=0)


def _json_title(path: Path) -> str:
    name = path.name
    for suffix in (".json", SUFFIX):
        name = name.removesuffix(suffix)
    return name or "Game"


def _trash_stem(path: Path) -> str:
    """The game's own file name of a file in the trash ("20241123-140500 Red game.botmat")."""
    return path.stem.split(" ", 1)[-1]


def _consistent_copy(path: Path, target: Path) -> None:
    """A copy of a game file as one consistent state (its log of recent steps included)."""
    try:
        source = connect(path, read_only=True)
        copy = sqlite3.connect(target, isolation_level=None)
        try:
            source.backup(copy)
        finally:
            copy.close()
            source.close()
    except DB_ERRORS as exc:
        raise StoreError(path, damaged(exc)) from None


def _base_stem(path: Path) -> str:
    return re.sub(r" \(\d+\)$", "", path.stem)


def _set_title(path: Path, title: str) -> None:
    check_header(path)
    try:
        conn = connect(path)
        try:
            check_schema(path, conn)
            conn.execute("PRAGMA query_only=OFF")
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('title', ?)", (json.dumps(title),))
        finally:
            conn.close()
    except DB_ERRORS as exc:
        raise StoreError(path, cannot_be_written(exc)) from None


def _remove_with_wal(path: Path) -> None:
    """Remove a game file that was never shown (a copy that cannot be played)."""
    for extra in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        try:
            extra.unlink(missing_ok=True)
        except OSError:
            pass


def _move_with_wal(source: Path, target: Path) -> None:
    """Move a game file with its write-ahead log files (a closed game normally has none)."""
    if target.exists():
        raise FileExistsError(target)
    shutil.move(str(source), str(target))
    for suffix in ("-wal", "-shm"):
        extra = Path(str(source) + suffix)
        if extra.exists():
            shutil.move(str(extra), str(target) + suffix)
