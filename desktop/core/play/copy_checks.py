"""Tables a player checks once against their own copy of the game (a pack's `checks:`): which
cards are checked, a card's values with the player's corrections, and the answers saved as a user
overlay of the table and used from the next step on (no Qt).

A check's table holds `{cards: {CARD: {confirmed: true, FIELD: value, ...}}}`: a card is checked
when it is confirmed or a value of it was corrected; a corrected value replaces the deck's. A value
the player read off the card when it was drawn (`at_draw: true`, see `learn`) is used as well, and
kept for every later game, but the card still counts as not compared.

A game plays with the answers it keeps in its world (`shared["_checks"]`, set when it starts and
by a `check` event when the player answers while it is open), so a replay for undo or redo reads
the values each step was played with, never ones the player gave later. A game that keeps none (a
game saved before) reads the table's."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.core.cache_write import write_atomic
from desktop.core.messages import InputError, Message, Said, engine_msg
from desktop.core.pack.checking import checked, json_schema
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.record import Record, dump, record_class
from desktop.core.per_object import PerObject
from desktop.core.play.steps import LogEntry
from desktop.core.values import Value

if TYPE_CHECKING:
    from desktop.core.profile.profile_schema import Shape

ROWS = "cards"
CONFIRMED = "confirmed"
AT_DRAW = "at_draw"  # the card's values were read at its draw, not compared with the whole card
MARKS = (CONFIRMED, AT_DRAW)
KEY = "_checks"  # shared[KEY][table]: the answers a game plays with
MAX_TOLD = 200  # cards a `check` event may say it changed (a deck is far smaller)


class CheckStatus(Value):
    """How far the player got with one check: its table, its words, and the cards unchecked."""

    table: str
    label: Message
    unchecked: tuple[str, ...]
    total: int
    # Values the game learned at a draw that the table does not hold yet, by card: the window
    # keeps them in the table for every later game.
    learned: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)


def answers(pack: Pack, table: str, shared: Mapping[str, Any] | None = None) -> dict[str, dict[str, Any]]:
    """The player's answers per card: those the game (its `shared` facts) plays with when it keeps
    them, else the table's (empty when it holds none, or is not usable)."""
    kept = shared.get(KEY) if shared is not None else None
    if isinstance(kept, dict) and isinstance(kept.get(table), dict):
        return {str(k): v for k, v in kept[table].items() if isinstance(v, dict)}
    return table_answers(pack, table)


def table_answers(pack: Pack, table: str) -> dict[str, dict[str, Any]]:
    """The answers the table holds now (the user overlay): what a new game starts with."""
    return _answers(pack.tables.get(table))


def _rows_of(data: Any) -> dict[str, dict[str, Any]]:
    plain = dump(data)  # the table as plain data (it may be a record, or already plain)
    rows = plain.get(ROWS) if isinstance(plain, dict) else None
    return {str(k): v for k, v in rows.items() if isinstance(v, dict)} if isinstance(rows, dict) else {}


# The answers of a table as plain data, by the table's identity: a step reads them without
# dumping the model again (a save puts a new object in the pack). Tables are few; tests load
# many packs.
_answers = PerObject(_rows_of)


def to_keep(pack: Pack, table: str) -> dict[str, dict[str, Any]]:
    """The table's answers as a game keeps them (what says nothing left out)."""
    return _said(table_answers(pack, table))


def kept_now(pack: Pack) -> dict[str, dict[str, dict[str, Any]]]:
    """The answers of every check as the tables hold them now: what a new game keeps."""
    return {table: to_keep(pack, table) for table in pack.meta.checks}


def changed_tables(pack: Pack, shared: Mapping[str, Any]) -> list[str]:
    """The checks whose answers in the tables differ from those the game plays with."""
    return [t for t in pack.meta.checks if _said(answers(pack, t, shared)) != to_keep(pack, t)]


