"""A Glory automa deck as a player keys it in, for tests that play Glory rounds through the pack's
own charts."""

from __future__ import annotations

from typing import Any


def keyed_cards() -> dict[str, Any]:
    """Twelve keyed automa cards as a player enters them (the same numbers and actions on each)."""
    card = {
        "label": "",
        "numbers": [1, 2, 3, 4, 1, 2],
        "free": ["coins", "glory"],
        "main": ["market"] * 4,
        "arrow": 1,
        "scale": "",
    }
    return {"name": "my deck", "cards": [{"id": f"K{i:02d}", **card} for i in range(1, 13)]}
