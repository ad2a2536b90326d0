"""Pack modules: only the bundled packs' Python runs; rules are decorated functions of a package."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from bundled import bundled_pack
from core_helpers import TINY

from desktop.core.pack import pack_code
from desktop.core.pack.pack_loading import load_pack

ROOT = Path(__file__).resolve().parents[2]
# A module that leaves a mark on disk if it is ever imported.
TRAP = '"""A trap."""\nfrom pathlib import Path\n\nPath({marker!r}).write_text("ran")\n'


def trapped_copy(root: Path) -> tuple[Path, Path]:
    """A copy of the tiny pack whose module writes a marker file when imported."""
    folder = root / "tiny"
    shutil.copytree(TINY, folder)
    marker = root / "module-ran"
    rules = folder / "rules.py"
    rules.write_text(TRAP.format(marker=str(marker)) + rules.read_text(encoding="utf-8"), encoding="utf-8")
    return folder, marker


def test_a_folder_outside_the_bundled_rules_runs_no_python(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A player's pack folder is read as data: its module is named as skipped, never imported,
    and the charts are still checked without a flood of 'not registered' lines."""
    monkeypatch.setattr(pack_code, "_vouched", [])  # as in the app: only the bundled rules
    folder, marker = trapped_copy(tmp_path)
    pack, problems = load_pack(folder)
    assert not marker.exists()
    assert problems == [
        f"{folder / 'rules.py'}:1: module not imported: only the bundled packs' Python runs "
        "(the names it registers are not checked)"
    ]
    assert pack is not None and set(pack.charts) == {"main", "battle", "income", "hits"}


def test_cli_validate_on_a_players_folder_imports_none_of_its_modules(tmp_path: Path) -> None:
    """`validate FOLDER` (issue 12 item 7): exit 1, the skipped module named, nothing run."""
    folder, marker = trapped_copy(tmp_path)
    env = {k: v for k, v in os.environ.items() if k != "BOTMAT_RULES_DIR"}
    done = subprocess.run(
        [sys.executable, "-m", "desktop.cli", "validate", str(folder)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, done.stderr
    assert f"{folder / 'rules.py'}:1: module not imported" in done.stdout
    assert not marker.exists()


def test_the_same_folder_under_the_bundled_rules_runs_its_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pack in the bundled rules folder (here pointed to by BOTMAT_RULES_DIR) is trusted."""
    monkeypatch.setattr(pack_code, "_vouched", [])
    folder, marker = trapped_copy(tmp_path)
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(tmp_path))
    pack, problems = load_pack(folder)
    assert problems == [] and pack is not None
    assert marker.read_text() == "ran"


def test_a_rule_is_a_plain_function_of_its_module() -> None:
    """Rules import and run alone; the registry holds the very same functions."""
    from botmat_rules.eupop import state
    from botmat_rules.root_clockwork.common import dig

    pack = bundled_pack("eupop")
    assert pack.registry.effects["spend_power"].func is state.spend_power
    assert pack.registry.init is state.new_bot
    assert pack.registry.schemas[("table", "difficulty")] is state.DifficultyTable
    bot = {"power": {"available": 2, "spent": 0}}
    assert state.spend(bot, 5) == 2 and bot["power"] == {"available": 0, "spent": 2}  # type: ignore[arg-type]
    holder, key = dig({"items": {"fresh": 3}}, "items.fresh")  # type: ignore[arg-type]
    assert holder[key] == 3


def test_a_rule_imported_by_a_sibling_module_is_registered_once() -> None:
    """The Root factions import helpers from `common`; each name is registered by its own module."""
    pack = bundled_pack("root_clockwork")
    assert pack.registry.effects["add_vp"].func.__module__ == "botmat_rules.root_clockwork.common"
    assert pack.registry.effects["eyrie_purge"].func.__module__ == "botmat_rules.root_clockwork.eyrie"


def test_a_name_decorated_twice_is_a_problem(tmp_path: Path) -> None:
    """Two rules under one name: the module is reported with the reason, not half loaded."""
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    (folder / "rules.py").write_text(
        (folder / "rules.py").read_text(encoding="utf-8")
        + '\n\n@effect("gain")\ndef gain_again(ctx: Ctx, n: int) -> None:\n    """Twice."""\n',
        encoding="utf-8",
    )
    text = (folder / "rules.py").read_text(encoding="utf-8")
    (folder / "rules.py").write_text(
        text.replace(
            "from desktop.core.pack.registry import", "from desktop.core.pack.registry import effect,"
        ),
        encoding="utf-8",
    )
    _, problems = load_pack(folder)
    assert any("rules.py:" in p and "'gain' is registered twice" in p for p in problems), problems


def test_a_frozen_build_imports_the_pack_modules_from_its_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PyInstaller ships rules/ as data (packaging/buildinfo.py DATA): the modules, relative
    imports included, are imported from the bundle's rules folder."""
    shutil.copytree(ROOT / "rules" / "root_clockwork", tmp_path / "rules" / "root_clockwork")
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(pack_code, "_vouched", [])
    try:
        pack, problems = load_pack(tmp_path / "rules" / "root_clockwork")
        assert pack is not None and problems == []
        eyrie = sys.modules["botmat_rules.root_clockwork.eyrie"]
        common = sys.modules["botmat_rules.root_clockwork.common"]
        assert Path(eyrie.__file__).is_relative_to(tmp_path)
        assert eyrie.gain_vp is common.gain_vp  # `from .common import ...` found the bundle's copy
    finally:
        pack_code._forget("root_clockwork")  # later imports find the source tree's pack again
