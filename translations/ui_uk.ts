<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
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
        <location filename="../desktop/ui/bot_panel.py" line="479"/>
        <location filename="../desktop/ui/bot_panel.py" line="519"/>
        <source>Stop chart</source>
        <translation>Зупинити схему</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="481"/>
        <source>Abandon {chart}? What it did so far stays done (anything paid stays spent). Undo takes the stop back.</source>
        <translation>Покинути {chart}? Зроблене досі лишається (сплачене лишається витраченим). Відмінити скасує зупинку.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="484"/>
        <source>Abandon</source>
        <translation>Покинути</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="520"/>
        <source>Routines ▾</source>
        <translation>Процедури ▾</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="521"/>
        <source>Other charts</source>
        <translation>Інші схеми</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="546"/>
        <source>Its chart is running: finish it, or Stop it first.</source>
        <translation>Триває його схема: завершіть її або спершу зупиніть.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="551"/>
        <source>Abandon the running chart (asks first; undoable).</source>
        <translation>Покинути поточну схему (спершу питає; можна відмінити).</translation>
    </message>
</context>
<context>
    <name>BotSetup</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="126"/>
        <source>{seat} {n}</source>
        <translation>{seat} {n}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="127"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="137"/>
        <source>No {profile}</source>
        <translation>Без: {profile}</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../desktop/ui/card_view.py" line="104"/>
        <source>No card drawn</source>
        <translation>Карту не добрано</translation>
    </message>
    <message>
        <location filename="../desktop/ui/card_view.py" line="114"/>
        <source>Card {id}</source>
        <translation>Карта {id}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/card_view.py" line="143"/>
        <source>?: not printed in the booklet&apos;s text: check your card.</source>
        <translation>?: не надруковано в тексті буклета: перевірте свою карту.</translation>
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
    <name>DieFace</name>
    <message>
        <location filename="../desktop/ui/die.py" line="101"/>
        <source>Die roll: {value}</source>
        <translation>Кидок кубика: {value}</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="243"/>
        <source>Type a value and press Enter to correct it (undoable); Escape puts the value back.</source>
        <translation>Введіть значення й натисніть Enter, щоб виправити (можна відмінити); Escape повертає значення.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="248"/>
        <source>One less (undoable)</source>
        <translation>На один менше (можна відмінити)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="248"/>
        <source>One more (undoable)</source>
        <translation>На один більше (можна відмінити)</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/bot_panel.py" line="276"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowchartView</name>
    <message>
        <location filename="../desktop/ui/chart_items.py" line="100"/>
        <source>Go to {chart}</source>
        <translation>Перейдіть до: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart_items.py" line="105"/>
        <source>End of turn</source>
        <translation>КІНЕЦЬ ХОДУ</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart_items.py" line="107"/>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart_items.py" line="124"/>
        <source>a bot</source>
        <translation>один із ботів</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart_items.py" line="477"/>
        <source>One of:</source>
        <translation>Одне з:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="86"/>
        <source>Flowchart</source>
        <translation>Блок-схема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="87"/>
        <source>The whole chart: click to look there</source>
        <translation>Уся схема: клацніть, щоб подивитися туди</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../desktop/ui/controller.py" line="207"/>
        <source>Stop the running chart first (Stop chart).</source>
        <translation>Спершу зупиніть поточну схему (Зупинити схему).</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../desktop/ui/help.py" line="15"/>
        <source>Rules of this step</source>
        <translation>Правила цього кроку</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="21"/>
        <source>No step is running.</source>
        <translation>Жоден крок не виконується.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="27"/>
        <source>Keyboard shortcuts</source>
        <translation>Гарячі клавіші</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="33"/>
        <source>answer Yes / No</source>
        <translation>відповісти Так / Ні</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="36"/>
        <source>a number is the number: an answer that is a number, a number question, your own die roll; other answers by their position in the list (two digits quickly for 10 and more)</source>
        <translation>число — це число: відповідь-число, питання про число, власний кидок кубика; інші відповіді за позицією в списку (дві цифри швидко для 10 і більше)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="42"/>
        <source>roll the die</source>
        <translation>киньте кубик</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="45"/>
        <source>Done; after a run, the next bot; else start what comes next</source>
        <translation>Виконано; після проходу наступний бот; інакше почати те, що далі</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="49"/>
        <source>forget the digits typed; in a field, put its value back</source>
        <translation>забути введені цифри; у полі повернути його значення</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="58"/>
        <source>About Botmat</source>
        <translation>Про Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/ui/help.py" line="63"/>
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
    <name>Log</name>
    <message>
        <location filename="../desktop/ui/log_text.py" line="35"/>
        <source>Die {value} → {answer}</source>
        <translation>Кубик {value} → {answer}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_text.py" line="38"/>
        <source>Die {value}, total {total} → {answer}</source>
        <translation>Кубик {value}, разом {total} → {answer}</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../desktop/ui/log_view.py" line="93"/>
        <source>Turn log</source>
        <translation>Журнал ходу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="94"/>
        <source>All bots</source>
        <translation>Усі боти</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="95"/>
        <source>Show the log of every bot</source>
        <translation>Показати журнал усіх ботів</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="98"/>
        <source>Show earlier steps</source>
        <translation>Показати попередні кроки</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="186"/>
        <source>The log fills as you play: each question, answer and roll.</source>
        <translation>Журнал заповнюється під час гри: кожне питання, відповідь і кидок.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="201"/>
        <source>Only {bot}</source>
        <translation>Лише {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="201"/>
        <source>This bot</source>
        <translation>Цей бот</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="204"/>
        <source>Show the log of the bot you follow</source>
        <translation>Показати журнал бота, за яким ви стежите</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/log_view.py" line="218"/>
        <source>Undo to here (takes back %n step(s))</source>
        <translation>
            <numerusform>Відмінити до цього місця (повертає %n крок)</numerusform>
            <numerusform>Відмінити до цього місця (повертає %n кроки)</numerusform>
            <numerusform>Відмінити до цього місця (повертає %n кроків)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/ui/main_window.py" line="391"/>
        <source>No rule pack is installed.</source>
        <translation>Не встановлено жодного пакета правил.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="422"/>
        <source>No installed rule pack has profiles to fill in.</source>
        <translation>Жоден встановлений пакет правил не має профілів для заповнення.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="438"/>
        <source>There is no last game to resume.</source>
        <translation>Немає останньої гри, яку можна продовжити.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="463"/>
        <source>Open game</source>
        <translation>Завантажити гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="463"/>
        <source>Botmat games (*.botmat.json *.json)</source>
        <translation>Ігри Botmat (*.botmat.json *.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="489"/>
        <source>Save game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="491"/>
        <source>Botmat games (*.botmat.json)</source>
        <translation>Ігри Botmat (*.botmat.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="503"/>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="81"/>
        <source>Not accepted: {reason}</source>
        <translation>Не прийнято: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="232"/>
        <source>+ {seat}</source>
        <translation>+ {seat}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="246"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="247"/>
        <source>Rule pack:</source>
        <translation>Пакет правил:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="251"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="253"/>
        <source>Edit profiles…</source>
        <translation>Редагувати профілі…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="334"/>
        <source>Press “{add}” to add at least one.</source>
        <translation>Натисніть «{add}», щоб додати принаймні одного.</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="35"/>
        <source>Problems</source>
        <translation>Проблеми</translation>
    </message>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="37"/>
        <source>These files could not be used. Everything else works; the bundled rules stay in force.</source>
        <translation>Ці файли не вдалося використати. Усе інше працює; вбудовані правила залишаються чинними.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/dialogs.py" line="39"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="117"/>
        <source>Profile:</source>
        <translation>Профіль:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="118"/>
        <source>New profile</source>
        <translation>Новий профіль</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="119"/>
        <source>Delete…</source>
        <translation>Видалити…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="121"/>
        <location filename="../desktop/ui/profile_editor.py" line="128"/>
        <source>(choose a saved profile)</source>
        <translation>(оберіть збережений профіль)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="169"/>
        <location filename="../desktop/ui/profile_editor.py" line="190"/>
        <source>Not saved:</source>
        <translation>Не збережено:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="198"/>
        <source>Saved to {file}</source>
        <translation>Збережено у {file}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="208"/>
        <source>Delete profile</source>
        <translation>Видалити профіль</translation>
    </message>
    <message>
        <location filename="../desktop/ui/profile_editor.py" line="209"/>
        <source>Delete the profile {name}? Its file is kept as {file}.</source>
        <translation>Видалити профіль {name}? Його файл буде збережено як {file}.</translation>
    </message>
</context>
<context>
    <name>RollPad</name>
    <message>
        <location filename="../desktop/ui/die.py" line="174"/>
        <source>I rolled {value}</source>
        <translation>Випало {value}</translation>
    </message>
</context>
<context>
    <name>RoundBar</name>
    <message>
        <location filename="../desktop/ui/round_bar.py" line="79"/>
        <source>This Round:</source>
        <translation>Цей раунд:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/round_bar.py" line="81"/>
        <source>→ next Round</source>
        <translation>→ наступний раунд</translation>
    </message>
    <message>
        <location filename="../desktop/ui/round_bar.py" line="118"/>
        <source>{phase}: all in turn ▶</source>
        <translation>{phase}: усі по черзі ▶</translation>
    </message>
    <message>
        <location filename="../desktop/ui/round_bar.py" line="135"/>
        <source>done</source>
        <translation>виконано</translation>
    </message>
    <message>
        <location filename="../desktop/ui/round_bar.py" line="137"/>
        <source>passed</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../desktop/ui/round_bar.py" line="139"/>
        <source>not yet</source>
        <translation>ще ні</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/round_bar.py" line="141"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n хід</numerusform>
            <numerusform>%n ходи</numerusform>
            <numerusform>%n ходів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/round_bar.py" line="187"/>
        <source>Round not finished</source>
        <translation>Раунд не завершено</translation>
    </message>
    <message>
        <location filename="../desktop/ui/round_bar.py" line="188"/>
        <source>Not everyone has finished this Round: {behind}. Go on with {what} anyway?</source>
        <translation>Не всі завершили цей раунд: {behind}. Усе одно продовжити: {what}?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/round_bar.py" line="193"/>
        <source>Go on</source>
        <translation>Продовжити</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <location filename="../desktop/ui/sources.py" line="18"/>
        <source>the printed rules</source>
        <translation>друковані правила</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="21"/>
        <source>Sources: {source}, “{section}”.</source>
        <translation>Джерела: {source}, «{section}».</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="25"/>
        <source>Sources: {source}.</source>
        <translation>Джерела: {source}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="28"/>
        <source>Not from the printed rules: check your copy.</source>
        <translation>Не з друкованих правил: перевірте свій примірник.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="30"/>
        <source>Not printed there: worked out from the rules around it; check your copy.</source>
        <translation>Там цього не надруковано: виведено з сусідніх правил; перевірте свій примірник.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/sources.py" line="44"/>
        <source>Not printed in the rules: worked out from the rules around it; check your copy.</source>
        <translation>Цього немає в друкованих правилах: виведено з сусідніх правил; перевірте свій примірник.</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="220"/>
        <source>Done [Enter]</source>
        <translation>Виконано [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="221"/>
        <source>Roll [Space]</source>
        <translation>Киньте [Пробіл]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="222"/>
        <source>or my roll:</source>
        <translation>або мій кидок:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="223"/>
        <source>Use my roll</source>
        <translation>Використати мій кидок</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="224"/>
        <source>Answer [Enter]</source>
        <translation>Відповісти [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="225"/>
        <source>number</source>
        <translation>число</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="226"/>
        <source>≈ reconstructed</source>
        <translation>≈ відтворено</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="228"/>
        <source>No source prints this step in substance; compare it with your booklet.</source>
        <translation>Жодне джерело не друкує суті цього кроку; порівняйте його зі своєю інструкцією.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="253"/>
        <source>No game</source>
        <translation>Немає гри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="254"/>
        <source>Start a new game or resume the last one from the Game menu.</source>
        <translation>Почніть нову гру або продовжте останню з меню «Гра».</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="282"/>
        <source>Undo: {what}</source>
        <translation>Відмінити: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="282"/>
        <source>Redo: {what}</source>
        <translation>Повторити: {what}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/step_panel.py" line="288"/>
        <source>(%n more in the log)</source>
        <translation>
            <numerusform>(ще %n запис у журналі)</numerusform>
            <numerusform>(ще %n записи у журналі)</numerusform>
            <numerusform>(ще %n записів у журналі)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="305"/>
        <source>{chart} is over.</source>
        <translation>{chart}: кінець.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="312"/>
        <source>{bot} waits: {what}.</source>
        <translation>{bot} чекає: {what}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="313"/>
        <source>{what} [Enter]</source>
        <translation>{what} [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="319"/>
        <source>{bot} has done its part of this phase.</source>
        <translation>{bot}: свою частину цієї фази виконано.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="326"/>
        <source>Run {routine}</source>
        <translation>Запустити: {routine}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="331"/>
        <source>Next: {bot} ▶ [Enter]</source>
        <translation>Далі: {bot} ▶ [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="369"/>
        <source>A whole number from {min} to {max}</source>
        <translation>Ціле число від {min} до {max}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="389"/>
        <source>Roll to pick one of the answers at random</source>
        <translation>Киньте, щоб випадково вибрати одну з відповідей</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="392"/>
        <source>Ranges: {ranges}</source>
        <translation>Діапазони: {ranges}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="451"/>
        <source>{typed} is no answer here.</source>
        <translation>{typed} тут не відповідь.</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="26"/>
        <source>answer {answer} to {question}</source>
        <translation>відповідь {answer} на {question}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="31"/>
        <source>Done: {step}</source>
        <translation>Виконано: {step}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="36"/>
        <source>the roll {value} for {bot}</source>
        <translation>кидок {value} для: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="44"/>
        <source>start {chart} for {bot}</source>
        <translation>початок: {chart} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="46"/>
        <source>stop {chart} of {bot}</source>
        <translation>зупинка: {chart} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="51"/>
        <source>the correction of {field} for {bot}</source>
        <translation>виправлення: {field} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="57"/>
        <source>the change of {fact}</source>
        <translation>зміна: {fact}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="86"/>
        <source>&amp;Undo</source>
        <translation>&amp;Відмінити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="87"/>
        <source>&amp;Undo: {what}</source>
        <translation>&amp;Відмінити: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="95"/>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="96"/>
        <source>&amp;Redo: {what}</source>
        <translation>П&amp;овторити: {what}</translation>
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
    <name>Wording</name>
    <message>
        <location filename="../desktop/ui/wording.py" line="16"/>
        <location filename="../desktop/ui/wording.py" line="19"/>
        <source>Start turn</source>
        <translation>Почати хід</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="20"/>
        <source>Start: {chart}</source>
        <translation>Почати: {chart}</translation>
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
