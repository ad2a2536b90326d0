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
        <source>Solo &amp; Bot rules of Europa Universalis: The Price of Power, v1.2 (English and Polish booklets).</source>
        <extracomment>pack description</extracomment>
        <translation>Zasady gry solo i z Botami do Europa Universalis: The Price of Power, v1.2 (broszury angielska i polska).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="11"/>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Bot</source>
        <extracomment>what one seat of the pack is called</extracomment>
        <extracomment>default of bot option &apos;name&apos; in the New game dialog (the seat number follows: &apos;Bot 2&apos;)</extracomment>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="16"/>
        <source>a Bot</source>
        <extracomment>a whole phrase: a chart&apos;s arrow taken for whichever bot the table names, in this pack&apos;s own words (the interface&apos;s &apos;a bot&apos;)</extracomment>
        <translation>któryś Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="17"/>
        <source>This Round:</source>
        <extracomment>a whole phrase: the round bar&apos;s and the table display&apos;s label before the phases of this round, in this pack&apos;s own words (the interface&apos;s &apos;This Round:&apos;)</extracomment>
        <translation>Ta Runda:</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="18"/>
        <source>→ next Round</source>
        <extracomment>a whole phrase: the round bar&apos;s arrow after its last phase, in this pack&apos;s own words (the interface&apos;s &apos;→ next Round&apos;)</extracomment>
        <translation>→ następna Runda</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="7"/>
        <source>the Solo &amp; Bot rulebook</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 002)</extracomment>
        <translation>instrukcja gry solo i z Botami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="8"/>
        <source>the Polish Solo &amp; Bot rulebook</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 000)</extracomment>
        <translation>polska instrukcja gry solo i z Botami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="20"/>
        <source>Pass</source>
        <extracomment>routine button for chart pass</extracomment>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="21"/>
        <source>Trade Income</source>
        <extracomment>routine button for chart trade</extracomment>
        <translation>Dochód z Handlu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="22"/>
        <location filename="../rules/eupop/pack.yaml" line="63"/>
        <source>Phase 3: Peace &amp; Rebels</source>
        <extracomment>routine button for chart peace_and_rebels</extracomment>
        <extracomment>phase &apos;peace_rebels&apos; of the round bar</extracomment>
        <translation>Faza 3: Pokój i Bunty</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="23"/>
        <location filename="../rules/eupop/pack.yaml" line="64"/>
        <source>Phase 4: Income &amp; Upkeep</source>
        <extracomment>routine button for chart income</extracomment>
        <extracomment>phase &apos;income&apos; of the round bar</extracomment>
        <translation>Faza 4: Dochód i Utrzymanie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="24"/>
        <location filename="../rules/eupop/pack.yaml" line="65"/>
        <source>Phase 5: Cleanup</source>
        <extracomment>routine button for chart cleanup</extracomment>
        <extracomment>phase &apos;cleanup&apos; of the round bar</extracomment>
        <translation>Faza 5: Porządki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="25"/>
        <source>End of Age Routine</source>
        <extracomment>routine button for chart end_of_age</extracomment>
        <translation>Procedura Zakończenia Ery</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="26"/>
        <source>War declared on the Bot</source>
        <extracomment>routine button for chart dow_on_bot</extracomment>
        <translation>Wypowiedzenie Wojny Botowi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="27"/>
        <source>Bot Peace Resolution</source>
        <extracomment>routine button for chart peace</extracomment>
        <translation>Rozmowy Pokojowe Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="28"/>
        <source>Land Battle</source>
        <extracomment>routine button for chart land_battle</extracomment>
        <translation>Bitwa Lądowa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="29"/>
        <source>Naval Battle</source>
        <extracomment>routine button for chart naval_battle</extracomment>
        <translation>Bitwa Morska</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="30"/>
        <source>An Event of another Realm</source>
        <extracomment>routine button for chart foreign_event</extracomment>
        <translation>Wydarzenie innego Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="31"/>
        <source>A Covert Action against the Bot</source>
        <extracomment>routine button for chart covert_on_bot</extracomment>
        <translation>Tajna Akcja przeciw Botowi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="32"/>
        <source>Token Limitations</source>
        <extracomment>routine button for chart token_limits</extracomment>
        <translation>Limity Żetonów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="33"/>
        <source>MAC check</source>
        <extracomment>routine button for chart mac</extracomment>
        <translation>Sprawdzenie MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="34"/>
        <source>Choose an Opponent</source>
        <extracomment>routine button for chart choose_opponent</extracomment>
        <translation>Wybierz Przeciwnika</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="35"/>
        <source>Choose a Realm in an Area</source>
        <extracomment>routine button for chart choose_realm</extracomment>
        <translation>Wybierz Królestwo w Obszarze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="36"/>
        <source>Choose a Province, Area or Sea Zone</source>
        <extracomment>routine button for chart choose_place</extracomment>
        <translation>Wybierz Prowincję, Obszar lub Strefę Morską</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="37"/>
        <source>Targeting Chart</source>
        <extracomment>routine button for chart targeting</extracomment>
        <translation>Diagram Celów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="38"/>
        <source>Bot Setup</source>
        <extracomment>routine button for chart setup</extracomment>
        <translation>Przygotowanie Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="39"/>
        <source>Replace a human player</source>
        <extracomment>routine button for chart replace_human</extracomment>
        <translation>Zastąp ludzkiego gracza</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="40"/>
        <source>Replace an eliminated Bot</source>
        <extracomment>routine button for chart replace_bot</extracomment>
        <translation>Zastąp wyeliminowanego Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="42"/>
        <source>Age</source>
        <extracomment>shared game fact &apos;age&apos;</extracomment>
        <translation>Era</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="43"/>
        <source>Round</source>
        <extracomment>shared game fact &apos;round&apos;</extracomment>
        <translation>Runda</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="44"/>
        <source>Realms passed this Round</source>
        <extracomment>shared game fact &apos;passed&apos;</extracomment>
        <translation>Królestwa, które spasowały w tej Rundzie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="58"/>
        <source>Phase 2: Actions</source>
        <extracomment>phase &apos;actions&apos; of the round bar</extracomment>
        <translation>Faza 2: Akcje</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="62"/>
        <source>A human traded</source>
        <extracomment>round bar button in phase &apos;actions&apos; for chart trade</extracomment>
        <translation>Ludzki gracz handlował</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <location filename="../rules/eupop/pack.yaml" line="119"/>
        <location filename="../rules/eupop/pack.yaml" line="120"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <extracomment>label of field &apos;target.name&apos; in the realm profile editor</extracomment>
        <extracomment>label of field &apos;substitute.name&apos; in the realm profile editor</extracomment>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="68"/>
        <source>Difficulty Level</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation>Poziom Trudności</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="73"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="74"/>
        <source>Normal</source>
        <extracomment>choice &apos;normal&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Normalny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="75"/>
        <source>Hard</source>
        <extracomment>choice &apos;hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Trudny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="76"/>
        <source>Very Hard</source>
        <extracomment>choice &apos;very_hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Bardzo trudny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="77"/>
        <location filename="../rules/eupop/pack.yaml" line="156"/>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <location filename="../rules/eupop/pack.yaml" line="275"/>
        <location filename="../rules/eupop/pack.yaml" line="282"/>
        <source>Realm</source>
        <extracomment>bot option &apos;realm&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <extracomment>choice &apos;realm&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <extracomment>the name of the value {old} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {realm} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Królestwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="77"/>
        <source>Optional: what your scenario booklet prints for this Realm (the cards removed from its Bot Deck in each Age, its Targeting Charts). Without one the Bot plays with all 24 cards and the app asks for its Targeting Charts at the table.</source>
        <extracomment>hint under bot option &apos;realm&apos; in the New game dialog</extracomment>
        <translation>Nieobowiązkowe: to, co broszura scenariusza podaje dla tego Królestwa (karty usuwane z jego Talii Bota w każdej Erze, jego Diagramy Celów). Bez profilu Bot gra wszystkimi 24 kartami, a aplikacja pyta o jego Diagramy Celów przy stole.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="85"/>
        <source>Starting Bot Power</source>
        <extracomment>bot option &apos;start_power&apos;</extracomment>
        <translation>Początkowe Punkty Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="86"/>
        <location filename="../rules/eupop/pack.yaml" line="153"/>
        <source>Manpower Reserve</source>
        <extracomment>bot option &apos;manpower&apos;</extracomment>
        <extracomment>mat field manpower_reserve</extracomment>
        <translation>Rezerwa Zasobów Ludzkich</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="87"/>
        <source>Deployed Units in the Army</source>
        <extracomment>bot option &apos;army&apos;</extracomment>
        <translation>Rozmieszczone Jednostki w Armii</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="88"/>
        <location filename="../rules/eupop/pack.yaml" line="158"/>
        <source>State Religion</source>
        <extracomment>bot option &apos;state_religion&apos;</extracomment>
        <extracomment>mat field state_religion</extracomment>
        <translation>Religia Państwowa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="124"/>
        <location filename="../rules/eupop/pack.yaml" line="281"/>
        <source>Bot Power</source>
        <extracomment>mat section</extracomment>
        <extracomment>the name of the value {raw} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Punkty Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="126"/>
        <source>Available</source>
        <extracomment>mat field power.available</extracomment>
        <translation>Dostępne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="127"/>
        <source>Spent</source>
        <extracomment>mat field power.spent</extracomment>
        <translation>Wydane</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="128"/>
        <source>Focus</source>
        <extracomment>mat section</extracomment>
        <translation>Skupienie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <source>Focus areas</source>
        <extracomment>mat field focus</extracomment>
        <translation>Obszary Skupienia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <source>Milestone: {milestone_threshold} in one Focus area (Bot Power placed by FOCUS Actions, at this Difficulty Level).</source>
        <extracomment>hint of mat field focus</extracomment>
        <translation>Kamień Milowy: {milestone_threshold} w jednym obszarze Skupienia (Punkty Bota umieszczone przez Akcje SKUPIENIA, na tym Poziomie Trudności).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <location filename="../rules/eupop/state.py" line="102"/>
        <source>Economic</source>
        <extracomment>key &apos;economic&apos; of mat field focus</extracomment>
        <extracomment>choice &apos;economic&apos; of field &apos;focus_type&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Ekonomia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <location filename="../rules/eupop/state.py" line="103"/>
        <source>Expansion</source>
        <extracomment>key &apos;expansion&apos; of mat field focus</extracomment>
        <extracomment>choice &apos;expansion&apos; of field &apos;focus_type&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Ekspansja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <location filename="../rules/eupop/state.py" line="104"/>
        <source>Political</source>
        <extracomment>key &apos;political&apos; of mat field focus</extracomment>
        <extracomment>choice &apos;political&apos; of field &apos;focus_type&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Polityka</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <location filename="../rules/eupop/state.py" line="105"/>
        <source>War</source>
        <extracomment>key &apos;war&apos; of mat field focus</extracomment>
        <extracomment>choice &apos;war&apos; of field &apos;focus_type&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Wojna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="140"/>
        <source>Ideas</source>
        <extracomment>mat section</extracomment>
        <translation>Idee</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="142"/>
        <source>Researched Ideas</source>
        <extracomment>mat field ideas</extracomment>
        <translation>Zbadane Idee</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="142"/>
        <location filename="../rules/eupop/pack.yaml" line="214"/>
        <source>Administrative</source>
        <extracomment>key &apos;administrative&apos; of mat field ideas</extracomment>
        <extracomment>choice &apos;administrative&apos; of field &apos;discard_icon&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <translation>Administracyjne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="142"/>
        <location filename="../rules/eupop/pack.yaml" line="214"/>
        <source>Diplomatic</source>
        <extracomment>key &apos;diplomatic&apos; of mat field ideas</extracomment>
        <extracomment>choice &apos;diplomatic&apos; of field &apos;discard_icon&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <translation>Dyplomatyczne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="142"/>
        <location filename="../rules/eupop/pack.yaml" line="214"/>
        <source>Military</source>
        <extracomment>key &apos;military&apos; of mat field ideas</extracomment>
        <extracomment>choice &apos;military&apos; of field &apos;discard_icon&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <translation>Militarne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="151"/>
        <source>Army</source>
        <extracomment>mat section</extracomment>
        <translation>Armia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="154"/>
        <source>Army: standing Units</source>
        <extracomment>mat field army.standing</extracomment>
        <translation>Armia: stojące Jednostki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="155"/>
        <source>Army: laid-down Units</source>
        <extracomment>mat field army.laid_down</extracomment>
        <translation>Armia: położone Jednostki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="159"/>
        <location filename="../rules/eupop/state.py" line="302"/>
        <source>At War</source>
        <extracomment>mat field at_war</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>W Stanie Wojny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="160"/>
        <source>Quest for the New World</source>
        <extracomment>mat field quest_new_world</extracomment>
        <translation>„Quest for the New World”</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="161"/>
        <location filename="../rules/eupop/routines.py" line="72"/>
        <source>Passed this Round</source>
        <extracomment>mat field passed</extracomment>
        <extracomment>message of routines.py</extracomment>
        <translation>Spasował w tej Rundzie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="162"/>
        <source>Bot Deck</source>
        <extracomment>mat section</extracomment>
        <translation>Talia Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <source>Last drawn card</source>
        <extracomment>mat field deck.last_drawn</extracomment>
        <translation>Ostatnio dobrana karta</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="240"/>
        <source>Actions</source>
        <extracomment>card field &apos;actions&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;actions&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <extracomment>the name of the value {actions} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Akcje</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/pack.yaml" line="239"/>
        <source>War Action</source>
        <extracomment>card field &apos;war_action&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;war_action&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <extracomment>the name of the value {action} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Akcja Wojny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="213"/>
        <location filename="../rules/eupop/pack.yaml" line="251"/>
        <source>Cost</source>
        <extracomment>card field &apos;cost&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;cost&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <extracomment>the name of the value {cost} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Koszt</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="214"/>
        <source>Discard icon</source>
        <extracomment>card field &apos;discard_icon&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;discard_icon&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <translation>Ikona odrzucenia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <source>FOCUS type</source>
        <extracomment>card field &apos;focus_type&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;focus_type&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <translation>Typ SKUPIENIA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="167"/>
        <source>Draw pile</source>
        <extracomment>mat field deck.draw_pile</extracomment>
        <translation>Stos do dobierania</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="168"/>
        <source>Used this Round</source>
        <extracomment>mat field deck.used</extracomment>
        <translation>Użyte w tej Rundzie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="169"/>
        <source>Set aside (FOCUS)</source>
        <extracomment>mat field deck.set_aside</extracomment>
        <translation>Odłożone (SKUPIENIE)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="170"/>
        <source>Removed this Age</source>
        <extracomment>mat field deck.removed</extracomment>
        <translation>Usunięte w tej Erze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="90"/>
        <source>Realm profile</source>
        <extracomment>profile kind &apos;realm&apos;</extracomment>
        <translation>Profil Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="90"/>
        <location filename="../rules/eupop/actions.py" line="584"/>
        <source>No Realm profile</source>
        <extracomment>shown for a bot set up without a &apos;realm&apos; profile</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>Bez profilu Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="96"/>
        <source>Realm name</source>
        <extracomment>label of field &apos;name&apos; in the realm profile editor</extracomment>
        <translation>Nazwa Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="97"/>
        <source>Cards removed in each Age</source>
        <extracomment>label of field &apos;removed_cards&apos; in the realm profile editor</extracomment>
        <translation>Karty usuwane w każdej Erze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="97"/>
        <source>Card numbers, comma separated</source>
        <extracomment>hint of field &apos;removed_cards&apos; in the realm profile editor</extracomment>
        <translation>Numery kart, oddzielone przecinkami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="97"/>
        <source>Age {key}</source>
        <extracomment>key &apos;1&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;2&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;3&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;4&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <translation>Era {key}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="105"/>
        <source>Targeting Charts</source>
        <extracomment>label of field &apos;targeting&apos; in the realm profile editor</extracomment>
        <translation>Diagramy Celów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="106"/>
        <location filename="../rules/eupop/realm.py" line="409"/>
        <source>Military Targeting Chart</source>
        <extracomment>label of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Diagram Celów Militarnych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="106"/>
        <location filename="../rules/eupop/pack.yaml" line="107"/>
        <source>Add range</source>
        <extracomment>add of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>add of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <translation>Dodaj zakres</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="106"/>
        <location filename="../rules/eupop/pack.yaml" line="107"/>
        <source>Add nested roll</source>
        <extracomment>nest of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>nest of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <translation>Dodaj rzut zagnieżdżony</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="107"/>
        <location filename="../rules/eupop/realm.py" line="409"/>
        <source>Diplomatic Targeting Chart</source>
        <extracomment>label of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Diagram Celów Dyplomatycznych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="108"/>
        <source>Die roll</source>
        <extracomment>label of field &apos;dice&apos; in the realm profile editor</extracomment>
        <translation>Rzut kością</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="109"/>
        <location filename="../rules/eupop/pack.yaml" line="250"/>
        <location filename="../rules/eupop/pack.yaml" line="276"/>
        <source>Target</source>
        <extracomment>label of field &apos;target&apos; in the realm profile editor</extracomment>
        <extracomment>the name of the value {claim_place} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {outcome} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="110"/>
        <location filename="../rules/eupop/pack.yaml" line="296"/>
        <source>Substitute</source>
        <extracomment>label of field &apos;substitute&apos; in the realm profile editor</extracomment>
        <extracomment>the name of the value {substitute} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Zastępstwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="111"/>
        <source>nested roll</source>
        <extracomment>label of field &apos;children&apos; in the realm profile editor</extracomment>
        <translation>rzut zagnieżdżony</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <source>Kind</source>
        <extracomment>label of field &apos;kind&apos; in the realm profile editor</extracomment>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <source>Owner of &lt;Province&gt;</source>
        <extracomment>choice &apos;owner_of&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Właściciel &lt;Prowincji&gt;</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <source>Realm in &lt;Area&gt;</source>
        <extracomment>choice &apos;realm_in&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Królestwo w &lt;Obszarze&gt;</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <source>vacant Territory</source>
        <extracomment>choice &apos;vacant_territory&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>puste Terytorium</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="119"/>
        <location filename="../rules/eupop/pack.yaml" line="120"/>
        <source>Realm, Province or Area name</source>
        <extracomment>hint of field &apos;target.name&apos; in the realm profile editor</extracomment>
        <extracomment>hint of field &apos;substitute.name&apos; in the realm profile editor</extracomment>
        <translation>Nazwa Królestwa, Prowincji lub Obszaru</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="175"/>
        <source>Check your Bot Deck</source>
        <extracomment>title of the check &apos;bot_deck_check&apos;</extracomment>
        <translation>Sprawdź swoją Talię Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="175"/>
        <source>Take your Bot Deck. For each card, compare what is listed here with your card: press &quot;Matches my card&quot; when it does, or change what differs first. The next draw uses your values.</source>
        <extracomment>what to do in the check &apos;bot_deck_check&apos;</extracomment>
        <translation>Weź swoją Talię Bota. Porównaj każdą kartę z tym, co tu podano: naciśnij „Zgadza się z moją kartą”, gdy się zgadza, albo najpierw zmień to, co się różni. Przy następnym dobraniu karty zostaną użyte Twoje wartości.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="83"/>
        <source>EVENT</source>
        <extracomment>choice &apos;event&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;event&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>WYDARZENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="84"/>
        <source>MILITARY</source>
        <extracomment>choice &apos;military&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;military&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>MILITARNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="85"/>
        <source>DIPLOMACY</source>
        <extracomment>choice &apos;diplomacy&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;diplomacy&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>DYPLOMACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="86"/>
        <source>NAVAL</source>
        <extracomment>choice &apos;naval&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;naval&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>MORSKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="87"/>
        <source>EXPLORE</source>
        <extracomment>choice &apos;explore&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;explore&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>EKSPLORACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="88"/>
        <source>COLONIZE</source>
        <extracomment>choice &apos;colonize&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;colonize&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>KOLONIZACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="89"/>
        <source>UNREST</source>
        <extracomment>choice &apos;unrest&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;unrest&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>NIEPOKOJE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="90"/>
        <source>SPY</source>
        <extracomment>choice &apos;spy&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;spy&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>SZPIEGOWANIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="91"/>
        <source>PAPAL CURIA</source>
        <extracomment>choice &apos;papal_curia&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;papal_curia&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>KURIA PAPIESKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="92"/>
        <source>CONVERT</source>
        <extracomment>choice &apos;convert&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;convert&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>KONWERSJA RELIGIJNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="93"/>
        <source>FOCUS</source>
        <extracomment>choice &apos;focus&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;focus&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>SKUPIENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="94"/>
        <source>IDEA</source>
        <extracomment>choice &apos;idea&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;idea&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>IDEA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/pack.yaml" line="214"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <location filename="../rules/eupop/actions.py" line="180"/>
        <location filename="../rules/eupop/state.py" line="82"/>
        <source>none</source>
        <extracomment>choice &apos;none&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;none&apos; of field &apos;discard_icon&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;none&apos; of field &apos;focus_type&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="233"/>
        <source>Castile</source>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Kastylia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="234"/>
        <source>France</source>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Francja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="241"/>
        <location filename="../rules/eupop/pack.yaml" line="244"/>
        <location filename="../rules/eupop/pack.yaml" line="245"/>
        <location filename="../rules/eupop/pack.yaml" line="252"/>
        <location filename="../rules/eupop/pack.yaml" line="253"/>
        <location filename="../rules/eupop/pack.yaml" line="255"/>
        <location filename="../rules/eupop/pack.yaml" line="256"/>
        <location filename="../rules/eupop/pack.yaml" line="257"/>
        <location filename="../rules/eupop/pack.yaml" line="258"/>
        <location filename="../rules/eupop/pack.yaml" line="259"/>
        <location filename="../rules/eupop/pack.yaml" line="263"/>
        <location filename="../rules/eupop/pack.yaml" line="264"/>
        <location filename="../rules/eupop/pack.yaml" line="265"/>
        <location filename="../rules/eupop/pack.yaml" line="266"/>
        <location filename="../rules/eupop/pack.yaml" line="267"/>
        <location filename="../rules/eupop/pack.yaml" line="268"/>
        <location filename="../rules/eupop/pack.yaml" line="270"/>
        <location filename="../rules/eupop/pack.yaml" line="272"/>
        <location filename="../rules/eupop/pack.yaml" line="273"/>
        <location filename="../rules/eupop/pack.yaml" line="274"/>
        <location filename="../rules/eupop/pack.yaml" line="277"/>
        <location filename="../rules/eupop/pack.yaml" line="278"/>
        <location filename="../rules/eupop/pack.yaml" line="279"/>
        <location filename="../rules/eupop/pack.yaml" line="280"/>
        <location filename="../rules/eupop/pack.yaml" line="285"/>
        <location filename="../rules/eupop/pack.yaml" line="286"/>
        <location filename="../rules/eupop/pack.yaml" line="289"/>
        <location filename="../rules/eupop/pack.yaml" line="290"/>
        <location filename="../rules/eupop/pack.yaml" line="293"/>
        <location filename="../rules/eupop/pack.yaml" line="294"/>
        <location filename="../rules/eupop/pack.yaml" line="295"/>
        <location filename="../rules/eupop/pack.yaml" line="299"/>
        <location filename="../rules/eupop/pack.yaml" line="300"/>
        <source>amount</source>
        <extracomment>the name of the value {administrative} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {army} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {available} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {count} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {dice} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {diplomatic} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {ducat_power} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {extra} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {gain} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {gained} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {ideas} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {in_focus} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {laid_down} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {loans} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {lost} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {mac} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {military} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {monarch_power} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {moved} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {n} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {paid} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {passed} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {pile} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {power} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {reserve} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {returned} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {sieged} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {spent} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {stability_size} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {standing} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {strength} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {total} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {units} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>liczba</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="242"/>
        <location filename="../rules/eupop/pack.yaml" line="248"/>
        <location filename="../rules/eupop/pack.yaml" line="254"/>
        <location filename="../rules/eupop/pack.yaml" line="287"/>
        <source>number</source>
        <extracomment>the name of the value {age} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {card} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {die} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {round} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>numer</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="243"/>
        <source>Focus area</source>
        <extracomment>the name of the value {area} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>obszar Skupienia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="246"/>
        <location filename="../rules/eupop/pack.yaml" line="249"/>
        <location filename="../rules/eupop/pack.yaml" line="260"/>
        <location filename="../rules/eupop/pack.yaml" line="284"/>
        <location filename="../rules/eupop/pack.yaml" line="288"/>
        <source>card numbers</source>
        <extracomment>the name of the value {back} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {cards} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {gone} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {removed} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {set_aside} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>numery kart</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="247"/>
        <location filename="../rules/eupop/realm.py" line="433"/>
        <source>the Bot</source>
        <extracomment>the name of the value {bot} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="261"/>
        <source>half</source>
        <extracomment>the name of the value {half} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>połowa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="262"/>
        <location filename="../rules/eupop/realm.py" line="511"/>
        <source>the result rolled on the chart</source>
        <extracomment>the name of the value {how} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>wynik wyrzucony na diagramie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="269"/>
        <source>maximum</source>
        <extracomment>the name of the value {maximum} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>maksimum</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="271"/>
        <source>minimum</source>
        <extracomment>the name of the value {minimum} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>minimum</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="283"/>
        <location filename="../rules/eupop/pack.yaml" line="301"/>
        <location filename="../rules/eupop/pack.yaml" line="302"/>
        <location filename="../rules/eupop/pack.yaml" line="303"/>
        <source>Units</source>
        <extracomment>the name of the value {recruited_shown} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {units_added} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {units_back} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {units_shown} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Jednostki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="291"/>
        <source>Bot Power for Stability</source>
        <extracomment>the name of the value {stability} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Punkty Bota za Stabilność</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="292"/>
        <source>+ or −</source>
        <extracomment>the name of the value {stability_sign} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>+ lub −</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="297"/>
        <source>name</source>
        <extracomment>the name of the value {target} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>nazwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="298"/>
        <source>Milestone threshold</source>
        <extracomment>the name of the value {threshold} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>próg Kamienia Milowego</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="403"/>
        <source>{whole}.5</source>
        <extracomment>message of actions.py</extracomment>
        <translation>{whole},5</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/actions.py" line="452"/>
        <source>{available} Available, %n Tax Value sieged</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>Dostępne: {available}, oblężono %n Wartość Podatkową</numerusform>
            <numerusform>Dostępne: {available}, oblężono %n Wartości Podatkowe</numerusform>
            <numerusform>Dostępne: {available}, oblężono %n Wartości Podatkowych</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="482"/>
        <source>card {card}</source>
        <comment>locative</comment>
        <extracomment>message of actions.py</extracomment>
        <translation>karcie {card}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="198"/>
        <source>Card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Karta {card}: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="251"/>
        <source>War Action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Akcja Wojny: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="279"/>
        <source>Next action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Następna Akcja: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="297"/>
        <source>Discard icon: {icon}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Ikona odrzucenia: {icon}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="305"/>
        <source>The action could not be done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Nie udało się wykonać Akcji</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="305"/>
        <location filename="../rules/eupop/actions.py" line="278"/>
        <source>The action was done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Akcja została wykonana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="316"/>
        <source>{available} Available, {spent} Spent</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Dostępne: {available}, Wydane: {spent}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="481"/>
        <source>the card</source>
        <comment>locative</comment>
        <extracomment>message of actions.py</extracomment>
        <translation>tej karcie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="505"/>
        <source>The card names no Focus area</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Karta nie wskazuje obszaru Skupienia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="528"/>
        <location filename="../rules/eupop/state.py" line="81"/>
        <location filename="../rules/eupop/state.py" line="352"/>
        <source>unknown</source>
        <extracomment>message of actions.py</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>nieznane</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="550"/>
        <source>{have} in Focus, {need} needed</source>
        <extracomment>message of actions.py</extracomment>
        <translation>W Skupieniu: {have}, potrzeba: {need}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="586"/>
        <source>Realm: {realm}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Królestwo: {realm}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="596"/>
        <source>State Religion: {religion}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Religia Państwowa: {religion}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="610"/>
        <source>The Ship stays</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Statek zostaje</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="610"/>
        <source>The Ship was lost</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Statek przepadł</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="644"/>
        <source>Nobody said whom the Bot fights</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Nikt nie podał, z kim walczy Bot</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/actions.py" line="670"/>
        <source>%n Units standing</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>Stoi %n Jednostka</numerusform>
            <numerusform>Stoją %n Jednostki</numerusform>
            <numerusform>Stoi %n Jednostek</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="684"/>
        <source>No Unit of the Army stands: it loses none</source>
        <extracomment>message of actions.py</extracomment>
        <translation>W Armii nie stoi żadna Jednostka: nie traci żadnej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="197"/>
        <source>Card {card} has no such action</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Karta {card} nie ma takiej Akcji</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="249"/>
        <source>Check this card&apos;s War Action on your card</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Sprawdź Akcję Wojny tej karty na swojej karcie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="504"/>
        <source>The card names the {area} Focus</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Karta wskazuje Skupienie: {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="594"/>
        <source>No State Religion on the Bot&apos;s mat</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Brak Religii Państwowej w panelu Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="630"/>
        <source>Nobody said how the Battle ended</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Nikt nie podał, jak zakończyła się Bitwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="631"/>
        <source>The Bot won the Battle</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Bot wygrał Bitwę</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="631"/>
        <source>The Bot lost the Battle</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Bot przegrał Bitwę</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="639"/>
        <source>A human Opponent</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Ludzki Przeciwnik</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="641"/>
        <source>Another Bot</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Inny Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="643"/>
        <source>An NPR</source>
        <extracomment>message of actions.py</extracomment>
        <translation>NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="663"/>
        <source>Gained this Turn already</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Już otrzymane w tej Turze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="663"/>
        <source>Not gained this Turn</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Nieotrzymane w tej Turze</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/actions.py" line="681"/>
        <source>The Army loses %n Units</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>Armia traci %n Jednostkę</numerusform>
            <numerusform>Armia traci %n Jednostki</numerusform>
            <numerusform>Armia traci %n Jednostek</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="683"/>
        <source>No Casualties: the Army loses no Units</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Brak Strat: Armia nie traci żadnej Jednostki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/army.py" line="22"/>
        <source>the table knows where it stands</source>
        <extracomment>message of army.py</extracomment>
        <translation>gracze przy stole wiedzą, gdzie ona stoi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/army.py" line="21"/>
        <source>the Army was not placed since the setup or since it was removed</source>
        <extracomment>message of army.py</extracomment>
        <translation>Armii nie umieszczono od przygotowania ani od jej usunięcia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/choices.py" line="17"/>
        <source>Answer: {given}</source>
        <extracomment>message of choices.py</extracomment>
        <translation>Odpowiedź: {given}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/choices.py" line="24"/>
        <source>%n tied</source>
        <extracomment>message of choices.py</extracomment>
        <translation>
            <numerusform>%n w remisie</numerusform>
            <numerusform>%n w remisie</numerusform>
            <numerusform>%n w remisie</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="263"/>
        <location filename="../rules/eupop/realm.py" line="334"/>
        <location filename="../rules/eupop/realm.py" line="345"/>
        <source>a vacant Territory</source>
        <extracomment>message of realm.py</extracomment>
        <translation>puste Terytorium</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="272"/>
        <source>in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation>w Obszarze Stołecznym NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="327"/>
        <location filename="../rules/eupop/realm.py" line="502"/>
        <location filename="../rules/eupop/realm.py" line="511"/>
        <location filename="../rules/eupop/realm.py" line="513"/>
        <source>The target is {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Celem jest {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="253"/>
        <location filename="../rules/eupop/realm.py" line="346"/>
        <source>no target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>brak celu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="256"/>
        <source>{realm}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>{realm}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="258"/>
        <source>Owner of {province}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Właściciel Prowincji {province}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="260"/>
        <source>Realm in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Królestwo w Obszarze {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="262"/>
        <source>the vacant Territory {territory}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>puste Terytorium {territory}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="269"/>
        <source>in the Area of {province}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>w Obszarze Prowincji {province}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="271"/>
        <source>in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>w Obszarze {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="305"/>
        <source>the Overlord of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Suzeren Królestwa {target}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="307"/>
        <source>the Owner of the Capital of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Właściciel Stolicy Królestwa {target}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="314"/>
        <source>No valid target is left on the chart.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Na diagramie nie został żaden legalny cel.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/realm.py" line="317"/>
        <source>Roll again among %n child nodes.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>
            <numerusform>Rzuć ponownie, wybierając spośród %n węzła potomnego.</numerusform>
            <numerusform>Rzuć ponownie, wybierając spośród %n węzłów potomnych.</numerusform>
            <numerusform>Rzuć ponownie, wybierając spośród %n węzłów potomnych.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="320"/>
        <source>Take the listed substitute: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Weź wskazane Zastępstwo: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="325"/>
        <source>Move on to die {low}–{high}: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Przejdź do wyniku rzutu kością {low}–{high}: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="332"/>
        <source>roll among child nodes</source>
        <extracomment>message of realm.py</extracomment>
        <translation>rzut wśród węzłów potomnych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="333"/>
        <source>a Realm target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Królestwo jako cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="335"/>
        <source>no target left</source>
        <extracomment>message of realm.py</extracomment>
        <translation>nie został żaden cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="342"/>
        <source>an NPR</source>
        <extracomment>message of realm.py</extracomment>
        <translation>NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="343"/>
        <source>an Opponent</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="344"/>
        <source>a valid Realm</source>
        <extracomment>message of realm.py</extracomment>
        <translation>legalne Królestwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="395"/>
        <source>No Realm profile with this chart: use the printed chart</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Brak profilu Królestwa z tym diagramem: użyj wydrukowanego diagramu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="402"/>
        <source>Targeting Chart: {stage}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Diagram Celów: {stage}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="418"/>
        <location filename="../rules/eupop/realm.py" line="426"/>
        <source>Target: {result}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Cel: {result}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="477"/>
        <source>the target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="484"/>
        <source>in the named Area (or the Area of the named Province), else in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation>we wskazanym Obszarze (lub w Obszarze wskazanej Prowincji), a w przeciwnym razie w Obszarze Stołecznym NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="493"/>
        <source>Owner of {province}: the Owner of that Province; its Lawful Owner if it is Occupied.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Właściciel Prowincji {province}: Właściciel tej Prowincji; jej Prawowity Właściciel, jeśli jest Okupowana.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="498"/>
        <source>Realm in {area}: the valid Realm with its Capital there; else the one Owning Provinces of the highest Tax Value there; else the first alphabetically.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Królestwo w Obszarze {area}: legalne Królestwo, którego Stolica znajduje się w tym Obszarze; następnie to z najwyższą Wartością Podatkową Prowincji Posiadanych w tym Obszarze; następnie pierwsze alfabetycznie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="68"/>
        <source>a nested roll has no die ranges</source>
        <extracomment>message of realm.py</extracomment>
        <translation>rzut zagnieżdżony nie ma żadnego zakresu kości</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="74"/>
        <source>die ranges overlap at {faces}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>zakresy kości nachodzą na siebie przy: {faces}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="77"/>
        <source>die ranges do not cover {faces}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>zakresy kości nie obejmują: {faces}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="292"/>
        <source>The Bot has no Targeting Chart of this kind in its profile.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Bot nie ma w profilu Diagramu Celów tego rodzaju.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="394"/>
        <source>{realm} has this chart in its profile</source>
        <extracomment>message of realm.py</extracomment>
        <translation>{realm} ma ten diagram w swoim profilu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="33"/>
        <source>this target needs a name</source>
        <extracomment>message of realm.py</extracomment>
        <translation>ten cel musi mieć nazwę</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="49"/>
        <source>die roll {dice} is not a range within 1-6</source>
        <extracomment>message of realm.py</extracomment>
        <translation>rzut kością {dice} nie jest zakresem w granicach 1-6</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="57"/>
        <source>each die range needs a target, a nested roll, or both</source>
        <extracomment>message of realm.py</extracomment>
        <translation>każdy zakres kości potrzebuje celu, rzutu zagnieżdżonego albo obu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="59"/>
        <source>only a die range with a target may list a substitute</source>
        <extracomment>message of realm.py</extracomment>
        <translation>tylko zakres kości z celem może mieć Zastępstwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="119"/>
        <source>Age {age}: {cards} are not Bot Card numbers 01-24</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Era {age}: {cards} to nie numery Kart Bota 01-24</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="72"/>
        <source>Not Passed yet</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Jeszcze nie spasował</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="80"/>
        <source>Realms Passed before this one: {passed}</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Królestwa, które spasowały wcześniej: {passed}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="137"/>
        <source>%n Units in the Manpower Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>W Rezerwie Zasobów Ludzkich: %n Jednostka</numerusform>
            <numerusform>W Rezerwie Zasobów Ludzkich: %n Jednostki</numerusform>
            <numerusform>W Rezerwie Zasobów Ludzkich: %n Jednostek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="168"/>
        <source>%n Units go back to the Supply</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>%n Jednostka wraca do Zasobów</numerusform>
            <numerusform>%n Jednostki wracają do Zasobów</numerusform>
            <numerusform>%n Jednostek wraca do Zasobów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="169"/>
        <source>%n Units are added to the Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>%n Jednostka dochodzi do Rezerwy</numerusform>
            <numerusform>%n Jednostki dochodzą do Rezerwy</numerusform>
            <numerusform>%n Jednostek dochodzi do Rezerwy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="202"/>
        <source>Age {age}</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Era {age}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="161"/>
        <source>Setup option &apos;{key}&apos;: {value} is below the minimum {low}.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Opcja przygotowania „{key}”: {value} to mniej niż minimum {low}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="159"/>
        <source>Setup option &apos;{key}&apos;: &apos;{value}&apos; is not a whole number.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Opcja przygotowania „{key}”: „{value}” nie jest liczbą całkowitą.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="288"/>
        <location filename="../rules/eupop/state.py" line="295"/>
        <source>%n Bot Power Available</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>Dostępne: %n Punkt Bota</numerusform>
            <numerusform>Dostępne: %n Punkty Bota</numerusform>
            <numerusform>Dostępne: %n Punktów Bota</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="302"/>
        <source>At Peace</source>
        <extracomment>message of state.py</extracomment>
        <translation>W Pokoju</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="309"/>
        <source>%n Ideas of this type</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>%n Idea tego typu</numerusform>
            <numerusform>%n Idee tego typu</numerusform>
            <numerusform>%n Idei tego typu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="316"/>
        <source>%n cards in the draw pile</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>W stosie do dobierania: %n karta</numerusform>
            <numerusform>W stosie do dobierania: %n karty</numerusform>
            <numerusform>W stosie do dobierania: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="324"/>
        <source>Quest for the New World researched</source>
        <extracomment>message of state.py</extracomment>
        <translation>Zbadana Idea „Quest for the New World”</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="324"/>
        <source>No Quest for the New World</source>
        <extracomment>message of state.py</extracomment>
        <translation>Brak „Quest for the New World”</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="355"/>
        <source>{cost} (check card {card}&apos;s cost on your card)</source>
        <extracomment>message of state.py</extracomment>
        <translation>{cost} (sprawdź koszt na swojej karcie {card})</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="382"/>
        <location filename="../rules/eupop/state.py" line="383"/>
        <source>%n Units</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>%n Jednostkę</numerusform>
            <numerusform>%n Jednostki</numerusform>
            <numerusform>%n Jednostek</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="169"/>
        <source>Realm profiles cannot be used with these rules.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Z tymi zasadami nie można używać profili Królestw.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="191"/>
        <source>Difficulty &apos;{level}&apos; is not one of {levels}.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Poziom Trudności „{level}” nie jest żadnym z: {levels}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="347"/>
        <source>The Bot Deck&apos;s draw pile is empty.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Stos do dobierania Talii Bota jest pusty.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="413"/>
        <source>Set this card&apos;s FOCUS type from your card in “Check your Bot Deck”.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Ustaw typ SKUPIENIA tej karty według swojej karty w „Sprawdź swoją Talię Bota”.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="175"/>
        <source>{where}: {reason}</source>
        <extracomment>message of state.py</extracomment>
        <translation>{where}: {reason}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="181"/>
        <source>The Realm profile cannot be used: {problems}</source>
        <extracomment>message of state.py</extracomment>
        <translation>Profilu Królestwa nie można użyć: {problems}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/substitutes.py" line="120"/>
        <source>Eliminated</source>
        <extracomment>message of substitutes.py</extracomment>
        <translation>Wyeliminowany</translation>
    </message>
    <message>
        <location filename="../rules/eupop/substitutes.py" line="120"/>
        <source>In the game</source>
        <extracomment>message of substitutes.py</extracomment>
        <translation>W grze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/substitutes.py" line="88"/>
        <source>A Bot cannot replace itself: choose the eliminated Bot.</source>
        <extracomment>message of substitutes.py</extracomment>
        <translation>Bot nie może zastąpić sam siebie: wybierz wyeliminowanego Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="1"/>
        <source>Land Battles; Naval Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Lądowe; Bitwy Morskie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="1"/>
        <location filename="../rules/eupop/charts/military.yaml" line="27"/>
        <location filename="../rules/eupop/charts/spy.yaml" line="11"/>
        <source>Choice Processes: Opponent Selection</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Procesy Wyboru: Wybór Przeciwnika</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="1"/>
        <source>Choice Processes: Province, Area &amp; Sea Zone Selection</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Procesy Wyboru: Wybór Prowincji, Obszaru i Strefy Morskiej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="1"/>
        <source>Choice Processes: Realm Selection</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Procesy Wyboru: Wybór Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="1"/>
        <source>Cleanup Phase</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Porządków</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="5"/>
        <source>Cleanup Phase: Update Manpower Reserve</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Porządków: Aktualizacja Rezerwy Zasobów Ludzkich</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="16"/>
        <source>Cleanup Phase: Update Manpower Reserve; Recruiting Units</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Porządków: Aktualizacja Rezerwy Zasobów Ludzkich; Rekrutacja Jednostek</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="24"/>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="29"/>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="36"/>
        <location filename="../rules/eupop/charts/colonize.yaml" line="38"/>
        <source>Cleanup Phase: Colonists</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Porządków: Koloniści</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="41"/>
        <source>Cleanup Phase: All Bot-to-PR Alliances end</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Porządków: Wszystkie Sojusze między Botami a PR kończą się</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="46"/>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Cleanup Phase: Bot Emperor – Imperial Influence</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Porządków: Cesarz Bot – Wpływy Cesarskie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="61"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="73"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="80"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="87"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="95"/>
        <location filename="../rules/eupop/charts/income.yaml" line="104"/>
        <source>Bot Emperor</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Cesarz Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="70"/>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="79"/>
        <location filename="../rules/eupop/charts/income.yaml" line="48"/>
        <location filename="../rules/eupop/charts/income.yaml" line="56"/>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="25"/>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="33"/>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="42"/>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="49"/>
        <source>Token Limitations: Towns</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Limity Żetonów: Miasta</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="84"/>
        <source>Cleanup Phase: Reshuffle Bot Deck</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Porządków: Przetasowanie Talii Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="1"/>
        <source>Colonize Action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja KOLONIZACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="9"/>
        <location filename="../rules/eupop/charts/colonize.yaml" line="19"/>
        <location filename="../rules/eupop/charts/siege.yaml" line="9"/>
        <source>Token Limitations (Towns)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Limity Żetonów (Miasta)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="32"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="70"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="78"/>
        <source>Explore Action (from NAVAL and COLONIZE Actions)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja EKSPLORACJI (z Akcji MORSKIEJ i KOLONIZACJI)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="1"/>
        <source>Convert Action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja KONWERSJI RELIGIJNEJ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="19"/>
        <source>Choice Processes; Rebel Dice Rolls</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Procesy Wyboru; Rzuty Kością Buntowników</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/covert_on_bot.yaml" line="1"/>
        <location filename="../rules/eupop/charts/spy.yaml" line="19"/>
        <source>Covert Actions</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Tajne Akcje</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="1"/>
        <location filename="../rules/eupop/charts/main.yaml" line="44"/>
        <source>Defend Action (from Main Turn Structure)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja OBRONA (ze Struktury Tury Głównej)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="35"/>
        <source>Defend Action, footnote 1; Recruiting Units</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja OBRONA, przypis 1; Rekrutacja Jednostek</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="76"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="84"/>
        <source>Defend Action; Ship Placement</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja OBRONA; Umieszczanie Statków</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="122"/>
        <source>Defend Action; Land Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja OBRONA; Bitwy Lądowe</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="173"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="173"/>
        <location filename="../rules/eupop/charts/main.yaml" line="48"/>
        <location filename="../rules/eupop/charts/military.yaml" line="118"/>
        <source>Bot Setup; Army Movement</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Przygotowanie Bota; Ruch Armii</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="1"/>
        <source>Diplomacy Action (Bot Cards 05, 06, 07, 08)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja DYPLOMATYCZNA (z Kart Bota nr 05, 06, 07, 08)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="9"/>
        <location filename="../rules/eupop/charts/military.yaml" line="35"/>
        <source>Realm Selection; Targeting Charts</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Wybór Królestwa; Diagramy Celów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="15"/>
        <source>Targeting Charts (Invalid Diplomatic Targets)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Diagramy Celów (Nielegalne Cele Dyplomatyczne)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="35"/>
        <source>Diplomacy Action, footnotes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja DYPLOMATYCZNA, przypisy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="52"/>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="61"/>
        <source>Bots &amp; Ideas; Diplomacy Action, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Boty i Idee; Akcja DYPLOMATYCZNA, przypis 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="70"/>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="78"/>
        <source>Bots &amp; Alliances</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Boty i Sojusze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="1"/>
        <source>Bot Warfare: DoW on a Bot</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Działania Wojenne Botów: DoW Botowi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="14"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="22"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="26"/>
        <source>Bot HRE Members</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Boty jako Członkowie HRE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="48"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="103"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>Bot Warfare: DoW on a Bot, 3. Calls to Arms</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Działania Wojenne Botów: DoW Botowi, 3. Wezwania do Broni</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="55"/>
        <source>Bot Warfare: DoW on a Bot, 3. Calls to Arms; Bot Emperor</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Działania Wojenne Botów: DoW Botowi, 3. Wezwania do Broni; Cesarz Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="150"/>
        <location filename="../rules/eupop/charts/income.yaml" line="13"/>
        <source>Difficulty Level</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Poziom Trudności</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="1"/>
        <source>End of Age Routine</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Procedura Zakończenia Ery</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="13"/>
        <source>Final Scoring</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Punktacja Końcowa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="1"/>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="9"/>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="16"/>
        <source>General Event Rules</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ogólne Zasady Wydarzeń</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="10"/>
        <source>General Event Rules; Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ogólne Zasady Wydarzeń; Procesy Wyboru</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="94"/>
        <location filename="../rules/eupop/charts/event.yaml" line="102"/>
        <location filename="../rules/eupop/charts/event.yaml" line="112"/>
        <location filename="../rules/eupop/charts/event.yaml" line="121"/>
        <source>General Event Rules (gaining Stability)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ogólne Zasady Wydarzeń (otrzymywanie Stabilności)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="207"/>
        <source>Secondary Effects</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Efekty Drugorzędne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="1"/>
        <source>Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja EKSPLORACJI (z Akcji MORSKIEJ i KOLONIZACJI + z Karty Bota nr 11)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="10"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="20"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="27"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="36"/>
        <source>Explore Action, footnote 1</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja EKSPLORACJI, przypis 1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="44"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="55"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="64"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="73"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="82"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="91"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="100"/>
        <source>Explore Action, footnote 2</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja EKSPLORACJI, przypis 2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="109"/>
        <source>Ship Placement; Naval Action, footnote 1</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Umieszczanie Statków; Akcja MORSKA, przypis 1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="119"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="126"/>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="17"/>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="1"/>
        <source>Ship Placement</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Umieszczanie Statków</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="140"/>
        <source>Explore Action, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja EKSPLORACJI, przypis 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="154"/>
        <source>Colonize Action (from EXPLORE)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja KOLONIZACJA (z Akcji EKSPLORACJI)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="1"/>
        <source>Bot Mat (Focus areas); Focus Action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Plansza Bota (obszary Skupienia); Akcja SKUPIENIA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="40"/>
        <source>Difficulty Level (Bot Power in Focus to score a Milestone)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Poziom Trudności (Punkty Bota w Skupieniu, aby zdobyć Kamień Milowy)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="1"/>
        <source>Action Phase: Event Resolution; General Event Rules</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Akcji: Rozstrzyganie Wydarzeń; Ogólne Zasady Wydarzeń</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="1"/>
        <source>Bots &amp; Ideas; Idea Action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Boty i Idee; Akcja IDEI</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="45"/>
        <source>Targeting Charts (Vacant Territories)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Diagramy Celów (Puste Terytoria)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="1"/>
        <source>Income &amp; Upkeep Phase</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Dochodu i Utrzymania</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="5"/>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <location filename="../rules/eupop/charts/income.yaml" line="32"/>
        <location filename="../rules/eupop/charts/income.yaml" line="40"/>
        <source>Income &amp; Upkeep Phase: Refresh Bot Power</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Dochodu i Utrzymania: Odświeżenie Punktów Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="70"/>
        <location filename="../rules/eupop/charts/income.yaml" line="78"/>
        <location filename="../rules/eupop/charts/income.yaml" line="84"/>
        <location filename="../rules/eupop/charts/income.yaml" line="94"/>
        <location filename="../rules/eupop/charts/income.yaml" line="111"/>
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <location filename="../rules/eupop/charts/income.yaml" line="131"/>
        <location filename="../rules/eupop/charts/income.yaml" line="140"/>
        <source>Income &amp; Upkeep Phase: Bot Emperor</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Dochodu i Utrzymania: Cesarz Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="148"/>
        <location filename="../rules/eupop/charts/income.yaml" line="155"/>
        <location filename="../rules/eupop/charts/income.yaml" line="163"/>
        <location filename="../rules/eupop/charts/income.yaml" line="170"/>
        <source>Income &amp; Upkeep Phase: Papal Controller bonuses</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Dochodu i Utrzymania: Bonusy Kontrolera Papieskiego</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="1"/>
        <location filename="../rules/eupop/charts/military.yaml" line="182"/>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <location filename="../rules/eupop/charts/military.yaml" line="201"/>
        <source>Land Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Lądowe</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="24"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="32"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="38"/>
        <source>Land Battles: Bot fighting alongside NPR/PR</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Lądowe: Bot walczący razem z NPR/PR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="43"/>
        <source>Land Battles vs. Opponents; Bots &amp; Ideas</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Lądowe z Przeciwnikami; Boty i Idee</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="53"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="64"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="73"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="81"/>
        <source>Land Battles vs. Opponents</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Lądowe z Przeciwnikami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="88"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="97"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="107"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="116"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="125"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="133"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="139"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="146"/>
        <source>Land Battles vs. Rebels/NPRs</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Lądowe z Buntownikami/NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="1"/>
        <source>Maximum Army Capacity (MAC)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Maksymalna Pojemność Armii (MAC)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="8"/>
        <source>Maximum Army Capacity (MAC); Bot Emperor</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Maksymalna Pojemność Armii (MAC); Cesarz Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="1"/>
        <source>Main Turn Structure</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Struktura Tury Głównej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="9"/>
        <location filename="../rules/eupop/charts/main.yaml" line="17"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="66"/>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="1"/>
        <source>Substitute Bots: Replacing Bot Realms</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Zastępowanie Botów: Zastępowanie Królestw Botów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="22"/>
        <location filename="../rules/eupop/charts/main.yaml" line="30"/>
        <location filename="../rules/eupop/charts/pass.yaml" line="1"/>
        <source>Action Phase: Passing</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Akcji: Pasowanie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="35"/>
        <source>Main Turn Structure, footnote 4</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Struktura Tury Głównej, przypis 4</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="56"/>
        <source>Siege Action; Token Limitations (Towns)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja OBLĘŻENIE; Limity Żetonów (Miasta)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="69"/>
        <source>Colonize Action; Token Limitations (Towns)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja KOLONIZACJA; Limity Żetonów (Miasta)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="82"/>
        <location filename="../rules/eupop/charts/main.yaml" line="115"/>
        <source>Main Turn Structure, footnote 5</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Struktura Tury Głównej, przypis 5</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="91"/>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="137"/>
        <location filename="../rules/eupop/charts/main.yaml" line="142"/>
        <location filename="../rules/eupop/charts/main.yaml" line="147"/>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <location filename="../rules/eupop/charts/main.yaml" line="243"/>
        <location filename="../rules/eupop/charts/main.yaml" line="252"/>
        <source>Bot Cards</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Karty Botów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="100"/>
        <source>Sequence of Play: Event Resolution, Passing</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Kolejność Rozgrywki: Rozstrzyganie Wydarzeń, Pasowanie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="111"/>
        <source>Sequence of Play: Passing</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Kolejność Rozgrywki: Pasowanie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="163"/>
        <location filename="../rules/eupop/charts/main.yaml" line="180"/>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <location filename="../rules/eupop/charts/main.yaml" line="200"/>
        <location filename="../rules/eupop/charts/main.yaml" line="206"/>
        <source>Bot Cards (War Action)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Karty Botów (Akcja Wojny)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="171"/>
        <location filename="../rules/eupop/charts/military.yaml" line="18"/>
        <source>Choice Processes: At War?</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Procesy Wyboru: W Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="1"/>
        <source>Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MILITARNA (z Akcji KURII i SZPIEGOWSKIEJ + z Kart Bota nr 02, 03, 04; Akcje Wojny: 05, 06, 12, 15)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="41"/>
        <source>Targeting Charts</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Diagramy Celów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Military Action, footnote 1; Bot DoWs</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MILITARNA, przypis 1; DoW przez Boty</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="69"/>
        <source>Bots &amp; Alliances; Bot DoWs</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Boty i Sojusze; DoW przez Boty</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="81"/>
        <source>Military Action, footnote (Realm&apos;s strength)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MILITARNA, przypis (Siła Królestwa)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="91"/>
        <source>Military Action, footnote (Units per recruit)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MILITARNA, przypis (Jednostki na rekrutację)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="103"/>
        <source>Military Action, footnote (Units per recruit); Recruiting Units</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MILITARNA, przypis (Jednostki na rekrutację); Rekrutacja Jednostek</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="126"/>
        <source>Army Movement</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ruch Armii</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="134"/>
        <source>Army Movement; Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ruch Armii; Procesy Wyboru</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="141"/>
        <source>Army Movement; MAC</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ruch Armii; MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="142"/>
        <source>Ship Placement; Movement reach</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Umieszczanie Statków; Zasięg Ruchu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="157"/>
        <location filename="../rules/eupop/charts/military.yaml" line="167"/>
        <location filename="../rules/eupop/charts/military.yaml" line="174"/>
        <source>Movement reach</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Zasięg Ruchu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="209"/>
        <source>Siege Action (from MILITARY and DEFEND Actions)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja OBLĘŻENIE (z Akcji MILITARNEJ i OBRONNEJ)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="1"/>
        <source>Naval Action (Bot Cards 09, 10; War Action 11)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MORSKA (z Kart Bota nr 09, 10; Akcja Wojny: 11)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="9"/>
        <source>Naval Action, footnote 1</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MORSKA, przypis 1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="24"/>
        <source>Naval Action, footnote 1; Ship Placement</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MORSKA, przypis 1; Umieszczanie Statków</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="34"/>
        <source>Ship Placement; Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Umieszczanie Statków; Procesy Wyboru</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="41"/>
        <source>Bots Trading; Bot Trade</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Handel Botów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="51"/>
        <source>Bots Trading</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Handel Botów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="55"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="63"/>
        <source>Naval Action, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MORSKA, przypis 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="1"/>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="32"/>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="36"/>
        <source>Naval Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Morskie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="16"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="24"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="29"/>
        <source>Naval Battles: Bot fighting alongside NPR/PR</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Morskie: Walka Botów razem z NPR/PR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="38"/>
        <source>Naval Battles vs. Opponents; Bots &amp; Ideas</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Morskie z Przeciwnikami; Boty i Idee</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="58"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="65"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>Naval Battles vs. Opponents</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Morskie z Przeciwnikami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="81"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="89"/>
        <source>Naval Battles vs. NPRs</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Bitwy Morskie z NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="1"/>
        <source>Papal Curia Action (Bot Card 14; second action of Bot Card 15)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja KURII PAPIESKIEJ (z Karty Bota nr 14; druga Akcja Karty Bota nr 15)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="33"/>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="41"/>
        <location filename="../rules/eupop/charts/spy.yaml" line="26"/>
        <source>Military Action (from PAPAL and SPY Actions)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MILITARNA (z Akcji KURII i SZPIEGOWSKIEJ)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="1"/>
        <source>Bot Peace Resolution</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Rozmowy Pokojowe Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="16"/>
        <source>Bot Peace Resolution, footnote 1</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Rozmowy Pokojowe Bota, przypis 1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="25"/>
        <source>Bot Peace Resolution, footnotes 3 and 5</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Rozmowy Pokojowe Bota, przypisy 3 i 5</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="34"/>
        <source>Bot Peace Resolution, footnote 2</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Rozmowy Pokojowe Bota, przypis 2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="44"/>
        <source>Bot Peace Resolution, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Rozmowy Pokojowe Bota, przypis 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="56"/>
        <source>Bot Peace Resolution, footnote 5</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Rozmowy Pokojowe Bota, przypis 5</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="65"/>
        <location filename="../rules/eupop/charts/peace.yaml" line="76"/>
        <source>Bot Peace Resolution, footnote 4</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Rozmowy Pokojowe Bota, przypis 4</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="86"/>
        <location filename="../rules/eupop/charts/peace.yaml" line="93"/>
        <location filename="../rules/eupop/charts/peace.yaml" line="99"/>
        <source>Peace &amp; Rebels Phase, D. Peace Resolution</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów, D. Rozmowy Pokojowe</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="109"/>
        <source>Peace &amp; Rebels Phase, D; MAC</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów, D; MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="1"/>
        <source>Peace &amp; Rebels Phase</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="5"/>
        <source>Peace &amp; Rebels Phase: A. Remove Casus Belli and Truces</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów: A. Usuń Casus Belli i Rozejmy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="10"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="17"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="23"/>
        <source>Peace &amp; Rebels Phase: B. NPR Invasions</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów: B. Inwazje NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="28"/>
        <source>Peace &amp; Rebels Phase: C. Rebels Siege or Move</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów: C. Buntownicy Oblegają lub Ruszają się</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="33"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="41"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="46"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="51"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="59"/>
        <source>Peace &amp; Rebels Phase: D. Peace Resolution</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów: D. Rozmowy Pokojowe</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="73"/>
        <source>Peace &amp; Rebels Phase: E. Prestige Penalties</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów: E. Karny Prestiż</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="78"/>
        <source>Peace &amp; Rebels Phase: G. Religious Dissent</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów: G. Niepokoje Religijne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="85"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="93"/>
        <source>Peace &amp; Rebels Phase: H. Gain/Remove Unrest</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Faza Pokoju i Buntów: H. Otrzymaj/Usuń Niepokój</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="100"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="109"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="118"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="125"/>
        <source>Bots &amp; Ideas</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Boty i Idee</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="132"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="139"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="148"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="157"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="167"/>
        <source>Rebel Dice Rolls</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Rzuty Kością Buntowników</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="1"/>
        <source>Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Procesy Wyboru</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="85"/>
        <source>Substitute Bots: Replacing Bot Realms; Bot Setup</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Zastępowanie Botów: Zastępowanie Królestw Botów; Przygotowanie Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="1"/>
        <source>Substitute Bots: Replacing Humans</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Zastępowanie Botów: Zastępowanie Ludzi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="1"/>
        <location filename="../rules/eupop/charts/setup.yaml" line="16"/>
        <source>Bot Setup</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Przygotowanie Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="52"/>
        <source>Bot Setup; Bot Realms</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Przygotowanie Bota; Królestwa Botów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="20"/>
        <source>Ship Placement; Naval Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Umieszczanie Statków; Bitwy Morskie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="1"/>
        <source>Siege Action, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja OBLĘŻENIE, przypis 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>Siege Action; Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja OBLĘŻENIE; Procesy Wyboru</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="1"/>
        <source>Spy Action; Covert Actions</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja SZPIEGOWANIA; Tajne Akcje</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="1"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>Bot Realms: Targeting Charts</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Królestwa Botów: Diagramy Celów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="88"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="94"/>
        <source>Bot Realms: Invalid Military Targets</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Królestwa Botów: Nielegalne Cele Militarne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="100"/>
        <source>Bot Realms: Invalid Diplomatic Targets</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Królestwa Botów: Nielegalne Cele Dyplomatyczne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="108"/>
        <source>Bot Realms: Invalid Targets</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Królestwa Botów: Nielegalne Cele</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="115"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="123"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="129"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="133"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="212"/>
        <source>Bot Realms: Vacant Territories as targets</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Królestwa Botów: Puste Terytoria jako cele</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="139"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="187"/>
        <source>Bot Realms: Placing Claims on NPRs</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Królestwa Botów: Wnoszenie Roszczeń wobec NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="161"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="170"/>
        <source>Bot Realms: Targeting Charts (Target types)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Królestwa Botów: Diagramy Celów (Rodzaje celów)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="1"/>
        <source>Token Limitations</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Limity Żetonów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="14"/>
        <source>Token Limitations: Cubes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Limity Żetonów: Kostki</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="56"/>
        <source>Token Limitations: Claims &amp; Core Tokens</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Limity Żetonów: Roszczenia i Żetony Rdzenności</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="66"/>
        <source>Token Limitations: Other Limited Tokens</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Limity Żetonów: Inne Limity</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="1"/>
        <source>Bot Trade; Humans Trading; Bots Trading</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Handel Botów; Handel Ludzi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="75"/>
        <source>Naval Action, footnote 2</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja MORSKA, przypis 2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="1"/>
        <source>Unrest Action (Bot Cards 13, 20, 21, 22, 23)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Akcja NIEPOKOJE (z Kart Bota nr 13, 20, 21, 22, 23)</translation>
    </message>
</context>
<context>
    <name>eupop/battle_bonus</name>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="1"/>
        <source>First Battle win of the Turn</source>
        <extracomment>chart title</extracomment>
        <translation>Pierwsza wygrana Bitwa w Turze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="4"/>
        <source>When a Bot as the Active Player wins its first Battle of a Turn, it gains one Bot Power; the Action that started the Battle gives it.</source>
        <extracomment>chart note</extracomment>
        <translation>Gdy Bot jako Aktywny Gracz wygrywa swoją pierwszą Bitwę w Turze, otrzymuje jeden Punkt Bota; daje go Akcja, która rozpoczęła Bitwę.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="8"/>
        <source>Has the Bot already gained Bot Power for a Battle win this Turn?</source>
        <extracomment>node taken (check); seed 002, Land Battles; Naval Battles</extracomment>
        <translation>Czy Bot otrzymał już w tej Turze Punkt Bota za wygraną Bitwę?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="15"/>
        <source>Is this the Bot&apos;s first Battle win this Turn, as the Active Player?</source>
        <extracomment>node first (ask); seed 002, Land Battles; Naval Battles</extracomment>
        <translation>Czy to pierwsza Bitwa, którą Bot jako Aktywny Gracz wygrał w tej Turze?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="21"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node gain (do); seed 002, Land Battles; Naval Battles</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota za pierwszą wygraną Bitwę w tej Turze.</numerusform>
        </translation>
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
        <extracomment>answer &apos;none&apos; to &apos;How many valid Opponents are at War with the Bot?&apos;; node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Żadnego</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>One</source>
        <extracomment>answer &apos;one&apos; to &apos;How many valid Opponents are at War with the Bot?&apos;; node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Jeden</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>More than one</source>
        <extracomment>answer &apos;several&apos; to &apos;How many valid Opponents are at War with the Bot?&apos;; node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
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
        <translation>Czy wśród remisujących Przeciwników jest dokładnie jeden ludzki gracz?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="63"/>
        <source>Select that human player: human players come before Bots.</source>
        <extracomment>node the_human (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Wybierz tego ludzkiego gracza: ludzcy gracze mają pierwszeństwo przed Botami.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="67"/>
        <source>Several human players are tied (or, with no human player among them, several Bots): choose one of them at random.</source>
        <extracomment>node random (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Remisuje kilku ludzkich graczy (albo, gdy nie ma wśród nich ludzkiego gracza, kilka Botów): wybierz jednego z nich losowo.</translation>
    </message>
</context>
<context>
    <name>eupop/choose_place</name>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="1"/>
        <source>Province, Area &amp; Sea Zone Selection</source>
        <extracomment>chart title</extracomment>
        <translation>Wybór Prowincji, Obszaru i Strefy Morskiej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="4"/>
        <source>The Bot&apos;s general rule whenever several Provinces, Areas or Sea Zones qualify and the step gives no other preference. Tax Value comes first, the alphabet breaks the ties.</source>
        <extracomment>chart note</extracomment>
        <translation>Ogólna zasada Bota, gdy pasuje kilka Prowincji, Obszarów lub Stref Morskich, a krok nie podaje innej preferencji. Najpierw decyduje Wartość Podatkowa, remisy rozstrzyga alfabet.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="8"/>
        <source>Whom does the effect help?</source>
        <extracomment>node which (ask); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Komu pomaga ten efekt?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="8"/>
        <source>The Bot (or it hurts an Opponent)</source>
        <extracomment>answer &apos;good&apos; to &apos;Whom does the effect help?&apos;; node which (ask); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Botowi (albo szkodzi Przeciwnikowi)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="8"/>
        <source>An Opponent (or it hurts the Bot)</source>
        <extracomment>answer &apos;bad&apos; to &apos;Whom does the effect help?&apos;; node which (ask); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Przeciwnikowi (albo szkodzi Botowi)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="8"/>
        <source>Neither</source>
        <extracomment>answer &apos;plain&apos; to &apos;Whom does the effect help?&apos;; node which (ask); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Żadnemu z nich</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="15"/>
        <source>Several Provinces, Areas or Sea Zones qualify? The effect helps the Bot or hurts an Opponent: those with the highest Tax Value come first, then alphabetical order.</source>
        <extracomment>node good (do); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Pasuje kilka Prowincji, Obszarów lub Stref Morskich? Efekt pomaga Botowi lub szkodzi Przeciwnikowi: priorytetem są te o najwyższej Wartości Podatkowej, potem kolejność alfabetyczna.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="21"/>
        <source>Several Provinces, Areas or Sea Zones qualify? The effect hurts the Bot or helps an Opponent: those with the lowest Tax Value come first, then alphabetical order.</source>
        <extracomment>node bad (do); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Pasuje kilka Prowincji, Obszarów lub Stref Morskich? Efekt szkodzi Botowi lub pomaga Przeciwnikowi: priorytetem są te o najniższej Wartości Podatkowej, potem kolejność alfabetyczna.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="27"/>
        <source>Several Provinces, Areas or Sea Zones qualify? Take them in alphabetical order.</source>
        <extracomment>node plain (do); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Pasuje kilka Prowincji, Obszarów lub Stref Morskich? Wybieraj je w kolejności alfabetycznej.</translation>
    </message>
</context>
<context>
    <name>eupop/choose_realm</name>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="1"/>
        <source>Realm Selection within an Area</source>
        <extracomment>chart title</extracomment>
        <translation>Wybór Królestwa w obrębie Obszaru</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="4"/>
        <source>When a Bot picks a Realm within an Area (e.g. the Realm it declares War on where it has a Claim): a Realm with its Capital in the Area first, then the highest Tax Value of Provinces Owned in the Area, then at random. A &apos;Realm in [AREA]&apos; target of a Targeting Chart breaks the last tie alphabetically instead.</source>
        <extracomment>chart note</extracomment>
        <translation>Gdy Bot wybiera Królestwo w obrębie Obszaru (np. Królestwo, któremu wypowiada Wojnę tam, gdzie ma Roszczenie): najpierw Królestwo ze Stolicą w tym Obszarze, potem najwyższa Wartość Podatkowa Prowincji Posiadanych w tym Obszarze, potem losowo. Przy celu „Królestwo w [Obszarze]” z Diagramu Celów ostatni remis rozstrzyga się zamiast tego alfabetycznie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="10"/>
        <source>How many of the valid Realms have their Capital in that Area?</source>
        <extracomment>node capital (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Ile legalnych Królestw ma Stolicę w tym Obszarze?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="10"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;How many of the valid Realms have their Capital in that Area?&apos;; node capital (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Żadne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="10"/>
        <source>One</source>
        <extracomment>answer &apos;one&apos; to &apos;How many of the valid Realms have their Capital in that Area?&apos;; node capital (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Jedno</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="10"/>
        <source>More than one</source>
        <extracomment>answer &apos;several&apos; to &apos;How many of the valid Realms have their Capital in that Area?&apos;; node capital (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Więcej niż jedno</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="17"/>
        <source>Select the Realm with its Capital in the Area.</source>
        <extracomment>node take_capital (end); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Wybierz Królestwo ze Stolicą w tym Obszarze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="20"/>
        <source>Among the valid Realms left (those with their Capital there, if any), does one alone Own Provinces of the highest total Tax Value in the Area?</source>
        <extracomment>node tax (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Czy wśród pozostałych legalnych Królestw (tych ze Stolicą w tym Obszarze, jeśli są) tylko jedno Posiada Prowincje o najwyższej łącznej Wartości Podatkowej w tym Obszarze?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="28"/>
        <source>Select that Realm.</source>
        <extracomment>node take_tax (end); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Wybierz to Królestwo.</translation>
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
        <source>Update Manpower: how much Manpower does the Bot&apos;s Town Track give as normal? The Bot has {total} now (Reserve and Army); a Bot never has less than {minimum}.</source>
        <extracomment>node track (number); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Aktualizacja Zasobów Ludzkich: ile Zasobów Ludzkich daje zwykle Tor Miast Bota? Bot ma teraz {total} (Rezerwa i Armia); Bot nigdy nie ma mniej niż {minimum}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="5"/>
        <source>how much Manpower the Bot&apos;s Town Track gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node track (number); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>ile Zasobów Ludzkich daje Tor Miast Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="16"/>
        <source>Manpower is now {total}: {units_back} (from the Manpower Reserve first), {units_added}. Manpower Reserve: {reserve}; Army: {army}.</source>
        <extracomment>node update (do); seed 002, Cleanup Phase: Update Manpower Reserve; Recruiting Units</extracomment>
        <translation>Zasoby Ludzkie wynoszą teraz {total}: {units_back} (najpierw z Rezerwy Zasobów Ludzkich), {units_added}. Rezerwa Zasobów Ludzkich: {reserve}; Armia: {army}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="24"/>
        <source>Give the Bot Colonists for its Colonial Claims as normal.</source>
        <extracomment>node colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Daj Botowi Kolonistów za jego Roszczenia Kolonialne, jak zwykle.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="29"/>
        <source>Does the Bot have no Colonial Claims while no vacant Territory is left?</source>
        <extracomment>node no_colonies (ask); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Czy Bot nie ma Roszczeń Kolonialnych, a nie zostało żadne puste Terytorium?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="36"/>
        <source>Discard the Bot&apos;s Colonists.</source>
        <extracomment>node drop_colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Odrzuć Kolonistów Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="41"/>
        <source>End every Alliance between the Bot and a PR and remove those tokens. Nothing else follows from it.</source>
        <extracomment>node alliances (do); seed 002, Cleanup Phase: All Bot-to-PR Alliances end</extracomment>
        <translation>Zakończ każdy Sojusz między Botem a PR i usuń te żetony. Nic więcej z tego nie wynika.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="46"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence</extracomment>
        <translation>Czy Bot jest Cesarzem?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Match Imperial Influence to the current Imperial Authority and place it in this order, filling each step before the next: first the Elector Area where the fewest cubes make the Bot the strongest PR there; then any Elector Area with room; then any HRE Area with room. Ties: Areas with the Bot&apos;s Alliance or Marriage first, then alphabetical.</source>
        <extracomment>node imperial (do); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence (reconstructed)</extracomment>
        <translation>Dopasuj Wpływy Cesarskie do obecnej Władzy Cesarskiej i umieść je w tej kolejności, wypełniając każdy krok przed następnym: najpierw Obszar Elektorski, w którym najmniej kostek uczyni Bota najsilniejszym PR; potem dowolny Obszar Elektorski z wolnym miejscem; potem dowolny Obszar HRE z wolnym miejscem. Remis: najpierw Obszary z Sojuszem lub Małżeństwem Bota, potem alfabetycznie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Check in the Bot Emperor rules of your booklet that the tie-break token is the Bot&apos;s Alliance or Marriage.</source>
        <extracomment>note of node imperial (do); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence (reconstructed)</extracomment>
        <translation>Sprawdź w zasadach Cesarza Bota w swojej broszurze, czy żeton rozstrzygający remis to Sojusz lub Małżeństwo Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="61"/>
        <source>While the Emperor is a Bot, hold no Imperial Elections, and leave out of play the Imperial component your booklet names in its Bot Emperor rules.</source>
        <extracomment>node elections (do); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Dopóki Cesarz jest Botem, nie przeprowadzaj Wyboru Cesarza i odłóż poza grę element Cesarski, który Twoja broszura wymienia w zasadach Cesarza Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="61"/>
        <source>Your booklet&apos;s Bot Emperor rules show which Imperial component stays out of play: check it there.</source>
        <extracomment>note of node elections (do); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Zasady Cesarza Bota w Twojej broszurze pokazują, który element Cesarski pozostaje poza grą: sprawdź to tam.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="70"/>
        <source>Has the Bot run out of Towns (all placed, +20 Income tile taken)?</source>
        <extracomment>node towns (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Czy Botowi skończyły się Miasta (wszystkie umieszczone, kafelek Dochód +20 wzięty)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="79"/>
        <source>A Bot still out of Towns in the Cleanup Phase triggers Final Scoring.</source>
        <extracomment>node final (do); seed 002, Token Limitations: Towns</extracomment>
        <translation>Bot, któremu w Fazie Porządków nadal brakuje Miast, uruchamia Punktację Końcową.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="84"/>
        <source>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds %n cards.</source>
        <extracomment>node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation>
            <numerusform>Przetasuj Talię Bota. Z powrotem do talii: {back}. Usunięte do końca tej Ery: {gone}. Nadal odłożone (SKUPIENIE): {set_aside}. W stosie do dobierania jest teraz %n karta.</numerusform>
            <numerusform>Przetasuj Talię Bota. Z powrotem do talii: {back}. Usunięte do końca tej Ery: {gone}. Nadal odłożone (SKUPIENIE): {set_aside}. W stosie do dobierania są teraz %n karty.</numerusform>
            <numerusform>Przetasuj Talię Bota. Z powrotem do talii: {back}. Usunięte do końca tej Ery: {gone}. Nadal odłożone (SKUPIENIE): {set_aside}. W stosie do dobierania jest teraz %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="84"/>
        <source>EVENT and IDEA cards always go back; cards used for FOCUS stay set aside; of the other used cards half go back (rounded up), picked at random.</source>
        <extracomment>note of node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation>Karty WYDARZENIE i IDEA zawsze wracają; karty użyte do SKUPIENIA zostają odłożone; z pozostałych użytych kart wraca połowa (zaokrąglając w górę), wybrana losowo.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="93"/>
        <source>The Round ends. Next Round: {round}.</source>
        <extracomment>node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation>Runda się kończy. Następna Runda: {round}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="93"/>
        <source>In the new Round no Realm has Passed yet, the Bot included.</source>
        <extracomment>note of node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation>W nowej Rundzie żadne Królestwo, łącznie z Botem, jeszcze nie spasowało.</translation>
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
        <location filename="../rules/eupop/charts/colonize.yaml" line="4"/>
        <source>Reached from the Main Turn Structure, from EXPLORE and from Bot Card 12. Check these steps against the COLONIZE chart in your booklet; they follow Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action.</source>
        <extracomment>chart note</extracomment>
        <translation>Prowadzą tu Struktura Tury Głównej, Akcja EKSPLORACJI i Karta Bota nr 12. Porównaj te kroki z diagramem Akcji KOLONIZACJA w swojej broszurze; opierają się na Limitach Żetonów, kroku Koloniści Fazy Porządków i Akcji Kolonizacji z zasad głównych.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="9"/>
        <source>Does the Bot still have Towns to place (it has not run out of them)?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Czy Bot ma jeszcze Miasta do umieszczenia (nie zabrakło mu ich)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="9"/>
        <source>Token Limitations, Towns: a Bot that runs out of Towns Sieges no new Provinces and Colonizes no Territories. Check in your booklet which Towns this rule&apos;s icon shows.</source>
        <extracomment>note of node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Limity Żetonów, Miasta: Bot, któremu zabraknie Miast, nie Oblega nowych Prowincji ani nie Kolonizuje Terytoriów. Sprawdź w broszurze, jakie Miasta pokazuje ikona tej zasady.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="19"/>
        <source>The Bot cannot Colonize now.</source>
        <extracomment>node cannot (end); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Bot nie może teraz kolonizować.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="23"/>
        <source>Does the Bot have a Colonist and a Colonial Claim on a vacant Territory it may Colonize under the main rules?</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action (reconstructed)</extracomment>
        <translation>Czy Bot ma Kolonistę i Roszczenie Kolonialne na pustym Terytorium, które może skolonizować według zasad głównych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="38"/>
        <source>Colonize the Territory: use the Colonist and replace the Colonial Claim with one of the Bot&apos;s Small Towns. Out of Towns? Use Token Limitations.</source>
        <extracomment>node pick (do); seed 002, Cleanup Phase: Colonists (reconstructed)</extracomment>
        <translation>Skolonizuj Terytorium: użyj Kolonisty i zastąp Roszczenie Kolonialne jednym z Małych Miast Bota. Brak Miast? Użyj Limitów Żetonów.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="46"/>
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
        <source>Check these steps against the CONVERT chart in your booklet; they follow the main rules&apos; Convert Area action and the Bot&apos;s Rebel Dice rules.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj te kroki z diagramem Akcji KONWERSJI RELIGIJNEJ w swojej broszurze; opierają się na Akcji nawracania Obszaru z zasad głównych i na zasadach Kości Buntowników dla Botów.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="9"/>
        <source>Is there an Area the Bot may Convert to its State Religion under the main rules?</source>
        <extracomment>node any_area (ask); seed 002, Convert Action</extracomment>
        <translation>Czy jest Obszar, który Bot może nawrócić na swoją Religię Państwową według zasad głównych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="15"/>
        <source>No Area can be Converted: the Bot cannot take the CONVERT Action.</source>
        <extracomment>node cannot (end); seed 002, Convert Action</extracomment>
        <translation>Żadnego Obszaru nie można nawrócić: Bot nie może wykonać Akcji KONWERSJI RELIGIJNEJ.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/convert.yaml" line="19"/>
        <source>Convert the Area. Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</source>
        <extracomment>node convert (do); seed 002, Choice Processes; Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>Nawróć Obszar. Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej %n kość.</numerusform>
            <numerusform>Nawróć Obszar. Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej %n kości.</numerusform>
            <numerusform>Nawróć Obszar. Rozpatrz jego Niepokój i Kości Buntowników tak, jak robi to Bot: wszystko naraz, najwyżej %n kości.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="28"/>
        <source>End of the CONVERT Action.</source>
        <extracomment>node end_action (end); seed 002, Convert Action</extracomment>
        <translation>Koniec Akcji KONWERSJI RELIGIJNEJ.</translation>
    </message>
</context>
<context>
    <name>eupop/covert_on_bot</name>
    <message>
        <location filename="../rules/eupop/charts/covert_on_bot.yaml" line="1"/>
        <source>A Covert Action against the Bot</source>
        <extracomment>chart title</extracomment>
        <translation>Tajna Akcja przeciw Botowi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/covert_on_bot.yaml" line="4"/>
        <source>Run this when a human player takes a Covert Action against a Bot. The Bot&apos;s own Covert Actions (SPY) may be negated as normal with Counterespionage.</source>
        <extracomment>chart note</extracomment>
        <translation>Uruchom, gdy ludzki gracz wykonuje Tajną Akcję przeciw Botowi. Tajne Akcje samego Bota (SZPIEGOWANIE) można zanegować Kontrwywiadem jak zwykle.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/covert_on_bot.yaml" line="8"/>
        <source>The Bot never counters a Covert Action directed at it: resolve the Covert Action against the Bot as normal.</source>
        <extracomment>node no_counter (do); seed 002, Covert Actions</extracomment>
        <translation>Bot nigdy nie przeciwdziała skierowanej przeciw niemu Tajnej Akcji: rozstrzygnij Tajną Akcję przeciw Botowi jak zwykle.</translation>
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
        <source>Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. Check which answer leads where against the arrows of the DEFEND chart in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Najeźdźcy to Wrogie Jednostki w Obszarach z Miastami Bota. Armia OBRONY może pojawić się w dowolnym miejscu własnego Królestwa Bota. Sprawdź ze strzałkami diagramu Akcji OBRONA w swojej broszurze, dokąd prowadzi każda odpowiedź.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="9"/>
        <source>Is there an Area with Invaders (Hostile Units in an Area with the Bot&apos;s Towns)?</source>
        <extracomment>node invaders (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy jest Obszar z Najeźdźcami (Wrogie Jednostki w Obszarze z Miastami Bota)?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="17"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="148"/>
        <source>Does the Bot have %n or more Bot Power left?</source>
        <extracomment>node power2 (check); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <extracomment>node power_siege (check); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Czy Botowi został co najmniej %n Punkt Bota?</numerusform>
            <numerusform>Czy Botowi zostały co najmniej %n Punkty Bota?</numerusform>
            <numerusform>Czy Botowi zostało co najmniej %n Punktów Bota?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="28"/>
        <source>Are there Invaders in an Area where the Bot&apos;s MAC is at least the Invading force?</source>
        <extracomment>node mac_room (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy są Najeźdźcy w Obszarze, gdzie MAC Bota jest co najmniej równe siłom Najeźdźców?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="35"/>
        <source>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>Wydaj %n Punkt Bota, aby zrekrutować {units_shown}: przenieś {recruited_shown} z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</numerusform>
            <numerusform>Wydaj %n Punkty Bota, aby zrekrutować {units_shown}: przenieś {recruited_shown} z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</numerusform>
            <numerusform>Wydaj %n Punktów Bota, aby zrekrutować {units_shown}: przenieś {recruited_shown} z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="47"/>
        <source>Is the Army at least twice the size of any Invading force?</source>
        <extracomment>node double (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy Armia jest co najmniej dwa razy większa od sił Najeźdźców w którymś Obszarze?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="54"/>
        <source>Place the Army in the Area with the largest Invading force it at least doubles (prefer a PR Enemy).</source>
        <extracomment>node place_largest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Umieść Armię w Obszarze z największymi siłami Najeźdźców spośród tych, od których Armia jest co najmniej dwa razy większa (preferuj Wroga PR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="61"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="109"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="140"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="252"/>
        <source>Check MAC in the Army&apos;s Area.</source>
        <extracomment>node mac_largest (call); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <extracomment>node mac_smallest (call); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <extracomment>node mac_hide (call); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <extracomment>node mac_enemy (call); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Sprawdź MAC w Obszarze Armii.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="62"/>
        <source>Is the Army at least as large as any Invader&apos;s force?</source>
        <extracomment>node at_least_any (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy Armia jest co najmniej tak duża jak siły któregoś Najeźdźcy?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="69"/>
        <source>Can placing a Ship raise MAC enough in an Area with Invaders?</source>
        <extracomment>node ship_mac (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy umieszczenie Statku może wystarczająco podnieść MAC w Obszarze z Najeźdźcami?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="76"/>
        <source>Pick the Sea Zone where a Ship extends a Naval Bridge to such an Area (prefer an Area with a PR Enemy).</source>
        <extracomment>node place_ship (do); seed 002, Defend Action; Ship Placement</extracomment>
        <translation>Wybierz Strefę Morską, w której Statek przedłuży Most Morski do takiego Obszaru (preferuj Obszar z Wrogiem PR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="84"/>
        <source>Is the Bot&apos;s new Ship still on the map?</source>
        <extracomment>node ship_stays (check); seed 002, Defend Action; Ship Placement (reconstructed)</extracomment>
        <translation>Czy nowy Statek Bota wciąż jest na mapie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="93"/>
        <source>The Army is too small for every Invading force. Roll a die.</source>
        <extracomment>node weak_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Armia jest mniejsza od sił każdego z Najeźdźców. Rzuć kością.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="104"/>
        <source>Place the Army in the Area with the smallest Invading force (prefer a PR Enemy force).</source>
        <extracomment>node place_smallest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Umieść Armię w Obszarze z najmniejszymi siłami Najeźdźców (preferuj siły Wroga PR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (check); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Jaki był wynik Bitwy Lądowej dla Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="173"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Defend Action; Land Battles</extracomment>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s Army on the map?&quot;; node army_where (check); seed 002, Bot Setup; Army Movement (reconstructed)</extracomment>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="124"/>
        <source>Is there an Area with the Bot&apos;s Towns where the DEFEND Army would not trigger a Battle?</source>
        <extracomment>node safe_area (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy jest Obszar z Miastami Bota, w którym Armia OBRONY nie wywołałaby Bitwy?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="131"/>
        <source>Place the Army in one of the Bot&apos;s own Areas without Hostile Units: prefer the Area with the highest Tax Value of the Bot&apos;s Towns Occupied by Enemies or Rebels, then the Bot&apos;s Capital Area.</source>
        <extracomment>node hide (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Umieść Armię w jednym z własnych Obszarów Bota bez Wrogich Jednostek: preferuj Obszar o najwyższej Wartości Podatkowej Miast Bota Okupowanych przez Wrogów lub Buntowników, potem Obszar Stołeczny Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="141"/>
        <source>Is the Army now Deployed in an Area where it can Siege Provinces?</source>
        <extracomment>node siege_here (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy Armia jest teraz Rozmieszczona w Obszarze, gdzie może Oblegać Prowincje?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="159"/>
        <source>The Bot gains %n Bot Power. Then do what the rest of this box in your booklet says.</source>
        <extracomment>node gain_one (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota. Potem zrób to, co mówi reszta tego pola w Twojej broszurze.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota. Potem zrób to, co mówi reszta tego pola w Twojej broszurze.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota. Potem zrób to, co mówi reszta tego pola w Twojej broszurze.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="159"/>
        <source>Read the rest of this box in the DEFEND chart of your booklet.</source>
        <extracomment>note of node gain_one (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Resztę tego pola przeczytaj na diagramie Akcji OBRONA w swojej broszurze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="173"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="182"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node army_where (check); seed 002, Bot Setup; Army Movement (reconstructed)</extracomment>
        <extracomment>node on_map (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy Armia Bota jest na mapie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="189"/>
        <source>Is the Army in an Area where it can Siege Provinces?</source>
        <extracomment>node army_can_siege (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy Armia jest w Obszarze, gdzie może Oblegać Prowincje?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="196"/>
        <source>Is there an Area with the Bot&apos;s Towns that are Occupied, and no Invaders?</source>
        <extracomment>node occupied (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy jest Obszar z Okupowanymi Miastami Bota i bez Najeźdźców?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="203"/>
        <source>Roll a die: free the Bot&apos;s own Towns, or strike at Enemy Towns.</source>
        <extracomment>node occupied_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Rzuć kością: uwolnij własne Miasta Bota albo uderz na Miasta Wroga.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="210"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="238"/>
        <source>If the Army has fewer than %n Units, bring it up to %n. Units in the Army now: {total}.</source>
        <extracomment>node min3_occupied (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <extracomment>node min3_enemy (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Jeśli Armia ma mniej niż %n Jednostkę, uzupełnij ją do %n. Jednostki w Armii teraz: {total}.</numerusform>
            <numerusform>Jeśli Armia ma mniej niż %n Jednostki, uzupełnij ją do %n. Jednostki w Armii teraz: {total}.</numerusform>
            <numerusform>Jeśli Armia ma mniej niż %n Jednostek, uzupełnij ją do %n. Jednostki w Armii teraz: {total}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="218"/>
        <source>Is there an Area with Enemy Towns where the Army would not trigger a Battle, next to the Bot&apos;s Realm by land or joined to it by a Naval Bridge?</source>
        <extracomment>node enemy_area (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Czy jest Obszar z Miastami Wroga, w którym Armia nie wywoła Bitwy, sąsiadujący z Królestwem Bota lądem lub połączony z nim Mostem Morskim?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="227"/>
        <source>Does the Bot have %n or more Bot Power?</source>
        <extracomment>node power_enemy (check); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Czy Bot ma co najmniej %n Punkt Bota?</numerusform>
            <numerusform>Czy Bot ma co najmniej %n Punkty Bota?</numerusform>
            <numerusform>Czy Bot ma co najmniej %n Punktów Bota?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="246"/>
        <source>Place the Army in such an Area.</source>
        <extracomment>node place_enemy (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Umieść Armię w takim Obszarze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="253"/>
        <source>End of the Bot&apos;s Turn.</source>
        <extracomment>node end_turn (end); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Koniec Tury Bota.</translation>
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
        <source>Check these steps against the DIPLOMACY chart in your booklet. Its footnotes give the Diplomatic Ideas bonus, the Vassals released on annexing, and one token fewer where the Bot has a token on the target.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj te kroki z diagramem Akcji DYPLOMATYCZNEJ w swojej broszurze. Jego przypisy podają premię za Idee Dyplomatyczne, Wasali uwalnianych przy aneksji i jeden żeton mniej, gdy Bot ma żeton na celu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="15"/>
        <source>Did the Diplomatic Targeting Chart give a valid target?</source>
        <extracomment>node target_ok (check); seed 002, Targeting Charts (Invalid Diplomatic Targets) (reconstructed)</extracomment>
        <translation>Czy Diagram Celów Dyplomatycznych dał legalny cel?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="24"/>
        <source>The Bot finds no target: it cannot take the DIPLOMACY Action.</source>
        <extracomment>node cannot (end); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Bot nie znajduje celu: nie może wykonać Akcji DYPLOMATYCZNEJ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="28"/>
        <source>May the Bot Annex the target diplomatically under the main rules now?</source>
        <extracomment>node annex (ask); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Czy Bot może teraz zaanektować cel dyplomatycznie według zasad głównych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="35"/>
        <source>Annex the target: the Bot takes its Provinces. The target&apos;s Vassals are released as independent NPRs. If the Bot has a Claim on the target, it removes one Influence fewer.</source>
        <extracomment>node do_annex (do); seed 002, Diplomacy Action, footnotes (reconstructed)</extracomment>
        <translation>Zaanektuj cel: Bot bierze jego Prowincje. Wasale celu zostają uwolnieni jako niezależne NPR. Jeśli Bot ma Roszczenie wobec celu, usuwa o jedną kostkę Wpływów mniej.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="35"/>
        <source>Check in your booklet that the two tokens of the &apos;one fewer&apos; footnote are Influence and a Claim.</source>
        <extracomment>note of node do_annex (do); seed 002, Diplomacy Action, footnotes (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy dwa żetony z przypisu „o jeden mniej” to Wpływy i Roszczenie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="45"/>
        <source>Place Influence in the target&apos;s Areas as the main rules&apos; Influence Action allows. Out of cubes? Use Token Limitations.</source>
        <extracomment>node place (do); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Umieść Wpływy w Obszarach celu, na ile pozwala Akcja Wpływów z zasad głównych. Brak kostek? Użyj Limitów Żetonów.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="52"/>
        <source>Has the Bot Researched any Diplomatic Ideas?</source>
        <extracomment>node has_ideas (check); seed 002, Bots &amp; Ideas; Diplomacy Action, footnote 3</extracomment>
        <translation>Czy Bot Zbadał jakieś Idee Dyplomatyczne?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="61"/>
        <source>Diplomatic Ideas: place %n more Influence there if the Bot has Influence in its Supply (these may exceed {limit} in one Area).</source>
        <extracomment>node extra (do); seed 002, Bots &amp; Ideas; Diplomacy Action, footnote 3</extracomment>
        <translation>
            <numerusform>Idee Dyplomatyczne: umieść tam jeszcze %n kostkę Wpływów, jeśli Bot ma Wpływy w Zasobach (mogą one przekroczyć {limit} w jednym Obszarze).</numerusform>
            <numerusform>Idee Dyplomatyczne: umieść tam jeszcze %n kostki Wpływów, jeśli Bot ma Wpływy w Zasobach (mogą one przekroczyć {limit} w jednym Obszarze).</numerusform>
            <numerusform>Idee Dyplomatyczne: umieść tam jeszcze %n kostek Wpływów, jeśli Bot ma Wpływy w Zasobach (mogą one przekroczyć {limit} w jednym Obszarze).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="70"/>
        <source>May the Bot now form an Alliance with the target (an NPR) under the main rules?</source>
        <extracomment>node alliance (ask); seed 002, Bots &amp; Alliances (reconstructed)</extracomment>
        <translation>Czy Bot może teraz zawrzeć Sojusz z celem (NPR) według zasad głównych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="78"/>
        <source>Form the Alliance. Bots ally only with NPRs.</source>
        <extracomment>node ally (do); seed 002, Bots &amp; Alliances</extracomment>
        <translation>Zawrzyj Sojusz. Boty sprzymierzają się tylko z NPR.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="83"/>
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
        <extracomment>answer &apos;bot&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Botowi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Defensive Call to Arms from an Ally</source>
        <extracomment>answer &apos;ally&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Obronne Wezwanie do Broni od Sojusznika</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Offensive Call to Arms</source>
        <extracomment>answer &apos;offensive&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Ofensywne Wezwanie do Broni</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>An Imperial Subject of the Bot Emperor is attacked</source>
        <extracomment>answer &apos;subject&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Cesarski Poddany Cesarza Bota został zaatakowany</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Defending the HRE was activated (the Bot is an HRE member)</source>
        <extracomment>answer &apos;hre&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Aktywowano Obronę HRE (Bot jest członkiem HRE)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="14"/>
        <source>Is the Bot already at War?</source>
        <extracomment>node hre_war (check); seed 002, Bot HRE Members</extracomment>
        <translation>Czy Bot jest już w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="22"/>
        <source>The Bot is already at War: it loses nothing.</source>
        <extracomment>node hre_keep (end); seed 002, Bot HRE Members</extracomment>
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
        <extracomment>node emperor (ask); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms</extracomment>
        <translation>Czy Bot jest Cesarzem i może aktywować Obronę HRE?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="55"/>
        <source>Activate Defending the HRE. While the Bot Emperor is Defending the HRE, every HRE Area counts as joined to its Capital by land for MAC.</source>
        <extracomment>node own_hre (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms; Bot Emperor</extracomment>
        <translation>Aktywuj Obronę HRE. Dopóki Cesarz Bot prowadzi Obronę HRE, dla celów MAC każdy Obszar HRE liczy się jako połączony lądowo z jego Stolicą.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>Who attacked the Imperial Subject?</source>
        <extracomment>node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Kto zaatakował Cesarskiego Poddanego?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>The Bot Emperor defends a member attacked by another HRE member only when the attacker has no Casus Belli.</source>
        <extracomment>note of node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Cesarz Bot broni członka zaatakowanego przez innego członka HRE tylko wtedy, gdy atakujący nie ma Casus Belli.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>A Realm outside the HRE</source>
        <extracomment>answer &apos;outside&apos; to &apos;Who attacked the Imperial Subject?&apos;; node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Królestwo spoza HRE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>Another HRE member without a Casus Belli</source>
        <extracomment>answer &apos;member_no_cb&apos; to &apos;Who attacked the Imperial Subject?&apos;; node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Inny członek HRE bez Casus Belli</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>Another HRE member with a Casus Belli</source>
        <extracomment>answer &apos;member_cb&apos; to &apos;Who attacked the Imperial Subject?&apos;; node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Inny członek HRE z Casus Belli</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="73"/>
        <source>Is the Bot Emperor already at War with an Opponent, or with the Imperial Subject under attack?</source>
        <extracomment>node emperor_busy (ask); seed 002, Bot Emperor</extracomment>
        <translation>Czy Cesarz Bot jest już w Stanie Wojny z Przeciwnikiem albo z atakowanym Cesarskim Poddanym?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="80"/>
        <source>The Bot Emperor accepts the Call to Arms and activates Defending the HRE. Until the War ends, every HRE Area counts as joined to its Capital by land for MAC.</source>
        <extracomment>node defend_hre (do); seed 002, Bot Emperor</extracomment>
        <translation>Cesarz Bot przyjmuje Wezwanie do Broni i aktywuje Obronę HRE. Do końca Wojny dla celów MAC każdy Obszar HRE liczy się jako połączony lądowo z jego Stolicą.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="87"/>
        <source>What is Imperial Authority now? The Bot Emperor gains that much Bot Power.</source>
        <extracomment>node authority (number); seed 002, Bot Emperor</extracomment>
        <translation>Ile wynosi teraz Władza Cesarska? Cesarz Bot otrzymuje tyle Punktów Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="87"/>
        <source>what Imperial Authority is now</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node authority (number); seed 002, Bot Emperor</extracomment>
        <translation>ile wynosi teraz Władza Cesarska</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="95"/>
        <source>The Bot Emperor gains %n Bot Power for Imperial Authority.</source>
        <extracomment>node authority_gain (do); seed 002, Bot Emperor</extracomment>
        <translation>
            <numerusform>Cesarz Bot otrzymuje %n Punkt Bota za Władzę Cesarską.</numerusform>
            <numerusform>Cesarz Bot otrzymuje %n Punkty Bota za Władzę Cesarską.</numerusform>
            <numerusform>Cesarz Bot otrzymuje %n Punktów Bota za Władzę Cesarską.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="103"/>
        <source>How many NPR Allies of the Bot are next to the Aggressor? The Bot sends each a Defensive Call to Arms.</source>
        <extracomment>node allies (number); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms</extracomment>
        <translation>Ilu Sojuszników NPR Bota sąsiaduje z Agresorem? Bot wysyła każdemu Obronne Wezwanie do Broni.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="103"/>
        <source>how many of the Bot&apos;s NPR Allies border the Aggressor</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node allies (number); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms</extracomment>
        <translation>ilu Sojuszników NPR Bota sąsiaduje z Agresorem</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="113"/>
        <source>Does the Bot call any NPR Ally?</source>
        <extracomment>node any_allies (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Czy Bot wzywa jakiegoś Sojusznika NPR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="113"/>
        <source>None</source>
        <extracomment>answer &apos;yes&apos; to &apos;Does the Bot call any NPR Ally?&apos;; node any_allies (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Nie, żadnego</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="113"/>
        <source>At least one</source>
        <extracomment>answer &apos;no&apos; to &apos;Does the Bot call any NPR Ally?&apos;; node any_allies (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Tak, co najmniej jednego</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>Flip the Alliance token of each of those NPR Allies. The Bot gains {each} per Ally: %n Bot Power.</source>
        <extracomment>node call_allies (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>Odwróć żeton Sojuszu każdego z tych Sojuszników NPR. Bot otrzymuje {each} za każdego Sojusznika: razem %n Punkt Bota.</numerusform>
            <numerusform>Odwróć żeton Sojuszu każdego z tych Sojuszników NPR. Bot otrzymuje {each} za każdego Sojusznika: razem %n Punkty Bota.</numerusform>
            <numerusform>Odwróć żeton Sojuszu każdego z tych Sojuszników NPR. Bot otrzymuje {each} za każdego Sojusznika: razem %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>Check in your booklet that the token flipped is the Alliance token.</source>
        <extracomment>note of node call_allies (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy odwracany żeton to żeton Sojuszu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>%n Bot Power</source>
        <extracomment>part of the text of node call_allies (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>%n Punkt Bota</numerusform>
            <numerusform>%n Punkty Bota</numerusform>
            <numerusform>%n Punktów Bota</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="133"/>
        <source>The Bot is at War. It gains %n Bot Power.</source>
        <extracomment>node at_war (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Bot jest w Stanie Wojny. Otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Bot jest w Stanie Wojny. Otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Bot jest w Stanie Wojny. Otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="140"/>
        <source>Does the Bot have at least %n Bot Power Available?</source>
        <extracomment>node minimum (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Czy Bot ma co najmniej %n Dostępny Punkt Bota?</numerusform>
            <numerusform>Czy Bot ma co najmniej %n Dostępne Punkty Bota?</numerusform>
            <numerusform>Czy Bot ma co najmniej %n Dostępnych Punktów Bota?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="150"/>
        <source>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</source>
        <extracomment>node top_up (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota, do minimum {minimum} przy DoW na Bota.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota, do minimum {minimum} przy DoW na Bota.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota, do minimum {minimum} przy DoW na Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="158"/>
        <source>Does the Bot have any Manpower in its Reserve?</source>
        <extracomment>node manpower (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Czy Bot ma jakiekolwiek Zasoby Ludzkie w Rezerwie?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="165"/>
        <source>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Wydaj %n Punkt Bota, aby zrekrutować {units_shown}: przenieś {recruited_shown} z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</numerusform>
            <numerusform>Wydaj %n Punkty Bota, aby zrekrutować {units_shown}: przenieś {recruited_shown} z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</numerusform>
            <numerusform>Wydaj %n Punktów Bota, aby zrekrutować {units_shown}: przenieś {recruited_shown} z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="165"/>
        <source>Units per recruit depend on the Difficulty Level; with less in the Reserve the Bot still pays in full.</source>
        <extracomment>note of node recruit (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Liczba Jednostek na rekrutację zależy od Poziomu Trudności; gdy w Rezerwie jest mniej, Bot i tak płaci w całości.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="173"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="181"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <extracomment>node on_map (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Czy Armia Bota jest na mapie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="173"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s Army on the map?&quot;; node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="187"/>
        <source>Check MAC in the Army&apos;s Area.</source>
        <extracomment>node mac (call); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Sprawdź MAC w Obszarze Armii.</translation>
    </message>
</context>
<context>
    <name>eupop/end_of_age</name>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="1"/>
        <source>End of Age Routine</source>
        <extracomment>chart title</extracomment>
        <translation>Procedura Zakończenia Ery</translation>
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
    <message numerus="yes">
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: %n cards; removed this Age: {removed}.</source>
        <extracomment>node reset (do); seed 002, End of Age Routine</extracomment>
        <translation>
            <numerusform>Przygotuj na nowo Talię Bota na Erę {age} według składu talii Królestwa i potasuj ją: %n karta; usunięte w tej Erze: {removed}.</numerusform>
            <numerusform>Przygotuj na nowo Talię Bota na Erę {age} według składu talii Królestwa i potasuj ją: %n karty; usunięte w tej Erze: {removed}.</numerusform>
            <numerusform>Przygotuj na nowo Talię Bota na Erę {age} według składu talii Królestwa i potasuj ją: %n kart; usunięte w tej Erze: {removed}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>A Bot without a Realm profile plays with all 24 cards.</source>
        <extracomment>note of node reset (do); seed 002, End of Age Routine</extracomment>
        <translation>Bot bez profilu Królestwa gra wszystkimi 24 kartami.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="27"/>
        <source>Where the main rules remove tokens at the End of an Age, the Bot keeps its tokens of the kind your booklet names in this routine.</source>
        <extracomment>node keep (do); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation>Tam, gdzie zasady główne usuwają żetony na koniec Ery, Bot zachowuje swoje żetony tego rodzaju, który Twoja broszura wymienia w tej procedurze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="27"/>
        <source>Your booklet shows in this routine which tokens Bots keep at the End of an Age: check it there.</source>
        <extracomment>note of node keep (do); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation>Twoja broszura pokazuje w tej procedurze, które żetony Boty zachowują na koniec Ery: sprawdź to tam.</translation>
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
        <source>Reached from the Main Turn Structure and Bot Card 01. These steps follow the General Event Rules and the Secondary Effects of your booklet; the same rules apply when another Realm&apos;s Event affects a Bot (&apos;An Event of another Realm affects the Bot&apos;). Where a step asks you to, check its icons in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Prowadzą tu Struktura Tury Głównej i Karta Bota nr 01. Te kroki stosują Ogólne Zasady Wydarzeń i Efekty Drugorzędne z Twojej broszury; te same zasady obowiązują, gdy Wydarzenie innego Królestwa dotyka Bota („Wydarzenie innego Królestwa dotyka Bota”). Gdy krok o to prosi, sprawdź jego ikony w swojej broszurze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="10"/>
        <source>Take an Event from the display for the Bot. Choose the Event and its option by Choice Processes; on every sub-option the Bot picks the first one.</source>
        <extracomment>node take (do); seed 002, General Event Rules; Choice Processes (reconstructed)</extracomment>
        <translation>Weź dla Bota jedno z wyłożonych Wydarzeń. Wybierz Wydarzenie i jego opcję według Procesów Wyboru; przy każdej podopcji Bot wybiera pierwszą.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="18"/>
        <source>Does the chosen option have any effect that applies to the Bot?</source>
        <extracomment>node applies (ask); seed 002, General Event Rules</extracomment>
        <translation>Czy wybrana opcja ma jakikolwiek efekt dotyczący Bota?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="24"/>
        <source>Nothing applies: the Bot gains %n Bot Power.</source>
        <extracomment>node nothing_applies (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Nic nie ma zastosowania: Bot otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Nic nie ma zastosowania: Bot otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Nic nie ma zastosowania: Bot otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Resolve the effects one at a time; skip any that do not apply. Which kind comes next?</source>
        <extracomment>node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Rozpatruj efekty po kolei; pomiń te, które nie mają zastosowania. Jaki jest następny efekt?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Gain Ducats</source>
        <extracomment>answer &apos;ducats_gain&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Otrzymanie Dukatów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Lose Ducats</source>
        <extracomment>answer &apos;ducats_lose&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Strata Dukatów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Lose Stability</source>
        <extracomment>answer &apos;stability_lose&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Strata Stabilności</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Gain Stability</source>
        <extracomment>answer &apos;stability_gain&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Otrzymanie Stabilności</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Gain or lose a token tied to an NPR</source>
        <extracomment>answer &apos;npr_token&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Otrzymanie lub strata żetonu związanego z NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>May Declare War</source>
        <extracomment>answer &apos;may_declare&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Może Wypowiedzieć Wojnę</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Activation</source>
        <extracomment>answer &apos;activation&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Aktywacja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Declare War Action</source>
        <extracomment>answer &apos;dow_action&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Akcja Wypowiedzenia Wojny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Recruit Action</source>
        <extracomment>answer &apos;recruit&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Akcja Rekrutacji</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Trade Action</source>
        <extracomment>answer &apos;trade&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Akcja Handlu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Exhaust Units</source>
        <extracomment>answer &apos;exhaust&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Wyczerpanie Jednostek</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Pay a cost to do something</source>
        <extracomment>answer &apos;pay&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Zapłata kosztu, aby coś zrobić</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Adopt a new State Religion</source>
        <extracomment>answer &apos;religion&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Przyjęcie nowej Religii Państwowej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Gain a Vassal</source>
        <extracomment>answer &apos;vassal&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Otrzymanie Wasala</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Any other effect</source>
        <extracomment>answer &apos;other&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Inny efekt</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>No effect left</source>
        <extracomment>answer &apos;done&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Nie ma już efektów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="52"/>
        <source>How many Ducats does the Event give?</source>
        <extracomment>node ducats_gain (number); seed 002, General Event Rules</extracomment>
        <translation>Ile Dukatów daje Wydarzenie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="52"/>
        <source>how many Ducats the Event gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ducats_gain (number); seed 002, General Event Rules</extracomment>
        <translation>ile Dukatów daje Wydarzenie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <source>Instead of Ducats the Bot gains %n Bot Power: {one} per {per}, rounded up, at most {max}.</source>
        <extracomment>node ducats_gain_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Zamiast Dukatów Bot otrzymuje %n Punkt Bota: {one} za każde {per}, z zaokrągleniem w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot otrzymuje %n Punkty Bota: {one} za każde {per}, z zaokrągleniem w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot otrzymuje %n Punktów Bota: {one} za każde {per}, z zaokrągleniem w górę, najwyżej {max}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>Check in your booklet that this rule gives Bot Power instead of Ducats.</source>
        <extracomment>note of node ducats_gain_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <extracomment>note of node ducats_lose_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy ta zasada daje Punkty Bota zamiast Dukatów.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>%n Ducats</source>
        <extracomment>part of the text of node ducats_gain_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <extracomment>part of the text of node ducats_lose_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>%n Dukat</numerusform>
            <numerusform>%n Dukaty</numerusform>
            <numerusform>%n Dukatów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="68"/>
        <source>How many Ducats does the Event take?</source>
        <extracomment>node ducats_lose (number); seed 002, General Event Rules</extracomment>
        <translation>Ile Dukatów zabiera Wydarzenie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="68"/>
        <source>how many Ducats the Event takes</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ducats_lose (number); seed 002, General Event Rules</extracomment>
        <translation>ile Dukatów zabiera Wydarzenie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per}, rounded up, at most {max}.</source>
        <extracomment>node ducats_lose_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Zamiast Dukatów Bot traci %n Dostępny Punkt Bota: {one} za każde {per}, z zaokrągleniem w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot traci %n Dostępne Punkty Bota: {one} za każde {per}, z zaokrągleniem w górę, najwyżej {max}.</numerusform>
            <numerusform>Zamiast Dukatów Bot traci %n Dostępnych Punktów Bota: {one} za każde {per}, z zaokrągleniem w górę, najwyżej {max}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="85"/>
        <source>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead.</source>
        <extracomment>node stability_lose (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego %n Niepokój.</numerusform>
            <numerusform>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego %n Niepokoje.</numerusform>
            <numerusform>Boty nie mają Stabilności: za każdy stracony krok Bot otrzymuje zamiast tego %n Niepokojów.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="85"/>
        <source>Check in your booklet that this rule&apos;s first icon is Stability lost.</source>
        <extracomment>note of node stability_lose (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy pierwsza ikona tej zasady oznacza stratę Stabilności.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="94"/>
        <source>Does the Bot have any Unrest on the map?</source>
        <extracomment>node stability_gain (ask); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>Czy Bot ma jakiś Niepokój na mapie?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="102"/>
        <source>For each step of Stability gained, remove %n of the Bot&apos;s Unrest.</source>
        <extracomment>node stability_unrest (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>
            <numerusform>Za każdy otrzymany krok Stabilności usuń %n Niepokój Bota.</numerusform>
            <numerusform>Za każdy otrzymany krok Stabilności usuń %n Niepokoje Bota.</numerusform>
            <numerusform>Za każdy otrzymany krok Stabilności usuń %n Niepokojów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="102"/>
        <location filename="../rules/eupop/charts/event.yaml" line="121"/>
        <source>Check in your booklet that this rule&apos;s icons are Stability gained.</source>
        <extracomment>note of node stability_unrest (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <extracomment>note of node stability_power (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy ikony tej zasady oznaczają zdobycie Stabilności.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="112"/>
        <source>How many steps of Stability does the Event give?</source>
        <extracomment>node stability_steps (number); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>Ile kroków Stabilności daje Wydarzenie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="112"/>
        <source>how many steps of Stability the Event gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node stability_steps (number); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>ile kroków Stabilności daje Wydarzenie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="121"/>
        <source>The Bot has no Unrest: it gains %n Bot Power ({per} per step).</source>
        <extracomment>node stability_power (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>
            <numerusform>Bot nie ma Niepokoju: otrzymuje %n Punkt Bota ({per} za krok).</numerusform>
            <numerusform>Bot nie ma Niepokoju: otrzymuje %n Punkty Bota ({per} za krok).</numerusform>
            <numerusform>Bot nie ma Niepokoju: otrzymuje %n Punktów Bota ({per} za krok).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="131"/>
        <source>Pick the NPR with the highest Tax Income when the Bot gains the token, the lowest when it loses one.</source>
        <extracomment>node npr_token (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Wybierz NPR o najwyższym Dochodzie z Podatków, gdy Bot otrzymuje żeton, a o najniższym, gdy go straci.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="131"/>
        <source>Check in your booklet which two tokens this rule is about.</source>
        <extracomment>note of node npr_token (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, o których dwóch żetonach mówi ta zasada.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="139"/>
        <source>Is the Bot at War already?</source>
        <extracomment>node may_declare (check); seed 002, General Event Rules</extracomment>
        <translation>Czy Bot jest już w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="146"/>
        <source>Does the Bot have more Bot Power Available than Spent?</source>
        <extracomment>node may_declare_power (check); seed 002, General Event Rules</extracomment>
        <translation>Czy Bot ma więcej Dostępnych Punktów Bota niż Wydanych?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="155"/>
        <source>Can the Bot pay %n Bot Power?</source>
        <extracomment>node recruit_power (check); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Czy Bot może zapłacić %n Punkt Bota?</numerusform>
            <numerusform>Czy Bot może zapłacić %n Punkty Bota?</numerusform>
            <numerusform>Czy Bot może zapłacić %n Punktów Bota?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="165"/>
        <source>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</source>
        <extracomment>node recruit (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Zapłać %n Punkt Bota, aby zrekrutować do Armii każdą Jednostkę z Rezerwy Zasobów Ludzkich (Jednostki: {units}).</numerusform>
            <numerusform>Zapłać %n Punkty Bota, aby zrekrutować do Armii każdą Jednostkę z Rezerwy Zasobów Ludzkich (Jednostki: {units}).</numerusform>
            <numerusform>Zapłać %n Punktów Bota, aby zrekrutować do Armii każdą Jednostkę z Rezerwy Zasobów Ludzkich (Jednostki: {units}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="174"/>
        <source>Instead of Trading, the Bot gains %n Bot Power.</source>
        <extracomment>node trade (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Zamiast Handlu Bot otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Zamiast Handlu Bot otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Zamiast Handlu Bot otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="181"/>
        <source>The Bot loses from its Army as many Units as the Event Exhausts (correct the Army on the Bot&apos;s mat).</source>
        <extracomment>node exhaust (do); seed 002, General Event Rules</extracomment>
        <translation>Bot traci z Armii tyle Jednostek, ile Wydarzenie każe Wyczerpać (popraw Armię w panelu Bota).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="185"/>
        <source>If the Bot can pay the cost, it pays and does it; otherwise it skips the effect.</source>
        <extracomment>node pay (do); seed 002, General Event Rules</extracomment>
        <translation>Jeśli Bot może zapłacić koszt, płaci i to robi; w przeciwnym razie pomija efekt.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="189"/>
        <source>Also change the Religion of the Bot&apos;s Capital Area and of one more of its Areas to the new State Religion (Choice Processes).</source>
        <extracomment>node religion (do); seed 002, General Event Rules</extracomment>
        <translation>Zmień też religię Obszaru Stołecznego Bota i jeszcze jednego z jego Obszarów na nową Religię Państwową (Procesy Wyboru).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="195"/>
        <source>Instead of the Vassal, the Bot gains one of its Towns of that Province&apos;s size there.</source>
        <extracomment>node vassal (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Zamiast Wasala Bot otrzymuje tam jedno ze swoich Miast o rozmiarze tej Prowincji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="195"/>
        <source>Check in your booklet that the rule &apos;Gaining one token: gain another instead&apos; gives the Bot a Town instead of a Vassal, as in Bot Setup.</source>
        <extracomment>note of node vassal (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy zasada „Zdobywając jeden żeton: otrzymaj zamiast tego inny” daje Botowi Miasto zamiast Wasala, tak jak przy Przygotowaniu Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="203"/>
        <source>Apply the effect as written, by Choice Processes; ignore what does not apply.</source>
        <extracomment>node other (do); seed 002, General Event Rules</extracomment>
        <translation>Zastosuj efekt tak, jak napisano, według Procesów Wyboru; pomiń to, co nie ma zastosowania.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="207"/>
        <source>Resolve the Secondary Effects. Attrition, Unrest/Rebellion, Power Struggle: as normal. Character Mortality, Disloyal Vassals: as normal, Bots unaffected. Pirates: auto-resolution. Lost at Sea: Bots unaffected, auto-resolution for human players. Cardinal Dies: auto-resolution, ignoring the Bot&apos;s own. Native Uprising: the Bot ignores it. DNPR Expansion: auto-resolution, skipping Areas where this Bot Owns Provinces. Spread of Religious Ideas or of the Revolution: auto-resolution, but spread the Bot&apos;s State Religion first, avoid Religious Dissent for the Bot, prefer removing it.</source>
        <extracomment>node secondary (do); seed 002, Secondary Effects</extracomment>
        <translation>Rozpatrz Efekty Drugorzędne. Wyczerpanie Wojną, Niepokój/Bunt, Konflikt o Władzę: rozstrzygane normalnie. Śmiertelność postaci, Nielojalni Wasale: rozstrzygane normalnie, ale nie wpływają na Boty. Piraci: użyj zasad auto-rozwiązania. Zagubieni na morzu: nie wpływa na Boty; dla ludzkich graczy użyj zasad auto-rozwiązania. Kardynał umiera: użyj zasad auto-rozwiązania, ale zignoruj własnych Kardynałów Bota. Powstanie tubylców: Bot je ignoruje. Ekspansja DNPR: użyj zasad auto-rozwiązania, ale zignoruj Obszary, na których ten Bot Posiada jakiekolwiek Prowincje. Rozprzestrzenianie się Idei religijnych lub Rozprzestrzenianie się Rewolucji: użyj zasad auto-rozwiązania, ale najpierw szerz Religię Państwową Bota, unikaj Niepokojów Religijnych dla Bota i preferuj opcje, które je usuwają.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="219"/>
        <source>The Event is resolved.</source>
        <extracomment>node end_event (end); seed 002, General Event Rules</extracomment>
        <translation>Wydarzenie jest rozstrzygnięte.</translation>
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
        <source>Reached from NAVAL, from COLONIZE and from Bot Card 11. Check these steps against the EXPLORE chart in your booklet; its footnotes cover Castile or Portugal and the discovery Event, a Distant Province or Territory next to a Bot Town or Ship, Territories matching the die, and set-aside Trade Cards.</source>
        <extracomment>chart note</extracomment>
        <translation>Prowadzą tu Akcja MORSKA, Akcja KOLONIZACJA i Karta Bota nr 11. Porównaj te kroki z diagramem Akcji EKSPLORACJI w swojej broszurze; jego przypisy dotyczą Kastylii lub Portugalii i Wydarzenia odkrycia, Odległej Prowincji lub Terytorium obok Miasta lub Statku Bota, Terytoriów zgodnych z rzutem kością oraz odłożonych Kart Handlu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="10"/>
        <source>Is the Bot Castile or Portugal?</source>
        <extracomment>node iberia (check); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Czy Bot to Kastylia lub Portugalia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="10"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;Is the Bot Castile or Portugal?&apos;; node iberia (check); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="20"/>
        <source>The Bot has no Realm profile. Is the Bot Castile or Portugal?</source>
        <extracomment>node ask_iberia (ask); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Bot nie ma profilu Królestwa. Czy Bot to Kastylia lub Portugalia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="27"/>
        <source>Are all three true: the Bot has not Researched QftNW, it has not picked an Event yet, and Christopher Columbus (Castile) or Casa da Índia (Portugal) is on display?</source>
        <extracomment>node discovery_event (ask); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Czy spełnione są wszystkie trzy warunki: Bot nie Zbadał QftNW, nie wybrał jeszcze Wydarzenia, a Christopher Columbus (Kastylia) lub Casa da Índia (Portugalia) leży wśród wyłożonych Wydarzeń?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="36"/>
        <source>Pick that Event and take option A. Paying for this Action covers the cost of Researching QftNW: the Bot now has QftNW.</source>
        <extracomment>node take_event (do); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Wybierz to Wydarzenie i weź opcję A. Zapłata za tę Akcję pokrywa koszt Badania QftNW: Bot ma teraz QftNW.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="44"/>
        <source>Roll a die: a Territory the Bot Explores must match the number.</source>
        <extracomment>node roll (roll); seed 002, Explore Action, footnote 2</extracomment>
        <translation>Rzuć kością: Terytorium, które Bot eksploruje, musi mieć ten numer.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="55"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="64"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="73"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="82"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="91"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="100"/>
        <source>Is there a Distant Province, or a Territory numbered {n}, next to a Bot Town or Ship?</source>
        <extracomment>node found_1 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_2 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_3 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_4 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_5 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <extracomment>node found_6 (ask); seed 002, Explore Action, footnote 2</extracomment>
        <translation>Czy jest Odległa Prowincja albo Terytorium o numerze {n} obok Miasta lub Statku Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="109"/>
        <source>Can the Bot place a Ship next to such a Distant Province or Territory? Distant Sea Zones count only with Quest for the New World.</source>
        <extracomment>node ship_q (ask); seed 002, Ship Placement; Naval Action, footnote 1 (reconstructed)</extracomment>
        <translation>Czy Bot może umieścić Statek obok takiej Odległej Prowincji lub Terytorium? Odległe Strefy Morskie liczą się tylko z „Quest for the New World”.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="119"/>
        <source>Pick that Sea Zone.</source>
        <extracomment>node pick_sea (do); seed 002, Ship Placement (reconstructed)</extracomment>
        <translation>Wybierz tę Strefę Morską.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="126"/>
        <source>Is the Bot&apos;s new Ship still on the map?</source>
        <extracomment>node ship_stays (check); seed 002, Ship Placement (reconstructed)</extracomment>
        <translation>Czy nowy Statek Bota wciąż jest na mapie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="135"/>
        <source>Nothing matches the roll: the Bot cannot Explore now.</source>
        <extracomment>node cannot (end); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11) (reconstructed)</extracomment>
        <translation>Nic nie pasuje do rzutu: Bot nie może teraz eksplorować.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="140"/>
        <source>Explore it as the main rules say. Shuffle any set-aside Trade Cards with this Distant Continent&apos;s number into the Trade Deck.</source>
        <extracomment>node explore (do); seed 002, Explore Action, footnote 3</extracomment>
        <translation>Eksploruj tę Prowincję lub to Terytorium zgodnie z zasadami głównymi. Odłożone Karty Handlu z numerem tego Odległego Kontynentu potasuj razem z Talią Handlu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="147"/>
        <source>Did Exploring reveal a vacant Territory the Bot can Colonize now?</source>
        <extracomment>node vacant (ask); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11) (reconstructed)</extracomment>
        <translation>Czy Eksploracja ujawniła puste Terytorium, które Bot może teraz skolonizować?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="158"/>
        <source>End of the EXPLORE Action.</source>
        <extracomment>node end_action (end); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11)</extracomment>
        <translation>Koniec Akcji EKSPLORACJI.</translation>
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
        <source>Check these steps against the FOCUS chart in your booklet. The Bot Power spent on FOCUS goes to the Focus area of the card&apos;s Milestone type; with as much there as the Difficulty Level asks, the Bot scores a Milestone. Cards used for FOCUS are set aside at the reshuffle.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj te kroki z diagramem Akcji SKUPIENIA w swojej broszurze. Punkty Bota wydane na SKUPIENIE trafiają do obszaru Skupienia rodzaju Kamienia Milowego z karty; gdy jest ich tam tyle, ile wymaga Poziom Trudności, Bot zdobywa Kamień Milowy. Karty użyte do SKUPIENIA są odkładane przy przetasowaniu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>Which Focus area does the card name?</source>
        <extracomment>node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Który obszar Skupienia wskazuje karta?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Economic</source>
        <extracomment>answer &apos;economic&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <extracomment>answer &apos;economic&apos; to &apos;Which Milestone type does the FOCUS Action of {card} show?&apos;; node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Ekonomia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Expansion</source>
        <extracomment>answer &apos;expansion&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <extracomment>answer &apos;expansion&apos; to &apos;Which Milestone type does the FOCUS Action of {card} show?&apos;; node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Ekspansja</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Political</source>
        <extracomment>answer &apos;political&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <extracomment>answer &apos;political&apos; to &apos;Which Milestone type does the FOCUS Action of {card} show?&apos;; node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Polityka</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>War</source>
        <extracomment>answer &apos;war&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <extracomment>answer &apos;war&apos; to &apos;Which Milestone type does the FOCUS Action of {card} show?&apos;; node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Wojna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>None named</source>
        <extracomment>answer &apos;none&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Karta nie wskazuje żadnego</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Which Milestone type does the FOCUS Action of {card} show?</source>
        <extracomment>node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Jaki rodzaj Kamienia Milowego pokazuje Akcja SKUPIENIA na {card}?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Read the Milestone type from the card itself.</source>
        <extracomment>note of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Odczytaj rodzaj Kamienia Milowego z samej karty.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="29"/>
        <source>Move the Bot Power paid for this card ({moved}) from Spent to the {area} Focus area. In that Focus area now: {in_focus}. Set the card aside.</source>
        <extracomment>node place (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Przenieś Punkty Bota zapłacone za tę kartę ({moved}) z Wydanych do obszaru Skupienia „{area}”. Teraz w tym obszarze Skupienia: {in_focus}. Odłóż kartę.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/focus.yaml" line="40"/>
        <source>Does this Focus area hold %n or more Bot Power?</source>
        <extracomment>node enough (check); seed 002, Difficulty Level (Bot Power in Focus to score a Milestone)</extracomment>
        <translation>
            <numerusform>Czy w tym obszarze Skupienia jest co najmniej %n Punkt Bota?</numerusform>
            <numerusform>Czy w tym obszarze Skupienia są co najmniej %n Punkty Bota?</numerusform>
            <numerusform>Czy w tym obszarze Skupienia jest co najmniej %n Punktów Bota?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="51"/>
        <source>Can the Bot score a Milestone of this type ({area}) now?</source>
        <extracomment>node milestone (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Czy Bot może teraz zdobyć Kamień Milowy tego rodzaju ({area})?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="59"/>
        <source>Score that Milestone for the Bot (several: by Choice Processes). Return the Bot Power in the Focus area ({returned}) to Supply.</source>
        <extracomment>node score (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Zdobądź ten Kamień Milowy dla Bota (gdy może kilka, wybierz według Procesów Wyboru). Odłóż Punkty Bota z obszaru Skupienia ({returned}) do Zasobów.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="67"/>
        <source>End of the FOCUS Action.</source>
        <extracomment>node end_action (end); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Koniec Akcji SKUPIENIA.</translation>
    </message>
</context>
<context>
    <name>eupop/foreign_event</name>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="1"/>
        <source>An Event of another Realm affects the Bot</source>
        <extracomment>chart title</extracomment>
        <translation>Wydarzenie innego Królestwa dotyka Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="4"/>
        <source>Run this when an Event another Realm took affects this Bot. The Realm that took the Event chooses its options; the Bot applies what reaches it by the same General Event Rules and Secondary Effects as its own EVENT Action. It takes no Event from the display.</source>
        <extracomment>chart note</extracomment>
        <translation>Uruchom to, gdy Wydarzenie wzięte przez inne Królestwo dotyka tego Bota. Królestwo, które wzięło Wydarzenie, wybiera jego opcje; Bot stosuje to, co go dotyczy, według tych samych Ogólnych Zasad Wydarzeń i Efektów Drugorzędnych co przy własnej Akcji WYDARZENIE. Nie bierze żadnego z wyłożonych Wydarzeń.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="9"/>
        <source>Does the Event let the Bot choose between options?</source>
        <extracomment>node choice (ask); seed 002, General Event Rules</extracomment>
        <translation>Czy Wydarzenie pozwala Botowi wybrać spośród opcji?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="16"/>
        <source>The Bot is not the Active Player: it picks option A, and the first option of every sub-option.</source>
        <extracomment>node option_a (do); seed 002, General Event Rules</extracomment>
        <translation>Bot nie jest Aktywnym Graczem: wybiera opcję A, a przy każdej podopcji pierwszą.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="21"/>
        <source>Apply the Event&apos;s effects on the Bot one at a time by the General Event Rules, skipping what does not apply to it.</source>
        <extracomment>node apply (do); seed 002, Action Phase: Event Resolution; General Event Rules</extracomment>
        <translation>Stosuj wobec Bota efekty Wydarzenia po kolei według Ogólnych Zasad Wydarzeń, pomijając to, co go nie dotyczy.</translation>
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
        <source>Check these steps against the IDEA chart in your booklet. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type, up to its last space, for the bonuses.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj te kroki z diagramem Akcji IDEI w swojej broszurze. Boty Badają i oznaczają Idee jak zwykle, ale pomijają ich efekty; na Planszy Bota zaznacza się, ile Idei każdego rodzaju Bot Zbadał (do ostatniego pola toru), i od tego zależą premie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="9"/>
        <source>Is there an Idea the Bot may Research under the main rules?</source>
        <extracomment>node can_research (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Czy jest Idea, którą Bot może Badać według zasad głównych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="16"/>
        <source>No Idea can be Researched: the Bot cannot take the IDEA Action.</source>
        <extracomment>node cannot (end); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Żadnej Idei nie można Zbadać: Bot nie może wykonać Akcji IDEI.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="20"/>
        <source>Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of which type is the Idea?</source>
        <extracomment>node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Bot Bada ją i oznacza jak zwykle (wybór według Procesów Wyboru; zapłata za tę kartę pokrywa jej koszt). Jakiego rodzaju jest Idea?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="20"/>
        <source>Administrative</source>
        <extracomment>answer &apos;administrative&apos; to &apos;Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of wh&apos;; node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Administracyjna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="20"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of wh&apos;; node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Dyplomatyczna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="20"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; to &apos;Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of wh&apos;; node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Militarna</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="30"/>
        <source>Move the Administrative Ideas chit on the Bot Mat. Administrative Ideas Researched: {count}.</source>
        <extracomment>node tag_adm (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Przesuń żeton Identyfikacji na mini torze Idei Administracyjnych na Planszy Bota. Zbadane Idee Administracyjne: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="35"/>
        <source>Move the Diplomatic Ideas chit on the Bot Mat. Diplomatic Ideas Researched: {count}.</source>
        <extracomment>node tag_dip (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Przesuń żeton Identyfikacji na mini torze Idei Dyplomatycznych na Planszy Bota. Zbadane Idee Dyplomatyczne: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="40"/>
        <source>Move the Military Ideas chit on the Bot Mat. Military Ideas Researched: {count}.</source>
        <extracomment>node tag_mil (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Przesuń żeton Identyfikacji na mini torze Idei Militarnych na Planszy Bota. Zbadane Idee Militarne: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="45"/>
        <source>Was the Idea Quest for the New World?</source>
        <extracomment>node quest (ask); seed 002, Targeting Charts (Vacant Territories)</extracomment>
        <translation>Czy tą Ideą był „Quest for the New World”?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="52"/>
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
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="5"/>
        <source>Refresh Bot Power: return the %n Spent Bot Power to the Supply.</source>
        <extracomment>node discard (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Odświeżenie Punktów Bota: odłóż %n Wydany Punkt Bota do Zasobów.</numerusform>
            <numerusform>Odświeżenie Punktów Bota: odłóż %n Wydane Punkty Bota do Zasobów.</numerusform>
            <numerusform>Odświeżenie Punktów Bota: odłóż %n Wydanych Punktów Bota do Zasobów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="13"/>
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}. Out of cubes? Use Token Limitations.</source>
        <extracomment>node gain (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota (Poziom Trudności). Dostępne: {available}. Brak kostek? Użyj Limitów Żetonów.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota (Poziom Trudności). Dostępne: {available}. Brak kostek? Użyj Limitów Żetonów.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota (Poziom Trudności). Dostępne: {available}. Brak kostek? Użyj Limitów Żetonów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?</source>
        <extracomment>node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Czy Bot ma w grze %n Małe Miasto lub więcej, wszystkie {large}, jedno i drugie, czy żadne?</numerusform>
            <numerusform>Czy Bot ma w grze %n Małe Miasta lub więcej, wszystkie {large}, jedno i drugie, czy żadne?</numerusform>
            <numerusform>Czy Bot ma w grze %n Małych Miast lub więcej, wszystkie {large}, jedno i drugie, czy żadne?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Neither</source>
        <extracomment>answer &apos;neither&apos; to &apos;Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?&apos;; node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Żadne</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Only the Small Towns</source>
        <extracomment>answer &apos;small&apos; to &apos;Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?&apos;; node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Tylko Małe Miasta</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Only the Large Towns</source>
        <extracomment>answer &apos;large&apos; to &apos;Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?&apos;; node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Tylko Duże Miasta</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Both</source>
        <extracomment>answer &apos;both&apos; to &apos;Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?&apos;; node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Jedno i drugie</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>%n Large Towns</source>
        <extracomment>part of the text of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>%n Duże Miasto</numerusform>
            <numerusform>%n Duże Miasta</numerusform>
            <numerusform>%n Dużych Miast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="32"/>
        <location filename="../rules/eupop/charts/income.yaml" line="40"/>
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
        <location filename="../rules/eupop/charts/income.yaml" line="48"/>
        <source>Does the Bot hold the +20 Income tile?</source>
        <extracomment>node tile (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Czy Bot ma kafelek Dochód +20?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="56"/>
        <source>Gain %n Bot Power for the +20 Income tile.</source>
        <extracomment>node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota za kafelek Dochód +20.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota za kafelek Dochód +20.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota za kafelek Dochód +20.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="56"/>
        <source>Check in your booklet that the +20 Income tile gives the Bot one additional Bot Power in Phase 4.</source>
        <extracomment>note of node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy kafelek Dochód +20 daje Botowi w Fazie 4 jeden dodatkowy Punkt Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="66"/>
        <source>Score Power Struggles and Crusades for the Bot as normal.</source>
        <extracomment>node struggles (do); seed 002, Income &amp; Upkeep Phase</extracomment>
        <translation>Zdobądź punkty za Konflikty o Władzę i Krucjaty dla Bota jak zwykle.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="70"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Czy Bot jest Cesarzem?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="78"/>
        <source>Roll for Imperial Authority as for an NPR Emperor (main rules, page {page}).</source>
        <extracomment>node authority (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Rzuć kością na Władzę Cesarską jak dla Cesarza NPR (patrz zasady główne, str. {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="84"/>
        <source>How much extra Monarch Power and Ducats does the current Imperial Authority level give, together? The Bot Emperor gains that much Bot Power.</source>
        <extracomment>node emperor_extra (number); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Ile dodatkowych Punktów Władzy i Dukatów razem daje obecny poziom Władzy Cesarskiej? Cesarz Bot otrzymuje tyle Punktów Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="84"/>
        <source>how much extra Monarch Power and Ducats Imperial Authority gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node emperor_extra (number); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>ile dodatkowych Punktów Władzy i Dukatów daje Władza Cesarska</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="94"/>
        <source>Gain %n Bot Power as Bot Emperor.</source>
        <extracomment>node emperor_gain (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota jako Cesarz Bot.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota jako Cesarz Bot.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota jako Cesarz Bot.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="104"/>
        <source>The Bot Emperor&apos;s Imperial Authority is also added to a value of the Bot: add it where the Bot Emperor rule of your booklet shows (check the icon).</source>
        <extracomment>node emperor_authority (do); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Władza Cesarska Cesarza Bota jest również dodawana do jednej z wartości Bota: dodaj ją tam, gdzie wskazuje zasada Cesarza Bota w Twojej broszurze (sprawdź ikonę).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="104"/>
        <source>The icon this rule adds Imperial Authority to is unclear in some printings: check your copy under Bot Emperor, and add it there by hand.</source>
        <extracomment>note of node emperor_authority (do); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Ikona, do której ta zasada dodaje Władzę Cesarską, w niektórych wydrukach jest niewyraźna: sprawdź w swoim egzemplarzu w części Cesarz Bot i dodaj ją tam ręcznie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="111"/>
        <source>Is Imperial Authority at +{level}?</source>
        <extracomment>node emperor_six (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Czy Władza Cesarska wynosi +{level}?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <source>At +{level} Imperial Authority the Bot Emperor gains %n more. Which does your booklet show: Bot Power, or something else?</source>
        <extracomment>node six_what (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>
            <numerusform>Przy Władzy Cesarskiej +{level} Cesarz Bot otrzymuje jeszcze %n. Co pokazuje Twoja broszura: Punkty Bota czy coś innego?</numerusform>
            <numerusform>Przy Władzy Cesarskiej +{level} Cesarz Bot otrzymuje jeszcze %n. Co pokazuje Twoja broszura: Punkty Bota czy coś innego?</numerusform>
            <numerusform>Przy Władzy Cesarskiej +{level} Cesarz Bot otrzymuje jeszcze %n. Co pokazuje Twoja broszura: Punkty Bota czy coś innego?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <source>The icon of this reward is unclear in some printings: check your copy under Income &amp; Upkeep, Bot Emperor.</source>
        <extracomment>note of node six_what (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Ikona tej nagrody w niektórych wydrukach jest niewyraźna: sprawdź w swoim egzemplarzu w części Faza Dochodu i Utrzymania, Cesarz Bot.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <source>Bot Power</source>
        <extracomment>answer &apos;power&apos; to &apos;At +{level} Imperial Authority the Bot Emperor gains %n more. Which does your booklet show: Bot Powe&apos;; node six_what (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Punkty Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <source>Something else</source>
        <extracomment>answer &apos;other&apos; to &apos;At +{level} Imperial Authority the Bot Emperor gains %n more. Which does your booklet show: Bot Powe&apos;; node six_what (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Coś innego</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="131"/>
        <source>The Bot Emperor gains %n Bot Power for +{level} Imperial Authority.</source>
        <extracomment>node six_gain (do); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>
            <numerusform>Cesarz Bot otrzymuje %n Punkt Bota za Władzę Cesarską +{level}.</numerusform>
            <numerusform>Cesarz Bot otrzymuje %n Punkty Bota za Władzę Cesarską +{level}.</numerusform>
            <numerusform>Cesarz Bot otrzymuje %n Punktów Bota za Władzę Cesarską +{level}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="140"/>
        <source>Give the Bot Emperor %n of what your booklet shows for +{level} Imperial Authority.</source>
        <extracomment>node six_other (do); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>
            <numerusform>Daj Cesarzowi Botowi %n z tego, co Twoja broszura pokazuje przy Władzy Cesarskiej +{level}.</numerusform>
            <numerusform>Daj Cesarzowi Botowi %n z tego, co Twoja broszura pokazuje przy Władzy Cesarskiej +{level}.</numerusform>
            <numerusform>Daj Cesarzowi Botowi %n z tego, co Twoja broszura pokazuje przy Władzy Cesarskiej +{level}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="148"/>
        <source>Is the Bot the Papal Controller?</source>
        <extracomment>node papal (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Czy Bot jest Kontrolerem Papieskim?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="155"/>
        <source>Gain %n Bot Power as Papal Controller.</source>
        <extracomment>node papal_gain (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>
            <numerusform>Otrzymaj %n Punkt Bota jako Kontroler Papieski.</numerusform>
            <numerusform>Otrzymaj %n Punkty Bota jako Kontroler Papieski.</numerusform>
            <numerusform>Otrzymaj %n Punktów Bota jako Kontroler Papieski.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="163"/>
        <source>Does the Bot have Uncontested Control of the Curia?</source>
        <extracomment>node uncontested (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Czy Bot ma Niekwestionowaną Kontrolę nad Kurią?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="170"/>
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
        <source>Your booklet gives these rules both as a chart and in prose; these steps follow the prose. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the chart that started the Battle.</source>
        <extracomment>chart note</extracomment>
        <translation>Twoja broszura podaje te zasady zarówno w formie diagramu, jak i opisu; te kroki opierają się na opisie. Punkty Bota za pierwsze zwycięstwo Aktywnego Bota w Turze daje diagram, od którego zaczęła się Bitwa.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="9"/>
        <source>Whom does the Bot&apos;s Army fight?</source>
        <extracomment>node foe (ask); seed 002, Land Battles</extracomment>
        <translation>Z kim walczy Armia Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="9"/>
        <source>An Opponent (a human player or a Bot)</source>
        <extracomment>answer &apos;opponent&apos; to &quot;Whom does the Bot&apos;s Army fight?&quot;; node foe (ask); seed 002, Land Battles</extracomment>
        <translation>Z Przeciwnikiem (ludzkim graczem lub Botem)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="9"/>
        <source>An NPR or Rebels</source>
        <extracomment>answer &apos;npr&apos; to &quot;Whom does the Bot&apos;s Army fight?&quot;; node foe (ask); seed 002, Land Battles</extracomment>
        <translation>Z NPR lub Buntownikami</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <source>Does the Bot fight beside another Realm?</source>
        <extracomment>node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Czy Bot walczy u boku innego Królestwa?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <source>Beside an NPR</source>
        <extracomment>answer &apos;npr&apos; to &apos;Does the Bot fight beside another Realm?&apos;; node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>U boku NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <source>Defending beside another Bot</source>
        <extracomment>answer &apos;bot&apos; to &apos;Does the Bot fight beside another Realm?&apos;; node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Broni się u boku innego Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <source>Beside a human player</source>
        <extracomment>answer &apos;human&apos; to &apos;Does the Bot fight beside another Realm?&apos;; node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>U boku ludzkiego gracza</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="24"/>
        <source>The Bot rolls its Battle Dice as normal; assign Casualties as in &apos;Fighting Multiple Enemies&apos; (main rules, page {page}).</source>
        <extracomment>node with_npr (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Bot rzuca Kośćmi Bitewnymi jak zwykle; przydziel Straty w sposób opisany w punkcie „Walka z wieloma Przeciwnikami” (patrz zasady główne, str. {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="32"/>
        <source>The Bot with the biggest Army is the Main Defender; only its Military Ideas bonus counts.</source>
        <extracomment>node with_bot (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Bot z największą Armią jest Głównym Obrońcą; liczy się tylko jego premia z Idei Militarnych.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="38"/>
        <source>The human player is the Main Defender.</source>
        <extracomment>node with_human (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Ludzki gracz jest Głównym Obrońcą.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="43"/>
        <source>Follow the normal Battle Sequence (main rules, page {page}). Each Battle Round the Bot rolls %n Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</source>
        <extracomment>node dice (do); seed 002, Land Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Postępuj zgodnie z normalną sekwencją Bitwy (patrz str. {page} zasad głównych). W każdej Rundzie Bitwy Bot rzuca %n Kością Piechoty; wszystkie jego Jednostki liczą się jako Piechota. Bez kart Militarnych, bez Generałów, a Bot nigdy się nie wycofuje. Położone Jednostki ani nie trafiają, ani nie stają się Stratami.</numerusform>
            <numerusform>Postępuj zgodnie z normalną sekwencją Bitwy (patrz str. {page} zasad głównych). W każdej Rundzie Bitwy Bot rzuca %n Kośćmi Piechoty; wszystkie jego Jednostki liczą się jako Piechota. Bez kart Militarnych, bez Generałów, a Bot nigdy się nie wycofuje. Położone Jednostki ani nie trafiają, ani nie stają się Stratami.</numerusform>
            <numerusform>Postępuj zgodnie z normalną sekwencją Bitwy (patrz str. {page} zasad głównych). W każdej Rundzie Bitwy Bot rzuca %n Kośćmi Piechoty; wszystkie jego Jednostki liczą się jako Piechota. Bez kart Militarnych, bez Generałów, a Bot nigdy się nie wycofuje. Położone Jednostki ani nie trafiają, ani nie stają się Stratami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="53"/>
        <source>How many Casualties did the Bot&apos;s Army take in this Battle? %n Units stand.</source>
        <extracomment>node casualties (number); seed 002, Land Battles vs. Opponents</extracomment>
        <translation>
            <numerusform>Ile Strat poniosła Armia Bota w tej Bitwie? Stoi %n Jednostka.</numerusform>
            <numerusform>Ile Strat poniosła Armia Bota w tej Bitwie? Stoją %n Jednostki.</numerusform>
            <numerusform>Ile Strat poniosła Armia Bota w tej Bitwie? Stoi %n Jednostek.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="53"/>
        <source>how many Casualties the Bot&apos;s Army took</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node casualties (number); seed 002, Land Battles vs. Opponents</extracomment>
        <translation>ile Strat poniosła Armia Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="64"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="107"/>
        <source>Does the Bot&apos;s Army lose any Units?</source>
        <extracomment>node remove_any (check); seed 002, Land Battles vs. Opponents</extracomment>
        <extracomment>node npr_remove_any (check); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Czy Armia Bota traci jakieś Jednostki?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="73"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="116"/>
        <source>Remove %n Units from the Army on the Bot Mat. Standing now: {standing}.</source>
        <extracomment>node remove (do); seed 002, Land Battles vs. Opponents</extracomment>
        <extracomment>node npr_remove (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>
            <numerusform>Usuń %n Jednostkę z Armii na Planszy Bota. Stojące teraz: {standing}.</numerusform>
            <numerusform>Usuń %n Jednostki z Armii na Planszy Bota. Stojące teraz: {standing}.</numerusform>
            <numerusform>Usuń %n Jednostek z Armii na Planszy Bota. Stojące teraz: {standing}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="81"/>
        <source>Did the Bot win the Battle?</source>
        <extracomment>node outcome (ask); seed 002, Land Battles vs. Opponents</extracomment>
        <translation>Czy Bot wygrał Bitwę?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="88"/>
        <source>Roll one Infantry Die per NPR or Rebel Unit present. Each hit result counts as one Casualty for the Bot&apos;s Army. Standing at the start: {strength}.</source>
        <extracomment>node npr_start (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Rzuć jedną Kością Piechoty za każdą obecną Jednostkę NPR lub Buntowników. Każdy wynik trafienia to jedna Strata dla Armii Bota. Stojące na początku: {strength}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="88"/>
        <source>Read the die faces that count as hits from your booklet.</source>
        <extracomment>note of node npr_start (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Odczytaj ze swojej broszury, które ścianki kości liczą się jako trafienia.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="97"/>
        <source>How many hits did those dice roll? Each is one Casualty; %n Units stand.</source>
        <extracomment>node npr_hits (number); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>
            <numerusform>Ile trafień dał rzut tymi kośćmi? Każde to jedna Strata; stoi %n Jednostka.</numerusform>
            <numerusform>Ile trafień dał rzut tymi kośćmi? Każde to jedna Strata; stoją %n Jednostki.</numerusform>
            <numerusform>Ile trafień dał rzut tymi kośćmi? Każde to jedna Strata; stoi %n Jednostek.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="97"/>
        <source>how many hits those dice rolled</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node npr_hits (number); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>ile trafień dał rzut tymi kośćmi</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="125"/>
        <source>Has the Bot lost all its Units?</source>
        <extracomment>node npr_left (check); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Czy Bot stracił wszystkie Jednostki?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="133"/>
        <source>The Bot wins the Battle. Remove the NPR or Rebel Units.</source>
        <extracomment>node npr_won (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Bot wygrywa Bitwę. Usuń Jednostki NPR lub Buntowników.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="139"/>
        <source>The Bot has no Units left and loses the Battle. Were its Enemies Rebels?</source>
        <extracomment>node npr_lost (ask); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Botowi nie została żadna Jednostka: Bot przegrywa Bitwę. Czy jego Wrogami byli Buntownicy?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="146"/>
        <source>Remove as many of the tokens your booklet names here as half the Army&apos;s starting strength: half of {strength} is {half}.</source>
        <extracomment>node rebels_won (do); seed 002, Land Battles vs. Rebels/NPRs (reconstructed)</extracomment>
        <translation>Usuń tyle żetonów wymienionych tu w Twojej broszurze, ile wynosi połowa początkowej siły Armii: połowa z {strength} to {half}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="146"/>
        <source>Check in your booklet which token is removed and how to round.</source>
        <extracomment>note of node rebels_won (do); seed 002, Land Battles vs. Rebels/NPRs (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, który żeton się usuwa i jak zaokrąglać.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="158"/>
        <source>Is the result of the Land Battle noted?</source>
        <extracomment>node noted (check); seed 002, Land Battles</extracomment>
        <translation>Czy wynik Bitwy Lądowej jest zapisany?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="158"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;Is the result of the Land Battle noted?&apos;; node noted (check); seed 002, Land Battles</extracomment>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="158"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;Is the result of the Land Battle noted?&apos;; node noted (check); seed 002, Land Battles</extracomment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="158"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;Is the result of the Land Battle noted?&apos;; node noted (check); seed 002, Land Battles</extracomment>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="166"/>
        <source>End of the Land Battle.</source>
        <extracomment>node end_battle (end); seed 002, Land Battles</extracomment>
        <translation>Koniec Bitwy Lądowej.</translation>
    </message>
</context>
<context>
    <name>eupop/mac</name>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="1"/>
        <source>MAC check</source>
        <extracomment>chart title</extracomment>
        <translation>Sprawdzenie MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="4"/>
        <source>Whenever the Bot&apos;s Army is placed in an Area, its MAC there is checked: Units above MAC are laid down, laid-down Units stand up to MAC. Laid-down Units take no part in Battles.</source>
        <extracomment>chart note</extracomment>
        <translation>Za każdym razem, gdy Armia Bota zostaje umieszczona w Obszarze, sprawdza się tam jej MAC: Jednostki ponad MAC kładzie się, położone Jednostki stawia się do wysokości MAC. Położone Jednostki nie biorą udziału w Bitwach.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="8"/>
        <source>MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain of the Bot&apos;s Towns adjacent by land)? A Bot Emperor Defending the HRE counts every HRE Area as joined.</source>
        <extracomment>node mac (ask); seed 002, Maximum Army Capacity (MAC); Bot Emperor</extracomment>
        <translation>Sprawdź MAC dla Obszaru Armii. Czy Obszar jest połączony ze Stolicą Bota lądem (nieprzerwany łańcuch Miast Bota sąsiadujących lądem)? Cesarz Bot w Obronie HRE liczy każdy Obszar HRE jako połączony.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="8"/>
        <source>Only a Naval Bridge closes the one gap</source>
        <extracomment>answer &apos;bridge&apos; to &quot;MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain o&quot;; node mac (ask); seed 002, Maximum Army Capacity (MAC); Bot Emperor</extracomment>
        <translation>Tylko Most Morski zamyka jedyną lukę</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="19"/>
        <source>MAC is unlimited here: stand up every Unit. Standing: {standing}.</source>
        <extracomment>node mac_unlimited (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC jest tu nieograniczone: postaw każdą Jednostkę. Stojące: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="24"/>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}.</source>
        <extracomment>node mac_mc (number); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>Ile wynosi MC Bota dla tego Obszaru (patrz zasady główne, str. {page})? MAC to MC + {plus}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="24"/>
        <location filename="../rules/eupop/charts/mac.yaml" line="37"/>
        <source>what the Bot&apos;s MC is for this Area</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node mac_mc (number); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node bridge_mc (number); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>ile wynosi MC Bota dla tego Obszaru</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="32"/>
        <location filename="../rules/eupop/charts/mac.yaml" line="47"/>
        <source>MAC here is {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node mac_set (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node bridge_set (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC wynosi tu {mac}. Stojące: {standing}. Położone: {laid_down}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="37"/>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}, but at least {bridge} when a Naval Bridge closes the only gap.</source>
        <extracomment>node bridge_mc (number); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>Ile wynosi MC Bota dla tego Obszaru (patrz zasady główne, str. {page})? MAC to MC + {plus}, ale co najmniej {bridge}, gdy Most Morski zamyka jedyną lukę.</translation>
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
        <source>Check these steps against the Main Turn Structure chart in your booklet: DEFEND, SIEGE, COLONIZE, then a Bot Card. Its footnotes say when the Bot is attacked and how it pays for a card with too little Bot Power left.</source>
        <extracomment>chart note</extracomment>
        <translation>Porównaj te kroki z diagramem Struktury Tury Głównej w swojej broszurze: OBRONA, OBLĘŻENIE, KOLONIZACJA, potem Karta Bota. Jego przypisy mówią, kiedy Bot jest zaatakowany i jak płaci za kartę, gdy zostało mu za mało Punktów Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="9"/>
        <source>Has a new Bot replaced this one?</source>
        <extracomment>node eliminated (check); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Czy nowy Bot zastąpił tego?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="17"/>
        <source>This Bot was eliminated and replaced: it takes no Turns. Remove it from the game.</source>
        <extracomment>node gone (end); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Ten Bot został wyeliminowany i zastąpiony: nie wykonuje Tur. Usuń go z gry.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="22"/>
        <source>Has the Bot Passed this Round?</source>
        <extracomment>node passed (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Czy Bot spasował w tej Rundzie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="30"/>
        <source>Passed: skip this Bot. It takes no more Turns this Round.</source>
        <extracomment>node skip (do); seed 002, Action Phase: Passing</extracomment>
        <translation>Spasował: pomiń tego Bota. W tej Rundzie nie wykonuje już Tur.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="35"/>
        <source>Is the Bot attacked? It is when Enemy Units or Rebels stand in any Area with the Bot&apos;s Towns, or when Enemies or Rebels Occupy any of its Provinces.</source>
        <extracomment>node attacked (ask); seed 000, Main Turn Structure, footnote 4</extracomment>
        <translation>Czy Bot jest zaatakowany? Tak, jeśli Jednostki Wroga lub Buntownicy są w dowolnym Obszarze z Miastami Bota albo jeśli Wrogowie lub Buntownicy Okupują którąś z jego Prowincji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="48"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <translation>Czy Armia Bota jest na mapie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="48"/>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="180"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s Army on the map?&quot;; node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <extracomment>answer &apos;unknown&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;unknown&apos; to &apos;Does the card show a War Action?&apos;; node has_war_action (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="56"/>
        <source>Is the Bot&apos;s Army on the map in an Area where it can Siege Provinces? (Island Provinces need a Bot Ship in an adjacent Sea Zone; a Bot that has run out of Towns does not Siege.)</source>
        <extracomment>node can_siege (ask); seed 002, Siege Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation>Czy Armia Bota jest na mapie w Obszarze, gdzie może Oblegać Prowincje? (Prowincje wyspiarskie wymagają Statku Bota w sąsiedniej Strefie Morskiej; Bot, któremu zabrakło Miast, nie Oblega.)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="69"/>
        <source>Can the Bot Colonize a Territory now (a Colonist and a Colonial Claim on a vacant Territory, as the main rules require)? A Bot that has run out of Towns does not Colonize.</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation>Czy Bot może teraz skolonizować Terytorium (Kolonista i Roszczenie Kolonialne na pustym Terytorium, jak wymagają zasady główne)? Bot, któremu zabrakło Miast, nie Kolonizuje.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="82"/>
        <source>Does the Bot have any Bot Power Available?</source>
        <extracomment>node has_power (check); seed 000, Main Turn Structure, footnote 5 (reconstructed)</extracomment>
        <translation>Czy Bot ma jakiekolwiek Dostępne Punkty Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="91"/>
        <source>Is there a card left in the Bot Deck?</source>
        <extracomment>node has_cards (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Czy w Talii Bota została karta?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="100"/>
        <source>Has the Bot taken an Event this Round? A Bot takes an Event before it Passes.</source>
        <extracomment>node event_taken (ask); seed 002, Sequence of Play: Event Resolution, Passing (reconstructed)</extracomment>
        <translation>Czy Bot wziął w tej Rundzie Wydarzenie? Bot bierze Wydarzenie, zanim spasuje.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="115"/>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost in Bot Power: {cost}. With less Available, pay what is left and still act.</source>
        <extracomment>node draw (do); seed 000, Main Turn Structure, footnote 5</extracomment>
        <translation>Dobierz wierzchnią Kartę Bota: karta {card}, {actions}. Zapłać jej koszt w Punktach Bota: {cost}. Jeśli Botowi pozostało mniej Dostępnych Punktów Bota niż koszt karty, wydaj pozostałe i wykonaj kartę.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <source>Does the card show an Action-card discard icon?</source>
        <extracomment>node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation>Czy karta pokazuje ikonę odrzucenia Karty Akcji? Jeśli tak, to jaką?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Administrative</source>
        <extracomment>answer &apos;administrative&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;administrative&apos; to &apos;Which Action-card discard icon does card {card} show?&apos;; node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Administracyjną</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Which Action-card discard icon does card {card} show?&apos;; node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Dyplomatyczną</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;military&apos; to &apos;Which Action-card discard icon does card {card} show?&apos;; node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Militarną</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;none&apos; to &apos;Which Action-card discard icon does card {card} show?&apos;; node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Żadnej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="137"/>
        <source>Discard the top card of the Administrative Action deck.</source>
        <extracomment>node discard_admin (do); seed 002, Bot Cards</extracomment>
        <translation>Odrzuć wierzchnią kartę z talii Administracyjnych Kart Akcji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="142"/>
        <source>Discard the top card of the Diplomatic Action deck.</source>
        <extracomment>node discard_dip (do); seed 002, Bot Cards</extracomment>
        <translation>Odrzuć wierzchnią kartę z talii Dyplomatycznych Kart Akcji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="147"/>
        <source>Discard the top card of the Military Action deck.</source>
        <extracomment>node discard_mil (do); seed 002, Bot Cards</extracomment>
        <translation>Odrzuć wierzchnią kartę z talii Militarnych Kart Akcji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Which Action-card discard icon does card {card} show?</source>
        <extracomment>node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Jaką ikonę odrzucenia Karty Akcji pokazuje karta {card}?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Read the discard icon from your card. The app keeps your answer for this card in later games.</source>
        <extracomment>note of node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Odczytaj ikonę odrzucenia ze swojej karty. Aplikacja zapamięta Twoją odpowiedź dla tej karty w kolejnych grach.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="163"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Czy Bot jest w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="171"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If every Enemy is fully Occupied, the Bot counts as not at War for this choice.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation>Czy jakieś Królestwo w Stanie Wojny z Botem jest jeszcze Właścicielem Prowincji, która nie jest Okupowana? Jeśli każdy Wróg jest w pełni Okupowany, przy tym wyborze Bot liczy się jako niebędący w Stanie Wojny.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="180"/>
        <source>Does the card show a War Action?</source>
        <extracomment>node has_war_action (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Czy karta pokazuje Akcję Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <source>Which War Action does card {card} show?</source>
        <extracomment>node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Jaką Akcję Wojny pokazuje karta {card}?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <source>Read from your card whether it has a War Action. The app keeps your answer for this card in later games.</source>
        <extracomment>note of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Odczytaj ze swojej karty, czy ma ona Akcję Wojny. Aplikacja zapamięta Twoją odpowiedź dla tej karty w kolejnych grach.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <source>No War Action</source>
        <extracomment>answer &apos;no&apos; to &apos;Which War Action does card {card} show?&apos;; node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Brak Akcji Wojny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>MILITARY</source>
        <extracomment>answer &apos;military&apos; to &apos;Which War Action does card {card} show?&apos;; node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>answer &apos;military&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>MILITARNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>NAVAL</source>
        <extracomment>answer &apos;naval&apos; to &apos;Which War Action does card {card} show?&apos;; node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>answer &apos;naval&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>MORSKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>SPY</source>
        <extracomment>answer &apos;spy&apos; to &apos;Which War Action does card {card} show?&apos;; node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>answer &apos;spy&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>SZPIEGOWANIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="200"/>
        <location filename="../rules/eupop/charts/main.yaml" line="206"/>
        <source>The Bot is at War: it takes the card&apos;s War Action, {action}, instead of the top action.</source>
        <extracomment>node use_war_read (do); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>node use_war (do); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Bot jest w Stanie Wojny: zamiast górnej Akcji wykonuje Akcję Wojny z karty: {action}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>Which Action does the card lead to now?</source>
        <extracomment>node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>Jaka Akcja wynika teraz z karty?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>EVENT</source>
        <extracomment>answer &apos;event&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>WYDARZENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>DIPLOMACY</source>
        <extracomment>answer &apos;diplomacy&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>DYPLOMACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>PAPAL CURIA</source>
        <extracomment>answer &apos;papal_curia&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>KURIA PAPIESKA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>EXPLORE</source>
        <extracomment>answer &apos;explore&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>EKSPLORACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>UNREST</source>
        <extracomment>answer &apos;unrest&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>NIEPOKOJE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>CONVERT</source>
        <extracomment>answer &apos;convert&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>KONWERSJA RELIGIJNA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>FOCUS</source>
        <extracomment>answer &apos;focus&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>SKUPIENIE</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>IDEA</source>
        <extracomment>answer &apos;idea&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>IDEA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>COLONIZE</source>
        <extracomment>answer &apos;colonize&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>KOLONIZACJA</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="243"/>
        <source>Could the action not be done, with a next action on the card?</source>
        <extracomment>node after_action (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Czy nie dało się wykonać Akcji, a na karcie jest następna Akcja?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="252"/>
        <source>The top action cannot be done: the Bot takes the card&apos;s next action, {action}.</source>
        <extracomment>node use_next (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Górnej Akcji nie da się wykonać: Bot wykonuje następną Akcję z karty: {action}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="259"/>
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
        <source>These steps follow the chart&apos;s footnotes (DoW restrictions, Realm&apos;s strength, one token fewer with a Claim on the target, Units per recruit, MAC) and the rules of Bot Warfare, Army Movement, MAC, Ship Placement and the Targeting Charts: check them against the chart in your booklet. An Event&apos;s Declare War Action starts at the step that declares War.</source>
        <extracomment>chart note</extracomment>
        <translation>Te kroki opierają się na przypisach diagramu (ograniczenia DoW, Siła Królestwa, jeden żeton mniej przy Roszczeniu wobec celu, Jednostki na rekrutację, MAC) oraz na zasadach Działań Wojennych Botów, Ruchu Armii, MAC, Umieszczania Statków i Diagramów Celów: porównaj je z diagramem w broszurze. Akcja Wypowiedzenia Wojny z Wydarzenia zaczyna się od kroku, w którym Bot wypowiada Wojnę.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="10"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Czy Bot jest w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="18"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If not, the Bot counts as not at War here.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation>Czy jakieś Królestwo w Stanie Wojny z Botem jest jeszcze Właścicielem Prowincji, która nie jest Okupowana? Jeśli nie, Bot liczy się tu jako niebędący w Stanie Wojny.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="27"/>
        <source>The Army marches on an Enemy: an Opponent at War with the Bot first; between several, use Opponent Selection (a die roll between highest Prestige and highest Tax Income).</source>
        <extracomment>node enemy (do); seed 002, Choice Processes: Opponent Selection (reconstructed)</extracomment>
        <translation>Armia rusza na Wroga: najpierw na Przeciwnika w Stanie Wojny z Botem; gdy jest ich kilku, użyj Wyboru Przeciwnika (rzut kością między najwyższym Prestiżem a najwyższym Dochodem z Podatków).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="41"/>
        <source>Did the Military Targeting Chart give a valid target?</source>
        <extracomment>node target_found (check); seed 002, Targeting Charts (reconstructed)</extracomment>
        <translation>Czy Diagram Celów Militarnych dał legalny cel?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="50"/>
        <source>The Bot finds no target: it cannot take the MILITARY Action.</source>
        <extracomment>node cannot (end); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Bot nie znajduje celu: nie może wykonać Akcji MILITARNEJ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page {page}). If the Bot has a Claim on the target, it removes one token fewer than the DoW asks. Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <extracomment>node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs (reconstructed)</extracomment>
        <translation>Wypowiedz Wojnę celowi (sprawdź ograniczenia DoW w zasadach głównych, str. {page}). Jeśli Bot ma Roszczenie wobec celu, usuwa o jeden żeton mniej, niż wymaga DoW. Rozstrzygnij wywołane Bitwy alfabetycznie, najpierw Strefy Morskie, potem Obszary.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Check in your booklet that this footnote&apos;s token on the target Realm is a Claim.</source>
        <extracomment>note of node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy żeton z tego przypisu na docelowym Królestwie to Roszczenie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="69"/>
        <source>Calls to Arms: call the Bot&apos;s Allies into this War as the MILITARY chart of your booklet shows. The Bot&apos;s Allies are NPRs (or an Opponent through an Event, until Phase 5).</source>
        <extracomment>node allies (do); seed 002, Bots &amp; Alliances; Bot DoWs (reconstructed)</extracomment>
        <translation>Wezwania do Broni: wezwij Sojuszników Bota do tej Wojny tak, jak pokazuje diagram Akcji MILITARNEJ w Twojej broszurze. Sojusznikami Bota są NPR (albo Przeciwnik dzięki Wydarzeniu, do Fazy 5).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="69"/>
        <source>Your booklet says how Alliances act when a Bot declares War in the MILITARY chart; its boxes are unclear in some printings: check your copy.</source>
        <extracomment>note of node allies (do); seed 002, Bots &amp; Alliances; Bot DoWs (reconstructed)</extracomment>
        <translation>Twoja broszura opisuje działanie Sojuszy, gdy Bot wypowiada Wojnę, w diagramie Akcji MILITARNEJ; jego pola w niektórych wydrukach są niewyraźne: sprawdź swój egzemplarz.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="81"/>
        <source>Is the Army smaller than the Enemy&apos;s strength? An NPR&apos;s strength is its Tax Income; a PR&apos;s is its Deployed Units plus Available Manpower.</source>
        <extracomment>node strength (ask); seed 002, Military Action, footnote (Realm&apos;s strength) (reconstructed)</extracomment>
        <translation>Czy Armia jest mniejsza niż siła Wroga? Siła NPR to jego Dochód z Podatków; siła PR to jego Rozmieszczone Jednostki plus Dostępne Zasoby Ludzkie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="91"/>
        <source>Does the Bot have %n or more Bot Power Available?</source>
        <extracomment>node can_pay (check); seed 002, Military Action, footnote (Units per recruit) (reconstructed)</extracomment>
        <translation>
            <numerusform>Czy Bot ma co najmniej %n Dostępny Punkt Bota?</numerusform>
            <numerusform>Czy Bot ma co najmniej %n Dostępne Punkty Bota?</numerusform>
            <numerusform>Czy Bot ma co najmniej %n Dostępnych Punktów Bota?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="103"/>
        <source>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>Wydaj %n Punkt Bota, aby zrekrutować {units_shown}: przenieś {recruited_shown} z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</numerusform>
            <numerusform>Wydaj %n Punkty Bota, aby zrekrutować {units_shown}: przenieś {recruited_shown} z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</numerusform>
            <numerusform>Wydaj %n Punktów Bota, aby zrekrutować {units_shown}: przenieś {recruited_shown} z Rezerwy Zasobów Ludzkich do Armii (Armia: {army}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="103"/>
        <source>Check in your booklet that each recruit under this footnote costs one Bot Power, as on a DoW on a Bot (the DEFEND footnote recruits for two Bot Power).</source>
        <extracomment>note of node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy każda rekrutacja według tego przypisu kosztuje jeden Punkt Bota, jak przy DoW na Bota (przypis Akcji OBRONA podaje rekrutację za dwa Punkty Bota).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="118"/>
        <location filename="../rules/eupop/charts/military.yaml" line="126"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <extracomment>node on_map (ask); seed 002, Army Movement</extracomment>
        <translation>Czy Armia Bota jest na mapie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="118"/>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s Army on the map?&quot;; node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <extracomment>answer &apos;unknown&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Land Battles</extracomment>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="134"/>
        <source>Place the Army in one of the Bot&apos;s Areas on the map from which it can reach the Enemy.</source>
        <extracomment>node place (do); seed 002, Army Movement; Choice Processes (reconstructed)</extracomment>
        <translation>Umieść Armię w jednym z Obszarów Bota na mapie, z którego może dotrzeć do Wroga.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="141"/>
        <source>Check MAC in the Army&apos;s Area.</source>
        <extracomment>node mac (call); seed 002, Army Movement; MAC</extracomment>
        <translation>Sprawdź MAC w Obszarze Armii.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="142"/>
        <source>Does the Army need one more Ship to make a Naval Bridge toward the Enemy?</source>
        <extracomment>node bridge_need (ask); seed 002, Ship Placement; Movement reach (reconstructed)</extracomment>
        <translation>Czy Armia potrzebuje jeszcze jednego Statku, by zbudować Most Morski w stronę Wroga?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>Pick the Sea Zone where a Ship completes that Naval Bridge.</source>
        <extracomment>node pick_sea (do); seed 002, Ship Placement (reconstructed)</extracomment>
        <translation>Wybierz Strefę Morską, w której Statek dopełni ten Most Morski.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="157"/>
        <source>Move the Army up to {reach} toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <extracomment>node move (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Przesuń Armię w stronę Wroga o najwyżej {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa %n kostkę Wpływów z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</numerusform>
            <numerusform>Przesuń Armię w stronę Wroga o najwyżej {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa %n kostki Wpływów z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</numerusform>
            <numerusform>Przesuń Armię w stronę Wroga o najwyżej {reach}. Zatrzymuje się po wejściu do Wrogiego lub Neutralnego Obszaru, ignoruje Granice Górskie, usuwa %n kostek Wpływów z Neutralnego Obszaru, do którego wchodzi, i nigdy nie wchodzi do Neutralnego Obszaru z Roszczeniem Bota.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="157"/>
        <source>%n Areas</source>
        <extracomment>part of the text of node move (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>%n Obszar</numerusform>
            <numerusform>%n Obszary</numerusform>
            <numerusform>%n Obszarów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="167"/>
        <source>Did the Army cross a Naval Bridge?</source>
        <extracomment>node bridge (ask); seed 002, Movement reach</extracomment>
        <translation>Czy Armia przekroczyła Most Morski?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="174"/>
        <source>Only %n Units cross a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node bridge_cap (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Przez Most Morski przechodzi tylko %n Jednostka: resztę połóż. Stojące: {standing}. Położone: {laid_down}.</numerusform>
            <numerusform>Przez Most Morski przechodzą tylko %n Jednostki: resztę połóż. Stojące: {standing}. Położone: {laid_down}.</numerusform>
            <numerusform>Przez Most Morski przechodzi tylko %n Jednostek: resztę połóż. Stojące: {standing}. Położone: {laid_down}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="182"/>
        <source>Did the Army meet Enemy Units (a Land Battle)?</source>
        <extracomment>node battle_q (ask); seed 002, Land Battles</extracomment>
        <translation>Czy Armia napotkała Jednostki Wroga (Bitwa Lądowa)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (check); seed 002, Land Battles</extracomment>
        <translation>Jaki był wynik Bitwy Lądowej dla Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Land Battles</extracomment>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Land Battles</extracomment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="202"/>
        <source>Can the Army Siege Provinces in the Area where it stands?</source>
        <extracomment>node siege_q (ask); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Czy Armia może Oblegać Prowincje w Obszarze, w którym stoi?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="213"/>
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
        <source>These steps follow the chart&apos;s footnotes: ignore Distant Sea Zones without QftNW; 1 less Bot Power for each Pirate in the Trade Node; when the human players play without Missions, the Bots do not gain the token of one step (check which in your booklet). The NAVAL Action can lead into the EXPLORE Action.</source>
        <extracomment>chart note</extracomment>
        <translation>Te kroki opierają się na przypisach diagramu: ignoruj Odległe Strefy Morskie, jeśli Bot nie ma QftNW; 1 Punkt Bota mniej za każdego Pirata w Węźle Handlowym; jeśli ludzcy gracze grają bez Misji, w jednym kroku Boty nie otrzymują żetonu (sprawdź w broszurze, którego). Akcja MORSKA może prowadzić do Akcji EKSPLORACJI.</translation>
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
        <location filename="../rules/eupop/charts/naval.yaml" line="34"/>
        <source>Pick that Sea Zone.</source>
        <extracomment>node place_ship (do); seed 002, Ship Placement; Choice Processes (reconstructed)</extracomment>
        <translation>Wybierz tę Strefę Morską.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="41"/>
        <source>Trade: pick the Trade Node that gives the Bot the most Bot Power (ties: alphabetical). The Bot&apos;s Merchant is never exhausted.</source>
        <extracomment>node trade (do); seed 002, Bots Trading; Bot Trade (reconstructed)</extracomment>
        <translation>Handel: wybierz Węzeł Handlowy, który daje Botowi najwięcej Punktów Bota (remis: alfabetycznie). Kupiec Bota nigdy nie zostaje wyczerpany.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="41"/>
        <source>Check in the chart of your booklet that the Bot trades in the Trade Node that gives it the most Bot Power.</source>
        <extracomment>note of node trade (do); seed 002, Bots Trading; Bot Trade (reconstructed)</extracomment>
        <translation>Sprawdź na diagramie w swojej broszurze, czy Bot handluje w Węźle Handlowym, który daje mu najwięcej Punktów Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="55"/>
        <source>Do the human players play with Missions?</source>
        <extracomment>node missions (ask); seed 000, Naval Action, footnote 3</extracomment>
        <translation>Czy ludzcy gracze grają z Misjami?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="63"/>
        <source>Without Missions for the human players, the Bot does not gain the token of the step the Missions footnote marks in this NAVAL Action (check your booklet); take it back if it was given.</source>
        <extracomment>node no_missions (do); seed 000, Naval Action, footnote 3 (reconstructed)</extracomment>
        <translation>Bez Misji dla ludzkich graczy Bot nie otrzymuje w tej Akcji MORSKIEJ żetonu z kroku, który oznacza przypis o Misjach (sprawdź w broszurze); odbierz go, jeśli został dany.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="63"/>
        <source>The footnote&apos;s icon and the box it marks are unclear in some printings: check your copy of the NAVAL chart.</source>
        <extracomment>note of node no_missions (do); seed 000, Naval Action, footnote 3 (reconstructed)</extracomment>
        <translation>Ikona przypisu i pole, które oznacza, w niektórych wydrukach są niewyraźne: sprawdź diagram Akcji MORSKIEJ w swoim egzemplarzu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="70"/>
        <source>Did the Bot place its Ship in a Distant Sea Zone in this Action?</source>
        <extracomment>node distant (ask); seed 002, Explore Action (from NAVAL and COLONIZE Actions) (reconstructed)</extracomment>
        <translation>Czy Bot umieścił w tej Akcji swój Statek w Odległej Strefie Morskiej?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="82"/>
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
        <source>These steps follow the booklet&apos;s Naval Battles rules: check them against its Naval Battle Resolution chart. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the Action that started the Battle.</source>
        <extracomment>chart note</extracomment>
        <translation>Te kroki opierają się na zasadach Bitew Morskich z broszury: porównaj je z jej diagramem Rozstrzygnięcie Bitwy Morskiej. Punkty Bota za pierwsze zwycięstwo Aktywnego Bota w Turze daje Akcja, w której doszło do Bitwy.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="9"/>
        <source>Whom does the Bot&apos;s Ship fight?</source>
        <extracomment>node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>Z kim walczy Statek Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="9"/>
        <source>A human Opponent</source>
        <extracomment>answer &apos;human&apos; to &quot;Whom does the Bot&apos;s Ship fight?&quot;; node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>Z ludzkim Przeciwnikiem</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="9"/>
        <source>Another Bot</source>
        <extracomment>answer &apos;bot&apos; to &quot;Whom does the Bot&apos;s Ship fight?&quot;; node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>Z innym Botem</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="9"/>
        <source>An NPR</source>
        <extracomment>answer &apos;npr&apos; to &quot;Whom does the Bot&apos;s Ship fight?&quot;; node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>Z NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="16"/>
        <source>Does the Bot fight beside another Realm&apos;s Ships?</source>
        <extracomment>node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Czy Bot walczy u boku Statków innego Królestwa?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="16"/>
        <source>Beside NPR Ships</source>
        <extracomment>answer &apos;npr&apos; to &quot;Does the Bot fight beside another Realm&apos;s Ships?&quot;; node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>U boku Statków NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="16"/>
        <source>Beside another PR</source>
        <extracomment>answer &apos;pr&apos; to &quot;Does the Bot fight beside another Realm&apos;s Ships?&quot;; node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>U boku innego PR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="24"/>
        <source>Every second NPR Ship on the Bot&apos;s side counts as one more hit result.</source>
        <extracomment>node with_npr (do); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Co drugi Statek NPR po stronie Bota liczy się jako jeden dodatkowy wynik trafienia.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="29"/>
        <source>The Main Defender is chosen as in a Land Battle and counts as if %n NPR Ships fought on its side. If their side loses, remove the Bots&apos; Ships.</source>
        <extracomment>node with_pr (do); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>
            <numerusform>Wybierz Głównego Obrońcę jak w Bitwie Lądowej i traktuj go tak, jakby po jego stronie walczył %n Statek NPR. Jeśli ich strona przegra, usuń Statki Botów.</numerusform>
            <numerusform>Wybierz Głównego Obrońcę jak w Bitwie Lądowej i traktuj go tak, jakby po jego stronie walczyły %n Statki NPR. Jeśli ich strona przegra, usuń Statki Botów.</numerusform>
            <numerusform>Wybierz Głównego Obrońcę jak w Bitwie Lądowej i traktuj go tak, jakby po jego stronie walczyło %n Statków NPR. Jeśli ich strona przegra, usuń Statki Botów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="38"/>
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human player has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <extracomment>node dice (do); seed 002, Naval Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kością Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli ludzki gracz ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports}, które Posiada przy tej Strefie Morskiej, i {hit} za każdy wynik trafienia.</numerusform>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kośćmi Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli ludzki gracz ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports}, które Posiada przy tej Strefie Morskiej, i {hit} za każdy wynik trafienia.</numerusform>
            <numerusform>Rzuca tylko Bot. Rzuć %n Kośćmi Artylerii plus jedną za każdy Statek Bota w sąsiednich Strefach Morskich; o jedną mniej, jeśli ludzki gracz ma Admirała lub zagrywa Akcję Bitewną. Trafienia Bota: {hit} za każde {ports}, które Posiada przy tej Strefie Morskiej, i {hit} za każdy wynik trafienia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="38"/>
        <source>%n Ports</source>
        <extracomment>part of the text of node dice (do); seed 002, Naval Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>%n Port</numerusform>
            <numerusform>%n Porty</numerusform>
            <numerusform>%n Portów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <source>Against whom is the result judged?</source>
        <extracomment>node versus (check); seed 002, Naval Battles</extracomment>
        <translation>Wobec kogo ocenia się wynik?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <source>A human Opponent</source>
        <comment>judged against</comment>
        <extracomment>answer &apos;human&apos; to &apos;Against whom is the result judged?&apos;; node versus (check); seed 002, Naval Battles</extracomment>
        <translation>Wobec ludzkiego Przeciwnika</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <source>Another Bot</source>
        <comment>judged against</comment>
        <extracomment>answer &apos;bot&apos; to &apos;Against whom is the result judged?&apos;; node versus (check); seed 002, Naval Battles</extracomment>
        <translation>Wobec innego Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <source>An NPR</source>
        <comment>judged against</comment>
        <extracomment>answer &apos;npr&apos; to &apos;Against whom is the result judged?&apos;; node versus (check); seed 002, Naval Battles</extracomment>
        <translation>Wobec NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="109"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;Against whom is the result judged?&apos;; node versus (check); seed 002, Naval Battles</extracomment>
        <extracomment>answer &apos;unknown&apos; to &apos;Is the result of the Naval Battle noted?&apos;; node noted (check); seed 002, Naval Battles</extracomment>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="58"/>
        <source>Are all of the human Enemy&apos;s Ships sunk?</source>
        <extracomment>node human_sunk (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Czy wszystkie Statki ludzkiego Wroga zostały zatopione?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="65"/>
        <source>The Bot loses: remove its Ship. If the human player has an Admiral or used a Battle Action, they capture a Light Ship.</source>
        <extracomment>node human_lost (do); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Bot przegrywa: usuń jego Statek. Jeśli ludzki gracz ma Admirała lub użył Akcji Bitewnej, zdobywa Lekki Statek.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>Which Bot scored more hits? (On a tie, both roll again.)</source>
        <extracomment>node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Który Bot uzyskał więcej trafień? (Przy remisie obaj rzucają ponownie.)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>This Bot</source>
        <extracomment>answer &apos;this&apos; to &apos;Which Bot scored more hits? (On a tie, both roll again.)&apos;; node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Ten Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>The other Bot</source>
        <extracomment>answer &apos;other&apos; to &apos;Which Bot scored more hits? (On a tie, both roll again.)&apos;; node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Drugi Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>A tie</source>
        <extracomment>answer &apos;tie&apos; to &apos;Which Bot scored more hits? (On a tie, both roll again.)&apos;; node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="81"/>
        <source>Roll one Artillery Die per NPR Ship. If the hit results are at least {n} plus the Bot&apos;s adjacent Ports, the Bot loses.</source>
        <extracomment>node npr_dice (do); seed 002, Naval Battles vs. NPRs</extracomment>
        <translation>Rzuć jedną Kością Artylerii za każdy Statek NPR. Jeśli wyników trafienia jest co najmniej {n} plus liczba sąsiednich Portów Bota, Bot przegrywa.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="89"/>
        <source>Are the hit results at least {n} plus the Bot&apos;s adjacent Ports?</source>
        <extracomment>node npr_result (ask); seed 002, Naval Battles vs. NPRs</extracomment>
        <translation>Czy wyników trafienia jest co najmniej {n} plus liczba sąsiednich Portów Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="97"/>
        <source>The Bot wins: its Ship stays on the map.</source>
        <extracomment>node won (do); seed 002, Naval Battles</extracomment>
        <translation>Bot wygrywa: jego Statek zostaje na mapie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="102"/>
        <source>The Bot loses: remove its Ship.</source>
        <extracomment>node lost (do); seed 002, Naval Battles</extracomment>
        <translation>Bot przegrywa: usuń jego Statek.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="109"/>
        <source>Is the result of the Naval Battle noted?</source>
        <extracomment>node noted (check); seed 002, Naval Battles</extracomment>
        <translation>Czy wynik Bitwy Morskiej jest zapisany?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="109"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;Is the result of the Naval Battle noted?&apos;; node noted (check); seed 002, Naval Battles</extracomment>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="109"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;Is the result of the Naval Battle noted?&apos;; node noted (check); seed 002, Naval Battles</extracomment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="117"/>
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
        <source>The Action of Bot Card 14 and the second Action of Bot Card 15. Only Catholic Realms take part in the Curia (main rules); a Curia Action that lets the Bot Declare War goes on to the MILITARY Action. Check these steps against the chart in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Akcja z Karty Bota nr 14 i druga Akcja z Karty Bota nr 15. W Kurii biorą udział tylko Katolickie Królestwa (zasady główne); jeśli Akcja Kurii pozwala Botowi Wypowiedzieć Wojnę, przejdź do Akcji MILITARNEJ. Porównaj te kroki z diagramem w broszurze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="10"/>
        <source>Is the Bot&apos;s State Religion Catholic?</source>
        <extracomment>node catholic (check); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Czy Religia Państwowa Bota jest Katolicka?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="10"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s State Religion Catholic?&quot;; node catholic (check); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="19"/>
        <source>The Bot&apos;s mat shows no State Religion. Is the Bot&apos;s State Religion Catholic?</source>
        <extracomment>node ask_catholic (ask); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Panel Bota nie pokazuje Religii Państwowej. Czy Religia Państwowa Bota jest Katolicka?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="25"/>
        <source>The Bot is not Catholic: it cannot take the PAPAL CURIA Action.</source>
        <extracomment>node cannot (end); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Bot nie jest Katolicki: nie może wykonać Akcji KURII PAPIESKIEJ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="28"/>
        <source>Take the main rules&apos; Papal Curia Action for the Bot, choosing by Choice Processes.</source>
        <extracomment>node curia (do); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Wykonaj dla Bota Akcję Kurii Papieskiej według zasad głównych, wybierając zgodnie z Procesami Wyboru.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="33"/>
        <source>Does the Curia Action let the Bot Declare War (e.g. a Crusade)?</source>
        <extracomment>node war (ask); seed 002, Military Action (from PAPAL and SPY Actions) (reconstructed)</extracomment>
        <translation>Czy Akcja Kurii pozwala Botowi Wypowiedzieć Wojnę (np. Krucjata)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="45"/>
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
        <source>A Bot that Passes first gains 2 Bot Power, the second to Pass gains 1. Human players who Passed before the Bot count too.</source>
        <extracomment>chart note</extracomment>
        <translation>Bot, który spasuje pierwszy, otrzymuje 2 Punkty Bota, a drugi – 1. Ludzcy gracze, którzy spasowali przed Botem, też się liczą.</translation>
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
        <extracomment>node passed_before (end); seed 002, Action Phase: Passing</extracomment>
        <translation>Bot już spasował w tej Rundzie: nie wykonuje już Tur.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="17"/>
        <source>How many Realms have Passed this Round before this Bot, human players included? Counted so far: {passed}.</source>
        <extracomment>node humans (number); seed 002, Action Phase: Passing</extracomment>
        <translation>Ile Królestw spasowało w tej Rundzie przed tym Botem, licząc ludzkich graczy? Dotąd policzono: {passed}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="17"/>
        <source>how many Realms have Passed this Round before the Bot</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node humans (number); seed 002, Action Phase: Passing</extracomment>
        <translation>ile Królestw spasowało w tej Rundzie przed Botem</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>Is the Bot the first or the second Realm to Pass this Round?</source>
        <extracomment>node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Czy Bot jest pierwszym, drugim czy dalszym Królestwem, które spasowało w tej Rundzie?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>First</source>
        <extracomment>answer &apos;first&apos; to &apos;Is the Bot the first or the second Realm to Pass this Round?&apos;; node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Pierwszym</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>Second</source>
        <extracomment>answer &apos;second&apos; to &apos;Is the Bot the first or the second Realm to Pass this Round?&apos;; node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Drugim</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>Later</source>
        <extracomment>answer &apos;later&apos; to &apos;Is the Bot the first or the second Realm to Pass this Round?&apos;; node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Dalszym</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="36"/>
        <source>The Bot Passes first and gains %n Bot Power.</source>
        <extracomment>node first (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>Bot spasował jako pierwszy: otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Bot spasował jako pierwszy: otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Bot spasował jako pierwszy: otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="43"/>
        <source>The Bot Passes second and gains %n Bot Power.</source>
        <extracomment>node second (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>Bot spasował jako drugi: otrzymuje %n Punkt Bota.</numerusform>
            <numerusform>Bot spasował jako drugi: otrzymuje %n Punkty Bota.</numerusform>
            <numerusform>Bot spasował jako drugi: otrzymuje %n Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="50"/>
        <source>The Bot Passes. It gains no Bot Power for Passing.</source>
        <extracomment>node later (do); seed 002, Action Phase: Passing</extracomment>
        <translation>Bot spasował. Nie otrzymuje Punktów Bota za Pasowanie.</translation>
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
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace in the Peace &amp; Rebels Phase, within the main rules&apos; Peace Resolution sequence. Check these steps against the chart and its footnotes in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Uruchom to dla każdej Wojny Bota, gdy w Fazie Pokoju i Buntów przychodzi kolej Bota na Rozmowy Pokojowe, w ramach sekwencji Rozmów Pokojowych z zasad głównych. Porównaj te kroki z diagramem i jego przypisami w broszurze.</translation>
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
        <extracomment>answer &apos;npr&apos; to &quot;Who is the Bot&apos;s Enemy in this War?&quot;; node enemy (ask); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="9"/>
        <source>A PR (human or Bot)</source>
        <extracomment>answer &apos;pr&apos; to &quot;Who is the Bot&apos;s Enemy in this War?&quot;; node enemy (ask); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>PR (ludzki gracz lub Bot)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="16"/>
        <source>Does the Bot Occupy the NPR&apos;s Capital and Provinces with a Tax Value of at least half the NPR&apos;s Tax Income?</source>
        <extracomment>node npr_occupied (ask); seed 002, Bot Peace Resolution, footnote 1</extracomment>
        <translation>Czy Bot Okupuje Stolicę NPR i Prowincje o łącznej Wartości Podatkowej równej co najmniej połowie Dochodu z Podatków NPR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="25"/>
        <source>Make Peace: NPRs always accept. The Bot takes the Occupied Provinces under the main rules&apos; Peace terms. Remove all other Bots&apos; Influence from Areas where the Bot places Towns.</source>
        <extracomment>node npr_peace (do); seed 002, Bot Peace Resolution, footnotes 3 and 5 (reconstructed)</extracomment>
        <translation>Zawrzyj Pokój: NPR zawsze go przyjmują. Bot bierze Okupowane Prowincje na warunkach Pokoju z zasad głównych. Usuń wszystkie Wpływy innych Botów z Obszarów, w których Bot umieszcza Miasta.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="25"/>
        <source>Check in your booklet that the two icons of the chart&apos;s last footnote are Influence and Towns.</source>
        <extracomment>note of node npr_peace (do); seed 002, Bot Peace Resolution, footnotes 3 and 5 (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy obie ikony ostatniego przypisu diagramu oznaczają Wpływy i Miasta.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="34"/>
        <source>Can the Bot enforce Peace under the main rules? Units on Distant Continents where the Bot has no Towns do not count.</source>
        <extracomment>node enforce (ask); seed 002, Bot Peace Resolution, footnote 2 (reconstructed)</extracomment>
        <translation>Czy Bot może wymusić Pokój według zasad głównych? Jednostki na Odległych Kontynentach, na których Bot nie ma Miast, się nie liczą.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="44"/>
        <source>Does the Enemy accept? An Enemy Bot accepts if it cannot enforce Peace and has {n} or more Unrest in Areas without its Army; a human decides.</source>
        <extracomment>node accept (ask); seed 002, Bot Peace Resolution, footnote 3 (reconstructed)</extracomment>
        <translation>Czy Wróg przyjmuje Pokój? Wrogi Bot przyjmuje, jeśli nie może wymusić Pokoju i ma {n} lub więcej Niepokojów w Obszarach bez swojej Armii; ludzki gracz decyduje sam.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="44"/>
        <source>Check in your booklet that the two icons of this footnote are Unrest and the Army.</source>
        <extracomment>note of node accept (ask); seed 002, Bot Peace Resolution, footnote 3 (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy obie ikony tego przypisu oznaczają Niepokój i Armię.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="56"/>
        <source>Make Peace on the best terms the main rules allow. Remove all other Bots&apos; Influence from Areas where the Bot places Towns.</source>
        <extracomment>node pr_peace (do); seed 002, Bot Peace Resolution, footnote 5 (reconstructed)</extracomment>
        <translation>Zawrzyj Pokój na najlepszych warunkach, na jakie pozwalają zasady główne. Usuń wszystkie Wpływy innych Botów z Obszarów, w których Bot umieszcza Miasta.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="56"/>
        <source>Check in your booklet that the two icons of this footnote are Influence and Towns.</source>
        <extracomment>note of node pr_peace (do); seed 002, Bot Peace Resolution, footnote 5 (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy obie ikony tego przypisu oznaczają Wpływy i Miasta.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="65"/>
        <source>Are both sides&apos; Armies the same size, and is the Tax Value of Provinces Occupied by either side equal?</source>
        <extracomment>node equal (ask); seed 002, Bot Peace Resolution, footnote 4 (reconstructed)</extracomment>
        <translation>Czy Armie obu stron są tej samej wielkości i czy Wartość Podatkowa Prowincji Okupowanych przez każdą ze stron jest równa?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="65"/>
        <source>Check in your booklet that this footnote gives a White Peace for equal Armies and equal Occupations.</source>
        <extracomment>note of node equal (ask); seed 002, Bot Peace Resolution, footnote 4 (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy ten przypis daje Biały Pokój przy równych Armiach i równych Okupacjach.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="76"/>
        <source>Make a White Peace.</source>
        <extracomment>node white_peace (do); seed 002, Bot Peace Resolution, footnote 4 (reconstructed)</extracomment>
        <translation>Zawrzyj Biały Pokój.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="82"/>
        <source>No Peace: the War goes on.</source>
        <extracomment>node war_goes_on (end); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>Bez Pokoju: Wojna trwa.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="86"/>
        <source>Is the Bot now at Peace with every Realm?</source>
        <extracomment>node at_peace (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Czy Bot jest teraz w Pokoju z każdym Królestwem?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="93"/>
        <source>Mark the Bot as at Peace.</source>
        <extracomment>node peace_all (do); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Oznacz Bota jako będącego w Pokoju.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="99"/>
        <source>Does the Bot have Towns with Unrest, or Rebel Towns, in the Area where its Army stands?</source>
        <extracomment>node keep_army (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution (reconstructed)</extracomment>
        <translation>Czy Bot ma Miasta z Niepokojem lub Miasta Buntowników w Obszarze, w którym stoi jego Armia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="99"/>
        <source>Check in your booklet that this rule&apos;s icons are Towns with Unrest or Rebel Towns.</source>
        <extracomment>note of node keep_army (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy ikony tej zasady oznaczają Miasta z Niepokojem lub Miasta Buntowników.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="109"/>
        <source>Remove the Bot&apos;s Army from the map; its Units all stand up. Standing: {standing}.</source>
        <extracomment>node remove_army (do); seed 002, Peace &amp; Rebels Phase, D; MAC</extracomment>
        <translation>Usuń Armię Bota z mapy; wszystkie jej Jednostki zostają postawione. Stojące: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="115"/>
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
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="28"/>
        <source>C. Rebels Siege or move as normal.</source>
        <extracomment>node rebels (do); seed 002, Peace &amp; Rebels Phase: C. Rebels Siege or Move</extracomment>
        <translation>C. Buntownicy Oblegają lub ruszają się jak zwykle.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="33"/>
        <source>D. Is the Bot at War?</source>
        <extracomment>node war (check); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>D. Czy Bot jest w Stanie Wojny?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="41"/>
        <source>Resolve Peace in turn order as normal. On the Bot&apos;s turn, resolve each of its Wars with the Bot Peace Resolution chart.</source>
        <extracomment>node peace (do); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>Przeprowadź Rozmowy Pokojowe w kolejności Tury jak zwykle. Gdy przyjdzie kolej Bota, rozstrzygnij każdą jego Wojnę według diagramu Rozmowy Pokojowe Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="51"/>
        <source>Does the Bot have another War to resolve?</source>
        <extracomment>node more_wars (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution (reconstructed)</extracomment>
        <translation>Czy Bot ma kolejną Wojnę do rozstrzygnięcia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="59"/>
        <source>Was the Bot Fully Annexed by a PR?</source>
        <extracomment>node annexed (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>Czy Bot został w pełni Zaanektowany przez PR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="66"/>
        <source>Replace the Bot: pick the new Realm, add it as a new Bot with its own Realm profile, and run &apos;Replace an eliminated Bot&apos; for the new Bot.</source>
        <extracomment>node replace (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Zastąp Bota: wybierz nowe Królestwo, dodaj je jako nowego Bota z jego własnym profilem Królestwa i uruchom dla nowego Bota „Zastąp wyeliminowanego Bota”.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="73"/>
        <source>E. Resolve Prestige Penalties as normal. F. Interregnums do not affect Bots.</source>
        <extracomment>node prestige (do); seed 002, Peace &amp; Rebels Phase: E. Prestige Penalties</extracomment>
        <translation>E. Rozstrzygnij Karny Prestiż jak zwykle. F. Bezkrólewie nie ma wpływu na Boty.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="78"/>
        <source>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</source>
        <extracomment>node dissent (do); seed 002, Peace &amp; Rebels Phase: G. Religious Dissent</extracomment>
        <translation>
            <numerusform>G. Niepokoje Religijne: Bot otrzymuje w tym kroku najwyżej %n Niepokój.</numerusform>
            <numerusform>G. Niepokoje Religijne: Bot otrzymuje w tym kroku najwyżej %n Niepokoje.</numerusform>
            <numerusform>G. Niepokoje Religijne: Bot otrzymuje w tym kroku najwyżej %n Niepokojów.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="85"/>
        <source>H. Is the Bot at War?</source>
        <extracomment>node war_unrest (check); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>H. Czy Bot jest w Stanie Wojny?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="93"/>
        <source>The Bot gains %n Unrest for being at War.</source>
        <extracomment>node gain_unrest (do); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Niepokój za bycie w Stanie Wojny.</numerusform>
            <numerusform>Bot otrzymuje %n Niepokoje za bycie w Stanie Wojny.</numerusform>
            <numerusform>Bot otrzymuje %n Niepokojów za bycie w Stanie Wojny.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="100"/>
        <source>Does the Bot have {n} or more Administrative Ideas?</source>
        <extracomment>node admin (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation>Czy Bot ma {n} lub więcej Idei Administracyjnych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="109"/>
        <source>Does the Bot have any Administrative Ideas?</source>
        <extracomment>node admin_any (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation>Czy Bot ma jakieś Idee Administracyjne?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="118"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="125"/>
        <source>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</source>
        <extracomment>node remove_two (do); seed 002, Bots &amp; Ideas</extracomment>
        <extracomment>node remove_one (do); seed 002, Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Usuń %n Niepokój z Obszarów Bota (Idee Administracyjne: {ideas}).</numerusform>
            <numerusform>Usuń %n Niepokoje z Obszarów Bota (Idee Administracyjne: {ideas}).</numerusform>
            <numerusform>Usuń %n Niepokojów z Obszarów Bota (Idee Administracyjne: {ideas}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="132"/>
        <source>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most %n dice. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</source>
        <extracomment>node rebel_dice (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>I. Rzuć Kośćmi Buntowników za cały Niepokój Bota naraz, najwyżej %n kością. Zastosuj Bunt w Obszarze Armii Bota, jeśli to możliwe, w przeciwnym razie według Procesów Wyboru Bota.</numerusform>
            <numerusform>I. Rzuć Kośćmi Buntowników za cały Niepokój Bota naraz, najwyżej %n kośćmi. Zastosuj Bunt w Obszarze Armii Bota, jeśli to możliwe, w przeciwnym razie według Procesów Wyboru Bota.</numerusform>
            <numerusform>I. Rzuć Kośćmi Buntowników za cały Niepokój Bota naraz, najwyżej %n kośćmi. Zastosuj Bunt w Obszarze Armii Bota, jeśli to możliwe, w przeciwnym razie według Procesów Wyboru Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="139"/>
        <source>Did the Rebel Dice show any result that costs Ducats, Manpower or Monarch Power?</source>
        <extracomment>node rebel_loss (ask); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>Czy Kości Buntowników pokazały wynik kosztujący Dukaty, Zasoby Ludzkie lub Punkty Władzy?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="148"/>
        <source>Does the Bot have any Bot Power Available?</source>
        <extracomment>node any_power (check); seed 002, Rebel Dice Rolls</extracomment>
        <translation>Czy Bot ma jakiekolwiek Dostępne Punkty Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="148"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="157"/>
        <source>Check in your booklet that the Rebel Dice results that cost Ducats, Manpower or Monarch Power cost the Bot at most 1 Bot Power in all.</source>
        <extracomment>note of node any_power (check); seed 002, Rebel Dice Rolls</extracomment>
        <extracomment>note of node lose_one (do); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy wyniki Kości Buntowników kosztujące Dukaty, Zasoby Ludzkie lub Punkty Władzy kosztują Bota łącznie najwyżej 1 Punkt Bota.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="157"/>
        <source>The Bot loses %n Bot Power for the Rebel Dice, never more per roll.</source>
        <extracomment>node lose_one (do); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>
            <numerusform>Bot straci %n Punkt Bota za Kości Buntowników, nigdy więcej za jeden rzut.</numerusform>
            <numerusform>Bot straci %n Punkty Bota za Kości Buntowników, nigdy więcej za jeden rzut.</numerusform>
            <numerusform>Bot straci %n Punktów Bota za Kości Buntowników, nigdy więcej za jeden rzut.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="167"/>
        <source>Place a Claim in each Area where Rebels Liberated one of the Bot&apos;s Provinces. Out of Claim tokens? Use Token Limitations.</source>
        <extracomment>node liberated (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>Umieść Roszczenie w każdym Obszarze, w którym Buntownicy Wyzwolili jedną z Prowincji Bota. Brak żetonów Roszczeń? Użyj Limitów Żetonów.</translation>
    </message>
</context>
<context>
    <name>eupop/pick_tied</name>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="1"/>
        <source>At random among tied choices</source>
        <extracomment>chart title</extracomment>
        <translation>Losowo spośród remisujących</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="4"/>
        <source>Where a choice ends in a tie, the rules say to decide at random: put the tied ones in alphabetical order and roll a die among them.</source>
        <extracomment>chart note</extracomment>
        <translation>Gdy wybór kończy się remisem, zasady każą rozstrzygnąć losowo: ustaw remisujące pozycje w kolejności alfabetycznej i rzuć kością, by wybrać jedną z nich.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="8"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="15"/>
        <source>How many are tied?</source>
        <extracomment>node count (number); seed 002, Choice Processes</extracomment>
        <extracomment>node size (check); seed 002, Choice Processes</extracomment>
        <translation>Ile pozycji remisuje?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="8"/>
        <source>how many choices are tied</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node count (number); seed 002, Choice Processes</extracomment>
        <translation>ile pozycji remisuje</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="26"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="34"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="43"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="53"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Roll among the %n tied ones, taken in alphabetical order.</source>
        <extracomment>node pick2 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>node pick3 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>node pick4 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>node pick5 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>
            <numerusform>Rzuć kością, by wybrać jedną z %n remisującej pozycji, ułożonych alfabetycznie.</numerusform>
            <numerusform>Rzuć kością, by wybrać jedną z %n remisujących pozycji, ułożonych alfabetycznie.</numerusform>
            <numerusform>Rzuć kością, by wybrać jedną z %n remisujących pozycji, ułożonych alfabetycznie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="26"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="34"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="43"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="53"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Take the first of them</source>
        <extracomment>answer &apos;1&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick2 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;1&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick3 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;1&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick4 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;1&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick5 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;1&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>Weź pierwszą pozycję z listy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="26"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="34"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="43"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="53"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Take the second of them</source>
        <extracomment>answer &apos;2&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick2 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;2&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick3 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;2&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick4 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;2&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick5 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;2&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>Weź drugą pozycję z listy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="34"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="43"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="53"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Take the third of them</source>
        <extracomment>answer &apos;3&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick3 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;3&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick4 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;3&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick5 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;3&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>Weź trzecią pozycję z listy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="43"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="53"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Take the fourth of them</source>
        <extracomment>answer &apos;4&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick4 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;4&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick5 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;4&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>Weź czwartą pozycję z listy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="53"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Take the fifth of them</source>
        <extracomment>answer &apos;5&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick5 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;5&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>Weź piątą pozycję z listy</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Take the sixth of them</source>
        <extracomment>answer &apos;6&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>Weź szóstą pozycję z listy</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="15"/>
        <source>2</source>
        <extracomment>answer id shown as its label (no label in the chart): node size (check); seed 002, Choice Processes</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="15"/>
        <source>3</source>
        <extracomment>answer id shown as its label (no label in the chart): node size (check); seed 002, Choice Processes</extracomment>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="15"/>
        <source>4</source>
        <extracomment>answer id shown as its label (no label in the chart): node size (check); seed 002, Choice Processes</extracomment>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="15"/>
        <source>5</source>
        <extracomment>answer id shown as its label (no label in the chart): node size (check); seed 002, Choice Processes</extracomment>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="15"/>
        <source>6</source>
        <extracomment>answer id shown as its label (no label in the chart): node size (check); seed 002, Choice Processes</extracomment>
        <translation>6</translation>
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
        <source>Pick the new Realm first: the scenario&apos;s choice, else the NPR or DNPR best able to compete on level terms with the other PRs. Add it as a new Bot with its own Realm profile (its own Bot Deck and Targeting Charts), then run this routine for the new Bot.</source>
        <extracomment>chart note</extracomment>
        <translation>Najpierw wybierz nowe Królestwo: to ze scenariusza, inaczej NPR lub DNPR najlepiej zdolne konkurować na równych warunkach z innymi PR. Dodaj je jako nowego Bota z jego własnym profilem Królestwa (własną Talią Bota i Diagramami Celów), potem uruchom tę procedurę dla nowego Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="9"/>
        <source>Which Bot does this new Bot replace?</source>
        <extracomment>node old (ask); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Którego Bota zastępuje ten nowy Bot?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="9"/>
        <source>A Bot no longer in this game</source>
        <extracomment>answer &apos;gone&apos; to &apos;Which Bot does this new Bot replace?&apos;; node old (ask); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Bot, którego nie ma już w tej grze</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="15"/>
        <source>This Bot takes over the Ideas of {old} (Administrative {administrative}, Diplomatic {diplomatic}, Military {military}) and keeps its Prestige and completed Milestones on the board. {old} leaves the game.</source>
        <extracomment>node inherit (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>{old} opuszcza grę. Ten Bot dziedziczy jego Idee (Administracyjne: {administrative}, Dyplomatyczne: {diplomatic}, Militarne: {military}) oraz jego Prestiż i ukończone Kamienie Milowe na planszy.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="23"/>
        <source>How many Administrative Ideas had the eliminated Bot Researched?</source>
        <extracomment>node ideas_adm (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Ile Idei Administracyjnych Zbadał wyeliminowany Bot?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="23"/>
        <source>how many Administrative Ideas the eliminated Bot had Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_adm (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>ile Idei Administracyjnych Zbadał wyeliminowany Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="31"/>
        <source>How many Diplomatic Ideas had the eliminated Bot Researched?</source>
        <extracomment>node ideas_dip (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Ile Idei Dyplomatycznych Zbadał wyeliminowany Bot?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="31"/>
        <source>how many Diplomatic Ideas the eliminated Bot had Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_dip (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>ile Idei Dyplomatycznych Zbadał wyeliminowany Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="39"/>
        <source>How many Military Ideas had the eliminated Bot Researched?</source>
        <extracomment>node ideas_mil (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Ile Idei Militarnych Zbadał wyeliminowany Bot?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="39"/>
        <source>how many Military Ideas the eliminated Bot had Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_mil (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>ile Idei Militarnych Zbadał wyeliminowany Bot</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="47"/>
        <source>Remove all of the eliminated Bot&apos;s tokens from play, unless the scenario says otherwise.</source>
        <extracomment>node remove (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Usuń z gry wszystkie żetony wyeliminowanego Bota, chyba że scenariusz mówi inaczej.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="51"/>
        <source>Does the eliminated Bot&apos;s Realm have its own Events in the Event deck?</source>
        <extracomment>node events (ask); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Czy Królestwo wyeliminowanego Bota ma własne Wydarzenia w talii Wydarzeń?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="57"/>
        <source>Prefer a new Realm whose Events can replace them. If none can, replace them with B-Events; with no B-Events left, keep them and apply only the effects that still apply.</source>
        <extracomment>node swap_events (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Preferuj nowe Królestwo, którego Wydarzenia mogą je zastąpić. Jeśli żadne nie może, zastąp je Wydarzeniami-B; gdy nie ma już Wydarzeń-B, zachowaj je i stosuj tylko te efekty, które nadal mają zastosowanie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="63"/>
        <source>Place %n Units in the new Bot&apos;s Army area and its Towns on every Province the new Realm Owns now.</source>
        <extracomment>node army (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>
            <numerusform>Umieść %n Jednostkę w obszarze Armii nowego Bota, a jego Miasta na każdej Prowincji, którą nowe Królestwo teraz Posiada.</numerusform>
            <numerusform>Umieść %n Jednostki w obszarze Armii nowego Bota, a jego Miasta na każdej Prowincji, którą nowe Królestwo teraz Posiada.</numerusform>
            <numerusform>Umieść %n Jednostek w obszarze Armii nowego Bota, a jego Miasta na każdej Prowincji, którą nowe Królestwo teraz Posiada.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="72"/>
        <source>How much Manpower does the new Bot&apos;s Town Track give as normal? A Bot never has less than {minimum}.</source>
        <extracomment>node track (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Ile Zasobów Ludzkich daje zwykle Tor Miast nowego Bota? Bot nigdy nie ma mniej niż {minimum}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="72"/>
        <source>how much Manpower the new Bot&apos;s Town Track gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node track (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>ile Zasobów Ludzkich daje Tor Miast nowego Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="80"/>
        <source>Manpower is {total}: Army {army}, Manpower Reserve {reserve}.</source>
        <extracomment>node manpower (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Zasoby Ludzkie wynoszą {total}: Armia {army}, Rezerwa Zasobów Ludzkich {reserve}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="85"/>
        <source>Set up the rest as in Bot Setup: the Bot Mat with %n Bot Power, no Army on the map, one Ship per Sea Zone, the Bot Deck of its Realm for Age {age}.</source>
        <extracomment>node rest (do); seed 002, Substitute Bots: Replacing Bot Realms; Bot Setup</extracomment>
        <translation>
            <numerusform>Resztę przygotuj jak w Przygotowaniu Bota: Plansza Bota z %n Punktem Bota, bez Armii na mapie, jeden Statek na Strefę Morską, Talia Bota jego Królestwa na Erę {age}.</numerusform>
            <numerusform>Resztę przygotuj jak w Przygotowaniu Bota: Plansza Bota z %n Punktami Bota, bez Armii na mapie, jeden Statek na Strefę Morską, Talia Bota jego Królestwa na Erę {age}.</numerusform>
            <numerusform>Resztę przygotuj jak w Przygotowaniu Bota: Plansza Bota z %n Punktami Bota, bez Armii na mapie, jeden Statek na Strefę Morską, Talia Bota jego Królestwa na Erę {age}.</numerusform>
        </translation>
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
        <source>Between Rounds. Add the Bot first (Realm profile, Difficulty Level), then run this routine for it: the numbers you give set its mat.</source>
        <extracomment>chart note</extracomment>
        <translation>Między Rundami. Najpierw dodaj Bota (profil Królestwa, Poziom Trudności), potem uruchom dla niego tę procedurę: podane liczby ustawią panel tego Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="6"/>
        <source>Flip the player&apos;s Player Mat to its Bot Mat side.</source>
        <extracomment>node flip (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Odwróć Planszę Gracza na stronę Planszy Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="10"/>
        <source>How much Monarch Power does the player have, all three types together?</source>
        <extracomment>node monarch_power (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Ile Punktów Władzy ma gracz (wszystkie trzy rodzaje razem)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="10"/>
        <source>how much Monarch Power the player has in all</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node monarch_power (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>ile Punktów Władzy ma gracz łącznie</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="18"/>
        <source>How many Ducats does the player have?</source>
        <extracomment>node ducats (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Ile Dukatów ma gracz?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="18"/>
        <source>how many Ducats the player has</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ducats (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>ile Dukatów ma gracz</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="26"/>
        <source>Where is the player&apos;s Stability (below zero for a negative step)?</source>
        <extracomment>node stability (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Ile wynosi Stabilność gracza? Dla ujemnego kroku podaj liczbę poniżej zera.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="26"/>
        <source>the player&apos;s Stability step</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node stability (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>na którym kroku jest Stabilność gracza</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="34"/>
        <source>How many Loans does the player have?</source>
        <extracomment>node loans (number); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Ile Pożyczek ma gracz?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="34"/>
        <source>Check in your booklet that this line&apos;s icon is Loans.</source>
        <extracomment>note of node loans (number); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy ikona tego wiersza oznacza Pożyczki.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="34"/>
        <source>how many Loans the player has</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node loans (number); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>ile Pożyczek ma gracz</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="44"/>
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats {stability_sign} {stability_size} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</source>
        <extracomment>node convert (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>
            <numerusform>Punkty Bota: {monarch_power} za Punkty Władzy + {ducat_power} za Dukaty {stability_sign} {stability_size} za Stabilność − {loans} za Pożyczki = {raw}; w granicach od {minimum} do {maximum}: Bot ma %n Dostępny Punkt Bota.</numerusform>
            <numerusform>Punkty Bota: {monarch_power} za Punkty Władzy + {ducat_power} za Dukaty {stability_sign} {stability_size} za Stabilność − {loans} za Pożyczki = {raw}; w granicach od {minimum} do {maximum}: Bot ma %n Dostępne Punkty Bota.</numerusform>
            <numerusform>Punkty Bota: {monarch_power} za Punkty Władzy + {ducat_power} za Dukaty {stability_sign} {stability_size} za Stabilność − {loans} za Pożyczki = {raw}; w granicach od {minimum} do {maximum}: Bot ma %n Dostępnych Punktów Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="44"/>
        <source>Each Monarch Power gives 1; every 5 Ducats give 1 (at most 5); each positive Stability step gives 1 and each negative step costs 1; each Loan costs 1 (check that line&apos;s icon in your booklet).</source>
        <extracomment>note of node convert (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Każdy Punkt Władzy daje 1; każde 5 Dukatów daje 1 (najwyżej 5); każdy dodatni krok Stabilności daje 1, a każdy ujemny kosztuje 1; każda Pożyczka kosztuje 1 (sprawdź ikonę tego wiersza w broszurze).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="53"/>
        <source>How many of the player&apos;s Land Units are Deployed?</source>
        <extracomment>node deployed (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Ile Jednostek Lądowych gracza jest Rozmieszczonych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="53"/>
        <source>how many of the player&apos;s Land Units are Deployed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node deployed (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>ile Jednostek Lądowych gracza jest Rozmieszczonych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="60"/>
        <source>How many other Land Units does the player have (available for recruitment)?</source>
        <extracomment>node reserve (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Ile innych Jednostek Lądowych ma gracz (dostępnych do rekrutacji)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="60"/>
        <source>how many other Land Units the player has</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node reserve (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>ile innych Jednostek Lądowych ma gracz</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="67"/>
        <source>Put the Deployed Units in the Army ({army}) and the rest in the Manpower Reserve ({reserve}).</source>
        <extracomment>node units (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Umieść Rozmieszczone Jednostki w Armii ({army}), a resztę w Rezerwie Zasobów Ludzkich ({reserve}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="73"/>
        <source>How many Administrative Ideas has the player Researched? Mark at most {max} on the Bot Mat.</source>
        <extracomment>node ideas_adm (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Ile Idei Administracyjnych Zbadał gracz? Zaznacz najwyżej {max} na Planszy Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="73"/>
        <source>how many Administrative Ideas the player has Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_adm (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>ile Idei Administracyjnych Zbadał gracz</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="81"/>
        <source>How many Diplomatic Ideas has the player Researched? Mark at most {max} on the Bot Mat.</source>
        <extracomment>node ideas_dip (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Ile Idei Dyplomatycznych Zbadał gracz? Zaznacz najwyżej {max} na Planszy Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="81"/>
        <source>how many Diplomatic Ideas the player has Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_dip (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>ile Idei Dyplomatycznych Zbadał gracz</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="89"/>
        <source>How many Military Ideas has the player Researched? Mark at most {max} on the Bot Mat.</source>
        <extracomment>node ideas_mil (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Ile Idei Militarnych Zbadał gracz? Zaznacz najwyżej {max} na Planszy Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="89"/>
        <source>how many Military Ideas the player has Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_mil (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>ile Idei Militarnych Zbadał gracz</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="97"/>
        <source>Replace each of the player&apos;s Vassal tokens with a Bot Town matching the Province&apos;s size.</source>
        <extracomment>node towns (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Zastąp każdy żeton Wasala gracza Miastem Bota pasującym do wielkości Prowincji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="97"/>
        <source>Check in your booklet that this line&apos;s icons replace Vassals by Towns, as Bot Setup does.</source>
        <extracomment>note of node towns (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy ikony tego wiersza zamieniają Wasali na Miasta, tak jak przy Przygotowaniu Bota.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="103"/>
        <source>In each Sea Zone with Ships (the Fleet included), remove all but %n Ships.</source>
        <extracomment>node ships (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>
            <numerusform>W każdej Strefie Morskiej ze Statkami (łącznie z Flotą) usuń wszystkie Statki oprócz %n.</numerusform>
            <numerusform>W każdej Strefie Morskiej ze Statkami (łącznie z Flotą) usuń wszystkie Statki oprócz %n.</numerusform>
            <numerusform>W każdej Strefie Morskiej ze Statkami (łącznie z Flotą) usuń wszystkie Statki oprócz %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="109"/>
        <source>Remove all the player&apos;s Armies from the map.</source>
        <extracomment>node armies (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Usuń z mapy wszystkie Armie gracza.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="113"/>
        <source>Has the player achieved an Economic Milestone?</source>
        <extracomment>node economic (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Czy gracz osiągnął Kamień Milowy Ekonomii?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="119"/>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="130"/>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="141"/>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="152"/>
        <source>Remove from the Bot Deck the cards with a FOCUS Action for {area} Milestones: {cards}.</source>
        <extracomment>node drop_economic (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <extracomment>node drop_expansion (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <extracomment>node drop_political (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <extracomment>node drop_war (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Usuń z Talii Bota karty z Akcją SKUPIENIA dla Kamieni Milowych ({area}): {cards}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="124"/>
        <source>Has the player achieved an Expansion Milestone?</source>
        <extracomment>node expansion (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Czy gracz osiągnął Kamień Milowy Ekspansji?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="135"/>
        <source>Has the player achieved a Political Milestone?</source>
        <extracomment>node political (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Czy gracz osiągnął Kamień Milowy Polityki?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="146"/>
        <source>Has the player achieved a War Milestone?</source>
        <extracomment>node war (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Czy gracz osiągnął Kamień Milowy Wojny?</translation>
    </message>
</context>
<context>
    <name>eupop/setup</name>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="1"/>
        <source>Bot Setup</source>
        <extracomment>chart title</extracomment>
        <translation>Przygotowanie Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="4"/>
        <source>Run this once when the Bot joins the game. Set the game up as the main rules say, with the Bot&apos;s Setup Card or the scenario&apos;s setup for its Realm, changed as these steps say.</source>
        <extracomment>chart note</extracomment>
        <translation>Uruchom to raz, gdy Bot dołącza do gry. Przygotuj grę zgodnie z zasadami głównymi, z Kartą Przygotowania Bota lub przygotowaniem jego Królestwa ze scenariusza, ze zmianami podanymi w tych krokach.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/setup.yaml" line="8"/>
        <source>Use the Bot Mat (the back of the Player Mat). Put %n Bot Power cubes of the Bot&apos;s colour in Available; keep its Army miniature, Land Units and Ships nearby.</source>
        <extracomment>node mat (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>Użyj Planszy Bota (drugiej strony Planszy Gracza). Umieść w Dostępnych %n kostkę Punktów Bota w kolorze Bota; miniaturkę Armii, Jednostki Lądowe i Statki Bota trzymaj w pobliżu.</numerusform>
            <numerusform>Użyj Planszy Bota (drugiej strony Planszy Gracza). Umieść w Dostępnych %n kostki Punktów Bota w kolorze Bota; miniaturkę Armii, Jednostki Lądowe i Statki Bota trzymaj w pobliżu.</numerusform>
            <numerusform>Użyj Planszy Bota (drugiej strony Planszy Gracza). Umieść w Dostępnych %n kostek Punktów Bota w kolorze Bota; miniaturkę Armii, Jednostki Lądowe i Statki Bota trzymaj w pobliżu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="16"/>
        <source>Set the Bot up on the map as normal, with two changes: replace every Vassal token with a Bot Town of the matching size, and place a Merchant only in the first Trade Node listed.</source>
        <extracomment>node towns (do); seed 002, Bot Setup (reconstructed)</extracomment>
        <translation>Przygotuj Bota na mapie jak zwykle, z dwiema zmianami: zastąp każdy żeton Wasala Miastem Bota odpowiedniej wielkości i umieść Kupca tylko w pierwszym wymienionym Węźle Handlowym.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="16"/>
        <source>Check in your booklet that the icons of the first change replace Vassal tokens with Bot Towns.</source>
        <extracomment>note of node towns (do); seed 002, Bot Setup (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy ikony pierwszej zmiany oznaczają zastąpienie żetonów Wasali Miastami Bota.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/setup.yaml" line="25"/>
        <source>Place no Bot Army and no Land Units on the map: the deployed Land Units move to the Army area of the Bot Mat. Army: %n Units.</source>
        <extracomment>node army (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>Nie umieszczaj na mapie Armii Bota ani Jednostek Lądowych: rozmieszczone Jednostki Lądowe trafiają do obszaru Armii na Planszy Bota. Armia: %n Jednostka.</numerusform>
            <numerusform>Nie umieszczaj na mapie Armii Bota ani Jednostek Lądowych: rozmieszczone Jednostki Lądowe trafiają do obszaru Armii na Planszy Bota. Armia: %n Jednostki.</numerusform>
            <numerusform>Nie umieszczaj na mapie Armii Bota ani Jednostek Lądowych: rozmieszczone Jednostki Lądowe trafiają do obszaru Armii na Planszy Bota. Armia: %n Jednostek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/setup.yaml" line="33"/>
        <source>In each Sea Zone with 1 or more of the Bot&apos;s Ships or its Fleet, place only %n Bot Ship.</source>
        <extracomment>node ships (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>W każdej Strefie Morskiej z co najmniej 1 Statkiem Bota albo jego Flotą umieść tylko %n Statek Bota.</numerusform>
            <numerusform>W każdej Strefie Morskiej z co najmniej 1 Statkiem Bota albo jego Flotą umieść tylko %n Statki Bota.</numerusform>
            <numerusform>W każdej Strefie Morskiej z co najmniej 1 Statkiem Bota albo jego Flotą umieść tylko %n Statków Bota.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="39"/>
        <source>How much Manpower does the Bot&apos;s Town Track give as normal? A Bot never has less than {minimum}.</source>
        <extracomment>node track (number); seed 002, Bot Setup</extracomment>
        <translation>Ile Zasobów Ludzkich daje zwykle Tor Miast Bota? Bot nigdy nie ma mniej niż {minimum}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="39"/>
        <source>how much Manpower the Bot&apos;s Town Track gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node track (number); seed 002, Bot Setup</extracomment>
        <translation>ile Zasobów Ludzkich daje Tor Miast Bota</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="47"/>
        <source>Manpower is {total}: Army {army}, Manpower Reserve {reserve}.</source>
        <extracomment>node manpower (do); seed 002, Bot Setup</extracomment>
        <translation>Zasoby Ludzkie wynoszą {total}: Armia {army}, Rezerwa Zasobów Ludzkich {reserve}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="52"/>
        <source>Place the Bot Deck next to the Bot Mat: the Realm&apos;s composition for Age {age}, shuffled.</source>
        <extracomment>node deck (do); seed 002, Bot Setup; Bot Realms</extracomment>
        <translation>Umieść Talię Bota obok Planszy Bota: skład Królestwa na Erę {age}, potasowany.</translation>
    </message>
</context>
<context>
    <name>eupop/ship_placement</name>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="1"/>
        <source>Ship Placement</source>
        <extracomment>chart title</extracomment>
        <translation>Umieszczanie Statków</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="4"/>
        <source>NAVAL, EXPLORE, DEFEND and MILITARY place Ships this way. Each Bot Ship stands for the Bot&apos;s navy in that Sea Zone: one per Sea Zone, never on a Trade Protection Slot, never moved.</source>
        <extracomment>chart note</extracomment>
        <translation>MORSKA, EKSPLORACJA, OBRONA i MILITARNA umieszczają Statki w ten sposób. Każdy Statek Bota oznacza flotę Bota w tej Strefie Morskiej: jeden na Strefę Morską, nigdy na polu Ochrony Handlu, nigdy nie jest przesuwany.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="8"/>
        <source>Place one Bot Ship in that Sea Zone. It must be next to one of the Bot&apos;s Ships or Ports, and hold no Bot Ship yet; it never takes a Trade Protection Slot.</source>
        <extracomment>node place (do); seed 002, Ship Placement</extracomment>
        <translation>Umieść jeden Statek Bota w tej Strefie Morskiej. Musi ona sąsiadować z jednym ze Statków lub Portów Bota i nie mieć jeszcze Statku Bota; Statek nigdy nie zajmuje pola Ochrony Handlu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="14"/>
        <source>Is it a Hostile Sea Zone?</source>
        <extracomment>node hostile (ask); seed 002, Ship Placement</extracomment>
        <translation>Czy to Wroga Strefa Morska?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <source>How did the Naval Battle end for the Bot?</source>
        <extracomment>node result (check); seed 002, Naval Battles</extracomment>
        <translation>Jaki był wynik Bitwy Morskiej dla Bota?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;How did the Naval Battle end for the Bot?&apos;; node result (check); seed 002, Naval Battles</extracomment>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;How did the Naval Battle end for the Bot?&apos;; node result (check); seed 002, Naval Battles</extracomment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;How did the Naval Battle end for the Bot?&apos;; node result (check); seed 002, Naval Battles</extracomment>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="33"/>
        <source>The Bot&apos;s Ship stays in the Sea Zone.</source>
        <extracomment>node stays (end); seed 002, Ship Placement</extracomment>
        <translation>Statek Bota zostaje w Strefie Morskiej.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="36"/>
        <source>The Bot&apos;s Ship is removed.</source>
        <extracomment>node lost (end); seed 002, Naval Battles</extracomment>
        <translation>Statek Bota zostaje usunięty.</translation>
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
        <source>The Bot pays one Bot Power per Tax Value it Sieges; with 3 or more Military Ideas it Sieges 2 Tax Value per Bot Power, 6 in all. Each step shows the numbers. Check these steps against the chart and its footnote in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Bot płaci jeden Punkt Bota za każdą Wartość Podatkową, którą Oblega; z 3 lub więcej Ideami Militarnymi Oblega 2 Wartości Podatkowe za Punkt Bota, łącznie do 6. Każdy krok pokazuje liczby. Porównaj te kroki z diagramem i jego przypisem w broszurze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="9"/>
        <source>Does the Bot still have Towns to place (it has not run out of them)?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Czy Bot ma jeszcze Miasta do umieszczenia (nie zabrakło mu ich)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="9"/>
        <source>Token Limitations, Towns: a Bot that runs out of Towns Sieges no new Provinces and Colonizes no Territories. Check in your booklet which Towns this rule&apos;s icon shows.</source>
        <extracomment>note of node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Limity Żetonów, Miasta: Bot, któremu zabraknie Miast, nie Oblega nowych Prowincji ani nie Kolonizuje Terytoriów. Sprawdź w broszurze, jakie Miasta pokazuje ikona tej zasady.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="19"/>
        <source>Is there a Province the Army can Siege in its Area? Island Provinces count only with a Bot Ship in an adjacent Sea Zone.</source>
        <extracomment>node target (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Czy jest Prowincja, którą Armia może Oblegać w swoim Obszarze? Prowincje wyspiarskie liczą się tylko ze Statkiem Bota w sąsiedniej Strefie Morskiej.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="27"/>
        <source>The Bot cannot Siege now.</source>
        <extracomment>node cannot (end); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Bot nie może teraz Oblegać.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/siege.yaml" line="31"/>
        <source>Siege Provinces in the Army&apos;s Area one at a time: each Bot Power Sieges %n Tax Value.</source>
        <extracomment>node begin (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>
            <numerusform>Oblegaj Prowincje w Obszarze Armii po jednej: każdy Punkt Bota Oblega %n Wartość Podatkową.</numerusform>
            <numerusform>Oblegaj Prowincje w Obszarze Armii po jednej: każdy Punkt Bota Oblega %n Wartości Podatkowe.</numerusform>
            <numerusform>Oblegaj Prowincje w Obszarze Armii po jednej: każdy Punkt Bota Oblega %n Wartości Podatkowych.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="39"/>
        <source>How much can the Bot still pay for Sieges?</source>
        <extracomment>node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Ile Bot może jeszcze zapłacić za Oblężenia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="39"/>
        <source>A Large Province</source>
        <comment>what the Bot can pay for</comment>
        <extracomment>answer &apos;large&apos; to &apos;How much can the Bot still pay for Sieges?&apos;; node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Za Dużą Prowincję</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="39"/>
        <source>A Small Province only</source>
        <extracomment>answer &apos;single&apos; to &apos;How much can the Bot still pay for Sieges?&apos;; node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Tylko za Małą Prowincję</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="39"/>
        <source>Nothing more</source>
        <extracomment>answer &apos;none&apos; to &apos;How much can the Bot still pay for Sieges?&apos;; node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Już za nic</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>Which Province does the Army Siege next?</source>
        <extracomment>node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Którą Prowincję Armia Oblega teraz?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>A Large Province</source>
        <extracomment>answer &apos;large&apos; to &apos;Which Province does the Army Siege next?&apos;; node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Dużą Prowincję</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>A Small Province</source>
        <extracomment>answer &apos;small&apos; to &apos;Which Province does the Army Siege next?&apos;; node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Małą Prowincję</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>No Province left to Siege</source>
        <extracomment>answer &apos;none&apos; to &apos;Which Province does the Army Siege next?&apos;; node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Nie została żadna Prowincja do Oblężenia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="57"/>
        <source>Is there a Small Province left for the Army to Siege?</source>
        <extracomment>node single_small (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Czy została Mała Prowincja, którą Armia może Oblegać?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="63"/>
        <source>Is there a Large Province left? With this last payment the Bot Sieges it anyway.</source>
        <extracomment>node single_large (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Czy została Duża Prowincja? Przy tej ostatniej zapłacie Bot i tak ją Oblega.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="69"/>
        <source>Siege the Large Province and Occupy it. Bot Power spent: {paid}. Tax Value Sieged this Action: {sieged}.</source>
        <extracomment>node siege_large (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Oblegaj Dużą Prowincję i Okupuj ją. Wydane Punkty Bota: {paid}. Oblężona Wartość Podatkowa w tej Akcji: {sieged}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="75"/>
        <source>Siege the Small Province and Occupy it. Bot Power spent: {paid}. Tax Value Sieged this Action: {sieged}.</source>
        <extracomment>node siege_small (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Oblegaj Małą Prowincję i Okupuj ją. Wydane Punkty Bota: {paid}. Oblężona Wartość Podatkowa w tej Akcji: {sieged}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="81"/>
        <source>Apply steps {first}-{last} of &apos;Sieges &amp; Occupation&apos; (main rules, page {page}) to the Provinces Sieged.</source>
        <extracomment>node done (do); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Zastosuj kroki {first}-{last} z „Oblężenia i Okupacja” (zasady główne, str. {page}) do Oblężonych Prowincji.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="86"/>
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
        <source>SPY picks an Opponent (Opponent Selection) and takes a Covert Action, which the Opponent may negate with Counterespionage; Bots never counter Covert Actions aimed at them. Without a Covert Action to take, the Bot goes on to the MILITARY Action. Check these steps against the chart in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Akcja SZPIEGOWANIA wybiera Przeciwnika (Wybór Przeciwnika) i wykonuje Tajną Akcję, którą Przeciwnik może zanegować Kontrwywiadem; Boty nigdy nie przeciwdziałają skierowanym przeciwko nim Tajnym Akcjom. Jeśli Bot nie może wykonać Tajnej Akcji, przechodzi do Akcji MILITARNEJ. Porównaj te kroki z diagramem w broszurze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="13"/>
        <source>Can the Bot take a Covert Action against that Opponent under the main rules?</source>
        <extracomment>node covert (ask); seed 002, Spy Action; Covert Actions</extracomment>
        <translation>Czy Bot może wykonać Tajną Akcję przeciw temu Przeciwnikowi według zasad głównych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="19"/>
        <source>Take the Covert Action against that Opponent, choosing by Choice Processes. A human Opponent may negate it with Counterespionage; another Bot never counters it.</source>
        <extracomment>node act (do); seed 002, Covert Actions</extracomment>
        <translation>Wykonaj Tajną Akcję przeciw temu Przeciwnikowi, wybierając według Procesów Wyboru. Ludzki Przeciwnik może ją zanegować Kontrwywiadem; inny Bot nigdy jej nie przeciwdziała.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="30"/>
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
        <source>The Action charts come here for a Military or a Diplomatic target and go on with the target found.</source>
        <extracomment>chart note</extracomment>
        <translation>Tu przechodzą Diagramy Akcji, gdy potrzebują celu Militarnego lub Dyplomatycznego, i wracają do swojej Akcji ze znalezionym celem.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <source>Which Targeting Chart does the Bot use?</source>
        <extracomment>node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Którego Diagramu Celów używa Bot?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <source>Military</source>
        <comment>the chart the Bot uses</comment>
        <extracomment>answer &apos;military&apos; to &apos;Which Targeting Chart does the Bot use?&apos;; node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Diagramu Celów Militarnych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <source>Diplomatic</source>
        <comment>the chart the Bot uses</comment>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Which Targeting Chart does the Bot use?&apos;; node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Diagramu Celów Dyplomatycznych</translation>
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
        <translation>Znajdź cel na Diagramie Celów Militarnych Bota ({realm}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="36"/>
        <source>Find the target on the Diplomatic Targeting Chart of {realm}.</source>
        <extracomment>node begin_diplomatic (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Znajdź cel na Diagramie Celów Dyplomatycznych Bota ({realm}).</translation>
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
        <translation>Rzut kością {die}: {outcome}</translation>
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
        <extracomment>answer &apos;roll&apos; to &apos;What does the Targeting Chart give now?&apos;; node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Rzut wśród węzłów potomnych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>A Realm target</source>
        <extracomment>answer &apos;target&apos; to &apos;What does the Targeting Chart give now?&apos;; node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Królestwo jako cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>A vacant Territory</source>
        <extracomment>answer &apos;vacant&apos; to &apos;What does the Targeting Chart give now?&apos;; node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;vacant&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (sc&apos;; node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;vacant&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (&apos;; node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Puste Terytorium</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>No target left</source>
        <extracomment>answer &apos;none&apos; to &apos;What does the Targeting Chart give now?&apos;; node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Nie został żaden cel</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Is this the Military or the Diplomatic Targeting Chart?</source>
        <extracomment>node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Czy to Diagram Celów Militarnych, czy Dyplomatycznych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; to &apos;Is this the Military or the Diplomatic Targeting Chart?&apos;; node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Militarnych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Is this the Military or the Diplomatic Targeting Chart?&apos;; node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Dyplomatycznych</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (page {page}) too.</source>
        <extracomment>node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>{how} Czy to legalny cel Militarny? Nielegalny: Wasal innego Królestwa; Królestwo, którego wszystkie Prowincje są w Posiadaniu PR lub DNPR; Sojusznik Bota; Królestwo, które zawarło Rozejm z Botem; Przeciwnik, który Spasował, jego Sojusznik NPR lub członek HRE, gdy Spasował Cesarz; NPR, na którego Obszarach Bot ma {influence} lub więcej Wpływów; Królestwo, którego wszystkie Prowincje Bot już Posiada. Sprawdź też ograniczenia DoW w zasadach głównych (str. {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>Check in your booklet, under Invalid Military Targets, that the token counted in the NPR target&apos;s Areas is Influence.</source>
        <extracomment>note of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <extracomment>note of node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Sprawdź w broszurze, w części Nielegalne Cele Militarne, czy żetonem liczonym na Obszarach NPR celu są Wpływy.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Valid: an NPR</source>
        <extracomment>answer &apos;npr&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Legalny: NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Valid: an Opponent</source>
        <extracomment>answer &apos;opponent&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Legalny: Przeciwnik</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid: a Vassal of another Realm</source>
        <extracomment>answer &apos;vassal&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Nielegalny: Wasal innego Królestwa</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid: all its Provinces Owned by PRs or DNPRs</source>
        <extracomment>answer &apos;owned&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Nielegalny: wszystkie jego Prowincje Posiadane przez PR lub DNPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid for another reason</source>
        <extracomment>answer &apos;invalid&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Nielegalny z innego powodu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="88"/>
        <source>{target} is a Vassal: take {substitute} as the target instead.</source>
        <extracomment>node overlord (do); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>{target} jest Wasalem: zamiast tego celem jest {substitute}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="94"/>
        <source>Every Province of {target} is Owned by PRs or DNPRs: take {substitute} as the target instead.</source>
        <extracomment>node capital_owner (do); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Cel: {target}. Wszystkie jego Prowincje są w Posiadaniu PR lub DNPR: zamiast tego celem jest {substitute}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="100"/>
        <source>{how} Is that a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms (PRs or DNPRs).</source>
        <extracomment>node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>{how} Czy to legalny cel Dyplomatyczny? Nielegalny: Przeciwnik; Królestwo w Stanie Wojny z Botem; DNPR z Dochodem z Podatków {tax} lub więcej; Królestwo, którego wszystkie Prowincje są już w Posiadaniu innych Królestw (PR lub DNPR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="100"/>
        <source>Valid</source>
        <extracomment>answer &apos;valid&apos; to &apos;{how} Is that a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR w&apos;; node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Legalny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="100"/>
        <source>Invalid</source>
        <extracomment>answer &apos;invalid&apos; to &apos;{how} Is that a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR w&apos;; node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Nielegalny</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="108"/>
        <source>{target} is not a valid target. {outcome}</source>
        <extracomment>node invalid (do); seed 002, Bot Realms: Invalid Targets</extracomment>
        <translation>{target} nie jest legalnym celem. {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="108"/>
        <source>Order: the listed substitute; else a roll among the node&apos;s children; else the next sibling by rising die value (wrapping round); else the next cousin the same way.</source>
        <extracomment>note of node invalid (do); seed 002, Bot Realms: Invalid Targets</extracomment>
        <translation>Kolejność: wskazane Zastępstwo; w przeciwnym razie rzut wśród węzłów potomnych; w przeciwnym razie następny węzeł siostrzany według rosnącej wartości kości (w kółko); w przeciwnym razie następny węzeł kuzynowski tak samo.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="115"/>
        <source>Has the Bot researched Quest for the New World?</source>
        <extracomment>node vacant (check); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Czy Bot Zbadał „Quest for the New World”?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="123"/>
        <source>Place a Claim on {target}; out of Claim tokens, use Token Limitations. The Bot&apos;s Turn ends.</source>
        <extracomment>node vacant_claim (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Cel: {target}. Umieść tam Roszczenie; gdy brak żetonów Roszczeń, użyj Limitów Żetonów. Tura Bota się kończy.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="133"/>
        <source>Without Quest for the New World a vacant Territory is not a valid target. {outcome}</source>
        <extracomment>node vacant_invalid (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Bez „Quest for the New World” puste Terytorium nie jest legalnym celem. {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="139"/>
        <source>The target is the NPR {target}. Place a Claim {claim_place}; out of Claim tokens, use Token Limitations.</source>
        <extracomment>node claim (do); seed 002, Bot Realms: Placing Claims on NPRs</extracomment>
        <translation>Celem jest NPR {target}. Umieść Roszczenie {claim_place}; gdy brak żetonów Roszczeń, użyj Limitów Żetonów.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="145"/>
        <source>The target is the Opponent {target}.</source>
        <extracomment>node found_opponent (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Celem jest Przeciwnik {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="150"/>
        <source>The target is {target}.</source>
        <extracomment>node found_diplomatic (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Celem jest {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="155"/>
        <source>No valid target is left on the chart: the Action has no target.</source>
        <extracomment>node nothing (do); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Na diagramie nie został żaden legalny cel: Akcja nie ma celu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="161"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="170"/>
        <source>Reading the chart&apos;s targets: a Realm is that Realm; &apos;Owner of [Province]&apos; is the Owner of that Province, its Lawful Owner if it is Occupied; &apos;Realm in [AREA]&apos; is the valid Realm with its Capital there, else the one Owning Provinces of the highest Tax Value there, else the first alphabetically.</source>
        <extracomment>node read_military (do); seed 002, Bot Realms: Targeting Charts (Target types)</extracomment>
        <extracomment>node read_diplomatic (do); seed 002, Bot Realms: Targeting Charts (Target types)</extracomment>
        <translation>Jak czytać cele na diagramie: nazwa Królestwa wskazuje to Królestwo; „Właściciel [Prowincji]” to Właściciel tej Prowincji, jej Prawowity Właściciel, jeśli jest Okupowana; „Królestwo w [Obszarze]” to legalne Królestwo ze Stolicą w tym Obszarze, inaczej to, które Posiada tam Prowincje o najwyższej Wartości Podatkowej, inaczej pierwsze alfabetycznie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take its listed substitute. With none listed, or an invalid one, roll among the original target&apos;s child nodes. With no valid child, move to the next sibling node by rising die value, wrapping round. With no valid sibling, move on to a cousin node the same way. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <extracomment>node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Bot nie ma profilu Królestwa z tym diagramem: rzuć kością na jego wydrukowanym Diagramie Celów Militarnych (broszura scenariusza). Gdy cel jest nielegalny, weź wskazane przy nim Zastępstwo. Gdy go nie ma albo jest nielegalne, rzuć kością między węzłami potomnymi pierwotnego celu. Gdy żaden z nich nie jest legalny, przejdź do następnego węzła siostrzanego według rosnącej wartości kości (po najwyższej wróć do najniższej). Gdy i takiego brak, przejdź tak samo do węzła kuzynowskiego. Nielegalny: Wasal (weź jego Suzerena); Królestwo, którego wszystkie Prowincje są w Posiadaniu PR lub DNPR (weź Właściciela jego Stolicy); Sojusznik Bota; Królestwo w Rozejmie z Botem; Przeciwnik, który Spasował, jego Sojusznik NPR lub członek HRE, gdy Spasował Cesarz; NPR, na którego Obszarach Bot ma {influence} lub więcej Wpływów; Królestwo, którego wszystkie Prowincje Bot już Posiada. Puste Terytorium liczy się tylko z „Quest for the New World”. Jaki jest pierwszy legalny cel?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>An NPR</source>
        <extracomment>answer &apos;npr&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (sc&apos;; node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>An Opponent</source>
        <extracomment>answer &apos;opponent&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (sc&apos;; node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>No valid target</source>
        <extracomment>answer &apos;none&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (sc&apos;; node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;none&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (&apos;; node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Brak legalnego celu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="187"/>
        <source>Place a Claim on the NPR {claim_place}; out of Claim tokens, use Token Limitations.</source>
        <extracomment>node printed_claim (do); seed 002, Bot Realms: Placing Claims on NPRs</extracomment>
        <translation>Umieść Roszczenie wobec NPR {claim_place}; gdy brak żetonów Roszczeń, użyj Limitów Żetonów.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (scenario booklet). If the target is invalid, take its listed substitute. With none listed, or an invalid one, roll among the original target&apos;s child nodes. With no valid child, move to the next sibling node by rising die value, wrapping round. With no valid sibling, move on to a cousin node the same way. Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <extracomment>node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Bot nie ma profilu Królestwa z tym diagramem: rzuć kością na jego wydrukowanym Diagramie Celów Dyplomatycznych (broszura scenariusza). Gdy cel jest nielegalny, weź wskazane przy nim Zastępstwo. Gdy go nie ma albo jest nielegalne, rzuć kością między węzłami potomnymi pierwotnego celu. Gdy żaden z nich nie jest legalny, przejdź do następnego węzła siostrzanego według rosnącej wartości kości (po najwyższej wróć do najniższej). Gdy i takiego brak, przejdź tak samo do węzła kuzynowskiego. Nielegalny: Przeciwnik; Królestwo w Stanie Wojny z Botem; DNPR z Dochodem z Podatków {tax} lub więcej; Królestwo, którego wszystkie Prowincje są już w Posiadaniu innych Królestw. Puste Terytorium liczy się tylko z „Quest for the New World”. Jaki jest pierwszy legalny cel?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>A valid Realm</source>
        <extracomment>answer &apos;valid&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (&apos;; node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Legalne Królestwo</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="202"/>
        <source>The Bot targets that Opponent.</source>
        <extracomment>node printed_opponent (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Bot obiera za cel tego Przeciwnika.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="207"/>
        <source>The Bot targets that Realm.</source>
        <extracomment>node printed_valid (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Bot obiera za cel to Królestwo.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="212"/>
        <source>Place a Claim on that vacant Territory; out of Claim tokens, use Token Limitations. The Bot&apos;s Turn ends.</source>
        <extracomment>node printed_vacant (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Umieść Roszczenie na tym pustym Terytorium; gdy brak żetonów Roszczeń, użyj Limitów Żetonów. Tura Bota się kończy.</translation>
    </message>
</context>
<context>
    <name>eupop/token_limits</name>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="1"/>
        <source>Token Limitations</source>
        <extracomment>chart title</extracomment>
        <translation>Limity Żetonów</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="4"/>
        <source>Open this when the Bot runs out of a token it must gain or place, or must remove a token.</source>
        <extracomment>chart note</extracomment>
        <translation>Otwórz to, gdy Botowi zabraknie żetonu, który ma otrzymać lub umieścić, albo gdy musi usunąć żeton.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Which of the Bot&apos;s tokens ran out, or must be removed?</source>
        <extracomment>node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Których żetonów Bota zabrakło albo które trzeba usunąć?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Cubes (Bot Power or Influence)</source>
        <extracomment>answer &apos;cubes&apos; to &quot;Which of the Bot&apos;s tokens ran out, or must be removed?&quot;; node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Kostki (Punkty Bota lub Wpływy)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Small Towns</source>
        <extracomment>answer &apos;towns&apos; to &quot;Which of the Bot&apos;s tokens ran out, or must be removed?&quot;; node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Małe Miasta</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Claims</source>
        <extracomment>answer &apos;claims&apos; to &quot;Which of the Bot&apos;s tokens ran out, or must be removed?&quot;; node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Roszczenia</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Another token must be removed</source>
        <extracomment>answer &apos;other&apos; to &quot;Which of the Bot&apos;s tokens ran out, or must be removed?&quot;; node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Trzeba usunąć inny żeton</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="14"/>
        <source>Take the cubes the Bot needs in this order until it has enough: first from Spent Bot Power; then Influence from Areas where the Bot has neither an Alliance nor a Marriage, furthest from its Capital Area first; then from the Areas of its Ally with the lowest Tax Income; last from Available Bot Power.</source>
        <extracomment>node cubes (do); seed 002, Token Limitations: Cubes (reconstructed)</extracomment>
        <translation>Bierz kostki potrzebne Botowi w tej kolejności, aż będzie ich dość: najpierw z Wydanych Punktów Bota; potem Wpływy z Obszarów, gdzie Bot nie ma ani Sojuszu, ani Małżeństwa, najpierw najdalej od jego Obszaru Stołecznego; potem z Obszarów jego Sojusznika o najniższym Dochodzie z Podatków; na końcu z Dostępnych Punktów Bota.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="14"/>
        <source>Check in your booklet that the icons of the second item of this list mean Influence from Areas where the Bot has neither an Alliance nor a Marriage.</source>
        <extracomment>note of node cubes (do); seed 002, Token Limitations: Cubes (reconstructed)</extracomment>
        <translation>Sprawdź w swojej broszurze, czy ikony drugiej pozycji tej listy oznaczają Wpływy z Obszarów, w których Bot nie ma ani Sojuszu, ani Małżeństwa.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="25"/>
        <source>Are all {n} of the Bot&apos;s Small Towns on the map?</source>
        <extracomment>node towns (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Czy wszystkie Małe Miasta Bota ({n}) są na mapie?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/token_limits.yaml" line="33"/>
        <source>Give the Bot a +20 Income tile, Bot side up, and put the %n Small Towns from its Supply on its Town Track. The tile goes back to the Supply if the Bot falls below %n Small Towns.</source>
        <extracomment>node tile (do); seed 002, Token Limitations: Towns</extracomment>
        <translation>
            <numerusform>Daj Botowi kafelek Dochód +20 stroną Bota do góry i umieść %n Małe Miasto z jego Zasobów na jego Torze Miast. Kafelek wraca do Zasobów, jeśli Bot będzie miał mniej niż %n Małe Miasto.</numerusform>
            <numerusform>Daj Botowi kafelek Dochód +20 stroną Bota do góry i umieść %n Małe Miasta z jego Zasobów na jego Torze Miast. Kafelek wraca do Zasobów, jeśli Bot będzie miał mniej niż %n Małe Miasta.</numerusform>
            <numerusform>Daj Botowi kafelek Dochód +20 stroną Bota do góry i umieść %n Małych Miast z jego Zasobów na jego Torze Miast. Kafelek wraca do Zasobów, jeśli Bot będzie miał mniej niż %n Małych Miast.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="42"/>
        <source>Is the Bot out of Towns to place?</source>
        <extracomment>node out (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Czy Botowi zabrakło Miast do umieszczenia?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="49"/>
        <source>Out of Towns, the Bot Sieges no new Provinces and Colonizes no Territories. If it is still out of Towns in the Cleanup Phase, Final Scoring begins.</source>
        <extracomment>node no_towns (do); seed 002, Token Limitations: Towns</extracomment>
        <translation>Bez Miast Bot nie Oblega nowych Prowincji ani nie Kolonizuje Terytoriów. Jeśli w Fazie Porządków wciąż nie ma Miast, zaczyna się Punktacja Końcowa.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="56"/>
        <source>The Bot uses Claim tokens {first}–{last} as Claims only, and tokens {core_first}–{core_last} only as Cores (their back). With every Claim in play, it takes one back: first a non-Colonial Distant Claim, then the Claim in the Main Map Area with the lowest total Tax Value; ties: the one furthest from the Bot&apos;s Capital Area, then alphabetical by Area.</source>
        <extracomment>node claims (do); seed 002, Token Limitations: Claims &amp; Core Tokens</extracomment>
        <translation>Bot używa żetonów Roszczeń {first}–{last} tylko jako Roszczeń, a żetonów {core_first}–{core_last} tylko jako Rdzeni (ich rewers). Gdy wszystkie Roszczenia są w grze, bierze jedno z powrotem: najpierw nie-Kolonialne Odległe Roszczenie, potem Roszczenie w Obszarze Mapy Głównej o najniższej łącznej Wartości Podatkowej; remis: to najdalej od Obszaru Stołecznego Bota, potem alfabetycznie według Obszaru.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="66"/>
        <source>Remove tokens alphabetically, but first those that hurt the Bot directly; keep those that help it directly.</source>
        <extracomment>node other (do); seed 002, Token Limitations: Other Limited Tokens</extracomment>
        <translation>Usuwaj żetony alfabetycznie, ale najpierw te, które bezpośrednio szkodzą Botowi; zachowaj te, które mu bezpośrednio pomagają.</translation>
    </message>
</context>
<context>
    <name>eupop/trade</name>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="1"/>
        <source>Trade Income</source>
        <extracomment>chart title</extracomment>
        <translation>Dochód z Handlu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="4"/>
        <source>When a human player takes a Trade Action, every eligible Bot collects passive Trade Income in that Node (main rules, page 34): 2 Bot Power in a maritime Node of the Main Map, 3 in a Distant one, 2 in an inland Node if it has a Town next to it; 1 less per Pirate there, 1 less against Mercantilism. A Bot needs no Merchant there, but moves its Merchant to the Node. A Bot&apos;s own NAVAL Action trades the same way, and the other eligible Bots collect passively.</source>
        <extracomment>chart note</extracomment>
        <translation>Gdy ludzki gracz wykonuje Akcję Handlu, każdy kwalifikujący się Bot otrzymuje w tym Węźle pasywny Dochód z Handlu (zasady główne, str. 34): 2 Punkty Bota w morskim Węźle na Mapie Głównej, 3 w Odległym, 2 w lądowym Węźle, jeśli ma przy nim Miasto; 1 mniej za każdego Pirata w tym Węźle, 1 mniej, jeśli gracz zna „Merkantylizm”. Bot nie musi mieć tam Kupca, ale przenosi swojego Kupca do tego Węzła. Akcja MORSKA Bota handluje tak samo, a pozostałe kwalifikujące się Boty otrzymują dochód pasywnie.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="11"/>
        <source>Who Traded?</source>
        <extracomment>node who (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Kto Handlował?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="11"/>
        <source>A human player took a Trade Action</source>
        <extracomment>answer &apos;human&apos; to &apos;Who Traded?&apos;; node who (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Ludzki gracz wykonał Akcję Handlu</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="11"/>
        <source>This Bot Traded in its NAVAL Action</source>
        <extracomment>answer &apos;bot&apos; to &apos;Who Traded?&apos;; node who (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Ten Bot Handlował w swojej Akcji MORSKIEJ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="18"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="68"/>
        <source>In which kind of Trade Node?</source>
        <extracomment>node h_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>node b_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>W jakim rodzaju Węzła Handlowego?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="18"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="68"/>
        <source>A maritime Node on the Main Map</source>
        <extracomment>answer &apos;main_sea&apos; to &apos;In which kind of Trade Node?&apos;; node h_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>answer &apos;main_sea&apos; to &apos;In which kind of Trade Node?&apos;; node b_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Morski Węzeł na Mapie Głównej</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="18"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="68"/>
        <source>A maritime Distant Node</source>
        <extracomment>answer &apos;distant_sea&apos; to &apos;In which kind of Trade Node?&apos;; node h_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>answer &apos;distant_sea&apos; to &apos;In which kind of Trade Node?&apos;; node b_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Morski Odległy Węzeł</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="18"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="68"/>
        <source>An inland Node</source>
        <extracomment>answer &apos;inland&apos; to &apos;In which kind of Trade Node?&apos;; node h_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>answer &apos;inland&apos; to &apos;In which kind of Trade Node?&apos;; node b_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Lądowy Węzeł</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="25"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="75"/>
        <source>How many Pirates are in that Trade Node? Each takes %n Bot Power from a Bot&apos;s income there.</source>
        <extracomment>node h_pirates (number); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>node b_pirates (number); seed 000, Naval Action, footnote 2</extracomment>
        <translation>
            <numerusform>Ilu Piratów jest w tym Węźle Handlowym? Każdy odbiera %n Punkt Bota z dochodu Bota w tym Węźle.</numerusform>
            <numerusform>Ilu Piratów jest w tym Węźle Handlowym? Każdy odbiera %n Punkty Bota z dochodu Bota w tym Węźle.</numerusform>
            <numerusform>Ilu Piratów jest w tym Węźle Handlowym? Każdy odbiera %n Punktów Bota z dochodu Bota w tym Węźle.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="25"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="75"/>
        <source>how many Pirates are in that Trade Node</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node h_pirates (number); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node b_pirates (number); seed 000, Naval Action, footnote 2</extracomment>
        <translation>ilu Piratów jest w tym Węźle Handlowym</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="34"/>
        <source>Does that player have the Mercantilism Idea and {n} or more from Key Provinces (check your booklet for what is counted)? Then each Bot collects %n Bot Power less.</source>
        <extracomment>node mercantilism (ask); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>Czy ten gracz ma Ideę „Merkantylizm” i {n} lub więcej z Prowincji Kluczowych (sprawdź w broszurze, co się liczy)? Wtedy każdy Bot otrzymuje o %n Punkt Bota mniej.</numerusform>
            <numerusform>Czy ten gracz ma Ideę „Merkantylizm” i {n} lub więcej z Prowincji Kluczowych (sprawdź w broszurze, co się liczy)? Wtedy każdy Bot otrzymuje o %n Punkty Bota mniej.</numerusform>
            <numerusform>Czy ten gracz ma Ideę „Merkantylizm” i {n} lub więcej z Prowincji Kluczowych (sprawdź w broszurze, co się liczy)? Wtedy każdy Bot otrzymuje o %n Punktów Bota mniej.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="34"/>
        <source>Check in your booklet what the player must have 3 or more of from Key Provinces.</source>
        <extracomment>note of node mercantilism (ask); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>Sprawdź w broszurze, czego gracz musi mieć 3 lub więcej z Prowincji Kluczowych.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="46"/>
        <source>Which Bot collects Trade Income there next? Only Bots eligible under the main rules (page {page}); in an inland Node only a Bot with a Town next to it.</source>
        <extracomment>node collect_all (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Który Bot otrzymuje tam teraz Dochód z Handlu? Tylko Boty kwalifikujące się według zasad głównych (str. {page}); w lądowym Węźle tylko Bot z Miastem przy tym Węźle.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="46"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="96"/>
        <source>No more Bots</source>
        <extracomment>answer &apos;done&apos; to &apos;Which Bot collects Trade Income there next? Only Bots eligible under the main rules (page {page}); i&apos;; node collect_all (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>answer &apos;done&apos; to &apos;Which other Bot collects Trade Income there passively next? Only Bots eligible under the main rules &apos;; node collect_others (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Nie ma więcej Botów</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="55"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="105"/>
        <source>{bot} gains %n Bot Power and moves its Merchant to that Trade Node.</source>
        <extracomment>node gain_all (do); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>node gain_other (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>{bot} otrzymuje %n Punkt Bota i przenosi swojego Kupca do tego Węzła Handlowego.</numerusform>
            <numerusform>{bot} otrzymuje %n Punkty Bota i przenosi swojego Kupca do tego Węzła Handlowego.</numerusform>
            <numerusform>{bot} otrzymuje %n Punktów Bota i przenosi swojego Kupca do tego Węzła Handlowego.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="85"/>
        <source>The Bot gains %n Bot Power from Trade and moves its Merchant to that Trade Node.</source>
        <extracomment>node own (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>Bot otrzymuje %n Punkt Bota z Handlu i przenosi swojego Kupca do tego Węzła Handlowego.</numerusform>
            <numerusform>Bot otrzymuje %n Punkty Bota z Handlu i przenosi swojego Kupca do tego Węzła Handlowego.</numerusform>
            <numerusform>Bot otrzymuje %n Punktów Bota z Handlu i przenosi swojego Kupca do tego Węzła Handlowego.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="85"/>
        <source>Check in the NAVAL chart of your booklet that the Bot&apos;s own NAVAL Action uses the passive Trade Income values.</source>
        <extracomment>note of node own (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>Sprawdź na diagramie Akcji MORSKIEJ w swojej broszurze, czy własna Akcja MORSKA Bota używa wartości pasywnego Dochodu z Handlu.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="96"/>
        <source>Which other Bot collects Trade Income there passively next? Only Bots eligible under the main rules (page {page}); in an inland Node only a Bot with a Town next to it.</source>
        <extracomment>node collect_others (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Który inny Bot otrzymuje tam teraz pasywnie Dochód z Handlu? Tylko Boty kwalifikujące się według zasad głównych (str. {page}); w lądowym Węźle tylko Bot z Miastem przy tym Węźle.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="105"/>
        <source>Check in the NAVAL chart of your booklet that the other Bots&apos; passive Trade Income uses the same values as a human&apos;s Trade Action.</source>
        <extracomment>note of node gain_other (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>Sprawdź na diagramie Akcji MORSKIEJ w swojej broszurze, czy pasywny Dochód z Handlu pozostałych Botów ma te same wartości co przy Akcji Handlu ludzkiego gracza.</translation>
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
        <source>These steps follow the main rules&apos; Unrest removal: check them against the chart in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Te kroki opierają się na usuwaniu Niepokoju według zasad głównych: porównaj je z diagramem w broszurze.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="7"/>
        <source>Does the Bot have Unrest it may remove under the main rules?</source>
        <extracomment>node any_unrest (ask); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Czy Bot ma Niepokój, który może usunąć według zasad głównych?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="13"/>
        <source>The Bot has no Unrest to remove: it cannot take the UNREST Action.</source>
        <extracomment>node cannot (end); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Bot nie ma Niepokoju do usunięcia: nie może wykonać Akcji NIEPOKOJE.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="17"/>
        <source>Remove Unrest from the Bot&apos;s Areas as the main rules&apos; action allows.</source>
        <extracomment>node remove (do); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Usuń Niepokój z Obszarów Bota, na ile pozwala Akcja z zasad głównych.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="21"/>
        <source>End of the UNREST Action.</source>
        <extracomment>node end_action (end); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Koniec Akcji NIEPOKOJE.</translation>
    </message>
</context>
</TS>
