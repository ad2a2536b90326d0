"""Issue 12, kill test through the app: a player process drives the app's controller with the real
game store (tests/ui/kill_driver.py) and writes a line after every view the controller emits,
that is after every step drawn; it is killed with SIGKILL at random moments, 60 times. After each
kill the game opens through the controller with every step that had been drawn."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from kill_driver import digest

from desktop.core.cli.random_game import add_random_bots
from desktop.core.pack.pack_loading import load_pack
from desktop.core.play.session import Session
from desktop.core.store.game_library import Library
from desktop.ui.controller import GameController

KILLS = 60
DRIVER = Path(__file__).with_name("kill_driver.py")

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork (POSIX)")


class Player:
    """The fork server of kill_driver.py: one child per `play`, killed by the test."""

    def __init__(self, game: Path, env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(DRIVER), str(game)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
        )

    def ask(self, line: str) -> list[str]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().split()
        assert answer, f"the player server ended: {self.proc.poll()}"
        return answer

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)


def lines_of(path: Path) -> list[dict[str, Any]]:
    """The complete lines a killed player wrote (a line cut by the kill was never drawn)."""
    raw = path.read_bytes() if path.exists() else b""
    return [json.loads(line) for line in raw[: raw.rfind(b"\n") + 1].splitlines()]


def kill_after(player: Player, out: Path, seed: int, wanted: int, rng: random.Random) -> list[dict[str, Any]]:
    """Start a player, let it draw about `wanted` steps, kill it; what it had drawn."""
    pid = int(player.ask(f"play {seed} {out}")[1])
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if out.exists() and out.read_bytes().count(b"\n") >= wanted:
            break
        time.sleep(0.001)
    time.sleep(rng.random() * 0.004)  # land anywhere: in a step, a commit, a view or the open
    os.kill(pid, signal.SIGKILL)
    status = player.ask("reap")
    assert status[2] == "1", f"the player ended by itself (status {status[1]}): see its stderr"
    return lines_of(out)


def test_every_drawn_step_survives_sigkill_of_the_app(
    tmp_path: Path, tiny_rules: Path, data_dir: Path
) -> None:
    pack, _ = load_pack(tiny_rules / "tiny")
    assert pack is not None
    session = Session(pack, 7)
    add_random_bots(session, random.Random(7), 2)
    session.floor = session.cursor
    game = Library().add(session, "Kill test")
    model: list[Any] = list(game.session.events)  # the game's events, as the drawn lines say
    game.close()
    env = dict(os.environ, BOTMAT_DATA_DIR=str(data_dir), BOTMAT_RULES_DIR=str(tiny_rules))
    player, rng = Player(game.path, env), random.Random(11)
    last: dict[str, Any] | None = None
    try:
        for kill in range(KILLS):
            for line in kill_after(
                player, tmp_path / f"drawn-{kill}.jsonl", 500 + kill, rng.randint(1, 25), rng
            ):
                if line["op"] == "apply":
                    model[line["cursor"] - 1 :] = [line["event"]]
                last = line
            last = check_reopened(game.path, {"tiny": pack}, model, last, kill)
            model = last.pop("events")
    finally:
        player.close()
    assert last is not None and last["cursor"] > 100, "the game grew over the kills"
    print(f"{KILLS} kills of the app's controller, {len(model)} events", file=sys.stderr)


def check_reopened(
    path: Path, packs: dict[str, Any], model: list[Any], last: dict[str, Any] | None, kill: int
) -> dict[str, Any]:
    """Open the game through the controller, as a restart does: every drawn step is there."""
    controller = GameController(packs)
    warnings: list[str] = []
    controller.warned.connect(warnings.append)
    assert controller.open_game(path), kill
    session = controller.session
    assert session is not None and warnings == [], (kill, warnings)
    if last is not None:
        cursor = last["cursor"]
        # The player may have committed one more change after the last line it wrote.
        assert abs(session.cursor - cursor) <= 1, (kill, session.cursor, cursor)
        if session.cursor == cursor and len(session.events) == last.get("length", len(session.events)):
            assert digest(session.world) == last["world"], kill
        # Every drawn step is there (an undrawn undo or redo keeps them; an undrawn step comes
        # after them).
        assert list(session.events[:cursor]) == model[:cursor], kill
    # What the file holds wins from here on (that undrawn change included).
    reached = {
        "cursor": session.cursor,
        "length": len(session.events),
        "world": digest(session.world),
        "events": list(session.events),
    }
    controller.close_file()
    return reached
