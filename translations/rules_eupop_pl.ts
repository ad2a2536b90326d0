<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>eupop</name>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="2"/>
        <source>EU: The Price of Power bots</source>
        <extracomment>pack name</extracomment>
        <translation>Boty do EU: The Price of Power</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="5"/>
        <source>Solo &amp; Bot rules of Europa Universalis: The Price of Power, v1.2 (seeds 002 and 000).</source>
        <extracomment>pack description</extracomment>
        <translation>Zasady gry solo i Botów do Europa Universalis: The Price of Power, v1.2 (źródła 002 i 000).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="7"/>
        <source>the Solo &amp; Bot rulebook</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 002)</extracomment>
        <translation>instrukcja gry solo i z botami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="8"/>
        <source>the Polish Solo &amp; Bot rulebook</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 000)</extracomment>
        <translation>polska instrukcja gry solo i z botami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="12"/>
        <source>Pass</source>
        <extracomment>routine button for chart pass</extracomment>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="13"/>
        <source>Phase 3: Peace &amp; Rebels</source>
        <extracomment>routine button for chart peace_and_rebels</extracomment>
        <translation>Faza 3: Pokój i Bunty</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="14"/>
        <source>Phase 4: Income &amp; Upkeep</source>
        <extracomment>routine button for chart income</extracomment>
        <translation>Faza 4: Dochód i Utrzymanie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="15"/>
        <source>Phase 5: Cleanup</source>
        <extracomment>routine button for chart cleanup</extracomment>
        <translation>Faza 5: Porządki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="16"/>
        <source>End of Age</source>
        <extracomment>routine button for chart end_of_age</extracomment>
        <translation>Koniec Ery</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="17"/>
        <source>War declared on the Bot</source>
        <extracomment>routine button for chart dow_on_bot</extracomment>
        <translation>Wypowiedzenie Wojny Botowi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="18"/>
        <source>Bot Peace Resolution</source>
        <extracomment>routine button for chart peace</extracomment>
        <translation>Rozmowy Pokojowe Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="19"/>
        <source>Land Battle</source>
        <extracomment>routine button for chart land_battle</extracomment>
        <translation>Bitwa Lądowa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="20"/>
        <source>Naval Battle</source>
        <extracomment>routine button for chart naval_battle</extracomment>
        <translation>Bitwa Morska</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="21"/>
        <source>Choose an Opponent</source>
        <extracomment>routine button for chart choose_opponent</extracomment>
        <translation>Wybierz Przeciwnika</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="22"/>
        <source>Targeting Chart</source>
        <extracomment>routine button for chart targeting</extracomment>
        <translation>Diagram Celów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="23"/>
        <source>Replace a human player</source>
        <extracomment>routine button for chart replace_human</extracomment>
        <translation>Zastąp ludzkiego gracza</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="24"/>
        <source>Replace an eliminated Bot</source>
        <extracomment>routine button for chart replace_bot</extracomment>
        <translation>Zastąp wyeliminowanego Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="26"/>
        <source>Age</source>
        <extracomment>shared game fact &apos;age&apos;</extracomment>
        <translation>Era</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="27"/>
        <source>Round</source>
        <extracomment>shared game fact &apos;round&apos;</extracomment>
        <translation>Runda</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="28"/>
        <source>Realms passed this Round</source>
        <extracomment>shared game fact &apos;passed&apos;</extracomment>
        <translation>Królestwa, które spasowały w tej Rundzie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="30"/>
        <location filename="../rules/eupop/pack.yaml" line="74"/>
        <location filename="../rules/eupop/pack.yaml" line="75"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <extracomment>label of field &apos;target.name&apos; in the realm profile editor</extracomment>
        <extracomment>label of field &apos;substitute.name&apos; in the realm profile editor</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="31"/>
        <source>Difficulty Level</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation>Poziom Trudności</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="36"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="37"/>
        <source>Normal</source>
        <extracomment>choice &apos;normal&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Normalny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="38"/>
        <source>Hard</source>
        <extracomment>choice &apos;hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Trudny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="39"/>
        <source>Very Hard</source>
        <extracomment>choice &apos;very_hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Bardzo trudny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="40"/>
        <location filename="../rules/eupop/pack.yaml" line="109"/>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Realm</source>
        <extracomment>bot option &apos;realm&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <extracomment>choice &apos;realm&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Królestwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="41"/>
        <source>Starting Bot Power</source>
        <extracomment>bot option &apos;start_power&apos;</extracomment>
        <translation>Początkowe Punkty Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="42"/>
        <location filename="../rules/eupop/pack.yaml" line="106"/>
        <source>Manpower Reserve</source>
        <extracomment>bot option &apos;manpower&apos;</extracomment>
        <extracomment>mat field manpower_reserve</extracomment>
        <translation>Rezerwa Zasobów Ludzkich</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="43"/>
        <source>Deployed Units in the Army</source>
        <extracomment>bot option &apos;army&apos;</extracomment>
        <translation>Rozmieszczone Jednostki w Armii</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="44"/>
        <location filename="../rules/eupop/pack.yaml" line="111"/>
        <source>State Religion</source>
        <extracomment>bot option &apos;state_religion&apos;</extracomment>
        <extracomment>mat field state_religion</extracomment>
        <translation>Religia Państwowa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="77"/>
        <source>Bot Power</source>
        <extracomment>mat section</extracomment>
        <translation>Punkty Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="79"/>
        <source>Available</source>
        <extracomment>mat field power.available</extracomment>
        <translation>Dostępne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="80"/>
        <source>Spent</source>
        <extracomment>mat field power.spent</extracomment>
        <translation>Wydane</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="81"/>
        <source>Focus</source>
        <extracomment>mat section</extracomment>
        <translation>Skupienie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <source>Focus areas</source>
        <extracomment>mat field focus</extracomment>
        <translation>Obszary Skupienia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <source>Bot Power placed by FOCUS Actions. At this Difficulty Level, {milestone_threshold} Bot Power in a Focus area scores its Milestone.</source>
        <extracomment>hint of mat field focus</extracomment>
        <translation>Punkty Bota umieszczone Akcjami SKUPIENIA. Na tym Poziomie Trudności Punkty Bota w obszarze Skupienia w liczbie {milestone_threshold} zdobywają jego Kamień Milowy.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <location filename="../rules/eupop/state.py" line="116"/>
        <source>Economic</source>
        <extracomment>key &apos;economic&apos; of mat field focus</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Ekonomia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <location filename="../rules/eupop/state.py" line="117"/>
        <source>Expansion</source>
        <extracomment>key &apos;expansion&apos; of mat field focus</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Ekspansja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <location filename="../rules/eupop/state.py" line="118"/>
        <source>Political</source>
        <extracomment>key &apos;political&apos; of mat field focus</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Polityka</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <location filename="../rules/eupop/state.py" line="119"/>
        <source>War</source>
        <extracomment>key &apos;war&apos; of mat field focus</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Wojna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="93"/>
        <source>Ideas</source>
        <extracomment>mat section</extracomment>
        <translation>Idee</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Researched Ideas</source>
        <extracomment>mat field ideas</extracomment>
        <translation>Zbadane Idee</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Administrative</source>
        <extracomment>key &apos;administrative&apos; of mat field ideas</extracomment>
        <translation>Administracyjne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Diplomatic</source>
        <extracomment>key &apos;diplomatic&apos; of mat field ideas</extracomment>
        <translation>Dyplomatyczne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Military</source>
        <extracomment>key &apos;military&apos; of mat field ideas</extracomment>
        <translation>Militarne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="104"/>
        <source>Army</source>
        <extracomment>mat section</extracomment>
        <translation>Armia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="107"/>
        <source>Army: standing Units</source>
        <extracomment>mat field army.standing</extracomment>
        <translation>Armia: stojące Jednostki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="108"/>
        <source>Army: laid-down Units</source>
        <extracomment>mat field army.laid_down</extracomment>
        <translation>Armia: położone Jednostki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <location filename="../rules/eupop/state.py" line="295"/>
        <source>At War</source>
        <extracomment>mat field at_war</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>W Stanie Wojny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="113"/>
        <source>Quest for the New World</source>
        <extracomment>mat field quest_new_world</extracomment>
        <translation>„Quest for the New World”</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="114"/>
        <location filename="../rules/eupop/routines.py" line="85"/>
        <source>Passed this Round</source>
        <extracomment>mat field passed</extracomment>
        <extracomment>message of routines.py</extracomment>
        <translation>Spasował w tej Rundzie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="115"/>
        <source>Bot Deck</source>
        <extracomment>mat section</extracomment>
        <translation>Talia Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="117"/>
        <source>Last drawn card</source>
        <extracomment>mat field deck.last_drawn</extracomment>
        <translation>Ostatnio dobrana karta</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="118"/>
        <source>Draw pile</source>
        <extracomment>mat field deck.draw_pile</extracomment>
        <translation>Stos do dobierania</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="119"/>
        <source>Used this Round</source>
        <extracomment>mat field deck.used</extracomment>
        <translation>Użyte w tej Rundzie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="120"/>
        <source>Set aside (FOCUS)</source>
        <extracomment>mat field deck.set_aside</extracomment>
        <translation>Odłożone (SKUPIENIE)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="121"/>
        <source>Removed this Age</source>
        <extracomment>mat field deck.removed</extracomment>
        <translation>Usunięte w tej Erze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="122"/>
        <source>Replacing a human player</source>
        <extracomment>mat section</extracomment>
        <translation>Zastępowanie ludzkiego gracza</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="124"/>
        <source>Monarch Power (all types)</source>
        <extracomment>mat field convert.monarch_power</extracomment>
        <translation>Punkty Władzy (wszystkie rodzaje)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="125"/>
        <source>Ducats</source>
        <extracomment>mat field convert.ducats</extracomment>
        <translation>Dukaty</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="126"/>
        <source>Stability</source>
        <extracomment>mat field convert.stability</extracomment>
        <translation>Stabilność</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="127"/>
        <source>Loans</source>
        <extracomment>mat field convert.loans</extracomment>
        <translation>Pożyczki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="127"/>
        <source>Reconstructed: the booklet&apos;s icon for this line is lost in our sources; we read it as Loans.</source>
        <extracomment>hint of mat field convert.loans</extracomment>
        <translation>Zrekonstruowane: ikona broszury dla tego wiersza zaginęła w naszych źródłach; odczytujemy ją jako Pożyczki.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="46"/>
        <source>Realm profile</source>
        <extracomment>profile kind &apos;realm&apos;</extracomment>
        <translation>Profil Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="51"/>
        <source>Realm name</source>
        <extracomment>label of field &apos;name&apos; in the realm profile editor</extracomment>
        <translation>Nazwa Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="52"/>
        <source>Cards removed in each Age</source>
        <extracomment>label of field &apos;removed_cards&apos; in the realm profile editor</extracomment>
        <translation>Karty usuwane w każdej Erze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="52"/>
        <source>Card ids, comma separated</source>
        <extracomment>hint of field &apos;removed_cards&apos; in the realm profile editor</extracomment>
        <translation>Numery kart, oddzielone przecinkami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="52"/>
        <source>Age {key}</source>
        <extracomment>key &apos;1&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;2&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;3&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;4&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <translation>Era {key}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="60"/>
        <source>Targeting Charts</source>
        <extracomment>label of field &apos;targeting&apos; in the realm profile editor</extracomment>
        <translation>Diagramy Celów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="61"/>
        <location filename="../rules/eupop/realm.py" line="399"/>
        <source>Military Targeting Chart</source>
        <extracomment>label of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Diagram Celów Militarnych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="61"/>
        <location filename="../rules/eupop/pack.yaml" line="62"/>
        <source>Add range</source>
        <extracomment>add of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>add of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <translation>Dodaj zakres</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="61"/>
        <location filename="../rules/eupop/pack.yaml" line="62"/>
        <source>Add nested roll</source>
        <extracomment>nest of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>nest of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <translation>Dodaj rzut zagnieżdżony</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="62"/>
        <location filename="../rules/eupop/realm.py" line="399"/>
        <source>Diplomatic Targeting Chart</source>
        <extracomment>label of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Diagram Celów Dyplomatycznych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="63"/>
        <source>Die roll</source>
        <extracomment>label of field &apos;dice&apos; in the realm profile editor</extracomment>
        <translation>Rzut kością</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="64"/>
        <source>Target</source>
        <extracomment>label of field &apos;target&apos; in the realm profile editor</extracomment>
        <translation>Cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="65"/>
        <source>Substitute</source>
        <extracomment>label of field &apos;substitute&apos; in the realm profile editor</extracomment>
        <translation>Zastępstwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="66"/>
        <source>nested roll</source>
        <extracomment>label of field &apos;children&apos; in the realm profile editor</extracomment>
        <translation>rzut zagnieżdżony</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Kind</source>
        <extracomment>label of field &apos;kind&apos; in the realm profile editor</extracomment>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Owner of &lt;Province&gt;</source>
        <extracomment>choice &apos;owner_of&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Właściciel &lt;Prowincji&gt;</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Realm in &lt;Area&gt;</source>
        <extracomment>choice &apos;realm_in&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Królestwo w &lt;Obszarze&gt;</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>vacant Territory</source>
        <extracomment>choice &apos;vacant_territory&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>puste Terytorium</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="74"/>
        <location filename="../rules/eupop/pack.yaml" line="75"/>
        <source>Realm, Province or Area name</source>
        <extracomment>hint of field &apos;target.name&apos; in the realm profile editor</extracomment>
        <extracomment>hint of field &apos;substitute.name&apos; in the realm profile editor</extracomment>
        <translation>Nazwa Królestwa, Prowincji lub Obszaru</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="447"/>
        <source>{available} Available, {sieged} Tax Value sieged</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Dostępne: {available}, oblężona Wartość Podatkowa: {sieged}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="180"/>
        <location filename="../rules/eupop/state.py" line="96"/>
        <source>none</source>
        <extracomment>message of actions.py</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="196"/>
        <source>Card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Karta {card}: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="249"/>
        <source>War Action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Akcja Wojny: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="277"/>
        <source>Next action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Następna akcja: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="295"/>
        <source>Discard icon: {icon}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Ikona odrzucenia: {icon}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="303"/>
        <source>The action could not be done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Nie udało się wykonać akcji</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="303"/>
        <location filename="../rules/eupop/actions.py" line="276"/>
        <source>The action was done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Akcja została wykonana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="314"/>
        <source>{available} Available, {spent} Spent</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Dostępne: {available}, Wydane: {spent}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="492"/>
        <source>The card names no Focus area</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Karta nie wskazuje obszaru Skupienia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="515"/>
        <location filename="../rules/eupop/state.py" line="95"/>
        <location filename="../rules/eupop/state.py" line="347"/>
        <source>unknown</source>
        <extracomment>message of actions.py</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>nieznane</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="537"/>
        <source>{have} in Focus, {need} needed</source>
        <extracomment>message of actions.py</extracomment>
        <translation>W Skupieniu: {have}, potrzeba: {need}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="573"/>
        <source>Realm: {realm}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Królestwo: {realm}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="583"/>
        <source>State Religion: {religion}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Religia Państwowa: {religion}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="195"/>
        <source>Card {card} has no such action</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Karta {card} nie ma takiej akcji</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="247"/>
        <source>No source gives this card&apos;s War Action</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Żadne źródło nie podaje Akcji Wojny tej karty</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="491"/>
        <source>The card names the {area} Focus</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Karta wskazuje Skupienie: {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="571"/>
        <source>No Realm profile</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Brak profilu Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="581"/>
        <source>No State Religion on the Bot Mat</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Brak Religii Państwowej na Planszy Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="253"/>
        <location filename="../rules/eupop/realm.py" line="324"/>
        <location filename="../rules/eupop/realm.py" line="335"/>
        <source>a vacant Territory</source>
        <extracomment>message of realm.py</extracomment>
        <translation>puste Terytorium</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="262"/>
        <source>in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation>w Obszarze Stołecznym NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="317"/>
        <source>The target is {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Celem jest {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="243"/>
        <location filename="../rules/eupop/realm.py" line="336"/>
        <source>no target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>brak celu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="246"/>
        <source>{realm}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>{realm}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="248"/>
        <source>Owner of {province}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Właściciel Prowincji {province}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="250"/>
        <source>Realm in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Królestwo w Obszarze {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="252"/>
        <source>the vacant Territory {territory}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>puste Terytorium {territory}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="259"/>
        <source>in the Area of {province}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>w Obszarze Prowincji {province}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="261"/>
        <source>in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>w Obszarze {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="295"/>
        <source>the Overlord of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Suzeren Królestwa {target}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="297"/>
        <source>the Owner of the Capital of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Właściciel Stolicy Królestwa {target}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="304"/>
        <source>No valid target is left on the chart.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Na diagramie nie został żaden legalny cel.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/realm.py" line="307"/>
        <source>Roll again among %n child nodes.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>
            <numerusform>Rzuć ponownie, wybierając spośród %n węzła potomnego.</numerusform>
            <numerusform>Rzuć ponownie, wybierając spośród %n węzłów potomnych.</numerusform>
            <numerusform>Rzuć ponownie, wybierając spośród %n węzłów potomnych.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="310"/>
        <source>Take the listed substitute: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Weź wskazane Zastępstwo: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="315"/>
        <source>Move on to die {low}–{high}: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Przejdź do wyniku kości {low}–{high}: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="322"/>
        <source>roll among child nodes</source>
        <extracomment>message of realm.py</extracomment>
        <translation>rzut wśród węzłów potomnych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="323"/>
        <source>a Realm target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>cel: Królestwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="325"/>
        <source>no target left</source>
        <extracomment>message of realm.py</extracomment>
        <translation>nie został żaden cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="332"/>
        <source>an NPR</source>
        <extracomment>message of realm.py</extracomment>
        <translation>NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="333"/>
        <source>an Opponent</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="334"/>
        <source>a valid Realm</source>
        <extracomment>message of realm.py</extracomment>
        <translation>legalne Królestwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="385"/>
        <source>No Realm profile with this chart: use the printed chart</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Brak profilu Królestwa z tym diagramem: użyj wydrukowanego diagramu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="392"/>
        <source>Targeting Chart: {stage}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Diagram Celów: {stage}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="408"/>
        <location filename="../rules/eupop/realm.py" line="416"/>
        <source>Target: {result}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Cel: {result}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="467"/>
        <location filename="../rules/eupop/realm.py" line="487"/>
        <source>the target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="474"/>
        <source>in the named Area (or the Area of the named Province), else in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation>we wskazanym Obszarze (lub w Obszarze wskazanej Prowincji), a w przeciwnym razie w Obszarze Stołecznym NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="282"/>
        <source>The Bot has no Targeting Chart of this kind in its profile.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Bot nie ma w profilu Diagramu Celów tego rodzaju.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="384"/>
        <source>{realm} has this chart in its profile</source>
        <extracomment>message of realm.py</extracomment>
        <translation>{realm} ma ten diagram w swoim profilu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="423"/>
        <source>the Bot</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="85"/>
        <source>Not Passed yet</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Jeszcze nie spasował</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="93"/>
        <source>{count} Realms Passed before</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>{count} Królestwo spasowało wcześniej</numerusform>
            <numerusform>{count} Królestwa spasowały wcześniej</numerusform>
            <numerusform>{count} Królestw spasowało wcześniej</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="144"/>
        <source>{left} Units in the Manpower Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Jednostki w Rezerwie Zasobów Ludzkich: {left}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="152"/>
        <location filename="../rules/eupop/routines.py" line="161"/>
        <source>Manpower {total}, minimum {minimum}</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Zasoby Ludzkie: {total}, minimum: {minimum}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="196"/>
        <source>the Manpower Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Rezerwa Zasobów Ludzkich</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="197"/>
        <source>the laid-down Units of the Army</source>
        <extracomment>message of routines.py</extracomment>
        <translation>położone Jednostki Armii</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="198"/>
        <source>the Army</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Armia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="199"/>
        <source>nowhere</source>
        <extracomment>message of routines.py</extracomment>
        <translation>nigdzie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="269"/>
        <source>Age {age}</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Era {age}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="97"/>
        <source>EVENT</source>
        <extracomment>message of state.py</extracomment>
        <translation>WYDARZENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="98"/>
        <source>MILITARY</source>
        <extracomment>message of state.py</extracomment>
        <translation>MILITARNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="99"/>
        <source>DIPLOMACY</source>
        <extracomment>message of state.py</extracomment>
        <translation>DYPLOMACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="100"/>
        <source>NAVAL</source>
        <extracomment>message of state.py</extracomment>
        <translation>MORSKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="101"/>
        <source>EXPLORE</source>
        <extracomment>message of state.py</extracomment>
        <translation>EKSPLORACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="102"/>
        <source>COLONIZE</source>
        <extracomment>message of state.py</extracomment>
        <translation>KOLONIZACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="103"/>
        <source>UNREST</source>
        <extracomment>message of state.py</extracomment>
        <translation>NIEPOKOJE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="104"/>
        <source>SPY</source>
        <extracomment>message of state.py</extracomment>
        <translation>SZPIEGOWANIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="105"/>
        <source>PAPAL CURIA</source>
        <extracomment>message of state.py</extracomment>
        <translation>KURIA PAPIESKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="106"/>
        <source>CONVERT</source>
        <extracomment>message of state.py</extracomment>
        <translation>KONWERSJA RELIGIJNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="107"/>
        <source>FOCUS</source>
        <extracomment>message of state.py</extracomment>
        <translation>SKUPIENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="108"/>
        <source>IDEA</source>
        <extracomment>message of state.py</extracomment>
        <translation>IDEA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="281"/>
        <location filename="../rules/eupop/state.py" line="288"/>
        <source>{have} Bot Power Available</source>
        <extracomment>message of state.py</extracomment>
        <translation>Dostępne Punkty Bota: {have}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="295"/>
        <source>At Peace</source>
        <extracomment>message of state.py</extracomment>
        <translation>W Pokoju</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="302"/>
        <source>{have} Ideas of this type</source>
        <extracomment>message of state.py</extracomment>
        <translation>Idee tego rodzaju: {have}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="309"/>
        <source>{left} cards in the draw pile</source>
        <extracomment>message of state.py</extracomment>
        <translation>Karty w stosie do dobierania: {left}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="317"/>
        <source>Quest for the New World researched</source>
        <extracomment>message of state.py</extracomment>
        <translation>„Quest for the New World” zbadana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="317"/>
        <source>No Quest for the New World</source>
        <extracomment>message of state.py</extracomment>
        <translation>Brak „Quest for the New World”</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="340"/>
        <source>The Bot Deck&apos;s draw pile is empty.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Stos do dobierania Talii Bota jest pusty.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="399"/>
        <source>No Focus area is known for this card.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Dla tej karty nie znamy obszaru Skupienia.</translation>
    </message>
</context>
<context>
    <name>eupop/choose_opponent</name>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="1"/>
        <source>Opponent Selection</source>
        <extracomment>chart title</extracomment>
        <translation>Wybór Przeciwnika</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="5"/>
        <source>Is the Bot at War?</source>
        <extracomment>node war (check); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Czy Bot jest w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>How many valid Opponents are at War with the Bot?</source>
        <extracomment>node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Ilu legalnych Przeciwników jest w Stanie Wojny z Botem?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; of node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Żaden</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>One</source>
        <extracomment>answer &apos;one&apos; of node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Jeden</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>More than one</source>
        <extracomment>answer &apos;several&apos; of node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Więcej niż jeden</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="19"/>
        <source>Select the Opponent at War with the Bot.</source>
        <extracomment>node that_one (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Wybierz Przeciwnika, który jest w Stanie Wojny z Botem.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="23"/>
        <source>Roll a die to choose among the Opponents at War with the Bot.</source>
        <extracomment>node roll_enemies (roll); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Rzuć kością, aby wybrać spośród Przeciwników w Stanie Wojny z Botem.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="29"/>
        <source>Select the Opponent at War with the Bot that has the most Prestige.</source>
        <extracomment>node enemy_prestige (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Wybierz Przeciwnika w Stanie Wojny z Botem, który ma najwięcej Prestiżu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="33"/>
        <source>Select the Opponent at War with the Bot that has the highest Tax Income.</source>
        <extracomment>node enemy_income (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Wybierz Przeciwnika w Stanie Wojny z Botem, który ma najwyższy Dochód z Podatków.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="37"/>
        <source>Roll a die to choose an Opponent.</source>
        <extracomment>node roll (roll); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Rzuć kością, aby wybrać Przeciwnika.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="43"/>
        <source>Select the valid Opponent with the most Prestige.</source>
        <extracomment>node prestige (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Wybierz legalnego Przeciwnika, który ma najwięcej Prestiżu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="47"/>
        <source>Select the valid Opponent with the highest Tax Income.</source>
        <extracomment>node income (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Wybierz legalnego Przeciwnika, który ma najwyższy Dochód z Podatków.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="51"/>
        <source>Is there a tie?</source>
        <extracomment>node tie (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Czy jest remis?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="57"/>
        <source>Is exactly one of the tied Opponents a human player?</source>
        <extracomment>node humans (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Czy dokładnie jeden z Przeciwników z remisem jest ludzkim graczem?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="63"/>
        <source>Select that human player: humans come before Bots.</source>
        <extracomment>node the_human (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Wybierz tego ludzkiego gracza: ludzie mają pierwszeństwo przed Botami.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="67"/>
        <source>Choose at random among the tied human players (or, if none is human, among the tied Bots).</source>
        <extracomment>node random (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Wybierz losowo spośród ludzkich graczy z remisem (a jeśli żaden nie jest człowiekiem, spośród Botów z remisem).</translation>
    </message>
</context>
<context>
    <name>eupop/cleanup</name>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="1"/>
        <source>Phase 5: Cleanup</source>
        <extracomment>chart title</extracomment>
        <translation>Faza 5: Porządki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="5"/>
        <source>Is the Bot&apos;s Manpower below the minimum?</source>
        <extracomment>node manpower_short (check); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Czy Zasoby Ludzkie Bota są poniżej minimum?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="13"/>
        <source>Bots always have at least {minimum} Manpower: add %n Units to the Manpower Reserve.</source>
        <extracomment>node raise_min (do); seed 002, Recruiting Units</extracomment>
        <translation>
            <numerusform>Boty zawsze mają co najmniej {minimum} Zasobów Ludzkich: dodaj %n Jednostkę do Rezerwy Zasobów Ludzkich.</numerusform>
            <numerusform>Boty zawsze mają co najmniej {minimum} Zasobów Ludzkich: dodaj %n Jednostki do Rezerwy Zasobów Ludzkich.</numerusform>
            <numerusform>Boty zawsze mają co najmniej {minimum} Zasobów Ludzkich: dodaj %n Jednostek do Rezerwy Zasobów Ludzkich.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="21"/>
        <source>Is the Bot&apos;s Manpower above the minimum?</source>
        <extracomment>node manpower_low (check); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Czy Zasoby Ludzkie Bota są powyżej minimum?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="29"/>
        <source>Update Manpower: is the Bot&apos;s Manpower from its Town Track lower than its current {total} (never below {minimum})?</source>
        <extracomment>node lower (ask); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Aktualizacja Zasobów Ludzkich: czy Zasoby Ludzkie Bota z Toru Miast są niższe niż obecne {total} (nigdy poniżej {minimum})?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="37"/>
        <source>Return %n Units from {from} to the Supply. Manpower is now {total}.</source>
        <extracomment>node down (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>
            <numerusform>Odłóż %n Jednostkę z {from} do Zasobów. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
            <numerusform>Odłóż %n Jednostki z {from} do Zasobów. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
            <numerusform>Odłóż %n Jednostek z {from} do Zasobów. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="37"/>
        <source>Units leave the Manpower Reserve first.</source>
        <extracomment>note of node down (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Jednostki najpierw opuszczają Rezerwę Zasobów Ludzkich.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="46"/>
        <source>Is the Bot&apos;s Manpower from its Town Track higher than its current {total}?</source>
        <extracomment>node higher (ask); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Czy Zasoby Ludzkie Bota z Toru Miast są wyższe niż obecne {total}?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Add %n Units to the Manpower Reserve. Manpower is now {total}.</source>
        <extracomment>node up (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>
            <numerusform>Dodaj %n Jednostkę do Rezerwy Zasobów Ludzkich. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
            <numerusform>Dodaj %n Jednostki do Rezerwy Zasobów Ludzkich. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
            <numerusform>Dodaj %n Jednostek do Rezerwy Zasobów Ludzkich. Zasoby Ludzkie wynoszą teraz {total}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="62"/>
        <source>Give the Bot Colonists for its Colonial Claims as normal.</source>
        <extracomment>node colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Daj Botowi Kolonistów za jego Roszczenia Kolonialne, jak zwykle.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="67"/>
        <source>Does the Bot have no Colonial Claims while no vacant Territory is left?</source>
        <extracomment>node no_colonies (ask); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Czy Bot nie ma Roszczeń Kolonialnych, a nie zostało żadne puste Terytorium?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="74"/>
        <source>Discard the Bot&apos;s Colonists.</source>
        <extracomment>node drop_colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Odrzuć Kolonistów Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="79"/>
        <source>End every Alliance between the Bot and a PR and remove those tokens. Nothing else follows from it.</source>
        <extracomment>node alliances (do); seed 002, Cleanup Phase: All Bot-to-PR Alliances end</extracomment>
        <translation>Zakończ każdy Sojusz między Botem a PR i usuń te żetony. Nic więcej z tego nie wynika.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="84"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence</extracomment>
        <translation>Czy Bot jest Cesarzem?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="91"/>
        <source>Match Imperial Influence to the current Imperial Authority and place it in this order, filling each step before the next: first the Elector Area where the fewest cubes make the Bot the strongest PR there; then any Elector Area with room; then any HRE Area with room. Ties: Areas with the Bot&apos;s Alliance or Marriage first, then alphabetical.</source>
        <extracomment>node imperial (do); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence</extracomment>
        <translation>Dopasuj Wpływy Cesarskie do obecnej Władzy Cesarskiej i umieść je w tej kolejności, wypełniając każdy krok przed następnym: najpierw Obszar Elektorski, w którym najmniej kostek uczyni Bota najsilniejszym PR; potem dowolny Obszar Elektorski z wolnym miejscem; potem dowolny Obszar HRE z wolnym miejscem. Remis: najpierw Obszary z Sojuszem lub Małżeństwem Bota, potem alfabetycznie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="96"/>
        <source>Has the Bot run out of Towns (all placed, +20 Income tile taken)?</source>
        <extracomment>node towns (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Czy Botowi skończyły się Miasta (wszystkie umieszczone, kafelek Dochód +20 wzięty)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="103"/>
        <source>A Bot still out of Towns in the Cleanup Phase triggers Final Scoring.</source>
        <extracomment>node final (do); seed 002, Token Limitations: Towns</extracomment>
        <translation>Bot, któremu w Fazie Porządków nadal brakuje Miast, uruchamia Punktację Końcową.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="108"/>
        <source>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds {pile} cards.</source>
        <extracomment>node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation>Przetasuj Talię Bota. Z powrotem do talii: {back}. Usunięte do końca tej Ery: {gone}. Nadal odłożone (SKUPIENIE): {set_aside}. Kart w stosie do dobierania: {pile}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="108"/>
        <source>EVENT and IDEA cards always go back; cards used for FOCUS stay set aside; of the other used cards half go back (rounded up), picked at random.</source>
        <extracomment>note of node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation>Karty WYDARZENIE i IDEA zawsze wracają; karty użyte do SKUPIENIA zostają odłożone; z pozostałych użytych kart wraca połowa (w górę), wybrana losowo.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="115"/>
        <source>The Round ends. Next Round: {round}.</source>
        <extracomment>node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation>Runda się kończy. Następna Runda: {round}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="115"/>
        <source>Bookkeeping of the app: the Bot&apos;s Pass and the count of Realms that Passed are cleared.</source>
        <extracomment>note of node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation>Porządki w aplikacji: Pas Bota i liczba Królestw, które spasowały, są wyzerowane.</translation>
    </message>
</context>
<context>
    <name>eupop/colonize</name>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="1"/>
        <source>COLONIZE Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja KOLONIZACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="5"/>
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure, from EXPLORE and from a Bot Card). What remains rests on Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action; EXPLORE leads on when there is nothing to Colonize.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach (polska broszura mówi, że prowadzą do niego Struktura Tury Głównej, EKSPLORACJA i Karta Bota). Reszta opiera się na Limitach Żetonów, kroku Kolonistów w Fazie Porządków i Akcji Kolonizacji z zasad podstawowych; EKSPLORACJA prowadzi dalej, gdy nie ma czego kolonizować.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="11"/>
        <source>Does the Bot have Small Towns left to place?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Czy Botowi zostały Małe Miasta do umieszczenia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="18"/>
        <source>The Bot cannot Colonize now.</source>
        <extracomment>node cannot (do); seed 002, Colonize Action</extracomment>
        <translation>Bot nie może teraz kolonizować.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="23"/>
        <source>Does the Bot have a Colonist and a Colonial Claim on a vacant Territory it may Colonize under the main rules?</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action</extracomment>
        <translation>Czy Bot ma Kolonistę i Roszczenie Kolonialne na pustym Terytorium, które może skolonizować według zasad podstawowych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="35"/>
        <source>Colonize the Territory with the highest Tax Value (then alphabetical): use the Colonist and replace the Colonial Claim with one of the Bot&apos;s Small Towns.</source>
        <extracomment>node pick (do); seed 002, Choice Processes; Colonists</extracomment>
        <translation>Skolonizuj Terytorium o najwyższej Wartości Podatkowej (potem alfabetycznie): użyj Kolonisty i zastąp Roszczenie Kolonialne jednym z Małych Miast Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="42"/>
        <source>End of the COLONIZE Action.</source>
        <extracomment>node end_turn (end); seed 002, Colonize Action</extracomment>
        <translation>Koniec Akcji KOLONIZACJA.</translation>
    </message>
</context>
<context>
    <name>eupop/convert</name>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="1"/>
        <source>CONVERT Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja KONWERSJI RELIGIJNEJ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="5"/>
        <source>The chart image is not in our sources; the steps follow the main rules&apos; Convert Area action and the Bot&apos;s Rebel Dice rules.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach; kroki idą za akcją nawracania Obszaru z zasad podstawowych i zasadami Kości Buntowników dla Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="9"/>
        <source>Is there an Area the Bot may Convert to its State Religion under the main rules?</source>
        <extracomment>node any_area (ask); seed 002, Convert Action</extracomment>
        <translation>Czy jest Obszar, który Bot może nawrócić na swoją Religię Państwową według zasad podstawowych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="15"/>
        <source>No Area can be Converted: the Bot cannot take the CONVERT Action.</source>
        <extracomment>node cannot (do); seed 002, Convert Action</extracomment>
        <translation>Żadnego Obszaru nie można nawrócić: Bot nie może wykonać Akcji KONWERSJI RELIGIJNEJ.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/convert.yaml" line="20"/>
        <source>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</source>
        <extracomment>node convert (do); seed 002, Choice Processes; Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>Nawróć Obszar o najwyższej Wartości Podatkowej (potem alfabetycznie). Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej %n kość.</numerusform>
            <numerusform>Nawróć Obszar o najwyższej Wartości Podatkowej (potem alfabetycznie). Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej %n kości.</numerusform>
            <numerusform>Nawróć Obszar o najwyższej Wartości Podatkowej (potem alfabetycznie). Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej %n kości.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="29"/>
        <source>End of the CONVERT Action.</source>
        <extracomment>node end_action (end); seed 002, Convert Action</extracomment>
        <translation>Koniec Akcji KONWERSJI RELIGIJNEJ.</translation>
    </message>
</context>
<context>
    <name>eupop/defend</name>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="1"/>
        <source>DEFEND Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja OBRONA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="4"/>
        <source>The English booklet text keeps the boxes of this chart as an OCR jumble; the boxes are printed, the arrows between them are our reading. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. Boxes of the jumble we could not place: &apos;Army is on the map?&apos;, &apos;Invaders in any Area where the Army can Siege Provinces?&apos;, &apos;Any Areas with the Bot&apos;s Towns where the DEFEND Army would not trigger a Battle?&apos; and one die split in two ranges. The nodes from &apos;mac&apos; on are the MAC check; other charts call them.</source>
        <extracomment>chart note</extracomment>
        <translation>Tekst angielskiej broszury zachowuje pola tego diagramu jako bezład po OCR; pola są wydrukowane, strzałki między nimi to nasze odczytanie. Najeźdźcy to Wrogie Jednostki w Obszarach z Miastami Bota. Armia OBRONY może pojawić się w dowolnym miejscu własnego Królestwa Bota. Pola z bezładu, których nie umieściliśmy: „Armia jest na mapie?”, „Najeźdźcy w Obszarze, gdzie Armia może Oblegać Prowincje?”, „Obszary z Miastami Bota, gdzie Armia OBRONY nie wywoła Bitwy?” oraz jeden rzut kością podzielony na dwa zakresy. Węzły od &apos;mac&apos; dalej to sprawdzenie MAC; wywołują je inne diagramy.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="12"/>
        <source>Is there an Area with Invaders (Hostile Units in an Area with the Bot&apos;s Towns)?</source>
        <extracomment>node invaders (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Czy jest Obszar z Najeźdźcami (Wrogie Jednostki w Obszarze z Miastami Bota)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="18"/>
        <source>Is the Bot&apos;s Army Deployed in an Area where it can Siege Provinces?</source>
        <extracomment>node army_can_siege (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Czy Armia Bota jest Rozmieszczona w Obszarze, gdzie może Oblegać Prowincje?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="27"/>
        <source>Is there an Area with the Bot&apos;s Towns that are Occupied, and no Invaders?</source>
        <extracomment>node occupied (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Czy jest Obszar z Okupowanymi Miastami Bota i bez Najeźdźców?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="33"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="54"/>
        <source>If the Army has fewer than {n} Units, bring it up to {n}. Units in the Army now: {total}.</source>
        <extracomment>node min3_occupied (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <extracomment>node min3_enemy (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Jeśli Armia ma mniej Jednostek niż {n}, uzupełnij ją do {n}. Jednostki w Armii teraz: {total}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="39"/>
        <source>Place the Army in such an Area. Prefer the Area with the highest Tax Value of the Bot&apos;s Towns Occupied by Enemies or Rebels, then the Bot&apos;s Capital Area.</source>
        <extracomment>node place_occupied (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Umieść Armię w takim Obszarze. Preferuj Obszar o najwyższej Wartości Podatkowej Miast Bota Okupowanych przez Wrogów lub Buntowników, potem Obszar Stołeczny Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="45"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="65"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="104"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="166"/>
        <source>Check MAC in the Army&apos;s Area.</source>
        <extracomment>node mac_occupied (call); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <extracomment>node mac_enemy (call); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <extracomment>node mac_largest (call); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <extracomment>node mac_smallest (call); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Sprawdź MAC w Obszarze Armii.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="46"/>
        <source>Is there an Area with Enemy Towns where the Army would not trigger a Battle, next to the Bot&apos;s Realm by land or joined to it by a Naval Bridge?</source>
        <extracomment>node enemy_area (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Czy jest Obszar z Miastami Wroga, w którym Armia nie wywoła Bitwy, sąsiadujący z Królestwem Bota lądem lub połączony z nim Mostem Morskim?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="60"/>
        <source>Place the Army in such an Area (several: highest Tax Value, then alphabetical).</source>
        <extracomment>node place_enemy (do); seed 002, Defend Action; Choice Processes</extracomment>
        <translation>Umieść Armię w takim Obszarze (kilka: najwyższa Wartość Podatkowa, potem alfabetycznie).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="66"/>
        <source>Does the Bot have {n} or more Bot Power left?</source>
        <extracomment>node power2 (check); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Czy Botowi zostało {n} lub więcej Punktów Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="74"/>
        <source>Is the Army in an Area where MAC is at least the Invading force?</source>
        <extracomment>node mac_room (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Czy Armia jest w Obszarze, gdzie MAC jest co najmniej równe siłom Najeźdźców?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="80"/>
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <extracomment>node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units</extracomment>
        <translation>
            <numerusform>Wydaj %n Punkt Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
            <numerusform>Wydaj %n Punkty Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
            <numerusform>Wydaj %n Punktów Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="80"/>
        <source>%n Units</source>
        <extracomment>part of the text of node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units</extracomment>
        <translation>
            <numerusform>%n Jednostkę</numerusform>
            <numerusform>%n Jednostki</numerusform>
            <numerusform>%n Jednostek</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="92"/>
        <source>Is the Army at least twice the size of any Invading force?</source>
        <extracomment>node double (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Czy Armia jest co najmniej dwa razy większa od dowolnych sił Najeźdźców?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="98"/>
        <source>Place the Army in the Area with the largest Invading force it at least doubles (prefer a PR Enemy).</source>
        <extracomment>node place_largest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Umieść Armię w Obszarze z największymi siłami Najeźdźców, które co najmniej podwaja (preferuj Wroga PR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="105"/>
        <source>Is the Army at least as large as any Invader&apos;s force?</source>
        <extracomment>node at_least_any (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Czy Armia jest co najmniej tak duża jak siły któregoś Najeźdźcy?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="111"/>
        <source>Can placing a Ship raise MAC enough in an Area with Invaders?</source>
        <extracomment>node ship_mac (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Czy umieszczenie Statku może wystarczająco podnieść MAC w Obszarze z Najeźdźcami?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="117"/>
        <source>Place a Ship to extend a Naval Bridge to such an Area (prefer an Area with a PR Enemy). Use a Sea Zone next to one of the Bot&apos;s Ships or Ports.</source>
        <extracomment>node place_ship (do); seed 002, Defend Action; Ship Placement</extracomment>
        <translation>Umieść Statek, aby przedłużyć Most Morski do takiego Obszaru (preferuj Obszar z Wrogiem PR). Użyj Strefy Morskiej sąsiadującej z jednym ze Statków lub Portów Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="124"/>
        <source>Does the new Ship trigger a Naval Battle (a Hostile Sea Zone)?</source>
        <extracomment>node ship_battle (ask); seed 002, Defend Action; Ship Placement</extracomment>
        <translation>Czy nowy Statek wywołuje Bitwę Morską (Wroga Strefa Morska)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="132"/>
        <source>How did the Naval Battle end for the Bot?</source>
        <extracomment>node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <translation>Jak Bitwa Morska zakończyła się dla Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="132"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="168"/>
        <source>Won, its first Battle win this Turn</source>
        <extracomment>answer &apos;won_first&apos; of node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>answer &apos;won_first&apos; of node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Wygrana, pierwsza wygrana Bitwa w tej Turze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="132"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="168"/>
        <source>Won, not its first win this Turn</source>
        <extracomment>answer &apos;won&apos; of node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>answer &apos;won&apos; of node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Wygrana, nie pierwsza w tej Turze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="132"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="168"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; of node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>answer &apos;lost&apos; of node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Przegrana</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="140"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="176"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node naval_gain (do); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>node battle_gain (do); seed 002, Defend Action; Land Battles</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="148"/>
        <source>The Army is too small for every Invading force. Roll a die.</source>
        <extracomment>node weak_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Armia jest za mała na wszystkie siły Najeźdźców. Rzuć kością.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="148"/>
        <source>The OCR keeps three die ranges beside these three boxes; which box each range leads to is our reading.</source>
        <extracomment>note of node weak_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>OCR zachowuje trzy zakresy kości obok tych trzech pól; do którego pola prowadzi każdy zakres, to nasze odczytanie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="162"/>
        <source>Place the Army in the Area with the smallest Invading force (prefer a PR Enemy force).</source>
        <extracomment>node place_smallest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Umieść Armię w Obszarze z najmniejszymi siłami Najeźdźców (preferuj siły Wroga PR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="168"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Jak Bitwa Lądowa zakończyła się dla Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="184"/>
        <source>Place the Army in one of the Bot&apos;s own Areas without Hostile Units.</source>
        <extracomment>node hide (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Umieść Armię w jednym z własnych Obszarów Bota bez Wrogich Jednostek.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="188"/>
        <source>End of the Bot&apos;s Turn.</source>
        <extracomment>node end_turn (end); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Koniec Tury Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="192"/>
        <source>MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain of the Bot&apos;s Towns adjacent by land)? A Bot Emperor Defending the HRE counts every HRE Area as joined.</source>
        <extracomment>node mac (ask); seed 002, Maximum Army Capacity (MAC); Bot Emperor</extracomment>
        <translation>Sprawdź MAC dla Obszaru Armii. Czy Obszar jest połączony ze Stolicą Bota lądem (nieprzerwany łańcuch Miast Bota sąsiadujących lądem)? Cesarz Bot w Obronie HRE liczy każdy Obszar HRE jako połączony.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="192"/>
        <source>Only a Naval Bridge closes the one gap</source>
        <extracomment>answer &apos;bridge&apos; of node mac (ask); seed 002, Maximum Army Capacity (MAC); Bot Emperor</extracomment>
        <translation>Tylko Most Morski zamyka jedyną lukę</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="203"/>
        <source>MAC is unlimited here: stand up every Unit. Standing: {standing}.</source>
        <extracomment>node mac_unlimited (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC jest tu nieograniczone: postaw każdą Jednostkę. Stojące: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="209"/>
        <source>Is the Bot&apos;s MC for this Area {n} or more?</source>
        <extracomment>node mac_bridge (ask); seed 002, Maximum Army Capacity (MAC) (reconstructed)</extracomment>
        <translation>Czy MC Bota dla tego Obszaru wynosi {n} lub więcej?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="209"/>
        <source>From this MC on, MC + 3 is at least the Naval Bridge minimum; below it MAC is that minimum.</source>
        <extracomment>note of node mac_bridge (ask); seed 002, Maximum Army Capacity (MAC) (reconstructed)</extracomment>
        <translation>Od tego MC wzwyż MC + 3 wynosi co najmniej minimum dla Mostu Morskiego; poniżej MAC jest równe temu minimum.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="219"/>
        <source>MAC here is {mac}, the minimum with a Naval Bridge. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node mac_bridge_min (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC wynosi tu {mac}, minimum z Mostem Morskim. Stojące: {standing}. Położone: {laid_down}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}. Answer {top} when it is {top} or more.</source>
        <extracomment>node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>Ile wynosi MC Bota dla tego Obszaru (zasady podstawowe, strona {page})? MAC to MC + {plus}. Odpowiedz {top}, gdy wynosi {top} lub więcej.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>0</source>
        <extracomment>answer &apos;mc0&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>0</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>1</source>
        <extracomment>answer &apos;mc1&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>2</source>
        <extracomment>answer &apos;mc2&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>3</source>
        <extracomment>answer &apos;mc3&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>4</source>
        <extracomment>answer &apos;mc4&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>5</source>
        <extracomment>answer &apos;mc5&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>6</source>
        <extracomment>answer &apos;mc6&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>7</source>
        <extracomment>answer &apos;mc7&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>8</source>
        <extracomment>answer &apos;mc8&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>9</source>
        <extracomment>answer &apos;mc9&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>10</source>
        <extracomment>answer &apos;mc10&apos; of node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="244"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="250"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="256"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="262"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="268"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="274"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="280"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="286"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="292"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="298"/>
        <source>MAC here is {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node mac_0 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_1 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_2 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_3 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_4 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_5 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_6 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_7 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_8 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node mac_9 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC wynosi tu {mac}. Stojące: {standing}. Położone: {laid_down}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="304"/>
        <source>MAC here is at least {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node mac_10 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC wynosi tu co najmniej {mac}. Stojące: {standing}. Położone: {laid_down}.</translation>
    </message>
</context>
<context>
    <name>eupop/diplomacy</name>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="1"/>
        <source>DIPLOMACY Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja DYPLOMATYCZNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="4"/>
        <source>The chart image is not in our sources; its footnotes are (the Diplomatic Ideas bonus, the Vassals released on annexing, one token fewer where the Bot has a Claim-like token on the target: those icons are lost in both seeds).</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego przypisy są (premia Idei Dyplomatycznych, Wasale uwalniani przy aneksji, jeden żeton mniej, gdy Bot ma na celu żeton podobny do Roszczenia: te ikony zaginęły w obu źródłach).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="15"/>
        <source>Did the Diplomatic Targeting Chart give a valid target?</source>
        <extracomment>node target_ok (check); seed 002, Targeting Charts (Invalid Diplomatic Targets)</extracomment>
        <translation>Czy Diagram Celów Dyplomatycznych dał legalny cel?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="23"/>
        <source>The Bot finds no target: it cannot take the DIPLOMACY Action.</source>
        <extracomment>node cannot (do); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Bot nie znajduje celu: nie może wykonać Akcji DYPLOMATYCZNEJ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="29"/>
        <source>May the Bot Annex the target diplomatically under the main rules now?</source>
        <extracomment>node annex (ask); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Czy Bot może teraz zaanektować cel dyplomatycznie według zasad podstawowych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="36"/>
        <source>Annex the target: the Bot takes its Provinces. The target&apos;s Vassals are released as independent NPRs. Remove one token fewer if the Bot has the footnote&apos;s token on the target.</source>
        <extracomment>node do_annex (do); seed 002, Diplomacy Action, footnotes (reconstructed)</extracomment>
        <translation>Zaanektuj cel: Bot przejmuje jego Prowincje. Wasale celu zostają uwolnieni jako niezależne NPR. Usuń o jeden żeton mniej, jeśli Bot ma na celu żeton z przypisu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="44"/>
        <source>Place Influence in the target&apos;s Areas as the main rules&apos; Influence Action allows, highest Tax Value first.</source>
        <extracomment>node place (do); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Umieść Wpływy w Obszarach celu, na ile pozwala akcja Wpływów z zasad podstawowych, najpierw o najwyższej Wartości Podatkowej.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="51"/>
        <source>Has the Bot Researched any Diplomatic Ideas?</source>
        <extracomment>node has_ideas (check); seed 002, Bots &amp; Ideas; Diplomacy Action, footnote 3</extracomment>
        <translation>Czy Bot Zbadał jakieś Idee Dyplomatyczne?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="60"/>
        <source>Diplomatic Ideas: place %n more Influence there if the Bot has Influence in its Supply (these may exceed {limit} in one Area).</source>
        <extracomment>node extra (do); seed 002, Bots &amp; Ideas; Diplomacy Action, footnote 3</extracomment>
        <translation>
            <numerusform>Idee Dyplomatyczne: umieść tam jeszcze %n Wpływ, jeśli Bot ma Wpływy w Zasobach (mogą przekroczyć {limit} w jednym Obszarze).</numerusform>
            <numerusform>Idee Dyplomatyczne: umieść tam jeszcze %n Wpływy, jeśli Bot ma Wpływy w Zasobach (mogą przekroczyć {limit} w jednym Obszarze).</numerusform>
            <numerusform>Idee Dyplomatyczne: umieść tam jeszcze %n Wpływów, jeśli Bot ma Wpływy w Zasobach (mogą przekroczyć {limit} w jednym Obszarze).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="69"/>
        <source>May the Bot now form an Alliance with the target (an NPR) under the main rules?</source>
        <extracomment>node alliance (ask); seed 002, Bots &amp; Alliances (reconstructed)</extracomment>
        <translation>Czy Bot może teraz zawrzeć Sojusz z celem (NPR) według zasad podstawowych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="77"/>
        <source>Form the Alliance. Bots ally only with NPRs.</source>
        <extracomment>node ally (do); seed 002, Bots &amp; Alliances</extracomment>
        <translation>Zawrzyj Sojusz. Boty sprzymierzają się tylko z NPR.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="82"/>
        <source>End of the DIPLOMACY Action.</source>
        <extracomment>node end_action (end); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08)</extracomment>
        <translation>Koniec Akcji DYPLOMATYCZNEJ.</translation>
    </message>
</context>
<context>
    <name>eupop/dow_on_bot</name>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="1"/>
        <source>War declared on a Bot or its Ally</source>
        <extracomment>chart title</extracomment>
        <translation>Wypowiedzenie Wojny Botowi lub jego Sojusznikowi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?</source>
        <extracomment>node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Czy Wojnę wypowiedziano samemu Botowi, czy Sojusznik Bota wzywa go do Broni?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>On the Bot</source>
        <extracomment>answer &apos;bot&apos; of node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Botowi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Defensive Call to Arms from an Ally</source>
        <extracomment>answer &apos;ally&apos; of node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Obronne Wezwanie do Broni od Sojusznika</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Offensive Call to Arms</source>
        <extracomment>answer &apos;offensive&apos; of node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Ofensywne Wezwanie do Broni</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Defending the HRE was activated (the Bot is an HRE member)</source>
        <extracomment>answer &apos;hre&apos; of node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Aktywowano Obronę HRE (Bot jest członkiem HRE)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="13"/>
        <source>Is the Bot already at War?</source>
        <extracomment>node hre_war (check); seed 002, Bot HRE Members</extracomment>
        <translation>Czy Bot jest już w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="21"/>
        <source>The Bot is already at War: it loses nothing.</source>
        <extracomment>node hre_keep (do); seed 002, Bot HRE Members</extracomment>
        <translation>Bot jest już w Stanie Wojny: nic nie straci.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="26"/>
        <source>The Bot, an HRE member but not the Emperor, loses %n Bot Power.</source>
        <extracomment>node hre_lose (do); seed 002, Bot HRE Members</extracomment>
        <translation>
            <numerusform>Bot, członek HRE, ale nie Cesarz, straci %n Punkt Bota.</numerusform>
            <numerusform>Bot, członek HRE, ale nie Cesarz, straci %n Punkty Bota.</numerusform>
            <numerusform>Bot, członek HRE, ale nie Cesarz, straci %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="34"/>
        <source>The Bot refuses the Call to Arms.</source>
        <extracomment>node refuse (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Bot odrzuca Wezwanie do Broni.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="38"/>
        <source>Is the Bot already at War with an Opponent?</source>
        <extracomment>node busy (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Czy Bot jest już w Stanie Wojny z Przeciwnikiem?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="44"/>
        <source>The Bot accepts the Defensive Call to Arms and joins the War. A Bot Emperor activates Defending the HRE whenever it can.</source>
        <extracomment>node accept (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Bot przyjmuje Obronne Wezwanie do Broni i przystępuje do Wojny. Cesarz Bot aktywuje Obronę HRE, kiedy tylko może.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="48"/>
        <source>Is the Bot the Emperor and able to activate Defending the HRE?</source>
        <extracomment>node emperor (ask); seed 002, Bot Emperor</extracomment>
        <translation>Czy Bot jest Cesarzem i może aktywować Obronę HRE?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="55"/>
        <source>Activate Defending the HRE. The Bot Emperor gains Bot Power equal to Imperial Authority: add it to Available on the mat.</source>
        <extracomment>node defend_hre (do); seed 002, Bot Emperor</extracomment>
        <translation>Aktywuj Obronę HRE. Cesarz Bot otrzymuje Punkty Bota równe Władzy Cesarskiej: dodaj je do Dostępnych na planszy.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="55"/>
        <source>The app does not track Imperial Authority, so the gain is entered by hand.</source>
        <extracomment>note of node defend_hre (do); seed 002, Bot Emperor</extracomment>
        <translation>Aplikacja nie śledzi Władzy Cesarskiej, więc to, co Bot otrzymuje, wpisuje się ręcznie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="61"/>
        <source>Does the Bot have an NPR Ally next to the Aggressor that has not been called yet?</source>
        <extracomment>node allies (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Czy Bot ma Sojusznika NPR sąsiadującego z Agresorem, którego jeszcze nie wezwano?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="67"/>
        <source>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</source>
        <extracomment>node call_ally (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>Wyślij temu Sojusznikowi Obronne Wezwanie do Broni i odwróć jego żeton Sojuszu. Bot otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Wyślij temu Sojusznikowi Obronne Wezwanie do Broni i odwróć jego żeton Sojuszu. Bot otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Wyślij temu Sojusznikowi Obronne Wezwanie do Broni i odwróć jego żeton Sojuszu. Bot otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="67"/>
        <source>Both seeds lose the icons of the token that is flipped; reading it as the Alliance token is ours.</source>
        <extracomment>note of node call_ally (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>Oba źródła straciły ikony odwracanego żetonu; odczytanie go jako żetonu Sojuszu jest nasze.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="77"/>
        <source>The Bot is at War. It gains %n Bot Power.</source>
        <extracomment>node at_war (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Bot jest w Stanie Wojny. Otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Bot jest w Stanie Wojny. Otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Bot jest w Stanie Wojny. Otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="84"/>
        <source>Does the Bot have at least {n} Bot Power Available?</source>
        <extracomment>node minimum (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Czy Bot ma co najmniej {n} Dostępnych Punktów Bota?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="92"/>
        <source>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</source>
        <extracomment>node top_up (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota, do minimum {minimum} przy DoW na Bota.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota, do minimum {minimum} przy DoW na Bota.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota, do minimum {minimum} przy DoW na Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="100"/>
        <source>Does the Bot have any Manpower in its Reserve?</source>
        <extracomment>node manpower (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Czy Bot ma jakiekolwiek Zasoby Ludzkie w Rezerwie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="107"/>
        <source>Spend {paid} Bot Power to recruit {units} Units: move {recruited} Units from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Wydaj {paid} Punkty Bota, aby zrekrutować {units} Jednostek: przenieś {recruited} Jednostek z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="107"/>
        <source>Units per recruit depend on the Difficulty Level; with less in the Reserve the Bot still pays in full.</source>
        <extracomment>note of node recruit (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Liczba Jednostek na rekrutację zależy od Poziomu Trudności; gdy w Rezerwie jest mniej, Bot i tak płaci w całości.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="113"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node on_map (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Czy Armia Bota jest na mapie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>Check MAC in the Army&apos;s Area. Army: {standing} standing, {laid_down} laid down. MAC is unlimited with a land connection of Bot Towns to the Capital; otherwise it is the Bot&apos;s MC there + {plus} (at least {bridge} when a Naval Bridge closes the only gap).</source>
        <extracomment>node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Sprawdź MAC w Obszarze Armii. Armia: stojące {standing}, położone {laid_down}. MAC jest nieograniczone przy połączeniu lądowym Miast Bota ze Stolicą; w przeciwnym razie to MC Bota tam + {plus} (co najmniej {bridge}, gdy Most Morski zamyka jedyną lukę).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>Land connection: unlimited</source>
        <extracomment>answer &apos;unlimited&apos; of node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Połączenie lądowe: bez limitu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>More standing Units than MAC</source>
        <extracomment>answer &apos;over&apos; of node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Więcej stojących Jednostek niż MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>MAC has room for a laid-down Unit</source>
        <extracomment>answer &apos;room&apos; of node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC ma miejsce na położoną Jednostkę</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>The Army fits the MAC</source>
        <extracomment>answer &apos;fits&apos; of node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Armia mieści się w MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="129"/>
        <source>Stand up all {raised} laid-down Units: {standing} Units stand.</source>
        <extracomment>node stand_all (do); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Postaw wszystkie położone Jednostki ({raised}): stoi {standing} Jednostek.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="135"/>
        <source>Lay down %n Units: {standing} standing, {laid_down} laid down.</source>
        <extracomment>node lay_down (do); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>
            <numerusform>Połóż %n Jednostkę: stojące {standing}, położone {laid_down}.</numerusform>
            <numerusform>Połóż %n Jednostki: stojące {standing}, położone {laid_down}.</numerusform>
            <numerusform>Połóż %n Jednostek: stojące {standing}, położone {laid_down}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="143"/>
        <source>Stand up %n Units: {standing} standing, {laid_down} laid down.</source>
        <extracomment>node stand_up (do); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>
            <numerusform>Postaw %n Jednostkę: stojące {standing}, położone {laid_down}.</numerusform>
            <numerusform>Postaw %n Jednostki: stojące {standing}, położone {laid_down}.</numerusform>
            <numerusform>Postaw %n Jednostek: stojące {standing}, położone {laid_down}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/end_of_age</name>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="1"/>
        <source>End of Age</source>
        <extracomment>chart title</extracomment>
        <translation>Koniec Ery</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="5"/>
        <source>Is this the end of the last Age?</source>
        <extracomment>node last (check); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation>Czy to koniec ostatniej Ery?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="13"/>
        <source>The last Age is over: go to Final Scoring. Bots score Prestige exactly as human players do.</source>
        <extracomment>node final (do); seed 002, Final Scoring (reconstructed)</extracomment>
        <translation>Ostatnia Era dobiegła końca: przejdź do Punktacji Końcowej. Boty zdobywają Prestiż dokładnie tak jak ludzcy gracze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: {pile} cards; removed this Age: {removed}.</source>
        <extracomment>node reset (do); seed 002, End of Age Routine</extracomment>
        <translation>Przygotuj na nowo Talię Bota na Erę {age} według składu talii Królestwa i potasuj ją: kart: {pile}; usunięte w tej Erze: {removed}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>A Bot without a Realm profile plays with all 24 cards.</source>
        <extracomment>note of node reset (do); seed 002, End of Age Routine</extracomment>
        <translation>Bot bez profilu Królestwa gra wszystkimi 24 kartami.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="25"/>
        <source>The Bot removes none of its tokens of the kind the booklet names in this routine (its icon is lost in our sources).</source>
        <extracomment>node keep (do); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation>Bot nie usuwa żadnego ze swoich żetonów rodzaju, który broszura wymienia w tej procedurze (jego ikona zaginęła w naszych źródłach).</translation>
    </message>
</context>
<context>
    <name>eupop/event</name>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="1"/>
        <source>EVENT Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja WYDARZENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="4"/>
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure and from a Bot Card). The General Event Rules and Secondary Effects are, and they also apply when another Realm&apos;s Event affects a Bot. One rule (&apos;gaining one token: gain another instead&apos;) lost both icons in both seeds; resolve it from your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach (polska broszura mówi, że prowadzą do niego Struktura Tury Głównej i Karta Bota). Ogólne Zasady Wydarzeń i Efekty Drugorzędne są i obowiązują także wtedy, gdy Wydarzenie innego Królestwa dotyczy Bota. Jedna zasada („otrzymując jeden żeton, otrzymaj zamiast niego inny”) straciła obie ikony w obu źródłach; rozpatrz ją według swojej broszury.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="10"/>
        <source>Take an Event from the display for the Bot. Choose the Event and its option by Choice Processes; when the Bot is not the Active Player it picks option A; on every sub-option it picks the first one.</source>
        <extracomment>node take (do); seed 002, General Event Rules; Choice Processes (reconstructed)</extracomment>
        <translation>Weź dla Bota Wydarzenie z odkrytych. Wybierz Wydarzenie i jego opcję według Procesów Wyboru; gdy Bot nie jest Aktywnym Graczem, wybiera opcję A; przy każdej podopcji wybiera pierwszą.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="19"/>
        <source>Does the chosen option have any effect that applies to the Bot?</source>
        <extracomment>node applies (ask); seed 002, General Event Rules</extracomment>
        <translation>Czy wybrana opcja ma jakikolwiek efekt dotyczący Bota?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="25"/>
        <source>Nothing applies: the Bot gains %n Bot Power.</source>
        <extracomment>node nothing_applies (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Nic nie ma zastosowania: Bot otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Nic nie ma zastosowania: Bot otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Nic nie ma zastosowania: Bot otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Resolve the effects one at a time; skip any that do not apply. Which kind comes next?</source>
        <extracomment>node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Rozpatruj efekty po kolei; pomiń te, które nie mają zastosowania. Jaki rodzaj jest następny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Gain Ducats</source>
        <extracomment>answer &apos;ducats_gain&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Otrzymaj Dukaty</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Lose Ducats</source>
        <extracomment>answer &apos;ducats_lose&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Strać Dukaty</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Lose Stability</source>
        <extracomment>answer &apos;stability_lose&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Strać Stabilność</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Gain Stability</source>
        <extracomment>answer &apos;stability_gain&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Otrzymaj Stabilność</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Gain or lose a token tied to an NPR</source>
        <extracomment>answer &apos;npr_token&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Otrzymaj lub strać żeton związany z NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>May Declare War</source>
        <extracomment>answer &apos;may_declare&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Może Wypowiedzieć Wojnę</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Activation</source>
        <extracomment>answer &apos;activation&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Aktywacja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Declare War Action</source>
        <extracomment>answer &apos;dow_action&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Akcja Wypowiedzenia Wojny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Recruit Action</source>
        <extracomment>answer &apos;recruit&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Akcja Rekrutacji</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Trade Action</source>
        <extracomment>answer &apos;trade&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Akcja Handlu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Exhaust Units</source>
        <extracomment>answer &apos;exhaust&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Wyczerpanie Jednostek</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Pay a cost to do something</source>
        <extracomment>answer &apos;pay&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Zapłać koszt, aby coś zrobić</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Adopt a new State Religion</source>
        <extracomment>answer &apos;religion&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Przyjmij nową Religię Państwową</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Any other effect</source>
        <extracomment>answer &apos;other&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Dowolny inny efekt</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>No effect left</source>
        <extracomment>answer &apos;done&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Nie został żaden efekt</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="52"/>
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <source>Does the Event give more than {n} Ducats?</source>
        <extracomment>node ducats_gain (ask); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_gain_more (ask); seed 002, General Event Rules</extracomment>
        <translation>Czy Wydarzenie daje więcej niż {n} Dukatów?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="66"/>
        <location filename="../rules/eupop/charts/event.yaml" line="73"/>
        <location filename="../rules/eupop/charts/event.yaml" line="80"/>
        <source>Instead of Ducats the Bot gains %n Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <extracomment>node ducats_gain_1 (do); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_gain_2 (do); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_gain_3 (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Zamiast Dukatów Bot otrzymuje %n Punkt Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot otrzymuje %n Punkty Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot otrzymuje %n Punktów Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="87"/>
        <location filename="../rules/eupop/charts/event.yaml" line="94"/>
        <source>Does the Event take more than {n} Ducats?</source>
        <extracomment>node ducats_lose (ask); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_lose_more (ask); seed 002, General Event Rules</extracomment>
        <translation>Czy Wydarzenie zabiera więcej niż {n} Dukatów?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="101"/>
        <location filename="../rules/eupop/charts/event.yaml" line="109"/>
        <location filename="../rules/eupop/charts/event.yaml" line="117"/>
        <source>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per} Ducats, rounded up, at most {max}.</source>
        <extracomment>node ducats_lose_1 (do); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_lose_2 (do); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_lose_3 (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Zamiast Dukatów Bot straci %n Dostępny Punkt Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot straci %n Dostępne Punkty Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot straci %n Dostępnych Punktów Bota: {one} za każde {per} Dukatów, w górę, najwyżej {max}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="125"/>
        <source>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <extracomment>node stability_lose (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego %n Niepokój (umieść go według Procesów Wyboru: najpierw najniższa Wartość Podatkowa).</numerusform>
            <numerusform>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego %n Niepokoje (umieść je według Procesów Wyboru: najpierw najniższa Wartość Podatkowa).</numerusform>
            <numerusform>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego %n Niepokojów (umieść je według Procesów Wyboru: najpierw najniższa Wartość Podatkowa).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="133"/>
        <source>Does the Bot have any Unrest on the map?</source>
        <extracomment>node stability_gain (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>Czy Bot ma jakiś Niepokój na mapie?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="140"/>
        <source>For each step of Stability gained, remove %n of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <extracomment>node stability_unrest (do); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>
            <numerusform>Za każdy otrzymany krok Stabilności usuń %n Niepokój Bota (najpierw najwyższa Wartość Podatkowa).</numerusform>
            <numerusform>Za każdy otrzymany krok Stabilności usuń %n Niepokoje Bota (najpierw najwyższa Wartość Podatkowa).</numerusform>
            <numerusform>Za każdy otrzymany krok Stabilności usuń %n Niepokojów Bota (najpierw najwyższa Wartość Podatkowa).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="147"/>
        <source>How many steps of Stability does the Event give?</source>
        <extracomment>node stability_steps (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>Ile kroków Stabilności daje Wydarzenie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="147"/>
        <source>1</source>
        <extracomment>answer &apos;s1&apos; of node stability_steps (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="147"/>
        <source>2</source>
        <extracomment>answer &apos;s2&apos; of node stability_steps (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="147"/>
        <source>3</source>
        <extracomment>answer &apos;s3&apos; of node stability_steps (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>3</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="155"/>
        <location filename="../rules/eupop/charts/event.yaml" line="163"/>
        <location filename="../rules/eupop/charts/event.yaml" line="171"/>
        <source>The Bot has no Unrest: it gains %n Bot Power ({per} per step).</source>
        <extracomment>node stability_power_1 (do); seed 000, General Event Rules (gaining Stability)</extracomment>
        <extracomment>node stability_power_2 (do); seed 000, General Event Rules (gaining Stability)</extracomment>
        <extracomment>node stability_power_3 (do); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>
            <numerusform>Bot nie ma Niepokoju: otrzymuje %n Punkt Bota ({per} za krok).</numerusform>
            <numerusform>Bot nie ma Niepokoju: otrzymuje %n Punkty Bota ({per} za krok).</numerusform>
            <numerusform>Bot nie ma Niepokoju: otrzymuje %n Punktów Bota ({per} za krok).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="179"/>
        <source>Pick the NPR with the highest Tax Income when the Bot gains the token, the lowest when it loses one.</source>
        <extracomment>node npr_token (do); seed 002, General Event Rules</extracomment>
        <translation>Wybierz NPR o najwyższym Dochodzie z Podatków, gdy Bot otrzymuje żeton, a o najniższym, gdy go straci.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="179"/>
        <source>The token icons are lost in both seeds.</source>
        <extracomment>note of node npr_token (do); seed 002, General Event Rules</extracomment>
        <translation>Ikony żetonów zaginęły w obu źródłach.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="186"/>
        <source>Is the Bot at War already?</source>
        <extracomment>node may_declare (check); seed 002, General Event Rules</extracomment>
        <translation>Czy Bot jest już w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="193"/>
        <source>Does the Bot have more Bot Power Available than Spent?</source>
        <extracomment>node may_declare_power (check); seed 002, General Event Rules</extracomment>
        <translation>Czy Bot ma więcej Dostępnych Punktów Bota niż Wydanych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="200"/>
        <source>The Bot does not Declare War (it only may when at Peace with more Available than Spent Bot Power).</source>
        <extracomment>node no_war (do); seed 002, General Event Rules</extracomment>
        <translation>Bot nie Wypowiada Wojny (może tylko w czasie Pokoju, mając więcej Dostępnych niż Wydanych Punktów Bota).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="206"/>
        <source>Can the Bot pay {n} Bot Power?</source>
        <extracomment>node recruit_power (check); seed 002, General Event Rules</extracomment>
        <translation>Czy Bot może zapłacić {n} Punkty Bota?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="214"/>
        <source>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</source>
        <extracomment>node recruit (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Zapłać %n Punkt Bota, aby zrekrutować do Armii każdą Jednostkę z Rezerwy Zasobów Ludzkich (Jednostki: {units}).</numerusform>
            <numerusform>Zapłać %n Punkty Bota, aby zrekrutować do Armii każdą Jednostkę z Rezerwy Zasobów Ludzkich (Jednostki: {units}).</numerusform>
            <numerusform>Zapłać %n Punktów Bota, aby zrekrutować do Armii każdą Jednostkę z Rezerwy Zasobów Ludzkich (Jednostki: {units}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="223"/>
        <source>Instead of Trading, the Bot gains %n Bot Power.</source>
        <extracomment>node trade (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Zamiast Handlu Bot otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Zamiast Handlu Bot otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Zamiast Handlu Bot otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="230"/>
        <source>Remove the Units to be Exhausted from the Bot&apos;s Army (correct the Army on the Bot Mat).</source>
        <extracomment>node exhaust (do); seed 002, General Event Rules</extracomment>
        <translation>Usuń z Armii Bota Jednostki do Wyczerpania (popraw Armię na Planszy Bota).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="234"/>
        <source>If the Bot can pay the cost, it pays and does it; otherwise it skips the effect.</source>
        <extracomment>node pay (do); seed 002, General Event Rules</extracomment>
        <translation>Jeśli Bot może zapłacić koszt, płaci i to robi; w przeciwnym razie pomija efekt.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="238"/>
        <source>Also change the Religion of the Bot&apos;s Capital Area and of one more of its Areas to the new State Religion (Choice Processes).</source>
        <extracomment>node religion (do); seed 002, General Event Rules</extracomment>
        <translation>Zmień też religię Obszaru Stołecznego Bota i jeszcze jednego z jego Obszarów na nową Religię Państwową (Procesy Wyboru).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="244"/>
        <source>Apply the effect as written, by Choice Processes; ignore what does not apply.</source>
        <extracomment>node other (do); seed 002, General Event Rules</extracomment>
        <translation>Zastosuj efekt tak, jak napisano, według Procesów Wyboru; pomiń to, co nie ma zastosowania.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="248"/>
        <source>Resolve the Secondary Effects. Attrition, Unrest/Rebellion, Power Struggle: as normal. Character Mortality, Disloyal Vassals: as normal, Bots unaffected. Pirates: auto-resolution. Lost at Sea: Bots unaffected, auto-resolution for humans. Cardinal Dies: auto-resolution, ignoring the Bot&apos;s own. Native Uprising: the Bot ignores it. DNPR Expansion: auto-resolution, skipping Areas where this Bot Owns Provinces. Spread of Religious Ideas or of the Revolution: auto-resolution, but spread the Bot&apos;s State Religion first, avoid Religious Dissent for the Bot, prefer removing it.</source>
        <extracomment>node secondary (do); seed 002, Secondary Effects</extracomment>
        <translation>Rozpatrz Efekty Drugorzędne. Wyczerpanie Wojną, Niepokój/Bunt, Konflikt o Władzę: jak zwykle. Śmiertelność postaci, Nielojalni Wasale: jak zwykle, Boty nietknięte. Piraci: auto-rozwiązanie. Zagubieni na morzu: Boty nietknięte, auto-rozwiązanie dla ludzi. Kardynał umiera: auto-rozwiązanie, z pominięciem własnych Kardynałów Bota. Powstanie tubylców: Bot je pomija. Ekspansja DNPR: auto-rozwiązanie, z pominięciem Obszarów, w których ten Bot jest Właścicielem Prowincji. Rozprzestrzenianie się Idei religijnych lub Rozprzestrzenianie się Rewolucji: auto-rozwiązanie, ale najpierw szerz Religię Państwową Bota, unikaj Niepokojów Religijnych dla Bota, preferuj ich usuwanie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="260"/>
        <source>End of the EVENT Action.</source>
        <extracomment>node end_event (end); seed 002, General Event Rules</extracomment>
        <translation>Koniec Akcji WYDARZENIE.</translation>
    </message>
</context>
<context>
    <name>eupop/explore</name>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="1"/>
        <source>EXPLORE Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja EKSPLORACJI</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="4"/>
        <source>The chart image is not in our sources; its footnotes are (Castile/Portugal and the discovery Event, adjacency and the rolled number of Territories, set-aside Trade Cards).</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego przypisy są (Kastylia/Portugalia i Wydarzenie odkrycia, sąsiedztwo i wyrzucony numer Terytoriów, odłożone Karty Handlu).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="8"/>
        <source>Is the Bot Castile or Portugal?</source>
        <extracomment>node iberia (check); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Czy Bot to Kastylia lub Portugalia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="18"/>
        <source>The Bot has no Realm profile. Is the Bot Castile or Portugal?</source>
        <extracomment>node ask_iberia (ask); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Bot nie ma profilu Królestwa. Czy Bot to Kastylia lub Portugalia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="25"/>
        <source>Are all three true: the Bot has not Researched QftNW, it has not picked an Event yet, and Christopher Columbus (Castile) or Casa da Índia (Portugal) is on display?</source>
        <extracomment>node discovery_event (ask); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Czy wszystkie trzy są prawdą: Bot nie Zbadał QftNW, nie wybrał jeszcze Wydarzenia, a Christopher Columbus (Kastylia) lub Casa da Índia (Portugalia) jest odkryte?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="34"/>
        <source>Pick that Event and take option A. Paying for this Action covers the cost of Researching QftNW: the Bot now has QftNW.</source>
        <extracomment>node take_event (do); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Wybierz to Wydarzenie i weź opcję A. Zapłata za tę Akcję pokrywa koszt Badania QftNW: Bot ma teraz QftNW.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="42"/>
        <source>Roll a die for the number of the Distant Territories to Explore.</source>
        <extracomment>node roll (roll); seed 002, Explore Action, footnote 2 (reconstructed)</extracomment>
        <translation>Rzuć kością, aby ustalić numer Odległych Terytoriów do Eksploracji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="54"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="63"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="72"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="81"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="90"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="99"/>
        <source>Is there a Distant Province or Territory numbered {n} next to a Bot Town or Ship?</source>
        <extracomment>node found_1 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_2 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_3 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_4 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_5 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_6 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <translation>Czy jest Odległa Prowincja lub Terytorium o numerze {n} obok Miasta lub Statku Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="108"/>
        <source>Nothing matches the roll: the Bot cannot Explore now.</source>
        <extracomment>node cannot (do); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11) (reconstructed)</extracomment>
        <translation>Nic nie pasuje do rzutu: Bot nie może teraz eksplorować.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="114"/>
        <source>Explore it as the main rules say (several: highest Tax Value, then alphabetical). Shuffle any set-aside Trade Cards with this Distant Continent&apos;s number into the Trade Deck.</source>
        <extracomment>node explore (do); seed 002, Explore Action, footnote 3</extracomment>
        <translation>Eksploruj je zgodnie z zasadami podstawowymi (kilka: najwyższa Wartość Podatkowa, potem alfabetycznie). Potasuj odłożone Karty Handlu z numerem tego Odległego Kontynentu z Talią Handlu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="121"/>
        <source>Did Exploring reveal a vacant Territory the Bot can Colonize now?</source>
        <extracomment>node vacant (ask); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11) (reconstructed)</extracomment>
        <translation>Czy Eksploracja ujawniła puste Terytorium, które Bot może teraz skolonizować?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="132"/>
        <source>End of the EXPLORE Action.</source>
        <extracomment>node end_action (end); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11)</extracomment>
        <translation>Koniec Akcji EKSPLORACJI.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="8"/>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <location filename="../rules/eupop/charts/main.yaml" line="143"/>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="9"/>
        <source>unknown</source>
        <extracomment>answer id shown as its label (no label in the chart): node iberia (check); seed 002, Explore Action, footnote 1</extracomment>
        <extracomment>answer id shown as its label (no label in the chart): node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer id shown as its label (no label in the chart): node has_war_action (check); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>answer id shown as its label (no label in the chart): node catholic (check); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>nieznane</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>economic</source>
        <extracomment>answer id shown as its label (no label in the chart): node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Ekonomia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>expansion</source>
        <extracomment>answer id shown as its label (no label in the chart): node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Ekspansja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>political</source>
        <extracomment>answer id shown as its label (no label in the chart): node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Polityka</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>war</source>
        <extracomment>answer id shown as its label (no label in the chart): node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Wojna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <location filename="../rules/eupop/charts/siege.yaml" line="35"/>
        <source>none</source>
        <extracomment>answer id shown as its label (no label in the chart): node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <extracomment>answer id shown as its label (no label in the chart): node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer id shown as its label (no label in the chart): node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <source>administrative</source>
        <extracomment>answer id shown as its label (no label in the chart): node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation>administracyjna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <source>diplomatic</source>
        <extracomment>answer id shown as its label (no label in the chart): node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation>dyplomatyczna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>military</source>
        <extracomment>answer id shown as its label (no label in the chart): node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>MILITARNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>event</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>WYDARZENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>diplomacy</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>DYPLOMACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>naval</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>MORSKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>papal_curia</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>KURIA PAPIESKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>explore</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>EKSPLORACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>spy</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>SZPIEGOWANIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>unrest</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>NIEPOKOJE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>convert</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>KONWERSJA RELIGIJNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>focus</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>SKUPIENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>idea</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>IDEA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>colonize</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>KOLONIZACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="35"/>
        <source>large</source>
        <extracomment>answer id shown as its label (no label in the chart): node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>duża</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="35"/>
        <source>single</source>
        <extracomment>answer id shown as its label (no label in the chart): node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>jedna</translation>
    </message>
</context>
<context>
    <name>eupop/focus</name>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="1"/>
        <source>FOCUS Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja SKUPIENIA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="4"/>
        <source>The chart image is not in our sources. The Bot Power spent on FOCUS goes to the Focus area of the card&apos;s Milestone type; with as much there as the difficulty asks, the Bot scores a Milestone. Cards used for FOCUS are set aside at the reshuffle.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach. Punkty Bota wydane na SKUPIENIE trafiają do obszaru Skupienia rodzaju Kamienia Milowego z karty; gdy jest ich tam tyle, ile wymaga poziom trudności, Bot zdobywa Kamień Milowy. Karty użyte do SKUPIENIA są odkładane przy przetasowaniu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>Which Focus area does the card name?</source>
        <extracomment>node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Który obszar Skupienia wskazuje karta?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Our card data names no Focus area for this card. Which Milestone type does the card show?</source>
        <extracomment>node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Nasze dane kart nie wskazują obszaru Skupienia dla tej karty. Jaki rodzaj Kamienia Milowego pokazuje karta?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Economic</source>
        <extracomment>answer &apos;economic&apos; of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Ekonomia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Expansion</source>
        <extracomment>answer &apos;expansion&apos; of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Ekspansja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Political</source>
        <extracomment>answer &apos;political&apos; of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Polityka</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>War</source>
        <extracomment>answer &apos;war&apos; of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Wojna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="28"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="29"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="30"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="31"/>
        <source>Focus area: {area}.</source>
        <extracomment>node pick_economic (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <extracomment>node pick_expansion (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <extracomment>node pick_political (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <extracomment>node pick_war (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Obszar Skupienia: {area}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="32"/>
        <source>Move the Bot Power paid for this card ({moved}) from Spent to the {area} Focus area. In that Focus area now: {in_focus}. Set the card aside.</source>
        <extracomment>node place (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Przenieś Punkty Bota zapłacone za tę kartę ({moved}) z Wydanych do obszaru Skupienia {area}. W tym obszarze Skupienia teraz: {in_focus}. Odłóż kartę.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="43"/>
        <source>Does this Focus area hold {threshold} or more Bot Power?</source>
        <extracomment>node enough (check); seed 002, Difficulty Level (Bot Power in Focus to score a Milestone)</extracomment>
        <translation>Czy ten obszar Skupienia ma {threshold} lub więcej Punktów Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="52"/>
        <source>Can the Bot score a Milestone of this type ({area}) now?</source>
        <extracomment>node milestone (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Czy Bot może teraz zdobyć Kamień Milowy tego rodzaju ({area})?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="60"/>
        <source>Score that Milestone for the Bot (several: by Choice Processes). Return the Bot Power in the Focus area ({returned}) to Supply.</source>
        <extracomment>node score (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Zdobądź ten Kamień Milowy dla Bota (kilka: według Procesów Wyboru). Odłóż Punkty Bota z obszaru Skupienia ({returned}) do Zasobów.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="68"/>
        <source>End of the FOCUS Action.</source>
        <extracomment>node end_action (end); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Koniec Akcji SKUPIENIA.</translation>
    </message>
</context>
<context>
    <name>eupop/idea</name>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="1"/>
        <source>IDEA Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja IDEI</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="4"/>
        <source>The chart image is not in our sources. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type, up to its last space, for the bonuses.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach. Boty Badają i oznaczają Idee jak zwykle, ale pomijają ich efekty; Plansza Bota liczy Idee każdego rodzaju, do ostatniego pola, dla premii.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="8"/>
        <source>Is there an Idea the Bot may Research under the main rules?</source>
        <extracomment>node can_research (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Czy jest Idea, którą Bot może Badać według zasad podstawowych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="15"/>
        <source>No Idea can be Researched: the Bot cannot take the IDEA Action.</source>
        <extracomment>node cannot (do); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Żadnej Idei nie można Zbadać: Bot nie może wykonać Akcji IDEI.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="21"/>
        <source>Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of which type is the Idea?</source>
        <extracomment>node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Badaj ją i oznacz jak zwykle (wybierz według Procesów Wyboru; zapłata za tę kartę to pokrywa). Jakiego rodzaju jest Idea?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="21"/>
        <source>Administrative</source>
        <extracomment>answer &apos;administrative&apos; of node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Administracyjne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="21"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; of node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Dyplomatyczne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="21"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; of node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Militarne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="31"/>
        <source>Move the Administrative Ideas chit on the Bot Mat. Administrative Ideas Researched: {count}.</source>
        <extracomment>node tag_adm (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Przesuń znacznik Idei Administracyjnych na Planszy Bota. Zbadane Idee Administracyjne: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="36"/>
        <source>Move the Diplomatic Ideas chit on the Bot Mat. Diplomatic Ideas Researched: {count}.</source>
        <extracomment>node tag_dip (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Przesuń znacznik Idei Dyplomatycznych na Planszy Bota. Zbadane Idee Dyplomatyczne: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="41"/>
        <source>Move the Military Ideas chit on the Bot Mat. Military Ideas Researched: {count}.</source>
        <extracomment>node tag_mil (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Przesuń znacznik Idei Militarnych na Planszy Bota. Zbadane Idee Militarne: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="46"/>
        <source>Was the Idea Quest for the New World?</source>
        <extracomment>node quest (ask); seed 002, Targeting Charts (Vacant Territories)</extracomment>
        <translation>Czy tą Ideą był „Quest for the New World”?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="53"/>
        <source>The Bot now has QftNW: it may Explore Distant Sea Zones and target vacant Territories.</source>
        <extracomment>node set_quest (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Bot ma teraz QftNW: może eksplorować Odległe Strefy Morskie i obierać za cel puste Terytoria.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="58"/>
        <source>End of the IDEA Action.</source>
        <extracomment>node end_action (end); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Koniec Akcji IDEI.</translation>
    </message>
</context>
<context>
    <name>eupop/income</name>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="1"/>
        <source>Phase 4: Income &amp; Upkeep</source>
        <extracomment>chart title</extracomment>
        <translation>Faza 4: Dochód i Utrzymanie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="5"/>
        <source>Refresh Bot Power: return the {spent} Spent Bot Power to the Supply.</source>
        <extracomment>node discard (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Odświeżenie Punktów Bota: odłóż Wydane Punkty Bota ({spent}) do Zasobów.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="11"/>
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}.</source>
        <extracomment>node gain (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota (Poziom Trudności). Dostępne: {available}.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota (Poziom Trudności). Dostępne: {available}.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota (Poziom Trudności). Dostępne: {available}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Does the Bot have {small} or more Small Towns in play, all {large} Large Towns in play, both, or neither?</source>
        <extracomment>node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Czy Bot ma w grze {small} lub więcej Małych Miast, wszystkie Duże Miasta ({large}), jedno i drugie, czy żadne?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Neither</source>
        <extracomment>answer &apos;neither&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Żadne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Only the Small Towns</source>
        <extracomment>answer &apos;small&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Tylko Małe Miasta</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Only the Large Towns</source>
        <extracomment>answer &apos;large&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Tylko Duże Miasta</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Both</source>
        <extracomment>answer &apos;both&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Jedno i drugie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="29"/>
        <location filename="../rules/eupop/charts/income.yaml" line="37"/>
        <source>Gain %n Bot Power for the Bot&apos;s Towns.</source>
        <extracomment>node towns_one (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <extracomment>node towns_two (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota za Miasta Bota.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota za Miasta Bota.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota za Miasta Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="45"/>
        <source>Does the Bot hold the +20 Income tile?</source>
        <extracomment>node tile (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Czy Bot ma kafelek Dochód +20?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="52"/>
        <source>Gain %n Bot Power for the +20 Income tile.</source>
        <extracomment>node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota za kafelek Dochód +20.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota za kafelek Dochód +20.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota za kafelek Dochód +20.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="52"/>
        <source>Both seeds say the tile gives the Bot &apos;an additional&apos; something in Phase 4; the icon is lost in our copies. We read it as 1 Bot Power.</source>
        <extracomment>note of node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>Oba źródła mówią, że kafelek daje Botowi „dodatkowo” coś w Fazie 4; ikona zaginęła w naszych kopiach. Odczytujemy to jako 1 Punkt Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="62"/>
        <source>Score Power Struggles and Crusades for the Bot as normal.</source>
        <extracomment>node struggles (do); seed 002, Income &amp; Upkeep Phase</extracomment>
        <translation>Zdobądź punkty za Konflikty o Władzę i Krucjaty dla Bota jak zwykle.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="66"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Czy Bot jest Cesarzem?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="73"/>
        <source>Roll for Imperial Authority as for an NPR Emperor (main rules, page {page}).</source>
        <extracomment>node authority (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Rzuć kością na Władzę Cesarską jak dla Cesarza NPR (zasady podstawowe, strona {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="79"/>
        <source>How much extra Monarch Power and Ducats does the current Imperial Authority level give? The Bot gains that much Bot Power.</source>
        <extracomment>node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Ile dodatkowych Punktów Władzy i Dukatów daje obecny poziom Władzy Cesarskiej? Bot otrzymuje tyle samo Punktów Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="79"/>
        <source>The app does not track Imperial Authority; the answer choices stop at 4 because the amount must be picked, not typed.</source>
        <extracomment>note of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Aplikacja nie śledzi Władzy Cesarskiej; odpowiedzi kończą się na 4, bo wartość trzeba wybrać, a nie wpisać.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="79"/>
        <source>0</source>
        <extracomment>answer &apos;e0&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>0</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="79"/>
        <source>1</source>
        <extracomment>answer &apos;e1&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="79"/>
        <source>2</source>
        <extracomment>answer &apos;e2&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="79"/>
        <source>3</source>
        <extracomment>answer &apos;e3&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="79"/>
        <source>4</source>
        <extracomment>answer &apos;e4&apos; of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>4</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="91"/>
        <location filename="../rules/eupop/charts/income.yaml" line="92"/>
        <location filename="../rules/eupop/charts/income.yaml" line="93"/>
        <location filename="../rules/eupop/charts/income.yaml" line="94"/>
        <source>Gain %n Bot Power as Bot Emperor.</source>
        <extracomment>node emperor_gain1 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <extracomment>node emperor_gain2 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <extracomment>node emperor_gain3 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <extracomment>node emperor_gain4 (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota jako Cesarz Bot.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota jako Cesarz Bot.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota jako Cesarz Bot.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="95"/>
        <source>If Imperial Authority is at +{level}, the Bot Emperor gains the extra reward printed in your booklet (the icon is lost in our sources).</source>
        <extracomment>node emperor_six (do); seed 000, Faza Dochodu i Utrzymania: Cesarz Bot (reconstructed)</extracomment>
        <translation>Jeśli Władza Cesarska wynosi +{level}, Cesarz Bot otrzymuje dodatkową nagrodę wydrukowaną w twojej broszurze (ikona zaginęła w naszych źródłach).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="102"/>
        <source>Is the Bot the Papal Controller?</source>
        <extracomment>node papal (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Czy Bot jest Kontrolerem Papieskim?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="109"/>
        <source>Gain %n Bot Power as Papal Controller.</source>
        <extracomment>node papal_gain (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota jako Kontroler Papieski.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota jako Kontroler Papieski.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota jako Kontroler Papieski.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="117"/>
        <source>Does the Bot have Uncontested Control of the Curia?</source>
        <extracomment>node uncontested (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Czy Bot ma Niekwestionowaną Kontrolę nad Kurią?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="124"/>
        <source>The Bot scores Prestige equal to the number of Catholic PRs minus one, at most {max}.</source>
        <extracomment>node curia_prestige (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Bot zdobywa Prestiż równy liczbie Katolickich PR minus jeden, najwyżej {max}.</translation>
    </message>
</context>
<context>
    <name>eupop/land_battle</name>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="1"/>
        <source>Land Battle Resolution</source>
        <extracomment>chart title</extracomment>
        <translation>Rozstrzygnięcie Bitwy Lądowej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="4"/>
        <source>The chart itself is not in our sources; the prose of &apos;Land Battles&apos; is. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <extracomment>chart note</extracomment>
        <translation>Samego diagramu nie ma w naszych źródłach; jest tekst „Bitwy Lądowe”. Punkty Bota za pierwszą wygraną Aktywnego Bota w Turze daje diagram wywołujący.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="8"/>
        <source>Whom does the Bot&apos;s Army fight?</source>
        <extracomment>node foe (ask); seed 002, Land Battles</extracomment>
        <translation>Z kim walczy Armia Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="8"/>
        <source>An Opponent (human or Bot)</source>
        <extracomment>answer &apos;opponent&apos; of node foe (ask); seed 002, Land Battles</extracomment>
        <translation>Z Przeciwnikiem (człowiekiem lub Botem)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="8"/>
        <source>An NPR or Rebels</source>
        <extracomment>answer &apos;npr&apos; of node foe (ask); seed 002, Land Battles</extracomment>
        <translation>Z NPR lub Buntownikami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="14"/>
        <source>Does the Bot fight beside another Realm?</source>
        <extracomment>node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Czy Bot walczy u boku innego Królestwa?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="14"/>
        <source>Beside an NPR</source>
        <extracomment>answer &apos;npr&apos; of node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>U boku NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="14"/>
        <source>Defending beside another Bot</source>
        <extracomment>answer &apos;bot&apos; of node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Broni się u boku innego Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="14"/>
        <source>Beside a human player</source>
        <extracomment>answer &apos;human&apos; of node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>U boku ludzkiego gracza</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="23"/>
        <source>The Bot rolls its Battle Dice as normal; assign Casualties as in &apos;Fighting Multiple Enemies&apos; (main rules, page {page}).</source>
        <extracomment>node with_npr (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Bot rzuca Kośćmi Bitewnymi jak zwykle; przydziel Straty jak w „Walce z wieloma Wrogami” (zasady podstawowe, strona {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="31"/>
        <source>The Bot with the biggest Army is the Main Defender; only its Military Ideas bonus counts.</source>
        <extracomment>node with_bot (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Bot z największą Armią jest Głównym Obrońcą; liczy się tylko jego premia z Idei Militarnych.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="37"/>
        <source>The human player is the Main Defender.</source>
        <extracomment>node with_human (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Ludzki gracz jest Głównym Obrońcą.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="42"/>
        <source>Follow the normal Battle Sequence (main rules, page {page}). Each Battle Round the Bot rolls %n Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</source>
        <extracomment>node dice (do); seed 002, Land Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Stosuj zwykłą sekwencję Bitwy (zasady podstawowe, strona {page}). W każdej Rundzie Bitwy Bot rzuca %n Kością Piechoty; wszystkie jego Jednostki liczą się jako Piechota. Bez kart Militarnych, bez Generałów, a Bot nigdy się nie wycofuje. Położone Jednostki ani nie trafiają, ani nie stają się Stratami.</numerusform>
            <numerusform>Stosuj zwykłą sekwencję Bitwy (zasady podstawowe, strona {page}). W każdej Rundzie Bitwy Bot rzuca %n Kośćmi Piechoty; wszystkie jego Jednostki liczą się jako Piechota. Bez kart Militarnych, bez Generałów, a Bot nigdy się nie wycofuje. Położone Jednostki ani nie trafiają, ani nie stają się Stratami.</numerusform>
            <numerusform>Stosuj zwykłą sekwencję Bitwy (zasady podstawowe, strona {page}). W każdej Rundzie Bitwy Bot rzuca %n Kośćmi Piechoty; wszystkie jego Jednostki liczą się jako Piechota. Bez kart Militarnych, bez Generałów, a Bot nigdy się nie wycofuje. Położone Jednostki ani nie trafiają, ani nie stają się Stratami.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="52"/>
        <source>Remove the Bot&apos;s Casualties from its Army on the Bot Mat. Standing now: {standing}.</source>
        <extracomment>node casualties (do); seed 002, Land Battles (reconstructed)</extracomment>
        <translation>Usuń Straty Bota z jego Armii na Planszy Bota. Stoi teraz: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="58"/>
        <source>Roll one Infantry Die per NPR or Rebel Unit present. Each hit result counts as one Casualty for the Bot&apos;s Army. Standing at the start: {strength}.</source>
        <extracomment>node npr_start (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Rzuć jedną Kością Piechoty za każdą obecną Jednostkę NPR lub Buntowników. Każdy wynik trafienia to jedna Strata dla Armii Bota. Stojące na początku: {strength}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="58"/>
        <source>The hit symbols on the die are lost in both seeds&apos; text.</source>
        <extracomment>note of node npr_start (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Symbole trafień na kości zaginęły w tekście obu źródeł.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="67"/>
        <source>Do the hits eliminate every standing Unit of the Bot&apos;s Army ({strength})?</source>
        <extracomment>node npr_left (ask); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Czy trafienia eliminują każdą stojącą Jednostkę Armii Bota ({strength})?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="75"/>
        <source>The Army loses its %n standing Units.</source>
        <extracomment>node npr_wiped (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>
            <numerusform>Armia straci swoją %n stojącą Jednostkę.</numerusform>
            <numerusform>Armia straci swoje %n stojące Jednostki.</numerusform>
            <numerusform>Armia straci swoich %n stojących Jednostek.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="83"/>
        <source>Remove the Casualties from the Army on the Bot Mat; some Units remain.</source>
        <extracomment>node npr_casualties (do); seed 002, Land Battles (reconstructed)</extracomment>
        <translation>Usuń Straty z Armii na Planszy Bota; część Jednostek zostaje.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="88"/>
        <source>The Bot wins the Battle. Remove the NPR or Rebel Units.</source>
        <extracomment>node npr_won (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Bot wygrywa Bitwę. Usuń Jednostki NPR lub Buntowników.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="93"/>
        <source>The Bot has no Units left and loses the Battle. Were its Enemies Rebels?</source>
        <extracomment>node npr_lost (ask); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Botowi nie zostały żadne Jednostki i przegrywa Bitwę. Czy jego Wrogami byli Buntownicy?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="100"/>
        <source>Remove tokens equal to half the Army&apos;s starting strength: half of {strength} is {half} (the token&apos;s icon is lost in both seeds; the rounding is not printed).</source>
        <extracomment>node rebels_won (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Usuń żetony w liczbie połowy początkowej siły Armii: połowa z {strength} to {half} (ikona żetonu zaginęła w obu źródłach; zaokrąglenie nie jest wydrukowane).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="108"/>
        <source>End of the Land Battle.</source>
        <extracomment>node end_battle (end); seed 002, Land Battles</extracomment>
        <translation>Koniec Bitwy Lądowej.</translation>
    </message>
</context>
<context>
    <name>eupop/main</name>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="1"/>
        <source>Main Turn Structure</source>
        <extracomment>chart title</extracomment>
        <translation>Struktura Tury Głównej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="4"/>
        <source>The chart image is not in our sources. The order (DEFEND, SIEGE, COLONIZE, then a Bot Card) follows the booklet&apos;s description; the footnotes on being attacked and on paying a card come from the Polish booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach. Kolejność (OBRONA, OBLĘŻENIE, KOLONIZACJA, potem Karta Bota) idzie za opisem w broszurze; przypisy o byciu atakowanym i o płaceniu za kartę pochodzą z polskiej broszury.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="9"/>
        <source>Is the Bot attacked? It is when Enemy Units or Rebels stand in any Area with the Bot&apos;s Towns, or when Enemies or Rebels Occupy any of its Provinces.</source>
        <extracomment>node attacked (ask); seed 000, Main Turn Structure, footnote 4</extracomment>
        <translation>Czy Bot jest atakowany? Jest, gdy Jednostki Wroga lub Buntownicy stoją w dowolnym Obszarze z Miastami Bota albo gdy Wrogowie lub Buntownicy Okupują którąś z jego Prowincji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="22"/>
        <source>Is the Bot&apos;s Army on the map in an Area where it can Siege Provinces? (Island Provinces need a Bot Ship in an adjacent Sea Zone; a Bot with no Small Towns left does not Siege.)</source>
        <extracomment>node can_siege (ask); seed 002, Siege Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation>Czy Armia Bota jest na mapie w Obszarze, gdzie może Oblegać Prowincje? (Prowincje wyspowe wymagają Statku Bota w sąsiedniej Strefie Morskiej; Bot bez Małych Miast nie oblega.)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="35"/>
        <source>Can the Bot Colonize a Territory now (a Colonist and a Colonial Claim on a vacant Territory, as the main rules require)? A Bot with no Small Towns left does not Colonize.</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation>Czy Bot może teraz skolonizować Terytorium (Kolonista i Roszczenie Kolonialne na pustym Terytorium, jak wymagają zasady podstawowe)? Bot bez Małych Miast nie kolonizuje.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="48"/>
        <source>Does the Bot have any Bot Power Available?</source>
        <extracomment>node has_power (check); seed 000, Main Turn Structure, footnote 5 (reconstructed)</extracomment>
        <translation>Czy Bot ma jakiekolwiek Dostępne Punkty Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="57"/>
        <source>Is there a card left in the Bot Deck?</source>
        <extracomment>node has_cards (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Czy w Talii Bota została karta?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="66"/>
        <source>Has the Bot taken an Event this Round? A Bot takes an Event before it Passes.</source>
        <extracomment>node event_taken (ask); seed 002, Sequence of Play: Event Resolution, Passing (reconstructed)</extracomment>
        <translation>Czy Bot wziął w tej Rundzie Wydarzenie? Bot bierze Wydarzenie, zanim spasuje.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="81"/>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost in Bot Power: {cost} (with less Available, pay what is left and still act).</source>
        <extracomment>node draw (do); seed 000, Main Turn Structure, footnote 5</extracomment>
        <translation>Dobierz wierzchnią Kartę Bota: karta {card}, {actions}. Zapłać jej koszt w Punktach Bota: {cost} (mając mniej Dostępnych, zapłać resztę i i tak działaj).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <source>Does the card show an Action-card discard icon?</source>
        <extracomment>node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation>Czy karta pokazuje ikonę odrzucenia Karty Akcji?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="103"/>
        <source>Discard the top card of the Administrative Action deck.</source>
        <extracomment>node discard_admin (do); seed 002, Bot Cards</extracomment>
        <translation>Odrzuć wierzchnią kartę z Administracyjnej talii Akcji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="108"/>
        <source>Discard the top card of the Diplomatic Action deck.</source>
        <extracomment>node discard_dip (do); seed 002, Bot Cards</extracomment>
        <translation>Odrzuć wierzchnią kartę z Dyplomatycznej talii Akcji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="113"/>
        <source>Discard the top card of the Military Action deck.</source>
        <extracomment>node discard_mil (do); seed 002, Bot Cards</extracomment>
        <translation>Odrzuć wierzchnią kartę z Militarnej talii Akcji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="118"/>
        <source>Our sources do not say whether this card shows a discard icon. Look at the card: if it shows one, discard the top card of that Action deck.</source>
        <extracomment>node discard_unknown (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Nasze źródła nie mówią, czy ta karta pokazuje ikonę odrzucenia. Spójrz na kartę: jeśli ją pokazuje, odrzuć wierzchnią kartę z tej talii Akcji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Czy Bot jest w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="134"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If every Enemy is fully Occupied, the Bot counts as not at War for this choice.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation>Czy jakieś Królestwo w Stanie Wojny z Botem jest jeszcze Właścicielem Prowincji, która nie jest Okupowana? Jeśli każdy Wróg jest w pełni Okupowany, przy tym wyborze Bot liczy się jako niebędący w Stanie Wojny.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="143"/>
        <source>Does the card show a War Action?</source>
        <extracomment>node has_war_action (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Czy karta pokazuje Akcję Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Our sources do not say whether this card has a War Action. What does the card show?</source>
        <extracomment>node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Nasze źródła nie mówią, czy ta karta ma Akcję Wojny. Co pokazuje karta?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>No War Action</source>
        <extracomment>answer &apos;no&apos; of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Brak Akcji Wojny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>MILITARY</source>
        <extracomment>answer &apos;military&apos; of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>MILITARNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>NAVAL</source>
        <extracomment>answer &apos;naval&apos; of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>MORSKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>SPY</source>
        <extracomment>answer &apos;spy&apos; of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>SZPIEGOWANIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="161"/>
        <location filename="../rules/eupop/charts/main.yaml" line="167"/>
        <location filename="../rules/eupop/charts/main.yaml" line="173"/>
        <location filename="../rules/eupop/charts/main.yaml" line="179"/>
        <source>The Bot is at War: it takes the card&apos;s War Action, {action}, instead of the top action.</source>
        <extracomment>node use_war_military (do); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>node use_war_naval (do); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>node use_war_spy (do); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>node use_war (do); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Bot jest w Stanie Wojny: zamiast górnej akcji wykonuje Akcję Wojny z karty: {action}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>Which Action does the card lead to now?</source>
        <extracomment>node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>Do której Akcji prowadzi teraz karta?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="217"/>
        <source>This card&apos;s action is not known. Resolve the card as printed, then end the Turn.</source>
        <extracomment>node no_action (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Akcja tej karty nie jest znana. Rozpatrz kartę tak, jak jest wydrukowana, potem zakończ Turę.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="223"/>
        <source>Could the action not be done, with a next action on the card?</source>
        <extracomment>node after_action (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Czy nie dało się wykonać akcji, a na karcie jest następna akcja?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="232"/>
        <source>The top action cannot be done: the Bot takes the card&apos;s next action, {action}.</source>
        <extracomment>node use_next (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Górnej akcji nie da się wykonać: Bot wykonuje następną akcję z karty: {action}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="239"/>
        <source>End of the Bot&apos;s Turn.</source>
        <extracomment>node end_turn (end); seed 002, Main Turn Structure</extracomment>
        <translation>Koniec Tury Bota.</translation>
    </message>
</context>
<context>
    <name>eupop/military</name>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="1"/>
        <source>MILITARY Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja MILITARNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="4"/>
        <source>The chart image is not in our sources; its footnotes are (DoW restrictions, Realm&apos;s strength, Units per recruit, MAC). The steps rest on Bot Warfare, Army Movement, MAC and the Targeting Charts. An Event&apos;s Declare War Action starts at &apos;declare_war&apos;.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego przypisy są (ograniczenia DoW, Siła Królestwa, Jednostki na rekrutację, MAC). Kroki opierają się na Działaniach Wojennych Botów, Ruchu Armii, MAC i Diagramach Celów. Akcja Wypowiedzenia Wojny z Wydarzenia zaczyna się w &apos;declare_war&apos;.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="9"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Czy Bot jest w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="17"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If not, the Bot counts as not at War here.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation>Czy jakieś Królestwo w Stanie Wojny z Botem jest jeszcze Właścicielem Prowincji, która nie jest Okupowana? Jeśli nie, Bot liczy się tu jako niebędący w Stanie Wojny.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="26"/>
        <source>The Army marches on an Enemy: an Opponent at War with the Bot first; between several, use Opponent Selection (a die roll between highest Prestige and highest Tax Income).</source>
        <extracomment>node enemy (do); seed 002, Choice Processes: Opponent Selection (reconstructed)</extracomment>
        <translation>Armia rusza na Wroga: najpierw na Przeciwnika w Stanie Wojny z Botem; gdy jest ich kilku, użyj Wyboru Przeciwnika (rzut kością między najwyższym Prestiżem a najwyższym Dochodem z Podatków).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="40"/>
        <source>Did the Military Targeting Chart give a valid target?</source>
        <extracomment>node target_found (check); seed 002, Targeting Charts</extracomment>
        <translation>Czy Diagram Celów Militarnych dał legalny cel?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="48"/>
        <source>The Bot finds no target: it cannot take the MILITARY Action.</source>
        <extracomment>node cannot (do); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Bot nie znajduje celu: nie może wykonać Akcji MILITARNEJ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page {page}). Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <extracomment>node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs</extracomment>
        <translation>Wypowiedz Wojnę celowi (sprawdź ograniczenia DoW z zasad podstawowych, strona {page}). Rozstrzygnij wywołane tym Bitwy alfabetycznie, najpierw Strefy Morskie, potem Obszary.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Footnote: the Bot must remove one fewer token if it has a Claim on the target Realm (the token&apos;s icon is lost in both seeds).</source>
        <extracomment>note of node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs</extracomment>
        <translation>Przypis: Bot usuwa o jeden żeton mniej, jeśli ma Roszczenie wobec docelowego Królestwa (ikona żetonu zaginęła w obu źródłach).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="66"/>
        <source>Is the Army smaller than the Enemy&apos;s strength? An NPR&apos;s strength is its Tax Income; a PR&apos;s is its Deployed Units plus Available Manpower.</source>
        <extracomment>node strength (ask); seed 002, Military Action, footnote (Realm&apos;s strength) (reconstructed)</extracomment>
        <translation>Czy Armia jest mniejsza niż siła Wroga? Siła NPR to jego Dochód z Podatków; siła PR to jego Rozmieszczone Jednostki plus Dostępne Zasoby Ludzkie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="76"/>
        <source>Does the Bot have {n} or more Bot Power Available?</source>
        <extracomment>node can_pay (check); seed 002, Military Action, footnote (Units per recruit)</extracomment>
        <translation>Czy Bot ma {n} lub więcej Dostępnych Punktów Bota?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="85"/>
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <extracomment>node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units</extracomment>
        <translation>
            <numerusform>Wydaj %n Punkt Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
            <numerusform>Wydaj %n Punkty Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
            <numerusform>Wydaj %n Punktów Bota, aby zrekrutować do Armii: {recruits} (tyle, ile ma Rezerwa Zasobów Ludzkich).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="85"/>
        <source>The footnote gives the Units recruited per Bot Power spent, with no number before the Bot Power icon (the DEFEND footnote prints one: per two Bot Power). We read it as one Bot Power per recruit, as on a DoW on a Bot.</source>
        <extracomment>note of node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units</extracomment>
        <translation>Przypis podaje Jednostki rekrutowane za wydane Punkty Bota, bez liczby przed ikoną Punktów Bota (przypis OBRONY ją drukuje: za dwa Punkty Bota). Odczytujemy to jako jeden Punkt Bota za rekrutację, jak przy DoW na Bota.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="85"/>
        <source>%n Units</source>
        <extracomment>part of the text of node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units</extracomment>
        <translation>
            <numerusform>%n Jednostkę</numerusform>
            <numerusform>%n Jednostki</numerusform>
            <numerusform>%n Jednostek</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="101"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node on_map (ask); seed 002, Army Movement</extracomment>
        <translation>Czy Armia Bota jest na mapie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="108"/>
        <source>Place the Army in one of the Bot&apos;s Areas on the map, one from which it can reach the Enemy (several: highest Tax Value, then alphabetical).</source>
        <extracomment>node place (do); seed 002, Army Movement; Choice Processes (reconstructed)</extracomment>
        <translation>Umieść Armię w jednym z Obszarów Bota na mapie, z którego może dotrzeć do Wroga (kilka: najwyższa Wartość Podatkowa, potem alfabetycznie).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="116"/>
        <source>Check MAC in the Army&apos;s Area.</source>
        <extracomment>node mac (call); seed 002, Army Movement; MAC</extracomment>
        <translation>Sprawdź MAC w Obszarze Armii.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="117"/>
        <source>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <extracomment>node move (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Przesuń Armię o maksymalnie tyle Obszarów w stronę Wroga: {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa %n Wpływ z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</numerusform>
            <numerusform>Przesuń Armię o maksymalnie tyle Obszarów w stronę Wroga: {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa %n Wpływy z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</numerusform>
            <numerusform>Przesuń Armię o maksymalnie tyle Obszarów w stronę Wroga: {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa %n Wpływów z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="127"/>
        <source>Did the Army cross a Naval Bridge?</source>
        <extracomment>node bridge (ask); seed 002, Movement reach</extracomment>
        <translation>Czy Armia przekroczyła Most Morski?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="134"/>
        <source>Only %n Units cross a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node bridge_cap (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Most Morski przekracza tylko %n Jednostka: resztę połóż. Stojące: {standing}. Położone: {laid_down}.</numerusform>
            <numerusform>Most Morski przekraczają tylko %n Jednostki: resztę połóż. Stojące: {standing}. Położone: {laid_down}.</numerusform>
            <numerusform>Most Morski przekracza tylko %n Jednostek: resztę połóż. Stojące: {standing}. Położone: {laid_down}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="142"/>
        <source>Did the Army meet Enemy Units (a Land Battle)?</source>
        <extracomment>node battle_q (ask); seed 002, Land Battles</extracomment>
        <translation>Czy Armia napotkała Jednostki Wroga (Bitwa Lądowa)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation>Jak Bitwa Lądowa zakończyła się dla Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>Won, its first Battle win this Turn</source>
        <extracomment>answer &apos;won_first&apos; of node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation>Wygrana, pierwsza wygrana Bitwa w tej Turze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>Won, not its first win this Turn</source>
        <extracomment>answer &apos;won&apos; of node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation>Wygrana, nie pierwsza w tej Turze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; of node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation>Przegrana</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="158"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node battle_gain (do); seed 002, Land Battles</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="166"/>
        <source>Can the Army Siege Provinces in the Area where it stands?</source>
        <extracomment>node siege_q (ask); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Czy Armia może Oblegać Prowincje w Obszarze, w którym stoi?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="177"/>
        <source>End of the MILITARY Action.</source>
        <extracomment>node end_action (end); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15)</extracomment>
        <translation>Koniec Akcji MILITARNEJ.</translation>
    </message>
</context>
<context>
    <name>eupop/naval</name>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="1"/>
        <source>NAVAL Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja MORSKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="4"/>
        <source>The chart image is not in our sources; the Polish booklet keeps its footnotes: ignore Distant Sea Zones without QftNW; less Bot Power for each Pirate in the Trade Node; without human Missions, Bots get no token in one step (its icon is lost).</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach; polska broszura zachowuje jego przypisy: bez QftNW pomijaj Odległe Strefy Morskie; mniej Punktów Bota za każdego Pirata w Węźle Handlowym; bez ludzkich Misji Boty nie dostają żetonu w jednym kroku (jego ikona zaginęła).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="9"/>
        <source>Has the Bot Researched Quest for the New World?</source>
        <extracomment>node quest (check); seed 000, Naval Action, footnote 1</extracomment>
        <translation>Czy Bot Zbadał „Quest for the New World”?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="17"/>
        <source>Is there a Sea Zone without a Bot Ship next to one of the Bot&apos;s Ships or Ports?</source>
        <extracomment>node ship_any (ask); seed 002, Ship Placement</extracomment>
        <translation>Czy jest Strefa Morska bez Statku Bota obok jednego ze Statków lub Portów Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="24"/>
        <source>Is there a Sea Zone without a Bot Ship next to one of the Bot&apos;s Ships or Ports? Ignore Distant Sea Zones.</source>
        <extracomment>node ship_main (ask); seed 000, Naval Action, footnote 1; Ship Placement</extracomment>
        <translation>Czy jest Strefa Morska bez Statku Bota obok jednego ze Statków lub Portów Bota? Pomiń Odległe Strefy Morskie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="33"/>
        <source>Place one Ship there (several: highest Tax Value of the coast, then alphabetical). Bot Ships never take Trade Protection Slots.</source>
        <extracomment>node place_ship (do); seed 002, Ship Placement; Choice Processes (reconstructed)</extracomment>
        <translation>Umieść tam jeden Statek (kilka: najwyższa Wartość Podatkowa wybrzeża, potem alfabetycznie). Statki Bota nigdy nie zajmują pól Ochrony Handlu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="41"/>
        <source>Is it a Hostile Sea Zone (a Naval Battle)?</source>
        <extracomment>node hostile (ask); seed 002, Ship Placement</extracomment>
        <translation>Czy to Wroga Strefa Morska (Bitwa Morska)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="49"/>
        <source>How did the Naval Battle end for the Bot?</source>
        <extracomment>node battle_result (ask); seed 002, Naval Battles</extracomment>
        <translation>Jak Bitwa Morska zakończyła się dla Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="49"/>
        <source>Won, its first Battle win this Turn</source>
        <extracomment>answer &apos;won_first&apos; of node battle_result (ask); seed 002, Naval Battles</extracomment>
        <translation>Wygrana, pierwsza wygrana Bitwa w tej Turze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="49"/>
        <source>Won, not its first win this Turn</source>
        <extracomment>answer &apos;won&apos; of node battle_result (ask); seed 002, Naval Battles</extracomment>
        <translation>Wygrana, nie pierwsza w tej Turze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="49"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; of node battle_result (ask); seed 002, Naval Battles</extracomment>
        <translation>Przegrana</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval.yaml" line="57"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node battle_gain (do); seed 002, Naval Battles</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="65"/>
        <source>Trade: move the Bot&apos;s Merchant to the Trade Node your NAVAL chart picks (our sources do not keep that choice). The Merchant is never exhausted.</source>
        <extracomment>node trade (do); seed 002, Bots Trading (reconstructed)</extracomment>
        <translation>Handel: przesuń Kupca Bota do Węzła Handlowego wskazanego przez twój diagram MORSKA (nasze źródła nie zachowują tego wyboru). Kupiec nigdy nie jest wyczerpany.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="73"/>
        <source>How much Bot Power does that Trade give the Bot by your NAVAL chart, after {n} less per Pirate in the Node?</source>
        <extracomment>node income (ask); seed 000, Naval Action, footnote 2 (reconstructed)</extracomment>
        <translation>Ile Punktów Bota daje Botowi ten Handel według twojego diagramu MORSKA, po odjęciu {n} za każdego Pirata w Węźle?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="73"/>
        <source>0</source>
        <extracomment>answer &apos;p0&apos; of node income (ask); seed 000, Naval Action, footnote 2 (reconstructed)</extracomment>
        <translation>0</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="73"/>
        <source>1</source>
        <extracomment>answer &apos;p1&apos; of node income (ask); seed 000, Naval Action, footnote 2 (reconstructed)</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="73"/>
        <source>2</source>
        <extracomment>answer &apos;p2&apos; of node income (ask); seed 000, Naval Action, footnote 2 (reconstructed)</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="73"/>
        <source>3</source>
        <extracomment>answer &apos;p3&apos; of node income (ask); seed 000, Naval Action, footnote 2 (reconstructed)</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="73"/>
        <source>4</source>
        <extracomment>answer &apos;p4&apos; of node income (ask); seed 000, Naval Action, footnote 2 (reconstructed)</extracomment>
        <translation>4</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval.yaml" line="87"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="94"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="101"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="108"/>
        <source>The Bot gains %n Bot Power from Trade.</source>
        <extracomment>node income_1 (do); seed 002, Naval Action (Bot Cards 09, 10; War Action 11)</extracomment>
        <extracomment>node income_2 (do); seed 002, Naval Action (Bot Cards 09, 10; War Action 11)</extracomment>
        <extracomment>node income_3 (do); seed 002, Naval Action (Bot Cards 09, 10; War Action 11)</extracomment>
        <extracomment>node income_4 (do); seed 002, Naval Action (Bot Cards 09, 10; War Action 11)</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota z Handlu.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota z Handlu.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota z Handlu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="115"/>
        <source>Other Bots eligible for Trade Income in that Node collect it passively, as the NAVAL chart says; give it on their Bot Mats.</source>
        <extracomment>node passive (do); seed 002, Bots Trading</extracomment>
        <translation>Inne Boty uprawnione do Dochodu z Handlu w tym Węźle pobierają go biernie, jak mówi diagram MORSKA; zapisz go na ich Planszach Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="122"/>
        <source>End of the NAVAL Action.</source>
        <extracomment>node end_action (end); seed 002, Naval Action (Bot Cards 09, 10; War Action 11)</extracomment>
        <translation>Koniec Akcji MORSKIEJ.</translation>
    </message>
</context>
<context>
    <name>eupop/naval_battle</name>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="1"/>
        <source>Naval Battle Resolution</source>
        <extracomment>chart title</extracomment>
        <translation>Rozstrzygnięcie Bitwy Morskiej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="4"/>
        <source>The chart itself is not in our sources; the prose of &apos;Naval Battles&apos; is. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <extracomment>chart note</extracomment>
        <translation>Samego diagramu nie ma w naszych źródłach; jest tekst „Bitwy Morskie”. Punkty Bota za pierwszą wygraną Aktywnego Bota w Turze daje diagram wywołujący.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="8"/>
        <source>Whom does the Bot&apos;s Ship fight?</source>
        <extracomment>node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>Z kim walczy Statek Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="8"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="47"/>
        <source>A human Opponent</source>
        <extracomment>answer &apos;human&apos; of node foe (ask); seed 002, Naval Battles</extracomment>
        <extracomment>answer &apos;human&apos; of node versus (ask); seed 002, Naval Battles</extracomment>
        <translation>Z ludzkim Przeciwnikiem</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="8"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="47"/>
        <source>Another Bot</source>
        <extracomment>answer &apos;bot&apos; of node foe (ask); seed 002, Naval Battles</extracomment>
        <extracomment>answer &apos;bot&apos; of node versus (ask); seed 002, Naval Battles</extracomment>
        <translation>Z innym Botem</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="8"/>
        <source>An NPR</source>
        <extracomment>answer &apos;npr&apos; of node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>Z NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="15"/>
        <source>Does the Bot fight beside another Realm&apos;s Ships?</source>
        <extracomment>node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Czy Bot walczy u boku Statków innego Królestwa?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="15"/>
        <source>Beside NPR Ships</source>
        <extracomment>answer &apos;npr&apos; of node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>U boku Statków NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="15"/>
        <source>Beside another PR</source>
        <extracomment>answer &apos;pr&apos; of node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>U boku innego PR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="23"/>
        <source>Every second NPR Ship on the Bot&apos;s side counts as one more hit result.</source>
        <extracomment>node with_npr (do); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Co drugi Statek NPR po stronie Bota liczy się jako jeden dodatkowy wynik trafienia.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="28"/>
        <source>The Main Defender is chosen as in a Land Battle and counts as if %n NPR Ships fought on its side. If their side loses, remove the Bots&apos; Ships.</source>
        <extracomment>node with_pr (do); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>
            <numerusform>Głównego Obrońcę wybiera się jak w Bitwie Lądowej i liczy się tak, jakby po jego stronie walczył %n Statek NPR. Jeśli ich strona przegra, usuń Statki Botów.</numerusform>
            <numerusform>Głównego Obrońcę wybiera się jak w Bitwie Lądowej i liczy się tak, jakby po jego stronie walczyły %n Statki NPR. Jeśli ich strona przegra, usuń Statki Botów.</numerusform>
            <numerusform>Głównego Obrońcę wybiera się jak w Bitwie Lądowej i liczy się tak, jakby po jego stronie walczyło %n Statków NPR. Jeśli ich strona przegra, usuń Statki Botów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="37"/>
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <extracomment>node dice (do); seed 002, Naval Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kością Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli człowiek ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports} jego Portów przy tej Strefie Morskiej i {hit} za każdy wynik trafienia.</numerusform>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kośćmi Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli człowiek ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports} jego Portów przy tej Strefie Morskiej i {hit} za każdy wynik trafienia.</numerusform>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kośćmi Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli człowiek ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports} jego Portów przy tej Strefie Morskiej i {hit} za każdy wynik trafienia.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="47"/>
        <source>Against whom is the result judged?</source>
        <extracomment>node versus (ask); seed 002, Naval Battles</extracomment>
        <translation>Wobec kogo ocenia się wynik?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="53"/>
        <source>Are all of the human Enemy&apos;s Ships sunk?</source>
        <extracomment>node human_sunk (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Czy wszystkie Statki ludzkiego Wroga zostały zatopione?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="60"/>
        <source>The Bot loses: remove its Ship. If the human has an Admiral or used a Battle Action, they capture a Light Ship.</source>
        <extracomment>node human_lost (do); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Bot przegrywa: usuń jego Statek. Jeśli człowiek ma Admirała lub użył Akcji Bitewnej, zdobywa Lekki Statek.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="67"/>
        <source>Which Bot scored more hits? (On a tie, both roll again.)</source>
        <extracomment>node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Który Bot zdobył więcej trafień? (Przy remisie obaj rzucają ponownie.)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="67"/>
        <source>This Bot</source>
        <extracomment>answer &apos;this&apos; of node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Ten Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="67"/>
        <source>The other Bot</source>
        <extracomment>answer &apos;other&apos; of node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Drugi Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="67"/>
        <source>A tie</source>
        <extracomment>answer &apos;tie&apos; of node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="75"/>
        <source>Roll one Artillery Die per NPR Ship. If the hit results are at least {n} plus the Bot&apos;s adjacent Ports, the Bot loses.</source>
        <extracomment>node npr_dice (do); seed 002, Naval Battles vs. NPRs</extracomment>
        <translation>Rzuć jedną Kością Artylerii za każdy Statek NPR. Jeśli wyników trafienia jest co najmniej {n} plus liczba sąsiednich Portów Bota, Bot przegrywa.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="83"/>
        <source>Are the hit results at least {n} plus the Bot&apos;s adjacent Ports?</source>
        <extracomment>node npr_result (ask); seed 002, Naval Battles vs. NPRs</extracomment>
        <translation>Czy wyników trafienia jest co najmniej {n} plus liczba sąsiednich Portów Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="91"/>
        <source>The Bot wins: its Ship stays on the map.</source>
        <extracomment>node won (do); seed 002, Naval Battles</extracomment>
        <translation>Bot wygrywa: jego Statek zostaje na mapie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="95"/>
        <source>The Bot loses: remove its Ship.</source>
        <extracomment>node lost (do); seed 002, Naval Battles</extracomment>
        <translation>Bot przegrywa: usuń jego Statek.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="99"/>
        <source>End of the Naval Battle.</source>
        <extracomment>node end_battle (end); seed 002, Naval Battles</extracomment>
        <translation>Koniec Bitwy Morskiej.</translation>
    </message>
</context>
<context>
    <name>eupop/papal_curia</name>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="1"/>
        <source>PAPAL CURIA Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja KURII PAPIESKIEJ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="5"/>
        <source>The chart image is not in our sources. Only Catholic Realms take part in the Curia (main rules); the MILITARY chart lists PAPAL as a way into it.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach. W Kurii biorą udział tylko Katolickie Królestwa (zasady podstawowe); diagram MILITARNA wymienia PAPIESKĄ jako drogę do niego.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="9"/>
        <source>Is the Bot&apos;s State Religion Catholic?</source>
        <extracomment>node catholic (check); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Czy Religia Państwowa Bota jest Katolicka?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="18"/>
        <source>The Bot Mat shows no State Religion. Is the Bot&apos;s State Religion Catholic?</source>
        <extracomment>node ask_catholic (ask); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Plansza Bota nie pokazuje Religii Państwowej. Czy Religia Państwowa Bota jest Katolicka?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="24"/>
        <source>The Bot is not Catholic: it cannot take the PAPAL CURIA Action.</source>
        <extracomment>node cannot (do); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Bot nie jest Katolicki: nie może wykonać Akcji KURII PAPIESKIEJ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="29"/>
        <source>Take the main rules&apos; Papal Curia Action for the Bot, choosing by Choice Processes; the booklet&apos;s own steps are not in our sources.</source>
        <extracomment>node curia (do); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Wykonaj dla Bota akcję Kurii Papieskiej z zasad podstawowych, wybierając według Procesów Wyboru; własnych kroków broszury nie ma w naszych źródłach.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="36"/>
        <source>Does the Curia Action let the Bot Declare War (e.g. a Crusade)?</source>
        <extracomment>node war (ask); seed 002, Military Action (from PAPAL and SPY Actions)</extracomment>
        <translation>Czy akcja Kurii pozwala Botowi Wypowiedzieć Wojnę (np. Krucjata)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="47"/>
        <source>End of the PAPAL CURIA Action.</source>
        <extracomment>node end_action (end); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Koniec Akcji KURII PAPIESKIEJ.</translation>
    </message>
</context>
<context>
    <name>eupop/pass</name>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="1"/>
        <source>Passing</source>
        <extracomment>chart title</extracomment>
        <translation>Pasowanie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="4"/>
        <source>A Bot that Passes first gains 2 Bot Power, the second to Pass gains 1. Humans who Passed are counted here too.</source>
        <extracomment>chart note</extracomment>
        <translation>Bot, który spasuje pierwszy, otrzymuje 2 Punkty Bota, drugi otrzymuje 1. Ludzie, którzy spasowali, też są tu liczeni.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="6"/>
        <source>Has the Bot already Passed this Round?</source>
        <extracomment>node already (check); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Czy Bot już spasował w tej Rundzie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="14"/>
        <source>The Bot has already Passed this Round: it takes no more Turns.</source>
        <extracomment>node passed_before (do); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Bot już spasował w tej Rundzie: nie rozgrywa więcej Tur.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="19"/>
        <source>So far {passed} Realms have Passed this Round. Has another human player Passed who is not counted yet?</source>
        <extracomment>node humans (ask); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Jak dotąd w tej Rundzie spasowało Królestw: {passed}. Czy spasował inny ludzki gracz, którego jeszcze nie policzono?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="19"/>
        <source>The app counts Bots that Pass; a human&apos;s Pass is counted here.</source>
        <extracomment>note of node humans (ask); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Aplikacja liczy Boty, które spasowały; Pas człowieka liczy się tutaj.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="19"/>
        <source>Yes, count one more</source>
        <extracomment>answer &apos;yes&apos; of node humans (ask); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Tak, policz jeszcze jedno</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>One more Realm counted as Passed: {passed} in all.</source>
        <extracomment>node count_human (do); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Jeszcze jedno Królestwo policzone jako spasowane: razem {passed}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="34"/>
        <source>Is the Bot the first or the second Realm to Pass this Round?</source>
        <extracomment>node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Czy Bot jest pierwszym lub drugim Królestwem, które spasowało w tej Rundzie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="34"/>
        <source>First</source>
        <extracomment>answer &apos;first&apos; of node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Pierwszy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="34"/>
        <source>Second</source>
        <extracomment>answer &apos;second&apos; of node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Drugi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="34"/>
        <source>Later</source>
        <extracomment>answer &apos;later&apos; of node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Później</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="42"/>
        <source>The Bot Passes first and gains %n Bot Power.</source>
        <extracomment>node first (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>Bot spasuje jako pierwszy i otrzyma %n Punkt Bota.</numerusform>
            <numerusform>Bot spasuje jako pierwszy i otrzyma %n Punkty Bota.</numerusform>
            <numerusform>Bot spasuje jako pierwszy i otrzyma %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="49"/>
        <source>The Bot Passes second and gains %n Bot Power.</source>
        <extracomment>node second (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>Bot spasuje jako drugi i otrzyma %n Punkt Bota.</numerusform>
            <numerusform>Bot spasuje jako drugi i otrzyma %n Punkty Bota.</numerusform>
            <numerusform>Bot spasuje jako drugi i otrzyma %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="56"/>
        <source>The Bot Passes. It gains no Bot Power for Passing.</source>
        <extracomment>node later (do); seed 002, Action Phase: Passing</extracomment>
        <translation>Bot spasuje. Nie otrzyma Punktów Bota za Pasowanie.</translation>
    </message>
</context>
<context>
    <name>eupop/peace</name>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="1"/>
        <source>Bot Peace Resolution</source>
        <extracomment>chart title</extracomment>
        <translation>Rozmowy Pokojowe Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="4"/>
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace in the Peace &amp; Rebels Phase, within the main rules&apos; Peace Resolution sequence. The chart image is not in our sources; its footnotes are.</source>
        <extracomment>chart note</extracomment>
        <translation>Uruchom to dla każdej Wojny Bota, gdy przychodzi kolej Bota na rozstrzygnięcie Pokoju w Fazie Pokoju i Buntów, w ramach sekwencji Rozmów Pokojowych z zasad podstawowych. Obrazu diagramu nie ma w naszych źródłach; jego przypisy są.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="9"/>
        <source>Who is the Bot&apos;s Enemy in this War?</source>
        <extracomment>node enemy (ask); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>Kto jest Wrogiem Bota w tej Wojnie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="9"/>
        <source>An NPR</source>
        <extracomment>answer &apos;npr&apos; of node enemy (ask); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>Z NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="9"/>
        <source>A PR (human or Bot)</source>
        <extracomment>answer &apos;pr&apos; of node enemy (ask); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>PR (człowiek lub Bot)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="16"/>
        <source>Does the Bot Occupy the NPR&apos;s Capital and Provinces with a Tax Value of at least half the NPR&apos;s Tax Income?</source>
        <extracomment>node npr_occupied (ask); seed 002, Bot Peace Resolution, footnote 1</extracomment>
        <translation>Czy Bot Okupuje Stolicę NPR i Prowincje o Wartości Podatkowej co najmniej połowy Dochodu z Podatków NPR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="25"/>
        <source>Make Peace: NPRs always accept. The Bot takes the Occupied Provinces under the main rules&apos; Peace terms. Remove all other Bots&apos; Influence from Areas where the Bot places Towns.</source>
        <extracomment>node npr_peace (do); seed 002, Bot Peace Resolution, footnotes 3 and 5 (reconstructed)</extracomment>
        <translation>Zawrzyj Pokój: NPR zawsze przyjmują. Bot bierze Okupowane Prowincje na warunkach Pokoju z zasad podstawowych. Usuń wszystkie Wpływy innych Botów z Obszarów, w których Bot umieszcza Miasta.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="33"/>
        <source>Can the Bot enforce Peace under the main rules? Units on Distant Continents where the Bot has no Towns do not count.</source>
        <extracomment>node enforce (ask); seed 002, Bot Peace Resolution, footnote 2 (reconstructed)</extracomment>
        <translation>Czy Bot może wymusić Pokój według zasad podstawowych? Jednostki na Odległych Kontynentach, na których Bot nie ma Miast, się nie liczą.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="43"/>
        <source>Does the Enemy accept? An Enemy Bot accepts if it cannot enforce Peace and has {n} or more Unrest in Areas without its Army; a human decides.</source>
        <extracomment>node accept (ask); seed 002, Bot Peace Resolution, footnote 3</extracomment>
        <translation>Czy Wróg przyjmuje? Wrogi Bot przyjmuje, jeśli nie może wymusić Pokoju i ma {n} lub więcej Niepokoju w Obszarach bez swojej Armii; człowiek decyduje sam.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="53"/>
        <source>Make Peace on the best terms the main rules allow. Remove all other Bots&apos; Influence from Areas where the Bot places Towns.</source>
        <extracomment>node pr_peace (do); seed 002, Bot Peace Resolution, footnote 5 (reconstructed)</extracomment>
        <translation>Zawrzyj Pokój na najlepszych warunkach, na jakie pozwalają zasady podstawowe. Usuń wszystkie Wpływy innych Botów z Obszarów, w których Bot umieszcza Miasta.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="61"/>
        <source>Are both sides&apos; Armies the same size, and is the Tax Value of Provinces Occupied by either side equal?</source>
        <extracomment>node equal (ask); seed 002, Bot Peace Resolution, footnote 4</extracomment>
        <translation>Czy Armie obu stron są tej samej wielkości i czy Wartość Podatkowa Prowincji Okupowanych przez każdą ze stron jest równa?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="70"/>
        <source>Make a White Peace.</source>
        <extracomment>node white_peace (do); seed 002, Bot Peace Resolution, footnote 4 (reconstructed)</extracomment>
        <translation>Zawrzyj Biały Pokój.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="76"/>
        <source>No Peace: the War goes on.</source>
        <extracomment>node war_goes_on (do); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>Bez Pokoju: Wojna trwa.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="81"/>
        <source>Is the Bot now at Peace with every Realm?</source>
        <extracomment>node at_peace (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Czy Bot jest teraz w Pokoju z każdym Królestwem?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="88"/>
        <source>Mark the Bot as at Peace.</source>
        <extracomment>node peace_all (do); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Oznacz Bota jako będącego w Pokoju.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="94"/>
        <source>Does the Bot have Towns with Unrest, or Rebel Towns, in the Area where its Army stands?</source>
        <extracomment>node keep_army (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Czy Bot ma Miasta z Niepokojem lub Miasta Buntowników w Obszarze, w którym stoi jego Armia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="102"/>
        <source>Remove the Bot&apos;s Army from the map; its Units all stand up. Standing: {standing}.</source>
        <extracomment>node remove_army (do); seed 002, Peace &amp; Rebels Phase, D; MAC</extracomment>
        <translation>Usuń Armię Bota z mapy; wszystkie jej Jednostki zostają postawione. Stojące: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="108"/>
        <source>End of the Bot&apos;s Peace Resolution.</source>
        <extracomment>node end_peace (end); seed 002, Bot Peace Resolution</extracomment>
        <translation>Koniec Rozmów Pokojowych Bota.</translation>
    </message>
</context>
<context>
    <name>eupop/peace_and_rebels</name>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="1"/>
        <source>Phase 3: Peace &amp; Rebels</source>
        <extracomment>chart title</extracomment>
        <translation>Faza 3: Pokój i Bunty</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="5"/>
        <source>A. Remove the Bot&apos;s Truces as normal. Bots never hold Casus Belli tokens.</source>
        <extracomment>node truces (do); seed 002, Peace &amp; Rebels Phase: A. Remove Casus Belli and Truces</extracomment>
        <translation>A. Usuń Rozejmy Bota jak zwykle. Boty nigdy nie mają żetonów Casus Belli.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="10"/>
        <source>B. Does any NPR Invasion target the Bot?</source>
        <extracomment>node invasion (ask); seed 002, Peace &amp; Rebels Phase: B. NPR Invasions</extracomment>
        <translation>B. Czy jakaś Inwazja NPR ma za cel Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="17"/>
        <source>Resolve only one NPR Invasion against the Bot: the one with the most NPR Units (ties: alphabetical). Place the Bot&apos;s Army in the target Area, check MAC and fight the Battle.</source>
        <extracomment>node invade (do); seed 002, Peace &amp; Rebels Phase: B. NPR Invasions</extracomment>
        <translation>Rozpatrz tylko jedną Inwazję NPR przeciw Botowi: tę z największą liczbą Jednostek NPR (remis: alfabetycznie). Umieść Armię Bota w docelowym Obszarze, sprawdź MAC i stocz Bitwę.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="27"/>
        <source>C. Rebels Siege or move as normal.</source>
        <extracomment>node rebels (do); seed 002, Peace &amp; Rebels Phase: C. Rebels Siege or Move</extracomment>
        <translation>C. Buntownicy Oblegają lub ruszają się jak zwykle.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="32"/>
        <source>D. Is the Bot at War?</source>
        <extracomment>node war (check); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>D. Czy Bot jest w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="40"/>
        <source>Resolve Peace in turn order as normal. On the Bot&apos;s turn, resolve each of its Wars with the Bot Peace Resolution chart.</source>
        <extracomment>node peace (do); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>Rozstrzygaj Pokój w kolejności tury jak zwykle. W kolejce Bota rozstrzygnij każdą jego Wojnę diagramem Rozmowy Pokojowe Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="50"/>
        <source>Does the Bot have another War to resolve?</source>
        <extracomment>node more_wars (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution (reconstructed)</extracomment>
        <translation>Czy Bot ma kolejną Wojnę do rozstrzygnięcia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="58"/>
        <source>Was the Bot Fully Annexed by a PR?</source>
        <extracomment>node annexed (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>Czy Bot został w pełni Zaanektowany przez PR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="65"/>
        <source>Replace the Bot: use the routine &apos;Replace an eliminated Bot&apos;.</source>
        <extracomment>node replace (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Zastąp Bota: użyj procedury „Zastąp wyeliminowanego Bota”.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="70"/>
        <source>E. Resolve Prestige Penalties as normal. F. Interregnums do not affect Bots.</source>
        <extracomment>node prestige (do); seed 002, Peace &amp; Rebels Phase: E. Prestige Penalties</extracomment>
        <translation>E. Rozpatrz Karny Prestiż jak zwykle. F. Bezkrólewie nie dotyczy Botów.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="75"/>
        <source>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</source>
        <extracomment>node dissent (do); seed 002, Peace &amp; Rebels Phase: G. Religious Dissent</extracomment>
        <translation>
            <numerusform>G. Niepokoje Religijne: Bot otrzymuje w tym kroku najwyżej %n Niepokój.</numerusform>
            <numerusform>G. Niepokoje Religijne: Bot otrzymuje w tym kroku najwyżej %n Niepokoje.</numerusform>
            <numerusform>G. Niepokoje Religijne: Bot otrzymuje w tym kroku najwyżej %n Niepokojów.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="82"/>
        <source>H. Is the Bot at War?</source>
        <extracomment>node war_unrest (check); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>H. Czy Bot jest w Stanie Wojny?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="90"/>
        <source>The Bot gains %n Unrest for being at War.</source>
        <extracomment>node gain_unrest (do); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Niepokój za bycie w Stanie Wojny.</numerusform>
            <numerusform>Bot otrzymuje %n Niepokoje za bycie w Stanie Wojny.</numerusform>
            <numerusform>Bot otrzymuje %n Niepokojów za bycie w Stanie Wojny.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="97"/>
        <source>Does the Bot have {n} or more Administrative Ideas?</source>
        <extracomment>node admin (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation>Czy Bot ma {n} lub więcej Idei Administracyjnych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="106"/>
        <source>Does the Bot have any Administrative Ideas?</source>
        <extracomment>node admin_any (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation>Czy Bot ma jakieś Idee Administracyjne?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="115"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="122"/>
        <source>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</source>
        <extracomment>node remove_two (do); seed 002, Bots &amp; Ideas</extracomment>
        <extracomment>node remove_one (do); seed 002, Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Usuń %n Niepokój z Obszarów Bota (Idee Administracyjne: {ideas}).</numerusform>
            <numerusform>Usuń %n Niepokoje z Obszarów Bota (Idee Administracyjne: {ideas}).</numerusform>
            <numerusform>Usuń %n Niepokojów z Obszarów Bota (Idee Administracyjne: {ideas}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="129"/>
        <source>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most {dice} dice. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</source>
        <extracomment>node rebel_dice (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>I. Rzuć Kośćmi Buntowników za cały Niepokój Bota naraz, najwyżej {dice} kości. Zastosuj Bunt w Obszarze Armii Bota, jeśli to możliwe, w przeciwnym razie według Procesów Wyboru Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="135"/>
        <source>Did the Rebel Dice show any result that costs Ducats, Manpower or Monarch Power?</source>
        <extracomment>node rebel_loss (ask); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>Czy Kości Buntowników pokazały wynik kosztujący Dukaty, Zasoby Ludzkie lub Punkty Władzy?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="135"/>
        <source>All such results together cost the Bot at most 1 Bot Power; the result icons are lost in our sources.</source>
        <extracomment>note of node rebel_loss (ask); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>Wszystkie takie wyniki razem kosztują Bota najwyżej 1 Punkt Bota; ikony wyników zaginęły w naszych źródłach.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="144"/>
        <source>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</source>
        <extracomment>node lose_one (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>Bot straci %n Punkt Bota za Kości Buntowników (nigdy więcej za rzut).</numerusform>
            <numerusform>Bot straci %n Punkty Bota za Kości Buntowników (nigdy więcej za rzut).</numerusform>
            <numerusform>Bot straci %n Punktów Bota za Kości Buntowników (nigdy więcej za rzut).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="152"/>
        <source>Place a Claim in each Area where Rebels Liberated one of the Bot&apos;s Provinces.</source>
        <extracomment>node liberated (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>Umieść Roszczenie w każdym Obszarze, w którym Buntownicy Wyzwolili jedną z Prowincji Bota.</translation>
    </message>
</context>
<context>
    <name>eupop/replace_bot</name>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="1"/>
        <source>Replacing an eliminated Bot</source>
        <extracomment>chart title</extracomment>
        <translation>Zastępowanie wyeliminowanego Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="4"/>
        <source>Run it for the eliminated Bot: it becomes the new Bot and keeps its Ideas.</source>
        <extracomment>chart note</extracomment>
        <translation>Uruchom to dla wyeliminowanego Bota: staje się nowym Botem i zachowuje swoje Idee.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="6"/>
        <source>Remove all of the eliminated Bot&apos;s tokens from play, unless the scenario says otherwise.</source>
        <extracomment>node remove (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Usuń z gry wszystkie żetony wyeliminowanego Bota, chyba że scenariusz mówi inaczej.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="10"/>
        <source>Pick a new NPR or DNPR to become the Bot, as the scenario says; otherwise the NPR best able to compete on level terms with the other PRs.</source>
        <extracomment>node pick (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Wybierz nowe NPR lub DNPR, które zostanie Botem, jak mówi scenariusz; w przeciwnym razie NPR najlepiej zdolne do rywalizacji na równych warunkach z innymi PR.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="14"/>
        <source>Does the eliminated Bot&apos;s Realm have its own Events in the Event deck?</source>
        <extracomment>node events (ask); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Czy Królestwo wyeliminowanego Bota ma własne Wydarzenia w talii Wydarzeń?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="20"/>
        <source>Prefer a new Realm whose Events can replace them. If none can, replace them with B-Events; with no B-Events left, keep them and apply only the effects that still apply.</source>
        <extracomment>node swap_events (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Preferuj nowe Królestwo, którego Wydarzenia mogą je zastąpić. Jeśli żadne nie może, zastąp je Wydarzeniami-B; gdy nie ma już Wydarzeń-B, zachowaj je i stosuj tylko te efekty, które nadal mają zastosowanie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="24"/>
        <source>Place {units} Units in the Bot&apos;s Army and the Bot&apos;s Towns on every Province the chosen NPR Owns. The new Bot keeps the Prestige, Ideas and completed Milestones of the old one; everything else is set up as normal. Bot Power: {power}; the Bot Deck holds {cards} cards.</source>
        <extracomment>node setup (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Umieść w Armii Bota Jednostki ({units}) i Miasta Bota w każdej Prowincji, której Właścicielem jest wybrane NPR. Nowy Bot zachowuje Prestiż, Idee i osiągnięte Kamienie Milowe starego; wszystko inne przygotuj jak zwykle. Punkty Bota: {power}; kart w Talii Bota: {cards}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="24"/>
        <source>The old Bot&apos;s Realm profile no longer applies. To play the new Realm&apos;s own deck and Targeting Charts, add a new Bot with that profile and copy the Ideas on its mat.</source>
        <extracomment>note of node setup (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Profil Królestwa starego Bota już nie obowiązuje. Aby grać własną talią i Diagramami Celów nowego Królestwa, dodaj nowego Bota z tym profilem i przepisz Idee na jego planszę.</translation>
    </message>
</context>
<context>
    <name>eupop/replace_human</name>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="1"/>
        <source>Replacing a human player with a Bot</source>
        <extracomment>chart title</extracomment>
        <translation>Zastępowanie ludzkiego gracza Botem</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="4"/>
        <source>Between Rounds. Add the Bot first (Realm profile, Difficulty Level), then run this routine for it.</source>
        <extracomment>chart note</extracomment>
        <translation>Między Rundami. Najpierw dodaj Bota (profil Królestwa, Poziom Trudności), potem uruchom dla niego tę procedurę.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="6"/>
        <source>Flip the player&apos;s Player Mat to its Bot Mat side.</source>
        <extracomment>node flip (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Odwróć Planszę Gracza na stronę Planszy Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="10"/>
        <source>On this Bot&apos;s mat enter, under &apos;Replacing a human player&apos;, the player&apos;s Monarch Power (all three types together), Ducats, Stability and Loans. Enter the Deployed Units as the Army and all other Units as the Manpower Reserve, the Researched Ideas of each type and the State Religion. Then confirm.</source>
        <extracomment>node enter (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Na planszy tego Bota wpisz w części „Zastępowanie ludzkiego gracza” Punkty Władzy gracza (wszystkie trzy rodzaje razem), Dukaty, Stabilność i Pożyczki. Wpisz Rozmieszczone Jednostki jako Armię, a wszystkie inne Jednostki jako Rezerwę Zasobów Ludzkich, Zbadane Idee każdego rodzaju i Religię Państwową. Potem potwierdź.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="10"/>
        <source>The app cannot read the table, so the numbers are entered on the mat; the next step converts them.</source>
        <extracomment>note of node enter (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Aplikacja nie widzi stołu, więc liczby wpisuje się na planszy; następny krok je przelicza.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="16"/>
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has {power} Bot Power Available. Ideas above {max_ideas} of a type are not counted.</source>
        <extracomment>node convert (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Punkty Bota: {monarch_power} za Punkty Władzy + {ducat_power} za Dukaty + {stability} za Stabilność − {loans} za Pożyczki = {raw}; w granicach od {minimum} do {maximum}: Dostępne Punkty Bota: {power}. Idee ponad {max_ideas} jednego rodzaju się nie liczą.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="16"/>
        <source>Each Monarch Power gives 1; every 5 Ducats give 1 (at most 5); each positive Stability step gives 1 and each negative step costs 1; each token of the last listed kind costs 1. That token&apos;s icon is lost in both seeds: reading it as Loans is ours.</source>
        <extracomment>note of node convert (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Każdy Punkt Władzy daje 1; każde 5 Dukatów daje 1 (najwyżej 5); każdy dodatni krok Stabilności daje 1, a każdy ujemny kosztuje 1; każdy żeton ostatniego wymienionego rodzaju kosztuje 1. Ikona tego żetonu zaginęła w obu źródłach: odczytanie go jako Pożyczki jest nasze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="23"/>
        <source>Replace each of the player&apos;s Vassal tokens with a Bot Town matching the Province&apos;s size.</source>
        <extracomment>node towns (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Zastąp każdy żeton Wasala gracza Miastem Bota pasującym do wielkości Prowincji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="23"/>
        <source>The icons of this line are lost in our sources; Bot Setup replaces Vassals by Towns the same way.</source>
        <extracomment>note of node towns (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Ikony tego wiersza zaginęły w naszych źródłach; Przygotowanie Bota zastępuje Wasali Miastami w ten sam sposób.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="29"/>
        <source>In each Sea Zone with Ships (the Fleet included), remove all but %n Ships.</source>
        <extracomment>node ships (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>
            <numerusform>W każdej Strefie Morskiej ze Statkami (łącznie z Flotą) usuń wszystkie Statki oprócz %n.</numerusform>
            <numerusform>W każdej Strefie Morskiej ze Statkami (łącznie z Flotą) usuń wszystkie Statki oprócz %n.</numerusform>
            <numerusform>W każdej Strefie Morskiej ze Statkami (łącznie z Flotą) usuń wszystkie Statki oprócz %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="35"/>
        <source>Remove all the player&apos;s Armies from the map.</source>
        <extracomment>node armies (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Usuń z mapy wszystkie Armie gracza.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="39"/>
        <source>Has the player achieved an Economic Milestone?</source>
        <extracomment>node economic (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Czy gracz osiągnął Kamień Milowy Ekonomii?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="45"/>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="56"/>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="67"/>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="78"/>
        <source>Remove from the Bot Deck the cards with a FOCUS Action for {area} Milestones: {cards}.</source>
        <extracomment>node drop_economic (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <extracomment>node drop_expansion (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <extracomment>node drop_political (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <extracomment>node drop_war (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Usuń z Talii Bota karty z Akcją SKUPIENIA dla Kamieni Milowych ({area}): {cards}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="50"/>
        <source>Has the player achieved an Expansion Milestone?</source>
        <extracomment>node expansion (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Czy gracz osiągnął Kamień Milowy Ekspansji?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="61"/>
        <source>Has the player achieved a Political Milestone?</source>
        <extracomment>node political (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Czy gracz osiągnął Kamień Milowy Polityki?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="72"/>
        <source>Has the player achieved a War Milestone?</source>
        <extracomment>node war (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Czy gracz osiągnął Kamień Milowy Wojny?</translation>
    </message>
</context>
<context>
    <name>eupop/siege</name>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="1"/>
        <source>SIEGE Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja OBLĘŻENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="4"/>
        <source>The chart image is not in our sources; its footnote is. The Bot pays one Bot Power per Tax Value it Sieges; with enough Military Ideas it Sieges more Tax Value per Bot Power, up to a cap. Each step shows the numbers.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach; jego przypis jest. Bot płaci jeden Punkt Bota za każdą Oblężoną Wartość Podatkową; mając dość Idei Militarnych, Oblega więcej Wartości Podatkowej za Punkt Bota, do limitu. Każdy krok pokazuje liczby.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="9"/>
        <source>Does the Bot have Small Towns left to place?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Czy Botowi zostały Małe Miasta do umieszczenia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="16"/>
        <source>Is there a Province the Army can Siege in its Area? Island Provinces count only with a Bot Ship in an adjacent Sea Zone.</source>
        <extracomment>node target (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Czy jest Prowincja, którą Armia może Oblegać w swoim Obszarze? Prowincje wyspowe liczą się tylko ze Statkiem Bota w sąsiedniej Strefie Morskiej.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="24"/>
        <source>The Bot cannot Siege now.</source>
        <extracomment>node cannot (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Bot nie może teraz Oblegać.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="29"/>
        <source>Siege Provinces in the Army&apos;s Area, best first: each Bot Power Sieges {per_power} Tax Value.</source>
        <extracomment>node begin (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Oblegaj Prowincje w Obszarze Armii, najlepsze najpierw: każdy Punkt Bota Oblega Wartość Podatkową: {per_power}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="35"/>
        <source>How much can the Bot still pay for Sieges?</source>
        <extracomment>node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Ile Bot może jeszcze zapłacić za Oblężenia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="44"/>
        <source>Which Province does the Army Siege next? Take the highest Tax Value first, then alphabetical.</source>
        <extracomment>node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Którą Prowincję Armia Oblega następną? Najpierw najwyższa Wartość Podatkowa, potem alfabetycznie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="44"/>
        <source>A Large Province</source>
        <extracomment>answer &apos;large&apos; of node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Duża Prowincja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="44"/>
        <source>A Small Province</source>
        <extracomment>answer &apos;small&apos; of node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Mała Prowincja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="44"/>
        <source>No Province left to Siege</source>
        <extracomment>answer &apos;none&apos; of node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Nie została Prowincja do Oblegania</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="55"/>
        <source>Is there a Small Province left for the Army to Siege?</source>
        <extracomment>node single_small (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Czy została Mała Prowincja, którą Armia może Oblegać?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="61"/>
        <source>Is there a Large Province left? With this last payment the Bot Sieges it anyway.</source>
        <extracomment>node single_large (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Czy została Duża Prowincja? Przy tej ostatniej zapłacie Bot i tak ją Oblega.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="67"/>
        <source>Siege the Large Province and Occupy it. Bot Power spent: {paid}. Tax Value Sieged this Action: {sieged}.</source>
        <extracomment>node siege_large (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Oblegaj Dużą Prowincję i Okupuj ją. Wydane Punkty Bota: {paid}. Oblężona Wartość Podatkowa w tej Akcji: {sieged}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="73"/>
        <source>Siege the Small Province and Occupy it. Bot Power spent: {paid}. Tax Value Sieged this Action: {sieged}.</source>
        <extracomment>node siege_small (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Oblegaj Małą Prowincję i Okupuj ją. Wydane Punkty Bota: {paid}. Oblężona Wartość Podatkowa w tej Akcji: {sieged}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="79"/>
        <source>Apply steps {first}-{last} of &apos;Sieges &amp; Occupation&apos; (main rules, page {page}) to the Provinces Sieged.</source>
        <extracomment>node done (do); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Zastosuj kroki {first}-{last} z „Oblężenia i Okupacja” (zasady podstawowe, strona {page}) do Oblężonych Prowincji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="84"/>
        <source>End of the SIEGE Action.</source>
        <extracomment>node end_turn (end); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Koniec Akcji OBLĘŻENIE.</translation>
    </message>
</context>
<context>
    <name>eupop/spy</name>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="1"/>
        <source>SPY Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja SZPIEGOWANIA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="5"/>
        <source>The chart image is not in our sources. SPY picks an Opponent (Opponent Selection), takes a Covert Action, and can lead to MILITARY; Covert Actions can be negated by Counterespionage.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach. SZPIEGOWANIE wybiera Przeciwnika (Wybór Przeciwnika), wykonuje Tajną Akcję i może prowadzić do MILITARNEJ; Tajne Akcje może zanegować Kontrwywiad.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="11"/>
        <source>Can the Bot take a Covert Action against that Opponent under the main rules?</source>
        <extracomment>node covert (ask); seed 002, Spy Action; Covert Actions</extracomment>
        <translation>Czy Bot może wykonać Tajną Akcję przeciw temu Przeciwnikowi według zasad podstawowych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="17"/>
        <source>Take the Covert Action against that Opponent, choosing by Choice Processes. The Opponent may negate it with Counterespionage.</source>
        <extracomment>node act (do); seed 002, Covert Actions</extracomment>
        <translation>Wykonaj Tajną Akcję przeciw temu Przeciwnikowi, wybierając według Procesów Wyboru. Przeciwnik może ją zanegować Kontrwywiadem.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="28"/>
        <source>End of the SPY Action.</source>
        <extracomment>node end_action (end); seed 002, Spy Action; Covert Actions</extracomment>
        <translation>Koniec Akcji SZPIEGOWANIA.</translation>
    </message>
</context>
<context>
    <name>eupop/targeting</name>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="1"/>
        <source>Targeting Chart</source>
        <extracomment>chart title</extracomment>
        <translation>Diagram Celów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="4"/>
        <source>Action charts call this chart at node &apos;military&apos; or &apos;diplomatic&apos;. Afterwards the predicates target_found and target_is_npr tell the caller what was found.</source>
        <extracomment>chart note</extracomment>
        <translation>Diagramy Akcji wywołują ten diagram w węźle &apos;military&apos; lub &apos;diplomatic&apos;. Potem predykaty target_found i target_is_npr mówią wywołującemu, co znaleziono.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <source>Which Targeting Chart does the Bot use?</source>
        <extracomment>node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Którego Diagramu Celów używa Bot?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; of node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;military&apos; of node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Militarne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; of node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;diplomatic&apos; of node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Dyplomatyczne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="13"/>
        <source>Does the Bot&apos;s Realm profile hold a Military Targeting Chart?</source>
        <extracomment>node military (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Czy profil Królestwa Bota zawiera Diagram Celów Militarnych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="22"/>
        <source>Does the Bot&apos;s Realm profile hold a Diplomatic Targeting Chart?</source>
        <extracomment>node diplomatic (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Czy profil Królestwa Bota zawiera Diagram Celów Dyplomatycznych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="31"/>
        <source>Find the target on the Military Targeting Chart of {realm}.</source>
        <extracomment>node begin_military (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Znajdź cel na Diagramie Celów Militarnych Królestwa {realm}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="36"/>
        <source>Find the target on the Diplomatic Targeting Chart of {realm}.</source>
        <extracomment>node begin_diplomatic (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Znajdź cel na Diagramie Celów Dyplomatycznych Królestwa {realm}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="41"/>
        <source>Roll a die on the Targeting Chart.</source>
        <extracomment>node roll (roll); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Rzuć kością na Diagramie Celów.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="51"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="52"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="53"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="54"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="55"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="56"/>
        <source>Die {die}: {outcome}</source>
        <extracomment>node die1 (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <extracomment>node die2 (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <extracomment>node die3 (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <extracomment>node die4 (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <extracomment>node die5 (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <extracomment>node die6 (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Kość {die}: {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>What does the Targeting Chart give now?</source>
        <extracomment>node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Co daje teraz Diagram Celów?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>Roll among child nodes</source>
        <extracomment>answer &apos;roll&apos; of node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Rzut wśród węzłów potomnych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>A Realm target</source>
        <extracomment>answer &apos;target&apos; of node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Cel: Królestwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>A vacant Territory</source>
        <extracomment>answer &apos;vacant&apos; of node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;vacant&apos; of node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <extracomment>answer &apos;vacant&apos; of node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Puste Terytorium</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>No target left</source>
        <extracomment>answer &apos;none&apos; of node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Nie został żaden cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Is this the Military or the Diplomatic Targeting Chart?</source>
        <extracomment>node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Czy to Diagram Celów Militarnych, czy Dyplomatycznych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Is {target} a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (page {page}) too.</source>
        <extracomment>node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Czy {target} jest legalnym celem Militarnym? Nielegalny: Wasal innego Królestwa; Królestwo, którego wszystkie Prowincje są Posiadane przez PR lub DNPR; Sojusznik Bota; Królestwo w Rozejmie z Botem; Przeciwnik, który spasował, lub jego Sojusznik NPR albo Poddany HRE; NPR, w którego Obszarach Bot ma {influence} lub więcej Wpływów; Królestwo, którego Prowincje Bot już Posiada. Sprawdź też ograniczenia DoW z zasad podstawowych (strona {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Valid: an NPR</source>
        <extracomment>answer &apos;npr&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Legalny: NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Valid: an Opponent</source>
        <extracomment>answer &apos;opponent&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Legalny: Przeciwnik</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid: a Vassal of another Realm</source>
        <extracomment>answer &apos;vassal&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Nielegalny: Wasal innego Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid: all its Provinces Owned by PRs or DNPRs</source>
        <extracomment>answer &apos;owned&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Nielegalny: wszystkie jego Prowincje Posiadane przez PR lub DNPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid for another reason</source>
        <extracomment>answer &apos;invalid&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Nielegalny z innego powodu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="86"/>
        <source>{target} is a Vassal: take {substitute} as the target instead.</source>
        <extracomment>node overlord (do); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>{target} jest Wasalem: zamiast tego weź za cel {substitute}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="92"/>
        <source>Every Province of {target} is Owned by PRs or DNPRs: take {substitute} as the target instead.</source>
        <extracomment>node capital_owner (do); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Każda Prowincja Królestwa {target} jest Posiadana przez PR lub DNPR: zamiast tego weź za cel {substitute}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="98"/>
        <source>Is {target} a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms (PRs or DNPRs).</source>
        <extracomment>node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Czy {target} jest legalnym celem Dyplomatycznym? Nielegalny: Przeciwnik; Królestwo w Stanie Wojny z Botem; DNPR z Dochodem z Podatków {tax} lub więcej; Królestwo, którego wszystkie Prowincje są Posiadane przez inne Królestwa (PR lub DNPR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="98"/>
        <source>Valid</source>
        <extracomment>answer &apos;valid&apos; of node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Legalny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="98"/>
        <source>Invalid</source>
        <extracomment>answer &apos;invalid&apos; of node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Nielegalny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="106"/>
        <source>{target} is not a valid target. {outcome}</source>
        <extracomment>node invalid (do); seed 002, Bot Realms: Invalid Targets</extracomment>
        <translation>{target} nie jest legalnym celem. {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="106"/>
        <source>Order: the listed substitute; else a roll among the node&apos;s children; else the next sibling by rising die value (wrapping round); else the next cousin the same way.</source>
        <extracomment>note of node invalid (do); seed 002, Bot Realms: Invalid Targets</extracomment>
        <translation>Kolejność: wskazane Zastępstwo; w przeciwnym razie rzut wśród węzłów potomnych; w przeciwnym razie następny węzeł siostrzany według rosnącej wartości kości (w kółko); w przeciwnym razie następny węzeł kuzynowski tak samo.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="113"/>
        <source>Has the Bot researched Quest for the New World?</source>
        <extracomment>node vacant (check); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Czy Bot zbadał „Quest for the New World”?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="121"/>
        <source>Place a Claim on {target}. The Bot&apos;s Turn ends.</source>
        <extracomment>node vacant_claim (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Umieść Roszczenie na {target}. Tura Bota się kończy.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="131"/>
        <source>Without Quest for the New World a vacant Territory is not a valid target. {outcome}</source>
        <extracomment>node vacant_invalid (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Bez „Quest for the New World” puste Terytorium nie jest legalnym celem. {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="137"/>
        <source>The target is the NPR {target}. Place a Claim {claim_place}.</source>
        <extracomment>node claim (do); seed 002, Bot Realms: Placing Claims on NPRs</extracomment>
        <translation>Celem jest NPR {target}. Umieść Roszczenie {claim_place}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="143"/>
        <source>The target is the Opponent {target}.</source>
        <extracomment>node found_opponent (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Celem jest Przeciwnik {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="148"/>
        <source>The target is {target}.</source>
        <extracomment>node found_diplomatic (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Celem jest {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="153"/>
        <source>No valid target is left on the chart: the Action has no target.</source>
        <extracomment>node nothing (do); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Na diagramie nie został żaden legalny cel: Akcja nie ma celu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <extracomment>node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Bot nie ma profilu Królestwa z tym diagramem: rzuć kością na jego wydrukowanym Diagramie Celów Militarnych (broszura scenariusza). Jeśli cel jest nielegalny, weź wskazane Zastępstwo, w przeciwnym razie rzuć wśród jego węzłów potomnych, w przeciwnym razie przejdź do następnego węzła siostrzanego według rosnącej wartości kości (w kółko), w przeciwnym razie do następnego kuzynowskiego. Nielegalny: Wasal (weź jego Suzerena); Królestwo, którego wszystkie Prowincje są Posiadane przez PR lub DNPR (weź Właściciela jego Stolicy); Sojusznik Bota; Królestwo w Rozejmie z Botem; Przeciwnik, który spasował, lub jego Sojusznik NPR albo Poddany HRE; NPR, w którego Obszarach Bot ma {influence} lub więcej Wpływów; Królestwo, którego Prowincje Bot już Posiada. Puste Terytorium liczy się tylko z „Quest for the New World”. Jaki jest pierwszy legalny cel?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <source>An NPR</source>
        <extracomment>answer &apos;npr&apos; of node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Z NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <source>An Opponent</source>
        <extracomment>answer &apos;opponent&apos; of node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>No valid target</source>
        <extracomment>answer &apos;none&apos; of node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <extracomment>answer &apos;none&apos; of node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Brak legalnego celu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="169"/>
        <source>Place a Claim on the NPR {claim_place}.</source>
        <extracomment>node printed_claim (do); seed 002, Bot Realms: Placing Claims on NPRs</extracomment>
        <translation>Umieść Roszczenie na NPR {claim_place}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <extracomment>node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Bot nie ma profilu Królestwa z tym diagramem: rzuć kością na jego wydrukowanym Diagramie Celów Dyplomatycznych (broszura scenariusza). Jeśli cel jest nielegalny, weź wskazane Zastępstwo, w przeciwnym razie rzuć wśród jego węzłów potomnych, w przeciwnym razie przejdź do następnego węzła siostrzanego według rosnącej wartości kości (w kółko), w przeciwnym razie do następnego kuzynowskiego. Nielegalny: Przeciwnik; Królestwo w Stanie Wojny z Botem; DNPR z Dochodem z Podatków {tax} lub więcej; Królestwo, którego wszystkie Prowincje są Posiadane przez inne Królestwa. Puste Terytorium liczy się tylko z „Quest for the New World”. Jaki jest pierwszy legalny cel?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>A valid Realm</source>
        <extracomment>answer &apos;valid&apos; of node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Legalne Królestwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="184"/>
        <source>The Bot targets that Opponent.</source>
        <extracomment>node printed_opponent (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Bot obiera za cel tego Przeciwnika.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="189"/>
        <source>The Bot targets that Realm.</source>
        <extracomment>node printed_valid (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Bot obiera za cel to Królestwo.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="194"/>
        <source>Place a Claim on that vacant Territory. The Bot&apos;s Turn ends.</source>
        <extracomment>node printed_vacant (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Umieść Roszczenie na tym pustym Terytorium. Tura Bota się kończy.</translation>
    </message>
</context>
<context>
    <name>eupop/unrest</name>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="1"/>
        <source>UNREST Action</source>
        <extracomment>chart title</extracomment>
        <translation>Akcja NIEPOKOJE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="5"/>
        <source>The chart image is not in our sources; the steps follow the main rules&apos; Unrest removal.</source>
        <extracomment>chart note</extracomment>
        <translation>Obrazu diagramu nie ma w naszych źródłach; kroki idą za usuwaniem Niepokoju z zasad podstawowych.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="7"/>
        <source>Does the Bot have Unrest it may remove under the main rules?</source>
        <extracomment>node any_unrest (ask); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Czy Bot ma Niepokój, który może usunąć według zasad podstawowych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="13"/>
        <source>The Bot has no Unrest to remove: it cannot take the UNREST Action.</source>
        <extracomment>node cannot (do); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Bot nie ma Niepokoju do usunięcia: nie może wykonać Akcji NIEPOKOJE.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="18"/>
        <source>Remove Unrest as the main rules&apos; action allows, from the Bot&apos;s Areas with the highest Tax Value first (then alphabetical).</source>
        <extracomment>node remove (do); seed 002, Choice Processes</extracomment>
        <translation>Usuń Niepokój, na ile pozwala akcja z zasad podstawowych, najpierw z Obszarów Bota o najwyższej Wartości Podatkowej (potem alfabetycznie).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="25"/>
        <source>End of the UNREST Action.</source>
        <extracomment>node end_action (end); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Koniec Akcji NIEPOKOJE.</translation>
    </message>
</context>
</TS>
