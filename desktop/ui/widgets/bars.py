"""The lines a window shows without stopping anything: the message bar at the top, and the mark
in the menu bar's corner while the game's file cannot be written."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from desktop.core.messages import Said
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui

# Colours of the message bar (ground, words): a refusal in red, news that stopped nothing in
# amber, a success in green (never red). Each pair keeps a contrast ratio above 7:1 in either
# theme, and each kind also says what it is in words or a mark (colour is never the only sign).
BAR_COLOURS = {
    "refused": ("#fee2e2", "#7f1d1d"),
    "warning": ("#fef3c7", "#78350f"),
    "success": ("#dcfce7", "#14532d"),
}
BAR_PAD = 6


def paint_bar(label: QLabel, kind: str) -> None:
    """A bar's ground and words in the colours of its kind. Set as a palette, not a style sheet:
    a style sheet would keep the words at the size they had, whatever the text size."""
    ground, ink = BAR_COLOURS[kind]
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(ground))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(ink))
    label.setPalette(palette)
    label.setAutoFillBackground(True)
    label.setMargin(BAR_PAD)


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
        paint_bar(self, kind)
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
        elif self.kind == "warning":
            shown = "⚠ " + shown
        elif self.kind == "success":
            shown = "✓ " + shown
        self.setText(shown)


class StoreMarker(QLabel):
    """A lasting mark, in the menu bar's corner, while the game's file cannot be written: play
    goes on in memory, and the mark goes once every step is on disk again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storeMarker")
        paint_bar(self, "warning")
        self.setMargin(2)
        bold = QFont()  # only the weight: the size follows the window's text size
        bold.setBold(True)
        self.setFont(bold)
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
