"""No import circle anywhere in the app, imports inside functions counted, and the packages stack
as docs/architecture.md draws them (issue 26): a circle hidden in a function is still a circle
that a reader must keep in their head, and an upward import undoes the layering."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "desktop"

# Each package of the app and the packages it may import (besides itself and, transitively,
# what those may import). `desktop.core` alone is its base: messages, values, paths, bounded reads.
MAY_IMPORT: dict[str, set[str]] = {
    "desktop.core": set(),
    "desktop.core.pack": {"desktop.core"},
    "desktop.core.profile": {"desktop.core.pack"},
    "desktop.core.play": {"desktop.core.profile"},
    "desktop.core.store": {"desktop.core.play"},
    "desktop.core.cli": {"desktop.core.store"},
    "desktop.ui": {"desktop.core.cli"},
    "desktop.ui.widgets": {"desktop.ui"},
    "desktop.ui.log": {"desktop.ui.widgets"},
    "desktop.ui.chart": {"desktop.ui.widgets"},
    "desktop.ui.forms": {"desktop.ui.widgets"},
    "desktop.ui.mat": {"desktop.ui.widgets"},
    "desktop.ui.play": {"desktop.ui.log", "desktop.ui.chart", "desktop.ui.forms", "desktop.ui.mat"},
    "desktop.ui.library": {"desktop.ui.forms"},
    "desktop.ui.table": {"desktop.ui.play"},
    "desktop.ui.window": {"desktop.ui.play", "desktop.ui.library", "desktop.ui.table"},
    "desktop.boot": {"desktop.ui.window"},
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(DESKTOP.rglob("*.py"))}


def run_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node of a module that can run: all of it but `if TYPE_CHECKING:` blocks, which only
    the type checker reads (their imports name types for annotations and never execute)."""
    nodes: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        nodes.append(node)
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            todo += node.orelse
            continue
        todo += list(ast.iter_child_nodes(node))
    return nodes


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The app's modules one file imports, at any depth of its code (functions included)."""
    found: set[str] = set()
    for node in run_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{a.name}" for a in node.names] + [node.module]
        else:
            continue
        found |= {n for n in names if n in known}
    return found


def graph() -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    edges = {name: imports_of(path, known) - {name} for name, path in mods.items()}
    # A package's __init__ is run by every import of its modules: it is not an edge of its own.
    return {name: {t for t in targets if not name.startswith(t + ".")} for name, targets in edges.items()}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def package_of(module: str) -> str:
    """The layer a module belongs to: the longest package of MAY_IMPORT that holds it."""
    holders = [p for p in MAY_IMPORT if module == p or module.startswith(p + ".")]
    return max(holders, key=len) if holders else "desktop"


def allowed(source: str) -> set[str]:
    seen, todo = {source}, [source]
    while todo:
        for nxt in MAY_IMPORT.get(todo.pop(), set()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_no_import_circle_anywhere() -> None:
    assert circles(graph()) == []


def test_the_circle_finder_finds_a_hidden_circle() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(edges) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_packages_import_only_downwards() -> None:
    upward = []
    for source, targets in graph().items():
        layer = package_of(source)
        if layer == "desktop":
            continue  # desktop/__main__.py and desktop/cli.py: entry points, may start anything
        ok = allowed(layer)
        upward += [f"{source} -> {t}" for t in sorted(targets) if package_of(t) not in ok | {"desktop"}]
    assert upward == []


def test_every_module_belongs_to_a_declared_package_and_folders_stay_small() -> None:
    for name in modules():
        assert name.count(".") <= 3, name
    for folder in [DESKTOP, *[p for p in DESKTOP.rglob("*") if p.is_dir() and p.name != "__pycache__"]]:
        count = len([p for p in folder.glob("*.py") if p.name != "__init__.py"])
        assert count <= 15, f"{folder.relative_to(ROOT)} holds {count} modules"
