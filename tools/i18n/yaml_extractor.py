"""Texts of a pack's YAML: pack.yaml, its charts, variant patches, and card and table fields."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.pack_model import SEAT_PHRASES
from desktop.core.pack.yaml_source import LoadError, Located, load_yaml
from desktop.core.play.detail import section_of
from tools.i18n.catalogue import ENGINE_CONTEXT, Entry
from tools.i18n.paths import RULES, rel

# A text found in pack.yaml: (text, translator note, key path to its line).
Found = tuple[Any, str, tuple[Any, ...]]
ANSWERS_SHOWN_BY_THE_ENGINE = ("yes", "no", "None")


def pack_folders(root: Path = RULES) -> list[Path]:
    """Bundled pack folders (those holding a pack.yaml)."""
    return sorted(p.parent for p in root.glob("*/pack.yaml"))


def load(path: Path, warn: bool = True) -> Located | None:
    """A YAML file with its line numbers, or None (with a warning) when it cannot be read."""
    try:
        return load_yaml(path)
    except LoadError as err:
        if warn:
            print(f"warning: skipped: {'; '.join(err.problems)}", file=sys.stderr)
        return None


def _as_dict(located: Located) -> dict[str, Any]:
    return located.data if isinstance(located.data, dict) else {}


# ---- charts ---------------------------------------------------------------------------------


def _is_text_ref(obj: Any) -> bool:
    return (
        isinstance(obj, dict) and isinstance(obj.get("text"), str) and set(obj) <= {"text", "params", "count"}
    )


def nested_texts(obj: Any) -> Iterator[tuple[str, bool]]:
    """`{text: ..., params: ..., count: ...}` references anywhere in parameters or arguments."""
    if _is_text_ref(obj):
        yield obj["text"], bool(obj.get("count"))
        yield from nested_texts(obj.get("params", {}))
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from nested_texts(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from nested_texts(v)


def _source_note(node: dict[str, Any], chart_source: Any) -> str:
    """Where a node's rule comes from, for the translator."""
    src = node.get("source") if isinstance(node.get("source"), dict) else chart_source
    if not isinstance(src, dict):
        return "source: none given"
    note = f"seed {src.get('seed', '?')}, {src.get('section', '?')}"
    return note + (" (reconstructed)" if node.get("reconstructed") else "")


def node_entries(
    context: str, node: dict[str, Any], chart_source: Any, file: str, line: int, prefix: str = ""
) -> Iterator[Entry]:
    """The texts of one chart node: text, note, option labels, nested texts."""
    nid = node.get("id", "?")
    where = f"{prefix}node {nid} ({node.get('kind', '?')}); {_source_note(node, chart_source)}"
    loc = [(file, line)]
    if isinstance(node.get("text"), str) and node["text"]:
        yield Entry(context, node["text"], bool(node.get("count")), [where], list(loc))
    if isinstance(node.get("note"), str) and node["note"]:
        yield Entry(context, node["note"], False, [f"note of {where}"], list(loc))
    if isinstance(node.get("counts"), str) and node["counts"]:
        note = f"what the number counts, shown as 'Waiting for: <this>, 0–6' on the table display: {where}"
        yield Entry(context, node["counts"], False, [note], list(loc))
    # The question an answer agrees with, so the translator sees it beside the answer.
    question = f" to {node['text'][:100]!r}" if isinstance(node.get("text"), str) else ""
    for opt in node.get("options") or []:
        yield from _option_entries(context, opt, where, loc, question)
    for key in ("params", "args", "modifier", "effects"):
        for text, numerus in nested_texts(node.get(key)):
            yield Entry(context, text, numerus, [f"part of the text of {where}"], list(loc))


def _option_entries(
    context: str, opt: Any, where: str, loc: list[tuple[str, int]], question: str = ""
) -> Iterator[Entry]:
    """An answer's label (its note quotes the question); without one, its id (the engine shows
    it as `engine_msg(id)`)."""
    if isinstance(opt, dict) and isinstance(opt.get("label"), str):
        note = f"answer '{opt.get('id')}'{question}; {where}"
        sense = opt.get("sense") if isinstance(opt.get("sense"), str) else None
        yield Entry(context, opt["label"], False, [note], list(loc), disambiguation=sense)
    elif isinstance(opt, dict) and str(opt.get("id")) not in ANSWERS_SHOWN_BY_THE_ENGINE:
        note = f"answer id shown as its label (no label in the chart): {where}"
        yield Entry(ENGINE_CONTEXT, str(opt.get("id")), False, [note], list(loc))


