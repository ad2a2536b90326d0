"""Runs where a folder is read-only (a read-only mount, or a folder its user cannot write): what
the library, the store and the CLI make of the tiny-pack games in it, as one JSON line."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from desktop.core.pack.pack_code import vouch_for  # noqa: E402

vouch_for(HERE.parent / "fixtures" / "packs")

from store_helpers import packs  # noqa: E402

from desktop.core.cli import commands  # noqa: E402
from desktop.core.messages import render_plain  # noqa: E402
from desktop.core.store.game_library import Library, read_info  # noqa: E402
from desktop.core.store.game_store import StoreError, open_game  # noqa: E402


def look(path: Path, library: Library) -> dict[str, object]:
    found: dict[str, object] = {}
    info = read_info(path)
    found["problem"] = render_plain(info.problem) if info.problem else None
    found["read_only"], found["steps"] = info.read_only, info.steps
    try:
        open_game(path, packs()).close()
        found["play"] = "opened"
    except StoreError as exc:
        found["play"] = str(exc)
    view = open_game(path, packs(), read_only=True)
    found["view_cursor"] = view.session.cursor
    view.close()
    copy = library.import_game(path, packs())
    found["copy_cursor"], found["copy_in_library"] = copy.session.cursor, copy.path.parent == library.folder
    copy.session.apply({"type": "set_shared", "name": "round", "value": 3})
    found["copy_failure"] = str(copy.failure or "")
    copy.close()
    out = io.StringIO()
    run = ["run", "--pack", "tiny", "--session", str(path), "--chart", "income"]
    answers = '{"answer": "no"}\n{"roll": null}\n'
    found["cli"] = commands.main(run, out, io.StringIO(answers)), json.loads(out.getvalue().splitlines()[-1])
    out = io.StringIO()
    saved = library.folder / f"cli-{path.stem}.botmat"
    found["cli_copy"] = commands.main([*run, "--save", str(saved)], out, io.StringIO(answers))
    return found


def main(folder: Path, library_folder: Path) -> None:
    commands._packs = packs  # type: ignore[assignment]  # the tiny pack, as the tests load it
    library = Library(library_folder, library_folder / "trash")
    print(json.dumps({p.name: look(p, library) for p in sorted(folder.glob("*.botmat"))}))


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
