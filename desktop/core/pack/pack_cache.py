"""Parsed pack files kept as JSON between starts, so opening the app skips YAML parsing and,
for a pack that passed every check, checking its files again (desktop.core.pack.typed_cache).
A cache is used only when it proves this installation wrote it, for exactly these files; else
it is rebuilt from the pack, checked like the pack itself.

A cache file is four lines of JSON: a header (format, the files' fingerprint, whether the pack
was clean, a keyed digest of each of the other lines), the files (what the checks made of them),
the line of every key of every file, and the files' parsed data. The lines and the data are
parsed only when first needed: a problem needs the lines; a start from a clean cache reads what
the checks made, neither the lines nor the data (≈ 2 ms of its JSON).

The digests are BLAKE2b keyed with a secret of this user (`cache.key` beside the caches, made
at the first store, readable and writable by the user alone): they were CRCs anyone could
recompute, so text put into the cache by anything else was used unchecked at every start.
Keyed, a changed cache fails its digest and the pack is read and checked again. It costs the
start importing hashlib (≈ 3 ms)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, TypeVar

from desktop import __version__
from desktop.core.cache_write import crc, write_whole
from desktop.core.pack.typed_cache import NotKept, from_plain, kept
from desktop.core.pack.yaml_source import Located, load_yaml
from desktop.core.safe_read import CACHE_BYTES, Limits, ReadRefused, parse_json, read_bytes

# 7: the files' data on a line of its own; 6: header, files and lines as three JSON lines;
# 5: records, not pydantic models; 4: lines as text
CACHE_FORMAT = 7
T = TypeVar("T")
_CORE = Path(__file__).resolve().parent
_HEX = "0123456789abcdef"


def fingerprint(folder: Path) -> str:
    """Changes whenever a file of the pack or of the engine changes: their paths, sizes and
    modification times, as text (compared whole, so no two differ by a hash collision)."""
    pack = sorted(_files(str(folder), "", "")) if folder.is_dir() else []
    engine = sorted(_files(str(_CORE), "", ".py")) if _CORE.is_dir() else []
    lines = [f"{rel}:{size}:{mtime}" for rel, size, mtime in pack + (engine or _engine_archive())]
    return "\n".join([f"{CACHE_FORMAT}:{__version__}", *lines])


def _engine_archive() -> list[tuple[str, int, int]]:
    """The running program's details, standing in for the engine's source files where there are
    none (a built bundle keeps the engine inside its executable, or as bytecode only), so a new
    build makes the cache stale."""
    st = os.stat(sys.executable)
    return [(os.path.basename(sys.executable), st.st_size, st.st_mtime_ns)]


def _files(folder: str, prefix: str, suffix: str) -> Iterator[tuple[str, int, int]]:
    """Each file under `folder` (its subfolders only when `suffix` is empty; never __pycache__):
    its path from there, size and modification time. os.scandir rather than Path.rglob and
    Path.stat: a start reads every file's details, and the Path objects cost six times as much."""
    with os.scandir(folder) as entries:
        for entry in entries:
            rel = prefix + entry.name
            if entry.is_dir(follow_symlinks=False):
                if not suffix and entry.name != "__pycache__":
                    yield from _files(entry.path, rel + "/", suffix)
            elif entry.name.endswith(suffix) and entry.is_file():
                st = entry.stat()
                yield rel, st.st_size, st.st_mtime_ns


KEY_FILE = "cache.key"
KEY_BYTES = 32


def secret(make: bool = False) -> bytes | None:
    """This user's key for the caches' digests, kept beside the caches (`make`: a new one is made
    when there is none). None when there is none to be had, or when the key could be another's:
    on POSIX a key file or cache folder that is not the user's own, or that others may write, is
    not trusted (as ssh treats its keys), so whoever can write a shared cache folder cannot put
    a key of theirs there."""
    from desktop.core.paths import cache_dir

    folder = cache_dir()
    path = folder / KEY_FILE
    try:
        found = read_bytes(path, KEY_BYTES)
        if len(found) == KEY_BYTES:
            return found if _owned(path) and _owned(folder) else None
    except ReadRefused:
        pass
    if not make:
        return None
    key = os.urandom(KEY_BYTES)
    part = folder / f"{KEY_FILE}.{os.getpid()}.tmp"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(key)
        os.replace(part, path)
    except OSError:
        return None
    return key if _owned(folder) else None


def _owned(path: Path) -> bool:
    """Whether only this user can change `path` (always on systems without POSIX owners)."""
    if not hasattr(os, "getuid"):
        return True
    try:
        info = os.stat(path)
    except OSError:
        return False
    return info.st_uid == os.getuid() and not info.st_mode & 0o022


