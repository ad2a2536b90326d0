"""The turn log: wrapped lines grouped by bot turn and chart, the current bot's by default and all
bots one click away; follows the newest line; a click on a line offers "undo to here"."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QEnterEvent, QMouseEvent, QPainter, QPaintEvent, QPalette, QTextCursor
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QMenu,
    QSizePolicy,
    QStackedWidget,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.play.view import EMPTY, GameView
from desktop.ui.language import has_words, render, seat_text
from desktop.ui.log.log_page import EARLIER, LogPage, Row
from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.elide import ElidedLabel
from desktop.ui.widgets.wrap_button import WrapButton

LOG_MIN = 260  # the log's least width: a readable line of about 35 characters


class LogText(QTextEdit):
    """The log's text: read-only, wrapped; clicks name the event of the line clicked."""

    clicked = Signal(int, QPoint)
    """The event of the line clicked (or EARLIER) and where, in global coordinates."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logText")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        # Tab reaches it (a keyboard or screen-reader player reads the log; the arrows scroll it);
        # a click leaves the focus where it was, and the step's keys still answer the step.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.hand = False  # the pointing hand over the lines is set (see enterEvent)

        self.empty = ""  # what the log says while it is empty

    def set_empty_text(self, text: str) -> None:
        """What the empty log says: drawn wrapped in the whole view (Qt's placeholder keeps to the
        empty document's one line, so a text longer than the log is wide was cut)."""
        if text != self.empty:
            self.empty = text
            if self.isVisible():
                self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.empty and self.document().isEmpty():
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().placeholderText().color())
            margin = int(self.document().documentMargin())
            room = self.viewport().rect().adjusted(margin, margin, -margin, -margin)
            painter.drawText(room, Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.empty)
            painter.end()

    def enterEvent(self, event: QEnterEvent) -> None:
        # A hand over the lines, which offer "undo to here": set when the pointer first comes,
        # since the first call of viewport() costs PySide6 ≈ 3 ms the window's first paint need
        # not wait for (it makes the Python type of every widget class to find the viewport's).
        if not self.hand:
            self.hand = True
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        super().enterEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            block = self.cursorForPosition(event.position().toPoint()).block()
            if block.isValid() and block.userState() != -1:
                self.clicked.emit(block.userState(), event.globalPosition().toPoint())
        super().mouseReleaseEvent(event)


