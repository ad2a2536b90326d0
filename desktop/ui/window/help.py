"""The Help menu's texts: the rules of the current step, the keyboard shortcuts, About."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop import __version__, qt_versions
from desktop.core.messages import Message
from desktop.core.pack.pack_model import Chart
from desktop.core.pack.pack_validate import branches
from desktop.core.play.view import EMPTY_MAP, GameView
from desktop.core.values import replace
from desktop.ui.chart.chart_items import edge_label, node_template
from desktop.ui.chart.flowchart_layout import branch_label
from desktop.ui.language import render, seat_text
from desktop.ui.play.step_keys import answer_letters
from desktop.ui.sources import detail_lines


def step_rules_title() -> str:
    """The title of the step's rules box."""
    return QCoreApplication.translate("Help", "Rules of this step")


def step_rules(view: GameView) -> str:
    """The current step's rule in words, not its question again: the rules note, what each answer
    does (or what follows an instruction), what the chart it belongs to is for, and its Sources
    line."""
    step = view.step
    if step is None:
        return QCoreApplication.translate("Help", "No step is running.")
    charts = view.chart.charts if view.chart is not None else {}
    chart = charts.get(step.chart)
    node = chart.node_map().get(step.node) if chart is not None else None
    parts = [render(step.detail.note)] if step.detail.note is not None else []
    if chart is not None and node is not None:
        words = view.chart.words if view.chart is not None else EMPTY_MAP
        parts.append(_what_follows(view.pack_id, charts, chart, node, words))
        if chart.note:
            about = QCoreApplication.translate("Help", "About “{chart}”: {note}")
            title = render(Message(f"{view.pack_id}/{chart.id}", chart.title))
            note = render(Message(f"{view.pack_id}/{chart.id}", chart.note))
            parts.append(about.replace("{chart}", title).replace("{note}", note))
    parts += [line for line in detail_lines(replace(step.detail, note=None)) if line]
    return "\n\n".join(p for p in parts if p)


def _what_follows(
    pack_id: str, charts: Mapping[str, Chart], chart: Chart, node: Any, words: Mapping[str, Message]
) -> str:
    """Each answer and where it leads ("Yes → Go to DEFEND Action"), or what an instruction
    leads to, as the chart shows those steps: a value known only when the step is reached by its
    name in words (`words`: "items left", not the pack's "[still]")."""
    nodes = chart.node_map()

    def leads(target: str) -> str:
        found = nodes.get(target)
        return node_template(pack_id, chart, found, charts, words) if found is not None else target

    context = f"{pack_id}/{chart.id}"
    pairs = []
    for target, branch in branches(node):
        label = branch_label(context, branch)
        pairs.append((edge_label(label, words) if label is not None else "", leads(target)))
    if not pairs:
        return ""
    if len(pairs) == 1 and not pairs[0][0]:
        return QCoreApplication.translate("Help", "Then: {next}").replace("{next}", pairs[0][1])
    lines = [f"• {answer} → {target}" for answer, target in pairs]
    return "\n".join([QCoreApplication.translate("Help", "What each answer does:"), *lines])


def shortcuts_title() -> str:
    """The title of the shortcuts box."""
    return QCoreApplication.translate("Help", "Keyboard shortcuts")


def shortcuts(keys: list[tuple[str, str]], words: Mapping[str, Message] = EMPTY_MAP) -> list[tuple[str, str]]:
    """The keys of the step panel, then the menus' shortcuts (`keys`: key, what it does), each
    as (key, what it does); an entry without a key on this system is left out. `words`: the open
    game's pack's phrases for its seats."""
    letters = answer_letters()
    rows = [
        (f"{letters['yes']} / {letters['no']}", QCoreApplication.translate("Help", "answer Yes / No")),
        (
            "0–9",
            QCoreApplication.translate(
                "Help",
                "a number is the number: an answer that is a number, a number question, your own "
                "die roll; other answers by their position in the list (two digits quickly for 10 and more)",
            ),
        ),
        ("−", QCoreApplication.translate("Help", "before the digits: a negative number")),
        (
            # the key as the step panel names it ("Roll [Space]"), in the player's language
            QCoreApplication.translate("Help", "Space", "the key's name"),
            QCoreApplication.translate("Help", "Done; while a die is offered, roll it"),
        ),
        (
            "Enter",
            seat_text(
                words,
                "key_enter",
                QCoreApplication.translate(
                    "Help", "Done; after a run, the next bot; else start what comes next"
                ),
            ),
        ),
        (
            "Esc",
            QCoreApplication.translate("Help", "forget the digits typed; in a field, put its value back"),
        ),
        *keys,
    ]
    return [(k, v) for k, v in rows if k]


def about_title() -> str:
    """The title of the About box."""
    return QCoreApplication.translate("Help", "About Botmat")


def about() -> str:
    """Version and purpose, then the Qt binding and library this build carries (proper names)."""
    purpose = QCoreApplication.translate(
        "Help", "Botmat {version}: runs board-game bots for the people at the table."
    ).replace("{version}", __version__)
    return f"{purpose}\n\n{qt_versions()}"
