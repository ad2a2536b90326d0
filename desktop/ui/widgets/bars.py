"""The lines a window shows without stopping anything: the message bar at the top, and the mark
in the menu bar's corner while the game's file cannot be written."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from desktop.core.messages import Said
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui

# Colours of the message bar: a refusal in red, news that stopped nothing in amber, a success
# in green (never red). Each pair keeps a contrast ratio above 7:1.
BAR_STYLES = {
    "refused": "background: #fee2e2; color: #7f1d1d; padding: 6px;",
    "warning": "background: #fef3c7; color: #78350f; padding: 6px;",
    "success": "background: #dcfce7; color: #14532d; padding: 6px;",
}


class MessageBar(QLabel):
    """A line at the top of the window: why an input was refused, something worth knowing, or
    that something worked. It never blocks the turn; the next accepted step hides it. The message
    is kept, so a language switch shows it again in the new language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setWordWrap(True)
        self.kind = ""
        self.said: Said | None = None
        self.hide()
        translate_ui(self)

    def _show(self, kind: str, text: Said) -> None:
        self.kind, self.said = kind, text
        self.setStyleSheet(BAR_STYLES[kind])
        self.retranslate_ui()
        self.show()

    def refused(self, reason: Said) -> None:
        """An input was not accepted: say why."""
        self._show("refused", reason)

    def warn(self, text: Said) -> None:
        """Something to know that did not stop anything."""
        self._show("warning", text)

    def success(self, text: Said) -> None:
        """Something worked (a game exported, renamed, imported)."""
        self._show("success", text)

    def retranslate_ui(self) -> None:
        """The message in the current language."""
        if self.said is None:
            return
        shown = render(self.said)
        if self.kind == "refused":
            shown = self.tr("Not accepted: {reason}").replace("{reason}", shown)
        self.setText(shown)


class StoreMarker(QLabel):
    """A lasting mark, in the menu bar's corner, while the game's file cannot be written: play
    goes on in memory, and the mark goes once every step is on disk again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storeMarker")
        self.setStyleSheet(BAR_STYLES["warning"] + " font-weight: bold; padding: 2px 8px;")
        self.reason: Said = ""
        self.hide()
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        self.setText(self.tr("⚠ Not saved to disk"))
        self.setToolTip(
            self.tr(
                "The game's file cannot be written ({reason}). Every step is kept in memory and "
                "written as soon as it can be; Game → Export saves a copy elsewhere."
            ).replace("{reason}", render(self.reason))
        )

    def set_reason(self, reason: Said) -> None:
        """Show the mark with its reason, or hide it ("")."""
        self.reason = reason
        self.retranslate_ui()
        self.setVisible(bool(reason))
