"""What the table display says about one view, in its own language: the bot and its run, the
instruction, the answer just given, what the bot waits for, the round and the last log lines.
Plain functions of the view and a `Tongue`: the window only lays the words out."""

from __future__ import annotations

from desktop.core.play.view import BotView, GameView, StepView
from desktop.core.values import Value
from desktop.ui.log.log_text import HIDDEN_KINDS, after_name, die_roll, entry_parts, rolled
from desktop.ui.table.tongue import Tongue
from desktop.ui.translated_later import QT_TRANSLATE_NOOP
from desktop.ui.wording import signed

CONTEXT = "TableDisplay"
LOG_LINES = 5  # the last lines of the log the display shows, newest first
LOG_EVENTS = 40  # the events looked through for them (a long game costs the same)
ANSWERED_KINDS = ("answer", "roll", "done")  # events by which the table answered a step

# The main window's words, asked in their own contexts (one translation for both windows).
OVER = QT_TRANSLATE_NOOP("StepPanel", "{chart} is over.")
WAITS = QT_TRANSLATE_NOOP("StepPanel", "{bot} waits: {what}.")
NEW_BOT = QT_TRANSLATE_NOOP("StepPanel", "{bot} is new in this game: set it up before its first turn.")
PHASE_DONE = QT_TRANSLATE_NOOP("StepPanel", "{bot} has done its part of this phase.")
SET_UP = QT_TRANSLATE_NOOP("StepPanel", "Set up {bot} ▶")
RUN = QT_TRANSLATE_NOOP("StepPanel", "Run {routine}")
START_TURN = QT_TRANSLATE_NOOP("Wording", "Start turn")
START_CHART = QT_TRANSLATE_NOOP("Wording", "Start: {chart}")

NO_GAME = QT_TRANSLATE_NOOP("TableDisplay", "No game is open.")
NO_GAME_WAIT = QT_TRANSLATE_NOOP("TableDisplay", "Waiting for: a new game, or the last one resumed")
NO_BOT = QT_TRANSLATE_NOOP("TableDisplay", "No bot plays in this game yet.")
WAIT_ASK = QT_TRANSLATE_NOOP("TableDisplay", "Waiting for: an answer ({answers})")
WAIT_NUMBER = QT_TRANSLATE_NOOP("TableDisplay", "Waiting for: a number from {min} to {max}")
# {what}: what the number counts, as the pack words it ("how many Ducats the Event gives")
WAIT_COUNT = QT_TRANSLATE_NOOP("TableDisplay", "Waiting for: {what}, {min}–{max}")
WAIT_ROLL = QT_TRANSLATE_NOOP("TableDisplay", "Waiting for: a die roll ({low}–{high})")
WAIT_PICK = QT_TRANSLATE_NOOP("TableDisplay", "Waiting for: a die roll that picks one of the answers")
NO_BREAK = "\u00a0"  # a space a line never breaks at
WAIT_DO = QT_TRANSLATE_NOOP("TableDisplay", "Waiting for: the table to do this, then Done")
NEXT = QT_TRANSLATE_NOOP("TableDisplay", "Next: {bot}")
ANSWERED = QT_TRANSLATE_NOOP("TableDisplay", "Just answered: {answer} — {question}")
ROLLED = QT_TRANSLATE_NOOP("TableDisplay", "Just rolled: {roll}")
DONE = QT_TRANSLATE_NOOP("TableDisplay", "Just done: {what}")


class TableWords(Value):
    """Everything the display writes for one view, rendered."""

    bot: str = ""  # the followed bot's name ("" without one)
    seat: int = -1  # its place in seat order (its colour), -1 without one
    chart: str = ""  # the title of the chart it runs (or ran last)
    step: str = ""  # the instruction, or what the game waits for
    answer: str = ""  # the answer just given ("" when the last change was none)
    waiting: str = ""  # what the bot needs from the table now
    next: str = ""  # whose turn comes next ("Next: Venice"; "" with one bot)
    # the last lines of the log, newest first: each its words (shortened to the width when
    # need be) and its outcome ("→ Yes", the die rolled; always shown whole)
    log: tuple[tuple[str, str], ...] = ()


def words(view: GameView, tongue: Tongue) -> TableWords:
    """The display's texts for `view`."""
    if not view.pack_id:
        return TableWords(step=tongue.say(CONTEXT, NO_GAME), waiting=tongue.say(CONTEXT, NO_GAME_WAIT))
    bot = view.active_bot
    if bot is None:
        return TableWords(step=_no_bot(view, tongue), log=log_lines(view, tongue))
    seat = [b.id for b in view.bots].index(bot.id)
    name = tongue.render(bot.said)
    answer = answered(view, tongue)
    log = log_lines(view, tongue)
    step = view.step
    if step is not None:
        chart = tongue.render(step.chart_title)
        text, waiting = tongue.render(step.text), waiting_for(step, tongue)
        following = next_line(view, view.next_after(bot.id), tongue)
        return TableWords(name, seat, after_name(name, chart), text, answer, waiting, following, log)
    chart, text, following = between_runs(view, bot, tongue)
    return TableWords(name, seat, after_name(name, chart), text, answer, "", following, log)


def range_kept(text: str, low: int, high: int) -> str:
    """`text` with the space before its range ("0–9", "(1–6)") made one that never breaks: the
    display wraps its line, and a range alone on the last line read as a line of its own."""
    shown = f"{signed(low)}–{signed(high)}"
    for before in (f" {shown}", f" ({shown}"):
        text = text.replace(before, NO_BREAK + before[1:])
    return text


