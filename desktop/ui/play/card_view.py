"""A card shown large from the pack's deck data: number, ordered actions, and every other field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from desktop.core.messages import Message
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui

CARD_WIDTH = 330  # the drawn card's widest: the step beside it keeps the rest
# Fields shown as a title rather than as a line; everything else a deck defines is listed.
TITLE_KEYS = ("name", "title")
FLAG_MARKS = {"discard": "⊘"}


def humanize(key: str) -> str:
    """A field key as a label in English ("war_action" -> "War action")."""
    return key.replace("_", " ").strip().capitalize()


def value_text(pack_id: str, value: Any, titles: Mapping[str, Message] | None = None) -> str:
    """A card value in the current language: a chart id shows the chart's title, other
    strings are rule texts of the pack."""
    if isinstance(value, str):
        if titles and value in titles:
            return render(titles[value])
        return render(Message(pack_id, value))
    if isinstance(value, dict):
        return ", ".join(
            f"{render(Message(pack_id, humanize(str(k))))}: {value_text(pack_id, v, titles)}"
            for k, v in value.items()
        )
    if isinstance(value, list):
        return ", ".join(value_text(pack_id, v, titles) for v in value)
    return str(value)


class CardView(QFrame):
    """The last drawn card, large: whatever fields the pack's deck gives, in order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardView")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#cardView { border: 2px solid palette(mid); border-radius: 8px; }")
        self.number = QLabel()
        self.number.setObjectName("cardNumber")
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

    def show_card(
        self,
        pack_id: str,
        card_id: str | None,
        card: dict[str, Any] | None,
        titles: Mapping[str, Message] | None = None,
        labels: Mapping[str, Message] | None = None,
    ) -> None:
        """Show a card (None: no card drawn yet); a value naming a chart in `titles` (an action)
        shows that chart's title; `labels` are the pack's words for the card's fields."""
        if titles is not None:
            self.titles = titles
        if labels is not None:
            self.labels = labels
        if (pack_id, card_id, card) == (self.pack_id, self.card_id, self.card):
            return
        self.pack_id, self.card_id, self.card = pack_id, card_id, card
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """All texts of the card in the current language."""
        if self.card_id is None:
            # Nothing drawn: a line, not a large empty card taking the step's room.
            self.number.setFont(self.small)
            self.number.setText(self.tr("No card drawn"))
            self.body.setText("")
            self.body.hide()
            self.setMaximumWidth(self.number.sizeHint().width() + 30)
            return
        self.number.setFont(self.big)
        self.body.show()
        self.setMaximumWidth(CARD_WIDTH)
        card = self.card or {}
        title = next((card[k] for k in TITLE_KEYS if isinstance(card.get(k), str)), None)
        head = self.tr("Card {id}").replace("{id}", str(self.card_id))
        self.number.setText(f"{head} · {value_text(self.pack_id, title)}" if title else head)
        lines: list[str] = []
        for key, value in card.items():
            if key in ("id", "sources") or key in TITLE_KEYS:
                continue
            known = self.labels.get(key)
            label = (
                render(known)
                if known is not None
                else QCoreApplication.translate(self.pack_id, humanize(key))
            )
            if isinstance(value, bool):
                if value:
                    lines.append(f"{FLAG_MARKS.get(key, '✓')} {label}")
            elif isinstance(value, list) and value and all(isinstance(v, (str, dict)) for v in value):
                lines.append(f"{label}:")
                lines += [
                    f"  {i}. {value_text(self.pack_id, v, self.titles)}" for i, v in enumerate(value, 1)
                ]
            elif value is None:
                # The deck says no source gives this value: show it as unknown, never guess.
                lines.append(f"{label}: ?")
            elif value != [] and value != "":
                lines.append(f"{label}: {value_text(self.pack_id, value, self.titles)}")
        self.body.setText("\n".join(lines))
        # Where a value comes from is not shown (the deck's notes name files); an unknown says
        # what to do instead.
        unknown = any(v is None for k, v in card.items() if k not in ("id", "sources"))
        self.setToolTip(self.tr("?: not printed in the booklet's text: check your card.") if unknown else "")
