"""Generic choices of the EU charts: an earlier answer of the run, and ties the app rolls among."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import predicate

from .bot import EuCtx


@predicate("answer_is")
def answer_is(ctx: EuCtx, given: Any, expected: str) -> tuple[str, Message]:
    """Whether an earlier answer of this run was the expected one."""
    same = str(given) == str(expected)
    return ("yes" if same else "no"), ctx.msg("Answer: {given}", given=str(given))


@predicate("tie_size", outcomes=("2", "3", "4", "5", "6"))
def tie_size(ctx: EuCtx, given: Any) -> tuple[str, Message]:
    """How many choices are tied, for the app's roll among them (seed 002, Choice Processes)."""
    size = min(6, max(2, int(given)))
    return str(size), ctx.msg("%n tied", size)
