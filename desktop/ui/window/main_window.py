"""The main window: lays out the bot panels, flowchart, step panel and turn log, draws each view the
controller hands out, and runs the menu commands (files, view, help)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.core.file_words import at
from desktop.core.messages import Message, Said, os_reason
from desktop.core.play.view import GameView
from desktop.ui.chart.flowchart import FlowchartView
from desktop.ui.controller import GameController
from desktop.ui.keys import install_editor_keys
from desktop.ui.language import LANGUAGES, QT_TRANSLATE_NOOP, LanguageService, render
from desktop.ui.log.log_view import LOG_MIN, LogPane, LogView
from desktop.ui.play.bot_panel import BotPanel, mnemonic_safe
from desktop.ui.play.bot_panels import BotPanels
from desktop.ui.play.card_view import CardView
from desktop.ui.play.round_bar import RoundBar
from desktop.ui.play.seats import Seats
from desktop.ui.play.shared_bar import SharedBar
from desktop.ui.play.step_panel import StepPanel
from desktop.ui.retranslate import translate_ui
from desktop.ui.settings import TEXT_SIZES, Settings
from desktop.ui.table.table_display import TableDisplay
from desktop.ui.undo_text import key, redo_label, undo_label
from desktop.ui.widgets.bars import MessageBar
from desktop.ui.widgets.lazy_page import LazyPage
from desktop.ui.widgets.text_pane import UNLIMITED
from desktop.ui.window import help as help_texts
from desktop.ui.window.actions import Actions
from desktop.ui.window.card_checks import Checks
from desktop.ui.window.game_files import GameFiles
from desktop.ui.window.theme import apply_theme
from desktop.ui.window.turn_menu import TurnMenu

if TYPE_CHECKING:  # the dialogs are imported when first opened: a faster first paint
    from desktop.ui.forms.new_game import NewGameDialog
    from desktop.ui.forms.profile_editor import ProfileEditor
    from desktop.ui.library.welcome import WelcomePage
    from desktop.ui.widgets.dialogs import InfoBox, ProblemsDialog


class StepArea(QWidget):
    """The step and the drawn card; a new width (the window or a splitter moved) may need a
    new height, so the window fits it again; so may a new height while the step's text is cut
    to a scrolling pane (the room it was fitted to has changed)."""

    def __init__(self, refit: Callable[[], None], cut: Callable[[], bool]) -> None:
        super().__init__()
        self.refit, self.cut = refit, cut

    def sizeHint(self) -> QSize:
        # Its scroll area measures its height at this width: the width the area shows (its
        # viewport's), so a step that fits is not given the height it needs at another width.
        shown = self.parentWidget()
        width = shown.width() if shown is not None else self.width()
        return QSize(width, self.heightForWidth(width)) if width > 50 else super().sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wider = event.oldSize().width() != event.size().width()
        if wider or (event.oldSize().height() != event.size().height() and self.cut()):
            # after the layouts took the new size; never once this area is gone (window closed)
            QTimer.singleShot(0, self, self.refit)


PREFERRED = QSize(1440, 900)
STEP_MIN = 200  # the step area's least height (a short step and its answers)
STEP_SLACK = 160  # unused height the step keeps before it gives it back to the chart
FIT_SLACK = 4  # pixels a step fitted to its room leaves spare (no scroll bar for a rounding)
BARE_PANEL = 250  # the bot panel's width when the pack's bots have no mat: its buttons only
CENTER_MIN = 700  # the chart and step's least width while the window has it (1366×768 has)
STEP_CHARS = 40  # the step's least width, in characters of the window's text, beside a shown log
SAMPLE = "abcdefghijklmnopqrstuvwxyz ABCDEFG"  # text whose width per character is measured


def bottom_gap(area: QWidget) -> int:
    """The gap between the step and the card beside it (the step area's layout spacing)."""
    layout = area.layout()
    return layout.spacing() if layout is not None else 0


def screen_room(window: QWidget) -> QSize:
    """The room the window's screen leaves for windows (taskbars and panels taken off)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().size() if screen is not None else PREFERRED


def default_size(window: QWidget) -> QSize:
    """The window's first size: the preferred one, but never larger than the screen's room
    (a 1366×768 laptop gets the whole screen)."""
    return PREFERRED.boundedTo(screen_room(window))


class MainWindow(QMainWindow):
    """The window a player sees; every change goes through the controller, every view is drawn."""

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
        self._fitted_for = ""  # the bot the step area was last fitted for
        self.new_game_dialog: NewGameDialog | None = None
        self.profile_editor: ProfileEditor | None = None
        self._problems: ProblemsDialog | None = None
        self.info_box: InfoBox | None = None
        self.message = MessageBar()
        self._build_layout()
        self.files = GameFiles(self)
        self.seats = Seats(self)
        self.checks = Checks(self)
        self.table_display = TableDisplay(self, controller, language, settings, self._save_settings)
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
        controller.active_bot_changed.connect(self._active_changed)
        controller.failed.connect(self.show_message)
        controller.warned.connect(self.show_warning)
        language.changed.connect(self._language_changed)
        self.resize(default_size(self))
        if settings.geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode()))
            self.resize(self.size().boundedTo(screen_room(self)))
        self._fit_panels()
        self.set_text_size(settings.text_size, save=False)
        translate_ui(self)
        self.rebuild()

    def _build_layout(self) -> None:
        """The round bar on top; the bots' mats left, the chart over the step and the drawn card
        in the middle, the log right; a welcome page instead while no game is open. The step
        takes the height its text and answers need, the chart the rest."""
        self.shared_bar = SharedBar(self.controller)
        self.round_bar = RoundBar(self.controller)
        self.bot_tabs = QTabWidget()
        self.bot_tabs.setObjectName("botTabs")
        self.bot_tabs.setDocumentMode(True)
        self.bot_tabs.currentChanged.connect(self._tab_changed)
        self.bot_panels = BotPanels(self.bot_tabs, self._make_panel)
        self.flowchart = FlowchartView()
        self.flowchart.setObjectName("flowchart")
        self.flowchart.setMinimumHeight(90)
        self.flowchart.node_activated.connect(self._node_clicked)
        self.node_info = QLabel()
        self.info_node = ""  # the node whose detail the pane shows
        self.node_info.setObjectName("nodeInfo")
        self.node_info.setWordWrap(True)
        self.node_info.setTextFormat(Qt.TextFormat.PlainText)
        self.step_panel = StepPanel(self.controller)
        self.card_view = CardView()
        self.card_view.setObjectName("drawnCard")
        self.card_view.hide()
        self.log_view = LogView()
        self.log_view.undo_to.connect(self.controller.undo_to)
        self.log_pane = LogPane(self.log_view)
        chart = QWidget()
        ct = QVBoxLayout(chart)
        ct.setContentsMargins(0, 0, 0, 0)
        ct.setSpacing(2)
        ct.addWidget(self.flowchart, 1)
        ct.addWidget(self.node_info)
        self.step_area = StepArea(
            lambda: self._fit_step(shrink=False), lambda: self.step_panel.text_pane.limit != UNLIMITED
        )
        self.step_area.setObjectName("stepArea")
        bottom = QHBoxLayout(self.step_area)
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.addWidget(self.step_panel, 1)
        bottom.addWidget(self.card_view, 0, Qt.AlignmentFlag.AlignTop)
        # A step taller than the room left (a long one at a large text size) scrolls in its
        # place: it never pushes the window past the screen nor runs over its own lines.
        self.step_scroll = QScrollArea()
        self.step_scroll.setObjectName("stepScroll")
        self.step_scroll.setWidgetResizable(True)
        self.step_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.step_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.step_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the step's keys stay the step's
        self.step_scroll.setWidget(self.step_area)
        # The step takes the height its text and answers need and keeps it while the next steps
        # fit (the chart is not resized and repainted on every step); the chart has the rest.
        self.center = QSplitter(Qt.Orientation.Vertical)
        self.center.setObjectName("center")
        self.center.setChildrenCollapsible(False)
        self.center.addWidget(chart)
        self.center.addWidget(self.step_scroll)
        self.center.setStretchFactor(0, 1)
        self.center.setStretchFactor(1, 0)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.bot_tabs)
        self.splitter.addWidget(self.center)
        self.splitter.addWidget(self.log_pane)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.splitter.splitterMoved.connect(self._splitter_moved)
        self._sized_by_hand = False
        self._log_width = LOG_MIN  # the log's width before it was hidden
        self._log_asked = False  # the player showed the log though the step lacked the room
        game = QWidget()
        gl = QVBoxLayout(game)
        gl.setContentsMargins(4, 2, 4, 4)
        gl.setSpacing(2)
        gl.addWidget(self.shared_bar)
        gl.addWidget(self.round_bar)
        gl.addWidget(self.splitter, 1)
        self.welcome_page = LazyPage(self._make_welcome)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome_page)
        self.stack.addWidget(game)
        outer = QWidget()
        ol = QVBoxLayout(outer)
        ol.setContentsMargins(0, 0, 0, 0)
        ol.addWidget(self.stack, 1)
        self.setCentralWidget(outer)
        # Messages float at the chart's foot, beside the step: nothing the player clicks moves.
        self.message.float_over(outer, self.flowchart)
        self.flowchart.resized.connect(self.message.place)

    @property
    def welcome(self) -> WelcomePage:
        """The page shown while no game is open (made on first use)."""
        return self.welcome_page.content()

    def _make_welcome(self) -> WelcomePage:
        from desktop.ui.library.welcome import WelcomePage  # a start that restores a game needs none

        page = WelcomePage(self.controller)
        page.new_button.clicked.connect(self.new_game)
        self.files.connect_welcome(page)
        return page

    def retranslate_ui(self) -> None:
        """The window's own texts (its parts register themselves) in the current language."""
        for code, act in self.menu_actions.languages.items():
            act.setChecked(code == self.language.current())
            # A language the app cannot show is never ticked: the menu says why instead.
            shown = self.language.available(code)
            act.setEnabled(shown)
            name = dict(LANGUAGES)[code]
            act.setText(
                name
                if shown
                else self.tr("{language}: its translation files are missing").replace("{language}", name)
            )
        self._update_titles(self.controller.view)
        self._show_undo(self.controller.view, force=True)
        self.bot_tabs.tabBar().setAccessibleName(self.tr("Bots"))
        self.step_scroll.setAccessibleName(self.tr("The step"))
        self.bot_tabs.tabBar().setAccessibleDescription(self.tr("The bot whose turn the window follows"))

    def _language_changed(self, code: str) -> None:
        """Node texts live in laid-out charts: lay the game's charts out again in `code`; the
        panels take widths for the new words (once every text is set again)."""
        self.flowchart.set_language(code)
        if not self._sized_by_hand:
            QTimer.singleShot(0, self._fit_panels)
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
        self._save_settings()
        self.language.set_language(code)

    # ---- game life -----------------------------------------------------------------------
    def rebuild(self) -> None:
        """A game was opened or started: one panel per bot, shared bar, log filter."""
        view = self.controller.view
        self._bot_panels(view)
        self.flowchart.clear_cache()
        if view.pack_id:
            self.flowchart.prebuild(view.pack_id, view.chart_sets)
        self.shared_bar.rebuild(view)
        self.round_bar.rebuild(view)
        self.log_view.show_view(view, rebuilt=True)
        self.seats.rebuild(view)
        self.stack.setCurrentIndex(1 if view.pack_id else 0)
        if not self._sized_by_hand:  # another game: its bots' mats may need another width
            self._fit_panels()
        self._active_changed(view.active)
        self.show_view(view)

    def _bot_panels(self, view: GameView) -> None:
        """One tab per bot of the view, in seat order; the shown bot's panel is made now, the
        others when their tab is first shown."""
        self.bot_tabs.blockSignals(True)
        self.bot_panels.clear()
        for bot in view.bots:
            self.bot_panels.add(bot.id, mnemonic_safe(bot.name))
        ids = [b.id for b in view.bots]
        if view.active in ids:
            self.bot_tabs.setCurrentIndex(ids.index(view.active))
        self.bot_tabs.blockSignals(False)
        if ids:  # the tab shown while signals were blocked: its panel is made here
            self.bot_panels[ids[max(self.bot_tabs.currentIndex(), 0)]]

    def _make_panel(self, bot_id: str) -> BotPanel:
        """A bot's panel showing the game as it is now."""
        panel = BotPanel(self.controller, self.controller.view, bot_id)
        panel.setObjectName(f"botPanel:{bot_id}")
        panel.set_text_size(self.settings.text_size)
        panel.remove_requested.connect(self.seats.ask_remove)
        panel.told.connect(self.message.note)
        return panel

    def _seats_changed(self, view: GameView) -> None:
        """A bot joined or left the game (or undo took that back): the panels and the round bar
        follow; the charts of a new combination of variants are laid out."""
        self._bot_panels(view)
        if view.pack_id:
            self.flowchart.prebuild(view.pack_id, view.chart_sets)
        self.round_bar.rebuild(view)

    def show_view(self, view: GameView) -> None:
        """Draw a view of the game (after every change: keep it cheap)."""
        self.message.fixed()  # an accepted step: a refusal's cause is gone
        if len(view.bots) != len(self.bot_panels) or any(b.id not in self.bot_panels for b in view.bots):
            self._seats_changed(view)
        self.step_panel.show_view(view)
        self._show_card(view)
        # For another bot the step may give room back to the chart; else it only grows, so the
        # chart is not resized and repainted step after step.
        self._fit_step(shrink=view.active != self._fitted_for)
        self._fitted_for = view.active
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
                action.setText(label(view))

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
            view.chart_titles,
            fld.card_labels,
        )
        if not self.card_view.isVisibleTo(self):
            self.card_view.show()

    def _fit_step(self, shrink: bool = True) -> None:
        """Give the step the height it needs: grow at once; shrink (when allowed) only by a
        good margin; the chart keeps at least its minimum. A step that would need more than that
        leaves is set smaller (down to the window's text size), and scrolls past that."""
        area = self.step_area
        width = area.width() if area.width() > 50 else self.center.width()
        top, have = self.center.sizes() or [0, 0]
        total = top + have
        chart = self.center.widget(0)  # the chart with its breadcrumb and the node info under it
        room = total - (chart.minimumSizeHint().height() if chart is not None else 0)
        # the panel's width beside the card, the step's whole width (no scroll bar: it fits)
        full = self.step_scroll.width() if self.step_scroll.width() > 50 else width
        card = self.card_view.width() + max(bottom_gap(area), 0) if self.card_view.isVisibleTo(self) else 0
        if self.step_panel.fit_height(full - card, max(room - FIT_SLACK, STEP_MIN)):
            # Its height for its width changed, which Qt tells no one: the area's layout and its
            # scroll area measure it again
            self.step_panel.updateGeometry()
            area.updateGeometry()
            QApplication.postEvent(self.step_scroll, QEvent(QEvent.Type.LayoutRequest))
        layout = area.layout()
        need = layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth() else 0
        need = max(need, area.minimumSizeHint().height(), STEP_MIN)
        if total <= 0 or (have >= need and (not shrink or have - need < STEP_SLACK)):
            return
        bottom = min(need, room) if room > STEP_MIN else need
        if bottom != have:
            self.center.setSizes([total - bottom, bottom])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.step_panel.fit_window(self.height())
        self.message.place()
        if not self._sized_by_hand:
            self._fit_panels()
        self._fit_step()

    def _splitter_moved(self, *_: int) -> None:
        self._sized_by_hand = True

    def _fit_panels(self) -> None:
        """Panels take widths that suit the window: the mats and the log a share each within
        bounds (a pack whose bots have no mat needs only the panel's buttons; a hidden log only
        its strip), the chart and step the rest."""
        width = max(self.width() - 12, 600)
        left = int(min(max(width * 0.29, 300), 480))
        if self.controller.view.bots and not any(bot.mat for bot in self.controller.view.bots):
            # Start and Stop side by side, halves of the row, their labels whole (the panel's own
            # hint lets them shrink)
            need = max(
                (
                    2 * max(p.turn_button.sizeHint().width(), p.stop_button.sizeHint().width()) + 16
                    for p in self.bot_panels.made()
                ),
                default=0,
            )
            left = min(left, max(BARE_PANEL, need))
        self._fold_log(width - left)
        log = (
            int(min(max(width * 0.19, LOG_MIN), 420)) if self.log_pane.shown else self.log_pane.strip_width()
        )
        # The chart and step keep their room: the splitter has the window less the page's margins
        # (4 px each side) and its two handles.
        room = self.width() - 8 - 2 * self.splitter.handleWidth()
        left = max(min(left, room - log - CENTER_MIN), 250)
        self.splitter.setSizes([left, width - left - log, log])

    def _fold_log(self, room: int) -> None:
        """At a text size so large that the step beside the log would have too few words a line,
        the log folds to its strip (not remembered: it comes back at a smaller size); the
        player can still show it (Ctrl+L, «)."""
        metrics = self.fontMetrics()
        step = STEP_CHARS * metrics.horizontalAdvance(SAMPLE) // len(SAMPLE)
        crowded = room - LOG_MIN < step
        shown = self.settings.log_shown and (self._log_asked or not crowded)
        if shown != self.log_pane.shown:
            self.log_pane.set_shown(shown)
            action = self.menu_actions["log"]
            action.blockSignals(True)  # the menu shows the log's state; nothing is saved
            action.setChecked(shown)
            action.blockSignals(False)

    def show_log(self, on: bool) -> None:
        """Show the turn log, or hide it to a thin strip so the step and chart get its room
        (View → Turn log, the log's » and the strip's «); remembered for the next start."""
        if on == self.log_pane.shown:
            return
        self._log_asked = on  # shown by the player: it stays, whatever the room
        self.settings.log_shown = on
        left, middle, log = self.splitter.sizes() or [0, 0, 0]
        if not on:
            self._log_width = log
        self.log_pane.set_shown(on)
        if self._sized_by_hand:  # the player's widths stay; only the log's room moves
            wanted = max(self._log_width, LOG_MIN) if on else self.log_pane.strip_width()
            self.splitter.setSizes([left, max(middle + log - wanted, 0), wanted])
        else:
            self._fit_panels()
        self._save_settings()

    def log_bot(self) -> None:
        """The log shows the lines of the bot the window follows (View menu)."""
        self.log_view.show_all(False)

    def log_all(self) -> None:
        """The log shows every bot's lines (View menu)."""
        self.log_view.show_all(True)

    def _update_titles(self, view: GameView) -> None:
        title = "Botmat"
        if view.pack_name is not None:
            title = f"{view.file_name or render(view.pack_name)} — Botmat"
            for i, bot in enumerate(view.bots):
                if i < self.bot_tabs.count():
                    mark = "▶ " if bot.id == view.active else ""
                    run = " •" if bot.running else ""
                    text = mnemonic_safe(f"{mark}{bot.name}{run}")
                    if self.bot_tabs.tabText(i) != text:
                        self.bot_tabs.setTabText(i, text)
        self.setWindowTitle(title)

    def _tab_changed(self, index: int) -> None:
        bots = self.controller.view.bots
        if 0 <= index < len(bots):
            self.controller.set_active_bot(bots[index].id)

    def _active_changed(self, bot: str) -> None:
        ids = [b.id for b in self.controller.view.bots]
        if bot in ids and self.bot_tabs.currentIndex() != ids.index(bot):
            self.bot_tabs.setCurrentIndex(ids.index(bot))

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
    def undo(self) -> None:
        """Take back the last step."""
        self.controller.undo()

    def redo(self) -> None:
        """Apply the undone step again."""
        self.controller.redo()

    def new_game(self) -> NewGameDialog:
        """Open the New game dialog (non-blocking); the game starts when it is accepted."""
        if not self.controller.packs:
            self.show_message(
                Message("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "No rule pack is installed."))
            )
        from desktop.ui.forms.new_game import NewGameDialog

        if self.new_game_dialog is not None:
            self.new_game_dialog.deleteLater()
        dialog = NewGameDialog(self.controller.packs, self, self.settings.checks_answered)
        if self.controller.view.pack_id:
            dialog.select_pack(self.controller.view.pack_id)
        dialog.chosen.connect(self._start_new)
        dialog.checks_chosen.connect(self.checks.answered_at_new_game)
        dialog.edit_profiles.connect(self.edit_profiles)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def _start_new(self, pack_id: str, bots: list[Any], shared: dict[str, Any]) -> None:
        self.message.hide()
        self.files.start_new(pack_id, bots, shared)

    def edit_profiles(self, pack_id: str = "") -> ProfileEditor | None:
        """Open the profile editor of a pack (the given one, the current game's, else the first
        pack that has profiles)."""
        packs = self.controller.packs
        pack = packs.get(pack_id) if pack_id else None
        if pack is None:
            current = packs.get(self.controller.view.pack_id)
            pack = (
                current
                if current is not None and current.meta.profiles
                else next((p for p in packs.values() if p.meta.profiles), None)
            )
        if pack is None or not pack.meta.profiles:
            self.show_message(
                Message(
                    "MainWindow",
                    QT_TRANSLATE_NOOP("MainWindow", "No installed rule pack has profiles to fill in."),
                )
            )
            return None
        from desktop.ui.forms.profile_editor import ProfileEditor

        if self.profile_editor is not None:
            self.profile_editor.deleteLater()
        editor = ProfileEditor(pack, parent=self)
        if self.new_game_dialog is not None:
            editor.saved.connect(self._profiles_saved)
        self.profile_editor = editor
        editor.show()
        return editor

    def open_path(self, path: Path) -> bool:
        """Open a game file (see GameFiles.open_path)."""
        return self.files.open_path(path)

    # ---- view ----------------------------------------------------------------------------
    def zoom_in(self) -> None:
        """Zoom into the chart."""
        self.flowchart.zoom_by(1.25)

    def zoom_out(self) -> None:
        """Zoom out of the chart."""
        self.flowchart.zoom_by(0.8)

    def fit_chart(self) -> None:
        """Show the whole chart."""
        self.flowchart.fit()

    def follow(self, on: bool) -> None:
        """Whether the chart keeps the current step in view."""
        self.flowchart.follow = on

    def larger_text(self) -> None:
        """One step larger on the text-size scale."""
        self.step_text_size(1)

    def smaller_text(self) -> None:
        """One step smaller on the text-size scale."""
        self.step_text_size(-1)

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
        self.card_view.set_text_size(size)
        for panel in self.bot_panels.made():
            panel.set_text_size(size)
        self.flowchart.set_text_size(size)
        self._log_asked = False  # another size: the log folds or comes back as the room says
        if not self._sized_by_hand:
            self._fit_panels()
        QTimer.singleShot(0, self, self._fit_step)  # the step's height for the new size, once laid out
        if save:
            self._save_settings()

    def light_theme(self) -> None:
        """The light theme."""
        self.set_theme("light")

    def dark_theme(self) -> None:
        """The dark theme."""
        self.set_theme("dark")

    def set_theme(self, theme: str) -> None:
        """Light or dark."""
        self.settings.theme = theme
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, theme)
        self.flowchart.set_theme(theme)
        self._save_settings()

    # ---- help ----------------------------------------------------------------------------
    def _info(self, title: Any, text: Any) -> InfoBox:
        from desktop.ui.widgets.dialogs import InfoBox  # made when help is first asked for

        if self.info_box is not None:
            self.info_box.deleteLater()
        self.info_box = InfoBox(title, text, self)
        self.info_box.show()
        return self.info_box

    def show_step_rules(self) -> InfoBox:
        """The current step's full text, its rules note and its source."""
        view = self.controller.view
        return self._info(help_texts.step_rules_title, lambda: help_texts.step_rules(view))

    def show_shortcuts(self) -> InfoBox:
        """The keyboard shortcuts: the step panel's keys and every menu entry's."""
        return self._info(
            help_texts.shortcuts_title, lambda: help_texts.shortcuts(list(self.menu_actions.shortcuts()))
        )

    def show_about(self) -> InfoBox:
        """Version and purpose."""
        return self._info(help_texts.about_title, help_texts.about)

    # ---- settings ------------------------------------------------------------------------
    def _profiles_saved(self, path: str = "") -> None:
        """A profile was saved (its file): an open New game dialog lists it, and the bot that
        asked for a new profile takes it."""
        if self.new_game_dialog is not None:
            self.new_game_dialog.refresh_profiles(path)

    def _save_settings(self) -> None:
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
        self._save_settings()
        super().closeEvent(event)
