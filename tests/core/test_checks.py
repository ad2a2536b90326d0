"""A pack's `checks:` (issue 14 item 13): the cards a player has not checked, a card with the
player's corrections, the answers saved as the table's user overlay (refused values write
nothing) and read back at the next start; how the check's fields are edited; the declaration
validated."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml
from core_helpers import bundled_packs
from pydantic import ValidationError

from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.pack.pack_model import Check, ProfileField
from desktop.core.pack.pack_validate import validate_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.play import copy_checks

TABLE = "bot_deck_check"


def fresh_eu(overlays: Path) -> Pack:
    """The EU pack with the overlays of `overlays` (a pack of its own: a save changes it)."""
    pack, problems = load_pack(bundled_rules_dir() / "eupop", overlays)
    assert pack is not None and problems == [] and pack.overlay_problems == [], problems
    return pack


def test_answers_are_saved_as_the_tables_overlay_and_read_at_the_next_start(tmp_path: Path) -> None:
    """Seed 002, Bot Cards: the player's own cards decide; a correction is the value used."""
    pack = fresh_eu(tmp_path)
    assert len(copy_checks.unchecked(pack, TABLE)) == 24
    assert copy_checks.card_values(pack, TABLE, "12")["cost"] == 3
    path = copy_checks.save(
        pack, TABLE, {"01": {"confirmed": True}, "12": {"confirmed": True, "cost": 1}}, tmp_path
    )
    assert path == tmp_path / "eupop" / "tables" / "bot_deck_check.yaml"
    assert (
        copy_checks.unchecked(pack, TABLE)[:2] == ["02", "03"]
        and len(copy_checks.unchecked(pack, TABLE)) == 22
    )
    assert copy_checks.card_values(pack, TABLE, "12")["cost"] == 1, "used at once"
    assert copy_checks.card_of_deck(pack, "bot_deck", "12")["cost"] == 1, "the drawn card shows it too"
    again = fresh_eu(tmp_path)
    assert (
        len(copy_checks.unchecked(again, TABLE)) == 22
        and copy_checks.card_values(again, TABLE, "12")["cost"] == 1
    )
    status = copy_checks.statuses(again)[0]
    assert status.table == TABLE and status.total == 24 and len(status.unchecked) == 22


def test_a_refused_answer_writes_nothing_and_changes_nothing(tmp_path: Path) -> None:
    pack = fresh_eu(tmp_path)
    copy_checks.save(pack, TABLE, {"01": {"confirmed": True}}, tmp_path)
    before = (tmp_path / "eupop" / "tables" / "bot_deck_check.yaml").read_bytes()
    with pytest.raises(ValidationError):
        copy_checks.save(pack, TABLE, {"01": {"confirmed": True}, "05": {"cost": -1}}, tmp_path)
    assert (tmp_path / "eupop" / "tables" / "bot_deck_check.yaml").read_bytes() == before
    assert (
        copy_checks.unchecked(pack, TABLE)[0] == "02"
        and copy_checks.card_values(pack, TABLE, "05")["cost"] == 3
    )


def test_the_overlay_keeps_only_what_the_player_said(tmp_path: Path) -> None:
    pack = fresh_eu(tmp_path)
    copy_checks.save(
        pack, TABLE, {"03": {"confirmed": True, "cost": None}, "04": {"confirmed": False}}, tmp_path
    )
    text = (tmp_path / "eupop" / "tables" / "bot_deck_check.yaml").read_text(encoding="utf-8")
    assert yaml.safe_load(text) == {"cards": {"03": {"confirmed": True}}}, "no empty answer is written"
    assert copy_checks.unchecked(pack, TABLE)[:3] == ["01", "02", "04"]


def test_the_check_is_edited_field_by_field_with_the_packs_words() -> None:
    pack = bundled_packs()["eupop"]
    shape = copy_checks.row_shape(pack, TABLE)
    assert shape is not None
    kinds = {name: (sub.kind, sub.label.text) for name, sub in shape.props}
    assert kinds == {
        "actions": ("picks", "Actions"),
        "war_action": ("choice", "War Action"),
        "cost": ("int", "Cost"),
        "discard_icon": ("choice", "Discard icon"),
        "focus_type": ("choice", "FOCUS type"),
    }
    war = dict(shape.props)["war_action"]
    assert [o.id for o in war.options][-2:] == ["idea", "none"], "an Action or none: one choice"
    assert dict(shape.props)["cost"].minimum == 0


