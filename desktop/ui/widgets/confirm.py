"""A question before something that cannot be taken back by a simple click: shown window-modal,
never blocking the event loop; the action runs only when the player says yes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # a message box's module is imported when a question is asked
    from PySide6.QtWidgets import QAbstractButton

    from desktop.ui.widgets.question_box import QuestionBox, Words


def confirm(
    parent: QWidget,
    title: Words,
    text: Words,
    yes: Words,
    then: Callable[[], object],
    otherwise: Callable[[], object] | None = None,
    more: Sequence[tuple[str, Words, Callable[[], object]]] = (),
) -> QuestionBox:
    """Ask `text`; `then` runs when the player presses `yes`, `otherwise` (if given) on Cancel
    or Escape. `more` adds answers (name, label, action): each button `confirm_<name>` runs its
    action. A text given as a callable is said again when the language changes."""
    from PySide6.QtWidgets import QMessageBox

    from desktop.ui.widgets.question_box import QuestionBox

    box = QuestionBox(title, text, parent)
    box.setObjectName("confirmBox")
    actions: dict[QAbstractButton, Callable[[], object]] = {box.add_answer(yes, "confirmYes"): then}
    for name, label, action in more:
        actions[box.add_answer(label, f"confirm_{name}")] = action
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    box.follow_language()

    def answered() -> None:
        action = actions.get(box.clickedButton())
        if action is not None:
            action()
        elif otherwise is not None:
            otherwise()
        box.deleteLater()

    box.finished.connect(lambda _code: answered())
    box.open()
    return box
