"""The automa turn: activation, arrow, free actions, fallback, pass (seed 003, Automa turn)."""

from __future__ import annotations

from ga_helpers import bot, card, keyed_deck, run, session

from desktop.core.play.session import Session


def _physical(difficulty: str = "easy") -> Session:
    s = session(difficulty)
    run(s, "round_start")
    return s


def test_first_card_plays_the_line_with_its_own_arrow__seed003_card_anatomy() -> None:
    s = _physical()
    shown = run(s, "turn", ["a3", "coins", "coins", "market", "no"])
    assert shown.has("Which main action does line 3 of the active card show?")
    assert bot(s)["main"]["line"] == 3


def test_later_card_plays_the_line_the_previous_arrow_points_to__seed003_card_anatomy() -> None:
    s = _physical()
    run(s, "turn", ["a2", "coins", "coins", "market", "no"])
    # The second card carries its arrow on line 4, but plays line 2 from the first card.
    shown = run(s, "turn", ["a4", "coins", "coins", "market", "no"])
    assert shown.has("line 2 of the active card")
    # The third card plays line 4, the second card's arrow.
    shown = run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    assert shown.has("line 4 of the active card")
    assert bot(s)["row"]["arrows"] == [2, 4, 1]


def test_activation_puts_a_cube_on_the_next_card_and_reveals_one__seed003_reveal() -> None:
    s = _physical("hard")
    shown = run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    assert shown.has("Put an activation cube on card 1 of the row.")
    assert shown.has("Flip card 4 of the row face up, so that 3 cards without activation cubes show.")
    shown = run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    assert shown.has("card 2 of the row") and shown.has("Flip card 5 of the row face up")
    assert bot(s)["row"]["activated"] == 2


def test_no_card_to_reveal_when_the_row_is_all_up__seed003_reveal() -> None:
    s = _physical("easy")
    for _ in range(2):
        run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    shown = run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    assert not shown.has("face up, so that")


def test_main_action_falls_down_the_list_when_impossible__seed003_fallback() -> None:
    s = _physical()
    shown = run(s, "turn", ["a2", "coins", "coins", "city", "no", "castle", "no", "market", "no"])
    assert shown.has("cannot do line 2: it tries the fallback action on line 3")
    assert shown.has("cannot do line 3: it tries the fallback action on line 4")
    assert bot(s)["main"] == {"line": 4, "status": "done"}
    assert bot(s)["market"]["food_up"] == 1


def test_no_possible_line_ends_the_turn_without_action__seed003_fallback() -> None:
    s = _physical()
    shown = run(s, "turn", ["a4", "coins", "coins", "city", "no", "no"])
    assert shown.has("No line of the card can be done: the automa's turn ends without a main action")
    assert bot(s)["main"]["status"] == "failed"
    assert sum(bot(s)["areas"].values()) == 0


def test_fallback_never_wraps_to_line_one__seed003_fallback() -> None:
    s = session("easy", keyed_deck(12, main=["market", "city", "city", "city"], arrow=2))
    run(s, "round_start")
    shown = run(s, "turn", ["no", "no", "no", "no"])
    assert not shown.has("market area")
    assert shown.has("No line of the card can be done")


ROUND_ONE_LAST = ["a1", "coins", "coins", "1", "2", "no"]  # the reform replaces the main action


def _play_row(s: Session, cards: int) -> None:
    for _ in range(cards - 1):
        run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    run(s, "turn", ROUND_ONE_LAST if bot(s)["round"] == 1 else ["a1", "coins", "coins", "market", "no"])


def test_passes_when_every_card_is_activated__seed003_pass() -> None:
    s = _physical("easy")
    _play_row(s, 4)
    shown = run(s, "turn", ["no"])
    assert shown.has("The automa passes first: it becomes first player.")
    assert bot(s)["passed"] is True
    assert bot(s)["row"]["activated"] == 4
    shown = run(s, "turn")
    assert shown.has("it takes no more turns this round")


def test_passing_after_others_does_not_make_it_first_player__seed003_pass() -> None:
    s = _physical("easy")
    _play_row(s, 4)
    shown = run(s, "turn", ["yes"])
    assert shown.has("The automa passes.") and not shown.has("first player")


def test_same_number_of_turns_every_round__seed003_pass() -> None:
    s = session("medium")
    for _ in range(2):
        run(s, "round_start")
        _play_row(s, 5)
        shown = run(s, "turn", ["no"])
        assert shown.has("The automa passes first")
        assert bot(s)["row"]["activated"] == 5
        run(s, "achievements", ["1", "no", "no"])


def test_instant_achievement_gets_a_cube__seed003_instant_achievements() -> None:
    s = _physical()
    shown = run(s, "turn", ["a1", "coins", "coins", "market", "yes"])
    assert shown.has("Put an automa cube on that instant achievement card.")
    assert bot(s)["achievements"]["instant"] == 1


