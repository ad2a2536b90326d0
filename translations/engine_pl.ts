<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en_US">
<context>
    <name>engine</name>
    <message>
        <location filename="../desktop/core/bot_names.py" line="40"/>
        <source>{name} {number}</source>
        <extracomment>engine text (bot_names.py)</extracomment>
        <translation>{name} {number}</translation>
    </message>
    <message>
        <location filename="../desktop/core/bot_names.py" line="67"/>
        <source>{bot} is no longer in the game</source>
        <extracomment>engine text (bot_names.py)</extracomment>
        <translation>Bota {bot} nie ma już w grze</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="14"/>
        <source>{file}: {reason}</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="28"/>
        <source>was saved by a newer Botmat (format {version}, this one reads up to {reads}); update Botmat to open it</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>zapisano w nowszej wersji programu Botmat (format {version}, ta wersja czyta formaty do {reads}); zaktualizuj program Botmat, by go otworzyć</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="37"/>
        <source>format {version} cannot be upgraded</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>formatu {version} nie da się zaktualizować</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="42"/>
        <source>needs rule pack &apos;{pack}&apos;, which is not installed</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>wymaga pakietu zasad „{pack}”, który nie jest zainstalowany</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/file_words.py" line="48"/>
        <source>only its first {position} of %n steps could be restored; the later ones are damaged</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>
            <numerusform>dało się odtworzyć tylko {position} z %n kroku; dalsze są uszkodzone</numerusform>
            <numerusform>dało się odtworzyć tylko {position} z %n kroków; dalsze są uszkodzone</numerusform>
            <numerusform>dało się odtworzyć tylko {position} z %n kroków; dalsze są uszkodzone</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="56"/>
        <source>is damaged: nothing in it can be restored</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>jest uszkodzony: nie da się z niego nic odtworzyć</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="62"/>
        <source>saved with rule pack revision {saved}, now {now}: earlier steps cannot be undone</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>zapisano przy wersji {saved} pakietu zasad, teraz jest {now}: wcześniejszych kroków nie da się cofnąć</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="72"/>
        <source>{first}; {more}</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>{first}; {more}</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="78"/>
        <source>its undo position was damaged; it opens at its last step</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>jego miejsce cofania było uszkodzone; otwiera się na ostatnim kroku</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="83"/>
        <source>its saved state was damaged; the game was rebuilt from its steps</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>jego zapisany stan był uszkodzony; grę odtworzono z jej kroków</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="90"/>
        <source>a part of the file could not be read: the game was written again from the rest, and the file as it was is kept as {copy}</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>części pliku nie dało się odczytać: grę zapisano na nowo z reszty, a plik w dotychczasowej postaci zachowano jako {copy}</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="172"/>
        <source>{some} or {last}</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>{some} lub {last}</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="223"/>
        <source>the file cannot be written</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>nie można zapisać pliku</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="224"/>
        <location filename="../desktop/core/messages.py" line="245"/>
        <source>the disk cannot be read or written</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>nie da się odczytać dysku ani na nim zapisać</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="225"/>
        <source>a part of the file cannot be read</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>części pliku nie da się odczytać</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="226"/>
        <location filename="../desktop/core/messages.py" line="239"/>
        <source>the disk is full</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="227"/>
        <source>the file cannot be opened</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>nie można otworzyć pliku</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="228"/>
        <source>it is not a game file</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>to nie jest plik gry</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="236"/>
        <source>the file or folder does not exist</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>plik lub folder nie istnieje</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="237"/>
        <location filename="../desktop/core/messages.py" line="238"/>
        <source>permission denied</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="240"/>
        <source>the disk is read-only</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="241"/>
        <source>it is a folder</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>to jest folder</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="242"/>
        <source>a part of the path is not a folder</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>część ścieżki nie jest folderem</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="243"/>
        <source>it exists already</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>już istnieje</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="244"/>
        <source>the name is too long</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>nazwa jest za długa</translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/pack_loading.py" line="342"/>
        <source>[{name}]</source>
        <extracomment>engine text (pack_loading.py)</extracomment>
        <translation>[{name}]</translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/parameters.py" line="33"/>
        <source>node &apos;{node}&apos; has not been answered in this run of the chart</source>
        <extracomment>engine text (parameters.py)</extracomment>
        <translation>na węzeł „{node}” nie odpowiedziano w tym przebiegu diagramu</translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/parameters.py" line="40"/>
        <location filename="../desktop/core/pack/registry.py" line="329"/>
        <source>no bot &apos;{bot}&apos; in this game</source>
        <extracomment>engine text (parameters.py)</extracomment>
        <extracomment>engine text (registry.py)</extracomment>
        <translation>w tej grze nie ma bota „{bot}”</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="41"/>
        <location filename="../desktop/core/safe_read.py" line="172"/>
        <source>a number has more than %n digits</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>liczba ma więcej niż %n cyfrę</numerusform>
            <numerusform>liczba ma więcej niż %n cyfry</numerusform>
            <numerusform>liczba ma więcej niż %n cyfr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="89"/>
        <location filename="../desktop/core/safe_read.py" line="203"/>
        <source>is nested more than %n levels deep</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>ma ponad %n poziom zagnieżdżenia</numerusform>
            <numerusform>ma ponad %n poziomy zagnieżdżenia</numerusform>
            <numerusform>ma ponad %n poziomów zagnieżdżenia</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="108"/>
        <source>expected a single document in the stream</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>oczekiwano jednego dokumentu</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="112"/>
        <location filename="../desktop/core/safe_read.py" line="224"/>
        <source>a text is longer than %n characters</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>tekst jest dłuższy niż %n znak</numerusform>
            <numerusform>tekst jest dłuższy niż %n znaki</numerusform>
            <numerusform>tekst jest dłuższy niż %n znaków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="123"/>
        <source>duplicate key &apos;{key}&apos;</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>powtórzony klucz „{key}”</translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="134"/>
        <source>found undefined alias &apos;{alias}&apos;</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>nieznany alias „{alias}”</translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="137"/>
        <source>alias &apos;{alias}&apos; refers to itself</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>alias „{alias}” odwołuje się do samego siebie</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="141"/>
        <source>aliases expand to more than %n values</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>
            <numerusform>aliasy dają ponad %n wartość</numerusform>
            <numerusform>aliasy dają ponad %n wartości</numerusform>
            <numerusform>aliasy dają ponad %n wartości</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="153"/>
        <source>a mapping key must be a plain value, not a list, mapping or alias</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>klucz musi być zwykłą wartością, a nie listą, słownikiem ani aliasem</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="160"/>
        <location filename="../desktop/core/safe_read.py" line="200"/>
        <source>holds more than %n values</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>zawiera ponad %n wartość</numerusform>
            <numerusform>zawiera ponad %n wartości</numerusform>
            <numerusform>zawiera ponad %n wartości</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_source.py" line="27"/>
        <location filename="../desktop/core/safe_read.py" line="39"/>
        <source>{file}:{line}: {reason}</source>
        <extracomment>engine text (yaml_source.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>{file}:{line}: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_source.py" line="53"/>
        <source>not valid YAML: {detail}</source>
        <extracomment>engine text (yaml_source.py)</extracomment>
        <translation>niepoprawny YAML: {detail}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_source.py" line="59"/>
        <source>is too large (%n characters, at most {most})</source>
        <extracomment>engine text (yaml_source.py)</extracomment>
        <translation>
            <numerusform>jest za duży (%n znak, najwyżej {most})</numerusform>
            <numerusform>jest za duży (%n znaki, najwyżej {most})</numerusform>
            <numerusform>jest za duży (%n znaków, najwyżej {most})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/play/copy_checks.py" line="262"/>
        <source>no check &apos;{table}&apos; with these answers</source>
        <extracomment>engine text (copy_checks.py)</extracomment>
        <translation>brak sprawdzenia „{table}” z tymi odpowiedziami</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/copy_checks.py" line="270"/>
        <source>{table}: {reason}</source>
        <extracomment>engine text (copy_checks.py)</extracomment>
        <translation>{table}: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/copy_checks.py" line="300"/>
        <location filename="../desktop/core/play/corrections.py" line="127"/>
        <location filename="../desktop/core/play/corrections.py" line="175"/>
        <location filename="../desktop/core/play/corrections.py" line="230"/>
        <source>Correction</source>
        <extracomment>engine text (copy_checks.py)</extracomment>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>Korekta</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/copy_checks.py" line="303"/>
        <source>{check}: {cards}</source>
        <extracomment>engine text (copy_checks.py)</extracomment>
        <translation>{check}: {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/copy_checks.py" line="346"/>
        <source>{first}, {more}</source>
        <extracomment>engine text (copy_checks.py)</extracomment>
        <translation>{first}, {more}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/copy_checks.py" line="347"/>
        <source>{some} and {last}</source>
        <extracomment>engine text (copy_checks.py)</extracomment>
        <translation>{some} i {last}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="44"/>
        <source>{field}: {value}… is too large</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: {value}… to za duża liczba</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="48"/>
        <location filename="../desktop/core/play/world.py" line="132"/>
        <source>{field}: {value} is not a whole number</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <extracomment>engine text (world.py)</extracomment>
        <translation>{field}: {value} nie jest liczbą całkowitą</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="65"/>
        <source>setup options are not a mapping</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>opcje przygotowania nie są zestawem pól</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="70"/>
        <location filename="../desktop/core/play/world.py" line="116"/>
        <source>bot option &apos;{option}&apos;</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <extracomment>engine text (world.py)</extracomment>
        <translation>opcja bota „{option}”</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="81"/>
        <source>{field}: unknown entry &apos;{key}&apos;</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: nieznana pozycja „{key}”</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="86"/>
        <source>{field}: &apos;{value}&apos; is not yes or no</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: „{value}” to ani „tak”, ani „nie”</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="90"/>
        <source>{field}: &apos;{value}&apos; is not one of the choices</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: „{value}” nie jest żadną z możliwości</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/play/corrections.py" line="95"/>
        <source>{field}: the text is longer than %n characters</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>
            <numerusform>{field}: tekst jest dłuższy niż %n znak</numerusform>
            <numerusform>{field}: tekst jest dłuższy niż %n znaki</numerusform>
            <numerusform>{field}: tekst jest dłuższy niż %n znaków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="99"/>
        <source>{field}: no card &apos;{card}&apos;</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: nie ma karty „{card}”</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="104"/>
        <source>{field}: a list of card ids of this deck is needed</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: potrzebna jest lista numerów kart tej talii</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="116"/>
        <source>&apos;{field}&apos; cannot be corrected by hand</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>Pola „{field}” nie można poprawić ręcznie</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="131"/>
        <location filename="../desktop/core/play/corrections.py" line="179"/>
        <source>{field}: {old} → {new}</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: {old} → {new}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="147"/>
        <source>{map} › {entry}</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{map} › {entry}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="157"/>
        <location filename="../desktop/core/play/corrections.py" line="187"/>
        <location filename="../desktop/core/play/interpreter.py" line="42"/>
        <source>Yes</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Tak</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="157"/>
        <location filename="../desktop/core/play/corrections.py" line="187"/>
        <location filename="../desktop/core/play/interpreter.py" line="42"/>
        <source>No</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Nie</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="165"/>
        <source>no shared fact &apos;{name}&apos;</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>nie ma wspólnego ustawienia gry „{name}”</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="225"/>
        <source>{field}: the rules gave {value}; kept at {bound}, the limit of the mat</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: z zasad wyszło {value}; zostaje {bound} — granica tego pola w panelu bota</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="64"/>
        <source>no chart is running for this bot</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>dla tego bota nie działa żaden diagram</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="103"/>
        <source>no chart &apos;{chart}&apos; in pack &apos;{pack}&apos;</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>w pakiecie „{pack}” nie ma diagramu „{chart}”</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="108"/>
        <source>no step &apos;{step}&apos; in chart &apos;{chart}&apos;</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>na diagramie „{chart}” nie ma kroku „{step}”</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="149"/>
        <source>{chart} abandoned here; what it did so far stays done.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Porzucono: {chart}; to, co już zrobiono, zostaje.</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="154"/>
        <source>{chart} stopped here; what it did so far stays done. The interrupted step waits again.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Zatrzymano: {chart}; to, co już zrobiono, zostaje. Przerwany krok czeka ponownie.</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="177"/>
        <source>the current step is not a question</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>bieżący krok nie jest pytaniem</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="183"/>
        <source>&apos;{answer}&apos; is not an answer here; choose one of {answers}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>„{answer}” nie jest tu odpowiedzią; wybierz jedną z: {answers}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="224"/>
        <location filename="../desktop/core/play/interpreter.py" line="708"/>
        <source>{value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="254"/>
        <source>node &apos;{node}&apos; asks which bot, and there is no other bot</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>węzeł „{node}” pyta, który bot, a nie ma innego bota</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="258"/>
        <source>an option of node &apos;{node}&apos; has the id of a bot of this game</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>odpowiedź węzła „{node}” ma identyfikator bota z tej gry</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="275"/>
        <source>&apos;{answer}&apos; is not an answer here; the answer is a whole number from {low} to {high}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>„{answer}” nie jest tu odpowiedzią; odpowiedź to liczba całkowita od {low} do {high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="292"/>
        <source>the current step is not a die roll</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>bieżący krok nie jest rzutem kością</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="302"/>
        <source>a roll of {dice}d{sides} is a whole number from {low} to {high}, not {value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>rzut {dice}k{sides} to liczba całkowita od {low} do {high}, a nie {value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="320"/>
        <source>roll total {total} fits no range of node &apos;{node}&apos; ({low}-{high})</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>suma rzutu {total} nie pasuje do żadnego zakresu węzła „{node}” ({low}-{high})</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="328"/>
        <location filename="../desktop/core/play/interpreter.py" line="349"/>
        <source>Rolled {value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Wyrzucono {value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="331"/>
        <source>Rolled {value}, modifier {modifier}, total {total}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Wyrzucono {value}, modyfikator {modifier}, razem {total}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="361"/>
        <source>the current step is not an instruction</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>bieżący krok nie jest instrukcją</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/play/interpreter.py" line="402"/>
        <source>chart &apos;{chart}&apos; ran %n automatic steps without asking anything: it loops</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>
            <numerusform>diagram „{chart}” wykonał %n automatyczny krok, o nic nie pytając: zapętla się</numerusform>
            <numerusform>diagram „{chart}” wykonał %n automatyczne kroki, o nic nie pytając: zapętla się</numerusform>
            <numerusform>diagram „{chart}” wykonał %n automatycznych kroków, o nic nie pytając: zapętla się</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="464"/>
        <source>{bot} is no longer in the game: the rest of {chart} is skipped.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Bota {bot} nie ma już w grze: pominięto resztę diagramu „{chart}”.</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="520"/>
        <source>predicate &apos;{predicate}&apos; answered &apos;{outcome}&apos;, which node &apos;{node}&apos; does not list</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>predykat „{predicate}” dał odpowiedź „{outcome}”, której węzeł „{node}” nie wymienia</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="542"/>
        <source>answered earlier this Round</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>odpowiedziano wcześniej w tej Rundzie</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="569"/>
        <source>the only possible answer</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>jedyna możliwa odpowiedź</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="600"/>
        <source>number node &apos;{node}&apos; has no answer from {low} to {high}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>węzeł liczbowy „{node}” nie ma odpowiedzi od {low} do {high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="616"/>
        <source>a bound of number node &apos;{node}&apos; is {value}, not a whole number</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>granica węzła liczbowego „{node}” to {value}, a nie liczba całkowita</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="703"/>
        <source>{name}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{name}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="709"/>
        <source>{low}–{high}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="740"/>
        <source>Go to {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Przejdź do: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="742"/>
        <source>End of {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Koniec: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="801"/>
        <source>Done</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Gotowe</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="279"/>
        <source>earlier steps cannot be undone: {reason}</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>wcześniejszych kroków nie można cofnąć: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="294"/>
        <source>later steps cannot be redone: {reason}</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>dalszych kroków nie można ponowić: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="322"/>
        <source>no stored state at or before step {step}</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>brak zapisanego stanu w kroku {step} ani przed nim</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="343"/>
        <source>an event is not a mapping</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>zapis kroku nie jest zestawem pól</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="346"/>
        <source>unknown event type {kind}</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>nieznany rodzaj kroku {kind}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="363"/>
        <source>a bot id is a short text</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>identyfikator bota to krótki tekst</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/view_build.py" line="310"/>
        <source>No profile</source>
        <extracomment>engine text (view_build.py)</extracomment>
        <translation>Bez profilu</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="58"/>
        <source>bot id &apos;{bot}&apos; is taken</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>identyfikator bota „{bot}” jest już zajęty</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="105"/>
        <source>unknown bot option &apos;{key}&apos;; the options are {options}</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>nieznana opcja bota „{key}”; opcje to: {options}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="123"/>
        <source>{field}: {value} is not {allowed}</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>{field}: {value} to nie {allowed}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/play/world.py" line="143"/>
        <source>{field}: {value} is not a text of at most %n characters</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>
            <numerusform>{field}: {value} nie jest tekstem o długości do %n znaku</numerusform>
            <numerusform>{field}: {value} nie jest tekstem o długości do %n znaków</numerusform>
            <numerusform>{field}: {value} nie jest tekstem o długości do %n znaków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="157"/>
        <source>no bot &apos;{bot}&apos;</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>nie ma bota „{bot}”</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="162"/>
        <source>{field}: {value} is below the minimum {low}</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>{field}: {value} to mniej niż minimum {low}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="167"/>
        <source>{field}: {value} is above the maximum {high}</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>{field}: {value} to więcej niż maksimum {high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="49"/>
        <source>{outer} › {inner}</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>{outer} › {inner}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="50"/>
        <source>{field}: {reason}</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>{field}: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="135"/>
        <source>holds {kind}, not text or a number (a profile holds text, numbers, yes/no and lists)</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>zawiera {kind}, a nie tekst ani liczbę (profil zawiera teksty, liczby, tak/nie i listy)</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="143"/>
        <source>binary data (!!binary)</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>dane binarne (!!binary)</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="145"/>
        <source>a set (!!set)</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>zbiór (!!set)</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="147"/>
        <source>a date</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>datę</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="148"/>
        <source>a value of type {type}</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>wartość typu {type}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="156"/>
        <source>the profile is not a mapping of fields</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>profil nie jest zestawem pól</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/profiles.py" line="203"/>
        <source>{first} (and %n more)</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>
            <numerusform>{first} (i jeszcze %n)</numerusform>
            <numerusform>{first} (i jeszcze %n)</numerusform>
            <numerusform>{first} (i jeszcze %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="39"/>
        <source>a value is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>potrzebna jest wartość</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="41"/>
        <source>this field is not known</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>to pole jest nieznane</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="43"/>
        <source>a whole number is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>potrzebna jest liczba całkowita</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="45"/>
        <source>yes or no is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>potrzebne jest „tak” lub „nie”</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="47"/>
        <source>a text is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>potrzebny jest tekst</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="49"/>
        <source>a list is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>potrzebna jest lista</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="51"/>
        <source>a group of fields is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>potrzebna jest grupa pól</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="60"/>
        <source>at least %n entries are needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>potrzebna jest co najmniej %n pozycja</numerusform>
            <numerusform>potrzebne są co najmniej %n pozycje</numerusform>
            <numerusform>potrzeba co najmniej %n pozycji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="62"/>
        <source>at most %n entries are allowed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>dozwolona jest najwyżej %n pozycja</numerusform>
            <numerusform>dozwolone są najwyżej %n pozycje</numerusform>
            <numerusform>dozwolonych jest najwyżej %n pozycji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="64"/>
        <source>the text needs at least %n characters</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>tekst musi mieć co najmniej %n znak</numerusform>
            <numerusform>tekst musi mieć co najmniej %n znaki</numerusform>
            <numerusform>tekst musi mieć co najmniej %n znaków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="66"/>
        <source>the text may have at most %n characters</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>tekst może mieć najwyżej %n znak</numerusform>
            <numerusform>tekst może mieć najwyżej %n znaki</numerusform>
            <numerusform>tekst może mieć najwyżej %n znaków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="69"/>
        <source>the text does not have the form this field needs ({pattern})</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>tekst nie ma postaci, jakiej wymaga to pole ({pattern})</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="74"/>
        <source>the value must be {allowed}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>wartość musi być jedną z: {allowed}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="80"/>
        <source>the least allowed is {low}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>najmniejsza dozwolona wartość to {low}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="82"/>
        <source>it must be more than {low}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>musi być większe niż {low}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="84"/>
        <source>the most allowed is {high}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>największa dozwolona wartość to {high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="85"/>
        <source>it must be less than {high}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>musi być mniejsze niż {high}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/safe_read.py" line="75"/>
        <source>is too large (%n bytes, at most {most})</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>jest za duży (%n bajt, najwyżej {most})</numerusform>
            <numerusform>jest za duży (%n bajty, najwyżej {most})</numerusform>
            <numerusform>jest za duży (%n bajtów, najwyżej {most})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/safe_read.py" line="84"/>
        <source>is too large (more than %n bytes)</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>jest za duży (ponad %n bajt)</numerusform>
            <numerusform>jest za duży (ponad %n bajty)</numerusform>
            <numerusform>jest za duży (ponad %n bajtów)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="95"/>
        <location filename="../desktop/core/store/game_store.py" line="179"/>
        <source>cannot be read: {reason}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>nie można odczytać: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="100"/>
        <source>cannot be written: {reason}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>nie można zapisać: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="105"/>
        <source>is not a regular file</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>nie jest zwykłym plikiem</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="110"/>
        <source>is not UTF-8 text</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>nie jest tekstem UTF-8</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="148"/>
        <source>is not text ({kind})</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>nie jest tekstem ({kind})</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="165"/>
        <source>is cut short (truncated): {detail} at column {column}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>jest ucięty: {detail} w kolumnie {column}</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="167"/>
        <source>is damaged: {detail} at column {column}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>jest uszkodzony: {detail} w kolumnie {column}</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="175"/>
        <source>is nested too deeply</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>jest zagnieżdżony zbyt głęboko</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/safe_read.py" line="206"/>
        <source>a key is longer than %n characters</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>klucz jest dłuższy niż %n znak</numerusform>
            <numerusform>klucz jest dłuższy niż %n znaki</numerusform>
            <numerusform>klucz jest dłuższy niż %n znaków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="230"/>
        <source>a number is out of range</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>liczba jest poza zakresem</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="232"/>
        <source>a number is not finite</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>liczba nie jest skończona</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="239"/>
        <source>is damaged: {detail}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>jest uszkodzony: {detail}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="279"/>
        <source>no free file name for this game</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>brak wolnej nazwy pliku dla tej gry</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="309"/>
        <source>cannot be copied into your games: {reason}</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>nie można jej skopiować do twoich gier: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="388"/>
        <source>cannot be moved to the trash: {reason}</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>nie można przenieść do kosza: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="436"/>
        <source>is not in the trash</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>nie ma go w koszu</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="443"/>
        <source>cannot be moved back from the trash: {reason}</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>nie można go przenieść z powrotem z kosza: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_store.py" line="64"/>
        <source>{file} cannot be saved ({reason}). Play on: the steps wait in this window until the disk takes them; a crash before then would lose them, Game → Export keeps a copy elsewhere.</source>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>Nie można zapisać {file} ({reason}). Graj dalej: kroki czekają w tym oknie, aż dysk je przyjmie. Awaria programu przed tą chwilą oznacza ich utratę; Gra → Eksportuj zapisze kopię w innym miejscu.</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_store.py" line="473"/>
        <source>a game with this name exists already</source>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>gra o tej nazwie już istnieje</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_store.py" line="592"/>
        <source>cannot be upgraded: {reason}</source>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>nie można zaktualizować: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_store.py" line="605"/>
        <source>is open in another program; close it there first</source>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>jest otwarty w innym programie; najpierw go tam zamknij</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="114"/>
        <source>is not a Botmat save (not text)</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>nie jest zapisem gry Botmat (to nie tekst)</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="120"/>
        <source>is not a Botmat save</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>nie jest zapisem gry Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="123"/>
        <source>has no format version</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>nie ma wersji formatu</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="132"/>
        <source>{what}: {reason}</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>{what}: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="137"/>
        <source>field &apos;{key}&apos; is missing or damaged</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>brakuje pola „{key}” lub jest ono uszkodzone</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="217"/>
        <source>the rules changed under {bot}&apos;s unfinished {chart}; start it again</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>zasady zmieniły się, gdy diagram „{chart}” bota {bot} był niedokończony; uruchom go ponownie</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="241"/>
        <source>its history does not replay; earlier steps cannot be undone</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>jego historii nie da się odtworzyć; wcześniejszych kroków nie można cofnąć</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="280"/>
        <source>missing or damaged; the game was restored from {file}</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>brak go lub jest uszkodzony; grę odtworzono z {file}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="284"/>
        <source>no save</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>brak zapisu gry</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="64"/>
        <source>is open in another Botmat window or program</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>jest otwarta w innym oknie lub programie Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="72"/>
        <source>is on a disk or in a folder that cannot be written ({reason})</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>jest na dysku lub w folderze, do którego nie można zapisywać ({reason})</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="88"/>
        <source>is not a Botmat game</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>nie jest grą Botmat</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/store/store_check.py" line="102"/>
        <source>is too large (%n bytes)</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>
            <numerusform>jest za duży (%n bajt)</numerusform>
            <numerusform>jest za duży (%n bajty)</numerusform>
            <numerusform>jest za duży (%n bajtów)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="109"/>
        <source>holds a JSON save, not a game file: name it .json to open it</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>zawiera zapis JSON, a nie plik gry: zmień jego rozszerzenie na .json, aby go otworzyć</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="118"/>
        <source>is damaged: it has no format version</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>jest uszkodzony: nie ma wersji formatu</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="125"/>
        <source>is damaged: its tables are not those of a Botmat game</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>jest uszkodzony: jego tabele nie są tabelami gry Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="142"/>
        <source>is damaged: it does not say which rule pack it uses</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>jest uszkodzony: nie podaje, jakiego pakietu zasad używa</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_history.py" line="122"/>
        <source>there is no step {step}</source>
        <extracomment>engine text (store_history.py)</extracomment>
        <translation>nie ma kroku {step}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_history.py" line="148"/>
        <source>step {step} is missing from {file}</source>
        <extracomment>engine text (store_history.py)</extracomment>
        <translation>w pliku {file} brakuje kroku {step}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_history.py" line="155"/>
        <source>step {step} is damaged</source>
        <extracomment>engine text (store_history.py)</extracomment>
        <translation>krok {step} jest uszkodzony</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_history.py" line="259"/>
        <source>this step cannot be stored: {reason}</source>
        <extracomment>engine text (store_history.py)</extracomment>
        <translation>tego kroku nie da się zapisać: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_restore.py" line="93"/>
        <source>undone steps from step {step} on cannot be read, so they cannot be redone</source>
        <extracomment>engine text (store_restore.py)</extracomment>
        <translation>cofniętych kroków od kroku {step} nie da się odczytać, więc nie można ich ponowić</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/store/store_restore.py" line="103"/>
        <source>%n earlier step(s) cannot be read: the game goes on as it was saved, and undo goes back to step {step} at most</source>
        <extracomment>engine text (store_restore.py)</extracomment>
        <translation>
            <numerusform>%n wcześniejszego kroku nie da się odczytać: gra toczy się dalej tak, jak ją zapisano, a cofać można najwyżej do kroku {step}</numerusform>
            <numerusform>%n wcześniejszych kroków nie da się odczytać: gra toczy się dalej tak, jak ją zapisano, a cofać można najwyżej do kroku {step}</numerusform>
            <numerusform>%n wcześniejszych kroków nie da się odczytać: gra toczy się dalej tak, jak ją zapisano, a cofać można najwyżej do kroku {step}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_restore.py" line="147"/>
        <source>a damaged saved state was skipped</source>
        <extracomment>engine text (store_restore.py)</extracomment>
        <translation>pominięto uszkodzony zapisany stan</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_restore.py" line="149"/>
        <source>the record of its dice is damaged, so no step is replayed</source>
        <extracomment>engine text (store_restore.py)</extracomment>
        <translation>zapis jego rzutów kośćmi jest uszkodzony, więc żaden krok nie jest odtwarzany</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_rows.py" line="68"/>
        <source>it is missing</source>
        <extracomment>engine text (store_rows.py)</extracomment>
        <translation>brakuje go</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_rows.py" line="84"/>
        <source>it is not a step this app knows</source>
        <extracomment>engine text (store_rows.py)</extracomment>
        <translation>nie jest krokiem znanym tej aplikacji</translation>
    </message>
</context>
</TS>
