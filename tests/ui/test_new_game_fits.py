"""The New game dialog opens within a 1366×768 laptop's room (OK and Cancel above the taskbar)
and shows every option's field whole in every language: no
sideways scroll bar (Glory's "Wood shown on the sawmill (none: add by hand)" used to push the
fields past the dialog's right edge in English, Polish and Ukrainian)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

from desktop.core.paths import bundled_pack_dirs
from desktop.ui.forms.new_game import DIALOG_SIZE
from desktop.ui.forms.profile_editor import EDITOR_SIZE
from desktop.ui.widgets.dialogs import within_room

PACK_IDS = [d.name for d in bundled_pack_dirs()]


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_every_field_of_the_new_game_dialog_is_in_view(make_app: Any, language: str) -> None:
    app = make_app()
    app.window.resize(1366, 768)
    app.language.set_language(language)
    for pack_id in [p for p in PACK_IDS if p in app.controller.packs]:
        dialog = app.window.dialogs.new_game()
        dialog.select_pack(pack_id)
        dialog.add_bot()
        for _ in range(3):
            app.qapp.processEvents()
        scroll = dialog.findChildren(QScrollArea)[0]
        assert not scroll.horizontalScrollBar().isVisible(), f"{pack_id}: a sideways scroll bar"
        edge = scroll.viewport().width()
        for field in scroll.widget().findChildren(QWidget):
            if field.isVisible() and field.objectName().startswith("bot"):
                right = field.mapTo(scroll.widget(), field.rect().topRight()).x()
                assert right <= edge, f"{pack_id}: {field.objectName()} runs past the dialog's edge"
        dialog.reject()


class Laptop:
    """A 1366×768 screen whose taskbar leaves 728 pixels of height for windows."""

    def availableGeometry(self) -> QRect:  # noqa: N802 - QScreen's name
        return QRect(0, 0, 1366, 728)


def test_the_dialog_opens_within_a_1366_laptops_room_ok_and_cancel_in_view() -> None:
    size = within_room(Laptop(), *DIALOG_SIZE)  # type: ignore[arg-type]
    assert size.height() + 60 <= 728, "the title bar and the dialog within the screen's room"
    assert size.width() == DIALOG_SIZE[0], "as wide as before: the options' names and fields side by side"
    editor = within_room(Laptop(), *EDITOR_SIZE)  # type: ignore[arg-type]
    assert editor.height() + 60 <= 728, "the profile editor too"
    assert within_room(Laptop(), 400, 300) == QSize(400, 300), "a small dialog keeps its size"


def test_the_dialog_opens_at_its_first_size_on_this_screen(make_app: Any) -> None:
    app = make_app()
    dialog = app.window.dialogs.new_game()
    room = dialog.screen().availableGeometry()
    assert dialog.height() + 60 <= room.height()
    assert dialog.size() == within_room(dialog.screen(), *DIALOG_SIZE)


def test_tab_goes_down_the_new_game_dialog_and_a_bot_added_is_in_view(make_app: Any) -> None:
    """QA s15 item 10: Tab went from the pack to the bots, + Bot, OK and Cancel, and only then
    back up to the game's facts (Age, Round…); and a bot added with + Bot landed below the view
    with no sign. Tab goes down the page, OK and Cancel last; the new bot is in view, its first
    field taking the keys."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    app = make_app()
    app.window.resize(1366, 768)
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("eupop")
    dialog.show()
    for _ in range(3):
        app.qapp.processEvents()
    chain: list[QWidget] = []
    widget = dialog.pack_combo
    while widget not in chain:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisibleTo(dialog):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    names = [w.objectName() for w in chain]
    facts = [i for i, n in enumerate(names) if n.startswith("shared:")]
    ok = chain.index(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert facts and max(facts) < chain.index(dialog.add_button) < ok, names
    dialog.add_button.click()
    for _ in range(3):
        app.qapp.processEvents()
    added = dialog.bots[-1]
    assert len(dialog.bots) == 2 and added.isAncestorOf(QApplication.focusWidget())
    view = dialog.bots_scroll.viewport()
    top = added.mapTo(view, added.rect().topLeft()).y()
    assert 0 <= top < view.height(), "the bot added is in view"
    dialog.reject()
