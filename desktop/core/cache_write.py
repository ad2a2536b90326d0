"""Files of the cache folder (parsed packs, chart placements): written so that a reader never
sees one half written, even with two app instances writing the same file at once, and named or
checked by a CRC-32 (no hashlib, which loads OpenSSL, at the start)."""

from __future__ import annotations

import os
import zlib
from pathlib import Path


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
