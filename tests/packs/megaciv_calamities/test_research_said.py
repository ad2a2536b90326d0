"""The research calamities as the window says them in Polish and Ukrainian (QA s18, the other 12):
no «0» where words say "none", one voice per step, up to the players named (research §3.2)."""

from __future__ import annotations

from typing import Any

from mega_helpers import Play

IH = {"traded": "yes", "named_1": "no"}


def test_famine_no_damage_is_said_in_words__research_3_2_famine(said: Any) -> None:
    """research §3.2, Famine: Pottery and Calendar take 10 to 0: «nie otrzymuje obrażeń», not «0»."""
    play = Play().start("famine").play(held=("p_pottery", "p_calendar"), stop="name")
    assert play.was_shown("primary_unhurt") and not play.was_shown("primary_damage")
    text = said(Play().start("famine").play(held=("p_pottery", "p_calendar"), stop="primary_unhurt"), "pl")
    assert text.startswith("Główna ofiara nie otrzymuje obrażeń (podstawa 10,"), text
    play = Play().start("famine").play({"named_1": "yes"}, held=("s1_pottery",), stop="unhurt_1")
    assert said(play, "pl").startswith("Pierwsza ofiara dodatkowa nie otrzymuje obrażeń (")
    assert said(play, "uk").startswith("Перша додаткова жертва не отримує пошкоджень (")


def test_superstition_and_iconoclasm_reduce_no_city_in_words__research_3_2(said: Any) -> None:
    """research §3.2, Superstition 3−1−1−1 and Iconoclasm & Heresy 4−2−3: no city, said so."""
    held = ("p_mysticism", "p_deism", "p_enlightenment")
    play = Play().start("superstition").play(held=held, stop="reduce_none")
    assert said(play, "pl").startswith("Główna ofiara nie redukuje żadnego miasta (podstawa 3,")
    assert said(play, "uk").startswith("Головна жертва не редукує жодного міста (основа 3,")
    play = Play().start("iconoclasm_heresy").play(IH, held=("p_philosophy", "p_theology"), stop="reduce_none")
    assert said(play, "pl").startswith("Główna ofiara nie redukuje żadnego miasta (podstawa 4,")


def test_iconoclasm_does_not_offer_theocracy_when_nothing_is_reduced__research_3_2_iconoclasm() -> None:
    """research §3.2, Iconoclasm & Heresy: Theocracy cancels the loss; with 0 cities to reduce
    there is nothing to pay 2 commodity cards for, so the question is not asked."""
    play = Play().start("iconoclasm_heresy").play(IH, held=("p_philosophy", "p_theology"))
    assert not play.was_shown("theocracy") and not play.was_shown("theocracy_discard")


def test_iconoclasm_asks_theocracy_and_the_discard_apart(said: Any) -> None:
    """QA s18 §9: one question each: whether it holds Theocracy, then whether it discards."""
    play = Play().start("iconoclasm_heresy").play(IH, stop="theocracy")
    assert said(play, "pl") == "Czy główna ofiara posiada kartę rozwoju „Teokracja”?"
    play.answer("yes")
    assert said(play, "pl") == "Czy główna ofiara chce odrzucić 2 karty towarów, by uniknąć tej katastrofy?"
    assert said(play, "uk") == "Чи хоче головна жертва скинути 2 карти товарів, щоб уникнути цієї катастрофи?"


def test_regression_library_marker_does_not_move__research_3_2_regression(said: Any) -> None:
    """research §3.2, Regression 1 − Library 1: the marker does not move back (no «o 0 kroków»)."""
    play = Play().start("regression").play(held=("p_library",), stop="back_none")
    assert said(play, "pl").startswith("Znacznik głównej ofiary na A.S.T. się nie cofa (podstawa 1,")
    assert said(play, "uk").startswith("Маркер головної жертви на A.S.T. не посувається назад (основа 1,")


