"""The pack as data: it loads, every node names seed 003, random play finds no dead end."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from bundled import bundled_pack
from ga_helpers import PACK_DIR, keyed_deck, run, session
from pydantic import ValidationError

from desktop.core.cli.commands import main as cli_main
from desktop.core.cli.simulate import simulate
from desktop.core.messages import InputError, render_plain
from desktop.core.pack.checking import checked
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import AskNode, DoNode
from desktop.core.pack.registry import RuleError
from desktop.core.play.interpreter import Interpreter, add_bot, make_ctx, new_world
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view


def test_pack_validates_through_the_cli() -> None:
    out = io.StringIO()
    assert cli_main(["validate", str(PACK_DIR)], out=out) == 0, out.getvalue()


def test_every_node_names_seed_003_and_a_section(pack: Pack) -> None:
    for chart in pack.charts.values():
        for node in chart.nodes:
            src = node.source or chart.source
            assert src is not None and src.seed == "003" and src.section, f"{chart.id}.{node.id}"


def test_nodes_the_seed_does_not_print_are_marked_reconstructed(pack: Pack) -> None:
    charts = pack.charts
    marked = {
        f"{c.id}.{n.id}" for c in charts.values() for n in c.nodes if n.reconstructed or c.reconstructed
    }
    # Inferences named in docs/glory_automa.md: which number skips, what the Wonder gives,
    # the first priority number for the bag, the event-card numbering, the unnamed cube areas.
    for node in (
        "reform.skip",
        "wonder.tech",
        "fight.number",
        "fight.bag_keyed",
        "achievements.vote1",
        "battles.cubes",
        "resources.gather",
        "castle.build",
        "other_action.do_it",
        "free_actions.glory1",
    ):
        assert node in marked, node


def _random_card(r: random.Random, cid: str) -> dict:
    return {
        "id": cid,
        "numbers": [r.randint(1, 4) for _ in range(6)],
        "arrow": r.randint(1, 4),
        "free": [r.choice(FREE) for _ in range(2)],
        "main": [r.choice(MAIN) for _ in range(4)],
    }


FREE = ["technology", "coins", "glory", "other"]
MAIN = [
    "market",
    "city",
    "castle",
    "religion",
    "battles",
    "wonder",
    "products",
    "resources",
    "buildings",
    "swordsmen",
    "ballista",
    "peasants",
    "technology",
    "repair",
    "suppress",
    "other",
]


def _random_game(seed: int, keyed: bool) -> tuple[set[str], list[str]]:
    """One game with random answers: setup (from the routine, or from the first Round start), three
    rounds played to the pass, achievements."""
    p = bundled_pack("glory_automa")
    interp = Interpreter(p)
    rng = random.Random(seed)
    profile = {"cards": [_random_card(rng, f"K{i}") for i in range(14)]} if keyed else None
    world = new_world(p)
    yields = {f"yield_{k}": rng.choice([None, 1, 2]) for k in ("mill", "sawmill", "forge", "meadery")}
    colour = "red" if seed % 2 else ""  # given at New game, or chosen at the setup (the dice unchanged)
    options = {"difficulty": rng.choice(["easy", "medium", "hard"]), "colour": colour, **yields}
    add_bot(p, world, "a", options, profile, rng)
    seen: set[str] = set()
    problems: list[str] = []

    def play(chart: str) -> None:
        logs = interp.start(world, "a", chart, rng)
        seen.update(f"{e.chart}.{e.node}" for e in logs)
        while "a" in world["runs"]:
            frame = world["runs"]["a"]["stack"][-1]
            node = interp.charts(world, "a")[frame["chart"]].node_map()[frame["node"]]
            if isinstance(node, AskNode):
                logs = interp.answer(world, "a", rng.choice(node.options).id, rng)
            else:
                assert isinstance(node, DoNode)
                logs = interp.done(world, "a", rng)
            seen.update(f"{e.chart}.{e.node}" for e in logs)
        for name, inv in p.registry.invariants.items():
            problems.extend(f"{name}: {x}" for x in inv(make_ctx(p, world, "a", rng)))

    if seed % 2:  # else the first Round start runs Setup itself
        play("setup")
    for rnd in range(3):
        world["shared"]["age"] = 1 + rnd
        play("round_start")
        for _ in range(8):
            play("turn")
        play("achievements")
        play("turn")  # between rounds: no row is laid out
    return seen, problems


def test_random_play_reaches_every_node_without_errors(pack: Pack) -> None:
    seen: set[str] = set()
    for seed in range(40):
        for keyed in (False, True):
            found, problems = _random_game(seed, keyed)
            assert not problems, problems[:5]
            seen |= found
    every = {f"{c.id}.{n.id}" for c in pack.charts.values() for n in c.nodes}
    # Only a card of six 4s reaches these; test_all_fours_card_falls_back_to_the_table does.
    rare = {"reform.stuck", "achievements.vote_none"}
    assert every - seen - rare == set()


def test_engine_random_play_reports_no_errors(pack: Pack) -> None:
    result = simulate(pack, 1500, 7)
    assert not result.errors and not result.dead_ends, (result.errors + result.dead_ends)[:5]


def test_all_fours_card_falls_back_to_the_table() -> None:
    s = session("easy")
    run(s, "round_start")
    for _ in range(3):
        run(s, "turn", ["a1", "coins", "coins", "market", "no"])
    shown = run(s, "turn", ["a1", "coins", "coins", "4", "4", "4", "4", "4", "no"])
    assert shown.has("settle one with the table")
    shown = run(s, "achievements", ["4", "4", "4", "4", "4", "4", "no", "no"])
    assert shown.has("the automa does not vote")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"numbers": [1, 2, 3, 4, 5, 1]}, "less than or equal to 4"),
        ({"main": ["market", "city", "dance", "city"]}, "Input should be"),
        ({"arrow": 0}, "greater than or equal to 1"),
        ({"free": ["coins"]}, "at least 2"),
    ],
)
def test_keyed_card_schema_refuses_bad_cards(pack: Pack, change: dict, message: str) -> None:
    deck = keyed_deck(12)
    deck["cards"][0].update(change)
    schema = pack.registry.schemas[("profile", "automa_cards")]
    with pytest.raises(ValidationError, match=message):
        checked(schema, deck)
    with pytest.raises(RuleError, match="Keyed automa cards: cards.0"):
        session("easy", deck)


def test_keyed_card_ids_must_be_unique(pack: Pack) -> None:
    deck = keyed_deck(12)
    deck["cards"][5]["id"] = "K01"
    schema = pack.registry.schemas[("profile", "automa_cards")]
    with pytest.raises(ValidationError, match="keyed in twice: K01"):
        checked(schema, deck)


def test_age_is_one_to_three() -> None:
    s = session("easy")
    with pytest.raises(InputError, match="above the maximum 3"):
        s.apply({"type": "set_shared", "name": "age", "value": 4})


def test_cli_runs_a_turn_in_json_lines(tmp_path: Path) -> None:
    setup = tmp_path / "setup.yaml"
    setup.write_text("bots:\n  - {id: a, options: {difficulty: easy}}\nshared: {age: 2}\n", encoding="utf-8")
    save = tmp_path / "game.json"
    out = io.StringIO()
    assert (
        cli_main(
            [
                "run",
                "--pack",
                "glory_automa",
                "--chart",
                "round_start",
                "--setup",
                str(setup),
                "--save",
                str(save),
            ],
            out=out,
            inp=io.StringIO(""),
        )
        == 0
    )
    out = io.StringIO()
    answers = (
        "\n".join(
            json.dumps({"answer": a}) for a in ["a1", "coins", "glory", "buildings", "yes", "yes", "no", "no"]
        )
        + "\n"
    )
    assert (
        cli_main(["run", "--pack", "glory_automa", "--session", str(save)], out=out, inp=io.StringIO(answers))
        == 0
    )
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert any(x.get("text") == "Place 2 buildings on that hex. Put 1 action cube on the hex." for x in lines)
    assert lines[-1]["kind"] == "end" and lines[-1]["state"]["glory"] == 3


def test_keyed_deck_example_in_the_docs_is_valid(pack: Pack) -> None:
    import yaml

    doc = (PACK_DIR.parents[1] / "docs" / "glory_automa.md").read_text(encoding="utf-8")
    example = doc.split("```yaml\n", 1)[1].split("```", 1)[0]
    data = yaml.safe_load(example)
    schema = pack.registry.schemas[("profile", "automa_cards")]
    card = checked(schema, data).cards[0]
    assert (card.numbers, card.arrow, card.main[0]) == ([2, 3, 1, 4, 1, 2], 2, "city")


def test_keyed_all_fours_card_falls_back_to_the_table__seed003_reform() -> None:
    """Seed 003, Reform and vote: number 4 skips to the next number; a keyed card of only 4s picks
    no government and names no event card. As with a card read off the table, the table settles
    the government and the automa does not vote (random play found it stopping with an error)."""
    deck = keyed_deck(12, numbers=[4, 4, 4, 4, 4, 4], main=["market"] * 4)
    s = session("easy", deck)
    run(s, "round_start")
    for _ in range(4):
        shown = run(s, "turn", ["no"])
    assert shown.has("settle one with the table")
    shown = run(s, "achievements", ["no", "no"])
    assert shown.has("the automa does not vote")


@pytest.mark.parametrize(
    ("choice", "shown"),
    [
        ("no_main_technology", "No technology as a main action"),
        ("main_technology", "Variant: technology as a main action"),
    ],
)
def test_the_automas_panel_says_what_each_setup_choice_is_about(choice: str, shown: str) -> None:
    """The bot's panel lists the choices made at setup without their options' names: a default
    Glory automa's read "Medium · No keyed automa cards · Six · Not offered, as the Automa
    appendix has it" (003, Technology: what was not offered, six of what?)."""
    s = session(numbers="6", main_technology=choice)  # as New game sets every choice
    view = build_view(s, PlayState(active="a"))
    automa = view.bot("a")
    assert automa is not None
    badges = [render_plain(b) for b in automa.badges]
    assert "6 numbers" in badges
    assert shown in badges
