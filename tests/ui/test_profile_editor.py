"""Profiles in the one generic editor built from the pack's schema: die-tree checks by the EU
Realm schema, the editor (add, nest, reorder, save, refusals beside the field, delete), the Glory
keyed cards, and choosing a profile for a Bot in the New game dialog."""

from __future__ import annotations

from typing import Any

import yaml
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.core import paths
from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.profile import profiles
from desktop.ui.forms.profile_editor import ProfileEditor

CASTILE = {
    "name": "Castile",
    "removed_cards": {1: ["05", "12"], 2: [], 3: [], 4: []},
    "targeting": {
        "military": [
            {
                "dice": [1, 2],
                "target": {"kind": "realm", "name": "France"},
                "substitute": {"kind": "owner_of", "name": "Navarra"},
            },
            {
                "dice": [3, 4],
                "children": [
                    {"dice": [1, 3], "target": {"kind": "realm_in", "name": "Italy"}},
                    {"dice": [4, 6], "target": {"kind": "vacant_territory", "name": ""}},
                ],
            },
            {"dice": [5, 6], "target": {"kind": "owner_of", "name": "Milan"}},
        ],
        "diplomatic": [{"dice": [1, 6], "target": {"kind": "realm", "name": "Portugal"}}],
    },
}
MILITARY = "Targeting Charts › Military Targeting Chart"


def eu(eu_rules: Any) -> Pack:
    pack, problems = load_pack(eu_rules / "eupop")
    assert pack is not None and not problems
    return pack


def problems_of(pack: Pack, military: list[dict[str, Any]]) -> list[str]:
    doc = {"name": "T", "targeting": {"military": military}}
    return [p.text() for p in profiles.check(pack, "realm", doc)]


def test_sibling_ranges_must_cover_the_die_once(eu_rules: Any) -> None:
    """The EU pack's schema checks the die trees; the field is named in player words."""
    pack = eu(eu_rules)
    assert profiles.check(pack, "realm", CASTILE) == []
    gap = [
        {"dice": [1, 2], "target": {"kind": "realm", "name": "A"}},
        {"dice": [4, 6], "target": {"kind": "realm", "name": "B"}},
    ]
    assert problems_of(pack, gap) == [f"{MILITARY}: die ranges do not cover [3]"]
    overlap = [
        {"dice": [1, 4], "target": {"kind": "realm", "name": "A"}},
        {"dice": [3, 6], "target": {"kind": "realm", "name": "B"}},
    ]
    assert problems_of(pack, overlap) == [f"{MILITARY}: die ranges overlap at [3, 4]"]
    nested_gap = [{"dice": [1, 6], "children": [{"dice": [1, 5], "target": {"kind": "realm", "name": "A"}}]}]
    assert problems_of(pack, nested_gap) == [f"{MILITARY} › 1–6: die ranges do not cover [6]"]
    unnamed = [{"dice": [1, 6], "target": {"kind": "owner_of", "name": " "}}]
    assert problems_of(pack, unnamed) == [f"{MILITARY} › 1–6 › Target: this target needs a name"]


def test_editor_builds_nests_reorders_and_saves(qtbot: QtBot, eu_rules: Any) -> None:
    pack = eu(eu_rules)
    editor = ProfileEditor(pack)
    qtbot.addWidget(editor)
    form = editor.form
    qtbot.keyClicks(form.field(("name",)), "Venice")
    form.field(("removed_cards", 2)).setText("01, 02")
    tree = form.field(("targeting", "military"))
    dice = tree.detail.editor("dice")
    click(qtbot, tree.buttons["add"])  # a range at 1
    dice.spins[1].setValue(3)
    tree.detail.editor("target").field("name").setText("Genoa")
    click(qtbot, tree.buttons["add"])  # the next free die face: 4
    assert tree.current_value()["dice"] == [4, 4]
    dice.spins[1].setValue(6)
    click(qtbot, tree.buttons["nest"])  # 4-6 now holds a nested roll
    dice.spins[1].setValue(6)
    tree.detail.editor("target").field("kind").setCurrentIndex(3)  # vacant Territory needs no name
    click(qtbot, tree.buttons["up"])  # nothing above: stays first
    top = form.value_at(("targeting", "military"))
    assert [n["dice"] for n in top] == [[1, 3], [4, 6]]
    assert "target" not in top[1] and top[1]["children"][0]["target"]["kind"] == "vacant_territory"
    tree.tree.setCurrentItem(tree.tree.topLevelItem(1))
    assert not tree.detail.editor("target").isEnabled(), "an entry with a nested roll has no target"
    click(qtbot, tree.buttons["up"])
    assert [n["dice"] for n in form.value_at(("targeting", "military"))] == [[4, 6], [1, 3]]
    assert [tree.tree.topLevelItem(i).text(0) for i in range(2)] == ["4–6", "1–3"]
    assert tree.tree.topLevelItem(1).text(1) == "Realm: Genoa"
    assert editor.save(), editor.problems.text()
    saved = paths.profiles_dir("eupop", "realm") / "Venice.yaml"
    data = yaml.safe_load(saved.read_text(encoding="utf-8"))
    assert data["removed_cards"][2] == ["01", "02"]
    assert data["targeting"]["military"][0]["children"][0]["dice"] == [1, 6]
    assert [s.file.name for s in profiles.list_profiles(pack, "realm")[0]] == ["Venice.yaml"]


