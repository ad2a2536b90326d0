"""The page shown when no game is open: what the app does, and how to start."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.ui.retranslate import translate_ui


class WelcomePage(QWidget):
    """New game, resume the last one, or open a saved one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        self.title.setFont(font)
        self.new_button = QPushButton()
        self.new_button.setObjectName("welcomeNew")
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("welcomeResume")
        self.open_button = QPushButton()
        self.open_button.setObjectName("welcomeOpen")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        for button in (self.new_button, self.resume_button, self.open_button):
            button.setMinimumHeight(44)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Botmat runs the bots at your table."))
        self.new_button.setText(self.tr("New game"))
        self.resume_button.setText(self.tr("Resume last game"))
        self.open_button.setText(self.tr("Open a saved game…"))
