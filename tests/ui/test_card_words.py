"""A drawn card's values read in the player's language: the Bot Deck names a card's FOCUS type
and discard icon by ids ("expansion", "administrative"), which the card view showed as they are
in every language."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot
from ui_helpers import answer_plainly

from desktop.boot.startup import App
from desktop.ui.language import render


def first_draw(app: App, seed: int) -> dict[str, Any]:
    """A new EU game's first drawn card (its data), answering "no" to every threat."""
    app.controller.new_game("eupop", [({"name": "Castile"}, None)], seed=seed)
    app.controller.start_turn()
    for _ in range(40):
        bot = app.controller.view.active_bot
        face = next((f.card for s in bot.mat for f in s.fields if f.card is not None), None) if bot else None
        if face is not None and face.data is not None:
            return dict(face.data)
        assert app.controller.step() is not None, "the turn ended before a draw"
        answer_plainly(app, prefer="no")  # "no" to every threat: the Bot draws its card
    raise AssertionError("no card drawn")


def worded(app: App, card: dict[str, Any]) -> list[str]:
    """The card's values the pack gives words of their own (a chart's id shows its title)."""
    view = app.controller.view
    return [
        v
        for v in card.values()
        if isinstance(v, str)
        and v in view.card_words
        and v not in view.chart_titles
        and view.card_words[v].text != v
    ]


def test_a_drawn_cards_values_are_in_the_players_words(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app()
    named = next((n for seed in range(1, 13) if (n := worded(app, first_draw(app, seed)))), [])
    assert named, "a first draw names a FOCUS type or discard icon"
    for language in ("en", "pl", "uk"):
        app.language.set_language(language)
        body = app.window.card_view.body.text()
        for value in named:
            word = render(app.controller.view.card_words[value])
            assert f": {word}" in body and f": {value}" not in body, (language, body)
