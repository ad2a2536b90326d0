"""Random play of the EU pack: no dead ends, no errors, every action-chart node reachable."""

from __future__ import annotations

import io
import json
import random
from typing import Any

from bundled import bundled_pack

from desktop.core.cli.commands import main as cli_main
from desktop.core.cli.simulate import random_reply, simulate
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.interpreter import Interpreter, add_bot, new_world

# The charts this test file answers for (the routines have their own tests).
ACTION_CHARTS = (
    "main",
    "defend",
    "siege",
    "colonize",
    "event",
    "military",
    "diplomacy",
    "naval",
    "papal_curia",
    "explore",
    "spy",
    "unrest",
    "convert",
    "focus",
    "idea",
    "peace",
    "land_battle",
    "naval_battle",
    "mac",
    "ship_placement",
    "choose_place",
)

# Nodes random play can never reach, and why.
UNREACHABLE: dict[str, str] = {}


def _mine(nodes: list[str]) -> list[str]:
    return [n for n in nodes if n.split(".")[0] in ACTION_CHARTS]


def test_cli_simulate_2000_turns__seed002_bot_actions(pack: Pack) -> None:
    """`simulate --pack eupop --turns 2000`: no dead end, no error, and most action nodes visited.

    The turn chart draws a Bot Card only when the Bot is neither attacked nor able to Siege or
    Colonize, so in 2000 random turns (routines mixed in) some card-driven branches come up
    rarely; the next test reaches every one of them by random play from suitable states.
    """
    out = io.StringIO()
    code = cli_main(["simulate", "--pack", "eupop", "--turns", "2000", "--json"], out)
    report = json.loads(out.getvalue().splitlines()[-1])
    assert report["dead_ends"] == [] and report["errors"] == [], report
    assert code == 0
    every = _mine([f"{cid}.{n.id}" for cid, c in pack.charts.items() for n in c.nodes])
    unvisited = _mine(report["unvisited"])
    assert len(unvisited) < len(every) // 5, f"random play missed too much: {unvisited}"


def _random_play(chart: str, runs: int, seed: int, state: dict[str, Any], top: str | None = None) -> set[str]:
    """Random answers and rolls from a bot in the given state (card `top` always drawn next)."""
    pack = bundled_pack("eupop")
    interp = Interpreter(pack)
    rng = random.Random(seed)
    world = new_world(pack)
    add_bot(pack, world, "b1", {"name": "Bot", "difficulty": "normal"}, None, rng)
    bot = world["bots"]["b1"]
    seen: set[str] = set()
    for _ in range(runs):
        # Every run starts from the given state (War, Ideas, Focus...) with 0-6 Bot Power.
        for key, value in state.items():
            bot[key] = json.loads(json.dumps(value))
        bot["power"]["available"] = rng.randint(0, 6)
        bot["passed"] = False  # a Bot that Passed takes no Turn: each run is a fresh Turn
        if not bot["deck"]["draw_pile"]:
            bot["deck"]["draw_pile"], bot["deck"]["used"] = bot["deck"]["used"], []
            rng.shuffle(bot["deck"]["draw_pile"])
        if top is not None:
            deck = bot["deck"]
            for pile in ("draw_pile", "used", "set_aside"):
                if top in deck[pile]:
                    deck[pile].remove(top)
            deck["draw_pile"].insert(0, top)
        logs = interp.start(world, "b1", chart, rng)
        seen.update(f"{e.chart}.{e.node}" for e in logs)
        for _ in range(2000):
            step = interp.current(world, "b1")
            if step is None:
                break
            reply = random_reply(step, rng)
            if reply["type"] == "answer":
                logs = interp.answer(world, "b1", reply["option"], rng)
            elif reply["type"] == "roll":
                logs = interp.roll(world, "b1", None, rng)[1]
            else:
                logs = interp.done(world, "b1", rng)
            seen.update(f"{e.chart}.{e.node}" for e in logs)
        else:
            raise AssertionError(f"{chart} did not end")
    return seen


def test_every_action_node_reachable_by_random_play__seed002_bot_actions(pack: Pack) -> None:
    """Random play of each chart, also from a Bot at War, with Ideas and Focus, reaches every node."""
    pack = pack
    seen = set(simulate(pack, 2000, 1).visited)
    ideas = {"administrative": 2, "diplomatic": 3, "military": 3}
    focus = {"economic": 1, "expansion": 1, "political": 1, "war": 1}
    states: list[dict[str, Any]] = [
        {"at_war": False},
        {"at_war": True, "ideas": ideas, "focus": focus, "manpower_reserve": 20, "quest_new_world": True},
        {"at_war": False, "ideas": ideas, "focus": focus, "state_religion": "catholic", "realm": "Castile"},
    ]
    for seed, state in enumerate(states):
        for chart in ACTION_CHARTS:
            seen |= _random_play(chart, 100, seed, state)
        # The turn with each Bot Card drawn next, so every card's actions come up.
        for card in sorted(pack.decks["bot_deck"]):
            seen |= _random_play("main", 25, seed, state, top=card)
    # Card 08's War Action is in no source: at War the player is asked what the card shows.
    seen |= _random_play("main", 400, 13, states[1], top="08")
    every = [f"{cid}.{n.id}" for cid in ACTION_CHARTS for n in pack.charts[cid].nodes]
    missed = [n for n in every if n not in seen and n not in UNREACHABLE]
    assert missed == [], f"never reached by random play: {missed}"
    assert all(n in every for n in UNREACHABLE)
