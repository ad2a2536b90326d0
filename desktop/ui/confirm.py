"""A question before something that cannot be taken back by a simple click: shown window-modal,
never blocking the event loop; the action runs only when the player says yes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget


def confirm(
    parent: QWidget,
    title: str,
    text: str,
    yes: str,
    then: Callable[[], object],
    otherwise: Callable[[], object] | None = None,
) -> QMessageBox:
    """Ask `text`; `then` runs when the player presses `yes`, `otherwise` (if given) on Cancel
    or Escape."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, parent)
    box.setObjectName("confirmBox")
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    accept.setObjectName("confirmYes")
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)

    def answered() -> None:
        if box.clickedButton() is accept:
            then()
        elif otherwise is not None:
            otherwise()
        box.deleteLater()

    box.finished.connect(lambda _code: answered())
    box.open()
    return box
