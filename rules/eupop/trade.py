"""Trade Income of Bots: passive income when a human Trades, and a Bot's own NAVAL trade."""

from __future__ import annotations

from typing import Any

from desktop.core.pack.registry import value

from .bot import EuCtx

# Humans Trading (seed 002): 2 Bot Power in a maritime Node of the Main Map, 3 in a Distant
# maritime Node, 2 in an inland Node (with a Bot Town next to it).
NODE_INCOME = {"main_sea": 2, "distant_sea": 3, "inland": 2}
# Bot Trade (seed 002): each Pirate in the Node takes 1 away; Humans Trading: a human with
# Mercantilism (and enough from Key Provinces) takes 1 away.
PIRATE_LOSS = 1
MERCANTILISM_LOSS = 1


def income(node: str, pirates: int, mercantilism: bool) -> int:
    """The Bot Power a Bot collects in a Trade Node, never below 0."""
    loss = PIRATE_LOSS * max(0, int(pirates)) + (MERCANTILISM_LOSS if mercantilism else 0)
    return max(0, NODE_INCOME[node] - loss)


@value("trade_income")
def trade_income(ctx: EuCtx, node: str, pirates: int, mercantilism: Any = "no") -> int:
    """Bot Power from Trade in that Node (seed 002, Humans Trading; Bot Trade)."""
    return income(str(node), int(pirates), str(mercantilism) == "yes")
