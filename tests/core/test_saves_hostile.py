"""Issue 12's reproductions on the core side: broken JSON saves, huge numbers and deep nesting,
a FIFO given as the file, hostile overlays, damaged settings and pack cache. Each is refused or
survived with a message naming the file, never an exception, the file left as it was."""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest
from core_helpers import tiny_pack, tiny_session
from store_helpers import digest, packs

from desktop.core import paths
from desktop.core.cli.commands import main
from desktop.core.cli.random_game import play
from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.store.game_library import Library
from desktop.core.store.game_store import StoreError, open_game
from desktop.core.store.saves import SaveError, load_newest, load_session, save_session


def saved_game(folder: Path, events: int = 30) -> Path:
    session = tiny_session()
    play(session, events, 3)
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    path = folder / "game.json"
    save_session(session, path)
    return path


def edit(path: Path, change) -> bytes:  # type: ignore[no-untyped-def]
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path.read_bytes()


def run_session(path: Path) -> tuple[int, list[dict[str, object]]]:
    out = io.StringIO()
    code = main(["run", "--pack", "tiny", "--session", str(path)], out, io.StringIO(""))
    return code, [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.fixture(autouse=True)
def tiny_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI sees the tiny pack as its bundled rules."""
    root = tmp_path / "rules"
    root.mkdir()
    (root / "tiny").symlink_to(tiny_pack().folder)
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(root))


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["world"].update(ruos=d["world"].pop("runs")),
        lambda d: d.update(world={}),
        lambda d: d.update(floor="x"),
    ],
    ids=["runs-renamed-ruos", "world-empty", "floor-x"],
)
def test_a_damaged_saved_state_is_rebuilt_from_its_steps(tmp_path: Path, change) -> None:  # type: ignore[no-untyped-def]
    path = saved_game(tmp_path)
    good = digest(load_session(path, packs())[0].world)
    before = edit(path, change)
    session, warnings = load_session(path, packs())
    assert digest(session.world) == good
    assert session.current("b1") is not None
    assert path.read_bytes() == before
    # ...and as the last game of a restart (the autosave the window resumes)
    path.rename(paths.autosave_path())
    assert digest(load_newest(paths.autosave_path(), packs())[0].world) == good
    code, lines = run_session(paths.autosave_path())
    assert code in (0, 2) and all("kind" in line or "chart" in line for line in lines)


def test_a_typed_huge_counter_in_a_save_never_reaches_the_game(tmp_path: Path) -> None:
    """A save from before the bound: its correction of 100000000 is refused on replay and the
    stored state holding it fails the mat check, so the game opens just before that step."""
    path = saved_game(tmp_path, events=10)
    data = json.loads(path.read_text())
    data["events"].append({"type": "correct", "bot": "b1", "path": "power", "value": 100000000})
    data["cursor"] += 1
    data["world"]["bots"]["b1"]["power"] = 100000000
    path.write_text(json.dumps(data))
    session, warnings = load_session(path, packs())
    assert session.world["bots"]["b1"]["power"] <= 20
    assert any("could be restored" in render_plain(w) for w in warnings)


@pytest.mark.parametrize(
    "text,words",
    [
        ('{"format": "botmat-session", "version": 1, "x": ' + "[" * 990 + "]" * 990 + "}", "nested"),
        ('{"format": "botmat-session", "version": 1, "seed": ' + "7" * 4400 + "}", "more than 18 digits"),
        ('{"format": "botmat-session", "version": 1, "seed": ' + "7" * 5000 + "}", "more than 18 digits"),
        ("[" * 100_000, "nested"),
        ('{"format": "botmat-session", "version": 1, "seed": NaN}', "not a number"),
    ],
    ids=["nesting-990", "int-4400-digits", "int-5000-digits", "nesting-100000", "nan"],
)
def test_deep_nesting_and_huge_integers_are_refused_with_the_line(
    tmp_path: Path, text: str, words: str
) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(text)
    with pytest.raises(SaveError, match=words) as err:
        load_session(path, packs())
    assert str(path) in str(err.value)
    code, lines = run_session(path)
    assert code == 2 and words.split()[0] in str(lines[-1]["error"])
    assert path.read_text() == text


def test_a_fifo_given_as_the_game_file_is_refused_at_once(tmp_path: Path) -> None:
    for name in ("pipe.json", "pipe.botmat"):
        fifo = tmp_path / name
        os.mkfifo(fifo)
        code, lines = run_session(fifo)
        assert code == 2 and "not a regular file" in str(lines[-1]["error"])
    with pytest.raises(SaveError, match="not a regular file"):
        load_session(tmp_path / "pipe.json", packs())
    with pytest.raises(StoreError, match="not a regular file"):
        open_game(tmp_path / "pipe.botmat", packs())
    with pytest.raises(SaveError, match="not a regular file"):
        Library().import_json(tmp_path / "pipe.json", packs())


def test_a_missing_autosave_with_backups_opens_the_newest_backup(tmp_path: Path) -> None:
    session = tiny_session()
    path = paths.autosave_path()
    for i in range(3):
        play(session, 5, i)
        save_session(session, path)
    path.unlink()
    restored, warnings, used = load_newest(path, packs())
    assert used.name.endswith(".1") and warnings and "restored from" in render_plain(warnings[0])
    assert restored.cursor < session.cursor


# ---- hostile YAML: overlays, and the bundled pack survives --------------------------------

LAUGHS = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]\n" for i in range(9)
)
# Too deep a nesting may be refused by our reader ("nested more than 100 levels") or first by the
# YAML parser itself (PyYAML 6.0.4: "exceeded maximum nesting depth"): either reason is the refusal.
TOO_DEEP = re.compile(r"nested more than|nesting depth")
OVERLAYS: dict[str, tuple[str, str | re.Pattern[str]]] = {
    "recursive-alias": ("a: &a [*a]\n", "refers to itself"),
    "list-as-key": ("? [a, b]\n: 1\n", "mapping key must be a plain value"),
    "5000-digit-int": ("a: " + "9" * 5000 + "\n", "more than 18 digits"),
    "1000-nested": ("[" * 1000 + "]" * 1000 + "\n", TOO_DEEP),
    "100000-nested": ("[" * 100_000 + "]" * 100_000 + "\n", TOO_DEEP),
    "billion-laughs": (LAUGHS, "aliases expand to more than"),
    "huge-file": ("a: 1\n" + "#" * (5 << 20) + "\n", "too large"),
}


def test_hostile_overlays_lose_only_the_overlay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BOTMAT_RULES_DIR")
    folder = bundled_rules_dir() / "eupop"
    table = tmp_path / "overlays" / "eupop" / "tables" / "difficulty.yaml"
    table.parent.mkdir(parents=True)
    for name, (text, words) in OVERLAYS.items():
        table.write_text(text)
        pack, problems = load_pack(folder, tmp_path / "overlays")
        assert pack is not None and problems == [], name
        assert len(pack.overlay_problems) == 1, (name, pack.overlay_problems)
        problem = pack.overlay_problems[0]
        said = words.search(problem) if isinstance(words, re.Pattern) else words in problem
        assert re.match(rf"{re.escape(str(table))}:\d+: ", problem) and said, (name, problem)
        assert "difficulty" not in pack.overlays, name


# ---- settings and the pack cache ----------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    ["{not json", "[" * 5000, '{"text_size": ' + "9" * 5000 + "}", "x" * (2 << 20), "fifo"],
    ids=["broken", "deep", "huge-int", "huge-file", "fifo"],
)
def test_damaged_settings_fall_back_to_defaults_with_a_message(content: str) -> None:
    from desktop.ui.settings import Settings

    path = Settings.path()
    if content == "fifo":
        os.mkfifo(path)
    else:
        path.write_text(content)
    settings, problem = Settings.load()
    assert settings == Settings() and problem and str(path) in render_plain(problem)


def test_a_pack_cache_that_does_not_match_its_digest_is_rebuilt() -> None:
    pack, problems = load_pack(tiny_pack().folder)
    cache = next((Path(os.environ["BOTMAT_CACHE_DIR"]) / "packs").glob("tiny-*.json"))
    header, body, lines, original = cache.read_bytes().split(b"\n", 3)
    edited = original.replace(b'"draw":1', b'"draw":9')  # edited, checksum in the header unchanged
    assert edited != original
    cache.write_bytes(b"\n".join([header, body, lines, edited]))
    again, problems = load_pack(tiny_pack().folder)
    assert again is not None and problems == [] and again.tables["costs"]["draw"] == 1, "the pack's own"
    edited_files = body.replace(b'"main"', b'"mane"', 1)  # the checked files' line: rebuilt whole
    cache.write_bytes(b"\n".join([header, edited_files, lines, original]))
    again, problems = load_pack(tiny_pack().folder)
    assert again is not None and problems == [] and again.tables["costs"]["draw"] == 1
    assert cache.read_bytes().split(b"\n", 3)[1] == body, "rebuilt from the pack's own files"
