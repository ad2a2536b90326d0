"""Kill: a child process plays a game through the store (steps, undo, redo) and prints each step
once its commit returned; the parent kills it with SIGKILL at random moments. After every kill
the game opens with every printed step in it."""

from __future__ import annotations

import json
import os
import random
import select
import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from store_helpers import digest, new_game, packs

from desktop.core.cli.random_game import add_random_bots, next_event
from desktop.core.messages import InputError
from desktop.core.pack.registry import RuleError
from desktop.core.store.game_store import open_game

KILLS = 60

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork (POSIX)")


def child(path: Path, seed: int, out: int) -> None:
    """Play until killed; one line per committed change: what it was and the state after it."""
    rng = random.Random(seed)
    game = open_game(path, packs())
    session = game.session
    while True:
        roll = rng.random()
        if roll < 0.15 and session.undo():
            line: dict[str, Any] = {"op": "undo"}
        elif roll < 0.25 and session.redo():
            line = {"op": "redo"}
        else:
            event = next_event(session, rng)
            try:
                session.apply(event)
            except (InputError, RuleError):
                session.apply({"type": "abort", "bot": event["bot"]})
            line = {"op": "apply", "event": session.events[session.cursor - 1]}
        assert game.failure is None
        line.update(cursor=session.cursor, length=len(session.events), world=digest(session.world))
        os.write(out, (json.dumps(line) + "\n").encode())


def run_child(path: Path, seed: int, lines_before_kill: int, rng: random.Random) -> list[dict[str, Any]]:
    """Fork a child that plays, kill it after it printed some lines; returns what it printed."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        os.close(read_end)
        code = 0
        try:
            child(path, seed, write_end)
        except BaseException:  # noqa: BLE001 - reported through the exit code
            code = 3
        finally:
            os._exit(code)
    os.close(write_end)
    buffer = b""
    deadline = time.monotonic() + 20
    while buffer.count(b"\n") < lines_before_kill and time.monotonic() < deadline:
        ready, _, _ = select.select([read_end], [], [], 1.0)
        if ready:
            chunk = os.read(read_end, 65536)
            if not chunk:
                break
            buffer += chunk
    time.sleep(rng.random() * 0.002)  # land anywhere in a step, a commit or the open
    os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    while chunk := os.read(read_end, 65536):
        buffer += chunk
    os.close(read_end)
    assert os.WIFSIGNALED(status), f"the child ended by itself (status {status}): {buffer[-300:]!r}"
    complete = buffer[: buffer.rfind(b"\n") + 1]  # a line cut by the kill was never printed
    return [json.loads(line) for line in complete.splitlines()]


def test_every_printed_step_survives_sigkill(tmp_path: Path) -> None:
    game = new_game(tmp_path)
    add_random_bots(game.session, random.Random(7), 1)
    model: list[Any] = list(game.session.events)  # the events of the game as printed lines say
    game.close()
    path, rng = game.path, random.Random(7)
    last: dict[str, Any] | None = None
    for kill in range(KILLS):
        for line in run_child(path, 1000 + kill, rng.randint(1, 20), rng):
            if line["op"] == "apply":
                model[line["cursor"] - 1 :] = [line["event"]]
            last = line
        game = open_game(path, packs())
        session = game.session
        assert game.warnings == [], game.warnings
        if last is not None:
            cursor = last["cursor"]
            # The child may have committed one more change after its last printed line.
            assert abs(session.cursor - cursor) <= 1, (kill, session.cursor, cursor)
            if session.cursor == cursor and len(session.events) == last["length"]:
                assert digest(session.world) == last["world"], kill
            # Every printed step is there (an unprinted undo or redo keeps them, an unprinted
            # step comes after them).
            assert list(session.events[:cursor]) == model[:cursor], kill
            # What the file says wins from here on (that unprinted change included).
            model = list(session.events)
            last = {"cursor": session.cursor, "length": len(session.events), "world": digest(session.world)}
        game.abandon()
    assert last is not None and last["cursor"] > 50, "the game grew over the kills"
    print(f"{KILLS} kills, {len(model)} events", file=sys.stderr)
