"""`review`: a pack's charts as a translator reads them in context. Node by node, in chart order,
each text with its English beside its translation: a question and then its answers, so agreement
(«Kto jest Wrogiem Bota?» → «NPR», not «Z NPR») and the words of a whole step are seen together."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TextIO

from tools.i18n.catalogue import Entry, lang_of
from tools.i18n.paths import RULES, rel
from tools.i18n.tsfile import read_ts
from tools.i18n.yaml_extractor import load, node_entries

_RULES_CATALOGUE = re.compile(r"rules_(?P<pack>.+)_(?P<lang>[a-z]{2})")


def _role(entry: Entry) -> str:
    comment = entry.comments[0] if entry.comments else ""
    if comment.startswith("answer"):
        return "answer" + (f" ({entry.disambiguation})" if entry.disambiguation else "")
    if comment.startswith("note"):
        return "note"
    if comment.startswith("part of"):
        return "part"
    return "text"


def _shown(entry: Entry, done: dict[tuple[str, str, str | None], Entry], lang: str) -> str:
    found = done.get(entry.key)
    if found is None:
        return "(not in the catalogue: run extract)"
    forms = [f for f in found.forms() if f]
    text = " | ".join(forms) if forms else "(not translated)"
    return text if found.is_done(lang) else f"{text}  [unfinished]"


def review(path: Path, charts: list[str] | None = None, rules: Path = RULES, out: TextIO = sys.stdout) -> int:
    """Print a pack's charts (all, or the named ones) with each text's English and translation."""
    match = _RULES_CATALOGUE.fullmatch(path.stem)
    folder = rules / match.group("pack") if match else None
    if match is None or folder is None or not (folder / "charts").is_dir():
        hint = "review shows a rule pack's charts: give translations/rules_<pack>_<lang>.ts"
        print(f"{path}: {hint}", file=sys.stderr)
        return 2
    lang, pack_id = lang_of(path), match.group("pack")
    files = sorted((folder / "charts").glob("*.yaml"))
    unknown = sorted(set(charts or []) - {f.stem for f in files})
    if unknown:
        names = ", ".join(f.stem for f in files)
        print(f"no chart {', '.join(unknown)} in {pack_id}; its charts: {names}", file=sys.stderr)
        return 2
    done = {e.key: e for e in read_ts(path)}
    tag = lang.upper()
    for file in files:
        if charts and file.stem not in charts:
            continue
        located = load(file)
        data = located.data if located is not None and isinstance(located.data, dict) else {}
        context = f"{pack_id}/{file.stem}"
        print(f"## {file.stem}", file=out)
        for key in ("title", "note"):
            if isinstance(data.get(key), str):
                entry = Entry(context, data[key])
                print(f"  chart {key}\n    EN: {data[key]}\n    {tag}: {_shown(entry, done, lang)}", file=out)
        for node in data.get("nodes") or []:
            if not isinstance(node, dict):
                continue
            print(f"### {node.get('id', '?')} ({node.get('kind', '?')})", file=out)
            for entry in node_entries(context, node, data.get("source"), rel(file), 0):
                shown = _shown(entry, done, lang)
                print(f"  {_role(entry)}\n    EN: {entry.source}\n    {tag}: {shown}", file=out)
    return 0
