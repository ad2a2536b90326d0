<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>engine</name>
    <message>
        <location filename="../desktop/core/corrections.py" line="127"/>
        <location filename="../desktop/core/corrections.py" line="149"/>
        <source>Correction</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>Виправлення</translation>
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
        <translation>Так</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="32"/>
        <source>No</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Ні</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="133"/>
        <source>{chart} abandoned here; what it did so far stays done.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Покинуто: {chart}; зроблене досі лишається.</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="138"/>
        <source>{chart} stopped here; what it did so far stays done. The interrupted step waits again.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Зупинено: {chart}; зроблене досі лишається. Перерваний крок знову чекає.</translation>
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
        <translation>Випало {value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="250"/>
        <source>Rolled {value}, modifier {modifier}, total {total}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Випало {value}, модифікатор {modifier}, разом {total}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="373"/>
        <source>answered earlier this Round</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>відповіли раніше в цьому раунді</translation>
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
        <translation>Перейдіть до: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="504"/>
        <source>End of {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Кінець: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/interpreter.py" line="562"/>
        <source>Done</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Виконано</translation>
    </message>
    <message>
        <location filename="../desktop/core/store.py" line="63"/>
        <source>{file} cannot be saved ({reason}). Play on: every step is kept and written as soon as it can be.</source>
        <extracomment>engine text (store.py)</extracomment>
        <translation>Не вдається зберегти {file} ({reason}). Грайте далі: кожен крок зберігається й буде записаний, щойно це стане можливим.</translation>
    </message>
    <message>
        <location filename="../desktop/core/view.py" line="497"/>
        <source>No profile</source>
        <extracomment>engine text (view.py)</extracomment>
        <translation>Без профілю</translation>
    </message>
</context>
</TS>
