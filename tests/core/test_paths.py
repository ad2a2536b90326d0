"""One way to find the app's folders: the source tree, or the bundle when frozen."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from desktop.core import paths
from desktop.core.paths import bundled_rules_dir

ROOT = Path(__file__).resolve().parents[2]


def test_from_the_source_tree_every_folder_is_beside_the_code(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    assert paths.app_root() == ROOT
    assert bundled_rules_dir() == ROOT / "rules" and (bundled_rules_dir() / "eupop" / "pack.yaml").exists()
    assert paths.translations_dir() == ROOT / "translations"
    assert (paths.resources_dir() / "icons" / "botmat.svg").exists()


def test_a_frozen_build_finds_every_folder_in_its_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("BOTMAT_RULES_DIR", raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.app_root() == tmp_path
    assert bundled_rules_dir() == tmp_path / "rules"
    assert paths.translations_dir() == tmp_path / "translations"
    assert paths.resources_dir() == tmp_path / "resources"


def test_no_module_looks_for_the_app_folders_on_its_own() -> None:
    """Only paths.py may ask where the bundle is (sys._MEIPASS) or count parents of __file__."""
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        if path.name == "paths.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert "_MEIPASS" not in text and ".parents[" not in text, path.relative_to(ROOT)
