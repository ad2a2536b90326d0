"""Interface language: installs Qt translators and renders core messages in the current language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator, Signal

from desktop.core.messages import Message, fill, render_param

LANGUAGES = [("en", "English"), ("pl", "Polski"), ("uk", "Українська")]


def render(msg: Message | str | int | None) -> str:
    """Translate a core message (and its nested messages) into the current language."""
    if msg is None:
        return ""
    if not isinstance(msg, Message):
        return str(msg)
    text = QCoreApplication.translate(msg.context, msg.text, None,
                                      msg.count if msg.count is not None else -1)
    params = {k: render_param(v, render) for k, v in msg.params.items()}
    return fill(text, msg.count, params)


class LanguageService(QObject):
    """Swaps the translators of the interface, the rule packs and Qt itself; emits `changed`."""

    changed = Signal(str)

    def __init__(self, translations_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dir = translations_dir
        self._code = "en"
        self._translators: list[QTranslator] = []

    def current(self) -> str:
        """The language code in use."""
        return self._code

    @staticmethod
    def system_default() -> str:
        """The system locale's language when it is one of ours, else English."""
        name = QLocale.system().name().split("_")[0]
        return name if name in dict(LANGUAGES) else "en"

    def set_language(self, code: str) -> None:
        """Install every catalogue of `code` and tell the widgets to retranslate."""
        if code not in dict(LANGUAGES):
            code = "en"
        app = QCoreApplication.instance()
        for tr in self._translators:
            app.removeTranslator(tr)
        self._translators = []
        for qm in sorted(self.dir.glob(f"*_{code}.qm")):
            tr = QTranslator(self)
            if tr.load(str(qm)):
                app.installTranslator(tr)
                self._translators.append(tr)
        self._code = code
        self.changed.emit(code)

    def __repr__(self) -> str:
        return f"LanguageService({self._code!r})"


