"""Parameter forms of pack data: literals, and value, state, shared, answer, bot name and text
references the engine computes when a node is shown or an effect is applied."""

from __future__ import annotations

import re
from typing import Any

from desktop.core.messages import Message, engine_msg
from desktop.core.pack.registry import Ctx, RuleError
from desktop.core.plain_data import dig

_WHOLE = re.compile(r"^\s*-?\d{1,18}\s*$")  # 18 digits: int() stops at 4,300, no answer needs 19


def resolve(obj: Any, ctx: Ctx[Any], context: str, answers: dict[str, Any] | None = None) -> Any:
    """Compute a parameter: literals stay; value, state, shared, answer, bot_name and text
    references are evaluated (`answers`: this chart's answers so far in the run)."""
    if isinstance(obj, dict):
        keys = set(obj)
        if "value" in obj and keys <= {"value", "args"}:
            named = ctx.pack.registry.values[obj["value"]]
            args = {k: resolve(v, ctx, context, answers) for k, v in obj.get("args", {}).items()}
            return named.func(ctx, **args)
        if keys == {"state"}:
            return dig(ctx.bot, obj["state"])
        if keys == {"shared"}:
            return ctx.shared.get(obj["shared"])
        if keys == {"answer"}:
            if not answers or obj["answer"] not in answers:
                raise RuleError(
                    engine_msg(
                        "node '{node}' has not been answered in this run of the chart", node=obj["answer"]
                    )
                )
            return answers[obj["answer"]]
        if keys == {"bot_name"}:
            bot_id = str(resolve(obj["bot_name"], ctx, context, answers))
            if bot_id not in ctx.bots and not ctx.gone(bot_id):  # an answer such as "no other bot"
                raise RuleError(engine_msg("no bot '{bot}' in this game", bot=bot_id))
            return ctx.bot_words(bot_id)
        if "text" in obj and keys <= {"text", "params", "count"}:
            params = {k: resolve(v, ctx, context, answers) for k, v in obj.get("params", {}).items()}
            count = params.get(obj["count"]) if obj.get("count") else None
            return Message(context, obj["text"], params, count)
        return {k: resolve(v, ctx, context, answers) for k, v in obj.items()}
    if isinstance(obj, list):
        return [resolve(v, ctx, context, answers) for v in obj]
    return obj


def whole_number(value: Any) -> int | None:
    """A typed whole number (an int, or digits as text), None for anything else."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and _WHOLE.match(value):
        return int(value)
    return None
