"""Translation tooling: extract, merge, report and compile the Qt Linguist catalogues.

Commands (run from anywhere; paths are the repository's):
  extract [PACK ...]    rules catalogues of the named packs (all packs, the engine and the
                        interface when no pack is named); translations are kept across runs
  status [FILE ...]     untranslated counts per catalogue
  todo FILE.ts          the unfinished entries of one catalogue as YAML, ready to fill in
  fill FILE.ts X.yaml   put the translations of a filled-in `todo` file into the catalogue
  compile               every translations/*.ts into a .qm beside it (lrelease)
"""

from __future__ import annotations

import argparse
import ast
import difflib
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"
RULES = ROOT / "rules"
LANGS = ("pl", "uk", "en")
# Qt's numerus forms per language: Polish and Ukrainian one/few/many, English one/other.
NUMERUS_FORMS = {"pl": 3, "uk": 3, "en": 2}
TS_LANGUAGE = {"pl": "pl_PL", "uk": "uk_UA", "en": "en_US"}
ENGINE_CONTEXT = "engine"
UI_SOURCES = ("desktop/app.py", "desktop/ui")
ENGINE_SOURCES = ("desktop/core",)


# ---- the catalogue model -----------------------------------------------------------------


@dataclass
class Entry:
    """One message of a catalogue: context + English source, its translation and notes."""

    context: str
    source: str
    numerus: bool = False
    comments: list[str] = field(default_factory=list)  # translator comments (extracomment)
    locations: list[tuple[str, int]] = field(default_factory=list)
    translation: str | list[str] | None = None
    finished: bool = False
    disambiguation: str | None = None  # Qt's <comment>, part of the key

    @property
    def key(self) -> tuple[str, str, str | None]:
        """What Qt looks a message up by."""
        return (self.context, self.source, self.disambiguation)

    def forms(self) -> list[str]:
        """The translation as a list (one item for a plain message)."""
        if self.translation is None:
            return []
        return [self.translation] if isinstance(self.translation, str) else list(self.translation)

    def is_done(self, lang: str) -> bool:
        """Finished and every form filled in (numerus entries need all the language's forms)."""
        forms = self.forms()
        if not self.finished or not forms or any(not f.strip() for f in forms):
            return False
        return len(forms) == NUMERUS_FORMS[lang] if self.numerus else len(forms) == 1


def lang_of(path: Path) -> str:
    """The language code a catalogue is for, from its file name (`rules_eupop_pl.ts` -> pl)."""
    code = path.stem.rsplit("_", 1)[-1]
    if code not in LANGS:
        raise ValueError(f"{path.name}: the file name must end in _pl, _uk or _en")
    return code


def read_ts(path: Path) -> list[Entry]:
    """Every message of a .ts file (obsolete/vanished ones included, marked unfinished)."""
    if not path.exists():
        return []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as exc:
        raise SystemExit(f"{path}: not a readable catalogue: {exc}") from None
    out: list[Entry] = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            kind = tr.get("type") if tr is not None else "unfinished"
            numerus = msg.get("numerus") == "yes"
            translation: str | list[str] | None = None
            if tr is not None:
                if numerus:
                    translation = [f.text or "" for f in tr.findall("numerusform")]
                else:
                    translation = tr.text or ""
            comments = [c.text or "" for c in msg.findall("extracomment")]
            locations = [
                (loc.get("filename") or "", int(loc.get("line") or 0)) for loc in msg.findall("location")
            ]
            entry = Entry(
                name,
                msg.findtext("source") or "",
                numerus,
                comments,
                locations,
                translation,
                kind is None,
                msg.findtext("comment"),
            )
            if kind in ("obsolete", "vanished"):
                entry.finished = False
                entry.comments.append(f"({kind})")
            out.append(entry)
    return out


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
            lines.append('    <message numerus="yes">' if e.numerus else "    <message>")
            for file, line in e.locations:
                lines.append(f'        <location filename="{_x(file)}" line="{line}"/>')
            lines.append(f"        <source>{_x(e.source)}</source>")
            if e.disambiguation:
                lines.append(f"        <comment>{_x(e.disambiguation)}</comment>")
            for c in e.comments:
                lines.append(f"        <extracomment>{_x(c)}</extracomment>")
            state = "" if e.finished else ' type="unfinished"'
            if e.numerus:
                forms = e.forms() + [""] * (NUMERUS_FORMS[lang] - len(e.forms()))
                lines.append(f"        <translation{state}>")
                lines += [f"            <numerusform>{_x(f)}</numerusform>" for f in forms]
                lines.append("        </translation>")
            else:
                lines.append(f"        <translation{state}>{_x(e.translation or '')}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    text = "\n".join(lines) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        tmp = path.with_suffix(".ts.tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)  # atomic, so a reader never sees half a catalogue


