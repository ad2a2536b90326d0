"""Interface language: installs Qt translators and renders core messages in the current language."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from desktop.core import paths
from desktop.core.messages import Message, english_plurals, fill, render_param
from desktop.ui.retranslate import retranslate_all

LANGUAGES = [("en", "English"), ("pl", "Polski"), ("uk", "Українська")]


FONT_FAMILY = "DejaVu Sans"
# The translators the language service installed, asked directly by `has_words`: Qt's
# `translate` gives a missing text back as it is, which cannot be told from a translation that
# reads the same (a seat word Polish keeps as it is).
_INSTALLED: list[QTranslator] = []


def fonts_dir() -> Path:
    """Where the bundled fonts live."""
    return paths.resources_dir() / "fonts"


def render(msg: Message | str | int | None) -> str:
    """Translate a core message (and its nested messages) into the current language."""
    if msg is None:
        return ""
    if not isinstance(msg, Message):
        return str(msg)
    return _rendered(msg, msg.count if msg.count is not None else -1)


def render_in_form_of(msg: Message, count: int) -> str:
    """`msg` in the current language with its words in the plural form `count` takes, its "%n"
    left for the caller (a count not known yet, said in words). Qt writes `count` where the
    translation says %n, so `count` must be a number no text holds."""
    return _rendered(msg, count, keep_count=str(count))


def _rendered(msg: Message, form: int, keep_count: str | None = None) -> str:
    """`msg` translated in the plural form `form` takes, its parameters filled; with
    `keep_count`, the number Qt wrote for %n is put back as %n and left unfilled."""
    # With a sense, Qt looks the text up with that disambiguation first, then without it.
    text = QCoreApplication.translate(msg.context, msg.text, msg.sense, form)
    if keep_count is not None:
        text = text.replace(keep_count, "%n")
    params = {k: render_param(v, render) for k, v in msg.params.items()}
    return fill(text, None if keep_count is not None else msg.count, params)


def has_words(msg: Message) -> bool:
    """Whether the language shown says `msg` in its own words (English always does): a pack's
    word set into an interface sentence gives way to the interface's own rather than show in
    English inside a Polish sentence."""
    if QLocale().language() == QLocale.Language.English:
        return True
    return said_by(_INSTALLED, msg)


def said_by(translators: list[QTranslator], msg: Message) -> bool:
    """Whether one of `translators` has `msg` (a translation the same as its source counts)."""
    return any(t.translate(msg.context, msg.text, msg.sense, -1) for t in translators)


def seat_phrase(words: Mapping[str, Message], key: str) -> Message | None:
    """The pack's own phrase for an interface text that names its seats (`key`: one of
    SEAT_PHRASES), where it has one in the language shown; None: the interface's text."""
    msg = words.get(key)
    return msg if msg is not None and has_words(msg) else None


def seat_text(words: Mapping[str, Message], key: str, own: str) -> str:
    """An interface text naming the seats, in the pack's words where it has them (a whole phrase
    whose words agree), else `own`: the interface's text, already translated."""
    msg = seat_phrase(words, key)
    return render(msg) if msg is not None else own