def test_editor_refuses_a_gap_beside_the_field_and_keeps_the_data(qtbot: QtBot, eu_rules: Any) -> None:
    pack = eu(eu_rules)
    editor = ProfileEditor(pack)
    qtbot.addWidget(editor)
    form = editor.form
    form.field(("name",)).setText("Gap")
    tree = form.field(("targeting", "diplomatic"))
    click(qtbot, tree.buttons["add"])
    tree.detail.editor("target").field("name").setText("Milan")
    assert not editor.save()
    reason = "die ranges do not cover [2, 3, 4, 5, 6]"
    assert f"Diplomatic Targeting Chart: {reason}" in editor.problems.text()
    beside = form.slots[("targeting", "diplomatic")].refusal
    assert beside is not None and beside.isVisibleTo(editor) and beside.text() == reason
    assert not list(paths.profiles_dir("eupop", "realm").glob("*.yaml"))
    assert form.value_at(("targeting", "diplomatic"))[0]["target"]["name"] == "Milan"
    tree.detail.editor("dice").spins[1].setValue(6)  # the refusal goes as soon as it is fixed
    assert not beside.isVisibleTo(editor) and "Not saved" not in editor.problems.text()
    assert editor.save(), editor.problems.text()


def test_eu_schema_and_new_game_with_a_realm_profile(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app()
    editor = app.window.dialogs.edit_profiles("eupop")
    assert editor is not None and editor.isVisible()
    editor.load(CASTILE)
    age3 = editor.form.field(("removed_cards", 3))
    age3.setText("99")
    assert not editor.save()
    assert "99" in editor.problems.text()
    age3.setText("")
    assert editor.save(), editor.problems.text()
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("eupop")
    combo = dialog.bots[0].widgets["realm"]
    assert [combo.itemText(i) for i in range(combo.count())][1:] == ["Castile", "New Realm profile…"]
    combo.setCurrentIndex(1)
    dialog.accept()
    session = app.controller.session
    assert session is not None
    assert session.world["meta"]["b1"]["profile"]["name"] == "Castile"
    assert "Castile" in app.window.bot_panels["b1"].title.text()


def test_a_broken_profile_file_is_named_and_the_rest_offered(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    folder = paths.profiles_dir("eupop", "realm")
    (folder / "Castile.yaml").write_text(yaml.safe_dump(CASTILE), encoding="utf-8")
    broken = folder / "Broken.yaml"
    broken.write_text("name: [unclosed\n", encoding="utf-8")
    app = make_app()
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("eupop")
    assert str(broken) in dialog.message.text()
    combo = dialog.bots[0].widgets["realm"]
    assert [combo.itemText(i) for i in range(1, combo.count())] == ["Castile", "New Realm profile…"]


def test_keyed_automa_cards_are_offered_not_checked_as_a_realm(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """A profile kind other than the EU Realm is checked by its own pack's schema only."""
    folder = paths.profiles_dir("glory_automa", "automa_cards")
    card = {
        "numbers": [2, 3, 1, 4, 1, 2],
        "free": ["coins", "technology"],
        "main": ["city", "market", "swordsmen", "battles"],
        "arrow": 2,
    }
    deck = {"name": "Home deck", "cards": [{"id": f"A{i:02d}", **card} for i in range(1, 13)]}
    (folder / "home.yaml").write_text(yaml.safe_dump(deck), encoding="utf-8")
    bad = {"name": "Bad arrow", "cards": [{**deck["cards"][0], "arrow": 9}]}
    (folder / "short.yaml").write_text(yaml.safe_dump(bad), encoding="utf-8")
    app = make_app()
    found, said = profiles.list_profiles(app.controller.packs["glory_automa"], "automa_cards")
    problems = [render_plain(p) for p in said]
    assert [stored.name for stored in found] == ["Home deck"]
    assert len(problems) == 1 and "short.yaml" in problems[0] and "Realm" not in problems[0]
    assert "short.yaml:" in problems[0] and "Automa cards › #1 › Arrow" in problems[0], "file:line: field"


def test_the_glory_keyed_cards_open_in_the_same_editor(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    """The generic editor needs nothing Glory-specific: a list of cards, rows of priority
    numbers and of actions, the arrow; a refusal marks the card and sits beside its field."""
    app = make_app()
    editor = app.window.dialogs.edit_profiles("glory_automa")
    assert editor is not None and editor.kind == "automa_cards"
    form = editor.form
    cards = form.field(("cards",))
    assert cards.tree.topLevelItemCount() == 1, "a keyed deck starts with one card to fill"
    form.field(("name",)).setText("Table deck")
    assert not editor.save()
    card_id = form.slots[("cards", 0, "id")].refusal
    assert card_id is not None and card_id.isVisibleTo(editor) and "form this field needs" in card_id.text()
    assert cards.tree.topLevelItem(0).toolTip(0), "the card with a refusal is marked"
    qtbot.keyClicks(cards.detail.editor("id"), "A01")
    numbers = cards.detail.editor("numbers")  # typed as a list: a card shows 4 or 6 numbers
    qtbot.keyClicks(numbers, "1, 2, 3, 4")
    free = cards.detail.editor("free")
    free.parts[1].setCurrentIndex(free.parts[1].values.index("coins"))
    assert free.parts[1].currentText() == "coins to the treasury"
    cards.detail.editor("arrow").setValue(2)
    click(qtbot, cards.buttons["add"])
    qtbot.keyClicks(cards.detail.editor("id"), "A02")
    qtbot.keyClicks(cards.detail.editor("numbers"), "4, 3, 2, 1, 1, 2")
    assert editor.save(), editor.problems.text()
    found, problems = profiles.list_profiles(app.controller.packs["glory_automa"], "automa_cards")
    assert problems == [] and [s.name for s in found] == ["Table deck"]
    first = found[0].data["cards"][0]
    assert (first["id"], first["numbers"], first["free"][1], first["arrow"]) == (
        "A01",
        [1, 2, 3, 4],
        "coins",
        2,
    )
    assert found[0].data["cards"][1]["numbers"] == [4, 3, 2, 1, 1, 2]


def test_deleting_a_profile_asks_and_keeps_the_file_aside(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    folder = paths.profiles_dir("eupop", "realm")
    (folder / "Castile.yaml").write_text(yaml.safe_dump(CASTILE), encoding="utf-8")
    app = make_app()
    editor = app.window.dialogs.edit_profiles("eupop")
    assert editor is not None
    editor.profiles.setCurrentIndex(1)
    editor.profiles.activated.emit(1)
    assert editor.form.value_at(("name",)) == "Castile"
    box = editor.delete()
    assert box is not None and box.isVisible(), "the question does not block the window"
    click(qtbot, box.button(QMessageBox.StandardButton.No))
    assert (folder / "Castile.yaml").exists(), "No keeps the profile"
    box = editor.delete()
    assert box is not None
    click(qtbot, box.button(QMessageBox.StandardButton.Yes))
    assert not (folder / "Castile.yaml").exists() and (folder / "Castile.yaml.deleted").exists()
    assert [editor.profiles.itemText(i) for i in range(editor.profiles.count())][1:] == []


def test_the_editor_speaks_the_players_language(
    qtbot: QtBot, eu_rules: Any, make_app: Any, marking_translator: Any
) -> None:
    app = make_app()
    editor = app.window.dialogs.edit_profiles("eupop")
    assert editor is not None
    app.qapp.removeTranslator(marking_translator)
    app.qapp.installTranslator(marking_translator)
    app.language.changed.emit("pl")
    labels = [
        w.text()
        for w in editor.form.findChildren(QLabel)
        if w.isVisibleTo(editor) and any(c.isalpha() for c in w.text())
    ]
    assert labels and [t for t in labels if "‹" not in t] == []
    tree = editor.form.field(("targeting", "military"))
    assert tree.title().startswith("‹") and tree.buttons["add"].text() == "‹Add range›"
    assert editor.windowTitle().startswith("‹")


def test_raw_yaml_field_takes_an_alias_bomb_as_refused_text(qtbot: Any) -> None:
    # Text pasted into a raw field is read with the same bounds as files: billion laughs is
    # handed to the model as plain text (which refuses it) instead of expanding forever.
    from desktop.core.messages import Message
    from desktop.core.profile.profile_schema import Shape
    from desktop.ui.forms.schema_fields import RawEditor

    class Form:
        edits: list[Any] = []

        def edited(self, path: Any, value: Any) -> None:
            self.edits.append(value)

    form = Form()
    editor = RawEditor(form, Shape("raw", ("x",), Message("", "x")))  # type: ignore[arg-type]
    qtbot.addWidget(editor)
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
        for p, c in zip("abcdefgh", "bcdefghi", strict=True)
    )
    editor.setPlainText(bomb)
    assert form.edits[-1] == bomb
    editor.setPlainText("[1, 2]")
    assert form.edits[-1] == [1, 2]