def merge(fresh: list[Entry], old: list[Entry], lang: str) -> list[Entry]:
    """Fresh entries carrying the translations of the old catalogue; obsolete ones dropped."""
    kept = {e.key: e for e in old if "(obsolete)" not in e.comments and "(vanished)" not in e.comments}
    kept_any = {e.key: e for e in old}
    out: list[Entry] = []
    for e in fresh:
        prev = kept.get(e.key) or kept_any.get(e.key)
        if prev is not None and prev.numerus == e.numerus and prev.translation:
            e.translation = prev.translation
            e.finished = prev.finished and prev is kept.get(e.key)
            if e.numerus:
                forms = e.forms()[: NUMERUS_FORMS[lang]]
                e.translation = forms + [""] * (NUMERUS_FORMS[lang] - len(forms))
                e.finished = e.finished and all(f.strip() for f in e.translation)
        else:
            e.translation = [""] * NUMERUS_FORMS[lang] if e.numerus else None
            e.finished = False
        out.append(e)
    carry_similar(out, old, lang)
    return out


def carry_similar(fresh: list[Entry], old: list[Entry], lang: str, cutoff: float = 0.75) -> None:
    """An English text that was only edited ("Gain 1 Unit" -> "Gain %n Units") keeps its old
    translation as a draft: still unfinished, so it must be reviewed, but not retyped."""
    keys = {e.key for e in fresh}
    gone = [o for o in old if o.key not in keys and any(f.strip() for f in o.forms())]
    for e in fresh:
        if e.finished or any(f.strip() for f in e.forms()):
            continue
        best, score = None, cutoff
        for o in gone:
            if o.context != e.context:
                continue
            ratio = difflib.SequenceMatcher(None, o.source, e.source).ratio()
            if ratio >= score:
                best, score = o, ratio
        if best is None:
            continue
        forms = best.forms()
        if e.numerus:
            forms = (forms + [forms[-1]] * NUMERUS_FORMS[lang])[: NUMERUS_FORMS[lang]]
            e.translation = forms
        else:
            e.translation = forms[0]
        e.finished = False


def dedupe(entries: Iterable[Entry]) -> list[Entry]:
    """One entry per (context, source): comments and locations of repeats are gathered."""
    out: dict[tuple[str, str, str | None], Entry] = {}
    for e in entries:
        if e.key not in out:
            out[e.key] = e
            continue
        first = out[e.key]
        first.numerus = first.numerus or e.numerus
        first.comments += [c for c in e.comments if c not in first.comments]
        first.locations += [loc for loc in e.locations if loc not in first.locations]
    return list(out.values())


def update_catalogue(path: Path, fresh: list[Entry], lang: str) -> list[Entry]:
    """Merge fresh entries into the catalogue at `path` (English keeps numerus entries only)."""
    fresh = [
        Entry(e.context, e.source, e.numerus, list(e.comments), list(e.locations))
        for e in fresh
        if lang != "en" or e.numerus
    ]
    merged = merge(fresh, read_ts(path), lang)
    write_ts(path, lang, merged)
    return merged


# ---- rule packs ---------------------------------------------------------------------------


