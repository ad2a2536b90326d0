"""Seed 004's calamities as the window says them in Polish and Ukrainian (QA s18): who does what
in one voice, the cities a victim unselects, no damage said in words."""

from __future__ import annotations

from typing import Any

import pytest
from mega_helpers import Play

from desktop.core.play.session import LogEntry

CW = {"ben_cities": "yes", "exact": "yes", "stock": "yes"}


def reason(play: Play, node: str) -> Any:
    """The reason the last check of `node` gave (the line shown above the next step)."""
    checks: list[LogEntry] = [e for e in play.session.log() if e.kind == "check" and e.node == node]
    assert checks, node
    return checks[-1].reason


def test_cyclone_reduce_names_each_advances_cities__seed004_cyklon(said: Any) -> None:
    """004 l.47, 49: Masonry unselects 1 city, Calendar 2, after a selection of 4 (Trade Empire):
    each advance's share, no «podstawa 0»; the rest «zostają zredukowane»."""
    held = ("p_trade_empire", "p_masonry", "p_calendar")
    play = Play().start("cyclone").play({"any_city": "yes"}, held=held, stop="reduce")
    assert said(play, "pl") == (
        "Główna ofiara rezygnuje z wyboru 3 ze swoich wybranych miast („Kamieniarstwo”: 1, „Kalendarz”: 2), "
        "a pozostałe wybrane miasta zostają zredukowane: najwyżej 1."
    )
    assert said(play, "uk") == (
        "Головна жертва знімає позначку з 3 своїх обраних міст («Каменярство»: 1, «Календар»: 2) "
        "і редукує решту: щонайбільше 1."
    )


def test_cyclone_every_city_spared_reduces_none__seed004_cyklon(said: Any) -> None:
    """004 l.41, 47, 49: another player selects 2 and holds Masonry and Calendar: it unselects
    both and none is reduced (not «najwyżej 0»); the check counts 2, not 3."""
    held = ("s1_masonry", "s1_calendar")
    answers = {"any_city": "yes", "others": "yes"}
    play = Play().start("cyclone").play(answers, held=held, stop="s1_reduce_none")
    assert said(play, "pl") == (
        "Ten gracz rezygnuje z wyboru wszystkich wybranych miast: żadne miasto nie zostaje zredukowane."
    )
    assert said(play, "uk") == "Цей гравець знімає позначку з усіх обраних міст: жодне місто не редукується."
    assert said(reason(play, "s1_reduce_spared"), "pl") == "po kartach rozwoju: 2"


def test_cyclone_reduce_all_in_the_present__seed004_cyklon(said: Any) -> None:
    """004 l.49 «Zredukuj pozostałe wybrane miasta»: every other step says what the victim does
    now («redukuje»), this one too (it read «zredukuje»)."""
    play = Play().start("cyclone").play({"any_city": "yes"}, stop="reduce_all")
    assert said(play, "pl") == "Główna ofiara redukuje wszystkie wybrane miasta: najwyżej 3."


def test_civil_war_selection_says_no_advance_changes_it__seed004_wojna_domowa(said: Any) -> None:
    """004 l.9: 50 on the board − 35 = 15; «nie zmienia jej» had no noun to refer to."""
    play = Play().start("civil_war").play(CW, points=50, stop="select")
    text = said(play, "pl")
    assert "(50 na mapie − 35 = 15, żadna karta rozwoju tego nie zmienia)" in text, text


