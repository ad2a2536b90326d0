"""The automa's cards: the kept deck, the round's row, activation and the next card's arrow."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import RuleError, effect, predicate, value

from . import state as _state
from .state import GaCtx


def card_name(ctx: GaCtx, card_id: str | None) -> str:
    """How a keyed card is named to the player: its id, and its label when it has one."""
    card = _state.keyed_card(ctx, card_id)
    if card is None:
        return ""
    return f"{card['id']} ({card['label']})" if card["label"] else str(card["id"])


def active_card(ctx: GaCtx) -> dict[str, Any] | None:
    """The keyed card activated last this round (None when cards are physical)."""
    row = ctx.bot["row"]
    if not row["activated"]:
        return None
    return _state.keyed_card(ctx, row["cards"][row["activated"] - 1])


def deal(ctx: GaCtx) -> dict[str, Any]:
    """Start a round: the old row goes to the discard pile, a new row is dealt."""
    bot, row, deck = ctx.bot, ctx.bot["row"], ctx.bot["deck"]
    keyed = bool(bot["keyed"])
    # Cards still in the row (cleanup skipped) are played cards: they go to the discard pile.
    deck["discard"].extend(c for c in row["cards"] if c is not None)
    deck["discard_count"] += len(row["cards"])
    size = row["size"]
    first = min(size, deck["draw_count"])
    if keyed:
        ctx.rng.shuffle(deck["draw"])
    cards: list[Any] = deck["draw"][:first] if keyed else [None] * first
    del deck["draw"][:first]
    deck["draw_count"] -= first
    reshuffled = 0
    if first < size:
        # The deck ran out: the discard pile is shuffled into a new deck.
        reshuffled = deck["discard_count"]
        deck["draw"], deck["discard"] = deck["discard"], []
        deck["draw_count"], deck["discard_count"] = deck["discard_count"], 0
        if keyed:
            ctx.rng.shuffle(deck["draw"])
        more = min(size - first, deck["draw_count"])
        cards += deck["draw"][:more] if keyed else [None] * more
        del deck["draw"][:more]
        deck["draw_count"] -= more
    bot["round"] += 1
    row.update({"cards": cards, "activated": 0, "arrows": []})
    bot["main"] = {"line": 0, "status": "idle"}
    bot["passed"] = False
    bot["areas"] = {a: 0 for a in bot["areas"]}
    names = [card_name(ctx, c) for c in cards] if keyed else []
    return {
        "first": first,
        "reshuffled": reshuffled,
        "more": len(cards) - first,
        "dealt": len(cards),
        "cards": names,
        "round": bot["round"],
    }


def activate(ctx: GaCtx, arrow: int) -> dict[str, Any]:
    """Put the activation cube on the next card; pick the main-action line it plays."""
    row = ctx.bot["row"]
    if not row["cards"]:
        raise RuleError(ctx.msg("No row of automa cards is laid out: run Round start first."))
    if row["activated"] >= len(row["cards"]):
        raise RuleError(ctx.msg("Every card of the row is activated: the automa passes."))
    if not 1 <= arrow <= _state.CARDS_PER_LINE:
        raise RuleError(f"arrow line {arrow} is not 1 to {_state.CARDS_PER_LINE}")
    pos = row["activated"] + 1
    # The first card plays the line carrying its own arrow; later cards the line the
    # previous card's arrow points to.
    line = arrow if pos == 1 else row["arrows"][pos - 2]
    row["arrows"].append(arrow)
    row["activated"] = pos
    ctx.bot["main"] = {"line": line, "status": "pending"}
    card = _state.keyed_card(ctx, row["cards"][pos - 1])
    return {
        "position": pos,
        "line": line,
        "card": card_name(ctx, row["cards"][pos - 1]),
        "scale": (card or {}).get("scale") or "—",
    }


@effect("deal_row")
def deal_row(ctx: GaCtx) -> dict[str, Any]:
    """Round start: deal a new row of automa cards (seed 003, Round start)."""
    return deal(ctx)


@effect("activate")
def activate_physical(ctx: GaCtx, arrow: int) -> dict[str, Any]:
    """Activate the next card of the row; the player reads its arrow (seed 003, Reveal)."""
    return activate(ctx, arrow)


@effect("activate_keyed")
def activate_keyed(ctx: GaCtx) -> dict[str, Any]:
    """Activate the next keyed card of the row, with its own arrow (seed 003, Reveal)."""
    row = ctx.bot["row"]
    if row["activated"] >= len(row["cards"]):
        raise RuleError(ctx.msg("Every card of the row is activated: the automa passes."))
    card = _state.keyed_card(ctx, row["cards"][row["activated"]])
    if card is None:
        raise RuleError(ctx.msg("No row of automa cards is laid out: run Round start first."))
    return activate(ctx, int(card["arrow"]))


@effect("pass_round")
def pass_round(ctx: GaCtx) -> None:
    """The automa passes this round (seed 003, Pass)."""
    ctx.bot["passed"] = True


@predicate("row_dealt")
def row_dealt(ctx: GaCtx) -> tuple[str, Message]:
    """Whether a row of cards is laid out."""
    n = len(ctx.bot["row"]["cards"])
    return ("yes" if n else "no"), ctx.msg("%n cards in the row", n)


@predicate("row_done")
def row_done(ctx: GaCtx) -> tuple[str, Message]:
    """Whether every card of the row is activated (seed 003, Pass)."""
    row = ctx.bot["row"]
    done = row["activated"] >= len(row["cards"])
    return ("yes" if done else "no"), ctx.msg(
        "{a} of %n cards activated", len(row["cards"]), a=row["activated"]
    )


@predicate("has_passed")
def has_passed(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the automa has passed this round (seed 003, Pass)."""
    if ctx.bot["passed"]:
        return "yes", ctx.msg("The automa has passed this round")
    return "no", ctx.msg("The automa has not passed yet")


