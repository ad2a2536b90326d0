"""What the game controller's parts share (controller.py puts them together): the open game and
its session, the bot the window follows, the signals the widgets listen to, and the view built
after every change (with the file's state reported after it)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from desktop.core.file_words import at
from desktop.core.messages import InputError, Message, Said
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.session import Session
from desktop.core.play.steps import Step
from desktop.core.play.view import EMPTY, GameView, PlayState
from desktop.core.play.view_build import build_view
from desktop.core.store.game_library import Library
from desktop.core.store.game_store import GameFile
from desktop.core.store.store_check import GameNotWritable
from desktop.ui.wording import game_title


class ControllerBase(QObject):
    """The game controller's state and signals; its commands are in file_commands.py (games
    and their files) and play_commands.py (the steps of play)."""

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
        self._active_bot = ""
        self.file: Path | None = None  # the open game's file (its name is shown in the title)
        self.last_roll: int | None = None  # the die total of the last roll event, shown large
        # bot -> its last runs, latest last: the event that ended each and the way it went, or
        # the event that began a run (no way: nothing is shown after it until that run ends).
        # Undo drops what it takes back, so undoing a new start shows the run before it again.
        self.finished: dict[str, list[tuple[int, list[list[str]] | None]]] = {}
        self.view: GameView = EMPTY  # what the widgets draw; rebuilt after every change
        # "Run for every bot": (bot, chart) still to run, each started when the one before ends.
        self.queue: list[tuple[str, str]] = []
        self.went_on = False  # the player went on from the last run that ended ("Next")
        # (followed bot, went_on) when undo left the last step: redo back to it shows it again.
        self.at_end: tuple[str, bool] | None = None
        self._step: Step | None = None  # the active bot's step the view was built with
        self._store_state: Said | None = None  # the failure last signalled (None: all on disk)
        self.refusal: GameNotWritable | None = None  # why the last game asked for was not opened
        # Check answers wait while the game has undone steps: taking them would be a new step,
        # which throws the undone steps away (see `_take_checks`).
        self._checks_wait = False
        # Undo took steps back: a check answer they held (a card's value read at its draw, kept
        # for every game) is taken with the next new step, which gives the undone steps up;
        # else opening the game again took it, as a step of its own (QA s16).
        self._undid = False

    @property
    def active_bot(self) -> str:
        """The bot the window follows ("" with no game or no bot)."""
        return self._active_bot

    @active_bot.setter
    def active_bot(self, bot: str) -> None:
        # The game keeps it (written when the player picks a bot, with the next step, or at close,
        # when it changed), so a reopen, a restart or a JSON save opens on the bot the player was on.
        self._active_bot = bot
        if self.session is not None:
            self.session.followed = bot

    # ---- queries -------------------------------------------------------------------------
    @property
    def pack(self) -> Pack | None:
        """The rule pack of the current game."""
        return self.session.pack if self.session else None

    @property
    def title(self) -> str:
        """The open game's title ("" with no game)."""
        return str(self.game.meta.get("title") or self.game.path.stem) if self.game is not None else ""

    @property
    def shown_title(self) -> str:
        """The open game's title as the window says it (wording.game_title)."""
        return game_title(self.view) if self.game is not None else ""

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
            finished=shown_runs(self.finished),
            file_name=self.title,
            went_on=self.went_on,
            looking=self._looking(),
        )
        self.view = build_view(session, play, self._step, self.view)
        return self.view

    def _publish(self) -> None:
        """Build the view of the game now and hand it to the widgets."""
        self.view_changed.emit(self._build_view())

    def _looking(self) -> bool:
        """Whether the open game is only looked at here (another window plays it, or its disk
        cannot be written)."""
        return self.game is not None and self.game.read_only and not self.game.history.unsaved()

    def read_only(self) -> bool:
        """Whether the open game is only looked at: a step is then refused with a message saying
        how to play it."""
        game = self.game
        if game is None or not self._looking():
            return False
        why = QCoreApplication.translate(
            "GameController",
            "is open read-only here: another window plays it, or its disk cannot be written. "
            "Open it again as a copy to play on.",
        )
        self.failed.emit(at(game.path.name, why))  # the name: the bar is read at a glance
        return True

    def _forget_progress(self, kept: int = 0) -> None:
        """Another game, or events taken back: no series of runs goes on, no roll of the old
        state is shown, nor a finished run that ended in an event taken back (those that ended
        in the first `kept` events stay, as they were shown when the game stood there)."""
        self.queue.clear()
        self.went_on = False
        self.last_roll = None
        for runs in self.finished.values():
            runs[:] = [(end, way) for end, way in runs if end < kept]

    def _take_checks(self) -> None:
        """Apply a `check` event for each check whose answers the game does not play with yet.
        With undone steps still to redo they wait (a new step would throw those away, and the
        player may want them back): they are taken once the game is at its last step again,
        by redoing all or by a new step (`_after_change`)."""
        session = self.session
        if session is None or (self.game is not None and self.game.read_only):
            return
        self._checks_wait = session.can_redo()
        if self._checks_wait:
            return
        for event in session.pending_checks():
            try:
                session.apply(event)
            except (InputError, RuleError) as exc:
                self.failed.emit(exc.message)

    def _after_change(self) -> None:
        if (self._checks_wait or self._undid) and self.session is not None and not self.session.can_redo():
            self._undid = False
            self._take_checks()
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


RUNS_KEPT = 16  # runs kept per bot for undo to show again: a long game holds no more


def shown_runs(
    finished: dict[str, list[tuple[int, list[list[str]] | None]]],
) -> dict[str, tuple[tuple[str, str], ...]]:
    """Each bot's last finished run as the view shows it (none after a run began)."""
    shown = {}
    for bot, runs in finished.items():
        way = runs[-1][1] if runs else None
        if way:
            shown[bot] = tuple((chart, node) for chart, node in way)
    return shown


def refused(text: str, **params: Said) -> Message:
    """A refusal as a message, said again in each new language while it is shown (its text marked
    `QT_TRANSLATE_NOOP("GameController", ...)`, where `self.tr` would have filed it)."""
    return Message("GameController", text, params)
