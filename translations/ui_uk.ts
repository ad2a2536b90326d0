<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>FlowchartView</name>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="62"/>
        <source>Go to {chart}</source>
        <translation>Перейдіть до: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="64"/>
        <source>End of turn</source>
        <translation>КІНЕЦЬ ХОДУ</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="64"/>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="305"/>
        <source>Flowchart</source>
        <translation>Блок-схема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="472"/>
        <source>Source: seed {seed}, {section}</source>
        <translation>Джерело: seed {seed}, {section}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="477"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation>Відтворено: жодне джерело не друкує цей крок; звірте зі своєю інструкцією.</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../desktop/ui/actions.py" line="45"/>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="46"/>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="47"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="48"/>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="49"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="54"/>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="55"/>
        <source>&amp;Open…</source>
        <translation>&amp;Завантажити…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="56"/>
        <source>&amp;Resume last game</source>
        <translation>&amp;Продовжити останню гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="57"/>
        <source>Recent games</source>
        <translation>Останні ігри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="58"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="59"/>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="61"/>
        <source>&amp;Profiles…</source>
        <translation>&amp;Профілі…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="63"/>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="64"/>
        <source>&amp;Undo</source>
        <translation>&amp;Відмінити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="65"/>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="69"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Збільшити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="70"/>
        <source>Zoom &amp;out</source>
        <translation>З&amp;меншити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="71"/>
        <source>&amp;Fit chart</source>
        <translation>&amp;Вмістити схему</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="73"/>
        <source>Follow the current step</source>
        <translation>Стежити за поточним кроком</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="78"/>
        <source>Larger text</source>
        <translation>Більший текст</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="84"/>
        <source>Smaller text</source>
        <translation>Менший текст</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="89"/>
        <source>Light theme</source>
        <translation>Світла тема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="94"/>
        <source>Dark theme</source>
        <translation>Темна тема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="96"/>
        <source>Rules of this step</source>
        <translation>Правила цього кроку</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="98"/>
        <source>Keyboard shortcuts</source>
        <translation>Гарячі клавіші</translation>
    </message>
    <message>
        <location filename="../desktop/ui/actions.py" line="99"/>
        <source>About Botmat</source>
        <translation>Про Botmat</translation>
    </message>
</context>
<context>
    <name>BotPanel</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="352"/>
        <source>Start turn</source>
        <translation>Почати хід</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="353"/>
        <source>Stop chart</source>
        <translation>Зупинити схему</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="354"/>
        <source>Stop the chart this bot is running (undoable).</source>
        <translation>Зупинити схему, яку виконує цей бот (можна відмінити).</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="355"/>
        <source>Turn and routines</source>
        <translation>Хід і процедури</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="356"/>
        <source>Other charts</source>
        <translation>Інші схеми</translation>
    </message>
</context>
<context>
    <name>BotSetup</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="95"/>
        <source>Bot {n}</source>
        <translation>Бот {n}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="96"/>
        <source>Remove this bot</source>
        <translation>Прибрати цього бота</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="106"/>
        <source>No {profile}</source>
        <translation>Без: {profile}</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../desktop/ui/card_view.py" line="96"/>
        <source>No card drawn</source>
        <translation>Карту не добрано</translation>
    </message>
    <message>
        <location filename="../desktop/ui/card_view.py" line="101"/>
        <source>Card {id}</source>
        <translation>Карта {id}</translation>
    </message>
</context>
<context>
    <name>ChoiceEditor</name>
    <message>
        <location filename="../desktop/ui/schema_fields.py" line="159"/>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="165"/>
        <source>Type a value and press Enter to correct it (undoable).</source>
        <translation>Введіть значення й натисніть Enter, щоб виправити його (можна відмінити).</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/bot_panel.py" line="193"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../desktop/ui/controller.py" line="235"/>
        <source>No game is open.</source>
        <translation>Жодну гру не відкрито.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../desktop/ui/help.py" line="14"/>
        <source>Rules of this step</source>
        <translation>Правила цього кроку</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="20"/>
        <source>No step is running.</source>
        <translation>Жоден крок не виконується.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="27"/>
        <source>Source: seed {seed}, {section}</source>
        <translation>Джерело: seed {seed}, {section}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="33"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation>Відтворено: жодне джерело не друкує цей крок; звірте зі своєю інструкцією.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="42"/>
        <source>Keyboard shortcuts</source>
        <translation>Гарячі клавіші</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="48"/>
        <source>answer Yes / No</source>
        <translation>відповісти Так / Ні</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="49"/>
        <source>choose an answer, or type your own die roll</source>
        <translation>оберіть відповідь або введіть власний кидок кубика</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="50"/>
        <source>roll the die</source>
        <translation>киньте кубик</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="51"/>
        <source>Done / start the turn</source>
        <translation>Виконано / почати хід</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="59"/>
        <source>About Botmat</source>
        <translation>Про Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="64"/>
        <source>Botmat {version}: runs board-game bots for the people at the table.</source>
        <translation>Botmat {version}: керує ботами настільних ігор для гравців за столом.</translation>
    </message>
