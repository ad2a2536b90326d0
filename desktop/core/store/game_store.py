"""The game store: one SQLite file per game holding its meta, events (with their log lines), the
undo cursor and a world snapshot every few events. Each step is one transaction; resume reads the
newest valid snapshot and replays the few events after it. See docs/store.md."""

from __future__ import annotations

import bisect
import errno
import os
import shutil
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop import __version__
from desktop.core.file_words import at, cannot_upgrade, needs_pack, rewritten
from desktop.core.messages import Message, Said, db_code, engine_msg, os_reason, render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.plain_data import dig
from desktop.core.play.session import SNAPSHOT_EVERY, History, HistoryError, Session, clone
from desktop.core.play.world import refresh_variants
from desktop.core.play.world_check import check_world
from desktop.core.safe_read import ReadRefused, cannot_be_written, damaged, parse_json
from desktop.core.store import store_check
from desktop.core.store.game_lock import GameLock, LockBusy
from desktop.core.store.store_check import (
    DB_ERRORS,
    MAX_FILE_BYTES,
    GameBusy,
    GameReadOnly,
    StoreError,
    begin_new_file,
    check_header,
    check_schema,
    read_meta,
)
from desktop.core.store.store_history import ROW_BYTES, StoreHistory, log_json, stored_json
from desktop.core.store.store_restore import restore
from desktop.core.store.store_salvage import keep_as_found, page_damaged, put_in_place, rebuild
from desktop.core.values import Value

SUFFIX = ".botmat"
# WAL: a commit appends to the log instead of rewriting pages in place; FULL: each commit is
# synced, so a step drawn on screen survives a power cut too (docs/store.md has the figures).
SYNCHRONOUS = "FULL"

# Upgrades of older game files: version -> function upgrading the open connection by one step.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {}


class StoreFailure(Value, frozen=False):
    """A game file that could not be written: the game goes on in memory, and the next
    successful commit writes everything still missing."""

    path: Path
    reason: Said

    @property
    def message(self) -> Message:
        """What the window shows, once."""
        return engine_msg(
            "{file} cannot be saved ({reason}). Play on: the steps wait in this window until "
            "the disk takes them; a crash before then would lose them, Game → Export keeps a "
            "copy elsewhere.",
            file=str(self.path),
            reason=self.reason,
        )

    def __str__(self) -> str:
        reason = render_plain(self.reason)
        return f"{self.path}: cannot be saved ({reason}); play goes on and is written when it can be"


def now() -> str:
    """The local time as stored in a game's meta."""
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def connect(path: Path, read_only: bool = False, immutable: bool = False) -> sqlite3.Connection:
    """A connection that never runs code or trusts the file's schema, with bounded row sizes.
    `immutable`: a file on a read-only disk with no write-ahead log beside it (SQLite then needs
    no `-shm` file, which it could not make there)."""
    mode = "ro" if read_only or immutable else "rw"
    extra = "&immutable=1" if immutable else ""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode={mode}{extra}", uri=True, isolation_level=None)
    # Damaged text is read as text with replacement characters, then refused by the checks.
    conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
    conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, ROW_BYTES)
    pragmas = ("trusted_schema=OFF", "cell_size_check=ON", "query_only=ON", "busy_timeout=2000")
    for pragma in (*pragmas, f"synchronous={SYNCHRONOUS}"):
        conn.execute(f"PRAGMA {pragma}")
    return conn


def open_readonly(path: Path) -> tuple[sqlite3.Connection, Path | None]:
    """A connection that only reads, also on a read-only disk or share: there SQLite cannot make
    the `-shm` file a game in WAL mode needs, so a file without a write-ahead log is read as it is
    (immutable), and one with a log is read from a copy in a temporary folder (SQLite applies the
    log to it as it opens; the folder is returned, to be removed with `discard_copy`)."""
    try:
        conn = connect(path, read_only=True)
        _probe(conn)
        return conn, None
    except DB_ERRORS:
        pass
    wal = Path(f"{path}-wal")
    if not wal.exists() or wal.stat().st_size == 0:
        conn = connect(path, immutable=True)
        _probe(conn)
        return conn, None
    import tempfile

    scratch = Path(tempfile.mkdtemp(prefix="botmat-read-"))
    try:
        shutil.copyfile(path, scratch / path.name)
        shutil.copyfile(wal, scratch / wal.name)
        conn = connect(scratch / path.name)
        _probe(conn)
    except (OSError, *DB_ERRORS):
        discard_copy(scratch)
        raise
    return conn, scratch


