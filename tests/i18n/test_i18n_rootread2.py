"""Root's bots as a Polish or Ukrainian player reads them, on the chart ahead and in the step: a
clearing not known yet in the case its preposition asks for («na [polanie]»), a bot's name never
called a player, a count of VP said once, a scoring track named as the faction board names it,
and the Vagabot's moves counted as movements, not as the Move action."""

from __future__ import annotations

import random
from typing import Any

import pytest
from i18n_helpers import said_in

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import Pack, load_pack, word
from desktop.core.pack.registry import Ctx
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.node_texts import node_texts
from desktop.core.play.session import Session
from rules.root_clockwork.common import track_msg


def root() -> Pack:
    """The Root pack as the app loads it."""
    pack, problems = load_pack(bundled_rules_dir() / "root_clockwork")
    assert pack is not None and not problems, problems
    return pack


def game(faction: str) -> tuple[Session, str]:
    """A new game of one bot of `faction`."""
    session = Session(root(), 1)
    session.add_bot("b", {"name": "Bot", "faction": faction})
    return session, "b"


def box(language: Any, lang: str, chart_id: str, node_id: str) -> str:
    """A box of a chart as the flowchart lays it out before the game reaches it (its values
    known later said in words, as the chart widget says them)."""
    from desktop.ui.chart.chart_items import node_template

    pack = root()
    charts = pack.charts_for(())
    chart = charts[chart_id]
    words = {name: word(pack, name) for name in pack.meta.words}
    language.set_language(lang)
    try:
        return node_template(pack.id, chart, chart.node_map()[node_id], charts, words)
    finally:
        language.set_language("en")


def shown(language: Any, lang: str, session: Session, bot: str, chart_id: str, node_id: str) -> str:
    """A node's text as the chart and F1 show it now (values the game knows filled in)."""
    from desktop.ui.chart.chart_items import node_shown

    chart = session.pack.charts_for(()).get(chart_id)
    assert chart is not None
    texts = node_texts(session, bot, chart, (), None)
    return said_in(language, lang, texts[node_id], node_shown)


# -- a clearing not known yet: seed 001 §5.5.1 (Decree: Recruit, Move, Battle), §5.4.4 (A New
# Roost), §6.5.1 (Spread Sympathy); glossary 2c «clearing: polana / галявина»


EYRIE_BOXES = {
    "pl": {
        "recruit_where": "Werbunek: czy na którejś [polanie] jest Gniazdo?",
        "recruit": "na [polanie] z Gniazdem",
        "move": "Ruch: na [polanie] kontrolowanej przez bota, na której jest najwięcej wojowników Dynastii",
        "battle": "Zainicjuj walkę na [polanie];",
        "new_roost": "na [polanie] o najwyższym Priorytecie",
    },
    "uk": {
        "recruit_where": "Вербування: чи є Гніздо на [галявині]?",
        "recruit": "на [галявині] з Гніздом",
        "move": "Рух: на [галявині], яку контролює бот і де найбільше воїнів Династій",
        "battle": "Почніть бій на [галявині];",
        "new_roost": "на [галявині] з найвищим пріоритетом",
    },
}


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_a_clearing_not_known_yet_reads_in_the_case_of_its_preposition(language: Any, lang: str) -> None:
    """The Eyrie's turn ahead on the chart and in F1: «na [polanie] z Gniazdem», never the
    nominative «na [polana]» nor «z kontrolowanej przez bota [polana]»."""
    session, bot = game("eyrie")
    for node_id, wanted in EYRIE_BOXES[lang].items():
        for text in (
            box(language, lang, "eyrie_turn", node_id),
            shown(language, lang, session, bot, "eyrie_turn", node_id),
        ):
            assert wanted in text, (node_id, text)
            assert "[polana]" not in text and "[галявина]" not in text, text
    spread = {"pl": "umieść żeton Sympatyków na [polanie] bez Sympatyków", "uk": "на [галявині] без симпатії"}
    assert spread[lang] in box(language, lang, "spread", "place")


