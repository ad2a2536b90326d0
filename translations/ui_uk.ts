<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>Actions</name>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="49"/>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="50"/>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="51"/>
        <source>&amp;Turn</source>
        <translation>&amp;Хід</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="52"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="53"/>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="54"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="59"/>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="60"/>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="61"/>
        <source>Open a &amp;file…</source>
        <translation>Відкрити &amp;файл…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="62"/>
        <source>&amp;Resume last game</source>
        <translation>П&amp;родовжити останню гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="64"/>
        <source>Recent games</source>
        <translation>Останні ігри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="67"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="70"/>
        <source>&amp;Export…</source>
        <translation>&amp;Експортувати…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="72"/>
        <source>Rena&amp;me game…</source>
        <translation>Пере&amp;йменувати гру…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="74"/>
        <source>&amp;Close game</source>
        <translation>Закрити &amp;гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="79"/>
        <source>&amp;Profiles…</source>
        <translation>&amp;Профілі…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="83"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ийти</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="84"/>
        <source>&amp;Undo</source>
        <translation>&amp;Відмінити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="86"/>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="92"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Збільшити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="95"/>
        <source>Zoom &amp;out</source>
        <translation>З&amp;меншити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="97"/>
        <source>&amp;Fit chart</source>
        <translation>&amp;Вмістити схему</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="101"/>
        <source>Follow the current step</source>
        <translation>Стежити за поточним кроком</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="106"/>
        <source>Turn &amp;log</source>
        <translation>&amp;Журнал ходу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="112"/>
        <source>Log of the bot shown</source>
        <translation>Журнал показаного бота</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="120"/>
        <source>Log of all bots</source>
        <translation>Журнал усіх ботів</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="128"/>
        <source>&amp;Table display</source>
        <translation>&amp;Екран для столу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="137"/>
        <source>Table display full screen</source>
        <translation>Екран для столу: повний екран</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="144"/>
        <source>Table display language</source>
        <translation>Мова екрана для столу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="151"/>
        <source>Larger text</source>
        <translation>Більший текст</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="159"/>
        <source>Smaller text</source>
        <translation>Менший текст</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="166"/>
        <source>Light theme</source>
        <translation>Світла тема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="172"/>
        <source>Dark theme</source>
        <translation>Темна тема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="177"/>
        <source>&amp;Rules of this step</source>
        <translation>&amp;Правила цього кроку</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="181"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Гарячі клавіші</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="182"/>
        <source>&amp;About Botmat</source>
        <translation>Про &amp;Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="283"/>
        <source>the Turn menu: the bot&apos;s turn, Stop, its routines and Routines menu, the round bar&apos;s buttons, + Bot</source>
        <translation>меню Хід: хід бота, Зупинити, процедури бота й меню Процедури, кнопки смуги раунду, + Бот</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/actions.py" line="291"/>
        <source>the mat&apos;s values and boxes, Routines ▾, the chart; Space presses the button reached</source>
        <translation>значення й поля панелі, Процедури ▾, схема; Пробіл натискає досягнуту кнопку</translation>
    </message>
</context>
<context>
    <name>AddBotDialog</name>
    <message>
        <location filename="../desktop/ui/forms/add_bot.py" line="60"/>
        <source>+ {seat}</source>
        <translation>+ {seat}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/add_bot.py" line="61"/>
        <source>It joins the game after the others; Undo takes it back.</source>
        <translation>Приєднається до гри після інших; «Відмінити» його прибере.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../desktop/boot/catalogues.py" line="83"/>
        <source>{folder}: the translations cannot be compiled ({reason}); a language without them cannot be chosen.</source>
        <translation>{folder}: не вдається скомпілювати переклади ({reason}); мову без них не можна обрати.</translation>
    </message>
    <message>
        <location filename="../desktop/boot/startup.py" line="74"/>
        <source>No rule pack could be loaded.</source>
        <translation>Не вдалося завантажити жодного пакета правил.</translation>
    </message>
    <message>
        <location filename="../desktop/boot/startup.py" line="137"/>
        <source>{language} cannot be shown: its translation files are missing.</source>
        <translation>Не вдається показати мову {language}: бракує її файлів перекладу.</translation>
    </message>
    <message>
        <location filename="../desktop/boot/startup.py" line="161"/>
        <source>The last game was not opened here: {file} {reason}. It stays the game to resume.</source>
        <translation>Останню гру тут не відкрито: гра {file} {reason}. Вона лишається грою, яку можна відновити.</translation>
    </message>
    <message>
        <location filename="../desktop/boot/startup.py" line="166"/>
        <source>The last game could not be restored: {file}. It is left as it was; the problems window says why.</source>
        <translation>Не вдалося відновити останню гру: {file}. Файл залишено без змін; у вікні проблем видно чому.</translation>
    </message>
</context>
<context>
    <name>BotPanel</name>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="191"/>
        <location filename="../desktop/ui/play/bot_panel.py" line="208"/>
        <location filename="../desktop/ui/play/bot_panel.py" line="234"/>
        <source>Stop chart</source>
        <translation>Зупинити схему</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="193"/>
        <source>Abandon {chart}? What it did so far stays done (anything paid stays spent). Undo takes the stop back.</source>
        <translation>Покинути схему «{chart}»? Зроблене досі лишається (сплачене лишається витраченим). «Відмінити» поверне все, як було.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="196"/>
        <source>Abandon</source>
        <translation>Покинути</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="210"/>
        <source>{routine} interrupted the running chart. Stop only {routine} (the interrupted step waits again), or the whole run? What was done so far stays done. Undo takes the stop back.</source>
        <translation>Процедура {routine} перервала схему, що виконувалася. Зупинити лише процедуру {routine} (перерваний крок знову чекатиме) чи все? Зроблене досі лишається. «Відмінити» поверне все, як було.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="214"/>
        <source>Stop only {routine}</source>
        <translation>Зупинити лише процедуру {routine}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="216"/>
        <source>Stop the whole run</source>
        <translation>Зупинити все</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="235"/>
        <source>Routines ▾</source>
        <translation>Процедури ▾</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="242"/>
        <source>Mat of {bot}</source>
        <translation>Панель: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="256"/>
        <source>Other charts</source>
        <translation>Інші схеми</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="256"/>
        <source>Remove from the game…</source>
        <translation>Прибрати з гри…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="284"/>
        <source>Its chart is running: finish it, or Stop it first.</source>
        <translation>Триває схема: завершіть її або спершу зупиніть.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="286"/>
        <source>This bot is out of the game.</source>
        <translation>Цей бот поза грою.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/bot_panel.py" line="293"/>
        <source>Abandon the running chart (asks first; undoable).</source>
        <translation>Покинути поточну схему (спершу питає; можна відмінити).</translation>
    </message>
