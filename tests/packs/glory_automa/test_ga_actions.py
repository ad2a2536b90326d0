"""Main-action families and their bookkeeping (seed 003: economy, structures, training, ...)."""

from __future__ import annotations

import pytest
from bundled import bundled_pack
from ga_helpers import bot, keyed_deck, run, session

from desktop.core.messages import render_plain
from desktop.core.play.session import Session


def _turn(s: Session, main_answers: list[str], instant: str = "no") -> list[str]:
    """One physical turn whose card shows coins twice and plays line 1."""
    return run(s, "turn", ["a1", "coins", "coins", *main_answers, instant])


def _ready(age: int = 1, difficulty: str = "hard", **options: object) -> Session:
    s = session(difficulty, age=age, **options)
    run(s, "round_start")
    return s


def test_first_use_of_an_area_takes_one_cube_then_two__seed003_main_action_cubes() -> None:
    s = _ready()
    assert _turn(s, ["market"]).has("Put 1 action cube on the market area")
    assert _turn(s, ["market"]).has("Put 2 action cubes on the market area")
    assert _turn(s, ["market"]).has("Put 2 action cubes on the market area")
    assert bot(s)["areas"]["market"] == 3


def test_cube_count_restarts_each_round__seed003_main_action_cubes() -> None:
    s = _ready()
    _turn(s, ["market"])
    run(s, "achievements", ["1", "no", "no"])
    run(s, "round_start")
    assert _turn(s, ["market"]).has("Put 1 action cube on the market area")


def test_resources_fill_warehouses_with_setup_amounts__seed003_resources() -> None:
    s = _ready(yield_mill=2, yield_sawmill=1)
    shown = _turn(s, ["resources"])
    assert shown.has("Put 1 action cube each on the mill and on the sawmill")
    assert shown.has("food 2, wood 1. It pays nothing.")
    _turn(s, ["resources"])
    assert bot(s)["warehouse"] == {"food": 4, "wood": 2, "stone": 0, "mead": 0, "fabric": 0, "weapons": 0}
    assert bot(s)["areas"]["mill"] == bot(s)["areas"]["sawmill"] == 2


def test_products_without_setup_amounts_ask_for_the_mat__seed003_products() -> None:
    s = _ready()
    shown = _turn(s, ["products"])
    assert shown.has("enter them on its mat")
    assert bot(s)["areas"]["forge"] == bot(s)["areas"]["meadery"] == 1
    assert sum(bot(s)["warehouse"].values()) == 0


def test_products_with_amounts__seed003_products() -> None:
    s = _ready(yield_forge=1, yield_meadery=3)
    assert _turn(s, ["products"]).has("weapons 1, mead 3")
    assert (bot(s)["warehouse"]["weapons"], bot(s)["warehouse"]["mead"]) == (1, 3)


def test_market_moves_prices_but_no_goods__seed003_market() -> None:
    s = _ready(yield_mill=2, yield_sawmill=1)
    _turn(s, ["resources"])
    shown = _turn(s, ["market"])
    assert shown.has("Raise the food price by 1 notch on the market and lower the weapons price")
    assert shown.has("gives and gets no goods or coins")
    assert bot(s)["market"] == {"food_up": 1, "weapons_down": 1}
    assert bot(s)["warehouse"]["food"] == 2 and bot(s)["treasury"] == 40


def test_city_scouts_first_then_searches_four_priorities__seed003_city() -> None:
    s = _ready()
    shown = _turn(s, ["city", "yes", "yes", "yes", "no", "no", "no", "yes"])
    assert shown.has("Flip the province tile over from left to right")
    assert shown.has("Priority 4 of the priority scale")
    assert shown.has("place a city token and put 1 action cube on it")
    assert bot(s)["cities"] == 2


def test_city_with_no_reachable_hex_falls_down__seed003_city() -> None:
    s = _ready()
    shown = _turn(s, ["city", "yes", "no", "no", "no", "no", "no", "market"])
    assert shown.has("The automa cannot build a city.")
    assert bot(s)["cities"] == 1 and bot(s)["main"]["line"] == 2


def test_castle_in_age_one_builds_a_city__seed003_castle() -> None:
    s = _ready(age=1)
    shown = _turn(s, ["castle", "yes", "no", "yes"])
    assert shown.has("In Age 1 the automa builds a city instead of a castle.")
    assert (bot(s)["cities"], bot(s)["castles"]) == (2, 0)


