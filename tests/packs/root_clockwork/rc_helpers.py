"""Driving the Root Clockwork pack in tests: load it, add bots, answer steps, read texts."""

from __future__ import annotations

from typing import Any

from bundled import bundled_pack
from shown_texts import Played  # noqa: F401 - tests import it from here

from desktop.core.messages import render_plain
from desktop.core.play.session import Session


def session(faction: str, seed: int = 1, **options: Any) -> Session:
    """A session with one bot `b` of the faction, already through its setup chart."""
    s = Session(bundled_pack("root_clockwork"), seed)
    s.add_bot("b", {"name": "Bot", "faction": faction, **options})
    s.apply({"type": "start", "bot": "b", "chart": "setup"})
    play(s, SETUP_ANSWERS.get(faction, []))
    return s


# Setup questions: the Eyrie asks whether a Marquise plays; the Marquise how many clearings are
# adjacent to its keep (the app rolls its buildings among them); the Vagabot whether one forest
# is adjacent to the most clearings.
SETUP_ANSWERS = {"eyrie": ["yes"], "marquise": ["2"], "vagabot": ["yes"]}


def two_bots(first: str, second: str, **options: Any) -> Session:
    """Bot `b` of the first faction (with `options`) and bot `o` ("Other") of the second, both set up."""
    s = session(first, **options)
    s.add_bot("o", {"name": "Other", "faction": second})
    s.apply({"type": "start", "bot": "o", "chart": "setup"})
    play(s, SETUP_ANSWERS.get(second, []), bot="o")
    return s


def correct(s: Session, **values: Any) -> None:
    """Set tracked values by hand (the mat's corrections), e.g. decree__fox=1."""
    for path, value in values.items():
        s.apply({"type": "correct", "bot": "b", "path": path.replace("__", "."), "value": value})


def play(s: Session, answers: list[str], bot: str = "b") -> Played:
    """Run the bot's current chart to its end: confirm instructions, give answers in order.

    Fails if the run asks more questions than answers were given, or ends with some unused.
    """
    shown = Played()
    todo = list(answers)
    while s.running(bot):
        step = s.current(bot)
        assert step is not None
        shown.append(render_plain(step.text))
        if step.kind == "do":
            s.apply({"type": "done", "bot": bot})
        elif step.kind in ("ask", "number"):
            assert todo, f"no answer left for: {render_plain(step.text)}\nshown:\n" + "\n".join(shown)
            choice = todo.pop(0)
            if step.kind == "ask":
                assert choice in [o.id for o in step.options], (choice, render_plain(step.text))
            s.apply({"type": "answer", "bot": bot, "option": choice})
        elif step.kind == "roll":
            # "roll:N" types a physical roll N; anything else lets the app roll.
            typed = todo.pop(0) if todo and todo[0].startswith("roll") else "roll"
            value = int(typed.split(":")[1]) if ":" in typed else None
            s.apply({"type": "roll", "bot": bot, "value": value})
        else:
            raise AssertionError(f"unexpected waiting step {step.kind}")
    assert not todo, f"answers left over: {todo}\nshown:\n" + "\n".join(shown)
    return shown


def turn(s: Session, answers: list[str], bot: str = "b") -> Played:
    """Start the bot's turn and play it with the answers."""
    s.apply({"type": "start", "bot": bot, "chart": "main"})
    return play(s, answers, bot)


def state(s: Session, bot: str = "b") -> dict[str, Any]:
    """The bot's tracked state."""
    return s.world["bots"][bot]
