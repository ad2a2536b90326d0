"""Manual corrections of tracked values, checked against the pack's mat declaration."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import InputError, Message, Said, engine_msg
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import MatField, SharedFact
from desktop.core.pack.parameters import whole_number
from desktop.core.plain_data import dig
from desktop.core.play.steps import LogEntry
from desktop.core.play.world import above_maximum, below_minimum, no_bot

# Bounds of a counter (and of a whole-number shared fact) the pack does not bound itself: no
# counter of a board game comes near them, and the mat can draw every value inside them.
COUNTER_MAX = 999
COUNTER_MIN = -999
# Digits a typed whole number may have (a longer one is refused before it is converted).
TYPED_DIGITS = 12


def counter_bounds(fld: MatField) -> tuple[int, int]:
    """The smallest and largest value a counter (or a map entry) may hold."""
    return (
        COUNTER_MIN if fld.min is None else fld.min,
        COUNTER_MAX if fld.max is None else fld.max,
    )


def shared_bounds(fact: SharedFact) -> tuple[int, int]:
    """The smallest and largest value a whole-number shared fact may hold."""
    return (
        COUNTER_MIN if fact.min is None else fact.min,
        COUNTER_MAX if fact.max is None else fact.max,
    )


def typed_number(label: Said, value: Any) -> int:
    """A typed or stored whole number, or InputError saying why it is not one (a long one is
    refused before it is converted: Python stops at 4,300 digits, and no counter needs 13)."""
    digits = value.strip().lstrip("+-") if isinstance(value, str) else ""
    if len(digits) > TYPED_DIGITS and digits.isdigit():
        raise InputError(engine_msg("{field}: {value}… is too large", field=label, value=value.strip()[:40]))
    number = whole_number(value)
    if number is None:
        raise InputError(
            engine_msg("{field}: {value} is not a whole number", field=label, value=repr(str(value)[:40]))
        )
    return number


def check_range(label: Said, value: int, low: int, high: int) -> None:
    """InputError when `value` is outside [low, high]."""
    if value < low:
        raise InputError(below_minimum(label, value, low))
    if value > high:
        raise InputError(above_maximum(label, value, high))


def check_option_bounds(pack: Pack, options: Any) -> None:
    """Whole-number setup options the pack leaves unbounded stay within the counter bounds (the
    pack's setup code puts them on the mat); the rest of the setup check is the world's."""
    if not isinstance(options, dict):
        raise InputError(engine_msg("setup options are not a mapping"))
    for opt in pack.meta.bot_options:
        value = options.get(opt.id)
        if opt.kind == "int" and isinstance(value, int) and not isinstance(value, bool):
            low = COUNTER_MIN if opt.min is None else opt.min
            field = engine_msg("bot option '{option}'", option=opt.id)
            check_range(field, value, low, COUNTER_MAX if opt.max is None else opt.max)


def check_value(pack: Pack, fld: MatField, path: str, value: Any) -> Any:
    """The value as it will be stored, or InputError saying why it cannot be."""
    label = Message(pack.id, fld.label)
    if fld.kind in ("counter", "map"):
        value = typed_number(label, value)
        if fld.kind == "map" and fld.keys and path.split(".")[-1] not in {k.id for k in fld.keys}:
            raise InputError(
                engine_msg("{field}: unknown entry '{key}'", field=label, key=path.split(".")[-1])
            )
        check_range(label, value, *counter_bounds(fld))
    elif fld.kind == "flag":
        if not isinstance(value, bool):
            raise InputError(engine_msg("{field}: '{value}' is not yes or no", field=label, value=str(value)))
    elif fld.kind == "choice":
        if not isinstance(value, str) or value not in {c.id for c in fld.choices}:
            raise InputError(
                engine_msg("{field}: '{value}' is not one of the choices", field=label, value=str(value))
            )
    elif fld.kind == "text":
        value = str(value)
        if len(value) > 200:
            raise InputError(engine_msg("{field}: the text is longer than %n characters", 200, field=label))
    elif fld.kind == "card":
        deck = pack.decks.get(fld.deck or "", {})
        if value is not None and str(value) not in deck:
            raise InputError(engine_msg("{field}: no card '{card}'", field=label, card=str(value)[:40]))
        value = None if value is None else str(value)
    elif fld.kind == "cards":
        deck = pack.decks.get(fld.deck or "", {})
        if not isinstance(value, list) or any(str(v) not in deck for v in value):
            raise InputError(engine_msg("{field}: a list of card ids of this deck is needed", field=label))
        value = [str(v) for v in value]
    return value


def apply_correction(pack: Pack, world: dict[str, Any], bot_id: str, path: str, value: Any) -> LogEntry:
    """Set a tracked value by hand; only mat fields marked editable can be corrected."""
    if bot_id not in world["bots"]:
        raise InputError(no_bot(bot_id, world, pack.id))
    fld = pack.meta.mat_field(path)
    if fld is None or not fld.editable:
        shown = Message(pack.id, fld.label) if fld is not None else path
        raise InputError(engine_msg("'{field}' cannot be corrected by hand", field=shown))
    value = check_value(pack, fld, path, value)
    target = world["bots"][bot_id]
    parts = path.split(".")
    for part in parts[:-1]:
        target = target.setdefault(part, {})
    old = target.get(parts[-1])
    target[parts[-1]] = value
    return LogEntry(
        bot_id,
        "",
        engine_msg("Correction"),
        path,
        "correct",
        engine_msg(
            "{field}: {old} → {new}",
            field=field_words(pack, fld, path),
            old=_shown(pack, fld, old),
            new=_shown(pack, fld, value),
        ),
    )


def field_words(pack: Pack, fld: MatField, path: str) -> Said:
    """A mat field as the log names it: a map's entry with its map ("Researched Ideas › Military")."""
    label = Message(pack.id, fld.label)
    if fld.kind != "map":
        return label
    key = path.split(".")[-1]
    entry = next((k for k in fld.keys if k.id == key), None)
    shown = Message(pack.id, entry.label) if entry is not None and entry.label else key
    return engine_msg("{map} › {entry}", map=label, entry=shown)


def _shown(pack: Pack, fld: MatField, value: Any) -> Said:
    """A corrected value in words: a choice by its label, a flag as yes or no."""
    if fld.kind == "choice" and value is not None:
        choice = next((c for c in fld.choices if c.id == value), None)
        if choice is not None and choice.label:
            return Message(pack.id, choice.label)
    if fld.kind == "flag" and isinstance(value, bool):
        return engine_msg("Yes") if value else engine_msg("No")
    return _show(value)


def set_shared(pack: Pack, world: dict[str, Any], name: str, value: Any) -> LogEntry:
    """Change a shared game fact (Age, Round, ...) within its declared bounds."""
    fact = pack.meta.shared.get(name)
    if fact is None:
        raise InputError(engine_msg("no shared fact '{name}'", name=name))
    if isinstance(fact.default, int) and not isinstance(fact.default, bool):
        label = Message(pack.id, fact.label)
        value = typed_number(label, value)
        check_range(label, value, *shared_bounds(fact))
    old = world["shared"].get(name)
    world["shared"][name] = value
    return LogEntry(
        "",
        "",
        engine_msg("Correction"),
        name,
        "correct",
        engine_msg(
            "{field}: {old} → {new}", field=Message(pack.id, fact.label), old=_show(old), new=_show(value)
        ),
    )


def _show(value: Any) -> Said:
    """A value as the log says it: a yes-or-no fact in words, never Python's True or False."""
    if isinstance(value, bool):
        return engine_msg("Yes") if value else engine_msg("No")
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "—"
    if isinstance(value, int) and value < 0:
        return f"−{-value}"  # the minus sign a reader reads, not the hyphen Python prints
    return "—" if value is None else str(value)


def keep_in_bounds(pack: Pack, world: dict[str, Any]) -> list[LogEntry]:
    """Each bot's counters and map entries held within the bounds the pack's mat declares, with a
    log line for each value a rule computed past one: a state out of bounds would be called
    damaged when the game is opened again, and the game goes on from the nearest bound."""
    entries: list[LogEntry] = []
    bounded = [f for s in pack.meta.mat for f in s.fields if f.kind in ("counter", "map")]
    for bot_id, bot in world["bots"].items():
        for fld in bounded:
            if fld.kind == "counter":
                parent, _, key = fld.path.rpartition(".")
                holder, keys = (dig(bot, parent, None) if parent else bot), [key]
            else:
                holder = dig(bot, fld.path, None)
                keys = list(holder) if isinstance(holder, dict) else []
            for key in keys:
                entries += _held(pack, bot_id, fld, holder, key)
    return entries


def _held(pack: Pack, bot_id: str, fld: MatField, holder: Any, key: str) -> list[LogEntry]:
    """The value `holder[key]` brought within the field's bounds (a log line), else nothing."""
    value = holder.get(key) if isinstance(holder, dict) else None
    if not isinstance(value, int) or isinstance(value, bool):
        return []
    low, high = counter_bounds(fld)
    if low <= value <= high:
        return []
    holder[key] = bound = min(max(value, low), high)
    path = fld.path if fld.kind == "counter" else f"{fld.path}.{key}"
    text = engine_msg(
        "{field}: the rules gave {value}; kept at {bound}, the limit of the mat",
        field=field_words(pack, fld, path),
        value=_show(value),
        bound=_show(bound),
    )
    return [LogEntry(bot_id, "", engine_msg("Correction"), path, "correct", text)]
