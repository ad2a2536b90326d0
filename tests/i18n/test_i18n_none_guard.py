"""The PySide6 fault that wears None out (void methods returning it without a reference) is
neutralised as soon as the language module is imported: many switches never crash the app."""

from __future__ import annotations

import subprocess
import sys

from i18n_helpers import ROOT

SCRIPT = """
import sys
import desktop.ui.language
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
label = QLabel()
for i in range(300000):
    label.setText("x")
print("alive")
"""


def test_hundreds_of_thousands_of_text_updates_do_not_crash() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True,
                          text=True, env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
                          timeout=120)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip() == "alive"
