"""The game controller's commands of play: follow a bot, start its turn or a routine (a running
turn is never restarted by a stray click), answer, roll, done, Stop, corrections by hand, bots
joining and leaving, undo and redo. Each is one event of the session, written to the game's file
before the new view is handed out."""

from __future__ import annotations

import json
from typing import Any

from desktop.core.messages import InputError, Message
from desktop.core.pack.registry import RuleError
from desktop.core.play.session import HistoryError
from desktop.core.play.view import EMPTY
from desktop.ui.controller_base import RUNS_KEPT, ControllerBase, refused
from desktop.ui.language import seat_phrase
from desktop.ui.translated_later import QT_TRANSLATE_NOOP


class PlayCommands(ControllerBase):
    """The steps of play, for the controller the widgets see."""

    def set_active_bot(self, bot: str) -> None:
        """Follow another bot in the step panel and flowchart."""
        if self.session is None or bot not in self.session.bot_ids or bot == self.active_bot:
            return
        self.active_bot = bot
        if self.game is not None and self.session is not None:
            self.game.commit(self.session)  # kept now: a game killed before its next step opens on it
        self._build_view()
        self.active_bot_changed.emit(bot)
        self.view_changed.emit(self.view)
        self._report_store()

    def start(self, chart: str, bot: str | None = None, node: str | None = None) -> bool:
        """Run a chart (the turn or a routine) for a bot, from `node` when given. While the bot's
        chart runs, only a routine that interrupts starts (nested: the waiting step comes back
        after it); anything else is refused, so a stray click never throws a running turn away."""
        bot = bot or self.active_bot
        if self.session is None:
            self.failed.emit(refused(QT_TRANSLATE_NOOP("GameController", "No game is open.")))
            return False
        nested = any(r.chart == chart and r.interrupts for r in self.view.routines)
        if self.session.running(bot) and not nested:
            self.failed.emit(
                refused(QT_TRANSLATE_NOOP("GameController", "Stop the running chart first (Stop chart)."))
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
            routine = label if label is not None else chart
            own = refused(
                QT_TRANSLATE_NOOP("GameController", "No bot is left in the game to run “{routine}” for."),
                routine=routine,
            )
            phrase = seat_phrase(self.view.seat_words, "none_left")
            self.failed.emit(
                own if phrase is None else Message(phrase.context, phrase.text, {"routine": routine})
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

    def add_bot(
        self,
        options: dict[str, Any],
        profile: dict[str, Any] | None = None,
        name_words: dict[str, Any] | None = None,
    ) -> bool:
        """Add a bot to the game being played (an undoable step); the window follows it, and
        the round proposes its setup when the pack sets bots up. `name_words`: the words of the
        default name it was left with (bot_names), said in the language on screen."""
        if self.session is None:
            return False
        bot = self.session.next_bot_id()
        # Stored as JSON gives it back (as at New game): the game plays the same after a save.
        norm = json.loads(json.dumps(profile)) if profile is not None else None
        # "name": the bot's name as undo and redo say it (the session names it the same way).
        name = str(options.get("name") or bot)
        event = {"type": "add_bot", "bot": bot, "options": dict(options), "profile": norm, "name": name}
        if name_words is not None:
            event["name_words"] = name_words
        if not self.apply(event):
            return False
        self.set_active_bot(bot)
        return True

    def remove_bot(self, bot: str) -> bool:
        """Take a bot out of the game being played (an undoable step: undo brings it back)."""
        if self.session is None or bot not in self.session.bot_ids:
            return False
        self.queue = [(b, c) for b, c in self.queue if b != bot]
        event: dict[str, Any] = {"type": "remove_bot", "bot": bot, "name": self.session.bot_name(bot)}
        words = self.session.name_words(bot)
        if words is not None:  # undo and redo say a name left as offered in the language shown
            event["name_words"] = words
        return self.apply(event)

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
            self.failed.emit(refused(QT_TRANSLATE_NOOP("GameController", "No game is open.")))
            return False
        if self.read_only():
            return False
        bot = str(event.get("bot", ""))
        before = self._run_path(bot)
        try:
            entries = self.session.apply(event)
        except (InputError, RuleError) as exc:
            self.failed.emit(exc.message)
            return False
        ended = self._applied(event, before, entries)
        if ended and self.queue:
            if self._next_in_queue():
                return True
        self._after_change()
        return True

    def _run_path(self, bot: str) -> list[list[str]]:
        """The way the bot's running chart went so far ([] when none runs)."""
        session = self.session
        return list(session.path(bot)) if session is not None and bot and session.running(bot) else []

    def _applied(self, event: dict[str, Any], before: list[list[str]], entries: list[Any]) -> bool:
        """What an event applied (a new step, or one redone) leaves shown: the die of a roll, the
        way a run went when it ended with it. True when it ended the bot's run."""
        assert self.session is not None
        bot = str(event.get("bot", ""))
        self.went_on = False
        runs = self.finished.setdefault(bot, []) if bot else []
        if event.get("type") == "start":
            runs.append((self.session.cursor - 1, None))
        ended = bool(bot) and event.get("type") != "abort" and not self.session.running(bot)
        if before and ended:
            # The run ended with this event: keep its path, so the chart still shows the way
            # the bot went once the turn is over.
            way = before + [[e.chart, e.node] for e in entries if e.bot == bot and e.chart]
            runs.append((self.session.cursor - 1, way))
        del runs[:-RUNS_KEPT]
        # The die stays visible after a roll until the next event (set before views refresh).
        rolled = event.get("type") == "roll"
        self.last_roll = self.session.events[self.session.cursor - 1].get("result") if rolled else None
        return ended

    def undo(self) -> bool:
        """Take back the last event."""
        if self.session is None or self.read_only():
            return False
        at_end = self._where_at_end()
        if not self.session.undo():
            return False
        self.at_end = at_end
        self._forget_progress(self.session.cursor)
        followed = self._follow_event(self.session.cursor)
        self._undid = True  # see `_after_change`
        self._after_change()
        if followed:
            self.active_bot_changed.emit(self.active_bot)
        return True

    def undo_to(self, event: int) -> bool:
        """Take back event `event` and every event after it (the log's "Undo to here")."""
        session = self.session
        if session is None or not session.floor <= event < session.cursor or self.read_only():
            return False
        self.at_end = self._where_at_end()
        while session.cursor > event and session.undo():
            pass
        self._forget_progress(session.cursor)
        followed = self._follow_event(session.cursor)  # the step given back, on its bot's tab
        self._undid = True  # as `undo`
        self._after_change()
        if followed:
            self.active_bot_changed.emit(self.active_bot)
        return True

    def _where_at_end(self) -> tuple[str, bool] | None:
        """The bot followed and whether the player went on to it, when the game stands at its
        last step (undo leaves it there; redo back to it shows it again), else what was kept."""
        session = self.session
        if session is not None and not session.can_redo():
            return (self.active_bot, self.went_on)
        return self.at_end

    def redo(self) -> bool:
        """Apply again the last undone event; the view shows it as the step itself did (the
        die rolled, the way a run went when the event ended it)."""
        session = self.session
        if session is None or self.read_only():
            return False
        index = session.cursor
        try:
            found = session.events[index] if session.can_redo() else {}
            event = found if isinstance(found, dict) else {}
        except (HistoryError, IndexError):
            event = {}  # unreadable: redo says why (it stops before it)
        before = self._run_path(str(event.get("bot", "")))
        if not session.redo():
            return False
        self._applied(event, before, session.entries(index))
        followed = self._follow_event(index)
        if not session.can_redo():
            followed = self._back_at_end() or followed
            self._undid = False  # back as it was: the check answers are the game's again
        self._after_change()
        if followed:
            self.active_bot_changed.emit(self.active_bot)
        return True

    def _back_at_end(self) -> bool:
        """Redo reached the last step, the redone bot's run over: the window shows what undo left
        (the bot the player went on to, «takes its turn next»; True when that is another bot),
        not the bot whose turn had ended. A bot with a step waiting stays shown."""
        back, session = self.at_end, self.session
        if (
            back is None
            or session is None
            or back[0] not in session.bot_ids
            or session.running(self.active_bot)
        ):
            return False
        moved = back[0] != self.active_bot
        self.active_bot, self.went_on = back
        return moved

    def _follow_event(self, index: int) -> bool:
        """Follow the bot whose step undo took back or redo applied again (True when that is
        another one): with another bot shown, Ctrl+Z took back a step the player never saw go
        (the panel kept the other bot's words)."""
        session = self.session
        try:
            bot = session.events[index].get("bot") if session is not None else None
        except (HistoryError, IndexError):  # an unreadable stored event: stay on the bot shown
            return False
        if session is None or not isinstance(bot, str) or bot not in session.bot_ids:
            return False
        if bot == self.active_bot:
            return False
        self.active_bot = bot
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
