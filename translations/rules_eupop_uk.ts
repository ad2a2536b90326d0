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
        <source>Solo &amp; Bot rules of Europa Universalis: The Price of Power, v1.2 (seeds 002 and 000).</source>
        <extracomment>pack description</extracomment>
        <translation>Правила соло-гри та ботів для Europa Universalis: The Price of Power, v1.2 (джерела 002 і 000).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="7"/>
        <source>the Solo &amp; Bot rulebook</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 002)</extracomment>
        <translation>правила соло-гри та ботів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="8"/>
        <source>the Polish Solo &amp; Bot rulebook</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 000)</extracomment>
        <translation>польські правила соло-гри та ботів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="12"/>
        <source>Pass</source>
        <extracomment>routine button for chart pass</extracomment>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="13"/>
        <source>Phase 3: Peace &amp; Rebels</source>
        <extracomment>routine button for chart peace_and_rebels</extracomment>
        <translation>Фаза 3: Мир і бунти</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="14"/>
        <source>Phase 4: Income &amp; Upkeep</source>
        <extracomment>routine button for chart income</extracomment>
        <translation>Фаза 4: Дохід і утримання</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="15"/>
        <source>Phase 5: Cleanup</source>
        <extracomment>routine button for chart cleanup</extracomment>
        <translation>Фаза 5: Прибирання</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="16"/>
        <source>End of Age</source>
        <extracomment>routine button for chart end_of_age</extracomment>
        <translation>Кінець Епохи</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="17"/>
        <source>War declared on the Bot</source>
        <extracomment>routine button for chart dow_on_bot</extracomment>
        <translation>Оголошення Війни Ботові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="18"/>
        <source>Bot Peace Resolution</source>
        <extracomment>routine button for chart peace</extracomment>
        <translation>Мирні переговори бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="19"/>
        <source>Land Battle</source>
        <extracomment>routine button for chart land_battle</extracomment>
        <translation>Сухопутна битва</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="20"/>
        <source>Naval Battle</source>
        <extracomment>routine button for chart naval_battle</extracomment>
        <translation>Морська битва</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="21"/>
        <source>Choose an Opponent</source>
        <extracomment>routine button for chart choose_opponent</extracomment>
        <translation>Оберіть Опонента</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="22"/>
        <source>Targeting Chart</source>
        <extracomment>routine button for chart targeting</extracomment>
        <translation>Схема цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="23"/>
        <source>Replace a human player</source>
        <extracomment>routine button for chart replace_human</extracomment>
        <translation>Замініть реального гравця</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="24"/>
        <source>Replace an eliminated Bot</source>
        <extracomment>routine button for chart replace_bot</extracomment>
        <translation>Замініть вибулого Бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="26"/>
        <source>Age</source>
        <extracomment>shared game fact &apos;age&apos;</extracomment>
        <translation>Епоха</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="27"/>
        <source>Round</source>
        <extracomment>shared game fact &apos;round&apos;</extracomment>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="28"/>
        <source>Realms passed this Round</source>
        <extracomment>shared game fact &apos;passed&apos;</extracomment>
        <translation>Держави, що спасували в цьому Раунді</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="30"/>
        <location filename="../rules/eupop/pack.yaml" line="74"/>
        <location filename="../rules/eupop/pack.yaml" line="75"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <extracomment>label of field &apos;target.name&apos; in the realm profile editor</extracomment>
        <extracomment>label of field &apos;substitute.name&apos; in the realm profile editor</extracomment>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="31"/>
        <source>Difficulty Level</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation>Рівень складності</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="36"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Легкий</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="37"/>
        <source>Normal</source>
        <extracomment>choice &apos;normal&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Нормальний</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="38"/>
        <source>Hard</source>
        <extracomment>choice &apos;hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Складний</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="39"/>
        <source>Very Hard</source>
        <extracomment>choice &apos;very_hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Дуже складний</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="40"/>
        <location filename="../rules/eupop/pack.yaml" line="109"/>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Realm</source>
        <extracomment>bot option &apos;realm&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <extracomment>choice &apos;realm&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Держава</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="41"/>
        <source>Starting Bot Power</source>
        <extracomment>bot option &apos;start_power&apos;</extracomment>
        <translation>Початкові Очки бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="42"/>
        <location filename="../rules/eupop/pack.yaml" line="106"/>
        <source>Manpower Reserve</source>
        <extracomment>bot option &apos;manpower&apos;</extracomment>
        <extracomment>mat field manpower_reserve</extracomment>
        <translation>Резерв людських ресурсів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="43"/>
        <source>Deployed Units in the Army</source>
        <extracomment>bot option &apos;army&apos;</extracomment>
        <translation>Розгорнуті Загони в Армії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="44"/>
        <location filename="../rules/eupop/pack.yaml" line="111"/>
        <source>State Religion</source>
        <extracomment>bot option &apos;state_religion&apos;</extracomment>
        <extracomment>mat field state_religion</extracomment>
        <translation>Державна релігія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="77"/>
        <source>Bot Power</source>
        <extracomment>mat section</extracomment>
        <translation>Очки бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="79"/>
        <source>Available</source>
        <extracomment>mat field power.available</extracomment>
        <translation>Доступні</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="80"/>
        <source>Spent</source>
        <extracomment>mat field power.spent</extracomment>
        <translation>Витрачені</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="81"/>
        <source>Focus</source>
        <extracomment>mat section</extracomment>
        <translation>Зосередження</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <source>Focus areas</source>
        <extracomment>mat field focus</extracomment>
        <translation>Області Зосередження</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <source>Bot Power placed by FOCUS Actions. At this Difficulty Level, {milestone_threshold} Bot Power in a Focus area scores its Milestone.</source>
        <extracomment>hint of mat field focus</extracomment>
        <translation>Очки бота, розміщені Діями ЗОСЕРЕДЖЕННЯ. На цьому Рівні складності Очки бота в області Зосередження в кількості {milestone_threshold} отримують її Віху.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <location filename="../rules/eupop/state.py" line="116"/>
        <source>Economic</source>
        <extracomment>key &apos;economic&apos; of mat field focus</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Економіка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <location filename="../rules/eupop/state.py" line="117"/>
        <source>Expansion</source>
        <extracomment>key &apos;expansion&apos; of mat field focus</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Експансія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <location filename="../rules/eupop/state.py" line="118"/>
        <source>Political</source>
        <extracomment>key &apos;political&apos; of mat field focus</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Політика</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="83"/>
        <location filename="../rules/eupop/state.py" line="119"/>
        <source>War</source>
        <extracomment>key &apos;war&apos; of mat field focus</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>Війна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="93"/>
        <source>Ideas</source>
        <extracomment>mat section</extracomment>
        <translation>Ідеї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Researched Ideas</source>
        <extracomment>mat field ideas</extracomment>
        <translation>Досліджені Ідеї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Administrative</source>
        <extracomment>key &apos;administrative&apos; of mat field ideas</extracomment>
        <translation>Адміністративні</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Diplomatic</source>
        <extracomment>key &apos;diplomatic&apos; of mat field ideas</extracomment>
        <translation>Дипломатичні</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="95"/>
        <source>Military</source>
        <extracomment>key &apos;military&apos; of mat field ideas</extracomment>
        <translation>Військові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="104"/>
        <source>Army</source>
        <extracomment>mat section</extracomment>
        <translation>Армія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="107"/>
        <source>Army: standing Units</source>
        <extracomment>mat field army.standing</extracomment>
        <translation>Армія: Загони, що стоять</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="108"/>
        <source>Army: laid-down Units</source>
        <extracomment>mat field army.laid_down</extracomment>
        <translation>Армія: покладені Загони</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="112"/>
        <location filename="../rules/eupop/state.py" line="295"/>
        <source>At War</source>
        <extracomment>mat field at_war</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>У стані війни</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="113"/>
        <source>Quest for the New World</source>
        <extracomment>mat field quest_new_world</extracomment>
        <translation>«Quest for the New World»</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="114"/>
        <location filename="../rules/eupop/routines.py" line="85"/>
        <source>Passed this Round</source>
        <extracomment>mat field passed</extracomment>
        <extracomment>message of routines.py</extracomment>
        <translation>Спасував у цьому Раунді</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="115"/>
        <source>Bot Deck</source>
        <extracomment>mat section</extracomment>
        <translation>Колода бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="117"/>
        <source>Last drawn card</source>
        <extracomment>mat field deck.last_drawn</extracomment>
        <translation>Остання добрана карта</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="118"/>
        <source>Draw pile</source>
        <extracomment>mat field deck.draw_pile</extracomment>
        <translation>Стос для добору</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="119"/>
        <source>Used this Round</source>
        <extracomment>mat field deck.used</extracomment>
        <translation>Використані в цьому Раунді</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="120"/>
        <source>Set aside (FOCUS)</source>
        <extracomment>mat field deck.set_aside</extracomment>
        <translation>Відкладені (ЗОСЕРЕДЖЕННЯ)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="121"/>
        <source>Removed this Age</source>
        <extracomment>mat field deck.removed</extracomment>
        <translation>Прибрані в цій Епосі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="122"/>
        <source>Replacing a human player</source>
        <extracomment>mat section</extracomment>
        <translation>Заміна реального гравця</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="124"/>
        <source>Monarch Power (all types)</source>
        <extracomment>mat field convert.monarch_power</extracomment>
        <translation>Очки влади (усі типи)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="125"/>
        <source>Ducats</source>
        <extracomment>mat field convert.ducats</extracomment>
        <translation>Дукати</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="126"/>
        <source>Stability</source>
        <extracomment>mat field convert.stability</extracomment>
        <translation>Стабільність</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="127"/>
        <source>Loans</source>
        <extracomment>mat field convert.loans</extracomment>
        <translation>Позики</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="127"/>
        <source>Reconstructed: the booklet&apos;s icon for this line is lost in our sources; we read it as Loans.</source>
        <extracomment>hint of mat field convert.loans</extracomment>
        <translation>Відтворено: значок буклета для цього рядка втрачено в наших джерелах; ми читаємо його як Позики.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="46"/>
        <source>Realm profile</source>
        <extracomment>profile kind &apos;realm&apos;</extracomment>
        <translation>Профіль Держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="51"/>
        <source>Realm name</source>
        <extracomment>label of field &apos;name&apos; in the realm profile editor</extracomment>
        <translation>Назва Держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="52"/>
        <source>Cards removed in each Age</source>
        <extracomment>label of field &apos;removed_cards&apos; in the realm profile editor</extracomment>
        <translation>Карти, що прибираються в кожній Епосі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="52"/>
        <source>Card ids, comma separated</source>
        <extracomment>hint of field &apos;removed_cards&apos; in the realm profile editor</extracomment>
        <translation>Номери карт через кому</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="52"/>
        <source>Age {key}</source>
        <extracomment>key &apos;1&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;2&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;3&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <extracomment>key &apos;4&apos; of field &apos;removed_cards&apos; (realm profile)</extracomment>
        <translation>Епоха {key}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="60"/>
        <source>Targeting Charts</source>
        <extracomment>label of field &apos;targeting&apos; in the realm profile editor</extracomment>
        <translation>Схеми цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="61"/>
        <location filename="../rules/eupop/realm.py" line="399"/>
        <source>Military Targeting Chart</source>
        <extracomment>label of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Військова схема цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="61"/>
        <location filename="../rules/eupop/pack.yaml" line="62"/>
        <source>Add range</source>
        <extracomment>add of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>add of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <translation>Додати діапазон</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="61"/>
        <location filename="../rules/eupop/pack.yaml" line="62"/>
        <source>Add nested roll</source>
        <extracomment>nest of field &apos;military&apos; in the realm profile editor</extracomment>
        <extracomment>nest of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <translation>Додати вкладений кидок</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="62"/>
        <location filename="../rules/eupop/realm.py" line="399"/>
        <source>Diplomatic Targeting Chart</source>
        <extracomment>label of field &apos;diplomatic&apos; in the realm profile editor</extracomment>
        <extracomment>message of realm.py</extracomment>
        <translation>Дипломатична схема цілей</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="63"/>
        <source>Die roll</source>
        <extracomment>label of field &apos;dice&apos; in the realm profile editor</extracomment>
        <translation>Кидок кубика</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="64"/>
        <source>Target</source>
        <extracomment>label of field &apos;target&apos; in the realm profile editor</extracomment>
        <translation>Ціль</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="65"/>
        <source>Substitute</source>
        <extracomment>label of field &apos;substitute&apos; in the realm profile editor</extracomment>
        <translation>Заміна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="66"/>
        <source>nested roll</source>
        <extracomment>label of field &apos;children&apos; in the realm profile editor</extracomment>
        <translation>вкладений кидок</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Kind</source>
        <extracomment>label of field &apos;kind&apos; in the realm profile editor</extracomment>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Owner of &lt;Province&gt;</source>
        <extracomment>choice &apos;owner_of&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Власник &lt;Провінції&gt;</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>Realm in &lt;Area&gt;</source>
        <extracomment>choice &apos;realm_in&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>Держава в &lt;Області&gt;</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="67"/>
        <source>vacant Territory</source>
        <extracomment>choice &apos;vacant_territory&apos; of field &apos;kind&apos; (realm profile)</extracomment>
        <translation>вільна територія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/pack.yaml" line="74"/>
        <location filename="../rules/eupop/pack.yaml" line="75"/>
        <source>Realm, Province or Area name</source>
        <extracomment>hint of field &apos;target.name&apos; in the realm profile editor</extracomment>
        <extracomment>hint of field &apos;substitute.name&apos; in the realm profile editor</extracomment>
        <translation>Назва Держави, Провінції або Області</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="447"/>
        <source>{available} Available, {sieged} Tax Value sieged</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Доступні: {available}, Податкова вартість в облозі: {sieged}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="180"/>
        <location filename="../rules/eupop/state.py" line="96"/>
        <source>none</source>
        <extracomment>message of actions.py</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>немає</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="196"/>
        <source>Card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Карта {card}: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="249"/>
        <source>War Action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Дія війни: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="277"/>
        <source>Next action: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Наступна дія: {action}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="295"/>
        <source>Discard icon: {icon}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Значок скидання: {icon}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="303"/>
        <source>The action could not be done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Дію не вдалося виконати</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="303"/>
        <location filename="../rules/eupop/actions.py" line="276"/>
        <source>The action was done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Дію виконано</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="314"/>
        <source>{available} Available, {spent} Spent</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Доступні: {available}, Витрачені: {spent}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="492"/>
        <source>The card names no Focus area</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Карта не вказує області Зосередження</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="515"/>
        <location filename="../rules/eupop/state.py" line="95"/>
        <location filename="../rules/eupop/state.py" line="347"/>
        <source>unknown</source>
        <extracomment>message of actions.py</extracomment>
        <extracomment>message of state.py</extracomment>
        <translation>невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="537"/>
        <source>{have} in Focus, {need} needed</source>
        <extracomment>message of actions.py</extracomment>
        <translation>У Зосередженні: {have}, потрібно: {need}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="573"/>
        <source>Realm: {realm}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Держава: {realm}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="583"/>
        <source>State Religion: {religion}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Державна релігія: {religion}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="195"/>
        <source>Card {card} has no such action</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Карта {card} не має такої дії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="247"/>
        <source>No source gives this card&apos;s War Action</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Жодне джерело не наводить Дії війни цієї карти</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="491"/>
        <source>The card names the {area} Focus</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Карта вказує Зосередження: {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="571"/>
        <source>No Realm profile</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Немає профілю Держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/actions.py" line="581"/>
        <source>No State Religion on the Bot Mat</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Немає Державної релігії на Планшеті бота</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="253"/>
        <location filename="../rules/eupop/realm.py" line="324"/>
        <location filename="../rules/eupop/realm.py" line="335"/>
        <source>a vacant Territory</source>
        <extracomment>message of realm.py</extracomment>
        <translation>вільна територія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="262"/>
        <source>in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation>у Столичній області NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="317"/>
        <source>The target is {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Ціль: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="243"/>
        <location filename="../rules/eupop/realm.py" line="336"/>
        <source>no target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>немає цілі</translation>
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
        <translation>Власник Провінції {province}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="250"/>
        <source>Realm in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Держава в Області {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="252"/>
        <source>the vacant Territory {territory}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>вільна територія {territory}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="259"/>
        <source>in the Area of {province}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>в Області Провінції {province}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="261"/>
        <source>in {area}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>в Області {area}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="295"/>
        <source>the Overlord of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Сюзерен Держави {target}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="297"/>
        <source>the Owner of the Capital of {target}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Власник Столиці Держави {target}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="304"/>
        <source>No valid target is left on the chart.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>На схемі не лишилося жодної дійсної цілі.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/realm.py" line="307"/>
        <source>Roll again among %n child nodes.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>
            <numerusform>Киньте ще раз, обираючи серед %n дочірнього вузла.</numerusform>
            <numerusform>Киньте ще раз, обираючи серед %n дочірніх вузлів.</numerusform>
            <numerusform>Киньте ще раз, обираючи серед %n дочірніх вузлів.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="310"/>
        <source>Take the listed substitute: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Візьміть зазначену Заміну: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="315"/>
        <source>Move on to die {low}–{high}: {target}.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Перейдіть до результату кубика {low}–{high}: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="322"/>
        <source>roll among child nodes</source>
        <extracomment>message of realm.py</extracomment>
        <translation>кидок серед дочірніх вузлів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="323"/>
        <source>a Realm target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>ціль: Держава</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="325"/>
        <source>no target left</source>
        <extracomment>message of realm.py</extracomment>
        <translation>не лишилося цілі</translation>
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
        <translation>Опонент</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="334"/>
        <source>a valid Realm</source>
        <extracomment>message of realm.py</extracomment>
        <translation>дійсна Держава</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="385"/>
        <source>No Realm profile with this chart: use the printed chart</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Немає профілю Держави з цією схемою: використайте надруковану схему</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="392"/>
        <source>Targeting Chart: {stage}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Схема цілей: {stage}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="408"/>
        <location filename="../rules/eupop/realm.py" line="416"/>
        <source>Target: {result}</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Ціль: {result}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="467"/>
        <location filename="../rules/eupop/realm.py" line="487"/>
        <source>the target</source>
        <extracomment>message of realm.py</extracomment>
        <translation>ціль</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="474"/>
        <source>in the named Area (or the Area of the named Province), else in the NPR&apos;s Capital Area</source>
        <extracomment>message of realm.py</extracomment>
        <translation>у названій Області (або в Області названої Провінції), інакше в Столичній області NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="282"/>
        <source>The Bot has no Targeting Chart of this kind in its profile.</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Бот не має в профілі Схеми цілей цього типу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="384"/>
        <source>{realm} has this chart in its profile</source>
        <extracomment>message of realm.py</extracomment>
        <translation>{realm} має цю схему у своєму профілі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/realm.py" line="423"/>
        <source>the Bot</source>
        <extracomment>message of realm.py</extracomment>
        <translation>Бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="85"/>
        <source>Not Passed yet</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Ще не спасував</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/routines.py" line="93"/>
        <source>{count} Realms Passed before</source>
        <extracomment>message of routines.py</extracomment>
        <translation>
            <numerusform>{count} Держава спасувала раніше</numerusform>
            <numerusform>{count} Держави спасували раніше</numerusform>
            <numerusform>{count} Держав спасувало раніше</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="144"/>
        <source>{left} Units in the Manpower Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Загони в Резерві людських ресурсів: {left}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="152"/>
        <location filename="../rules/eupop/routines.py" line="161"/>
        <source>Manpower {total}, minimum {minimum}</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Людські ресурси: {total}, мінімум: {minimum}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="196"/>
        <source>the Manpower Reserve</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Резерв людських ресурсів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="197"/>
        <source>the laid-down Units of the Army</source>
        <extracomment>message of routines.py</extracomment>
        <translation>покладені Загони Армії</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="198"/>
        <source>the Army</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Армія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="199"/>
        <source>nowhere</source>
        <extracomment>message of routines.py</extracomment>
        <translation>ніде</translation>
    </message>
    <message>
        <location filename="../rules/eupop/routines.py" line="269"/>
        <source>Age {age}</source>
        <extracomment>message of routines.py</extracomment>
        <translation>Епоха {age}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="97"/>
        <source>EVENT</source>
        <extracomment>message of state.py</extracomment>
        <translation>ПОДІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="98"/>
        <source>MILITARY</source>
        <extracomment>message of state.py</extracomment>
        <translation>ВІЙСЬКОВА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="99"/>
        <source>DIPLOMACY</source>
        <extracomment>message of state.py</extracomment>
        <translation>ДИПЛОМАТІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="100"/>
        <source>NAVAL</source>
        <extracomment>message of state.py</extracomment>
        <translation>МОРСЬКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="101"/>
        <source>EXPLORE</source>
        <extracomment>message of state.py</extracomment>
        <translation>РОЗВІДКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="102"/>
        <source>COLONIZE</source>
        <extracomment>message of state.py</extracomment>
        <translation>КОЛОНІЗАЦІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="103"/>
        <source>UNREST</source>
        <extracomment>message of state.py</extracomment>
        <translation>ЗАВОРУШЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="104"/>
        <source>SPY</source>
        <extracomment>message of state.py</extracomment>
        <translation>ШПИГУНСТВО</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="105"/>
        <source>PAPAL CURIA</source>
        <extracomment>message of state.py</extracomment>
        <translation>ПАПСЬКА КУРІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="106"/>
        <source>CONVERT</source>
        <extracomment>message of state.py</extracomment>
        <translation>НАВЕРНЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="107"/>
        <source>FOCUS</source>
        <extracomment>message of state.py</extracomment>
        <translation>ЗОСЕРЕДЖЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="108"/>
        <source>IDEA</source>
        <extracomment>message of state.py</extracomment>
        <translation>ІДЕЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="281"/>
        <location filename="../rules/eupop/state.py" line="288"/>
        <source>{have} Bot Power Available</source>
        <extracomment>message of state.py</extracomment>
        <translation>Доступні Очки бота: {have}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="295"/>
        <source>At Peace</source>
        <extracomment>message of state.py</extracomment>
        <translation>У стані Миру</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="302"/>
        <source>{have} Ideas of this type</source>
        <extracomment>message of state.py</extracomment>
        <translation>Ідеї цього типу: {have}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="309"/>
        <source>{left} cards in the draw pile</source>
        <extracomment>message of state.py</extracomment>
        <translation>Карти в стосі для добору: {left}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="317"/>
        <source>Quest for the New World researched</source>
        <extracomment>message of state.py</extracomment>
        <translation>«Quest for the New World» досліджена</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="317"/>
        <source>No Quest for the New World</source>
        <extracomment>message of state.py</extracomment>
        <translation>Немає «Quest for the New World»</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="340"/>
        <source>The Bot Deck&apos;s draw pile is empty.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Стос для добору Колоди бота порожній.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/state.py" line="399"/>
        <source>No Focus area is known for this card.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Для цієї карти невідома область Зосередження.</translation>
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
        <extracomment>answer &apos;none&apos; of node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Жодного</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>One</source>
        <extracomment>answer &apos;one&apos; of node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Один</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="12"/>
        <source>More than one</source>
        <extracomment>answer &apos;several&apos; of node enemies (ask); seed 002, Choice Processes: Opponent Selection</extracomment>
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
        <translation>Чи рівно один з Опонентів із рівністю — реальний гравець?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="63"/>
        <source>Select that human player: humans come before Bots.</source>
        <extracomment>node the_human (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Оберіть цього реального гравця: люди мають перевагу над Ботами.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/choose_opponent.yaml" line="67"/>
        <source>Choose at random among the tied human players (or, if none is human, among the tied Bots).</source>
        <extracomment>node random (do); seed 002, Choice Processes: Opponent Selection</extracomment>
        <translation>Оберіть випадково серед реальних гравців із рівністю (а якщо жоден не людина, серед Ботів із рівністю).</translation>
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
        <source>Is the Bot&apos;s Manpower below the minimum?</source>
        <extracomment>node manpower_short (check); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Чи Людські ресурси Бота нижче мінімуму?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="13"/>
        <source>Bots always have at least {minimum} Manpower: add %n Units to the Manpower Reserve.</source>
        <extracomment>node raise_min (do); seed 002, Recruiting Units</extracomment>
        <translation>
            <numerusform>Боти завжди мають щонайменше {minimum} Людських ресурсів: додайте %n Загін до Резерву людських ресурсів.</numerusform>
            <numerusform>Боти завжди мають щонайменше {minimum} Людських ресурсів: додайте %n Загони до Резерву людських ресурсів.</numerusform>
            <numerusform>Боти завжди мають щонайменше {minimum} Людських ресурсів: додайте %n Загонів до Резерву людських ресурсів.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="21"/>
        <source>Is the Bot&apos;s Manpower above the minimum?</source>
        <extracomment>node manpower_low (check); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Чи Людські ресурси Бота вище мінімуму?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="29"/>
        <source>Update Manpower: is the Bot&apos;s Manpower from its Town Track lower than its current {total} (never below {minimum})?</source>
        <extracomment>node lower (ask); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Оновлення Людських ресурсів: чи Людські ресурси Бота за Шкалою міст нижчі за поточні {total} (ніколи не менше {minimum})?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="37"/>
        <source>Return %n Units from {from} to the Supply. Manpower is now {total}.</source>
        <extracomment>node down (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>
            <numerusform>Поверніть %n Загін із {from} до Запасу. Людські ресурси тепер: {total}.</numerusform>
            <numerusform>Поверніть %n Загони із {from} до Запасу. Людські ресурси тепер: {total}.</numerusform>
            <numerusform>Поверніть %n Загонів із {from} до Запасу. Людські ресурси тепер: {total}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="37"/>
        <source>Units leave the Manpower Reserve first.</source>
        <extracomment>note of node down (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Загони спершу залишають Резерв людських ресурсів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="46"/>
        <source>Is the Bot&apos;s Manpower from its Town Track higher than its current {total}?</source>
        <extracomment>node higher (ask); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>Чи Людські ресурси Бота за Шкалою міст вищі за поточні {total}?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/cleanup.yaml" line="54"/>
        <source>Add %n Units to the Manpower Reserve. Manpower is now {total}.</source>
        <extracomment>node up (do); seed 002, Cleanup Phase: Update Manpower Reserve</extracomment>
        <translation>
            <numerusform>Додайте %n Загін до Резерву людських ресурсів. Людські ресурси тепер: {total}.</numerusform>
            <numerusform>Додайте %n Загони до Резерву людських ресурсів. Людські ресурси тепер: {total}.</numerusform>
            <numerusform>Додайте %n Загонів до Резерву людських ресурсів. Людські ресурси тепер: {total}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="62"/>
        <source>Give the Bot Colonists for its Colonial Claims as normal.</source>
        <extracomment>node colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Дайте Ботові Колоністів за його колоніальні Претензії, як зазвичай.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="67"/>
        <source>Does the Bot have no Colonial Claims while no vacant Territory is left?</source>
        <extracomment>node no_colonies (ask); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Чи Бот не має колоніальних Претензій, коли не лишилося жодної вільної території?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="74"/>
        <source>Discard the Bot&apos;s Colonists.</source>
        <extracomment>node drop_colonists (do); seed 002, Cleanup Phase: Colonists</extracomment>
        <translation>Скиньте Колоністів Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="79"/>
        <source>End every Alliance between the Bot and a PR and remove those tokens. Nothing else follows from it.</source>
        <extracomment>node alliances (do); seed 002, Cleanup Phase: All Bot-to-PR Alliances end</extracomment>
        <translation>Завершіть кожен Союз між Ботом і PR та приберіть ці жетони. Більше з цього нічого не випливає.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="84"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence</extracomment>
        <translation>Чи Бот — Імператор?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="91"/>
        <source>Match Imperial Influence to the current Imperial Authority and place it in this order, filling each step before the next: first the Elector Area where the fewest cubes make the Bot the strongest PR there; then any Elector Area with room; then any HRE Area with room. Ties: Areas with the Bot&apos;s Alliance or Marriage first, then alphabetical.</source>
        <extracomment>node imperial (do); seed 002, Cleanup Phase: Bot Emperor – Imperial Influence</extracomment>
        <translation>Приведіть Імперський вплив до поточного Імперського авторитету й розмістіть його в такому порядку, заповнюючи кожен крок перед наступним: спершу Область курфюрста, де найменше кубиків зробить Бота найсильнішою PR; потім будь-яка Область курфюрста з вільним місцем; потім будь-яка Область СРІ з вільним місцем. За рівності: спершу Області із Союзом або Шлюбом Бота, потім за абеткою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="96"/>
        <source>Has the Bot run out of Towns (all placed, +20 Income tile taken)?</source>
        <extracomment>node towns (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Чи в Бота скінчилися Міста (усі розміщено, плитку «Дохід +20» взято)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="103"/>
        <source>A Bot still out of Towns in the Cleanup Phase triggers Final Scoring.</source>
        <extracomment>node final (do); seed 002, Token Limitations: Towns</extracomment>
        <translation>Бот, у якого у Фазі прибирання досі немає Міст, запускає Фінальний підрахунок.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="108"/>
        <source>Reshuffle the Bot Deck. Back into the deck: {back}. Removed for the rest of this Age: {gone}. Still set aside (FOCUS): {set_aside}. The draw pile now holds {pile} cards.</source>
        <extracomment>node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation>Замішайте Колоду бота. Назад до колоди: {back}. Прибрано до кінця цієї Епохи: {gone}. Досі відкладено (ЗОСЕРЕДЖЕННЯ): {set_aside}. Карт у стосі для добору: {pile}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="108"/>
        <source>EVENT and IDEA cards always go back; cards used for FOCUS stay set aside; of the other used cards half go back (rounded up), picked at random.</source>
        <extracomment>note of node reshuffle (do); seed 002, Cleanup Phase: Reshuffle Bot Deck</extracomment>
        <translation>Карти ПОДІЯ та ІДЕЯ завжди повертаються; карти, використані для ЗОСЕРЕДЖЕННЯ, лишаються відкладеними; з інших використаних карт повертається половина (з округленням угору), обрана випадково.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="115"/>
        <source>The Round ends. Next Round: {round}.</source>
        <extracomment>node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation>Раунд завершується. Наступний Раунд: {round}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/cleanup.yaml" line="115"/>
        <source>Bookkeeping of the app: the Bot&apos;s Pass and the count of Realms that Passed are cleared.</source>
        <extracomment>note of node new_round (do); seed 002, Cleanup Phase (reconstructed)</extracomment>
        <translation>Облік застосунку: Пас Бота й кількість Держав, що спасували, обнулено.</translation>
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
        <location filename="../rules/eupop/charts/colonize.yaml" line="5"/>
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure, from EXPLORE and from a Bot Card). What remains rests on Token Limitations, the Colonists step of the Cleanup Phase and the main rules&apos; Colonize Action; EXPLORE leads on when there is nothing to Colonize.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах (польський буклет каже, що до неї ведуть Структура основного ходу, РОЗВІДКА та Карта бота). Решта спирається на Обмеження жетонів, крок Колоністів у Фазі прибирання та дію колонізації з основних правил; РОЗВІДКА веде далі, коли нічого колонізувати.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="11"/>
        <source>Does the Bot have Small Towns left to place?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Чи в Бота лишилися Малі міста, щоб розмістити?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="18"/>
        <source>The Bot cannot Colonize now.</source>
        <extracomment>node cannot (do); seed 002, Colonize Action</extracomment>
        <translation>Бот зараз не може колонізувати.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="23"/>
        <source>Does the Bot have a Colonist and a Colonial Claim on a vacant Territory it may Colonize under the main rules?</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action</extracomment>
        <translation>Чи має Бот Колоніста й колоніальну Претензію на вільну територію, яку може колонізувати за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="35"/>
        <source>Colonize the Territory with the highest Tax Value (then alphabetical): use the Colonist and replace the Colonial Claim with one of the Bot&apos;s Small Towns.</source>
        <extracomment>node pick (do); seed 002, Choice Processes; Colonists</extracomment>
        <translation>Колонізуйте Територію з найвищою Податковою вартістю (потім за абеткою): використайте Колоніста й замініть колоніальну Претензію одним із Малих міст Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/colonize.yaml" line="42"/>
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
        <source>The chart image is not in our sources; the steps follow the main rules&apos; Convert Area action and the Bot&apos;s Rebel Dice rules.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах; кроки йдуть за дією навернення Області з основних правил і правилами Кубиків бунтівників для Бота.</translation>
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
        <extracomment>node cannot (do); seed 002, Convert Action</extracomment>
        <translation>Жодну Область не можна навернути: Бот не може виконати Дію НАВЕРНЕННЯ.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/convert.yaml" line="20"/>
        <source>Convert the Area with the highest Tax Value (then alphabetical). Resolve its Unrest and Rebel Dice the Bot way: all at once, at most %n dice.</source>
        <extracomment>node convert (do); seed 002, Choice Processes; Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>Наверніть Область із найвищою Податковою вартістю (потім за абеткою). Розіграйте її Заворушення й Кубики бунтівників так, як робить Бот: усе разом, щонайбільше %n кубик.</numerusform>
            <numerusform>Наверніть Область із найвищою Податковою вартістю (потім за абеткою). Розіграйте її Заворушення й Кубики бунтівників так, як робить Бот: усе разом, щонайбільше %n кубики.</numerusform>
            <numerusform>Наверніть Область із найвищою Податковою вартістю (потім за абеткою). Розіграйте її Заворушення й Кубики бунтівників так, як робить Бот: усе разом, щонайбільше %n кубиків.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/convert.yaml" line="29"/>
        <source>End of the CONVERT Action.</source>
        <extracomment>node end_action (end); seed 002, Convert Action</extracomment>
        <translation>Кінець Дії НАВЕРНЕННЯ.</translation>
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
        <source>The English booklet text keeps the boxes of this chart as an OCR jumble; the boxes are printed, the arrows between them are our reading. Invaders are Hostile Units in Areas with the Bot&apos;s Towns. The DEFEND Army may appear anywhere inside the Bot&apos;s own Realm. Boxes of the jumble we could not place: &apos;Army is on the map?&apos;, &apos;Invaders in any Area where the Army can Siege Provinces?&apos;, &apos;Any Areas with the Bot&apos;s Towns where the DEFEND Army would not trigger a Battle?&apos; and one die split in two ranges. The nodes from &apos;mac&apos; on are the MAC check; other charts call them.</source>
        <extracomment>chart note</extracomment>
        <translation>Текст англійського буклета зберігає блоки цієї схеми як безлад після OCR; блоки надруковано, стрілки між ними — наше прочитання. Загарбники — це Ворожі Загони в Областях із Містами Бота. Армія ОБОРОНИ може з’явитися будь-де у власній Державі Бота. Блоки з безладу, які ми не розмістили: «Армія на мапі?», «Загарбники в Області, де Армія може брати в облогу Провінції?», «Області з Містами Бота, де Армія ОБОРОНИ не спричинить Битви?» і один кидок кубика, поділений на два діапазони. Вузли від &apos;mac&apos; далі — це перевірка MAC; їх викликають інші схеми.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="12"/>
        <source>Is there an Area with Invaders (Hostile Units in an Area with the Bot&apos;s Towns)?</source>
        <extracomment>node invaders (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Чи є Область із Загарбниками (Ворожі Загони в Області з Містами Бота)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="18"/>
        <source>Is the Bot&apos;s Army Deployed in an Area where it can Siege Provinces?</source>
        <extracomment>node army_can_siege (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Чи Армія Бота Розгорнута в Області, де може брати в облогу Провінції?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="27"/>
        <source>Is there an Area with the Bot&apos;s Towns that are Occupied, and no Invaders?</source>
        <extracomment>node occupied (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Чи є Область з Окупованими Містами Бота й без Загарбників?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="33"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="54"/>
        <source>If the Army has fewer than {n} Units, bring it up to {n}. Units in the Army now: {total}.</source>
        <extracomment>node min3_occupied (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <extracomment>node min3_enemy (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Якщо в Армії менше Загонів, ніж {n}, доведіть її до {n}. Загонів в Армії тепер: {total}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="39"/>
        <source>Place the Army in such an Area. Prefer the Area with the highest Tax Value of the Bot&apos;s Towns Occupied by Enemies or Rebels, then the Bot&apos;s Capital Area.</source>
        <extracomment>node place_occupied (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Розмістіть Армію в такій Області. Надавайте перевагу Області з найвищою Податковою вартістю Міст Бота, Окупованих Ворогами або Бунтівниками, потім Столичній області Бота.</translation>
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
        <translation>Перевірте MAC в Області Армії.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="46"/>
        <source>Is there an Area with Enemy Towns where the Army would not trigger a Battle, next to the Bot&apos;s Realm by land or joined to it by a Naval Bridge?</source>
        <extracomment>node enemy_area (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Чи є Область із Містами Ворога, де Армія не спричинить Битви, суміжна з Державою Бота суходолом або з’єднана з нею Морським мостом?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="60"/>
        <source>Place the Army in such an Area (several: highest Tax Value, then alphabetical).</source>
        <extracomment>node place_enemy (do); seed 002, Defend Action; Choice Processes</extracomment>
        <translation>Розмістіть Армію в такій Області (кілька: найвища Податкова вартість, потім за абеткою).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="66"/>
        <source>Does the Bot have {n} or more Bot Power left?</source>
        <extracomment>node power2 (check); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Чи в Бота лишилося {n} чи більше Очок бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="74"/>
        <source>Is the Army in an Area where MAC is at least the Invading force?</source>
        <extracomment>node mac_room (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Чи Армія в Області, де MAC не менша за сили загарбників?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="80"/>
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <extracomment>node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units</extracomment>
        <translation>
            <numerusform>Витратьте %n Очко бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
            <numerusform>Витратьте %n Очки бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
            <numerusform>Витратьте %n Очок бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="80"/>
        <source>%n Units</source>
        <extracomment>part of the text of node recruit (do); seed 002, Defend Action, footnote 1; Recruiting Units</extracomment>
        <translation>
            <numerusform>%n Загін</numerusform>
            <numerusform>%n Загони</numerusform>
            <numerusform>%n Загонів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="92"/>
        <source>Is the Army at least twice the size of any Invading force?</source>
        <extracomment>node double (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Чи Армія щонайменше вдвічі більша за будь-які сили загарбників?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="98"/>
        <source>Place the Army in the Area with the largest Invading force it at least doubles (prefer a PR Enemy).</source>
        <extracomment>node place_largest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Розмістіть Армію в Області з найбільшими силами загарбників, які вона щонайменше подвоює (надавайте перевагу Ворогові PR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="105"/>
        <source>Is the Army at least as large as any Invader&apos;s force?</source>
        <extracomment>node at_least_any (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Чи Армія не менша за сили будь-якого Загарбника?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="111"/>
        <source>Can placing a Ship raise MAC enough in an Area with Invaders?</source>
        <extracomment>node ship_mac (ask); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Чи може розміщення Корабля достатньо підняти MAC в Області із Загарбниками?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="117"/>
        <source>Place a Ship to extend a Naval Bridge to such an Area (prefer an Area with a PR Enemy). Use a Sea Zone next to one of the Bot&apos;s Ships or Ports.</source>
        <extracomment>node place_ship (do); seed 002, Defend Action; Ship Placement</extracomment>
        <translation>Розмістіть Корабель, щоб продовжити Морський міст до такої Області (надавайте перевагу Області з Ворогом PR). Використайте Морську зону поруч з одним із Кораблів або Портів Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="124"/>
        <source>Does the new Ship trigger a Naval Battle (a Hostile Sea Zone)?</source>
        <extracomment>node ship_battle (ask); seed 002, Defend Action; Ship Placement</extracomment>
        <translation>Чи новий Корабель спричиняє Морську битву (Ворожа Морська зона)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="132"/>
        <source>How did the Naval Battle end for the Bot?</source>
        <extracomment>node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <translation>Як Морська битва завершилася для Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="132"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="168"/>
        <source>Won, its first Battle win this Turn</source>
        <extracomment>answer &apos;won_first&apos; of node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>answer &apos;won_first&apos; of node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Перемога, перша виграна Битва в цьому Ході</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="132"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="168"/>
        <source>Won, not its first win this Turn</source>
        <extracomment>answer &apos;won&apos; of node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>answer &apos;won&apos; of node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Перемога, не перша в цьому Ході</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="132"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="168"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; of node naval_result (ask); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>answer &apos;lost&apos; of node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Поразка</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/defend.yaml" line="140"/>
        <location filename="../rules/eupop/charts/defend.yaml" line="176"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node naval_gain (do); seed 002, Defend Action; Naval Battles</extracomment>
        <extracomment>node battle_gain (do); seed 002, Defend Action; Land Battles</extracomment>
        <translation>
            <numerusform>Бот отримує %n Очко бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очки бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очок бота за першу виграну Битву в цьому Ході.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="148"/>
        <source>The Army is too small for every Invading force. Roll a die.</source>
        <extracomment>node weak_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>Армія замала для будь-яких сил загарбників. Киньте кубик.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="148"/>
        <source>The OCR keeps three die ranges beside these three boxes; which box each range leads to is our reading.</source>
        <extracomment>note of node weak_roll (roll); seed 002, Defend Action (from Main Turn Structure) (reconstructed)</extracomment>
        <translation>OCR зберігає три діапазони кубика біля цих трьох блоків; до якого блоку веде кожен діапазон — наше прочитання.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="162"/>
        <source>Place the Army in the Area with the smallest Invading force (prefer a PR Enemy force).</source>
        <extracomment>node place_smallest (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Розмістіть Армію в Області з найменшими силами загарбників (надавайте перевагу силам Ворога PR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="168"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (ask); seed 002, Defend Action; Land Battles</extracomment>
        <translation>Як Сухопутна битва завершилася для Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="184"/>
        <source>Place the Army in one of the Bot&apos;s own Areas without Hostile Units.</source>
        <extracomment>node hide (do); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Розмістіть Армію в одній із власних Областей Бота без Ворожих Загонів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="188"/>
        <source>End of the Bot&apos;s Turn.</source>
        <extracomment>node end_turn (end); seed 002, Defend Action (from Main Turn Structure)</extracomment>
        <translation>Кінець Ходу Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="192"/>
        <source>MAC check for the Army&apos;s Area. Is the Area joined to the Bot&apos;s Capital by land (a continuous chain of the Bot&apos;s Towns adjacent by land)? A Bot Emperor Defending the HRE counts every HRE Area as joined.</source>
        <extracomment>node mac (ask); seed 002, Maximum Army Capacity (MAC); Bot Emperor</extracomment>
        <translation>Перевірте MAC для Області Армії. Чи Область з’єднана зі Столицею Бота суходолом (безперервний ланцюг Міст Бота, суміжних суходолом)? Імператор-бот в Обороні СРІ вважає кожну Область СРІ з’єднаною.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="192"/>
        <source>Only a Naval Bridge closes the one gap</source>
        <extracomment>answer &apos;bridge&apos; of node mac (ask); seed 002, Maximum Army Capacity (MAC); Bot Emperor</extracomment>
        <translation>Лише Морський міст закриває єдину прогалину</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="203"/>
        <source>MAC is unlimited here: stand up every Unit. Standing: {standing}.</source>
        <extracomment>node mac_unlimited (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC тут необмежена: поставте кожен Загін. Стоять: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="209"/>
        <source>Is the Bot&apos;s MC for this Area {n} or more?</source>
        <extracomment>node mac_bridge (ask); seed 002, Maximum Army Capacity (MAC) (reconstructed)</extracomment>
        <translation>Чи MC Бота для цієї Області становить {n} чи більше?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="209"/>
        <source>From this MC on, MC + 3 is at least the Naval Bridge minimum; below it MAC is that minimum.</source>
        <extracomment>note of node mac_bridge (ask); seed 002, Maximum Army Capacity (MAC) (reconstructed)</extracomment>
        <translation>Від цієї MC і вище MC + 3 не менша за мінімум для Морського мосту; нижче MAC дорівнює цьому мінімуму.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="219"/>
        <source>MAC here is {mac}, the minimum with a Naval Bridge. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node mac_bridge_min (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC тут {mac}, мінімум із Морським мостом. Стоять: {standing}. Покладено: {laid_down}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="225"/>
        <source>What is the Bot&apos;s MC for this Area (main rules, page {page})? MAC is MC + {plus}. Answer {top} when it is {top} or more.</source>
        <extracomment>node mac_mc (ask); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>Яка MC Бота для цієї Області (основні правила, сторінка {page})? MAC — це MC + {plus}. Відповідайте {top}, коли вона {top} чи більше.</translation>
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
        <translation>MAC тут {mac}. Стоять: {standing}. Покладено: {laid_down}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/defend.yaml" line="304"/>
        <source>MAC here is at least {mac}. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node mac_10 (do); seed 002, Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC тут щонайменше {mac}. Стоять: {standing}. Покладено: {laid_down}.</translation>
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
        <source>The chart image is not in our sources; its footnotes are (the Diplomatic Ideas bonus, the Vassals released on annexing, one token fewer where the Bot has a Claim-like token on the target: those icons are lost in both seeds).</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах; її примітки є (бонус Дипломатичних ідей, Васали, звільнені при анексії, на один жетон менше, коли Бот має на цілі жетон, схожий на Претензію: ці значки втрачено в обох джерелах).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="15"/>
        <source>Did the Diplomatic Targeting Chart give a valid target?</source>
        <extracomment>node target_ok (check); seed 002, Targeting Charts (Invalid Diplomatic Targets)</extracomment>
        <translation>Чи Дипломатична схема цілей дала дійсну ціль?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="23"/>
        <source>The Bot finds no target: it cannot take the DIPLOMACY Action.</source>
        <extracomment>node cannot (do); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Бот не знаходить цілі: він не може виконати ДИПЛОМАТИЧНУ дію.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="29"/>
        <source>May the Bot Annex the target diplomatically under the main rules now?</source>
        <extracomment>node annex (ask); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Чи може Бот зараз анексувати ціль дипломатично за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="36"/>
        <source>Annex the target: the Bot takes its Provinces. The target&apos;s Vassals are released as independent NPRs. Remove one token fewer if the Bot has the footnote&apos;s token on the target.</source>
        <extracomment>node do_annex (do); seed 002, Diplomacy Action, footnotes (reconstructed)</extracomment>
        <translation>Анексуйте ціль: Бот забирає її Провінції. Васалів цілі звільнено як незалежні NPR. Приберіть на один жетон менше, якщо Бот має на цілі жетон із примітки.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="44"/>
        <source>Place Influence in the target&apos;s Areas as the main rules&apos; Influence Action allows, highest Tax Value first.</source>
        <extracomment>node place (do); seed 002, Diplomacy Action (Bot Cards 05, 06, 07, 08) (reconstructed)</extracomment>
        <translation>Розмістіть Вплив в Областях цілі, наскільки дозволяє дія Впливу з основних правил, спершу з найвищою Податковою вартістю.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="51"/>
        <source>Has the Bot Researched any Diplomatic Ideas?</source>
        <extracomment>node has_ideas (check); seed 002, Bots &amp; Ideas; Diplomacy Action, footnote 3</extracomment>
        <translation>Чи Бот Дослідив якісь Дипломатичні ідеї?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="60"/>
        <source>Diplomatic Ideas: place %n more Influence there if the Bot has Influence in its Supply (these may exceed {limit} in one Area).</source>
        <extracomment>node extra (do); seed 002, Bots &amp; Ideas; Diplomacy Action, footnote 3</extracomment>
        <translation>
            <numerusform>Дипломатичні ідеї: розмістіть там ще %n одиницю Впливу, якщо Бот має Вплив у Запасі (в одній Області можна перевищити {limit}).</numerusform>
            <numerusform>Дипломатичні ідеї: розмістіть там ще %n одиниці Впливу, якщо Бот має Вплив у Запасі (в одній Області можна перевищити {limit}).</numerusform>
            <numerusform>Дипломатичні ідеї: розмістіть там ще %n одиниць Впливу, якщо Бот має Вплив у Запасі (в одній Області можна перевищити {limit}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="69"/>
        <source>May the Bot now form an Alliance with the target (an NPR) under the main rules?</source>
        <extracomment>node alliance (ask); seed 002, Bots &amp; Alliances (reconstructed)</extracomment>
        <translation>Чи може Бот зараз укласти Союз із ціллю (NPR) за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="77"/>
        <source>Form the Alliance. Bots ally only with NPRs.</source>
        <extracomment>node ally (do); seed 002, Bots &amp; Alliances</extracomment>
        <translation>Укладіть Союз. Боти укладають союзи лише з NPR.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/diplomacy.yaml" line="82"/>
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
        <translation>Оголошення Війни Ботові або його Союзникові</translation>
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
        <extracomment>answer &apos;bot&apos; of node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Ботові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Defensive Call to Arms from an Ally</source>
        <extracomment>answer &apos;ally&apos; of node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Оборонний Заклик до зброї від Союзника</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Offensive Call to Arms</source>
        <extracomment>answer &apos;offensive&apos; of node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Наступальний Заклик до зброї</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="5"/>
        <source>Defending the HRE was activated (the Bot is an HRE member)</source>
        <extracomment>answer &apos;hre&apos; of node who (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Активовано Оборону СРІ (Бот — член СРІ)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="13"/>
        <source>Is the Bot already at War?</source>
        <extracomment>node hre_war (check); seed 002, Bot HRE Members</extracomment>
        <translation>Чи Бот уже у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="21"/>
        <source>The Bot is already at War: it loses nothing.</source>
        <extracomment>node hre_keep (do); seed 002, Bot HRE Members</extracomment>
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
        <extracomment>node emperor (ask); seed 002, Bot Emperor</extracomment>
        <translation>Чи Бот — Імператор і може активувати Оборону СРІ?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="55"/>
        <source>Activate Defending the HRE. The Bot Emperor gains Bot Power equal to Imperial Authority: add it to Available on the mat.</source>
        <extracomment>node defend_hre (do); seed 002, Bot Emperor</extracomment>
        <translation>Активуйте Оборону СРІ. Імператор-бот отримує Очки бота, що дорівнюють Імперському авторитету: додайте їх до Доступних на планшеті.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="55"/>
        <source>The app does not track Imperial Authority, so the gain is entered by hand.</source>
        <extracomment>note of node defend_hre (do); seed 002, Bot Emperor</extracomment>
        <translation>Застосунок не відстежує Імперський авторитет, тому отримане вводять вручну.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="61"/>
        <source>Does the Bot have an NPR Ally next to the Aggressor that has not been called yet?</source>
        <extracomment>node allies (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Чи має Бот Союзника NPR поруч з Агресором, якого ще не закликали?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="67"/>
        <source>Send that Ally a Defensive Call to Arms and flip its Alliance token. The Bot gains %n Bot Power.</source>
        <extracomment>node call_ally (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>
            <numerusform>Надішліть цьому Союзникові Оборонний Заклик до зброї та переверніть його жетон Союзу. Бот отримує %n Очко бота.</numerusform>
            <numerusform>Надішліть цьому Союзникові Оборонний Заклик до зброї та переверніть його жетон Союзу. Бот отримує %n Очки бота.</numerusform>
            <numerusform>Надішліть цьому Союзникові Оборонний Заклик до зброї та переверніть його жетон Союзу. Бот отримує %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="67"/>
        <source>Both seeds lose the icons of the token that is flipped; reading it as the Alliance token is ours.</source>
        <extracomment>note of node call_ally (do); seed 002, Bot Warfare: DoW on a Bot, 3. Calls to Arms (reconstructed)</extracomment>
        <translation>Обидва джерела втрачають значки жетона, що перевертається; прочитання його як жетона Союзу — наше.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="77"/>
        <source>The Bot is at War. It gains %n Bot Power.</source>
        <extracomment>node at_war (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>
            <numerusform>Бот у стані війни. Він отримує %n Очко бота.</numerusform>
            <numerusform>Бот у стані війни. Він отримує %n Очки бота.</numerusform>
            <numerusform>Бот у стані війни. Він отримує %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="84"/>
        <source>Does the Bot have at least {n} Bot Power Available?</source>
        <extracomment>node minimum (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Чи має Бот щонайменше {n} Доступних Очок бота?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="92"/>
        <source>Gain %n Bot Power, up to the minimum of {minimum} for a DoW on a Bot.</source>
        <extracomment>node top_up (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота, до мінімуму {minimum} при DoW на Бота.</numerusform>
            <numerusform>Отримайте %n Очки бота, до мінімуму {minimum} при DoW на Бота.</numerusform>
            <numerusform>Отримайте %n Очок бота, до мінімуму {minimum} при DoW на Бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="100"/>
        <source>Does the Bot have any Manpower in its Reserve?</source>
        <extracomment>node manpower (check); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Чи має Бот якісь Людські ресурси в Резерві?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="107"/>
        <source>Spend {paid} Bot Power to recruit {units} Units: move {recruited} Units from the Manpower Reserve to the Army (Army: {army}).</source>
        <extracomment>node recruit (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Витратьте {paid} Очки бота, щоб завербувати {units} Загонів: перемістіть {recruited} Загонів із Резерву людських ресурсів до Армії (Армія: {army}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="107"/>
        <source>Units per recruit depend on the Difficulty Level; with less in the Reserve the Bot still pays in full.</source>
        <extracomment>note of node recruit (do); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Кількість Загонів за вербування залежить від Рівня складності; якщо в Резерві менше, Бот однаково платить повністю.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="113"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node on_map (ask); seed 002, Bot Warfare: DoW on a Bot</extracomment>
        <translation>Чи Армія Бота на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>Check MAC in the Army&apos;s Area. Army: {standing} standing, {laid_down} laid down. MAC is unlimited with a land connection of Bot Towns to the Capital; otherwise it is the Bot&apos;s MC there + {plus} (at least {bridge} when a Naval Bridge closes the only gap).</source>
        <extracomment>node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Перевірте MAC в Області Армії. Армія: стоять {standing}, покладено {laid_down}. MAC необмежена за сухопутного сполучення Міст Бота зі Столицею; інакше це MC Бота там + {plus} (щонайменше {bridge}, коли Морський міст закриває єдину прогалину).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>Land connection: unlimited</source>
        <extracomment>answer &apos;unlimited&apos; of node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Сухопутне сполучення: без обмежень</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>More standing Units than MAC</source>
        <extracomment>answer &apos;over&apos; of node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Загонів, що стоять, більше за MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>MAC has room for a laid-down Unit</source>
        <extracomment>answer &apos;room&apos; of node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>MAC має місце для покладеного Загону</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="119"/>
        <source>The Army fits the MAC</source>
        <extracomment>answer &apos;fits&apos; of node mac (ask); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Армія вміщується в MAC</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="129"/>
        <source>Stand up all {raised} laid-down Units: {standing} Units stand.</source>
        <extracomment>node stand_all (do); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>Поставте всі покладені Загони ({raised}): стоїть Загонів: {standing}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="135"/>
        <source>Lay down %n Units: {standing} standing, {laid_down} laid down.</source>
        <extracomment>node lay_down (do); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>
            <numerusform>Покладіть %n Загін: стоять {standing}, покладено {laid_down}.</numerusform>
            <numerusform>Покладіть %n Загони: стоять {standing}, покладено {laid_down}.</numerusform>
            <numerusform>Покладіть %n Загонів: стоять {standing}, покладено {laid_down}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/dow_on_bot.yaml" line="143"/>
        <source>Stand up %n Units: {standing} standing, {laid_down} laid down.</source>
        <extracomment>node stand_up (do); seed 002, Bot Warfare: Maximum Army Capacity (MAC)</extracomment>
        <translation>
            <numerusform>Поставте %n Загін: стоять {standing}, покладено {laid_down}.</numerusform>
            <numerusform>Поставте %n Загони: стоять {standing}, покладено {laid_down}.</numerusform>
            <numerusform>Поставте %n Загонів: стоять {standing}, покладено {laid_down}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eupop/end_of_age</name>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="1"/>
        <source>End of Age</source>
        <extracomment>chart title</extracomment>
        <translation>Кінець Епохи</translation>
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
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>Reset the Bot Deck for Age {age} from the Realm&apos;s deck composition and shuffle it: {pile} cards; removed this Age: {removed}.</source>
        <extracomment>node reset (do); seed 002, End of Age Routine</extracomment>
        <translation>Складіть заново Колоду бота на Епоху {age} за складом колоди Держави й перетасуйте її: карт: {pile}; прибрано в цій Епосі: {removed}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="19"/>
        <source>A Bot without a Realm profile plays with all 24 cards.</source>
        <extracomment>note of node reset (do); seed 002, End of Age Routine</extracomment>
        <translation>Бот без профілю Держави грає всіма 24 картами.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/end_of_age.yaml" line="25"/>
        <source>The Bot removes none of its tokens of the kind the booklet names in this routine (its icon is lost in our sources).</source>
        <extracomment>node keep (do); seed 002, End of Age Routine (reconstructed)</extracomment>
        <translation>Бот не прибирає жодного зі своїх жетонів того типу, який буклет називає в цій процедурі (його значок втрачено в наших джерелах).</translation>
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
        <source>The chart image is not in our sources (the Polish booklet says it is reached from Main Turn Structure and from a Bot Card). The General Event Rules and Secondary Effects are, and they also apply when another Realm&apos;s Event affects a Bot. One rule (&apos;gaining one token: gain another instead&apos;) lost both icons in both seeds; resolve it from your booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах (польський буклет каже, що до неї ведуть Структура основного ходу та Карта бота). Загальні правила подій і Другорядні ефекти є, і вони діють також тоді, коли Подія іншої Держави зачіпає Бота. Одне правило («отримуючи один жетон, отримайте натомість інший») втратило обидва значки в обох джерелах; розіграйте його за своїм буклетом.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="10"/>
        <source>Take an Event from the display for the Bot. Choose the Event and its option by Choice Processes; when the Bot is not the Active Player it picks option A; on every sub-option it picks the first one.</source>
        <extracomment>node take (do); seed 002, General Event Rules; Choice Processes (reconstructed)</extracomment>
        <translation>Візьміть для Бота Подію з викладених. Оберіть Подію та її варіант за Процедурами вибору; коли Бот не Активний гравець, він обирає варіант A; у кожному підваріанті обирає перший.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="19"/>
        <source>Does the chosen option have any effect that applies to the Bot?</source>
        <extracomment>node applies (ask); seed 002, General Event Rules</extracomment>
        <translation>Чи має обраний варіант якийсь ефект, що стосується Бота?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="25"/>
        <source>Nothing applies: the Bot gains %n Bot Power.</source>
        <extracomment>node nothing_applies (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Ніщо не діє: Бот отримує %n Очко бота.</numerusform>
            <numerusform>Ніщо не діє: Бот отримує %n Очки бота.</numerusform>
            <numerusform>Ніщо не діє: Бот отримує %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Resolve the effects one at a time; skip any that do not apply. Which kind comes next?</source>
        <extracomment>node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Розігруйте ефекти по одному; пропускайте ті, що не діють. Який тип наступний?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Gain Ducats</source>
        <extracomment>answer &apos;ducats_gain&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Отримайте Дукати</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Lose Ducats</source>
        <extracomment>answer &apos;ducats_lose&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Втратьте Дукати</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Lose Stability</source>
        <extracomment>answer &apos;stability_lose&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Втратьте Стабільність</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Gain Stability</source>
        <extracomment>answer &apos;stability_gain&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Отримайте Стабільність</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Gain or lose a token tied to an NPR</source>
        <extracomment>answer &apos;npr_token&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Отримайте або втратьте жетон, пов’язаний з NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>May Declare War</source>
        <extracomment>answer &apos;may_declare&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Може Оголосити війну</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Activation</source>
        <extracomment>answer &apos;activation&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Активація</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Declare War Action</source>
        <extracomment>answer &apos;dow_action&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Дія Оголошення війни</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Recruit Action</source>
        <extracomment>answer &apos;recruit&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Дія Вербування</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Trade Action</source>
        <extracomment>answer &apos;trade&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Дія Торгівлі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Exhaust Units</source>
        <extracomment>answer &apos;exhaust&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Виснаження Загонів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Pay a cost to do something</source>
        <extracomment>answer &apos;pay&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Сплатіть вартість, щоб щось зробити</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Adopt a new State Religion</source>
        <extracomment>answer &apos;religion&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Прийміть нову Державну релігію</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>Any other effect</source>
        <extracomment>answer &apos;other&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Будь-який інший ефект</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="32"/>
        <source>No effect left</source>
        <extracomment>answer &apos;done&apos; of node effect (ask); seed 002, General Event Rules (reconstructed)</extracomment>
        <translation>Ефектів не лишилося</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="52"/>
        <location filename="../rules/eupop/charts/event.yaml" line="59"/>
        <source>Does the Event give more than {n} Ducats?</source>
        <extracomment>node ducats_gain (ask); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_gain_more (ask); seed 002, General Event Rules</extracomment>
        <translation>Чи дає Подія більше ніж {n} Дукатів?</translation>
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
            <numerusform>Замість Дукатів Бот отримує %n Очко бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот отримує %n Очки бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот отримує %n Очок бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="87"/>
        <location filename="../rules/eupop/charts/event.yaml" line="94"/>
        <source>Does the Event take more than {n} Ducats?</source>
        <extracomment>node ducats_lose (ask); seed 002, General Event Rules</extracomment>
        <extracomment>node ducats_lose_more (ask); seed 002, General Event Rules</extracomment>
        <translation>Чи забирає Подія більше ніж {n} Дукатів?</translation>
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
            <numerusform>Замість Дукатів Бот втрачає %n Доступне Очко бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот втрачає %n Доступні Очки бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
            <numerusform>Замість Дукатів Бот втрачає %n Доступних Очок бота: {one} за кожні {per} Дукатів, з округленням угору, щонайбільше {max}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="125"/>
        <source>Bots have no Stability: for each step lost, the Bot gains %n Unrest instead (place it by Choice Processes: lowest Tax Value first).</source>
        <extracomment>node stability_lose (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Боти не мають Стабільності: за кожен втрачений крок Бот натомість отримує %n Заворушення (розмістіть його за Процедурами вибору: спершу найнижча Податкова вартість).</numerusform>
            <numerusform>Боти не мають Стабільності: за кожен втрачений крок Бот натомість отримує %n Заворушення (розмістіть їх за Процедурами вибору: спершу найнижча Податкова вартість).</numerusform>
            <numerusform>Боти не мають Стабільності: за кожен втрачений крок Бот натомість отримує %n Заворушень (розмістіть їх за Процедурами вибору: спершу найнижча Податкова вартість).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="133"/>
        <source>Does the Bot have any Unrest on the map?</source>
        <extracomment>node stability_gain (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>Чи має Бот якісь Заворушення на мапі?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="140"/>
        <source>For each step of Stability gained, remove %n of the Bot&apos;s Unrest (highest Tax Value first).</source>
        <extracomment>node stability_unrest (do); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>
            <numerusform>За кожен отриманий крок Стабільності приберіть %n Заворушення Бота (спершу найвища Податкова вартість).</numerusform>
            <numerusform>За кожен отриманий крок Стабільності приберіть %n Заворушення Бота (спершу найвища Податкова вартість).</numerusform>
            <numerusform>За кожен отриманий крок Стабільності приберіть %n Заворушень Бота (спершу найвища Податкова вартість).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="147"/>
        <source>How many steps of Stability does the Event give?</source>
        <extracomment>node stability_steps (ask); seed 000, General Event Rules (gaining Stability)</extracomment>
        <translation>Скільки кроків Стабільності дає Подія?</translation>
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
            <numerusform>Бот не має Заворушень: він отримує %n Очко бота ({per} за крок).</numerusform>
            <numerusform>Бот не має Заворушень: він отримує %n Очки бота ({per} за крок).</numerusform>
            <numerusform>Бот не має Заворушень: він отримує %n Очок бота ({per} за крок).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="179"/>
        <source>Pick the NPR with the highest Tax Income when the Bot gains the token, the lowest when it loses one.</source>
        <extracomment>node npr_token (do); seed 002, General Event Rules</extracomment>
        <translation>Оберіть NPR з найвищим Податковим доходом, коли Бот отримує жетон, і з найнижчим, коли втрачає його.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="179"/>
        <source>The token icons are lost in both seeds.</source>
        <extracomment>note of node npr_token (do); seed 002, General Event Rules</extracomment>
        <translation>Значки жетонів втрачено в обох джерелах.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="186"/>
        <source>Is the Bot at War already?</source>
        <extracomment>node may_declare (check); seed 002, General Event Rules</extracomment>
        <translation>Чи Бот уже у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="193"/>
        <source>Does the Bot have more Bot Power Available than Spent?</source>
        <extracomment>node may_declare_power (check); seed 002, General Event Rules</extracomment>
        <translation>Чи має Бот більше Доступних Очок бота, ніж Витрачених?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="200"/>
        <source>The Bot does not Declare War (it only may when at Peace with more Available than Spent Bot Power).</source>
        <extracomment>node no_war (do); seed 002, General Event Rules</extracomment>
        <translation>Бот не Оголошує війни (може лише в стані Миру, маючи більше Доступних, ніж Витрачених Очок бота).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="206"/>
        <source>Can the Bot pay {n} Bot Power?</source>
        <extracomment>node recruit_power (check); seed 002, General Event Rules</extracomment>
        <translation>Чи може Бот сплатити {n} Очки бота?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="214"/>
        <source>Pay %n Bot Power to recruit every Unit of the Manpower Reserve into the Army (Units: {units}).</source>
        <extracomment>node recruit (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Сплатіть %n Очко бота, щоб завербувати до Армії кожен Загін із Резерву людських ресурсів (Загони: {units}).</numerusform>
            <numerusform>Сплатіть %n Очки бота, щоб завербувати до Армії кожен Загін із Резерву людських ресурсів (Загони: {units}).</numerusform>
            <numerusform>Сплатіть %n Очок бота, щоб завербувати до Армії кожен Загін із Резерву людських ресурсів (Загони: {units}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/event.yaml" line="223"/>
        <source>Instead of Trading, the Bot gains %n Bot Power.</source>
        <extracomment>node trade (do); seed 002, General Event Rules</extracomment>
        <translation>
            <numerusform>Замість Торгівлі Бот отримує %n Очко бота.</numerusform>
            <numerusform>Замість Торгівлі Бот отримує %n Очки бота.</numerusform>
            <numerusform>Замість Торгівлі Бот отримує %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="230"/>
        <source>Remove the Units to be Exhausted from the Bot&apos;s Army (correct the Army on the Bot Mat).</source>
        <extracomment>node exhaust (do); seed 002, General Event Rules</extracomment>
        <translation>Приберіть з Армії Бота Загони, що мають бути Виснажені (виправте Армію на Планшеті бота).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="234"/>
        <source>If the Bot can pay the cost, it pays and does it; otherwise it skips the effect.</source>
        <extracomment>node pay (do); seed 002, General Event Rules</extracomment>
        <translation>Якщо Бот може сплатити вартість, він платить і робить це; інакше пропускає ефект.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="238"/>
        <source>Also change the Religion of the Bot&apos;s Capital Area and of one more of its Areas to the new State Religion (Choice Processes).</source>
        <extracomment>node religion (do); seed 002, General Event Rules</extracomment>
        <translation>Змініть також релігію Столичної області Бота й ще однієї з його Областей на нову Державну релігію (Процедури вибору).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="244"/>
        <source>Apply the effect as written, by Choice Processes; ignore what does not apply.</source>
        <extracomment>node other (do); seed 002, General Event Rules</extracomment>
        <translation>Застосуйте ефект, як написано, за Процедурами вибору; ігноруйте те, що не діє.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="248"/>
        <source>Resolve the Secondary Effects. Attrition, Unrest/Rebellion, Power Struggle: as normal. Character Mortality, Disloyal Vassals: as normal, Bots unaffected. Pirates: auto-resolution. Lost at Sea: Bots unaffected, auto-resolution for humans. Cardinal Dies: auto-resolution, ignoring the Bot&apos;s own. Native Uprising: the Bot ignores it. DNPR Expansion: auto-resolution, skipping Areas where this Bot Owns Provinces. Spread of Religious Ideas or of the Revolution: auto-resolution, but spread the Bot&apos;s State Religion first, avoid Religious Dissent for the Bot, prefer removing it.</source>
        <extracomment>node secondary (do); seed 002, Secondary Effects</extracomment>
        <translation>Розіграйте Другорядні ефекти. Виснаження війною, Заворушення/Бунт, Боротьба за владу: як зазвичай. Смертність персонажів, Нелояльні васали: як зазвичай, Боти незачеплені. Пірати: автоматичний розіграш. Зниклі в морі: Боти незачеплені, автоматичний розіграш для людей. Смерть кардинала: автоматичний розіграш, ігноруючи власних кардиналів Бота. Повстання тубільців: Бот його ігнорує. Експансія DNPR: автоматичний розіграш, пропускаючи Області, де цей Бот є Власником Провінцій. Поширення релігійних ідей або Поширення революції: автоматичний розіграш, але спершу поширюйте Державну релігію Бота, уникайте Релігійного інакодумства для Бота, надавайте перевагу його прибиранню.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/event.yaml" line="260"/>
        <source>End of the EVENT Action.</source>
        <extracomment>node end_event (end); seed 002, General Event Rules</extracomment>
        <translation>Кінець Дії ПОДІЯ.</translation>
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
        <source>The chart image is not in our sources; its footnotes are (Castile/Portugal and the discovery Event, adjacency and the rolled number of Territories, set-aside Trade Cards).</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах; її примітки є (Кастилія/Португалія та Подія відкриття, суміжність і викинутий номер Територій, відкладені торгові карти).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="8"/>
        <source>Is the Bot Castile or Portugal?</source>
        <extracomment>node iberia (check); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Чи Бот — Кастилія або Португалія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="18"/>
        <source>The Bot has no Realm profile. Is the Bot Castile or Portugal?</source>
        <extracomment>node ask_iberia (ask); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Бот не має профілю Держави. Чи Бот — Кастилія або Португалія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="25"/>
        <source>Are all three true: the Bot has not Researched QftNW, it has not picked an Event yet, and Christopher Columbus (Castile) or Casa da Índia (Portugal) is on display?</source>
        <extracomment>node discovery_event (ask); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Чи правдиві всі три: Бот не Дослідив QftNW, ще не обрав Подію, і Christopher Columbus (Кастилія) або Casa da Índia (Португалія) викладено?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="34"/>
        <source>Pick that Event and take option A. Paying for this Action covers the cost of Researching QftNW: the Bot now has QftNW.</source>
        <extracomment>node take_event (do); seed 002, Explore Action, footnote 1</extracomment>
        <translation>Оберіть цю Подію й візьміть варіант A. Оплата цієї Дії покриває вартість Дослідження QftNW: Бот тепер має QftNW.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="42"/>
        <source>Roll a die for the number of the Distant Territories to Explore.</source>
        <extracomment>node roll (roll); seed 002, Explore Action, footnote 2 (reconstructed)</extracomment>
        <translation>Киньте кубик, щоб визначити номер Віддалених Територій для розвідки.</translation>
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
        <translation>Чи є Віддалена Провінція або Територія з номером {n} поруч із Містом або Кораблем Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="108"/>
        <source>Nothing matches the roll: the Bot cannot Explore now.</source>
        <extracomment>node cannot (do); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11) (reconstructed)</extracomment>
        <translation>Ніщо не відповідає кидку: Бот зараз не може розвідувати.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="114"/>
        <source>Explore it as the main rules say (several: highest Tax Value, then alphabetical). Shuffle any set-aside Trade Cards with this Distant Continent&apos;s number into the Trade Deck.</source>
        <extracomment>node explore (do); seed 002, Explore Action, footnote 3</extracomment>
        <translation>Розвідайте її за основними правилами (кілька: найвища Податкова вартість, потім за абеткою). Перетасуйте відкладені торгові карти з номером цього Віддаленого континенту в Торгову колоду.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="121"/>
        <source>Did Exploring reveal a vacant Territory the Bot can Colonize now?</source>
        <extracomment>node vacant (ask); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11) (reconstructed)</extracomment>
        <translation>Чи розвідка відкрила вільну територію, яку Бот може зараз колонізувати?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/explore.yaml" line="132"/>
        <source>End of the EXPLORE Action.</source>
        <extracomment>node end_action (end); seed 002, Explore Action (from NAVAL and COLONIZE Actions + Bot Card 11)</extracomment>
        <translation>Кінець Дії РОЗВІДКА.</translation>
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
        <translation>невідомо</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>economic</source>
        <extracomment>answer id shown as its label (no label in the chart): node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Економіка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>expansion</source>
        <extracomment>answer id shown as its label (no label in the chart): node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Експансія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>political</source>
        <extracomment>answer id shown as its label (no label in the chart): node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Політика</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>war</source>
        <extracomment>answer id shown as its label (no label in the chart): node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Війна</translation>
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
        <translation>немає</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <source>administrative</source>
        <extracomment>answer id shown as its label (no label in the chart): node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation>адміністративна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <source>diplomatic</source>
        <extracomment>answer id shown as its label (no label in the chart): node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation>дипломатична</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>military</source>
        <extracomment>answer id shown as its label (no label in the chart): node discard_icon (check); seed 002, Bot Cards</extracomment>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ВІЙСЬКОВА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>event</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ПОДІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>diplomacy</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ДИПЛОМАТІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>naval</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>МОРСЬКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>papal_curia</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ПАПСЬКА КУРІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>explore</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>РОЗВІДКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>spy</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ШПИГУНСТВО</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>unrest</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ЗАВОРУШЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>convert</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>НАВЕРНЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>focus</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ЗОСЕРЕДЖЕННЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>idea</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>ІДЕЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>colonize</source>
        <extracomment>answer id shown as its label (no label in the chart): node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>КОЛОНІЗАЦІЯ</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="35"/>
        <source>large</source>
        <extracomment>answer id shown as its label (no label in the chart): node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>велика</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="35"/>
        <source>single</source>
        <extracomment>answer id shown as its label (no label in the chart): node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>одна</translation>
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
        <source>The chart image is not in our sources. The Bot Power spent on FOCUS goes to the Focus area of the card&apos;s Milestone type; with as much there as the difficulty asks, the Bot scores a Milestone. Cards used for FOCUS are set aside at the reshuffle.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах. Очки бота, витрачені на ЗОСЕРЕДЖЕННЯ, ідуть до області Зосередження типу Віхи з карти; коли їх там стільки, скільки вимагає рівень складності, Бот отримує Віху. Карти, використані для ЗОСЕРЕДЖЕННЯ, відкладають під час замішування.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="9"/>
        <source>Which Focus area does the card name?</source>
        <extracomment>node area (check); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Яку область Зосередження вказує карта?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Our card data names no Focus area for this card. Which Milestone type does the card show?</source>
        <extracomment>node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Наші дані карт не вказують області Зосередження для цієї карти. Який тип Віхи показує карта?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Economic</source>
        <extracomment>answer &apos;economic&apos; of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Економіка</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Expansion</source>
        <extracomment>answer &apos;expansion&apos; of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Експансія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>Political</source>
        <extracomment>answer &apos;political&apos; of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Політика</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="19"/>
        <source>War</source>
        <extracomment>answer &apos;war&apos; of node ask_area (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Війна</translation>
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
        <translation>Область Зосередження: {area}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="32"/>
        <source>Move the Bot Power paid for this card ({moved}) from Spent to the {area} Focus area. In that Focus area now: {in_focus}. Set the card aside.</source>
        <extracomment>node place (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Перемістіть Очки бота, сплачені за цю карту ({moved}), з Витрачених до області Зосередження {area}. У цій області Зосередження тепер: {in_focus}. Відкладіть карту.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="43"/>
        <source>Does this Focus area hold {threshold} or more Bot Power?</source>
        <extracomment>node enough (check); seed 002, Difficulty Level (Bot Power in Focus to score a Milestone)</extracomment>
        <translation>Чи ця область Зосередження має {threshold} чи більше Очок бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="52"/>
        <source>Can the Bot score a Milestone of this type ({area}) now?</source>
        <extracomment>node milestone (ask); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Чи може Бот зараз отримати Віху цього типу ({area})?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="60"/>
        <source>Score that Milestone for the Bot (several: by Choice Processes). Return the Bot Power in the Focus area ({returned}) to Supply.</source>
        <extracomment>node score (do); seed 002, Bot Mat (Focus areas); Focus Action (reconstructed)</extracomment>
        <translation>Отримайте цю Віху для Бота (кілька: за Процедурами вибору). Поверніть Очки бота з області Зосередження ({returned}) до Запасу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/focus.yaml" line="68"/>
        <source>End of the FOCUS Action.</source>
        <extracomment>node end_action (end); seed 002, Bot Mat (Focus areas); Focus Action</extracomment>
        <translation>Кінець Дії ЗОСЕРЕДЖЕННЯ.</translation>
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
        <source>The chart image is not in our sources. Bots Research and tag Ideas as normal but ignore their effects; the Bot Mat counts Ideas per type, up to its last space, for the bonuses.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах. Боти Досліджують і позначають Ідеї як зазвичай, але ігнорують їхні ефекти; Планшет бота лічить Ідеї кожного типу, до останнього поля, для бонусів.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="8"/>
        <source>Is there an Idea the Bot may Research under the main rules?</source>
        <extracomment>node can_research (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Чи є Ідея, яку Бот може Досліджувати за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="15"/>
        <source>No Idea can be Researched: the Bot cannot take the IDEA Action.</source>
        <extracomment>node cannot (do); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Жодну Ідею не можна Дослідити: Бот не може виконати Дію ІДЕЯ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="21"/>
        <source>Research it and tag it as normal (choose by Choice Processes; paying for this card covers it). Of which type is the Idea?</source>
        <extracomment>node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Досліджуйте її та позначте як зазвичай (оберіть за Процедурами вибору; оплата цієї карти це покриває). Якого типу Ідея?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="21"/>
        <source>Administrative</source>
        <extracomment>answer &apos;administrative&apos; of node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Адміністративні</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="21"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; of node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Дипломатичні</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="21"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; of node kind (ask); seed 002, Bots &amp; Ideas; Idea Action (reconstructed)</extracomment>
        <translation>Військові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="31"/>
        <source>Move the Administrative Ideas chit on the Bot Mat. Administrative Ideas Researched: {count}.</source>
        <extracomment>node tag_adm (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Пересуньте жетон Адміністративних ідей на Планшеті бота. Досліджені Адміністративні ідеї: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="36"/>
        <source>Move the Diplomatic Ideas chit on the Bot Mat. Diplomatic Ideas Researched: {count}.</source>
        <extracomment>node tag_dip (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Пересуньте жетон Дипломатичних ідей на Планшеті бота. Досліджені Дипломатичні ідеї: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="41"/>
        <source>Move the Military Ideas chit on the Bot Mat. Military Ideas Researched: {count}.</source>
        <extracomment>node tag_mil (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Пересуньте жетон Військових ідей на Планшеті бота. Досліджені Військові ідеї: {count}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="46"/>
        <source>Was the Idea Quest for the New World?</source>
        <extracomment>node quest (ask); seed 002, Targeting Charts (Vacant Territories)</extracomment>
        <translation>Чи цією Ідеєю була «Quest for the New World»?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="53"/>
        <source>The Bot now has QftNW: it may Explore Distant Sea Zones and target vacant Territories.</source>
        <extracomment>node set_quest (do); seed 002, Bots &amp; Ideas; Idea Action</extracomment>
        <translation>Бот тепер має QftNW: він може розвідувати Віддалені Морські зони та обирати ціллю вільні території.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/idea.yaml" line="58"/>
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
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="5"/>
        <source>Refresh Bot Power: return the {spent} Spent Bot Power to the Supply.</source>
        <extracomment>node discard (do); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Поновлення очок бота: поверніть Витрачені Очки бота ({spent}) до Запасу.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="11"/>
        <source>Gain %n Bot Power (Difficulty Level). Available: {available}.</source>
        <extracomment>node gain (do); seed 002, Difficulty Level</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота (Рівень складності). Доступні: {available}.</numerusform>
            <numerusform>Отримайте %n Очки бота (Рівень складності). Доступні: {available}.</numerusform>
            <numerusform>Отримайте %n Очок бота (Рівень складності). Доступні: {available}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Does the Bot have {small} or more Small Towns in play, all {large} Large Towns in play, both, or neither?</source>
        <extracomment>node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Чи має Бот у грі {small} чи більше Малих міст, усі Великі міста ({large}), і те, і те, чи жодне?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Neither</source>
        <extracomment>answer &apos;neither&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Жодне</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Only the Small Towns</source>
        <extracomment>answer &apos;small&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Лише Малі міста</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Only the Large Towns</source>
        <extracomment>answer &apos;large&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>Лише Великі міста</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="19"/>
        <source>Both</source>
        <extracomment>answer &apos;both&apos; of node towns (ask); seed 002, Income &amp; Upkeep Phase: Refresh Bot Power</extracomment>
        <translation>І те, і те</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="29"/>
        <location filename="../rules/eupop/charts/income.yaml" line="37"/>
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
        <location filename="../rules/eupop/charts/income.yaml" line="45"/>
        <source>Does the Bot hold the +20 Income tile?</source>
        <extracomment>node tile (ask); seed 002, Token Limitations: Towns</extracomment>
        <translation>Чи має Бот плитку «Дохід +20»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="52"/>
        <source>Gain %n Bot Power for the +20 Income tile.</source>
        <extracomment>node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота за плитку «Дохід +20».</numerusform>
            <numerusform>Отримайте %n Очки бота за плитку «Дохід +20».</numerusform>
            <numerusform>Отримайте %n Очок бота за плитку «Дохід +20».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="52"/>
        <source>Both seeds say the tile gives the Bot &apos;an additional&apos; something in Phase 4; the icon is lost in our copies. We read it as 1 Bot Power.</source>
        <extracomment>note of node tile_gain (do); seed 002, Token Limitations: Towns (reconstructed)</extracomment>
        <translation>Обидва джерела кажуть, що плитка дає Ботові «додатково» щось у Фазі 4; значок утрачено в наших копіях. Ми читаємо це як 1 Очко бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="62"/>
        <source>Score Power Struggles and Crusades for the Bot as normal.</source>
        <extracomment>node struggles (do); seed 002, Income &amp; Upkeep Phase</extracomment>
        <translation>Отримайте очки за Боротьбу за владу та Хрестові походи для Бота як зазвичай.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="66"/>
        <source>Is the Bot the Emperor?</source>
        <extracomment>node emperor (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Чи Бот — Імператор?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="73"/>
        <source>Roll for Imperial Authority as for an NPR Emperor (main rules, page {page}).</source>
        <extracomment>node authority (do); seed 002, Income &amp; Upkeep Phase: Bot Emperor</extracomment>
        <translation>Киньте кубик на Імперський авторитет, як для Імператора NPR (основні правила, сторінка {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="79"/>
        <source>How much extra Monarch Power and Ducats does the current Imperial Authority level give? The Bot gains that much Bot Power.</source>
        <extracomment>node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Скільки додаткових Очок влади й Дукатів дає поточний рівень Імперського авторитету? Бот отримує стільки ж Очок бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="79"/>
        <source>The app does not track Imperial Authority; the answer choices stop at 4 because the amount must be picked, not typed.</source>
        <extracomment>note of node emperor_extra (ask); seed 002, Income &amp; Upkeep Phase: Bot Emperor (reconstructed)</extracomment>
        <translation>Застосунок не відстежує Імперський авторитет; варіанти відповіді закінчуються на 4, бо значення треба обрати, а не ввести.</translation>
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
            <numerusform>Отримайте %n Очко бота як Імператор-бот.</numerusform>
            <numerusform>Отримайте %n Очки бота як Імператор-бот.</numerusform>
            <numerusform>Отримайте %n Очок бота як Імператор-бот.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="95"/>
        <source>If Imperial Authority is at +{level}, the Bot Emperor gains the extra reward printed in your booklet (the icon is lost in our sources).</source>
        <extracomment>node emperor_six (do); seed 000, Faza Dochodu i Utrzymania: Cesarz Bot (reconstructed)</extracomment>
        <translation>Якщо Імперський авторитет становить +{level}, Імператор-бот отримує додаткову нагороду, надруковану у вашому буклеті (значок утрачено в наших джерелах).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="102"/>
        <source>Is the Bot the Papal Controller?</source>
        <extracomment>node papal (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Чи Бот — Папський контролер?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/income.yaml" line="109"/>
        <source>Gain %n Bot Power as Papal Controller.</source>
        <extracomment>node papal_gain (do); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>
            <numerusform>Отримайте %n Очко бота як Папський контролер.</numerusform>
            <numerusform>Отримайте %n Очки бота як Папський контролер.</numerusform>
            <numerusform>Отримайте %n Очок бота як Папський контролер.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="117"/>
        <source>Does the Bot have Uncontested Control of the Curia?</source>
        <extracomment>node uncontested (ask); seed 002, Income &amp; Upkeep Phase: Papal Controller bonuses</extracomment>
        <translation>Чи має Бот Беззаперечний контроль над Курією?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/income.yaml" line="124"/>
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
        <source>The chart itself is not in our sources; the prose of &apos;Land Battles&apos; is. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <extracomment>chart note</extracomment>
        <translation>Самої схеми немає в наших джерелах; є текст «Сухопутні битви». Очки бота за першу перемогу Активного Бота за Хід дає схема, що викликає.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="8"/>
        <source>Whom does the Bot&apos;s Army fight?</source>
        <extracomment>node foe (ask); seed 002, Land Battles</extracomment>
        <translation>З ким б’ється Армія Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="8"/>
        <source>An Opponent (human or Bot)</source>
        <extracomment>answer &apos;opponent&apos; of node foe (ask); seed 002, Land Battles</extracomment>
        <translation>З Опонентом (людиною або Ботом)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="8"/>
        <source>An NPR or Rebels</source>
        <extracomment>answer &apos;npr&apos; of node foe (ask); seed 002, Land Battles</extracomment>
        <translation>З NPR або Бунтівниками</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="14"/>
        <source>Does the Bot fight beside another Realm?</source>
        <extracomment>node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Чи б’ється Бот пліч-о-пліч з іншою Державою?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="14"/>
        <source>Beside an NPR</source>
        <extracomment>answer &apos;npr&apos; of node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Пліч-о-пліч з NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="14"/>
        <source>Defending beside another Bot</source>
        <extracomment>answer &apos;bot&apos; of node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Обороняється пліч-о-пліч з іншим Ботом</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="14"/>
        <source>Beside a human player</source>
        <extracomment>answer &apos;human&apos; of node beside (ask); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Пліч-о-пліч з реальним гравцем</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="23"/>
        <source>The Bot rolls its Battle Dice as normal; assign Casualties as in &apos;Fighting Multiple Enemies&apos; (main rules, page {page}).</source>
        <extracomment>node with_npr (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Бот кидає Бойові кубики як зазвичай; розподіліть Втрати, як у «Бою з кількома Ворогами» (основні правила, сторінка {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="31"/>
        <source>The Bot with the biggest Army is the Main Defender; only its Military Ideas bonus counts.</source>
        <extracomment>node with_bot (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Бот із найбільшою Армією — Головний захисник; враховується лише його бонус Військових ідей.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="37"/>
        <source>The human player is the Main Defender.</source>
        <extracomment>node with_human (do); seed 002, Land Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Реальний гравець — Головний захисник.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="42"/>
        <source>Follow the normal Battle Sequence (main rules, page {page}). Each Battle Round the Bot rolls %n Infantry Dice; all its Units count as Infantry. No Military cards, no Generals, and the Bot never retreats. Laid-down Units neither hit nor become Casualties.</source>
        <extracomment>node dice (do); seed 002, Land Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Дотримуйтеся звичайної послідовності Битви (основні правила, сторінка {page}). У кожному Раунді битви Бот кидає %n Кубик піхоти; усі його Загони вважаються Піхотою. Без Військових карт, без Генералів, і Бот ніколи не відступає. Покладені Загони не завдають влучань і не стають Втратами.</numerusform>
            <numerusform>Дотримуйтеся звичайної послідовності Битви (основні правила, сторінка {page}). У кожному Раунді битви Бот кидає %n Кубики піхоти; усі його Загони вважаються Піхотою. Без Військових карт, без Генералів, і Бот ніколи не відступає. Покладені Загони не завдають влучань і не стають Втратами.</numerusform>
            <numerusform>Дотримуйтеся звичайної послідовності Битви (основні правила, сторінка {page}). У кожному Раунді битви Бот кидає %n Кубиків піхоти; усі його Загони вважаються Піхотою. Без Військових карт, без Генералів, і Бот ніколи не відступає. Покладені Загони не завдають влучань і не стають Втратами.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="52"/>
        <source>Remove the Bot&apos;s Casualties from its Army on the Bot Mat. Standing now: {standing}.</source>
        <extracomment>node casualties (do); seed 002, Land Battles (reconstructed)</extracomment>
        <translation>Приберіть Втрати Бота з його Армії на Планшеті бота. Стоять тепер: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="58"/>
        <source>Roll one Infantry Die per NPR or Rebel Unit present. Each hit result counts as one Casualty for the Bot&apos;s Army. Standing at the start: {strength}.</source>
        <extracomment>node npr_start (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Киньте один Кубик піхоти за кожен присутній Загін NPR або бунтівників. Кожен результат влучання — одна Втрата для Армії Бота. Стояли на початку: {strength}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="58"/>
        <source>The hit symbols on the die are lost in both seeds&apos; text.</source>
        <extracomment>note of node npr_start (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Символи влучань на кубику втрачено в тексті обох джерел.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="67"/>
        <source>Do the hits eliminate every standing Unit of the Bot&apos;s Army ({strength})?</source>
        <extracomment>node npr_left (ask); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Чи влучання знищують кожен Загін Армії Бота, що стоїть ({strength})?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/land_battle.yaml" line="75"/>
        <source>The Army loses its %n standing Units.</source>
        <extracomment>node npr_wiped (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>
            <numerusform>Армія втрачає свій %n Загін, що стоїть.</numerusform>
            <numerusform>Армія втрачає свої %n Загони, що стоять.</numerusform>
            <numerusform>Армія втрачає свої %n Загонів, що стоять.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="83"/>
        <source>Remove the Casualties from the Army on the Bot Mat; some Units remain.</source>
        <extracomment>node npr_casualties (do); seed 002, Land Battles (reconstructed)</extracomment>
        <translation>Приберіть Втрати з Армії на Планшеті бота; частина Загонів лишається.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="88"/>
        <source>The Bot wins the Battle. Remove the NPR or Rebel Units.</source>
        <extracomment>node npr_won (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Бот виграє Битву. Приберіть Загони NPR або Бунтівників.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="93"/>
        <source>The Bot has no Units left and loses the Battle. Were its Enemies Rebels?</source>
        <extracomment>node npr_lost (ask); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>У Бота не лишилося Загонів, і він програє Битву. Чи його Ворогами були Бунтівники?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="100"/>
        <source>Remove tokens equal to half the Army&apos;s starting strength: half of {strength} is {half} (the token&apos;s icon is lost in both seeds; the rounding is not printed).</source>
        <extracomment>node rebels_won (do); seed 002, Land Battles vs. Rebels/NPRs</extracomment>
        <translation>Приберіть жетони в кількості половини початкової сили Армії: половина від {strength} — це {half} (значок жетона втрачено в обох джерелах; округлення не надруковано).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/land_battle.yaml" line="108"/>
        <source>End of the Land Battle.</source>
        <extracomment>node end_battle (end); seed 002, Land Battles</extracomment>
        <translation>Кінець Сухопутної битви.</translation>
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
        <source>The chart image is not in our sources. The order (DEFEND, SIEGE, COLONIZE, then a Bot Card) follows the booklet&apos;s description; the footnotes on being attacked and on paying a card come from the Polish booklet.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах. Порядок (ОБОРОНА, ОБЛОГА, КОЛОНІЗАЦІЯ, потім Карта бота) іде за описом у буклеті; примітки про напад і про оплату карти походять із польського буклета.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="9"/>
        <source>Is the Bot attacked? It is when Enemy Units or Rebels stand in any Area with the Bot&apos;s Towns, or when Enemies or Rebels Occupy any of its Provinces.</source>
        <extracomment>node attacked (ask); seed 000, Main Turn Structure, footnote 4</extracomment>
        <translation>Чи Бота атаковано? Так, коли Загони Ворога або Бунтівники стоять у будь-якій Області з Містами Бота, або коли Вороги чи Бунтівники Окупують будь-яку з його Провінцій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="22"/>
        <source>Is the Bot&apos;s Army on the map in an Area where it can Siege Provinces? (Island Provinces need a Bot Ship in an adjacent Sea Zone; a Bot with no Small Towns left does not Siege.)</source>
        <extracomment>node can_siege (ask); seed 002, Siege Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation>Чи Армія Бота на мапі в Області, де може брати в облогу Провінції? (Острівні Провінції потребують Корабля Бота в суміжній Морській зоні; Бот без Малих міст не бере в облогу.)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="35"/>
        <source>Can the Bot Colonize a Territory now (a Colonist and a Colonial Claim on a vacant Territory, as the main rules require)? A Bot with no Small Towns left does not Colonize.</source>
        <extracomment>node can_colonize (ask); seed 002, Colonize Action; Token Limitations (Towns) (reconstructed)</extracomment>
        <translation>Чи може Бот зараз колонізувати Територію (Колоніст і колоніальна Претензія на вільну територію, як вимагають основні правила)? Бот без Малих міст не колонізує.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="48"/>
        <source>Does the Bot have any Bot Power Available?</source>
        <extracomment>node has_power (check); seed 000, Main Turn Structure, footnote 5 (reconstructed)</extracomment>
        <translation>Чи має Бот якісь Доступні Очки бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="57"/>
        <source>Is there a card left in the Bot Deck?</source>
        <extracomment>node has_cards (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Чи лишилася карта в Колоді бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="66"/>
        <source>Has the Bot taken an Event this Round? A Bot takes an Event before it Passes.</source>
        <extracomment>node event_taken (ask); seed 002, Sequence of Play: Event Resolution, Passing (reconstructed)</extracomment>
        <translation>Чи взяв Бот Подію в цьому Раунді? Бот бере Подію, перш ніж спасувати.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="81"/>
        <source>Draw the top Bot Card: card {card}, {actions}. Pay its cost in Bot Power: {cost} (with less Available, pay what is left and still act).</source>
        <extracomment>node draw (do); seed 000, Main Turn Structure, footnote 5</extracomment>
        <translation>Доберіть верхню Карту бота: карта {card}, {actions}. Сплатіть її вартість в Очках бота: {cost} (якщо Доступних менше, сплатіть залишок і однаково дійте).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="92"/>
        <source>Does the card show an Action-card discard icon?</source>
        <extracomment>node discard_icon (check); seed 002, Bot Cards</extracomment>
        <translation>Чи показує карта значок скидання Карти дії?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="103"/>
        <source>Discard the top card of the Administrative Action deck.</source>
        <extracomment>node discard_admin (do); seed 002, Bot Cards</extracomment>
        <translation>Скиньте верхню карту з Адміністративної колоди дій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="108"/>
        <source>Discard the top card of the Diplomatic Action deck.</source>
        <extracomment>node discard_dip (do); seed 002, Bot Cards</extracomment>
        <translation>Скиньте верхню карту з Дипломатичної колоди дій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="113"/>
        <source>Discard the top card of the Military Action deck.</source>
        <extracomment>node discard_mil (do); seed 002, Bot Cards</extracomment>
        <translation>Скиньте верхню карту з Військової колоди дій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="118"/>
        <source>Our sources do not say whether this card shows a discard icon. Look at the card: if it shows one, discard the top card of that Action deck.</source>
        <extracomment>node discard_unknown (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Наші джерела не кажуть, чи показує ця карта значок скидання. Подивіться на карту: якщо показує, скиньте верхню карту з цієї колоди дій.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="126"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Чи Бот у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="134"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If every Enemy is fully Occupied, the Bot counts as not at War for this choice.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation>Чи якась Держава у стані війни з Ботом ще є Власником Провінції, що не Окупована? Якщо кожен Ворог повністю Окупований, для цього вибору Бот вважається не у стані війни.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="143"/>
        <source>Does the card show a War Action?</source>
        <extracomment>node has_war_action (check); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Чи показує карта Дію війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>Our sources do not say whether this card has a War Action. What does the card show?</source>
        <extracomment>node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Наші джерела не кажуть, чи має ця карта Дію війни. Що показує карта?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>No War Action</source>
        <extracomment>answer &apos;no&apos; of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>Немає Дії війни</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>MILITARY</source>
        <extracomment>answer &apos;military&apos; of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>ВІЙСЬКОВА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>NAVAL</source>
        <extracomment>answer &apos;naval&apos; of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>МОРСЬКА</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="152"/>
        <source>SPY</source>
        <extracomment>answer &apos;spy&apos; of node war_unknown (ask); seed 002, Bot Cards (War Action)</extracomment>
        <translation>ШПИГУНСТВО</translation>
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
        <translation>Бот у стані війни: замість верхньої дії він виконує Дію війни з карти: {action}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="185"/>
        <source>Which Action does the card lead to now?</source>
        <extracomment>node dispatch (check); seed 002, Bot Cards</extracomment>
        <translation>До якої Дії веде карта тепер?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="217"/>
        <source>This card&apos;s action is not known. Resolve the card as printed, then end the Turn.</source>
        <extracomment>node no_action (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Дія цієї карти невідома. Розіграйте карту, як надруковано, потім завершіть Хід.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="223"/>
        <source>Could the action not be done, with a next action on the card?</source>
        <extracomment>node after_action (check); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Чи дію не вдалося виконати, а на карті є наступна дія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="232"/>
        <source>The top action cannot be done: the Bot takes the card&apos;s next action, {action}.</source>
        <extracomment>node use_next (do); seed 002, Bot Cards (reconstructed)</extracomment>
        <translation>Верхню дію виконати не можна: Бот виконує наступну дію з карти: {action}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/main.yaml" line="239"/>
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
        <source>The chart image is not in our sources; its footnotes are (DoW restrictions, Realm&apos;s strength, Units per recruit, MAC). The steps rest on Bot Warfare, Army Movement, MAC and the Targeting Charts. An Event&apos;s Declare War Action starts at &apos;declare_war&apos;.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах; її примітки є (обмеження DoW, Сила держави, Загони за вербування, MAC). Кроки спираються на Воєнні дії ботів, Рух армії, MAC і Схеми цілей. Дія Оголошення війни з Події починається в &apos;declare_war&apos;.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="9"/>
        <source>Is the Bot at War?</source>
        <extracomment>node at_war (check); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Чи Бот у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="17"/>
        <source>Does any Realm at War with the Bot still Own a Province that is not Occupied? If not, the Bot counts as not at War here.</source>
        <extracomment>node war_counts (ask); seed 002, Choice Processes: At War?</extracomment>
        <translation>Чи якась Держава у стані війни з Ботом ще є Власником Провінції, що не Окупована? Якщо ні, Бот тут вважається не у стані війни.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="26"/>
        <source>The Army marches on an Enemy: an Opponent at War with the Bot first; between several, use Opponent Selection (a die roll between highest Prestige and highest Tax Income).</source>
        <extracomment>node enemy (do); seed 002, Choice Processes: Opponent Selection (reconstructed)</extracomment>
        <translation>Армія рушає на Ворога: спершу на Опонента у стані війни з Ботом; якщо їх кілька, використайте Вибір опонента (кидок кубика між найвищим Престижем і найвищим Податковим доходом).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="40"/>
        <source>Did the Military Targeting Chart give a valid target?</source>
        <extracomment>node target_found (check); seed 002, Targeting Charts</extracomment>
        <translation>Чи Військова схема цілей дала дійсну ціль?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="48"/>
        <source>The Bot finds no target: it cannot take the MILITARY Action.</source>
        <extracomment>node cannot (do); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Бот не знаходить цілі: він не може виконати ВІЙСЬКОВУ дію.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Declare War on the target (check the DoW restrictions of the main rules, page {page}). Resolve the Battles this triggers alphabetically, Sea Zones first, then Areas.</source>
        <extracomment>node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs</extracomment>
        <translation>Оголосіть війну цілі (перевірте обмеження DoW з основних правил, сторінка {page}). Розіграйте спричинені цим Битви за абеткою, спершу Морські зони, потім Області.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="54"/>
        <source>Footnote: the Bot must remove one fewer token if it has a Claim on the target Realm (the token&apos;s icon is lost in both seeds).</source>
        <extracomment>note of node declare_war (do); seed 002, Military Action, footnote 1; Bot DoWs</extracomment>
        <translation>Примітка: Бот прибирає на один жетон менше, якщо має Претензію на цільову Державу (значок жетона втрачено в обох джерелах).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="66"/>
        <source>Is the Army smaller than the Enemy&apos;s strength? An NPR&apos;s strength is its Tax Income; a PR&apos;s is its Deployed Units plus Available Manpower.</source>
        <extracomment>node strength (ask); seed 002, Military Action, footnote (Realm&apos;s strength) (reconstructed)</extracomment>
        <translation>Чи Армія менша за силу Ворога? Сила NPR — це її Податковий дохід; сила PR — це її Розгорнуті Загони плюс Доступні Людські ресурси.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="76"/>
        <source>Does the Bot have {n} or more Bot Power Available?</source>
        <extracomment>node can_pay (check); seed 002, Military Action, footnote (Units per recruit)</extracomment>
        <translation>Чи має Бот {n} чи більше Доступних Очок бота?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="85"/>
        <source>Spend %n Bot Power to recruit {recruits} into the Army (as many as the Manpower Reserve holds).</source>
        <extracomment>node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units</extracomment>
        <translation>
            <numerusform>Витратьте %n Очко бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
            <numerusform>Витратьте %n Очки бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
            <numerusform>Витратьте %n Очок бота, щоб завербувати до Армії: {recruits} (скільки є в Резерві людських ресурсів).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="85"/>
        <source>The footnote gives the Units recruited per Bot Power spent, with no number before the Bot Power icon (the DEFEND footnote prints one: per two Bot Power). We read it as one Bot Power per recruit, as on a DoW on a Bot.</source>
        <extracomment>note of node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units</extracomment>
        <translation>Примітка подає Загони, завербовані за витрачені Очки бота, без числа перед значком Очок бота (примітка ОБОРОНИ його друкує: за два Очки бота). Ми читаємо це як одне Очко бота за вербування, як при DoW на Бота.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="85"/>
        <source>%n Units</source>
        <extracomment>part of the text of node recruit (do); seed 002, Military Action, footnote (Units per recruit); Recruiting Units</extracomment>
        <translation>
            <numerusform>%n Загін</numerusform>
            <numerusform>%n Загони</numerusform>
            <numerusform>%n Загонів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="101"/>
        <source>Is the Bot&apos;s Army on the map?</source>
        <extracomment>node on_map (ask); seed 002, Army Movement</extracomment>
        <translation>Чи Армія Бота на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="108"/>
        <source>Place the Army in one of the Bot&apos;s Areas on the map, one from which it can reach the Enemy (several: highest Tax Value, then alphabetical).</source>
        <extracomment>node place (do); seed 002, Army Movement; Choice Processes (reconstructed)</extracomment>
        <translation>Розмістіть Армію в одній з Областей Бота на мапі, звідки вона може дістатися Ворога (кілька: найвища Податкова вартість, потім за абеткою).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="116"/>
        <source>Check MAC in the Army&apos;s Area.</source>
        <extracomment>node mac (call); seed 002, Army Movement; MAC</extracomment>
        <translation>Перевірте MAC в Області Армії.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="117"/>
        <source>Move the Army up to {reach} Areas toward the Enemy. It stops on entering a Hostile or Neutral Area, ignores Mountain borders, removes %n Influence from a Neutral Area it enters, and never enters a Neutral Area holding the Bot&apos;s Claim.</source>
        <extracomment>node move (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Пересуньте Армію в бік Ворога щонайбільше на стільки Областей: {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає %n одиницю Впливу з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</numerusform>
            <numerusform>Пересуньте Армію в бік Ворога щонайбільше на стільки Областей: {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає %n одиниці Впливу з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</numerusform>
            <numerusform>Пересуньте Армію в бік Ворога щонайбільше на стільки Областей: {reach}. Вона зупиняється, увійшовши до Ворожої або Нейтральної Області, ігнорує Гірські кордони, прибирає %n одиниць Впливу з Нейтральної Області, до якої входить, і ніколи не входить до Нейтральної Області з Претензією Бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="127"/>
        <source>Did the Army cross a Naval Bridge?</source>
        <extracomment>node bridge (ask); seed 002, Movement reach</extracomment>
        <translation>Чи перетнула Армія Морський міст?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="134"/>
        <source>Only %n Units cross a Naval Bridge: lay down the rest. Standing: {standing}. Laid down: {laid_down}.</source>
        <extracomment>node bridge_cap (do); seed 002, Movement reach</extracomment>
        <translation>
            <numerusform>Морський міст перетинає лише %n Загін: решту покладіть. Стоять: {standing}. Покладено: {laid_down}.</numerusform>
            <numerusform>Морський міст перетинають лише %n Загони: решту покладіть. Стоять: {standing}. Покладено: {laid_down}.</numerusform>
            <numerusform>Морський міст перетинають лише %n Загонів: решту покладіть. Стоять: {standing}. Покладено: {laid_down}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="142"/>
        <source>Did the Army meet Enemy Units (a Land Battle)?</source>
        <extracomment>node battle_q (ask); seed 002, Land Battles</extracomment>
        <translation>Чи зустріла Армія Загони Ворога (Сухопутна битва)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>How did the Land Battle end for the Bot?</source>
        <extracomment>node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation>Як Сухопутна битва завершилася для Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>Won, its first Battle win this Turn</source>
        <extracomment>answer &apos;won_first&apos; of node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation>Перемога, перша виграна Битва в цьому Ході</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>Won, not its first win this Turn</source>
        <extracomment>answer &apos;won&apos; of node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation>Перемога, не перша в цьому Ході</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="150"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; of node battle_result (ask); seed 002, Land Battles</extracomment>
        <translation>Поразка</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/military.yaml" line="158"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node battle_gain (do); seed 002, Land Battles</extracomment>
        <translation>
            <numerusform>Бот отримує %n Очко бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очки бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очок бота за першу виграну Битву в цьому Ході.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="166"/>
        <source>Can the Army Siege Provinces in the Area where it stands?</source>
        <extracomment>node siege_q (ask); seed 002, Military Action (from PAPAL and SPY Actions + Bot Cards 02, 03, 04; War Action 05, 06, 12, 15) (reconstructed)</extracomment>
        <translation>Чи може Армія брати в облогу Провінції в Області, де стоїть?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/military.yaml" line="177"/>
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
        <source>The chart image is not in our sources; the Polish booklet keeps its footnotes: ignore Distant Sea Zones without QftNW; less Bot Power for each Pirate in the Trade Node; without human Missions, Bots get no token in one step (its icon is lost).</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах; польський буклет зберігає її примітки: без QftNW ігноруйте Віддалені Морські зони; менше Очок бота за кожного Пірата в Торговому вузлі; без Місій людей Боти не отримують жетона в одному кроці (його значок утрачено).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="9"/>
        <source>Has the Bot Researched Quest for the New World?</source>
        <extracomment>node quest (check); seed 000, Naval Action, footnote 1</extracomment>
        <translation>Чи Бот Дослідив «Quest for the New World»?</translation>
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
        <location filename="../rules/eupop/charts/naval.yaml" line="33"/>
        <source>Place one Ship there (several: highest Tax Value of the coast, then alphabetical). Bot Ships never take Trade Protection Slots.</source>
        <extracomment>node place_ship (do); seed 002, Ship Placement; Choice Processes (reconstructed)</extracomment>
        <translation>Розмістіть там один Корабель (кілька: найвища Податкова вартість узбережжя, потім за абеткою). Кораблі Бота ніколи не займають полів захисту торгівлі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="41"/>
        <source>Is it a Hostile Sea Zone (a Naval Battle)?</source>
        <extracomment>node hostile (ask); seed 002, Ship Placement</extracomment>
        <translation>Чи це Ворожа Морська зона (Морська битва)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="49"/>
        <source>How did the Naval Battle end for the Bot?</source>
        <extracomment>node battle_result (ask); seed 002, Naval Battles</extracomment>
        <translation>Як Морська битва завершилася для Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="49"/>
        <source>Won, its first Battle win this Turn</source>
        <extracomment>answer &apos;won_first&apos; of node battle_result (ask); seed 002, Naval Battles</extracomment>
        <translation>Перемога, перша виграна Битва в цьому Ході</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="49"/>
        <source>Won, not its first win this Turn</source>
        <extracomment>answer &apos;won&apos; of node battle_result (ask); seed 002, Naval Battles</extracomment>
        <translation>Перемога, не перша в цьому Ході</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="49"/>
        <source>Lost</source>
        <extracomment>answer &apos;lost&apos; of node battle_result (ask); seed 002, Naval Battles</extracomment>
        <translation>Поразка</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval.yaml" line="57"/>
        <source>The Bot gains %n Bot Power for its first Battle win this Turn.</source>
        <extracomment>node battle_gain (do); seed 002, Naval Battles</extracomment>
        <translation>
            <numerusform>Бот отримує %n Очко бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очки бота за першу виграну Битву в цьому Ході.</numerusform>
            <numerusform>Бот отримує %n Очок бота за першу виграну Битву в цьому Ході.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="65"/>
        <source>Trade: move the Bot&apos;s Merchant to the Trade Node your NAVAL chart picks (our sources do not keep that choice). The Merchant is never exhausted.</source>
        <extracomment>node trade (do); seed 002, Bots Trading (reconstructed)</extracomment>
        <translation>Торгівля: перемістіть Купця Бота до Торгового вузла, який обирає ваша схема МОРСЬКА (наші джерела не зберігають цього вибору). Купець ніколи не виснажений.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="73"/>
        <source>How much Bot Power does that Trade give the Bot by your NAVAL chart, after {n} less per Pirate in the Node?</source>
        <extracomment>node income (ask); seed 000, Naval Action, footnote 2 (reconstructed)</extracomment>
        <translation>Скільки Очок бота дає Ботові ця Торгівля за вашою схемою МОРСЬКА, після мінус {n} за кожного Пірата у вузлі?</translation>
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
            <numerusform>Бот отримує %n Очко бота з Торгівлі.</numerusform>
            <numerusform>Бот отримує %n Очки бота з Торгівлі.</numerusform>
            <numerusform>Бот отримує %n Очок бота з Торгівлі.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="115"/>
        <source>Other Bots eligible for Trade Income in that Node collect it passively, as the NAVAL chart says; give it on their Bot Mats.</source>
        <extracomment>node passive (do); seed 002, Bots Trading</extracomment>
        <translation>Інші Боти, що мають право на Торговий дохід у цьому вузлі, отримують його пасивно, як каже схема МОРСЬКА; внесіть його на їхні Планшети бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval.yaml" line="122"/>
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
        <source>The chart itself is not in our sources; the prose of &apos;Naval Battles&apos; is. The Bot Power for the Active Bot&apos;s first win of a Turn is given by the calling chart.</source>
        <extracomment>chart note</extracomment>
        <translation>Самої схеми немає в наших джерелах; є текст «Морські битви». Очки бота за першу перемогу Активного Бота за Хід дає схема, що викликає.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="8"/>
        <source>Whom does the Bot&apos;s Ship fight?</source>
        <extracomment>node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>З ким б’ється Корабель Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="8"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="47"/>
        <source>A human Opponent</source>
        <extracomment>answer &apos;human&apos; of node foe (ask); seed 002, Naval Battles</extracomment>
        <extracomment>answer &apos;human&apos; of node versus (ask); seed 002, Naval Battles</extracomment>
        <translation>З Опонентом-людиною</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="8"/>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="47"/>
        <source>Another Bot</source>
        <extracomment>answer &apos;bot&apos; of node foe (ask); seed 002, Naval Battles</extracomment>
        <extracomment>answer &apos;bot&apos; of node versus (ask); seed 002, Naval Battles</extracomment>
        <translation>З іншим Ботом</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="8"/>
        <source>An NPR</source>
        <extracomment>answer &apos;npr&apos; of node foe (ask); seed 002, Naval Battles</extracomment>
        <translation>З NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="15"/>
        <source>Does the Bot fight beside another Realm&apos;s Ships?</source>
        <extracomment>node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Чи б’ється Бот пліч-о-пліч із Кораблями іншої Держави?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="15"/>
        <source>Beside NPR Ships</source>
        <extracomment>answer &apos;npr&apos; of node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Пліч-о-пліч із Кораблями NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="15"/>
        <source>Beside another PR</source>
        <extracomment>answer &apos;pr&apos; of node beside (ask); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Пліч-о-пліч з іншою PR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="23"/>
        <source>Every second NPR Ship on the Bot&apos;s side counts as one more hit result.</source>
        <extracomment>node with_npr (do); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>Кожен другий Корабель NPR на боці Бота вважається ще одним результатом влучання.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="28"/>
        <source>The Main Defender is chosen as in a Land Battle and counts as if %n NPR Ships fought on its side. If their side loses, remove the Bots&apos; Ships.</source>
        <extracomment>node with_pr (do); seed 002, Naval Battles: Bot fighting alongside NPR/PR</extracomment>
        <translation>
            <numerusform>Головного захисника обирають, як у Сухопутній битві, і він вважається так, ніби на його боці бився %n Корабель NPR. Якщо їхня сторона програє, приберіть Кораблі Ботів.</numerusform>
            <numerusform>Головного захисника обирають, як у Сухопутній битві, і він вважається так, ніби на його боці билися %n Кораблі NPR. Якщо їхня сторона програє, приберіть Кораблі Ботів.</numerusform>
            <numerusform>Головного захисника обирають, як у Сухопутній битві, і він вважається так, ніби на його боці билося %n Кораблів NPR. Якщо їхня сторона програє, приберіть Кораблі Ботів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="37"/>
        <source>Only the Bot rolls. Roll %n Artillery Dice plus one per Bot Ship in adjacent Sea Zones; one fewer if the human has an Admiral or plays a Battle Action. Hits of the Bot: {hit} per {ports} Ports it Owns facing this Sea Zone, and {hit} per hit result.</source>
        <extracomment>node dice (do); seed 002, Naval Battles vs. Opponents; Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Кидає лише Бот. Киньте %n Кубик артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо людина має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports} його Портів біля цієї Морської зони і {hit} за кожен результат влучання.</numerusform>
            <numerusform>Кидає лише Бот. Киньте %n Кубики артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо людина має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports} його Портів біля цієї Морської зони і {hit} за кожен результат влучання.</numerusform>
            <numerusform>Кидає лише Бот. Киньте %n Кубиків артилерії плюс один за кожен Корабель Бота в суміжних Морських зонах; на один менше, якщо людина має Адмірала або грає Бойову дію. Влучання Бота: {hit} за кожні {ports} його Портів біля цієї Морської зони і {hit} за кожен результат влучання.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="47"/>
        <source>Against whom is the result judged?</source>
        <extracomment>node versus (ask); seed 002, Naval Battles</extracomment>
        <translation>Щодо кого оцінюють результат?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="53"/>
        <source>Are all of the human Enemy&apos;s Ships sunk?</source>
        <extracomment>node human_sunk (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Чи всі Кораблі Ворога-людини потоплено?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="60"/>
        <source>The Bot loses: remove its Ship. If the human has an Admiral or used a Battle Action, they capture a Light Ship.</source>
        <extracomment>node human_lost (do); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Бот програє: приберіть його Корабель. Якщо людина має Адмірала або використала Бойову дію, вона захоплює Легкий корабель.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="67"/>
        <source>Which Bot scored more hits? (On a tie, both roll again.)</source>
        <extracomment>node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Який Бот отримав більше влучань? (За рівності обидва перекидають.)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="67"/>
        <source>This Bot</source>
        <extracomment>answer &apos;this&apos; of node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Цей Бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="67"/>
        <source>The other Bot</source>
        <extracomment>answer &apos;other&apos; of node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Інший Бот</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="67"/>
        <source>A tie</source>
        <extracomment>answer &apos;tie&apos; of node bot_hits (ask); seed 002, Naval Battles vs. Opponents</extracomment>
        <translation>Рівність</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="75"/>
        <source>Roll one Artillery Die per NPR Ship. If the hit results are at least {n} plus the Bot&apos;s adjacent Ports, the Bot loses.</source>
        <extracomment>node npr_dice (do); seed 002, Naval Battles vs. NPRs</extracomment>
        <translation>Киньте один Кубик артилерії за кожен Корабель NPR. Якщо результатів влучання щонайменше {n} плюс кількість суміжних Портів Бота, Бот програє.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="83"/>
        <source>Are the hit results at least {n} plus the Bot&apos;s adjacent Ports?</source>
        <extracomment>node npr_result (ask); seed 002, Naval Battles vs. NPRs</extracomment>
        <translation>Чи результатів влучання щонайменше {n} плюс кількість суміжних Портів Бота?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="91"/>
        <source>The Bot wins: its Ship stays on the map.</source>
        <extracomment>node won (do); seed 002, Naval Battles</extracomment>
        <translation>Бот виграє: його Корабель лишається на мапі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="95"/>
        <source>The Bot loses: remove its Ship.</source>
        <extracomment>node lost (do); seed 002, Naval Battles</extracomment>
        <translation>Бот програє: приберіть його Корабель.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/naval_battle.yaml" line="99"/>
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
        <source>The chart image is not in our sources. Only Catholic Realms take part in the Curia (main rules); the MILITARY chart lists PAPAL as a way into it.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах. У Курії беруть участь лише Католицькі Держави (основні правила); схема ВІЙСЬКОВА називає ПАПСЬКУ як шлях до неї.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="9"/>
        <source>Is the Bot&apos;s State Religion Catholic?</source>
        <extracomment>node catholic (check); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Чи Державна релігія Бота Католицька?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="18"/>
        <source>The Bot Mat shows no State Religion. Is the Bot&apos;s State Religion Catholic?</source>
        <extracomment>node ask_catholic (ask); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Планшет бота не показує Державної релігії. Чи Державна релігія Бота Католицька?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="24"/>
        <source>The Bot is not Catholic: it cannot take the PAPAL CURIA Action.</source>
        <extracomment>node cannot (do); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Бот не Католицький: він не може виконати Дію ПАПСЬКА КУРІЯ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="29"/>
        <source>Take the main rules&apos; Papal Curia Action for the Bot, choosing by Choice Processes; the booklet&apos;s own steps are not in our sources.</source>
        <extracomment>node curia (do); seed 000, Papal Curia Action (Bot Card 14; second action of Bot Card 15)</extracomment>
        <translation>Виконайте для Бота дію Папської курії з основних правил, обираючи за Процедурами вибору; власних кроків буклета немає в наших джерелах.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="36"/>
        <source>Does the Curia Action let the Bot Declare War (e.g. a Crusade)?</source>
        <extracomment>node war (ask); seed 002, Military Action (from PAPAL and SPY Actions)</extracomment>
        <translation>Чи дозволяє дія Курії Ботові Оголосити війну (напр. Хрестовий похід)?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/papal_curia.yaml" line="47"/>
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
        <source>A Bot that Passes first gains 2 Bot Power, the second to Pass gains 1. Humans who Passed are counted here too.</source>
        <extracomment>chart note</extracomment>
        <translation>Бот, що спасує першим, отримує 2 Очки бота, другий отримує 1. Люди, що спасували, тут теж враховуються.</translation>
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
        <extracomment>node passed_before (do); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Бот уже спасував у цьому Раунді: більше Ходів він не робить.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="19"/>
        <source>So far {passed} Realms have Passed this Round. Has another human player Passed who is not counted yet?</source>
        <extracomment>node humans (ask); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Досі в цьому Раунді спасувало Держав: {passed}. Чи спасував інший реальний гравець, якого ще не враховано?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="19"/>
        <source>The app counts Bots that Pass; a human&apos;s Pass is counted here.</source>
        <extracomment>note of node humans (ask); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Застосунок рахує Ботів, що спасували; Пас людини враховується тут.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="19"/>
        <source>Yes, count one more</source>
        <extracomment>answer &apos;yes&apos; of node humans (ask); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Так, врахуйте ще одну</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="28"/>
        <source>One more Realm counted as Passed: {passed} in all.</source>
        <extracomment>node count_human (do); seed 002, Action Phase: Passing (reconstructed)</extracomment>
        <translation>Ще одна Держава врахована як та, що спасувала: разом {passed}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="34"/>
        <source>Is the Bot the first or the second Realm to Pass this Round?</source>
        <extracomment>node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Чи Бот — перша або друга Держава, що спасувала в цьому Раунді?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="34"/>
        <source>First</source>
        <extracomment>answer &apos;first&apos; of node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Першим</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="34"/>
        <source>Second</source>
        <extracomment>answer &apos;second&apos; of node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Другим</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="34"/>
        <source>Later</source>
        <extracomment>answer &apos;later&apos; of node order (check); seed 002, Action Phase: Passing</extracomment>
        <translation>Пізніше</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="42"/>
        <source>The Bot Passes first and gains %n Bot Power.</source>
        <extracomment>node first (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>Бот спасує першим і отримає %n Очко бота.</numerusform>
            <numerusform>Бот спасує першим і отримає %n Очки бота.</numerusform>
            <numerusform>Бот спасує першим і отримає %n Очок бота.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/pass.yaml" line="49"/>
        <source>The Bot Passes second and gains %n Bot Power.</source>
        <extracomment>node second (do); seed 002, Action Phase: Passing</extracomment>
        <translation>
            <numerusform>Бот спасує другим і отримає %n Очко бота.</numerusform>
            <numerusform>Бот спасує другим і отримає %n Очки бота.</numerusform>
            <numerusform>Бот спасує другим і отримає %n Очок бота.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/pass.yaml" line="56"/>
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
        <source>Run this for each of the Bot&apos;s Wars when it is the Bot&apos;s turn to resolve Peace in the Peace &amp; Rebels Phase, within the main rules&apos; Peace Resolution sequence. The chart image is not in our sources; its footnotes are.</source>
        <extracomment>chart note</extracomment>
        <translation>Запустіть це для кожної Війни Бота, коли настає черга Бота вирішувати Мир у Фазі миру й бунтів, у межах послідовності Мирних переговорів з основних правил. Зображення схеми немає в наших джерелах; її примітки є.</translation>
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
        <extracomment>answer &apos;npr&apos; of node enemy (ask); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>З NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="9"/>
        <source>A PR (human or Bot)</source>
        <extracomment>answer &apos;pr&apos; of node enemy (ask); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>PR (людина або Бот)</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="16"/>
        <source>Does the Bot Occupy the NPR&apos;s Capital and Provinces with a Tax Value of at least half the NPR&apos;s Tax Income?</source>
        <extracomment>node npr_occupied (ask); seed 002, Bot Peace Resolution, footnote 1</extracomment>
        <translation>Чи Окуповує Бот Столицю NPR і Провінції з Податковою вартістю щонайменше в половину Податкового доходу NPR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="25"/>
        <source>Make Peace: NPRs always accept. The Bot takes the Occupied Provinces under the main rules&apos; Peace terms. Remove all other Bots&apos; Influence from Areas where the Bot places Towns.</source>
        <extracomment>node npr_peace (do); seed 002, Bot Peace Resolution, footnotes 3 and 5 (reconstructed)</extracomment>
        <translation>Укладіть Мир: NPR завжди погоджуються. Бот забирає Окуповані Провінції на умовах Миру з основних правил. Приберіть увесь Вплив інших Ботів з Областей, де Бот розміщує Міста.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="33"/>
        <source>Can the Bot enforce Peace under the main rules? Units on Distant Continents where the Bot has no Towns do not count.</source>
        <extracomment>node enforce (ask); seed 002, Bot Peace Resolution, footnote 2 (reconstructed)</extracomment>
        <translation>Чи може Бот примусити до Миру за основними правилами? Загони на Віддалених континентах, де Бот не має Міст, не враховуються.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="43"/>
        <source>Does the Enemy accept? An Enemy Bot accepts if it cannot enforce Peace and has {n} or more Unrest in Areas without its Army; a human decides.</source>
        <extracomment>node accept (ask); seed 002, Bot Peace Resolution, footnote 3</extracomment>
        <translation>Чи погоджується Ворог? Ворожий Бот погоджується, якщо не може примусити до Миру й має {n} чи більше Заворушень в Областях без своєї Армії; людина вирішує сама.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="53"/>
        <source>Make Peace on the best terms the main rules allow. Remove all other Bots&apos; Influence from Areas where the Bot places Towns.</source>
        <extracomment>node pr_peace (do); seed 002, Bot Peace Resolution, footnote 5 (reconstructed)</extracomment>
        <translation>Укладіть Мир на найкращих умовах, які дозволяють основні правила. Приберіть увесь Вплив інших Ботів з Областей, де Бот розміщує Міста.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="61"/>
        <source>Are both sides&apos; Armies the same size, and is the Tax Value of Provinces Occupied by either side equal?</source>
        <extracomment>node equal (ask); seed 002, Bot Peace Resolution, footnote 4</extracomment>
        <translation>Чи Армії обох сторін однакового розміру і чи Податкова вартість Провінцій, Окупованих кожною стороною, однакова?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="70"/>
        <source>Make a White Peace.</source>
        <extracomment>node white_peace (do); seed 002, Bot Peace Resolution, footnote 4 (reconstructed)</extracomment>
        <translation>Укладіть Білий Мир.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="76"/>
        <source>No Peace: the War goes on.</source>
        <extracomment>node war_goes_on (do); seed 002, Bot Peace Resolution (reconstructed)</extracomment>
        <translation>Миру немає: Війна триває.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="81"/>
        <source>Is the Bot now at Peace with every Realm?</source>
        <extracomment>node at_peace (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Чи Бот тепер у стані Миру з кожною Державою?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="88"/>
        <source>Mark the Bot as at Peace.</source>
        <extracomment>node peace_all (do); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Позначте Бота як такого, що в стані Миру.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="94"/>
        <source>Does the Bot have Towns with Unrest, or Rebel Towns, in the Area where its Army stands?</source>
        <extracomment>node keep_army (ask); seed 002, Peace &amp; Rebels Phase, D. Peace Resolution</extracomment>
        <translation>Чи має Бот Міста із Заворушеннями або Міста бунтівників в Області, де стоїть його Армія?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="102"/>
        <source>Remove the Bot&apos;s Army from the map; its Units all stand up. Standing: {standing}.</source>
        <extracomment>node remove_army (do); seed 002, Peace &amp; Rebels Phase, D; MAC</extracomment>
        <translation>Приберіть Армію Бота з мапи; усі її Загони ставлять. Стоять: {standing}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace.yaml" line="108"/>
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
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="27"/>
        <source>C. Rebels Siege or move as normal.</source>
        <extracomment>node rebels (do); seed 002, Peace &amp; Rebels Phase: C. Rebels Siege or Move</extracomment>
        <translation>C. Бунтівники беруть в облогу або рухаються як зазвичай.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="32"/>
        <source>D. Is the Bot at War?</source>
        <extracomment>node war (check); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>D. Чи Бот у стані війни?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="40"/>
        <source>Resolve Peace in turn order as normal. On the Bot&apos;s turn, resolve each of its Wars with the Bot Peace Resolution chart.</source>
        <extracomment>node peace (do); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>Вирішуйте Мир у черговості ходів як зазвичай. У черзі Бота вирішіть кожну його Війну схемою Мирні переговори бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="50"/>
        <source>Does the Bot have another War to resolve?</source>
        <extracomment>node more_wars (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution (reconstructed)</extracomment>
        <translation>Чи має Бот ще одну Війну для вирішення?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="58"/>
        <source>Was the Bot Fully Annexed by a PR?</source>
        <extracomment>node annexed (ask); seed 002, Peace &amp; Rebels Phase: D. Peace Resolution</extracomment>
        <translation>Чи Бота повністю анексовано PR?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="65"/>
        <source>Replace the Bot: use the routine &apos;Replace an eliminated Bot&apos;.</source>
        <extracomment>node replace (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Замініть Бота: використайте процедуру «Замініть вибулого Бота».</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="70"/>
        <source>E. Resolve Prestige Penalties as normal. F. Interregnums do not affect Bots.</source>
        <extracomment>node prestige (do); seed 002, Peace &amp; Rebels Phase: E. Prestige Penalties</extracomment>
        <translation>E. Розіграйте Штрафи престижу як зазвичай. F. Міжцар’я не зачіпає Ботів.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="75"/>
        <source>G. Religious Dissent: the Bot gains at most %n Unrest in this step.</source>
        <extracomment>node dissent (do); seed 002, Peace &amp; Rebels Phase: G. Religious Dissent</extracomment>
        <translation>
            <numerusform>G. Релігійне інакодумство: Бот отримує в цьому кроці щонайбільше %n Заворушення.</numerusform>
            <numerusform>G. Релігійне інакодумство: Бот отримує в цьому кроці щонайбільше %n Заворушення.</numerusform>
            <numerusform>G. Релігійне інакодумство: Бот отримує в цьому кроці щонайбільше %n Заворушень.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="82"/>
        <source>H. Is the Bot at War?</source>
        <extracomment>node war_unrest (check); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>H. Чи Бот у стані війни?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="90"/>
        <source>The Bot gains %n Unrest for being at War.</source>
        <extracomment>node gain_unrest (do); seed 002, Peace &amp; Rebels Phase: H. Gain/Remove Unrest</extracomment>
        <translation>
            <numerusform>Бот отримує %n Заворушення за те, що у стані війни.</numerusform>
            <numerusform>Бот отримує %n Заворушення за те, що у стані війни.</numerusform>
            <numerusform>Бот отримує %n Заворушень за те, що у стані війни.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="97"/>
        <source>Does the Bot have {n} or more Administrative Ideas?</source>
        <extracomment>node admin (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation>Чи має Бот {n} чи більше Адміністративних ідей?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="106"/>
        <source>Does the Bot have any Administrative Ideas?</source>
        <extracomment>node admin_any (check); seed 002, Bots &amp; Ideas</extracomment>
        <translation>Чи має Бот якісь Адміністративні ідеї?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="115"/>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="122"/>
        <source>Remove %n Unrest from the Bot&apos;s Areas (Administrative Ideas: {ideas}).</source>
        <extracomment>node remove_two (do); seed 002, Bots &amp; Ideas</extracomment>
        <extracomment>node remove_one (do); seed 002, Bots &amp; Ideas</extracomment>
        <translation>
            <numerusform>Приберіть %n Заворушення з Областей Бота (Адміністративні ідеї: {ideas}).</numerusform>
            <numerusform>Приберіть %n Заворушення з Областей Бота (Адміністративні ідеї: {ideas}).</numerusform>
            <numerusform>Приберіть %n Заворушень з Областей Бота (Адміністративні ідеї: {ideas}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="129"/>
        <source>I. Roll Rebel Dice for all the Bot&apos;s Unrest at once, at most {dice} dice. Apply a Rebellion in the Area of the Bot&apos;s Army if possible, otherwise by the Bot&apos;s choice processes.</source>
        <extracomment>node rebel_dice (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>I. Киньте Кубики бунтівників за всі Заворушення Бота разом, щонайбільше {dice} кубиків. Застосуйте Бунт в Області Армії Бота, якщо можливо, інакше за Процедурами вибору Бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="135"/>
        <source>Did the Rebel Dice show any result that costs Ducats, Manpower or Monarch Power?</source>
        <extracomment>node rebel_loss (ask); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>Чи показали Кубики бунтівників результат, що коштує Дукатів, Людських ресурсів або Очок влади?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="135"/>
        <source>All such results together cost the Bot at most 1 Bot Power; the result icons are lost in our sources.</source>
        <extracomment>note of node rebel_loss (ask); seed 002, Rebel Dice Rolls (reconstructed)</extracomment>
        <translation>Усі такі результати разом коштують Ботові щонайбільше 1 Очко бота; значки результатів утрачено в наших джерелах.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="144"/>
        <source>The Bot loses %n Bot Power for the Rebel Dice (never more per roll).</source>
        <extracomment>node lose_one (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>
            <numerusform>Бот втрачає %n Очко бота за Кубики бунтівників (ніколи більше за кидок).</numerusform>
            <numerusform>Бот втрачає %n Очки бота за Кубики бунтівників (ніколи більше за кидок).</numerusform>
            <numerusform>Бот втрачає %n Очок бота за Кубики бунтівників (ніколи більше за кидок).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/peace_and_rebels.yaml" line="152"/>
        <source>Place a Claim in each Area where Rebels Liberated one of the Bot&apos;s Provinces.</source>
        <extracomment>node liberated (do); seed 002, Rebel Dice Rolls</extracomment>
        <translation>Розмістіть Претензію в кожній Області, де Бунтівники Звільнили одну з Провінцій Бота.</translation>
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
        <source>Run it for the eliminated Bot: it becomes the new Bot and keeps its Ideas.</source>
        <extracomment>chart note</extracomment>
        <translation>Запустіть це для вибулого Бота: він стає новим Ботом і зберігає свої Ідеї.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="6"/>
        <source>Remove all of the eliminated Bot&apos;s tokens from play, unless the scenario says otherwise.</source>
        <extracomment>node remove (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Приберіть із гри всі жетони вибулого Бота, якщо сценарій не каже інакше.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="10"/>
        <source>Pick a new NPR or DNPR to become the Bot, as the scenario says; otherwise the NPR best able to compete on level terms with the other PRs.</source>
        <extracomment>node pick (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Оберіть нову NPR або DNPR, що стане Ботом, як каже сценарій; інакше NPR, найздатнішу змагатися на рівних з іншими PR.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="14"/>
        <source>Does the eliminated Bot&apos;s Realm have its own Events in the Event deck?</source>
        <extracomment>node events (ask); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Чи має Держава вибулого Бота власні Події в колоді подій?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="20"/>
        <source>Prefer a new Realm whose Events can replace them. If none can, replace them with B-Events; with no B-Events left, keep them and apply only the effects that still apply.</source>
        <extracomment>node swap_events (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Надавайте перевагу новій Державі, чиї Події можуть їх замінити. Якщо жодна не може, замініть їх Подіями B; коли Подій B не лишилося, залиште їх і застосовуйте лише ті ефекти, що досі діють.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="24"/>
        <source>Place {units} Units in the Bot&apos;s Army and the Bot&apos;s Towns on every Province the chosen NPR Owns. The new Bot keeps the Prestige, Ideas and completed Milestones of the old one; everything else is set up as normal. Bot Power: {power}; the Bot Deck holds {cards} cards.</source>
        <extracomment>node setup (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Розмістіть в Армії Бота Загони ({units}) і Міста Бота в кожній Провінції, Власником якої є обрана NPR. Новий Бот зберігає Престиж, Ідеї та досягнуті Віхи старого; усе інше підготуйте як зазвичай. Очки бота: {power}; карт у Колоді бота: {cards}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_bot.yaml" line="24"/>
        <source>The old Bot&apos;s Realm profile no longer applies. To play the new Realm&apos;s own deck and Targeting Charts, add a new Bot with that profile and copy the Ideas on its mat.</source>
        <extracomment>note of node setup (do); seed 002, Substitute Bots: Replacing Bot Realms</extracomment>
        <translation>Профіль Держави старого Бота більше не діє. Щоб грати власною колодою та Схемами цілей нової Держави, додайте нового Бота з цим профілем і перепишіть Ідеї на його планшет.</translation>
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
        <source>Between Rounds. Add the Bot first (Realm profile, Difficulty Level), then run this routine for it.</source>
        <extracomment>chart note</extracomment>
        <translation>Між Раундами. Спершу додайте Бота (профіль Держави, Рівень складності), потім запустіть для нього цю процедуру.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="6"/>
        <source>Flip the player&apos;s Player Mat to its Bot Mat side.</source>
        <extracomment>node flip (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Переверніть Планшет гравця на бік Планшета бота.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="10"/>
        <source>On this Bot&apos;s mat enter, under &apos;Replacing a human player&apos;, the player&apos;s Monarch Power (all three types together), Ducats, Stability and Loans. Enter the Deployed Units as the Army and all other Units as the Manpower Reserve, the Researched Ideas of each type and the State Religion. Then confirm.</source>
        <extracomment>node enter (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>На планшеті цього Бота введіть у розділі «Заміна реального гравця» Очки влади гравця (усі три типи разом), Дукати, Стабільність і Позики. Введіть Розгорнуті Загони як Армію, а всі інші Загони як Резерв людських ресурсів, Досліджені Ідеї кожного типу й Державну релігію. Потім підтвердьте.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="10"/>
        <source>The app cannot read the table, so the numbers are entered on the mat; the next step converts them.</source>
        <extracomment>note of node enter (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Застосунок не бачить столу, тому числа вводять на планшеті; наступний крок їх перераховує.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="16"/>
        <source>Bot Power: {monarch_power} for Monarch Power + {ducat_power} for Ducats + {stability} for Stability − {loans} for Loans = {raw}; kept between {minimum} and {maximum}: the Bot has {power} Bot Power Available. Ideas above {max_ideas} of a type are not counted.</source>
        <extracomment>node convert (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Очки бота: {monarch_power} за Очки влади + {ducat_power} за Дукати + {stability} за Стабільність − {loans} за Позики = {raw}; у межах від {minimum} до {maximum}: Доступні Очки бота: {power}. Ідеї понад {max_ideas} одного типу не враховуються.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="16"/>
        <source>Each Monarch Power gives 1; every 5 Ducats give 1 (at most 5); each positive Stability step gives 1 and each negative step costs 1; each token of the last listed kind costs 1. That token&apos;s icon is lost in both seeds: reading it as Loans is ours.</source>
        <extracomment>note of node convert (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Кожне Очко влади дає 1; кожні 5 Дукатів дають 1 (щонайбільше 5); кожен додатний крок Стабільності дає 1, а кожен від’ємний коштує 1; кожен жетон останнього названого типу коштує 1. Значок цього жетона втрачено в обох джерелах: прочитання його як Позики — наше.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="23"/>
        <source>Replace each of the player&apos;s Vassal tokens with a Bot Town matching the Province&apos;s size.</source>
        <extracomment>node towns (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Замініть кожен жетон Васала гравця Містом Бота, що відповідає розміру Провінції.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="23"/>
        <source>The icons of this line are lost in our sources; Bot Setup replaces Vassals by Towns the same way.</source>
        <extracomment>note of node towns (do); seed 002, Substitute Bots: Replacing Humans (reconstructed)</extracomment>
        <translation>Значки цього рядка втрачено в наших джерелах; Підготовка бота замінює Васалів Містами так само.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/eupop/charts/replace_human.yaml" line="29"/>
        <source>In each Sea Zone with Ships (the Fleet included), remove all but %n Ships.</source>
        <extracomment>node ships (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>
            <numerusform>У кожній Морській зоні з Кораблями (включно з Флотом) приберіть усі Кораблі, крім %n.</numerusform>
            <numerusform>У кожній Морській зоні з Кораблями (включно з Флотом) приберіть усі Кораблі, крім %n.</numerusform>
            <numerusform>У кожній Морській зоні з Кораблями (включно з Флотом) приберіть усі Кораблі, крім %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="35"/>
        <source>Remove all the player&apos;s Armies from the map.</source>
        <extracomment>node armies (do); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Приберіть з мапи всі Армії гравця.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="39"/>
        <source>Has the player achieved an Economic Milestone?</source>
        <extracomment>node economic (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Чи досягнув гравець Віхи Економіки?</translation>
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
        <translation>Приберіть із Колоди бота карти з Дією ЗОСЕРЕДЖЕННЯ для Віх ({area}): {cards}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="50"/>
        <source>Has the player achieved an Expansion Milestone?</source>
        <extracomment>node expansion (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Чи досягнув гравець Віхи Експансії?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="61"/>
        <source>Has the player achieved a Political Milestone?</source>
        <extracomment>node political (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Чи досягнув гравець Віхи Політики?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/replace_human.yaml" line="72"/>
        <source>Has the player achieved a War Milestone?</source>
        <extracomment>node war (ask); seed 002, Substitute Bots: Replacing Humans</extracomment>
        <translation>Чи досягнув гравець Віхи Війни?</translation>
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
        <source>The chart image is not in our sources; its footnote is. The Bot pays one Bot Power per Tax Value it Sieges; with enough Military Ideas it Sieges more Tax Value per Bot Power, up to a cap. Each step shows the numbers.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах; її примітка є. Бот платить одне Очко бота за кожну одиницю Податкової вартості, яку бере в облогу; маючи достатньо Військових ідей, він бере в облогу більше Податкової вартості за Очко бота, до межі. Кожен крок показує числа.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="9"/>
        <source>Does the Bot have Small Towns left to place?</source>
        <extracomment>node towns_left (ask); seed 002, Token Limitations (Towns)</extracomment>
        <translation>Чи в Бота лишилися Малі міста, щоб розмістити?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="16"/>
        <source>Is there a Province the Army can Siege in its Area? Island Provinces count only with a Bot Ship in an adjacent Sea Zone.</source>
        <extracomment>node target (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Чи є Провінція, яку Армія може брати в облогу у своїй Області? Острівні Провінції враховуються лише з Кораблем Бота в суміжній Морській зоні.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="24"/>
        <source>The Bot cannot Siege now.</source>
        <extracomment>node cannot (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Бот зараз не може брати в облогу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="29"/>
        <source>Siege Provinces in the Army&apos;s Area, best first: each Bot Power Sieges {per_power} Tax Value.</source>
        <extracomment>node begin (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Беріть в облогу Провінції в Області Армії, найкращі спершу: кожне Очко бота бере в облогу Податкову вартість: {per_power}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="35"/>
        <source>How much can the Bot still pay for Sieges?</source>
        <extracomment>node budget (check); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Скільки Бот ще може сплатити за Облоги?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="44"/>
        <source>Which Province does the Army Siege next? Take the highest Tax Value first, then alphabetical.</source>
        <extracomment>node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Яку Провінцію Армія бере в облогу наступною? Спершу найвища Податкова вартість, потім за абеткою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="44"/>
        <source>A Large Province</source>
        <extracomment>answer &apos;large&apos; of node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Велика Провінція</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="44"/>
        <source>A Small Province</source>
        <extracomment>answer &apos;small&apos; of node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Мала Провінція</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="44"/>
        <source>No Province left to Siege</source>
        <extracomment>answer &apos;none&apos; of node pick (ask); seed 002, Siege Action; Choice Processes (reconstructed)</extracomment>
        <translation>Не лишилося Провінції, щоб брати в облогу</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="55"/>
        <source>Is there a Small Province left for the Army to Siege?</source>
        <extracomment>node single_small (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Чи лишилася Мала Провінція, яку Армія може брати в облогу?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="61"/>
        <source>Is there a Large Province left? With this last payment the Bot Sieges it anyway.</source>
        <extracomment>node single_large (ask); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Чи лишилася Велика Провінція? З цією останньою оплатою Бот однаково бере її в облогу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="67"/>
        <source>Siege the Large Province and Occupy it. Bot Power spent: {paid}. Tax Value Sieged this Action: {sieged}.</source>
        <extracomment>node siege_large (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Візьміть в облогу Велику Провінцію й Окупуйте її. Витрачені Очки бота: {paid}. Податкова вартість в облозі в цій Дії: {sieged}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="73"/>
        <source>Siege the Small Province and Occupy it. Bot Power spent: {paid}. Tax Value Sieged this Action: {sieged}.</source>
        <extracomment>node siege_small (do); seed 002, Siege Action, footnote 3 (reconstructed)</extracomment>
        <translation>Візьміть в облогу Малу Провінцію й Окупуйте її. Витрачені Очки бота: {paid}. Податкова вартість в облозі в цій Дії: {sieged}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="79"/>
        <source>Apply steps {first}-{last} of &apos;Sieges &amp; Occupation&apos; (main rules, page {page}) to the Provinces Sieged.</source>
        <extracomment>node done (do); seed 002, Siege Action, footnote 3</extracomment>
        <translation>Застосуйте кроки {first}-{last} з «Облоги та окупація» (основні правила, сторінка {page}) до Провінцій в облозі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/siege.yaml" line="84"/>
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
        <source>The chart image is not in our sources. SPY picks an Opponent (Opponent Selection), takes a Covert Action, and can lead to MILITARY; Covert Actions can be negated by Counterespionage.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах. ШПИГУНСТВО обирає Опонента (Вибір опонента), виконує Таємну дію і може вести до ВІЙСЬКОВОЇ; Таємні дії може скасувати Контррозвідка.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="11"/>
        <source>Can the Bot take a Covert Action against that Opponent under the main rules?</source>
        <extracomment>node covert (ask); seed 002, Spy Action; Covert Actions</extracomment>
        <translation>Чи може Бот виконати Таємну дію проти цього Опонента за основними правилами?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="17"/>
        <source>Take the Covert Action against that Opponent, choosing by Choice Processes. The Opponent may negate it with Counterespionage.</source>
        <extracomment>node act (do); seed 002, Covert Actions</extracomment>
        <translation>Виконайте Таємну дію проти цього Опонента, обираючи за Процедурами вибору. Опонент може скасувати її Контррозвідкою.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/spy.yaml" line="28"/>
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
        <source>Action charts call this chart at node &apos;military&apos; or &apos;diplomatic&apos;. Afterwards the predicates target_found and target_is_npr tell the caller what was found.</source>
        <extracomment>chart note</extracomment>
        <translation>Схеми дій викликають цю схему у вузлі &apos;military&apos; або &apos;diplomatic&apos;. Потім предикати target_found і target_is_npr кажуть викликачеві, що знайдено.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <source>Which Targeting Chart does the Bot use?</source>
        <extracomment>node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Яку Схему цілей використовує Бот?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Military</source>
        <extracomment>answer &apos;military&apos; of node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;military&apos; of node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Військові</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="6"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Diplomatic</source>
        <extracomment>answer &apos;diplomatic&apos; of node which (ask); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;diplomatic&apos; of node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Дипломатичні</translation>
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
        <translation>Знайдіть ціль на Військовій схемі цілей Держави {realm}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="36"/>
        <source>Find the target on the Diplomatic Targeting Chart of {realm}.</source>
        <extracomment>node begin_diplomatic (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Знайдіть ціль на Дипломатичній схемі цілей Держави {realm}.</translation>
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
        <extracomment>answer &apos;roll&apos; of node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Кидок серед дочірніх вузлів</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>A Realm target</source>
        <extracomment>answer &apos;target&apos; of node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Ціль: Держава</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>A vacant Territory</source>
        <extracomment>answer &apos;vacant&apos; of node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <extracomment>answer &apos;vacant&apos; of node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <extracomment>answer &apos;vacant&apos; of node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Вільна територія</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="57"/>
        <source>No target left</source>
        <extracomment>answer &apos;none&apos; of node step (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Не лишилося цілі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="67"/>
        <source>Is this the Military or the Diplomatic Targeting Chart?</source>
        <extracomment>node kind (check); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>Це Військова чи Дипломатична схема цілей?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Is {target} a valid Military target? Invalid: a Vassal of another Realm; a Realm whose Provinces are all Owned by PRs or DNPRs; the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. Check the DoW restrictions of the main rules (page {page}) too.</source>
        <extracomment>node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Чи {target} — дійсна Військова ціль? Недійсні: Васал іншої Держави; Держава, усі Провінції якої у володінні PR або DNPR; Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, або його Союзник NPR чи підданий СРІ; NPR, в Областях якої Бот має {influence} чи більше Впливу; Держава, Провінції якої Бот уже має у володінні. Перевірте також обмеження DoW з основних правил (сторінка {page}).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Valid: an NPR</source>
        <extracomment>answer &apos;npr&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Дійсна: NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Valid: an Opponent</source>
        <extracomment>answer &apos;opponent&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Дійсна: Опонент</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid: a Vassal of another Realm</source>
        <extracomment>answer &apos;vassal&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Недійсна: Васал іншої Держави</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid: all its Provinces Owned by PRs or DNPRs</source>
        <extracomment>answer &apos;owned&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Недійсна: усі її Провінції у володінні PR або DNPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="75"/>
        <source>Invalid for another reason</source>
        <extracomment>answer &apos;invalid&apos; of node valid_military (ask); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Недійсна з іншої причини</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="86"/>
        <source>{target} is a Vassal: take {substitute} as the target instead.</source>
        <extracomment>node overlord (do); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>{target} — Васал: натомість візьміть ціллю {substitute}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="92"/>
        <source>Every Province of {target} is Owned by PRs or DNPRs: take {substitute} as the target instead.</source>
        <extracomment>node capital_owner (do); seed 002, Bot Realms: Invalid Military Targets</extracomment>
        <translation>Кожна Провінція Держави {target} у володінні PR або DNPR: натомість візьміть ціллю {substitute}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="98"/>
        <source>Is {target} a valid Diplomatic target? Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms (PRs or DNPRs).</source>
        <extracomment>node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Чи {target} — дійсна Дипломатична ціль? Недійсні: Опонент; Держава у стані війни з Ботом; DNPR з Податковим доходом {tax} чи більше; Держава, усі Провінції якої у володінні інших Держав (PR або DNPR).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="98"/>
        <source>Valid</source>
        <extracomment>answer &apos;valid&apos; of node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Дійсна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="98"/>
        <source>Invalid</source>
        <extracomment>answer &apos;invalid&apos; of node valid_diplomatic (ask); seed 002, Bot Realms: Invalid Diplomatic Targets</extracomment>
        <translation>Недійсна</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="106"/>
        <source>{target} is not a valid target. {outcome}</source>
        <extracomment>node invalid (do); seed 002, Bot Realms: Invalid Targets</extracomment>
        <translation>{target} — недійсна ціль. {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="106"/>
        <source>Order: the listed substitute; else a roll among the node&apos;s children; else the next sibling by rising die value (wrapping round); else the next cousin the same way.</source>
        <extracomment>note of node invalid (do); seed 002, Bot Realms: Invalid Targets</extracomment>
        <translation>Порядок: зазначена Заміна; інакше кидок серед дочірніх вузлів; інакше наступний сестринський вузол за зростанням значення кубика (по колу); інакше наступний двоюрідний вузол так само.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="113"/>
        <source>Has the Bot researched Quest for the New World?</source>
        <extracomment>node vacant (check); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Чи Бот дослідив «Quest for the New World»?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="121"/>
        <source>Place a Claim on {target}. The Bot&apos;s Turn ends.</source>
        <extracomment>node vacant_claim (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Розмістіть Претензію на {target}. Хід Бота завершується.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="131"/>
        <source>Without Quest for the New World a vacant Territory is not a valid target. {outcome}</source>
        <extracomment>node vacant_invalid (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Без «Quest for the New World» вільна територія не є дійсною ціллю. {outcome}</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="137"/>
        <source>The target is the NPR {target}. Place a Claim {claim_place}.</source>
        <extracomment>node claim (do); seed 002, Bot Realms: Placing Claims on NPRs</extracomment>
        <translation>Ціль — NPR {target}. Розмістіть Претензію {claim_place}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="143"/>
        <source>The target is the Opponent {target}.</source>
        <extracomment>node found_opponent (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Ціль — Опонент {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="148"/>
        <source>The target is {target}.</source>
        <extracomment>node found_diplomatic (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Ціль: {target}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="153"/>
        <source>No valid target is left on the chart: the Action has no target.</source>
        <extracomment>node nothing (do); seed 002, Bot Realms: Targeting Charts (reconstructed)</extracomment>
        <translation>На схемі не лишилося жодної дійсної цілі: Дія не має цілі.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Military Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: a Vassal (take its Overlord); a Realm whose Provinces are all Owned by PRs or DNPRs (take the Owner of its Capital); the Bot&apos;s Ally; a Realm in Truce with the Bot; an Opponent who has Passed, or an NPR Ally or HRE Subject of one; an NPR in whose Areas the Bot has {influence} or more Influence; a Realm whose Provinces the Bot already Owns. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <extracomment>node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Бот не має профілю Держави з цією схемою: киньте кубик на його надрукованій Військовій схемі цілей (буклет сценарію). Якщо ціль недійсна, візьміть зазначену Заміну, інакше киньте серед її дочірніх вузлів, інакше перейдіть до наступного сестринського вузла за зростанням значення кубика (по колу), інакше до наступного двоюрідного. Недійсні: Васал (візьміть його Сюзерена); Держава, усі Провінції якої у володінні PR або DNPR (візьміть Власника її Столиці); Союзник Бота; Держава в Перемир’ї з Ботом; Опонент, що спасував, або його Союзник NPR чи підданий СРІ; NPR, в Областях якої Бот має {influence} чи більше Впливу; Держава, Провінції якої Бот уже має у володінні. Вільна територія враховується лише з «Quest for the New World». Яка перша дійсна ціль?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <source>An NPR</source>
        <extracomment>answer &apos;npr&apos; of node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>З NPR</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <source>An Opponent</source>
        <extracomment>answer &apos;opponent&apos; of node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Опонент</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="159"/>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>No valid target</source>
        <extracomment>answer &apos;none&apos; of node printed_military (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <extracomment>answer &apos;none&apos; of node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Немає дійсної цілі</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="169"/>
        <source>Place a Claim on the NPR {claim_place}.</source>
        <extracomment>node printed_claim (do); seed 002, Bot Realms: Placing Claims on NPRs</extracomment>
        <translation>Розмістіть Претензію на NPR {claim_place}.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>The Bot has no Realm profile with this chart: roll a die on its printed Diplomatic Targeting Chart (scenario booklet). If the target is invalid, take the listed substitute, else roll among its child nodes, else move to the next sibling by rising die value (wrap round), else to the next cousin. Invalid: an Opponent; a Realm at War with the Bot; a DNPR with {tax} or more Tax Income; a Realm whose Provinces are all Owned by other Realms. A vacant Territory counts only with Quest for the New World. What is the first valid target?</source>
        <extracomment>node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Бот не має профілю Держави з цією схемою: киньте кубик на його надрукованій Дипломатичній схемі цілей (буклет сценарію). Якщо ціль недійсна, візьміть зазначену Заміну, інакше киньте серед її дочірніх вузлів, інакше перейдіть до наступного сестринського вузла за зростанням значення кубика (по колу), інакше до наступного двоюрідного. Недійсні: Опонент; Держава у стані війни з Ботом; DNPR з Податковим доходом {tax} чи більше; Держава, усі Провінції якої у володінні інших Держав. Вільна територія враховується лише з «Quest for the New World». Яка перша дійсна ціль?</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="175"/>
        <source>A valid Realm</source>
        <extracomment>answer &apos;valid&apos; of node printed_diplomatic (ask); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Дійсна Держава</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="184"/>
        <source>The Bot targets that Opponent.</source>
        <extracomment>node printed_opponent (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Бот обирає ціллю цього Опонента.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="189"/>
        <source>The Bot targets that Realm.</source>
        <extracomment>node printed_valid (do); seed 002, Bot Realms: Targeting Charts</extracomment>
        <translation>Бот обирає ціллю цю Державу.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/targeting.yaml" line="194"/>
        <source>Place a Claim on that vacant Territory. The Bot&apos;s Turn ends.</source>
        <extracomment>node printed_vacant (do); seed 002, Bot Realms: Vacant Territories as targets</extracomment>
        <translation>Розмістіть Претензію на цій вільній території. Хід Бота завершується.</translation>
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
        <source>The chart image is not in our sources; the steps follow the main rules&apos; Unrest removal.</source>
        <extracomment>chart note</extracomment>
        <translation>Зображення схеми немає в наших джерелах; кроки йдуть за прибиранням Заворушень з основних правил.</translation>
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
        <extracomment>node cannot (do); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Бот не має Заворушень, щоб прибрати: він не може виконати Дію ЗАВОРУШЕННЯ.</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="18"/>
        <source>Remove Unrest as the main rules&apos; action allows, from the Bot&apos;s Areas with the highest Tax Value first (then alphabetical).</source>
        <extracomment>node remove (do); seed 002, Choice Processes</extracomment>
        <translation>Приберіть Заворушення, наскільки дозволяє дія з основних правил, спершу з Областей Бота з найвищою Податковою вартістю (потім за абеткою).</translation>
    </message>
    <message>
        <location filename="../rules/eupop/charts/unrest.yaml" line="25"/>
        <source>End of the UNREST Action.</source>
        <extracomment>node end_action (end); seed 002, Unrest Action (Bot Cards 13, 20, 21, 22, 23)</extracomment>
        <translation>Кінець Дії ЗАВОРУШЕННЯ.</translation>
    </message>
</context>
</TS>
