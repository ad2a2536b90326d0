"""A key does one thing in one place: a field with the keyboard focus owns the keys that type or
confirm (letters, digits, Space, Enter), so the window's step keys act only when no field is
being edited. Installed once on the application."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
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
    return isinstance(obj, (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit))


class EditorKeys(QObject):
    """Gives a focused field its typing keys before any window shortcut sees them."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and is_editor(obj) and isinstance(event, QKeyEvent):
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods in TYPING and event.key() != Qt.Key.Key_F1:
                event.accept()  # the key goes to the field as a key press, not to a shortcut
                return True
        return False


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
    if is_editor(focus) and focus is not None and (window is None or focus.window() is window):
        focus.clearFocus()
