"""Which event rows of a game file cannot be used, found when the game opens: a row deleted, a
cell of another type, text that is not JSON (or not within the reading limits), an event of a
type this app does not know, a cell too large to read. The rest of the app then never meets a
row it cannot read: the game opens at what can be restored and undo stops above the damage."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop.core.messages import Said, engine_msg
from desktop.core.play.session import EVENT_TYPES, HistoryError
from desktop.core.store.store_check import DB_ERRORS

# The most missing rows counted one by one; an index beyond (a damaged row number far away) ends
# the game's events where its rows end.
MAX_GAP = 10_000
# An event this short cannot be nested too deeply nor hold too many values or too long a text,
# so SQLite's own JSON check says nearly all there is to say of it; a longer one (a bot added
# with its profile) is read and checked as the store reads it. Few events are longer. What the
# query cannot see (a whole number of more than 18 digits in a short event: a GLOB for it cost
# four times the rest) is caught where the row is read: it is lost from then on, never raised.
SHORT = 200
_TYPES = ", ".join(f"'{t}'" for t in EVENT_TYPES)
_SUSPECT = f"""
SELECT idx FROM events WHERE idx >= 0 AND idx < ? AND CASE
    WHEN typeof(event) != 'text' THEN 1
    WHEN length(event) > {SHORT} THEN 1
    WHEN NOT json_valid(event) THEN 1
    WHEN json_type(event) != 'object' THEN 1
    WHEN ifnull(json_extract(event, '$.type'), '') NOT IN ({_TYPES}) THEN 1
    ELSE 0 END
"""


def event_count(conn: Any) -> int:
    """How many events the file holds: one past its last row, unless that row is far beyond the
    others (its number damaged), then one past the last row within reach."""
    count, top = conn.execute("SELECT count(*), max(idx) FROM events WHERE idx >= 0").fetchone()
    if top is None or not isinstance(top, int):
        return 0
    if top + 1 - count > MAX_GAP:
        (top,) = conn.execute(
            "SELECT max(idx) FROM events WHERE idx >= 0 AND idx < ?", (count + MAX_GAP,)
        ).fetchone()
    return int(top) + 1 if isinstance(top, int) else 0


def unreadable_events(conn: Any, length: int, read: Callable[[int], dict[str, Any]]) -> dict[int, Said]:
    """Each event row below `length` that cannot be used, with why; `read(index)` is how the
    store reads one (it raises HistoryError for a row it cannot use). SQLite's JSON functions
    look at every row at once (≈ 7 ms for 20,000 events); only the rows they cannot vouch for
    are read one by one."""
    bad: dict[int, Said] = {}
    present = conn.execute("SELECT count(*) FROM events WHERE idx >= 0 AND idx < ?", (length,)).fetchone()[0]
    if present != length:
        rows = {
            row[0] for row in conn.execute("SELECT idx FROM events WHERE idx >= 0 AND idx < ?", (length,))
        }
        missing = engine_msg("it is missing")
        bad.update((i, missing) for i in range(length) if i not in rows)
    try:
        suspects = [row[0] for row in conn.execute(_SUSPECT, (length,))]
    except DB_ERRORS:  # a cell too large to read stops the whole query: every row on its own
        suspects = [i for i in range(length) if i not in bad]
    for index in suspects:
        why = _why(index, read)
        if why is not None:
            bad[index] = why
    return bad


def _why(index: int, read: Callable[[int], dict[str, Any]]) -> Said | None:
    try:
        event = read(index)
    except HistoryError as exc:
        return exc.message
    if event.get("type") not in EVENT_TYPES:
        return engine_msg("it is not a step this app knows")
    return None


__all__ = ["MAX_GAP", "event_count", "unreadable_events"]
