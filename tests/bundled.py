"""The bundled packs as the tests load them: each once per run, and only if it loads clean."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from desktop.core.pack.pack_loading import Pack, load_pack

RULES = Path(__file__).resolve().parents[1] / "rules"


@cache
def bundled_pack(pack_id: str) -> Pack:
    """The bundled pack `rules/<pack_id>`, loaded from its folder (other packs cannot break it)."""
    pack, problems = load_pack(RULES / pack_id)
    assert pack is not None and problems == [], problems
    return pack
