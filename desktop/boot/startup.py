"""Starting the window: application, theme, fonts, language, packs, the library (its one-time
import of older JSON games), the last game; the app's modes. Start-up never dies on a file's
content: a game that cannot be restored is named and left as it was, the welcome page shown."""

from __future__ import annotations

import gc
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from desktop import __version__
from desktop.boot import stages
from desktop.boot.catalogues import build_for_start
from desktop.boot.launch import Prepared, load_all_packs, prepare
from desktop.core import paths
from desktop.core.messages import Message, Said, render_plain
from desktop.ui.controller import GameController
from desktop.ui.language import LANGUAGES, LanguageService, install_fonts, render
from desktop.ui.translated_later import QT_TRANSLATE_NOOP
from desktop.ui.window.main_window import MainWindow
from desktop.ui.window.theme import apply_theme


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
        self.checks_prepared = False

    def load_rest(self) -> None:
        """Load the packs not needed for the restored game (right after the first paint)."""
        if not self.pending:
            return
        self.pending = False
        more, problems = load_all_packs(skip=set(self.controller.packs))
        self.controller.packs.update(more)
        self.finish_loading(problems)

    def prepare_checks(self) -> None:
        """Build the checks of the packs' profiles while the app is idle: the first step or setup
        that checks a profile would otherwise wait for pydantic to load and build them (≈ 100 ms)."""
        if self.checks_prepared:
            return
        self.checks_prepared = True
        from desktop.core.profile import profiles  # yaml and the profiles' files: not for the first paint

        profiles.prepare_checks(self.controller.packs.values())

    def finish_loading(self, problems: list[Said]) -> None:
        """All packs are in: show every problem found (non-blocking) and note what failed."""
        self.problems += problems
        overlay = {p for pack in self.controller.packs.values() for p in pack.overlay_problems}
        self.bundled_problems = [p for p in self.problems if p not in overlay]
        if not self.controller.packs:
            self.problems.append(Message("App", QT_TRANSLATE_NOOP("App", "No rule pack could be loaded.")))
        welcome = self.window.welcome_page.made()
        if welcome is not None:  # else it is made later, with the rule systems loaded by then
            welcome.refresh()
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
    return app


def set_window_icon(app: QApplication) -> None:
    """The app's icon on its windows (given once the window is drawn: loading the SVG icon engine
    would delay the first paint by a millisecond, and the window system takes a later icon)."""
    from PySide6.QtGui import QIcon  # named after the first paint: its enums' types cost a millisecond

    icon = paths.resources_dir() / "icons" / "botmat.svg"
    if app.windowIcon().isNull() and icon.exists():
        app.setWindowIcon(QIcon(str(icon)))


def build(fresh: bool = False, file: str | None = None, prepared: Prepared | None = None) -> App:
    """Build the app; `fresh` ignores the last game (self-test), `file` opens a game file or
    imports a JSON save; `prepared` is what `prepare` found before Qt was loaded (app.main)."""
    ready = prepared if prepared is not None else prepare(fresh, file)
    settings, problems = ready.settings, ready.problems
    qapp = application()
    apply_theme(qapp, settings.theme)
    install_fonts()
    built = build_for_start()  # a start from a fresh checkout: its catalogues are compiled first
    if built is not None:
        problems.append(built)
    language = LanguageService()
    wanted = LanguageService.initial(settings.language or None)
    language.set_language(wanted)
    if not settings.language:
        settings.language = language.current()  # the first start follows the system
        if not fresh:
            try:
                settings.save()
            except OSError:
                pass  # not fatal: the window reports settings problems when saving
    stages.mark("application")
    controller = GameController(ready.packs, library=ready.library)
    window = MainWindow(controller, language, settings)
    if settings.theme != "light":
        window.view_menu.set_theme(settings.theme)
    if ready.settings_problem:
        problems.append(ready.settings_problem)
    stages.mark("window")
    if ready.restore is not None:
        _restore(window, ready.restore)
    # The setting stays: the language comes back once it can be shown. Said below any news of
    # the game restored, which matters more.
    if language.current() != wanted:
        text = QT_TRANSLATE_NOOP("App", "{language} cannot be shown: its translation files are missing.")
        window.show_warning(Message("App", text, {"language": dict(LANGUAGES)[wanted]}))
    stages.mark("game")
    app = App(qapp, window, controller, language, problems, [], fresh)
    app.pending = ready.first is not None
    if not app.pending:
        app.finish_loading([])
    return app


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
    refusal = window.files.refused
    if refusal is not None:
        # Played in another window, or on a disk that cannot be written: the game is whole and
        # stays the one to resume (the other window, should it stop, is no reason to forget it).
        text = QT_TRANSLATE_NOOP(
            "App", "The last game was not opened here: {file} {reason}. It stays the game to resume."
        )
        window.show_warning(Message("App", text, {"file": path.name, "reason": refusal.reason}))
        return
    text = QT_TRANSLATE_NOOP(
        "App",
        "The last game could not be restored: {file}. It is left as it was; the problems window says why.",
    )
    window.show_warning(Message("App", text, {"file": path.name}))
    window.settings.last_file = ""
    window.save_settings()


SETTLE_AT_LATEST_MS = 2000


