"""The Qt tools: lupdate finds the interface strings (with the contexts `self.tr` uses), lrelease
compiles catalogues."""

from __future__ import annotations

import ast
import subprocess
import tempfile
from pathlib import Path

from tools.i18n.catalogue import Entry, dedupe
from tools.i18n.paths import ROOT, TRANSLATIONS, rel
from tools.i18n.tsfile import read_ts

UI_SOURCES = ("desktop/boot", "desktop/ui")
LUPDATE_OPTIONS = (
    "-silent",
    "-locations",
    "absolute",
    "-source-language",
    "en_US",
    "-target-language",
    "pl_PL",
)
# (first line, last line, class name): a stretch of a file whose `tr` is that class's.
Span = tuple[int, int, str]


def qt_tool(name: str) -> list[str]:
    """A Qt tool (lupdate, lrelease) of the installed PySide6."""
    import PySide6

    exe = Path(PySide6.__file__).parent / name
    return [str(exe)] if exe.exists() else [f"pyside6-{name}"]


def lrelease() -> list[str]:
    """The lrelease command of the installed PySide6."""
    return qt_tool("lrelease")


def compile_catalogues(folder: Path = TRANSLATIONS, out_dir: Path | None = None) -> Path:
    """Compile every .ts of a folder into a .qm in `out_dir` (beside it when none is given);
    the folder holding the .qm files."""
    out_dir = out_dir or folder
    for ts in sorted(folder.glob("*.ts")):
        subprocess.run(lrelease() + ["-silent", str(ts), "-qm", str(out_dir / f"{ts.stem}.qm")], check=True)
    return out_dir


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


def _parse(path: Path) -> ast.Module | None:
    try:
        return ast.parse(path.read_text(encoding="utf-8"), str(path))
    except (OSError, SyntaxError):
        return None


def _class_spans(tree: ast.Module) -> list[Span]:
    """Every class of a file."""
    return [
        (n.lineno, n.end_lineno or n.lineno, n.name) for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
    ]


def _passes_self_tr(call: ast.Call) -> bool:
    """`helper(self.tr)` or `helper(tr=self.tr)`."""
    return any(
        isinstance(a, ast.Attribute)
        and a.attr == "tr"
        and isinstance(a.value, ast.Name)
        and a.value.id == "self"
        for a in [*call.args, *(k.value for k in call.keywords)]
    )


def _tr_passer_spans(tree: ast.Module) -> list[Span]:
    """Module functions taking a `tr` parameter, spanned with the class that passes them its
    `self.tr`."""
    funcs = {
        n.name: n
        for n in tree.body
        if isinstance(n, ast.FunctionDef) and any(a.arg == "tr" for a in n.args.args)
    }
    out = []
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for call in (n for n in ast.walk(cls) if isinstance(n, ast.Call)):
            f = funcs.get(call.func.id) if isinstance(call.func, ast.Name) else None
            if f is not None and _passes_self_tr(call):
                out.append((f.lineno, f.end_lineno or f.lineno, cls.name))
    return out


def _tr_spans(path: Path) -> list[Span]:
    """Where in a file `tr` belongs to which class."""
    tree = _parse(path)
    return [] if tree is None else _class_spans(tree) + _tr_passer_spans(tree)


def restore_class_contexts(entries: list[Entry]) -> list[Entry]:
    """lupdate's Python parser gives an empty context to `tr("...")` when `tr = self.tr` is an
    alias (or `self.tr` is passed to a helper function); at run time `self.tr` uses the class
    name, so take it from the enclosing class (or the class that passes its `tr`)."""
    spans: dict[str, list[Span]] = {}
    for e in entries:
        if e.context or not e.locations:
            continue
        file, line = e.locations[0]
        if file not in spans:
            spans[file] = _tr_spans(Path(file))
        inside = [c for c in spans[file] if c[0] <= line <= c[1]]
        if inside:
            e.context = max(inside, key=lambda c: c[0])[2]  # the innermost class
    return entries


def ui_entries(sources: list[str] | None = None) -> list[Entry]:
    """Interface strings found by lupdate (run on a scratch catalogue), class contexts restored,
    locations relative to translations/."""
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "ui_pl.ts"
        cmd = qt_tool("lupdate") + list(LUPDATE_OPTIONS) + (sources or ui_sources()) + ["-ts", str(ts)]
        subprocess.run(cmd, check=True)
        found = read_ts(ts)
        for e in found:  # lupdate may still write paths relative to the catalogue
            e.locations = [(str((Path(tmp) / f).resolve()), n) for f, n in e.locations]
    for e in restore_class_contexts(found):
        e.locations = [(rel(Path(f)), n) for f, n in e.locations]
        e.translation, e.finished = None, False
    return dedupe(found)