def _probe(conn: sqlite3.Connection) -> None:
    """Read the schema once: SQLite opens files lazily, so a file it cannot read fails here."""
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except DB_ERRORS:
        conn.close()
        raise


def discard_copy(scratch: Path | None) -> None:
    """Remove the temporary copy `open_readonly` made (nothing when it made none)."""
    if scratch is not None:
        shutil.rmtree(scratch, ignore_errors=True)


class GameFile:
    """An open game file and the session it holds; every change of the session is committed
    here before the caller returns."""

    def __init__(
        self,
        path: Path,
        conn: sqlite3.Connection,
        pack: Pack,
        meta: dict[str, Any],
        lock: GameLock | None = None,
        scratch: Path | None = None,
    ) -> None:
        self.path = path
        self.conn = conn
        self.pack = pack
        self.meta = meta
        self.lock = lock  # held while the game is played here; None: opened read-only
        self.read_only = lock is None  # looked at, never written (open elsewhere, read-only disk)
        self.scratch = scratch  # the temporary copy a read-only disk's game is read from
        self.source: Path | None = None  # the file the player chose, when this game is its copy
        self.session: Session
        self.history: StoreHistory
        self.warnings: list[Said] = []
        self.failure: StoreFailure | None = None
        self._reported = False
        self.keep_original = False  # damaged on open: copy it aside before the first write
        self.played = False  # something was committed since the file was opened
        self.setup_final = False  # the setup events are counted: a play step follows them

    # ---- reading helpers -------------------------------------------------------------------
    def fetch(self, sql: str, args: tuple[Any, ...] = ()) -> Any:
        """One row, or HistoryError when the file cannot be read."""
        try:
            return self.conn.execute(sql, args).fetchone()
        except DB_ERRORS as exc:
            raise HistoryError(
                at(self.path, engine_msg("cannot be read: {reason}", reason=os_reason(exc)))
            ) from None

    def read_snapshot(self, index: int) -> dict[str, Any] | None:
        """The stored world after `index` events, when it passes every check (else None)."""
        try:
            row = self.fetch("SELECT world FROM snapshots WHERE idx = ?", (index,))
            where = f"{self.path} snapshot {index}"
            world: dict[str, Any] | None = parse_json(row[0], where) if row else None
        except (ReadRefused, HistoryError):
            return None
        if world is None:
            return None
        refresh_variants(self.pack, world)  # as a replay of its steps would have them
        return None if check_world(self.pack, world) else world

    # ---- writing ---------------------------------------------------------------------------
    def commit(self, session: Session) -> bool:
        """Write what changed as one transaction. On failure the game goes on in memory, the
        failure is kept for the window (`take_failure`), and the next commit catches up."""
        history = self.history
        if self.read_only:
            return not history.unsaved()  # a game looked at is never written
        meta = self._meta_changes(session)
        if not meta and not history.unsaved():
            return True
        try:
            if self.keep_original:
                self._copy_original()
            self._write(history, meta)
        except (*DB_ERRORS, OSError, TypeError) as exc:  # TypeError: a state JSON cannot hold
            self._rollback()
            reason = os_reason(exc) or type(exc).__name__
            if self.failure is None or self.failure.reason != reason:
                self.failure, self._reported = StoreFailure(self.path, reason), False
            return False
        history.written.update(meta)
        history.written_out()
        self.failure, self._reported = None, False
        self.played = True
        return True

    def _write(self, history: StoreHistory, meta: dict[str, Any]) -> None:
        conn = self.conn
        conn.execute("PRAGMA query_only=OFF")
        conn.execute("BEGIN IMMEDIATE")
        if history.cut is not None:
            conn.execute("DELETE FROM events WHERE idx >= ?", (history.cut,))
            conn.execute("DELETE FROM snapshots WHERE idx > ?", (history.cut,))
        if history.pending:
            conn.executemany(
                "INSERT OR REPLACE INTO events (idx, event, log) VALUES (?, ?, ?)",
                [(i, stored_json(e), log_json(log)) for i, (e, log) in sorted(history.pending.items())],
            )
        if history.pending_snapshots:
            conn.executemany(
                "INSERT OR REPLACE INTO snapshots (idx, world) VALUES (?, ?)",
                [(i, stored_json(w)) for i, w in sorted(history.pending_snapshots.items())],
            )
        if meta:
            conn.executemany(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                [(k, stored_json(v)) for k, v in meta.items()],
            )
        conn.execute("COMMIT")

    def _rollback(self) -> None:
        try:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # the connection is gone or the rollback happened already

    def _meta_changes(self, session: Session) -> dict[str, Any]:
        """Meta values that differ from what is on disk."""
        current = {
            "seed": session.seed,
            "cursor": session.cursor,
            "floor": session.floor,
            "bots": [session.bot_name(b) for b in session.bot_ids],
            "bot_words": bot_words_of(session),
            "progress": progress_of(self.pack, session.world),
            "setup": self._setup(session),
            "checks": list(self.history.checks),
            "app_version": __version__,
            "pack_revision": self.pack.meta.revision,
            "followed": session.followed,
        }
        written = self.history.written
        changes = {k: v for k, v in current.items() if written.get(k) != v}
        # Following another bot is no play, nor is the world kept at close for a quick resume:
        # the library's "last played" stays as it was (it moved when a close fell in the next
        # second).
        if changes.keys() - {"followed"} or self.history.steps_waiting():
            changes["last_played"] = now()
        return changes

    def _setup(self, session: Session) -> int:
        """The events that set the game up, counted on from the file's count until a play step
        follows them (then a step reads no event for it)."""
        known = self.history.written.get("setup")
        known = known if isinstance(known, int) else 0
        if self.setup_final:
            return known
        count, self.setup_final = count_setup(self.history, session.cursor, known)
        return count

    def _copy_original(self) -> None:
        """Keep the file as it was found (damaged) beside it before changing it."""
        keep_as_found(self.path)
        self.keep_original = False

    def take_failure(self) -> StoreFailure | None:
        """The current write failure, once: None again until a new failure arises."""
        if self.failure is None or self._reported:
            return None
        self._reported = True
        return self.failure

    def flush(self) -> bool:
        """Commit whatever waits (also what was held back); True when all is on disk."""
        return self.commit(self.session)

    def close(self) -> None:
        """Write what waits (if it can), with the world as it is now when the game was played,
        and close the file: the next resume then replays nothing."""
        try:
            session = self.session
            if self.read_only:
                return
            if (self.played or self.history.unsaved()) and self.history.lacks_snapshot(session.cursor):
                self.history.add_snapshot(session.cursor, session.world)
            self.flush()
            self._fold_log()
        finally:
            self.abandon()

    def _fold_log(self) -> None:
        """Copy the write-ahead log into the game file. SQLite does so itself when the last
        connection closes; a window still looking at the game kept the log beside it, and a copy
        of the file alone (a USB stick, a mail) then lacked the last steps."""
        try:
            self.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error:
            pass  # the log stays beside the file and is read with it, as before

    def abandon(self) -> None:
        """Close the file without writing what waits (a run that did not end well); the game is
        free for another window or program again."""
        try:
            self.conn.close()
        except sqlite3.Error:
            pass
        finally:
            if self.lock is not None:
                self.lock.release()
            discard_copy(self.scratch)

    def set_title(self, title: str) -> None:
        """Change the title kept in the file (raises StoreError when it cannot be written)."""
        try:
            self.conn.execute("PRAGMA query_only=OFF")
            self.conn.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('title', ?)", (stored_json(title),)
            )
        except sqlite3.Error as exc:
            raise StoreError(self.path, cannot_be_written(exc)) from None
        self.meta["title"] = title

    def reopen(self, path: Path) -> None:
        """Use the file at its new path (after a rename), holding its lock again. When another
        window took the game in between, play goes on in memory and the failure says why."""
        self.path = path
        self.conn = connect(path)
        if self.read_only:
            return
        try:
            self.lock = GameLock.take(path)
        except (LockBusy, OSError):
            self.lock, self.read_only = None, True
            self.failure, self._reported = StoreFailure(path, GameBusy(path).reason), False


