"""Texts a run showed the player, with lookups that explain what was shown when one fails."""

from __future__ import annotations


class Played(list[str]):
    """The texts shown to the player during a run, in order (automatic steps included)."""

    def has(self, fragment: str) -> bool:
        """Whether any shown text contains the fragment."""
        return any(fragment in text for text in self)

    def find(self, fragment: str) -> str:
        """The first shown text containing the fragment."""
        for text in self:
            if fragment in text:
                return text
        raise AssertionError(f"{fragment!r} not shown; shown:\n" + "\n".join(self))
