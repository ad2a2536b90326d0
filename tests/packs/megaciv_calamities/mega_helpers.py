"""Helpers for the calamity pack tests: load the pack once and play a calamity by answers."""

from __future__ import annotations

from typing import Any

from bundled import bundled_pack

from desktop.core.messages import render_plain
from desktop.core.play.session import Session

BOT = "resolver"


class Play:
    """One resolver at the table: picks a calamity and answers step by step."""

    def __init__(self, seed: int = 1, **options: str) -> None:
        self.session = Session(bundled_pack("megaciv_calamities"), seed)
        self.session.add_bot(BOT, {"name": "Calamities", **options})
        self.shown: list[tuple[str, str]] = []  # (node, English text) of every step shown

    # ---- looking ---------------------------------------------------------------------------
    @property
    def node(self) -> str | None:
        step = self.session.current(BOT)
        return None if step is None else step.node

    @property
    def text(self) -> str:
        step = self.session.current(BOT)
        assert step is not None, "no step is waiting"
        return render_plain(step.text)

    def seen(self, node: str) -> str:
        """The text of the last step shown with this node id."""
        for nid, text in reversed(self.shown):
            if nid == node:
                return text
        raise AssertionError(f"step {node} was never shown; shown: {[n for n, _ in self.shown]}")

    def was_shown(self, node: str) -> bool:
        return any(nid == node for nid, _ in self.shown)

    def reasons(self) -> dict[str, str]:
        """Automatic checks of the log by node id, with their answer and reason."""
        return {
            e.node: f"{e.answer}: {render_plain(e.reason)}" for e in self.session.log() if e.kind == "check"
        }

    @property
    def state(self) -> dict[str, Any]:
        return self.session.world["bots"][BOT]

    # ---- acting ----------------------------------------------------------------------------
    def _record(self) -> None:
        step = self.session.current(BOT)
        if step is not None:
            self.shown.append((step.node, render_plain(step.text)))

    def start(self, calamity: str) -> Play:
        """Pick a calamity as the table does: its trade card stack, then the calamity in it."""
        stack = self.session.pack.tables["calamities"].calamities[calamity].stack
        self.session.apply({"type": "start", "bot": BOT, "chart": "main"})
        self.session.apply({"type": "answer", "bot": BOT, "option": stack})
        self.session.apply({"type": "answer", "bot": BOT, "option": calamity})
        self._record()
        return self

    def answer(self, option: Any) -> None:
        self.session.apply({"type": "answer", "bot": BOT, "option": option})
        self._record()

    def done(self) -> None:
        self.session.apply({"type": "done", "bot": BOT})
        self._record()

    def enter_points(self, value: Any) -> None:
        """Answer the Civil War count (a number question) with the victim's unit points."""
        self.answer(value)

    def play(
        self,
        answers: dict[str, str] | None = None,
        held: tuple[str, ...] = (),
        points: int | None = None,
        stop: str | None = None,
    ) -> Play:
        """Answer until the run ends (or `stop` is shown): asks from `answers`, advance
        questions ("p_music", "s1_medicine", ...) yes when listed in `held`, else no."""
        answers = answers or {}
        for _ in range(500):
            step = self.session.current(BOT)
            if step is None or step.node == stop:
                return self
            if step.kind == "do":
                self.done()
            elif step.node == "enter_points":
                self.enter_points(0 if points is None else points)
            elif step.node in answers:
                self.answer(answers[step.node])
            elif step.node.startswith(("p_", "s1_", "s2_", "s3_")):
                self.answer("yes" if step.node in held else "no")
            else:
                raise AssertionError(f"no answer given for {step.node}: {self.text}")
        raise AssertionError("the run did not end")
