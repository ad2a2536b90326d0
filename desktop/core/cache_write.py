"""Writing a file of the cache folder (parsed packs, chart placements) so that a reader never
sees it half written, even with two app instances writing the same file at once."""

from __future__ import annotations

import os
from pathlib import Path


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
