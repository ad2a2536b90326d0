"""One immutable view of a game, built after every change: what every widget draws, and nothing more.

Widgets never read the session or call pack functions; the controller builds a `GameView` with
`view_build.build_view` after each event and hands it out. Texts stay `Message`s (rendered at the
UI edge).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import field
from types import MappingProxyType
from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.pack_model import Chart
from desktop.core.play.copy_checks import CheckStatus
from desktop.core.play.detail import NodeDetail, SourceInfo
from desktop.core.play.steps import LogEntry
from desktop.core.profile.choices import ChoiceView
from desktop.core.values import Value

EMPTY_MAP: Mapping[str, Any] = MappingProxyType({})  # one shared empty mapping for every default
ONE_DIE: Mapping[str, int] = MappingProxyType({"sides": 6, "dice": 1, "modifier": 0})


class OptionView(Value):
    """A `StepOption` as shown: one answer the player can give to the step, its id and label."""

    id: str
    label: Message


class CardFace(Value):
    """A card as drawn: its id and the pack's data for it (None when the deck does not list it)."""

    id: str
    data: Mapping[str, Any] | None


class FieldView(Value):
    """One mat value with everything needed to draw it: label, how it looks, value, hint, card."""

    path: str
    label: Message
    kind: str
    display: str
    tone: str
    editable: bool
    value: Any
    minimum: int | None = None
    maximum: int | None = None
    keys: tuple[ChoiceView, ...] = ()
    choices: tuple[ChoiceView, ...] = ()
    hint: Message | None = None
    card: CardFace | None = None
    card_labels: Mapping[str, Message] = field(default_factory=lambda: EMPTY_MAP)  # a card's fields


class SectionView(Value):
    """A titled group of mat fields."""

    title: Message
    fields: tuple[FieldView, ...]


class BotView(Value):
    """One bot: its name, what was chosen at setup, whether a chart runs, its mat."""

    id: str
    name: str
    badges: tuple[Message | str, ...]
    running: bool
    mat: tuple[SectionView, ...]
    routine: str = ""  # the routine that interrupted the running chart ("" when none): Stop offers it
    # Its setup's choices (option id -> choice id): a new bot is offered a choice each bot takes
    # once (a faction) that no bot has.
    chosen: Mapping[str, str] = field(default_factory=lambda: EMPTY_MAP)
    # A bot left unnamed: its default name in the pack's words (and seat number), which the
    # window says in the language on screen ("name" is the name as New game showed it).
    name_words: Message | None = None
    # What the view was built from (the pack, then the bot's state, setup and the shared facts,
    # which the session never changes in place): an unchanged bot keeps its view.
    source: tuple[Any, ...] = field(default=(), compare=False, repr=False)

    @property
    def said(self) -> Message | str:
        """The bot's name as the window says it: a default name in the pack's words (rendered in
        the language on screen), else the name typed."""
        return self.name_words or self.name


class StepView(Value):
    """The active bot's step: header, text, answers, die, and where the rule comes from."""

    bot: str
    chart: str
    chart_title: Message
    node: str
    kind: str
    text: Message
    options: tuple[OptionView, ...] = ()
    roll: Mapping[str, int] | None = None
    number: Mapping[str, int] | None = None  # min, max: the whole numbers a number step takes
    pick: bool = False  # a roll that picks one of its answers at random (face 1 the first)
    counts: Message | None = None  # what a number step's number counts ("how many Ducats")
    note: Message | None = None
    reconstructed: bool = False
    detail: NodeDetail = NodeDetail()  # rules note and Sources line, in player words
    badge: bool = False  # the step shows the reconstructed badge (it changes what the player does)

    def die(self) -> Mapping[str, int]:
        """The roll a roll step offers (one six-sided die where it names none)."""
        return self.roll or ONE_DIE

    def bounds(self) -> tuple[int, int]:
        """The least and the most the step takes: a number step's bounds, or a roll's totals."""
        if self.kind == "number" and self.number is not None:
            return self.number["min"], self.number["max"]
        die = self.die()
        return die["dice"], die["dice"] * die["sides"]


class ChartView(Value):
    """What the flowchart shows: a chart of the bot's chart set, the current node, the way taken,
    the charts the run called to get there (outermost first, the shown chart last), the current
    node's text with its computed numbers, and the pack's sources as players know them."""

    pack_id: str
    charts: Mapping[str, Chart]
    variants: tuple[str, ...]
    chart: str
    current: str | None
    path: tuple[str, ...]
    focus: str | None = None
    stack: tuple[tuple[str, str], ...] = ()  # (chart, node where the run is in it), outermost first
    live: Message | None = None
    sources: Mapping[str, SourceInfo] = field(default_factory=lambda: EMPTY_MAP)
    # The other nodes' texts, never with a blank: a node passed in this run as it was shown, a
    # node ahead with the values it would take now, or the value's name in words.
    texts: Mapping[str, Message] = field(default_factory=lambda: EMPTY_MAP)
    words: Mapping[str, Message] = field(default_factory=lambda: EMPTY_MAP)  # values' names ("[cost]")


