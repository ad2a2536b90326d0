"""Texts of Python code: `ctx.msg(...)` and predicate reasons in pack modules, `engine_msg(...)`
in the engine. Read from the syntax tree; the code is never imported or run."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

from tools.i18n.catalogue import ENGINE_CONTEXT, Entry, dedupe
from tools.i18n.paths import ROOT, rel

ENGINE_SOURCES = ("desktop/core",)


def _str_consts(node: ast.AST | None) -> Iterator[ast.Constant]:
    """String constants of an expression that may be a literal or a conditional of literals."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node
    elif isinstance(node, ast.IfExp):
        yield from _str_consts(node.body)
        yield from _str_consts(node.orelse)


def _called_name(node: ast.AST) -> str | None:
    """The name a call calls: `f(...)` -> f, `x.f(...)` -> f; None for anything else."""
    if not isinstance(node, ast.Call):
        return None
    if isinstance(node.func, ast.Name):
        return node.func.id
    return node.func.attr if isinstance(node.func, ast.Attribute) else None


def _counts(call: ast.Call) -> bool:
    """A message call with a count (a second argument or `count=`) is a plural entry."""
    return len(call.args) > 1 or any(k.arg == "count" for k in call.keywords)


def _sense(call: ast.Call) -> str | None:
    """A literal `sense="..."` of a message call (its catalogue disambiguation)."""
    for k in call.keywords:
        if k.arg == "sense" and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str):
            return k.value.value
    return None


def _message_entries(call: ast.Call, context: str, note: str, file: str) -> Iterator[Entry]:
    """The literal texts a message call passes as its first argument."""
    for const in _str_consts(call.args[0]):
        yield Entry(
            context, const.value, _counts(call), [note], [(file, const.lineno)], disambiguation=_sense(call)
        )


# ---- pack modules -----------------------------------------------------------------------------


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


def _is_predicate(func: ast.FunctionDef) -> bool:
    """Registered as a predicate: decorated with `@predicate(...)` (or `@reg.predicate(...)`)."""
    for deco in func.decorator_list:
        target = deco.func if isinstance(deco, ast.Call) else deco
        if isinstance(target, ast.Name) and target.id == "predicate":
            return True
        if isinstance(target, ast.Attribute) and target.attr == "predicate":
            return True
    return False


def _returned_tuples(node: ast.AST | None) -> Iterator[ast.Tuple]:
    """Tuples a return statement gives back (both sides of a conditional)."""
    if isinstance(node, ast.Tuple):
        yield node
    elif isinstance(node, ast.IfExp):
        yield from _returned_tuples(node.body)
        yield from _returned_tuples(node.orelse)


def _reason_entries(func: ast.FunctionDef, pack_id: str, file: str) -> Iterator[Entry]:
    """Plain-string reasons a predicate returns as `(answer, "reason")`."""
    note = f"reason given by predicate {func.name}"
    for ret in ast.walk(func):
        if not isinstance(ret, ast.Return):
            continue
        for tup in _returned_tuples(ret.value):
            if len(tup.elts) == 2:
                for const in _str_consts(tup.elts[1]):
                    yield Entry(pack_id, const.value, False, [note], [(file, const.lineno)])


def module_entries(pack_id: str, path: Path, fields: set[str] | None = None) -> list[Entry]:
    """String literals passed to `.msg(...)` in a pack module, and plain-string reasons
    returned by its predicates (the engine wraps those in the pack's context too).
    Data fields whose values are passed to `.msg(card["action"])` are added to `fields`."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    except (OSError, SyntaxError) as exc:
        print(f"warning: {path}: not read: {exc}", file=sys.stderr)
        return []
    file = rel(path)
    out: list[Entry] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "msg":
            if not node.args:
                continue
            out += _message_entries(node, pack_id, f"message of {path.name}", file)
            name = _field_name(node.args[0])
            if name is not None and fields is not None:
                fields.add(name)
        elif isinstance(node, ast.FunctionDef) and _is_predicate(node):
            out += _reason_entries(node, pack_id, file)
    return out


# ---- the engine -------------------------------------------------------------------------------


def engine_entries(root: Path = ROOT) -> list[Entry]:
    """String literals passed to `engine_msg(...)` in desktop/core (context "engine")."""
    out: list[Entry] = []
    for folder in ENGINE_SOURCES:
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            note = f"engine text ({path.name})"
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and _called_name(node) == "engine_msg" and node.args:
                    out += _message_entries(node, ENGINE_CONTEXT, note, rel(path))
    out.sort(key=lambda e: (e.locations[0][0], e.locations[0][1]))
    return dedupe(out)
