"""View → Table display: opens and closes the second window, hands it every view the controller
emits (the same frame as the main window), and keeps its settings: its own language, the screen
it is on, full screen (F11) or a window, and its place."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from desktop.core.play.view import GameView
from desktop.ui.controller import GameController
from desktop.ui.language import LANGUAGES, LanguageService
from desktop.ui.settings import Settings
from desktop.ui.table.tongue import Tongue, tongue_for
from desktop.ui.translated_later import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the display's window (and html, its facts, its words) only once it is opened
    from desktop.ui.table.table_window import TableWindow

CONTEXT = "TableDisplay"
SAME = QT_TRANSLATE_NOOP("TableDisplay", "As the main window")


class TableDisplay(QObject):
    """The table display of one main window (`host`): made when first opened, then shown and
    hidden; `save` writes the settings."""

    def __init__(
        self,
        host: QWidget,
        controller: GameController,
        language: LanguageService,
        settings: Settings,
        save: Callable[[], None],
    ) -> None:
        super().__init__(host)
        self.host, self.controller, self.language = host, controller, language
        self.settings, self.save = settings, save
        self.window: TableWindow | None = None
        self.toggle_action: QAction | None = None
        self.language_menu: QMenu | None = None
        self.remember = True  # False in snapshot mode: nothing of it is written
        self.forced = ""  # a language given for this run only (--table-display LANG)
        self.quitting = False  # the main window closes: the display goes with it, to come back
        controller.view_changed.connect(self.show_view)
        controller.session_replaced.connect(lambda: self.show_view(controller.view))
        language.changed.connect(self._app_language_changed)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenRemoved.connect(self._screen_removed)

    def attach(self, toggle: QAction, languages: QMenu) -> None:
        """The View menu's entries: the check mark follows the window, the languages are listed."""
        self.toggle_action, self.language_menu = toggle, languages

    # ---- language ------------------------------------------------------------------------
    def code(self) -> str:
        """The display's language: its own, else the main window's."""
        own = self.forced or self.settings.table_language
        return own if own in dict(LANGUAGES) else self.language.current()

    def tongue(self) -> Tongue:
        """The display's texts' language."""
        code = self.code()
        return tongue_for(code, self.language.catalogues(code))

    def set_language(self, code: str) -> None:
        """The display's own language ("" follows the main window's); remembered."""
        self.forced = ""
        self.settings.table_language = code if code in dict(LANGUAGES) else ""
        self._save()
        if self.window is not None:
            self.window.set_tongue(self.tongue(), self.controller.view)

    def _app_language_changed(self, _code: str) -> None:
        if self.window is not None and not (self.forced or self.settings.table_language):
            self.window.set_tongue(self.tongue(), self.controller.view)

    def fill_languages(self) -> None:
        """View → Table display language: the main window's (in its words), or one of its own
        (each language named in itself), filled as the menu opens."""
        menu = self.language_menu
        if menu is None:
            return
        menu.clear()
        group = QActionGroup(menu)
        own = self.settings.table_language
        choices = [("", QCoreApplication.translate(CONTEXT, SAME))] + list(LANGUAGES)
        for code, name in choices:
            action = menu.addAction(name)
            action.setObjectName(f"tableLang:{code or 'same'}")
            action.setCheckable(True)
            action.setChecked(code == own)
            group.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))

    # ---- showing -------------------------------------------------------------------------
    @property
    def shown(self) -> bool:
        """Whether the display is open."""
        return self.window is not None and self.window.isVisible()

    def set_shown(self, on: bool) -> None:
        """View → Table display: open or close it."""
        if on:
            self.open()
        elif self.window is not None:
            self.window.close()

    def open(self, language: str = "") -> TableWindow:
        """Open the display (on its remembered screen, full screen when it was); `language` is
        one for this run only."""
        if language:
            self.forced = language if language in dict(LANGUAGES) else ""
        window = self.window
        if window is None:
            from desktop.ui.table.table_window import TableWindow  # not needed for the first paint

            window = self.window = TableWindow(self.tongue(), self.host)
            window.closed.connect(self._closed)
        else:
            window.set_tongue(self.tongue(), self.controller.view)
        if not window.isVisible():
            active = QApplication.activeWindow()
            window.keyboard_owner = active if active is not None and active is not window else self.host
            self._place(window)
        window.show_view(self.controller.view, force=True)
        self._checked(True)
        return window

    def _place(self, window: TableWindow) -> None:
        """Where it was: its remembered place and screen; a window on the main window's screen
        when that screen is gone."""
        settings = self.settings
        if settings.table_geometry:
            window.restoreGeometry(QByteArray.fromBase64(settings.table_geometry.encode()))
        screen = next((s for s in QGuiApplication.screens() if s.name() == settings.table_screen), None)
        if screen is None or not settings.table_full:
            if screen is None and settings.table_screen:  # that screen is gone: a window here
                self._into(window, self.host.screen())
            window.showNormal()
            return
        self._full_on(window, screen)

    @staticmethod
    def _into(window: TableWindow, screen: QScreen | None) -> None:
        """Move the window wholly into a screen's room."""
        if screen is None:
            return
        room = screen.availableGeometry()
        size = window.size().boundedTo(room.size())
        window.setGeometry(room.x() + (room.width() - size.width()) // 2, room.y() + 40, *size.toTuple())

    def _full_on(self, window: TableWindow, screen: QScreen) -> None:
        """Full screen on `screen`."""
        handle = window.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
        window.setGeometry(screen.geometry())
        # not showFullScreen(): it activates the window, and the keyboard stays the main window's
        window.setWindowState(window.windowState() | Qt.WindowState.WindowFullScreen)
        window.show()

    def full_screen(self) -> None:
        """F11: the display full screen on the screen it is on, or a window again; a closed
        display opens full screen."""
        window = self.window
        if window is None or not window.isVisible():
            window = self.open()
            if window.isFullScreen():
                return
        if window.isFullScreen():
            window.showNormal()
        else:
            screen = window.screen() or self.host.screen()
            if screen is not None:
                self._full_on(window, screen)
        self._remember(window)

    def _screen_removed(self, screen: QScreen) -> None:
        """The display's screen was unplugged: a window on the main window's screen."""
        window = self.window
        if window is None or not window.isVisible() or window.screen() not in (screen, None):
            return
        window.showNormal()
        # after Qt moved it to a screen that is still there
        QTimer.singleShot(0, window, lambda: self._into(window, self.host.screen()))

    def show_view(self, view: GameView) -> None:
        """Draw a view the controller emitted (nothing while the display is closed)."""
        if self.window is not None and self.window.isVisible():
            self.window.show_view(view)

    # ---- remembering ---------------------------------------------------------------------
    def _remember(self, window: TableWindow) -> None:
        """Its screen, full screen or not, and its place as a window."""
        screen = window.screen()
        self.settings.table_screen = screen.name() if screen is not None else ""
        self.settings.table_full = window.isFullScreen()
        self.settings.table_geometry = bytes(window.saveGeometry().toBase64().data()).decode()
        self._save()

    def _closed(self) -> None:
        # closed by the player: it stays closed; closed with the app: it opens at the next start
        self.settings.table_open = self.quitting
        if self.window is not None:
            self._remember(self.window)
        self._checked(False)
        if not self.quitting:
            QTimer.singleShot(0, self.host, self._keys_back)

    def _keys_back(self) -> None:
        # The display never keeps the keyboard; without a window manager to pick the next window
        # (or one that picks none), closing it left no window active and the step's keys unheard.
        if QApplication.activeWindow() is None and self.host.isVisible():
            self.host.activateWindow()

    def _checked(self, on: bool) -> None:
        action = self.toggle_action
        if action is not None and action.isChecked() != on:
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)

    def host_closing(self) -> None:
        """The main window closes: the display closes with it (its settings kept)."""
        if self.shown and self.window is not None:
            self.quitting = True
            self.window.close()

    def reopen(self) -> None:
        """At start: open it again when it was open as the app was last closed."""
        if self.settings.table_open and not self.shown:
            self.open()

    def _save(self) -> None:
        if self.remember:
            self.save()
