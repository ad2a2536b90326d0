"""The player's interface settings (geometry, language, theme, text size, recent files, the table
display's) as JSON."""

from __future__ import annotations

import json
from dataclasses import field
from pathlib import Path
from typing import Any

from desktop.core import paths
from desktop.core.cache_write import held, kept_aside, write_atomic
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
LIMITS = Limits(depth=8, nodes=10_000)  # a hand-edited or damaged file must not hang the start


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
    # What this window last read from the file or wrote to it (no setting: never stored). A save
    # writes only what differs from it, on top of the file as it is then: two windows on one data
    # folder each keep what the other wrote (a language switch here no longer put back the
    # last game another window had played since).
    base: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

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
            out = cls()
            out.base = out.to_json()
            return out, None
        try:
            # Bounded: a hand-edited or damaged file must not hang or crash the start.
            data = read_json(path, SETTINGS_BYTES, LIMITS)
        except ReadRefused as exc:
            return cls(), _damaged(path, exc.message)
        if not isinstance(data, dict):
            said = Message(CONTEXT, QT_TRANSLATE_NOOP("Settings", "holds no settings"))
            return cls(), _damaged(path, at(path, said))
        out = cls()
        for name in STORED:
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
        out.base = out.to_json()
        return out, None

    def save(self) -> None:
        """Write what changed here since this window last read or wrote the file, on top of what
        the file holds now (another window's changes stay), atomically (no backups: settings are
        cheap to lose, games are not); the whole settings where the file is missing or damaged."""
        path, mine = self.path(), self.to_json()
        changed = {name: value for name, value in mine.items() if self.base.get(name, _NONE) != value}
        path.parent.mkdir(parents=True, exist_ok=True)
        with held(path):
            disk = _on_disk(path)
            if disk is None or changed:
                data = mine if disk is None else {**disk, **changed}
                if disk is not None and "checks_answered" in changed:  # answered in either window
                    theirs = [c for c in disk.get("checks_answered", ()) if isinstance(c, str)]
                    data["checks_answered"] = theirs + [c for c in self.checks_answered if c not in theirs]
                write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1), backups=0)
        self.base = mine

    def to_json(self) -> dict[str, Any]:
        """Plain data."""
        return {name: _copied(getattr(self, name)) for name in STORED}

    def add_recent(self, file: str) -> None:
        """Put a file at the top of the recent list."""
        self.recent = [file] + [r for r in self.recent if r != file]
        del self.recent[RECENT_MAX:]


STORED = tuple(name for name in Settings._fields if name != "base")  # the file's keys
_NONE = object()  # no value read or written yet


def _on_disk(path: Path) -> dict[str, Any] | None:
    """The file's settings as plain data; None when it is missing, unreadable or damaged."""
    try:
        data = read_json(path, SETTINGS_BYTES, LIMITS)
    except (ReadRefused, OSError):
        return None
    return data if isinstance(data, dict) else None


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
