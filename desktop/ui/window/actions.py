"""The window's menus and keyboard shortcuts, declared once as a table (as Picard's actions.py):
where each entry is, its text, its keys, and the window method it calls. A key does one thing."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from desktop.core.messages import Message
from desktop.core.play.view import EMPTY_MAP
from desktop.core.values import Value
from desktop.ui.language import LANGUAGES, seat_text
from desktop.ui.retranslate import translate_ui
from desktop.ui.translated_later import QT_TRANSLATE_NOOP

Keys = tuple[QKeySequence.StandardKey | str, ...]
CONTEXT = "Actions"


class MenuSpec(Value):
    """A menu of the menu bar."""

    name: str
    text: str


class ActionSpec(Value):
    """One menu entry: its menu, text, shortcuts, and the window method it calls (a dotted name
    reaches a part of the window: "files.resume"). `group` makes it one of exclusive choices;
    `toggle` a check mark; `submenu` a menu filled when opened."""

    name: str
    menu: str
    text: str
    slot: str
    keys: Keys = ()
    group: str = ""
    toggle: bool = False
    submenu: bool = False
    separator: bool = False
    seat_phrase: str = ""  # the key of the pack's phrase (`seat_words:`) said instead, if it has one


MENUS = (
    MenuSpec("game", QT_TRANSLATE_NOOP("Actions", "&Game")),
    MenuSpec("edit", QT_TRANSLATE_NOOP("Actions", "&Edit")),
    MenuSpec("turn", QT_TRANSLATE_NOOP("Actions", "&Turn")),  # filled when opened (turn_menu.py)
    MenuSpec("view", QT_TRANSLATE_NOOP("Actions", "&View")),
    MenuSpec("language", QT_TRANSLATE_NOOP("Actions", "&Language")),
    MenuSpec("help", QT_TRANSLATE_NOOP("Actions", "&Help")),
)

Std = QKeySequence.StandardKey
ACTIONS = (
    ActionSpec("new", "game", QT_TRANSLATE_NOOP("Actions", "&New game…"), "dialogs.new_game", (Std.New,)),
    ActionSpec("open", "game", QT_TRANSLATE_NOOP("Actions", "&Open…"), "files.show_library", (Std.Open,)),
    ActionSpec("open_file", "game", QT_TRANSLATE_NOOP("Actions", "Open a &file…"), "files.open_file_dialog"),
    ActionSpec("resume", "game", QT_TRANSLATE_NOOP("Actions", "&Resume last game"), "files.resume"),
    ActionSpec(
        "recent", "game", QT_TRANSLATE_NOOP("Actions", "Recent games"), "files.fill_recent", submenu=True
    ),
    ActionSpec(
        "save", "game", QT_TRANSLATE_NOOP("Actions", "&Save"), "files.save_now", (Std.Save,), separator=True
    ),
    ActionSpec(
        "export", "game", QT_TRANSLATE_NOOP("Actions", "&Export…"), "files.export_dialog", (Std.SaveAs,)
    ),
    ActionSpec("rename", "game", QT_TRANSLATE_NOOP("Actions", "Rena&me game…"), "files.rename_current"),
    ActionSpec(
        "close_game", "game", QT_TRANSLATE_NOOP("Actions", "&Close game"), "files.close_game", ("Ctrl+W",)
    ),
    ActionSpec(
        "profiles",
        "game",
        QT_TRANSLATE_NOOP("Actions", "&Profiles…"),
        "dialogs.edit_profiles",
        separator=True,
    ),
    ActionSpec("quit", "game", QT_TRANSLATE_NOOP("Actions", "&Quit"), "close", (Std.Quit,), separator=True),
    ActionSpec("undo", "edit", QT_TRANSLATE_NOOP("Actions", "&Undo"), "controller.undo", ("Ctrl+Z",)),
    ActionSpec(
        "redo", "edit", QT_TRANSLATE_NOOP("Actions", "&Redo"), "controller.redo", ("Ctrl+Shift+Z", "Ctrl+Y")
    ),
    # The chart zooms with Ctrl and + - 0 (as a browser page does); the text size has keys of
    # its own with Alt, so no key sequence belongs to two entries ("Ctrl++" is also how the
    # keyboard reports Ctrl+Shift+= on many layouts).
    ActionSpec(
        "zoom_in", "view", QT_TRANSLATE_NOOP("Actions", "Zoom &in"), "view_menu.zoom_in", ("Ctrl++", "Ctrl+=")
    ),
    ActionSpec(
        "zoom_out", "view", QT_TRANSLATE_NOOP("Actions", "Zoom &out"), "view_menu.zoom_out", ("Ctrl+-",)
    ),
    ActionSpec("fit", "view", QT_TRANSLATE_NOOP("Actions", "&Fit chart"), "view_menu.fit_chart", ("Ctrl+0",)),
    ActionSpec(
        "follow",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Follow the current step"),
        "view_menu.follow",
        toggle=True,
    ),
    ActionSpec(
        "log", "view", QT_TRANSLATE_NOOP("Actions", "Turn &log"), "widths.show_log", ("Ctrl+L",), toggle=True
    ),
    # The log's filters, as its two buttons have them
    ActionSpec(
        "log_bot",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Log of the bot shown"),
        "view_menu.log_bot",
        group="log_filter",
        seat_phrase="log_shown",
    ),
    ActionSpec(
        "log_all",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Log of all bots"),
        "view_menu.log_all",
        group="log_filter",
        seat_phrase="log_all",
    ),
    ActionSpec(
        "table",
        "view",
        QT_TRANSLATE_NOOP("Actions", "&Table display"),
        "table_display.set_shown",
        ("Ctrl+T",),
        toggle=True,
        separator=True,
    ),
    ActionSpec(
        "table_full",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Table display full screen"),
        "table_display.full_screen",
        ("F11",),
    ),
    ActionSpec(
        "table_language",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Table display language"),
        "table_display.fill_languages",
        submenu=True,
    ),
    ActionSpec(
        "bigger",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Larger text"),
        "view_menu.larger_text",
        ("Ctrl+Alt++", "Ctrl+Alt+="),
        separator=True,
    ),
    ActionSpec(
        "smaller",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Smaller text"),
        "view_menu.smaller_text",
        ("Ctrl+Alt+-",),
    ),
    ActionSpec(
        "light",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Light theme"),
        "view_menu.light_theme",
        group="theme",
        separator=True,
    ),
    ActionSpec(
        "dark", "view", QT_TRANSLATE_NOOP("Actions", "Dark theme"), "view_menu.dark_theme", group="theme"
    ),
    ActionSpec(
        "step_rules",
        "help",
        QT_TRANSLATE_NOOP("Actions", "&Rules of this step"),
        "dialogs.show_step_rules",
        ("F1",),
    ),
    ActionSpec("keys", "help", QT_TRANSLATE_NOOP("Actions", "&Keyboard shortcuts"), "dialogs.show_shortcuts"),
    ActionSpec("about", "help", QT_TRANSLATE_NOOP("Actions", "&About Botmat"), "dialogs.show_about"),
)


class Actions(QObject):
    """The menus and actions of a window, built from the table; texts follow the language."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.menus: dict[str, QMenu] = {m.name: window.menuBar().addMenu("") for m in MENUS}
        self.actions: dict[str, QAction] = {}
        self.submenus: dict[str, QMenu] = {}
        self.seat_words: Mapping[str, Message] = EMPTY_MAP  # the open game's pack's (show_seats)
        groups: dict[str, QActionGroup] = {}
        for spec in ACTIONS:
            menu = self.menus[spec.menu]
            if spec.separator:
                menu.addSeparator()
            if spec.submenu:
                sub = menu.addMenu("")
                sub.aboutToShow.connect(self._slot(spec.slot))
                self.submenus[spec.name] = sub
                continue
            action = self._action(menu, spec)
            if spec.group:
                group = groups.get(spec.group) or groups.setdefault(spec.group, QActionGroup(self))
                action.setCheckable(True)
                group.addAction(action)
        self.languages = self._languages()
        translate_ui(self)

    def _action(self, menu: QMenu, spec: ActionSpec) -> QAction:
        action = QAction(self.window)
        action.setObjectName("act:" + spec.name)
        action.setShortcuts([QKeySequence(k) for k in spec.keys])
        action.setCheckable(spec.toggle)
        slot = self._slot(spec.slot)
        if spec.toggle:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _=False, slot=slot: slot())
        menu.addAction(action)
        self.actions[spec.name] = action
        return action

    def _slot(self, name: str) -> Any:
        """The window method (or the method of a part of the window) a dotted name gives."""
        target: Any = self.window
        for part in name.split("."):
            target = getattr(target, part)
        return target

    def _languages(self) -> dict[str, QAction]:
        """One entry per language, each named in itself (never translated; its words are set
        with the window's, MainWindow.retranslate_ui)."""
        group = QActionGroup(self)
        out: dict[str, QAction] = {}
        for code, _name in LANGUAGES:
            action = QAction(self.window)  # QAction(text, parent) would make QIcon's types (its other form)
            action.setObjectName("lang:" + code)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, c=code: self.window.set_language(c))  # type: ignore[attr-defined]
            group.addAction(action)
            self.menus["language"].addAction(action)
            out[code] = action
        return out

    def __getitem__(self, name: str) -> QAction:
        return self.actions[name]

    def show_seats(self, words: Mapping[str, Message]) -> None:
        """Another game: the entries that name the seats say them in its pack's words."""
        if words == self.seat_words:
            return  # a game of the same pack, or another without such words: already said
        self.seat_words = words
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Menu titles and entries in the current language."""
        for menu in MENUS:
            self.menus[menu.name].setTitle(QCoreApplication.translate(CONTEXT, menu.text))
        for spec in ACTIONS:
            text = QCoreApplication.translate(CONTEXT, spec.text)
            if spec.seat_phrase:
                text = seat_text(self.seat_words, spec.seat_phrase, text)
            if spec.submenu:
                self.submenus[spec.name].setTitle(text)
            else:
                self.actions[spec.name].setText(text)

    def mnemonic(self, menu: str) -> str:
        """The Alt key that opens a menu in the language shown ("Alt+T"; "" without one)."""
        title = self.menus[menu].title().replace("&&", "")
        at = title.find("&")
        return f"Alt+{title[at + 1].upper()}" if 0 <= at < len(title) - 1 else ""

    def shortcuts(self) -> Iterator[tuple[str, str]]:
        """(keys, what they do) of every entry with a shortcut, for the Help box."""
        turn = self.mnemonic("turn")
        if turn:
            own = QCoreApplication.translate(
                "Actions",
                "the Turn menu: the bot's turn, Stop, its routines and Routines menu, the round "
                "bar's buttons, + Bot",
            )
            yield (turn, seat_text(self.seat_words, "key_turn_menu", own))
        yield (
            "Tab",
            QCoreApplication.translate(
                "Actions",
                "the mat's values and boxes, Routines ▾, the chart; Space presses the button reached",
            ),
        )
        for spec in ACTIONS:
            action = self.actions.get(spec.name)
            if action is None or not action.shortcuts():
                continue
            keys = " / ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
            # The table's text, not the entry's live one: Undo reads «Undo: <the last step>».
            said = QCoreApplication.translate("Actions", spec.text)
            yield keys, said.replace("&", "").rstrip("…")
