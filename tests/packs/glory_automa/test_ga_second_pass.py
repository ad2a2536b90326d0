"""Second pass over seed 003 (issue 15 items 13-16): action cubes of archers and technologies."""

from __future__ import annotations

from ga_helpers import bot, run, session

from desktop.core.session import Session


def _ready(age: int = 1) -> Session:
    s = session("hard", age=age)
    run(s, "round_start")
    return s


def _turn(s: Session, main_answers: list[str]) -> list[str]:
    """One physical turn whose card shows coins twice and plays line 1."""
    return run(s, "turn", ["a1", "coins", "coins", *main_answers, "no"])


def test_archers_after_swordsmen_put_two_cubes_on_the_barracks__seed003_main_action_cubes() -> None:
    """The seed's example: swordsmen first (1 cube on the barracks), then archers (2 on the same area)."""
    s = _ready(age=1)
    assert _turn(s, ["swordsmen", "yes", "no"]).has("Put 1 action cube on the barracks area.")
    shown = _turn(s, ["ballista", "yes", "no"])
    assert shown.has("Archer units to place: 1.") and shown.has("Put 2 action cubes on the barracks area.")
    assert bot(s)["areas"]["barracks"] == 2 and bot(s)["areas"]["workshop"] == 0


def test_ballista_still_goes_to_the_workshop__seed003_ballista() -> None:
    s = _ready(age=2)
    _turn(s, ["swordsmen", "yes", "no"])
    assert _turn(s, ["ballista", "yes", "no"]).has("Put 1 action cube on the workshop area.")
    assert bot(s)["areas"] == bot(s)["areas"] | {"barracks": 1, "workshop": 1}


def test_technology_moves_the_technology_cubes_counter__seed003_technology() -> None:
    s = _ready()
    run(s, "turn", ["a1", "technology", "no", "no", "no", "coins", "market", "no"])
    assert bot(s)["areas"]["technology"] == 0  # no technology found on the board: no cube
    shown = run(s, "turn", ["a1", "technology", "yes", "coins", "market", "no"])
    assert shown.has("Take that technology for the automa. Put 1 action cube on the technology board.")
    shown = run(s, "turn", ["a1", "technology", "no", "yes", "coins", "market", "no"])
    assert shown.has("Take that technology for the automa. Put 2 action cubes on the technology board.")
    assert bot(s)["areas"]["technology"] == 2