def bot_words_of(session: Session) -> list[dict[str, Any] | None]:
    """Beside each bot's name in the library, the pack's words of a name left as offered (None:
    typed), so the list says it in the language on screen as the game does (core/bot_names)."""
    return [session.name_words(b) for b in session.bot_ids]


def progress_of(pack: Pack, world: dict[str, Any]) -> list[dict[str, Any]]:
    """The shared facts the pack's round counts its progress by (`rounds.facts`: Age, Round...),
    in the order the pack declares its shared facts, then the round the bots' mats count
    (`rounds.round`, the highest of the bots', named "bots:<path>"), then each bot's score
    (`rounds.score`, named "score:<bot's name>"), labelled with their mat labels, as the library
    shows them."""
    rounds = pack.meta.rounds
    facts = set(rounds.facts) if rounds is not None else set()
    out = [
        {"name": name, "label": fact.label, "value": world["shared"].get(name)}
        for name, fact in pack.meta.shared.items()
        if name in facts
    ]
    if rounds is not None and rounds.round:
        out += _bots_round(pack, rounds.round, world)
    if rounds is not None and rounds.score:
        label = _mat_label(pack, rounds.score)
        for bot, state in list(world["bots"].items())[:10]:
            score = dig(state, rounds.score, None)
            name = str(world["meta"].get(bot, {}).get("name") or bot)
            name = name if len(name) <= 60 else name[:59] + "…"  # a long name cut, and said to be
            if isinstance(score, int) and not isinstance(score, bool):
                out.append({"name": f"score:{name}", "label": label, "value": score})
    return out


