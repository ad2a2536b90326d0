"""Typed records of a rule pack: pack.yaml, charts and their nodes (checked by their pydantic
twins when a file is validated: desktop.core.pack.record_check)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from functools import cached_property
from typing import Annotated, Any, Literal, NamedTuple, Union

from desktop.core.messages import placeholders
from desktop.core.pack.record import Field, Record, validates_record

ID = Annotated[str, Field(pattern=r"^[A-Za-z0-9_.\-]+$")]


class Strict(Record):
    """Base for pack records: unknown keys are errors, so typos are caught at load. Their checks
    are made on first use: a start from the pack cache checks nothing (desktop.core.pack.typed_cache)."""

    record_config = {"extra": "forbid"}


class SourceRef(Strict):
    """Where a rule comes from: a seed file id and a section of it."""

    seed: str
    section: str


class Source(Strict):
    """A source document a pack rests on. `title` names it for the pack's authors; `player` is
    how a player at the table knows it ("the Solo & Bot booklet"), shown in a step's Sources
    line; `printed: false` marks notes that are not the game's printed rules."""

    id: str
    title: str
    language: str = "en"
    player: str | None = None
    printed: bool = True


class Routine(Strict):
    """A chart offered as a button besides the bot's turn."""

    chart: ID
    label: str
    # Started while the bot's chart runs (battle results, taking hits), it runs as a nested
    # call and the interrupted step waits again after it.
    interrupts: bool = False


class SharedFact(Strict):
    """A shared game fact (Age, Round, ...) with its default and bounds."""

    label: str
    default: int | str | bool | None = None
    min: int | None = None
    max: int | None = None


# `when`: the other bot options this one depends on, with the values that make it apply
# ({faction: [b]}: only when `faction` is b). A UI hides what does not apply to the values chosen.
When = dict[str, list[str]]


def when_holds(when: When, chosen: Mapping[str, Any]) -> bool:
    """Whether a `when:` holds for the values chosen for the choice options."""
    return all(chosen.get(key) in wanted for key, wanted in when.items())


class ChoiceValue(Strict):
    """One value a `choice`/`multi` bot option or a mat field may take: its id and label."""

    id: ID
    label: str
    when: When = {}


class BotOption(Strict):
    """Something asked when a bot is added: difficulty, a profile, name, traits."""

    id: ID
    label: str
    kind: Literal["choice", "multi", "text", "profile", "int"]
    default: Any = None
    choices: list[ChoiceValue] = []
    profile: str | None = None
    min: int | None = None
    max: int | None = None
    when: When = {}
    hint: str | None = None  # a line under the option in New game: what it is for
    # A text option whose default is the label of what another (choice) option chose: a bot
    # named by its faction.
    default_from: ID | None = None
    # A choice each bot of a game takes once (a faction whose pieces exist once): New game and
    # "+ Bot" offer a new seat the first one not taken and refuse a second bot of one.
    unique: bool = False

    @validates_record
    def _check(self) -> BotOption:
        if self.kind in ("choice", "multi") and not self.choices:
            raise ValueError(f"option '{self.id}' of kind {self.kind} needs choices")
        if self.kind == "profile" and not self.profile:
            raise ValueError(f"option '{self.id}' of kind profile needs 'profile'")
        return self


class MatField(Strict):
    """One value of the bot mat: where it lives in the bot state, how it looks, and how it may be
    corrected. `display: cubes` draws a counter as that many cubes, as on a physical mat; `tone`
    says what the value means for its colour (`available` to use, `spent` already used)."""

    path: str
    label: str
    kind: Literal["counter", "text", "choice", "flag", "cards", "card", "map"]
    display: Literal["value", "cubes"] = "value"
    tone: Literal["plain", "available", "spent"] = "plain"
    min: int | None = None
    max: int | None = None
    choices: list[ChoiceValue] = []
    keys: list[ChoiceValue] = []
    deck: str | None = None
    editable: bool = True
    hint: str | None = None
    labels: dict[str, str] = {}  # a `card` field: the words for the card's fields, by key
    when: When = {}  # as a section's: the field shows only for bots whose setup has these values

    @validates_record
    def _cubes_count(self) -> MatField:
        if self.display == "cubes" and self.kind != "counter":
            raise ValueError(f"field '{self.path}': only a counter can be shown as cubes")
        if self.labels and self.kind != "card":
            raise ValueError(f"field '{self.path}': only a card field names a card's fields")
        return self