class DieView(Value):
    """The app's last roll: the die's face (or the total of several dice), the die, and the answer
    it picked; `event` tells a new roll from a view drawn again."""

    value: int
    sides: int
    dice: int
    outcome: Message | None
    event: int


# The key of `words` (ChartView, ChartSet) under which a pack words the arrow any bot takes
# (`seat_words.a_bot`); a value's name is an identifier, never this.
ANY_BOT_WORD = "seat:a_bot"


class ChartSet(Value):
    """The charts of one combination of variants (bots with the same variants share it), and the
    pack's sources as players know them (for the nodes' details)."""

    variants: tuple[str, ...]
    charts: Mapping[str, Chart]
    sources: Mapping[str, SourceInfo] = field(default_factory=lambda: EMPTY_MAP)
    words: Mapping[str, Message] = field(default_factory=lambda: EMPTY_MAP)  # values' names ("[cost]")


class ChartButton(Value):
    """A chart a bot can run from its panel (a routine, or any other chart): `interrupts` when it
    may start while the bot's chart runs (it nests), `phase` the round phase it belongs to
    (those are the common routines, one row; "" for the rare ones, in a menu)."""

    chart: str
    label: Message
    interrupts: bool = False
    phase: str = ""


class TableButton(Value):
    """A routine the round bar offers now for something the table did (a human player's action):
    run for the followed bot from `node` (the chart's start when None), nested while its chart
    runs when it `interrupts`."""

    chart: str
    node: str | None
    label: Message
    interrupts: bool


class PhaseView(Value):
    """A phase of the round bar and the bots that did it this Round."""

    id: str
    label: Message
    turns: bool
    routines: tuple[str, ...]
    advances: bool
    done: tuple[str, ...]


class RoundView(Value):
    """The round bar: its phases in order, the one the table is in (len(phases) once every bot
    did every phase), turns taken and who Passed this Round, and the shared facts that count
    the rounds (changing one while a bot is behind asks first)."""

    phases: tuple[PhaseView, ...]
    current: int
    turns: Mapping[str, int]
    passed: tuple[str, ...]
    facts: tuple[str, ...]
    setup: tuple[str, ...] = ()  # bots that wait for their setup
    setup_charts: tuple[str, ...] = ()  # the charts that set a bot up (the first is proposed)
    out: tuple[str, ...] = ()  # bots that left the game
    table: tuple[TableButton, ...] = ()  # routines offered now for what the table did

    def behind(self, bots: Sequence[str], upto: int | None = None) -> tuple[tuple[str, PhaseView], ...]:
        """(bot, phase) for each phase before `upto` (default: all) a bot in play has not done."""
        phases = self.phases if upto is None else self.phases[:upto]
        return tuple((b, p) for p in phases for b in bots if b not in p.done and b not in self.out)

    def before_turns(self) -> bool:
        """Whether the table is in a phase that comes before the bots' turns this Round (a turn
        now would find its Round not begun, e.g. a row of cards not laid out yet). Once every
        phase is done, the next Round's first phase counts."""
        turns = next((i for i, p in enumerate(self.phases) if p.turns), None)
        now = self.current if self.current < len(self.phases) else 0
        return turns is not None and now < turns

    def in_play_from(self, bots: Sequence[str], bot: str) -> str:
        """The first bot from `bot` on in seat order (round to it) still in the game; "" when
        every bot is out of it."""
        start = bots.index(bot) if bot in bots else 0
        seats = list(bots[start:]) + list(bots[:start])
        return next((b for b in seats if b not in self.out), "")

    def phase_of(self, chart: str, entry: str) -> int | None:
        """The index of the phase a chart belongs to (None when it belongs to none)."""
        return next(
            (i for i, p in enumerate(self.phases) if chart in p.routines or (p.turns and chart == entry)),
            None,
        )


class SharedFact(Value):
    """A shared game fact (Age, Round) with its bounds."""

    name: str
    label: Message
    value: Any
    minimum: int
    maximum: int


class Undoable(Value):
    """An event undo would take back (or redo would apply again): its type, bot and log lines."""

    kind: str
    bot: str
    lines: tuple[LogEntry, ...]
    detail: str = ""  # the chart started, the field or fact set, the die rolled, a check's cards
    # A bot added or removed, named as the window says it: a name left as offered is the pack's
    # words (the bot may be out of the game, so its view cannot name it); the fields of the one
    # card a check changed; "" when not recorded.
    said: Message | str = ""