def test_free_actions_coins_and_glory_are_tracked__seed003_treasury_glory() -> None:
    s = _physical()
    shown = run(s, "turn", ["a1", "coins", "glory", "market", "no"])
    assert shown.has("Add 10 coins to the automa's treasury. Treasury now: 10.")
    assert shown.has("Raise the automa's Glory by 3. Glory now: 3.")
    run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    assert (bot(s)["treasury"], bot(s)["glory"]) == (30, 3)


def test_keyed_card_plays_without_questions__seed003_card_anatomy() -> None:
    deck = keyed_deck(
        12,
        free=["coins", "glory"],
        main=["city", "market", "castle", "peasants"],
        arrow=2,
        scale="hills, 2 3 1 4, NE",
    )
    s = session("easy", deck)
    run(s, "round_start")
    first = bot(s)["row"]["cards"][0]
    shown = run(s, "turn", ["no"])
    assert shown.has(
        f"Put an activation cube on card 1 of the row: {first}. Its priority scale: hills, 2 3 1 4, NE."
    )
    assert shown.has("Go to Trade at the market")
    assert bot(s)["market"]["food_up"] == 1 and bot(s)["treasury"] == 10


def test_keyed_free_technology_uses_the_first_pair__seed003_technology() -> None:
    deck = keyed_deck(12, numbers=[3, 1, 2, 2, 4, 4], free=["technology", "coins"], main=["market"] * 4)
    s = session("easy", deck)
    run(s, "round_start")
    shown = run(s, "turn", ["no", "yes", "no"])
    assert shown.has("Try 1: is there a technology card in row 3, column 1")
    assert shown.has("Try 2: is there a technology card in row 2, column 2")
    assert shown.has("Take the technology in row 2, column 2 for the automa.")


def test_unknown_card_line_is_done_as_printed() -> None:
    s = _physical()
    shown = run(s, "turn", ["a1", "other", "coins", "other", "yes", "no"])
    assert shown.has("Do free action 1 as the card shows it.")
    assert shown.has("Do the action as the card shows it")
    assert bot(s)["main"]["status"] == "done"


def test_undo_restores_the_row_exactly() -> None:
    s = _physical()
    before = repr(bot(s))
    run(s, "turn", ["a1", "coins", "glory", "market", "no"])
    while s.can_undo() and repr(bot(s)) != before:
        s.undo()
    assert repr(bot(s)) == before


def test_two_automas_keep_separate_rows() -> None:
    s = session("easy")
    s.add_bot("b", {"difficulty": "hard"}, keyed_deck(12, main=["market"] * 4))
    run(s, "round_start")
    run(s, "round_start", bot_id="b")
    run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    assert bot(s, "b")["row"]["activated"] == 0 and len(bot(s, "b")["row"]["cards"]) == 6
    run(s, "turn", ["no"], bot_id="b")
    assert bot(s, "a")["treasury"] == 20 and bot(s, "b")["treasury"] == 10
    assert card("x")["arrow"] == 1


def test_second_automa_to_pass_is_not_asked_and_not_first__seed003_pass() -> None:
    s = session("easy", keyed_deck(12, main=["market"] * 4))
    s.add_bot("b", {"difficulty": "easy"}, keyed_deck(12, main=["market"] * 4))
    for b in ("a", "b"):
        run(s, "round_start", bot_id=b)
        for _ in range(4):
            run(s, "turn", ["no"], bot_id=b)
    assert run(s, "turn", ["no"], bot_id="a").has("it becomes first player")
    shown = run(s, "turn", [], bot_id="b")
    assert shown.has("The automa passes.") and not shown.has("first player")


def test_a_pass_left_from_last_round_does_not_count__seed003_pass() -> None:
    s = session("easy", keyed_deck(12, main=["market"] * 4))
    s.add_bot("b", {"difficulty": "easy"}, keyed_deck(12, main=["market"] * 4))
    run(s, "round_start", bot_id="b")
    s.apply({"type": "correct", "bot": "b", "path": "passed", "value": True})
    run(s, "round_start", bot_id="a")
    run(s, "round_start", bot_id="a")  # a is a round ahead of b
    for _ in range(4):
        run(s, "turn", ["no"], bot_id="a")
    assert run(s, "turn", ["no"], bot_id="a").has("it becomes first player")


def test_priority_scale_is_read_from_the_proxy_players_side__seed003_card_anatomy() -> None:
    from desktop.core.messages import render_plain

    s = _physical()
    s.apply({"type": "start", "bot": "a", "chart": "turn"})
    step = s.current("a")
    assert step is not None and step.node == "ask_arrow" and step.note is not None
    note = render_plain(step.note)
    assert "seen from the proxy player's side" in note
    assert "the proxy player decides" in note and "in any order" in note
