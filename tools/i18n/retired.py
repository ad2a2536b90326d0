"""Retired entries: translations of texts a release changed or removed, kept for saved turn logs.

A saved game keeps each log line as the English text its step had when it was played. When a
later release rewrites that text, its catalogue entry goes; without it an old line would show in
English to a Polish or Ukrainian player. `extract` moves each such entry of the engine's and the
packs' catalogues into `retired_<lang>.ts`, which is compiled and loaded like any catalogue, and
drops an entry from it again when a current catalogue holds the same text once more."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from tools.i18n.catalogue import Entry
from tools.i18n.tsfile import write_ts

STEM = "retired"


def retired_path(folder: Path, lang: str) -> Path:
    """The retired entries of one language in a translations folder."""
    return folder / f"{STEM}_{lang}.ts"


def dropped(old: Iterable[Entry], merged: Iterable[Entry], lang: str) -> list[Entry]:
    """The translated entries (finished, every form filled) of an old catalogue that its merge
    no longer holds."""
    kept = {e.key for e in merged}
    return [e for e in old if e.key not in kept and e.is_done(lang) and not e.is_gone()]


def retire(
    folder: Path, lang: str, retired: list[Entry], entries: list[Entry], current: Iterable[Entry]
) -> None:
    """Add `entries` to the language's retired catalogue, which holds `retired` (the newest
    translation of a text wins), and drop from it every text that `current`, a catalogue just
    written, holds again."""
    by_key = {e.key: e for e in retired}
    # By context and text alone: Qt falls back from a sense to the plain text, so a retired plain
    # text would otherwise answer for a current text that has gained a sense.
    now = {(e.context, e.source) for e in current}
    back = [k for k in by_key if k[:2] in now]
    if not entries and not back:
        return  # the usual extract: nothing left its catalogue, nothing came back
    by_key.update({e.key: _bare(e) for e in entries})
    kept = sorted((e for k, e in by_key.items() if k[:2] not in now), key=lambda e: (e.context, e.source))
    write_ts(retired_path(folder, lang), lang, kept)


def _bare(entry: Entry) -> Entry:
    """The entry without its source locations and notes, which no longer point anywhere."""
    return Entry(
        entry.context,
        entry.source,
        entry.numerus,
        translation=entry.translation,
        finished=True,
        disambiguation=entry.disambiguation,
    )
