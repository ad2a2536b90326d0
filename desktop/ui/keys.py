"""A key does one thing in one place: a field with the keyboard focus owns the keys that type or
confirm (letters, digits, Space, Enter), so the window's step keys act only when no field is
being edited; a button reached with Tab owns Space and Enter (they press it). Installed once on
the application."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

# Modifiers under which a key still types into a field (Ctrl and Alt keys stay the window's).
TYPING = (
    Qt.KeyboardModifier.NoModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.KeypadModifier,
)


def is_editor(obj: QObject | None) -> bool:
    """Whether a widget is a field the player types into."""
    if isinstance(obj, QComboBox):
        return obj.isEditable()
    if isinstance(obj, (QTextEdit, QPlainTextEdit)):
        return not obj.isReadOnly()  # a text only read (the log) leaves the keys to the step
    return isinstance(obj, (QLineEdit, QAbstractSpinBox))


PRESS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)  # the keys a tabbed-to button owns
TABBED = "tabbed"  # the property set on a button while it has a focus it got from Tab


def tabbed(obj: QObject | None) -> bool:
    """Whether `obj` is a button the player reached with Tab (it owns Space and Enter)."""
    return isinstance(obj, QAbstractButton) and bool(obj.property(TABBED))


class EditorKeys(QObject):
    """Gives a focused field its typing keys before any window shortcut sees them."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and is_editor(obj) and isinstance(event, QKeyEvent):
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods in TYPING and event.key() != Qt.Key.Key_F1:
                event.accept()  # the key goes to the field as a key press, not to a shortcut
                return True
        return False


class TabbedKeys(QObject):
    """Space and Enter press a button the player reached with Tab (tick a box, open a menu). A
    button that got the focus any other way (the window gave it on opening) leaves them to the
    step: a stray focus never swallows a roll."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.FocusIn and isinstance(event, QFocusEvent):
            obj.setProperty(TABBED, event.reason() in TAB_REASONS)
        elif kind == QEvent.Type.FocusOut:
            obj.setProperty(TABBED, False)
        elif kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and obj.property(TABBED):
            if event.key() in PRESS and not event.modifiers():
                event.accept()  # the key goes to the button as a key press, not to a shortcut
                return True
        return False


TAB_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
_TABBED: TabbedKeys | None = None


def press_on_tab(button: QAbstractButton) -> None:
    """Let Tab reach `button` (never a click) and Space and Enter press it once reached."""
    global _TABBED
    if _TABBED is None:
        _TABBED = TabbedKeys()
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.installEventFilter(_TABBED)


_FILTER: EditorKeys | None = None


def install_editor_keys(app: QApplication) -> None:
    """Make fields own their keys in the whole application (once). The filter sits on the field
    that has the focus only, so no other event of the app passes through Python."""
    global _FILTER
    if _FILTER is not None:
        return
    keys = _FILTER = EditorKeys(app)

    def moved(old: QWidget | None, new: QWidget | None) -> None:
        if old is not None and is_editor(old):
            old.removeEventFilter(keys)
        if new is not None and is_editor(new):
            new.installEventFilter(keys)

    app.focusChanged.connect(moved)
    focus = app.focusWidget()
    if focus is not None and is_editor(focus):
        focus.installEventFilter(keys)


def settle_editing(window: QWidget | None) -> None:
    """A click elsewhere ends an edit the way leaving the field does: its value is committed, or
    put back with the reason; so no field keeps showing a value the game does not hold."""
    focus = QApplication.focusWidget()
    owns = is_editor(focus) or tabbed(focus)
    if owns and focus is not None and (window is None or focus.window() is window):
        focus.clearFocus()  # a button reached with Tab gives Space and Enter back to the step


def mnemonic_safe(text: str) -> str:
    """Pack texts on buttons and boxes: '&' is a character, not a keyboard mnemonic."""
    return text.replace("&", "&&")


def with_letters(texts: list[str]) -> list[str]:
    """Menu entries' words (as a button or a menu holds them: `&&` an ampersand, `&x` an Alt
    letter), each with an Alt letter of its own: the first letter of a word not yet taken, else
    any letter not yet taken, else none. Entries made from buttons' words had none, so the
    arrows alone reached them."""
    used: set[str] = set()
    out = []
    for text in texts:
        plain = shown_words(text)
        spot = _free_letter(plain, used)
        if spot is None:
            out.append(plain.replace("&", "&&"))
            continue
        used.add(plain[spot].casefold())
        out.append(plain[:spot].replace("&", "&&") + "&" + plain[spot:].replace("&", "&&"))
    return out


def shown_words(text: str) -> str:
    """Words as a menu or a button shows them: an Alt letter's `&` gone, `&&` one `&`."""
    return "&".join(part.replace("&", "") for part in text.split("&&"))


def _free_letter(text: str, used: set[str]) -> int | None:
    """Where the first free letter of `text` is: a word's first letter before any other."""
    starts = [i for i, c in enumerate(text) if c.isalpha() and (i == 0 or not text[i - 1].isalnum())]
    rest = [i for i, c in enumerate(text) if c.isalpha() and i not in starts]
    return next((i for i in starts + rest if text[i].casefold() not in used), None)
