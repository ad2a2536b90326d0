"""The core stays Qt-free and game-free, so the CLI and tests run without a display; the widgets
stay game-free and draw the controller's view, never the session."""

from __future__ import annotations

import ast
import re
from pathlib import Path

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"
CORE = DESKTOP / "core"
UI = DESKTOP / "ui"
# Words that would mean a game leaked into the engine or the widgets.
GAME_WORDS = re.compile(
    r"europa|eupop|price of power|clockwork|marquise|eyrie|vagabot|\bautoma\b|"
    r"glory|civilization|megaciv|calamit|bot power|realm",
    re.IGNORECASE,
)
# The only modules of desktop/ui that hold the session: the controller and its parts, which build
# the view the widgets draw.
PARTS = ("controller.py", "controller_base.py", "file_commands.py", "play_commands.py")
CONTROLLER = {UI / name for name in PARTS}


def core_files() -> list[Path]:
    return sorted(CORE.rglob("*.py"))


def ui_files() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def imported(path: Path) -> list[str]:
    """Every module a file imports (at any depth of its code)."""
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_core_never_imports_qt_widgets_or_gui() -> None:
    for path in core_files():
        for name in imported(path):
            assert not name.startswith("PySide6"), f"{path.name} imports {name}"


def game_words(paths: list[Path]) -> list[str]:
    hits = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            hit = GAME_WORDS.search(line)
            if hit is not None:
                hits.append(f"{path.relative_to(DESKTOP)}:{number}: game word {hit.group(0)!r}")
    return hits


def test_no_game_name_in_core() -> None:
    assert game_words(core_files()) == []


def test_no_game_name_in_the_widgets() -> None:
    """Packs declare what is theirs (mat looks, profile editors) as data; the UI knows no game."""
    assert game_words(ui_files()) == []


def test_the_game_word_check_would_catch_a_game() -> None:
    for word in ("Realm profiles", "Bot Power", "Keyed automa cards", "Electric Eyrie", "Mega Civilization"):
        assert GAME_WORDS.search(word), word
    for word in ("automatic", "automatically", "profile", "power"):
        assert not GAME_WORDS.search(word), word


def test_widgets_never_import_the_engine() -> None:
    """The interpreter is the core's business: widgets get steps and hints from the view."""
    for path in ui_files():
        for name in imported(path):
            assert not name.startswith("desktop.core.play.interpreter"), f"{path.name} imports {name}"
            if path not in CONTROLLER:
                assert not name.startswith("desktop.core.play.session"), f"{path.name} imports {name}"


def test_widgets_never_read_the_world() -> None:
    """No module of desktop/ui reads a session's world: they draw the controller's view."""
    for path in ui_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            assert not re.search(r"\.world\b", code), f"{path.name}:{number}: reads the world"
