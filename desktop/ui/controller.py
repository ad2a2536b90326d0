"""The game controller: owns the game being played (a file of the game library), applies the
player's events (each committed to the file before its view is emitted), signals views. Its
parts: controller_base.py (state, signals, the view), file_commands.py (games and their files),
play_commands.py (the steps of play)."""

from __future__ import annotations

from desktop.ui.file_commands import FileCommands
from desktop.ui.play_commands import PlayCommands


class GameController(FileCommands, PlayCommands):
    """Everything a widget may ask of the game goes through here: widgets call its methods and
    draw the `GameView` it builds after every change; they never read the session."""
