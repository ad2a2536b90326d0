"""Language switch time: the whole main window, mid-turn, per pack (goal <= 100 ms); figures only."""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")  # offscreen window-hint chatter
GOAL_MS = 100.0
SWITCHES = ("pl", "uk", "en")
ROUNDS = 5


def qm_dir(tmp: Path) -> Path:
    """translations/ when its .qm files are compiled (make bench does it), else a scratch copy."""
    source = ROOT / "translations"
    if all(ts.with_suffix(".qm").exists() for ts in source.glob("*.ts")):
        return source
    from desktop.ui.language import LanguageService  # noqa: F401 - Qt must import first
    from tools.i18n.lupdate import compile_catalogues

    return compile_catalogues(source, tmp)


def mid_turn(controller: Any, rng: random.Random) -> None:
    """Play the first bot until a step waits after a few taken ones."""
    taken = 0
    for _ in range(200):
        step = controller.step()
        if step is None:
            controller.start_turn()
            continue
        if taken >= 3:
            return
        if step.kind == "ask":
            controller.answer(step.options[rng.randrange(len(step.options))].id)
        elif step.kind == "roll":
            controller.roll(None)
        else:
            controller.done()
        taken += 1


def main() -> int:
    """Print the median and worst switch time per pack."""
    os.environ.setdefault("BOTMAT_DATA_DIR", tempfile.mkdtemp(prefix="botmat-bench-"))
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from desktop.core.cli.simulate import random_options
    from desktop.core.pack.pack_loading import load_pack
    from desktop.core.paths import bundled_pack_dirs
    from desktop.ui.controller import GameController
    from desktop.ui.language import LanguageService, install_fonts
    from desktop.ui.settings import Settings
    from desktop.ui.window.main_window import MainWindow
    from tools.quiet_qt import quiet_offscreen

    quiet_offscreen()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_fonts()
    with tempfile.TemporaryDirectory() as tmp:
        language = LanguageService(qm_dir(Path(tmp)))
        language.set_language("en")
        for folder in bundled_pack_dirs():
            pack, problems = load_pack(folder)
            if pack is None or problems:
                print(f"  {folder.name:22s} not loaded ({len(problems)} problems)")
                continue
            controller = GameController({pack.id: pack})
            window = MainWindow(controller, language, Settings(language="en"))
            rng = random.Random(3)
            bots = []
            for name in ("A", "B"):
                options = random_options(pack, rng)
                for opt in pack.meta.bot_options:  # defaults: a valid setup for every pack
                    if opt.kind == "multi":
                        options[opt.id] = list(opt.default or [])
                    elif opt.default is not None:
                        options[opt.id] = opt.default
                options["name"] = name
                bots.append((options, None))
            controller.new_game(pack.id, bots, seed=5)
            window.show()
            mid_turn(controller, rng)
            app.processEvents()
            times = []
            for _ in range(ROUNDS):
                for code in SWITCHES:
                    started = time.perf_counter()
                    window.set_language(code)
                    app.processEvents()  # the repaint the player waits for is part of it
                    times.append((time.perf_counter() - started) * 1000)
            median, worst = statistics.median(times), max(times)
            mark = "ok" if median <= GOAL_MS else "ABOVE GOAL"
            print(
                f"  {pack.id:22s} switch median {median:6.1f} ms, worst {worst:6.1f} ms "
                f"over {len(times)} switches (goal <= {GOAL_MS:.0f} ms) {mark}"
            )
            window.close()
            window.deleteLater()
            # deleteLater needs its event delivered, or old windows would join the next pack's
            # switches (every widget gets the language-change event)
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            app.processEvents()
        language.set_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