def bots_round_name(path: str) -> str:
    """The progress entry's name of the round the bots' mats count at `path` (`rounds.round`)."""
    return f"bots:{path}"


def _bots_round(pack: Pack, path: str, world: dict[str, Any]) -> list[dict[str, Any]]:
    """The round the bots' mats count, once for the game: the highest of the bots' (a bot added
    later counted fewer rounds); none while no bot counts one."""
    counted = [dig(state, path, None) for state in world["bots"].values()]
    whole = [n for n in counted if isinstance(n, int) and not isinstance(n, bool)]
    if not whole:
        return []
    return [{"name": bots_round_name(path), "label": _mat_label(pack, path), "value": max(whole)}]


def _mat_label(pack: Pack, path: str) -> str:
    """The label of the mat field at `path`, as the library names its value (the path if none)."""
    field = pack.meta.mat_field(path)
    return field.label if field is not None else path


# Events that set a game up before its first play step: its bots, its shared facts and the
# answers of the pack's checks it takes (a check event later is no play step either).
SETUP_EVENTS = ("add_bot", "remove_bot", "set_shared", "check")


def steps_played(cursor: int, setup: int, checks: list[int]) -> int:
    """The steps played among the first `cursor` events: neither the `setup` events that set the
    game up nor the `check` events (answers the game took; their indexes, in order) count."""
    taken = bisect.bisect_left(checks, cursor) - bisect.bisect_left(checks, setup)
    return max(cursor - setup - max(taken, 0), 0)


def checks_of(history: History) -> list[int]:
    """The indexes of the `check` events of an in-memory history (one pass, to write it whole)."""
    return [i for i, event in enumerate(history.events_from(0)) if event.get("type") == "check"]


def count_setup(history: History, cursor: int, known: int = 0) -> tuple[int, bool]:
    """How many events set the game up (its bots, shared facts and the checks' answers, before
    the first play step), counted on from `known`, and whether the count is final (a play step
    follows them): the library counts the steps played after them."""
    count = known
    try:
        while count < min(len(history), cursor):
            if history.event(count).get("type") not in SETUP_EVENTS:
                return count, True
            count += 1
    except HistoryError:
        return count, True
    return count, False


# ---- creating --------------------------------------------------------------------------------


def create_game(path: Path, pack: Pack, seed: int, title: str) -> GameFile:
    """A new, empty game file at `path` (which must not exist), open."""
    return write_game(path, Session(pack, seed), title)


