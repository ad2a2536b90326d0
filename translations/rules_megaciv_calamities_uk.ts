<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>megaciv_calamities</name>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="2"/>
        <source>Mega Civilization calamity resolver</source>
        <extracomment>pack name</extracomment>
        <translation>Розіграш катастроф Mega Civilization</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="19"/>
        <source>Resolves a major calamity: the beneficiary, the victims, every amount after the advances, what each player selects and the limits to respect.</source>
        <extracomment>pack description</extracomment>
        <translation>Розігрує велику катастрофу: бенефіціар, жертви, кожне значення з урахуванням карт розвитку, що обирає кожен гравець і яких обмежень дотримуватися.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="5"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="28"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="69"/>
        <source>Calamity</source>
        <extracomment>what one seat of the pack is called</extracomment>
        <extracomment>default of bot option &apos;name&apos; in the New game dialog (the seat number follows: &apos;Bot 2&apos;)</extracomment>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Катастрофа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="8"/>
        <source>This Calamity</source>
        <extracomment>a whole phrase: the turn log&apos;s filter while no bot is followed, in this pack&apos;s own words (the interface&apos;s &apos;This bot&apos;)</extracomment>
        <translation>Ця катастрофа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="9"/>
        <source>Show the log of the Calamity you follow</source>
        <extracomment>a whole phrase: that filter&apos;s tooltip, in this pack&apos;s own words (the interface&apos;s &apos;Show the log of the bot you follow&apos;)</extracomment>
        <translation>Показати журнал катастрофи, за якою ви стежите</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="10"/>
        <source>All Calamities</source>
        <extracomment>a whole phrase: the turn log&apos;s filter that shows every bot, in this pack&apos;s own words (the interface&apos;s &apos;All bots&apos;)</extracomment>
        <translation>Усі катастрофи</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="11"/>
        <source>Show the log of every Calamity</source>
        <extracomment>a whole phrase: that filter&apos;s tooltip, in this pack&apos;s own words (the interface&apos;s &apos;Show the log of every bot&apos;)</extracomment>
        <translation>Показати журнал кожної катастрофи</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="12"/>
        <source>Log of the Calamity shown</source>
        <extracomment>a whole phrase: the View menu&apos;s first log filter, in this pack&apos;s own words (the interface&apos;s &apos;Log of the bot shown&apos;)</extracomment>
        <translation>Журнал показаної катастрофи</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="13"/>
        <source>Log of every Calamity</source>
        <extracomment>a whole phrase: the View menu&apos;s second log filter, in this pack&apos;s own words (the interface&apos;s &apos;Log of all bots&apos;)</extracomment>
        <translation>Журнал кожної катастрофи</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="14"/>
        <source>Calamities</source>
        <extracomment>a whole phrase: the bot tabs&apos; name (read out by a screen reader), in this pack&apos;s own words (the interface&apos;s &apos;Bots&apos;)</extracomment>
        <translation>Катастрофи</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="15"/>
        <source>The Calamity the window follows</source>
        <extracomment>a whole phrase: the bot tabs&apos; description, in this pack&apos;s own words (the interface&apos;s &apos;The bot whose turn the window follows&apos;)</extracomment>
        <translation>Катастрофа, яку показує вікно</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="16"/>
        <source>No Calamity is in this game yet.</source>
        <extracomment>a whole phrase: the table display of a game without bots, in this pack&apos;s own words (the interface&apos;s &apos;No bot plays in this game yet.&apos;)</extracomment>
        <translation>У цій грі ще немає жодної катастрофи.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="17"/>
        <source>Done; after a run, the next Calamity; else start what comes next</source>
        <extracomment>a whole phrase: the Keyboard shortcuts box: what Enter does, in this pack&apos;s own words (the interface&apos;s &apos;Done; after a run, the next bot; else start what comes next&apos;)</extracomment>
        <translation>Готово; після завершеного виконання — наступна катастрофа; інакше почати те, що далі</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="18"/>
        <source>the Turn menu: start the Calamity, Stop, its routines and Routines menu, + Calamity</source>
        <extracomment>a whole phrase: the Keyboard shortcuts box: what the Turn menu holds, in this pack&apos;s own words (the interface&apos;s &apos;the Turn menu: the bot&apos;s turn, Stop, its routines and Routines menu, the round bar&apos;s buttons, + Bot&apos;)</extracomment>
        <translation>меню Хід: запуск катастрофи, Зупинити, процедури катастрофи й меню Процедури, + Катастрофа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="21"/>
        <source>the calamity rules</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 004)</extracomment>
        <translation>правила катастроф</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="22"/>
        <source>the calamity cards</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source research)</extracomment>
        <translation>карти катастроф</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="28"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="31"/>
        <source>Civil War beneficiary</source>
        <extracomment>bot option &apos;civil_war_beneficiary&apos;</extracomment>
        <translation>Бенефіціар Громадянської війни</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="37"/>
        <source>Civil War: fewest cities in stock</source>
        <extracomment>choice &apos;fewest_cities&apos; of bot option &apos;civil_war_beneficiary&apos;</extracomment>
        <translation>Громадянська війна: найменше міст у запасі</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="38"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="40"/>
        <source>Civil War: most cities in stock</source>
        <extracomment>choice &apos;civil_war_most_cities&apos; of bot option &apos;civil_war_beneficiary&apos;</extracomment>
        <extracomment>variant &apos;civil_war_most_cities&apos;</extracomment>
        <translation>Громадянська війна: найбільше міст у запасі</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="74"/>
        <source>advance</source>
        <extracomment>the name of the value {advance} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>карта розвитку</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="75"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="77"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="78"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="80"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="85"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="86"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="88"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="89"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="90"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="91"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="92"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="95"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="96"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="97"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="99"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="100"/>
        <source>amount</source>
        <extracomment>the name of the value {all} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {cities} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {damage} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {keep} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {kept} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {n} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {other} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {own} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {points} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {reduced} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {rise} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {select} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {steps} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {tokens} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {total} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {unselect} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {value} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>кількість</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="76"/>
        <source>how it is counted</source>
        <extracomment>the name of the value {breakdown} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>як це пораховано</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="79"/>
        <source>cities</source>
        <extracomment>the name of the value {destroyed} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>міста</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="82"/>
        <source>highest</source>
        <extracomment>the name of the value {max} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>найвищий</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="83"/>
        <source>lowest</source>
        <extracomment>the name of the value {min} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>найнижчий</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="84"/>
        <source>area</source>
        <extracomment>the name of the value {move} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>область</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="87"/>
        <source>other players</source>
        <extracomment>the name of the value {others} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>інші гравці</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="93"/>
        <source>what each advance spares</source>
        <extracomment>the name of the value {shares} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>що захищає кожна карта розвитку</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="94"/>
        <source>trade card stack</source>
        <extracomment>the name of the value {stack} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>стос торгових карт</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="98"/>
        <source>tradable or not</source>
        <extracomment>the name of the value {trade} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>торгова чи неторгова</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="15"/>
        <source>Music</source>
        <extracomment>message of names.py</extracomment>
        <translation>Музика</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="16"/>
        <source>Drama and Poetry</source>
        <extracomment>message of names.py</extracomment>
        <translation>Драма й поезія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="17"/>
        <source>Democracy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Демократія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="18"/>
        <source>Philosophy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Філософія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="19"/>
        <source>Military</source>
        <extracomment>message of names.py</extracomment>
        <translation>Військова справа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="20"/>
        <source>Monarchy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Монархія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="21"/>
        <source>Politics</source>
        <extracomment>message of names.py</extracomment>
        <translation>Політика</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="22"/>
        <source>Provincial Empire</source>
        <extracomment>message of names.py</extracomment>
        <translation>Провінційна імперія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="23"/>
        <source>Trade Empire</source>
        <extracomment>message of names.py</extracomment>
        <translation>Торгова імперія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="24"/>
        <source>Masonry</source>
        <extracomment>message of names.py</extracomment>
        <translation>Каменярство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="25"/>
        <source>Calendar</source>
        <extracomment>message of names.py</extracomment>
        <translation>Календар</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="26"/>
        <source>Medicine</source>
        <extracomment>message of names.py</extracomment>
        <translation>Медицина</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="27"/>
        <source>Cultural Ascendancy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Культурна спадщина</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="28"/>
        <source>Diplomacy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Дипломатія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="29"/>
        <source>Universal Doctrine</source>
        <extracomment>message of names.py</extracomment>
        <translation>Релігійна доктрина</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="30"/>
        <source>Pottery</source>
        <extracomment>message of names.py</extracomment>
        <translation>Гончарство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="31"/>
        <source>Agriculture</source>
        <extracomment>message of names.py</extracomment>
        <translation>Землеробство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="32"/>
        <source>Mythology</source>
        <extracomment>message of names.py</extracomment>
        <translation>Міфологія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="33"/>
        <source>Enlightenment</source>
        <extracomment>message of names.py</extracomment>
        <translation>Просвітництво</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="34"/>
        <source>Mining</source>
        <extracomment>message of names.py</extracomment>
        <translation>Гірництво</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="35"/>
        <source>Engineering</source>
        <extracomment>message of names.py</extracomment>
        <translation>Інженерія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="36"/>
        <source>Mysticism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Містицизм</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="37"/>
        <source>Deism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Деїзм</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="38"/>
        <source>Anatomy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Анатомія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="39"/>
        <source>Roadbuilding</source>
        <extracomment>message of names.py</extracomment>
        <translation>Будівництво доріг</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="40"/>
        <source>Sculpture</source>
        <extracomment>message of names.py</extracomment>
        <translation>Скульптура</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="41"/>
        <source>Law</source>
        <extracomment>message of names.py</extracomment>
        <translation>Право</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="42"/>
        <source>Advanced Military</source>
        <extracomment>message of names.py</extracomment>
        <translation>Передова військова справа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="43"/>
        <source>Naval Warfare</source>
        <extracomment>message of names.py</extracomment>
        <translation>Морська війна</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="44"/>
        <source>Coinage</source>
        <extracomment>message of names.py</extracomment>
        <translation>Карбування монет</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="45"/>
        <source>Wonder of the World</source>
        <extracomment>message of names.py</extracomment>
        <translation>Диво світу</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="46"/>
        <source>Theology</source>
        <extracomment>message of names.py</extracomment>
        <translation>Теологія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="47"/>
        <source>Monotheism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Монотеїзм</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="48"/>
        <source>Theocracy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Теократія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="49"/>
        <source>Fundamentalism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Фундаменталізм</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="50"/>
        <source>Library</source>
        <extracomment>message of names.py</extracomment>
        <translation>Бібліотека</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="51"/>
        <source>Cartography</source>
        <extracomment>message of names.py</extracomment>
        <translation>Картографія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="58"/>
        <source>Volcanic Eruption / Earthquake</source>
        <extracomment>message of names.py</extracomment>
        <translation>Виверження вулкана / Землетрус</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="59"/>
        <source>Treachery</source>
        <extracomment>message of names.py</extracomment>
        <translation>Зрада</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="60"/>
        <source>Famine</source>
        <extracomment>message of names.py</extracomment>
        <translation>Голод</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="61"/>
        <source>Slave Revolt</source>
        <extracomment>message of names.py</extracomment>
        <translation>Повстання рабів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="62"/>
        <source>Flood</source>
        <extracomment>message of names.py</extracomment>
        <translation>Повінь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="63"/>
        <source>Superstition</source>
        <extracomment>message of names.py</extracomment>
        <translation>Забобони</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="64"/>
        <source>Civil War</source>
        <extracomment>message of names.py</extracomment>
        <translation>Громадянська війна</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="65"/>
        <source>Barbarian Hordes</source>
        <extracomment>message of names.py</extracomment>
        <translation>Орди варварів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="66"/>
        <source>Cyclone</source>
        <extracomment>message of names.py</extracomment>
        <translation>Циклон</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="67"/>
        <source>Epidemic</source>
        <extracomment>message of names.py</extracomment>
        <translation>Епідемія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="68"/>
        <source>Tyranny</source>
        <extracomment>message of names.py</extracomment>
        <translation>Тиранія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="69"/>
        <source>Civil Disorder</source>
        <extracomment>message of names.py</extracomment>
        <translation>Громадські заворушення</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="70"/>
        <source>Corruption</source>
        <extracomment>message of names.py</extracomment>
        <translation>Корупція</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="71"/>
        <source>Iconoclasm and Heresy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Іконоборство та єресь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="72"/>
        <source>Regression</source>
        <extracomment>message of names.py</extracomment>
        <translation>Регрес</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="73"/>
        <source>Piracy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Піратство</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="147"/>
        <source>{advance} makes it worse: %n fewer city kept</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>
            <numerusform>«{advance}» погіршує: на %n збережене місто менше</numerusform>
            <numerusform>«{advance}» погіршує: на %n збережені міста менше</numerusform>
            <numerusform>«{advance}» погіршує: на %n збережених міст менше</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="387"/>
        <source>{total} on the board, {keep} kept: select {select}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>на полі {total}, зберігає {keep}: обрати {select}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="146"/>
        <source>{advance} protects: %n more city kept</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>
            <numerusform>«{advance}» захищає: на %n збережене місто більше</numerusform>
            <numerusform>«{advance}» захищає: на %n збережені міста більше</numerusform>
            <numerusform>«{advance}» захищає: на %n збережених міст більше</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="291"/>
        <source>{advance}: {n}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>«{advance}»: {n}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="357"/>
        <source>Trade card stack {stack}: {names}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>Стос торгових карт {stack}: {names}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="366"/>
        <location filename="../rules/megaciv_calamities/resolver.py" line="376"/>
        <source>after the advances: %n</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>
            <numerusform>після карт розвитку: %n</numerusform>
            <numerusform>після карт розвитку: %n</numerusform>
            <numerusform>після карт розвитку: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="106"/>
        <source>No calamity is being resolved; start from the calamity choice.</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>Жодна катастрофа зараз не розігрується; почніть з вибору катастрофи.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="162"/>
        <source>{advance} protects: {delta} less</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>«{advance}» захищає: на {delta} менше</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="162"/>
        <source>{advance} protects: {delta} more</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>«{advance}» захищає: на {delta} більше</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="165"/>
        <source>{advance} makes it worse: {delta} less</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>«{advance}» погіршує: на {delta} менше</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="167"/>
        <source>{advance} makes it worse: {delta} more</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>«{advance}» погіршує: на {delta} більше</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="179"/>
        <source>base {base}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>основа {base}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="181"/>
        <location filename="../rules/megaciv_calamities/resolver.py" line="329"/>
        <source>no advance changes it</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>жодна карта розвитку цього не змінює</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="183"/>
        <source>not below 0</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>не менше ніж 0</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="232"/>
        <source>tradable</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>торгова</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="232"/>
        <source>non-tradable</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>неторгова</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="322"/>
        <source>{total} on the board − {keep} = {above}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>{total} на полі − {keep} = {above}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="355"/>
        <source>No calamity is in trade card stack {stack}.</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>У стосі торгових карт {stack} немає жодної катастрофи.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="385"/>
        <source>{total} on the board, {keep} kept</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>на полі {total}, зберігає {keep}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="5"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="17"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="22"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="33"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="45"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="68"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="79"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="91"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="105"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="113"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="120"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="128"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="136"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="141"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="147"/>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="5"/>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="12"/>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="17"/>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="26"/>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="33"/>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="44"/>
        <source>Barbarian Hordes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 004, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Орди варварів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="38"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="38"/>
        <source>Beneficiary</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Бенефіціар</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="69"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="94"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="106"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="119"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="131"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="144"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="156"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="169"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="183"/>
        <source>Civil Disorder</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Громадські заворушення</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="5"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="17"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="26"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="33"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="55"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="67"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="78"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="90"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="101"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="113"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="124"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="136"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="147"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="159"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="168"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="176"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="189"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="204"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="210"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="222"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="233"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="240"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="246"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="252"/>
        <source>Civil War</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 004, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Громадянська війна</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="69"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="94"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="108"/>
        <source>Corruption</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Корупція</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="5"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="17"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="23"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="30"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="35"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="46"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="58"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="72"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="83"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="95"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="106"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="118"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="128"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="138"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="145"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="164"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="177"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="188"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="200"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="213"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="224"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="236"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="247"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="259"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="269"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="279"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="284"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="301"/>
        <source>Cyclone</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 004, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Циклон</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="5"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="17"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="23"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="34"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="46"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="62"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="79"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="95"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="112"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="128"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="145"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="161"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="175"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="185"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="196"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="208"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="224"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="241"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="250"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="259"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="272"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="282"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="293"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="305"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="321"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="338"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="347"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="356"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="369"/>
        <source>Epidemic</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 004, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Епідемія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="69"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="94"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="104"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="114"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="128"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="140"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="151"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="163"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="176"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="188"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="201"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="211"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="221"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="235"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="246"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="258"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="271"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="283"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="296"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="306"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="316"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="330"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="341"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="353"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="366"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="378"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="391"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="401"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="411"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="425"/>
        <source>Famine</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Голод</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="52"/>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="76"/>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="86"/>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="96"/>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="110"/>
        <source>Flood</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Повінь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="25"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="50"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="62"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="75"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="87"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="100"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="110"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="120"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="132"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="143"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="149"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="163"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="175"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="206"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="237"/>
        <source>Iconoclasm and Heresy</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Іконоборство та єресь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="20"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="34"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="43"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="52"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="61"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="70"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="79"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="88"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="97"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="106"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="110"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="114"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="118"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="122"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="126"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="130"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="134"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="138"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="142"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="146"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="150"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="154"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="158"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="162"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="166"/>
        <source>The calamities</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Катастрофи</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="25"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="50"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="62"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="75"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="89"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="102"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="113"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="124"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="135"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="146"/>
        <source>Piracy</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Піратство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="69"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="79"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="89"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="106"/>
        <source>Regression</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Регрес</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="69"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="94"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="108"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="123"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="133"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="143"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="157"/>
        <source>Slave Revolt</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Повстання рабів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="69"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="94"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="106"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="119"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="129"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="139"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="153"/>
        <source>Superstition</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Забобони</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="25"/>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="50"/>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="58"/>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="76"/>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="91"/>
        <source>Treachery</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Зрада</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="26"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="38"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="51"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="63"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="76"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="88"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="101"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="113"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="126"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="144"/>
        <source>Tyranny</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Тиранія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="1"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="7"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="30"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="40"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="52"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="65"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="75"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="95"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="114"/>
        <source>Volcanic Eruption / Earthquake</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Виверження вулкана / Землетрус</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/barbarian_hordes</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="1"/>
        <source>Barbarian Hordes</source>
        <extracomment>chart title</extracomment>
        <translation>Орди варварів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="5"/>
        <source>BARBARIAN HORDES: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Barbarian Hordes (reconstructed)</extracomment>
        <translation>ОРДИ ВАРВАРІВ: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="5"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Barbarian Hordes (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="22"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="45"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="68"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_monarchy (ask); seed 004, Barbarian Hordes</extracomment>
        <extracomment>node p_politics (ask); seed 004, Barbarian Hordes</extracomment>
        <extracomment>node p_provincial_empire (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="33"/>
        <source>{advance}: %n fewer barbarians attack the primary victim.</source>
        <extracomment>node p_monarchy_held (do); seed 004, Barbarian Hordes</extracomment>
        <translation>
            <numerusform>«{advance}»: головну жертву атакує на %n жетон варварів менше.</numerusform>
            <numerusform>«{advance}»: головну жертву атакує на %n жетони варварів менше.</numerusform>
            <numerusform>«{advance}»: головну жертву атакує на %n жетонів варварів менше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="79"/>
        <source>{advance}: %n more barbarians attack the primary victim.</source>
        <extracomment>node p_politics_held (do); seed 004, Barbarian Hordes</extracomment>
        <extracomment>node p_provincial_empire_held (do); seed 004, Barbarian Hordes</extracomment>
        <translation>
            <numerusform>«{advance}»: головну жертву атакує на %n жетон варварів більше.</numerusform>
            <numerusform>«{advance}»: головну жертву атакує на %n жетони варварів більше.</numerusform>
            <numerusform>«{advance}»: головну жертву атакує на %n жетонів варварів більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="91"/>
        <source>The beneficiary picks one of the primary victim&apos;s cities, a city in the wilderness if there is one. %n barbarian tokens attack it ({breakdown}).</source>
        <extracomment>node attack (do); seed 004, Barbarian Hordes</extracomment>
        <translation>
            <numerusform>Бенефіціар обирає одне з міст головної жертви (якщо можливо — місто в дикій місцевості). Його атакує %n жетон варварів ({breakdown}).</numerusform>
            <numerusform>Бенефіціар обирає одне з міст головної жертви (якщо можливо — місто в дикій місцевості). Його атакують %n жетони варварів ({breakdown}).</numerusform>
            <numerusform>Бенефіціар обирає одне з міст головної жертви (якщо можливо — місто в дикій місцевості). Його атакують %n жетонів варварів ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="105"/>
        <source>In every conflict of this calamity: other players&apos; units in the area fight too; the beneficiary&apos;s advances do not help the barbarians, who ignore Cultural Ascendancy and Diplomacy; whether a city attack succeeds is judged without the primary victim&apos;s strategic choices from its advances; a successful city attack takes no card from the primary victim.</source>
        <extracomment>node limits (do); seed 004, Barbarian Hordes</extracomment>
        <translation>У кожній сутичці цієї катастрофи: одиниці інших гравців в області теж беруть участь у сутичці; карти розвитку бенефіціара не допомагають варварам, а на «Культурну спадщину» та «Дипломатію» варвари не зважають; чи вдасться атака на місто, оцінюють без стратегічних виборів головної жертви з її карт розвитку; успішна атака на місто не забирає в головної жертви жодної карти.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="113"/>
        <source>After the conflict, are there more barbarians in the area than its population limit?</source>
        <extracomment>node excess (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Чи перевищують варвари в області ліміт населення після сутички?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="120"/>
        <source>Is there an adjacent area, across land or a sea area but not open sea, holding units of the primary victim, that the beneficiary may enter? An area with a city only counts if the attack there would succeed.</source>
        <extracomment>node can_move (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Чи є суміжна область (через суходіл або морську область, але не через відкрите море) з одиницями головної жертви, куди бенефіціар може увійти? Область із містом рахується, лише якщо атака на це місто вдалася б.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="128"/>
        <source>Move {move}: the beneficiary moves every barbarian above the population limit into that area, without skipping an area, and resolves the conflict there.</source>
        <extracomment>node move (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Переміщення {move}: бенефіціар переміщує в цю область усіх варварів понад ліміт населення, не перескакуючи жодної області, і розігрує там сутичку.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="136"/>
        <source>No legal move is left: remove every barbarian above the population limit.</source>
        <extracomment>node remove (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Дозволеного переміщення немає: приберіть усіх варварів понад ліміт населення.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="141"/>
        <source>The barbarians left stay on the board until a conflict destroys them or Universal Doctrine annexes them. If Barbarian Hordes strikes twice in one turn, the same player may be the victim of both.</source>
        <extracomment>node stay (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Решта варварів лишається на полі, доки їх не знищить сутичка або не анексує «Релігійна доктрина». Якщо Орди варварів трапляються двічі за один хід, той самий гравець може бути жертвою обох.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/beneficiary</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="1"/>
        <source>Beneficiary</source>
        <extracomment>chart title</extracomment>
        <translation>Бенефіціар</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="5"/>
        <source>Did another player trade this calamity to the primary victim, and can you tell who?</source>
        <extracomment>node traded (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Чи передав інший гравець цю катастрофу головній жертві в торгівлі, і чи відомо, хто саме?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="12"/>
        <source>Beneficiary: the player who traded this calamity to the primary victim.</source>
        <extracomment>node by_trade (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Бенефіціаром стає гравець, який передав цю катастрофу головній жертві в торгівлі.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="17"/>
        <source>Of the players other than the primary victim, does exactly one have the most cities in stock?</source>
        <extracomment>node most_cities (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Чи серед гравців, крім головної жертви, рівно один має найбільше міст у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="17"/>
        <source>Use this when the calamity card was drawn, when nobody can tell where it came from, and for a calamity that cannot be traded.</source>
        <extracomment>note of node most_cities (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Застосовуйте це правило, коли карту катастрофи витягнули, коли неможливо встановити її походження, а також для неторгової катастрофи.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="26"/>
        <source>Of the players tied for the most cities in stock, does exactly one have the most units in stock?</source>
        <extracomment>node most_units (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Чи серед гравців, які порівну мають найбільше міст у запасі, рівно один має найбільше одиниць у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="33"/>
        <source>Beneficiary: that player. The primary victim is never the beneficiary.</source>
        <extracomment>node one (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Бенефіціаром стає цей гравець. Головна жертва не може водночас бути бенефіціаром.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="38"/>
        <source>Beneficiary: of the players still tied, the one higher on the A.S.T.</source>
        <extracomment>node ast (do); seed research, Beneficiary (reconstructed)</extracomment>
        <translation>Бенефіціаром стає той із гравців, між якими досі рівність, хто стоїть вище на A.S.T.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_disorder</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="1"/>
        <source>Civil Disorder</source>
        <extracomment>chart title</extracomment>
        <translation>Громадські заворушення</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="7"/>
        <source>CIVIL DISORDER: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>ГРОМАДСЬКІ ЗАВОРУШЕННЯ: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="69"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="94"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="119"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="144"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_music (ask); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_drama_and_poetry (ask); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_law (ask); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_democracy (ask); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_advanced_military (ask); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_naval_warfare (ask); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="106"/>
        <source>{advance}: the primary victim keeps %n more cities unreduced.</source>
        <extracomment>node p_music_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_drama_and_poetry_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_law_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_democracy_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва зберігає на %n нередуковане місто більше.</numerusform>
            <numerusform>«{advance}»: головна жертва зберігає на %n нередуковані міста більше.</numerusform>
            <numerusform>«{advance}»: головна жертва зберігає на %n нередукованих міст більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="131"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="156"/>
        <source>{advance}: the primary victim keeps %n fewer cities unreduced.</source>
        <extracomment>node p_advanced_military_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_naval_warfare_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва зберігає на %n нередуковане місто менше.</numerusform>
            <numerusform>«{advance}»: головна жертва зберігає на %n нередуковані міста менше.</numerusform>
            <numerusform>«{advance}»: головна жертва зберігає на %n нередукованих міст менше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="169"/>
        <source>The primary victim reduces all of its cities except %n ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва редукує всі свої міста, крім %n ({breakdown}).</numerusform>
            <numerusform>Головна жертва редукує всі свої міста, крім %n ({breakdown}).</numerusform>
            <numerusform>Головна жертва редукує всі свої міста, крім %n ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_war</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="1"/>
        <source>Civil War</source>
        <extracomment>chart title</extracomment>
        <translation>Громадянська війна</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="5"/>
        <source>CIVIL WAR: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Civil War (reconstructed)</extracomment>
        <translation>ГРОМАДЯНСЬКА ВІЙНА: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="5"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Civil War (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="17"/>
        <source>Of the players other than the primary victim, does exactly one have the fewest cities in stock?</source>
        <extracomment>node ben_cities (ask); seed 004, Civil War</extracomment>
        <translation>Чи серед гравців, крім головної жертви, рівно один має найменше міст у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="17"/>
        <source>A tie goes to the player with the most units in stock. If your Civil War card names the player with the most cities in stock instead, choose that rule under “Civil War beneficiary” when you set up the game.</source>
        <extracomment>note of node ben_cities (ask); seed 004, Civil War</extracomment>
        <translation>За рівності бенефіціаром стає гравець, який має найбільше одиниць у запасі. Якщо ваша карта Громадянської війни натомість називає гравця з найбільшою кількістю міст у запасі, оберіть це правило в параметрі «Бенефіціар Громадянської війни», коли готуєте гру.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="26"/>
        <source>Of the players tied for the fewest cities in stock, does exactly one have the most units in stock?</source>
        <extracomment>node ben_units (ask); seed 004, Civil War</extracomment>
        <translation>Чи серед гравців, які порівну мають найменше міст у запасі, рівно один має найбільше одиниць у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="33"/>
        <source>Beneficiary: that player. The primary victim is never the beneficiary.</source>
        <extracomment>node ben_one (do); seed 004, Civil War</extracomment>
        <translation>Бенефіціаром стає цей гравець. Головна жертва не може водночас бути бенефіціаром.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="38"/>
        <source>Beneficiary: of the players still tied, the one higher on the A.S.T.</source>
        <extracomment>node ben_ast (do); seed research, Beneficiary (reconstructed)</extracomment>
        <translation>Бенефіціаром стає той із гравців, між якими досі рівність, хто стоїть вище на A.S.T.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="67"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="90"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="113"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="136"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_music (ask); seed 004, Civil War</extracomment>
        <extracomment>node p_drama_and_poetry (ask); seed 004, Civil War</extracomment>
        <extracomment>node p_democracy (ask); seed 004, Civil War</extracomment>
        <extracomment>node p_philosophy (ask); seed 004, Civil War</extracomment>
        <extracomment>node p_military (ask); seed 004, Civil War</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="55"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="78"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="101"/>
        <source>{advance}: the primary victim selects %n fewer unit points.</source>
        <extracomment>node p_music_held (do); seed 004, Civil War</extracomment>
        <extracomment>node p_drama_and_poetry_held (do); seed 004, Civil War</extracomment>
        <extracomment>node p_democracy_held (do); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва обирає на %n очко одиниць менше.</numerusform>
            <numerusform>«{advance}»: головна жертва обирає на %n очки одиниць менше.</numerusform>
            <numerusform>«{advance}»: головна жертва обирає на %n очок одиниць менше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="124"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="147"/>
        <source>{advance}: the primary victim selects %n more unit points.</source>
        <extracomment>node p_philosophy_held (do); seed 004, Civil War</extracomment>
        <extracomment>node p_military_held (do); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва обирає на %n очко одиниць більше.</numerusform>
            <numerusform>«{advance}»: головна жертва обирає на %n очки одиниць більше.</numerusform>
            <numerusform>«{advance}»: головна жертва обирає на %n очок одиниць більше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="159"/>
        <source>How many unit points does the primary victim have on the board? Count every unit it has there.</source>
        <extracomment>node enter_points (number); seed 004, Civil War</extracomment>
        <translation>Скільки очок одиниць має головна жертва на полі? Порахуйте всі її одиниці на полі.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="159"/>
        <source>how many unit points the primary victim has on the board</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node enter_points (number); seed 004, Civil War</extracomment>
        <translation>скільки очок одиниць має головна жертва на полі</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="168"/>
        <source>Does the primary victim have more unit points on the board than it keeps?</source>
        <extracomment>node occurs (check); seed 004, Civil War</extracomment>
        <translation>Чи має головна жертва на полі більше очок одиниць, ніж зберігає?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="176"/>
        <source>No Civil War: the primary victim has no more unit points on the board than it keeps after its advances (on the board: {total}; kept: {keep}).</source>
        <extracomment>node none (do); seed 004, Civil War</extracomment>
        <translation>Громадянська війна не відбувається: головна жертва не має на полі більше очок одиниць, ніж зберігає з урахуванням карт розвитку (на полі: {total}; зберігає: {keep}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="189"/>
        <source>The primary victim marks %n unit points as selected ({breakdown}) and keeps the rest on the board: {keep}.</source>
        <extracomment>node select (do); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>Головна жертва позначає як обране %n очко одиниць ({breakdown}), а решту зберігає на полі: {keep}.</numerusform>
            <numerusform>Головна жертва позначає як обрані %n очки одиниць ({breakdown}), а решту зберігає на полі: {keep}.</numerusform>
            <numerusform>Головна жертва позначає як обрані %n очок одиниць ({breakdown}), а решту зберігає на полі: {keep}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="204"/>
        <source>The primary victim selects whole areas: in every area it selects, all of its units. Where it can, it keeps the selected areas adjacent to each other.</source>
        <extracomment>node how (do); seed 004, Civil War</extracomment>
        <translation>Головна жертва обирає цілі області: у кожній області, яку обирає, — усі свої одиниці. Якщо може, вона обирає області, суміжні між собою.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="210"/>
        <source>Can the primary victim select exactly %n unit points that way?</source>
        <extracomment>node exact (ask); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>Чи може головна жертва так обрати рівно %n очко одиниць?</numerusform>
            <numerusform>Чи може головна жертва так обрати рівно %n очки одиниць?</numerusform>
            <numerusform>Чи може головна жертва так обрати рівно %n очок одиниць?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="222"/>
        <source>The primary victim gives up the selection rules one at a time, in this order, until a selection fits: 1. all units of each selected area; 2. selected areas adjacent to each other; 3. the exact total to select ({select}); 4. a selection the beneficiary can annex in full.</source>
        <extracomment>node relax (do); seed 004, Civil War</extracomment>
        <translation>Головна жертва відмовляється від правил вибору по одному, у такому порядку, доки вибір не стане можливим: 1. усі одиниці кожної обраної області; 2. обрані області суміжні між собою; 3. точна кількість, яку треба обрати ({select}); 4. вибір, який бенефіціар може анексувати повністю.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="233"/>
        <source>Does the beneficiary have at least as many unit points in stock as the primary victim selected?</source>
        <extracomment>node stock (ask); seed 004, Civil War</extracomment>
        <translation>Чи має бенефіціар у запасі щонайменше стільки очок одиниць, скільки обрала головна жертва?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="240"/>
        <source>The beneficiary annexes every selected unit, replacing each of them with a unit from its own stock. If its mix of cities and tokens in stock does not match, it uses its stock in whatever way annexes everything.</source>
        <extracomment>node annex_all (do); seed 004, Civil War</extracomment>
        <translation>Бенефіціар анексує всі обрані одиниці, замінюючи кожну з них одиницею зі свого запасу. Якщо співвідношення міст і жетонів у його запасі не збігається, він використовує запас так, щоб анексувати все.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="246"/>
        <source>The beneficiary annexes as much of the selection as its stock allows, using its stock in whatever way annexes the most. It replaces the selected units it cannot annex with barbarian tokens and/or pirate cities.</source>
        <extracomment>node annex_part (do); seed 004, Civil War</extracomment>
        <translation>Бенефіціар анексує з вибору стільки, скільки дозволяє його запас, використовуючи його так, щоб анексувати якнайбільше. Обрані одиниці, яких він не може анексувати, він замінює жетонами варварів і/або піратськими містами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="45"/>
        <source>Of the players other than the primary victim, does exactly one have the most cities in stock?</source>
        <extracomment>variant &apos;civil_war_most_cities&apos;: node ben_cities (ask); seed research, Civil War (reconstructed)</extracomment>
        <translation>Чи серед гравців, крім головної жертви, рівно один має найбільше міст у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="45"/>
        <source>The rule chosen under “Civil War beneficiary” at setup: the player with the most cities in stock; a tie goes to the most units in stock.</source>
        <extracomment>note of variant &apos;civil_war_most_cities&apos;: node ben_cities (ask); seed research, Civil War (reconstructed)</extracomment>
        <translation>Правило, обране в параметрі «Бенефіціар Громадянської війни» під час підготовки гри: гравець, який має найбільше міст у запасі; за рівності — той, хто має найбільше одиниць у запасі.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="54"/>
        <source>Of the players tied for the most cities in stock, does exactly one have the most units in stock?</source>
        <extracomment>variant &apos;civil_war_most_cities&apos;: node ben_units (ask); seed research, Civil War (reconstructed)</extracomment>
        <translation>Чи серед гравців, які порівну мають найбільше міст у запасі, рівно один має найбільше одиниць у запасі?</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/corruption</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="1"/>
        <source>Corruption</source>
        <extracomment>chart title</extracomment>
        <translation>Корупція</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="7"/>
        <source>CORRUPTION: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>КОРУПЦІЯ: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="69"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_law (ask); seed research, Corruption (reconstructed)</extracomment>
        <extracomment>node p_coinage (ask); seed research, Corruption (reconstructed)</extracomment>
        <extracomment>node p_wonder_of_the_world (ask); seed research, Corruption (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="31"/>
        <source>{advance}: the primary victim discards commodity cards worth %n less in face value.</source>
        <extracomment>node p_law_held (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва скидає карти товарів номінальною вартістю на %n меншою.</numerusform>
            <numerusform>«{advance}»: головна жертва скидає карти товарів номінальною вартістю на %n меншою.</numerusform>
            <numerusform>«{advance}»: головна жертва скидає карти товарів номінальною вартістю на %n меншою.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="81"/>
        <source>{advance}: the primary victim discards commodity cards worth %n more in face value.</source>
        <extracomment>node p_coinage_held (do); seed research, Corruption (reconstructed)</extracomment>
        <extracomment>node p_wonder_of_the_world_held (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва скидає карти товарів номінальною вартістю на %n більшою.</numerusform>
            <numerusform>«{advance}»: головна жертва скидає карти товарів номінальною вартістю на %n більшою.</numerusform>
            <numerusform>«{advance}»: головна жертва скидає карти товарів номінальною вартістю на %n більшою.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="94"/>
        <source>The primary victim discards commodity cards worth at least {value} in face value ({breakdown}). Count face value, not set value.</source>
        <extracomment>node discard (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>Головна жертва скидає карти товарів номінальною вартістю щонайменше {value} ({breakdown}). Рахуйте номінальну вартість, а не вартість набору.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/cyclone</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="1"/>
        <source>Cyclone</source>
        <extracomment>chart title</extracomment>
        <translation>Циклон</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="5"/>
        <source>CYCLONE: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Cyclone (reconstructed)</extracomment>
        <translation>ЦИКЛОН: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="5"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Cyclone (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="17"/>
        <source>Find the open sea whose adjacent areas hold the most of the primary victim&apos;s cities. If several tie, the primary victim picks one of them.</source>
        <extracomment>node sea (do); seed 004, Cyclone</extracomment>
        <translation>Знайдіть відкрите море, у суміжних областях якого найбільше міст головної жертви. За рівності головна жертва обирає море для Циклону.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="23"/>
        <source>Before any protection, does the primary victim have a city in an area adjacent to that open sea?</source>
        <extracomment>node any_city (ask); seed 004, Cyclone</extracomment>
        <translation>Чи має головна жертва, до врахування захисту, місто в області, суміжній з цим відкритим морем?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="30"/>
        <source>No Cyclone: the primary victim has no city next to that open sea.</source>
        <extracomment>node cancelled (do); seed 004, Cyclone</extracomment>
        <translation>Циклону немає: головна жертва не має міст в областях, суміжних із цим відкритим морем.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="35"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="72"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="95"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_trade_empire (ask); seed 004, Cyclone</extracomment>
        <extracomment>node p_masonry (ask); seed 004, Cyclone</extracomment>
        <extracomment>node p_calendar (ask); seed 004, Cyclone</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="46"/>
        <source>{advance}: the primary victim selects %n more cities.</source>
        <extracomment>node p_trade_empire_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва обирає на %n місто більше.</numerusform>
            <numerusform>«{advance}»: головна жертва обирає на %n міста більше.</numerusform>
            <numerusform>«{advance}»: головна жертва обирає на %n міст більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="58"/>
        <source>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</source>
        <extracomment>node select (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Головна жертва обирає %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}).</numerusform>
            <numerusform>Головна жертва обирає %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}).</numerusform>
            <numerusform>Головна жертва обирає %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="83"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="106"/>
        <source>{advance}: the primary victim unselects %n of its selected cities.</source>
        <extracomment>node p_masonry_held (do); seed 004, Cyclone</extracomment>
        <extracomment>node p_calendar_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва знімає позначку з %n обраного міста.</numerusform>
            <numerusform>«{advance}»: головна жертва знімає позначку з %n обраних міст.</numerusform>
            <numerusform>«{advance}»: головна жертва знімає позначку з %n обраних міст.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="118"/>
        <source>Does an advance spare any of the primary victim&apos;s selected cities?</source>
        <extracomment>node reduce_spared (check); seed 004, Cyclone</extracomment>
        <translation>Чи захищає карта розвитку якесь із міст, обраних головною жертвою?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="118"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="259"/>
        <source>Yes, every one</source>
        <extracomment>answer &apos;all&apos; to &quot;Does an advance spare any of the primary victim&apos;s selected cities?&quot;; node reduce_spared (check); seed 004, Cyclone</extracomment>
        <extracomment>answer &apos;all&apos; to &quot;Does an advance spare any of that player&apos;s selected cities?&quot;; node s1_reduce_spared (check); seed 004, Cyclone</extracomment>
        <translation>Так, усі</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="128"/>
        <source>The primary victim reduces every city it selected: at most %n.</source>
        <extracomment>node reduce_all (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Головна жертва редукує всі обрані міста: щонайбільше %n.</numerusform>
            <numerusform>Головна жертва редукує всі обрані міста: щонайбільше %n.</numerusform>
            <numerusform>Головна жертва редукує всі обрані міста: щонайбільше %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="138"/>
        <source>The primary victim unselects every city it selected: no city is reduced.</source>
        <extracomment>node reduce_none (do); seed 004, Cyclone</extracomment>
        <translation>Головна жертва знімає позначку з усіх обраних міст: жодне місто не редукується.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="138"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="145"/>
        <source>Masonry and Calendar may spare cities, but they never cancel the Cyclone: the other players still resolve it.</source>
        <extracomment>note of node reduce_none (do); seed 004, Cyclone</extracomment>
        <extracomment>note of node reduce (do); seed 004, Cyclone</extracomment>
        <translation>«Каменярство» і «Календар» можуть уберегти міста, але ніколи не скасовують сам Циклон: інші гравці все одно його розігрують.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="145"/>
        <source>The primary victim unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</source>
        <extracomment>node reduce (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Головна жертва знімає позначку з %n свого обраного міста ({shares}) і редукує решту: щонайбільше {reduced}.</numerusform>
            <numerusform>Головна жертва знімає позначку з %n своїх обраних міст ({shares}) і редукує решту: щонайбільше {reduced}.</numerusform>
            <numerusform>Головна жертва знімає позначку з %n своїх обраних міст ({shares}) і редукує решту: щонайбільше {reduced}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="164"/>
        <source>Does another player with cities adjacent to that open sea still have to resolve the Cyclone?</source>
        <extracomment>node others (ask); seed 004, Cyclone</extracomment>
        <translation>Чи мусить ще розіграти Циклон інший гравець із містами, суміжними з цим відкритим морем?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="164"/>
        <source>Every player with cities next to that open sea is hit. Each answers for its own advances: Trade Empire, Masonry and Calendar count for whoever selects the cities.</source>
        <extracomment>note of node others (ask); seed 004, Cyclone</extracomment>
        <translation>Циклон вражає кожного гравця з містами біля цього відкритого моря. Кожен відповідає за свої карти розвитку: «Торгова імперія», «Каменярство» і «Календар» діють для того, хто обирає міста.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="177"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="213"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="236"/>
        <source>Does that player hold {advance}?</source>
        <extracomment>node s1_trade_empire (ask); seed 004, Cyclone</extracomment>
        <extracomment>node s1_masonry (ask); seed 004, Cyclone</extracomment>
        <extracomment>node s1_calendar (ask); seed 004, Cyclone</extracomment>
        <translation>Чи має цей гравець карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="188"/>
        <source>{advance}: that player selects %n more cities.</source>
        <extracomment>node s1_trade_empire_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>«{advance}»: цей гравець обирає на %n місто більше.</numerusform>
            <numerusform>«{advance}»: цей гравець обирає на %n міста більше.</numerusform>
            <numerusform>«{advance}»: цей гравець обирає на %n міст більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="200"/>
        <source>That player selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</source>
        <extracomment>node s1_select (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Цей гравець обирає %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}).</numerusform>
            <numerusform>Цей гравець обирає %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}).</numerusform>
            <numerusform>Цей гравець обирає %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="224"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="247"/>
        <source>{advance}: that player unselects %n of its selected cities.</source>
        <extracomment>node s1_masonry_held (do); seed 004, Cyclone</extracomment>
        <extracomment>node s1_calendar_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>«{advance}»: цей гравець знімає позначку з %n обраного міста.</numerusform>
            <numerusform>«{advance}»: цей гравець знімає позначку з %n обраних міст.</numerusform>
            <numerusform>«{advance}»: цей гравець знімає позначку з %n обраних міст.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="259"/>
        <source>Does an advance spare any of that player&apos;s selected cities?</source>
        <extracomment>node s1_reduce_spared (check); seed 004, Cyclone</extracomment>
        <translation>Чи захищає карта розвитку якесь із міст, обраних цим гравцем?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="269"/>
        <source>That player reduces every city it selected: at most %n.</source>
        <extracomment>node s1_reduce_all (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Цей гравець редукує всі обрані міста: щонайбільше %n.</numerusform>
            <numerusform>Цей гравець редукує всі обрані міста: щонайбільше %n.</numerusform>
            <numerusform>Цей гравець редукує всі обрані міста: щонайбільше %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="279"/>
        <source>That player unselects every city it selected: no city is reduced.</source>
        <extracomment>node s1_reduce_none (do); seed 004, Cyclone</extracomment>
        <translation>Цей гравець знімає позначку з усіх обраних міст: жодне місто не редукується.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="284"/>
        <source>That player unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</source>
        <extracomment>node s1_reduce (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Цей гравець знімає позначку з %n свого обраного міста ({shares}) і редукує решту: щонайбільше {reduced}.</numerusform>
            <numerusform>Цей гравець знімає позначку з %n своїх обраних міст ({shares}) і редукує решту: щонайбільше {reduced}.</numerusform>
            <numerusform>Цей гравець знімає позначку з %n своїх обраних міст ({shares}) і редукує решту: щонайбільше {reduced}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/epidemic</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="1"/>
        <source>Epidemic</source>
        <extracomment>chart title</extracomment>
        <translation>Епідемія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="5"/>
        <source>EPIDEMIC: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>ЕПІДЕМІЯ: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="5"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="23"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="46"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="79"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="112"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_medicine (ask); seed 004, Epidemic</extracomment>
        <extracomment>node p_enlightenment (ask); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>node p_roadbuilding (ask); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>node p_trade_empire (ask); seed research, Epidemic (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="34"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="62"/>
        <source>{advance}: the primary victim takes %n less damage.</source>
        <extracomment>node p_medicine_held (do); seed 004, Epidemic</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкоджень менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="46"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="62"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="79"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="95"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="112"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="128"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="145"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="208"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="224"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="305"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="321"/>
        <source>The calamity rules name only Medicine for the Epidemic. Enlightenment, Roadbuilding and Trade Empire (for the primary victim) and Anatomy (for a secondary victim) come from the calamity cards: check them against the Epidemic card in your game.</source>
        <extracomment>note of node p_enlightenment (ask); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node p_enlightenment_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node p_roadbuilding (ask); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node p_roadbuilding_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node p_trade_empire (ask); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node p_trade_empire_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node primary_damage (do); seed 004, Epidemic</extracomment>
        <extracomment>note of node s1_anatomy (ask); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node s1_anatomy_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node s2_anatomy (ask); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node s2_anatomy_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>Правила катастроф називають для Епідемії лише «Медицину». «Просвітництво», «Будівництво доріг» і «Торгова імперія» (для головної жертви) та «Анатомія» (для додаткової жертви) взяті з карт катастроф: звірте їх із картою Епідемії у вашому примірнику гри.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="95"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="128"/>
        <source>{advance}: the primary victim takes %n more damage.</source>
        <extracomment>node p_roadbuilding_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>node p_trade_empire_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження більше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження більше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкоджень більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="145"/>
        <source>The primary victim takes %n damage ({breakdown}).</source>
        <extracomment>node primary_damage (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Головна жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="161"/>
        <source>The primary victim names up to %n other players as secondary victims. The beneficiary cannot be one of them.</source>
        <extracomment>node name (do); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва називає до %n іншого гравця додатковою жертвою. Бенефіціара не можна назвати додатковою жертвою.</numerusform>
            <numerusform>Головна жертва називає до %n інших гравців додатковими жертвами. Бенефіціара не можна назвати додатковою жертвою.</numerusform>
            <numerusform>Головна жертва називає до %n інших гравців додатковими жертвами. Бенефіціара не можна назвати додатковою жертвою.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="161"/>
        <source>Nor can the primary victim name a player who is already the primary victim, a secondary victim or the beneficiary of another Epidemic this turn. The calamity rules do not say what happens when fewer players can be named than the Epidemic asks (a game of two or three players): the primary victim names those it can.</source>
        <extracomment>note of node name (do); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>Головна жертва не може назвати й гравця, який у цьому ході вже є головною жертвою, додатковою жертвою або бенефіціаром іншої Епідемії. Правила катастроф не кажуть, що відбувається, коли назвати можна менше гравців, ніж вимагає Епідемія (у грі двох або трьох гравців): головна жертва називає тих, кого може.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="175"/>
        <source>Did the primary victim name a first secondary victim?</source>
        <extracomment>node named_1 (ask); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>Чи назвала головна жертва першу додаткову жертву?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="175"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="272"/>
        <source>The calamity rules do not say what happens when fewer players can be named than the Epidemic asks; a player who is not named takes no damage.</source>
        <extracomment>note of node named_1 (ask); seed 004, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node named_2 (ask); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>Правила катастроф не кажуть, що відбувається, коли назвати можна менше гравців, ніж вимагає Епідемія; гравець, якого не названо, не отримує пошкоджень.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="185"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="208"/>
        <source>Does the first secondary victim hold {advance}?</source>
        <extracomment>node s1_medicine (ask); seed 004, Epidemic</extracomment>
        <extracomment>node s1_anatomy (ask); seed research, Epidemic (reconstructed)</extracomment>
        <translation>Чи має перша додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="196"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="224"/>
        <source>{advance}: the first secondary victim takes %n less damage.</source>
        <extracomment>node s1_medicine_held (do); seed 004, Epidemic</extracomment>
        <extracomment>node s1_anatomy_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: перша додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: перша додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: перша додаткова жертва отримує на %n пошкоджень менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="241"/>
        <source>Does the first secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_1 (check); seed 004, Epidemic</extracomment>
        <translation>Чи отримує перша додаткова жертва якісь пошкодження з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="250"/>
        <source>The first secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_1 (do); seed 004, Epidemic</extracomment>
        <translation>Перша додаткова жертва не отримує пошкоджень ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="259"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>Перша додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Перша додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Перша додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="272"/>
        <source>Did the primary victim name a second secondary victim?</source>
        <extracomment>node named_2 (ask); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>Чи назвала головна жертва другу додаткову жертву?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="282"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="305"/>
        <source>Does the second secondary victim hold {advance}?</source>
        <extracomment>node s2_medicine (ask); seed 004, Epidemic</extracomment>
        <extracomment>node s2_anatomy (ask); seed research, Epidemic (reconstructed)</extracomment>
        <translation>Чи має друга додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="293"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="321"/>
        <source>{advance}: the second secondary victim takes %n less damage.</source>
        <extracomment>node s2_medicine_held (do); seed 004, Epidemic</extracomment>
        <extracomment>node s2_anatomy_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: друга додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: друга додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: друга додаткова жертва отримує на %n пошкоджень менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="338"/>
        <source>Does the second secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_2 (check); seed 004, Epidemic</extracomment>
        <translation>Чи отримує друга додаткова жертва якісь пошкодження з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="347"/>
        <source>The second secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_2 (do); seed 004, Epidemic</extracomment>
        <translation>Друга додаткова жертва не отримує пошкоджень ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="356"/>
        <source>The second secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_2 (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>Друга додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Друга додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Друга додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/famine</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="1"/>
        <source>Famine</source>
        <extracomment>chart title</extracomment>
        <translation>Голод</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="7"/>
        <source>FAMINE: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Famine (reconstructed)</extracomment>
        <translation>ГОЛОД: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="69"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_pottery (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node p_calendar (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node p_agriculture (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="56"/>
        <source>{advance}: the primary victim takes %n less damage.</source>
        <extracomment>node p_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node p_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкоджень менше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="81"/>
        <source>{advance}: the primary victim takes %n more damage.</source>
        <extracomment>node p_agriculture_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження більше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження більше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкоджень більше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="94"/>
        <source>Does the primary victim take any damage after its advances?</source>
        <extracomment>node hurt_p (check); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи отримує головна жертва якісь пошкодження з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="104"/>
        <source>The primary victim takes no damage ({breakdown}).</source>
        <extracomment>node primary_unhurt (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Головна жертва не отримує пошкоджень ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="114"/>
        <source>The primary victim takes %n damage ({breakdown}).</source>
        <extracomment>node primary_damage (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Головна жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="128"/>
        <source>The primary victim names up to %n other players as secondary victims.</source>
        <extracomment>node name (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва називає до %n іншого гравця додатковою жертвою.</numerusform>
            <numerusform>Головна жертва називає до %n інших гравців додатковими жертвами.</numerusform>
            <numerusform>Головна жертва називає до %n інших гравців додатковими жертвами.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="128"/>
        <source>The rules do not say what happens when fewer players can be named than the Famine asks (a game of two or three players): the primary victim names those it can.</source>
        <extracomment>note of node name (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Правила не кажуть, що робити, коли назвати можна менше гравців, ніж вимагає Голод (гра двох або трьох гравців): головна жертва називає тих, кого може.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="140"/>
        <source>Did the primary victim name a first secondary victim?</source>
        <extracomment>node named_1 (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи назвала головна жертва першу додаткову жертву?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="140"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="235"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="330"/>
        <source>The rules do not say what happens when fewer players can be named than the Famine asks; a player who is not named takes no damage.</source>
        <extracomment>note of node named_1 (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>note of node named_2 (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>note of node named_3 (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Правила не кажуть, що робити, коли назвати можна менше гравців, ніж вимагає Голод; гравець, якого не назвали, не отримує пошкоджень.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="151"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="176"/>
        <source>Does the first secondary victim hold {advance}?</source>
        <extracomment>node s1_pottery (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s1_calendar (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи має перша додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="163"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="188"/>
        <source>{advance}: the first secondary victim takes %n less damage.</source>
        <extracomment>node s1_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s1_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: перша додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: перша додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: перша додаткова жертва отримує на %n пошкоджень менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="201"/>
        <source>Does the first secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_1 (check); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи отримує перша додаткова жертва якісь пошкодження з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="211"/>
        <source>The first secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_1 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Перша додаткова жертва не отримує пошкоджень ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="221"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Перша додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Перша додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Перша додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="235"/>
        <source>Did the primary victim name a second secondary victim?</source>
        <extracomment>node named_2 (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи назвала головна жертва другу додаткову жертву?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="246"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="271"/>
        <source>Does the second secondary victim hold {advance}?</source>
        <extracomment>node s2_pottery (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s2_calendar (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи має друга додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="258"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="283"/>
        <source>{advance}: the second secondary victim takes %n less damage.</source>
        <extracomment>node s2_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s2_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: друга додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: друга додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: друга додаткова жертва отримує на %n пошкоджень менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="296"/>
        <source>Does the second secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_2 (check); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи отримує друга додаткова жертва якісь пошкодження з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="306"/>
        <source>The second secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_2 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Друга додаткова жертва не отримує пошкоджень ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="316"/>
        <source>The second secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_2 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Друга додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Друга додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Друга додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="330"/>
        <source>Did the primary victim name a third secondary victim?</source>
        <extracomment>node named_3 (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи назвала головна жертва третю додаткову жертву?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="341"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="366"/>
        <source>Does the third secondary victim hold {advance}?</source>
        <extracomment>node s3_pottery (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s3_calendar (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи має третя додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="353"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="378"/>
        <source>{advance}: the third secondary victim takes %n less damage.</source>
        <extracomment>node s3_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s3_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: третя додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: третя додаткова жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: третя додаткова жертва отримує на %n пошкоджень менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="391"/>
        <source>Does the third secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_3 (check); seed research, Famine (reconstructed)</extracomment>
        <translation>Чи отримує третя додаткова жертва якісь пошкодження з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="401"/>
        <source>The third secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_3 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Третя додаткова жертва не отримує пошкоджень ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="411"/>
        <source>The third secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_3 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Третя додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Третя додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Третя додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/flood</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="1"/>
        <source>Flood</source>
        <extracomment>chart title</extracomment>
        <translation>Повінь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="7"/>
        <source>FLOOD: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Flood (reconstructed)</extracomment>
        <translation>ПОВІНЬ: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Flood (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="19"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_engineering (ask); seed research, Flood (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="31"/>
        <source>{advance}: the primary victim takes %n less damage.</source>
        <extracomment>node p_engineering_held (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкодження менше.</numerusform>
            <numerusform>«{advance}»: головна жертва отримує на %n пошкоджень менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="44"/>
        <source>Does the primary victim have units on a flood plain?</source>
        <extracomment>node plain (ask); seed research, Flood (reconstructed)</extracomment>
        <translation>Чи має головна жертва одиниці на заплаві?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="52"/>
        <source>The flood plain is the one where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</source>
        <extracomment>node plain_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>Ідеться про заплаву, де головна жертва втратила б найбільше. Головна жертва отримує там %n пошкодження ({breakdown}); кожен інший гравець з одиницями на цій заплаві отримує {other}.</numerusform>
            <numerusform>Ідеться про заплаву, де головна жертва втратила б найбільше. Головна жертва отримує там %n пошкодження ({breakdown}); кожен інший гравець з одиницями на цій заплаві отримує {other}.</numerusform>
            <numerusform>Ідеться про заплаву, де головна жертва втратила б найбільше. Головна жертва отримує там %n пошкоджень ({breakdown}); кожен інший гравець з одиницями на цій заплаві отримує {other}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="52"/>
        <source>Check on your Flood card whether Engineering protects the other players too.</source>
        <extracomment>note of node plain_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>Перевірте на своїй карті Повені, чи «Інженерія» захищає й інших гравців.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="52"/>
        <source>%n damage</source>
        <extracomment>part of the text of node plain_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>%n пошкодження</numerusform>
            <numerusform>%n пошкодження</numerusform>
            <numerusform>%n пошкоджень</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="76"/>
        <source>Does the primary victim take any damage in coastal areas after its advances?</source>
        <extracomment>node any_coast (check); seed research, Flood (reconstructed)</extracomment>
        <translation>Чи отримує головна жертва якісь пошкодження в прибережних областях з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="86"/>
        <source>No units on a flood plain: the primary victim takes no damage in coastal areas ({breakdown}).</source>
        <extracomment>node coast_none (do); seed research, Flood (reconstructed)</extracomment>
        <translation>Одиниць на заплаві немає: головна жертва не отримує пошкоджень своїм одиницям у прибережних областях ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="96"/>
        <source>No units on a flood plain: the primary victim takes %n damage from its units in coastal areas ({breakdown}).</source>
        <extracomment>node coast_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>Одиниць на заплаві немає: головна жертва отримує %n пошкодження своїм одиницям у прибережних областях ({breakdown}).</numerusform>
            <numerusform>Одиниць на заплаві немає: головна жертва отримує %n пошкодження своїм одиницям у прибережних областях ({breakdown}).</numerusform>
            <numerusform>Одиниць на заплаві немає: головна жертва отримує %n пошкоджень своїм одиницям у прибережних областях ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/iconoclasm_heresy</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="1"/>
        <source>Iconoclasm and Heresy</source>
        <extracomment>chart title</extracomment>
        <translation>Іконоборство та єресь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="7"/>
        <source>ICONOCLASM AND HERESY: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>ІКОНОБОРСТВО ТА ЄРЕСЬ: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="25"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="50"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="75"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="120"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_philosophy (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>node p_theology (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>node p_monotheism (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>node theocracy (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="62"/>
        <source>{advance}: the primary victim reduces %n fewer cities.</source>
        <extracomment>node p_philosophy_held (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>node p_theology_held (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва редукує на %n місто менше.</numerusform>
            <numerusform>«{advance}»: головна жертва редукує на %n міста менше.</numerusform>
            <numerusform>«{advance}»: головна жертва редукує на %n міст менше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="87"/>
        <source>{advance}: the primary victim reduces %n more cities.</source>
        <extracomment>node p_monotheism_held (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва редукує на %n місто більше.</numerusform>
            <numerusform>«{advance}»: головна жертва редукує на %n міста більше.</numerusform>
            <numerusform>«{advance}»: головна жертва редукує на %n міст більше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="100"/>
        <source>Does the primary victim reduce any city after its advances?</source>
        <extracomment>node any_reduced (check); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Чи редукує головна жертва якесь місто з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="110"/>
        <source>The primary victim reduces no city ({breakdown}).</source>
        <extracomment>node reduce_none (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Головна жертва не редукує жодного міста ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="132"/>
        <source>Does the primary victim discard %n commodity cards to escape this calamity?</source>
        <extracomment>node theocracy_discard (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Чи хоче головна жертва скинути %n карту товару, щоб уникнути цієї катастрофи?</numerusform>
            <numerusform>Чи хоче головна жертва скинути %n карти товарів, щоб уникнути цієї катастрофи?</numerusform>
            <numerusform>Чи хоче головна жертва скинути %n карт товарів, щоб уникнути цієї катастрофи?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="143"/>
        <source>The primary victim reduces no city.</source>
        <extracomment>node spared (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Головна жертва не редукує жодного міста.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="149"/>
        <source>The primary victim reduces %n of its cities ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва редукує %n своє місто ({breakdown}).</numerusform>
            <numerusform>Головна жертва редукує %n свої міста ({breakdown}).</numerusform>
            <numerusform>Головна жертва редукує %n своїх міст ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="163"/>
        <source>The primary victim names up to %n other players as secondary victims, never the beneficiary.</source>
        <extracomment>node others (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва називає до %n іншого гравця додатковою жертвою, але не бенефіціара.</numerusform>
            <numerusform>Головна жертва називає до %n інших гравців додатковими жертвами, але не бенефіціара.</numerusform>
            <numerusform>Головна жертва називає до %n інших гравців додатковими жертвами, але не бенефіціара.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="163"/>
        <source>The rules do not say what happens when fewer players can be named than the calamity asks (a game of two or three players): the primary victim names those it can.</source>
        <extracomment>note of node others (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Правила не кажуть, що робити, коли назвати можна менше гравців, ніж вимагає катастрофа (гра двох або трьох гравців): головна жертва називає тих, кого може.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="175"/>
        <source>Did the primary victim name a first secondary victim?</source>
        <extracomment>node named_1 (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Чи назвала головна жертва першу додаткову жертву?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="175"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="206"/>
        <source>The rules do not say what happens when fewer players can be named than the calamity asks; a player who is not named reduces no city.</source>
        <extracomment>note of node named_1 (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>note of node named_2 (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Правила не кажуть, що робити, коли назвати можна менше гравців, ніж вимагає катастрофа; гравець, якого не назвали, не редукує жодного міста.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <source>The first secondary victim reduces {cities}. If it holds {advance}, it may instead discard {cards} to escape this calamity.</source>
        <extracomment>node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Перша додаткова жертва редукує {cities}. Якщо має карту розвитку «{advance}», може натомість скинути {cards}, щоб уникнути цієї катастрофи.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>Theocracy cancels the calamity&apos;s effect on the player who holds it and discards the cards; check on your card that a named player may use it too, and the other advances of a named player.</source>
        <extracomment>note of node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>note of node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>«Теократія» скасовує наслідки катастрофи для гравця, який її має і скидає карти; перевірте на своїй карті, чи може нею скористатися й названий гравець, а також інші карти розвитку названого гравця.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>part of the text of node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n своє місто</numerusform>
            <numerusform>%n свої міста</numerusform>
            <numerusform>%n своїх міст</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>%n commodity cards</source>
        <extracomment>part of the text of node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>part of the text of node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n карту товару</numerusform>
            <numerusform>%n карти товарів</numerusform>
            <numerusform>%n карт товарів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="206"/>
        <source>Did the primary victim name a second secondary victim?</source>
        <extracomment>node named_2 (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Чи назвала головна жертва другу додаткову жертву?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>The second secondary victim reduces {cities}. If it holds {advance}, it may instead discard {cards} to escape this calamity.</source>
        <extracomment>node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Друга додаткова жертва редукує {cities}. Якщо має карту розвитку «{advance}», може натомість скинути {cards}, щоб уникнути цієї катастрофи.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/main</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="1"/>
        <source>Calamity</source>
        <extracomment>chart title</extracomment>
        <translation>Катастрофа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Which trade card stack is the calamity from? ({min} to {max})</source>
        <extracomment>node pick (number); seed research, The calamities (reconstructed)</extracomment>
        <translation>З якого стосу торгових карт ця катастрофа? ({min}–{max})</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Every calamity card shows its trade card stack.</source>
        <extracomment>note of node pick (number); seed research, The calamities (reconstructed)</extracomment>
        <translation>На кожній карті катастрофи вказано її стос торгових карт.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>which trade card stack the calamity came from</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node pick (number); seed research, The calamities (reconstructed)</extracomment>
        <translation>з якого стосу торгових карт походить катастрофа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="20"/>
        <source>Which calamities are in that stack?</source>
        <extracomment>node stack (check); seed research, The calamities</extracomment>
        <translation>Які катастрофи в цьому стосі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="20"/>
        <source>Noted</source>
        <extracomment>answer &apos;s2&apos; to &apos;Which calamities are in that stack?&apos;; node stack (check); seed research, The calamities</extracomment>
        <extracomment>answer &apos;s3&apos; to &apos;Which calamities are in that stack?&apos;; node stack (check); seed research, The calamities</extracomment>
        <extracomment>answer &apos;s4&apos; to &apos;Which calamities are in that stack?&apos;; node stack (check); seed research, The calamities</extracomment>
        <extracomment>answer &apos;s5&apos; to &apos;Which calamities are in that stack?&apos;; node stack (check); seed research, The calamities</extracomment>
        <extracomment>answer &apos;s6&apos; to &apos;Which calamities are in that stack?&apos;; node stack (check); seed research, The calamities</extracomment>
        <extracomment>answer &apos;s7&apos; to &apos;Which calamities are in that stack?&apos;; node stack (check); seed research, The calamities</extracomment>
        <extracomment>answer &apos;s8&apos; to &apos;Which calamities are in that stack?&apos;; node stack (check); seed research, The calamities</extracomment>
        <extracomment>answer &apos;s9&apos; to &apos;Which calamities are in that stack?&apos;; node stack (check); seed research, The calamities</extracomment>
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="34"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="43"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="52"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="61"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="70"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="79"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="88"/>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="97"/>
        <source>Which calamity of trade card stack {stack} is being resolved?</source>
        <extracomment>node pick_2 (ask); seed research, The calamities (reconstructed)</extracomment>
        <extracomment>node pick_3 (ask); seed research, The calamities (reconstructed)</extracomment>
        <extracomment>node pick_4 (ask); seed research, The calamities (reconstructed)</extracomment>
        <extracomment>node pick_5 (ask); seed research, The calamities (reconstructed)</extracomment>
        <extracomment>node pick_6 (ask); seed research, The calamities (reconstructed)</extracomment>
        <extracomment>node pick_7 (ask); seed research, The calamities (reconstructed)</extracomment>
        <extracomment>node pick_8 (ask); seed research, The calamities (reconstructed)</extracomment>
        <extracomment>node pick_9 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Яку катастрофу зі стосу торгових карт {stack} ви розігруєте?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="34"/>
        <source>Volcanic Eruption / Earthquake</source>
        <extracomment>answer &apos;volcano_earthquake&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_2 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Виверження вулкана / Землетрус</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="34"/>
        <source>Treachery</source>
        <extracomment>answer &apos;treachery&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_2 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Зрада</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="43"/>
        <source>Famine</source>
        <extracomment>answer &apos;famine&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_3 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Голод</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="43"/>
        <source>Slave Revolt</source>
        <extracomment>answer &apos;slave_revolt&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_3 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Повстання рабів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="52"/>
        <source>Flood</source>
        <extracomment>answer &apos;flood&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_4 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Повінь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="52"/>
        <source>Superstition</source>
        <extracomment>answer &apos;superstition&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_4 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Забобони</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="61"/>
        <source>Civil War</source>
        <extracomment>answer &apos;civil_war&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_5 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Громадянська війна</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="61"/>
        <source>Barbarian Hordes</source>
        <extracomment>answer &apos;barbarian_hordes&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_5 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Орди варварів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="70"/>
        <source>Cyclone</source>
        <extracomment>answer &apos;cyclone&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_6 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Циклон</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="70"/>
        <source>Epidemic</source>
        <extracomment>answer &apos;epidemic&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_6 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Епідемія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="79"/>
        <source>Tyranny</source>
        <extracomment>answer &apos;tyranny&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_7 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Тиранія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="79"/>
        <source>Civil Disorder</source>
        <extracomment>answer &apos;civil_disorder&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_7 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Громадські заворушення</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="88"/>
        <source>Corruption</source>
        <extracomment>answer &apos;corruption&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_8 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Корупція</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="88"/>
        <source>Iconoclasm and Heresy</source>
        <extracomment>answer &apos;iconoclasm_heresy&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_8 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Іконоборство та єресь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="97"/>
        <source>Regression</source>
        <extracomment>answer &apos;regression&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_9 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Регрес</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="97"/>
        <source>Piracy</source>
        <extracomment>answer &apos;piracy&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_9 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Піратство</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/piracy</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="1"/>
        <source>Piracy</source>
        <extracomment>chart title</extracomment>
        <translation>Піратство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="7"/>
        <source>PIRACY: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>ПІРАТСТВО: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="25"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="50"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_cartography (ask); seed research, Piracy (reconstructed)</extracomment>
        <extracomment>node p_naval_warfare (ask); seed research, Piracy (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="37"/>
        <source>{advance}: the beneficiary replaces %n more of the primary victim&apos;s coastal cities with pirate cities.</source>
        <extracomment>node p_cartography_held (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: бенефіціар замінює піратськими містами на %n прибережне місто головної жертви більше.</numerusform>
            <numerusform>«{advance}»: бенефіціар замінює піратськими містами на %n прибережні міста головної жертви більше.</numerusform>
            <numerusform>«{advance}»: бенефіціар замінює піратськими містами на %n прибережних міст головної жертви більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="62"/>
        <source>{advance}: the beneficiary replaces %n fewer of the primary victim&apos;s coastal cities with pirate cities.</source>
        <extracomment>node p_naval_warfare_held (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: бенефіціар замінює піратськими містами на %n прибережне місто головної жертви менше.</numerusform>
            <numerusform>«{advance}»: бенефіціар замінює піратськими містами на %n прибережні міста головної жертви менше.</numerusform>
            <numerusform>«{advance}»: бенефіціар замінює піратськими містами на %n прибережних міст головної жертви менше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="75"/>
        <source>The beneficiary replaces %n of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</source>
        <extracomment>node replace (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>Бенефіціар замінює %n прибережне місто головної жертви піратським містом ({breakdown}).</numerusform>
            <numerusform>Бенефіціар замінює %n прибережні міста головної жертви піратськими містами ({breakdown}).</numerusform>
            <numerusform>Бенефіціар замінює %n прибережних міст головної жертви піратськими містами ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="89"/>
        <source>The primary victim names {others} as secondary victims. Neither the beneficiary nor a player holding {advance} can be named.</source>
        <extracomment>node others (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>Головна жертва називає {others} додатковими жертвами. Не можна назвати бенефіціара чи гравця, який має карту розвитку «{advance}».</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="89"/>
        <source>The rules do not say what happens when fewer players can be named than Piracy asks (a game of few players, or many holding Naval Warfare): the primary victim names those it can.</source>
        <extracomment>note of node others (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>Правила не кажуть, що робити, коли назвати можна менше гравців, ніж вимагає Піратство (гра небагатьох гравців або багатьох, хто має «Морську війну»): головна жертва називає тих, кого може.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="89"/>
        <source>up to %n other players</source>
        <extracomment>part of the text of node others (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>до %n іншого гравця</numerusform>
            <numerusform>до %n інших гравців</numerusform>
            <numerusform>до %n інших гравців</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="102"/>
        <source>Did the primary victim name a first secondary victim?</source>
        <extracomment>node named_1 (ask); seed research, Piracy (reconstructed)</extracomment>
        <translation>Чи назвала головна жертва першу додаткову жертву?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="102"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="124"/>
        <source>The rules do not say what happens when fewer players can be named than Piracy asks; a player who is not named loses no city.</source>
        <extracomment>note of node named_1 (ask); seed research, Piracy (reconstructed)</extracomment>
        <extracomment>note of node named_2 (ask); seed research, Piracy (reconstructed)</extracomment>
        <translation>Правила не кажуть, що робити, коли назвати можна менше гравців, ніж вимагає Піратство; гравець, якого не назвали, не втрачає жодного міста.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="113"/>
        <source>%n coastal city of the first secondary victim is replaced with a pirate city.</source>
        <extracomment>node loss_1 (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n прибережне місто першої додаткової жертви замінюється піратським містом.</numerusform>
            <numerusform>%n прибережні міста першої додаткової жертви замінюються піратськими містами.</numerusform>
            <numerusform>%n прибережних міст першої додаткової жертви замінюються піратськими містами.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="124"/>
        <source>Did the primary victim name a second secondary victim?</source>
        <extracomment>node named_2 (ask); seed research, Piracy (reconstructed)</extracomment>
        <translation>Чи назвала головна жертва другу додаткову жертву?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="135"/>
        <source>%n coastal city of the second secondary victim is replaced with a pirate city.</source>
        <extracomment>node loss_2 (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n прибережне місто другої додаткової жертви замінюється піратським містом.</numerusform>
            <numerusform>%n прибережні міста другої додаткової жертви замінюються піратськими містами.</numerusform>
            <numerusform>%n прибережних міст другої додаткової жертви замінюються піратськими містами.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/regression</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="1"/>
        <source>Regression</source>
        <extracomment>chart title</extracomment>
        <translation>Регрес</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="7"/>
        <source>REGRESSION: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Regression (reconstructed)</extracomment>
        <translation>РЕГРЕС: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Regression (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="44"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_fundamentalism (ask); seed research, Regression (reconstructed)</extracomment>
        <extracomment>node p_library (ask); seed research, Regression (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="31"/>
        <source>{advance}: the primary victim&apos;s A.S.T. marker moves back %n more steps.</source>
        <extracomment>node p_fundamentalism_held (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: маркер головної жертви на A.S.T. посувається назад на %n крок більше.</numerusform>
            <numerusform>«{advance}»: маркер головної жертви на A.S.T. посувається назад на %n кроки більше.</numerusform>
            <numerusform>«{advance}»: маркер головної жертви на A.S.T. посувається назад на %n кроків більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="56"/>
        <source>{advance}: the primary victim&apos;s A.S.T. marker moves back %n fewer steps.</source>
        <extracomment>node p_library_held (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: маркер головної жертви на A.S.T. посувається назад на %n крок менше.</numerusform>
            <numerusform>«{advance}»: маркер головної жертви на A.S.T. посувається назад на %n кроки менше.</numerusform>
            <numerusform>«{advance}»: маркер головної жертви на A.S.T. посувається назад на %n кроків менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="69"/>
        <source>Does the primary victim&apos;s A.S.T. marker move back after its advances?</source>
        <extracomment>node any_back (check); seed research, Regression (reconstructed)</extracomment>
        <translation>Чи посувається маркер головної жертви на A.S.T. назад з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="79"/>
        <source>The primary victim&apos;s A.S.T. marker does not move back ({breakdown}).</source>
        <extracomment>node back_none (do); seed research, Regression (reconstructed)</extracomment>
        <translation>Маркер головної жертви на A.S.T. не посувається назад ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="89"/>
        <source>The primary victim moves its A.S.T. marker back %n steps ({breakdown}). If it holds {advance}, it may instead destroy {cities} for each step.</source>
        <extracomment>node back (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва посуває свій маркер на A.S.T. назад на %n крок ({breakdown}). Якщо має карту розвитку «{advance}», може натомість знищити {cities} за кожен крок.</numerusform>
            <numerusform>Головна жертва посуває свій маркер на A.S.T. назад на %n кроки ({breakdown}). Якщо має карту розвитку «{advance}», може натомість знищити {cities} за кожен крок.</numerusform>
            <numerusform>Головна жертва посуває свій маркер на A.S.T. назад на %n кроків ({breakdown}). Якщо має карту розвитку «{advance}», може натомість знищити {cities} за кожен крок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="89"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node back (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>%n своє місто</numerusform>
            <numerusform>%n свої міста</numerusform>
            <numerusform>%n своїх міст</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/slave_revolt</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="1"/>
        <source>Slave Revolt</source>
        <extracomment>chart title</extracomment>
        <translation>Повстання рабів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="7"/>
        <source>SLAVE REVOLT: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>ПОВСТАННЯ РАБІВ: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="69"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="94"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_mythology (ask); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_enlightenment (ask); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_mining (ask); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_cultural_ascendancy (ask); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="56"/>
        <source>{advance}: the primary victim&apos;s city support rate rises %n less.</source>
        <extracomment>node p_mythology_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: норма утримання міст головної жертви зростає на %n менше.</numerusform>
            <numerusform>«{advance}»: норма утримання міст головної жертви зростає на %n менше.</numerusform>
            <numerusform>«{advance}»: норма утримання міст головної жертви зростає на %n менше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="108"/>
        <source>{advance}: the primary victim&apos;s city support rate rises %n more.</source>
        <extracomment>node p_mining_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_cultural_ascendancy_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: норма утримання міст головної жертви зростає на %n більше.</numerusform>
            <numerusform>«{advance}»: норма утримання міст головної жертви зростає на %n більше.</numerusform>
            <numerusform>«{advance}»: норма утримання міст головної жертви зростає на %n більше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="94"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="108"/>
        <source>The rules give Cultural Ascendancy a higher base rise for this calamity, by one: check it on your card.</source>
        <extracomment>note of node p_cultural_ascendancy (ask); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>note of node p_cultural_ascendancy_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Правила дають «Культурній спадщині» вище на одиницю базове зростання норми утримання в цій катастрофі: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="123"/>
        <source>Does the support rate rise after the primary victim&apos;s advances?</source>
        <extracomment>node any_rise (check); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Чи зростає норма утримання з урахуванням карт розвитку головної жертви?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="133"/>
        <source>The support rate does not rise ({breakdown}): Slave Revolt has no effect.</source>
        <extracomment>node support_none (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Норма утримання не зростає ({breakdown}): Повстання рабів не має наслідків.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="143"/>
        <source>The primary victim checks the support of its cities again with the support rate {rise} higher ({breakdown}) and reduces cities until every remaining city is supported.</source>
        <extracomment>node support (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Головна жертва ще раз перевіряє утримання своїх міст із нормою утримання, вищою на {rise} ({breakdown}), і редукує міста, доки кожне місто, що лишилося, не буде утримане.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/superstition</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="1"/>
        <source>Superstition</source>
        <extracomment>chart title</extracomment>
        <translation>Забобони</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="7"/>
        <source>SUPERSTITION: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>ЗАБОБОНИ: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="69"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="94"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_mysticism (ask); seed research, Superstition (reconstructed)</extracomment>
        <extracomment>node p_deism (ask); seed research, Superstition (reconstructed)</extracomment>
        <extracomment>node p_enlightenment (ask); seed research, Superstition (reconstructed)</extracomment>
        <extracomment>node p_universal_doctrine (ask); seed research, Superstition (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="81"/>
        <source>{advance}: the primary victim reduces %n fewer cities.</source>
        <extracomment>node p_mysticism_held (do); seed research, Superstition (reconstructed)</extracomment>
        <extracomment>node p_deism_held (do); seed research, Superstition (reconstructed)</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва редукує на %n місто менше.</numerusform>
            <numerusform>«{advance}»: головна жертва редукує на %n міста менше.</numerusform>
            <numerusform>«{advance}»: головна жертва редукує на %n міст менше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="106"/>
        <source>{advance}: the primary victim reduces %n more cities.</source>
        <extracomment>node p_universal_doctrine_held (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва редукує на %n місто більше.</numerusform>
            <numerusform>«{advance}»: головна жертва редукує на %n міста більше.</numerusform>
            <numerusform>«{advance}»: головна жертва редукує на %n міст більше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="119"/>
        <source>Does the primary victim reduce any city after its advances?</source>
        <extracomment>node any_reduced (check); seed research, Superstition (reconstructed)</extracomment>
        <translation>Чи редукує головна жертва якесь місто з урахуванням карт розвитку?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="129"/>
        <source>The primary victim reduces no city ({breakdown}).</source>
        <extracomment>node reduce_none (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>Головна жертва не редукує жодного міста ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="139"/>
        <source>The primary victim reduces %n of its cities ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва редукує %n своє місто ({breakdown}).</numerusform>
            <numerusform>Головна жертва редукує %n свої міста ({breakdown}).</numerusform>
            <numerusform>Головна жертва редукує %n своїх міст ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/treachery</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="1"/>
        <source>Treachery</source>
        <extracomment>chart title</extracomment>
        <translation>Зрада</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="7"/>
        <source>TREACHERY: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>ЗРАДА: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="25"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_diplomacy (ask); seed research, Treachery (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="37"/>
        <source>{advance}: the beneficiary annexes %n more of the primary victim&apos;s cities.</source>
        <extracomment>node p_diplomacy_held (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: бенефіціар анексує на %n місто головної жертви більше.</numerusform>
            <numerusform>«{advance}»: бенефіціар анексує на %n міста головної жертви більше.</numerusform>
            <numerusform>«{advance}»: бенефіціар анексує на %n міст головної жертви більше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="50"/>
        <source>Does the beneficiary have a city in stock?</source>
        <extracomment>node has_city (ask); seed research, Treachery (reconstructed)</extracomment>
        <translation>Чи має бенефіціар місто в запасі?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="58"/>
        <source>The beneficiary annexes %n of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</source>
        <extracomment>node annex (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>Бенефіціар анексує %n місто головної жертви ({breakdown}), замінюючи його містом зі свого запасу.</numerusform>
            <numerusform>Бенефіціар анексує %n міста головної жертви ({breakdown}), замінюючи кожне містом зі свого запасу.</numerusform>
            <numerusform>Бенефіціар анексує %n міст головної жертви ({breakdown}), замінюючи кожне містом зі свого запасу.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="58"/>
        <source>The rules do not say what happens when the beneficiary has fewer cities in stock than it annexes (with Diplomacy): check it on your card.</source>
        <extracomment>note of node annex (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>Правила не кажуть, що робити, коли бенефіціар має в запасі менше міст, ніж анексує (з «Дипломатією»): перевірте це на своїй карті.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="76"/>
        <source>The beneficiary has no city in stock: %n of the primary victim&apos;s cities are replaced with pirate cities ({breakdown}).</source>
        <extracomment>node pirate (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>Бенефіціар не має міста в запасі: %n місто головної жертви замінюється піратським містом ({breakdown}).</numerusform>
            <numerusform>Бенефіціар не має міста в запасі: %n міста головної жертви замінюються піратськими містами ({breakdown}).</numerusform>
            <numerusform>Бенефіціар не має міста в запасі: %n міст головної жертви замінюються піратськими містами ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/tyranny</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="1"/>
        <source>Tyranny</source>
        <extracomment>chart title</extracomment>
        <translation>Тиранія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="7"/>
        <source>TYRANNY: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>ТИРАНІЯ: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="26"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="51"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="76"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="101"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_sculpture (ask); seed research, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_law (ask); seed research, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_monarchy (ask); seed research, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_provincial_empire (ask); seed research, Tyranny (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="38"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="63"/>
        <source>{advance}: the beneficiary annexes %n fewer unit points from the primary victim.</source>
        <extracomment>node p_sculpture_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_law_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: бенефіціар анексує в головної жертви на %n очко одиниць менше.</numerusform>
            <numerusform>«{advance}»: бенефіціар анексує в головної жертви на %n очки одиниць менше.</numerusform>
            <numerusform>«{advance}»: бенефіціар анексує в головної жертви на %n очок одиниць менше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="88"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="113"/>
        <source>{advance}: the beneficiary annexes %n more unit points from the primary victim.</source>
        <extracomment>node p_monarchy_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_provincial_empire_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: бенефіціар анексує в головної жертви на %n очко одиниць більше.</numerusform>
            <numerusform>«{advance}»: бенефіціар анексує в головної жертви на %n очки одиниць більше.</numerusform>
            <numerusform>«{advance}»: бенефіціар анексує в головної жертви на %n очок одиниць більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="126"/>
        <source>The beneficiary selects in whole areas (adjacent to each other where it can) %n unit points of the primary victim&apos;s units and annexes them ({breakdown}).</source>
        <extracomment>node annex (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>Бенефіціар обирає цілими областями (де можливо — суміжними між собою) %n очко одиниць головної жертви та анексує його ({breakdown}).</numerusform>
            <numerusform>Бенефіціар обирає цілими областями (де можливо — суміжними між собою) %n очки одиниць головної жертви та анексує їх ({breakdown}).</numerusform>
            <numerusform>Бенефіціар обирає цілими областями (де можливо — суміжними між собою) %n очок одиниць головної жертви та анексує їх ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="126"/>
        <source>The rules do not say what the beneficiary does when its stock runs short of units to replace the annexed ones: check it on your card.</source>
        <extracomment>note of node annex (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>Правила не кажуть, що робить бенефіціар, коли в його запасі забракне одиниць, щоб замінити анексовані: перевірте це на своїй карті.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/volcano_earthquake</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="1"/>
        <source>Volcanic Eruption / Earthquake</source>
        <extracomment>chart title</extracomment>
        <translation>Виверження вулкана / Землетрус</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте кожен крок цієї катастрофи з її картою у вашому примірнику гри.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="7"/>
        <source>VOLCANIC ERUPTION / EARTHQUAKE: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>ВИВЕРЖЕННЯ ВУЛКАНА / ЗЕМЛЕТРУС: стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання щодо головної жертви, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Карта катастрофи вказує її стос торгових карт і те, чи вона торгова: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="19"/>
        <source>Does a volcano touch an area holding a city of the primary victim?</source>
        <extracomment>node volcano (ask); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Чи торкається якийсь вулкан області з містом головної жертви?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="30"/>
        <source>One source counts the volcano that touches the most of the primary victim&apos;s units, not cities: check on your card which it counts.</source>
        <extracomment>note of node volcano (ask); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <extracomment>note of node eruption (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Одне з джерел рахує вулкан, що торкається найбільшої кількості одиниць головної жертви, а не міст: перевірте на своїй карті, що рахується.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="30"/>
        <source>Volcanic Eruption: take the volcano that touches the most of the primary victim&apos;s cities and destroy every unit in the areas it touches.</source>
        <extracomment>node eruption (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Виверження вулкана: візьміть вулкан, що торкається найбільшої кількості міст головної жертви, і знищіть усі одиниці в областях, яких він торкається.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="40"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_engineering (ask); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="52"/>
        <source>{advance}: the primary victim destroys %n fewer of its cities.</source>
        <extracomment>node p_engineering_held (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>«{advance}»: головна жертва знищує на %n місто менше.</numerusform>
            <numerusform>«{advance}»: головна жертва знищує на %n міста менше.</numerusform>
            <numerusform>«{advance}»: головна жертва знищує на %n міст менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="65"/>
        <source>Does the primary victim destroy a city after its advances?</source>
        <extracomment>node any_destroyed (check); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Чи знищує головна жертва місто з урахуванням карт розвитку?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="75"/>
        <source>Earthquake: the primary victim destroys {destroyed} ({breakdown}). Then %n city of any player in an area adjacent to that city&apos;s area is reduced.</source>
        <extracomment>node quake (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>Землетрус: головна жертва знищує {destroyed} ({breakdown}). Потім редукується %n місто будь-якого гравця в області, суміжній з областю цього міста.</numerusform>
            <numerusform>Землетрус: головна жертва знищує {destroyed} ({breakdown}). Потім редукуються %n міста будь-яких гравців в області, суміжній з областю цього міста.</numerusform>
            <numerusform>Землетрус: головна жертва знищує {destroyed} ({breakdown}). Потім редукується %n міст будь-яких гравців в області, суміжній з областю цього міста.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="75"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="95"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node quake (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <extracomment>part of the text of node quake_spared (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>%n своє місто</numerusform>
            <numerusform>%n свої міста</numerusform>
            <numerusform>%n своїх міст</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="95"/>
        <source>Earthquake: the primary victim reduces {reduced} instead of destroying it ({breakdown}). Then %n city of any player in an area adjacent to that city&apos;s area is reduced.</source>
        <extracomment>node quake_spared (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>Землетрус: головна жертва редукує {reduced} замість знищити його ({breakdown}). Потім редукується %n місто будь-якого гравця в області, суміжній з областю цього міста.</numerusform>
            <numerusform>Землетрус: головна жертва редукує {reduced} замість знищити його ({breakdown}). Потім редукуються %n міста будь-яких гравців в області, суміжній з областю цього міста.</numerusform>
            <numerusform>Землетрус: головна жертва редукує {reduced} замість знищити його ({breakdown}). Потім редукується %n міст будь-яких гравців в області, суміжній з областю цього міста.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="95"/>
        <source>With Engineering the earthquake&apos;s city is reduced instead of destroyed: check it on your card.</source>
        <extracomment>note of node quake_spared (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>З «Інженерією» місто, якого торкнувся землетрус, редукується замість знищення: перевірте це на своїй карті.</translation>
    </message>
</context>
</TS>
