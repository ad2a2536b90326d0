"""The player's check of the Bot Deck card data (issue 14 item 13): a user overlay of the table
`bot_deck_check` confirms or corrects cards; until then the draw step tells the player to check the
cost on their card."""

from __future__ import annotations

import random
from pathlib import Path

from bundled import RULES, bundled_pack
from test_charts_helpers import Table

from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.play.interpreter import Interpreter, add_bot, new_world


def _with_overlay(tmp_path: Path, text: str) -> Pack:
    path = tmp_path / "eupop" / "tables" / "bot_deck_check.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    pack, problems = load_pack(RULES / "eupop", tmp_path)
    assert pack is not None and problems == [], problems
    return pack


def _draw(pack: Pack, card: str, power: int = 6) -> tuple[str, dict[str, int]]:
    """Draw `card` on a Bot's Turn; returns the draw step's text and the Bot Power after paying."""
    interp, rng, world = Interpreter(pack), random.Random(3), new_world(pack)
    add_bot(pack, world, "b1", {"difficulty": "normal", "start_power": power}, None, rng)
    deck = world["bots"]["b1"]["deck"]
    deck["draw_pile"] = [card] + [c for c in deck["draw_pile"] if c != card]
    interp.start(world, "b1", "main", rng)
    for answer in ("no", "no", "no"):
        interp.answer(world, "b1", answer, rng)
    step = interp.current(world, "b1")
    assert step is not None and step.node == "draw"
    return render_plain(step.text), dict(world["bots"]["b1"]["power"])


def test_unchecked_card_costs_are_marked__seed002_bot_cards() -> None:
    """With the card list nobody checked, the draw step tells the player to check the card's cost."""
    text = _draw(bundled_pack("eupop"), "12")[0]
    assert "Pay its cost in Bot Power: 3 (check card 12's cost on your card)." in text


def test_a_confirmed_card_shows_its_plain_cost__seed002_bot_cards(tmp_path: Path) -> None:
    """A card the player confirmed shows its cost without the note."""
    pack = _with_overlay(tmp_path, 'cards: {"12": {confirmed: true}}\n')
    text, power = _draw(pack, "12")
    assert "Pay its cost in Bot Power: 3. " in text and "check card" not in text
    assert power == {"available": 3, "spent": 3}


def test_a_corrected_cost_is_paid__seed002_bot_cards(tmp_path: Path) -> None:
    """A cost the player corrected from their own card is the one shown and paid."""
    pack = _with_overlay(tmp_path, 'cards: {"12": {cost: 1}}\n')
    text, power = _draw(pack, "12")
    assert "Pay its cost in Bot Power: 1. " in text and "check card" not in text
    assert power == {"available": 5, "spent": 1}


def test_a_corrected_action_is_followed__seed002_bot_cards(tmp_path: Path) -> None:
    """Card 13 corrected to UNREST alone: with no Unrest to remove there is no next action."""
    pack = _with_overlay(tmp_path, 'cards: {"13": {actions: [unrest], confirmed: true}}\n')
    run = Table(deck=["13"], pack=pack).play("main", ["no", "no", "no", "none", "no"])
    assert run.passed("unrest.cannot") and not run.passed("main.run_spy"), run.path


def test_a_broken_check_is_refused_and_the_list_kept(tmp_path: Path) -> None:
    """A check file with an impossible value is refused with file and line; nothing changes."""
    path = tmp_path / "eupop" / "tables" / "bot_deck_check.yaml"
    path.parent.mkdir(parents=True)
    path.write_text('cards:\n  "12": {cost: -1}\n', encoding="utf-8")
    pack, problems = load_pack(RULES / "eupop", tmp_path)
    assert pack is not None and problems == []
    assert any("bot_deck_check.yaml:2" in p for p in pack.overlay_problems), pack.overlay_problems
    assert "check card 12's cost" in _draw(pack, "12")[0]
