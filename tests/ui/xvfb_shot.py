"""Run by test_xvfb_screenshot in a child process on a real X server: open the app mid-turn and
save a screenshot of the main window grabbed from the screen."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from desktop.boot.startup import build


def main(out: str) -> int:
    app = build()
    app.load_rest()
    window, c = app.window, app.controller
    pack = "eupop" if "eupop" in c.packs else sorted(c.packs)[0]
    bots = (
        [({"name": "Castile"}, None), ({"name": "France"}, None)]
        if pack == "eupop"
        else [({"name": "Red", "level": "easy"}, None), ({"name": "Blue", "level": "hard"}, None)]
    )
    c.new_game(pack, bots, seed=7)
    window.resize(1500, 920)
    window.show()
    c.start_turn()
    for _ in range(3):  # a few steps in: mid-turn
        step = c.step()
        if step is None:
            break
        if step.kind == "do":
            window.step_panel.done_button.click()
        elif step.kind == "roll":
            window.step_panel.roll_button.click()
        else:
            window.step_panel.option_buttons[0].click()

    def shoot() -> None:
        screen = window.screen()
        pixmap = screen.grabWindow(0, window.x(), window.y(), window.width(), window.height())
        pixmap.save(out)
        QApplication.quit()

    class Painted(QObject):
        """Grabs the screen once the window has painted on the X server."""

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and obj is window:
                window.removeEventFilter(self)
                QTimer.singleShot(500, shoot)  # the paint reaches the X server's screen
            return False

    painted = Painted()
    window.installEventFilter(painted)
    window.update()
    QTimer.singleShot(20000, QApplication.quit)  # never hang a test run
    app.qapp.exec()
    return 0 if Path(out).exists() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
