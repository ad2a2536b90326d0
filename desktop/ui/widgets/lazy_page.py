"""A page of a stacked widget whose content is made the first time it is shown or asked for: a
start that restores a game never shows the welcome page, so it need not build it (≈ 4 ms)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

W = TypeVar("W", bound=QWidget)


class LazyPage(QWidget, Generic[W]):
    """Holds the content `make()` gives, made on first show or on `content()`."""

    def __init__(self, make: Callable[[], W]) -> None:
        super().__init__()
        self._make = make
        self._content: W | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def content(self) -> W:
        """The page's content (made now if it was not yet)."""
        if self._content is None:
            self._content = self._make()
            layout = self.layout()
            assert layout is not None
            layout.addWidget(self._content)
            # A child added to a shown widget is shown only once the event loop runs: now.
            self._content.show()
        return self._content

    def made(self) -> W | None:
        """The content if it was made, else None (nothing is made)."""
        return self._content

    def showEvent(self, event: QShowEvent) -> None:
        self.content()
        super().showEvent(event)
