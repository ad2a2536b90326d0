"""Qt Linguist .ts files: read them into entries, write them back in Qt's own layout."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path
from xml.sax.saxutils import escape

from tools.i18n.catalogue import NUMERUS_FORMS, TS_LANGUAGE, Entry, merge


def read_ts(path: Path) -> list[Entry]:
    """Every message of a .ts file (obsolete/vanished ones included, marked unfinished)."""
    if not path.exists():
        return []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as exc:
        raise SystemExit(f"{path}: not a readable catalogue: {exc}") from None
    return [
        _entry_of(ctx.findtext("name") or "", msg)
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
    ]


def _entry_of(context: str, msg: ET.Element) -> Entry:
    """One <message> element as an entry."""
    tr = msg.find("translation")
    kind = tr.get("type") if tr is not None else "unfinished"
    numerus = msg.get("numerus") == "yes"
    translation: str | list[str] | None = None
    if tr is not None:
        translation = [f.text or "" for f in tr.findall("numerusform")] if numerus else tr.text or ""
    entry = Entry(
        context,
        msg.findtext("source") or "",
        numerus,
        [c.text or "" for c in msg.findall("extracomment")],
        [(loc.get("filename") or "", int(loc.get("line") or 0)) for loc in msg.findall("location")],
        translation,
        kind is None,
        msg.findtext("comment"),
    )
    if kind in ("obsolete", "vanished"):
        entry.finished = False
        entry.comments.append(f"({kind})")
    return entry


def _x(text: str) -> str:
    return escape(text, {'"': "&quot;", "'": "&apos;"})


def write_ts(path: Path, lang: str, entries: Iterable[Entry]) -> None:
    """Write a .ts file in Qt Linguist's layout (contexts in first-seen order)."""
    by_context: dict[str, list[Entry]] = {}
    for e in entries:
        by_context.setdefault(e.context, []).append(e)
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{TS_LANGUAGE[lang]}" sourcelanguage="en_US">',
    ]
    for context, items in by_context.items():
        lines += ["<context>", f"    <name>{_x(context)}</name>"]
        for e in items:
            lines += _message_lines(e, lang)
        lines.append("</context>")
    lines.append("</TS>")
    _replace_if_changed(path, "\n".join(lines) + "\n")


def _message_lines(e: Entry, lang: str) -> list[str]:
    """The <message> element of one entry, line by line."""
    lines = ['    <message numerus="yes">' if e.numerus else "    <message>"]
    lines += [f'        <location filename="{_x(file)}" line="{line}"/>' for file, line in e.locations]
    lines.append(f"        <source>{_x(e.source)}</source>")
    if e.disambiguation:
        lines.append(f"        <comment>{_x(e.disambiguation)}</comment>")
    lines += [f"        <extracomment>{_x(c)}</extracomment>" for c in e.comments]
    state = "" if e.finished else ' type="unfinished"'
    if e.numerus:
        forms = e.forms() + [""] * (NUMERUS_FORMS[lang] - len(e.forms()))
        lines.append(f"        <translation{state}>")
        lines += [f"            <numerusform>{_x(f)}</numerusform>" for f in forms]
        lines.append("        </translation>")
    else:
        text = e.translation if isinstance(e.translation, str) else ""
        lines.append(f"        <translation{state}>{_x(text)}</translation>")
    lines.append("    </message>")
    return lines


def _replace_if_changed(path: Path, text: str) -> None:
    """Write `text` to `path` unless it already holds it; atomic, so a reader never sees half."""
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return
    tmp = path.with_suffix(".ts.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def wanted(fresh: list[Entry], lang: str) -> list[Entry]:
    """What a catalogue of `lang` holds of the fresh entries (English: its numerus entries only)."""
    return [e.fresh_copy() for e in fresh if lang != "en" or e.numerus]


def update_catalogue(path: Path, fresh: list[Entry], lang: str) -> list[Entry]:
    """Merge fresh entries into the catalogue at `path` (English keeps numerus entries only)."""
    merged = merge(wanted(fresh, lang), read_ts(path), lang)
    write_ts(path, lang, merged)
    return merged