def digest(key: bytes, data: bytes) -> str:
    """`data`'s BLAKE2b digest keyed with `key` (only who holds the key can make it)."""
    import hashlib  # here: a start that reads no cache needs no OpenSSL

    return hashlib.blake2b(data, key=key, digest_size=16).hexdigest()


class PackFiles:
    """Reads a pack's YAML files, from the cache when it still matches the files on disk.

    The cache holds plain JSON (never code), checked by its CRCs (see the module's docstring).
    A stale, damaged or foreign cache file is simply ignored and rebuilt. `clean` says
    the cached files passed every check when they were stored; then they also hold what the
    checks made of them (`checked`)."""

    def __init__(self, folder: Path) -> None:
        from desktop.core.paths import cache_dir

        self.folder = folder
        # One cache per folder: a bundled pack and a copy of it elsewhere do not share one.
        where = crc(str(folder.resolve()).encode())
        self.path = cache_dir() / "packs" / f"{folder.name}-{where}.json"
        self.key = fingerprint(folder)
        self.read_files: dict[str, Located] = {}
        self.checked_files: dict[str, tuple[Any, Any]] = {}  # file -> (type, checked value)
        self.cached: dict[str, Any]
        self.secret = secret()  # None: no key yet (made when the cache is first stored)
        self.cached, self.clean, self.lines, self.data = _read_cache(self.path, self.key, self.secret)

    @property
    def hit(self) -> bool:
        """Whether the cache matched the files on disk."""
        return bool(self.cached)

    def read(self, path: Path) -> Located:
        """The parsed file (raises LoadError like load_yaml)."""
        rel = path.relative_to(self.folder).as_posix()
        entry = self.cached.get(rel)
        located: Located | None = None
        if isinstance(entry, dict):
            lines = LazyLines(lambda: self.lines.of(rel))
            if entry.get("data") is True:  # kept on the data line: parsed when first read
                located = ParsedWhenRead.of(path, lines, lambda: self.data.of(rel, NOT_KEPT))
            elif self.clean and "checked" in entry:
                located = ParsedWhenRead.of(path, lines)
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
        lines: dict[str, list[Any]] = {}
        data: dict[str, Any] = {}
        for rel, located in self.read_files.items():
            lines[rel] = [[list(k), v] for k, v in located.lines.items()]
            entry: dict[str, Any] = {}
            if _json_stable(located.data):
                data[rel], entry["data"] = located.data, True
            if rel in self.checked_files:
                try:
                    entry["checked"] = kept(*self.checked_files[rel])
                except NotKept:
                    pass  # checked again at every start
            files[rel] = entry
        body, line_text, data_text = _json_line(files), _json_line(lines), _json_line(data)
        key = self.secret or secret(make=True)
        if key is None:
            return  # no key can be kept (a read-only data folder): nothing a start could trust
        header = {"format": CACHE_FORMAT, "key": self.key, "clean": True}
        header["files"] = _files_digest(key, self.key, body)
        header.update({"lines": digest(key, line_text), "data": digest(key, data_text)})
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_whole(self.path, b"\n".join([_json_line(header), body, line_text, data_text]))
        except OSError:
            return  # a read-only or full disk only costs the next start some time
        _remove_older_formats(self.path, self.folder.name)


def _remove_older_formats(current: Path, pack: str) -> None:
    """Remove this pack's caches named as older versions named them: `{pack}-{hex}.json` with
    another count of hex digits than `current` (8, a CRC-32; before format 6, 12 of a SHA-1).
    They are never read again and hold up to 700 KB each. Another pack's caches (the hyphen
    before the digits keeps names apart), this pack's cache for another folder (8 digits too) and
    temporary files are left alone; a file that cannot be removed is left for the next time."""
    prefix = f"{pack}-"
    now = len(current.name) - len(prefix) - len(".json")  # the digits of today's names
    try:
        with os.scandir(current.parent) as entries:
            names = [e.name for e in entries if e.name.startswith(prefix) and e.name.endswith(".json")]
    except OSError:
        return
    for name in names:
        digits = name[len(prefix) : -len(".json")]
        if digits and len(digits) != now and not digits.strip(_HEX):
            try:
                (current.parent / name).unlink()
            except OSError:
                pass  # only costs the disk space it held


def _json_stable(data: Any) -> bool:
    """Whether JSON gives `data` back as it is."""
    try:
        return bool(json.loads(json.dumps(data)) == data)
    except (TypeError, ValueError):
        return False