def install_fonts(make_default: bool = True) -> list[str]:
    """Register the bundled fonts (full Latin Extended and Cyrillic) with Qt; with
    `make_default`, make DejaVu Sans the application font so no glyph is missing in pl/uk.
    Returns the families registered (empty when the fonts folder is missing)."""
    from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

    families: list[str] = []
    for path in sorted(fonts_dir().glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    if make_default and FONT_FAMILY in families and QGuiApplication.instance() is not None:
        font = QFont(QGuiApplication.font())
        font.setFamilies([FONT_FAMILY])
        QGuiApplication.setFont(font)
    return families


class EnglishPlurals(QTranslator):
    """English singular and plural forms read from the English catalogues' sources (.ts), for a
    start whose compiled English catalogues are missing: "1 card", never "1 card(s)"."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.forms = english_plurals(folder)

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        forms = self.forms.get((context, source))
        if forms is None or n < 0:
            return None  # not ours (Qt takes "" for a translation): the next catalogue, else the source
        return forms[0] if n == 1 else forms[1]

    def isEmpty(self) -> bool:
        return not self.forms


class LanguageService(QObject):
    """Swaps the translators of the interface, the rule packs and Qt itself; emits `changed`."""

    changed = Signal(str)

    def __init__(self, translations_dir: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dir = translations_dir or paths.translations_dir()
        self._code = "en"
        self._translators: list[QTranslator] = []
        # Loaded once per language: switching back and forth then costs no file reading.
        self._cache: dict[str, list[QTranslator]] = {}
        # Every widget that registered with translate_ui() sets its texts again.
        self.changed.connect(lambda _code: retranslate_all())

    def current(self) -> str:
        """The language code in use."""
        return self._code

    @staticmethod
    def system_default(locale: QLocale | None = None) -> str:
        """The system locale's language (or `locale`'s) when it is one of ours, else English."""
        locale = locale or QLocale.system()
        for name in [locale.name(), *locale.uiLanguages()]:
            code = name.replace("-", "_").split("_")[0].lower()
            if code in dict(LANGUAGES):
                return code
        return "en"

    @classmethod
    def initial(cls, remembered: str | None, locale: QLocale | None = None) -> str:
        """The language to start in: the remembered choice, else the system's (first start)."""
        if remembered in dict(LANGUAGES):
            return str(remembered)
        # no argument unless one was given: callers may stand in their own system_default()
        return cls.system_default(locale) if locale is not None else cls.system_default()

    def catalogues(self, code: str) -> list[Path]:
        """The .qm files of a language: ours (interface, engine, every pack) and Qt's own."""
        files = sorted(self.dir.glob(f"*_{code}.qm"))
        qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        qtbase = qt_dir / f"qtbase_{code}.qm"
        return files + ([qtbase] if qtbase.exists() else [])

    def _load(self, code: str) -> list[QTranslator]:
        if code not in self._cache:
            loaded: list[QTranslator] = []
            if code == "en" and self.missing(code):
                loaded.append(EnglishPlurals(self.dir, self))  # asked last: a compiled one wins
            for qm in self.catalogues(code):
                tr = QTranslator(self)
                if tr.load(str(qm)):
                    loaded.append(tr)
            self._cache[code] = loaded
        return self._cache[code]

    def missing(self, code: str) -> list[str]:
        """Catalogues a language lacks (e.g. .qm not compiled yet), for a clear message."""
        wanted = {ts.stem for ts in self.dir.glob(f"*_{code}.ts")}
        have = {qm.stem for qm in self.dir.glob(f"*_{code}.qm")}
        return sorted(wanted - have)

    def available(self, code: str) -> bool:
        """Whether the app can show a language: English always (its sources are English); another
        one when every catalogue it has is compiled. A language that is not is never chosen: the
        player would see English while the menu ticks it."""
        if code == "en":
            return True
        return code in dict(LANGUAGES) and not self.missing(code) and (self.dir / f"ui_{code}.qm").is_file()

    def set_language(self, code: str) -> None:
        """Install every catalogue of `code` and tell the widgets to retranslate (English for a
        language the app cannot show, see `available`)."""
        if not self.available(code):
            code = "en"
        app = QCoreApplication.instance()
        assert app is not None, "the application exists before its language is set"
        new = self._load(code)
        for tr in self._translators:
            app.removeTranslator(tr)
        for tr in new:
            app.installTranslator(tr)
        self._translators = list(new)
        _INSTALLED[:] = self._translators
        self._code = code
        QLocale.setDefault(QLocale(code))
        self.changed.emit(code)

    def uninstall(self) -> None:
        """Take this service's catalogues out of the application (a window that ends while the
        application goes on, as in tests: the next service's catalogues are then the only ones)."""
        app = QCoreApplication.instance()
        if app is not None:
            for tr in self._translators:
                app.removeTranslator(tr)
        if _INSTALLED == self._translators:
            _INSTALLED.clear()
        self._translators = []

    def __repr__(self) -> str:
        return f"LanguageService({self._code!r})"