def test_slave_revolt_no_rise_has_no_effect__research_3_2_slave_revolt(said: Any) -> None:
    """research §3.2, Slave Revolt +2 − Mythology − Enlightenment: no rise, no effect."""
    play = Play().start("slave_revolt").play(held=("p_mythology", "p_enlightenment"), stop="support_none")
    assert said(play, "pl").startswith("Wskaźnik utrzymania nie rośnie (podstawa 2,")
    assert said(play, "pl").endswith("): Bunt Niewolników nie ma skutku.")
    assert said(play, "uk").endswith("): Повстання рабів не має наслідків.")


def test_flood_coast_engineering_no_damage__research_3_2_flood(said: Any) -> None:
    """research §3.2, Flood: coastal 5 − Engineering 5: no damage, said so."""
    play = Play().start("flood").play({"plain": "no"}, held=("p_engineering",), stop="coast_none")
    assert "nie otrzymuje obrażeń w swoich jednostkach w obszarach przybrzeżnych" in said(play, "pl")
    assert "не отримує пошкоджень своїм одиницям у прибережних областях" in said(play, "uk")


def test_earthquake_engineering_reduces_instead_in_one_voice__research_3_2_earthquake(said: Any) -> None:
    """research §3.2, Earthquake: with Engineering the city is reduced instead of destroyed; no «0»,
    no bare imperative, the adjacent area is that city's."""
    play = (
        Play()
        .start("volcano_earthquake")
        .play({"volcano": "no"}, held=("p_engineering",), stop="quake_spared")
    )
    pl = said(play, "pl")
    assert pl.startswith(
        "Trzęsienie Ziemi: główna ofiara redukuje 1 swoje miasto zamiast je niszczyć "
        "(podstawa 1, „Inżynieria” chroni: o 1 mniej)"
    )
    assert pl.endswith(
        "Potem redukuje się 1 miasto dowolnego gracza w obszarze przylegającym do obszaru tego miasta."
    )
    uk = said(play, "uk")
    assert uk.startswith(
        "Землетрус: головна жертва редукує 1 своє місто замість знищити його "
        "(основа 1, «Інженерія» захищає: на 1 менше)"
    )
    assert uk.endswith(
        "Потім редукується 1 місто будь-якого гравця в області, суміжній з областю цього міста."
    )
    play = Play().start("volcano_earthquake").play({"volcano": "no"}, stop="quake")
    assert said(play, "pl").startswith("Trzęsienie Ziemi: główna ofiara niszczy 1 swoje miasto (")


def test_polish_steps_say_what_a_victim_does_now(said: Any) -> None:
    """QA s18 rest §5: «redukuje», «niszczy» (present) like «otrzymuje», «wskazuje», not the future
    «zredukuje», «zniszczy»."""
    play = Play().start("superstition").play(held=("p_mysticism",), stop="p_mysticism_held")
    assert said(play, "pl") == "„Mistycyzm”: główna ofiara redukuje o 1 miasto mniej."
    play = Play().start("superstition").play(stop="reduce")
    assert said(play, "pl").startswith("Główna ofiara redukuje 3 swoje miasta (")
    play = Play().start("civil_disorder").play(stop="reduce")
    assert said(play, "pl").startswith("Główna ofiara redukuje wszystkie swoje miasta oprócz 3 (")
    play = (
        Play()
        .start("volcano_earthquake")
        .play({"volcano": "no"}, held=("p_engineering",), stop="p_engineering_held")
    )
    assert said(play, "pl") == "„Inżynieria”: główna ofiara niszczy o 1 miasto mniej."


def test_steps_speak_in_one_voice__research_3_2(said: Any) -> None:
    """QA s18 rest §6: no bare imperative beside a third person; Slave Revolt says whose cities."""
    play = Play().start("treachery").play({"traded": "yes", "has_city": "no"}, stop="pirate")
    assert said(play, "pl").startswith(
        "Beneficjent nie ma miasta w zasobach: 1 miasto głównej ofiary zastępuje się pirackim miastem ("
    )
    assert said(play, "uk").startswith(
        "Бенефіціар не має міста в запасі: 1 місто головної жертви замінюється піратським містом ("
    )
    play = Play().start("regression").play(stop="back")
    assert said(play, "pl").startswith("Główna ofiara cofa swój znacznik na A.S.T. o 1 krok (")
    assert said(play, "pl").endswith(
        "Jeśli ma kartę rozwoju „Oświecenie”, może zamiast tego zniszczyć 2 swoje miasta za każdy krok."
    )
    assert said(play, "uk").startswith("Головна жертва посуває свій маркер на A.S.T. назад на 1 крок (")
    play = Play().start("slave_revolt").play(stop="support")
    assert said(play, "pl").startswith(
        "Główna ofiara ponownie sprawdza utrzymanie swoich miast ze wskaźnikiem utrzymania wyższym o 2 ("
    )
    assert said(play, "uk").startswith("Головна жертва ще раз перевіряє утримання своїх міст")


