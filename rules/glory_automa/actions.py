"""Main-action bookkeeping: the line played, falling down the list, action cubes, the economy."""

from __future__ import annotations

from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.registry import RuleError, effect, predicate, value

from . import deck as _deck
from . import state as _state
from .state import GaCtx


def area_cubes(ctx: GaCtx, area: str) -> int:
    """Action cubes a main action puts on an area: 1 the first time this round, 2 after."""
    if area not in ctx.bot["areas"]:
        raise RuleError(f"unknown board area '{area}'")
    nums = _state.numbers(ctx)
    return nums.repeat_use_cubes if ctx.bot["areas"][area] else nums.first_use_cubes


def _kind_label(ctx: GaCtx, kind: str) -> Message:
    # Literal texts so the catalogue extractor finds every action name.
    labels = {
        "resources": ctx.msg("gather resources (mill and sawmill)"),
        "products": ctx.msg("make products (forge and meadery)"),
        "market": ctx.msg("trade at the market"),
        "city": ctx.msg("build a city"),
        "castle": ctx.msg("build a castle"),
        "buildings": ctx.msg("build buildings"),
        "wonder": ctx.msg("build Wonder stages"),
        "swordsmen": ctx.msg("train swordsmen"),
        "ballista": ctx.msg("train a ballista"),
        "peasants": ctx.msg("train peasants"),
        "religion": ctx.msg("spread religion"),
        "technology": ctx.msg("take a technology"),
        "repair": ctx.msg("repair"),
        "suppress": ctx.msg("suppression"),
        "battles": ctx.msg("two battles"),
        "coins": ctx.msg("coins to the treasury"),
        "glory": ctx.msg("Glory"),
        "other": ctx.msg("another action, as the card shows it"),
    }
    return labels[kind]


@value("main_line")
def main_line(ctx: GaCtx) -> int:
    """The main-action line the active card plays (seed 003, Main action)."""
    return int(ctx.bot["main"]["line"])


@value("next_line")
def next_line(ctx: GaCtx) -> int:
    """The line below the current one (seed 003, Fallback)."""
    return int(ctx.bot["main"]["line"]) + 1


@value("area_cubes")
def area_cubes_value(ctx: GaCtx, area: str) -> int:
    """Action cubes a main action puts on a board area this round."""
    return area_cubes(ctx, area)


@value("hex_cubes")
def hex_cubes(ctx: GaCtx, used: str) -> int:
    """Action cubes a building action puts on its hex: 1, or 2 when that hex already holds the
    automa's cubes this round (seed 003, Buildings: the cubes go «на цей гекс»)."""
    nums = _state.numbers(ctx)
    return nums.repeat_use_cubes if used == "yes" else nums.first_use_cubes


@value("number")
def number(ctx: GaCtx, name: str) -> int:
    """A fixed number of the seed (tables/numbers.yaml)."""
    return int(getattr(_state.numbers(ctx), name))


@value("age")
def age(ctx: GaCtx) -> int:
    """The current Age."""
    return int(ctx.shared.get("age") or 1)


@value("colour")
def colour(ctx: GaCtx) -> str:
    """The automa's colour; empty when New game gave none (the setup then asks the table to
    choose one, and the chart's box of the step not taken names the colour in words)."""
    return str(ctx.bot["colour"])


@predicate("colour_given")
def colour_given(ctx: GaCtx) -> tuple[str, Message]:
    """Whether New game gave the automa a colour (seed 003, Setup: else the table chooses one)."""
    colour = str(ctx.bot["colour"])
    if colour:
        return "yes", ctx.msg("Its colour: {colour}", colour=colour)
    return "no", ctx.msg("No colour was given")


@value("cities")
def cities(ctx: GaCtx) -> int:
    """The automa's cities."""
    return int(ctx.bot["cities"])


@value("kind_label")
def kind_label(ctx: GaCtx, kind: str) -> Message:
    """An action kind's name, to show in a step."""
    return _kind_label(ctx, kind)


