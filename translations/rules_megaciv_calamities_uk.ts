<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>megaciv_calamities</name>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="2"/>
        <source>Mega Civilization calamity resolver</source>
        <extracomment>pack name</extracomment>
        <translation>Розв&apos;язання катастроф Mega Civilization</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="5"/>
        <source>Resolves a major calamity: the beneficiary, the victims, every amount after the advances, what each player selects and the limits to respect.</source>
        <extracomment>pack description</extracomment>
        <translation>Розв&apos;язує велику катастрофу: бенефіціар, жертви, кожне значення з урахуванням карт розвитку, що обирає кожен гравець і яких обмежень дотримуватися.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="7"/>
        <source>the calamity rules</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source 004)</extracomment>
        <translation>правила катастроф</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="8"/>
        <source>players&apos; summaries of the calamity cards</source>
        <extracomment>a source as players know it, shown as &apos;Sources: &lt;this&gt;, &lt;section&gt;.&apos; (source research)</extracomment>
        <translation>стислі описи карт катастроф від гравців</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="12"/>
        <source>Name</source>
        <extracomment>bot option &apos;name&apos;</extracomment>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="14"/>
        <source>Board counts</source>
        <extracomment>mat section</extracomment>
        <translation>Дані з поля</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="16"/>
        <source>Victim&apos;s unit points on the board</source>
        <extracomment>mat field board.unit_points</extracomment>
        <translation>Очки одиниць жертви на полі</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/pack.yaml" line="16"/>
        <source>Civil War: count every unit of the primary victim on the board, as unit points.</source>
        <extracomment>hint of mat field board.unit_points</extracomment>
        <translation>Громадянська війна: порахуйте всі одиниці головної жертви на полі як очки одиниць.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="15"/>
        <source>Music</source>
        <extracomment>message of names.py</extracomment>
        <translation>Музика</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="16"/>
        <source>Drama and Poetry</source>
        <extracomment>message of names.py</extracomment>
        <translation>Драма й поезія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="17"/>
        <source>Democracy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Демократія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="18"/>
        <source>Philosophy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Філософія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="19"/>
        <source>Military</source>
        <extracomment>message of names.py</extracomment>
        <translation>Військова справа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="20"/>
        <source>Monarchy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Монархія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="21"/>
        <source>Politics</source>
        <extracomment>message of names.py</extracomment>
        <translation>Політика</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="22"/>
        <source>Provincial Empire</source>
        <extracomment>message of names.py</extracomment>
        <translation>Провінційна імперія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="23"/>
        <source>Trade Empire</source>
        <extracomment>message of names.py</extracomment>
        <translation>Торгова імперія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="24"/>
        <source>Masonry</source>
        <extracomment>message of names.py</extracomment>
        <translation>Каменярство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="25"/>
        <source>Calendar</source>
        <extracomment>message of names.py</extracomment>
        <translation>Календар</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="26"/>
        <source>Medicine</source>
        <extracomment>message of names.py</extracomment>
        <translation>Медицина</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="27"/>
        <source>Cultural Ascendancy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Культурна спадщина</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="28"/>
        <source>Diplomacy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Дипломатія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="29"/>
        <source>Universal Doctrine</source>
        <extracomment>message of names.py</extracomment>
        <translation>Релігійна доктрина</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="30"/>
        <source>Pottery</source>
        <extracomment>message of names.py</extracomment>
        <translation>Гончарство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="31"/>
        <source>Agriculture</source>
        <extracomment>message of names.py</extracomment>
        <translation>Землеробство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="32"/>
        <source>Mythology</source>
        <extracomment>message of names.py</extracomment>
        <translation>Міфологія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="33"/>
        <source>Enlightenment</source>
        <extracomment>message of names.py</extracomment>
        <translation>Просвітництво</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="34"/>
        <source>Mining</source>
        <extracomment>message of names.py</extracomment>
        <translation>Гірництво</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="35"/>
        <source>Engineering</source>
        <extracomment>message of names.py</extracomment>
        <translation>Інженерія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="36"/>
        <source>Mysticism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Містицизм</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="37"/>
        <source>Deism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Деїзм</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="38"/>
        <source>Anatomy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Анатомія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="39"/>
        <source>Roadbuilding</source>
        <extracomment>message of names.py</extracomment>
        <translation>Будівництво доріг</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="40"/>
        <source>Sculpture</source>
        <extracomment>message of names.py</extracomment>
        <translation>Скульптура</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="41"/>
        <source>Law</source>
        <extracomment>message of names.py</extracomment>
        <translation>Право</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="42"/>
        <source>Advanced Military</source>
        <extracomment>message of names.py</extracomment>
        <translation>Передова військова справа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="43"/>
        <source>Naval Warfare</source>
        <extracomment>message of names.py</extracomment>
        <translation>Морська війна</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="44"/>
        <source>Coinage</source>
        <extracomment>message of names.py</extracomment>
        <translation>Карбування монет</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="45"/>
        <source>Wonder of the World</source>
        <extracomment>message of names.py</extracomment>
        <translation>Диво світу</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="46"/>
        <source>Theology</source>
        <extracomment>message of names.py</extracomment>
        <translation>Теологія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="47"/>
        <source>Monotheism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Монотеїзм</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="48"/>
        <source>Theocracy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Теократія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="49"/>
        <source>Fundamentalism</source>
        <extracomment>message of names.py</extracomment>
        <translation>Фундаменталізм</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="50"/>
        <source>Library</source>
        <extracomment>message of names.py</extracomment>
        <translation>Бібліотека</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="51"/>
        <source>Cartography</source>
        <extracomment>message of names.py</extracomment>
        <translation>Картографія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="58"/>
        <source>Volcanic Eruption / Earthquake</source>
        <extracomment>message of names.py</extracomment>
        <translation>Виверження вулкана / Землетрус</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="59"/>
        <source>Treachery</source>
        <extracomment>message of names.py</extracomment>
        <translation>Зрада</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="60"/>
        <source>Famine</source>
        <extracomment>message of names.py</extracomment>
        <translation>Голод</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="61"/>
        <source>Slave Revolt</source>
        <extracomment>message of names.py</extracomment>
        <translation>Повстання рабів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="62"/>
        <source>Flood</source>
        <extracomment>message of names.py</extracomment>
        <translation>Повінь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="63"/>
        <source>Superstition</source>
        <extracomment>message of names.py</extracomment>
        <translation>Забобони</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="64"/>
        <source>Civil War</source>
        <extracomment>message of names.py</extracomment>
        <translation>Громадянська війна</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="65"/>
        <source>Barbarian Hordes</source>
        <extracomment>message of names.py</extracomment>
        <translation>Орди варварів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="66"/>
        <source>Cyclone</source>
        <extracomment>message of names.py</extracomment>
        <translation>Циклон</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="67"/>
        <source>Epidemic</source>
        <extracomment>message of names.py</extracomment>
        <translation>Епідемія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="68"/>
        <source>Tyranny</source>
        <extracomment>message of names.py</extracomment>
        <translation>Тиранія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="69"/>
        <source>Civil Disorder</source>
        <extracomment>message of names.py</extracomment>
        <translation>Громадські заворушення</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="70"/>
        <source>Corruption</source>
        <extracomment>message of names.py</extracomment>
        <translation>Корупція</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="71"/>
        <source>Iconoclasm and Heresy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Іконоборство та єресь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="72"/>
        <source>Regression</source>
        <extracomment>message of names.py</extracomment>
        <translation>Регрес</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/names.py" line="73"/>
        <source>Piracy</source>
        <extracomment>message of names.py</extracomment>
        <translation>Піратство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="304"/>
        <source>{total} on the board, {keep} kept: select {select}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>на полі {total}, залишається {keep}: обрати {select}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="296"/>
        <source>{total} unit points entered</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>введено очок одиниць: {total}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="109"/>
        <source>No calamity is being resolved; start from the calamity choice.</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>Жодна катастрофа не розв&apos;язується; почніть з вибору катастрофи.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="160"/>
        <source>base {base}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>основа {base}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="162"/>
        <location filename="../rules/megaciv_calamities/resolver.py" line="288"/>
        <source>no advance changes it</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>жодна карта розвитку цього не змінює</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="164"/>
        <source>not below 0</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>не менше ніж 0</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="213"/>
        <source>tradable</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>торгова</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="213"/>
        <source>non-tradable</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>неторгова</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="214"/>
        <source>seed 004</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>сид 004</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="214"/>
        <source>research table, not in seed 004</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>таблиця з дослідницьких нотаток, не з сиду 004</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="281"/>
        <source>{total} on the board − {keep} = {above}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>{total} на полі − {keep} = {above}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="148"/>
        <source>☒ {advance} {delta}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>☒ {advance} {delta}</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/resolver.py" line="152"/>
        <source>☐ {advance} {delta}</source>
        <extracomment>message of resolver.py</extracomment>
        <translation>☐ {advance} {delta}</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/barbarian_hordes</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="1"/>
        <source>Barbarian Hordes</source>
        <extracomment>chart title</extracomment>
        <translation>Орди варварів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="5"/>
        <source>BARBARIAN HORDES ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Barbarian Hordes (reconstructed)</extracomment>
        <translation>ОРДИ ВАРВАРІВ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="5"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Barbarian Hordes (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="21"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="53"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_monarchy (ask); seed 004, Hordy Barbarzyńców</extracomment>
        <extracomment>node p_politics (ask); seed 004, Hordy Barbarzyńców</extracomment>
        <extracomment>node p_provincial_empire (ask); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="30"/>
        <source>☒ {advance}: barbarian tokens {delta}.</source>
        <extracomment>node p_monarchy_held (do); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>☒ {advance}: жетони варварів {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="46"/>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="62"/>
        <source>☐ {advance}: barbarian tokens {delta}.</source>
        <extracomment>node p_politics_held (do); seed 004, Hordy Barbarzyńców</extracomment>
        <extracomment>node p_provincial_empire_held (do); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>☐ {advance}: жетони варварів {delta}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="69"/>
        <source>The beneficiary picks one of the primary victim&apos;s cities, a city in the wilderness if there is one. %n barbarian tokens attack it ({breakdown}).</source>
        <extracomment>node attack (do); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>
            <numerusform>Бенефіціар обирає одне з міст головної жертви, місто в дикій місцевості, якщо таке є. Його атакує %n жетон варварів ({breakdown}).</numerusform>
            <numerusform>Бенефіціар обирає одне з міст головної жертви, місто в дикій місцевості, якщо таке є. Його атакують %n жетони варварів ({breakdown}).</numerusform>
            <numerusform>Бенефіціар обирає одне з міст головної жертви, місто в дикій місцевості, якщо таке є. Його атакують %n жетонів варварів ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="79"/>
        <source>In every conflict of this calamity: other players&apos; units in the area fight too; the barbarians gain nothing from the beneficiary&apos;s advances and ignore Cultural Ascendancy and Diplomacy; judge whether a city attack succeeds without the primary victim&apos;s strategic choices from its advances; a successful city attack takes no card from the primary victim.</source>
        <extracomment>node limits (do); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>У кожній сутичці цієї катастрофи: одиниці інших гравців в області теж беруть участь у сутичці; варвари не отримують нічого з карт розвитку бенефіціара і не зважають на «Культурна спадщина» та «Дипломатія»; оцінюючи, чи атака на місто вдасться, не враховуйте стратегічних виборів головної жертви з її карт розвитку; успішна атака на місто не забирає в головної жертви жодної карти.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="87"/>
        <source>After the conflict, are there more barbarians in the area than its population limit?</source>
        <extracomment>node excess (ask); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Чи після сутички в області більше варварів, ніж дозволяє ліміт населення?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="94"/>
        <source>Is there an adjacent area, across land or a sea area but not open sea, holding units of the primary victim, that the beneficiary may enter? An area with a city only counts if the attack there would succeed.</source>
        <extracomment>node can_move (ask); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Чи є суміжна область (через суходіл або морську область, але не через відкрите море) з одиницями головної жертви, куди бенефіціар може увійти? Область з містом рахується, лише якщо атака там удалася б.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="103"/>
        <source>Move {move}: the beneficiary moves every barbarian above the population limit into that area, without skipping an area, and resolves the conflict there.</source>
        <extracomment>node move (do); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Хід варварів {move}: бенефіціар переміщує в цю область усіх варварів понад ліміт населення, не перескакуючи жодної області, і розв&apos;язує там сутичку.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="111"/>
        <source>No legal move is left: remove every barbarian above the population limit.</source>
        <extracomment>node remove (do); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Дозволених переміщень більше немає: приберіть усіх варварів понад ліміт населення.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/barbarian_hordes.yaml" line="116"/>
        <source>The barbarians left stay on the board until a conflict destroys them or Universal Doctrine annexes them. If Barbarian Hordes strikes twice in one turn, the same player may be the victim of both.</source>
        <extracomment>node stay (do); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Решта варварів лишається на полі, доки сутичка їх не знищить або «Релігійна доктрина» їх не анексує. Якщо Орди варварів трапляються двічі за один хід, той самий гравець може бути жертвою обох.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/beneficiary</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="1"/>
        <source>Beneficiary</source>
        <extracomment>chart title</extracomment>
        <translation>Бенефіціар</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="5"/>
        <source>Did another player trade this calamity to the primary victim, and can you tell who?</source>
        <extracomment>node traded (ask); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Чи передав інший гравець цю катастрофу головній жертві в торгівлі, і чи відомо, хто саме?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="12"/>
        <source>Beneficiary: the player who traded this calamity to the primary victim.</source>
        <extracomment>node by_trade (do); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Бенефіціар: гравець, який передав цю катастрофу головній жертві в торгівлі.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="17"/>
        <source>Of the players other than the primary victim, does exactly one have the most cities in stock?</source>
        <extracomment>node most_cities (ask); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Чи серед гравців, крім головної жертви, рівно один має найбільше міст у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="17"/>
        <source>Seed 004 prints this rule for a Barbarian Hordes card that was drawn or whose origin is unknown; the research table gives it for every non-tradable calamity.</source>
        <extracomment>note of node most_cities (ask); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Сид 004 наводить це правило для карти Орди варварів, яку витягнуто або походження якої невідоме; таблиця з дослідницьких нотаток дає його для кожної неторгової катастрофи.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="26"/>
        <source>Of the players tied for the most cities in stock, does exactly one have the most units in stock?</source>
        <extracomment>node most_units (ask); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Чи серед гравців, що мають рівність за найбільшою кількістю міст у запасі, рівно один має найбільше одиниць у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="33"/>
        <source>Beneficiary: that player. The primary victim is never the beneficiary.</source>
        <extracomment>node one (do); seed 004, Hordy Barbarzyńców</extracomment>
        <translation>Бенефіціар: цей гравець. Головна жертва ніколи не буває бенефіціаром.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/beneficiary.yaml" line="38"/>
        <source>Beneficiary: of the players still tied, the one higher on the A.S.T.</source>
        <extracomment>node ast (do); seed research, secondary-systems.md §3.2, beneficiary rule (reconstructed)</extracomment>
        <translation>Бенефіціар: з гравців, між якими досі рівність, той, хто вище на A.S.T.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_disorder</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="1"/>
        <source>Civil Disorder</source>
        <extracomment>chart title</extracomment>
        <translation>Громадські заворушення</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="8"/>
        <source>CIVIL DISORDER ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <translation>ГРОМАДСЬКІ ЗАВОРУШЕННЯ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="55"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="73"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="91"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="109"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_music (ask); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_drama_and_poetry (ask); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_law (ask); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_democracy (ask); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_advanced_military (ask); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_naval_warfare (ask); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="29"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="47"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="65"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="83"/>
        <source>☒ {advance}: cities kept whole {delta}.</source>
        <extracomment>node p_music_held (do); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_drama_and_poetry_held (do); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_law_held (do); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_democracy_held (do); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <translation>☒ {advance}: нередуковані міста {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="101"/>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="119"/>
        <source>☐ {advance}: cities kept whole {delta}.</source>
        <extracomment>node p_advanced_military_held (do); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <extracomment>node p_naval_warfare_held (do); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <translation>☐ {advance}: нередуковані міста {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_disorder.yaml" line="127"/>
        <source>The primary victim reduces all of its cities except {kept} ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, secondary-systems.md §3.2, Civil Disorder (reconstructed)</extracomment>
        <translation>Головна жертва редукує всі свої міста, крім стількох: {kept} ({breakdown}).</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/civil_war</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="1"/>
        <source>Civil War</source>
        <extracomment>chart title</extracomment>
        <translation>Громадянська війна</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="5"/>
        <source>CIVIL WAR ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Civil War (reconstructed)</extracomment>
        <translation>ГРОМАДЯНСЬКА ВІЙНА ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="5"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Civil War (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="16"/>
        <source>Of the players other than the primary victim, does exactly one have the most cities in stock?</source>
        <extracomment>node ben_cities (ask); seed 004, Wojna Domowa</extracomment>
        <translation>Чи серед гравців, крім головної жертви, рівно один має найбільше міст у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="16"/>
        <source>The English Civil War card makes the player with the MOST cities in stock the beneficiary. Seed 004 (Polish) says the player with the FEWEST cities in stock. This resolver follows the English card: the beneficiary annexes units from its stock, which only the most-cities reading supports. Both texts break a tie by the most units in stock.</source>
        <extracomment>note of node ben_cities (ask); seed 004, Wojna Domowa</extracomment>
        <translation>Англійська карта Громадянська війна робить бенефіціаром гравця з НАЙБІЛЬШОЮ кількістю міст у запасі. Сид 004 (польський) називає гравця з НАЙМЕНШОЮ кількістю міст у запасі. Ця програма йде за англійською картою: бенефіціар анексує одиниці зі свого запасу, що узгоджується лише з прочитанням «найбільше міст». Обидва тексти за рівності віддають перевагу гравцеві з найбільшою кількістю одиниць у запасі.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="27"/>
        <source>Of the players tied for the most cities in stock, does exactly one have the most units in stock?</source>
        <extracomment>node ben_units (ask); seed 004, Wojna Domowa</extracomment>
        <translation>Чи серед гравців, що мають рівність за найбільшою кількістю міст у запасі, рівно один має найбільше одиниць у запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="34"/>
        <source>Beneficiary: that player. The primary victim is never the beneficiary.</source>
        <extracomment>node ben_one (do); seed 004, Wojna Domowa</extracomment>
        <translation>Бенефіціар: цей гравець. Головна жертва ніколи не буває бенефіціаром.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="39"/>
        <source>Beneficiary: of the players still tied, the one higher on the A.S.T.</source>
        <extracomment>node ben_ast (do); seed research, secondary-systems.md §3.2, beneficiary rule (reconstructed)</extracomment>
        <translation>Бенефіціар: з гравців, між якими досі рівність, той, хто вище на A.S.T.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="45"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="61"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="77"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="93"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="109"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_music (ask); seed 004, Wojna Domowa</extracomment>
        <extracomment>node p_drama_and_poetry (ask); seed 004, Wojna Domowa</extracomment>
        <extracomment>node p_democracy (ask); seed 004, Wojna Domowa</extracomment>
        <extracomment>node p_philosophy (ask); seed 004, Wojna Domowa</extracomment>
        <extracomment>node p_military (ask); seed 004, Wojna Domowa</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="54"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="70"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="86"/>
        <source>☒ {advance}: unit points to select {delta}.</source>
        <extracomment>node p_music_held (do); seed 004, Wojna Domowa</extracomment>
        <extracomment>node p_drama_and_poetry_held (do); seed 004, Wojna Domowa</extracomment>
        <extracomment>node p_democracy_held (do); seed 004, Wojna Domowa</extracomment>
        <translation>☒ {advance}: очки одиниць, які треба обрати {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="102"/>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="118"/>
        <source>☐ {advance}: unit points to select {delta}.</source>
        <extracomment>node p_philosophy_held (do); seed 004, Wojna Domowa</extracomment>
        <extracomment>node p_military_held (do); seed 004, Wojna Domowa</extracomment>
        <translation>☐ {advance}: очки одиниць, які треба обрати {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="125"/>
        <source>Count every unit of the primary victim on the board in unit points and type the total into the panel field “Victim&apos;s unit points on the board”.</source>
        <extracomment>node enter_points (do); seed 004, Wojna Domowa</extracomment>
        <translation>Порахуйте всі одиниці головної жертви на полі в очках одиниць і введіть суму в поле панелі «Очки одиниць жертви на полі».</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="131"/>
        <source>Is a count of unit points entered?</source>
        <extracomment>node entered (check); seed 004, Wojna Domowa (reconstructed)</extracomment>
        <translation>Чи введено кількість очок одиниць?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="140"/>
        <source>The panel shows {total} unit points on the board for the primary victim. Is that right?</source>
        <extracomment>node zero_ok (ask); seed 004, Wojna Domowa (reconstructed)</extracomment>
        <translation>Панель показує {total} очок одиниць головної жертви на полі. Чи це правильно?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="150"/>
        <source>Does the primary victim have more unit points on the board than it keeps?</source>
        <extracomment>node occurs (check); seed 004, Wojna Domowa</extracomment>
        <translation>Чи має головна жертва на полі більше очок одиниць, ніж зберігає?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="158"/>
        <source>No Civil War: the primary victim has no more unit points on the board than it keeps after its advances (on the board: {total}; kept: {keep}).</source>
        <extracomment>node none (do); seed 004, Wojna Domowa</extracomment>
        <translation>Громадянська війна не відбувається: головна жертва не має на полі більше очок одиниць, ніж зберігає з урахуванням карт розвитку (на полі: {total}; зберігає: {keep}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="167"/>
        <source>The primary victim marks %n unit points as selected ({breakdown}) and keeps the rest on the board: {keep}.</source>
        <extracomment>node select (do); seed 004, Wojna Domowa</extracomment>
        <translation>
            <numerusform>Головна жертва позначає як обране %n очко одиниць ({breakdown}), а решту зберігає на полі: {keep}.</numerusform>
            <numerusform>Головна жертва позначає як обрані %n очки одиниць ({breakdown}), а решту зберігає на полі: {keep}.</numerusform>
            <numerusform>Головна жертва позначає як обрані %n очок одиниць ({breakdown}), а решту зберігає на полі: {keep}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="178"/>
        <source>Select whole areas: in every selected area, select all of the primary victim&apos;s units. Keep the selected areas adjacent to each other where you can.</source>
        <extracomment>node how (do); seed 004, Wojna Domowa</extracomment>
        <translation>Обрати треба цілі області: у кожній обраній області — усі одиниці головної жертви. Де можливо, обрані області мають бути суміжними між собою.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="184"/>
        <source>Can the primary victim select exactly %n unit points that way?</source>
        <extracomment>node exact (ask); seed 004, Wojna Domowa</extracomment>
        <translation>
            <numerusform>Чи може головна жертва так обрати рівно %n очко одиниць?</numerusform>
            <numerusform>Чи може головна жертва так обрати рівно %n очки одиниць?</numerusform>
            <numerusform>Чи може головна жертва так обрати рівно %n очок одиниць?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="194"/>
        <source>Give up the selection rules one at a time, in this order, until a selection fits: 1. all units of each selected area; 2. selected areas adjacent to each other; 3. the exact total to select ({select}); 4. a selection the beneficiary can annex in full.</source>
        <extracomment>node relax (do); seed 004, Wojna Domowa</extracomment>
        <translation>Відмовляйтеся від правил вибору по одному, у такому порядку, доки вибір не стане можливим: 1. усі одиниці кожної обраної області; 2. обрані області суміжні між собою; 3. точна кількість, яку треба обрати ({select}); 4. вибір, який бенефіціар може анексувати повністю.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="203"/>
        <source>Does the beneficiary have at least as many unit points in stock as the primary victim selected?</source>
        <extracomment>node stock (ask); seed 004, Wojna Domowa</extracomment>
        <translation>Чи має бенефіціар у запасі щонайменше стільки очок одиниць, скільки обрала головна жертва?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="210"/>
        <source>The beneficiary annexes every selected unit, replacing each with its own from stock. If its mix of cities and tokens in stock does not match, it uses its stock in whatever way annexes everything.</source>
        <extracomment>node annex_all (do); seed 004, Wojna Domowa</extracomment>
        <translation>Бенефіціар анексує всі обрані одиниці, замінюючи кожну власною з запасу. Якщо співвідношення міст і жетонів у його запасі не збігається, він використовує запас так, щоб анексувати все.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/civil_war.yaml" line="216"/>
        <source>The beneficiary annexes as much of the selection as its stock allows, using its stock in whatever way annexes the most. Replace the selected units it cannot annex with barbarian tokens and/or pirate cities.</source>
        <extracomment>node annex_part (do); seed 004, Wojna Domowa</extracomment>
        <translation>Бенефіціар анексує з вибору стільки, скільки дозволяє його запас, використовуючи його так, щоб анексувати якнайбільше. Обрані одиниці, яких він не може анексувати, замініть жетонами варварів і/або піратськими містами.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/corruption</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="1"/>
        <source>Corruption</source>
        <extracomment>chart title</extracomment>
        <translation>Корупція</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="8"/>
        <source>CORRUPTION ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Corruption (reconstructed)</extracomment>
        <translation>КОРУПЦІЯ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Corruption (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="55"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_law (ask); seed research, secondary-systems.md §3.2, Corruption (reconstructed)</extracomment>
        <extracomment>node p_coinage (ask); seed research, secondary-systems.md §3.2, Corruption (reconstructed)</extracomment>
        <extracomment>node p_wonder_of_the_world (ask); seed research, secondary-systems.md §3.2, Corruption (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="29"/>
        <source>☒ {advance}: face value to discard {delta}.</source>
        <extracomment>node p_law_held (do); seed research, secondary-systems.md §3.2, Corruption (reconstructed)</extracomment>
        <translation>☒ {advance}: номінальна вартість, яку треба скинути {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="47"/>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="65"/>
        <source>☐ {advance}: face value to discard {delta}.</source>
        <extracomment>node p_coinage_held (do); seed research, secondary-systems.md §3.2, Corruption (reconstructed)</extracomment>
        <extracomment>node p_wonder_of_the_world_held (do); seed research, secondary-systems.md §3.2, Corruption (reconstructed)</extracomment>
        <translation>☐ {advance}: номінальна вартість, яку треба скинути {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/corruption.yaml" line="73"/>
        <source>The primary victim discards commodity cards worth at least {value} in face value ({breakdown}). Count face value, not set value.</source>
        <extracomment>node discard (do); seed research, secondary-systems.md §3.2, Corruption (reconstructed)</extracomment>
        <translation>Головна жертва скидає карти товарів номінальною вартістю щонайменше {value} ({breakdown}). Рахуйте номінальну вартість, а не вартість набору.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/cyclone</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="1"/>
        <source>Cyclone</source>
        <extracomment>chart title</extracomment>
        <translation>Циклон</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="5"/>
        <source>CYCLONE ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Cyclone (reconstructed)</extracomment>
        <translation>ЦИКЛОН ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="5"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Cyclone (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="16"/>
        <source>Find the open sea whose adjacent areas hold the most of the primary victim&apos;s cities. If several tie, the primary victim picks one of them.</source>
        <extracomment>node sea (do); seed 004, Cyklon</extracomment>
        <translation>Знайдіть відкрите море, у суміжних областях якого найбільше міст головної жертви. За рівності головна жертва обирає одне з них.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="22"/>
        <source>Before any protection, does the primary victim have a city in an area adjacent to that open sea?</source>
        <extracomment>node any_city (ask); seed 004, Cyklon</extracomment>
        <translation>Чи має головна жертва, до врахування захисту, місто в області, суміжній з цим відкритим морем?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="29"/>
        <source>No Cyclone: the primary victim has no city next to that open sea.</source>
        <extracomment>node cancelled (do); seed 004, Cyklon</extracomment>
        <translation>Циклон не відбувається: головна жертва не має міста біля цього відкритого моря.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="34"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="61"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="77"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_trade_empire (ask); seed 004, Cyklon</extracomment>
        <extracomment>node p_masonry (ask); seed 004, Cyklon</extracomment>
        <extracomment>node p_calendar (ask); seed 004, Cyklon</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="43"/>
        <source>☐ {advance}: cities to select {delta}.</source>
        <extracomment>node p_trade_empire_held (do); seed 004, Cyklon</extracomment>
        <translation>☐ {advance}: міста, які треба обрати {delta}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="50"/>
        <source>The primary victim selects %n of its cities adjacent to that open sea, all of them if it has fewer ({breakdown}). Every other player with cities adjacent to it selects {other} of them.</source>
        <extracomment>node select (do); seed 004, Cyklon</extracomment>
        <translation>
            <numerusform>Головна жертва має обрати %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}). Кожен інший гравець із містами, суміжними з ним, має обрати {other} з них.</numerusform>
            <numerusform>Головна жертва має обрати %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}). Кожен інший гравець із містами, суміжними з ним, має обрати {other} з них.</numerusform>
            <numerusform>Головна жертва має обрати %n зі своїх міст, суміжних із цим відкритим морем, а якщо їх менше — усі ({breakdown}). Кожен інший гравець із містами, суміжними з ним, має обрати {other} з них.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="70"/>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="86"/>
        <source>☒ {advance}: cities to unselect {delta}.</source>
        <extracomment>node p_masonry_held (do); seed 004, Cyklon</extracomment>
        <extracomment>node p_calendar_held (do); seed 004, Cyklon</extracomment>
        <translation>☒ {advance}: міста, з яких треба зняти вибір {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="93"/>
        <source>The primary victim unselects {unselect} of its selected cities ({breakdown}) and reduces the rest: at most {reduced}. The other players reduce every city they selected.</source>
        <extracomment>node reduce (do); seed 004, Cyklon</extracomment>
        <translation>Головна жертва знімає вибір зі стількох своїх обраних міст: {unselect} ({breakdown}) і редукує решту: щонайбільше {reduced}. Інші гравці редукують кожне обране ними місто.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/cyclone.yaml" line="93"/>
        <source>Masonry and Calendar may spare the primary victim&apos;s cities, but they never cancel the Cyclone: the other players still resolve it. Seed 004 names these advances for the primary victim only.</source>
        <extracomment>note of node reduce (do); seed 004, Cyklon</extracomment>
        <translation>Каменярство і Календар можуть зберегти міста головної жертви, але ніколи не скасовують Циклон: інші гравці однаково його розв&apos;язують. Сид 004 називає ці карти розвитку лише для головної жертви.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/epidemic</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="1"/>
        <source>Epidemic</source>
        <extracomment>chart title</extracomment>
        <translation>Епідемія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="5"/>
        <source>EPIDEMIC ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <translation>ЕПІДЕМІЯ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="5"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="22"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="38"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="56"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="74"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_medicine (ask); seed 004, Epidemia</extracomment>
        <extracomment>node p_enlightenment (ask); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <extracomment>node p_roadbuilding (ask); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <extracomment>node p_trade_empire (ask); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="31"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="48"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="122"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="139"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="165"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="182"/>
        <source>☒ {advance}: damage {delta}.</source>
        <extracomment>node p_medicine_held (do); seed 004, Epidemia</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <extracomment>node s1_medicine_held (do); seed 004, Epidemia</extracomment>
        <extracomment>node s1_anatomy_held (do); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <extracomment>node s2_medicine_held (do); seed 004, Epidemia</extracomment>
        <extracomment>node s2_anatomy_held (do); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <translation>☒ {advance}: пошкодження {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="66"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="84"/>
        <source>☐ {advance}: damage {delta}.</source>
        <extracomment>node p_roadbuilding_held (do); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <extracomment>node p_trade_empire_held (do); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <translation>☐ {advance}: пошкодження {delta}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="92"/>
        <source>The primary victim takes %n damage ({breakdown}).</source>
        <extracomment>node primary_damage (do); seed 004, Epidemia</extracomment>
        <translation>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Головна жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="92"/>
        <source>Seed 004 lists Medicine only; its text stops there. Enlightenment, Roadbuilding and Trade Empire come from the research table.</source>
        <extracomment>note of node primary_damage (do); seed 004, Epidemia</extracomment>
        <translation>Сид 004 називає лише Медицина; його текст на цьому уривається. Просвітництво, Будівництво доріг і Торгова імперія взято з таблиці в дослідницьких нотатках.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="103"/>
        <source>The primary victim names {n} other players as secondary victims. The beneficiary cannot be one of them.</source>
        <extracomment>node name (do); seed 004, Epidemia</extracomment>
        <translation>Головна жертва називає стількох інших гравців додатковими жертвами: {n}. Бенефіціар не може бути одним із них.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="103"/>
        <source>The research notes add: a player who is already the primary victim, a secondary victim or the beneficiary of another Epidemic this turn cannot be named either (not in seed 004).</source>
        <extracomment>note of node name (do); seed 004, Epidemia</extracomment>
        <translation>Дослідницькі нотатки додають: не можна також назвати гравця, який у цьому ході вже є головною жертвою, додатковою жертвою або бенефіціаром іншої Епідемії (цього немає в сиді 004).</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="113"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="129"/>
        <source>Does the first secondary victim hold {advance}?</source>
        <extracomment>node s1_medicine (ask); seed 004, Epidemia</extracomment>
        <extracomment>node s1_anatomy (ask); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <translation>Чи має перша додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="147"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed 004, Epidemia</extracomment>
        <translation>
            <numerusform>Перша додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Перша додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Перша додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="156"/>
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="172"/>
        <source>Does the second secondary victim hold {advance}?</source>
        <extracomment>node s2_medicine (ask); seed 004, Epidemia</extracomment>
        <extracomment>node s2_anatomy (ask); seed research, secondary-systems.md §3.2, Epidemic (reconstructed)</extracomment>
        <translation>Чи має друга додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/epidemic.yaml" line="190"/>
        <source>The second secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_2 (do); seed 004, Epidemia</extracomment>
        <translation>
            <numerusform>Друга додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Друга додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Друга додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/famine</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="1"/>
        <source>Famine</source>
        <extracomment>chart title</extracomment>
        <translation>Голод</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="8"/>
        <source>FAMINE ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>ГОЛОД ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="55"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_pottery (ask); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node p_calendar (ask); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node p_agriculture (ask); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="29"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="47"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="94"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="112"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="140"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="158"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="186"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="204"/>
        <source>☒ {advance}: damage {delta}.</source>
        <extracomment>node p_pottery_held (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node p_calendar_held (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node s1_pottery_held (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node s1_calendar_held (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node s2_pottery_held (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node s2_calendar_held (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node s3_pottery_held (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node s3_calendar_held (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>☒ {advance}: пошкодження {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="65"/>
        <source>☐ {advance}: damage {delta}.</source>
        <extracomment>node p_agriculture_held (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>☐ {advance}: пошкодження {delta}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="73"/>
        <source>The primary victim takes %n damage ({breakdown}) and names {n} other players as secondary victims.</source>
        <extracomment>node primary_damage (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}) і називає стількох інших гравців додатковими жертвами: {n}.</numerusform>
            <numerusform>Головна жертва отримує %n пошкодження ({breakdown}) і називає стількох інших гравців додатковими жертвами: {n}.</numerusform>
            <numerusform>Головна жертва отримує %n пошкоджень ({breakdown}) і називає стількох інших гравців додатковими жертвами: {n}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="84"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="102"/>
        <source>Does the first secondary victim hold {advance}?</source>
        <extracomment>node s1_pottery (ask); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node s1_calendar (ask); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>Чи має перша додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="120"/>
        <source>The first secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_1 (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Перша додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Перша додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Перша додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="130"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="148"/>
        <source>Does the second secondary victim hold {advance}?</source>
        <extracomment>node s2_pottery (ask); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node s2_calendar (ask); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>Чи має друга додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="166"/>
        <source>The second secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_2 (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Друга додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Друга додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Друга додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="176"/>
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="194"/>
        <source>Does the third secondary victim hold {advance}?</source>
        <extracomment>node s3_pottery (ask); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <extracomment>node s3_calendar (ask); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>Чи має третя додаткова жертва карту розвитку «{advance}»?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/famine.yaml" line="212"/>
        <source>The third secondary victim takes %n damage ({breakdown}).</source>
        <extracomment>node second_damage_3 (do); seed research, secondary-systems.md §3.2, Famine (reconstructed)</extracomment>
        <translation>
            <numerusform>Третя додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Третя додаткова жертва отримує %n пошкодження ({breakdown}).</numerusform>
            <numerusform>Третя додаткова жертва отримує %n пошкоджень ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/flood</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="1"/>
        <source>Flood</source>
        <extracomment>chart title</extracomment>
        <translation>Повінь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="8"/>
        <source>FLOOD ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Flood (reconstructed)</extracomment>
        <translation>ПОВІНЬ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Flood (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="19"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_engineering (ask); seed research, secondary-systems.md §3.2, Flood (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="29"/>
        <source>☒ {advance}: damage {delta}.</source>
        <extracomment>node p_engineering_held (do); seed research, secondary-systems.md §3.2, Flood (reconstructed)</extracomment>
        <translation>☒ {advance}: пошкодження {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="37"/>
        <source>Does the primary victim have units on a flood plain?</source>
        <extracomment>node plain (ask); seed research, secondary-systems.md §3.2, Flood (reconstructed)</extracomment>
        <translation>Чи має головна жертва одиниці на заплаві?</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="45"/>
        <source>Take the flood plain where the primary victim would lose the most. The primary victim takes %n damage there ({breakdown}); every other player with units on that flood plain takes {other}.</source>
        <extracomment>node plain_damage (do); seed research, secondary-systems.md §3.2, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>Візьміть заплаву, де головна жертва втратила б найбільше. Головна жертва отримує там %n пошкодження ({breakdown}); кожен інший гравець з одиницями на цій заплаві отримує {other}.</numerusform>
            <numerusform>Візьміть заплаву, де головна жертва втратила б найбільше. Головна жертва отримує там %n пошкодження ({breakdown}); кожен інший гравець з одиницями на цій заплаві отримує {other}.</numerusform>
            <numerusform>Візьміть заплаву, де головна жертва втратила б найбільше. Головна жертва отримує там %n пошкоджень ({breakdown}); кожен інший гравець з одиницями на цій заплаві отримує {other}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="45"/>
        <source>The research table does not say whether Engineering protects the other players too; check your rulebook.</source>
        <extracomment>note of node plain_damage (do); seed research, secondary-systems.md §3.2, Flood (reconstructed)</extracomment>
        <translation>Таблиця з дослідницьких нотаток не каже, чи Інженерія захищає також інших гравців; перевірте за своїми правилами.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/flood.yaml" line="59"/>
        <source>No units on a flood plain: the primary victim takes %n damage from its units in coastal areas ({breakdown}).</source>
        <extracomment>node coast_damage (do); seed research, secondary-systems.md §3.2, Flood (reconstructed)</extracomment>
        <translation>
            <numerusform>Одиниць на заплаві немає: головна жертва отримує %n пошкодження своїм одиницям у прибережних областях ({breakdown}).</numerusform>
            <numerusform>Одиниць на заплаві немає: головна жертва отримує %n пошкодження своїм одиницям у прибережних областях ({breakdown}).</numerusform>
            <numerusform>Одиниць на заплаві немає: головна жертва отримує %n пошкоджень своїм одиницям у прибережних областях ({breakdown}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/iconoclasm_heresy</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="1"/>
        <source>Iconoclasm and Heresy</source>
        <extracomment>chart title</extracomment>
        <translation>Іконоборство та єресь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="8"/>
        <source>ICONOCLASM AND HERESY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>ІКОНОБОРСТВО ТА ЄРЕСЬ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="25"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="43"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="61"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_philosophy (ask); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>node p_theology (ask); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>node p_monotheism (ask); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="35"/>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="53"/>
        <source>☒ {advance}: cities to reduce {delta}.</source>
        <extracomment>node p_philosophy_held (do); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <extracomment>node p_theology_held (do); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>☒ {advance}: міста, які треба редукувати {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="71"/>
        <source>☐ {advance}: cities to reduce {delta}.</source>
        <extracomment>node p_monotheism_held (do); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>☐ {advance}: міста, які треба редукувати {delta}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="79"/>
        <source>Does the primary victim hold {advance} and discard %n commodity cards to cancel the calamity for itself?</source>
        <extracomment>node theocracy (ask); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Чи має головна жертва карту розвитку «{advance}» і чи скине %n карту товару, щоб скасувати катастрофу для себе?</numerusform>
            <numerusform>Чи має головна жертва карту розвитку «{advance}» і чи скине %n карти товарів, щоб скасувати катастрофу для себе?</numerusform>
            <numerusform>Чи має головна жертва карту розвитку «{advance}» і чи скине %n карт товарів, щоб скасувати катастрофу для себе?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="92"/>
        <source>The primary victim reduces no city.</source>
        <extracomment>node spared (do); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Головна жертва не редукує жодного міста.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="98"/>
        <source>The primary victim reduces {cities} of its cities ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Головна жертва редукує стільки своїх міст: {cities} ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="107"/>
        <source>The primary victim names {n} other players, never the beneficiary; each of them reduces %n city.</source>
        <extracomment>node others (do); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва називає стількох інших гравців (ніколи не бенефіціара): {n}; кожен із них редукує %n місто.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців (ніколи не бенефіціара): {n}; кожен із них редукує %n міста.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців (ніколи не бенефіціара): {n}; кожен із них редукує %n міст.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/iconoclasm_heresy.yaml" line="107"/>
        <source>The research table gives the advance modifiers for the primary victim only; a named player holding Theocracy may also cancel its own loss the same way.</source>
        <extracomment>note of node others (do); seed research, secondary-systems.md §3.2, Iconoclasm and Heresy (reconstructed)</extracomment>
        <translation>Таблиця з дослідницьких нотаток дає модифікатори карт розвитку лише для головної жертви; названий гравець із Теократія може так само скасувати власну втрату.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/main</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="1"/>
        <source>Calamity</source>
        <extracomment>chart title</extracomment>
        <translation>Катастрофа</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Which major calamity is being resolved?</source>
        <extracomment>node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Яка велика катастрофа розв&apos;язується?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Civil War, Barbarian Hordes, Cyclone and Epidemic follow seed 004; the other twelve follow the research table (secondary-systems.md §3.2), not the seed.</source>
        <extracomment>note of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Громадянська війна, Орди варварів, Циклон і Епідемія йдуть за сидом 004; решта дванадцять — за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), а не за сидом.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Volcanic Eruption / Earthquake</source>
        <extracomment>answer &apos;volcano_earthquake&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Виверження вулкана / Землетрус</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Treachery</source>
        <extracomment>answer &apos;treachery&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Зрада</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Famine</source>
        <extracomment>answer &apos;famine&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Голод</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Slave Revolt</source>
        <extracomment>answer &apos;slave_revolt&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Повстання рабів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Flood</source>
        <extracomment>answer &apos;flood&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Повінь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Superstition</source>
        <extracomment>answer &apos;superstition&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Забобони</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Civil War</source>
        <extracomment>answer &apos;civil_war&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Громадянська війна</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Barbarian Hordes</source>
        <extracomment>answer &apos;barbarian_hordes&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Орди варварів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Cyclone</source>
        <extracomment>answer &apos;cyclone&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Циклон</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Epidemic</source>
        <extracomment>answer &apos;epidemic&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Епідемія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Tyranny</source>
        <extracomment>answer &apos;tyranny&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Тиранія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Civil Disorder</source>
        <extracomment>answer &apos;civil_disorder&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Громадські заворушення</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Corruption</source>
        <extracomment>answer &apos;corruption&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Корупція</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Iconoclasm and Heresy</source>
        <extracomment>answer &apos;iconoclasm_heresy&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Іконоборство та єресь</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Regression</source>
        <extracomment>answer &apos;regression&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Регрес</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/main.yaml" line="5"/>
        <source>Piracy</source>
        <extracomment>answer &apos;piracy&apos; of node pick (ask); seed research, secondary-systems.md §3.2, calamity list (reconstructed)</extracomment>
        <translation>Піратство</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/piracy</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="1"/>
        <source>Piracy</source>
        <extracomment>chart title</extracomment>
        <translation>Піратство</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="8"/>
        <source>PIRACY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Piracy (reconstructed)</extracomment>
        <translation>ПІРАТСТВО ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Piracy (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="25"/>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="43"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_cartography (ask); seed research, secondary-systems.md §3.2, Piracy (reconstructed)</extracomment>
        <extracomment>node p_naval_warfare (ask); seed research, secondary-systems.md §3.2, Piracy (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="35"/>
        <source>☐ {advance}: coastal cities {delta}.</source>
        <extracomment>node p_cartography_held (do); seed research, secondary-systems.md §3.2, Piracy (reconstructed)</extracomment>
        <translation>☐ {advance}: прибережні міста {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="53"/>
        <source>☒ {advance}: coastal cities {delta}.</source>
        <extracomment>node p_naval_warfare_held (do); seed research, secondary-systems.md §3.2, Piracy (reconstructed)</extracomment>
        <translation>☒ {advance}: прибережні міста {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="61"/>
        <source>The beneficiary replaces {cities} of the primary victim&apos;s coastal cities with pirate cities ({breakdown}).</source>
        <extracomment>node replace (do); seed research, secondary-systems.md §3.2, Piracy (reconstructed)</extracomment>
        <translation>Бенефіціар замінює піратськими містами стільки прибережних міст головної жертви: {cities} ({breakdown}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/piracy.yaml" line="70"/>
        <source>The primary victim names {n} other players; each loses %n coastal city to a pirate city. A player holding Naval Warfare cannot be named.</source>
        <extracomment>node others (do); seed research, secondary-systems.md §3.2, Piracy (reconstructed)</extracomment>
        <translation>
            <numerusform>Головна жертва називає стількох інших гравців: {n}; кожен із них втрачає %n прибережне місто, яке стає піратським містом. Не можна назвати гравця з Морська війна.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців: {n}; кожен із них втрачає %n прибережні міста, які стають піратськими містами. Не можна назвати гравця з Морська війна.</numerusform>
            <numerusform>Головна жертва називає стількох інших гравців: {n}; кожен із них втрачає %n прибережних міст, які стають піратськими містами. Не можна назвати гравця з Морська війна.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/regression</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="1"/>
        <source>Regression</source>
        <extracomment>chart title</extracomment>
        <translation>Регрес</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="8"/>
        <source>REGRESSION ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Regression (reconstructed)</extracomment>
        <translation>РЕГРЕС ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Regression (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="37"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_fundamentalism (ask); seed research, secondary-systems.md §3.2, Regression (reconstructed)</extracomment>
        <extracomment>node p_library (ask); seed research, secondary-systems.md §3.2, Regression (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="29"/>
        <source>☐ {advance}: A.S.T. steps {delta}.</source>
        <extracomment>node p_fundamentalism_held (do); seed research, secondary-systems.md §3.2, Regression (reconstructed)</extracomment>
        <translation>☐ {advance}: кроки на A.S.T. {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="47"/>
        <source>☒ {advance}: A.S.T. steps {delta}.</source>
        <extracomment>node p_library_held (do); seed research, secondary-systems.md §3.2, Regression (reconstructed)</extracomment>
        <translation>☒ {advance}: кроки на A.S.T. {delta}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/regression.yaml" line="55"/>
        <source>Move the primary victim&apos;s A.S.T. marker back %n steps ({breakdown}). With Enlightenment it may destroy {cities} of its cities per step to cancel that step.</source>
        <extracomment>node back (do); seed research, secondary-systems.md §3.2, Regression (reconstructed)</extracomment>
        <translation>
            <numerusform>Посуньте маркер головної жертви на A.S.T. назад на %n крок ({breakdown}). З Просвітництво вона може знищити стільки своїх міст за кожен крок, щоб його скасувати: {cities}.</numerusform>
            <numerusform>Посуньте маркер головної жертви на A.S.T. назад на %n кроки ({breakdown}). З Просвітництво вона може знищити стільки своїх міст за кожен крок, щоб його скасувати: {cities}.</numerusform>
            <numerusform>Посуньте маркер головної жертви на A.S.T. назад на %n кроків ({breakdown}). З Просвітництво вона може знищити стільки своїх міст за кожен крок, щоб його скасувати: {cities}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/slave_revolt</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="1"/>
        <source>Slave Revolt</source>
        <extracomment>chart title</extracomment>
        <translation>Повстання рабів</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="8"/>
        <source>SLAVE REVOLT ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <translation>ПОВСТАННЯ РАБІВ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="55"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_mythology (ask); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_enlightenment (ask); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_mining (ask); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="29"/>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="47"/>
        <source>☒ {advance}: city support rate {delta}.</source>
        <extracomment>node p_mythology_held (do); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <translation>☒ {advance}: норма утримання міст {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="65"/>
        <source>☐ {advance}: city support rate {delta}.</source>
        <extracomment>node p_mining_held (do); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <translation>☐ {advance}: норма утримання міст {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="73"/>
        <source>Check city support again with the support rate {rise} higher ({breakdown}). Reduce cities until every remaining city is supported.</source>
        <extracomment>node support (do); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <translation>Перевірте утримання міст ще раз із нормою утримання, вищою на {rise} ({breakdown}). Редукуйте міста, доки кожне місто, що лишилося, не буде утримане.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/slave_revolt.yaml" line="73"/>
        <source>The research table also mentions that Cultural Ascendancy changes the base support rate for this calamity; the sources we have do not say how, so check your rulebook.</source>
        <extracomment>note of node support (do); seed research, secondary-systems.md §3.2, Slave Revolt (reconstructed)</extracomment>
        <translation>Таблиця з дослідницьких нотаток згадує також, що Культурна спадщина змінює базову норму утримання для цієї катастрофи; наші джерела не кажуть як, тож перевірте за своїми правилами.</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/superstition</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="1"/>
        <source>Superstition</source>
        <extracomment>chart title</extracomment>
        <translation>Забобони</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="8"/>
        <source>SUPERSTITION ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <translation>ЗАБОБОНИ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="19"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="37"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="55"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="73"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_mysticism (ask); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <extracomment>node p_deism (ask); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <extracomment>node p_enlightenment (ask); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <extracomment>node p_universal_doctrine (ask); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="29"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="47"/>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="65"/>
        <source>☒ {advance}: cities to reduce {delta}.</source>
        <extracomment>node p_mysticism_held (do); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <extracomment>node p_deism_held (do); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <extracomment>node p_enlightenment_held (do); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <translation>☒ {advance}: міста, які треба редукувати {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="83"/>
        <source>☐ {advance}: cities to reduce {delta}.</source>
        <extracomment>node p_universal_doctrine_held (do); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <translation>☐ {advance}: міста, які треба редукувати {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/superstition.yaml" line="91"/>
        <source>The primary victim reduces {cities} of its cities ({breakdown}).</source>
        <extracomment>node reduce (do); seed research, secondary-systems.md §3.2, Superstition (reconstructed)</extracomment>
        <translation>Головна жертва редукує стільки своїх міст: {cities} ({breakdown}).</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/treachery</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="1"/>
        <source>Treachery</source>
        <extracomment>chart title</extracomment>
        <translation>Зрада</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="8"/>
        <source>TREACHERY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Treachery (reconstructed)</extracomment>
        <translation>ЗРАДА ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Treachery (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="25"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_diplomacy (ask); seed research, secondary-systems.md §3.2, Treachery (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="35"/>
        <source>☐ {advance}: cities annexed {delta}.</source>
        <extracomment>node p_diplomacy_held (do); seed research, secondary-systems.md §3.2, Treachery (reconstructed)</extracomment>
        <translation>☐ {advance}: міста, які треба анексувати {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="43"/>
        <source>Does the beneficiary have a city in stock?</source>
        <extracomment>node has_city (ask); seed research, secondary-systems.md §3.2, Treachery (reconstructed)</extracomment>
        <translation>Чи має бенефіціар місто в запасі?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="51"/>
        <source>The beneficiary annexes {cities} of the primary victim&apos;s cities ({breakdown}), replacing each with a city from its stock.</source>
        <extracomment>node annex (do); seed research, secondary-systems.md §3.2, Treachery (reconstructed)</extracomment>
        <translation>Бенефіціар анексує стільки міст головної жертви: {cities} ({breakdown}), замінюючи кожне містом зі свого запасу.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/treachery.yaml" line="61"/>
        <source>The beneficiary has no city in stock: replace {cities} of the primary victim&apos;s cities with pirate cities ({breakdown}).</source>
        <extracomment>node pirate (do); seed research, secondary-systems.md §3.2, Treachery (reconstructed)</extracomment>
        <translation>Бенефіціар не має міста в запасі: замініть піратськими містами стільки міст головної жертви: {cities} ({breakdown}).</translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/tyranny</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="1"/>
        <source>Tyranny</source>
        <extracomment>chart title</extracomment>
        <translation>Тиранія</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="8"/>
        <source>TYRANNY ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <translation>ТИРАНІЯ ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="26"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="44"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="62"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="80"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_sculpture (ask); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_law (ask); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_monarchy (ask); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_provincial_empire (ask); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="36"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="54"/>
        <source>☒ {advance}: unit points to annex {delta}.</source>
        <extracomment>node p_sculpture_held (do); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_law_held (do); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <translation>☒ {advance}: очки одиниць, які треба анексувати {delta}.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="72"/>
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="90"/>
        <source>☐ {advance}: unit points to annex {delta}.</source>
        <extracomment>node p_monarchy_held (do); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <extracomment>node p_provincial_empire_held (do); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <translation>☐ {advance}: очки одиниць, які треба анексувати {delta}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/tyranny.yaml" line="98"/>
        <source>The beneficiary annexes %n unit points of the primary victim&apos;s units ({breakdown}). The primary victim selects whole areas, adjacent to each other where it can.</source>
        <extracomment>node annex (do); seed research, secondary-systems.md §3.2, Tyranny (reconstructed)</extracomment>
        <translation>
            <numerusform>Бенефіціар анексує %n очко одиниць з одиниць головної жертви ({breakdown}). Головна жертва має обрати цілі області, де можливо — суміжні між собою.</numerusform>
            <numerusform>Бенефіціар анексує %n очки одиниць з одиниць головної жертви ({breakdown}). Головна жертва має обрати цілі області, де можливо — суміжні між собою.</numerusform>
            <numerusform>Бенефіціар анексує %n очок одиниць з одиниць головної жертви ({breakdown}). Головна жертва має обрати цілі області, де можливо — суміжні між собою.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>megaciv_calamities/volcano_earthquake</name>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="1"/>
        <source>Volcanic Eruption / Earthquake</source>
        <extracomment>chart title</extracomment>
        <translation>Виверження вулкана / Землетрус</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="5"/>
        <source>Not in seed 004: this calamity follows the research table (secondary-systems.md §3.2), which rests on public Mega Civilization sources. Check it against your rulebook.</source>
        <extracomment>chart note</extracomment>
        <translation>Цього немає в сиді 004: ця катастрофа йде за таблицею з дослідницьких нотаток (secondary-systems.md §3.2), що спирається на публічні джерела про Mega Civilization. Перевірте її за своїми правилами.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="8"/>
        <source>VOLCANIC ERUPTION / EARTHQUAKE ({origin}): trade card stack {stack}, {trade}. Answer the questions for the primary victim, the player this calamity hits.</source>
        <extracomment>node begin (do); seed research, secondary-systems.md §3.2, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>ВИВЕРЖЕННЯ ВУЛКАНА / ЗЕМЛЕТРУС ({origin}): стос торгових карт {stack}, катастрофа {trade}. Відповідайте на запитання за головну жертву, тобто гравця, якого вражає ця катастрофа.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="8"/>
        <source>Trade card stack and tradability come from the research table (secondary-systems.md §3.2); seed 004 does not print them.</source>
        <extracomment>note of node begin (do); seed research, secondary-systems.md §3.2, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Стос торгових карт і те, чи катастрофа торгова, взято з таблиці в дослідницьких нотатках (secondary-systems.md §3.2); сид 004 їх не наводить.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="19"/>
        <source>Does a volcano touch an area holding units of the primary victim?</source>
        <extracomment>node volcano (ask); seed research, secondary-systems.md §3.2, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Чи торкається якийсь вулкан області з одиницями головної жертви?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="27"/>
        <source>Volcanic Eruption: take the volcano that touches the most of the primary victim&apos;s units and destroy every unit in the areas it touches.</source>
        <extracomment>node eruption (do); seed research, secondary-systems.md §3.2, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Виверження вулкана: візьміть вулкан, що торкається найбільшої кількості одиниць головної жертви, і знищте всі одиниці в областях, яких він торкається.</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="34"/>
        <source>Does the primary victim hold {advance}?</source>
        <extracomment>node p_engineering (ask); seed research, secondary-systems.md §3.2, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>Чи має головна жертва карту розвитку «{advance}»?</translation>
    </message>
    <message>
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="44"/>
        <source>☒ {advance}: cities to destroy {delta}.</source>
        <extracomment>node p_engineering_held (do); seed research, secondary-systems.md §3.2, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>☒ {advance}: міста, які треба знищити {delta}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../rules/megaciv_calamities/charts/volcano_earthquake.yaml" line="52"/>
        <source>Earthquake: the primary victim destroys {destroyed} of its cities ({breakdown}); a city Engineering spares is reduced instead. Then reduce %n city of any player in an area adjacent to it.</source>
        <extracomment>node quake (do); seed research, secondary-systems.md §3.2, Volcanic Eruption / Earthquake (reconstructed)</extracomment>
        <translation>
            <numerusform>Землетрус: головна жертва знищує стільки своїх міст: {destroyed} ({breakdown}); місто, яке зберегла Інженерія, натомість редукуйте. Потім редукуйте %n місто будь-якого гравця в області, суміжній з ним.</numerusform>
            <numerusform>Землетрус: головна жертва знищує стільки своїх міст: {destroyed} ({breakdown}); місто, яке зберегла Інженерія, натомість редукуйте. Потім редукуйте %n міста будь-якого гравця в області, суміжній з ним.</numerusform>
            <numerusform>Землетрус: головна жертва знищує стільки своїх міст: {destroyed} ({breakdown}); місто, яке зберегла Інженерія, натомість редукуйте. Потім редукуйте %n міст будь-якого гравця в області, суміжній з ним.</numerusform>
        </translation>
    </message>
</context>
</TS>
