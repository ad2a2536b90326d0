"""A second process for the lock tests: opens a tiny-pack game to play it, says so, then follows
commands on its standard input ("play N", "exit") and answers each with one JSON line."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from desktop.core.pack.pack_code import vouch_for  # noqa: E402

vouch_for(HERE.parent / "fixtures" / "packs")

from store_helpers import packs  # noqa: E402

from desktop.core.cli.random_game import play  # noqa: E402
from desktop.core.store.game_store import StoreError, open_game  # noqa: E402


def say(**what: object) -> None:
    print(json.dumps(what), flush=True)


def main(path: Path) -> None:
    try:
        game = open_game(path, packs())
    except StoreError as exc:
        say(open=False, error=str(exc), busy=getattr(exc, "busy", False))
        return
    say(open=True, cursor=game.session.cursor)
    for line in sys.stdin:
        command = line.split()
        if command[:1] == ["play"]:
            play(game.session, int(command[1]), 7)
            say(cursor=game.session.cursor, failure=str(game.failure or ""))
        elif command[:1] == ["exit"]:
            game.close()
            say(closed=True)
            return


if __name__ == "__main__":
    main(Path(sys.argv[1]))
