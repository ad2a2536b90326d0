"""The turn log's "All bots" filter names the seats as the pack does: "All Automas" for Glory's
automas, "All Calamities" for Mega Civ's resolvers; "All bots" where the pack gives no word for
its seats together, and in a language whose catalogue lacks the pack's word (never an English
word inside a Polish label)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

WORDS = {"pl": "automy", "uk": "автоми"}  # the glossary's plural of automa (§1)


class AutomasTranslator(QTranslator):
    """The Glory pack's catalogue's entry for its seats together, in one language."""

    def __init__(self, word: str) -> None:
        super().__init__()
        self.word = word

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return self.word if (context, source) == ("glory_automa", "Automas") else ""

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's virtual
        return False


def all_button_text(make_app: Any, pack_id: str, language: str) -> tuple[Any, str]:
    app = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    app.language.set_language(language)
    app.controller.new_game(pack_id, [({}, None)], seed=1)
    return app, app.window.log_view.all_button.full_text


@pytest.mark.parametrize(
    ("pack_id", "expected"),
    [("glory_automa", "All Automas"), ("megaciv_calamities", "All Calamities"), ("eupop", "All bots")],
)
def test_the_log_names_the_packs_seats(make_app: Any, pack_id: str, expected: str) -> None:
    _app, text = all_button_text(make_app, pack_id, "en")
    assert text == expected


@pytest.mark.parametrize("language", ["pl", "uk"])
def test_in_polish_and_ukrainian_the_packs_word_or_the_generic_one(make_app: Any, language: str) -> None:
    app, text = all_button_text(make_app, "glory_automa", language)
    word = QCoreApplication.translate("glory_automa", "Automas")  # the pack catalogue's, if any
    own = QCoreApplication.translate("LogView", "All {seats}").replace("{seats}", word)
    assert text == (own if word != "Automas" else QCoreApplication.translate("LogView", "All bots"))
    assert "Automas" not in text, "no English word inside a Polish or Ukrainian label"
    translator = AutomasTranslator(WORDS[language])
    app.qapp.installTranslator(translator)
    try:
        app.language.changed.emit(language)  # the widgets say their texts again
        assert app.window.log_view.all_button.full_text == QCoreApplication.translate(
            "LogView", "All {seats}"
        ).replace("{seats}", WORDS[language])
    finally:
        app.qapp.removeTranslator(translator)
