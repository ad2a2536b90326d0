"""Issue 28 item 8: while no chart runs, the step panel says what happens next as a player would
say it, and with one automa the app pauses for the players' turns instead of offering the same
automa's next turn at once."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import activate, play_run

from desktop.boot.startup import App


def sample(make_app: Any, pack: str) -> App:
    app = make_app(fresh=True)
    assert app.window.files.open_sample(pack)
    return app


def test_one_glory_automa_pauses_for_the_players_turns__seed003_passing(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Seed 003: the automa takes a turn when its turn comes round like a player's; between two of
    its turns the players take theirs."""
    app = sample(make_app, "glory_automa")
    c, panel, window = app.controller, app.window.step_panel, app.window
    play_run(qtbot, app)  # Round start
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # go on
    assert panel.text.text() == "Automa takes its turn next."
    qtbot.keyClick(window, Qt.Key.Key_Return)  # start the turn
    assert c.session is not None and c.session.running("b1")
    play_run(qtbot, app)
    assert panel.text.text() == "Automa's turn is over. The players take their turns now."
    assert panel.next_button.text() == "The players are done ▶ [Enter]"
    assert "waits" not in panel.text.text()
    qtbot.keyClick(window, Qt.Key.Key_Return)  # a second Enter after the last Done
    assert not c.session.running("b1"), "the automa's next turn does not start by itself"
    assert panel.text.text() == "Automa takes its turn next."
    assert panel.start_button.text() == "Start turn [Enter]"


def test_eu_bots_say_whose_turn_comes_and_when_the_players_play(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = sample(make_app, "eupop")
    c, panel, window = app.controller, app.window.step_panel, app.window
    assert c.session is not None
    for bot in ("b1", "b2"):  # each Bot's setup
        c.set_active_bot(bot)
        if not c.session.running(bot):
            c.start(c.session.pack.meta.rounds.setup[0], bot)
        play_run(qtbot, app)
    c.set_active_bot("b1")
    assert panel.text.text() == "Castile takes its turn next."
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    play_run(qtbot, app, seed=3)
    assert panel.text.text() == (
        "Castile's turn is over. Next: France, once the players seated before it have played."
    )
    assert panel.next_button.text() == "Next: France ▶ [Enter]"


def test_a_calamity_resolver_is_ready_for_the_next_calamity(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    app = sample(make_app, "megaciv_calamities")
    panel, window = app.window.step_panel, app.window
    play_run(qtbot, app)
    assert panel.text.text() == "“Calamity” is over. Start the next one when your table needs it."
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert panel.text.text() == "Calamity is ready: start “Calamity” when your table needs it."
    app.language.set_language("pl")
    assert (
        panel.text.text()
        == "Katastrofa czeka w gotowości: rozpocznij „Katastrofa”, gdy przy stole będzie trzeba."
    )
    app.language.set_language("uk")
    assert panel.text.text() == "Катастрофа напоготові: почніть «Катастрофа», коли це знадобиться за столом."


def test_a_polish_calamity_seat_is_named_in_the_singular_its_verb_agrees_with(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """A seat named «Katastrofy» (plural) read «Katastrofy czeka w gotowości» in Polish, and
    "Calamities is ready" in English, while New game heads the seat «Katastrofa 1»: the default
    name is the seat's word, singular (qa8)."""
    app = make_app(fresh=True)
    app.language.set_language("pl")
    assert app.window.files.open_sample("megaciv_calamities")
    play_run(qtbot, app)
    activate(qtbot, app.window)
    qtbot.keyClick(app.window, Qt.Key.Key_Return)
    assert app.window.step_panel.text.text().startswith("Katastrofa czeka w gotowości: ")


def test_a_calamity_seats_chosen_rule_says_which_calamity_it_is_about(
    qtbot: QtBot, eu_rules: Any, make_app: Any
) -> None:
    """Under the seat's tab, what New game chose read «Najmniej miast w zasobach» alone: fewest
    cities of what? It is who gains from Civil War (seed 004, Wojna Domowa)."""
    app = make_app(fresh=True)
    assert app.window.files.open_sample("megaciv_calamities")
    panel = app.window.bot_panels[app.controller.view.bots[0].id]
    assert panel.title.text() == "Civil War: fewest cities in stock"
    app.language.set_language("pl")
    assert panel.title.text() == "Wojna Domowa: najmniej miast w zasobach"
    app.language.set_language("uk")
    assert panel.title.text() == "Громадянська війна: найменше міст у запасі"
