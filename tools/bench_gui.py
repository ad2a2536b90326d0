"""Start-up speed (`make bench`): the first paint with the last game restored, timed from the
launch, for the source tree and for the installed app (the PyInstaller bundle `make package`
builds in dist/botmat), each against a bare PySide6 QMainWindow (goal <= 2x), the bundle against
the tree (goal <= 1.15x) and the bundle's size (goal <= 100 MB), with the time each stage of the
start takes. Prints figures; asserts nothing."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

RUNS = 11
START_GOAL = 2.0  # the app against a bare window
BUNDLE_GOAL = 1.15  # the installed app against the source tree
SIZE_GOAL_MB = 100.0
BUNDLE = ROOT / "dist" / "botmat" / "botmat"  # what `make package` builds (packaging/build.py)

BARE = """
import json, sys, time
sys.path.insert(0, {root!r})
from desktop.boot.app import process_start_time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    ms = None
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and self.ms is None:
            self.at = time.time()
            self.ms = (self.at - process_start_time()) * 1000
            self.cpu_ms = time.process_time() * 1000
            QTimer.singleShot(0, QApplication.quit)
        return False

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1400, 860)
watcher = FirstPaint()
window.installEventFilter(watcher)
window.show()
app.exec()
figures = {{"first_paint_ms": round(watcher.ms, 1), "cpu_ms": round(watcher.cpu_ms, 1)}}
print(json.dumps(dict(figures, paint_at=watcher.at)))
"""


def pick_pack() -> str:
    """The EU pack when it loads, else the first bundled pack that does."""
    from desktop.boot.startup import load_all_packs

    packs, _problems = load_all_packs()
    if "eupop" in packs:
        return "eupop"
    if not packs:
        raise SystemExit("no rule pack loads: nothing to measure")
    return sorted(packs)[0]


def prepare_last_game(data_dir: Path, pack_id: str) -> None:
    """A game of the library with two bots in the middle of a turn, open when the app last
    closed (so the start restores it)."""
    from desktop.core.pack.pack_loading import load_pack
    from desktop.core.paths import bundled_rules_dir
    from desktop.core.play.session import Session
    from desktop.core.store.game_library import IMPORT_MARKER, Library

    pack, problems = load_pack(bundled_rules_dir() / pack_id)
    assert pack is not None, problems
    session = Session(pack, 11)
    session.add_bot("b1", {"name": "Bot A"})
    session.add_bot("b2", {"name": "Bot B"})
    session.apply({"type": "start", "bot": "b1", "chart": pack.meta.entry})
    for _ in range(3):
        step = session.current("b1")
        if step is None:
            break
        kind = {"ask": "answer", "number": "answer", "roll": "roll", "do": "done"}[step.kind]
        event: dict[str, Any] = {"type": kind, "bot": "b1"}
        if kind == "answer":
            event["option"] = step.options[0].id if step.options else (step.number or {}).get("min", 0)
        session.apply(event)
    game = Library(data_dir / "games", data_dir / "trash").add(session, "Bench game")
    game.close()
    (data_dir / "settings.json").write_text(json.dumps({"last_file": str(game.path)}), encoding="utf-8")
    (data_dir / IMPORT_MARKER).write_text("{}", encoding="utf-8")  # not a first start


def first_paint(cmd: list[str], env: dict[str, str]) -> dict[str, Any]:
    """The figures a run prints: first_paint_ms (from the process's start as /proc gives it, in
    10 ms ticks), cpu_ms, the app's stages (ms each), and from_launch_ms: from the moment this
    launcher started the process to the paint (the fork and exec included, alike for both)."""
    launched = time.time()
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"{' '.join(cmd)} failed: {out.stderr[-500:]}")
    figures: dict[str, Any] = json.loads(lines[-1])
    figures["from_launch_ms"] = (float(figures["paint_at"]) - launched) * 1000
    return figures


def start_env(tmp: Path) -> dict[str, str]:
    """The environment of a measured start: bytecode cached as an installed app has it (in `tmp`,
    so the tree gets no __pycache__), even where the shell asks Python not to write it."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.pop("BOTMAT_DATA_DIR", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(tmp / "pycache")
    return env


def print_stages(runs: dict[str, list[dict[str, Any]]]) -> None:
    """The median of each stage of the app's start, one column per variant (docs/gui.md keeps
    this table)."""
    names = list(next(iter(runs.values()))[0].get("stages", {}))
    for stage in names:
        medians = [statistics.median(run["stages"].get(stage, 0.0) for run in got) for got in runs.values()]
        print(f"      {stage:12s}" + "".join(f" {m:13.0f}" for m in medians))