@pytest.mark.parametrize(
    ("lang", "suit", "wanted"),
    [
        (
            "pl",
            "fox",
            [
                "Werbunek: czy na którejś lisiej polanie jest Gniazdo?",
                "Ruch: na lisiej polanie kontrolowanej przez bota, na której",
            ],
        ),
        (
            # A bird card names no suit: 001 §4.7 says a plain «polana» («na każdej polanie»).
            "pl",
            "bird",
            [
                "Werbunek: czy na którejś polanie jest Gniazdo?",
                "Ruch: na polanie kontrolowanej przez bota, na której",
            ],
        ),
        (
            "uk",
            "mouse",
            [
                "Вербування: чи є Гніздо на мишачій галявині?",
                "Рух: на мишачій галявині, яку контролює бот",
            ],
        ),
        (
            # A bird card's clearing is any clearing: «будь-якій галявині», not «на якійсь
            # галявині (будь-яка масть)» with two indefinites.
            "uk",
            "bird",
            [
                "Вербування: чи є Гніздо на будь-якій галявині?",
                "Рух: на будь-якій галявині, яку контролює бот",
            ],
        ),
    ],
)
def test_the_decree_column_clearing_reads_right_once_known(
    language: Any, lang: str, suit: str, wanted: list[str]
) -> None:
    """Seed 001 §5.5.1.I-II, the Decree column being resolved: the step says the clearing of its
    suit in the same place the box said it («na którejś lisiej polanie»)."""
    session, bot = game("eyrie")
    session.world["bots"][bot]["cursor"] = suit
    said = [shown(language, lang, session, bot, "eyrie_turn", n) for n in ("recruit_where", "move")]
    for text, part in zip(said, wanted, strict=True):
        assert part in text, text


# -- a count said once: seed 001 §3.5 (Fully cooperative play)


@pytest.mark.parametrize(
    ("lang", "wanted", "doubled"),
    [
        ("pl", "Ten bot ma [liczba] Punktów Zwycięstwa:", "[Punkty Zwycięstwa] Punktów"),
        ("uk", "Цей бот має [кількість] переможних очок:", "[Переможні очки] переможних"),
    ],
)
def test_the_bots_win_box_names_its_count_once(language: Any, lang: str, wanted: str, doubled: str) -> None:
    """The box ahead says «Ten bot ma [liczba] Punktów Zwycięstwa», not the value's word before
    the noun it names («[Punkty Zwycięstwa] Punktów Zwycięstwa»)."""
    text = box(language, lang, "coop_win", "bots_win")
    assert wanted in text and doubled not in text, text


# -- a bot is a bot: seed 001 §2.5 («Termin „gracz” odnosi się do ludzkich graczy, a termin „bot” —
# do automatycznych Frakcji»); glossary 2a «player: gracz / гравець», «bot: bot / бот»


@pytest.mark.parametrize(
    ("lang", "wanted"),
    [
        ("pl", ["Czy bot [nazwa bota] stracił jako obrońca", "Szpitale: [nazwa bota] umieszcza"]),
        ("uk", ["Чи втратив бот [назва бота] як захисник", "Шпиталі: [назва бота] розміщує"]),
    ],
)
def test_a_bot_not_known_yet_is_named_as_a_bot(language: Any, lang: str, wanted: list[str]) -> None:
    """The defender's side ahead on the chart (seed 001 §3.3.2, Hospitals): the bot that defended
    reads «[nazwa bota]», never «[gracz]», a word the booklet keeps for the people at the table."""
    texts = [box(language, lang, "battle_defender", n) for n in ("hospitals_lost", "hospitals_do")]
    for text, part in zip(texts, wanted, strict=True):
        assert part in text, text
        assert "[gracz]" not in text and "[гравець]" not in text, text


# -- a scoring track: seed 001 §4.6.1, §5.6, §6.5.1 (pl: «z pierwszego pustego pola toru Gniazd»,
# the track in the genitive after «pola»/«polu»); glossary 2c «Roosts track: tor Gniazd / шкала
# гнізд» (uk: the first word lower case)


