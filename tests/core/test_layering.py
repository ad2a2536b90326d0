"""The core stays Qt-free and game-free, so the CLI and tests run without a display."""

from __future__ import annotations

import ast
import re
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "desktop" / "core"
# Words that would mean a game leaked into the engine.
GAME_WORDS = re.compile(
    r"europa|eupop|price of power|clockwork|marquise|eyrie|vagabot|"
    r"glory|civilization|megaciv|calamit|bot power|realm",
    re.IGNORECASE,
)


def core_files() -> list[Path]:
    return sorted(CORE.rglob("*.py"))


def test_core_never_imports_qt_widgets_or_gui() -> None:
    for path in core_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith("PySide6"), f"{path.name} imports {name}"


def test_no_game_name_in_core() -> None:
    for path in core_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            hit = GAME_WORDS.search(line)
            assert hit is None, f"{path.name}:{number}: game word {hit.group(0)!r}"
