"""The marker of an interface text translated where it is shown, free of Qt so that the parts
read before Qt loads (the settings) mark their texts as the widgets do."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Qt's marker of an interface text translated where it is shown (lupdate files it under
    `context`), typed: PySide6's returns `object`. A bar or list that keeps
    `Message(context, QT_TRANSLATE_NOOP(context, text), params)` says it again in each new
    language; a text translated at once with `self.tr` would stay in the old one."""
    return text
