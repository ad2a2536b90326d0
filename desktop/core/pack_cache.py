"""Parsed pack files kept as JSON between starts, so opening the app skips YAML parsing and,
for a pack that passed every check, checking its files again (desktop.core.typed_cache); the
cache checks a digest of its own content and is rebuilt when it does not match."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, TypeVar

from desktop import __version__
from desktop.core.safe_read import CACHE_BYTES, Limits, ReadRefused, parse_json, read_bytes
from desktop.core.typed_cache import NotKept, from_plain, kept
from desktop.core.yamlsource import Located, load_yaml

CACHE_FORMAT = 5  # 5: records (desktop.core.record), not pydantic models; 4: lines as one JSON text
T = TypeVar("T")
_CORE = Path(__file__).resolve().parent


def fingerprint(folder: Path) -> str:
    """Changes whenever a file of the pack or of the engine changes (path, size, mtime)."""
    h = hashlib.sha1(f"{CACHE_FORMAT}:{__version__}".encode())
    files = [p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    for base, paths in ((folder, files), (_CORE, list(_CORE.glob("*.py")))):
        for path in sorted(paths):
            st = path.stat()
            h.update(f"{path.relative_to(base)}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


class PackFiles:
    """Reads a pack's YAML files, from the cache when it still matches the files on disk.

    The cache holds plain JSON (never code): the parsed files as one JSON text and the SHA-256 of
    that text. A stale, damaged or foreign cache file is simply ignored and rebuilt. `clean` says
    the cached files passed every check when they were stored; then they also hold what the
    checks made of them (`checked`)."""

    def __init__(self, folder: Path) -> None:
        from desktop.core.paths import cache_dir

        self.folder = folder
        digest = hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:12]
        self.path = cache_dir() / "packs" / f"{folder.name}-{digest}.json"
        self.key = fingerprint(folder)
        self.read_files: dict[str, Located] = {}
        self.checked_files: dict[str, tuple[Any, Any]] = {}  # file -> (type, checked value)
        self.cached: dict[str, Any]
        self.cached, self.clean = _read_cache(self.path, self.key)

    @property
    def hit(self) -> bool:
        """Whether the cache matched the files on disk."""
        return bool(self.cached)

    def read(self, path: Path) -> Located:
        """The parsed file (raises LoadError like load_yaml)."""
        rel = path.relative_to(self.folder).as_posix()
        entry = self.cached.get(rel)
        located = _located(path, entry) if entry is not None else None
        if located is None:
            located = load_yaml(path)
        self.read_files[rel] = located
        return located

    def checked(self, path: Path, kind: Any, check: Callable[[], T]) -> T:
        """`check()`: the file's data checked as `kind` (it raises what the check raises); from a
        clean cache, the value the check gave when the cache was written, not checked again."""
        rel = path.relative_to(self.folder).as_posix()
        entry = self.cached.get(rel) if self.clean else None
        if isinstance(entry, dict) and "checked" in entry:
            try:
                value: T = from_plain(kind, entry["checked"])
                return value
            except (NotKept, TypeError, ValueError, KeyError, AttributeError):
                pass  # not what this code would have written: check the file instead
        value = check()
        self.checked_files[rel] = (kind, value)
        return value

    def store(self) -> None:
        """Keep what was read for the next start (errors are ignored). A file whose data JSON
        would change (integer mapping keys) keeps only what its check made of it and its lines:
        its YAML is read again, the check is not made again."""
        if self.hit:
            return
        files: dict[str, dict[str, Any]] = {}
        for rel, located in self.read_files.items():
            lines = [[list(k), v] for k, v in located.lines.items()]
            entry: dict[str, Any] = {"lines": json.dumps(lines, ensure_ascii=False, separators=(",", ":"))}
            if _json_stable(located.data):
                entry["data"] = located.data
            if rel in self.checked_files:
                try:
                    entry["checked"] = kept(*self.checked_files[rel])
                except NotKept:
                    pass  # checked again at every start
            files[rel] = entry
        body = json.dumps(files, ensure_ascii=False, separators=(",", ":"))
        digest = hashlib.sha256(body.encode("utf-8")).hexdigest()
        text = json.dumps(
            {"key": self.key, "clean": True, "digest": digest, "files": body},
            ensure_ascii=False,
            separators=(",", ":"),
        )
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError:
            pass  # a read-only or full disk only costs the next start some time


def _json_stable(data: Any) -> bool:
    """Whether JSON gives `data` back as it is."""
    try:
        return bool(json.loads(json.dumps(data)) == data)
    except (TypeError, ValueError):
        return False


def _read_cache(path: Path, key: str) -> tuple[dict[str, Any], bool]:
    """The cached files when the cache matches `key` and its digest; else nothing (rebuild)."""
    try:
        # The outer document holds one long text: the files, as the digest covers them.
        stored = parse_json(read_bytes(path, CACHE_BYTES), path, Limits(string=CACHE_BYTES))
    except ReadRefused:
        return {}, False  # no cache yet, or an unusable one: parse the YAML instead
    if not isinstance(stored, dict) or stored.get("key") != key:
        return {}, False
    body, digest = stored.get("files"), stored.get("digest")
    if not isinstance(body, str) or hashlib.sha256(body.encode("utf-8")).hexdigest() != digest:
        return {}, False
    try:
        # The digest matched: this is the text we wrote, so only the parse itself is guarded.
        files = parse_json(body, path, checked=False)
    except ReadRefused:
        return {}, False
    if not isinstance(files, dict):
        return {}, False
    return files, bool(stored.get("clean"))


def _located(path: Path, entry: Any) -> Located | None:
    """A cached file entry as Located, or None when its shape is wrong (then the YAML is read)."""
    try:
        if not isinstance(entry["lines"], str):
            return None
        return Located(path, entry["data"], LazyLines(entry["lines"]))
    except (TypeError, KeyError):
        return None


class LazyLines(Mapping[tuple[Any, ...], int]):
    """A file's key paths and their lines, read from their JSON text when first looked up: only
    a problem needs them, and reading them all took a fifth of loading a pack from the cache."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._lines: dict[tuple[Any, ...], int] | None = None

    def _read(self) -> dict[tuple[Any, ...], int]:
        if self._lines is None:
            try:
                self._lines = {tuple(k): int(v) for k, v in json.loads(self._text)}
            except (TypeError, ValueError, RecursionError):
                self._lines = {}  # not what this code wrote: a problem is placed on line 1
        return self._lines

    def __getitem__(self, key: tuple[Any, ...]) -> int:
        return self._read()[key]

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())
