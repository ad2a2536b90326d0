"""Running an EU routine chart to its end in tests, with scripted answers and rolls."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import render_plain
from desktop.core.play.session import Session


def play(
    session: Session,
    chart: str,
    answers: dict[str, Any] | None = None,
    rolls: dict[str, int] | None = None,
    bot: str = "b1",
) -> dict[str, str]:
    """Run a chart to its end; returns the text shown at each waiting node."""
    answers = {k: list(v) if isinstance(v, list) else v for k, v in (answers or {}).items()}
    session.apply({"type": "start", "bot": bot, "chart": chart})
    shown: dict[str, str] = {}
    for _ in range(200):
        step = session.current(bot)
        if step is None:
            return shown
        shown[step.node] = render_plain(step.text)
        if step.kind == "do":
            session.apply({"type": "done", "bot": bot})
        elif step.kind in ("ask", "number"):
            answer = answers[step.node]
            answer = answer.pop(0) if isinstance(answer, list) else answer
            session.apply({"type": "answer", "bot": bot, "option": answer})
        else:
            session.apply({"type": "roll", "bot": bot, "value": (rolls or {})[step.node]})
    raise AssertionError("the chart did not end")
