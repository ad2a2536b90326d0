"""The `extract` job: every extractor's findings merged into the catalogues of translations/."""

from __future__ import annotations

import sys
from pathlib import Path

from tools.i18n.catalogue import LANGS, Entry, dedupe, merge
from tools.i18n.lupdate import ui_entries
from tools.i18n.paths import TRANSLATIONS
from tools.i18n.python_extractor import engine_entries, module_entries
from tools.i18n.retired import dropped, retire, retired_path
from tools.i18n.tsfile import read_ts, update_catalogue, wanted, write_ts
from tools.i18n.yaml_extractor import (
    chart_entries,
    data_field_entries,
    pack_folders,
    pack_yaml_entries,
    section_entries,
)


def update_keeping_old(path: Path, fresh: list[Entry], lang: str) -> list[Entry]:
    """Update an engine or pack catalogue; a translated text it loses goes to the retired
    catalogue, since saved turn logs may still show it."""
    old, retired = read_ts(path), read_ts(retired_path(path.parent, lang))
    # A text the catalogue lacks takes its retired translation back when it has one.
    merged = merge(wanted(fresh, lang), [*retired, *old], lang)
    write_ts(path, lang, merged)
    retire(path.parent, lang, retired, dropped(old, merged, lang), merged)
    return merged


def pack_entries(folder: Path) -> tuple[list[Entry], list[Entry]]:
    """pack.yaml's texts, the modules' `ctx.msg` strings and the card and table texts they show
    (context `<pack>`), and the variant patches' node texts (in their charts' contexts)."""
    found = pack_yaml_entries(folder)
    if found is None:
        return [], []
    own, patched = found
    fields: set[str] = set()
    for module in sorted(folder.glob("*.py")):
        own += module_entries(folder.name, module, fields)
    own += data_field_entries(folder, fields)
    for chart in sorted((folder / "charts").glob("*.yaml")):
        own += section_entries(folder.name, chart)
    return own, patched


def rules_entries(folder: Path) -> list[Entry]:
    """Every translatable text of one pack folder, contexts in a stable order."""
    own, patched = pack_entries(folder)
    entries = list(own)
    charts = sorted((folder / "charts").glob("*.yaml"))
    for chart in charts:
        entries += chart_entries(folder.name, chart)
        entries += [e for e in patched if e.context == f"{folder.name}/{chart.stem}"]
    known = {f"{folder.name}/{c.stem}" for c in charts}
    entries += [e for e in patched if e.context not in known]
    return dedupe(entries)


def extract_pack(folder: Path, out_dir: Path = TRANSLATIONS) -> dict[str, list[Entry]]:
    """Write rules_<pack>_{pl,uk,en}.ts for one pack folder."""
    fresh = rules_entries(folder)
    return {
        lang: update_keeping_old(out_dir / f"rules_{folder.name}_{lang}.ts", fresh, lang) for lang in LANGS
    }


def extract_engine(out_dir: Path = TRANSLATIONS) -> None:
    """Write engine_{pl,uk,en}.ts."""
    fresh = engine_entries()
    for lang in LANGS:
        update_keeping_old(out_dir / f"engine_{lang}.ts", fresh, lang)


def extract_ui(out_dir: Path = TRANSLATIONS) -> None:
    """Update ui_{pl,uk,en}.ts from the interface code (English: plural forms only)."""
    fresh = ui_entries()
    for lang in LANGS:
        update_catalogue(out_dir / f"ui_{lang}.ts", fresh, lang)


def extract(packs: list[str]) -> int:
    """Re-extract the named packs (everything when none is named)."""
    TRANSLATIONS.mkdir(exist_ok=True)
    folders = pack_folders()
    if packs:
        unknown = sorted(set(packs) - {f.name for f in folders})
        if unknown:
            have = ", ".join(f.name for f in folders)
            print(f"no such pack: {', '.join(unknown)} (have: {have})", file=sys.stderr)
            return 2
        folders = [f for f in folders if f.name in packs]
    else:
        extract_engine()
        extract_ui()
    for folder in folders:
        merged = extract_pack(folder)
        left = ", ".join(f"{lang} {sum(not e.is_done(lang) for e in es)}" for lang, es in merged.items())
        print(f"{folder.name}: {len(merged['pl'])} texts; untranslated {left}")
    return 0
