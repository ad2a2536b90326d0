"""Reform after round 1 and the event vote (seed 003, Reform and Achievements phase)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from ga_helpers import bot, keyed_deck, run, session

from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session

SEED = Path(__file__).resolve().parents[4] / "shared" / "seeds" / "003_84683e27d583fdd3.txt"
PLAIN = ["a1", "coins", "coins", "market", "no"]
UK_ALPHABET = "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя"


def _uk_key(word: str) -> list[int]:
    """Ukrainian alphabetical order (code points put І and Ї before А, which is wrong)."""
    return [UK_ALPHABET.index(c) for c in word.lower()]


def _to_last_card(difficulty: str = "easy") -> Session:
    s = session(difficulty)
    run(s, "round_start")
    for _ in range(3 if difficulty == "easy" else 5):
        run(s, "turn", PLAIN)
    return s


def test_last_card_of_round_one_reforms_instead_of_main_action__seed003_reform() -> None:
    s = _to_last_card()
    shown = run(s, "turn", ["a1", "coins", "coins", "1", "2", "no"])
    assert shown.has("instead of the main action of its last card")
    assert not shown.has("market area")
    assert shown.has("Give the automa the form of government card Autocracy.")
    # Number 2 picks the second religion of the SOURCE's order (Буддизм, Іслам, ...): Islam,
    # where sorting the English names would have given Christianity.
    assert shown.has("Give the automa the religion Islam.")
    assert (bot(s)["government"], bot(s)["religion"], bot(s)["reformed"]) == ("autocracy", "islam", True)


def test_skip_number_moves_government_and_religion_to_next_numbers__seed003_reform() -> None:
    s = _to_last_card()
    shown = run(s, "turn", ["a1", "coins", "coins", "4", "3", "1", "no"])
    assert shown.has("Priority number 4 picks no form of government")
    assert shown.has("What is priority number 2 on the active card? It picks the form")
    assert shown.has("What is priority number 3 on the active card? It picks the religion.")
    assert (bot(s)["government"], bot(s)["religion"]) == ("theocracy", "buddhism")


def test_reform_only_in_round_one__seed003_reform() -> None:
    s = _to_last_card()
    run(s, "turn", ["a1", "coins", "coins", "2", "4", "no"])
    run(s, "turn", ["no"])
    run(s, "achievements", ["1", "no", "no"])
    run(s, "round_start")
    for _ in range(3):
        run(s, "turn", PLAIN)
    shown = run(s, "turn", PLAIN)
    assert not shown.has("reform") and shown.has("market area")
    assert (bot(s)["government"], bot(s)["religion"]) == ("democracy", "paganism")


@pytest.mark.parametrize(
    ("numbers", "government", "religion"),
    [
        ([1, 1, 2, 3, 4, 1], "autocracy", "buddhism"),
        ([2, 3, 1, 1, 1, 1], "democracy", "christianity"),
        ([3, 4, 1, 1, 1, 1], "theocracy", "paganism"),
        ([4, 1, 4, 1, 1, 1], "autocracy", "paganism"),
        ([4, 4, 2, 2, 1, 1], "democracy", "islam"),
    ],
)
def test_keyed_reform_maps_numbers_to_fixed_ids__seed003_reform(
    numbers: list[int], government: str, religion: str
) -> None:
    s = session("easy", keyed_deck(12, numbers=numbers, main=["market"] * 4))
    run(s, "round_start")
    for _ in range(3):
        run(s, "turn", ["no"])
    shown = run(s, "turn", ["no"])
    assert shown.has("form of government card")
    assert (bot(s)["government"], bot(s)["religion"]) == (government, religion)


def test_reform_lists_follow_the_seed_order_not_translated_sorting__seed003_reform(pack: Pack) -> None:
    table = pack.tables["reform"]
    assert table.governments == ["autocracy", "democracy", "theocracy"]
    assert table.religions == ["buddhism", "islam", "christianity", "paganism"]
    if not SEED.is_file():
        pytest.skip("seed 003 is not on this machine")
    text = SEED.read_text(encoding="utf-8")
    govs = re.findall(r"- - (Автократія|Демократія|Теократія)\.", text)
    rels = re.findall(r"- - (Буддизм|Іслам|Християнство|Язичництво)\.", text)
    assert govs == ["Автократія", "Демократія", "Теократія"] == sorted(govs, key=_uk_key)
    assert rels == ["Буддизм", "Іслам", "Християнство", "Язичництво"] == sorted(rels, key=_uk_key)
    # Even sorting the Ukrainian names by code point would put Іслам first.
    assert sorted(rels)[0] == "Іслам"
    # English alphabetical order would differ: the ids must not follow it.
    assert sorted(["Buddhism", "Islam", "Christianity", "Paganism"]) != [
        r.capitalize() for r in table.religions
    ]


def test_vote_follows_last_card_first_number__seed003_achievements_phase() -> None:
    s = session("easy", keyed_deck(12, numbers=[2, 1, 1, 1, 1, 1], main=["market"] * 4))
    run(s, "round_start")
    run(s, "turn", ["no"])
    shown = run(s, "achievements", ["no", "no"])
    assert shown.has("The automa gives all its votes to event card 2.")
    assert not shown.has("adds votes")


def test_vote_extra_number_adds_a_vote_and_reads_the_next__seed003_achievements_phase() -> None:
    s = session("easy", keyed_deck(12, numbers=[4, 3, 1, 1, 1, 1], main=["market"] * 4))
    run(s, "round_start")
    run(s, "turn", ["no"])
    shown = run(s, "achievements", ["no", "no"])
    assert shown.has("The automa adds 1 vote. Then it gives all its votes to event card 3.")


def test_physical_vote_reads_numbers_from_the_table__seed003_achievements_phase() -> None:
    s = session("easy")
    run(s, "round_start")
    run(s, "turn", PLAIN)
    shown = run(s, "achievements", ["4", "1", "no", "no"])
    assert shown.has("The automa adds 1 vote. The next priority number picks the event card.")
    assert shown.has("What is priority number 2 on the last activated automa card?")
    assert shown.has("The automa gives all its votes to event card 1.")
