"""Manual corrections of tracked values, checked against the pack's mat declaration."""

from __future__ import annotations

from typing import Any

from desktop.core.interpreter import InputError
from desktop.core.messages import Message, engine_msg
from desktop.core.pack import Pack
from desktop.core.pack_model import MatField
from desktop.core.steps import LogEntry


def mat_field(pack: Pack, path: str) -> MatField | None:
    """The mat field declared for a state path (or for the map it is a key of)."""
    for section in pack.meta.mat:
        for fld in section.fields:
            if fld.path == path or (fld.kind == "map" and path.startswith(fld.path + ".")):
                return fld
    return None


def check_value(pack: Pack, fld: MatField, path: str, value: Any) -> Any:
    """The value as it will be stored, or InputError saying why it cannot be."""
    label = fld.label
    if fld.kind in ("counter", "map"):
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value.strip())
        if isinstance(value, bool) or not isinstance(value, int):
            raise InputError(f"{label}: '{value}' is not a whole number")
        if fld.kind == "map" and fld.keys and path.split(".")[-1] not in {k.id for k in fld.keys}:
            raise InputError(f"{label}: unknown entry '{path.split('.')[-1]}'")
        if fld.min is not None and value < fld.min:
            raise InputError(f"{label}: {value} is below the minimum {fld.min}")
        if fld.max is not None and value > fld.max:
            raise InputError(f"{label}: {value} is above the maximum {fld.max}")
    elif fld.kind == "flag":
        if not isinstance(value, bool):
            raise InputError(f"{label}: '{value}' is not yes or no")
    elif fld.kind == "choice":
        if value not in {c.id for c in fld.choices}:
            raise InputError(f"{label}: '{value}' is not one of the choices")
    elif fld.kind == "text":
        value = str(value)
        if len(value) > 200:
            raise InputError(f"{label}: text is longer than 200 characters")
    elif fld.kind == "card":
        deck = pack.decks.get(fld.deck or "", {})
        if value is not None and str(value) not in deck:
            raise InputError(f"{label}: no card '{value}'")
        value = None if value is None else str(value)
    elif fld.kind == "cards":
        deck = pack.decks.get(fld.deck or "", {})
        if not isinstance(value, list) or any(str(v) not in deck for v in value):
            raise InputError(f"{label}: a list of card ids of this deck is needed")
        value = [str(v) for v in value]
    return value


def apply_correction(pack: Pack, world: dict[str, Any], bot_id: str, path: str, value: Any) -> LogEntry:
    """Set a tracked value by hand; only mat fields marked editable can be corrected."""
    if bot_id not in world["bots"]:
        raise InputError(f"no bot '{bot_id}'")
    fld = mat_field(pack, path)
    if fld is None or not fld.editable:
        raise InputError(f"'{path}' cannot be corrected by hand")
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
            "{field}: {old} → {new}", field=Message(pack.id, fld.label), old=_show(old), new=_show(value)
        ),
    )


def set_shared(pack: Pack, world: dict[str, Any], name: str, value: Any) -> LogEntry:
    """Change a shared game fact (Age, Round, ...) within its declared bounds."""
    fact = pack.meta.shared.get(name)
    if fact is None:
        raise InputError(f"no shared fact '{name}'")
    if isinstance(fact.default, int) and not isinstance(fact.default, bool):
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool):
            raise InputError(f"{fact.label}: '{value}' is not a whole number")
        if fact.min is not None and value < fact.min:
            raise InputError(f"{fact.label}: {value} is below the minimum {fact.min}")
        if fact.max is not None and value > fact.max:
            raise InputError(f"{fact.label}: {value} is above the maximum {fact.max}")
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


def _show(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "—"
    return "—" if value is None else str(value)