def test_castle_searches_the_four_priorities_in_turn__seed003_castle() -> None:
    """Seed 003, castle «аналогічно до будівництва міста»: with no peasant able to reach the
    hex of priorities 1 to 3, the fourth priority's hex takes the castle."""
    s = _ready(age=2)
    shown = _turn(s, ["castle", "yes", "no", "no", "no", "yes"])
    for n in (1, 2, 3, 4):
        assert shown.has(f"Priority {n} of the priority scale: find the nearest priority hex for a castle")
    assert shown.has("place a castle token")
    assert bot(s)["castles"] == 1


def test_castle_in_age_two_builds_a_castle__seed003_castle() -> None:
    s = _ready(age=2)
    shown = _turn(s, ["castle", "yes", "yes"])
    assert shown.has("place a castle token")
    assert (bot(s)["cities"], bot(s)["castles"]) == (1, 1)


@pytest.mark.parametrize("age", [1, 2, 3])
def test_buildings_equal_the_age_number__seed003_buildings(age: int) -> None:
    s = _ready(age=age)
    shown = _turn(s, ["buildings", "yes", "yes", "no"])
    assert shown.has(
        f"Place {age} building{'s' if age > 1 else ''} on that hex. Put 1 action cube on the hex."
    )


def test_building_cubes_count_per_hex_not_per_action__seed003_buildings() -> None:
    """Seed 003, Buildings: «Поставте 1 (або 2) дії на цей гекс»: the cubes go on the hex, 2 when
    it already holds the automa's cubes (a city built there this round), 1 on a fresh hex even
    after another building action this round."""
    s = _ready(age=2)
    shown = _turn(s, ["buildings", "yes", "yes", "yes"])
    assert shown.has("Does that hex already hold any of the automa's action cubes?")
    assert shown.has("Place 2 buildings on that hex. Put 2 action cubes on the hex.")
    shown = _turn(s, ["buildings", "yes", "yes", "no"])
    assert shown.has("Place 2 buildings on that hex. Put 1 action cube on the hex.")
    shown = _turn(s, ["buildings", "yes", "no", "no", "yes", "yes"])
    assert shown.has("as many buildings on the priority hex as the building limit allows. Put 2 action cubes")


def test_buildings_over_the_limit_try_another_hex_then_fit_what_they_can__seed003_buildings() -> None:
    s = _ready(age=3)
    shown = _turn(s, ["buildings", "yes", "no", "no", "yes", "no"])
    assert shown.has("Is there another priority hex")
    assert shown.has("as many buildings on the priority hex as the building limit allows")
    assert bot(s)["main"]["status"] == "done"


def test_wonder_places_base_then_flips_and_takes_technologies__seed003_wonder() -> None:
    s = _ready()
    shown = _turn(s, ["wonder", "yes", "yes", "yes", "no"])
    assert shown.has("Place the Wonder base")
    assert shown.has("Put 3 action cubes on the Wonder's hex.")
    assert shown.has("Take that technology for the automa.")
    assert bot(s)["wonder_stages"] == 2
    shown = _turn(s, ["wonder", "yes", "no"])
    assert shown.has("Flip the Wonder over to its finished side.")


@pytest.mark.parametrize("age", [1, 2, 3])
def test_swordsmen_equal_the_age_number_on_barracks__seed003_swordsmen(age: int) -> None:
    s = _ready(age=age)
    shown = _turn(s, ["swordsmen", "yes", "no"])
    assert shown.has(f"Place {age} swords{'men' if age > 1 else 'man'}, as many as the age number.")
    assert shown.has("Put 1 action cube on the barracks area.")
    assert bot(s)["areas"]["barracks"] == 1


def test_ballista_is_archers_in_age_one__seed003_ballista() -> None:
    s = _ready(age=1)
    shown = _turn(s, ["ballista", "yes", "no"])
    assert shown.has("In Age 1 the automa trains archers instead")
    assert shown.has("Place 1 archer unit on the priority hex")
    s2 = _ready(age=2)
    assert _turn(s2, ["ballista", "yes", "no"]).has("Place 1 ballista on the priority hex")
    assert bot(s2)["areas"]["workshop"] == 1


def test_peasants_equal_the_number_of_cities__seed003_peasants() -> None:
    s = _ready()
    _turn(s, ["city", "yes", "no", "yes"])
    _turn(s, ["city", "yes", "no", "yes"])
    shown = _turn(s, ["peasants", "yes"])
    assert shown.has("Place 3 peasants on the priority hex, as many as the automa's cities.")
    assert shown.has("on the city area")