def _rel(path: Path) -> str:
    """A location as lupdate writes it: relative to translations/."""
    try:
        return str(Path("..") / path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


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
    for opt in node.get("options") or []:
        if isinstance(opt, dict) and isinstance(opt.get("label"), str):
            yield Entry(context, opt["label"], False, [f"answer '{opt.get('id')}' of {where}"], list(loc))
        elif isinstance(opt, dict) and str(opt.get("id")) not in ("yes", "no", "None"):
            # without a label the engine shows the answer id itself, as engine_msg(id)
            yield Entry(
                ENGINE_CONTEXT,
                str(opt.get("id")),
                False,
                [f"answer id shown as its label (no label in the chart): {where}"],
                list(loc),
            )
    for key in ("params", "args", "modifier", "effects"):
        for text, numerus in nested_texts(node.get(key)):
            yield Entry(context, text, numerus, [f"part of the text of {where}"], list(loc))


def chart_entries(pack_id: str, path: Path) -> list[Entry]:
    """Every text of one chart file, in the context `<pack>/<chart>` the engine uses."""
    from desktop.core.yamlsource import LoadError, load_yaml

    try:
        located = load_yaml(path)
    except LoadError as err:
        print(f"warning: skipped: {'; '.join(err.problems)}", file=sys.stderr)
        return []
    data = located.data if isinstance(located.data, dict) else {}
    context = f"{pack_id}/{path.stem}"
    file = _rel(path)
    out: list[Entry] = []
    if isinstance(data.get("title"), str):
        out.append(Entry(context, data["title"], False, ["chart title"], [(file, located.line(("title",)))]))
    if isinstance(data.get("note"), str):
        out.append(Entry(context, data["note"], False, ["chart note"], [(file, located.line(("note",)))]))
    for i, node in enumerate(data.get("nodes") or []):
        if isinstance(node, dict):
            out += node_entries(context, node, data.get("source"), file, located.line(("nodes", i)))
    return out


def pack_entries(folder: Path) -> tuple[list[Entry], list[Entry]]:
    """pack.yaml's texts and the modules' `ctx.msg` strings (context `<pack>`), and the
    variant patches' node texts (in their charts' contexts)."""
    from desktop.core.yamlsource import LoadError, load_yaml

    pack_id = folder.name
    try:
        located = load_yaml(folder / "pack.yaml")
    except LoadError as err:
        print(f"warning: skipped: {'; '.join(err.problems)}", file=sys.stderr)
        return [], []
    data = located.data if isinstance(located.data, dict) else {}
    file = _rel(folder / "pack.yaml")
    own: list[Entry] = []

    def add(text: Any, note: str, loc: tuple[Any, ...]) -> None:
        if isinstance(text, str) and text:
            own.append(Entry(pack_id, text, False, [note], [(file, located.line(loc))]))

    add(data.get("name"), "pack name", ("name",))
    add(data.get("description"), "pack description", ("description",))
    for i, r in enumerate(data.get("routines") or []):
        add(r.get("label"), f"routine button for chart {r.get('chart')}", ("routines", i))
    for key, fact in (data.get("shared") or {}).items():
        add(fact.get("label"), f"shared game fact '{key}'", ("shared", key))
    for i, opt in enumerate(data.get("bot_options") or []):
        add(opt.get("label"), f"bot option '{opt.get('id')}'", ("bot_options", i))
        for j, ch in enumerate(opt.get("choices") or []):
            add(
                ch.get("label"),
                f"choice '{ch.get('id')}' of bot option '{opt.get('id')}'",
                ("bot_options", i, "choices", j),
            )
    for name, var in (data.get("variants") or {}).items():
        add((var or {}).get("label"), f"variant '{name}'", ("variants", name))
    for i, sec in enumerate(data.get("mat") or []):
        add(sec.get("section"), "mat section", ("mat", i))
        for j, fld in enumerate(sec.get("fields") or []):
            where = ("mat", i, "fields", j)
            add(fld.get("label"), f"mat field {fld.get('path')}", where)
            add(fld.get("hint"), f"hint of mat field {fld.get('path')}", where)
            for key in ("choices", "keys"):
                for ch in fld.get(key) or []:
                    add(ch.get("label"), f"{key[:-1]} '{ch.get('id')}' of mat field {fld.get('path')}", where)
    for key, prof in (data.get("profiles") or {}).items():
        add(prof.get("label"), f"profile kind '{key}'", ("profiles", key))
        for name, fld in (prof.get("fields") or {}).items():
            where = ("profiles", key, "fields", name)
            for part in ("label", "hint", "add", "nest"):
                add(fld.get(part), f"{part} of field '{name}' in the {key} profile editor", where)
            for part in ("choices", "keys"):
                for ch in fld.get(part) or []:
                    add(
                        ch.get("label"),
                        f"{part[:-1]} '{ch.get('id')}' of field '{name}' ({key} profile)",
                        where,
                    )
    fields: set[str] = set()
    for mod in sorted(folder.glob("*.py")):
        own += module_entries(pack_id, mod, fields)
    own += data_field_entries(folder, fields)

    patched: list[Entry] = []
    for name, var in (data.get("variants") or {}).items():
        for i, patch in enumerate((var or {}).get("patches") or []):
            context = f"{pack_id}/{patch.get('chart')}"
            for j, node in enumerate(patch.get("nodes") or []):
                if isinstance(node, dict):
                    patched += node_entries(
                        context,
                        node,
                        None,
                        file,
                        located.line(("variants", name, "patches", i, "nodes", j)),
                        f"variant '{name}': ",
                    )
    return own, patched


def _decorated_predicate(func: ast.FunctionDef) -> bool:
    for deco in func.decorator_list:
        target = deco.func if isinstance(deco, ast.Call) else deco
        if isinstance(target, ast.Attribute) and target.attr == "predicate":
            return True
    return False


def _str_consts(node: ast.AST | None) -> Iterator[ast.Constant]:
    """String constants of an expression that may be a literal or a conditional of literals."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node
    elif isinstance(node, ast.IfExp):
        yield from _str_consts(node.body)
        yield from _str_consts(node.orelse)


def _field_name(node: ast.AST) -> str | None:
    """`x["action"]` or `x.get("action")`: the data field a message text is read from."""
    if (
        isinstance(node, ast.Subscript)
        and isinstance(node.slice, ast.Constant)
        and isinstance(node.slice.value, str)
    ):
        return node.slice.value
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        return node.args[0].value
    return None


def _returned_tuples(node: ast.AST | None) -> Iterator[ast.Tuple]:
    if isinstance(node, ast.Tuple):
        yield node
    elif isinstance(node, ast.IfExp):
        yield from _returned_tuples(node.body)
        yield from _returned_tuples(node.orelse)


def module_entries(pack_id: str, path: Path, fields: set[str] | None = None) -> list[Entry]:
    """String literals passed to `.msg(...)` in a pack module, and plain-string reasons
    returned by its predicates (the engine wraps those in the pack's context too).
    Data fields whose values are passed to `.msg(card["action"])` are added to `fields`."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    except (OSError, SyntaxError) as exc:
        print(f"warning: {path}: not read: {exc}", file=sys.stderr)
        return []
    file = _rel(path)
    out: list[Entry] = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "msg"
            and node.args
        ):
            numerus = len(node.args) > 1 or any(k.arg == "count" for k in node.keywords)
            for const in _str_consts(node.args[0]):
                out.append(
                    Entry(pack_id, const.value, numerus, [f"message of {path.name}"], [(file, const.lineno)])
                )
            name = _field_name(node.args[0])
            if name is not None and fields is not None:
                fields.add(name)
        elif isinstance(node, ast.FunctionDef) and _decorated_predicate(node):
            for ret in ast.walk(node):
                if not isinstance(ret, ast.Return):
                    continue
                for tup in _returned_tuples(ret.value):
                    if len(tup.elts) != 2:
                        continue
                    for const in _str_consts(tup.elts[1]):
                        out.append(
                            Entry(
                                pack_id,
                                const.value,
                                False,
                                [f"reason given by predicate {node.name}"],
                                [(file, const.lineno)],
                            )
                        )
    return out


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
    from desktop.core.yamlsource import LoadError, load_yaml

    out: list[Entry] = []
    for kind in ("cards", "tables") if fields else ():
        for path in sorted((folder / kind).glob("*.yaml")):
            try:
                located = load_yaml(path)
            except LoadError:
                continue  # the pack loader reports it with its line
            what = "card" if kind == "cards" else "table"
            for name, text, owner, loc in _field_values(located.data, fields):
                out.append(
                    Entry(
                        folder.name,
                        text,
                        False,
                        [f"'{name}' of {what} {path.stem}: {owner}"],
                        [(_rel(path), located.line(loc))],
                    )
                )
    return out


def rules_entries(folder: Path) -> list[Entry]:
    """Every translatable text of one pack folder, contexts in a stable order."""
    own, patched = pack_entries(folder)
    entries = list(own)
    charts = sorted((folder / "charts").glob("*.yaml"))
    for chart in charts:
        entries += chart_entries(folder.name, chart)
        entries += [e for e in patched if e.context == f"{folder.name}/{chart.stem}"]
    known = {f"{folder.name}/{c.stem}" for c in charts}
    entries += [e for e in patched if e.context not in known]
    return dedupe(entries)


def pack_folders(root: Path = RULES) -> list[Path]:
    """Bundled pack folders (those holding a pack.yaml)."""
    return sorted(p.parent for p in root.glob("*/pack.yaml"))


def extract_pack(folder: Path, out_dir: Path = TRANSLATIONS) -> dict[str, list[Entry]]:
    """Write rules_<pack>_{pl,uk,en}.ts for one pack folder."""
    fresh = rules_entries(folder)
    return {lang: update_catalogue(out_dir / f"rules_{folder.name}_{lang}.ts", fresh, lang) for lang in LANGS}


# ---- the engine's own messages --------------------------------------------------------------


def engine_entries(root: Path = ROOT) -> list[Entry]:
    """String literals passed to `engine_msg(...)` in desktop/core (context "engine")."""
    out: list[Entry] = []
    for folder in ENGINE_SOURCES:
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                func = getattr(node, "func", None)
                name = (
                    func.id
                    if isinstance(func, ast.Name)
                    else func.attr
                    if isinstance(func, ast.Attribute)
                    else None
                )
                if isinstance(node, ast.Call) and name == "engine_msg" and node.args:
                    numerus = len(node.args) > 1 or any(k.arg == "count" for k in node.keywords)
                    for const in _str_consts(node.args[0]):
                        out.append(
                            Entry(
                                ENGINE_CONTEXT,
                                const.value,
                                numerus,
                                [f"engine text ({path.name})"],
                                [(_rel(path), const.lineno)],
                            )
                        )
    out.sort(key=lambda e: (e.locations[0][0], e.locations[0][1]))
    return dedupe(out)


def extract_engine(out_dir: Path = TRANSLATIONS) -> None:
    """Write engine_{pl,uk,en}.ts."""
    fresh = engine_entries()
    for lang in LANGS:
        update_catalogue(out_dir / f"engine_{lang}.ts", fresh, lang)


# ---- interface strings (lupdate) -------------------------------------------------------------


def qt_tool(name: str) -> list[str]:
    """A Qt tool (lupdate, lrelease) of the installed PySide6."""
    import PySide6

    exe = Path(PySide6.__file__).parent / name
    return [str(exe)] if exe.exists() else [f"pyside6-{name}"]


def lrelease() -> list[str]:
    """The lrelease command of the installed PySide6."""
    return qt_tool("lrelease")


def ui_sources(root: Path = ROOT) -> list[str]:
    """The Python files whose tr()/translate() strings make up the interface catalogue."""
    files: list[str] = []
    for item in UI_SOURCES:
        path = root / item
        if path.is_file():
            files.append(str(path))
        elif path.is_dir():
            files += [str(p) for p in sorted(path.rglob("*.py"))]
    return files


def _enclosing_classes(path: Path) -> list[tuple[int, int, str]]:
    """(first line, last line, name) of every class in a Python file."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    except (OSError, SyntaxError):
        return []
    return [
        (n.lineno, n.end_lineno or n.lineno, n.name) for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
    ]


def _tr_passers(path: Path) -> list[tuple[int, int, str]]:
    """Module functions taking a `tr` parameter, with the class whose `self.tr` is passed to
    them: (first line, last line, class name)."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    except (OSError, SyntaxError):
        return []
    funcs = {
        n.name: n
        for n in tree.body
        if isinstance(n, ast.FunctionDef) and any(a.arg == "tr" for a in n.args.args)
    }
    out = []
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for call in (n for n in ast.walk(cls) if isinstance(n, ast.Call)):
            name = call.func.id if isinstance(call.func, ast.Name) else None
            passes_tr = any(
                isinstance(a, ast.Attribute)
                and a.attr == "tr"
                and isinstance(a.value, ast.Name)
                and a.value.id == "self"
                for a in [*call.args, *(k.value for k in call.keywords)]
            )
            if name in funcs and passes_tr:
                f = funcs[name]
                out.append((f.lineno, f.end_lineno or f.lineno, cls.name))
    return out


def restore_class_contexts(entries: list[Entry]) -> list[Entry]:
    """lupdate's Python parser gives an empty context to `tr("...")` when `tr = self.tr` is an
    alias (or `self.tr` is passed to a helper function); at run time `self.tr` uses the class
    name, so take it from the enclosing class (or the class that passes its `tr`)."""
    classes: dict[str, list[tuple[int, int, str]]] = {}
    for e in entries:
        if e.context or not e.locations:
            continue
        file, line = e.locations[0]
        if file not in classes:
            classes[file] = _enclosing_classes(Path(file)) + _tr_passers(Path(file))
        inside = [c for c in classes[file] if c[0] <= line <= c[1]]
        if inside:
            e.context = max(inside, key=lambda c: c[0])[2]  # the innermost class
    return entries


def ui_entries(sources: list[str] | None = None) -> list[Entry]:
    """Interface strings found by lupdate (run on a scratch catalogue), class contexts restored,
    locations relative to translations/."""
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "ui_pl.ts"
        cmd = qt_tool("lupdate") + [
            "-silent",
            "-locations",
            "absolute",
            "-source-language",
            "en_US",
            "-target-language",
            "pl_PL",
        ]
        subprocess.run(cmd + (sources or ui_sources()) + ["-ts", str(ts)], check=True)
        found = read_ts(ts)
        for e in found:  # lupdate may still write paths relative to the catalogue
            e.locations = [(str((Path(tmp) / f).resolve()), n) for f, n in e.locations]
    for e in restore_class_contexts(found):
        e.locations = [(_rel(Path(f)), n) for f, n in e.locations]
        e.translation, e.finished = None, False
    return dedupe(found)


def run_lupdate(out_dir: Path = TRANSLATIONS) -> None:
    """Update ui_{pl,uk,en}.ts from the interface code (English: plural forms only)."""
    fresh = ui_entries()
    for lang in LANGS:
        update_catalogue(out_dir / f"ui_{lang}.ts", fresh, lang)


# ---- reports ---------------------------------------------------------------------------------


def count(path: Path) -> tuple[int, int]:
    """(entries, untranslated) of one catalogue."""
    lang = lang_of(path)
    entries = read_ts(path)
    return len(entries), sum(1 for e in entries if not e.is_done(lang))


def status(files: list[Path]) -> int:
    """Print untranslated counts per catalogue; exit 1 when a pl/uk/en entry is missing."""
    files = files or sorted(TRANSLATIONS.glob("*.ts"))
    total_left = 0
    print(f"{'catalogue':40} {'entries':>8} {'untranslated':>13}")
    for path in files:
        n, left = count(path)
        total_left += left
        print(f"{path.name:40} {n:8} {left:13}")
    print(f"{'all':40} {'':8} {total_left:13}")
    return 0


def todo(path: Path, everything: bool = False) -> int:
    """Print a catalogue's unfinished entries as YAML (translate, then `fill`)."""
    lang = lang_of(path)
    items = []
    for e in read_ts(path):
        if everything or not e.is_done(lang):
            item: dict[str, Any] = {"context": e.context, "source": e.source}
            if e.comments:
                item["note"] = "; ".join(e.comments)
            if e.numerus:
                forms = e.forms() + [""] * (NUMERUS_FORMS[lang] - len(e.forms()))
                item["forms"] = forms[: NUMERUS_FORMS[lang]]
            else:
                item["translation"] = e.translation or ""
            items.append(item)
    yaml.safe_dump(items, sys.stdout, allow_unicode=True, sort_keys=False, width=100)
    return 0


def fill(path: Path, filled: Path) -> int:
    """Put translations from a YAML list (as `todo` prints it) into a catalogue."""
    lang = lang_of(path)
    try:
        items = yaml.safe_load(filled.read_text(encoding="utf-8")) or []
    except (OSError, yaml.YAMLError) as exc:
        print(f"{filled}: not readable: {exc}", file=sys.stderr)
        return 1
    entries = read_ts(path)
    by_key = {(e.context, e.source): e for e in entries}
    problems, done = [], 0
    for i, item in enumerate(items if isinstance(items, list) else []):
        key = (item.get("context"), item.get("source"))
        e = by_key.get(key)
        if e is None:
            problems.append(f"{filled}: item {i + 1}: no entry {key} in {path.name}")
            continue
        value = item.get("forms") if e.numerus else item.get("translation")
        if e.numerus and not (isinstance(value, list) and len(value) == NUMERUS_FORMS[lang]):
            problems.append(f"{filled}: item {i + 1} ({e.source!r}): needs {NUMERUS_FORMS[lang]} forms")
            continue
        if not e.numerus and not isinstance(value, str):
            problems.append(f"{filled}: item {i + 1} ({e.source!r}): needs a translation text")
            continue
        forms = value if isinstance(value, list) else [value]
        if not all(isinstance(f, str) and f.strip() for f in forms):
            continue  # left blank: still to do, not an error
        bad = placeholder_problem(e.source, forms)
        if bad:
            problems.append(f"{filled}: item {i + 1} ({e.source!r}): {bad}")
            continue
        e.translation, e.finished = value, True
        done += 1
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"{path.name}: nothing written ({len(problems)} problems)", file=sys.stderr)
        return 1
    write_ts(path, lang, entries)
    print(f"{path.name}: {done} translations filled in")
    return 0


