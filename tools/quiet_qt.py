"""Keeps the offscreen platform's chatter out of the benchmarks' figures (it says this once per
window size change; it is not the app's)."""

from __future__ import annotations

import sys

QUIET = ("This plugin does not support propagateSizeHints()",)


def quiet_offscreen() -> None:
    """Drop Qt's messages in QUIET; every other one still goes to stderr."""
    from PySide6.QtCore import qInstallMessageHandler

    qInstallMessageHandler(lambda _kind, _ctx, text: None if text in QUIET else print(text, file=sys.stderr))
