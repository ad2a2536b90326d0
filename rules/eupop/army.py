"""Where the Bot's Army miniature is, as far as the app can know it (issue 28 item 11): seed 002
says no Bot Army is placed at setup ("Bot Setup") and it is removed from the map at Peace
("Peace & Rebels Phase, D"); it is placed only for MILITARY, DEFEND or an NPR Invasion ("Army
Movement"). The app knows only "not on the map" for sure (after setup, a removal, or the table's
"no"); once placed, a Battle can take it away, so the table is asked again."""

from __future__ import annotations

from desktop.core.messages import Message
from desktop.core.pack.registry import effect, predicate
from desktop.core.play.world import ALONE

from .bot import EuCtx


@predicate("army_known_off_map", outcomes=("no", "unknown"))
def army_known_off_map(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the Army is known not to be on the map ("no"), else ask the table ("unknown"). A
    game made before the app tracked it asks, so its steps replay as they were played."""
    if ctx.shared.get(ALONE) and ctx.bot.get("army_on_map") is False:
        return "no", ctx.msg("the Army was not placed since the setup or since it was removed")
    return "unknown", ctx.msg("the table knows where it stands")


@effect("army_placed")
def army_placed(ctx: EuCtx) -> None:
    """The Army miniature goes on the map: from now on the table says whether it is still there."""
    ctx.bot.pop("army_on_map", None)


@effect("army_off_map")
def army_off_map(ctx: EuCtx) -> None:
    """The Army is not on the map (removed, or the table said so)."""
    ctx.bot["army_on_map"] = False
