"""Issue 16 item 1: every refusal and warning a player can see is a message the UI translates,
while `str()` of the error stays English for the CLI and logs."""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from i18n_helpers import ROOT, TRANSLATIONS, nested

from desktop.core import paths
from desktop.core.messages import InputError, Message, MessageError, Said, render_plain
from desktop.core.pack.pack_catalog import load_packs
from desktop.core.pack.pack_loading import Pack
from desktop.core.play.session import Session
from desktop.core.profile import profiles
from desktop.core.store.game_library import Library
from desktop.core.store.game_store import StoreError, open_game
from desktop.core.store.saves import SaveError, load_session, save_session
from tools.i18n.tsfile import read_ts


@cache
def translated() -> dict[str, set[tuple[str, str]]]:
    """(context, source) of every finished entry, per language."""
    out: dict[str, set[tuple[str, str]]] = {}
    for lang in ("pl", "uk"):
        out[lang] = {
            (e.context, e.source)
            for ts in TRANSLATIONS.glob(f"*_{lang}.ts")
            for e in read_ts(ts)
            if e.is_done(lang)
        }
    return out


def untranslated(said: Said) -> list[str]:
    """Parts of a message a Polish or Ukrainian player would see in English."""
    if isinstance(said, str):
        return [said]
    missing = []
    for msg in nested(said):
        for lang, known in translated().items():
            if (msg.context, msg.text) not in known:
                missing.append(f"{lang}: {msg.context}: {msg.text!r}")
    return missing


@cache
def packs() -> dict[str, Pack]:
    found, problems = load_packs(ROOT / "rules")
    assert not problems, problems
    return found


def eu_session() -> Session:
    session = Session(packs()["eupop"], 4)
    session.add_bot("b1", {"name": "Venice"})
    return session


def refusal(action: Any) -> MessageError:
    with pytest.raises(MessageError) as err:
        action()
    return err.value


REFUSED_EVENTS = [
    {"type": "answer", "bot": "b1", "option": "maybe"},
    {"type": "roll", "bot": "b1", "value": 3},
    {"type": "start", "bot": "b1", "chart": "no_such_chart"},
    {"type": "start", "bot": "b9", "chart": "main"},
    {"type": "correct", "bot": "b1", "path": "power.available", "value": "lots"},
    {"type": "correct", "bot": "b1", "path": "power.available", "value": 5000},
    {"type": "set_shared", "name": "age", "value": 9},
    {"type": "jump"},
]


@pytest.mark.parametrize("event", REFUSED_EVENTS, ids=lambda e: str(e.get("type")))
def test_a_refused_event_says_why_in_every_language(event: dict[str, Any]) -> None:
    session = eu_session()
    err = refusal(lambda: session.apply(event))
    assert isinstance(err, InputError) and isinstance(err.message, Message)
    assert untranslated(err.message) == []
    assert str(err) == render_plain(err.message) and "{" not in str(err), "English for the CLI"


def test_a_field_refused_by_hand_is_named_in_the_packs_words() -> None:
    """The correction names the mat field as the pack labels it, translated with it."""
    err = refusal(
        lambda: eu_session().apply({"type": "correct", "bot": "b1", "path": "power.available", "value": "x"})
    )
    fields = [m for m in nested(err.message) if m.context == "eupop"]
    assert fields and untranslated(err.message) == []


def test_damaged_and_foreign_files_are_refused_in_player_words(tmp_path: Path) -> None:
    garbage = tmp_path / "game.json"
    garbage.write_text("{not json", encoding="utf-8")
    foreign = tmp_path / "other.json"
    foreign.write_text(json.dumps({"format": "something-else"}), encoding="utf-8")
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({"format": "botmat-session", "version": 99}), encoding="utf-8")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    for path in (garbage, foreign, newer, folder):
        err = refusal(lambda path=path: load_session(path, packs()))
        assert isinstance(err, SaveError) and untranslated(err.message) == [], path.name
        assert str(path) in str(err)
    game = tmp_path / "fake.botmat"
    game.write_bytes(b"SQLite format 3\x00" + os.urandom(200))
    err = refusal(lambda: open_game(game, packs()))
    assert isinstance(err, StoreError) and untranslated(err.message) == []


def test_a_game_restored_with_damage_warns_in_player_words(tmp_path: Path) -> None:
    session = eu_session()
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    path = tmp_path / "old.json"
    save_session(session, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["pack_revision"] = -1
    data["cursor"] = 999
    data["world"]["bots"]["b1"]["ducats"] = 3
    path.write_text(json.dumps(data), encoding="utf-8")
    _, warnings = load_session(path, packs())
    assert warnings and all(untranslated(w) == [] for w in warnings), [render_plain(w) for w in warnings]


def test_profile_refusals_name_the_field_and_the_reason_in_player_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Schema refusals (pydantic's types and the packs' own validators) are messages too."""
    monkeypatch.setenv("BOTMAT_DATA_DIR", str(tmp_path))
    pack = packs()["eupop"]
    bad = {"name": "", "targeting": {"military": [{"dice": [1, 3], "target": {"kind": "owner_of"}}]}}
    problems = profiles.check(pack, "realm", bad)
    assert len(problems) >= 2
    for problem in problems:
        assert untranslated(problem.message()) == [], render_plain(problem.message())
    folder = profiles.folder(pack, "realm")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.yaml").write_text(yaml.safe_dump(bad), encoding="utf-8")
    (folder / "tabs.yaml").write_text("name: [unclosed\n", encoding="utf-8")
    _, listed = profiles.list_profiles(pack, "realm")
    assert len(listed) == 2
    assert all(untranslated(said) == [] for said in listed), [render_plain(p) for p in listed]


def test_the_library_reports_what_it_cannot_import_in_player_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOTMAT_DATA_DIR", str(tmp_path))
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    (paths.saves_dir() / "bad.json").write_text('{"format": "botmat-session", "version": 1}')
    library = Library(tmp_path / "games", tmp_path / "trash")
    problems = library.first_start_import(packs())
    assert problems and all(untranslated(p) == [] for p in problems), [render_plain(p) for p in problems]
