"""Two windows on one data folder share one settings.json: each writes only what it changed, on
top of what the file holds then, atomically and one at a time, so neither puts back what the
other had changed (the language here, the last game there)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot
from ui_helpers import ROOT

from desktop.ui.settings import Settings


def test_a_language_switch_here_keeps_the_last_game_another_window_saved(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    other = Settings.load()[0]  # the second window, started on the same folder
    other.last_file = "/games/theirs.botmat"
    other.text_size = 16
    other.save()
    app.window.set_language("pl")
    on_disk = Settings.load()[0]
    assert (on_disk.language, on_disk.last_file, on_disk.text_size) == ("pl", "/games/theirs.botmat", 16)
    other.theme = "dark"
    other.save()
    app.window.close()  # writes its geometry
    on_disk = Settings.load()[0]
    assert on_disk.geometry and on_disk.theme == "dark", "the other window's theme stays"
    assert (on_disk.language, on_disk.last_file) == ("pl", "/games/theirs.botmat"), "and its last game"


def test_a_save_without_changes_writes_nothing_and_answers_add_up(data_dir: Path) -> None:
    one, two = Settings.load()[0], Settings.load()[0]
    one.checks_answered.append("eupop/bot_deck")
    one.save()
    two.checks_answered.append("glory/cards")
    two.save()
    assert Settings.load()[0].checks_answered == ["eupop/bot_deck", "glory/cards"], (
        "asked in either: never again"
    )
    before = Settings.path().stat().st_ino  # a write renames a new file into place
    one.save()
    assert Settings.path().stat().st_ino == before, "nothing changed here: the file is left as it is"
    assert Settings.load()[0].checks_answered == ["eupop/bot_deck", "glory/cards"]


def test_a_damaged_or_missing_file_is_written_whole(data_dir: Path) -> None:
    one = Settings.load()[0]
    one.language = "uk"
    Settings.path().write_text("[1, 2", encoding="utf-8")
    one.save()
    assert json.loads(Settings.path().read_text(encoding="utf-8")) == one.to_json()
    Settings.path().unlink()
    one.save()
    assert Settings.load()[0] == one


WRITER = textwrap.dedent(
    """
    import sys
    from desktop.ui.settings import Settings

    key, rounds = sys.argv[1], int(sys.argv[2])
    settings = Settings.load()[0]
    for n in range(rounds):
        setattr(settings, key, f"{key}-{n}")
        settings.save()
        read, problem = Settings.load()
        assert problem is None, problem  # never half a file
    """
)


def test_two_processes_saving_at_once_keep_both_last_values(data_dir: Path) -> None:
    """Each process changes its own setting 150 times: read, merge and write one at a time, the
    file ends with both last values (a write between another's read and write lost its value)."""
    env = {**os.environ, "BOTMAT_DATA_DIR": str(data_dir)}
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, key, "150"],
            cwd=ROOT,  # this checkout's desktop
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        for key in ("last_file", "log_bot")
    ]
    for run in runs:
        _out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
    on_disk = Settings.load()[0]
    assert (on_disk.last_file, on_disk.log_bot) == ("last_file-149", "log_bot-149")
