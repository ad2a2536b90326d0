"""Sample games: the bots a pack's `sample:` declares, every option they leave out at the value
the New game dialog would offer (no Qt)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.core.bot_names import read_name_words
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import BotOption
from desktop.core.per_object import PerObject

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


def _name_option(pack: Pack) -> BotOption | None:
    """The pack's name option (every bot has a name; a pack may offer none to fill)."""
    return next((o for o in pack.meta.bot_options if o.id == "name"), None)


def _named_from(pack: Pack, option: BotOption) -> BotOption | None:
    """The choice option whose label names the bot (`default_from`: Root's faction), if any."""
    return next((o for o in pack.meta.bot_options if o.id == option.default_from), None)


def default_name_words(pack: Pack, chosen: Mapping[str, Any], number: int) -> dict[str, Any] | None:
    """The words of the name New game offers seat `number` with these choices (bot_names): the
    label of the choice the name comes from (a faction), else the option's default and the
    number. None: the pack offers no name to say (no name option, or an empty default)."""
    option = _name_option(pack)
    if option is None:
        return None
    source = _named_from(pack, option)
    if source is not None:
        choice = next((c for c in source.choices if c.id == chosen.get(source.id)), None)
        if choice is not None:
            return {"text": choice.label, "number": None}
    default = str(option.default or "")
    return {"text": default, "number": number} if default.strip() else None


def _offered_texts(pack: Pack) -> frozenset[str]:
    """Every text a default name can be made of (default_name_words, sample_names): the name
    option's default, the labels of the choice it comes from, the seat, the sample's names."""
    option = _name_option(pack)
    if option is None:
        return frozenset()
    source = _named_from(pack, option)
    texts = {str(option.default or ""), pack.meta.seat}
    texts.update(c.label for c in (source.choices if source is not None else ()))
    declared = pack.meta.sample.bots if pack.meta.sample is not None else []
    texts.update(str(given["name"]) for given in declared if given.get("name"))
    return frozenset(t for t in texts if t.strip())


offered_texts = PerObject(_offered_texts)  # once per pack


def offered_name_words(pack: Pack, data: Any) -> dict[str, Any] | None:
    """Stored name words the pack could have offered (read_name_words, its text one of the
    pack's default names), else None: a damaged or foreign entry leaves the bot its stored name
    rather than naming it with any text of the pack."""
    words = read_name_words(data)
    return words if words is not None and words["text"] in offered_texts(pack) else None


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


def sample_names(pack: Pack) -> list[dict[str, Any] | None]:
    """The words of each sample bot's name (bot_names: said in the language on screen): the name
    the sample declares, else the pack's default name and the bot's number."""
    declared = pack.meta.sample.bots if pack.meta.sample is not None else [{}]
    option = _name_option(pack)
    out: list[dict[str, Any] | None] = []
    for index, given in enumerate(declared, start=1):
        if given.get("name"):
            out.append({"text": str(given["name"]), "number": None})
        elif option is not None:
            out.append({"text": str(option.default or "") or pack.meta.seat, "number": index})
        else:
            out.append(None)
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
