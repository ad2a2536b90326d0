"""Starting the window: application, theme, fonts, language, packs, the library (its one-time
import of older JSON games), the last game; the app's modes. Start-up never dies on a file's
content: a game that cannot be restored is named and left as it was, the welcome page shown."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from desktop import __version__
from desktop.core import paths
from desktop.core.library import IMPORT_MARKER, Library, read_info
from desktop.core.messages import Said, render_plain
from desktop.core.pack import Pack, bundled_pack_dirs, load_pack
from desktop.core.saves import SaveError, read_save
from desktop.ui.controller import GameController
from desktop.ui.language import LANGUAGES, LanguageService, install_fonts
from desktop.ui.main_window import MainWindow
from desktop.ui.settings import Settings
from desktop.ui.theme import apply_theme


class App:
    """The pieces of a running app, built in order by `build`."""

    def __init__(
        self,
        qapp: QApplication,
        window: MainWindow,
        controller: GameController,
        language: LanguageService,
        problems: list[Said],
        bundled_problems: list[Said],
        fresh: bool = False,
    ) -> None:
        self.qapp, self.window, self.controller = qapp, window, controller
        self.language, self.problems, self.bundled_problems = language, problems, bundled_problems
        self.fresh = fresh  # the self-test's state: no last game, nothing shown that it found
        self.pending = False

    def load_rest(self) -> None:
        """Load the packs not needed for the restored game (right after the first paint)."""
        if not self.pending:
            return
        self.pending = False
        more, problems = load_all_packs(skip=set(self.controller.packs))
        self.controller.packs.update(more)
        self.finish_loading(problems)

    def finish_loading(self, problems: list[Said]) -> None:
        """All packs are in: show every problem found (non-blocking) and note what failed."""
        self.problems += problems
        overlay = {p for pack in self.controller.packs.values() for p in pack.overlay_problems}
        self.bundled_problems = [p for p in self.problems if p not in overlay]
        if not self.controller.packs:
            self.problems.append(QCoreApplication.translate("App", "No rule pack could be loaded."))
        self.window.welcome.refresh()  # the rule systems now loaded
        if self.problems and not self.fresh:
            self.window.show_problems(self.problems)


def application() -> QApplication:
    """The one QApplication (created on first use)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Botmat")
    app.setApplicationVersion(__version__)
    icon = paths.resources_dir() / "icons" / "botmat.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def load_all_packs(
    only: set[str] | None = None, skip: set[str] | None = None
) -> tuple[dict[str, Pack], list[str]]:
    """Bundled packs (all, `only` some, or all but `skip`) with the player's overlays; a pack
    that fails to load, even by raising, is named in the problems and the others still load."""
    packs: dict[str, Pack] = {}
    problems: list[str] = []
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


def build(fresh: bool = False, file: str | None = None) -> App:
    """Build the app; `fresh` ignores the last game (self-test), `file` opens a game file or
    imports a JSON save."""
    qapp = application()
    settings, settings_problem = Settings.load()
    apply_theme(qapp, settings.theme)
    install_fonts()
    language = LanguageService()
    language.set_language(LanguageService.initial(settings.language or None))
    if not settings.language:
        settings.language = language.current()  # the first start follows the system
        if not fresh:
            try:
                settings.save()
            except OSError:
                pass  # not fatal: the window reports settings problems when saving
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
    controller = GameController(packs, library=library)
    window = MainWindow(controller, language, settings)
    if settings.theme != "light":
        window.set_theme(settings.theme)
    if settings_problem:
        problems.append(settings_problem)
    if restore is not None:
        _restore(window, restore)
    app = App(qapp, window, controller, language, problems, [], fresh)
    app.pending = first is not None
    if not app.pending:
        app.finish_loading([])
    return app


def _last_game(settings: Settings, first_start: bool) -> Path | None:
    """The game open when the app was last closed (None: the welcome page was shown)."""
    if first_start or not settings.last_file:
        return None
    return Path(settings.last_file)


def _restore(window: MainWindow, path: Path) -> None:
    """Open the last game; one that cannot be (damaged, gone, from a missing pack) is named and
    left as it was, and the welcome page stays."""
    try:
        ok = window.open_path(path)
    except Exception as exc:  # noqa: BLE001 - no file's content may stop the start
        window.show_problems([f"{path}: {type(exc).__name__}: {exc}"])
        ok = False
    if ok:
        return
    window.show_warning(
        QCoreApplication.translate(
            "App",
            "The last game could not be restored: {file}. It is left as it was; the problems window "
            "says why.",
        ).replace("{file}", path.name)
    )
    window.settings.last_file = ""
    window._save_settings()


