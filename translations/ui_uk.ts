<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>FlowchartView</name>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="54"/>
        <source>Go to {chart}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="56"/>
        <source>End of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="56"/>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="267"/>
        <source>Flowchart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="376"/>
        <source>Source: seed {seed}, {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/flowchart.py" line="379"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/ui/main_window.py" line="324"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="325"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="326"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="327"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="328"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="329"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="330"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="331"/>
        <source>&amp;Resume last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="332"/>
        <source>Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="333"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="334"/>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="335"/>
        <source>Realm &amp;profiles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="336"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="337"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="338"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="339"/>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="340"/>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="341"/>
        <source>&amp;Fit chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="342"/>
        <source>Follow the current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="343"/>
        <source>Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="344"/>
        <source>Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="345"/>
        <source>Light theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="346"/>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="347"/>
        <location filename="../desktop/ui/main_window.py" line="636"/>
        <location filename="../desktop/ui/main_window.py" line="647"/>
        <source>Rules of this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="348"/>
        <location filename="../desktop/ui/main_window.py" line="657"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="349"/>
        <location filename="../desktop/ui/main_window.py" line="662"/>
        <source>About Botmat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="350"/>
        <source>Botmat runs the bots at your table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="351"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="352"/>
        <source>Resume last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="353"/>
        <source>Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="460"/>
        <source>Not accepted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="483"/>
        <source>No rule pack is installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="508"/>
        <source>No installed rule pack uses Realm profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="523"/>
        <source>There is no last game to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="548"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="549"/>
        <source>Botmat games (*.botmat.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="573"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="575"/>
        <source>Botmat games (*.botmat.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="584"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="636"/>
        <source>No step is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="641"/>
        <source>Source: seed {seed}, {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="645"/>
        <source>Reconstructed: no source prints this step; check your booklet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="651"/>
        <source>answer Yes / No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="652"/>
        <source>choose an answer, or type your own die roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="653"/>
        <source>roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="654"/>
        <source>Done / start the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="655"/>
        <source>undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="655"/>
        <source>redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="656"/>
        <source>fit the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="656"/>
        <source>rules of this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="663"/>
        <source>Botmat {version}: runs board-game bots for the people at the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotPanel</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="299"/>
        <source>Start turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="300"/>
        <source>Stop chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="301"/>
        <source>Stop the chart this bot is running (undoable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="302"/>
        <source>Turn and routines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="332"/>
        <source>No profile</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotSetup</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="95"/>
        <source>Bot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="96"/>
        <source>Remove this bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="106"/>
        <source>No {profile}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../desktop/ui/card_view.py" line="79"/>
        <source>No card drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/card_view.py" line="84"/>
        <source>Card {id}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message>
        <location filename="../desktop/ui/bot_panel.py" line="160"/>
        <source>Type a value and press Enter to correct it (undoable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/bot_panel.py" line="183"/>
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../desktop/ui/log_view.py" line="99"/>
        <source>Turn log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/log_view.py" line="107"/>
        <source>All bots</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../desktop/ui/new_game.py" line="203"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="204"/>
        <source>Rule pack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="208"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="209"/>
        <source>Add bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="210"/>
        <source>Edit profiles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/new_game.py" line="290"/>
        <source>Add at least one bot.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <location filename="../desktop/ui/main_window.py" line="66"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="67"/>
        <source>These files could not be used. Everything else works; the bundled rules stay in force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/main_window.py" line="69"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RealmEditor</name>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="375"/>
        <source>Realm profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="376"/>
        <source>Profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="377"/>
        <source>New profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="378"/>
        <source>Realm name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="379"/>
        <source>Cards removed in each Age (card ids, comma separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="381"/>
        <source>Age {age}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="382"/>
        <source>Military Targeting Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="383"/>
        <source>Diplomatic Targeting Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="387"/>
        <location filename="../desktop/ui/realm_editor.py" line="393"/>
        <source>(choose a saved profile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="442"/>
        <location filename="../desktop/ui/realm_editor.py" line="447"/>
        <source>Not saved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="449"/>
        <source>Saved to {file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="138"/>
        <source>Done [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="139"/>
        <source>Roll [Space]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="140"/>
        <source>or my roll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="141"/>
        <source>Use my roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="142"/>
        <source>Start turn [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="143"/>
        <source>≈ reconstructed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="144"/>
        <source>No source prints this step in substance; compare it with your booklet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="163"/>
        <source>The last die roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="168"/>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="169"/>
        <source>Start a new game or resume the last one from the Game menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="176"/>
        <source>{bot} is waiting. Start its turn, or a routine from its panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/step_panel.py" line="201"/>
        <source>Ranges: {ranges}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TargetingTree</name>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="104"/>
        <source>Add range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="104"/>
        <source>Add nested roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="105"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="105"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="106"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="109"/>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="109"/>
        <location filename="../desktop/ui/realm_editor.py" line="111"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="109"/>
        <location filename="../desktop/ui/realm_editor.py" line="112"/>
        <source>Substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="110"/>
        <source>Selected range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="111"/>
        <source>Die roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="113"/>
        <source>A range with a nested roll has no target of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="119"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="120"/>
        <source>Realm, Province or Area name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="126"/>
        <source>Realm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="126"/>
        <source>Owner of &lt;Province&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="127"/>
        <source>Realm in &lt;Area&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="128"/>
        <source>vacant Territory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../desktop/ui/realm_editor.py" line="174"/>
        <source>nested roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../desktop/ui/startup.py" line="82"/>
        <source>No rule pack could be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
