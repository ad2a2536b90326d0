"""The turn log's "All bots" filter names the seats as the pack does: "All Automas" for Glory's
automas, "All Calamities" for Mega Civ's resolvers (their `seat_words: all`); a pack with only
the older `seats` word has it set into "All {seats}"; "All bots" where the pack gives no word for
its seats together, and in a language whose catalogue lacks the pack's words (never an English
word inside a Polish label)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from desktop.core.messages import Message
from desktop.core.values import replace

WORDS = {"pl": "drony", "uk": "дрони"}  # a word no bundled pack's catalogue has


class DronesTranslator(QTranslator):
    """A catalogue's entry for a pack's older `seats` word, in one language."""

    def __init__(self, word: str) -> None:
        super().__init__()
        self.word = word

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return self.word if (context, source) == ("glory_automa", "Drones") else ""

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
def test_the_older_seats_word_is_still_read(make_app: Any, language: str) -> None:
    app, _text = all_button_text(make_app, "glory_automa", language)
    log = app.window.log_view
    older = replace(app.controller.view, seat_words={}, seats=Message("glory_automa", "Drones"))
    log.show_view(older)
    assert log.all_button.full_text == QCoreApplication.translate("LogView", "All bots"), "no English word"
    translator = DronesTranslator(WORDS[language])
    app.qapp.installTranslator(translator)
    try:
        log.show_view(older)
        assert log.all_button.full_text == QCoreApplication.translate("LogView", "All {seats}").replace(
            "{seats}", WORDS[language]
        )
    finally:
        app.qapp.removeTranslator(translator)


@pytest.mark.parametrize("language", ["pl", "uk"])
def test_a_phrase_the_language_lacks_gives_way_to_the_interfaces_words(make_app: Any, language: str) -> None:
    app, _text = all_button_text(make_app, "glory_automa", language)
    log = app.window.log_view
    log.show_view(replace(app.controller.view, seat_words={"all": Message("glory_automa", "All Drones")}))
    assert log.all_button.full_text == QCoreApplication.translate("LogView", "All bots")
