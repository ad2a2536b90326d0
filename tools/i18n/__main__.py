"""`python -m tools.i18n` from the repository, or `python tools/i18n` from anywhere."""

from __future__ import annotations

import sys
from pathlib import Path

if not __package__:
    # Run as a folder: the repository takes the folder's place at the head of the path, so its
    # desktop/ is the one used and the package's modules are not importable as top-level names.
    sys.path[0] = str(Path(__file__).resolve().parents[2])

from tools.i18n.cli import main  # noqa: E402 - after the path is set

sys.exit(main())
