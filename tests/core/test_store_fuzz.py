"""Fuzz: thousands of mutated game files, both formats (bit flips, truncations, renamed keys,
wrong types, huge numbers, deep nesting, future versions; rows deleted, retyped, undecodable,
oversized or cut short...), through the library's open path (with what the window then reads:
the view, the log, undo as far as it goes and redo) and through `run --session`: each is loaded
or refused with a message naming it, never an exception, and the file stays byte for byte as it
was."""

from __future__ import annotations

import io
import json
import os
import random
import shutil
import sqlite3
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from core_helpers import tiny_session
from store_helpers import new_game, packs

from desktop.core.cli import commands
from desktop.core.cli.random_game import play
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view
from desktop.core.store.game_library import Library
from desktop.core.store.game_store import StoreError
from desktop.core.store.saves import SaveError, save_session

MUTANTS_PER_FORMAT = 1100  # a third of the game files with row-level damage
HUGE, DEEP = "@@huge@@", "@@deep@@"


# ---- mutating plain data ------------------------------------------------------------------


def _positions(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) in the data, found without recursion."""
    found, stack = [], [data]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else []
        for key, value in items:
            found.append((node, key))
            stack.append(value)
    return found


def mutate_data(data: Any, rng: random.Random) -> tuple[Any, str]:
    """One structural change of a JSON document; HUGE/DEEP placeholders become text later."""
    spots = _positions(data)
    if not spots:
        return rng.choice([None, [], "x", 10**30]), "replaced"
    node, key = rng.choice(spots)
    kind = rng.choice(["rename", "type", "huge", "deep", "drop", "version", "number"])
    if kind == "rename" and isinstance(node, dict):
        node[rng.choice(["ruos", "", "x", f"{key}_", "events", "world", "cursor"])] = node.pop(key)
    elif kind == "type":
        node[key] = rng.choice([None, True, "x", 3.5, [], {}, -1, "é" * 3, [[1]], {"a": None}])
    elif kind == "huge":
        node[key] = HUGE
    elif kind == "deep":
        node[key] = DEEP
    elif kind == "drop" and isinstance(node, dict):
        node.pop(key)
    elif kind == "version" and isinstance(data, dict):
        data["version"] = rng.choice([0, 2, 99, -1, "1", 1.5])
    else:
        node[key] = rng.choice([0, -1, 1, 2**31, 2**63, -(2**63), 10**18, 999, 1000])
    return data, kind


def to_text(data: Any, rng: random.Random) -> str:
    text = json.dumps(data, ensure_ascii=False)
    digits = "-" * rng.randint(0, 1) + "9" * rng.choice([19, 25, 400, 4301, 5000])
    depth = rng.choice([50, 99, 101, 990, 1500])
    return text.replace(f'"{HUGE}"', digits).replace(f'"{DEEP}"', "[" * depth + "]" * depth)


def mutate_bytes(raw: bytes, rng: random.Random) -> tuple[bytes, str]:
    if rng.random() < 0.5:
        cut = rng.randrange(0, len(raw))
        return raw[:cut], "truncated"
    out = bytearray(raw)
    for _ in range(rng.randint(1, 8)):
        at = rng.randrange(len(out)) if rng.random() < 0.8 else rng.randrange(min(100, len(out)))
        out[at] ^= 1 << rng.randrange(8)
    return bytes(out), "bit flips"


# ---- mutants of both formats --------------------------------------------------------------


def json_mutant(base: str, rng: random.Random, path: Path) -> str:
    if rng.random() < 0.35:
        raw, kind = mutate_bytes(base.encode(), rng)
        path.write_bytes(raw)
        return f"json {kind}"
    data, kind = mutate_data(json.loads(base), rng)
    path.write_text(to_text(data, rng), encoding="utf-8")
    return f"json {kind}"


def store_mutant(base: Path, rng: random.Random, path: Path) -> str:
    if rng.random() < 0.4:
        raw, kind = mutate_bytes(base.read_bytes(), rng)
        path.write_bytes(raw)
        return f"botmat {kind}"
    shutil.copy(base, path)
    if rng.random() < 0.3:
        return row_mutant(path, rng)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        kind = rng.choice(["meta", "event", "log", "snapshot", "rows", "version", "schema", "key"])
        table, column = {
            "event": ("events", "event"),
            "log": ("events", "log"),
            "snapshot": ("snapshots", "world"),
        }.get(kind, ("meta", "value"))
        if kind in ("meta", "event", "log", "snapshot"):
            key = "key" if table == "meta" else "idx"
            rows = conn.execute(f"SELECT {key}, {column} FROM {table}").fetchall()
            ident, value = rng.choice(rows)
            data, what = mutate_data({"v": json.loads(value)}, rng)
            text = to_text(data.get("v", data), rng)
            conn.execute(f"UPDATE {table} SET {column} = ? WHERE {key} = ?", (text, ident))
            kind = f"{kind} {what}"
        elif kind == "rows":
            table = rng.choice(["events", "snapshots", "meta"])
            conn.execute(
                f"DELETE FROM {table} WHERE rowid IN (SELECT rowid FROM {table} ORDER BY random() LIMIT 3)"
            )
        elif kind == "version":
            conn.execute(f"PRAGMA user_version={rng.choice([0, 2, 99, 2**31 - 1])}")
        elif kind == "schema":
            conn.execute(
                rng.choice(["CREATE TABLE extra (x)", "CREATE VIEW v AS SELECT 1", "DROP TABLE snapshots"])
            )
        else:
            old = rng.choice(["pack", "seed", "cursor", "floor", "title", "bots", "progress"])
            conn.execute("UPDATE meta SET key = ? WHERE key = ?", (rng.choice(["ruos", old + "_", ""]), old))
    finally:
        conn.close()
    return f"botmat {kind}"


# Row-level damage (issue 27 §3): one cell of a row made unusable, or the row gone.
ROW_DAMAGE = {
    "deleted": None,
    "a number": (7,),
    "binary": (b"\x00\xff\x10",),
    "undecodable": (b'{"type":"\xff"}',),  # bytes stored as text: not UTF-8
    "oversized": ("x" * (17 << 20),),
    "cut short": None,
}


def row_mutant(path: Path, rng: random.Random) -> str:
    """Damage one to three rows of the events (event or log cell) or the snapshots."""
    table, column = rng.choice([("events", "event"), ("events", "log"), ("snapshots", "world")])
    kind = rng.choice(sorted(ROW_DAMAGE))
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        ids = [row[0] for row in conn.execute(f"SELECT idx FROM {table}")]
        for ident in rng.sample(ids, min(len(ids), rng.randint(1, 3))):
            if kind == "deleted":
                conn.execute(f"DELETE FROM {table} WHERE idx = ?", (ident,))
            elif kind == "cut short":
                conn.execute(
                    f"UPDATE {table} SET {column} = substr({column}, 1, length({column}) / 2) WHERE idx = ?",
                    (ident,),
                )
            elif kind == "undecodable":
                conn.execute(
                    f"UPDATE {table} SET {column} = CAST(? AS TEXT) WHERE idx = ?", (*ROW_DAMAGE[kind], ident)
                )
            else:
                conn.execute(f"UPDATE {table} SET {column} = ? WHERE idx = ?", (*ROW_DAMAGE[kind], ident))  # type: ignore[misc]
    finally:
        conn.close()
    return f"botmat row {table}.{column} {kind}"


# ---- what must hold for each --------------------------------------------------------------


def unchanged_or_kept(path: Path, before: bytes) -> bool:
    """The file as it was, or (a damaged page: the game written again from the rows that read)
    a copy of it byte for byte beside it (`<name>.damaged-<time>`)."""
    if path.read_bytes() == before:
        return True
    kept = [p for p in path.parent.glob(f"{path.name}.damaged-*") if not p.name.endswith("-wal")]
    return any(p.read_bytes() == before for p in kept)


def open_in_library(library: Library, path: Path) -> str:
    """'loaded' or 'refused'; anything but a StoreError/SaveError escapes and fails the test."""
    try:
        game = library.open(path, packs()) if path.suffix == ".botmat" else library.import_json(path, packs())
    except (StoreError, SaveError) as exc:
        assert str(path) in str(exc), exc
        return "refused"
    try:
        session = game.session
        game.history.hold = True  # looking only: nothing is written to the file
        for bot in session.bot_ids:
            session.current(bot)
        session.log(since=max(0, session.cursor - 20))
        window_reads(session)
        while session.undo():  # as far as undo goes, drawn as the window draws it
            build_view(session, PlayState())
        while session.redo():
            build_view(session, PlayState())
    finally:
        game.abandon()
        if path.suffix == ".json":
            game.path.unlink()
    return "loaded"


def window_reads(session: Any) -> None:
    """What the window reads of an open game: its view, each event's kind and log lines."""
    view = build_view(session, PlayState(active=session.bot_ids[0] if session.bot_ids else ""))
    assert view.history is not None
    for i in range(view.history.size):
        view.history.kind(i)
        view.history.lines(i)


