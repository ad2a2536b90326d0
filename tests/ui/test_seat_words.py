"""The interface calls a pack's seats by the pack's word in every language: a Ukrainian Glory
player reads «автома» where the booklet (seed 003) says it, never «бот»; a Polish Mega Civ
player reads «katastrofa» (seed 004). Each text is the pack's whole phrase (`seat_words:`), so it
agrees; EU and Root keep "bot"; a language switch says them again."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.boot.startup import App
from desktop.core.messages import Message
from desktop.core.play.view import GameView
from desktop.core.values import replace
from desktop.ui.chart.chart_items import edge_label
from desktop.ui.chart.flowchart_layout import BOTS_LABEL
from desktop.ui.language import render
from desktop.ui.table.table_facts import round_title
from desktop.ui.table.table_words import words
from desktop.ui.table.tongue import tongue_for


def start(make_app: Any, pack_id: str, language: str) -> App:
    app: App = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    app.language.set_language(language)
    app.controller.new_game(pack_id, [({}, None)], seed=1)
    return app


def seat_texts(app: App) -> dict[str, str]:
    """The texts that name the seats, as the window shows them now."""
    window = app.window
    log = window.log_view
    bar = window.bot_tabs.tabBar()
    return {
        "all": log.all_button.full_text,
        "all_tip": log.all_button.toolTip().split("\n")[-1],
        "this_tip": log.bot_button.toolTip().split("\n")[-1],
        "log_shown": window.menu_actions["log_bot"].text(),
        "log_all": window.menu_actions["log_all"].text(),
        "tabs": bar.accessibleName(),
        "tabs_about": bar.accessibleDescription(),
    }


GLORY_UK = {
    "all": "Усі автоми",
    "all_tip": "Показати журнал кожної автоми",
    "this_tip": "Показати журнал автоми, за якою ви стежите",
    "log_shown": "Журнал показаної автоми",
    "log_all": "Журнал кожної автоми",
    "tabs": "Автоми",
    "tabs_about": "Автома, чий хід показує вікно",
}
GLORY_PL = {
    "all": "Wszystkie automy",
    "all_tip": "Pokaż dziennik każdej automy",
    "this_tip": "Pokaż dziennik śledzonej automy",
    "log_shown": "Dziennik pokazanej automy",
    "log_all": "Dziennik każdej automy",
    "tabs": "Automy",
    "tabs_about": "Automa, której turę śledzi okno",
}
GLORY_EN = {
    "all": "All Automas",
    "all_tip": "Show the log of every Automa",
    "this_tip": "Show the log of the Automa you follow",
    "log_shown": "Log of the Automa shown",
    "log_all": "Log of every Automa",
    "tabs": "Automas",
    "tabs_about": "The Automa whose turn the window follows",
}
MEGACIV_PL = {
    "all": "Wszystkie katastrofy",
    "all_tip": "Pokaż dziennik każdej katastrofy",
    "this_tip": "Pokaż dziennik śledzonej katastrofy",
    "log_shown": "Dziennik pokazanej katastrofy",
    "log_all": "Dziennik każdej katastrofy",
    "tabs": "Katastrofy",
    "tabs_about": "Katastrofa, którą śledzi okno",
}
EU_PL = {
    "all": "Wszystkie boty",
    "all_tip": "Pokaż dziennik wszystkich botów",
    "this_tip": "Pokaż dziennik śledzonego bota",
    "log_shown": "Dziennik pokazanego bota",
    "log_all": "Dziennik wszystkich botów",
    "tabs": "Boty",
    "tabs_about": "Bot, którego turę śledzi okno",
}


def test_a_ukrainian_glory_player_reads_automa_where_the_interface_said_bot(make_app: Any) -> None:
    app = start(make_app, "glory_automa", "uk")
    texts = seat_texts(app)
    assert texts == GLORY_UK
    assert not any("бот" in text.lower() for text in texts.values())


def test_a_polish_mega_civ_player_reads_katastrofa(make_app: Any) -> None:
    app = start(make_app, "megaciv_calamities", "pl")
    texts = seat_texts(app)
    assert texts == MEGACIV_PL
    assert not any("bot" in text.lower() for text in texts.values())


def test_the_log_filter_without_a_followed_seat_and_the_table_display_without_seats(make_app: Any) -> None:
    app = start(make_app, "glory_automa", "uk")
    view = app.controller.view
    app.window.log_view.show_view(replace(view, active=""))
    assert app.window.log_view.bot_button.full_text == "Ця автома"
    empty = replace(view, bots=(), active="")
    assert (
        words(empty, tongue_for("uk", app.language.catalogues("uk"))).step
        == "У цій грі ще не грає жодна автома."
    )
    assert (
        words(empty, tongue_for("pl", app.language.catalogues("pl"))).step
        == "W tej grze nie gra jeszcze żadna automa."
    )
    assert (
        words(empty, tongue_for("en", app.language.catalogues("en"))).step
        == "No Automa plays in this game yet."
    )


def test_a_language_switch_says_the_packs_phrases_again(make_app: Any) -> None:
    app = start(make_app, "glory_automa", "uk")
    app.language.set_language("pl")
    assert seat_texts(app) == GLORY_PL
    app.language.set_language("en")
    assert seat_texts(app) == GLORY_EN
    app.language.set_language("uk")
    assert seat_texts(app) == GLORY_UK


def test_eu_keeps_bot_and_another_game_takes_its_own_packs_words(make_app: Any) -> None:
    app = start(make_app, "glory_automa", "pl")
    if "eupop" not in app.controller.packs:
        pytest.skip("pack eupop does not load")
    app.controller.new_game("eupop", [({}, None)], seed=1)
    assert seat_texts(app) == EU_PL


def every_seat_out(app: App, words: dict[str, Message]) -> GameView:
    """The game's view with every bot out of the game and the pack's phrases `words`."""
    view = app.controller.view
    assert view.rounds is not None
    out = replace(view.rounds, out=tuple(b.id for b in view.bots))
    return replace(view, rounds=out, seat_words=words)


def test_a_seat_out_of_the_game_and_a_routine_without_seats_say_the_packs_phrase(make_app: Any) -> None:
    """The phrases no bundled pack words yet (no round's `out` in Glory or Mega Civ): a pack that
    gives them has them said, its placeholder filled."""
    app = start(make_app, "glory_automa", "en")
    view = every_seat_out(
        app,
        {
            "out": Message("glory_automa", "This Drone left the game."),
            "none_left": Message("glory_automa", "No Drone is left to run “{routine}”."),
        },
    )
    panel = app.window.bot_panels[view.active]
    panel.show_view(view)
    assert panel.turn_button.toolTip().endswith("\nThis Drone left the game.")
    said: list[str] = []
    app.controller.failed.connect(lambda msg: said.append(render(msg)))
    app.controller.view = view
    assert not app.controller.start_table("exploration")
    assert said == ["No Drone is left to run “exploration”."]
    app.language.set_language("pl")  # no Polish words for them: the interface's own
    panel.show_view(view)
    assert panel.turn_button.toolTip().endswith("\nTen bot jest poza grą.")


def shortcut_rows(app: App) -> dict[str, str]:
    box = app.window.dialogs.show_shortcuts()
    return {key.text(): what.text() for key, what in box.rows}


def test_the_keyboard_shortcuts_box_names_the_seats_as_the_pack_does(make_app: Any) -> None:
    app = start(make_app, "glory_automa", "uk")
    rows = shortcut_rows(app)
    assert rows["Enter"] == "Готово; після завершеного виконання — наступна автома; інакше почати те, що далі"
    turn_menu = next(what for what in rows.values() if what.startswith("меню Хід"))
    assert "хід автоми" in turn_menu and turn_menu.endswith("+ Автома")
    assert not any("бот" in what.lower() for what in rows.values())
    app.language.set_language("pl")  # the open box is made again in the new language
    rows = {key.text(): what.text() for key, what in app.window.dialogs.info_box.rows}
    assert "następna automa" in rows["Enter"]
    app.controller.new_game("megaciv_calamities", [({}, None)], seed=1)
    rows = shortcut_rows(app)
    assert "następna katastrofa" in rows["Enter"]
    assert any(what.startswith("menu Tura: rozpoczęcie katastrofy") for what in rows.values())


@pytest.mark.parametrize(
    ("pack_id", "language", "this_round", "next_round"),
    [
        ("eupop", "pl", "Ta Runda:", "→ następna Runda"),  # seed 000 writes «Runda» as a game term
        ("eupop", "uk", "Цей Раунд:", "→ наступний Раунд"),
        (
            "root_clockwork",
            "pl",
            "Ta runda:",
            "→ następna runda",
        ),  # booklet 001 has no rounds: the plain word
    ],
)
def test_the_round_bar_names_the_round_as_the_packs_booklet_writes_it(
    make_app: Any, pack_id: str, language: str, this_round: str, next_round: str
) -> None:
    """QA s16 (booklets), item 12: EU's Polish screen read «Runda: 1 … w tej Rundzie» beside the
    round bar's «Ta runda: … → następna runda». The bar, the table display and a chart's arrow
    for any bot («któryś Bot») now say EU's words; a pack without its own keeps the interface's."""
    app = start(make_app, pack_id, language)
    bar = app.window.round_bar
    assert bar.title.text() == this_round and bar.arrows[-1].text() == next_round
    shown = app.language.catalogues(language)
    assert round_title(tongue_for(language, shown), app.controller.view) == this_round
    app.language.set_language("en")
    assert bar.title.text() == "This Round:", "a switch says them again"
    if pack_id == "eupop" and language == "pl":
        app.language.set_language("pl")
        (chart_set, *_rest) = app.controller.view.chart_sets
        assert edge_label(BOTS_LABEL, chart_set.words) == "któryś Bot"
