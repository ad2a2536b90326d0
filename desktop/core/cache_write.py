"""Files written whole: the cache folder's (parsed packs, chart placements), so that a reader never
sees one half written, even with two app instances writing the same file at once, named or checked
by a CRC-32 (no hashlib, which loads OpenSSL, at the start); and the player's own files (saves,
profiles, settings), synced and renamed into place with older copies kept."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt
else:
    import fcntl

# Older copies a player's file keeps beside it (file.1 newest ... file.5 oldest).
BACKUPS = 5


def crc(data: bytes) -> str:
    """The CRC-32 of `data` as 8 hex digits."""
    return f"{zlib.crc32(data):08x}"


def write_whole(path: Path, data: bytes) -> None:
    """Put `data` at `path` in one rename (raises OSError). The temporary file is named by the
    process, so another instance writing the same file never writes into ours; it is removed when
    the write fails, so failed starts leave nothing behind. No fsync: a cache lost to a crash is
    only rebuilt."""
    part = path.with_suffix(f".{os.getpid()}.tmp")
    try:
        part.write_bytes(data)
        os.replace(part, path)
    except OSError:
        try:
            part.unlink(missing_ok=True)
        except OSError:
            pass  # what could not be written cannot always be removed either
        raise


def write_atomic(path: Path, text: str, backups: int = BACKUPS) -> None:
    """Write via a temp file (flush + fsync + rename), keeping `backups` older copies."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if path.exists() and backups:
            for i in range(backups - 1, 0, -1):
                older = path.with_name(f"{path.name}.{i}")
                if older.exists():
                    os.replace(older, path.with_name(f"{path.name}.{i + 1}"))
            os.replace(path, path.with_name(f"{path.name}.1"))
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def kept_aside(path: Path) -> Path:
    """Copy a damaged file beside it as `<name>.damaged-<time>`, as it is now, before anything
    writes over it; the copy's path (raises OSError)."""
    kept = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    shutil.copy2(path, kept)
    return kept


@contextmanager
def held(path: Path) -> Iterator[None]:
    """Hold `path` for a read, a merge and a write while every process holding it waits its turn
    (two windows on one data folder: each rewrites the settings on top of what the other wrote,
    never between its read and its write). An advisory lock on `.<name>.lock` beside it, released
    by the system however the process ends; the side file stays (removing it would let two
    holders lock two files). Where it cannot be had (a folder nobody can write, a file system
    without locks) the body runs without it, the last writer winning as before."""
    fd = _locked(path.with_name(f".{path.name}.lock"))
    try:
        yield
    finally:
        if fd >= 0:
            if sys.platform == "win32":  # pragma: no cover - Windows: unlocked before it is closed
                try:
                    os.lseek(fd, 0, os.SEEK_SET)
                    msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
                except OSError:
                    pass
            os.close(fd)  # closing the file releases its lock


def _locked(side: Path) -> int:
    """The side file, open and locked (waiting for its holder); -1 when it cannot be."""
    try:
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(side, flags, 0o644)
    except OSError:
        return -1
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows: tries for ten seconds
            msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX)
    except OSError:
        os.close(fd)
        return -1
    return fd