def section_entries(pack_id: str, path: Path) -> list[Entry]:
    """The headings of the sources a chart's steps cite ("Bot Cards", "Passing"), shown in the
    Sources line: pack context, Qt sense "source heading" (numbers and file names are not
    texts: `section_of` decides, as the Sources line does)."""
    located = load(path, warn=False)
    if located is None:
        return []
    data = _as_dict(located)
    refs: list[tuple[tuple[Any, ...], Any]] = [((), data.get("source"))]
    refs += [
        (("nodes", i), n.get("source")) for i, n in enumerate(data.get("nodes") or []) if isinstance(n, dict)
    ]
    out = []
    for loc, src in refs:
        if not isinstance(src, dict):
            continue
        shown = section_of(pack_id, str(src.get("section") or ""))
        if isinstance(shown, Message):
            note = f"a heading of source {src.get('seed')}, shown as 'Sources: <book>, “<this>”.'"
            line = [(rel(path), located.line(loc))]
            out.append(Entry(pack_id, shown.text, False, [note], line, disambiguation=shown.sense))
    return out


def chart_entries(pack_id: str, path: Path) -> list[Entry]:
    """Every text of one chart file, in the context `<pack>/<chart>` the engine uses."""
    located = load(path)
    if located is None:
        return []
    data = _as_dict(located)
    context = f"{pack_id}/{path.stem}"
    file = rel(path)
    out: list[Entry] = []
    for key in ("title", "note"):
        if isinstance(data.get(key), str):
            out.append(Entry(context, data[key], False, [f"chart {key}"], [(file, located.line((key,)))]))
    for i, node in enumerate(data.get("nodes") or []):
        if isinstance(node, dict):
            out += node_entries(context, node, data.get("source"), file, located.line(("nodes", i)))
    return out


# ---- pack.yaml ------------------------------------------------------------------------------


def pack_yaml_entries(folder: Path) -> tuple[list[Entry], list[Entry]] | None:
    """pack.yaml's own texts (context `<pack>`) and its variant patches' node texts (in their
    charts' contexts); None when pack.yaml cannot be read."""
    located = load(folder / "pack.yaml")
    if located is None:
        return None
    data = _as_dict(located)
    file = rel(folder / "pack.yaml")
    own = [
        Entry(folder.name, text, False, [note], [(file, located.line(loc))])
        for text, note, loc in _meta_texts(data)
        if isinstance(text, str) and text
    ]
    return own, list(_patch_entries(folder.name, data, located, file))


def _meta_texts(data: dict[str, Any]) -> Iterator[Found]:
    """Every text of pack.yaml outside the variant patches, in file order."""
    yield data.get("name"), "pack name", ("name",)
    yield data.get("description"), "pack description", ("description",)
    yield data.get("seat"), "what one seat of the pack is called", ("seat",)
    yield data.get("seats"), "what the pack's seats are called together, shown as 'All <this>'", ("seats",)
    for key, phrase in (data.get("seat_words") or {}).items():
        known = SEAT_PHRASES.get(key)
        where = f"{known.where}, in this pack's own words (the interface's '{known.text}')" if known else key
        yield phrase, f"a whole phrase: {where}", ("seat_words", key)
    for i, s in enumerate(data.get("sources") or []):
        note = f"a source as players know it, shown as 'Sources: <this>, <section>.' (source {s.get('id')})"
        yield s.get("player"), note, ("sources", i)
    for i, r in enumerate(data.get("routines") or []):
        yield r.get("label"), f"routine button for chart {r.get('chart')}", ("routines", i)
    for key, fact in (data.get("shared") or {}).items():
        yield fact.get("label"), f"shared game fact '{key}'", ("shared", key)
    for i, phase in enumerate((data.get("rounds") or {}).get("phases") or []):
        yield phase.get("label"), f"phase '{phase.get('id')}' of the round bar", ("rounds", "phases", i)
        for j, table in enumerate(phase.get("table") or []):
            note = f"round bar button in phase '{phase.get('id')}' for chart {table.get('chart')}"
            yield table.get("label"), note, ("rounds", "phases", i, "table", j)
    yield from _bot_option_texts(data)
    for name, var in (data.get("variants") or {}).items():
        yield (var or {}).get("label"), f"variant '{name}'", ("variants", name)
    yield from _mat_texts(data)
    yield from _profile_texts(data)
    yield from _check_texts(data)
    for i, bot in enumerate(((data.get("sample") or {}).get("bots")) or []):
        note = "name of a bot in the sample game the welcome screen offers (a realm or faction)"
        yield (bot or {}).get("name"), note, ("sample", "bots", i)
    for key, words in (data.get("words") or {}).items():
        note = f"the name of the value {{{key}}} in a chart node not reached yet, shown as '[name]'"
        yield words, note, ("words", key)


def _check_texts(data: dict[str, Any]) -> Iterator[Found]:
    """Checks the player makes once: their title, what to do, and the fields' labels and choices."""
    for key, check in (data.get("checks") or {}).items():
        yield check.get("label"), f"title of the check '{key}'", ("checks", key)
        yield check.get("text"), f"what to do in the check '{key}'", ("checks", key)
        for name, fld in (check.get("fields") or {}).items():
            where = ("checks", key, "fields", name)
            yield fld.get("label"), f"field '{name}' in the check '{key}'", where
            for ch in fld.get("choices") or []:
                yield ch.get("label"), f"choice '{ch.get('id')}' of field '{name}' (check '{key}')", where


