"""The committed catalogues: up to date with the code and packs, complete, well-formed."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from i18n_helpers import ROOT, TRANSLATIONS, messages_of_play

from desktop.core.pack.pack_catalog import load_packs
from tools.i18n.catalogue import LANGS, NUMERUS_FORMS, lang_of, placeholder_problem
from tools.i18n.extract import extract_engine, extract_pack, extract_ui
from tools.i18n.tsfile import read_ts
from tools.i18n.yaml_extractor import pack_folders

PACKS = [p.name for p in pack_folders()]
EXPECTED = sorted(
    {f"{base}_{lang}.ts" for base in ["ui", "engine"] + [f"rules_{p}" for p in PACKS] for lang in LANGS}
    | {p.name for p in TRANSLATIONS.glob("*.ts")}
)


def normal(path: Path) -> list[tuple[object, ...]]:
    """What a catalogue says, without locations and comments (they move with every edit)."""
    return sorted(
        (e.context, e.source, e.disambiguation or "", e.numerus, tuple(e.forms()), e.finished)
        for e in read_ts(path)
    )


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The committed catalogues after a full re-extraction into a scratch folder."""
    out = tmp_path_factory.mktemp("fresh-translations")
    for ts in TRANSLATIONS.glob("*.ts"):
        shutil.copy(ts, out / ts.name)
    extract_engine(out)
    extract_ui(out)
    for folder in pack_folders():
        extract_pack(folder, out)
    return out


@pytest.mark.parametrize("name", EXPECTED)
def test_catalogue_exists_and_extraction_leaves_it_unchanged(name: str, fresh: Path) -> None:
    """lupdate (ui_*) and `python -m tools.i18n extract` (engine_*, rules_*) find nothing new or stale."""
    committed = TRANSLATIONS / name
    assert committed.exists(), f"{name} is missing: run python -m tools.i18n extract"
    assert normal(fresh / name) == normal(committed), (
        f"{name} is out of date with the code or the pack: run python -m tools.i18n extract"
    )


@pytest.mark.parametrize("name", EXPECTED)
def test_no_entry_is_unfinished(name: str) -> None:
    """Every pl/uk entry (and every English plural entry) is translated; an incomplete pack fails."""
    path = TRANSLATIONS / name
    assert path.exists(), f"{name} is missing"
    lang = lang_of(path)
    left = [f"{e.context}: {e.source!r}" for e in read_ts(path) if not e.is_done(lang)]
    assert not left, f"{len(left)} untranslated in {name}, e.g. {left[:5]}"


@pytest.mark.parametrize("name", EXPECTED)
def test_plural_entries_have_the_languages_number_of_forms(name: str) -> None:
    """Polish and Ukrainian one/few/many, English one/other (glossary §3)."""
    path = TRANSLATIONS / name
    lang = lang_of(path)
    for e in read_ts(path):
        if e.numerus:
            assert len(e.forms()) == NUMERUS_FORMS[lang], (name, e.source)


@pytest.mark.parametrize("name", EXPECTED)
def test_placeholders_are_identical_to_the_source(name: str) -> None:
    """`{name}` parameters are the same in the source and in every translated form, so no
    number, name or card id is ever typed into a sentence."""
    path = TRANSLATIONS / name
    bad = []
    for e in read_ts(path):
        forms = [f for f in e.forms() if f]
        problem = placeholder_problem(e.source, forms) if forms else None
        if problem:
            bad.append(f"{e.context}: {e.source!r}: {problem}")
    assert not bad, bad


@pytest.mark.parametrize("name", EXPECTED)
def test_no_number_is_typed_into_a_translation(name: str) -> None:
    """Numbers are parameters: a translation has no digits its English source lacks (a
    typed-in "× 2" would be wrong as soon as the rule's number changes)."""
    bad = []
    for e in read_ts(TRANSLATIONS / name):
        allowed = set(_DIGITS.findall(_BRACES.sub(" ", e.source)))
        for form in e.forms():
            extra = set(_DIGITS.findall(_BRACES.sub(" ", form))) - allowed
            if extra:
                bad.append(f"{e.context}: {e.source[:60]!r}: {sorted(extra)} in {form[:80]!r}")
    assert not bad, bad[:5]


_DIGITS = re.compile(r"\d+")
_BRACES = re.compile(r"\{[^}]*\}")


@pytest.mark.parametrize("pack_id", PACKS)
def test_every_text_shown_in_play_is_in_the_pack_catalogue(pack_id: str) -> None:
    """Random play of each bundled pack: every text it shows has a catalogue entry (nothing a
    player sees can stay English because the extractor missed it)."""
    packs, problems = load_packs(ROOT / "rules")
    if pack_id not in packs:
        own = [p for p in problems if f"/{pack_id}/" in p]
        pytest.fail(f"pack {pack_id} does not load: {own[:3]}")
    known = {
        (e.context, e.source)
        for lang in ("pl", "uk")
        for e in read_ts(TRANSLATIONS / f"rules_{pack_id}_{lang}.ts")
    }
    known |= {(e.context, e.source) for e in read_ts(TRANSLATIONS / "engine_pl.ts")}
    shown = {(m.context, m.text) for m in messages_of_play(packs[pack_id], turns=25)}
    missing = sorted(shown - known)
    assert not missing, missing[:10]
