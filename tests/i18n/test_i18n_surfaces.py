"""Polish and Ukrainian on the surfaces besides the step, as a player reads them: a chart's box
ahead of the step names a value not known yet once ("Standing now: [amount]", never "Standing:
[Army: standing Units]"), a drawn card names its discard icon by its deck, a Mega Civ advance
says which way it moves an amount in words, a negative bound reads with a minus sign."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import Pack, load_pack, word
from desktop.core.paths import bundled_rules_dir


@cache
def pack_of(pack_id: str) -> Pack:
    """A bundled pack as the app loads it."""
    pack, problems = load_pack(bundled_rules_dir() / pack_id)
    assert pack is not None, problems
    return pack


@pytest.fixture
def speak(language: Any) -> Iterator[Any]:
    """Sets the window's language; English again after the test."""
    yield language.set_language
    language.set_language("en")


def box_ahead(pack_id: str, chart_id: str, node_id: str) -> str:
    """A chart's box as the flowchart lays it out before the run reaches it: each value not
    known yet as its name in words, as the app gives them."""
    from desktop.ui.chart.chart_items import node_template

    pack = pack_of(pack_id)
    chart = pack.charts[chart_id]
    words = {name: word(pack, name) for name in pack.meta.words}
    return node_template(pack.id, chart, chart.node_map()[node_id], pack.charts, words)


@pytest.mark.parametrize(
    ("node", "pl", "uk"),
    [
        # Seed 002/000, Land Battles vs. Opponents / vs. Rebels: the casualties asked ahead.
        (("eupop", "land_battle", "casualties"), "Stoi [liczba] Jednostek.", "Стоїть [кількість] Загонів."),
        (("eupop", "land_battle", "npr_hits"), "stoi [liczba] Jednostek.", "стоїть [кількість] Загонів."),
        (("eupop", "land_battle", "remove"), "Stojące teraz: [liczba].", "Стоять тепер: [кількість]."),
        (("eupop", "mac", "mac_set"), "MAC wynosi tu [liczba]. Stojące: [liczba]. Położone: [liczba].", None),
        # Seed 000, Bot Setup: Manpower, the Army and the Reserve; the Bot Deck for the Age.
        (("eupop", "setup", "manpower"), "Armia [liczba], Rezerwa Zasobów Ludzkich [liczba].", None),
        (("eupop", "setup", "deck"), "na Erę [numer]", "на Епоху [номер]"),
        (("eupop", "replace_bot", "inherit"), "(Administracyjne: [liczba], Dyplomatyczne: [liczba]", None),
        (("eupop", "main", "draw"), "karta [numer],", "карта [номер],"),
        # Seed 000, Bot Setup and DoW on a Bot: the Bot Power said once.
        (("eupop", "setup", "mat"), "Umieść w Dostępnych [liczba] kostek", None),
        (("eupop", "siege", "siege_large"), "Wydane Punkty Bota: [liczba].", None),
        (
            ("eupop", "replace_human", "convert"),
            "[+ lub −] [liczba] za Stabilność − [liczba] za Pożyczki",
            None,
        ),
        # Seed 002/000, Targeting Charts: the target named once.
        (("eupop", "targeting", "found_diplomatic"), "Celem jest [nazwa].", "Ціль: [назва]."),
        # Seed 003, Round start: the round and the row of cards.
        (("glory_automa", "round_start", "deal"), "Runda [numer]:", "Раунд [номер]:"),
        (("glory_automa", "round_start", "deal"), "rząd z [liczba] kart", "ряд з [кількість] карт"),
        # Seed 003, Technology and Reform: a row, a column, a priority number, a religion.
        (("glory_automa", "technology", "k1"), "w rzędzie [numer], kolumnie [numer]", None),
        (
            ("glory_automa", "reform", "government"),
            "stoi na miejscu [numer] na",
            "на місці [номер] у рядку пріоритету",
        ),
        (
            ("glory_automa", "technology", "p1"),
            "numery z miejsc [numer] i [numer]",
            "номери з місць [номер] і [номер]",
        ),
        (("glory_automa", "free_actions", "glory1"), "Chwała teraz: [liczba].", None),
    ],
)
def test_a_box_ahead_names_a_value_once(
    speak: Any, node: tuple[str, str, str], pl: str | None, uk: str | None
) -> None:
    """A box ahead of the step said its value's name right after the sentence named it:
    «Stoi [Armia: stojące Jednostki] Jednostek», «Раунд [Раунд]», «rząd z [Rząd kart] kart»,
    «Armia [Armia]», «na Erę [Era]», «karta [numer karty]». It says the sentence's word once and
    the value as "[amount]" or "[number]" (glossary §3: the general plural after it)."""
    for lang, reads in (("pl", pl), ("uk", uk)):
        if reads is None:
            continue
        speak(lang)
        text = box_ahead(*node)
        assert reads in text, text


