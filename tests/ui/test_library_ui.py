"""Issue 12 item 3 through the window: the welcome page and Game → Open list every game (title,
rule system, bots, progress, last played, steps), newest first; open, rename, duplicate, delete
(asked, to the trash); damaged games listed with their problem; New game and Open never touch
another game; Export writes JSON version 1 and Open imports JSON into the library."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QStyleOptionViewItem
from pytestqt.qtbot import QtBot
from ui_helpers import answer_confirm, click, take_steps, tiny_game

from desktop.boot.startup import App
from desktop.core.store.game_library import Library
from desktop.core.store.saves import FORMAT_VERSION
from desktop.ui.widgets import dialogs

RED = [({"name": "Red", "level": "easy"}, None)]
BLUE = [({"name": "Blue", "level": "hard"}, None)]


def rows(app: App) -> list[list[str]]:
    """The welcome page's list as a player reads it."""
    tree = app.window.welcome.games.tree
    return [[tree.topLevelItem(i).text(c) for c in range(5)] for i in range(tree.topLevelItemCount())]


def question_box(app: App) -> QMessageBox:
    """The one question box the window shows."""
    (box,) = [b for b in app.window.findChildren(QMessageBox, "confirmBox") if b.isVisible()]
    return box


def choose(app: App, title: str) -> None:
    games = app.window.welcome.games
    games.select(next(i.path for i in games.infos if i.title == title))


