"""Driving the Glory of Civilizations automa pack in tests: sessions, keyed decks, answers."""

from __future__ import annotations

from typing import Any

from bundled import RULES, bundled_pack
from shown_texts import Played  # noqa: F401 - tests import it from here

from desktop.core.messages import render_plain
from desktop.core.play.session import Session

PACK_DIR = RULES / "glory_automa"


def card(
    cid: str,
    numbers: list[int] | None = None,
    free: list[str] | None = None,
    main: list[str] | None = None,
    arrow: int = 1,
    scale: str = "",
) -> dict[str, Any]:
    """A keyed card as a player would enter it."""
    return {
        "id": cid,
        "label": "",
        "numbers": numbers or [1, 2, 3, 4, 1, 2],
        "free": free or ["coins", "glory"],
        "main": main or ["market", "city", "castle", "peasants"],
        "arrow": arrow,
        "scale": scale,
    }


def keyed_deck(n: int = 12, **overrides: Any) -> dict[str, Any]:
    """A keyed-cards profile of n identical cards K01..Kn (overrides change every card)."""
    return {"name": "test deck", "cards": [card(f"K{i:02d}", **overrides) for i in range(1, n + 1)]}


def session(
    difficulty: str = "medium",
    profile: dict[str, Any] | None = None,
    seed: int = 1,
    age: int = 1,
    **options: Any,
) -> Session:
    """A session with one automa `a`; shared Age set."""
    s = Session(bundled_pack("glory_automa"), seed)
    s.add_bot("a", {"name": "Automa", "difficulty": difficulty, **options}, profile)
    if age != 1:
        s.apply({"type": "set_shared", "name": "age", "value": age})
    return s


def bot(s: Session, bot_id: str = "a") -> dict[str, Any]:
    """The automa's tracked state."""
    return s.world["bots"][bot_id]


def run(
    s: Session, chart: str, answers: list[str] | None = None, bot_id: str = "a", stop: str | None = None
) -> Played:
    """Start a chart and run it to its end (or until the step `stop` waits): confirm
    instructions, give answers in order.

    Fails when the run asks more questions than answers were given or leaves some unused.
    """
    todo = list(answers or [])
    shown = Played()
    entries = s.apply({"type": "start", "bot": bot_id, "chart": chart})
    shown.extend(render_plain(e.text) for e in entries if e.kind not in ("ask", "do", "roll"))
    while s.running(bot_id):
        step = s.current(bot_id)
        assert step is not None
        if step.node == stop:
            break
        shown.append(render_plain(step.text))
        if step.kind == "do":
            event: dict[str, Any] = {"type": "done", "bot": bot_id}
        elif step.kind == "ask":
            assert todo, f"unanswered question {step.chart}.{step.node}: {shown[-1]}"
            event = {"type": "answer", "bot": bot_id, "option": todo.pop(0)}
        else:  # pragma: no cover - the pack has no die rolls
            raise AssertionError(f"unexpected {step.kind}")
        entries = s.apply(event)
        shown.extend(render_plain(e.text) for e in entries[1:] if e.kind not in ("ask", "do", "roll"))
    assert not todo, f"answers left unused: {todo}"
    return shown
