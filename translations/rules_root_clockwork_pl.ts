<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>root_clockwork</name>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="2"/>
        <source>Root: Clockwork bots</source>
        <extracomment>pack name</extracomment>
        <translation>Root: boty z dodatku Clockwork</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="5"/>
        <source>Mechanical Marquise 2.0, Electric Eyrie, Automated Alliance and Vagabot.</source>
        <extracomment>pack description</extracomment>
        <translation>Mechaniczny Markiz 2.0, Elektryczne Dynastie, Samoczynny Sojusz i Włóczęgobot.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="6"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="31"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="32"/>
        <source>Bot</source>
        <extracomment>what one seat of the pack is called</extracomment>
        <extracomment>default of bot option &apos;name&apos; in the New game dialog (the seat number follows: &apos;Bot 2&apos;)</extracomment>
        <extracomment>bot option &apos;faction&apos;</extracomment>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="8"/>
        <source>the Law of Root, Clockwork chapters</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 001)</extracomment>
        <translation>Księga Praw, rozdziały o botach Clockwork</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="16"/>
        <source>Setup</source>
        <extracomment>routine button for chart setup</extracomment>
        <translation>Przygotowanie gry</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="17"/>
        <source>Taking hits</source>
        <extracomment>routine button for chart take_hits</extracomment>
        <translation>Otrzymywanie Obrażeń</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="18"/>
        <source>A card is given to the bot</source>
        <extracomment>routine button for chart card_given</extracomment>
        <translation>Bot dostaje kartę</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="19"/>
        <source>Automated Outrage</source>
        <extracomment>routine button for chart outrage</extracomment>
        <translation>Samoczynny Bunt</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="20"/>
        <source>Full Removal</source>
        <extracomment>routine button for chart full_removal</extracomment>
        <translation>Wielka Czystka</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="21"/>
        <source>Rules for every bot</source>
        <extracomment>routine button for chart general_rules</extracomment>
        <translation>Zasady dla każdego bota</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="23"/>
        <source>Fully cooperative play</source>
        <extracomment>shared game fact &apos;coop&apos;</extracomment>
        <translation>W Pełni Kooperacyjna Rozgrywka</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="29"/>
        <source>Turns</source>
        <extracomment>phase &apos;turns&apos; of the round bar</extracomment>
        <translation>Tury</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="31"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="38"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="305"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>choice &apos;marquise&apos; of bot option &apos;faction&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="39"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="321"/>
        <source>Electric Eyrie</source>
        <extracomment>choice &apos;eyrie&apos; of bot option &apos;faction&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="40"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="333"/>
        <source>Automated Alliance</source>
        <extracomment>choice &apos;alliance&apos; of bot option &apos;faction&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="41"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="346"/>
        <source>Vagabot</source>
        <extracomment>choice &apos;vagabot&apos; of bot option &apos;faction&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="42"/>
        <source>Difficulty</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation>Poziom Trudności</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="47"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="82"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <extracomment>variant &apos;easy&apos;</extracomment>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="48"/>
        <source>Default</source>
        <extracomment>choice &apos;default&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Standardowy</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="49"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="100"/>
        <source>Challenging</source>
        <extracomment>choice &apos;challenging&apos; of bot option &apos;difficulty&apos;</extracomment>
        <extracomment>variant &apos;challenging&apos;</extracomment>
        <translation>Wymagający</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="50"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="123"/>
        <source>Nightmare</source>
        <extracomment>choice &apos;nightmare&apos; of bot option &apos;difficulty&apos;</extracomment>
        <extracomment>variant &apos;nightmare&apos;</extracomment>
        <translation>Koszmar</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="51"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="380"/>
        <source>Traits</source>
        <extracomment>bot option &apos;traits&apos;</extracomment>
        <extracomment>the name of the value {names} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Programy</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="56"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="162"/>
        <source>Blitz</source>
        <extracomment>choice &apos;blitz&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;blitz&apos;</extracomment>
        <translation>Blitzkrieg</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="57"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="173"/>
        <source>Fortified</source>
        <extracomment>choice &apos;fortified&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;fortified&apos;</extracomment>
        <translation>Fortyfikacje</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="58"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="179"/>
        <source>Hospitals</source>
        <extracomment>choice &apos;hospitals&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;hospitals&apos;</extracomment>
        <translation>Szpitale</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="59"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="187"/>
        <source>Iron Will</source>
        <extracomment>choice &apos;iron_will&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;iron_will&apos;</extracomment>
        <translation>Żelazna Wola</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="60"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="195"/>
        <source>Nobility</source>
        <extracomment>choice &apos;nobility&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;nobility&apos;</extracomment>
        <translation>Szlachta</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="61"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="205"/>
        <source>Relentless</source>
        <extracomment>choice &apos;relentless&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;relentless&apos;</extracomment>
        <translation>Bezlitośni</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="62"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="213"/>
        <source>Swoop</source>
        <extracomment>choice &apos;swoop&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;swoop&apos;</extracomment>
        <translation>Nalot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="63"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="220"/>
        <source>War Tax</source>
        <extracomment>choice &apos;war_tax&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;war_tax&apos;</extracomment>
        <translation>Podatek Wojenny</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="64"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="232"/>
        <source>Informants</source>
        <extracomment>choice &apos;informants&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;informants&apos;</extracomment>
        <translation>Informatorzy</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="65"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="238"/>
        <source>Popularity</source>
        <extracomment>choice &apos;popularity&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;popularity&apos;</extracomment>
        <translation>Popularność</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="66"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="244"/>
        <source>Veterans</source>
        <extracomment>choice &apos;veterans&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;veterans&apos;</extracomment>
        <translation>Weterani</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="67"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="250"/>
        <source>Wildfire</source>
        <extracomment>choice &apos;wildfire&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;wildfire&apos;</extracomment>
        <translation>Pożoga</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="68"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="258"/>
        <source>Adventurer</source>
        <extracomment>choice &apos;adventurer&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;adventurer&apos;</extracomment>
        <translation>Poszukiwacz Przygód</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="69"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="270"/>
        <source>Berserker</source>
        <extracomment>choice &apos;berserker&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;berserker&apos;</extracomment>
        <translation>Berserker</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="70"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="281"/>
        <source>Helper</source>
        <extracomment>choice &apos;helper&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;helper&apos;</extracomment>
        <translation>Pomocnik</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="71"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="287"/>
        <source>Marksman</source>
        <extracomment>choice &apos;marksman&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;marksman&apos;</extracomment>
        <translation>Strzelec Wyborowy</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="72"/>
        <source>Vagabot character</source>
        <extracomment>bot option &apos;character&apos;</extracomment>
        <translation>Postać Włóczęgobota</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="78"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="354"/>
        <source>Thief</source>
        <extracomment>choice &apos;thief&apos; of bot option &apos;character&apos;</extracomment>
        <extracomment>choice &apos;thief&apos; of mat field character</extracomment>
        <translation>Złodziej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="79"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="354"/>
        <source>Tinker</source>
        <extracomment>choice &apos;tinker&apos; of bot option &apos;character&apos;</extracomment>
        <extracomment>choice &apos;tinker&apos; of mat field character</extracomment>
        <translation>Majsterkowicz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="80"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="354"/>
        <source>Ranger</source>
        <extracomment>choice &apos;ranger&apos; of bot option &apos;character&apos;</extracomment>
        <extracomment>choice &apos;ranger&apos; of mat field character</extracomment>
        <translation>Strażnik</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="296"/>
        <source>Every bot</source>
        <extracomment>mat section</extracomment>
        <translation>Każdy bot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="298"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="385"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="392"/>
        <source>Victory points</source>
        <extracomment>mat field vp</extracomment>
        <extracomment>the name of the value {scored} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {vp} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Punkty Zwycięstwa</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="300"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="389"/>
        <source>Warriors in supply</source>
        <extracomment>mat field warriors</extracomment>
        <extracomment>the name of the value {supply} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Wojownicy w puli</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <source>Order card</source>
        <extracomment>mat field order.suit</extracomment>
        <translation>Karta Nakazu</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="337"/>
        <source>Fox</source>
        <extracomment>choice &apos;fox&apos; of mat field order.suit</extracomment>
        <extracomment>key &apos;fox&apos; of mat field decree</extracomment>
        <extracomment>key &apos;fox&apos; of mat field bases</extracomment>
        <translation>Lisia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="337"/>
        <source>Rabbit</source>
        <extracomment>choice &apos;rabbit&apos; of mat field order.suit</extracomment>
        <extracomment>key &apos;rabbit&apos; of mat field decree</extracomment>
        <extracomment>key &apos;rabbit&apos; of mat field bases</extracomment>
        <translation>Królicza</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="337"/>
        <source>Mouse</source>
        <extracomment>choice &apos;mouse&apos; of mat field order.suit</extracomment>
        <extracomment>key &apos;mouse&apos; of mat field decree</extracomment>
        <extracomment>key &apos;mouse&apos; of mat field bases</extracomment>
        <translation>Mysia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <source>Bird</source>
        <extracomment>choice &apos;bird&apos; of mat field order.suit</extracomment>
        <extracomment>key &apos;bird&apos; of mat field decree</extracomment>
        <translation>Ptasia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="308"/>
        <source>Buildings on the map</source>
        <extracomment>mat field buildings</extracomment>
        <translation>Budynki na Mapie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="308"/>
        <source>Sawmills</source>
        <extracomment>key &apos;sawmill&apos; of mat field buildings</extracomment>
        <translation>Tartaki</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="308"/>
        <source>Workshops</source>
        <extracomment>key &apos;workshop&apos; of mat field buildings</extracomment>
        <translation>Warsztaty</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="308"/>
        <source>Recruiters</source>
        <extracomment>key &apos;recruiter&apos; of mat field buildings</extracomment>
        <translation>Koszary</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="311"/>
        <source>Sawmills track VP per space</source>
        <extracomment>mat field track_vp.sawmill</extracomment>
        <translation>Tor Tartaków: PZ na polach</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="311"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="314"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="317"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>— is asked when that space first scores, or type it in.</source>
        <extracomment>hint of mat field track_vp.sawmill</extracomment>
        <extracomment>hint of mat field track_vp.workshop</extracomment>
        <extracomment>hint of mat field track_vp.recruiter</extracomment>
        <extracomment>hint of mat field track_vp.roost</extracomment>
        <extracomment>hint of mat field track_vp.sympathy</extracomment>
        <translation>— pytanie padnie, gdy bot pierwszy raz zdobędzie punkty z tego pola; możesz też wpisać.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="311"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="314"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="317"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>1</source>
        <extracomment>key &apos;1&apos; of mat field track_vp.sawmill</extracomment>
        <extracomment>key &apos;1&apos; of mat field track_vp.workshop</extracomment>
        <extracomment>key &apos;1&apos; of mat field track_vp.recruiter</extracomment>
        <extracomment>key &apos;1&apos; of mat field track_vp.roost</extracomment>
        <extracomment>key &apos;1&apos; of mat field track_vp.sympathy</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="311"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="314"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="317"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>2</source>
        <extracomment>key &apos;2&apos; of mat field track_vp.sawmill</extracomment>
        <extracomment>key &apos;2&apos; of mat field track_vp.workshop</extracomment>
        <extracomment>key &apos;2&apos; of mat field track_vp.recruiter</extracomment>
        <extracomment>key &apos;2&apos; of mat field track_vp.roost</extracomment>
        <extracomment>key &apos;2&apos; of mat field track_vp.sympathy</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="311"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="314"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="317"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>3</source>
        <extracomment>key &apos;3&apos; of mat field track_vp.sawmill</extracomment>
        <extracomment>key &apos;3&apos; of mat field track_vp.workshop</extracomment>
        <extracomment>key &apos;3&apos; of mat field track_vp.recruiter</extracomment>
        <extracomment>key &apos;3&apos; of mat field track_vp.roost</extracomment>
        <extracomment>key &apos;3&apos; of mat field track_vp.sympathy</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="311"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="314"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="317"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>4</source>
        <extracomment>key &apos;4&apos; of mat field track_vp.sawmill</extracomment>
        <extracomment>key &apos;4&apos; of mat field track_vp.workshop</extracomment>
        <extracomment>key &apos;4&apos; of mat field track_vp.recruiter</extracomment>
        <extracomment>key &apos;4&apos; of mat field track_vp.roost</extracomment>
        <extracomment>key &apos;4&apos; of mat field track_vp.sympathy</extracomment>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="311"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="314"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="317"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>5</source>
        <extracomment>key &apos;5&apos; of mat field track_vp.sawmill</extracomment>
        <extracomment>key &apos;5&apos; of mat field track_vp.workshop</extracomment>
        <extracomment>key &apos;5&apos; of mat field track_vp.recruiter</extracomment>
        <extracomment>key &apos;5&apos; of mat field track_vp.roost</extracomment>
        <extracomment>key &apos;5&apos; of mat field track_vp.sympathy</extracomment>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="311"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="314"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="317"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>6</source>
        <extracomment>key &apos;6&apos; of mat field track_vp.sawmill</extracomment>
        <extracomment>key &apos;6&apos; of mat field track_vp.workshop</extracomment>
        <extracomment>key &apos;6&apos; of mat field track_vp.recruiter</extracomment>
        <extracomment>key &apos;6&apos; of mat field track_vp.roost</extracomment>
        <extracomment>key &apos;6&apos; of mat field track_vp.sympathy</extracomment>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="314"/>
        <source>Workshops track VP per space</source>
        <extracomment>mat field track_vp.workshop</extracomment>
        <translation>Tor Warsztatów: PZ na polach</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="317"/>
        <source>Recruiters track VP per space</source>
        <extracomment>mat field track_vp.recruiter</extracomment>
        <translation>Tor Koszar: PZ na polach</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="324"/>
        <source>Roosts on the map</source>
        <extracomment>mat field roosts</extracomment>
        <translation>Gniazda na Mapie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <source>Decree (cards per column)</source>
        <extracomment>mat field decree</extracomment>
        <translation>Dekret (karty w kolumnach)</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="328"/>
        <source>Loyal Viziers</source>
        <extracomment>mat field viziers</extracomment>
        <translation>Lojalni Wezyrowie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <source>Roosts track VP per space</source>
        <extracomment>mat field track_vp.roost</extracomment>
        <translation>Tor Gniazd: PZ na polach</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>7</source>
        <extracomment>key &apos;7&apos; of mat field track_vp.roost</extracomment>
        <extracomment>key &apos;7&apos; of mat field track_vp.sympathy</extracomment>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="336"/>
        <source>Sympathy tokens on the map</source>
        <extracomment>mat field sympathy</extracomment>
        <translation>Żetony Sympatyków na Mapie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="337"/>
        <source>Bases on the map</source>
        <extracomment>mat field bases</extracomment>
        <translation>Bazy na Mapie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>Sympathy track VP per space</source>
        <extracomment>mat field track_vp.sympathy</extracomment>
        <translation>Tor Sympatyków: PZ na polach</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>8</source>
        <extracomment>key &apos;8&apos; of mat field track_vp.sympathy</extracomment>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>9</source>
        <extracomment>key &apos;9&apos; of mat field track_vp.sympathy</extracomment>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>10</source>
        <extracomment>key &apos;10&apos; of mat field track_vp.sympathy</extracomment>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>Items</source>
        <extracomment>mat field items</extracomment>
        <translation>Przedmioty</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>Unexhausted</source>
        <extracomment>key &apos;fresh&apos; of mat field items</extracomment>
        <translation>Niewyczerpane</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>Exhausted</source>
        <extracomment>key &apos;exhausted&apos; of mat field items</extracomment>
        <translation>Wyczerpane</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>Damaged, face up</source>
        <extracomment>key &apos;damaged_fresh&apos; of mat field items</extracomment>
        <translation>Uszkodzone, odkryte</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>Damaged, face down</source>
        <extracomment>key &apos;damaged_exhausted&apos; of mat field items</extracomment>
        <translation>Uszkodzone, zakryte</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>On the Battle track</source>
        <extracomment>key &apos;track&apos; of mat field items</extracomment>
        <translation>Na torze Walki</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="354"/>
        <source>Character</source>
        <extracomment>mat field character</extracomment>
        <translation>Postać</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="361"/>
        <source>Marquise</source>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Markiz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="362"/>
        <source>Eyrie</source>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="367"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="388"/>
        <source>suit</source>
        <extracomment>the name of the value {base} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {suit} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>symbol</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="368"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="374"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="376"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="377"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="378"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="379"/>
        <source>amount</source>
        <extracomment>the name of the value {battle} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {extra} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {k} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {max} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {moves} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {n} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>liczba</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="369"/>
        <source>bot&apos;s name</source>
        <extracomment>the name of the value {bot} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>nazwa bota</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="370"/>
        <source>building</source>
        <extracomment>the name of the value {building} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>budynek</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="371"/>
        <source>cards</source>
        <extracomment>the name of the value {cards} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>karty</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="372"/>
        <source>clearing</source>
        <extracomment>the name of the value {clearing} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="373"/>
        <source>defender</source>
        <extracomment>the name of the value {defender} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>obrońca</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="375"/>
        <source>unexhausted items</source>
        <extracomment>the name of the value {fresh} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>niewyczerpane przedmioty</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="381"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="383"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="384"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="395"/>
        <source>number</source>
        <extracomment>the name of the value {picked} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {recruiter} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {sawmill} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {workshop} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>numer</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="382"/>
        <source>placement</source>
        <extracomment>the name of the value {plan} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>rozmieszczenie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="386"/>
        <source>space</source>
        <extracomment>the name of the value {space} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>numer</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="387"/>
        <source>items left</source>
        <extracomment>the name of the value {still} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>pozostałe przedmioty</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="390"/>
        <source>track</source>
        <extracomment>the name of the value {track} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>toru</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="391"/>
        <source>undamaged items</source>
        <extracomment>the name of the value {undamaged} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>nieuszkodzone przedmioty</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="393"/>
        <source>what is picked</source>
        <extracomment>the name of the value {what} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>to, co losujesz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="394"/>
        <source>reason</source>
        <extracomment>the name of the value {why} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>powód</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="23"/>
        <location filename="../rules/root_clockwork/alliance.py" line="41"/>
        <source>The {suit} base is on the faction board.</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>Na planszy Frakcji leży {suit} Baza.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="41"/>
        <source>The {suit} base is on the map.</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>Na Mapie jest {suit} Baza.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/alliance.py" line="56"/>
        <source>%n sympathy tokens on the track</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>
            <numerusform>%n żeton Sympatyków na torze</numerusform>
            <numerusform>%n żetony Sympatyków na torze</numerusform>
            <numerusform>%n żetonów Sympatyków na torze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/alliance.py" line="63"/>
        <source>%n sympathy tokens on the map</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>
            <numerusform>%n żeton Sympatyków na Mapie</numerusform>
            <numerusform>%n żetony Sympatyków na Mapie</numerusform>
            <numerusform>%n żetonów Sympatyków na Mapie</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="20"/>
        <source>The order card is bird.</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>Karta Nakazu jest ptasia.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="22"/>
        <source>The {suit} base is already on the map.</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>Na Mapie jest już {suit} Baza.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="90"/>
        <location filename="../rules/root_clockwork/common.py" line="212"/>
        <source>The answer &apos;{key}&apos; is missing; answer the question first.</source>
        <extracomment>message of alliance.py</extracomment>
        <extracomment>message of common.py</extracomment>
        <translation>Brak odpowiedzi „{key}”; najpierw odpowiedz na pytanie.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="101"/>
        <source>fox</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>lisia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="102"/>
        <source>fox</source>
        <comment>accusative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>lisią</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="103"/>
        <source>fox</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>lisiej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="104"/>
        <source>fox</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>lisiej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="105"/>
        <source>fox</source>
        <comment>genitive plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>lisich</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="106"/>
        <source>fox</source>
        <comment>accusative plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>lisie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="107"/>
        <source>fox</source>
        <comment>column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>lisia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="108"/>
        <source>fox</source>
        <comment>into the column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>lisiej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="109"/>
        <source>rabbit</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>królicza</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="110"/>
        <source>rabbit</source>
        <comment>accusative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>króliczą</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="111"/>
        <source>rabbit</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>króliczej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="112"/>
        <source>rabbit</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>króliczej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="113"/>
        <source>rabbit</source>
        <comment>genitive plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>króliczych</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="114"/>
        <source>rabbit</source>
        <comment>accusative plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>królicze</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="115"/>
        <source>rabbit</source>
        <comment>column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>królicza</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="116"/>
        <source>rabbit</source>
        <comment>into the column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>króliczej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="117"/>
        <source>mouse</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>mysia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="118"/>
        <source>mouse</source>
        <comment>accusative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>mysią</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="119"/>
        <source>mouse</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>mysiej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="120"/>
        <source>mouse</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>mysiej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="121"/>
        <source>mouse</source>
        <comment>genitive plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>mysich</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="122"/>
        <source>mouse</source>
        <comment>accusative plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>mysie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="123"/>
        <source>mouse</source>
        <comment>column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>mysia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="124"/>
        <source>mouse</source>
        <comment>into the column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>mysiej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="125"/>
        <source>bird</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>ptasia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="126"/>
        <source>bird</source>
        <comment>accusative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>ptasią</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="127"/>
        <source>bird</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>ptasiej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="128"/>
        <source>bird</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>ptasiej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="129"/>
        <source>bird</source>
        <comment>genitive plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>ptasich</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="130"/>
        <source>bird</source>
        <comment>accusative plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>ptasie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="131"/>
        <source>bird</source>
        <comment>column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>ptasia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="132"/>
        <source>bird</source>
        <comment>into the column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>ptasiej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="359"/>
        <source>The order card is {suit}.</source>
        <extracomment>message of common.py</extracomment>
        <translation>Karta Nakazu jest {suit}.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="448"/>
        <source>{have} now</source>
        <extracomment>message of common.py</extracomment>
        <translation>teraz: {have}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="456"/>
        <source>on the map: %n</source>
        <extracomment>message of common.py</extracomment>
        <translation>
            <numerusform>na Mapie: %n</numerusform>
            <numerusform>na Mapie: %n</numerusform>
            <numerusform>na Mapie: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="473"/>
        <source>{now} now</source>
        <extracomment>message of common.py</extracomment>
        <translation>teraz: {now}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="534"/>
        <location filename="../rules/root_clockwork/vagabot.py" line="202"/>
        <source>%n VP</source>
        <extracomment>message of common.py</extracomment>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n Punkt Zwycięstwa</numerusform>
            <numerusform>%n Punkty Zwycięstwa</numerusform>
            <numerusform>%n Punktów Zwycięstwa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="625"/>
        <source>{track}: no VP</source>
        <extracomment>message of common.py</extracomment>
        <translation>Pole {track}: brak Punktów Zwycięstwa</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="640"/>
        <source>%n such bots in the game</source>
        <extracomment>message of common.py</extracomment>
        <translation>
            <numerusform>%n taki bot w grze</numerusform>
            <numerusform>%n takie boty w grze</numerusform>
            <numerusform>%n takich botów w grze</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="162"/>
        <source>sawmill</source>
        <extracomment>message of common.py</extracomment>
        <translation>Tartak</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="163"/>
        <source>workshop</source>
        <extracomment>message of common.py</extracomment>
        <translation>Warsztat</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="164"/>
        <source>recruiter</source>
        <extracomment>message of common.py</extracomment>
        <translation>Koszary</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="171"/>
        <source>Sawmills track</source>
        <extracomment>message of common.py</extracomment>
        <translation>toru Tartaków</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="172"/>
        <source>Workshops track</source>
        <extracomment>message of common.py</extracomment>
        <translation>toru Warsztatów</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="173"/>
        <source>Recruiters track</source>
        <extracomment>message of common.py</extracomment>
        <translation>toru Koszar</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="174"/>
        <source>Roosts track</source>
        <extracomment>message of common.py</extracomment>
        <translation>toru Gniazd</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="175"/>
        <source>Sympathy track</source>
        <extracomment>message of common.py</extracomment>
        <translation>toru Sympatyków</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="198"/>
        <source>No order card has been revealed this turn.</source>
        <extracomment>message of common.py</extracomment>
        <translation>W tej turze nie ujawniono karty Nakazu.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="489"/>
        <source>That would leave a counter on the bot&apos;s mat below zero.</source>
        <extracomment>message of common.py</extracomment>
        <translation>Wtedy licznik w panelu bota spadłby poniżej zera.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="624"/>
        <source>{track}: %n VP</source>
        <extracomment>message of common.py</extracomment>
        <translation>
            <numerusform>Pole {track}: %n Punkt Zwycięstwa</numerusform>
            <numerusform>Pole {track}: %n Punkty Zwycięstwa</numerusform>
            <numerusform>Pole {track}: %n Punktów Zwycięstwa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="470"/>
        <source>The mat showed none; check it against the table.</source>
        <extracomment>message of common.py</extracomment>
        <translation>Panel nie pokazywał żadnego; sprawdź go ze stanem na stole.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="153"/>
        <source>{suit} clearing</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>{suit} polana</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="154"/>
        <source>{suit} clearing</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>{suit} polany</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="155"/>
        <source>{suit} clearing</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>{suit} polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="147"/>
        <source>clearing of any suit</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>polana</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="148"/>
        <source>clearing of any suit</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>polany</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="149"/>
        <source>clearing of any suit</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>polanie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/eyrie.py" line="74"/>
        <source>%n roosts on the track</source>
        <extracomment>message of eyrie.py</extracomment>
        <translation>
            <numerusform>%n Gniazdo na torze</numerusform>
            <numerusform>%n Gniazda na torze</numerusform>
            <numerusform>%n Gniazd na torze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/eyrie.py" line="37"/>
        <source>{suit} column: %n cards</source>
        <extracomment>message of eyrie.py</extracomment>
        <translation>
            <numerusform>Kolumna {suit}: %n karta</numerusform>
            <numerusform>Kolumna {suit}: %n karty</numerusform>
            <numerusform>Kolumna {suit}: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="49"/>
        <source>Place {each} in each of those clearings, and one more in each of the %n highest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Umieść po {each} na każdej z tych polan i jeszcze jednego na tej z nich, która ma najwyższy Priorytet.</numerusform>
            <numerusform>Umieść po {each} na każdej z tych polan i jeszcze po jednym na %n z nich o najwyższym Priorytecie.</numerusform>
            <numerusform>Umieść po {each} na każdej z tych polan i jeszcze po jednym na %n z nich o najwyższym Priorytecie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="19"/>
        <source>Place no warriors.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>Nie umieszczaj wojowników.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="24"/>
        <source>Place {each} in each of those %n clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Umieść {each} na tej polanie.</numerusform>
            <numerusform>Umieść po {each} na każdej z tych %n polan.</numerusform>
            <numerusform>Umieść po {each} na każdej z tych %n polan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="28"/>
        <source>Place one in each of the %n highest-priority of those clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Umieść jednego na tej z tych polan, która ma najwyższy Priorytet.</numerusform>
            <numerusform>Umieść po jednym na %n z tych polan o najwyższym Priorytecie.</numerusform>
            <numerusform>Umieść po jednym na %n z tych polan o najwyższym Priorytecie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="38"/>
        <source>Place one in each of those clearings, and one more in each of the %n highest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Umieść po jednym na każdej z tych polan i jeszcze jednego na tej z nich, która ma najwyższy Priorytet.</numerusform>
            <numerusform>Umieść po jednym na każdej z tych polan i jeszcze po jednym na %n z nich o najwyższym Priorytecie.</numerusform>
            <numerusform>Umieść po jednym na każdej z tych polan i jeszcze po jednym na %n z nich o najwyższym Priorytecie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="43"/>
        <source>Place {each} in each of those clearings, and one more in each of the %n lowest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Umieść po {each} na każdej z tych polan i jeszcze jednego na tej z nich, która ma najniższy Priorytet.</numerusform>
            <numerusform>Umieść po {each} na każdej z tych polan i jeszcze po jednym na %n z nich o najniższym Priorytecie.</numerusform>
            <numerusform>Umieść po {each} na każdej z tych polan i jeszcze po jednym na %n z nich o najniższym Priorytecie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="95"/>
        <source>{building}: {n} on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>{building}: na Mapie {n}</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="111"/>
        <source>{n} on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>na Mapie: {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="122"/>
        <source>No building placed; %n buildings on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Nie umieszczono budynku; na Mapie jest %n budynek</numerusform>
            <numerusform>Nie umieszczono budynku; na Mapie są %n budynki</numerusform>
            <numerusform>Nie umieszczono budynku; na Mapie jest %n budynków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="151"/>
        <source>%n buildings</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>%n budynek</numerusform>
            <numerusform>%n budynki</numerusform>
            <numerusform>%n budynków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="155"/>
        <source>%n building types there: one at random</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Na polanie jest %n typ budynków: jeden losowo</numerusform>
            <numerusform>Na polanie są %n typy budynków: jeden losowo</numerusform>
            <numerusform>Na polanie jest %n typów budynków: jeden losowo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="23"/>
        <source>Place one in each of those %n clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Umieść jednego na tej polanie.</numerusform>
            <numerusform>Umieść po jednym na każdej z tych %n polan.</numerusform>
            <numerusform>Umieść po jednym na każdej z tych %n polan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="27"/>
        <source>Place one in each of the %n lowest-priority of those clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Umieść jednego na tej z tych polan, która ma najniższy Priorytet.</numerusform>
            <numerusform>Umieść po jednym na %n z tych polan o najniższym Priorytecie.</numerusform>
            <numerusform>Umieść po jednym na %n z tych polan o najniższym Priorytecie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="33"/>
        <source>Place one in each of those clearings, and one more in each of the %n lowest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Umieść po jednym na każdej z tych polan i jeszcze jednego na tej z nich, która ma najniższy Priorytet.</numerusform>
            <numerusform>Umieść po jednym na każdej z tych polan i jeszcze po jednym na %n z nich o najniższym Priorytecie.</numerusform>
            <numerusform>Umieść po jednym na każdej z tych polan i jeszcze po jednym na %n z nich o najniższym Priorytecie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="92"/>
        <source>No building of that type is left on its track.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>Na torze nie został żaden budynek tego typu.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="119"/>
        <source>It placed a building this turn.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>W tej turze umieścił budynek.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="121"/>
        <source>%n buildings on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Na Mapie jest %n budynek</numerusform>
            <numerusform>Na Mapie są %n budynki</numerusform>
            <numerusform>Na Mapie jest %n budynków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="152"/>
        <source>%n hits left, {buildings} there</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Zostało %n obrażenie, na polanie: {buildings}</numerusform>
            <numerusform>Zostały %n obrażenia, na polanie: {buildings}</numerusform>
            <numerusform>Zostało %n obrażeń, na polanie: {buildings}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="154"/>
        <source>Only {building} there</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>Na polanie tylko: {building}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/picks.py" line="35"/>
        <source>%n to pick from</source>
        <extracomment>message of picks.py</extracomment>
        <translation>
            <numerusform>%n do wyboru</numerusform>
            <numerusform>%n do wyboru</numerusform>
            <numerusform>%n do wyboru</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="29"/>
        <source>A pick at random needs {least} to {most} candidates, not {size}.</source>
        <extracomment>message of picks.py</extracomment>
        <translation>Losowy wybór wymaga od {least} do {most} możliwości, a nie {size}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/picks.py" line="69"/>
        <source>The roll picks one of %n free clearings, not {face}.</source>
        <extracomment>message of picks.py</extracomment>
        <translation>
            <numerusform>Rzut wybiera jedną z %n wolnej polany, a nie {face}.</numerusform>
            <numerusform>Rzut wybiera jedną z %n wolnych polan, a nie {face}.</numerusform>
            <numerusform>Rzut wybiera jedną z %n wolnych polan, a nie {face}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="42"/>
        <source>the sawmill&apos;s clearing</source>
        <extracomment>message of picks.py</extracomment>
        <translation>polanę dla Tartaku</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="43"/>
        <source>the workshop&apos;s clearing</source>
        <extracomment>message of picks.py</extracomment>
        <translation>polanę dla Warsztatu</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="44"/>
        <source>the recruiter&apos;s clearing</source>
        <extracomment>message of picks.py</extracomment>
        <translation>polanę dla Koszar</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="45"/>
        <source>the Vagabot&apos;s forest</source>
        <extracomment>message of picks.py</extracomment>
        <translation>las dla Włóczęgobota</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="174"/>
        <source>the enemy with the most VP</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>przeciwnikiem, który ma najwięcej PZ spośród Frakcji na tej polanie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="122"/>
        <source>%n unexhausted left</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>został %n niewyczerpany</numerusform>
            <numerusform>zostały %n niewyczerpane</numerusform>
            <numerusform>zostało %n niewyczerpanych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="129"/>
        <source>%n unexhausted items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n niewyczerpany przedmiot</numerusform>
            <numerusform>%n niewyczerpane przedmioty</numerusform>
            <numerusform>%n niewyczerpanych przedmiotów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="136"/>
        <source>%n items on the mat</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n przedmiot w panelu bota</numerusform>
            <numerusform>%n przedmioty w panelu bota</numerusform>
            <numerusform>%n przedmiotów w panelu bota</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="149"/>
        <source>%n undamaged items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n nieuszkodzony przedmiot</numerusform>
            <numerusform>%n nieuszkodzone przedmioty</numerusform>
            <numerusform>%n nieuszkodzonych przedmiotów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="157"/>
        <source>%n damaged items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n uszkodzony przedmiot</numerusform>
            <numerusform>%n uszkodzone przedmioty</numerusform>
            <numerusform>%n uszkodzonych przedmiotów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="173"/>
        <source>the player with the most pieces</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>graczem, który ma na tej polanie najwięcej komponentów</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="203"/>
        <source>%n cards</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n kartę</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="233"/>
        <source>the bot has no more exhausted, undamaged items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>bot nie ma więcej wyczerpanych, nieuszkodzonych przedmiotów</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="235"/>
        <source>at most {most}, as the bot has a damaged item</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>najwyżej {most}, bo bot ma uszkodzony przedmiot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="237"/>
        <source>at most {most}, as no item of the bot is damaged</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>najwyżej {most}, bo żaden przedmiot bota nie jest uszkodzony</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="1"/>
        <source>4.3.4, 7.3.2, 7.7.3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 001, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>4.3.4, 7.3.2, 7.7.3</translation>
    </message>
</context>
<context>
    <name>root_clockwork/alliance_setup</name>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="1"/>
        <source>Automated Alliance: setup</source>
        <extracomment>chart title</extracomment>
        <translation>Samoczynny Sojusz: przygotowanie Frakcji</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="5"/>
        <source>Make the bot&apos;s supply of %n warriors.</source>
        <extracomment>node warriors (do); seed 001, 6.3.1</extracomment>
        <translation>
            <numerusform>Utwórz pulę bota z %n wojownika.</numerusform>
            <numerusform>Utwórz pulę bota z %n wojowników.</numerusform>
            <numerusform>Utwórz pulę bota z %n wojowników.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="12"/>
        <source>Put the %n bases on their spaces in the Bases box.</source>
        <extracomment>node bases (do); seed 001, 6.3.2</extracomment>
        <translation>
            <numerusform>Umieść %n Bazę na odpowiadającym jej polu tabeli Baz.</numerusform>
            <numerusform>Umieść %n Bazy na odpowiadających im polach tabeli Baz.</numerusform>
            <numerusform>Umieść %n Baz na odpowiadających im polach tabeli Baz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="19"/>
        <source>Put the %n sympathy tokens on the Sympathy track.</source>
        <extracomment>node sympathy (do); seed 001, 6.3.3</extracomment>
        <translation>
            <numerusform>Umieść %n żeton Sympatyków na torze Sympatyków.</numerusform>
            <numerusform>Umieść %n żetony Sympatyków na torze Sympatyków.</numerusform>
            <numerusform>Umieść %n żetonów Sympatyków na torze Sympatyków.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/alliance_turn</name>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="1"/>
        <source>Automated Alliance: turn</source>
        <extracomment>chart title</extracomment>
        <translation>Samoczynny Sojusz: tura</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="5"/>
        <source>Birdsong: reveal and craft the order card.</source>
        <extracomment>node birdsong (call); seed 001, 6.4</extracomment>
        <translation>Świt: ujawnij kartę Nakazu i przekuj ją.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="11"/>
        <source>Revolt: is the order non-bird, with its base still on the faction board?</source>
        <extracomment>node revolt (check); seed 001, 6.4.3</extracomment>
        <translation>Rewolta: czy karta Nakazu jest inna niż ptasia, a nakazana Baza wciąż leży na planszy Frakcji?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="11"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <source>Bird</source>
        <extracomment>answer &apos;bird&apos; to &apos;Revolt: is the order non-bird, with its base still on the faction board?&apos;; node revolt (check); seed 001, 6.4.3</extracomment>
        <extracomment>answer &apos;bird&apos; to &apos;Is the order card bird?&apos;; node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <translation>Ptasia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="11"/>
        <source>Base on the map</source>
        <extracomment>answer &apos;base_out&apos; to &apos;Revolt: is the order non-bird, with its base still on the faction board?&apos;; node revolt (check); seed 001, 6.4.3</extracomment>
        <translation>Baza na Mapie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="11"/>
        <source>Yes</source>
        <extracomment>answer &apos;ask&apos; to &apos;Revolt: is the order non-bird, with its base still on the faction board?&apos;; node revolt (check); seed 001, 6.4.3</extracomment>
        <translation>Tak</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="20"/>
        <source>Revolt: is there a sympathetic {suit} clearing?</source>
        <extracomment>node revolt_where (ask); seed 001, 6.4.3</extracomment>
        <translation>Rewolta: czy jest {suit} polana z Sympatykami?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="26"/>
        <source>Revolt: in the sympathetic {suit} clearing with the most enemy pieces (tie: highest priority), remove all enemy pieces, then place the {base} base there.</source>
        <extracomment>node revolt_do (do); seed 001, 6.4.3</extracomment>
        <translation>Rewolta: na {suit} polanie z Sympatykami, na której jest najwięcej komponentów przeciwników (remis: najwyższy Priorytet), usuń wszystkie komponenty przeciwników, a potem umieść tam {base} Bazę.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="34"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="114"/>
        <source>Is another bot in the game?</source>
        <extracomment>node revolt_bots (check); seed 001, 6</extracomment>
        <extracomment>node bird_bots (check); seed 001, 6</extracomment>
        <translation>Czy w grze jest inny bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="39"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="119"/>
        <source>Revolt: did another bot have pieces in that clearing (the Vagabot: its pawn)? Pick each such bot in turn, then “No other bot”.</source>
        <extracomment>node revolt_who (ask); seed 001, 6.4.3</extracomment>
        <extracomment>node bird_who (ask); seed 001, 6.5.2</extracomment>
        <translation>Rewolta: czy na tej polanie były komponenty innego bota (Włóczęgobota: jego pionek)? Wybierz po kolei każdego takiego bota, potem „Żaden inny bot”.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="39"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="119"/>
        <source>No other bot</source>
        <extracomment>answer &apos;none&apos; to &apos;Revolt: did another bot have pieces in that clearing (the Vagabot: its pawn)? Pick each such bot in &apos;; node revolt_who (ask); seed 001, 6.4.3</extracomment>
        <extracomment>answer &apos;none&apos; to &apos;Revolt: did another bot have pieces in that clearing (the Vagabot: its pawn)? Pick each such bot in &apos;; node bird_who (ask); seed 001, 6.5.2</extracomment>
        <translation>Żaden inny bot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="125"/>
        <source>{bot} loses every piece there.</source>
        <extracomment>node revolt_loser (check); seed 001, 6.4.3</extracomment>
        <extracomment>node bird_loser (check); seed 001, 6.5.2</extracomment>
        <translation>Bot {bot} traci tam wszystkie swoje komponenty.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="91"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="92"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="93"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="125"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="134"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="184"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="156"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="256"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;{bot} loses every piece there.&apos;; node revolt_loser (check); seed 001, 6.4.3</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Noted: {value}.&apos;; node bird_fox (check); seed 001, 6</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Noted: {value}.&apos;; node bird_rabbit (check); seed 001, 6</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Noted: {value}.&apos;; node bird_mouse (check); seed 001, 6</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;{bot} loses every piece there.&apos;; node bird_loser (check); seed 001, 6.5.2</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Daylight ends.&apos;; node daylight_end (check); seed 001, 6.5</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening ends.&apos;; node evening_end (check); seed 001, 6.6</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening ends.&apos;; variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Wildfire: Spread Sympathy once more. It scores nothing, not even the %n VP of a spread that cannot p&apos;; variant &apos;wildfire&apos;: node wildfire (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="54"/>
        <source>Public Pity: did the bot revolt this Birdsong?</source>
        <extracomment>node pity (check); seed 001, 6.4.4</extracomment>
        <translation>Litość Ludu: czy bot przeprowadził Rewoltę podczas Świtu w tej turze?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="60"/>
        <source>Public Pity: are %n or more sympathy tokens on the map?</source>
        <extracomment>node pity_count (check); seed 001, 6.4.4</extracomment>
        <translation>
            <numerusform>Litość Ludu: czy na Mapie jest co najmniej %n żeton Sympatyków?</numerusform>
            <numerusform>Litość Ludu: czy na Mapie są co najmniej %n żetony Sympatyków?</numerusform>
            <numerusform>Litość Ludu: czy na Mapie jest co najmniej %n żetonów Sympatyków?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="69"/>
        <source>Public Pity: Spread Sympathy (first of two).</source>
        <extracomment>node pity_first (call); seed 001, 6.4.4</extracomment>
        <translation>Litość Ludu: Zdobywanie Sympatyków (pierwsze z dwóch).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="70"/>
        <source>Public Pity: Spread Sympathy.</source>
        <extracomment>node pity_last (call); seed 001, 6.4.4</extracomment>
        <translation>Litość Ludu: Zdobywanie Sympatyków.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="71"/>
        <source>Daylight: Spread Sympathy.</source>
        <extracomment>node daylight (call); seed 001, 6.5.1</extracomment>
        <translation>Dzień: Zdobywanie Sympatyków.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <source>Is the order card bird?</source>
        <extracomment>node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <translation>Czy karta Nakazu jest ptasia?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="91"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Is the order card bird?&apos;; node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <extracomment>answer &apos;fox&apos; to &apos;Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction &apos;; node bird_where (ask); seed 001, 6.5.2</extracomment>
        <extracomment>part of the text of node bird_fox (check); seed 001, 6</extracomment>
        <translation>Lisia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="92"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Is the order card bird?&apos;; node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <extracomment>answer &apos;rabbit&apos; to &apos;Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction &apos;; node bird_where (ask); seed 001, 6.5.2</extracomment>
        <extracomment>part of the text of node bird_rabbit (check); seed 001, 6</extracomment>
        <translation>Królicza</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="93"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Is the order card bird?&apos;; node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <extracomment>answer &apos;mouse&apos; to &apos;Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction &apos;; node bird_where (ask); seed 001, 6.5.2</extracomment>
        <extracomment>part of the text of node bird_mouse (check); seed 001, 6</extracomment>
        <translation>Mysia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <source>Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction board? If so, which suit has the one with the most enemy pieces (tie: highest priority)?</source>
        <extracomment>node bird_where (ask); seed 001, 6.5.2</extracomment>
        <translation>Niespodziewana Rewolta (ptasia karta Nakazu): czy jest polana z Sympatykami, której symbol odpowiada którejś z Baz wciąż leżących na planszy Frakcji? Jeśli tak, czy ta z nich, na której jest najwięcej komponentów przeciwników (remis: najwyższy Priorytet), jest lisia, królicza czy mysia?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction &apos;; node bird_where (ask); seed 001, 6.5.2</extracomment>
        <translation>Żadna</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="91"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="92"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="93"/>
        <source>Noted: {value}.</source>
        <extracomment>node bird_fox (check); seed 001, 6</extracomment>
        <extracomment>node bird_rabbit (check); seed 001, 6</extracomment>
        <extracomment>node bird_mouse (check); seed 001, 6</extracomment>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="94"/>
        <source>Is that base still on the faction board?</source>
        <extracomment>node bird_free (check); seed 001, 6.5.2</extracomment>
        <translation>Czy ta Baza jest wciąż na planszy Frakcji?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="101"/>
        <source>The {base} base is already on the map, so that clearing cannot revolt. Look again for a clearing whose suit matches a base still on the faction board.</source>
        <extracomment>node bird_taken (do); seed 001, 2.3</extracomment>
        <translation>Na Mapie jest już {base} Baza, więc na tej polanie nie ma Rewolty. Poszukaj polany o symbolu Bazy, która wciąż leży na planszy Frakcji.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="107"/>
        <source>Revolt: remove all enemy pieces from that clearing, then place the {base} base there.</source>
        <extracomment>node bird_do (do); seed 001, 6.5.2</extracomment>
        <translation>Rewolta: usuń z tej polany wszystkie komponenty przeciwników, a potem umieść tam {base} Bazę.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="134"/>
        <source>Daylight ends.</source>
        <extracomment>node daylight_end (check); seed 001, 6.5</extracomment>
        <translation>Dzień się kończy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="137"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="95"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="118"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="141"/>
        <source>Organize: does the bot have %n or more warriors on the map?</source>
        <extracomment>node organize_room (check); seed 001, 6.6.1</extracomment>
        <extracomment>variant &apos;easy&apos;: node organize_room (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node organize_room (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node organize_room (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Przegrupowanie: czy bot ma na Mapie co najmniej %n wojownika?</numerusform>
            <numerusform>Przegrupowanie: czy bot ma na Mapie co najmniej %n wojowników?</numerusform>
            <numerusform>Przegrupowanie: czy bot ma na Mapie co najmniej %n wojowników?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="146"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="94"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="117"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="140"/>
        <source>Organize: is there a clearing with a base and at least %n Alliance warriors that has not organized this turn?</source>
        <extracomment>node organize (ask); seed 001, 6.6.1</extracomment>
        <extracomment>variant &apos;easy&apos;: node organize (ask); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node organize (ask); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node organize (ask); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Przegrupowanie: czy jest polana z Bazą i co najmniej %n wojownikiem Sojuszu, na której w tej turze nie było jeszcze Przegrupowania?</numerusform>
            <numerusform>Przegrupowanie: czy jest polana z Bazą i co najmniej %n wojownikami Sojuszu, na której w tej turze nie było jeszcze Przegrupowania?</numerusform>
            <numerusform>Przegrupowanie: czy jest polana z Bazą i co najmniej %n wojownikami Sojuszu, na której w tej turze nie było jeszcze Przegrupowania?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="153"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="96"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="119"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="142"/>
        <source>Organize: how many Alliance warriors are there?</source>
        <extracomment>node organize_count (number); seed 001, 6.6.1</extracomment>
        <extracomment>variant &apos;easy&apos;: node organize_count (number); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node organize_count (number); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node organize_count (number); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>Przegrupowanie: ilu wojowników Sojuszu tam jest?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="153"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="96"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="119"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="142"/>
        <source>how many Alliance warriors are in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node organize_count (number); seed 001, 6.6.1</extracomment>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: variant &apos;easy&apos;: node organize_count (number); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: variant &apos;challenging&apos;: node organize_count (number); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: variant &apos;nightmare&apos;: node organize_count (number); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>ilu wojowników Sojuszu jest na tej polanie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="162"/>
        <source>Organize: remove those %n warriors to the bot&apos;s supply (supply now: {supply}), then Spread Sympathy.</source>
        <extracomment>node organize_do (do); seed 001, 6.6.1</extracomment>
        <translation>
            <numerusform>Przegrupowanie: usuń tego %n wojownika do puli bota (pula teraz: {supply}), a następnie rozpatrz Zdobywanie Sympatyków.</numerusform>
            <numerusform>Przegrupowanie: usuń tych %n wojowników do puli bota (pula teraz: {supply}), a następnie rozpatrz Zdobywanie Sympatyków.</numerusform>
            <numerusform>Przegrupowanie: usuń tych %n wojowników do puli bota (pula teraz: {supply}), a następnie rozpatrz Zdobywanie Sympatyków.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="171"/>
        <source>Recruit: place a warrior in each clearing with a base: %n in all. Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 6.6.2</extracomment>
        <translation>
            <numerusform>Werbunek: umieść wojownika na każdej polanie z Bazą: razem %n wojownik. Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: umieść wojownika na każdej polanie z Bazą: razem %n wojowników. Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: umieść wojownika na każdej polanie z Bazą: razem %n wojowników. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="179"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="255"/>
        <source>Discard the order card.</source>
        <extracomment>node discard (do); seed 001, 6.6.3</extracomment>
        <extracomment>variant &apos;wildfire&apos;: node discard (do); seed 001, 6.6.3</extracomment>
        <translation>Odrzuć kartę Nakazu.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="184"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="156"/>
        <source>Evening ends.</source>
        <extracomment>node evening_end (check); seed 001, 6.6</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <translation>Wieczór się kończy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="157"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punkty Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punktów Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="256"/>
        <source>Wildfire: Spread Sympathy once more. It scores nothing, not even the %n VP of a spread that cannot place a token.</source>
        <extracomment>variant &apos;wildfire&apos;: node wildfire (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Pożoga: bot jeszcze raz zdobywa Sympatyków, ale nic za to nie otrzymuje — nawet %n Punktu Zwycięstwa, który dostaje, gdy nie może umieścić żetonu Sympatyków.</numerusform>
            <numerusform>Pożoga: bot jeszcze raz zdobywa Sympatyków, ale nic za to nie otrzymuje — nawet %n Punktów Zwycięstwa, które dostaje, gdy nie może umieścić żetonu Sympatyków.</numerusform>
            <numerusform>Pożoga: bot jeszcze raz zdobywa Sympatyków, ale nic za to nie otrzymuje — nawet %n Punktów Zwycięstwa, które dostaje, gdy nie może umieścić żetonu Sympatyków.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/battle_defender</name>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="1"/>
        <source>The defender&apos;s side</source>
        <extracomment>chart title</extracomment>
        <translation>Strona obrońcy</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="4"/>
        <source>When another bot defended, its losses and its VP go onto its own mat; a player takes theirs at the table.</source>
        <extracomment>chart note</extracomment>
        <translation>Gdy obrońcą był inny bot, jego straty i Punkty Zwycięstwa trafiają do jego własnego panelu; gracz rozlicza swoje przy stole.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="6"/>
        <source>Is another bot in the game?</source>
        <extracomment>node others (check); seed 001, 1.2</extracomment>
        <translation>Czy w grze jest inny bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="11"/>
        <source>Who defended?</source>
        <extracomment>node defender (ask); seed 001, 1.2</extracomment>
        <translation>Kto był obrońcą?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="11"/>
        <source>A player</source>
        <extracomment>answer &apos;player&apos; to &apos;Who defended?&apos;; node defender (ask); seed 001, 1.2</extracomment>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <source>Which bot attacked?</source>
        <extracomment>node attacker (check); seed 001, 1.2</extracomment>
        <translation>Który bot atakował?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <source>The Vagabot has no buildings or tokens for a defender to remove.</source>
        <extracomment>note of node attacker (check); seed 001, 1.2</extracomment>
        <translation>Włóczęgobot nie ma budynków ani żetonów, które obrońca mógłby usunąć.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot attacked?&apos;; node attacker (check); seed 001, 1.2</extracomment>
        <extracomment>answer &apos;marquise&apos; to &apos;Which faction is {bot}?&apos;; node hospitals (check); seed 001, 1.2</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot attacked?&apos;; node attacker (check); seed 001, 1.2</extracomment>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which faction is {bot}?&apos;; node hospitals (check); seed 001, 1.2</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot attacked?&apos;; node attacker (check); seed 001, 1.2</extracomment>
        <extracomment>answer &apos;alliance&apos; to &apos;Which faction is {bot}?&apos;; node hospitals (check); seed 001, 1.2</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot attacked?&apos;; node attacker (check); seed 001, 1.2</extracomment>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which faction is {bot}?&apos;; node hospitals (check); seed 001, 1.2</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="27"/>
        <source>How many of this bot&apos;s buildings and tokens did {bot} remove? {bot} scores a VP for each.</source>
        <extracomment>node def_vp (number); seed 001, 7.5.4</extracomment>
        <translation>Ile budynków i żetonów tego bota usunął bot {bot}? Za każdy z nich bot {bot} otrzymuje jeden Punkt Zwycięstwa.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="27"/>
        <source>how many buildings and tokens the defender removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node def_vp (number); seed 001, 7.5.4</extracomment>
        <translation>ile budynków i żetonów usunął obrońca</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="37"/>
        <source>{bot} takes its losses.</source>
        <extracomment>node def_loser (check); seed 001, 1.2.1</extracomment>
        <translation>Bot {bot} ponosi straty.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="37"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;{bot} takes its losses.&apos;; node def_loser (check); seed 001, 1.2.1</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Which faction is {bot}?</source>
        <extracomment>node hospitals (check); seed 001, 1.2</extracomment>
        <translation>{bot}: która to Frakcja?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="58"/>
        <source>Has {bot} the Hospitals trait?</source>
        <extracomment>node hospitals_trait (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Czy {bot} ma Program „Szpitale”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="67"/>
        <source>Did {bot} lose %n or more warriors as defender?</source>
        <extracomment>node hospitals_lost (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Czy bot {bot} stracił jako obrońca co najmniej %n wojownika?</numerusform>
            <numerusform>Czy bot {bot} stracił jako obrońca co najmniej %n wojowników?</numerusform>
            <numerusform>Czy bot {bot} stracił jako obrońca co najmniej %n wojowników?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="77"/>
        <source>Hospitals: {bot} places %n warriors in the keep&apos;s clearing. Its supply now: {supply}.</source>
        <extracomment>node hospitals_do (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Szpitale: {bot} umieszcza %n wojownika na polanie z Twierdzą. Pula tego bota teraz: {supply}.</numerusform>
            <numerusform>Szpitale: {bot} umieszcza %n wojowników na polanie z Twierdzą. Pula tego bota teraz: {supply}.</numerusform>
            <numerusform>Szpitale: {bot} umieszcza %n wojowników na polanie z Twierdzą. Pula tego bota teraz: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/battle_results</name>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_results.yaml" line="1"/>
        <source>After a battle</source>
        <extracomment>chart title</extracomment>
        <translation>Po walce</translation>
    </message>
</context>
<context>
    <name>root_clockwork/card_given</name>
    <message>
        <location filename="../rules/root_clockwork/charts/card_given.yaml" line="1"/>
        <source>Poor Manual Dexterity</source>
        <extracomment>chart title</extracomment>
        <translation>Marne Zdolności Manualne</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/card_given.yaml" line="4"/>
        <source>Bots have no hand: they draw no cards and discard none. A player who would take a card from a bot draws from the shared deck instead.</source>
        <extracomment>chart note</extracomment>
        <translation>Boty nie mają ręki: nie dobierają kart i ich nie odrzucają. Gracz, który miałby dobrać kartę od bota, dobiera ją ze wspólnej talii.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/card_given.yaml" line="6"/>
        <source>Poor Manual Dexterity: discard the card given to the bot. The bot scores %n VP. VP now: {vp}.</source>
        <extracomment>node given (do); seed 001, 2.8.1</extracomment>
        <translation>
            <numerusform>Marne Zdolności Manualne: odrzuć kartę daną botowi. Bot otrzymuje %n Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Marne Zdolności Manualne: odrzuć kartę daną botowi. Bot otrzymuje %n Punkty Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Marne Zdolności Manualne: odrzuć kartę daną botowi. Bot otrzymuje %n Punktów Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/coop_win</name>
    <message>
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="1"/>
        <source>Fully cooperative play: bots win?</source>
        <extracomment>chart title</extracomment>
        <translation>W Pełni Kooperacyjna Rozgrywka: czy wygrywają boty?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="2"/>
        <source>Checked each time the bot scores, so the bots win the moment one of them reaches the goal before every player has.</source>
        <extracomment>chart note</extracomment>
        <translation>Sprawdzane za każdym razem, gdy bot zdobywa punkty, więc boty wygrywają w chwili, gdy któryś z nich osiągnie cel, zanim osiągną go wszyscy gracze.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="6"/>
        <source>Fully cooperative play?</source>
        <extracomment>node coop (check); seed 001, 3.5</extracomment>
        <translation>W Pełni Kooperacyjna Rozgrywka?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="11"/>
        <source>Has this bot reached %n VP?</source>
        <extracomment>node won (check); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>Czy ten bot ma już %n Punkt Zwycięstwa?</numerusform>
            <numerusform>Czy ten bot ma już %n Punkty Zwycięstwa?</numerusform>
            <numerusform>Czy ten bot ma już %n Punktów Zwycięstwa?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="19"/>
        <source>This bot has %n VP: unless every player already has {goal}, the bots win and the game ends.</source>
        <extracomment>node bots_win (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>Ten bot ma %n Punkt Zwycięstwa: jeśli nie każdy gracz ma już {goal}, boty wygrywają i rozgrywka się kończy.</numerusform>
            <numerusform>Ten bot ma %n Punkty Zwycięstwa: jeśli nie każdy gracz ma już {goal}, boty wygrywają i rozgrywka się kończy.</numerusform>
            <numerusform>Ten bot ma %n Punktów Zwycięstwa: jeśli nie każdy gracz ma już {goal}, boty wygrywają i rozgrywka się kończy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="19"/>
        <source>%n VP</source>
        <extracomment>part of the text of node bots_win (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>%n Punkt Zwycięstwa</numerusform>
            <numerusform>%n Punkty Zwycięstwa</numerusform>
            <numerusform>%n Punktów Zwycięstwa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_setup</name>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="1"/>
        <source>Electric Eyrie: setup</source>
        <extracomment>chart title</extracomment>
        <translation>Elektryczne Dynastie: przygotowanie Frakcji</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="5"/>
        <source>Make the bot&apos;s supply of %n warriors.</source>
        <extracomment>node warriors (do); seed 001, 5.3.1</extracomment>
        <translation>
            <numerusform>Utwórz pulę bota z %n wojownika.</numerusform>
            <numerusform>Utwórz pulę bota z %n wojowników.</numerusform>
            <numerusform>Utwórz pulę bota z %n wojowników.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="12"/>
        <source>Is the Marquise de Cat or the Mechanical Marquise 2.0 in the game?</source>
        <extracomment>node roost (ask); seed 001, 5.3.2</extracomment>
        <translation>Czy w grze jest Markiza de Kot albo Mechaniczny Markiz 2.0?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="17"/>
        <source>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. Supply now: {supply}.</source>
        <extracomment>node roost_keep (do); seed 001, 5.3.2</extracomment>
        <translation>
            <numerusform>Umieść Gniazdo i %n wojownika na narożnej polanie leżącej po przekątnej od polany z żetonem Twierdzy. Pula teraz: {supply}.</numerusform>
            <numerusform>Umieść Gniazdo i %n wojowników na narożnej polanie leżącej po przekątnej od polany z żetonem Twierdzy. Pula teraz: {supply}.</numerusform>
            <numerusform>Umieść Gniazdo i %n wojowników na narożnej polanie leżącej po przekątnej od polany z żetonem Twierdzy. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Pick a corner clearing at random for the bot&apos;s first roost.</source>
        <extracomment>node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Wybierz losową narożną polanę na pierwsze Gniazdo bota.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Top left corner</source>
        <extracomment>answer &apos;nw&apos; to &quot;Pick a corner clearing at random for the bot&apos;s first roost.&quot;; node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Lewy górny róg</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Top right corner</source>
        <extracomment>answer &apos;ne&apos; to &quot;Pick a corner clearing at random for the bot&apos;s first roost.&quot;; node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Prawy górny róg</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Bottom left corner</source>
        <extracomment>answer &apos;sw&apos; to &quot;Pick a corner clearing at random for the bot&apos;s first roost.&quot;; node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Lewy dolny róg</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Bottom right corner</source>
        <extracomment>answer &apos;se&apos; to &quot;Pick a corner clearing at random for the bot&apos;s first roost.&quot;; node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Prawy dolny róg</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="36"/>
        <source>Place a roost and %n warriors in that corner clearing. Supply now: {supply}.</source>
        <extracomment>node roost_corner (do); seed 001, 5.3.2</extracomment>
        <translation>
            <numerusform>Umieść Gniazdo i %n wojownika na tej narożnej polanie. Pula teraz: {supply}.</numerusform>
            <numerusform>Umieść Gniazdo i %n wojowników na tej narożnej polanie. Pula teraz: {supply}.</numerusform>
            <numerusform>Umieść Gniazdo i %n wojowników na tej narożnej polanie. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="46"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="91"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="113"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="136"/>
        <source>Loyal Viziers: tuck %n Loyal Vizier cards under the faction board in the rightmost Decree column (bird), symbols showing.</source>
        <extracomment>node viziers (do); seed 001, 5.3.3</extracomment>
        <extracomment>variant &apos;easy&apos;: node viziers (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node viziers (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node viziers (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Lojalni Wezyrowie: wsuń %n kartę Lojalnego Wezyra pod planszę Frakcji w pierwszej od prawej kolumnie Dekretu (ptasiej), tak by jej symbol był widoczny.</numerusform>
            <numerusform>Lojalni Wezyrowie: wsuń %n karty Lojalnych Wezyrów pod planszę Frakcji w pierwszej od prawej kolumnie Dekretu (ptasiej), tak by symbole były widoczne.</numerusform>
            <numerusform>Lojalni Wezyrowie: wsuń %n kart Lojalnych Wezyrów pod planszę Frakcji w pierwszej od prawej kolumnie Dekretu (ptasiej), tak by symbole były widoczne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="56"/>
        <source>Put the other %n roosts on the Roosts track from right to left, filling every space but the leftmost.</source>
        <extracomment>node track (do); seed 001, 5.3.4</extracomment>
        <translation>
            <numerusform>Umieść pozostałe %n Gniazdo na torze Gniazd od prawej do lewej, zapełniając wszystkie pola oprócz pierwszego od lewej.</numerusform>
            <numerusform>Umieść pozostałe %n Gniazda na torze Gniazd od prawej do lewej, zapełniając wszystkie pola oprócz pierwszego od lewej.</numerusform>
            <numerusform>Umieść pozostałe %n Gniazd na torze Gniazd od prawej do lewej, zapełniając wszystkie pola oprócz pierwszego od lewej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="114"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="137"/>
        <source>Also put a bird ambush card from the shared deck into the bird column of the Decree.</source>
        <extracomment>variant &apos;challenging&apos;: node ambush (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node ambush (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>Dołóż też ptasią kartę Zasadzki ze wspólnej talii do ptasiej kolumny Dekretu.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_turn</name>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="1"/>
        <source>Electric Eyrie: turn</source>
        <extracomment>chart title</extracomment>
        <translation>Elektryczne Dynastie: tura</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="4"/>
        <source>Lords of the Forest (5.2.1): a clearing counts as ruled by the Eyrie where its warriors and buildings together equal the most any enemy has there; never an empty clearing.</source>
        <extracomment>chart note</extracomment>
        <translation>Władcy Lasu (5.2.1): Dynastie kontrolują polanę również wtedy, gdy mają na niej łącznie tyle samo wojowników i budynków, co przeciwnik, który ma ich tam najwięcej. Nie kontrolują pustych polan.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="6"/>
        <source>Birdsong: reveal and craft the order card.</source>
        <extracomment>node birdsong (call); seed 001, 5.4</extracomment>
        <translation>Świt: ujawnij kartę Nakazu i przekuj ją.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="12"/>
        <source>Add to Decree: tuck the order card into the {suit} column of the Decree (%n cards there now).</source>
        <extracomment>node add_to_decree (do); seed 001, 5.4.3</extracomment>
        <translation>
            <numerusform>Dodanie Karty do Dekretu: wsuń kartę Nakazu do {suit} kolumny Dekretu (jest w niej teraz %n karta).</numerusform>
            <numerusform>Dodanie Karty do Dekretu: wsuń kartę Nakazu do {suit} kolumny Dekretu (są w niej teraz %n karty).</numerusform>
            <numerusform>Dodanie Karty do Dekretu: wsuń kartę Nakazu do {suit} kolumny Dekretu (jest w niej teraz %n kart).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="20"/>
        <source>A New Roost: does the bot have a roost on the map?</source>
        <extracomment>node roost_on_map (check); seed 001, 5.4.4</extracomment>
        <translation>Nowe Gniazdo: czy bot ma Gniazdo na Mapie?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="27"/>
        <source>A New Roost: place a roost and %n warriors in the highest-priority {clearing} where all of them can be placed. Could they be placed?</source>
        <extracomment>node new_roost (ask); seed 001, 5.4.4</extracomment>
        <translation>
            <numerusform>Nowe Gniazdo: umieść Gniazdo i %n wojownika na {clearing} o najwyższym Priorytecie, na której można umieścić je wszystkie. Czy udało się je umieścić?</numerusform>
            <numerusform>Nowe Gniazdo: umieść Gniazdo i %n wojowników na {clearing} o najwyższym Priorytecie, na której można umieścić je wszystkie. Czy udało się je umieścić?</numerusform>
            <numerusform>Nowe Gniazdo: umieść Gniazdo i %n wojowników na {clearing} o najwyższym Priorytecie, na której można umieścić je wszystkie. Czy udało się je umieścić?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="27"/>
        <source>This step is not printed on the faction board. A roost that cannot be placed causes Turmoil (5.7).</source>
        <extracomment>note of node new_roost (ask); seed 001, 5.4.4</extracomment>
        <translation>Tego kroku nie ma na planszy Frakcji. Gniazdo, którego nie można umieścić, wywołuje Zamieszki (5.7).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="116"/>
        <source>Roost placed.</source>
        <extracomment>node new_roost_placed (check); seed 001, 5.4.4</extracomment>
        <extracomment>node built (check); seed 001, 5.5.2</extracomment>
        <translation>Gniazdo umieszczone.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="36"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="104"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="116"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="117"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="134"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="159"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="152"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="210"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="218"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Roost placed.&apos;; node new_roost_placed (check); seed 001, 5.4.4</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Warriors placed.&apos;; node new_roost_warriors (check); seed 001, 5.4.4</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;The Decree is resolved.&apos;; node decree_done (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Roost placed.&apos;; node built (check); seed 001, 5.5.2</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Daylight ends.&apos;; node daylight_end (check); seed 001, 5.5</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening: score the Roosts track.&apos;; node evening (check); seed 001, 5.6</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening ends.&apos;; node evening_end (check); seed 001, 5.6</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening ends.&apos;; variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;The Decree is resolved.&apos;; variant &apos;relentless&apos;: node decree_done (check); source: none given</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Daylight ends.&apos;; variant &apos;swoop&apos;: node daylight_end (check); source: none given</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="36"/>
        <source>Warriors placed.</source>
        <extracomment>node new_roost_warriors (check); seed 001, 5.4.4</extracomment>
        <translation>Wojownicy umieszczeni.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="37"/>
        <source>Resolve the Decree, Recruit: the first column with cards, left to right.</source>
        <extracomment>node recruit_first (check); seed 001, 5.5.1</extracomment>
        <translation>Rozpatrzenie Dekretu, Werbunek: pierwsza kolumna z kartami, od lewej do prawej.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="37"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="59"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="65"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="78"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="84"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="98"/>
        <source>Next column</source>
        <extracomment>answer &apos;column&apos; to &apos;Resolve the Decree, Recruit: the first column with cards, left to right.&apos;; node recruit_first (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;column&apos; to &apos;Recruit: the next column with cards.&apos;; node recruit_next (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;column&apos; to &apos;Resolve the Decree, Move: the first column with cards, left to right.&apos;; node move_first (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;column&apos; to &apos;Move: the next column with cards.&apos;; node move_next (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;column&apos; to &apos;Resolve the Decree, Battle: the first column with cards, left to right.&apos;; node battle_first (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;column&apos; to &apos;Battle: the next column with cards.&apos;; node battle_next (check); seed 001, 5.5.1</extracomment>
        <translation>Następna kolumna</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="37"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="59"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="65"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="78"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="84"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="98"/>
        <source>No more columns</source>
        <extracomment>answer &apos;done&apos; to &apos;Resolve the Decree, Recruit: the first column with cards, left to right.&apos;; node recruit_first (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;done&apos; to &apos;Recruit: the next column with cards.&apos;; node recruit_next (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;done&apos; to &apos;Resolve the Decree, Move: the first column with cards, left to right.&apos;; node move_first (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;done&apos; to &apos;Move: the next column with cards.&apos;; node move_next (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;done&apos; to &apos;Resolve the Decree, Battle: the first column with cards, left to right.&apos;; node battle_first (check); seed 001, 5.5.1</extracomment>
        <extracomment>answer &apos;done&apos; to &apos;Battle: the next column with cards.&apos;; node battle_next (check); seed 001, 5.5.1</extracomment>
        <translation>Brak kolejnych kolumn</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="43"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="201"/>
        <source>Recruit: is there a {clearing} with a roost?</source>
        <extracomment>node recruit_where (ask); seed 001, 5.5.1.I</extracomment>
        <extracomment>variant &apos;nobility&apos;: node recruit_where (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Werbunek: czy na którejś {clearing} jest Gniazdo?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="51"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="200"/>
        <source>Recruit: place %n warriors in a {clearing} with a roost. Ties: the one with the most enemy pieces, then the fewest Eyrie warriors, then the lowest priority. Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 5.5.1.I</extracomment>
        <extracomment>variant &apos;nobility&apos;: node recruit (do); seed 001, 5.5.1.I</extracomment>
        <translation>
            <numerusform>Werbunek: umieść %n wojownika na {clearing} z Gniazdem. Remis: ta z największą liczbą komponentów przeciwników, potem z najmniejszą liczbą wojowników Dynastii, potem o najniższym Priorytecie. Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: umieść %n wojowników na {clearing} z Gniazdem. Remis: ta z największą liczbą komponentów przeciwników, potem z najmniejszą liczbą wojowników Dynastii, potem o najniższym Priorytecie. Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: umieść %n wojowników na {clearing} z Gniazdem. Remis: ta z największą liczbą komponentów przeciwników, potem z najmniejszą liczbą wojowników Dynastii, potem o najniższym Priorytecie. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="59"/>
        <source>Recruit: the next column with cards.</source>
        <extracomment>node recruit_next (check); seed 001, 5.5.1</extracomment>
        <translation>Werbunek: następna kolumna z kartami.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="65"/>
        <source>Resolve the Decree, Move: the first column with cards, left to right.</source>
        <extracomment>node move_first (check); seed 001, 5.5.1</extracomment>
        <translation>Rozpatrzenie Dekretu, Ruch: pierwsza kolumna z kartami, od lewej do prawej.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="71"/>
        <source>Move: from the {clearing} ruled by the bot with the most Eyrie warriors, move into an adjacent clearing without a roost (if every adjacent clearing has one, into one with a roost). Leave behind as many warriors as it needs to keep rule, or {n} if that is more. Destination ties: the fewest enemy pieces, then the lowest priority.</source>
        <extracomment>node move (do); seed 001, 5.5.1.II</extracomment>
        <translation>Ruch: na {clearing} kontrolowanej przez bota, na której jest najwięcej wojowników Dynastii, weź wojowników i przemieść ich na sąsiednią polanę bez Gniazda (jeśli na każdej sąsiedniej polanie jest Gniazdo, na polanę z Gniazdem). Na polanie początkowej zostaw tylu wojowników, ilu trzeba, by utrzymać nad nią kontrolę, albo {n}, jeśli to więcej. Remis przy wyborze polany docelowej: najmniej komponentów przeciwników, potem najniższy Priorytet.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="71"/>
        <source>Origin ties: the clearing with the highest priority (2.1). A column with no such clearing moves nothing (Target Legality, 2.3).</source>
        <extracomment>note of node move (do); seed 001, 5.5.1.II</extracomment>
        <translation>Remis przy wyborze polany początkowej: polana o najwyższym Priorytecie (2.1). Kolumna bez takiej polany nie wykonuje Ruchu (Zasady Selekcji, 2.3).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="78"/>
        <source>Move: the next column with cards.</source>
        <extracomment>node move_next (check); seed 001, 5.5.1</extracomment>
        <translation>Ruch: następna kolumna z kartami.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="84"/>
        <source>Resolve the Decree, Battle: the first column with cards, left to right.</source>
        <extracomment>node battle_first (check); seed 001, 5.5.1</extracomment>
        <translation>Rozpatrzenie Dekretu, Walka: pierwsza kolumna z kartami, od lewej do prawej.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="90"/>
        <source>Battle in a {clearing} against the player with the most buildings there (even none). Clearing ties: no roost, then the most defenseless buildings, then the lowest priority. Defender ties: the most pieces there, then more VP. Extra hits: {extra}. Did the bot battle?</source>
        <extracomment>node battle (ask); seed 001, 5.5.1.III</extracomment>
        <translation>Zainicjuj walkę na {clearing}; obrońcą jest gracz lub bot z największą liczbą budynków na polanie (nawet zero). Remis przy wyborze polany: bez Gniazda, potem najwięcej bezbronnych budynków, potem najniższy Priorytet. Remis przy wyborze obrońcy: najwięcej komponentów na polanie, potem więcej Punktów Zwycięstwa. Dodatkowe obrażenia: {extra}. Czy bot walczył?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="90"/>
        <source>The extra hit comes when this column holds more cards than every other column.</source>
        <extracomment>note of node battle (ask); seed 001, 5.5.1.III</extracomment>
        <translation>Dodatkowe obrażenie bot zadaje, gdy ta kolumna ma więcej kart niż każda inna.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="98"/>
        <source>Battle: the next column with cards.</source>
        <extracomment>node battle_next (check); seed 001, 5.5.1</extracomment>
        <translation>Walka: następna kolumna z kartami.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="104"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="210"/>
        <source>The Decree is resolved.</source>
        <extracomment>node decree_done (check); seed 001, 5.5.1</extracomment>
        <extracomment>variant &apos;relentless&apos;: node decree_done (check); source: none given</extracomment>
        <translation>Dekret rozpatrzony.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="105"/>
        <source>Build: is a roost left on the Roosts track?</source>
        <extracomment>node roost_left (check); seed 001, 5.5.2</extracomment>
        <translation>Budowa: czy na torze Gniazd zostało Gniazdo?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="111"/>
        <source>Build: place a roost in the highest-priority clearing ruled by the bot that has no roost. Could it be placed?</source>
        <extracomment>node build (ask); seed 001, 5.5.2</extracomment>
        <translation>Budowa: umieść Gniazdo na kontrolowanej przez bota polanie bez Gniazda o najwyższym Priorytecie. Czy udało się je umieścić?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="117"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="218"/>
        <source>Daylight ends.</source>
        <extracomment>node daylight_end (check); seed 001, 5.5</extracomment>
        <extracomment>variant &apos;swoop&apos;: node daylight_end (check); source: none given</extracomment>
        <translation>Dzień się kończy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="118"/>
        <source>Turmoil. Humiliate: the bot loses %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</source>
        <extracomment>node turmoil (do); seed 001, 5.7.1</extracomment>
        <translation>
            <numerusform>Zamieszki. Upokorzenie: bot traci %n Punkt Zwycięstwa, po jednym za każdą ptasią kartę w Dekrecie (wliczając w to Lojalnych Wezyrów). PZ teraz: {vp}.</numerusform>
            <numerusform>Zamieszki. Upokorzenie: bot traci %n Punkty Zwycięstwa, po jednym za każdą ptasią kartę w Dekrecie (wliczając w to Lojalnych Wezyrów). PZ teraz: {vp}.</numerusform>
            <numerusform>Zamieszki. Upokorzenie: bot traci %n Punktów Zwycięstwa, po jednym za każdą ptasią kartę w Dekrecie (wliczając w to Lojalnych Wezyrów). PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="126"/>
        <source>Purge: discard every card of the Decree (%n cards) except the Loyal Viziers, which stay in the bird column. Then Rest: go on to Evening.</source>
        <extracomment>node purge (do); seed 001, 5.7.2</extracomment>
        <translation>
            <numerusform>Czystki: odrzuć z Dekretu %n kartę — wszystkie oprócz Lojalnych Wezyrów, których zostaw w ptasiej kolumnie. Potem Odpoczynek: przejdź do Wieczoru.</numerusform>
            <numerusform>Czystki: odrzuć z Dekretu %n karty — wszystkie oprócz Lojalnych Wezyrów, których zostaw w ptasiej kolumnie. Potem Odpoczynek: przejdź do Wieczoru.</numerusform>
            <numerusform>Czystki: odrzuć z Dekretu %n kart — wszystkie oprócz Lojalnych Wezyrów, których zostaw w ptasiej kolumnie. Potem Odpoczynek: przejdź do Wieczoru.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="134"/>
        <source>Evening: score the Roosts track.</source>
        <extracomment>node evening (check); seed 001, 5.6</extracomment>
        <translation>Wieczór: Punktacja toru Gniazd.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="137"/>
        <source>Does the rightmost empty space of the Roosts track show any VP?</source>
        <extracomment>node score_any (check); seed 001, 5.6</extracomment>
        <translation>Czy pierwsze od prawej puste pole toru Gniazd daje Punkty Zwycięstwa?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="144"/>
        <source>Score: the bot scores no VP, as the rightmost empty space of the {track} shows none. VP now: {vp}.</source>
        <extracomment>node score_none (do); seed 001, 5.6</extracomment>
        <translation>Punktacja: bot nie otrzymuje Punktów Zwycięstwa, bo na pierwszym od prawej pustym polu {track} ich nie ma. PZ teraz: {vp}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="150"/>
        <source>Score: the bot scores %n VP, shown on the rightmost empty space of the {track}. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 5.6</extracomment>
        <translation>
            <numerusform>Punktacja: bot otrzymuje %n Punkt Zwycięstwa z pierwszego od prawej pustego pola {track}. PZ teraz: {vp}.</numerusform>
            <numerusform>Punktacja: bot otrzymuje %n Punkty Zwycięstwa z pierwszego od prawej pustego pola {track}. PZ teraz: {vp}.</numerusform>
            <numerusform>Punktacja: bot otrzymuje %n Punktów Zwycięstwa z pierwszego od prawej pustego pola {track}. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="159"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="152"/>
        <source>Evening ends.</source>
        <extracomment>node evening_end (check); seed 001, 5.6</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <translation>Wieczór się kończy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="153"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punkty Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punktów Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="202"/>
        <source>Nobility: could every one of those warriors be placed?</source>
        <extracomment>variant &apos;nobility&apos;: node recruit_ok (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Szlachta: czy udało się umieścić każdego z tych wojowników?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="203"/>
        <source>Turmoil. Nobility: the bot scores %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</source>
        <extracomment>variant &apos;nobility&apos;: node turmoil (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Zamieszki. Szlachta: bot otrzymuje %n Punkt Zwycięstwa, po jednym za każdą ptasią kartę w Dekrecie (wliczając Lojalnych Wezyrów). PZ teraz: {vp}.</numerusform>
            <numerusform>Zamieszki. Szlachta: bot otrzymuje %n Punkty Zwycięstwa, po jednym za każdą ptasią kartę w Dekrecie (wliczając Lojalnych Wezyrów). PZ teraz: {vp}.</numerusform>
            <numerusform>Zamieszki. Szlachta: bot otrzymuje %n Punktów Zwycięstwa, po jednym za każdą ptasią kartę w Dekrecie (wliczając Lojalnych Wezyrów). PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="211"/>
        <source>Relentless: in every clearing with Eyrie warriors, remove all defenseless enemy buildings and tokens.</source>
        <extracomment>variant &apos;relentless&apos;: node relentless (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Bezlitośni: na każdej polanie z wojownikami Dynastii usuń wszystkie bezbronne budynki i żetony przeciwników.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="219"/>
        <source>Swoop: place %n warriors in the highest-priority clearing with no Eyrie pieces. Supply now: {supply}.</source>
        <extracomment>variant &apos;swoop&apos;: node swoop (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Nalot: umieść %n wojownika na polanie o najwyższym Priorytecie, na której nie ma komponentów Dynastii. Pula teraz: {supply}.</numerusform>
            <numerusform>Nalot: umieść %n wojowników na polanie o najwyższym Priorytecie, na której nie ma komponentów Dynastii. Pula teraz: {supply}.</numerusform>
            <numerusform>Nalot: umieść %n wojowników na polanie o najwyższym Priorytecie, na której nie ma komponentów Dynastii. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/full_removal</name>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="1"/>
        <source>Full Removal</source>
        <extracomment>chart title</extracomment>
        <translation>Wielka Czystka</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Is this bot the Vagabot?</source>
        <extracomment>node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Czy ten bot to Włóczęgobot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Is this bot the Vagabot?&apos;; node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Is this bot the Vagabot?&apos;; node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Is this bot the Vagabot?&apos;; node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Is this bot the Vagabot?&apos;; node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="14"/>
        <source>Only the Vagabot has Full Removal.</source>
        <extracomment>node not_vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Wielką Czystkę ma tylko Włóczęgobot.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="14"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Only the Vagabot has Full Removal.&apos;; node not_vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="19"/>
        <source>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node damage (do); seed 001, 7.2.1.1</extracomment>
        <translation>
            <numerusform>Wielka Czystka: przeciwnik usunął komponenty innych graczy z polany Włóczęgobota (Rewolta, karta Przysługi, Bomba Konspiracji...). Uszkodź %n przedmiot, najpierw wyczerpany. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
            <numerusform>Wielka Czystka: przeciwnik usunął komponenty innych graczy z polany Włóczęgobota (Rewolta, karta Przysługi, Bomba Konspiracji...). Uszkodź %n przedmioty, najpierw wyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
            <numerusform>Wielka Czystka: przeciwnik usunął komponenty innych graczy z polany Włóczęgobota (Rewolta, karta Przysługi, Bomba Konspiracji...). Uszkodź %n przedmiotów, najpierw wyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/general_rules</name>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="1"/>
        <source>Rules for every bot</source>
        <extracomment>chart title</extracomment>
        <translation>Zasady dla każdego bota</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="5"/>
        <source>Crafting: a bot crafts without activating crafting pieces, but the item must be in the supply. It scores %n VP for a crafted card, whatever the card shows, and never crafts a card with a persistent effect.</source>
        <extracomment>node crafting (do); seed 001, 1.1</extracomment>
        <translation>
            <numerusform>Przekucie: bot przekuwa kartę, nie aktywując komponentów do przekuwania, ale przedmiot nadal musi być w puli. Ignoruje Punkty Zwycięstwa przedstawione na karcie i zamiast tego otrzymuje tylko %n Punkt Zwycięstwa. Nie może przekuwać kart z Trwałymi Efektami.</numerusform>
            <numerusform>Przekucie: bot przekuwa kartę, nie aktywując komponentów do przekuwania, ale przedmiot nadal musi być w puli. Ignoruje Punkty Zwycięstwa przedstawione na karcie i zamiast tego otrzymuje tylko %n Punkty Zwycięstwa. Nie może przekuwać kart z Trwałymi Efektami.</numerusform>
            <numerusform>Przekucie: bot przekuwa kartę, nie aktywując komponentów do przekuwania, ale przedmiot nadal musi być w puli. Ignoruje Punkty Zwycięstwa przedstawione na karcie i zamiast tego otrzymuje tylko %n Punktów Zwycięstwa. Nie może przekuwać kart z Trwałymi Efektami.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="12"/>
        <source>Dominance cards: a bot never plays one to change how it wins.</source>
        <extracomment>node dominance (do); seed 001, 1.3</extracomment>
        <translation>Karty Dominacji: bot nigdy nie zagrywa karty Dominacji, by zmienić warunek zwycięstwa.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="17"/>
        <source>Clearing Target Priority: a bot picks clearings by the action&apos;s own rules; if that leaves a tie, it takes the clearing whose priority marker is highest ({high} is the highest, {low} the lowest).</source>
        <extracomment>node clearing (do); seed 001, 2.1</extracomment>
        <translation>Algorytm Wyboru Polany: bot wybiera polany według zasad danej akcji; jeśli zostaje remis, bierze polanę, której znacznik Priorytetu jest najwyższy ({high} to najwyższy, {low} najniższy).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="23"/>
        <source>Player Target Priority: if the action&apos;s rules leave a tie between factions, a bot takes the first of them in setup order: Marquise de Cat, Eyrie Dynasties, Woodland Alliance, Vagabond, second Vagabond, Lizard Cult, Riverfolk Company, Underground Duchy, Corvid Conspiracy.</source>
        <extracomment>node player (do); seed 001, 2.2</extracomment>
        <translation>Algorytm Wyboru Przeciwnika: jeśli zasady akcji zostawiają remis między Frakcjami, bot wybiera pierwszą z nich w kolejności przygotowania rozgrywki: Markiza de Kot, Dynastie Orlich Gniazd, Sojusz Stworzeń Leśnych, Włóczęga, drugi Włóczęga, Jaszczurzy Kultyści, Kompania Plemion Rzecznych, Podziemne Księstwo, Krucza Konspiracja.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="28"/>
        <source>Target Legality: if the chosen clearing or faction cannot be targeted, try another that meets the same criteria, then the next one down, until the action succeeds or every target has been tried.</source>
        <extracomment>node legality (do); seed 001, 2.3</extracomment>
        <translation>Zasady Selekcji: jeśli wybranej polany lub Frakcji nie można obrać za cel, spróbuj innej spełniającej te same wymogi, potem następnej w kolejności, aż akcja się uda albo każdy cel zostanie sprawdzony.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="33"/>
        <source>Action Order: when the order of several actions could change their result, resolve them from the highest-priority clearing down; moves go by the priority of their origin clearings.</source>
        <extracomment>node order (do); seed 001, 2.4</extracomment>
        <translation>Kolejność Akcji: gdy kolejność kilku akcji może zmienić ich wynik, rozpatruj je od polany o najwyższym Priorytecie do polany o najniższym; przy Ruchu liczy się Priorytet polan początkowych, a nie docelowych.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="38"/>
        <source>&quot;Such a clearing&quot; or &quot;such a player&quot; means one that meets every criterion listed for that action. Players are the people at the table; bots are the automated factions.</source>
        <extracomment>node such (do); seed 001, 2.5</extracomment>
        <translation>„Taka polana” oznacza polanę, która spełnia wszystkie wymienione dla danej akcji kryteria wyboru; podobnie należy traktować termin „taki przeciwnik”. Termin „gracz” odnosi się do ludzkich graczy, a termin „bot” — do automatycznych Frakcji.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="43"/>
        <source>Hates Surprises: no one may play an ambush card against a bot.</source>
        <extracomment>node surprises (do); seed 001, 2.8.2</extracomment>
        <translation>Niechęć do Niespodzianek: nikt nie może zagrać karty Zasadzki przeciwko botowi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="48"/>
        <source>Poor Manual Dexterity: bots have no hand. A player who would take a card from a bot draws from the shared deck instead; a card given to a bot is discarded and the bot scores %n VP.</source>
        <extracomment>node dexterity (do); seed 001, 2.8.1</extracomment>
        <translation>
            <numerusform>Marne Zdolności Manualne: boty nie dobierają kart na rękę. Gracz, który miałby dobrać kartę od bota, zamiast tego dobiera ją ze wspólnej talii; gracz, który miałby oddać kartę botowi, zamiast tego ją odrzuca, a bot otrzymuje %n Punkt Zwycięstwa.</numerusform>
            <numerusform>Marne Zdolności Manualne: boty nie dobierają kart na rękę. Gracz, który miałby dobrać kartę od bota, zamiast tego dobiera ją ze wspólnej talii; gracz, który miałby oddać kartę botowi, zamiast tego ją odrzuca, a bot otrzymuje %n Punkty Zwycięstwa.</numerusform>
            <numerusform>Marne Zdolności Manualne: boty nie dobierają kart na rękę. Gracz, który miałby dobrać kartę od bota, zamiast tego dobiera ją ze wspólnej talii; gracz, który miałby oddać kartę botowi, zamiast tego ją odrzuca, a bot otrzymuje %n Punktów Zwycięstwa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="55"/>
        <source>Fully cooperative play: remove the %n dominance cards at setup. The players win only if every one of them reaches {goal} before any bot does. Bots never treat each other&apos;s pieces as enemy pieces when they pick clearings, and never battle each other.</source>
        <extracomment>node coop (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>W Pełni Kooperacyjna Rozgrywka: podczas przygotowania rozgrywki usuń %n kartę Dominacji. Gracze wygrywają tylko wtedy, gdy każdy z nich zdobędzie {goal}, zanim zrobi to którykolwiek bot. Boty przy wyborze polan nigdy nie traktują swoich komponentów nawzajem jak komponentów przeciwników i nigdy nie walczą ze sobą.</numerusform>
            <numerusform>W Pełni Kooperacyjna Rozgrywka: podczas przygotowania rozgrywki usuń %n karty Dominacji. Gracze wygrywają tylko wtedy, gdy każdy z nich zdobędzie {goal}, zanim zrobi to którykolwiek bot. Boty przy wyborze polan nigdy nie traktują swoich komponentów nawzajem jak komponentów przeciwników i nigdy nie walczą ze sobą.</numerusform>
            <numerusform>W Pełni Kooperacyjna Rozgrywka: podczas przygotowania rozgrywki usuń %n kart Dominacji. Gracze wygrywają tylko wtedy, gdy każdy z nich zdobędzie {goal}, zanim zrobi to którykolwiek bot. Boty przy wyborze polan nigdy nie traktują swoich komponentów nawzajem jak komponentów przeciwników i nigdy nie walczą ze sobą.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="55"/>
        <source>%n VP</source>
        <extracomment>part of the text of node coop (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>%n Punkt Zwycięstwa</numerusform>
            <numerusform>%n Punkty Zwycięstwa</numerusform>
            <numerusform>%n Punktów Zwycięstwa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/losses</name>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="1"/>
        <source>The bot&apos;s losses</source>
        <extracomment>chart title</extracomment>
        <translation>Straty bota</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="4"/>
        <source>The table removes the pieces; the bot decides which ones: its tokens before any building, and when it could remove buildings of several types, a type picked at random.</source>
        <extracomment>chart note</extracomment>
        <translation>Komponenty usuwają gracze przy stole; bot decyduje, które: zanim usunie którykolwiek ze swoich budynków, najpierw usuwa wszystkie swoje żetony, a jeżeli ma kilka typów budynków, które może usunąć, budynki do usunięcia wybiera się losowo.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="8"/>
        <source>Whose pieces are lost, and how?</source>
        <extracomment>node whose (check); seed 001, 1.2.1</extracomment>
        <translation>Czyje komponenty są tracone i w jaki sposób?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="8"/>
        <source>The bot&apos;s own, by hits</source>
        <extracomment>answer &apos;self&apos; to &apos;Whose pieces are lost, and how?&apos;; node whose (check); seed 001, 1.2.1</extracomment>
        <translation>Własne bota, w wyniku obrażeń</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="8"/>
        <source>Another bot&apos;s, by hits</source>
        <extracomment>answer &apos;hits&apos; to &apos;Whose pieces are lost, and how?&apos;; node whose (check); seed 001, 1.2.1</extracomment>
        <translation>Innego bota, w wyniku obrażeń</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="8"/>
        <source>Another bot&apos;s, every piece in the clearing</source>
        <extracomment>answer &apos;all&apos; to &apos;Whose pieces are lost, and how?&apos;; node whose (check); seed 001, 1.2.1</extracomment>
        <translation>Innego bota, wszystkie na polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="18"/>
        <source>Which bot is it?</source>
        <extracomment>node own_faction (check); seed 001, 1.2.1</extracomment>
        <translation>Który to bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="18"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="27"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="64"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="299"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="320"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot is it?&apos;; node own_faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;marquise&apos; to &apos;Which faction is {bot}?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot loses pieces?&apos;; node pieces (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot loses its pieces there?&apos;; node all (check); seed 001, 6.4.3</extracomment>
        <extracomment>answer &apos;marquise&apos; to &apos;Which pieces besides warriors can it have there?&apos;; node all_pieces (check); seed 001, 1.2.1</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="18"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="27"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="64"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="299"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="320"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot is it?&apos;; node own_faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which faction is {bot}?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot loses pieces?&apos;; node pieces (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot loses its pieces there?&apos;; node all (check); seed 001, 6.4.3</extracomment>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which pieces besides warriors can it have there?&apos;; node all_pieces (check); seed 001, 1.2.1</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="18"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="27"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="64"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="299"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="320"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot is it?&apos;; node own_faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;alliance&apos; to &apos;Which faction is {bot}?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot loses pieces?&apos;; node pieces (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot loses its pieces there?&apos;; node all (check); seed 001, 6.4.3</extracomment>
        <extracomment>answer &apos;alliance&apos; to &apos;Which pieces besides warriors can it have there?&apos;; node all_pieces (check); seed 001, 1.2.1</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="18"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="27"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="64"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="299"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="320"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot is it?&apos;; node own_faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which faction is {bot}?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot loses pieces?&apos;; node pieces (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot loses its pieces there?&apos;; node all (check); seed 001, 6.4.3</extracomment>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which pieces besides warriors can it have there?&apos;; node all_pieces (check); seed 001, 1.2.1</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="27"/>
        <source>Which faction is {bot}?</source>
        <extracomment>node faction (check); seed 001, 1.2.1</extracomment>
        <translation>{bot}: która to Frakcja?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="38"/>
        <source>How many of {bot}&apos;s warriors were removed?</source>
        <extracomment>node warriors (number); seed 001, 1.2</extracomment>
        <translation>{bot}: ilu wojowników tego bota usunięto?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="38"/>
        <source>how many of the bot&apos;s warriors were removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node warriors (number); seed 001, 1.2</extracomment>
        <translation>ilu wojowników bota usunięto</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="49"/>
        <source>How many more hits does {bot} take on its other pieces in that clearing?</source>
        <extracomment>node hits (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: ile jeszcze obrażeń otrzymują pozostałe komponenty tego bota na tej polanie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="49"/>
        <source>how many more hits the bot takes on its other pieces</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node hits (number); seed 001, 1.2.1</extracomment>
        <translation>ile jeszcze obrażeń otrzymują pozostałe komponenty bota</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="58"/>
        <source>Are hits left for its other pieces?</source>
        <extracomment>node any_hits (check); seed 001, 1.2.1</extracomment>
        <translation>Czy zostały obrażenia dla jego pozostałych komponentów?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="64"/>
        <source>Which bot loses pieces?</source>
        <extracomment>node pieces (check); seed 001, 1.2.1</extracomment>
        <translation>Który bot stracił komponenty?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="75"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="330"/>
        <source>Is the keep token on the map?</source>
        <extracomment>node mq_keep (check); seed 001, 1.2.1</extracomment>
        <extracomment>node all_keep (check); seed 001, 1.2.1</extracomment>
        <translation>Czy żeton Twierdzy jest na Mapie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="81"/>
        <source>Tokens go first: is {bot}&apos;s keep token in that clearing?</source>
        <extracomment>node mq_keep_here (ask); seed 001, 4.2.1</extracomment>
        <translation>{bot}: najpierw żetony. Czy żeton Twierdzy tego bota jest na tej polanie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="87"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="342"/>
        <source>Remove {bot}&apos;s keep token and put it back in the box.</source>
        <extracomment>node mq_keep_gone (do); seed 001, 4.2.1</extracomment>
        <extracomment>node all_keep_gone (do); seed 001, 4.2.1</extracomment>
        <translation>{bot}: usuń żeton Twierdzy tego bota i odłóż go do pudełka.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="96"/>
        <source>Are hits left for its buildings?</source>
        <extracomment>node mq_more (check); seed 001, 1.2.1</extracomment>
        <translation>Czy zostały obrażenia dla jego budynków?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="102"/>
        <source>How many sawmills of {bot} are in that clearing?</source>
        <extracomment>node mq_sawmills (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: ile Tartaków tego bota jest na tej polanie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="102"/>
        <source>how many sawmills the bot has in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node mq_sawmills (number); seed 001, 1.2.1</extracomment>
        <translation>ile Tartaków bota jest na tej polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="111"/>
        <source>How many workshops of {bot} are in that clearing?</source>
        <extracomment>node mq_workshops (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: ile Warsztatów tego bota jest na tej polanie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="111"/>
        <source>how many workshops the bot has in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node mq_workshops (number); seed 001, 1.2.1</extracomment>
        <translation>ile Warsztatów bota jest na tej polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="120"/>
        <source>How many recruiters of {bot} are in that clearing?</source>
        <extracomment>node mq_recruiters (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: ile Koszar tego bota jest na tej polanie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="120"/>
        <source>how many recruiters the bot has in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node mq_recruiters (number); seed 001, 1.2.1</extracomment>
        <translation>ile Koszar bota jest na tej polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="129"/>
        <source>Which building does the next hit remove?</source>
        <extracomment>node mq_pick (check); seed 001, 1.2.1</extracomment>
        <translation>Który budynek usuwa następne obrażenie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="129"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <translation>Żaden</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="129"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="142"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="149"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="163"/>
        <source>Sawmill</source>
        <extracomment>answer &apos;sawmill&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;sawmill&apos; to &quot;Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.&quot;; node mq_roll_sw (roll); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;sawmill&apos; to &quot;Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.&quot;; node mq_roll_sr (roll); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;sawmill&apos; to &quot;Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.&quot;; node mq_roll_all (roll); seed 001, 1.2.1</extracomment>
        <translation>Tartak</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="129"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="142"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="156"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="163"/>
        <source>Workshop</source>
        <extracomment>answer &apos;workshop&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;workshop&apos; to &quot;Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.&quot;; node mq_roll_sw (roll); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;workshop&apos; to &quot;Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.&quot;; node mq_roll_wr (roll); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;workshop&apos; to &quot;Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.&quot;; node mq_roll_all (roll); seed 001, 1.2.1</extracomment>
        <translation>Warsztat</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="129"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="149"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="156"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="163"/>
        <source>Recruiter</source>
        <extracomment>answer &apos;recruiter&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;recruiter&apos; to &quot;Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.&quot;; node mq_roll_sr (roll); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;recruiter&apos; to &quot;Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.&quot;; node mq_roll_wr (roll); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;recruiter&apos; to &quot;Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.&quot;; node mq_roll_all (roll); seed 001, 1.2.1</extracomment>
        <translation>Koszary</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="129"/>
        <source>At random</source>
        <extracomment>answer &apos;roll_sw&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;roll_sr&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;roll_wr&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;roll_all&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <translation>Losowo</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="142"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="149"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="156"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="163"/>
        <source>Pick at random which of {bot}&apos;s buildings in that clearing the hit removes.</source>
        <extracomment>node mq_roll_sw (roll); seed 001, 1.2.1</extracomment>
        <extracomment>node mq_roll_sr (roll); seed 001, 1.2.1</extracomment>
        <extracomment>node mq_roll_wr (roll); seed 001, 1.2.1</extracomment>
        <extracomment>node mq_roll_all (roll); seed 001, 1.2.1</extracomment>
        <translation>{bot}: losowo wybierz, który z budynków tego bota na tej polanie usuwa to obrażenie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="171"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="181"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="191"/>
        <source>Remove a {building} of {bot} from that clearing (%n left on the map).</source>
        <extracomment>node mq_sawmill (do); seed 001, 1.2.1</extracomment>
        <extracomment>node mq_workshop (do); seed 001, 1.2.1</extracomment>
        <extracomment>node mq_recruiter (do); seed 001, 1.2.1</extracomment>
        <translation>
            <numerusform>{bot}: usuń z tej polany budynek tego bota: {building} (na Mapie został %n).</numerusform>
            <numerusform>{bot}: usuń z tej polany budynek tego bota: {building} (na Mapie zostały %n).</numerusform>
            <numerusform>{bot}: usuń z tej polany budynek tego bota: {building} (na Mapie zostało %n).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="202"/>
        <source>Is a roost of {bot} in that clearing?</source>
        <extracomment>node ey_roost (ask); seed 001, 5.5.2</extracomment>
        <translation>{bot}: czy na tej polanie jest Gniazdo tego bota?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="208"/>
        <source>Roost removed.</source>
        <extracomment>node ey_roost_gone (check); seed 001, 1.2.1</extracomment>
        <translation>Gniazdo usunięte.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="208"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="221"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="258"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="259"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="260"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="394"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Roost removed.&apos;; node ey_roost_gone (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Sympathy token removed.&apos;; node al_sympathy_gone (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Noted: {value}.&apos;; node al_base_fox (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Noted: {value}.&apos;; node al_base_rabbit (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Noted: {value}.&apos;; node al_base_mouse (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Sympathy token removed.&apos;; node all_sympathy_gone (check); seed 001, 1.2.1</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="215"/>
        <source>Tokens go first: is a sympathy token of {bot} in that clearing?</source>
        <extracomment>node al_sympathy (ask); seed 001, 6.2.1</extracomment>
        <translation>{bot}: najpierw żetony. Czy na tej polanie jest żeton Sympatyków tego bota?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="221"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="394"/>
        <source>Sympathy token removed.</source>
        <extracomment>node al_sympathy_gone (check); seed 001, 1.2.1</extracomment>
        <extracomment>node all_sympathy_gone (check); seed 001, 1.2.1</extracomment>
        <translation>Żeton Sympatyków usunięty.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="227"/>
        <source>Are these the bot&apos;s own losses, not a defender&apos;s in its battle?</source>
        <extracomment>node al_self (check); seed 001, 6.2.3</extracomment>
        <translation>Czy to własne straty bota, a nie obrońcy w jego walce?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="227"/>
        <source>Only players trigger Automated Outrage: when this bot&apos;s battle removed the token, no Outrage follows.</source>
        <extracomment>note of node al_self (check); seed 001, 6.2.3</extracomment>
        <translation>Samoczynny Bunt wywołują tylko gracze: gdy żeton usunęła walka tego bota, Bunt nie następuje.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="235"/>
        <source>Automated Outrage is settled here for a token removed by hits, so the token leaves the mat once: do not also start the Automated Outrage routine for it.</source>
        <extracomment>note of node al_outrage (call); seed 001, 6.2.3</extracomment>
        <translation>Samoczynny Bunt za żeton usunięty obrażeniami rozpatruje się tutaj, więc żeton znika z panelu bota raz: nie uruchamiaj już dla niego procedury Samoczynnego Buntu.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="242"/>
        <source>Are hits left for its base?</source>
        <extracomment>node al_more (check); seed 001, 1.2.1</extracomment>
        <translation>Czy zostały obrażenia dla jego Bazy?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <source>Is a base of {bot} in that clearing? Which one?</source>
        <extracomment>node al_base (ask); seed 001, 6.2.4</extracomment>
        <translation>{bot}: czy na tej polanie jest Baza tego bota? Która?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="258"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Is a base of {bot} in that clearing? Which one?&apos;; node al_base (ask); seed 001, 6.2.4</extracomment>
        <extracomment>part of the text of node al_base_fox (check); seed 001, 1.2.1</extracomment>
        <translation>Lisia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="259"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Is a base of {bot} in that clearing? Which one?&apos;; node al_base (ask); seed 001, 6.2.4</extracomment>
        <extracomment>part of the text of node al_base_rabbit (check); seed 001, 1.2.1</extracomment>
        <translation>Królicza</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="260"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Is a base of {bot} in that clearing? Which one?&apos;; node al_base (ask); seed 001, 6.2.4</extracomment>
        <extracomment>part of the text of node al_base_mouse (check); seed 001, 1.2.1</extracomment>
        <translation>Mysia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <source>None</source>
        <comment>no base</comment>
        <extracomment>answer &apos;none&apos; to &apos;Is a base of {bot} in that clearing? Which one?&apos;; node al_base (ask); seed 001, 6.2.4</extracomment>
        <translation>Żadna</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="258"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="259"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="260"/>
        <source>Noted: {value}.</source>
        <extracomment>node al_base_fox (check); seed 001, 1.2.1</extracomment>
        <extracomment>node al_base_rabbit (check); seed 001, 1.2.1</extracomment>
        <extracomment>node al_base_mouse (check); seed 001, 1.2.1</extracomment>
        <translation>Zanotowano: {value}.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="261"/>
        <source>Crackdown: remove every sympathy token of {bot} from {suit} clearings. How many did you remove?</source>
        <extracomment>node crackdown (number); seed 001, 6.2.4</extracomment>
        <translation>{bot}, Dezaktywacja: usuń wszystkie żetony Sympatyków tego bota z {suit} polan. Ile ich usunięto?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="261"/>
        <source>how many of the bot&apos;s sympathy tokens were removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node crackdown (number); seed 001, 6.2.4</extracomment>
        <translation>ile żetonów Sympatyków bota usunięto</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="271"/>
        <source>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</source>
        <extracomment>node crackdown_do (do); seed 001, 6.2.4</extracomment>
        <translation>
            <numerusform>Dezaktywacja: {base} Baza wraca do tabeli Baz; %n żeton Sympatyków zostaje usunięty z Mapy.</numerusform>
            <numerusform>Dezaktywacja: {base} Baza wraca do tabeli Baz; %n żetony Sympatyków zostają usunięte z Mapy.</numerusform>
            <numerusform>Dezaktywacja: {base} Baza wraca do tabeli Baz; %n żetonów Sympatyków zostaje usuniętych z Mapy.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="280"/>
        <source>How many hits does {bot} take?</source>
        <extracomment>node vb_hits (number); seed 001, 7.2.5</extracomment>
        <translation>{bot}: ile obrażeń otrzymuje ten bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="280"/>
        <source>how many hits the bot takes</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node vb_hits (number); seed 001, 7.2.5</extracomment>
        <translation>ile obrażeń otrzymuje bot</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="290"/>
        <source>Taking hits: {bot} damages %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node vb_damage (do); seed 001, 7.2.5</extracomment>
        <translation>
            <numerusform>{bot}, Otrzymywanie Obrażeń: bot uszkadza %n przedmiot, najpierw wyczerpany, a następnie niewyczerpany. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
            <numerusform>{bot}, Otrzymywanie Obrażeń: bot uszkadza %n przedmioty, najpierw wyczerpane, a następnie niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
            <numerusform>{bot}, Otrzymywanie Obrażeń: bot uszkadza %n przedmiotów, najpierw wyczerpane, a następnie niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="299"/>
        <source>Which bot loses its pieces there?</source>
        <extracomment>node all (check); seed 001, 6.4.3</extracomment>
        <translation>Który bot straci tam komponenty?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="310"/>
        <source>How many warriors of {bot} were in that clearing? All of them are removed.</source>
        <extracomment>node all_warriors (number); seed 001, 6.4.3</extracomment>
        <translation>{bot}: ilu wojowników tego bota było na tej polanie? Wszyscy zostają usunięci.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="310"/>
        <source>how many warriors the bot had in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node all_warriors (number); seed 001, 6.4.3</extracomment>
        <translation>ilu wojowników bota było na tej polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="320"/>
        <source>Which pieces besides warriors can it have there?</source>
        <extracomment>node all_pieces (check); seed 001, 1.2.1</extracomment>
        <translation>Jakie komponenty poza wojownikami może tam mieć?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="336"/>
        <source>Was {bot}&apos;s keep token in that clearing?</source>
        <extracomment>node all_keep_here (ask); seed 001, 4.2.1</extracomment>
        <translation>{bot}: czy żeton Twierdzy tego bota był na tej polanie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="349"/>
        <source>How many sawmills of {bot} were in that clearing? All of them are removed.</source>
        <extracomment>node all_sawmills (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: ile Tartaków tego bota było na tej polanie? Wszystkie zostają usunięte.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="349"/>
        <source>how many sawmills the bot had in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node all_sawmills (number); seed 001, 1.2.1</extracomment>
        <translation>ile Tartaków bota było na tej polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="358"/>
        <source>How many workshops of {bot} were in that clearing? All of them are removed.</source>
        <extracomment>node all_workshops (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: ile Warsztatów tego bota było na tej polanie? Wszystkie zostają usunięte.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="358"/>
        <source>how many workshops the bot had in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node all_workshops (number); seed 001, 1.2.1</extracomment>
        <translation>ile Warsztatów bota było na tej polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="367"/>
        <source>How many recruiters of {bot} were in that clearing? All of them are removed.</source>
        <extracomment>node all_recruiters (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: ile Koszar tego bota było na tej polanie? Wszystkie zostają usunięte.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="367"/>
        <source>how many recruiters the bot had in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node all_recruiters (number); seed 001, 1.2.1</extracomment>
        <translation>ile Koszar bota było na tej polanie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="376"/>
        <source>Has it a roost on the map?</source>
        <extracomment>node all_roost (check); seed 001, 1.2.1</extracomment>
        <translation>Czy ma Gniazdo na Mapie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="382"/>
        <source>Was a roost of {bot} in that clearing?</source>
        <extracomment>node all_roost_here (ask); seed 001, 5.5.2</extracomment>
        <translation>{bot}: czy na tej polanie było Gniazdo tego bota?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="388"/>
        <source>Was a sympathy token of {bot} in that clearing?</source>
        <extracomment>node all_sympathy (ask); seed 001, 6.2.1</extracomment>
        <translation>{bot}: czy na tej polanie był żeton Sympatyków tego bota?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="400"/>
        <source>Full Removal: {bot} damages %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node all_pawn (do); seed 001, 7.2.1.1</extracomment>
        <translation>
            <numerusform>{bot}, Wielka Czystka: bot uszkadza %n przedmiot, najpierw wyczerpany. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
            <numerusform>{bot}, Wielka Czystka: bot uszkadza %n przedmioty, najpierw wyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
            <numerusform>{bot}, Wielka Czystka: bot uszkadza %n przedmiotów, najpierw wyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="243"/>
        <source>Tokens go first: is a sympathy token of {bot} in that clearing? Popularity: the enemy who removes it scores nothing for it.</source>
        <extracomment>variant &apos;popularity&apos;: node al_sympathy (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>{bot}: najpierw żetony. Czy na tej polanie jest żeton Sympatyków tego bota? Popularność: przeciwnik, który go usuwa, nie zdobywa za niego Punktów Zwycięstwa.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/main</name>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="1"/>
        <source>Bot turn</source>
        <extracomment>chart title</extracomment>
        <translation>Tura bota</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="5"/>
        <source>Is the bot set up?</source>
        <extracomment>node set_up (check); seed 001, 3</extracomment>
        <translation>Czy bot jest przygotowany?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="17"/>
        <source>A new turn begins.</source>
        <extracomment>node turn_start (check); seed 001, 2.7</extracomment>
        <translation>Zaczyna się nowa tura.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="17"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;A new turn begins.&apos;; node turn_start (check); seed 001, 2.7</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="22"/>
        <source>Fully cooperative play?</source>
        <extracomment>node coop (check); seed 001, 3.5</extracomment>
        <translation>Czy to W Pełni Kooperacyjna Rozgrywka?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="28"/>
        <source>Fully cooperative play: this bot treats only the players&apos; pieces as enemy pieces when it picks clearings, and never battles another bot. It may still remove other bots&apos; pieces as a side effect (a Revolt, for example).</source>
        <extracomment>node coop_note (do); seed 001, 3.5</extracomment>
        <translation>W Pełni Kooperacyjna Rozgrywka: wybierając polanę do przeprowadzenia akcji, ten bot nie traktuje komponentów innych botów jak komponentów przeciwników i nie walczy z innymi botami. Nadal może usuwać komponenty innych botów, zadając obrażenia pośrednie (np. przy Rewolcie).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Which bot is taking its turn?</source>
        <extracomment>node faction (check); seed 001, 2.7</extracomment>
        <translation>Który bot rozgrywa turę?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot is taking its turn?&apos;; node faction (check); seed 001, 2.7</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot is taking its turn?&apos;; node faction (check); seed 001, 2.7</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot is taking its turn?&apos;; node faction (check); seed 001, 2.7</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot is taking its turn?&apos;; node faction (check); seed 001, 2.7</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_setup</name>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="1"/>
        <source>Mechanical Marquise 2.0: setup</source>
        <extracomment>chart title</extracomment>
        <translation>Mechaniczny Markiz 2.0: przygotowanie Frakcji</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="5"/>
        <source>Make the bot&apos;s supply of %n warriors.</source>
        <extracomment>node warriors (do); seed 001, 4.3.1</extracomment>
        <translation>
            <numerusform>Utwórz pulę bota z %n wojownika.</numerusform>
            <numerusform>Utwórz pulę bota z %n wojowników.</numerusform>
            <numerusform>Utwórz pulę bota z %n wojowników.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in that clearing (others may move in). If the keep is removed, put it back in the box.</source>
        <extracomment>node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Umieść żeton Twierdzy na losowej narożnej polanie. Tylko Markiz może rozmieszczać swoje komponenty na tej polanie (komponenty innych Frakcji mogą jednak być na nią przemieszczane). Jeżeli żeton Twierdzy zostanie usunięty, odłóż go do pudełka.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>The Keep (4.2.1).</source>
        <extracomment>note of node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Twierdza (4.2.1).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Top left corner</source>
        <extracomment>answer &apos;nw&apos; to &apos;Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in th&apos;; node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Lewy górny róg</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Top right corner</source>
        <extracomment>answer &apos;ne&apos; to &apos;Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in th&apos;; node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Prawy górny róg</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Bottom left corner</source>
        <extracomment>answer &apos;sw&apos; to &apos;Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in th&apos;; node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Lewy dolny róg</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Bottom right corner</source>
        <extracomment>answer &apos;se&apos; to &apos;Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in th&apos;; node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Prawy dolny róg</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="22"/>
        <source>Garrison: place a warrior in every clearing except the corner clearing diagonally opposite the keep, and one more in the keep&apos;s clearing: %n warriors. Supply now: {supply}.</source>
        <extracomment>node garrison (do); seed 001, 4.3.3</extracomment>
        <translation>
            <numerusform>Garnizon: umieść po jednym wojowniku na każdej polanie oprócz narożnej polany leżącej po przekątnej od polany z Twierdzą, a na polanie z Twierdzą jednego dodatkowego wojownika: razem %n wojownik. Pula teraz: {supply}.</numerusform>
            <numerusform>Garnizon: umieść po jednym wojowniku na każdej polanie oprócz narożnej polany leżącej po przekątnej od polany z Twierdzą, a na polanie z Twierdzą jednego dodatkowego wojownika: razem %n wojowników. Pula teraz: {supply}.</numerusform>
            <numerusform>Garnizon: umieść po jednym wojowniku na każdej polanie oprócz narożnej polany leżącej po przekątnej od polany z Twierdzą, a na polanie z Twierdzą jednego dodatkowego wojownika: razem %n wojowników. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="32"/>
        <source>Starting buildings: how many clearings are adjacent to the keep&apos;s clearing ({min} to {max})?</source>
        <extracomment>node buildings_around (number); seed 001, 4.3.4</extracomment>
        <translation>Budynki Startowe: ile polan sąsiaduje z polaną z Twierdzą (od {min} do {max})?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="32"/>
        <source>how many clearings are adjacent to the keep&apos;s clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node buildings_around (number); seed 001, 4.3.4</extracomment>
        <translation>ile polan sąsiaduje z polaną z Twierdzą</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="41"/>
        <source>Number the keep&apos;s clearing and the clearings adjacent to it from {first} to %n, in any order. Each building goes into a clearing picked at random, one building per clearing.</source>
        <extracomment>node buildings_number (do); seed 001, 4.3.4</extracomment>
        <translation>
            <numerusform>Ponumeruj polanę z Twierdzą i sąsiadujące z nią polany od {first} do %n, w dowolnej kolejności. Każdy budynek trafia na losowo wybraną polanę — jeden budynek na polanę.</numerusform>
            <numerusform>Ponumeruj polanę z Twierdzą i sąsiadujące z nią polany od {first} do %n, w dowolnej kolejności. Każdy budynek trafia na losowo wybraną polanę — jeden budynek na polanę.</numerusform>
            <numerusform>Ponumeruj polanę z Twierdzą i sąsiadujące z nią polany od {first} do %n, w dowolnej kolejności. Każdy budynek trafia na losowo wybraną polanę — jeden budynek na polanę.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="49"/>
        <source>The sawmill&apos;s clearing is picked.</source>
        <extracomment>node place_sawmill (check); seed 001, 4.3.4</extracomment>
        <translation>Polana dla Tartaku została wylosowana.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="49"/>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="51"/>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="53"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &quot;The sawmill&apos;s clearing is picked.&quot;; node place_sawmill (check); seed 001, 4.3.4</extracomment>
        <extracomment>answer &apos;ok&apos; to &quot;The workshop&apos;s clearing is picked.&quot;; node place_workshop (check); seed 001, 4.3.4</extracomment>
        <extracomment>answer &apos;ok&apos; to &quot;The recruiter&apos;s clearing is picked.&quot;; node place_recruiter (check); seed 001, 4.3.4</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="51"/>
        <source>The workshop&apos;s clearing is picked.</source>
        <extracomment>node place_workshop (check); seed 001, 4.3.4</extracomment>
        <translation>Polana dla Warsztatu została wylosowana.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="53"/>
        <source>The recruiter&apos;s clearing is picked.</source>
        <extracomment>node place_recruiter (check); seed 001, 4.3.4</extracomment>
        <translation>Polana dla Koszar została wylosowana.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="54"/>
        <source>Place the sawmill in clearing {sawmill}, the workshop in clearing {workshop} and the recruiter in clearing {recruiter}, as you numbered them.</source>
        <extracomment>node buildings (do); seed 001, 4.3.4</extracomment>
        <translation>Umieść Tartak na polanie nr {sawmill}, Warsztat na polanie nr {workshop}, a Koszary na polanie nr {recruiter} — według numeracji z poprzedniego kroku.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="67"/>
        <source>Put the other %n sawmills, %n workshops and %n recruiters on their buildings tracks, filling every space but the leftmost.</source>
        <extracomment>node tracks (do); seed 001, 4.3.5</extracomment>
        <translation>
            <numerusform>Umieść pozostały %n Tartak, %n Warsztat i %n Koszary na odpowiadających im torach budynków, uzupełniając każde pole z wyjątkiem pierwszego od lewej.</numerusform>
            <numerusform>Umieść pozostałe %n Tartaki, %n Warsztaty i %n Koszary na odpowiadających im torach budynków, uzupełniając każde pole z wyjątkiem pierwszego od lewej.</numerusform>
            <numerusform>Umieść pozostałe %n Tartaków, %n Warsztatów i %n Koszar na odpowiadających im torach budynków, uzupełniając każde pole z wyjątkiem pierwszego od lewej.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_turn</name>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="1"/>
        <source>Mechanical Marquise 2.0: turn</source>
        <extracomment>chart title</extracomment>
        <translation>Mechaniczny Markiz 2.0: tura</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="5"/>
        <source>Birdsong: reveal and craft the order card.</source>
        <extracomment>node birdsong (call); seed 001, 4.4</extracomment>
        <translation>Świt: ujawnij kartę Nakazu i przekuj ją.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Daylight: is the order card bird?</source>
        <extracomment>node daylight (check); seed 001, 4.5</extracomment>
        <translation>Dzień: czy karta Nakazu jest ptasia?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Daylight: is the order card bird?&apos;; node daylight (check); seed 001, 4.5</extracomment>
        <translation>Lisia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Daylight: is the order card bird?&apos;; node daylight (check); seed 001, 4.5</extracomment>
        <translation>Królicza</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Daylight: is the order card bird?&apos;; node daylight (check); seed 001, 4.5</extracomment>
        <translation>Mysia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Bird</source>
        <extracomment>answer &apos;bird&apos; to &apos;Daylight: is the order card bird?&apos;; node daylight (check); seed 001, 4.5</extracomment>
        <translation>Ptasia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="21"/>
        <source>Battle in each {suit} clearing with enemy pieces, from the highest priority down. Defender: the enemy with the most pieces there; tie: the one with more VP, then setup order. Did the bot battle?</source>
        <extracomment>node battle (ask); seed 001, 4.5.1</extracomment>
        <translation>Walka: zainicjuj walkę na każdej {suit} polanie z komponentami przeciwników, od najwyższego Priorytetu w dół. Obrońca: przeciwnik z największą liczbą komponentów na polanie walki; remis: ten z większą liczbą PZ, potem kolejność przygotowania rozgrywki. Czy bot walczył?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="21"/>
        <source>Player Target Priority (2.2) and Action Order (2.4). A clearing where it cannot battle is skipped (Target Legality, 2.3).</source>
        <extracomment>note of node battle (ask); seed 001, 4.5.1</extracomment>
        <translation>Algorytm Wyboru Przeciwnika (2.2) i Kolejność Akcji (2.4). Polanę, na której bot nie może walczyć, pomija się (Zasady Selekcji, 2.3).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="29"/>
        <source>Recruit: how many {suit} clearings does the bot rule?</source>
        <extracomment>node ruled (number); seed 001, 4.5.2</extracomment>
        <translation>Werbunek: ile {suit} polan kontroluje bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="29"/>
        <source>how many clearings of that suit are ruled by the bot</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ruled (number); seed 001, 4.5.2</extracomment>
        <translation>ile polan tego symbolu kontroluje bot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="40"/>
        <source>Does the bot rule a {suit} clearing?</source>
        <extracomment>node recruit_any (check); seed 001, 4.5.2</extracomment>
        <translation>Czy bot kontroluje {suit} polanę?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="49"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="143"/>
        <source>Does the bot have warriors in its supply?</source>
        <extracomment>node recruit_supply (check); seed 001, 4.5.2</extracomment>
        <extracomment>node esc_recruit_supply (check); seed 001, 4.7.2</extracomment>
        <translation>Czy bot ma wojowników w puli?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="56"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="150"/>
        <source>Recruit: the bot has no warriors left in its supply, so it places no warriors.</source>
        <extracomment>node recruit_empty (do); seed 001, 4.5.2</extracomment>
        <extracomment>node esc_recruit_empty (do); seed 001, 4.7.2</extracomment>
        <translation>Werbunek: bot nie ma już wojowników w puli, więc nie umieszcza wojowników.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="61"/>
        <source>Recruit: no {suit} clearing is ruled by the bot, so it places no warriors.</source>
        <extracomment>node recruit_none (do); seed 001, 4.5.2</extracomment>
        <translation>Werbunek: bot nie kontroluje żadnej {suit} polany, więc nie umieszcza wojowników.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="67"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="87"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="105"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="128"/>
        <source>Recruit: take %n warriors from the supply for the {suit} clearings ruled by the bot. {plan} Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 4.5.2</extracomment>
        <extracomment>variant &apos;easy&apos;: node recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Werbunek: weź z puli %n wojownika na {suit} polany kontrolowane przez bota. {plan} Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: weź z puli %n wojowników na {suit} polany kontrolowane przez bota. {plan} Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: weź z puli %n wojowników na {suit} polany kontrolowane przez bota. {plan} Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="75"/>
        <source>Build: is a building of the ordered type left on its track?</source>
        <extracomment>node build (check); seed 001, 4.5.3</extracomment>
        <translation>Budowa: czy na torze został budynek nakazanego typu?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="75"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="88"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="97"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="164"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="165"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="181"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="195"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="196"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="226"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="148"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="167"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="170"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Build: is a building of the ordered type left on its track?&apos;; node build (check); seed 001, 4.5.3</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Building placed.&apos;; node built (check); seed 001, 4.5.3</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Moves are done.&apos;; node moved (check); seed 001, 4.5.4</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Recruiting is done.&apos;; node esc_recruited (check); seed 001, 4.7.2</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Build: which building type does the bot have most of on the map?&apos;; node esc_build (check); seed 001, 4.7.3</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Building placed.&apos;; node esc_built (check); seed 001, 4.7.3</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Moves are done.&apos;; node esc_moved (check); seed 001, 4.7.4</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening: score the ordered buildings track.&apos;; node evening (check); seed 001, 4.6.1</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening ends.&apos;; node evening_end (check); seed 001, 4.6</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening ends.&apos;; variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Moves are done.&apos;; variant &apos;blitz&apos;: node moved (check); source: none given</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Moves are done.&apos;; variant &apos;blitz&apos;: node esc_moved (check); source: none given</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="75"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;Build: is a building of the ordered type left on its track?&apos;; node build (check); seed 001, 4.5.3</extracomment>
        <translation>Żaden nie został</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="81"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="175"/>
        <source>Build: place a {building} in the clearing ruled by the bot with the most Marquise warriors (tie: highest priority). If it has no free building slot, try the next such clearing. Was it placed?</source>
        <extracomment>node build_where (ask); seed 001, 4.5.3</extracomment>
        <extracomment>node esc_build_where (ask); seed 001, 4.7.3</extracomment>
        <translation>Budowa: umieść {building} na kontrolowanej przez bota polanie z największą liczbą jego wojowników (remis: najwyższy Priorytet). Jeśli nie ma tam wolnego miejsca na budynek, spróbuj na następnej takiej polanie. Czy udało się go umieścić?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="81"/>
        <source>The order card names the building type (fox: sawmill, rabbit: workshop, mouse: recruiter), not the clearing. Unlike the Marquise de Cat, the bot scores nothing for placing buildings (4.6.1).</source>
        <extracomment>note of node build_where (ask); seed 001, 4.5.3</extracomment>
        <translation>Karta Nakazu określa typ budynku do rozmieszczenia (lisia: Tartak, królicza: Warsztat, mysia: Koszary), a nie polanę. W przeciwieństwie do Markizy de Kot bot nie otrzymuje Punktów Zwycięstwa za rozmieszczanie budynków (4.6.1).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="88"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="181"/>
        <source>Building placed.</source>
        <extracomment>node built (check); seed 001, 4.5.3</extracomment>
        <extracomment>node esc_built (check); seed 001, 4.7.3</extracomment>
        <translation>Budynek umieszczony.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="89"/>
        <source>Move: from each {suit} clearing, move all but %n Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <extracomment>node move (do); seed 001, 4.5.4</extracomment>
        <translation>
            <numerusform>Ruch: z każdej {suit} polany przemieść wszystkich wojowników Markiza oprócz %n na sąsiadującą polanę z największą liczbą komponentów przeciwników (remis: najwyższy Priorytet). Polany początkowe rozpatruj od najwyższego Priorytetu w dół.</numerusform>
            <numerusform>Ruch: z każdej {suit} polany przemieść wszystkich wojowników Markiza oprócz %n na sąsiadującą polanę z największą liczbą komponentów przeciwników (remis: najwyższy Priorytet). Polany początkowe rozpatruj od najwyższego Priorytetu w dół.</numerusform>
            <numerusform>Ruch: z każdej {suit} polany przemieść wszystkich wojowników Markiza oprócz %n na sąsiadującą polanę z największą liczbą komponentów przeciwników (remis: najwyższy Priorytet). Polany początkowe rozpatruj od najwyższego Priorytetu w dół.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="89"/>
        <source>Action Order (2.4): moves are ordered by the priority of the origin clearings.</source>
        <extracomment>note of node move (do); seed 001, 4.5.4</extracomment>
        <translation>Kolejność Akcji (2.4): przy przemieszczaniu się kolejność akcji wyznaczają Priorytety polan początkowych (nie docelowych).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="97"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="195"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="167"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="170"/>
        <source>Moves are done.</source>
        <extracomment>node moved (check); seed 001, 4.5.4</extracomment>
        <extracomment>node esc_moved (check); seed 001, 4.7.4</extracomment>
        <extracomment>variant &apos;blitz&apos;: node moved (check); source: none given</extracomment>
        <extracomment>variant &apos;blitz&apos;: node esc_moved (check); source: none given</extracomment>
        <translation>Ruchy wykonane.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="98"/>
        <source>Expand: did the bot place no building this turn, with at most %n buildings on the map?</source>
        <extracomment>node expand (check); seed 001, 4.5.5</extracomment>
        <translation>
            <numerusform>Rozbudowa: czy bot nie umieścił w tej turze żadnego budynku i ma na Mapie najwyżej %n budynek?</numerusform>
            <numerusform>Rozbudowa: czy bot nie umieścił w tej turze żadnego budynku i ma na Mapie najwyżej %n budynki?</numerusform>
            <numerusform>Rozbudowa: czy bot nie umieścił w tej turze żadnego budynku i ma na Mapie najwyżej %n budynków?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="107"/>
        <source>Expand: discard the order card. Reveal a new order card, do not craft it, and play Daylight again.</source>
        <extracomment>node expand_do (do); seed 001, 4.5.5</extracomment>
        <translation>Rozbudowa: odrzuć kartę Nakazu. Dobierz i ujawnij nową kartę Nakazu (nie przekuwaj jej) i powtórz Dzień od początku.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="114"/>
        <source>Escalated Daylight. Battle in every clearing with enemy pieces, from the highest priority down. Defender: the enemy with the most pieces there; tie: the one with more VP, then setup order. Did the bot battle?</source>
        <extracomment>node esc_battle (ask); seed 001, 4.7.1</extracomment>
        <translation>Dynamiczny Dzień. Walka: zainicjuj walkę na każdej polanie z komponentami przeciwników, od najwyższego Priorytetu w dół. Obrońca: przeciwnik z największą liczbą komponentów na polanie walki; remis: ten z większą liczbą PZ, potem kolejność przygotowania rozgrywki. Czy bot walczył?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="120"/>
        <source>Recruit: how many clearings does the bot rule?</source>
        <extracomment>node esc_ruled (number); seed 001, 4.7.2</extracomment>
        <translation>Werbunek: ile polan kontroluje bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="120"/>
        <source>how many clearings are ruled by the bot</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node esc_ruled (number); seed 001, 4.7.2</extracomment>
        <translation>ile polan kontroluje bot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="130"/>
        <source>Does the bot rule any clearing?</source>
        <extracomment>node esc_recruit_any (check); seed 001, 4.7.2</extracomment>
        <translation>Czy bot kontroluje jakąś polanę?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="137"/>
        <source>Recruit: the bot rules no clearing, so it places no warriors.</source>
        <extracomment>node esc_recruit_none (do); seed 001, 4.7.2</extracomment>
        <translation>Werbunek: bot nie kontroluje żadnej polany, więc nie umieszcza wojowników.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="156"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="88"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="106"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="129"/>
        <source>Recruit: take %n warriors from the supply for the two lowest-priority clearings ruled by the bot (all of them in its only one). {plan} Supply now: {supply}.</source>
        <extracomment>node esc_recruit (do); seed 001, 4.7.2</extracomment>
        <extracomment>variant &apos;easy&apos;: node esc_recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node esc_recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node esc_recruit (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Werbunek: weź z puli %n wojownika na dwie kontrolowane przez bota polany o najniższym Priorytecie (wszystkich na jedyną, jeśli kontroluje tylko jedną). {plan} Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: weź z puli %n wojowników na dwie kontrolowane przez bota polany o najniższym Priorytecie (wszystkich na jedyną, jeśli kontroluje tylko jedną). {plan} Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: weź z puli %n wojowników na dwie kontrolowane przez bota polany o najniższym Priorytecie (wszystkich na jedyną, jeśli kontroluje tylko jedną). {plan} Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="164"/>
        <source>Recruiting is done.</source>
        <extracomment>node esc_recruited (check); seed 001, 4.7.2</extracomment>
        <translation>Werbunek zakończony.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="165"/>
        <source>Build: which building type does the bot have most of on the map?</source>
        <extracomment>node esc_build (check); seed 001, 4.7.3</extracomment>
        <translation>Budowa: których budynków bot ma najwięcej na Mapie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="165"/>
        <source>Most on the map wins; a tie with sawmills gives a sawmill; workshops tied with recruiters (fewer sawmills) give a recruiter.</source>
        <extracomment>note of node esc_build (check); seed 001, 4.7.3</extracomment>
        <translation>Wygrywa typ, którego jest najwięcej na Mapie; remis z Tartakami daje Tartak; remis Warsztatów z Koszarami (przy mniejszej liczbie Tartaków) daje Koszary.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="165"/>
        <source>None</source>
        <comment>no building on the map</comment>
        <extracomment>answer &apos;none&apos; to &apos;Build: which building type does the bot have most of on the map?&apos;; node esc_build (check); seed 001, 4.7.3</extracomment>
        <translation>Żadnych</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="182"/>
        <source>Move: from every clearing, move all but %n Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <extracomment>node esc_move (do); seed 001, 4.7.4</extracomment>
        <translation>
            <numerusform>Ruch: z każdej polany przemieść wszystkich wojowników Markiza oprócz %n na sąsiadującą polanę z największą liczbą komponentów przeciwników (remis: najwyższy Priorytet). Polany początkowe rozpatruj od najwyższego Priorytetu w dół.</numerusform>
            <numerusform>Ruch: z każdej polany przemieść wszystkich wojowników Markiza oprócz %n na sąsiadującą polanę z największą liczbą komponentów przeciwników (remis: najwyższy Priorytet). Polany początkowe rozpatruj od najwyższego Priorytetu w dół.</numerusform>
            <numerusform>Ruch: z każdej polany przemieść wszystkich wojowników Markiza oprócz %n na sąsiadującą polanę z największą liczbą komponentów przeciwników (remis: najwyższy Priorytet). Polany początkowe rozpatruj od najwyższego Priorytetu w dół.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="189"/>
        <source>Battle in each clearing the bot moved into (defender as before: most pieces, then more VP, then setup order). Did the bot battle?</source>
        <extracomment>node esc_battle2 (ask); seed 001, 4.7.4</extracomment>
        <translation>Walka: zainicjuj walkę na każdej polanie, na którą bot się przemieścił (obrońca jak wcześniej: najwięcej komponentów, potem więcej PZ, potem kolejność przygotowania rozgrywki). Czy bot walczył?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="196"/>
        <source>Evening: score the ordered buildings track.</source>
        <extracomment>node evening (check); seed 001, 4.6.1</extracomment>
        <translation>Wieczór: Punktacja nakazanego toru budynków.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="199"/>
        <source>Does the rightmost empty space of the ordered track show any VP?</source>
        <extracomment>node score_any (check); seed 001, 4.6.1</extracomment>
        <translation>Czy pierwsze od prawej puste pole toru wskazanego przez kartę Nakazu daje Punkty Zwycięstwa?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="206"/>
        <source>Score: the bot scores no VP, as the rightmost empty space of the {track} shows none (on a bird order: no track shows any there). VP now: {vp}.</source>
        <extracomment>node score_none (do); seed 001, 4.6.1</extracomment>
        <translation>Punktacja: bot nie otrzymuje Punktów Zwycięstwa, bo na pierwszym od prawej pustym polu {track} ich nie ma (przy ptasiej karcie Nakazu: nie ma ich na takim polu żadnego toru). PZ teraz: {vp}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="212"/>
        <source>Score: the bot scores %n VP, shown on the rightmost empty space of the {track} (on a bird order: the track where that space shows the most). VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 4.6.1</extracomment>
        <translation>
            <numerusform>Punktacja: bot otrzymuje %n Punkt Zwycięstwa z pierwszego od prawej pustego pola {track} (przy ptasiej karcie Nakazu: z toru, na którym takie pole daje ich najwięcej). PZ teraz: {vp}.</numerusform>
            <numerusform>Punktacja: bot otrzymuje %n Punkty Zwycięstwa z pierwszego od prawej pustego pola {track} (przy ptasiej karcie Nakazu: z toru, na którym takie pole daje ich najwięcej). PZ teraz: {vp}.</numerusform>
            <numerusform>Punktacja: bot otrzymuje %n Punktów Zwycięstwa z pierwszego od prawej pustego pola {track} (przy ptasiej karcie Nakazu: z toru, na którym takie pole daje ich najwięcej). PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="221"/>
        <source>Discard the order card.</source>
        <extracomment>node discard (do); seed 001, 4.6.2</extracomment>
        <translation>Odrzuć kartę Nakazu.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="226"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="148"/>
        <source>Evening ends.</source>
        <extracomment>node evening_end (check); seed 001, 4.6</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <translation>Wieczór się kończy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="107"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="130"/>
        <source>Recruit %n more warriors in the highest-priority {suit} clearing ruled by the bot. Supply now: {supply}.</source>
        <extracomment>variant &apos;challenging&apos;: node recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Werbunek: umieść jeszcze %n wojownika na kontrolowanej przez bota {suit} polanie o najwyższym Priorytecie. Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: umieść jeszcze %n wojowników na kontrolowanej przez bota {suit} polanie o najwyższym Priorytecie. Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: umieść jeszcze %n wojowników na kontrolowanej przez bota {suit} polanie o najwyższym Priorytecie. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="108"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="131"/>
        <source>Recruit %n more warriors in the highest-priority clearing ruled by the bot. Supply now: {supply}.</source>
        <extracomment>variant &apos;challenging&apos;: node esc_recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node esc_recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Werbunek: umieść jeszcze %n wojownika na kontrolowanej przez bota polanie o najwyższym Priorytecie. Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: umieść jeszcze %n wojowników na kontrolowanej przez bota polanie o najwyższym Priorytecie. Pula teraz: {supply}.</numerusform>
            <numerusform>Werbunek: umieść jeszcze %n wojowników na kontrolowanej przez bota polanie o najwyższym Priorytecie. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="109"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="132"/>
        <source>Does the bot rule a {suit} clearing for the extra warriors?</source>
        <extracomment>variant &apos;challenging&apos;: node recruit_ruled (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node recruit_ruled (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>Czy bot kontroluje {suit} polanę dla dodatkowych wojowników?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="110"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="133"/>
        <source>Does the bot rule a clearing for the extra warriors?</source>
        <extracomment>variant &apos;challenging&apos;: node esc_recruit_ruled (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node esc_recruit_ruled (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>Czy bot kontroluje polanę dla dodatkowych wojowników?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="149"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punkty Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punktów Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="168"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="171"/>
        <source>Blitz: from the highest-priority clearing ruled by the bot with no enemy pieces, move all but %n warrior into the adjacent clearing with the most enemy pieces, then battle there. Did the bot battle?</source>
        <extracomment>variant &apos;blitz&apos;: node blitz (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <extracomment>variant &apos;blitz&apos;: node esc_blitz (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Blitzkrieg: z kontrolowanej przez bota polany o najwyższym Priorytecie bez komponentów przeciwników przemieść wszystkich wojowników oprócz %n na sąsiadującą polanę z największą liczbą komponentów przeciwników i zainicjuj tam walkę. Czy bot walczył?</numerusform>
            <numerusform>Blitzkrieg: z kontrolowanej przez bota polany o najwyższym Priorytecie bez komponentów przeciwników przemieść wszystkich wojowników oprócz %n na sąsiadującą polanę z największą liczbą komponentów przeciwników i zainicjuj tam walkę. Czy bot walczył?</numerusform>
            <numerusform>Blitzkrieg: z kontrolowanej przez bota polany o najwyższym Priorytecie bez komponentów przeciwników przemieść wszystkich wojowników oprócz %n na sąsiadującą polanę z największą liczbą komponentów przeciwników i zainicjuj tam walkę. Czy bot walczył?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="193"/>
        <source>Did the Recruit place any warriors for Iron Will to double?</source>
        <extracomment>variant &apos;iron_will&apos;: node esc_recruited (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Czy Werbunek umieścił jakichś wojowników, których Żelazna Wola podwaja?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="194"/>
        <source>Iron Will: the Recruit places twice as many warriors. Take %n more warriors from the supply and place them as the Recruit placed its own. Supply now: {supply}.</source>
        <extracomment>variant &apos;iron_will&apos;: node iron_will (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Żelazna Wola: Werbunek umieszcza dwa razy więcej wojowników. Weź z puli jeszcze %n wojownika i umieść go tak, jak Werbunek umieścił swoich. Pula teraz: {supply}.</numerusform>
            <numerusform>Żelazna Wola: Werbunek umieszcza dwa razy więcej wojowników. Weź z puli jeszcze %n wojowników i umieść ich tak, jak Werbunek umieścił swoich. Pula teraz: {supply}.</numerusform>
            <numerusform>Żelazna Wola: Werbunek umieszcza dwa razy więcej wojowników. Weź z puli jeszcze %n wojowników i umieść ich tak, jak Werbunek umieścił swoich. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="194"/>
        <source>Iron Will doubles every warrior the Escalated Daylight Recruit places, the difficulty&apos;s extra warriors included: 4 on Easy, 8 on Default, 12 on Challenging and Nightmare.</source>
        <extracomment>note of variant &apos;iron_will&apos;: node iron_will (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Żelazna Wola podwaja każdego wojownika, którego umieszcza Werbunek (Dynamiczny Dzień), wraz z dodatkowymi wojownikami z Poziomu Trudności: 4 (poziom łatwy), 8 (standardowy), 12 (wymagający i koszmar).</translation>
    </message>
</context>
<context>
    <name>root_clockwork/order</name>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="1"/>
        <source>Order card</source>
        <extracomment>chart title</extracomment>
        <translation>Karta Nakazu</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <source>Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its suit?</source>
        <extracomment>node reveal (ask); seed 001, 2.7</extracomment>
        <translation>Ujawnienie Nakazu: dobierz wierzchnią kartę wspólnej talii i ujawnij ją. To karta Nakazu. Czy jest lisia, królicza, mysia czy ptasia?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <source>Ordered means: matching the order card&apos;s suit. A bird order matches every suit. A dominance card drawn as an order counts only for its suit: bots never play it to change how they win (1.3).</source>
        <extracomment>note of node reveal (ask); seed 001, 2.7</extracomment>
        <translation>Nakazana oznacza: odpowiadająca symbolem obecnej karcie Nakazu. Ptasia karta Nakazu odpowiada każdemu symbolowi. Karta Dominacji dobrana jako karta Nakazu liczy się tylko przez swój symbol: boty nie mogą zagrać karty Dominacji, aby zmienić warunek zwycięstwa (1.3).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="14"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its &apos;; node reveal (ask); seed 001, 2.7</extracomment>
        <extracomment>part of the text of node is_fox (check); seed 001, 2.7</extracomment>
        <translation>Lisia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="15"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its &apos;; node reveal (ask); seed 001, 2.7</extracomment>
        <extracomment>part of the text of node is_rabbit (check); seed 001, 2.7</extracomment>
        <translation>Królicza</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="16"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its &apos;; node reveal (ask); seed 001, 2.7</extracomment>
        <extracomment>part of the text of node is_mouse (check); seed 001, 2.7</extracomment>
        <translation>Mysia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="17"/>
        <source>Bird</source>
        <extracomment>answer &apos;bird&apos; to &apos;Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its &apos;; node reveal (ask); seed 001, 2.7</extracomment>
        <extracomment>part of the text of node is_bird (check); seed 001, 2.7</extracomment>
        <translation>Ptasia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="14"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="15"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="16"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="17"/>
        <source>The order is {value}.</source>
        <extracomment>node is_fox (check); seed 001, 2.7</extracomment>
        <extracomment>node is_rabbit (check); seed 001, 2.7</extracomment>
        <extracomment>node is_mouse (check); seed 001, 2.7</extracomment>
        <extracomment>node is_bird (check); seed 001, 2.7</extracomment>
        <translation>Karta Nakazu: {value}.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="14"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="15"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="16"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="17"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The order is {value}.&apos;; node is_fox (check); seed 001, 2.7</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;The order is {value}.&apos;; node is_rabbit (check); seed 001, 2.7</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;The order is {value}.&apos;; node is_mouse (check); seed 001, 2.7</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;The order is {value}.&apos;; node is_bird (check); seed 001, 2.7</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="18"/>
        <source>Is this a card revealed by Expand (no crafting)?</source>
        <extracomment>node may_craft (check); seed 001, 4.5.5</extracomment>
        <translation>Czy tę kartę ujawniono podczas Rozbudowy (bez Przekucia)?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="25"/>
        <source>Craft Order: does the order card show an item that is still in the supply? (Bots never craft cards with persistent effects.)</source>
        <extracomment>node item (ask); seed 001, 1.1</extracomment>
        <translation>Przekucie: czy karta Nakazu przedstawia przedmiot dostępny w puli? (Boty nie mogą przekuwać kart z Trwałymi Efektami.)</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="25"/>
        <source>Bots craft without activating crafting pieces; the item must still be in the supply (1.1.1). Cards with persistent effects are never crafted (1.1.3).</source>
        <extracomment>note of node item (ask); seed 001, 1.1</extracomment>
        <translation>Boty przekuwają karty, nie aktywując komponentów do przekuwania; przedmiot nadal musi znajdować się w puli (1.1.1). Boty nie mogą przekuwać kart z Trwałymi Efektami (1.1.3).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Which bot crafts the card?</source>
        <extracomment>node who (check); seed 001, 2.7</extracomment>
        <translation>Który bot przekuwa kartę?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot crafts the card?&apos;; node who (check); seed 001, 2.7</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot crafts the card?&apos;; node who (check); seed 001, 2.7</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot crafts the card?&apos;; node who (check); seed 001, 2.7</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot crafts the card?&apos;; node who (check); seed 001, 2.7</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/order.yaml" line="40"/>
        <source>Craft the order card: take its item from the supply. The bot scores %n VP, whatever the card shows. VP now: {vp}.</source>
        <extracomment>node craft (do); seed 001, 1.1.2</extracomment>
        <translation>
            <numerusform>Przekuj kartę Nakazu: weź jej przedmiot z puli. Bot ignoruje Punkty Zwycięstwa przedstawione na karcie i otrzymuje tylko %n Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Przekuj kartę Nakazu: weź jej przedmiot z puli. Bot ignoruje Punkty Zwycięstwa przedstawione na karcie i otrzymuje tylko %n Punkty Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Przekuj kartę Nakazu: weź jej przedmiot z puli. Bot ignoruje Punkty Zwycięstwa przedstawione na karcie i otrzymuje tylko %n Punktów Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/order.yaml" line="49"/>
        <source>Craft the order card: take its item from the supply and put it face up in the Satchel. The bot scores %n VP, whatever the card shows. VP now: {vp}.</source>
        <extracomment>node craft_vagabot (do); seed 001, 7.4.2</extracomment>
        <translation>
            <numerusform>Przekuj kartę Nakazu: weź jej przedmiot z puli i umieść go odkryty w Plecaku. Bot ignoruje Punkty Zwycięstwa przedstawione na karcie i otrzymuje tylko %n Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Przekuj kartę Nakazu: weź jej przedmiot z puli i umieść go odkryty w Plecaku. Bot ignoruje Punkty Zwycięstwa przedstawione na karcie i otrzymuje tylko %n Punkty Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Przekuj kartę Nakazu: weź jej przedmiot z puli i umieść go odkryty w Plecaku. Bot ignoruje Punkty Zwycięstwa przedstawione na karcie i otrzymuje tylko %n Punktów Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/outrage</name>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="1"/>
        <source>Automated Outrage</source>
        <extracomment>chart title</extracomment>
        <translation>Samoczynny Bunt</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Is this bot the Automated Alliance?</source>
        <extracomment>node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Czy ten bot to Samoczynny Sojusz?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Is this bot the Automated Alliance?&apos;; node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Is this bot the Automated Alliance?&apos;; node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Is this bot the Automated Alliance?&apos;; node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Is this bot the Automated Alliance?&apos;; node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="14"/>
        <source>Only the Automated Alliance has Automated Outrage.</source>
        <extracomment>node not_alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Samoczynny Bunt ma tylko Samoczynny Sojusz.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="14"/>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="25"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Only the Automated Alliance has Automated Outrage.&apos;; node not_alliance (check); seed 001, 6.2.3</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Sympathy token removed.&apos;; node removed (check); seed 001, 6.2.3</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="19"/>
        <source>What did the player do?</source>
        <extracomment>node what (ask); seed 001, 6.2.3</extracomment>
        <translation>Co zrobił gracz?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="19"/>
        <source>Removed a sympathy token (not by hits in a battle)</source>
        <extracomment>answer &apos;removed&apos; to &apos;What did the player do?&apos;; node what (ask); seed 001, 6.2.3</extracomment>
        <translation>Usunął żeton Sympatyków (nie obrażeniami w walce)</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="19"/>
        <source>Moved warriors into a sympathetic clearing</source>
        <extracomment>answer &apos;moved&apos; to &apos;What did the player do?&apos;; node what (ask); seed 001, 6.2.3</extracomment>
        <translation>Przemieścił swoich wojowników na polanę z Sympatykami</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="25"/>
        <source>Sympathy token removed.</source>
        <extracomment>node removed (check); seed 001, 6.2.3</extracomment>
        <translation>Żeton Sympatyków usunięty.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="26"/>
        <source>Automated Outrage: can that player discard a card matching the clearing&apos;s suit?</source>
        <extracomment>node discard (ask); seed 001, 6.2.3</extracomment>
        <translation>Samoczynny Bunt: czy ten gracz może odrzucić kartę o symbolu odpowiadającym symbolowi polany?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="26"/>
        <source>Only players trigger Automated Outrage; a bot removing a sympathy token does not.</source>
        <extracomment>note of node discard (ask); seed 001, 6.2.3</extracomment>
        <translation>Samoczynny Bunt wywołują tylko gracze; bot usuwający żeton Sympatyków go nie wywołuje.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="26"/>
        <source>A bot removed it: no Outrage</source>
        <extracomment>answer &apos;bot&apos; to &quot;Automated Outrage: can that player discard a card matching the clearing&apos;s suit?&quot;; node discard (ask); seed 001, 6.2.3</extracomment>
        <translation>Usunął go bot: bez Buntu</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="34"/>
        <source>The player discards a card matching the clearing&apos;s suit.</source>
        <extracomment>node discarded (do); seed 001, 6.2.3</extracomment>
        <translation>Gracz odrzuca kartę o symbolu odpowiadającym symbolowi polany.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="38"/>
        <source>The bot scores %n VP (this is not Poor Manual Dexterity: no card is given). VP now: {vp}.</source>
        <extracomment>node scores (do); seed 001, 6.2.3</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Zwycięstwa (nie uruchamia to Marnych Zdolności Manualnych: nikt nie oddaje karty). PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Zwycięstwa (nie uruchamia to Marnych Zdolności Manualnych: nikt nie oddaje karty). PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Zwycięstwa (nie uruchamia to Marnych Zdolności Manualnych: nikt nie oddaje karty). PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/pick_random</name>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="1"/>
        <source>Pick at random</source>
        <extracomment>chart title</extracomment>
        <translation>Losowy wybór</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="4"/>
        <source>Where the rules pick a clearing or a forest at random, number the candidates in any order before the roll; the die picks one of them.</source>
        <extracomment>chart note</extracomment>
        <translation>Gdy zasady każą losowo wybrać polanę lub las, przed rzutem ponumeruj możliwe wybory w dowolnej kolejności; kość wskaże jeden z nich.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>How many are there to pick from?</source>
        <extracomment>node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Z ilu możliwości wybierać?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Only one</source>
        <extracomment>answer &apos;1&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Tylko jedna</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Two</source>
        <extracomment>answer &apos;2&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Dwie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Three</source>
        <extracomment>answer &apos;3&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Trzy</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Four</source>
        <extracomment>answer &apos;4&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Cztery</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Five</source>
        <extracomment>answer &apos;5&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Pięć</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Six</source>
        <extracomment>answer &apos;6&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Sześć</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="17"/>
        <source>Only one: no roll.</source>
        <extracomment>node one (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Tylko jedna możliwość: bez rzutu.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="17"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Only one: no roll.&apos;; node one (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="18"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="26"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="56"/>
        <source>Roll to pick {what} at random among the %n.</source>
        <extracomment>node pick2 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>node pick3 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>node pick4 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>node pick5 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>node pick6 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>
            <numerusform>Rzuć kością, by losowo wybrać {what} spośród %n możliwości.</numerusform>
            <numerusform>Rzuć kością, by losowo wybrać {what} spośród %n możliwości.</numerusform>
            <numerusform>Rzuć kością, by losowo wybrać {what} spośród %n możliwości.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="18"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="26"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="56"/>
        <source>1</source>
        <extracomment>answer &apos;1&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick2 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;1&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick3 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;1&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick4 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;1&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick5 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;1&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick6 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="18"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="26"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="56"/>
        <source>2</source>
        <extracomment>answer &apos;2&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick2 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;2&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick3 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;2&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick4 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;2&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick5 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;2&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick6 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="26"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="56"/>
        <source>3</source>
        <extracomment>answer &apos;3&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick3 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;3&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick4 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;3&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick5 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;3&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick6 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="56"/>
        <source>4</source>
        <extracomment>answer &apos;4&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick4 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;4&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick5 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;4&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick6 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="56"/>
        <source>5</source>
        <extracomment>answer &apos;5&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick5 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <extracomment>answer &apos;5&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick6 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="56"/>
        <source>6</source>
        <extracomment>answer &apos;6&apos; to &apos;Roll to pick {what} at random among the %n.&apos;; node pick6 (roll); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>6</translation>
    </message>
</context>
<context>
    <name>root_clockwork/removed_vp</name>
    <message>
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="1"/>
        <source>Pieces removed: VP</source>
        <extracomment>chart title</extracomment>
        <translation>Usunięte komponenty: Punkty Zwycięstwa</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="4"/>
        <source>A bot scores for the enemy buildings and tokens it removes, as in the Law of Root.</source>
        <extracomment>chart note</extracomment>
        <translation>Bot otrzymuje Punkty Zwycięstwa za usunięte budynki i żetony przeciwników, jak w Księdze Praw.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="6"/>
        <source>How many enemy buildings and tokens did the bot remove?</source>
        <extracomment>node removed (number); seed 001, 1.2</extracomment>
        <translation>Ile budynków i żetonów przeciwników usunął bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="6"/>
        <source>how many enemy buildings and tokens the bot removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node removed (number); seed 001, 1.2</extracomment>
        <translation>ile budynków i żetonów przeciwników usunął bot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="14"/>
        <source>Did it remove any?</source>
        <extracomment>node any (check); seed 001, 1.2</extracomment>
        <translation>Czy usunął choć jeden?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="20"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="225"/>
        <source>The bot scores %n VP for them. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 1.2</extracomment>
        <extracomment>variant &apos;war_tax&apos;: node score (do); source: none given</extracomment>
        <translation>
            <numerusform>Bot otrzymuje za nie %n Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje za nie %n Punkty Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje za nie %n Punktów Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Is this bot the Electric Eyrie?</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Czy ten bot to Elektryczne Dynastie?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Is this bot the Electric Eyrie?&apos;; variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Is this bot the Electric Eyrie?&apos;; variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Is this bot the Electric Eyrie?&apos;; variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Is this bot the Electric Eyrie?&apos;; variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="228"/>
        <source>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the other bots lose theirs in the next step.</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Podatek Wojenny: każdy przeciwnik traci %n Punkt Zwycięstwa za każdy swój budynek lub żeton, który bot właśnie usunął. Gracze odejmują swoje punkty teraz; pozostałe boty tracą swoje w następnym kroku.</numerusform>
            <numerusform>Podatek Wojenny: każdy przeciwnik traci %n Punkty Zwycięstwa za każdy swój budynek lub żeton, który bot właśnie usunął. Gracze odejmują swoje punkty teraz; pozostałe boty tracą swoje w następnym kroku.</numerusform>
            <numerusform>Podatek Wojenny: każdy przeciwnik traci %n Punktów Zwycięstwa za każdy swój budynek lub żeton, który bot właśnie usunął. Gracze odejmują swoje punkty teraz; pozostałe boty tracą swoje w następnym kroku.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="229"/>
        <source>Is another bot in the game?</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax_bots (check); source: none given</extracomment>
        <translation>Czy w grze jest inny bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="230"/>
        <source>War Tax: were some of them another bot&apos;s? Pick each such bot in turn, then “No other bot”.</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax_bot (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Podatek Wojenny: czy część z nich należała do innego bota? Wybierz po kolei każdego takiego bota, potem „Żaden inny bot”.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="230"/>
        <source>No other bot</source>
        <extracomment>answer &apos;none&apos; to &quot;War Tax: were some of them another bot&apos;s? Pick each such bot in turn, then “No other bot”.&quot;; variant &apos;war_tax&apos;: node war_tax_bot (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Żaden inny bot</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="231"/>
        <source>How many of them were {bot}&apos;s? {bot} loses %n VP for each.</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax_n (number); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>{bot}: ile z nich należało do tego bota? Straci on %n Punkt Zwycięstwa za każdy z nich.</numerusform>
            <numerusform>{bot}: ile z nich należało do tego bota? Straci on %n Punkty Zwycięstwa za każdy z nich.</numerusform>
            <numerusform>{bot}: ile z nich należało do tego bota? Straci on %n Punktów Zwycięstwa za każdy z nich.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="231"/>
        <source>how many of those buildings and tokens were that bot&apos;s</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: variant &apos;war_tax&apos;: node war_tax_n (number); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>ile z usuniętych budynków i żetonów należało do tego bota</translation>
    </message>
</context>
<context>
    <name>root_clockwork/setup</name>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="1"/>
        <source>Setup with bots</source>
        <extracomment>chart title</extracomment>
        <translation>Przygotowanie gry z botami</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="5"/>
        <source>Is the bot already set up?</source>
        <extracomment>node again (check); seed 001, 3 (reconstructed)</extracomment>
        <translation>Czy bot jest już przygotowany?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="5"/>
        <source>A bot is set up once: setting it up twice would count its pieces twice.</source>
        <extracomment>note of node again (check); seed 001, 3 (reconstructed)</extracomment>
        <translation>Bota przygotowuje się raz: dwukrotne przygotowanie policzyłoby jego komponenty dwa razy.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="13"/>
        <source>This bot is already set up. Set it up again from the start? Its mat goes back to a new bot&apos;s.</source>
        <extracomment>node redo (ask); seed 001, 3 (reconstructed)</extracomment>
        <translation>Ten bot jest już przygotowany. Przygotować go od początku? Jego panel wróci do stanu nowego bota.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="18"/>
        <source>The bot&apos;s mat is back to a new bot&apos;s. Set its pieces up again.</source>
        <extracomment>node reset (do); seed 001, 3 (reconstructed)</extracomment>
        <translation>Panel bota wrócił do stanu nowego bota. Rozstaw jego komponenty od nowa.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="24"/>
        <source>Were traits of another bot chosen?</source>
        <extracomment>node traits (check); seed 001, 3.3.2</extracomment>
        <translation>Czy wybrano Programy innego bota?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="30"/>
        <source>These traits belong to other bots and change nothing for this one: {names}.</source>
        <extracomment>node traits_note (check); seed 001, 3.3.2</extracomment>
        <translation>Te Programy należą do innych botów i nic nie zmieniają dla tego bota: {names}.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="30"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;These traits belong to other bots and change nothing for this one: {names}.&apos;; node traits_note (check); seed 001, 3.3.2</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="37"/>
        <source>Place the priority markers on the clearings as the priority chart of your map shows ({high} is the highest priority, {low} the lowest).</source>
        <extracomment>node priority (do); seed 001, 3.1</extracomment>
        <translation>Umieść znaczniki Priorytetów na polanach tak, jak pokazuje diagram Priorytetów Polan dla wybranej Mapy ({high} to najwyższy Priorytet, {low} najniższy).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="43"/>
        <source>Starting hands: with one or two players, remove the %n dominance cards from the shared deck (spy cards stay). Bots draw no cards.</source>
        <extracomment>node hands (do); seed 001, 3.4</extracomment>
        <translation>
            <numerusform>Dobranie Startowej Ręki: przy rozgrywce dla jednego lub dwóch graczy usuń ze wspólnej talii %n kartę Dominacji (nie dotyczy kart Szpiegów). Boty nie dobierają kart.</numerusform>
            <numerusform>Dobranie Startowej Ręki: przy rozgrywce dla jednego lub dwóch graczy usuń ze wspólnej talii %n karty Dominacji (nie dotyczy kart Szpiegów). Boty nie dobierają kart.</numerusform>
            <numerusform>Dobranie Startowej Ręki: przy rozgrywce dla jednego lub dwóch graczy usuń ze wspólnej talii %n kart Dominacji (nie dotyczy kart Szpiegów). Boty nie dobierają kart.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="50"/>
        <source>Fully cooperative play?</source>
        <extracomment>node coop (check); seed 001, 3.5</extracomment>
        <translation>Czy to W Pełni Kooperacyjna Rozgrywka?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="56"/>
        <source>Fully cooperative play: remove the %n dominance cards from the shared deck whatever the number of players.</source>
        <extracomment>node coop_cards (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>W Pełni Kooperacyjna Rozgrywka: usuń ze wspólnej talii %n kartę Dominacji bez względu na liczbę graczy.</numerusform>
            <numerusform>W Pełni Kooperacyjna Rozgrywka: usuń ze wspólnej talii %n karty Dominacji bez względu na liczbę graczy.</numerusform>
            <numerusform>W Pełni Kooperacyjna Rozgrywka: usuń ze wspólnej talii %n kart Dominacji bez względu na liczbę graczy.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Which bot is being set up?</source>
        <extracomment>node faction (check); seed 001, 3</extracomment>
        <translation>Który bot jest przygotowywany?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot is being set up?&apos;; node faction (check); seed 001, 3</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot is being set up?&apos;; node faction (check); seed 001, 3</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot is being set up?&apos;; node faction (check); seed 001, 3</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot is being set up?&apos;; node faction (check); seed 001, 3</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
</context>
<context>
    <name>root_clockwork/spread</name>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="1"/>
        <source>Spread Sympathy</source>
        <extracomment>chart title</extracomment>
        <translation>Zdobywanie Sympatyków</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="5"/>
        <source>Is the Sympathy track empty?</source>
        <extracomment>node track (check); seed 001, 6.5.1.II</extracomment>
        <translation>Czy tor Sympatyków jest pusty?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="11"/>
        <source>Spread Sympathy: place a sympathy token in the unsympathetic {clearing} with the fewest enemy warriors that is adjacent to a sympathetic clearing (tie: highest priority). If there is no such clearing, place it in the clearing with the fewest enemy pieces. Could it be placed?</source>
        <extracomment>node place (ask); seed 001, 6.5.1</extracomment>
        <translation>Zdobywanie Sympatyków: umieść żeton Sympatyków na {clearing} bez Sympatyków z najmniejszą liczbą wojowników przeciwników, która sąsiaduje z polaną z Sympatykami (remis: najwyższy Priorytet). Jeżeli nie ma takiej polany, umieść żeton na polanie z najmniejszą liczbą komponentów przeciwników. Czy udało się go umieścić?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="11"/>
        <source>Only one sympathy token per clearing (6.2.1). Target Legality (2.3): a clearing where the token may not go (the keep&apos;s, for example) is passed over for the next one.</source>
        <extracomment>note of node place (ask); seed 001, 6.5.1</extracomment>
        <translation>Na każdej polanie może znajdować się tylko jeden żeton Sympatyków (6.2.1). Zasady Selekcji (2.3): polanę, na której nie można umieścić żetonu (np. polanę z Twierdzą), pomija się na rzecz następnej.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="17"/>
        <source>Sympathy token placed.</source>
        <extracomment>node placed (check); seed 001, 6.5.1</extracomment>
        <translation>Żeton Sympatyków umieszczony.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="17"/>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="25"/>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="26"/>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="33"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Sympathy token placed.&apos;; node placed (check); seed 001, 6.5.1</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Martial Law holds in that clearing.&apos;; node martial_yes (check); seed 001, 6.2.5</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;No Martial Law in that clearing.&apos;; node martial_no (check); seed 001, 6.2.5</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Score the Sympathy track.&apos;; node which_track (check); seed 001, 6.5.1</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="18"/>
        <source>Martial Law: does a single enemy have %n or more warriors in that clearing?</source>
        <extracomment>node martial (ask); seed 001, 6.2.5</extracomment>
        <translation>
            <numerusform>Prawo Wojny: czy na tej polanie jest co najmniej %n wojownik tego samego przeciwnika?</numerusform>
            <numerusform>Prawo Wojny: czy na tej polanie jest co najmniej %n wojowników tego samego przeciwnika?</numerusform>
            <numerusform>Prawo Wojny: czy na tej polanie jest co najmniej %n wojowników tego samego przeciwnika?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="25"/>
        <source>Martial Law holds in that clearing.</source>
        <extracomment>node martial_yes (check); seed 001, 6.2.5</extracomment>
        <translation>Na tej polanie obowiązuje Prawo Wojny.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="26"/>
        <source>No Martial Law in that clearing.</source>
        <extracomment>node martial_no (check); seed 001, 6.2.5</extracomment>
        <translation>Na tej polanie nie obowiązuje Prawo Wojny.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="27"/>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="66"/>
        <source>Does this spread score nothing?</source>
        <extracomment>node scored (check); seed 001, 6.5.1</extracomment>
        <extracomment>node five_scores (check); seed 001, 6.5.1.II</extracomment>
        <translation>Czy to Zdobywanie Sympatyków nie daje Punktów Zwycięstwa?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="33"/>
        <source>Score the Sympathy track.</source>
        <extracomment>node which_track (check); seed 001, 6.5.1</extracomment>
        <translation>Punktacja toru Sympatyków.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="37"/>
        <source>Does Martial Law hold in that clearing?</source>
        <extracomment>node score_martial (check); seed 001, 6.2.5</extracomment>
        <translation>Czy na tej polanie obowiązuje Prawo Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="39"/>
        <source>Does the space just uncovered on the Sympathy track show any VP?</source>
        <extracomment>node score_any (check); seed 001, 6.5.1</extracomment>
        <translation>Czy nowo odkryte pole toru Sympatyków daje Punkty Zwycięstwa?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="45"/>
        <source>The bot scores no VP, as the space just uncovered on the {track} shows none. VP now: {vp}.</source>
        <extracomment>node score_none (do); seed 001, 6.5.1</extracomment>
        <translation>Bot nie otrzymuje Punktów Zwycięstwa, bo na nowo odkrytym polu {track} ich nie ma. PZ teraz: {vp}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="50"/>
        <source>The bot scores %n VP, shown on the space just uncovered on the {track}. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 6.5.1</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Zwycięstwa widniejący na nowo odkrytym polu {track}. PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Zwycięstwa widniejące na nowo odkrytym polu {track}. PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Zwycięstwa widniejących na nowo odkrytym polu {track}. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="57"/>
        <source>Martial Law: the bot scores %n VP, one less than the space just uncovered on the {track} shows (never below zero). VP now: {vp}.</source>
        <extracomment>node score_less (do); seed 001, 6.2.5</extracomment>
        <translation>
            <numerusform>Prawo Wojny: bot otrzymuje %n Punkt Zwycięstwa — o jeden mniej, niż widnieje na nowo odkrytym polu {track} (nigdy poniżej zera). PZ teraz: {vp}.</numerusform>
            <numerusform>Prawo Wojny: bot otrzymuje %n Punkty Zwycięstwa — o jeden mniej, niż widnieje na nowo odkrytym polu {track} (nigdy poniżej zera). PZ teraz: {vp}.</numerusform>
            <numerusform>Prawo Wojny: bot otrzymuje %n Punktów Zwycięstwa — o jeden mniej, niż widnieje na nowo odkrytym polu {track} (nigdy poniżej zera). PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="73"/>
        <source>The bot cannot spread sympathy. This spread scores nothing, so it does not score the %n VP either.</source>
        <extracomment>node nothing (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Bot nie może zdobyć Sympatyków. To Zdobywanie Sympatyków nie daje Punktów Zwycięstwa, więc bot nie otrzymuje też %n Punktu Zwycięstwa.</numerusform>
            <numerusform>Bot nie może zdobyć Sympatyków. To Zdobywanie Sympatyków nie daje Punktów Zwycięstwa, więc bot nie otrzymuje też %n Punktów Zwycięstwa.</numerusform>
            <numerusform>Bot nie może zdobyć Sympatyków. To Zdobywanie Sympatyków nie daje Punktów Zwycięstwa, więc bot nie otrzymuje też %n Punktów Zwycięstwa.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="73"/>
        <source>Wildfire&apos;s extra spread scores nothing; the 5 VP for a spread that cannot place a token are that spread&apos;s score, so they are not scored either.</source>
        <extracomment>note of node nothing (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Dodatkowe Zdobywanie Sympatyków z Pożogi nie daje Punktów Zwycięstwa; 5 PZ, które bot otrzymuje, gdy nie może umieścić żetonu Sympatyków, to punkty tego Zdobywania, więc ich też nie otrzymuje.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="82"/>
        <source>The bot cannot spread sympathy: it scores %n VP instead. VP now: {vp}.</source>
        <extracomment>node five (do); seed 001, 6.5.1.II</extracomment>
        <translation>
            <numerusform>Bot nie może rozmieścić żetonu Sympatyków: zamiast tego otrzymuje %n Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Bot nie może rozmieścić żetonu Sympatyków: zamiast tego otrzymuje %n Punkty Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Bot nie może rozmieścić żetonu Sympatyków: zamiast tego otrzymuje %n Punktów Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/take_hits</name>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="1"/>
        <source>The bot is attacked or takes hits</source>
        <extracomment>chart title</extracomment>
        <translation>Bot jest atakowany lub otrzymuje obrażenia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <source>Which bot is it?</source>
        <extracomment>node faction (check); seed 001, 1.2.1</extracomment>
        <translation>Który to bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot is it?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;marquise&apos; to &apos;Is this bot the Mechanical Marquise 2.0?&apos;; variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Mechaniczny Markiz 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot is it?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;eyrie&apos; to &apos;Is this bot the Mechanical Marquise 2.0?&apos;; variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Elektryczne Dynastie</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot is it?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;alliance&apos; to &apos;Is this bot the Mechanical Marquise 2.0?&apos;; variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Samoczynny Sojusz</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot is it?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;vagabot&apos; to &apos;Is this bot the Mechanical Marquise 2.0?&apos;; variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Włóczęgobot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="14"/>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="24"/>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="29"/>
        <source>Taking hits: the bot first removes all its tokens in the clearing, then its buildings; if it could remove buildings of several types, pick them at random.</source>
        <extracomment>node mq_hits (do); seed 001, 1.2.1</extracomment>
        <extracomment>node al_hits (do); seed 001, 1.2.1</extracomment>
        <extracomment>node hits (do); seed 001, 1.2.1</extracomment>
        <translation>Otrzymywanie Obrażeń: zanim bot usunie z polany którykolwiek ze swoich budynków, najpierw usuwa z niej wszystkie swoje żetony; jeżeli ma tam kilka typów budynków, które może usunąć, budynki do usunięcia wybierz losowo.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="19"/>
        <source>Automated Ambush: as defender in a battle with at least one Alliance warrior, the bot deals an extra hit.</source>
        <extracomment>node al_ambush (do); seed 001, 6.2.2</extracomment>
        <translation>Samoczynna Zasadzka: jako obrońca w walce, w której bierze udział co najmniej jeden wojownik Sojuszu, bot zadaje jedno dodatkowe obrażenie.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="34"/>
        <source>As defender a bot scores for the enemy buildings and tokens it removes, never for warriors.</source>
        <extracomment>note of node defender_vp (call); seed 001, 7.5.4</extracomment>
        <translation>Jako obrońca bot otrzymuje Punkty Zwycięstwa tylko za usunięte budynki i żetony przeciwników, nie za usuniętych wojowników.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="41"/>
        <source>The losses are on the mat.</source>
        <extracomment>node after (check); seed 001, 1.2.1</extracomment>
        <translation>Straty zapisano w panelu bota.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="41"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The losses are on the mat.&apos;; node after (check); seed 001, 1.2.1</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="178"/>
        <source>Fortified: each of the bot&apos;s buildings needs %n hits to be removed; a single hit on a building does nothing. Otherwise the bot first removes all its tokens in the clearing, then its buildings, picking at random among building types.</source>
        <extracomment>variant &apos;fortified&apos;: node mq_hits (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Fortyfikacje: by usunąć budynek bota, potrzeba %n obrażenia; pojedyncze obrażenie zadane budynkowi nic nie daje. Poza tym bot najpierw usuwa wszystkie swoje żetony z polany, potem budynki, losowo wybierając spośród typów budynków.</numerusform>
            <numerusform>Fortyfikacje: by usunąć budynek bota, potrzeba %n obrażeń; pojedyncze obrażenie zadane budynkowi nic nie daje. Poza tym bot najpierw usuwa wszystkie swoje żetony z polany, potem budynki, losowo wybierając spośród typów budynków.</numerusform>
            <numerusform>Fortyfikacje: by usunąć budynek bota, potrzeba %n obrażeń; pojedyncze obrażenie zadane budynkowi nic nie daje. Poza tym bot najpierw usuwa wszystkie swoje żetony z polany, potem budynki, losowo wybierając spośród typów budynków.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Is this bot the Mechanical Marquise 2.0?</source>
        <extracomment>variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Czy ten bot to Mechaniczny Markiz 2.0?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="185"/>
        <source>Did the bot lose %n or more warriors as defender?</source>
        <extracomment>variant &apos;hospitals&apos;: node hospitals_lost (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Czy bot jako obrońca stracił co najmniej %n wojownika?</numerusform>
            <numerusform>Czy bot jako obrońca stracił co najmniej %n wojowników?</numerusform>
            <numerusform>Czy bot jako obrońca stracił co najmniej %n wojowników?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="186"/>
        <source>Hospitals: place %n warriors in the keep&apos;s clearing. Supply now: {supply}.</source>
        <extracomment>variant &apos;hospitals&apos;: node hospitals (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Szpitale: umieść %n wojownika na polanie z Twierdzą. Pula teraz: {supply}.</numerusform>
            <numerusform>Szpitale: umieść %n wojowników na polanie z Twierdzą. Pula teraz: {supply}.</numerusform>
            <numerusform>Szpitale: umieść %n wojowników na polanie z Twierdzą. Pula teraz: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="237"/>
        <source>Automated Ambush: as defender in a battle with at least one Alliance warrior, the bot deals an extra hit. Informants: it does so also where it defends only sympathy tokens.</source>
        <extracomment>variant &apos;informants&apos;: node al_ambush (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Samoczynna Zasadzka: jako obrońca w walce, w której bierze udział co najmniej jeden wojownik Sojuszu, bot zadaje jedno dodatkowe obrażenie. Informatorzy: także wtedy, gdy broni tylko żetonów Sympatyków.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="249"/>
        <source>Veterans: as defender the bot takes the higher roll and the attacker the lower. Taking hits: the bot first removes all its tokens in the clearing, then its buildings; if it could remove buildings of several types, pick them at random.</source>
        <extracomment>variant &apos;veterans&apos;: node al_hits (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Weterani: jako obrońca bot bierze wyższy wynik rzutu, a atakujący niższy. Otrzymywanie Obrażeń: zanim bot usunie z polany którykolwiek ze swoich budynków, najpierw usuwa z niej wszystkie swoje żetony; jeżeli ma tam kilka typów budynków, które może usunąć, budynki do usunięcia wybierz losowo.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/track_score</name>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="1"/>
        <source>Read a scoring track</source>
        <extracomment>chart title</extracomment>
        <translation>Odczyt toru punktacji</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="5"/>
        <source>Read the VP printed on each space of the faction board&apos;s track the first time the bot scores that space; it is kept on the mat (where it can be corrected).</source>
        <extracomment>chart note</extracomment>
        <translation>Odczytaj Punkty Zwycięstwa wydrukowane na polu toru planszy Frakcji, gdy bot po raz pierwszy otrzymuje za nie punkty; liczba zostaje zapisana w panelu bota (można ją tam poprawić).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="7"/>
        <source>Is the VP of the space to score already on the mat?</source>
        <extracomment>node next (check); seed 001, 4.6.1</extracomment>
        <translation>Czy liczba PZ na polu, za które bot otrzymuje punkty, jest już zapisana w panelu bota?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="7"/>
        <source>Yes</source>
        <extracomment>answer &apos;known&apos; to &apos;Is the VP of the space to score already on the mat?&apos;; node next (check); seed 001, 4.6.1</extracomment>
        <translation>Tak</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="7"/>
        <source>No: read it</source>
        <extracomment>answer &apos;ask&apos; to &apos;Is the VP of the space to score already on the mat?&apos;; node next (check); seed 001, 4.6.1</extracomment>
        <translation>Nie: odczytaj ją</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="13"/>
        <source>Read the VP printed on space {space} (from the left) of the bot&apos;s {track}.</source>
        <extracomment>node read (number); seed 001, 4.6.1</extracomment>
        <translation>Odczytaj PZ wydrukowane na polu nr {space} (licząc od lewej) {track} na planszy Frakcji bota.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="13"/>
        <source>the VP printed on that space</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node read (number); seed 001, 4.6.1</extracomment>
        <translation>ile PZ wydrukowano na tym polu</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_setup</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="1"/>
        <source>Vagabot: setup</source>
        <extracomment>chart title</extracomment>
        <translation>Włóczęgobot: przygotowanie Frakcji</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="5"/>
        <source>Put the bot&apos;s character card on the Character space of its faction board (the Vagabot&apos;s own cards, not the Vagabond&apos;s).</source>
        <extracomment>node character (do); seed 001, 7.3.1</extracomment>
        <translation>Umieść kartę Postaci bota na polu „Karta Postaci” jego planszy Frakcji (te karty Postaci są inne niż u Włóczęgi).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="10"/>
        <source>Is one forest adjacent to more clearings than any other forest?</source>
        <extracomment>node pawn (ask); seed 001, 7.3.2</extracomment>
        <translation>Czy jeden las sąsiaduje z większą liczbą polan niż każdy inny las?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="15"/>
        <source>Place the pawn in the forest adjacent to the most clearings.</source>
        <extracomment>node pawn_one (do); seed 001, 7.3.2</extracomment>
        <translation>Umieść pionka w lesie sąsiadującym z największą liczbą polan.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="20"/>
        <source>How many forests are tied for the most adjacent clearings ({min} to {max})? Number them from {first} in any order; a die picks one of them.</source>
        <extracomment>node pawn_tied (number); seed 001, 7.3.2</extracomment>
        <translation>Ile lasów remisuje pod względem największej liczby sąsiednich polan (od {min} do {max})? Ponumeruj je od {first} w dowolnej kolejności; kość wybierze jeden z nich.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="20"/>
        <source>how many forests are tied for the most adjacent clearings</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node pawn_tied (number); seed 001, 7.3.2</extracomment>
        <translation>ile lasów remisuje pod względem liczby sąsiednich polan</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="32"/>
        <source>Place the pawn in the tied forest you numbered {picked}.</source>
        <extracomment>node pawn_random (do); seed 001, 7.3.2</extracomment>
        <translation>Umieść pionka w remisującym lesie, któremu nadano numer {picked}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="38"/>
        <source>Shuffle the quest deck, draw %n quest and put it face up beside the faction board. Only the Vagabot can complete it.</source>
        <extracomment>node quest (do); seed 001, 7.3.3</extracomment>
        <translation>
            <numerusform>Potasuj talię Misji, dobierz z niej %n Misję i umieść ją odkrytą obok planszy Frakcji. Tylko Włóczęgobot może ją wykonać.</numerusform>
            <numerusform>Potasuj talię Misji, dobierz z niej %n Misje i umieść je odkryte obok planszy Frakcji. Tylko Włóczęgobot może je wykonać.</numerusform>
            <numerusform>Potasuj talię Misji, dobierz z niej %n Misji i umieść je odkryte obok planszy Frakcji. Tylko Włóczęgobot może je wykonać.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="45"/>
        <source>Put %n random item marked R under each ruins token.</source>
        <extracomment>node ruins (do); seed 001, 7.3.4</extracomment>
        <translation>
            <numerusform>Pod każdym żetonem Ruin umieść %n losowy przedmiot oznaczony literą R.</numerusform>
            <numerusform>Pod każdym żetonem Ruin umieść %n losowe przedmioty oznaczone literą R.</numerusform>
            <numerusform>Pod każdym żetonem Ruin umieść %n losowych przedmiotów oznaczonych literą R.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="52"/>
        <source>Is the character the Tinker?</source>
        <extracomment>node tinker (check); seed 001, 7.7.2</extracomment>
        <translation>Czy Postać to Majsterkowicz?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="59"/>
        <source>Take any %n items marked S and put them face up in the Satchel.</source>
        <extracomment>node items (do); seed 001, 7.3.5</extracomment>
        <translation>
            <numerusform>Weź dowolny %n przedmiot oznaczony literą S i umieść go odkryty w Plecaku.</numerusform>
            <numerusform>Weź dowolne %n przedmioty oznaczone literą S i umieść je odkryte w Plecaku.</numerusform>
            <numerusform>Weź dowolne %n przedmiotów oznaczonych literą S i umieść je odkryte w Plecaku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="67"/>
        <source>Take any %n items marked S and put them face up in the Satchel (the Tinker starts with one fewer).</source>
        <extracomment>node items_tinker (do); seed 001, 7.3.5</extracomment>
        <translation>
            <numerusform>Weź dowolny %n przedmiot oznaczony literą S i umieść go odkryty w Plecaku (Majsterkowicz rozpoczyna grę z jednym przedmiotem mniej).</numerusform>
            <numerusform>Weź dowolne %n przedmioty oznaczone literą S i umieść je odkryte w Plecaku (Majsterkowicz rozpoczyna grę z jednym przedmiotem mniej).</numerusform>
            <numerusform>Weź dowolne %n przedmiotów oznaczonych literą S i umieść je odkryte w Plecaku (Majsterkowicz rozpoczyna grę z jednym przedmiotem mniej).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_turn</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="1"/>
        <source>Vagabot: turn</source>
        <extracomment>chart title</extracomment>
        <translation>Włóczęgobot: tura</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="4"/>
        <source>Nimble (7.2.2): the Vagabot moves no matter who has rule of the clearings. Lone Wanderer (7.2.1): its pawn is not a warrior, never makes a clearing ruled and is never removed from the map.</source>
        <extracomment>chart note</extracomment>
        <translation>Zwinny (7.2.2): Włóczęgobot porusza się pomiędzy polanami bez względu na to, które Frakcje kontrolują początkową i docelową polanę. Samotny Wędrowiec (7.2.1): pionek Włóczęgobota nie jest wojownikiem (nie może kontrolować polan ani powstrzymać innego gracza przed kontrolą polan) i nie może zostać usunięty z Mapy.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="6"/>
        <source>Birdsong: reveal and craft the order card.</source>
        <extracomment>node birdsong (call); seed 001, 7.4</extracomment>
        <translation>Świt: ujawnij kartę Nakazu i przekuj ją.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="12"/>
        <source>Slip: does the Vagabot have {n} or fewer undamaged items?</source>
        <extracomment>node slip (check); seed 001, 7.4.3</extracomment>
        <translation>Zakradanie się: czy Włóczęgobot ma {n} lub mniej nieuszkodzonych przedmiotów?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="19"/>
        <source>Slip: move the pawn into any adjacent forest. Skip Daylight.</source>
        <extracomment>node slip_do (do); seed 001, 7.4.3</extracomment>
        <translation>Zakradanie się: przemieść pionka do dowolnego sąsiadującego lasu. Pomiń Dzień.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Daylight: the order card sets the actions and their order.</source>
        <extracomment>node daylight (check); seed 001, 7.5</extracomment>
        <translation>Dzień: karta Nakazu wyznacza akcje i ich kolejność.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Bird: Explore, Quest, Aid, Battle. Fox: Explore, Battle, Special. Rabbit: Battle, Repair, Special. Mouse: Quest, Aid, Battle, Repair. Daylight ends once every item is exhausted.</source>
        <extracomment>note of node daylight (check); seed 001, 7.5</extracomment>
        <translation>Ptasia karta: Eksploracja, Misja, Pomoc, Walka. Lisia karta: Eksploracja, Walka, Specjalność. Królicza karta: Walka, Naprawa, Specjalność. Mysia karta: Misja, Pomoc, Walka, Naprawa. Dzień kończy się, gdy bot wyczerpie wszystkie przedmioty.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Daylight: the order card sets the actions and their order.&apos;; node daylight (check); seed 001, 7.5</extracomment>
        <translation>Lisia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Daylight: the order card sets the actions and their order.&apos;; node daylight (check); seed 001, 7.5</extracomment>
        <translation>Królicza</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Daylight: the order card sets the actions and their order.&apos;; node daylight (check); seed 001, 7.5</extracomment>
        <translation>Mysia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Bird</source>
        <extracomment>answer &apos;bird&apos; to &apos;Daylight: the order card sets the actions and their order.&apos;; node daylight (check); seed 001, 7.5</extracomment>
        <translation>Ptasia</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="43"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="51"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="59"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="67"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="75"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="83"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="91"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="99"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="107"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="115"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="123"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="131"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="139"/>
        <source>Does the Vagabot have an unexhausted item for its next action?</source>
        <extracomment>node bird_1 (check); seed 001, 7.5</extracomment>
        <extracomment>node bird_2 (check); seed 001, 7.5</extracomment>
        <extracomment>node bird_3 (check); seed 001, 7.5</extracomment>
        <extracomment>node bird_4 (check); seed 001, 7.5</extracomment>
        <extracomment>node fox_1 (check); seed 001, 7.5</extracomment>
        <extracomment>node fox_2 (check); seed 001, 7.5</extracomment>
        <extracomment>node fox_3 (check); seed 001, 7.5</extracomment>
        <extracomment>node rabbit_1 (check); seed 001, 7.5</extracomment>
        <extracomment>node rabbit_2 (check); seed 001, 7.5</extracomment>
        <extracomment>node rabbit_3 (check); seed 001, 7.5</extracomment>
        <extracomment>node mouse_1 (check); seed 001, 7.5</extracomment>
        <extracomment>node mouse_2 (check); seed 001, 7.5</extracomment>
        <extracomment>node mouse_3 (check); seed 001, 7.5</extracomment>
        <extracomment>node mouse_4 (check); seed 001, 7.5</extracomment>
        <translation>Czy Włóczęgobot ma niewyczerpany przedmiot na następną akcję?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="147"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="266"/>
        <source>Daylight ends.</source>
        <extracomment>node daylight_end (check); seed 001, 7.5</extracomment>
        <extracomment>variant &apos;adventurer&apos;: node daylight_end (check); source: none given</extracomment>
        <translation>Dzień się kończy.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="147"/>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="189"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="160"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="266"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Daylight ends.&apos;; node daylight_end (check); seed 001, 7.5</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening ends.&apos;; node evening_end (check); seed 001, 7.6</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Evening ends.&apos;; variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Daylight ends.&apos;; variant &apos;adventurer&apos;: node daylight_end (check); source: none given</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="148"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="99"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="122"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="145"/>
        <source>Evening, Refresh: turn %n exhausted, undamaged items face up ({why}).</source>
        <extracomment>node evening (do); seed 001, 7.6.1</extracomment>
        <extracomment>variant &apos;easy&apos;: node evening (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;challenging&apos;: node evening (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Wieczór, Regeneracja: odwróć %n wyczerpany, nieuszkodzony przedmiot odkrytą stroną do góry ({why}).</numerusform>
            <numerusform>Wieczór, Regeneracja: odwróć %n wyczerpane, nieuszkodzone przedmioty odkrytą stroną do góry ({why}).</numerusform>
            <numerusform>Wieczór, Regeneracja: odwróć %n wyczerpanych, nieuszkodzonych przedmiotów odkrytą stroną do góry ({why}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="156"/>
        <source>Repair: does the Vagabot have a damaged item?</source>
        <extracomment>node any_damaged (check); seed 001, 7.6.2</extracomment>
        <translation>Naprawa: czy Włóczęgobot ma uszkodzony przedmiot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="163"/>
        <source>Repair: is the Vagabot in a forest?</source>
        <extracomment>node forest (ask); seed 001, 7.6.2</extracomment>
        <translation>Naprawa: czy Włóczęgobot znajduje się w lesie?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="168"/>
        <source>Repair all %n damaged items.</source>
        <extracomment>node repair_all (do); seed 001, 7.6.2</extracomment>
        <translation>
            <numerusform>Naprawa: napraw wszystkie uszkodzone przedmioty Włóczęgobota (%n przedmiot).</numerusform>
            <numerusform>Naprawa: napraw wszystkie uszkodzone przedmioty Włóczęgobota (%n przedmioty).</numerusform>
            <numerusform>Naprawa: napraw wszystkie uszkodzone przedmioty Włóczęgobota (%n przedmiotów).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="176"/>
        <source>Repair %n damaged item, an unexhausted one first.</source>
        <extracomment>node repair_one (do); seed 001, 7.6.2</extracomment>
        <translation>
            <numerusform>Naprawa: napraw %n uszkodzony przedmiot, w pierwszej kolejności niewyczerpany.</numerusform>
            <numerusform>Naprawa: napraw %n uszkodzone przedmioty, w pierwszej kolejności niewyczerpane.</numerusform>
            <numerusform>Naprawa: napraw %n uszkodzonych przedmiotów, w pierwszej kolejności niewyczerpane.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="184"/>
        <source>Discard the order card.</source>
        <extracomment>node discard (do); seed 001, 7.6.3</extracomment>
        <translation>Odrzuć kartę Nakazu.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="189"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="160"/>
        <source>Evening ends.</source>
        <extracomment>node evening_end (check); seed 001, 7.6</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <translation>Wieczór się kończy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="161"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punkty Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Koszmar: na koniec Wieczoru bot otrzymuje %n Punktów Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="267"/>
        <source>Adventurer: has the Vagabot %n unexhausted items for another quest?</source>
        <extracomment>variant &apos;adventurer&apos;: node adventurer (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Poszukiwacz Przygód: czy Włóczęgobot ma %n niewyczerpany przedmiot na kolejną Misję?</numerusform>
            <numerusform>Poszukiwacz Przygód: czy Włóczęgobot ma %n niewyczerpane przedmioty na kolejną Misję?</numerusform>
            <numerusform>Poszukiwacz Przygód: czy Włóczęgobot ma %n niewyczerpanych przedmiotów na kolejną Misję?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="268"/>
        <source>Adventurer: can the Vagabot complete another quest?</source>
        <extracomment>variant &apos;adventurer&apos;: node adventurer_ask (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Poszukiwacz Przygód: czy Włóczęgobot może wykonać kolejną Misję?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="280"/>
        <source>Repair %n damaged items, unexhausted ones first (Berserker repairs one more).</source>
        <extracomment>variant &apos;berserker&apos;: node repair_one (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Naprawa: napraw %n uszkodzony przedmiot, w pierwszej kolejności niewyczerpany (Berserker naprawia o jeden więcej).</numerusform>
            <numerusform>Naprawa: napraw %n uszkodzone przedmioty, w pierwszej kolejności niewyczerpane (Berserker naprawia o jeden więcej).</numerusform>
            <numerusform>Naprawa: napraw %n uszkodzonych przedmiotów, w pierwszej kolejności niewyczerpane (Berserker naprawia o jeden więcej).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_aid</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="1"/>
        <source>Vagabot: Aid</source>
        <extracomment>chart title</extracomment>
        <translation>Włóczęgobot: Pomoc</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="5"/>
        <source>Aid: is an enemy with pieces in the Vagabot&apos;s clearing holding at least one item in its Crafted Items box?</source>
        <extracomment>node target (ask); seed 001, 7.5.3</extracomment>
        <translation>Pomoc: czy przeciwnik z komponentami na polanie Włóczęgobota ma co najmniej jeden przedmiot na polu Przekutych Przedmiotów?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="9"/>
        <source>Aid: of those, take the one with the fewest VP. How many items are in its Crafted Items box?</source>
        <extracomment>node crafted (number); seed 001, 7.5.3</extracomment>
        <translation>Pomoc: spośród nich wybierz przeciwnika z najmniejszą liczbą PZ. Ile przedmiotów ma na polu Przekutych Przedmiotów?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="9"/>
        <source>how many items are in that enemy&apos;s Crafted Items box</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node crafted (number); seed 001, 7.5.3</extracomment>
        <translation>ile przedmiotów ma ten przeciwnik na polu Przekutych Przedmiotów</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="19"/>
        <source>Has the Vagabot&apos;s mat room for one more item?</source>
        <extracomment>node room (check); seed 001, 7.5.3</extracomment>
        <translation>Czy w panelu Włóczęgobota jest miejsce na jeszcze jeden przedmiot?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="25"/>
        <source>Aid: the Vagabot&apos;s mat already counts %n items, the most it holds, so no item is left for the bot to take: it exhausts nothing and nobody draws. If that count is wrong, correct it on the mat.</source>
        <extracomment>node full (do); seed 001, 7.5.3 (reconstructed)</extracomment>
        <translation>
            <numerusform>Pomoc: w panelu Włóczęgobota jest już %n przedmiot, najwięcej, ile się w nim mieści, więc nie ma przedmiotu, który bot mógłby zabrać: nic nie wyczerpuje i nikt nie dobiera kart. Jeśli ta liczba jest błędna, popraw ją w panelu.</numerusform>
            <numerusform>Pomoc: w panelu Włóczęgobota są już %n przedmioty, najwięcej, ile się w nim mieści, więc nie ma przedmiotu, który bot mógłby zabrać: nic nie wyczerpuje i nikt nie dobiera kart. Jeśli ta liczba jest błędna, popraw ją w panelu.</numerusform>
            <numerusform>Pomoc: w panelu Włóczęgobota jest już %n przedmiotów, najwięcej, ile się w nim mieści, więc nie ma przedmiotu, który bot mógłby zabrać: nic nie wyczerpuje i nikt nie dobiera kart. Jeśli ta liczba jest błędna, popraw ją w panelu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="33"/>
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards} (a bot the Vagabot aided draws none and scores one VP instead: Poor Manual Dexterity). VP now: {vp}.</source>
        <extracomment>node aid (do); seed 001, 7.5.3</extracomment>
        <translation>
            <numerusform>Pomoc: wyczerpaj %n przedmiot i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored}. Gracz dobiera {cards} (bot, któremu pomógł Włóczęgobot, nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa: Marne Zdolności Manualne). PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj %n przedmioty i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored}. Gracz dobiera {cards} (bot, któremu pomógł Włóczęgobot, nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa: Marne Zdolności Manualne). PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj %n przedmiotów i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored}. Gracz dobiera {cards} (bot, któremu pomógł Włóczęgobot, nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa: Marne Zdolności Manualne). PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="41"/>
        <source>Is another bot in the game?</source>
        <extracomment>node bots_here (check); seed 001, 7.5.3</extracomment>
        <translation>Czy w grze jest inny bot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="46"/>
        <source>Whom did the Vagabot aid?</source>
        <extracomment>node aided (ask); seed 001, 7.5.3</extracomment>
        <translation>Komu pomógł Włóczęgobot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="46"/>
        <source>A player</source>
        <extracomment>answer &apos;player&apos; to &apos;Whom did the Vagabot aid?&apos;; node aided (ask); seed 001, 7.5.3</extracomment>
        <translation>Graczowi</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="52"/>
        <source>{bot} draws no cards and scores %n VP instead (Poor Manual Dexterity).</source>
        <extracomment>node aided_vp (do); seed 001, 7.5.3</extracomment>
        <translation>
            <numerusform>Bot {bot} nie dobiera kart, tylko otrzymuje %n Punkt Zwycięstwa (Marne Zdolności Manualne).</numerusform>
            <numerusform>Bot {bot} nie dobiera kart, tylko otrzymuje %n Punkty Zwycięstwa (Marne Zdolności Manualne).</numerusform>
            <numerusform>Bot {bot} nie dobiera kart, tylko otrzymuje %n Punktów Zwycięstwa (Marne Zdolności Manualne).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="286"/>
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored} (Helper: one more). The player draws {cards}, and as many again (Helper); if that player is a bot, it draws none and scores one VP instead. VP now: {vp}.</source>
        <extracomment>variant &apos;helper&apos;: node aid (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Pomoc: wyczerpaj %n przedmiot i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored} (Pomocnik: o jeden więcej). Gracz dobiera {cards}, a potem jeszcze tyle samo (Pomocnik); jeśli ten gracz jest botem, nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj %n przedmioty i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored} (Pomocnik: o jeden więcej). Gracz dobiera {cards}, a potem jeszcze tyle samo (Pomocnik); jeśli ten gracz jest botem, nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
            <numerusform>Pomoc: wyczerpaj %n przedmiotów i zabierz tyle samo przedmiotów z pola Przekutych Przedmiotów tego gracza do Plecaka. Bot otrzymuje {scored} (Pomocnik: o jeden więcej). Gracz dobiera {cards}, a potem jeszcze tyle samo (Pomocnik); jeśli ten gracz jest botem, nie dobiera kart, tylko otrzymuje jeden Punkt Zwycięstwa. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_battle</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="1"/>
        <source>Vagabot: Battle</source>
        <extracomment>chart title</extracomment>
        <translation>Włóczęgobot: Walka</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="5"/>
        <source>Battle: is there a clearing with pieces of the enemy that has the most VP?</source>
        <extracomment>node target (ask); seed 001, 7.5.4</extracomment>
        <translation>Walka: czy jest polana z komponentami przeciwnika, który ma najwięcej PZ?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="11"/>
        <source>Battle: how many moves does the Vagabot need to reach the nearest clearing with pieces of the enemy that has the most VP (clearing ties: that enemy&apos;s most buildings and tokens, then its fewest warriors) ({min} to {max})? It stays if it can act where it is.</source>
        <extracomment>node moves (number); seed 001, 7.5.4</extracomment>
        <translation>Walka: ile przemieszczeń (od {min} do {max}) potrzebuje Włóczęgobot, by dotrzeć na najbliższą polanę z co najmniej jednym komponentem przeciwnika, który ma najwięcej PZ (Pierwszy Remis przy Wyborze Polany Docelowej: najwięcej budynków i żetonów tego przeciwnika; Drugi Remis: najmniej jego wojowników)? Zostaje na swojej polanie, jeśli może na niej wykonać akcję.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="11"/>
        <source>Each move exhausts an item; the Vagabot takes the way that exhausts the fewest, and moves even if it then cannot pay for the action (7.5).</source>
        <extracomment>note of node moves (number); seed 001, 7.5.4</extracomment>
        <translation>Za każde przemieszczenie się Włóczęgobot wyczerpuje jeden przedmiot i robi to tak, aby wyczerpać jak najmniej przedmiotów; przemieszcza się nawet wtedy, gdy potem nie wystarczy mu niewyczerpanych przedmiotów na wykonanie akcji (7.5).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="11"/>
        <source>how many moves away the Vagabot&apos;s target clearing is</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node moves (number); seed 001, 7.5.4</extracomment>
        <translation>ile przemieszczeń dzieli Włóczęgobota od polany docelowej</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="21"/>
        <source>Must the Vagabot move?</source>
        <extracomment>node move (check); seed 001, 7.5.4</extracomment>
        <translation>Czy Włóczęgobot musi się przemieścić?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="27"/>
        <source>Has it an unexhausted item for every move?</source>
        <extracomment>node enough (check); seed 001, 7.5</extracomment>
        <translation>Czy ma niewyczerpany przedmiot na każde przemieszczenie się?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</source>
        <extracomment>node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Włóczęgobot potrzebuje %n przemieszczenia, a ma tylko {fresh}. Czy mimo to przemieszcza się przez całą drogę?</numerusform>
            <numerusform>Włóczęgobot potrzebuje %n przemieszczeń, a ma tylko {fresh}. Czy mimo to przemieszcza się przez całą drogę?</numerusform>
            <numerusform>Włóczęgobot potrzebuje %n przemieszczeń, a ma tylko {fresh}. Czy mimo to przemieszcza się przez całą drogę?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>Your rules (7.5) say each move exhausts an item and the Vagabot moves even when it then cannot pay for the action; they do not say what happens when its items run out on the way. Agree on it at the table: it cannot act this time either way.</source>
        <extracomment>note of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Zasady (7.5) mówią, że każde przemieszczenie się wyczerpuje jeden przedmiot i że Włóczęgobot przemieszcza się nawet wtedy, gdy potem nie wystarczy mu przedmiotów na akcję; nie mówią, co się dzieje, gdy przedmioty skończą się w drodze. Ustal to ze współgraczami: w obu przypadkach Włóczęgobot tym razem nie wykona akcji.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>The whole way</source>
        <extracomment>answer &apos;yes&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Przez całą drogę</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>As far as its items take it</source>
        <extracomment>answer &apos;no&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Tak daleko, jak pozwolą przedmioty</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>%n unexhausted items</source>
        <extracomment>part of the text of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n niewyczerpany przedmiot</numerusform>
            <numerusform>%n niewyczerpane przedmioty</numerusform>
            <numerusform>%n niewyczerpanych przedmiotów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="48"/>
        <source>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_part (do); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Przemieść Włóczęgobota w stronę tej polany tak daleko, jak pozwolą przedmioty, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiot; {still}.</numerusform>
            <numerusform>Przemieść Włóczęgobota w stronę tej polany tak daleko, jak pozwolą przedmioty, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmioty; {still}.</numerusform>
            <numerusform>Przemieść Włóczęgobota w stronę tej polany tak daleko, jak pozwolą przedmioty, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiotów; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="57"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Przemieść tam Włóczęgobota, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiot; {still}.</numerusform>
            <numerusform>Przemieść tam Włóczęgobota, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmioty; {still}.</numerusform>
            <numerusform>Przemieść tam Włóczęgobota, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiotów; {still}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="65"/>
        <source>Has it an unexhausted item to pay with?</source>
        <extracomment>node pay (check); seed 001, 7.5.4</extracomment>
        <translation>Czy ma niewyczerpany przedmiot, by wykonać akcję?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="71"/>
        <source>Battle: exhaust %n item and battle {defender} there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <extracomment>node fight (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>Walka: wyczerpaj %n przedmiot, aby zainicjować walkę z {defender}. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmioty, aby zainicjować walkę z {defender}. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmiotów, aby zainicjować walkę z {defender}. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="79"/>
        <source>How many enemy warriors did the Vagabot remove?</source>
        <extracomment>node warriors (number); seed 001, 7.5.4</extracomment>
        <translation>Ilu wojowników przeciwników usunął Włóczęgobot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="79"/>
        <source>how many enemy warriors the Vagabot removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node warriors (number); seed 001, 7.5.4</extracomment>
        <translation>ilu wojowników przeciwników usunął Włóczęgobot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="88"/>
        <source>Did it remove any warriors?</source>
        <extracomment>node killed_any (check); seed 001, 7.5.4</extracomment>
        <translation>Czy usunął jakichś wojowników?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="94"/>
        <source>The bot scores %n VP, one per enemy warrior it removed as attacker. VP now: {vp}.</source>
        <extracomment>node killed_vp (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Zwycięstwa, po jednym za każdego wojownika przeciwnika usuniętego jako atakujący. PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Zwycięstwa, po jednym za każdego wojownika przeciwnika usuniętego jako atakujący. PZ teraz: {vp}.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Zwycięstwa, po jednym za każdego wojownika przeciwnika usuniętego jako atakujący. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="104"/>
        <source>How many hits did the Vagabot take?</source>
        <extracomment>node hits (number); seed 001, 7.2.5</extracomment>
        <translation>Ile obrażeń otrzymał Włóczęgobot?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="104"/>
        <source>how many hits the Vagabot took</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node hits (number); seed 001, 7.2.5</extracomment>
        <translation>ile obrażeń otrzymał Włóczęgobot</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="113"/>
        <source>Did it take any hits?</source>
        <extracomment>node hit_any (check); seed 001, 7.5.4</extracomment>
        <translation>Czy otrzymał jakieś obrażenia?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="119"/>
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node damage (do); seed 001, 7.2.5</extracomment>
        <translation>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmiot, najpierw wyczerpany, a następnie niewyczerpany. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmioty, najpierw wyczerpane, a następnie niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
            <numerusform>Otrzymywanie Obrażeń: uszkodź %n przedmiotów, najpierw wyczerpane, a następnie niewyczerpane. Nieuszkodzone przedmioty teraz: {undamaged}; na torze Walki: {battle}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="131"/>
        <source>Has it %n unexhausted items left to battle again?</source>
        <extracomment>node again (check); seed 001, 7.5.4 (reconstructed)</extracomment>
        <translation>
            <numerusform>Czy ma jeszcze %n niewyczerpany przedmiot, by ponownie zainicjować walkę?</numerusform>
            <numerusform>Czy ma jeszcze %n niewyczerpane przedmioty, by ponownie zainicjować walkę?</numerusform>
            <numerusform>Czy ma jeszcze %n niewyczerpanych przedmiotów, by ponownie zainicjować walkę?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="131"/>
        <source>Your rules make each further battle cost two items until all are exhausted, and do not say what a single item left does. Here the Vagabot battles no more and keeps it unexhausted; if your table reads it otherwise, battle once more and mark the item exhausted on the bot&apos;s mat.</source>
        <extracomment>note of node again (check); seed 001, 7.5.4 (reconstructed)</extracomment>
        <translation>Według zasad każda kolejna walka kosztuje dwa przedmioty, aż wszystkie zostaną wyczerpane; co z jednym pozostałym przedmiotem, zasady nie mówią. Tutaj Włóczęgobot już nie walczy i zostawia go niewyczerpanym. Jeśli przy stole odczytujesz to inaczej, rozegraj jeszcze jedną walkę i oznacz przedmiot jako wyczerpany w panelu bota.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="142"/>
        <source>Are pieces of that enemy still in the clearing?</source>
        <extracomment>node remain (ask); seed 001, 7.5.4</extracomment>
        <translation>Czy na polanie są jeszcze komponenty tego przeciwnika?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="147"/>
        <source>Battle again: exhaust %n items and battle the same enemy.</source>
        <extracomment>node fight_again (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>Ponowna walka: wyczerpaj %n przedmiot i ponownie zainicjuj walkę z tym samym przeciwnikiem.</numerusform>
            <numerusform>Ponowna walka: wyczerpaj %n przedmioty i ponownie zainicjuj walkę z tym samym przeciwnikiem.</numerusform>
            <numerusform>Ponowna walka: wyczerpaj %n przedmiotów i ponownie zainicjuj walkę z tym samym przeciwnikiem.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="263"/>
        <source>Adventurer: the Vagabot battles only once per turn, so it does not battle again.</source>
        <extracomment>variant &apos;adventurer&apos;: node fight_again (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Poszukiwacz Przygód: Włóczęgobot walczy tylko raz na turę, więc nie inicjuje ponownej walki.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="275"/>
        <source>Battle (Berserker): is there a clearing with enemy pieces on the map?</source>
        <extracomment>variant &apos;berserker&apos;: node target (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Walka (Berserker): czy na Mapie jest polana z komponentami przeciwników?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="276"/>
        <source>Battle (Berserker): how many moves does the Vagabot need to reach the nearest clearing with the most enemy pieces ({min} to {max})? It stays if it can act where it is.</source>
        <extracomment>variant &apos;berserker&apos;: node moves (number); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Walka (Berserker): ile przemieszczeń (od {min} do {max}) potrzebuje Włóczęgobot, by dotrzeć na najbliższą polanę z największą liczbą komponentów przeciwników? Zostaje na swojej polanie, jeśli może na niej wykonać akcję.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="276"/>
        <source>Berserker battles the player with the most pieces in the nearest clearing that has the most enemy pieces, instead of the player with the most VP.</source>
        <extracomment>note of variant &apos;berserker&apos;: node moves (number); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Berserker walczy z graczem, który ma najwięcej komponentów na najbliższej polanie z największą liczbą komponentów przeciwników, zamiast z graczem z największą liczbą PZ.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="292"/>
        <source>Battle: exhaust %n item and battle {defender} there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <extracomment>variant &apos;marksman&apos;: node fight (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Walka: wyczerpaj %n przedmiot, aby zainicjować walkę z {defender}. Strzelec Wyborowy: zadaj od razu {first}, przed rzutem. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmioty, aby zainicjować walkę z {defender}. Strzelec Wyborowy: zadaj od razu {first}, przed rzutem. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
            <numerusform>Walka: wyczerpaj %n przedmiotów, aby zainicjować walkę z {defender}. Strzelec Wyborowy: zadaj od razu {first}, przed rzutem. Maksymalna Liczba Wyrzuconych Obrażeń: {max}; dodatkowe obrażenia jako atakujący: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="292"/>
        <source>%n hits</source>
        <extracomment>part of the text of variant &apos;marksman&apos;: node fight (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n obrażenie</numerusform>
            <numerusform>%n obrażenia</numerusform>
            <numerusform>%n obrażeń</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_explore</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="1"/>
        <source>Vagabot: Explore</source>
        <extracomment>chart title</extracomment>
        <translation>Włóczęgobot: Eksploracja</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="5"/>
        <source>Explore: is there a clearing with ruins on the map?</source>
        <extracomment>node target (ask); seed 001, 7.5.1</extracomment>
        <translation>Eksploracja: czy na Mapie jest polana z Ruinami?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="11"/>
        <source>Explore: how many moves does the Vagabot need to reach the nearest clearing with ruins ({min} to {max})? It stays if it can act where it is.</source>
        <extracomment>node moves (number); seed 001, 7.5.1</extracomment>
        <translation>Eksploracja: ile przemieszczeń (od {min} do {max}) potrzebuje Włóczęgobot, by dotrzeć na najbliższą polanę z Ruinami? Zostaje na swojej polanie, jeśli może na niej wykonać akcję.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="11"/>
        <source>Each move exhausts an item; the Vagabot takes the way that exhausts the fewest, and moves even if it then cannot pay for the action (7.5).</source>
        <extracomment>note of node moves (number); seed 001, 7.5.1</extracomment>
        <translation>Za każde przemieszczenie się Włóczęgobot wyczerpuje jeden przedmiot i robi to tak, aby wyczerpać jak najmniej przedmiotów; przemieszcza się nawet wtedy, gdy potem nie wystarczy mu niewyczerpanych przedmiotów na wykonanie akcji (7.5).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="11"/>
        <source>how many moves away the nearest clearing with ruins is</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node moves (number); seed 001, 7.5.1</extracomment>
        <translation>ile przemieszczeń dzieli Włóczęgobota od najbliższej polany z Ruinami</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="21"/>
        <source>Must the Vagabot move?</source>
        <extracomment>node move (check); seed 001, 7.5.1</extracomment>
        <translation>Czy Włóczęgobot musi się przemieścić?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="27"/>
        <source>Has it an unexhausted item for every move?</source>
        <extracomment>node enough (check); seed 001, 7.5</extracomment>
        <translation>Czy ma niewyczerpany przedmiot na każde przemieszczenie się?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</source>
        <extracomment>node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Włóczęgobot potrzebuje %n przemieszczenia, a ma tylko {fresh}. Czy mimo to przemieszcza się przez całą drogę?</numerusform>
            <numerusform>Włóczęgobot potrzebuje %n przemieszczeń, a ma tylko {fresh}. Czy mimo to przemieszcza się przez całą drogę?</numerusform>
            <numerusform>Włóczęgobot potrzebuje %n przemieszczeń, a ma tylko {fresh}. Czy mimo to przemieszcza się przez całą drogę?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>Your rules (7.5) say each move exhausts an item and the Vagabot moves even when it then cannot pay for the action; they do not say what happens when its items run out on the way. Agree on it at the table: it cannot act this time either way.</source>
        <extracomment>note of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Zasady (7.5) mówią, że każde przemieszczenie się wyczerpuje jeden przedmiot i że Włóczęgobot przemieszcza się nawet wtedy, gdy potem nie wystarczy mu przedmiotów na akcję; nie mówią, co się dzieje, gdy przedmioty skończą się w drodze. Ustal to ze współgraczami: w obu przypadkach Włóczęgobot tym razem nie wykona akcji.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>The whole way</source>
        <extracomment>answer &apos;yes&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Przez całą drogę</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>As far as its items take it</source>
        <extracomment>answer &apos;no&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Tak daleko, jak pozwolą przedmioty</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>%n unexhausted items</source>
        <extracomment>part of the text of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n niewyczerpany przedmiot</numerusform>
            <numerusform>%n niewyczerpane przedmioty</numerusform>
            <numerusform>%n niewyczerpanych przedmiotów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="48"/>
        <source>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_part (do); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Przemieść Włóczęgobota w stronę tej polany tak daleko, jak pozwolą przedmioty, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiot; {still}.</numerusform>
            <numerusform>Przemieść Włóczęgobota w stronę tej polany tak daleko, jak pozwolą przedmioty, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmioty; {still}.</numerusform>
            <numerusform>Przemieść Włóczęgobota w stronę tej polany tak daleko, jak pozwolą przedmioty, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiotów; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="57"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Przemieść tam Włóczęgobota, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiot; {still}.</numerusform>
            <numerusform>Przemieść tam Włóczęgobota, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmioty; {still}.</numerusform>
            <numerusform>Przemieść tam Włóczęgobota, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiotów; {still}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="65"/>
        <source>Has it an unexhausted item to pay with?</source>
        <extracomment>node pay (check); seed 001, 7.5.1</extracomment>
        <translation>Czy ma niewyczerpany przedmiot, by wykonać akcję?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="73"/>
        <source>Has the Vagabot&apos;s mat room for one more item?</source>
        <extracomment>node room (check); seed 001, 7.5.1</extracomment>
        <translation>Czy w panelu Włóczęgobota jest miejsce na jeszcze jeden przedmiot?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="79"/>
        <source>Explore: the Vagabot&apos;s mat already counts %n items, the most it holds, so no item is left for the bot to take: it exhausts nothing. If that count is wrong, correct it on the mat.</source>
        <extracomment>node full (do); seed 001, 7.5.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Eksploracja: w panelu Włóczęgobota jest już %n przedmiot, najwięcej, ile się w nim mieści, więc nie ma przedmiotu, który bot mógłby zabrać: nic nie wyczerpuje. Jeśli ta liczba jest błędna, popraw ją w panelu.</numerusform>
            <numerusform>Eksploracja: w panelu Włóczęgobota są już %n przedmioty, najwięcej, ile się w nim mieści, więc nie ma przedmiotu, który bot mógłby zabrać: nic nie wyczerpuje. Jeśli ta liczba jest błędna, popraw ją w panelu.</numerusform>
            <numerusform>Eksploracja: w panelu Włóczęgobota jest już %n przedmiotów, najwięcej, ile się w nim mieści, więc nie ma przedmiotu, który bot mógłby zabrać: nic nie wyczerpuje. Jeśli ta liczba jest błędna, popraw ją w panelu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="87"/>
        <source>Explore: exhaust %n item, take a random item from under the ruins and put it face up in the Satchel. If the ruins are now empty, remove the token. No VP.</source>
        <extracomment>node explore (do); seed 001, 7.5.1</extracomment>
        <translation>
            <numerusform>Eksploracja: wyczerpaj %n przedmiot, aby dobrać losowy przedmiot spod żetonu Ruin, ujawnij go i umieść odkryty w Plecaku. Jeżeli pod Ruinami nie został żaden przedmiot, usuń żeton z Mapy. Bot nie zdobywa za to PZ.</numerusform>
            <numerusform>Eksploracja: wyczerpaj %n przedmioty, aby dobrać losowy przedmiot spod żetonu Ruin, ujawnij go i umieść odkryty w Plecaku. Jeżeli pod Ruinami nie został żaden przedmiot, usuń żeton z Mapy. Bot nie zdobywa za to PZ.</numerusform>
            <numerusform>Eksploracja: wyczerpaj %n przedmiotów, aby dobrać losowy przedmiot spod żetonu Ruin, ujawnij go i umieść odkryty w Plecaku. Jeżeli pod Ruinami nie został żaden przedmiot, usuń żeton z Mapy. Bot nie zdobywa za to PZ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_quest</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="1"/>
        <source>Vagabot: Quest</source>
        <extracomment>chart title</extracomment>
        <translation>Włóczęgobot: Misja</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="5"/>
        <source>Quest: is there a clearing matching the current quest&apos;s suit?</source>
        <extracomment>node target (ask); seed 001, 7.5.2</extracomment>
        <translation>Misja: czy jest polana odpowiadająca symbolem obecnej Misji?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="11"/>
        <source>Quest: how many moves does the Vagabot need to reach the nearest clearing matching the current quest&apos;s suit ({min} to {max})? It stays if it can act where it is.</source>
        <extracomment>node moves (number); seed 001, 7.5.2</extracomment>
        <translation>Misja: ile przemieszczeń (od {min} do {max}) potrzebuje Włóczęgobot, by dotrzeć na najbliższą polanę odpowiadającą symbolem obecnej Misji? Zostaje na swojej polanie, jeśli może na niej wykonać akcję.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="11"/>
        <source>Each move exhausts an item; the Vagabot takes the way that exhausts the fewest, and moves even if it then cannot pay for the action (7.5).</source>
        <extracomment>note of node moves (number); seed 001, 7.5.2</extracomment>
        <translation>Za każde przemieszczenie się Włóczęgobot wyczerpuje jeden przedmiot i robi to tak, aby wyczerpać jak najmniej przedmiotów; przemieszcza się nawet wtedy, gdy potem nie wystarczy mu niewyczerpanych przedmiotów na wykonanie akcji (7.5).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="11"/>
        <source>how many moves away the nearest matching clearing is</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node moves (number); seed 001, 7.5.2</extracomment>
        <translation>ile przemieszczeń dzieli Włóczęgobota od najbliższej polany o symbolu Misji</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="21"/>
        <source>Must the Vagabot move?</source>
        <extracomment>node move (check); seed 001, 7.5.2</extracomment>
        <translation>Czy Włóczęgobot musi się przemieścić?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="27"/>
        <source>Has it an unexhausted item for every move?</source>
        <extracomment>node enough (check); seed 001, 7.5</extracomment>
        <translation>Czy ma niewyczerpany przedmiot na każde przemieszczenie się?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</source>
        <extracomment>node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Włóczęgobot potrzebuje %n przemieszczenia, a ma tylko {fresh}. Czy mimo to przemieszcza się przez całą drogę?</numerusform>
            <numerusform>Włóczęgobot potrzebuje %n przemieszczeń, a ma tylko {fresh}. Czy mimo to przemieszcza się przez całą drogę?</numerusform>
            <numerusform>Włóczęgobot potrzebuje %n przemieszczeń, a ma tylko {fresh}. Czy mimo to przemieszcza się przez całą drogę?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>Your rules (7.5) say each move exhausts an item and the Vagabot moves even when it then cannot pay for the action; they do not say what happens when its items run out on the way. Agree on it at the table: it cannot act this time either way.</source>
        <extracomment>note of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Zasady (7.5) mówią, że każde przemieszczenie się wyczerpuje jeden przedmiot i że Włóczęgobot przemieszcza się nawet wtedy, gdy potem nie wystarczy mu przedmiotów na akcję; nie mówią, co się dzieje, gdy przedmioty skończą się w drodze. Ustal to ze współgraczami: w obu przypadkach Włóczęgobot tym razem nie wykona akcji.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>The whole way</source>
        <extracomment>answer &apos;yes&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Przez całą drogę</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>As far as its items take it</source>
        <extracomment>answer &apos;no&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Tak daleko, jak pozwolą przedmioty</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>%n unexhausted items</source>
        <extracomment>part of the text of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n niewyczerpany przedmiot</numerusform>
            <numerusform>%n niewyczerpane przedmioty</numerusform>
            <numerusform>%n niewyczerpanych przedmiotów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="48"/>
        <source>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_part (do); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Przemieść Włóczęgobota w stronę tej polany tak daleko, jak pozwolą przedmioty, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiot; {still}.</numerusform>
            <numerusform>Przemieść Włóczęgobota w stronę tej polany tak daleko, jak pozwolą przedmioty, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmioty; {still}.</numerusform>
            <numerusform>Przemieść Włóczęgobota w stronę tej polany tak daleko, jak pozwolą przedmioty, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiotów; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="57"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Przemieść tam Włóczęgobota, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiot; {still}.</numerusform>
            <numerusform>Przemieść tam Włóczęgobota, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmioty; {still}.</numerusform>
            <numerusform>Przemieść tam Włóczęgobota, wyczerpując jeden przedmiot za każde przemieszczenie się: wyczerpano %n przedmiotów; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="65"/>
        <source>Has it %n unexhausted items to pay with?</source>
        <extracomment>node pay (check); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>Czy ma %n niewyczerpany przedmiot, by wykonać akcję?</numerusform>
            <numerusform>Czy ma %n niewyczerpane przedmioty, by wykonać akcję?</numerusform>
            <numerusform>Czy ma %n niewyczerpanych przedmiotów, by wykonać akcję?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="73"/>
        <source>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain}. Draw a new quest and put it face up. VP now: {vp}.</source>
        <extracomment>node quest (do); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>Misja: wyczerpaj %n przedmiot, ignorując typy przedmiotów wymienione na karcie Misji, i odrzuć Misję, ignorując jej efekt. Bot otrzymuje {gain}. Dobierz nową Misję i umieść ją odkrytą obok planszy Frakcji. PZ teraz: {vp}.</numerusform>
            <numerusform>Misja: wyczerpaj %n przedmioty, ignorując typy przedmiotów wymienione na karcie Misji, i odrzuć Misję, ignorując jej efekt. Bot otrzymuje {gain}. Dobierz nową Misję i umieść ją odkrytą obok planszy Frakcji. PZ teraz: {vp}.</numerusform>
            <numerusform>Misja: wyczerpaj %n przedmiotów, ignorując typy przedmiotów wymienione na karcie Misji, i odrzuć Misję, ignorując jej efekt. Bot otrzymuje {gain}. Dobierz nową Misję i umieść ją odkrytą obok planszy Frakcji. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="73"/>
        <source>%n VP</source>
        <extracomment>part of the text of node quest (do); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>%n Punkt Zwycięstwa</numerusform>
            <numerusform>%n Punkty Zwycięstwa</numerusform>
            <numerusform>%n Punktów Zwycięstwa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_repair</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_repair.yaml" line="1"/>
        <source>Vagabot: Repair</source>
        <extracomment>chart title</extracomment>
        <translation>Włóczęgobot: Naprawa</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_repair.yaml" line="5"/>
        <source>Does the Vagabot have a damaged item?</source>
        <extracomment>node damaged (check); seed 001, 7.5.5</extracomment>
        <translation>Czy Włóczęgobot ma uszkodzony przedmiot?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_repair.yaml" line="11"/>
        <source>Repair: exhaust %n item and repair a damaged item (a face-down one stays face down).</source>
        <extracomment>node repair (do); seed 001, 7.5.5</extracomment>
        <translation>
            <numerusform>Naprawa: wyczerpaj %n przedmiot i napraw uszkodzony przedmiot (zakryty pozostaje zakryty).</numerusform>
            <numerusform>Naprawa: wyczerpaj %n przedmioty i napraw uszkodzony przedmiot (zakryty pozostaje zakryty).</numerusform>
            <numerusform>Naprawa: wyczerpaj %n przedmiotów i napraw uszkodzony przedmiot (zakryty pozostaje zakryty).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_special</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="1"/>
        <source>Vagabot: Special</source>
        <extracomment>chart title</extracomment>
        <translation>Włóczęgobot: Specjalność</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="4"/>
        <source>If the character&apos;s action would do nothing or cannot be done, the Vagabot skips it and exhausts nothing.</source>
        <extracomment>chart note</extracomment>
        <translation>Jeżeli akcja z karty Postaci miałaby nie przynieść efektu albo nie jest możliwa do przeprowadzenia, Włóczęgobot pomija ten punkt Dnia i niczego nie wyczerpuje.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="6"/>
        <source>Is the character the Thief?</source>
        <extracomment>node thief (check); seed 001, 7.5.6</extracomment>
        <translation>Czy Postać to Złodziej?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="12"/>
        <source>Thief: is a player with cards in the Vagabot&apos;s clearing?</source>
        <extracomment>node thief_can (ask); seed 001, 7.7.1</extracomment>
        <translation>Złodziej: czy na polanie Włóczęgobota jest gracz z kartami?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="17"/>
        <source>Thief: exhaust %n item and take a random card from the player in the Vagabot&apos;s clearing with the most VP (tie: the most pieces there).</source>
        <extracomment>node thief_do (do); seed 001, 7.7.1</extracomment>
        <translation>
            <numerusform>Złodziej: wyczerpaj %n przedmiot i zabierz losową kartę graczowi, który znajduje się na polanie Włóczęgobota i ma najwięcej PZ (remis: graczowi z największą liczbą komponentów na polanie).</numerusform>
            <numerusform>Złodziej: wyczerpaj %n przedmioty i zabierz losową kartę graczowi, który znajduje się na polanie Włóczęgobota i ma najwięcej PZ (remis: graczowi z największą liczbą komponentów na polanie).</numerusform>
            <numerusform>Złodziej: wyczerpaj %n przedmiotów i zabierz losową kartę graczowi, który znajduje się na polanie Włóczęgobota i ma najwięcej PZ (remis: graczowi z największą liczbą komponentów na polanie).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="25"/>
        <source>Is the character the Tinker?</source>
        <extracomment>node tinker (check); seed 001, 7.5.6</extracomment>
        <translation>Czy Postać to Majsterkowicz?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="31"/>
        <source>Tinker: does the discard pile hold a card whose item is in the supply?</source>
        <extracomment>node tinker_can (ask); seed 001, 7.7.2</extracomment>
        <translation>Majsterkowicz: czy na stosie kart odrzuconych jest karta z przedmiotem dostępnym w puli?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="36"/>
        <source>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain}. VP now: {vp}.</source>
        <extracomment>node tinker_do (do); seed 001, 7.7.2</extracomment>
        <translation>
            <numerusform>Majsterkowicz: wyczerpaj %n przedmiot, dobierz ze stosu kart odrzuconych pierwszą od góry taką kartę i przekuj ją: jej przedmiot trafia odkryty do Plecaka, a bot otrzymuje {gain}. PZ teraz: {vp}.</numerusform>
            <numerusform>Majsterkowicz: wyczerpaj %n przedmioty, dobierz ze stosu kart odrzuconych pierwszą od góry taką kartę i przekuj ją: jej przedmiot trafia odkryty do Plecaka, a bot otrzymuje {gain}. PZ teraz: {vp}.</numerusform>
            <numerusform>Majsterkowicz: wyczerpaj %n przedmiotów, dobierz ze stosu kart odrzuconych pierwszą od góry taką kartę i przekuj ją: jej przedmiot trafia odkryty do Plecaka, a bot otrzymuje {gain}. PZ teraz: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="36"/>
        <source>%n VP</source>
        <extracomment>part of the text of node tinker_do (do); seed 001, 7.7.2</extracomment>
        <translation>
            <numerusform>%n Punkt Zwycięstwa</numerusform>
            <numerusform>%n Punkty Zwycięstwa</numerusform>
            <numerusform>%n Punktów Zwycięstwa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="45"/>
        <source>Ranger: does the Vagabot have {n} or more damaged items?</source>
        <extracomment>node ranger (check); seed 001, 7.7.3</extracomment>
        <translation>Strażnik: czy liczba uszkodzonych przedmiotów Włóczęgobota wynosi co najmniej {n}?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="53"/>
        <source>Ranger: exhaust %n item; the Vagabot slips into an adjacent forest picked at random.</source>
        <extracomment>node ranger_do (do); seed 001, 7.7.3</extracomment>
        <translation>
            <numerusform>Strażnik: wyczerpaj %n przedmiot; Włóczęgobot zakrada się do losowo wybranego sąsiedniego lasu.</numerusform>
            <numerusform>Strażnik: wyczerpaj %n przedmioty; Włóczęgobot zakrada się do losowo wybranego sąsiedniego lasu.</numerusform>
            <numerusform>Strażnik: wyczerpaj %n przedmiotów; Włóczęgobot zakrada się do losowo wybranego sąsiedniego lasu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="61"/>
        <source>How many forests are adjacent to the Vagabot ({min} to {max})? Number them from {first} in any order; a die picks one of them.</source>
        <extracomment>node ranger_forests (number); seed 001, 7.7.3</extracomment>
        <translation>Ile lasów sąsiaduje z Włóczęgobotem (od {min} do {max})? Ponumeruj je od {first} w dowolnej kolejności; kość wybierze jeden z nich.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="61"/>
        <source>how many forests are adjacent to the Vagabot</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ranger_forests (number); seed 001, 7.7.3</extracomment>
        <translation>ile lasów sąsiaduje z Włóczęgobotem</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="73"/>
        <source>Ranger: move the pawn into the adjacent forest you numbered {picked}.</source>
        <extracomment>node ranger_slip (do); seed 001, 7.7.3</extracomment>
        <translation>Strażnik: przemieść pionka do sąsiedniego lasu, któremu nadano numer {picked}.</translation>
    </message>
</context>
</TS>
