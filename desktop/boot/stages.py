"""Start-up stages: when each part of the start ended, for `--quit-after-paint` and `make bench`
(the stage table of docs/gui.md). Qt-free and cheap: one clock reading per stage."""

from __future__ import annotations

import time

_ends: list[tuple[str, float]] = []


def mark(stage: str) -> None:
    """Note that `stage` (the work since the previous mark) ends now."""
    _ends.append((stage, time.time()))


def durations(started: float) -> dict[str, float]:
    """Each stage's length in ms, in order, the first one counted from `started` (epoch s)."""
    out: dict[str, float] = {}
    previous = started
    for stage, end in _ends:
        out[stage] = round(out.get(stage, 0.0) + (end - previous) * 1000, 1)
        previous = end
    return out
