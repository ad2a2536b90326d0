"""pack.yaml's `rounds.score` and `rounds.round` name counters of the mat: the library reads each
bot's score and round count there, labelled as the mat labels them."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from desktop.core.pack import record_check
from desktop.core.pack.checking import checked
from desktop.core.pack.pack_model import PackMeta

MAT = [
    {
        "section": "Track",
        "fields": [
            {"path": "round", "label": "Round", "kind": "counter"},
            {"path": "passed", "label": "Passed", "kind": "flag"},
        ],
    }
]


def meta(**rounds: Any) -> dict[str, Any]:
    """A pack.yaml with a round of one turn phase and the given `rounds` keys."""
    return {
        "id": "demo",
        "name": "Demo",
        "revision": 1,
        "entry": "main",
        "mat": MAT,
        "rounds": {"phases": [{"id": "turns", "label": "Turns", "turns": True}], **rounds},
    }


def test_a_round_counted_on_the_mat_names_its_counter() -> None:
    rounds = checked(PackMeta, meta(round="round")).rounds
    assert rounds is not None and rounds.round == "round"


@pytest.mark.parametrize(
    ("rounds", "message"),
    [
        ({"round": "turn"}, "rounds.round: 'turn' is no counter of the mat"),
        ({"round": "passed"}, "rounds.round: 'passed' is no counter of the mat"),
        ({"score": "vp"}, "rounds.score: 'vp' is no counter of the mat"),
    ],
)
def test_a_round_or_score_naming_no_counter_is_refused(rounds: dict[str, str], message: str) -> None:
    """A path the mat does not show as a number would read nothing in the library: refused, by
    the record and by its pydantic twin alike."""
    with pytest.raises(ValidationError, match=message):
        checked(PackMeta, meta(**rounds))
    with pytest.raises(ValidationError, match=message):
        record_check.twin(PackMeta).model_validate(meta(**rounds))