def test_the_welcome_page_lists_every_game_newest_first(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    games = app.window.welcome.games
    assert games.empty.isVisible() and not games.tree.isVisible(), "an empty library says what to do"
    assert "new game" in games.empty.text().lower()
    c = app.controller
    tiny_game(app, "Red game", 3, seed=3)
    c.set_shared("round", 4)
    c.new_game("tiny", BLUE, seed=4, title="Blue game")
    c.close_game()
    assert app.window.stack.currentWidget() is app.window.welcome_page
    listed = rows(app)
    assert [r[0] for r in listed] == ["Blue game\nBlue", "Red game\nRed"], (
        "newest first, bots under the title"
    )
    # 3 steps and the Round set by hand: 4 steps (adding the bot set the game up: no step)
    assert listed[1][1] == "Tiny test bots" and listed[1][2] == "Round 4" and listed[1][4] == "4"
    assert listed[0][3], "last played is shown"
    assert app.window.welcome.resume_button.isEnabled()


def test_a_damaged_game_is_listed_with_its_problem_and_never_breaks_the_list(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    folder = Library().folder
    (folder / "Half written.botmat").write_bytes(b"SQLite format 3\x00" + bytes(300))
    (folder / "Not a game.botmat").write_text("hello", encoding="utf-8")
    app = make_app()
    listed = {r[0]: r for r in rows(app)}
    assert set(listed) == {"Half written", "Not a game"}
    assert listed["Not a game"][1] == "⚠ Cannot be opened", "said with a mark, not by colour alone"
    choose(app, "Not a game")
    games = app.window.welcome.games
    assert not games.buttons["open"].isEnabled() and games.buttons["delete"].isEnabled()
    assert "Not a game.botmat: is not a Botmat game" in games.detail.text()
    assert str(folder) not in games.detail.text(), "the file is named, not the player's folders"
    assert not app.window.welcome.resume_button.isEnabled(), "a damaged game is never resumed"


def test_open_rename_duplicate_and_delete_from_the_list(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    c = app.controller
    tiny_game(app, "Red game", 2, seed=3)
    c.close_game()
    games = app.window.welcome.games
    choose(app, "Red game")
    click(qtbot, games.buttons["open"])
    assert c.title == "Red game" and c.session.cursor == 3 and app.window.stack.currentIndex() == 1
    assert app.window.windowTitle().startswith("Red game — ")
    c.close_game()

    monkeypatch.setattr(dialogs, "ask_text", lambda *a: "Campaign, evening 1")
    choose(app, "Red game")
    click(qtbot, games.buttons["rename"])
    assert [r[0].split("\n")[0] for r in rows(app)] == ["Campaign, evening 1"]
    choose(app, "Campaign, evening 1")
    app.language.set_language("pl")  # a copy made on a Polish screen holds no English word
    click(qtbot, games.buttons["duplicate"])
    app.language.set_language("en")
    titles = sorted(r[0].split("\n")[0] for r in rows(app))
    assert titles == ["Campaign, evening 1", "Campaign, evening 1 (2)"]

    choose(app, "Campaign, evening 1 (2)")
    click(qtbot, games.buttons["delete"])
    assert len(rows(app)) == 2, "nothing goes while the question is open"
    asked = answer_confirm(qtbot, app.window, yes=False)
    assert "trash" in asked and "30 days" in asked and len(rows(app)) == 2, "asked; kept"
    for dismiss in (lambda box: qtbot.keyClick(box, Qt.Key.Key_Escape), lambda box: box.close()):
        click(qtbot, games.buttons["delete"])
        box = question_box(app)
        dismiss(box)
        qtbot.waitUntil(lambda b=box: not b.isVisible(), timeout=2000)
        assert len(rows(app)) == 2, "Escape or closing the question keeps the game"
    click(qtbot, games.buttons["delete"])
    answer_confirm(qtbot, app.window)
    assert [r[0].split("\n")[0] for r in rows(app)] == ["Campaign, evening 1"]
    assert len(list(Library().trash.glob("*.botmat"))) == 1, "the file went to the trash"


def test_renaming_and_deleting_the_open_game(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    c = app.controller
    tiny_game(app, "Red game", 2, seed=3)
    monkeypatch.setattr(dialogs, "ask_text", lambda *a: "Red, renamed")
    app.window.menu_actions["rename"].trigger()
    assert c.title == "Red, renamed" and app.window.windowTitle().startswith("Red, renamed — ")
    take_steps(app, 1)  # the game goes on in its renamed file
    assert c.game.path.name == "Red, renamed.botmat" and c.session.cursor == 4
    dialog = app.window.files.show_library()
    assert dialog.isVisible() and not dialog.isModal()
    dialog.games.select(c.game.path)
    assert dialog.games.tree.currentItem().font(0).bold(), "the open game stands out"
    click(qtbot, dialog.games.buttons["delete"])
    assert "Red, renamed" in answer_confirm(qtbot, dialog)
    assert c.session is None and app.window.stack.currentWidget() is app.window.welcome_page
    assert dialog.games.empty.isVisible()


def test_game_open_shows_the_library_and_opening_a_game_closes_it(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    app = make_app()
    c = app.controller
    tiny_game(app, "Red game", 2, seed=3)
    c.new_game("tiny", BLUE, seed=4, title="Blue game")
    app.window.resize(1366, 768)
    app.window.menu_actions["open"].trigger()
    dialog = app.window.files.library_dialog
    assert dialog is not None and dialog.isVisible()
    # most of the window, so a title is not cut at 900 px beside the rule system's name
    assert dialog.width() >= app.window.width() * 4 // 5, (dialog.width(), app.window.width())
    tree = dialog.games.tree
    assert [tree.topLevelItem(i).text(0).split("\n")[0] for i in range(tree.topLevelItemCount())] == [
        "Blue game",
        "Red game",
    ]
    dialog.games.select(next(i.path for i in dialog.games.infos if i.title == "Red game"))
    tree.itemActivated.emit(tree.currentItem(), 0)  # a double click or Enter
    assert c.title == "Red game" and c.session.cursor == 3 and not dialog.isVisible()


def test_new_game_while_a_game_runs_keeps_the_old_one_with_all_its_steps(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """Issue 12: New game while a never "Saved as" game ran silently overwrote it."""
    app = make_app()
    c = app.controller
    c.new_game("tiny", RED, seed=3)
    take_steps(app, 5)
    first, events = c.game.path, list(c.session.events)
    app.window.dialogs.new_game()
    dialog = app.window.dialogs.new_game_dialog
    from PySide6.QtWidgets import QDialogButtonBox

    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert c.game.path != first and c.session.cursor == 1
    assert len(Library().games()) == 2
    c.open_game(first)
    assert list(c.session.events) == events and c.session.cursor == len(events)


def test_a_new_game_gets_a_readable_title(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    app.controller.new_game("tiny", RED + BLUE, seed=3)
    title = app.controller.title
    bots, day = title.split(" — ")  # no word of a language: it is shown as it is in every one
    assert bots == "Red, Blue" and day[:2] == "20" and day.count("-") == 2
    assert app.controller.game.path.name == f"{title}.botmat"


def test_export_writes_json_version_1_and_open_imports_it(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path
) -> None:
    app = make_app()
    c = app.controller
    tiny_game(app, "Shared game", 3, seed=3)
    target = tmp_path / "shared"
    assert app.window.files.export_to(target)
    written = tmp_path / "shared.json"
    data = json.loads(written.read_text(encoding="utf-8"))
    assert data["version"] == FORMAT_VERSION == 1 and data["cursor"] == 4
    bar = app.window.message
    assert bar.isVisible() and bar.kind == "success" and str(written) in bar.text()
    before = written.read_bytes()
    c.close_game()
    assert app.window.open_path(written)
    assert c.title == "Shared game", "the game keeps its own title, not the file's name (issue 28)"
    assert c.session.cursor == 4 and len(Library().games()) == 2
    assert written.read_bytes() == before, "the JSON file itself is left as it was"
    assert bar.isVisible() and "added to your games" in bar.text() and bar.kind == "success"


def test_a_json_save_opened_again_offers_the_game_made_of_it(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same save opened twice is recognised by its content: the player opens the game made
    of it (no second copy), adds it again on purpose, or cancels."""
    app = make_app()
    c = app.controller
    tiny_game(app, "Shared game", 3, seed=3)
    written = tmp_path / "shared.json"
    assert app.window.files.export_to(written)
    c.close_game()
    assert app.window.open_path(written)
    first = c.game.path
    c.close_game()
    asked: list[str] = []
    answers = iter(["open", "cancel", "again"])

    def answer(parent: Any, title: str, text: str, choices: list[tuple[str, str]]) -> str:
        asked.append(text)
        assert [k for k, _label in choices] == ["open", "again"]
        return next(answers)

    monkeypatch.setattr(dialogs, "ask_choice", answer)
    assert app.window.open_path(written)
    assert c.game.path == first and len(Library().games()) == 2, "the game made of it opens"
    assert asked[0].startswith("shared.json was added to your games before, as “Shared game”. Open that game")
    c.close_game()
    assert not app.window.open_path(written) and c.game is None and len(Library().games()) == 2
    assert app.window.open_path(written)
    assert c.game.path != first and len(Library().games()) == 3, "added again on purpose"


def test_a_game_file_from_elsewhere_is_copied_into_the_library(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, tmp_path: Path
) -> None:
    app = make_app()
    c = app.controller
    tiny_game(app, "Travelling game", 2, seed=3)
    c.close_game()
    away = tmp_path / "usb" / "Travelling game.botmat"
    away.parent.mkdir()
    away.write_bytes(Library().games()[0].path.read_bytes())
    before = away.read_bytes()
    for info in Library().games():
        c.delete_game(info.path)
    assert app.window.open_path(away)
    assert c.game.path.parent == Library().folder and c.session.cursor == 3
    take_steps(app, 1)
    assert away.read_bytes() == before, "the file elsewhere is left as it was"


def test_welcome_offers_every_rule_system_with_a_sample_game(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app()
    systems = app.window.welcome.systems
    assert set(systems.rows) == {"eupop", "root_clockwork", "glory_automa", "megaciv_calamities"}
    for pack_id, (name, about, button) in systems.rows.items():
        assert name.text() and about.text(), f"{pack_id}: a name and a one-line description"
        assert button.text() == "Try a sample game"
    c = app.controller
    c.new_game("eupop", [({"name": "Mine"}, None)], seed=1, title="Sample: EU: The Price of Power bots")
    mine = c.game.path
    c.close_game()
    for pack_id in sorted(systems.rows):
        click(qtbot, systems.rows[pack_id][2])
        assert c.session is not None and c.pack.id == pack_id
        assert c.view.step is not None, f"{pack_id}: the sample opens on its first step"
        bar = app.window.message
        assert bar.isVisible() and bar.kind == "success" and "Ctrl+Z" in bar.text()
        c.close_game()
    click(qtbot, systems.rows["eupop"][2])  # again: a second sample, never the first one reused
    titles = sorted(i.title for i in Library().games())
    assert titles.count("Sample: EU: The Price of Power bots") == 3 and len(titles) == 6
    assert mine.exists() and mine in [i.path for i in Library().games()], "no game is overwritten"


def test_keys_in_the_list_open_a_game(qtbot: QtBot, tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    c = app.controller
    c.new_game("tiny", RED, seed=3, title="Red game")
    c.close_game()
    tree = app.window.welcome.games.tree
    tree.setFocus()
    choose(app, "Red game")
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    assert c.title == "Red game"


def test_with_no_rule_system_the_welcome_page_says_what_to_do(
    qtbot: QtBot, make_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "rules").mkdir()
    monkeypatch.setenv("BOTMAT_RULES_DIR", str(tmp_path / "rules"))
    app = make_app()
    systems = app.window.welcome.systems
    assert systems.empty.isVisible() and "Reinstall" in systems.empty.text() and not systems.rows
    assert "No rule pack could be loaded." in app.window.problems.text.toPlainText()


def test_a_start_that_restores_a_game_reads_the_library_only_when_it_is_shown(
    qtbot: QtBot, tiny_rules: Any, make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not a timing assertion: the start does not read every game of a long library (read
    count); the list is read when the welcome page shows it."""
    first = make_app()
    for title in ("Red game", "Blue game", "Last game"):
        tiny_game(first, title, 1)
    first.window.close()
    reads: list[int] = []
    games = Library.games
    monkeypatch.setattr(Library, "games", lambda self: reads.append(1) or games(self))
    app = make_app()
    assert app.controller.title == "Last game" and reads == [], "restored without reading the others"
    assert app.window.welcome_page.made() is None, "nor making the page it does not show"
    app.controller.close_game()
    assert app.window.stack.currentWidget() is app.window.welcome_page
    assert [r[0].split("\n")[0] for r in rows(app)] == ["Last game", "Blue game", "Red game"]
    assert reads and app.window.welcome.resume_button.isEnabled(), "read once the page shows it"


def test_a_copy_with_a_long_title_is_told_from_its_original_in_the_list(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """Two bots' names and the day fill the title column at 1366×768: cut at its end, the copy's
    "(2)" was hidden and the two rows read the same."""
    app = make_app()
    app.window.resize(1366, 768)
    long = "Автома 1, Автома 2, Автома 3 — 2026-11-28"
    tiny_game(app, long, 2, seed=3)
    app.controller.close_game()
    choose(app, long)
    click(qtbot, app.window.welcome.games.buttons["duplicate"])
    tree = app.window.welcome.games.tree
    metrics = tree.fontMetrics()
    width = (
        tree.columnWidth(0) - 2 * tree.style().pixelMetric(tree.style().PixelMetric.PM_FocusFrameHMargin) - 8
    )
    option = QStyleOptionViewItem()
    tree.itemDelegateForColumn(0).initStyleOption(option, tree.model().index(0, 0))
    shown = [metrics.elidedText(r[0].split("\n")[0], option.textElideMode, width) for r in rows(app)]
    assert metrics.horizontalAdvance(long) > width, "the title is cut in the list"
    assert shown[0] != shown[1] and any(s.endswith("(2)") for s in shown), shown


def test_the_last_played_column_writes_the_whole_year_in_ukrainian(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """Ukrainian's short form wrote «28.11.26» beside titles that read «2026-11-28» (helper qa-ui)."""
    app = make_app()
    tiny_game(app, "Red game", 1)
    app.controller.close_game()
    app.language.set_language("uk")
    tree = app.window.welcome.games.tree
    played = tree.topLevelItem(0).text(3)
    assert re.search(r"\b20\d\d\b", played), played


def listed_cell(app: Any, names: list[str]) -> QStyleOptionViewItem:
    """A tiny game «Вечір» of bots so named, at 1366×768, closed: its title cell on the welcome
    page as drawn (text and rect)."""
    app.window.resize(1366, 768)
    bots = [({"name": name, "level": "easy"}, None) for name in names]
    app.controller.new_game("tiny", bots, seed=3, title="Вечір")
    app.controller.close_game()
    tree = app.window.welcome.games.tree
    index = tree.model().index(0, 0)
    option = QStyleOptionViewItem()
    option.rect = tree.visualRect(index)
    tree.itemDelegateForColumn(0).initStyleOption(option, index)
    return option


def test_four_long_bot_names_are_each_shown_whole_under_the_title(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """Four Root factions in Ukrainian were cut to «Механічний Маркіз …льянс, Волоцюгобот» at
    1366×768: the bots' line goes on to new lines between names, its row as high as they need."""
    names = ["Механічний Маркіз 2.0", "Електричні Династії", "Автоматичний Альянс", "Волоцюгобот"]
    option = listed_cell(make_app(), names)
    title, *lines = option.text.split("\u2028")
    assert title == "Вечір" and len(lines) > 1, lines
    assert all(option.fontMetrics.horizontalAdvance(line) < option.rect.width() for line in lines)
    assert " ".join(lines).replace(", ", ",").split(",") == names, "every name whole, in order"
    assert option.rect.height() >= option.fontMetrics.lineSpacing() * (1 + len(lines)), "the row holds them"


def test_a_bot_name_wider_than_the_column_goes_on_between_its_words(
    qtbot: QtBot, tiny_rules: Any, make_app: Any
) -> None:
    """«Механічний Маркіз 2.0 …аса з третього столу,»: one long name was still cut in its middle."""
    long = "Механічний Маркіз 2.0 — команда Оксани та Тараса з третього столу біля вікна"
    option = listed_cell(make_app(), [long, "Волоцюгобот"])
    _title, *lines = option.text.split("\u2028")
    assert all(option.fontMetrics.horizontalAdvance(line) < option.rect.width() for line in lines), lines
    assert " ".join(lines) == f"{long}, Волоцюгобот", "every word of each name, in order"
