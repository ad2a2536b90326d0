"""Starting the window: application, theme, fonts, language, packs, last game; the app's modes."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from desktop import __version__
from desktop.core import paths
from desktop.core.pack import Pack, bundled_pack_dirs, load_pack
from desktop.ui.controller import GameController
from desktop.ui.language import LANGUAGES, LanguageService, install_fonts
from desktop.ui.main_window import MainWindow
from desktop.ui.settings import Settings
from desktop.ui.theme import apply_theme


class App:
    """The pieces of a running app, built in order by `build`."""

    def __init__(self, qapp: QApplication, window: MainWindow, controller: GameController,
                 language: LanguageService, problems: list[str], bundled_problems: list[str]
                 ) -> None:
        self.qapp, self.window, self.controller = qapp, window, controller
        self.language, self.problems, self.bundled_problems = language, problems, bundled_problems


def application() -> QApplication:
    """The one QApplication (created on first use)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Botmat")
    app.setApplicationVersion(__version__)
    return app


def load_all_packs() -> tuple[dict[str, Pack], list[str]]:
    """Every bundled pack with the player's overlays; a pack that fails to load, even by
    raising, is named in the problems and the others still load (the window must open)."""
    packs: dict[str, Pack] = {}
    problems: list[str] = []
    for folder in bundled_pack_dirs():
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
    """Build the app; `fresh` ignores the last game (self-test), `file` opens a save."""
    qapp = application()
    settings, settings_problem = Settings.load()
    apply_theme(qapp, settings.theme)
    install_fonts()
    language = LanguageService()
    language.set_language(LanguageService.initial(settings.language or None))
    if not settings.language:
        settings.language = language.current()   # the first start follows the system
    packs, problems = load_all_packs()
    overlay = {p for pack in packs.values() for p in pack.overlay_problems}
    bundled = [p for p in problems if p not in overlay]
    controller = GameController(packs)
    if fresh:
        controller.autosave_enabled = False
    window = MainWindow(controller, language, settings)
    window.set_theme(settings.theme) if settings.theme != "light" else None
    shown = problems + ([settings_problem] if settings_problem else [])
    if not packs:
        shown.append(window.tr("No rule pack could be loaded."))
    if not fresh:
        if file:
            window.open_path(Path(file))
        elif paths.autosave_path().exists():
            window.open_path(paths.autosave_path())
    if shown and not fresh:
        window.show_problems(shown)
    return App(qapp, window, controller, language, shown, bundled)


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


def run(self_test: bool = False, quit_after_paint: bool = False, file: str | None = None,
        started: float | None = None) -> int:
    """Run the app in one of its modes; returns the exit code."""
    started = time.time() if started is None else started
    if self_test:
        return _self_test()
    app = build(file=file)
    if quit_after_paint:
        watcher = _FirstPaint(started)
        app.window.installEventFilter(watcher)
        app.window.show()
        app.qapp.exec()
        print(json.dumps({"first_paint_ms": round(watcher.ms or -1, 1)}), flush=True)
        return 0 if watcher.ms is not None else 1
    app.window.show()
    return app.qapp.exec()


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
        ok = app.window.isVisible() and bool(app.controller.packs) and not app.bundled_problems \
            and len(switched) == len(LANGUAGES)
        print(json.dumps({"version": __version__, "packs": sorted(app.controller.packs),
                          "languages": switched, "window": app.window.isVisible(),
                          "problems": app.problems}, ensure_ascii=False), flush=True)
        app.window.close()
        return 0 if ok else 1
    except Exception as exc:  # noqa: BLE001 - a smoke test reports any failure as data
        print(json.dumps({"version": __version__, "packs": [], "languages": [], "window": False,
                          "problems": [f"{type(exc).__name__}: {exc}"]}), flush=True)
        return 1
