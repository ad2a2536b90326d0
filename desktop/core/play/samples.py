"""Sample games: the bots a pack's `sample:` declares, every option they leave out at the value
the New game dialog would offer (no Qt)."""

from __future__ import annotations

from typing import Any

from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import BotOption

SAMPLE_SEED = 20240601  # a sample plays the same dice for everyone who opens it


def default_option(opt: BotOption) -> Any:
    """The value New game shows first for an option."""
    if opt.kind == "choice":
        ids = [c.id for c in opt.choices]
        return opt.default if opt.default in ids else (ids[0] if ids else None)
    if opt.kind == "int":
        return int(opt.default) if isinstance(opt.default, int) else (opt.min or 0)
    if opt.kind == "multi":
        return list(opt.default or [])
    if opt.kind == "profile":
        return None
    return str(opt.default or "")


def sample_bots(pack: Pack) -> list[tuple[dict[str, Any], None]]:
    """(options, no profile) per bot of the pack's sample game; one bot at its defaults when the
    pack declares none."""
    declared = pack.meta.sample.bots if pack.meta.sample is not None else [{}]
    out = []
    for index, given in enumerate(declared, start=1):
        options = {opt.id: default_option(opt) for opt in pack.meta.bot_options}
        if "name" in options and not given.get("name"):
            options["name"] = f"{options['name'] or pack.meta.seat} {index}"
        options.update(given)
        out.append((options, None))
    return out


def sample_shared(pack: Pack) -> dict[str, Any]:
    """The shared facts the sample game sets."""
    return dict(pack.meta.sample.shared) if pack.meta.sample is not None else {}


def sample_start(pack: Pack) -> str:
    """The chart the sample's first bot opens with: the sample's own, else the bot's setup when
    the pack sets bots up, else its turn."""
    sample = pack.meta.sample
    if sample is not None and sample.start:
        return sample.start
    rounds = pack.meta.rounds
    return rounds.setup[0] if rounds is not None and rounds.setup else pack.meta.entry
