"""A title New game made of the bots' names says them as the screen does; any other title, or one
whose bots changed since, stays as stored (it is also the game's file name)."""

from __future__ import annotations

import pytest

from desktop.core.bot_names import made_title, said_title

STORED = ["Electric Eyrie", "Birds"]
SAID = ["Elektryczne Dynastie", "Birds"]


@pytest.mark.parametrize(
    ("title", "shown"),
    [
        ("Electric Eyrie, Birds — 2026-11-28", "Elektryczne Dynastie, Birds — 2026-11-28"),
        ("Electric Eyrie, Birds — 2026-11-28 (2)", "Elektryczne Dynastie, Birds — 2026-11-28 (2)"),
        ("Electric Eyrie night", "Electric Eyrie night"),
        ("Electric Eyrie, Birds", "Electric Eyrie, Birds"),
        ("Birds, Electric Eyrie — 2026-11-28", "Birds, Electric Eyrie — 2026-11-28"),
    ],
)
def test_only_the_names_new_game_put_into_the_title_follow_the_language(title: str, shown: str) -> None:
    assert said_title(title, STORED, SAID) == shown


def test_a_title_whose_bots_changed_since_stays_as_stored() -> None:
    title = made_title(STORED, "2026-11-28")
    assert said_title(title, [*STORED, "Vagabot"], [*SAID, "Włóczęgobot"]) == title
    assert said_title(title, [], []) == title


def test_the_title_new_game_makes_is_the_one_said() -> None:
    assert made_title(STORED, "2026-11-28") == "Electric Eyrie, Birds — 2026-11-28"
    assert said_title(made_title(STORED, "2026-11-28"), STORED, STORED) == made_title(STORED, "2026-11-28")
