"""The installed rule packs: every bundled pack loaded, user overlays applied."""

from __future__ import annotations

from pathlib import Path

from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.paths import bundled_pack_dirs


def load_packs(
    root: Path | None = None, overlay_dir: Path | None = None
) -> tuple[dict[str, Pack], list[str]]:
    """Load every pack under `root`; returns usable packs and all problems (overlays' too)."""
    packs: dict[str, Pack] = {}
    problems: list[str] = []
    for folder in bundled_pack_dirs(root):
        pack, found = load_pack(folder, overlay_dir)
        problems.extend(found)
        if pack is not None and not found:
            packs[pack.id] = pack
            problems.extend(pack.overlay_problems)
    return packs, problems
