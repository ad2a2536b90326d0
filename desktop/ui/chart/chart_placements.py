"""Chart placements kept between starts, no Qt. Where the layered layout puts a chart's boxes and
bends its arrows depends only on the boxes' sizes, the arrows and the start node; a start showing
a chart placed before reads the placement back instead of importing and running grandalf (about
10 ms of the first paint). One small JSON file per placement in the cache folder, holding its
whole key: a missing, damaged or foreign file is recomputed and written again, never trusted."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from desktop.core.cache_write import crc, write_whole
from desktop.core.safe_read import ReadRefused, parse_json, read_bytes

FORMAT = 1
MAX_FILES = 600  # a few hundred charts × languages × text sizes; the oldest go first
MAX_BYTES = 512 * 1024

Point = tuple[float, float]


class Placement:
    """The centre of each box (in the order of the key's boxes) and the bends of each arrow
    (in the order of the key's arrows; None: a straight arrow)."""

    def __init__(self, centres: list[Point], bends: list[list[Point] | None]) -> None:
        self.centres, self.bends = centres, bends


def placement_key(start: str, boxes: list[tuple[str, float, float]], arrows: list[tuple[str, str]]) -> str:
    """Everything the placement depends on, as one text."""
    return json.dumps([FORMAT, start, boxes, arrows], separators=(",", ":"))


class Placements:
    """The placements kept in `folder` (None: none kept, every chart is placed afresh)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder

    def get(self, key: str, boxes: int, arrows: int) -> Placement | None:
        """The placement kept for `key`, if one is and it fits `boxes` boxes and `arrows` arrows."""
        if self.folder is None:
            return None
        try:
            data = parse_json(read_bytes(self._file(key), MAX_BYTES), self._file(key))
        except (OSError, ReadRefused):
            return None
        if not isinstance(data, dict) or data.get("key") != key:
            return None
        return _placement(data, boxes, arrows)

    def put(self, key: str, placement: Placement) -> None:
        """Keep a placement; a folder that cannot be written only costs the next start time."""
        if self.folder is None:
            return
        data = {"key": key, "centres": placement.centres, "bends": placement.bends}
        path = self._file(key)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_whole(path, json.dumps(data, separators=(",", ":")).encode("utf-8"))
            self._prune()
        except OSError:
            pass

    def _file(self, key: str) -> Path:
        assert self.folder is not None
        # Two keys with one name only take turns in it: the file holds its whole key.
        return self.folder / f"{crc(key.encode())}-{len(key)}.json"

    def _prune(self) -> None:
        """Keep the newest MAX_FILES placements."""
        assert self.folder is not None
        files = [e for e in os.scandir(self.folder) if e.name.endswith(".json") and e.is_file()]
        if len(files) <= MAX_FILES:
            return
        files.sort(key=lambda e: e.stat().st_mtime)
        for entry in files[: len(files) - MAX_FILES]:
            Path(entry.path).unlink(missing_ok=True)


def _placement(data: dict[str, Any], boxes: int, arrows: int) -> Placement | None:
    """The placement a file holds, when it is whole: a centre per box, bends or None per arrow."""
    centres, bends = data.get("centres"), data.get("bends")
    if not isinstance(centres, list) or len(centres) != boxes:
        return None
    if not isinstance(bends, list) or len(bends) != arrows:
        return None
    points = [_point(c) for c in centres]
    routes = [None if b is None else _points(b) for b in bends]
    if any(p is None for p in points) or any(r == [] for r in routes):
        return None
    return Placement([p for p in points if p is not None], routes)


def _points(value: Any) -> list[Point]:
    """A list of points; [] when the value is not one (so the caller can tell)."""
    if not isinstance(value, list) or not value:
        return []
    points = [_point(p) for p in value]
    return [p for p in points if p is not None] if all(p is not None for p in points) else []


def _point(value: Any) -> Point | None:
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)
    ):
        return float(value[0]), float(value[1])
    return None