class _FirstPaint(QObject):
    """Notes the first paint of the window, then runs `then` once the paint is done."""

    def __init__(self, started: float, then: Callable[[], None]) -> None:
        super().__init__()
        self.started, self.then = started, then
        self.ms: float | None = None
        self.cpu_ms = 0.0  # the processor time this process took until then
        self.at = 0.0  # when (epoch seconds): a launcher measures from when it started the app

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.ms is None:
            stages.mark("paint")
            self.at = time.time()
            self.ms = (self.at - self.started) * 1000
            self.cpu_ms = time.process_time() * 1000
            QTimer.singleShot(0, self.then)
        return False


def _settle(app: App) -> None:
    """After the first paint: the other packs, the window's icon, and memory collection back on
    (see desktop.boot.app); then, once the events waiting meanwhile ran, the profiles' checks."""
    app.load_rest()
    set_window_icon(app.qapp)
    keep_for_good()
    gc.enable()
    QTimer.singleShot(0, app.prepare_checks)


def keep_for_good() -> None:
    """What the start made (the packs, the window, the last game: about 100,000 objects) lives
    as long as the app: set aside, so a full collection of cycles no longer walks it. Each walk
    halted the window 50-100 ms, every few hundred steps, later ones longer (docs/gui.md,
    "Collections of cycles"). The cost: cycles among these objects, should any become garbage
    (the first game's when another opens), are not freed until the app quits."""
    gc.freeze()


def run(
    self_test: bool = False,
    quit_after_paint: bool = False,
    file: str | None = None,
    started: float | None = None,
    geometry: tuple[int, int] | None = None,
    snapshot: str | None = None,
    demo_steps: int = 0,
    prepared: Prepared | None = None,
    table_display: str | None = None,
) -> int:
    """Run the app in one of its modes (`prepared`: see `build`; `table_display`: open the table
    display in that language); returns the exit code."""
    started = time.time() if started is None else started
    if self_test:
        return _self_test()
    if snapshot is not None:
        return _snapshot(file, Path(snapshot), geometry, demo_steps, table_display)
    app = build(file=file, prepared=prepared)
    if geometry is not None:
        app.window.resize(*geometry)
    if table_display is not None:
        app.window.table_display.open(table_display)

    def after_paint() -> None:
        _settle(app)
        if table_display is None:  # a display open at the last quit opens again
            app.window.table_display.reopen()

    # The rest (and a display to open again) follows once the window is drawn: a timer started
    # before the first paint could run first (the window system's expose event comes later) and
    # delay it.
    watcher = _FirstPaint(started, QApplication.quit if quit_after_paint else after_paint)
    app.window.installEventFilter(watcher)
    app.window.show()
    if not quit_after_paint:  # a window not drawn (say, started minimised) gets the rest too
        QTimer.singleShot(SETTLE_AT_LATEST_MS, after_paint)
    code = app.qapp.exec()
    app.window.removeEventFilter(watcher)
    if quit_after_paint:
        _settle(app)
        app.controller.close_file()
        figures = {
            "first_paint_ms": round(watcher.ms or -1, 1),
            "paint_at": watcher.at,
            "cpu_ms": round(watcher.cpu_ms, 1),
            "stages": stages.durations(started),
        }
        print(json.dumps(figures), flush=True)
        return 0 if watcher.ms is not None else 1
    app.controller.close_file()  # the window closed it already, unless the app quit otherwise
    return code


def _snapshot(
    file: str | None, out: Path, geometry: tuple[int, int] | None, demo_steps: int, table: str | None = None
) -> int:
    """Open a copy of FILE (nothing of the data folder written), play `demo_steps` steps, write
    OUT.png and OUT.json (see desktop/boot/snapshot.py), with `table` (a language) the table
    display's OUT-table.png and OUT-table.json too; print where they are; 0 when all were
    written."""
    import tempfile

    from desktop.boot.snapshot import TABLE_SIZE, open_copy, play_demo, write_snapshot, write_table_snapshot

    app = build(fresh=True)
    # The copy played here is not the player's game: the settings keep naming the last one.
    app.controller.session_replaced.disconnect(app.window.files._remember_game)
    failed: list[Said] = []
    app.controller.failed.connect(failed.append)
    scratch = tempfile.TemporaryDirectory(prefix="botmat-snapshot-")
    if file and not open_copy(app.controller, Path(file), Path(scratch.name)):
        error = render(failed[-1]) if failed else f"{file}: cannot be opened"
        print(json.dumps({"error": error}), file=sys.stderr)
        return 1
    if geometry is not None:
        app.window.resize(*geometry)
    app.window.show()
    display = app.window.table_display
    display.remember = False  # its language and place are this run's, not the player's
    if table is not None:
        display.open(table).resize(*TABLE_SIZE)  # open before the steps: it follows each
    taken = play_demo(app.controller, demo_steps)
    try:
        png, js = write_snapshot(app.qapp, app.window, out)
        report = {"png": str(png), "json": str(js), "demo_steps": taken}
        if table is not None and display.window is not None:
            tpng, tjs = write_table_snapshot(app.qapp, display.window, display.code(), out)
            report |= {"table_png": str(tpng), "table_json": str(tjs)}
    except OSError as exc:
        print(json.dumps({"error": str(exc)}), file=sys.stderr)
        return 1
    print(json.dumps(report), flush=True)
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
            if app.language.current() == code:  # a language the app cannot show is not switched to
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
