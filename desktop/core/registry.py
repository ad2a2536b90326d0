"""What a pack module registers (effects, predicates, values, schemas) and the context they get."""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from desktop.core.messages import Message

if TYPE_CHECKING:
    from desktop.core.pack import Pack

Predicate = Callable[..., tuple[str, Message | str | None]]
Effect = Callable[..., dict[str, Any] | None]
Value = Callable[..., Any]


class RuleError(Exception):
    """A rule could not be applied to the tracked state (a message the player can read)."""

    def __init__(self, message: Message | str) -> None:
        super().__init__(message.text if isinstance(message, Message) else message)
        self.message = message


@dataclass
class Named:
    """A registered function with the argument names it accepts."""

    func: Callable[..., Any]
    required: frozenset[str]
    accepted: frozenset[str] | None  # None: takes **kwargs
    outcomes: tuple[str, ...] = ()


def _describe(func: Callable[..., Any], outcomes: tuple[str, ...] = ()) -> Named:
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


@dataclass
class Registry:
    """Named effects, predicates and values a pack's charts refer to."""

    pack_id: str
    effects: dict[str, Named] = field(default_factory=dict)
    predicates: dict[str, Named] = field(default_factory=dict)
    values: dict[str, Named] = field(default_factory=dict)
    invariants: dict[str, Callable[[Ctx], list[str]]] = field(default_factory=dict)
    schemas: dict[tuple[str, str], type[BaseModel]] = field(default_factory=dict)
    samplers: dict[str, Callable[[random.Random], dict[str, Any]]] = field(default_factory=dict)
    init: Callable[[Ctx, dict[str, Any]], dict[str, Any]] | None = None
    view: Callable[[Ctx], dict[str, Any]] | None = None

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

    def invariant(self, name: str) -> Callable[[Callable[[Ctx], list[str]]], Callable[[Ctx], list[str]]]:
        """Register an invariant: `f(ctx) -> problems` checked after every step in tests."""

        def deco(func: Callable[[Ctx], list[str]]) -> Callable[[Ctx], list[str]]:
            self.invariants[name] = func
            return func

        return deco

    def init_bot(
        self, func: Callable[[Ctx, dict[str, Any]], dict[str, Any]]
    ) -> Callable[[Ctx, dict[str, Any]], dict[str, Any]]:
        """Register the function building a new bot's state from its setup options."""
        self.init = func
        return func

    def state_view(self, func: Callable[[Ctx], dict[str, Any]]) -> Callable[[Ctx], dict[str, Any]]:
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

    def schema(self, kind: str, name: str, model: type[BaseModel]) -> None:
        """Register a pydantic model for a table, a deck's cards or a profile."""
        self.schemas[(kind, name)] = model

    @staticmethod
    def _unique(table: dict[str, Named], name: str) -> None:
        if name in table:
            raise ValueError(f"'{name}' is registered twice")


@dataclass
class Ctx:
    """What an effect, predicate or value sees: this bot, all bots, shared facts, dice."""

    pack: Pack
    bots: dict[str, dict[str, Any]]
    shared: dict[str, Any]
    bot_id: str
    options: dict[str, Any]
    rng: random.Random
    profile: dict[str, Any] | None = None
    meta: dict[str, dict[str, Any]] = field(default_factory=dict)  # every bot's setup: name, options

    @property
    def bot(self) -> dict[str, Any]:
        """This bot's mutable state."""
        return self.bots[self.bot_id]

    def other_bots(self) -> list[str]:
        """The ids of the game's other bots, in the order they were added."""
        return [b for b in self.bots if b != self.bot_id]

    def bot_name(self, bot_id: str | None = None) -> str:
        """The name the table gave a bot (this one by default)."""
        bot_id = bot_id or self.bot_id
        return str(self.meta.get(bot_id, {}).get("name") or bot_id)

    def for_bot(self, bot_id: str) -> Ctx:
        """The same context for another bot of the game, so a rule can read or change its state."""
        if bot_id not in self.bots:
            raise RuleError(f"no bot '{bot_id}' in this game")
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

    def table(self, name: str) -> Any:
        """A table of the pack (already validated)."""
        return self.pack.tables[name]

    def deck(self, name: str) -> dict[str, dict[str, Any]]:
        """A deck of the pack: cards by id."""
        return self.pack.decks[name]

    def msg(self, text: str, count: int | None = None, **params: Any) -> Message:
        """A translatable message in the pack's context."""
        return Message(self.pack.id, text, params, count)
