<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>engine</name>
    <message>
        <location filename="../desktop/core/corrections.py" line="77"/>
        <location filename="../desktop/core/corrections.py" line="105"/>
        <source>Correction</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>Korekta</translation>
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
        <translation>Tak</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="32"/>
        <source>No</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Nie</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="113"/>
        <source>{chart} abandoned here; what it did so far stays done.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Porzucono: {chart}; to, co już zrobiono, zostaje.</translation>
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
        <translation>Wyrzucono {value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="214"/>
        <source>Rolled {value}, modifier {modifier}, total {total}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Wyrzucono {value}, modyfikator {modifier}, razem {total}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="337"/>
        <source>answered earlier this Round</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>odpowiedziano wcześniej w tej rundzie</translation>
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
        <translation>Przejdź do: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="463"/>
        <source>End of {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Koniec: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="521"/>
        <source>Done</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Zrobione</translation>
    </message>
    <message>
        <location filename="../desktop/core/view.py" line="444"/>
        <source>No profile</source>
        <extracomment>engine text (view.py)</extracomment>
        <translation>Bez profilu</translation>
    </message>
</context>
</TS>