</context>
<context>
    <name>BotSetup</name>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="275"/>
        <source>{seat} {n}</source>
        <translation>{seat} {n}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="276"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="285"/>
        <source>No profile</source>
        <translation>Без профілю</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="287"/>
        <source>profile</source>
        <translation>профіль</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="288"/>
        <source>New {profile}…</source>
        <translation>Створити: {profile}…</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../desktop/ui/play/card_view.py" line="127"/>
        <location filename="../desktop/ui/table/table_facts.py" line="16"/>
        <source>No card drawn</source>
        <translation>Карту не добрано</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/card_view.py" line="140"/>
        <location filename="../desktop/ui/table/table_facts.py" line="17"/>
        <source>Card {id}</source>
        <translation>Карта {id}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/card_view.py" line="149"/>
        <source>?: not printed in the booklet&apos;s text: check your card.</source>
        <translation>?: у тексті брошури цього немає: перевірте свою карту.</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="48"/>
        <source>not known</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="91"/>
        <source>? (not known)</source>
        <translation>? (невідомо)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="165"/>
        <source>Matches my card ✓ [Enter]</source>
        <translation>Збігається з моєю картою ✓ [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="166"/>
        <location filename="../desktop/ui/forms/check_dialog.py" line="222"/>
        <source>Not checked yet</source>
        <translation>Позначити як неперевірену</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="169"/>
        <source>“{unknown}”: no printed source gives this value; read it on your card and set it. {unchecked}: not checked yet.</source>
        <translation>«{unknown}»: жодне надруковане джерело не дає цього значення; прочитайте його на своїй карті й установіть. {unchecked}: ще не перевірена.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="175"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="175"/>
        <source>Checked</source>
        <translation>Перевірена</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/forms/check_dialog.py" line="212"/>
        <source>%n card(s) still to check.</source>
        <translation>
            <numerusform>Ще %n карту треба перевірити.</numerusform>
            <numerusform>Ще %n карти треба перевірити.</numerusform>
            <numerusform>Ще %n карт треба перевірити.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="212"/>
        <source>Every card is checked.</source>
        <translation>Усі карти перевірено.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="215"/>
        <source>Card {card}</source>
        <translation>Карта {card}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="220"/>
        <source>No printed source gives this value: read it on your card and set it.</source>
        <translation>Жодне надруковане джерело не дає цього значення: прочитайте його на своїй карті й установіть.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="263"/>
        <location filename="../desktop/ui/forms/check_dialog.py" line="267"/>
        <source>Card {card} checked.</source>
        <translation>Карту {card} перевірено.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_dialog.py" line="289"/>
        <location filename="../desktop/ui/forms/check_dialog.py" line="295"/>
        <source>Not saved:</source>
        <translation>Не збережено:</translation>
    </message>
</context>
<context>
    <name>CheckOffer</name>
    <message numerus="yes">
        <location filename="../desktop/ui/forms/check_offer.py" line="71"/>
        <source>%n card(s) of the app&apos;s list are not compared with your own cards yet. Compare them once: your answers are kept for every later game.</source>
        <translation>
            <numerusform>%n карта зі списку застосунку ще не звірена з вашими картами. Звірте їх один раз: ваші відповіді буде збережено для всіх наступних ігор.</numerusform>
            <numerusform>%n карти зі списку застосунку ще не звірені з вашими картами. Звірте їх один раз: ваші відповіді буде збережено для всіх наступних ігор.</numerusform>
            <numerusform>%n карт зі списку застосунку ще не звірено з вашими картами. Звірте їх один раз: ваші відповіді буде збережено для всіх наступних ігор.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_offer.py" line="77"/>
        <source>Compare them now, before the first turn</source>
        <translation>Звірити їх зараз, перед першим ходом</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/check_offer.py" line="78"/>
        <source>Skip: answer at the draw instead</source>
        <translation>Пропустити: відповідати, коли карту добирають</translation>
    </message>
</context>
<context>
    <name>ChoiceEditor</name>
    <message>
        <location filename="../desktop/ui/forms/schema_fields.py" line="165"/>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <location filename="../desktop/ui/play/die.py" line="101"/>
        <source>Die roll: {value}</source>
        <translation>Кидок кубика: {value}</translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="122"/>
        <source>Type a value and press Enter to correct it (undoable); Escape puts the value back.</source>
        <translation>Введіть значення й натисніть Enter, щоб виправити (можна відмінити); Escape повертає значення.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="127"/>
        <source>One less (undoable)</source>
        <translation>На один менше (можна відмінити)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="127"/>
        <source>One more (undoable)</source>
        <translation>На один більше (можна відмінити)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="145"/>
        <source>{field}: one less</source>
        <translation>{field}: на один менше</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="145"/>
        <source>{field}: one more</source>
        <translation>{field}: на один більше</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="203"/>
        <source>{field} takes a whole number from {min} to {max}.</source>
        <translation>{field}: лише ціле число від {min} до {max}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="206"/>
        <source>{field} takes a whole number.</source>
        <translation>{field}: лише ціле число.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/mat/field_editor.py" line="224"/>
        <source>{field} shows {value} again.</source>
        <translation>{field} знову показує {value}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/mat/field_editor.py" line="239"/>
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
        <location filename="../desktop/ui/chart/chart_items.py" line="120"/>
        <source>Go to {chart}</source>
        <translation>Перейдіть до: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/chart_items.py" line="125"/>
        <source>End of turn</source>
        <translation>КІНЕЦЬ ХОДУ</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/chart_items.py" line="127"/>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/chart_items.py" line="184"/>
        <source>a bot</source>
        <translation>один із ботів</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/chart_items.py" line="604"/>
        <source>One of:</source>
        <translation>Одне з:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/flowchart.py" line="133"/>
        <source>Flowchart</source>
        <translation>Блок-схема</translation>
    </message>
    <message>
        <location filename="../desktop/ui/chart/flowchart.py" line="134"/>
        <source>The whole chart: click to look there</source>
        <translation>Уся схема: клацніть, щоб перейти до цього місця</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../desktop/ui/controller_base.py" line="152"/>
        <source>is open read-only here: another window plays it, or its disk cannot be written. Open it again as a copy to play on.</source>
        <translation>тут відкрита лише для читання: у неї грає інше вікно або на її диск не можна записувати. Відкрийте її знову як копію, щоб грати далі.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play_commands.py" line="41"/>
        <location filename="../desktop/ui/play_commands.py" line="186"/>
        <source>No game is open.</source>
        <translation>Жодну гру не відкрито.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play_commands.py" line="46"/>
        <source>Stop the running chart first (Stop chart).</source>
        <translation>Спершу зупиніть поточну схему («Зупинити схему»).</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play_commands.py" line="70"/>
        <source>No bot is left in the game to run “{routine}” for.</source>
        <translation>У грі не лишилося жодного бота, для якого можна запустити «{routine}».</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message numerus="yes">
        <location filename="../desktop/ui/window/game_files.py" line="138"/>
        <source>%n step(s) of this game are only in memory: its file cannot be written ({reason}). Export the game to a file first?</source>
        <translation>
            <numerusform>%n крок цієї гри є лише в пам’яті: її файл не вдається записати ({reason}). Спершу експортувати гру у файл?</numerusform>
            <numerusform>%n кроки цієї гри є лише в пам’яті: її файл не вдається записати ({reason}). Спершу експортувати гру у файл?</numerusform>
            <numerusform>%n кроків цієї гри є лише в пам’яті: її файл не вдається записати ({reason}). Спершу експортувати гру у файл?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="144"/>
        <source>Steps not saved</source>
        <translation>Кроки не збережено</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="144"/>
        <source>Export…</source>
        <translation>Експортувати…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="144"/>
        <source>Leave them</source>
        <translation>Покинути їх</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="175"/>
        <source>You play a copy of {file} in your games: “{title}”. The file itself is unchanged.</source>
        <translation>Ви граєте в копію {file} серед ваших ігор: «{title}». Сам файл не змінився.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="182"/>
        <source>“{title}” is open read-only: you can look at it, not play it here.</source>
        <translation>Гра «{title}» відкрита лише для читання: тут її можна переглядати, але не грати в неї.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="191"/>
        <source>{file} was added to your games as “{title}”; the file itself is unchanged.</source>
        <translation>{file} додано до ваших ігор як «{title}»; сам файл не змінився.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="225"/>
        <source>Opening {file}…</source>
        <translation>Відкриття файлу {file}…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="240"/>
        <source>Game open elsewhere</source>
        <translation>Гра відкрита деінде</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="242"/>
        <source>{file} is open in another Botmat window or program, which plays it. Look at it here read-only, or play a copy of it as a new game?</source>
        <translation>Гра {file} відкрита в іншому вікні чи програмі Botmat, яка в неї грає. Переглянути її тут лише для читання чи грати в її копію як у нову гру?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="246"/>
        <source>Game cannot be written here</source>
        <translation>Гру не можна тут записати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="247"/>
        <source>{file} {reason}. Look at it read-only, or play a copy of it in your games?</source>
        <translation>Гра {file} {reason}. Переглянути її лише для читання чи грати в її копію серед ваших ігор?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="249"/>
        <source>Look at it read-only</source>
        <translation>Переглянути лише для читання</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="249"/>
        <source>Play a copy</source>
        <translation>Грати в копію</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="261"/>
        <source>{file} was added to your games before, as “{title}”. Open that game, or add the file again as a new game?</source>
        <translation>Файл {file} уже є серед ваших ігор як «{title}». Відкрити цю гру чи додати файл ще раз як нову гру?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="267"/>
        <source>Open that game</source>
        <translation>Відкрити цю гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="267"/>
        <source>Add it again</source>
        <translation>Додати ще раз</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="268"/>
        <location filename="../desktop/ui/window/game_files.py" line="299"/>
        <source>Open a game file</source>
        <translation>Відкрити файл гри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="276"/>
        <source>There is no saved game to resume yet.</source>
        <translation>Ще немає збереження, яке можна продовжити.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="301"/>
        <source>Botmat games and saves (*.botmat *.json)</source>
        <translation>Ігри та збереження Botmat (*.botmat *.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="324"/>
        <source>A sample game: do each step as your table would, or just try the answers. Ctrl+Z takes any step back. It is one of your games now: delete it when you are done.</source>
        <translation>Гра-приклад: виконуйте кожен крок так, як за столом, або просто спробуйте відповіді. Ctrl+Z відміняє будь-який крок. Тепер це одна з ваших ігор: видаліть її, коли закінчите.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="352"/>
        <source>Open a game first: there is nothing to export.</source>
        <translation>Спершу відкрийте гру: немає чого експортувати.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="358"/>
        <source>Botmat saves (*.json)</source>
        <translation>Збереження Botmat (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="358"/>
        <source>Botmat games (*.botmat)</source>
        <translation>Ігри Botmat (*.botmat)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="359"/>
        <source>Export game</source>
        <translation>Експортувати гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="370"/>
        <source>The game was exported to {file}.</source>
        <translation>Гру експортовано у {file}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="382"/>
        <source>Saved: every step is written to the game&apos;s file as you play.</source>
        <translation>Збережено: кожен крок записується у файл гри одразу.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="390"/>
        <source>The game&apos;s file still cannot be written ({reason}). Game → Export saves a copy elsewhere.</source>
        <translation>Файл гри досі не вдається записати ({reason}). Гра → Експортувати збереже копію в іншому місці.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="406"/>
        <source>Rename game</source>
        <translation>Перейменувати гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="406"/>
        <source>Title:</source>
        <translation>Назва:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="427"/>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/game_files.py" line="430"/>
        <source>All games…</source>
        <translation>Усі ігри…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="15"/>
        <source>Sample: {system}</source>
        <translation>Приклад: {system}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="47"/>
        <source>Sample game</source>
        <translation>Гра-приклад</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../desktop/ui/window/help.py" line="25"/>
        <source>Rules of this step</source>
        <translation>Правила цього кроку</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="34"/>
        <source>No step is running.</source>
        <translation>Жоден крок не виконується.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="43"/>
        <source>About “{chart}”: {note}</source>
        <translation>Схема «{chart}»: {note}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="71"/>
        <source>Then: {next}</source>
        <translation>Далі: {next}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="73"/>
        <source>What each answer does:</source>
        <translation>Що дає кожна відповідь:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="78"/>
        <source>Keyboard shortcuts</source>
        <translation>Гарячі клавіші</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="87"/>
        <source>answer Yes / No</source>
        <translation>відповісти Так / Ні</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="90"/>
        <source>a number is the number: an answer that is a number, a number question, your own die roll; other answers by their position in the list (two digits quickly for 10 and more)</source>
        <translation>число — це число: відповідь-число, питання про число, власний кидок кубика; інші відповіді за позицією в списку (для 10 і більше швидко введіть дві цифри)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="96"/>
        <source>before the digits: a negative number</source>
        <translation>перед цифрами: від’ємне число</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="99"/>
        <source>Space</source>
        <comment>the key&apos;s name</comment>
        <translation>Пробіл</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="100"/>
        <source>Done; while a die is offered, roll it</source>
        <translation>Готово; коли є кубик для кидка, кинути його</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="107"/>
        <source>Done; after a run, the next bot; else start what comes next</source>
        <translation>Готово; після завершеного виконання — наступний бот; інакше почати те, що далі</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="114"/>
        <source>forget the digits typed; in a field, put its value back</source>
        <translation>стерти введені цифри; у полі — повернути його значення</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="123"/>
        <source>About Botmat</source>
        <translation>Про Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/help.py" line="128"/>
        <source>Botmat {version}: runs board-game bots for the people at the table.</source>
        <translation>Botmat {version}: веде ботів настільних ігор для гравців за столом.</translation>
    </message>
</context>
<context>
    <name>ItemsEditor</name>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="304"/>
        <source>Add</source>
        <translation>Додати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="305"/>
        <source>Add nested</source>
        <translation>Додати вкладений</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="306"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="307"/>
        <source>Move up</source>
        <translation>Перемістити вгору</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="308"/>
        <source>Move down</source>
        <translation>Перемістити вниз</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="313"/>
        <source>Selected entry</source>
        <translation>Обраний запис</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/schema_items.py" line="314"/>
        <source>An entry with nested entries holds nothing else.</source>
        <translation>Запис із вкладеними записами більше нічого не містить.</translation>
    </message>
</context>
<context>
    <name>KeysBox</name>
    <message>
        <location filename="../desktop/ui/widgets/dialogs.py" line="148"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="570"/>
        <source>Your games</source>
        <translation>Ваші ігри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="572"/>
        <source>Every game you started, the last played first. Double-click one to open it.</source>
        <translation>Усі розпочаті ігри, починаючи з останньої зіграної. Двічі клацніть гру, щоб її відкрити.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="574"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>LibraryList</name>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="257"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="258"/>
        <source>Rule system</source>
        <translation>Система правил</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="259"/>
        <source>Progress</source>
        <translation>Прогрес</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="260"/>
        <source>Last played</source>
        <translation>Востаннє грали</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="261"/>
        <source>Steps</source>
        <translation>Кроки</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="266"/>
        <source>No saved games yet. Start a new game or try a sample game: every step is saved as you play, and your games are listed here.</source>
        <translation>Ще немає збережень. Почніть нову гру або спробуйте гру-приклад: кожен крок зберігається під час гри, а ваші ігри з’являться тут.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="271"/>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="272"/>
        <source>Rename…</source>
        <translation>Перейменувати…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="273"/>
        <source>Duplicate</source>
        <translation>Дублювати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="274"/>
        <source>Export…</source>
        <translation>Експортувати…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="275"/>
        <source>Delete…</source>
        <translation>Видалити…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="279"/>
        <source>Write the game as a file to share it or keep a copy elsewhere.</source>
        <translation>Записати гру у файл, щоб поділитися нею чи зберегти копію деінде.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="281"/>
        <source>Deleted games…</source>
        <translation>Видалені ігри…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="282"/>
        <source>Open a file…</source>
        <translation>Відкрити файл…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="284"/>
        <source>A game file or a JSON save from elsewhere: a copy joins your games.</source>
        <translation>Файл гри або збереження JSON з іншого місця: його копія додасться до ваших ігор.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="323"/>
        <source>Cannot be opened</source>
        <translation>Не вдається відкрити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="391"/>
        <source>Cannot be opened: {problem}</source>
        <translation>Не вдається відкрити: {problem}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="400"/>
        <source>Open in another window: opens read-only or as a copy</source>
        <translation>Відкрита в іншому вікні: відкриється лише для читання або як копія</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="402"/>
        <source>On a read-only disk: opens read-only or as a copy</source>
        <translation>На диску лише для читання: відкриється лише для читання або як копія</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="435"/>
        <source>Rename game</source>
        <translation>Перейменувати гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="435"/>
        <source>Title:</source>
        <translation>Назва:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="461"/>
        <source>Delete “{title}”? It goes to the trash folder and is removed for good after {days} days.</source>
        <translation>Видалити «{title}»? Гра потрапить до кошика й буде остаточно видалена через {days} днів.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="467"/>
        <source>Delete game</source>
        <translation>Видалити гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="469"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="477"/>
        <source>“{title}” is in the trash: “Deleted games…” brings it back.</source>
        <translation>«{title}» у кошику: повернути її можна кнопкою «Видалені ігри…».</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="495"/>
        <source>Export game</source>
        <translation>Експортувати гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="497"/>
        <source>Botmat saves (*.json)</source>
        <translation>Збереження Botmat (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="497"/>
        <source>Botmat games (*.botmat)</source>
        <translation>Ігри Botmat (*.botmat)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/library_view.py" line="522"/>
        <source>“{title}” was exported to {file}.</source>
        <translation>Гру «{title}» експортовано у {file}.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../desktop/ui/log/log_text.py" line="51"/>
        <source>Die {value} → {answer}</source>
        <translation>Кубик {value} → {answer}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_text.py" line="52"/>
        <source>Die {value}, total {total} → {answer}</source>
        <translation>Кубик {value}, разом {total} → {answer}</translation>
    </message>
</context>
<context>
    <name>LogPane</name>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="364"/>
        <location filename="../desktop/ui/log/log_view.py" line="365"/>
        <source>Show the turn log</source>
        <translation>Показати журнал ходу</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="153"/>
        <location filename="../desktop/ui/log/log_view.py" line="154"/>
        <location filename="../desktop/ui/log/log_view.py" line="287"/>
        <source>Turn log</source>
        <translation>Журнал ходу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="155"/>
        <source>Hide the turn log (the step gets its room)</source>
        <translation>Сховати журнал ходу (крок займе його місце)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="156"/>
        <source>Hide the turn log</source>
        <translation>Сховати журнал ходу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="162"/>
        <source>Show earlier steps</source>
        <translation>Показати попередні кроки</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="272"/>
        <source>The log fills as you play: each question, answer and roll.</source>
        <translation>Журнал заповнюється під час гри: кожне питання, відповідь і кидок.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="289"/>
        <source>Each question, answer and roll of the game; a click on a line offers to undo to there.</source>
        <translation>Кожне питання, відповідь і кидок у грі; клацніть рядок, щоб відмінити до цього місця.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="297"/>
        <source>Only {bot}</source>
        <translation>Лише {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="299"/>
        <source>This bot</source>
        <translation>Цей бот</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="301"/>
        <source>Show the log of the bot you follow</source>
        <translation>Показати журнал бота, за яким ви стежите</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="312"/>
        <source>All {seats}</source>
        <translation>Усі {seats}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="314"/>
        <source>All bots</source>
        <translation>Усі боти</translation>
    </message>
    <message>
        <location filename="../desktop/ui/log/log_view.py" line="317"/>
        <source>Show the log of every bot</source>
        <translation>Показати журнал усіх ботів</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/log/log_view.py" line="334"/>
        <source>Undo to here (takes back %n step(s))</source>
        <translation>
            <numerusform>Відмінити до цього місця (відміняє %n крок)</numerusform>
            <numerusform>Відмінити до цього місця (відміняє %n кроки)</numerusform>
            <numerusform>Відмінити до цього місця (відміняє %n кроків)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/ui/window/main_window.py" line="155"/>
        <source>{language}: its translation files are missing</source>
        <translation>{language}: бракує файлів перекладу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/main_window.py" line="159"/>
        <source>The step</source>
        <translation>Крок</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/main_window.py" line="166"/>
        <source>Bots</source>
        <translation>Боти</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/main_window.py" line="168"/>
        <source>The bot whose turn the window follows</source>
        <translation>Бот, чий хід показує вікно</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/window_dialogs.py" line="37"/>
        <source>No rule pack is installed.</source>
        <translation>Не встановлено жодного пакета правил.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/window_dialogs.py" line="75"/>
        <source>No installed rule pack has profiles to fill in.</source>
        <translation>Жоден встановлений пакет правил не має профілів для заповнення.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="180"/>
        <source>Click to close</source>
        <translation>Клацніть, щоб закрити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="185"/>
        <source>Not accepted: {reason}</source>
        <translation>Не прийнято: {reason}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="69"/>
        <source>“{choice}” is another bot&apos;s already: a game has one of each.</source>
        <translation>«{choice}» — це вже інший бот цієї гри: кожен може бути в ній лише раз.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="435"/>
        <source>+ {seat}</source>
        <translation>+ {seat}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="449"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="450"/>
        <source>Rule pack:</source>
        <translation>Пакет правил:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="454"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="457"/>
        <source>Edit profiles…</source>
        <translation>Редагувати профілі…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/new_game.py" line="599"/>
        <source>Press “{add}” to add at least one.</source>
        <translation>Натисніть «{add}», щоб додати принаймні одного.</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <location filename="../desktop/ui/widgets/dialogs.py" line="70"/>
        <source>Problems</source>
        <translation>Проблеми</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/dialogs.py" line="73"/>
        <source>These files could not be used, or were damaged and restored as far as they could be. Everything else works; the bundled rules stay in force.</source>
        <translation>Ці файли не вдалося використати, або вони були пошкоджені й відновлені наскільки можливо. Усе інше працює; вбудовані правила й далі чинні.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/dialogs.py" line="77"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="124"/>
        <source>Profile:</source>
        <translation>Профіль:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="125"/>
        <source>New profile</source>
        <translation>Новий профіль</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="126"/>
        <source>Delete…</source>
        <translation>Видалити…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="128"/>
        <location filename="../desktop/ui/forms/profile_editor.py" line="138"/>
        <source>(choose a saved profile)</source>
        <translation>(оберіть збережений профіль)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="182"/>
        <location filename="../desktop/ui/forms/profile_editor.py" line="204"/>
        <source>Not saved:</source>
        <translation>Не збережено:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="212"/>
        <source>Saved to {file}</source>
        <translation>Збережено у {file}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="222"/>
        <source>Delete profile</source>
        <translation>Видалити профіль</translation>
    </message>
    <message>
        <location filename="../desktop/ui/forms/profile_editor.py" line="223"/>
        <source>Delete the profile {name}? Its file is kept as {file}.</source>
        <translation>Видалити профіль {name}? Його файл буде збережено як {file}.</translation>
    </message>
</context>
<context>
    <name>RollPad</name>
    <message>
        <location filename="../desktop/ui/play/die.py" line="176"/>
        <source>I rolled {value}</source>
        <translation>Випало {value}</translation>
    </message>
</context>
<context>
    <name>RoundBar</name>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="199"/>
        <location filename="../desktop/ui/table/table_facts.py" line="18"/>
        <source>This Round:</source>
        <translation>Цей раунд:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="200"/>
        <source>→ next Round</source>
        <translation>→ наступний раунд</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="330"/>
        <source>{phase}: all in turn ▶</source>
        <translation>{phase}: усі по черзі ▶</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="343"/>
        <location filename="../desktop/ui/play/round_bar.py" line="346"/>
        <source>Setup</source>
        <translation>Підготовка</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="344"/>
        <source>waits for its setup</source>
        <translation>чекає на підготовку</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="344"/>
        <source>set up</source>
        <translation>підготовлено</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="371"/>
        <source>Runs for the tab shown now (the next bot still in the game when that one is out of it); a chart that runs waits and goes on after it.</source>
        <translation>Запускається для бота з показаної зараз вкладки (коли він поза грою — для наступного бота, що ще в грі); схема, що виконується, зачекає й потім продовжиться.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="376"/>
        <source>Runs for the tab shown now (the next bot still in the game when that one is out of it).</source>
        <translation>Запускається для бота з показаної зараз вкладки (коли він поза грою — для наступного бота, що ще в грі).</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="398"/>
        <source>out of the game</source>
        <translation>поза грою</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="402"/>
        <source>done</source>
        <translation>виконано</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="404"/>
        <source>passed</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="406"/>
        <source>not yet</source>
        <translation>ще ні</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/play/round_bar.py" line="408"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n хід</numerusform>
            <numerusform>%n ходи</numerusform>
            <numerusform>%n ходів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="452"/>
        <source>Round not finished</source>
        <translation>Раунд не завершено</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="454"/>
        <source>Not everyone has finished this Round: {behind}. Go on with {what} anyway?</source>
        <translation>Не всі завершили цей раунд: {behind}. Усе одно продовжити: {what}?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/round_bar.py" line="460"/>
        <source>Go on</source>
        <translation>Продовжити</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="52"/>
        <source>+ {seat}</source>
        <translation>+ {seat}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="59"/>
        <source>Add to the game being played (undoable)</source>
        <translation>Додати до поточної гри (можна відмінити)</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="112"/>
        <source>{bot} is out of the game and takes no more turns. Remove it from the game?</source>
        <translation>{bot}: поза грою, більше не робитиме ходів. Прибрати з гри?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="114"/>
        <source>Remove {bot} from the game?</source>
        <translation>Прибрати з гри: {bot}?</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="116"/>
        <source>Its panel goes; its lines stay in the log. Undo brings it back.</source>
        <translation>Панель зникне; записи лишаться в журналі. «Відмінити» поверне все.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="126"/>
        <source>Remove {bot}</source>
        <translation>Прибрати: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="128"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/seats.py" line="135"/>
        <source>{other}&apos;s “{chart}” is still running: its remaining steps skip {bot}.</source>
        <translation>«{chart}» бота {other} ще триває: решта кроків пропустить бота {bot}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="53"/>
        <source>Every bot is in the game already: a game has one of each.</source>
        <translation>Усі боти вже в грі: кожен може бути в ній лише раз.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="59"/>
        <source>This game is open only to look at.</source>
        <translation>Цю гру відкрито лише для перегляду.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../desktop/ui/settings.py" line="74"/>
        <source>holds no settings</source>
        <translation>не містить налаштувань</translation>
    </message>
    <message>
        <location filename="../desktop/ui/settings.py" line="141"/>
        <source>{reason}. Default settings are used.</source>
        <translation>{reason}. Використано типові налаштування.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/settings.py" line="143"/>
        <source>{reason}. Default settings are used; the file is kept as {copy}.</source>
        <translation>{reason}. Використано типові налаштування; файл збережено як {copy}.</translation>
    </message>
</context>
<context>
    <name>SharedBar</name>
    <message>
        <location filename="../desktop/ui/play/shared_bar.py" line="85"/>
        <source>Changing it is an undoable step.</source>
        <translation>Зміну можна відмінити, як будь-який крок.</translation>
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
    <name>StepKeys</name>
    <message>
        <location filename="../desktop/ui/play/step_keys.py" line="25"/>
        <source>Y</source>
        <comment>the key that answers Yes: its first letter</comment>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_keys.py" line="26"/>
        <source>N</source>
        <comment>the key that answers No: its first letter</comment>
        <translation>Н</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../desktop/ui/play/step_answers.py" line="85"/>
        <source>{typed} answers nothing here: the keyboard types Latin letters. Type {yes} or {no}.</source>
        <translation>{typed} тут не відповідь: клавіатура друкує латинські літери. Натисніть {yes} або {no}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_answers.py" line="128"/>
        <source>{typed} is no answer here.</source>
        <translation>{typed} тут не відповідь.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_answers.py" line="148"/>
        <source>Type a whole number from {min} to {max}, then press Enter.</source>
        <translation>Введіть ціле число від {min} до {max}, потім натисніть Enter.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_answers.py" line="212"/>
        <source>Enter answers nothing here: pick an answer, its button or its key.</source>
        <translation>Enter тут не відповідь: оберіть відповідь кнопкою або її клавішею.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="290"/>
        <source>Done [Enter]</source>
        <translation>Готово [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="291"/>
        <source>Roll [Space]</source>
        <translation>Кинути [Пробіл]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="292"/>
        <source>or my roll:</source>
        <translation>або мій кидок:</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="293"/>
        <source>Use my roll</source>
        <translation>Використати мій кидок</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="294"/>
        <source>Answer [Enter]</source>
        <translation>Відповісти [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="295"/>
        <source>number</source>
        <translation>число</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="296"/>
        <source>Undo</source>
        <translation>Відмінити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="297"/>
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="298"/>
        <source>The step</source>
        <translation>Крок</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="300"/>
        <source>≈ reconstructed</source>
        <translation>≈ реконструйовано</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="302"/>
        <source>No source prints this step in substance; compare it with your booklet.</source>
        <translation>Жодне джерело не подає суті цього кроку; порівняйте його зі своєю брошурою.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="327"/>
        <source>No game</source>
        <translation>Немає гри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="328"/>
        <source>Start a new game or resume the last one from the Game menu.</source>
        <translation>Почніть нову гру або продовжте останню з меню «Гра».</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="374"/>
        <source>Undo: {what}</source>
        <translation>Відмінити: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="374"/>
        <source>Redo: {what}</source>
        <translation>Повторити: {what}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/play/step_panel.py" line="388"/>
        <source>(%n in the log)</source>
        <translation>
            <numerusform>(%n запис у журналі)</numerusform>
            <numerusform>(%n записи у журналі)</numerusform>
            <numerusform>(%n записів у журналі)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/play/step_panel.py" line="390"/>
        <source>(%n more in the log)</source>
        <translation>
            <numerusform>(ще %n запис у журналі)</numerusform>
            <numerusform>(ще %n записи у журналі)</numerusform>
            <numerusform>(ще %n записів у журналі)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="419"/>
        <location filename="../desktop/ui/table/table_words.py" line="22"/>
        <source>{bot} is new in this game: set it up before its first turn.</source>
        <translation>{bot} приєднується до цієї гри: почніть із підготовки перед першим ходом.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="422"/>
        <source>{what} [Enter]</source>
        <translation>{what} [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="429"/>
        <location filename="../desktop/ui/table/table_words.py" line="23"/>
        <source>{bot} has done its part of this phase.</source>
        <translation>{bot}: частину цієї фази виконано.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="447"/>
        <location filename="../desktop/ui/table/table_words.py" line="24"/>
        <source>Set up {bot} ▶</source>
        <translation>Підготувати: {bot} ▶</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="449"/>
        <location filename="../desktop/ui/table/table_words.py" line="25"/>
        <source>Run {routine}</source>
        <translation>Запустити «{routine}»</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="453"/>
        <source>Next: {bot} ▶ [Enter]</source>
        <translation>Далі: {bot} ▶ [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="504"/>
        <source>A whole number from {min} to {max}</source>
        <translation>Ціле число від {min} до {max}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="528"/>
        <source>Roll to pick one of the answers at random</source>
        <translation>Кинути кубик, щоб випадково обрати одну з відповідей</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/step_panel.py" line="531"/>
        <source>Ranges: {ranges}</source>
        <translation>Діапазони: {ranges}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="20"/>
        <source>{chart} is over.</source>
        <translation>{chart}: кінець.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="21"/>
        <source>{bot} waits: {what}.</source>
        <translation>{bot} чекає. Далі: {what}.</translation>
    </message>
</context>
<context>
    <name>StoreMarker</name>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="221"/>
        <source>Read-only</source>
        <translation>Лише для читання</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="224"/>
        <source>⚠ Not saved to disk</source>
        <translation>⚠ Не збережено на диску</translation>
    </message>
    <message>
        <location filename="../desktop/ui/widgets/bars.py" line="227"/>
        <source>The game&apos;s file cannot be written ({reason}). The steps wait in this window until the disk takes them (a crash before then would lose them); Game → Export keeps a copy elsewhere.</source>
        <translation>Не вдається записати файл гри ({reason}). Кроки чекають у цьому вікні, доки диск їх не прийме (збій програми до того означатиме їх утрату); Гра → Експортувати збереже копію деінде.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/wording.py" line="65"/>
        <source>This game is open only to look at: another window plays it, or its disk cannot be written. Game → Open plays a copy of it.</source>
        <translation>Цю гру відкрито лише для перегляду: у неї грає інше вікно або її диск не вдається записати. Гра → Відкрити дає змогу грати в її копію.</translation>
    </message>
</context>
<context>
    <name>SystemsList</name>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="100"/>
        <source>No rule system is installed. Reinstall Botmat; the problems window says what failed to load.</source>
        <translation>Не встановлено жодної системи правил. Перевстановіть Botmat; у вікні проблем видно, що не завантажилося.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="107"/>
        <source>Try a sample game</source>
        <translation>Спробувати гру-приклад</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="110"/>
        <source>Try a sample game: {system}</source>
        <translation>Спробувати гру-приклад: {system}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="112"/>
        <source>A ready-made game to click through. It joins your games; no other game is changed.</source>
        <translation>Готова гра, щоб пройти її крок за кроком. Вона додасться до ваших ігор; жодна інша гра не зміниться.</translation>
    </message>
</context>
<context>
    <name>TableDisplay</name>
    <message>
        <location filename="../desktop/ui/table/table_display.py" line="25"/>
        <source>As the main window</source>
        <translation>Як у головному вікні</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_window.py" line="28"/>
        <source>Botmat — table display</source>
        <translation>Botmat — екран для столу</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="29"/>
        <source>No game is open.</source>
        <translation>Жодну гру не відкрито.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="30"/>
        <source>Waiting for: a new game, or the last one resumed</source>
        <translation>Очікування: нова гра або продовження останньої</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="31"/>
        <source>No bot plays in this game yet.</source>
        <translation>У цій грі ще не грає жоден бот.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="32"/>
        <source>Waiting for: an answer ({answers})</source>
        <translation>Очікування: відповідь ({answers})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="33"/>
        <source>Waiting for: a number from {min} to {max}</source>
        <translation>Очікування: число від {min} до {max}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="35"/>
        <source>Waiting for: {what}, {min}–{max}</source>
        <translation>Очікування відповіді: {what}, {min}–{max}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="36"/>
        <source>Waiting for: a die roll ({low}–{high})</source>
        <translation>Очікування: кидок кубика ({low}–{high})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="37"/>
        <source>Waiting for: a die roll that picks one of the answers</source>
        <translation>Очікування: кидок кубика, що обере одну з відповідей</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="39"/>
        <source>Waiting for: the table to do this, then Done</source>
        <translation>Очікування: виконання цього за столом, потім «Готово»</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="40"/>
        <source>Next: {bot}</source>
        <translation>Далі: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="41"/>
        <source>Just answered: {answer} — {question}</source>
        <translation>Щойно відповіли: {answer} — {question}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="42"/>
        <source>Just rolled: {roll}</source>
        <translation>Щойно випало: {roll}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="43"/>
        <source>Just done: {what}</source>
        <translation>Щойно зроблено: {what}</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="86"/>
        <source>Deleted games</source>
        <translation>Видалені ігри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="89"/>
        <source>Deleted games stay here for a while before they are removed for good. Restore one to play it again.</source>
        <translation>Видалені ігри лежать тут деякий час, перш ніж їх буде видалено остаточно. Відновіть гру, щоб грати далі.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="93"/>
        <source>No deleted games.</source>
        <translation>Видалених ігор немає.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="94"/>
        <source>Restore</source>
        <translation>Відновити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="95"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="97"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="97"/>
        <source>Rule system</source>
        <translation>Система правил</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="97"/>
        <source>Deleted</source>
        <translation>Видалено</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="97"/>
        <source>Kept</source>
        <translation>Лишиться</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/library/trash.py" line="107"/>
        <source>%n day(s) more</source>
        <translation>
            <numerusform>ще %n день</numerusform>
            <numerusform>ще %n дні</numerusform>
            <numerusform>ще %n днів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/trash.py" line="140"/>
        <source>“{title}” is back in your games.</source>
        <translation>«{title}» знову серед ваших ігор.</translation>
    </message>
</context>
<context>
    <name>TurnMenu</name>
    <message>
        <location filename="../desktop/ui/window/turn_menu.py" line="62"/>
        <source>Routines</source>
        <translation>Процедури</translation>
    </message>
    <message>
        <location filename="../desktop/ui/window/turn_menu.py" line="83"/>
        <source>No game is open</source>
        <translation>Жодна гра не відкрита</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="27"/>
        <source>“{text}”</source>
        <comment>a step&apos;s text quoted</comment>
        <translation>«{text}»</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="47"/>
        <source>answer {answer} to {question}</source>
        <translation>відповідь {answer} на {question}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="52"/>
        <source>Done: {step}</source>
        <translation>виконання: {step}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="57"/>
        <source>the roll {value} for {bot}</source>
        <translation>кидок {value} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="65"/>
        <source>start {chart} for {bot}</source>
        <translation>початок: {chart} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="67"/>
        <source>stop {chart} of {bot}</source>
        <translation>зупинка: {chart} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="72"/>
        <source>the correction of {field} for {bot}</source>
        <translation>виправлення: {field} ({bot})</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="78"/>
        <source>adding {bot}</source>
        <translation>додавання: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="80"/>
        <source>removing {bot}</source>
        <translation>прибирання: {bot}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="87"/>
        <source>the change of {fact}</source>
        <translation>зміна: {fact}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="96"/>
        <source>cards {cards} as you told them</source>
        <translation>карти {cards}, як ви вказали</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="98"/>
        <source>card {card}&apos;s {fields}, as you told it</source>
        <translation>{fields} карти {card}, як ви вказали</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="100"/>
        <source>card {card} as you told it</source>
        <translation>карта {card}, як ви вказали</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="102"/>
        <source>your answers {check}</source>
        <translation>ваші відповіді {check}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="135"/>
        <source>&amp;Undo</source>
        <translation>&amp;Відмінити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="136"/>
        <source>&amp;Undo: {what}</source>
        <translation>&amp;Відмінити: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="144"/>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <location filename="../desktop/ui/undo_text.py" line="145"/>
        <source>&amp;Redo: {what}</source>
        <translation>П&amp;овторити: {what}</translation>
    </message>
</context>
<context>
    <name>WaitingWords</name>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="31"/>
        <source>{bot} takes its turn next.</source>
        <translation>Наступний хід: {bot}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="33"/>
        <source>{bot} is ready: start “{chart}” when your table needs it.</source>
        <translation>{bot} напоготові: почніть «{chart}», коли це знадобиться за столом.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="38"/>
        <source>Next for {bot}: {routine}.</source>
        <translation>{bot} — далі: {routine}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="55"/>
        <source>{bot}&apos;s turn is over.</source>
        <translation>Хід завершено: {bot}.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="57"/>
        <source>The players take their turns now.</source>
        <translation>Тепер свої ходи роблять гравці.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="59"/>
        <source>Next: {bot}, once the players seated before it have played.</source>
        <translation>Далі: {bot} — після ходів гравців, що сидять раніше.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="65"/>
        <source>“{chart}” is over.</source>
        <translation>«{chart}»: кінець.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="68"/>
        <source>Start the next one when your table needs it.</source>
        <translation>Запустіть знову, коли це знадобиться за столом.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="71"/>
        <source>{bot}: {routine} is done.</source>
        <translation>{bot}: {routine} — виконано.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="81"/>
        <source>The players are done ▶ [Enter]</source>
        <translation>Гравці закінчили ▶ [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="83"/>
        <source>Go on ▶ [Enter]</source>
        <translation>Далі ▶ [Enter]</translation>
    </message>
    <message>
        <location filename="../desktop/ui/play/waiting_words.py" line="84"/>
        <source>Next: {bot} ▶ [Enter]</source>
        <translation>Далі: {bot} ▶ [Enter]</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="180"/>
        <source>Botmat runs the bots of your board games for the people at the table.</source>
        <translation>Botmat веде ботів ваших настільних ігор для гравців за столом.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="184"/>
        <source>It keeps each bot&apos;s mat and deck, rolls its dice, draws its cards, asks what only the table knows and says exactly what to do, every number computed.</source>
        <translation>Він веде на екрані панель і колоду кожного бота, кидає його кубики, добирає його карти, питає те, що знає лише стіл, і каже, що саме робити, з уже порахованими числами.</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="188"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="189"/>
        <source>Resume last game</source>
        <translation>Продовжити останню гру</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="190"/>
        <source>Open a file…</source>
        <translation>Відкрити файл…</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="192"/>
        <location filename="../desktop/ui/library/welcome.py" line="193"/>
        <source>Rule systems</source>
        <translation>Системи правил</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="194"/>
        <source>Your games</source>
        <translation>Ваші ігри</translation>
    </message>
    <message>
        <location filename="../desktop/ui/library/welcome.py" line="207"/>
        <source>No saved game yet.</source>
        <translation>Ще немає збереження.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="26"/>
        <location filename="../desktop/ui/wording.py" line="76"/>
        <location filename="../desktop/ui/wording.py" line="79"/>
        <source>Start turn</source>
        <translation>Почати хід</translation>
    </message>
    <message>
        <location filename="../desktop/ui/table/table_words.py" line="27"/>
        <location filename="../desktop/ui/wording.py" line="80"/>
        <source>Start: {chart}</source>
        <translation>Почати: {chart}</translation>
    </message>
</context>
</TS>
