"""The game controller: owns the Session, applies the player's events, autosaves, signals views."""

from __future__ import annotations

import json
import random
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.core import paths
from desktop.core.file_words import at
from desktop.core.messages import engine_msg, os_reason, render_plain
from desktop.core.pack import Pack
from desktop.core.registry import RuleError
from desktop.core.safe_read import cannot_be_written
from desktop.core.saves import (
    SaveError,
    load_session,
    save_session,
    session_to_json,
    write_atomic,
)
from desktop.core.session import InputError, Session
from desktop.core.steps import Step
from desktop.core.view import EMPTY, GameView, PlayState, build_view


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
    """An event was refused (bad input, a rule that does not fit); nothing changed. Carries the
    reason as a message (`Said`) the window renders in the player's language."""
    warned = Signal(object)
    """Something the player should know that did not stop anything (e.g. an old save), as a
    message (`Said`)."""

    def __init__(self, packs: dict[str, Pack], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.packs = packs
        self.session: Session | None = None
        self.active_bot: str = ""
        self.file: Path | None = None  # where Save writes without asking
        self.last_roll: int | None = None  # the die total of the last roll event, shown large
        self.finished: dict[str, list[list[str]]] = {}  # bot -> path of its last ended run
        self.view: GameView = EMPTY  # what the widgets draw; rebuilt after every change
        self._step: Step | None = None  # the active bot's step the view was built with
        self.autosave_enabled = True
        self.autosave_error: str | None = None
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending: Future[None] | None = None

    # ---- queries -------------------------------------------------------------------------
    @property
    def pack(self) -> Pack | None:
        """The rule pack of the current game."""
        return self.session.pack if self.session else None

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
            file_name=self.file.name if self.file is not None else "",
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
        bots: list[tuple[dict[str, Any], dict[str, Any] | None]],
        shared: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> None:
        """Start a game with its bots and shared facts; setup cannot be undone, play can."""
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
            return
        session.floor = session.cursor
        self._replace(session, None)

    def open_game(self, path: Path) -> bool:
        """Open a saved game; a broken file is reported and the current game stays."""
        self.flush_autosave()
        try:
            session, warnings = load_session(path, self.packs)
        except SaveError as exc:
            self.failed.emit(exc.message)
            return False
        self._replace(session, None if path == paths.autosave_path() else path)
        for warning in warnings:
            self.warned.emit(warning)
        return True

    def resume(self) -> bool:
        """Open the autosave (the last step of the last game), if there is one."""
        path = paths.autosave_path()
        if not path.exists():
            return False
        return self.open_game(path)

    def save_as(self, path: Path) -> bool:
        """Save the game to a file the player chose; it becomes the file Save writes to."""
        if self.session is None:
            return False
        self.flush_autosave()
        try:
            save_session(self.session, path)
        except OSError as exc:
            self.failed.emit(at(path, cannot_be_written(exc)))
            return False
        self.file = path
        self._publish()  # the title names the file
        return True

    def _replace(self, session: Session, file: Path | None) -> None:
        self.session = session
        self.file = file
        self.last_roll = None
        self.finished.clear()
        bots = session.bot_ids
        running = [b for b in bots if session.running(b)]
        self.active_bot = (running or bots or [""])[0]
        self._autosave()
        self._build_view()
        self.session_replaced.emit()
        self.active_bot_changed.emit(self.active_bot)
        self.view_changed.emit(self.view)

    def close_game(self) -> None:
        """Forget the current game (the autosave stays for Resume)."""
        self.session = None
        self.active_bot = ""
        self.file = None
        self._build_view()
        self.session_replaced.emit()
        self.view_changed.emit(self.view)

    # ---- play ----------------------------------------------------------------------------
    def set_active_bot(self, bot: str) -> None:
        """Follow another bot in the step panel and flowchart."""
        if self.session is None or bot not in self.session.bot_ids or bot == self.active_bot:
            return
        self.active_bot = bot
        self._build_view()
        self.active_bot_changed.emit(bot)
        self.view_changed.emit(self.view)

    def start(self, chart: str, bot: str | None = None) -> bool:
        """Run a chart (the turn or a routine) for a bot."""
        bot = bot or self.active_bot
        if bot != self.active_bot:
            self.set_active_bot(bot)
        return self.apply({"type": "start", "bot": bot, "chart": chart})

    def start_turn(self, bot: str | None = None) -> bool:
        """Run the pack's entry chart (the bot's turn)."""
        if self.session is None:
            return False
        return self.start(self.session.pack.meta.entry, bot)

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

    def abort(self, bot: str | None = None) -> bool:
        """Stop the bot's running chart."""
        return self.apply({"type": "abort", "bot": bot or self.active_bot})

    def correct(self, bot: str, path: str, value: Any) -> bool:
        """Set a tracked value by hand (an undoable event)."""
        return self.apply({"type": "correct", "bot": bot, "path": path, "value": value})

    def set_shared(self, name: str, value: Any) -> bool:
        """Change a shared game fact (Age, Round)."""
        return self.apply({"type": "set_shared", "name": name, "value": value})

    def apply(self, event: dict[str, Any]) -> bool:
        """Apply one event; refused input is reported through `failed` and changes nothing."""
        if self.session is None:
            self.failed.emit(self.tr("No game is open."))
            return False
        bot = str(event.get("bot", ""))
        before = list(self.session.path(bot)) if bot and self.session.running(bot) else []
        try:
            entries = self.session.apply(event)
        except (InputError, RuleError) as exc:
            self.failed.emit(exc.message)
            return False
        if event.get("type") == "start":
            self.finished.pop(bot, None)
        if before and not self.session.running(bot):
            # The run ended with this event: keep its path, so the chart still shows the way
            # the bot went once the turn is over.
            self.finished[bot] = before + [[e.chart, e.node] for e in entries if e.bot == bot and e.chart]
        # The die stays visible after a roll until the next event (set before views refresh).
        self.last_roll = (
            self.session.events[self.session.cursor - 1].get("result")
            if (event.get("type") == "roll")
            else None
        )
        self._after_change()
        return True

    def undo(self) -> bool:
        """Take back the last event."""
        if self.session is None or not self.session.undo():
            return False
        self.last_roll = None
        self.finished.clear()
        self._after_change()
        return True

    def redo(self) -> bool:
        """Apply again the last undone event."""
        if self.session is None or not self.session.redo():
            return False
        self.last_roll = None
        self.finished.clear()
        self._after_change()
        return True

    def _after_change(self) -> None:
        self._autosave()
        self._publish()

    def _autosave(self) -> None:
        """Save the step: the state is captured now, the file written (with fsync) by a worker
        thread so the window answers at once; writes keep their order, the newest wins."""
        if self.session is None or not self.autosave_enabled:
            return
        self._report_autosave()
        data = session_to_json(self.session)
        # The session replaces its world on every change and only appends/truncates the
        # events list, so a copy of the list plus the current world object is a snapshot.
        data["events"] = [dict(e) for e in self.session.events]
        self._pending = self._writer.submit(_write_autosave, paths.autosave_path(), data)

    def flush_autosave(self) -> None:
        """Wait until the last autosave is on disk (before quitting or reading it back)."""
        if self._pending is not None:
            self._pending.result()
        self._report_autosave()

    def _report_autosave(self) -> None:
        done = self._pending
        if done is None or not done.done():
            return
        self._pending = None
        exc = done.exception()
        if exc is None:
            self.autosave_error = None
            return
        message = at(paths.autosave_path(), engine_msg("autosave failed: {reason}", reason=os_reason(exc)))
        if render_plain(message) != self.autosave_error:
            self.autosave_error = render_plain(message)
            self.warned.emit(message)


def _write_autosave(path: Path, data: dict[str, Any]) -> None:
    """Runs on the autosave thread; keeps the last five autosaves as backups (issue: 5)."""
    write_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
