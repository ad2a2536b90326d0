"""The bots' tabs and the bar above them at 1366×768: three bots with long names (Root's
factions, Glory's "Automa 3", a Polish or Ukrainian seat word) all show a tab in the column,
none behind scroll arrows; a name too long is shortened in the middle, so a seat's number stays
in view; the followed bot's tab (marked ▶) shows as much of its name as the others; another
game's shared facts replace the last ones at once."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.ui.widgets.fair_tabs import fair_widths, short_name

SIZE = (1366, 768)
MEGACIV = "megaciv_calamities"  # three "Calamity" seats: the longest seat words of the packs
ROOT = [
    ("marquise", "Mechanical Marquise 2.0"),
    ("eyrie", "Electric Eyrie"),
    ("alliance", "Automated Alliance"),
]


def tabs_out_of_view(app: Any) -> list[str]:
    """The tabs that run past the visible tab bar (empty when every bot's tab is in view)."""
    bar = app.window.bot_tabs.tabBar()
    return [bar.tabText(i) for i in range(bar.count()) if bar.tabRect(i).right() >= bar.width()]


def letters_shown(app: Any, index: int) -> int:
    """How many letters of its bot's name a tab paints (its marks ▶ • and the … left out)."""
    from PySide6.QtWidgets import QStyleOptionTab

    bar = app.window.bot_tabs.tabBar()
    option = QStyleOptionTab()
    bar.initStyleOption(option, index)  # what the tab paints, shortened to its width
    return sum(1 for c in option.text if c not in "▶•… ")


def three_seats(app: Any, pack_id: str) -> None:
    """A new game of the pack with three bots, set up in the New game dialog as a player does."""
    seats(app, pack_id, 3)


def seats(app: Any, pack_id: str, count: int, language: str | None = None) -> None:
    """A new game of the pack with `count` bots, set up in the New game dialog in `language`
    (skipped when the pack does not load)."""
    if pack_id not in app.controller.packs:
        pytest.skip(f"the {pack_id} pack does not load")
    if language:
        app.language.set_language(language)
    dialog = app.window.dialogs.new_game()
    dialog.select_pack(pack_id)
    for _ in range(count - 1):
        dialog.add_bot()
    dialog.accept()


def shown(app: Any) -> Any:
    app.window.resize(*SIZE)
    app.window.show()
    for _ in range(3):
        app.qapp.processEvents()
    return app


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_three_root_factions_each_have_a_tab_in_view(make_app: Any, language: str) -> None:
    app = make_app()
    if "root_clockwork" not in app.controller.packs:
        pytest.skip("the Root pack does not load")
    app.language.set_language(language)
    bots = [({"faction": f, "name": name}, None) for f, name in ROOT]
    app.controller.new_game("root_clockwork", bots, seed=1)
    assert tabs_out_of_view(shown(app)) == []


@pytest.mark.parametrize("pack_id", ["glory_automa", "megaciv_calamities"])
def test_three_numbered_seats_each_have_a_tab_in_view_in_ukrainian(make_app: Any, pack_id: str) -> None:
    app = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    app.language.set_language("uk")
    three_seats(app, pack_id)
    assert app.window.bot_tabs.count() == 3
    assert tabs_out_of_view(shown(app)) == []
    names = [bot.name for bot in app.controller.view.bots]
    tips = [app.window.bot_tabs.tabToolTip(i) for i in range(3)]
    assert tips == names and all(name.endswith(str(n)) for n, name in enumerate(names, 1)), tips


@pytest.mark.parametrize(
    ("pack_id", "language"),
    [(MEGACIV, "en"), (MEGACIV, "pl"), (MEGACIV, "uk"), ("glory_automa", "uk")],
)
def test_the_followed_bots_tab_shows_as_many_letters(make_app: Any, pack_id: str, language: str) -> None:
    """Three seats named alike ("Katastrofa 1", 2, 3) at 1366×768: the tab of the bot the player
    follows carries ▶, which took its letters (it read "▶ K…y 1" beside "Kat…y 2")."""
    app = make_app()
    if pack_id not in app.controller.packs:
        pytest.skip(f"pack {pack_id} does not load")
    app.language.set_language(language)
    three_seats(app, pack_id)
    shown(app)
    bar = app.window.bot_tabs.tabBar()
    current = bar.currentIndex()
    assert bar.tabText(current).startswith("▶")
    others = [letters_shown(app, i) for i in range(bar.count()) if i != current]
    assert letters_shown(app, current) >= max(others), [bar.tabText(i) for i in range(bar.count())]


def test_a_tab_keeps_its_letters_when_its_bot_is_followed(make_app: Any) -> None:
    """Root's factions with long names, each followed in turn: following a bot adds ▶ to its tab
    and does not shorten its name further."""
    app = make_app()
    if "root_clockwork" not in app.controller.packs:
        pytest.skip("the Root pack does not load")
    bots = [({"faction": f, "name": name}, None) for f, name in ROOT]
    app.controller.new_game("root_clockwork", bots, seed=1)
    shown(app)
    ids = [bot.id for bot in app.controller.view.bots]
    for index, bot in enumerate(ids):
        app.controller.set_active_bot(ids[(index + 1) % len(ids)])
        app.qapp.processEvents()
        unmarked = letters_shown(app, index)
        app.controller.set_active_bot(bot)
        app.qapp.processEvents()
        assert app.window.bot_tabs.tabText(index).startswith("▶")
        assert letters_shown(app, index) >= unmarked, app.window.bot_tabs.tabText(index)


def test_fair_widths_keep_the_narrow_and_cut_the_widest_to_fit() -> None:
    assert fair_widths([100, 60], 200) == [100, 60], "everything fits: each as wanted"
    assert fair_widths([200, 60, 150], 300) == [120, 60, 120]
    assert sum(fair_widths([90, 95, 300, 280], 330)) <= 330


def test_fair_widths_give_a_tabs_marks_on_top_of_its_share() -> None:
    """The marked tab wants 20 px more for its marks: its name gets the same share as the others'."""
    assert fair_widths([220, 200, 200], 320, [20, 0, 0]) == [120, 100, 100]
    assert fair_widths([120, 100], 300, [20, 0]) == [120, 100], "everything fits: each as wanted"


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_pack_without_a_mat_gives_its_tabs_room_to_read(make_app: Any, language: str) -> None:
    """Mega Civ's bots have no mat: its column was sized for the Start and Stop buttons only, and
    its three "Calamity" tabs read "…"; the column now takes what the tabs and + Calamity need,
    within the share a mat would have, and each tab shows a part of its name."""
    app = make_app()
    if "megaciv_calamities" not in app.controller.packs:
        pytest.skip("the Mega Civ pack does not load")
    app.language.set_language(language)
    three_seats(app, "megaciv_calamities")
    shown(app)
    bar = app.window.bot_tabs.tabBar()
    texts = [bar.tabText(i) for i in range(bar.count())]
    # two letters of the name besides the seat's number in each tab (the followed one read "▶ … 1")
    least = min(letters_shown(app, i) for i in range(bar.count()))
    assert least >= 3, f"tabs too narrow to show a name: {texts}"
    assert tabs_out_of_view(app) == []
    assert app.window.splitter.sizes()[1] >= 700, "the chart and the step keep their room"


def test_another_games_shared_facts_replace_the_last_ones_at_once(make_app: Any) -> None:
    """From an EU game (Age, Round, Realms passed) to a Glory game (Age): the bar shows Glory's
    one fact, not both games' boxes drawn over each other until the event loop deletes them."""
    from PySide6.QtWidgets import QSpinBox

    app = make_app()
    if not {"eupop", "glory_automa"} <= set(app.controller.packs):
        pytest.skip("the EU or Glory pack does not load")
    shown(app)
    app.controller.new_game("eupop", [({}, None)], seed=1)
    app.controller.new_game("glory_automa", [({}, None)], seed=1)
    app.qapp.processEvents()  # the new boxes show; the old ones wait for the loop to be deleted
    bar = app.window.shared_bar
    spins = [s.objectName() for s in bar.findChildren(QSpinBox) if s.isVisible()]
    assert spins == [f"shared:{fact.name}" for fact in app.controller.view.shared] and len(spins) == 1


SHORT_NAMES = ["b1", "b2", "Bo", "Kot", "Ann", "Вір", "Bot A", "Venice", "Automa 1", "Автома 1", "Eyrie"]


def test_a_running_bots_short_name_is_read_whole(make_app: Any) -> None:
    """A bot named "b1" whose turn runs, with room to spare: its tab read "▶ … •" (the room less
    the marks, each rounded to a pixel, came a fraction short of the name). Every short name
    stays whole beside ▶ and • when the bar has room for it."""
    app = make_app()
    if "glory_automa" not in app.controller.packs:
        pytest.skip("the Glory pack does not load")
    app.controller.new_game("glory_automa", [({"name": "b1"}, None), ({"name": "b2"}, None)], seed=3)
    shown(app)
    app.window.step_panel.start_button.click()
    app.qapp.processEvents()
    bar = app.window.bot_tabs.tabBar()
    assert bar.tabText(0) == "▶ b1 •"
    assert letters_shown(app, 0) == 2, "the running bot's name whole"
    for name in SHORT_NAMES:  # the same tab, as the bar shows each name with both marks
        bar.set_marked_text(0, name, "▶ ", " •")
        app.qapp.processEvents()
        assert letters_shown(app, 0) == sum(1 for c in name if c != " "), name


def test_a_name_too_long_for_its_tab_cuts_its_first_words_to_initials() -> None:
    def width(text: str) -> int:
        return len(text) * 10

    def cut(text: str, room: int) -> str:
        return text[: room // 20] + "…" + text[-(room // 20) :]

    assert short_name("Elektryczne Dynastie", 300, width, cut) == "Elektryczne Dynastie", "it fits"
    assert short_name("Elektryczne Dynastie", 120, width, cut) == "E. Dynastie"
    assert short_name("Mechaniczny Markiz 2.0", 140, width, cut) == "M. Markiz 2.0", "the number stays"
    assert short_name("Automa 3", 60, width, cut) == "Aut… 3", "a seat's word keeps its start, not an initial"
    # QA s16: four EU bots in a 1024-pixel window read «…» each; now the initial and the number
    assert short_name("Automa 3", 40, width, cut) == "A3", "too narrow for two letters: «A3»"
    assert short_name("Bot 12", 20, width, cut) == "12", "then the number alone"
    assert short_name("Automa 3", 5, width, cut) == cut("Automa 3", 5)
    assert short_name("Mechaniczny Markiz 2.0", 80, width, cut) == "MM 2.0", "initials alone"
    assert short_name("Elektryczne Dynastie", 60, width, cut) == "ED"
    assert short_name("Włóczęgobot", 60, width, cut) == "Włócz…", "a lone word keeps its start"
    assert short_name("Mechaniczny Markiz 2.0", 50, width, cut) == "MM", "then without its number"
    assert short_name("Mechaniczny Markiz 2.0", 10, width, cut) == cut("Mechaniczny Markiz 2.0", 10)


def test_four_root_tabs_at_1366_say_each_faction_by_more_than_two_letters(make_app: Any) -> None:
    """Four Root bots in Ukrainian at 1366×768 read «М…0», «Ел…ії», «А…с», «В…т»; then «ЕД» and
    «АА» kept room to spare while the fourth read «Воло…»: that room goes to the name still cut."""
    app = make_app()
    seats(app, "root_clockwork", 4, "uk")
    shown(app)
    from PySide6.QtWidgets import QStyleOptionTab

    bar, painted = app.window.bot_tabs.tabBar(), []
    for index in range(bar.count()):
        option = QStyleOptionTab()
        bar.initStyleOption(option, index)
        painted.append(option.text.strip("▶• "))
    assert painted[0] in ("ММ 2.0", "ММ") and painted[1:3] == ["ЕД", "АА"], painted
    assert painted[3] == "Волоцюгобот", painted
    assert tabs_out_of_view(app) == []


def test_root_factions_tabs_at_1920_say_each_faction_by_its_last_word(make_app: Any) -> None:
    """Three Root bots in Polish at 1920×1080: the tabs read «Mecha…z 2.0», «Elektr…nastie»,
    «Samoc…ojusz»; the faction's own word is what the table says."""
    app = make_app()
    if "root_clockwork" not in app.controller.packs:
        pytest.skip("the Root pack does not load")
    app.language.set_language("pl")
    three_seats(app, "root_clockwork")
    app.window.resize(1920, 1080)
    for _ in range(3):
        app.qapp.processEvents()
    from PySide6.QtWidgets import QStyleOptionTab

    bar, painted = app.window.bot_tabs.tabBar(), []
    for index in range(bar.count()):
        option = QStyleOptionTab()
        bar.initStyleOption(option, index)
        painted.append(option.text.strip("▶• "))
    assert painted == ["M. Markiz 2.0", "E. Dynastie", "S. Sojusz"], painted
    assert [bar.tabToolTip(i) for i in range(3)][1] == "Elektryczne Dynastie", "the whole name in the tip"


def test_four_root_tabs_at_1920_give_the_room_left_to_a_name_in_initials(make_app: Any) -> None:
    """Four Root bots in Polish at 1920×1080 read «MM 2.0», «ED», «S. Sojusz», «Włóczęgobot»
    beside 90 px no tab took: an even split of them gave no name enough for its next form. The
    narrowest name now takes what its next form needs: «E. Dynastie»."""
    app = make_app()
    seats(app, "root_clockwork", 4, "pl")
    app.window.resize(1920, 1080)
    app.window.show()
    for _ in range(3):
        app.qapp.processEvents()
    assert painted_names(app) == ["MM 2.0", "E. Dynastie", "S. Sojusz", "Włóczęgobot"]
    assert tabs_out_of_view(app) == []


def painted_names(app: Any) -> list[str]:
    """What each bot tab paints, its marks ▶ • left out."""
    from PySide6.QtWidgets import QStyleOptionTab

    bar, painted = app.window.bot_tabs.tabBar(), []
    for index in range(bar.count()):
        option = QStyleOptionTab()
        bar.initStyleOption(option, index)
        painted.append(option.text.strip("▶• "))
    return painted


def test_four_calamities_at_1366_keep_their_word_and_number_beside_a_short_plus(make_app: Any) -> None:
    """Four Mega Civ calamities in Ukrainian at 1366×768 read «…» behind scroll arrows (Polish «K…1»
    to «K…4») beside «+ Катастрофа»: the button says «+» while the names need its room, the
    tabs «Кат… 1» to «Кат… 4»; the Turn menu and a screen reader still say the whole words."""
    from desktop.ui.window.turn_menu import button_words

    app = make_app()
    seats(app, MEGACIV, 4, "uk")
    shown(app)
    button = app.window.seats.add_button
    painted = painted_names(app)
    assert [name[-2:] for name in painted] == [" 1", " 2", " 3", " 4"], painted
    assert all(name.startswith("Кат") for name in painted), painted
    assert tabs_out_of_view(app) == []
    assert button.text() == "+" and button.accessibleName() == "+ Катастрофа"
    assert button_words(button) == "+ Катастрофа"
    for _ in range(3):
        app.controller.remove_bot(app.controller.view.bots[-1].id)
    app.qapp.processEvents()
    assert button.text() == "+ Катастрофа", "one name has room beside the whole words"
    assert painted_names(app) == ["Катастрофа 1"]


def test_a_language_switch_keeps_the_short_plus_and_never_sets_the_whole_words_between(
    make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The corner button said its whole words, then the tabs put back «+»: the tabs were laid
    out twice on every language switch, once beside «+ Katastrofa» they never showed."""
    from desktop.ui.widgets.fair_tabs import CornerButton

    app = make_app()
    seats(app, MEGACIV, 4, "uk")
    shown(app)
    button = app.window.seats.add_button
    assert button.text() == "+"
    texts: list[str] = []
    set_text = CornerButton.setText
    monkeypatch.setattr(
        CornerButton, "setText", lambda self, text: (texts.append(text), set_text(self, text))
    )
    for language in ("pl", "en", "uk"):
        app.language.set_language(language)
        app.qapp.processEvents()
        assert button.text() == "+" and button.accessibleName() == button.full_text != "+", language
    assert texts == [], "the short words shown throughout were never set again"
    for _ in range(3):
        app.controller.remove_bot(app.controller.view.bots[-1].id)
    app.qapp.processEvents()
    assert button.text() == button.full_text == "+ Катастрофа", "one name has room beside the whole words"


def test_four_eu_bots_in_a_small_window_each_show_a_tab_with_their_number(make_app: Any) -> None:
    """QA s16 long day, finding 5: four EU bots in a 1024×650 window read «…» each, and the
    fourth tab sat behind the bar's scroll arrows. Each now reads «B1» to «B4», all in view."""
    app = make_app()
    app.controller.new_game("eupop", [({"name": f"Bot {n}"}, None) for n in range(1, 5)], seed=1)
    app.window.resize(1024, 650)
    app.window.show()
    for _ in range(5):
        app.qapp.processEvents()
    bar = app.window.bot_tabs.tabBar()
    from PySide6.QtWidgets import QStyleOptionTab, QToolButton

    arrows = [b for b in bar.findChildren(QToolButton) if b.isVisible()]
    assert not arrows, "the bar scrolls: a tab is behind its arrows"
    painted = []
    for index in range(bar.count()):
        option = QStyleOptionTab()
        bar.initStyleOption(option, index)
        painted.append(option.text.strip("▶• "))
    assert [p[-1:] for p in painted] == ["1", "2", "3", "4"] and "…" not in "".join(painted), painted
