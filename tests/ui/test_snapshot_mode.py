"""Issue 13 item 14: `python -m desktop --data-dir D --geometry WxH --demo-steps N --snapshot OUT
FILE` opens FILE (a JSON save or a game file), plays N steps, writes OUT.png and OUT.json as the
issue gives them, and quits; the player's file and data folder are left as they were."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.session import Session
from desktop.core.store.game_store import write_game
from desktop.core.store.saves import save_session

ROOT = Path(__file__).resolve().parents[2]
KEYS = {"objectName", "class", "x", "y", "width", "height", "visible", "enabled", "text", "font_px"}
# what a screen reader says (issue 32): the accessible name and description, the name said, and
# whether the widget is a control and the keyboard reaches it
KEYS |= {"accessibleName", "accessibleDescription", "name", "interactive", "focus"}
NAMED = ("stepPanel", "stepText", "botMat", "drawnCard", "flowchart", "turnLog", "roundBar")


def eu_session() -> Session:
    pack, problems = load_pack(bundled_rules_dir() / "eupop")
    assert pack is not None, problems
    session = Session(pack, 9)
    session.add_bot("b1", {"name": "Castile"})
    session.add_bot("b2", {"name": "Venice"})
    session.floor = session.cursor
    return session


def snapshot(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("BOTMAT_DATA_DIR", None)
    command = [sys.executable, "-m", "desktop", "--data-dir", str(tmp_path / "data"), *args]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def check_shot(out: Path) -> dict[str, Any]:
    image = QImage(str(out.with_name(out.name + ".png")))
    assert (image.width(), image.height()) == (1366, 768), "the PNG is the window"
    shot = json.loads(out.with_name(out.name + ".json").read_text(encoding="utf-8"))
    assert shot["window"] == {"width": 1366, "height": 768}
    assert all(set(w) == KEYS and w["visible"] for w in shot["widgets"])
    names = {w["objectName"] for w in shot["widgets"]}
    assert set(NAMED) <= names, set(NAMED) - names
    assert any(n.startswith("answer_") for n in names) or "doneButton" in names or "rollButton" in names
    text = next(w for w in shot["widgets"] if w["objectName"] == "stepText")
    assert text["text"] and text["font_px"] > 15, "the step is written large"
    chart = shot["flowchart"]
    node, view = chart["current_node"], chart["viewport"]
    assert node is not None and chart["current_text_px"] > 0
    assert 0 <= node["x"] + node["width"] / 2 <= view["width"], "the current node is in view"
    assert 0 <= node["y"] + node["height"] / 2 <= view["height"]
    return shot


@pytest.mark.parametrize("kind", ["json", "botmat"])
def test_a_snapshot_of_a_game_mid_turn_leaves_the_file_as_it_was(
    eu_rules: Path, tmp_path: Path, kind: str
) -> None:
    game = tmp_path / ("game.botmat.json" if kind == "json" else "game.botmat")
    if kind == "json":
        save_session(eu_session(), game)
    else:
        write_game(game, eu_session(), "Castile and Venice").conn.close()
    before = game.read_bytes()
    out = tmp_path / "shots" / "mid"
    done = snapshot(
        tmp_path, "--geometry", "1366x768", "--demo-steps", "3", "--snapshot", str(out), str(game)
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["demo_steps"] == 3
    check_shot(out)
    assert game.read_bytes() == before, "the player's game is not written"
    written = [p for p in (tmp_path / "data").rglob("*") if p.is_file()]
    assert written == [], f"nothing written to the data folder: {written}"


def test_bad_flags_and_a_missing_file_are_named(tmp_path: Path) -> None:
    bad = snapshot(tmp_path, "--geometry", "big", "--snapshot", str(tmp_path / "x"))
    assert bad.returncode == 2 and "--geometry takes WIDTHxHEIGHT" in bad.stderr
    missing = tmp_path / "nowhere.botmat.json"
    gone = snapshot(tmp_path, "--snapshot", str(tmp_path / "x"), str(missing))
    assert gone.returncode == 1 and str(missing) in gone.stderr


def test_a_warning_on_opening_is_said_in_the_window_language_and_names_the_file(
    eu_rules: Path, tmp_path: Path
) -> None:
    """A damaged step of the game, seen in a Polish window: the message bar says so in Polish
    and names the player's file, not the snapshot's scratch copy (it read in English before)."""
    game = tmp_path / "gra.botmat"
    session = eu_session()
    session.floor = 0
    write_game(game, session, "Kastylia").close()
    damage = sqlite3.connect(game, isolation_level=None)
    damage.execute("UPDATE events SET event = 'not json' WHERE idx = 0")
    damage.close()
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "settings.json").write_text('{"language": "pl"}', encoding="utf-8")
    out = tmp_path / "shots" / "pl"
    done = snapshot(tmp_path, "--geometry", "1366x768", "--snapshot", str(out), str(game))
    assert done.returncode == 0, done.stderr
    shot = json.loads(out.with_name(out.name + ".json").read_text(encoding="utf-8"))
    bar = next(w for w in shot["widgets"] if w["objectName"] == "messageBar")
    assert f"{game}: " in bar["text"] and "nie da się odczytać" in bar["text"], bar["text"]
