<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>glory_automa</name>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="2"/>
        <source>Glory of Civilizations automa</source>
        <extracomment>pack name</extracomment>
        <translation>Автома — Glory of Civilizations («Слава цивілізацій»)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="4"/>
        <source>The automa of Glory of Civilizations as the older revision of the Automa appendix gives it: a row of automa cards each round, free actions, one main action with fallback, the reform after round 1 and the achievements phase.</source>
        <extracomment>pack description</extracomment>
        <translation>Автома гри Glory of Civilizations («Слава цивілізацій») за старішою редакцією додатка про автому: щораунду ряд карт автоми, вільні дії, одна основна дія з альтернативною, реформа після 1-го раунду та фаза досягнень.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="6"/>
        <location filename="../rules/glory_automa/pack.yaml" line="43"/>
        <location filename="../rules/glory_automa/pack.yaml" line="238"/>
        <source>Automa</source>
        <extracomment>what one seat of the pack is called</extracomment>
        <extracomment>default of bot option &apos;name&apos; in the New game dialog (the seat number follows: &apos;Bot 2&apos;)</extracomment>
        <extracomment>name of a bot in the sample game the welcome screen offers (a realm or faction)</extracomment>
        <translation>Автома</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="9"/>
        <source>This Automa</source>
        <extracomment>a whole phrase: the turn log&apos;s filter while no bot is followed, in this pack&apos;s own words (the interface&apos;s &apos;This bot&apos;)</extracomment>
        <translation>Ця автома</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="10"/>
        <source>Show the log of the Automa you follow</source>
        <extracomment>a whole phrase: that filter&apos;s tooltip, in this pack&apos;s own words (the interface&apos;s &apos;Show the log of the bot you follow&apos;)</extracomment>
        <translation>Показати журнал автоми, за якою ви стежите</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="11"/>
        <source>All Automas</source>
        <extracomment>a whole phrase: the turn log&apos;s filter that shows every bot, in this pack&apos;s own words (the interface&apos;s &apos;All bots&apos;)</extracomment>
        <translation>Усі автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="12"/>
        <source>Show the log of every Automa</source>
        <extracomment>a whole phrase: that filter&apos;s tooltip, in this pack&apos;s own words (the interface&apos;s &apos;Show the log of every bot&apos;)</extracomment>
        <translation>Показати журнал кожної автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="13"/>
        <source>Log of the Automa shown</source>
        <extracomment>a whole phrase: the View menu&apos;s first log filter, in this pack&apos;s own words (the interface&apos;s &apos;Log of the bot shown&apos;)</extracomment>
        <translation>Журнал показаної автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="14"/>
        <source>Log of every Automa</source>
        <extracomment>a whole phrase: the View menu&apos;s second log filter, in this pack&apos;s own words (the interface&apos;s &apos;Log of all bots&apos;)</extracomment>
        <translation>Журнал кожної автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="15"/>
        <source>Automas</source>
        <extracomment>a whole phrase: the bot tabs&apos; name (read out by a screen reader), in this pack&apos;s own words (the interface&apos;s &apos;Bots&apos;)</extracomment>
        <translation>Автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="16"/>
        <source>The Automa whose turn the window follows</source>
        <extracomment>a whole phrase: the bot tabs&apos; description, in this pack&apos;s own words (the interface&apos;s &apos;The bot whose turn the window follows&apos;)</extracomment>
        <translation>Автома, чий хід показує вікно</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="17"/>
        <source>No Automa plays in this game yet.</source>
        <extracomment>a whole phrase: the table display of a game without bots, in this pack&apos;s own words (the interface&apos;s &apos;No bot plays in this game yet.&apos;)</extracomment>
        <translation>У цій грі ще не грає жодна автома.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="18"/>
        <source>Done; after a run, the next Automa; else start what comes next</source>
        <extracomment>a whole phrase: the Keyboard shortcuts box: what Enter does, in this pack&apos;s own words (the interface&apos;s &apos;Done; after a run, the next bot; else start what comes next&apos;)</extracomment>
        <translation>Готово; після завершеного виконання — наступна автома; інакше почати те, що далі</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="19"/>
        <source>the Turn menu: the Automa&apos;s turn, Stop, its routines and Routines menu, the round bar&apos;s buttons, + Automa</source>
        <extracomment>a whole phrase: the Keyboard shortcuts box: what the Turn menu holds, in this pack&apos;s own words (the interface&apos;s &apos;the Turn menu: the bot&apos;s turn, Stop, its routines and Routines menu, the round bar&apos;s buttons, + Bot&apos;)</extracomment>
        <translation>меню Хід: хід автоми, Зупинити, процедури автоми й меню Процедури, кнопки смуги раунду, + Автома</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="21"/>
        <source>the Automa appendix</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 003)</extracomment>
        <translation>додаток про автому</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="25"/>
        <source>Setup</source>
        <extracomment>routine button for chart setup</extracomment>
        <translation>Підготовка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="26"/>
        <location filename="../rules/glory_automa/pack.yaml" line="39"/>
        <source>Round start</source>
        <extracomment>routine button for chart round_start</extracomment>
        <extracomment>phase &apos;round_start&apos; of the round bar</extracomment>
        <translation>Початок раунду</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="27"/>
        <location filename="../rules/glory_automa/pack.yaml" line="41"/>
        <source>Achievements phase</source>
        <extracomment>routine button for chart achievements</extracomment>
        <extracomment>phase &apos;achievements&apos; of the round bar</extracomment>
        <translation>Фаза досягнень</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="28"/>
        <source>Exploration</source>
        <extracomment>routine button for chart exploration</extracomment>
        <translation>Розвідка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="30"/>
        <source>Age</source>
        <extracomment>shared game fact &apos;age&apos;</extracomment>
        <translation>Поточна епоха</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="40"/>
        <source>Turns</source>
        <extracomment>phase &apos;turns&apos; of the round bar</extracomment>
        <translation>Ходи</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="43"/>
        <location filename="../rules/glory_automa/pack.yaml" line="126"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <extracomment>label of field &apos;name&apos; in the automa_cards profile editor</extracomment>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="44"/>
        <location filename="../rules/glory_automa/pack.yaml" line="251"/>
        <source>Colour</source>
        <extracomment>bot option &apos;colour&apos;</extracomment>
        <extracomment>the name of the value {colour} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Колір</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="45"/>
        <source>Difficulty level</source>
        <extracomment>bot option &apos;difficulty&apos;</extracomment>
        <translation>Рівень складності</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="50"/>
        <source>Easy</source>
        <extracomment>choice &apos;easy&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Легкий</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="51"/>
        <source>Medium</source>
        <extracomment>choice &apos;medium&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Середній</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="52"/>
        <source>Hard</source>
        <extracomment>choice &apos;hard&apos; of bot option &apos;difficulty&apos;</extracomment>
        <translation>Складний</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="53"/>
        <location filename="../rules/glory_automa/pack.yaml" line="120"/>
        <source>Keyed automa cards</source>
        <extracomment>bot option &apos;cards&apos;</extracomment>
        <extracomment>profile kind &apos;automa_cards&apos;</extracomment>
        <translation>Введені карти автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="54"/>
        <source>Priority numbers on each automa card</source>
        <extracomment>bot option &apos;numbers&apos;</extracomment>
        <translation>Пріоритетні номери на кожній карті автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="58"/>
        <source>6 numbers</source>
        <extracomment>choice &apos;6&apos; of bot option &apos;numbers&apos;</extracomment>
        <translation>6 номерів</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="58"/>
        <source>4 numbers</source>
        <extracomment>choice &apos;4&apos; of bot option &apos;numbers&apos;</extracomment>
        <translation>4 номери</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="63"/>
        <location filename="../rules/glory_automa/pack.yaml" line="78"/>
        <source>Technology on a main-action line</source>
        <extracomment>bot option &apos;main_technology&apos;</extracomment>
        <extracomment>variant &apos;main_technology&apos;</extracomment>
        <translation>Технологія в рядку основної дії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="63"/>
        <source>A variant for automa cards that show a technology among their main actions; the Automa appendix gives it as a free action only.</source>
        <extracomment>hint under bot option &apos;main_technology&apos; in the New game dialog</extracomment>
        <translation>Варіант для карт автоми, що показують технологію серед основних дій; додаток про автому подає її лише як вільну дію.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="69"/>
        <source>No technology as a main action</source>
        <extracomment>choice &apos;no_main_technology&apos; of bot option &apos;main_technology&apos;</extracomment>
        <translation>Без технології як основної дії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="70"/>
        <source>Variant: technology as a main action</source>
        <extracomment>choice &apos;main_technology&apos; of bot option &apos;main_technology&apos;</extracomment>
        <translation>Варіант: технологія як основна дія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="71"/>
        <source>Food the mill shows (none: add by hand)</source>
        <extracomment>bot option &apos;yield_mill&apos;</extracomment>
        <translation>Їжа, вказана на млині (немає: додавати вручну)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="72"/>
        <source>Wood the sawmill shows (none: add by hand)</source>
        <extracomment>bot option &apos;yield_sawmill&apos;</extracomment>
        <translation>Деревина, вказана на лісопилці (немає: додавати вручну)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="73"/>
        <source>Weapons the forge shows (none: add by hand)</source>
        <extracomment>bot option &apos;yield_forge&apos;</extracomment>
        <translation>Зброя, вказана на кузні (немає: додавати вручну)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="74"/>
        <source>Mead the meadery shows (none: add by hand)</source>
        <extracomment>bot option &apos;yield_meadery&apos;</extracomment>
        <translation>Медовуха, вказана на медоварні (немає: додавати вручну)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="116"/>
        <source>No technology on a main-action line</source>
        <extracomment>variant &apos;no_main_technology&apos;</extracomment>
        <translation>Без технології в рядку основної дії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="162"/>
        <location filename="../rules/glory_automa/pack.yaml" line="127"/>
        <location filename="../rules/glory_automa/pack.yaml" line="249"/>
        <source>Automa cards</source>
        <extracomment>mat section</extracomment>
        <extracomment>label of field &apos;cards&apos; in the automa_cards profile editor</extracomment>
        <extracomment>the name of the value {cards} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Карти автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="164"/>
        <source>Round</source>
        <extracomment>mat field round</extracomment>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="165"/>
        <source>Row of cards</source>
        <extracomment>mat field row.size</extracomment>
        <translation>Ряд карт</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="166"/>
        <source>Activated cards</source>
        <extracomment>mat field row.activated</extracomment>
        <translation>Активовані карти</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="167"/>
        <source>Main action line</source>
        <extracomment>mat field main.line</extracomment>
        <translation>Основна дія: рядок</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="168"/>
        <source>Automa deck</source>
        <extracomment>mat field deck.draw_count</extracomment>
        <translation>Колода автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="169"/>
        <source>Discard pile</source>
        <extracomment>mat field deck.discard_count</extracomment>
        <translation>Скид</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="170"/>
        <source>Passed</source>
        <extracomment>mat field passed</extracomment>
        <translation>Спасувала</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="171"/>
        <source>Economy</source>
        <extracomment>mat section</extracomment>
        <translation>Економіка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Warehouses</source>
        <extracomment>mat field warehouse</extracomment>
        <translation>Склади</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Food</source>
        <extracomment>key &apos;food&apos; of mat field warehouse</extracomment>
        <translation>Їжа</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Wood</source>
        <extracomment>key &apos;wood&apos; of mat field warehouse</extracomment>
        <translation>Деревина</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Stone</source>
        <extracomment>key &apos;stone&apos; of mat field warehouse</extracomment>
        <translation>Камінь</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Mead</source>
        <extracomment>key &apos;mead&apos; of mat field warehouse</extracomment>
        <translation>Медовуха</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Fabric</source>
        <extracomment>key &apos;fabric&apos; of mat field warehouse</extracomment>
        <translation>Тканина</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="173"/>
        <source>Weapons</source>
        <extracomment>key &apos;weapons&apos; of mat field warehouse</extracomment>
        <translation>Зброя</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="184"/>
        <source>Treasury (coins)</source>
        <extracomment>mat field treasury</extracomment>
        <translation>Скарбниця (монети)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="185"/>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <location filename="../rules/glory_automa/actions.py" line="42"/>
        <source>Glory</source>
        <extracomment>mat field glory</extracomment>
        <extracomment>choice &apos;glory&apos; of field &apos;free&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>Слава</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="186"/>
        <source>Food price raised (notches)</source>
        <extracomment>mat field market.food_up</extracomment>
        <translation>Ціну на їжу підвищено (поділки)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="187"/>
        <source>Weapons price lowered (notches)</source>
        <extracomment>mat field market.weapons_down</extracomment>
        <translation>Ціну на зброю знижено (поділки)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="188"/>
        <source>Government and structures</source>
        <extracomment>mat section</extracomment>
        <translation>Правління і споруди</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <source>Form of government</source>
        <extracomment>mat field government</extracomment>
        <translation>Форма правління</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <source>None yet</source>
        <extracomment>choice &apos;none&apos; of mat field government</extracomment>
        <extracomment>choice &apos;none&apos; of mat field religion</extracomment>
        <translation>Ще немає</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <location filename="../rules/glory_automa/priority.py" line="18"/>
        <source>Autocracy</source>
        <extracomment>choice &apos;autocracy&apos; of mat field government</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Автократія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <location filename="../rules/glory_automa/priority.py" line="19"/>
        <source>Democracy</source>
        <extracomment>choice &apos;democracy&apos; of mat field government</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Демократія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="190"/>
        <location filename="../rules/glory_automa/priority.py" line="20"/>
        <source>Theocracy</source>
        <extracomment>choice &apos;theocracy&apos; of mat field government</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Теократія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Religion</source>
        <extracomment>mat field religion</extracomment>
        <extracomment>key &apos;religion&apos; of mat field areas</extracomment>
        <translation>Релігія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/priority.py" line="28"/>
        <source>Buddhism</source>
        <extracomment>choice &apos;buddhism&apos; of mat field religion</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Буддизм</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/priority.py" line="29"/>
        <source>Islam</source>
        <extracomment>choice &apos;islam&apos; of mat field religion</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Іслам</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/priority.py" line="30"/>
        <source>Christianity</source>
        <extracomment>choice &apos;christianity&apos; of mat field religion</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Християнство</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="198"/>
        <location filename="../rules/glory_automa/priority.py" line="31"/>
        <source>Paganism</source>
        <extracomment>choice &apos;paganism&apos; of mat field religion</extracomment>
        <extracomment>message of priority.py</extracomment>
        <translation>Язичництво</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="207"/>
        <source>Cities</source>
        <extracomment>mat field cities</extracomment>
        <translation>Міста</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="208"/>
        <source>Castles</source>
        <extracomment>mat field castles</extracomment>
        <translation>Замки</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="209"/>
        <source>Wonder stages</source>
        <extracomment>mat field wonder_stages</extracomment>
        <translation>Етапи Чуда</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="210"/>
        <source>Instant achievements</source>
        <extracomment>mat field achievements.instant</extracomment>
        <translation>Миттєві звершення</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="211"/>
        <source>Recurrent achievements</source>
        <extracomment>mat field achievements.recurrent</extracomment>
        <translation>Циклічні звершення</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="212"/>
        <source>Action cubes this round</source>
        <extracomment>mat section</extracomment>
        <translation>Кубики дії в цьому раунді</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Board areas used</source>
        <extracomment>mat field areas</extracomment>
        <translation>Використані області планшета</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Mill</source>
        <extracomment>key &apos;mill&apos; of mat field areas</extracomment>
        <translation>Млин</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Sawmill</source>
        <extracomment>key &apos;sawmill&apos; of mat field areas</extracomment>
        <translation>Лісопилка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Forge</source>
        <extracomment>key &apos;forge&apos; of mat field areas</extracomment>
        <translation>Кузня</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Meadery</source>
        <extracomment>key &apos;meadery&apos; of mat field areas</extracomment>
        <translation>Медоварня</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Market</source>
        <extracomment>key &apos;market&apos; of mat field areas</extracomment>
        <translation>Ринок</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Buildings</source>
        <extracomment>key &apos;buildings&apos; of mat field areas</extracomment>
        <translation>Будівлі</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Barracks</source>
        <extracomment>key &apos;barracks&apos; of mat field areas</extracomment>
        <translation>Казарми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Workshop</source>
        <extracomment>key &apos;workshop&apos; of mat field areas</extracomment>
        <translation>Майстерня</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>City</source>
        <extracomment>key &apos;city&apos; of mat field areas</extracomment>
        <translation>Місто</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Technology</source>
        <extracomment>key &apos;technology&apos; of mat field areas</extracomment>
        <translation>Технологія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Repair</source>
        <extracomment>key &apos;repair&apos; of mat field areas</extracomment>
        <translation>Ремонт</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Suppression</source>
        <extracomment>key &apos;suppress&apos; of mat field areas</extracomment>
        <translation>Придушення</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="214"/>
        <source>Battles</source>
        <extracomment>key &apos;battles&apos; of mat field areas</extracomment>
        <translation>Битви</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="120"/>
        <source>No keyed automa cards</source>
        <extracomment>shown for a bot set up without a &apos;automa_cards&apos; profile</extracomment>
        <translation>Без введених карт автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="127"/>
        <source>Add card</source>
        <extracomment>add of field &apos;cards&apos; in the automa_cards profile editor</extracomment>
        <translation>Додати карту</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="128"/>
        <source>Card id</source>
        <extracomment>label of field &apos;id&apos; in the automa_cards profile editor</extracomment>
        <translation>Номер карти</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="128"/>
        <source>Letters and digits, no spaces</source>
        <extracomment>hint of field &apos;id&apos; in the automa_cards profile editor</extracomment>
        <translation>Літери й цифри, без пробілів</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="129"/>
        <source>Note</source>
        <extracomment>label of field &apos;label&apos; in the automa_cards profile editor</extracomment>
        <translation>Примітка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="130"/>
        <source>Priority numbers</source>
        <extracomment>label of field &apos;numbers&apos; in the automa_cards profile editor</extracomment>
        <translation>Пріоритетні номери</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <source>Free actions</source>
        <extracomment>label of field &apos;free&apos; in the automa_cards profile editor</extracomment>
        <translation>Вільні дії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="37"/>
        <source>take a technology</source>
        <extracomment>choice &apos;technology&apos; of field &apos;free&apos; (automa_cards profile)</extracomment>
        <extracomment>choice &apos;technology&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>отримання технології</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <location filename="../rules/glory_automa/actions.py" line="41"/>
        <source>coins to the treasury</source>
        <extracomment>choice &apos;coins&apos; of field &apos;free&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>монети до скарбниці</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="131"/>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <source>something else</source>
        <extracomment>choice &apos;other&apos; of field &apos;free&apos; (automa_cards profile)</extracomment>
        <extracomment>choice &apos;other&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <translation>щось інше</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <source>Main actions</source>
        <extracomment>label of field &apos;main&apos; in the automa_cards profile editor</extracomment>
        <translation>Основні дії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="26"/>
        <source>gather resources (mill and sawmill)</source>
        <extracomment>choice &apos;resources&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>збір ресурсів (млин і лісопилка)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="27"/>
        <source>make products (forge and meadery)</source>
        <extracomment>choice &apos;products&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>виготовлення виробів (кузня і медоварня)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="28"/>
        <source>trade at the market</source>
        <extracomment>choice &apos;market&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>торгівля на ринку</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="29"/>
        <source>build a city</source>
        <extracomment>choice &apos;city&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>будівництво міста</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="30"/>
        <source>build a castle</source>
        <extracomment>choice &apos;castle&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>будівництво замку</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="31"/>
        <source>build buildings</source>
        <extracomment>choice &apos;buildings&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>будівництво будівель</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="32"/>
        <source>build Wonder stages</source>
        <extracomment>choice &apos;wonder&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>будівництво етапів Чуда</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="33"/>
        <source>train swordsmen</source>
        <extracomment>choice &apos;swordsmen&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>тренування мечників</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="34"/>
        <source>train a ballista</source>
        <extracomment>choice &apos;ballista&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>тренування балісти</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="35"/>
        <source>train peasants</source>
        <extracomment>choice &apos;peasants&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>тренування селян</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="36"/>
        <source>spread religion</source>
        <extracomment>choice &apos;religion&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>поширення релігії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="38"/>
        <source>repair</source>
        <extracomment>choice &apos;repair&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>ремонт</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="39"/>
        <source>suppression</source>
        <extracomment>choice &apos;suppress&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>придушення</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="138"/>
        <location filename="../rules/glory_automa/actions.py" line="40"/>
        <source>two battles</source>
        <extracomment>choice &apos;battles&apos; of field &apos;main&apos; (automa_cards profile)</extracomment>
        <extracomment>message of actions.py</extracomment>
        <translation>дві битви</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="157"/>
        <source>Arrow</source>
        <extracomment>label of field &apos;arrow&apos; in the automa_cards profile editor</extracomment>
        <translation>Стрілка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="157"/>
        <source>The line that carries the arrow</source>
        <extracomment>hint of field &apos;arrow&apos; in the automa_cards profile editor</extracomment>
        <translation>Рядок, на якому є стрілка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="158"/>
        <location filename="../rules/glory_automa/pack.yaml" line="276"/>
        <source>Priority scale</source>
        <extracomment>label of field &apos;scale&apos; in the automa_cards profile editor</extracomment>
        <extracomment>the name of the value {scale} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>Шкала пріоритету</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="158"/>
        <source>Terrain types and directions, as the card shows them</source>
        <extracomment>hint of field &apos;scale&apos; in the automa_cards profile editor</extracomment>
        <translation>Типи місцевості й напрямки, як показує карта</translation>
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
        <translation>номер</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="246"/>
        <source>battles</source>
        <extracomment>the name of the value {battles} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>битви</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="247"/>
        <source>buildings</source>
        <extracomment>the name of the value {buildings} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>будівлі</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="248"/>
        <source>automa card</source>
        <extracomment>the name of the value {card} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>карта автоми</translation>
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
        <translation>кількість</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="259"/>
        <location filename="../rules/glory_automa/pack.yaml" line="273"/>
        <source>name</source>
        <extracomment>the name of the value {government} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {religion} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>назва</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="260"/>
        <location filename="../rules/glory_automa/pack.yaml" line="265"/>
        <source>priority number</source>
        <extracomment>the name of the value {high} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <extracomment>the name of the value {low} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>пріоритетний номер</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="271"/>
        <source>peasants</source>
        <extracomment>the name of the value {peasants} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>селяни</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="279"/>
        <source>stars</source>
        <extracomment>the name of the value {stars} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>зірки</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="281"/>
        <source>swordsmen</source>
        <extracomment>the name of the value {swordsmen} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>мечники</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="283"/>
        <source>units</source>
        <extracomment>the name of the value {units} in a chart node not reached yet, shown as &apos;[name]&apos;</extracomment>
        <translation>загони</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="43"/>
        <source>another action, as the card shows it</source>
        <extracomment>message of actions.py</extracomment>
        <translation>інша дія, як показано на карті</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="99"/>
        <source>No colour was given</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Колір не вказано</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="152"/>
        <source>Line {line} could not be done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Рядок {line} виконати не вдалося</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="161"/>
        <source>Line {line} is the last</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Рядок {line} останній</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="173"/>
        <source>Line {line} of card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Рядок {line} карти {card}: {action}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="188"/>
        <source>Free action {slot} of card {card}: {action}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Вільна дія {slot} карти {card}: {action}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="199"/>
        <source>Age {age}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Триває епоха {age}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="207"/>
        <source>The automa has a religion</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Автома має релігію</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="218"/>
        <source>Amounts not entered at setup</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Кількості не введено під час підготовки</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/actions.py" line="278"/>
        <source>%n Wonder stages built</source>
        <extracomment>message of actions.py</extracomment>
        <translation>
            <numerusform>Збудовано %n етап Чуда</numerusform>
            <numerusform>Збудовано %n етапи Чуда</numerusform>
            <numerusform>Збудовано %n етапів Чуда</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="98"/>
        <source>Its colour: {colour}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Її колір: {colour}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="139"/>
        <source>There is no line below the last one.</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Під останнім рядком більше немає рядків.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="151"/>
        <source>Line {line} was done</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Рядок {line} виконано</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="160"/>
        <source>Line {line} of {n}</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Рядок {line} з {n}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="170"/>
        <location filename="../rules/glory_automa/actions.py" line="185"/>
        <source>The card is read from the table</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Карту перевіряють на столі</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="206"/>
        <source>The automa has no religion yet</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Автома ще не має релігії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/actions.py" line="217"/>
        <source>Amounts entered at setup</source>
        <extracomment>message of actions.py</extracomment>
        <translation>Кількості введено під час підготовки</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="131"/>
        <source>%n cards in the row</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>У ряду %n карта</numerusform>
            <numerusform>У ряду %n карти</numerusform>
            <numerusform>У ряду %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="140"/>
        <source>{a} of %n cards activated</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>Активовано {a} з %n карти</numerusform>
            <numerusform>Активовано {a} з %n карт</numerusform>
            <numerusform>Активовано {a} з %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="149"/>
        <source>The automa has not passed yet</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Автома ще не спасувала</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="161"/>
        <source>No other automa has passed this round</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Жодна інша автома не спасувала в цьому раунді</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="183"/>
        <source>The cards are read from the table</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Карти перевіряють на столі</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="192"/>
        <source>%n cards in the automa deck, the row needs {size}</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>У колоді автоми %n карта, ряду потрібно {size}</numerusform>
            <numerusform>У колоді автоми %n карти, ряду потрібно {size}</numerusform>
            <numerusform>У колоді автоми %n карт, ряду потрібно {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/deck.py" line="202"/>
        <source>The row has %n cards</source>
        <extracomment>message of deck.py</extracomment>
        <translation>
            <numerusform>Ряд має %n карту</numerusform>
            <numerusform>Ряд має %n карти</numerusform>
            <numerusform>Ряд має %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="209"/>
        <source>Card {pos} of the row</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Карта {pos} у ряду</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="254"/>
        <source>No keyed card was activated this round: read the numbers from the table</source>
        <extracomment>message of deck.py</extracomment>
        <translation>У цьому раунді не активовано жодної введеної карти: подивіться номери на карті на столі</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="76"/>
        <location filename="../rules/glory_automa/deck.py" line="117"/>
        <source>No row of automa cards is laid out: run Round start first.</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Ряд карт автоми не викладено: спершу запустіть Початок раунду.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="78"/>
        <location filename="../rules/glory_automa/deck.py" line="114"/>
        <source>Every card of the row is activated: the automa passes.</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Кожну карту в ряду активовано: автома спасує.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="148"/>
        <source>The automa has passed this round</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Автома спасувала в цьому раунді</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="182"/>
        <source>The automa plays keyed cards</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Автома грає введеними картами</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="253"/>
        <source>The last activated card is keyed in</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Останню активовану карту введено</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/deck.py" line="160"/>
        <source>Another automa passed first this round</source>
        <extracomment>message of deck.py</extracomment>
        <translation>Інша автома спасувала в цьому раунді раніше</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="73"/>
        <location filename="../rules/glory_automa/priority.py" line="214"/>
        <source>The card&apos;s priority numbers name no event card.</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Пріоритетні номери карти не визначають карту подій.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="127"/>
        <location filename="../rules/glory_automa/priority.py" line="249"/>
        <source>Priority number {index} is next</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Наступним іде пріоритетний номер на місці {index}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="186"/>
        <source>Round {round}, card {pos} of {n}</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Раунд {round}, карта {pos} з {n}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="205"/>
        <source>The card&apos;s priority numbers pick a form of government</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Пріоритетні номери карти визначають форму правління</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="215"/>
        <source>The card&apos;s priority numbers name an event card</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Пріоритетні номери карти визначають карту подій</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/priority.py" line="222"/>
        <source>%n extra votes</source>
        <extracomment>message of priority.py</extracomment>
        <translation>
            <numerusform>%n додатковий голос</numerusform>
            <numerusform>%n додаткові голоси</numerusform>
            <numerusform>%n додаткових голосів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="270"/>
        <source>Its form of government: {government}</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Її форма правління: {government}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="21"/>
        <location filename="../rules/glory_automa/priority.py" line="32"/>
        <source>none yet</source>
        <extracomment>message of priority.py</extracomment>
        <translation>ще немає</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="59"/>
        <location filename="../rules/glory_automa/priority.py" line="204"/>
        <source>The card&apos;s priority numbers pick no form of government.</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Пріоритетні номери карти не визначають форму правління.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="79"/>
        <source>The active card is not a keyed card.</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Активна карта не є введеною картою.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="184"/>
        <source>Last card of round 1: the reform replaces the main action</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Остання карта раунду 1: реформа замість основної дії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/priority.py" line="269"/>
        <source>The automa has no form of government yet</source>
        <extracomment>message of priority.py</extracomment>
        <translation>Автома ще не має форми правління</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="322"/>
        <source>Keyed automa cards: %n keyed, the game keeps {kept}; key in more cards or play without them.</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>Введені карти автоми: введено %n карту, гра залишає {kept}; введіть більше карт або грайте без них.</numerusform>
            <numerusform>Введені карти автоми: введено %n карти, гра залишає {kept}; введіть більше карт або грайте без них.</numerusform>
            <numerusform>Введені карти автоми: введено %n карт, гра залишає {kept}; введіть більше карт або грайте без них.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/state.py" line="339"/>
        <source>Difficulty &apos;{level}&apos; is not easy, medium or hard.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Рівень складності «{level}» — не легкий, не середній і не складний.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/state.py" line="376"/>
        <source>An automa card shows {shown} priority numbers.</source>
        <extracomment>message of state.py</extracomment>
        <translation>Кількість пріоритетних номерів на карті автоми — {shown}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="180"/>
        <source>a card shows at most %n priority numbers, not {given}</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>карта показує щонайбільше %n пріоритетний номер, а не {given}</numerusform>
            <numerusform>карта показує щонайбільше %n пріоритетні номери, а не {given}</numerusform>
            <numerusform>карта показує щонайбільше %n пріоритетних номерів, а не {given}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/state.py" line="200"/>
        <source>cards keyed in twice: {cards}</source>
        <extracomment>message of state.py</extracomment>
        <translation>карти, введені двічі: {cards}</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/state.py" line="285"/>
        <source>Keyed automa cards: {where}: {reason}</source>
        <extracomment>message of state.py</extracomment>
        <translation>Введені карти автоми: {where}: {reason}</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/state.py" line="292"/>
        <source>Keyed automa cards: {where}: %n priority numbers; a card shows {shown}.</source>
        <extracomment>message of state.py</extracomment>
        <translation>
            <numerusform>Введені карти автоми: {where}: %n пріоритетний номер; карта показує {shown}.</numerusform>
            <numerusform>Введені карти автоми: {where}: %n пріоритетні номери; карта показує {shown}.</numerusform>
            <numerusform>Введені карти автоми: {where}: %n пріоритетних номерів; карта показує {shown}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="1"/>
        <source>Achievements phase</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Фаза досягнень</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="85"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="27"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="72"/>
        <source>Treasury</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Скарбниця</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="123"/>
        <source>Victory</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Перемога</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/attack_after_training.yaml" line="1"/>
        <source>Attack after training</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Атака після тренування</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="1"/>
        <source>Ballista</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Баліста</translation>
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
        <translation>Тренування</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>Main action cubes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Кубики основних дій</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="1"/>
        <source>Two battles</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Дві битви</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="1"/>
        <source>Buildings</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Будівлі</translation>
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
        <translation>Споруди</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="1"/>
        <source>Castle</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Замок</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="1"/>
        <source>City</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Місто</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="1"/>
        <source>Exploration</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Розвідка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="1"/>
        <source>Free actions</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Вільні дії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="26"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="71"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="171"/>
        <source>Technology</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Технологія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="35"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="80"/>
        <source>Glory</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Слава</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/market.yaml" line="1"/>
        <source>Market</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ринок</translation>
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
        <translation>Альтернативна дія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="12"/>
        <source>Peasants</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Селяни</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/products.yaml" line="1"/>
        <source>Products</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Вироби</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="101"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="107"/>
        <source>Reform</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Реформа</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="1"/>
        <source>Religion</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Релігія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="1"/>
        <source>Repair</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ремонт</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="19"/>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="46"/>
        <source>Black cubes</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Чорні кубики</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/resources.yaml" line="1"/>
        <source>Resources</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Ресурси</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="1"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="5"/>
        <source>Round start</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Початок раунду</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="7"/>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="13"/>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="1"/>
        <source>Setup</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Підготовка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="1"/>
        <source>Suppression</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Придушення</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="1"/>
        <source>Swordsmen</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Мечники</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="1"/>
        <source>Automa turn</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Хід автоми</translation>
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
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="57"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Card anatomy</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Будова карти</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="84"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="90"/>
        <source>Reveal</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Відкриття карти</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <source>Main action</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Основна дія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="207"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="212"/>
        <source>Instant achievements</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Миттєві звершення</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="1"/>
        <source>Wonder</source>
        <comment>source heading</comment>
        <extracomment>a heading of source 003, shown as &apos;Sources: &lt;book&gt;, “&lt;this&gt;”.&apos;</extracomment>
        <translation>Чудо</translation>
    </message>
</context>
<context>
    <name>glory_automa/achievements</name>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="1"/>
        <source>Achievements phase</source>
        <extracomment>chart title</extracomment>
        <translation>Фаза досягнень</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="5"/>
        <source>The automa skips religion and technology, and taxes and tithe.</source>
        <extracomment>node skips (check); seed 003, Achievements phase</extracomment>
        <translation>Автома ігнорує релігію і технології, а також податки та десятину.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="118"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa skips religion and technology, and taxes and tithe.&apos;; node skips (check); seed 003, Achievements phase</extracomment>
        <extracomment>answer &apos;ok&apos; to &apos;The automa pays no consumption and takes no consumption penalty.&apos;; node consumption (check); seed 003, Achievements phase</extracomment>
        <translation>Зрозуміло</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="10"/>
        <source>The automa gains Glory as any player does; enter it on its mat.</source>
        <extracomment>node glory (do); seed 003, Achievements phase</extracomment>
        <translation>Автома отримує Славу, як і звичайний гравець; внесіть її в панель автоми.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="14"/>
        <source>Is the last activated automa card keyed in?</source>
        <extracomment>node keyed (check); seed 003, Achievements phase</extracomment>
        <translation>Чи введено останню активовану карту автоми?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="19"/>
        <source>Do the card&apos;s priority numbers name an event card?</source>
        <extracomment>node auto_names (check); seed 003, Achievements phase</extracomment>
        <translation>Чи визначають пріоритетні номери одну з карт подій?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="24"/>
        <source>Does the card&apos;s first priority number add a vote?</source>
        <extracomment>node vote_extra (check); seed 003, Achievements phase</extracomment>
        <translation>Чи додає перший пріоритетний номер карти голос?</translation>
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
        <translation>Автома віддає всі свої голоси за карту подій {event}.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="29"/>
        <source>Count the three event cards in the order they lie on the table. Check in your Automa appendix which event card each priority number names.</source>
        <extracomment>note of node vote_auto (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>Пронумеруйте три карти подій у тому порядку, в якому вони лежать на столі. Перевірте в додатку про автому, яку карту подій визначає кожен пріоритетний номер.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="36"/>
        <source>The automa adds %n votes. Then it gives all its votes to event card {event}.</source>
        <extracomment>node vote_auto_extra (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>
            <numerusform>Автома додає %n голос. Потім віддає всі свої голоси за карту подій {event}.</numerusform>
            <numerusform>Автома додає %n голоси. Потім віддає всі свої голоси за карту подій {event}.</numerusform>
            <numerusform>Автома додає %n голосів. Потім віддає всі свої голоси за карту подій {event}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="44"/>
        <source>The vote goes by the priority numbers of the last activated automa card.</source>
        <extracomment>node vote_begin (do); seed 003, Achievements phase</extracomment>
        <translation>Автома голосує відповідно до пріоритетних номерів останньої активованої карти автоми.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="49"/>
        <source>Are there priority numbers left to read?</source>
        <extracomment>node vote_left (check); seed 003, Achievements phase</extracomment>
        <translation>Чи залишилися ще не прочитані пріоритетні номери?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="54"/>
        <source>What is priority number {index} on the last activated automa card?</source>
        <extracomment>node vote_ask (ask); seed 003, Achievements phase</extracomment>
        <translation>Який пріоритетний номер стоїть на місці {index} у рядку пріоритету останньої активованої карти автоми?</translation>
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
            <numerusform>Автома додає %n голос. Наступний пріоритетний номер визначає карту подій.</numerusform>
            <numerusform>Автома додає %n голоси. Наступний пріоритетний номер визначає карту подій.</numerusform>
            <numerusform>Автома додає %n голосів. Наступний пріоритетний номер визначає карту подій.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="74"/>
        <source>The card&apos;s priority numbers name no event card: the automa does not vote.</source>
        <extracomment>node vote_none (do); seed 003, Achievements phase (reconstructed)</extracomment>
        <translation>Пріоритетні номери карти не визначають карту подій: автома не голосує.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="79"/>
        <source>Resolve every event. For the main event the automa spends as much of its surplus as it can: for Glory (Festival, Expedition, Supply), to make products (Whisky Distillation, Secret of Silk, Meteorite Fall) or to train units (Campaign). In checks (Guild Pogroms, Internecine War, Game of Kings, Earthquake and the like) it improves its bag by discarding {low} or {high} of what your Automa appendix shows beside these numbers, as the check allows.</source>
        <extracomment>node events (do); seed 003, Achievements phase</extracomment>
        <translation>Розіграйте всі ефекти подій. Для головної події автома максимально витрачає свій надлишок: на Славу (Фестиваль, Експедиція, Постачання), на виготовлення виробів (Дистиляція віскі, Секрет шовку, Падіння метеориту) або на тренування загонів (Похід). Під час перевірок (Погроми цехів, Міжусобна війна, Гра королів, Землетрус тощо) вона покращує мішок, скидаючи {low} або {high} того, що показує додаток про автому біля цих чисел, як дозволяє перевірка.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="85"/>
        <source>Add the coins the automa gains from events to its treasury: enter them on its mat.</source>
        <extracomment>node event_coins (do); seed 003, Treasury</extracomment>
        <translation>Додайте до скарбниці автоми монети, які вона отримує від подій: внесіть їх у панель автоми.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="90"/>
        <source>The automa takes troubles as any player does.</source>
        <extracomment>node troubles (do); seed 003, Achievements phase</extracomment>
        <translation>Автома отримує напасті, як і звичайні гравці.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="94"/>
        <source>Does the automa have enough cubes on the event card for its blessing?</source>
        <extracomment>node blessing (ask); seed 003, Achievements phase</extracomment>
        <translation>Чи має автома достатню кількість кубиків на карті подій для благословення?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="98"/>
        <source>The automa gets every bonus of the blessing.</source>
        <extracomment>node blessing_do (do); seed 003, Achievements phase</extracomment>
        <translation>Автома отримує всі бонуси від благословення.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="102"/>
        <source>Does the automa meet the conditions of a recurrent achievement?</source>
        <extracomment>node recurrent (ask); seed 003, Achievements phase</extracomment>
        <translation>Чи виконує автома умови циклічного звершення?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="106"/>
        <source>Put an automa cube on one recurrent achievement it meets.</source>
        <extracomment>node recurrent_do (do); seed 003, Achievements phase</extracomment>
        <translation>Покладіть кубик автоми на одне циклічне звершення, умови якого вона виконує.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="111"/>
        <source>Take back the automa&apos;s used action cubes, leaving %n on the technology board. Remove every exhaustion cube from the board, those on hexes with automa units too. Take the activation cubes off the automa cards and put the played cards on the discard pile.</source>
        <extracomment>node cleanup (do); seed 003, Achievements phase</extracomment>
        <translation>
            <numerusform>Скиньте всі задіяні кубики дії автоми, залишивши лише %n кубик на полі технологій. Приберіть з ігрового поля всі кубики виснаження, включно з тими, що на гексах із загонами автоми. Зніміть кубики активації з карт автоми, а відіграні карти відправте у скид.</numerusform>
            <numerusform>Скиньте всі задіяні кубики дії автоми, залишивши лише %n кубики на полі технологій. Приберіть з ігрового поля всі кубики виснаження, включно з тими, що на гексах із загонами автоми. Зніміть кубики активації з карт автоми, а відіграні карти відправте у скид.</numerusform>
            <numerusform>Скиньте всі задіяні кубики дії автоми, залишивши лише %n кубиків на полі технологій. Приберіть з ігрового поля всі кубики виснаження, включно з тими, що на гексах із загонами автоми. Зніміть кубики активації з карт автоми, а відіграні карти відправте у скид.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="118"/>
        <source>The automa pays no consumption and takes no consumption penalty.</source>
        <extracomment>node consumption (check); seed 003, Achievements phase</extracomment>
        <translation>Автома не сплачує за споживання і не отримує за це штрафів.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/achievements.yaml" line="123"/>
        <source>The automa becomes a candidate for victory as soon as any player has {stars} or more of what your Automa appendix shows beside this number.</source>
        <extracomment>node victory (do); seed 003, Victory</extracomment>
        <translation>Автома стає кандидатом на перемогу, як тільки один з гравців має {stars} або більше того, що показує додаток про автому біля цього числа.</translation>
    </message>
</context>
<context>
    <name>glory_automa/attack_after_training</name>
    <message>
        <location filename="../rules/glory_automa/charts/attack_after_training.yaml" line="1"/>
        <source>Attack after training</source>
        <extracomment>chart title</extracomment>
        <translation>Атака після тренування</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/attack_after_training.yaml" line="5"/>
        <source>Are enemy objects now in reach of the newly placed units, or one maneuver away from them?</source>
        <extracomment>node reach (ask); seed 003, Attack after training</extracomment>
        <translation>Чи опинилися ворожі об’єкти в зоні досяжності щойно розміщених загонів або в межах одного маневру від них?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/attack_after_training.yaml" line="9"/>
        <source>Maneuver and attack the nearest target in the priority direction.</source>
        <extracomment>node move (do); seed 003, Attack after training</extracomment>
        <translation>Здійсніть маневр і атакуйте найближчу ціль у пріоритетному напрямку.</translation>
    </message>
</context>
<context>
    <name>glory_automa/ballista</name>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="1"/>
        <source>Train a ballista</source>
        <extracomment>chart title</extracomment>
        <translation>Тренування балісти</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="5"/>
        <source>Is it Age {age}?</source>
        <extracomment>node age_one (check); seed 003, Ballista</extracomment>
        <translation>Чи триває епоха {age}?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="12"/>
        <source>Does the automa have a ballista left, and room on a priority hex next to one of its cities or castles?</source>
        <extracomment>node can (ask); seed 003, Training</extracomment>
        <translation>Чи має автома ще балісту і місце на пріоритетному гексі поруч зі своїм містом чи замком?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="17"/>
        <source>Place {units} on the priority hex next to an automa city or castle. Put %n action cubes on the workshop area.</source>
        <extracomment>node place (do); seed 003, Ballista</extracomment>
        <translation>
            <numerusform>Розмістіть {units} на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубик дії на область майстерні.</numerusform>
            <numerusform>Розмістіть {units} на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубики дії на область майстерні.</numerusform>
            <numerusform>Розмістіть {units} на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубиків дії на область майстерні.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="17"/>
        <source>%n ballistas</source>
        <extracomment>part of the text of node place (do); seed 003, Ballista</extracomment>
        <translation>
            <numerusform>%n балісту</numerusform>
            <numerusform>%n балісти</numerusform>
            <numerusform>%n баліст</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="26"/>
        <source>In Age {age} the automa trains archers instead. Does it have archers left, and room on a priority hex next to one of its cities or castles?</source>
        <extracomment>node archers_can (ask); seed 003, Ballista</extracomment>
        <translation>В епоху {age} автома натомість тренує лучників. Чи має вона ще лучників і місце на пріоритетному гексі поруч зі своїм містом чи замком?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>Place {units} on the priority hex next to an automa city or castle. Put %n action cubes on the barracks area.</source>
        <extracomment>node archers (do); seed 003, Main action cubes (reconstructed)</extracomment>
        <translation>
            <numerusform>Розмістіть {units} на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубик дії на область казарм.</numerusform>
            <numerusform>Розмістіть {units} на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубики дії на область казарм.</numerusform>
            <numerusform>Розмістіть {units} на пріоритетному гексі поруч із містом чи замком автоми. Покладіть %n кубиків дії на область казарм.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>The rules&apos; own example trains swordsmen and then archers in one round and puts the archers&apos; cubes on the barracks area, 2 the second time. The ballista goes to the workshop area.</source>
        <extracomment>note of node archers (do); seed 003, Main action cubes (reconstructed)</extracomment>
        <translation>У прикладі з правил автома в одному раунді тренує спершу мечників, потім лучників і кладе кубики за лучників на область казарм — цього разу вже 2. Кубики за балісту кладуть на область майстерні.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="31"/>
        <source>%n archer units</source>
        <extracomment>part of the text of node archers (do); seed 003, Main action cubes (reconstructed)</extracomment>
        <translation>
            <numerusform>%n загін лучників</numerusform>
            <numerusform>%n загони лучників</numerusform>
            <numerusform>%n загонів лучників</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="47"/>
        <source>The automa cannot train this unit.</source>
        <extracomment>node cannot (check); seed 003, Training</extracomment>
        <translation>Автома не може тренувати цей загін.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/ballista.yaml" line="47"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot train this unit.&apos;; node cannot (check); seed 003, Training</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/battle</name>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="1"/>
        <source>One battle</source>
        <extracomment>chart title</extracomment>
        <translation>Одна битва</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="5"/>
        <source>Does the automa still have an unexhausted army?</source>
        <extracomment>node army (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Чи має автома ще невиснажене військо?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="10"/>
        <source>Pick the largest unexhausted army farthest from the automa&apos;s capital; if several tie, the one in a city or on the priority terrain type. If the automa can attack with a combined force, pick one more army to join the battle.</source>
        <extracomment>node pick (do); seed 003, Two battles</extracomment>
        <translation>Знайдіть найбільше невиснажене військо, що стоїть найдалі від столиці автоми; за рівності оберіть те, що стоїть у місті або на гексі з пріоритетним типом місцевості. Якщо автома може атакувати з’єднанням, визначте ще одне військо, що братиме участь у битві.</translation>
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
        <translation>Пріоритет {pass}: чи може військо атакувати найближче вороже місто в пріоритетному напрямку, а якщо ні — найближчі ворожі об’єкти на гексі з пріоритетним типом місцевості в пріоритетному напрямку?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="34"/>
        <source>Move the army to the nearest hex in the priority direction from which it can attack the target, and exhaust it.</source>
        <extracomment>node attack (do); seed 003, Two battles</extracomment>
        <translation>Перемістіть військо на найближчий гекс у пріоритетному напрямку, звідки воно може атакувати ціль, та виснажте його.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="42"/>
        <source>No target found: move the army in the priority direction, closer to enemy objects.</source>
        <extracomment>node advance (do); seed 003, Two battles</extracomment>
        <translation>Ціль не знайдено: перемістіть військо в пріоритетному напрямку ближче до ворожих об’єктів.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="46"/>
        <source>Can the army scout a province on its way?</source>
        <extracomment>node scout (ask); seed 003, Two battles</extracomment>
        <translation>Чи може військо дорогою розвідати провінцію?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="54"/>
        <source>Can the army pick up a relic?</source>
        <extracomment>node relic (ask); seed 003, Two battles</extracomment>
        <translation>Чи може військо підібрати реліквію?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battle.yaml" line="58"/>
        <source>Pick up the relic with the army.</source>
        <extracomment>node relic_do (do); seed 003, Two battles</extracomment>
        <translation>Підберіть реліквію цим військом.</translation>
    </message>
</context>
<context>
    <name>glory_automa/battles</name>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="1"/>
        <source>Two battles</source>
        <extracomment>chart title</extracomment>
        <translation>Дві битви</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="5"/>
        <source>Does the automa have an unexhausted army?</source>
        <extracomment>node army (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Чи має автома невиснажене військо?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/battles.yaml" line="10"/>
        <source>Put %n action cubes on the area of this action. The automa fights {battles}, one after the other.</source>
        <extracomment>node cubes (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>
            <numerusform>Покладіть %n кубик дії на область цієї дії. Автома проводить {battles}, одну за одною.</numerusform>
            <numerusform>Покладіть %n кубики дії на область цієї дії. Автома проводить {battles}, одну за одною.</numerusform>
            <numerusform>Покладіть %n кубиків дії на область цієї дії. Автома проводить {battles}, одну за одною.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="10"/>
        <source>Every main action puts action cubes on its area: check in your Automa appendix which area this action uses.</source>
        <extracomment>note of node cubes (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>За кожну основну дію кладуть кубики дії на її область: перевірте в додатку про автому, яка область належить цій дії.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/battles.yaml" line="10"/>
        <source>%n battles</source>
        <extracomment>part of the text of node cubes (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>
            <numerusform>%n битву</numerusform>
            <numerusform>%n битви</numerusform>
            <numerusform>%n битв</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="23"/>
        <source>The automa has no unexhausted army to fight with.</source>
        <extracomment>node cannot (check); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Автома не має невиснаженого війська для битви.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/battles.yaml" line="23"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa has no unexhausted army to fight with.&apos;; node cannot (check); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/buildings</name>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="1"/>
        <source>Build buildings</source>
        <extracomment>chart title</extracomment>
        <translation>Будівництво будівель</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="5"/>
        <source>Does the automa have building tokens left?</source>
        <extracomment>node tokens (ask); seed 003, Structures</extracomment>
        <translation>Чи має автома ще жетони будівель?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="10"/>
        <source>Find the priority hex, an automa city if possible. Do %n buildings (the age number) fit there within the building limit?</source>
        <extracomment>node fit (ask); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Знайдіть пріоритетний гекс, за можливості місто автоми. Чи вміститься там у межах ліміту забудови %n будівля (номер епохи)?</numerusform>
            <numerusform>Знайдіть пріоритетний гекс, за можливості місто автоми. Чи вмістяться там у межах ліміту забудови %n будівлі (номер епохи)?</numerusform>
            <numerusform>Знайдіть пріоритетний гекс, за можливості місто автоми. Чи вміститься там у межах ліміту забудови %n будівель (номер епохи)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="16"/>
        <source>Is there another priority hex, an automa city if possible, where %n buildings fit within the building limit?</source>
        <extracomment>node other_hex (ask); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Чи є інший пріоритетний гекс, за можливості місто автоми, де в межах ліміту забудови вміститься %n будівля?</numerusform>
            <numerusform>Чи є інший пріоритетний гекс, за можливості місто автоми, де в межах ліміту забудови вмістяться %n будівлі?</numerusform>
            <numerusform>Чи є інший пріоритетний гекс, за можливості місто автоми, де в межах ліміту забудови вміститься %n будівель?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="22"/>
        <source>Does at least one building fit on the priority hex within the building limit?</source>
        <extracomment>node some (ask); seed 003, Buildings (reconstructed)</extracomment>
        <translation>Чи вміститься на пріоритетному гексі в межах ліміту забудови хоча б одна будівля?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="29"/>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="33"/>
        <source>Does that hex already hold any of the automa&apos;s action cubes?</source>
        <extracomment>node used_all (ask); seed 003, Buildings</extracomment>
        <extracomment>node used_some (ask); seed 003, Buildings</extracomment>
        <translation>Чи вже лежать на цьому гексі кубики дії автоми?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="37"/>
        <source>Place {buildings} on that hex. Put %n action cubes on the hex.</source>
        <extracomment>node build_all (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Розмістіть {buildings} на цьому гексі. Покладіть %n кубик дії на цей гекс.</numerusform>
            <numerusform>Розмістіть {buildings} на цьому гексі. Покладіть %n кубики дії на цей гекс.</numerusform>
            <numerusform>Розмістіть {buildings} на цьому гексі. Покладіть %n кубиків дії на цей гекс.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="37"/>
        <source>%n buildings</source>
        <extracomment>part of the text of node build_all (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>%n будівлю</numerusform>
            <numerusform>%n будівлі</numerusform>
            <numerusform>%n будівель</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="47"/>
        <source>Place as many buildings on the priority hex as the building limit allows. Put %n action cubes on the hex.</source>
        <extracomment>node build_some (do); seed 003, Buildings</extracomment>
        <translation>
            <numerusform>Розмістіть на пріоритетному гексі стільки будівель, скільки дозволяє ліміт забудови. Покладіть %n кубик дії на цей гекс.</numerusform>
            <numerusform>Розмістіть на пріоритетному гексі стільки будівель, скільки дозволяє ліміт забудови. Покладіть %n кубики дії на цей гекс.</numerusform>
            <numerusform>Розмістіть на пріоритетному гексі стільки будівель, скільки дозволяє ліміт забудови. Покладіть %n кубиків дії на цей гекс.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="56"/>
        <source>The automa cannot build buildings.</source>
        <extracomment>node cannot (check); seed 003, Structures</extracomment>
        <translation>Автома не може збудувати будівлі.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/buildings.yaml" line="56"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot build buildings.&apos;; node cannot (check); seed 003, Structures</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/castle</name>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="1"/>
        <source>Build a castle</source>
        <extracomment>chart title</extracomment>
        <translation>Будівництво замку</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="5"/>
        <source>Is it Age {age}?</source>
        <extracomment>node age_one (check); seed 003, Castle</extracomment>
        <translation>Чи триває епоха {age}?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="12"/>
        <source>In Age {age} the automa builds a city instead of a castle.</source>
        <extracomment>node city_instead (do); seed 003, Castle</extracomment>
        <translation>В епоху {age} автома будує місто замість замку.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="20"/>
        <source>Does the automa have a castle token left?</source>
        <extracomment>node tokens (ask); seed 003, Structures</extracomment>
        <translation>Чи має автома ще жетон замку?</translation>
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
        <translation>Пріоритет {pass} шкали пріоритету: знайдіть найближчий пріоритетний гекс для замку, як для міста. Чи стоїть там селянин автоми або чи може туди дістатися невиснажений селянин?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/castle.yaml" line="45"/>
        <source>Move an unexhausted peasant there if needed, place a castle token and put %n action cube on it.</source>
        <extracomment>node build (do); seed 003, Castle (reconstructed)</extracomment>
        <translation>
            <numerusform>За потреби перемістіть туди невиснаженого селянина, розмістіть жетон замку й покладіть на нього %n кубик дії.</numerusform>
            <numerusform>За потреби перемістіть туди невиснаженого селянина, розмістіть жетон замку й покладіть на нього %n кубики дії.</numerusform>
            <numerusform>За потреби перемістіть туди невиснаженого селянина, розмістіть жетон замку й покладіть на нього %n кубиків дії.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="45"/>
        <source>The rules build a castle the way they build a city; the one action cube on the new castle follows the city&apos;s.</source>
        <extracomment>note of node build (do); seed 003, Castle (reconstructed)</extracomment>
        <translation>За правилами замок будують так само, як місто; на новому замку лежить один кубик дії, як і на місті.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="56"/>
        <source>The automa cannot build a castle.</source>
        <extracomment>node cannot (check); seed 003, Structures</extracomment>
        <translation>Автома не може збудувати замок.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/castle.yaml" line="56"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot build a castle.&apos;; node cannot (check); seed 003, Structures</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/city</name>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="1"/>
        <source>Build a city</source>
        <extracomment>chart title</extracomment>
        <translation>Будівництво міста</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="5"/>
        <source>Does the automa have a city token left?</source>
        <extracomment>node tokens (ask); seed 003, Structures</extracomment>
        <translation>Чи має автома ще жетон міста?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="10"/>
        <source>Before building: can the automa&apos;s unexhausted military units scout a province in the priority direction?</source>
        <extracomment>node scout (ask); seed 003, City</extracomment>
        <translation>Перед будівництвом: чи можуть невиснажені військові загони автоми провести розвідку провінції в пріоритетному напрямку?</translation>
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
        <translation>Пріоритет {pass} шкали пріоритету: знайдіть найближчий пріоритетний гекс, за можливості в провінції, яку автома не контролює. Чи стоїть там селянин автоми або чи може туди дістатися невиснажений селянин?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/city.yaml" line="38"/>
        <source>Move an unexhausted peasant there if needed, place a city token and put %n action cube on it.</source>
        <extracomment>node build (do); seed 003, City</extracomment>
        <translation>
            <numerusform>За потреби перемістіть туди невиснаженого селянина, розмістіть жетон міста й покладіть на нього %n кубик дії.</numerusform>
            <numerusform>За потреби перемістіть туди невиснаженого селянина, розмістіть жетон міста й покладіть на нього %n кубики дії.</numerusform>
            <numerusform>За потреби перемістіть туди невиснаженого селянина, розмістіть жетон міста й покладіть на нього %n кубиків дії.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="47"/>
        <source>The automa cannot build a city.</source>
        <extracomment>node cannot (check); seed 003, Structures</extracomment>
        <translation>Автома не може збудувати місто.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/city.yaml" line="47"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot build a city.&apos;; node cannot (check); seed 003, Structures</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/exploration</name>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="1"/>
        <source>Exploration</source>
        <extracomment>chart title</extracomment>
        <translation>Розвідка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="5"/>
        <source>Flip the province tile over from left to right and put it back where it lay.</source>
        <extracomment>node flip (do); seed 003, Exploration</extracomment>
        <translation>Переверніть плитку провінції зліва направо та покладіть її туди, де вона лежала.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="9"/>
        <source>Do its water connections meet the rules?</source>
        <extracomment>node fits (ask); seed 003, Exploration</extracomment>
        <translation>Чи відповідають з’єднання водойм правилам?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/exploration.yaml" line="13"/>
        <source>Rotate the tile clockwise to the next position.</source>
        <extracomment>node turn (do); seed 003, Exploration</extracomment>
        <translation>Розверніть плитку за годинниковою стрілкою до наступного положення.</translation>
    </message>
</context>
<context>
    <name>glory_automa/fight</name>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="1"/>
        <source>Fight a battle</source>
        <extracomment>chart title</extracomment>
        <translation>Проведення битви</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="6"/>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="56"/>
        <source>Does the automa have a form of government yet?</source>
        <extracomment>node government (check); seed 003, Two battles</extracomment>
        <extracomment>node gain_government (check); seed 003, Two battles</extracomment>
        <translation>Чи має автома вже форму правління?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="11"/>
        <source>Fight the battle using the automa&apos;s form of government ({government}) and every technology of the automa that affects a battle, recovery and conversion included.</source>
        <extracomment>node resolve (do); seed 003, Two battles</extracomment>
        <translation>Проведіть битву, скориставшись властивостями форми правління автоми ({government}) та всіх її технологій, що можуть вплинути на хід битви, включно з відновленням чи конверсією.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="16"/>
        <source>Fight the battle using every technology of the automa that affects a battle, recovery and conversion included. The automa has no form of government yet.</source>
        <extracomment>node resolve_none (do); seed 003, Two battles</extracomment>
        <translation>Проведіть битву, скориставшись усіма технологіями автоми, що можуть вплинути на хід битви, включно з відновленням чи конверсією. Форми правління в автоми ще немає.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="20"/>
        <source>Does the automa have experience cubes and no political crisis?</source>
        <extracomment>node experience (ask); seed 003, Two battles</extracomment>
        <translation>Чи має автома кубики досвіду і чи немає в неї політичної кризи?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="24"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Two battles</extracomment>
        <translation>Чи введено карти автоми?</translation>
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
            <numerusform>Додайте до мішка %n кубик досвіду (пріоритетний номер, на один більше за Автократії).</numerusform>
            <numerusform>Додайте до мішка %n кубики досвіду (пріоритетний номер, на один більше за Автократії).</numerusform>
            <numerusform>Додайте до мішка %n кубиків досвіду (пріоритетний номер, на один більше за Автократії).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="29"/>
        <source>The Automa appendix says only &apos;the priority number&apos;: use the first priority number of the active card.</source>
        <extracomment>note of node bag_keyed (do); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Додаток про автому каже лише про «пріоритетний номер»: використайте перший пріоритетний номер активної карти.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="37"/>
        <source>What is the first priority number on the active card?</source>
        <extracomment>node number (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Який перший пріоритетний номер на активній карті?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="37"/>
        <source>The Automa appendix says only &apos;the priority number&apos;: use the first one.</source>
        <extracomment>note of node number (ask); seed 003, Two battles (reconstructed)</extracomment>
        <translation>Додаток про автому каже лише про «пріоритетний номер»: використайте перший.</translation>
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
        <translation>Витягніть з мішка стільки кубиків, скільки дозволяє битва.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="61"/>
        <source>The automa gains experience for the effects of its form of government ({government}) and technologies.</source>
        <extracomment>node gain (do); seed 003, Two battles</extracomment>
        <translation>Автома отримує досвід за ефекти своєї форми правління ({government}) та технологій.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/fight.yaml" line="66"/>
        <source>The automa gains experience for the effects of its technologies. It has no form of government yet.</source>
        <extracomment>node gain_none (do); seed 003, Two battles</extracomment>
        <translation>Автома отримує досвід за ефекти своїх технологій. Форми правління в автоми ще немає.</translation>
    </message>
</context>
<context>
    <name>glory_automa/free_actions</name>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="1"/>
        <source>Top block of the card</source>
        <extracomment>chart title</extracomment>
        <translation>Верхній блок карти</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="50"/>
        <source>Which free action is slot {slot} of the active card?</source>
        <extracomment>node f1 (check); seed 003, Free actions</extracomment>
        <extracomment>node f2 (check); seed 003, Free actions</extracomment>
        <translation>Яка вільна дія стоїть на місці {slot} у верхньому блоці активної карти?</translation>
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
        <translation>Отримання технології</translation>
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
        <translation>Монети до скарбниці</translation>
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
        <translation>Слава</translation>
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
        <translation>Щось інше</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="5"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="50"/>
        <source>Read from the card</source>
        <extracomment>answer &apos;ask&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f1 (check); seed 003, Free actions</extracomment>
        <extracomment>answer &apos;ask&apos; to &apos;Which free action is slot {slot} of the active card?&apos;; node f2 (check); seed 003, Free actions</extracomment>
        <translation>За картою на столі</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="17"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="62"/>
        <source>Which free action does slot {slot} of the top block of the active card show?</source>
        <extracomment>node ask1 (ask); seed 003, Free actions</extracomment>
        <extracomment>node ask2 (ask); seed 003, Free actions</extracomment>
        <translation>Яка вільна дія зображена на місці {slot} у верхньому блоці активної карти?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="27"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="72"/>
        <source>Add %n coins to the automa&apos;s treasury. Treasury now: {treasury}.</source>
        <extracomment>node coins1 (do); seed 003, Treasury</extracomment>
        <extracomment>node coins2 (do); seed 003, Treasury</extracomment>
        <translation>
            <numerusform>Додайте %n монету до скарбниці автоми. У скарбниці тепер: {treasury}.</numerusform>
            <numerusform>Додайте %n монети до скарбниці автоми. У скарбниці тепер: {treasury}.</numerusform>
            <numerusform>Додайте %n монет до скарбниці автоми. У скарбниці тепер: {treasury}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="35"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="80"/>
        <source>Raise the automa&apos;s Glory by {glory_gain}. Glory now: {glory}.</source>
        <extracomment>node glory1 (do); seed 003, Glory (reconstructed)</extracomment>
        <extracomment>node glory2 (do); seed 003, Glory (reconstructed)</extracomment>
        <translation>Збільшіть Славу автоми на {glory_gain}. Слава тепер: {glory}.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="35"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="80"/>
        <source>The Automa appendix lists the Glory action right after the coins one, among the free actions: check it on your card.</source>
        <extracomment>note of node glory1 (do); seed 003, Glory (reconstructed)</extracomment>
        <extracomment>note of node glory2 (do); seed 003, Glory (reconstructed)</extracomment>
        <translation>Додаток про автому наводить дію зі Славою одразу після дії з монетами, серед вільних дій: перевірте це на своїй карті.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="44"/>
        <location filename="../rules/glory_automa/charts/free_actions.yaml" line="89"/>
        <source>Do free action {slot} as the card shows it.</source>
        <extracomment>node other1 (do); seed 003, Free actions (reconstructed)</extracomment>
        <extracomment>node other2 (do); seed 003, Free actions (reconstructed)</extracomment>
        <translation>Виконайте вільну дію {slot}, як показано на карті.</translation>
    </message>
</context>
<context>
    <name>glory_automa/market</name>
    <message>
        <location filename="../rules/glory_automa/charts/market.yaml" line="1"/>
        <source>Trade at the market</source>
        <extracomment>chart title</extracomment>
        <translation>Торгівля на ринку</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/market.yaml" line="5"/>
        <source>Put %n action cubes on the market area. The automa gives and gets no goods or coins.</source>
        <extracomment>node trade (do); seed 003, Market</extracomment>
        <translation>
            <numerusform>Покладіть %n кубик дії на область ринку. Автома не скидає і не отримує ні товарів, ні монет.</numerusform>
            <numerusform>Покладіть %n кубики дії на область ринку. Автома не скидає і не отримує ні товарів, ні монет.</numerusform>
            <numerusform>Покладіть %n кубиків дії на область ринку. Автома не скидає і не отримує ні товарів, ні монет.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/market.yaml" line="13"/>
        <source>Raise the food price by %n notch on the market and lower the weapons price by as many notches.</source>
        <extracomment>node prices (do); seed 003, Market</extracomment>
        <translation>
            <numerusform>Підвищіть ціну на їжу на ринку на %n поділку і знизьте ціну на зброю на стільки ж.</numerusform>
            <numerusform>Підвищіть ціну на їжу на ринку на %n поділки і знизьте ціну на зброю на стільки ж.</numerusform>
            <numerusform>Підвищіть ціну на їжу на ринку на %n поділок і знизьте ціну на зброю на стільки ж.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/other_action</name>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="1"/>
        <source>Another action</source>
        <extracomment>chart title</extracomment>
        <translation>Інша дія</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="5"/>
        <source>For an action line that none of the other steps covers: do it as the card shows.</source>
        <extracomment>chart note</extracomment>
        <translation>Для рядка дії, якого не охоплює жоден інший крок: виконайте його, як показано на карті.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="7"/>
        <source>Can the automa do the action as the card shows it?</source>
        <extracomment>node can (ask); seed 003, Fallback</extracomment>
        <translation>Чи може автома виконати дію, як показано на карті?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="11"/>
        <source>Do the action as the card shows it, with its action cubes as usual.</source>
        <extracomment>node do_it (do); seed 003, Fallback</extracomment>
        <translation>Виконайте дію, як показано на карті, з кубиками дії, як зазвичай.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="16"/>
        <source>The automa cannot do this action.</source>
        <extracomment>node cannot (check); seed 003, Fallback</extracomment>
        <translation>Ця дія для автоми неможлива.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/other_action.yaml" line="16"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot do this action.&apos;; node cannot (check); seed 003, Fallback</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/peasants</name>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="1"/>
        <source>Train peasants</source>
        <extracomment>chart title</extracomment>
        <translation>Тренування селян</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="5"/>
        <source>Does the automa have peasants left, and room for them around its cities?</source>
        <extracomment>node can (ask); seed 003, Training</extracomment>
        <translation>Чи має автома ще селян і місце для них навколо своїх міст?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="12"/>
        <source>Place {peasants} on the priority hex, as many as the automa&apos;s cities. Put %n action cubes on the city area.</source>
        <extracomment>node place (do); seed 003, Peasants</extracomment>
        <translation>
            <numerusform>Розмістіть {peasants} на пріоритетному гексі — стільки, скільки в автоми міст. Покладіть %n кубик дії на область міста.</numerusform>
            <numerusform>Розмістіть {peasants} на пріоритетному гексі — стільки, скільки в автоми міст. Покладіть %n кубики дії на область міста.</numerusform>
            <numerusform>Розмістіть {peasants} на пріоритетному гексі — стільки, скільки в автоми міст. Покладіть %n кубиків дії на область міста.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="12"/>
        <source>%n peasants</source>
        <extracomment>part of the text of node place (do); seed 003, Peasants</extracomment>
        <translation>
            <numerusform>%n селянина</numerusform>
            <numerusform>%n селян</numerusform>
            <numerusform>%n селян</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="25"/>
        <source>The automa cannot train peasants.</source>
        <extracomment>node cannot (check); seed 003, Training</extracomment>
        <translation>Автома не може тренувати селян.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/peasants.yaml" line="25"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot train peasants.&apos;; node cannot (check); seed 003, Training</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/products</name>
    <message>
        <location filename="../rules/glory_automa/charts/products.yaml" line="1"/>
        <source>Make products</source>
        <extracomment>chart title</extracomment>
        <translation>Виготовлення виробів</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/products.yaml" line="5"/>
        <source>Were the forge&apos;s and the meadery&apos;s amounts entered at setup?</source>
        <extracomment>node known (check); seed 003, Products (reconstructed)</extracomment>
        <translation>Чи введено під час підготовки, скільки виробів показують кузня та медоварня?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/products.yaml" line="12"/>
        <source>Put %n action cubes each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses: weapons {weapons}, mead {mead}. It pays nothing.</source>
        <extracomment>node make (do); seed 003, Products (reconstructed)</extracomment>
        <translation>
            <numerusform>Покладіть по %n кубик дії на кузню та на медоварню. Додайте вказані на них вироби на склади автоми: зброя {weapons}, медовуха {mead}. Автома нічого не сплачує.</numerusform>
            <numerusform>Покладіть по %n кубики дії на кузню та на медоварню. Додайте вказані на них вироби на склади автоми: зброя {weapons}, медовуха {mead}. Автома нічого не сплачує.</numerusform>
            <numerusform>Покладіть по %n кубиків дії на кузню та на медоварню. Додайте вказані на них вироби на склади автоми: зброя {weapons}, медовуха {mead}. Автома нічого не сплачує.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/products.yaml" line="12"/>
        <source>The amounts are the ones entered at setup from the automa board: check them against the forge and the meadery on the board.</source>
        <extracomment>note of node make (do); seed 003, Products (reconstructed)</extracomment>
        <translation>Кількості — ті, що введено під час підготовки з планшета автоми: звірте їх із кузнею та медоварнею на планшеті.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/products.yaml" line="25"/>
        <source>Put %n action cubes each on the forge and on the meadery. Add the products they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</source>
        <extracomment>node make_by_hand (do); seed 003, Products</extracomment>
        <translation>
            <numerusform>Покладіть по %n кубик дії на кузню та на медоварню. Додайте вказані на них вироби на склади автоми і внесіть їх у панель автоми. Автома нічого не сплачує.</numerusform>
            <numerusform>Покладіть по %n кубики дії на кузню та на медоварню. Додайте вказані на них вироби на склади автоми і внесіть їх у панель автоми. Автома нічого не сплачує.</numerusform>
            <numerusform>Покладіть по %n кубиків дії на кузню та на медоварню. Додайте вказані на них вироби на склади автоми і внесіть їх у панель автоми. Автома нічого не сплачує.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/reform</name>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="1"/>
        <source>Reform</source>
        <extracomment>chart title</extracomment>
        <translation>Реформа</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="5"/>
        <source>Round 1 ends: instead of the main action of its last card, the automa takes the reform action and picks a form of government and a religion by the card&apos;s priority numbers.</source>
        <extracomment>node begin (do); seed 003, Reform</extracomment>
        <translation>Раунд 1 закінчується: замість своєї основної дії з останньої карти автома виконує дію реформи, обираючи форму правління та релігію за пріоритетними номерами карти.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="10"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Reform</extracomment>
        <translation>Чи введено карти автоми?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="15"/>
        <source>Do the card&apos;s priority numbers pick a form of government?</source>
        <extracomment>node auto_picks (check); seed 003, Reform</extracomment>
        <translation>Чи вказують пріоритетні номери карти форму правління?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="20"/>
        <source>Give the automa the form of government card {government} and the religion {religion}.</source>
        <extracomment>node auto (do); seed 003, Reform</extracomment>
        <translation>Дайте автомі карту форми правління «{government}» і релігію «{religion}».</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="25"/>
        <source>Are there priority numbers left to read?</source>
        <extracomment>node numbers_left (check); seed 003, Reform</extracomment>
        <translation>Чи залишилися ще не прочитані пріоритетні номери?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="30"/>
        <source>What is priority number {index} on the active card? It picks the form of government.</source>
        <extracomment>node government (ask); seed 003, Reform</extracomment>
        <translation>Який пріоритетний номер стоїть на місці {index} у рядку пріоритету активної карти? Він визначає форму правління.</translation>
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
        <translation>Дайте автомі карту форми правління «{government}».</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="42"/>
        <source>Priority number {skip} picks no form of government: skip it, the next number picks the form of government and the one after it the religion.</source>
        <extracomment>node skip (do); seed 003, Reform (reconstructed)</extracomment>
        <translation>Пріоритетний номер {skip} не визначає форму правління: пропустіть його; наступний номер визначає форму правління, а ще наступний — релігію.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="42"/>
        <source>The last entry of the government list says to skip its number: it is the number after the three forms of government. Check it in your Automa appendix.</source>
        <extracomment>note of node skip (do); seed 003, Reform (reconstructed)</extracomment>
        <translation>Останній пункт списку форм правління велить пропустити його номер: це номер, що йде після трьох форм правління. Перевірте це в додатку про автому.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="50"/>
        <source>What is priority number {index} on the active card? It picks the religion.</source>
        <extracomment>node religion (ask); seed 003, Reform</extracomment>
        <translation>Який пріоритетний номер стоїть на місці {index} у рядку пріоритету активної карти? Він визначає релігію.</translation>
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
        <translation>Дайте автомі релігію «{religion}».</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/reform.yaml" line="63"/>
        <source>The card&apos;s priority numbers pick no form of government: settle one with the table and set it on the automa&apos;s mat.</source>
        <extracomment>node stuck (do); seed 003, Reform (reconstructed)</extracomment>
        <translation>Пріоритетні номери карти не визначають форму правління: домовтеся за столом і встановіть її в панелі автоми.</translation>
    </message>
</context>
<context>
    <name>glory_automa/religion</name>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="1"/>
        <source>Spread religion</source>
        <extracomment>chart title</extracomment>
        <translation>Поширення релігії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="5"/>
        <source>Does the automa have a religion yet?</source>
        <extracomment>node has (check); seed 003, Religion</extracomment>
        <translation>Чи має автома вже релігію?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="10"/>
        <source>Does the automa control a religious community (not lost to heresy)?</source>
        <extracomment>node community (ask); seed 003, Religion</extracomment>
        <translation>Чи контролює автома релігійну громаду (не втрачену через єресь)?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/religion.yaml" line="14"/>
        <source>Spread religion from the automa&apos;s religious community farthest from its capital, in the priority direction. Put %n action cubes on the area of this action.</source>
        <extracomment>node spread (do); seed 003, Religion</extracomment>
        <translation>
            <numerusform>Поширюйте релігію від релігійної громади автоми, що знаходиться найдалі від її столиці, у пріоритетному напрямку. Покладіть %n кубик дії на область цієї дії.</numerusform>
            <numerusform>Поширюйте релігію від релігійної громади автоми, що знаходиться найдалі від її столиці, у пріоритетному напрямку. Покладіть %n кубики дії на область цієї дії.</numerusform>
            <numerusform>Поширюйте релігію від релігійної громади автоми, що знаходиться найдалі від її столиці, у пріоритетному напрямку. Покладіть %n кубиків дії на область цієї дії.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="14"/>
        <source>Every main action puts action cubes on its area: check in your Automa appendix which area this action uses.</source>
        <extracomment>note of node spread (do); seed 003, Religion</extracomment>
        <translation>За кожну основну дію кладуть кубики дії на її область: перевірте в додатку про автому, яка область належить цій дії.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="24"/>
        <source>The automa cannot spread religion.</source>
        <extracomment>node cannot (check); seed 003, Religion</extracomment>
        <translation>Автома не може поширювати релігію.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/religion.yaml" line="24"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot spread religion.&apos;; node cannot (check); seed 003, Religion</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/repair</name>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="1"/>
        <source>Repair</source>
        <extracomment>chart title</extracomment>
        <translation>Ремонт</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="5"/>
        <source>Does the automa have troubles of the type the card shows that a peasant can get to?</source>
        <extracomment>node any (ask); seed 003, Repair (reconstructed)</extracomment>
        <translation>Чи має автома напасті вказаного на карті типу, до яких може дістатися селянин?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/repair.yaml" line="10"/>
        <source>Repair every trouble of that type the automa can: move peasants onto the trouble hexes (into the city for malfunctions) and remove the black cubes. The automa pays no resources or coins. Where no peasant can get there, or the hex is full of units and has no peasant, it repairs fewer. Put %n action cubes on the area of this action.</source>
        <extracomment>node repair (do); seed 003, Repair</extracomment>
        <translation>
            <numerusform>Автома ремонтує всі напасті цього типу, які може: перемістіть селян на гекси з напастями (у місто — для ліквідації несправностей) і приберіть чорні кубики. Автома не скидає ні ресурсів, ні монет. Якщо жоден селянин не може дістатися гекса або гекс заповнений загонами без селянина, автома усуває менше напастей. Покладіть %n кубик дії на область цієї дії.</numerusform>
            <numerusform>Автома ремонтує всі напасті цього типу, які може: перемістіть селян на гекси з напастями (у місто — для ліквідації несправностей) і приберіть чорні кубики. Автома не скидає ні ресурсів, ні монет. Якщо жоден селянин не може дістатися гекса або гекс заповнений загонами без селянина, автома усуває менше напастей. Покладіть %n кубики дії на область цієї дії.</numerusform>
            <numerusform>Автома ремонтує всі напасті цього типу, які може: перемістіть селян на гекси з напастями (у місто — для ліквідації несправностей) і приберіть чорні кубики. Автома не скидає ні ресурсів, ні монет. Якщо жоден селянин не може дістатися гекса або гекс заповнений загонами без селянина, автома усуває менше напастей. Покладіть %n кубиків дії на область цієї дії.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="19"/>
        <source>For each black cube removed, give the automa what any player gets for it, and enter it on its mat.</source>
        <extracomment>node reward (do); seed 003, Black cubes</extracomment>
        <translation>За кожен прибраний чорний кубик дайте автомі те, що отримує за нього звичайний гравець, і внесіть це в панель автоми.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="24"/>
        <source>The automa cannot repair.</source>
        <extracomment>node cannot (check); seed 003, Repair (reconstructed)</extracomment>
        <translation>Ремонт для автоми неможливий.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/repair.yaml" line="24"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot repair.&apos;; node cannot (check); seed 003, Repair (reconstructed)</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/resources</name>
    <message>
        <location filename="../rules/glory_automa/charts/resources.yaml" line="1"/>
        <source>Gather resources</source>
        <extracomment>chart title</extracomment>
        <translation>Збір ресурсів</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/resources.yaml" line="5"/>
        <source>Were the mill&apos;s and the sawmill&apos;s amounts entered at setup?</source>
        <extracomment>node known (check); seed 003, Resources (reconstructed)</extracomment>
        <translation>Чи введено під час підготовки, скільки ресурсів показують млин і лісопилка?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/resources.yaml" line="12"/>
        <source>Put %n action cubes each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses: food {food}, wood {wood}. It pays nothing.</source>
        <extracomment>node gather (do); seed 003, Resources (reconstructed)</extracomment>
        <translation>
            <numerusform>Покладіть по %n кубик дії на млин і на лісопилку. Додайте вказані на них ресурси на склади автоми: їжа {food}, деревина {wood}. Автома нічого не сплачує.</numerusform>
            <numerusform>Покладіть по %n кубики дії на млин і на лісопилку. Додайте вказані на них ресурси на склади автоми: їжа {food}, деревина {wood}. Автома нічого не сплачує.</numerusform>
            <numerusform>Покладіть по %n кубиків дії на млин і на лісопилку. Додайте вказані на них ресурси на склади автоми: їжа {food}, деревина {wood}. Автома нічого не сплачує.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/resources.yaml" line="12"/>
        <source>The amounts are the ones entered at setup from the automa board: check them against the mill and the sawmill on the board.</source>
        <extracomment>note of node gather (do); seed 003, Resources (reconstructed)</extracomment>
        <translation>Кількості — ті, що введено під час підготовки з планшета автоми: звірте їх із млином і лісопилкою на планшеті.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/resources.yaml" line="25"/>
        <source>Put %n action cubes each on the mill and on the sawmill. Add the resources they show to the automa&apos;s warehouses and enter them on its mat. It pays nothing.</source>
        <extracomment>node gather_by_hand (do); seed 003, Resources</extracomment>
        <translation>
            <numerusform>Покладіть по %n кубик дії на млин і на лісопилку. Додайте вказані на них ресурси на склади автоми і внесіть їх у панель автоми. Автома нічого не сплачує.</numerusform>
            <numerusform>Покладіть по %n кубики дії на млин і на лісопилку. Додайте вказані на них ресурси на склади автоми і внесіть їх у панель автоми. Автома нічого не сплачує.</numerusform>
            <numerusform>Покладіть по %n кубиків дії на млин і на лісопилку. Додайте вказані на них ресурси на склади автоми і внесіть їх у панель автоми. Автома нічого не сплачує.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/round_start</name>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="1"/>
        <source>Round start</source>
        <extracomment>chart title</extracomment>
        <translation>Початок раунду</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="7"/>
        <source>Is the automa set up?</source>
        <extracomment>node set_up (check); seed 003, Setup</extracomment>
        <translation>Чи підготовлено автому?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="18"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Round start</extracomment>
        <translation>Чи введено карти автоми?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="23"/>
        <source>Round {round}: lay out the automa&apos;s row in front of its board in this order, the first %n face up and the rest face down: {cards}.</source>
        <extracomment>node deal_keyed (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Раунд {round}: викладіть ряд карт автоми перед її планшетом у такому порядку, першу карту горілиць, а решту долілиць: {cards}.</numerusform>
            <numerusform>Раунд {round}: викладіть ряд карт автоми перед її планшетом у такому порядку, перші %n горілиць, а решту долілиць: {cards}.</numerusform>
            <numerusform>Раунд {round}: викладіть ряд карт автоми перед її планшетом у такому порядку, перші %n горілиць, а решту долілиць: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="23"/>
        <source>Lay out the cards named here instead of shuffling: they are drawn at random from the kept cards, with the discard pile reshuffled into a new deck when the deck runs out.</source>
        <extracomment>note of node deal_keyed (do); seed 003, Round start</extracomment>
        <translation>Викладіть названі тут карти замість тасування: їх випадково відібрано із залишених карт, а коли колода закінчується, скид замішують у нову колоду.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="31"/>
        <source>Does the automa deck hold enough cards for the row?</source>
        <extracomment>node covers (check); seed 003, Round start</extracomment>
        <translation>Чи вистачає в колоді автоми карт на ряд?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="36"/>
        <source>Round {round}: shuffle the automa deck and lay out a row of %n cards in front of the automa board: {up}, the rest face down.</source>
        <extracomment>node deal (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Раунд {round}: перетасуйте колоду автоми і викладіть перед планшетом автоми ряд з %n карти: {up}, решта долілиць.</numerusform>
            <numerusform>Раунд {round}: перетасуйте колоду автоми і викладіть перед планшетом автоми ряд з %n карт: {up}, решта долілиць.</numerusform>
            <numerusform>Раунд {round}: перетасуйте колоду автоми і викладіть перед планшетом автоми ряд з %n карт: {up}, решта долілиць.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="36"/>
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="43"/>
        <source>the first %n face up</source>
        <extracomment>part of the text of node deal (do); seed 003, Round start</extracomment>
        <extracomment>part of the text of node deal_short (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>перша горілиць</numerusform>
            <numerusform>перші %n горілиць</numerusform>
            <numerusform>перші %n горілиць</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/round_start.yaml" line="43"/>
        <source>Round {round}: the automa deck holds %n cards. Lay them out in a row, then reshuffle the discard pile into a new automa deck and lay out more cards until the row holds {size}; {up}, the rest face down.</source>
        <extracomment>node deal_short (do); seed 003, Round start</extracomment>
        <translation>
            <numerusform>Раунд {round}: у колоді автоми %n карта. Викладіть її у ряд, потім замішайте скид у нову колоду автоми і викладайте далі, доки кількість карт у ряду не сягне {size}; {up}, решта долілиць.</numerusform>
            <numerusform>Раунд {round}: у колоді автоми %n карти. Викладіть їх у ряд, потім замішайте скид у нову колоду автоми і викладайте далі, доки кількість карт у ряду не сягне {size}; {up}, решта долілиць.</numerusform>
            <numerusform>Раунд {round}: у колоді автоми %n карт. Викладіть їх у ряд, потім замішайте скид у нову колоду автоми і викладайте далі, доки кількість карт у ряду не сягне {size}; {up}, решта долілиць.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>glory_automa/setup</name>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="1"/>
        <source>Setup</source>
        <extracomment>chart title</extracomment>
        <translation>Підготовка</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="5"/>
        <source>Set up the chosen mode as usual. Put the automa board next to its proxy player.</source>
        <extracomment>node mode (do); seed 003, Setup</extracomment>
        <translation>Підготуйте обраний режим, як зазвичай. Покладіть планшет автоми поруч з її проксі-гравцем.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="9"/>
        <source>Was the automa given a colour at New game?</source>
        <extracomment>node colour_given (check); seed 003, Setup</extracomment>
        <translation>Чи автомі вказали колір у вікні «Нова гра»?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="14"/>
        <source>Give the automa its colour ({colour}) and put its structures and units next to its board. The buildings need not be sorted onto the board areas.</source>
        <extracomment>node colour (do); seed 003, Setup</extracomment>
        <translation>Дайте автомі її колір ({colour}) і покладіть її споруди та загони біля її планшета. Будівлі не обов’язково розкладати по областях планшета.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="19"/>
        <source>Choose a colour for the automa and put its structures and units next to its board. The buildings need not be sorted onto the board areas.</source>
        <extracomment>node colour_choose (do); seed 003, Setup</extracomment>
        <translation>Оберіть автомі колір і покладіть її споруди та загони біля її планшета. Будівлі не обов’язково розкладати по областях планшета.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/setup.yaml" line="23"/>
        <source>Place the automa&apos;s capital and %n peasants in its starting province as usual.</source>
        <extracomment>node capital (do); seed 003, Setup</extracomment>
        <translation>
            <numerusform>Розмістіть столицю автоми та %n селянина у її стартовій провінції, як зазвичай.</numerusform>
            <numerusform>Розмістіть столицю автоми та %n селян у її стартовій провінції, як зазвичай.</numerusform>
            <numerusform>Розмістіть столицю автоми та %n селян у її стартовій провінції, як зазвичай.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="29"/>
        <source>Put the automa hint card and the form of government cards next to its board. Mark the automa&apos;s difficulty level as neutral on the hint card.</source>
        <extracomment>node cards (do); seed 003, Setup</extracomment>
        <translation>Покладіть підказку автоми та карти форм правління біля її планшета. Позначте рівень складності автоми нейтральним на карті підказки.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="33"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Setup</extracomment>
        <translation>Чи введено карти автоми?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/setup.yaml" line="38"/>
        <source>Shuffle the automa deck, keep %n random cards for this game and put the rest back in the box.</source>
        <extracomment>node keep (do); seed 003, Setup</extracomment>
        <translation>
            <numerusform>Перетасуйте колоду автоми, відберіть для гри %n випадкову карту, а решту поверніть у коробку.</numerusform>
            <numerusform>Перетасуйте колоду автоми, відберіть для гри %n випадкові карти, а решту поверніть у коробку.</numerusform>
            <numerusform>Перетасуйте колоду автоми, відберіть для гри %n випадкових карт, а решту поверніть у коробку.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/setup.yaml" line="45"/>
        <source>Keep these automa cards for this game, picked at random, and put the rest back in the box: {cards}.</source>
        <extracomment>node keep_keyed (do); seed 003, Setup</extracomment>
        <translation>Відберіть для цієї гри ці карти автоми, вибрані випадково, а решту поверніть у коробку: {cards}.</translation>
    </message>
</context>
<context>
    <name>glory_automa/suppress</name>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="1"/>
        <source>Suppression</source>
        <extracomment>chart title</extracomment>
        <translation>Придушення</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>How many troubles of the type the card shows does the automa have?</source>
        <extracomment>node count (ask); seed 003, Suppression</extracomment>
        <translation>Скільки напастей вказаного на карті типу має автома?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="5"/>
        <source>None</source>
        <extracomment>answer &apos;t0&apos; to &apos;How many troubles of the type the card shows does the automa have?&apos;; node count (ask); seed 003, Suppression</extracomment>
        <translation>Жодної</translation>
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
        <translation>Більше</translation>
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
        <translation>Задійте невиснажені військові загони: {units}. Проведіть битву, як зазвичай.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="21"/>
        <source>Commit unexhausted military units: %n more than its troubles of that type. Fight the battle as usual.</source>
        <extracomment>node commit_more (do); seed 003, Suppression</extracomment>
        <translation>
            <numerusform>Задійте невиснажені військові загони: на %n більше, ніж напастей цього типу. Проведіть битву, як зазвичай.</numerusform>
            <numerusform>Задійте невиснажені військові загони: на %n більше, ніж напастей цього типу. Проведіть битву, як зазвичай.</numerusform>
            <numerusform>Задійте невиснажені військові загони: на %n більше, ніж напастей цього типу. Проведіть битву, як зазвичай.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="27"/>
        <source>Does the automa have experience?</source>
        <extracomment>node experience (ask); seed 003, Suppression</extracomment>
        <translation>Чи має автома досвід?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="31"/>
        <source>Add %n experience cubes to the bag.</source>
        <extracomment>node bag (do); seed 003, Suppression</extracomment>
        <translation>
            <numerusform>Додайте до мішка %n кубик досвіду.</numerusform>
            <numerusform>Додайте до мішка %n кубики досвіду.</numerusform>
            <numerusform>Додайте до мішка %n кубиків досвіду.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="37"/>
        <source>Exhaust the committed units: they cannot suppress or attack again this round. Put %n action cubes on the area of this action.</source>
        <extracomment>node exhaust (do); seed 003, Suppression</extracomment>
        <translation>
            <numerusform>Виснажте задіяні загони: у цьому раунді вони більше не можуть придушувати та атакувати. Покладіть %n кубик дії на область цієї дії.</numerusform>
            <numerusform>Виснажте задіяні загони: у цьому раунді вони більше не можуть придушувати та атакувати. Покладіть %n кубики дії на область цієї дії.</numerusform>
            <numerusform>Виснажте задіяні загони: у цьому раунді вони більше не можуть придушувати та атакувати. Покладіть %n кубиків дії на область цієї дії.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="46"/>
        <source>For each black cube removed, give the automa what any player gets for it, and enter it on its mat.</source>
        <extracomment>node reward (do); seed 003, Black cubes</extracomment>
        <translation>За кожен прибраний чорний кубик дайте автомі те, що отримує за нього звичайний гравець, і внесіть це в панель автоми.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="51"/>
        <source>The automa has no troubles of that type to suppress.</source>
        <extracomment>node cannot (check); seed 003, Suppression (reconstructed)</extracomment>
        <translation>Автома не має напастей цього типу для придушення.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/suppress.yaml" line="51"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa has no troubles of that type to suppress.&apos;; node cannot (check); seed 003, Suppression (reconstructed)</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/swordsmen</name>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="1"/>
        <source>Train swordsmen</source>
        <extracomment>chart title</extracomment>
        <translation>Тренування мечників</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="5"/>
        <source>Does the automa have swordsmen left, and room on a priority hex next to one of its cities or castles?</source>
        <extracomment>node can (ask); seed 003, Training</extracomment>
        <translation>Чи має автома ще мечників і місце на пріоритетному гексі поруч зі своїм містом чи замком?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="10"/>
        <source>Place {swordsmen}, as many as the age number. Find the priority hex next to an automa city or castle. If more than one unit is trained, put one in an automa city or castle without an army and the rest on that hex. Put %n action cubes on the barracks area.</source>
        <extracomment>node place (do); seed 003, Swordsmen</extracomment>
        <translation>
            <numerusform>Розмістіть {swordsmen} — відповідно до номера поточної епохи. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо автома тренує більше одного загону, розмістіть одного з них у місті чи замку автоми, яке ще не має війська, а решту — на цьому гексі. Покладіть %n кубик дії на область казарм.</numerusform>
            <numerusform>Розмістіть {swordsmen} — відповідно до номера поточної епохи. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо автома тренує більше одного загону, розмістіть одного з них у місті чи замку автоми, яке ще не має війська, а решту — на цьому гексі. Покладіть %n кубики дії на область казарм.</numerusform>
            <numerusform>Розмістіть {swordsmen} — відповідно до номера поточної епохи. Знайдіть пріоритетний гекс поруч із містом чи замком автоми. Якщо автома тренує більше одного загону, розмістіть одного з них у місті чи замку автоми, яке ще не має війська, а решту — на цьому гексі. Покладіть %n кубиків дії на область казарм.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="10"/>
        <source>%n swordsmen</source>
        <extracomment>part of the text of node place (do); seed 003, Swordsmen</extracomment>
        <translation>
            <numerusform>%n мечника</numerusform>
            <numerusform>%n мечників</numerusform>
            <numerusform>%n мечників</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="23"/>
        <source>The automa cannot train swordsmen.</source>
        <extracomment>node cannot (check); seed 003, Training</extracomment>
        <translation>Автома не може тренувати мечників.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/swordsmen.yaml" line="23"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot train swordsmen.&apos;; node cannot (check); seed 003, Training</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/technology</name>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="1"/>
        <source>Take a technology</source>
        <extracomment>chart title</extracomment>
        <translation>Отримання технології</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="5"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Technology</extracomment>
        <translation>Чи введено карти автоми?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="10"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="38"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="66"/>
        <source>Try {pass}: is there a technology card in row {row}, column {column} of the technology board?</source>
        <extracomment>node k1 (ask); seed 003, Technology</extracomment>
        <extracomment>node k2 (ask); seed 003, Technology</extracomment>
        <extracomment>node k3 (ask); seed 003, Technology</extracomment>
        <translation>Спроба {pass}: чи є на полі технологій карта технології в рядку {row}, стовпці {column}?</translation>
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
            <numerusform>Заберіть для автоми технологію з рядка {row}, стовпця {column}. Покладіть %n кубик дії на поле технологій.</numerusform>
            <numerusform>Заберіть для автоми технологію з рядка {row}, стовпця {column}. Покладіть %n кубики дії на поле технологій.</numerusform>
            <numerusform>Заберіть для автоми технологію з рядка {row}, стовпця {column}. Покладіть %n кубиків дії на поле технологій.</numerusform>
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
        <translation>За правилами під час прибирання на полі технологій лишається один кубик автоми; кількість кубиків за технологію визначає правило для кожної дії: 1 або 2, якщо поле вже отримало кубики в цьому раунді.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="24"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="52"/>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="80"/>
        <source>Try {pass}: priority numbers {a} and {b} of the active card give a row and a column of the technology board. Is there a technology card there (the row exists in this game)?</source>
        <extracomment>node p1 (ask); seed 003, Technology</extracomment>
        <extracomment>node p2 (ask); seed 003, Technology</extracomment>
        <extracomment>node p3 (ask); seed 003, Technology</extracomment>
        <translation>Спроба {pass}: пріоритетні номери з місць {a} і {b} активної карти дають рядок і стовпець поля технологій. Чи є там карта технології (і чи існує цей рядок у цій грі)?</translation>
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
            <numerusform>Заберіть цю технологію для автоми. Покладіть %n кубик дії на поле технологій.</numerusform>
            <numerusform>Заберіть цю технологію для автоми. Покладіть %n кубики дії на поле технологій.</numerusform>
            <numerusform>Заберіть цю технологію для автоми. Покладіть %n кубиків дії на поле технологій.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/technology.yaml" line="94"/>
        <source>None of the %n pairs finds a technology: the automa takes none.</source>
        <extracomment>node none (check); seed 003, Technology</extracomment>
        <translation>
            <numerusform>Єдина пара не вказує на технологію: автома не забирає жодної.</numerusform>
            <numerusform>Жодна з %n пар не вказує на технологію: автома не забирає жодної.</numerusform>
            <numerusform>Жодна з %n пар не вказує на технологію: автома не забирає жодної.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/technology.yaml" line="94"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;None of the %n pairs finds a technology: the automa takes none.&apos;; node none (check); seed 003, Technology</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
<context>
    <name>glory_automa/turn</name>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="1"/>
        <source>Automa turn</source>
        <extracomment>chart title</extracomment>
        <translation>Хід автоми</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="5"/>
        <source>Is a row of automa cards laid out this round?</source>
        <extracomment>node dealt (check); seed 003, Round start</extracomment>
        <translation>Чи викладено в цьому раунді ряд карт автоми?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="11"/>
        <source>No row of automa cards is laid out: run Round start first.</source>
        <extracomment>node no_row (do); seed 003, Automa turn (reconstructed)</extracomment>
        <translation>Ряд карт автоми не викладено: спершу запустіть Початок раунду.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="16"/>
        <source>Has the automa passed this round?</source>
        <extracomment>node passed (check); seed 003, Pass</extracomment>
        <translation>Чи спасувала автома в цьому раунді?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="22"/>
        <source>The automa has passed: it takes no more turns this round.</source>
        <extracomment>node already (check); seed 003, Pass</extracomment>
        <translation>Автома спасувала: у цьому раунді вона більше не робить ходів.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="22"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa has passed: it takes no more turns this round.&apos;; node already (check); seed 003, Pass</extracomment>
        <translation>Зрозуміло</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="28"/>
        <source>Is every card of the row activated?</source>
        <extracomment>node all_active (check); seed 003, Pass</extracomment>
        <translation>Чи активовано кожну карту в ряду?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="34"/>
        <source>Has another automa passed this round?</source>
        <extracomment>node other_automa (check); seed 003, Pass</extracomment>
        <translation>Чи спасувала в цьому раунді інша автома?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="40"/>
        <source>Has any other player passed this round?</source>
        <extracomment>node first_pass (ask); seed 003, Pass</extracomment>
        <translation>Чи спасував у цьому раунді хтось інший з гравців?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="45"/>
        <source>The automa passes first: it becomes first player.</source>
        <extracomment>node pass_first (do); seed 003, Pass</extracomment>
        <translation>Автома спасує першою: вона стає першим гравцем.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="51"/>
        <source>The automa passes.</source>
        <extracomment>node pass (do); seed 003, Pass</extracomment>
        <translation>Автома спасує.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="57"/>
        <source>Are the automa&apos;s cards keyed in?</source>
        <extracomment>node keyed (check); seed 003, Card anatomy</extracomment>
        <translation>Чи введено карти автоми?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="63"/>
        <source>Put an activation cube on card {position} of the row: {card}. Its priority scale: {scale}.</source>
        <extracomment>node activate_keyed (do); seed 003, Automa turn</extracomment>
        <translation>Покладіть кубик активації на карту {position} у ряду: {card}. Її шкала пріоритету: {scale}.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="63"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Directions on the priority scale are seen from the proxy player&apos;s side of the board. Where the scale leaves a choice open, the proxy player decides. The card&apos;s free actions and its main action may be played in any order.</source>
        <extracomment>note of node activate_keyed (do); seed 003, Automa turn</extracomment>
        <extracomment>note of node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Напрямки на шкалі пріоритету визначаються відносно того, як проксі-гравець дивиться на поле. Якщо шкала залишає вибір, вирішує проксі-гравець. Вільні дії карти та її основну дію можна розіграти в довільному порядку.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Look at card {position} of the row, the first face-up card without an activation cube. Which main-action line carries the arrow?</source>
        <extracomment>node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Погляньте на карту {position} у ряду, першу карту горілиць без кубика активації. У якому рядку основних дій стрілка?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>First line</source>
        <extracomment>answer &apos;a1&apos; to &apos;Look at card {position} of the row, the first face-up card without an activation cube. Which main-ac&apos;; node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Перший рядок</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Second line</source>
        <extracomment>answer &apos;a2&apos; to &apos;Look at card {position} of the row, the first face-up card without an activation cube. Which main-ac&apos;; node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Другий рядок</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Third line</source>
        <extracomment>answer &apos;a3&apos; to &apos;Look at card {position} of the row, the first face-up card without an activation cube. Which main-ac&apos;; node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Третій рядок</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="69"/>
        <source>Fourth line</source>
        <extracomment>answer &apos;a4&apos; to &apos;Look at card {position} of the row, the first face-up card without an activation cube. Which main-ac&apos;; node ask_arrow (ask); seed 003, Card anatomy</extracomment>
        <translation>Четвертий рядок</translation>
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
        <translation>Покладіть кубик активації на карту {position} у ряду.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="84"/>
        <source>Is there a face-down card left in the row?</source>
        <extracomment>node reveal (check); seed 003, Reveal</extracomment>
        <translation>Чи залишилася в ряду карта долілиць?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/turn.yaml" line="90"/>
        <source>Flip card {position} of the row face up, so that %n cards without activation cubes show.</source>
        <extracomment>node reveal_do (do); seed 003, Reveal</extracomment>
        <translation>
            <numerusform>Відкрийте карту {position} у ряду горілиць, щоб було видно %n карту без кубиків активації.</numerusform>
            <numerusform>Відкрийте карту {position} у ряду горілиць, щоб було видно %n карти без кубиків активації.</numerusform>
            <numerusform>Відкрийте карту {position} у ряду горілиць, щоб було видно %n карт без кубиків активації.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="101"/>
        <source>Is this the last card of round 1?</source>
        <extracomment>node reform (check); seed 003, Reform</extracomment>
        <translation>Чи це остання карта раунду 1?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <source>Which main action does the active card give on the line to play?</source>
        <extracomment>node main_pick (check); seed 003, Main action</extracomment>
        <translation>Яка основна дія на активній карті в рядку, який розігрується?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Gather resources (mill and sawmill)</source>
        <extracomment>answer &apos;resources&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;resources&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;resources&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Збір ресурсів (млин і лісопилка)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Make products (forge and meadery)</source>
        <extracomment>answer &apos;products&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;products&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;products&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Виготовлення виробів (кузня і медоварня)</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Trade at the market</source>
        <extracomment>answer &apos;market&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;market&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;market&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Торгівля на ринку</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Build a city</source>
        <extracomment>answer &apos;city&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;city&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;city&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Будівництво міста</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Build a castle</source>
        <extracomment>answer &apos;castle&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;castle&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;castle&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Будівництво замку</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Build buildings</source>
        <extracomment>answer &apos;buildings&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;buildings&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;buildings&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Будівництво будівель</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Build Wonder stages</source>
        <extracomment>answer &apos;wonder&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;wonder&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;wonder&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Будівництво етапів Чуда</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Train swordsmen</source>
        <extracomment>answer &apos;swordsmen&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;swordsmen&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;swordsmen&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Тренування мечників</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Train a ballista</source>
        <extracomment>answer &apos;ballista&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;ballista&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;ballista&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Тренування балісти</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Train peasants</source>
        <extracomment>answer &apos;peasants&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;peasants&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;peasants&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Тренування селян</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Spread religion</source>
        <extracomment>answer &apos;religion&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;religion&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;religion&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Поширення релігії</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Take a technology</source>
        <extracomment>answer &apos;technology&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;technology&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Отримання технології</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Repair</source>
        <extracomment>answer &apos;repair&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;repair&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;repair&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Ремонт</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Suppression</source>
        <extracomment>answer &apos;suppress&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;suppress&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;suppress&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Придушення</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Two battles</source>
        <extracomment>answer &apos;battles&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;battles&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;battles&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Дві битви</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Something else</source>
        <extracomment>answer &apos;other&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <extracomment>answer &apos;other&apos; to &apos;Which main action does line {line} of the active card show?&apos;; node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>answer &apos;other&apos; to &apos;Which main action does line {line} of the active card show?&apos;; variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Щось інше</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="112"/>
        <source>Read from the card</source>
        <extracomment>answer &apos;ask&apos; to &apos;Which main action does the active card give on the line to play?&apos;; node main_pick (check); seed 003, Main action</extracomment>
        <translation>За картою на столі</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="135"/>
        <location filename="../rules/glory_automa/pack.yaml" line="83"/>
        <source>Which main action does line {line} of the active card show?</source>
        <extracomment>node main_ask (ask); seed 003, Main action</extracomment>
        <extracomment>variant &apos;main_technology&apos;: node main_ask (ask); seed 003, Main action</extracomment>
        <translation>Яка основна дія в рядку {line} активної карти?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="171"/>
        <source>Taking a technology is a free action, not a main action: play this line as the card shows it.</source>
        <extracomment>node main_tech (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>Отримання технології — вільна дія, а не основна: розіграйте цей рядок так, як його показує карта.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="171"/>
        <source>Your Automa appendix gives taking a technology as a free action only. If your automa cards show one among the main actions, choose the variant “Technology on a main-action line” when you add the automa.</source>
        <extracomment>note of node main_tech (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>Додаток про автому подає отримання технології лише як вільну дію. Якщо ваші карти автоми показують її серед основних дій, оберіть варіант «Технологія в рядку основної дії», коли додаєте автому.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="183"/>
        <source>Was the main action done?</source>
        <extracomment>node result (check); seed 003, Fallback</extracomment>
        <translation>Чи виконана основна дія?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="183"/>
        <source>Done</source>
        <extracomment>answer &apos;done&apos; to &apos;Was the main action done?&apos;; node result (check); seed 003, Fallback</extracomment>
        <translation>Виконана</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="183"/>
        <source>Not possible</source>
        <extracomment>answer &apos;failed&apos; to &apos;Was the main action done?&apos;; node result (check); seed 003, Fallback</extracomment>
        <translation>Неможлива</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="189"/>
        <source>Is there a line below it?</source>
        <extracomment>node below (check); seed 003, Fallback</extracomment>
        <translation>Чи є під ним ще рядок?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="195"/>
        <source>The automa cannot do line {line}: it tries the fallback action on line {next}.</source>
        <extracomment>node fall (do); seed 003, Fallback</extracomment>
        <translation>Автома не може виконати рядок {line}: її альтернативна дія — у рядку {next}.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="202"/>
        <source>No line of the card can be done: the automa&apos;s turn ends without a main action.</source>
        <extracomment>node no_action (do); seed 003, Fallback</extracomment>
        <translation>Жоден рядок карти неможливо виконати: хід автоми закінчується без основної дії.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="207"/>
        <source>Did the automa meet an instant achievement this turn?</source>
        <extracomment>node achievement (ask); seed 003, Instant achievements</extracomment>
        <translation>Чи виконала автома впродовж цього ходу одне з миттєвих звершень?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/turn.yaml" line="212"/>
        <source>Put an automa cube on that instant achievement card.</source>
        <extracomment>node achievement_do (do); seed 003, Instant achievements</extracomment>
        <translation>Покладіть кубик автоми на відповідну карту миттєвого звершення.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="105"/>
        <source>Main action (variant): the automa takes a technology, as it does for the free action.</source>
        <extracomment>variant &apos;main_technology&apos;: node main_tech (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>Основна дія (варіант): автома забирає технологію так само, як у вільній дії отримання технології.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/pack.yaml" line="105"/>
        <source>A variant chosen when the automa was added, for cards that show a technology among their main actions: your Automa appendix gives taking a technology as a free action only.</source>
        <extracomment>note of variant &apos;main_technology&apos;: node main_tech (do); seed 003, Technology (reconstructed)</extracomment>
        <translation>Варіант, обраний під час додавання автоми, для карт, що показують технологію серед основних дій: додаток про автому подає отримання технології лише як вільну дію.</translation>
    </message>
</context>
<context>
    <name>glory_automa/wonder</name>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="1"/>
        <source>Build Wonder stages</source>
        <extracomment>chart title</extracomment>
        <translation>Будівництво етапів Чуда</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="5"/>
        <source>Does the automa have a Wonder to build and a priority hex for it, an automa city if possible?</source>
        <extracomment>node can (ask); seed 003, Structures</extracomment>
        <translation>Чи має автома Чудо для будівництва і пріоритетний гекс для нього, за можливості місто автоми?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="10"/>
        <source>Has the automa finished the first stage of its Wonder?</source>
        <extracomment>node begun (check); seed 003, Wonder</extracomment>
        <translation>Чи завершила автома перший етап свого Чуда?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="15"/>
        <source>Place the Wonder base on the priority hex, an automa city if possible.</source>
        <extracomment>node base (do); seed 003, Wonder</extracomment>
        <translation>Розмістіть основу Чуда на пріоритетному гексі, за можливості в місті автоми.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="20"/>
        <source>Flip the Wonder over to its finished side.</source>
        <extracomment>node flip (do); seed 003, Wonder</extracomment>
        <translation>Переверніть Чудо добудованою стороною доверху.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="25"/>
        <source>Does the Wonder still give a technology the automa has not taken?</source>
        <extracomment>node tech (ask); seed 003, Wonder (reconstructed)</extracomment>
        <translation>Чи дає Чудо ще технологію, яку автома не забрала?</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="25"/>
        <source>The automa takes the matching number of technologies, each as the free action takes one; the Wonder shows how many.</source>
        <extracomment>note of node tech (ask); seed 003, Wonder (reconstructed)</extracomment>
        <translation>Автома забирає відповідну кількість технологій, кожну так, як у вільній дії отримання технології; скільки їх, показано на Чуді.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="35"/>
        <source>Put %n action cubes on the Wonder&apos;s hex.</source>
        <extracomment>node cubes (do); seed 003, Wonder</extracomment>
        <translation>
            <numerusform>Покладіть %n кубик дії на гекс Чуда.</numerusform>
            <numerusform>Покладіть %n кубики дії на гекс Чуда.</numerusform>
            <numerusform>Покладіть %n кубиків дії на гекс Чуда.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="42"/>
        <source>The automa cannot build Wonder stages.</source>
        <extracomment>node cannot (check); seed 003, Structures</extracomment>
        <translation>Автома не може збудувати етапи Чуда.</translation>
    </message>
    <message>
        <location filename="../rules/glory_automa/charts/wonder.yaml" line="42"/>
        <source>Noted</source>
        <extracomment>answer &apos;ok&apos; to &apos;The automa cannot build Wonder stages.&apos;; node cannot (check); seed 003, Structures</extracomment>
        <translation>Зрозуміло</translation>
    </message>
</context>
</TS>
