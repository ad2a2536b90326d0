<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>engine</name>
    <message>
        <location filename="../desktop/core/corrections.py" line="77"/>
        <location filename="../desktop/core/corrections.py" line="105"/>
        <source>Correction</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>Виправлення</translation>
    </message>
    <message>
        <location filename="../desktop/core/corrections.py" line="81"/>
        <location filename="../desktop/core/corrections.py" line="109"/>
        <source>{field}: {old} → {new}</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: {old} → {new}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="32"/>
        <source>Yes</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Так</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="32"/>
        <source>No</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Ні</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="113"/>
        <source>{chart} abandoned here; what it did so far stays done.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Покинуто: {chart}; зроблене досі лишається.</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="175"/>
        <location filename="../desktop/core/interpreter.py" line="434"/>
        <source>{value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="211"/>
        <location filename="../desktop/core/interpreter.py" line="232"/>
        <source>Rolled {value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Випало {value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="214"/>
        <source>Rolled {value}, modifier {modifier}, total {total}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Випало {value}, модифікатор {modifier}, разом {total}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="337"/>
        <source>answered earlier this Round</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>відповіли раніше в цьому раунді</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="429"/>
        <source>{name}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{name}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="435"/>
        <source>{low}–{high}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="461"/>
        <source>Go to {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Перейдіть до: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="463"/>
        <source>End of {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Кінець: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="521"/>
        <source>Done</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Виконано</translation>
    </message>
    <message>
        <location filename="../desktop/core/view.py" line="444"/>
        <source>No profile</source>
        <extracomment>engine text (view.py)</extracomment>
        <translation>Без профілю</translation>
    </message>
</context>
</TS>
