<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>engine</name>
    <message>
        <location filename="../desktop/core/corrections.py" line="127"/>
        <location filename="../desktop/core/corrections.py" line="149"/>
        <source>Correction</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>Korekta</translation>
    </message>
    <message>
        <location filename="../desktop/core/corrections.py" line="131"/>
        <location filename="../desktop/core/corrections.py" line="153"/>
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
        <location filename="../desktop/core/interpreter.py" line="133"/>
        <source>{chart} abandoned here; what it did so far stays done.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Porzucono: {chart}; to, co już zrobiono, zostaje.</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="138"/>
        <source>{chart} stopped here; what it did so far stays done. The interrupted step waits again.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Zatrzymano: {chart}; to, co już zrobiono, zostaje. Przerwany krok czeka ponownie.</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="211"/>
        <location filename="../desktop/core/interpreter.py" line="475"/>
        <source>{value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="247"/>
        <location filename="../desktop/core/interpreter.py" line="268"/>
        <source>Rolled {value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Wyrzucono {value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="250"/>
        <source>Rolled {value}, modifier {modifier}, total {total}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Wyrzucono {value}, modyfikator {modifier}, razem {total}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="373"/>
        <source>answered earlier this Round</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>odpowiedziano wcześniej w tej rundzie</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="470"/>
        <source>{name}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{name}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="476"/>
        <source>{low}–{high}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="502"/>
        <source>Go to {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Przejdź do: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="504"/>
        <source>End of {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Koniec: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="562"/>
        <source>Done</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Zrobione</translation>
    </message>
    <message>
        <location filename="../desktop/core/store.py" line="63"/>
        <source>{file} cannot be saved ({reason}). Play on: every step is kept and written as soon as it can be.</source>
        <extracomment>engine text (store.py)</extracomment>
        <translation>Nie można zapisać {file} ({reason}). Graj dalej: każdy krok jest zachowany i zostanie zapisany, gdy tylko będzie to możliwe.</translation>
    </message>
    <message>
        <location filename="../desktop/core/view.py" line="497"/>
        <source>No profile</source>
        <extracomment>engine text (view.py)</extracomment>
        <translation>Bez profilu</translation>
    </message>
</context>
</TS>
