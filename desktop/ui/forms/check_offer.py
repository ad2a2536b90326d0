"""The New game dialog's one-time question about a pack's checks (its `checks:`, e.g. the Bot
Deck): compare the cards with the player's own now, before the first turn, or skip and answer at
the draw. Asked once per check and never again once answered (the answer is remembered by the
window); the cards' answers are kept for every later game."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtWidgets import QButtonGroup, QGroupBox, QLabel, QRadioButton, QVBoxLayout, QWidget

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import Pack
from desktop.core.play import copy_checks
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui
from desktop.ui.widgets.contrast_style import grow_indicators


def check_key(pack_id: str, table: str) -> str:
    """How the window remembers that a check's question was answered ("<pack>/<table>")."""
    return f"{pack_id}/{table}"


def to_offer(pack: Pack, answered: Collection[str]) -> list[str]:
    """The checks of a pack to ask about: cards still unchecked, and never answered before."""
    return [
        table
        for table in pack.meta.checks
        if check_key(pack.id, table) not in answered and copy_checks.unchecked(pack, table)
    ]


class CheckOffer(QGroupBox):
    """One check's question: "Compare them now" (the default) or "Skip: answer at the draw"."""

    def __init__(self, pack: Pack, table: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pack, self.table = pack, table
        self.setObjectName(f"checkOffer:{table}")
        self.intro = QLabel()
        self.intro.setObjectName("checkOfferText")
        self.intro.setWordWrap(True)
        self.now_button = QRadioButton()
        self.now_button.setObjectName("checkOfferNow")
        self.skip_button = QRadioButton()
        self.skip_button.setObjectName("checkOfferSkip")
        grow_indicators(self.now_button)
        grow_indicators(self.skip_button)
        self.group = QButtonGroup(self)
        self.group.addButton(self.now_button)
        self.group.addButton(self.skip_button)
        self.now_button.setChecked(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.now_button)
        layout.addWidget(self.skip_button)
        translate_ui(self)

    def compare_now(self) -> bool:
        """Whether the player chose to compare the cards before the first turn."""
        return self.now_button.isChecked()

    def retranslate_ui(self) -> None:
        """Texts in the current language (the check's name is the pack's)."""
        check = self.pack.meta.checks[self.table]
        self.setTitle(render(Message(self.pack.id, check.label)))
        left = len(copy_checks.unchecked(self.pack, self.table))
        self.intro.setText(
            self.tr(
                "%n card(s) of the app's list are not compared with your own cards yet. Compare "
                "them once: your answers are kept for every later game.",
                "",
                left,
            )
        )
        self.now_button.setText(self.tr("Compare them now, before the first turn"))
        self.skip_button.setText(self.tr("Skip: answer at the draw instead"))
