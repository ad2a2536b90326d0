"""A node's detail as players read it: the rules note, then one Sources line in player words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.core.play.detail import NodeDetail
from desktop.ui.language import render


def sources_line(detail: NodeDetail) -> str:
    """Where the step's rule comes from ("Sources: the Solo & Bot booklet, “Bot Cards”."), and
    what to do when the printed rules do not give it; empty when the pack names no source."""
    if detail.source is None:
        return ""
    named = detail.source.title is not None
    book = (
        render(detail.source.title) if named else QCoreApplication.translate("Sources", "the printed rules")
    )
    if detail.section:
        line = QCoreApplication.translate("Sources", "Sources: {source}, “{section}”.").replace(
            "{section}", render(detail.section)
        )
    else:
        line = QCoreApplication.translate("Sources", "Sources: {source}.")
    line = line.replace("{source}", book)
    if not detail.source.printed:
        line += " " + QCoreApplication.translate("Sources", "Not from the printed rules: check your copy.")
    elif detail.reconstructed:
        line += " " + QCoreApplication.translate(
            "Sources", "Not printed there: worked out from the rules around it; check your copy."
        )
    return line


def detail_lines(detail: NodeDetail) -> list[str]:
    """The note (if any) and the Sources line (if any), in the current language."""
    lines = [render(detail.note)] if detail.note is not None else []
    line = sources_line(detail)
    if line:
        lines.append(line)
    elif detail.reconstructed:
        lines.append(
            QCoreApplication.translate(
                "Sources", "Not printed in the rules: worked out from the rules around it; check your copy."
            )
        )
    return lines
