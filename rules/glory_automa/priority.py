"""Priority numbers of a card: technology pairs, the round-1 reform and the event vote."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import RuleError, effect, predicate, value

from . import deck as _deck
from . import state as _state
from .state import GaCtx


def government_label(ctx: GaCtx, gid: str) -> Message:
    """The translatable name of a form of government id."""
    return {
        "autocracy": ctx.msg("Autocracy"),
        "democracy": ctx.msg("Democracy"),
        "theocracy": ctx.msg("Theocracy"),
        "none": ctx.msg("none yet"),
    }[gid]


def religion_label(ctx: GaCtx, rid: str) -> Message:
    """The translatable name of a religion id."""
    return {
        "buddhism": ctx.msg("Buddhism"),
        "islam": ctx.msg("Islam"),
        "christianity": ctx.msg("Christianity"),
        "paganism": ctx.msg("Paganism"),
        "none": ctx.msg("none yet"),
    }[rid]


def government_of(ctx: GaCtx, number: int) -> str:
    """The form of government priority number n picks: entry n of the source-ordered list."""
    table = ctx.table("reform")
    if not 1 <= number <= len(table.governments):
        raise RuleError(f"priority number {number} picks no form of government")
    return str(table.governments[number - 1])


def religion_of(ctx: GaCtx, number: int) -> str:
    """The religion priority number n picks: entry n of the source-ordered list."""
    table = ctx.table("reform")
    if not 1 <= number <= len(table.religions):
        raise RuleError(f"priority number {number} picks no religion")
    return str(table.religions[number - 1])


def reform_choice(ctx: GaCtx, numbers: list[int]) -> tuple[str, str]:
    """Government and religion from a card's priority numbers (skip number: use the next two)."""
    skip = ctx.table("reform").skip_number
    rest = list(numbers)
    while rest and rest[0] == skip:
        rest.pop(0)
    if len(rest) < 2:
        raise RuleError(ctx.msg("The card's priority numbers pick no form of government."))
    return government_of(ctx, rest[0]), religion_of(ctx, rest[1])


def vote_choice(ctx: GaCtx, numbers: list[int]) -> tuple[int, int]:
    """(extra votes, event card) from the last activated card's priority numbers."""
    table = ctx.table("vote")
    extra = 0
    for n in numbers:
        if n == table.extra_vote_number:
            extra += table.extra_votes
            continue
        if n in table.event_numbers:
            return extra, table.event_numbers.index(n) + 1
    raise RuleError(ctx.msg("The card's priority numbers name no event card."))


def _card_numbers(ctx: GaCtx) -> list[int]:
    card = _deck.active_card(ctx)
    if card is None:
        raise RuleError(ctx.msg("The active card is not a keyed card."))
    return [int(n) for n in card["numbers"]]


def card_count(ctx: GaCtx) -> int:
    """How many priority numbers the active card shows: a keyed card's own, else the bot option's."""
    card = _deck.active_card(ctx)
    return len(card["numbers"]) if card is not None else int(ctx.bot.get("numbers", _state.MAX_NUMBERS))


@value("tech_position")
def tech_position(ctx: GaCtx, pair: int, part: int) -> int:
    """Which priority number is the row (part 1) or column (part 2) on a try (reconstructed layout)."""
    layout = _state.layouts(ctx)[card_count(ctx)]
    return int(layout.pairs[pair - 1][part - 1])


@value("tech_cell")
def tech_cell(ctx: GaCtx, pair: int, part: int) -> int:
    """A technology cell from a pair of the active card's priority numbers (seed 003, Technology)."""
    return _card_numbers(ctx)[tech_position(ctx, pair, part) - 1]


@value("bag_number")
def bag_number(ctx: GaCtx) -> int:
    """Cubes drawn from the bag: the first priority number, one more under Autocracy."""
    n = _card_numbers(ctx)[0]
    return n + (1 if ctx.bot["government"] == "autocracy" else 0)


@effect("reform_begin")
def reform_begin(ctx: GaCtx) -> None:
    """Start reading priority numbers for the reform (seed 003, Reform)."""
    ctx.bot["reform_index"] = 1


@value("reform_index")
def reform_index(ctx: GaCtx) -> int:
    """The priority number the reform reads now."""
    return int(ctx.bot.get("reform_index", 1))


@predicate("reform_numbers_left")
def reform_numbers_left(ctx: GaCtx) -> tuple[str, Message]:
    """Whether a number is left for the government with one after it for the religion (seed 003, Reform)."""
    idx = int(ctx.bot.get("reform_index", 1))
    # The religion needs one number after the government's.
    ok = idx < card_count(ctx)
    return ("yes" if ok else "no"), ctx.msg("Priority number {index} is next", index=idx)


@effect("reform_skip")
def reform_skip(ctx: GaCtx) -> dict[str, Any]:
    """Skip a priority number (the skip number picks nothing) (seed 003, Reform)."""
    ctx.bot["reform_index"] = int(ctx.bot.get("reform_index", 1)) + 1
    return {"index": ctx.bot["reform_index"]}


@value("government_name")
def government_name(ctx: GaCtx, number: int) -> Message:
    """The form of government a priority number picks."""
    return government_label(ctx, government_of(ctx, number))


