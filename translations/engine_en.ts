<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>engine</name>
    <message numerus="yes">
        <location filename="../desktop/core/file_words.py" line="48"/>
        <source>only its first {position} of %n steps could be restored; the later ones are damaged</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>
            <numerusform>only its first {position} of %n step could be restored; the later ones are damaged</numerusform>
            <numerusform>only its first {position} of %n steps could be restored; the later ones are damaged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="41"/>
        <location filename="../desktop/core/safe_read.py" line="172"/>
        <source>a number has more than %n digits</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>a number has more than %n digit</numerusform>
            <numerusform>a number has more than %n digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="89"/>
        <location filename="../desktop/core/safe_read.py" line="203"/>
        <source>is nested more than %n levels deep</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>is nested more than %n level deep</numerusform>
            <numerusform>is nested more than %n levels deep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="112"/>
        <location filename="../desktop/core/safe_read.py" line="224"/>
        <source>a text is longer than %n characters</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>a text is longer than %n character</numerusform>
            <numerusform>a text is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="141"/>
        <source>aliases expand to more than %n values</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>
            <numerusform>aliases expand to more than %n value</numerusform>
            <numerusform>aliases expand to more than %n values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="160"/>
        <location filename="../desktop/core/safe_read.py" line="200"/>
        <source>holds more than %n values</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>holds more than %n value</numerusform>
            <numerusform>holds more than %n values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_source.py" line="59"/>
        <source>is too large (%n characters, at most {most})</source>
        <extracomment>engine text (yaml_source.py)</extracomment>
        <translation>
            <numerusform>is too large (%n character, at most {most})</numerusform>
            <numerusform>is too large (%n characters, at most {most})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/play/corrections.py" line="95"/>
        <source>{field}: the text is longer than %n characters</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>
            <numerusform>{field}: the text is longer than %n character</numerusform>
            <numerusform>{field}: the text is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/play/interpreter.py" line="402"/>
        <source>chart &apos;{chart}&apos; ran %n automatic steps without asking anything: it loops</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>
            <numerusform>chart &apos;{chart}&apos; ran %n automatic step without asking anything: it loops</numerusform>
            <numerusform>chart &apos;{chart}&apos; ran %n automatic steps without asking anything: it loops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/play/world.py" line="143"/>
        <source>{field}: {value} is not a text of at most %n characters</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>
            <numerusform>{field}: {value} is not a text of at most %n character</numerusform>
            <numerusform>{field}: {value} is not a text of at most %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/profiles.py" line="203"/>
        <source>{first} (and %n more)</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>
            <numerusform>{first} (and %n more)</numerusform>
            <numerusform>{first} (and %n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="60"/>
        <source>at least %n entries are needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>at least %n entry is needed</numerusform>
            <numerusform>at least %n entries are needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="62"/>
        <source>at most %n entries are allowed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>at most %n entry is allowed</numerusform>
            <numerusform>at most %n entries are allowed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="64"/>
        <source>the text needs at least %n characters</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>the text needs at least %n character</numerusform>
            <numerusform>the text needs at least %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="66"/>
        <source>the text may have at most %n characters</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>the text may have at most %n character</numerusform>
            <numerusform>the text may have at most %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/safe_read.py" line="75"/>
        <source>is too large (%n bytes, at most {most})</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>is too large (%n byte, at most {most})</numerusform>
            <numerusform>is too large (%n bytes, at most {most})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/safe_read.py" line="84"/>
        <source>is too large (more than %n bytes)</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>is too large (more than %n byte)</numerusform>
            <numerusform>is too large (more than %n bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/safe_read.py" line="206"/>
        <source>a key is longer than %n characters</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>a key is longer than %n character</numerusform>
            <numerusform>a key is longer than %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/store/store_check.py" line="102"/>
        <source>is too large (%n bytes)</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>
            <numerusform>is too large (%n byte)</numerusform>
            <numerusform>is too large (%n bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/store/store_restore.py" line="103"/>
        <source>%n earlier step(s) cannot be read: the game goes on as it was saved, and undo goes back to step {step} at most</source>
        <extracomment>engine text (store_restore.py)</extracomment>
        <translation>
            <numerusform>%n earlier step cannot be read: the game goes on as it was saved, and undo goes back to step {step} at most</numerusform>
            <numerusform>%n earlier steps cannot be read: the game goes on as it was saved, and undo goes back to step {step} at most</numerusform>
        </translation>
    </message>
</context>
</TS>
