"""Drive the EU pack's action charts with scripted answers (shared by the test_charts_* files)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pytest
from bundled import bundled_pack

from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.interpreter import Interpreter, add_bot, new_world


@dataclass
class Run:
    """One scripted run of a chart: the nodes passed, the texts shown, the bot afterwards."""

    path: list[str] = field(default_factory=list)
    texts: dict[str, str] = field(default_factory=dict)
    running: bool = False
    waiting_at: str | None = None

    def passed(self, node: str) -> bool:
        """Whether the run went through `chart.node` (or stopped waiting there)."""
        return node in self.path or node == self.waiting_at


class Table:
    """A bot at the table whose state the test sets, running charts with scripted answers."""

    def __init__(
        self,
        seed: int = 7,
        difficulty: str = "normal",
        deck: list[str] | None = None,
        shared: dict[str, Any] | None = None,
        pack: Pack | None = None,
        **state: Any,
    ) -> None:
        self.pack = pack or bundled_pack("eupop")
        self.interp = Interpreter(self.pack)
        self.rng = random.Random(seed)
        self.world = new_world(self.pack)
        self.world["shared"].update(shared or {})
        add_bot(self.pack, self.world, "b1", {"name": "Bot", "difficulty": difficulty}, None, self.rng)
        for key, value in state.items():
            target = self.bot
            *parents, last = key.split("__")
            for part in parents:
                target = target[part]
            target[last] = value
        if deck is not None:
            # Put the named cards on top of the draw pile, in order (the rest keep their order).
            pile = self.bot["deck"]["draw_pile"]
            rest = [c for c in pile if c not in deck]
            self.bot["deck"]["draw_pile"] = list(deck) + rest

    @property
    def bot(self) -> dict[str, Any]:
        """The bot's mutable state."""
        return self.world["bots"]["b1"]

    def play(self, chart: str, script: list[Any], node: str | None = None) -> Run:
        """Run `chart`, answering asks and rolls from `script` in order; do steps are confirmed."""
        run = Run()
        todo = list(script)
        logs = self.interp.start(self.world, "b1", chart, self.rng, node)
        run.path += [f"{e.chart}.{e.node}" for e in logs]
        run.texts.update({f"{e.chart}.{e.node}": render_plain(e.text) for e in logs})
        for _ in range(500):
            step = self.interp.current(self.world, "b1")
            if step is None:
                return run
            here = f"{step.chart}.{step.node}"
            run.texts[here] = render_plain(step.text)
            if step.kind == "do":
                logs = self.interp.done(self.world, "b1", self.rng)
            elif not todo:
                run.running, run.waiting_at = True, here
                return run
            elif step.kind == "ask":
                logs = self.interp.answer(self.world, "b1", str(todo.pop(0)), self.rng)
            elif step.kind == "number":
                logs = self.interp.answer(self.world, "b1", todo.pop(0), self.rng)
            else:
                logs = self.interp.roll(self.world, "b1", int(todo.pop(0)), self.rng)[1]
            run.path += [f"{e.chart}.{e.node}" for e in logs]
            run.texts.update({f"{e.chart}.{e.node}": render_plain(e.text) for e in logs})
        pytest.fail(f"run of {chart} did not finish: {run.path[-10:]}")
