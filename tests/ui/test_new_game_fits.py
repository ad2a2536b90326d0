"""The New game dialog as it opens shows every option's field whole in every language: no
sideways scroll bar (Glory's "Wood shown on the sawmill (none: add by hand)" used to push the
fields past the dialog's right edge in English, Polish and Ukrainian)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QScrollArea, QWidget

from desktop.core.paths import bundled_pack_dirs

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
