"""The Game menu's file commands for the main window: new, open (the library), open a file,
resume, export, rename, close, sample games, recent games. Nothing here discards a step without
asking: while the game's file cannot be written, leaving the game offers an export first."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer

from desktop.core.bot_names import name_message
from desktop.core.messages import Message, Said
from desktop.core.play.samples import SAMPLE_SEED, sample_bots, sample_names, sample_shared, sample_start
from desktop.core.store.game_library import file_stem
from desktop.core.store.store_check import GameNotWritable
from desktop.ui.language import render
from desktop.ui.library.library_words import shown_title
from desktop.ui.translated_later import QT_TRANSLATE_NOOP
from desktop.ui.widgets.bars import StoreMarker
from desktop.ui.wording import sample_title

if TYPE_CHECKING:
    from types import ModuleType

    from PySide6.QtCore import QFileSystemWatcher

    from desktop.ui.library.library_view import LibraryDialog
    from desktop.ui.library.welcome import WelcomePage
    from desktop.ui.window.main_window import MainWindow

RECENT_GAMES = 8
FOLLOW_MS = 300  # a burst of writes by the window that plays (a step, its log, a checkpoint) read once


def export_folder() -> Path:
    """Where an export is offered first: the player's documents (else home)."""
    from PySide6.QtCore import QStandardPaths  # file dialogs' modules: imported when one opens

    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(docs) if docs and Path(docs).is_dir() else Path.home()


def _said(text: str, **params: Said) -> Message:
    """News for the message bar as a message, said again in each new language while it is shown
    (its text marked `QT_TRANSLATE_NOOP("GameFiles", ...)`, where `self.tr` would have filed it)."""
    return Message("GameFiles", text, params)


def _dialogs() -> ModuleType:
    """The questions asked before a game could lose anything (imported when one is asked)."""
    from desktop.ui.widgets import dialogs

    return dialogs


class LookedAt(QObject):
    """Follows the file of a game looked at here: when the window that plays it writes, the
    game is read again (a watcher on the file, its write-ahead log and their folder, where the
    log comes and goes; a short pause reads a burst of writes once)."""

    def __init__(self, parent: QObject, read_again: Callable[[], object]) -> None:
        super().__init__(parent)
        self.path: Path | None = None
        self.watcher: QFileSystemWatcher | None = None
        self.pause = QTimer(self)
        self.pause.setSingleShot(True)
        self.pause.setInterval(FOLLOW_MS)
        self.pause.timeout.connect(read_again)

    def watch(self, path: Path | None) -> None:
        """Follow the game file `path` (None: nothing)."""
        if path == self.path:
            return
        self.path = path
        self.pause.stop()
        if self.watcher is not None:
            self.watcher.deleteLater()
            self.watcher = None
        if path is not None:
            from PySide6.QtCore import QFileSystemWatcher  # made only for a game looked at

            self.watcher = QFileSystemWatcher(self)
            self.watcher.fileChanged.connect(self._written)
            self.watcher.directoryChanged.connect(self._written)
            self._add_paths()

    def _written(self, _path: str = "") -> None:
        self._add_paths()  # a log made since, or a file written anew (a watch ends with it)
        self.pause.start()

    def _add_paths(self) -> None:
        path, watcher = self.path, self.watcher
        if path is None or watcher is None:
            return
        watched = set(watcher.files()) | set(watcher.directories())
        wanted = [str(p) for p in (path, Path(f"{path}-wal"), path.parent) if p.exists()]
        missing = [p for p in wanted if p not in watched]
        if missing:
            watcher.addPaths(missing)


