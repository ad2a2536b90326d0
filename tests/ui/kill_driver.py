"""The player of the app's kill test (tests/ui/test_kill_app.py), run as its own process: a fork
server. It loads the packs once; for each `play SEED OUT` read on stdin it forks a child that
opens the game through the app's controller and plays it at random (answers, rolls, undo, redo),
writing one line to OUT after every view the controller emits; `reap` waits for the child the
test killed and prints how it ended. Forking keeps each of the many kills cheap."""

from __future__ import annotations

import hashlib
import json
import os
import random
import sys
from pathlib import Path
from typing import Any


def digest(world: dict[str, Any]) -> str:
    """A world as JSON would keep it, hashed."""
    return hashlib.sha1(json.dumps(world, sort_keys=True).encode()).hexdigest()


def play(game: Path, seed: int, out: Path, packs: dict[str, Any]) -> None:
    """Play through the controller until killed; a line per emitted view, written at once."""
    from desktop.core.cli.random_game import next_event
    from desktop.ui.controller import GameController

    rng = random.Random(seed)
    fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    controller = GameController(packs)
    pending: dict[str, Any] = {"op": "open"}

    def drawn(_view: object) -> None:
        session = controller.session
        assert session is not None and controller.game is not None
        assert controller.game.failure is None, controller.game.failure
        line = dict(pending, cursor=session.cursor, length=len(session.events), world=digest(session.world))
        if pending["op"] == "apply":
            line["event"] = session.events[session.cursor - 1]
        os.write(fd, (json.dumps(line) + "\n").encode())

    controller.view_changed.connect(drawn)
    assert controller.open_game(game), "the game did not open"
    session = controller.session
    assert session is not None
    while True:
        roll = rng.random()
        if roll < 0.12 and session.can_undo():
            pending = {"op": "undo"}
            controller.undo()
        elif roll < 0.2 and session.can_redo():
            pending = {"op": "redo"}
            controller.redo()
        else:
            event = next_event(session, rng)
            pending = {"op": "apply"}
            if not controller.apply(event):  # a reply the rules refuse: the run is stopped
                controller.abort(str(event["bot"]))


def serve(game: Path) -> None:
    """Answer `play SEED OUT`, `reap` and `quit` lines until stdin closes."""
    from desktop.boot.startup import load_all_packs

    packs, problems = load_all_packs()
    assert packs and not problems, problems
    child = 0
    for command in sys.stdin:
        words = command.split()
        if words[:1] == ["play"]:
            child = os.fork()
            if child == 0:  # the child never returns into the server
                code = 0
                try:
                    play(game, int(words[1]), Path(words[2]), packs)
                except BaseException as exc:  # noqa: BLE001 - reported through the exit code
                    os.write(2, f"player failed: {type(exc).__name__}: {exc}\n".encode())
                    code = 3
                finally:
                    os._exit(code)
            print(f"pid {child}", flush=True)
        elif words[:1] == ["reap"]:
            _, status = os.waitpid(child, 0)
            print(f"status {status} {int(os.WIFSIGNALED(status))}", flush=True)
        elif words[:1] == ["quit"]:
            return


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    serve(Path(sys.argv[1]))