def test_flood_other_players_take_damage_with_its_noun__research_3_2_flood(said: Any) -> None:
    """research §3.2, Flood: 5 to every other player on the plain: «otrzymuje 5 obrażeń», not a bare
    «otrzymuje 5.»; the step shows ≈ (Engineering for the others is left to the card, in the note)."""
    play = Play().start("flood").play({"plain": "yes"}, stop="plain_damage")
    pl = said(play, "pl")
    assert pl.startswith("Chodzi o równinę zalewową, na której główna ofiara straciłaby najwięcej.")
    assert pl.endswith("każdy inny gracz z jednostkami na tej równinie zalewowej otrzymuje 5 obrażeń.")
    assert said(play, "uk").endswith("кожен інший гравець з одиницями на цій заплаві отримує 5 пошкоджень.")
    node = next(n for n in play.session.pack.charts["flood"].nodes if n.id == "plain_damage")
    assert node.verify and node.reconstructed and "Engineering" in str(node.note)


def test_famine_names_up_to_three_asked_one_by_one__research_3_2_famine(said: Any) -> None:
    """research §3.2, Famine «picks 3 players»: up to 3 (fewer may exist); a player not named is
    not asked about and takes nothing."""
    play = Play().start("famine").play(stop="name")
    assert said(play, "pl") == "Główna ofiara wskazuje do 3 innych graczy jako ofiary dodatkowe."
    assert said(play, "uk") == "Головна жертва називає до 3 інших гравців додатковими жертвами."
    play = Play().start("famine").play({"named_1": "yes", "named_2": "yes", "named_3": "no"})
    assert play.was_shown("second_damage_2") and not play.was_shown("s3_pottery")
    play = Play().start("famine").play({"named_1": "yes", "named_2": "yes"}, stop="named_3")
    assert said(play, "pl") == "Czy główna ofiara wskazała trzecią ofiarę dodatkową?"
    assert said(play, "uk") == "Чи назвала головна жертва третю додаткову жертву?"


def test_iconoclasm_names_up_to_two_each_may_use_theocracy__research_3_2_iconoclasm(said: Any) -> None:
    """research §3.2, Iconoclasm & Heresy: 2 other players reduce 1 each; Theocracy (discard 2
    commodity cards) cancels its effect on its holder, said in the named player's step."""
    play = Play().start("iconoclasm_heresy").play({"traded": "yes", "theocracy": "no"}, stop="others")
    assert (
        said(play, "pl")
        == "Główna ofiara wskazuje do 2 innych graczy jako ofiary dodatkowe, nigdy beneficjenta."
    )
    play.done()
    play.answer("yes")
    assert play.node == "loss_1"
    assert said(play, "pl") == (
        "Pierwsza ofiara dodatkowa redukuje 1 swoje miasto. Jeśli ma kartę rozwoju „Teokracja”, może zamiast "
        "tego odrzucić 2 karty towarów, by uniknąć tej katastrofy."
    )
    assert said(play, "uk") == (
        "Перша додаткова жертва редукує 1 своє місто. Якщо має карту розвитку «Теократія», може натомість "
        "скинути 2 карти товарів, щоб уникнути цієї катастрофи."
    )
    play = Play().start("iconoclasm_heresy").play({"traded": "yes", "theocracy": "no", "named_1": "no"})
    assert not play.was_shown("loss_1") and not play.was_shown("named_2")