def calamity_lines(calamity: str, amount: str, held: list[str]) -> list[Any]:
    """The lines a Mega Civ step lists under an amount: its printed base and one per advance the
    primary victim holds that changes it."""
    import random

    from desktop.core.pack.registry import Ctx
    from rules.megaciv_calamities.resolver import breakdown_of, init_state

    bot = {**init_state(), "calamity": calamity, "held": {"primary": held}}
    ctx: Ctx[Any] = Ctx(pack_of("megaciv_calamities"), {"b1": bot}, {}, "b1", {}, random.Random(1))
    return breakdown_of(ctx, amount)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "pl",
            [
                "podstawa 3",
                "„Muzyka” chroni: o 1 ocalone miasto więcej",
                "„Wojna Morska” pogarsza: o 1 ocalone miasto mniej",
            ],
        ),
        (
            "uk",
            [
                "основа 3",
                "«Музика» захищає: на 1 збережене місто більше",
                "«Морська війна» погіршує: на 1 збережене місто менше",
            ],
        ),
    ],
)
def test_a_mega_civ_advance_says_which_way_it_moves_the_amount(
    speak: Any, lang: str, lines: list[str]
) -> None:
    """Seed 004 says an advance's effect in words («wybierz o 5 pkt jednostek mniej»). The cities
    Civil Disorder leaves unreduced read «„Wojna Morska” pogarsza: −1» and «„Muzyka” chroni:
    +1»: a sign the reader had to weigh against the verb. They read «o 1 mniej», «o 1 więcej», and
    then (QA s18 rest §11) name what they count: the cities kept («o 1 ocalone miasto mniej»)."""
    from desktop.ui.language import render

    speak(lang)
    said = [
        render(m) for m in calamity_lines("civil_disorder", "unreduced_cities", ["music", "naval_warfare"])
    ]
    assert said == lines
    # A turn log saved before keeps the old line: it still reads in the player's language.
    old = Message("megaciv_calamities", "{advance} protects: {delta}", {"advance": "Muzyka", "delta": "+1"})
    assert render(old) == {"pl": "„Muzyka” chroni: +1", "uk": "«Muzyka» захищає: +1"}[lang]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "pl",
            ["Akcje:", "  1. Akcja MILITARNA", "Akcja Wojny: Akcja MORSKA", "Ikona odrzucenia: Militarne"],
        ),
        ("uk", ["Дії:", "  1. ВІЙСЬКОВА дія", "Дія війни: МОРСЬКА дія", "Значок скидання: Військові"]),
    ],
)
def test_a_drawn_card_names_its_discard_icon_by_its_deck(speak: Any, lang: str, lines: list[str]) -> None:
    """Seed 000, Bot Cards: a card's icon names the Action-card deck to discard from
    (Administracyjna, Dyplomatyczna, Militarna). A card checked with the military icon read
    «Ikona odrzucenia: Akcja MILITARNA» (the MILITARY Action's chart title) beside
    «Ikona odrzucenia: Dyplomatyczne»; its Actions still read as the charts they lead to."""
    from desktop.core.play.session import Session
    from desktop.core.play.view import PlayState
    from desktop.core.play.view_build import build_view
    from desktop.ui.language import render
    from desktop.ui.play.card_lines import card_lines

    pack = pack_of("eupop")
    session = Session(pack, 1)
    session.add_bot(session.next_bot_id(), {"name": "Francja"}, None)
    view = build_view(session, PlayState())
    (card_field,) = [f for s in pack.meta.mat for f in s.fields if f.kind == "card"]
    labels = {k: Message(pack.id, v) for k, v in card_field.labels.items()}
    card = {"id": "11", "actions": ["military"], "war_action": "naval", "cost": 2, "discard_icon": "military"}
    speak(lang)
    shown = card_lines(pack.id, card, labels, view.card_words, render)
    assert [x for x in shown if not x.startswith(render(labels["cost"]))] == lines


def stability_view(answer: str | None = None) -> Any:
    """EU's question for a human player's Stability when a Bot replaces them (−3 to 3), as the
    view gives it to the window and the table display (with `answer`, once answered)."""
    from desktop.core.play.session import Session
    from desktop.core.play.view import PlayState
    from desktop.core.play.view_build import build_view

    session = Session(pack_of("eupop"), 1)
    session.add_bot(session.next_bot_id(), {"name": "Francja"}, None)
    session.apply({"type": "start", "bot": "b1", "chart": "replace_human", "node": "stability"})
    if answer is not None:
        session.apply({"type": "answer", "bot": "b1", "option": answer})
    return build_view(session, PlayState(active="b1"))


def stability_step() -> Any:
    """The Stability question itself."""
    step = stability_view().step
    assert step is not None and step.bounds() == (-3, 3)
    return step


