"""Plain text put into Qt's rich text labels. `html.escape` would do, but importing `html` loads
its table of 2,000 named entities (about 1.5 ms of the first paint) for what is four replacements."""

from __future__ import annotations


def escape(text: str) -> str:
    """`text` with the characters rich text reads as markup written as entities."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
