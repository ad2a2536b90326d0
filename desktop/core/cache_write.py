"""Files written whole: the cache folder's (parsed packs, chart placements), so that a reader never
sees one half written, even with two app instances writing the same file at once, named or checked
by a CRC-32 (no hashlib, which loads OpenSSL, at the start); and the player's own files (saves,
profiles, settings), synced and renamed into place with older copies kept."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
import zlib
from pathlib import Path

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
