"""Help → Keyboard shortcuts at 1366×768: every description starts at the same x, after the
widest key of the language shown (Polish descriptions after long keys fell out of line where a
tab separated them), and the box shows every row without growing past the screen's room."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

LAPTOP_ROOM = (1366, 728)  # a 1366×768 screen less its taskbar
TITLE_BAR = 60


@pytest.mark.parametrize("language", ["pl", "uk", "en"])
def test_descriptions_line_up_after_the_widest_key(make_app: Any, language: str) -> None:
    app = make_app()
    app.window.resize(1366, 768)
    app.language.set_language(language)
    box = app.window.dialogs.show_shortcuts()
    app.qapp.processEvents()
    assert len(box.rows) > 20, "the step's keys and the menus' shortcuts"
    starts = {what.mapTo(box, what.rect().topLeft()).x() for _, what in box.rows}
    assert len(starts) == 1, f"descriptions start at {sorted(starts)}"
    for key, what in box.rows:
        right = key.mapTo(box, key.rect().topLeft()).x() + key.fontMetrics().horizontalAdvance(key.text())
        assert right < min(starts), f"{key.text()!r} runs into its description"
        assert what.width() >= what.fontMetrics().horizontalAdvance("M") * 20, "room to read a line"
    assert box.width() + 40 <= LAPTOP_ROOM[0] and box.height() + TITLE_BAR <= LAPTOP_ROOM[1]
    assert box.scroll_area.verticalScrollBar().maximum() == 0, "every row in view without scrolling"


def test_the_box_follows_a_language_switch_with_its_columns(make_app: Any) -> None:
    """Switched to Ukrainian while open: its rows are made again and still line up."""
    app = make_app()
    box = app.window.dialogs.show_shortcuts()
    english = box.text()
    app.language.set_language("uk")
    app.qapp.processEvents()
    assert box.text() != english and box.isVisible()
    assert len({what.mapTo(box, what.rect().topLeft()).x() for _, what in box.rows}) == 1
    assert all(key.text() for key, _ in box.rows), "no row without its key"


@pytest.mark.parametrize(("language", "space"), [("pl", "Spacja"), ("uk", "Пробіл"), ("en", "Space")])
def test_the_space_key_is_named_as_the_step_panel_names_it(make_app: Any, language: str, space: str) -> None:
    """The Space bar reads as on the step's Roll button ("Rzuć [Spacja]", "Кинути [Пробіл]"), not
    in English inside a Polish or Ukrainian box."""
    app = make_app()
    app.language.set_language(language)
    box = app.window.dialogs.show_shortcuts()
    app.qapp.processEvents()
    assert f"[{space}]" in app.window.step_panel.roll_button.text()
    assert space in [key.text() for key, _ in box.rows]


def test_after_a_switch_only_the_new_rows_are_in_the_box(make_app: Any) -> None:
    """Switched while open, the old language's rows leave the box at once: they stood under the
    new ones, drawn over them, until the event loop deleted them."""
    app = make_app()
    box = app.window.dialogs.show_shortcuts()
    app.language.set_language("pl")
    app.qapp.processEvents()  # the new rows show; a label only deleted later would still be there
    shown = [label for label in box.table.findChildren(QLabel) if label.isVisibleTo(box)]
    assert sorted(id(label) for label in shown) == sorted(id(label) for row in box.rows for label in row)
    assert box.grid.count() == 2 * len(box.rows)


def test_after_a_switch_the_box_is_sized_to_its_new_rows(make_app: Any) -> None:
    """Switched while open, the box keeps every row in view: sized before the new rows showed,
    it shrank to its first two rows and a scroll bar."""
    app = make_app()
    box = app.window.dialogs.show_shortcuts()
    app.qapp.processEvents()
    app.language.set_language("uk")
    app.qapp.processEvents()
    assert box.scroll_area.verticalScrollBar().maximum() == 0, "every row in view without scrolling"


def test_ctrl_z_is_listed_as_undo_not_as_the_last_step(qtbot: Any, tiny_rules: Any, make_app: Any) -> None:
    """The box read «Ctrl+Z — Cofnij: wykonanie: „Garnizon: umieść…”», the Edit menu's live text
    of the moment it opened (helper qa-ui)."""
    from ui_helpers import take_steps, tiny_game

    app = make_app()
    tiny_game(app, "Red game", 2)
    take_steps(app, 1)
    app.language.set_language("pl")
    assert app.window.menu_actions["undo"].text().startswith("&Cofnij: "), "the menu names the step"
    box = app.window.dialogs.show_shortcuts()
    rows = {key.text(): what.text() for key, what in box.rows}
    assert rows["Ctrl+Z"] == "Cofnij"
