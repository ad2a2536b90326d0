"""The main window's widgets and how they are laid out (as Qt Designer's `setupUi` would): the
round bar on top; the bots' mats left, the chart over the step and the drawn card in the middle,
the log right; a welcome page instead while no game is open."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.chart.flowchart import FlowchartView
from desktop.ui.log.log_view import LogPane, LogView
from desktop.ui.play.bot_panels import BotPanels
from desktop.ui.play.card_view import CardView
from desktop.ui.play.round_bar import RoundBar
from desktop.ui.play.shared_bar import FactsAndRound, SharedBar
from desktop.ui.play.step_panel import StepPanel
from desktop.ui.widgets.fair_tabs import FairTabWidget
from desktop.ui.widgets.lazy_page import LazyPage
from desktop.ui.widgets.text_pane import UNLIMITED
from desktop.ui.window.step_fit import StepArea

if TYPE_CHECKING:
    from desktop.ui.library.welcome import WelcomePage
    from desktop.ui.window.main_window import MainWindow


def lay_out(window: MainWindow) -> None:
    """Make the window's widgets (its attributes) and lay them out. The step takes the height its
    text and answers need, the chart the rest."""
    controller = window.controller
    window.shared_bar = SharedBar(controller)
    window.round_bar = RoundBar(controller)
    window.bot_tabs = FairTabWidget()  # three long names share the column, none hidden
    window.bot_tabs.setObjectName("botTabs")
    window.bot_tabs.setDocumentMode(True)
    window.bot_panels = BotPanels(window.bot_tabs, lambda bot_id: window.tabs.make_panel(bot_id))
    window.flowchart = FlowchartView()
    window.flowchart.setObjectName("flowchart")
    window.flowchart.setMinimumHeight(90)
    window.node_info = QLabel()
    window.node_info.setObjectName("nodeInfo")
    window.node_info.setWordWrap(True)
    window.node_info.setTextFormat(Qt.TextFormat.PlainText)
    window.step_panel = StepPanel(controller)
    window.installEventFilter(window.step_panel.answering.letter_keys)  # Yes and No's letters
    window.card_view = CardView()
    window.card_view.setObjectName("drawnCard")
    window.card_view.hide()
    window.log_view = LogView()
    window.log_view.undo_to.connect(controller.undo_to)
    window.log_pane = LogPane(window.log_view)
    window.center = _center(window)
    window.splitter = QSplitter(Qt.Orientation.Horizontal)
    window.splitter.setObjectName("mainSplitter")
    window.splitter.addWidget(window.bot_tabs)
    window.splitter.addWidget(window.center)
    window.splitter.addWidget(window.log_pane)
    window.splitter.setChildrenCollapsible(False)
    window.splitter.setStretchFactor(0, 0)
    window.splitter.setStretchFactor(1, 1)
    window.splitter.setStretchFactor(2, 0)
    _fix_handles(window.splitter)
    game = QWidget()
    gl = QVBoxLayout(game)
    gl.setContentsMargins(4, 2, 4, 4)
    gl.setSpacing(2)
    gl.addWidget(FactsAndRound(window.shared_bar, window.round_bar))  # one line when they fit
    gl.addWidget(window.splitter, 1)
    window.welcome_page = LazyPage(lambda: make_welcome(window))
    window.stack = QStackedWidget()
    window.stack.addWidget(window.welcome_page)
    window.stack.addWidget(game)
    outer = QWidget()
    ol = QVBoxLayout(outer)
    ol.setContentsMargins(0, 0, 0, 0)
    ol.addWidget(window.stack, 1)
    window.setCentralWidget(outer)
    # Messages float at the chart's foot, beside the step: nothing the player clicks moves.
    window.message.float_over(outer, window.flowchart)
    window.flowchart.resized.connect(window.message.place)


def _center(window: MainWindow) -> QSplitter:
    """The chart (and the detail of a clicked node) over the step and the drawn card."""
    chart = QWidget()
    ct = QVBoxLayout(chart)
    ct.setContentsMargins(0, 0, 0, 0)
    ct.setSpacing(2)
    ct.addWidget(window.flowchart, 1)
    ct.addWidget(window.node_info)
    window.step_area = StepArea(
        lambda: window.step_fit.fit(slack=None), lambda: window.step_panel.text_pane.limit != UNLIMITED
    )
    window.step_area.setObjectName("stepArea")
    bottom = QHBoxLayout(window.step_area)
    bottom.setContentsMargins(0, 0, 0, 0)
    bottom.addWidget(window.step_panel, 1)
    bottom.addWidget(window.card_view, 0, Qt.AlignmentFlag.AlignTop)
    # A step taller than the room left (a long one at a large text size) scrolls in its
    # place: it never pushes the window past the screen nor runs over its own lines.
    window.step_scroll = QScrollArea()
    window.step_scroll.setObjectName("stepScroll")
    window.step_scroll.setWidgetResizable(True)
    window.step_scroll.setFrameShape(QFrame.Shape.NoFrame)
    window.step_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    window.step_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the step's keys stay the step's
    window.step_scroll.setWidget(window.step_area)
    # The step takes the height its text and answers need and keeps it while the next steps
    # fit (the chart is not resized and repainted on every step); the chart has the rest.
    center = QSplitter(Qt.Orientation.Vertical)
    center.setObjectName("center")
    center.setChildrenCollapsible(False)
    center.addWidget(chart)
    center.addWidget(window.step_scroll)
    center.setStretchFactor(0, 1)
    center.setStretchFactor(1, 0)
    _fix_handles(center)
    return center


def _fix_handles(splitter: QSplitter) -> None:
    """The style's handle width, set once: a splitter left to ask asks the style at every step
    of every layout, over a hundred times a start, and the theme's style is a Python object
    (`ui/widgets/contrast_style.py`): each question passes through PySide6's binding."""
    splitter.setHandleWidth(splitter.handleWidth())


def make_welcome(window: MainWindow) -> WelcomePage:
    """The page shown while no game is open, made on first use: a start that restores a game
    needs none."""
    from desktop.ui.library.welcome import WelcomePage

    page = WelcomePage(window.controller)
    page.new_button.clicked.connect(window.dialogs.new_game)
    window.files.connect_welcome(page)
    return page
