"""The Help menu's texts: the rules of the current step, the keyboard shortcuts, About."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop import __version__
from desktop.core.view import StepView
from desktop.ui.language import render


def step_rules_title() -> str:
    """The title of the step's rules box."""
    return QCoreApplication.translate("Help", "Rules of this step")


def step_rules(step: StepView | None) -> str:
    """The step's full text, its rules note, its source and whether it is reconstructed."""
    if step is None:
        return QCoreApplication.translate("Help", "No step is running.")
    lines = [render(step.text)]
    if step.note is not None:
        lines.append(render(step.note))
    if step.source:
        seed, section = step.source
        lines.append(
            QCoreApplication.translate("Help", "Source: seed {seed}, {section}")
            .replace("{seed}", seed)
            .replace("{section}", section)
        )
    if step.reconstructed:
        lines.append(
            QCoreApplication.translate(
                "Help", "Reconstructed: no source prints this step; check your booklet."
            )
        )
    return "\n\n".join(lines)


def shortcuts_title() -> str:
    """The title of the shortcuts box."""
    return QCoreApplication.translate("Help", "Keyboard shortcuts")


def shortcuts(keys: list[tuple[str, str]]) -> str:
    """The keys of the step panel, then the menus' shortcuts (`keys`: key, what it does)."""
    rows = [
        ("Y / N", QCoreApplication.translate("Help", "answer Yes / No")),
        ("1–9", QCoreApplication.translate("Help", "choose an answer, or type your own die roll")),
        ("Space", QCoreApplication.translate("Help", "roll the die")),
        ("Enter", QCoreApplication.translate("Help", "Done / start the turn")),
        *keys,
    ]
    return "\n".join(f"{k}\t{v}" for k, v in rows)


def about_title() -> str:
    """The title of the About box."""
    return QCoreApplication.translate("Help", "About Botmat")


def about() -> str:
    """Version and purpose."""
    return QCoreApplication.translate(
        "Help", "Botmat {version}: runs board-game bots for the people at the table."
    ).replace("{version}", __version__)
