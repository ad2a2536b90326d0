"""Help → Keyboard shortcuts at 1366×768: every description starts at the same x, after the
widest key of the language shown (Polish descriptions after long keys fell out of line where a
tab separated them), and the box shows every row without growing past the screen's room."""

from __future__ import annotations

from typing import Any

import pytest

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


@pytest.mark.parametrize("language", ["pl", "uk", "en"])
def test_the_space_bar_has_the_name_the_roll_button_gives_it(make_app: Any, language: str) -> None:
    """The box's key column read "Space" in Polish and Ukrainian while the Roll button says
    "Rzuć [Spacja]" / "Кинути [Пробіл]" and the Tab row's text "Spacja" / "Пробіл": one key,
    two names."""
    app = make_app()
    app.language.set_language(language)
    box = app.window.dialogs.show_shortcuts()
    app.qapp.processEvents()
    roll = app.window.step_panel.roll_button.text()
    space = roll[roll.index("[") + 1 : roll.index("]")]
    keys = [key.text() for key, _ in box.rows]
    assert space in keys, f"{space!r} not among {keys}"
    assert language == "en" or "Space" not in keys
