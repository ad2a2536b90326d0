<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>glory_automa</name>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="2"/>
        <source>Glory of Civilizations automa</source>
        <extracomment>pack name</extracomment>
        <translation>Automa — Glory of Civilizations (Chwała Cywilizacji)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="4"/>
        <source>The automa of Glory of Civilizations as the older revision of the Automa appendix gives it: a row of automa cards each round, free actions, one main action with fallback, the reform after round 1 and the achievements phase.</source>
        <extracomment>pack description</extracomment>
        <translation>Automa gry Glory of Civilizations (Chwała Cywilizacji) według starszej wersji dodatku o automie: w każdej rundzie rząd kart automy, akcje darmowe, jedna akcja główna z akcją alternatywną, reforma po rundzie 1 i faza osiągnięć.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="6"/>
        <location filename="../rules/glory_automa/pack.yaml" line="43"/>
        <location filename="../rules/glory_automa/pack.yaml" line="238"/>
        <source>Automa</source>
        <extracomment>what one seat of the pack is called</extracomment>
        <extracomment>default of bot option &apos;name&apos; in the New game dialog (the seat number follows: &apos;Bot 2&apos;)</extracomment>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Automa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="9"/>
        <source>This Automa</source>
        <extracomment>a whole phrase: the turn log&apos;s filter while no bot is followed, in this pack&apos;s own words (the interface&apos;s &apos;This bot&apos;)</extracomment>
        <translation>Ta automa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="10"/>
        <source>Show the log of the Automa you follow</source>
        <extracomment>a whole phrase: that filter&apos;s tooltip, in this pack&apos;s own words (the interface&apos;s &apos;Show the log of the bot you follow&apos;)</extracomment>
        <translation>Pokaż dziennik śledzonej automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="11"/>
        <source>All Automas</source>
        <extracomment>a whole phrase: the turn log&apos;s filter that shows every bot, in this pack&apos;s own words (the interface&apos;s &apos;All bots&apos;)</extracomment>
        <translation>Wszystkie automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="12"/>
        <source>Show the log of every Automa</source>
        <extracomment>a whole phrase: that filter&apos;s tooltip, in this pack&apos;s own words (the interface&apos;s &apos;Show the log of every bot&apos;)</extracomment>
        <translation>Pokaż dziennik każdej automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="13"/>
        <source>Log of the Automa shown</source>
        <extracomment>a whole phrase: the View menu&apos;s first log filter, in this pack&apos;s own words (the interface&apos;s &apos;Log of the bot shown&apos;)</extracomment>
        <translation>Dziennik pokazanej automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="14"/>
        <source>Log of every Automa</source>
        <extracomment>a whole phrase: the View menu&apos;s second log filter, in this pack&apos;s own words (the interface&apos;s &apos;Log of all bots&apos;)</extracomment>
        <translation>Dziennik każdej automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="15"/>
        <source>Automas</source>
        <extracomment>a whole phrase: the bot tabs&apos; name (read out by a screen reader), in this pack&apos;s own words (the interface&apos;s &apos;Bots&apos;)</extracomment>
        <translation>Automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="16"/>
        <source>The Automa whose turn the window follows</source>
        <extracomment>a whole phrase: the bot tabs&apos; description, in this pack&apos;s own words (the interface&apos;s &apos;The bot whose turn the window follows&apos;)</extracomment>
        <translation>Automa, której turę śledzi okno</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="17"/>
        <source>No Automa plays in this game yet.</source>
        <extracomment>a whole phrase: the table display of a game without bots, in this pack&apos;s own words (the interface&apos;s &apos;No bot plays in this game yet.&apos;)</extracomment>
        <translation>W tej grze nie gra jeszcze żadna automa.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="18"/>
        <source>Done; after a run, the next Automa; else start what comes next</source>
        <extracomment>a whole phrase: the Keyboard shortcuts box: what Enter does, in this pack&apos;s own words (the interface&apos;s &apos;Done; after a run, the next bot; else start what comes next&apos;)</extracomment>
        <translation>Gotowe; po zakończonym przebiegu — następna automa; w przeciwnym razie rozpocznij to, co następne</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="19"/>
        <source>the Turn menu: the Automa&apos;s turn, Stop, its routines and Routines menu, the round bar&apos;s buttons, + Automa</source>
        <extracomment>a whole phrase: the Keyboard shortcuts box: what the Turn menu holds, in this pack&apos;s own words (the interface&apos;s &apos;the Turn menu: the bot&apos;s turn, Stop, its routines and Routines menu, the round bar&apos;s buttons, + Bot&apos;)</extracomment>
        <translation>menu Tura: tura automy, Zatrzymaj, procedury automy i menu Procedury, przyciski paska rundy, + Automa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="21"/>
        <source>the Automa appendix</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 003)</extracomment>
        <translation>dodatek o automie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="25"/>
        <source>Setup</source>
        <extracomment>routine button for chart setup</extracomment>
        <translation>Przygotowanie gry</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="26"/>
        <location filename="../rules/glory_automa/pack.yaml" line="39"/>
        <source>Round start</source>
        <extracomment>routine button for chart round_start</extracomment>
        <extracomment>phase &apos;round_start&apos; of the round bar</extracomment>
        <translation>Początek rundy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="27"/>
        <location filename="../rules/glory_automa/pack.yaml" line="41"/>
        <source>Achievements phase</source>
        <extracomment>routine button for chart achievements</extracomment>
        <extracomment>phase &apos;achievements&apos; of the round bar</extracomment>
        <translation>Faza osiągnięć</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="28"/>
        <source>Exploration</source>
        <extracomment>routine button for chart exploration</extracomment>
        <translation>Zwiad</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="30"/>
        <source>Age</source>
        <extracomment>shared game fact &apos;age&apos;</extracomment>
        <translation>Epoka</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="40"/>
        <source>Turns</source>
        <extracomment>phase &apos;turns&apos; of the round bar</extracomment>
        <translation>Tury</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="43"/>
        <location filename="../rules/glory_automa/pack.yaml" line="126"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <extracomment>label of field &apos;name&apos; in the automa_cards profile editor</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="44"/>
        <location filename="../rules/glory_automa/pack.yaml" line="251"/>
        <source>Colour</source>
        <extracomment>bot option &apos;colour&apos;</extracomment>
        <extracomment>the name of the value {colour} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Kolor</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="45"/>
        <source>Difficulty level</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation>Poziom trudności</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="50"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="51"/>
        <source>Medium</source>
        <extracomment>choice &apos;medium&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Średni</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="52"/>
        <source>Hard</source>
        <extracomment>choice &apos;hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Trudny</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="53"/>
        <location filename="../rules/glory_automa/pack.yaml" line="120"/>
        <source>Keyed automa cards</source>
        <extracomment>bot option &apos;cards&apos;</extracomment>
        <extracomment>profile kind &apos;automa_cards&apos;</extracomment>
        <translation>Wprowadzone karty automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="54"/>
        <source>Priority numbers on each automa card</source>
        <extracomment>bot option &apos;numbers&apos;</extracomment>
        <translation>Priorytetowe numery na każdej karcie automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="58"/>
        <source>6 numbers</source>
        <extracomment>choice &apos;6&apos; of bot option &apos;numbers&apos;</extracomment>
        <translation>6 numerów</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="58"/>
        <source>4 numbers</source>
        <extracomment>choice &apos;4&apos; of bot option &apos;numbers&apos;</extracomment>
        <translation>4 numery</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="63"/>
        <location filename="../rules/glory_automa/pack.yaml" line="78"/>
        <source>Technology on a main-action line</source>
        <extracomment>bot option &apos;main_technology&apos;</extracomment>
        <extracomment>variant &apos;main_technology&apos;</extracomment>
        <translation>Technologia w wierszu akcji głównej</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="63"/>
        <source>A variant for automa cards that show a technology among their main actions; the Automa appendix gives it as a free action only.</source>
        <extracomment>hint under bot option &apos;main_technology&apos; in the New game dialog</extracomment>
        <translation>Wariant dla kart automy, które pokazują technologię wśród akcji głównych; dodatek o automie podaje ją tylko jako akcję darmową.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="69"/>
        <source>No technology as a main action</source>
        <extracomment>choice &apos;no_main_technology&apos; of bot option &apos;main_technology&apos;</extracomment>
        <translation>Bez technologii jako akcji głównej</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="70"/>
        <source>Variant: technology as a main action</source>
        <extracomment>choice &apos;main_technology&apos; of bot option &apos;main_technology&apos;</extracomment>
        <translation>Wariant: technologia jako akcja główna</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="71"/>
        <source>Food the mill shows (none: add by hand)</source>
        <extracomment>bot option &apos;yield_mill&apos;</extracomment>
        <translation>Żywność pokazana na młynie (brak: dodawaj ręcznie)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="72"/>
        <source>Wood the sawmill shows (none: add by hand)</source>
        <extracomment>bot option &apos;yield_sawmill&apos;</extracomment>
        <translation>Drewno pokazane na tartaku (brak: dodawaj ręcznie)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="73"/>
        <source>Weapons the forge shows (none: add by hand)</source>
        <extracomment>bot option &apos;yield_forge&apos;</extracomment>
        <translation>Broń pokazana na kuźni (brak: dodawaj ręcznie)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="74"/>
        <source>Mead the meadery shows (none: add by hand)</source>
        <extracomment>bot option &apos;yield_meadery&apos;</extracomment>
        <translation>Miód pitny pokazany na miodosytni (brak: dodawaj ręcznie)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="116"/>
        <source>No technology on a main-action line</source>
        <extracomment>variant &apos;no_main_technology&apos;</extracomment>
        <translation>Bez technologii w wierszu akcji głównej</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="162"/>
        <location filename="../rules/glory_automa/pack.yaml" line="127"/>
        <location filename="../rules/glory_automa/pack.yaml" line="249"/>
        <source>Automa cards</source>
        <extracomment>mat section</extracomment>
        <extracomment>label of field &apos;cards&apos; in the automa_cards profile editor</extracomment>
        <extracomment>the name of the value {cards} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Karty automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="164"/>
        <source>Round</source>
        <extracomment>mat field round</extracomment>
        <translation>Runda</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="165"/>
        <source>Row of cards</source>
        <extracomment>mat field row.size</extracomment>
        <translation>Rząd kart</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="166"/>
        <source>Activated cards</source>
        <extracomment>mat field row.activated</extracomment>
        <translation>Aktywowane karty</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="167"/>
        <source>Main action line</source>
        <extracomment>mat field main.line</extracomment>
        <translation>Wiersz akcji głównej</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="168"/>
        <source>Automa deck</source>
        <extracomment>mat field deck.draw_count</extracomment>
        <translation>Talia automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="169"/>
        <source>Discard pile</source>
        <extracomment>mat field deck.discard_count</extracomment>
        <translation>Stos kart odrzuconych</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="170"/>
        <source>Passed</source>
        <extracomment>mat field passed</extracomment>
        <translation>Spasowała</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="171"/>
        <source>Economy</source>
        <extracomment>mat section</extracomment>
        <translation>Gospodarka</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Warehouses</source>
        <extracomment>mat field warehouse</extracomment>
        <translation>Magazyny</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Food</source>
        <extracomment>key &apos;food&apos; of mat field warehouse</extracomment>
        <translation>Żywność</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Wood</source>
        <extracomment>key &apos;wood&apos; of mat field warehouse</extracomment>
        <translation>Drewno</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Stone</source>
        <extracomment>key &apos;stone&apos; of mat field warehouse</extracomment>
        <translation>Kamień</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Mead</source>
        <extracomment>key &apos;mead&apos; of mat field warehouse</extracomment>
        <translation>Miód pitny</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Fabric</source>
        <extracomment>key &apos;fabric&apos; of mat field warehouse</extracomment>
        <translation>Tkanina</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Weapons</source>
        <extracomment>key &apos;weapons&apos; of mat field warehouse</extracomment>
        <translation>Broń</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="184"/>
        <source>Treasury (coins)</source>
        <extracomment>mat field treasury</extracomment>
        <translation>Skarbiec (monety)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="185"/>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <location filename="../rules/glory_automa/actions.py" line="42"/>
        <source>Glory</source>
        <extracomment>mat field glory</extracomment>
        <extracomment>choice &apos;glory&apos; of field &apos;free&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>Chwała</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="186"/>
        <source>Food price raised (notches)</source>
        <extracomment>mat field market.food_up</extracomment>
        <translation>Cena żywności podniesiona (podziałki)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="187"/>
        <source>Weapons price lowered (notches)</source>
        <extracomment>mat field market.weapons_down</extracomment>
        <translation>Cena broni obniżona (podziałki)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="188"/>
        <source>Government and structures</source>
        <extracomment>mat section</extracomment>
        <translation>Rządy i budowle</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <source>Form of government</source>
        <extracomment>mat field government</extracomment>
        <translation>Forma rządów</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <source>None yet</source>
        <extracomment>choice &apos;none&apos; of mat field government</extracomment>
        <extracomment>choice &apos;none&apos; of mat field religion</extracomment>
        <translation>Jeszcze brak</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <location filename="../rules/glory_automa/priority.py" line="18"/>
        <source>Autocracy</source>
        <extracomment>choice &apos;autocracy&apos; of mat field government</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Autokracja</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <location filename="../rules/glory_automa/priority.py" line="19"/>
        <source>Democracy</source>
        <extracomment>choice &apos;democracy&apos; of mat field government</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Demokracja</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <location filename="../rules/glory_automa/priority.py" line="20"/>
        <source>Theocracy</source>
        <extracomment>choice &apos;theocracy&apos; of mat field government</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Teokracja</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Religion</source>
        <extracomment>mat field religion</extracomment>
        <extracomment>key &apos;religion&apos; of mat field areas</extracomment>
        <translation>Religia</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/priority.py" line="28"/>
        <source>Buddhism</source>
        <extracomment>choice &apos;buddhism&apos; of mat field religion</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Buddyzm</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/priority.py" line="29"/>
        <source>Islam</source>
        <extracomment>choice &apos;islam&apos; of mat field religion</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Islam</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/priority.py" line="30"/>
        <source>Christianity</source>
        <extracomment>choice &apos;christianity&apos; of mat field religion</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Chrześcijaństwo</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/priority.py" line="31"/>
        <source>Paganism</source>
        <extracomment>choice &apos;paganism&apos; of mat field religion</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Pogaństwo</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="207"/>
        <source>Cities</source>
        <extracomment>mat field cities</extracomment>
        <translation>Miasta</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="208"/>
        <source>Castles</source>
        <extracomment>mat field castles</extracomment>
        <translation>Zamki</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="209"/>
        <source>Wonder stages</source>
        <extracomment>mat field wonder_stages</extracomment>
        <translation>Etapy Cudu</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="210"/>
        <source>Instant achievements</source>
        <extracomment>mat field achievements.instant</extracomment>
        <translation>Natychmiastowe osiągnięcia</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="211"/>
        <source>Recurrent achievements</source>
        <extracomment>mat field achievements.recurrent</extracomment>
        <translation>Cykliczne osiągnięcia</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="212"/>
        <source>Action cubes this round</source>
        <extracomment>mat section</extracomment>
        <translation>Kostki akcji w tej rundzie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Board areas used</source>
        <extracomment>mat field areas</extracomment>
        <translation>Użyte obszary planszy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Mill</source>
        <extracomment>key &apos;mill&apos; of mat field areas</extracomment>
        <translation>Młyn</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Sawmill</source>
        <extracomment>key &apos;sawmill&apos; of mat field areas</extracomment>
        <translation>Tartak</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Forge</source>
        <extracomment>key &apos;forge&apos; of mat field areas</extracomment>
        <translation>Kuźnia</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Meadery</source>
        <extracomment>key &apos;meadery&apos; of mat field areas</extracomment>
        <translation>Miodosytnia</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Market</source>
        <extracomment>key &apos;market&apos; of mat field areas</extracomment>
        <translation>Rynek</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Buildings</source>
        <extracomment>key &apos;buildings&apos; of mat field areas</extracomment>
        <translation>Budynki</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Barracks</source>
        <extracomment>key &apos;barracks&apos; of mat field areas</extracomment>
        <translation>Koszary</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Workshop</source>
        <extracomment>key &apos;workshop&apos; of mat field areas</extracomment>
        <translation>Warsztat</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>City</source>
        <extracomment>key &apos;city&apos; of mat field areas</extracomment>
        <translation>Miasto</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Technology</source>
        <extracomment>key &apos;technology&apos; of mat field areas</extracomment>
        <translation>Technologia</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Repair</source>
        <extracomment>key &apos;repair&apos; of mat field areas</extracomment>
        <translation>Naprawa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Suppression</source>
        <extracomment>key &apos;suppress&apos; of mat field areas</extracomment>
        <translation>Tłumienie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Battles</source>
        <extracomment>key &apos;battles&apos; of mat field areas</extracomment>
        <translation>Bitwy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="120"/>
        <source>No keyed automa cards</source>
        <extracomment>shown for a bot set up without a &apos;automa_cards&apos; profile</extracomment>
        <translation>Bez wprowadzonych kart automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="127"/>
        <source>Add card</source>
        <extracomment>add of field &apos;cards&apos; in the automa_cards profile editor</extracomment>
        <translation>Dodaj kartę</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="128"/>
        <source>Card id</source>
        <extracomment>label of field &apos;id&apos; in the automa_cards profile editor</extracomment>
        <translation>Numer karty</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="128"/>
        <source>Letters and digits, no spaces</source>
        <extracomment>hint of field &apos;id&apos; in the automa_cards profile editor</extracomment>
        <translation>Litery i cyfry, bez spacji</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="129"/>
        <source>Note</source>
        <extracomment>label of field &apos;label&apos; in the automa_cards profile editor</extracomment>
        <translation>Notatka</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="130"/>
        <source>Priority numbers</source>
        <extracomment>label of field &apos;numbers&apos; in the automa_cards profile editor</extracomment>
        <translation>Priorytetowe numery</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <source>Free actions</source>
        <extracomment>label of field &apos;free&apos; in the automa_cards profile editor</extracomment>
        <translation>Akcje darmowe</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="37"/>
        <source>take a technology</source>
        <extracomment>choice &apos;technology&apos; of field &apos;free&apos; (automa_cards profile)</extracomment>
        <extracomment>choice &apos;technology&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>wzięcie technologii</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <location filename="../rules/glory_automa/actions.py" line="41"/>
        <source>coins to the treasury</source>
        <extracomment>choice &apos;coins&apos; of field &apos;free&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>monety do skarbca</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <source>something else</source>
        <extracomment>choice &apos;other&apos; of field &apos;free&apos; (automa_cards profile)</extracomment>
        <extracomment>choice &apos;other&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <translation>coś innego</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <source>Main actions</source>
        <extracomment>label of field &apos;main&apos; in the automa_cards profile editor</extracomment>
        <translation>Akcje główne</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="26"/>
        <source>gather resources (mill and sawmill)</source>
        <extracomment>choice &apos;resources&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>zbiór surowców (młyn i tartak)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="27"/>
        <source>make products (forge and meadery)</source>
        <extracomment>choice &apos;products&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>wytwarzanie wyrobów (kuźnia i miodosytnia)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="28"/>
        <source>trade at the market</source>
        <extracomment>choice &apos;market&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>handel na rynku</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="29"/>
        <source>build a city</source>
        <extracomment>choice &apos;city&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>budowa miasta</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="30"/>
        <source>build a castle</source>
        <extracomment>choice &apos;castle&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>budowa zamku</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="31"/>
        <source>build buildings</source>
        <extracomment>choice &apos;buildings&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>budowa budynków</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="32"/>
        <source>build Wonder stages</source>
        <extracomment>choice &apos;wonder&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>budowa etapów Cudu</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="33"/>
        <source>train swordsmen</source>
        <extracomment>choice &apos;swordsmen&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>szkolenie mieczników</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="34"/>
        <source>train a ballista</source>
        <extracomment>choice &apos;ballista&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>szkolenie balisty</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="35"/>
        <source>train peasants</source>
        <extracomment>choice &apos;peasants&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>szkolenie chłopów</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="36"/>
        <source>spread religion</source>
        <extracomment>choice &apos;religion&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>szerzenie religii</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="38"/>
        <source>repair</source>
        <extracomment>choice &apos;repair&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>naprawa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="39"/>
        <source>suppression</source>
        <extracomment>choice &apos;suppress&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>tłumienie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="40"/>
        <source>two battles</source>
        <extracomment>choice &apos;battles&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>dwie bitwy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="157"/>
        <source>Arrow</source>
        <extracomment>label of field &apos;arrow&apos; in the automa_cards profile editor</extracomment>
        <translation>Strzałka</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="157"/>
        <source>The line that carries the arrow</source>
        <extracomment>hint of field &apos;arrow&apos; in the automa_cards profile editor</extracomment>
        <translation>Wiersz, na którym jest strzałka</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="158"/>
        <location filename="../rules/glory_automa/pack.yaml" line="276"/>
        <source>Priority scale</source>
        <extracomment>label of field &apos;scale&apos; in the automa_cards profile editor</extracomment>
        <extracomment>the name of the value {scale} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Skala priorytetu</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="158"/>
        <source>Terrain types and directions, as the card shows them</source>
        <extracomment>hint of field &apos;scale&apos; in the automa_cards profile editor</extracomment>
        <translation>Typy terenu i kierunki, jak pokazuje karta</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="244"/>
        <location filename="../rules/glory_automa/pack.yaml" line="245"/>
        <location filename="../rules/glory_automa/pack.yaml" line="252"/>
        <location filename="../rules/glory_automa/pack.yaml" line="254"/>
        <location filename="../rules/glory_automa/pack.yaml" line="261"/>
        <location filename="../rules/glory_automa/pack.yaml" line="264"/>
        <location filename="../rules/glory_automa/pack.yaml" line="268"/>
        <location filename="../rules/glory_automa/pack.yaml" line="272"/>
        <location filename="../rules/glory_automa/pack.yaml" line="274"/>
        <location filename="../rules/glory_automa/pack.yaml" line="275"/>
        <location filename="../rules/glory_automa/pack.yaml" line="278"/>
        <source>number</source>
        <extracomment>the name of the value {a} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {b} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {column} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {event} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {index} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {line} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {next} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {position} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {round} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {row} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {skip} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>numer</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="246"/>
        <source>battles</source>
        <extracomment>the name of the value {battles} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>bitwy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="247"/>
        <source>buildings</source>
        <extracomment>the name of the value {buildings} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>budynki</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="248"/>
        <source>automa card</source>
        <extracomment>the name of the value {card} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>karta automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="250"/>
        <location filename="../rules/glory_automa/pack.yaml" line="253"/>
        <location filename="../rules/glory_automa/pack.yaml" line="255"/>
        <location filename="../rules/glory_automa/pack.yaml" line="256"/>
        <location filename="../rules/glory_automa/pack.yaml" line="257"/>
        <location filename="../rules/glory_automa/pack.yaml" line="258"/>
        <location filename="../rules/glory_automa/pack.yaml" line="262"/>
        <location filename="../rules/glory_automa/pack.yaml" line="263"/>
        <location filename="../rules/glory_automa/pack.yaml" line="266"/>
        <location filename="../rules/glory_automa/pack.yaml" line="267"/>
        <location filename="../rules/glory_automa/pack.yaml" line="269"/>
        <location filename="../rules/glory_automa/pack.yaml" line="270"/>
        <location filename="../rules/glory_automa/pack.yaml" line="277"/>
        <location filename="../rules/glory_automa/pack.yaml" line="280"/>
        <location filename="../rules/glory_automa/pack.yaml" line="282"/>
        <location filename="../rules/glory_automa/pack.yaml" line="284"/>
        <location filename="../rules/glory_automa/pack.yaml" line="285"/>
        <location filename="../rules/glory_automa/pack.yaml" line="286"/>
        <location filename="../rules/glory_automa/pack.yaml" line="287"/>
        <source>amount</source>
        <extracomment>the name of the value {coins} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {cubes} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {extra} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {food} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {glory} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {glory_gain} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {keep} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {left} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {mead} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {n} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {on_hex} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {pairs} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {size} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {steps} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {treasury} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {up} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {votes} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {weapons} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {wood} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>liczba</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="259"/>
        <location filename="../rules/glory_automa/pack.yaml" line="273"/>
        <source>name</source>
        <extracomment>the name of the value {government} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {religion} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>nazwa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="260"/>
        <location filename="../rules/glory_automa/pack.yaml" line="265"/>
        <source>priority number</source>
        <extracomment>the name of the value {high} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {low} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>numer priorytetu</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="271"/>
        <source>peasants</source>
        <extracomment>the name of the value {peasants} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>chłopi</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="279"/>
        <source>stars</source>
        <extracomment>the name of the value {stars} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>gwiazdki</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="281"/>
        <source>swordsmen</source>
        <extracomment>the name of the value {swordsmen} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>miecznicy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="283"/>
        <source>units</source>
        <extracomment>the name of the value {units} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>oddziały</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="43"/>
        <source>another action, as the card shows it</source>
        <extracomment>message of actions.py</extracomment>
        <translation>inna akcja, tak jak pokazuje karta</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="99"/>
        <source>No colour was given</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Nie podano koloru</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="152"/>
        <source>Line {line} could not be done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Wiersza {line} nie dało się wykonać</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="161"/>
        <source>Line {line} is the last</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Wiersz {line} jest ostatni</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="173"/>
        <source>Line {line} of card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Wiersz {line} karty {card}: {action}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="188"/>
        <source>Free action {slot} of card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Akcja darmowa {slot} karty {card}: {action}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="199"/>
        <source>Age {age}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Epoka {age}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="207"/>
        <source>The automa has a religion</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Automa ma religię</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="218"/>
        <source>Amounts not entered at setup</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Ilości nie wpisano podczas przygotowania gry</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/actions.py" line="278"/>
        <source>%n Wonder stages built</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>Zbudowano %n etap Cudu</numerusform>
            <numerusform>Zbudowano %n etapy Cudu</numerusform>
            <numerusform>Zbudowano %n etapów Cudu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="98"/>
        <source>Its colour: {colour}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Jej kolor: {colour}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="139"/>
        <source>There is no line below the last one.</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Pod ostatnim wierszem nie ma następnego.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="151"/>
        <source>Line {line} was done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Wiersz {line} wykonano</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="160"/>
        <source>Line {line} of {n}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Wiersz {line} z {n}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="170"/>
        <location filename="../rules/glory_automa/actions.py" line="185"/>
        <source>The card is read from the table</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Kartę trzeba odczytać na stole</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="206"/>
        <source>The automa has no religion yet</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Automa nie ma jeszcze religii</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="217"/>
        <source>Amounts entered at setup</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Ilości wpisane podczas przygotowania gry</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="131"/>
        <source>%n cards in the row</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>W rzędzie jest %n karta</numerusform>
            <numerusform>W rzędzie są %n karty</numerusform>
            <numerusform>W rzędzie jest %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="140"/>
        <source>{a} of %n cards activated</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>Aktywowano {a} z %n karty</numerusform>
            <numerusform>Aktywowano {a} z %n kart</numerusform>
            <numerusform>Aktywowano {a} z %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="149"/>
        <source>The automa has not passed yet</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Automa jeszcze nie spasowała</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="161"/>
        <source>No other automa has passed this round</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Żadna inna automa nie spasowała w tej rundzie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="183"/>
        <source>The cards are read from the table</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Karty trzeba odczytać na stole</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="192"/>
        <source>%n cards in the automa deck, the row needs {size}</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>W talii automy jest %n karta, rząd potrzebuje {size}</numerusform>
            <numerusform>W talii automy są %n karty, rząd potrzebuje {size}</numerusform>
            <numerusform>W talii automy jest %n kart, rząd potrzebuje {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="202"/>
        <source>The row has %n cards</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>Rząd ma %n kartę</numerusform>
            <numerusform>Rząd ma %n karty</numerusform>
            <numerusform>Rząd ma %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="209"/>
        <source>Card {pos} of the row</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Karta {pos} w rzędzie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="254"/>
        <source>No keyed card was activated this round: read the numbers from the table</source>
        <extracomment>message of deck.py</extracomment>
        <translation>W tej rundzie nie aktywowano żadnej wprowadzonej karty: odczytaj numery z karty na stole</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="76"/>
        <location filename="../rules/glory_automa/deck.py" line="117"/>
        <source>No row of automa cards is laid out: run Round start first.</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Nie wyłożono rzędu kart automy: najpierw uruchom Początek rundy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="78"/>
        <location filename="../rules/glory_automa/deck.py" line="114"/>
        <source>Every card of the row is activated: the automa passes.</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Każda karta w rzędzie jest aktywowana: automa pasuje.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="148"/>
        <source>The automa has passed this round</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Automa spasowała w tej rundzie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="182"/>
        <source>The automa plays keyed cards</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Automa gra wprowadzonymi kartami</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="253"/>
        <source>The last activated card is keyed in</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Ostatnia aktywowana karta jest wprowadzona</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="160"/>
        <source>Another automa passed first this round</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Inna automa spasowała w tej rundzie wcześniej</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="73"/>
        <location filename="../rules/glory_automa/priority.py" line="214"/>
        <source>The card&apos;s priority numbers name no event card.</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Priorytetowe numery karty nie wskazują karty wydarzenia.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="127"/>
        <location filename="../rules/glory_automa/priority.py" line="249"/>
        <source>Priority number {index} is next</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Następny jest priorytetowy numer na miejscu {index}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="186"/>
        <source>Round {round}, card {pos} of {n}</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Runda {round}, karta {pos} z {n}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="205"/>
        <source>The card&apos;s priority numbers pick a form of government</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Priorytetowe numery karty wskazują formę rządów</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="215"/>
        <source>The card&apos;s priority numbers name an event card</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Priorytetowe numery karty wskazują kartę wydarzenia</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/priority.py" line="222"/>
        <source>%n extra votes</source>
        <extracomment>message of priority.py</extracomment>
        <translation>
            <numerusform>%n dodatkowy głos</numerusform>
            <numerusform>%n dodatkowe głosy</numerusform>
            <numerusform>%n dodatkowych głosów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="270"/>
        <source>Its form of government: {government}</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Jej forma rządów: {government}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="21"/>
        <location filename="../rules/glory_automa/priority.py" line="32"/>
        <source>none yet</source>
        <extracomment>message of priority.py</extracomment>
        <translation>jeszcze brak</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="59"/>
        <location filename="../rules/glory_automa/priority.py" line="204"/>
        <source>The card&apos;s priority numbers pick no form of government.</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Priorytetowe numery karty nie wskazują formy rządów.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="79"/>
        <source>The active card is not a keyed card.</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Aktywna karta nie jest wprowadzoną kartą.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="184"/>
        <source>Last card of round 1: the reform replaces the main action</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Ostatnia karta rundy 1: reforma zastępuje akcję główną</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="269"/>
        <source>The automa has no form of government yet</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Automa nie ma jeszcze formy rządów</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="322"/>
        <source>Keyed automa cards: %n keyed, the game keeps {kept}; key in more cards or play without them.</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>Wprowadzone karty automy: wprowadzono %n kartę, gra zatrzymuje {kept}; wprowadź więcej kart albo graj bez nich.</numerusform>
            <numerusform>Wprowadzone karty automy: wprowadzono %n karty, gra zatrzymuje {kept}; wprowadź więcej kart albo graj bez nich.</numerusform>
            <numerusform>Wprowadzone karty automy: wprowadzono %n kart, gra zatrzymuje {kept}; wprowadź więcej kart albo graj bez nich.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/state.py" line="339"/>
        <source>Difficulty &apos;{level}&apos; is not easy, medium or hard.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Poziom trudności „{level}” to nie łatwy, średni ani trudny.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/state.py" line="376"/>
        <source>An automa card shows {shown} priority numbers.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Liczba priorytetowych numerów na karcie automy to {shown}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="180"/>
        <source>a card shows at most %n priority numbers, not {given}</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>karta pokazuje najwyżej %n priorytetowy numer, a nie {given}</numerusform>
            <numerusform>karta pokazuje najwyżej %n priorytetowe numery, a nie {given}</numerusform>
            <numerusform>karta pokazuje najwyżej %n priorytetowych numerów, a nie {given}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/state.py" line="200"/>
        <source>cards keyed in twice: {cards}</source>
        <extracomment>message of state.py</extracomment>
        <translation>karty wprowadzone dwukrotnie: {cards}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/state.py" line="285"/>
        <source>Keyed automa cards: {where}: {reason}</source>
        <extracomment>message of state.py</extracomment>
        <translation>Wprowadzone karty automy: {where}: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="292"/>
        <source>Keyed automa cards: {where}: %n priority numbers; a card shows {shown}.</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>Wprowadzone karty automy: {where}: %n priorytetowy numer; karta pokazuje {shown}.</numerusform>
            <numerusform>Wprowadzone karty automy: {where}: %n priorytetowe numery; karta pokazuje {shown}.</numerusform>
            <numerusform>Wprowadzone karty automy: {where}: %n priorytetowych numerów; karta pokazuje {shown}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="1"/>
        <source>Achievements phase</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza osiągnięć</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="85"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="27"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="72"/>
        <source>Treasury</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Skarbiec</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="123"/>
        <source>Victory</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Zwycięstwo</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/attack_after_training.yaml" line="1"/>
        <source>Attack after training</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Atak po szkoleniu</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="1"/>
        <source>Ballista</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Balista</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="12"/>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="47"/>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="25"/>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="23"/>
        <source>Training</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Szkolenie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>Main action cubes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Kostki akcji głównych</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="1"/>
        <source>Two battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Dwie bitwy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="1"/>
        <source>Buildings</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Budynki</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="56"/>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="20"/>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="56"/>
        <location filename="../rules/glory_automa/charts/city.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/city.yaml" line="47"/>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="42"/>
        <source>Structures</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Budowle</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="1"/>
        <source>Castle</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Zamek</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="1"/>
        <source>City</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Miasto</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="1"/>
        <source>Exploration</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Zwiad</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="1"/>
        <source>Free actions</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcje darmowe</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="26"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="71"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="171"/>
        <source>Technology</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Technologia</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="35"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="80"/>
        <source>Glory</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Chwała</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/market.yaml" line="1"/>
        <source>Market</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Rynek</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="183"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="189"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="195"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="202"/>
        <source>Fallback</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja alternatywna</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="12"/>
        <source>Peasants</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Chłopi</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/products.yaml" line="1"/>
        <source>Products</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Wyroby</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="101"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="107"/>
        <source>Reform</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Reforma</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="1"/>
        <source>Religion</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Religia</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="1"/>
        <source>Repair</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Naprawa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="19"/>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="46"/>
        <source>Black cubes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Czarne kostki</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/resources.yaml" line="1"/>
        <source>Resources</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Surowce</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="5"/>
        <source>Round start</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Początek rundy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="7"/>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="13"/>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="1"/>
        <source>Setup</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Przygotowanie gry</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="1"/>
        <source>Suppression</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Tłumienie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="1"/>
        <source>Swordsmen</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Miecznicy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="1"/>
        <source>Automa turn</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Tura automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="16"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="22"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="28"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="34"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="40"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="45"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="51"/>
        <source>Pass</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="57"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Card anatomy</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Budowa karty</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="84"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="90"/>
        <source>Reveal</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ujawnienie karty</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <source>Main action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja główna</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="207"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="212"/>
        <source>Instant achievements</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Natychmiastowe osiągnięcia</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="1"/>
        <source>Wonder</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Cud</translation>
    </message>
</context>
<context>
    <name>glory_automa/achievements</name>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="1"/>
        <source>Achievements phase</source>
        <extracomment>chart title</extracomment>
        <translation>Faza osiągnięć</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="5"/>
        <source>The automa skips religion and technology, and taxes and tithe.</source>
        <extracomment>node skips (check); seed 003, Achievements phase</extracomment>
        <translation>Automa pomija religię i technologię oraz podatki i dziesięcinę.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="118"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa skips religion and technology, and taxes and tithe.&apos;; node skips (check); seed 003, Achievements phase</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;The automa pays no consumption and takes no consumption penalty.&apos;; node consumption (check); seed 003, Achievements phase</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="10"/>
        <source>The automa gains Glory as any player does; enter it on its mat.</source>
        <extracomment>node glory (do); seed 003, Achievements phase</extracomment>
        <translation>Automa otrzymuje Chwałę jak każdy gracz; wpisz ją w panelu automy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="14"/>
        <source>Is the last activated automa card keyed in?</source>
        <extracomment>node keyed (check); seed 003, Achievements phase</extracomment>
        <translation>Czy ostatnia aktywowana karta automy jest wprowadzona?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="19"/>
        <source>Do the card&apos;s priority numbers name an event card?</source>
        <extracomment>node auto_names (check); seed 003, Achievements phase</extracomment>
        <translation>Czy priorytetowe numery karty wskazują kartę wydarzenia?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="24"/>
        <source>Does the card&apos;s first priority number add a vote?</source>
        <extracomment>node vote_extra (check); seed 003, Achievements phase</extracomment>
        <translation>Czy pierwszy priorytetowy numer karty dodaje głos?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="29"/>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="63"/>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="64"/>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="65"/>
        <source>The automa gives all its votes to event card {event}.</source>
        <extracomment>node vote_auto (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <extracomment>node vote1 (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <extracomment>node vote2 (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <extracomment>node vote3 (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>Automa oddaje wszystkie swoje głosy na kartę wydarzenia {event}.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="29"/>
        <source>Count the three event cards in the order they lie on the table. Check in your Automa appendix which event card each priority number names.</source>
        <extracomment>note of node vote_auto (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>Ponumeruj trzy karty wydarzeń w kolejności, w jakiej leżą na stole. Sprawdź w dodatku o automie, którą kartę wydarzenia wskazuje każdy priorytetowy numer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="36"/>
        <source>The automa adds %n votes. Then it gives all its votes to event card {event}.</source>
        <extracomment>node vote_auto_extra (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>
            <numerusform>Automa dodaje %n głos. Potem oddaje wszystkie swoje głosy na kartę wydarzenia {event}.</numerusform>
            <numerusform>Automa dodaje %n głosy. Potem oddaje wszystkie swoje głosy na kartę wydarzenia {event}.</numerusform>
            <numerusform>Automa dodaje %n głosów. Potem oddaje wszystkie swoje głosy na kartę wydarzenia {event}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="44"/>
        <source>The vote goes by the priority numbers of the last activated automa card.</source>
        <extracomment>node vote_begin (do); seed 003, Achievements phase</extracomment>
        <translation>Automa głosuje według priorytetowych numerów ostatniej aktywowanej karty automy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="49"/>
        <source>Are there priority numbers left to read?</source>
        <extracomment>node vote_left (check); seed 003, Achievements phase</extracomment>
        <translation>Czy zostały priorytetowe numery do odczytania?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="54"/>
        <source>What is priority number {index} on the last activated automa card?</source>
        <extracomment>node vote_ask (ask); seed 003, Achievements phase</extracomment>
        <translation>Jaki priorytetowy numer stoi na miejscu {index} na ostatniej aktywowanej karcie automy?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="54"/>
        <source>1</source>
        <extracomment>answer &apos;1&apos; to &apos;What is priority number {index} on the last activated automa card?&apos;; node vote_ask (ask); seed 003, Achievements phase</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="54"/>
        <source>2</source>
        <extracomment>answer &apos;2&apos; to &apos;What is priority number {index} on the last activated automa card?&apos;; node vote_ask (ask); seed 003, Achievements phase</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="54"/>
        <source>3</source>
        <extracomment>answer &apos;3&apos; to &apos;What is priority number {index} on the last activated automa card?&apos;; node vote_ask (ask); seed 003, Achievements phase</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="54"/>
        <source>4</source>
        <extracomment>answer &apos;4&apos; to &apos;What is priority number {index} on the last activated automa card?&apos;; node vote_ask (ask); seed 003, Achievements phase</extracomment>
        <translation>4</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="66"/>
        <source>The automa adds %n votes. The next priority number picks the event card.</source>
        <extracomment>node vote_more (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>
            <numerusform>Automa dodaje %n głos. Następny priorytetowy numer wskazuje kartę wydarzenia.</numerusform>
            <numerusform>Automa dodaje %n głosy. Następny priorytetowy numer wskazuje kartę wydarzenia.</numerusform>
            <numerusform>Automa dodaje %n głosów. Następny priorytetowy numer wskazuje kartę wydarzenia.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="74"/>
        <source>The card&apos;s priority numbers name no event card: the automa does not vote.</source>
        <extracomment>node vote_none (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>Priorytetowe numery karty nie wskazują karty wydarzenia: automa nie głosuje.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="79"/>
        <source>Resolve every event. For the main event the automa spends as much of its surplus as it can: for Glory (Festival, Expedition, Supply), to make products (Whisky Distillation, Secret of Silk, Meteorite Fall) or to train units (Campaign). In checks (Guild Pogroms, Internecine War, Game of Kings, Earthquake and the like) it improves its bag by discarding {low} or {high} of what your Automa appendix shows beside these numbers, as the check allows.</source>
        <extracomment>node events (do); seed 003, Achievements phase</extracomment>
        <translation>Rozpatrz każde wydarzenie. Przy głównym wydarzeniu automa wydaje jak najwięcej swojej nadwyżki: na Chwałę (Festyn, Ekspedycja, Zaopatrzenie), na wytworzenie wyrobów (Destylacja Whisky, Sekret Jedwabiu, Upadek Meteorytu) lub na szkolenie oddziałów (Wyprawa). Podczas testów (Pogromy Cechów, Wojna Wewnętrzna, Gra Królów, Trzęsienie Ziemi i podobne) poprawia swój worek, odrzucając {low} lub {high} tego, co dodatek o automie pokazuje przy tych liczbach, na ile pozwala test.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="85"/>
        <source>Add the coins the automa gains from events to its treasury: enter them on its mat.</source>
        <extracomment>node event_coins (do); seed 003, Treasury</extracomment>
        <translation>Dodaj do skarbca automy monety, które otrzymuje z wydarzeń: wpisz je w panelu automy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="90"/>
        <source>The automa takes troubles as any player does.</source>
        <extracomment>node troubles (do); seed 003, Achievements phase</extracomment>
        <translation>Automa dostaje plagi jak każdy gracz.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="94"/>
        <source>Does the automa have enough cubes on the event card for its blessing?</source>
        <extracomment>node blessing (ask); seed 003, Achievements phase</extracomment>
        <translation>Czy automa ma dość kostek na karcie wydarzenia, by otrzymać błogosławieństwo?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="98"/>
        <source>The automa gets every bonus of the blessing.</source>
        <extracomment>node blessing_do (do); seed 003, Achievements phase</extracomment>
        <translation>Automa otrzymuje wszystkie premie z błogosławieństwa.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="102"/>
        <source>Does the automa meet the conditions of a recurrent achievement?</source>
        <extracomment>node recurrent (ask); seed 003, Achievements phase</extracomment>
        <translation>Czy automa spełnia warunki cyklicznego osiągnięcia?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="106"/>
        <source>Put an automa cube on one recurrent achievement it meets.</source>
        <extracomment>node recurrent_do (do); seed 003, Achievements phase</extracomment>
        <translation>Połóż kostkę automy na jednym cyklicznym osiągnięciu, które spełnia.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="111"/>
        <source>Take back the automa&apos;s used action cubes, leaving %n on the technology board. Remove every exhaustion cube from the board, those on hexes with automa units too. Take the activation cubes off the automa cards and put the played cards on the discard pile.</source>
        <extracomment>node cleanup (do); seed 003, Achievements phase</extracomment>
        <translation>
            <numerusform>Zabierz użyte kostki akcji automy, zostawiając %n kostkę na planszy technologii. Usuń z planszy wszystkie kostki wyczerpania, także te na heksach z oddziałami automy. Zdejmij kostki aktywacji z kart automy, a rozegrane karty odłóż na stos kart odrzuconych.</numerusform>
            <numerusform>Zabierz użyte kostki akcji automy, zostawiając %n kostki na planszy technologii. Usuń z planszy wszystkie kostki wyczerpania, także te na heksach z oddziałami automy. Zdejmij kostki aktywacji z kart automy, a rozegrane karty odłóż na stos kart odrzuconych.</numerusform>
            <numerusform>Zabierz użyte kostki akcji automy, zostawiając %n kostek na planszy technologii. Usuń z planszy wszystkie kostki wyczerpania, także te na heksach z oddziałami automy. Zdejmij kostki aktywacji z kart automy, a rozegrane karty odłóż na stos kart odrzuconych.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="118"/>
        <source>The automa pays no consumption and takes no consumption penalty.</source>
        <extracomment>node consumption (check); seed 003, Achievements phase</extracomment>
        <translation>Automa nie płaci za konsumpcję i nie otrzymuje za nią kary.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="123"/>
        <source>The automa becomes a candidate for victory as soon as any player has {stars} or more of what your Automa appendix shows beside this number.</source>
        <extracomment>node victory (do); seed 003, Victory</extracomment>
        <translation>Automa staje się kandydatem do zwycięstwa, gdy tylko którykolwiek gracz ma {stars} lub więcej tego, co dodatek o automie pokazuje przy tej liczbie.</translation>
    </message>
</context>
<context>
    <name>glory_automa/attack_after_training</name>
    <message>
        <location filename="../rules/glory_automa/charts/attack_after_training.yaml" line="1"/>
        <source>Attack after training</source>
        <extracomment>chart title</extracomment>
        <translation>Atak po szkoleniu</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/attack_after_training.yaml" line="5"/>
        <source>Are enemy objects now in reach of the newly placed units, or one maneuver away from them?</source>
        <extracomment>node reach (ask); seed 003, Attack after training</extracomment>
        <translation>Czy wrogie obiekty są teraz w zasięgu nowo umieszczonych oddziałów albo o jeden manewr od nich?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/attack_after_training.yaml" line="9"/>
        <source>Maneuver and attack the nearest target in the priority direction.</source>
        <extracomment>node move (do); seed 003, Attack after training</extracomment>
        <translation>Wykonaj manewr i zaatakuj najbliższy cel w priorytetowym kierunku.</translation>
    </message>
</context>
<context>
    <name>glory_automa/ballista</name>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="1"/>
        <source>Train a ballista</source>
        <extracomment>chart title</extracomment>
        <translation>Szkol balistę</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="5"/>
        <source>Is it Age {age}?</source>
        <extracomment>node age_one (check); seed 003, Ballista</extracomment>
        <translation>Czy trwa epoka {age}?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="12"/>
        <source>Does the automa have a ballista left, and room on a priority hex next to one of its cities or castles?</source>
        <extracomment>node can (ask); seed 003, Training</extracomment>
        <translation>Czy automa ma jeszcze balistę i miejsce na priorytetowym heksie obok swojego miasta lub zamku?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="17"/>
        <source>Place {units} on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <extracomment>node place (do); seed 003, Ballista</extracomment>
        <translation>
            <numerusform>Umieść {units} na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostkę akcji na obszarze warsztatu.</numerusform>
            <numerusform>Umieść {units} na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostki akcji na obszarze warsztatu.</numerusform>
            <numerusform>Umieść {units} na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostek akcji na obszarze warsztatu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="17"/>
        <source>%n ballistas</source>
        <extracomment>part of the text of node place (do); seed 003, Ballista</extracomment>
        <translation>
            <numerusform>%n balistę</numerusform>
            <numerusform>%n balisty</numerusform>
            <numerusform>%n balist</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="26"/>
        <source>In Age {age} the automa trains archers instead. Does it have archers left, and room on a priority hex next to one of its cities or castles?</source>
        <extracomment>node archers_can (ask); seed 003, Ballista</extracomment>
        <translation>W epoce {age} automa szkoli zamiast tego łuczników. Czy ma jeszcze łuczników i miejsce na priorytetowym heksie obok swojego miasta lub zamku?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>Place {units} on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</source>
        <extracomment>node archers (do); seed 003, Main action cubes (reconstructed)</extracomment>
        <translation>
            <numerusform>Umieść {units} na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostkę akcji na obszarze koszar.</numerusform>
            <numerusform>Umieść {units} na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostki akcji na obszarze koszar.</numerusform>
            <numerusform>Umieść {units} na priorytetowym heksie obok miasta lub zamku automy. Połóż %n kostek akcji na obszarze koszar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>The rules&apos; own example trains swordsmen and then archers in one round and puts the archers&apos; cubes on the barracks area, 2 the second time. The ballista goes to the workshop area.</source>
        <extracomment>note of node archers (do); seed 003, Main action cubes (reconstructed)</extracomment>
        <translation>W przykładzie z zasad automa szkoli w jednej rundzie najpierw mieczników, potem łuczników i kładzie kostki łuczników na obszarze koszar, za drugim razem 2. Kostki za balistę trafiają na obszar warsztatu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>%n archer units</source>
        <extracomment>part of the text of node archers (do); seed 003, Main action cubes (reconstructed)</extracomment>
        <translation>
            <numerusform>%n oddział łuczników</numerusform>
            <numerusform>%n oddziały łuczników</numerusform>
            <numerusform>%n oddziałów łuczników</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="47"/>
        <source>The automa cannot train this unit.</source>
        <extracomment>node cannot (check); seed 003, Training</extracomment>
        <translation>Automa nie może szkolić tego oddziału.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="47"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot train this unit.&apos;; node cannot (check); seed 003, Training</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/battle</name>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="1"/>
        <source>One battle</source>
        <extracomment>chart title</extracomment>
        <translation>Jedna bitwa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="5"/>
        <source>Does the automa still have an unexhausted army?</source>
        <extracomment>node army (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Czy automa ma jeszcze niewyczerpane wojsko?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="10"/>
        <source>Pick the largest unexhausted army farthest from the automa&apos;s capital; if several tie, the one in a city or on the priority terrain type. If the automa can attack with a combined force, pick one more army to join the battle.</source>
        <extracomment>node pick (do); seed 003, Two battles</extracomment>
        <translation>Wybierz największe niewyczerpane wojsko stojące najdalej od stolicy automy; w przypadku remisu to, które stoi na heksie miasta lub na heksie o priorytetowym typie terenu. Jeśli automa może wykonać atak połączonymi siłami, wybierz jeszcze jedno wojsko do udziału w bitwie.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="14"/>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="19"/>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="24"/>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="29"/>
        <source>Priority {pass}: can the army attack the nearest enemy city in the priority direction, or else the nearest enemy objects on a hex of the priority terrain type in the priority direction?</source>
        <extracomment>node target1 (ask); seed 003, Two battles</extracomment>
        <extracomment>node target2 (ask); seed 003, Two battles</extracomment>
        <extracomment>node target3 (ask); seed 003, Two battles</extracomment>
        <extracomment>node target4 (ask); seed 003, Two battles</extracomment>
        <translation>Priorytet {pass}: czy wojsko może zaatakować najbliższe wrogie miasto w priorytetowym kierunku, a jeśli nie, najbliższe wrogie obiekty na heksie o priorytetowym typie terenu w priorytetowym kierunku?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="34"/>
        <source>Move the army to the nearest hex in the priority direction from which it can attack the target, and exhaust it.</source>
        <extracomment>node attack (do); seed 003, Two battles</extracomment>
        <translation>Przesuń wojsko na najbliższy heks w priorytetowym kierunku, z którego może zaatakować cel, i wyczerp je.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="42"/>
        <source>No target found: move the army in the priority direction, closer to enemy objects.</source>
        <extracomment>node advance (do); seed 003, Two battles</extracomment>
        <translation>Nie znaleziono celu: przesuń wojsko w priorytetowym kierunku, bliżej wrogich obiektów.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="46"/>
        <source>Can the army scout a province on its way?</source>
        <extracomment>node scout (ask); seed 003, Two battles</extracomment>
        <translation>Czy wojsko może po drodze przeprowadzić zwiad prowincji?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="54"/>
        <source>Can the army pick up a relic?</source>
        <extracomment>node relic (ask); seed 003, Two battles</extracomment>
        <translation>Czy wojsko może podnieść relikwię?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="58"/>
        <source>Pick up the relic with the army.</source>
        <extracomment>node relic_do (do); seed 003, Two battles</extracomment>
        <translation>Podnieś relikwię tym wojskiem.</translation>
    </message>
</context>
<context>
    <name>glory_automa/battles</name>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="1"/>
        <source>Two battles</source>
        <extracomment>chart title</extracomment>
        <translation>Dwie bitwy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="5"/>
        <source>Does the automa have an unexhausted army?</source>
        <extracomment>node army (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Czy automa ma niewyczerpane wojsko?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/battles.yaml" line="10"/>
        <source>Put %n action cubes on the area of this action. The automa fights {battles}, one after the other.</source>
        <extracomment>node cubes (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>
            <numerusform>Połóż %n kostkę akcji na obszarze tej akcji. Automa toczy {battles}, jedną po drugiej.</numerusform>
            <numerusform>Połóż %n kostki akcji na obszarze tej akcji. Automa toczy {battles}, jedną po drugiej.</numerusform>
            <numerusform>Połóż %n kostek akcji na obszarze tej akcji. Automa toczy {battles}, jedną po drugiej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="10"/>
        <source>Every main action puts action cubes on its area: check in your Automa appendix which area this action uses.</source>
        <extracomment>note of node cubes (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Za każdą akcję główną kładzie się kostki akcji na jej obszarze: sprawdź w dodatku o automie, który obszar należy do tej akcji.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/battles.yaml" line="10"/>
        <source>%n battles</source>
        <extracomment>part of the text of node cubes (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>
            <numerusform>%n bitwę</numerusform>
            <numerusform>%n bitwy</numerusform>
            <numerusform>%n bitew</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="23"/>
        <source>The automa has no unexhausted army to fight with.</source>
        <extracomment>node cannot (check); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Automa nie ma niewyczerpanego wojska do walki.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="23"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa has no unexhausted army to fight with.&apos;; node cannot (check); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/buildings</name>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="1"/>
        <source>Build buildings</source>
        <extracomment>chart title</extracomment>
        <translation>Zbuduj budynki</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="5"/>
        <source>Does the automa have building tokens left?</source>
        <extracomment>node tokens (ask); seed 003, Structures</extracomment>
        <translation>Czy automa ma jeszcze żetony budynków?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="10"/>
        <source>Find the priority hex, an automa city if possible. Do %n buildings (the age number) fit there within the building limit?</source>
        <extracomment>node fit (ask); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Znajdź priorytetowy heks, w miarę możliwości miasto automy. Czy zmieści się tam w limicie zabudowy %n budynek (numer epoki)?</numerusform>
            <numerusform>Znajdź priorytetowy heks, w miarę możliwości miasto automy. Czy zmieszczą się tam w limicie zabudowy %n budynki (numer epoki)?</numerusform>
            <numerusform>Znajdź priorytetowy heks, w miarę możliwości miasto automy. Czy zmieści się tam w limicie zabudowy %n budynków (numer epoki)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="16"/>
        <source>Is there another priority hex, an automa city if possible, where %n buildings fit within the building limit?</source>
        <extracomment>node other_hex (ask); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Czy jest inny priorytetowy heks, w miarę możliwości miasto automy, na którym zmieści się w limicie zabudowy %n budynek?</numerusform>
            <numerusform>Czy jest inny priorytetowy heks, w miarę możliwości miasto automy, na którym zmieszczą się w limicie zabudowy %n budynki?</numerusform>
            <numerusform>Czy jest inny priorytetowy heks, w miarę możliwości miasto automy, na którym zmieści się w limicie zabudowy %n budynków?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="22"/>
        <source>Does at least one building fit on the priority hex within the building limit?</source>
        <extracomment>node some (ask); seed 003, Buildings (reconstructed)</extracomment>
        <translation>Czy na priorytetowym heksie mieści się w limicie zabudowy choć jeden budynek?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="29"/>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="33"/>
        <source>Does that hex already hold any of the automa&apos;s action cubes?</source>
        <extracomment>node used_all (ask); seed 003, Buildings</extracomment>
        <extracomment>node used_some (ask); seed 003, Buildings</extracomment>
        <translation>Czy na tym heksie leżą już kostki akcji automy?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="37"/>
        <source>Place {buildings} on that hex. Put %n action cubes on the hex.</source>
        <extracomment>node build_all (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Umieść {buildings} na tym heksie. Połóż %n kostkę akcji na tym heksie.</numerusform>
            <numerusform>Umieść {buildings} na tym heksie. Połóż %n kostki akcji na tym heksie.</numerusform>
            <numerusform>Umieść {buildings} na tym heksie. Połóż %n kostek akcji na tym heksie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="37"/>
        <source>%n buildings</source>
        <extracomment>part of the text of node build_all (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>%n budynek</numerusform>
            <numerusform>%n budynki</numerusform>
            <numerusform>%n budynków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="47"/>
        <source>Place as many buildings on the priority hex as the building limit allows. Put %n action cubes on the hex.</source>
        <extracomment>node build_some (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Umieść na priorytetowym heksie tyle budynków, ile pozwala limit zabudowy. Połóż %n kostkę akcji na tym heksie.</numerusform>
            <numerusform>Umieść na priorytetowym heksie tyle budynków, ile pozwala limit zabudowy. Połóż %n kostki akcji na tym heksie.</numerusform>
            <numerusform>Umieść na priorytetowym heksie tyle budynków, ile pozwala limit zabudowy. Połóż %n kostek akcji na tym heksie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="56"/>
        <source>The automa cannot build buildings.</source>
        <extracomment>node cannot (check); seed 003, Structures</extracomment>
        <translation>Automa nie może zbudować budynków.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="56"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot build buildings.&apos;; node cannot (check); seed 003, Structures</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/castle</name>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="1"/>
        <source>Build a castle</source>
        <extracomment>chart title</extracomment>
        <translation>Zbuduj zamek</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="5"/>
        <source>Is it Age {age}?</source>
        <extracomment>node age_one (check); seed 003, Castle</extracomment>
        <translation>Czy trwa epoka {age}?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="12"/>
        <source>In Age {age} the automa builds a city instead of a castle.</source>
        <extracomment>node city_instead (do); seed 003, Castle</extracomment>
        <translation>W epoce {age} automa buduje miasto zamiast zamku.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="20"/>
        <source>Does the automa have a castle token left?</source>
        <extracomment>node tokens (ask); seed 003, Structures</extracomment>
        <translation>Czy automa ma jeszcze żeton zamku?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="25"/>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="30"/>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="35"/>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="40"/>
        <source>Priority {pass} of the priority scale: find the nearest priority hex for a castle, as for a city. Is an automa peasant there, or can an unexhausted peasant get there?</source>
        <extracomment>node hex1 (ask); seed 003, Castle</extracomment>
        <extracomment>node hex2 (ask); seed 003, Castle</extracomment>
        <extracomment>node hex3 (ask); seed 003, Castle</extracomment>
        <extracomment>node hex4 (ask); seed 003, Castle</extracomment>
        <translation>Priorytet {pass} skali priorytetu: znajdź najbliższy priorytetowy heks dla zamku, jak dla miasta. Czy stoi tam chłop automy albo czy niewyczerpany chłop może tam dotrzeć?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/castle.yaml" line="45"/>
        <source>Move an unexhausted peasant there if needed, place a castle token and put %n action cube on it.</source>
        <extracomment>node build (do); seed 003, Castle (reconstructed)</extracomment>
        <translation>
            <numerusform>W razie potrzeby przesuń tam niewyczerpanego chłopa, umieść żeton zamku i połóż na nim %n kostkę akcji.</numerusform>
            <numerusform>W razie potrzeby przesuń tam niewyczerpanego chłopa, umieść żeton zamku i połóż na nim %n kostki akcji.</numerusform>
            <numerusform>W razie potrzeby przesuń tam niewyczerpanego chłopa, umieść żeton zamku i połóż na nim %n kostek akcji.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="45"/>
        <source>The rules build a castle the way they build a city; the one action cube on the new castle follows the city&apos;s.</source>
        <extracomment>note of node build (do); seed 003, Castle (reconstructed)</extracomment>
        <translation>Według zasad zamek buduje się tak samo jak miasto; na nowym zamku leży jedna kostka akcji, tak jak na mieście.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="56"/>
        <source>The automa cannot build a castle.</source>
        <extracomment>node cannot (check); seed 003, Structures</extracomment>
        <translation>Automa nie może zbudować zamku.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="56"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot build a castle.&apos;; node cannot (check); seed 003, Structures</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/city</name>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="1"/>
        <source>Build a city</source>
        <extracomment>chart title</extracomment>
        <translation>Zbuduj miasto</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="5"/>
        <source>Does the automa have a city token left?</source>
        <extracomment>node tokens (ask); seed 003, Structures</extracomment>
        <translation>Czy automa ma jeszcze żeton miasta?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="10"/>
        <source>Before building: can the automa&apos;s unexhausted military units scout a province in the priority direction?</source>
        <extracomment>node scout (ask); seed 003, City</extracomment>
        <translation>Przed budową: czy niewyczerpane oddziały wojskowe automy mogą przeprowadzić zwiad prowincji w priorytetowym kierunku?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="18"/>
        <location filename="../rules/glory_automa/charts/city.yaml" line="23"/>
        <location filename="../rules/glory_automa/charts/city.yaml" line="28"/>
        <location filename="../rules/glory_automa/charts/city.yaml" line="33"/>
        <source>Priority {pass} of the priority scale: find the nearest priority hex, in a province the automa does not control if possible. Is an automa peasant there, or can an unexhausted peasant get there?</source>
        <extracomment>node hex1 (ask); seed 003, City</extracomment>
        <extracomment>node hex2 (ask); seed 003, City</extracomment>
        <extracomment>node hex3 (ask); seed 003, City</extracomment>
        <extracomment>node hex4 (ask); seed 003, City</extracomment>
        <translation>Priorytet {pass} skali priorytetu: znajdź najbliższy priorytetowy heks, w miarę możliwości w prowincji, której automa nie kontroluje. Czy stoi tam chłop automy albo czy niewyczerpany chłop może tam dotrzeć?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/city.yaml" line="38"/>
        <source>Move an unexhausted peasant there if needed, place a city token and put %n action cube on it.</source>
        <extracomment>node build (do); seed 003, City</extracomment>
        <translation>
            <numerusform>W razie potrzeby przesuń tam niewyczerpanego chłopa, umieść żeton miasta i połóż na nim %n kostkę akcji.</numerusform>
            <numerusform>W razie potrzeby przesuń tam niewyczerpanego chłopa, umieść żeton miasta i połóż na nim %n kostki akcji.</numerusform>
            <numerusform>W razie potrzeby przesuń tam niewyczerpanego chłopa, umieść żeton miasta i połóż na nim %n kostek akcji.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="47"/>
        <source>The automa cannot build a city.</source>
        <extracomment>node cannot (check); seed 003, Structures</extracomment>
        <translation>Automa nie może zbudować miasta.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="47"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot build a city.&apos;; node cannot (check); seed 003, Structures</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/exploration</name>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="1"/>
        <source>Exploration</source>
        <extracomment>chart title</extracomment>
        <translation>Zwiad</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="5"/>
        <source>Flip the province tile over from left to right and put it back where it lay.</source>
        <extracomment>node flip (do); seed 003, Exploration</extracomment>
        <translation>Odwróć kafelek prowincji z lewej na prawą i połóż go z powrotem tam, gdzie leżał.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="9"/>
        <source>Do its water connections meet the rules?</source>
        <extracomment>node fits (ask); seed 003, Exploration</extracomment>
        <translation>Czy połączenia wodne spełniają zasady?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="13"/>
        <source>Rotate the tile clockwise to the next position.</source>
        <extracomment>node turn (do); seed 003, Exploration</extracomment>
        <translation>Obróć kafelek zgodnie z ruchem wskazówek zegara do następnego położenia.</translation>
    </message>
</context>
<context>
    <name>glory_automa/fight</name>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="1"/>
        <source>Fight a battle</source>
        <extracomment>chart title</extracomment>
        <translation>Stocz bitwę</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="6"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="56"/>
        <source>Does the automa have a form of government yet?</source>
        <extracomment>node government (check); seed 003, Two battles</extracomment>
        <extracomment>node gain_government (check); seed 003, Two battles</extracomment>
        <translation>Czy automa ma już formę rządów?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="11"/>
        <source>Fight the battle using the automa&apos;s form of government ({government}) and every technology of the automa that affects a battle, recovery and conversion included.</source>
        <extracomment>node resolve (do); seed 003, Two battles</extracomment>
        <translation>Stocz bitwę, korzystając z formy rządów automy ({government}) i z każdej technologii automy, która wpływa na bitwę, w tym na odzyskanie i konwersję.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="16"/>
        <source>Fight the battle using every technology of the automa that affects a battle, recovery and conversion included. The automa has no form of government yet.</source>
        <extracomment>node resolve_none (do); seed 003, Two battles</extracomment>
        <translation>Stocz bitwę, korzystając z każdej technologii automy, która wpływa na bitwę, w tym na odzyskanie i konwersję. Automa nie ma jeszcze formy rządów.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="20"/>
        <source>Does the automa have experience cubes and no political crisis?</source>
        <extracomment>node experience (ask); seed 003, Two battles</extracomment>
        <translation>Czy automa ma kostki doświadczenia i nie ma kryzysu politycznego?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="24"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Two battles</extracomment>
        <translation>Czy karty automy są wprowadzone?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/fight.yaml" line="29"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="47"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="48"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="49"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="50"/>
        <source>Add %n experience cubes to the bag (the priority number, one more under Autocracy).</source>
        <extracomment>node bag_keyed (do); seed 003, Two battles (reconstructed)</extracomment>
        <extracomment>node bag1 (do); seed 003, Two battles</extracomment>
        <extracomment>node bag2 (do); seed 003, Two battles</extracomment>
        <extracomment>node bag3 (do); seed 003, Two battles</extracomment>
        <extracomment>node bag4 (do); seed 003, Two battles</extracomment>
        <translation>
            <numerusform>Dodaj do worka %n kostkę doświadczenia (priorytetowy numer, o jedną więcej przy Autokracji).</numerusform>
            <numerusform>Dodaj do worka %n kostki doświadczenia (priorytetowy numer, o jedną więcej przy Autokracji).</numerusform>
            <numerusform>Dodaj do worka %n kostek doświadczenia (priorytetowy numer, o jedną więcej przy Autokracji).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="29"/>
        <source>The Automa appendix says only &apos;the priority number&apos;: use the first priority number of the active card.</source>
        <extracomment>note of node bag_keyed (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Dodatek o automie mówi tylko o „priorytetowym numerze”: użyj pierwszego priorytetowego numeru aktywnej karty.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="37"/>
        <source>What is the first priority number on the active card?</source>
        <extracomment>node number (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Jaki jest pierwszy priorytetowy numer na aktywnej karcie?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="37"/>
        <source>The Automa appendix says only &apos;the priority number&apos;: use the first one.</source>
        <extracomment>note of node number (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Dodatek o automie mówi tylko o „priorytetowym numerze”: użyj pierwszego.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="37"/>
        <source>1</source>
        <extracomment>answer &apos;1&apos; to &apos;What is the first priority number on the active card?&apos;; node number (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="37"/>
        <source>2</source>
        <extracomment>answer &apos;2&apos; to &apos;What is the first priority number on the active card?&apos;; node number (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="37"/>
        <source>3</source>
        <extracomment>answer &apos;3&apos; to &apos;What is the first priority number on the active card?&apos;; node number (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="37"/>
        <source>4</source>
        <extracomment>answer &apos;4&apos; to &apos;What is the first priority number on the active card?&apos;; node number (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="51"/>
        <source>Take as many cubes out of the bag as the battle allows.</source>
        <extracomment>node draw (do); seed 003, Two battles</extracomment>
        <translation>Wyciągnij z worka tyle kostek, ile pozwala bitwa.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="61"/>
        <source>The automa gains experience for the effects of its form of government ({government}) and technologies.</source>
        <extracomment>node gain (do); seed 003, Two battles</extracomment>
        <translation>Automa otrzymuje doświadczenie za efekty swojej formy rządów ({government}) i technologii.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="66"/>
        <source>The automa gains experience for the effects of its technologies. It has no form of government yet.</source>
        <extracomment>node gain_none (do); seed 003, Two battles</extracomment>
        <translation>Automa otrzymuje doświadczenie za efekty swoich technologii. Automa nie ma jeszcze formy rządów.</translation>
    </message>
</context>
<context>
    <name>glory_automa/free_actions</name>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="1"/>
        <source>Top block of the card</source>
        <extracomment>chart title</extracomment>
        <translation>Górny blok karty</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="50"/>
        <source>Which free action is slot {slot} of the active card?</source>
        <extracomment>node f1 (check); seed 003, Free actions</extracomment>
        <extracomment>node f2 (check); seed 003, Free actions</extracomment>
        <translation>Jaka akcja darmowa jest w polu {slot} aktywnej karty?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="17"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="50"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="62"/>
        <source>Take a technology</source>
        <extracomment>answer &apos;technology&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f1 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;technology&apos; to &apos;Which free action does slot {slot} of the top block of the active card show?&apos;; node ask1 (ask); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;technology&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f2 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;technology&apos; to &apos;Which free action does slot {slot} of the top block of the active card show?&apos;; node ask2 (ask); seed 003, Free actions</extracomment>
        <translation>Wzięcie technologii</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="17"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="50"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="62"/>
        <source>Coins to the treasury</source>
        <extracomment>answer &apos;coins&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f1 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;coins&apos; to &apos;Which free action does slot {slot} of the top block of the active card show?&apos;; node ask1 (ask); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;coins&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f2 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;coins&apos; to &apos;Which free action does slot {slot} of the top block of the active card show?&apos;; node ask2 (ask); seed 003, Free actions</extracomment>
        <translation>Monety do skarbca</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="17"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="50"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="62"/>
        <source>Glory</source>
        <extracomment>answer &apos;glory&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f1 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;glory&apos; to &apos;Which free action does slot {slot} of the top block of the active card show?&apos;; node ask1 (ask); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;glory&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f2 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;glory&apos; to &apos;Which free action does slot {slot} of the top block of the active card show?&apos;; node ask2 (ask); seed 003, Free actions</extracomment>
        <translation>Chwała</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="17"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="50"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="62"/>
        <source>Something else</source>
        <extracomment>answer &apos;other&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f1 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;other&apos; to &apos;Which free action does slot {slot} of the top block of the active card show?&apos;; node ask1 (ask); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;other&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f2 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;other&apos; to &apos;Which free action does slot {slot} of the top block of the active card show?&apos;; node ask2 (ask); seed 003, Free actions</extracomment>
        <translation>Coś innego</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="50"/>
        <source>Read from the card</source>
        <extracomment>answer &apos;ask&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f1 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;ask&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f2 (check); seed 003, Free actions</extracomment>
        <translation>Trzeba odczytać z karty</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="17"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="62"/>
        <source>Which free action does slot {slot} of the top block of the active card show?</source>
        <extracomment>node ask1 (ask); seed 003, Free actions</extracomment>
        <extracomment>node ask2 (ask); seed 003, Free actions</extracomment>
        <translation>Jaką akcję darmową pokazuje pole {slot} górnego bloku aktywnej karty?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="27"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="72"/>
        <source>Add %n coins to the automa&apos;s treasury. Treasury now: {treasury}.</source>
        <extracomment>node coins1 (do); seed 003, Treasury</extracomment>
        <extracomment>node coins2 (do); seed 003, Treasury</extracomment>
        <translation>
            <numerusform>Dodaj %n monetę do skarbca automy. Skarbiec teraz: {treasury}.</numerusform>
            <numerusform>Dodaj %n monety do skarbca automy. Skarbiec teraz: {treasury}.</numerusform>
            <numerusform>Dodaj %n monet do skarbca automy. Skarbiec teraz: {treasury}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="35"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="80"/>
        <source>Raise the automa&apos;s Glory by {glory_gain}. Glory now: {glory}.</source>
        <extracomment>node glory1 (do); seed 003, Glory (reconstructed)</extracomment>
        <extracomment>node glory2 (do); seed 003, Glory (reconstructed)</extracomment>
        <translation>Zwiększ Chwałę automy o {glory_gain}. Chwała teraz: {glory}.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="35"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="80"/>
        <source>The Automa appendix lists the Glory action right after the coins one, among the free actions: check it on your card.</source>
        <extracomment>note of node glory1 (do); seed 003, Glory (reconstructed)</extracomment>
        <extracomment>note of node glory2 (do); seed 003, Glory (reconstructed)</extracomment>
        <translation>Dodatek o automie wymienia akcję z Chwałą zaraz po akcji z monetami, wśród akcji darmowych: sprawdź to na swojej karcie.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="44"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="89"/>
        <source>Do free action {slot} as the card shows it.</source>
        <extracomment>node other1 (do); seed 003, Free actions (reconstructed)</extracomment>
        <extracomment>node other2 (do); seed 003, Free actions (reconstructed)</extracomment>
        <translation>Wykonaj akcję darmową {slot} tak, jak pokazuje karta.</translation>
    </message>
</context>
<context>
    <name>glory_automa/market</name>
    <message>
        <location filename="../rules/glory_automa/charts/market.yaml" line="1"/>
        <source>Trade at the market</source>
        <extracomment>chart title</extracomment>
        <translation>Handluj na rynku</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/market.yaml" line="5"/>
        <source>Put %n action cubes on the market area. The automa gives and gets no goods or coins.</source>
        <extracomment>node trade (do); seed 003, Market</extracomment>
        <translation>
            <numerusform>Połóż %n kostkę akcji na obszarze rynku. Automa nie oddaje i nie otrzymuje ani towarów, ani monet.</numerusform>
            <numerusform>Połóż %n kostki akcji na obszarze rynku. Automa nie oddaje i nie otrzymuje ani towarów, ani monet.</numerusform>
            <numerusform>Połóż %n kostek akcji na obszarze rynku. Automa nie oddaje i nie otrzymuje ani towarów, ani monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/market.yaml" line="13"/>
        <source>Raise the food price by %n notch on the market and lower the weapons price by as many notches.</source>
        <extracomment>node prices (do); seed 003, Market</extracomment>
        <translation>
            <numerusform>Podnieś cenę żywności na rynku o %n podziałkę i obniż cenę broni o tyle samo.</numerusform>
            <numerusform>Podnieś cenę żywności na rynku o %n podziałki i obniż cenę broni o tyle samo.</numerusform>
            <numerusform>Podnieś cenę żywności na rynku o %n podziałek i obniż cenę broni o tyle samo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/other_action</name>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="1"/>
        <source>Another action</source>
        <extracomment>chart title</extracomment>
        <translation>Inna akcja</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="5"/>
        <source>For an action line that none of the other steps covers: do it as the card shows.</source>
        <extracomment>chart note</extracomment>
        <translation>Dla wiersza akcji, którego nie obejmuje żaden inny krok: wykonaj go tak, jak pokazuje karta.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="7"/>
        <source>Can the automa do the action as the card shows it?</source>
        <extracomment>node can (ask); seed 003, Fallback</extracomment>
        <translation>Czy automa może wykonać akcję tak, jak pokazuje karta?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="11"/>
        <source>Do the action as the card shows it, with its action cubes as usual.</source>
        <extracomment>node do_it (do); seed 003, Fallback</extracomment>
        <translation>Wykonaj akcję tak, jak pokazuje karta, z kostkami akcji jak zwykle.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="16"/>
        <source>The automa cannot do this action.</source>
        <extracomment>node cannot (check); seed 003, Fallback</extracomment>
        <translation>Automa nie może wykonać tej akcji.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="16"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot do this action.&apos;; node cannot (check); seed 003, Fallback</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/peasants</name>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="1"/>
        <source>Train peasants</source>
        <extracomment>chart title</extracomment>
        <translation>Szkol chłopów</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="5"/>
        <source>Does the automa have peasants left, and room for them around its cities?</source>
        <extracomment>node can (ask); seed 003, Training</extracomment>
        <translation>Czy automa ma jeszcze chłopów i miejsce dla nich wokół swoich miast?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="12"/>
        <source>Place {peasants} on the priority hex, as many as the automa&apos;s cities. Put %n action cubes on the city area.</source>
        <extracomment>node place (do); seed 003, Peasants</extracomment>
        <translation>
            <numerusform>Umieść {peasants} na priorytetowym heksie — tyle, ile automa ma miast. Połóż %n kostkę akcji na obszarze miasta.</numerusform>
            <numerusform>Umieść {peasants} na priorytetowym heksie — tyle, ile automa ma miast. Połóż %n kostki akcji na obszarze miasta.</numerusform>
            <numerusform>Umieść {peasants} na priorytetowym heksie — tyle, ile automa ma miast. Połóż %n kostek akcji na obszarze miasta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="12"/>
        <source>%n peasants</source>
        <extracomment>part of the text of node place (do); seed 003, Peasants</extracomment>
        <translation>
            <numerusform>%n chłopa</numerusform>
            <numerusform>%n chłopów</numerusform>
            <numerusform>%n chłopów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="25"/>
        <source>The automa cannot train peasants.</source>
        <extracomment>node cannot (check); seed 003, Training</extracomment>
        <translation>Automa nie może szkolić chłopów.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="25"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot train peasants.&apos;; node cannot (check); seed 003, Training</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/products</name>
    <message>
        <location filename="../rules/glory_automa/charts/products.yaml" line="1"/>
        <source>Make products</source>
        <extracomment>chart title</extracomment>
        <translation>Wytwórz wyroby</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/products.yaml" line="5"/>
        <source>Were the forge&apos;s and the meadery&apos;s amounts entered at setup?</source>
        <extracomment>node known (check); seed 003, Products (reconstructed)</extracomment>
        <translation>Czy ilości z kuźni i miodosytni wpisano podczas przygotowania gry?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/products.yaml" line="12"/>
        <source>Put %n action cubes each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses: weapons {weapons}, mead {mead}. It pays nothing.</source>
        <extracomment>node make (do); seed 003, Products (reconstructed)</extracomment>
        <translation>
            <numerusform>Połóż po %n kostce akcji na kuźni i na miodosytni. Dodaj pokazane na nich wyroby do magazynów automy: broń {weapons}, miód pitny {mead}. Automa za nic nie płaci.</numerusform>
            <numerusform>Połóż po %n kostki akcji na kuźni i na miodosytni. Dodaj pokazane na nich wyroby do magazynów automy: broń {weapons}, miód pitny {mead}. Automa za nic nie płaci.</numerusform>
            <numerusform>Połóż po %n kostek akcji na kuźni i na miodosytni. Dodaj pokazane na nich wyroby do magazynów automy: broń {weapons}, miód pitny {mead}. Automa za nic nie płaci.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/products.yaml" line="12"/>
        <source>The amounts are the ones entered at setup from the automa board: check them against the forge and the meadery on the board.</source>
        <extracomment>note of node make (do); seed 003, Products (reconstructed)</extracomment>
        <translation>Te wartości wpisano z planszy automy podczas przygotowania gry: porównaj je z kuźnią i miodosytnią na planszy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/products.yaml" line="25"/>
        <source>Put %n action cubes each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</source>
        <extracomment>node make_by_hand (do); seed 003, Products</extracomment>
        <translation>
            <numerusform>Połóż po %n kostce akcji na kuźni i na miodosytni. Dodaj pokazane na nich wyroby do magazynów automy i wpisz je w panelu automy. Automa za nic nie płaci.</numerusform>
            <numerusform>Połóż po %n kostki akcji na kuźni i na miodosytni. Dodaj pokazane na nich wyroby do magazynów automy i wpisz je w panelu automy. Automa za nic nie płaci.</numerusform>
            <numerusform>Połóż po %n kostek akcji na kuźni i na miodosytni. Dodaj pokazane na nich wyroby do magazynów automy i wpisz je w panelu automy. Automa za nic nie płaci.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/reform</name>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="1"/>
        <source>Reform</source>
        <extracomment>chart title</extracomment>
        <translation>Reforma</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="5"/>
        <source>Round 1 ends: instead of the main action of its last card, the automa takes the reform action and picks a form of government and a religion by the card&apos;s priority numbers.</source>
        <extracomment>node begin (do); seed 003, Reform</extracomment>
        <translation>Runda 1 się kończy: zamiast akcji głównej ostatniej karty automa wykonuje akcję reformy i według priorytetowych numerów karty wybiera formę rządów i religię.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="10"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Reform</extracomment>
        <translation>Czy karty automy są wprowadzone?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="15"/>
        <source>Do the card&apos;s priority numbers pick a form of government?</source>
        <extracomment>node auto_picks (check); seed 003, Reform</extracomment>
        <translation>Czy priorytetowe numery karty wskazują formę rządów?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="20"/>
        <source>Give the automa the form of government card {government} and the religion {religion}.</source>
        <extracomment>node auto (do); seed 003, Reform</extracomment>
        <translation>Daj automie kartę formy rządów „{government}” i religię „{religion}”.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="25"/>
        <source>Are there priority numbers left to read?</source>
        <extracomment>node numbers_left (check); seed 003, Reform</extracomment>
        <translation>Czy zostały priorytetowe numery do odczytania?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="30"/>
        <source>What is priority number {index} on the active card? It picks the form of government.</source>
        <extracomment>node government (ask); seed 003, Reform</extracomment>
        <translation>Jaki priorytetowy numer stoi na miejscu {index} na aktywnej karcie? Wskazuje formę rządów.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="30"/>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="50"/>
        <source>1</source>
        <extracomment>answer &apos;1&apos; to &apos;What is priority number {index} on the active card? It picks the form of government.&apos;; node government (ask); seed 003, Reform</extracomment>
        <extracomment>answer &apos;1&apos; to &apos;What is priority number {index} on the active card? It picks the religion.&apos;; node religion (ask); seed 003, Reform</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="30"/>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="50"/>
        <source>2</source>
        <extracomment>answer &apos;2&apos; to &apos;What is priority number {index} on the active card? It picks the form of government.&apos;; node government (ask); seed 003, Reform</extracomment>
        <extracomment>answer &apos;2&apos; to &apos;What is priority number {index} on the active card? It picks the religion.&apos;; node religion (ask); seed 003, Reform</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="30"/>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="50"/>
        <source>3</source>
        <extracomment>answer &apos;3&apos; to &apos;What is priority number {index} on the active card? It picks the form of government.&apos;; node government (ask); seed 003, Reform</extracomment>
        <extracomment>answer &apos;3&apos; to &apos;What is priority number {index} on the active card? It picks the religion.&apos;; node religion (ask); seed 003, Reform</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="30"/>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="50"/>
        <source>4</source>
        <extracomment>answer &apos;4&apos; to &apos;What is priority number {index} on the active card? It picks the form of government.&apos;; node government (ask); seed 003, Reform</extracomment>
        <extracomment>answer &apos;4&apos; to &apos;What is priority number {index} on the active card? It picks the religion.&apos;; node religion (ask); seed 003, Reform</extracomment>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="39"/>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="40"/>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="41"/>
        <source>Give the automa the form of government card {government}.</source>
        <extracomment>node gov1 (do); seed 003, Reform</extracomment>
        <extracomment>node gov2 (do); seed 003, Reform</extracomment>
        <extracomment>node gov3 (do); seed 003, Reform</extracomment>
        <translation>Daj automie kartę formy rządów „{government}”.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="42"/>
        <source>Priority number {skip} picks no form of government: skip it, the next number picks the form of government and the one after it the religion.</source>
        <extracomment>node skip (do); seed 003, Reform (reconstructed)</extracomment>
        <translation>Priorytetowy numer {skip} nie wskazuje formy rządów: pomiń go; następny numer wskazuje formę rządów, a kolejny religię.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="42"/>
        <source>The last entry of the government list says to skip its number: it is the number after the three forms of government. Check it in your Automa appendix.</source>
        <extracomment>note of node skip (do); seed 003, Reform (reconstructed)</extracomment>
        <translation>Ostatnia pozycja listy form rządów każe pominąć jej numer: to numer następujący po trzech formach rządów. Sprawdź to w dodatku o automie.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="50"/>
        <source>What is priority number {index} on the active card? It picks the religion.</source>
        <extracomment>node religion (ask); seed 003, Reform</extracomment>
        <translation>Jaki priorytetowy numer stoi na miejscu {index} na aktywnej karcie? Wskazuje religię.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="59"/>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="60"/>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="61"/>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="62"/>
        <source>Give the automa the religion {religion}.</source>
        <extracomment>node rel1 (do); seed 003, Reform</extracomment>
        <extracomment>node rel2 (do); seed 003, Reform</extracomment>
        <extracomment>node rel3 (do); seed 003, Reform</extracomment>
        <extracomment>node rel4 (do); seed 003, Reform</extracomment>
        <translation>Daj automie religię „{religion}”.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="63"/>
        <source>The card&apos;s priority numbers pick no form of government: settle one with the table and set it on the automa&apos;s mat.</source>
        <extracomment>node stuck (do); seed 003, Reform (reconstructed)</extracomment>
        <translation>Priorytetowe numery karty nie wskazują formy rządów: ustal ją przy stole i ustaw w panelu automy.</translation>
    </message>
</context>
<context>
    <name>glory_automa/religion</name>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="1"/>
        <source>Spread religion</source>
        <extracomment>chart title</extracomment>
        <translation>Szerz religię</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="5"/>
        <source>Does the automa have a religion yet?</source>
        <extracomment>node has (check); seed 003, Religion</extracomment>
        <translation>Czy automa ma już religię?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="10"/>
        <source>Does the automa control a religious community (not lost to heresy)?</source>
        <extracomment>node community (ask); seed 003, Religion</extracomment>
        <translation>Czy automa kontroluje wspólnotę religijną (której nie utraciła przez herezję)?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/religion.yaml" line="14"/>
        <source>Spread religion from the automa&apos;s religious community farthest from its capital, in the priority direction. Put %n action cubes on the area of this action.</source>
        <extracomment>node spread (do); seed 003, Religion</extracomment>
        <translation>
            <numerusform>Szerz religię z tej wspólnoty religijnej automy, która leży najdalej od jej stolicy, w priorytetowym kierunku. Połóż %n kostkę akcji na obszarze tej akcji.</numerusform>
            <numerusform>Szerz religię z tej wspólnoty religijnej automy, która leży najdalej od jej stolicy, w priorytetowym kierunku. Połóż %n kostki akcji na obszarze tej akcji.</numerusform>
            <numerusform>Szerz religię z tej wspólnoty religijnej automy, która leży najdalej od jej stolicy, w priorytetowym kierunku. Połóż %n kostek akcji na obszarze tej akcji.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="14"/>
        <source>Every main action puts action cubes on its area: check in your Automa appendix which area this action uses.</source>
        <extracomment>note of node spread (do); seed 003, Religion</extracomment>
        <translation>Za każdą akcję główną kładzie się kostki akcji na jej obszarze: sprawdź w dodatku o automie, który obszar należy do tej akcji.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="24"/>
        <source>The automa cannot spread religion.</source>
        <extracomment>node cannot (check); seed 003, Religion</extracomment>
        <translation>Automa nie może szerzyć religii.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="24"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot spread religion.&apos;; node cannot (check); seed 003, Religion</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/repair</name>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="1"/>
        <source>Repair</source>
        <extracomment>chart title</extracomment>
        <translation>Naprawa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="5"/>
        <source>Does the automa have troubles of the type the card shows that a peasant can get to?</source>
        <extracomment>node any (ask); seed 003, Repair (reconstructed)</extracomment>
        <translation>Czy automa ma plagi typu pokazanego na karcie, do których może dotrzeć chłop?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/repair.yaml" line="10"/>
        <source>Repair every trouble of that type the automa can: move peasants onto the trouble hexes (into the city for malfunctions) and remove the black cubes. The automa pays no resources or coins. Where no peasant can get there, or the hex is full of units and has no peasant, it repairs fewer. Put %n action cubes on the area of this action.</source>
        <extracomment>node repair (do); seed 003, Repair</extracomment>
        <translation>
            <numerusform>Napraw wszystkie plagi tego typu, jakie automa zdoła: przesuń chłopów na heksy z plagami (do miasta przy usterkach) i usuń czarne kostki. Automa nie płaci surowcami ani monetami. Jeśli żaden chłop nie może dotrzeć na heks albo heks jest pełen oddziałów i nie ma na nim chłopa, automa naprawia mniej plag. Połóż %n kostkę akcji na obszarze tej akcji.</numerusform>
            <numerusform>Napraw wszystkie plagi tego typu, jakie automa zdoła: przesuń chłopów na heksy z plagami (do miasta przy usterkach) i usuń czarne kostki. Automa nie płaci surowcami ani monetami. Jeśli żaden chłop nie może dotrzeć na heks albo heks jest pełen oddziałów i nie ma na nim chłopa, automa naprawia mniej plag. Połóż %n kostki akcji na obszarze tej akcji.</numerusform>
            <numerusform>Napraw wszystkie plagi tego typu, jakie automa zdoła: przesuń chłopów na heksy z plagami (do miasta przy usterkach) i usuń czarne kostki. Automa nie płaci surowcami ani monetami. Jeśli żaden chłop nie może dotrzeć na heks albo heks jest pełen oddziałów i nie ma na nim chłopa, automa naprawia mniej plag. Połóż %n kostek akcji na obszarze tej akcji.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="19"/>
        <source>For each black cube removed, give the automa what any player gets for it, and enter it on its mat.</source>
        <extracomment>node reward (do); seed 003, Black cubes</extracomment>
        <translation>Za każdą usuniętą czarną kostkę daj automie to, co otrzymuje za nią każdy gracz, i wpisz to w panelu automy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="24"/>
        <source>The automa cannot repair.</source>
        <extracomment>node cannot (check); seed 003, Repair (reconstructed)</extracomment>
        <translation>Automa nie może przeprowadzić naprawy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="24"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot repair.&apos;; node cannot (check); seed 003, Repair (reconstructed)</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/resources</name>
    <message>
        <location filename="../rules/glory_automa/charts/resources.yaml" line="1"/>
        <source>Gather resources</source>
        <extracomment>chart title</extracomment>
        <translation>Zbierz surowce</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/resources.yaml" line="5"/>
        <source>Were the mill&apos;s and the sawmill&apos;s amounts entered at setup?</source>
        <extracomment>node known (check); seed 003, Resources (reconstructed)</extracomment>
        <translation>Czy ilości z młyna i tartaku wpisano podczas przygotowania gry?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/resources.yaml" line="12"/>
        <source>Put %n action cubes each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses: food {food}, wood {wood}. It pays nothing.</source>
        <extracomment>node gather (do); seed 003, Resources (reconstructed)</extracomment>
        <translation>
            <numerusform>Połóż po %n kostce akcji na młynie i na tartaku. Dodaj pokazane na nich surowce do magazynów automy: żywność {food}, drewno {wood}. Automa za nic nie płaci.</numerusform>
            <numerusform>Połóż po %n kostki akcji na młynie i na tartaku. Dodaj pokazane na nich surowce do magazynów automy: żywność {food}, drewno {wood}. Automa za nic nie płaci.</numerusform>
            <numerusform>Połóż po %n kostek akcji na młynie i na tartaku. Dodaj pokazane na nich surowce do magazynów automy: żywność {food}, drewno {wood}. Automa za nic nie płaci.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/resources.yaml" line="12"/>
        <source>The amounts are the ones entered at setup from the automa board: check them against the mill and the sawmill on the board.</source>
        <extracomment>note of node gather (do); seed 003, Resources (reconstructed)</extracomment>
        <translation>Te wartości wpisano z planszy automy podczas przygotowania gry: porównaj je z młynem i tartakiem na planszy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/resources.yaml" line="25"/>
        <source>Put %n action cubes each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</source>
        <extracomment>node gather_by_hand (do); seed 003, Resources</extracomment>
        <translation>
            <numerusform>Połóż po %n kostce akcji na młynie i na tartaku. Dodaj pokazane na nich surowce do magazynów automy i wpisz je w panelu automy. Automa za nic nie płaci.</numerusform>
            <numerusform>Połóż po %n kostki akcji na młynie i na tartaku. Dodaj pokazane na nich surowce do magazynów automy i wpisz je w panelu automy. Automa za nic nie płaci.</numerusform>
            <numerusform>Połóż po %n kostek akcji na młynie i na tartaku. Dodaj pokazane na nich surowce do magazynów automy i wpisz je w panelu automy. Automa za nic nie płaci.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/round_start</name>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="1"/>
        <source>Round start</source>
        <extracomment>chart title</extracomment>
        <translation>Początek rundy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="7"/>
        <source>Is the automa set up?</source>
        <extracomment>node set_up (check); seed 003, Setup</extracomment>
        <translation>Czy automa jest przygotowana?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="18"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Round start</extracomment>
        <translation>Czy karty automy są wprowadzone?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="23"/>
        <source>Round {round}: lay out the automa&apos;s row in front of its board in this order, the first %n face up and the rest face down: {cards}.</source>
        <extracomment>node deal_keyed (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Runda {round}: wyłóż rząd kart automy przed jej planszą w tej kolejności, pierwszą kartę odkrytą, a resztę zakrytą: {cards}.</numerusform>
            <numerusform>Runda {round}: wyłóż rząd kart automy przed jej planszą w tej kolejności, pierwsze %n odkryte, a resztę zakrytą: {cards}.</numerusform>
            <numerusform>Runda {round}: wyłóż rząd kart automy przed jej planszą w tej kolejności, pierwszych %n odkrytych, a resztę zakrytą: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="23"/>
        <source>Lay out the cards named here instead of shuffling: they are drawn at random from the kept cards, with the discard pile reshuffled into a new deck when the deck runs out.</source>
        <extracomment>note of node deal_keyed (do); seed 003, Round start</extracomment>
        <translation>Wyłóż wskazane tu karty zamiast tasować: są losowane spośród zatrzymanych kart, a gdy talia się skończy, stos kart odrzuconych zostaje przetasowany w nową talię.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="31"/>
        <source>Does the automa deck hold enough cards for the row?</source>
        <extracomment>node covers (check); seed 003, Round start</extracomment>
        <translation>Czy w talii automy jest dość kart na rząd?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="36"/>
        <source>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board: {up}, the rest face down.</source>
        <extracomment>node deal (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Runda {round}: potasuj talię automy i wyłóż przed planszą automy rząd z %n karty: {up}, reszta zakryta.</numerusform>
            <numerusform>Runda {round}: potasuj talię automy i wyłóż przed planszą automy rząd z %n kart: {up}, reszta zakryta.</numerusform>
            <numerusform>Runda {round}: potasuj talię automy i wyłóż przed planszą automy rząd z %n kart: {up}, reszta zakryta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="36"/>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="43"/>
        <source>the first %n face up</source>
        <extracomment>part of the text of node deal (do); seed 003, Round start</extracomment>
        <extracomment>part of the text of node deal_short (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>pierwsza odkryta</numerusform>
            <numerusform>pierwsze %n odkryte</numerusform>
            <numerusform>pierwszych %n odkrytych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="43"/>
        <source>Round {round}: the automa deck holds %n cards. Lay them out in a row, then reshuffle the discard pile into a new automa deck and lay out more cards until the row holds {size}; {up}, the rest face down.</source>
        <extracomment>node deal_short (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Runda {round}: w talii automy jest %n karta. Wyłóż ją w rzędzie, potem przetasuj stos kart odrzuconych w nową talię automy i wykładaj dalej, aż liczba kart w rzędzie wyniesie {size}; {up}, reszta zakryta.</numerusform>
            <numerusform>Runda {round}: w talii automy są %n karty. Wyłóż je w rzędzie, potem przetasuj stos kart odrzuconych w nową talię automy i wykładaj dalej, aż liczba kart w rzędzie wyniesie {size}; {up}, reszta zakryta.</numerusform>
            <numerusform>Runda {round}: w talii automy jest %n kart. Wyłóż je w rzędzie, potem przetasuj stos kart odrzuconych w nową talię automy i wykładaj dalej, aż liczba kart w rzędzie wyniesie {size}; {up}, reszta zakryta.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/setup</name>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="1"/>
        <source>Setup</source>
        <extracomment>chart title</extracomment>
        <translation>Przygotowanie gry</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="5"/>
        <source>Set up the chosen mode as usual. Put the automa board next to its proxy player.</source>
        <extracomment>node mode (do); seed 003, Setup</extracomment>
        <translation>Przygotuj wybrany tryb jak zwykle. Połóż planszę automy obok jej gracza prowadzącego.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="9"/>
        <source>Was the automa given a colour at New game?</source>
        <extracomment>node colour_given (check); seed 003, Setup</extracomment>
        <translation>Czy automa dostała kolor w oknie „Nowa gra”?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="14"/>
        <source>Give the automa its colour ({colour}) and put its structures and units next to its board. The buildings need not be sorted onto the board areas.</source>
        <extracomment>node colour (do); seed 003, Setup</extracomment>
        <translation>Daj automie jej kolor ({colour}) i połóż jej budowle oraz oddziały obok jej planszy. Budynków nie trzeba rozkładać na obszary planszy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="19"/>
        <source>Choose a colour for the automa and put its structures and units next to its board. The buildings need not be sorted onto the board areas.</source>
        <extracomment>node colour_choose (do); seed 003, Setup</extracomment>
        <translation>Wybierz kolor dla automy i połóż jej budowle oraz oddziały obok jej planszy. Budynków nie trzeba rozkładać na obszary planszy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/setup.yaml" line="23"/>
        <source>Place the automa&apos;s capital and %n peasants in its starting province as usual.</source>
        <extracomment>node capital (do); seed 003, Setup</extracomment>
        <translation>
            <numerusform>Umieść stolicę automy i %n chłopa w jej prowincji startowej jak zwykle.</numerusform>
            <numerusform>Umieść stolicę automy i %n chłopów w jej prowincji startowej jak zwykle.</numerusform>
            <numerusform>Umieść stolicę automy i %n chłopów w jej prowincji startowej jak zwykle.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="29"/>
        <source>Put the automa hint card and the form of government cards next to its board. Mark the automa&apos;s difficulty level as neutral on the hint card.</source>
        <extracomment>node cards (do); seed 003, Setup</extracomment>
        <translation>Połóż kartę pomocy automy i karty form rządów obok jej planszy. Zaznacz na karcie pomocy automy poziom trudności jako neutralny.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="33"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Setup</extracomment>
        <translation>Czy karty automy są wprowadzone?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/setup.yaml" line="38"/>
        <source>Shuffle the automa deck, keep %n random cards for this game and put the rest back in the box.</source>
        <extracomment>node keep (do); seed 003, Setup</extracomment>
        <translation>
            <numerusform>Potasuj talię automy, zatrzymaj na tę grę %n losową kartę, a resztę odłóż do pudełka.</numerusform>
            <numerusform>Potasuj talię automy, zatrzymaj na tę grę %n losowe karty, a resztę odłóż do pudełka.</numerusform>
            <numerusform>Potasuj talię automy, zatrzymaj na tę grę %n losowych kart, a resztę odłóż do pudełka.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="45"/>
        <source>Keep these automa cards for this game, picked at random, and put the rest back in the box: {cards}.</source>
        <extracomment>node keep_keyed (do); seed 003, Setup</extracomment>
        <translation>Zatrzymaj na tę grę te karty automy, wybrane losowo, a resztę odłóż do pudełka: {cards}.</translation>
    </message>
</context>
<context>
    <name>glory_automa/suppress</name>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="1"/>
        <source>Suppression</source>
        <extracomment>chart title</extracomment>
        <translation>Tłumienie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>How many troubles of the type the card shows does the automa have?</source>
        <extracomment>node count (ask); seed 003, Suppression</extracomment>
        <translation>Ile plag typu pokazanego na karcie ma automa?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>None</source>
        <extracomment>answer &apos;t0&apos; to &apos;How many troubles of the type the card shows does the automa have?&apos;; node count (ask); seed 003, Suppression</extracomment>
        <translation>Żadnej</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>1</source>
        <extracomment>answer &apos;t1&apos; to &apos;How many troubles of the type the card shows does the automa have?&apos;; node count (ask); seed 003, Suppression</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>2</source>
        <extracomment>answer &apos;t2&apos; to &apos;How many troubles of the type the card shows does the automa have?&apos;; node count (ask); seed 003, Suppression</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>3</source>
        <extracomment>answer &apos;t3&apos; to &apos;How many troubles of the type the card shows does the automa have?&apos;; node count (ask); seed 003, Suppression</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>4</source>
        <extracomment>answer &apos;t4&apos; to &apos;How many troubles of the type the card shows does the automa have?&apos;; node count (ask); seed 003, Suppression</extracomment>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>5</source>
        <extracomment>answer &apos;t5&apos; to &apos;How many troubles of the type the card shows does the automa have?&apos;; node count (ask); seed 003, Suppression</extracomment>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>More</source>
        <extracomment>answer &apos;more&apos; to &apos;How many troubles of the type the card shows does the automa have?&apos;; node count (ask); seed 003, Suppression</extracomment>
        <translation>Więcej</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="16"/>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="17"/>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="18"/>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="19"/>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="20"/>
        <source>Commit unexhausted military units: {units}. Fight the battle as usual.</source>
        <extracomment>node commit1 (do); seed 003, Suppression</extracomment>
        <extracomment>node commit2 (do); seed 003, Suppression</extracomment>
        <extracomment>node commit3 (do); seed 003, Suppression</extracomment>
        <extracomment>node commit4 (do); seed 003, Suppression</extracomment>
        <extracomment>node commit5 (do); seed 003, Suppression</extracomment>
        <translation>Zaangażuj niewyczerpane oddziały wojskowe: {units}. Stocz bitwę jak zwykle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="21"/>
        <source>Commit unexhausted military units: %n more than its troubles of that type. Fight the battle as usual.</source>
        <extracomment>node commit_more (do); seed 003, Suppression</extracomment>
        <translation>
            <numerusform>Zaangażuj niewyczerpane oddziały wojskowe: o %n więcej niż plag tego typu. Stocz bitwę jak zwykle.</numerusform>
            <numerusform>Zaangażuj niewyczerpane oddziały wojskowe: o %n więcej niż plag tego typu. Stocz bitwę jak zwykle.</numerusform>
            <numerusform>Zaangażuj niewyczerpane oddziały wojskowe: o %n więcej niż plag tego typu. Stocz bitwę jak zwykle.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="27"/>
        <source>Does the automa have experience?</source>
        <extracomment>node experience (ask); seed 003, Suppression</extracomment>
        <translation>Czy automa ma doświadczenie?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="31"/>
        <source>Add %n experience cubes to the bag.</source>
        <extracomment>node bag (do); seed 003, Suppression</extracomment>
        <translation>
            <numerusform>Dodaj do worka %n kostkę doświadczenia.</numerusform>
            <numerusform>Dodaj do worka %n kostki doświadczenia.</numerusform>
            <numerusform>Dodaj do worka %n kostek doświadczenia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="37"/>
        <source>Exhaust the committed units: they cannot suppress or attack again this round. Put %n action cubes on the area of this action.</source>
        <extracomment>node exhaust (do); seed 003, Suppression</extracomment>
        <translation>
            <numerusform>Wyczerp zaangażowane oddziały: w tej rundzie nie mogą już tłumić ani atakować. Połóż %n kostkę akcji na obszarze tej akcji.</numerusform>
            <numerusform>Wyczerp zaangażowane oddziały: w tej rundzie nie mogą już tłumić ani atakować. Połóż %n kostki akcji na obszarze tej akcji.</numerusform>
            <numerusform>Wyczerp zaangażowane oddziały: w tej rundzie nie mogą już tłumić ani atakować. Połóż %n kostek akcji na obszarze tej akcji.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="46"/>
        <source>For each black cube removed, give the automa what any player gets for it, and enter it on its mat.</source>
        <extracomment>node reward (do); seed 003, Black cubes</extracomment>
        <translation>Za każdą usuniętą czarną kostkę daj automie to, co otrzymuje za nią każdy gracz, i wpisz to w panelu automy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="51"/>
        <source>The automa has no troubles of that type to suppress.</source>
        <extracomment>node cannot (check); seed 003, Suppression (reconstructed)</extracomment>
        <translation>Automa nie ma plag tego typu do stłumienia.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="51"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa has no troubles of that type to suppress.&apos;; node cannot (check); seed 003, Suppression (reconstructed)</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/swordsmen</name>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="1"/>
        <source>Train swordsmen</source>
        <extracomment>chart title</extracomment>
        <translation>Szkol mieczników</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="5"/>
        <source>Does the automa have swordsmen left, and room on a priority hex next to one of its cities or castles?</source>
        <extracomment>node can (ask); seed 003, Training</extracomment>
        <translation>Czy automa ma jeszcze mieczników i miejsce na priorytetowym heksie obok swojego miasta lub zamku?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="10"/>
        <source>Place {swordsmen}, as many as the age number. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</source>
        <extracomment>node place (do); seed 003, Swordsmen</extracomment>
        <translation>
            <numerusform>Umieść {swordsmen} (tyle, ile wynosi numer epoki). Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli automa szkoli więcej niż jeden oddział, umieść jeden w mieście lub zamku automy, w którym nie ma jeszcze wojska, a resztę na tym heksie. Połóż %n kostkę akcji na obszarze koszar.</numerusform>
            <numerusform>Umieść {swordsmen} (tyle, ile wynosi numer epoki). Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli automa szkoli więcej niż jeden oddział, umieść jeden w mieście lub zamku automy, w którym nie ma jeszcze wojska, a resztę na tym heksie. Połóż %n kostki akcji na obszarze koszar.</numerusform>
            <numerusform>Umieść {swordsmen} (tyle, ile wynosi numer epoki). Znajdź priorytetowy heks obok miasta lub zamku automy. Jeśli automa szkoli więcej niż jeden oddział, umieść jeden w mieście lub zamku automy, w którym nie ma jeszcze wojska, a resztę na tym heksie. Połóż %n kostek akcji na obszarze koszar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="10"/>
        <source>%n swordsmen</source>
        <extracomment>part of the text of node place (do); seed 003, Swordsmen</extracomment>
        <translation>
            <numerusform>%n miecznika</numerusform>
            <numerusform>%n mieczników</numerusform>
            <numerusform>%n mieczników</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="23"/>
        <source>The automa cannot train swordsmen.</source>
        <extracomment>node cannot (check); seed 003, Training</extracomment>
        <translation>Automa nie może szkolić mieczników.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="23"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot train swordsmen.&apos;; node cannot (check); seed 003, Training</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/technology</name>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="1"/>
        <source>Take a technology</source>
        <extracomment>chart title</extracomment>
        <translation>Weź technologię</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="5"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Technology</extracomment>
        <translation>Czy karty automy są wprowadzone?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="10"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="38"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="66"/>
        <source>Try {pass}: is there a technology card in row {row}, column {column} of the technology board?</source>
        <extracomment>node k1 (ask); seed 003, Technology</extracomment>
        <extracomment>node k2 (ask); seed 003, Technology</extracomment>
        <extracomment>node k3 (ask); seed 003, Technology</extracomment>
        <translation>Próba {pass}: czy na planszy technologii jest karta technologii w rzędzie {row}, kolumnie {column}?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/technology.yaml" line="15"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="43"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="71"/>
        <source>Take the technology in row {row}, column {column} for the automa. Put %n action cubes on the technology board.</source>
        <extracomment>node take_k1 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>node take_k2 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>node take_k3 (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>
            <numerusform>Weź dla automy technologię z rzędu {row}, kolumny {column}. Połóż %n kostkę akcji na planszy technologii.</numerusform>
            <numerusform>Weź dla automy technologię z rzędu {row}, kolumny {column}. Połóż %n kostki akcji na planszy technologii.</numerusform>
            <numerusform>Weź dla automy technologię z rzędu {row}, kolumny {column}. Połóż %n kostek akcji na planszy technologii.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="15"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="29"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="43"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="57"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="71"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="85"/>
        <source>The rules keep one automa cube on the technology board at cleanup; the cubes for a technology follow the rule for every action: 1, or 2 when the board already got cubes this round.</source>
        <extracomment>note of node take_k1 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>note of node take_p1 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>note of node take_k2 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>note of node take_p2 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>note of node take_k3 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>note of node take_p3 (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>Według zasad przy sprzątaniu na planszy technologii zostaje jedna kostka automy; liczbę kostek za technologię określa reguła dla każdej akcji: 1 albo 2, gdy plansza dostała już kostki w tej rundzie.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="24"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="52"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="80"/>
        <source>Try {pass}: priority numbers {a} and {b} of the active card give a row and a column of the technology board. Is there a technology card there (the row exists in this game)?</source>
        <extracomment>node p1 (ask); seed 003, Technology</extracomment>
        <extracomment>node p2 (ask); seed 003, Technology</extracomment>
        <extracomment>node p3 (ask); seed 003, Technology</extracomment>
        <translation>Próba {pass}: priorytetowe numery z miejsc {a} i {b} aktywnej karty dają rząd i kolumnę planszy technologii. Czy jest tam karta technologii (i czy ten rząd istnieje w tej grze)?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/technology.yaml" line="29"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="57"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="85"/>
        <source>Take that technology for the automa. Put %n action cubes on the technology board.</source>
        <extracomment>node take_p1 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>node take_p2 (do); seed 003, Technology (reconstructed)</extracomment>
        <extracomment>node take_p3 (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>
            <numerusform>Weź tę technologię dla automy. Połóż %n kostkę akcji na planszy technologii.</numerusform>
            <numerusform>Weź tę technologię dla automy. Połóż %n kostki akcji na planszy technologii.</numerusform>
            <numerusform>Weź tę technologię dla automy. Połóż %n kostek akcji na planszy technologii.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/technology.yaml" line="94"/>
        <source>None of the %n pairs finds a technology: the automa takes none.</source>
        <extracomment>node none (check); seed 003, Technology</extracomment>
        <translation>
            <numerusform>Jedyna para nie wskazuje technologii: automa nie bierze żadnej.</numerusform>
            <numerusform>Żadna z %n par nie wskazuje technologii: automa nie bierze żadnej.</numerusform>
            <numerusform>Żadna z %n par nie wskazuje technologii: automa nie bierze żadnej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="94"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;None of the %n pairs finds a technology: the automa takes none.&apos;; node none (check); seed 003, Technology</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
<context>
    <name>glory_automa/turn</name>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="1"/>
        <source>Automa turn</source>
        <extracomment>chart title</extracomment>
        <translation>Tura automy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="5"/>
        <source>Is a row of automa cards laid out this round?</source>
        <extracomment>node dealt (check); seed 003, Round start</extracomment>
        <translation>Czy w tej rundzie wyłożono rząd kart automy?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="11"/>
        <source>No row of automa cards is laid out: run Round start first.</source>
        <extracomment>node no_row (do); seed 003, Automa turn (reconstructed)</extracomment>
        <translation>Nie wyłożono rzędu kart automy: najpierw uruchom Początek rundy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="16"/>
        <source>Has the automa passed this round?</source>
        <extracomment>node passed (check); seed 003, Pass</extracomment>
        <translation>Czy automa spasowała w tej rundzie?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="22"/>
        <source>The automa has passed: it takes no more turns this round.</source>
        <extracomment>node already (check); seed 003, Pass</extracomment>
        <translation>Automa spasowała: w tej rundzie nie rozgrywa już tur.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="22"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa has passed: it takes no more turns this round.&apos;; node already (check); seed 003, Pass</extracomment>
        <translation>Zanotowano</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="28"/>
        <source>Is every card of the row activated?</source>
        <extracomment>node all_active (check); seed 003, Pass</extracomment>
        <translation>Czy każda karta w rzędzie jest aktywowana?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="34"/>
        <source>Has another automa passed this round?</source>
        <extracomment>node other_automa (check); seed 003, Pass</extracomment>
        <translation>Czy inna automa spasowała w tej rundzie?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="40"/>
        <source>Has any other player passed this round?</source>
        <extracomment>node first_pass (ask); seed 003, Pass</extracomment>
        <translation>Czy jakiś inny gracz spasował w tej rundzie?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="45"/>
        <source>The automa passes first: it becomes first player.</source>
        <extracomment>node pass_first (do); seed 003, Pass</extracomment>
        <translation>Automa pasuje jako pierwsza: zostaje pierwszym graczem.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="51"/>
        <source>The automa passes.</source>
        <extracomment>node pass (do); seed 003, Pass</extracomment>
        <translation>Automa pasuje.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="57"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Card anatomy</extracomment>
        <translation>Czy karty automy są wprowadzone?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="63"/>
        <source>Put an activation cube on card {position} of the row: {card}. Its priority scale: {scale}.</source>
        <extracomment>node activate_keyed (do); seed 003, Automa turn</extracomment>
        <translation>Połóż kostkę aktywacji na karcie {position} w rzędzie: {card}. Jej skala priorytetu: {scale}.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="63"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Directions on the priority scale are seen from the proxy player&apos;s side of the board. Where the scale leaves a choice open, the proxy player decides. The card&apos;s free actions and its main action may be played in any order.</source>
        <extracomment>note of node activate_keyed (do); seed 003, Automa turn</extracomment>
        <extracomment>note of node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Kierunki na skali priorytetu wyznacza się, patrząc od strony planszy, po której siedzi gracz prowadzący. Gdy skala zostawia wybór, decyduje gracz prowadzący. Akcje darmowe karty i jej akcję główną można rozegrać w dowolnej kolejności.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Look at card {position} of the row, the first face-up card without an activation cube. Which main-action line carries the arrow?</source>
        <extracomment>node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Spójrz na kartę {position} w rzędzie, pierwszą odkrytą kartę bez kostki aktywacji. Który wiersz akcji głównych ma strzałkę?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>First line</source>
        <extracomment>answer &apos;a1&apos; to &apos;Look at card {position} of the row, the first face-up card without an activation cube. Which main-ac&apos;; node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Pierwszy wiersz</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Second line</source>
        <extracomment>answer &apos;a2&apos; to &apos;Look at card {position} of the row, the first face-up card without an activation cube. Which main-ac&apos;; node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Drugi wiersz</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Third line</source>
        <extracomment>answer &apos;a3&apos; to &apos;Look at card {position} of the row, the first face-up card without an activation cube. Which main-ac&apos;; node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Trzeci wiersz</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Fourth line</source>
        <extracomment>answer &apos;a4&apos; to &apos;Look at card {position} of the row, the first face-up card without an activation cube. Which main-ac&apos;; node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Czwarty wiersz</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="80"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="81"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="82"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="83"/>
        <source>Put an activation cube on card {position} of the row.</source>
        <extracomment>node act1 (do); seed 003, Automa turn</extracomment>
        <extracomment>node act2 (do); seed 003, Automa turn</extracomment>
        <extracomment>node act3 (do); seed 003, Automa turn</extracomment>
        <extracomment>node act4 (do); seed 003, Automa turn</extracomment>
        <translation>Połóż kostkę aktywacji na karcie {position} w rzędzie.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="84"/>
        <source>Is there a face-down card left in the row?</source>
        <extracomment>node reveal (check); seed 003, Reveal</extracomment>
        <translation>Czy w rzędzie została zakryta karta?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/turn.yaml" line="90"/>
        <source>Flip card {position} of the row face up, so that %n cards without activation cubes show.</source>
        <extracomment>node reveal_do (do); seed 003, Reveal</extracomment>
        <translation>
            <numerusform>Odkryj kartę {position} w rzędzie, by widać było %n kartę bez kostek aktywacji.</numerusform>
            <numerusform>Odkryj kartę {position} w rzędzie, by widać było %n karty bez kostek aktywacji.</numerusform>
            <numerusform>Odkryj kartę {position} w rzędzie, by widać było %n kart bez kostek aktywacji.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="101"/>
        <source>Is this the last card of round 1?</source>
        <extracomment>node reform (check); seed 003, Reform</extracomment>
        <translation>Czy to ostatnia karta rundy 1?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <source>Which main action does the active card give on the line to play?</source>
        <extracomment>node main_pick (check); seed 003, Main action</extracomment>
        <translation>Jaką akcję główną daje aktywna karta w wierszu do rozegrania?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Gather resources (mill and sawmill)</source>
        <extracomment>answer &apos;resources&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;resources&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;resources&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Zbiór surowców (młyn i tartak)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Make products (forge and meadery)</source>
        <extracomment>answer &apos;products&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;products&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;products&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Wytwarzanie wyrobów (kuźnia i miodosytnia)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Trade at the market</source>
        <extracomment>answer &apos;market&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;market&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;market&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Handel na rynku</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Build a city</source>
        <extracomment>answer &apos;city&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;city&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;city&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Budowa miasta</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Build a castle</source>
        <extracomment>answer &apos;castle&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;castle&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;castle&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Budowa zamku</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Build buildings</source>
        <extracomment>answer &apos;buildings&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;buildings&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;buildings&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Budowa budynków</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Build Wonder stages</source>
        <extracomment>answer &apos;wonder&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;wonder&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;wonder&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Budowa etapów Cudu</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Train swordsmen</source>
        <extracomment>answer &apos;swordsmen&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;swordsmen&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;swordsmen&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Szkolenie mieczników</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Train a ballista</source>
        <extracomment>answer &apos;ballista&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;ballista&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;ballista&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Szkolenie balisty</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Train peasants</source>
        <extracomment>answer &apos;peasants&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;peasants&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;peasants&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Szkolenie chłopów</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Spread religion</source>
        <extracomment>answer &apos;religion&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;religion&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;religion&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Szerzenie religii</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Take a technology</source>
        <extracomment>answer &apos;technology&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;technology&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Wzięcie technologii</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Repair</source>
        <extracomment>answer &apos;repair&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;repair&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;repair&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Naprawa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Suppression</source>
        <extracomment>answer &apos;suppress&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;suppress&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;suppress&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Tłumienie</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Two battles</source>
        <extracomment>answer &apos;battles&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;battles&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;battles&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Dwie bitwy</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Something else</source>
        <extracomment>answer &apos;other&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;other&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;other&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Coś innego</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <source>Read from the card</source>
        <extracomment>answer &apos;ask&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <translation>Trzeba odczytać z karty</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Which main action does line {line} of the active card show?</source>
        <extracomment>node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Jaką akcję główną pokazuje wiersz {line} aktywnej karty?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="171"/>
        <source>Taking a technology is a free action, not a main action: play this line as the card shows it.</source>
        <extracomment>node main_tech (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>Zdobycie technologii to akcja darmowa, nie akcja główna: rozegraj ten wiersz tak, jak pokazuje go karta.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="171"/>
        <source>Your Automa appendix gives taking a technology as a free action only. If your automa cards show one among the main actions, choose the variant “Technology on a main-action line” when you add the automa.</source>
        <extracomment>note of node main_tech (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>Dodatek o automie podaje zdobycie technologii tylko jako akcję darmową. Jeśli Twoje karty automy pokazują ją wśród akcji głównych, przy dodawaniu automy wybierz wariant „Technologia w wierszu akcji głównej”.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="183"/>
        <source>Was the main action done?</source>
        <extracomment>node result (check); seed 003, Fallback</extracomment>
        <translation>Czy akcja główna została wykonana?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="183"/>
        <source>Done</source>
        <extracomment>answer &apos;done&apos; to &apos;Was the main action done?&apos;; node result (check); seed 003, Fallback</extracomment>
        <translation>Wykonana</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="183"/>
        <source>Not possible</source>
        <extracomment>answer &apos;failed&apos; to &apos;Was the main action done?&apos;; node result (check); seed 003, Fallback</extracomment>
        <translation>Niemożliwa</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="189"/>
        <source>Is there a line below it?</source>
        <extracomment>node below (check); seed 003, Fallback</extracomment>
        <translation>Czy jest pod nim następny wiersz?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="195"/>
        <source>The automa cannot do line {line}: it tries the fallback action on line {next}.</source>
        <extracomment>node fall (do); seed 003, Fallback</extracomment>
        <translation>Automa nie może wykonać wiersza {line}: próbuje akcji alternatywnej z wiersza {next}.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="202"/>
        <source>No line of the card can be done: the automa&apos;s turn ends without a main action.</source>
        <extracomment>node no_action (do); seed 003, Fallback</extracomment>
        <translation>Żadnego wiersza karty nie da się wykonać: tura automy kończy się bez akcji głównej.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="207"/>
        <source>Did the automa meet an instant achievement this turn?</source>
        <extracomment>node achievement (ask); seed 003, Instant achievements</extracomment>
        <translation>Czy automa spełniła w tej turze natychmiastowe osiągnięcie?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="212"/>
        <source>Put an automa cube on that instant achievement card.</source>
        <extracomment>node achievement_do (do); seed 003, Instant achievements</extracomment>
        <translation>Połóż kostkę automy na karcie tego natychmiastowego osiągnięcia.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="105"/>
        <source>Main action (variant): the automa takes a technology, as it does for the free action.</source>
        <extracomment>variant &apos;main_technology&apos;: node main_tech (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>Akcja główna (wariant): automa bierze technologię tak samo jak w akcji darmowej zdobycia technologii.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="105"/>
        <source>A variant chosen when the automa was added, for cards that show a technology among their main actions: your Automa appendix gives taking a technology as a free action only.</source>
        <extracomment>note of variant &apos;main_technology&apos;: node main_tech (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>Wariant wybrany przy dodawaniu automy, dla kart, które pokazują technologię wśród akcji głównych: dodatek o automie podaje zdobycie technologii tylko jako akcję darmową.</translation>
    </message>
</context>
<context>
    <name>glory_automa/wonder</name>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="1"/>
        <source>Build Wonder stages</source>
        <extracomment>chart title</extracomment>
        <translation>Zbuduj etapy Cudu</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="5"/>
        <source>Does the automa have a Wonder to build and a priority hex for it, an automa city if possible?</source>
        <extracomment>node can (ask); seed 003, Structures</extracomment>
        <translation>Czy automa ma Cud do budowy i priorytetowy heks dla niego, w miarę możliwości miasto automy?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="10"/>
        <source>Has the automa finished the first stage of its Wonder?</source>
        <extracomment>node begun (check); seed 003, Wonder</extracomment>
        <translation>Czy automa ukończyła pierwszy etap swojego Cudu?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="15"/>
        <source>Place the Wonder base on the priority hex, an automa city if possible.</source>
        <extracomment>node base (do); seed 003, Wonder</extracomment>
        <translation>Umieść podstawę Cudu na priorytetowym heksie, w miarę możliwości w mieście automy.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="20"/>
        <source>Flip the Wonder over to its finished side.</source>
        <extracomment>node flip (do); seed 003, Wonder</extracomment>
        <translation>Odwróć Cud na stronę ukończoną.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="25"/>
        <source>Does the Wonder still give a technology the automa has not taken?</source>
        <extracomment>node tech (ask); seed 003, Wonder (reconstructed)</extracomment>
        <translation>Czy Cud daje jeszcze technologię, której automa nie wzięła?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="25"/>
        <source>The automa takes the matching number of technologies, each as the free action takes one; the Wonder shows how many.</source>
        <extracomment>note of node tech (ask); seed 003, Wonder (reconstructed)</extracomment>
        <translation>Automa bierze odpowiednią liczbę technologii, każdą tak jak w akcji darmowej wzięcia technologii; ich liczbę pokazuje Cud.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="35"/>
        <source>Put %n action cubes on the Wonder&apos;s hex.</source>
        <extracomment>node cubes (do); seed 003, Wonder</extracomment>
        <translation>
            <numerusform>Połóż %n kostkę akcji na heksie Cudu.</numerusform>
            <numerusform>Połóż %n kostki akcji na heksie Cudu.</numerusform>
            <numerusform>Połóż %n kostek akcji na heksie Cudu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="42"/>
        <source>The automa cannot build Wonder stages.</source>
        <extracomment>node cannot (check); seed 003, Structures</extracomment>
        <translation>Automa nie może zbudować etapów Cudu.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="42"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot build Wonder stages.&apos;; node cannot (check); seed 003, Structures</extracomment>
        <translation>Zanotowano</translation>
    </message>
</context>
</TS>