def folder_mb(folder: Path) -> float:
    """The bytes of every file under `folder` (symlinks not followed), in MB (10^6 bytes)."""
    files = (p for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.lstat().st_size for p in files) / 1_000_000


def stale_bundle() -> bool:
    """Whether a source file of the app or its packs changed after the bundle was built."""
    built = BUNDLE.stat().st_mtime
    sources = (p for folder in ("desktop", "rules") for p in (ROOT / folder).rglob("*.py"))
    return any(p.stat().st_mtime > built for p in sources)


def ratio_of_pairs(runs: dict[str, list[dict[str, Any]]], top: str, bottom: str) -> list[float]:
    """Each start of `top` against the start of `bottom` in the same round, sorted. The shared
    machine runs in spells of one speed or another: a ratio of medians could set one's fast
    spell against the other's slow one."""
    pairs = zip(runs[top], runs[bottom], strict=True)
    return sorted(a["from_launch_ms"] / b["from_launch_ms"] for a, b in pairs)


def cold_start(pack_id: str) -> None:
    """Start each variant RUNS times, interleaved (machine load hits them alike), after one
    start each that is not counted (it writes the bytecode and the pack cache)."""
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        prepare_last_game(data, pack_id)
        env = start_env(Path(tmp))
        app_args = ["--quit-after-paint", "--data-dir", str(data)]
        variants = {
            "bare window": [sys.executable, "-c", BARE.format(root=str(ROOT))],
            "source tree": [sys.executable, "-m", "desktop", *app_args],
        }
        if BUNDLE.is_file():
            variants["installed app"] = [str(BUNDLE), *app_args]
        envs = {
            name: dict(env, BOTMAT_CACHE_DIR=str(Path(tmp) / f"cache-{i}")) for i, name in enumerate(variants)
        }
        for name, cmd in variants.items():
            first_paint(cmd, envs[name])
        runs: dict[str, list[dict[str, Any]]] = {name: [] for name in variants}
        for _ in range(RUNS):
            for name, cmd in variants.items():
                runs[name].append(first_paint(cmd, envs[name]))
    print(
        f"  cold start to first paint, last game restored ({pack_id}), timed from the launch, {RUNS} rounds:"
    )
    for name, got in runs.items():
        ms = [run["from_launch_ms"] for run in got]
        cpu = statistics.median(run["cpu_ms"] for run in got)
        shown = ", ".join(f"{v:.0f}" for v in ms)
        print(f"    {name:13s} {statistics.median(ms):5.0f} ms  (cpu {cpu:.0f} ms; runs: {shown})")
    for name in list(runs)[1:]:
        print_ratio(runs, name, "bare window", START_GOAL)
    if "installed app" in runs:
        print_ratio(runs, "installed app", "source tree", BUNDLE_GOAL)
        if stale_bundle():
            print("    (the installed app is older than the source: `make package` builds the current code)")
        size = folder_mb(BUNDLE.parent)
        mark = "ok" if size <= SIZE_GOAL_MB else f"ABOVE GOAL by {size - SIZE_GOAL_MB:.1f} MB"
        print(
            f"    installed app's size {size:.1f} MB ({size / 1.048576:.1f} MiB; "
            f"goal <= {SIZE_GOAL_MB:.0f} MB) {mark}"
        )
    else:
        print(
            f"    installed app: not built ({BUNDLE.relative_to(ROOT)} is missing: `make package` builds it)"
        )
    print("    each stage of the start, median (ms):" + "".join(f" {name:>13s}" for name in list(runs)[1:]))
    print_stages({name: got for name, got in runs.items() if name != "bare window"})


def print_ratio(runs: dict[str, list[dict[str, Any]]], top: str, bottom: str, goal: float) -> None:
    """The median of `top`'s starts set against `bottom`'s of the same round, against the goal."""
    pairs = ratio_of_pairs(runs, top, bottom)
    ratio = statistics.median(pairs)
    mark = "ok" if ratio <= goal else f"ABOVE GOAL by {(ratio / goal - 1) * 100:.0f} %"
    print(
        f"    {top} / {bottom}: {ratio:.2f}x (goal <= {goal:g}x) {mark}  "
        f"(median of {len(pairs)} pairs, {pairs[0]:.2f}-{pairs[-1]:.2f}x)"
    )


def main() -> int:
    """Print the start's figures."""
    cold_start(pick_pack())
    return 0


if __name__ == "__main__":
    sys.exit(main())
