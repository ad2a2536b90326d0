"""What a pack module registers (effects, predicates, values, schemas) and the context they get.

A pack module declares its rules as top-level functions with decorators (`@effect("pay_card")`,
`@predicate("at_war")`, `@schema("table", "difficulty")` on a model...). A decorator only marks
the function and returns it unchanged, so every rule can be imported and called alone; the loader
collects the marked names of each module into the pack's `Registry` (`Registry.collect`).
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from dataclasses import field
from types import FunctionType, ModuleType
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

from desktop.core import bot_names
from desktop.core.messages import Message, MessageError, engine_msg
from desktop.core.values import Value as ValueClass  # `Value` here: a rule giving a value

if TYPE_CHECKING:
    from desktop.core.pack.pack_loading import Pack
    from desktop.core.pack.record import Record

Predicate = Callable[..., tuple[str, Message | str | None]]
Effect = Callable[..., dict[str, Any] | None]
Value = Callable[..., Any]
F = TypeVar("F", bound=Callable[..., Any])
M = TypeVar("M", bound="type[Record]")
# A bot's state as a pack types it (a TypedDict); a plain dict where a pack does not say.
B = TypeVar("B")
MARK = "__botmat_rules__"  # the attribute a decorator leaves on what it registers


class RuleError(MessageError):
    """A rule could not be applied to the tracked state (a message the player can read)."""


class BotGone(RuleError):
    """A rule reads a bot that left the game (the player removed it while a chart still names
    it): the interpreter skips what is aimed at that bot and goes on. `words` name the bot."""

    def __init__(self, words: Message | str) -> None:
        super().__init__(bot_names.left_message(words))
        self.words = words


class Named(ValueClass, frozen=False):
    """A registered function with the argument names it accepts."""

    func: Callable[..., Any]
    required: frozenset[str]
    accepted: frozenset[str] | None  # None: takes **kwargs
    outcomes: tuple[str, ...] = ()


def _describe(func: Callable[..., Any], outcomes: tuple[str, ...] = ()) -> Named:
    """The argument names `func` takes after its context: read from a plain function's code,
    as `inspect.signature` would give them (it costs ≈ 10 µs a rule, a start registers 271)."""
    code = getattr(func, "__code__", None)
    if type(func) is not FunctionType or hasattr(func, "__wrapped__") or code is None or code.co_argcount < 1:
        return _described_by_signature(func, outcomes)
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    first = max(code.co_posonlyargcount, 1)  # ctx and positional-only arguments have no name to pass
    with_default = len(func.__defaults__ or ())
    keyword_defaults = func.__kwdefaults__ or {}
    required = frozenset(names[first : code.co_argcount - with_default]) | frozenset(
        n for n in names[code.co_argcount :] if n not in keyword_defaults
    )
    takes_any = bool(code.co_flags & inspect.CO_VARKEYWORDS)
    accepted = None if takes_any else frozenset(names[first:])
    return Named(func, required, accepted, outcomes)


def _described_by_signature(func: Callable[..., Any], outcomes: tuple[str, ...] = ()) -> Named:
    """`_describe` for any other callable (a partial, a wrapped function, a callable object)."""
    sig = inspect.signature(func)
    params = list(sig.parameters.values())[1:]  # the first is ctx
    required = frozenset(
        p.name
        for p in params
        if p.default is inspect.Parameter.empty and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
    )
    takes_any = any(p.kind == p.VAR_KEYWORD for p in params)
    accepted = (
        None
        if takes_any
        else frozenset(p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))
    )
    return Named(func, required, accepted, outcomes)


class Registry(ValueClass, frozen=False):
    """Named effects, predicates and values a pack's charts refer to."""

    pack_id: str
    effects: dict[str, Named] = field(default_factory=dict)
    predicates: dict[str, Named] = field(default_factory=dict)
    values: dict[str, Named] = field(default_factory=dict)
    invariants: dict[str, Callable[[Ctx[Any]], list[str]]] = field(default_factory=dict)
    schemas: dict[tuple[str, str], type[Record]] = field(default_factory=dict)
    samplers: dict[str, Callable[[random.Random], dict[str, Any]]] = field(default_factory=dict)
    init: Callable[[Ctx[Any], dict[str, Any]], dict[str, Any]] | None = None
    view: Callable[[Ctx[Any]], dict[str, Any]] | None = None
    # True when the pack's modules were not run (not a bundled pack): its names are unknown,
    # so checks that a chart's effect, predicate or value is registered are left out.
    open: bool = False

    def effect(self, name: str) -> Callable[[Effect], Effect]:
        """Register an effect: `f(ctx, **args)`, may return extra text parameters."""

        def deco(func: Effect) -> Effect:
            self._unique(self.effects, name)
            self.effects[name] = _describe(func)
            return func

        return deco

    def predicate(
        self, name: str, outcomes: tuple[str, ...] = ("yes", "no")
    ) -> Callable[[Predicate], Predicate]:
        """Register a predicate: `f(ctx, **args) -> (outcome, reason)`."""

        def deco(func: Predicate) -> Predicate:
            self._unique(self.predicates, name)
            self.predicates[name] = _describe(func, tuple(outcomes))
            return func

        return deco

    def value(self, name: str) -> Callable[[Value], Value]:
        """Register a value function: `f(ctx, **args) -> int | str | Message`."""

        def deco(func: Value) -> Value:
            self._unique(self.values, name)
            self.values[name] = _describe(func)
            return func

        return deco

    def invariant(
        self, name: str
    ) -> Callable[[Callable[[Ctx[Any]], list[str]]], Callable[[Ctx[Any]], list[str]]]:
        """Register an invariant: `f(ctx) -> problems` checked after every step in tests."""

        def deco(func: Callable[[Ctx[Any]], list[str]]) -> Callable[[Ctx[Any]], list[str]]:
            self.invariants[name] = func
            return func

        return deco

    def init_bot(
        self, func: Callable[[Ctx[Any], dict[str, Any]], dict[str, Any]]
    ) -> Callable[[Ctx[Any], dict[str, Any]], dict[str, Any]]:
        """Register the function building a new bot's state from its setup options."""
        self.init = func
        return func

    def state_view(self, func: Callable[[Ctx[Any]], dict[str, Any]]) -> Callable[[Ctx[Any]], dict[str, Any]]:
        """Register the function giving the JSON state the CLI prints."""
        self.view = func
        return func

    def sampler(
        self, profile_kind: str
    ) -> Callable[[Callable[[random.Random], dict[str, Any]]], Callable[[random.Random], dict[str, Any]]]:
        """Register random test data for a profile kind: random play uses it to reach the
        charts a profile drives. It is never offered to a player as real data."""

        def deco(
            func: Callable[[random.Random], dict[str, Any]],
        ) -> Callable[[random.Random], dict[str, Any]]:
            self.samplers[profile_kind] = func
            return func

        return deco

    def schema(self, kind: str, name: str, model: type[Record]) -> None:
        """Register a record class (desktop.core.pack.record) for a table, a deck's cards or a profile."""
        self.schemas[(kind, name)] = model

    def collect(self, module: ModuleType) -> int:
        """Register what a pack module marked with the decorators below; returns how many.

        Only the module's own definitions count: a rule another module imports is that module's."""
        found = 0
        for obj in list(vars(module).values()):
            marks: list[Mark] | None = vars(obj).get(MARK) if hasattr(obj, "__dict__") else None
            if not marks or getattr(obj, "__module__", None) != module.__name__:
                continue
            for mark in marks:
                self._add(mark, obj)
                found += 1
        return found

    def _add(self, mark: Mark, obj: Any) -> None:
        kind, name, outcomes = mark
        if kind == "predicate":
            self.predicate(name, outcomes)(obj)
        elif kind in ("effect", "value"):
            getattr(self, kind)(name)(obj)
        elif kind in ("invariant", "sampler"):
            table = self.invariants if kind == "invariant" else self.samplers
            self._unique(table, name)
            table[name] = obj
        elif kind == "schema":
            what, table_name = name.split(":", 1)
            self._unique(self.schemas, (what, table_name))
            self.schema(what, table_name, obj)
        else:  # init_bot, state_view: one function each
            attr = "init" if kind == "init_bot" else "view"
            if getattr(self, attr) is not None:
                raise ValueError(f"{kind} is registered twice")
            setattr(self, attr, obj)

    @staticmethod
    def _unique(table: dict[Any, Any], name: Any) -> None:
        if name in table:
            raise ValueError(f"'{name}' is registered twice")