def _profile_texts(data: dict[str, Any]) -> Iterator[Found]:
    """Profile kinds' labels, and their editor's field labels, hints, button labels, choices, keys."""
    for key, prof in (data.get("profiles") or {}).items():
        yield prof.get("label"), f"profile kind '{key}'", ("profiles", key)
        yield prof.get("none"), f"shown for a bot set up without a '{key}' profile", ("profiles", key)
        for name, fld in (prof.get("fields") or {}).items():
            where = ("profiles", key, "fields", name)
            for part in ("label", "hint", "add", "nest"):
                yield fld.get(part), f"{part} of field '{name}' in the {key} profile editor", where
            for part in ("choices", "keys"):
                for ch in fld.get(part) or []:
                    yield (
                        ch.get("label"),
                        f"{part[:-1]} '{ch.get('id')}' of field '{name}' ({key} profile)",
                        where,
                    )


def _bot_option_texts(data: dict[str, Any]) -> Iterator[Found]:
    """Labels and hints of the bot options and of their choices; the default of a text option (a
    bot's default name, "Bot", is shown in the New game dialog)."""
    for i, opt in enumerate(data.get("bot_options") or []):
        yield opt.get("label"), f"bot option '{opt.get('id')}'", ("bot_options", i)
        if isinstance(opt.get("hint"), str):
            note = f"hint under bot option '{opt.get('id')}' in the New game dialog"
            yield opt["hint"], note, ("bot_options", i)
        if opt.get("kind") == "text" and isinstance(opt.get("default"), str) and opt["default"].strip():
            note = f"default of bot option '{opt.get('id')}' in the New game dialog"
            if opt.get("id") == "name":
                note += " (the seat number follows: 'Bot 2')"
            yield opt["default"], note, ("bot_options", i)
        for j, ch in enumerate(opt.get("choices") or []):
            note = f"choice '{ch.get('id')}' of bot option '{opt.get('id')}'"
            yield ch.get("label"), note, ("bot_options", i, "choices", j)


def _mat_texts(data: dict[str, Any]) -> Iterator[Found]:
    """Mat section titles, field labels and hints, and their choices' and keys' labels."""
    for i, sec in enumerate(data.get("mat") or []):
        yield sec.get("section"), "mat section", ("mat", i)
        for j, fld in enumerate(sec.get("fields") or []):
            where = ("mat", i, "fields", j)
            yield fld.get("label"), f"mat field {fld.get('path')}", where
            yield fld.get("hint"), f"hint of mat field {fld.get('path')}", where
            for key in ("choices", "keys"):
                for ch in fld.get(key) or []:
                    note = f"{key[:-1]} '{ch.get('id')}' of mat field {fld.get('path')}"
                    yield ch.get("label"), note, where
            for key, label in (fld.get("labels") or {}).items():
                yield label, f"card field '{key}' shown by mat field {fld.get('path')}", where


def _patch_entries(pack_id: str, data: dict[str, Any], located: Located, file: str) -> Iterator[Entry]:
    """Node texts of the variants' chart patches, in the patched chart's context."""
    for name, var in (data.get("variants") or {}).items():
        for i, patch in enumerate((var or {}).get("patches") or []):
            context = f"{pack_id}/{patch.get('chart')}"
            for j, node in enumerate(patch.get("nodes") or []):
                if isinstance(node, dict):
                    line = located.line(("variants", name, "patches", i, "nodes", j))
                    yield from node_entries(context, node, None, file, line, f"variant '{name}': ")


# ---- card and table fields ------------------------------------------------------------------


def _field_values(
    obj: Any, fields: set[str], loc: tuple[Any, ...] = ()
) -> Iterator[tuple[str, str, str, tuple[Any, ...]]]:
    """(field, text, owner id, key path) of every string under a key named in `fields`."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k in fields and isinstance(v, str) and v:
                yield k, v, str(obj.get("id", "/".join(str(p) for p in loc))), loc + (k,)
            else:
                yield from _field_values(v, fields, loc + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _field_values(v, fields, loc + (i,))


def data_field_entries(folder: Path, fields: set[str]) -> list[Entry]:
    """Texts of cards and tables that modules show through `ctx.msg(card["<field>"])`."""
    out: list[Entry] = []
    for kind in ("cards", "tables") if fields else ():
        what = "card" if kind == "cards" else "table"
        for path in sorted((folder / kind).glob("*.yaml")):
            located = load(path, warn=False)  # the pack loader reports it with its line
            if located is None:
                continue
            for name, text, owner, loc in _field_values(located.data, fields):
                note = f"'{name}' of {what} {path.stem}: {owner}"
                out.append(Entry(folder.name, text, False, [note], [(rel(path), located.line(loc))]))
    return out
