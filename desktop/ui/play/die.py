"""The die as the table sees it: the app's roll as a large high-contrast die face (a brief tumble
that never blocks input), and a row of faces to click for a roll made with a real die."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QSizePolicy, QWidget

from desktop.core.play.view import DieView
from desktop.ui.language import render
from desktop.ui.retranslate import translate_ui

# Pip places on a 3x3 grid (column, row), by face: the layout printed on real dice.
PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
FACE, INK = QColor("#ffffff"), QColor("#111111")  # the same in both themes: the most contrast
TUMBLE_FRAMES, TUMBLE_MS = 7, 45


def paint_face(painter: QPainter, rect: QRectF, value: int, sides: int, font: QFont) -> None:
    """A die face in `rect`: pips for 1-6 on a six-sided die, else the number."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    square = QRectF(0, 0, side, side)
    square.moveCenter(rect.center())
    painter.setPen(QPen(INK, max(side / 24, 1.5)))
    painter.setBrush(QBrush(FACE))
    painter.drawRoundedRect(square.adjusted(1, 1, -1, -1), side / 6, side / 6)
    if sides <= 6 and value in PIPS:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(INK))
        step, radius = side / 4, side / 11
        for col, row in PIPS[value]:
            painter.drawEllipse(
                QPointF(square.left() + step * (col + 1), square.top() + step * (row + 1)), radius, radius
            )
        return
    big = QFont(font)
    big.setPixelSize(max(int(side * (0.55 if value < 10 else 0.42)), 8))
    big.setBold(True)
    painter.setFont(big)
    painter.setPen(QPen(INK))
    painter.drawText(square, Qt.AlignmentFlag.AlignCenter, str(value))


class DieFace(QWidget):
    """The app's last roll, large. A new roll tumbles for a moment on a timer: the step under it
    is already the next one, and keys and clicks go on working."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dieFace")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.die: DieView | None = None
        self.face = 0  # the face drawn now (a random one while tumbling)
        self.frames = 0
        self._timer = QTimer(self)
        self._timer.setInterval(TUMBLE_MS)
        self._timer.timeout.connect(self._tumble)
        self.set_size(88)

    def set_size(self, side: int) -> None:
        """The die's side in pixels (it grows with the text size)."""
        self.setFixedSize(QSize(side, side))

    def show_die(self, die: DieView | None, animate: bool = True) -> None:
        """Show a roll; a roll not shown before tumbles first (unless `animate` is off)."""
        new = die is not None and (
            self.die is None or die.event != self.die.event or die.value != self.die.value
        )
        self.die = die
        if die is None:
            self._timer.stop()
            return
        self.setToolTip(self.describe())
        self.setAccessibleName(self.describe())
        if new and animate:
            self.frames = TUMBLE_FRAMES
            self._tumble()
            self._timer.start()
        elif not self._timer.isActive():
            self.face = die.value
            self.update()

    def describe(self) -> str:
        """The roll in words ("Die roll: 3 → Castile")."""
        die = self.die
        if die is None:
            return ""
        text = self.tr("Die roll: {value}").replace("{value}", str(die.value))
        return f"{text} → {render(die.outcome)}" if die.outcome is not None else text

    def tumbling(self) -> bool:
        """Whether the roll animation runs now."""
        return self._timer.isActive()

    def _tumble(self) -> None:
        die = self.die
        if die is None or self.frames <= 0:
            self._timer.stop()
            self.face = die.value if die is not None else 0
        else:
            self.frames -= 1
            faces = [f for f in range(die.dice, die.dice * die.sides + 1) if f != self.face]
            self.face = random.choice(faces) if faces else die.value
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        die = self.die
        if die is None:
            return
        painter = QPainter(self)
        if self._timer.isActive():  # a tilt while it tumbles
            painter.translate(self.width() / 2, self.height() / 2)
            painter.rotate(12 if self.frames % 2 else -12)
            painter.translate(-self.width() / 2, -self.height() / 2)
        sides = die.sides if die.dice == 1 else die.dice * die.sides
        paint_face(painter, QRectF(self.rect()).adjusted(6, 6, -6, -6), self.face, sides, self.font())


class FaceButton(QAbstractButton):
    """One face of a real die to click: "I rolled this"."""

    def __init__(self, value: int, sides: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.value, self.sides = value, sides
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setObjectName(f"face{value}")

    def sizeHint(self) -> QSize:
        return QSize(40, 40)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.isDown() or self.underMouse():
            painter.setPen(QPen(self.palette().highlight().color(), 3))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 8, 8)
        paint_face(painter, rect, self.value, self.sides, self.font())


class RollPad(QWidget):
    """The faces of the step's die as buttons: a roll made with a real die is one click (or its
    number key), as easy as letting the app roll."""

    rolled = Signal(int)
    """The face the player rolled on a real die."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rollPad")
        self.sides = 0
        self.faces: list[FaceButton] = []
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(4)
        translate_ui(self)

    def retranslate_ui(self) -> None:
        """The faces' tooltips in the current language."""
        for button in self.faces:
            button.setToolTip(self.tr("I rolled {value}").replace("{value}", str(button.value)))

    @staticmethod
    def fits(sides: int, dice: int) -> bool:
        """Whether a roll is one die with few enough faces to list."""
        return dice == 1 and 2 <= sides <= 12

    def set_die(self, sides: int) -> None:
        """One button per face of a die with `sides` faces."""
        if sides == self.sides:
            return
        self.sides = sides
        for button in self.faces:
            button.deleteLater()
        self.faces = []
        for value in range(1, sides + 1):
            button = FaceButton(value, sides, self)
            button.clicked.connect(lambda _=False, v=value: self.rolled.emit(v))
            self.row.addWidget(button)
            self.faces.append(button)
        self.retranslate_ui()