def _pack_of(save: Path) -> str | None:
    """The pack id a game file or JSON save needs (None when the file cannot tell)."""
    if save.suffix.lower() != ".json":
        info = read_info(save)
        return info.pack if info.problem is None else None
    try:
        return str(read_save(save)["pack"])
    except (SaveError, KeyError, TypeError):
        return None


class _FirstPaint(QObject):
    """Notes the first paint of the window, then quits the app."""

    def __init__(self, started: float) -> None:
        super().__init__()
        self.started = started
        self.ms: float | None = None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.ms is None:
            self.ms = (time.time() - self.started) * 1000
            QTimer.singleShot(0, QApplication.quit)
        return False


def run(
    self_test: bool = False,
    quit_after_paint: bool = False,
    file: str | None = None,
    started: float | None = None,
    geometry: tuple[int, int] | None = None,
    snapshot: str | None = None,
    demo_steps: int = 0,
) -> int:
    """Run the app in one of its modes; returns the exit code."""
    started = time.time() if started is None else started
    if self_test:
        return _self_test()
    if snapshot is not None:
        return _snapshot(file, Path(snapshot), geometry, demo_steps)
    app = build(file=file)
    if geometry is not None:
        app.window.resize(*geometry)
    if quit_after_paint:
        watcher = _FirstPaint(started)
        app.window.installEventFilter(watcher)
        app.window.show()
        app.qapp.exec()
        app.load_rest()
        app.controller.close_file()
        print(json.dumps({"first_paint_ms": round(watcher.ms or -1, 1)}), flush=True)
        return 0 if watcher.ms is not None else 1
    app.window.show()
    QTimer.singleShot(0, app.load_rest)
    code = app.qapp.exec()
    app.controller.close_file()  # the window closed it already, unless the app quit otherwise
    return code


def _snapshot(file: str | None, out: Path, geometry: tuple[int, int] | None, demo_steps: int) -> int:
    """Open a copy of FILE (nothing of the data folder written), play `demo_steps` steps, write
    OUT.png and OUT.json (see desktop/ui/snapshot.py), print where they are; 0 when both were
    written."""
    import tempfile

    from desktop.ui.snapshot import open_copy, play_demo, write_snapshot

    app = build(fresh=True)
    # The copy played here is not the player's game: the settings keep naming the last one.
    app.controller.session_replaced.disconnect(app.window.files._remember_game)
    failed: list[str] = []
    app.controller.failed.connect(failed.append)
    scratch = tempfile.TemporaryDirectory(prefix="botmat-snapshot-")
    if file and not open_copy(app.controller, Path(file), Path(scratch.name)):
        print(json.dumps({"error": failed[-1] if failed else f"{file}: cannot be opened"}), file=sys.stderr)
        return 1
    if geometry is not None:
        app.window.resize(*geometry)
    app.window.show()
    taken = play_demo(app.controller, demo_steps)
    try:
        png, js = write_snapshot(app.qapp, app.window, out)
    except OSError as exc:
        print(json.dumps({"error": str(exc)}), file=sys.stderr)
        return 1
    print(json.dumps({"png": str(png), "json": str(js), "demo_steps": taken}), flush=True)
    app.window.hide()  # not closed: closing writes the window's place into the settings
    app.controller.close_game()
    scratch.cleanup()
    return 0


def _self_test() -> int:
    """Fresh window, all packs, every language; one JSON line; 0 when all of it worked."""
    try:
        app = build(fresh=True)
        app.window.show()
        app.qapp.processEvents()
        switched = []
        for code, _name in LANGUAGES:
            app.language.set_language(code)
            app.qapp.processEvents()
            if app.language.current() == code:
                switched.append(code)
        ok = (
            app.window.isVisible()
            and bool(app.controller.packs)
            and not app.bundled_problems
            and len(switched) == len(LANGUAGES)
        )
        print(
            json.dumps(
                {
                    "version": __version__,
                    "packs": sorted(app.controller.packs),
                    "languages": switched,
                    "window": app.window.isVisible(),
                    "problems": [render_plain(p) for p in app.problems],
                },
                ensure_ascii=False,
            ),
            flush=True,
        )
        app.window.close()
        return 0 if ok else 1
    except Exception as exc:  # noqa: BLE001 - a smoke test reports any failure as data
        print(
            json.dumps(
                {
                    "version": __version__,
                    "packs": [],
                    "languages": [],
                    "window": False,
                    "problems": [f"{type(exc).__name__}: {exc}"],
                }
            ),
            flush=True,
        )
        return 1
