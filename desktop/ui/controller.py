"""The game controller: owns the game being played (a file of the game library), applies the
player's events (each committed to the file before its view is emitted), signals views."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QObject, Qt, Signal

from desktop.core.file_words import at
from desktop.core.messages import InputError, Message, Said, engine_msg, os_reason, said
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.session import HistoryError, Session
from desktop.core.play.steps import Step
from desktop.core.play.view import EMPTY, GameView, PlayState, build_view
from desktop.core.safe_read import cannot_be_written
from desktop.core.store.game_library import Library
from desktop.core.store.game_store import GameFile, StoreError
from desktop.core.store.saves import SaveError
from desktop.core.store.store_check import DB_ERRORS, GameNotWritable
from desktop.ui.language import QT_TRANSLATE_NOOP


class GameController(QObject):
    """Everything a widget may ask of the game goes through here: widgets call its methods and
    draw the `GameView` it builds after every change; they never read the session."""

    view_changed = Signal(object)
    """A new view of the game (a `GameView`) after any change: a step, a correction, undo/redo,
    another active bot, another game. Widgets draw it."""
    session_replaced = Signal()
    """A different game was started or opened (or closed): widgets rebuild their per-bot parts
    from `view` before the next `view_changed`."""
    active_bot_changed = Signal(str)
    """The bot whose turn the step panel and flowchart follow."""
    failed = Signal(object)
    """An event was refused (bad input, a rule that does not fit); nothing changed. The reason is
    a message (`Said`) the window renders in the player's language."""
    warned = Signal(object)
    """Something the player should know that did not stop anything (e.g. an old save), as a
    message (`Said`)."""
    store_failed = Signal(object)
    """The game's file cannot be written (a `Message`, sent once per failure): play goes on in
    memory and every step is written as soon as the file can be written again."""
    store_state_changed = Signal(object)
    """Why the game's file cannot be written now (a `Said`; "" again once everything is on disk)."""
    library_changed = Signal()
    """A game of the library was added, renamed, copied, deleted, opened or closed."""

    def __init__(
        self, packs: dict[str, Pack], parent: QObject | None = None, library: Library | None = None
    ) -> None:
        super().__init__(parent)
        self.packs = packs
        self.library = library or Library()
        self.game: GameFile | None = None  # the open game's file; every step is committed to it
        self.session: Session | None = None
        self.active_bot: str = ""
        self.file: Path | None = None  # the open game's file (its name is shown in the title)
        self.last_roll: int | None = None  # the die total of the last roll event, shown large
        self.finished: dict[str, list[list[str]]] = {}  # bot -> path of its last ended run
        self.view: GameView = EMPTY  # what the widgets draw; rebuilt after every change
        # "Run for every bot": (bot, chart) still to run, each started when the one before ends.
        self.queue: list[tuple[str, str]] = []
        self.went_on = False  # the player went on from the last run that ended ("Next")
        self._step: Step | None = None  # the active bot's step the view was built with
        self._store_state: Said | None = None  # the failure last signalled (None: all on disk)
        self.refusal: GameNotWritable | None = None  # why the last game asked for was not opened

    # ---- queries -------------------------------------------------------------------------
    @property
    def pack(self) -> Pack | None:
        """The rule pack of the current game."""
        return self.session.pack if self.session else None

    @property
    def title(self) -> str:
        """The open game's title ("" with no game)."""
        return str(self.game.meta.get("title") or self.game.path.stem) if self.game is not None else ""

    def step(self, bot: str | None = None) -> Step | None:
        """The step waiting for the player for `bot` (default the active bot, as last built)."""
        bot = bot or self.active_bot
        if self.session is None or bot not in self.session.bot_ids:
            return None
        if bot == self.active_bot:
            return self._step
        return self.session.current(bot)

    def _build_view(self) -> GameView:
        """Compute the active bot's step once and the view from it."""
        session = self.session
        bot = self.active_bot
        self._step = session.current(bot) if session is not None and bot in session.bot_ids else None
        play = PlayState(
            active=self.active_bot,
            last_roll=self.last_roll,
            finished={b: tuple((c, n) for c, n in p) for b, p in self.finished.items()},
            file_name=self.title,
            went_on=self.went_on,
        )
        self.view = build_view(session, play, self._step, self.view)
        return self.view

    def _publish(self) -> None:
        """Build the view of the game now and hand it to the widgets."""
        self.view_changed.emit(self._build_view())

    # ---- games ---------------------------------------------------------------------------
    def new_game(
        self,
        pack_id: str,
        bots: Sequence[tuple[dict[str, Any], dict[str, Any] | None]],
        shared: dict[str, Any] | None = None,
        seed: int | None = None,
        title: str = "",
    ) -> bool:
        """Start a game with its bots and shared facts, as a new file of the library (no other
        game is touched); setup cannot be undone, play can."""
        pack = self.packs[pack_id]
        session = Session(pack, random.randrange(1 << 30) if seed is None else seed)
        try:
            for options, profile in bots:
                # A profile is stored as JSON would give it back, so a game behaves the same
                # before and after a save (YAML int keys would become strings otherwise).
                norm = json.loads(json.dumps(profile)) if profile is not None else None
                session.add_bot(session.next_bot_id(), dict(options), norm)
            facts = {f.name: f.value for f in build_view(session, PlayState()).shared}
            for name, value in (shared or {}).items():
                if facts.get(name, object()) != value:  # only the facts the player changed
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

    def read_only(self) -> bool:
        """Whether the open game is only looked at (another window plays it, or its disk cannot
        be written): a step is refused with a message saying how to play it."""
        if self.game is None or not self.game.read_only or self.game.history.unsaved():
            return False
        why = self.tr(
            "is open read-only here: another window plays it, or its disk cannot be written. "
            "Open it again as a copy to play on."
        )
        self.failed.emit(at(self.game.path, why))
        return True

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
            self.library.export_json(self.session, path)

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
                    at(old.path, engine_msg("cannot be opened again: {reason}", reason=str(exc)))
                )
                self.close_game()
        return None

    def _replace_game(self, game: GameFile) -> None:
        """Play `game` from now on (the game played so far was closed by `_switch`)."""
        self.game = game
        self._replace(game.session, game.path)
        self.library_changed.emit()

    def _replace(self, session: Session, file: Path | None) -> None:
        self.session = session
        self.file = file
        self._forget_progress()
        bots = session.bot_ids
        running = [b for b in bots if session.running(b)]
        self.active_bot = (running or bots or [""])[0]
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

    # ---- play ----------------------------------------------------------------------------
    def set_active_bot(self, bot: str) -> None:
        """Follow another bot in the step panel and flowchart."""
        if self.session is None or bot not in self.session.bot_ids or bot == self.active_bot:
            return
        self.active_bot = bot
        self._build_view()
        self.active_bot_changed.emit(bot)
        self.view_changed.emit(self.view)

    def start(self, chart: str, bot: str | None = None, node: str | None = None) -> bool:
        """Run a chart (the turn or a routine) for a bot, from `node` when given. While the bot's
        chart runs, only a routine that interrupts starts (nested: the waiting step comes back
        after it); anything else is refused, so a stray click never throws a running turn away."""
        bot = bot or self.active_bot
        if self.session is None:
            self.failed.emit(_refusal(QT_TRANSLATE_NOOP("GameController", "No game is open.")))
            return False
        nested = any(r.chart == chart and r.interrupts for r in self.view.routines)
        if self.session.running(bot) and not nested:
            self.failed.emit(
                _refusal(QT_TRANSLATE_NOOP("GameController", "Stop the running chart first (Stop chart)."))
            )
            return False
        if bot != self.active_bot:
            self.set_active_bot(bot)
        event: dict[str, Any] = {"type": "start", "bot": bot, "chart": chart}
        if node is not None:
            event["node"] = node
        if nested and self.session.running(bot):
            event["nested"] = True
        return self.apply(event)

    def start_table(self, chart: str, node: str | None = None) -> bool:
        """Run a routine of the table (a human player's action that concerns the bots, from the
        round bar) for the bot the window follows, or for the next one in seat order when that
        one is out of the game; refused when no bot is left in it."""
        rounds = self.view.rounds
        bot = self.active_bot
        if rounds is not None:
            bot = rounds.in_play_from([b.id for b in self.view.bots], bot)
        if self.session is not None and not bot:
            label = next((t.label for t in rounds.table if t.chart == chart), None) if rounds else None
            self.failed.emit(
                _refusal(
                    QT_TRANSLATE_NOOP("GameController", "No bot is left in the game to run “{routine}” for."),
                    routine=label if label is not None else chart,
                )
            )
            return False
        return self.start(chart, bot, node)

    def run_for_every_bot(self, charts: list[str], bots: list[str]) -> bool:
        """Run the charts for each bot in turn, each step by step: the next starts when the one
        before ends (a stop or an undo ends the series)."""
        self.queue = [(bot, chart) for bot in bots for chart in charts]
        return self._next_in_queue()

    def _next_in_queue(self) -> bool:
        while self.queue:
            bot, chart = self.queue.pop(0)
            if self.session is not None and not self.session.running(bot):
                if self.start(chart, bot):
                    return True
                self.queue.clear()
        return False

    def next_bot(self) -> bool:
        """Follow the bot the round proposes once the last run ended."""
        bot = self.view.proposal
        if not bot:
            return False
        self.went_on = True
        if bot == self.active_bot:
            self._publish()  # the same bot (alone at the table): it is shown waiting now
        self.set_active_bot(bot)
        return True

    def start_turn(self, bot: str | None = None) -> bool:
        """Run the pack's entry chart (the bot's turn)."""
        if self.session is None:
            return False
        return self.start(self.session.pack.meta.entry, bot)

    def add_bot(self, options: dict[str, Any], profile: dict[str, Any] | None = None) -> bool:
        """Add a bot to the game being played (an undoable step); the window follows it, and
        the round proposes its setup when the pack sets bots up."""
        if self.session is None:
            return False
        bot = self.session.next_bot_id()
        # Stored as JSON gives it back (as at New game): the game plays the same after a save.
        norm = json.loads(json.dumps(profile)) if profile is not None else None
        # "name": the bot's name as undo and redo say it (the session names it the same way).
        name = str(options.get("name") or bot)
        event = {"type": "add_bot", "bot": bot, "options": dict(options), "profile": norm, "name": name}
        if not self.apply(event):
            return False
        self.set_active_bot(bot)
        return True

    def remove_bot(self, bot: str) -> bool:
        """Take a bot out of the game being played (an undoable step: undo brings it back)."""
        if self.session is None or bot not in self.session.bot_ids:
            return False
        self.queue = [(b, c) for b, c in self.queue if b != bot]
        return self.apply({"type": "remove_bot", "bot": bot, "name": self.session.bot_name(bot)})

    def answer(self, option: str) -> bool:
        """Answer the active bot's question."""
        return self.apply({"type": "answer", "bot": self.active_bot, "option": option})

    def roll(self, value: int | None = None) -> bool:
        """Roll the active bot's die (None: the app rolls; else the player's physical roll)."""
        event: dict[str, Any] = {"type": "roll", "bot": self.active_bot}
        if value is not None:
            event["value"] = value
        return self.apply(event)

    def done(self) -> bool:
        """Confirm the active bot's instruction was carried out."""
        return self.apply({"type": "done", "bot": self.active_bot})

    def abort(self, bot: str | None = None, nested: bool = False) -> bool:
        """Stop (abandon) the bot's running chart; the log says so, and it can be undone. With
        `nested`, only the routine that interrupted it (as the view shows it) stops, and the
        run (and a run-for-every-bot series) goes on."""
        if not nested:
            self.queue.clear()
        bot = bot or self.active_bot
        event: dict[str, Any] = {"type": "abort", "bot": bot}
        shown = self.view.bot(bot)
        if nested:
            event.update(nested=True, chart=shown.routine if shown is not None else "")
        return self.apply(event)

    def correct(self, bot: str, path: str, value: Any) -> bool:
        """Set a tracked value by hand (an undoable event)."""
        return self.apply({"type": "correct", "bot": bot, "path": path, "value": value})

    def set_shared(self, name: str, value: Any) -> bool:
        """Change a shared game fact (Age, Round)."""
        return self.apply({"type": "set_shared", "name": name, "value": value})

    def apply(self, event: dict[str, Any]) -> bool:
        """Apply one event; refused input is reported through `failed` and changes nothing."""
        if self.session is None:
            self.failed.emit(_refusal(QT_TRANSLATE_NOOP("GameController", "No game is open.")))
            return False
        if self.read_only():
            return False
        bot = str(event.get("bot", ""))
        before = list(self.session.path(bot)) if bot and self.session.running(bot) else []
        try:
            entries = self.session.apply(event)
        except (InputError, RuleError) as exc:
            self.failed.emit(exc.message)
            return False
        self.went_on = False
        if event.get("type") == "start":
            self.finished.pop(bot, None)
        ended = bool(bot) and event.get("type") != "abort" and not self.session.running(bot)
        if before and ended:
            # The run ended with this event: keep its path, so the chart still shows the way
            # the bot went once the turn is over.
            self.finished[bot] = before + [[e.chart, e.node] for e in entries if e.bot == bot and e.chart]
        # The die stays visible after a roll until the next event (set before views refresh).
        self.last_roll = (
            self.session.events[self.session.cursor - 1].get("result")
            if (event.get("type") == "roll")
            else None
        )
        if ended and self.queue:
            if self._next_in_queue():
                return True
        self._after_change()
        return True

    def _forget_progress(self) -> None:
        """Another game, or events taken back: no series of runs goes on, no roll or finished
        run of the old state is shown."""
        self.queue.clear()
        self.went_on = False
        self.last_roll = None
        self.finished.clear()

    def undo(self) -> bool:
        """Take back the last event."""
        if self.session is None or self.read_only() or not self.session.undo():
            return False
        self._forget_progress()
        self._after_change()
        return True

    def undo_to(self, event: int) -> bool:
        """Take back event `event` and every event after it (the log's "Undo to here")."""
        session = self.session
        if session is None or not session.floor <= event < session.cursor or self.read_only():
            return False
        while session.cursor > event and session.undo():
            pass
        self._forget_progress()
        self._after_change()
        return True

    def redo(self) -> bool:
        """Apply again the last undone event."""
        if self.session is None or self.read_only() or not self.session.redo():
            return False
        self.went_on = False
        self.last_roll = None
        self.finished.clear()
        self._after_change()
        return True

    def rules_changed(self) -> None:
        """The pack's data changed under the game (a check's answers saved): the game plays with
        them from the next step on, one undoable step (undo gives back the values the player saw
        before; a replay reads each step's own), and the view is built again from them."""
        if self.session is None:
            return
        self._take_checks()
        # Kept as it is now: a game saved before games kept their answers replays no older step
        # with the new ones, and undo back to here is a lookup.
        self.session.keep_state()
        self.view = EMPTY  # nothing of the previous view is reused
        self._publish()

    def _take_checks(self) -> None:
        """Apply a `check` event for each check whose answers the game does not play with yet."""
        session = self.session
        if session is None or (self.game is not None and self.game.read_only):
            return
        for event in session.pending_checks():
            try:
                session.apply(event)
            except (InputError, RuleError) as exc:
                self.failed.emit(exc.message)

    def _after_change(self) -> None:
        bots = self.session.bot_ids if self.session is not None else []
        gone = bool(bots) and self.active_bot not in bots  # it left the game (or undo took it)
        if gone:
            self.active_bot = bots[0]
        self._publish()
        if gone:
            self.active_bot_changed.emit(self.active_bot)
        self._report_store()  # after the view: drawing a step clears the message bar

    def _report_store(self) -> None:
        """The step is on disk already (the store commits before apply/undo/redo return); a
        file that could not be written is reported once, and the marker follows its state."""
        game = self.game
        if game is None:
            return
        failure = game.take_failure()
        if failure is not None:
            self.store_failed.emit(failure.message)
        state = None if game.failure is None else game.failure.reason
        if state != self._store_state:
            self._store_state = state
            self.store_state_changed.emit(state or "")
        if self.session is not None and self.session.warnings:
            for warning in self.session.warnings:
                self.warned.emit(warning)
            self.session.warnings.clear()


def _refusal(text: str, **params: Said) -> Message:
    """A refusal as a message, said again in each new language while it is shown (its text marked
    `QT_TRANSLATE_NOOP("GameController", ...)`, where `self.tr` would have filed it)."""
    return Message("GameController", text, params)


def default_title(session: Session) -> str:
    """A readable title for a new game: the bots and the day ("Red, Blue — 2024-11-23"). It is
    stored with the game and shown as its name, so it holds no word of a language: a title made
    in Polish would stay Polish in the window of a player who switched to English."""
    names = ", ".join(session.bot_name(b) for b in session.bot_ids)
    day = QDate.currentDate().toString(Qt.DateFormat.ISODate)
    return " — ".join(p for p in (names, day) if p)


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
