"""Values worked out once per object and kept while it lives: packs, charts and tables are
records that cannot be dictionary keys, so they are known by identity."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class PerObject(Generic[K, V]):
    """What `make` gave for each object, by identity; at most `limit` kept (objects are few: a
    pack's; tests load many copies, and a new copy of an object is another object)."""

    def __init__(self, make: Callable[[K], V], limit: int = 32) -> None:
        self._make, self._limit = make, limit
        # by id(): the object is kept beside its value, so its id is not reused meanwhile
        self._kept: dict[int, tuple[K, V]] = {}

    def __call__(self, key: K) -> V:
        known = self._kept.get(id(key))
        if known is not None and known[0] is key:
            return known[1]
        value = self._make(key)
        if len(self._kept) > self._limit:
            self._kept.clear()
        self._kept[id(key)] = (key, value)
        return value