class History(Value):
    """The log: how many events were recorded, how many are applied, and each event's lines.

    Lines are read on demand through `read` (see `_history`), so a view costs the same early
    and late in a long game."""

    size: int
    applied: int
    read: Callable[[int], Sequence[LogEntry]] = field(repr=False, compare=False)
    read_kind: Callable[[int], tuple[str, str]] = field(
        default=lambda _i: ("", ""), repr=False, compare=False
    )
    # How a bot no longer in the game is named (its lines stay in the log), read when asked.
    read_gone: Callable[[str], Message | str] = field(default=lambda bot: bot, repr=False, compare=False)

    def lines(self, event: int) -> Sequence[LogEntry]:
        """The log lines event `event` wrote."""
        return self.read(event)

    def kind(self, event: int) -> tuple[str, str]:
        """What event `event` was ("start", "answer", "roll", "correct", ...) and its bot."""
        return self.read_kind(event)

    def gone(self, bot_id: str) -> Message | str:
        """The name of a bot that left the game, as the game kept it then (its id if none)."""
        return self.read_gone(bot_id)


class GameView(Value):
    """Everything the window shows of one game at one moment (an empty game when no pack)."""

    pack_id: str = ""
    pack_name: Message | None = None
    file_name: str = ""
    bots: tuple[BotView, ...] = ()
    active: str = ""
    step: StepView | None = None
    auto: tuple[LogEntry, ...] = ()
    chart: ChartView | None = None
    chart_sets: tuple[ChartSet, ...] = ()
    entry: str = ""
    routines: tuple[ChartButton, ...] = ()
    other_charts: tuple[ChartButton, ...] = ()
    chart_titles: Mapping[str, Message] = field(default_factory=lambda: EMPTY_MAP)
    # A card value's words (its id → the label the pack gives it): "expansion" reads "Expansion";
    # a value naming a chart (an action) reads as the chart's title
    card_words: Mapping[str, Message] = field(default_factory=lambda: EMPTY_MAP)
    shared: tuple[SharedFact, ...] = ()
    history: History | None = None
    undo: Undoable | None = None
    redo: Undoable | None = None
    last_roll: int | None = None
    die: DieView | None = None
    seat: Message | None = None  # what one seat of the pack is called (translated)
    seats: Message | None = None  # what its seats are called together, when the pack says so
    # The interface's phrases naming the seats that the pack words itself (SEAT_PHRASES' keys)
    seat_words: Mapping[str, Message] = field(default_factory=lambda: EMPTY_MAP)
    rounds: RoundView | None = None
    last_run: tuple[str, str] | None = None  # (bot, chart) of the run that ended last
    proposal: str = ""  # the bot to go on with once that run ended
    next_charts: Mapping[str, str] = field(default_factory=lambda: EMPTY_MAP)  # per bot: what it runs next
    checks: tuple[CheckStatus, ...] = ()  # the pack's tables the player checks, with what is left
    headline: tuple[str, ...] = ()  # the mat paths of the figures the table display shows large
    # Per bot: (other bot, chart) of each running chart whose answers name it ("who defended?"):
    # Remove says that chart's remaining steps skip the bot.
    named: Mapping[str, tuple[tuple[str, str], ...]] = field(default_factory=lambda: EMPTY_MAP)
    full: bool = False  # no bot can join: a choice each bot takes once has none left (BotView.chosen)
    looking: bool = False  # the game is open here to look at only: nothing can be played or taken back

    def bot(self, bot_id: str) -> BotView | None:
        """One bot's view by id."""
        return next((b for b in self.bots if b.id == bot_id), None)

    def bot_name(self, bot_id: str) -> str:
        """A bot's name (its id when it is not in the game)."""
        bot = self.bot(bot_id)
        return bot.name if bot is not None else bot_id

    def bot_said(self, bot_id: str) -> Message | str:
        """A bot's name as the window says it (BotView.said; a bot that left the game, as it was
        named when it joined)."""
        bot = self.bot(bot_id)
        if bot is not None:
            return bot.said
        return self.history.gone(bot_id) if self.history is not None else bot_id

    def next_after(self, bot_id: str) -> str:
        """The first bot after `bot_id` in seat order (round to it) with something to run now."""
        ids = [b.id for b in self.bots]
        start = ids.index(bot_id) + 1 if bot_id in ids else 0
        seats = ids[start:] + ids[:start]
        return next((b for b in seats if self.next_charts.get(b)), seats[0] if seats else "")

    @property
    def active_bot(self) -> BotView | None:
        """The bot the step panel and the flowchart follow."""
        return self.bot(self.active)


class PlayState(Value):
    """What the controller keeps beside the session: the followed bot, the die, ended runs."""

    active: str = ""
    last_roll: int | None = None
    finished: Mapping[str, tuple[tuple[str, str], ...]] = field(default_factory=lambda: EMPTY_MAP)
    file_name: str = ""
    went_on: bool = False  # the player went on from the run that ended last
    looking: bool = False  # the game is only looked at here (another window plays it)


EMPTY = GameView()
