"""Issue 28 item 11: "Is the Bot's Army on the map?" is not asked while the app knows it is not
there. Seed 002, Bot Setup: "No Bot Army or Land Units are initially placed on the board"; Army
Movement: it is placed only for MILITARY, DEFEND or an NPR Invasion; Peace & Rebels Phase, D: at
Peace it is removed from the map."""

from __future__ import annotations

from test_charts_helpers import Table

from desktop.core.play.world import ALONE


def set_up() -> Table:
    """A Bot right after its setup: no Army on the map."""
    return Table(army_on_map=False)


def test_right_after_setup_the_turn_does_not_ask_about_a_siege__seed002_bot_setup() -> None:
    table = set_up()
    run = table.play("main", ["no"])  # not attacked
    assert run.passed("main.army_where") and not run.passed("main.can_siege")
    assert run.waiting_at == "main.can_colonize", "the next question is asked at once"


def test_military_places_the_army_without_asking_where_it_is__seed002_army_movement() -> None:
    table = set_up()
    table.bot["at_war"] = True
    run = table.play("military", ["yes", "no"])  # an Enemy still Owns a Province; not smaller
    assert run.passed("military.army_where") and not run.passed("military.on_map")
    assert run.passed("military.place"), "not on the map: the Army is placed"
    assert "army_on_map" not in table.bot, "placed: from now on the table says where it is"


def test_peace_removes_the_army_and_the_next_turn_knows__seed002_peace_resolution() -> None:
    table = Table()  # mid-game: the table says where the Army is
    run = table.play("main", ["no"])
    assert run.waiting_at == "main.can_siege", "unknown: asked"
    table.interp.abort(table.world, "b1")
    table.play("peace", [], node="remove_army")
    assert table.bot["army_on_map"] is False
    again = table.play("main", ["no"])
    assert again.waiting_at == "main.can_colonize"


def test_placing_the_army_makes_the_table_say_again__seed002_army_movement() -> None:
    table = set_up()
    table.play("defend", [], node="place_smallest")
    assert "army_on_map" not in table.bot, "placed: a Battle may take it away, so ask"
    assert table.play("main", ["no"]).waiting_at == "main.can_siege"


def test_a_no_from_the_table_is_kept() -> None:
    table = Table()
    table.play("dow_on_bot", [], node="on_map")
    table.interp.answer(table.world, "b1", "no", table.rng)
    assert table.bot["army_on_map"] is False


def test_a_game_made_before_asks_as_it_did() -> None:
    table = set_up()
    del table.world["shared"][ALONE]
    assert table.play("main", ["no"]).waiting_at == "main.can_siege"