class Mark(NamedTuple):
    """What a decorator noted on a function or model: the table, the name, a predicate's outcomes."""

    kind: str
    name: str
    outcomes: tuple[str, ...] = ()


def _marker(mark: Mark) -> Callable[[F], F]:
    def deco(obj: F) -> F:
        # Its own marks only: a model subclassing a registered schema is not registered too.
        setattr(obj, MARK, [*vars(obj).get(MARK, []), mark])
        return obj

    return deco


def effect(name: str) -> Callable[[F], F]:
    """Mark an effect: `f(ctx, **args)` changes the state, may return extra text parameters."""
    return _marker(Mark("effect", name))


def predicate(name: str, outcomes: tuple[str, ...] = ("yes", "no")) -> Callable[[F], F]:
    """Mark a predicate: `f(ctx, **args) -> (outcome, reason)`, one of `outcomes`."""
    return _marker(Mark("predicate", name, tuple(outcomes)))


def value(name: str) -> Callable[[F], F]:
    """Mark a value: `f(ctx, **args) -> int | str | Message` a chart text or argument uses."""
    return _marker(Mark("value", name))


def invariant(name: str) -> Callable[[F], F]:
    """Mark an invariant: `f(ctx) -> problems`, checked after every step of random play."""
    return _marker(Mark("invariant", name))


