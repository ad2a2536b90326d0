"""Issue 14 item 13 and issue 28 item 6 on the play screen: New game asks once whether to compare
the Bot Deck now or answer at the draw (never again, no bar that stays on screen); the Game menu
opens the check at any time; each card is confirmed or corrected, saved at once as the user
overlay of the table, and the next draw uses it; a value read off a drawn card is kept for every
later game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import click

from desktop.boot.startup import App
from desktop.core import paths
from desktop.ui.forms.check_dialog import CheckDialog
from desktop.ui.forms.new_game import NewGameDialog

OVERLAY = Path("eupop") / "tables" / "bot_deck_check.yaml"


def eu_game(make_app: Any) -> App:
    app = make_app()
    app.controller.new_game("eupop", [({"name": "Castile"}, None)], seed=4)
    return app


def open_check(qtbot: QtBot, app: App) -> CheckDialog:
    app.window.checks.actions["bot_deck_check"].trigger()  # Game → Check your Bot Deck…
    dialog = app.window.checks.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def saved() -> dict[str, Any]:
    data = yaml.safe_load((paths.overlays_dir() / OVERLAY).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def draw_text(app: App, card: str) -> str:
    """Castile's Turn with `card` on top of its Bot Deck, up to the draw step's text."""
    c = app.controller
    assert c.session is not None
    deck = c.session.world["bots"]["b1"]["deck"]
    deck["draw_pile"] = [card] + [x for x in deck["draw_pile"] if x != card]
    assert c.start_turn("b1")
    # Not attacked, no Colonize (set up: its Army is not on the map, no Siege is asked).
    for option in ("no", "no"):
        assert c.answer(option)
    step = c.step()
    assert step is not None and step.node == "draw"
    return app.window.step_panel.text.text()


def new_game_dialog(qtbot: QtBot, app: App) -> NewGameDialog:
    """Game → New game with the EU pack chosen."""
    dialog = app.window.dialogs.new_game()
    dialog.select_pack("eupop")
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    return dialog


def test_new_game_asks_once_and_the_check_counts_every_card__seed002_bot_cards(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = make_app(fresh=True)
    window = app.window
    dialog = new_game_dialog(qtbot, app)
    [offer] = dialog.offers
    assert offer.isVisible() and offer.title() == "Check your Bot Deck"
    assert offer.intro.text().startswith("24 cards of the app's list are not compared with your own")
    assert offer.now_button.isChecked(), "comparing now is the default"
    assert offer.skip_button.text() == "Skip: answer at the draw instead"
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert app.controller.view.pack_id == "eupop"
    assert window.findChild(QWidget, "checkBanner") is None, "no bar stays on the play screen"
    check = window.checks.dialog
    assert check is not None and check.isVisible(), "compare now: the check opens with the game"
    assert check.windowTitle() == "Check your Bot Deck" and check.card == "01"
    assert check.grid.rowCount() == 24 and check.grid.item(11, 0).text() == "12"
    assert check.progress.text() == "24 cards still to check."
    qtbot.keyClick(check.grid, Qt.Key.Key_Return)  # Enter: matches my card
    assert saved() == {"cards": {"01": {"confirmed": True}}}
    assert check.card == "02" and check.grid.item(0, 1).text() == "✓"
    assert check.progress.text() == "23 cards still to check."
    check.close()
    assert window.settings.checks_answered == ["eupop/bot_deck_check"]
    again = new_game_dialog(qtbot, app)
    assert again.offers == [], "asked once: never again, though cards are left to compare"
    again.reject()


def test_skipped_the_check_is_asked_at_the_draw_and_kept_for_later_games__seed002_bot_cards(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Skip: nothing opens; the draw asks what the list does not know (card 18's discard icon),
    and the answer is kept: the next game reads it from the table and asks no more."""
    app = make_app(fresh=True)
    c = app.controller
    dialog = new_game_dialog(qtbot, app)
    skip = dialog.offers[0].skip_button
    qtbot.mouseClick(skip, Qt.MouseButton.LeftButton, pos=QPoint(8, skip.height() // 2))  # its circle
    assert skip.isChecked()
    click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert app.window.checks.dialog is None, "skipped: the check does not open"
    assert app.window.settings.checks_answered == ["eupop/bot_deck_check"]
    assert c.session is not None
    c.start(c.session.pack.meta.rounds.setup[0], "b1")
    while c.step() is not None:
        step = c.step()
        assert step is not None
        assert c.answer(str(step.number["min"] + 9)) if step.kind == "number" else c.done()
    draw_text(app, "18")
    assert c.done()
    step = c.step()
    assert step is not None and step.node == "discard_unknown"
    assert app.window.step_panel.text.text() == "Which Action-card discard icon does card 18 show?"
    assert c.answer("military")
    qtbot.waitUntil(lambda: (paths.overlays_dir() / OVERLAY).exists(), timeout=2000)
    assert saved() == {"cards": {"18": {"at_draw": True, "discard_icon": "military"}}}
    c.new_game("eupop", [({"name": "France"}, None)], seed=1)
    draw_text(app, "18")
    assert c.done()
    step = c.step()
    assert step is not None and step.node != "discard_unknown", "card 18 is not asked about again"
    assert any("Military" in line for line in app.window.step_panel.auto.text().split("\n"))
    check = open_check(qtbot, app)
    check.select("18")
    assert check.grid.item(17, 1).text() == "—", "read at a draw is not compared with the whole card"
    assert check.form.data["discard_icon"] == "military", "the value read at the draw is shown"


def test_a_corrected_card_is_drawn_and_paid_as_corrected__seed002_bot_cards(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = eu_game(make_app)
    dialog = open_check(qtbot, app)
    dialog.select("12")
    assert dialog.card_title.text() == "Card 12"
    cost = dialog.form.field(("cost",))
    assert cost.value() == 3
    cost.setValue(1)  # the player's card 12 costs 1
    click(qtbot, dialog.confirm_button)
    assert saved() == {"cards": {"12": {"confirmed": True, "cost": 1}}}
    assert dialog.grid.item(11, 4).text() == "1" and dialog.card == "13"
    dialog.close()
    text = draw_text(app, "12")
    assert "Pay its cost in Bot Power: 1." in text and "check card" not in text
    assert app.controller.done()
    assert "Cost: 1" in app.window.card_view.body.text(), "the drawn card shows the player's value"
    assert app.controller.session is not None
    assert app.controller.session.world["bots"]["b1"]["power"]["spent"] == 1


def test_an_unchecked_card_tells_the_player_to_check_its_cost__seed002_bot_cards(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = eu_game(make_app)
    assert "Pay its cost in Bot Power: 3 (check card 12's cost on your card)." in draw_text(app, "12")


def test_a_value_the_table_refuses_is_not_saved(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = eu_game(make_app)
    dialog = open_check(qtbot, app)
    actions = dialog.form.field(("actions",))
    actions.parts[0].setCurrentIndex(0)  # "(none)": a card without any Action
    assert dialog.form.data["actions"] == []
    assert not dialog.confirm_card()
    assert dialog.status.text().startswith("Not saved:")
    assert not (paths.overlays_dir() / OVERLAY).exists() and dialog.card == "01"


def test_checked_from_the_game_menu_and_taken_back(qtbot: QtBot, eu_rules: Any, make_app: Any) -> None:
    app = eu_game(make_app)
    window = app.window
    entry = window.checks.actions["bot_deck_check"]
    assert entry.text() == "Check your Bot Deck…"
    assert entry in window.menu_actions.menus["game"].actions()
    entry.trigger()
    dialog = window.checks.dialog
    assert dialog is not None and dialog.isVisible()
    click(qtbot, dialog.confirm_button)
    assert dialog.card == "02" and not dialog.uncheck_button.isEnabled()
    dialog.select("01")
    assert dialog.uncheck_button.isEnabled()
    click(qtbot, dialog.uncheck_button)  # taken back: the list's values hold again
    assert saved() == {"cards": {}} and not dialog.checked("01")


def test_a_correction_made_mid_turn_leaves_the_steps_before_it_as_they_were(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Card 12 was drawn and paid at the listed cost; a correction afterwards applies to the
    next draws: undoing a later step does not pay the earlier draw again at the new cost."""
    app = eu_game(make_app)
    c = app.controller
    assert c.session is not None
    draw_text(app, "12")
    paid = dict(c.session.world["bots"]["b1"]["power"])
    assert paid == {"available": 6, "spent": 3}
    dialog = open_check(qtbot, app)
    dialog.select("12")
    dialog.form.field(("cost",)).setValue(1)
    click(qtbot, dialog.confirm_button)
    dialog.close()
    assert c.done()
    assert c.undo()
    assert c.session.world["bots"]["b1"]["power"] == paid, "what the table did stays as it was"


def test_undo_and_redo_of_a_card_corrected_after_its_draw_give_back_what_the_player_saw(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """The drawn card corrected in the check is one step of the game: undo shows the card and
    the Bot Power as they were before it, redo as they were after; undoing further back and
    redoing replays the draw at the values it was played with, never at the corrected ones."""
    app = eu_game(make_app)
    c, window = app.controller, app.window
    assert c.session is not None and c.start_turn("b1")
    for option in ("no", "no"):  # not attacked, no Colonize (no Army on the map): the draw
        assert c.answer(option)

    def seen() -> tuple[Any, ...]:
        assert c.session is not None
        bot = c.session.world["bots"]["b1"]
        shown = (window.step_panel.text.text(), window.card_view.body.text())
        return (dict(bot["power"]), bot["deck"]["last_drawn"], *shown)

    card = c.session.world["bots"]["b1"]["deck"]["last_drawn"]
    before = seen()
    listed = c.session.pack.decks["bot_deck"][card]["cost"]
    dialog = open_check(qtbot, app)
    dialog.select(card)
    dialog.form.field(("cost",)).setValue(listed + 2)
    click(qtbot, dialog.confirm_button)
    dialog.close()
    after = seen()
    assert f"Cost: {listed + 2}" in after[3] and after[:3] == before[:3], "what was paid stays paid"
    assert window.menu_actions["undo"].text() == f"&Undo: card {card}'s Cost, as you told it"
    assert c.undo() and seen() == before, "the card as listed, the Bot Power as paid"
    assert c.redo() and seen() == after
    assert c.done()
    done = seen()
    for _ in range(3):  # Done, the correction, the answer that drew the card
        assert c.undo()
    assert c.session.world["bots"]["b1"]["deck"]["last_drawn"] is None
    for _ in range(2):
        assert c.redo()
    assert seen() == after, "the draw replayed at the cost it was paid with"
    assert c.redo() and seen() == done
    assert c.session.world["bots"]["b1"]["power"]["spent"] == before[0]["spent"]


def test_a_value_the_list_does_not_know_says_so_in_words_and_a_legend(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """No printed source gives card 01's discard icon (the deck's `null`): its cell says "not
    known" with what to do, in the player's language, and the legend under the table says it too."""
    app = eu_game(make_app)
    dialog = open_check(qtbot, app)
    headers = [dialog.grid.horizontalHeaderItem(i).text() for i in range(dialog.grid.columnCount())]
    cell = dialog.grid.item(0, headers.index("Discard icon"))
    assert cell.text() == "not known"
    assert cell.toolTip() == "No printed source gives this value: read it on your card and set it."
    assert dialog.grid.item(0, headers.index("Cost")).text() == "0", "a known value stays as it is"
    focus = headers.index("FOCUS type")
    assert dialog.grid.item(0, focus).text() == "none", "card 01 has no FOCUS Action: none, not unknown"
    assert dialog.grid.item(15, focus).text() == "Economic"
    assert dialog.grid.item(0, 1).toolTip() == "Not checked yet"
    assert dialog.legend.isVisible() and dialog.legend.text().startswith("“not known”: no printed source")
    assert "?" not in [dialog.grid.item(r, c).text() for r in range(24) for c in range(len(headers))]
    app.language.set_language("pl")
    assert cell.text() == "nieznane" and dialog.legend.text().startswith("„nieznane”")
    app.language.set_language("uk")
    assert cell.text() == "невідомо"


def test_every_column_of_the_list_is_in_view_on_a_1366_screen(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """The dialog takes the width a 1366×768 screen leaves, and then the list shows every column
    (the FOCUS type was behind a sideways scroll) in every language."""
    from desktop.ui.forms.check_dialog import TALL, WIDE

    assert WIDE <= 1366 - 40 and TALL <= 768 - 60, "it fits a 1366×768 screen's room"
    app = eu_game(make_app)
    for language in ("en", "pl", "uk"):
        app.language.set_language(language)
        dialog = open_check(qtbot, app)
        dialog.resize(WIDE, TALL)
        qtbot.wait(20)
        assert dialog.grid.horizontalScrollBar().maximum() == 0, language
        dialog.close()


def test_answers_taken_from_the_check_are_no_steps_in_the_library(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """The library's Steps counts the steps played: a card corrected in the check (in this game,
    or in another one, taken when this game is opened again) is no step, though undo takes it."""
    app = eu_game(make_app)
    c = app.controller
    assert c.game is not None and c.start_turn("b1")
    for option in ("no", "no"):  # 3 steps played: the Turn started, two answers
        assert c.answer(option)
    first = c.game.path
    c.new_game("eupop", [({"name": "France"}, None)], seed=1)
    dialog = open_check(qtbot, app)
    dialog.select("12")
    dialog.form.field(("cost",)).setValue(1)
    click(qtbot, dialog.confirm_button)
    dialog.close()
    assert c.open_game(first)
    assert app.window.menu_actions["undo"].text() == "&Undo: card 12's Cost, as you told it"
    c.close_game()
    games = app.window.welcome.games
    steps = {info.bots[0]: info.steps for info in games.infos}
    assert steps == {"Castile": 3, "France": 0}, "the answers are no step played"
    tree = games.tree
    shown = {tree.topLevelItem(i).text(0).split("\n")[1]: tree.topLevelItem(i).text(4) for i in range(2)}
    assert shown == {"Castile": "3", "France": "0"}


def test_answers_given_while_steps_are_undone_wait_so_the_undone_steps_can_be_redone(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Check answers become a step of the game; with undone steps kept (after Undo, or a game
    closed that way and opened again), that step used to throw them away unasked. It now waits
    until the game is at its last step again, by redoing them or by a new step."""
    app = eu_game(make_app)
    c = app.controller
    assert c.session is not None and c.game is not None
    c.start_turn()
    for _ in range(4):
        step = c.step()
        assert step is not None
        assert c.answer(step.options[0].id) if step.kind == "ask" else c.done()
    played = c.session.cursor
    assert c.undo() and c.undo()
    dialog = open_check(qtbot, app)  # answered now, with two steps undone
    click(qtbot, dialog.confirm_button)
    dialog.close()
    assert c.session.can_redo() and len(c.session.history) == played, "the undone steps are kept"
    path = c.game.path
    c.close_game()
    assert c.open_game(path) and c.session is not None
    assert c.session.can_redo() and len(c.session.history) == played, "kept when opened again"
    assert c.redo() and c.redo()
    last = c.session.history.event(len(c.session.history) - 1)
    assert c.session.cursor == played + 1 and last["type"] == "check", "taken once at the end"


def test_a_card_value_taken_on_reopening_says_so_on_undo_in_every_language(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """QA long play, finding 8: card 18's discard icon, read at its draw in another game, is kept
    for every game; the game opened again takes it as a step of its own. Edit → Undo says what
    that step is, not «your answers “Check your Bot Deck: 18”», which read as the player's last
    answer."""
    app = eu_game(make_app)
    c = app.controller
    assert c.game is not None and c.start_turn("b1")
    first = c.game.path
    c.new_game("eupop", [({"name": "France"}, None)], seed=1)
    draw_text(app, "18")
    assert c.done()
    step = c.step()
    assert step is not None and step.node == "discard_unknown"
    assert c.answer("military")
    qtbot.waitUntil(lambda: (paths.overlays_dir() / OVERLAY).exists(), timeout=2000)
    assert c.open_game(first)
    undo = app.window.menu_actions["undo"]
    assert undo.text() == "&Undo: card 18's Discard icon, as you told it"
    app.language.set_language("pl")
    assert undo.text() == "&Cofnij: Ikona odrzucenia karty 18, jak podano"
    app.language.set_language("uk")
    assert undo.text() == "&Відмінити: Значок скидання карти 18, як ви вказали"
    assert c.undo()
    app.language.set_language("en")
    assert app.window.menu_actions["redo"].text() == "&Redo: card 18's Discard icon, as you told it"


def test_opening_a_game_again_adds_no_step_after_an_undo_past_a_card_read_at_its_draw(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """QA s16 long day, finding 1: card 18's discard icon read at its draw is kept for every
    game; Undo past that answer and a new step (here a value set on the mat) left the game
    without it, so the next opening of the game added «Correction · Check your Bot Deck: 18» by
    itself, wrote the file, and Undo took that back first. The kept answer is now taken at the
    new step, where the undone steps are given up; opening the game changes nothing."""
    app = eu_game(make_app)
    c = app.controller
    assert c.session is not None and c.game is not None
    draw_text(app, "18")
    assert c.done()
    asked = c.session.cursor
    assert c.answer("military")
    qtbot.waitUntil(lambda: (paths.overlays_dir() / OVERLAY).exists(), timeout=2000)
    for _ in range(3):
        step = c.step()
        assert step is not None
        assert c.answer(step.options[0].id) if step.kind == "ask" else c.done()
    assert c.undo_to(asked)
    assert c.correct("b1", "power.spent", 1)  # a new step: the undone ones are given up
    played = c.session.cursor
    kinds = [c.session.events[i].get("type") for i in range(asked, played)]
    assert kinds == ["correct", "check"], "the kept answer is taken with the new step"
    path = c.game.path
    c.close_game()
    assert c.open_game(path) and c.session is not None
    assert c.session.cursor == played, "opening the game added a step"
