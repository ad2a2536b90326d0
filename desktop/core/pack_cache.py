"""Parsed pack files kept as JSON between starts, so opening the app skips YAML parsing."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from desktop import __version__
from desktop.core.yamlsource import Located, load_yaml

CACHE_FORMAT = 1
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

    The cache holds plain JSON (never code); a stale, damaged or foreign cache file is simply
    ignored and rebuilt. `clean` says the cached files passed every check when they were stored."""

    def __init__(self, folder: Path) -> None:
        from desktop.core.paths import cache_dir

        self.folder = folder
        digest = hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:12]
        self.path = cache_dir() / "packs" / f"{folder.name}-{digest}.json"
        self.key = fingerprint(folder)
        self.read_files: dict[str, Located] = {}
        self.cached: dict[str, Any] = {}
        self.clean = False
        try:
            stored = json.loads(self.path.read_text(encoding="utf-8"))
            if isinstance(stored, dict) and stored.get("key") == self.key:
                self.cached = stored["files"]
                self.clean = bool(stored.get("clean"))
        except (OSError, ValueError, KeyError, TypeError):
            pass  # no cache yet, or an unusable one: parse the YAML instead

    @property
    def hit(self) -> bool:
        """Whether the cache matched the files on disk."""
        return bool(self.cached)

    def read(self, path: Path) -> Located:
        """The parsed file (raises LoadError like load_yaml)."""
        rel = path.relative_to(self.folder).as_posix()
        entry = self.cached.get(rel)
        if entry is not None:
            lines = {tuple(k): v for k, v in entry["lines"]}
            located = Located(path, entry["data"], lines)
        else:
            located = load_yaml(path)
        self.read_files[rel] = located
        return located

    def store(self) -> None:
        """Keep what was read for the next start (only plain-JSON data; errors are ignored)."""
        if self.hit:
            return
        files = {}
        for rel, located in self.read_files.items():
            try:
                if json.loads(json.dumps(located.data)) != located.data:
                    return  # e.g. integer mapping keys: JSON would change the data
            except (TypeError, ValueError):
                return
            files[rel] = {"data": located.data, "lines": [[list(k), v] for k, v in located.lines.items()]}
        text = json.dumps(
            {"key": self.key, "clean": True, "files": files}, ensure_ascii=False, separators=(",", ":")
        )
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError:
            pass  # a read-only or full disk only costs the next start some time
