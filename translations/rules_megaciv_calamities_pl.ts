<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>megaciv_calamities</name>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="2"/>
        <source>Mega Civilization calamity resolver</source>
        <extracomment>pack name</extracomment>
        <translation>Rozstrzyganie katastrof Mega Civilization</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="19"/>
        <source>Resolves a major calamity: the beneficiary, the victims, every amount after the advances, what each player selects and the limits to respect.</source>
        <extracomment>pack description</extracomment>
        <translation>Rozstrzyga katastrofę główną: wskazuje beneficjenta i ofiary, podaje każdą wartość po uwzględnieniu kart rozwoju, to, co wybiera każdy gracz, oraz ograniczenia, których trzeba przestrzegać.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="5"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="28"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="69"/>
        <source>Calamity</source>
        <extracomment>what one seat of the pack is called</extracomment>
        <extracomment>default of bot option &apos;name&apos; in the New game dialog (the seat number follows: &apos;Bot 2&apos;)</extracomment>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Katastrofa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="8"/>
        <source>This Calamity</source>
        <extracomment>a whole phrase: the turn log&apos;s filter while no bot is followed, in this pack&apos;s own words (the interface&apos;s &apos;This bot&apos;)</extracomment>
        <translation>Ta katastrofa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="9"/>
        <source>Show the log of the Calamity you follow</source>
        <extracomment>a whole phrase: that filter&apos;s tooltip, in this pack&apos;s own words (the interface&apos;s &apos;Show the log of the bot you follow&apos;)</extracomment>
        <translation>Pokaż dziennik śledzonej katastrofy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="10"/>
        <source>All Calamities</source>
        <extracomment>a whole phrase: the turn log&apos;s filter that shows every bot, in this pack&apos;s own words (the interface&apos;s &apos;All bots&apos;)</extracomment>
        <translation>Wszystkie katastrofy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="11"/>
        <source>Show the log of every Calamity</source>
        <extracomment>a whole phrase: that filter&apos;s tooltip, in this pack&apos;s own words (the interface&apos;s &apos;Show the log of every bot&apos;)</extracomment>
        <translation>Pokaż dziennik każdej katastrofy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="12"/>
        <source>Log of the Calamity shown</source>
        <extracomment>a whole phrase: the View menu&apos;s first log filter, in this pack&apos;s own words (the interface&apos;s &apos;Log of the bot shown&apos;)</extracomment>
        <translation>Dziennik pokazanej katastrofy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="13"/>
        <source>Log of every Calamity</source>
        <extracomment>a whole phrase: the View menu&apos;s second log filter, in this pack&apos;s own words (the interface&apos;s &apos;Log of all bots&apos;)</extracomment>
        <translation>Dziennik każdej katastrofy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="14"/>
        <source>Calamities</source>
        <extracomment>a whole phrase: the bot tabs&apos; name (read out by a screen reader), in this pack&apos;s own words (the interface&apos;s &apos;Bots&apos;)</extracomment>
        <translation>Katastrofy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="15"/>
        <source>The Calamity the window follows</source>
        <extracomment>a whole phrase: the bot tabs&apos; description, in this pack&apos;s own words (the interface&apos;s &apos;The bot whose turn the window follows&apos;)</extracomment>
        <translation>Katastrofa, którą śledzi okno</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="16"/>
        <source>No Calamity is in this game yet.</source>
        <extracomment>a whole phrase: the table display of a game without bots, in this pack&apos;s own words (the interface&apos;s &apos;No bot plays in this game yet.&apos;)</extracomment>
        <translation>W tej grze nie ma jeszcze żadnej katastrofy.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="17"/>
        <source>Done; after a run, the next Calamity; else start what comes next</source>
        <extracomment>a whole phrase: the Keyboard shortcuts box: what Enter does, in this pack&apos;s own words (the interface&apos;s &apos;Done; after a run, the next bot; else start what comes next&apos;)</extracomment>
        <translation>Gotowe; po zakończonym przebiegu — następna katastrofa; w przeciwnym razie rozpocznij to, co następne</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="18"/>
        <source>the Turn menu: start the Calamity, Stop, its routines and Routines menu, + Calamity</source>
        <extracomment>a whole phrase: the Keyboard shortcuts box: what the Turn menu holds, in this pack&apos;s own words (the interface&apos;s &apos;the Turn menu: the bot&apos;s turn, Stop, its routines and Routines menu, the round bar&apos;s buttons, + Bot&apos;)</extracomment>
        <translation>menu Tura: rozpoczęcie katastrofy, Zatrzymaj, procedury katastrofy i menu Procedury, + Katastrofa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="21"/>
        <source>the calamity rules</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 004)</extracomment>
        <translation>zasady katastrof</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="22"/>
        <source>the calamity cards</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source research)</extracomment>
        <translation>karty katastrof</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="28"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="31"/>
        <source>Civil War beneficiary</source>
        <extracomment>bot option &apos;civil_war_beneficiary&apos;</extracomment>
        <translation>Beneficjent Wojny Domowej</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="37"/>
        <source>Civil War: fewest cities in stock</source>
        <extracomment>choice &apos;fewest_cities&apos; of bot option &apos;civil_war_beneficiary&apos;</extracomment>
        <translation>Wojna Domowa: najmniej miast w zasobach</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="38"/>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="40"/>
        <source>Civil War: most cities in stock</source>
        <extracomment>choice &apos;civil_war_most_cities&apos; of bot option &apos;civil_war_beneficiary&apos;</extracomment>
        <extracomment>variant &apos;civil_war_most_cities&apos;</extracomment>
        <translation>Wojna Domowa: najwięcej miast w zasobach</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="74"/>
        <source>advance</source>
        <extracomment>the name of the value {advance} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>karta rozwoju</translation>
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
        <translation>liczba</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="76"/>
        <source>how it is counted</source>
        <extracomment>the name of the value {breakdown} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>jak to policzono</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="79"/>
        <source>cities</source>
        <extracomment>the name of the value {destroyed} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>miasta</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="82"/>
        <source>highest</source>
        <extracomment>the name of the value {max} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>najwyższy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="83"/>
        <source>lowest</source>
        <extracomment>the name of the value {min} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>najniższy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="84"/>
        <source>area</source>
        <extracomment>the name of the value {move} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>obszar</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="87"/>
        <source>other players</source>
        <extracomment>the name of the value {others} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>inni gracze</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="93"/>
        <source>what each advance spares</source>
        <extracomment>the name of the value {shares} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>co chroni każda karta rozwoju</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="94"/>
        <source>trade card stack</source>
        <extracomment>the name of the value {stack} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>stos kart handlu</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="98"/>
        <source>tradable or not</source>
        <extracomment>the name of the value {trade} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>handlowa lub niehandlowa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="15"/>
        <source>Music</source>
        <extracomment>message of names.py</extracomment>
        <translation>Muzyka</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="16"/>
        <source>Drama and Poetry</source>
        <extracomment>message of names.py</extracomment>
        <translation>Dramat i Poezja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="17"/>
        <source>Democracy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Demokracja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="18"/>
        <source>Philosophy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Filozofia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="19"/>
        <source>Military</source>
        <extracomment>message of names.py</extracomment>
        <translation>Wojskowość</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="20"/>
        <source>Monarchy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Monarchia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="21"/>
        <source>Politics</source>
        <extracomment>message of names.py</extracomment>
        <translation>Polityka</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="22"/>
        <source>Provincial Empire</source>
        <extracomment>message of names.py</extracomment>
        <translation>Imperium Prowincyjne</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="23"/>
        <source>Trade Empire</source>
        <extracomment>message of names.py</extracomment>
        <translation>Imperium Handlowe</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="24"/>
        <source>Masonry</source>
        <extracomment>message of names.py</extracomment>
        <translation>Kamieniarstwo</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="25"/>
        <source>Calendar</source>
        <extracomment>message of names.py</extracomment>
        <translation>Kalendarz</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="26"/>
        <source>Medicine</source>
        <extracomment>message of names.py</extracomment>
        <translation>Medycyna</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="27"/>
        <source>Cultural Ascendancy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Dziedzictwo kulturowe</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="28"/>
        <source>Diplomacy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Dyplomacja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="29"/>
        <source>Universal Doctrine</source>
        <extracomment>message of names.py</extracomment>
        <translation>Doktryna Religijna</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="30"/>
        <source>Pottery</source>
        <extracomment>message of names.py</extracomment>
        <translation>Garncarstwo</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="31"/>
        <source>Agriculture</source>
        <extracomment>message of names.py</extracomment>
        <translation>Rolnictwo</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="32"/>
        <source>Mythology</source>
        <extracomment>message of names.py</extracomment>
        <translation>Mitologia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="33"/>
        <source>Enlightenment</source>
        <extracomment>message of names.py</extracomment>
        <translation>Oświecenie</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="34"/>
        <source>Mining</source>
        <extracomment>message of names.py</extracomment>
        <translation>Górnictwo</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="35"/>
        <source>Engineering</source>
        <extracomment>message of names.py</extracomment>
        <translation>Inżynieria</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="36"/>
        <source>Mysticism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Mistycyzm</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="37"/>
        <source>Deism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Deizm</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="38"/>
        <source>Anatomy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Anatomia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="39"/>
        <source>Roadbuilding</source>
        <extracomment>message of names.py</extracomment>
        <translation>Budowa Dróg</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="40"/>
        <source>Sculpture</source>
        <extracomment>message of names.py</extracomment>
        <translation>Rzeźba</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="41"/>
        <source>Law</source>
        <extracomment>message of names.py</extracomment>
        <translation>Prawo</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="42"/>
        <source>Advanced Military</source>
        <extracomment>message of names.py</extracomment>
        <translation>Zaawansowana Wojskowość</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="43"/>
        <source>Naval Warfare</source>
        <extracomment>message of names.py</extracomment>
        <translation>Wojna Morska</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="44"/>
        <source>Coinage</source>
        <extracomment>message of names.py</extracomment>
        <translation>Mennictwo</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="45"/>
        <source>Wonder of the World</source>
        <extracomment>message of names.py</extracomment>
        <translation>Cud Świata</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="46"/>
        <source>Theology</source>
        <extracomment>message of names.py</extracomment>
        <translation>Teologia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="47"/>
        <source>Monotheism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Monoteizm</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="48"/>
        <source>Theocracy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Teokracja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="49"/>
        <source>Fundamentalism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Fundamentalizm</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="50"/>
        <source>Library</source>
        <extracomment>message of names.py</extracomment>
        <translation>Biblioteka</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="51"/>
        <source>Cartography</source>
        <extracomment>message of names.py</extracomment>
        <translation>Kartografia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="58"/>
        <source>Volcanic Eruption / Earthquake</source>
        <extracomment>message of names.py</extracomment>
        <translation>Erupcja Wulkanu / Trzęsienie Ziemi</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="59"/>
        <source>Treachery</source>
        <extracomment>message of names.py</extracomment>
        <translation>Zdrada</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="60"/>
        <source>Famine</source>
        <extracomment>message of names.py</extracomment>
        <translation>Głód</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="61"/>
        <source>Slave Revolt</source>
        <extracomment>message of names.py</extracomment>
        <translation>Bunt Niewolników</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="62"/>
        <source>Flood</source>
        <extracomment>message of names.py</extracomment>
        <translation>Powódź</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="63"/>
        <source>Superstition</source>
        <extracomment>message of names.py</extracomment>
        <translation>Przesądy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="64"/>
        <source>Civil War</source>
        <extracomment>message of names.py</extracomment>
        <translation>Wojna Domowa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="65"/>
        <source>Barbarian Hordes</source>
        <extracomment>message of names.py</extracomment>
        <translation>Hordy Barbarzyńców</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="66"/>
        <source>Cyclone</source>
        <extracomment>message of names.py</extracomment>
        <translation>Cyklon</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="67"/>
        <source>Epidemic</source>
        <extracomment>message of names.py</extracomment>
        <translation>Epidemia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="68"/>
        <source>Tyranny</source>
        <extracomment>message of names.py</extracomment>
        <translation>Tyrania</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="69"/>
        <source>Civil Disorder</source>
        <extracomment>message of names.py</extracomment>
        <translation>Niepokoje Społeczne</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="70"/>
        <source>Corruption</source>
        <extracomment>message of names.py</extracomment>
        <translation>Korupcja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="71"/>
        <source>Iconoclasm and Heresy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Ikonoklazm i Herezja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="72"/>
        <source>Regression</source>
        <extracomment>message of names.py</extracomment>
        <translation>Regres</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="73"/>
        <source>Piracy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Piractwo</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="147"/>
        <source>{advance} makes it worse: %n fewer city kept</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>
            <numerusform>„{advance}” pogarsza: o %n ocalone miasto mniej</numerusform>
            <numerusform>„{advance}” pogarsza: o %n ocalone miasta mniej</numerusform>
            <numerusform>„{advance}” pogarsza: o %n ocalonych miast mniej</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="387"/>
        <source>{total} on the board, {keep} kept: select {select}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>na mapie {total}, zachowuje {keep}: wybierz {select}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="146"/>
        <source>{advance} protects: %n more city kept</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>
            <numerusform>„{advance}” chroni: o %n ocalone miasto więcej</numerusform>
            <numerusform>„{advance}” chroni: o %n ocalone miasta więcej</numerusform>
            <numerusform>„{advance}” chroni: o %n ocalonych miast więcej</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="291"/>
        <source>{advance}: {n}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>„{advance}”: {n}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="357"/>
        <source>Trade card stack {stack}: {names}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>Stos kart handlu {stack}: {names}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/resolver.py" line="366"/>
        <location filename="../rules/megaciv_calamities/resolver.py" line="376"/>
        <source>after the advances: %n</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>
            <numerusform>po kartach rozwoju: %n</numerusform>
            <numerusform>po kartach rozwoju: %n</numerusform>
            <numerusform>po kartach rozwoju: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="106"/>
        <source>No calamity is being resolved; start from the calamity choice.</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>Żadna katastrofa nie jest rozpatrywana; zacznij od wyboru katastrofy.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="162"/>
        <source>{advance} protects: {delta} less</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>„{advance}” chroni: o {delta} mniej</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="162"/>
        <source>{advance} protects: {delta} more</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>„{advance}” chroni: o {delta} więcej</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="165"/>
        <source>{advance} makes it worse: {delta} less</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>„{advance}” pogarsza: o {delta} mniej</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="167"/>
        <source>{advance} makes it worse: {delta} more</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>„{advance}” pogarsza: o {delta} więcej</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="179"/>
        <source>base {base}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>podstawa {base}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="181"/>
        <location filename="../rules/megaciv_calamities/resolver.py" line="329"/>
        <source>no advance changes it</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>żadna karta rozwoju tego nie zmienia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="183"/>
        <source>not below 0</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>nie mniej niż 0</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="232"/>
        <source>tradable</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>handlowa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="232"/>
        <source>non-tradable</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>niehandlowa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="322"/>
        <source>{total} on the board − {keep} = {above}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>{total} na mapie − {keep} = {above}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="355"/>
        <source>No calamity is in trade card stack {stack}.</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>W stosie kart handlu {stack} nie ma żadnej katastrofy.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="385"/>
        <source>{total} on the board, {keep} kept</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>na mapie {total}, zachowuje {keep}</translation>
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
        <translation>Hordy Barbarzyńców</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="38"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="38"/>
        <source>Beneficiary</source>
        <comment>source heading</comment>
        <extracomment>a heading of source research, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Beneficjent</translation>
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
        <translation>Niepokoje Społeczne</translation>
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
        <translation>Wojna Domowa</translation>
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
        <translation>Korupcja</translation>
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
        <translation>Cyklon</translation>
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
        <translation>Epidemia</translation>
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
        <translation>Głód</translation>
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
        <translation>Powódź</translation>
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
        <translation>Ikonoklazm i Herezja</translation>
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
        <translation>Katastrofy</translation>
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
        <translation>Piractwo</translation>
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
        <translation>Regres</translation>
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
        <translation>Bunt Niewolników</translation>
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
        <translation>Przesądy</translation>
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
        <translation>Zdrada</translation>
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
        <translation>Tyrania</translation>
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
        <translation>Erupcja Wulkanu / Trzęsienie Ziemi</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/barbarian_hordes</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="1"/>
        <source>Barbarian Hordes</source>
        <extracomment>chart title</extracomment>
        <translation>Hordy Barbarzyńców</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="5"/>
        <source>BARBARIAN HORDES: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Barbarian Hordes (reconstructed)</extracomment>
        <translation>HORDY BARBARZYŃCÓW: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="5"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Barbarian Hordes (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="22"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="45"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="68"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_monarchy (ask); seed 004, Barbarian Hordes</extracomment>
        <extracomment>node p_politics (ask); seed 004, Barbarian Hordes</extracomment>
        <extracomment>node p_provincial_empire (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="33"/>
        <source>{advance}: %n fewer barbarians attack the primary victim.</source>
        <extracomment>node p_monarchy_held (do); seed 004, Barbarian Hordes</extracomment>
        <translation>
            <numerusform>„{advance}”: główną ofiarę atakuje o %n jednostkę barbarzyńców mniej.</numerusform>
            <numerusform>„{advance}”: główną ofiarę atakuje o %n jednostki barbarzyńców mniej.</numerusform>
            <numerusform>„{advance}”: główną ofiarę atakuje o %n jednostek barbarzyńców mniej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="79"/>
        <source>{advance}: %n more barbarians attack the primary victim.</source>
        <extracomment>node p_politics_held (do); seed 004, Barbarian Hordes</extracomment>
        <extracomment>node p_provincial_empire_held (do); seed 004, Barbarian Hordes</extracomment>
        <translation>
            <numerusform>„{advance}”: główną ofiarę atakuje o %n jednostkę barbarzyńców więcej.</numerusform>
            <numerusform>„{advance}”: główną ofiarę atakuje o %n jednostki barbarzyńców więcej.</numerusform>
            <numerusform>„{advance}”: główną ofiarę atakuje o %n jednostek barbarzyńców więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="91"/>
        <source>The beneficiary picks one of the primary victim&apos;s cities, a city in the wilderness if there is one. %n barbarian tokens attack it ({breakdown}).</source>
        <extracomment>node attack (do); seed 004, Barbarian Hordes</extracomment>
        <translation>
            <numerusform>Beneficjent wybiera jedno z miast głównej ofiary (jeśli to możliwe, miasto w dziczy), które jest atakowane przez %n jednostkę barbarzyńców ({breakdown}).</numerusform>
            <numerusform>Beneficjent wybiera jedno z miast głównej ofiary (jeśli to możliwe, miasto w dziczy), które jest atakowane przez %n jednostki barbarzyńców ({breakdown}).</numerusform>
            <numerusform>Beneficjent wybiera jedno z miast głównej ofiary (jeśli to możliwe, miasto w dziczy), które jest atakowane przez %n jednostek barbarzyńców ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="105"/>
        <source>In every conflict of this calamity: other players&apos; units in the area fight too; the beneficiary&apos;s advances do not help the barbarians, who ignore Cultural Ascendancy and Diplomacy; whether a city attack succeeds is judged without the primary victim&apos;s strategic choices from its advances; a successful city attack takes no card from the primary victim.</source>
        <extracomment>node limits (do); seed 004, Barbarian Hordes</extracomment>
        <translation>W każdej walce tej katastrofy: jednostki innych graczy w obszarze także biorą udział w walce; barbarzyńcy nie czerpią korzyści z kart rozwoju beneficjenta i nie podlegają wpływowi „Dziedzictwa kulturowego” ani „Dyplomacji”; o tym, czy atak na miasto się powiedzie, rozstrzyga się bez strategicznych wyborów głównej ofiary wynikających z jej kart rozwoju; w wyniku udanego ataku na miasto główna ofiara nie traci karty.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="113"/>
        <source>After the conflict, are there more barbarians in the area than its population limit?</source>
        <extracomment>node excess (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Czy po walce barbarzyńcy w obszarze przekraczają limit populacji?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="120"/>
        <source>Is there an adjacent area, across land or a sea area but not open sea, holding units of the primary victim, that the beneficiary may enter? An area with a city only counts if the attack there would succeed.</source>
        <extracomment>node can_move (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Czy jest przylegający obszar (przez ląd lub obszar morski, ale nie przez otwarte morze) z jednostkami głównej ofiary, na który beneficjent może wejść? Obszar z miastem liczy się tylko wtedy, gdy atak na to miasto zakończyłby się sukcesem.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="128"/>
        <source>Move {move}: the beneficiary moves every barbarian above the population limit into that area, without skipping an area, and resolves the conflict there.</source>
        <extracomment>node move (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Ruch {move}: beneficjent przesuwa wszystkich barbarzyńców przekraczających limit populacji do tego obszaru, nie przeskakując obszarów, i ponownie rozpatruje walkę.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="136"/>
        <source>No legal move is left: remove every barbarian above the population limit.</source>
        <extracomment>node remove (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Nie można wskazać dozwolonego ruchu: usuń wszystkich barbarzyńców przekraczających limit populacji.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="141"/>
        <source>The barbarians left stay on the board until a conflict destroys them or Universal Doctrine annexes them. If Barbarian Hordes strikes twice in one turn, the same player may be the victim of both.</source>
        <extracomment>node stay (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Pozostali barbarzyńcy zostają na planszy do momentu zniszczenia w walce lub przejęcia przy użyciu „Doktryny Religijnej”. Jeśli Hordy Barbarzyńców wystąpią w jednej turze dwukrotnie, ten sam gracz może być ofiarą obu.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/beneficiary</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="1"/>
        <source>Beneficiary</source>
        <extracomment>chart title</extracomment>
        <translation>Beneficjent</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="5"/>
        <source>Did another player trade this calamity to the primary victim, and can you tell who?</source>
        <extracomment>node traded (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Czy inny gracz sprzedał tę katastrofę głównej ofierze i czy wiadomo, który?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="12"/>
        <source>Beneficiary: the player who traded this calamity to the primary victim.</source>
        <extracomment>node by_trade (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Beneficjentem zostaje gracz, który sprzedał tę katastrofę głównej ofierze.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="17"/>
        <source>Of the players other than the primary victim, does exactly one have the most cities in stock?</source>
        <extracomment>node most_cities (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Czy spośród graczy innych niż główna ofiara dokładnie jeden ma najwięcej miast w zasobach?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="17"/>
        <source>Use this when the calamity card was drawn, when nobody can tell where it came from, and for a calamity that cannot be traded.</source>
        <extracomment>note of node most_cities (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Stosuj tę zasadę, gdy karta katastrofy została wylosowana, gdy nie można wskazać jej pochodzenia, a także przy katastrofie niehandlowej.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="26"/>
        <source>Of the players tied for the most cities in stock, does exactly one have the most units in stock?</source>
        <extracomment>node most_units (ask); seed 004, Barbarian Hordes</extracomment>
        <translation>Czy spośród graczy remisujących pod względem liczby miast w zasobach dokładnie jeden ma najwięcej jednostek w zasobach?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="33"/>
        <source>Beneficiary: that player. The primary victim is never the beneficiary.</source>
        <extracomment>node one (do); seed 004, Barbarian Hordes</extracomment>
        <translation>Beneficjentem zostaje ten gracz. Główna ofiara nie może być jednocześnie beneficjentem.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="38"/>
        <source>Beneficiary: of the players still tied, the one higher on the A.S.T.</source>
        <extracomment>node ast (do); seed research, Beneficiary (reconstructed)</extracomment>
        <translation>Beneficjentem zostaje ten z wciąż remisujących graczy, który jest wyżej na A.S.T.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_disorder</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="1"/>
        <source>Civil Disorder</source>
        <extracomment>chart title</extracomment>
        <translation>Niepokoje Społeczne</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="7"/>
        <source>CIVIL DISORDER: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>NIEPOKOJE SPOŁECZNE: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
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
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
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
            <numerusform>„{advance}”: główna ofiara zachowuje o %n niezredukowane miasto więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara zachowuje o %n niezredukowane miasta więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara zachowuje o %n niezredukowanych miast więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="131"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="156"/>
        <source>{advance}: the primary victim keeps %n fewer cities unreduced.</source>
        <extracomment>node p_advanced_military_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_naval_warfare_held (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara zachowuje o %n niezredukowane miasto mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara zachowuje o %n niezredukowane miasta mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara zachowuje o %n niezredukowanych miast mniej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="169"/>
        <source>The primary victim reduces all of its cities except %n ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Civil Disorder (reconstructed)</extracomment>
        <translation>
            <numerusform>Główna ofiara redukuje wszystkie swoje miasta oprócz %n ({breakdown}).</numerusform>
            <numerusform>Główna ofiara redukuje wszystkie swoje miasta oprócz %n ({breakdown}).</numerusform>
            <numerusform>Główna ofiara redukuje wszystkie swoje miasta oprócz %n ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_war</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="1"/>
        <source>Civil War</source>
        <extracomment>chart title</extracomment>
        <translation>Wojna Domowa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="5"/>
        <source>CIVIL WAR: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Civil War (reconstructed)</extracomment>
        <translation>WOJNA DOMOWA: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="5"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Civil War (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="17"/>
        <source>Of the players other than the primary victim, does exactly one have the fewest cities in stock?</source>
        <extracomment>node ben_cities (ask); seed 004, Civil War</extracomment>
        <translation>Czy spośród graczy innych niż główna ofiara dokładnie jeden ma najmniej miast w zasobach?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="17"/>
        <source>A tie goes to the player with the most units in stock. If your Civil War card names the player with the most cities in stock instead, choose that rule under “Civil War beneficiary” when you set up the game.</source>
        <extracomment>note of node ben_cities (ask); seed 004, Civil War</extracomment>
        <translation>W przypadku remisu beneficjentem zostaje gracz z największą ilością jednostek w zasobach. Jeśli Twoja karta Wojny Domowej wskazuje zamiast tego gracza z największą ilością miast w zasobach, wybierz tę zasadę w opcji „Beneficjent Wojny Domowej” przy przygotowaniu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="26"/>
        <source>Of the players tied for the fewest cities in stock, does exactly one have the most units in stock?</source>
        <extracomment>node ben_units (ask); seed 004, Civil War</extracomment>
        <translation>Czy spośród graczy remisujących pod względem najmniejszej liczby miast w zasobach dokładnie jeden ma najwięcej jednostek w zasobach?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="33"/>
        <source>Beneficiary: that player. The primary victim is never the beneficiary.</source>
        <extracomment>node ben_one (do); seed 004, Civil War</extracomment>
        <translation>Beneficjentem zostaje ten gracz. Główna ofiara nie może być jednocześnie beneficjentem.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="38"/>
        <source>Beneficiary: of the players still tied, the one higher on the A.S.T.</source>
        <extracomment>node ben_ast (do); seed research, Beneficiary (reconstructed)</extracomment>
        <translation>Beneficjentem zostaje ten z wciąż remisujących graczy, który jest wyżej na A.S.T.</translation>
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
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
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
            <numerusform>„{advance}”: główna ofiara wybiera o %n punkt jednostek mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara wybiera o %n punkty jednostek mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara wybiera o %n punktów jednostek mniej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="124"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="147"/>
        <source>{advance}: the primary victim selects %n more unit points.</source>
        <extracomment>node p_philosophy_held (do); seed 004, Civil War</extracomment>
        <extracomment>node p_military_held (do); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara wybiera o %n punkt jednostek więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara wybiera o %n punkty jednostek więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara wybiera o %n punktów jednostek więcej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="159"/>
        <source>How many unit points does the primary victim have on the board? Count every unit it has there.</source>
        <extracomment>node enter_points (number); seed 004, Civil War</extracomment>
        <translation>Ile punktów jednostek ma główna ofiara na mapie? Policz wszystkie jej jednostki na mapie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="159"/>
        <source>how many unit points the primary victim has on the board</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node enter_points (number); seed 004, Civil War</extracomment>
        <translation>ile punktów jednostek ma główna ofiara na mapie</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="168"/>
        <source>Does the primary victim have more unit points on the board than it keeps?</source>
        <extracomment>node occurs (check); seed 004, Civil War</extracomment>
        <translation>Czy główna ofiara ma na mapie więcej punktów jednostek, niż zachowuje?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="176"/>
        <source>No Civil War: the primary victim has no more unit points on the board than it keeps after its advances (on the board: {total}; kept: {keep}).</source>
        <extracomment>node none (do); seed 004, Civil War</extracomment>
        <translation>Wojna Domowa nie występuje: główna ofiara nie ma na mapie więcej punktów jednostek, niż zachowuje, biorąc pod uwagę karty rozwoju (na mapie: {total}; zachowuje: {keep}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="189"/>
        <source>The primary victim marks %n unit points as selected ({breakdown}) and keeps the rest on the board: {keep}.</source>
        <extracomment>node select (do); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>Główna ofiara oznacza jako wybrany %n punkt jednostek ({breakdown}), a resztę zachowuje na mapie: {keep}.</numerusform>
            <numerusform>Główna ofiara oznacza jako wybrane %n punkty jednostek ({breakdown}), a resztę zachowuje na mapie: {keep}.</numerusform>
            <numerusform>Główna ofiara oznacza jako wybrane %n punktów jednostek ({breakdown}), a resztę zachowuje na mapie: {keep}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="204"/>
        <source>The primary victim selects whole areas: in every area it selects, all of its units. Where it can, it keeps the selected areas adjacent to each other.</source>
        <extracomment>node how (do); seed 004, Civil War</extracomment>
        <translation>Główna ofiara wybiera całe obszary: w każdym obszarze, który wybiera, wszystkie swoje jednostki. Jeśli może, wybiera obszary przylegające do siebie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="210"/>
        <source>Can the primary victim select exactly %n unit points that way?</source>
        <extracomment>node exact (ask); seed 004, Civil War</extracomment>
        <translation>
            <numerusform>Czy główna ofiara może w ten sposób wybrać dokładnie %n punkt jednostek?</numerusform>
            <numerusform>Czy główna ofiara może w ten sposób wybrać dokładnie %n punkty jednostek?</numerusform>
            <numerusform>Czy główna ofiara może w ten sposób wybrać dokładnie %n punktów jednostek?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="222"/>
        <source>The primary victim gives up the selection rules one at a time, in this order, until a selection fits: 1. all units of each selected area; 2. selected areas adjacent to each other; 3. the exact total to select ({select}); 4. a selection the beneficiary can annex in full.</source>
        <extracomment>node relax (do); seed 004, Civil War</extracomment>
        <translation>Główna ofiara łamie zasady wyboru po jednej, w tej kolejności, aż wybór będzie możliwy: 1. wszystkie jednostki w każdym wybranym obszarze; 2. wybrane obszary przylegające do siebie; 3. dokładna liczba do wybrania ({select}); 4. wybór, który beneficjent może przejąć w całości.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="233"/>
        <source>Does the beneficiary have at least as many unit points in stock as the primary victim selected?</source>
        <extracomment>node stock (ask); seed 004, Civil War</extracomment>
        <translation>Czy beneficjent ma w zasobach co najmniej tyle punktów jednostek, ile wybrała główna ofiara?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="240"/>
        <source>The beneficiary annexes every selected unit, replacing each of them with a unit from its own stock. If its mix of cities and tokens in stock does not match, it uses its stock in whatever way annexes everything.</source>
        <extracomment>node annex_all (do); seed 004, Civil War</extracomment>
        <translation>Beneficjent przejmuje wszystkie wybrane jednostki, zastępując każdą z nich jednostką ze swoich zasobów. Jeśli układ miast i żetonów w jego zasobach nie pasuje, używa swoich zasobów w taki sposób, aby przejąć wszystko.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="246"/>
        <source>The beneficiary annexes as much of the selection as its stock allows, using its stock in whatever way annexes the most. It replaces the selected units it cannot annex with barbarian tokens and/or pirate cities.</source>
        <extracomment>node annex_part (do); seed 004, Civil War</extracomment>
        <translation>Beneficjent przejmuje tak dużo z wyboru, jak pozwalają mu zasoby, używając ich tak, aby przejąć jak najwięcej. Wybrane jednostki, których nie może przejąć, zastępuje znacznikami barbarzyńców i/lub pirackimi miastami.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="45"/>
        <source>Of the players other than the primary victim, does exactly one have the most cities in stock?</source>
        <extracomment>variant &apos;civil_war_most_cities&apos;: node ben_cities (ask); seed research, Civil War (reconstructed)</extracomment>
        <translation>Czy spośród graczy innych niż główna ofiara dokładnie jeden ma najwięcej miast w zasobach?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="45"/>
        <source>The rule chosen under “Civil War beneficiary” at setup: the player with the most cities in stock; a tie goes to the most units in stock.</source>
        <extracomment>note of variant &apos;civil_war_most_cities&apos;: node ben_cities (ask); seed research, Civil War (reconstructed)</extracomment>
        <translation>Zasada wybrana w opcji „Beneficjent Wojny Domowej” przy przygotowaniu gry: gracz z największą ilością miast w zasobach; w przypadku remisu z największą ilością jednostek w zasobach.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="54"/>
        <source>Of the players tied for the most cities in stock, does exactly one have the most units in stock?</source>
        <extracomment>variant &apos;civil_war_most_cities&apos;: node ben_units (ask); seed research, Civil War (reconstructed)</extracomment>
        <translation>Czy spośród graczy remisujących pod względem liczby miast w zasobach dokładnie jeden ma najwięcej jednostek w zasobach?</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/corruption</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="1"/>
        <source>Corruption</source>
        <extracomment>chart title</extracomment>
        <translation>Korupcja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="7"/>
        <source>CORRUPTION: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>KORUPCJA: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="69"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_law (ask); seed research, Corruption (reconstructed)</extracomment>
        <extracomment>node p_coinage (ask); seed research, Corruption (reconstructed)</extracomment>
        <extracomment>node p_wonder_of_the_world (ask); seed research, Corruption (reconstructed)</extracomment>
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="31"/>
        <source>{advance}: the primary victim discards commodity cards worth %n less in face value.</source>
        <extracomment>node p_law_held (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara odrzuca karty towarów o wartości nominalnej niższej o %n.</numerusform>
            <numerusform>„{advance}”: główna ofiara odrzuca karty towarów o wartości nominalnej niższej o %n.</numerusform>
            <numerusform>„{advance}”: główna ofiara odrzuca karty towarów o wartości nominalnej niższej o %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="81"/>
        <source>{advance}: the primary victim discards commodity cards worth %n more in face value.</source>
        <extracomment>node p_coinage_held (do); seed research, Corruption (reconstructed)</extracomment>
        <extracomment>node p_wonder_of_the_world_held (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara odrzuca karty towarów o wartości nominalnej wyższej o %n.</numerusform>
            <numerusform>„{advance}”: główna ofiara odrzuca karty towarów o wartości nominalnej wyższej o %n.</numerusform>
            <numerusform>„{advance}”: główna ofiara odrzuca karty towarów o wartości nominalnej wyższej o %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="94"/>
        <source>The primary victim discards commodity cards worth at least {value} in face value ({breakdown}). Count face value, not set value.</source>
        <extracomment>node discard (do); seed research, Corruption (reconstructed)</extracomment>
        <translation>Główna ofiara odrzuca karty towarów o wartości nominalnej co najmniej {value} ({breakdown}). Licz wartość nominalną, nie wartość zestawu.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/cyclone</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="1"/>
        <source>Cyclone</source>
        <extracomment>chart title</extracomment>
        <translation>Cyklon</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="5"/>
        <source>CYCLONE: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Cyclone (reconstructed)</extracomment>
        <translation>CYKLON: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="5"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Cyclone (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="17"/>
        <source>Find the open sea whose adjacent areas hold the most of the primary victim&apos;s cities. If several tie, the primary victim picks one of them.</source>
        <extracomment>node sea (do); seed 004, Cyclone</extracomment>
        <translation>Znajdź obszar otwartego morza, który ma najwięcej miast głównej ofiary w przylegających obszarach. W przypadku remisu główna ofiara wybiera obszar dla Cyklonu.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="23"/>
        <source>Before any protection, does the primary victim have a city in an area adjacent to that open sea?</source>
        <extracomment>node any_city (ask); seed 004, Cyclone</extracomment>
        <translation>Czy przed wzięciem pod uwagę efektów ochronnych główna ofiara ma miasto w obszarze przylegającym do tego otwartego morza?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="30"/>
        <source>No Cyclone: the primary victim has no city next to that open sea.</source>
        <extracomment>node cancelled (do); seed 004, Cyclone</extracomment>
        <translation>Cyklon nie ma miejsca: główna ofiara nie ma miast w obszarach przylegających do tego otwartego morza.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="35"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="72"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="95"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_trade_empire (ask); seed 004, Cyclone</extracomment>
        <extracomment>node p_masonry (ask); seed 004, Cyclone</extracomment>
        <extracomment>node p_calendar (ask); seed 004, Cyclone</extracomment>
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="46"/>
        <source>{advance}: the primary victim selects %n more cities.</source>
        <extracomment>node p_trade_empire_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara wybiera o %n miasto więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara wybiera o %n miasta więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara wybiera o %n miast więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="58"/>
        <source>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</source>
        <extracomment>node select (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Główna ofiara wybiera %n ze swoich miast przylegających do tego otwartego morza, a jeśli ma ich mniej – wszystkie ({breakdown}).</numerusform>
            <numerusform>Główna ofiara wybiera %n ze swoich miast przylegających do tego otwartego morza, a jeśli ma ich mniej – wszystkie ({breakdown}).</numerusform>
            <numerusform>Główna ofiara wybiera %n ze swoich miast przylegających do tego otwartego morza, a jeśli ma ich mniej – wszystkie ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="83"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="106"/>
        <source>{advance}: the primary victim unselects %n of its selected cities.</source>
        <extracomment>node p_masonry_held (do); seed 004, Cyclone</extracomment>
        <extracomment>node p_calendar_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara rezygnuje z wyboru %n miasta.</numerusform>
            <numerusform>„{advance}”: główna ofiara rezygnuje z wyboru %n miast.</numerusform>
            <numerusform>„{advance}”: główna ofiara rezygnuje z wyboru %n miast.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="118"/>
        <source>Does an advance spare any of the primary victim&apos;s selected cities?</source>
        <extracomment>node reduce_spared (check); seed 004, Cyclone</extracomment>
        <translation>Czy karta rozwoju chroni którekolwiek z miast wybranych przez główną ofiarę?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="118"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="259"/>
        <source>Yes, every one</source>
        <extracomment>answer &apos;all&apos; to &quot;Does an advance spare any of the primary victim&apos;s selected cities?&quot;; node reduce_spared (check); seed 004, Cyclone</extracomment>
        <extracomment>answer &apos;all&apos; to &quot;Does an advance spare any of that player&apos;s selected cities?&quot;; node s1_reduce_spared (check); seed 004, Cyclone</extracomment>
        <translation>Tak, wszystkie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="128"/>
        <source>The primary victim reduces every city it selected: at most %n.</source>
        <extracomment>node reduce_all (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Główna ofiara redukuje wszystkie wybrane miasta: najwyżej %n.</numerusform>
            <numerusform>Główna ofiara redukuje wszystkie wybrane miasta: najwyżej %n.</numerusform>
            <numerusform>Główna ofiara redukuje wszystkie wybrane miasta: najwyżej %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="138"/>
        <source>The primary victim unselects every city it selected: no city is reduced.</source>
        <extracomment>node reduce_none (do); seed 004, Cyclone</extracomment>
        <translation>Główna ofiara rezygnuje z wyboru wszystkich wybranych miast: żadne miasto nie zostaje zredukowane.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="138"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="145"/>
        <source>Masonry and Calendar may spare cities, but they never cancel the Cyclone: the other players still resolve it.</source>
        <extracomment>note of node reduce_none (do); seed 004, Cyclone</extracomment>
        <extracomment>note of node reduce (do); seed 004, Cyclone</extracomment>
        <translation>„Kamieniarstwo” i „Kalendarz” mogą zapobiec redukcji miast, ale nie negują samego wystąpienia Cyklonu: pozostali gracze i tak go rozpatrują.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="145"/>
        <source>The primary victim unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</source>
        <extracomment>node reduce (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Główna ofiara rezygnuje z wyboru %n ze swoich wybranych miast ({shares}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
            <numerusform>Główna ofiara rezygnuje z wyboru %n ze swoich wybranych miast ({shares}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
            <numerusform>Główna ofiara rezygnuje z wyboru %n ze swoich wybranych miast ({shares}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="164"/>
        <source>Does another player with cities adjacent to that open sea still have to resolve the Cyclone?</source>
        <extracomment>node others (ask); seed 004, Cyclone</extracomment>
        <translation>Czy jakiś inny gracz z miastami przylegającymi do tego otwartego morza musi jeszcze rozpatrzyć Cyklon?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="164"/>
        <source>Every player with cities next to that open sea is hit. Each answers for its own advances: Trade Empire, Masonry and Calendar count for whoever selects the cities.</source>
        <extracomment>note of node others (ask); seed 004, Cyclone</extracomment>
        <translation>Cyklon dotyka każdego gracza z miastami przy tym otwartym morzu. Każdy odpowiada za swoje karty rozwoju: „Imperium Handlowe”, „Kamieniarstwo” i „Kalendarz” liczą się dla tego, kto wybiera miasta.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="177"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="213"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="236"/>
        <source>Does that player hold {advance}?</source>
        <extracomment>node s1_trade_empire (ask); seed 004, Cyclone</extracomment>
        <extracomment>node s1_masonry (ask); seed 004, Cyclone</extracomment>
        <extracomment>node s1_calendar (ask); seed 004, Cyclone</extracomment>
        <translation>Czy ten gracz posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="188"/>
        <source>{advance}: that player selects %n more cities.</source>
        <extracomment>node s1_trade_empire_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>„{advance}”: ten gracz wybiera o %n miasto więcej.</numerusform>
            <numerusform>„{advance}”: ten gracz wybiera o %n miasta więcej.</numerusform>
            <numerusform>„{advance}”: ten gracz wybiera o %n miast więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="200"/>
        <source>That player selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}).</source>
        <extracomment>node s1_select (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Ten gracz wybiera %n ze swoich miast przylegających do tego otwartego morza, a jeśli ma ich mniej – wszystkie ({breakdown}).</numerusform>
            <numerusform>Ten gracz wybiera %n ze swoich miast przylegających do tego otwartego morza, a jeśli ma ich mniej – wszystkie ({breakdown}).</numerusform>
            <numerusform>Ten gracz wybiera %n ze swoich miast przylegających do tego otwartego morza, a jeśli ma ich mniej – wszystkie ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="224"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="247"/>
        <source>{advance}: that player unselects %n of its selected cities.</source>
        <extracomment>node s1_masonry_held (do); seed 004, Cyclone</extracomment>
        <extracomment>node s1_calendar_held (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>„{advance}”: ten gracz rezygnuje z wyboru %n miasta.</numerusform>
            <numerusform>„{advance}”: ten gracz rezygnuje z wyboru %n miast.</numerusform>
            <numerusform>„{advance}”: ten gracz rezygnuje z wyboru %n miast.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="259"/>
        <source>Does an advance spare any of that player&apos;s selected cities?</source>
        <extracomment>node s1_reduce_spared (check); seed 004, Cyclone</extracomment>
        <translation>Czy karta rozwoju chroni którekolwiek z miast wybranych przez tego gracza?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="269"/>
        <source>That player reduces every city it selected: at most %n.</source>
        <extracomment>node s1_reduce_all (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Ten gracz redukuje wszystkie wybrane miasta: najwyżej %n.</numerusform>
            <numerusform>Ten gracz redukuje wszystkie wybrane miasta: najwyżej %n.</numerusform>
            <numerusform>Ten gracz redukuje wszystkie wybrane miasta: najwyżej %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="279"/>
        <source>That player unselects every city it selected: no city is reduced.</source>
        <extracomment>node s1_reduce_none (do); seed 004, Cyclone</extracomment>
        <translation>Ten gracz rezygnuje z wyboru wszystkich wybranych miast: żadne miasto nie zostaje zredukowane.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="284"/>
        <source>That player unselects %n of its selected cities ({shares}) and reduces the rest: at most {reduced}.</source>
        <extracomment>node s1_reduce (do); seed 004, Cyclone</extracomment>
        <translation>
            <numerusform>Ten gracz rezygnuje z wyboru %n ze swoich wybranych miast ({shares}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
            <numerusform>Ten gracz rezygnuje z wyboru %n ze swoich wybranych miast ({shares}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
            <numerusform>Ten gracz rezygnuje z wyboru %n ze swoich wybranych miast ({shares}), a pozostałe wybrane miasta zostają zredukowane: najwyżej {reduced}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/epidemic</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="1"/>
        <source>Epidemic</source>
        <extracomment>chart title</extracomment>
        <translation>Epidemia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="5"/>
        <source>EPIDEMIC: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>EPIDEMIA: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="5"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
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
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="34"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="62"/>
        <source>{advance}: the primary victim takes %n less damage.</source>
        <extracomment>node p_medicine_held (do); seed 004, Epidemic</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenie mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenia mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażeń mniej.</numerusform>
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
        <translation>Zasady katastrof podają dla Epidemii tylko „Medycynę”. „Oświecenie”, „Budowa Dróg” i „Imperium Handlowe” (dla głównej ofiary) oraz „Anatomia” (dla ofiary dodatkowej) pochodzą z kart katastrof: porównaj je z kartą Epidemii w swoim egzemplarzu gry.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="95"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="128"/>
        <source>{advance}: the primary victim takes %n more damage.</source>
        <extracomment>node p_roadbuilding_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <extracomment>node p_trade_empire_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenie więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenia więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażeń więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="145"/>
        <source>The primary victim takes %n damage ({breakdown}).</source>
        <extracomment>node primary_damage (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>Główna ofiara otrzymuje %n obrażenie ({breakdown}).</numerusform>
            <numerusform>Główna ofiara otrzymuje %n obrażenia ({breakdown}).</numerusform>
            <numerusform>Główna ofiara otrzymuje %n obrażeń ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="161"/>
        <source>The primary victim names up to %n other players as secondary victims. The beneficiary cannot be one of them.</source>
        <extracomment>node name (do); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>Główna ofiara wybiera do %n innego gracza jako ofiarę dodatkową. Beneficjent nie może zostać wybrany jako ofiara dodatkowa.</numerusform>
            <numerusform>Główna ofiara wybiera do %n innych graczy jako ofiary dodatkowe. Beneficjent nie może zostać wybrany jako ofiara dodatkowa.</numerusform>
            <numerusform>Główna ofiara wybiera do %n innych graczy jako ofiary dodatkowe. Beneficjent nie może zostać wybrany jako ofiara dodatkowa.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="161"/>
        <source>Nor can the primary victim name a player who is already the primary victim, a secondary victim or the beneficiary of another Epidemic this turn. The calamity rules do not say what happens when fewer players can be named than the Epidemic asks (a game of two or three players): the primary victim names those it can.</source>
        <extracomment>note of node name (do); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>Główna ofiara nie może też wybrać gracza, który w tej turze jest już główną ofiarą, ofiarą dodatkową lub beneficjentem innej Epidemii. Zasady katastrof nie mówią, co się dzieje, gdy można wybrać mniej graczy, niż wymaga Epidemia (w grze dwóch lub trzech graczy): główna ofiara wybiera tych, których może.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="175"/>
        <source>Did the primary victim name a first secondary victim?</source>
        <extracomment>node named_1 (ask); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>Czy główna ofiara wybrała pierwszą ofiarę dodatkową?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="175"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="272"/>
        <source>The calamity rules do not say what happens when fewer players can be named than the Epidemic asks; a player who is not named takes no damage.</source>
        <extracomment>note of node named_1 (ask); seed 004, Epidemic (reconstructed)</extracomment>
        <extracomment>note of node named_2 (ask); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>Zasady katastrof nie mówią, co się dzieje, gdy można wybrać mniej graczy, niż wymaga Epidemia; gracz, którego nie wybrano, nie otrzymuje obrażeń.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="185"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="208"/>
        <source>Does the first secondary victim hold {advance}?</source>
        <extracomment>node s1_medicine (ask); seed 004, Epidemic</extracomment>
        <extracomment>node s1_anatomy (ask); seed research, Epidemic (reconstructed)</extracomment>
        <translation>Czy pierwsza ofiara dodatkowa posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="196"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="224"/>
        <source>{advance}: the first secondary victim takes %n less damage.</source>
        <extracomment>node s1_medicine_held (do); seed 004, Epidemic</extracomment>
        <extracomment>node s1_anatomy_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: pierwsza ofiara dodatkowa otrzymuje o %n obrażenie mniej.</numerusform>
            <numerusform>„{advance}”: pierwsza ofiara dodatkowa otrzymuje o %n obrażenia mniej.</numerusform>
            <numerusform>„{advance}”: pierwsza ofiara dodatkowa otrzymuje o %n obrażeń mniej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="241"/>
        <source>Does the first secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_1 (check); seed 004, Epidemic</extracomment>
        <translation>Czy pierwsza ofiara dodatkowa otrzymuje jakiekolwiek obrażenia po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="250"/>
        <source>The first secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_1 (do); seed 004, Epidemic</extracomment>
        <translation>Pierwsza ofiara dodatkowa nie otrzymuje obrażeń ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="259"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>Pierwsza ofiara dodatkowa otrzymuje %n obrażenie ({breakdown}).</numerusform>
            <numerusform>Pierwsza ofiara dodatkowa otrzymuje %n obrażenia ({breakdown}).</numerusform>
            <numerusform>Pierwsza ofiara dodatkowa otrzymuje %n obrażeń ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="272"/>
        <source>Did the primary victim name a second secondary victim?</source>
        <extracomment>node named_2 (ask); seed 004, Epidemic (reconstructed)</extracomment>
        <translation>Czy główna ofiara wybrała drugą ofiarę dodatkową?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="282"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="305"/>
        <source>Does the second secondary victim hold {advance}?</source>
        <extracomment>node s2_medicine (ask); seed 004, Epidemic</extracomment>
        <extracomment>node s2_anatomy (ask); seed research, Epidemic (reconstructed)</extracomment>
        <translation>Czy druga ofiara dodatkowa posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="293"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="321"/>
        <source>{advance}: the second secondary victim takes %n less damage.</source>
        <extracomment>node s2_medicine_held (do); seed 004, Epidemic</extracomment>
        <extracomment>node s2_anatomy_held (do); seed research, Epidemic (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: druga ofiara dodatkowa otrzymuje o %n obrażenie mniej.</numerusform>
            <numerusform>„{advance}”: druga ofiara dodatkowa otrzymuje o %n obrażenia mniej.</numerusform>
            <numerusform>„{advance}”: druga ofiara dodatkowa otrzymuje o %n obrażeń mniej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="338"/>
        <source>Does the second secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_2 (check); seed 004, Epidemic</extracomment>
        <translation>Czy druga ofiara dodatkowa otrzymuje jakiekolwiek obrażenia po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="347"/>
        <source>The second secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_2 (do); seed 004, Epidemic</extracomment>
        <translation>Druga ofiara dodatkowa nie otrzymuje obrażeń ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="356"/>
        <source>The second secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_2 (do); seed 004, Epidemic</extracomment>
        <translation>
            <numerusform>Druga ofiara dodatkowa otrzymuje %n obrażenie ({breakdown}).</numerusform>
            <numerusform>Druga ofiara dodatkowa otrzymuje %n obrażenia ({breakdown}).</numerusform>
            <numerusform>Druga ofiara dodatkowa otrzymuje %n obrażeń ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/famine</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="1"/>
        <source>Famine</source>
        <extracomment>chart title</extracomment>
        <translation>Głód</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="7"/>
        <source>FAMINE: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Famine (reconstructed)</extracomment>
        <translation>GŁÓD: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="69"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_pottery (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node p_calendar (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node p_agriculture (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="56"/>
        <source>{advance}: the primary victim takes %n less damage.</source>
        <extracomment>node p_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node p_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenie mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenia mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażeń mniej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="81"/>
        <source>{advance}: the primary victim takes %n more damage.</source>
        <extracomment>node p_agriculture_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenie więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenia więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażeń więcej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="94"/>
        <source>Does the primary victim take any damage after its advances?</source>
        <extracomment>node hurt_p (check); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy główna ofiara otrzymuje jakiekolwiek obrażenia po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="104"/>
        <source>The primary victim takes no damage ({breakdown}).</source>
        <extracomment>node primary_unhurt (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Główna ofiara nie otrzymuje obrażeń ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="114"/>
        <source>The primary victim takes %n damage ({breakdown}).</source>
        <extracomment>node primary_damage (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Główna ofiara otrzymuje %n obrażenie ({breakdown}).</numerusform>
            <numerusform>Główna ofiara otrzymuje %n obrażenia ({breakdown}).</numerusform>
            <numerusform>Główna ofiara otrzymuje %n obrażeń ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="128"/>
        <source>The primary victim names up to %n other players as secondary victims.</source>
        <extracomment>node name (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Główna ofiara wskazuje do %n innego gracza jako ofiarę dodatkową.</numerusform>
            <numerusform>Główna ofiara wskazuje do %n innych graczy jako ofiary dodatkowe.</numerusform>
            <numerusform>Główna ofiara wskazuje do %n innych graczy jako ofiary dodatkowe.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="128"/>
        <source>The rules do not say what happens when fewer players can be named than the Famine asks (a game of two or three players): the primary victim names those it can.</source>
        <extracomment>note of node name (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Zasady nie mówią, co się dzieje, gdy można wskazać mniej graczy, niż wymaga Głód (gra dwóch lub trzech graczy): główna ofiara wskazuje tych, których może.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="140"/>
        <source>Did the primary victim name a first secondary victim?</source>
        <extracomment>node named_1 (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy główna ofiara wskazała pierwszą ofiarę dodatkową?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="140"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="235"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="330"/>
        <source>The rules do not say what happens when fewer players can be named than the Famine asks; a player who is not named takes no damage.</source>
        <extracomment>note of node named_1 (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>note of node named_2 (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>note of node named_3 (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Zasady nie mówią, co się dzieje, gdy można wskazać mniej graczy, niż wymaga Głód; gracz, którego nie wskazano, nie otrzymuje obrażeń.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="151"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="176"/>
        <source>Does the first secondary victim hold {advance}?</source>
        <extracomment>node s1_pottery (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s1_calendar (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy pierwsza ofiara dodatkowa posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="163"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="188"/>
        <source>{advance}: the first secondary victim takes %n less damage.</source>
        <extracomment>node s1_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s1_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: pierwsza ofiara dodatkowa otrzymuje o %n obrażenie mniej.</numerusform>
            <numerusform>„{advance}”: pierwsza ofiara dodatkowa otrzymuje o %n obrażenia mniej.</numerusform>
            <numerusform>„{advance}”: pierwsza ofiara dodatkowa otrzymuje o %n obrażeń mniej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="201"/>
        <source>Does the first secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_1 (check); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy pierwsza ofiara dodatkowa otrzymuje jakiekolwiek obrażenia po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="211"/>
        <source>The first secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_1 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Pierwsza ofiara dodatkowa nie otrzymuje obrażeń ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="221"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Pierwsza ofiara dodatkowa otrzymuje %n obrażenie ({breakdown}).</numerusform>
            <numerusform>Pierwsza ofiara dodatkowa otrzymuje %n obrażenia ({breakdown}).</numerusform>
            <numerusform>Pierwsza ofiara dodatkowa otrzymuje %n obrażeń ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="235"/>
        <source>Did the primary victim name a second secondary victim?</source>
        <extracomment>node named_2 (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy główna ofiara wskazała drugą ofiarę dodatkową?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="246"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="271"/>
        <source>Does the second secondary victim hold {advance}?</source>
        <extracomment>node s2_pottery (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s2_calendar (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy druga ofiara dodatkowa posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="258"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="283"/>
        <source>{advance}: the second secondary victim takes %n less damage.</source>
        <extracomment>node s2_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s2_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: druga ofiara dodatkowa otrzymuje o %n obrażenie mniej.</numerusform>
            <numerusform>„{advance}”: druga ofiara dodatkowa otrzymuje o %n obrażenia mniej.</numerusform>
            <numerusform>„{advance}”: druga ofiara dodatkowa otrzymuje o %n obrażeń mniej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="296"/>
        <source>Does the second secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_2 (check); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy druga ofiara dodatkowa otrzymuje jakiekolwiek obrażenia po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="306"/>
        <source>The second secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_2 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Druga ofiara dodatkowa nie otrzymuje obrażeń ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="316"/>
        <source>The second secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_2 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Druga ofiara dodatkowa otrzymuje %n obrażenie ({breakdown}).</numerusform>
            <numerusform>Druga ofiara dodatkowa otrzymuje %n obrażenia ({breakdown}).</numerusform>
            <numerusform>Druga ofiara dodatkowa otrzymuje %n obrażeń ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="330"/>
        <source>Did the primary victim name a third secondary victim?</source>
        <extracomment>node named_3 (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy główna ofiara wskazała trzecią ofiarę dodatkową?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="341"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="366"/>
        <source>Does the third secondary victim hold {advance}?</source>
        <extracomment>node s3_pottery (ask); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s3_calendar (ask); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy trzecia ofiara dodatkowa posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="353"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="378"/>
        <source>{advance}: the third secondary victim takes %n less damage.</source>
        <extracomment>node s3_pottery_held (do); seed research, Famine (reconstructed)</extracomment>
        <extracomment>node s3_calendar_held (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: trzecia ofiara dodatkowa otrzymuje o %n obrażenie mniej.</numerusform>
            <numerusform>„{advance}”: trzecia ofiara dodatkowa otrzymuje o %n obrażenia mniej.</numerusform>
            <numerusform>„{advance}”: trzecia ofiara dodatkowa otrzymuje o %n obrażeń mniej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="391"/>
        <source>Does the third secondary victim take any damage after its advances?</source>
        <extracomment>node hurt_3 (check); seed research, Famine (reconstructed)</extracomment>
        <translation>Czy trzecia ofiara dodatkowa otrzymuje jakiekolwiek obrażenia po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="401"/>
        <source>The third secondary victim takes no damage ({breakdown}).</source>
        <extracomment>node unhurt_3 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>Trzecia ofiara dodatkowa nie otrzymuje obrażeń ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="411"/>
        <source>The third secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_3 (do); seed research, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Trzecia ofiara dodatkowa otrzymuje %n obrażenie ({breakdown}).</numerusform>
            <numerusform>Trzecia ofiara dodatkowa otrzymuje %n obrażenia ({breakdown}).</numerusform>
            <numerusform>Trzecia ofiara dodatkowa otrzymuje %n obrażeń ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/flood</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="1"/>
        <source>Flood</source>
        <extracomment>chart title</extracomment>
        <translation>Powódź</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="7"/>
        <source>FLOOD: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Flood (reconstructed)</extracomment>
        <translation>POWÓDŹ: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Flood (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="19"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_engineering (ask); seed research, Flood (reconstructed)</extracomment>
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="31"/>
        <source>{advance}: the primary victim takes %n less damage.</source>
        <extracomment>node p_engineering_held (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenie mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażenia mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara otrzymuje o %n obrażeń mniej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="44"/>
        <source>Does the primary victim have units on a flood plain?</source>
        <extracomment>node plain (ask); seed research, Flood (reconstructed)</extracomment>
        <translation>Czy główna ofiara ma jednostki na równinie zalewowej?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="52"/>
        <source>The flood plain is the one where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</source>
        <extracomment>node plain_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>Chodzi o równinę zalewową, na której główna ofiara straciłaby najwięcej. Główna ofiara otrzymuje tam %n obrażenie ({breakdown}); każdy inny gracz z jednostkami na tej równinie zalewowej otrzymuje {other}.</numerusform>
            <numerusform>Chodzi o równinę zalewową, na której główna ofiara straciłaby najwięcej. Główna ofiara otrzymuje tam %n obrażenia ({breakdown}); każdy inny gracz z jednostkami na tej równinie zalewowej otrzymuje {other}.</numerusform>
            <numerusform>Chodzi o równinę zalewową, na której główna ofiara straciłaby najwięcej. Główna ofiara otrzymuje tam %n obrażeń ({breakdown}); każdy inny gracz z jednostkami na tej równinie zalewowej otrzymuje {other}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="52"/>
        <source>Check on your Flood card whether Engineering protects the other players too.</source>
        <extracomment>note of node plain_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>Sprawdź na swojej karcie Powodzi, czy „Inżynieria” chroni też innych graczy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="52"/>
        <source>%n damage</source>
        <extracomment>part of the text of node plain_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>%n obrażenie</numerusform>
            <numerusform>%n obrażenia</numerusform>
            <numerusform>%n obrażeń</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="76"/>
        <source>Does the primary victim take any damage in coastal areas after its advances?</source>
        <extracomment>node any_coast (check); seed research, Flood (reconstructed)</extracomment>
        <translation>Czy główna ofiara otrzymuje jakiekolwiek obrażenia w obszarach przybrzeżnych po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="86"/>
        <source>No units on a flood plain: the primary victim takes no damage in coastal areas ({breakdown}).</source>
        <extracomment>node coast_none (do); seed research, Flood (reconstructed)</extracomment>
        <translation>Główna ofiara nie ma jednostek na równinie zalewowej i nie otrzymuje obrażeń w swoich jednostkach w obszarach przybrzeżnych ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="96"/>
        <source>No units on a flood plain: the primary victim takes %n damage from its units in coastal areas ({breakdown}).</source>
        <extracomment>node coast_damage (do); seed research, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>Główna ofiara nie ma jednostek na równinie zalewowej: otrzymuje %n obrażenie w swoich jednostkach w obszarach przybrzeżnych ({breakdown}).</numerusform>
            <numerusform>Główna ofiara nie ma jednostek na równinie zalewowej: otrzymuje %n obrażenia w swoich jednostkach w obszarach przybrzeżnych ({breakdown}).</numerusform>
            <numerusform>Główna ofiara nie ma jednostek na równinie zalewowej: otrzymuje %n obrażeń w swoich jednostkach w obszarach przybrzeżnych ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/iconoclasm_heresy</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="1"/>
        <source>Iconoclasm and Heresy</source>
        <extracomment>chart title</extracomment>
        <translation>Ikonoklazm i Herezja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="7"/>
        <source>ICONOCLASM AND HERESY: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>IKONOKLAZM I HEREZJA: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
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
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="62"/>
        <source>{advance}: the primary victim reduces %n fewer cities.</source>
        <extracomment>node p_philosophy_held (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>node p_theology_held (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miasto mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miasta mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miast mniej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="87"/>
        <source>{advance}: the primary victim reduces %n more cities.</source>
        <extracomment>node p_monotheism_held (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miasto więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miasta więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miast więcej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="100"/>
        <source>Does the primary victim reduce any city after its advances?</source>
        <extracomment>node any_reduced (check); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Czy główna ofiara redukuje jakiekolwiek miasto po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="110"/>
        <source>The primary victim reduces no city ({breakdown}).</source>
        <extracomment>node reduce_none (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Główna ofiara nie redukuje żadnego miasta ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="132"/>
        <source>Does the primary victim discard %n commodity cards to escape this calamity?</source>
        <extracomment>node theocracy_discard (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Czy główna ofiara chce odrzucić %n kartę towaru, by uniknąć tej katastrofy?</numerusform>
            <numerusform>Czy główna ofiara chce odrzucić %n karty towarów, by uniknąć tej katastrofy?</numerusform>
            <numerusform>Czy główna ofiara chce odrzucić %n kart towarów, by uniknąć tej katastrofy?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="143"/>
        <source>The primary victim reduces no city.</source>
        <extracomment>node spared (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Główna ofiara nie redukuje żadnego miasta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="149"/>
        <source>The primary victim reduces %n of its cities ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Główna ofiara redukuje %n swoje miasto ({breakdown}).</numerusform>
            <numerusform>Główna ofiara redukuje %n swoje miasta ({breakdown}).</numerusform>
            <numerusform>Główna ofiara redukuje %n swoich miast ({breakdown}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="163"/>
        <source>The primary victim names up to %n other players as secondary victims, never the beneficiary.</source>
        <extracomment>node others (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Główna ofiara wskazuje do %n innego gracza jako ofiarę dodatkową, nigdy beneficjenta.</numerusform>
            <numerusform>Główna ofiara wskazuje do %n innych graczy jako ofiary dodatkowe, nigdy beneficjenta.</numerusform>
            <numerusform>Główna ofiara wskazuje do %n innych graczy jako ofiary dodatkowe, nigdy beneficjenta.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="163"/>
        <source>The rules do not say what happens when fewer players can be named than the calamity asks (a game of two or three players): the primary victim names those it can.</source>
        <extracomment>note of node others (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Zasady nie mówią, co się dzieje, gdy można wskazać mniej graczy, niż wymaga katastrofa (gra dwóch lub trzech graczy): główna ofiara wskazuje tych, których może.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="175"/>
        <source>Did the primary victim name a first secondary victim?</source>
        <extracomment>node named_1 (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Czy główna ofiara wskazała pierwszą ofiarę dodatkową?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="175"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="206"/>
        <source>The rules do not say what happens when fewer players can be named than the calamity asks; a player who is not named reduces no city.</source>
        <extracomment>note of node named_1 (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>note of node named_2 (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Zasady nie mówią, co się dzieje, gdy można wskazać mniej graczy, niż wymaga katastrofa; gracz, którego nie wskazano, nie redukuje żadnego miasta.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <source>The first secondary victim reduces {cities}. If it holds {advance}, it may instead discard {cards} to escape this calamity.</source>
        <extracomment>node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Pierwsza ofiara dodatkowa redukuje {cities}. Jeśli ma kartę rozwoju „{advance}”, może zamiast tego odrzucić {cards}, by uniknąć tej katastrofy.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>Theocracy cancels the calamity&apos;s effect on the player who holds it and discards the cards; check on your card that a named player may use it too, and the other advances of a named player.</source>
        <extracomment>note of node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>note of node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>„Teokracja” anuluje skutek katastrofy dla gracza, który ją posiada i odrzuca karty; sprawdź na swojej karcie, czy wskazany gracz też może z niej skorzystać, oraz inne karty rozwoju wskazanego gracza.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>part of the text of node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n swoje miasto</numerusform>
            <numerusform>%n swoje miasta</numerusform>
            <numerusform>%n swoich miast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>%n commodity cards</source>
        <extracomment>part of the text of node loss_1 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>part of the text of node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n kartę towaru</numerusform>
            <numerusform>%n karty towarów</numerusform>
            <numerusform>%n kart towarów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="206"/>
        <source>Did the primary victim name a second secondary victim?</source>
        <extracomment>node named_2 (ask); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Czy główna ofiara wskazała drugą ofiarę dodatkową?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="217"/>
        <source>The second secondary victim reduces {cities}. If it holds {advance}, it may instead discard {cards} to escape this calamity.</source>
        <extracomment>node loss_2 (do); seed research, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Druga ofiara dodatkowa redukuje {cities}. Jeśli ma kartę rozwoju „{advance}”, może zamiast tego odrzucić {cards}, by uniknąć tej katastrofy.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/main</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="1"/>
        <source>Calamity</source>
        <extracomment>chart title</extracomment>
        <translation>Katastrofa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Which trade card stack is the calamity from? ({min} to {max})</source>
        <extracomment>node pick (number); seed research, The calamities (reconstructed)</extracomment>
        <translation>Z którego stosu kart handlu jest ta katastrofa? ({min}–{max})</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Every calamity card shows its trade card stack.</source>
        <extracomment>note of node pick (number); seed research, The calamities (reconstructed)</extracomment>
        <translation>Na każdej karcie katastrofy podany jest jej stos kart handlu.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>which trade card stack the calamity came from</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node pick (number); seed research, The calamities (reconstructed)</extracomment>
        <translation>z którego stosu kart handlu pochodzi katastrofa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="20"/>
        <source>Which calamities are in that stack?</source>
        <extracomment>node stack (check); seed research, The calamities</extracomment>
        <translation>Jakie katastrofy są w tym stosie?</translation>
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
        <translation>Zanotowano</translation>
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
        <translation>Którą katastrofę ze stosu kart handlu {stack} rozpatrujesz?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="34"/>
        <source>Volcanic Eruption / Earthquake</source>
        <extracomment>answer &apos;volcano_earthquake&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_2 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Erupcja Wulkanu / Trzęsienie Ziemi</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="34"/>
        <source>Treachery</source>
        <extracomment>answer &apos;treachery&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_2 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Zdrada</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="43"/>
        <source>Famine</source>
        <extracomment>answer &apos;famine&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_3 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Głód</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="43"/>
        <source>Slave Revolt</source>
        <extracomment>answer &apos;slave_revolt&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_3 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Bunt Niewolników</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="52"/>
        <source>Flood</source>
        <extracomment>answer &apos;flood&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_4 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Powódź</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="52"/>
        <source>Superstition</source>
        <extracomment>answer &apos;superstition&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_4 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Przesądy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="61"/>
        <source>Civil War</source>
        <extracomment>answer &apos;civil_war&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_5 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Wojna Domowa</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="61"/>
        <source>Barbarian Hordes</source>
        <extracomment>answer &apos;barbarian_hordes&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_5 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Hordy Barbarzyńców</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="70"/>
        <source>Cyclone</source>
        <extracomment>answer &apos;cyclone&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_6 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Cyklon</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="70"/>
        <source>Epidemic</source>
        <extracomment>answer &apos;epidemic&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_6 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Epidemia</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="79"/>
        <source>Tyranny</source>
        <extracomment>answer &apos;tyranny&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_7 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Tyrania</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="79"/>
        <source>Civil Disorder</source>
        <extracomment>answer &apos;civil_disorder&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_7 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Niepokoje Społeczne</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="88"/>
        <source>Corruption</source>
        <extracomment>answer &apos;corruption&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_8 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Korupcja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="88"/>
        <source>Iconoclasm and Heresy</source>
        <extracomment>answer &apos;iconoclasm_heresy&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_8 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Ikonoklazm i Herezja</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="97"/>
        <source>Regression</source>
        <extracomment>answer &apos;regression&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_9 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Regres</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="97"/>
        <source>Piracy</source>
        <extracomment>answer &apos;piracy&apos; to &apos;Which calamity of trade card stack {stack} is being resolved?&apos;; node pick_9 (ask); seed research, The calamities (reconstructed)</extracomment>
        <translation>Piractwo</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/piracy</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="1"/>
        <source>Piracy</source>
        <extracomment>chart title</extracomment>
        <translation>Piractwo</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="7"/>
        <source>PIRACY: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>PIRACTWO: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="25"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="50"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_cartography (ask); seed research, Piracy (reconstructed)</extracomment>
        <extracomment>node p_naval_warfare (ask); seed research, Piracy (reconstructed)</extracomment>
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="37"/>
        <source>{advance}: the beneficiary replaces %n more of the primary victim&apos;s coastal cities with pirate cities.</source>
        <extracomment>node p_cartography_held (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: beneficjent zastępuje pirackimi miastami o %n przybrzeżne miasto głównej ofiary więcej.</numerusform>
            <numerusform>„{advance}”: beneficjent zastępuje pirackimi miastami o %n przybrzeżne miasta głównej ofiary więcej.</numerusform>
            <numerusform>„{advance}”: beneficjent zastępuje pirackimi miastami o %n przybrzeżnych miast głównej ofiary więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="62"/>
        <source>{advance}: the beneficiary replaces %n fewer of the primary victim&apos;s coastal cities with pirate cities.</source>
        <extracomment>node p_naval_warfare_held (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: beneficjent zastępuje pirackimi miastami o %n przybrzeżne miasto głównej ofiary mniej.</numerusform>
            <numerusform>„{advance}”: beneficjent zastępuje pirackimi miastami o %n przybrzeżne miasta głównej ofiary mniej.</numerusform>
            <numerusform>„{advance}”: beneficjent zastępuje pirackimi miastami o %n przybrzeżnych miast głównej ofiary mniej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="75"/>
        <source>The beneficiary replaces %n of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</source>
        <extracomment>node replace (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>Beneficjent zastępuje %n przybrzeżne miasto głównej ofiary pirackim miastem ({breakdown}).</numerusform>
            <numerusform>Beneficjent zastępuje %n przybrzeżne miasta głównej ofiary pirackimi miastami ({breakdown}).</numerusform>
            <numerusform>Beneficjent zastępuje %n przybrzeżnych miast głównej ofiary pirackimi miastami ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="89"/>
        <source>The primary victim names {others} as secondary victims. Neither the beneficiary nor a player holding {advance} can be named.</source>
        <extracomment>node others (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>Główna ofiara wskazuje {others} jako ofiary dodatkowe. Nie można wskazać beneficjenta ani gracza, który posiada kartę rozwoju „{advance}”.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="89"/>
        <source>The rules do not say what happens when fewer players can be named than Piracy asks (a game of few players, or many holding Naval Warfare): the primary victim names those it can.</source>
        <extracomment>note of node others (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>Zasady nie mówią, co się dzieje, gdy można wskazać mniej graczy, niż wymaga Piractwo (gra niewielu graczy albo wielu posiadających „Wojnę Morską”): główna ofiara wskazuje tych, których może.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="89"/>
        <source>up to %n other players</source>
        <extracomment>part of the text of node others (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>do %n innego gracza</numerusform>
            <numerusform>do %n innych graczy</numerusform>
            <numerusform>do %n innych graczy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="102"/>
        <source>Did the primary victim name a first secondary victim?</source>
        <extracomment>node named_1 (ask); seed research, Piracy (reconstructed)</extracomment>
        <translation>Czy główna ofiara wskazała pierwszą ofiarę dodatkową?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="102"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="124"/>
        <source>The rules do not say what happens when fewer players can be named than Piracy asks; a player who is not named loses no city.</source>
        <extracomment>note of node named_1 (ask); seed research, Piracy (reconstructed)</extracomment>
        <extracomment>note of node named_2 (ask); seed research, Piracy (reconstructed)</extracomment>
        <translation>Zasady nie mówią, co się dzieje, gdy można wskazać mniej graczy, niż wymaga Piractwo; gracz, którego nie wskazano, nie traci żadnego miasta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="113"/>
        <source>%n coastal city of the first secondary victim is replaced with a pirate city.</source>
        <extracomment>node loss_1 (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n przybrzeżne miasto pierwszej ofiary dodatkowej zostaje zastąpione pirackim miastem.</numerusform>
            <numerusform>%n przybrzeżne miasta pierwszej ofiary dodatkowej zostają zastąpione pirackimi miastami.</numerusform>
            <numerusform>%n przybrzeżnych miast pierwszej ofiary dodatkowej zostaje zastąpionych pirackimi miastami.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="124"/>
        <source>Did the primary victim name a second secondary victim?</source>
        <extracomment>node named_2 (ask); seed research, Piracy (reconstructed)</extracomment>
        <translation>Czy główna ofiara wskazała drugą ofiarę dodatkową?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="135"/>
        <source>%n coastal city of the second secondary victim is replaced with a pirate city.</source>
        <extracomment>node loss_2 (do); seed research, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>%n przybrzeżne miasto drugiej ofiary dodatkowej zostaje zastąpione pirackim miastem.</numerusform>
            <numerusform>%n przybrzeżne miasta drugiej ofiary dodatkowej zostają zastąpione pirackimi miastami.</numerusform>
            <numerusform>%n przybrzeżnych miast drugiej ofiary dodatkowej zostaje zastąpionych pirackimi miastami.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/regression</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="1"/>
        <source>Regression</source>
        <extracomment>chart title</extracomment>
        <translation>Regres</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="7"/>
        <source>REGRESSION: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Regression (reconstructed)</extracomment>
        <translation>REGRES: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Regression (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="44"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_fundamentalism (ask); seed research, Regression (reconstructed)</extracomment>
        <extracomment>node p_library (ask); seed research, Regression (reconstructed)</extracomment>
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="31"/>
        <source>{advance}: the primary victim&apos;s A.S.T. marker moves back %n more steps.</source>
        <extracomment>node p_fundamentalism_held (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: znacznik głównej ofiary na A.S.T. cofa się o %n krok więcej.</numerusform>
            <numerusform>„{advance}”: znacznik głównej ofiary na A.S.T. cofa się o %n kroki więcej.</numerusform>
            <numerusform>„{advance}”: znacznik głównej ofiary na A.S.T. cofa się o %n kroków więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="56"/>
        <source>{advance}: the primary victim&apos;s A.S.T. marker moves back %n fewer steps.</source>
        <extracomment>node p_library_held (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: znacznik głównej ofiary na A.S.T. cofa się o %n krok mniej.</numerusform>
            <numerusform>„{advance}”: znacznik głównej ofiary na A.S.T. cofa się o %n kroki mniej.</numerusform>
            <numerusform>„{advance}”: znacznik głównej ofiary na A.S.T. cofa się o %n kroków mniej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="69"/>
        <source>Does the primary victim&apos;s A.S.T. marker move back after its advances?</source>
        <extracomment>node any_back (check); seed research, Regression (reconstructed)</extracomment>
        <translation>Czy znacznik głównej ofiary na A.S.T. cofa się po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="79"/>
        <source>The primary victim&apos;s A.S.T. marker does not move back ({breakdown}).</source>
        <extracomment>node back_none (do); seed research, Regression (reconstructed)</extracomment>
        <translation>Znacznik głównej ofiary na A.S.T. się nie cofa ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="89"/>
        <source>The primary victim moves its A.S.T. marker back %n steps ({breakdown}). If it holds {advance}, it may instead destroy {cities} for each step.</source>
        <extracomment>node back (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>Główna ofiara cofa swój znacznik na A.S.T. o %n krok ({breakdown}). Jeśli ma kartę rozwoju „{advance}”, może zamiast tego zniszczyć {cities} za każdy krok.</numerusform>
            <numerusform>Główna ofiara cofa swój znacznik na A.S.T. o %n kroki ({breakdown}). Jeśli ma kartę rozwoju „{advance}”, może zamiast tego zniszczyć {cities} za każdy krok.</numerusform>
            <numerusform>Główna ofiara cofa swój znacznik na A.S.T. o %n kroków ({breakdown}). Jeśli ma kartę rozwoju „{advance}”, może zamiast tego zniszczyć {cities} za każdy krok.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="89"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node back (do); seed research, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>%n swoje miasto</numerusform>
            <numerusform>%n swoje miasta</numerusform>
            <numerusform>%n swoich miast</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/slave_revolt</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="1"/>
        <source>Slave Revolt</source>
        <extracomment>chart title</extracomment>
        <translation>Bunt Niewolników</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="7"/>
        <source>SLAVE REVOLT: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>BUNT NIEWOLNIKÓW: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
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
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="56"/>
        <source>{advance}: the primary victim&apos;s city support rate rises %n less.</source>
        <extracomment>node p_mythology_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: wskaźnik utrzymania miast głównej ofiary rośnie o %n mniej.</numerusform>
            <numerusform>„{advance}”: wskaźnik utrzymania miast głównej ofiary rośnie o %n mniej.</numerusform>
            <numerusform>„{advance}”: wskaźnik utrzymania miast głównej ofiary rośnie o %n mniej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="81"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="108"/>
        <source>{advance}: the primary victim&apos;s city support rate rises %n more.</source>
        <extracomment>node p_mining_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_cultural_ascendancy_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: wskaźnik utrzymania miast głównej ofiary rośnie o %n więcej.</numerusform>
            <numerusform>„{advance}”: wskaźnik utrzymania miast głównej ofiary rośnie o %n więcej.</numerusform>
            <numerusform>„{advance}”: wskaźnik utrzymania miast głównej ofiary rośnie o %n więcej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="94"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="108"/>
        <source>The rules give Cultural Ascendancy a higher base rise for this calamity, by one: check it on your card.</source>
        <extracomment>note of node p_cultural_ascendancy (ask); seed research, Slave Revolt (reconstructed)</extracomment>
        <extracomment>note of node p_cultural_ascendancy_held (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Zasady podają dla „Dziedzictwa kulturowego” wyższy o jeden podstawowy wzrost wskaźnika utrzymania w tej katastrofie: sprawdź to na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="123"/>
        <source>Does the support rate rise after the primary victim&apos;s advances?</source>
        <extracomment>node any_rise (check); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Czy wskaźnik utrzymania rośnie po uwzględnieniu kart rozwoju głównej ofiary?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="133"/>
        <source>The support rate does not rise ({breakdown}): Slave Revolt has no effect.</source>
        <extracomment>node support_none (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Wskaźnik utrzymania nie rośnie ({breakdown}): Bunt Niewolników nie ma skutku.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="143"/>
        <source>The primary victim checks the support of its cities again with the support rate {rise} higher ({breakdown}) and reduces cities until every remaining city is supported.</source>
        <extracomment>node support (do); seed research, Slave Revolt (reconstructed)</extracomment>
        <translation>Główna ofiara ponownie sprawdza utrzymanie swoich miast ze wskaźnikiem utrzymania wyższym o {rise} ({breakdown}) i redukuje miasta, aż każde pozostałe miasto będzie utrzymane.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/superstition</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="1"/>
        <source>Superstition</source>
        <extracomment>chart title</extracomment>
        <translation>Przesądy</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="7"/>
        <source>SUPERSTITION: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>PRZESĄDY: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
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
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
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
            <numerusform>„{advance}”: główna ofiara redukuje o %n miasto mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miasta mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miast mniej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="106"/>
        <source>{advance}: the primary victim reduces %n more cities.</source>
        <extracomment>node p_universal_doctrine_held (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miasto więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miasta więcej.</numerusform>
            <numerusform>„{advance}”: główna ofiara redukuje o %n miast więcej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="119"/>
        <source>Does the primary victim reduce any city after its advances?</source>
        <extracomment>node any_reduced (check); seed research, Superstition (reconstructed)</extracomment>
        <translation>Czy główna ofiara redukuje jakiekolwiek miasto po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="129"/>
        <source>The primary victim reduces no city ({breakdown}).</source>
        <extracomment>node reduce_none (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>Główna ofiara nie redukuje żadnego miasta ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="139"/>
        <source>The primary victim reduces %n of its cities ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, Superstition (reconstructed)</extracomment>
        <translation>
            <numerusform>Główna ofiara redukuje %n swoje miasto ({breakdown}).</numerusform>
            <numerusform>Główna ofiara redukuje %n swoje miasta ({breakdown}).</numerusform>
            <numerusform>Główna ofiara redukuje %n swoich miast ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/treachery</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="1"/>
        <source>Treachery</source>
        <extracomment>chart title</extracomment>
        <translation>Zdrada</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="7"/>
        <source>TREACHERY: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>ZDRADA: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="25"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_diplomacy (ask); seed research, Treachery (reconstructed)</extracomment>
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="37"/>
        <source>{advance}: the beneficiary annexes %n more of the primary victim&apos;s cities.</source>
        <extracomment>node p_diplomacy_held (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: beneficjent przejmuje o %n miasto głównej ofiary więcej.</numerusform>
            <numerusform>„{advance}”: beneficjent przejmuje o %n miasta głównej ofiary więcej.</numerusform>
            <numerusform>„{advance}”: beneficjent przejmuje o %n miast głównej ofiary więcej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="50"/>
        <source>Does the beneficiary have a city in stock?</source>
        <extracomment>node has_city (ask); seed research, Treachery (reconstructed)</extracomment>
        <translation>Czy beneficjent ma miasto w zasobach?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="58"/>
        <source>The beneficiary annexes %n of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</source>
        <extracomment>node annex (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>Beneficjent przejmuje %n miasto głównej ofiary ({breakdown}), zastępując je miastem ze swoich zasobów.</numerusform>
            <numerusform>Beneficjent przejmuje %n miasta głównej ofiary ({breakdown}), zastępując każde miastem ze swoich zasobów.</numerusform>
            <numerusform>Beneficjent przejmuje %n miast głównej ofiary ({breakdown}), zastępując każde miastem ze swoich zasobów.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="58"/>
        <source>The rules do not say what happens when the beneficiary has fewer cities in stock than it annexes (with Diplomacy): check it on your card.</source>
        <extracomment>note of node annex (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>Zasady nie mówią, co się dzieje, gdy beneficjent ma w zasobach mniej miast, niż przejmuje (z „Dyplomacją”): sprawdź to na swojej karcie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="76"/>
        <source>The beneficiary has no city in stock: %n of the primary victim&apos;s cities are replaced with pirate cities ({breakdown}).</source>
        <extracomment>node pirate (do); seed research, Treachery (reconstructed)</extracomment>
        <translation>
            <numerusform>Beneficjent nie ma miasta w zasobach: %n miasto głównej ofiary zastępuje się pirackim miastem ({breakdown}).</numerusform>
            <numerusform>Beneficjent nie ma miasta w zasobach: %n miasta głównej ofiary zastępuje się pirackimi miastami ({breakdown}).</numerusform>
            <numerusform>Beneficjent nie ma miasta w zasobach: %n miast głównej ofiary zastępuje się pirackimi miastami ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/tyranny</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="1"/>
        <source>Tyranny</source>
        <extracomment>chart title</extracomment>
        <translation>Tyrania</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="7"/>
        <source>TYRANNY: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>TYRANIA: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
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
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="38"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="63"/>
        <source>{advance}: the beneficiary annexes %n fewer unit points from the primary victim.</source>
        <extracomment>node p_sculpture_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_law_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: beneficjent przejmuje od głównej ofiary o %n punkt jednostek mniej.</numerusform>
            <numerusform>„{advance}”: beneficjent przejmuje od głównej ofiary o %n punkty jednostek mniej.</numerusform>
            <numerusform>„{advance}”: beneficjent przejmuje od głównej ofiary o %n punktów jednostek mniej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="88"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="113"/>
        <source>{advance}: the beneficiary annexes %n more unit points from the primary victim.</source>
        <extracomment>node p_monarchy_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_provincial_empire_held (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: beneficjent przejmuje od głównej ofiary o %n punkt jednostek więcej.</numerusform>
            <numerusform>„{advance}”: beneficjent przejmuje od głównej ofiary o %n punkty jednostek więcej.</numerusform>
            <numerusform>„{advance}”: beneficjent przejmuje od głównej ofiary o %n punktów jednostek więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="126"/>
        <source>The beneficiary selects in whole areas (adjacent to each other where it can) %n unit points of the primary victim&apos;s units and annexes them ({breakdown}).</source>
        <extracomment>node annex (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>Beneficjent wybiera całymi obszarami (w miarę możliwości przylegającymi do siebie) %n punkt jednostek głównej ofiary i go przejmuje ({breakdown}).</numerusform>
            <numerusform>Beneficjent wybiera całymi obszarami (w miarę możliwości przylegającymi do siebie) %n punkty jednostek głównej ofiary i je przejmuje ({breakdown}).</numerusform>
            <numerusform>Beneficjent wybiera całymi obszarami (w miarę możliwości przylegającymi do siebie) %n punktów jednostek głównej ofiary i je przejmuje ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="126"/>
        <source>The rules do not say what the beneficiary does when its stock runs short of units to replace the annexed ones: check it on your card.</source>
        <extracomment>note of node annex (do); seed research, Tyranny (reconstructed)</extracomment>
        <translation>Zasady nie mówią, co robi beneficjent, gdy w jego zasobach zabraknie jednostek, by zastąpić przejęte: sprawdź to na swojej karcie.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/volcano_earthquake</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="1"/>
        <source>Volcanic Eruption / Earthquake</source>
        <extracomment>chart title</extracomment>
        <translation>Erupcja Wulkanu / Trzęsienie Ziemi</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="5"/>
        <source>Check every step of this calamity against its card in your game.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj każdy krok tej katastrofy z jej kartą w swoim egzemplarzu gry.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="7"/>
        <source>VOLCANIC ERUPTION / EARTHQUAKE: trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>ERUPCJA WULKANU / TRZĘSIENIE ZIEMI: stos kart handlu {stack}, katastrofa {trade}. Odpowiadaj na pytania dotyczące głównej ofiary, czyli gracza, którego dotyka ta katastrofa.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="7"/>
        <source>The calamity card shows its trade card stack and whether it can be traded: check them on your card.</source>
        <extracomment>note of node begin (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Karta katastrofy podaje jej stos kart handlu i to, czy jest handlowa: sprawdź je na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="19"/>
        <source>Does a volcano touch an area holding a city of the primary victim?</source>
        <extracomment>node volcano (ask); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Czy jakiś wulkan dotyka obszaru z miastem głównej ofiary?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="30"/>
        <source>One source counts the volcano that touches the most of the primary victim&apos;s units, not cities: check on your card which it counts.</source>
        <extracomment>note of node volcano (ask); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <extracomment>note of node eruption (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Jedno ze źródeł liczy wulkan, który dotyka najwięcej jednostek głównej ofiary, a nie miast: sprawdź na swojej karcie, co się liczy.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="30"/>
        <source>Volcanic Eruption: take the volcano that touches the most of the primary victim&apos;s cities and destroy every unit in the areas it touches.</source>
        <extracomment>node eruption (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Erupcja Wulkanu: wybierz wulkan, który dotyka najwięcej miast głównej ofiary, i zniszcz wszystkie jednostki w obszarach, których dotyka.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="40"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_engineering (ask); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Czy główna ofiara posiada kartę rozwoju „{advance}”?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="52"/>
        <source>{advance}: the primary victim destroys %n fewer of its cities.</source>
        <extracomment>node p_engineering_held (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>„{advance}”: główna ofiara niszczy o %n miasto mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara niszczy o %n miasta mniej.</numerusform>
            <numerusform>„{advance}”: główna ofiara niszczy o %n miast mniej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="65"/>
        <source>Does the primary victim destroy a city after its advances?</source>
        <extracomment>node any_destroyed (check); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Czy główna ofiara niszczy miasto po uwzględnieniu kart rozwoju?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="75"/>
        <source>Earthquake: the primary victim destroys {destroyed} ({breakdown}). Then %n city of any player in an area adjacent to that city&apos;s area is reduced.</source>
        <extracomment>node quake (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>Trzęsienie Ziemi: główna ofiara niszczy {destroyed} ({breakdown}). Potem redukuje się %n miasto dowolnego gracza w obszarze przylegającym do obszaru tego miasta.</numerusform>
            <numerusform>Trzęsienie Ziemi: główna ofiara niszczy {destroyed} ({breakdown}). Potem redukuje się %n miasta dowolnych graczy w obszarze przylegającym do obszaru tego miasta.</numerusform>
            <numerusform>Trzęsienie Ziemi: główna ofiara niszczy {destroyed} ({breakdown}). Potem redukuje się %n miast dowolnych graczy w obszarze przylegającym do obszaru tego miasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="75"/>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="95"/>
        <source>%n of its cities</source>
        <extracomment>part of the text of node quake (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <extracomment>part of the text of node quake_spared (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>%n swoje miasto</numerusform>
            <numerusform>%n swoje miasta</numerusform>
            <numerusform>%n swoich miast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="95"/>
        <source>Earthquake: the primary victim reduces {reduced} instead of destroying it ({breakdown}). Then %n city of any player in an area adjacent to that city&apos;s area is reduced.</source>
        <extracomment>node quake_spared (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>Trzęsienie Ziemi: główna ofiara redukuje {reduced} zamiast je niszczyć ({breakdown}). Potem redukuje się %n miasto dowolnego gracza w obszarze przylegającym do obszaru tego miasta.</numerusform>
            <numerusform>Trzęsienie Ziemi: główna ofiara redukuje {reduced} zamiast je niszczyć ({breakdown}). Potem redukuje się %n miasta dowolnych graczy w obszarze przylegającym do obszaru tego miasta.</numerusform>
            <numerusform>Trzęsienie Ziemi: główna ofiara redukuje {reduced} zamiast je niszczyć ({breakdown}). Potem redukuje się %n miast dowolnych graczy w obszarze przylegającym do obszaru tego miasta.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="95"/>
        <source>With Engineering the earthquake&apos;s city is reduced instead of destroyed: check it on your card.</source>
        <extracomment>note of node quake_spared (do); seed research, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Z „Inżynierią” miasto dotknięte trzęsieniem ziemi zostaje zredukowane zamiast zniszczone: sprawdź to na swojej karcie.</translation>
    </message>
</context>
</TS>
