"""The page shown when no game is open: what the app does in two lines, the rule systems (each
with its description and a sample game to try), and the saved games (the library)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import Pack
from desktop.ui.controller import GameController
from desktop.ui.keys import press_on_tab
from desktop.ui.language import render
from desktop.ui.library.library_view import LibraryList
from desktop.ui.library.library_words import shown_title
from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.rich_text import escape

# Headings are rich text sized relative to the widget's font, so they follow the window's text
# size (a font set on a label would stay at the size it had when it was made).
HEADING = '<span style="font-size: {size}; font-weight: bold;">{text}</span>'


def _heading(size: str = "large") -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setProperty("heading_size", size)
    return label


def _set_heading(label: QLabel, text: str) -> None:
    label.setText(HEADING.format(size=label.property("heading_size"), text=escape(text)))


class SystemsList(QWidget):
    """The installed rule systems, one row each: name, one-line description, "Try a sample
    game"."""

    sample_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.packs: dict[str, Pack] | None = None  # None: not laid out yet
        self.rows: dict[str, tuple[QLabel, QLabel, QPushButton]] = {}
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(0, 1)
        self.grid.setVerticalSpacing(2)
        self.empty = QLabel()
        self.empty.setObjectName("systemsEmpty")
        self.empty.setWordWrap(True)
        translate_ui(self)

    def set_packs(self, packs: dict[str, Pack]) -> None:
        """Show these packs (sorted by name); rebuilt only when the set changed."""
        if self.packs is not None and set(packs) == set(self.packs):
            return
        self.packs = dict(packs)
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.empty:
                widget.deleteLater()
        self.rows = {}
        order = sorted(packs.values(), key=lambda p: p.meta.name.lower())
        for index, pack in enumerate(order):
            name, about = _heading("medium"), QLabel()
            about.setWordWrap(True)
            about.setObjectName(f"about:{pack.id}")
            button = QPushButton()
            button.setObjectName(f"sample:{pack.id}")
            press_on_tab(button)  # reached with Tab, it shows the focus mark
            button.clicked.connect(lambda _=False, p=pack.id: self.sample_requested.emit(p))
            name.setWordWrap(True)
            if index:
                name.setContentsMargins(0, 14, 0, 0)  # a gap between systems
            # the name and its button on one line, the description under both
            self.grid.addWidget(name, index * 2, 0, Qt.AlignmentFlag.AlignBottom)
            self.grid.addWidget(button, index * 2, 1, Qt.AlignmentFlag.AlignBottom)
            self.grid.addWidget(about, index * 2 + 1, 0, 1, 2)
            self.rows[pack.id] = (name, about, button)
        self.grid.addWidget(self.empty, len(order) * 2, 0, 1, 2)
        self.empty.setVisible(not order)
        self.grid.setRowStretch(len(order) * 2 + 1, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Texts in the current language (names and descriptions come from the packs)."""
        self.empty.setText(
            self.tr(
                "No rule system is installed. Reinstall Botmat; the problems window says what failed to load."
            )
        )
        for pack_id, (name, about, button) in self.rows.items():
            meta = (self.packs or {})[pack_id].meta
            _set_heading(name, render(Message(pack_id, meta.name)))
            about.setText(render(Message(pack_id, meta.description)) if meta.description else "")
            button.setText(self.tr("Try a sample game"))
            # Four buttons read alike: a screen reader names the rule system too
            system = render(Message(pack_id, meta.name))
            button.setAccessibleName(self.tr("Try a sample game: {system}").replace("{system}", system))
            button.setToolTip(
                self.tr("A ready-made game to click through. It joins your games; no other game is changed.")
            )


class WelcomePage(QWidget):
    """New game, resume the last one, open a file; the rule systems with their sample games; the
    saved games."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("welcome")
        self.title = _heading("x-large")
        self.title.setObjectName("welcomeTitle")
        self.title.setWordWrap(True)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("welcomeSubtitle")
        self.subtitle.setWordWrap(True)
        self.new_button = QPushButton()
        self.new_button.setObjectName("welcomeNew")
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("welcomeResume")
        self.open_button = QPushButton()
        self.open_button.setObjectName("welcomeOpen")
        for button in (self.new_button, self.resume_button, self.open_button):
            press_on_tab(button)  # reached with Tab, it shows the focus mark
        self.systems_title, self.games_title = _heading(), _heading()
        self.systems = SystemsList()
        self.games = LibraryList(controller)
        self.games.import_button.hide()  # the page has its own "Open a file…" above
        self._lay_out()
        self.games.refreshed.connect(self._update_resume)
        translate_ui(self)
        self.refresh()

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        for button in (self.new_button, self.resume_button, self.open_button):
            button.setMinimumHeight(40)
            buttons.addWidget(button)
        buttons.addStretch(1)
        scroll = self.systems_scroll = QScrollArea()
        scroll.setObjectName("systemsScroll")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # texts wrap
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.systems)
        left = QVBoxLayout()
        left.addWidget(self.systems_title)
        left.addWidget(scroll, 1)
        right = QVBoxLayout()
        right.addWidget(self.games_title)
        right.addWidget(self.games, 1)
        columns = QHBoxLayout()
        columns.setSpacing(24)
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(10)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(buttons)
        layout.addLayout(columns, 1)

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        _set_heading(
            self.title, self.tr("Botmat runs the bots of your board games for the people at the table.")
        )
        self.subtitle.setText(
            self.tr(
                "It keeps each bot's mat and deck, rolls its dice, draws its cards, asks what only "
                "the table knows and says exactly what to do, every number computed."
            )
        )
        self.new_button.setText(self.tr("New game"))
        self.resume_button.setText(self.tr("Resume last game"))
        self.open_button.setText(self.tr("Open a file…"))
        self.open_button.setToolTip(self.games.import_button.toolTip())
        _set_heading(self.systems_title, self.tr("Rule systems"))
        self.systems_scroll.setAccessibleName(self.tr("Rule systems"))
        _set_heading(self.games_title, self.tr("Your games"))
        self._update_resume()

    def refresh(self) -> None:
        """The rule systems and games as they are now (after packs loaded or games changed)."""
        self.systems.set_packs(self.controller.packs)
        self.games.refresh()
        self._update_resume()

    def _update_resume(self) -> None:
        # The list has just read the library: no second read.
        newest = next((info for info in self.games.infos if info.problem is None), None)
        self.resume_button.setEnabled(newest is not None)
        resumed = shown_title(newest) if newest is not None else self.tr("No saved game yet.")
        self.resume_button.setToolTip(resumed)