@pytest.mark.parametrize(
    ("lang", "ahead", "now"),
    [
        (
            "pl",
            "Odczytaj PZ wydrukowane na polu nr [numer] (licząc od lewej) [toru] na planszy Frakcji bota.",
            "Odczytaj PZ wydrukowane na polu nr 3 (licząc od lewej) toru Koszar na planszy Frakcji bota.",
        ),
        (
            "uk",
            "Зчитайте ПО, надруковані на полі № [номер] зліва ([шкала] на планшеті фракції бота).",
            "Зчитайте ПО, надруковані на полі № 3 зліва (шкала Казарм на планшеті фракції бота).",
        ),
    ],
)
def test_reading_a_track_space_names_the_space_and_the_track(
    language: Any, lang: str, ahead: str, now: str
) -> None:
    """Read a scoring track (seed 001 §4.6.1): ahead, «na polu nr [numer]», not «na polu nr
    [pole]» nor «[поле]-му полі»; asked, the track in its own words, lower case mid-sentence."""
    session, bot = game("marquise")
    assert box(language, lang, "track_score", "read") == ahead
    session.world["bots"][bot]["ans"]["pending_track"] = ["recruiter", 3]
    assert shown(language, lang, session, bot, "track_score", "read") == now


@pytest.mark.parametrize(
    ("chart_id", "wanted"),
    [
        ("marquise_turn", "z pierwszego od prawej pustego pola [toru] (przy ptasiej karcie Nakazu"),
        ("eyrie_turn", "z pierwszego od prawej pustego pola [toru]. PZ teraz"),
        ("spread", "widniejących na nowo odkrytym polu [toru]. PZ teraz"),
    ],
)
def test_a_track_not_known_yet_follows_its_space_in_the_genitive(
    language: Any, chart_id: str, wanted: str
) -> None:
    """The scoring boxes ahead (seed 001 §4.6.1, §5.6, §6.5.1) say «pola [toru]» as the step
    says «pola toru Gniazd», not the nominative «pola [tor]»."""
    text = box(language, "pl", chart_id, "score")
    assert wanted in text and "[tor]" not in text, text


SCORE = "Score: the bot scores %n VP, shown on the rightmost empty space of the {track}. VP now: {vp}."


@pytest.mark.parametrize(
    ("n", "wanted"),
    [
        (1, "отримує 1 переможне очко з крайнього правого порожнього поля (шкала гнізд). ПО тепер: 5."),
        (22, "отримує 22 переможні очки з крайнього правого порожнього поля (шкала гнізд)."),
        (25, "отримує 25 переможних очок з крайнього правого порожнього поля (шкала гнізд)."),
    ],
)
def test_the_scored_track_is_lower_case_mid_sentence(language: Any, n: int, wanted: str) -> None:
    """Eyrie's Evening, Score (seed 001 §5.6): «(шкала гнізд)», not a capital «Шкала» inside the
    sentence (the glossary's «шкала гнізд»)."""
    ctx: Ctx[Any] = Ctx(root(), {"b": {}}, {}, "b", {}, random.Random(1))
    msg = Message("root_clockwork/eyrie_turn", SCORE, {"track": track_msg(ctx, "roost"), "vp": 5}, n)
    said = said_in(language, "uk", msg)
    assert wanted in said and "Шкала" not in said, said


@pytest.mark.parametrize(
    ("lang", "wanted"),
    [
        ("en", "on the Battle track: [amount]."),
        ("pl", "na torze Walki: [liczba]."),
        ("uk", "на шкалі бою: [кількість]."),
    ],
)
def test_the_items_on_the_battle_track_ahead_are_a_number(language: Any, lang: str, wanted: str) -> None:
    """The Vagabot taking hits (seed 001 §7.2.5) ahead on the chart: how many items stay on the
    Battle track is a number to come, «[liczba]», not the word «[tor]» of a scoring track."""
    for chart_id, node_id in (("vb_battle", "damage"), ("losses", "vb_damage"), ("losses", "all_pawn")):
        text = box(language, lang, chart_id, node_id)
        assert text.endswith(wanted), text