class GameFiles(QObject):
    """What the Game menu and the welcome page do with game files, for one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.library_dialog: LibraryDialog | None = None
        self.refused: GameNotWritable | None = None  # why the last game asked for could not be played
        self.marker = StoreMarker()
        window.menuBar().setCornerWidget(self.marker, Qt.Corner.TopRightCorner)
        c = self.controller
        c.store_failed.connect(window.show_warning)
        c.store_state_changed.connect(self._store_state)
        c.session_replaced.connect(self._remember_game)
        self.looked_at = LookedAt(self, c.read_again)

    def connect_welcome(self, welcome: WelcomePage) -> None:
        """The welcome page's buttons and lists open games through these files (once it is made)."""
        welcome.resume_button.clicked.connect(self.resume)
        welcome.open_button.clicked.connect(self.open_file_dialog)
        welcome.games.open_requested.connect(self.open_path)
        welcome.systems.sample_requested.connect(self.open_sample)

    # ---- leaving a game ------------------------------------------------------------------
    def may_leave(self) -> bool:
        """True when the current game can be left (closed, replaced) without losing a step: all
        of it is on disk, or the player exported it or chose to let the unsaved steps go."""
        c = self.controller
        if not c.unsaved_steps() or c.save_now():
            return True
        reason = self.marker.reason
        text = self.tr(
            "%n step(s) of this game are only in memory: its file cannot be written ({reason}). "
            "Export the game to a file first?",
            None,
            c.unsaved_steps(),
        ).replace("{reason}", render(reason))
        answer = _dialogs().ask_unsaved(
            self.window, self.tr("Steps not saved"), text, self.tr("Export…"), self.tr("Leave them")
        )
        if answer == "export":
            return self.export_dialog()
        return answer == "discard"

    # ---- opening ---------------------------------------------------------------------------
    def open_path(self, path: Path) -> bool:
        """Open a game (a library game, a game file from elsewhere or a JSON save, both copied
        into the library); what cannot be used is named in the problems window. A JSON save
        imported before offers the game made of it."""
        if path.suffix.lower() == ".json":
            known = self._imported_before(path)
            if known == "cancel":
                return False
            if isinstance(known, Path):
                path = known
        if not self.may_leave():
            return False
        c = self.controller
        ok, problems = self._open(path, "play")
        self.refused = c.refusal if not ok else None  # kept when a copy of it fails too
        if self.refused is not None:
            how = self._view_or_copy(self.refused)
            problems = [p for p in problems if p != self.refused.message]
            if how:
                ok, more = self._open(path, how)
                problems += more
        self.window.show_problems(problems)
        if ok and self.refused is not None and c.game is not None and not c.game.read_only:
            # the copy: said in place of the refusal, which stood over it until the next step
            copied = QT_TRANSLATE_NOOP(
                "GameFiles",
                "You play a copy of {file} in your games: “{title}”. The file itself is unchanged.",
            )
            self.window.message.success(_said(copied, file=path.name, title=c.shown_title))
        if ok and c.game is not None and c.game.read_only:
            self.window.show_warning(
                self.tr("“{title}” is open read-only: you can look at it, not play it here.").replace(
                    "{title}", c.shown_title
                )
            )
        if ok and self.library_dialog is not None:
            self.library_dialog.hide()
        if ok and path.suffix.lower() == ".json":
            self.window.message.success(
                _said(
                    QT_TRANSLATE_NOOP(
                        "GameFiles",
                        "{file} was added to your games as “{title}”; the file itself is unchanged.",
                    ),
                    file=path.name,
                    title=c.shown_title,
                )
            )
        return ok

    def _open(self, path: Path, how: str) -> tuple[bool, list[Said]]:
        """Open a game as `how` says (play, view, copy): whether it opened, and what was said."""
        c = self.controller
        said: list[Said] = []
        c.failed.connect(said.append)
        c.warned.connect(said.append)
        try:
            with self._busy(path):
                ok = c.open_game(path, how)
        finally:
            c.failed.disconnect(said.append)
            c.warned.disconnect(said.append)
        return ok, said

    @contextmanager
    def _busy(self, path: Path) -> Iterator[None]:
        """A busy cursor while a game opens, and for a JSON save (its steps are replayed: a long
        game takes seconds) "Opening …" in the message bar; both go when it is over, also when
        it fails."""
        from PySide6.QtCore import QCoreApplication, QEventLoop
        from PySide6.QtWidgets import QApplication

        bar = self.window.message
        if path.suffix.lower() == ".json":
            bar.working(_said(QT_TRANSLATE_NOOP("GameFiles", "Opening {file}…"), file=path.name))
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            # Drawn before the work starts (it holds the event loop); no click is taken meanwhile.
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
            yield
        finally:
            QApplication.restoreOverrideCursor()
            bar.worked()

    def _view_or_copy(self, refusal: GameNotWritable) -> str:
        """Ask what to do with a game that cannot be played here: "view" it read-only, play a
        "copy" of it, or nothing ("")."""
        name = refusal.path.name
        if refusal.busy:
            title = self.tr("Game open elsewhere")
            text = self.tr(
                "{file} is open in another Botmat window or program, which plays it. Look at it here "
                "read-only, or play a copy of it as a new game?"
            )
        else:  # the reason says the disk or folder once («… cannot be written (permission denied)»)
            title = self.tr("Game cannot be written here")
            text = self.tr("{file} {reason}. Look at it read-only, or play a copy of it in your games?")
            text = text.replace("{reason}", render(refusal.reason))
        choices = [("view", self.tr("Look at it read-only")), ("copy", self.tr("Play a copy"))]
        answer = _dialogs().ask_choice(self.window, title, text.replace("{file}", name), choices)
        return answer if answer in ("view", "copy") else ""

    def _imported_before(self, path: Path) -> Path | str | None:
        """The game of the library this JSON save was imported as, when the player opens it
        ("cancel" to do nothing; None: import it as a new game)."""
        info = self.controller.library.imported_before(path)
        if info is None:
            return None
        text = (
            self.tr(
                "{file} was added to your games before, as “{title}”. Open that game, or add the "
                "file again as a new game?"
            )
            .replace("{file}", path.name)
            .replace("{title}", shown_title(info))
        )
        choices = [("open", self.tr("Open that game")), ("again", self.tr("Add it again"))]
        answer = _dialogs().ask_choice(self.window, self.tr("Open a game file"), text, choices)
        return info.path if answer == "open" else None if answer == "again" else "cancel"

    def resume(self) -> bool:
        """Open the game played last."""
        newest = self.controller.library.newest()
        if newest is None:
            self.window.show_warning(
                _said(QT_TRANSLATE_NOOP("GameFiles", "There is no saved game to resume yet."))
            )
            return False
        return self.open_path(newest.path)

    def show_library(self) -> LibraryDialog:
        """Game → Open: every game of the library, to open, rename, copy or delete."""
        from desktop.ui.library.library_view import LibraryDialog

        if self.library_dialog is None:
            self.library_dialog = LibraryDialog(self.controller, self.window)
            self.library_dialog.games.open_requested.connect(self.open_path)
            self.library_dialog.games.import_requested.connect(self.open_file_dialog)
        self.library_dialog.show()
        self.library_dialog.raise_()
        return self.library_dialog

    def open_file_dialog(self) -> bool:
        """Ask for a game file or a JSON save from elsewhere; a copy joins the library."""
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open a game file"),
            str(export_folder()),
            self.tr("Botmat games and saves (*.botmat *.json)"),
        )
        return self.open_path(Path(name)) if name else False

    def open_sample(self, pack_id: str) -> bool:
        """A new sample game of a pack, its first step on screen (no other game is touched)."""
        c = self.controller
        pack = c.packs.get(pack_id)
        if pack is None or not self.may_leave():
            return False
        title = sample_title(pack.meta.name)  # said in the language on screen (said_sample)
        # The sample's bots are named by the pack: in the language on screen, as it changes.
        names = sample_names(pack)
        bots = [
            ({**o, "name": render(name_message(pack.id, words))} if words is not None else o, p)
            for (o, p), words in zip(sample_bots(pack), names, strict=True)
        ]
        if not c.new_game(pack_id, bots, sample_shared(pack), seed=SAMPLE_SEED, title=title, names=names):
            return False
        assert c.session is not None
        c.start(sample_start(pack), c.session.bot_ids[0])
        self.window.message.success(
            _said(
                QT_TRANSLATE_NOOP(
                    "GameFiles",
                    "A sample game: do each step as your table would, or just try the answers. Ctrl+Z "
                    "takes any step back. It is one of your games now: delete it when you are done.",
                )
            )
        )
        return True

    def start_new(
        self,
        pack_id: str,
        bots: list[Any],
        shared: dict[str, Any],
        names: Sequence[dict[str, Any] | None] = (),
    ) -> bool:
        """Start the game the New game dialog set up, as a new game of the library (`names`: the
        words of each bot's default name, None for a name typed)."""
        if not self.may_leave():
            return False
        return self.controller.new_game(pack_id, bots, shared, names=names)

    # ---- the open game -------------------------------------------------------------------
    def export_dialog(self) -> bool:
        """Ask where to write the game as a JSON save (to share it or keep a copy elsewhere)."""
        c = self.controller
        if c.session is None:
            self.window.show_warning(
                _said(QT_TRANSLATE_NOOP("GameFiles", "Open a game first: there is nothing to export."))
            )
            return False
        suggested = export_folder() / f"{file_stem(c.shown_title)}.json"
        from PySide6.QtWidgets import QFileDialog

        kinds = self.tr("Botmat saves (*.json)") + ";;" + self.tr("Botmat games (*.botmat)")
        name, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export game"), str(suggested), kinds)
        return self.export_to(Path(name)) if name else False

    def export_to(self, path: Path) -> bool:
        """Write the game as a JSON save (format version 1), or as a game file when the name the
        player gave ends in .botmat: the extension decides."""
        if path.suffix.lower() not in (".json", ".botmat"):
            path = path.with_name(path.name + ".json")
        if not self.controller.export(path):
            return False
        self.window.message.success(
            _said(QT_TRANSLATE_NOOP("GameFiles", "The game was exported to {file}."), file=str(path))
        )
        return True

    def save_now(self) -> bool:
        """Game → Save: every step is written as it is played; this writes anything waiting."""
        c = self.controller
        if c.game is None:
            return False
        if c.save_now():
            self.window.message.success(
                _said(
                    QT_TRANSLATE_NOOP(
                        "GameFiles", "Saved: every step is written to the game's file as you play."
                    )
                )
            )
            return True
        self.window.show_warning(
            _said(
                QT_TRANSLATE_NOOP(
                    "GameFiles",
                    "The game's file still cannot be written ({reason}). Game → Export saves a copy "
                    "elsewhere.",
                ),
                reason=self.marker.reason,
            )
        )
        return False

    def rename_current(self) -> bool:
        """Give the open game a new title."""
        c = self.controller
        if c.game is None:
            return False
        shown = c.shown_title
        title = _dialogs().ask_text(self.window, self.tr("Rename game"), self.tr("Title:"), shown)
        if title is None or title in (shown, c.title):
            return False
        return c.rename_game(c.game.path, title) is not None

    def close_game(self) -> bool:
        """Close the open game (it stays in the library) and show the welcome page."""
        if self.controller.game is None or not self.may_leave():
            return False
        self.controller.close_game()
        return True

    def fill_recent(self) -> None:
        """Game → Recent games: the library's newest games, filled as the menu opens."""
        menu = self.window.menu_actions.submenus["recent"]
        menu.clear()
        games = [info for info in self.controller.library.games() if info.problem is None]
        for info in games[:RECENT_GAMES]:
            act = menu.addAction(shown_title(info))
            act.triggered.connect(lambda _=False, p=info.path: self.open_path(p))
        if not games:
            act = menu.addAction(self.tr("(none)"))
            act.setEnabled(False)
        menu.addSeparator()
        every = menu.addAction(self.tr("All games…"))
        every.triggered.connect(lambda _=False: self.show_library())

    # ---- state -----------------------------------------------------------------------------
    def _store_state(self, reason: Said) -> None:
        self.marker.set_reason(reason)

    def _remember_game(self) -> None:
        """The game to restore at the next start is the one open now (none: the welcome page);
        one open only to look at is marked so while it is."""
        game = self.controller.game
        self.marker.set_read_only(game is not None and game.read_only)
        self.looked_at.watch(game.path if game is not None and game.read_only else None)
        last = str(game.path) if game is not None else ""
        if last != self.window.settings.last_file:  # the restored game at start-up: nothing to write
            self.window.settings.last_file = last
            self.window.save_settings()
