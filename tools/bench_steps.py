"""Step cost (`make bench`): a step clicked through the real widgets against one full repaint of
the same window at 1366×768, measured in the same run, early and late in a long game (goal: p95
of a step <= 2x a full repaint at any game length). A full repaint paints every widget of the
window once, into an image the window's size (`QWidget.render`). `window.repaint()` is printed
beside it but is not one: Qt repaints there only what the window's opaque children (the scroll
areas' viewports: the step, the mat, the chart, the log) leave uncovered, their pixels kept from
before, which is about 60 of the 190 widgets shown. The full repaints are taken among the steps
(one every tenth step), so they paint the windows the steps leave (a step, its answers, a chart
running) on the machine as it is then; the window before the first turn paints less and is
printed apart. Prints figures; asserts nothing."""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZE = (1366, 768)
PLAYED = 2000  # steps in the whole game
WINDOW = 400  # steps measured at its start and at its end
REPAINTS = 40  # full repaints at each end, one every WINDOW / REPAINTS steps (the median is the figure)
GOAL = 2.0


@dataclass
class Phase:
    """What one end of the game measured: each step (wall and CPU ms) and each full repaint."""

    name: str
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    repaint: list[float] = field(default_factory=list)
    repaint_cpu: list[float] = field(default_factory=list)
    own_repaint: list[float] = field(default_factory=list)  # window.repaint(): its uncovered part
    kinds: list[str] = field(default_factory=list)  # what each step was (KINDS)
    # The window before the game's first turn (the start button, no step, no chart running):
    # what the bench set the steps against until it took the repaints among them.
    opening: list[float] = field(default_factory=list)
    log_lines: int = 0


# What a step is, as the report names it: the bot switch and the turn's start change most of
# the window; an answer, a roll, a number and Done change the step, the chart, the log and a few
# of the mat's values.
KINDS = {
    "switch": "another bot's tab",
    "start": "a turn's start",
    "ask": "an answer",
    "do": "Done",
    "number": "a number",
    "roll": "a roll",
}


