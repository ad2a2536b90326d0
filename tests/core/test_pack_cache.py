"""The pack cache: a second start skips YAML parsing, yet any change to a file is seen."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from core_helpers import TINY

from desktop.core.cache_write import crc
from desktop.core.pack import pack_cache
from desktop.core.pack.pack_loading import load_pack
from desktop.core.pack.yaml_source import Located, load_yaml


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    return folder


def cache_files() -> list[Path]:
    root = Path(os.environ["BOTMAT_CACHE_DIR"]) / "packs"
    return sorted(root.glob("*.json")) if root.is_dir() else []


def test_second_load_comes_from_the_cache_with_the_same_pack(tiny: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    first, problems = load_pack(tiny)
    assert first is not None and problems == [] and len(cache_files()) == 1
    parsed: list[Path] = []
    monkeypatch.setattr(pack_cache, "load_yaml", lambda p: parsed.append(p))
    second, problems = load_pack(tiny)
    assert second is not None and problems == [] and parsed == []
    assert {k: c.to_data() for k, c in second.charts.items()} == {
        k: c.to_data() for k, c in first.charts.items()
    }
    assert second.tables == first.tables
    assert second.decks == first.decks
    assert second.sources["main"].line(("nodes", 2)) == first.sources["main"].line(("nodes", 2))


def test_a_changed_file_is_parsed_and_checked_again(tiny: Path) -> None:
    load_pack(tiny)
    chart = tiny / "charts" / "income.yaml"
    chart.write_text(chart.read_text().replace("next: fin", "next: gone"))
    _, problems = load_pack(tiny)
    assert any("income.yaml" in p and "unknown node 'gone'" in p for p in problems)


def test_a_broken_pack_is_never_cached(tiny: Path) -> None:
    chart = tiny / "charts" / "income.yaml"
    chart.write_text(chart.read_text().replace("next: fin", "next: gone"))
    load_pack(tiny)
    assert cache_files() == []
    _, problems = load_pack(tiny)
    assert problems


def test_a_damaged_cache_file_is_ignored(tiny: Path) -> None:
    load_pack(tiny)
    cache_files()[0].write_text("{not json", encoding="utf-8")
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == []
    header = cache_files()[0].read_text(encoding="utf-8").split("\n")[0]
    assert json.loads(header)["clean"] is True  # rebuilt


def test_lines_read_from_the_cache_place_problems_and_a_bad_text_falls_back_to_line_one(tiny: Path) -> None:
    load_pack(tiny)
    cached, _ = load_pack(tiny)
    assert cached is not None
    assert isinstance(cached.sources["main"].lines, pack_cache.LazyLines)
    parsed = load_yaml(tiny / "charts" / "main.yaml")
    assert cached.sources["main"].line(("nodes", 1, "text")) == parsed.line(("nodes", 1, "text")) == 15
    for text in ("[[not json", "[" * 100_000, '{"a": 1}', "[[5, 2]]"):
        damaged = Located(tiny / "pack.yaml", None, pack_cache.LazyLines(lambda t=text: json.loads(t)))
        assert damaged.where(("id",)) == f"{tiny / 'pack.yaml'}:1"


def test_a_damaged_part_of_the_cache_is_never_used(tiny: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Files changed behind the checksum are parsed from the YAML again; damaged lines only cost
    where a problem is placed (line 1), never the pack."""
    load_pack(tiny)
    path = cache_files()[0]
    header, body, lines = path.read_bytes().split(b"\n", 2)
    path.write_bytes(b"\n".join([header, body.replace(b'"main"', b'"mane"', 1), lines]))
    parsed: list[Path] = []
    monkeypatch.setattr(pack_cache, "load_yaml", lambda p: parsed.append(p) or load_yaml(p))
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == [] and parsed, "the YAML was read again"
    assert pack.charts["main"].start == load_yaml(tiny / "charts" / "main.yaml").data["start"]
    header, body, lines, data = path.read_bytes().split(b"\n", 3)  # written again, whole
    path.write_bytes(b"\n".join([header, body, lines[: len(lines) // 2], data]))
    parsed.clear()
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == [] and parsed == [], "the files still come from the cache"
    assert pack.sources["main"].line(("nodes", 1, "text")) == 1


def test_the_files_data_is_read_from_the_cache_only_when_asked_and_never_when_damaged(
    tiny: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A start reads what the checks made of each file, not its data (its own line of the cache,
    parsed when first read); data changed behind its digest is read from the YAML instead."""
    load_pack(tiny)
    parsed: list[Path] = []
    monkeypatch.setattr(pack_cache, "load_yaml", lambda p: parsed.append(p) or load_yaml(p))
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == [] and parsed == []
    assert pack.sources["main"].data == load_yaml(tiny / "charts" / "main.yaml").data and parsed == []
    path = cache_files()[0]
    header, body, lines, data = path.read_bytes().split(b"\n", 3)
    path.write_bytes(b"\n".join([header, body, lines, data.replace(b'"start"', b'"strat"', 1)]))
    parsed.clear()
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == [] and tiny / "charts" / "main.yaml" not in parsed
    assert pack.sources["main"].data == load_yaml(tiny / "charts" / "main.yaml").data
    assert tiny / "charts" / "main.yaml" in parsed, "the damaged data was read from its YAML"


def test_storing_a_cache_removes_the_packs_caches_of_older_formats_only(tiny: Path) -> None:
    """Caches named as older versions named them (12 hex digits of a SHA-1) are never read again
    and hold up to 700 KB each: storing the pack's cache removes them, and nothing else."""
    root = Path(os.environ["BOTMAT_CACHE_DIR"]) / "packs"
    root.mkdir(parents=True)
    old = root / "tiny-0123456789ab.json"
    kept = [
        root / "eupop-0123456789ab.json",  # another pack's: its own store removes it
        root / "tiny-extra-0123456789ab.json",  # a pack folder named "tiny-extra"
        root / "tiny-89abcdef.json",  # this pack's cache for a copy in another folder
        root / "tiny-0123456789ab.4242.tmp",  # a write under way, or not ours to judge
        root / "tiny-notes.json",
    ]
    for path in [old, *kept]:
        path.write_text("{}", encoding="utf-8")
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == []
    assert not old.exists(), "the old cache is removed"
    assert all(path.exists() for path in kept), "nothing else is touched"
    (current,) = set(root.iterdir()) - set(kept)
    assert json.loads(current.read_bytes().split(b"\n")[0])["clean"] is True, "the cache is kept"


def test_an_old_cache_that_cannot_be_removed_never_stops_a_start(tiny: Path) -> None:
    root = Path(os.environ["BOTMAT_CACHE_DIR"]) / "packs"
    stuck = root / "tiny-0123456789ab.json"
    stuck.mkdir(parents=True)  # a folder: removing it as a file fails
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == [] and stuck.is_dir()
    assert len(cache_files()) == 2, "the new cache is stored beside it"


def test_the_fingerprint_sees_every_file_of_the_pack_but_bytecode(tiny: Path) -> None:
    """A file added deep in the pack, or one grown by a byte, makes the cache stale; Python's
    bytecode folders, written by any run, do not."""
    first = pack_cache.fingerprint(tiny)
    (tiny / "__pycache__").mkdir(exist_ok=True)
    (tiny / "__pycache__" / "rules.cpython-311.pyc").write_bytes(b"\0")
    assert pack_cache.fingerprint(tiny) == first
    (tiny / "charts" / "notes").mkdir()
    (tiny / "charts" / "notes" / "extra.txt").write_text("x", encoding="utf-8")
    second = pack_cache.fingerprint(tiny)
    assert second != first and "charts/notes/extra.txt:1:" in second
    pack_yaml = tiny / "pack.yaml"
    stat = pack_yaml.stat()
    pack_yaml.write_text(pack_yaml.read_text(encoding="utf-8") + " ", encoding="utf-8")
    os.utime(pack_yaml, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # same time, one byte more
    assert pack_cache.fingerprint(tiny) != second


def test_a_built_bundle_without_engine_files_loads_packs_and_its_program_keys_the_cache(
    tiny: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A built bundle keeps the engine inside its executable, so there is no engine folder to
    read: the pack still loads (the release package's self-test once found no pack at all), and
    a rebuilt program makes the cache stale."""
    program = tmp_path / "botmat"
    program.write_bytes(b"build one")
    monkeypatch.setattr(pack_cache, "_CORE", tmp_path / "_internal" / "desktop" / "core")
    monkeypatch.setattr(pack_cache.sys, "executable", str(program))
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == []
    first = pack_cache.fingerprint(tiny)
    assert "botmat:9:" in first
    program.write_bytes(b"build two!")
    assert pack_cache.fingerprint(tiny) != first
    compiled_only = tmp_path / "compiled" / "desktop" / "core"  # a bundle of bytecode alone
    compiled_only.mkdir(parents=True)
    (compiled_only / "pack.pyc").write_bytes(b"\0")
    monkeypatch.setattr(pack_cache, "_CORE", compiled_only)
    assert "botmat:10:" in pack_cache.fingerprint(tiny)


def test_cache_text_changed_by_anything_else_is_never_used(
    tiny: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27 §5: cache text changed behind the app with its CRC recomputed (anyone can) was used
    unchecked at every start. The digest is keyed with this user's secret: the change is seen, and
    the pack is read and checked from its files again."""
    first, _ = load_pack(tiny)
    assert first is not None
    path = cache_files()[0]
    header_text, body, lines = path.read_bytes().split(b"\n", 2)
    assert b"Gain {n} Power." in body
    forged = body.replace(b"Gain {n} Power.", b"Lose {n} Power.")
    header = json.loads(header_text)
    header["files"] = crc(forged)  # what the CRC-checked cache accepted
    path.write_bytes(b"\n".join([json.dumps(header).encode(), forged, lines]))
    parsed: list[Path] = []
    monkeypatch.setattr(pack_cache, "load_yaml", lambda p: parsed.append(p) or load_yaml(p))
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == [] and parsed, "read from the pack's files again"
    assert pack.charts["income"].to_data() == first.charts["income"].to_data()
    assert b"Lose" not in path.read_bytes(), "and the cache written anew"


def test_a_key_others_could_have_written_is_not_trusted(tiny: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whoever may write the cache folder (shared, or the key left writable) could put a key of
    theirs there and sign any text with it: such a key is not used, the pack is checked again."""
    load_pack(tiny)
    key = Path(os.environ["BOTMAT_CACHE_DIR"]) / pack_cache.KEY_FILE
    assert len(key.read_bytes()) == pack_cache.KEY_BYTES
    if os.name != "posix":
        pytest.skip("POSIX owners and modes")
    assert key.stat().st_mode & 0o077 == 0, "the key is the user's alone"
    key.chmod(0o666)
    parsed: list[Path] = []
    monkeypatch.setattr(pack_cache, "load_yaml", lambda p: parsed.append(p) or load_yaml(p))
    pack, problems = load_pack(tiny)
    assert pack is not None and problems == [] and parsed, "read and checked from the pack's files"
