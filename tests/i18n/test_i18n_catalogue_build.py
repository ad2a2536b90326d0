"""Issue 25 §4: a language the app cannot show is never ticked. The compiled catalogues (.qm) are
not kept in the repository: a start from a fresh checkout compiles them itself; where it cannot,
the Language menu offers only what it can show and says why, and English still says "1 card"."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from i18n_helpers import ROOT, TRANSLATIONS
from live_app import two_bots, use_folder
from screen_texts import widget_texts

from desktop.boot import catalogues
from desktop.core import paths
from desktop.core.messages import Message, render_plain
from desktop.ui.settings import Settings

CHECKOUT = ("desktop", "rules", "resources", "translations", "pyproject.toml")


def fresh_checkout(target: Path) -> Path:
    """The files a clone of the repository holds (this tree's, as they are now), in `target`:
    no compiled catalogue among them, as .qm files are never committed."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z", *CHECKOUT],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        if (ROOT / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)
    assert not list((target / "translations").glob("*.qm"))
    return target


def sources_only(target: Path) -> Path:
    """A catalogue folder holding only the sources (.ts), as a fresh checkout has it."""
    target.mkdir()
    for ts in TRANSLATIONS.glob("*.ts"):
        shutil.copy2(ts, target)
    return target


@pytest.fixture
def language_service(qapp: Any) -> Iterator[list[Any]]:
    """Language services a test makes; their catalogues are taken away after it."""
    made: list[Any] = []
    yield made
    for service in made:
        service.uninstall()


def test_a_start_from_a_fresh_checkout_compiles_every_catalogue_and_shows_every_language(
    tmp_path: Path,
) -> None:
    """`python -m desktop` from a clone, nothing compiled: the start compiles the catalogues, and
    the self-test switches to every language with its catalogues loaded."""
    tree = fresh_checkout(tmp_path / "clone")
    env = {k: v for k, v in os.environ.items() if k not in ("BOTMAT_DATA_DIR", "BOTMAT_CACHE_DIR")}
    env.update(QT_QPA_PLATFORM="offscreen", BOTMAT_CACHE_DIR=str(tmp_path / "cache"))
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--self-test", "--data-dir", str(tmp_path / "data")],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert done.returncode == 0, report
    assert report["languages"] == ["en", "pl", "uk"]
    compiled = sorted(qm.stem for qm in (tree / "translations").glob("*.qm"))
    assert compiled == sorted(ts.stem for ts in (tree / "translations").glob("*.ts"))
    assert not list((tree / "translations").glob(".compiling-*")), "no scratch folder is left"


def test_only_a_missing_or_stale_catalogue_is_compiled_again(
    tmp_path: Path, language_service: list[Any]
) -> None:
    from desktop.ui.language import LanguageService, render

    folder = sources_only(tmp_path / "translations")
    assert catalogues.build_catalogues(folder) is None
    assert catalogues.stale(folder) == []
    built = {qm.name: qm.stat().st_mtime_ns for qm in folder.glob("*.qm")}
    assert catalogues.build_catalogues(folder) is None  # nothing to do: nothing written
    assert {qm.name: qm.stat().st_mtime_ns for qm in folder.glob("*.qm")} == built
    edited = folder / "ui_pl.ts"
    later = built["ui_pl.qm"] + 5_000_000_000  # the translator saved the catalogue since
    os.utime(edited, ns=(later, later))
    assert catalogues.stale(folder) == [edited]
    assert catalogues.build_catalogues(folder) is None
    again = {qm.name: qm.stat().st_mtime_ns for qm in folder.glob("*.qm")}
    assert [name for name in built if again[name] != built[name]] == ["ui_pl.qm"]
    service = LanguageService(folder)
    language_service.append(service)
    service.set_language("pl")
    assert service.current() == "pl"
    assert render(Message("FieldEditor", "%n card(s)", count=3)) == "3 karty"


def test_without_its_catalogues_a_language_is_never_ticked_and_english_keeps_its_plurals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language_service: list[Any]
) -> None:
    """A checkout where the catalogues cannot be compiled (no lrelease), Polski saved: the app
    starts in English and says why, the Language menu offers Polski greyed with the reason, and
    English reads "1 card", "2 cards" (from the English catalogues' sources), never "card(s)"."""
    from PySide6.QtCore import QCoreApplication

    from desktop.boot.startup import build
    from desktop.ui.language import render

    folder = sources_only(tmp_path / "translations")
    monkeypatch.setattr(paths, "translations_dir", lambda: folder)
    monkeypatch.setattr(catalogues, "lrelease", lambda: None)
    use_folder(tmp_path / "data")
    Settings(language="pl").save()
    app = build()
    language_service.append(app.language)
    try:
        window = app.window
        assert app.language.current() == "en"
        assert "Polski" in window.message.text() and window.message.isVisibleTo(window)
        assert any(str(folder) in render_plain(p) for p in app.problems), "the failed compile is named"
        menu = window.menu_actions.languages
        assert menu["en"].isChecked() and menu["en"].isEnabled() and menu["en"].text() == "&English"
        for code, name in (("pl", "Polski"), ("uk", "Українська")):
            assert not menu[code].isEnabled() and not menu[code].isChecked()
            assert menu[code].text().startswith(name) and "missing" in menu[code].text()
        menu["pl"].trigger()  # a greyed entry does nothing
        assert app.language.current() == "en" and Settings.load()[0].language == "pl"
        assert [render(Message("FieldEditor", "%n card(s)", count=n)) for n in (1, 2)] == [
            "1 card",
            "2 cards",
        ]
        check = QCoreApplication.translate("CheckDialog", "%n card(s) still to check.", "", 1)
        assert check == "1 card still to check."
        assert app.controller.new_game("eupop", two_bots(app.controller.packs["eupop"]), seed=11)
        window.show()
        shown = [text for texts in widget_texts(window).values() for text in texts]
        assert any("turn" in text for text in shown), "the round bar counts the bots' turns"
        assert not [text for text in shown if "(s)" in text]
    finally:
        app.window.close()
