<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>FlowchartView</name>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="60"/>
        <source>Go to {chart}</source>
        <translation>Перейдіть до: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="62"/>
        <source>End of turn</source>
        <translation>КІНЕЦЬ ХОДУ</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="62"/>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="304"/>
        <source>Flowchart</source>
        <translation>Блок-схема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="479"/>
        <source>Source: seed {seed}, {section}</source>
        <translation>Джерело: seed {seed}, {section}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="484"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation>Відтворено: жодне джерело не друкує цей крок; звірте зі своєю інструкцією.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/ui/main_window.py" line="333"/>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="334"/>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="335"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="336"/>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="337"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="338"/>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="339"/>
        <source>&amp;Open…</source>
        <translation>&amp;Завантажити…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="340"/>
        <source>&amp;Resume last game</source>
        <translation>&amp;Продовжити останню гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="341"/>
        <source>Recent games</source>
        <translation>Останні ігри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="342"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="343"/>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="344"/>
        <source>Realm &amp;profiles…</source>
        <translation>&amp;Профілі Держав…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="345"/>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="346"/>
        <source>&amp;Undo</source>
        <translation>&amp;Відмінити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="347"/>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="348"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Збільшити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="349"/>
        <source>Zoom &amp;out</source>
        <translation>З&amp;меншити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="350"/>
        <source>&amp;Fit chart</source>
        <translation>&amp;Вмістити схему</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="351"/>
        <source>Follow the current step</source>
        <translation>Стежити за поточним кроком</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="352"/>
        <source>Larger text</source>
        <translation>Більший текст</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="353"/>
        <source>Smaller text</source>
        <translation>Менший текст</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="354"/>
        <source>Light theme</source>
        <translation>Світла тема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="355"/>
        <source>Dark theme</source>
        <translation>Темна тема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="356"/>
        <location filename="../desktop/ui/main_window.py" line="671"/>
        <location filename="../desktop/ui/main_window.py" line="683"/>
        <source>Rules of this step</source>
        <translation>Правила цього кроку</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="357"/>
        <location filename="../desktop/ui/main_window.py" line="697"/>
        <source>Keyboard shortcuts</source>
        <translation>Гарячі клавіші</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="358"/>
        <location filename="../desktop/ui/main_window.py" line="702"/>
        <source>About Botmat</source>
        <translation>Про Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="359"/>
        <source>Botmat runs the bots at your table.</source>
        <translation>Botmat керує ботами за вашим столом.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="360"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="361"/>
        <source>Resume last game</source>
        <translation>Продовжити останню гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="362"/>
        <source>Open a saved game…</source>
        <translation>Завантажити збереження…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="486"/>
        <source>Not accepted: {reason}</source>
        <translation>Не прийнято: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="509"/>
        <source>No rule pack is installed.</source>
        <translation>Не встановлено жодного пакета правил.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="539"/>
        <source>No installed rule pack uses Realm profiles.</source>
        <translation>Жоден встановлений пакет правил не використовує профілі Держав.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="555"/>
        <source>There is no last game to resume.</source>
        <translation>Немає останньої гри, яку можна продовжити.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="581"/>
        <source>Open game</source>
        <translation>Завантажити гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="581"/>
        <source>Botmat games (*.botmat.json *.json)</source>
        <translation>Ігри Botmat (*.botmat.json *.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="608"/>
        <source>Save game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="610"/>
        <source>Botmat games (*.botmat.json)</source>
        <translation>Ігри Botmat (*.botmat.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="620"/>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="671"/>
        <source>No step is running.</source>
        <translation>Жоден крок не виконується.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="677"/>
        <source>Source: seed {seed}, {section}</source>
        <translation>Джерело: seed {seed}, {section}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="682"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation>Відтворено: жодне джерело не друкує цей крок; звірте зі своєю інструкцією.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="688"/>
        <source>answer Yes / No</source>
        <translation>відповісти Так / Ні</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="689"/>
        <source>choose an answer, or type your own die roll</source>
        <translation>оберіть відповідь або введіть власний кидок кубика</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="690"/>
        <source>roll the die</source>
        <translation>киньте кубик</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="691"/>
        <source>Done / start the turn</source>
        <translation>Виконано / почати хід</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="692"/>
        <source>undo</source>
        <translation>відмінити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="693"/>
        <source>redo</source>
        <translation>повторити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="694"/>
        <source>fit the chart</source>
        <translation>вмістити схему</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="695"/>
        <source>rules of this step</source>
        <translation>правила цього кроку</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="703"/>
        <source>Botmat {version}: runs board-game bots for the people at the table.</source>
        <translation>Botmat {version}: керує ботами настільних ігор для гравців за столом.</translation>
    </message>
</context>
<context>
    <name>BotPanel</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="373"/>
        <source>Start turn</source>
        <translation>Почати хід</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="374"/>
        <source>Stop chart</source>
        <translation>Зупинити схему</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="375"/>
        <source>Stop the chart this bot is running (undoable).</source>
        <translation>Зупинити схему, яку виконує цей бот (можна відмінити).</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="376"/>
        <source>Turn and routines</source>
        <translation>Хід і процедури</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="377"/>
        <source>Other charts</source>
        <translation>Інші схеми</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="419"/>
        <source>No profile</source>
        <translation>Без профілю</translation>
    </message>
</context>
<context>
    <name>BotSetup</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="94"/>
        <source>Bot {n}</source>
        <translation>Бот {n}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="95"/>
        <source>Remove this bot</source>
        <translation>Прибрати цього бота</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="105"/>
        <source>No {profile}</source>
        <translation>Без: {profile}</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../desktop/ui/card_view.py" line="85"/>
        <source>No card drawn</source>
        <translation>Карту не добрано</translation>
    </message>
    <message>
        <location filename="../desktop/ui/card_view.py" line="90"/>
        <source>Card {id}</source>
        <translation>Карта {id}</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="177"/>
        <source>Type a value and press Enter to correct it (undoable).</source>
        <translation>Введіть значення й натисніть Enter, щоб виправити його (можна відмінити).</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/bot_panel.py" line="218"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../desktop/ui/log_view.py" line="119"/>
        <source>Turn log</source>
        <translation>Журнал ходу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="127"/>
        <source>All bots</source>
        <translation>Усі боти</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="205"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="206"/>
        <source>Rule pack:</source>
        <translation>Пакет правил:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="210"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="211"/>
        <source>Add bot</source>
        <translation>Додати бота</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="212"/>
        <source>Edit profiles…</source>
        <translation>Редагувати профілі…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="293"/>
        <source>Add at least one bot.</source>
        <translation>Додайте принаймні одного бота.</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <location filename="../desktop/ui/main_window.py" line="68"/>
        <source>Problems</source>
        <translation>Проблеми</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="70"/>
        <source>These files could not be used. Everything else works; the bundled rules stay in force.</source>
        <translation>Ці файли не вдалося використати. Усе інше працює; вбудовані правила залишаються чинними.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="72"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>RealmEditor</name>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="400"/>
        <source>Realm profiles</source>
        <translation>Профілі Держав</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="401"/>
        <source>Profile:</source>
        <translation>Профіль:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="402"/>
        <source>New profile</source>
        <translation>Новий профіль</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="403"/>
        <source>Realm name:</source>
        <translation>Назва Держави:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="404"/>
        <source>Cards removed in each Age (card ids, comma separated)</source>
        <translation>Карти, що прибираються в кожній Епосі (номери карт через кому)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="406"/>
        <source>Age {age}</source>
        <translation>Епоха {age}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="407"/>
        <source>Military Targeting Chart</source>
        <translation>Військова схема цілей</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="408"/>
        <source>Diplomatic Targeting Chart</source>
        <translation>Дипломатична схема цілей</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="412"/>
        <location filename="../desktop/ui/realm_editor.py" line="418"/>
        <source>(choose a saved profile)</source>
        <translation>(оберіть збережений профіль)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="471"/>
        <location filename="../desktop/ui/realm_editor.py" line="476"/>
        <source>Not saved:</source>
        <translation>Не збережено:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="478"/>
        <source>Saved to {file}</source>
        <translation>Збережено у {file}</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="168"/>
        <source>Done [Enter]</source>
        <translation>Виконано [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="169"/>
        <source>Roll [Space]</source>
        <translation>Киньте [Пробіл]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="170"/>
        <source>or my roll:</source>
        <translation>або мій кидок:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="171"/>
        <source>Use my roll</source>
        <translation>Використати мій кидок</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="172"/>
        <source>Start turn [Enter]</source>
        <translation>Почати хід [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="173"/>
        <source>≈ reconstructed</source>
        <translation>≈ відтворено</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="175"/>
        <source>No source prints this step in substance; compare it with your booklet.</source>
        <translation>Жодне джерело не друкує суті цього кроку; порівняйте його зі своєю інструкцією.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="191"/>
        <source>The last die roll</source>
        <translation>Останній кидок кубика</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="199"/>
        <source>No game</source>
        <translation>Немає гри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="200"/>
        <source>Start a new game or resume the last one from the Game menu.</source>
        <translation>Почніть нову гру або продовжте останню з меню «Гра».</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="205"/>
        <source>{bot} is waiting. Start its turn, or a routine from its panel.</source>
        <translation>{bot} чекає. Почніть його хід або процедуру з його панелі.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="256"/>
        <source>Ranges: {ranges}</source>
        <translation>Діапазони: {ranges}</translation>
    </message>
</context>
<context>
    <name>TargetingTree</name>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="112"/>
        <source>Add range</source>
        <translation>Додати діапазон</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="113"/>
        <source>Add nested roll</source>
        <translation>Додати вкладений кидок</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="114"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="115"/>
        <source>Move up</source>
        <translation>Перемістити вгору</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="116"/>
        <source>Move down</source>
        <translation>Перемістити вниз</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="120"/>
        <source>Die</source>
        <translation>Кубик</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="120"/>
        <location filename="../desktop/ui/realm_editor.py" line="126"/>
        <source>Target</source>
        <translation>Ціль</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="120"/>
        <location filename="../desktop/ui/realm_editor.py" line="127"/>
        <source>Substitute</source>
        <translation>Заміна</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="121"/>
        <source>Selected range</source>
        <translation>Обраний діапазон</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="125"/>
        <source>Die roll</source>
        <translation>Кидок кубика</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="128"/>
        <source>A range with a nested roll has no target of its own.</source>
        <translation>Діапазон із вкладеним кидком не має власної цілі.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="136"/>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="137"/>
        <source>Realm, Province or Area name</source>
        <translation>Назва Держави, Провінції або Області</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="144"/>
        <source>Realm</source>
        <translation>Держава</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="145"/>
        <source>Owner of &lt;Province&gt;</source>
        <translation>Власник &lt;Провінції&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="146"/>
        <source>Realm in &lt;Area&gt;</source>
        <translation>Держава в &lt;ОБЛАСТІ&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="147"/>
        <source>vacant Territory</source>
        <translation>вільна територія</translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="194"/>
        <source>nested roll</source>
        <translation>вкладений кидок</translation>
    </message>
</context>
<context>
    <name>self.window</name>
    <message>
        <location filename="../desktop/ui/startup.py" line="56"/>
        <source>No rule pack could be loaded.</source>
        <translation>Не вдалося завантажити жоден пакет правил.</translation>
    </message>
</context>
</TS>
