"""The main window: bot panels, flowchart, step panel, turn log, menus; refreshed by the controller."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import __version__
from desktop.core import paths
from desktop.core.messages import Message
from desktop.ui.bot_panel import BotPanel, mnemonic_safe
from desktop.ui.controller import GameController
from desktop.ui.flowchart import FlowchartView
from desktop.ui.language import LANGUAGES, LanguageService, render
from desktop.ui.log_view import LogView
from desktop.ui.settings import TEXT_SIZES, Settings
from desktop.ui.step_panel import StepPanel
from desktop.ui.theme import apply_theme

if TYPE_CHECKING:  # the dialogs are imported when first opened: a faster first paint
    from desktop.ui.new_game import NewGameDialog
    from desktop.ui.realm_editor import RealmEditor


class ProblemsDialog(QDialog):
    """A non-blocking list of problems (broken save, overlay, profile), each naming its file."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problemsDialog")
        self.setModal(False)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(640, 300)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Problems"))
        self.intro.setText(
            self.tr("These files could not be used. Everything else works; the bundled rules stay in force.")
        )
        self.close_button.setText(self.tr("Close"))

    def add(self, lines: list[str]) -> None:
        """Add problems and show the dialog without blocking the window."""
        for line in lines:
            self.text.appendPlainText(line)
        self.show()
        self.raise_()


class SharedBar(QWidget):
    """Shared game facts (Age, Round) shown and changed as undoable events."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(4, 0, 4, 0)
        self.items: dict[str, tuple[QLabel, QSpinBox]] = {}

    def rebuild(self) -> None:
        """One spin box per whole-number fact of the current pack."""
        while self.layout_.count():
            item = self.layout_.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.items = {}
        pack = self.controller.pack
        if pack is None:
            return
        for name, fact in pack.meta.shared.items():
            if isinstance(fact.default, int) and not isinstance(fact.default, bool):
                label, spin = QLabel(), QSpinBox()
                spin.setObjectName(f"shared:{name}")
                spin.setRange(
                    fact.min if fact.min is not None else 0, fact.max if fact.max is not None else 99
                )
                spin.setKeyboardTracking(False)
                spin.valueChanged.connect(lambda v, n=name: self._changed(n, v))
                self.layout_.addWidget(label)
                self.layout_.addWidget(spin)
                self.items[name] = (label, spin)
        self.layout_.addStretch(1)
        self.retranslate_ui()

    def _changed(self, name: str, value: int) -> None:
        session = self.controller.session
        if session is not None and session.world["shared"].get(name) != value:
            self.controller.set_shared(name, value)

    def retranslate_ui(self) -> None:
        """Labels in the current language."""
        pack = self.controller.pack
        if pack is None:
            return
        for name, (label, _spin) in self.items.items():
            label.setText(render(Message(pack.id, pack.meta.shared[name].label)) + ":")
        self.refresh()

    def refresh(self) -> None:
        """Show the facts' values."""
        session = self.controller.session
        if session is None:
            return
        for name, (_label, spin) in self.items.items():
            value = session.world["shared"].get(name)
            if isinstance(value, int) and spin.value() != value:
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)