def sampler(profile_kind: str) -> Callable[[F], F]:
    """Mark random test data for a profile kind (random play only, never offered to a player)."""
    return _marker(Mark("sampler", profile_kind))


def init_bot(func: F) -> F:
    """Mark the function building a new bot's state from its setup options."""
    return _marker(Mark("init_bot", ""))(func)


def state_view(func: F) -> F:
    """Mark the function giving the JSON state the CLI prints."""
    return _marker(Mark("state_view", ""))(func)


def schema(kind: str, name: str) -> Callable[[M], M]:
    """Mark a record class as the schema of a table, a deck's cards or a profile."""
    return _marker(Mark("schema", f"{kind}:{name}"))


class Ctx(ValueClass, Generic[B], frozen=False):
    """What an effect, predicate or value sees: this bot, all bots, shared facts, dice.

    A pack names its bot state's type in its rules (`Ctx[EuBot]`), so reads are checked."""

    pack: Pack
    bots: dict[str, B]
    shared: dict[str, Any]
    bot_id: str
    options: dict[str, Any]
    rng: random.Random
    profile: dict[str, Any] | None = None
    meta: dict[str, dict[str, Any]] = field(default_factory=dict)  # every bot's setup: name, options

    @property
    def bot(self) -> B:
        """This bot's mutable state."""
        return self.bots[self.bot_id]

    def other_bots(self) -> list[str]:
        """The ids of the game's other bots, in the order they were added."""
        return [b for b in self.bots if b != self.bot_id]

    def bot_name(self, bot_id: str | None = None) -> str:
        """The name the table gave a bot (this one by default)."""
        bot_id = bot_id or self.bot_id
        if bot_id not in self.meta and self.gone(bot_id):
            return str(self.shared[bot_names.GONE_KEY][bot_id].get("name") or bot_id)
        return str(self.meta.get(bot_id, {}).get("name") or bot_id)

    def bot_words(self, bot_id: str | None = None) -> Message | str:
        """How a text names a bot (this one by default): a bot left unnamed by its default name
        in the pack's words, so it reads in the language on screen; else the name typed (a bot
        that left the game, as it was named then)."""
        bot_id = bot_id or self.bot_id
        if bot_id not in self.meta and self.gone(bot_id):
            return bot_names.gone_words(self.pack.id, self.shared, bot_id)
        return bot_names.bot_words(self.pack.id, self.meta.get(bot_id, {}), bot_id)

    def gone(self, bot_id: str) -> bool:
        """Whether `bot_id` is a bot that left the game."""
        return bot_id not in self.bots and bot_names.has_left(self.shared, bot_id)

    def for_bot(self, bot_id: str) -> Ctx[B]:
        """The same context for another bot of the game, so a rule can read or change its state;
        BotGone for a bot that left the game."""
        if bot_id not in self.bots:
            if self.gone(bot_id):
                raise BotGone(self.bot_words(bot_id))
            raise RuleError(engine_msg("no bot '{bot}' in this game", bot=bot_id))
        meta = self.meta.get(bot_id, {})
        return Ctx(
            self.pack,
            self.bots,
            self.shared,
            bot_id,
            meta.get("options", {}),
            self.rng,
            meta.get("profile"),
            self.meta,
        )

    def most(self, path: str) -> int | None:
        """The largest value the pack's mat declares for a state path (a counter, or each entry
        of a map), None when it declares none: a rule keeps what it computes within it."""
        fld = self.pack.meta.mat_field(path)
        return fld.max if fld is not None else None

    def table(self, name: str) -> Any:
        """A table of the pack (already validated)."""
        return self.pack.tables[name]

    def deck(self, name: str) -> dict[str, dict[str, Any]]:
        """A deck of the pack: cards by id."""
        return self.pack.decks[name]

    def msg(self, text: str, count: int | None = None, sense: str | None = None, **params: Any) -> Message:
        """A translatable message in the pack's context; `sense` makes it an entry of its own where
        a language needs another form (a suit's adjective by case)."""
        return Message(self.pack.id, text, params, count, sense)
