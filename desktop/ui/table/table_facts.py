"""The figures the table display shows beside the step, in its own language: the followed bot's
headline values (the pack declares which), its drawn card, and the round (phases, shared facts)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.core.messages import engine_msg
from desktop.core.play.view import BotView, FieldView, GameView
from desktop.core.values import Value
from desktop.ui.play.card_lines import card_lines, card_title, value_text
from desktop.ui.table.tongue import Tongue
from desktop.ui.translated_later import QT_TRANSLATE_NOOP

NO_CARD = QT_TRANSLATE_NOOP("CardView", "No card drawn")
CARD = QT_TRANSLATE_NOOP("CardView", "Card {id}")
THIS_ROUND = QT_TRANSLATE_NOOP("RoundBar", "This Round:")


class Figure(Value):
    """One headline value: the mat section it belongs to, its label, the value, its tone."""

    section: str
    label: str
    value: str
    tone: str = "plain"


class CardWords(Value):
    """The drawn card as the display writes it: its head ("Card 7 · Trade") and its lines."""

    head: str
    lines: tuple[str, ...] = ()


class PhaseWords(Value):
    """A phase of the round: its label, whether the table is in it, whether every bot did it."""

    label: str
    current: bool
    done: bool


def figures(view: GameView, bot: BotView | None, tongue: Tongue) -> tuple[Figure, ...]:
    """The bot's headline values in the pack's order (those of its mat: a faction's own)."""
    if bot is None or not view.headline:
        return ()
    shown = {f.path: (tongue.render(s.title), f) for s in bot.mat for f in s.fields}
    out = []
    for path in view.headline:
        if path in shown:
            section, fld = shown[path]
            out.append(Figure(section, tongue.render(fld.label), field_value(fld, tongue), fld.tone))
    return tuple(out)


def field_value(fld: FieldView, tongue: Tongue) -> str:
    """A mat value as one short text: a number, a choice's label, Yes or No, a card's number."""
    value = fld.value
    if fld.kind == "flag":
        return tongue.render(engine_msg("Yes" if value else "No"))
    if fld.kind == "choice":
        choice = next((c for c in fld.choices if c.id == value), None)
        return tongue.render(choice.label) if choice is not None else "—" if value is None else str(value)
    if value is None or value == "":
        return "—" if fld.kind != "counter" else "0"
    return str(value)


def card_field(bot: BotView | None) -> FieldView | None:
    """The bot's drawn card field (None when its pack has no cards)."""
    if bot is None:
        return None
    return next((f for s in bot.mat for f in s.fields if f.kind == "card"), None)


def card_words(view: GameView, fld: FieldView, tongue: Tongue) -> CardWords:
    """The drawn card: its number and title, then every field the deck gives, in order (as the
    main window's card shows it)."""
    face = fld.card
    if face is None:
        return CardWords(tongue.say("CardView", NO_CARD))
    card: Mapping[str, Any] = face.data or {}
    title = card_title(card)
    head = tongue.say("CardView", CARD, id=face.id)
    words = view.card_words
    if title:
        head = f"{head} · {value_text(view.pack_id, title, words, tongue.render)}"
    return CardWords(head, tuple(card_lines(view.pack_id, card, fld.card_labels, words, tongue.render)))


def phases(view: GameView, tongue: Tongue) -> tuple[PhaseWords, ...]:
    """The round's phases, the one the table is in marked, those every bot did marked done."""
    rounds = view.rounds
    if rounds is None or not view.bots:
        return ()
    playing = [b.id for b in view.bots if b.id not in rounds.out]
    return tuple(
        PhaseWords(
            tongue.render(p.label), i == rounds.current, bool(playing) and all(b in p.done for b in playing)
        )
        for i, p in enumerate(rounds.phases)
    )


def facts(view: GameView, tongue: Tongue) -> str:
    """The shared facts that count the rounds ("Age 2 · Round 3"; every whole-number fact of a
    pack without rounds)."""
    counting = view.rounds.facts if view.rounds is not None else tuple(f.name for f in view.shared)
    return " · ".join(
        f"{tongue.render(f.label)} {f.value}"
        for f in view.shared
        if f.name in counting and f.value is not None
    )


def round_title(tongue: Tongue, view: GameView) -> str:
    """ "This Round:" in the display's language, in the pack's words where that language has them."""
    return tongue.seat_text(view.seat_words, "this_round", "RoundBar", THIS_ROUND)