def test_piracy_names_up_to_two_each_loses_a_coastal_city__research_3_2_piracy(said: Any) -> None:
    """research §3.2, Piracy: 2 other players lose 1 coastal city each, never a Naval Warfare
    holder: up to 2, asked one by one; «„Wojna Morska”» / «Морська війна» quoted as every advance,
    its name from the pack (QA s18 rest §11)."""
    play = Play().start("piracy").play({"traded": "yes"}, stop="others")
    assert said(play, "pl") == (
        "Główna ofiara wskazuje do 2 innych graczy jako ofiary dodatkowe. Nie można wskazać beneficjenta "
        "ani gracza, który posiada kartę rozwoju „Wojna Morska”."
    )
    assert said(play, "uk").endswith("чи гравця, який має карту розвитку «Морська війна».")
    play = Play().start("piracy").play({"traded": "yes", "named_1": "yes"}, stop="loss_1")
    assert (
        said(play, "pl")
        == "1 przybrzeżne miasto pierwszej ofiary dodatkowej zostaje zastąpione pirackim miastem."
    )
    assert said(play, "uk") == "1 прибережне місто першої додаткової жертви замінюється піратським містом."
    play = Play().start("piracy").play({"traded": "yes", "named_1": "yes", "named_2": "no"})
    assert play.was_shown("loss_1") and not play.was_shown("loss_2")


def test_slave_revolt_cultural_ascendancy_rises_from_3__research_3_2_slave_revolt(said: Any) -> None:
    """research §3.2, Slave Revolt «(Cultural Ascendancy: base rate 3)»: asked like every advance,
    the rise counts from 3; ≈ reconstructed (the card says how)."""
    play = Play().start("slave_revolt").play(held=("p_cultural_ascendancy",), stop="support")
    assert "support rate 3 higher" in play.text
    assert said(play, "pl").startswith(
        "Główna ofiara ponownie sprawdza utrzymanie swoich miast ze wskaźnikiem utrzymania wyższym o 3 "
        "(podstawa 2, „Dziedzictwo kulturowe” pogarsza: o 1 więcej)"
    )
    node = next(n for n in play.session.pack.charts["slave_revolt"].nodes if n.id == "p_cultural_ascendancy")
    assert node.reconstructed and node.verify


def test_civil_disorder_lines_count_kept_cities(said: Any) -> None:
    """QA s18 rest §11: the amount counts cities kept, so each line names them («pogarsza: o 1
    ocalone miasto mniej»), not «pogarsza: o 1 mniej» beside «redukuje wszystkie … oprócz»."""
    play = Play().start("civil_disorder").play(held=("p_law", "p_advanced_military"), stop="reduce")
    pl = said(play, "pl")
    assert "„Prawo” chroni: o 1 ocalone miasto więcej" in pl, pl
    assert "„Zaawansowana Wojskowość” pogarsza: o 1 ocalone miasto mniej" in pl, pl
    assert "захищає: на 1 збережене місто більше" in said(play, "uk")


def test_tyranny_says_whole_areas_first(said: Any) -> None:
    """QA s18 rest §10: the rule (whole areas) before the breakdown; uk «цілими областями»."""
    play = Play().start("tyranny").play({"most_cities": "yes"}, stop="annex")
    assert said(play, "pl").startswith(
        "Beneficjent wybiera całymi obszarami (w miarę możliwości przylegającymi do siebie) 15 punktów "
        "jednostek głównej ofiary i je przejmuje (podstawa 15,"
    )
    assert said(play, "uk").startswith(
        "Бенефіціар обирає цілими областями (де можливо — суміжними між собою) 15 очок одиниць"
    )


def test_what_the_research_leaves_open_shows_reconstructed__research_3_2() -> None:
    """research §3.2: the volcano counts the victim's units there, the chart cities; Treachery with
    Diplomacy and Tyranny do not say what a short stock does. The chart stays; the step shows ≈."""
    charts = Play().session.pack.charts
    for chart, node_id in [
        ("volcano_earthquake", "volcano"),
        ("volcano_earthquake", "eruption"),
        ("treachery", "annex"),
        ("tyranny", "annex"),
    ]:
        node = next(n for n in charts[chart].nodes if n.id == node_id)
        assert node.reconstructed and node.verify and node.note, (chart, node_id)
