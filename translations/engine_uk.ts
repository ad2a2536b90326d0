<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
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
        <translation>Бота {bot} уже немає в грі</translation>
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
        <translation>збережено новішою версією Botmat (формат {version}, ця версія читає формати до {reads}); оновіть Botmat, щоб його відкрити</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="37"/>
        <source>format {version} cannot be upgraded</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>формат {version} не вдається оновити</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="42"/>
        <source>needs rule pack &apos;{pack}&apos;, which is not installed</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>потребує пакета правил «{pack}», який не встановлено</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/file_words.py" line="48"/>
        <source>only its first {position} of %n steps could be restored; the later ones are damaged</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>
            <numerusform>вдалося відновити лише {position} з %n кроку; решта пошкоджена</numerusform>
            <numerusform>вдалося відновити лише {position} з %n кроків; решта пошкоджена</numerusform>
            <numerusform>вдалося відновити лише {position} з %n кроків; решта пошкоджена</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="56"/>
        <source>is damaged: nothing in it can be restored</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>пошкоджений: з нього нічого не вдається відновити</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="62"/>
        <source>saved with rule pack revision {saved}, now {now}: earlier steps cannot be undone</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>збережено з редакцією {saved} пакета правил, тепер {now}: попередні кроки не можна відмінити</translation>
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
        <translation>його позицію відміни пошкоджено; він відкривається на останньому кроці</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="83"/>
        <source>its saved state was damaged; the game was rebuilt from its steps</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>його збережений стан пошкоджено; гру відновлено з її кроків</translation>
    </message>
    <message>
        <location filename="../desktop/core/file_words.py" line="90"/>
        <source>a part of the file could not be read: the game was written again from the rest, and the file as it was is kept as {copy}</source>
        <extracomment>engine text (file_words.py)</extracomment>
        <translation>частину файлу не вдалося прочитати: гру записано наново з решти, а файл у попередньому вигляді збережено як {copy}</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="172"/>
        <source>{some} or {last}</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>{some} або {last}</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="223"/>
        <source>the file cannot be written</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>файл не вдається записати</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="224"/>
        <location filename="../desktop/core/messages.py" line="245"/>
        <source>the disk cannot be read or written</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>диск не вдається прочитати або записати</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="225"/>
        <source>a part of the file cannot be read</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>частину файлу не вдається прочитати</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="226"/>
        <location filename="../desktop/core/messages.py" line="239"/>
        <source>the disk is full</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>диск заповнений</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="227"/>
        <source>the file cannot be opened</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>файл не вдається відкрити</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="228"/>
        <source>it is not a game file</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>це не файл гри</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="236"/>
        <source>the file or folder does not exist</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>файл або папка не існує</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="237"/>
        <location filename="../desktop/core/messages.py" line="238"/>
        <source>permission denied</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>немає дозволу</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="240"/>
        <source>the disk is read-only</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>диск доступний лише для читання</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="241"/>
        <source>it is a folder</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>це папка</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="242"/>
        <source>a part of the path is not a folder</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>частина шляху не є папкою</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="243"/>
        <source>it exists already</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>вже існує</translation>
    </message>
    <message>
        <location filename="../desktop/core/messages.py" line="244"/>
        <source>the name is too long</source>
        <extracomment>engine text (messages.py)</extracomment>
        <translation>назва задовга</translation>
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
        <translation>на вузол «{node}» ще не відповіли в цьому проходженні схеми</translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/parameters.py" line="40"/>
        <location filename="../desktop/core/pack/registry.py" line="329"/>
        <source>no bot &apos;{bot}&apos; in this game</source>
        <extracomment>engine text (parameters.py)</extracomment>
        <extracomment>engine text (registry.py)</extracomment>
        <translation>у цій грі немає бота «{bot}»</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="41"/>
        <location filename="../desktop/core/safe_read.py" line="172"/>
        <source>a number has more than %n digits</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>число має понад %n цифру</numerusform>
            <numerusform>число має понад %n цифри</numerusform>
            <numerusform>число має понад %n цифр</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="89"/>
        <location filename="../desktop/core/safe_read.py" line="203"/>
        <source>is nested more than %n levels deep</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>має понад %n рівень вкладення</numerusform>
            <numerusform>має понад %n рівні вкладення</numerusform>
            <numerusform>має понад %n рівнів вкладення</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="108"/>
        <source>expected a single document in the stream</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>очікувався один документ</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="112"/>
        <location filename="../desktop/core/safe_read.py" line="224"/>
        <source>a text is longer than %n characters</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>текст довший за %n символ</numerusform>
            <numerusform>текст довший за %n символи</numerusform>
            <numerusform>текст довший за %n символів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="123"/>
        <source>duplicate key &apos;{key}&apos;</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>повторений ключ «{key}»</translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="134"/>
        <source>found undefined alias &apos;{alias}&apos;</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>невизначений псевдонім «{alias}»</translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="137"/>
        <source>alias &apos;{alias}&apos; refers to itself</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>псевдонім «{alias}» посилається сам на себе</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="141"/>
        <source>aliases expand to more than %n values</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>
            <numerusform>псевдоніми дають понад %n значення</numerusform>
            <numerusform>псевдоніми дають понад %n значення</numerusform>
            <numerusform>псевдоніми дають понад %n значень</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/pack/yaml_builder.py" line="153"/>
        <source>a mapping key must be a plain value, not a list, mapping or alias</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <translation>ключ має бути простим значенням, а не списком, словником чи псевдонімом</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_builder.py" line="160"/>
        <location filename="../desktop/core/safe_read.py" line="200"/>
        <source>holds more than %n values</source>
        <extracomment>engine text (yaml_builder.py)</extracomment>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>містить понад %n значення</numerusform>
            <numerusform>містить понад %n значення</numerusform>
            <numerusform>містить понад %n значень</numerusform>
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
        <translation>некоректний YAML: {detail}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/pack/yaml_source.py" line="59"/>
        <source>is too large (%n characters, at most {most})</source>
        <extracomment>engine text (yaml_source.py)</extracomment>
        <translation>
            <numerusform>завеликий (%n символ, щонайбільше {most})</numerusform>
            <numerusform>завеликий (%n символи, щонайбільше {most})</numerusform>
            <numerusform>завеликий (%n символів, щонайбільше {most})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/play/copy_checks.py" line="262"/>
        <source>no check &apos;{table}&apos; with these answers</source>
        <extracomment>engine text (copy_checks.py)</extracomment>
        <translation>немає перевірки «{table}» з цими відповідями</translation>
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
        <translation>Виправлення</translation>
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
        <translation>{some} і {last}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="44"/>
        <source>{field}: {value}… is too large</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: {value}… — завелике число</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="48"/>
        <location filename="../desktop/core/play/world.py" line="132"/>
        <source>{field}: {value} is not a whole number</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <extracomment>engine text (world.py)</extracomment>
        <translation>{field}: {value} — не ціле число</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="65"/>
        <source>setup options are not a mapping</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>параметри підготовки не є набором полів</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="70"/>
        <location filename="../desktop/core/play/world.py" line="116"/>
        <source>bot option &apos;{option}&apos;</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <extracomment>engine text (world.py)</extracomment>
        <translation>параметр бота «{option}»</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="81"/>
        <source>{field}: unknown entry &apos;{key}&apos;</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: невідомий запис «{key}»</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="86"/>
        <source>{field}: &apos;{value}&apos; is not yes or no</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: «{value}» — ні «так», ні «ні»</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="90"/>
        <source>{field}: &apos;{value}&apos; is not one of the choices</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: «{value}» не є жодним із варіантів</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/play/corrections.py" line="95"/>
        <source>{field}: the text is longer than %n characters</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>
            <numerusform>{field}: текст довший за %n символ</numerusform>
            <numerusform>{field}: текст довший за %n символи</numerusform>
            <numerusform>{field}: текст довший за %n символів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="99"/>
        <source>{field}: no card &apos;{card}&apos;</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: немає карти «{card}»</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="104"/>
        <source>{field}: a list of card ids of this deck is needed</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: потрібен список номерів карт цієї колоди</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="116"/>
        <source>&apos;{field}&apos; cannot be corrected by hand</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>«{field}» не можна виправити вручну</translation>
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
        <translation>Так</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="157"/>
        <location filename="../desktop/core/play/corrections.py" line="187"/>
        <location filename="../desktop/core/play/interpreter.py" line="42"/>
        <source>No</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Ні</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="165"/>
        <source>no shared fact &apos;{name}&apos;</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>немає спільного параметра гри «{name}»</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/corrections.py" line="225"/>
        <source>{field}: the rules gave {value}; kept at {bound}, the limit of the mat</source>
        <extracomment>engine text (corrections.py)</extracomment>
        <translation>{field}: за правилами вийшло {value}; лишається {bound} — межа цього поля на панелі бота</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="64"/>
        <source>no chart is running for this bot</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>для цього бота не виконується жодна схема</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="103"/>
        <source>no chart &apos;{chart}&apos; in pack &apos;{pack}&apos;</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>у пакеті «{pack}» немає схеми «{chart}»</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="108"/>
        <source>no step &apos;{step}&apos; in chart &apos;{chart}&apos;</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>у схемі «{chart}» немає кроку «{step}»</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="149"/>
        <source>{chart} abandoned here; what it did so far stays done.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Покинуто: {chart}; зроблене досі лишається.</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="154"/>
        <source>{chart} stopped here; what it did so far stays done. The interrupted step waits again.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Зупинено: {chart}; зроблене досі лишається. Перерваний крок знову чекає.</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="177"/>
        <source>the current step is not a question</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>поточний крок — не запитання</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="183"/>
        <source>&apos;{answer}&apos; is not an answer here; choose one of {answers}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>«{answer}» — тут не відповідь; оберіть одну з: {answers}</translation>
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
        <translation>вузол «{node}» питає, який бот, а іншого бота немає</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="258"/>
        <source>an option of node &apos;{node}&apos; has the id of a bot of this game</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>варіант вузла «{node}» має ідентифікатор бота цієї гри</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="275"/>
        <source>&apos;{answer}&apos; is not an answer here; the answer is a whole number from {low} to {high}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>«{answer}» — тут не відповідь; відповідь — ціле число від {low} до {high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="292"/>
        <source>the current step is not a die roll</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>поточний крок — не кидок кубика</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="302"/>
        <source>a roll of {dice}d{sides} is a whole number from {low} to {high}, not {value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>кидок {dice}к{sides} — ціле число від {low} до {high}, а не {value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="320"/>
        <source>roll total {total} fits no range of node &apos;{node}&apos; ({low}-{high})</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>сума кидка {total} не потрапляє в жоден діапазон вузла «{node}» ({low}-{high})</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="328"/>
        <location filename="../desktop/core/play/interpreter.py" line="349"/>
        <source>Rolled {value}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Випало {value}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="331"/>
        <source>Rolled {value}, modifier {modifier}, total {total}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Випало {value}, модифікатор {modifier}, разом {total}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="361"/>
        <source>the current step is not an instruction</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>поточний крок — не інструкція</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/play/interpreter.py" line="402"/>
        <source>chart &apos;{chart}&apos; ran %n automatic steps without asking anything: it loops</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>
            <numerusform>схема «{chart}» виконала %n автоматичний крок, нічого не спитавши: вона зациклилася</numerusform>
            <numerusform>схема «{chart}» виконала %n автоматичні кроки, нічого не спитавши: вона зациклилася</numerusform>
            <numerusform>схема «{chart}» виконала %n автоматичних кроків, нічого не спитавши: вона зациклилася</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="464"/>
        <source>{bot} is no longer in the game: the rest of {chart} is skipped.</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Бота {bot} уже немає в грі: решту схеми «{chart}» пропущено.</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="520"/>
        <source>predicate &apos;{predicate}&apos; answered &apos;{outcome}&apos;, which node &apos;{node}&apos; does not list</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>предикат «{predicate}» дав відповідь «{outcome}», якої вузол «{node}» не має</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="542"/>
        <source>answered earlier this Round</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>відповіли раніше в цьому раунді</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="569"/>
        <source>the only possible answer</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>єдина можлива відповідь</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="600"/>
        <source>number node &apos;{node}&apos; has no answer from {low} to {high}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>числовий вузол «{node}» не має відповіді від {low} до {high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="616"/>
        <source>a bound of number node &apos;{node}&apos; is {value}, not a whole number</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>межа числового вузла «{node}» — {value}, а не ціле число</translation>
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
        <translation>Перейдіть до: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="742"/>
        <source>End of {chart}</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Кінець: {chart}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/interpreter.py" line="801"/>
        <source>Done</source>
        <extracomment>engine text (interpreter.py)</extracomment>
        <translation>Готово</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="279"/>
        <source>earlier steps cannot be undone: {reason}</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>попередні кроки не можна відмінити: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="294"/>
        <source>later steps cannot be redone: {reason}</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>наступні кроки не можна повторити: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="322"/>
        <source>no stored state at or before step {step}</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>немає збереженого стану на кроці {step} або раніше</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="343"/>
        <source>an event is not a mapping</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>запис кроку не є набором полів</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="346"/>
        <source>unknown event type {kind}</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>невідомий тип кроку {kind}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/session.py" line="363"/>
        <source>a bot id is a short text</source>
        <extracomment>engine text (session.py)</extracomment>
        <translation>ідентифікатор бота — це короткий текст</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/view_build.py" line="310"/>
        <source>No profile</source>
        <extracomment>engine text (view_build.py)</extracomment>
        <translation>Без профілю</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="58"/>
        <source>bot id &apos;{bot}&apos; is taken</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>ідентифікатор бота «{bot}» уже зайнятий</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="105"/>
        <source>unknown bot option &apos;{key}&apos;; the options are {options}</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>невідомий параметр бота «{key}»; параметри: {options}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="123"/>
        <source>{field}: {value} is not {allowed}</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>{field}: {value} — не {allowed}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/play/world.py" line="143"/>
        <source>{field}: {value} is not a text of at most %n characters</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>
            <numerusform>{field}: {value} — не текст довжиною до %n символу</numerusform>
            <numerusform>{field}: {value} — не текст довжиною до %n символів</numerusform>
            <numerusform>{field}: {value} — не текст довжиною до %n символів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="157"/>
        <source>no bot &apos;{bot}&apos;</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>немає бота «{bot}»</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="162"/>
        <source>{field}: {value} is below the minimum {low}</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>{field}: {value} — менше за мінімум {low}</translation>
    </message>
    <message>
        <location filename="../desktop/core/play/world.py" line="167"/>
        <source>{field}: {value} is above the maximum {high}</source>
        <extracomment>engine text (world.py)</extracomment>
        <translation>{field}: {value} — більше за максимум {high}</translation>
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
        <translation>містить {kind}, а не текст чи число (профіль містить тексти, числа, так/ні та списки)</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="143"/>
        <source>binary data (!!binary)</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>двійкові дані (!!binary)</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="145"/>
        <source>a set (!!set)</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>множину (!!set)</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="147"/>
        <source>a date</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>дату</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="148"/>
        <source>a value of type {type}</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>значення типу {type}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/profiles.py" line="156"/>
        <source>the profile is not a mapping of fields</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>профіль не є набором полів</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/profiles.py" line="203"/>
        <source>{first} (and %n more)</source>
        <extracomment>engine text (profiles.py)</extracomment>
        <translation>
            <numerusform>{first} (і ще %n)</numerusform>
            <numerusform>{first} (і ще %n)</numerusform>
            <numerusform>{first} (і ще %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="39"/>
        <source>a value is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>потрібне значення</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="41"/>
        <source>this field is not known</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>це поле невідоме</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="43"/>
        <source>a whole number is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>потрібне ціле число</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="45"/>
        <source>yes or no is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>потрібно «так» або «ні»</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="47"/>
        <source>a text is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>потрібен текст</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="49"/>
        <source>a list is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>потрібен список</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="51"/>
        <source>a group of fields is needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>потрібна група полів</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="60"/>
        <source>at least %n entries are needed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>потрібен щонайменше %n запис</numerusform>
            <numerusform>потрібні щонайменше %n записи</numerusform>
            <numerusform>потрібно щонайменше %n записів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="62"/>
        <source>at most %n entries are allowed</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>дозволено щонайбільше %n запис</numerusform>
            <numerusform>дозволено щонайбільше %n записи</numerusform>
            <numerusform>дозволено щонайбільше %n записів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="64"/>
        <source>the text needs at least %n characters</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>текст має містити щонайменше %n символ</numerusform>
            <numerusform>текст має містити щонайменше %n символи</numerusform>
            <numerusform>текст має містити щонайменше %n символів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/profile/schema_words.py" line="66"/>
        <source>the text may have at most %n characters</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>
            <numerusform>текст може містити щонайбільше %n символ</numerusform>
            <numerusform>текст може містити щонайбільше %n символи</numerusform>
            <numerusform>текст може містити щонайбільше %n символів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="69"/>
        <source>the text does not have the form this field needs ({pattern})</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>текст не має форми, якої потребує це поле ({pattern})</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="74"/>
        <source>the value must be {allowed}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>значення має бути одним із: {allowed}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="80"/>
        <source>the least allowed is {low}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>найменше допустиме значення — {low}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="82"/>
        <source>it must be more than {low}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>має бути більше за {low}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="84"/>
        <source>the most allowed is {high}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>найбільше допустиме значення — {high}</translation>
    </message>
    <message>
        <location filename="../desktop/core/profile/schema_words.py" line="85"/>
        <source>it must be less than {high}</source>
        <extracomment>engine text (schema_words.py)</extracomment>
        <translation>має бути менше за {high}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/safe_read.py" line="75"/>
        <source>is too large (%n bytes, at most {most})</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>завеликий (%n байт, щонайбільше {most})</numerusform>
            <numerusform>завеликий (%n байти, щонайбільше {most})</numerusform>
            <numerusform>завеликий (%n байтів, щонайбільше {most})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/safe_read.py" line="84"/>
        <source>is too large (more than %n bytes)</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>завеликий (понад %n байт)</numerusform>
            <numerusform>завеликий (понад %n байти)</numerusform>
            <numerusform>завеликий (понад %n байтів)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="95"/>
        <location filename="../desktop/core/store/game_store.py" line="179"/>
        <source>cannot be read: {reason}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>не вдається прочитати: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="100"/>
        <source>cannot be written: {reason}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>не вдається записати: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="105"/>
        <source>is not a regular file</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>не є звичайним файлом</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="110"/>
        <source>is not UTF-8 text</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>не є текстом UTF-8</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="148"/>
        <source>is not text ({kind})</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>не є текстом ({kind})</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="165"/>
        <source>is cut short (truncated): {detail} at column {column}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>обрізаний: {detail} у стовпці {column}</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="167"/>
        <source>is damaged: {detail} at column {column}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>пошкоджений: {detail} у стовпці {column}</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="175"/>
        <source>is nested too deeply</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>має надто глибоке вкладення</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/safe_read.py" line="206"/>
        <source>a key is longer than %n characters</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>
            <numerusform>ключ довший за %n символ</numerusform>
            <numerusform>ключ довший за %n символи</numerusform>
            <numerusform>ключ довший за %n символів</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="230"/>
        <source>a number is out of range</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>число поза допустимим діапазоном</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="232"/>
        <source>a number is not finite</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>число не скінченне</translation>
    </message>
    <message>
        <location filename="../desktop/core/safe_read.py" line="239"/>
        <source>is damaged: {detail}</source>
        <extracomment>engine text (safe_read.py)</extracomment>
        <translation>пошкоджений: {detail}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="279"/>
        <source>no free file name for this game</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>немає вільної назви файлу для цієї гри</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="309"/>
        <source>cannot be copied into your games: {reason}</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>не вдається скопіювати до ваших ігор: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="388"/>
        <source>cannot be moved to the trash: {reason}</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>не вдається перемістити в кошик: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="436"/>
        <source>is not in the trash</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>його немає в кошику</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_library.py" line="443"/>
        <source>cannot be moved back from the trash: {reason}</source>
        <extracomment>engine text (game_library.py)</extracomment>
        <translation>не вдається повернути з кошика: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_store.py" line="64"/>
        <source>{file} cannot be saved ({reason}). Play on: the steps wait in this window until the disk takes them; a crash before then would lose them, Game → Export keeps a copy elsewhere.</source>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>Не вдається зберегти {file} ({reason}). Грайте далі: кроки чекають у цьому вікні, доки диск їх не прийме. Збій програми до того означатиме їх утрату; Гра → Експортувати збереже копію деінде.</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_store.py" line="473"/>
        <source>a game with this name exists already</source>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>гра з такою назвою вже існує</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_store.py" line="592"/>
        <source>cannot be upgraded: {reason}</source>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>не вдається оновити: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/game_store.py" line="605"/>
        <source>is open in another program; close it there first</source>
        <extracomment>engine text (game_store.py)</extracomment>
        <translation>відкритий в іншій програмі; спершу закрийте його там</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="114"/>
        <source>is not a Botmat save (not text)</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>не є збереженням Botmat (це не текст)</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="120"/>
        <source>is not a Botmat save</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>не є збереженням Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="123"/>
        <source>has no format version</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>не має версії формату</translation>
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
        <translation>поле «{key}» відсутнє або пошкоджене</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="217"/>
        <source>the rules changed under {bot}&apos;s unfinished {chart}; start it again</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>правила змінилися, коли схема «{chart}» бота {bot} була незавершена; запустіть її знову</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="241"/>
        <source>its history does not replay; earlier steps cannot be undone</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>його історію не вдається відтворити; попередні кроки не можна відмінити</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="280"/>
        <source>missing or damaged; the game was restored from {file}</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>відсутній або пошкоджений; гру відновлено з {file}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/saves.py" line="284"/>
        <source>no save</source>
        <extracomment>engine text (saves.py)</extracomment>
        <translation>немає збереження</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="64"/>
        <source>is open in another Botmat window or program</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>відкрита в іншому вікні чи програмі Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="72"/>
        <source>is on a disk or in a folder that cannot be written ({reason})</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>лежить на диску чи в папці, куди не можна записувати ({reason})</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="88"/>
        <source>is not a Botmat game</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>не є грою Botmat</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/store/store_check.py" line="102"/>
        <source>is too large (%n bytes)</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>
            <numerusform>завеликий (%n байт)</numerusform>
            <numerusform>завеликий (%n байти)</numerusform>
            <numerusform>завеликий (%n байтів)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="109"/>
        <source>holds a JSON save, not a game file: name it .json to open it</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>містить збереження JSON, а не файл гри: змініть його розширення на .json, щоб відкрити</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="118"/>
        <source>is damaged: it has no format version</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>пошкоджений: не має версії формату</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="125"/>
        <source>is damaged: its tables are not those of a Botmat game</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>пошкоджений: його таблиці не такі, як у грі Botmat</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_check.py" line="142"/>
        <source>is damaged: it does not say which rule pack it uses</source>
        <extracomment>engine text (store_check.py)</extracomment>
        <translation>пошкоджений: не вказує, який пакет правил використовує</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_history.py" line="122"/>
        <source>there is no step {step}</source>
        <extracomment>engine text (store_history.py)</extracomment>
        <translation>немає кроку {step}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_history.py" line="148"/>
        <source>step {step} is missing from {file}</source>
        <extracomment>engine text (store_history.py)</extracomment>
        <translation>у файлі {file} бракує кроку {step}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_history.py" line="155"/>
        <source>step {step} is damaged</source>
        <extracomment>engine text (store_history.py)</extracomment>
        <translation>крок {step} пошкоджений</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_history.py" line="259"/>
        <source>this step cannot be stored: {reason}</source>
        <extracomment>engine text (store_history.py)</extracomment>
        <translation>цей крок не вдається зберегти: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_restore.py" line="93"/>
        <source>undone steps from step {step} on cannot be read, so they cannot be redone</source>
        <extracomment>engine text (store_restore.py)</extracomment>
        <translation>відмінені кроки, починаючи з кроку {step}, не вдається прочитати, тож їх не можна повторити</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/core/store/store_restore.py" line="103"/>
        <source>%n earlier step(s) cannot be read: the game goes on as it was saved, and undo goes back to step {step} at most</source>
        <extracomment>engine text (store_restore.py)</extracomment>
        <translation>
            <numerusform>%n попередній крок не вдається прочитати: гра триває так, як її збережено, а відмінити можна щонайбільше до кроку {step}</numerusform>
            <numerusform>%n попередні кроки не вдається прочитати: гра триває так, як її збережено, а відмінити можна щонайбільше до кроку {step}</numerusform>
            <numerusform>%n попередніх кроків не вдається прочитати: гра триває так, як її збережено, а відмінити можна щонайбільше до кроку {step}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_restore.py" line="147"/>
        <source>a damaged saved state was skipped</source>
        <extracomment>engine text (store_restore.py)</extracomment>
        <translation>пошкоджений збережений стан пропущено</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_restore.py" line="149"/>
        <source>the record of its dice is damaged, so no step is replayed</source>
        <extracomment>engine text (store_restore.py)</extracomment>
        <translation>запис його кидків кубиків пошкоджено, тож жоден крок не відтворюється</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_rows.py" line="68"/>
        <source>it is missing</source>
        <extracomment>engine text (store_rows.py)</extracomment>
        <translation>його немає</translation>
    </message>
    <message>
        <location filename="../desktop/core/store/store_rows.py" line="84"/>
        <source>it is not a step this app knows</source>
        <extracomment>engine text (store_rows.py)</extracomment>
        <translation>це не крок, відомий цьому застосунку</translation>
    </message>
</context>
</TS>
