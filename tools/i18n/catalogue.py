"""The catalogue model: entries, languages and their plural forms, merging and parameter checks."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

LANGS = ("pl", "uk", "en")
# Qt's numerus forms per language: Polish and Ukrainian one/few/many, English one/other.
NUMERUS_FORMS = {"pl": 3, "uk": 3, "en": 2}
TS_LANGUAGE = {"pl": "pl_PL", "uk": "uk_UA", "en": "en_US"}
ENGINE_CONTEXT = "engine"
GONE_MARKS = ("(obsolete)", "(vanished)")
_BRACE = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*\}")


@dataclass
class Entry:
    """One message of a catalogue: context + English source, its translation and notes."""

    context: str
    source: str
    numerus: bool = False
    comments: list[str] = field(default_factory=list)  # translator comments (extracomment)
    locations: list[tuple[str, int]] = field(default_factory=list)
    translation: str | list[str] | None = None
    finished: bool = False
    disambiguation: str | None = None  # Qt's <comment>, part of the key

    @property
    def key(self) -> tuple[str, str, str | None]:
        """What Qt looks a message up by."""
        return (self.context, self.source, self.disambiguation)

    def forms(self) -> list[str]:
        """The translation as a list (one item for a plain message)."""
        if self.translation is None:
            return []
        return [self.translation] if isinstance(self.translation, str) else list(self.translation)

    def is_done(self, lang: str) -> bool:
        """Finished and every form filled in (numerus entries need all the language's forms)."""
        forms = self.forms()
        if not self.finished or not forms or any(not f.strip() for f in forms):
            return False
        return len(forms) == NUMERUS_FORMS[lang] if self.numerus else len(forms) == 1

    def is_gone(self) -> bool:
        """Marked obsolete or vanished by Qt Linguist or lupdate."""
        return any(mark in self.comments for mark in GONE_MARKS)

    def fresh_copy(self) -> Entry:
        """The same message with no translation (what an extractor found)."""
        return Entry(
            self.context,
            self.source,
            self.numerus,
            list(self.comments),
            list(self.locations),
            disambiguation=self.disambiguation,
        )


def lang_of(path: Path) -> str:
    """The language code a catalogue is for, from its file name (`rules_eupop_pl.ts` -> pl)."""
    code = path.stem.rsplit("_", 1)[-1]
    if code not in LANGS:
        raise ValueError(f"{path.name}: the file name must end in _pl, _uk or _en")
    return code


def padded(forms: list[str], lang: str) -> list[str]:
    """Plural forms cut or padded with blanks to the language's number of forms."""
    n = NUMERUS_FORMS[lang]
    return forms[:n] + [""] * (n - len(forms[:n]))


def dedupe(entries: Iterable[Entry]) -> list[Entry]:
    """One entry per (context, source): comments and locations of repeats are gathered."""
    out: dict[tuple[str, str, str | None], Entry] = {}
    for e in entries:
        if e.key not in out:
            out[e.key] = e
            continue
        first = out[e.key]
        first.numerus = first.numerus or e.numerus
        first.comments += [c for c in e.comments if c not in first.comments]
        first.locations += [loc for loc in e.locations if loc not in first.locations]
    return list(out.values())


def merge(fresh: list[Entry], old: list[Entry], lang: str) -> list[Entry]:
    """Fresh entries carrying the translations of the old catalogue; obsolete ones dropped."""
    kept = {e.key: e for e in old if not e.is_gone()}
    kept_any = {e.key: e for e in old}
    for e in fresh:
        prev = kept.get(e.key) or kept_any.get(e.key)
        if prev is not None and prev.numerus == e.numerus and prev.translation:
            _take_translation(e, prev, lang, current=prev is kept.get(e.key))
        else:
            e.translation = [""] * NUMERUS_FORMS[lang] if e.numerus else None
            e.finished = False
    carry_similar(fresh, old, lang)
    return list(fresh)


def _take_translation(e: Entry, prev: Entry, lang: str, current: bool) -> None:
    """Give `e` the translation of `prev`; finished only if `prev` was and is still current."""
    e.translation = prev.translation
    e.finished = prev.finished and current
    if e.numerus:
        e.translation = padded(e.forms(), lang)
        e.finished = e.finished and all(f.strip() for f in e.translation)


def carry_similar(fresh: list[Entry], old: list[Entry], lang: str, cutoff: float = 0.75) -> None:
    """An English text that was only edited ("Gain 1 Unit" -> "Gain %n Units") keeps its old
    translation as a draft: still unfinished, so it must be reviewed, but not retyped."""
    keys = {e.key for e in fresh}
    gone = [o for o in old if o.key not in keys and any(f.strip() for f in o.forms())]
    for e in fresh:
        if e.finished or any(f.strip() for f in e.forms()):
            continue
        best = _closest(e, gone, cutoff)
        if best is None:
            continue
        forms = best.forms()
        if e.numerus:
            e.translation = (forms + [forms[-1]] * NUMERUS_FORMS[lang])[: NUMERUS_FORMS[lang]]
        else:
            e.translation = forms[0]
        e.finished = False


def _closest(e: Entry, gone: list[Entry], cutoff: float) -> Entry | None:
    """The old entry of the same context whose source is most like `e`'s (the last of equals)."""
    best, score = None, cutoff
    for o in gone:
        if o.context != e.context:
            continue
        ratio = difflib.SequenceMatcher(None, o.source, e.source).ratio()
        if ratio >= score:
            best, score = o, ratio
    return best


def placeholder_problem(source: str, forms: list[str]) -> str | None:
    """Why a translation's parameters differ from the source's, or None when they agree.
    A plural form may leave out %n (Polish "jeden" style) but never add or drop a {name}."""
    want = set(_BRACE.findall(source))
    for f in forms:
        have = set(_BRACE.findall(f))
        if have != want:
            return f"parameters {sorted(have)} differ from the source's {sorted(want)}"
        if "%n" in f and "%n" not in source:
            return "%n appears but the source has no count"
    return None