def test_a_check_names_a_table_with_a_schema_and_a_deck_with_its_fields() -> None:
    eu = bundled_packs()["eupop"]
    clone = copy.copy(eu)
    bad = {
        "nothing": Check(label="X", deck="bot_deck", fields={"cost": ProfileField()}),
        TABLE: Check(label="Y", deck="no_deck", fields={"cost": ProfileField()}),
        "difficulty": Check(label="Z", deck="bot_deck", fields={"colour": ProfileField()}),
    }
    clone.meta = eu.meta.replaced(checks=bad)
    problems = validate_pack(clone)
    assert any("no table 'nothing' keeps the answers" in p for p in problems), problems
    assert any("unknown deck 'no_deck'" in p for p in problems)
    assert any("no card of deck 'bot_deck' has a field 'colour'" in p for p in problems)


def test_a_game_plays_with_the_answers_it_kept_and_a_check_event_changes_them(tmp_path: Path) -> None:
    """A game keeps the answers it started with; answers saved later reach it only through its
    `check` event, so a replay of an earlier draw pays what was paid; damaged answers are refused."""
    from desktop.core.messages import InputError
    from desktop.core.play.session import Session

    pack = fresh_eu(tmp_path)
    session = Session(pack, 3)
    session.add_bot("b1", {"name": "Castile"})
    copy_checks.save(pack, TABLE, {"12": {"cost": 1}}, tmp_path)
    assert copy_checks.card_values(pack, TABLE, "12", session.world["shared"])["cost"] == 3, "kept"
    assert copy_checks.changed_tables(pack, session.world["shared"]) == [TABLE]
    entries = session.apply({"type": "check", "table": TABLE, "answers": {"12": {"cost": 1}}})
    assert copy_checks.card_values(pack, TABLE, "12", session.world["shared"])["cost"] == 1
    assert entries[0].text.params["cards"] == "12"
    assert copy_checks.changed_tables(pack, session.world["shared"]) == []
    assert session.undo() and copy_checks.card_values(pack, TABLE, "12", session.world["shared"])["cost"] == 3
    for bad in ({"12": {"cost": -1}}, {"12": 5}, None):
        with pytest.raises(InputError):
            session.apply({"type": "check", "table": TABLE, "answers": bad})
    with pytest.raises(InputError):
        session.apply({"type": "check", "table": "nothing", "answers": {}})
    older = Session(pack, 3)
    older.world["shared"].pop(copy_checks.KEY)  # a game saved before games kept their answers
    assert copy_checks.card_values(pack, TABLE, "12", older.world["shared"])["cost"] == 1, "the table's"


def test_a_json_save_replays_with_the_answers_its_game_started_with(tmp_path: Path) -> None:
    """A save carries the answers its game started with, so it opens with its own values where
    the player's check differs; a save written before games kept answers opens as it did (no
    "damaged" warning), playing with the tables'."""
    import json

    from desktop.core.play.session import Session
    from desktop.core.store.saves import session_from_json, session_to_json

    pack = fresh_eu(tmp_path / "a")
    session = Session(pack, 3)
    session.add_bot("b1", {"name": "Castile"})
    session.apply({"type": "check", "table": TABLE, "answers": {"12": {"cost": 1}}})
    data = json.loads(json.dumps(session_to_json(session)))
    assert data["checks"] == {TABLE: {}}
    elsewhere = fresh_eu(tmp_path / "b")
    copy_checks.save(elsewhere, TABLE, {"05": {"cost": 0}}, tmp_path / "b")
    opened, warnings = session_from_json(data, {"eupop": elsewhere})
    assert warnings == [] and opened.world == session.world
    assert opened.undo() and opened.world["shared"][copy_checks.KEY] == {TABLE: {}}, "the start, not theirs"

    older = copy.deepcopy(data)
    del older["checks"]
    older["events"] = older["events"][:1]
    older["cursor"] = 1
    older["world"]["shared"].pop(copy_checks.KEY)
    older["world"]["bots"] = {"b1": opened.world["bots"]["b1"]}
    opened, warnings = session_from_json(older, {"eupop": elsewhere})
    assert warnings == [] and copy_checks.KEY not in opened.world["shared"]
    assert copy_checks.card_values(elsewhere, TABLE, "05", opened.world["shared"])["cost"] == 0, "the table's"


