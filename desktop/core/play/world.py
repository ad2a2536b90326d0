"""A game's plain-data world: shared facts, bots built from checked setup options, state paths."""

from __future__ import annotations

import random
from typing import Any

from desktop.core.bot_names import gone_words, has_left, left_message
from desktop.core.messages import InputError, Message, either, engine_msg
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import BotOption
from desktop.core.pack.registry import Ctx
from desktop.core.play.copy_checks import KEY, kept_now

# Longest text a player may give as a text option (a bot's name, a colour).
MAX_TEXT_OPTION = 200
# In a game's shared facts: the app answers a question that has one possible answer (a game made
# before this keeps its steps as they were played: its replay asks them).
ALONE = "_answers_alone"


def new_world(pack: Pack) -> dict[str, Any]:
    """An empty game: shared facts at their defaults, no bots, no runs; the answers of the pack's
    checks as the player gave them so far, which the game plays with (see `checks`); questions
    with one possible answer answered by the app (`ALONE`)."""
    shared: dict[str, Any] = {k: f.default for k, f in pack.meta.shared.items()}
    shared[ALONE] = True
    if pack.meta.checks:
        shared[KEY] = kept_now(pack)
    return {"shared": shared, "bots": {}, "meta": {}, "runs": {}}


def make_ctx(pack: Pack, world: dict[str, Any], bot_id: str, rng: random.Random) -> Ctx[Any]:
    """The context effects and predicates see for one bot."""
    meta = world["meta"].get(bot_id, {})
    return Ctx(
        pack,
        world["bots"],
        world["shared"],
        bot_id,
        meta.get("options", {}),
        rng,
        meta.get("profile"),
        world["meta"],
    )


def add_bot(
    pack: Pack,
    world: dict[str, Any],
    bot_id: str,
    options: dict[str, Any],
    profile: dict[str, Any] | None,
    rng: random.Random,
) -> None:
    """Create a bot from its setup options (refused when one is not declared) through init_bot."""
    if bot_id in world["bots"]:
        raise InputError(engine_msg("bot id '{bot}' is taken", bot=bot_id))
    check_options(pack, options)
    world["meta"][bot_id] = {
        "options": options,
        "profile": profile,
        "variants": variants_of(pack, options),
        "name": str(options.get("name") or bot_id),
    }
    world["bots"][bot_id] = {}
    assert pack.registry.init is not None
    ctx = make_ctx(pack, world, bot_id, rng)
    world["bots"][bot_id] = pack.registry.init(ctx, options)


def variants_of(pack: Pack, options: dict[str, Any]) -> list[str]:
    """The variants a bot's setup options turn on, as the pack declares them now."""
    return [
        v
        for opt in pack.meta.bot_options
        if opt.kind in ("multi", "choice")
        for v in as_list(options.get(opt.id))
        if isinstance(v, str) and v in pack.meta.variants
    ]


def refresh_variants(pack: Pack, world: object) -> None:
    """Work each bot's variants out again from its setup options, with the pack as it is now.
    A saved state keeps the list its pack gave then: after a pack turned a choice into a
    variant (or back), the bot would play one way from that state and another from a replay
    of its steps, which works the list out when the bot is added. A damaged state is left as
    it is, for its check to refuse."""
    metas = world.get("meta") if isinstance(world, dict) else None
    for meta in metas.values() if isinstance(metas, dict) else ():
        if isinstance(meta, dict) and isinstance(meta.get("options"), dict):
            meta["variants"] = variants_of(pack, meta["options"])


def check_options(pack: Pack, options: dict[str, Any]) -> None:
    """InputError naming the allowed values when a setup option is unknown or out of bounds."""
    declared = {opt.id: opt for opt in pack.meta.bot_options}
    for key, value in options.items():
        opt = declared.get(key)
        if opt is None:
            if key == "name":  # every bot has a name, declared or not
                continue
            raise InputError(
                engine_msg(
                    "unknown bot option '{key}'; the options are {options}",
                    key=key,
                    options=str(sorted(declared)),
                )
            )
        if value is not None:
            _check_option(opt, value)


def _check_option(opt: BotOption, value: Any) -> None:
    allowed = [c.id for c in opt.choices]
    field = engine_msg("bot option '{option}'", option=opt.id)
    if opt.kind in ("choice", "multi"):
        given = value if opt.kind == "multi" and isinstance(value, list) else [value]
        wrong = next((v for v in given if v not in allowed), None)
        if wrong is not None or (opt.kind == "multi" and not isinstance(value, list)):
            raise InputError(
                engine_msg(
                    "{field}: {value} is not {allowed}",
                    field=field,
                    value=repr(wrong or value),
                    allowed=either(allowed),
                )
            )
    elif opt.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise InputError(
                engine_msg("{field}: {value} is not a whole number", field=field, value=repr(value))
            )
        if opt.min is not None and value < opt.min:
            raise InputError(below_minimum(field, value, opt.min))
        if opt.max is not None and value > opt.max:
            raise InputError(above_maximum(field, value, opt.max))
    else:
        text = isinstance(value, str) or (opt.kind == "text" and isinstance(value, (int, float)))
        if not text or isinstance(value, bool) or len(str(value)) > MAX_TEXT_OPTION:
            raise InputError(
                engine_msg(
                    "{field}: {value} is not a text of at most %n characters",
                    MAX_TEXT_OPTION,
                    field=field,
                    value=repr(value),
                )
            )


def no_bot(bot_id: str, world: dict[str, Any] | None = None, pack_id: str = "") -> Message:
    """`no bot 'b3'`: an event names a bot the game does not have; a bot that left the game
    (in `world`) by its name, never its id."""
    shared = world["shared"] if world is not None else {}
    if has_left(shared, bot_id):
        return left_message(gone_words(pack_id, shared, bot_id))
    return engine_msg("no bot '{bot}'", bot=bot_id)


def below_minimum(field: Message | str, value: int, low: int) -> Message:
    """`field: value is below the minimum low`."""
    return engine_msg("{field}: {value} is below the minimum {low}", field=field, value=value, low=low)


def above_maximum(field: Message | str, value: int, high: int) -> Message:
    """`field: value is above the maximum high`."""
    return engine_msg("{field}: {value} is above the maximum {high}", field=field, value=value, high=high)


def as_list(value: Any) -> list[Any]:
    """A multi option's values (a single value or none given as a list too)."""
    return value if isinstance(value, list) else [value] if value is not None else []
