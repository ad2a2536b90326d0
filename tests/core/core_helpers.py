"""Helpers for core tests: load the tiny pack, make sessions."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from desktop.core.pack.pack_catalog import load_packs
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.play.session import Session

TINY = Path(__file__).resolve().parents[1] / "fixtures" / "packs" / "tiny"


def tiny_pack(overlay_dir: Path | None = None) -> Pack:
    pack, problems = load_pack(TINY, overlay_dir)
    assert pack is not None and not problems, problems
    return pack


def tiny_session(seed: int = 3, level: str = "easy") -> Session:
    session = Session(tiny_pack(), seed)
    session.add_bot("b1", {"name": "Red", "level": level})
    return session


@cache
def bundled_packs() -> dict[str, Pack]:
    """The bundled packs, loaded once for the tests that only read them."""
    packs, problems = load_packs()
    assert problems == [], problems
    return packs
