"""Translatable names of the calamities and advances (literal texts, so the extractor finds them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import Ctx, RuleError, value


def advance_names(ctx: Ctx[Any]) -> dict[str, Message]:
    """Every advance a calamity modifier names, by id (glossary §2e, e3 and e4)."""
    return {
        "music": ctx.msg("Music"),
        "drama_and_poetry": ctx.msg("Drama and Poetry"),
        "democracy": ctx.msg("Democracy"),
        "philosophy": ctx.msg("Philosophy"),
        "military": ctx.msg("Military"),
        "monarchy": ctx.msg("Monarchy"),
        "politics": ctx.msg("Politics"),
        "provincial_empire": ctx.msg("Provincial Empire"),
        "trade_empire": ctx.msg("Trade Empire"),
        "masonry": ctx.msg("Masonry"),
        "calendar": ctx.msg("Calendar"),
        "medicine": ctx.msg("Medicine"),
        "cultural_ascendancy": ctx.msg("Cultural Ascendancy"),
        "diplomacy": ctx.msg("Diplomacy"),
        "universal_doctrine": ctx.msg("Universal Doctrine"),
        "pottery": ctx.msg("Pottery"),
        "agriculture": ctx.msg("Agriculture"),
        "mythology": ctx.msg("Mythology"),
        "enlightenment": ctx.msg("Enlightenment"),
        "mining": ctx.msg("Mining"),
        "engineering": ctx.msg("Engineering"),
        "mysticism": ctx.msg("Mysticism"),
        "deism": ctx.msg("Deism"),
        "anatomy": ctx.msg("Anatomy"),
        "roadbuilding": ctx.msg("Roadbuilding"),
        "sculpture": ctx.msg("Sculpture"),
        "law": ctx.msg("Law"),
        "advanced_military": ctx.msg("Advanced Military"),
        "naval_warfare": ctx.msg("Naval Warfare"),
        "coinage": ctx.msg("Coinage"),
        "wonder_of_the_world": ctx.msg("Wonder of the World"),
        "theology": ctx.msg("Theology"),
        "monotheism": ctx.msg("Monotheism"),
        "theocracy": ctx.msg("Theocracy"),
        "fundamentalism": ctx.msg("Fundamentalism"),
        "library": ctx.msg("Library"),
        "cartography": ctx.msg("Cartography"),
    }


def calamity_names(ctx: Ctx[Any]) -> dict[str, Message]:
    """The 16 major calamities by id (glossary §2e, e1)."""
    return {
        "volcano_earthquake": ctx.msg("Volcanic Eruption / Earthquake"),
        "treachery": ctx.msg("Treachery"),
        "famine": ctx.msg("Famine"),
        "slave_revolt": ctx.msg("Slave Revolt"),
        "flood": ctx.msg("Flood"),
        "superstition": ctx.msg("Superstition"),
        "civil_war": ctx.msg("Civil War"),
        "barbarian_hordes": ctx.msg("Barbarian Hordes"),
        "cyclone": ctx.msg("Cyclone"),
        "epidemic": ctx.msg("Epidemic"),
        "tyranny": ctx.msg("Tyranny"),
        "civil_disorder": ctx.msg("Civil Disorder"),
        "corruption": ctx.msg("Corruption"),
        "iconoclasm_heresy": ctx.msg("Iconoclasm and Heresy"),
        "regression": ctx.msg("Regression"),
        "piracy": ctx.msg("Piracy"),
    }


# The name tables are the same for every call (messages are immutable): build them once.
_CACHE: dict[str, dict[str, Message]] = {}


def _cached(key: str, build: Callable[[Ctx[Any]], dict[str, Message]], ctx: Ctx[Any]) -> dict[str, Message]:
    if key not in _CACHE:
        _CACHE[key] = build(ctx)
    return _CACHE[key]


@value("advance_name")
def advance_name(ctx: Ctx[Any], advance: str) -> Message:
    """An advance's name, to show in a step."""
    names = _cached("advances", advance_names, ctx)
    if advance not in names:
        raise RuleError(f"unknown advance '{advance}'")
    return names[advance]


@value("calamity_name")
def calamity_name(ctx: Ctx[Any], calamity: str) -> Message:
    """A calamity's name, to show in a step."""
    names = _cached("calamities", calamity_names, ctx)
    if calamity not in names:
        raise RuleError(f"unknown calamity '{calamity}'")
    return names[calamity]
