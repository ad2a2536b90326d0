"""A bot left with the name New game offers keeps that name as the pack's words, so every text
names it in the language on screen; a damaged entry of them leaves the bot the name it was shown
with, and a damaged world says so."""

from __future__ import annotations

from typing import Any

from i18n_helpers import said_in

from desktop.core.bot_names import read_name_words
from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.samples import default_name_words
from desktop.core.play.session import Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view
from desktop.core.play.world_check import check_world


def glory_session() -> Session:
    pack, problems = load_pack(bundled_rules_dir() / "glory_automa")
    assert pack is not None, problems
    return Session(pack, 1)


def test_an_automa_left_unnamed_is_said_in_every_language(language: Any) -> None:
    s = glory_session()
    words = default_name_words(s.pack, {}, 2)
    assert words == {"text": "Automa", "number": 2}
    s.add_bot("b1", {"name": "Automa 2"}, None, words)
    bot = build_view(s, PlayState()).bot("b1")
    assert bot is not None and bot.name == "Automa 2"
    assert said_in(language, "uk", bot.said) == "Автома 2"
    assert said_in(language, "en", bot.said) == "Automa 2"


def test_a_name_typed_stays_as_typed(language: Any) -> None:
    s = glory_session()
    s.add_bot("b1", {"name": "Rome"})
    bot = build_view(s, PlayState()).bot("b1")
    assert bot is not None and said_in(language, "uk", bot.said) == "Rome"


def test_damaged_name_words_leave_the_name_shown_at_new_game(language: Any) -> None:
    s = glory_session()
    for damaged in ({"text": "", "number": 1}, {"text": "Automa", "number": -1}, {"text": 3}, "Automa"):
        assert read_name_words(damaged) is None
    s.apply({"type": "add_bot", "bot": "b1", "options": {"name": "Автома 1"}, "name_words": {"text": 7}})
    bot = build_view(s, PlayState()).bot("b1")
    assert bot is not None and said_in(language, "en", bot.said) == "Автома 1"
    s.world["meta"]["b1"]["name_words"] = {"text": "Automa", "number": "one"}
    assert any("its name is damaged" in p for p in check_world(s.pack, s.world))


def test_name_words_the_pack_never_offers_leave_the_stored_name(language: Any) -> None:
    """A file's add_bot event naming the bot with any other text of the pack (or none of it) is
    damaged: the bot keeps its stored name; it was named «Nonexistent words 3» or with a step's
    text, said as the pack's words."""
    s = glory_session()
    foreign = {"text": "Achievements phase", "number": 3}  # a text of the pack, not a name
    s.apply({"type": "add_bot", "bot": "b1", "options": {"name": "Rome"}, "name_words": foreign})
    s.apply(
        {
            "type": "add_bot",
            "bot": "b2",
            "options": {"name": "Nero"},
            "name_words": {"text": "Nero", "number": 1},
        }
    )
    view = build_view(s, PlayState())
    assert [said_in(language, "uk", view.bot_said(b)) for b in ("b1", "b2")] == ["Rome", "Nero"]
    s.world["meta"]["b1"]["name_words"] = foreign
    assert any("its name is damaged" in p for p in check_world(s.pack, s.world)), "a saved state too"
