"""Issue 27 §5: no file the app reads is turned into code. `qt-support.bin` (marshalled code in the
cache folder, checked only by a CRC anyone can recompute) is gone; this keeps any other way of
making objects or code out of bytes out of the app: marshal, pickle of anything but the app's
own in-memory copies, shelve, and exec/eval of anything but the app's own text."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Where bytes may become objects: copies of a game state made and read in the same process.
ALLOWED = {
    ("desktop/core/play/session.py", "pickle"),  # clone() and undo's passed states, in memory
    ("desktop/core/values.py", "exec"),  # an __init__ compiled from a class's own field names
    ("desktop/core/pack/record.py", "eval"),  # a record's own annotations, in its module
}
PATTERNS = {
    "marshal": re.compile(r"\bimport marshal\b|\bmarshal\."),
    "pickle": re.compile(r"\bpickle\.loads?\(|\bcPickle\b|\bdill\b"),
    "shelve": re.compile(r"\bimport shelve\b"),
    "exec": re.compile(r"(?<![\w.])exec\("),
    "eval": re.compile(r"(?<![\w.])eval\("),
}


def test_no_module_turns_bytes_into_code_or_objects() -> None:
    found = []
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8")
        for name, pattern in PATTERNS.items():
            if pattern.search(text) and (rel, name) not in ALLOWED:
                found.append(f"{rel}: {name}")
    assert found == []
