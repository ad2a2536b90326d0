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
        <location filename="../desktop/core/interpreter.py" line="31"/>
        <source>Yes</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Tak</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="31"/>
        <source>No</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Nie</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="164"/>
        <location filename="../desktop/core/interpreter.py" line="404"/>
        <source>{value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="200"/>
        <location filename="../desktop/core/interpreter.py" line="221"/>
        <source>Rolled {value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Wyrzucono {value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="203"/>
        <source>Rolled {value}, modifier {modifier}, total {total}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Wyrzucono {value}, modyfikator {modifier}, razem {total}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="399"/>
        <source>{name}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{name}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="405"/>
        <source>{low}–{high}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="431"/>
        <source>Go to {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Przejdź do: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="433"/>
        <source>End of {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Koniec: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="491"/>
        <source>Done</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Zrobione</translation>
    </message>
    <message>
        <location filename="../desktop/core/view.py" line="406"/>
        <source>No profile</source>
        <extracomment>engine text (view.py)</extracomment>
        <translation>Bez profilu</translation>
    </message>
</context>
</TS>