# -- the Vagabot's moves: seed 001 §7.5 (each move exhausts an item); PL «przemieszczenie»


SHORT = "The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?"


@pytest.mark.parametrize(
    ("n", "wanted"),
    [
        (1, "потрібне 1 переміщення"),
        (2, "потрібні 2 переміщення"),
        (5, "потрібно 5 переміщень"),
        (22, "потрібні 22 переміщення"),
    ],
)
def test_the_vagabots_moves_are_movements_in_ukrainian(language: Any, n: int, wanted: str) -> None:
    """«Волоцюгоботу потрібні 2 переміщення», as the Polish «potrzebuje 2 przemieszczeń»: not
    the Move action's name with a capital mid-sentence («потрібно 5 Рухів»)."""
    for chart in ("vb_explore", "vb_quest", "vb_battle"):
        said = said_in(language, "uk", Message(f"root_clockwork/{chart}", SHORT, {"fresh": "—"}, n))
        assert f"Волоцюгоботу {wanted}," in said and "Рух" not in said, said


# -- a verb agrees with a bot named in the plural: seed 001 names the Eyrie bot «Elektryczne
# Dynastie» (glossary 2c: «Електричні Династії»); «bot Elektryczne Dynastie» keeps the verb singular


AGREEMENT = [
    (
        "battle_defender",
        "{bot} takes its losses.",
        None,
        "Bot Elektryczne Dynastie ponosi straty.",
        "Бот Електричні Династії зазнає втрат.",
    ),
    (
        "alliance_turn",
        "{bot} loses every piece there.",
        None,
        "Bot Elektryczne Dynastie traci tam",
        "Бот Електричні Династії втрачає там",
    ),
    (
        "battle_defender",
        "How many of this bot's buildings and tokens did {bot} remove? {bot} scores a VP for each.",
        None,
        "Za każdy z nich bot Elektryczne Dynastie otrzymuje",
        "За кожен із них бот Електричні Династії отримує",
    ),
    (
        "vb_aid",
        "{bot} draws no cards and scores %n VP instead (Poor Manual Dexterity).",
        1,
        "Bot Elektryczne Dynastie nie dobiera kart, tylko otrzymuje 1 Punkt Zwycięstwa",
        "Бот Електричні Династії не добирає карт, а отримує 1 переможне очко",
    ),
]


@pytest.mark.parametrize(("chart_id", "text", "n", "pl", "uk"), AGREEMENT)
def test_a_verb_after_a_bots_name_agrees_in_number(
    language: Any, chart_id: str, text: str, n: int | None, pl: str, uk: str
) -> None:
    """Seed 001 §1.2.1, §6.4.3, §7.5.3, §7.5.4: «Bot Elektryczne Dynastie ponosi straty», never the plural
    name with a singular verb («Elektryczne Dynastie ponosi straty»)."""
    names = {"pl": "Elektryczne Dynastie", "uk": "Електричні Династії"}
    for lang, wanted in (("pl", pl), ("uk", uk)):
        said = said_in(language, lang, Message(f"root_clockwork/{chart_id}", text, {"bot": names[lang]}, n))
        assert wanted in said, said


MOVE_THERE = "Move the Vagabot there, exhausting an item per move: %n exhausted; {still}."


@pytest.mark.parametrize("chart_id", ["vb_explore", "vb_quest", "vb_battle"])
def test_the_vagabot_moving_is_not_headed_as_a_move_step(language: Any, chart_id: str) -> None:
    """Seed 001 §7.5: the Vagabot moves, an item exhausted per move, but «Ruch» / «Рух» is a step
    of the Marquise and the Eyrie, not of its actions: «Перемістіть туди Волоцюгобота», as the
    Polish «Przemieść tam Włóczęgobota»."""
    msg = Message(f"root_clockwork/{chart_id}", MOVE_THERE, {"still": "—"}, 2)
    said = said_in(language, "uk", msg)
    assert said.startswith("Перемістіть туди Волоцюгобота") and "Рух" not in said, said


