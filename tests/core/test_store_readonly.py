"""Issue 27 §2: a game on read-only media (a USB stick, a share, a backup, a disk remounted
read-only) was refused everywhere as "damaged: unable to open database file" (SQLite's WAL mode
needs its `-shm` file, which it cannot make there). Now the library lists it as it is (read-only,
its steps counted), it opens to look at or as a copy in the library, and the CLI says what is
wrong and plays a copy with --save. "Damaged" is for damage only."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from store_helpers import new_game

DRIVER = Path(__file__).with_name("readonly_driver.py")


def _unshare_works() -> bool:
    if shutil.which("unshare") is None:
        return False
    done = subprocess.run(["unshare", "-rm", "true"], capture_output=True, check=False)
    return done.returncode == 0


def run_where_read_only(stick: Path, library: Path) -> dict[str, Any]:
    """The driver's findings with `stick` read-only: a read-only bind mount in a user namespace
    where the system allows one (also for an administrator, whom permissions do not stop), else
    the folder's write permission taken away (enough for a normal user)."""
    command = [sys.executable, str(DRIVER), str(stick), str(library)]
    if _unshare_works():
        mount = f"mount --bind '{stick}' '{stick}' && mount -o remount,bind,ro '{stick}' && exec \"$@\""
        command = ["unshare", "-rm", "sh", "-c", mount, "sh", *command]
    elif os.geteuid() != 0:
        for path in stick.iterdir():
            path.chmod(0o444)
        stick.chmod(0o555)
    else:
        pytest.skip("no read-only place to be had: no user namespaces, and permissions do not stop root")
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    finally:
        stick.chmod(0o755)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return found


def test_a_game_on_read_only_media_is_listed_viewed_copied_and_named(tmp_path: Path) -> None:
    stick, library = tmp_path / "stick", tmp_path / "library"
    stick.mkdir()
    library.mkdir()
    new_game(stick, events=30, name="closed").close()
    playing = new_game(tmp_path, events=30, name="playing")  # copied to the stick while played
    shutil.copy(playing.path, stick / "with-log.botmat")
    shutil.copy(f"{playing.path}-wal", stick / "with-log.botmat-wal")
    playing.close()
    found = run_where_read_only(stick, library)
    assert sorted(found) == ["closed.botmat", "with-log.botmat"]
    for name, seen in found.items():
        path = stick / name
        assert seen["problem"] is None, f"{name} is not damaged: {seen['problem']}"
        assert seen["read_only"] is True and seen["steps"] == 30
        assert seen["play"].startswith(f"{path}: is on a disk or in a folder that cannot be written (")
        assert seen["view_cursor"] == seen["copy_cursor"] == 32, "the steps in its log are read too"
        assert seen["copy_in_library"] and seen["copy_failure"] == "", "the copy plays and is written"
        code, error = seen["cli"]
        assert code == 2 and "cannot be written" in error["error"] and "--save COPY.botmat" in error["error"]
        assert "damaged" not in error["error"]
        assert seen["cli_copy"] == 0
    assert sorted(p.name for p in library.glob("*.botmat")) == [
        "Closed.botmat",
        "Playing.botmat",
        "cli-closed.botmat",
        "cli-with-log.botmat",
    ]
