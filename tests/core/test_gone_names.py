"""A bot that left the game is still named in its log lines, from the game state in one look: found
by its add_bot event, that name took 200 ms at 20,000 events, at every step while such a line was
on screen (the cost grew with the game)."""

from __future__ import annotations

from pathlib import Path

import pytest
from store_helpers import new_game

from desktop.core.messages import Message, render_plain
from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.session import Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view


def test_a_bot_that_left_is_named_without_reading_the_events(monkeypatch: pytest.MonkeyPatch) -> None:
    pack, problems = load_pack(bundled_rules_dir() / "glory_automa")
    assert pack is not None, problems
    s = Session(pack, 1)
    s.add_bot("b1", {"name": "Automa 1"}, None, {"text": "Automa", "number": 1})
    s.add_bot("b2", {"name": "Ra"})
    s.apply({"type": "remove_bot", "bot": "b1", "name": "Automa 1"})
    s.apply({"type": "remove_bot", "bot": "b2", "name": "Ra"})
    history = build_view(s, PlayState()).history
    assert history is not None
    events, reads = type(s.events), []
    read = events.__getitem__
    monkeypatch.setattr(events, "__getitem__", lambda self, i: reads.append(i) or read(self, i))
    said = history.gone("b1")
    assert isinstance(said, Message) and render_plain(said) == "Automa 1"
    assert history.gone("b2") == "Ra" and reads == []
    monkeypatch.undo()
    s.undo()
    assert build_view(s, PlayState()).bot_said("b2") == "Ra", "undone: in the game again"


def test_a_bot_that_left_a_game_saved_before_names_were_kept_is_named_by_its_removal() -> None:
    """A game saved before this release kept no name in its state: its log lines named the bot
    by its id («b1 · Початок раунду»). The `remove_bot` event holds the name; it is read once."""
    pack, problems = load_pack(bundled_rules_dir() / "glory_automa")
    assert pack is not None, problems
    s = Session(pack, 1)
    s.add_bot("b1", {"name": "Automa 1"})
    s.add_bot("b2", {"name": "Ra"})
    s.apply({"type": "remove_bot", "bot": "b1", "name": "Automa 1"})
    del s.world["shared"]["_gone"]  # as a game saved before the state kept the names
    history = build_view(s, PlayState()).history
    assert history is not None
    reads: list[int] = []
    event = s.history.event
    s.history.event = lambda i: reads.append(i) or event(i)  # type: ignore[method-assign]
    assert history.gone("b1") == "Automa 1" and reads, "found in its removal"
    reads.clear()
    assert history.gone("b1") == "Automa 1" and reads == [], "looked for once, not at every step"


def test_a_stored_game_finds_a_removal_without_reading_every_step(tmp_path: Path) -> None:
    game = new_game(tmp_path, events=40)
    s = game.session
    bot = s.bot_ids[0]
    name = s.bot_name(bot)
    s.apply({"type": "add_bot", "bot": "late", "options": {"name": "Late"}})
    s.apply({"type": "remove_bot", "bot": bot, "name": name})
    s.world["shared"].pop("_gone", None)
    reads: list[int] = []
    event = s.history.event
    s.history.event = lambda i: reads.append(i) or event(i)  # type: ignore[method-assign]
    history = build_view(s, PlayState()).history
    assert history is not None and history.gone(bot) == name
    assert set(reads) == {len(s.events) - 1}, "only the row that mentions a removal is read"
    game.close()
