"""A real window on a real X server (Xvfb): a screenshot mid-turn is not blank."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def free_display() -> int:
    for n in range(91, 140):
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
            return n
    raise RuntimeError("no free X display number")


@pytest.mark.xvfb
def test_main_window_mid_turn_screenshot_is_not_blank(tmp_path: Path) -> None:
    if not shutil.which("Xvfb"):
        pytest.skip("Xvfb is not installed")
    display = free_display()
    xvfb = subprocess.Popen(
        ["Xvfb", f":{display}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{display}").exists():
            assert xvfb.poll() is None, "Xvfb did not start"
            assert time.monotonic() < deadline, "Xvfb did not open its display"
            time.sleep(0.05)
        out = tmp_path / "mid_turn.png"
        env = dict(
            os.environ,
            DISPLAY=f":{display}",
            QT_QPA_PLATFORM="xcb",
            BOTMAT_DATA_DIR=str(tmp_path / "data"),
            PYTHONPATH=str(ROOT),
        )
        run = subprocess.run(
            [sys.executable, str(Path(__file__).with_name("xvfb_shot.py")), str(out)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert run.returncode == 0, run.stderr
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)
    image = QImage(str(out))
    assert not image.isNull() and image.width() > 1000
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 20, "the screenshot is blank"
    # Kept outside the repository for a human look.
    shutil.copy(out, Path("/tmp") / "botmat-xvfb-mid-turn.png")