@value("religion_name")
def religion_name(ctx: GaCtx, number: int) -> Message:
    """The religion a priority number picks."""
    return religion_label(ctx, religion_of(ctx, number))


@value("skip_number")
def skip_number(ctx: GaCtx) -> int:
    """The priority number the reform skips (seed 003, Reform)."""
    return int(ctx.table("reform").skip_number)


@effect("set_government")
def set_government(ctx: GaCtx, number: int) -> None:
    """Take the form of government a priority number picks (seed 003, Reform)."""
    ctx.bot["government"] = government_of(ctx, number)
    ctx.bot["reform_index"] = int(ctx.bot.get("reform_index", 1)) + 1


@effect("set_religion")
def set_religion(ctx: GaCtx, number: int) -> None:
    """Take the religion a priority number picks (seed 003, Reform)."""
    ctx.bot["religion"] = religion_of(ctx, number)
    ctx.bot["reformed"] = True


@effect("reform_keyed")
def reform_keyed(ctx: GaCtx) -> dict[str, Any]:
    """Reform from a keyed card's priority numbers: government and religion (seed 003, Reform)."""
    gov, rel = reform_choice(ctx, _card_numbers(ctx))
    ctx.bot["government"], ctx.bot["religion"] = gov, rel
    ctx.bot["reformed"] = True
    return {"government": government_label(ctx, gov), "religion": religion_label(ctx, rel)}


@predicate("reform_turn")
def reform_turn(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the reform replaces this main action: the last card of round 1 (seed 003, Reform)."""
    bot, row = ctx.bot, ctx.bot["row"]
    last = row["activated"] == len(row["cards"]) and bool(row["cards"])
    if bot["round"] == 1 and last and not bot["reformed"]:
        return "yes", ctx.msg("Last card of round 1: the reform replaces the main action")
    return "no", ctx.msg(
        "Round {round}, card {pos} of {n}", round=bot["round"], pos=row["activated"], n=len(row["cards"])
    )


@effect("vote_keyed")
def vote_keyed(ctx: GaCtx) -> dict[str, Any]:
    """The vote from a keyed card's priority numbers: extra votes and the event card."""
    extra, card = vote_choice(ctx, _card_numbers(ctx))
    return {"extra": extra, "event": card}


@predicate("keyed_reform_picks", outcomes=("yes", "no"))
def keyed_reform_picks(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the keyed card's priority numbers pick a government and a religion (a card of
    skip numbers picks none: the table settles it, as with a card read off the table)."""
    try:
        reform_choice(ctx, _card_numbers(ctx))
    except RuleError:
        return "no", ctx.msg("The card's priority numbers pick no form of government.")
    return "yes", ctx.msg("The card's priority numbers pick a form of government")


@predicate("keyed_vote_names", outcomes=("yes", "no"))
def keyed_vote_names(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the keyed card's priority numbers name an event card to vote for."""
    try:
        vote_choice(ctx, _card_numbers(ctx))
    except RuleError:
        return "no", ctx.msg("The card's priority numbers name no event card.")
    return "yes", ctx.msg("The card's priority numbers name an event card")


@predicate("vote_extra")
def vote_extra(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the card's priority numbers give extra votes."""
    extra, _ = vote_choice(ctx, _card_numbers(ctx))
    return ("yes" if extra else "no"), ctx.msg("%n extra votes", extra)


@value("vote_index")
def vote_index(ctx: GaCtx) -> int:
    """The priority number the vote reads now."""
    return int(ctx.bot.get("vote_index", 1))


@effect("vote_begin")
def vote_begin(ctx: GaCtx) -> None:
    """Start reading priority numbers for the vote."""
    ctx.bot["vote_index"] = 1


@effect("vote_skip")
def vote_skip(ctx: GaCtx) -> dict[str, Any]:
    """A priority number that adds votes: read the next one."""
    ctx.bot["vote_index"] = int(ctx.bot.get("vote_index", 1)) + 1
    return {"votes": ctx.table("vote").extra_votes}


@predicate("vote_numbers_left")
def vote_numbers_left(ctx: GaCtx) -> tuple[str, Message]:
    """Whether a priority number is left to read for the vote."""
    idx = int(ctx.bot.get("vote_index", 1))
    ok = idx <= card_count(ctx)
    return ("yes" if ok else "no"), ctx.msg("Priority number {index} is next", index=idx)


@value("extra_votes")
def extra_votes(ctx: GaCtx) -> int:
    """Votes one extra-vote number adds."""
    return int(ctx.table("vote").extra_votes)


@value("government")
def government(ctx: GaCtx) -> Message:
    """The automa's form of government, to show in a step."""
    return government_label(ctx, ctx.bot["government"])


@predicate("has_government")
def has_government(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the automa has a form of government: none before the reform (seed 003, Reform)."""
    gid = str(ctx.bot["government"])
    if gid == "none":
        return "no", ctx.msg("The automa has no form of government yet")
    return "yes", ctx.msg("Its form of government: {government}", government=government_label(ctx, gid))


@value("religion")
def religion(ctx: GaCtx) -> Message:
    """The automa's religion, to show in a step."""
    return religion_label(ctx, ctx.bot["religion"])