class MatSection(Strict):
    """A group of mat fields shown together; `when` shows it only for bots whose choice options
    have those values (a faction's own section)."""

    section: str
    fields: list[MatField]
    when: When = {}


class ProfileKey(Strict):
    """A key of a mapping in a profile (say, an era of the game), with the label a player reads."""

    id: int | str
    label: str


class ProfileField(Strict):
    """How one field of a profile looks in the editor; `fields:` keys name a field by the end
    of its path ("dice", "target.name"), the longest match wins. The schema says what is valid;
    this says it in player words: labels, a hint, labels of choices, the keys of a mapping,
    bounds of numbers, a pair of numbers that is a die range (`span`), and for a list the
    labels of its Add buttons and (`leaf`) what an entry without nested entries holds."""

    label: str | None = None
    hint: str | None = None
    min: int | None = None
    max: int | None = None
    choices: list[ChoiceValue] = []
    keys: list[ProfileKey] = []
    span: bool = False
    add: str | None = None
    nest: str | None = None
    leaf: str | None = None


class Profile(Strict):
    """A kind of user-data document a player fills once (e.g. a per-faction data sheet): its
    label, the registered schema that validates it, how its fields look in the editor, and
    (`none`) what a bot set up without one shows ("No faction sheet": a sentence of its own, so
    each language can decline it; without it the interface says "No profile")."""

    label: str
    none: str | None = None
    schema_: str = Field(alias="schema")
    fields: dict[str, ProfileField] = {}

    record_config = {"extra": "forbid", "populate_by_name": True}


class Patch(Strict):
    """Nodes that replace (same id) or extend a chart when a variant is on."""

    chart: ID
    nodes: list[dict[str, Any]] = []
    start: ID | None = None


class Variant(Strict):
    """A named set of patches (difficulty, trait) a bot switches on at setup."""

    label: str | None = None
    patches: list[Patch] = []


class TableRoutine(Strict):
    """A routine the round bar offers while its phase lasts, for something the table does at any
    moment of it (a human player's action that concerns the bots): one click runs it for the
    followed bot, nested when that bot's chart runs and the routine `interrupts`."""

    chart: ID
    node: ID | None = None  # where the chart starts (default: its start)
    label: str | None = None  # the button's words (default: the routine's label)


class Phase(Strict):
    """One phase of a pack's round, as the round bar shows it: the bots' turns (`turns`: each
    bot runs the entry chart, as often as the game says) or routines each bot runs once."""

    id: ID
    label: str
    turns: bool = False
    routines: list[ID] = []  # charts of `routines:` each bot runs in this phase
    advances: bool = False  # its routines move the shared Round on: the app warns a bot behind first
    table: list[TableRoutine] = []  # routines the round bar offers while the table is in this phase


class Rounds(Strict):
    """A pack's round structure (phases in order), whose turn comes next and which shared facts
    count the rounds. `order: seats` is the order the table added the bots; `passed` is the bot
    state path of a flag that is true once the bot passed this Round (it takes no more turns)."""

    phases: list[Phase] = Field(min_length=1)
    order: Literal["seats"] = "seats"
    passed: str | None = None
    facts: list[str] = []  # shared facts (Round, Age) that change only when every bot is done
    # Charts that set up a bot joining the game: the first is proposed to each bot added, before
    # its first turn; a run of any of them (a replacement's own setup) sets the bot up.
    setup: list[ID] = []
    # A bot state flag that is true once the bot left the game (eliminated): it takes no turns
    # or phases any more, and the window offers to remove it.
    out: str | None = None
    # A bot state path holding each bot's score (victory points): with no shared fact counting
    # the rounds (Root), the library shows the bots' scores as the game's progress.
    score: str | None = None
    # A bot state path counting the rounds on each bot's mat (a chart of the round moves it
    # on): the library shows the highest of the bots' after the shared facts.
    round: str | None = None

    @validates_record
    def _one_turn_phase(self) -> Rounds:
        ids = [p.id for p in self.phases]
        if len(set(ids)) < len(ids):
            raise ValueError("phase ids repeat")
        if sum(p.turns for p in self.phases) > 1:
            raise ValueError("only one phase holds the bots' turns")
        charts = [c for p in self.phases for c in p.routines]
        if len(set(charts)) < len(charts):
            raise ValueError("a routine belongs to one phase only")
        if set(self.setup) & set(charts):
            raise ValueError("a setup chart belongs to no phase")
        return self