def _said(found: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    return {card: _plain(entry) for card, entry in sorted(found.items()) if _plain(entry)}


def is_checked(entry: Mapping[str, Any] | None, fields: Mapping[str, Any]) -> bool:
    """Whether a card's answer confirms it (a corrected value counts as confirmed)."""
    if not entry:
        return False
    if entry.get(CONFIRMED) is True:
        return True
    return entry.get(AT_DRAW) is not True and any(entry.get(name) is not None for name in fields)


def unchecked(pack: Pack, table: str, shared: Mapping[str, Any] | None = None) -> list[str]:
    """The cards of the check's deck the player has not checked yet, in card order."""
    check = pack.meta.checks[table]
    found = answers(pack, table, shared)
    return [c for c in sorted(pack.decks.get(check.deck, {})) if not is_checked(found.get(c), check.fields)]


def card_values(
    pack: Pack, table: str, card_id: str, shared: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """A card of the check's deck as the game uses it: the deck's values, the player's
    corrections on top."""
    check = pack.meta.checks[table]
    card = dict(pack.decks[check.deck][card_id])
    entry = answers(pack, table, shared).get(card_id) or {}
    card.update({name: entry[name] for name in check.fields if entry.get(name) is not None})
    return card


def card_of_deck(
    pack: Pack, deck: str, card_id: str, shared: Mapping[str, Any] | None = None
) -> dict[str, Any] | None:
    """A card as the game uses it (corrected when a check covers its deck); None when the deck
    does not list it."""
    if card_id not in pack.decks.get(deck, {}):
        return None
    table = next((t for t, c in pack.meta.checks.items() if c.deck == deck), None)
    return card_values(pack, table, card_id, shared) if table is not None else dict(pack.decks[deck][card_id])


def statuses(pack: Pack, shared: Mapping[str, Any] | None = None) -> tuple[CheckStatus, ...]:
    """Every check of the pack with the cards still to check (and, given the game's `shared`
    facts, what the game learned at a draw that the table does not hold yet)."""
    return tuple(
        CheckStatus(
            table,
            Message(pack.id, check.label),
            tuple(unchecked(pack, table)),
            len(pack.decks.get(check.deck, {})),
            learned(pack, table, shared) if shared is not None else {},
        )
        for table, check in pack.meta.checks.items()
    )


def learned(pack: Pack, table: str, shared: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """The values the game learned at a draw (`learn`) that the table does not hold, by card."""
    kept = shared.get(KEY)
    game = kept.get(table) if isinstance(kept, dict) else None
    if not isinstance(game, dict):
        return {}
    held = table_answers(pack, table)
    fields = pack.meta.checks[table].fields
    out: dict[str, dict[str, Any]] = {}
    for card, entry in game.items():
        if not isinstance(entry, dict) or entry.get(AT_DRAW) is not True:
            continue
        mine = held.get(str(card)) or {}
        new = {k: v for k, v in entry.items() if k in fields and v is not None and mine.get(k) is None}
        if new:
            out[str(card)] = new
    return out


def with_learned(pack: Pack, table: str, found: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """The table's answers with the values learned at draws added (a value the player gave the
    table already stays; a card learned about and never compared is marked so)."""
    merged = {card: dict(entry) for card, entry in table_answers(pack, table).items()}
    for card, values in found.items():
        entry = merged.setdefault(card, {})
        entry.update({k: v for k, v in values.items() if entry.get(k) is None})
        if entry.get(CONFIRMED) is not True:
            entry[AT_DRAW] = True
    return merged


def learn(pack: Pack, shared: dict[str, Any], deck: str, card: str, name: str, value: Any) -> None:
    """A value the player read off a drawn card (the list does not know it): the game plays with
    it from now on, and the window keeps it for every later game. A game that keeps no answers
    (saved before games kept them) starts keeping the table's now."""
    table = next((t for t, c in pack.meta.checks.items() if c.deck == deck and name in c.fields), None)
    if table is None:
        return
    kept = shared.get(KEY)
    if not isinstance(kept, dict):
        kept = shared[KEY] = {}
    if not isinstance(kept.get(table), dict):
        kept[table] = copy.deepcopy(to_keep(pack, table))
    entry = kept[table].setdefault(card, {})
    if entry.get(name) is None:
        entry[name] = value
        if entry.get(CONFIRMED) is not True:
            entry[AT_DRAW] = True


def overlay_path(pack: Pack, table: str, overlay_dir: Path) -> Path:
    """Where the player's answers are kept: the table's user overlay."""
    return overlay_dir / pack.id / "tables" / f"{table}.yaml"


def _table_model(pack: Pack, table: str) -> type[Record] | None:
    """The record class the pack registered for a table (None: the table is plain data)."""
    return record_class(pack.registry.schemas.get(("table", table)))


def save(pack: Pack, table: str, found: Mapping[str, Mapping[str, Any]], overlay_dir: Path) -> Path:
    """Check the answers with the table's schema (a refusal raises pydantic's ValidationError and
    writes nothing), write them as the table's user overlay (the previous file kept beside it)
    and use them from now on."""
    import yaml  # only a save writes YAML: a start from the pack cache reads none

    data = {ROWS: _said(found)}
    model = _table_model(pack, table)
    value = checked(model, data) if model is not None else data
    path = overlay_path(pack, table, overlay_dir)
    text = "# Your check of the cards against your own copy (written by Botmat).\n" + yaml.safe_dump(
        data, allow_unicode=True, sort_keys=False
    )
    write_atomic(path, text, backups=1)
    pack.tables[table] = value
    pack.overlays[f"table:{table}"] = path
    return path


def _plain(entry: Mapping[str, Any]) -> dict[str, Any]:
    """An answer without what says nothing (values left as listed, an unconfirmed mark)."""
    return {k: v for k, v in entry.items() if v is not None and not (k in MARKS and v is not True)}


def row_shape(pack: Pack, table: str) -> Shape | None:
    """How one card's answer is edited: the fields the check names, in its order, as the table's
    schema types them and with the pack's words (None when the table has no schema)."""
    from desktop.core.pack.pack_model import Profile
    from desktop.core.profile.profile_schema import ProfileSchema

    check = pack.meta.checks[table]
    model = _table_model(pack, table)
    if model is None:
        return None
    root = json_schema(model)
    row = root.get("properties", {}).get(ROWS, {}).get("additionalProperties")
    if not isinstance(row, dict):
        return None
    spec = Profile(label=check.label, schema=table, fields=check.fields)
    shape = ProfileSchema(pack.id, spec, row, dict(root.get("$defs", {}))).shape()
    props = dict(shape.props)
    return replace(shape, props=tuple((name, props[name]) for name in check.fields if name in props))


def _check_answers(pack: Pack, table: str, found: Any) -> None:
    """Refuse answers that are not the table's (InputError): a damaged event or file."""
    check = pack.meta.checks.get(table)
    if check is None or not isinstance(found, dict) or not all(isinstance(v, dict) for v in found.values()):
        raise InputError(engine_msg("no check '{table}' with these answers", table=str(table)[:40]))
    if _said(found) == to_keep(pack, table):
        return  # the table's own, checked when it was read (no validator built at the start)
    model = _table_model(pack, table)
    if model is not None:
        try:
            checked(model, {ROWS: found})
        except ValueError as exc:
            raise InputError(engine_msg("{table}: {reason}", table=table, reason=str(exc)[:200])) from exc


def kept_at_start(pack: Pack, saved: Any) -> dict[str, dict[str, dict[str, Any]]] | None:
    """The answers a game saved elsewhere started with (a JSON save's `checks`), when every
    table's are usable; None otherwise."""
    if not isinstance(saved, dict) or set(saved) != set(pack.meta.checks):
        return None
    try:
        for table, found in saved.items():
            _check_answers(pack, table, found)
    except InputError:
        return None
    return {table: _said(found) for table, found in saved.items()}


def apply_check(pack: Pack, world: dict[str, Any], table: str, found: Any) -> LogEntry:
    """The `check` event: the game plays with these answers from now on (the player answered
    while it was open). Answers the table's schema refuses change nothing."""
    _check_answers(pack, table, found)
    check = pack.meta.checks[table]
    before, found = _said(answers(pack, table, world["shared"])), _said(found)
    kept = world["shared"].get(KEY)
    if not isinstance(kept, dict):
        kept = world["shared"][KEY] = {}
    kept[table] = copy.deepcopy(found)
    cards = sorted(c for c in set(before) | set(found) if before.get(c) != found.get(c))
    return LogEntry(
        "",
        "",
        engine_msg("Correction"),
        table,
        "correct",
        engine_msg("{check}: {cards}", check=Message(pack.id, check.label), cards=", ".join(cards) or "—"),
    )


def told(pack: Pack, table: str, shared: Mapping[str, Any]) -> dict[str, list[str]]:
    """What a `check` event taking the table's answers changes in a game (`shared`): each card
    whose answer differs, with the fields that differ (none when only "Matches my card" did).
    The event keeps it, so undo and redo say it in the player's words."""
    fields = pack.meta.checks[table].fields
    before, after = _said(answers(pack, table, shared)), to_keep(pack, table)
    changed: dict[str, list[str]] = {}
    for card in sorted(set(before) | set(after)):
        old, new = before.get(card, {}), after.get(card, {})
        if old != new:
            changed[card] = [name for name in fields if old.get(name) != new.get(name)]
    return changed


def told_words(pack: Pack, event: Mapping[str, Any]) -> tuple[str, Said]:
    """A `check` event's cards ("04", or "04, 12") and, for one card, its fields changed in the
    pack's words ("Cost and Discard icon"); ("", "") when the event does not say (written
    before events kept it) or says it wrongly (a damaged file)."""
    check = pack.meta.checks.get(str(event.get("table")))
    found = event.get("told")
    if check is None or not isinstance(found, dict) or not 0 < len(found) <= MAX_TOLD:
        return "", ""
    deck = pack.decks.get(check.deck, {})
    if not all(card in deck and isinstance(names, list) for card, names in found.items()):
        return "", ""
    cards = sorted(found)
    names = found[cards[0]] if len(cards) == 1 else []
    if not all(isinstance(name, str) and name in check.fields for name in names):
        return "", ""
    labels: list[Said] = [Message(pack.id, check.fields[name].label or name) for name in names]
    return ", ".join(cards), both(labels)


def both(values: list[Said]) -> Said:
    """'a, b and c' (one value as it is, none as "")."""
    if len(values) < 2:
        return values[0] if values else ""
    some: Said = values[0]
    for more in values[1:-1]:
        some = engine_msg("{first}, {more}", first=some, more=more)
    return engine_msg("{some} and {last}", some=some, last=values[-1])
