"""The Help menu's texts: the rules of the current step, the keyboard shortcuts, About."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop import __version__, qt_versions
from desktop.core.play.view import StepView
from desktop.ui.language import render
from desktop.ui.sources import detail_lines


def step_rules_title() -> str:
    """The title of the step's rules box."""
    return QCoreApplication.translate("Help", "Rules of this step")


def step_rules(step: StepView | None) -> str:
    """The step's full text, its rules note and its Sources line, in player words."""
    if step is None:
        return QCoreApplication.translate("Help", "No step is running.")
    return "\n\n".join([render(step.text), *detail_lines(step.detail)])


def shortcuts_title() -> str:
    """The title of the shortcuts box."""
    return QCoreApplication.translate("Help", "Keyboard shortcuts")


def shortcuts(keys: list[tuple[str, str]]) -> str:
    """The keys of the step panel, then the menus' shortcuts (`keys`: key, what it does)."""
    rows = [
        ("Y / N", QCoreApplication.translate("Help", "answer Yes / No")),
        (
            "0–9",
            QCoreApplication.translate(
                "Help",
                "a number is the number: an answer that is a number, a number question, your own "
                "die roll; other answers by their position in the list (two digits quickly for 10 and more)",
            ),
        ),
        ("Space", QCoreApplication.translate("Help", "roll the die")),
        (
            "Enter",
            QCoreApplication.translate("Help", "Done; after a run, the next bot; else start what comes next"),
        ),
        (
            "Esc",
            QCoreApplication.translate("Help", "forget the digits typed; in a field, put its value back"),
        ),
        *keys,
    ]
    return "\n".join(f"{k}\t{v}" for k, v in rows)


def about_title() -> str:
    """The title of the About box."""
    return QCoreApplication.translate("Help", "About Botmat")


def about() -> str:
    """Version and purpose, then the Qt binding and library this build carries (proper names)."""
    purpose = QCoreApplication.translate(
        "Help", "Botmat {version}: runs board-game bots for the people at the table."
    ).replace("{version}", __version__)
    return f"{purpose}\n\n{qt_versions()}"
