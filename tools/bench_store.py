"""Game store speed (`make bench`): per-step cost p50/p95 and resume time at 500, 5,000 and
20,000 events, beside the JSON autosave it replaces. Goals: step p95 at 20,000 within 1.5x of
the figure at 500 and within 16 ms with the rest of the step; resume at 20,000 <= 150 ms."""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.core.cache_write import write_atomic
from desktop.core.cli.random_game import next_event, random_session  # noqa: E402
from desktop.core.messages import InputError
from desktop.core.pack.pack_catalog import load_packs  # noqa: E402
from desktop.core.pack.pack_loading import Pack  # noqa: E402
from desktop.core.pack.registry import RuleError  # noqa: E402
from desktop.core.play.session import Session  # noqa: E402
from desktop.core.store.game_store import GameFile, open_game, write_game  # noqa: E402
from desktop.core.store.saves import load_session, session_to_json  # noqa: E402

SIZES = (500, 5_000, 20_000)
STEPS = 1000  # steps timed on top of each game
RESUMES = 7
STEP_GOAL_MS, GROWTH_GOAL, RESUME_GOAL_MS = 16.0, 1.5, 150.0


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Timed:
    """One game whose steps are timed: the whole step, and the store's commit inside it (ms)."""

    def __init__(self, game: GameFile, seed: int) -> None:
        import random

        self.game, self.rng = game, random.Random(seed)
        self.steps: list[float] = []
        self.commits: list[float] = []
        real_commit = game.commit

        def commit(session: Session) -> bool:
            started = time.perf_counter()
            done = real_commit(session)
            self.commits.append((time.perf_counter() - started) * 1000)
            return done

        game.commit = commit  # type: ignore[method-assign]

    def step(self) -> None:
        session = self.game.session
        event = next_event(session, self.rng)
        started = time.perf_counter()
        try:
            session.apply(event)
        except (InputError, RuleError):
            session.apply({"type": "abort", "bot": event["bot"]})
        self.steps.append((time.perf_counter() - started) * 1000)


def resume_ms(path: Path, packs: dict[str, Pack]) -> float:
    """Open the game and read what the window shows first (the step, the last log lines)."""
    times = []
    for _ in range(RESUMES):
        started = time.perf_counter()
        game = open_game(path, packs)
        session = game.session
        for bot in session.bot_ids:
            session.current(bot)
        session.log(since=max(0, session.cursor - 50))
        times.append((time.perf_counter() - started) * 1000)
        game.abandon()
    return statistics.median(times)


def json_figures(session: Session, folder: Path, packs: dict[str, Pack]) -> tuple[float, float, float]:
    """The JSON autosave as it was: serialise and write per step (ms), and resume (ms)."""
    path = folder / "autosave.botmat.json"
    started = time.perf_counter()
    text = json.dumps(session_to_json(session), ensure_ascii=False, separators=(",", ":"))
    serialise = (time.perf_counter() - started) * 1000
    started = time.perf_counter()
    write_atomic(path, text)
    write = (time.perf_counter() - started) * 1000
    started = time.perf_counter()
    load_session(path, packs)
    resume = (time.perf_counter() - started) * 1000
    return serialise, write, resume


def main() -> int:
    """Print the figures per game length, then the goals."""
    packs, _ = load_packs()
    pack = packs["eupop"]
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        timed, json_rows = {}, {}
        for size in SIZES:
            session = random_session(pack, size, seed=size)
            json_rows[size] = json_figures(session, folder, packs)
            path = folder / f"game-{size}.botmat"
            write_game(path, session, f"Bench {size}").close()
            timed[size] = Timed(open_game(path, packs), size)
        # The lengths take turns step by step, so a slow moment of the shared disk falls on all
        # of them alike instead of on whichever was being measured.
        for _ in range(STEPS):
            for size in SIZES:
                timed[size].step()
        for size in SIZES:
            timed[size].game.abandon()  # as after a kill: the resume replays the tail
            steps, commits = timed[size].steps, timed[size].commits
            resume = resume_ms(timed[size].game.path, packs)
            rows[size] = (steps, commits, resume)
            serialise, write, json_resume = json_rows[size]
            print(
                f"  {size:6d} events: step p50 {pct(steps, 0.5):5.2f} / p95 {pct(steps, 0.95):5.2f} ms"
                f" (store commit p50 {pct(commits, 0.5):5.2f} / p95 {pct(commits, 0.95):5.2f} ms);"
                f" resume {resume:6.1f} ms   | JSON autosave: {serialise:6.1f} + {write:5.1f} ms per step,"
                f" resume {json_resume:7.1f} ms",
                flush=True,
            )
    small, large = rows[SIZES[0]], rows[SIZES[-1]]
    growth = pct(large[0], 0.95) / max(pct(small[0], 0.95), 1e-9)
    marks = [
        (
            f"step p95 at {SIZES[-1]} / at {SIZES[0]}: {growth:.2f}x (goal <= {GROWTH_GOAL}x)",
            growth <= GROWTH_GOAL,
        ),
        (
            f"step p95 at {SIZES[-1]}: {pct(large[0], 0.95):.2f} ms (goal <= {STEP_GOAL_MS} ms)",
            pct(large[0], 0.95) <= STEP_GOAL_MS,
        ),
        (
            f"resume at {SIZES[-1]}: {large[2]:.1f} ms (goal <= {RESUME_GOAL_MS} ms)",
            large[2] <= RESUME_GOAL_MS,
        ),
    ]
    for text, ok in marks:
        print(f"  {text} {'ok' if ok else 'NOT MET'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
