"""Where the app finds its folders: its own files (rules, translations, resources) and the player's
data (saves, autosave, profiles, overlays, settings, cache)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP = "Botmat"


def app_root() -> Path:
    """The folder holding the app's own files (rules/, translations/, resources/): the source
    tree, or the bundle's folder in a frozen build. The one place that knows where they are."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parents[2]


def translations_dir() -> Path:
    """The compiled catalogues (.qm) and their sources (.ts)."""
    return app_root() / "translations"


def resources_dir() -> Path:
    """Icons and bundled fonts."""
    return app_root() / "resources"


def user_data_dir() -> Path:
    """The per-user data folder (BOTMAT_DATA_DIR overrides it, for tests and portable use)."""
    override = os.environ.get("BOTMAT_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    """Saved games."""
    return _sub("saves")


def games_dir() -> Path:
    """The game library: one `<title>.botmat` file per game."""
    return _sub("games")


def trash_dir() -> Path:
    """Deleted games, kept 30 days before they are purged."""
    return _sub("trash")


def autosave_path() -> Path:
    """The autosave written after every step."""
    return _sub("saves") / "autosave.botmat.json"


def overlays_dir() -> Path:
    """User rule overlays: overlays/<pack>/charts/*.yaml and overlays/<pack>/tables/*.yaml."""
    return _sub("overlays")


def profiles_dir(pack_id: str, kind: str) -> Path:
    """Profiles a player filled for a pack (per-faction data sheets)."""
    return _sub(f"profiles/{pack_id}/{kind}")


def _sub(name: str) -> Path:
    path = user_data_dir() / name
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """Data Botmat can rebuild at any time (parsed rule packs); BOTMAT_CACHE_DIR overrides it."""
    override = os.environ.get("BOTMAT_CACHE_DIR")
    path = Path(override) if override else Path(platformdirs.user_cache_dir(APP, appauthor=False))
    return path


def bundled_rules_dir() -> Path:
    """The folder holding the bundled packs (next to the source tree, or in a frozen build)."""
    override = os.environ.get("BOTMAT_RULES_DIR")  # tests and pack authors point elsewhere
    if override:
        return Path(override)
    return app_root() / "rules"


def bundled_pack_dirs(root: Path | None = None) -> list[Path]:
    """Every folder under rules/ that holds a pack.yaml."""
    root = root or bundled_rules_dir()
    return sorted(p.parent for p in root.glob("*/pack.yaml"))
