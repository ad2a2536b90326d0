<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>root_clockwork</name>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="2"/>
        <source>Root: Clockwork bots</source>
        <extracomment>pack name</extracomment>
        <translation>Root: боти з доповнення Clockwork</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="5"/>
        <source>Mechanical Marquise 2.0, Electric Eyrie, Automated Alliance and Vagabot.</source>
        <extracomment>pack description</extracomment>
        <translation>Механічний Маркіз 2.0, Електричні Династії, Автоматичний Альянс і Волоцюгобот.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="6"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="31"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="32"/>
        <source>Bot</source>
        <extracomment>what one seat of the pack is called</extracomment>
        <extracomment>default of bot option &apos;name&apos; in the New game dialog (the seat number follows: &apos;Bot 2&apos;)</extracomment>
        <extracomment>bot option &apos;faction&apos;</extracomment>
        <translation>Бот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="8"/>
        <source>the Law of Root, Clockwork chapters</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 001)</extracomment>
        <translation>Книга законів, розділи про ботів Clockwork</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="16"/>
        <source>Setup</source>
        <extracomment>routine button for chart setup</extracomment>
        <translation>Підготовка</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="17"/>
        <source>Taking hits</source>
        <extracomment>routine button for chart take_hits</extracomment>
        <translation>Отримання влучань</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="18"/>
        <source>A card is given to the bot</source>
        <extracomment>routine button for chart card_given</extracomment>
        <translation>Бот отримує карту</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="19"/>
        <source>Automated Outrage</source>
        <extracomment>routine button for chart outrage</extracomment>
        <translation>Автоматичне обурення</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="20"/>
        <source>Full Removal</source>
        <extracomment>routine button for chart full_removal</extracomment>
        <translation>Велика чистка</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="21"/>
        <source>Rules for every bot</source>
        <extracomment>routine button for chart general_rules</extracomment>
        <translation>Правила для кожного бота</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="23"/>
        <source>Fully cooperative play</source>
        <extracomment>shared game fact &apos;coop&apos;</extracomment>
        <translation>Повністю кооперативна гра</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="29"/>
        <source>Turns</source>
        <extracomment>phase &apos;turns&apos; of the round bar</extracomment>
        <translation>Ходи</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="31"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="38"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="305"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>choice &apos;marquise&apos; of bot option &apos;faction&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <translation>Механічний Маркіз 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="39"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="321"/>
        <source>Electric Eyrie</source>
        <extracomment>choice &apos;eyrie&apos; of bot option &apos;faction&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <translation>Електричні Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="40"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="333"/>
        <source>Automated Alliance</source>
        <extracomment>choice &apos;alliance&apos; of bot option &apos;faction&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <translation>Автоматичний Альянс</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="41"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="346"/>
        <source>Vagabot</source>
        <extracomment>choice &apos;vagabot&apos; of bot option &apos;faction&apos;</extracomment>
        <extracomment>mat section</extracomment>
        <translation>Волоцюгобот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="42"/>
        <source>Difficulty</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation>Рівень складності</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="47"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="82"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <extracomment>variant &apos;easy&apos;</extracomment>
        <translation>Легкий</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="48"/>
        <source>Default</source>
        <extracomment>choice &apos;default&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Стандартний</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="49"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="100"/>
        <source>Challenging</source>
        <extracomment>choice &apos;challenging&apos; of bot option &apos;difficulty&apos;</extracomment>
        <extracomment>variant &apos;challenging&apos;</extracomment>
        <translation>Складний</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="50"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="123"/>
        <source>Nightmare</source>
        <extracomment>choice &apos;nightmare&apos; of bot option &apos;difficulty&apos;</extracomment>
        <extracomment>variant &apos;nightmare&apos;</extracomment>
        <translation>Кошмар</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="51"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="380"/>
        <source>Traits</source>
        <extracomment>bot option &apos;traits&apos;</extracomment>
        <extracomment>the name of the value {names} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Програми</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="56"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="162"/>
        <source>Blitz</source>
        <extracomment>choice &apos;blitz&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;blitz&apos;</extracomment>
        <translation>Бліцкриг</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="57"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="173"/>
        <source>Fortified</source>
        <extracomment>choice &apos;fortified&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;fortified&apos;</extracomment>
        <translation>Укріплення</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="58"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="179"/>
        <source>Hospitals</source>
        <extracomment>choice &apos;hospitals&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;hospitals&apos;</extracomment>
        <translation>Шпиталі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="59"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="187"/>
        <source>Iron Will</source>
        <extracomment>choice &apos;iron_will&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;iron_will&apos;</extracomment>
        <translation>Залізна воля</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="60"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="195"/>
        <source>Nobility</source>
        <extracomment>choice &apos;nobility&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;nobility&apos;</extracomment>
        <translation>Знать</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="61"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="205"/>
        <source>Relentless</source>
        <extracomment>choice &apos;relentless&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;relentless&apos;</extracomment>
        <translation>Безжальні</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="62"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="213"/>
        <source>Swoop</source>
        <extracomment>choice &apos;swoop&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;swoop&apos;</extracomment>
        <translation>Наліт</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="63"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="220"/>
        <source>War Tax</source>
        <extracomment>choice &apos;war_tax&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;war_tax&apos;</extracomment>
        <translation>Військовий податок</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="64"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="232"/>
        <source>Informants</source>
        <extracomment>choice &apos;informants&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;informants&apos;</extracomment>
        <translation>Інформатори</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="65"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="238"/>
        <source>Popularity</source>
        <extracomment>choice &apos;popularity&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;popularity&apos;</extracomment>
        <translation>Популярність</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="66"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="244"/>
        <source>Veterans</source>
        <extracomment>choice &apos;veterans&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;veterans&apos;</extracomment>
        <translation>Ветерани</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="67"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="250"/>
        <source>Wildfire</source>
        <extracomment>choice &apos;wildfire&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;wildfire&apos;</extracomment>
        <translation>Пожежа</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="68"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="258"/>
        <source>Adventurer</source>
        <extracomment>choice &apos;adventurer&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;adventurer&apos;</extracomment>
        <translation>Шукач пригод</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="69"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="270"/>
        <source>Berserker</source>
        <extracomment>choice &apos;berserker&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;berserker&apos;</extracomment>
        <translation>Берсерк</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="70"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="281"/>
        <source>Helper</source>
        <extracomment>choice &apos;helper&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;helper&apos;</extracomment>
        <translation>Помічник</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="71"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="287"/>
        <source>Marksman</source>
        <extracomment>choice &apos;marksman&apos; of bot option &apos;traits&apos;</extracomment>
        <extracomment>variant &apos;marksman&apos;</extracomment>
        <translation>Влучний стрілець</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="72"/>
        <source>Vagabot character</source>
        <extracomment>bot option &apos;character&apos;</extracomment>
        <translation>Персонаж Волоцюгобота</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="78"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="354"/>
        <source>Thief</source>
        <extracomment>choice &apos;thief&apos; of bot option &apos;character&apos;</extracomment>
        <extracomment>choice &apos;thief&apos; of mat field character</extracomment>
        <translation>Злодій</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="79"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="354"/>
        <source>Tinker</source>
        <extracomment>choice &apos;tinker&apos; of bot option &apos;character&apos;</extracomment>
        <extracomment>choice &apos;tinker&apos; of mat field character</extracomment>
        <translation>Майстер</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="80"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="354"/>
        <source>Ranger</source>
        <extracomment>choice &apos;ranger&apos; of bot option &apos;character&apos;</extracomment>
        <extracomment>choice &apos;ranger&apos; of mat field character</extracomment>
        <translation>Слідопит</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="296"/>
        <source>Every bot</source>
        <extracomment>mat section</extracomment>
        <translation>Кожен бот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="298"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="385"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="392"/>
        <source>Victory points</source>
        <extracomment>mat field vp</extracomment>
        <extracomment>the name of the value {scored} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {vp} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Переможні очки</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="300"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="389"/>
        <source>Warriors in supply</source>
        <extracomment>mat field warriors</extracomment>
        <extracomment>the name of the value {supply} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Воїни в запасі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <source>Order card</source>
        <extracomment>mat field order.suit</extracomment>
        <translation>Карта наказу</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="337"/>
        <source>Fox</source>
        <extracomment>choice &apos;fox&apos; of mat field order.suit</extracomment>
        <extracomment>key &apos;fox&apos; of mat field decree</extracomment>
        <extracomment>key &apos;fox&apos; of mat field bases</extracomment>
        <translation>Лисяча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="337"/>
        <source>Rabbit</source>
        <extracomment>choice &apos;rabbit&apos; of mat field order.suit</extracomment>
        <extracomment>key &apos;rabbit&apos; of mat field decree</extracomment>
        <extracomment>key &apos;rabbit&apos; of mat field bases</extracomment>
        <translation>Кроляча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="337"/>
        <source>Mouse</source>
        <extracomment>choice &apos;mouse&apos; of mat field order.suit</extracomment>
        <extracomment>key &apos;mouse&apos; of mat field decree</extracomment>
        <extracomment>key &apos;mouse&apos; of mat field bases</extracomment>
        <translation>Мишача</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="302"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <source>Bird</source>
        <extracomment>choice &apos;bird&apos; of mat field order.suit</extracomment>
        <extracomment>key &apos;bird&apos; of mat field decree</extracomment>
        <translation>Пташина</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="308"/>
        <source>Buildings on the map</source>
        <extracomment>mat field buildings</extracomment>
        <translation>Будівлі на мапі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="308"/>
        <source>Sawmills</source>
        <extracomment>key &apos;sawmill&apos; of mat field buildings</extracomment>
        <translation>Лісопилки</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="308"/>
        <source>Workshops</source>
        <extracomment>key &apos;workshop&apos; of mat field buildings</extracomment>
        <translation>Майстерні</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="308"/>
        <source>Recruiters</source>
        <extracomment>key &apos;recruiter&apos; of mat field buildings</extracomment>
        <translation>Казарми</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="311"/>
        <source>Sawmills track VP per space</source>
        <extracomment>mat field track_vp.sawmill</extracomment>
        <translation>Шкала Лісопилок: ПО на полях</translation>
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
        <translation>— питання з’явиться, коли бот уперше отримає очки з цього поля; можна й вписати.</translation>
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
        <translation>Шкала Майстерень: ПО на полях</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="317"/>
        <source>Recruiters track VP per space</source>
        <extracomment>mat field track_vp.recruiter</extracomment>
        <translation>Шкала Казарм: ПО на полях</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="324"/>
        <source>Roosts on the map</source>
        <extracomment>mat field roosts</extracomment>
        <translation>Гнізда на мапі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="325"/>
        <source>Decree (cards per column)</source>
        <extracomment>mat field decree</extracomment>
        <translation>Декрет (карти в стовпцях)</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="328"/>
        <source>Loyal Viziers</source>
        <extracomment>mat field viziers</extracomment>
        <translation>Вірні візири</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="329"/>
        <source>Roosts track VP per space</source>
        <extracomment>mat field track_vp.roost</extracomment>
        <translation>Шкала гнізд: ПО на полях</translation>
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
        <translation>Жетони симпатії на мапі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="337"/>
        <source>Bases on the map</source>
        <extracomment>mat field bases</extracomment>
        <translation>Бази на мапі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="340"/>
        <source>Sympathy track VP per space</source>
        <extracomment>mat field track_vp.sympathy</extracomment>
        <translation>Шкала симпатії: ПО на полях</translation>
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
        <translation>Предмети</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>Unexhausted</source>
        <extracomment>key &apos;fresh&apos; of mat field items</extracomment>
        <translation>Невиснажені</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>Exhausted</source>
        <extracomment>key &apos;exhausted&apos; of mat field items</extracomment>
        <translation>Виснажені</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>Damaged, face up</source>
        <extracomment>key &apos;damaged_fresh&apos; of mat field items</extracomment>
        <translation>Пошкоджені, горілиць</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>Damaged, face down</source>
        <extracomment>key &apos;damaged_exhausted&apos; of mat field items</extracomment>
        <translation>Пошкоджені, долілиць</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="349"/>
        <source>On the Battle track</source>
        <extracomment>key &apos;track&apos; of mat field items</extracomment>
        <translation>На шкалі бою</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="354"/>
        <source>Character</source>
        <extracomment>mat field character</extracomment>
        <translation>Персонаж</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="361"/>
        <source>Marquise</source>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Маркіз</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="362"/>
        <source>Eyrie</source>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="367"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="388"/>
        <source>suit</source>
        <extracomment>the name of the value {base} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {suit} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>масть</translation>
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
        <translation>кількість</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="369"/>
        <source>bot&apos;s name</source>
        <extracomment>the name of the value {bot} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>назва бота</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="370"/>
        <source>building</source>
        <extracomment>the name of the value {building} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>будівля</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="371"/>
        <source>cards</source>
        <extracomment>the name of the value {cards} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>карти</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="372"/>
        <source>clearing</source>
        <extracomment>the name of the value {clearing} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="373"/>
        <source>defender</source>
        <extracomment>the name of the value {defender} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>захисник</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="375"/>
        <source>unexhausted items</source>
        <extracomment>the name of the value {fresh} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>невиснажені предмети</translation>
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
        <translation>номер</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="382"/>
        <source>placement</source>
        <extracomment>the name of the value {plan} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>розміщення</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="386"/>
        <source>space</source>
        <extracomment>the name of the value {space} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>номер</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="387"/>
        <source>items left</source>
        <extracomment>the name of the value {still} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>решта предметів</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="390"/>
        <source>track</source>
        <extracomment>the name of the value {track} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>шкала</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="391"/>
        <source>undamaged items</source>
        <extracomment>the name of the value {undamaged} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>непошкоджені предмети</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="393"/>
        <source>what is picked</source>
        <extracomment>the name of the value {what} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>те, що обирають</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="394"/>
        <source>reason</source>
        <extracomment>the name of the value {why} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>причина</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="23"/>
        <location filename="../rules/root_clockwork/alliance.py" line="41"/>
        <source>The {suit} base is on the faction board.</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>На планшеті фракції лежить {suit} База.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="41"/>
        <source>The {suit} base is on the map.</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>На мапі є {suit} База.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/alliance.py" line="56"/>
        <source>%n sympathy tokens on the track</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>
            <numerusform>%n жетон симпатії на шкалі</numerusform>
            <numerusform>%n жетони симпатії на шкалі</numerusform>
            <numerusform>%n жетонів симпатії на шкалі</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/alliance.py" line="63"/>
        <source>%n sympathy tokens on the map</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>
            <numerusform>%n жетон симпатії на мапі</numerusform>
            <numerusform>%n жетони симпатії на мапі</numerusform>
            <numerusform>%n жетонів симпатії на мапі</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="20"/>
        <source>The order card is bird.</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>Карта наказу пташина.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="22"/>
        <source>The {suit} base is already on the map.</source>
        <extracomment>message of alliance.py</extracomment>
        <translation>На мапі вже є {suit} База.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/alliance.py" line="90"/>
        <location filename="../rules/root_clockwork/common.py" line="212"/>
        <source>The answer &apos;{key}&apos; is missing; answer the question first.</source>
        <extracomment>message of alliance.py</extracomment>
        <extracomment>message of common.py</extracomment>
        <translation>Немає відповіді «{key}»; спершу дайте відповідь на запитання.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="101"/>
        <source>fox</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>лисяча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="102"/>
        <source>fox</source>
        <comment>accusative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>лисячу</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="103"/>
        <source>fox</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>лисячої</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="104"/>
        <source>fox</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>лисячій</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="105"/>
        <source>fox</source>
        <comment>genitive plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>лисячих</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="106"/>
        <source>fox</source>
        <comment>accusative plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>лисячі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="107"/>
        <source>fox</source>
        <comment>column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>лисячий</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="108"/>
        <source>fox</source>
        <comment>into the column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>лисячий</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="109"/>
        <source>rabbit</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>кроляча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="110"/>
        <source>rabbit</source>
        <comment>accusative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>кролячу</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="111"/>
        <source>rabbit</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>кролячої</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="112"/>
        <source>rabbit</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>кролячій</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="113"/>
        <source>rabbit</source>
        <comment>genitive plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>кролячих</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="114"/>
        <source>rabbit</source>
        <comment>accusative plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>кролячі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="115"/>
        <source>rabbit</source>
        <comment>column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>кролячий</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="116"/>
        <source>rabbit</source>
        <comment>into the column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>кролячий</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="117"/>
        <source>mouse</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>мишача</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="118"/>
        <source>mouse</source>
        <comment>accusative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>мишачу</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="119"/>
        <source>mouse</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>мишачої</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="120"/>
        <source>mouse</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>мишачій</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="121"/>
        <source>mouse</source>
        <comment>genitive plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>мишачих</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="122"/>
        <source>mouse</source>
        <comment>accusative plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>мишачі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="123"/>
        <source>mouse</source>
        <comment>column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>мишачий</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="124"/>
        <source>mouse</source>
        <comment>into the column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>мишачий</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="125"/>
        <source>bird</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>пташина</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="126"/>
        <source>bird</source>
        <comment>accusative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>пташину</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="127"/>
        <source>bird</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>пташиної</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="128"/>
        <source>bird</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>пташиній</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="129"/>
        <source>bird</source>
        <comment>genitive plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>пташиних</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="130"/>
        <source>bird</source>
        <comment>accusative plural</comment>
        <extracomment>message of common.py</extracomment>
        <translation>пташині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="131"/>
        <source>bird</source>
        <comment>column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>пташиний</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="132"/>
        <source>bird</source>
        <comment>into the column</comment>
        <extracomment>message of common.py</extracomment>
        <translation>пташиний</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="359"/>
        <source>The order card is {suit}.</source>
        <extracomment>message of common.py</extracomment>
        <translation>Карта наказу {suit}.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="448"/>
        <source>{have} now</source>
        <extracomment>message of common.py</extracomment>
        <translation>тепер: {have}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="456"/>
        <source>on the map: %n</source>
        <extracomment>message of common.py</extracomment>
        <translation>
            <numerusform>на мапі: %n</numerusform>
            <numerusform>на мапі: %n</numerusform>
            <numerusform>на мапі: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="473"/>
        <source>{now} now</source>
        <extracomment>message of common.py</extracomment>
        <translation>тепер: {now}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="534"/>
        <location filename="../rules/root_clockwork/vagabot.py" line="202"/>
        <source>%n VP</source>
        <extracomment>message of common.py</extracomment>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n переможне очко</numerusform>
            <numerusform>%n переможні очки</numerusform>
            <numerusform>%n переможних очок</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="625"/>
        <source>{track}: no VP</source>
        <extracomment>message of common.py</extracomment>
        <translation>{track}: жодного переможного очка</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="640"/>
        <source>%n such bots in the game</source>
        <extracomment>message of common.py</extracomment>
        <translation>
            <numerusform>%n такий бот у грі</numerusform>
            <numerusform>%n такі боти у грі</numerusform>
            <numerusform>%n таких ботів у грі</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="162"/>
        <source>sawmill</source>
        <extracomment>message of common.py</extracomment>
        <translation>Лісопилка</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="163"/>
        <source>workshop</source>
        <extracomment>message of common.py</extracomment>
        <translation>Майстерня</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="164"/>
        <source>recruiter</source>
        <extracomment>message of common.py</extracomment>
        <translation>Казарма</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="171"/>
        <source>Sawmills track</source>
        <extracomment>message of common.py</extracomment>
        <translation>шкала Лісопилок</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="172"/>
        <source>Workshops track</source>
        <extracomment>message of common.py</extracomment>
        <translation>шкала Майстерень</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="173"/>
        <source>Recruiters track</source>
        <extracomment>message of common.py</extracomment>
        <translation>шкала Казарм</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="174"/>
        <source>Roosts track</source>
        <extracomment>message of common.py</extracomment>
        <translation>шкала гнізд</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="175"/>
        <source>Sympathy track</source>
        <extracomment>message of common.py</extracomment>
        <translation>шкала симпатії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="198"/>
        <source>No order card has been revealed this turn.</source>
        <extracomment>message of common.py</extracomment>
        <translation>У цьому ході не відкрито карту наказу.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="489"/>
        <source>That would leave a counter on the bot&apos;s mat below zero.</source>
        <extracomment>message of common.py</extracomment>
        <translation>Тоді лічильник у панелі бота став би менше нуля.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/common.py" line="624"/>
        <source>{track}: %n VP</source>
        <extracomment>message of common.py</extracomment>
        <translation>
            <numerusform>{track}: %n переможне очко</numerusform>
            <numerusform>{track}: %n переможні очки</numerusform>
            <numerusform>{track}: %n переможних очок</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="470"/>
        <source>The mat showed none; check it against the table.</source>
        <extracomment>message of common.py</extracomment>
        <translation>Панель не показувала жодного; звірте її зі столом.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="153"/>
        <source>{suit} clearing</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>{suit} галявина</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="154"/>
        <source>{suit} clearing</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>{suit} галявини</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="155"/>
        <source>{suit} clearing</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>{suit} галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="147"/>
        <source>clearing of any suit</source>
        <comment>nominative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>будь-яка галявина</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="148"/>
        <source>clearing of any suit</source>
        <comment>genitive</comment>
        <extracomment>message of common.py</extracomment>
        <translation>будь-якої галявини</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/common.py" line="149"/>
        <source>clearing of any suit</source>
        <comment>locative</comment>
        <extracomment>message of common.py</extracomment>
        <translation>будь-якій галявині</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/eyrie.py" line="74"/>
        <source>%n roosts on the track</source>
        <extracomment>message of eyrie.py</extracomment>
        <translation>
            <numerusform>%n Гніздо на шкалі</numerusform>
            <numerusform>%n Гнізда на шкалі</numerusform>
            <numerusform>%n Гнізд на шкалі</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/eyrie.py" line="37"/>
        <source>{suit} column: %n cards</source>
        <extracomment>message of eyrie.py</extracomment>
        <translation>
            <numerusform>Стовпець {suit}: %n карта</numerusform>
            <numerusform>Стовпець {suit}: %n карти</numerusform>
            <numerusform>Стовпець {suit}: %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="49"/>
        <source>Place {each} in each of those clearings, and one more in each of the %n highest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Розмістіть по {each} на кожній із цих галявин і ще одного на тій із них, що має найвищий пріоритет.</numerusform>
            <numerusform>Розмістіть по {each} на кожній із цих галявин і ще по одному на %n із них із найвищим пріоритетом.</numerusform>
            <numerusform>Розмістіть по {each} на кожній із цих галявин і ще по одному на %n із них із найвищим пріоритетом.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="19"/>
        <source>Place no warriors.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>Не розміщуйте воїнів.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="24"/>
        <source>Place {each} in each of those %n clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Розмістіть {each} на цій галявині.</numerusform>
            <numerusform>Розмістіть по {each} на кожній із цих %n галявин.</numerusform>
            <numerusform>Розмістіть по {each} на кожній із цих %n галявин.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="28"/>
        <source>Place one in each of the %n highest-priority of those clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Розмістіть одного на тій із цих галявин, що має найвищий пріоритет.</numerusform>
            <numerusform>Розмістіть по одному на %n із цих галявин із найвищим пріоритетом.</numerusform>
            <numerusform>Розмістіть по одному на %n із цих галявин із найвищим пріоритетом.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="38"/>
        <source>Place one in each of those clearings, and one more in each of the %n highest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Розмістіть по одному на кожній із цих галявин і ще одного на тій із них, що має найвищий пріоритет.</numerusform>
            <numerusform>Розмістіть по одному на кожній із цих галявин і ще по одному на %n із них із найвищим пріоритетом.</numerusform>
            <numerusform>Розмістіть по одному на кожній із цих галявин і ще по одному на %n із них із найвищим пріоритетом.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="43"/>
        <source>Place {each} in each of those clearings, and one more in each of the %n lowest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Розмістіть по {each} на кожній із цих галявин і ще одного на тій із них, що має найнижчий пріоритет.</numerusform>
            <numerusform>Розмістіть по {each} на кожній із цих галявин і ще по одному на %n із них із найнижчим пріоритетом.</numerusform>
            <numerusform>Розмістіть по {each} на кожній із цих галявин і ще по одному на %n із них із найнижчим пріоритетом.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="95"/>
        <source>{building}: {n} on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>{building}: на мапі {n}</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="111"/>
        <source>{n} on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>на мапі: {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="122"/>
        <source>No building placed; %n buildings on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Будівлю не розміщено; на мапі %n будівля</numerusform>
            <numerusform>Будівлю не розміщено; на мапі %n будівлі</numerusform>
            <numerusform>Будівлю не розміщено; на мапі %n будівель</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="151"/>
        <source>%n buildings</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>%n будівля</numerusform>
            <numerusform>%n будівлі</numerusform>
            <numerusform>%n будівель</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="155"/>
        <source>%n building types there: one at random</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Там %n тип будівель: один випадково</numerusform>
            <numerusform>Там %n типи будівель: один випадково</numerusform>
            <numerusform>Там %n типів будівель: один випадково</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="23"/>
        <source>Place one in each of those %n clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Розмістіть одного на цій галявині.</numerusform>
            <numerusform>Розмістіть по одному на кожній із цих %n галявин.</numerusform>
            <numerusform>Розмістіть по одному на кожній із цих %n галявин.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="27"/>
        <source>Place one in each of the %n lowest-priority of those clearings.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Розмістіть одного на тій із цих галявин, що має найнижчий пріоритет.</numerusform>
            <numerusform>Розмістіть по одному на %n із цих галявин із найнижчим пріоритетом.</numerusform>
            <numerusform>Розмістіть по одному на %n із цих галявин із найнижчим пріоритетом.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="33"/>
        <source>Place one in each of those clearings, and one more in each of the %n lowest-priority of them.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Розмістіть по одному на кожній із цих галявин і ще одного на тій із них, що має найнижчий пріоритет.</numerusform>
            <numerusform>Розмістіть по одному на кожній із цих галявин і ще по одному на %n із них із найнижчим пріоритетом.</numerusform>
            <numerusform>Розмістіть по одному на кожній із цих галявин і ще по одному на %n із них із найнижчим пріоритетом.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="92"/>
        <source>No building of that type is left on its track.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>На шкалі не лишилося жодної будівлі цього типу.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="119"/>
        <source>It placed a building this turn.</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>У цьому ході він розмістив будівлю.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="121"/>
        <source>%n buildings on the map</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>На мапі %n будівля</numerusform>
            <numerusform>На мапі %n будівлі</numerusform>
            <numerusform>На мапі %n будівель</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/marquise.py" line="152"/>
        <source>%n hits left, {buildings} there</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>
            <numerusform>Лишилося %n влучання, там: {buildings}</numerusform>
            <numerusform>Лишилося %n влучання, там: {buildings}</numerusform>
            <numerusform>Лишилося %n влучань, там: {buildings}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/marquise.py" line="154"/>
        <source>Only {building} there</source>
        <extracomment>message of marquise.py</extracomment>
        <translation>Там лише: {building}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/picks.py" line="35"/>
        <source>%n to pick from</source>
        <extracomment>message of picks.py</extracomment>
        <translation>
            <numerusform>%n на вибір</numerusform>
            <numerusform>%n на вибір</numerusform>
            <numerusform>%n на вибір</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="29"/>
        <source>A pick at random needs {least} to {most} candidates, not {size}.</source>
        <extracomment>message of picks.py</extracomment>
        <translation>Випадковий вибір потребує від {least} до {most} варіантів, а не {size}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/picks.py" line="69"/>
        <source>The roll picks one of %n free clearings, not {face}.</source>
        <extracomment>message of picks.py</extracomment>
        <translation>
            <numerusform>Кидок обирає одну з %n вільної галявини, а не {face}.</numerusform>
            <numerusform>Кидок обирає одну з %n вільних галявин, а не {face}.</numerusform>
            <numerusform>Кидок обирає одну з %n вільних галявин, а не {face}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="42"/>
        <source>the sawmill&apos;s clearing</source>
        <extracomment>message of picks.py</extracomment>
        <translation>галявину для Лісопилки</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="43"/>
        <source>the workshop&apos;s clearing</source>
        <extracomment>message of picks.py</extracomment>
        <translation>галявину для Майстерні</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="44"/>
        <source>the recruiter&apos;s clearing</source>
        <extracomment>message of picks.py</extracomment>
        <translation>галявину для Казарми</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/picks.py" line="45"/>
        <source>the Vagabot&apos;s forest</source>
        <extracomment>message of picks.py</extracomment>
        <translation>ліс для Волоцюгобота</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="174"/>
        <source>the enemy with the most VP</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>опонентом, який має найбільше ПО на цій галявині</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="122"/>
        <source>%n unexhausted left</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>лишився %n невиснажений</numerusform>
            <numerusform>лишилися %n невиснажені</numerusform>
            <numerusform>лишилося %n невиснажених</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="129"/>
        <source>%n unexhausted items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n невиснажений предмет</numerusform>
            <numerusform>%n невиснажені предмети</numerusform>
            <numerusform>%n невиснажених предметів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="136"/>
        <source>%n items on the mat</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n предмет у панелі бота</numerusform>
            <numerusform>%n предмети в панелі бота</numerusform>
            <numerusform>%n предметів у панелі бота</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="149"/>
        <source>%n undamaged items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n непошкоджений предмет</numerusform>
            <numerusform>%n непошкоджені предмети</numerusform>
            <numerusform>%n непошкоджених предметів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="157"/>
        <source>%n damaged items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n пошкоджений предмет</numerusform>
            <numerusform>%n пошкоджені предмети</numerusform>
            <numerusform>%n пошкоджених предметів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="173"/>
        <source>the player with the most pieces</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>гравцем, який має на цій галявині найбільше компонентів</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/vagabot.py" line="203"/>
        <source>%n cards</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>
            <numerusform>%n карту</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="233"/>
        <source>the bot has no more exhausted, undamaged items</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>більше виснажених непошкоджених предметів бот не має</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="235"/>
        <source>at most {most}, as the bot has a damaged item</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>щонайбільше {most}, бо бот має пошкоджений предмет</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/vagabot.py" line="237"/>
        <source>at most {most}, as no item of the bot is damaged</source>
        <extracomment>message of vagabot.py</extracomment>
        <translation>щонайбільше {most}, бо жоден предмет бота не пошкоджений</translation>
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
        <translation>Автоматичний Альянс: підготовка фракції</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="5"/>
        <source>Make the bot&apos;s supply of %n warriors.</source>
        <extracomment>node warriors (do); seed 001, 6.3.1</extracomment>
        <translation>
            <numerusform>Створіть запас бота з %n воїна.</numerusform>
            <numerusform>Створіть запас бота з %n воїнів.</numerusform>
            <numerusform>Створіть запас бота з %n воїнів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="12"/>
        <source>Put the %n bases on their spaces in the Bases box.</source>
        <extracomment>node bases (do); seed 001, 6.3.2</extracomment>
        <translation>
            <numerusform>Покладіть %n Базу на відповідне їй місце в полі баз.</numerusform>
            <numerusform>Покладіть %n Бази на відповідні їм місця в полі баз.</numerusform>
            <numerusform>Покладіть %n Баз на відповідні їм місця в полі баз.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_setup.yaml" line="19"/>
        <source>Put the %n sympathy tokens on the Sympathy track.</source>
        <extracomment>node sympathy (do); seed 001, 6.3.3</extracomment>
        <translation>
            <numerusform>Покладіть %n жетон симпатії на шкалу симпатії.</numerusform>
            <numerusform>Покладіть %n жетони симпатії на шкалу симпатії.</numerusform>
            <numerusform>Покладіть %n жетонів симпатії на шкалу симпатії.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/alliance_turn</name>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="1"/>
        <source>Automated Alliance: turn</source>
        <extracomment>chart title</extracomment>
        <translation>Автоматичний Альянс: хід</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="5"/>
        <source>Birdsong: reveal and craft the order card.</source>
        <extracomment>node birdsong (call); seed 001, 6.4</extracomment>
        <translation>Світанок: відкрийте карту наказу й виготовте її.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="11"/>
        <source>Revolt: is the order non-bird, with its base still on the faction board?</source>
        <extracomment>node revolt (check); seed 001, 6.4.3</extracomment>
        <translation>Повстання: чи карта наказу не пташина, а наказана База ще лежить на планшеті фракції?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="11"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <source>Bird</source>
        <extracomment>answer &apos;bird&apos; to &apos;Revolt: is the order non-bird, with its base still on the faction board?&apos;; node revolt (check); seed 001, 6.4.3</extracomment>
        <extracomment>answer &apos;bird&apos; to &apos;Is the order card bird?&apos;; node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <translation>Пташина</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="11"/>
        <source>Base on the map</source>
        <extracomment>answer &apos;base_out&apos; to &apos;Revolt: is the order non-bird, with its base still on the faction board?&apos;; node revolt (check); seed 001, 6.4.3</extracomment>
        <translation>База на мапі</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="11"/>
        <source>Yes</source>
        <extracomment>answer &apos;ask&apos; to &apos;Revolt: is the order non-bird, with its base still on the faction board?&apos;; node revolt (check); seed 001, 6.4.3</extracomment>
        <translation>Так</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="20"/>
        <source>Revolt: is there a sympathetic {suit} clearing?</source>
        <extracomment>node revolt_where (ask); seed 001, 6.4.3</extracomment>
        <translation>Повстання: чи є {suit} галявина із симпатією?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="26"/>
        <source>Revolt: in the sympathetic {suit} clearing with the most enemy pieces (tie: highest priority), remove all enemy pieces, then place the {base} base there.</source>
        <extracomment>node revolt_do (do); seed 001, 6.4.3</extracomment>
        <translation>Повстання: на {suit} галявині із симпатією, де найбільше компонентів опонентів (рівність: найвищий пріоритет), приберіть усі компоненти опонентів, а потім розмістіть там {base} Базу.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="34"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="114"/>
        <source>Is another bot in the game?</source>
        <extracomment>node revolt_bots (check); seed 001, 6</extracomment>
        <extracomment>node bird_bots (check); seed 001, 6</extracomment>
        <translation>Чи є в грі інший бот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="39"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="119"/>
        <source>Revolt: did another bot have pieces in that clearing (the Vagabot: its pawn)? Pick each such bot in turn, then “No other bot”.</source>
        <extracomment>node revolt_who (ask); seed 001, 6.4.3</extracomment>
        <extracomment>node bird_who (ask); seed 001, 6.5.2</extracomment>
        <translation>Повстання: чи були на цій галявині компоненти іншого бота (Волоцюгобота: його фігурка)? Оберіть по черзі кожного такого бота, потім «Жоден інший бот».</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="39"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="119"/>
        <source>No other bot</source>
        <extracomment>answer &apos;none&apos; to &apos;Revolt: did another bot have pieces in that clearing (the Vagabot: its pawn)? Pick each such bot in &apos;; node revolt_who (ask); seed 001, 6.4.3</extracomment>
        <extracomment>answer &apos;none&apos; to &apos;Revolt: did another bot have pieces in that clearing (the Vagabot: its pawn)? Pick each such bot in &apos;; node bird_who (ask); seed 001, 6.5.2</extracomment>
        <translation>Жоден інший бот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="45"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="125"/>
        <source>{bot} loses every piece there.</source>
        <extracomment>node revolt_loser (check); seed 001, 6.4.3</extracomment>
        <extracomment>node bird_loser (check); seed 001, 6.5.2</extracomment>
        <translation>Бот {bot} втрачає там усі свої компоненти.</translation>
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
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="54"/>
        <source>Public Pity: did the bot revolt this Birdsong?</source>
        <extracomment>node pity (check); seed 001, 6.4.4</extracomment>
        <translation>Народне співчуття: чи здійснив бот Повстання під час Світанку цього ходу?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="60"/>
        <source>Public Pity: are %n or more sympathy tokens on the map?</source>
        <extracomment>node pity_count (check); seed 001, 6.4.4</extracomment>
        <translation>
            <numerusform>Народне співчуття: чи є на мапі щонайменше %n жетон симпатії?</numerusform>
            <numerusform>Народне співчуття: чи є на мапі щонайменше %n жетони симпатії?</numerusform>
            <numerusform>Народне співчуття: чи є на мапі щонайменше %n жетонів симпатії?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="69"/>
        <source>Public Pity: Spread Sympathy (first of two).</source>
        <extracomment>node pity_first (call); seed 001, 6.4.4</extracomment>
        <translation>Народне співчуття: Поширення симпатії (перше з двох).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="70"/>
        <source>Public Pity: Spread Sympathy.</source>
        <extracomment>node pity_last (call); seed 001, 6.4.4</extracomment>
        <translation>Народне співчуття: Поширення симпатії.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="71"/>
        <source>Daylight: Spread Sympathy.</source>
        <extracomment>node daylight (call); seed 001, 6.5.1</extracomment>
        <translation>День: Поширення симпатії.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <source>Is the order card bird?</source>
        <extracomment>node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <translation>Чи карта наказу пташина?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="91"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Is the order card bird?&apos;; node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <extracomment>answer &apos;fox&apos; to &apos;Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction &apos;; node bird_where (ask); seed 001, 6.5.2</extracomment>
        <extracomment>part of the text of node bird_fox (check); seed 001, 6</extracomment>
        <translation>Лисяча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="92"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Is the order card bird?&apos;; node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <extracomment>answer &apos;rabbit&apos; to &apos;Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction &apos;; node bird_where (ask); seed 001, 6.5.2</extracomment>
        <extracomment>part of the text of node bird_rabbit (check); seed 001, 6</extracomment>
        <translation>Кроляча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="72"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="93"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Is the order card bird?&apos;; node bird_revolt (check); seed 001, 6.5.2</extracomment>
        <extracomment>answer &apos;mouse&apos; to &apos;Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction &apos;; node bird_where (ask); seed 001, 6.5.2</extracomment>
        <extracomment>part of the text of node bird_mouse (check); seed 001, 6</extracomment>
        <translation>Мишача</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <source>Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction board? If so, which suit has the one with the most enemy pieces (tie: highest priority)?</source>
        <extracomment>node bird_where (ask); seed 001, 6.5.2</extracomment>
        <translation>Несподіване повстання (пташина карта наказу): чи є галявина із симпатією, масть якої відповідає одній із Баз, що ще лежать на планшеті фракції? Якщо так, то та з них, де найбільше компонентів опонентів (рівність: найвищий пріоритет), — лисяча, кроляча чи мишача?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="82"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;Revolt (bird order): is there a sympathetic clearing whose suit matches a base still on the faction &apos;; node bird_where (ask); seed 001, 6.5.2</extracomment>
        <translation>Жодна</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="91"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="92"/>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="93"/>
        <source>Noted: {value}.</source>
        <extracomment>node bird_fox (check); seed 001, 6</extracomment>
        <extracomment>node bird_rabbit (check); seed 001, 6</extracomment>
        <extracomment>node bird_mouse (check); seed 001, 6</extracomment>
        <translation>Записано: {value}.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="94"/>
        <source>Is that base still on the faction board?</source>
        <extracomment>node bird_free (check); seed 001, 6.5.2</extracomment>
        <translation>Чи ця База ще на планшеті фракції?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="101"/>
        <source>The {base} base is already on the map, so that clearing cannot revolt. Look again for a clearing whose suit matches a base still on the faction board.</source>
        <extracomment>node bird_taken (do); seed 001, 2.3</extracomment>
        <translation>На мапі вже є {base} База, тож на цій галявині Повстання не буде. Пошукайте галявину масті Бази, яка ще лежить на планшеті фракції.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="107"/>
        <source>Revolt: remove all enemy pieces from that clearing, then place the {base} base there.</source>
        <extracomment>node bird_do (do); seed 001, 6.5.2</extracomment>
        <translation>Повстання: приберіть з цієї галявини всі компоненти опонентів, а потім розмістіть там {base} Базу.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="134"/>
        <source>Daylight ends.</source>
        <extracomment>node daylight_end (check); seed 001, 6.5</extracomment>
        <translation>День закінчується.</translation>
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
            <numerusform>Перегрупування: чи є в бота на мапі щонайменше %n воїн?</numerusform>
            <numerusform>Перегрупування: чи є в бота на мапі щонайменше %n воїни?</numerusform>
            <numerusform>Перегрупування: чи є в бота на мапі щонайменше %n воїнів?</numerusform>
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
            <numerusform>Перегрупування: чи є галявина з Базою та щонайменше %n воїном Альянсу, де в цьому ході ще не було Перегрупування?</numerusform>
            <numerusform>Перегрупування: чи є галявина з Базою та щонайменше %n воїнами Альянсу, де в цьому ході ще не було Перегрупування?</numerusform>
            <numerusform>Перегрупування: чи є галявина з Базою та щонайменше %n воїнами Альянсу, де в цьому ході ще не було Перегрупування?</numerusform>
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
        <translation>Перегрупування: скільки там воїнів Альянсу?</translation>
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
        <translation>скільки воїнів Альянсу на цій галявині</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="162"/>
        <source>Organize: remove those %n warriors to the bot&apos;s supply (supply now: {supply}), then Spread Sympathy.</source>
        <extracomment>node organize_do (do); seed 001, 6.6.1</extracomment>
        <translation>
            <numerusform>Перегрупування: приберіть цього %n воїна до запасу бота (запас тепер: {supply}), а потім виконайте Поширення симпатії.</numerusform>
            <numerusform>Перегрупування: приберіть цих %n воїнів до запасу бота (запас тепер: {supply}), а потім виконайте Поширення симпатії.</numerusform>
            <numerusform>Перегрупування: приберіть цих %n воїнів до запасу бота (запас тепер: {supply}), а потім виконайте Поширення симпатії.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="171"/>
        <source>Recruit: place a warrior in each clearing with a base: %n in all. Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 6.6.2</extracomment>
        <translation>
            <numerusform>Вербування: розмістіть воїна на кожній галявині з Базою: разом %n воїн. Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: розмістіть воїна на кожній галявині з Базою: разом %n воїни. Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: розмістіть воїна на кожній галявині з Базою: разом %n воїнів. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="179"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="255"/>
        <source>Discard the order card.</source>
        <extracomment>node discard (do); seed 001, 6.6.3</extracomment>
        <extracomment>variant &apos;wildfire&apos;: node discard (do); seed 001, 6.6.3</extracomment>
        <translation>Скиньте карту наказу.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/alliance_turn.yaml" line="184"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="156"/>
        <source>Evening ends.</source>
        <extracomment>node evening_end (check); seed 001, 6.6</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <translation>Вечір закінчується.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="157"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможні очки. ПО тепер: {vp}.</numerusform>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможних очок. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="256"/>
        <source>Wildfire: Spread Sympathy once more. It scores nothing, not even the %n VP of a spread that cannot place a token.</source>
        <extracomment>variant &apos;wildfire&apos;: node wildfire (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Пожежа: бот ще раз виконує Поширення симпатії, але нічого за це не отримує — навіть %n переможного очка, яке отримує, коли не може розмістити жетон симпатії.</numerusform>
            <numerusform>Пожежа: бот ще раз виконує Поширення симпатії, але нічого за це не отримує — навіть %n переможних очок, які отримує, коли не може розмістити жетон симпатії.</numerusform>
            <numerusform>Пожежа: бот ще раз виконує Поширення симпатії, але нічого за це не отримує — навіть %n переможних очок, які отримує, коли не може розмістити жетон симпатії.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/battle_defender</name>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="1"/>
        <source>The defender&apos;s side</source>
        <extracomment>chart title</extracomment>
        <translation>Бік захисника</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="4"/>
        <source>When another bot defended, its losses and its VP go onto its own mat; a player takes theirs at the table.</source>
        <extracomment>chart note</extracomment>
        <translation>Коли захисником був інший бот, його втрати й переможні очки записуються в його власну панель; гравець рахує свої за столом.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="6"/>
        <source>Is another bot in the game?</source>
        <extracomment>node others (check); seed 001, 1.2</extracomment>
        <translation>Чи є в грі інший бот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="11"/>
        <source>Who defended?</source>
        <extracomment>node defender (ask); seed 001, 1.2</extracomment>
        <translation>Хто був захисником?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="11"/>
        <source>A player</source>
        <extracomment>answer &apos;player&apos; to &apos;Who defended?&apos;; node defender (ask); seed 001, 1.2</extracomment>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <source>Which bot attacked?</source>
        <extracomment>node attacker (check); seed 001, 1.2</extracomment>
        <translation>Який бот атакував?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <source>The Vagabot has no buildings or tokens for a defender to remove.</source>
        <extracomment>note of node attacker (check); seed 001, 1.2</extracomment>
        <translation>Волоцюгобот не має будівель чи жетонів, які міг би прибрати захисник.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot attacked?&apos;; node attacker (check); seed 001, 1.2</extracomment>
        <extracomment>answer &apos;marquise&apos; to &apos;Which faction is {bot}?&apos;; node hospitals (check); seed 001, 1.2</extracomment>
        <translation>Механічний Маркіз 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot attacked?&apos;; node attacker (check); seed 001, 1.2</extracomment>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which faction is {bot}?&apos;; node hospitals (check); seed 001, 1.2</extracomment>
        <translation>Електричні Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot attacked?&apos;; node attacker (check); seed 001, 1.2</extracomment>
        <extracomment>answer &apos;alliance&apos; to &apos;Which faction is {bot}?&apos;; node hospitals (check); seed 001, 1.2</extracomment>
        <translation>Автоматичний Альянс</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="17"/>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot attacked?&apos;; node attacker (check); seed 001, 1.2</extracomment>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which faction is {bot}?&apos;; node hospitals (check); seed 001, 1.2</extracomment>
        <translation>Волоцюгобот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="27"/>
        <source>How many of this bot&apos;s buildings and tokens did {bot} remove? {bot} scores a VP for each.</source>
        <extracomment>node def_vp (number); seed 001, 7.5.4</extracomment>
        <translation>Скільки будівель і жетонів цього бота прибрав бот {bot}? За кожен із них бот {bot} отримує одне переможне очко.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="27"/>
        <source>how many buildings and tokens the defender removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node def_vp (number); seed 001, 7.5.4</extracomment>
        <translation>скільки будівель і жетонів прибрав захисник</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="37"/>
        <source>{bot} takes its losses.</source>
        <extracomment>node def_loser (check); seed 001, 1.2.1</extracomment>
        <translation>Бот {bot} зазнає втрат.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="37"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;{bot} takes its losses.&apos;; node def_loser (check); seed 001, 1.2.1</extracomment>
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="47"/>
        <source>Which faction is {bot}?</source>
        <extracomment>node hospitals (check); seed 001, 1.2</extracomment>
        <translation>{bot}: яка це фракція?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="58"/>
        <source>Has {bot} the Hospitals trait?</source>
        <extracomment>node hospitals_trait (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Чи має {bot} програму «Шпиталі»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="67"/>
        <source>Did {bot} lose %n or more warriors as defender?</source>
        <extracomment>node hospitals_lost (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Чи втратив бот {bot} як захисник щонайменше %n воїна?</numerusform>
            <numerusform>Чи втратив бот {bot} як захисник щонайменше %n воїнів?</numerusform>
            <numerusform>Чи втратив бот {bot} як захисник щонайменше %n воїнів?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/battle_defender.yaml" line="77"/>
        <source>Hospitals: {bot} places %n warriors in the keep&apos;s clearing. Its supply now: {supply}.</source>
        <extracomment>node hospitals_do (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Шпиталі: {bot} розміщує %n воїна на галявині з Фортецею. Запас цього бота тепер: {supply}.</numerusform>
            <numerusform>Шпиталі: {bot} розміщує %n воїнів на галявині з Фортецею. Запас цього бота тепер: {supply}.</numerusform>
            <numerusform>Шпиталі: {bot} розміщує %n воїнів на галявині з Фортецею. Запас цього бота тепер: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/battle_results</name>
    <message>
        <location filename="../rules/root_clockwork/charts/battle_results.yaml" line="1"/>
        <source>After a battle</source>
        <extracomment>chart title</extracomment>
        <translation>Після бою</translation>
    </message>
</context>
<context>
    <name>root_clockwork/card_given</name>
    <message>
        <location filename="../rules/root_clockwork/charts/card_given.yaml" line="1"/>
        <source>Poor Manual Dexterity</source>
        <extracomment>chart title</extracomment>
        <translation>Погана спритність рук</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/card_given.yaml" line="4"/>
        <source>Bots have no hand: they draw no cards and discard none. A player who would take a card from a bot draws from the shared deck instead.</source>
        <extracomment>chart note</extracomment>
        <translation>Боти не мають руки: не добирають карт і не скидають їх. Гравець, який мав би добрати карту в бота, добирає її зі спільної колоди.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/card_given.yaml" line="6"/>
        <source>Poor Manual Dexterity: discard the card given to the bot. The bot scores %n VP. VP now: {vp}.</source>
        <extracomment>node given (do); seed 001, 2.8.1</extracomment>
        <translation>
            <numerusform>Погана спритність рук: скиньте карту, віддану ботові. Бот отримує %n переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Погана спритність рук: скиньте карту, віддану ботові. Бот отримує %n переможні очки. ПО тепер: {vp}.</numerusform>
            <numerusform>Погана спритність рук: скиньте карту, віддану ботові. Бот отримує %n переможних очок. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/coop_win</name>
    <message>
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="1"/>
        <source>Fully cooperative play: bots win?</source>
        <extracomment>chart title</extracomment>
        <translation>Повністю кооперативна гра: чи перемагають боти?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="2"/>
        <source>Checked each time the bot scores, so the bots win the moment one of them reaches the goal before every player has.</source>
        <extracomment>chart note</extracomment>
        <translation>Перевіряється щоразу, коли бот отримує очки, тож боти перемагають тієї миті, коли хтось із них досягає мети раніше, ніж усі гравці.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="6"/>
        <source>Fully cooperative play?</source>
        <extracomment>node coop (check); seed 001, 3.5</extracomment>
        <translation>Повністю кооперативна гра?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="11"/>
        <source>Has this bot reached %n VP?</source>
        <extracomment>node won (check); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>Чи має цей бот уже %n переможне очко?</numerusform>
            <numerusform>Чи має цей бот уже %n переможні очки?</numerusform>
            <numerusform>Чи має цей бот уже %n переможних очок?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="19"/>
        <source>This bot has %n VP: unless every player already has {goal}, the bots win and the game ends.</source>
        <extracomment>node bots_win (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>Цей бот має %n переможне очко: якщо не кожен гравець уже має {goal}, боти перемагають і гра закінчується.</numerusform>
            <numerusform>Цей бот має %n переможні очки: якщо не кожен гравець уже має {goal}, боти перемагають і гра закінчується.</numerusform>
            <numerusform>Цей бот має %n переможних очок: якщо не кожен гравець уже має {goal}, боти перемагають і гра закінчується.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/coop_win.yaml" line="19"/>
        <source>%n VP</source>
        <extracomment>part of the text of node bots_win (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>%n переможне очко</numerusform>
            <numerusform>%n переможні очки</numerusform>
            <numerusform>%n переможних очок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_setup</name>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="1"/>
        <source>Electric Eyrie: setup</source>
        <extracomment>chart title</extracomment>
        <translation>Електричні Династії: підготовка фракції</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="5"/>
        <source>Make the bot&apos;s supply of %n warriors.</source>
        <extracomment>node warriors (do); seed 001, 5.3.1</extracomment>
        <translation>
            <numerusform>Створіть запас бота з %n воїна.</numerusform>
            <numerusform>Створіть запас бота з %n воїнів.</numerusform>
            <numerusform>Створіть запас бота з %n воїнів.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="12"/>
        <source>Is the Marquise de Cat or the Mechanical Marquise 2.0 in the game?</source>
        <extracomment>node roost (ask); seed 001, 5.3.2</extracomment>
        <translation>Чи є в грі Маркіза де Кіт або Механічний Маркіз 2.0?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="17"/>
        <source>Place a roost and %n warriors in the corner clearing diagonally opposite the keep token. Supply now: {supply}.</source>
        <extracomment>node roost_keep (do); seed 001, 5.3.2</extracomment>
        <translation>
            <numerusform>Розмістіть Гніздо і %n воїна на кутовій галявині по діагоналі від галявини з жетоном фортеці. Запас тепер: {supply}.</numerusform>
            <numerusform>Розмістіть Гніздо і %n воїнів на кутовій галявині по діагоналі від галявини з жетоном фортеці. Запас тепер: {supply}.</numerusform>
            <numerusform>Розмістіть Гніздо і %n воїнів на кутовій галявині по діагоналі від галявини з жетоном фортеці. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Pick a corner clearing at random for the bot&apos;s first roost.</source>
        <extracomment>node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Випадково оберіть кутову галявину для першого Гнізда бота.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Top left corner</source>
        <extracomment>answer &apos;nw&apos; to &quot;Pick a corner clearing at random for the bot&apos;s first roost.&quot;; node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Верхній лівий кут</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Top right corner</source>
        <extracomment>answer &apos;ne&apos; to &quot;Pick a corner clearing at random for the bot&apos;s first roost.&quot;; node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Верхній правий кут</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Bottom left corner</source>
        <extracomment>answer &apos;sw&apos; to &quot;Pick a corner clearing at random for the bot&apos;s first roost.&quot;; node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Нижній лівий кут</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="27"/>
        <source>Bottom right corner</source>
        <extracomment>answer &apos;se&apos; to &quot;Pick a corner clearing at random for the bot&apos;s first roost.&quot;; node corner (roll); seed 001, 5.3.2</extracomment>
        <translation>Нижній правий кут</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="36"/>
        <source>Place a roost and %n warriors in that corner clearing. Supply now: {supply}.</source>
        <extracomment>node roost_corner (do); seed 001, 5.3.2</extracomment>
        <translation>
            <numerusform>Розмістіть Гніздо і %n воїна на цій кутовій галявині. Запас тепер: {supply}.</numerusform>
            <numerusform>Розмістіть Гніздо і %n воїнів на цій кутовій галявині. Запас тепер: {supply}.</numerusform>
            <numerusform>Розмістіть Гніздо і %n воїнів на цій кутовій галявині. Запас тепер: {supply}.</numerusform>
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
            <numerusform>Вірні візири: підсуньте %n карту Вірного візира під планшет фракції в крайньому правому стовпці Декрету (пташиному), символом назовні.</numerusform>
            <numerusform>Вірні візири: підсуньте %n карти Вірних візирів під планшет фракції в крайньому правому стовпці Декрету (пташиному), символами назовні.</numerusform>
            <numerusform>Вірні візири: підсуньте %n карт Вірних візирів під планшет фракції в крайньому правому стовпці Декрету (пташиному), символами назовні.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_setup.yaml" line="56"/>
        <source>Put the other %n roosts on the Roosts track from right to left, filling every space but the leftmost.</source>
        <extracomment>node track (do); seed 001, 5.3.4</extracomment>
        <translation>
            <numerusform>Покладіть решту %n Гніздо на шкалу гнізд справа наліво, заповнивши всі поля, крім крайнього лівого.</numerusform>
            <numerusform>Покладіть решту %n Гнізда на шкалу гнізд справа наліво, заповнивши всі поля, крім крайнього лівого.</numerusform>
            <numerusform>Покладіть решту %n Гнізд на шкалу гнізд справа наліво, заповнивши всі поля, крім крайнього лівого.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="114"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="137"/>
        <source>Also put a bird ambush card from the shared deck into the bird column of the Decree.</source>
        <extracomment>variant &apos;challenging&apos;: node ambush (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node ambush (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>Також покладіть пташину карту засідки зі спільної колоди в пташиний стовпець Декрету.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/eyrie_turn</name>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="1"/>
        <source>Electric Eyrie: turn</source>
        <extracomment>chart title</extracomment>
        <translation>Електричні Династії: хід</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="4"/>
        <source>Lords of the Forest (5.2.1): a clearing counts as ruled by the Eyrie where its warriors and buildings together equal the most any enemy has there; never an empty clearing.</source>
        <extracomment>chart note</extracomment>
        <translation>Володарі лісу (5.2.1): Династії контролюють галявину й тоді, коли мають на ній разом стільки ж воїнів і будівель, скільки опонент, що має їх там найбільше. Порожніх галявин вони не контролюють.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="6"/>
        <source>Birdsong: reveal and craft the order card.</source>
        <extracomment>node birdsong (call); seed 001, 5.4</extracomment>
        <translation>Світанок: відкрийте карту наказу й виготовте її.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="12"/>
        <source>Add to Decree: tuck the order card into the {suit} column of the Decree (%n cards there now).</source>
        <extracomment>node add_to_decree (do); seed 001, 5.4.3</extracomment>
        <translation>
            <numerusform>Додавання карти до Декрету: підсуньте карту наказу в {suit} стовпець Декрету (у ньому зараз %n карта).</numerusform>
            <numerusform>Додавання карти до Декрету: підсуньте карту наказу в {suit} стовпець Декрету (у ньому зараз %n карти).</numerusform>
            <numerusform>Додавання карти до Декрету: підсуньте карту наказу в {suit} стовпець Декрету (у ньому зараз %n карт).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="20"/>
        <source>A New Roost: does the bot have a roost on the map?</source>
        <extracomment>node roost_on_map (check); seed 001, 5.4.4</extracomment>
        <translation>Нове гніздо: чи має бот Гніздо на мапі?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="27"/>
        <source>A New Roost: place a roost and %n warriors in the highest-priority {clearing} where all of them can be placed. Could they be placed?</source>
        <extracomment>node new_roost (ask); seed 001, 5.4.4</extracomment>
        <translation>
            <numerusform>Нове гніздо: розмістіть Гніздо і %n воїна на {clearing} з найвищим пріоритетом, де можна розмістити їх усіх. Чи вдалося їх розмістити?</numerusform>
            <numerusform>Нове гніздо: розмістіть Гніздо і %n воїнів на {clearing} з найвищим пріоритетом, де можна розмістити їх усіх. Чи вдалося їх розмістити?</numerusform>
            <numerusform>Нове гніздо: розмістіть Гніздо і %n воїнів на {clearing} з найвищим пріоритетом, де можна розмістити їх усіх. Чи вдалося їх розмістити?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="27"/>
        <source>This step is not printed on the faction board. A roost that cannot be placed causes Turmoil (5.7).</source>
        <extracomment>note of node new_roost (ask); seed 001, 5.4.4</extracomment>
        <translation>Цього етапу немає на планшеті фракції. Гніздо, яке не можна розмістити, спричиняє Смуту (5.7).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="35"/>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="116"/>
        <source>Roost placed.</source>
        <extracomment>node new_roost_placed (check); seed 001, 5.4.4</extracomment>
        <extracomment>node built (check); seed 001, 5.5.2</extracomment>
        <translation>Гніздо розміщено.</translation>
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
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="36"/>
        <source>Warriors placed.</source>
        <extracomment>node new_roost_warriors (check); seed 001, 5.4.4</extracomment>
        <translation>Воїнів розміщено.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="37"/>
        <source>Resolve the Decree, Recruit: the first column with cards, left to right.</source>
        <extracomment>node recruit_first (check); seed 001, 5.5.1</extracomment>
        <translation>Виконання Декрету, Вербування: перший стовпець із картами, зліва направо.</translation>
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
        <translation>Наступний стовпець</translation>
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
        <translation>Більше немає стовпців</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="43"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="201"/>
        <source>Recruit: is there a {clearing} with a roost?</source>
        <extracomment>node recruit_where (ask); seed 001, 5.5.1.I</extracomment>
        <extracomment>variant &apos;nobility&apos;: node recruit_where (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Вербування: чи є Гніздо на {clearing}?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="51"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="200"/>
        <source>Recruit: place %n warriors in a {clearing} with a roost. Ties: the one with the most enemy pieces, then the fewest Eyrie warriors, then the lowest priority. Supply now: {supply}.</source>
        <extracomment>node recruit (do); seed 001, 5.5.1.I</extracomment>
        <extracomment>variant &apos;nobility&apos;: node recruit (do); seed 001, 5.5.1.I</extracomment>
        <translation>
            <numerusform>Вербування: розмістіть %n воїна на {clearing} з Гніздом. Рівність: та, де найбільше компонентів опонентів, потім найменше воїнів Династій, потім найнижчий пріоритет. Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: розмістіть %n воїнів на {clearing} з Гніздом. Рівність: та, де найбільше компонентів опонентів, потім найменше воїнів Династій, потім найнижчий пріоритет. Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: розмістіть %n воїнів на {clearing} з Гніздом. Рівність: та, де найбільше компонентів опонентів, потім найменше воїнів Династій, потім найнижчий пріоритет. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="59"/>
        <source>Recruit: the next column with cards.</source>
        <extracomment>node recruit_next (check); seed 001, 5.5.1</extracomment>
        <translation>Вербування: наступний стовпець із картами.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="65"/>
        <source>Resolve the Decree, Move: the first column with cards, left to right.</source>
        <extracomment>node move_first (check); seed 001, 5.5.1</extracomment>
        <translation>Виконання Декрету, Рух: перший стовпець із картами, зліва направо.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="71"/>
        <source>Move: from the {clearing} ruled by the bot with the most Eyrie warriors, move into an adjacent clearing without a roost (if every adjacent clearing has one, into one with a roost). Leave behind as many warriors as it needs to keep rule, or {n} if that is more. Destination ties: the fewest enemy pieces, then the lowest priority.</source>
        <extracomment>node move (do); seed 001, 5.5.1.II</extracomment>
        <translation>Рух: на {clearing}, яку контролює бот і де найбільше воїнів Династій, візьміть воїнів і перемістіть їх на сусідню галявину без Гнізда (якщо кожна сусідня має Гніздо — на галявину з Гніздом). На початковій галявині залиште стільки воїнів, скільки потрібно, щоб і далі її контролювати, або {n}, якщо це більше. Рівність при виборі цільової галявини: найменше компонентів опонентів, потім найнижчий пріоритет.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="71"/>
        <source>Origin ties: the clearing with the highest priority (2.1). A column with no such clearing moves nothing (Target Legality, 2.3).</source>
        <extracomment>note of node move (do); seed 001, 5.5.1.II</extracomment>
        <translation>Рівність при виборі початкової галявини: галявина з найвищим пріоритетом (2.1). Стовпець без такої галявини не виконує Руху (Правила відбору цілей, 2.3).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="78"/>
        <source>Move: the next column with cards.</source>
        <extracomment>node move_next (check); seed 001, 5.5.1</extracomment>
        <translation>Рух: наступний стовпець із картами.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="84"/>
        <source>Resolve the Decree, Battle: the first column with cards, left to right.</source>
        <extracomment>node battle_first (check); seed 001, 5.5.1</extracomment>
        <translation>Виконання Декрету, Бій: перший стовпець із картами, зліва направо.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="90"/>
        <source>Battle in a {clearing} against the player with the most buildings there (even none). Clearing ties: no roost, then the most defenseless buildings, then the lowest priority. Defender ties: the most pieces there, then more VP. Extra hits: {extra}. Did the bot battle?</source>
        <extracomment>node battle (ask); seed 001, 5.5.1.III</extracomment>
        <translation>Почніть бій на {clearing}; захисник — гравець або бот із найбільшою кількістю будівель на галявині (навіть нуль). Рівність при виборі галявини: без Гнізда, потім найбільше беззахисних будівель, потім найнижчий пріоритет. Рівність при виборі захисника: найбільше компонентів на галявині, потім більше ПО. Додаткові влучання: {extra}. Чи провів бот бій?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="90"/>
        <source>The extra hit comes when this column holds more cards than every other column.</source>
        <extracomment>note of node battle (ask); seed 001, 5.5.1.III</extracomment>
        <translation>Додаткове влучання бот завдає, коли в цьому стовпці більше карт, ніж у кожному іншому.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="98"/>
        <source>Battle: the next column with cards.</source>
        <extracomment>node battle_next (check); seed 001, 5.5.1</extracomment>
        <translation>Бій: наступний стовпець із картами.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="104"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="210"/>
        <source>The Decree is resolved.</source>
        <extracomment>node decree_done (check); seed 001, 5.5.1</extracomment>
        <extracomment>variant &apos;relentless&apos;: node decree_done (check); source: none given</extracomment>
        <translation>Декрет виконано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="105"/>
        <source>Build: is a roost left on the Roosts track?</source>
        <extracomment>node roost_left (check); seed 001, 5.5.2</extracomment>
        <translation>Будівництво: чи лишилося Гніздо на шкалі гнізд?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="111"/>
        <source>Build: place a roost in the highest-priority clearing ruled by the bot that has no roost. Could it be placed?</source>
        <extracomment>node build (ask); seed 001, 5.5.2</extracomment>
        <translation>Будівництво: розмістіть Гніздо на контрольованій ботом галявині без Гнізда з найвищим пріоритетом. Чи вдалося його розмістити?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="117"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="218"/>
        <source>Daylight ends.</source>
        <extracomment>node daylight_end (check); seed 001, 5.5</extracomment>
        <extracomment>variant &apos;swoop&apos;: node daylight_end (check); source: none given</extracomment>
        <translation>День закінчується.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="118"/>
        <source>Turmoil. Humiliate: the bot loses %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</source>
        <extracomment>node turmoil (do); seed 001, 5.7.1</extracomment>
        <translation>
            <numerusform>Смута. Приниження: бот втрачає %n переможне очко, по одному за кожну пташину карту в Декреті (разом із Вірними візирами). ПО тепер: {vp}.</numerusform>
            <numerusform>Смута. Приниження: бот втрачає %n переможні очки, по одному за кожну пташину карту в Декреті (разом із Вірними візирами). ПО тепер: {vp}.</numerusform>
            <numerusform>Смута. Приниження: бот втрачає %n переможних очок, по одному за кожну пташину карту в Декреті (разом із Вірними візирами). ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="126"/>
        <source>Purge: discard every card of the Decree (%n cards) except the Loyal Viziers, which stay in the bird column. Then Rest: go on to Evening.</source>
        <extracomment>node purge (do); seed 001, 5.7.2</extracomment>
        <translation>
            <numerusform>Чистка: скиньте з Декрету %n карту — усі, крім Вірних візирів, яких залиште в пташиному стовпці. Потім Відпочинок: перейдіть до Вечора.</numerusform>
            <numerusform>Чистка: скиньте з Декрету %n карти — усі, крім Вірних візирів, яких залиште в пташиному стовпці. Потім Відпочинок: перейдіть до Вечора.</numerusform>
            <numerusform>Чистка: скиньте з Декрету %n карт — усі, крім Вірних візирів, яких залиште в пташиному стовпці. Потім Відпочинок: перейдіть до Вечора.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="134"/>
        <source>Evening: score the Roosts track.</source>
        <extracomment>node evening (check); seed 001, 5.6</extracomment>
        <translation>Вечір: Підрахунок шкали гнізд.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="137"/>
        <source>Does the rightmost empty space of the Roosts track show any VP?</source>
        <extracomment>node score_any (check); seed 001, 5.6</extracomment>
        <translation>Чи дає крайнє праве порожнє поле шкали гнізд переможні очки?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="144"/>
        <source>Score: the bot scores no VP, as the rightmost empty space of the {track} shows none. VP now: {vp}.</source>
        <extracomment>node score_none (do); seed 001, 5.6</extracomment>
        <translation>Підрахунок: бот не отримує переможних очок, бо крайнє праве порожнє поле ({track}) їх не дає. ПО тепер: {vp}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="150"/>
        <source>Score: the bot scores %n VP, shown on the rightmost empty space of the {track}. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 5.6</extracomment>
        <translation>
            <numerusform>Підрахунок: бот отримує %n переможне очко з крайнього правого порожнього поля ({track}). ПО тепер: {vp}.</numerusform>
            <numerusform>Підрахунок: бот отримує %n переможні очки з крайнього правого порожнього поля ({track}). ПО тепер: {vp}.</numerusform>
            <numerusform>Підрахунок: бот отримує %n переможних очок з крайнього правого порожнього поля ({track}). ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/eyrie_turn.yaml" line="159"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="152"/>
        <source>Evening ends.</source>
        <extracomment>node evening_end (check); seed 001, 5.6</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <translation>Вечір закінчується.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="153"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможні очки. ПО тепер: {vp}.</numerusform>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможних очок. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="202"/>
        <source>Nobility: could every one of those warriors be placed?</source>
        <extracomment>variant &apos;nobility&apos;: node recruit_ok (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Знать: чи вдалося розмістити кожного з цих воїнів?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="203"/>
        <source>Turmoil. Nobility: the bot scores %n VP, one per bird card in the Decree (Loyal Viziers included). VP now: {vp}.</source>
        <extracomment>variant &apos;nobility&apos;: node turmoil (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Смута. Знать: бот отримує %n переможне очко, по одному за кожну пташину карту в Декреті (разом із Вірними візирами). ПО тепер: {vp}.</numerusform>
            <numerusform>Смута. Знать: бот отримує %n переможні очки, по одному за кожну пташину карту в Декреті (разом із Вірними візирами). ПО тепер: {vp}.</numerusform>
            <numerusform>Смута. Знать: бот отримує %n переможних очок, по одному за кожну пташину карту в Декреті (разом із Вірними візирами). ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="211"/>
        <source>Relentless: in every clearing with Eyrie warriors, remove all defenseless enemy buildings and tokens.</source>
        <extracomment>variant &apos;relentless&apos;: node relentless (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Безжальні: на кожній галявині з воїнами Династій приберіть усі беззахисні будівлі й жетони опонентів.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="219"/>
        <source>Swoop: place %n warriors in the highest-priority clearing with no Eyrie pieces. Supply now: {supply}.</source>
        <extracomment>variant &apos;swoop&apos;: node swoop (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Наліт: розмістіть %n воїна на галявині з найвищим пріоритетом, де немає компонентів Династій. Запас тепер: {supply}.</numerusform>
            <numerusform>Наліт: розмістіть %n воїнів на галявині з найвищим пріоритетом, де немає компонентів Династій. Запас тепер: {supply}.</numerusform>
            <numerusform>Наліт: розмістіть %n воїнів на галявині з найвищим пріоритетом, де немає компонентів Династій. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/full_removal</name>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="1"/>
        <source>Full Removal</source>
        <extracomment>chart title</extracomment>
        <translation>Велика чистка</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Is this bot the Vagabot?</source>
        <extracomment>node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Чи цей бот — Волоцюгобот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Is this bot the Vagabot?&apos;; node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Механічний Маркіз 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Is this bot the Vagabot?&apos;; node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Електричні Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Is this bot the Vagabot?&apos;; node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Автоматичний Альянс</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="5"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Is this bot the Vagabot?&apos;; node vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Волоцюгобот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="14"/>
        <source>Only the Vagabot has Full Removal.</source>
        <extracomment>node not_vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Велику чистку має лише Волоцюгобот.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="14"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Only the Vagabot has Full Removal.&apos;; node not_vagabot (check); seed 001, 7.2.1.1</extracomment>
        <translation>Записано</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/full_removal.yaml" line="19"/>
        <source>Full Removal: an enemy removed other players&apos; pieces from the Vagabot&apos;s clearing (a Revolt, a Favor card, a bomb plot...). Damage %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node damage (do); seed 001, 7.2.1.1</extracomment>
        <translation>
            <numerusform>Велика чистка: опонент прибрав компоненти інших гравців із галявини Волоцюгобота (Повстання, карта послуги, бомба змови...). Пошкодьте %n предмет, спершу виснажений. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
            <numerusform>Велика чистка: опонент прибрав компоненти інших гравців із галявини Волоцюгобота (Повстання, карта послуги, бомба змови...). Пошкодьте %n предмети, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
            <numerusform>Велика чистка: опонент прибрав компоненти інших гравців із галявини Волоцюгобота (Повстання, карта послуги, бомба змови...). Пошкодьте %n предметів, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/general_rules</name>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="1"/>
        <source>Rules for every bot</source>
        <extracomment>chart title</extracomment>
        <translation>Правила для кожного бота</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="5"/>
        <source>Crafting: a bot crafts without activating crafting pieces, but the item must be in the supply. It scores %n VP for a crafted card, whatever the card shows, and never crafts a card with a persistent effect.</source>
        <extracomment>node crafting (do); seed 001, 1.1</extracomment>
        <translation>
            <numerusform>Виготовлення: бот виготовляє без активації компонентів для виготовлення, але предмет має бути в запасі. За виготовлену карту він отримує %n переможне очко, хоч би що було на карті, і ніколи не виготовляє карту з постійним ефектом.</numerusform>
            <numerusform>Виготовлення: бот виготовляє без активації компонентів для виготовлення, але предмет має бути в запасі. За виготовлену карту він отримує %n переможні очки, хоч би що було на карті, і ніколи не виготовляє карту з постійним ефектом.</numerusform>
            <numerusform>Виготовлення: бот виготовляє без активації компонентів для виготовлення, але предмет має бути в запасі. За виготовлену карту він отримує %n переможних очок, хоч би що було на карті, і ніколи не виготовляє карту з постійним ефектом.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="12"/>
        <source>Dominance cards: a bot never plays one to change how it wins.</source>
        <extracomment>node dominance (do); seed 001, 1.3</extracomment>
        <translation>Карти домінування: бот ніколи не грає карту домінування, щоб змінити умову перемоги.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="17"/>
        <source>Clearing Target Priority: a bot picks clearings by the action&apos;s own rules; if that leaves a tie, it takes the clearing whose priority marker is highest ({high} is the highest, {low} the lowest).</source>
        <extracomment>node clearing (do); seed 001, 2.1</extracomment>
        <translation>Алгоритм вибору галявини: бот обирає галявини за правилами самої дії; якщо лишається рівність, він бере галявину, чий маркер пріоритету найвищий ({high} — найвищий, {low} — найнижчий).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="23"/>
        <source>Player Target Priority: if the action&apos;s rules leave a tie between factions, a bot takes the first of them in setup order: Marquise de Cat, Eyrie Dynasties, Woodland Alliance, Vagabond, second Vagabond, Lizard Cult, Riverfolk Company, Underground Duchy, Corvid Conspiracy.</source>
        <extracomment>node player (do); seed 001, 2.2</extracomment>
        <translation>Алгоритм вибору опонента: якщо правила дії лишають рівність між фракціями, бот обирає першу з них за порядком підготовки: Маркіза де Кіт, Династії Орлиних Гнізд, Альянс Лісових Створінь, Волоцюга, другий Волоцюга, Ящірні Культисти, Компанія Річкових Племен, Підземне Князівство, Воронова Змова.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="28"/>
        <source>Target Legality: if the chosen clearing or faction cannot be targeted, try another that meets the same criteria, then the next one down, until the action succeeds or every target has been tried.</source>
        <extracomment>node legality (do); seed 001, 2.3</extracomment>
        <translation>Правила відбору цілей: якщо обрану галявину чи фракцію не можна зробити ціллю, спробуйте іншу, що відповідає тим самим вимогам, потім наступну за порядком, доки дія не вдасться або кожну ціль не буде перевірено.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="33"/>
        <source>Action Order: when the order of several actions could change their result, resolve them from the highest-priority clearing down; moves go by the priority of their origin clearings.</source>
        <extracomment>node order (do); seed 001, 2.4</extracomment>
        <translation>Порядок дій: якщо порядок кількох дій може змінити їхній результат, виконуйте їх від галявини з найвищим пріоритетом донизу; Рух — за пріоритетом початкових галявин.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="38"/>
        <source>&quot;Such a clearing&quot; or &quot;such a player&quot; means one that meets every criterion listed for that action. Players are the people at the table; bots are the automated factions.</source>
        <extracomment>node such (do); seed 001, 2.5</extracomment>
        <translation>«Така галявина» чи «такий опонент» означає галявину чи опонента, що відповідають усім критеріям, переліченим для цієї дії. «Гравець» — це реальний гравець за столом, «бот» — автоматична фракція.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="43"/>
        <source>Hates Surprises: no one may play an ambush card against a bot.</source>
        <extracomment>node surprises (do); seed 001, 2.8.2</extracomment>
        <translation>Неприязнь до несподіванок: ніхто не може зіграти карту засідки проти бота.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="48"/>
        <source>Poor Manual Dexterity: bots have no hand. A player who would take a card from a bot draws from the shared deck instead; a card given to a bot is discarded and the bot scores %n VP.</source>
        <extracomment>node dexterity (do); seed 001, 2.8.1</extracomment>
        <translation>
            <numerusform>Погана спритність рук: боти не беруть карт на руку. Гравець, який мав би добрати карту в бота, натомість добирає її зі спільної колоди; гравець, який мав би віддати карту ботові, натомість скидає її, а бот отримує %n переможне очко.</numerusform>
            <numerusform>Погана спритність рук: боти не беруть карт на руку. Гравець, який мав би добрати карту в бота, натомість добирає її зі спільної колоди; гравець, який мав би віддати карту ботові, натомість скидає її, а бот отримує %n переможні очки.</numerusform>
            <numerusform>Погана спритність рук: боти не беруть карт на руку. Гравець, який мав би добрати карту в бота, натомість добирає її зі спільної колоди; гравець, який мав би віддати карту ботові, натомість скидає її, а бот отримує %n переможних очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="55"/>
        <source>Fully cooperative play: remove the %n dominance cards at setup. The players win only if every one of them reaches {goal} before any bot does. Bots never treat each other&apos;s pieces as enemy pieces when they pick clearings, and never battle each other.</source>
        <extracomment>node coop (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>Повністю кооперативна гра: під час підготовки приберіть %n карту домінування. Гравці перемагають, лише якщо кожен із них набере {goal} раніше за будь-якого бота. Обираючи галявини, боти ніколи не вважають компоненти одне одного ворожими і ніколи не б’ються між собою.</numerusform>
            <numerusform>Повністю кооперативна гра: під час підготовки приберіть %n карти домінування. Гравці перемагають, лише якщо кожен із них набере {goal} раніше за будь-якого бота. Обираючи галявини, боти ніколи не вважають компоненти одне одного ворожими і ніколи не б’ються між собою.</numerusform>
            <numerusform>Повністю кооперативна гра: під час підготовки приберіть %n карт домінування. Гравці перемагають, лише якщо кожен із них набере {goal} раніше за будь-якого бота. Обираючи галявини, боти ніколи не вважають компоненти одне одного ворожими і ніколи не б’ються між собою.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/general_rules.yaml" line="55"/>
        <source>%n VP</source>
        <extracomment>part of the text of node coop (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>%n переможне очко</numerusform>
            <numerusform>%n переможні очки</numerusform>
            <numerusform>%n переможних очок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/losses</name>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="1"/>
        <source>The bot&apos;s losses</source>
        <extracomment>chart title</extracomment>
        <translation>Втрати бота</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="4"/>
        <source>The table removes the pieces; the bot decides which ones: its tokens before any building, and when it could remove buildings of several types, a type picked at random.</source>
        <extracomment>chart note</extracomment>
        <translation>Компоненти прибирають гравці за столом; бот вирішує, які: перш ніж прибрати будь-яку свою будівлю, він спершу прибирає всі свої жетони, а якщо може прибрати будівлі кількох типів, будівлі обирають випадково.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="8"/>
        <source>Whose pieces are lost, and how?</source>
        <extracomment>node whose (check); seed 001, 1.2.1</extracomment>
        <translation>Чиї компоненти втрачено і як?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="8"/>
        <source>The bot&apos;s own, by hits</source>
        <extracomment>answer &apos;self&apos; to &apos;Whose pieces are lost, and how?&apos;; node whose (check); seed 001, 1.2.1</extracomment>
        <translation>Власні бота, унаслідок влучань</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="8"/>
        <source>Another bot&apos;s, by hits</source>
        <extracomment>answer &apos;hits&apos; to &apos;Whose pieces are lost, and how?&apos;; node whose (check); seed 001, 1.2.1</extracomment>
        <translation>Іншого бота, унаслідок влучань</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="8"/>
        <source>Another bot&apos;s, every piece in the clearing</source>
        <extracomment>answer &apos;all&apos; to &apos;Whose pieces are lost, and how?&apos;; node whose (check); seed 001, 1.2.1</extracomment>
        <translation>Іншого бота, усі на галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="18"/>
        <source>Which bot is it?</source>
        <extracomment>node own_faction (check); seed 001, 1.2.1</extracomment>
        <translation>Який це бот?</translation>
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
        <translation>Механічний Маркіз 2.0</translation>
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
        <translation>Електричні Династії</translation>
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
        <translation>Автоматичний Альянс</translation>
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
        <translation>Волоцюгобот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="27"/>
        <source>Which faction is {bot}?</source>
        <extracomment>node faction (check); seed 001, 1.2.1</extracomment>
        <translation>{bot}: яка це фракція?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="38"/>
        <source>How many of {bot}&apos;s warriors were removed?</source>
        <extracomment>node warriors (number); seed 001, 1.2</extracomment>
        <translation>{bot}: скількох воїнів цього бота прибрано?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="38"/>
        <source>how many of the bot&apos;s warriors were removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node warriors (number); seed 001, 1.2</extracomment>
        <translation>скількох воїнів бота прибрано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="49"/>
        <source>How many more hits does {bot} take on its other pieces in that clearing?</source>
        <extracomment>node hits (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: скільки ще влучань отримують інші компоненти цього бота на цій галявині?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="49"/>
        <source>how many more hits the bot takes on its other pieces</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node hits (number); seed 001, 1.2.1</extracomment>
        <translation>скільки ще влучань отримують інші компоненти бота</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="58"/>
        <source>Are hits left for its other pieces?</source>
        <extracomment>node any_hits (check); seed 001, 1.2.1</extracomment>
        <translation>Чи лишилися влучання для інших його компонентів?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="64"/>
        <source>Which bot loses pieces?</source>
        <extracomment>node pieces (check); seed 001, 1.2.1</extracomment>
        <translation>Який бот втратив компоненти?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="75"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="330"/>
        <source>Is the keep token on the map?</source>
        <extracomment>node mq_keep (check); seed 001, 1.2.1</extracomment>
        <extracomment>node all_keep (check); seed 001, 1.2.1</extracomment>
        <translation>Чи жетон фортеці на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="81"/>
        <source>Tokens go first: is {bot}&apos;s keep token in that clearing?</source>
        <extracomment>node mq_keep_here (ask); seed 001, 4.2.1</extracomment>
        <translation>{bot}: спершу жетони. Чи є жетон фортеці цього бота на цій галявині?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="87"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="342"/>
        <source>Remove {bot}&apos;s keep token and put it back in the box.</source>
        <extracomment>node mq_keep_gone (do); seed 001, 4.2.1</extracomment>
        <extracomment>node all_keep_gone (do); seed 001, 4.2.1</extracomment>
        <translation>{bot}: приберіть жетон фортеці цього бота й покладіть його назад у коробку.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="96"/>
        <source>Are hits left for its buildings?</source>
        <extracomment>node mq_more (check); seed 001, 1.2.1</extracomment>
        <translation>Чи лишилися влучання для його будівель?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="102"/>
        <source>How many sawmills of {bot} are in that clearing?</source>
        <extracomment>node mq_sawmills (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: скільки Лісопилок цього бота на цій галявині?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="102"/>
        <source>how many sawmills the bot has in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node mq_sawmills (number); seed 001, 1.2.1</extracomment>
        <translation>скільки Лісопилок бота на цій галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="111"/>
        <source>How many workshops of {bot} are in that clearing?</source>
        <extracomment>node mq_workshops (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: скільки Майстерень цього бота на цій галявині?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="111"/>
        <source>how many workshops the bot has in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node mq_workshops (number); seed 001, 1.2.1</extracomment>
        <translation>скільки Майстерень бота на цій галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="120"/>
        <source>How many recruiters of {bot} are in that clearing?</source>
        <extracomment>node mq_recruiters (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: скільки Казарм цього бота на цій галявині?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="120"/>
        <source>how many recruiters the bot has in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node mq_recruiters (number); seed 001, 1.2.1</extracomment>
        <translation>скільки Казарм бота на цій галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="129"/>
        <source>Which building does the next hit remove?</source>
        <extracomment>node mq_pick (check); seed 001, 1.2.1</extracomment>
        <translation>Яку будівлю прибирає наступне влучання?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="129"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <translation>Жодна</translation>
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
        <translation>Лісопилка</translation>
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
        <translation>Майстерня</translation>
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
        <translation>Казарма</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="129"/>
        <source>At random</source>
        <extracomment>answer &apos;roll_sw&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;roll_sr&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;roll_wr&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;roll_all&apos; to &apos;Which building does the next hit remove?&apos;; node mq_pick (check); seed 001, 1.2.1</extracomment>
        <translation>Випадково</translation>
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
        <translation>{bot}: випадково оберіть, яку з будівель цього бота на цій галявині прибирає це влучання.</translation>
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
            <numerusform>{bot}: приберіть із цієї галявини будівлю цього бота: {building} (на мапі лишилася %n).</numerusform>
            <numerusform>{bot}: приберіть із цієї галявини будівлю цього бота: {building} (на мапі лишилося %n).</numerusform>
            <numerusform>{bot}: приберіть із цієї галявини будівлю цього бота: {building} (на мапі лишилося %n).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="202"/>
        <source>Is a roost of {bot} in that clearing?</source>
        <extracomment>node ey_roost (ask); seed 001, 5.5.2</extracomment>
        <translation>{bot}: чи є на цій галявині Гніздо цього бота?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="208"/>
        <source>Roost removed.</source>
        <extracomment>node ey_roost_gone (check); seed 001, 1.2.1</extracomment>
        <translation>Гніздо прибрано.</translation>
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
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="215"/>
        <source>Tokens go first: is a sympathy token of {bot} in that clearing?</source>
        <extracomment>node al_sympathy (ask); seed 001, 6.2.1</extracomment>
        <translation>{bot}: спершу жетони. Чи є на цій галявині жетон симпатії цього бота?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="221"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="394"/>
        <source>Sympathy token removed.</source>
        <extracomment>node al_sympathy_gone (check); seed 001, 1.2.1</extracomment>
        <extracomment>node all_sympathy_gone (check); seed 001, 1.2.1</extracomment>
        <translation>Жетон симпатії прибрано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="227"/>
        <source>Are these the bot&apos;s own losses, not a defender&apos;s in its battle?</source>
        <extracomment>node al_self (check); seed 001, 6.2.3</extracomment>
        <translation>Чи це власні втрати бота, а не захисника в його бою?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="227"/>
        <source>Only players trigger Automated Outrage: when this bot&apos;s battle removed the token, no Outrage follows.</source>
        <extracomment>note of node al_self (check); seed 001, 6.2.3</extracomment>
        <translation>Автоматичне обурення викликають лише гравці: коли жетон прибрав бій цього бота, Обурення не настає.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="235"/>
        <source>Automated Outrage is settled here for a token removed by hits, so the token leaves the mat once: do not also start the Automated Outrage routine for it.</source>
        <extracomment>note of node al_outrage (call); seed 001, 6.2.3</extracomment>
        <translation>Автоматичне обурення за жетон, прибраний влучаннями, вирішується тут, тож жетон зникає з панелі бота один раз: не запускайте для нього ще й процедуру Автоматичного обурення.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="242"/>
        <source>Are hits left for its base?</source>
        <extracomment>node al_more (check); seed 001, 1.2.1</extracomment>
        <translation>Чи лишилися влучання для його Бази?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <source>Is a base of {bot} in that clearing? Which one?</source>
        <extracomment>node al_base (ask); seed 001, 6.2.4</extracomment>
        <translation>{bot}: чи є на цій галявині База цього бота? Яка?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="258"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Is a base of {bot} in that clearing? Which one?&apos;; node al_base (ask); seed 001, 6.2.4</extracomment>
        <extracomment>part of the text of node al_base_fox (check); seed 001, 1.2.1</extracomment>
        <translation>Лисяча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="259"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Is a base of {bot} in that clearing? Which one?&apos;; node al_base (ask); seed 001, 6.2.4</extracomment>
        <extracomment>part of the text of node al_base_rabbit (check); seed 001, 1.2.1</extracomment>
        <translation>Кроляча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="260"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Is a base of {bot} in that clearing? Which one?&apos;; node al_base (ask); seed 001, 6.2.4</extracomment>
        <extracomment>part of the text of node al_base_mouse (check); seed 001, 1.2.1</extracomment>
        <translation>Мишача</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="248"/>
        <source>None</source>
        <comment>no base</comment>
        <extracomment>answer &apos;none&apos; to &apos;Is a base of {bot} in that clearing? Which one?&apos;; node al_base (ask); seed 001, 6.2.4</extracomment>
        <translation>Жодна</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="258"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="259"/>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="260"/>
        <source>Noted: {value}.</source>
        <extracomment>node al_base_fox (check); seed 001, 1.2.1</extracomment>
        <extracomment>node al_base_rabbit (check); seed 001, 1.2.1</extracomment>
        <extracomment>node al_base_mouse (check); seed 001, 1.2.1</extracomment>
        <translation>Записано: {value}.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="261"/>
        <source>Crackdown: remove every sympathy token of {bot} from {suit} clearings. How many did you remove?</source>
        <extracomment>node crackdown (number); seed 001, 6.2.4</extracomment>
        <translation>{bot}, Деактивація: приберіть усі жетони симпатії цього бота з {suit} галявин. Скільки їх прибрано?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="261"/>
        <source>how many of the bot&apos;s sympathy tokens were removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node crackdown (number); seed 001, 6.2.4</extracomment>
        <translation>скільки жетонів симпатії бота прибрано</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="271"/>
        <source>Crackdown: the {base} base goes back to the Bases box; %n sympathy tokens leave the map.</source>
        <extracomment>node crackdown_do (do); seed 001, 6.2.4</extracomment>
        <translation>
            <numerusform>Деактивація: {base} База повертається в поле баз; %n жетон симпатії зникає з мапи.</numerusform>
            <numerusform>Деактивація: {base} База повертається в поле баз; %n жетони симпатії зникають з мапи.</numerusform>
            <numerusform>Деактивація: {base} База повертається в поле баз; %n жетонів симпатії зникає з мапи.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="280"/>
        <source>How many hits does {bot} take?</source>
        <extracomment>node vb_hits (number); seed 001, 7.2.5</extracomment>
        <translation>{bot}: скільки влучань отримує цей бот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="280"/>
        <source>how many hits the bot takes</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node vb_hits (number); seed 001, 7.2.5</extracomment>
        <translation>скільки влучань отримує бот</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="290"/>
        <source>Taking hits: {bot} damages %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node vb_damage (do); seed 001, 7.2.5</extracomment>
        <translation>
            <numerusform>{bot}, отримання влучань: бот пошкоджує %n предмет, спершу виснажений, потім невиснажений. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
            <numerusform>{bot}, отримання влучань: бот пошкоджує %n предмети, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
            <numerusform>{bot}, отримання влучань: бот пошкоджує %n предметів, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="299"/>
        <source>Which bot loses its pieces there?</source>
        <extracomment>node all (check); seed 001, 6.4.3</extracomment>
        <translation>Який бот втрачає там компоненти?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="310"/>
        <source>How many warriors of {bot} were in that clearing? All of them are removed.</source>
        <extracomment>node all_warriors (number); seed 001, 6.4.3</extracomment>
        <translation>{bot}: скільки воїнів цього бота було на цій галявині? Їх усіх прибрано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="310"/>
        <source>how many warriors the bot had in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node all_warriors (number); seed 001, 6.4.3</extracomment>
        <translation>скільки воїнів бота було на цій галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="320"/>
        <source>Which pieces besides warriors can it have there?</source>
        <extracomment>node all_pieces (check); seed 001, 1.2.1</extracomment>
        <translation>Які компоненти, крім воїнів, він може там мати?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="336"/>
        <source>Was {bot}&apos;s keep token in that clearing?</source>
        <extracomment>node all_keep_here (ask); seed 001, 4.2.1</extracomment>
        <translation>{bot}: чи був жетон фортеці цього бота на цій галявині?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="349"/>
        <source>How many sawmills of {bot} were in that clearing? All of them are removed.</source>
        <extracomment>node all_sawmills (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: скільки Лісопилок цього бота було на цій галявині? Їх усі прибрано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="349"/>
        <source>how many sawmills the bot had in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node all_sawmills (number); seed 001, 1.2.1</extracomment>
        <translation>скільки Лісопилок бота було на цій галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="358"/>
        <source>How many workshops of {bot} were in that clearing? All of them are removed.</source>
        <extracomment>node all_workshops (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: скільки Майстерень цього бота було на цій галявині? Їх усі прибрано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="358"/>
        <source>how many workshops the bot had in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node all_workshops (number); seed 001, 1.2.1</extracomment>
        <translation>скільки Майстерень бота було на цій галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="367"/>
        <source>How many recruiters of {bot} were in that clearing? All of them are removed.</source>
        <extracomment>node all_recruiters (number); seed 001, 1.2.1</extracomment>
        <translation>{bot}: скільки Казарм цього бота було на цій галявині? Їх усі прибрано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="367"/>
        <source>how many recruiters the bot had in that clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node all_recruiters (number); seed 001, 1.2.1</extracomment>
        <translation>скільки Казарм бота було на цій галявині</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="376"/>
        <source>Has it a roost on the map?</source>
        <extracomment>node all_roost (check); seed 001, 1.2.1</extracomment>
        <translation>Чи має він Гніздо на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="382"/>
        <source>Was a roost of {bot} in that clearing?</source>
        <extracomment>node all_roost_here (ask); seed 001, 5.5.2</extracomment>
        <translation>{bot}: чи було на цій галявині Гніздо цього бота?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="388"/>
        <source>Was a sympathy token of {bot} in that clearing?</source>
        <extracomment>node all_sympathy (ask); seed 001, 6.2.1</extracomment>
        <translation>{bot}: чи був на цій галявині жетон симпатії цього бота?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/losses.yaml" line="400"/>
        <source>Full Removal: {bot} damages %n items, exhausted ones first. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node all_pawn (do); seed 001, 7.2.1.1</extracomment>
        <translation>
            <numerusform>{bot}, Велика чистка: бот пошкоджує %n предмет, спершу виснажений. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
            <numerusform>{bot}, Велика чистка: бот пошкоджує %n предмети, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
            <numerusform>{bot}, Велика чистка: бот пошкоджує %n предметів, спершу виснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="243"/>
        <source>Tokens go first: is a sympathy token of {bot} in that clearing? Popularity: the enemy who removes it scores nothing for it.</source>
        <extracomment>variant &apos;popularity&apos;: node al_sympathy (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>{bot}: спершу жетони. Чи є на цій галявині жетон симпатії цього бота? Популярність: опонент, який його прибирає, нічого за нього не отримує.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/main</name>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="1"/>
        <source>Bot turn</source>
        <extracomment>chart title</extracomment>
        <translation>Хід бота</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="5"/>
        <source>Is the bot set up?</source>
        <extracomment>node set_up (check); seed 001, 3</extracomment>
        <translation>Чи бот підготовлений?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="17"/>
        <source>A new turn begins.</source>
        <extracomment>node turn_start (check); seed 001, 2.7</extracomment>
        <translation>Починається новий хід.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="17"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;A new turn begins.&apos;; node turn_start (check); seed 001, 2.7</extracomment>
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="22"/>
        <source>Fully cooperative play?</source>
        <extracomment>node coop (check); seed 001, 3.5</extracomment>
        <translation>Це повністю кооперативна гра?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="28"/>
        <source>Fully cooperative play: this bot treats only the players&apos; pieces as enemy pieces when it picks clearings, and never battles another bot. It may still remove other bots&apos; pieces as a side effect (a Revolt, for example).</source>
        <extracomment>node coop_note (do); seed 001, 3.5</extracomment>
        <translation>Повністю кооперативна гра: обираючи галявини, цей бот вважає компонентами опонентів лише компоненти гравців і ніколи не веде бій з іншим ботом. Він усе ж може прибирати компоненти інших ботів як побічний наслідок (наприклад, під час Повстання).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Which bot is taking its turn?</source>
        <extracomment>node faction (check); seed 001, 2.7</extracomment>
        <translation>Який бот робить хід?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot is taking its turn?&apos;; node faction (check); seed 001, 2.7</extracomment>
        <translation>Механічний Маркіз 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot is taking its turn?&apos;; node faction (check); seed 001, 2.7</extracomment>
        <translation>Електричні Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot is taking its turn?&apos;; node faction (check); seed 001, 2.7</extracomment>
        <translation>Автоматичний Альянс</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/main.yaml" line="33"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot is taking its turn?&apos;; node faction (check); seed 001, 2.7</extracomment>
        <translation>Волоцюгобот</translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_setup</name>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="1"/>
        <source>Mechanical Marquise 2.0: setup</source>
        <extracomment>chart title</extracomment>
        <translation>Механічний Маркіз 2.0: підготовка фракції</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="5"/>
        <source>Make the bot&apos;s supply of %n warriors.</source>
        <extracomment>node warriors (do); seed 001, 4.3.1</extracomment>
        <translation>
            <numerusform>Створіть запас бота з %n воїна.</numerusform>
            <numerusform>Створіть запас бота з %n воїнів.</numerusform>
            <numerusform>Створіть запас бота з %n воїнів.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in that clearing (others may move in). If the keep is removed, put it back in the box.</source>
        <extracomment>node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Розмістіть жетон фортеці на випадково обраній кутовій галявині. Лише Маркіз може розміщувати свої компоненти на цій галявині (проте компоненти інших фракцій можна переміщувати на неї). Якщо жетон фортеці прибрано, поверніть його в коробку.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>The Keep (4.2.1).</source>
        <extracomment>note of node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Фортеця (4.2.1).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Top left corner</source>
        <extracomment>answer &apos;nw&apos; to &apos;Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in th&apos;; node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Верхній лівий кут</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Top right corner</source>
        <extracomment>answer &apos;ne&apos; to &apos;Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in th&apos;; node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Верхній правий кут</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Bottom left corner</source>
        <extracomment>answer &apos;sw&apos; to &apos;Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in th&apos;; node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Нижній лівий кут</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="12"/>
        <source>Bottom right corner</source>
        <extracomment>answer &apos;se&apos; to &apos;Place the keep token in a corner clearing picked at random. Only the Marquise may place pieces in th&apos;; node keep (roll); seed 001, 4.3.2</extracomment>
        <translation>Нижній правий кут</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="22"/>
        <source>Garrison: place a warrior in every clearing except the corner clearing diagonally opposite the keep, and one more in the keep&apos;s clearing: %n warriors. Supply now: {supply}.</source>
        <extracomment>node garrison (do); seed 001, 4.3.3</extracomment>
        <translation>
            <numerusform>Гарнізон: розмістіть воїна на кожній галявині, крім кутової галявини по діагоналі від Фортеці, і ще одного на галявині з Фортецею: разом %n воїн. Запас тепер: {supply}.</numerusform>
            <numerusform>Гарнізон: розмістіть воїна на кожній галявині, крім кутової галявини по діагоналі від Фортеці, і ще одного на галявині з Фортецею: разом %n воїни. Запас тепер: {supply}.</numerusform>
            <numerusform>Гарнізон: розмістіть воїна на кожній галявині, крім кутової галявини по діагоналі від Фортеці, і ще одного на галявині з Фортецею: разом %n воїнів. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="32"/>
        <source>Starting buildings: how many clearings are adjacent to the keep&apos;s clearing ({min} to {max})?</source>
        <extracomment>node buildings_around (number); seed 001, 4.3.4</extracomment>
        <translation>Стартові будівлі: скільки галявин межує з галявиною з Фортецею (від {min} до {max})?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="32"/>
        <source>how many clearings are adjacent to the keep&apos;s clearing</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node buildings_around (number); seed 001, 4.3.4</extracomment>
        <translation>скільки галявин межує з галявиною з Фортецею</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="41"/>
        <source>Number the keep&apos;s clearing and the clearings adjacent to it from {first} to %n, in any order. Each building goes into a clearing picked at random, one building per clearing.</source>
        <extracomment>node buildings_number (do); seed 001, 4.3.4</extracomment>
        <translation>
            <numerusform>Пронумеруйте галявину з Фортецею та сусідні з нею галявини від {first} до %n у будь-якому порядку. Кожна будівля стає на випадково обрану галявину, по одній будівлі на галявину.</numerusform>
            <numerusform>Пронумеруйте галявину з Фортецею та сусідні з нею галявини від {first} до %n у будь-якому порядку. Кожна будівля стає на випадково обрану галявину, по одній будівлі на галявину.</numerusform>
            <numerusform>Пронумеруйте галявину з Фортецею та сусідні з нею галявини від {first} до %n у будь-якому порядку. Кожна будівля стає на випадково обрану галявину, по одній будівлі на галявину.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="49"/>
        <source>The sawmill&apos;s clearing is picked.</source>
        <extracomment>node place_sawmill (check); seed 001, 4.3.4</extracomment>
        <translation>Галявину для Лісопилки обрано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="49"/>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="51"/>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="53"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &quot;The sawmill&apos;s clearing is picked.&quot;; node place_sawmill (check); seed 001, 4.3.4</extracomment>
        <extracomment>answer &apos;ok&apos; to &quot;The workshop&apos;s clearing is picked.&quot;; node place_workshop (check); seed 001, 4.3.4</extracomment>
        <extracomment>answer &apos;ok&apos; to &quot;The recruiter&apos;s clearing is picked.&quot;; node place_recruiter (check); seed 001, 4.3.4</extracomment>
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="51"/>
        <source>The workshop&apos;s clearing is picked.</source>
        <extracomment>node place_workshop (check); seed 001, 4.3.4</extracomment>
        <translation>Галявину для Майстерні обрано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="53"/>
        <source>The recruiter&apos;s clearing is picked.</source>
        <extracomment>node place_recruiter (check); seed 001, 4.3.4</extracomment>
        <translation>Галявину для Казарми обрано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="54"/>
        <source>Place the sawmill in clearing {sawmill}, the workshop in clearing {workshop} and the recruiter in clearing {recruiter}, as you numbered them.</source>
        <extracomment>node buildings (do); seed 001, 4.3.4</extracomment>
        <translation>Розмістіть Лісопилку на галявині № {sawmill}, Майстерню — на галявині № {workshop}, а Казарму — на галявині № {recruiter}, за вашою нумерацією.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_setup.yaml" line="67"/>
        <source>Put the other %n sawmills, %n workshops and %n recruiters on their buildings tracks, filling every space but the leftmost.</source>
        <extracomment>node tracks (do); seed 001, 4.3.5</extracomment>
        <translation>
            <numerusform>Розмістіть решту — %n Лісопилку, %n Майстерню і %n Казарму — на відповідних шкалах будівель, заповнивши кожне поле, крім першого зліва.</numerusform>
            <numerusform>Розмістіть решту — %n Лісопилки, %n Майстерні і %n Казарми — на відповідних шкалах будівель, заповнивши кожне поле, крім першого зліва.</numerusform>
            <numerusform>Розмістіть решту — %n Лісопилок, %n Майстерень і %n Казарм — на відповідних шкалах будівель, заповнивши кожне поле, крім першого зліва.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/marquise_turn</name>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="1"/>
        <source>Mechanical Marquise 2.0: turn</source>
        <extracomment>chart title</extracomment>
        <translation>Механічний Маркіз 2.0: хід</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="5"/>
        <source>Birdsong: reveal and craft the order card.</source>
        <extracomment>node birdsong (call); seed 001, 4.4</extracomment>
        <translation>Світанок: відкрийте карту наказу й виготовте її.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Daylight: is the order card bird?</source>
        <extracomment>node daylight (check); seed 001, 4.5</extracomment>
        <translation>День: чи карта наказу пташина?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Daylight: is the order card bird?&apos;; node daylight (check); seed 001, 4.5</extracomment>
        <translation>Лисяча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Daylight: is the order card bird?&apos;; node daylight (check); seed 001, 4.5</extracomment>
        <translation>Кроляча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Daylight: is the order card bird?&apos;; node daylight (check); seed 001, 4.5</extracomment>
        <translation>Мишача</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="11"/>
        <source>Bird</source>
        <extracomment>answer &apos;bird&apos; to &apos;Daylight: is the order card bird?&apos;; node daylight (check); seed 001, 4.5</extracomment>
        <translation>Пташина</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="21"/>
        <source>Battle in each {suit} clearing with enemy pieces, from the highest priority down. Defender: the enemy with the most pieces there; tie: the one with more VP, then setup order. Did the bot battle?</source>
        <extracomment>node battle (ask); seed 001, 4.5.1</extracomment>
        <translation>Проведіть бій на кожній {suit} галявині з компонентами опонентів, від найвищого пріоритету донизу. Захисник: опонент із найбільшою кількістю компонентів на галявині; рівність: той, хто має більше ПО, потім порядок підготовки. Чи провів бот бій?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="21"/>
        <source>Player Target Priority (2.2) and Action Order (2.4). A clearing where it cannot battle is skipped (Target Legality, 2.3).</source>
        <extracomment>note of node battle (ask); seed 001, 4.5.1</extracomment>
        <translation>Алгоритм вибору опонента (2.2) і Порядок дій (2.4). Галявину, де бот не може провести бій, пропускають (Правила відбору цілей, 2.3).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="29"/>
        <source>Recruit: how many {suit} clearings does the bot rule?</source>
        <extracomment>node ruled (number); seed 001, 4.5.2</extracomment>
        <translation>Вербування: скільки {suit} галявин контролює бот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="29"/>
        <source>how many clearings of that suit are ruled by the bot</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ruled (number); seed 001, 4.5.2</extracomment>
        <translation>скільки галявин цієї масті контролює бот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="40"/>
        <source>Does the bot rule a {suit} clearing?</source>
        <extracomment>node recruit_any (check); seed 001, 4.5.2</extracomment>
        <translation>Чи контролює бот {suit} галявину?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="49"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="143"/>
        <source>Does the bot have warriors in its supply?</source>
        <extracomment>node recruit_supply (check); seed 001, 4.5.2</extracomment>
        <extracomment>node esc_recruit_supply (check); seed 001, 4.7.2</extracomment>
        <translation>Чи має бот воїнів у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="56"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="150"/>
        <source>Recruit: the bot has no warriors left in its supply, so it places no warriors.</source>
        <extracomment>node recruit_empty (do); seed 001, 4.5.2</extracomment>
        <extracomment>node esc_recruit_empty (do); seed 001, 4.7.2</extracomment>
        <translation>Вербування: у запасі бота не лишилося воїнів, тож він не розміщує воїнів.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="61"/>
        <source>Recruit: no {suit} clearing is ruled by the bot, so it places no warriors.</source>
        <extracomment>node recruit_none (do); seed 001, 4.5.2</extracomment>
        <translation>Вербування: бот не контролює жодної {suit} галявини, тож не розміщує воїнів.</translation>
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
            <numerusform>Вербування: візьміть із запасу %n воїна на {suit} галявини, контрольовані ботом. {plan} Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: візьміть із запасу %n воїнів на {suit} галявини, контрольовані ботом. {plan} Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: візьміть із запасу %n воїнів на {suit} галявини, контрольовані ботом. {plan} Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="75"/>
        <source>Build: is a building of the ordered type left on its track?</source>
        <extracomment>node build (check); seed 001, 4.5.3</extracomment>
        <translation>Будівництво: чи лишилася на шкалі будівля наказаного типу?</translation>
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
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="75"/>
        <source>None</source>
        <extracomment>answer &apos;none&apos; to &apos;Build: is a building of the ordered type left on its track?&apos;; node build (check); seed 001, 4.5.3</extracomment>
        <translation>Жодної не лишилося</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="81"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="175"/>
        <source>Build: place a {building} in the clearing ruled by the bot with the most Marquise warriors (tie: highest priority). If it has no free building slot, try the next such clearing. Was it placed?</source>
        <extracomment>node build_where (ask); seed 001, 4.5.3</extracomment>
        <extracomment>node esc_build_where (ask); seed 001, 4.7.3</extracomment>
        <translation>Будівництво: розмістіть будівлю ({building}) на контрольованій ботом галявині з найбільшою кількістю воїнів Маркіза (рівність: найвищий пріоритет). Якщо там немає вільного місця для будівлі, спробуйте наступну таку галявину. Чи вдалося її розмістити?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="81"/>
        <source>The order card names the building type (fox: sawmill, rabbit: workshop, mouse: recruiter), not the clearing. Unlike the Marquise de Cat, the bot scores nothing for placing buildings (4.6.1).</source>
        <extracomment>note of node build_where (ask); seed 001, 4.5.3</extracomment>
        <translation>Карта наказу визначає тип будівлі (лисяча: Лісопилка, кроляча: Майстерня, мишача: Казарма), а не галявину. На відміну від Маркізи де Кіт, бот не отримує очок за розміщення будівель (4.6.1).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="88"/>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="181"/>
        <source>Building placed.</source>
        <extracomment>node built (check); seed 001, 4.5.3</extracomment>
        <extracomment>node esc_built (check); seed 001, 4.7.3</extracomment>
        <translation>Будівлю розміщено.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="89"/>
        <source>Move: from each {suit} clearing, move all but %n Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <extracomment>node move (do); seed 001, 4.5.4</extracomment>
        <translation>
            <numerusform>Рух: з кожної {suit} галявини перемістіть усіх воїнів Маркіза, крім %n, на сусідню галявину з найбільшою кількістю компонентів опонентів (рівність: найвищий пріоритет). Початкові галявини беріть від найвищого пріоритету донизу.</numerusform>
            <numerusform>Рух: з кожної {suit} галявини перемістіть усіх воїнів Маркіза, крім %n, на сусідню галявину з найбільшою кількістю компонентів опонентів (рівність: найвищий пріоритет). Початкові галявини беріть від найвищого пріоритету донизу.</numerusform>
            <numerusform>Рух: з кожної {suit} галявини перемістіть усіх воїнів Маркіза, крім %n, на сусідню галявину з найбільшою кількістю компонентів опонентів (рівність: найвищий пріоритет). Початкові галявини беріть від найвищого пріоритету донизу.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="89"/>
        <source>Action Order (2.4): moves are ordered by the priority of the origin clearings.</source>
        <extracomment>note of node move (do); seed 001, 4.5.4</extracomment>
        <translation>Порядок дій (2.4): Рух виконуйте за пріоритетом початкових галявин.</translation>
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
        <translation>Рух завершено.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="98"/>
        <source>Expand: did the bot place no building this turn, with at most %n buildings on the map?</source>
        <extracomment>node expand (check); seed 001, 4.5.5</extracomment>
        <translation>
            <numerusform>Розбудова: чи бот не розмістив у цьому ході жодної будівлі й має на мапі щонайбільше %n будівлю?</numerusform>
            <numerusform>Розбудова: чи бот не розмістив у цьому ході жодної будівлі й має на мапі щонайбільше %n будівлі?</numerusform>
            <numerusform>Розбудова: чи бот не розмістив у цьому ході жодної будівлі й має на мапі щонайбільше %n будівель?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="107"/>
        <source>Expand: discard the order card. Reveal a new order card, do not craft it, and play Daylight again.</source>
        <extracomment>node expand_do (do); seed 001, 4.5.5</extracomment>
        <translation>Розбудова: скиньте карту наказу. Доберіть і відкрийте нову карту наказу (не виготовляйте її) і повторіть День від початку.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="114"/>
        <source>Escalated Daylight. Battle in every clearing with enemy pieces, from the highest priority down. Defender: the enemy with the most pieces there; tie: the one with more VP, then setup order. Did the bot battle?</source>
        <extracomment>node esc_battle (ask); seed 001, 4.7.1</extracomment>
        <translation>Динамічний день. Бій: проведіть бій на кожній галявині з компонентами опонентів, від найвищого пріоритету донизу. Захисник: опонент із найбільшою кількістю компонентів на галявині; рівність: той, хто має більше ПО, потім порядок підготовки. Чи провів бот бій?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="120"/>
        <source>Recruit: how many clearings does the bot rule?</source>
        <extracomment>node esc_ruled (number); seed 001, 4.7.2</extracomment>
        <translation>Вербування: скільки галявин контролює бот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="120"/>
        <source>how many clearings are ruled by the bot</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node esc_ruled (number); seed 001, 4.7.2</extracomment>
        <translation>скільки галявин контролює бот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="130"/>
        <source>Does the bot rule any clearing?</source>
        <extracomment>node esc_recruit_any (check); seed 001, 4.7.2</extracomment>
        <translation>Чи контролює бот якусь галявину?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="137"/>
        <source>Recruit: the bot rules no clearing, so it places no warriors.</source>
        <extracomment>node esc_recruit_none (do); seed 001, 4.7.2</extracomment>
        <translation>Вербування: бот не контролює жодної галявини, тож не розміщує воїнів.</translation>
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
            <numerusform>Вербування: візьміть із запасу %n воїна для двох контрольованих ботом галявин із найнижчим пріоритетом (усіх на єдину, якщо він контролює лише одну). {plan} Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: візьміть із запасу %n воїнів для двох контрольованих ботом галявин із найнижчим пріоритетом (усіх на єдину, якщо він контролює лише одну). {plan} Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: візьміть із запасу %n воїнів для двох контрольованих ботом галявин із найнижчим пріоритетом (усіх на єдину, якщо він контролює лише одну). {plan} Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="164"/>
        <source>Recruiting is done.</source>
        <extracomment>node esc_recruited (check); seed 001, 4.7.2</extracomment>
        <translation>Вербування завершено.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="165"/>
        <source>Build: which building type does the bot have most of on the map?</source>
        <extracomment>node esc_build (check); seed 001, 4.7.3</extracomment>
        <translation>Будівництво: яких будівель бот має найбільше на мапі?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="165"/>
        <source>Most on the map wins; a tie with sawmills gives a sawmill; workshops tied with recruiters (fewer sawmills) give a recruiter.</source>
        <extracomment>note of node esc_build (check); seed 001, 4.7.3</extracomment>
        <translation>Перемагає тип, якого найбільше на мапі; рівність із Лісопилками дає Лісопилку; рівність Майстерень і Казарм (за меншої кількості Лісопилок) дає Казарму.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="165"/>
        <source>None</source>
        <comment>no building on the map</comment>
        <extracomment>answer &apos;none&apos; to &apos;Build: which building type does the bot have most of on the map?&apos;; node esc_build (check); seed 001, 4.7.3</extracomment>
        <translation>Жодних</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="182"/>
        <source>Move: from every clearing, move all but %n Marquise warriors to the adjacent clearing with the most enemy pieces (tie: highest priority). Take origin clearings from the highest priority down.</source>
        <extracomment>node esc_move (do); seed 001, 4.7.4</extracomment>
        <translation>
            <numerusform>Рух: з кожної галявини перемістіть усіх воїнів Маркіза, крім %n, на сусідню галявину з найбільшою кількістю компонентів опонентів (рівність: найвищий пріоритет). Початкові галявини беріть від найвищого пріоритету донизу.</numerusform>
            <numerusform>Рух: з кожної галявини перемістіть усіх воїнів Маркіза, крім %n, на сусідню галявину з найбільшою кількістю компонентів опонентів (рівність: найвищий пріоритет). Початкові галявини беріть від найвищого пріоритету донизу.</numerusform>
            <numerusform>Рух: з кожної галявини перемістіть усіх воїнів Маркіза, крім %n, на сусідню галявину з найбільшою кількістю компонентів опонентів (рівність: найвищий пріоритет). Початкові галявини беріть від найвищого пріоритету донизу.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="189"/>
        <source>Battle in each clearing the bot moved into (defender as before: most pieces, then more VP, then setup order). Did the bot battle?</source>
        <extracomment>node esc_battle2 (ask); seed 001, 4.7.4</extracomment>
        <translation>Бій: проведіть бій на кожній галявині, куди бот перемістився (захисник, як раніше: найбільше компонентів, потім більше ПО, потім порядок підготовки). Чи провів бот бій?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="196"/>
        <source>Evening: score the ordered buildings track.</source>
        <extracomment>node evening (check); seed 001, 4.6.1</extracomment>
        <translation>Вечір: Підрахунок наказаної шкали будівель.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="199"/>
        <source>Does the rightmost empty space of the ordered track show any VP?</source>
        <extracomment>node score_any (check); seed 001, 4.6.1</extracomment>
        <translation>Чи дає крайнє праве порожнє поле шкали, яку називає карта наказу, переможні очки?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="206"/>
        <source>Score: the bot scores no VP, as the rightmost empty space of the {track} shows none (on a bird order: no track shows any there). VP now: {vp}.</source>
        <extracomment>node score_none (do); seed 001, 4.6.1</extracomment>
        <translation>Підрахунок: бот не отримує переможних очок, бо крайнє праве порожнє поле ({track}) їх не дає (за пташиної карти наказу — таке поле не дає їх на жодній шкалі). ПО тепер: {vp}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="212"/>
        <source>Score: the bot scores %n VP, shown on the rightmost empty space of the {track} (on a bird order: the track where that space shows the most). VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 4.6.1</extracomment>
        <translation>
            <numerusform>Підрахунок: бот отримує %n переможне очко з крайнього правого порожнього поля ({track}; за пташиної карти наказу — зі шкали, де таке поле дає найбільше). ПО тепер: {vp}.</numerusform>
            <numerusform>Підрахунок: бот отримує %n переможні очки з крайнього правого порожнього поля ({track}; за пташиної карти наказу — зі шкали, де таке поле дає найбільше). ПО тепер: {vp}.</numerusform>
            <numerusform>Підрахунок: бот отримує %n переможних очок з крайнього правого порожнього поля ({track}; за пташиної карти наказу — зі шкали, де таке поле дає найбільше). ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="221"/>
        <source>Discard the order card.</source>
        <extracomment>node discard (do); seed 001, 4.6.2</extracomment>
        <translation>Скиньте карту наказу.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/marquise_turn.yaml" line="226"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="148"/>
        <source>Evening ends.</source>
        <extracomment>node evening_end (check); seed 001, 4.6</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <translation>Вечір закінчується.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="107"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="130"/>
        <source>Recruit %n more warriors in the highest-priority {suit} clearing ruled by the bot. Supply now: {supply}.</source>
        <extracomment>variant &apos;challenging&apos;: node recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Вербування: розмістіть ще %n воїна на контрольованій ботом {suit} галявині з найвищим пріоритетом. Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: розмістіть ще %n воїнів на контрольованій ботом {suit} галявині з найвищим пріоритетом. Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: розмістіть ще %n воїнів на контрольованій ботом {suit} галявині з найвищим пріоритетом. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="108"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="131"/>
        <source>Recruit %n more warriors in the highest-priority clearing ruled by the bot. Supply now: {supply}.</source>
        <extracomment>variant &apos;challenging&apos;: node esc_recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node esc_recruit_more (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Вербування: розмістіть ще %n воїна на контрольованій ботом галявині з найвищим пріоритетом. Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: розмістіть ще %n воїнів на контрольованій ботом галявині з найвищим пріоритетом. Запас тепер: {supply}.</numerusform>
            <numerusform>Вербування: розмістіть ще %n воїнів на контрольованій ботом галявині з найвищим пріоритетом. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="109"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="132"/>
        <source>Does the bot rule a {suit} clearing for the extra warriors?</source>
        <extracomment>variant &apos;challenging&apos;: node recruit_ruled (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node recruit_ruled (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>Чи контролює бот {suit} галявину для додаткових воїнів?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="110"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="133"/>
        <source>Does the bot rule a clearing for the extra warriors?</source>
        <extracomment>variant &apos;challenging&apos;: node esc_recruit_ruled (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node esc_recruit_ruled (check); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>Чи контролює бот галявину для додаткових воїнів?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="149"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможні очки. ПО тепер: {vp}.</numerusform>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможних очок. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="168"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="171"/>
        <source>Blitz: from the highest-priority clearing ruled by the bot with no enemy pieces, move all but %n warrior into the adjacent clearing with the most enemy pieces, then battle there. Did the bot battle?</source>
        <extracomment>variant &apos;blitz&apos;: node blitz (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <extracomment>variant &apos;blitz&apos;: node esc_blitz (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Бліцкриг: з контрольованої ботом галявини з найвищим пріоритетом без компонентів опонентів перемістіть усіх воїнів, крім %n, на сусідню галявину з найбільшою кількістю компонентів опонентів і проведіть там бій. Чи провів бот бій?</numerusform>
            <numerusform>Бліцкриг: з контрольованої ботом галявини з найвищим пріоритетом без компонентів опонентів перемістіть усіх воїнів, крім %n, на сусідню галявину з найбільшою кількістю компонентів опонентів і проведіть там бій. Чи провів бот бій?</numerusform>
            <numerusform>Бліцкриг: з контрольованої ботом галявини з найвищим пріоритетом без компонентів опонентів перемістіть усіх воїнів, крім %n, на сусідню галявину з найбільшою кількістю компонентів опонентів і проведіть там бій. Чи провів бот бій?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="193"/>
        <source>Did the Recruit place any warriors for Iron Will to double?</source>
        <extracomment>variant &apos;iron_will&apos;: node esc_recruited (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Чи розмістило Вербування воїнів, яких подвоює Залізна воля?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="194"/>
        <source>Iron Will: the Recruit places twice as many warriors. Take %n more warriors from the supply and place them as the Recruit placed its own. Supply now: {supply}.</source>
        <extracomment>variant &apos;iron_will&apos;: node iron_will (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Залізна воля: Вербування розміщує вдвічі більше воїнів. Візьміть із запасу ще %n воїна й розмістіть його так, як Вербування розмістило своїх. Запас тепер: {supply}.</numerusform>
            <numerusform>Залізна воля: Вербування розміщує вдвічі більше воїнів. Візьміть із запасу ще %n воїнів і розмістіть їх так, як Вербування розмістило своїх. Запас тепер: {supply}.</numerusform>
            <numerusform>Залізна воля: Вербування розміщує вдвічі більше воїнів. Візьміть із запасу ще %n воїнів і розмістіть їх так, як Вербування розмістило своїх. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="194"/>
        <source>Iron Will doubles every warrior the Escalated Daylight Recruit places, the difficulty&apos;s extra warriors included: 4 on Easy, 8 on Default, 12 on Challenging and Nightmare.</source>
        <extracomment>note of variant &apos;iron_will&apos;: node iron_will (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Залізна воля подвоює кожного воїна, якого розміщує Вербування (Динамічний день), разом із додатковими воїнами рівня складності: 4 (легкий рівень), 8 (стандартний), 12 (складний і кошмар).</translation>
    </message>
</context>
<context>
    <name>root_clockwork/order</name>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="1"/>
        <source>Order card</source>
        <extracomment>chart title</extracomment>
        <translation>Карта наказу</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <source>Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its suit?</source>
        <extracomment>node reveal (ask); seed 001, 2.7</extracomment>
        <translation>Розкриття наказу: доберіть верхню карту спільної колоди й відкрийте її. Це карта наказу. Вона лисяча, кроляча, мишача чи пташина?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <source>Ordered means: matching the order card&apos;s suit. A bird order matches every suit. A dominance card drawn as an order counts only for its suit: bots never play it to change how they win (1.3).</source>
        <extracomment>note of node reveal (ask); seed 001, 2.7</extracomment>
        <translation>Наказана означає: тієї ж масті, що й поточна карта наказу. Пташина карта наказу відповідає кожній масті. Карта домінування, добрана як карта наказу, враховується лише своєю мастю: боти не можуть зіграти карту домінування, щоб змінити умову перемоги (1.3).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="14"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its &apos;; node reveal (ask); seed 001, 2.7</extracomment>
        <extracomment>part of the text of node is_fox (check); seed 001, 2.7</extracomment>
        <translation>Лисяча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="15"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its &apos;; node reveal (ask); seed 001, 2.7</extracomment>
        <extracomment>part of the text of node is_rabbit (check); seed 001, 2.7</extracomment>
        <translation>Кроляча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="16"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its &apos;; node reveal (ask); seed 001, 2.7</extracomment>
        <extracomment>part of the text of node is_mouse (check); seed 001, 2.7</extracomment>
        <translation>Мишача</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="5"/>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="17"/>
        <source>Bird</source>
        <extracomment>answer &apos;bird&apos; to &apos;Reveal Order: draw the top card of the shared deck and reveal it. It is the order card. What is its &apos;; node reveal (ask); seed 001, 2.7</extracomment>
        <extracomment>part of the text of node is_bird (check); seed 001, 2.7</extracomment>
        <translation>Пташина</translation>
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
        <translation>Карта наказу: {value}.</translation>
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
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="18"/>
        <source>Is this a card revealed by Expand (no crafting)?</source>
        <extracomment>node may_craft (check); seed 001, 4.5.5</extracomment>
        <translation>Чи цю карту відкрито під час Розбудови (без виготовлення)?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="25"/>
        <source>Craft Order: does the order card show an item that is still in the supply? (Bots never craft cards with persistent effects.)</source>
        <extracomment>node item (ask); seed 001, 1.1</extracomment>
        <translation>Виготовлення наказу: чи є на карті наказу предмет, доступний у запасі? (Боти не можуть виготовляти карти з постійними ефектами.)</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="25"/>
        <source>Bots craft without activating crafting pieces; the item must still be in the supply (1.1.1). Cards with persistent effects are never crafted (1.1.3).</source>
        <extracomment>note of node item (ask); seed 001, 1.1</extracomment>
        <translation>Боти виготовляють без активації компонентів для виготовлення; предмет має бути в запасі (1.1.1). Карти з постійними ефектами боти ніколи не виготовляють (1.1.3).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Which bot crafts the card?</source>
        <extracomment>node who (check); seed 001, 2.7</extracomment>
        <translation>Який бот виготовляє карту?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot crafts the card?&apos;; node who (check); seed 001, 2.7</extracomment>
        <translation>Механічний Маркіз 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot crafts the card?&apos;; node who (check); seed 001, 2.7</extracomment>
        <translation>Електричні Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot crafts the card?&apos;; node who (check); seed 001, 2.7</extracomment>
        <translation>Автоматичний Альянс</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/order.yaml" line="31"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot crafts the card?&apos;; node who (check); seed 001, 2.7</extracomment>
        <translation>Волоцюгобот</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/order.yaml" line="40"/>
        <source>Craft the order card: take its item from the supply. The bot scores %n VP, whatever the card shows. VP now: {vp}.</source>
        <extracomment>node craft (do); seed 001, 1.1.2</extracomment>
        <translation>
            <numerusform>Виготовте карту наказу: візьміть її предмет із запасу. Бот отримує %n переможне очко, хоч би що було на карті. ПО тепер: {vp}.</numerusform>
            <numerusform>Виготовте карту наказу: візьміть її предмет із запасу. Бот отримує %n переможні очки, хоч би що було на карті. ПО тепер: {vp}.</numerusform>
            <numerusform>Виготовте карту наказу: візьміть її предмет із запасу. Бот отримує %n переможних очок, хоч би що було на карті. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/order.yaml" line="49"/>
        <source>Craft the order card: take its item from the supply and put it face up in the Satchel. The bot scores %n VP, whatever the card shows. VP now: {vp}.</source>
        <extracomment>node craft_vagabot (do); seed 001, 7.4.2</extracomment>
        <translation>
            <numerusform>Виготовте карту наказу: візьміть її предмет із запасу й покладіть горілиць у Наплічник. Бот отримує %n переможне очко, хоч би що було на карті. ПО тепер: {vp}.</numerusform>
            <numerusform>Виготовте карту наказу: візьміть її предмет із запасу й покладіть горілиць у Наплічник. Бот отримує %n переможні очки, хоч би що було на карті. ПО тепер: {vp}.</numerusform>
            <numerusform>Виготовте карту наказу: візьміть її предмет із запасу й покладіть горілиць у Наплічник. Бот отримує %n переможних очок, хоч би що було на карті. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/outrage</name>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="1"/>
        <source>Automated Outrage</source>
        <extracomment>chart title</extracomment>
        <translation>Автоматичне обурення</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Is this bot the Automated Alliance?</source>
        <extracomment>node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Чи цей бот — Автоматичний Альянс?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Is this bot the Automated Alliance?&apos;; node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Механічний Маркіз 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Is this bot the Automated Alliance?&apos;; node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Електричні Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Is this bot the Automated Alliance?&apos;; node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Автоматичний Альянс</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="5"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Is this bot the Automated Alliance?&apos;; node alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Волоцюгобот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="14"/>
        <source>Only the Automated Alliance has Automated Outrage.</source>
        <extracomment>node not_alliance (check); seed 001, 6.2.3</extracomment>
        <translation>Автоматичне обурення має лише Автоматичний Альянс.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="14"/>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="25"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Only the Automated Alliance has Automated Outrage.&apos;; node not_alliance (check); seed 001, 6.2.3</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;Sympathy token removed.&apos;; node removed (check); seed 001, 6.2.3</extracomment>
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="19"/>
        <source>What did the player do?</source>
        <extracomment>node what (ask); seed 001, 6.2.3</extracomment>
        <translation>Що зробив гравець?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="19"/>
        <source>Removed a sympathy token (not by hits in a battle)</source>
        <extracomment>answer &apos;removed&apos; to &apos;What did the player do?&apos;; node what (ask); seed 001, 6.2.3</extracomment>
        <translation>Прибрав жетон симпатії (не влучаннями в бою)</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="19"/>
        <source>Moved warriors into a sympathetic clearing</source>
        <extracomment>answer &apos;moved&apos; to &apos;What did the player do?&apos;; node what (ask); seed 001, 6.2.3</extracomment>
        <translation>Перемістив своїх воїнів на галявину із симпатією</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="25"/>
        <source>Sympathy token removed.</source>
        <extracomment>node removed (check); seed 001, 6.2.3</extracomment>
        <translation>Жетон симпатії прибрано.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="26"/>
        <source>Automated Outrage: can that player discard a card matching the clearing&apos;s suit?</source>
        <extracomment>node discard (ask); seed 001, 6.2.3</extracomment>
        <translation>Автоматичне обурення: чи може цей гравець скинути карту масті цієї галявини?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="26"/>
        <source>Only players trigger Automated Outrage; a bot removing a sympathy token does not.</source>
        <extracomment>note of node discard (ask); seed 001, 6.2.3</extracomment>
        <translation>Автоматичне обурення викликають лише гравці; бот, що прибирає жетон симпатії, його не викликає.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="26"/>
        <source>A bot removed it: no Outrage</source>
        <extracomment>answer &apos;bot&apos; to &quot;Automated Outrage: can that player discard a card matching the clearing&apos;s suit?&quot;; node discard (ask); seed 001, 6.2.3</extracomment>
        <translation>Його прибрав бот: без Обурення</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="34"/>
        <source>The player discards a card matching the clearing&apos;s suit.</source>
        <extracomment>node discarded (do); seed 001, 6.2.3</extracomment>
        <translation>Гравець скидає карту масті цієї галявини.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/outrage.yaml" line="38"/>
        <source>The bot scores %n VP (this is not Poor Manual Dexterity: no card is given). VP now: {vp}.</source>
        <extracomment>node scores (do); seed 001, 6.2.3</extracomment>
        <translation>
            <numerusform>Бот отримує %n переможне очко (Погана спритність рук тут не діє: карту не віддають). ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує %n переможні очки (Погана спритність рук тут не діє: карту не віддають). ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує %n переможних очок (Погана спритність рук тут не діє: карту не віддають). ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/pick_random</name>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="1"/>
        <source>Pick at random</source>
        <extracomment>chart title</extracomment>
        <translation>Випадковий вибір</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="4"/>
        <source>Where the rules pick a clearing or a forest at random, number the candidates in any order before the roll; the die picks one of them.</source>
        <extracomment>chart note</extracomment>
        <translation>Коли правила вимагають випадково обрати галявину чи ліс, перед кидком пронумеруйте можливі варіанти в будь-якому порядку; кубик укаже один із них.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>How many are there to pick from?</source>
        <extracomment>node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Зі скількох варіантів обирати?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Only one</source>
        <extracomment>answer &apos;1&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Лише один</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Two</source>
        <extracomment>answer &apos;2&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Два</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Three</source>
        <extracomment>answer &apos;3&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Три</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Four</source>
        <extracomment>answer &apos;4&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Чотири</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Five</source>
        <extracomment>answer &apos;5&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>П’ять</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="6"/>
        <source>Six</source>
        <extracomment>answer &apos;6&apos; to &apos;How many are there to pick from?&apos;; node size (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Шість</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="17"/>
        <source>Only one: no roll.</source>
        <extracomment>node one (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Лише один варіант: без кидка.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/pick_random.yaml" line="17"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;Only one: no roll.&apos;; node one (check); seed 001, 4.3.4, 7.3.2, 7.7.3</extracomment>
        <translation>Записано</translation>
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
            <numerusform>Киньте кубик, щоб випадково обрати {what} серед %n варіантів.</numerusform>
            <numerusform>Киньте кубик, щоб випадково обрати {what} серед %n варіантів.</numerusform>
            <numerusform>Киньте кубик, щоб випадково обрати {what} серед %n варіантів.</numerusform>
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
        <translation>Прибрані компоненти: переможні очки</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="4"/>
        <source>A bot scores for the enemy buildings and tokens it removes, as in the Law of Root.</source>
        <extracomment>chart note</extracomment>
        <translation>Бот отримує переможні очки за прибрані будівлі й жетони опонентів, як у Книзі законів.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="6"/>
        <source>How many enemy buildings and tokens did the bot remove?</source>
        <extracomment>node removed (number); seed 001, 1.2</extracomment>
        <translation>Скільки будівель і жетонів опонентів прибрав бот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="6"/>
        <source>how many enemy buildings and tokens the bot removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node removed (number); seed 001, 1.2</extracomment>
        <translation>скільки будівель і жетонів опонентів прибрав бот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="14"/>
        <source>Did it remove any?</source>
        <extracomment>node any (check); seed 001, 1.2</extracomment>
        <translation>Чи прибрав він бодай один?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/removed_vp.yaml" line="20"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="225"/>
        <source>The bot scores %n VP for them. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 1.2</extracomment>
        <extracomment>variant &apos;war_tax&apos;: node score (do); source: none given</extracomment>
        <translation>
            <numerusform>Бот отримує за них %n переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує за них %n переможні очки. ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує за них %n переможних очок. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Is this bot the Electric Eyrie?</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Чи цей бот — Електричні Династії?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Is this bot the Electric Eyrie?&apos;; variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Електричні Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Is this bot the Electric Eyrie?&apos;; variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Механічний Маркіз 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Is this bot the Electric Eyrie?&apos;; variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Автоматичний Альянс</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="227"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Is this bot the Electric Eyrie?&apos;; variant &apos;war_tax&apos;: node war_tax_who (check); source: none given</extracomment>
        <translation>Волоцюгобот</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="228"/>
        <source>War Tax: each enemy loses %n VP per building or token of theirs the bot just removed. Players take theirs off now; the other bots lose theirs in the next step.</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Військовий податок: кожен опонент втрачає %n переможне очко за кожну свою будівлю чи жетон, які бот щойно прибрав. Гравці віднімають свої очки зараз; інші боти втрачають свої на наступному кроці.</numerusform>
            <numerusform>Військовий податок: кожен опонент втрачає %n переможні очки за кожну свою будівлю чи жетон, які бот щойно прибрав. Гравці віднімають свої очки зараз; інші боти втрачають свої на наступному кроці.</numerusform>
            <numerusform>Військовий податок: кожен опонент втрачає %n переможних очок за кожну свою будівлю чи жетон, які бот щойно прибрав. Гравці віднімають свої очки зараз; інші боти втрачають свої на наступному кроці.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="229"/>
        <source>Is another bot in the game?</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax_bots (check); source: none given</extracomment>
        <translation>Чи є в грі інший бот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="230"/>
        <source>War Tax: were some of them another bot&apos;s? Pick each such bot in turn, then “No other bot”.</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax_bot (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Військовий податок: чи деякі з них належали іншому ботові? Оберіть по черзі кожного такого бота, потім «Жоден інший бот».</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="230"/>
        <source>No other bot</source>
        <extracomment>answer &apos;none&apos; to &quot;War Tax: were some of them another bot&apos;s? Pick each such bot in turn, then “No other bot”.&quot;; variant &apos;war_tax&apos;: node war_tax_bot (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Жоден інший бот</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="231"/>
        <source>How many of them were {bot}&apos;s? {bot} loses %n VP for each.</source>
        <extracomment>variant &apos;war_tax&apos;: node war_tax_n (number); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>{bot}: скільки з них належало цьому ботові? Він втрачає %n переможне очко за кожен.</numerusform>
            <numerusform>{bot}: скільки з них належало цьому ботові? Він втрачає %n переможні очки за кожен.</numerusform>
            <numerusform>{bot}: скільки з них належало цьому ботові? Він втрачає %n переможних очок за кожен.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="231"/>
        <source>how many of those buildings and tokens were that bot&apos;s</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: variant &apos;war_tax&apos;: node war_tax_n (number); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>скільки з прибраних будівель і жетонів належало цьому ботові</translation>
    </message>
</context>
<context>
    <name>root_clockwork/setup</name>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="1"/>
        <source>Setup with bots</source>
        <extracomment>chart title</extracomment>
        <translation>Підготовка з ботами</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="5"/>
        <source>Is the bot already set up?</source>
        <extracomment>node again (check); seed 001, 3 (reconstructed)</extracomment>
        <translation>Чи бот уже підготовлений?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="5"/>
        <source>A bot is set up once: setting it up twice would count its pieces twice.</source>
        <extracomment>note of node again (check); seed 001, 3 (reconstructed)</extracomment>
        <translation>Бота готують один раз: повторна підготовка порахувала б його компоненти двічі.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="13"/>
        <source>This bot is already set up. Set it up again from the start? Its mat goes back to a new bot&apos;s.</source>
        <extracomment>node redo (ask); seed 001, 3 (reconstructed)</extracomment>
        <translation>Цей бот уже підготовлений. Підготувати його спочатку? Його панель повернеться до стану нового бота.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="18"/>
        <source>The bot&apos;s mat is back to a new bot&apos;s. Set its pieces up again.</source>
        <extracomment>node reset (do); seed 001, 3 (reconstructed)</extracomment>
        <translation>Панель бота повернулася до стану нового бота. Розставте його компоненти знову.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="24"/>
        <source>Were traits of another bot chosen?</source>
        <extracomment>node traits (check); seed 001, 3.3.2</extracomment>
        <translation>Чи обрано програми іншого бота?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="30"/>
        <source>These traits belong to other bots and change nothing for this one: {names}.</source>
        <extracomment>node traits_note (check); seed 001, 3.3.2</extracomment>
        <translation>Ці програми належать іншим ботам і нічого не змінюють для цього бота: {names}.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="30"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;These traits belong to other bots and change nothing for this one: {names}.&apos;; node traits_note (check); seed 001, 3.3.2</extracomment>
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="37"/>
        <source>Place the priority markers on the clearings as the priority chart of your map shows ({high} is the highest priority, {low} the lowest).</source>
        <extracomment>node priority (do); seed 001, 3.1</extracomment>
        <translation>Розмістіть маркери пріоритету на галявинах так, як показує схема пріоритетів вашої мапи ({high} — найвищий пріоритет, {low} — найнижчий).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="43"/>
        <source>Starting hands: with one or two players, remove the %n dominance cards from the shared deck (spy cards stay). Bots draw no cards.</source>
        <extracomment>node hands (do); seed 001, 3.4</extracomment>
        <translation>
            <numerusform>Стартова рука: у грі з одним чи двома гравцями приберіть зі спільної колоди %n карту домінування (карти шпигунів лишаються). Боти не добирають карт.</numerusform>
            <numerusform>Стартова рука: у грі з одним чи двома гравцями приберіть зі спільної колоди %n карти домінування (карти шпигунів лишаються). Боти не добирають карт.</numerusform>
            <numerusform>Стартова рука: у грі з одним чи двома гравцями приберіть зі спільної колоди %n карт домінування (карти шпигунів лишаються). Боти не добирають карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="50"/>
        <source>Fully cooperative play?</source>
        <extracomment>node coop (check); seed 001, 3.5</extracomment>
        <translation>Це повністю кооперативна гра?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="56"/>
        <source>Fully cooperative play: remove the %n dominance cards from the shared deck whatever the number of players.</source>
        <extracomment>node coop_cards (do); seed 001, 3.5</extracomment>
        <translation>
            <numerusform>Повністю кооперативна гра: приберіть зі спільної колоди %n карту домінування незалежно від кількості гравців.</numerusform>
            <numerusform>Повністю кооперативна гра: приберіть зі спільної колоди %n карти домінування незалежно від кількості гравців.</numerusform>
            <numerusform>Повністю кооперативна гра: приберіть зі спільної колоди %n карт домінування незалежно від кількості гравців.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Which bot is being set up?</source>
        <extracomment>node faction (check); seed 001, 3</extracomment>
        <translation>Якого бота готують?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot is being set up?&apos;; node faction (check); seed 001, 3</extracomment>
        <translation>Механічний Маркіз 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot is being set up?&apos;; node faction (check); seed 001, 3</extracomment>
        <translation>Електричні Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot is being set up?&apos;; node faction (check); seed 001, 3</extracomment>
        <translation>Автоматичний Альянс</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/setup.yaml" line="63"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot is being set up?&apos;; node faction (check); seed 001, 3</extracomment>
        <translation>Волоцюгобот</translation>
    </message>
</context>
<context>
    <name>root_clockwork/spread</name>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="1"/>
        <source>Spread Sympathy</source>
        <extracomment>chart title</extracomment>
        <translation>Поширення симпатії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="5"/>
        <source>Is the Sympathy track empty?</source>
        <extracomment>node track (check); seed 001, 6.5.1.II</extracomment>
        <translation>Чи шкала симпатії порожня?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="11"/>
        <source>Spread Sympathy: place a sympathy token in the unsympathetic {clearing} with the fewest enemy warriors that is adjacent to a sympathetic clearing (tie: highest priority). If there is no such clearing, place it in the clearing with the fewest enemy pieces. Could it be placed?</source>
        <extracomment>node place (ask); seed 001, 6.5.1</extracomment>
        <translation>Поширення симпатії: розмістіть жетон симпатії на {clearing} без симпатії з найменшою кількістю воїнів опонентів, яка межує з галявиною із симпатією (рівність: найвищий пріоритет). Якщо такої галявини немає, розмістіть жетон на галявині з найменшою кількістю компонентів опонентів. Чи вдалося його розмістити?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="11"/>
        <source>Only one sympathy token per clearing (6.2.1). Target Legality (2.3): a clearing where the token may not go (the keep&apos;s, for example) is passed over for the next one.</source>
        <extracomment>note of node place (ask); seed 001, 6.5.1</extracomment>
        <translation>На галявині може бути лише один жетон симпатії (6.2.1). Правила відбору цілей (2.3): галявину, куди жетон не можна покласти (наприклад, галявину з Фортецею), пропускають на користь наступної.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="17"/>
        <source>Sympathy token placed.</source>
        <extracomment>node placed (check); seed 001, 6.5.1</extracomment>
        <translation>Жетон симпатії розміщено.</translation>
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
        <translation>Записано</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="18"/>
        <source>Martial Law: does a single enemy have %n or more warriors in that clearing?</source>
        <extracomment>node martial (ask); seed 001, 6.2.5</extracomment>
        <translation>
            <numerusform>Воєнний стан: чи має один опонент на цій галявині щонайменше %n воїна?</numerusform>
            <numerusform>Воєнний стан: чи має один опонент на цій галявині щонайменше %n воїнів?</numerusform>
            <numerusform>Воєнний стан: чи має один опонент на цій галявині щонайменше %n воїнів?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="25"/>
        <source>Martial Law holds in that clearing.</source>
        <extracomment>node martial_yes (check); seed 001, 6.2.5</extracomment>
        <translation>На цій галявині діє Воєнний стан.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="26"/>
        <source>No Martial Law in that clearing.</source>
        <extracomment>node martial_no (check); seed 001, 6.2.5</extracomment>
        <translation>На цій галявині Воєнний стан не діє.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="27"/>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="66"/>
        <source>Does this spread score nothing?</source>
        <extracomment>node scored (check); seed 001, 6.5.1</extracomment>
        <extracomment>node five_scores (check); seed 001, 6.5.1.II</extracomment>
        <translation>Чи бот не отримує очок за це Поширення симпатії?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="33"/>
        <source>Score the Sympathy track.</source>
        <extracomment>node which_track (check); seed 001, 6.5.1</extracomment>
        <translation>Підрахунок шкали симпатії.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="37"/>
        <source>Does Martial Law hold in that clearing?</source>
        <extracomment>node score_martial (check); seed 001, 6.2.5</extracomment>
        <translation>Чи діє на цій галявині Воєнний стан?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="39"/>
        <source>Does the space just uncovered on the Sympathy track show any VP?</source>
        <extracomment>node score_any (check); seed 001, 6.5.1</extracomment>
        <translation>Чи дає щойно відкрите поле шкали симпатії переможні очки?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="45"/>
        <source>The bot scores no VP, as the space just uncovered on the {track} shows none. VP now: {vp}.</source>
        <extracomment>node score_none (do); seed 001, 6.5.1</extracomment>
        <translation>Бот не отримує переможних очок, бо щойно відкрите поле ({track}) їх не дає. ПО тепер: {vp}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="50"/>
        <source>The bot scores %n VP, shown on the space just uncovered on the {track}. VP now: {vp}.</source>
        <extracomment>node score (do); seed 001, 6.5.1</extracomment>
        <translation>
            <numerusform>Бот отримує %n переможне очко з щойно відкритого поля ({track}). ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує %n переможні очки з щойно відкритого поля ({track}). ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує %n переможних очок з щойно відкритого поля ({track}). ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="57"/>
        <source>Martial Law: the bot scores %n VP, one less than the space just uncovered on the {track} shows (never below zero). VP now: {vp}.</source>
        <extracomment>node score_less (do); seed 001, 6.2.5</extracomment>
        <translation>
            <numerusform>Воєнний стан: бот отримує %n переможне очко — на одне менше, ніж показує щойно відкрите поле ({track}), ніколи менше нуля. ПО тепер: {vp}.</numerusform>
            <numerusform>Воєнний стан: бот отримує %n переможні очки — на одне менше, ніж показує щойно відкрите поле ({track}), ніколи менше нуля. ПО тепер: {vp}.</numerusform>
            <numerusform>Воєнний стан: бот отримує %n переможних очок — на одне менше, ніж показує щойно відкрите поле ({track}), ніколи менше нуля. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="73"/>
        <source>The bot cannot spread sympathy. This spread scores nothing, so it does not score the %n VP either.</source>
        <extracomment>node nothing (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Бот не може поширити симпатію. Це Поширення симпатії нічого не дає, тож бот не отримує й %n переможного очка.</numerusform>
            <numerusform>Бот не може поширити симпатію. Це Поширення симпатії нічого не дає, тож бот не отримує й %n переможних очок.</numerusform>
            <numerusform>Бот не може поширити симпатію. Це Поширення симпатії нічого не дає, тож бот не отримує й %n переможних очок.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="73"/>
        <source>Wildfire&apos;s extra spread scores nothing; the 5 VP for a spread that cannot place a token are that spread&apos;s score, so they are not scored either.</source>
        <extracomment>note of node nothing (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Додаткове Поширення симпатії від Пожежі нічого не дає; 5 ПО за Поширення, яке не може розмістити жетон, — це і є його підрахунок, тож їх теж немає.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/spread.yaml" line="82"/>
        <source>The bot cannot spread sympathy: it scores %n VP instead. VP now: {vp}.</source>
        <extracomment>node five (do); seed 001, 6.5.1.II</extracomment>
        <translation>
            <numerusform>Бот не може поширити симпатію: натомість отримує %n переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Бот не може поширити симпатію: натомість отримує %n переможні очки. ПО тепер: {vp}.</numerusform>
            <numerusform>Бот не може поширити симпатію: натомість отримує %n переможних очок. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/take_hits</name>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="1"/>
        <source>The bot is attacked or takes hits</source>
        <extracomment>chart title</extracomment>
        <translation>Бота атакують або він отримує влучання</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <source>Which bot is it?</source>
        <extracomment>node faction (check); seed 001, 1.2.1</extracomment>
        <translation>Який це бот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Mechanical Marquise 2.0</source>
        <extracomment>answer &apos;marquise&apos; to &apos;Which bot is it?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;marquise&apos; to &apos;Is this bot the Mechanical Marquise 2.0?&apos;; variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Механічний Маркіз 2.0</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Electric Eyrie</source>
        <extracomment>answer &apos;eyrie&apos; to &apos;Which bot is it?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;eyrie&apos; to &apos;Is this bot the Mechanical Marquise 2.0?&apos;; variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Електричні Династії</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Automated Alliance</source>
        <extracomment>answer &apos;alliance&apos; to &apos;Which bot is it?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;alliance&apos; to &apos;Is this bot the Mechanical Marquise 2.0?&apos;; variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Автоматичний Альянс</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="5"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Vagabot</source>
        <extracomment>answer &apos;vagabot&apos; to &apos;Which bot is it?&apos;; node faction (check); seed 001, 1.2.1</extracomment>
        <extracomment>answer &apos;vagabot&apos; to &apos;Is this bot the Mechanical Marquise 2.0?&apos;; variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Волоцюгобот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="14"/>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="24"/>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="29"/>
        <source>Taking hits: the bot first removes all its tokens in the clearing, then its buildings; if it could remove buildings of several types, pick them at random.</source>
        <extracomment>node mq_hits (do); seed 001, 1.2.1</extracomment>
        <extracomment>node al_hits (do); seed 001, 1.2.1</extracomment>
        <extracomment>node hits (do); seed 001, 1.2.1</extracomment>
        <translation>Отримання влучань: бот спершу прибирає з галявини всі свої жетони, потім будівлі; якщо він міг би прибрати будівлі кількох типів, оберіть їх випадково.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="19"/>
        <source>Automated Ambush: as defender in a battle with at least one Alliance warrior, the bot deals an extra hit.</source>
        <extracomment>node al_ambush (do); seed 001, 6.2.2</extracomment>
        <translation>Автоматична засідка: як захисник у бою, де бере участь хоча б один воїн Альянсу, бот завдає одне додаткове влучання.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="34"/>
        <source>As defender a bot scores for the enemy buildings and tokens it removes, never for warriors.</source>
        <extracomment>note of node defender_vp (call); seed 001, 7.5.4</extracomment>
        <translation>Як захисник бот отримує ПО за прибрані будівлі й жетони опонентів, ніколи за воїнів.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="41"/>
        <source>The losses are on the mat.</source>
        <extracomment>node after (check); seed 001, 1.2.1</extracomment>
        <translation>Втрати внесено в панель бота.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/take_hits.yaml" line="41"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The losses are on the mat.&apos;; node after (check); seed 001, 1.2.1</extracomment>
        <translation>Записано</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="178"/>
        <source>Fortified: each of the bot&apos;s buildings needs %n hits to be removed; a single hit on a building does nothing. Otherwise the bot first removes all its tokens in the clearing, then its buildings, picking at random among building types.</source>
        <extracomment>variant &apos;fortified&apos;: node mq_hits (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Укріплення: щоб прибрати будівлю бота, потрібно %n влучання; одне влучання в будівлю нічого не дає. В іншому бот спершу прибирає всі свої жетони з галявини, потім будівлі, випадково обираючи серед типів будівель.</numerusform>
            <numerusform>Укріплення: щоб прибрати будівлю бота, потрібно %n влучання; одне влучання в будівлю нічого не дає. В іншому бот спершу прибирає всі свої жетони з галявини, потім будівлі, випадково обираючи серед типів будівель.</numerusform>
            <numerusform>Укріплення: щоб прибрати будівлю бота, потрібно %n влучань; одне влучання в будівлю нічого не дає. В іншому бот спершу прибирає всі свої жетони з галявини, потім будівлі, випадково обираючи серед типів будівель.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="184"/>
        <source>Is this bot the Mechanical Marquise 2.0?</source>
        <extracomment>variant &apos;hospitals&apos;: node after (check); source: none given</extracomment>
        <translation>Чи цей бот — Механічний Маркіз 2.0?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="185"/>
        <source>Did the bot lose %n or more warriors as defender?</source>
        <extracomment>variant &apos;hospitals&apos;: node hospitals_lost (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Чи втратив бот як захисник щонайменше %n воїна?</numerusform>
            <numerusform>Чи втратив бот як захисник щонайменше %n воїнів?</numerusform>
            <numerusform>Чи втратив бот як захисник щонайменше %n воїнів?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="186"/>
        <source>Hospitals: place %n warriors in the keep&apos;s clearing. Supply now: {supply}.</source>
        <extracomment>variant &apos;hospitals&apos;: node hospitals (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Шпиталі: розмістіть %n воїна на галявині з Фортецею. Запас тепер: {supply}.</numerusform>
            <numerusform>Шпиталі: розмістіть %n воїнів на галявині з Фортецею. Запас тепер: {supply}.</numerusform>
            <numerusform>Шпиталі: розмістіть %n воїнів на галявині з Фортецею. Запас тепер: {supply}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="237"/>
        <source>Automated Ambush: as defender in a battle with at least one Alliance warrior, the bot deals an extra hit. Informants: it does so also where it defends only sympathy tokens.</source>
        <extracomment>variant &apos;informants&apos;: node al_ambush (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Автоматична засідка: як захисник у бою, де бере участь хоча б один воїн Альянсу, бот завдає одне додаткове влучання. Інформатори: також тоді, коли захищає лише жетони симпатії.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="249"/>
        <source>Veterans: as defender the bot takes the higher roll and the attacker the lower. Taking hits: the bot first removes all its tokens in the clearing, then its buildings; if it could remove buildings of several types, pick them at random.</source>
        <extracomment>variant &apos;veterans&apos;: node al_hits (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Ветерани: як захисник бот бере вищий результат кидка, а нападник — нижчий. Отримання влучань: бот спершу прибирає з галявини всі свої жетони, потім будівлі; якщо він міг би прибрати будівлі кількох типів, оберіть їх випадково.</translation>
    </message>
</context>
<context>
    <name>root_clockwork/track_score</name>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="1"/>
        <source>Read a scoring track</source>
        <extracomment>chart title</extracomment>
        <translation>Зчитування шкали очок</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="5"/>
        <source>Read the VP printed on each space of the faction board&apos;s track the first time the bot scores that space; it is kept on the mat (where it can be corrected).</source>
        <extracomment>chart note</extracomment>
        <translation>Зчитайте переможні очки, надруковані на полі шкали планшета фракції, коли бот уперше отримує за нього очки; число зберігається в панелі бота (там його можна виправити).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="7"/>
        <source>Is the VP of the space to score already on the mat?</source>
        <extracomment>node next (check); seed 001, 4.6.1</extracomment>
        <translation>Чи кількість ПО на полі, за яке бот отримує очки, уже записана в панелі бота?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="7"/>
        <source>Yes</source>
        <extracomment>answer &apos;known&apos; to &apos;Is the VP of the space to score already on the mat?&apos;; node next (check); seed 001, 4.6.1</extracomment>
        <translation>Так</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="7"/>
        <source>No: read it</source>
        <extracomment>answer &apos;ask&apos; to &apos;Is the VP of the space to score already on the mat?&apos;; node next (check); seed 001, 4.6.1</extracomment>
        <translation>Ні: зчитайте її</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="13"/>
        <source>Read the VP printed on space {space} (from the left) of the bot&apos;s {track}.</source>
        <extracomment>node read (number); seed 001, 4.6.1</extracomment>
        <translation>Зчитайте ПО, надруковані на полі № {space} зліва ({track} на планшеті фракції бота).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/track_score.yaml" line="13"/>
        <source>the VP printed on that space</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node read (number); seed 001, 4.6.1</extracomment>
        <translation>скільки ПО надруковано на цьому полі</translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_setup</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="1"/>
        <source>Vagabot: setup</source>
        <extracomment>chart title</extracomment>
        <translation>Волоцюгобот: підготовка фракції</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="5"/>
        <source>Put the bot&apos;s character card on the Character space of its faction board (the Vagabot&apos;s own cards, not the Vagabond&apos;s).</source>
        <extracomment>node character (do); seed 001, 7.3.1</extracomment>
        <translation>Покладіть карту персонажа бота на поле «Карта персонажа» його планшета фракції (ці карти персонажів відрізняються від карт Волоцюги).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="10"/>
        <source>Is one forest adjacent to more clearings than any other forest?</source>
        <extracomment>node pawn (ask); seed 001, 7.3.2</extracomment>
        <translation>Чи межує один ліс із більшою кількістю галявин, ніж будь-який інший ліс?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="15"/>
        <source>Place the pawn in the forest adjacent to the most clearings.</source>
        <extracomment>node pawn_one (do); seed 001, 7.3.2</extracomment>
        <translation>Розмістіть фігурку в лісі, що межує з найбільшою кількістю галявин.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="20"/>
        <source>How many forests are tied for the most adjacent clearings ({min} to {max})? Number them from {first} in any order; a die picks one of them.</source>
        <extracomment>node pawn_tied (number); seed 001, 7.3.2</extracomment>
        <translation>Скільки лісів порівну межують із найбільшою кількістю галявин (від {min} до {max})? Пронумеруйте їх від {first} у будь-якому порядку; кубик обере один із них.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="20"/>
        <source>how many forests are tied for the most adjacent clearings</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node pawn_tied (number); seed 001, 7.3.2</extracomment>
        <translation>скільки лісів порівну межують із найбільшою кількістю галявин</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="32"/>
        <source>Place the pawn in the tied forest you numbered {picked}.</source>
        <extracomment>node pawn_random (do); seed 001, 7.3.2</extracomment>
        <translation>Розмістіть фігурку в тому з рівних лісів, якому ви дали номер {picked}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="38"/>
        <source>Shuffle the quest deck, draw %n quest and put it face up beside the faction board. Only the Vagabot can complete it.</source>
        <extracomment>node quest (do); seed 001, 7.3.3</extracomment>
        <translation>
            <numerusform>Перетасуйте колоду завдань, доберіть %n завдання й покладіть його горілиць біля планшета фракції. Виконати його може лише Волоцюгобот.</numerusform>
            <numerusform>Перетасуйте колоду завдань, доберіть %n завдання й покладіть їх горілиць біля планшета фракції. Виконати їх може лише Волоцюгобот.</numerusform>
            <numerusform>Перетасуйте колоду завдань, доберіть %n завдань і покладіть їх горілиць біля планшета фракції. Виконати їх може лише Волоцюгобот.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="45"/>
        <source>Put %n random item marked R under each ruins token.</source>
        <extracomment>node ruins (do); seed 001, 7.3.4</extracomment>
        <translation>
            <numerusform>Під кожен жетон руїн покладіть %n випадковий предмет з літерою R.</numerusform>
            <numerusform>Під кожен жетон руїн покладіть %n випадкові предмети з літерою R.</numerusform>
            <numerusform>Під кожен жетон руїн покладіть %n випадкових предметів з літерою R.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="52"/>
        <source>Is the character the Tinker?</source>
        <extracomment>node tinker (check); seed 001, 7.7.2</extracomment>
        <translation>Чи персонаж — Майстер?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="59"/>
        <source>Take any %n items marked S and put them face up in the Satchel.</source>
        <extracomment>node items (do); seed 001, 7.3.5</extracomment>
        <translation>
            <numerusform>Візьміть будь-який %n предмет з літерою S і покладіть його горілиць у Наплічник.</numerusform>
            <numerusform>Візьміть будь-які %n предмети з літерою S і покладіть їх горілиць у Наплічник.</numerusform>
            <numerusform>Візьміть будь-які %n предметів з літерою S і покладіть їх горілиць у Наплічник.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_setup.yaml" line="67"/>
        <source>Take any %n items marked S and put them face up in the Satchel (the Tinker starts with one fewer).</source>
        <extracomment>node items_tinker (do); seed 001, 7.3.5</extracomment>
        <translation>
            <numerusform>Візьміть будь-який %n предмет з літерою S і покладіть його горілиць у Наплічник (Майстер починає гру з одним предметом менше).</numerusform>
            <numerusform>Візьміть будь-які %n предмети з літерою S і покладіть їх горілиць у Наплічник (Майстер починає гру з одним предметом менше).</numerusform>
            <numerusform>Візьміть будь-які %n предметів з літерою S і покладіть їх горілиць у Наплічник (Майстер починає гру з одним предметом менше).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vagabot_turn</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="1"/>
        <source>Vagabot: turn</source>
        <extracomment>chart title</extracomment>
        <translation>Волоцюгобот: хід</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="4"/>
        <source>Nimble (7.2.2): the Vagabot moves no matter who has rule of the clearings. Lone Wanderer (7.2.1): its pawn is not a warrior, never makes a clearing ruled and is never removed from the map.</source>
        <extracomment>chart note</extracomment>
        <translation>Спритний (7.2.2): Волоцюгобот рухається між галявинами незалежно від того, які фракції контролюють початкову й цільову галявини. Самотній мандрівник (7.2.1): фігурка Волоцюгобота не є воїном (не може контролювати галявини чи заважати іншому гравцеві їх контролювати) і не може бути прибрана з мапи.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="6"/>
        <source>Birdsong: reveal and craft the order card.</source>
        <extracomment>node birdsong (call); seed 001, 7.4</extracomment>
        <translation>Світанок: відкрийте карту наказу й виготовте її.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="12"/>
        <source>Slip: does the Vagabot have {n} or fewer undamaged items?</source>
        <extracomment>node slip (check); seed 001, 7.4.3</extracomment>
        <translation>Прокрадання: чи має Волоцюгобот {n} або менше непошкоджених предметів?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="19"/>
        <source>Slip: move the pawn into any adjacent forest. Skip Daylight.</source>
        <extracomment>node slip_do (do); seed 001, 7.4.3</extracomment>
        <translation>Прокрадання: перемістіть фігурку до будь-якого сусіднього лісу. Пропустіть День.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Daylight: the order card sets the actions and their order.</source>
        <extracomment>node daylight (check); seed 001, 7.5</extracomment>
        <translation>День: карта наказу визначає дії та їхній порядок.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Bird: Explore, Quest, Aid, Battle. Fox: Explore, Battle, Special. Rabbit: Battle, Repair, Special. Mouse: Quest, Aid, Battle, Repair. Daylight ends once every item is exhausted.</source>
        <extracomment>note of node daylight (check); seed 001, 7.5</extracomment>
        <translation>Пташина карта: Розвідка, Завдання, Допомога, Бій. Лисяча карта: Розвідка, Бій, Особлива дія. Кроляча карта: Бій, Ремонт, Особлива дія. Мишача карта: Завдання, Допомога, Бій, Ремонт. День закінчується, щойно бот виснажить усі предмети.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Fox</source>
        <extracomment>answer &apos;fox&apos; to &apos;Daylight: the order card sets the actions and their order.&apos;; node daylight (check); seed 001, 7.5</extracomment>
        <translation>Лисяча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Rabbit</source>
        <extracomment>answer &apos;rabbit&apos; to &apos;Daylight: the order card sets the actions and their order.&apos;; node daylight (check); seed 001, 7.5</extracomment>
        <translation>Кроляча</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Mouse</source>
        <extracomment>answer &apos;mouse&apos; to &apos;Daylight: the order card sets the actions and their order.&apos;; node daylight (check); seed 001, 7.5</extracomment>
        <translation>Мишача</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="24"/>
        <source>Bird</source>
        <extracomment>answer &apos;bird&apos; to &apos;Daylight: the order card sets the actions and their order.&apos;; node daylight (check); seed 001, 7.5</extracomment>
        <translation>Пташина</translation>
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
        <translation>Чи має Волоцюгобот невиснажений предмет на наступну дію?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="147"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="266"/>
        <source>Daylight ends.</source>
        <extracomment>node daylight_end (check); seed 001, 7.5</extracomment>
        <extracomment>variant &apos;adventurer&apos;: node daylight_end (check); source: none given</extracomment>
        <translation>День закінчується.</translation>
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
        <translation>Записано</translation>
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
            <numerusform>Вечір, Відновлення: переверніть горілиць %n виснажений непошкоджений предмет ({why}).</numerusform>
            <numerusform>Вечір, Відновлення: переверніть горілиць %n виснажені непошкоджені предмети ({why}).</numerusform>
            <numerusform>Вечір, Відновлення: переверніть горілиць %n виснажених непошкоджених предметів ({why}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="156"/>
        <source>Repair: does the Vagabot have a damaged item?</source>
        <extracomment>node any_damaged (check); seed 001, 7.6.2</extracomment>
        <translation>Ремонт: чи має Волоцюгобот пошкоджений предмет?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="163"/>
        <source>Repair: is the Vagabot in a forest?</source>
        <extracomment>node forest (ask); seed 001, 7.6.2</extracomment>
        <translation>Ремонт: чи Волоцюгобот у лісі?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="168"/>
        <source>Repair all %n damaged items.</source>
        <extracomment>node repair_all (do); seed 001, 7.6.2</extracomment>
        <translation>
            <numerusform>Ремонт: полагодьте всі пошкоджені предмети Волоцюгобота (%n предмет).</numerusform>
            <numerusform>Ремонт: полагодьте всі пошкоджені предмети Волоцюгобота (%n предмети).</numerusform>
            <numerusform>Ремонт: полагодьте всі пошкоджені предмети Волоцюгобота (%n предметів).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="176"/>
        <source>Repair %n damaged item, an unexhausted one first.</source>
        <extracomment>node repair_one (do); seed 001, 7.6.2</extracomment>
        <translation>
            <numerusform>Ремонт: полагодьте %n пошкоджений предмет, спершу невиснажений.</numerusform>
            <numerusform>Ремонт: полагодьте %n пошкоджені предмети, спершу невиснажені.</numerusform>
            <numerusform>Ремонт: полагодьте %n пошкоджених предметів, спершу невиснажені.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="184"/>
        <source>Discard the order card.</source>
        <extracomment>node discard (do); seed 001, 7.6.3</extracomment>
        <translation>Скиньте карту наказу.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vagabot_turn.yaml" line="189"/>
        <location filename="../rules/root_clockwork/pack.yaml" line="160"/>
        <source>Evening ends.</source>
        <extracomment>node evening_end (check); seed 001, 7.6</extracomment>
        <extracomment>variant &apos;nightmare&apos;: node evening_end (check); source: none given</extracomment>
        <translation>Вечір закінчується.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="161"/>
        <source>Nightmare: the bot scores %n VP at the end of Evening. VP now: {vp}.</source>
        <extracomment>variant &apos;nightmare&apos;: node nightmare (do); seed 001, 3.3.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможні очки. ПО тепер: {vp}.</numerusform>
            <numerusform>Кошмар: наприкінці Вечора бот отримує %n переможних очок. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="267"/>
        <source>Adventurer: has the Vagabot %n unexhausted items for another quest?</source>
        <extracomment>variant &apos;adventurer&apos;: node adventurer (check); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Шукач пригод: чи має Волоцюгобот %n невиснажений предмет на ще одне завдання?</numerusform>
            <numerusform>Шукач пригод: чи має Волоцюгобот %n невиснажені предмети на ще одне завдання?</numerusform>
            <numerusform>Шукач пригод: чи має Волоцюгобот %n невиснажених предметів на ще одне завдання?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="268"/>
        <source>Adventurer: can the Vagabot complete another quest?</source>
        <extracomment>variant &apos;adventurer&apos;: node adventurer_ask (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Шукач пригод: чи може Волоцюгобот виконати ще одне завдання?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="280"/>
        <source>Repair %n damaged items, unexhausted ones first (Berserker repairs one more).</source>
        <extracomment>variant &apos;berserker&apos;: node repair_one (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Ремонт: полагодьте %n пошкоджений предмет, спершу невиснажені (Берсерк лагодить на один більше).</numerusform>
            <numerusform>Ремонт: полагодьте %n пошкоджені предмети, спершу невиснажені (Берсерк лагодить на один більше).</numerusform>
            <numerusform>Ремонт: полагодьте %n пошкоджених предметів, спершу невиснажені (Берсерк лагодить на один більше).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_aid</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="1"/>
        <source>Vagabot: Aid</source>
        <extracomment>chart title</extracomment>
        <translation>Волоцюгобот: Допомога</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="5"/>
        <source>Aid: is an enemy with pieces in the Vagabot&apos;s clearing holding at least one item in its Crafted Items box?</source>
        <extracomment>node target (ask); seed 001, 7.5.3</extracomment>
        <translation>Допомога: чи має опонент із компонентами на галявині Волоцюгобота хоча б один предмет на полі виготовлених предметів?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="9"/>
        <source>Aid: of those, take the one with the fewest VP. How many items are in its Crafted Items box?</source>
        <extracomment>node crafted (number); seed 001, 7.5.3</extracomment>
        <translation>Допомога: серед них оберіть того, хто має найменше ПО. Скільки предметів на його полі виготовлених предметів?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="9"/>
        <source>how many items are in that enemy&apos;s Crafted Items box</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node crafted (number); seed 001, 7.5.3</extracomment>
        <translation>скільки предметів на полі виготовлених предметів цього опонента</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="19"/>
        <source>Has the Vagabot&apos;s mat room for one more item?</source>
        <extracomment>node room (check); seed 001, 7.5.3</extracomment>
        <translation>Чи є в панелі Волоцюгобота місце ще для одного предмета?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="25"/>
        <source>Aid: the Vagabot&apos;s mat already counts %n items, the most it holds, so no item is left for the bot to take: it exhausts nothing and nobody draws. If that count is wrong, correct it on the mat.</source>
        <extracomment>node full (do); seed 001, 7.5.3 (reconstructed)</extracomment>
        <translation>
            <numerusform>Допомога: у панелі Волоцюгобота вже %n предмет, найбільше, скільки вона вміщує, тож бот не має предмета, який міг би взяти: він нічого не виснажує, і ніхто не добирає карт. Якщо це число хибне, виправте його в панелі.</numerusform>
            <numerusform>Допомога: у панелі Волоцюгобота вже %n предмети, найбільше, скільки вона вміщує, тож бот не має предмета, який міг би взяти: він нічого не виснажує, і ніхто не добирає карт. Якщо це число хибне, виправте його в панелі.</numerusform>
            <numerusform>Допомога: у панелі Волоцюгобота вже %n предметів, найбільше, скільки вона вміщує, тож бот не має предмета, який міг би взяти: він нічого не виснажує, і ніхто не добирає карт. Якщо це число хибне, виправте його в панелі.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="33"/>
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored}. The player draws {cards} (a bot the Vagabot aided draws none and scores one VP instead: Poor Manual Dexterity). VP now: {vp}.</source>
        <extracomment>node aid (do); seed 001, 7.5.3</extracomment>
        <translation>
            <numerusform>Допомога: виснажте %n предмет і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored}. Гравець добирає {cards} (бот, якому допоміг Волоцюгобот, не добирає карт, а отримує одне переможне очко: Погана спритність рук). ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте %n предмети і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored}. Гравець добирає {cards} (бот, якому допоміг Волоцюгобот, не добирає карт, а отримує одне переможне очко: Погана спритність рук). ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте %n предметів і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored}. Гравець добирає {cards} (бот, якому допоміг Волоцюгобот, не добирає карт, а отримує одне переможне очко: Погана спритність рук). ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="41"/>
        <source>Is another bot in the game?</source>
        <extracomment>node bots_here (check); seed 001, 7.5.3</extracomment>
        <translation>Чи є в грі інший бот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="46"/>
        <source>Whom did the Vagabot aid?</source>
        <extracomment>node aided (ask); seed 001, 7.5.3</extracomment>
        <translation>Кому допоміг Волоцюгобот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="46"/>
        <source>A player</source>
        <extracomment>answer &apos;player&apos; to &apos;Whom did the Vagabot aid?&apos;; node aided (ask); seed 001, 7.5.3</extracomment>
        <translation>Гравцеві</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_aid.yaml" line="52"/>
        <source>{bot} draws no cards and scores %n VP instead (Poor Manual Dexterity).</source>
        <extracomment>node aided_vp (do); seed 001, 7.5.3</extracomment>
        <translation>
            <numerusform>Бот {bot} не добирає карт, а отримує %n переможне очко (Погана спритність рук).</numerusform>
            <numerusform>Бот {bot} не добирає карт, а отримує %n переможні очки (Погана спритність рук).</numerusform>
            <numerusform>Бот {bot} не добирає карт, а отримує %n переможних очок (Погана спритність рук).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="286"/>
        <source>Aid: exhaust %n items and take as many items from that player&apos;s Crafted Items box into the Satchel. The bot scores {scored} (Helper: one more). The player draws {cards}, and as many again (Helper); if that player is a bot, it draws none and scores one VP instead. VP now: {vp}.</source>
        <extracomment>variant &apos;helper&apos;: node aid (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Допомога: виснажте %n предмет і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored} (Помічник: на одне більше). Гравець добирає {cards}, а потім ще стільки ж (Помічник); якщо цей гравець — бот, він не добирає карт, а отримує одне переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте %n предмети і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored} (Помічник: на одне більше). Гравець добирає {cards}, а потім ще стільки ж (Помічник); якщо цей гравець — бот, він не добирає карт, а отримує одне переможне очко. ПО тепер: {vp}.</numerusform>
            <numerusform>Допомога: виснажте %n предметів і візьміть стільки ж предметів із поля виготовлених предметів цього гравця в Наплічник. Бот отримує {scored} (Помічник: на одне більше). Гравець добирає {cards}, а потім ще стільки ж (Помічник); якщо цей гравець — бот, він не добирає карт, а отримує одне переможне очко. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_battle</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="1"/>
        <source>Vagabot: Battle</source>
        <extracomment>chart title</extracomment>
        <translation>Волоцюгобот: Бій</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="5"/>
        <source>Battle: is there a clearing with pieces of the enemy that has the most VP?</source>
        <extracomment>node target (ask); seed 001, 7.5.4</extracomment>
        <translation>Бій: чи є галявина з компонентами опонента, який має найбільше ПО?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="11"/>
        <source>Battle: how many moves does the Vagabot need to reach the nearest clearing with pieces of the enemy that has the most VP (clearing ties: that enemy&apos;s most buildings and tokens, then its fewest warriors) ({min} to {max})? It stays if it can act where it is.</source>
        <extracomment>node moves (number); seed 001, 7.5.4</extracomment>
        <translation>Бій: скільки переміщень (від {min} до {max}) потрібно Волоцюгоботу, щоб дістатися до найближчої галявини з хоча б одним компонентом опонента, який має найбільше ПО (перша рівність при виборі цільової галявини: найбільше будівель і жетонів цього опонента; друга рівність: найменше його воїнів)? Він лишається на своїй галявині, якщо може виконати дію там.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="11"/>
        <source>Each move exhausts an item; the Vagabot takes the way that exhausts the fewest, and moves even if it then cannot pay for the action (7.5).</source>
        <extracomment>note of node moves (number); seed 001, 7.5.4</extracomment>
        <translation>За кожне переміщення Волоцюгобот виснажує один предмет і обирає шлях, що виснажує найменше предметів; він переміщується, навіть якщо потім йому не вистачить невиснажених предметів на дію (7.5).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="11"/>
        <source>how many moves away the Vagabot&apos;s target clearing is</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node moves (number); seed 001, 7.5.4</extracomment>
        <translation>скільки переміщень відділяє Волоцюгобота від цільової галявини</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="21"/>
        <source>Must the Vagabot move?</source>
        <extracomment>node move (check); seed 001, 7.5.4</extracomment>
        <translation>Чи мусить Волоцюгобот переміщатися?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="27"/>
        <source>Has it an unexhausted item for every move?</source>
        <extracomment>node enough (check); seed 001, 7.5</extracomment>
        <translation>Чи має він невиснажений предмет на кожне переміщення?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</source>
        <extracomment>node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Волоцюгоботу потрібне %n переміщення, а він має лише {fresh}. Чи все одно він проходить увесь шлях?</numerusform>
            <numerusform>Волоцюгоботу потрібні %n переміщення, а він має лише {fresh}. Чи все одно він проходить увесь шлях?</numerusform>
            <numerusform>Волоцюгоботу потрібно %n переміщень, а він має лише {fresh}. Чи все одно він проходить увесь шлях?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>Your rules (7.5) say each move exhausts an item and the Vagabot moves even when it then cannot pay for the action; they do not say what happens when its items run out on the way. Agree on it at the table: it cannot act this time either way.</source>
        <extracomment>note of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Правила (7.5) кажуть, що кожне переміщення виснажує предмет і що Волоцюгобот переміщується, навіть якщо потім не зможе оплатити дію; вони не кажуть, що буває, коли предмети закінчуються дорогою. Домовтеся про це за столом: цього разу він не виконає дію в жодному разі.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>The whole way</source>
        <extracomment>answer &apos;yes&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Увесь шлях</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>As far as its items take it</source>
        <extracomment>answer &apos;no&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Наскільки вистачить предметів</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="36"/>
        <source>%n unexhausted items</source>
        <extracomment>part of the text of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n невиснажений предмет</numerusform>
            <numerusform>%n невиснажені предмети</numerusform>
            <numerusform>%n невиснажених предметів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="48"/>
        <source>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_part (do); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Перемістіть Волоцюгобота до цієї галявини настільки, наскільки вистачить предметів, виснажуючи предмет за кожне переміщення: виснажено %n предмет; {still}.</numerusform>
            <numerusform>Перемістіть Волоцюгобота до цієї галявини настільки, наскільки вистачить предметів, виснажуючи предмет за кожне переміщення: виснажено %n предмети; {still}.</numerusform>
            <numerusform>Перемістіть Волоцюгобота до цієї галявини настільки, наскільки вистачить предметів, виснажуючи предмет за кожне переміщення: виснажено %n предметів; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="57"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмет; {still}.</numerusform>
            <numerusform>Перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмети; {still}.</numerusform>
            <numerusform>Перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предметів; {still}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="65"/>
        <source>Has it an unexhausted item to pay with?</source>
        <extracomment>node pay (check); seed 001, 7.5.4</extracomment>
        <translation>Чи має він невиснажений предмет, щоб виконати дію?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="71"/>
        <source>Battle: exhaust %n item and battle {defender} there. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <extracomment>node fight (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>Бій: виснажте %n предмет і проведіть бій з {defender}. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предмети і проведіть бій з {defender}. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предметів і проведіть бій з {defender}. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="79"/>
        <source>How many enemy warriors did the Vagabot remove?</source>
        <extracomment>node warriors (number); seed 001, 7.5.4</extracomment>
        <translation>Скількох воїнів опонентів прибрав Волоцюгобот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="79"/>
        <source>how many enemy warriors the Vagabot removed</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node warriors (number); seed 001, 7.5.4</extracomment>
        <translation>скількох воїнів опонентів прибрав Волоцюгобот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="88"/>
        <source>Did it remove any warriors?</source>
        <extracomment>node killed_any (check); seed 001, 7.5.4</extracomment>
        <translation>Чи прибрав він якихось воїнів?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="94"/>
        <source>The bot scores %n VP, one per enemy warrior it removed as attacker. VP now: {vp}.</source>
        <extracomment>node killed_vp (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>Бот отримує %n переможне очко, по одному за кожного воїна опонента, прибраного як нападник. ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує %n переможні очки, по одному за кожного воїна опонента, прибраного як нападник. ПО тепер: {vp}.</numerusform>
            <numerusform>Бот отримує %n переможних очок, по одному за кожного воїна опонента, прибраного як нападник. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="104"/>
        <source>How many hits did the Vagabot take?</source>
        <extracomment>node hits (number); seed 001, 7.2.5</extracomment>
        <translation>Скільки влучань отримав Волоцюгобот?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="104"/>
        <source>how many hits the Vagabot took</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node hits (number); seed 001, 7.2.5</extracomment>
        <translation>скільки влучань отримав Волоцюгобот</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="113"/>
        <source>Did it take any hits?</source>
        <extracomment>node hit_any (check); seed 001, 7.5.4</extracomment>
        <translation>Чи отримав він якісь влучання?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="119"/>
        <source>Taking hits: damage %n items, exhausted ones first, then unexhausted ones. Undamaged items now: {undamaged}; on the Battle track: {battle}.</source>
        <extracomment>node damage (do); seed 001, 7.2.5</extracomment>
        <translation>
            <numerusform>Отримання влучань: пошкодьте %n предмет, спершу виснажений, потім невиснажений. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
            <numerusform>Отримання влучань: пошкодьте %n предмети, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
            <numerusform>Отримання влучань: пошкодьте %n предметів, спершу виснажені, потім невиснажені. Непошкоджені предмети тепер: {undamaged}; на шкалі бою: {battle}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="131"/>
        <source>Has it %n unexhausted items left to battle again?</source>
        <extracomment>node again (check); seed 001, 7.5.4 (reconstructed)</extracomment>
        <translation>
            <numerusform>Чи лишився в нього %n невиснажений предмет, щоб знову провести бій?</numerusform>
            <numerusform>Чи лишилося в нього %n невиснажені предмети, щоб знову провести бій?</numerusform>
            <numerusform>Чи лишилося в нього %n невиснажених предметів, щоб знову провести бій?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="131"/>
        <source>Your rules make each further battle cost two items until all are exhausted, and do not say what a single item left does. Here the Vagabot battles no more and keeps it unexhausted; if your table reads it otherwise, battle once more and mark the item exhausted on the bot&apos;s mat.</source>
        <extracomment>note of node again (check); seed 001, 7.5.4 (reconstructed)</extracomment>
        <translation>За вашими правилами кожен наступний бій коштує два предмети, доки всі не буде виснажено, а що робити з одним останнім предметом, правила не кажуть. Тут Волоцюгобот більше не б’ється і лишає його невиснаженим; якщо ваш стіл тлумачить це інакше, проведіть ще один бій і позначте предмет виснаженим на панелі бота.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="142"/>
        <source>Are pieces of that enemy still in the clearing?</source>
        <extracomment>node remain (ask); seed 001, 7.5.4</extracomment>
        <translation>Чи на галявині ще є компоненти цього опонента?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_battle.yaml" line="147"/>
        <source>Battle again: exhaust %n items and battle the same enemy.</source>
        <extracomment>node fight_again (do); seed 001, 7.5.4</extracomment>
        <translation>
            <numerusform>Бій знову: виснажте %n предмет і проведіть бій із тим самим опонентом.</numerusform>
            <numerusform>Бій знову: виснажте %n предмети і проведіть бій із тим самим опонентом.</numerusform>
            <numerusform>Бій знову: виснажте %n предметів і проведіть бій із тим самим опонентом.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="263"/>
        <source>Adventurer: the Vagabot battles only once per turn, so it does not battle again.</source>
        <extracomment>variant &apos;adventurer&apos;: node fight_again (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Шукач пригод: Волоцюгобот веде бій лише раз за хід, тож не починає бій знову.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="275"/>
        <source>Battle (Berserker): is there a clearing with enemy pieces on the map?</source>
        <extracomment>variant &apos;berserker&apos;: node target (ask); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Бій (Берсерк): чи є на мапі галявина з компонентами опонентів?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="276"/>
        <source>Battle (Berserker): how many moves does the Vagabot need to reach the nearest clearing with the most enemy pieces ({min} to {max})? It stays if it can act where it is.</source>
        <extracomment>variant &apos;berserker&apos;: node moves (number); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Бій (Берсерк): скільки переміщень (від {min} до {max}) потрібно Волоцюгоботу, щоб дістатися до найближчої галявини з найбільшою кількістю компонентів опонентів? Він лишається на своїй галявині, якщо може виконати дію там.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/pack.yaml" line="276"/>
        <source>Berserker battles the player with the most pieces in the nearest clearing that has the most enemy pieces, instead of the player with the most VP.</source>
        <extracomment>note of variant &apos;berserker&apos;: node moves (number); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>Берсерк б’ється з гравцем, що має найбільше компонентів на найближчій галявині з найбільшою кількістю компонентів опонентів, а не з гравцем, що має найбільше ПО.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="292"/>
        <source>Battle: exhaust %n item and battle {defender} there. Marksman: deal {first} at once, before rolling. Maximum rolled hits: {max}; extra hits as attacker: {extra}.</source>
        <extracomment>variant &apos;marksman&apos;: node fight (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>Бій: виснажте %n предмет і проведіть бій з {defender}. Влучний стрілець: завдайте {first} одразу, до кидка. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предмети і проведіть бій з {defender}. Влучний стрілець: завдайте {first} одразу, до кидка. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
            <numerusform>Бій: виснажте %n предметів і проведіть бій з {defender}. Влучний стрілець: завдайте {first} одразу, до кидка. Максимальна кількість викинутих влучань: {max}; додаткові влучання як нападник: {extra}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/pack.yaml" line="292"/>
        <source>%n hits</source>
        <extracomment>part of the text of variant &apos;marksman&apos;: node fight (do); seed 001, 3.3.2 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n влучання</numerusform>
            <numerusform>%n влучання</numerusform>
            <numerusform>%n влучань</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_explore</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="1"/>
        <source>Vagabot: Explore</source>
        <extracomment>chart title</extracomment>
        <translation>Волоцюгобот: Розвідка</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="5"/>
        <source>Explore: is there a clearing with ruins on the map?</source>
        <extracomment>node target (ask); seed 001, 7.5.1</extracomment>
        <translation>Розвідка: чи є на мапі галявина з руїнами?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="11"/>
        <source>Explore: how many moves does the Vagabot need to reach the nearest clearing with ruins ({min} to {max})? It stays if it can act where it is.</source>
        <extracomment>node moves (number); seed 001, 7.5.1</extracomment>
        <translation>Розвідка: скільки переміщень (від {min} до {max}) потрібно Волоцюгоботу, щоб дістатися до найближчої галявини з руїнами? Він лишається на своїй галявині, якщо може виконати дію там.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="11"/>
        <source>Each move exhausts an item; the Vagabot takes the way that exhausts the fewest, and moves even if it then cannot pay for the action (7.5).</source>
        <extracomment>note of node moves (number); seed 001, 7.5.1</extracomment>
        <translation>За кожне переміщення Волоцюгобот виснажує один предмет і обирає шлях, що виснажує найменше предметів; він переміщується, навіть якщо потім йому не вистачить невиснажених предметів на дію (7.5).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="11"/>
        <source>how many moves away the nearest clearing with ruins is</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node moves (number); seed 001, 7.5.1</extracomment>
        <translation>скільки переміщень відділяє Волоцюгобота від найближчої галявини з руїнами</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="21"/>
        <source>Must the Vagabot move?</source>
        <extracomment>node move (check); seed 001, 7.5.1</extracomment>
        <translation>Чи мусить Волоцюгобот переміщатися?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="27"/>
        <source>Has it an unexhausted item for every move?</source>
        <extracomment>node enough (check); seed 001, 7.5</extracomment>
        <translation>Чи має він невиснажений предмет на кожне переміщення?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</source>
        <extracomment>node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Волоцюгоботу потрібне %n переміщення, а він має лише {fresh}. Чи все одно він проходить увесь шлях?</numerusform>
            <numerusform>Волоцюгоботу потрібні %n переміщення, а він має лише {fresh}. Чи все одно він проходить увесь шлях?</numerusform>
            <numerusform>Волоцюгоботу потрібно %n переміщень, а він має лише {fresh}. Чи все одно він проходить увесь шлях?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>Your rules (7.5) say each move exhausts an item and the Vagabot moves even when it then cannot pay for the action; they do not say what happens when its items run out on the way. Agree on it at the table: it cannot act this time either way.</source>
        <extracomment>note of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Правила (7.5) кажуть, що кожне переміщення виснажує предмет і що Волоцюгобот переміщується, навіть якщо потім не зможе оплатити дію; вони не кажуть, що буває, коли предмети закінчуються дорогою. Домовтеся про це за столом: цього разу він не виконає дію в жодному разі.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>The whole way</source>
        <extracomment>answer &apos;yes&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Увесь шлях</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>As far as its items take it</source>
        <extracomment>answer &apos;no&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Наскільки вистачить предметів</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="36"/>
        <source>%n unexhausted items</source>
        <extracomment>part of the text of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n невиснажений предмет</numerusform>
            <numerusform>%n невиснажені предмети</numerusform>
            <numerusform>%n невиснажених предметів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="48"/>
        <source>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_part (do); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Перемістіть Волоцюгобота до цієї галявини настільки, наскільки вистачить предметів, виснажуючи предмет за кожне переміщення: виснажено %n предмет; {still}.</numerusform>
            <numerusform>Перемістіть Волоцюгобота до цієї галявини настільки, наскільки вистачить предметів, виснажуючи предмет за кожне переміщення: виснажено %n предмети; {still}.</numerusform>
            <numerusform>Перемістіть Волоцюгобота до цієї галявини настільки, наскільки вистачить предметів, виснажуючи предмет за кожне переміщення: виснажено %n предметів; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="57"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмет; {still}.</numerusform>
            <numerusform>Перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмети; {still}.</numerusform>
            <numerusform>Перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предметів; {still}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="65"/>
        <source>Has it an unexhausted item to pay with?</source>
        <extracomment>node pay (check); seed 001, 7.5.1</extracomment>
        <translation>Чи має він невиснажений предмет, щоб виконати дію?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="73"/>
        <source>Has the Vagabot&apos;s mat room for one more item?</source>
        <extracomment>node room (check); seed 001, 7.5.1</extracomment>
        <translation>Чи є в панелі Волоцюгобота місце ще для одного предмета?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="79"/>
        <source>Explore: the Vagabot&apos;s mat already counts %n items, the most it holds, so no item is left for the bot to take: it exhausts nothing. If that count is wrong, correct it on the mat.</source>
        <extracomment>node full (do); seed 001, 7.5.1 (reconstructed)</extracomment>
        <translation>
            <numerusform>Розвідка: у панелі Волоцюгобота вже %n предмет, найбільше, скільки вона вміщує, тож бот не має предмета, який міг би взяти: він нічого не виснажує. Якщо це число хибне, виправте його в панелі.</numerusform>
            <numerusform>Розвідка: у панелі Волоцюгобота вже %n предмети, найбільше, скільки вона вміщує, тож бот не має предмета, який міг би взяти: він нічого не виснажує. Якщо це число хибне, виправте його в панелі.</numerusform>
            <numerusform>Розвідка: у панелі Волоцюгобота вже %n предметів, найбільше, скільки вона вміщує, тож бот не має предмета, який міг би взяти: він нічого не виснажує. Якщо це число хибне, виправте його в панелі.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_explore.yaml" line="87"/>
        <source>Explore: exhaust %n item, take a random item from under the ruins and put it face up in the Satchel. If the ruins are now empty, remove the token. No VP.</source>
        <extracomment>node explore (do); seed 001, 7.5.1</extracomment>
        <translation>
            <numerusform>Розвідка: виснажте %n предмет, візьміть випадковий предмет з-під жетона руїн і покладіть горілиць у Наплічник. Якщо під руїнами нічого не лишилося, приберіть жетон. Без ПО.</numerusform>
            <numerusform>Розвідка: виснажте %n предмети, візьміть випадковий предмет з-під жетона руїн і покладіть горілиць у Наплічник. Якщо під руїнами нічого не лишилося, приберіть жетон. Без ПО.</numerusform>
            <numerusform>Розвідка: виснажте %n предметів, візьміть випадковий предмет з-під жетона руїн і покладіть горілиць у Наплічник. Якщо під руїнами нічого не лишилося, приберіть жетон. Без ПО.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_quest</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="1"/>
        <source>Vagabot: Quest</source>
        <extracomment>chart title</extracomment>
        <translation>Волоцюгобот: Завдання</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="5"/>
        <source>Quest: is there a clearing matching the current quest&apos;s suit?</source>
        <extracomment>node target (ask); seed 001, 7.5.2</extracomment>
        <translation>Завдання: чи є галявина масті поточного завдання?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="11"/>
        <source>Quest: how many moves does the Vagabot need to reach the nearest clearing matching the current quest&apos;s suit ({min} to {max})? It stays if it can act where it is.</source>
        <extracomment>node moves (number); seed 001, 7.5.2</extracomment>
        <translation>Завдання: скільки переміщень (від {min} до {max}) потрібно Волоцюгоботу, щоб дістатися до найближчої галявини масті поточного завдання? Він лишається на своїй галявині, якщо може виконати дію там.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="11"/>
        <source>Each move exhausts an item; the Vagabot takes the way that exhausts the fewest, and moves even if it then cannot pay for the action (7.5).</source>
        <extracomment>note of node moves (number); seed 001, 7.5.2</extracomment>
        <translation>За кожне переміщення Волоцюгобот виснажує один предмет і обирає шлях, що виснажує найменше предметів; він переміщується, навіть якщо потім йому не вистачить невиснажених предметів на дію (7.5).</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="11"/>
        <source>how many moves away the nearest matching clearing is</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node moves (number); seed 001, 7.5.2</extracomment>
        <translation>скільки переміщень відділяє Волоцюгобота від найближчої галявини масті завдання</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="21"/>
        <source>Must the Vagabot move?</source>
        <extracomment>node move (check); seed 001, 7.5.2</extracomment>
        <translation>Чи мусить Волоцюгобот переміщатися?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="27"/>
        <source>Has it an unexhausted item for every move?</source>
        <extracomment>node enough (check); seed 001, 7.5</extracomment>
        <translation>Чи має він невиснажений предмет на кожне переміщення?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?</source>
        <extracomment>node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Волоцюгоботу потрібне %n переміщення, а він має лише {fresh}. Чи все одно він проходить увесь шлях?</numerusform>
            <numerusform>Волоцюгоботу потрібні %n переміщення, а він має лише {fresh}. Чи все одно він проходить увесь шлях?</numerusform>
            <numerusform>Волоцюгоботу потрібно %n переміщень, а він має лише {fresh}. Чи все одно він проходить увесь шлях?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>Your rules (7.5) say each move exhausts an item and the Vagabot moves even when it then cannot pay for the action; they do not say what happens when its items run out on the way. Agree on it at the table: it cannot act this time either way.</source>
        <extracomment>note of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Правила (7.5) кажуть, що кожне переміщення виснажує предмет і що Волоцюгобот переміщується, навіть якщо потім не зможе оплатити дію; вони не кажуть, що буває, коли предмети закінчуються дорогою. Домовтеся про це за столом: цього разу він не виконає дію в жодному разі.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>The whole way</source>
        <extracomment>answer &apos;yes&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Увесь шлях</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>As far as its items take it</source>
        <extracomment>answer &apos;no&apos; to &apos;The Vagabot needs %n moves but has only {fresh}. Does it still move the whole way?&apos;; node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>Наскільки вистачить предметів</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="36"/>
        <source>%n unexhausted items</source>
        <extracomment>part of the text of node short (ask); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>%n невиснажений предмет</numerusform>
            <numerusform>%n невиснажені предмети</numerusform>
            <numerusform>%n невиснажених предметів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="48"/>
        <source>Move the Vagabot toward that clearing as far as its items take it, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_part (do); seed 001, 7.5 (reconstructed)</extracomment>
        <translation>
            <numerusform>Перемістіть Волоцюгобота до цієї галявини настільки, наскільки вистачить предметів, виснажуючи предмет за кожне переміщення: виснажено %n предмет; {still}.</numerusform>
            <numerusform>Перемістіть Волоцюгобота до цієї галявини настільки, наскільки вистачить предметів, виснажуючи предмет за кожне переміщення: виснажено %n предмети; {still}.</numerusform>
            <numerusform>Перемістіть Волоцюгобота до цієї галявини настільки, наскільки вистачить предметів, виснажуючи предмет за кожне переміщення: виснажено %n предметів; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="57"/>
        <source>Move the Vagabot there, exhausting an item per move: %n exhausted; {still}.</source>
        <extracomment>node move_do (do); seed 001, 7.5</extracomment>
        <translation>
            <numerusform>Перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмет; {still}.</numerusform>
            <numerusform>Перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предмети; {still}.</numerusform>
            <numerusform>Перемістіть туди Волоцюгобота, виснажуючи предмет за кожне переміщення: виснажено %n предметів; {still}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="65"/>
        <source>Has it %n unexhausted items to pay with?</source>
        <extracomment>node pay (check); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>Чи має він %n невиснажений предмет, щоб виконати дію?</numerusform>
            <numerusform>Чи має він %n невиснажені предмети, щоб виконати дію?</numerusform>
            <numerusform>Чи має він %n невиснажених предметів, щоб виконати дію?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="73"/>
        <source>Quest: exhaust %n items, whatever items the quest names, and discard the quest, ignoring its effect. The bot scores {gain}. Draw a new quest and put it face up. VP now: {vp}.</source>
        <extracomment>node quest (do); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>Завдання: виснажте %n предмет, хоч би які предмети називало завдання, і скиньте завдання, ігноруючи його ефект. Бот отримує {gain}. Доберіть нове завдання й покладіть горілиць. ПО тепер: {vp}.</numerusform>
            <numerusform>Завдання: виснажте %n предмети, хоч би які предмети називало завдання, і скиньте завдання, ігноруючи його ефект. Бот отримує {gain}. Доберіть нове завдання й покладіть горілиць. ПО тепер: {vp}.</numerusform>
            <numerusform>Завдання: виснажте %n предметів, хоч би які предмети називало завдання, і скиньте завдання, ігноруючи його ефект. Бот отримує {gain}. Доберіть нове завдання й покладіть горілиць. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_quest.yaml" line="73"/>
        <source>%n VP</source>
        <extracomment>part of the text of node quest (do); seed 001, 7.5.2</extracomment>
        <translation>
            <numerusform>%n переможне очко</numerusform>
            <numerusform>%n переможні очки</numerusform>
            <numerusform>%n переможних очок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_repair</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_repair.yaml" line="1"/>
        <source>Vagabot: Repair</source>
        <extracomment>chart title</extracomment>
        <translation>Волоцюгобот: Ремонт</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_repair.yaml" line="5"/>
        <source>Does the Vagabot have a damaged item?</source>
        <extracomment>node damaged (check); seed 001, 7.5.5</extracomment>
        <translation>Чи має Волоцюгобот пошкоджений предмет?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_repair.yaml" line="11"/>
        <source>Repair: exhaust %n item and repair a damaged item (a face-down one stays face down).</source>
        <extracomment>node repair (do); seed 001, 7.5.5</extracomment>
        <translation>
            <numerusform>Ремонт: виснажте %n предмет і полагодьте пошкоджений предмет (той, що долілиць, лишається долілиць).</numerusform>
            <numerusform>Ремонт: виснажте %n предмети і полагодьте пошкоджений предмет (той, що долілиць, лишається долілиць).</numerusform>
            <numerusform>Ремонт: виснажте %n предметів і полагодьте пошкоджений предмет (той, що долілиць, лишається долілиць).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>root_clockwork/vb_special</name>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="1"/>
        <source>Vagabot: Special</source>
        <extracomment>chart title</extracomment>
        <translation>Волоцюгобот: Особлива дія</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="4"/>
        <source>If the character&apos;s action would do nothing or cannot be done, the Vagabot skips it and exhausts nothing.</source>
        <extracomment>chart note</extracomment>
        <translation>Якщо дія з карти персонажа нічого б не дала або її неможливо виконати, Волоцюгобот пропускає цей пункт Дня й нічого не виснажує.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="6"/>
        <source>Is the character the Thief?</source>
        <extracomment>node thief (check); seed 001, 7.5.6</extracomment>
        <translation>Чи персонаж — Злодій?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="12"/>
        <source>Thief: is a player with cards in the Vagabot&apos;s clearing?</source>
        <extracomment>node thief_can (ask); seed 001, 7.7.1</extracomment>
        <translation>Злодій: чи є на галявині Волоцюгобота гравець із картами?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="17"/>
        <source>Thief: exhaust %n item and take a random card from the player in the Vagabot&apos;s clearing with the most VP (tie: the most pieces there).</source>
        <extracomment>node thief_do (do); seed 001, 7.7.1</extracomment>
        <translation>
            <numerusform>Злодій: виснажте %n предмет і заберіть випадкову карту в гравця, який перебуває на галявині Волоцюгобота й має найбільше ПО (рівність: у гравця з найбільшою кількістю компонентів на галявині).</numerusform>
            <numerusform>Злодій: виснажте %n предмети і заберіть випадкову карту в гравця, який перебуває на галявині Волоцюгобота й має найбільше ПО (рівність: у гравця з найбільшою кількістю компонентів на галявині).</numerusform>
            <numerusform>Злодій: виснажте %n предметів і заберіть випадкову карту в гравця, який перебуває на галявині Волоцюгобота й має найбільше ПО (рівність: у гравця з найбільшою кількістю компонентів на галявині).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="25"/>
        <source>Is the character the Tinker?</source>
        <extracomment>node tinker (check); seed 001, 7.5.6</extracomment>
        <translation>Чи персонаж — Майстер?</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="31"/>
        <source>Tinker: does the discard pile hold a card whose item is in the supply?</source>
        <extracomment>node tinker_can (ask); seed 001, 7.7.2</extracomment>
        <translation>Майстер: чи є в скиді карта з предметом, доступним у запасі?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="36"/>
        <source>Tinker: exhaust %n item, take the topmost such card from the discard pile and craft it: its item goes face up into the Satchel, and the bot scores {gain}. VP now: {vp}.</source>
        <extracomment>node tinker_do (do); seed 001, 7.7.2</extracomment>
        <translation>
            <numerusform>Майстер: виснажте %n предмет, доберіть зі скиду першу згори таку карту й виготовте її: її предмет потрапляє горілиць до Наплічника, а бот отримує {gain}. ПО тепер: {vp}.</numerusform>
            <numerusform>Майстер: виснажте %n предмети, доберіть зі скиду першу згори таку карту й виготовте її: її предмет потрапляє горілиць до Наплічника, а бот отримує {gain}. ПО тепер: {vp}.</numerusform>
            <numerusform>Майстер: виснажте %n предметів, доберіть зі скиду першу згори таку карту й виготовте її: її предмет потрапляє горілиць до Наплічника, а бот отримує {gain}. ПО тепер: {vp}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="36"/>
        <source>%n VP</source>
        <extracomment>part of the text of node tinker_do (do); seed 001, 7.7.2</extracomment>
        <translation>
            <numerusform>%n переможне очко</numerusform>
            <numerusform>%n переможні очки</numerusform>
            <numerusform>%n переможних очок</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="45"/>
        <source>Ranger: does the Vagabot have {n} or more damaged items?</source>
        <extracomment>node ranger (check); seed 001, 7.7.3</extracomment>
        <translation>Слідопит: чи кількість пошкоджених предметів Волоцюгобота не менша за {n}?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="53"/>
        <source>Ranger: exhaust %n item; the Vagabot slips into an adjacent forest picked at random.</source>
        <extracomment>node ranger_do (do); seed 001, 7.7.3</extracomment>
        <translation>
            <numerusform>Слідопит: виснажте %n предмет; Волоцюгобот прокрадається до випадково обраного сусіднього лісу.</numerusform>
            <numerusform>Слідопит: виснажте %n предмети; Волоцюгобот прокрадається до випадково обраного сусіднього лісу.</numerusform>
            <numerusform>Слідопит: виснажте %n предметів; Волоцюгобот прокрадається до випадково обраного сусіднього лісу.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="61"/>
        <source>How many forests are adjacent to the Vagabot ({min} to {max})? Number them from {first} in any order; a die picks one of them.</source>
        <extracomment>node ranger_forests (number); seed 001, 7.7.3</extracomment>
        <translation>Скільки лісів межує з Волоцюгоботом (від {min} до {max})? Пронумеруйте їх від {first} у будь-якому порядку; кубик обере один із них.</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="61"/>
        <source>how many forests are adjacent to the Vagabot</source>
        <extracomment>what the number counts, shown as &apos;Waiting for: &lt;this&gt;, 0–6&apos; on the table display: node ranger_forests (number); seed 001, 7.7.3</extracomment>
        <translation>скільки лісів межує з Волоцюгоботом</translation>
    </message>
    <message>
        <location filename="../rules/root_clockwork/charts/vb_special.yaml" line="73"/>
        <source>Ranger: move the pawn into the adjacent forest you numbered {picked}.</source>
        <extracomment>node ranger_slip (do); seed 001, 7.7.3</extracomment>
        <translation>Слідопит: перемістіть фігурку до сусіднього лісу, якому ви дали номер {picked}.</translation>
    </message>
</context>
</TS>