@predicate("other_automa_passed")
def other_automa_passed(ctx: GaCtx) -> tuple[str, Message]:
    """Whether another automa passed first in this same round (seed 003, Pass)."""
    # Another automa of this game that passed in this same round passed first; a flag
    # left from an earlier round (its Round start not run yet) does not count.
    me = ctx.bot
    for bid, other in ctx.bots.items():
        if bid != ctx.bot_id and other["passed"] and other["round"] == me["round"]:
            return "yes", ctx.msg("Another automa passed first this round")
    return "no", ctx.msg("No other automa has passed this round")


@predicate("set_up")
def set_up(ctx: GaCtx) -> tuple[str, None]:
    """Whether the automa was set up (seed 003, Setup): its Setup chart ran, or it has played a
    round (a game saved before Setup was marked). The answer says it all: no reason is added."""
    done = bool(ctx.bot.get("set_up")) or ctx.bot["round"] > 0
    return ("yes" if done else "no"), None


@effect("mark_set_up")
def mark_set_up(ctx: GaCtx) -> None:
    """The automa's Setup is done: its first Round start does not run it again."""
    ctx.bot["set_up"] = True


@predicate("keyed_cards")
def keyed_cards(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the automa plays keyed cards or the player reads the table's cards."""
    if ctx.bot["keyed"]:
        return "yes", ctx.msg("The automa plays keyed cards")
    return "no", ctx.msg("The cards are read from the table")


@predicate("deck_covers_row")
def deck_covers_row(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the automa deck holds a whole row (seed 003, Round start)."""
    deck, size = ctx.bot["deck"], ctx.bot["row"]["size"]
    ok = deck["draw_count"] >= size
    return ("yes" if ok else "no"), ctx.msg(
        "%n cards in the automa deck, the row needs {size}", deck["draw_count"], size=size
    )


@predicate("card_to_reveal")
def card_to_reveal(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the row has a card to turn face up (seed 003, Reveal)."""
    row = ctx.bot["row"]
    pos = row["activated"] + _state.numbers(ctx).face_up
    ok = pos <= len(row["cards"])
    return ("yes" if ok else "no"), ctx.msg("The row has %n cards", len(row["cards"]))


@predicate("first_card")
def first_card(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the active card is the first of the row."""
    pos = ctx.bot["row"]["activated"]
    return ("yes" if pos == 1 else "no"), ctx.msg("Card {pos} of the row", pos=pos)


@value("next_position")
def next_position(ctx: GaCtx) -> int:
    """The position of the next card to activate."""
    return int(ctx.bot["row"]["activated"]) + 1


@value("reveal_position")
def reveal_position(ctx: GaCtx) -> int:
    """The position of the card turned face up next (seed 003, Reveal)."""
    return int(ctx.bot["row"]["activated"]) + _state.numbers(ctx).face_up


@value("row_size")
def row_size(ctx: GaCtx) -> int:
    """How many cards the row holds at this difficulty."""
    return int(ctx.bot["row"]["size"])


@value("deck_count")
def deck_count(ctx: GaCtx) -> int:
    """Cards left in the automa deck."""
    return int(ctx.bot["deck"]["draw_count"])


@value("kept_card_names")
def kept_card_names(ctx: GaCtx) -> list[str]:
    """The keyed cards setup kept, by name."""
    return [card_name(ctx, c) for c in sorted(ctx.bot["deck"]["draw"])]


@value("active_scale")
def active_scale(ctx: GaCtx) -> str:
    """The scale printed on the active keyed card."""
    card = active_card(ctx)
    return str(card["scale"]) if card and card["scale"] else "—"


@predicate("keyed_card_active")
def keyed_card_active(ctx: GaCtx) -> tuple[str, Message]:
    """Whether a keyed card was activated last: its numbers can be read (else the table reads them)."""
    if active_card(ctx) is not None:
        return "yes", ctx.msg("The last activated card is keyed in")
    return "no", ctx.msg("No keyed card was activated this round: read the numbers from the table")
