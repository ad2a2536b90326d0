"""The translator's jobs: `status` counts, `todo` lists what is left as YAML, `fill` puts it back."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import yaml

from tools.i18n.catalogue import NUMERUS_FORMS, Entry, lang_of, padded, placeholder_problem
from tools.i18n.paths import TRANSLATIONS
from tools.i18n.tsfile import read_ts, write_ts


def count(path: Path) -> tuple[int, int]:
    """(entries, untranslated) of one catalogue."""
    lang = lang_of(path)
    entries = read_ts(path)
    return len(entries), sum(1 for e in entries if not e.is_done(lang))


def status(files: list[Path]) -> int:
    """Print entries and untranslated counts per catalogue (every catalogue when none is named)."""
    files = files or sorted(TRANSLATIONS.glob("*.ts"))
    total_left = 0
    print(f"{'catalogue':40} {'entries':>8} {'untranslated':>13}")
    for path in files:
        n, left = count(path)
        total_left += left
        print(f"{path.name:40} {n:8} {left:13}")
    print(f"{'all':40} {'':8} {total_left:13}")
    return 0


def todo_item(e: Entry, lang: str) -> dict[str, Any]:
    """One entry as a `todo` item: where it is, its note, and its translation to fill in."""
    item: dict[str, Any] = {"context": e.context, "source": e.source}
    if e.disambiguation:
        item["sense"] = e.disambiguation
    if e.comments:
        item["note"] = "; ".join(e.comments)
    if e.numerus:
        item["forms"] = padded(e.forms(), lang)
    else:
        item["translation"] = e.translation or ""
    return item


def todo(path: Path, everything: bool = False) -> int:
    """Print a catalogue's unfinished entries as YAML (translate, then `fill`)."""
    lang = lang_of(path)
    items = [todo_item(e, lang) for e in read_ts(path) if everything or not e.is_done(lang)]
    yaml.safe_dump(items, sys.stdout, allow_unicode=True, sort_keys=False, width=100)
    return 0


def sample(path: Path, count: int = 40, seed: int = 16) -> int:
    """Print `count` translated entries of a catalogue picked at random (the same ones for the same
    seed and catalogue) as YAML, for a reviewer to judge one by one against the glossary and the
    seeds: the quality measure of issue 16 (good entries / entries sampled)."""
    lang = lang_of(path)
    done = [e for e in read_ts(path) if e.is_done(lang)]
    picked = random.Random(seed).sample(range(len(done)), min(count, len(done)))
    items = [{"n": i + 1, **todo_item(done[k], lang)} for i, k in enumerate(sorted(picked))]
    yaml.safe_dump(items, sys.stdout, allow_unicode=True, sort_keys=False, width=100)
    return 0


def filled_value(e: Entry, item: dict[str, Any], lang: str) -> tuple[str | list[str] | None, str | None]:
    """(the translation an item gives its entry, None when left blank; why it is refused, or None)."""
    n = NUMERUS_FORMS[lang]
    value = item.get("forms") if e.numerus else item.get("translation")
    if e.numerus and not (isinstance(value, list) and len(value) == n):
        return None, f"needs {n} forms"
    if not e.numerus and not isinstance(value, str):
        return None, "needs a translation text"
    forms = value if isinstance(value, list) else [value]
    if not all(isinstance(f, str) and f.strip() for f in forms):
        return None, None  # left blank: still to do, not an error
    problem = placeholder_problem(e.source, forms)
    return (None, problem) if problem else (value, None)


def _put_translations(
    entries: list[Entry], items: Any, filled: Path, catalogue: str, lang: str
) -> tuple[list[str], int]:
    """Put the items' translations into the entries: (problems, translations filled in)."""
    by_key = {(e.context, e.source, e.disambiguation): e for e in entries}
    problems, done = [], 0
    for i, item in enumerate(items if isinstance(items, list) else []):
        key = (item.get("context"), item.get("source"), item.get("sense"))
        e = by_key.get(key)
        if e is None:
            problems.append(f"{filled}: item {i + 1}: no entry {key} in {catalogue}")
            continue
        value, problem = filled_value(e, item, lang)
        if problem:
            problems.append(f"{filled}: item {i + 1} ({e.source!r}): {problem}")
        elif value is not None:
            e.translation, e.finished = value, True
            done += 1
    return problems, done


def fill(path: Path, filled: Path) -> int:
    """Put translations from a YAML list (as `todo` prints it) into a catalogue; any problem
    and nothing is written."""
    lang = lang_of(path)
    try:
        items = yaml.safe_load(filled.read_text(encoding="utf-8")) or []
    except (OSError, yaml.YAMLError) as exc:
        print(f"{filled}: not readable: {exc}", file=sys.stderr)
        return 1
    entries = read_ts(path)
    problems, done = _put_translations(entries, items, filled, path.name, lang)
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"{path.name}: nothing written ({len(problems)} problems)", file=sys.stderr)
        return 1
    write_ts(path, lang, entries)
    print(f"{path.name}: {done} translations filled in")
    return 0
