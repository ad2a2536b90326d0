"""The player's interface settings (geometry, language, theme, text size, recent files, the table
display's) as JSON."""

from __future__ import annotations

import json
from dataclasses import field
from pathlib import Path
from typing import Any

from desktop.core import paths
from desktop.core.cache_write import kept_aside, write_atomic
from desktop.core.file_words import at
from desktop.core.messages import Message, Said
from desktop.core.safe_read import SETTINGS_BYTES, Limits, ReadRefused, read_json
from desktop.core.values import Value
from desktop.ui.translated_later import QT_TRANSLATE_NOOP

SETTINGS_FILE = "settings.json"
RECENT_MAX = 8
TEXT_SIZES = (9, 10, 11, 12, 14, 16, 18, 20, 24)
THEMES = ("light", "dark")
CONTEXT = "Settings"


class Settings(Value, frozen=False):
    """Typed interface settings; unknown or damaged entries fall back to their defaults."""

    language: str = ""  # "" until the first start chose the system default
    theme: str = "light"
    text_size: int = 11
    geometry: str = ""  # base64 of QMainWindow.saveGeometry()
    window_state: str = ""  # base64 of QMainWindow.saveState()
    recent: list[str] = field(default_factory=list)
    last_file: str = ""  # the file the current game was saved to, if any
    log_bot: str = ""  # the turn log's bot filter ("" = all bots)
    log_shown: bool = True  # the turn log is shown (False: hidden to a strip, the step has its room)
    # The pack checks ("<pack>/<table>") whose one-time question New game asked: never again.
    checks_answered: list[str] = field(default_factory=list)
    # The table display (View → Table display): its own language ("" = the main window's), the
    # screen it was on, full screen there or a window, and its place as a window.
    table_language: str = ""
    table_screen: str = ""
    table_full: bool = False
    table_geometry: str = ""  # base64 of QWidget.saveGeometry()
    table_open: bool = False  # it was open when the app was last closed: it opens again at start

    @staticmethod
    def path() -> Path:
        """Where the settings file lives (inside the user data folder)."""
        return paths.user_data_dir() / SETTINGS_FILE

    @classmethod
    def load(cls) -> tuple[Settings, Said | None]:
        """Read the settings; a damaged file gives defaults and a message naming it, and is
        kept aside as it was (the next save writes the defaults over it)."""
        path = cls.path()
        if not path.exists():
            return cls(), None
        try:
            # Bounded: a hand-edited or damaged file must not hang or crash the start.
            data = read_json(path, SETTINGS_BYTES, Limits(depth=8, nodes=10_000))
        except ReadRefused as exc:
            return cls(), _damaged(path, exc.message)
        if not isinstance(data, dict):
            said = Message(CONTEXT, QT_TRANSLATE_NOOP("Settings", "holds no settings"))
            return cls(), _damaged(path, at(path, said))
        out = cls()
        for name in cls._fields:
            value = data.get(name)
            default = getattr(out, name)
            # Keep a stored value only when it has the type of the default: a hand-edited file
            # with a wrong type must not crash the window.
            if (
                value is not None
                and isinstance(value, type(default))
                and not (isinstance(value, bool) and not isinstance(default, bool))
            ):
                setattr(out, name, value)
        out.recent = [r for r in out.recent if isinstance(r, str)][:RECENT_MAX]
        out.checks_answered = [c for c in out.checks_answered if isinstance(c, str)][:100]
        if out.theme not in THEMES:
            out.theme = "light"
        out.text_size = min(max(out.text_size, TEXT_SIZES[0]), TEXT_SIZES[-1])
        return out, None

    def save(self) -> None:
        """Write atomically (no backups: settings are cheap to lose, games are not)."""
        write_atomic(self.path(), json.dumps(self.to_json(), ensure_ascii=False, indent=1), backups=0)

    def to_json(self) -> dict[str, Any]:
        """Plain data."""
        return {name: _copied(getattr(self, name)) for name in self._fields}

    def add_recent(self, file: str) -> None:
        """Put a file at the top of the recent list."""
        self.recent = [file] + [r for r in self.recent if r != file]
        del self.recent[RECENT_MAX:]


def _damaged(path: Path, reason: Said) -> Said:
    """What the problems window says of a damaged settings file, kept aside first when it can be."""
    try:
        kept = kept_aside(path)
    except OSError:
        text = QT_TRANSLATE_NOOP("Settings", "{reason}. Default settings are used.")
        return Message(CONTEXT, text, {"reason": reason})
    text = QT_TRANSLATE_NOOP("Settings", "{reason}. Default settings are used; the file is kept as {copy}.")
    return Message(CONTEXT, text, {"reason": reason, "copy": kept.name})


def _copied(value: Any) -> Any:
    """A list copied (the plain data must not change with the settings), any other value as is."""
    return list(value) if isinstance(value, list) else value