def waiting_for(step: StepView, tongue: Tongue) -> str:
    """What the step needs from the table: an answer among its options, a number (named by what
    it counts where the step says so in this language), a roll, Done."""
    if step.kind == "ask":
        answers = " · ".join(tongue.render(o.label) for o in step.options)
        return tongue.say(CONTEXT, WAIT_ASK, answers=answers)
    if step.kind == "number" and step.number is not None:
        low, high = step.bounds()
        if step.counts is not None and tongue.has(step.counts):
            said = tongue.say(
                CONTEXT, WAIT_COUNT, what=tongue.render(step.counts), min=signed(low), max=signed(high)
            )
            return range_kept(said, low, high)
        return tongue.say(CONTEXT, WAIT_NUMBER, min=signed(low), max=signed(high))
    if step.kind == "roll":
        if step.pick:
            return tongue.say(CONTEXT, WAIT_PICK)
        low, high = step.bounds()
        return range_kept(tongue.say(CONTEXT, WAIT_ROLL, low=signed(low), high=signed(high)), low, high)
    return tongue.say(CONTEXT, WAIT_DO)


def between_runs(view: GameView, bot: BotView, tongue: Tongue) -> tuple[str, str, str]:
    """(chart, text, who is next) while no chart runs for the followed bot: its run is over,
    it waits for what the round says it runs now, or it has done its part of the phase."""
    last = view.last_run
    if last is not None and last[0] == bot.id:
        title = tongue.render(view.chart_titles.get(last[1])) or last[1]
        return title, tongue.say("StepPanel", OVER, chart=title), next_line(view, view.proposal, tongue)
    chart = view.next_charts.get(bot.id, view.entry)
    if not chart:
        text = tongue.say("StepPanel", PHASE_DONE, bot=tongue.render(bot.said))
        return "", text, next_line(view, view.next_after(bot.id), tongue)
    label = start_words(view, chart, bot, tongue)
    setup = view.rounds is not None and chart in view.rounds.setup_charts
    text = tongue.say("StepPanel", NEW_BOT if setup else WAITS, bot=tongue.render(bot.said), what=label)
    return "", text, ""  # the bot itself is next


def start_words(view: GameView, chart: str, bot: BotView, tongue: Tongue) -> str:
    """What starting the bot's next run is called (as the main window's button says it)."""
    turns = view.rounds is not None and any(p.turns for p in view.rounds.phases)
    if chart == view.entry:
        title = view.chart_titles.get(view.entry)
        if turns or title is None:
            return tongue.say("Wording", START_TURN)
        return tongue.say("Wording", START_CHART, chart=tongue.render(title))
    if view.rounds is not None and chart in view.rounds.setup_charts:
        return tongue.say("StepPanel", SET_UP, bot=tongue.render(bot.said))
    title = next((r.label for r in view.routines if r.chart == chart), view.chart_titles.get(chart))
    return tongue.say("StepPanel", RUN, routine=tongue.render(title) if title else chart)


def next_line(view: GameView, bot: str, tongue: Tongue) -> str:
    """ "Next: Venice" (nothing when no bot is next, or the game has one bot)."""
    if not bot or len(view.bots) < 2:
        return ""
    return tongue.say(CONTEXT, NEXT, bot=tongue.render(view.bot_said(bot)))


def answered(view: GameView, tongue: Tongue) -> str:
    """The answer the table just gave (the last change, when it answered a step)."""
    history = view.history
    if history is None or history.applied == 0:
        return ""
    kind, bot = history.kind(history.applied - 1)
    if kind not in ANSWERED_KINDS:
        return ""
    entry = next((e for e in history.lines(history.applied - 1) if e.bot == bot), None)
    if entry is None:
        return ""
    if kind == "done":
        return tongue.say(CONTEXT, DONE, what=tongue.render(entry.text))
    if die_roll(entry) is not None:
        return tongue.say(CONTEXT, ROLLED, roll=rolled(entry, tongue))
    answer = signed(
        tongue.render(entry.answer_label) if entry.answer_label is not None else entry.answer or ""
    )
    return tongue.say(CONTEXT, ANSWERED, answer=answer, question=tongue.render(entry.text))


def log_lines(view: GameView, tongue: Tongue, most: int = LOG_LINES) -> tuple[tuple[str, str], ...]:
    """The last lines of the log, newest first, each with its bot's name (when the game has
    more than one bot) before its text, and its outcome apart (`entry_parts`)."""
    history = view.history
    if history is None:
        return ()
    named = len(view.bots) > 1
    out: list[tuple[str, str]] = []
    event = history.applied - 1
    while event >= max(history.applied - LOG_EVENTS, 0) and len(out) < most:
        for entry in reversed(history.lines(event)):
            if entry.kind in HIDDEN_KINDS:
                continue
            text, outcome = entry_parts(entry, tongue)
            if named and entry.bot:
                text = f"{tongue.render(view.bot_said(entry.bot))} · {text}"
            out.append((text, outcome))
            if len(out) == most:
                break
        event -= 1
    return tuple(out)


def _no_bot(view: GameView, tongue: Tongue) -> str:
    """ "No bot plays in this game yet.", in the pack's words for its seats where the display's
    language has them."""
    return tongue.seat_text(view.seat_words, "none_yet", CONTEXT, NO_BOT)
