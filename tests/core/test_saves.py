"""Save files: atomic autosave with 5 backups; bad files get a clear message and stay untouched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from core_helpers import tiny_pack, tiny_session

from desktop.core.messages import render_plain
from desktop.core.store.saves import FORMAT_VERSION, SaveError, load_session, save_session


def saved(tmp_path: Path) -> Path:
    session = tiny_session()
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    path = tmp_path / "game.json"
    save_session(session, path)
    return path


def test_save_has_format_version_and_app_version(tmp_path: Path) -> None:
    data = json.loads(saved(tmp_path).read_text())
    assert data["format"] == "botmat-session" and data["version"] == FORMAT_VERSION
    assert data["app_version"] and data["pack"] == "tiny"


def test_autosave_keeps_the_last_five_backups(tmp_path: Path) -> None:
    session = tiny_session()
    path = tmp_path / "auto.json"
    for i in range(8):
        session.apply({"type": "set_shared", "name": "round", "value": i + 1})
        save_session(session, path)
    backups = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("auto.json."))
    assert backups == [f"auto.json.{i}" for i in range(1, 6)]
    newest_backup = json.loads((tmp_path / "auto.json.1").read_text())
    assert newest_backup["world"]["shared"]["round"] == 7
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]


@pytest.mark.parametrize(
    "mangle,message",
    [
        (lambda t: t[: len(t) // 2], "truncated"),
        (lambda t: t.replace('"events"', '"events" x', 1), "damaged"),
        (lambda t: "", "truncated"),
        (lambda t: json.dumps({"hello": 1}), "not a Botmat save"),
        (lambda t: t.replace(f'"version":{FORMAT_VERSION}', '"version":99', 1), "newer Botmat"),
        (lambda t: t.replace('"events":[', '"events":{"x":[', 1).replace("]", "]}", 1), "damaged"),
    ],
)
def test_bad_files_get_a_clear_message_and_stay_as_they_were(tmp_path: Path, mangle, message) -> None:  # type: ignore[no-untyped-def]
    path = saved(tmp_path)
    path.write_text(mangle(path.read_text()))
    before = path.read_bytes()
    with pytest.raises(SaveError, match=message) as err:
        load_session(path, {"tiny": tiny_pack()})
    assert str(path) in str(err.value)
    assert path.read_bytes() == before


def test_binary_garbage_is_not_a_save(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError, match="not a Botmat save"):
        load_session(path, {"tiny": tiny_pack()})


def test_missing_pack_is_named(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="rule pack 'tiny'"):
        load_session(saved(tmp_path), {})


def test_changed_rules_keep_the_saved_state(tmp_path: Path) -> None:
    """If replay no longer matches (rules changed), the saved state wins and nothing is lost."""
    path = saved(tmp_path)
    data = json.loads(path.read_text())
    data["world"]["bots"]["b1"]["power"] = 17
    data["pack_revision"] = 0
    path.write_text(json.dumps(data))
    session, warnings = load_session(path, {"tiny": tiny_pack()})
    assert session.world["bots"]["b1"]["power"] == 17
    assert warnings and "revision 0" in render_plain(warnings[0])
    assert not session.can_undo()
    session.apply({"type": "done", "bot": "b1"})
    assert session.undo() and session.world["bots"]["b1"]["power"] == 17


def test_migration_hook_upgrades_old_formats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.core.store import saves

    path = saved(tmp_path)
    data = json.loads(path.read_text())
    data["version"] = 0
    data["old_name_for_seed"] = data.pop("seed")
    path.write_text(json.dumps(data))

    def upgrade(old: dict) -> dict:
        old["seed"] = old.pop("old_name_for_seed")
        return old

    monkeypatch.setitem(saves.MIGRATIONS, 0, upgrade)
    session, _ = load_session(path, {"tiny": tiny_pack()})
    assert session.current("b1").kind == "do"
