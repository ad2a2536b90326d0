"""The main window: holds the bot panels, flowchart, step panel and turn log (laid out in
window_layout.py), draws each view the controller hands out, and wires the menus to the parts that
run them (game_files, view_menu, window_dialogs; widths in panel_widths, the step's height in
step_fit)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QWidget,
)

from desktop.core.file_words import at
from desktop.core.messages import Said, os_reason
from desktop.core.play.view import GameView
from desktop.ui.chart.flowchart import FlowchartView
from desktop.ui.controller import GameController
from desktop.ui.keys import install_editor_keys, shown_words
from desktop.ui.language import LANGUAGES, LanguageService, render, seat_text
from desktop.ui.log.log_view import LogPane, LogView
from desktop.ui.play.bot_panels import BotPanels
from desktop.ui.play.card_view import CardView
from desktop.ui.play.round_bar import RoundBar
from desktop.ui.play.seats import Seats
from desktop.ui.play.shared_bar import SharedBar
from desktop.ui.play.step_panel import StepPanel
from desktop.ui.retranslate import translate_ui
from desktop.ui.settings import Settings
from desktop.ui.table.table_display import TableDisplay
from desktop.ui.undo_text import key, redo_label, undo_label
from desktop.ui.widgets.bars import MessageBar
from desktop.ui.widgets.fair_tabs import FairTabWidget
from desktop.ui.widgets.lazy_page import LazyPage
from desktop.ui.window.actions import Actions
from desktop.ui.window.bot_tabs import BotTabs
from desktop.ui.window.card_checks import Checks
from desktop.ui.window.game_files import GameFiles
from desktop.ui.window.panel_widths import PanelWidths, default_size, screen_room
from desktop.ui.window.step_fit import StepArea, StepFit
from desktop.ui.window.turn_menu import TurnMenu
from desktop.ui.window.view_menu import ViewMenu
from desktop.ui.window.window_dialogs import WindowDialogs
from desktop.ui.window.window_layout import lay_out
from desktop.ui.wording import game_title

if TYPE_CHECKING:  # the pages and dialogs are imported when first shown: a faster first paint
    from desktop.ui.library.welcome import WelcomePage
    from desktop.ui.widgets.dialogs import ProblemsDialog


class MainWindow(QMainWindow):
    """The window a player sees; every change goes through the controller, every view is drawn."""

    # The widgets, made by window_layout.lay_out
    shared_bar: SharedBar
    round_bar: RoundBar
    bot_tabs: FairTabWidget
    bot_panels: BotPanels
    flowchart: FlowchartView
    node_info: QLabel  # the detail of the chart node last clicked
    step_panel: StepPanel
    card_view: CardView  # the active bot's drawn card, beside the step
    step_area: StepArea
    step_scroll: QScrollArea
    center: QSplitter  # the chart over the step
    log_view: LogView
    log_pane: LogPane
    splitter: QSplitter  # the mats | the chart and step | the log
    welcome_page: LazyPage[WelcomePage]
    stack: QStackedWidget  # the welcome page or the game

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
        app = QApplication.instance()
        if isinstance(app, QApplication):
            install_editor_keys(app)
        self._undo_keys: dict[str, object] = {}
        self._problems: ProblemsDialog | None = None
        self.info_node = ""  # the node whose detail the pane shows
        self.message = MessageBar()
        lay_out(self)
        self.tabs = BotTabs(self)
        self.flowchart.node_activated.connect(self._node_clicked)
        self.widths = PanelWidths(self)
        self.step_fit = StepFit(self)
        self.view_menu = ViewMenu(self)
        self.dialogs = WindowDialogs(self)
        self.files = GameFiles(self)
        self.seats = Seats(self)
        self.checks = Checks(self)
        self.table_display = TableDisplay(self, controller, language, settings, self.save_settings)
        self.menu_actions = Actions(self)
        self.turn_menu = TurnMenu(self, self.menu_actions.menus["turn"])
        self.table_display.attach(self.menu_actions["table"], self.menu_actions.submenus["table_language"])
        self.menu_actions["follow"].setChecked(True)
        self.menu_actions["log_bot"].setChecked(True)
        self.log_view.filter_changed.connect(
            lambda every: self.menu_actions["log_all" if every else "log_bot"].setChecked(True)
        )
        self.log_view.shown_changed.connect(self.menu_actions["log"].setChecked)
        self.menu_actions["log"].setChecked(settings.log_shown)
        self.log_pane.set_shown(settings.log_shown)
        self.menu_actions["dark" if settings.theme == "dark" else "light"].setChecked(True)
        controller.view_changed.connect(self.show_view)
        controller.session_replaced.connect(self.rebuild)
        controller.active_bot_changed.connect(self.tabs.follow)
        controller.failed.connect(self.show_message)
        controller.warned.connect(self.show_warning)
        language.changed.connect(self._language_changed)
        self.resize(default_size(self))
        if settings.geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode()))
            self.resize(self.size().boundedTo(screen_room(self)))
        self.widths.fit()
        self.view_menu.set_text_size(settings.text_size, save=False)
        translate_ui(self)
        self.rebuild()

    @property
    def welcome(self) -> WelcomePage:
        """The page shown while no game is open (made on first use)."""
        return self.welcome_page.content()

    def retranslate_ui(self) -> None:
        """The window's own texts (its parts register themselves) in the current language."""
        for code, act in self.menu_actions.languages.items():
            act.setChecked(code == self.language.current())
            # A language the app cannot show is never ticked: the menu says why instead.
            shown = self.language.available(code)
            act.setEnabled(shown)
            name = dict(LANGUAGES)[code]
            act.setText(
                "&" + name  # its first letter for Alt (Українська's У: the E key of a Ukrainian layout)
                if shown
                else self.tr("{language}: its translation files are missing").replace("{language}", name)
            )
        self._update_titles(self.controller.view)
        self._show_undo(self.controller.view, force=True)
        self.step_scroll.setAccessibleName(self.tr("The step"))
        self._name_tabs(self.controller.view)

    def _name_tabs(self, view: GameView) -> None:
        """The bots' tabs as a screen reader names them, in the pack's words for its seats."""
        words = view.seat_words
        bar = self.bot_tabs.tabBar()
        bar.setAccessibleName(seat_text(words, "tabs", self.tr("Bots")))
        bar.setAccessibleDescription(
            seat_text(words, "tabs_about", self.tr("The bot whose turn the window follows"))
        )

    def _language_changed(self, code: str) -> None:
        """Node texts live in laid-out charts: lay the game's charts out again in `code`; the
        panels take widths for the new words (once every text is set again)."""
        self.flowchart.set_language(code)
        if not self.widths.by_hand:
            QTimer.singleShot(0, self, self.widths.fit)  # dropped with the window
        # the node info pane says the clicked node again, in the new language
        scene = self.flowchart.current_scene()
        item = scene.nodes.get(self.info_node) if scene is not None and self.info_node else None
        if item is not None:
            self.node_info.setText(item.toolTip())
        view = self.controller.view
        if view.pack_id:
            self.flowchart.prebuild(view.pack_id, view.chart_sets)

    def set_language(self, code: str) -> None:
        """Switch the language live and remember it."""
        self.settings.language = code
        self.save_settings()
        self.language.set_language(code)

    # ---- game life -----------------------------------------------------------------------
    def rebuild(self) -> None:
        """A game was opened or started: one panel per bot, shared bar, log filter."""
        view = self.controller.view
        self.tabs.fill(view)
        self.flowchart.clear_cache()
        if view.pack_id:
            self.flowchart.prebuild(view.pack_id, view.chart_sets)
        self.shared_bar.rebuild(view)
        self.round_bar.rebuild(view)
        self.log_view.show_view(view, rebuilt=True)
        self.seats.rebuild(view)
        self.menu_actions.show_seats(view.seat_words)
        self._name_tabs(view)
        self.stack.setCurrentIndex(1 if view.pack_id else 0)
        self.widths.refit()  # another game: its bots' mats may need another width
        self.tabs.follow(view.active)
        self.show_view(view)

    def show_view(self, view: GameView) -> None:
        """Draw a view of the game (after every change: keep it cheap)."""
        self.message.fixed()  # an accepted step: a refusal's cause is gone
        if self.tabs.seats_changed(view):  # a bot joined or left (or undo took that back)
            if view.pack_id:  # the charts of a new combination of variants are laid out
                self.flowchart.prebuild(view.pack_id, view.chart_sets)
            self.round_bar.rebuild(view)
        self.step_panel.show_view(view)
        self._show_card(view)
        self.step_fit.for_view(view)
        self.log_view.show_view(view)
        self.shared_bar.show_view(view)
        self.round_bar.show_view(view)
        for panel in self.bot_panels.made():
            panel.show_view(view)
        self.seats.show_view(view)
        self.checks.show_view(view)
        self._show_undo(view)
        for name in ("save", "export", "rename", "close_game"):
            self.menu_actions[name].setEnabled(bool(view.pack_id))
        self._update_titles(view)
        self.flowchart.show_view(view.chart)

    def _show_undo(self, view: GameView, force: bool = False) -> None:
        """Edit → Undo and Redo name what they take back or apply again (their words are made
        again only when the event they name changed)."""
        for name, what, label in (("undo", view.undo, undo_label), ("redo", view.redo, redo_label)):
            action = self.menu_actions[name]
            action.setEnabled(what is not None)
            known = (key(what), self.language.current())
            if force or self._undo_keys.get(name) != known:
                self._undo_keys[name] = known
                text = label(view)
                action.setText(text)
                # Qt's own tooltip drops a trailing «…», and with it a cut answer's closing quote
                action.setToolTip(shown_words(text))

    def _show_card(self, view: GameView) -> None:
        """The active bot's drawn card, large beside the step (hidden for packs without cards)."""
        bot = view.active_bot
        fld = next((f for s in bot.mat for f in s.fields if f.kind == "card"), None) if bot else None
        if fld is None:
            if self.card_view.isVisibleTo(self):
                self.card_view.hide()
            return
        card = fld.card
        self.card_view.show_card(
            view.pack_id,
            card.id if card else None,
            dict(card.data) if card and card.data is not None else None,
            view.card_words,
            fld.card_labels,
        )
        if not self.card_view.isVisibleTo(self):
            self.card_view.show()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.step_panel.fit_window(self.height())
        self.message.place()
        self.widths.refit()
        self.step_fit.resized()

    def _update_titles(self, view: GameView) -> None:
        """The window's title names the game; the tabs name their bots."""
        title = "Botmat"
        if view.pack_name is not None:
            title = f"{game_title(view) or render(view.pack_name)} — Botmat"
        self.setWindowTitle(title)
        self.tabs.show_view(view)

    # ---- messages ------------------------------------------------------------------------
    def show_message(self, text: Said) -> None:
        """A refused input: say why, in a bar that never blocks the turn."""
        self.message.refused(text)

    def show_warning(self, text: Said) -> None:
        """Something to know that did not stop anything."""
        self.message.warn(text)

    @property
    def problems(self) -> ProblemsDialog:
        """The non-blocking list of files that could not be used (made when first needed)."""
        if self._problems is None:
            from desktop.ui.widgets.dialogs import ProblemsDialog  # a start with no problem needs none

            self._problems = ProblemsDialog(self)
        return self._problems

    def show_problems(self, lines: list[Said]) -> None:
        """Files that could not be used (saves, overlays, profiles): a non-blocking dialog."""
        if lines:
            self.problems.add(lines)

    def _node_clicked(self, chart: str, node: str) -> None:
        scene = self.flowchart.current_scene()
        item = scene.nodes.get(node) if scene else None
        if item is not None:
            self.info_node = node
            self.node_info.setText(item.toolTip())

    # ---- game commands -------------------------------------------------------------------
    def open_path(self, path: Path) -> bool:
        """Open a game file (see GameFiles.open_path)."""
        return self.files.open_path(path)

    # ---- settings ------------------------------------------------------------------------
    def save_settings(self) -> None:
        """Write the settings; a failure is said, and play goes on."""
        try:
            self.settings.save()
        except OSError as exc:
            self.show_warning(at(Settings.path(), os_reason(exc)))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.may_leave():  # steps only in memory: the player chose to stay
            event.ignore()
            return
        self.controller.close_file()
        self.table_display.host_closing()
        self.settings.geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.save_settings()
        super().closeEvent(event)
