"""Issue 16 item 7: interface conventions every language keeps (menu accelerators, "Done",
sentence-case buttons in Polish)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from desktop.ui.window.actions import ACTIONS, CONTEXT, MENUS


def accelerator(text: str) -> str | None:
    """The letter after a single '&' ("Zam&knij" -> "k"); None without one."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("lang", ["en", "pl", "uk"])
def test_no_two_entries_of_a_menu_share_an_accelerator(language: Any, lang: str) -> None:
    """Alt+letter must reach one entry: within the menu bar and within each menu."""
    language.set_language(lang)
    groups = {"menu bar": [m.text for m in MENUS]}
    for spec in ACTIONS:
        groups.setdefault(spec.menu, []).append(spec.text)
    clashes = []
    for where, sources in groups.items():
        seen: dict[str, str] = {}
        for source in sources:
            shown = QCoreApplication.translate(CONTEXT, source)
            key = accelerator(shown)
            if key is None:
                continue
            if key in seen:
                clashes.append(f"{where}: {seen[key]!r} and {shown!r} both use Alt+{key}")
            seen[key] = shown
    language.set_language("en")
    assert not clashes, "\n".join(clashes)


def test_accelerator_reads_the_marked_letter() -> None:
    assert accelerator("Zam&knij grę") == "k" and accelerator("Peace && Rebels") is None


def test_the_new_game_dialog_speaks_the_language_defaults_included(language: Any) -> None:
    """A bot's default name and the "no profile" entry are the pack's texts: they follow a
    switch of language until the player types a name of their own."""
    from i18n_helpers import ROOT
    from PySide6.QtWidgets import QComboBox, QLineEdit

    from desktop.core.pack.pack_loading import load_pack
    from desktop.ui.forms.new_game import NewGameDialog

    eu, _ = load_pack(ROOT / "rules" / "eupop")
    assert eu is not None
    language.set_language("en")
    dialog = NewGameDialog({"eupop": eu})
    bot = dialog.bots[0] if dialog.bots else dialog.add_bot()
    assert bot is not None
    name = bot.findChild(QLineEdit, "bot1:name")
    realm = bot.findChild(QComboBox, "bot1:realm")
    assert name.text() == "Bot 1" and realm.itemText(0) == "No Realm profile"
    language.set_language("uk")
    assert name.text() == "Бот 1" and realm.itemText(0) == "Без профілю Держави"
    name.setText("Kastylia")
    language.set_language("pl")
    assert name.text() == "Kastylia", "a name the player typed is theirs"
    assert realm.itemText(0) == "Bez profilu Królestwa"
    name.setText("")
    assert bot.result()[0]["name"] == "Bot 1", "an empty name falls back to the default"
    language.set_language("en")
    dialog.deleteLater()