@pytest.mark.parametrize(
    ("chart_id", "title"),
    [
        ("eyrie_setup", "Electric Eyrie: setup"),
        ("alliance_setup", "Automated Alliance: setup"),
    ],
)
def test_every_factions_setup_chart_is_titled_alike(language: Any, chart_id: str, title: str) -> None:
    """Seed 001 §5.3, §6.3 (a faction's setup): the chart's title, in the breadcrumb and «Перейдіть
    до: …», says «підготовка фракції» as the Marquise's and the Vagabot's already did, and as the
    Polish says «przygotowanie Frakcji»."""
    for lang, wanted in (("pl", ": przygotowanie Frakcji"), ("uk", ": підготовка фракції")):
        said = said_in(language, lang, Message(f"root_clockwork/{chart_id}", title))
        assert said.endswith(wanted), said


HITS = (
    "Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: "
    "{undamaged}; on the Battle track: {battle}."
)


@pytest.mark.parametrize(
    ("n", "wanted"),
    [
        (1, "пошкодьте 1 предмет, спершу виснажений, потім невиснажений."),
        (2, "пошкодьте 2 предмети, спершу виснажені"),
    ],
)
def test_one_damaged_item_is_exhausted_in_the_singular(language: Any, n: int, wanted: str) -> None:
    """The Vagabot taking hits (seed 001 §7.2.5) with one hit: «пошкодьте 1 предмет, спершу
    виснажений», as the Polish «uszkodź 1 przedmiot, najpierw wyczerpany»; and the count of
    items on the Battle track after it."""
    said = said_in(
        language, "uk", Message("root_clockwork/vb_battle", HITS, {"undamaged": 3, "battle": 2}, n)
    )
    assert wanted in said and said.endswith("на шкалі бою: 2."), said


def test_undamaged_items_ahead_use_the_glossarys_word(language: Any) -> None:
    """Glossary 2c «damage / damaged: пошкодити / пошкоджений» (seed 001 §7.2.5): the box ahead
    says «Непошкоджені предмети тепер: [непошкоджені предмети]», one word for one thing, not
    «[неушкоджені предмети]» beside «Непошкоджені»."""
    text = box(language, "uk", "vb_battle", "damage")
    assert "Непошкоджені предмети тепер: [непошкоджені предмети];" in text, text


def test_difficulty_levels_read_as_the_booklet_names_them(language: Any) -> None:
    """Seed 001 §3.3.1 («łatwy, standardowy, wymagający albo koszmar»): the Iron Will note names
    the levels, not «na wymagającym i koszmarze» (helper rootread)."""
    source = (
        "Iron Will doubles every warrior the Escalated Daylight Recruit places, the difficulty's extra "
        "warriors included: 4 on Easy, 8 on Default, 12 on Challenging and Nightmare."
    )
    msg = Message("root_clockwork/marquise_turn", source)
    assert said_in(language, "pl", msg).endswith(
        "4 (poziom łatwy), 8 (standardowy), 12 (wymagający i koszmar)."
    )
    assert said_in(language, "uk", msg).endswith(
        "4 (легкий рівень), 8 (стандартний), 12 (складний і кошмар)."
    )


def test_the_bots_own_faction_is_not_said_twice(language: Any) -> None:
    """Seed 001 §2.7 (each bot's turn): «Który bot rozgrywa turę? → Elektryczne Dynastie», not
    «→ Elektryczne Dynastie (Bot to Elektryczne Dynastie.)», the answer said twice (helper
    rootread)."""
    s = Session(root(), 1)
    s.add_bot("b", {"name": "Elektryczne Dynastie", "faction": "eyrie"})
    logs = s.apply({"type": "start", "bot": "b", "chart": "main"})
    while s.running("b") and not any(e.node == "faction" for e in logs):
        logs += s.apply({"type": "done", "bot": "b"})
    (entry,) = [e for e in logs if e.node == "faction"]
    assert entry.answer == "eyrie" and entry.reason is None and entry.answer_label is not None
    assert said_in(language, "pl", entry.answer_label) == "Elektryczne Dynastie"
