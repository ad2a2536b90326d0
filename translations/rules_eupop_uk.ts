<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>eupop</name>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="2"/>
        <source>EU: The Price of Power bots</source>
        <extracomment>pack name</extracomment>
        <translation>Боти для EU: The Price of Power</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="5"/>
        <source>Solo &amp; Bot rules of Europa Universalis: The Price of Power, v1.2 (English and Polish booklets).</source>
        <extracomment>pack description</extracomment>
        <translation>Правила соло-гри та ботів для Europa Universalis: The Price of Power, v1.2 (англійська й польська брошури).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="11"/>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Bot</source>
        <extracomment>what one seat of the pack is called</extracomment>
        <extracomment>default of bot option &apos;name&apos; in the New game dialog (the seat number follows: &apos;Bot 2&apos;)</extracomment>
        <translation>Бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="16"/>
        <source>a Bot</source>
        <extracomment>a whole phrase: a chart&apos;s arrow taken for whichever bot the table names, in this pack&apos;s own words (the interface&apos;s &apos;a bot&apos;)</extracomment>
        <translation>один із Ботів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="17"/>
        <source>This Round:</source>
        <extracomment>a whole phrase: the round bar&apos;s and the table display&apos;s label before the phases of this round, in this pack&apos;s own words (the interface&apos;s &apos;This Round:&apos;)</extracomment>
        <translation>Цей Раунд:</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="18"/>
        <source>→ next Round</source>
        <extracomment>a whole phrase: the round bar&apos;s arrow after its last phase, in this pack&apos;s own words (the interface&apos;s &apos;→ next Round&apos;)</extracomment>
        <translation>→ наступний Раунд</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="7"/>
        <source>the Solo &amp; Bot rulebook</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 002)</extracomment>
        <translation>правила соло-гри та гри з ботами</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="8"/>
        <source>the Polish Solo &amp; Bot rulebook</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 000)</extracomment>
        <translation>польські правила соло-гри та гри з ботами</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="20"/>
        <source>Pass</source>
        <extracomment>routine button for chart pass</extracomment>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="21"/>
        <source>Trade Income</source>
        <extracomment>routine button for chart trade</extracomment>
        <translation>Торговий дохід</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="22"/>
        <location filename="../rules/eupop/pack.yaml" line="63"/>
        <source>Phase 3: Peace &amp; Rebels</source>
        <extracomment>routine button for chart peace_and_rebels</extracomment>
        <extracomment>phase &apos;peace_rebels&apos; of the round bar</extracomment>
        <translation>Фаза 3: Мир і бунти</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="23"/>
        <location filename="../rules/eupop/pack.yaml" line="64"/>
        <source>Phase 4: Income &amp; Upkeep</source>
        <extracomment>routine button for chart income</extracomment>
        <extracomment>phase &apos;income&apos; of the round bar</extracomment>
        <translation>Фаза 4: Дохід і утримання</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="24"/>
        <location filename="../rules/eupop/pack.yaml" line="65"/>
        <source>Phase 5: Cleanup</source>
        <extracomment>routine button for chart cleanup</extracomment>
        <extracomment>phase &apos;cleanup&apos; of the round bar</extracomment>
        <translation>Фаза 5: Прибирання</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="25"/>
        <source>End of Age Routine</source>
        <extracomment>routine button for chart end_of_age</extracomment>
        <translation>Процедура завершення епохи</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="26"/>
        <source>War declared on the Bot</source>
        <extracomment>routine button for chart dow_on_bot</extracomment>
        <translation>Оголошення війни Ботові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="27"/>
        <source>Bot Peace Resolution</source>
        <extracomment>routine button for chart peace</extracomment>
        <translation>Мирні переговори бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="28"/>
        <source>Land Battle</source>
        <extracomment>routine button for chart land_battle</extracomment>
        <translation>Сухопутна битва</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="29"/>
        <source>Naval Battle</source>
        <extracomment>routine button for chart naval_battle</extracomment>
        <translation>Морська битва</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="30"/>
        <source>An Event of another Realm</source>
        <extracomment>routine button for chart foreign_event</extracomment>
        <translation>Подія іншої Держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="31"/>
        <source>A Covert Action against the Bot</source>
        <extracomment>routine button for chart covert_on_bot</extracomment>
        <translation>Таємна дія проти Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="32"/>
        <source>Token Limitations</source>
        <extracomment>routine button for chart token_limits</extracomment>
        <translation>Обмеження жетонів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="33"/>
        <source>MAC check</source>
        <extracomment>routine button for chart mac</extracomment>
        <translation>Перевірка MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="34"/>
        <source>Choose an Opponent</source>
        <extracomment>routine button for chart choose_opponent</extracomment>
        <translation>Оберіть Опонента</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="35"/>
        <source>Choose a Realm in an Area</source>
        <extracomment>routine button for chart choose_realm</extracomment>
        <translation>Оберіть Державу в Області</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="36"/>
        <source>Choose a Province, Area or Sea Zone</source>
        <extracomment>routine button for chart choose_place</extracomment>
        <translation>Оберіть Провінцію, Область чи Морську зону</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="37"/>
        <source>Targeting Chart</source>
        <extracomment>routine button for chart targeting</extracomment>
        <translation>Схема цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="38"/>
        <source>Bot Setup</source>
        <extracomment>routine button for chart setup</extracomment>
        <translation>Підготовка бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="39"/>
        <source>Replace a human player</source>
        <extracomment>routine button for chart replace_human</extracomment>
        <translation>Заміна реального гравця</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="40"/>
        <source>Replace an eliminated Bot</source>
        <extracomment>routine button for chart replace_bot</extracomment>
        <translation>Заміна вибулого Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="42"/>
        <source>Age</source>
        <extracomment>shared game fact &apos;age&apos;</extracomment>
        <translation>Епоха</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="43"/>
        <source>Round</source>
        <extracomment>shared game fact &apos;round&apos;</extracomment>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="44"/>
        <source>Realms passed this Round</source>
        <extracomment>shared game fact &apos;passed&apos;</extracomment>
        <translation>Держави, що спасували в цьому Раунді</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="58"/>
        <source>Phase 2: Actions</source>
        <extracomment>phase &apos;actions&apos; of the round bar</extracomment>
        <translation>Фаза 2: Дії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="62"/>
        <source>A human traded</source>
        <extracomment>round bar button in phase &apos;actions&apos; for chart trade</extracomment>
        <translation>Реальний гравець торгував</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <location filename="../rules/eupop/pack.yaml" line="119"/>
        <location filename="../rules/eupop/pack.yaml" line="120"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <extracomment>label of field &apos;target.name&apos; in the realm profile editor</extracomment>
        <extracomment>label of field &apos;substitute.name&apos; in the realm profile editor</extracomment>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="68"/>
        <source>Difficulty Level</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation>Рівень складності</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="73"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Легкий</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="74"/>
        <source>Normal</source>
        <extracomment>choice &apos;normal&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Нормальний</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="75"/>
        <source>Hard</source>
        <extracomment>choice &apos;hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Складний</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="76"/>
        <source>Very Hard</source>
        <extracomment>choice &apos;very_hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Дуже складний</translation>
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
        <translation>Держава</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="77"/>
        <source>Optional: what your scenario booklet prints for this Realm (the cards removed from its Bot Deck in each Age, its Targeting Charts). Without one the Bot plays with all 24 cards and the app asks for its Targeting Charts at the table.</source>
        <extracomment>hint under bot option &apos;realm&apos; in the New game dialog</extracomment>
        <translation>Необов’язково: те, що брошура сценарію друкує для цієї Держави (карти, що прибираються з її Колоди бота в кожній Епосі, її Схеми цілей). Без профілю Бот грає всіма 24 картами, а застосунок питає про його Схеми цілей за столом.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="85"/>
        <source>Starting Bot Power</source>
        <extracomment>bot option &apos;start_power&apos;</extracomment>
        <translation>Початкові Очки бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="86"/>
        <location filename="../rules/eupop/pack.yaml" line="153"/>
        <source>Manpower Reserve</source>
        <extracomment>bot option &apos;manpower&apos;</extracomment>
        <extracomment>mat field manpower_reserve</extracomment>
        <translation>Резерв людських ресурсів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="87"/>
        <source>Deployed Units in the Army</source>
        <extracomment>bot option &apos;army&apos;</extracomment>
        <translation>Розгорнуті Загони в Армії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="88"/>
        <location filename="../rules/eupop/pack.yaml" line="158"/>
        <source>State Religion</source>
        <extracomment>bot option &apos;state_religion&apos;</extracomment>
        <extracomment>mat field state_religion</extracomment>
        <translation>Державна релігія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="124"/>
        <location filename="../rules/eupop/pack.yaml" line="281"/>
        <source>Bot Power</source>
        <extracomment>mat section</extracomment>
        <extracomment>the name of the value {raw} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Очки бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="126"/>
        <source>Available</source>
        <extracomment>mat field power.available</extracomment>
        <translation>Доступні</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="127"/>
        <source>Spent</source>
        <extracomment>mat field power.spent</extracomment>
        <translation>Витрачені</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="128"/>
        <source>Focus</source>
        <extracomment>mat section</extracomment>
        <translation>Зосередження</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <source>Focus areas</source>
        <extracomment>mat field focus</extracomment>
        <translation>Області Зосередження</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <source>Milestone: {milestone_threshold} in one Focus area (Bot Power placed by FOCUS Actions, at this Difficulty Level).</source>
        <extracomment>hint of mat field focus</extracomment>
        <translation>Віха: {milestone_threshold} в одній області Зосередження (Очки бота, розміщені Діями ЗОСЕРЕДЖЕННЯ, на цьому Рівні складності).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <location filename="../rules/eupop/state.py" line="102"/>
        <source>Economic</source>
        <extracomment>key &apos;economic&apos; of mat field focus</extracomment>
        <extracomment>choice &apos;economic&apos; of field &apos;focus_type&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Економіка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <location filename="../rules/eupop/state.py" line="103"/>
        <source>Expansion</source>
        <extracomment>key &apos;expansion&apos; of mat field focus</extracomment>
        <extracomment>choice &apos;expansion&apos; of field &apos;focus_type&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Експансія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <location filename="../rules/eupop/state.py" line="104"/>
        <source>Political</source>
        <extracomment>key &apos;political&apos; of mat field focus</extracomment>
        <extracomment>choice &apos;political&apos; of field &apos;focus_type&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Політика</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="130"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <location filename="../rules/eupop/state.py" line="105"/>
        <source>War</source>
        <extracomment>key &apos;war&apos; of mat field focus</extracomment>
        <extracomment>choice &apos;war&apos; of field &apos;focus_type&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Війна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="140"/>
        <source>Ideas</source>
        <extracomment>mat section</extracomment>
        <translation>Ідеї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="142"/>
        <source>Researched Ideas</source>
        <extracomment>mat field ideas</extracomment>
        <translation>Досліджені Ідеї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="142"/>
        <location filename="../rules/eupop/pack.yaml" line="214"/>
        <source>Administrative</source>
        <extracomment>key &apos;administrative&apos; of mat field ideas</extracomment>
        <extracomment>choice &apos;administrative&apos; of field &apos;discard_icon&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <translation>Адміністративні</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="142"/>
        <location filename="../rules/eupop/pack.yaml" line="214"/>
        <source>Diplomatic</source>
        <extracomment>key &apos;diplomatic&apos; of mat field ideas</extracomment>
        <extracomment>choice &apos;diplomatic&apos; of field &apos;discard_icon&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <translation>Дипломатичні</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="142"/>
        <location filename="../rules/eupop/pack.yaml" line="214"/>
        <source>Military</source>
        <extracomment>key &apos;military&apos; of mat field ideas</extracomment>
        <extracomment>choice &apos;military&apos; of field &apos;discard_icon&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <translation>Військові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="151"/>
        <source>Army</source>
        <extracomment>mat section</extracomment>
        <translation>Армія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="154"/>
        <source>Army: standing Units</source>
        <extracomment>mat field army.standing</extracomment>
        <translation>Армія: Загони, що стоять</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="155"/>
        <source>Army: laid-down Units</source>
        <extracomment>mat field army.laid_down</extracomment>
        <translation>Армія: покладені Загони</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="159"/>
        <location filename="../rules/eupop/state.py" line="302"/>
        <source>At War</source>
        <extracomment>mat field at_war</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>У стані війни</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="160"/>
        <source>Quest for the New World</source>
        <extracomment>mat field quest_new_world</extracomment>
        <translation>«Quest for the New World»</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="161"/>
        <location filename="../rules/eupop/routines.py" line="72"/>
        <source>Passed this Round</source>
        <extracomment>mat field passed</extracomment>
        <extracomment>message of routines.py</extracomment>
        <translation>Спасував у цьому Раунді</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="162"/>
        <source>Bot Deck</source>
        <extracomment>mat section</extracomment>
        <translation>Колода бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <source>Last drawn card</source>
        <extracomment>mat field deck.last_drawn</extracomment>
        <translation>Остання добрана карта</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="240"/>
        <source>Actions</source>
        <extracomment>card field &apos;actions&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;actions&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <extracomment>the name of the value {actions} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Дії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/pack.yaml" line="239"/>
        <source>War Action</source>
        <extracomment>card field &apos;war_action&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;war_action&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <extracomment>the name of the value {action} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Дія війни</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="213"/>
        <location filename="../rules/eupop/pack.yaml" line="251"/>
        <source>Cost</source>
        <extracomment>card field &apos;cost&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;cost&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <extracomment>the name of the value {cost} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Вартість</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="214"/>
        <source>Discard icon</source>
        <extracomment>card field &apos;discard_icon&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;discard_icon&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <translation>Значок скидання</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="164"/>
        <location filename="../rules/eupop/pack.yaml" line="221"/>
        <source>FOCUS type</source>
        <extracomment>card field &apos;focus_type&apos; shown by mat field deck.last_drawn</extracomment>
        <extracomment>field &apos;focus_type&apos; in the check &apos;bot_deck_check&apos;</extracomment>
        <translation>Тип ЗОСЕРЕДЖЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="167"/>
        <source>Draw pile</source>
        <extracomment>mat field deck.draw_pile</extracomment>
        <translation>Стос для добору</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="168"/>
        <source>Used this Round</source>
        <extracomment>mat field deck.used</extracomment>
        <translation>Використані в цьому Раунді</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="169"/>
        <source>Set aside (FOCUS)</source>
        <extracomment>mat field deck.set_aside</extracomment>
        <translation>Відкладені (ЗОСЕРЕДЖЕННЯ)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="170"/>
        <source>Removed this Age</source>
        <extracomment>mat field deck.removed</extracomment>
        <translation>Прибрані в цій Епосі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="90"/>
        <source>Realm profile</source>
        <extracomment>profile kind &apos;realm&apos;</extracomment>
        <translation>Профіль Держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="90"/>
        <location filename="../rules/eupop/actions.py" line="584"/>
        <source>No Realm profile</source>
        <extracomment>shown for a bot set up without a &apos;realm&apos; profile</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>Без профілю Держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="96"/>
        <source>Realm name</source>
        <extracomment>label of field &apos;name&apos; in the realm profile editor</extracomment>
        <translation>Назва Держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="97"/>
        <source>Cards removed in each Age</source>
        <extracomment>label of field &apos;removed_cards&apos; in the realm profile editor</extracomment>
        <translation>Карти, що прибираються в кожній Епосі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="97"/>
        <source>Card numbers, comma separated</source>
        <extracomment>hint of field &apos;removed_cards&apos; in the realm profile editor</extracomment>
        <translation>Номери карт через кому</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="97"/>
        <source>Age {key}</source>
        <extracomment>key &apos;1&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;2&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;3&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;4&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <translation>Епоха {key}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="105"/>
        <source>Targeting Charts</source>
        <extracomment>label of field &apos;targeting&apos; in the realm profile editor</extracomment>
        <translation>Схеми цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="106"/>
        <location filename="../rules/eupop/realm.py" line="409"/>
        <source>Military Targeting Chart</source>
        <extracomment>label of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Військова схема цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="106"/>
        <location filename="../rules/eupop/pack.yaml" line="107"/>
        <source>Add range</source>
        <extracomment>add of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>add of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <translation>Додати діапазон</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="106"/>
        <location filename="../rules/eupop/pack.yaml" line="107"/>
        <source>Add nested roll</source>
        <extracomment>nest of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>nest of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <translation>Додати вкладений кидок</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="107"/>
        <location filename="../rules/eupop/realm.py" line="409"/>
        <source>Diplomatic Targeting Chart</source>
        <extracomment>label of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Дипломатична схема цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="108"/>
        <source>Die roll</source>
        <extracomment>label of field &apos;dice&apos; in the realm profile editor</extracomment>
        <translation>Кидок кубика</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="109"/>
        <location filename="../rules/eupop/pack.yaml" line="250"/>
        <location filename="../rules/eupop/pack.yaml" line="276"/>
        <source>Target</source>
        <extracomment>label of field &apos;target&apos; in the realm profile editor</extracomment>
        <extracomment>the name of the value {claim_place} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {outcome} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Ціль</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="110"/>
        <location filename="../rules/eupop/pack.yaml" line="296"/>
        <source>Substitute</source>
        <extracomment>label of field &apos;substitute&apos; in the realm profile editor</extracomment>
        <extracomment>the name of the value {substitute} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Заміна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="111"/>
        <source>nested roll</source>
        <extracomment>label of field &apos;children&apos; in the realm profile editor</extracomment>
        <translation>вкладений кидок</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <source>Kind</source>
        <extracomment>label of field &apos;kind&apos; in the realm profile editor</extracomment>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <source>Owner of &lt;Province&gt;</source>
        <extracomment>choice &apos;owner_of&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Власник &lt;Провінції&gt;</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <source>Realm in &lt;Area&gt;</source>
        <extracomment>choice &apos;realm_in&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Держава в &lt;Області&gt;</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <source>vacant Territory</source>
        <extracomment>choice &apos;vacant_territory&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>вільна територія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="119"/>
        <location filename="../rules/eupop/pack.yaml" line="120"/>
        <source>Realm, Province or Area name</source>
        <extracomment>hint of field &apos;target.name&apos; in the realm profile editor</extracomment>
        <extracomment>hint of field &apos;substitute.name&apos; in the realm profile editor</extracomment>
        <translation>Назва Держави, Провінції або Області</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="175"/>
        <source>Check your Bot Deck</source>
        <extracomment>title of the check &apos;bot_deck_check&apos;</extracomment>
        <translation>Перевірити свою Колоду бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="175"/>
        <source>Take your Bot Deck. For each card, compare what is listed here with your card: press &quot;Matches my card&quot; when it does, or change what differs first. The next draw uses your values.</source>
        <extracomment>what to do in the check &apos;bot_deck_check&apos;</extracomment>
        <translation>Візьміть свою Колоду бота. Звірте кожну карту з тим, що вказано тут: натисніть «Збігається з моєю картою», якщо збігається, або спершу змініть те, що відрізняється. Під час наступного добору карти будуть використані ваші значення.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="83"/>
        <source>EVENT</source>
        <extracomment>choice &apos;event&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;event&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>ПОДІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="84"/>
        <source>MILITARY</source>
        <extracomment>choice &apos;military&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;military&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>ВІЙСЬКОВА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="85"/>
        <source>DIPLOMACY</source>
        <extracomment>choice &apos;diplomacy&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;diplomacy&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>ДИПЛОМАТІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="86"/>
        <source>NAVAL</source>
        <extracomment>choice &apos;naval&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;naval&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>МОРСЬКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="87"/>
        <source>EXPLORE</source>
        <extracomment>choice &apos;explore&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;explore&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>РОЗВІДКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="88"/>
        <source>COLONIZE</source>
        <extracomment>choice &apos;colonize&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;colonize&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>КОЛОНІЗАЦІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="89"/>
        <source>UNREST</source>
        <extracomment>choice &apos;unrest&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;unrest&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>ЗАВОРУШЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="90"/>
        <source>SPY</source>
        <extracomment>choice &apos;spy&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;spy&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>ШПИГУНСТВО</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="91"/>
        <source>PAPAL CURIA</source>
        <extracomment>choice &apos;papal_curia&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;papal_curia&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>ПАПСЬКА КУРІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="92"/>
        <source>CONVERT</source>
        <extracomment>choice &apos;convert&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;convert&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>НАВЕРНЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="93"/>
        <source>FOCUS</source>
        <extracomment>choice &apos;focus&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;focus&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>ЗОСЕРЕДЖЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="182"/>
        <location filename="../rules/eupop/pack.yaml" line="197"/>
        <location filename="../rules/eupop/state.py" line="94"/>
        <source>IDEA</source>
        <extracomment>choice &apos;idea&apos; of field &apos;actions&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>choice &apos;idea&apos; of field &apos;war_action&apos; (check &apos;bot_deck_check&apos;)</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>ІДЕЯ</translation>
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
        <translation>немає</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="233"/>
        <source>Castile</source>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Кастилія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="234"/>
        <source>France</source>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Франція</translation>
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
        <translation>кількість</translation>
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
        <translation>номер</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="243"/>
        <source>Focus area</source>
        <extracomment>the name of the value {area} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>область Зосередження</translation>
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
        <translation>номери карт</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="247"/>
        <location filename="../rules/eupop/realm.py" line="433"/>
        <source>the Bot</source>
        <extracomment>the name of the value {bot} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="261"/>
        <source>half</source>
        <extracomment>the name of the value {half} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>половина</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="262"/>
        <location filename="../rules/eupop/realm.py" line="511"/>
        <source>the result rolled on the chart</source>
        <extracomment>the name of the value {how} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>результат, викинутий на схемі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="269"/>
        <source>maximum</source>
        <extracomment>the name of the value {maximum} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>максимум</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="271"/>
        <source>minimum</source>
        <extracomment>the name of the value {minimum} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>мінімум</translation>
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
        <translation>Загони</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="291"/>
        <source>Bot Power for Stability</source>
        <extracomment>the name of the value {stability} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Очки бота за Стабільність</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="292"/>
        <source>+ or −</source>
        <extracomment>the name of the value {stability_sign} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>+ або −</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="297"/>
        <source>name</source>
        <extracomment>the name of the value {target} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>назва</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="298"/>
        <source>Milestone threshold</source>
        <extracomment>the name of the value {threshold} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>поріг віхи</translation>
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
            <numerusform>Доступні: {available}, в облозі %n одиниця Податкової вартості</numerusform>
            <numerusform>Доступні: {available}, в облозі %n одиниці Податкової вартості</numerusform>
            <numerusform>Доступні: {available}, в облозі %n одиниць Податкової вартості</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="482"/>
        <source>card {card}</source>
        <comment>locative</comment>
        <extracomment>message of actions.py</extracomment>
        <translation>карті {card}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="198"/>
        <source>Card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Карта {card}: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="251"/>
        <source>War Action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Дія війни: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="279"/>
        <source>Next action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Наступна дія: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="297"/>
        <source>Discard icon: {icon}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Значок скидання: {icon}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="305"/>
        <source>The action could not be done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Дію не вдалося виконати</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="305"/>
        <location filename="../rules/eupop/actions.py" line="278"/>
        <source>The action was done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Дію виконано</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="316"/>
        <source>{available} Available, {spent} Spent</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Доступні: {available}, Витрачені: {spent}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="481"/>
        <source>the card</source>
        <comment>locative</comment>
        <extracomment>message of actions.py</extracomment>
        <translation>цій карті</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="505"/>
        <source>The card names no Focus area</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Карта не вказує області Зосередження</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="528"/>
        <location filename="../rules/eupop/state.py" line="81"/>
        <location filename="../rules/eupop/state.py" line="352"/>
        <source>unknown</source>
        <extracomment>message of actions.py</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="550"/>
        <source>{have} in Focus, {need} needed</source>
        <extracomment>message of actions.py</extracomment>
        <translation>У Зосередженні: {have}, потрібно: {need}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="586"/>
        <source>Realm: {realm}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Держава: {realm}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="596"/>
        <source>State Religion: {religion}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Державна релігія: {religion}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="610"/>
        <source>The Ship stays</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Корабель лишається</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="610"/>
        <source>The Ship was lost</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Корабель утрачено</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="644"/>
        <source>Nobody said whom the Bot fights</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Ніхто не вказав, з ким б’ється Бот</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/actions.py" line="670"/>
        <source>%n Units standing</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>Стоїть %n Загін</numerusform>
            <numerusform>Стоять %n Загони</numerusform>
            <numerusform>Стоїть %n Загонів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="684"/>
        <source>No Unit of the Army stands: it loses none</source>
        <extracomment>message of actions.py</extracomment>
        <translation>В Армії не стоїть жоден Загін: вона не втрачає жодного</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="197"/>
        <source>Card {card} has no such action</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Карта {card} не має такої дії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="249"/>
        <source>Check this card&apos;s War Action on your card</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Перевірте Дію війни цієї карти на своїй карті</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="504"/>
        <source>The card names the {area} Focus</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Карта вказує Зосередження: {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="594"/>
        <source>No State Religion on the Bot&apos;s mat</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Немає Державної релігії в панелі Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="630"/>
        <source>Nobody said how the Battle ended</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Ніхто не вказав, як завершилася Битва</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="631"/>
        <source>The Bot won the Battle</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Бот виграв Битву</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="631"/>
        <source>The Bot lost the Battle</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Бот програв Битву</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="639"/>
        <source>A human Opponent</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Опонент — реальний гравець</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="641"/>
        <source>Another Bot</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Інший Бот</translation>
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
        <translation>Уже отримано в цьому Ході</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="663"/>
        <source>Not gained this Turn</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Не отримано в цьому Ході</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/actions.py" line="681"/>
        <source>The Army loses %n Units</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>Армія втрачає %n Загін</numerusform>
            <numerusform>Армія втрачає %n Загони</numerusform>
            <numerusform>Армія втрачає %n Загонів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="683"/>
        <source>No Casualties: the Army loses no Units</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Втрат немає: Армія не втрачає жодного Загону</translation>
    </message>
    <message>
        <location filename="../rules/eupop/army.py" line="22"/>
        <source>the table knows where it stands</source>
        <extracomment>message of army.py</extracomment>
        <translation>за столом знають, де вона стоїть</translation>
    </message>
    <message>
        <location filename="../rules/eupop/army.py" line="21"/>
        <source>the Army was not placed since the setup or since it was removed</source>
        <extracomment>message of army.py</extracomment>
        <translation>Армію не виставляли від підготовки чи відтоді, як її прибрали</translation>
    </message>
    <message>
        <location filename="../rules/eupop/choices.py" line="17"/>
        <source>Answer: {given}</source>
        <extracomment>message of choices.py</extracomment>
        <translation>Відповідь: {given}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/choices.py" line="24"/>
        <source>%n tied</source>
        <extracomment>message of choices.py</extracomment>
        <translation>
            <numerusform>%n з рівним результатом</numerusform>
            <numerusform>%n з рівним результатом</numerusform>
            <numerusform>%n з рівним результатом</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="263"/>
        <location filename="../rules/eupop/realm.py" line="334"/>
        <location filename="../rules/eupop/realm.py" line="345"/>
        <source>a vacant Territory</source>
        <extracomment>message of realm.py</extracomment>
        <translation>вільна територія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="272"/>
        <source>in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation>у Столичній області NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="327"/>
        <location filename="../rules/eupop/realm.py" line="502"/>
        <location filename="../rules/eupop/realm.py" line="511"/>
        <location filename="../rules/eupop/realm.py" line="513"/>
        <source>The target is {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Ціль: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="253"/>
        <location filename="../rules/eupop/realm.py" line="346"/>
        <source>no target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>немає цілі</translation>
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
        <translation>Власник Провінції {province}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="260"/>
        <source>Realm in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Держава в Області {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="262"/>
        <source>the vacant Territory {territory}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>вільна територія {territory}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="269"/>
        <source>in the Area of {province}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>в Області Провінції {province}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="271"/>
        <source>in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>в Області {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="305"/>
        <source>the Overlord of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Сюзерен Держави {target}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="307"/>
        <source>the Owner of the Capital of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Власник Столиці Держави {target}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="314"/>
        <source>No valid target is left on the chart.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>На схемі не лишилося жодної дійсної цілі.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/realm.py" line="317"/>
        <source>Roll again among %n child nodes.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>
            <numerusform>Киньте ще раз, обираючи серед %n дочірнього вузла.</numerusform>
            <numerusform>Киньте ще раз, обираючи серед %n дочірніх вузлів.</numerusform>
            <numerusform>Киньте ще раз, обираючи серед %n дочірніх вузлів.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="320"/>
        <source>Take the listed substitute: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Візьміть зазначену Заміну: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="325"/>
        <source>Move on to die {low}–{high}: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Перейдіть до результату кубика {low}–{high}: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="332"/>
        <source>roll among child nodes</source>
        <extracomment>message of realm.py</extracomment>
        <translation>кидок серед дочірніх вузлів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="333"/>
        <source>a Realm target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Держава як ціль</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="335"/>
        <source>no target left</source>
        <extracomment>message of realm.py</extracomment>
        <translation>не лишилося цілі</translation>
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
        <translation>Опонент</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="344"/>
        <source>a valid Realm</source>
        <extracomment>message of realm.py</extracomment>
        <translation>дійсна Держава</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="395"/>
        <source>No Realm profile with this chart: use the printed chart</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Немає профілю Держави з цією схемою: використайте надруковану схему</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="402"/>
        <source>Targeting Chart: {stage}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Схема цілей: {stage}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="418"/>
        <location filename="../rules/eupop/realm.py" line="426"/>
        <source>Target: {result}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Ціль: {result}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="477"/>
        <source>the target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>ціль</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="484"/>
        <source>in the named Area (or the Area of the named Province), else in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation>у названій Області (або в Області названої Провінції), інакше в Столичній області NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="493"/>
        <source>Owner of {province}: the Owner of that Province; its Lawful Owner if it is Occupied.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Власник Провінції {province}: Власник цієї Провінції; її Законний власник, якщо вона Окупована.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="498"/>
        <source>Realm in {area}: the valid Realm with its Capital there; else the one Owning Provinces of the highest Tax Value there; else the first alphabetically.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Держава в Області {area}: дійсна Держава зі Столицею в цій Області; далі — та, що має там у володінні Провінції з найвищою Податковою вартістю; далі — перша за абеткою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="68"/>
        <source>a nested roll has no die ranges</source>
        <extracomment>message of realm.py</extracomment>
        <translation>вкладений кидок не має жодного діапазону кубика</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="74"/>
        <source>die ranges overlap at {faces}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>діапазони кубика перетинаються на: {faces}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="77"/>
        <source>die ranges do not cover {faces}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>діапазони кубика не охоплюють: {faces}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="292"/>
        <source>The Bot has no Targeting Chart of this kind in its profile.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Бот не має в профілі Схеми цілей цього типу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="394"/>
        <source>{realm} has this chart in its profile</source>
        <extracomment>message of realm.py</extracomment>
        <translation>{realm} має цю схему у своєму профілі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="33"/>
        <source>this target needs a name</source>
        <extracomment>message of realm.py</extracomment>
        <translation>ця ціль потребує назви</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="49"/>
        <source>die roll {dice} is not a range within 1-6</source>
        <extracomment>message of realm.py</extracomment>
        <translation>кидок кубика {dice} — не діапазон у межах 1-6</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="57"/>
        <source>each die range needs a target, a nested roll, or both</source>
        <extracomment>message of realm.py</extracomment>
        <translation>кожен діапазон кубика потребує цілі, вкладеного кидка або обох</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="59"/>
        <source>only a die range with a target may list a substitute</source>
        <extracomment>message of realm.py</extracomment>
        <translation>лише діапазон кубика з ціллю може мати Заміну</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="119"/>
        <source>Age {age}: {cards} are not Bot Card numbers 01-24</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Епоха {age}: {cards} — не номери Карт бота 01-24</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="72"/>
        <source>Not Passed yet</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Ще не спасував</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="80"/>
        <source>Realms Passed before this one: {passed}</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Держави, що спасували раніше: {passed}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="137"/>
        <source>%n Units in the Manpower Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>У Резерві людських ресурсів: %n Загін</numerusform>
            <numerusform>У Резерві людських ресурсів: %n Загони</numerusform>
            <numerusform>У Резерві людських ресурсів: %n Загонів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="168"/>
        <source>%n Units go back to the Supply</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>%n Загін повертається в Запас</numerusform>
            <numerusform>%n Загони повертаються в Запас</numerusform>
            <numerusform>%n Загонів повертається в Запас</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="169"/>
        <source>%n Units are added to the Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>%n Загін додається до Резерву</numerusform>
            <numerusform>%n Загони додаються до Резерву</numerusform>
            <numerusform>%n Загонів додається до Резерву</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="202"/>
        <source>Age {age}</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Епоха {age}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="161"/>
        <source>Setup option &apos;{key}&apos;: {value} is below the minimum {low}.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Параметр підготовки «{key}»: {value} — менше за мінімум {low}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="159"/>
        <source>Setup option &apos;{key}&apos;: &apos;{value}&apos; is not a whole number.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Параметр підготовки «{key}»: «{value}» — не ціле число.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="288"/>
        <location filename="../rules/eupop/state.py" line="295"/>
        <source>%n Bot Power Available</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>Доступно: %n Очко бота</numerusform>
            <numerusform>Доступно: %n Очки бота</numerusform>
            <numerusform>Доступно: %n Очок бота</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="302"/>
        <source>At Peace</source>
        <extracomment>message of state.py</extracomment>
        <translation>У стані Миру</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="309"/>
        <source>%n Ideas of this type</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>%n Ідея цього типу</numerusform>
            <numerusform>%n Ідеї цього типу</numerusform>
            <numerusform>%n Ідей цього типу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="316"/>
        <source>%n cards in the draw pile</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>У стосі для добору: %n карта</numerusform>
            <numerusform>У стосі для добору: %n карти</numerusform>
            <numerusform>У стосі для добору: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="324"/>
        <source>Quest for the New World researched</source>
        <extracomment>message of state.py</extracomment>
        <translation>Ідею «Quest for the New World» досліджено</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="324"/>
        <source>No Quest for the New World</source>
        <extracomment>message of state.py</extracomment>
        <translation>Немає «Quest for the New World»</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="355"/>
        <source>{cost} (check card {card}&apos;s cost on your card)</source>
        <extracomment>message of state.py</extracomment>
        <translation>{cost} (перевірте вартість на своїй карті {card})</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/state.py" line="382"/>
        <location filename="../rules/eupop/state.py" line="383"/>
        <source>%n Units</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>%n Загін</numerusform>
            <numerusform>%n Загони</numerusform>
            <numerusform>%n Загонів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="169"/>
        <source>Realm profiles cannot be used with these rules.</source>
        <extracomment>message of state.py</extracomment>
        <translation>З цими правилами не можна використовувати профілі Держав.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="191"/>
        <source>Difficulty &apos;{level}&apos; is not one of {levels}.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Рівень складності «{level}» — не один із: {levels}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="347"/>
        <source>The Bot Deck&apos;s draw pile is empty.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Стос для добору Колоди бота порожній.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="413"/>
        <source>Set this card&apos;s FOCUS type from your card in “Check your Bot Deck”.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Установіть тип ЗОСЕРЕДЖЕННЯ цієї карти за своєю картою в «Перевірити свою Колоду бота».</translation>
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
        <translation>Профіль Держави не можна використати: {problems}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/substitutes.py" line="120"/>
        <source>Eliminated</source>
        <extracomment>message of substitutes.py</extracomment>
        <translation>Вибув</translation>
    </message>
    <message>
        <location filename="../rules/eupop/substitutes.py" line="120"/>
        <source>In the game</source>
        <extracomment>message of substitutes.py</extracomment>
        <translation>У грі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/substitutes.py" line="88"/>
        <source>A Bot cannot replace itself: choose the eliminated Bot.</source>
        <extracomment>message of substitutes.py</extracomment>
        <translation>Бот не може замінити сам себе: оберіть Бота, що вибув.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="1"/>
        <source>Land Battles; Naval Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Сухопутні битви; Морські битви</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="1"/>
        <location filename="../rules/eupop/charts/military.yaml" line="27"/>
        <location filename="../rules/eupop/charts/spy.yaml" line="11"/>
        <source>Choice Processes: Opponent Selection</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Процедури вибору: Вибір опонента</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="1"/>
        <source>Choice Processes: Province, Area &amp; Sea Zone Selection</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Процедури вибору: Вибір провінції, області та морської зони</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="1"/>
        <source>Choice Processes: Realm Selection</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Процедури вибору: Вибір держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="1"/>
        <source>Cleanup Phase</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза прибирання</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="5"/>
        <source>Cleanup Phase: Update Manpower Reserve</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза прибирання: Оновлення резерву людських ресурсів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="16"/>
        <source>Cleanup Phase: Update Manpower Reserve; Recruiting Units</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза прибирання: Оновлення резерву людських ресурсів; Вербування загонів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="24"/>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="29"/>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="36"/>
        <location filename="../rules/eupop/charts/colonize.yaml" line="38"/>
        <source>Cleanup Phase: Colonists</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза прибирання: Колоністи</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="41"/>
        <source>Cleanup Phase: All Bot-to-PR Alliances end</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза прибирання: Усі союзи між ботами та PR завершуються</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="46"/>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Cleanup Phase: Bot Emperor – Imperial Influence</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза прибирання: Імператор-бот – Імперський вплив</translation>
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
        <translation>Імператор-бот</translation>
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
        <translation>Обмеження жетонів: Міста</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="84"/>
        <source>Cleanup Phase: Reshuffle Bot Deck</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза прибирання: Перетасування колоди бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="1"/>
        <source>Colonize Action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія КОЛОНІЗАЦІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="9"/>
        <location filename="../rules/eupop/charts/colonize.yaml" line="19"/>
        <location filename="../rules/eupop/charts/siege.yaml" line="9"/>
        <source>Token Limitations (Towns)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Обмеження жетонів (міста)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="32"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="70"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="78"/>
        <source>Explore Action (from NAVAL and COLONIZE Actions)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія РОЗВІДКА (з МОРСЬКОЇ дії та дії КОЛОНІЗАЦІЯ)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="1"/>
        <source>Convert Action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія НАВЕРНЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="19"/>
        <source>Choice Processes; Rebel Dice Rolls</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Процедури вибору; Кидки кубиків бунтівників</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/covert_on_bot.yaml" line="1"/>
        <location filename="../rules/eupop/charts/spy.yaml" line="19"/>
        <source>Covert Actions</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Таємні дії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="1"/>
        <location filename="../rules/eupop/charts/main.yaml" line="44"/>
        <source>Defend Action (from Main Turn Structure)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ОБОРОНА (зі Структури основного ходу)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="35"/>
        <source>Defend Action, footnote 1; Recruiting Units</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ОБОРОНА, примітка 1; Вербування загонів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="76"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="84"/>
        <source>Defend Action; Ship Placement</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ОБОРОНА; Розміщення кораблів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="122"/>
        <source>Defend Action; Land Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ОБОРОНА; Сухопутні битви</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="173"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="173"/>
        <location filename="../rules/eupop/charts/main.yaml" line="48"/>
        <location filename="../rules/eupop/charts/military.yaml" line="118"/>
        <source>Bot Setup; Army Movement</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Підготовка бота; Рух армії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="1"/>
        <source>Diplomacy Action (Bot Cards 05, 06, 07, 08)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>ДИПЛОМАТИЧНА дія (з Карт бота 05, 06, 07, 08)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="9"/>
        <location filename="../rules/eupop/charts/military.yaml" line="35"/>
        <source>Realm Selection; Targeting Charts</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Вибір держави; Схеми цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="15"/>
        <source>Targeting Charts (Invalid Diplomatic Targets)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Схеми цілей (недійсні Дипломатичні цілі)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="35"/>
        <source>Diplomacy Action, footnotes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>ДИПЛОМАТИЧНА дія, примітки</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="52"/>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="61"/>
        <source>Bots &amp; Ideas; Diplomacy Action, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Боти та ідеї; ДИПЛОМАТИЧНА дія, примітка 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="70"/>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="78"/>
        <source>Bots &amp; Alliances</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Боти та союзи</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="1"/>
        <source>Bot Warfare: DoW on a Bot</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Воєнні дії ботів: DoW ботові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="14"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="22"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="26"/>
        <source>Bot HRE Members</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Боти — члени СРІ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="48"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="103"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>Bot Warfare: DoW on a Bot, 3. Calls to Arms</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Воєнні дії ботів: DoW ботові, 3. Заклики до зброї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="55"/>
        <source>Bot Warfare: DoW on a Bot, 3. Calls to Arms; Bot Emperor</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Воєнні дії ботів: DoW ботові, 3. Заклики до зброї; Імператор-бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="150"/>
        <location filename="../rules/eupop/charts/income.yaml" line="13"/>
        <source>Difficulty Level</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Рівень складності</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="1"/>
        <source>End of Age Routine</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Процедура завершення епохи</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="13"/>
        <source>Final Scoring</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фінальний підрахунок</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="1"/>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="9"/>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="16"/>
        <source>General Event Rules</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Загальні правила подій</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="10"/>
        <source>General Event Rules; Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Загальні правила подій; Процедури вибору</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="94"/>
        <location filename="../rules/eupop/charts/event.yaml" line="102"/>
        <location filename="../rules/eupop/charts/event.yaml" line="112"/>
        <location filename="../rules/eupop/charts/event.yaml" line="121"/>
        <source>General Event Rules (gaining Stability)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Загальні правила подій (отримання Стабільності)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="207"/>
        <source>Secondary Effects</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Другорядні ефекти</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="1"/>
        <source>Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія РОЗВІДКА (з МОРСЬКОЇ дії та дії КОЛОНІЗАЦІЯ + з Карти бота 11)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="10"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="20"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="27"/>
        <location filename="../rules/eupop/charts/explore.yaml" line="36"/>
        <source>Explore Action, footnote 1</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія РОЗВІДКА, примітка 1</translation>
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
        <translation>Дія РОЗВІДКА, примітка 2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="109"/>
        <source>Ship Placement; Naval Action, footnote 1</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Розміщення кораблів; МОРСЬКА дія, примітка 1</translation>
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
        <translation>Розміщення кораблів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="140"/>
        <source>Explore Action, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія РОЗВІДКА, примітка 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="154"/>
        <source>Colonize Action (from EXPLORE)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія КОЛОНІЗАЦІЯ (з дії РОЗВІДКА)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="1"/>
        <source>Bot Mat (Focus areas); Focus Action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Планшет бота (області Зосередження); Дія ЗОСЕРЕДЖЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="40"/>
        <source>Difficulty Level (Bot Power in Focus to score a Milestone)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Рівень складності (Очки бота в Зосередженні, щоб отримати Віху)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="1"/>
        <source>Action Phase: Event Resolution; General Event Rules</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза дій: Розіграш подій; Загальні правила подій</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="1"/>
        <source>Bots &amp; Ideas; Idea Action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Боти та ідеї; Дія ІДЕЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="45"/>
        <source>Targeting Charts (Vacant Territories)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Схеми цілей (вільні території)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="1"/>
        <source>Income &amp; Upkeep Phase</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза доходу й утримання</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="5"/>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <location filename="../rules/eupop/charts/income.yaml" line="32"/>
        <location filename="../rules/eupop/charts/income.yaml" line="40"/>
        <source>Income &amp; Upkeep Phase: Refresh Bot Power</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза доходу й утримання: Поновлення очок бота</translation>
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
        <translation>Фаза доходу й утримання: Імператор-бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="148"/>
        <location filename="../rules/eupop/charts/income.yaml" line="155"/>
        <location filename="../rules/eupop/charts/income.yaml" line="163"/>
        <location filename="../rules/eupop/charts/income.yaml" line="170"/>
        <source>Income &amp; Upkeep Phase: Papal Controller bonuses</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза доходу й утримання: Бонуси папського контролера</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="1"/>
        <location filename="../rules/eupop/charts/military.yaml" line="182"/>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <location filename="../rules/eupop/charts/military.yaml" line="201"/>
        <source>Land Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Сухопутні битви</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="24"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="32"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="38"/>
        <source>Land Battles: Bot fighting alongside NPR/PR</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Сухопутні битви: Бот воює разом з NPR/PR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="43"/>
        <source>Land Battles vs. Opponents; Bots &amp; Ideas</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Сухопутні битви з опонентами; Боти та ідеї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="53"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="64"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="73"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="81"/>
        <source>Land Battles vs. Opponents</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Сухопутні битви з опонентами</translation>
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
        <translation>Сухопутні битви з бунтівниками/NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="1"/>
        <source>Maximum Army Capacity (MAC)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Максимальна місткість армії (MAC)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="8"/>
        <source>Maximum Army Capacity (MAC); Bot Emperor</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Максимальна місткість армії (MAC); Імператор-бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="1"/>
        <source>Main Turn Structure</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Структура основного ходу</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="9"/>
        <location filename="../rules/eupop/charts/main.yaml" line="17"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="66"/>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="1"/>
        <source>Substitute Bots: Replacing Bot Realms</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Заміна ботів: Заміна держав ботів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="22"/>
        <location filename="../rules/eupop/charts/main.yaml" line="30"/>
        <location filename="../rules/eupop/charts/pass.yaml" line="1"/>
        <source>Action Phase: Passing</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза дій: Пас</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="35"/>
        <source>Main Turn Structure, footnote 4</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Структура основного ходу, примітка 4</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="56"/>
        <source>Siege Action; Token Limitations (Towns)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ОБЛОГА; Обмеження жетонів (міста)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="69"/>
        <source>Colonize Action; Token Limitations (Towns)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія КОЛОНІЗАЦІЯ; Обмеження жетонів (міста)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="82"/>
        <location filename="../rules/eupop/charts/main.yaml" line="115"/>
        <source>Main Turn Structure, footnote 5</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Структура основного ходу, примітка 5</translation>
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
        <translation>Карти ботів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="100"/>
        <source>Sequence of Play: Event Resolution, Passing</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Послідовність гри: Розіграш подій, Пас</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="111"/>
        <source>Sequence of Play: Passing</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Послідовність гри: Пас</translation>
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
        <translation>Карти ботів (Дія війни)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="171"/>
        <location filename="../rules/eupop/charts/military.yaml" line="18"/>
        <source>Choice Processes: At War?</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Процедури вибору: У стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="1"/>
        <source>Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>ВІЙСЬКОВА дія (з Дії ПАПСЬКА КУРІЯ та Дії ШПИГУНСТВО + з Карт бота 02, 03, 04; Дія війни: 05, 06, 12, 15)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="41"/>
        <source>Targeting Charts</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Схеми цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Military Action, footnote 1; Bot DoWs</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>ВІЙСЬКОВА дія, примітка 1; DoW від ботів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="69"/>
        <source>Bots &amp; Alliances; Bot DoWs</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Боти та союзи; DoW ботів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="81"/>
        <source>Military Action, footnote (Realm&apos;s strength)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>ВІЙСЬКОВА дія, примітка (Сила держави)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="91"/>
        <source>Military Action, footnote (Units per recruit)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>ВІЙСЬКОВА дія, примітка (Загони за вербування)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="103"/>
        <source>Military Action, footnote (Units per recruit); Recruiting Units</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>ВІЙСЬКОВА дія, примітка (Загони за вербування); Вербування загонів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="126"/>
        <source>Army Movement</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Рух армії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="134"/>
        <source>Army Movement; Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Рух армії; Процедури вибору</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="141"/>
        <source>Army Movement; MAC</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Рух армії; MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="142"/>
        <source>Ship Placement; Movement reach</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Розміщення кораблів; Дальність руху</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="157"/>
        <location filename="../rules/eupop/charts/military.yaml" line="167"/>
        <location filename="../rules/eupop/charts/military.yaml" line="174"/>
        <source>Movement reach</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дальність руху</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="209"/>
        <source>Siege Action (from MILITARY and DEFEND Actions)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ОБЛОГА (з ВІЙСЬКОВОЇ дії та дії ОБОРОНА)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="1"/>
        <source>Naval Action (Bot Cards 09, 10; War Action 11)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>МОРСЬКА дія (з Карт бота 09, 10; Дія війни: 11)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="9"/>
        <source>Naval Action, footnote 1</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>МОРСЬКА дія, примітка 1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="24"/>
        <source>Naval Action, footnote 1; Ship Placement</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>МОРСЬКА дія, примітка 1; Розміщення кораблів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="34"/>
        <source>Ship Placement; Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Розміщення кораблів; Процедури вибору</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="41"/>
        <source>Bots Trading; Bot Trade</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Торгівля між ботами; Торгівля ботів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="51"/>
        <source>Bots Trading</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Торгівля між ботами</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="55"/>
        <location filename="../rules/eupop/charts/naval.yaml" line="63"/>
        <source>Naval Action, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>МОРСЬКА дія, примітка 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="1"/>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="32"/>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="36"/>
        <source>Naval Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Морські битви</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="16"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="24"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="29"/>
        <source>Naval Battles: Bot fighting alongside NPR/PR</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Морські битви: Бот воює разом з NPR/PR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="38"/>
        <source>Naval Battles vs. Opponents; Bots &amp; Ideas</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Морські битви з опонентами; Боти та ідеї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="58"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="65"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>Naval Battles vs. Opponents</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Морські битви з опонентами</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="81"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="89"/>
        <source>Naval Battles vs. NPRs</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Морські битви з NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="1"/>
        <source>Papal Curia Action (Bot Card 14; second action of Bot Card 15)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ПАПСЬКА КУРІЯ (з Карти бота 14; друга дія Карти бота 15)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="33"/>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="41"/>
        <location filename="../rules/eupop/charts/spy.yaml" line="26"/>
        <source>Military Action (from PAPAL and SPY Actions)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>ВІЙСЬКОВА дія (з Дії ПАПСЬКА КУРІЯ та Дії ШПИГУНСТВО)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="1"/>
        <source>Bot Peace Resolution</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Мирні переговори бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="16"/>
        <source>Bot Peace Resolution, footnote 1</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Мирні переговори бота, примітка 1</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="25"/>
        <source>Bot Peace Resolution, footnotes 3 and 5</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Мирні переговори бота, примітки 3 і 5</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="34"/>
        <source>Bot Peace Resolution, footnote 2</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Мирні переговори бота, примітка 2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="44"/>
        <source>Bot Peace Resolution, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Мирні переговори бота, примітка 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="56"/>
        <source>Bot Peace Resolution, footnote 5</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Мирні переговори бота, примітка 5</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="65"/>
        <location filename="../rules/eupop/charts/peace.yaml" line="76"/>
        <source>Bot Peace Resolution, footnote 4</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Мирні переговори бота, примітка 4</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="86"/>
        <location filename="../rules/eupop/charts/peace.yaml" line="93"/>
        <location filename="../rules/eupop/charts/peace.yaml" line="99"/>
        <source>Peace &amp; Rebels Phase, D. Peace Resolution</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза миру й бунтів, D. Мирні переговори</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="109"/>
        <source>Peace &amp; Rebels Phase, D; MAC</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза миру й бунтів, D; MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="1"/>
        <source>Peace &amp; Rebels Phase</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза миру й бунтів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="5"/>
        <source>Peace &amp; Rebels Phase: A. Remove Casus Belli and Truces</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза миру й бунтів: A. Приберіть казус белі та перемир’я</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="10"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="17"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="23"/>
        <source>Peace &amp; Rebels Phase: B. NPR Invasions</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза миру й бунтів: B. Вторгнення NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="28"/>
        <source>Peace &amp; Rebels Phase: C. Rebels Siege or Move</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза миру й бунтів: C. Бунтівники беруть в облогу або рухаються</translation>
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
        <translation>Фаза миру й бунтів: D. Мирні переговори</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="73"/>
        <source>Peace &amp; Rebels Phase: E. Prestige Penalties</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза миру й бунтів: E. Штрафи престижу</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="78"/>
        <source>Peace &amp; Rebels Phase: G. Religious Dissent</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза миру й бунтів: G. Релігійне інакодумство</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="85"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="93"/>
        <source>Peace &amp; Rebels Phase: H. Gain/Remove Unrest</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза миру й бунтів: H. Отримайте/приберіть заворушення</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="100"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="109"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="118"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="125"/>
        <source>Bots &amp; Ideas</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Боти та ідеї</translation>
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
        <translation>Кидки кубиків бунтівників</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="1"/>
        <source>Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Процедури вибору</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="85"/>
        <source>Substitute Bots: Replacing Bot Realms; Bot Setup</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Заміна ботів: Заміна держав ботів; Підготовка бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="1"/>
        <source>Substitute Bots: Replacing Humans</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Заміна ботів: Заміна гравців-людей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="1"/>
        <location filename="../rules/eupop/charts/setup.yaml" line="16"/>
        <source>Bot Setup</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Підготовка бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="52"/>
        <source>Bot Setup; Bot Realms</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Підготовка бота; Держави ботів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="20"/>
        <source>Ship Placement; Naval Battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Розміщення кораблів; Морські битви</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="1"/>
        <source>Siege Action, footnote 3</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ОБЛОГА, примітка 3</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>Siege Action; Choice Processes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ОБЛОГА; Процедури вибору</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="1"/>
        <source>Spy Action; Covert Actions</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ШПИГУНСТВО; Таємні дії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="1"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>Bot Realms: Targeting Charts</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Держави ботів: Схеми цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="88"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="94"/>
        <source>Bot Realms: Invalid Military Targets</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Держави ботів: Недійсні Військові цілі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="100"/>
        <source>Bot Realms: Invalid Diplomatic Targets</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Держави ботів: Недійсні Дипломатичні цілі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="108"/>
        <source>Bot Realms: Invalid Targets</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Держави ботів: Недійсні цілі</translation>
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
        <translation>Держави ботів: Вільні території як цілі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="139"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="187"/>
        <source>Bot Realms: Placing Claims on NPRs</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Держави ботів: Висування Претензій до NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="161"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="170"/>
        <source>Bot Realms: Targeting Charts (Target types)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Держави ботів: Схеми цілей (типи цілей)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="1"/>
        <source>Token Limitations</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Обмеження жетонів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="14"/>
        <source>Token Limitations: Cubes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Обмеження жетонів: Кубики</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="56"/>
        <source>Token Limitations: Claims &amp; Core Tokens</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Обмеження жетонів: Претензії та жетони Ядра</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="66"/>
        <source>Token Limitations: Other Limited Tokens</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Обмеження жетонів: Інші обмежені жетони</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="1"/>
        <source>Bot Trade; Humans Trading; Bots Trading</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Торгівля ботів; Торгівля гравців-людей; Торгівля між ботами</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="75"/>
        <source>Naval Action, footnote 2</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 000, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>МОРСЬКА дія, примітка 2</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="1"/>
        <source>Unrest Action (Bot Cards 13, 20, 21, 22, 23)</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 002, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дія ЗАВОРУШЕННЯ (з Карт бота 13, 20, 21, 22, 23)</translation>
    </message>
</context>
<context>
    <name>eupop/battle_bonus</name>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="1"/>
        <source>First Battle win of the Turn</source>
        <extracomment>chart title</extracomment>
        <translation>Перша виграна Битва в Ході</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="4"/>
        <source>When a Bot as the Active Player wins its first Battle of a Turn, it gains one Bot Power; the Action that started the Battle gives it.</source>
        <extracomment>chart note</extracomment>
        <translation>Коли Бот як Активний гравець виграє свою першу Битву в Ході, він отримує одне Очко бота; його дає Дія, що почала Битву.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="8"/>
        <source>Has the Bot already gained Bot Power for a Battle win this Turn?</source>
        <extracomment>node taken (check); seed 002, Land Battles; Naval Battles</extracomment>
        <translation>Чи Бот уже отримав у цьому Ході Очко бота за виграну Битву?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="15"/>
        <source>Is this the Bot&apos;s first Battle win this Turn, as the Active Player?</source>
        <extracomment>node first (ask); seed 002, Land Battles; Naval Battles</extracomment>
        <translation>Чи це перша виграна Битва Бота в цьому Ході як Активного гравця?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/battle_bonus.yaml" line="21"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node gain (do); seed 002, Land Battles; Naval Battles</extracomment>
        <translation>
            <numerusform>Бот отримує %n Очко бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очки бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очок бота за першу виграну Битву в цьому Ході.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/choose_opponent</name>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="1"/>
        <source>Opponent Selection</source>
        <extracomment>chart title</extracomment>
        <translation>Вибір опонента</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="5"/>
        <source>Is the Bot at War?</source>
        <extracomment>node war (check); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Чи Бот у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>How many valid Opponents are at War with the Bot?</source>
        <extracomment>node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Скільки дійсних Опонентів у стані війни з Ботом?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;How many valid Opponents are at War with the Bot?&apos;; node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Жодного</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>One</source>
        <extracomment>answer &apos;one&apos; to &apos;How many valid Opponents are at War with the Bot?&apos;; node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Один</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>More than one</source>
        <extracomment>answer &apos;several&apos; to &apos;How many valid Opponents are at War with the Bot?&apos;; node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Більше одного</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="19"/>
        <source>Select the Opponent at War with the Bot.</source>
        <extracomment>node that_one (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Оберіть Опонента, що у стані війни з Ботом.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="23"/>
        <source>Roll a die to choose among the Opponents at War with the Bot.</source>
        <extracomment>node roll_enemies (roll); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Киньте кубик, щоб обрати серед Опонентів у стані війни з Ботом.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="29"/>
        <source>Select the Opponent at War with the Bot that has the most Prestige.</source>
        <extracomment>node enemy_prestige (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Оберіть Опонента у стані війни з Ботом, що має найбільше Престижу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="33"/>
        <source>Select the Opponent at War with the Bot that has the highest Tax Income.</source>
        <extracomment>node enemy_income (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Оберіть Опонента у стані війни з Ботом, що має найвищий Податковий дохід.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="37"/>
        <source>Roll a die to choose an Opponent.</source>
        <extracomment>node roll (roll); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Киньте кубик, щоб обрати Опонента.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="43"/>
        <source>Select the valid Opponent with the most Prestige.</source>
        <extracomment>node prestige (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Оберіть дійсного Опонента, що має найбільше Престижу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="47"/>
        <source>Select the valid Opponent with the highest Tax Income.</source>
        <extracomment>node income (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Оберіть дійсного Опонента, що має найвищий Податковий дохід.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="51"/>
        <source>Is there a tie?</source>
        <extracomment>node tie (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Чи є рівність?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="57"/>
        <source>Is exactly one of the tied Opponents a human player?</source>
        <extracomment>node humans (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Чи серед Опонентів, між якими рівність, рівно один реальний гравець?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="63"/>
        <source>Select that human player: human players come before Bots.</source>
        <extracomment>node the_human (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Оберіть цього реального гравця: реальні гравці мають перевагу над Ботами.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="67"/>
        <source>Several human players are tied (or, with no human player among them, several Bots): choose one of them at random.</source>
        <extracomment>node random (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Рівність між кількома реальними гравцями (або, коли серед них немає реального гравця, між кількома Ботами): оберіть одного з них випадково.</translation>
    </message>
</context>
<context>
    <name>eupop/choose_place</name>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="1"/>
        <source>Province, Area &amp; Sea Zone Selection</source>
        <extracomment>chart title</extracomment>
        <translation>Вибір провінції, області та морської зони</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="4"/>
        <source>The Bot&apos;s general rule whenever several Provinces, Areas or Sea Zones qualify and the step gives no other preference. Tax Value comes first, the alphabet breaks the ties.</source>
        <extracomment>chart note</extracomment>
        <translation>Загальне правило Бота, коли підходять кілька Провінцій, Областей чи Морських зон, а крок не дає іншої переваги. Спершу вирішує Податкова вартість, рівність розв’язує абетка.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="8"/>
        <source>Whom does the effect help?</source>
        <extracomment>node which (ask); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Кому допомагає цей ефект?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="8"/>
        <source>The Bot (or it hurts an Opponent)</source>
        <extracomment>answer &apos;good&apos; to &apos;Whom does the effect help?&apos;; node which (ask); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Ботові (або шкодить Опонентові)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="8"/>
        <source>An Opponent (or it hurts the Bot)</source>
        <extracomment>answer &apos;bad&apos; to &apos;Whom does the effect help?&apos;; node which (ask); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Опонентові (або шкодить Ботові)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="8"/>
        <source>Neither</source>
        <extracomment>answer &apos;plain&apos; to &apos;Whom does the effect help?&apos;; node which (ask); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Жодному з них</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="15"/>
        <source>Several Provinces, Areas or Sea Zones qualify? The effect helps the Bot or hurts an Opponent: those with the highest Tax Value come first, then alphabetical order.</source>
        <extracomment>node good (do); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Підходять кілька Провінцій, Областей чи Морських зон? Ефект допомагає Ботові або шкодить Опонентові: перевага за тими, що мають найвищу Податкову вартість, далі — за абеткою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="21"/>
        <source>Several Provinces, Areas or Sea Zones qualify? The effect hurts the Bot or helps an Opponent: those with the lowest Tax Value come first, then alphabetical order.</source>
        <extracomment>node bad (do); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Підходять кілька Провінцій, Областей чи Морських зон? Ефект шкодить Ботові або допомагає Опонентові: перевага за тими, що мають найнижчу Податкову вартість, далі — за абеткою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_place.yaml" line="27"/>
        <source>Several Provinces, Areas or Sea Zones qualify? Take them in alphabetical order.</source>
        <extracomment>node plain (do); seed 002, Choice Processes: Province, Area &amp; Sea Zone Selection</extracomment>
        <translation>Підходять кілька Провінцій, Областей чи Морських зон? Беріть їх за абеткою.</translation>
    </message>
</context>
<context>
    <name>eupop/choose_realm</name>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="1"/>
        <source>Realm Selection within an Area</source>
        <extracomment>chart title</extracomment>
        <translation>Вибір держави в межах області</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="4"/>
        <source>When a Bot picks a Realm within an Area (e.g. the Realm it declares War on where it has a Claim): a Realm with its Capital in the Area first, then the highest Tax Value of Provinces Owned in the Area, then at random. A &apos;Realm in [AREA]&apos; target of a Targeting Chart breaks the last tie alphabetically instead.</source>
        <extracomment>chart note</extracomment>
        <translation>Коли Бот обирає Державу в межах Області (напр. Державу, якій оголошує війну там, де має Претензію): спершу Держава зі Столицею в цій Області, потім найвища Податкова вартість Провінцій у володінні в цій Області, потім випадково. Ціль «Держава в [ОБЛАСТІ]» зі Схеми цілей натомість розв’язує останню рівність за абеткою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="10"/>
        <source>How many of the valid Realms have their Capital in that Area?</source>
        <extracomment>node capital (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Скільки дійсних Держав мають Столицю в цій Області?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="10"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;How many of the valid Realms have their Capital in that Area?&apos;; node capital (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Жодна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="10"/>
        <source>One</source>
        <extracomment>answer &apos;one&apos; to &apos;How many of the valid Realms have their Capital in that Area?&apos;; node capital (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Одна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="10"/>
        <source>More than one</source>
        <extracomment>answer &apos;several&apos; to &apos;How many of the valid Realms have their Capital in that Area?&apos;; node capital (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Більше однієї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="17"/>
        <source>Select the Realm with its Capital in the Area.</source>
        <extracomment>node take_capital (end); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Оберіть Державу зі Столицею в цій Області.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="20"/>
        <source>Among the valid Realms left (those with their Capital there, if any), does one alone Own Provinces of the highest total Tax Value in the Area?</source>
        <extracomment>node tax (ask); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Чи серед решти дійсних Держав (тих, що мають там Столицю, якщо такі є) лише одна має у володінні Провінції з найвищою загальною Податковою вартістю в цій Області?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_realm.yaml" line="28"/>
        <source>Select that Realm.</source>
        <extracomment>node take_tax (end); seed 002, Choice Processes: Realm Selection</extracomment>
        <translation>Оберіть цю Державу.</translation>
    </message>
</context>
<context>
    <name>eupop/cleanup</name>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="1"/>
        <source>Phase 5: Cleanup</source>
        <extracomment>chart title</extracomment>
        <translation>Фаза 5: Прибирання</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="5"/>
        <source>Update Manpower: how much Manpower does the Bot&apos;s Town Track give as normal? The Bot has {total} now (Reserve and Army); a Bot never has less than {minimum}.</source>
        <extracomment>node track (number); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Оновлення Людських ресурсів: скільки Людських ресурсів зазвичай дає Шкала міст Бота? Бот має зараз {total} (Резерв і Армія); Бот ніколи не має менше ніж {minimum}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="5"/>
        <source>how much Manpower the Bot&apos;s Town Track gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node track (number); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>скільки Людських ресурсів дає Шкала міст Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="16"/>
        <source>Manpower is now {total}: {units_back} (from the Manpower Reserve first), {units_added}. Manpower Reserve: {reserve}; Army: {army}.</source>
        <extracomment>node update (do); seed 002, Cleanup Phase: Update Manpower Reserve; Recruiting Units</extracomment>
        <translation>Людські ресурси тепер {total}: {units_back} (спершу з Резерву людських ресурсів), {units_added}. Резерв людських ресурсів: {reserve}; Армія: {army}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="24"/>
        <source>Give the Bot Colonists for its Colonial Claims as normal.</source>
        <extracomment>node colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Дайте Ботові Колоністів за його колоніальні Претензії, як зазвичай.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="29"/>
        <source>Does the Bot have no Colonial Claims while no vacant Territory is left?</source>
        <extracomment>node no_colonies (ask); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Чи Бот не має колоніальних Претензій, коли не лишилося жодної вільної території?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="36"/>
        <source>Discard the Bot&apos;s Colonists.</source>
        <extracomment>node drop_colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Скиньте Колоністів Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="41"/>
        <source>End every Alliance between the Bot and a PR and remove those tokens. Nothing else follows from it.</source>
        <extracomment>node alliances (do); seed 002, Cleanup Phase: All Bot-to-PR Alliances end</extracomment>
        <translation>Завершіть кожен Союз між Ботом і PR та приберіть ці жетони. Більше з цього нічого не випливає.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="46"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence</extracomment>
        <translation>Чи Бот — Імператор?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Match Imperial Influence to the current Imperial Authority and place it in this order, filling each step before the next: first the Elector Area where the fewest cubes make the Bot the strongest PR there; then any Elector Area with room; then any HRE Area with room. Ties: Areas with the Bot&apos;s Alliance or Marriage first, then alphabetical.</source>
        <extracomment>node imperial (do); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence (reconstructed)</extracomment>
        <translation>Приведіть Імперський вплив у відповідність до поточного Імперського авторитету й розмістіть його в такому порядку, заповнюючи кожен крок перед наступним: спершу Область курфюрста, де найменше кубиків зробить Бота найсильнішим PR; потім будь-яка Область курфюрста з вільним місцем; потім будь-яка Область СРІ з вільним місцем. За рівності: спершу Області із Союзом або шлюбом Бота, далі за абеткою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Check in the Bot Emperor rules of your booklet that the tie-break token is the Bot&apos;s Alliance or Marriage.</source>
        <extracomment>note of node imperial (do); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence (reconstructed)</extracomment>
        <translation>Перевірте в правилах Імператора-бота у своїй брошурі, чи жетон, що розв’язує рівність, — це Союз або шлюб Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="61"/>
        <source>While the Emperor is a Bot, hold no Imperial Elections, and leave out of play the Imperial component your booklet names in its Bot Emperor rules.</source>
        <extracomment>node elections (do); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Поки Імператор — Бот, не проводьте Виборів імператора й вилучіть із гри імперський компонент, який ваша брошура називає в правилах Імператора-бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="61"/>
        <source>Your booklet&apos;s Bot Emperor rules show which Imperial component stays out of play: check it there.</source>
        <extracomment>note of node elections (do); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Правила Імператора-бота у вашій брошурі показують, який імперський компонент лишається поза грою: перевірте це там.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="70"/>
        <source>Has the Bot run out of Towns (all placed, +20 Income tile taken)?</source>
        <extracomment>node towns (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Чи в Бота скінчилися Міста (усі розміщено, плитку «Дохід +20» взято)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="79"/>
        <source>A Bot still out of Towns in the Cleanup Phase triggers Final Scoring.</source>
        <extracomment>node final (do); seed 002, Token Limitations: Towns</extracomment>
        <translation>Бот, у якого у Фазі прибирання досі немає Міст, запускає Фінальний підрахунок.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="84"/>
        <source>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds %n cards.</source>
        <extracomment>node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation>
            <numerusform>Замішайте Колоду бота. Назад до колоди: {back}. Прибрано до кінця цієї Епохи: {gone}. Досі відкладено (ЗОСЕРЕДЖЕННЯ): {set_aside}. У стосі для добору тепер %n карта.</numerusform>
            <numerusform>Замішайте Колоду бота. Назад до колоди: {back}. Прибрано до кінця цієї Епохи: {gone}. Досі відкладено (ЗОСЕРЕДЖЕННЯ): {set_aside}. У стосі для добору тепер %n карти.</numerusform>
            <numerusform>Замішайте Колоду бота. Назад до колоди: {back}. Прибрано до кінця цієї Епохи: {gone}. Досі відкладено (ЗОСЕРЕДЖЕННЯ): {set_aside}. У стосі для добору тепер %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="84"/>
        <source>EVENT and IDEA cards always go back; cards used for FOCUS stay set aside; of the other used cards half go back (rounded up), picked at random.</source>
        <extracomment>note of node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation>Карти ПОДІЯ та ІДЕЯ завжди повертаються; карти, використані для ЗОСЕРЕДЖЕННЯ, лишаються відкладеними; з інших використаних карт повертається половина (з округленням угору), обрана випадково.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="93"/>
        <source>The Round ends. Next Round: {round}.</source>
        <extracomment>node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation>Раунд завершується. Наступний Раунд: {round}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="93"/>
        <source>In the new Round no Realm has Passed yet, the Bot included.</source>
        <extracomment>note of node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation>У новому Раунді жодна Держава, зокрема Бот, ще не спасувала.</translation>
    </message>
</context>
<context>
    <name>eupop/colonize</name>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="1"/>
        <source>COLONIZE Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія КОЛОНІЗАЦІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="4"/>
        <source>Reached from the Main Turn Structure, from EXPLORE and from Bot Card 12. Check these steps against the COLONIZE chart in your booklet; they follow Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action.</source>
        <extracomment>chart note</extracomment>
        <translation>Сюди ведуть Структура основного ходу, дія РОЗВІДКА та Карта бота 12. Звірте ці кроки зі схемою дії КОЛОНІЗАЦІЯ у своїй брошурі; вони спираються на Обмеження жетонів, етап «Колоністи» Фази прибирання та дію колонізації з основних правил.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="9"/>
        <source>Does the Bot still have Towns to place (it has not run out of them)?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Чи має Бот ще Міста, щоб їх розмістити (вони в нього не закінчилися)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="9"/>
        <source>Token Limitations, Towns: a Bot that runs out of Towns Sieges no new Provinces and Colonizes no Territories. Check in your booklet which Towns this rule&apos;s icon shows.</source>
        <extracomment>note of node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Обмеження жетонів, Міста: Бот, у якого закінчилися Міста, не бере в облогу нових Провінцій і не колонізує Територій. Перевірте у брошурі, які Міста показує значок цього правила.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="19"/>
        <source>The Bot cannot Colonize now.</source>
        <extracomment>node cannot (end); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Бот зараз не може колонізувати.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="23"/>
        <source>Does the Bot have a Colonist and a Colonial Claim on a vacant Territory it may Colonize under the main rules?</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action (reconstructed)</extracomment>
        <translation>Чи має Бот Колоніста й колоніальну Претензію на вільну територію, яку може колонізувати за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="38"/>
        <source>Colonize the Territory: use the Colonist and replace the Colonial Claim with one of the Bot&apos;s Small Towns. Out of Towns? Use Token Limitations.</source>
        <extracomment>node pick (do); seed 002, Cleanup Phase: Colonists (reconstructed)</extracomment>
        <translation>Колонізуйте Територію: використайте Колоніста й замініть колоніальну Претензію одним із Малих міст Бота. Немає Міст? Скористайтеся Обмеженнями жетонів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="46"/>
        <source>End of the COLONIZE Action.</source>
        <extracomment>node end_turn (end); seed 002, Colonize Action</extracomment>
        <translation>Кінець Дії КОЛОНІЗАЦІЯ.</translation>
    </message>
</context>
<context>
    <name>eupop/convert</name>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="1"/>
        <source>CONVERT Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія НАВЕРНЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="5"/>
        <source>Check these steps against the CONVERT chart in your booklet; they follow the main rules&apos; Convert Area action and the Bot&apos;s Rebel Dice rules.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте ці кроки зі схемою дії НАВЕРНЕННЯ у своїй брошурі; вони спираються на дію навернення Області з основних правил і на правила Кубиків бунтівників для ботів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="9"/>
        <source>Is there an Area the Bot may Convert to its State Religion under the main rules?</source>
        <extracomment>node any_area (ask); seed 002, Convert Action</extracomment>
        <translation>Чи є Область, яку Бот може навернути до своєї Державної релігії за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="15"/>
        <source>No Area can be Converted: the Bot cannot take the CONVERT Action.</source>
        <extracomment>node cannot (end); seed 002, Convert Action</extracomment>
        <translation>Жодну Область не можна навернути: Бот не може виконати Дію НАВЕРНЕННЯ.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/convert.yaml" line="19"/>
        <source>Convert the Area. Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</source>
        <extracomment>node convert (do); seed 002, Choice Processes; Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>Наверніть Область. Розіграйте її Заворушення й Кубики бунтівників так, як це робить Бот: усе разом, щонайбільше %n кубик.</numerusform>
            <numerusform>Наверніть Область. Розіграйте її Заворушення й Кубики бунтівників так, як це робить Бот: усе разом, щонайбільше %n кубики.</numerusform>
            <numerusform>Наверніть Область. Розіграйте її Заворушення й Кубики бунтівників так, як це робить Бот: усе разом, щонайбільше %n кубиків.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="28"/>
        <source>End of the CONVERT Action.</source>
        <extracomment>node end_action (end); seed 002, Convert Action</extracomment>
        <translation>Кінець Дії НАВЕРНЕННЯ.</translation>
    </message>
</context>
<context>
    <name>eupop/covert_on_bot</name>
    <message>
        <location filename="../rules/eupop/charts/covert_on_bot.yaml" line="1"/>
        <source>A Covert Action against the Bot</source>
        <extracomment>chart title</extracomment>
        <translation>Таємна дія проти Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/covert_on_bot.yaml" line="4"/>
        <source>Run this when a human player takes a Covert Action against a Bot. The Bot&apos;s own Covert Actions (SPY) may be negated as normal with Counterespionage.</source>
        <extracomment>chart note</extracomment>
        <translation>Запустіть, коли реальний гравець виконує Таємну дію проти Бота. Таємні дії самого Бота (ШПИГУНСТВО) можна скасувати Контррозвідкою як зазвичай.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/covert_on_bot.yaml" line="8"/>
        <source>The Bot never counters a Covert Action directed at it: resolve the Covert Action against the Bot as normal.</source>
        <extracomment>node no_counter (do); seed 002, Covert Actions</extracomment>
        <translation>Бот ніколи не протидіє спрямованій проти нього Таємній дії: розіграйте Таємну дію проти Бота як зазвичай.</translation>
    </message>
</context>
<context>
    <name>eupop/defend</name>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="1"/>
        <source>DEFEND Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія ОБОРОНА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="4"/>
        <source>Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. Check which answer leads where against the arrows of the DEFEND chart in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Загарбники — це Ворожі Загони в Областях із Містами Бота. Армія ОБОРОНИ може з’явитися будь-де у власній Державі Бота. Куди веде яка відповідь, звірте зі стрілками схеми дії ОБОРОНА у своїй брошурі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="9"/>
        <source>Is there an Area with Invaders (Hostile Units in an Area with the Bot&apos;s Towns)?</source>
        <extracomment>node invaders (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи є Область із Загарбниками (Ворожі Загони в Області з Містами Бота)?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="17"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="148"/>
        <source>Does the Bot have %n or more Bot Power left?</source>
        <extracomment>node power2 (check); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <extracomment>node power_siege (check); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Чи лишилося в Бота щонайменше %n Очко бота?</numerusform>
            <numerusform>Чи лишилося в Бота щонайменше %n Очки бота?</numerusform>
            <numerusform>Чи лишилося в Бота щонайменше %n Очок бота?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="28"/>
        <source>Are there Invaders in an Area where the Bot&apos;s MAC is at least the Invading force?</source>
        <extracomment>node mac_room (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи є Загарбники в Області, де MAC Бота не менша за сили загарбників?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="35"/>
        <source>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>Витратьте %n Очко бота, щоб завербувати {units_shown}: перемістіть {recruited_shown} із Резерву людських ресурсів до Армії (Армія: {army}).</numerusform>
            <numerusform>Витратьте %n Очки бота, щоб завербувати {units_shown}: перемістіть {recruited_shown} із Резерву людських ресурсів до Армії (Армія: {army}).</numerusform>
            <numerusform>Витратьте %n Очок бота, щоб завербувати {units_shown}: перемістіть {recruited_shown} із Резерву людських ресурсів до Армії (Армія: {army}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="47"/>
        <source>Is the Army at least twice the size of any Invading force?</source>
        <extracomment>node double (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи Армія щонайменше вдвічі більша за сили загарбників хоча б в одній Області?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="54"/>
        <source>Place the Army in the Area with the largest Invading force it at least doubles (prefer a PR Enemy).</source>
        <extracomment>node place_largest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Розмістіть Армію в Області з найбільшими силами загарбників, які вона щонайменше подвоює (надавайте перевагу Ворогові PR).</translation>
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
        <translation>Перевірте MAC в Області Армії.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="62"/>
        <source>Is the Army at least as large as any Invader&apos;s force?</source>
        <extracomment>node at_least_any (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи Армія не менша за сили хоча б одного із Загарбників?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="69"/>
        <source>Can placing a Ship raise MAC enough in an Area with Invaders?</source>
        <extracomment>node ship_mac (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи може розміщення Корабля достатньо підняти MAC в Області із Загарбниками?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="76"/>
        <source>Pick the Sea Zone where a Ship extends a Naval Bridge to such an Area (prefer an Area with a PR Enemy).</source>
        <extracomment>node place_ship (do); seed 002, Defend Action; Ship Placement</extracomment>
        <translation>Оберіть Морську зону, де Корабель продовжить Морський міст до такої Області (надавайте перевагу Області, де Ворог — PR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="84"/>
        <source>Is the Bot&apos;s new Ship still on the map?</source>
        <extracomment>node ship_stays (check); seed 002, Defend Action; Ship Placement (reconstructed)</extracomment>
        <translation>Чи новий Корабель Бота досі на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="93"/>
        <source>The Army is too small for every Invading force. Roll a die.</source>
        <extracomment>node weak_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Армія менша за сили кожного із Загарбників. Киньте кубик.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="104"/>
        <source>Place the Army in the Area with the smallest Invading force (prefer a PR Enemy force).</source>
        <extracomment>node place_smallest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Розмістіть Армію в Області з найменшими силами загарбників (надавайте перевагу силам Ворога PR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (check); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Який результат Сухопутної битви для Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Перемога</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Поразка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="112"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="173"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Defend Action; Land Battles</extracomment>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s Army on the map?&quot;; node army_where (check); seed 002, Bot Setup; Army Movement (reconstructed)</extracomment>
        <translation>Невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="124"/>
        <source>Is there an Area with the Bot&apos;s Towns where the DEFEND Army would not trigger a Battle?</source>
        <extracomment>node safe_area (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи є Область із Містами Бота, де Армія ОБОРОНИ не спричинила б Битви?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="131"/>
        <source>Place the Army in one of the Bot&apos;s own Areas without Hostile Units: prefer the Area with the highest Tax Value of the Bot&apos;s Towns Occupied by Enemies or Rebels, then the Bot&apos;s Capital Area.</source>
        <extracomment>node hide (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Розмістіть Армію в одній із власних Областей Бота без Ворожих Загонів: надавайте перевагу Області з найвищою Податковою вартістю Міст Бота, Окупованих Ворогами чи Бунтівниками, далі Столичній області Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="141"/>
        <source>Is the Army now Deployed in an Area where it can Siege Provinces?</source>
        <extracomment>node siege_here (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи Армія тепер Розгорнута в Області, де може брати в облогу Провінції?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="159"/>
        <source>The Bot gains %n Bot Power. Then do what the rest of this box in your booklet says.</source>
        <extracomment>node gain_one (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Бот отримує %n Очко бота. Потім зробіть те, що каже решта цього поля у вашій брошурі.</numerusform>
            <numerusform>Бот отримує %n Очки бота. Потім зробіть те, що каже решта цього поля у вашій брошурі.</numerusform>
            <numerusform>Бот отримує %n Очок бота. Потім зробіть те, що каже решта цього поля у вашій брошурі.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="159"/>
        <source>Read the rest of this box in the DEFEND chart of your booklet.</source>
        <extracomment>note of node gain_one (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Решту цього поля прочитайте на схемі дії ОБОРОНА у своїй брошурі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="173"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="182"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node army_where (check); seed 002, Bot Setup; Army Movement (reconstructed)</extracomment>
        <extracomment>node on_map (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи Армія Бота на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="189"/>
        <source>Is the Army in an Area where it can Siege Provinces?</source>
        <extracomment>node army_can_siege (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи Армія в Області, де може брати в облогу Провінції?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="196"/>
        <source>Is there an Area with the Bot&apos;s Towns that are Occupied, and no Invaders?</source>
        <extracomment>node occupied (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи є Область з Окупованими Містами Бота й без Загарбників?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="203"/>
        <source>Roll a die: free the Bot&apos;s own Towns, or strike at Enemy Towns.</source>
        <extracomment>node occupied_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Киньте кубик: звільніть власні Міста Бота або вдарте по Містах Ворога.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="210"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="238"/>
        <source>If the Army has fewer than %n Units, bring it up to %n. Units in the Army now: {total}.</source>
        <extracomment>node min3_occupied (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <extracomment>node min3_enemy (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Якщо в Армії менше ніж %n Загін, доведіть її до %n. Загонів в Армії тепер: {total}.</numerusform>
            <numerusform>Якщо в Армії менше ніж %n Загони, доведіть її до %n. Загонів в Армії тепер: {total}.</numerusform>
            <numerusform>Якщо в Армії менше ніж %n Загонів, доведіть її до %n. Загонів в Армії тепер: {total}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="218"/>
        <source>Is there an Area with Enemy Towns where the Army would not trigger a Battle, next to the Bot&apos;s Realm by land or joined to it by a Naval Bridge?</source>
        <extracomment>node enemy_area (ask); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Чи є Область із Містами Ворога, де Армія не спричинить Битви, суміжна з Державою Бота суходолом або з’єднана з нею Морським мостом?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="227"/>
        <source>Does the Bot have %n or more Bot Power?</source>
        <extracomment>node power_enemy (check); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>
            <numerusform>Чи має Бот щонайменше %n Очко бота?</numerusform>
            <numerusform>Чи має Бот щонайменше %n Очки бота?</numerusform>
            <numerusform>Чи має Бот щонайменше %n Очок бота?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="246"/>
        <source>Place the Army in such an Area.</source>
        <extracomment>node place_enemy (do); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Розмістіть Армію в такій Області.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="253"/>
        <source>End of the Bot&apos;s Turn.</source>
        <extracomment>node end_turn (end); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Кінець Ходу Бота.</translation>
    </message>
</context>
<context>
    <name>eupop/diplomacy</name>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="1"/>
        <source>DIPLOMACY Action</source>
        <extracomment>chart title</extracomment>
        <translation>ДИПЛОМАТИЧНА дія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="4"/>
        <source>Check these steps against the DIPLOMACY chart in your booklet. Its footnotes give the Diplomatic Ideas bonus, the Vassals released on annexing, and one token fewer where the Bot has a token on the target.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте ці кроки зі схемою ДИПЛОМАТИЧНОЇ дії у своїй брошурі. Її примітки дають бонус за Дипломатичні ідеї, Васалів, звільнених при анексії, і на один жетон менше, коли Бот має жетон на цілі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="15"/>
        <source>Did the Diplomatic Targeting Chart give a valid target?</source>
        <extracomment>node target_ok (check); seed 002, Targeting Charts (Invalid Diplomatic Targets) (reconstructed)</extracomment>
        <translation>Чи Дипломатична схема цілей дала дійсну ціль?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="24"/>
        <source>The Bot finds no target: it cannot take the DIPLOMACY Action.</source>
        <extracomment>node cannot (end); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Бот не знаходить цілі: він не може виконати ДИПЛОМАТИЧНУ дію.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="28"/>
        <source>May the Bot Annex the target diplomatically under the main rules now?</source>
        <extracomment>node annex (ask); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Чи може Бот зараз анексувати ціль дипломатично за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="35"/>
        <source>Annex the target: the Bot takes its Provinces. The target&apos;s Vassals are released as independent NPRs. If the Bot has a Claim on the target, it removes one Influence fewer.</source>
        <extracomment>node do_annex (do); seed 002, Diplomacy Action, footnotes (reconstructed)</extracomment>
        <translation>Анексуйте ціль: Бот забирає її Провінції. Васали цілі звільняються як незалежні NPR. Якщо Бот має Претензію на ціль, він прибирає на один кубик Впливу менше.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="35"/>
        <source>Check in your booklet that the two tokens of the &apos;one fewer&apos; footnote are Influence and a Claim.</source>
        <extracomment>note of node do_annex (do); seed 002, Diplomacy Action, footnotes (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи два жетони з примітки «на один менше» — це Вплив і Претензія.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="45"/>
        <source>Place Influence in the target&apos;s Areas as the main rules&apos; Influence Action allows. Out of cubes? Use Token Limitations.</source>
        <extracomment>node place (do); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Розмістіть Вплив в Областях цілі, наскільки дозволяє дія впливу з основних правил. Немає кубиків? Скористайтеся Обмеженнями жетонів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="52"/>
        <source>Has the Bot Researched any Diplomatic Ideas?</source>
        <extracomment>node has_ideas (check); seed 002, Bots &amp; Ideas; Diplomacy Action, footnote 3</extracomment>
        <translation>Чи Бот дослідив якісь Дипломатичні ідеї?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="61"/>
        <source>Diplomatic Ideas: place %n more Influence there if the Bot has Influence in its Supply (these may exceed {limit} in one Area).</source>
        <extracomment>node extra (do); seed 002, Bots &amp; Ideas; Diplomacy Action, footnote 3</extracomment>
        <translation>
            <numerusform>Дипломатичні ідеї: розмістіть там ще %n кубик Впливу, якщо Бот має Вплив у Запасі (в одній Області можна перевищити {limit}).</numerusform>
            <numerusform>Дипломатичні ідеї: розмістіть там ще %n кубики Впливу, якщо Бот має Вплив у Запасі (в одній Області можна перевищити {limit}).</numerusform>
            <numerusform>Дипломатичні ідеї: розмістіть там ще %n кубиків Впливу, якщо Бот має Вплив у Запасі (в одній Області можна перевищити {limit}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="70"/>
        <source>May the Bot now form an Alliance with the target (an NPR) under the main rules?</source>
        <extracomment>node alliance (ask); seed 002, Bots &amp; Alliances (reconstructed)</extracomment>
        <translation>Чи може Бот зараз укласти Союз із ціллю (NPR) за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="78"/>
        <source>Form the Alliance. Bots ally only with NPRs.</source>
        <extracomment>node ally (do); seed 002, Bots &amp; Alliances</extracomment>
        <translation>Укладіть Союз. Боти укладають союзи лише з NPR.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="83"/>
        <source>End of the DIPLOMACY Action.</source>
        <extracomment>node end_action (end); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08)</extracomment>
        <translation>Кінець ДИПЛОМАТИЧНОЇ дії.</translation>
    </message>
</context>
<context>
    <name>eupop/dow_on_bot</name>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="1"/>
        <source>War declared on a Bot or its Ally</source>
        <extracomment>chart title</extracomment>
        <translation>Оголошення війни Ботові або його Союзникові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?</source>
        <extracomment>node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Чи Війну оголошено самому Ботові, чи Союзник Бота закликає його до зброї?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>On the Bot</source>
        <extracomment>answer &apos;bot&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Ботові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Defensive Call to Arms from an Ally</source>
        <extracomment>answer &apos;ally&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Оборонний Заклик до зброї від Союзника</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Offensive Call to Arms</source>
        <extracomment>answer &apos;offensive&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Наступальний Заклик до зброї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>An Imperial Subject of the Bot Emperor is attacked</source>
        <extracomment>answer &apos;subject&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>На Імперського підданого Імператора-бота напали</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Defending the HRE was activated (the Bot is an HRE member)</source>
        <extracomment>answer &apos;hre&apos; to &apos;Was War declared on the Bot itself, or is an Ally of the Bot calling it to Arms?&apos;; node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Активовано Оборону СРІ (Бот — член СРІ)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="14"/>
        <source>Is the Bot already at War?</source>
        <extracomment>node hre_war (check); seed 002, Bot HRE Members</extracomment>
        <translation>Чи Бот уже у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="22"/>
        <source>The Bot is already at War: it loses nothing.</source>
        <extracomment>node hre_keep (end); seed 002, Bot HRE Members</extracomment>
        <translation>Бот уже у стані війни: він нічого не втрачає.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="26"/>
        <source>The Bot, an HRE member but not the Emperor, loses %n Bot Power.</source>
        <extracomment>node hre_lose (do); seed 002, Bot HRE Members</extracomment>
        <translation>
            <numerusform>Бот — член СРІ, але не Імператор — втрачає %n Очко бота.</numerusform>
            <numerusform>Бот — член СРІ, але не Імператор — втрачає %n Очки бота.</numerusform>
            <numerusform>Бот — член СРІ, але не Імператор — втрачає %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="34"/>
        <source>The Bot refuses the Call to Arms.</source>
        <extracomment>node refuse (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Бот відхиляє Заклик до зброї.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="38"/>
        <source>Is the Bot already at War with an Opponent?</source>
        <extracomment>node busy (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Чи Бот уже у стані війни з Опонентом?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="44"/>
        <source>The Bot accepts the Defensive Call to Arms and joins the War. A Bot Emperor activates Defending the HRE whenever it can.</source>
        <extracomment>node accept (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Бот приймає Оборонний Заклик до зброї та вступає у Війну. Імператор-бот активує Оборону СРІ, щойно може.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="48"/>
        <source>Is the Bot the Emperor and able to activate Defending the HRE?</source>
        <extracomment>node emperor (ask); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms</extracomment>
        <translation>Чи Бот — Імператор і може активувати Оборону СРІ?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="55"/>
        <source>Activate Defending the HRE. While the Bot Emperor is Defending the HRE, every HRE Area counts as joined to its Capital by land for MAC.</source>
        <extracomment>node own_hre (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms; Bot Emperor</extracomment>
        <translation>Активуйте Оборону СРІ. Поки Імператор-бот веде Оборону СРІ, для MAC кожна Область СРІ вважається сполученою суходолом з його Столицею.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>Who attacked the Imperial Subject?</source>
        <extracomment>node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Хто напав на Імперського підданого?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>The Bot Emperor defends a member attacked by another HRE member only when the attacker has no Casus Belli.</source>
        <extracomment>note of node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Імператор-бот захищає члена, на якого напав інший член СРІ, лише тоді, коли нападник не має Казус белі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>A Realm outside the HRE</source>
        <extracomment>answer &apos;outside&apos; to &apos;Who attacked the Imperial Subject?&apos;; node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Держава поза СРІ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>Another HRE member without a Casus Belli</source>
        <extracomment>answer &apos;member_no_cb&apos; to &apos;Who attacked the Imperial Subject?&apos;; node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Інший член СРІ без Казус белі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="63"/>
        <source>Another HRE member with a Casus Belli</source>
        <extracomment>answer &apos;member_cb&apos; to &apos;Who attacked the Imperial Subject?&apos;; node attacker (ask); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Інший член СРІ з Казус белі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="73"/>
        <source>Is the Bot Emperor already at War with an Opponent, or with the Imperial Subject under attack?</source>
        <extracomment>node emperor_busy (ask); seed 002, Bot Emperor</extracomment>
        <translation>Чи Імператор-бот уже у стані війни з Опонентом або з Імперським підданим, на якого напали?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="80"/>
        <source>The Bot Emperor accepts the Call to Arms and activates Defending the HRE. Until the War ends, every HRE Area counts as joined to its Capital by land for MAC.</source>
        <extracomment>node defend_hre (do); seed 002, Bot Emperor</extracomment>
        <translation>Імператор-бот приймає Заклик до зброї й активує Оборону СРІ. До кінця Війни для MAC кожна Область СРІ вважається сполученою суходолом з його Столицею.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="87"/>
        <source>What is Imperial Authority now? The Bot Emperor gains that much Bot Power.</source>
        <extracomment>node authority (number); seed 002, Bot Emperor</extracomment>
        <translation>Який тепер Імперський авторитет? Імператор-бот отримує стільки Очок бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="87"/>
        <source>what Imperial Authority is now</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node authority (number); seed 002, Bot Emperor</extracomment>
        <translation>який тепер Імперський авторитет</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="95"/>
        <source>The Bot Emperor gains %n Bot Power for Imperial Authority.</source>
        <extracomment>node authority_gain (do); seed 002, Bot Emperor</extracomment>
        <translation>
            <numerusform>Імператор-бот отримує %n Очко бота за Імперський авторитет.</numerusform>
            <numerusform>Імператор-бот отримує %n Очки бота за Імперський авторитет.</numerusform>
            <numerusform>Імператор-бот отримує %n Очок бота за Імперський авторитет.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="103"/>
        <source>How many NPR Allies of the Bot are next to the Aggressor? The Bot sends each a Defensive Call to Arms.</source>
        <extracomment>node allies (number); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms</extracomment>
        <translation>Скільки Союзників NPR Бота межують з Агресором? Бот надсилає кожному Оборонний Заклик до зброї.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="103"/>
        <source>how many of the Bot&apos;s NPR Allies border the Aggressor</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node allies (number); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms</extracomment>
        <translation>скільки Союзників NPR Бота межують з Агресором</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="113"/>
        <source>Does the Bot call any NPR Ally?</source>
        <extracomment>node any_allies (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Чи закликає Бот якогось Союзника NPR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="113"/>
        <source>None</source>
        <extracomment>answer &apos;yes&apos; to &apos;Does the Bot call any NPR Ally?&apos;; node any_allies (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Ні, жодного</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="113"/>
        <source>At least one</source>
        <extracomment>answer &apos;no&apos; to &apos;Does the Bot call any NPR Ally?&apos;; node any_allies (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Так, щонайменше одного</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>Flip the Alliance token of each of those NPR Allies. The Bot gains {each} per Ally: %n Bot Power.</source>
        <extracomment>node call_allies (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>Переверніть жетон Союзу кожного з цих Союзників NPR. Бот отримує {each} за кожного Союзника: разом %n Очко бота.</numerusform>
            <numerusform>Переверніть жетон Союзу кожного з цих Союзників NPR. Бот отримує {each} за кожного Союзника: разом %n Очки бота.</numerusform>
            <numerusform>Переверніть жетон Союзу кожного з цих Союзників NPR. Бот отримує {each} за кожного Союзника: разом %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>Check in your booklet that the token flipped is the Alliance token.</source>
        <extracomment>note of node call_allies (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи жетон, який перевертають, — це жетон Союзу.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="121"/>
        <source>%n Bot Power</source>
        <extracomment>part of the text of node call_allies (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>%n Очко бота</numerusform>
            <numerusform>%n Очки бота</numerusform>
            <numerusform>%n Очок бота</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="133"/>
        <source>The Bot is at War. It gains %n Bot Power.</source>
        <extracomment>node at_war (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Бот у стані війни. Він отримує %n Очко бота.</numerusform>
            <numerusform>Бот у стані війни. Він отримує %n Очки бота.</numerusform>
            <numerusform>Бот у стані війни. Він отримує %n Очок бота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="140"/>
        <source>Does the Bot have at least %n Bot Power Available?</source>
        <extracomment>node minimum (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Чи має Бот щонайменше %n Доступне Очко бота?</numerusform>
            <numerusform>Чи має Бот щонайменше %n Доступні Очки бота?</numerusform>
            <numerusform>Чи має Бот щонайменше %n Доступних Очок бота?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="150"/>
        <source>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</source>
        <extracomment>node top_up (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота, до мінімуму {minimum} при DoW на Бота.</numerusform>
            <numerusform>Отримайте %n Очки бота, до мінімуму {minimum} при DoW на Бота.</numerusform>
            <numerusform>Отримайте %n Очок бота, до мінімуму {minimum} при DoW на Бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="158"/>
        <source>Does the Bot have any Manpower in its Reserve?</source>
        <extracomment>node manpower (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Чи має Бот якісь Людські ресурси в Резерві?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="165"/>
        <source>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Витратьте %n Очко бота, щоб завербувати {units_shown}: перемістіть {recruited_shown} із Резерву людських ресурсів до Армії (Армія: {army}).</numerusform>
            <numerusform>Витратьте %n Очки бота, щоб завербувати {units_shown}: перемістіть {recruited_shown} із Резерву людських ресурсів до Армії (Армія: {army}).</numerusform>
            <numerusform>Витратьте %n Очок бота, щоб завербувати {units_shown}: перемістіть {recruited_shown} із Резерву людських ресурсів до Армії (Армія: {army}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="165"/>
        <source>Units per recruit depend on the Difficulty Level; with less in the Reserve the Bot still pays in full.</source>
        <extracomment>note of node recruit (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Кількість Загонів за вербування залежить від Рівня складності; якщо в Резерві менше, Бот однаково платить повністю.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="173"/>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="181"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <extracomment>node on_map (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Чи Армія Бота на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="173"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s Army on the map?&quot;; node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <translation>Невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="187"/>
        <source>Check MAC in the Army&apos;s Area.</source>
        <extracomment>node mac (call); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Перевірте MAC в Області Армії.</translation>
    </message>
</context>
<context>
    <name>eupop/end_of_age</name>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="1"/>
        <source>End of Age Routine</source>
        <extracomment>chart title</extracomment>
        <translation>Процедура завершення епохи</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="5"/>
        <source>Is this the end of the last Age?</source>
        <extracomment>node last (check); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation>Чи це кінець останньої Епохи?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="13"/>
        <source>The last Age is over: go to Final Scoring. Bots score Prestige exactly as human players do.</source>
        <extracomment>node final (do); seed 002, Final Scoring (reconstructed)</extracomment>
        <translation>Остання Епоха завершилася: перейдіть до Фінального підрахунку. Боти отримують Престиж так само, як реальні гравці.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: %n cards; removed this Age: {removed}.</source>
        <extracomment>node reset (do); seed 002, End of Age Routine</extracomment>
        <translation>
            <numerusform>Складіть заново Колоду бота на Епоху {age} за складом колоди Держави й перетасуйте її: %n карта; прибрано в цій Епосі: {removed}.</numerusform>
            <numerusform>Складіть заново Колоду бота на Епоху {age} за складом колоди Держави й перетасуйте її: %n карти; прибрано в цій Епосі: {removed}.</numerusform>
            <numerusform>Складіть заново Колоду бота на Епоху {age} за складом колоди Держави й перетасуйте її: %n карт; прибрано в цій Епосі: {removed}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>A Bot without a Realm profile plays with all 24 cards.</source>
        <extracomment>note of node reset (do); seed 002, End of Age Routine</extracomment>
        <translation>Бот без профілю Держави грає всіма 24 картами.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="27"/>
        <source>Where the main rules remove tokens at the End of an Age, the Bot keeps its tokens of the kind your booklet names in this routine.</source>
        <extracomment>node keep (do); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation>Там, де основні правила прибирають жетони наприкінці Епохи, Бот зберігає свої жетони того виду, який ваша брошура називає в цій процедурі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="27"/>
        <source>Your booklet shows in this routine which tokens Bots keep at the End of an Age: check it there.</source>
        <extracomment>note of node keep (do); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation>Ваша брошура показує в цій процедурі, які жетони Боти зберігають наприкінці Епохи: перевірте це там.</translation>
    </message>
</context>
<context>
    <name>eupop/event</name>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="1"/>
        <source>EVENT Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія ПОДІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="4"/>
        <source>Reached from the Main Turn Structure and Bot Card 01. These steps follow the General Event Rules and the Secondary Effects of your booklet; the same rules apply when another Realm&apos;s Event affects a Bot (&apos;An Event of another Realm affects the Bot&apos;). Where a step asks you to, check its icons in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Сюди ведуть Структура основного ходу та Карта бота 01. Ці кроки застосовують Загальні правила подій і Другорядні ефекти з вашої брошури; ті самі правила діють, коли Подія іншої Держави зачіпає Бота («Подія іншої Держави зачіпає Бота»). Коли крок про це просить, перевірте його значки у своїй брошурі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="10"/>
        <source>Take an Event from the display for the Bot. Choose the Event and its option by Choice Processes; on every sub-option the Bot picks the first one.</source>
        <extracomment>node take (do); seed 002, General Event Rules; Choice Processes (reconstructed)</extracomment>
        <translation>Візьміть для Бота Подію з викладених. Оберіть Подію та її варіант за Процедурами вибору; у кожному підваріанті Бот обирає перший.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="18"/>
        <source>Does the chosen option have any effect that applies to the Bot?</source>
        <extracomment>node applies (ask); seed 002, General Event Rules</extracomment>
        <translation>Чи має обраний варіант якийсь ефект, що стосується Бота?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="24"/>
        <source>Nothing applies: the Bot gains %n Bot Power.</source>
        <extracomment>node nothing_applies (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Ніщо не діє: Бот отримує %n Очко бота.</numerusform>
            <numerusform>Ніщо не діє: Бот отримує %n Очки бота.</numerusform>
            <numerusform>Ніщо не діє: Бот отримує %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Resolve the effects one at a time; skip any that do not apply. Which kind comes next?</source>
        <extracomment>node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Розігруйте ефекти по одному; пропускайте ті, що не діють. Який тип наступний?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Gain Ducats</source>
        <extracomment>answer &apos;ducats_gain&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Отримайте Дукати</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Lose Ducats</source>
        <extracomment>answer &apos;ducats_lose&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Втратьте Дукати</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Lose Stability</source>
        <extracomment>answer &apos;stability_lose&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Втратьте Стабільність</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Gain Stability</source>
        <extracomment>answer &apos;stability_gain&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Отримайте Стабільність</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Gain or lose a token tied to an NPR</source>
        <extracomment>answer &apos;npr_token&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Отримайте або втратьте жетон, пов’язаний з NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>May Declare War</source>
        <extracomment>answer &apos;may_declare&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Може оголосити війну</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Activation</source>
        <extracomment>answer &apos;activation&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Активація</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Declare War Action</source>
        <extracomment>answer &apos;dow_action&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Дія Оголошення війни</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Recruit Action</source>
        <extracomment>answer &apos;recruit&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Дія Вербування</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Trade Action</source>
        <extracomment>answer &apos;trade&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Дія Торгівлі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Exhaust Units</source>
        <extracomment>answer &apos;exhaust&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Виснаження Загонів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Pay a cost to do something</source>
        <extracomment>answer &apos;pay&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Сплатіть вартість, щоб щось зробити</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Adopt a new State Religion</source>
        <extracomment>answer &apos;religion&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Прийміть нову Державну релігію</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Gain a Vassal</source>
        <extracomment>answer &apos;vassal&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Отримайте Васала</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>Any other effect</source>
        <extracomment>answer &apos;other&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Будь-який інший ефект</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="31"/>
        <source>No effect left</source>
        <extracomment>answer &apos;done&apos; to &apos;Resolve the effects one at a time; skip any that do not apply. Which kind comes next?&apos;; node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Ефектів не лишилося</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="52"/>
        <source>How many Ducats does the Event give?</source>
        <extracomment>node ducats_gain (number); seed 002, General Event Rules</extracomment>
        <translation>Скільки Дукатів дає Подія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="52"/>
        <source>how many Ducats the Event gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ducats_gain (number); seed 002, General Event Rules</extracomment>
        <translation>скільки Дукатів дає Подія</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <source>Instead of Ducats the Bot gains %n Bot Power: {one} per {per}, rounded up, at most {max}.</source>
        <extracomment>node ducats_gain_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Замість Дукатів Бот отримує %n Очко бота: {one} за кожні {per}, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот отримує %n Очки бота: {one} за кожні {per}, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот отримує %n Очок бота: {one} за кожні {per}, з округленням угору, щонайбільше {max}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>Check in your booklet that this rule gives Bot Power instead of Ducats.</source>
        <extracomment>note of node ducats_gain_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <extracomment>note of node ducats_lose_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи це правило дає Очки бота замість Дукатів.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>%n Ducats</source>
        <extracomment>part of the text of node ducats_gain_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <extracomment>part of the text of node ducats_lose_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>%n Дукат</numerusform>
            <numerusform>%n Дукати</numerusform>
            <numerusform>%n Дукатів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="68"/>
        <source>How many Ducats does the Event take?</source>
        <extracomment>node ducats_lose (number); seed 002, General Event Rules</extracomment>
        <translation>Скільки Дукатів забирає Подія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="68"/>
        <source>how many Ducats the Event takes</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ducats_lose (number); seed 002, General Event Rules</extracomment>
        <translation>скільки Дукатів забирає Подія</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="75"/>
        <source>Instead of Ducats the Bot loses %n Available Bot Power: {one} per {per}, rounded up, at most {max}.</source>
        <extracomment>node ducats_lose_power (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Замість Дукатів Бот втрачає %n Доступне Очко бота: {one} за кожні {per}, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот втрачає %n Доступні Очки бота: {one} за кожні {per}, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот втрачає %n Доступних Очок бота: {one} за кожні {per}, з округленням угору, щонайбільше {max}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="85"/>
        <source>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead.</source>
        <extracomment>node stability_lose (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>
            <numerusform>Боти не мають Стабільності: за кожен утрачений крок Бот натомість отримує %n Заворушення.</numerusform>
            <numerusform>Боти не мають Стабільності: за кожен утрачений крок Бот натомість отримує %n Заворушення.</numerusform>
            <numerusform>Боти не мають Стабільності: за кожен утрачений крок Бот натомість отримує %n Заворушень.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="85"/>
        <source>Check in your booklet that this rule&apos;s first icon is Stability lost.</source>
        <extracomment>note of node stability_lose (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи перший значок цього правила означає втрату Стабільності.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="94"/>
        <source>Does the Bot have any Unrest on the map?</source>
        <extracomment>node stability_gain (ask); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>Чи має Бот якісь Заворушення на мапі?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="102"/>
        <source>For each step of Stability gained, remove %n of the Bot&apos;s Unrest.</source>
        <extracomment>node stability_unrest (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>
            <numerusform>За кожен отриманий крок Стабільності приберіть %n Заворушення Бота.</numerusform>
            <numerusform>За кожен отриманий крок Стабільності приберіть %n Заворушення Бота.</numerusform>
            <numerusform>За кожен отриманий крок Стабільності приберіть %n Заворушень Бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="102"/>
        <location filename="../rules/eupop/charts/event.yaml" line="121"/>
        <source>Check in your booklet that this rule&apos;s icons are Stability gained.</source>
        <extracomment>note of node stability_unrest (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <extracomment>note of node stability_power (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи значки цього правила означають отримання Стабільності.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="112"/>
        <source>How many steps of Stability does the Event give?</source>
        <extracomment>node stability_steps (number); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>Скільки кроків Стабільності дає Подія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="112"/>
        <source>how many steps of Stability the Event gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node stability_steps (number); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>скільки кроків Стабільності дає Подія</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="121"/>
        <source>The Bot has no Unrest: it gains %n Bot Power ({per} per step).</source>
        <extracomment>node stability_power (do); seed 000, General Event Rules (gaining Stability) (reconstructed)</extracomment>
        <translation>
            <numerusform>Бот не має Заворушень: він отримує %n Очко бота ({per} за крок).</numerusform>
            <numerusform>Бот не має Заворушень: він отримує %n Очки бота ({per} за крок).</numerusform>
            <numerusform>Бот не має Заворушень: він отримує %n Очок бота ({per} за крок).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="131"/>
        <source>Pick the NPR with the highest Tax Income when the Bot gains the token, the lowest when it loses one.</source>
        <extracomment>node npr_token (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Оберіть NPR з найвищим Податковим доходом, коли Бот отримує жетон, і з найнижчим, коли втрачає його.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="131"/>
        <source>Check in your booklet which two tokens this rule is about.</source>
        <extracomment>note of node npr_token (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, про які два жетони йдеться в цьому правилі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="139"/>
        <source>Is the Bot at War already?</source>
        <extracomment>node may_declare (check); seed 002, General Event Rules</extracomment>
        <translation>Чи Бот уже у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="146"/>
        <source>Does the Bot have more Bot Power Available than Spent?</source>
        <extracomment>node may_declare_power (check); seed 002, General Event Rules</extracomment>
        <translation>Чи має Бот більше Доступних Очок бота, ніж Витрачених?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="155"/>
        <source>Can the Bot pay %n Bot Power?</source>
        <extracomment>node recruit_power (check); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Чи може Бот сплатити %n Очко бота?</numerusform>
            <numerusform>Чи може Бот сплатити %n Очки бота?</numerusform>
            <numerusform>Чи може Бот сплатити %n Очок бота?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="165"/>
        <source>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</source>
        <extracomment>node recruit (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Сплатіть %n Очко бота, щоб завербувати до Армії кожен Загін із Резерву людських ресурсів (Загони: {units}).</numerusform>
            <numerusform>Сплатіть %n Очки бота, щоб завербувати до Армії кожен Загін із Резерву людських ресурсів (Загони: {units}).</numerusform>
            <numerusform>Сплатіть %n Очок бота, щоб завербувати до Армії кожен Загін із Резерву людських ресурсів (Загони: {units}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="174"/>
        <source>Instead of Trading, the Bot gains %n Bot Power.</source>
        <extracomment>node trade (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Замість Торгівлі Бот отримує %n Очко бота.</numerusform>
            <numerusform>Замість Торгівлі Бот отримує %n Очки бота.</numerusform>
            <numerusform>Замість Торгівлі Бот отримує %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="181"/>
        <source>The Bot loses from its Army as many Units as the Event Exhausts (correct the Army on the Bot&apos;s mat).</source>
        <extracomment>node exhaust (do); seed 002, General Event Rules</extracomment>
        <translation>Бот втрачає з Армії стільки Загонів, скільки Подія велить Виснажити (виправте Армію в панелі Бота).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="185"/>
        <source>If the Bot can pay the cost, it pays and does it; otherwise it skips the effect.</source>
        <extracomment>node pay (do); seed 002, General Event Rules</extracomment>
        <translation>Якщо Бот може сплатити вартість, він платить і робить це; інакше пропускає ефект.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="189"/>
        <source>Also change the Religion of the Bot&apos;s Capital Area and of one more of its Areas to the new State Religion (Choice Processes).</source>
        <extracomment>node religion (do); seed 002, General Event Rules</extracomment>
        <translation>Змініть також релігію Столичної області Бота й ще однієї з його Областей на нову Державну релігію (Процедури вибору).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="195"/>
        <source>Instead of the Vassal, the Bot gains one of its Towns of that Province&apos;s size there.</source>
        <extracomment>node vassal (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Замість Васала Бот отримує там одне зі своїх Міст розміру цієї Провінції.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="195"/>
        <source>Check in your booklet that the rule &apos;Gaining one token: gain another instead&apos; gives the Bot a Town instead of a Vassal, as in Bot Setup.</source>
        <extracomment>note of node vassal (do); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи правило «Отримуючи один жетон, отримайте натомість інший» дає Ботові Місто замість Васала, як і під час Підготовки бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="203"/>
        <source>Apply the effect as written, by Choice Processes; ignore what does not apply.</source>
        <extracomment>node other (do); seed 002, General Event Rules</extracomment>
        <translation>Застосуйте ефект, як написано, за Процедурами вибору; ігноруйте те, що не діє.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="207"/>
        <source>Resolve the Secondary Effects. Attrition, Unrest/Rebellion, Power Struggle: as normal. Character Mortality, Disloyal Vassals: as normal, Bots unaffected. Pirates: auto-resolution. Lost at Sea: Bots unaffected, auto-resolution for human players. Cardinal Dies: auto-resolution, ignoring the Bot&apos;s own. Native Uprising: the Bot ignores it. DNPR Expansion: auto-resolution, skipping Areas where this Bot Owns Provinces. Spread of Religious Ideas or of the Revolution: auto-resolution, but spread the Bot&apos;s State Religion first, avoid Religious Dissent for the Bot, prefer removing it.</source>
        <extracomment>node secondary (do); seed 002, Secondary Effects</extracomment>
        <translation>Розіграйте Другорядні ефекти. Виснаження війною, Заворушення/Бунт, Боротьба за владу: як зазвичай. Смертність персонажів, Нелояльні васали: як зазвичай, але на Ботів не впливають. Пірати: автоматичний розіграш. Зниклі в морі: на Ботів не впливає, для реальних гравців — автоматичний розіграш. Смерть кардинала: автоматичний розіграш, ігноруючи власних кардиналів Бота. Повстання тубільців: Бот його ігнорує. Експансія DNPR: автоматичний розіграш, пропускаючи Області, де цей Бот має у володінні Провінції. Поширення релігійних ідей або Поширення революції: автоматичний розіграш, але спершу поширюйте Державну релігію Бота, уникайте Релігійного інакодумства для Бота й надавайте перевагу варіантам, що його прибирають.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="219"/>
        <source>The Event is resolved.</source>
        <extracomment>node end_event (end); seed 002, General Event Rules</extracomment>
        <translation>Подію розіграно.</translation>
    </message>
</context>
<context>
    <name>eupop/explore</name>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="1"/>
        <source>EXPLORE Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія РОЗВІДКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="4"/>
        <source>Reached from NAVAL, from COLONIZE and from Bot Card 11. Check these steps against the EXPLORE chart in your booklet; its footnotes cover Castile or Portugal and the discovery Event, a Distant Province or Territory next to a Bot Town or Ship, Territories matching the die, and set-aside Trade Cards.</source>
        <extracomment>chart note</extracomment>
        <translation>Сюди ведуть МОРСЬКА дія, дія КОЛОНІЗАЦІЯ та Карта бота 11. Звірте ці кроки зі схемою дії РОЗВІДКА у своїй брошурі; її примітки стосуються Кастилії чи Португалії та Події відкриття, Віддаленої Провінції чи Території поряд із Містом або Кораблем Бота, Територій, що відповідають кидку кубика, і відкладених торгових карт.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="10"/>
        <source>Is the Bot Castile or Portugal?</source>
        <extracomment>node iberia (check); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Чи Бот — Кастилія або Португалія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="10"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;Is the Bot Castile or Portugal?&apos;; node iberia (check); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="20"/>
        <source>The Bot has no Realm profile. Is the Bot Castile or Portugal?</source>
        <extracomment>node ask_iberia (ask); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Бот не має профілю Держави. Чи Бот — Кастилія або Португалія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="27"/>
        <source>Are all three true: the Bot has not Researched QftNW, it has not picked an Event yet, and Christopher Columbus (Castile) or Casa da Índia (Portugal) is on display?</source>
        <extracomment>node discovery_event (ask); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Чи правдиві всі три: Бот не дослідив QftNW, ще не обрав Подію, і Christopher Columbus (Кастилія) або Casa da Índia (Португалія) викладено?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="36"/>
        <source>Pick that Event and take option A. Paying for this Action covers the cost of Researching QftNW: the Bot now has QftNW.</source>
        <extracomment>node take_event (do); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Оберіть цю Подію й візьміть варіант A. Оплата цієї Дії покриває вартість Дослідження QftNW: Бот тепер має QftNW.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="44"/>
        <source>Roll a die: a Territory the Bot Explores must match the number.</source>
        <extracomment>node roll (roll); seed 002, Explore Action, footnote 2</extracomment>
        <translation>Киньте кубик: Територія, яку Бот розвідує, мусить мати цей номер.</translation>
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
        <translation>Чи є Віддалена Провінція або Територія з номером {n} поряд із Містом чи Кораблем Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="109"/>
        <source>Can the Bot place a Ship next to such a Distant Province or Territory? Distant Sea Zones count only with Quest for the New World.</source>
        <extracomment>node ship_q (ask); seed 002, Ship Placement; Naval Action, footnote 1 (reconstructed)</extracomment>
        <translation>Чи може Бот розмістити Корабель поряд із такою Віддаленою Провінцією чи Територією? Віддалені Морські зони зараховують лише з «Quest for the New World».</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="119"/>
        <source>Pick that Sea Zone.</source>
        <extracomment>node pick_sea (do); seed 002, Ship Placement (reconstructed)</extracomment>
        <translation>Оберіть цю Морську зону.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="126"/>
        <source>Is the Bot&apos;s new Ship still on the map?</source>
        <extracomment>node ship_stays (check); seed 002, Ship Placement (reconstructed)</extracomment>
        <translation>Чи новий Корабель Бота досі на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="135"/>
        <source>Nothing matches the roll: the Bot cannot Explore now.</source>
        <extracomment>node cannot (end); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11) (reconstructed)</extracomment>
        <translation>Ніщо не відповідає кидку: Бот зараз не може розвідувати.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="140"/>
        <source>Explore it as the main rules say. Shuffle any set-aside Trade Cards with this Distant Continent&apos;s number into the Trade Deck.</source>
        <extracomment>node explore (do); seed 002, Explore Action, footnote 3</extracomment>
        <translation>Розвідайте її за основними правилами. Відкладені торгові карти з номером цього Віддаленого континенту перетасуйте разом із Торговою колодою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="147"/>
        <source>Did Exploring reveal a vacant Territory the Bot can Colonize now?</source>
        <extracomment>node vacant (ask); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11) (reconstructed)</extracomment>
        <translation>Чи розвідка відкрила вільну територію, яку Бот може зараз колонізувати?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="158"/>
        <source>End of the EXPLORE Action.</source>
        <extracomment>node end_action (end); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11)</extracomment>
        <translation>Кінець Дії РОЗВІДКА.</translation>
    </message>
</context>
<context>
    <name>eupop/focus</name>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="1"/>
        <source>FOCUS Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія ЗОСЕРЕДЖЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="4"/>
        <source>Check these steps against the FOCUS chart in your booklet. The Bot Power spent on FOCUS goes to the Focus area of the card&apos;s Milestone type; with as much there as the Difficulty Level asks, the Bot scores a Milestone. Cards used for FOCUS are set aside at the reshuffle.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте ці кроки зі схемою дії ЗОСЕРЕДЖЕННЯ у своїй брошурі. Очки бота, витрачені на ЗОСЕРЕДЖЕННЯ, потрапляють до області Зосередження типу Віхи з карти; коли їх там стільки, скільки вимагає Рівень складності, Бот отримує Віху. Карти, використані для ЗОСЕРЕДЖЕННЯ, відкладають, коли карти замішують.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>Which Focus area does the card name?</source>
        <extracomment>node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Яку область Зосередження вказує карта?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Economic</source>
        <extracomment>answer &apos;economic&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <extracomment>answer &apos;economic&apos; to &apos;Which Milestone type does the FOCUS Action of {card} show?&apos;; node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Економіка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Expansion</source>
        <extracomment>answer &apos;expansion&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <extracomment>answer &apos;expansion&apos; to &apos;Which Milestone type does the FOCUS Action of {card} show?&apos;; node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Експансія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Political</source>
        <extracomment>answer &apos;political&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <extracomment>answer &apos;political&apos; to &apos;Which Milestone type does the FOCUS Action of {card} show?&apos;; node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Політика</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>War</source>
        <extracomment>answer &apos;war&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <extracomment>answer &apos;war&apos; to &apos;Which Milestone type does the FOCUS Action of {card} show?&apos;; node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Війна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>None named</source>
        <extracomment>answer &apos;none&apos; to &apos;Which Focus area does the card name?&apos;; node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Карта не вказує жодної</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Which Milestone type does the FOCUS Action of {card} show?</source>
        <extracomment>node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Який тип Віхи показує Дія ЗОСЕРЕДЖЕННЯ на {card}?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Read the Milestone type from the card itself.</source>
        <extracomment>note of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Прочитайте тип Віхи на самій карті.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="29"/>
        <source>Move the Bot Power paid for this card ({moved}) from Spent to the {area} Focus area. In that Focus area now: {in_focus}. Set the card aside.</source>
        <extracomment>node place (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Перемістіть Очки бота, сплачені за цю карту ({moved}), з Витрачених до області Зосередження «{area}». У цій області Зосередження тепер: {in_focus}. Відкладіть карту.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/focus.yaml" line="40"/>
        <source>Does this Focus area hold %n or more Bot Power?</source>
        <extracomment>node enough (check); seed 002, Difficulty Level (Bot Power in Focus to score a Milestone)</extracomment>
        <translation>
            <numerusform>Чи є в цій області Зосередження щонайменше %n Очко бота?</numerusform>
            <numerusform>Чи є в цій області Зосередження щонайменше %n Очки бота?</numerusform>
            <numerusform>Чи є в цій області Зосередження щонайменше %n Очок бота?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="51"/>
        <source>Can the Bot score a Milestone of this type ({area}) now?</source>
        <extracomment>node milestone (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Чи може Бот зараз отримати Віху цього типу ({area})?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="59"/>
        <source>Score that Milestone for the Bot (several: by Choice Processes). Return the Bot Power in the Focus area ({returned}) to Supply.</source>
        <extracomment>node score (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Отримайте цю Віху для Бота (кілька: за Процедурами вибору). Поверніть Очки бота з області Зосередження ({returned}) до Запасу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="67"/>
        <source>End of the FOCUS Action.</source>
        <extracomment>node end_action (end); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Кінець Дії ЗОСЕРЕДЖЕННЯ.</translation>
    </message>
</context>
<context>
    <name>eupop/foreign_event</name>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="1"/>
        <source>An Event of another Realm affects the Bot</source>
        <extracomment>chart title</extracomment>
        <translation>Подія іншої Держави зачіпає Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="4"/>
        <source>Run this when an Event another Realm took affects this Bot. The Realm that took the Event chooses its options; the Bot applies what reaches it by the same General Event Rules and Secondary Effects as its own EVENT Action. It takes no Event from the display.</source>
        <extracomment>chart note</extracomment>
        <translation>Запустіть це, коли Подія, яку взяла інша Держава, зачіпає цього Бота. Держава, що взяла Подію, обирає її варіанти; Бот застосовує те, що його стосується, за тими самими Загальними правилами подій і Другорядними ефектами, що й у власній дії ПОДІЯ. Він не бере Подію з викладки.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="9"/>
        <source>Does the Event let the Bot choose between options?</source>
        <extracomment>node choice (ask); seed 002, General Event Rules</extracomment>
        <translation>Чи дає Подія Ботові змогу обрати один із варіантів?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="16"/>
        <source>The Bot is not the Active Player: it picks option A, and the first option of every sub-option.</source>
        <extracomment>node option_a (do); seed 002, General Event Rules</extracomment>
        <translation>Бот не є Активним гравцем: він обирає варіант A, а в кожному підваріанті — перший.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/foreign_event.yaml" line="21"/>
        <source>Apply the Event&apos;s effects on the Bot one at a time by the General Event Rules, skipping what does not apply to it.</source>
        <extracomment>node apply (do); seed 002, Action Phase: Event Resolution; General Event Rules</extracomment>
        <translation>Застосовуйте ефекти Події до Бота по одному за Загальними правилами подій, пропускаючи те, що його не стосується.</translation>
    </message>
</context>
<context>
    <name>eupop/idea</name>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="1"/>
        <source>IDEA Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія ІДЕЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="4"/>
        <source>Check these steps against the IDEA chart in your booklet. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type, up to its last space, for the bonuses.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте ці кроки зі схемою дії ІДЕЯ у своїй брошурі. Боти досліджують і позначають Ідеї як зазвичай, але ігнорують їхні ефекти; Планшет бота рахує Ідеї кожного типу, до останнього поля, для бонусів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="9"/>
        <source>Is there an Idea the Bot may Research under the main rules?</source>
        <extracomment>node can_research (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Чи є Ідея, яку Бот може досліджувати за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="16"/>
        <source>No Idea can be Researched: the Bot cannot take the IDEA Action.</source>
        <extracomment>node cannot (end); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Жодну Ідею не можна дослідити: Бот не може виконати Дію ІДЕЯ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="20"/>
        <source>Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of which type is the Idea?</source>
        <extracomment>node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Досліджуйте її та позначте як зазвичай (оберіть за Процедурами вибору; оплата цієї карти це покриває). Якого типу Ідея?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="20"/>
        <source>Administrative</source>
        <extracomment>answer &apos;administrative&apos; to &apos;Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of wh&apos;; node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Адміністративна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="20"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of wh&apos;; node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Дипломатична</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="20"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; to &apos;Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of wh&apos;; node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Військова</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="30"/>
        <source>Move the Administrative Ideas chit on the Bot Mat. Administrative Ideas Researched: {count}.</source>
        <extracomment>node tag_adm (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Пересуньте жетон позначки на міні-шкалі Адміністративних ідей на Планшеті бота. Досліджено Адміністративних ідей: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="35"/>
        <source>Move the Diplomatic Ideas chit on the Bot Mat. Diplomatic Ideas Researched: {count}.</source>
        <extracomment>node tag_dip (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Пересуньте жетон позначки на міні-шкалі Дипломатичних ідей на Планшеті бота. Досліджено Дипломатичних ідей: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="40"/>
        <source>Move the Military Ideas chit on the Bot Mat. Military Ideas Researched: {count}.</source>
        <extracomment>node tag_mil (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Пересуньте жетон позначки на міні-шкалі Військових ідей на Планшеті бота. Досліджено Військових ідей: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="45"/>
        <source>Was the Idea Quest for the New World?</source>
        <extracomment>node quest (ask); seed 002, Targeting Charts (Vacant Territories)</extracomment>
        <translation>Чи цією Ідеєю була «Quest for the New World»?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="52"/>
        <source>End of the IDEA Action.</source>
        <extracomment>node end_action (end); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Кінець Дії ІДЕЯ.</translation>
    </message>
</context>
<context>
    <name>eupop/income</name>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="1"/>
        <source>Phase 4: Income &amp; Upkeep</source>
        <extracomment>chart title</extracomment>
        <translation>Фаза 4: Дохід і утримання</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="5"/>
        <source>Refresh Bot Power: return the %n Spent Bot Power to the Supply.</source>
        <extracomment>node discard (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Поновлення очок бота: поверніть %n Витрачене Очко бота до Запасу.</numerusform>
            <numerusform>Поновлення очок бота: поверніть %n Витрачені Очки бота до Запасу.</numerusform>
            <numerusform>Поновлення очок бота: поверніть %n Витрачених Очок бота до Запасу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="13"/>
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}. Out of cubes? Use Token Limitations.</source>
        <extracomment>node gain (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота (Рівень складності). Доступні: {available}. Немає кубиків? Скористайтеся Обмеженнями жетонів.</numerusform>
            <numerusform>Отримайте %n Очки бота (Рівень складності). Доступні: {available}. Немає кубиків? Скористайтеся Обмеженнями жетонів.</numerusform>
            <numerusform>Отримайте %n Очок бота (Рівень складності). Доступні: {available}. Немає кубиків? Скористайтеся Обмеженнями жетонів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?</source>
        <extracomment>node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Що з цього має Бот у грі: %n або більше Малих міст, усі {large}, і те, і те, чи жодне?</numerusform>
            <numerusform>Що з цього має Бот у грі: %n або більше Малих міст, усі {large}, і те, і те, чи жодне?</numerusform>
            <numerusform>Що з цього має Бот у грі: %n або більше Малих міст, усі {large}, і те, і те, чи жодне?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Neither</source>
        <extracomment>answer &apos;neither&apos; to &apos;Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?&apos;; node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Жодне</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Only the Small Towns</source>
        <extracomment>answer &apos;small&apos; to &apos;Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?&apos;; node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Лише Малі міста</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Only the Large Towns</source>
        <extracomment>answer &apos;large&apos; to &apos;Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?&apos;; node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Лише Великі міста</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>Both</source>
        <extracomment>answer &apos;both&apos; to &apos;Does the Bot have %n or more Small Towns in play, all {large} in play, both, or neither?&apos;; node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>І те, і те</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="21"/>
        <source>%n Large Towns</source>
        <extracomment>part of the text of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>%n Велике місто</numerusform>
            <numerusform>%n Великі міста</numerusform>
            <numerusform>%n Великих міст</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="32"/>
        <location filename="../rules/eupop/charts/income.yaml" line="40"/>
        <source>Gain %n Bot Power for the Bot&apos;s Towns.</source>
        <extracomment>node towns_one (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <extracomment>node towns_two (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота за Міста Бота.</numerusform>
            <numerusform>Отримайте %n Очки бота за Міста Бота.</numerusform>
            <numerusform>Отримайте %n Очок бота за Міста Бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="48"/>
        <source>Does the Bot hold the +20 Income tile?</source>
        <extracomment>node tile (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Чи має Бот плитку «Дохід +20»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="56"/>
        <source>Gain %n Bot Power for the +20 Income tile.</source>
        <extracomment>node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота за плитку «Дохід +20».</numerusform>
            <numerusform>Отримайте %n Очки бота за плитку «Дохід +20».</numerusform>
            <numerusform>Отримайте %n Очок бота за плитку «Дохід +20».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="56"/>
        <source>Check in your booklet that the +20 Income tile gives the Bot one additional Bot Power in Phase 4.</source>
        <extracomment>note of node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи плитка «Дохід +20» дає Ботові у Фазі 4 одне додаткове Очко бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="66"/>
        <source>Score Power Struggles and Crusades for the Bot as normal.</source>
        <extracomment>node struggles (do); seed 002, Income &amp; Upkeep Phase</extracomment>
        <translation>Отримайте очки за Боротьбу за владу та Хрестові походи для Бота як зазвичай.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="70"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Чи Бот — Імператор?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="78"/>
        <source>Roll for Imperial Authority as for an NPR Emperor (main rules, page {page}).</source>
        <extracomment>node authority (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Киньте кубик на Імперський авторитет, як для Імператора NPR (основні правила, сторінка {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="84"/>
        <source>How much extra Monarch Power and Ducats does the current Imperial Authority level give, together? The Bot Emperor gains that much Bot Power.</source>
        <extracomment>node emperor_extra (number); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Скільки додаткових Очок влади й Дукатів разом дає поточний рівень Імперського авторитету? Імператор-бот отримує стільки Очок бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="84"/>
        <source>how much extra Monarch Power and Ducats Imperial Authority gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node emperor_extra (number); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>скільки додаткових Очок влади й Дукатів дає Імперський авторитет</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="94"/>
        <source>Gain %n Bot Power as Bot Emperor.</source>
        <extracomment>node emperor_gain (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота як Імператор-бот.</numerusform>
            <numerusform>Отримайте %n Очки бота як Імператор-бот.</numerusform>
            <numerusform>Отримайте %n Очок бота як Імператор-бот.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="104"/>
        <source>The Bot Emperor&apos;s Imperial Authority is also added to a value of the Bot: add it where the Bot Emperor rule of your booklet shows (check the icon).</source>
        <extracomment>node emperor_authority (do); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Імперський авторитет Імператора-бота також додається до одного зі значень Бота: додайте його туди, куди вказує правило Імператора-бота у вашій брошурі (перевірте значок).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="104"/>
        <source>The icon this rule adds Imperial Authority to is unclear in some printings: check your copy under Bot Emperor, and add it there by hand.</source>
        <extracomment>note of node emperor_authority (do); seed 002, Bot Emperor (reconstructed)</extracomment>
        <translation>Значок, до якого це правило додає Імперський авторитет, у деяких друках нечіткий: перевірте у своєму примірнику в розділі «Імператор-бот» і додайте його туди вручну.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="111"/>
        <source>Is Imperial Authority at +{level}?</source>
        <extracomment>node emperor_six (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Чи Імперський авторитет дорівнює +{level}?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <source>At +{level} Imperial Authority the Bot Emperor gains %n more. Which does your booklet show: Bot Power, or something else?</source>
        <extracomment>node six_what (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>
            <numerusform>За Імперського авторитету +{level} Імператор-бот отримує ще %n. Що показує ваша брошура: Очки бота чи щось інше?</numerusform>
            <numerusform>За Імперського авторитету +{level} Імператор-бот отримує ще %n. Що показує ваша брошура: Очки бота чи щось інше?</numerusform>
            <numerusform>За Імперського авторитету +{level} Імператор-бот отримує ще %n. Що показує ваша брошура: Очки бота чи щось інше?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <source>The icon of this reward is unclear in some printings: check your copy under Income &amp; Upkeep, Bot Emperor.</source>
        <extracomment>note of node six_what (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Значок цієї нагороди в деяких друках нечіткий: перевірте у своєму примірнику в розділі «Фаза доходу й утримання», «Імператор-бот».</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <source>Bot Power</source>
        <extracomment>answer &apos;power&apos; to &apos;At +{level} Imperial Authority the Bot Emperor gains %n more. Which does your booklet show: Bot Powe&apos;; node six_what (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Очки бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="120"/>
        <source>Something else</source>
        <extracomment>answer &apos;other&apos; to &apos;At +{level} Imperial Authority the Bot Emperor gains %n more. Which does your booklet show: Bot Powe&apos;; node six_what (ask); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Щось інше</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="131"/>
        <source>The Bot Emperor gains %n Bot Power for +{level} Imperial Authority.</source>
        <extracomment>node six_gain (do); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>
            <numerusform>Імператор-бот отримує %n Очко бота за Імперський авторитет +{level}.</numerusform>
            <numerusform>Імператор-бот отримує %n Очки бота за Імперський авторитет +{level}.</numerusform>
            <numerusform>Імператор-бот отримує %n Очок бота за Імперський авторитет +{level}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="140"/>
        <source>Give the Bot Emperor %n of what your booklet shows for +{level} Imperial Authority.</source>
        <extracomment>node six_other (do); seed 000, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>
            <numerusform>Дайте Імператорові-боту %n з того, що ваша брошура показує за Імперського авторитету +{level}.</numerusform>
            <numerusform>Дайте Імператорові-боту %n з того, що ваша брошура показує за Імперського авторитету +{level}.</numerusform>
            <numerusform>Дайте Імператорові-боту %n з того, що ваша брошура показує за Імперського авторитету +{level}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="148"/>
        <source>Is the Bot the Papal Controller?</source>
        <extracomment>node papal (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Чи Бот — Папський контролер?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="155"/>
        <source>Gain %n Bot Power as Papal Controller.</source>
        <extracomment>node papal_gain (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота як Папський контролер.</numerusform>
            <numerusform>Отримайте %n Очки бота як Папський контролер.</numerusform>
            <numerusform>Отримайте %n Очок бота як Папський контролер.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="163"/>
        <source>Does the Bot have Uncontested Control of the Curia?</source>
        <extracomment>node uncontested (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Чи має Бот Беззаперечний контроль над Курією?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="170"/>
        <source>The Bot scores Prestige equal to the number of Catholic PRs minus one, at most {max}.</source>
        <extracomment>node curia_prestige (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Бот отримує Престиж, що дорівнює кількості Католицьких PR мінус один, щонайбільше {max}.</translation>
    </message>
</context>
<context>
    <name>eupop/land_battle</name>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="1"/>
        <source>Land Battle Resolution</source>
        <extracomment>chart title</extracomment>
        <translation>Розіграш сухопутної битви</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="4"/>
        <source>Your booklet gives these rules both as a chart and in prose; these steps follow the prose. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the chart that started the Battle.</source>
        <extracomment>chart note</extracomment>
        <translation>Ваша брошура подає ці правила і схемою, і описом; ці кроки спираються на опис. Очки бота за першу перемогу активного Бота в Ході дає схема, з якої почалася Битва.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="9"/>
        <source>Whom does the Bot&apos;s Army fight?</source>
        <extracomment>node foe (ask); seed 002, Land Battles</extracomment>
        <translation>З ким б’ється Армія Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="9"/>
        <source>An Opponent (a human player or a Bot)</source>
        <extracomment>answer &apos;opponent&apos; to &quot;Whom does the Bot&apos;s Army fight?&quot;; node foe (ask); seed 002, Land Battles</extracomment>
        <translation>З Опонентом (реальним гравцем або Ботом)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="9"/>
        <source>An NPR or Rebels</source>
        <extracomment>answer &apos;npr&apos; to &quot;Whom does the Bot&apos;s Army fight?&quot;; node foe (ask); seed 002, Land Battles</extracomment>
        <translation>З NPR або Бунтівниками</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <source>Does the Bot fight beside another Realm?</source>
        <extracomment>node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Чи б’ється Бот пліч-о-пліч з іншою Державою?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <source>Beside an NPR</source>
        <extracomment>answer &apos;npr&apos; to &apos;Does the Bot fight beside another Realm?&apos;; node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Пліч-о-пліч з NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <source>Defending beside another Bot</source>
        <extracomment>answer &apos;bot&apos; to &apos;Does the Bot fight beside another Realm?&apos;; node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Обороняється пліч-о-пліч з іншим Ботом</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="15"/>
        <source>Beside a human player</source>
        <extracomment>answer &apos;human&apos; to &apos;Does the Bot fight beside another Realm?&apos;; node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Пліч-о-пліч з реальним гравцем</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="24"/>
        <source>The Bot rolls its Battle Dice as normal; assign Casualties as in &apos;Fighting Multiple Enemies&apos; (main rules, page {page}).</source>
        <extracomment>node with_npr (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Бот кидає Бойові кубики як зазвичай; розподіліть Втрати, як у «Бою з кількома Ворогами» (основні правила, сторінка {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="32"/>
        <source>The Bot with the biggest Army is the Main Defender; only its Military Ideas bonus counts.</source>
        <extracomment>node with_bot (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Бот із найбільшою Армією — Головний захисник; враховується лише його бонус Військових ідей.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="38"/>
        <source>The human player is the Main Defender.</source>
        <extracomment>node with_human (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Реальний гравець — Головний захисник.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="43"/>
        <source>Follow the normal Battle Sequence (main rules, page {page}). Each Battle Round the Bot rolls %n Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</source>
        <extracomment>node dice (do); seed 002, Land Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Дотримуйтеся звичайної послідовності Битви (основні правила, сторінка {page}). У кожному Раунді битви Бот кидає %n Кубик піхоти; усі його Загони вважаються Піхотою. Без Військових карт, без Генералів, і Бот ніколи не відступає. Покладені Загони не завдають влучань і не стають Втратами.</numerusform>
            <numerusform>Дотримуйтеся звичайної послідовності Битви (основні правила, сторінка {page}). У кожному Раунді битви Бот кидає %n Кубики піхоти; усі його Загони вважаються Піхотою. Без Військових карт, без Генералів, і Бот ніколи не відступає. Покладені Загони не завдають влучань і не стають Втратами.</numerusform>
            <numerusform>Дотримуйтеся звичайної послідовності Битви (основні правила, сторінка {page}). У кожному Раунді битви Бот кидає %n Кубиків піхоти; усі його Загони вважаються Піхотою. Без Військових карт, без Генералів, і Бот ніколи не відступає. Покладені Загони не завдають влучань і не стають Втратами.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="53"/>
        <source>How many Casualties did the Bot&apos;s Army take in this Battle? %n Units stand.</source>
        <extracomment>node casualties (number); seed 002, Land Battles vs. Opponents</extracomment>
        <translation>
            <numerusform>Скільки Втрат зазнала Армія Бота в цій Битві? Стоїть %n Загін.</numerusform>
            <numerusform>Скільки Втрат зазнала Армія Бота в цій Битві? Стоять %n Загони.</numerusform>
            <numerusform>Скільки Втрат зазнала Армія Бота в цій Битві? Стоїть %n Загонів.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="53"/>
        <source>how many Casualties the Bot&apos;s Army took</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node casualties (number); seed 002, Land Battles vs. Opponents</extracomment>
        <translation>скільки Втрат зазнала Армія Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="64"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="107"/>
        <source>Does the Bot&apos;s Army lose any Units?</source>
        <extracomment>node remove_any (check); seed 002, Land Battles vs. Opponents</extracomment>
        <extracomment>node npr_remove_any (check); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Чи втрачає Армія Бота якісь Загони?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="73"/>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="116"/>
        <source>Remove %n Units from the Army on the Bot Mat. Standing now: {standing}.</source>
        <extracomment>node remove (do); seed 002, Land Battles vs. Opponents</extracomment>
        <extracomment>node npr_remove (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>
            <numerusform>Приберіть %n Загін з Армії на Планшеті бота. Стоять тепер: {standing}.</numerusform>
            <numerusform>Приберіть %n Загони з Армії на Планшеті бота. Стоять тепер: {standing}.</numerusform>
            <numerusform>Приберіть %n Загонів з Армії на Планшеті бота. Стоять тепер: {standing}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="81"/>
        <source>Did the Bot win the Battle?</source>
        <extracomment>node outcome (ask); seed 002, Land Battles vs. Opponents</extracomment>
        <translation>Чи виграв Бот Битву?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="88"/>
        <source>Roll one Infantry Die per NPR or Rebel Unit present. Each hit result counts as one Casualty for the Bot&apos;s Army. Standing at the start: {strength}.</source>
        <extracomment>node npr_start (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Киньте один Кубик піхоти за кожен присутній Загін NPR або бунтівників. Кожен результат влучання — одна Втрата для Армії Бота. Стояли на початку: {strength}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="88"/>
        <source>Read the die faces that count as hits from your booklet.</source>
        <extracomment>note of node npr_start (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Подивіться у своїй брошурі, які грані кубика зараховуються як влучання.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="97"/>
        <source>How many hits did those dice roll? Each is one Casualty; %n Units stand.</source>
        <extracomment>node npr_hits (number); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>
            <numerusform>Скільки влучань дав кидок цих кубиків? Кожне — одна Втрата; стоїть %n Загін.</numerusform>
            <numerusform>Скільки влучань дав кидок цих кубиків? Кожне — одна Втрата; стоять %n Загони.</numerusform>
            <numerusform>Скільки влучань дав кидок цих кубиків? Кожне — одна Втрата; стоїть %n Загонів.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="97"/>
        <source>how many hits those dice rolled</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node npr_hits (number); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>скільки влучань дав кидок цих кубиків</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="125"/>
        <source>Has the Bot lost all its Units?</source>
        <extracomment>node npr_left (check); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Чи Бот втратив усі Загони?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="133"/>
        <source>The Bot wins the Battle. Remove the NPR or Rebel Units.</source>
        <extracomment>node npr_won (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Бот виграє Битву. Приберіть Загони NPR або Бунтівників.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="139"/>
        <source>The Bot has no Units left and loses the Battle. Were its Enemies Rebels?</source>
        <extracomment>node npr_lost (ask); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>У Бота не лишилося Загонів, і він програє Битву. Чи його Ворогами були Бунтівники?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="146"/>
        <source>Remove as many of the tokens your booklet names here as half the Army&apos;s starting strength: half of {strength} is {half}.</source>
        <extracomment>node rebels_won (do); seed 002, Land Battles vs. Rebels/NPRs (reconstructed)</extracomment>
        <translation>Приберіть стільки жетонів, названих тут у вашій брошурі, скільки становить половина початкової сили Армії: половина від {strength} — це {half}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="146"/>
        <source>Check in your booklet which token is removed and how to round.</source>
        <extracomment>note of node rebels_won (do); seed 002, Land Battles vs. Rebels/NPRs (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, який жетон прибирають і як округлювати.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="158"/>
        <source>Is the result of the Land Battle noted?</source>
        <extracomment>node noted (check); seed 002, Land Battles</extracomment>
        <translation>Чи записано результат Сухопутної битви?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="158"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;Is the result of the Land Battle noted?&apos;; node noted (check); seed 002, Land Battles</extracomment>
        <translation>Перемога</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="158"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;Is the result of the Land Battle noted?&apos;; node noted (check); seed 002, Land Battles</extracomment>
        <translation>Поразка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="158"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;Is the result of the Land Battle noted?&apos;; node noted (check); seed 002, Land Battles</extracomment>
        <translation>Невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="166"/>
        <source>End of the Land Battle.</source>
        <extracomment>node end_battle (end); seed 002, Land Battles</extracomment>
        <translation>Кінець Сухопутної битви.</translation>
    </message>
</context>
<context>
    <name>eupop/mac</name>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="1"/>
        <source>MAC check</source>
        <extracomment>chart title</extracomment>
        <translation>Перевірка MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="4"/>
        <source>Whenever the Bot&apos;s Army is placed in an Area, its MAC there is checked: Units above MAC are laid down, laid-down Units stand up to MAC. Laid-down Units take no part in Battles.</source>
        <extracomment>chart note</extracomment>
        <translation>Щоразу, коли Армію Бота розміщують в Області, там перевіряють її MAC: Загони понад MAC кладуть, покладені Загони ставлять до рівня MAC. Покладені Загони не беруть участі в Битвах.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="8"/>
        <source>MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain of the Bot&apos;s Towns adjacent by land)? A Bot Emperor Defending the HRE counts every HRE Area as joined.</source>
        <extracomment>node mac (ask); seed 002, Maximum Army Capacity (MAC); Bot Emperor</extracomment>
        <translation>Перевірте MAC для Області Армії. Чи Область з’єднана зі Столицею Бота суходолом (безперервний ланцюг Міст Бота, суміжних суходолом)? Імператор-бот в Обороні СРІ вважає кожну Область СРІ з’єднаною.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="8"/>
        <source>Only a Naval Bridge closes the one gap</source>
        <extracomment>answer &apos;bridge&apos; to &quot;MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain o&quot;; node mac (ask); seed 002, Maximum Army Capacity (MAC); Bot Emperor</extracomment>
        <translation>Лише Морський міст закриває єдину прогалину</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="19"/>
        <source>MAC is unlimited here: stand up every Unit. Standing: {standing}.</source>
        <extracomment>node mac_unlimited (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC тут необмежена: поставте кожен Загін. Стоять: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="24"/>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}.</source>
        <extracomment>node mac_mc (number); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>Яка MC Бота для цієї Області (основні правила, сторінка {page})? MAC — це MC + {plus}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="24"/>
        <location filename="../rules/eupop/charts/mac.yaml" line="37"/>
        <source>what the Bot&apos;s MC is for this Area</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node mac_mc (number); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node bridge_mc (number); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>яка MC Бота для цієї Області</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="32"/>
        <location filename="../rules/eupop/charts/mac.yaml" line="47"/>
        <source>MAC here is {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node mac_set (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <extracomment>node bridge_set (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC тут {mac}. Стоять: {standing}. Покладено: {laid_down}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/mac.yaml" line="37"/>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}, but at least {bridge} when a Naval Bridge closes the only gap.</source>
        <extracomment>node bridge_mc (number); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>Яка MC Бота для цієї Області (основні правила, сторінка {page})? MAC — це MC + {plus}, але щонайменше {bridge}, коли Морський міст закриває єдину прогалину.</translation>
    </message>
</context>
<context>
    <name>eupop/main</name>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="1"/>
        <source>Main Turn Structure</source>
        <extracomment>chart title</extracomment>
        <translation>Структура основного ходу</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="4"/>
        <source>Check these steps against the Main Turn Structure chart in your booklet: DEFEND, SIEGE, COLONIZE, then a Bot Card. Its footnotes say when the Bot is attacked and how it pays for a card with too little Bot Power left.</source>
        <extracomment>chart note</extracomment>
        <translation>Звірте ці кроки зі схемою Структури основного ходу у своїй брошурі: ОБОРОНА, ОБЛОГА, КОЛОНІЗАЦІЯ, потім Карта бота. Її примітки кажуть, коли на Бота напали і як він платить за карту, коли лишилося замало Очок бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="9"/>
        <source>Has a new Bot replaced this one?</source>
        <extracomment>node eliminated (check); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Чи новий Бот замінив цього?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="17"/>
        <source>This Bot was eliminated and replaced: it takes no Turns. Remove it from the game.</source>
        <extracomment>node gone (end); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Цей Бот вибув і його замінено: він не робить Ходів. Приберіть його з гри.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="22"/>
        <source>Has the Bot Passed this Round?</source>
        <extracomment>node passed (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Чи Бот спасував у цьому Раунді?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="30"/>
        <source>Passed: skip this Bot. It takes no more Turns this Round.</source>
        <extracomment>node skip (do); seed 002, Action Phase: Passing</extracomment>
        <translation>Спасував: пропустіть цього Бота. У цьому Раунді він більше не робить Ходів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="35"/>
        <source>Is the Bot attacked? It is when Enemy Units or Rebels stand in any Area with the Bot&apos;s Towns, or when Enemies or Rebels Occupy any of its Provinces.</source>
        <extracomment>node attacked (ask); seed 000, Main Turn Structure, footnote 4</extracomment>
        <translation>Чи Бота атаковано? Так, коли Загони Ворога або Бунтівники стоять у будь-якій Області з Містами Бота, або коли Вороги чи Бунтівники окупують будь-яку з його Провінцій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="48"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <translation>Чи Армія Бота на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="48"/>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="180"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s Army on the map?&quot;; node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <extracomment>answer &apos;unknown&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;unknown&apos; to &apos;Does the card show a War Action?&apos;; node has_war_action (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="56"/>
        <source>Is the Bot&apos;s Army on the map in an Area where it can Siege Provinces? (Island Provinces need a Bot Ship in an adjacent Sea Zone; a Bot that has run out of Towns does not Siege.)</source>
        <extracomment>node can_siege (ask); seed 002, Siege Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation>Чи Армія Бота на мапі в Області, де може брати в облогу Провінції? (Острівні Провінції потребують Корабля Бота в суміжній Морській зоні; Бот, у якого закінчилися Міста, не бере в облогу.)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="69"/>
        <source>Can the Bot Colonize a Territory now (a Colonist and a Colonial Claim on a vacant Territory, as the main rules require)? A Bot that has run out of Towns does not Colonize.</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation>Чи може Бот зараз колонізувати Територію (Колоніст і колоніальна Претензія на вільну територію, як вимагають основні правила)? Бот, у якого закінчилися Міста, не колонізує.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="82"/>
        <source>Does the Bot have any Bot Power Available?</source>
        <extracomment>node has_power (check); seed 000, Main Turn Structure, footnote 5 (reconstructed)</extracomment>
        <translation>Чи має Бот якісь Доступні Очки бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="91"/>
        <source>Is there a card left in the Bot Deck?</source>
        <extracomment>node has_cards (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Чи лишилася карта в Колоді бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="100"/>
        <source>Has the Bot taken an Event this Round? A Bot takes an Event before it Passes.</source>
        <extracomment>node event_taken (ask); seed 002, Sequence of Play: Event Resolution, Passing (reconstructed)</extracomment>
        <translation>Чи взяв Бот Подію в цьому Раунді? Бот бере Подію, перш ніж спасувати.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="115"/>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost in Bot Power: {cost}. With less Available, pay what is left and still act.</source>
        <extracomment>node draw (do); seed 000, Main Turn Structure, footnote 5</extracomment>
        <translation>Доберіть верхню Карту бота: карта {card}, {actions}. Сплатіть її вартість в Очках бота: {cost}. Якщо в Бота лишилося менше Доступних Очок бота, ніж коштує карта, витратьте решту й виконайте карту.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <source>Does the card show an Action-card discard icon?</source>
        <extracomment>node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation>Чи показує карта значок скидання Карти дії? Якщо так, то який?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Administrative</source>
        <extracomment>answer &apos;administrative&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;administrative&apos; to &apos;Which Action-card discard icon does card {card} show?&apos;; node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Адміністративний</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Which Action-card discard icon does card {card} show?&apos;; node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Дипломатичний</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;military&apos; to &apos;Which Action-card discard icon does card {card} show?&apos;; node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Військовий</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;Does the card show an Action-card discard icon?&apos;; node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer &apos;none&apos; to &apos;Which Action-card discard icon does card {card} show?&apos;; node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Жодного</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="137"/>
        <source>Discard the top card of the Administrative Action deck.</source>
        <extracomment>node discard_admin (do); seed 002, Bot Cards</extracomment>
        <translation>Скиньте верхню карту з колоди Адміністративних карт дій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="142"/>
        <source>Discard the top card of the Diplomatic Action deck.</source>
        <extracomment>node discard_dip (do); seed 002, Bot Cards</extracomment>
        <translation>Скиньте верхню карту з колоди Дипломатичних карт дій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="147"/>
        <source>Discard the top card of the Military Action deck.</source>
        <extracomment>node discard_mil (do); seed 002, Bot Cards</extracomment>
        <translation>Скиньте верхню карту з колоди Військових карт дій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Which Action-card discard icon does card {card} show?</source>
        <extracomment>node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Який значок скидання Карти дії показує карта {card}?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Read the discard icon from your card. The app keeps your answer for this card in later games.</source>
        <extracomment>note of node discard_unknown (ask); seed 002, Bot Cards</extracomment>
        <translation>Прочитайте значок скидання на своїй карті. Застосунок запам’ятає вашу відповідь для цієї карти в наступних іграх.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="163"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Чи Бот у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="171"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If every Enemy is fully Occupied, the Bot counts as not at War for this choice.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation>Чи якась Держава у стані війни з Ботом ще є Власником Провінції, що не Окупована? Якщо кожен Ворог повністю Окупований, для цього вибору Бот вважається не у стані війни.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="180"/>
        <source>Does the card show a War Action?</source>
        <extracomment>node has_war_action (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Чи показує карта Дію війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <source>Which War Action does card {card} show?</source>
        <extracomment>node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Яку Дію війни показує карта {card}?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <source>Read from your card whether it has a War Action. The app keeps your answer for this card in later games.</source>
        <extracomment>note of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Прочитайте на своїй карті, чи має вона Дію війни. Застосунок запам’ятає вашу відповідь для цієї карти в наступних іграх.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <source>No War Action</source>
        <extracomment>answer &apos;no&apos; to &apos;Which War Action does card {card} show?&apos;; node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Немає Дії війни</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>MILITARY</source>
        <extracomment>answer &apos;military&apos; to &apos;Which War Action does card {card} show?&apos;; node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>answer &apos;military&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ВІЙСЬКОВА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>NAVAL</source>
        <extracomment>answer &apos;naval&apos; to &apos;Which War Action does card {card} show?&apos;; node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>answer &apos;naval&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>МОРСЬКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="189"/>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>SPY</source>
        <extracomment>answer &apos;spy&apos; to &apos;Which War Action does card {card} show?&apos;; node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>answer &apos;spy&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ШПИГУНСТВО</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="200"/>
        <location filename="../rules/eupop/charts/main.yaml" line="206"/>
        <source>The Bot is at War: it takes the card&apos;s War Action, {action}, instead of the top action.</source>
        <extracomment>node use_war_read (do); seed 002, Bot Cards (War Action)</extracomment>
        <extracomment>node use_war (do); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Бот у стані війни: замість верхньої дії він виконує Дію війни з карти: {action}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>Which Action does the card lead to now?</source>
        <extracomment>node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>Яка Дія тепер випливає з карти?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>EVENT</source>
        <extracomment>answer &apos;event&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ПОДІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>DIPLOMACY</source>
        <extracomment>answer &apos;diplomacy&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ДИПЛОМАТІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>PAPAL CURIA</source>
        <extracomment>answer &apos;papal_curia&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ПАПСЬКА КУРІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>EXPLORE</source>
        <extracomment>answer &apos;explore&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>РОЗВІДКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>UNREST</source>
        <extracomment>answer &apos;unrest&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ЗАВОРУШЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>CONVERT</source>
        <extracomment>answer &apos;convert&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>НАВЕРНЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>FOCUS</source>
        <extracomment>answer &apos;focus&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ЗОСЕРЕДЖЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>IDEA</source>
        <extracomment>answer &apos;idea&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ІДЕЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="212"/>
        <source>COLONIZE</source>
        <extracomment>answer &apos;colonize&apos; to &apos;Which Action does the card lead to now?&apos;; node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>КОЛОНІЗАЦІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="243"/>
        <source>Could the action not be done, with a next action on the card?</source>
        <extracomment>node after_action (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Чи дію не вдалося виконати, а на карті є наступна дія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="252"/>
        <source>The top action cannot be done: the Bot takes the card&apos;s next action, {action}.</source>
        <extracomment>node use_next (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Верхню дію виконати не можна: Бот виконує наступну дію з карти: {action}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="259"/>
        <source>End of the Bot&apos;s Turn.</source>
        <extracomment>node end_turn (end); seed 002, Main Turn Structure</extracomment>
        <translation>Кінець Ходу Бота.</translation>
    </message>
</context>
<context>
    <name>eupop/military</name>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="1"/>
        <source>MILITARY Action</source>
        <extracomment>chart title</extracomment>
        <translation>ВІЙСЬКОВА дія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="4"/>
        <source>These steps follow the chart&apos;s footnotes (DoW restrictions, Realm&apos;s strength, one token fewer with a Claim on the target, Units per recruit, MAC) and the rules of Bot Warfare, Army Movement, MAC, Ship Placement and the Targeting Charts: check them against the chart in your booklet. An Event&apos;s Declare War Action starts at the step that declares War.</source>
        <extracomment>chart note</extracomment>
        <translation>Ці кроки спираються на примітки схеми (обмеження DoW, Сила держави, на один жетон менше, якщо Бот має Претензію на ціль, Загони за вербування, MAC) і на правила Воєнних дій ботів, Руху армії, MAC, Розміщення кораблів і Схем цілей: звірте їх зі схемою у своїй брошурі. Дія оголошення війни з Події починається з кроку, на якому Бот оголошує війну.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="10"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Чи Бот у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="18"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If not, the Bot counts as not at War here.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation>Чи якась Держава у стані війни з Ботом ще є Власником Провінції, що не Окупована? Якщо ні, Бот тут вважається не у стані війни.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="27"/>
        <source>The Army marches on an Enemy: an Opponent at War with the Bot first; between several, use Opponent Selection (a die roll between highest Prestige and highest Tax Income).</source>
        <extracomment>node enemy (do); seed 002, Choice Processes: Opponent Selection (reconstructed)</extracomment>
        <translation>Армія рушає на Ворога: спершу на Опонента у стані війни з Ботом; якщо їх кілька, використайте Вибір опонента (кидок кубика між найвищим Престижем і найвищим Податковим доходом).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="41"/>
        <source>Did the Military Targeting Chart give a valid target?</source>
        <extracomment>node target_found (check); seed 002, Targeting Charts (reconstructed)</extracomment>
        <translation>Чи Військова схема цілей дала дійсну ціль?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="50"/>
        <source>The Bot finds no target: it cannot take the MILITARY Action.</source>
        <extracomment>node cannot (end); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Бот не знаходить цілі: він не може виконати ВІЙСЬКОВУ дію.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page {page}). If the Bot has a Claim on the target, it removes one token fewer than the DoW asks. Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <extracomment>node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs (reconstructed)</extracomment>
        <translation>Оголосіть війну цілі (перевірте обмеження DoW в основних правилах, с. {page}). Якщо Бот має Претензію на ціль, він прибирає на один жетон менше, ніж вимагає DoW. Розіграйте спричинені Битви за абеткою, спершу Морські зони, потім Області.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Check in your booklet that this footnote&apos;s token on the target Realm is a Claim.</source>
        <extracomment>note of node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи жетон із цієї примітки на цільовій Державі — це Претензія.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="69"/>
        <source>Calls to Arms: call the Bot&apos;s Allies into this War as the MILITARY chart of your booklet shows. The Bot&apos;s Allies are NPRs (or an Opponent through an Event, until Phase 5).</source>
        <extracomment>node allies (do); seed 002, Bots &amp; Alliances; Bot DoWs (reconstructed)</extracomment>
        <translation>Заклики до зброї: покличте Союзників Бота до цієї Війни так, як показує схема ВІЙСЬКОВОЇ дії у вашій брошурі. Союзники Бота — це NPR (або Опонент через Подію, до Фази 5).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="69"/>
        <source>Your booklet says how Alliances act when a Bot declares War in the MILITARY chart; its boxes are unclear in some printings: check your copy.</source>
        <extracomment>note of node allies (do); seed 002, Bots &amp; Alliances; Bot DoWs (reconstructed)</extracomment>
        <translation>Ваша брошура описує, як діють Союзи, коли Бот оголошує Війну, у схемі ВІЙСЬКОВОЇ дії; її клітинки в деяких друках нечіткі: перевірте свій примірник.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="81"/>
        <source>Is the Army smaller than the Enemy&apos;s strength? An NPR&apos;s strength is its Tax Income; a PR&apos;s is its Deployed Units plus Available Manpower.</source>
        <extracomment>node strength (ask); seed 002, Military Action, footnote (Realm&apos;s strength) (reconstructed)</extracomment>
        <translation>Чи Армія менша за силу Ворога? Сила NPR — це її Податковий дохід; сила PR — це її Розгорнуті Загони плюс Доступні Людські ресурси.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="91"/>
        <source>Does the Bot have %n or more Bot Power Available?</source>
        <extracomment>node can_pay (check); seed 002, Military Action, footnote (Units per recruit) (reconstructed)</extracomment>
        <translation>
            <numerusform>Чи має Бот щонайменше %n Доступне Очко бота?</numerusform>
            <numerusform>Чи має Бот щонайменше %n Доступні Очки бота?</numerusform>
            <numerusform>Чи має Бот щонайменше %n Доступних Очок бота?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="103"/>
        <source>Spend %n Bot Power to recruit {units_shown}: move {recruited_shown} from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units (reconstructed)</extracomment>
        <translation>
            <numerusform>Витратьте %n Очко бота, щоб завербувати {units_shown}: перемістіть {recruited_shown} із Резерву людських ресурсів до Армії (Армія: {army}).</numerusform>
            <numerusform>Витратьте %n Очки бота, щоб завербувати {units_shown}: перемістіть {recruited_shown} із Резерву людських ресурсів до Армії (Армія: {army}).</numerusform>
            <numerusform>Витратьте %n Очок бота, щоб завербувати {units_shown}: перемістіть {recruited_shown} із Резерву людських ресурсів до Армії (Армія: {army}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="103"/>
        <source>Check in your booklet that each recruit under this footnote costs one Bot Power, as on a DoW on a Bot (the DEFEND footnote recruits for two Bot Power).</source>
        <extracomment>note of node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи кожне вербування за цією приміткою коштує одне Очко бота, як при DoW на Бота (примітка дії ОБОРОНА дає вербування за два Очки бота).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="118"/>
        <location filename="../rules/eupop/charts/military.yaml" line="126"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <extracomment>node on_map (ask); seed 002, Army Movement</extracomment>
        <translation>Чи Армія Бота на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="118"/>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s Army on the map?&quot;; node army_where (check); seed 002, Bot Setup; Army Movement</extracomment>
        <extracomment>answer &apos;unknown&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Land Battles</extracomment>
        <translation>Невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="134"/>
        <source>Place the Army in one of the Bot&apos;s Areas on the map from which it can reach the Enemy.</source>
        <extracomment>node place (do); seed 002, Army Movement; Choice Processes (reconstructed)</extracomment>
        <translation>Розмістіть Армію в одній з Областей Бота на мапі, звідки вона може дістатися до Ворога.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="141"/>
        <source>Check MAC in the Army&apos;s Area.</source>
        <extracomment>node mac (call); seed 002, Army Movement; MAC</extracomment>
        <translation>Перевірте MAC в Області Армії.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="142"/>
        <source>Does the Army need one more Ship to make a Naval Bridge toward the Enemy?</source>
        <extracomment>node bridge_need (ask); seed 002, Ship Placement; Movement reach (reconstructed)</extracomment>
        <translation>Чи потрібен Армії ще один Корабель, щоб утворити Морський міст до Ворога?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>Pick the Sea Zone where a Ship completes that Naval Bridge.</source>
        <extracomment>node pick_sea (do); seed 002, Ship Placement (reconstructed)</extracomment>
        <translation>Оберіть Морську зону, де Корабель завершить цей Морський міст.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="157"/>
        <source>Move the Army up to {reach} toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <extracomment>node move (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Пересуньте Армію в бік Ворога щонайбільше на {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає %n кубик Впливу з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</numerusform>
            <numerusform>Пересуньте Армію в бік Ворога щонайбільше на {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає %n кубики Впливу з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</numerusform>
            <numerusform>Пересуньте Армію в бік Ворога щонайбільше на {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає %n кубиків Впливу з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="157"/>
        <source>%n Areas</source>
        <extracomment>part of the text of node move (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>%n Область</numerusform>
            <numerusform>%n Області</numerusform>
            <numerusform>%n Областей</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="167"/>
        <source>Did the Army cross a Naval Bridge?</source>
        <extracomment>node bridge (ask); seed 002, Movement reach</extracomment>
        <translation>Чи перетнула Армія Морський міст?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="174"/>
        <source>Only %n Units cross a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node bridge_cap (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Морський міст перетинає лише %n Загін: решту покладіть. Стоять: {standing}. Покладено: {laid_down}.</numerusform>
            <numerusform>Морський міст перетинають лише %n Загони: решту покладіть. Стоять: {standing}. Покладено: {laid_down}.</numerusform>
            <numerusform>Морський міст перетинають лише %n Загонів: решту покладіть. Стоять: {standing}. Покладено: {laid_down}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="182"/>
        <source>Did the Army meet Enemy Units (a Land Battle)?</source>
        <extracomment>node battle_q (ask); seed 002, Land Battles</extracomment>
        <translation>Чи зустріла Армія Загони Ворога (Сухопутна битва)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (check); seed 002, Land Battles</extracomment>
        <translation>Який результат Сухопутної битви для Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Land Battles</extracomment>
        <translation>Перемога</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="191"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;How did the Land Battle end for the Bot?&apos;; node battle_result (check); seed 002, Land Battles</extracomment>
        <translation>Поразка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="202"/>
        <source>Can the Army Siege Provinces in the Area where it stands?</source>
        <extracomment>node siege_q (ask); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Чи може Армія брати в облогу Провінції в Області, де стоїть?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="213"/>
        <source>End of the MILITARY Action.</source>
        <extracomment>node end_action (end); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15)</extracomment>
        <translation>Кінець ВІЙСЬКОВОЇ дії.</translation>
    </message>
</context>
<context>
    <name>eupop/naval</name>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="1"/>
        <source>NAVAL Action</source>
        <extracomment>chart title</extracomment>
        <translation>МОРСЬКА дія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="4"/>
        <source>These steps follow the chart&apos;s footnotes: ignore Distant Sea Zones without QftNW; 1 less Bot Power for each Pirate in the Trade Node; when the human players play without Missions, the Bots do not gain the token of one step (check which in your booklet). The NAVAL Action can lead into the EXPLORE Action.</source>
        <extracomment>chart note</extracomment>
        <translation>Ці кроки спираються на примітки схеми: ігноруйте Віддалені Морські зони, якщо Бот не має QftNW; на 1 Очко бота менше за кожного Пірата в Торговому вузлі; якщо реальні гравці грають без Місій, на одному кроці Боти не отримують жетона (перевірте у своїй брошурі, якого). МОРСЬКА дія може вести до Дії РОЗВІДКА.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="9"/>
        <source>Has the Bot Researched Quest for the New World?</source>
        <extracomment>node quest (check); seed 000, Naval Action, footnote 1</extracomment>
        <translation>Чи Бот дослідив «Quest for the New World»?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="17"/>
        <source>Is there a Sea Zone without a Bot Ship next to one of the Bot&apos;s Ships or Ports?</source>
        <extracomment>node ship_any (ask); seed 002, Ship Placement</extracomment>
        <translation>Чи є Морська зона без Корабля Бота поруч з одним із Кораблів або Портів Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="24"/>
        <source>Is there a Sea Zone without a Bot Ship next to one of the Bot&apos;s Ships or Ports? Ignore Distant Sea Zones.</source>
        <extracomment>node ship_main (ask); seed 000, Naval Action, footnote 1; Ship Placement</extracomment>
        <translation>Чи є Морська зона без Корабля Бота поруч з одним із Кораблів або Портів Бота? Ігноруйте Віддалені Морські зони.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="34"/>
        <source>Pick that Sea Zone.</source>
        <extracomment>node place_ship (do); seed 002, Ship Placement; Choice Processes (reconstructed)</extracomment>
        <translation>Оберіть цю Морську зону.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="41"/>
        <source>Trade: pick the Trade Node that gives the Bot the most Bot Power (ties: alphabetical). The Bot&apos;s Merchant is never exhausted.</source>
        <extracomment>node trade (do); seed 002, Bots Trading; Bot Trade (reconstructed)</extracomment>
        <translation>Торгівля: оберіть Торговий вузол, що дає Ботові найбільше Очок бота (за рівності — за абеткою). Купця Бота ніколи не виснажують.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="41"/>
        <source>Check in the chart of your booklet that the Bot trades in the Trade Node that gives it the most Bot Power.</source>
        <extracomment>note of node trade (do); seed 002, Bots Trading; Bot Trade (reconstructed)</extracomment>
        <translation>Перевірте на схемі у своїй брошурі, чи Бот торгує в Торговому вузлі, що дає йому найбільше Очок бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="55"/>
        <source>Do the human players play with Missions?</source>
        <extracomment>node missions (ask); seed 000, Naval Action, footnote 3</extracomment>
        <translation>Чи грають реальні гравці з Місіями?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="63"/>
        <source>Without Missions for the human players, the Bot does not gain the token of the step the Missions footnote marks in this NAVAL Action (check your booklet); take it back if it was given.</source>
        <extracomment>node no_missions (do); seed 000, Naval Action, footnote 3 (reconstructed)</extracomment>
        <translation>Без Місій для реальних гравців Бот не отримує в цій МОРСЬКІЙ дії жетона з кроку, який позначає примітка про Місії (перевірте у брошурі); заберіть його, якщо його вже дали.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="63"/>
        <source>The footnote&apos;s icon and the box it marks are unclear in some printings: check your copy of the NAVAL chart.</source>
        <extracomment>note of node no_missions (do); seed 000, Naval Action, footnote 3 (reconstructed)</extracomment>
        <translation>Значок примітки та клітинка, яку вона позначає, у деяких друках нечіткі: перевірте схему МОРСЬКОЇ дії у своєму примірнику.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="70"/>
        <source>Did the Bot place its Ship in a Distant Sea Zone in this Action?</source>
        <extracomment>node distant (ask); seed 002, Explore Action (from NAVAL and COLONIZE Actions) (reconstructed)</extracomment>
        <translation>Чи Бот у цій Дії розмістив свій Корабель у Віддаленій Морській зоні?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="82"/>
        <source>End of the NAVAL Action.</source>
        <extracomment>node end_action (end); seed 002, Naval Action (Bot Cards 09, 10; War Action 11)</extracomment>
        <translation>Кінець МОРСЬКОЇ дії.</translation>
    </message>
</context>
<context>
    <name>eupop/naval_battle</name>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="1"/>
        <source>Naval Battle Resolution</source>
        <extracomment>chart title</extracomment>
        <translation>Розіграш морської битви</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="4"/>
        <source>These steps follow the booklet&apos;s Naval Battles rules: check them against its Naval Battle Resolution chart. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the Action that started the Battle.</source>
        <extracomment>chart note</extracomment>
        <translation>Ці кроки спираються на правила Морських битв із брошури: звірте їх з її схемою «Розіграш морської битви». Очки бота за першу перемогу активного Бота в Ході дає дія, під час якої почалася Битва.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="9"/>
        <source>Whom does the Bot&apos;s Ship fight?</source>
        <extracomment>node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>З ким б’ється Корабель Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="9"/>
        <source>A human Opponent</source>
        <extracomment>answer &apos;human&apos; to &quot;Whom does the Bot&apos;s Ship fight?&quot;; node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>З Опонентом — реальним гравцем</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="9"/>
        <source>Another Bot</source>
        <extracomment>answer &apos;bot&apos; to &quot;Whom does the Bot&apos;s Ship fight?&quot;; node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>З іншим Ботом</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="9"/>
        <source>An NPR</source>
        <extracomment>answer &apos;npr&apos; to &quot;Whom does the Bot&apos;s Ship fight?&quot;; node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>З NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="16"/>
        <source>Does the Bot fight beside another Realm&apos;s Ships?</source>
        <extracomment>node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Чи б’ється Бот пліч-о-пліч із Кораблями іншої Держави?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="16"/>
        <source>Beside NPR Ships</source>
        <extracomment>answer &apos;npr&apos; to &quot;Does the Bot fight beside another Realm&apos;s Ships?&quot;; node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Пліч-о-пліч із Кораблями NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="16"/>
        <source>Beside another PR</source>
        <extracomment>answer &apos;pr&apos; to &quot;Does the Bot fight beside another Realm&apos;s Ships?&quot;; node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Пліч-о-пліч з іншою PR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="24"/>
        <source>Every second NPR Ship on the Bot&apos;s side counts as one more hit result.</source>
        <extracomment>node with_npr (do); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Кожен другий Корабель NPR на боці Бота вважається ще одним результатом влучання.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="29"/>
        <source>The Main Defender is chosen as in a Land Battle and counts as if %n NPR Ships fought on its side. If their side loses, remove the Bots&apos; Ships.</source>
        <extracomment>node with_pr (do); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>
            <numerusform>Головного захисника обирають, як у Сухопутній битві, і він вважається так, ніби на його боці бився %n Корабель NPR. Якщо їхня сторона програє, приберіть Кораблі Ботів.</numerusform>
            <numerusform>Головного захисника обирають, як у Сухопутній битві, і він вважається так, ніби на його боці билися %n Кораблі NPR. Якщо їхня сторона програє, приберіть Кораблі Ботів.</numerusform>
            <numerusform>Головного захисника обирають, як у Сухопутній битві, і він вважається так, ніби на його боці билося %n Кораблів NPR. Якщо їхня сторона програє, приберіть Кораблі Ботів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="38"/>
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human player has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <extracomment>node dice (do); seed 002, Naval Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Кидає лише Бот. Киньте %n Кубик артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо реальний гравець має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports}, які він має у володінні біля цієї Морської зони, і {hit} за кожен результат влучання.</numerusform>
            <numerusform>Кидає лише Бот. Киньте %n Кубики артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо реальний гравець має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports}, які він має у володінні біля цієї Морської зони, і {hit} за кожен результат влучання.</numerusform>
            <numerusform>Кидає лише Бот. Киньте %n Кубиків артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо реальний гравець має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports}, які він має у володінні біля цієї Морської зони, і {hit} за кожен результат влучання.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="38"/>
        <source>%n Ports</source>
        <extracomment>part of the text of node dice (do); seed 002, Naval Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>%n Порт</numerusform>
            <numerusform>%n Порти</numerusform>
            <numerusform>%n Портів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <source>Against whom is the result judged?</source>
        <extracomment>node versus (check); seed 002, Naval Battles</extracomment>
        <translation>Щодо кого оцінюють результат?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <source>A human Opponent</source>
        <comment>judged against</comment>
        <extracomment>answer &apos;human&apos; to &apos;Against whom is the result judged?&apos;; node versus (check); seed 002, Naval Battles</extracomment>
        <translation>Щодо Опонента — реального гравця</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <source>Another Bot</source>
        <comment>judged against</comment>
        <extracomment>answer &apos;bot&apos; to &apos;Against whom is the result judged?&apos;; node versus (check); seed 002, Naval Battles</extracomment>
        <translation>Щодо іншого Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <source>An NPR</source>
        <comment>judged against</comment>
        <extracomment>answer &apos;npr&apos; to &apos;Against whom is the result judged?&apos;; node versus (check); seed 002, Naval Battles</extracomment>
        <translation>З NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="49"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="109"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;Against whom is the result judged?&apos;; node versus (check); seed 002, Naval Battles</extracomment>
        <extracomment>answer &apos;unknown&apos; to &apos;Is the result of the Naval Battle noted?&apos;; node noted (check); seed 002, Naval Battles</extracomment>
        <translation>Невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="58"/>
        <source>Are all of the human Enemy&apos;s Ships sunk?</source>
        <extracomment>node human_sunk (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Чи потоплено всі Кораблі Ворога — реального гравця?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="65"/>
        <source>The Bot loses: remove its Ship. If the human player has an Admiral or used a Battle Action, they capture a Light Ship.</source>
        <extracomment>node human_lost (do); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Бот програє: приберіть його Корабель. Якщо реальний гравець має Адмірала або використав Бойову дію, він захоплює Легкий корабель.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>Which Bot scored more hits? (On a tie, both roll again.)</source>
        <extracomment>node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Який Бот завдав більше влучань? (За рівності обидва перекидають.)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>This Bot</source>
        <extracomment>answer &apos;this&apos; to &apos;Which Bot scored more hits? (On a tie, both roll again.)&apos;; node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Цей Бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>The other Bot</source>
        <extracomment>answer &apos;other&apos; to &apos;Which Bot scored more hits? (On a tie, both roll again.)&apos;; node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Інший Бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="73"/>
        <source>A tie</source>
        <extracomment>answer &apos;tie&apos; to &apos;Which Bot scored more hits? (On a tie, both roll again.)&apos;; node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Рівність</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="81"/>
        <source>Roll one Artillery Die per NPR Ship. If the hit results are at least {n} plus the Bot&apos;s adjacent Ports, the Bot loses.</source>
        <extracomment>node npr_dice (do); seed 002, Naval Battles vs. NPRs</extracomment>
        <translation>Киньте один Кубик артилерії за кожен Корабель NPR. Якщо результатів влучання щонайменше {n} плюс кількість суміжних Портів Бота, Бот програє.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="89"/>
        <source>Are the hit results at least {n} plus the Bot&apos;s adjacent Ports?</source>
        <extracomment>node npr_result (ask); seed 002, Naval Battles vs. NPRs</extracomment>
        <translation>Чи результатів влучання щонайменше {n} плюс кількість суміжних Портів Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="97"/>
        <source>The Bot wins: its Ship stays on the map.</source>
        <extracomment>node won (do); seed 002, Naval Battles</extracomment>
        <translation>Бот виграє: його Корабель лишається на мапі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="102"/>
        <source>The Bot loses: remove its Ship.</source>
        <extracomment>node lost (do); seed 002, Naval Battles</extracomment>
        <translation>Бот програє: приберіть його Корабель.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="109"/>
        <source>Is the result of the Naval Battle noted?</source>
        <extracomment>node noted (check); seed 002, Naval Battles</extracomment>
        <translation>Чи записано результат Морської битви?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="109"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;Is the result of the Naval Battle noted?&apos;; node noted (check); seed 002, Naval Battles</extracomment>
        <translation>Перемога</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="109"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;Is the result of the Naval Battle noted?&apos;; node noted (check); seed 002, Naval Battles</extracomment>
        <translation>Поразка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="117"/>
        <source>End of the Naval Battle.</source>
        <extracomment>node end_battle (end); seed 002, Naval Battles</extracomment>
        <translation>Кінець Морської битви.</translation>
    </message>
</context>
<context>
    <name>eupop/papal_curia</name>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="1"/>
        <source>PAPAL CURIA Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія ПАПСЬКА КУРІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="5"/>
        <source>The Action of Bot Card 14 and the second Action of Bot Card 15. Only Catholic Realms take part in the Curia (main rules); a Curia Action that lets the Bot Declare War goes on to the MILITARY Action. Check these steps against the chart in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Дія з Карти бота 14 і друга дія з Карти бота 15. У Курії беруть участь лише Католицькі Держави (основні правила); якщо дія Курії дозволяє Ботові оголосити війну, перейдіть до ВІЙСЬКОВОЇ дії. Звірте ці кроки зі схемою у своїй брошурі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="10"/>
        <source>Is the Bot&apos;s State Religion Catholic?</source>
        <extracomment>node catholic (check); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Чи Державна релігія Бота Католицька?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="10"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &quot;Is the Bot&apos;s State Religion Catholic?&quot;; node catholic (check); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="19"/>
        <source>The Bot&apos;s mat shows no State Religion. Is the Bot&apos;s State Religion Catholic?</source>
        <extracomment>node ask_catholic (ask); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Панель Бота не показує Державної релігії. Чи Державна релігія Бота Католицька?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="25"/>
        <source>The Bot is not Catholic: it cannot take the PAPAL CURIA Action.</source>
        <extracomment>node cannot (end); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Бот не Католицький: він не може виконати Дію ПАПСЬКА КУРІЯ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="28"/>
        <source>Take the main rules&apos; Papal Curia Action for the Bot, choosing by Choice Processes.</source>
        <extracomment>node curia (do); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Виконайте для Бота дію Папської курії за основними правилами, обираючи за Процедурами вибору.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="33"/>
        <source>Does the Curia Action let the Bot Declare War (e.g. a Crusade)?</source>
        <extracomment>node war (ask); seed 002, Military Action (from PAPAL and SPY Actions) (reconstructed)</extracomment>
        <translation>Чи дозволяє дія Курії Ботові оголосити війну (напр. Хрестовий похід)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="45"/>
        <source>End of the PAPAL CURIA Action.</source>
        <extracomment>node end_action (end); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Кінець Дії ПАПСЬКА КУРІЯ.</translation>
    </message>
</context>
<context>
    <name>eupop/pass</name>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="1"/>
        <source>Passing</source>
        <extracomment>chart title</extracomment>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="4"/>
        <source>A Bot that Passes first gains 2 Bot Power, the second to Pass gains 1. Human players who Passed before the Bot count too.</source>
        <extracomment>chart note</extracomment>
        <translation>Бот, що спасує першим, отримує 2 Очки бота, другий — 1. Реальні гравці, що спасували до Бота, теж враховуються.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="6"/>
        <source>Has the Bot already Passed this Round?</source>
        <extracomment>node already (check); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Чи Бот уже спасував у цьому Раунді?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="14"/>
        <source>The Bot has already Passed this Round: it takes no more Turns.</source>
        <extracomment>node passed_before (end); seed 002, Action Phase: Passing</extracomment>
        <translation>Бот уже спасував у цьому Раунді: більше Ходів він не робить.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="17"/>
        <source>How many Realms have Passed this Round before this Bot, human players included? Counted so far: {passed}.</source>
        <extracomment>node humans (number); seed 002, Action Phase: Passing</extracomment>
        <translation>Скільки Держав спасувало в цьому Раунді до цього Бота, разом із реальними гравцями? Пораховано досі: {passed}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="17"/>
        <source>how many Realms have Passed this Round before the Bot</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node humans (number); seed 002, Action Phase: Passing</extracomment>
        <translation>скільки Держав спасувало в цьому Раунді до Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>Is the Bot the first or the second Realm to Pass this Round?</source>
        <extracomment>node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Чи Бот — перша або друга Держава, що спасувала в цьому Раунді?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>First</source>
        <extracomment>answer &apos;first&apos; to &apos;Is the Bot the first or the second Realm to Pass this Round?&apos;; node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Першою</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>Second</source>
        <extracomment>answer &apos;second&apos; to &apos;Is the Bot the first or the second Realm to Pass this Round?&apos;; node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Другою</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>Later</source>
        <extracomment>answer &apos;later&apos; to &apos;Is the Bot the first or the second Realm to Pass this Round?&apos;; node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Ні, пізнішою</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="36"/>
        <source>The Bot Passes first and gains %n Bot Power.</source>
        <extracomment>node first (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>Бот спасує першим і отримає %n Очко бота.</numerusform>
            <numerusform>Бот спасує першим і отримає %n Очки бота.</numerusform>
            <numerusform>Бот спасує першим і отримає %n Очок бота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="43"/>
        <source>The Bot Passes second and gains %n Bot Power.</source>
        <extracomment>node second (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>Бот спасує другим і отримає %n Очко бота.</numerusform>
            <numerusform>Бот спасує другим і отримає %n Очки бота.</numerusform>
            <numerusform>Бот спасує другим і отримає %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="50"/>
        <source>The Bot Passes. It gains no Bot Power for Passing.</source>
        <extracomment>node later (do); seed 002, Action Phase: Passing</extracomment>
        <translation>Бот спасує. Він не отримає Очок бота за Пас.</translation>
    </message>
</context>
<context>
    <name>eupop/peace</name>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="1"/>
        <source>Bot Peace Resolution</source>
        <extracomment>chart title</extracomment>
        <translation>Мирні переговори бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="4"/>
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace in the Peace &amp; Rebels Phase, within the main rules&apos; Peace Resolution sequence. Check these steps against the chart and its footnotes in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Запустіть це для кожної Війни Бота, коли у Фазі миру й бунтів настає черга Бота вести Мирні переговори, у межах послідовності Мирних переговорів з основних правил. Звірте ці кроки зі схемою та її примітками у своїй брошурі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="9"/>
        <source>Who is the Bot&apos;s Enemy in this War?</source>
        <extracomment>node enemy (ask); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>Хто Ворог Бота в цій Війні?</translation>
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
        <translation>PR (реальний гравець або Бот)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="16"/>
        <source>Does the Bot Occupy the NPR&apos;s Capital and Provinces with a Tax Value of at least half the NPR&apos;s Tax Income?</source>
        <extracomment>node npr_occupied (ask); seed 002, Bot Peace Resolution, footnote 1</extracomment>
        <translation>Чи окуповує Бот Столицю NPR і Провінції з Податковою вартістю щонайменше в половину Податкового доходу NPR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="25"/>
        <source>Make Peace: NPRs always accept. The Bot takes the Occupied Provinces under the main rules&apos; Peace terms. Remove all other Bots&apos; Influence from Areas where the Bot places Towns.</source>
        <extracomment>node npr_peace (do); seed 002, Bot Peace Resolution, footnotes 3 and 5 (reconstructed)</extracomment>
        <translation>Укладіть Мир: NPR завжди погоджуються. Бот забирає Окуповані Провінції на умовах Миру з основних правил. Приберіть увесь Вплив інших Ботів з Областей, де Бот розміщує Міста.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="25"/>
        <source>Check in your booklet that the two icons of the chart&apos;s last footnote are Influence and Towns.</source>
        <extracomment>note of node npr_peace (do); seed 002, Bot Peace Resolution, footnotes 3 and 5 (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи обидва значки останньої примітки схеми означають Вплив і Міста.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="34"/>
        <source>Can the Bot enforce Peace under the main rules? Units on Distant Continents where the Bot has no Towns do not count.</source>
        <extracomment>node enforce (ask); seed 002, Bot Peace Resolution, footnote 2 (reconstructed)</extracomment>
        <translation>Чи може Бот примусити до Миру за основними правилами? Загони на Віддалених континентах, де Бот не має Міст, не враховуються.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="44"/>
        <source>Does the Enemy accept? An Enemy Bot accepts if it cannot enforce Peace and has {n} or more Unrest in Areas without its Army; a human decides.</source>
        <extracomment>node accept (ask); seed 002, Bot Peace Resolution, footnote 3 (reconstructed)</extracomment>
        <translation>Чи Ворог погоджується? Ворожий Бот погоджується, якщо не може примусити до Миру й має {n} або більше Заворушень в Областях без своєї Армії; реальний гравець вирішує сам.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="44"/>
        <source>Check in your booklet that the two icons of this footnote are Unrest and the Army.</source>
        <extracomment>note of node accept (ask); seed 002, Bot Peace Resolution, footnote 3 (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи обидва значки цієї примітки означають Заворушення й Армію.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="56"/>
        <source>Make Peace on the best terms the main rules allow. Remove all other Bots&apos; Influence from Areas where the Bot places Towns.</source>
        <extracomment>node pr_peace (do); seed 002, Bot Peace Resolution, footnote 5 (reconstructed)</extracomment>
        <translation>Укладіть Мир на найкращих умовах, які дозволяють основні правила. Приберіть увесь Вплив інших Ботів з Областей, де Бот розміщує Міста.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="56"/>
        <source>Check in your booklet that the two icons of this footnote are Influence and Towns.</source>
        <extracomment>note of node pr_peace (do); seed 002, Bot Peace Resolution, footnote 5 (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи обидва значки цієї примітки означають Вплив і Міста.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="65"/>
        <source>Are both sides&apos; Armies the same size, and is the Tax Value of Provinces Occupied by either side equal?</source>
        <extracomment>node equal (ask); seed 002, Bot Peace Resolution, footnote 4 (reconstructed)</extracomment>
        <translation>Чи Армії обох сторін однакового розміру і чи Податкова вартість Провінцій, Окупованих кожною стороною, однакова?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="65"/>
        <source>Check in your booklet that this footnote gives a White Peace for equal Armies and equal Occupations.</source>
        <extracomment>note of node equal (ask); seed 002, Bot Peace Resolution, footnote 4 (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи ця примітка дає Білий Мир за рівних Армій і рівних Окупацій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="76"/>
        <source>Make a White Peace.</source>
        <extracomment>node white_peace (do); seed 002, Bot Peace Resolution, footnote 4 (reconstructed)</extracomment>
        <translation>Укладіть Білий Мир.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="82"/>
        <source>No Peace: the War goes on.</source>
        <extracomment>node war_goes_on (end); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>Миру немає: Війна триває.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="86"/>
        <source>Is the Bot now at Peace with every Realm?</source>
        <extracomment>node at_peace (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Чи Бот тепер у стані Миру з кожною Державою?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="93"/>
        <source>Mark the Bot as at Peace.</source>
        <extracomment>node peace_all (do); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Позначте Бота як такого, що в стані Миру.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="99"/>
        <source>Does the Bot have Towns with Unrest, or Rebel Towns, in the Area where its Army stands?</source>
        <extracomment>node keep_army (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution (reconstructed)</extracomment>
        <translation>Чи має Бот Міста із Заворушеннями або Міста бунтівників в Області, де стоїть його Армія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="99"/>
        <source>Check in your booklet that this rule&apos;s icons are Towns with Unrest or Rebel Towns.</source>
        <extracomment>note of node keep_army (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи значки цього правила означають Міста із Заворушеннями або Міста бунтівників.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="109"/>
        <source>Remove the Bot&apos;s Army from the map; its Units all stand up. Standing: {standing}.</source>
        <extracomment>node remove_army (do); seed 002, Peace &amp; Rebels Phase, D; MAC</extracomment>
        <translation>Приберіть Армію Бота з мапи; усі її Загони ставлять. Стоять: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="115"/>
        <source>End of the Bot&apos;s Peace Resolution.</source>
        <extracomment>node end_peace (end); seed 002, Bot Peace Resolution</extracomment>
        <translation>Кінець Мирних переговорів бота.</translation>
    </message>
</context>
<context>
    <name>eupop/peace_and_rebels</name>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="1"/>
        <source>Phase 3: Peace &amp; Rebels</source>
        <extracomment>chart title</extracomment>
        <translation>Фаза 3: Мир і бунти</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="5"/>
        <source>A. Remove the Bot&apos;s Truces as normal. Bots never hold Casus Belli tokens.</source>
        <extracomment>node truces (do); seed 002, Peace &amp; Rebels Phase: A. Remove Casus Belli and Truces</extracomment>
        <translation>A. Приберіть Перемир’я Бота як зазвичай. Боти ніколи не мають жетонів Казус белі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="10"/>
        <source>B. Does any NPR Invasion target the Bot?</source>
        <extracomment>node invasion (ask); seed 002, Peace &amp; Rebels Phase: B. NPR Invasions</extracomment>
        <translation>B. Чи якесь Вторгнення NPR має ціллю Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="17"/>
        <source>Resolve only one NPR Invasion against the Bot: the one with the most NPR Units (ties: alphabetical). Place the Bot&apos;s Army in the target Area, check MAC and fight the Battle.</source>
        <extracomment>node invade (do); seed 002, Peace &amp; Rebels Phase: B. NPR Invasions</extracomment>
        <translation>Розіграйте лише одне Вторгнення NPR проти Бота: те, що має найбільше Загонів NPR (за рівності: за абеткою). Розмістіть Армію Бота в цільовій Області, перевірте MAC і проведіть Битву.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="28"/>
        <source>C. Rebels Siege or move as normal.</source>
        <extracomment>node rebels (do); seed 002, Peace &amp; Rebels Phase: C. Rebels Siege or Move</extracomment>
        <translation>C. Бунтівники беруть в облогу або рухаються як зазвичай.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="33"/>
        <source>D. Is the Bot at War?</source>
        <extracomment>node war (check); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>D. Чи Бот у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="41"/>
        <source>Resolve Peace in turn order as normal. On the Bot&apos;s turn, resolve each of its Wars with the Bot Peace Resolution chart.</source>
        <extracomment>node peace (do); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>Проводьте Мирні переговори в черговості ходів, як зазвичай. Коли настає черга Бота, розіграйте кожну його Війну за схемою «Мирні переговори бота».</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="51"/>
        <source>Does the Bot have another War to resolve?</source>
        <extracomment>node more_wars (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution (reconstructed)</extracomment>
        <translation>Чи має Бот ще одну Війну для вирішення?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="59"/>
        <source>Was the Bot Fully Annexed by a PR?</source>
        <extracomment>node annexed (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>Чи Бота повністю анексовано PR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="66"/>
        <source>Replace the Bot: pick the new Realm, add it as a new Bot with its own Realm profile, and run &apos;Replace an eliminated Bot&apos; for the new Bot.</source>
        <extracomment>node replace (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Замініть Бота: оберіть нову Державу, додайте її як нового Бота з власним профілем Держави й запустіть для нового Бота процедуру «Заміна вибулого Бота».</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="73"/>
        <source>E. Resolve Prestige Penalties as normal. F. Interregnums do not affect Bots.</source>
        <extracomment>node prestige (do); seed 002, Peace &amp; Rebels Phase: E. Prestige Penalties</extracomment>
        <translation>E. Розіграйте Штрафи престижу як зазвичай. F. Міжцарів’я не впливає на Ботів.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="78"/>
        <source>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</source>
        <extracomment>node dissent (do); seed 002, Peace &amp; Rebels Phase: G. Religious Dissent</extracomment>
        <translation>
            <numerusform>G. Релігійне інакодумство: Бот отримує на цьому етапі щонайбільше %n Заворушення.</numerusform>
            <numerusform>G. Релігійне інакодумство: Бот отримує на цьому етапі щонайбільше %n Заворушення.</numerusform>
            <numerusform>G. Релігійне інакодумство: Бот отримує на цьому етапі щонайбільше %n Заворушень.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="85"/>
        <source>H. Is the Bot at War?</source>
        <extracomment>node war_unrest (check); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>H. Чи Бот у стані війни?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="93"/>
        <source>The Bot gains %n Unrest for being at War.</source>
        <extracomment>node gain_unrest (do); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>
            <numerusform>Бот отримує %n Заворушення за те, що у стані війни.</numerusform>
            <numerusform>Бот отримує %n Заворушення за те, що у стані війни.</numerusform>
            <numerusform>Бот отримує %n Заворушень за те, що у стані війни.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="100"/>
        <source>Does the Bot have {n} or more Administrative Ideas?</source>
        <extracomment>node admin (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation>Чи має Бот {n} чи більше Адміністративних ідей?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="109"/>
        <source>Does the Bot have any Administrative Ideas?</source>
        <extracomment>node admin_any (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation>Чи має Бот якісь Адміністративні ідеї?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="118"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="125"/>
        <source>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</source>
        <extracomment>node remove_two (do); seed 002, Bots &amp; Ideas</extracomment>
        <extracomment>node remove_one (do); seed 002, Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Приберіть %n Заворушення з Областей Бота (Адміністративні ідеї: {ideas}).</numerusform>
            <numerusform>Приберіть %n Заворушення з Областей Бота (Адміністративні ідеї: {ideas}).</numerusform>
            <numerusform>Приберіть %n Заворушень з Областей Бота (Адміністративні ідеї: {ideas}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="132"/>
        <source>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most %n dice. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</source>
        <extracomment>node rebel_dice (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>I. Киньте Кубики бунтівників за всі Заворушення Бота разом, щонайбільше %n кубик. Застосуйте Бунт в Області Армії Бота, якщо можливо, інакше за Процедурами вибору Бота.</numerusform>
            <numerusform>I. Киньте Кубики бунтівників за всі Заворушення Бота разом, щонайбільше %n кубики. Застосуйте Бунт в Області Армії Бота, якщо можливо, інакше за Процедурами вибору Бота.</numerusform>
            <numerusform>I. Киньте Кубики бунтівників за всі Заворушення Бота разом, щонайбільше %n кубиків. Застосуйте Бунт в Області Армії Бота, якщо можливо, інакше за Процедурами вибору Бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="139"/>
        <source>Did the Rebel Dice show any result that costs Ducats, Manpower or Monarch Power?</source>
        <extracomment>node rebel_loss (ask); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>Чи показали Кубики бунтівників результат, що коштує Дукатів, Людських ресурсів або Очок влади?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="148"/>
        <source>Does the Bot have any Bot Power Available?</source>
        <extracomment>node any_power (check); seed 002, Rebel Dice Rolls</extracomment>
        <translation>Чи має Бот якісь Доступні Очки бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="148"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="157"/>
        <source>Check in your booklet that the Rebel Dice results that cost Ducats, Manpower or Monarch Power cost the Bot at most 1 Bot Power in all.</source>
        <extracomment>note of node any_power (check); seed 002, Rebel Dice Rolls</extracomment>
        <extracomment>note of node lose_one (do); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи результати Кубиків бунтівників, які коштують Дукатів, Людських ресурсів або Очок влади, разом коштують Ботові щонайбільше 1 Очко бота.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="157"/>
        <source>The Bot loses %n Bot Power for the Rebel Dice, never more per roll.</source>
        <extracomment>node lose_one (do); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>
            <numerusform>Бот втрачає %n Очко бота за Кубики бунтівників, ніколи не більше за один кидок.</numerusform>
            <numerusform>Бот втрачає %n Очки бота за Кубики бунтівників, ніколи не більше за один кидок.</numerusform>
            <numerusform>Бот втрачає %n Очок бота за Кубики бунтівників, ніколи не більше за один кидок.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="167"/>
        <source>Place a Claim in each Area where Rebels Liberated one of the Bot&apos;s Provinces. Out of Claim tokens? Use Token Limitations.</source>
        <extracomment>node liberated (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>Розмістіть Претензію в кожній Області, де Бунтівники звільнили одну з Провінцій Бота. Немає жетонів Претензій? Скористайтеся Обмеженнями жетонів.</translation>
    </message>
</context>
<context>
    <name>eupop/pick_tied</name>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="1"/>
        <source>At random among tied choices</source>
        <extracomment>chart title</extracomment>
        <translation>Випадково серед рівних</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="4"/>
        <source>Where a choice ends in a tie, the rules say to decide at random: put the tied ones in alphabetical order and roll a die among them.</source>
        <extracomment>chart note</extracomment>
        <translation>Коли вибір закінчується рівністю, правила кажуть вирішити випадково: розставте рівні позиції за абеткою й киньте кубик, щоб обрати одну з них.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="8"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="15"/>
        <source>How many are tied?</source>
        <extracomment>node count (number); seed 002, Choice Processes</extracomment>
        <extracomment>node size (check); seed 002, Choice Processes</extracomment>
        <translation>Скільки позицій мають рівність?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="8"/>
        <source>how many choices are tied</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node count (number); seed 002, Choice Processes</extracomment>
        <translation>скільки позицій мають рівність</translation>
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
            <numerusform>Киньте кубик, щоб обрати одну з %n рівної позиції, розставлених за абеткою.</numerusform>
            <numerusform>Киньте кубик, щоб обрати одну з %n рівних позицій, розставлених за абеткою.</numerusform>
            <numerusform>Киньте кубик, щоб обрати одну з %n рівних позицій, розставлених за абеткою.</numerusform>
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
        <translation>Візьміть першу позицію списку</translation>
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
        <translation>Візьміть другу позицію списку</translation>
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
        <translation>Візьміть третю позицію списку</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="43"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="53"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Take the fourth of them</source>
        <extracomment>answer &apos;4&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick4 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;4&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick5 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;4&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>Візьміть четверту позицію списку</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="53"/>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Take the fifth of them</source>
        <extracomment>answer &apos;5&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick5 (roll); seed 002, Choice Processes</extracomment>
        <extracomment>answer &apos;5&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>Візьміть п’яту позицію списку</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pick_tied.yaml" line="64"/>
        <source>Take the sixth of them</source>
        <extracomment>answer &apos;6&apos; to &apos;Roll among the %n tied ones, taken in alphabetical order.&apos;; node pick6 (roll); seed 002, Choice Processes</extracomment>
        <translation>Візьміть шосту позицію списку</translation>
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
        <translation>Заміна вибулого Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="4"/>
        <source>Pick the new Realm first: the scenario&apos;s choice, else the NPR or DNPR best able to compete on level terms with the other PRs. Add it as a new Bot with its own Realm profile (its own Bot Deck and Targeting Charts), then run this routine for the new Bot.</source>
        <extracomment>chart note</extracomment>
        <translation>Спершу оберіть нову Державу: ту, що зі сценарію, інакше NPR чи DNPR, найздатнішу змагатися на рівних з іншими PR. Додайте її як нового Бота з власним профілем Держави (власною Колодою бота та Схемами цілей), потім запустіть цю процедуру для нового Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="9"/>
        <source>Which Bot does this new Bot replace?</source>
        <extracomment>node old (ask); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Якого Бота замінює цей новий Бот?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="9"/>
        <source>A Bot no longer in this game</source>
        <extracomment>answer &apos;gone&apos; to &apos;Which Bot does this new Bot replace?&apos;; node old (ask); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Бот, якого вже немає в цій грі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="15"/>
        <source>This Bot takes over the Ideas of {old} (Administrative {administrative}, Diplomatic {diplomatic}, Military {military}) and keeps its Prestige and completed Milestones on the board. {old} leaves the game.</source>
        <extracomment>node inherit (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>{old} вибуває з гри. Цей Бот переймає його Ідеї (Адміністративні: {administrative}, Дипломатичні: {diplomatic}, Військові: {military}), а також його Престиж і здобуті Віхи на полі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="23"/>
        <source>How many Administrative Ideas had the eliminated Bot Researched?</source>
        <extracomment>node ideas_adm (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Скільки Адміністративних ідей дослідив Бот, що вибув?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="23"/>
        <source>how many Administrative Ideas the eliminated Bot had Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_adm (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>скільки Адміністративних ідей дослідив Бот, що вибув</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="31"/>
        <source>How many Diplomatic Ideas had the eliminated Bot Researched?</source>
        <extracomment>node ideas_dip (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Скільки Дипломатичних ідей дослідив Бот, що вибув?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="31"/>
        <source>how many Diplomatic Ideas the eliminated Bot had Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_dip (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>скільки Дипломатичних ідей дослідив Бот, що вибув</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="39"/>
        <source>How many Military Ideas had the eliminated Bot Researched?</source>
        <extracomment>node ideas_mil (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Скільки Військових ідей дослідив Бот, що вибув?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="39"/>
        <source>how many Military Ideas the eliminated Bot had Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_mil (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>скільки Військових ідей дослідив Бот, що вибув</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="47"/>
        <source>Remove all of the eliminated Bot&apos;s tokens from play, unless the scenario says otherwise.</source>
        <extracomment>node remove (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Приберіть із гри всі жетони вибулого Бота, якщо сценарій не каже інакше.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="51"/>
        <source>Does the eliminated Bot&apos;s Realm have its own Events in the Event deck?</source>
        <extracomment>node events (ask); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Чи має Держава вибулого Бота власні Події в колоді подій?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="57"/>
        <source>Prefer a new Realm whose Events can replace them. If none can, replace them with B-Events; with no B-Events left, keep them and apply only the effects that still apply.</source>
        <extracomment>node swap_events (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Надавайте перевагу новій Державі, чиї Події можуть їх замінити. Якщо жодна не може, замініть їх Подіями B; коли Подій B не лишилося, залиште їх і застосовуйте лише ті ефекти, що досі діють.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="63"/>
        <source>Place %n Units in the new Bot&apos;s Army area and its Towns on every Province the new Realm Owns now.</source>
        <extracomment>node army (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>
            <numerusform>Розмістіть %n Загін в області Армії нового Бота, а його Міста — на кожній Провінції, яку нова Держава тепер має у володінні.</numerusform>
            <numerusform>Розмістіть %n Загони в області Армії нового Бота, а його Міста — на кожній Провінції, яку нова Держава тепер має у володінні.</numerusform>
            <numerusform>Розмістіть %n Загонів в області Армії нового Бота, а його Міста — на кожній Провінції, яку нова Держава тепер має у володінні.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="72"/>
        <source>How much Manpower does the new Bot&apos;s Town Track give as normal? A Bot never has less than {minimum}.</source>
        <extracomment>node track (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Скільки Людських ресурсів зазвичай дає Шкала міст нового Бота? Бот ніколи не має менше ніж {minimum}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="72"/>
        <source>how much Manpower the new Bot&apos;s Town Track gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node track (number); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>скільки Людських ресурсів дає Шкала міст нового Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="80"/>
        <source>Manpower is {total}: Army {army}, Manpower Reserve {reserve}.</source>
        <extracomment>node manpower (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Людські ресурси становлять {total}: Армія {army}, Резерв людських ресурсів {reserve}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="85"/>
        <source>Set up the rest as in Bot Setup: the Bot Mat with %n Bot Power, no Army on the map, one Ship per Sea Zone, the Bot Deck of its Realm for Age {age}.</source>
        <extracomment>node rest (do); seed 002, Substitute Bots: Replacing Bot Realms; Bot Setup</extracomment>
        <translation>
            <numerusform>Решту підготуйте як у Підготовці бота: Планшет бота з %n Очком бота, без Армії на мапі, один Корабель на Морську зону, Колода бота його Держави на Епоху {age}.</numerusform>
            <numerusform>Решту підготуйте як у Підготовці бота: Планшет бота з %n Очками бота, без Армії на мапі, один Корабель на Морську зону, Колода бота його Держави на Епоху {age}.</numerusform>
            <numerusform>Решту підготуйте як у Підготовці бота: Планшет бота з %n Очками бота, без Армії на мапі, один Корабель на Морську зону, Колода бота його Держави на Епоху {age}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/replace_human</name>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="1"/>
        <source>Replacing a human player with a Bot</source>
        <extracomment>chart title</extracomment>
        <translation>Заміна реального гравця Ботом</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="4"/>
        <source>Between Rounds. Add the Bot first (Realm profile, Difficulty Level), then run this routine for it: the numbers you give set its mat.</source>
        <extracomment>chart note</extracomment>
        <translation>Між Раундами. Спершу додайте Бота (профіль Держави, Рівень складності), потім запустіть для нього цю процедуру: числа, які ви дасте, налаштують панель цього Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="6"/>
        <source>Flip the player&apos;s Player Mat to its Bot Mat side.</source>
        <extracomment>node flip (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Переверніть Планшет гравця на бік Планшета бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="10"/>
        <source>How much Monarch Power does the player have, all three types together?</source>
        <extracomment>node monarch_power (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Скільки Очок влади має гравець, усіх трьох типів разом?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="10"/>
        <source>how much Monarch Power the player has in all</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node monarch_power (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>скільки Очок влади має гравець загалом</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="18"/>
        <source>How many Ducats does the player have?</source>
        <extracomment>node ducats (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Скільки Дукатів має гравець?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="18"/>
        <source>how many Ducats the player has</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ducats (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>скільки Дукатів має гравець</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="26"/>
        <source>Where is the player&apos;s Stability (below zero for a negative step)?</source>
        <extracomment>node stability (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Де Стабільність гравця (нижче нуля для від’ємного кроку)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="26"/>
        <source>the player&apos;s Stability step</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node stability (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>на якому кроці Стабільність гравця</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="34"/>
        <source>How many Loans does the player have?</source>
        <extracomment>node loans (number); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Скільки позик має гравець?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="34"/>
        <source>Check in your booklet that this line&apos;s icon is Loans.</source>
        <extracomment>note of node loans (number); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи значок цього рядка означає Позики.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="34"/>
        <source>how many Loans the player has</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node loans (number); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>скільки позик має гравець</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="44"/>
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats {stability_sign} {stability_size} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has %n Bot Power Available.</source>
        <extracomment>node convert (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>
            <numerusform>Очки бота: {monarch_power} за Очки влади + {ducat_power} за Дукати {stability_sign} {stability_size} за Стабільність − {loans} за Позики = {raw}; у межах від {minimum} до {maximum}: Бот має %n Доступне Очко бота.</numerusform>
            <numerusform>Очки бота: {monarch_power} за Очки влади + {ducat_power} за Дукати {stability_sign} {stability_size} за Стабільність − {loans} за Позики = {raw}; у межах від {minimum} до {maximum}: Бот має %n Доступні Очки бота.</numerusform>
            <numerusform>Очки бота: {monarch_power} за Очки влади + {ducat_power} за Дукати {stability_sign} {stability_size} за Стабільність − {loans} за Позики = {raw}; у межах від {minimum} до {maximum}: Бот має %n Доступних Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="44"/>
        <source>Each Monarch Power gives 1; every 5 Ducats give 1 (at most 5); each positive Stability step gives 1 and each negative step costs 1; each Loan costs 1 (check that line&apos;s icon in your booklet).</source>
        <extracomment>note of node convert (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Кожне Очко влади дає 1; кожні 5 Дукатів дають 1 (щонайбільше 5); кожен додатний крок Стабільності дає 1, а кожен від’ємний коштує 1; кожна Позика коштує 1 (перевірте значок цього рядка у своїй брошурі).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="53"/>
        <source>How many of the player&apos;s Land Units are Deployed?</source>
        <extracomment>node deployed (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Скільки Сухопутних загонів гравця є Розгорнутими?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="53"/>
        <source>how many of the player&apos;s Land Units are Deployed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node deployed (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>скільки Сухопутних загонів гравця є Розгорнутими</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="60"/>
        <source>How many other Land Units does the player have (available for recruitment)?</source>
        <extracomment>node reserve (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Скільки інших Сухопутних загонів має гравець (доступних для вербування)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="60"/>
        <source>how many other Land Units the player has</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node reserve (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>скільки інших Сухопутних загонів має гравець</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="67"/>
        <source>Put the Deployed Units in the Army ({army}) and the rest in the Manpower Reserve ({reserve}).</source>
        <extracomment>node units (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Покладіть Розгорнуті загони в Армію ({army}), а решту — в Резерв людських ресурсів ({reserve}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="73"/>
        <source>How many Administrative Ideas has the player Researched? Mark at most {max} on the Bot Mat.</source>
        <extracomment>node ideas_adm (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Скільки Адміністративних ідей дослідив гравець? Позначте щонайбільше {max} на Планшеті бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="73"/>
        <source>how many Administrative Ideas the player has Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_adm (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>скільки Адміністративних ідей дослідив гравець</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="81"/>
        <source>How many Diplomatic Ideas has the player Researched? Mark at most {max} on the Bot Mat.</source>
        <extracomment>node ideas_dip (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Скільки Дипломатичних ідей дослідив гравець? Позначте щонайбільше {max} на Планшеті бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="81"/>
        <source>how many Diplomatic Ideas the player has Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_dip (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>скільки Дипломатичних ідей дослідив гравець</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="89"/>
        <source>How many Military Ideas has the player Researched? Mark at most {max} on the Bot Mat.</source>
        <extracomment>node ideas_mil (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Скільки Військових ідей дослідив гравець? Позначте щонайбільше {max} на Планшеті бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="89"/>
        <source>how many Military Ideas the player has Researched</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ideas_mil (number); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>скільки Військових ідей дослідив гравець</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="97"/>
        <source>Replace each of the player&apos;s Vassal tokens with a Bot Town matching the Province&apos;s size.</source>
        <extracomment>node towns (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Замініть кожен жетон Васала гравця Містом Бота, що відповідає розміру Провінції.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="97"/>
        <source>Check in your booklet that this line&apos;s icons replace Vassals by Towns, as Bot Setup does.</source>
        <extracomment>note of node towns (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи значки цього рядка замінюють Васалів Містами, як і під час Підготовки бота.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="103"/>
        <source>In each Sea Zone with Ships (the Fleet included), remove all but %n Ships.</source>
        <extracomment>node ships (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>
            <numerusform>У кожній Морській зоні з Кораблями (включно з Флотом) приберіть усі Кораблі, крім %n.</numerusform>
            <numerusform>У кожній Морській зоні з Кораблями (включно з Флотом) приберіть усі Кораблі, крім %n.</numerusform>
            <numerusform>У кожній Морській зоні з Кораблями (включно з Флотом) приберіть усі Кораблі, крім %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="109"/>
        <source>Remove all the player&apos;s Armies from the map.</source>
        <extracomment>node armies (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Приберіть з мапи всі Армії гравця.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="113"/>
        <source>Has the player achieved an Economic Milestone?</source>
        <extracomment>node economic (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Чи досягнув гравець Віхи Економіки?</translation>
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
        <translation>Приберіть із Колоди бота карти з Дією ЗОСЕРЕДЖЕННЯ для Віх ({area}): {cards}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="124"/>
        <source>Has the player achieved an Expansion Milestone?</source>
        <extracomment>node expansion (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Чи досягнув гравець Віхи Експансії?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="135"/>
        <source>Has the player achieved a Political Milestone?</source>
        <extracomment>node political (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Чи досягнув гравець Віхи Політики?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="146"/>
        <source>Has the player achieved a War Milestone?</source>
        <extracomment>node war (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Чи досягнув гравець Віхи Війни?</translation>
    </message>
</context>
<context>
    <name>eupop/setup</name>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="1"/>
        <source>Bot Setup</source>
        <extracomment>chart title</extracomment>
        <translation>Підготовка бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="4"/>
        <source>Run this once when the Bot joins the game. Set the game up as the main rules say, with the Bot&apos;s Setup Card or the scenario&apos;s setup for its Realm, changed as these steps say.</source>
        <extracomment>chart note</extracomment>
        <translation>Запустіть це один раз, коли Бот приєднується до гри. Підготуйте гру за основними правилами, з Картою підготовки Бота чи підготовкою його Держави зі сценарію, зі змінами, які подають ці кроки.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/setup.yaml" line="8"/>
        <source>Use the Bot Mat (the back of the Player Mat). Put %n Bot Power cubes of the Bot&apos;s colour in Available; keep its Army miniature, Land Units and Ships nearby.</source>
        <extracomment>node mat (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>Використайте Планшет бота (зворот Планшета гравця). Покладіть у Доступні %n кубик Очок бота кольору Бота; фігурку Армії, Сухопутні загони й Кораблі Бота тримайте поруч.</numerusform>
            <numerusform>Використайте Планшет бота (зворот Планшета гравця). Покладіть у Доступні %n кубики Очок бота кольору Бота; фігурку Армії, Сухопутні загони й Кораблі Бота тримайте поруч.</numerusform>
            <numerusform>Використайте Планшет бота (зворот Планшета гравця). Покладіть у Доступні %n кубиків Очок бота кольору Бота; фігурку Армії, Сухопутні загони й Кораблі Бота тримайте поруч.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="16"/>
        <source>Set the Bot up on the map as normal, with two changes: replace every Vassal token with a Bot Town of the matching size, and place a Merchant only in the first Trade Node listed.</source>
        <extracomment>node towns (do); seed 002, Bot Setup (reconstructed)</extracomment>
        <translation>Підготуйте Бота на мапі як зазвичай, із двома змінами: замініть кожен жетон Васала Містом Бота відповідного розміру й розмістіть Купця лише в першому названому Торговому вузлі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="16"/>
        <source>Check in your booklet that the icons of the first change replace Vassal tokens with Bot Towns.</source>
        <extracomment>note of node towns (do); seed 002, Bot Setup (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи значки першої зміни означають заміну жетонів Васалів Містами Бота.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/setup.yaml" line="25"/>
        <source>Place no Bot Army and no Land Units on the map: the deployed Land Units move to the Army area of the Bot Mat. Army: %n Units.</source>
        <extracomment>node army (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>Не розміщуйте на мапі Армію Бота чи Сухопутні загони: розгорнуті Сухопутні загони переходять в область Армії на Планшеті бота. Армія: %n Загін.</numerusform>
            <numerusform>Не розміщуйте на мапі Армію Бота чи Сухопутні загони: розгорнуті Сухопутні загони переходять в область Армії на Планшеті бота. Армія: %n Загони.</numerusform>
            <numerusform>Не розміщуйте на мапі Армію Бота чи Сухопутні загони: розгорнуті Сухопутні загони переходять в область Армії на Планшеті бота. Армія: %n Загонів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/setup.yaml" line="33"/>
        <source>In each Sea Zone with 1 or more of the Bot&apos;s Ships or its Fleet, place only %n Bot Ship.</source>
        <extracomment>node ships (do); seed 002, Bot Setup</extracomment>
        <translation>
            <numerusform>У кожній Морській зоні з 1 або більше Кораблями Бота чи його Флотом розмістіть лише %n Корабель Бота.</numerusform>
            <numerusform>У кожній Морській зоні з 1 або більше Кораблями Бота чи його Флотом розмістіть лише %n Кораблі Бота.</numerusform>
            <numerusform>У кожній Морській зоні з 1 або більше Кораблями Бота чи його Флотом розмістіть лише %n Кораблів Бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="39"/>
        <source>How much Manpower does the Bot&apos;s Town Track give as normal? A Bot never has less than {minimum}.</source>
        <extracomment>node track (number); seed 002, Bot Setup</extracomment>
        <translation>Скільки Людських ресурсів зазвичай дає Шкала міст Бота? Бот ніколи не має менше ніж {minimum}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="39"/>
        <source>how much Manpower the Bot&apos;s Town Track gives</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node track (number); seed 002, Bot Setup</extracomment>
        <translation>скільки Людських ресурсів дає Шкала міст Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="47"/>
        <source>Manpower is {total}: Army {army}, Manpower Reserve {reserve}.</source>
        <extracomment>node manpower (do); seed 002, Bot Setup</extracomment>
        <translation>Людські ресурси {total}: Армія {army}, Резерв людських ресурсів {reserve}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/setup.yaml" line="52"/>
        <source>Place the Bot Deck next to the Bot Mat: the Realm&apos;s composition for Age {age}, shuffled.</source>
        <extracomment>node deck (do); seed 002, Bot Setup; Bot Realms</extracomment>
        <translation>Розмістіть Колоду бота біля Планшета бота: склад Держави на Епоху {age}, перетасований.</translation>
    </message>
</context>
<context>
    <name>eupop/ship_placement</name>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="1"/>
        <source>Ship Placement</source>
        <extracomment>chart title</extracomment>
        <translation>Розміщення кораблів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="4"/>
        <source>NAVAL, EXPLORE, DEFEND and MILITARY place Ships this way. Each Bot Ship stands for the Bot&apos;s navy in that Sea Zone: one per Sea Zone, never on a Trade Protection Slot, never moved.</source>
        <extracomment>chart note</extracomment>
        <translation>МОРСЬКА, РОЗВІДКА, ОБОРОНА й ВІЙСЬКОВА розміщують Кораблі так. Кожен Корабель Бота позначає флот Бота в цій Морській зоні: один на Морську зону, ніколи на полі захисту торгівлі, ніколи не переміщується.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="8"/>
        <source>Place one Bot Ship in that Sea Zone. It must be next to one of the Bot&apos;s Ships or Ports, and hold no Bot Ship yet; it never takes a Trade Protection Slot.</source>
        <extracomment>node place (do); seed 002, Ship Placement</extracomment>
        <translation>Розмістіть один Корабель Бота в цій Морській зоні. Вона має межувати з одним із Кораблів чи Портів Бота й ще не мати Корабля Бота; Корабель ніколи не займає поля захисту торгівлі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="14"/>
        <source>Is it a Hostile Sea Zone?</source>
        <extracomment>node hostile (ask); seed 002, Ship Placement</extracomment>
        <translation>Чи це Ворожа Морська зона?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <source>How did the Naval Battle end for the Bot?</source>
        <extracomment>node result (check); seed 002, Naval Battles</extracomment>
        <translation>Який результат Морської битви для Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <source>Won</source>
        <extracomment>answer &apos;won&apos; to &apos;How did the Naval Battle end for the Bot?&apos;; node result (check); seed 002, Naval Battles</extracomment>
        <translation>Перемога</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; to &apos;How did the Naval Battle end for the Bot?&apos;; node result (check); seed 002, Naval Battles</extracomment>
        <translation>Поразка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="22"/>
        <source>Not known</source>
        <extracomment>answer &apos;unknown&apos; to &apos;How did the Naval Battle end for the Bot?&apos;; node result (check); seed 002, Naval Battles</extracomment>
        <translation>Невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="33"/>
        <source>The Bot&apos;s Ship stays in the Sea Zone.</source>
        <extracomment>node stays (end); seed 002, Ship Placement</extracomment>
        <translation>Корабель Бота лишається в Морській зоні.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/ship_placement.yaml" line="36"/>
        <source>The Bot&apos;s Ship is removed.</source>
        <extracomment>node lost (end); seed 002, Naval Battles</extracomment>
        <translation>Корабель Бота прибирають.</translation>
    </message>
</context>
<context>
    <name>eupop/siege</name>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="1"/>
        <source>SIEGE Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія ОБЛОГА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="4"/>
        <source>The Bot pays one Bot Power per Tax Value it Sieges; with 3 or more Military Ideas it Sieges 2 Tax Value per Bot Power, 6 in all. Each step shows the numbers. Check these steps against the chart and its footnote in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Бот платить одне Очко бота за кожну одиницю Податкової вартості, яку бере в облогу; з 3 або більше Військовими ідеями він бере в облогу 2 одиниці Податкової вартості за Очко бота, разом до 6. Кожен крок показує числа. Звірте ці кроки зі схемою та її приміткою у своїй брошурі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="9"/>
        <source>Does the Bot still have Towns to place (it has not run out of them)?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Чи має Бот ще Міста, щоб їх розмістити (вони в нього не закінчилися)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="9"/>
        <source>Token Limitations, Towns: a Bot that runs out of Towns Sieges no new Provinces and Colonizes no Territories. Check in your booklet which Towns this rule&apos;s icon shows.</source>
        <extracomment>note of node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Обмеження жетонів, Міста: Бот, у якого закінчилися Міста, не бере в облогу нових Провінцій і не колонізує Територій. Перевірте у брошурі, які Міста показує значок цього правила.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="19"/>
        <source>Is there a Province the Army can Siege in its Area? Island Provinces count only with a Bot Ship in an adjacent Sea Zone.</source>
        <extracomment>node target (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Чи є Провінція, яку Армія може брати в облогу у своїй Області? Острівні Провінції враховуються лише з Кораблем Бота в суміжній Морській зоні.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="27"/>
        <source>The Bot cannot Siege now.</source>
        <extracomment>node cannot (end); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Бот зараз не може брати в облогу.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/siege.yaml" line="31"/>
        <source>Siege Provinces in the Army&apos;s Area one at a time: each Bot Power Sieges %n Tax Value.</source>
        <extracomment>node begin (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>
            <numerusform>Беріть в облогу Провінції в Області Армії по одній: кожне Очко бота бере в облогу %n одиницю Податкової вартості.</numerusform>
            <numerusform>Беріть в облогу Провінції в Області Армії по одній: кожне Очко бота бере в облогу %n одиниці Податкової вартості.</numerusform>
            <numerusform>Беріть в облогу Провінції в Області Армії по одній: кожне Очко бота бере в облогу %n одиниць Податкової вартості.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="39"/>
        <source>How much can the Bot still pay for Sieges?</source>
        <extracomment>node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Скільки Бот ще може сплатити за Облоги?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="39"/>
        <source>A Large Province</source>
        <comment>what the Bot can pay for</comment>
        <extracomment>answer &apos;large&apos; to &apos;How much can the Bot still pay for Sieges?&apos;; node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>За Велику Провінцію</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="39"/>
        <source>A Small Province only</source>
        <extracomment>answer &apos;single&apos; to &apos;How much can the Bot still pay for Sieges?&apos;; node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Лише за Малу Провінцію</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="39"/>
        <source>Nothing more</source>
        <extracomment>answer &apos;none&apos; to &apos;How much can the Bot still pay for Sieges?&apos;; node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Уже ні за що</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>Which Province does the Army Siege next?</source>
        <extracomment>node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Яку Провінцію Армія бере в облогу далі?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>A Large Province</source>
        <extracomment>answer &apos;large&apos; to &apos;Which Province does the Army Siege next?&apos;; node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Велику Провінцію</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>A Small Province</source>
        <extracomment>answer &apos;small&apos; to &apos;Which Province does the Army Siege next?&apos;; node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Малу Провінцію</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="48"/>
        <source>No Province left to Siege</source>
        <extracomment>answer &apos;none&apos; to &apos;Which Province does the Army Siege next?&apos;; node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Не лишилося Провінції, яку можна брати в облогу</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="57"/>
        <source>Is there a Small Province left for the Army to Siege?</source>
        <extracomment>node single_small (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Чи лишилася Мала Провінція, яку Армія може брати в облогу?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="63"/>
        <source>Is there a Large Province left? With this last payment the Bot Sieges it anyway.</source>
        <extracomment>node single_large (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Чи лишилася Велика Провінція? З цією останньою оплатою Бот однаково бере її в облогу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="69"/>
        <source>Siege the Large Province and Occupy it. Bot Power spent: {paid}. Tax Value Sieged this Action: {sieged}.</source>
        <extracomment>node siege_large (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Візьміть в облогу Велику Провінцію й окупуйте її. Витрачені Очки бота: {paid}. Податкова вартість в облозі в цій Дії: {sieged}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="75"/>
        <source>Siege the Small Province and Occupy it. Bot Power spent: {paid}. Tax Value Sieged this Action: {sieged}.</source>
        <extracomment>node siege_small (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Візьміть в облогу Малу Провінцію й окупуйте її. Витрачені Очки бота: {paid}. Податкова вартість в облозі в цій Дії: {sieged}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="81"/>
        <source>Apply steps {first}-{last} of &apos;Sieges &amp; Occupation&apos; (main rules, page {page}) to the Provinces Sieged.</source>
        <extracomment>node done (do); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Застосуйте кроки {first}-{last} з «Облоги та окупація» (основні правила, с. {page}) до Провінцій в облозі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="86"/>
        <source>End of the SIEGE Action.</source>
        <extracomment>node end_turn (end); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Кінець Дії ОБЛОГА.</translation>
    </message>
</context>
<context>
    <name>eupop/spy</name>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="1"/>
        <source>SPY Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія ШПИГУНСТВО</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="5"/>
        <source>SPY picks an Opponent (Opponent Selection) and takes a Covert Action, which the Opponent may negate with Counterespionage; Bots never counter Covert Actions aimed at them. Without a Covert Action to take, the Bot goes on to the MILITARY Action. Check these steps against the chart in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Дія ШПИГУНСТВО обирає Опонента (Вибір опонента) і виконує Таємну дію, яку Опонент може скасувати Контррозвідкою; Боти ніколи не протидіють Таємним діям, спрямованим проти них. Якщо Бот не може виконати Таємну дію, він переходить до ВІЙСЬКОВОЇ дії. Звірте ці кроки зі схемою у своїй брошурі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="13"/>
        <source>Can the Bot take a Covert Action against that Opponent under the main rules?</source>
        <extracomment>node covert (ask); seed 002, Spy Action; Covert Actions</extracomment>
        <translation>Чи може Бот виконати Таємну дію проти цього Опонента за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="19"/>
        <source>Take the Covert Action against that Opponent, choosing by Choice Processes. A human Opponent may negate it with Counterespionage; another Bot never counters it.</source>
        <extracomment>node act (do); seed 002, Covert Actions</extracomment>
        <translation>Виконайте Таємну дію проти цього Опонента, обираючи за Процедурами вибору. Опонент — реальний гравець може скасувати її Контррозвідкою; інший Бот ніколи їй не протидіє.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="30"/>
        <source>End of the SPY Action.</source>
        <extracomment>node end_action (end); seed 002, Spy Action; Covert Actions</extracomment>
        <translation>Кінець Дії ШПИГУНСТВО.</translation>
    </message>
</context>
<context>
    <name>eupop/targeting</name>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="1"/>
        <source>Targeting Chart</source>
        <extracomment>chart title</extracomment>
        <translation>Схема цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="4"/>
        <source>The Action charts come here for a Military or a Diplomatic target and go on with the target found.</source>
        <extracomment>chart note</extracomment>
        <translation>Схеми дій звертаються сюди по Військову або Дипломатичну ціль і продовжують зі знайденою ціллю.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <source>Which Targeting Chart does the Bot use?</source>
        <extracomment>node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Яку Схему цілей використовує Бот?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <source>Military</source>
        <comment>the chart the Bot uses</comment>
        <extracomment>answer &apos;military&apos; to &apos;Which Targeting Chart does the Bot use?&apos;; node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Військову</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <source>Diplomatic</source>
        <comment>the chart the Bot uses</comment>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Which Targeting Chart does the Bot use?&apos;; node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Дипломатичну</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="13"/>
        <source>Does the Bot&apos;s Realm profile hold a Military Targeting Chart?</source>
        <extracomment>node military (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Чи містить профіль Держави Бота Військову схему цілей?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="22"/>
        <source>Does the Bot&apos;s Realm profile hold a Diplomatic Targeting Chart?</source>
        <extracomment>node diplomatic (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Чи містить профіль Держави Бота Дипломатичну схему цілей?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="31"/>
        <source>Find the target on the Military Targeting Chart of {realm}.</source>
        <extracomment>node begin_military (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Знайдіть ціль на Військовій схемі цілей Бота ({realm}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="36"/>
        <source>Find the target on the Diplomatic Targeting Chart of {realm}.</source>
        <extracomment>node begin_diplomatic (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Знайдіть ціль на Дипломатичній схемі цілей Бота ({realm}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="41"/>
        <source>Roll a die on the Targeting Chart.</source>
        <extracomment>node roll (roll); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Киньте кубик на Схемі цілей.</translation>
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
        <translation>Кубик {die}: {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>What does the Targeting Chart give now?</source>
        <extracomment>node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Що дає тепер Схема цілей?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>Roll among child nodes</source>
        <extracomment>answer &apos;roll&apos; to &apos;What does the Targeting Chart give now?&apos;; node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Кидок серед дочірніх вузлів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>A Realm target</source>
        <extracomment>answer &apos;target&apos; to &apos;What does the Targeting Chart give now?&apos;; node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Ціль: Держава</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>A vacant Territory</source>
        <extracomment>answer &apos;vacant&apos; to &apos;What does the Targeting Chart give now?&apos;; node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;vacant&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (sc&apos;; node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;vacant&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (&apos;; node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Вільна територія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>No target left</source>
        <extracomment>answer &apos;none&apos; to &apos;What does the Targeting Chart give now?&apos;; node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Не лишилося цілі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Is this the Military or the Diplomatic Targeting Chart?</source>
        <extracomment>node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Це Військова чи Дипломатична схема цілей?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; to &apos;Is this the Military or the Diplomatic Targeting Chart?&apos;; node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Військова</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; to &apos;Is this the Military or the Diplomatic Targeting Chart?&apos;; node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Дипломатична</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (page {page}) too.</source>
        <extracomment>node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>{how} Чи це дійсна Військова ціль? Недійсні: Васал іншої Держави; Держава, усі Провінції якої у володінні PR або DNPR; Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, його Союзник NPR або член СРІ, якщо спасував Імператор; NPR, в Областях якої Бот має {influence} чи більше Впливу; Держава, Провінції якої Бот уже має у володінні. Перевірте також обмеження DoW з основних правил (сторінка {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>Check in your booklet, under Invalid Military Targets, that the token counted in the NPR target&apos;s Areas is Influence.</source>
        <extracomment>note of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <extracomment>note of node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Перевірте у брошурі, у розділі «Недійсні Військові цілі», що жетон, який рахують в Областях цілі NPR, — це Вплив.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Valid: an NPR</source>
        <extracomment>answer &apos;npr&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Дійсна: NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Valid: an Opponent</source>
        <extracomment>answer &apos;opponent&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Дійсна: Опонент</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid: a Vassal of another Realm</source>
        <extracomment>answer &apos;vassal&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Недійсна: Васал іншої Держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid: all its Provinces Owned by PRs or DNPRs</source>
        <extracomment>answer &apos;owned&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Недійсна: усі її Провінції у володінні PR або DNPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid for another reason</source>
        <extracomment>answer &apos;invalid&apos; to &apos;{how} Is that a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces a&apos;; node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets (reconstructed)</extracomment>
        <translation>Недійсна з іншої причини</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="88"/>
        <source>{target} is a Vassal: take {substitute} as the target instead.</source>
        <extracomment>node overlord (do); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>{target} — Васал: натомість ціль — {substitute}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="94"/>
        <source>Every Province of {target} is Owned by PRs or DNPRs: take {substitute} as the target instead.</source>
        <extracomment>node capital_owner (do); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Ціль: {target}. Усі її Провінції у володінні PR або DNPR: натомість ціль — {substitute}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="100"/>
        <source>{how} Is that a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms (PRs or DNPRs).</source>
        <extracomment>node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>{how} Чи це дійсна Дипломатична ціль? Недійсні: Опонент; Держава у стані війни з Ботом; DNPR з Податковим доходом {tax} чи більше; Держава, усі Провінції якої у володінні інших Держав (PR або DNPR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="100"/>
        <source>Valid</source>
        <extracomment>answer &apos;valid&apos; to &apos;{how} Is that a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR w&apos;; node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Дійсна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="100"/>
        <source>Invalid</source>
        <extracomment>answer &apos;invalid&apos; to &apos;{how} Is that a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR w&apos;; node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Недійсна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="108"/>
        <source>{target} is not a valid target. {outcome}</source>
        <extracomment>node invalid (do); seed 002, Bot Realms: Invalid Targets</extracomment>
        <translation>{target} — недійсна ціль. {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="108"/>
        <source>Order: the listed substitute; else a roll among the node&apos;s children; else the next sibling by rising die value (wrapping round); else the next cousin the same way.</source>
        <extracomment>note of node invalid (do); seed 002, Bot Realms: Invalid Targets</extracomment>
        <translation>Порядок: зазначена Заміна; інакше кидок серед дочірніх вузлів; інакше наступний сестринський вузол за зростанням значення кубика (по колу); інакше наступний двоюрідний вузол так само.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="115"/>
        <source>Has the Bot researched Quest for the New World?</source>
        <extracomment>node vacant (check); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Чи Бот дослідив «Quest for the New World»?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="123"/>
        <source>Place a Claim on {target}; out of Claim tokens, use Token Limitations. The Bot&apos;s Turn ends.</source>
        <extracomment>node vacant_claim (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Ціль: {target}. Розмістіть там Претензію; коли немає жетонів Претензій, скористайтеся Обмеженнями жетонів. Хід Бота закінчується.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="133"/>
        <source>Without Quest for the New World a vacant Territory is not a valid target. {outcome}</source>
        <extracomment>node vacant_invalid (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Без «Quest for the New World» вільна територія не є дійсною ціллю. {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="139"/>
        <source>The target is the NPR {target}. Place a Claim {claim_place}; out of Claim tokens, use Token Limitations.</source>
        <extracomment>node claim (do); seed 002, Bot Realms: Placing Claims on NPRs</extracomment>
        <translation>Ціль — NPR {target}. Розмістіть Претензію {claim_place}; коли немає жетонів Претензій, скористайтеся Обмеженнями жетонів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="145"/>
        <source>The target is the Opponent {target}.</source>
        <extracomment>node found_opponent (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Ціль — Опонент {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="150"/>
        <source>The target is {target}.</source>
        <extracomment>node found_diplomatic (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Ціль: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="155"/>
        <source>No valid target is left on the chart: the Action has no target.</source>
        <extracomment>node nothing (do); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>На схемі не лишилося жодної дійсної цілі: Дія не має цілі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="161"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="170"/>
        <source>Reading the chart&apos;s targets: a Realm is that Realm; &apos;Owner of [Province]&apos; is the Owner of that Province, its Lawful Owner if it is Occupied; &apos;Realm in [AREA]&apos; is the valid Realm with its Capital there, else the one Owning Provinces of the highest Tax Value there, else the first alphabetically.</source>
        <extracomment>node read_military (do); seed 002, Bot Realms: Targeting Charts (Target types)</extracomment>
        <extracomment>node read_diplomatic (do); seed 002, Bot Realms: Targeting Charts (Target types)</extracomment>
        <translation>Як читати цілі на схемі: Держава — це та Держава; «Власник [провінції]» — це Власник тієї Провінції, її Законний власник, якщо вона Окупована; «Держава в [ОБЛАСТІ]» — це дійсна Держава зі Столицею там, інакше та, що має там у володінні Провінції з найвищою Податковою вартістю, інакше перша за абеткою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take its listed substitute. With none listed, or an invalid one, roll among the original target&apos;s child nodes. With no valid child, move to the next sibling node by rising die value, wrapping round. With no valid sibling, move on to a cousin node the same way. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <extracomment>node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Бот не має профілю Держави з цією схемою: киньте кубик на його надрукованій Військовій схемі цілей (брошура сценарію). Якщо ціль недійсна, візьміть зазначену для неї Заміну. Якщо Заміни немає або вона недійсна, киньте кубик серед дочірніх вузлів початкової цілі. Якщо жоден із них не дійсний, перейдіть до наступного сестринського вузла за зростанням значення кубика (після найбільшого — знову з найменшого). Якщо й такого немає, так само перейдіть до двоюрідного вузла. Недійсні: Васал (візьміть його Сюзерена); Держава, усі Провінції якої у володінні PR або DNPR (візьміть Власника її Столиці); Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, його Союзник NPR або член СРІ, якщо спасував Імператор; NPR, в Областях якої Бот має {influence} чи більше Впливу; Держава, Провінції якої Бот уже має у володінні. Вільна територія враховується лише з «Quest for the New World». Яка перша дійсна ціль?</translation>
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
        <translation>Опонент</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>No valid target</source>
        <extracomment>answer &apos;none&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (sc&apos;; node printed_military (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;none&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (&apos;; node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Немає дійсної цілі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="187"/>
        <source>Place a Claim on the NPR {claim_place}; out of Claim tokens, use Token Limitations.</source>
        <extracomment>node printed_claim (do); seed 002, Bot Realms: Placing Claims on NPRs</extracomment>
        <translation>Розмістіть Претензію на NPR {claim_place}; коли немає жетонів Претензій, скористайтеся Обмеженнями жетонів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (scenario booklet). If the target is invalid, take its listed substitute. With none listed, or an invalid one, roll among the original target&apos;s child nodes. With no valid child, move to the next sibling node by rising die value, wrapping round. With no valid sibling, move on to a cousin node the same way. Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <extracomment>node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Бот не має профілю Держави з цією схемою: киньте кубик на його надрукованій Дипломатичній схемі цілей (брошура сценарію). Якщо ціль недійсна, візьміть зазначену для неї Заміну. Якщо Заміни немає або вона недійсна, киньте кубик серед дочірніх вузлів початкової цілі. Якщо жоден із них не дійсний, перейдіть до наступного сестринського вузла за зростанням значення кубика (після найбільшого — знову з найменшого). Якщо й такого немає, так само перейдіть до двоюрідного вузла. Недійсні: Опонент; Держава у стані війни з Ботом; DNPR з Податковим доходом {tax} чи більше; Держава, усі Провінції якої у володінні інших Держав. Вільна територія враховується лише з «Quest for the New World». Яка перша дійсна ціль?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="193"/>
        <source>A valid Realm</source>
        <extracomment>answer &apos;valid&apos; to &apos;The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (&apos;; node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Дійсна Держава</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="202"/>
        <source>The Bot targets that Opponent.</source>
        <extracomment>node printed_opponent (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Бот обирає ціллю цього Опонента.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="207"/>
        <source>The Bot targets that Realm.</source>
        <extracomment>node printed_valid (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Бот обирає ціллю цю Державу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="212"/>
        <source>Place a Claim on that vacant Territory; out of Claim tokens, use Token Limitations. The Bot&apos;s Turn ends.</source>
        <extracomment>node printed_vacant (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Розмістіть Претензію на цій вільній території; коли немає жетонів Претензій, скористайтеся Обмеженнями жетонів. Хід Бота закінчується.</translation>
    </message>
</context>
<context>
    <name>eupop/token_limits</name>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="1"/>
        <source>Token Limitations</source>
        <extracomment>chart title</extracomment>
        <translation>Обмеження жетонів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="4"/>
        <source>Open this when the Bot runs out of a token it must gain or place, or must remove a token.</source>
        <extracomment>chart note</extracomment>
        <translation>Відкрийте це, коли Ботові бракує жетона, який він має отримати чи розмістити, або коли він мусить прибрати жетон.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Which of the Bot&apos;s tokens ran out, or must be removed?</source>
        <extracomment>node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Яких жетонів Бота забракло або які треба прибрати?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Cubes (Bot Power or Influence)</source>
        <extracomment>answer &apos;cubes&apos; to &quot;Which of the Bot&apos;s tokens ran out, or must be removed?&quot;; node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Кубики (Очки бота чи Вплив)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Small Towns</source>
        <extracomment>answer &apos;towns&apos; to &quot;Which of the Bot&apos;s tokens ran out, or must be removed?&quot;; node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Малі міста</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Claims</source>
        <extracomment>answer &apos;claims&apos; to &quot;Which of the Bot&apos;s tokens ran out, or must be removed?&quot;; node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Претензії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="6"/>
        <source>Another token must be removed</source>
        <extracomment>answer &apos;other&apos; to &quot;Which of the Bot&apos;s tokens ran out, or must be removed?&quot;; node which (ask); seed 002, Token Limitations</extracomment>
        <translation>Треба прибрати інший жетон</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="14"/>
        <source>Take the cubes the Bot needs in this order until it has enough: first from Spent Bot Power; then Influence from Areas where the Bot has neither an Alliance nor a Marriage, furthest from its Capital Area first; then from the Areas of its Ally with the lowest Tax Income; last from Available Bot Power.</source>
        <extracomment>node cubes (do); seed 002, Token Limitations: Cubes (reconstructed)</extracomment>
        <translation>Беріть кубики, потрібні Ботові, у такому порядку, доки їх не стане досить: спершу з Витрачених Очок бота; потім Вплив з Областей, де Бот не має ні Союзу, ні шлюбу, спершу найдалі від його Столичної області; потім з Областей його Союзника з найнижчим Податковим доходом; наостанок з Доступних Очок бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="14"/>
        <source>Check in your booklet that the icons of the second item of this list mean Influence from Areas where the Bot has neither an Alliance nor a Marriage.</source>
        <extracomment>note of node cubes (do); seed 002, Token Limitations: Cubes (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чи значки другої позиції цього списку означають Вплив з Областей, де Бот не має ні Союзу, ні шлюбу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="25"/>
        <source>Are all {n} of the Bot&apos;s Small Towns on the map?</source>
        <extracomment>node towns (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Чи всі {n} Малих міст Бота на мапі?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/token_limits.yaml" line="33"/>
        <source>Give the Bot a +20 Income tile, Bot side up, and put the %n Small Towns from its Supply on its Town Track. The tile goes back to the Supply if the Bot falls below %n Small Towns.</source>
        <extracomment>node tile (do); seed 002, Token Limitations: Towns</extracomment>
        <translation>
            <numerusform>Дайте Ботові плитку «Дохід +20» стороною бота догори й покладіть %n Мале місто з його Запасу на його Шкалу міст. Плитка повертається в Запас, якщо в Бота стане менше ніж %n Мале місто.</numerusform>
            <numerusform>Дайте Ботові плитку «Дохід +20» стороною бота догори й покладіть %n Малі міста з його Запасу на його Шкалу міст. Плитка повертається в Запас, якщо в Бота стане менше ніж %n Малі міста.</numerusform>
            <numerusform>Дайте Ботові плитку «Дохід +20» стороною бота догори й покладіть %n Малих міст із його Запасу на його Шкалу міст. Плитка повертається в Запас, якщо в Бота стане менше ніж %n Малих міст.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="42"/>
        <source>Is the Bot out of Towns to place?</source>
        <extracomment>node out (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Чи Ботові забракло Міст для розміщення?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="49"/>
        <source>Out of Towns, the Bot Sieges no new Provinces and Colonizes no Territories. If it is still out of Towns in the Cleanup Phase, Final Scoring begins.</source>
        <extracomment>node no_towns (do); seed 002, Token Limitations: Towns</extracomment>
        <translation>Без Міст Бот не бере в облогу нових Провінцій і не колонізує Територій. Якщо у Фазі прибирання він досі без Міст, починається Фінальний підрахунок.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="56"/>
        <source>The Bot uses Claim tokens {first}–{last} as Claims only, and tokens {core_first}–{core_last} only as Cores (their back). With every Claim in play, it takes one back: first a non-Colonial Distant Claim, then the Claim in the Main Map Area with the lowest total Tax Value; ties: the one furthest from the Bot&apos;s Capital Area, then alphabetical by Area.</source>
        <extracomment>node claims (do); seed 002, Token Limitations: Claims &amp; Core Tokens</extracomment>
        <translation>Бот використовує жетони Претензій {first}–{last} лише як Претензії, а жетони {core_first}–{core_last} лише як Ядра (їхній зворот). Коли всі Претензії в грі, він забирає одну назад: спершу неколоніальну Віддалену Претензію, потім Претензію в Області Головної мапи з найнижчою загальною Податковою вартістю; за рівності — найдальшу від Столичної області Бота, далі за абеткою за Областю.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/token_limits.yaml" line="66"/>
        <source>Remove tokens alphabetically, but first those that hurt the Bot directly; keep those that help it directly.</source>
        <extracomment>node other (do); seed 002, Token Limitations: Other Limited Tokens</extracomment>
        <translation>Прибирайте жетони за абеткою, але спершу ті, що безпосередньо шкодять Ботові; зберігайте ті, що йому безпосередньо допомагають.</translation>
    </message>
</context>
<context>
    <name>eupop/trade</name>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="1"/>
        <source>Trade Income</source>
        <extracomment>chart title</extracomment>
        <translation>Торговий дохід</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="4"/>
        <source>When a human player takes a Trade Action, every eligible Bot collects passive Trade Income in that Node (main rules, page 34): 2 Bot Power in a maritime Node of the Main Map, 3 in a Distant one, 2 in an inland Node if it has a Town next to it; 1 less per Pirate there, 1 less against Mercantilism. A Bot needs no Merchant there, but moves its Merchant to the Node. A Bot&apos;s own NAVAL Action trades the same way, and the other eligible Bots collect passively.</source>
        <extracomment>chart note</extracomment>
        <translation>Коли реальний гравець виконує дію торгівлі, кожен Бот, що має право, отримує в цьому вузлі пасивний Торговий дохід (основні правила, сторінка 34): 2 Очки бота в морському вузлі на Головній мапі, 3 у Віддаленому, 2 у внутрішньому вузлі, якщо має поряд Місто; на 1 менше за кожного Пірата там, на 1 менше проти «Меркантилізму». Ботові не потрібен там Купець, але він переміщує свого Купця до цього вузла. МОРСЬКА дія Бота торгує так само, а інші Боти, що мають право, отримують дохід пасивно.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="11"/>
        <source>Who Traded?</source>
        <extracomment>node who (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Хто торгував?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="11"/>
        <source>A human player took a Trade Action</source>
        <extracomment>answer &apos;human&apos; to &apos;Who Traded?&apos;; node who (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Реальний гравець виконав дію торгівлі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="11"/>
        <source>This Bot Traded in its NAVAL Action</source>
        <extracomment>answer &apos;bot&apos; to &apos;Who Traded?&apos;; node who (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Цей Бот торгував у своїй МОРСЬКІЙ дії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="18"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="68"/>
        <source>In which kind of Trade Node?</source>
        <extracomment>node h_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>node b_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>У якому типі Торгового вузла?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="18"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="68"/>
        <source>A maritime Node on the Main Map</source>
        <extracomment>answer &apos;main_sea&apos; to &apos;In which kind of Trade Node?&apos;; node h_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>answer &apos;main_sea&apos; to &apos;In which kind of Trade Node?&apos;; node b_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Морський вузол на Головній мапі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="18"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="68"/>
        <source>A maritime Distant Node</source>
        <extracomment>answer &apos;distant_sea&apos; to &apos;In which kind of Trade Node?&apos;; node h_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>answer &apos;distant_sea&apos; to &apos;In which kind of Trade Node?&apos;; node b_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Морський Віддалений вузол</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="18"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="68"/>
        <source>An inland Node</source>
        <extracomment>answer &apos;inland&apos; to &apos;In which kind of Trade Node?&apos;; node h_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>answer &apos;inland&apos; to &apos;In which kind of Trade Node?&apos;; node b_node (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Внутрішній вузол</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="25"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="75"/>
        <source>How many Pirates are in that Trade Node? Each takes %n Bot Power from a Bot&apos;s income there.</source>
        <extracomment>node h_pirates (number); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>node b_pirates (number); seed 000, Naval Action, footnote 2</extracomment>
        <translation>
            <numerusform>Скільки Піратів у цьому Торговому вузлі? Кожен забирає %n Очко бота з доходу Бота там.</numerusform>
            <numerusform>Скільки Піратів у цьому Торговому вузлі? Кожен забирає %n Очки бота з доходу Бота там.</numerusform>
            <numerusform>Скільки Піратів у цьому Торговому вузлі? Кожен забирає %n Очок бота з доходу Бота там.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="25"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="75"/>
        <source>how many Pirates are in that Trade Node</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node h_pirates (number); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node b_pirates (number); seed 000, Naval Action, footnote 2</extracomment>
        <translation>скільки Піратів у цьому Торговому вузлі</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="34"/>
        <source>Does that player have the Mercantilism Idea and {n} or more from Key Provinces (check your booklet for what is counted)? Then each Bot collects %n Bot Power less.</source>
        <extracomment>node mercantilism (ask); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>Чи має цей гравець Ідею «Меркантилізм» і {n} або більше з Ключових провінцій (перевірте в брошурі, що рахується)? Тоді кожен Бот отримує на %n Очко бота менше.</numerusform>
            <numerusform>Чи має цей гравець Ідею «Меркантилізм» і {n} або більше з Ключових провінцій (перевірте в брошурі, що рахується)? Тоді кожен Бот отримує на %n Очки бота менше.</numerusform>
            <numerusform>Чи має цей гравець Ідею «Меркантилізм» і {n} або більше з Ключових провінцій (перевірте в брошурі, що рахується)? Тоді кожен Бот отримує на %n Очок бота менше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="34"/>
        <source>Check in your booklet what the player must have 3 or more of from Key Provinces.</source>
        <extracomment>note of node mercantilism (ask); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>Перевірте у своїй брошурі, чого гравець мусить мати 3 або більше з Ключових провінцій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="46"/>
        <source>Which Bot collects Trade Income there next? Only Bots eligible under the main rules (page {page}); in an inland Node only a Bot with a Town next to it.</source>
        <extracomment>node collect_all (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Який Бот отримує там Торговий дохід наступним? Лише Боти, що мають право за основними правилами (сторінка {page}); у внутрішньому вузлі — лише Бот із Містом поряд із ним.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="46"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="96"/>
        <source>No more Bots</source>
        <extracomment>answer &apos;done&apos; to &apos;Which Bot collects Trade Income there next? Only Bots eligible under the main rules (page {page}); i&apos;; node collect_all (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>answer &apos;done&apos; to &apos;Which other Bot collects Trade Income there passively next? Only Bots eligible under the main rules &apos;; node collect_others (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Більше немає Ботів</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="55"/>
        <location filename="../rules/eupop/charts/trade.yaml" line="105"/>
        <source>{bot} gains %n Bot Power and moves its Merchant to that Trade Node.</source>
        <extracomment>node gain_all (do); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <extracomment>node gain_other (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>{bot} отримує %n Очко бота і переміщує свого Купця до цього Торгового вузла.</numerusform>
            <numerusform>{bot} отримує %n Очки бота і переміщує свого Купця до цього Торгового вузла.</numerusform>
            <numerusform>{bot} отримує %n Очок бота і переміщує свого Купця до цього Торгового вузла.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/trade.yaml" line="85"/>
        <source>The Bot gains %n Bot Power from Trade and moves its Merchant to that Trade Node.</source>
        <extracomment>node own (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>
            <numerusform>Бот отримує %n Очко бота з Торгівлі й переміщує свого Купця до цього Торгового вузла.</numerusform>
            <numerusform>Бот отримує %n Очки бота з Торгівлі й переміщує свого Купця до цього Торгового вузла.</numerusform>
            <numerusform>Бот отримує %n Очок бота з Торгівлі й переміщує свого Купця до цього Торгового вузла.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="85"/>
        <source>Check in the NAVAL chart of your booklet that the Bot&apos;s own NAVAL Action uses the passive Trade Income values.</source>
        <extracomment>note of node own (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>Перевірте на схемі МОРСЬКОЇ дії у своїй брошурі, чи власна МОРСЬКА дія Бота використовує значення пасивного Торгового доходу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="96"/>
        <source>Which other Bot collects Trade Income there passively next? Only Bots eligible under the main rules (page {page}); in an inland Node only a Bot with a Town next to it.</source>
        <extracomment>node collect_others (ask); seed 002, Bot Trade; Humans Trading; Bots Trading</extracomment>
        <translation>Який інший Бот отримує там пасивно Торговий дохід наступним? Лише Боти, що мають право за основними правилами (сторінка {page}); у внутрішньому вузлі — лише Бот із Містом поряд із ним.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/trade.yaml" line="105"/>
        <source>Check in the NAVAL chart of your booklet that the other Bots&apos; passive Trade Income uses the same values as a human&apos;s Trade Action.</source>
        <extracomment>note of node gain_other (do); seed 002, Bot Trade; Humans Trading; Bots Trading (reconstructed)</extracomment>
        <translation>Перевірте в схемі МОРСЬКОЇ дії у своїй брошурі, чи пасивний Торговий дохід інших Ботів має ті самі значення, що й за Торгової дії реального гравця.</translation>
    </message>
</context>
<context>
    <name>eupop/unrest</name>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="1"/>
        <source>UNREST Action</source>
        <extracomment>chart title</extracomment>
        <translation>Дія ЗАВОРУШЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="5"/>
        <source>These steps follow the main rules&apos; Unrest removal: check them against the chart in your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Ці кроки спираються на прибирання Заворушень за основними правилами: звірте їх зі схемою у своїй брошурі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="7"/>
        <source>Does the Bot have Unrest it may remove under the main rules?</source>
        <extracomment>node any_unrest (ask); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Чи має Бот Заворушення, які може прибрати за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="13"/>
        <source>The Bot has no Unrest to remove: it cannot take the UNREST Action.</source>
        <extracomment>node cannot (end); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Бот не має Заворушень, щоб прибрати: він не може виконати Дію ЗАВОРУШЕННЯ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="17"/>
        <source>Remove Unrest from the Bot&apos;s Areas as the main rules&apos; action allows.</source>
        <extracomment>node remove (do); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Приберіть Заворушення з Областей Бота, наскільки дозволяє дія з основних правил.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="21"/>
        <source>End of the UNREST Action.</source>
        <extracomment>node end_action (end); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Кінець Дії ЗАВОРУШЕННЯ.</translation>
    </message>
</context>
</TS>