def test_civil_war_speaks_of_the_victim_and_beneficiary_in_one_voice__seed004_wojna_domowa(
    said: Any,
) -> None:
    """004 l.5–7, 21: the steps that narrate the primary victim and the beneficiary do not switch to
    an imperative («Wybieraj… wybierz», «zastąp»); the beneficiary replaces each unit it annexes
    with one of its own from stock."""
    play = Play().start("civil_war").play(CW, points=60, stop="how")
    assert said(play, "pl").startswith("Główna ofiara wybiera całe obszary: w każdym obszarze, który wybiera")
    assert said(play, "uk").startswith("Головна жертва обирає цілі області:")
    play = Play().start("civil_war").play({**CW, "exact": "no"}, points=60, stop="relax")
    assert said(play, "pl").startswith("Główna ofiara łamie zasady wyboru po jednej")
    assert said(play, "uk").startswith("Головна жертва відмовляється від правил вибору")
    play = Play().start("civil_war").play(CW, points=60, stop="annex_all")
    assert "zastępując każdą z nich jednostką ze swoich zasobów." in said(play, "pl")
    assert "замінюючи кожну з них одиницею зі свого запасу." in said(play, "uk")
    play = Play().start("civil_war").play({**CW, "stock": "no"}, points=60, stop="annex_part")
    assert "których nie może przejąć, zastępuje znacznikami barbarzyńców" in said(play, "pl")
    assert "яких він не може анексувати, він замінює жетонами варварів" in said(play, "uk")


def test_no_civil_war_reason_says_the_two_counts__seed004_wojna_domowa(said: Any) -> None:
    """004 l.21: too few unit points, advances counted, means no Civil War: 38 on the board,
    Music keeps 40; the reason is not «wybierz 0»."""
    play = Play().start("civil_war").play(CW, held=("p_music",), points=38)
    assert said(reason(play, "occurs"), "pl") == "na mapie 38, zachowuje 40"
    assert said(reason(play, "occurs"), "uk") == "на полі 38, зберігає 40"


def test_barbarian_limits_judge_city_attacks_in_one_voice__seed004_hordy_barbarzyncow(said: Any) -> None:
    """004 l.35: the city attack is judged without the victim's strategic choices; the step
    states the limits, it does not switch to «nie bierz pod uwagę» / «не враховуйте»."""
    play = Play().start("barbarian_hordes").play({"traded": "yes"}, stop="limits")
    assert "o tym, czy atak na miasto się powiedzie, rozstrzyga się bez" in said(play, "pl")
    assert "nie bierz" not in said(play, "pl") and "не враховуйте" not in said(play, "uk")


def test_secondary_victim_spared_all_damage_takes_none__seed004_epidemia(said: Any) -> None:
    """004 l.59: Medicine −5 (and Anatomy −5) of 10: «nie otrzymuje obrażeń», not «0 obrażeń»."""
    answers = {"traded": "yes", "named_1": "yes"}
    play = Play().start("epidemic").play(answers, held=("s1_medicine", "s1_anatomy"), stop="unhurt_1")
    assert said(play, "pl").startswith("Pierwsza ofiara dodatkowa nie otrzymuje obrażeń (")
    assert said(play, "uk").startswith("Перша додаткова жертва не отримує пошкоджень (")


def test_primary_victim_names_up_to_two_and_says_whom__seed004_epidemia(said: Any) -> None:
    """004 l.57 «wybiera 2 innych graczy»: up to 2 (fewer may be eligible); then the table says
    whether a first and a second were named."""
    play = Play().start("epidemic").play({"traded": "yes"}, stop="name")
    assert said(play, "pl").startswith("Główna ofiara wybiera do 2 innych graczy jako ofiary dodatkowe.")
    assert said(play, "uk").startswith("Головна жертва називає до 2 інших гравців додатковими жертвами.")
    play.done()
    assert said(play, "pl") == "Czy główna ofiara wybrała pierwszą ofiarę dodatkową?"
    assert said(play, "uk") == "Чи назвала головна жертва першу додаткову жертву?"


@pytest.mark.parametrize("calamity", ["civil_war", "barbarian_hordes", "cyclone", "epidemic", "famine"])
def test_ukrainian_begin_answers_about_the_primary_victim(said: Any, calamity: str) -> None:
    """«Відповідайте на запитання щодо головної жертви»: «за головну жертву» read "on behalf of"."""
    text = said(Play().start(calamity), "uk")
    assert "Відповідайте на запитання щодо головної жертви," in text, text
