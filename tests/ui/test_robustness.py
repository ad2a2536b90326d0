"""Robustness: every step on disk before it is drawn, broken saves/overlays/settings/packs named
in a non-blocking dialog while the app stays usable."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.boot.startup import build
from desktop.core import paths
from desktop.core.store.game_library import read_info
from desktop.ui.settings import Settings


def test_every_step_is_on_disk_before_it_is_drawn(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    """Issue 12: the step a player sees is in the game's file (no worker thread, no autosave)."""
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    panel, c = app.window.step_panel, app.controller
    on_disk: list[tuple[int, int]] = []
    c.view_changed.connect(lambda _view: on_disk.append((read_info(c.game.path).cursor, c.session.cursor)))
    click(qtbot, panel.start_button)
    click(qtbot, panel.done_button)
    click(qtbot, panel.option_buttons[0])
    c.undo()
    assert len(on_disk) == 4 and all(stored == shown for stored, shown in on_disk), on_disk
    assert not list(paths.saves_dir().glob("autosave*")), "no JSON autosave is written any more"


def test_broken_save_is_named_and_the_game_stays(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path
) -> None:
    app = make_app()
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    good = tmp_path / "good.json"
    assert app.window.files.export_to(good)
    broken = tmp_path / "broken.json"
    broken.write_text(good.read_text(encoding="utf-8")[:40], encoding="utf-8")
    world = dict(app.controller.session.world)
    assert not app.window.open_path(broken)
    dialog = app.window.problems
    assert dialog.isVisible() and not dialog.isModal()
    assert str(broken) in dialog.text.toPlainText()
    assert "truncated" in dialog.text.toPlainText()
    assert app.controller.session.world == world, "the open game is untouched"
    click(qtbot, app.window.step_panel.start_button)  # and the app is still usable
    assert app.controller.session.running("b1")


def test_broken_autosave_at_start_opens_welcome(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    """The first start imports the old JSON autosave; a damaged one is named, nothing more."""
    paths.autosave_path().write_text("{not json", encoding="utf-8")
    app = make_app()
    assert app.window.stack.currentWidget() is app.window.welcome_page
    assert str(paths.autosave_path()) in app.window.problems.text.toPlainText()
    click(qtbot, app.window.welcome.new_button)
    assert app.window.dialogs.new_game_dialog is not None and app.window.dialogs.new_game_dialog.isVisible()


def test_broken_overlay_is_named_and_bundled_chart_stays(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    overlay = paths.overlays_dir() / "tiny" / "charts" / "income.yaml"
    overlay.parent.mkdir(parents=True)
    overlay.write_text("title: Income\nstart: nowhere\nnodes:\n  - {id: a, kind: end}\n", encoding="utf-8")
    app = make_app()
    text = app.window.problems.text.toPlainText()
    assert app.window.problems.isVisible() and str(overlay) in text
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    click(qtbot, app.window.bot_panels["b1"].routine_buttons["income"])
    assert app.controller.step().node == "gain", "the bundled Income chart runs"


def test_a_pack_that_raises_does_not_stop_the_others(
    qtbot: QtBot, tiny_rules: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    root = tmp_path / "rules"
    shutil.copytree(tiny_rules / "tiny", root / "tiny")
    shutil.copytree(tiny_rules / "tiny", root / "boom")
    pack_yaml = root / "boom" / "pack.yaml"
    pack_yaml.write_text(
        pack_yaml.read_text(encoding="utf-8").replace("id: tiny", "id: boom"), encoding="utf-8"
    )
    (root / "boom" / "rules.py").write_text(
        "def register(reg):\n    raise RuntimeError('x')\n", encoding="utf-8"
    )
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(root))
    app = build()
    qtbot.addWidget(app.window)
    assert sorted(app.controller.packs) == ["tiny"]
    assert any("boom" in p and "RuntimeError" in p for p in app.problems)


def test_damaged_settings_fall_back_to_defaults(tiny_rules: Any) -> None:
    """A damaged settings file gives the defaults, and is kept aside as it was: the first save
    wrote over it, with no copy (house rule: damage gets the file kept as it was)."""
    from desktop.core.messages import render_plain

    Settings.path().write_text("[1, 2", encoding="utf-8")
    settings, problem = Settings.load()
    assert settings == Settings() and problem is not None and str(Settings.path()) in render_plain(problem)
    [kept] = Settings.path().parent.glob("settings.json.damaged-*")
    assert kept.read_text(encoding="utf-8") == "[1, 2" and kept.name in render_plain(problem)
    settings.save()
    assert kept.read_text(encoding="utf-8") == "[1, 2", "the copy outlives the next save"
    kept.unlink()
    Settings.path().write_text("[1, 2]", encoding="utf-8")
    assert render_plain(Settings.load()[1] or "").startswith(f"{Settings.path()}: holds no settings.")
    Settings.path().write_text(
        json.dumps({"text_size": "huge", "theme": "purple", "recent": ["a", 3]}), encoding="utf-8"
    )
    settings, problem = Settings.load()
    assert (settings.text_size, settings.theme, settings.recent) == (11, "light", ["a"])


@pytest.mark.parametrize("code", ["pl", "uk"])
def test_first_start_follows_the_system_then_the_choice_is_kept(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: Any, code: str
) -> None:
    from desktop.ui.language import LanguageService

    monkeypatch.setattr(LanguageService, "system_default", staticmethod(lambda *a, **k: code))
    app = make_app()
    assert app.language.current() == code
    app.window.menu_actions.languages["en"].trigger()
    assert app.language.current() == "en"
    app.window.close()
    assert Settings.load()[0].language == "en"
    again = make_app()
    assert again.language.current() == "en", "the remembered choice wins over the system"


def test_window_geometry_and_text_size_are_remembered(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.window.resize(900, 640)
    app.window.view_menu.step_text_size(+1)
    app.window.close()
    settings = Settings.load()[0]
    assert settings.text_size == 12 and settings.geometry
    again = make_app()
    assert again.window.settings.text_size == 12
    assert again.window.font().pointSize() == 12


def test_closing_the_window_right_after_a_resize_raises_nothing(qtbot: QtBot, tiny_rules: Any) -> None:
    """The step area refits after a resize on the next turn of the event loop: a window closed
    and deleted before that turn must not raise (it did, on every language benchmark's close)."""
    app = build(fresh=True)
    app.controller.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    app.window.show()
    app.window.resize(1000, 700)
    qtbot.wait(20)
    app.window.resize(1300, 800)  # the step area's width changes: its refit is queued
    app.window.close()
    app.window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)  # the queued refit would run here (pytest-qt fails the test on its exception)
