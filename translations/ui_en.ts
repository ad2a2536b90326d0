<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>FieldEditor</name>
    <message numerus="yes">
        <location filename="../desktop/ui/bot_panel.py" line="193"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message numerus="yes">
        <location filename="../desktop/ui/game_files.py" line="62"/>
        <source>%n step(s) of this game are only in memory: its file cannot be written ({reason}). Export the game to a file first?</source>
        <translation>
            <numerusform>%n step of this game is only in memory: its file cannot be written ({reason}). Export the game to a file first?</numerusform>
            <numerusform>%n steps of this game are only in memory: its file cannot be written ({reason}). Export the game to a file first?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message numerus="yes">
        <location filename="../desktop/ui/log_view.py" line="218"/>
        <source>Undo to here (takes back %n step(s))</source>
        <translation>
            <numerusform>Undo to here (takes back %n step)</numerusform>
            <numerusform>Undo to here (takes back %n steps)</numerusform>
        </translation>
    </message>
</context>
</TS>
