"""The game controller's commands on games and their files: new, open (a game of the library, a
game file from elsewhere, a JSON save), resume, export, rename, duplicate, delete, close. Each
new game is a file of the library; the game played so far is written and closed before another
is made, and taken up again as it was when the new one cannot be made."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, Qt

from desktop.core.bot_names import made_title
from desktop.core.file_words import at
from desktop.core.messages import InputError, Said, engine_msg, os_reason, said
from desktop.core.pack.registry import RuleError
from desktop.core.play.session import HistoryError, Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view
from desktop.core.safe_read import cannot_be_written
from desktop.core.store.game_store import GameFile, StoreError
from desktop.core.store.saves import SaveError
from desktop.core.store.store_check import DB_ERRORS, GameNotWritable
from desktop.ui.controller_base import ControllerBase


class FileCommands(ControllerBase):
    """Games and their files, for the controller the widgets see."""

    def new_game(
        self,
        pack_id: str,
        bots: Sequence[tuple[dict[str, Any], dict[str, Any] | None]],
        shared: dict[str, Any] | None = None,
        seed: int | None = None,
        title: str = "",
        names: Sequence[dict[str, Any] | None] = (),
    ) -> bool:
        """Start a game with its bots and shared facts, as a new file of the library (no other
        game is touched); setup cannot be undone, play can. `names`: per bot, the words of a
        default name it was left with (bot_names), None (or none given) for a name typed."""
        pack = self.packs[pack_id]
        session = Session(pack, random.randrange(1 << 30) if seed is None else seed)
        try:
            for i, (options, profile) in enumerate(bots):
                # A profile is stored as JSON would give it back, so a game behaves the same
                # before and after a save (YAML int keys would become strings otherwise).
                norm = json.loads(json.dumps(profile)) if profile is not None else None
                words = names[i] if i < len(names) else None
                session.add_bot(session.next_bot_id(), dict(options), norm, words)
            # Only the facts the player changed: those the round bar shows as the view has them,
            # the others (Root's cooperative play, a New game choice) at the pack's default.
            facts = {name: fact.default for name, fact in pack.meta.shared.items()}
            facts.update({f.name: f.value for f in build_view(session, PlayState()).shared})
            for name, value in (shared or {}).items():
                if facts.get(name, object()) != value:
                    session.apply({"type": "set_shared", "name": name, "value": value})
        except (InputError, RuleError) as exc:
            self.failed.emit(exc.message)
            return False
        session.floor = session.cursor
        game = self._switch(lambda: self.library.add(session, title.strip() or default_title(session)))
        if game is None:
            return False
        self._replace_game(game)
        return True

    def open_game(self, path: Path, how: str = "play") -> bool:
        """Open a game: a game of the library, a game file from elsewhere (copied into the
        library) or a JSON save (imported into it; the file itself is left as it is). A file
        that cannot be used is reported and the current game stays; one another window plays (or
        on a read-only disk) is refused with `refusal` set, and `how` "view" opens it to look at,
        "copy" plays a copy of it in the library."""
        if self.game is not None and _same_file(path, self.game.path):
            return True
        self.refusal = None
        game = self._switch(lambda: self._open_file(path, how), path)
        if game is None:
            return False
        self._replace_game(game)
        for warning in game.warnings:
            self.warned.emit(warning)
        return True

    def adopt(self, session: Session) -> None:
        """Play a session opened elsewhere, with no game file of the library (a copy a tool
        such as the snapshot mode opened itself): nothing is written to the library."""
        self.close_file()
        self._replace(session, None)

    def _open_file(self, path: Path, how: str = "play") -> GameFile:
        if path.suffix.lower() == ".json":
            return self.library.import_json(path, self.packs)
        if how == "copy" or not _same_file(path.parent, self.library.folder):
            return self.library.import_game(path, self.packs)
        return self.library.open(path, self.packs, how == "view")

    def resume(self) -> bool:
        """Open the game played last (a damaged file is never picked)."""
        newest = self.library.newest()
        if newest is None:
            return False
        return self.open_game(newest.path)

    def export(self, path: Path) -> bool:
        """Write the game where the player chose: a game file for a `.botmat` name, else a JSON
        save (version 1); works from memory, so it also works while the game's own file cannot
        be written."""
        if self.session is None:
            return False
        try:
            self._export_to(path)
        except StoreError as exc:
            self.failed.emit(exc.message)
            return False
        except OSError as exc:
            self.failed.emit(at(path, cannot_be_written(exc)))
            return False
        except HistoryError as exc:
            self.failed.emit(exc.message)
            return False
        return True

    def _export_to(self, path: Path) -> None:
        """The extension decides the format, as everywhere (the CLI's --save too)."""
        assert self.session is not None
        if path.suffix.lower() == ".botmat":
            if self.game is not None and _same_file(path, self.game.path):
                return  # the game's own file: every step is in it already
            self.library.export_game(self.session, path, self.title)
        else:
            self.library.export_json(self.session, path, self.title)

    def save_now(self) -> bool:
        """Write whatever waits to the game's file now; True when every step is on disk."""
        if self.game is None:
            return False
        ok = self.game.flush()
        self._report_store()
        return ok

    def unsaved_steps(self) -> int:
        """How many steps exist only in memory (the game's file could not be written)."""
        if self.game is None or self.game.failure is None:
            return 0
        return max(len(self.game.history.pending), 1 if self.game.history.unsaved() else 0)

    def rename_game(self, path: Path, title: str) -> Path | None:
        """Give a game of the library a new title (and file name); the open game too."""
        open_here = self.game is not None and _same_file(path, self.game.path)
        try:
            target = self.library.rename(path, title, self.game if open_here else None)
        except (StoreError, OSError) as exc:
            self.failed.emit(_why(path, exc))
            return None
        if open_here:
            self.file = self.game.path if self.game is not None else target
            self._publish()
        self.library_changed.emit()
        return target

    def duplicate_game(self, path: Path) -> Path | None:
        """A copy of a game under a new title (the open game keeps playing in its own file)."""
        if self.game is not None and _same_file(path, self.game.path):
            self.save_now()
        try:
            target = self.library.duplicate(path)
        except StoreError as exc:
            self.failed.emit(exc.message)
            return None
        self.library_changed.emit()
        return target

    def delete_game(self, path: Path) -> bool:
        """Move a game to the trash (kept 30 days); the open game is closed first."""
        if self.game is not None and _same_file(path, self.game.path):
            self.close_game()
        try:
            self.library.delete(path)
        except StoreError as exc:
            self.failed.emit(exc.message)
            return False
        self.library_changed.emit()
        return True

    def _switch(self, make: Callable[[], GameFile], source: Path | None = None) -> GameFile | None:
        """Write and close the game played so far, then make the next one. The old game is
        closed first, so the library lists the new one as the newest; when the new one cannot
        be made, the old one is taken up again as it was (None is returned)."""
        old = self.game
        if old is not None:
            self._close(old)
        try:
            return make()
        except GameNotWritable as exc:
            self.refusal = exc  # the window offers a read-only view or a copy
            self.failed.emit(exc.message)
        except (StoreError, SaveError) as exc:
            self.failed.emit(exc.message)
        except Exception as exc:  # noqa: BLE001 - no file may cost the game being played
            reason = engine_msg("cannot be opened: {reason}", reason=f"{type(exc).__name__}: {exc}")
            self.failed.emit(at(source or self.library.folder, reason))
        if old is not None:
            try:
                old.reopen(old.path)  # the same session goes on: nothing is rebuilt
            except DB_ERRORS as exc:
                self.game = None
                self.warned.emit(
                    at(old.path, engine_msg("cannot be opened again: {reason}", reason=os_reason(exc)))
                )
                self.close_game()
        return None

    def _replace_game(self, game: GameFile, follow: str = "") -> None:
        """Play `game` from now on (the game played so far was closed by `_switch`), following
        the bot `follow` when it has it."""
        self.game = game
        self._replace(game.session, game.path, follow)
        self.library_changed.emit()

    def read_again(self) -> bool:
        """A game looked at here: read it again as the window that plays it wrote it, the bot
        followed here still followed. Nothing changes when nothing new was written, or when it
        cannot be read now (the view stays as it was)."""
        old = self.game
        if old is None or not self._looking():
            return False
        try:
            new = self.library.open(old.path, self.packs, read_only=True)
        except StoreError:
            return False
        if _written_alike(old, new):
            new.abandon()
            return False
        follow = self.active_bot
        self._close(old)
        self._replace_game(new, follow)
        return True

    def _replace(self, session: Session, file: Path | None, follow: str = "") -> None:
        self.session = session
        self.file = file
        self._forget_progress()
        self.at_end, self._undid = None, False  # the other game's
        self.active_bot = follow if follow in session.bot_ids else opening_bot(session)
        self._take_checks()  # answers the player gave since the game was last open
        self._build_view()
        self.session_replaced.emit()
        self.active_bot_changed.emit(self.active_bot)
        self.view_changed.emit(self.view)
        self._report_store()

    def close_game(self) -> None:
        """Close the current game (its file stays in the library) and show no game."""
        self.close_file()
        self.session = None
        self.active_bot = ""
        self.file = None
        self._build_view()
        self.session_replaced.emit()
        self.view_changed.emit(self.view)
        self.library_changed.emit()

    def close_file(self) -> None:
        """Write what waits and close the game's file (on quitting, or before another game);
        a file that cannot be written never stops this."""
        game, self.game = self.game, None
        if game is not None:
            self._close(game)

    def _close(self, game: GameFile) -> None:
        try:
            game.close()
        except Exception as exc:  # noqa: BLE001 - closing the window must always work
            self.warned.emit(at(game.path, said(exc)))


def _written_alike(old: GameFile, new: GameFile) -> bool:
    """Whether two reads of one game found the same steps at the same place."""
    a, b = old.session, new.session
    if (a.cursor, len(a.history)) != (b.cursor, len(b.history)):
        return False
    if not len(a.history):
        return True
    try:
        return a.history.event(len(a.history) - 1) == b.history.event(len(b.history) - 1)
    except HistoryError:
        return False


def opening_bot(session: Session) -> str:
    """The bot a game opens on: the one the player followed last while it is still in the game,
    else the first whose chart runs, else the first."""
    bots = session.bot_ids
    if session.followed in bots:
        return session.followed
    running = [b for b in bots if session.running(b)]
    return (running or bots or [""])[0]


def default_title(session: Session) -> str:
    """A readable title for a new game: the bots and the day ("Red, Blue — 2024-11-23"). It is
    stored with the game as its name and file name; a name left as offered is shown in the
    language on screen (bot_names.said_title)."""
    day = QDate.currentDate().toString(Qt.DateFormat.ISODate)
    return made_title([session.bot_name(b) for b in session.bot_ids], day)


def _why(path: Path, exc: Exception) -> Said:
    """What to tell the player about a refused file operation."""
    if isinstance(exc, OSError):
        return at(path, os_reason(exc))
    return said(exc)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b