def test_peasants_go_to_the_priority_hex_not_next_to_a_castle__seed003_peasants() -> None:
    """003, Training: the hex next to a city or castle is found «перед тренуванням військових
    загонів»; Peasants say only «на пріоритетний гекс», and any training falls down when no room
    is left around the automa's cities. The peasants' steps named a city or castle."""
    s = _ready()
    shown = _turn(s, ["peasants", "yes"])
    assert shown.has("Does the automa have peasants left, and room for them around its cities?")
    assert not shown.has("castle")


def test_training_peasants_is_no_military_training_no_attack_follows__seed003_training() -> None:
    """003, Training: the unit put into a city and the attack after training are for military units
    («військових загонів»); the screen asked about enemies in reach after peasants were placed."""
    s = _ready()
    shown = _turn(s, ["peasants", "yes"])
    assert not shown.has("in reach of the newly placed units")
    assert not shown.has("put one in an automa city or castle without an army")


def test_training_then_attack_when_enemies_in_reach__seed003_attack_after_training() -> None:
    s = _ready()
    shown = _turn(s, ["swordsmen", "yes", "yes", "no"])
    assert shown.has("Maneuver and attack the nearest target in the priority direction.")
    assert shown.has("Fight the battle using every technology of the automa")


def test_a_battle_before_the_reform_names_no_form_of_government__seed003_two_battles() -> None:
    """003, Two battles: the battle uses «властивостями форми правління та всіх технологій»; before
    the reform (003, Reform: end of round 1) there is none, and the step said «(none yet)»."""
    s = _ready()
    shown = _turn(s, ["swordsmen", "yes", "yes", "no"])
    assert shown.has("The automa has no form of government yet.")
    assert not shown.has("form of government (")
    s.apply({"type": "correct", "bot": "a", "path": "government", "value": "democracy"})
    shown = _turn(s, ["swordsmen", "yes", "yes", "no"])
    assert shown.has("Fight the battle using the automa's form of government (Democracy)")


def test_experience_after_a_battle_names_no_government_before_the_reform__seed003_two_battles() -> None:
    """003, Two battles, last step: experience for the effects «форми правління та технологій»; in
    round 1 there is none, and the step named one. The app tracks it, so no question is added."""
    s = _ready()
    shown = _turn(s, ["swordsmen", "yes", "yes", "no"])
    assert shown.has("The automa gains experience for the effects of its technologies.")
    assert not shown.has("effects of its form of government")
    s.apply({"type": "correct", "bot": "a", "path": "government", "value": "theocracy"})
    shown = _turn(s, ["swordsmen", "yes", "yes", "no"])
    assert shown.has("effects of its form of government (Theocracy) and technologies")


def test_no_units_left_falls_down__seed003_training() -> None:
    s = _ready()
    shown = _turn(s, ["peasants", "no", "market"])
    assert shown.has("The automa cannot train peasants.")


def test_religion_is_impossible_before_the_reform__seed003_religion() -> None:
    s = _ready()
    shown = _turn(s, ["religion", "market"])
    assert shown.has("The automa cannot spread religion.")
    assert bot(s)["main"]["line"] == 2


def test_religion_spreads_from_farthest_community_once_it_has_one__seed003_religion() -> None:
    s = _ready()
    s.apply({"type": "correct", "bot": "a", "path": "religion", "value": "islam"})
    shown = _turn(s, ["religion", "yes"])
    assert shown.has("farthest from its capital, in the priority direction")
    s2 = _ready()
    s2.apply({"type": "correct", "bot": "a", "path": "religion", "value": "islam"})
    assert _turn(s2, ["religion", "no", "market"]).has("cannot spread religion")


def test_technology_tries_three_pairs_then_gives_up__seed003_technology() -> None:
    s = _ready(main_technology="main_technology")  # the variant: a technology on line 1
    shown = _turn(s, ["technology", "no", "no", "no", "market"])
    assert shown.has("Try 1: priority numbers 1 and 2")
    assert shown.has("Try 2: priority numbers 3 and 4")
    assert shown.has("Try 3: priority numbers 5 and 6")
    assert shown.has("None of the 3 pairs finds a technology")
    assert bot(s)["main"]["line"] == 2


def test_repair_removes_what_it_can_and_pays_nothing__seed003_repair() -> None:
    s = _ready()
    shown = _turn(s, ["repair", "yes"])
    assert shown.has("pays no resources or coins")
    assert shown.has("For each black cube removed")