def _json_line(data: Any) -> bytes:
    """`data` as one line of JSON (JSON text never holds a raw line break)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _files_digest(secret_key: bytes, fingerprint_text: str, body: bytes) -> str:
    """The keyed digest of the files line, bound to the fingerprint of the files it was made of."""
    return digest(secret_key, fingerprint_text.encode("utf-8") + b"\0" + body)


def _read_cache(
    path: Path, key: str, secret_key: bytes | None
) -> tuple[dict[str, Any], bool, KeptLines, KeptLines]:
    """The cached files when the cache matches `key` and its keyed digests, whether the pack was
    clean, its lines and its files' data (both read when first needed); else nothing (the YAML
    is parsed instead)."""
    none = KeptLines(b"", "", None)
    nothing: tuple[dict[str, Any], bool, KeptLines, KeptLines] = ({}, False, none, none)
    if secret_key is None:
        return nothing
    try:
        header_text, body, line_text, data_text = read_bytes(path, CACHE_BYTES).split(b"\n", 3)
        header = parse_json(header_text, path, Limits(string=len(header_text)))
    except (ReadRefused, ValueError):
        return nothing  # no cache yet, or an unusable one (not four lines, or damaged)
    if not isinstance(header, dict) or header.get("format") != CACHE_FORMAT or header.get("key") != key:
        return nothing
    if _files_digest(secret_key, key, body) != header.get("files"):
        return nothing
    try:
        # The digest matched: this is the text we wrote, so only the parse itself is guarded.
        files = parse_json(body, path, checked=False)
    except ReadRefused:
        return nothing
    if not isinstance(files, dict):
        return nothing
    clean = header.get("clean") is True
    lines = KeptLines(line_text, str(header.get("lines")), secret_key)
    return files, clean, lines, KeptLines(data_text, str(header.get("data")), secret_key)


NOT_KEPT = object()  # what KeptLines.of gives for a file it holds nothing for


class ParsedWhenRead(Located, frozen=False):
    """A cached file whose data is read only if something reads `data` (a start reads none):
    from the cache's data line (`kept`), or, where that holds nothing for it (data JSON could
    not keep, integer mapping keys; a damaged line), parsed from its YAML (a start then loads no
    YAML parser). The cache matched the file's size and time a moment before; a file changed or
    removed since then raises LoadError there, as reading it would have."""

    @classmethod
    def of(
        cls, path: Path, lines: Mapping[tuple[Any, ...], int], kept: Callable[[], Any] | None = None
    ) -> ParsedWhenRead:
        """The file at `path` with the `lines` kept for it, its data not yet read (`kept()`
        gives it from the cache, NOT_KEPT when the cache cannot)."""
        located = cls.__new__(cls)
        object.__setattr__(located, "path", path)
        object.__setattr__(located, "lines", lines)
        object.__setattr__(located, "_kept", kept)
        return located

    def __getattr__(self, name: str) -> Any:
        # Called only for an attribute not set: `data`, until it is first read.
        if name != "data":
            raise AttributeError(name)
        kept = self.__dict__.get("_kept")
        data = kept() if kept is not None else NOT_KEPT
        if data is NOT_KEPT:
            data = load_yaml(self.path).data
        object.__setattr__(self, "data", data)
        return data


class KeptLines:
    """A part of the cache held per file (every file's lines, or its data), parsed (after its digest
    is checked) when one file's is first needed."""

    def __init__(self, text: bytes, expected: str, secret_key: bytes | None) -> None:
        self._text, self._expected, self._secret = text, expected, secret_key
        self._files: dict[str, Any] | None = None

    def of(self, rel: str, missing: Any = None) -> Any:
        """A file's part as stored (its lines: [[key path, line], ...]); `missing` when the
        cache holds none for it or cannot be read."""
        if self._files is None:
            self._files = {}
            if self._secret is not None and digest(self._secret, self._text) == self._expected:
                try:
                    found = json.loads(self._text)
                except (ValueError, RecursionError):
                    found = None
                self._files = found if isinstance(found, dict) else {}
        return self._files.get(rel, missing)


class LazyLines(Mapping[tuple[Any, ...], int]):
    """A file's key paths and their lines, read when first looked up (`source()` gives them as
    stored): only a problem needs them, and they are the largest part of the cache."""

    def __init__(self, source: Callable[[], Any]) -> None:
        self._source = source
        self._lines: dict[tuple[Any, ...], int] | None = None

    def _read(self) -> dict[tuple[Any, ...], int]:
        if self._lines is None:
            try:
                self._lines = {tuple(k): int(v) for k, v in self._source()}
            except (TypeError, ValueError, RecursionError):
                self._lines = {}  # not what this code wrote: a problem is placed on line 1
        return self._lines

    def __getitem__(self, key: tuple[Any, ...]) -> int:
        return self._read()[key]

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())
