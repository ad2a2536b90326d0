"""Realm profiles: die-tree checks, the editor (add, nest, reorder, save), the pack's schema,
and choosing a profile for a Bot in the New game dialog."""

from __future__ import annotations

from typing import Any

import yaml
from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.core import paths
from desktop.ui.realm_editor import RealmEditor
from desktop.ui.realm_profile import load_profiles, profile_problems, tree_problems

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


def test_sibling_ranges_must_cover_the_die_once() -> None:
    assert profile_problems(CASTILE) == []
    gap = [
        {"dice": [1, 2], "target": {"kind": "realm", "name": "A"}},
        {"dice": [4, 6], "target": {"kind": "realm", "name": "B"}},
    ]
    assert tree_problems(gap, "t") == ["t: no range covers 3"]
    overlap = [
        {"dice": [1, 4], "target": {"kind": "realm", "name": "A"}},
        {"dice": [3, 6], "target": {"kind": "realm", "name": "B"}},
    ]
    assert tree_problems(overlap, "t") == ["t: die ranges overlap at 3"]
    nested_gap = [{"dice": [1, 6], "children": [{"dice": [1, 5], "target": {"kind": "realm", "name": "A"}}]}]
    assert tree_problems(nested_gap, "t") == ["t 1-6 ›: no range covers 6"]
    unnamed = [{"dice": [1, 6], "target": {"kind": "owner_of", "name": " "}}]
    assert tree_problems(unnamed, "t") == ["t 1-6: the target needs a name"]


def test_editor_builds_nests_reorders_and_saves(qtbot: QtBot, tiny_rules: Any) -> None:
    from desktop.core.pack import load_pack

    pack, _ = load_pack(tiny_rules / "tiny")
    assert pack is not None
    editor = RealmEditor(pack)
    qtbot.addWidget(editor)
    editor.name.setText("Venice")
    editor.removed[2].setText("01, 02")
    tree = editor.trees["military"]
    click(qtbot, tree.buttons["add"])  # a range at 1
    tree.hi.setValue(3)
    tree.name.setText("Genoa")
    tree.name.textEdited.emit("Genoa")
    click(qtbot, tree.buttons["add"])  # the next free die face: 4
    assert tree.tree.currentItem().data(0, 256)["dice"] == [4, 4]
    tree.hi.setValue(6)
    click(qtbot, tree.buttons["nest"])  # 4-6 now holds a nested roll
    tree.hi.setValue(6)
    tree.kind.setCurrentIndex(3)  # vacant Territory needs no name
    click(qtbot, tree.buttons["up"])  # nothing above: stays first
    top = tree.data()
    assert [n["dice"] for n in top] == [[1, 3], [4, 6]]
    assert "target" not in top[1] and top[1]["children"][0]["target"]["kind"] == "vacant_territory"
    tree.tree.setCurrentItem(tree.tree.topLevelItem(1))
    click(qtbot, tree.buttons["up"])
    assert [n["dice"] for n in tree.data()] == [[4, 6], [1, 3]]
    assert editor.save(), editor.problems.text()
    saved = paths.profiles_dir("tiny", "realm") / "Venice.yaml"
    data = yaml.safe_load(saved.read_text(encoding="utf-8"))
    assert data["removed_cards"][2] == ["01", "02"]
    assert data["targeting"]["military"][0]["children"][0]["dice"] == [1, 6]
    assert [p.name for p, _d in load_profiles(pack)[0]] == ["Venice.yaml"]


def test_editor_refuses_a_gap_and_keeps_the_data(qtbot: QtBot, tiny_rules: Any) -> None:
    from desktop.core.pack import load_pack

    pack, _ = load_pack(tiny_rules / "tiny")
    editor = RealmEditor(pack)
    qtbot.addWidget(editor)
    editor.name.setText("Gap")
    tree = editor.trees["diplomatic"]
    click(qtbot, tree.buttons["add"])
    tree.name.setText("Milan")
    tree.name.textEdited.emit("Milan")
    assert not editor.save()
    assert "targeting.diplomatic: no range covers 2-6" in editor.problems.text()
    assert not list(paths.profiles_dir("tiny", "realm").glob("*.yaml"))
    assert tree.data()[0]["target"]["name"] == "Milan"


def test_eu_schema_and_new_game_with_a_realm_profile(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = make_app()
    editor = app.window.edit_profiles("eupop")
    assert editor is not None and editor.isVisible()
    editor.load(CASTILE)
    editor.removed[3].setText("99")
    assert not editor.save()
    assert "99" in editor.problems.text()
    editor.removed[3].setText("")
    assert editor.save(), editor.problems.text()
    dialog = app.window.new_game()
    dialog.select_pack("eupop")
    combo = dialog.bots[0].widgets["realm"]
    assert [combo.itemText(i) for i in range(combo.count())][1:] == ["Castile"]
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
    dialog = app.window.new_game()
    dialog.select_pack("eupop")
    assert str(broken) in dialog.message.text()
    combo = dialog.bots[0].widgets["realm"]
    assert [combo.itemText(i) for i in range(1, combo.count())] == ["Castile"]


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
    found, problems = load_profiles(app.controller.packs["glory_automa"], "automa_cards")
    assert [data["name"] for _, data in found] == ["Home deck"]
    assert len(problems) == 1 and "short.yaml" in problems[0] and "Realm" not in problems[0]