@pytest.mark.parametrize(("troubles", "units"), [("t1", 3), ("t3", 5), ("t5", 7)])
def test_suppression_commits_two_more_units_than_troubles__seed003_suppression(
    troubles: str, units: int
) -> None:
    s = _ready()
    shown = _turn(s, ["suppress", troubles, "yes"])
    assert shown.has(f"Commit unexhausted military units: {units}.")
    assert shown.has("Add 1 experience cube to the bag.")
    assert shown.has("cannot suppress or attack again this round")


def test_suppression_without_troubles_falls_down__seed003_suppression() -> None:
    s = _ready()
    assert _turn(s, ["suppress", "t0", "market"]).has("no troubles of that type")


def test_two_battles_pick_army_and_search_four_priorities__seed003_two_battles() -> None:
    s = _ready()
    # First battle: target on the 2nd pass, no experience. Second: no target, advance.
    shown = _turn(s, ["battles", "yes", "yes", "no", "yes", "no", "yes", "no", "no", "no", "no", "no", "no"])
    assert shown.has("The automa fights 2 battles")
    assert shown.has("largest unexhausted army farthest from the automa's capital")
    assert shown.has("Priority 4: can the army attack")
    assert shown.has("No target found: move the army in the priority direction")
    assert bot(s)["areas"]["battles"] == 1


def test_battle_experience_uses_priority_number_plus_one_under_autocracy__seed003_two_battles() -> None:
    s = _ready()
    s.apply({"type": "correct", "bot": "a", "path": "government", "value": "autocracy"})
    shown = _turn(s, ["battles", "yes", "yes", "yes", "yes", "3", "no"])
    assert shown.has("Fight the battle using the automa's form of government (Autocracy)")
    assert shown.has("Add 4 experience cubes to the bag")


def test_exploration_turns_clockwise_until_water_fits__seed003_exploration() -> None:
    s = _ready()
    shown = run(s, "exploration", ["no", "no", "yes"])
    assert shown.count("Rotate the tile clockwise to the next position.") == 2


def test_zero_amount_means_not_entered_and_asks_for_the_mat__seed003_resources() -> None:
    s = _ready(yield_mill=0, yield_sawmill=2)
    shown = _turn(s, ["resources"])
    assert shown.has("enter them on its mat")
    assert bot(s)["warehouse"]["wood"] == 0


def test_by_default_no_technology_on_a_main_action_line__seed003_technology() -> None:
    """Seed 003 describes taking a technology as a free action only («як описано у вільній дії
    отримання технології») and lists no such main action: a new automa's line question offers no
    technology, and a keyed card that names one is played as the card shows it."""
    option = next(o for o in bundled_pack("glory_automa").meta.bot_options if o.id == "main_technology")
    assert option.default == "no_main_technology"
    s = _ready()
    run(s, "turn", ["a1", "coins", "coins"], stop="main_ask")
    step = s.current("a")
    assert step is not None and "technology" not in [o.id for o in step.options]
    deck = keyed_deck(12, free=["coins", "glory"], main=["technology"] * 4)
    s2 = session("easy", deck)
    run(s2, "round_start")
    shown = run(s2, "turn", ["yes", "no"])
    assert shown.has("Taking a technology is a free action, not a main action")
    assert shown.has("Do the action as the card shows it")
    assert not shown.has("Try 1")
    # An automa added with the default's former variant name plays the same (saved games load).
    s3 = _ready(main_technology="no_main_technology")
    run(s3, "turn", ["a1", "coins", "coins"], stop="main_ask")
    step = s3.current("a")
    assert step is not None and "technology" not in [o.id for o in step.options]


def test_technology_as_a_main_action_is_a_variant_the_table_turns_on__seed003_technology() -> None:
    """The variant plays a technology on a main-action line as the free action: a marked step
    with the badge, whose detail says it is a variant and why."""
    s = _ready(main_technology="main_technology")
    run(s, "turn", ["a1", "coins", "coins", "technology"], stop="main_tech")
    step = s.current("a")
    assert step is not None and step.node == "main_tech" and step.reconstructed
    assert s.pack.charts_for(("main_technology",))["turn"].node_map()["main_tech"].verify
    assert "variant" in render_plain(step.text).lower()
    assert "free action only" in render_plain(step.note)
    shown = _turn(_ready(main_technology="main_technology"), ["technology", "yes"])
    assert shown.has("Main action (variant): the automa takes a technology")
    assert shown.has("Try 1: priority numbers 1 and 2")
