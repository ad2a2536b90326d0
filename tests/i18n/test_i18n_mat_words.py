"""EU's and Root's Polish and Ukrainian steps give the bot's mat two words, as Glory's do: the
printed mat on the table keeps the booklet's word (000 «Plansza Bota», 001 «plansza Frakcji»;
glossary «Планшет бота», «планшет фракції»), and what the app keeps on screen takes the
interface's word, «panel» / «панель» (task rules7)."""

from __future__ import annotations

import re

import pytest
from i18n_helpers import TRANSLATIONS

from tools.i18n.catalogue import Entry
from tools.i18n.tsfile import read_ts

# The word stem of each: the printed board's, the screen's.
BOARD = {"pl": r"\bplansz", "uk": r"\bпланшет"}
PANEL = {"pl": r"\bpanel", "uk": r"\bпанел"}
# A printed board an English text names beside the screen's mat ("the faction board's track").
PRINTED_BOARD = r"\b(?:faction|Player) (?:board|Mat)\b"

# Texts about the values the app keeps on screen, named by their English source.
ON_SCREEN = {
    "eupop": [
        "No State Religion on the Bot's mat",
        "The Bot loses from its Army as many Units as the Event Exhausts "
        "(correct the Army on the Bot's mat).",
        "The Bot's mat shows no State Religion. Is the Bot's State Religion Catholic?",
        "Between Rounds. Add the Bot first (Realm profile, Difficulty Level), then run this routine "
        "for it: the numbers you give set its mat.",
    ],
    "root_clockwork": [
        "That would leave a counter on the bot's mat below zero.",
        "The mat showed none; check it against the table.",
        "When another bot defended, its losses and its VP go onto its own mat; a player takes "
        "theirs at the table.",
        "Automated Outrage is settled here for a token removed by hits, so the token leaves the mat "
        "once: do not also start the Automated Outrage routine for it.",
        "This bot is already set up. Set it up again from the start? Its mat goes back to a new bot's.",
        "The bot's mat is back to a new bot's. Set its pieces up again.",
        "The losses are on the mat.",
        "Read the VP printed on each space of the faction board's track the first time the bot "
        "scores that space; it is kept on the mat (where it can be corrected).",
    ],
}
# Texts about the printed mat on the table: the booklet's word stays.
ON_THE_TABLE = {
    "eupop": [
        "Use the Bot Mat (the back of the Player Mat). Put %n Bot Power cubes of the Bot's colour in "
        "Available; keep its Army miniature, Land Units and Ships nearby.",
        "Move the Military Ideas chit on the Bot Mat. Military Ideas Researched: {count}.",
        "Remove %n Units from the Army on the Bot Mat. Standing now: {standing}.",
        "Flip the player's Player Mat to its Bot Mat side.",
    ],
    "root_clockwork": [
        "Is that base still on the faction board?",
        "Put the bot's character card on the Character space of its faction board (the Vagabot's own "
        "cards, not the Vagabond's).",
    ],
}


def entries(pack: str, lang: str) -> dict[str, Entry]:
    return {e.source: e for e in read_ts(TRANSLATIONS / f"rules_{pack}_{lang}.ts") if e.finished}


def misworded(found: dict[str, Entry], sources: list[str], lang: str, screen: bool) -> list[str]:
    """The texts among `sources` whose forms lack their place's word, or use the other place's
    (a text about the screen may still name a printed board its English names too)."""
    want, avoid = (PANEL[lang], BOARD[lang]) if screen else (BOARD[lang], PANEL[lang])
    bad = []
    for source in sources:
        assert source in found, f"no finished translation of {source!r}"
        also_a_board = screen and re.search(PRINTED_BOARD, source)
        for form in found[source].forms():
            used = re.search(avoid, form, re.IGNORECASE) and not also_a_board
            if not re.search(want, form, re.IGNORECASE) or used:
                bad.append(f"{source!r}: {form!r}")
    return bad


@pytest.mark.parametrize("lang", ["pl", "uk"])
@pytest.mark.parametrize("pack", ["eupop", "root_clockwork"])
def test_a_text_about_the_screen_says_panel_not_the_printed_board(pack: str, lang: str) -> None:
    bad = misworded(entries(pack, lang), ON_SCREEN[pack], lang, screen=True)
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", ["pl", "uk"])
@pytest.mark.parametrize("pack", ["eupop", "root_clockwork"])
def test_a_text_about_the_printed_mat_keeps_the_booklets_word(pack: str, lang: str) -> None:
    bad = misworded(entries(pack, lang), ON_THE_TABLE[pack], lang, screen=False)
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", ["pl", "uk"])
@pytest.mark.parametrize("pack", ["eupop", "root_clockwork"])
def test_a_mat_in_lower_case_is_always_the_screen(pack: str, lang: str) -> None:
    """The English steps write the printed mat as the booklet's term ("Bot Mat", "faction
    board") and the app's mat in lower case ("the mat", "the Bot's mat"), so a new text about
    the app's mat cannot take the printed board's word either."""
    found = entries(pack, lang)
    about_the_mat = [s for s in found if re.search(r"\bmats?\b", s)]
    assert set(ON_SCREEN[pack]) <= set(about_the_mat)
    bad = misworded(found, about_the_mat, lang, screen=True)
    assert not bad, "\n".join(bad)


def test_the_check_catches_the_printed_word_on_screen() -> None:
    source = "The losses are on the mat."
    wrong = {source: Entry("x", source, translation="Straty zapisano na planszy bota.", finished=True)}
    right = {source: Entry("x", source, translation="Straty zapisano w panelu bota.", finished=True)}
    assert misworded(wrong, [source], "pl", screen=True)
    assert not misworded(right, [source], "pl", screen=True)
    assert misworded(right, [source], "pl", screen=False)
