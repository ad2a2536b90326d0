"""What the app says about a file it cannot use, or could only partly restore: each a message
the UI renders in the player's language (saves, game files and the library share them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop.core.messages import ENGINE_CONTEXT, Message, Said, engine_msg


def at(where: str | Path, reason: Said) -> Said:
    """`file: reason`, the form of every refusal and warning about a file."""
    return engine_msg("{file}: {reason}", file=str(where), reason=reason)


def reason_of(said: Said) -> Said:
    """The reason of a `file: reason` message (the message itself when it is not one)."""
    if isinstance(said, Message) and said.context == ENGINE_CONTEXT and said.text == "{file}: {reason}":
        reason: Said = said.params.get("reason", said)
        return reason
    return said


def newer_format(version: int, reads: int) -> Said:
    """The refusal of a file a newer Botmat wrote."""
    return engine_msg(
        "was saved by a newer Botmat (format {version}, this one reads up to {reads}); "
        "update Botmat to open it",
        version=version,
        reads=reads,
    )


def cannot_upgrade(version: int) -> Said:
    """The refusal of an old format no upgrade reads."""
    return engine_msg("format {version} cannot be upgraded", version=version)


def needs_pack(pack: str) -> Said:
    """The refusal of a game whose rule pack is not installed."""
    return engine_msg("needs rule pack '{pack}', which is not installed", pack=pack[:64])


def first_steps_only(position: int, cursor: int) -> Said:
    """The warning of a game restored up to its first damaged step."""
    return engine_msg(
        "only its first {position} of %n steps could be restored; the later ones are damaged",
        cursor,
        position=position,
    )


def nothing_restored() -> Said:
    """The refusal of a game with nothing usable."""
    return engine_msg("is damaged: nothing in it can be restored")


def revision_changed(saved: Any, now: int) -> Said:
    """The warning of a game saved with other rules: undo starts here."""
    return engine_msg(
        "saved with rule pack revision {saved}, now {now}: earlier steps cannot be undone",
        saved=str(saved),
        now=now,
    )


def joined(problems: list[Said]) -> Said:
    """Several problems said as one ("a; b")."""
    out = problems[0]
    for more in problems[1:]:
        out = engine_msg("{first}; {more}", first=out, more=more)
    return out


def undo_position_damaged() -> Said:
    """The warning of a game whose undo position could not be read."""
    return engine_msg("its undo position was damaged; it opens at its last step")


def rebuilt_from_steps() -> Said:
    """The warning of a game whose saved state was damaged and rebuilt."""
    return engine_msg("its saved state was damaged; the game was rebuilt from its steps")


def rewritten(copy: str) -> Said:
    """The warning of a game whose file had a damaged page and was written again from the rows
    that still read."""
    return engine_msg(
        "a part of the file could not be read: the game was written again from the rest, and the "
        "file as it was is kept as {copy}",
        copy=copy,
    )