class LogView(QWidget):
    """The log of the game's view: one page per filter, each kept up to date incrementally."""

    undo_to = Signal(int)
    """Undo every step from this event on (the player chose "Undo to here")."""
    shown_changed = Signal(bool)
    """The player asked to hide (False) or show (True) the log."""
    filter_changed = Signal(bool)
    """The log shows every bot's lines (True) or the followed bot's (False)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnLog")
        self.view: GameView = EMPTY
        self.pages: dict[str, LogPage] = {}
        # Per filter, the events its page held when a language or theme switch dropped it.
        self.kept: dict[str, tuple[int, int]] = {}
        self.page: LogPage | None = None
        self.all_bots = False
        # The header never holds the log wider than LOG_MIN: the title gives way ("…"), the
        # filters (buttons) wrap their words.
        self.title = ElidedLabel()
        self.title.setObjectName("logTitle")
        self.hide_button = QToolButton()
        self.hide_button.setObjectName("logHide")
        self.hide_button.setText("»")
        self.hide_button.setAutoRaise(True)
        self.hide_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide_button.clicked.connect(lambda: self.shown_changed.emit(False))
        self.bot_button = WrapButton()  # a long bot name wraps: never cut
        self.bot_button.setObjectName("logThisBot")
        self.all_button = WrapButton()
        self.all_button.setObjectName("logAllBots")
        self.filter = QButtonGroup(self)
        for button in (self.bot_button, self.all_button):
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.filter.addButton(button)
        self.bot_button.setChecked(True)
        self.filter.buttonClicked.connect(lambda b: self.show_all(b is self.all_button))
        # One text view per page: switching bots shows another view whose lines are laid out
        # already, instead of laying a document out again. None is made before a game is open
        # (a text view costs ≈ 1.5 ms of the start; the window used to make four).
        self.stack = QStackedWidget()
        self.editors: dict[str, LogText] = {}
        self._text: LogText | None = None
        self.menu: QMenu | None = None
        # The title with the button that hides the log, then the filters side by side: each
        # filter has half the log's width, enough for "Only <bot>" at the least width.
        top = QHBoxLayout()
        top.setSpacing(4)
        top.addWidget(self.title, 1)
        top.addWidget(self.hide_button)
        filters = QHBoxLayout()
        filters.setSpacing(4)
        filters.addWidget(self.bot_button, 1)
        filters.addWidget(self.all_button, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addLayout(filters)
        layout.addWidget(self.stack, 1)
        self.setMinimumWidth(LOG_MIN)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts of the log in the current language (every page is written again)."""
        self.title.set_parts(self.tr("Turn log"), "")
        self.title.setToolTip(self.tr("Turn log"))
        self.hide_button.setToolTip(self.tr("Hide the turn log (the step gets its room)"))
        self.hide_button.setAccessibleName(self.tr("Hide the turn log"))
        for editor in self.editors.values():
            self._name_text(editor)
        self._name_all_button()
        for editor in self.editors.values():
            editor.set_empty_text(self.empty_text())
        LogPage.earlier_text = self.tr("Show earlier steps")
        self._name_bot_button()
        self.reset()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self.reset()  # the theme changed (grey differs) or the text size: written again

    def rows(self) -> list[Row]:
        """The lines shown now, in order."""
        return self.page.rows() if self.page is not None else []

    @property
    def text(self) -> LogText:
        """The text view shown now (made on first need)."""
        if self._text is None:
            self._text = self._editor(self.bot_filter)
            self.stack.setCurrentWidget(self._text)
        return self._text

    # ---- showing -------------------------------------------------------------------------
    @property
    def bot_filter(self) -> str:
        """The bot whose lines are shown ("" for all bots)."""
        return "" if self.all_bots else self.view.active

    def show_view(self, view: GameView, rebuilt: bool = False) -> None:
        """Draw a new view: only the lines that changed (`rebuilt`: another game, all of them)."""
        self.view = view
        if rebuilt:
            self._drop_pages()
        self._name_bot_button()
        self._name_all_button()
        self.refresh()

    def show_all(self, on: bool) -> None:
        """Every bot's lines (True) or the current bot's only."""
        self.all_bots = on
        (self.all_button if on else self.bot_button).setChecked(True)
        self.refresh()
        self.filter_changed.emit(on)

    def set_filter(self, bot: str) -> None:
        """Show all bots ("") or the current bot's lines."""
        self.show_all(bot == "")

    def reset(self) -> None:
        """Write every page again when next shown (language or theme changed), with the earlier
        steps it had loaded (a fresh page held fewer: 295 lines above "Show earlier steps"
        became 255 after a language round trip)."""
        # A filter not shown since the last switch keeps what its page held before it.
        kept = {**self.kept, **{key: page.extent() for key, page in self.pages.items()}}
        self._drop_pages()
        self.kept = kept
        self.refresh()

    def _drop_pages(self) -> None:
        """Forget every page and its text view (each document goes with its view)."""
        for editor in self.editors.values():
            self.stack.removeWidget(editor)
            editor.deleteLater()
        self.editors.clear()
        self.pages.clear()
        self.kept = {}
        self.page = None
        self._text = None

    def refresh(self) -> None:
        """Bring the shown page up to date and keep the newest applied line in view (nothing to
        show while no game is open: the welcome page is shown instead)."""
        if not self.view.pack_id:
            return
        key = self.bot_filter
        page = self.pages.get(key)
        if page is None:
            grey = self.palette().color(QPalette.ColorRole.PlaceholderText)
            page = LogPage(key, grey, self.kept.pop(key, None))
            page.doc.setDefaultFont(self.font())  # the log's lines follow the text size
            self.pages[key] = page
        changed = page.sync(self.view)
        if page is not self.page:
            self.page = page
            text = self._text = self._editor(key)
            if text.document() is not page.doc:
                text.setDocument(page.doc)
                page.doc.setParent(text)  # the view owns its document from now on
            self.stack.setCurrentWidget(text)
            changed = True
        if changed:
            self._follow(page)

    def _follow(self, page: LogPage) -> None:
        """Scroll to the newest applied line (undone lines below it stay, greyed)."""
        history = self.view.history
        block = page.doc.lastBlock()
        if history is not None and history.applied < history.size:
            while block.isValid() and block.userState() >= history.applied:
                block = block.previous()
        if block == page.doc.lastBlock():  # the usual case: all of the last line, its margin too
            bar = self.text.verticalScrollBar()
            bar.setValue(bar.maximum())
        elif block.isValid():
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
            self.text.setTextCursor(cursor)
            self.text.ensureCursorVisible()

    def empty_text(self) -> str:
        """What an empty log says."""
        return self.tr("The log fills as you play: each question, answer and roll.")

    def _editor(self, key: str) -> LogText:
        """The text view of one filter (made on first need)."""
        editor = self.editors.get(key)
        if editor is None:
            editor = LogText()
            editor.clicked.connect(self._clicked)
            editor.set_empty_text(self.empty_text())
            self._name_text(editor)
            self.stack.addWidget(editor)
            self.editors[key] = editor
        return editor

    def _name_text(self, editor: LogText) -> None:
        editor.setAccessibleName(self.tr("Turn log"))
        editor.setAccessibleDescription(
            self.tr("Each question, answer and roll of the game; a click on a line offers to undo to there.")
        )

    def _name_bot_button(self) -> None:
        """ "Only Venice", or without a followed bot "This bot" in the pack's words for its seats."""
        words = self.view.seat_words
        name = render(self.view.bot_said(self.view.active)) if self.view.active else ""
        text = (
            self.tr("Only {bot}").replace("{bot}", name)
            if name
            else seat_text(words, "this", self.tr("This bot"))
        )
        tip = text + "\n" + seat_text(words, "this_tip", self.tr("Show the log of the bot you follow"))
        if self.bot_button.full_text != text.replace("&", "&&") or self.bot_button.toolTip() != tip:
            self.bot_button.set_full_text(text.replace("&", "&&"))
            self.bot_button.setToolTip(tip)

    def _name_all_button(self) -> None:
        """ "All bots", or in the pack's words for its seats (a whole phrase, so it agrees)
        where it has them in the language shown; a pack giving only the older `seats` word has it
        set into the interface's "All {seats}"."""
        seats = self.view.seats
        if seats is not None and has_words(seats):
            own = self.tr("All {seats}").replace("{seats}", render(seats))
        else:
            own = self.tr("All bots")
        words = self.view.seat_words
        text = seat_text(words, "all", own)
        tip = text + "\n" + seat_text(words, "all_tip", self.tr("Show the log of every bot"))
        if self.all_button.full_text != text.replace("&", "&&") or self.all_button.toolTip() != tip:
            self.all_button.set_full_text(text.replace("&", "&&"))
            self.all_button.setToolTip(tip)

    # ---- undo to here --------------------------------------------------------------------
    def _clicked(self, event: int, where: QPoint) -> None:
        if event == EARLIER and self.page is not None:
            self.page.show_earlier()
            self.text.moveCursor(QTextCursor.MoveOperation.Start)
            return
        history = self.view.history
        if history is None or event < 0 or event >= history.applied:
            return
        steps = history.applied - event
        menu = QMenu(self)
        menu.setObjectName("logMenu")
        action = menu.addAction(self.tr("Undo to here (takes back %n step(s))", "", steps))
        action.triggered.connect(lambda: self.undo_to.emit(event))
        self.menu = menu
        menu.popup(where)


class LogPane(QWidget):
    """The log's place in the window: the log, or (hidden by the player) a thin strip whose
    button shows it again, so the step gets the room and the log is one click away."""

    def __init__(self, log: LogView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logPane")
        self.log = log
        self.show_button = QToolButton()
        self.show_button.setObjectName("logShow")
        self.show_button.setText("«")
        self.show_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.show_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.show_button.clicked.connect(lambda: log.shown_changed.emit(True))
        self.show_button.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.show_button)
        layout.addWidget(log, 1)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """The strip's tooltip in the current language."""
        self.show_button.setToolTip(self.tr("Show the turn log"))
        self.show_button.setAccessibleName(self.tr("Show the turn log"))

    @property
    def shown(self) -> bool:
        """Whether the log itself is shown (not only its strip)."""
        return not self.log.isHidden()

    def set_shown(self, on: bool) -> None:
        """Show the log, or only the strip that brings it back."""
        self.log.setVisible(on)
        self.show_button.setVisible(not on)

    def strip_width(self) -> int:
        """The width the pane takes while the log is hidden."""
        return self.show_button.sizeHint().width()