def run_cli(path: Path, bot: str) -> int:
    out = io.StringIO()
    code = commands.main(
        ["run", "--pack", "tiny", "--session", str(path), "--chart", "income", "--bot", bot],
        out,
        io.StringIO('{"answer": "no"}\n{"roll": null}\n'),
    )
    for line in out.getvalue().splitlines():
        json.loads(line)
    assert code in (0, 2), code
    return code


@pytest.fixture
def bases(tmp_path: Path) -> tuple[str, Path]:
    session = tiny_session()
    play(session, 40, 6)
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    json_path = tmp_path / "base.json"
    save_session(session, json_path)
    game = new_game(tmp_path, events=40, seed=6, name="base")
    game.session.apply({"type": "start", "bot": "b1", "chart": "main"})
    game.close()
    return json_path.read_text(), game.path


def test_mutated_game_files_load_or_are_refused_never_raise(
    tmp_path: Path, bases: tuple[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(commands, "_packs", packs)  # the CLI in-process, with its packs loaded once
    base_json, base_store = bases
    library = Library(tmp_path / "library", tmp_path / "trash")
    library.folder.mkdir()
    work = tmp_path / "mutants"
    work.mkdir()
    rng = random.Random(int(os.environ.get("BOTMAT_FUZZ_SEED", "12")))  # another seed: more mutants
    outcomes: Counter[str] = Counter()
    makers: list[tuple[str, Callable[[random.Random, Path], str]]] = [
        (".json", lambda r, p: json_mutant(base_json, r, p)),
        (".botmat", lambda r, p: store_mutant(base_store, r, p)),
    ]
    for i in range(MUTANTS_PER_FORMAT):
        for suffix, make in makers:
            path = work / f"m{i}{suffix}"
            what = make(rng, path)
            before = path.read_bytes()
            try:
                outcome = open_in_library(library, path)
                assert unchanged_or_kept(path, before), f"{what}: the library changed the file"
                before = path.read_bytes()
                code = run_cli(path, "nobot" if i % 2 else "b1")
                if code == 2:
                    assert unchanged_or_kept(path, before), f"{what}: a refused run changed the file"
            except Exception as exc:
                keep = tmp_path.parent / f"fuzz-failure{suffix}"
                keep.write_bytes(before)
                raise AssertionError(f"mutant {i} ({what}) kept as {keep}") from exc
            outcomes[f"{suffix} {outcome}"] += 1
            for extra in (
                path,
                Path(f"{path}-wal"),
                Path(f"{path}-shm"),
                *work.glob(f"{path.name}.damaged-*"),
            ):
                extra.unlink(missing_ok=True)
    assert sum(outcomes.values()) >= 2000
    for suffix in (".json", ".botmat"):
        assert outcomes[f"{suffix} loaded"] > 50 and outcomes[f"{suffix} refused"] > 50, outcomes