def write_game(
    path: Path, session: Session, title: str, replace: bool = False, source_digest: str = ""
) -> GameFile:
    """A new game file holding a whole (in-memory) session, written in one go and put in place
    atomically; the returned game continues that session. `replace` allows an existing path;
    `source_digest` is the content digest of the JSON save it was imported from."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.new")
    lock = _lock(path)  # a game another window plays is never replaced under it
    try:
        _fill(tmp, session, title, source_digest)
        if replace:
            os.replace(tmp, path)
        else:
            os.link(tmp, path)  # fails when the name is taken: another game is never replaced
        _sync_folder(path.parent)
    except FileExistsError:
        lock.release()
        raise StoreError(path, engine_msg("a game with this name exists already")) from None
    except (OSError, *DB_ERRORS) as exc:
        lock.release()
        raise StoreError(path, cannot_be_written(exc)) from None
    finally:
        if tmp.exists():
            tmp.unlink()
    return open_game(path, {session.pack.id: session.pack}, lock=lock)


def _sync_folder(folder: Path) -> None:
    """Make a new file's name durable too (POSIX; elsewhere the rename is what we have)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fill(tmp: Path, session: Session, title: str, source_digest: str = "") -> None:
    if tmp.exists():
        tmp.unlink()
    conn = sqlite3.connect(tmp, isolation_level=None)
    try:
        begin_new_file(conn)
        pack = session.pack
        meta = {
            "title": title,
            "pack": pack.id,
            "pack_name": pack.meta.name,
            "pack_revision": pack.meta.revision,
            "app_version": __version__,
            "created": now(),
            "last_played": now(),
            "seed": session.seed,
            "cursor": session.cursor,
            "floor": session.floor,
            "bots": [session.bot_name(b) for b in session.bot_ids],
            "bot_words": bot_words_of(session),
            "progress": progress_of(pack, session.world),
            "setup": count_setup(session.history, session.cursor)[0],
            "checks": checks_of(session.history),
            "followed": session.followed,
            **({"source_digest": source_digest} if source_digest else {}),
        }
        conn.executemany(
            "INSERT INTO meta (key, value) VALUES (?, ?)", [(k, stored_json(v)) for k, v in meta.items()]
        )
        history = session.history
        conn.executemany(
            "INSERT INTO events (idx, event, log) VALUES (?, ?, ?)",
            ((i, stored_json(history.event(i)), log_json(history.entries(i))) for i in range(len(history))),
        )
        conn.executemany("INSERT INTO snapshots (idx, world) VALUES (?, ?)", _snapshots_of(session))
        conn.execute("COMMIT")
        conn.execute("PRAGMA journal_mode=WAL")
    finally:
        conn.close()


def _snapshots_of(session: Session) -> list[tuple[int, str]]:
    """Snapshots to store for a session: every SNAPSHOT_EVERY events, its floor and its cursor."""
    history = session.history
    wanted = set(range(0, len(history) + 1, SNAPSHOT_EVERY)) | {session.floor}
    out = {session.cursor: stored_json(session.world)}
    for index in sorted(wanted - {session.cursor}):
        found = history.snapshot_before(index)
        if found is None:
            continue
        base, world = found
        try:
            for i in range(base, index):
                session._process(world, clone(history.event(i)), i)
        except Exception:  # noqa: BLE001 - history below the floor does not replay: skip it
            continue
        out[index] = stored_json(world)
    return sorted(out.items())


# ---- opening ---------------------------------------------------------------------------------


def open_game(
    path: Path, packs: dict[str, Pack], read_only: bool = False, lock: GameLock | None = None
) -> GameFile:
    """Open a game file for play; raises StoreError (the file untouched) when it cannot be used:
    GameBusy when another window or program plays it, GameReadOnly when it is on a disk or in a
    folder that cannot be written. `read_only` opens it to look at (no lock, nothing written).
    `warnings` of the result say what was damaged and how the game was restored. `lock`: the
    game's lock, taken already (by `write_game`)."""
    try:
        check_header(path)
    except StoreError:
        if lock is not None:
            lock.release()
        raise
    if lock is None and not read_only:
        lock = _lock(path)
    scratch = None
    try:
        conn, scratch = open_readonly(path) if read_only else (connect(path), None)
    except DB_ERRORS as exc:
        if lock is not None:
            lock.release()
        raise StoreError(path, _refusal(exc)) from None
    try:
        return _open(path, conn, packs, lock, scratch)
    except StoreError:
        _give_up(conn, lock, scratch)
        raise
    except (*DB_ERRORS, ReadRefused, HistoryError, OSError) as exc:
        rebuilt = _rebuilt(path, conn, packs, lock) if lock is not None and page_damaged(exc) else None
        if rebuilt is not None:
            return rebuilt
        _give_up(conn, lock, scratch)
        if isinstance(exc, OSError):
            raise StoreError(
                path, engine_msg("cannot be upgraded: {reason}", reason=os_reason(exc))
            ) from None
        raise StoreError(path, _refusal(exc)) from None