def test_damaged_answers_in_a_kept_game_state_are_found_before_use(tmp_path: Path) -> None:
    """A game state (a snapshot, a save's world) whose kept answers the table's schema refuses is
    damaged, like any other value in it; good answers pass."""
    from desktop.core.play.session import Session
    from desktop.core.play.world_check import check_world

    pack = fresh_eu(tmp_path)
    session = Session(pack, 3)
    session.add_bot("b1", {"name": "Castile"})
    assert check_world(pack, session.world) == []
    session.world["shared"][copy_checks.KEY] = {TABLE: {"12": {"cost": 1}}}
    assert check_world(pack, session.world) == []
    for bad in ({TABLE: {"12": {"cost": "x"}}}, {TABLE: []}, {}, "x"):
        session.world["shared"][copy_checks.KEY] = bad
        assert check_world(pack, session.world) == [
            "the answers of the card checks the game plays with are damaged"
        ], bad


def test_a_value_read_at_a_draw_is_played_kept_and_the_card_still_counts_as_not_compared(
    tmp_path: Path,
) -> None:
    """Seed 002, Bot Cards: no source gives card 18's discard icon; the player reads it at the
    draw (issue 28 item 6). The game plays with it, the table keeps it for the next games, and
    the card is still to be compared with the player's whole card."""
    pack = fresh_eu(tmp_path)
    shared: dict[str, object] = {copy_checks.KEY: copy_checks.kept_now(pack)}
    copy_checks.learn(pack, shared, "bot_deck", "18", "discard_icon", "military")
    assert copy_checks.card_values(pack, TABLE, "18", shared)["discard_icon"] == "military"
    assert "18" in copy_checks.unchecked(pack, TABLE, shared), "read at a draw is not compared"
    status = copy_checks.statuses(pack, shared)[0]
    assert status.learned == {"18": {"discard_icon": "military"}}
    merged = copy_checks.with_learned(pack, TABLE, status.learned)
    copy_checks.save(pack, TABLE, merged, tmp_path)
    again = fresh_eu(tmp_path)
    assert copy_checks.card_values(again, TABLE, "18")["discard_icon"] == "military"
    assert "18" in copy_checks.unchecked(again, TABLE)
    assert copy_checks.statuses(again, shared)[0].learned == {}, "kept: nothing more to keep"
    copy_checks.learn(again, shared, "bot_deck", "18", "discard_icon", "none")
    assert copy_checks.card_values(again, TABLE, "18", shared)["discard_icon"] == "military", (
        "a value the game has already is not replaced"
    )


@pytest.mark.parametrize(
    ("told", "said"),
    [
        ({"12": ["cost", "discard_icon"]}, ("12", "Cost and Discard icon")),
        ({"12": []}, ("12", "")),
        ({"04": ["cost"], "12": ["cost"]}, ("04, 12", "")),
        (None, ("", "")),  # a step written before steps said which card
        ({"99": ["cost"]}, ("", "")),  # no such card
        ({"12": ["colour"]}, ("", "")),  # no such field
        ({"12": "cost"}, ("", "")),
        ({str(i): [] for i in range(300)}, ("", "")),
        ([], ("", "")),
    ],
)
def test_a_check_step_says_which_card_and_fields_it_took_and_a_damaged_one_says_nothing(
    tmp_path: Path, told: object, said: tuple[str, str]
) -> None:
    """What undo says of a check the game took (QA long play, finding 8): read from the event,
    every part of it checked."""
    from desktop.core.messages import render_plain

    pack = fresh_eu(tmp_path)
    event: dict[str, object] = {"type": "check", "table": TABLE, "answers": {}}
    if told is not None:
        event["told"] = told
    cards, fields = copy_checks.told_words(pack, event)
    assert (cards, render_plain(fields)) == said


def test_a_check_event_keeps_what_it_changes(tmp_path: Path) -> None:
    from desktop.core.play.session import Session

    pack = fresh_eu(tmp_path)
    session = Session(pack, 1)
    copy_checks.save(pack, TABLE, {"01": {"confirmed": True}, "12": {"cost": 1}}, tmp_path)
    [event] = session.pending_checks()
    assert event["told"] == {"01": [], "12": ["cost"]}
    session.apply(event)
    assert session.pending_checks() == []