def timed(action: Callable[[], Any], process: Callable[[], None]) -> tuple[float, float]:
    """Wall and CPU ms of `action` and the events it left (the repaint of what it changed)."""
    t0, c0 = time.perf_counter(), time.process_time()
    action()
    process()
    return (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000


def pick_pack() -> str:
    """The EU pack when it loads, else the first bundled pack that does."""
    from desktop.core.pack.pack_catalog import load_packs

    packs, _problems = load_packs()
    if not packs:
        raise SystemExit("no rule pack loads: nothing to measure")
    return "eupop" if "eupop" in packs else sorted(packs)[0]


class Player:
    """Clicks through a game as a player does: an answer, the die, a number, Done, the next turn
    (and the other bot's tab every other turn, which is a step too)."""

    def __init__(self, app: Any) -> None:
        self.app, self.window, self.c = app, app.window, app.controller
        self.rng = random.Random(3)
        self.turns = 0

    def actions(self) -> list[tuple[str, Callable[[], Any]]]:
        """What the next step clicks, with its kind (two for a turn that switches bots)."""
        panel, step = self.window.step_panel, self.c.step()
        if step is None:
            self.turns += 1
            clicks: list[tuple[str, Callable[[], Any]]] = []
            if self.turns % 2 == 0:
                session = self.c.session
                other = [b for b in session.bot_ids if b != self.c.active_bot][0]
                index = session.bot_ids.index(other)
                clicks.append(("switch", lambda: self.window.bot_tabs.setCurrentIndex(index)))
            return [*clicks, ("start", panel.start_button.click)]
        if step.kind == "ask":
            return [("ask", panel.option_buttons[self.rng.randrange(len(step.options))].click)]
        if step.kind == "roll":
            return [("roll", panel.roll_button.click)]
        if step.kind == "number" and step.number is not None:
            panel.number_edit.setText(str(self.rng.randint(step.number["min"], step.number["max"])))
            return [("number", panel.number_button.click)]
        return [("do", panel.done_button.click)]


def full_repaint(window: Any, image: Any, process: Callable[[], None], phase: Phase) -> None:
    """Paint the whole window (every widget in it, once) into `image`, timed; and the window's
    own repaint. Taken between the steps of a phase, so both meet the machine as it then is."""
    wall, cpu = timed(lambda: window.render(image), process)
    phase.repaint.append(wall)
    phase.repaint_cpu.append(cpu)
    phase.own_repaint.append(timed(window.repaint, process)[0])


def play(pack_id: str) -> list[Phase]:
    """A game of PLAYED steps on a 1366×768 window: the first and last WINDOW steps timed, and
    full repaints of the window among them."""
    from tools.quiet_qt import quiet_offscreen

    quiet_offscreen()
    from PySide6.QtGui import QImage

    from desktop.boot.startup import build, keep_for_good

    app = build()
    app.load_rest()
    keep_for_good()
    app.prepare_checks()  # as the app does once its window is drawn (startup._settle)
    window, c = app.window, app.controller
    window.resize(*SIZE)
    window.show()
    process = app.qapp.processEvents
    process()
    c.new_game(pack_id, [({"name": "Bot A"}, None), ({"name": "Bot B"}, None)], seed=5)
    # The charts are laid out in idle time once the game is drawn; a player reads the first
    # step meanwhile. Measure steps, not that one-time work.
    process()
    while window.flowchart._idle.isActive():
        process()
    player = Player(app)
    early, late = Phase("early"), Phase("late")
    image = QImage(window.size(), QImage.Format.Format_ARGB32_Premultiplied)  # made once: not timed
    early.opening = [timed(lambda: window.render(image), process)[0] for _ in range(REPAINTS // 4)]
    for n in range(PLAYED):
        phase = early if n < WINDOW else late if n >= PLAYED - WINDOW else None
        for kind, action in player.actions():
            wall, cpu = timed(action, process)
            if phase is not None:
                phase.wall.append(wall)
                phase.cpu.append(cpu)
                phase.kinds.append(kind)
        if phase is not None and n % (WINDOW // REPAINTS) == 0:
            full_repaint(window, image, process, phase)
    early.log_lines = late.log_lines = player.turns
    window.close()
    return [early, late]


def pct(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(p / 100 * len(ordered)) - 1))]


def report(pack_id: str, phases: list[Phase], turns: int) -> None:
    """Print each end's step and repaint figures and their ratio against the goal."""
    print(
        f"  a step through the real widgets against one full repaint of the window at "
        f"{SIZE[0]}x{SIZE[1]} ({pack_id}, {PLAYED} steps, {turns} turns; each step committed "
        f"to the game's file before it is drawn):"
    )
    for phase in phases:
        where = "first" if phase.name == "early" else "last"
        repaint = statistics.median(phase.repaint)
        p50, p95 = pct(phase.wall, 50), pct(phase.wall, 95)
        ratio = p95 / repaint
        mark = "ok" if ratio <= GOAL else "ABOVE GOAL"
        print(
            f"    {where} {WINDOW} steps: p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {max(phase.wall):.1f} ms"
            f" (cpu p50 {pct(phase.cpu, 50):.1f}, p95 {pct(phase.cpu, 95):.1f} ms)"
        )
        cpu_ratio = pct(phase.cpu, 95) / statistics.median(phase.repaint_cpu)
        print(
            f"      full repaint: median {repaint:.1f} ms (p95 {pct(phase.repaint, 95):.1f} ms, "
            f"{REPAINTS} repaints); step p95 = {ratio:.2f}x a repaint (goal <= {GOAL:.0f}x) {mark}"
        )
        print(
            f"      in processor time: repaint {statistics.median(phase.repaint_cpu):.1f} ms, step p95 "
            f"= {cpu_ratio:.2f}x (the wall figures also hold waits for the disk and other processes)"
        )
        if phase.opening:
            opening = statistics.median(phase.opening)
            print(
                f"      the window before the first turn (no step shown): full repaint {opening:.1f} ms; "
                f"step p95 = {p95 / opening:.2f}x it"
            )
        own = statistics.median(phase.own_repaint)
        print(
            f"      window.repaint() (only what the opaque scroll areas leave uncovered): median "
            f"{own:.1f} ms; step p95 = {p95 / own:.2f}x it"
        )
        report_kinds(phase, repaint)


def report_kinds(phase: Phase, repaint: float) -> None:
    """Each kind of step apart: how many, p50 and p95 (ms and against the repaint)."""
    parts = []
    for kind, name in KINDS.items():
        walls = [w for w, k in zip(phase.wall, phase.kinds, strict=True) if k == kind]
        if walls:
            p50, p95 = pct(walls, 50), pct(walls, 95)
            parts.append(f"{name} ×{len(walls)} p50 {p50:.1f} / p95 {p95:.1f} ms ({p95 / repaint:.1f}x)")
    print("      by kind: " + "; ".join(parts))


def main() -> int:
    """Play one long game and print its figures."""
    pack_id = pick_pack()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BOTMAT_DATA_DIR"] = tmp
        phases = play(pack_id)
    report(pack_id, phases, phases[0].log_lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