# SQLite's primary codes for a file another connection holds: SQLITE_BUSY, SQLITE_LOCKED.
HELD_CODES = (5, 6)


def _refusal(exc: Exception) -> Said:
    """Why a file that SQLite refused cannot be opened: held by another program (told by
    SQLite's code for a lock, not by its English words), else damaged."""
    if db_code(exc) in HELD_CODES:
        return engine_msg("is open in another program; close it there first")
    return damaged(exc)


def _rebuilt(path: Path, conn: sqlite3.Connection, packs: dict[str, Pack], lock: GameLock) -> GameFile | None:
    """The game of a file with a damaged page, written again from the rows that still read
    (store_salvage), the file as it was kept beside it; None when not even those make a game
    (the file is then left as it was)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.rebuilt")
    try:
        tmp.unlink(missing_ok=True)
        rebuild(conn, tmp)
        _restored(tmp, packs, None).abandon()  # looked at once: what was copied makes a game
        _journal_to_log(tmp)
        kept = keep_as_found(path)
        conn.close()
        put_in_place(tmp, path)
        game = _restored(path, packs, lock)
    except (StoreError, ReadRefused, HistoryError, OSError, *DB_ERRORS):
        tmp.unlink(missing_ok=True)
        return None
    game.keep_original = False  # kept already, as it was before the rows were copied
    game.warnings.insert(0, at(path, rewritten(kept.name)))
    return game


def _restored(path: Path, packs: dict[str, Pack], lock: GameLock | None) -> GameFile:
    """The game of `path`, played under `lock` (None: looked at); its connection is closed when
    it does not open."""
    conn = connect(path, read_only=lock is None)
    try:
        return _open(path, conn, packs, lock, None)
    except BaseException:
        conn.close()
        raise


def _journal_to_log(path: Path) -> None:
    """Switch a file written whole to the write-ahead log every game file plays with."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode=WAL")
    finally:
        conn.close()


def _lock(path: Path) -> GameLock:
    """The game's lock for playing it; GameBusy or GameReadOnly when it cannot be had."""
    try:
        return GameLock.take(path)
    except LockBusy:
        raise GameBusy(path) from None
    except OSError as exc:
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            raise GameReadOnly(path, os_reason(exc)) from None
        raise StoreError(path, cannot_be_written(exc)) from None


def _give_up(conn: sqlite3.Connection, lock: GameLock | None, scratch: Path | None) -> None:
    conn.close()
    if lock is not None:
        lock.release()
    discard_copy(scratch)


def _open(
    path: Path, conn: sqlite3.Connection, packs: dict[str, Pack], lock: GameLock | None, scratch: Path | None
) -> GameFile:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version < store_check.FORMAT_VERSION:
        if lock is None:
            raise StoreError(path, cannot_upgrade(version))
        _migrate(path, conn, version)
    check_schema(path, conn)
    meta = read_meta(path, conn)
    pack = packs.get(meta["pack"])
    if pack is None:
        raise StoreError(path, needs_pack(meta["pack"]))
    game = GameFile(path, conn, pack, meta, lock, scratch)
    restore(game, StoreHistory)
    if game.read_only:
        game.history.hold = True
    return game


def _migrate(path: Path, conn: sqlite3.Connection, version: int) -> None:
    """Upgrade an older file in place, after keeping a copy of it as it was."""
    if version not in MIGRATIONS:
        raise StoreError(path, cannot_upgrade(version))
    shutil.copy2(path, path.with_name(f"{path.name}.format-{version}"))
    conn.execute("PRAGMA query_only=OFF")
    while version < store_check.FORMAT_VERSION:
        if version not in MIGRATIONS:
            raise StoreError(path, cannot_upgrade(version))
        conn.execute("BEGIN IMMEDIATE")
        MIGRATIONS[version](conn)
        version += 1
        conn.execute(f"PRAGMA user_version={version}")
        conn.execute("COMMIT")
    conn.execute("PRAGMA query_only=ON")


__all__ = [
    "GameFile",
    "StoreError",
    "StoreFailure",
    "StoreHistory",
    "MAX_FILE_BYTES",
    "SUFFIX",
    "create_game",
    "open_game",
    "write_game",
]