@pytest.mark.parametrize(
    ("lang", "waiting"),
    [
        ("pl", "Oczekiwanie na odpowiedź: na którym kroku jest Stabilność gracza,\u00a0−3–3"),
        ("uk", "Очікування відповіді: на якому кроці Стабільність гравця,\u00a0−3–3"),
    ],
)
def test_a_negative_bound_reads_with_a_minus_sign(language: Any, lang: str, waiting: str) -> None:
    """Seed 000, Replacing a human player: Stability from −3 to 3. The table display read
    «-3–3» (a hyphen, then the range's dash) and the step's number field «od -3 do 3»."""
    from desktop.ui.table.table_words import waiting_for
    from desktop.ui.table.tongue import Tongue
    from desktop.ui.wording import signed

    assert waiting_for(stability_step(), Tongue(lang, language.catalogues(lang))) == waiting
    assert [signed(n) for n in (-3, 0, 3)] == ["−3", "0", "3"]


@pytest.mark.parametrize(
    ("lang", "text", "menu"),
    [
        ("pl", "„Muzyka” chroni: miasta niezredukowane +1.", "„«Muzyka» chroni: miasta niezredukowane +1.”"),
        ("uk", "Вибір «Ні» тут.", "«Вибір „Ні“ тут.»"),
        # Cut inside the inner quote (the menu keeps 48 characters): it is closed after the "…".
        (
            "pl",
            "Czy główna ofiara posiada kartę rozwoju „Cud Świata”?",
            "„Czy główna ofiara posiada kartę rozwoju «Cud Św…»”",
        ),
        (
            "en",
            "Does the main victim hold the “Wonder of the World”?",
            "“Does the main victim hold the ‘Wonder of the Wo…’”",
        ),
    ],
)
def test_a_quoted_step_keeps_its_own_quotes_apart(speak: Any, lang: str, text: str, menu: str) -> None:
    """Edit → Undo quotes the step it takes back. A Mega Civ step that starts with an advance's
    name read «Cofnij: wykonanie: „„Muzyka” chroni…”» (a quote opened twice); a quote inside a
    quote takes the inner marks: Polish „…«…»…”, Ukrainian «…„…“…»."""
    from desktop.ui.undo_text import quoted

    speak(lang)
    assert quoted(text) == menu


@pytest.mark.parametrize(
    ("lang", "answered", "logged"),
    [("pl", "Odpowiedź przed chwilą: −2 — ", "→ −2"), ("uk", "Щойно відповіли: −2 — ", "→ −2")],
)
def test_a_negative_answer_reads_with_a_minus_sign(
    speak: Any, language: Any, lang: str, answered: str, logged: str
) -> None:
    """Seed 000, Replacing a human player: a Stability of −2 answered. The table display read
    «Odpowiedź przed chwilą: -2 — …» and the log «→ -2», a hyphen for the minus."""
    from desktop.ui.log.log_text import entry_parts
    from desktop.ui.table.table_words import answered as answered_line
    from desktop.ui.table.tongue import Tongue

    view = stability_view("-2")
    assert answered_line(view, Tongue(lang, language.catalogues(lang))).startswith(answered)
    speak(lang)
    entry = view.history.lines(view.history.applied - 1)[-1]
    assert entry_parts(entry)[1] == logged


@pytest.mark.parametrize(
    ("context", "text", "params", "count", "lang", "said"),
    [
        # the FOCUS milestone at Normal difficulty: «jest co najmniej 2 Punkty» had a singular verb
        (
            "eupop/focus",
            "Does this Focus area hold %n or more Bot Power?",
            {},
            2,
            "pl",
            "są co najmniej 2 Punkty",
        ),
        # Glory's Age I: one cube each, «po 1 kostkę» (po takes the locative with one)
        (
            "glory_automa/resources",
            "Put %n action cubes each on the mill and on the sawmill. Add the resources they show to the "
            "automa's warehouses: food {food}, wood {wood}. It pays nothing.",
            {"food": "2", "wood": "2"},
            1,
            "pl",
            "Połóż po 1 kostce akcji",
        ),
        # Mega Civ's Treachery takes one city: «замінюючи кожне» spoke of many
        (
            "megaciv_calamities/treachery",
            "The beneficiary annexes %n of the primary victim's cities ({breakdown}), replacing each with "
            "a city from its stock.",
            {"breakdown": "основа 1"},
            1,
            "uk",
            "замінюючи його містом",
        ),
    ],
)
def test_a_number_agrees_with_its_words_in_polish_and_ukrainian(
    speak: Any, context: str, text: str, params: dict[str, str], count: int, lang: str, said: str
) -> None:
    """QA read of stop 45: the verb, the preposition's case and the pronoun follow the number."""
    from desktop.ui.language import render

    speak(lang)
    assert said in render(Message(context, text, params, count))
