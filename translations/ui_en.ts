<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>CheckDialog</name>
    <message numerus="yes">
        <location filename="../desktop/ui/forms/check_dialog.py" line="212"/>
        <source>%n card(s) still to check.</source>
        <translation>
            <numerusform>%n card still to check.</numerusform>
            <numerusform>%n cards still to check.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckOffer</name>
    <message numerus="yes">
        <location filename="../desktop/ui/forms/check_offer.py" line="71"/>
        <source>%n card(s) of the app&apos;s list are not compared with your own cards yet. Compare them once: your answers are kept for every later game.</source>
        <translation>
            <numerusform>%n card of the app&apos;s list is not compared with your own card yet. Compare it once: your answer is kept for every later game.</numerusform>
            <numerusform>%n cards of the app&apos;s list are not compared with your own cards yet. Compare them once: your answers are kept for every later game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FieldEditor</name>
    <message numerus="yes">
        <location filename="../desktop/ui/mat/field_editor.py" line="239"/>
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
        <location filename="../desktop/ui/window/game_files.py" line="138"/>
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
        <location filename="../desktop/ui/log/log_view.py" line="334"/>
        <source>Undo to here (takes back %n step(s))</source>
        <translation>
            <numerusform>Undo to here (takes back %n step)</numerusform>
            <numerusform>Undo to here (takes back %n steps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundBar</name>
    <message numerus="yes">
        <location filename="../desktop/ui/play/round_bar.py" line="408"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message numerus="yes">
        <location filename="../desktop/ui/play/step_panel.py" line="388"/>
        <source>(%n in the log)</source>
        <translation>
            <numerusform>(%n in the log)</numerusform>
            <numerusform>(%n in the log)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/ui/play/step_panel.py" line="390"/>
        <source>(%n more in the log)</source>
        <translation>
            <numerusform>(%n more in the log)</numerusform>
            <numerusform>(%n more in the log)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message numerus="yes">
        <location filename="../desktop/ui/library/trash.py" line="107"/>
        <source>%n day(s) more</source>
        <translation>
            <numerusform>%n day more</numerusform>
            <numerusform>%n days more</numerusform>
        </translation>
    </message>
</context>
</TS>