_BRACE = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*\}")


def placeholders_of(text: str) -> list[str]:
    """`{name}` parameters and `%n` of a text, sorted (repeats kept)."""
    return sorted(_BRACE.findall(text) + re.findall(r"%n", text))


def placeholder_problem(source: str, forms: list[str]) -> str | None:
    """Why a translation's parameters differ from the source's, or None when they agree.
    A plural form may leave out %n (Polish "jeden" style) but never add or drop a {name}."""
    want = set(_BRACE.findall(source))
    for f in forms:
        have = set(_BRACE.findall(f))
        if have != want:
            return f"parameters {sorted(have)} differ from the source's {sorted(want)}"
        if "%n" in f and "%n" not in source:
            return "%n appears but the source has no count"
    return None


# ---- compile -----------------------------------------------------------------------------------


def compile_all() -> int:
    """Compile every translations/*.ts into a .qm beside it."""
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        subprocess.run(lrelease() + ["-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


def extract(packs: list[str]) -> int:
    """Re-extract the named packs (everything when none is named)."""
    TRANSLATIONS.mkdir(exist_ok=True)
    folders = pack_folders()
    if packs:
        unknown = sorted(set(packs) - {f.name for f in folders})
        if unknown:
            print(
                f"no such pack: {', '.join(unknown)} (have: {', '.join(f.name for f in folders)})",
                file=sys.stderr,
            )
            return 2
        folders = [f for f in folders if f.name in packs]
    else:
        extract_engine()
        run_lupdate()
    for folder in folders:
        merged = extract_pack(folder)
        left = {lang: sum(1 for e in entries if not e.is_done(lang)) for lang, entries in merged.items()}
        print(
            f"{folder.name}: {len(merged['pl'])} texts; untranslated "
            + ", ".join(f"{lang} {n}" for lang, n in left.items())
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(
        prog="tools/i18n.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("extract", help="update the catalogues from the code and the packs")
    p.add_argument("packs", nargs="*")
    p = sub.add_parser("status", help="untranslated counts per catalogue")
    p.add_argument("files", nargs="*", type=Path)
    p = sub.add_parser("todo", help="unfinished entries of a catalogue as YAML")
    p.add_argument("file", type=Path)
    p.add_argument("--all", action="store_true", help="every entry, finished ones too")
    p = sub.add_parser("fill", help="put translated YAML (from todo) into a catalogue")
    p.add_argument("file", type=Path)
    p.add_argument("filled", type=Path)
    sub.add_parser("compile", help="compile every .ts into .qm")
    args = parser.parse_args(argv)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    if args.cmd == "extract":
        return extract(args.packs)
    if args.cmd == "status":
        return status(args.files)
    if args.cmd == "todo":
        return todo(args.file, args.all)
    if args.cmd == "fill":
        return fill(args.file, args.filled)
    return compile_all()


if __name__ == "__main__":
    sys.exit(main())