@effect("use_area")
def use_area(ctx: GaCtx, area: str) -> dict[str, Any]:
    """A main action uses a board area: its action cubes go there."""
    cubes = area_cubes(ctx, area)
    ctx.bot["areas"][area] += 1
    return {"cubes": cubes}


@effect("action_done")
def action_done(ctx: GaCtx) -> None:
    """The main action was done."""
    ctx.bot["main"]["status"] = "done"


@effect("action_failed")
def action_failed(ctx: GaCtx) -> None:
    """The main action could not be done."""
    ctx.bot["main"]["status"] = "failed"


@effect("fall_down")
def fall_down(ctx: GaCtx) -> None:
    """Fall down to the line below (seed 003, Fallback)."""
    main = ctx.bot["main"]
    if main["line"] >= _state.CARDS_PER_LINE:
        raise RuleError(ctx.msg("There is no line below the last one."))
    main["line"] += 1
    main["status"] = "pending"


@predicate("main_result", outcomes=("done", "failed"))
def main_result(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the main action was done or failed."""
    status = ctx.bot["main"]["status"]
    if status not in ("done", "failed"):
        raise RuleError(f"the main action ended without saying whether it was done (status '{status}')")
    if status == "done":
        return "done", ctx.msg("Line {line} was done", line=ctx.bot["main"]["line"])
    return "failed", ctx.msg("Line {line} could not be done", line=ctx.bot["main"]["line"])


@predicate("line_below")
def line_below(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the card has a line below the current one (seed 003, Fallback)."""
    line = int(ctx.bot["main"]["line"])
    if line < _state.CARDS_PER_LINE:
        return "yes", ctx.msg("Line {line} of {n}", line=line, n=_state.CARDS_PER_LINE)
    return "no", ctx.msg("Line {line} is the last", line=line)


@predicate("card_main", outcomes=(*_state.MAIN_KINDS, "ask"))
def card_main(ctx: GaCtx) -> tuple[str, Message]:
    """The main action on the current line of a keyed card (seed 003, Card anatomy)."""
    card = _deck.active_card(ctx)
    line = int(ctx.bot["main"]["line"])
    if card is None:
        return "ask", ctx.msg("The card is read from the table")
    kind = str(card["main"][line - 1])
    return kind, ctx.msg(
        "Line {line} of card {card}: {action}",
        line=line,
        card=_deck.card_name(ctx, card["id"]),
        action=_kind_label(ctx, kind),
    )


@predicate("card_free", outcomes=(*_state.FREE_KINDS, "ask"))
def card_free(ctx: GaCtx, slot: int) -> tuple[str, Message]:
    """A free action of a keyed card (seed 003, Card anatomy)."""
    card = _deck.active_card(ctx)
    if card is None:
        return "ask", ctx.msg("The card is read from the table")
    kind = str(card["free"][slot - 1])
    return kind, ctx.msg(
        "Free action {slot} of card {card}: {action}",
        slot=slot,
        card=_deck.card_name(ctx, card["id"]),
        action=_kind_label(ctx, kind),
    )


@predicate("is_age")
def is_age(ctx: GaCtx, age: int) -> tuple[str, Message]:
    """Whether the game is in the given Age."""
    now = int(ctx.shared.get("age") or 1)
    return ("yes" if now == age else "no"), ctx.msg("Age {age}", age=now)


@predicate("has_religion")
def has_religion(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the automa has a religion."""
    if ctx.bot["religion"] == "none":
        return "no", ctx.msg("The automa has no religion yet")
    return "yes", ctx.msg("The automa has a religion")


@predicate("yields_known")
def yields_known(ctx: GaCtx, first: str, second: str) -> tuple[str, Message]:
    """Whether setup gave the yields of both areas (0 means not entered)."""
    known = all(
        isinstance(v, int) and v > 0 for v in (ctx.bot["yields"].get(first), ctx.bot["yields"].get(second))
    )
    if known:
        return "yes", ctx.msg("Amounts entered at setup")
    return "no", ctx.msg("Amounts not entered at setup")


@value("yield")
def yield_of(ctx: GaCtx, area: str) -> int:
    """What a production area yields, as entered at setup."""
    return int(ctx.bot["yields"].get(area) or 0)


@effect("add_goods")
def add_goods(ctx: GaCtx, first: str, first_goods: str, second: str, second_goods: str) -> dict[str, Any]:
    """Goods pile up in the warehouses as surplus; the automa pays no costs."""
    for area, goods in ((first, first_goods), (second, second_goods)):
        ctx.bot["warehouse"][goods] += int(ctx.bot["yields"].get(area) or 0)
    return {}


@effect("market_trade")
def market_trade(ctx: GaCtx) -> None:
    """A market trade moves only the prices: no goods or coins change hands."""
    steps = _state.numbers(ctx).price_steps
    ctx.bot["market"]["food_up"] += steps
    ctx.bot["market"]["weapons_down"] += steps


@effect("gain_coins")
def gain_coins(ctx: GaCtx) -> dict[str, Any]:
    """Coins to the treasury (seed 003, Treasury)."""
    ctx.bot["treasury"] += _state.numbers(ctx).coins_gain
    return {"treasury": ctx.bot["treasury"]}


@effect("gain_glory")
def gain_glory(ctx: GaCtx) -> dict[str, Any]:
    """Glory for the automa (seed 003, Glory)."""
    ctx.bot["glory"] += _state.numbers(ctx).glory_gain
    return {"glory": ctx.bot["glory"]}


@effect("build")
def build(ctx: GaCtx, what: str) -> None:
    """Count one more city or castle (seed 003, Structures)."""
    if what == "cities":
        ctx.bot["cities"] += 1
    elif what == "castles":
        ctx.bot["castles"] += 1
    else:
        raise RuleError(f"cannot count '{what}'")


@effect("wonder_stage")
def wonder_stage(ctx: GaCtx) -> None:
    """Build Wonder stages (seed 003, Wonder)."""
    ctx.bot["wonder_stages"] += _state.numbers(ctx).wonder_stages_gain


@predicate("wonder_begun")
def wonder_begun(ctx: GaCtx) -> tuple[str, Message]:
    """Whether the automa has built a Wonder stage."""
    n = int(ctx.bot["wonder_stages"])
    return ("yes" if n else "no"), ctx.msg("%n Wonder stages built", n)


@effect("achievement")
def achievement(ctx: GaCtx, kind: str) -> None:
    """Count an achievement of a kind (seed 003, Instant achievements)."""
    ctx.bot["achievements"][kind] += 1


@value("bag_cubes")
def bag_cubes(ctx: GaCtx, number: int) -> int:
    """Cubes drawn from the bag: one more under Autocracy."""
    return int(number) + (1 if ctx.bot["government"] == "autocracy" else 0)


@value("plus_units")
def plus_units(ctx: GaCtx, troubles: int) -> int:
    """Units trained: the troubles plus the fixed extra units (seed 003, Training)."""
    return int(troubles) + _state.numbers(ctx).extra_units


@effect("cleanup")
def cleanup(ctx: GaCtx) -> dict[str, Any]:
    """End of round: played cards to the discard pile, the board areas cleared."""
    bot = ctx.bot
    played = bot["row"]["cards"]
    bot["deck"]["discard"].extend(c for c in played if c is not None)
    bot["deck"]["discard_count"] += len(played)
    bot["row"].update({"cards": [], "activated": 0, "arrows": []})
    bot["areas"] = {a: 0 for a in bot["areas"]}
    bot["main"] = {"line": 0, "status": "idle"}
    return {"played": len(played)}


@predicate("always", outcomes=("ok",))
def always(ctx: GaCtx) -> tuple[str, None]:
    """A one-line check: a step that tells the table there is nothing to do, logged without a wait."""
    return "ok", None
