"""The first part of the start, before Qt is loaded: the settings, the game to restore and its
rule pack. PySide6's import hook reads the source of every module named in an import after it
(looking for "PySide6" in it), so the Qt-free core and the packs' modules are imported here,
first: it then reads only those a widget module imports from (docs/gui.md, third pass)."""

from __future__ import annotations

from pathlib import Path

from desktop.boot import stages
from desktop.core import paths
from desktop.core.messages import Said
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.paths import bundled_pack_dirs
from desktop.core.play import view_build as _view_build  # noqa: F401 - the controller's, imported before Qt (see above)
from desktop.core.store.game_library import IMPORT_MARKER, Library, read_info
from desktop.core.store.saves import SaveError, read_save
from desktop.core.values import Value
from desktop.ui.settings import Settings


class Prepared(Value, frozen=False):
    """What the start found before the window: settings, the library, the game to open and
    the packs loaded so far (only the game's, `first`, when there is one; see App.load_rest)."""

    settings: Settings
    settings_problem: Said | None
    library: Library
    restore: Path | None
    packs: dict[str, Pack]
    problems: list[Said]
    first: str | None


def prepare(fresh: bool = False, file: str | None = None) -> Prepared:
    """Settings, library and packs; `fresh` ignores the last game (self-test), `file` opens a
    game file or imports a JSON save."""
    settings, settings_problem = Settings.load()
    library = Library()
    # The first start of this version imports the JSON games of older ones (all packs needed);
    # the settings' last file then still names a JSON save, so the imported autosave is used.
    first_start = not fresh and not (paths.user_data_dir() / IMPORT_MARKER).exists()
    restore = None if fresh else Path(file) if file else _last_game(settings, first_start)
    # With a game to restore, only its pack is loaded before the first paint; the others
    # follow right after it (see App.load_rest), so the player sees the game sooner.
    first = _pack_of(restore) if restore is not None and not first_start else None
    packs, problems = load_all_packs(only={first} if first else None)
    if first and first not in packs:
        packs, problems = load_all_packs()
        first = None
    if first_start:
        problems += library.first_start_import(packs, extra=[Path(p) for p in settings.recent])
        restore = restore or library.imported_autosave
    stages.mark("pack")
    return Prepared(settings, settings_problem, library, restore, packs, problems, first)


def load_all_packs(
    only: set[str] | None = None, skip: set[str] | None = None
) -> tuple[dict[str, Pack], list[Said]]:
    """Bundled packs (all, `only` some, or all but `skip`) with the player's overlays; a pack
    that fails to load, even by raising, is named in the problems and the others still load."""
    packs: dict[str, Pack] = {}
    problems: list[Said] = []
    for folder in bundled_pack_dirs():
        if (only is not None and folder.name not in only) or (skip and folder.name in skip):
            continue
        try:
            pack, found = load_pack(folder, paths.overlays_dir())
        except Exception as exc:  # noqa: BLE001 - a broken pack must not stop the app
            problems.append(f"{folder}: cannot be loaded: {type(exc).__name__}: {exc}")
            continue
        problems.extend(found)
        if pack is not None and not found:
            packs[pack.id] = pack
            problems.extend(pack.overlay_problems)
    return packs, problems


def _last_game(settings: Settings, first_start: bool) -> Path | None:
    """The game open when the app was last closed (None: the welcome page was shown)."""
    if first_start or not settings.last_file:
        return None
    return Path(settings.last_file)


def _pack_of(save: Path) -> str | None:
    """The pack id a game file or JSON save needs (None when the file cannot tell)."""
    if save.suffix.lower() != ".json":
        info = read_info(save)
        return info.pack if info.problem is None else None
    try:
        return str(read_save(save)["pack"])
    except (SaveError, KeyError, TypeError):
        return None