class Check(Strict):
    """A table the player checks once against their own copy of the game: one row per card of
    `deck`, its `fields` shown with the deck's values; the answers are kept as a user overlay of
    the table ({cards: {CARD: {confirmed: true, FIELD: value}}}: a value given replaces the
    deck's, and counts as confirmed). The app offers the check while a card is unchecked."""

    label: str
    text: str | None = None  # what to do, shown above the cards
    deck: ID
    fields: dict[str, ProfileField] = Field(min_length=1)  # the card fields checked, in order


class Sample(Strict):
    """A ready-made game to try the pack with: each bot's setup options (the options left out
    take their defaults), the shared facts that differ from their defaults, and the chart the
    first bot opens with (default the entry: the bot's turn)."""

    bots: list[dict[str, Any]] = Field(min_length=1)
    shared: dict[str, Any] = {}
    start: ID | None = None


class SeatPhrase(NamedTuple):
    """An interface text that names the seats without a name, which a pack may word whole in
    `seat_words:`: where the player sees it, its English words, the placeholders it keeps."""

    where: str
    text: str
    placeholders: tuple[str, ...] = ()


# The closed set of `seat_words:` keys (docs/pack-format.md, "Seats"): the texts a player sees
# during play that say "bot" without naming one, the round bar's two that name the round and a
# chart arrow's for any bot (game terms some booklets write with a capital, «Runda», «Bot»,
# others not). The interface shows
# its own text where a pack gives no phrase for a key, or where the language shown lacks its
# translation.
SEAT_PHRASES: Mapping[str, SeatPhrase] = {
    "this": SeatPhrase("the turn log's filter while no bot is followed", "This bot"),
    "this_tip": SeatPhrase("that filter's tooltip", "Show the log of the bot you follow"),
    "all": SeatPhrase("the turn log's filter that shows every bot", "All bots"),
    "all_tip": SeatPhrase("that filter's tooltip", "Show the log of every bot"),
    "log_shown": SeatPhrase("the View menu's first log filter", "Log of the bot shown"),
    "log_all": SeatPhrase("the View menu's second log filter", "Log of all bots"),
    "tabs": SeatPhrase("the bot tabs' name (read out by a screen reader)", "Bots"),
    "tabs_about": SeatPhrase("the bot tabs' description", "The bot whose turn the window follows"),
    "out": SeatPhrase(
        "why a bot's Turn button is greyed out once it left the game", "This bot is out of the game."
    ),
    "none_yet": SeatPhrase("the table display of a game without bots", "No bot plays in this game yet."),
    "key_enter": SeatPhrase(
        "the Keyboard shortcuts box: what Enter does",
        "Done; after a run, the next bot; else start what comes next",
    ),
    "key_turn_menu": SeatPhrase(
        "the Keyboard shortcuts box: what the Turn menu holds",
        "the Turn menu: the bot's turn, Stop, its routines and Routines menu, the round bar's buttons, + Bot",
    ),
    "a_bot": SeatPhrase("a chart's arrow taken for whichever bot the table names", "a bot"),
    "this_round": SeatPhrase(
        "the round bar's and the table display's label before the phases of this round", "This Round:"
    ),
    "next_round": SeatPhrase("the round bar's arrow after its last phase", "→ next Round"),
    "none_left": SeatPhrase(
        "a round bar button pressed when every bot left the game",
        "No bot is left in the game to run “{routine}” for.",
        ("routine",),
    ),
}

# The mat field kinds the table display can show as one figure read at a glance.
HEADLINE_KINDS = ("counter", "text", "choice", "flag", "card")


def held_choices(seats: Iterable[Mapping[str, str]]) -> dict[str, set[str]]:
    """The choices the seats hold, by option id (what a new seat avoids where a game has one of
    each; PackMeta.all_held)."""
    held: dict[str, set[str]] = {}
    for chosen in seats:
        for option, choice in chosen.items():
            held.setdefault(option, set()).add(choice)
    return held


