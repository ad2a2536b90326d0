"""The repository's folders the tool reads and writes, and locations as lupdate writes them."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
RULES = ROOT / "rules"


def rel(path: Path) -> str:
    """A location as lupdate writes it: relative to translations/ (outside the repository: as given)."""
    try:
        return str(Path("..") / path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)
