"""A card shown large from the pack's deck data: number, ordered actions, and every other field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from desktop.core.messages import Message
from desktop.ui.language import render
from desktop.ui.play.card_lines import card_lines, card_title, value_text
from desktop.ui.retranslate import translate_ui

CARD_WIDTH = 280  # the drawn card's widest: the step beside it keeps the rest
CARD_SHARE = 0.3  # at most this share of the step's row (EU's 16 answers in Ukrainian at 1366×768)
CARD_LEAST = 160  # and at least this wide
SOFT_HYPHEN = "\u00ad"  # where a word may break: a hyphen shows where it does


def card_width(row: int) -> int:
    """The drawn card's width beside a step in a row `row` pixels wide."""
    return max(CARD_LEAST, min(CARD_WIDTH, round(row * CARD_SHARE)))


def breakable(text: str, metrics: QFontMetrics, width: int) -> str:
    """`text` with each word wider than `width` given places to break between its letters (a
    word too long for its line was cut: «ЗОСЕРЕДЖЕНН» in a card 160 px wide); the rest as is."""
    if width <= 0:
        return text
    return "\n".join(
        " ".join(
            SOFT_HYPHEN.join(word) if metrics.horizontalAdvance(word) > width else word
            for word in line.split(" ")
        )
        for line in text.split("\n")
    )


class CardView(QFrame):
    """The last drawn card, large: whatever fields the pack's deck gives, in order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardView")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#cardView { border: 2px solid palette(mid); border-radius: 8px; }")
        self.number = QLabel()
        self.number.setObjectName("cardNumber")
        self.number.setWordWrap(True)  # at a large text size it wraps rather than widen the step
        self.body = QLabel()
        self.body.setObjectName("cardBody")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.number)
        layout.addWidget(self.body)
        self.pack_id = ""
        self.card: dict[str, Any] | None = None
        self.card_id: str | None = None
        self.setMinimumWidth(120)
        self.widest = CARD_WIDTH
        self.words = ("", "")  # the number's and the body's words, before a long word is broken
        self.titles: Mapping[str, Message] = {}
        self.labels: Mapping[str, Message] = {}
        self.set_text_size(11)
        translate_ui(self)

    def set_text_size(self, size: int) -> None:
        """Card number big, body a bit larger than the rest."""
        self.big = QFont(self.font())
        self.big.setPointSizeF(size * 2.0)
        self.big.setBold(True)
        self.small = QFont(self.font())
        self.small.setPointSizeF(size * 1.15)
        self.number.setFont(self.big if self.card_id is not None else self.small)
        self.body.setFont(self.small)
        self._break_words()

    def _break_words(self) -> None:
        """The card's words at its width, a word longer than a line broken (never cut)."""
        if self.card_id is None:
            return
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        side = margins.left() + margins.right() if margins is not None else 0
        width = self.widest - side - 2 * self.frameWidth()
        number, body = self.words
        self.number.setText(breakable(number, self.number.fontMetrics(), width))
        self.body.setText(breakable(body, self.body.fontMetrics(), width))

    def show_card(
        self,
        pack_id: str,
        card_id: str | None,
        card: dict[str, Any] | None,
        titles: Mapping[str, Message] | None = None,
        labels: Mapping[str, Message] | None = None,
    ) -> None:
        """Show a card (None: no card drawn yet); a value in `titles` reads as its words there (a
        chart's title for an action, the label the pack gives a value: the view's `card_words`);
        `labels` are the pack's words for the card's fields."""
        if titles is not None:
            self.titles = titles
        if labels is not None:
            self.labels = labels
        if (pack_id, card_id, card) == (self.pack_id, self.card_id, self.card):
            return
        self.pack_id, self.card_id, self.card = pack_id, card_id, card
        self.retranslate_ui()

    def set_widest(self, widest: int) -> None:
        """The card's width (its lines wrap) in a step's row of a new width."""
        if widest != self.widest:
            self.widest = widest
            if self.card_id is not None:
                self.setFixedWidth(widest)
                self._break_words()

    def retranslate_ui(self) -> None:
        """All texts of the card in the current language."""
        if self.card_id is None:
            # Nothing drawn: a line, not a large empty card taking the step's room.
            self.number.setFont(self.small)
            self.number.setText(self.tr("No card drawn"))
            self.body.setText("")
            self.body.hide()
            self.setMinimumWidth(120)
            self.setMaximumWidth(self.number.sizeHint().width() + 30)
            return
        self.number.setFont(self.big)
        self.body.show()
        # As wide whatever it reads, as a card on the table is: a card of other words beside the
        # step would otherwise move the step's edge and wrap its text again (one step in seven).
        self.setFixedWidth(self.widest)
        card = self.card or {}
        title = card_title(card)
        head = self.tr("Card {id}").replace("{id}", str(self.card_id))
        self.words = (
            f"{head} · {value_text(self.pack_id, title, self.titles, render)}" if title else head,
            "\n".join(card_lines(self.pack_id, card, self.labels, self.titles, render)),
        )
        self._break_words()
        # Where a value comes from is not shown (the deck's notes name files); an unknown says
        # what to do instead.
        unknown = any(v is None for k, v in card.items() if k not in ("id", "sources"))
        self.setToolTip(self.tr("?: not printed in the booklet's text: check your card.") if unknown else "")