class PackMeta(Strict):
    """pack.yaml."""

    id: Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]
    name: str
    revision: int
    languages: list[str] = ["en"]
    sources: list[Source] = []
    modules: list[Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]] = []
    entry: ID
    routines: list[Routine] = []
    shared: dict[str, SharedFact] = {}
    bot_options: list[BotOption] = []
    variants: dict[str, Variant] = {}
    rounds: Rounds | None = None  # phases of a round, for the round bar (none: no round bar)
    mat: list[MatSection] = []
    profiles: dict[str, Profile] = {}
    description: str | None = None
    seat: str = "Bot"  # what one seat of the pack is called in the interface (translated)
    # The interface's phrases that name its seats, worded whole by the pack (key: one of
    # SEAT_PHRASES; translated), so gender and case agree in every language; a phrase it
    # leaves out is the interface's own.
    seat_words: dict[str, str] = {}
    # The older form of `seat_words.all`, still read: what its seats are called together
    # (a plural noun), set into the interface's "All {seats}"; none: the interface's own "All bots".
    seats: str | None = None
    sample: Sample | None = None  # the guided sample game the welcome screen offers
    checks: dict[ID, Check] = {}  # tables (by id) the player checks against their own copy
    # A path of the bot state holding the answers of the run in progress (Root's `ans`): a
    # routine that interrupts the run gives it back as it found it.
    scratch: str | None = None
    # The name in words of each value chart texts show (`{cost}` -> "Cost"):
    # a node not reached yet reads it where the value is not known before.
    words: dict[str, str] = {}
    # The mat values the table display shows large for the bot it follows (paths of mat fields,
    # in order): the few figures the table asks about most (points, what is left to spend).
    headline: list[str] = []

    @validates_record
    def _headline_names_fields(self) -> PackMeta:
        fields = {f.path: f for s in self.mat for f in s.fields}
        if len(set(self.headline)) < len(self.headline):
            raise ValueError("headline: a mat field is named twice")
        for path in self.headline:
            fld = fields.get(path)
            if fld is None:
                raise ValueError(f"headline: '{path}' is no mat field")
            if fld.kind not in HEADLINE_KINDS:
                raise ValueError(
                    f"headline: '{path}' is a {fld.kind} field; a headline figure is one of "
                    + ", ".join(HEADLINE_KINDS)
                )
        return self

    @validates_record
    def _round_paths_name_counters(self) -> PackMeta:
        """The library reads a bot's score and round count from its mat: each names a counter."""
        if self.rounds is None:
            return self
        counters = {f.path for s in self.mat for f in s.fields if f.kind == "counter"}
        for key, path in (("score", self.rounds.score), ("round", self.rounds.round)):
            if path is not None and path not in counters:
                raise ValueError(f"rounds.{key}: '{path}' is no counter of the mat")
        return self

    @validates_record
    def _seat_words_known(self) -> PackMeta:
        """Each phrase is one the interface knows and keeps that text's placeholders."""
        for key, phrase in self.seat_words.items():
            if key not in SEAT_PHRASES:
                raise ValueError(
                    f"seat_words: '{key}' is no phrase of the interface; they are {', '.join(SEAT_PHRASES)}"
                )
            wanted = SEAT_PHRASES[key].placeholders
            if placeholders(phrase) != set(wanted):
                named = ", ".join("{" + p + "}" for p in wanted) or "no placeholder"
                raise ValueError(f"seat_words: '{key}' must keep {named}, as the interface's text does")
        return self

    @validates_record
    def _when_names_options(self) -> PackMeta:
        values = {o.id: {c.id for c in o.choices} for o in self.bot_options if o.kind in ("choice", "multi")}
        for opt in self.bot_options:
            for owner, cond in [(opt.id, opt.when)] + [(f"{opt.id}.{c.id}", c.when) for c in opt.choices]:
                for key, wanted in cond.items():
                    if key not in values or key == opt.id:
                        raise ValueError(f"'{owner}' depends on '{key}', which is no other choice option")
                    if unknown := sorted(set(wanted) - values[key]):
                        raise ValueError(
                            f"'{owner}' names values {unknown} that option '{key}' does not have"
                        )
            if opt.default_from is not None and (
                opt.kind != "text" or opt.default_from not in values or opt.default_from == opt.id
            ):
                raise ValueError(f"'{opt.id}' takes its default from '{opt.default_from}', no choice option")
        return self

    @validates_record
    def _mat_when_names_choices(self) -> PackMeta:
        values = {o.id: {c.id for c in o.choices} for o in self.bot_options if o.kind == "choice"}
        conditions = [(f"mat section '{s.section}'", s.when) for s in self.mat]
        conditions += [(f"mat field '{f.path}'", f.when) for s in self.mat for f in s.fields]
        for where, when in conditions:
            for key, wanted in when.items():
                if key not in values:
                    raise ValueError(f"{where} depends on '{key}', which is no choice option")
                if unknown := sorted(set(wanted) - values[key]):
                    raise ValueError(f"{where} names values {unknown} that option '{key}' does not have")
        return self

    def all_held(self, held: Mapping[str, Collection[str]]) -> bool:
        """Whether no bot can join: the bots hold (`held`: option id -> their choices) every
        choice of an option a game has once (`unique`)."""
        for opt in self.bot_options:
            if opt.unique and opt.kind == "choice" and opt.choices:
                if all(c.id in held.get(opt.id, ()) for c in opt.choices):
                    return True
        return False

    def mat_field(self, path: str) -> MatField | None:
        """The mat field declared for a state path (or for the map it is a key of)."""
        for section in self.mat:
            for fld in section.fields:
                if fld.path == path or (fld.kind == "map" and path.startswith(fld.path + ".")):
                    return fld
        return None

    def chosen(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The value of each choice option for a bot set up with `options` (its default when
        left out), as `when:` conditions read them."""
        return {
            o.id: options.get(o.id) if options.get(o.id) is not None else o.default
            for o in self.bot_options
            if o.kind == "choice"
        }

    @validates_record
    def _sample_names_options(self) -> PackMeta:
        known = {o.id for o in self.bot_options}
        for bot in self.sample.bots if self.sample is not None else []:
            if unknown := sorted(set(bot) - known):
                raise ValueError(f"sample: {unknown} are no bot options")
        for name in self.sample.shared if self.sample is not None else {}:
            if name not in self.shared:
                raise ValueError(f"sample: '{name}' is no shared fact")
        return self


# ---- chart nodes -----------------------------------------------------------------------


class ValueRef(Strict):
    """A parameter computed by a registered value function."""

    value: str
    args: dict[str, Any] = {}


class StateRef(Strict):
    """A parameter read from the bot's state by dotted path."""

    state: str


class SharedRef(Strict):
    """A parameter read from the shared game facts."""

    shared: str


class TextRef(Strict):
    """A nested translatable text used as a parameter."""

    text: str
    params: dict[str, Any] = {}
    count: str | None = None


class AnswerRef(Strict):
    """A parameter: the answer given in this chart's run to one of its ask, number or roll nodes
    (an option id, a whole number, or the id of the bot chosen)."""

    answer: ID


class BotNameRef(Strict):
    """A parameter: the name of a bot, from a parameter giving its id (e.g. an `answer`)."""

    bot_name: Any


class EffectCall(Strict):
    """A registered effect with its arguments; with `bot`, applied to that bot instead of this one."""

    name: str
    args: dict[str, Any] = {}
    bot: Any = None  # a parameter giving another bot's id, e.g. {answer: which_bot}


class Option(Strict):
    """An answer of an ask node or an outcome of a check node, and where it leads."""

    id: ID
    label: str | None = None
    # Where the same label answers questions a language words differently ("A human Opponent"
    # after "Whom does it fight?" and after "Against whom is it judged?"), each gets a `sense`:
    # a catalogue entry of its own, so the translation can agree with its question.
    sense: str | None = None
    next: ID
    effects: list[EffectCall] = []  # applied when this answer is given (e.g. to remember it)


class Range(Strict):
    """A die-total range of a roll node and where it leads."""

    min: int
    max: int
    next: ID

    @validates_record
    def _order(self) -> Range:
        if self.min > self.max:
            raise ValueError(f"range {self.min}-{self.max} is empty")
        return self


class NodeBase(Strict):
    """Fields every node may carry."""

    id: ID
    text: str | None = None
    params: dict[str, Any] = {}
    count: str | None = None
    source: SourceRef | None = None
    reconstructed: bool = False
    # The step shows the reconstructed mark as a badge: only where the reconstruction changes
    # what the player does (elsewhere it is said in the step's detail).
    verify: bool = False
    note: str | None = None


class BotAnswers(Strict):
    """The game's bots offered as answers of an ask node ("which bot?"), all leading to `next`."""

    which: Literal["others", "all"] = "others"  # others: every bot but the one running the chart
    next: ID


class Recall(Strict):
    """An ask answered from a fact the table gave earlier this Round (see `AskNode.remember`):
    when the kept answer is a key of `answers`, the node takes that option without asking."""

    fact: ID
    answers: dict[str, ID]


class AskNode(NodeBase):
    """A question about the table; the player answers with a listed option or, with `bots`, a bot.
    With `remember`, the answer is kept as that fact of the bot until its Round ends, and the
    question (in any chart with the same `remember`) is not asked again that Round."""

    kind: Literal["ask"]
    text: str
    options: list[Option] = []
    bots: BotAnswers | None = None
    remember: ID | None = None
    recall: Recall | None = None

    @validates_record
    def _answerable(self) -> AskNode:
        if not self.options and self.bots is None:
            raise ValueError(f"ask node '{self.id}' needs options or bots")
        return self


class NumberNode(NodeBase):
    """A question answered by a whole number from `min` to `max` (literals or parameters)."""

    kind: Literal["number"]
    text: str
    min: Any = 0
    max: Any
    # What the number counts, as the table display says it after "Waiting for:" ("how many
    # Ducats the Event gives"); without it the display says "a number from 0 to 6".
    counts: str | None = None
    store: Annotated[str, Field(pattern=r"^[A-Za-z0-9_\-]+(\.[A-Za-z0-9_\-]+)*$")] | None = None
    effects: list[EffectCall] = []  # applied after the answer; {answer: <this node>} is the number
    next: ID


class CheckNode(NodeBase):
    """A question the app answers itself from tracked state."""

    kind: Literal["check"]
    text: str
    predicate: str
    args: dict[str, Any] = {}
    options: list[Option] = Field(min_length=1)


class RollNode(NodeBase):
    """A die roll whose total picks a branch (`ranges`), or a pick "at random" among listed
    `options`: one die with a face per option, face 1 the first."""

    kind: Literal["roll"]
    text: str
    sides: int = Field(6, ge=2, le=100)
    dice: int = Field(1, ge=1, le=10)
    modifier: Any = None
    ranges: list[Range] = []
    options: list[Option] = []

    @validates_record
    def _one_way(self) -> RollNode:
        if bool(self.ranges) == bool(self.options):
            raise ValueError(f"roll node '{self.id}' needs either ranges or options")
        if self.options:
            if not 2 <= len(self.options) <= 100:
                raise ValueError(f"roll node '{self.id}' picks among 2 to 100 options")
            if "sides" in self.given and self.sides != len(self.options):
                raise ValueError(
                    f"roll node '{self.id}' has {len(self.options)} options, not {self.sides} sides"
                )
            if self.dice != 1 or self.modifier is not None:
                raise ValueError(f"roll node '{self.id}' picks an option with one die and no modifier")
            self.sides = len(self.options)
        return self


class DoNode(NodeBase):
    """An instruction for the table, with effects on tracked state."""

    kind: Literal["do"]
    text: str
    effects: list[EffectCall] = []
    next: ID


class CallNode(NodeBase):
    """Run another chart, then come back to `next`."""

    kind: Literal["call"]
    chart: ID
    node: ID | None = None
    next: ID


class GotoNode(NodeBase):
    """Continue in another chart without coming back."""

    kind: Literal["goto"]
    chart: ID
    node: ID | None = None


class EndNode(NodeBase):
    """End of this chart (back to the caller), or of the whole run."""

    kind: Literal["end"]
    scope: Literal["chart", "run"] = "chart"


Node = Annotated[
    Union[AskNode, NumberNode, CheckNode, RollNode, DoNode, CallNode, GotoNode, EndNode],
    Field(discriminator="kind"),
]


class Chart(Strict):
    """A flowchart: nodes by id and the node it starts at."""

    id: ID = ""
    title: str
    start: ID
    source: SourceRef | None = None
    reconstructed: bool = False
    note: str | None = None
    nodes: list[Node] = Field(min_length=1)

    @cached_property
    def by_id(self) -> dict[str, Any]:
        """Nodes by id (the last wins; duplicates are reported by validation). Cached in the
        instance: the interpreter asks on every step, and charts are not changed after loading."""
        return {n.id: n for n in self.nodes}

    def node_map(self) -> dict[str, Any]:
        """Nodes by id (see `by_id`)."""
        return self.by_id


class Card(Record):
    """A card of a deck: an id plus whatever fields the pack's schema defines."""

    record_config = {"extra": "allow"}
    id: ID


class Deck(Strict):
    """cards/<id>.yaml."""

    id: ID | None = None
    name: str | None = None
    source: SourceRef | None = None
    cards: list[Card] = Field(min_length=1)
