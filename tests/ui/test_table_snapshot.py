"""Issue 30: the snapshot mode covers the table display. `--table-display LANG` with `--snapshot
OUT` also writes OUT-table.png and OUT-table.json (the same widget dump as the main window's,
`tableStep` the instruction), at 1920×1080, in LANG; nothing of the player's is written."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtGui import QImage
from ui_helpers import run_python

from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.session import Session
from desktop.core.store.game_store import write_game

KEYS = {"objectName", "class", "x", "y", "width", "height", "visible", "enabled", "text", "font_px"}
KEYS |= {"accessibleName", "accessibleDescription", "name", "interactive", "focus"}  # issue 32


def eu_game(path: Path) -> Path:
    pack, problems = load_pack(bundled_rules_dir() / "eupop")
    assert pack is not None, problems
    session = Session(pack, 9)
    session.add_bot("b1", {"name": "Castile"})
    session.add_bot("b2", {"name": "Venice"})
    session.floor = session.cursor
    write_game(path, session, "Castile and Venice").conn.close()
    return path


def by_name(shot: dict[str, object], name: str) -> dict[str, object]:
    widgets = shot["widgets"]
    assert isinstance(widgets, list)
    return next(w for w in widgets if w["objectName"] == name)


def test_a_snapshot_writes_the_table_display_in_its_language(tmp_path: Path) -> None:
    game = eu_game(tmp_path / "game.botmat")
    before = game.read_bytes()
    out = tmp_path / "shots" / "mid"
    done = run_python(
        "-m", "desktop", "--data-dir", str(tmp_path / "data"), "--geometry", "1366x768",
        "--demo-steps", "3", "--table-display", "uk", "--snapshot", str(out), str(game),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(report["table_png"]) == out.with_name("mid-table.png")
    image = QImage(report["table_png"])
    assert (image.width(), image.height()) == (1920, 1080)
    table = json.loads(Path(report["table_json"]).read_text(encoding="utf-8"))
    main = json.loads(Path(report["json"]).read_text(encoding="utf-8"))
    assert table["window"] == {"width": 1920, "height": 1080} and table["language"] == "uk"
    assert all(set(w) == KEYS and w["visible"] for w in table["widgets"])
    assert not any(w["interactive"] or w["focus"] for w in table["widgets"]), "nothing to click or focus"
    step = by_name(table, "tableStep")
    assert step["font_px"] >= 32, "legible from two metres"
    assert step["text"] and step["text"] != by_name(main, "stepText")["text"], "its own language"
    assert any("а" <= ch <= "я" for ch in str(step["text"])), "Ukrainian"
    assert by_name(table, "tableBot")["text"] == "Castile"
    names = {w["objectName"] for w in main["widgets"]}, {w["objectName"] for w in table["widgets"]}
    assert "tableStep" not in names[0] and "stepText" not in names[1], "each window lists its own"
    assert game.read_bytes() == before, "the player's game is not written"
    written = [p for p in (tmp_path / "data").rglob("*") if p.is_file()]
    assert written == [], f"nothing written to the data folder: {written}"


def test_a_language_the_app_does_not_speak_is_refused(tmp_path: Path) -> None:
    bad = run_python("-m", "desktop", "--table-display", "de", "--snapshot", str(tmp_path / "x"))
    assert bad.returncode == 2 and "--table-display takes one of en, pl, uk" in bad.stderr
