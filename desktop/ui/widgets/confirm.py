"""A question before something that cannot be taken back by a simple click: shown window-modal,
never blocking the event loop; the action runs only when the player says yes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # a message box's module is imported when a question is asked
    from PySide6.QtWidgets import QAbstractButton, QMessageBox


def confirm(
    parent: QWidget,
    title: str,
    text: str,
    yes: str,
    then: Callable[[], object],
    otherwise: Callable[[], object] | None = None,
    more: Sequence[tuple[str, str, Callable[[], object]]] = (),
) -> QMessageBox:
    """Ask `text`; `then` runs when the player presses `yes`, `otherwise` (if given) on Cancel
    or Escape. `more` adds answers (name, label, action): each button `confirm_<name>` runs its
    action."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    box.setObjectName("confirmBox")
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    accept.setObjectName("confirmYes")
    actions: dict[QAbstractButton, Callable[[], object]] = {accept: then}
    for name, label, action in more:
        button = box.addButton(label, QMessageBox.ButtonRole.AcceptRole)
        button.setObjectName(f"confirm_{name}")
        actions[button] = action
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)

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