class MainWindow(QMainWindow):
    """The window a player sees; every change goes through the controller."""

    def __init__(
        self,
        controller: GameController,
        language: LanguageService,
        settings: Settings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.language = language
        self.settings = settings
        self.setObjectName("mainWindow")
        self.bot_panels: dict[str, BotPanel] = {}
        self.new_game_dialog: NewGameDialog | None = None
        self.realm_editor: RealmEditor | None = None
        self.problems = ProblemsDialog(self)
        self.info_box: QMessageBox | None = None

        # ---- widgets -----------------------------------------------------------------------
        self.message = QLabel()
        self.message.setObjectName("messageBar")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("background: #fee2e2; color: #7f1d1d; padding: 6px;")
        self.message.hide()
        self.shared_bar = SharedBar(controller)
        self.bot_tabs = QTabWidget()
        self.bot_tabs.setObjectName("botTabs")
        self.bot_tabs.currentChanged.connect(self._tab_changed)
        self.flowchart = FlowchartView()
        self.flowchart.setObjectName("flowchart")
        self.flowchart.node_activated.connect(self._node_clicked)
        self.node_info = QLabel()
        self.node_info.setObjectName("nodeInfo")
        self.node_info.setWordWrap(True)
        self.node_info.setTextFormat(Qt.TextFormat.PlainText)
        self.step_panel = StepPanel(controller)
        self.log_view = LogView(controller)
        center_top = QWidget()
        ct = QVBoxLayout(center_top)
        ct.setContentsMargins(0, 0, 0, 0)
        ct.addWidget(self.flowchart, 1)
        ct.addWidget(self.node_info)
        self.center = QSplitter(Qt.Orientation.Vertical)
        self.center.addWidget(center_top)
        self.center.addWidget(self.step_panel)
        self.center.setStretchFactor(0, 3)
        self.center.setStretchFactor(1, 2)
        self.center.setSizes([520, 320])
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.bot_tabs)
        self.splitter.addWidget(self.center)
        self.splitter.addWidget(self.log_view)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 4)
        self.splitter.setStretchFactor(2, 2)
        self.splitter.setSizes([430, 640, 330])
        game = QWidget()
        gl = QVBoxLayout(game)
        gl.setContentsMargins(4, 4, 4, 4)
        gl.addWidget(self.shared_bar)
        gl.addWidget(self.splitter, 1)

        self.welcome = QWidget()
        self.welcome.setObjectName("welcome")
        self.welcome_title = QLabel()
        self.welcome_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        self.welcome_title.setFont(font)
        self.welcome_new = QPushButton()
        self.welcome_new.setObjectName("welcomeNew")
        self.welcome_resume = QPushButton()
        self.welcome_resume.setObjectName("welcomeResume")
        self.welcome_open = QPushButton()
        for b in (self.welcome_new, self.welcome_resume, self.welcome_open):
            b.setMinimumHeight(44)
        self.welcome_new.clicked.connect(self.new_game)
        self.welcome_resume.clicked.connect(self.resume)
        self.welcome_open.clicked.connect(self.open_dialog)
        wl = QVBoxLayout(self.welcome)
        wl.addStretch(1)
        wl.addWidget(self.welcome_title)
        for b in (self.welcome_new, self.welcome_resume, self.welcome_open):
            wl.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        wl.addStretch(2)

        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.stack.addWidget(game)
        outer = QWidget()
        ol = QVBoxLayout(outer)
        ol.setContentsMargins(0, 0, 0, 0)
        ol.addWidget(self.message)
        ol.addWidget(self.stack, 1)
        self.setCentralWidget(outer)

        self._build_menus()
        controller.changed.connect(self.refresh)
        controller.changed.connect(self.message.hide)  # an accepted step clears old news
        controller.session_replaced.connect(self.rebuild)
        controller.active_bot_changed.connect(self._active_changed)
        controller.failed.connect(self.show_message)
        controller.warned.connect(self.show_warning)
        language.changed.connect(self._language_changed)

        self.resize(1400, 860)
        if settings.geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode()))
        self.set_text_size(settings.text_size, save=False)
        self.retranslate_ui()
        self.rebuild()

    # ---- menus ---------------------------------------------------------------------------
    def _action(self, menu: QMenu, slot: Any, keys: Any = None, name: str = "") -> QAction:
        action = QAction(self)
        if name:
            action.setObjectName(name)
        if keys is not None:
            action.setShortcuts(keys if isinstance(keys, list) else [keys])
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.edit_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.language_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        m = self.game_menu
        self.act_new = self._action(m, self.new_game, QKeySequence.StandardKey.New, "actNew")
        self.act_open = self._action(m, self.open_dialog, QKeySequence.StandardKey.Open)
        self.act_resume = self._action(m, self.resume, name="actResume")
        self.recent_menu = m.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        m.addSeparator()
        self.act_save = self._action(m, self.save, QKeySequence.StandardKey.Save, "actSave")
        self.act_save_as = self._action(m, self.save_as_dialog, QKeySequence.StandardKey.SaveAs)
        m.addSeparator()
        self.act_profiles = self._action(m, self.edit_profiles, name="actProfiles")
        m.addSeparator()
        self.act_quit = self._action(m, self.close, QKeySequence.StandardKey.Quit)
        e = self.edit_menu
        self.act_undo = self._action(e, self.controller.undo, [QKeySequence("Ctrl+Z")], "actUndo")
        self.act_redo = self._action(
            e, self.controller.redo, [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")], "actRedo"
        )
        v = self.view_menu
        self.act_zoom_in = self._action(
            v, lambda: self.flowchart.zoom_by(1.25), [QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")]
        )
        self.act_zoom_out = self._action(v, lambda: self.flowchart.zoom_by(0.8), [QKeySequence("Ctrl+-")])
        self.act_fit = self._action(v, self.flowchart.fit, [QKeySequence("Ctrl+0")])
        self.act_follow = self._action(v, self._toggle_follow)
        self.act_follow.setCheckable(True)
        self.act_follow.setChecked(True)
        v.addSeparator()
        self.act_bigger = self._action(v, lambda: self.step_text_size(1), [QKeySequence("Ctrl+Shift+=")])
        self.act_smaller = self._action(v, lambda: self.step_text_size(-1), [QKeySequence("Ctrl+Shift+-")])
        v.addSeparator()
        self.theme_group = QActionGroup(self)
        self.act_light = self._action(v, lambda: self.set_theme("light"))
        self.act_dark = self._action(v, lambda: self.set_theme("dark"), name="actDark")
        for act in (self.act_light, self.act_dark):
            act.setCheckable(True)
            self.theme_group.addAction(act)
        (self.act_dark if self.settings.theme == "dark" else self.act_light).setChecked(True)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES:
            act = self._action(
                self.language_menu, lambda _=False, c=code: self.set_language(c), name=f"lang_{code}"
            )
            act.setText(name)  # each language is named in itself, never translated
            act.setCheckable(True)
            self.language_group.addAction(act)
            self.language_actions[code] = act
        h = self.help_menu
        self.act_step_rules = self._action(h, self.show_step_rules, [QKeySequence("F1")])
        self.act_keys = self._action(h, self.show_shortcuts)
        self.act_about = self._action(h, self.show_about)

    def retranslate_ui(self) -> None:
        """Every text of the window and its parts in the current language."""
        tr = self.tr
        self.game_menu.setTitle(tr("&Game"))
        self.edit_menu.setTitle(tr("&Edit"))
        self.view_menu.setTitle(tr("&View"))
        self.language_menu.setTitle(tr("&Language"))
        self.help_menu.setTitle(tr("&Help"))
        self.act_new.setText(tr("&New game…"))
        self.act_open.setText(tr("&Open…"))
        self.act_resume.setText(tr("&Resume last game"))
        self.recent_menu.setTitle(tr("Recent games"))
        self.act_save.setText(tr("&Save"))
        self.act_save_as.setText(tr("Save &as…"))
        self.act_profiles.setText(tr("Realm &profiles…"))
        self.act_quit.setText(tr("&Quit"))
        self.act_undo.setText(tr("&Undo"))
        self.act_redo.setText(tr("&Redo"))
        self.act_zoom_in.setText(tr("Zoom &in"))
        self.act_zoom_out.setText(tr("Zoom &out"))
        self.act_fit.setText(tr("&Fit chart"))
        self.act_follow.setText(tr("Follow the current step"))
        self.act_bigger.setText(tr("Larger text"))
        self.act_smaller.setText(tr("Smaller text"))
        self.act_light.setText(tr("Light theme"))
        self.act_dark.setText(tr("Dark theme"))
        self.act_step_rules.setText(tr("Rules of this step"))
        self.act_keys.setText(tr("Keyboard shortcuts"))
        self.act_about.setText(tr("About Botmat"))
        self.welcome_title.setText(tr("Botmat runs the bots at your table."))
        self.welcome_new.setText(tr("New game"))
        self.welcome_resume.setText(tr("Resume last game"))
        self.welcome_open.setText(tr("Open a saved game…"))
        for code, act in self.language_actions.items():
            act.setChecked(code == self.language.current())
        self.step_panel.retranslate_ui()
        self.log_view.retranslate_ui()
        self.flowchart.retranslate_ui()
        self.shared_bar.retranslate_ui()
        self.problems.retranslate_ui()
        for panel in self.bot_panels.values():
            panel.retranslate_ui()
        for dialog in (self.new_game_dialog, self.realm_editor):
            if dialog is not None:
                dialog.retranslate_ui()
        self._update_titles()

    def _language_changed(self, code: str) -> None:
        self.flowchart.set_language(code)
        session = self.controller.session
        if session is not None:  # the other charts' texts changed too: lay them out again
            self.flowchart.prebuild(
                session.pack, [tuple(session.world["meta"][b].get("variants", ())) for b in session.bot_ids]
            )
        self.retranslate_ui()
        self.refresh()

    def set_language(self, code: str) -> None:
        """Switch the language live and remember it."""
        self.settings.language = code
        self._save_settings()
        self.language.set_language(code)

    # ---- game life -----------------------------------------------------------------------
    def rebuild(self) -> None:
        """A game was opened or started: one panel per bot, shared bar, log filter."""
        session = self.controller.session
        self.bot_tabs.blockSignals(True)
        self.bot_tabs.clear()
        for panel in self.bot_panels.values():
            panel.deleteLater()
        self.bot_panels = {}
        if session is not None:
            for bot in session.bot_ids:
                panel = BotPanel(self.controller, bot)
                panel.setObjectName(f"botPanel:{bot}")
                panel.set_text_size(self.settings.text_size)
                self.bot_panels[bot] = panel
                self.bot_tabs.addTab(panel, mnemonic_safe(session.bot_name(bot)))
        self.bot_tabs.blockSignals(False)
        self.flowchart.clear_cache()
        if session is not None:
            self.flowchart.prebuild(
                session.pack, [tuple(session.world["meta"][b].get("variants", ())) for b in session.bot_ids]
            )
        self.shared_bar.rebuild()
        self.log_view.rebuild_filter()
        self.stack.setCurrentIndex(1 if session is not None else 0)
        self.welcome_resume.setEnabled(paths.autosave_path().exists())
        self._active_changed(self.controller.active_bot)
        self.refresh()

    def refresh(self) -> None:
        """Show the state after a change (this runs after every step: keep it cheap)."""
        c = self.controller
        session = c.session
        self.step_panel.refresh()
        self.log_view.refresh()
        self.shared_bar.refresh()
        for panel in self.bot_panels.values():
            panel.refresh()
        self.act_undo.setEnabled(bool(session and session.can_undo()))
        self.act_redo.setEnabled(bool(session and session.can_redo()))
        for act in (self.act_save, self.act_save_as):
            act.setEnabled(session is not None)
        self._update_titles()
        if session is None or not c.active_bot:
            self.flowchart.show_nothing()
            return
        variants = tuple(session.world["meta"][c.active_bot].get("variants", ()))
        step = c.step()
        if step is not None:
            path = [n for ch, n in session.path(c.active_bot) if ch == step.chart]
            self.flowchart.show_chart(session.pack, step.chart, variants, step.node, path)
            return
        finished = c.finished.get(c.active_bot)
        if finished:  # the run just ended: where it ended, with the way it went
            chart, last = finished[-1]
            path = [n for ch, n in finished if ch == chart]
            self.flowchart.show_chart(session.pack, chart, variants, None, path, focus=last)
        else:
            self.flowchart.show_chart(session.pack, session.pack.meta.entry, variants, None, [])

    def _update_titles(self) -> None:
        c = self.controller
        session = c.session
        title = "Botmat"
        if session is not None:
            title = f"{render(Message(session.pack.id, session.pack.meta.name))} — Botmat"
            if c.file is not None:
                title = f"{c.file.name} — {title}"
            for i, bot in enumerate(session.bot_ids):
                if i < self.bot_tabs.count():
                    name = session.bot_name(bot)
                    mark = "▶ " if bot == c.active_bot else ""
                    run = " •" if session.running(bot) else ""
                    text = mnemonic_safe(f"{mark}{name}{run}")
                    if self.bot_tabs.tabText(i) != text:
                        self.bot_tabs.setTabText(i, text)
        self.setWindowTitle(title)

    def _tab_changed(self, index: int) -> None:
        session = self.controller.session
        if session is not None and 0 <= index < len(session.bot_ids):
            self.controller.set_active_bot(session.bot_ids[index])

    def _active_changed(self, bot: str) -> None:
        session = self.controller.session
        if session is not None and bot in session.bot_ids:
            idx = session.bot_ids.index(bot)
            if self.bot_tabs.currentIndex() != idx:
                self.bot_tabs.setCurrentIndex(idx)

    # ---- messages ------------------------------------------------------------------------
    def show_message(self, text: str) -> None:
        """A refused input: say why, in a bar that never blocks the turn."""
        self.message.setText(self.tr("Not accepted: {reason}").replace("{reason}", text))
        self.message.show()

    def show_warning(self, text: str) -> None:
        """Something to know that did not stop anything."""
        self.message.setText(text)
        self.message.show()

    def show_problems(self, lines: list[str]) -> None:
        """Files that could not be used (saves, overlays, profiles): a non-blocking dialog."""
        if lines:
            self.problems.add(lines)

    def _node_clicked(self, chart: str, node: str) -> None:
        scene = self.flowchart.current_scene()
        item = scene.nodes.get(node) if scene else None
        if item is not None:
            self.node_info.setText(item.toolTip())

    # ---- commands ------------------------------------------------------------------------
    def new_game(self) -> NewGameDialog:
        """Open the New game dialog (non-blocking); the game starts when it is accepted."""
        if not self.controller.packs:
            self.show_message(self.tr("No rule pack is installed."))
        from desktop.ui.new_game import NewGameDialog

        if self.new_game_dialog is not None:
            self.new_game_dialog.deleteLater()
        dialog = NewGameDialog(self.controller.packs, self)
        if self.controller.pack is not None:
            dialog.select_pack(self.controller.pack.id)
        dialog.chosen.connect(self._start_new)
        dialog.edit_profiles.connect(self.edit_profiles)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def _start_new(self, pack_id: str, bots: list[Any], shared: dict[str, Any]) -> None:
        self.message.hide()
        self.controller.new_game(pack_id, bots, shared)

    def edit_profiles(self, pack_id: str | bool = "") -> RealmEditor | None:
        """Open the Realm profile editor for a pack with profiles (EU)."""
        packs = self.controller.packs
        pack = packs.get(pack_id) if isinstance(pack_id, str) and pack_id else None
        if pack is None:
            current = self.controller.pack
            pack = (
                current
                if current is not None and current.meta.profiles
                else next((p for p in packs.values() if "realm" in p.meta.profiles), None)
            )
        if pack is None or "realm" not in pack.meta.profiles:
            self.show_message(self.tr("No installed rule pack uses Realm profiles."))
            return None
        from desktop.ui.realm_editor import RealmEditor

        if self.realm_editor is not None:
            self.realm_editor.deleteLater()
        editor = RealmEditor(pack, "realm", self)
        if self.new_game_dialog is not None:
            editor.saved.connect(lambda _p: self.new_game_dialog and self.new_game_dialog.refresh_profiles())
        self.realm_editor = editor
        editor.show()
        return editor

    def resume(self) -> bool:
        """Open the autosave."""
        if not paths.autosave_path().exists():
            self.show_message(self.tr("There is no last game to resume."))
            return False
        return self.open_path(paths.autosave_path())

    def open_path(self, path: Path) -> bool:
        """Open a save file; a broken one is named in a dialog and the current game stays."""
        failed: list[str] = []
        self.controller.failed.connect(failed.append)
        try:
            ok = self.controller.open_game(path)
        finally:
            self.controller.failed.disconnect(failed.append)
        if not ok:
            self.message.hide()
            self.show_problems(failed)
            return False
        self.message.hide()
        if path != paths.autosave_path():
            self.settings.add_recent(str(path))
            self.settings.last_file = str(path)
            self._save_settings()
        return True

    def open_dialog(self) -> None:
        """Ask for a save file to open."""
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open game"), str(paths.saves_dir()), self.tr("Botmat games (*.botmat.json *.json)")
        )
        if name:
            self.open_path(Path(name))

    def save(self) -> bool:
        """Save to the game's file, or ask for one."""
        if self.controller.file is None:
            return self.save_as_dialog()
        return self.save_to(self.controller.file)

    def save_to(self, path: Path) -> bool:
        """Save the game to a file and remember it."""
        if not self.controller.save_as(path):
            return False
        self.settings.add_recent(str(path))
        self.settings.last_file = str(path)
        self._save_settings()
        self._update_titles()
        return True

    def save_as_dialog(self) -> bool:
        """Ask where to save the game."""
        if self.controller.session is None:
            return False
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save game"),
            str(paths.saves_dir() / "game.botmat.json"),
            self.tr("Botmat games (*.botmat.json)"),
        )
        return self.save_to(Path(name)) if name else False

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for file in self.settings.recent:
            act = self.recent_menu.addAction(file)
            act.triggered.connect(lambda _=False, f=file: self.open_path(Path(f)))
        if not self.settings.recent:
            act = self.recent_menu.addAction(self.tr("(none)"))
            act.setEnabled(False)

    # ---- view ----------------------------------------------------------------------------
    def _toggle_follow(self) -> None:
        self.flowchart.follow = self.act_follow.isChecked()

    def step_text_size(self, delta: int) -> None:
        """One step larger or smaller on the text-size scale."""
        sizes = list(TEXT_SIZES)
        idx = min(range(len(sizes)), key=lambda i: abs(sizes[i] - self.settings.text_size))
        self.set_text_size(sizes[min(max(idx + delta, 0), len(sizes) - 1)])

    def set_text_size(self, size: int, save: bool = True) -> None:
        """Text size of the whole window (readable across a table)."""
        self.settings.text_size = size
        font = QFont(QApplication.font())
        font.setPointSize(size)
        self.setFont(font)
        self.step_panel.set_text_size(size)
        for panel in self.bot_panels.values():
            panel.set_text_size(size)
        self.flowchart.set_text_size(size)
        if save:
            self._save_settings()

    def set_theme(self, theme: str) -> None:
        """Light or dark."""
        self.settings.theme = theme
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, theme)
        self.flowchart.set_theme(theme)
        self._save_settings()

    # ---- help ----------------------------------------------------------------------------
    def _info(self, title: str, text: str) -> QMessageBox:
        if self.info_box is not None:
            self.info_box.deleteLater()
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, self)
        box.setModal(False)
        box.setObjectName("infoBox")
        self.info_box = box
        box.show()
        return box

    def show_step_rules(self) -> QMessageBox:
        """The current step's full text, its rules note and its source."""
        c = self.controller
        step = c.step()
        if step is None:
            return self._info(self.tr("Rules of this step"), self.tr("No step is running."))
        lines = [render(step.text)]
        if step.note is not None:
            lines.append(render(step.note))
        if step.source:
            lines.append(
                self.tr("Source: seed {seed}, {section}")
                .replace("{seed}", step.source.get("seed", ""))
                .replace("{section}", step.source.get("section", ""))
            )
        if step.reconstructed:
            lines.append(self.tr("Reconstructed: no source prints this step; check your booklet."))
        return self._info(self.tr("Rules of this step"), "\n\n".join(lines))

    def show_shortcuts(self) -> QMessageBox:
        """The keyboard shortcuts."""
        rows = [
            ("Y / N", self.tr("answer Yes / No")),
            ("1–9", self.tr("choose an answer, or type your own die roll")),
            ("Space", self.tr("roll the die")),
            ("Enter", self.tr("Done / start the turn")),
            ("Ctrl+Z", self.tr("undo")),
            ("Ctrl+Shift+Z", self.tr("redo")),
            ("Ctrl+0", self.tr("fit the chart")),
            ("F1", self.tr("rules of this step")),
        ]
        return self._info(self.tr("Keyboard shortcuts"), "\n".join(f"{k}\t{v}" for k, v in rows))

    def show_about(self) -> QMessageBox:
        """Version and purpose."""
        return self._info(
            self.tr("About Botmat"),
            self.tr("Botmat {version}: runs board-game bots for the people at the table.").replace(
                "{version}", __version__
            ),
        )

    # ---- settings ------------------------------------------------------------------------
    def _save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as exc:
            self.show_warning(f"{Settings.path()}: {exc.strerror or exc}")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.flush_autosave()
        self.settings.geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self._save_settings()
        super().closeEvent(event)
