"""Pydantic models of a rule pack: pack.yaml, charts and their nodes."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

ID = Annotated[str, Field(pattern=r"^[A-Za-z0-9_.\-]+$")]


class Strict(BaseModel):
    """Base for pack models: unknown keys are errors, so typos are caught at load."""

    model_config = ConfigDict(extra="forbid", frozen=False)


class SourceRef(Strict):
    """Where a rule comes from: a seed file id and a section of it."""

    seed: str
    section: str


class Source(Strict):
    """A source document a pack rests on."""

    id: str
    title: str
    language: str = "en"


class Routine(Strict):
    """A chart offered as a button besides the bot's turn."""

    chart: ID
    label: str


class SharedFact(Strict):
    """A shared game fact (Age, Round, ...) with its default and bounds."""

    label: str
    default: int | str | bool | None = None
    min: int | None = None
    max: int | None = None


class Choice(Strict):
    """One choice of a choice option or field."""

    id: ID
    label: str


class BotOption(Strict):
    """Something asked when a bot is added: difficulty, a profile, name, traits."""

    id: ID
    label: str
    kind: Literal["choice", "multi", "text", "profile", "int"]
    default: Any = None
    choices: list[Choice] = []
    profile: str | None = None
    min: int | None = None
    max: int | None = None

    @model_validator(mode="after")
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
    choices: list[Choice] = []
    keys: list[Choice] = []
    deck: str | None = None
    editable: bool = True
    hint: str | None = None

    @model_validator(mode="after")
    def _cubes_count(self) -> MatField:
        if self.display == "cubes" and self.kind != "counter":
            raise ValueError(f"field '{self.path}': only a counter can be shown as cubes")
        return self


class MatSection(Strict):
    """A group of mat fields shown together."""

    section: str
    fields: list[MatField]


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
    choices: list[Choice] = []
    keys: list[ProfileKey] = []
    span: bool = False
    add: str | None = None
    nest: str | None = None
    leaf: str | None = None


class Profile(Strict):
    """A kind of user-data document a player fills once (e.g. a per-faction data sheet): its
    label, the registered schema that validates it, and how its fields look in the editor."""

    label: str
    schema_: str = Field(alias="schema")
    fields: dict[str, ProfileField] = {}

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class Patch(Strict):
    """Nodes that replace (same id) or extend a chart when a variant is on."""

    chart: ID
    nodes: list[dict[str, Any]] = []
    start: ID | None = None


class Variant(Strict):
    """A named set of patches (difficulty, trait) a bot switches on at setup."""

    label: str | None = None
    patches: list[Patch] = []


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
    mat: list[MatSection] = []
    profiles: dict[str, Profile] = {}
    description: str | None = None


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


class EffectCall(Strict):
    """A registered effect with its arguments."""

    name: str
    args: dict[str, Any] = {}


class Option(Strict):
    """An answer of an ask node or an outcome of a check node, and where it leads."""

    id: ID
    label: str | None = None
    next: ID
    effects: list[EffectCall] = []  # applied when this answer is given (e.g. to remember it)


class Range(Strict):
    """A die-total range of a roll node and where it leads."""

    min: int
    max: int
    next: ID

    @model_validator(mode="after")
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
    note: str | None = None


class AskNode(NodeBase):
    """A question about the table; the player answers."""

    kind: Literal["ask"]
    text: str
    options: list[Option] = Field(min_length=1)


class CheckNode(NodeBase):
    """A question the app answers itself from tracked state."""

    kind: Literal["check"]
    text: str
    predicate: str
    args: dict[str, Any] = {}
    options: list[Option] = Field(min_length=1)


class RollNode(NodeBase):
    """A die roll whose total picks a branch."""

    kind: Literal["roll"]
    text: str
    sides: int = Field(6, ge=2, le=100)
    dice: int = Field(1, ge=1, le=10)
    modifier: Any = None
    ranges: list[Range] = Field(min_length=1)


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
    Union[AskNode, CheckNode, RollNode, DoNode, CallNode, GotoNode, EndNode],
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
    _by_id: dict[str, Any] | None = PrivateAttr(default=None)

    def node_map(self) -> dict[str, Any]:
        """Nodes by id (the last wins; duplicates are reported by validation). Cached: the
        interpreter asks on every step, and charts are not changed after loading."""
        if self._by_id is None:
            self._by_id = {n.id: n for n in self.nodes}
        return self._by_id


class Card(BaseModel):
    """A card of a deck: an id plus whatever fields the pack's schema defines."""

    model_config = ConfigDict(extra="allow")
    id: ID


class Deck(Strict):
    """cards/<id>.yaml."""

    id: ID | None = None
    name: str | None = None
    source: SourceRef | None = None
    cards: list[Card] = Field(min_length=1)