</context>
<context>
    <name>ItemsEditor</name>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="291"/>
        <source>Add</source>
        <translation>Додати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="292"/>
        <source>Add nested</source>
        <translation>Додати вкладений</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="293"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="294"/>
        <source>Move up</source>
        <translation>Перемістити вгору</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="295"/>
        <source>Move down</source>
        <translation>Перемістити вниз</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="300"/>
        <source>Selected entry</source>
        <translation>Обраний запис</translation>
    </message>
    <message>
        <location filename="../desktop/ui/schema_items.py" line="301"/>
        <source>An entry with nested entries holds nothing else.</source>
        <translation>Запис із вкладеними записами більше нічого не містить.</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../desktop/ui/log_view.py" line="118"/>
        <source>Turn log</source>
        <translation>Журнал ходу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="126"/>
        <source>All bots</source>
        <translation>Усі боти</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/ui/main_window.py" line="255"/>
        <source>No rule pack is installed.</source>
        <translation>Не встановлено жодного пакета правил.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="286"/>
        <source>No installed rule pack has profiles to fill in.</source>
        <translation>Жоден встановлений пакет правил не має профілів для заповнення.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="302"/>
        <source>There is no last game to resume.</source>
        <translation>Немає останньої гри, яку можна продовжити.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="327"/>
        <source>Open game</source>
        <translation>Завантажити гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="327"/>
        <source>Botmat games (*.botmat.json *.json)</source>
        <translation>Ігри Botmat (*.botmat.json *.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="353"/>
        <source>Save game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="355"/>
        <source>Botmat games (*.botmat.json)</source>
        <translation>Ігри Botmat (*.botmat.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="367"/>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="104"/>
        <source>Not accepted: {reason}</source>
        <translation>Не прийнято: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="206"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="207"/>
        <source>Rule pack:</source>
        <translation>Пакет правил:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="211"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="212"/>
        <source>Add bot</source>
        <translation>Додати бота</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="213"/>
        <source>Edit profiles…</source>
        <translation>Редагувати профілі…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="292"/>
        <source>Add at least one bot.</source>
        <translation>Додайте принаймні одного бота.</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="38"/>
        <source>Problems</source>
        <translation>Проблеми</translation>
    </message>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="40"/>
        <source>These files could not be used. Everything else works; the bundled rules stay in force.</source>
        <translation>Ці файли не вдалося використати. Усе інше працює; вбудовані правила залишаються чинними.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="42"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="118"/>
        <source>Profile:</source>
        <translation>Профіль:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="119"/>
        <source>New profile</source>
        <translation>Новий профіль</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="120"/>
        <source>Delete…</source>
        <translation>Видалити…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="122"/>
        <location filename="../desktop/ui/profile_editor.py" line="132"/>
        <source>(choose a saved profile)</source>
        <translation>(оберіть збережений профіль)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="176"/>
        <location filename="../desktop/ui/profile_editor.py" line="198"/>
        <source>Not saved:</source>
        <translation>Не збережено:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="206"/>
        <source>Saved to {file}</source>
        <translation>Збережено у {file}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="216"/>
        <source>Delete profile</source>
        <translation>Видалити профіль</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="217"/>
        <source>Delete the profile {name}? Its file is kept as {file}.</source>
        <translation>Видалити профіль {name}? Його файл буде збережено як {file}.</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="172"/>
        <source>Done [Enter]</source>
        <translation>Виконано [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="173"/>
        <source>Roll [Space]</source>
        <translation>Киньте [Пробіл]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="174"/>
        <source>or my roll:</source>
        <translation>або мій кидок:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="175"/>
        <source>Use my roll</source>
        <translation>Використати мій кидок</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="176"/>
        <source>Answer [Enter]</source>
        <translation>Відповісти [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="177"/>
        <source>Start turn [Enter]</source>
        <translation>Почати хід [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="178"/>
        <source>≈ reconstructed</source>
        <translation>≈ відтворено</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="180"/>
        <source>No source prints this step in substance; compare it with your booklet.</source>
        <translation>Жодне джерело не друкує суті цього кроку; порівняйте його зі своєю інструкцією.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="200"/>
        <source>The last die roll</source>
        <translation>Останній кидок кубика</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="207"/>
        <source>No game</source>
        <translation>Немає гри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="208"/>
        <source>Start a new game or resume the last one from the Game menu.</source>
        <translation>Почніть нову гру або продовжте останню з меню «Гра».</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="213"/>
        <source>{bot} is waiting. Start its turn, or a routine from its panel.</source>
        <translation>{bot} чекає. Почніть його хід або процедуру з його панелі.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="262"/>
        <source>Ranges: {ranges}</source>
        <translation>Діапазони: {ranges}</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../desktop/ui/welcome.py" line="40"/>
        <source>Botmat runs the bots at your table.</source>
        <translation>Botmat керує ботами за вашим столом.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/welcome.py" line="41"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/welcome.py" line="42"/>
        <source>Resume last game</source>
        <translation>Продовжити останню гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/welcome.py" line="43"/>
        <source>Open a saved game…</source>
        <translation>Завантажити збереження…</translation>
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
